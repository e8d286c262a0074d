"""The paper's figure 5: F1 and adversary accuracy of the adversarial representation against N.

For each N, through the CLI: ``deidkit train-adversarial`` (feutry) on TRAIN with VAL;
``deidkit represent`` of TRAIN and VAL (the sites' shared files); ``deidkit train-tagger``
on those shared files only (the central party); ``deidkit tag`` of the raw TEST tokens
through the representation and ``deidkit evaluate`` (binary HIPAA token F1); then
``deidkit attack`` with fresh adversaries on TEST, with its certificate (the Pinsker bound
on any adversary). Prints a Markdown table and writes ``sweep_adversarial.png`` and
``sweep_adversarial.json`` to OUT_DIR.

Each N takes long (about 1 h 50 min on one CPU thread with the demo's corpora, 15 epochs per
phase), so each step is announced on stderr with the time since the start, and the sweep
accumulates: each finished N is merged into OUT_DIR/sweep_adversarial.json at once (a killed
run keeps the N it finished; an N run again replaces its row), and the table and figure
cover every N in that file. Several runs can therefore share OUT_DIR, one after the other or
side by side (one thread each on a small machine). ``--n`` with no value only redraws the
table and figure (the three data files are then not read); ``--fresh`` starts a new file.
Each row records its settings; the table names them if the rows disagree.

    bin/experiment sweep-adversarial train.parquet val.parquet test.parquet out/ \\
        --n 1 10 100 500 1000 --attack-epochs 50
    bin/experiment sweep-adversarial train.parquet val.parquet test.parquet out/ --n   # redraw

Small settings for a quick look: ``--epochs 3 --tagger-epochs 3 --attack-epochs 5 --n 1 10``.

The whole claim for one N, on any labelled corpus::

    bin/experiment sweep-adversarial train.parquet val.parquet test.parquet out/ --n 100 --raw --baseline

``--raw`` trains a tagger on the raw TRAIN text once (``out/raw/``) and adds its test F1 and
the shared-representation tagger's distance from it; ``--baseline`` trains the
representation once more with ``--stop-after P1`` (``out/adv-p1/``, no adversarial phase)
and attacks it with the same fresh adversaries for every N: that attack must succeed, or
the adversaries' failure on the trained representation proves nothing. Each N's model then
starts from it (``train-adversarial --start-from``: P1 is trained once, and the baseline is
exactly the representation the adversarial phases began with). Both are reused by later
runs with the same settings.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

from deidkit.embeddings import DEFAULT as DEFAULT_EMBEDDINGS


_START = time.perf_counter()


def progress(message: str) -> None:
    """One line on stderr per step (the table goes to stdout): hours pass between them."""
    seconds = int(time.perf_counter() - _START)
    print(f"[{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}] {message}",
          file=sys.stderr, flush=True)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def deidkit(*args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "deidkit", *map(str, args)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{result.stderr}")
    return result


def test_f1(tagged: Path) -> tuple[float, float]:
    """Binary HIPAA token F1 (percent, as in the paper) and HIPAA leakage of tagged test
    tokens."""
    metrics = json.loads(deidkit("-q", "evaluate", tagged, "--json").stdout)
    f1 = metrics["binary_hipaa_token"]["all"]["f1"]
    f1 = f1 * 100.0 if f1 <= 1.0 else f1
    leak = metrics["hipaa_leakage"]["all"]["leakage"]
    return f1, leak


def central_f1(model: Path, args, n: int) -> tuple[float, float]:
    """Binary HIPAA token F1 (percent) and HIPAA leakage on the raw test tokens of a tagger
    trained only on the shared representations of TRAIN (validation: those of VAL)."""
    progress(f"N={n}: represent TRAIN and VAL, central train-tagger on them, tag and evaluate TEST")
    shared = {}
    for name, path in (("train", args.train), ("val", args.validation)):
        shared[name] = args.out_dir / f"shared-{name}-n{n}.parquet"
        deidkit("-q", "represent", path, "--model", model, "--noise-seed", args.seed, "-o", shared[name])
    central = args.out_dir / f"central-n{n}"
    deidkit("-q", "train-tagger", shared["train"], "--validation", shared["val"], "--model-dir",
            central, "--epochs", args.tagger_epochs, "--seed", args.seed, *shlex.split(args.tagger_extra))
    tagged = args.out_dir / f"test-tagged-n{n}.parquet"
    deidkit("-q", "tag", args.test, "--model", central, "--representation", model, "-o", tagged)
    return test_f1(tagged)


def reused(out_dir: Path, name: str, settings: dict, build) -> dict:
    """The record of a once-per-sweep step (raw tagger, P1 baseline) in OUT_DIR/NAME.json:
    reused when it was made with the same settings, else rebuilt by ``build()``."""
    path = out_dir / f"{name}.json"
    if path.exists():
        try:
            record = json.loads(path.read_text())
        except ValueError:
            record = None
        if isinstance(record, dict) and record.get("settings") == settings:
            return record
    record = {**build(), "settings": settings}
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(record, indent=2))
    os.replace(tmp, path)
    return record


def raw_tagger(args) -> dict:
    """A tagger trained on the raw TRAIN text (validation VAL), scored on TEST: the reference
    the shared-representation tagger is compared with."""
    def build():
        progress("raw tagger: train-tagger on TRAIN, tag and evaluate TEST (once per sweep)")
        model = args.out_dir / "raw"
        deidkit("-q", "train-tagger", args.train, "--validation", args.validation, "--model-dir",
                model, "--epochs", args.tagger_epochs, "--seed", args.seed, "--embeddings",
                args.embeddings, *shlex.split(args.tagger_extra))
        tagged = args.out_dir / "test-tagged-raw.parquet"
        deidkit("-q", "tag", args.test, "--model", model, "-o", tagged)
        f1, leak = test_f1(tagged)
        return {"f1": f1, "hipaa_leakage": leak}

    settings = {k: getattr(args, k) for k in ("tagger_epochs", "tagger_extra", "embeddings", "seed")}
    return reused(args.out_dir, "raw", {**settings, "data": data_stamp(args)}, build)


def baseline_model(args) -> Path:
    """The representation after P1 only (``--stop-after P1``: no adversarial phase), trained
    once per sweep; P1 does not use the fake pairs, so one model serves every N."""
    model = args.out_dir / "adv-p1"

    def build():
        progress("P1 baseline: train-adversarial --stop-after P1 (once per sweep)")
        deidkit("-q", "train-adversarial", args.train, "--validation", args.validation,
                "--model-dir", model, "--stop-after", "P1", "-n", min(args.n), "--epochs", args.epochs,
                "--embeddings", args.embeddings, "--seed", args.seed, *args.extra)
        return {"model": str(model)}

    settings = {k: getattr(args, k) for k in ("epochs", "embeddings", "seed", "extra")}
    if not (model / "config.json").is_file():
        (args.out_dir / "adv-p1.json").unlink(missing_ok=True)
    reused(args.out_dir, "adv-p1", {**settings, "data": data_stamp(args)}, build)
    return model


def data_stamp(args) -> list:
    """Which data files a once-per-sweep record was made from (path, size, mtime)."""
    return [[str(p), p.stat().st_size, int(p.stat().st_mtime)]
            for p in (args.train, args.validation, args.test)]


def attack_report(model: Path, args, n: int, name: str) -> dict:
    """Fresh adversaries for --attack-epochs on the frozen representation of ``model``,
    fake pairs with N neighbours, scored on held-out test documents (``attack --json``)."""
    return json.loads(deidkit("-q", "attack", args.test, "--model", model, "-n", n, "--epochs",
                              args.attack_epochs, "--json", "--seed", args.seed,
                              "--plot", args.out_dir / f"{name}.png").stdout)


SETTINGS = ("epochs", "tagger_epochs", "attack_epochs", "tagger_extra", "embeddings", "seed", "extra")


def load_rows(path: Path) -> list[dict]:
    """The rows of an earlier run's sweep_adversarial.json ([] if there is none)."""
    if not path.exists():
        return []
    try:
        rows = json.loads(path.read_text())
    except (OSError, ValueError) as err:
        sys.exit(f"{path}: not a sweep result ({err}); move it away or pass --fresh")
    if not isinstance(rows, list) or not all(isinstance(r, dict) and "n" in r for r in rows):
        sys.exit(f"{path}: not a sweep result (expected a list of rows with 'n'); move it away or pass --fresh")
    return rows


