"""Thread settings on a shared machine: `deidkit tag` and `train-tagger`, idle and beside a busy process.

    bin/bench threads                       # 160 notes to tag (~70k tokens), 80 to train on
    bin/bench threads --tag-docs 20 --train-docs 10 --timeout 20   # a quick check

Each setting (``--threads`` and the OpenMP wait policy in the environment) runs the CLI as
a subprocess, so that OpenMP reads the environment when torch is loaded, as it does for a
user: ``deidkit tag`` on a cached synth tokens file (wall time, model and embeddings load
included) and one epoch of ``deidkit train-tagger`` on a smaller one (the epoch's seconds
from the model's history). Each runs twice: on the machine as it is ("idle"), and with a
busy process beside it that the benchmark starts and kills (``python -c 'while True:
pass'``, one core's worth of someone else's work). A run past ``--timeout`` is killed and
reported as ``> timeout``.

The settings: one thread; two threads with libgomp's default spinning
(``GOMP_SPINCOUNT=300000``, what deidkit ran with before it chose a policy); two threads
whose idle workers sleep (``OMP_WAIT_POLICY=PASSIVE``); and deidkit's default (nothing set:
what a user gets). Each time is also given as a ratio to the best setting of the same
condition in the same run, so that the machine's speed cancels; the default must stay
within 1.5x of the best when contended. Prints a table and writes JSON (``--json``,
default bench_threads.json).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bin import corpus as corpus_helper
from bin.report import markdown_table, write_json

#: id -> (what it is, --threads or None, environment); a variable None is removed.
SETTINGS = {
    "one": ("1 thread", 1, {"OMP_WAIT_POLICY": None, "GOMP_SPINCOUNT": "300000"}),
    "spin": ("2 threads, spinning (libgomp default)", 2,
             {"OMP_WAIT_POLICY": None, "GOMP_SPINCOUNT": "300000"}),
    "passive": ("2 threads, OMP_WAIT_POLICY=PASSIVE", 2,
                {"OMP_WAIT_POLICY": "PASSIVE", "GOMP_SPINCOUNT": None}),
    "default": ("deidkit default (nothing set)", None,
                {"OMP_WAIT_POLICY": None, "GOMP_SPINCOUNT": None}),
}
#: The contended case of the default may be this much slower than the best setting.
GOAL = 1.5
DEIDKIT = [sys.executable, "-m", "deidkit"]


def environment(changes: dict) -> dict:
    env = dict(os.environ)
    for name in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "KMP_BLOCKTIME"):
        env.pop(name, None)  # the settings alone decide
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [root, env.get("PYTHONPATH")]))
    return env


def timed(command: list[str], env: dict, timeout: float) -> float | None:
    """Wall seconds of ``command``, None when it ran past ``timeout`` (then killed)."""
    t0 = time.perf_counter()
    try:
        run = subprocess.run(command, env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if run.returncode:
        raise RuntimeError(f"{' '.join(command)} failed:\n{run.stderr}")
    return time.perf_counter() - t0


class Busy:
    """One busy process beside the measured one (started, then killed, by its own pid)."""

    def __enter__(self):
        self.process = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        time.sleep(0.2)  # let it get a core
        return self

    def __exit__(self, *exc):
        self.process.kill()
        self.process.wait()


def epoch_seconds(model_dir: Path) -> float:
    import pyarrow.parquet as pq

    from deidkit.models import checkpoint

    return float(pq.read_table(model_dir / checkpoint.HISTORY_FILE)["seconds"][0].as_py())


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--tag-docs", type=int, default=160, help="notes tagged (default %(default)s)")
    ap.add_argument("--train-docs", type=int, default=80,
                    help="notes of the one-epoch training (default %(default)s)")
    ap.add_argument("--timeout", type=float, default=40.0,
                    help="seconds after which a run is killed (default %(default)s)")
    ap.add_argument("--json", type=Path, default=Path("bench_threads.json"),
                    help="write the figures here (default %(default)s)")
    ap.add_argument("--settings", type=lambda s: s.split(","), default=list(SETTINGS),
                    metavar="ID,...", help=f"measure these of {','.join(SETTINGS)} (default all)")
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)
    unknown = sorted(set(args.settings) - set(SETTINGS))
    if unknown:
        ap.error(f"--settings: unknown {', '.join(unknown)} (choose from {', '.join(SETTINGS)})")
    args.cache.mkdir(parents=True, exist_ok=True)
    tag_input = corpus_helper.synth_tokens_path(args.tag_docs, 2, args.cache)
    train_input = corpus_helper.synth_tokens_path(args.train_docs, 1, args.cache)
    work = Path(tempfile.mkdtemp(prefix="bench-threads-", dir=args.cache))
    try:
        model = work / "model"  # for speed an untrained-looking model does: one epoch, 1 note
        small = corpus_helper.synth_tokens_path(1, 1, args.cache)
        subprocess.run([*DEIDKIT, "-q", "train-tagger", str(small), "--model-dir", str(model),
                        "--epochs", "1", "--validation-fraction", "0",
                        "--embeddings", args.embeddings],
                       env=environment({}), check=True)
        results = []
        for condition in ("idle", "contended"):
            for key in args.settings:
                name, threads, changes = SETTINGS[key]
                env = environment(changes)
                extra = [] if threads is None else ["--threads", str(threads)]
                tag_cmd = [*DEIDKIT, "-q", "tag", str(tag_input), "--model", str(model),
                           "--embeddings", args.embeddings, "-o", str(work / "out.parquet"), *extra]
                out_dir = work / "trained"
                train_cmd = [*DEIDKIT, "-q", "train-tagger", str(train_input), "--model-dir",
                             str(out_dir), "--epochs", "1", "--validation-fraction", "0",
                             "--embeddings", args.embeddings, *extra]
                row = {"setting": key, "label": name, "condition": condition, "threads": threads,
                       "environment": {k: v for k, v in changes.items() if v is not None},
                       "load_before": load()}
                for stage, cmd in (("tag", tag_cmd), ("train", train_cmd)):
                    shutil.rmtree(out_dir, ignore_errors=True)
                    if condition == "contended":
                        with Busy():
                            seconds = timed(cmd, env, args.timeout)
                    else:
                        seconds = timed(cmd, env, args.timeout)
                    if stage == "train" and seconds is not None:
                        seconds = epoch_seconds(out_dir)
                    row[f"{stage}_seconds"] = None if seconds is None else round(seconds, 2)
                print(f"{condition:9} {name:40} tag {row['tag_seconds']} s, train epoch "
                      f"{row['train_seconds']} s (load {row['load_before']})", file=sys.stderr)
                results.append(row)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    for condition in ("idle", "contended"):
        for stage in ("tag", "train"):
            times = [r[f"{stage}_seconds"] for r in results if r["condition"] == condition]
            best = min((t for t in times if t is not None), default=None)
            for r in results:
                if r["condition"] == condition:
                    t = r[f"{stage}_seconds"]
                    # a run killed at the timeout is at least this much slower
                    r[f"{stage}_ratio_to_best"] = round((t or args.timeout) / best, 2) if best else None
    contended = next((r for r in results if r["setting"] == "default"
                      and r["condition"] == "contended"), None)
    goal_met = contended is not None and all(
        contended[f"{s}_seconds"] is not None and contended[f"{s}_ratio_to_best"] <= GOAL
        for s in ("tag", "train"))

    def cell(r, stage):
        t = r[f"{stage}_seconds"]
        if t is None:
            return f"> {args.timeout:.0f} s (> {r[f'{stage}_ratio_to_best']:.1f}x)"
        return f"{t:.1f} s ({r[f'{stage}_ratio_to_best']:.2f}x)"

    rows = [(r["condition"], r["label"], cell(r, "tag"), cell(r, "train"), r["load_before"])
            for r in results]
    print(markdown_table(["machine", "setting", "`tag` (x best)", "train epoch (x best)",
                          "load 1/5/15 min before"], rows, "llrrl"))
    if contended is not None:
        print(f"\ndefault contended within {GOAL}x of the best: {'yes' if goal_met else 'NO'}")
    tokens = corpus_helper.synth_tokens(args.tag_docs, 2, args.cache)
    import pyarrow.compute as pc

    write_json(args.json, {
        "tag_docs": args.tag_docs, "train_docs": args.train_docs,
        "tag_tokens": pc.sum(pc.list_value_length(tokens["tokens"])).as_py(),
        "cores": len(os.sched_getaffinity(0)), "timeout": args.timeout,
        "goal": GOAL, "goal_met": goal_met, "results": results})
    return 0
