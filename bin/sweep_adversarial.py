#!/usr/bin/env python
"""The paper's figure 5: F1 and adversary accuracy of the adversarial representation against N.

For each N, through the CLI: ``deidkit train-adversarial`` (feutry) on TRAIN with VAL;
``deidkit represent`` of TRAIN and VAL (the sites' shared files); ``deidkit train-tagger``
on those shared files only (the central party); ``deidkit tag`` of the raw TEST tokens
through the representation and ``deidkit evaluate`` (binary HIPAA token F1); then
``deidkit attack`` with fresh adversaries on TEST, with its certificate (the Pinsker bound
on any adversary). Prints a Markdown table and writes ``sweep_adversarial.png`` and
``sweep_adversarial.json`` to OUT_DIR.

    bin/sweep_adversarial.py train.parquet val.parquet test.parquet out/ \\
        --n 1 10 100 500 1000 --attack-epochs 50

Small settings for a quick look: ``--epochs 3 --tagger-epochs 3 --attack-epochs 5 --n 1 10``.
"""

from __future__ import annotations

import argparse
import json
import math
import shlex
import subprocess
import sys
import time
from pathlib import Path


def deidkit(*args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "deidkit", *map(str, args)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{result.stderr}")
    return result


def central_f1(model: Path, args, n: int) -> tuple[float, float]:
    """Binary HIPAA token F1 (percent) and leakage on the raw test tokens of a tagger trained
    only on the shared representations of TRAIN (validation: those of VAL)."""
    shared = {}
    for name, path in (("train", args.train), ("val", args.validation)):
        shared[name] = args.out_dir / f"shared-{name}-n{n}.parquet"
        deidkit("-q", "represent", path, "--model", model, "--seed", args.seed, "-o", shared[name])
    central = args.out_dir / f"central-n{n}"
    deidkit("-q", "train-tagger", shared["train"], "--validation", shared["val"], "--model-dir",
            central, "--epochs", args.tagger_epochs, "--seed", args.seed, *shlex.split(args.tagger_extra))
    tagged = args.out_dir / f"test-tagged-n{n}.parquet"
    deidkit("-q", "tag", args.test, "--model", central, "--representation", model, "-o", tagged)
    metrics = json.loads(deidkit("-q", "evaluate", tagged, "--json").stdout)
    f1 = metrics["binary_hipaa_token"]["all"]["f1"]
    f1 = f1 * 100.0 if f1 <= 1.0 else f1  # percent, as in the paper
    leak = metrics.get("hipaa_leakage", metrics.get("leakage", {})).get("all", {}).get("leakage", math.nan)
    return f1, leak


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("train", type=Path)
    ap.add_argument("validation", type=Path)
    ap.add_argument("test", type=Path)
    ap.add_argument("out_dir", type=Path)
    ap.add_argument("--n", type=int, nargs="+", default=[1, 10, 100, 500, 1000])
    ap.add_argument("--epochs", type=int, default=50, help="max epochs per phase")
    ap.add_argument("--attack-epochs", type=int, default=50)
    ap.add_argument("--tagger-epochs", type=int, default=50,
                    help="max epochs of the central tagger on the shared representations")
    ap.add_argument("--tagger-extra", default="",
                    help="further options for the central train-tagger, one string "
                         "(e.g. '--hidden-size 64 --layers 1')")
    ap.add_argument("--embeddings", default="glove-6b-50d")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--extra", nargs=argparse.REMAINDER, default=[],
                    help="further options for train-adversarial")
    args = ap.parse_args(argv)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    rows = []
    for n in args.n:
        model = args.out_dir / f"adv-n{n}"
        start = time.perf_counter()
        deidkit("-q", "train-adversarial", args.train, "--validation", args.validation,
                "--model-dir", model, "-n", n, "--epochs", args.epochs, "--embeddings",
                args.embeddings, "--seed", args.seed, *args.extra)
        trained = time.perf_counter() - start
        f1, leakage = central_f1(model, args, n)
        report = json.loads(deidkit("-q", "attack", args.test, "--model", model, "--epochs",
                                    args.attack_epochs, "--json", "--seed", args.seed,
                                    "--plot", args.out_dir / f"attack-n{n}.png").stdout)
        row = {"n": n, "f1": f1, "leakage": leakage, "train_seconds": trained,
               "accuracy_bound": report.get("divergence", {}).get("accuracy_bound", math.nan),
               **{f"{k}_{f}": report[k][f] for k in ("T1", "T2") for f in ("accuracy", "ci95", "chance_in_ci")}}
        rows.append(row)
        print(f"N={n}: F1 {f1:.2f}  T1 {row['T1_accuracy']:.3f}  T2 {row['T2_accuracy']:.3f}",
              file=sys.stderr, flush=True)
    (args.out_dir / "sweep_adversarial.json").write_text(json.dumps(rows, indent=2))
    print("| N | binary HIPAA token F1 | T1 accuracy [95% CI] | T2 accuracy [95% CI] | chance in CI (T1/T2) | any adversary ≤ |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        ci = lambda k: f"{r[k + '_accuracy']:.3f} [{r[k + '_ci95'][0]:.3f}, {r[k + '_ci95'][1]:.3f}]"
        print(f"| {r['n']} | {r['f1']:.2f} | {ci('T1')} | {ci('T2')} | "
              f"{'yes' if r['T1_chance_in_ci'] else 'no'}/{'yes' if r['T2_chance_in_ci'] else 'no'} | "
              f"{r['accuracy_bound']:.3f} |")
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
    fig.savefig(args.out_dir / "sweep_adversarial.png", dpi=100)


if __name__ == "__main__":
    main()