def merge_rows(old: list[dict], new: list[dict]) -> list[dict]:
    """old and new rows by N, a row of new replacing old's row of the same N; sorted by N."""
    by_n = {r["n"]: r for r in old}
    by_n.update({r["n"]: r for r in new})
    return [by_n[n] for n in sorted(by_n)]


def save_row(path: Path, row: dict) -> None:
    """Merge one finished N into path at once, re-reading it first (another run may share the
    directory) and replacing it atomically, so a killed sweep loses at most the N in progress."""
    rows = merge_rows(load_rows(path), [row])
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(rows, indent=2))
    os.replace(tmp, path)


def markdown_table(rows: list[dict]) -> str:
    """The figure-5 table; with ``--raw`` rows a column of F1 minus the raw tagger's, with
    ``--baseline`` rows the P1-only representation's attack (the check that it can succeed)."""
    raw = any("raw_f1" in r for r in rows)
    base = any("p1_T1_accuracy" in r for r in rows)
    head = ["N", "binary HIPAA token F1"] + (["raw F1", "Δ raw"] if raw else []) + \
           ["T1 accuracy [95% CI]", "T2 accuracy [95% CI]", "chance in CI (T1/T2)", "any adversary ≤"] + \
           (["P1 only: T1 / T2 [95% CI]", "P1 only broken (T1/T2)"] if base else [])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    yes = lambda b: "yes" if b else "no"
    for r in rows:
        ci = lambda k: f"{r[k + '_accuracy']:.3f} [{r[k + '_ci95'][0]:.3f}, {r[k + '_ci95'][1]:.3f}]"
        cells = [str(r["n"]), f"{r['f1']:.2f}"]
        if raw:
            cells += [f"{r['raw_f1']:.2f}", f"{r['f1'] - r['raw_f1']:+.2f}"] if "raw_f1" in r else ["", ""]
        cells += [ci("T1"), ci("T2"), f"{yes(r['T1_chance_in_ci'])}/{yes(r['T2_chance_in_ci'])}",
                  f"{r['accuracy_bound']:.3f}"]
        if base:
            if "p1_T1_accuracy" in r:
                # broken: the whole 95% interval lies above chance
                cells += [f"{ci('p1_T1')} / {ci('p1_T2')}",
                          f"{yes(r['p1_T1_ci95'][0] > 0.5)}/{yes(r['p1_T2_ci95'][0] > 0.5)}"]
            else:
                cells += ["", ""]
        lines.append("| " + " | ".join(cells) + " |")
    # Rows from runs with other settings are not comparable without saying so.
    settings = {json.dumps(r.get("settings"), sort_keys=True) for r in rows}
    if len(settings) > 1:
        lines.append("")
        lines.extend(f"N = {r['n']}: {json.dumps(r.get('settings'), sort_keys=True)}" for r in rows)
    return "\n".join(lines)


