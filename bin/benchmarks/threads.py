"""Threads on a shared machine: `tag` and one `train-tagger` epoch, idle and beside a busy
process, for each thread count and OpenMP wait policy.

    bin/bench threads                         # 600 notes to tag, 150 to train on
    bin/bench threads --docs 100 --train-docs 20 --repeats 1

Each measurement is one ``deidkit`` process (start-up and model load included), run with
``--threads T`` and an OpenMP wait policy set in its environment: ``active`` (spinning
workers: ``OMP_WAIT_POLICY=ACTIVE``), ``passive`` (``OMP_WAIT_POLICY=PASSIVE``: a worker
waiting at a barrier sleeps instead of spinning) or ``cli`` (the environment as the user
has it: whatever default the CLI sets itself). "busy" runs it while this script keeps one
pure-Python busy loop on a core (started before, killed after). torch's OpenMP reads the
policy when it loads, so it must be set before ``import torch``: the CLI does so
(:mod:`deidkit.cli`) unless the variable is already set.

The figure that matters: each setting's busy time over the best time of any setting
measured busy in the same run (goal: the CLI's default within 1.5x), and over the best
idle time. Best of ``--repeats`` runs each. Prints a table and writes JSON (``--json``,
default bench_threads.json).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bin import corpus as corpus_helper
from bin.benchmarks.engines import untrained_model
from bin.report import markdown_table, write_json

POLICIES = {"cli": None, "active": "ACTIVE", "passive": "PASSIVE"}


def environment(policy: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT",
                                                             "OMP_NUM_THREADS")}
    if POLICIES[policy] is not None:
        env["OMP_WAIT_POLICY"] = POLICIES[policy]
    return env


def timed(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "deidkit", "-q", *cmd], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


class Busy:
    """One busy-looping process beside the measurement."""

    def __enter__(self):
        self.proc = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        time.sleep(0.3)  # let it take its core
        return self

    def __exit__(self, *exc):
        self.proc.kill()
        self.proc.wait()


def measure(workloads: dict, threads: list[int], policies: list[str], repeats: int) -> list[dict]:
    rows = []
    for name, cmd_of in workloads.items():
        for t in threads:
            for policy in policies:
                row = {"workload": name, "threads": t, "policy": policy}
                for load in ("idle", "busy"):
                    times = []
                    for _ in range(repeats):
                        if load == "busy":
                            with Busy():
                                times.append(timed(cmd_of(t), environment(policy)))
                        else:
                            times.append(timed(cmd_of(t), environment(policy)))
                    row[load] = min(times)
                rows.append(row)
                print(f"{name} threads {t} {policy}: idle {row['idle']:.2f} s, busy "
                      f"{row['busy']:.2f} s", file=sys.stderr)
    for name in workloads:
        mine = [r for r in rows if r["workload"] == name]
        best_busy = min(r["busy"] for r in mine)
        best_idle = min(r["idle"] for r in mine)
        for r in mine:
            r["busy_over_best_busy"] = r["busy"] / best_busy
            r["busy_over_best_idle"] = r["busy"] / best_idle
            r["idle_over_best_idle"] = r["idle"] / best_idle
    return rows


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=600, help="synth notes to tag")
    ap.add_argument("--train-docs", type=int, default=150, help="synth notes of the epoch")
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--policies", default="cli,active,passive")
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--json", type=Path, default=Path("bench_threads.json"))
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)
    threads = [int(t) for t in args.threads.split(",") if t]
    policies = [p for p in args.policies.split(",") if p]
    unknown = [p for p in policies if p not in POLICIES]
    if unknown:
        ap.error(f"unknown policy {unknown[0]!r} (choose from {', '.join(POLICIES)})")

    import pyarrow.parquet as pq

    tokens = corpus_helper.synth_tokens_path(args.docs, args.seed, args.cache)
    train = corpus_helper.synth_tokens_path(args.train_docs, args.seed + 1, args.cache)
    with tempfile.TemporaryDirectory(prefix="deidkit-bench-threads-") as tmp:
        work = Path(tmp)
        model = untrained_model(pq.read_table(tokens), args.embeddings, work)
        workloads = {
            "tag": lambda t: ["tag", str(tokens), "--model", str(model), "--threads", str(t),
                              "--device", "cpu", "-o", str(work / "tagged.parquet")],
            "train-tagger epoch": lambda t: [
                "train-tagger", str(train), "--model-dir", str(work / f"m{t}"), "--epochs", "1",
                "--validation-fraction", "0", "--embeddings", args.embeddings, "--threads",
                str(t), "--device", "cpu"],
        }
        rows = measure(workloads, threads, policies, args.repeats)
    load = os.getloadavg()[0]
    table = markdown_table(
        ["workload", "threads", "policy", "idle s", "busy s", "busy / best busy",
         "busy / best idle", "idle / best idle"],
        [(r["workload"], r["threads"], r["policy"], f"{r['idle']:.2f}", f"{r['busy']:.2f}",
          f"{r['busy_over_best_busy']:.2f}x", f"{r['busy_over_best_idle']:.2f}x",
          f"{r['idle_over_best_idle']:.2f}x") for r in rows], "lrlrrrrr")
    print(table)
    print(f"\nload average at the end: {load:.2f}; cores: {os.cpu_count()}")
    write_json(args.json, {"rows": rows, "docs": args.docs, "train_docs": args.train_docs,
                           "repeats": args.repeats, "load_average": load,
                           "cores": os.cpu_count()})
    return 0