def plot(rows: list[dict], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax1 = plt.subplots(figsize=(6, 4))
    ns = [r["n"] for r in rows]
    ax1.plot(ns, [r["f1"] for r in rows], "o-", color="C0", label="F1")
    ax1.set_xscale("log")
    if len(set(ns)) == 1:  # one N: give the log axis a range around it
        ax1.set_xlim(ns[0] / 2, ns[0] * 2)
    ax1.set_xlabel("N (neighbours)")
    ax1.set_ylabel("binary HIPAA token F1", color="C0")
    ax2 = ax1.twinx()
    for k, c in (("T1", "C1"), ("T2", "C2")):
        acc = [r[f"{k}_accuracy"] for r in rows]
        lo = [r[f"{k}_accuracy"] - r[f"{k}_ci95"][0] for r in rows]
        hi = [r[f"{k}_ci95"][1] - r[f"{k}_accuracy"] for r in rows]
        ax2.errorbar(ns, acc, yerr=[lo, hi], fmt="s--", color=c, label=f"{k} accuracy", capsize=3)
    ax2.axhline(0.5, color="grey", lw=0.8, ls=":")
    ax2.set_ylim(0.3, 1.0)
    ax2.set_ylabel("adversary accuracy (held out)")
    fig.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train", type=Path)
    ap.add_argument("validation", type=Path)
    ap.add_argument("test", type=Path)
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--n", type=int, nargs="*", default=[1, 10, 100, 500, 1000],
                    help="the privacy levels to run; none: only redraw from OUT_DIR's JSON")
    ap.add_argument("--fresh", action="store_true",
                    help="start a new sweep_adversarial.json instead of adding to OUT_DIR's")
    ap.add_argument("--epochs", type=int, default=50, help="max epochs per phase")
    ap.add_argument("--attack-epochs", type=int, default=50)
    ap.add_argument("--tagger-epochs", type=int, default=50,
                    help="max epochs of the central tagger on the shared representations")
    ap.add_argument("--tagger-extra", default="",
                    help="further options for the central train-tagger, one string "
                         "(e.g. '--hidden-size 64 --layers 1')")
    ap.add_argument("--embeddings", default=DEFAULT_EMBEDDINGS)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--raw", action="store_true",
                    help="also train a tagger on the raw TRAIN text once and compare F1 with it")
    ap.add_argument("--baseline", action="store_true",
                    help="also attack the representation after P1 only (no adversarial phase), "
                         "trained once, for every N: the attack must be able to succeed")
    ap.add_argument("--extra", nargs=argparse.REMAINDER, default=[],
                    help="further options for train-adversarial")
    args = ap.parse_args(argv)
    if any(n < 1 for n in args.n):
        ap.error("--n: each N must be at least 1")
    if args.n:
        for path in (args.train, args.validation, args.test):
            if not path.is_file():
                ap.error(f"{path}: no such file")
    args.out_dir.mkdir(parents=True, exist_ok=True)
    results = args.out_dir / "sweep_adversarial.json"
    if args.fresh and results.exists():
        results.unlink()
    load_rows(results)  # a malformed file stops the sweep before hours of training, not after
    settings = {k: getattr(args, k) for k in SETTINGS}
    if args.baseline:  # its N start from the shared P1 (recorded only then: older rows lack it)
        settings["baseline"] = True
    raw = raw_tagger(args) if args.raw and args.n else None
    baseline = baseline_model(args) if args.baseline and args.n else None
    for n in args.n:
        model = args.out_dir / f"adv-n{n}"
        start = time.perf_counter()
        phases = "from the P1 baseline (P2, P3)" if baseline is not None else "(P1, P2, P3)"
        progress(f"N={n}: train-adversarial {phases}")
        deidkit("-q", "train-adversarial", args.train, "--validation", args.validation,
                "--model-dir", model, "-n", n, "--epochs", args.epochs, "--embeddings",
                args.embeddings, "--seed", args.seed,
                *(["--start-from", baseline] if baseline is not None else []), *args.extra)
        trained = time.perf_counter() - start
        f1, hipaa_leakage = central_f1(model, args, n)
        progress(f"N={n}: attack the trained representation ({plural(args.attack_epochs, 'epoch')})")
        report = attack_report(model, args, n, f"attack-n{n}")
        row = {"n": n, "f1": f1, "hipaa_leakage": hipaa_leakage, "train_seconds": trained,
               "accuracy_bound": report.get("divergence", {}).get("accuracy_bound", math.nan),
               **{f"{k}_{f}": report[k][f] for k in ("T1", "T2") for f in ("accuracy", "ci95", "chance_in_ci")},
               "settings": settings}
        if raw is not None:
            # raw.json of runs before 2026-11-28 named the HIPAA leakage "leakage"
            row["raw_f1"] = raw["f1"]
            row["raw_hipaa_leakage"] = raw.get("hipaa_leakage", raw.get("leakage"))
        if baseline is not None:
            progress(f"N={n}: attack the P1 baseline ({plural(args.attack_epochs, 'epoch')})")
            p1 = attack_report(baseline, args, n, f"attack-p1-n{n}")
            row.update({f"p1_{k}_{f}": p1[k][f] for k in ("T1", "T2") for f in ("accuracy", "ci95", "chance_in_ci")})
        row["seconds"] = time.perf_counter() - start
        save_row(results, row)
        print(f"N={n}: F1 {f1:.2f}  T1 {row['T1_accuracy']:.3f}  T2 {row['T2_accuracy']:.3f}"
              + (f"  (P1 only: T1 {row['p1_T1_accuracy']:.3f}  T2 {row['p1_T2_accuracy']:.3f})"
                 if baseline is not None else ""), file=sys.stderr, flush=True)
    rows = load_rows(results)
    if not rows:
        sys.exit(f"{results}: no N has been run yet")
    print(markdown_table(rows))
    plot(rows, args.out_dir / "sweep_adversarial.png")
    return 0
