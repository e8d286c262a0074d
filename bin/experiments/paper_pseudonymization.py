"""The paper's pseudonymization experiment (Friedrich et al. 2019, figure 4).

    bin/experiment paper-pseudonymization                         # synth corpora, full grid
    bin/experiment paper-pseudonymization --train-corpus i2b2/train --test-corpus i2b2/test
    bin/experiment paper-pseudonymization --docs 100 --test-docs 50 --ns 1,100 --seeds 0,1 --epochs 3

For every seed: train the tagger on the raw training corpus, and on the corpus
pseudonymized with N neighbours for every N (each PHI token replaced by one of the N nearest
embedding neighbours of its word, sentences shuffled across documents); tag the *raw* test
corpus with each model and score it with ``deidkit.evaluate`` (binary HIPAA token F1,
leakage). Validation: 10% of the training documents (of the training sentences once
pseudonymized, as their documents are gone), as ``deidkit train-tagger`` does by default.

Corpora: i2b2 2014 XML directories, or (default) synth corpora with seeds 1 (train) and 2
(test), cached in ``--cache``. Writes to ``--out``: ``runs.jsonl`` (one line per run, appended as runs finish),
``results.json`` (mean and sd per setting), ``results.md`` (the table) and
``f1_vs_n.png`` (F1 against N, the raw result as a band: the paper's figure 4).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import pyarrow as pa

from bin import corpus as corpus_helper
from bin.report import markdown_table


def pseudonymized(table: pa.Table, emb, n: int, seed: int) -> pa.Table:
    from deidkit import schemas
    from deidkit.pseudonymize import EmbeddingNeighbors, pseudonymize

    batches = [schemas.conform(b, "tokens") for b in table.to_batches(max_chunksize=4096)]
    out = list(pseudonymize(iter(batches), EmbeddingNeighbors(emb, n), seed=seed,
                            schema=table.schema))
    return pa.Table.from_batches(out)


def run_one(train: pa.Table, test: pa.Table, emb, *, seed: int, epochs: int, threads: int,
            work: Path, binary: bool, hipaa_only: bool, hyperparameters) -> dict:
    from deidkit.evaluate import evaluate_tokens
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag
    from deidkit.train_tagger import TrainingOptions, train_tagger

    model_dir = Path(tempfile.mkdtemp(prefix="model-", dir=work)) / "m"
    summary = train_tagger(train, model_dir=model_dir, embeddings=emb, binary=binary,
                           hipaa_only=hipaa_only, hyperparameters=hyperparameters,
                           options=TrainingOptions(epochs=epochs, seed=seed, threads=threads))
    tagger = load_tagger(model_dir, embeddings=emb)
    tagged = pa.Table.from_batches(list(tag(iter(test.to_batches(max_chunksize=4096)), tagger)))
    # a binary model's B-PHI is scored as HIPAA PHI by evaluate itself
    metrics = evaluate_tokens(tagged)
    return {"metrics": {"binary_hipaa_token": metrics["binary_hipaa_token"],
                        "leakage": metrics["leakage"], "hipaa_leakage": metrics["hipaa_leakage"]},
            "epochs_run": summary["epochs_run"], "best_epoch": summary["best_epoch"],
            "train_seconds": summary["seconds"]}


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--train-corpus", type=Path, help="i2b2 XML directory (default: synth seed 1)")
    ap.add_argument("--test-corpus", type=Path, help="i2b2 XML directory (default: synth seed 2)")
    ap.add_argument("--docs", type=int, default=1000, help="synth training notes")
    ap.add_argument("--test-docs", type=int, default=500, help="synth test notes")
    ap.add_argument("--ns", default="1,10,100,500,1000", help="neighbourhood sizes N")
    ap.add_argument("--seeds", default="0,1,2", help="seeds (training and pseudonymization)")
    ap.add_argument("--epochs", type=int, default=50, help="maximum epochs (early stopping)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--hidden-size", type=int, default=128, help="LSTM units per direction")
    ap.add_argument("--layers", type=int, default=2, help="bidirectional LSTM layers")
    ap.add_argument("--binary", action="store_true", help="train binary taggers")
    ap.add_argument("--hipaa-only", action="store_true", help="train on HIPAA PHI only")
    ap.add_argument("--out", type=Path, default=Path("paper-pseudonymization"))
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)
    ns = [int(x) for x in args.ns.split(",") if x]
    seeds = [int(x) for x in args.seeds.split(",") if x]

    from deidkit.evaluate import aggregate_runs
    from deidkit.models.tagger import TaggerHyperparameters

    hyperparameters = TaggerHyperparameters(hidden_size=args.hidden_size, num_layers=args.layers)
    args.out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="work-", dir=args.out))
    emb = corpus_helper.load_embeddings(args.embeddings)
    train = corpus_helper.tokens(args.train_corpus, args.docs, 1, args.cache)
    test = corpus_helper.tokens(args.test_corpus, args.test_docs, 2, args.cache)
    print(f"train {train.num_rows:,} sentences, test {test.num_rows:,} sentences; "
          f"N in {ns}, seeds {seeds}, max {args.epochs} epochs", file=sys.stderr)

    settings = [("raw", None)] + [(f"N={n}", n) for n in ns]
    runs: dict[str, list[dict]] = {name: [] for name, _ in settings}
    log = (args.out / "runs.jsonl").open("w")
    for seed in seeds:
        for name, n in settings:
            started = time.perf_counter()
            data = train if n is None else pseudonymized(train, emb, n, seed)
            result = run_one(data, test, emb, seed=seed, epochs=args.epochs, threads=args.threads,
                             work=work, binary=args.binary, hipaa_only=args.hipaa_only,
                             hyperparameters=hyperparameters)
            runs[name].append(result["metrics"])
            f1 = result["metrics"]["binary_hipaa_token"]["all"]["f1"]
            leak = result["metrics"]["leakage"]["all"]["leakage"]
            record = {"setting": name, "n": n, "seed": seed, "f1": f1, "leakage": leak,
                      "epochs_run": result["epochs_run"], "best_epoch": result["best_epoch"],
                      "seconds": round(time.perf_counter() - started, 1)}
            log.write(json.dumps(record) + "\n")
            log.flush()
            print(f"seed {seed} {name:>7}: binary HIPAA token F1 {100 * f1:.2f}, leakage "
                  f"{leak:.4f} ({record['epochs_run']} epochs, {record['seconds']:.0f} s)",
                  file=sys.stderr)
    log.close()

    summary = {}
    for name, n in settings:
        mean, sd = aggregate_runs(runs[name])
        summary[name] = {
            "n": n, "runs": len(runs[name]),
            "f1_mean": 100 * mean["binary_hipaa_token"]["all"]["f1"],
            "f1_sd": 100 * sd["binary_hipaa_token"]["all"]["f1"],
            "leakage_mean": mean["leakage"]["all"]["leakage"],
            "leakage_sd": sd["leakage"]["all"]["leakage"]}
    (args.out / "results.json").write_text(json.dumps(
        {"train_sentences": train.num_rows, "test_sentences": test.num_rows, "seeds": seeds,
         "epochs": args.epochs, "embeddings": emb.name, "settings": summary}, indent=2) + "\n")
    table = markdown_table(
        ["training data", "binary HIPAA token F1 (mean ± sd)", "leakage (mean ± sd)", "runs"],
        [[name, f"{s['f1_mean']:.2f} ± {s['f1_sd']:.2f}",
          f"{s['leakage_mean']:.4f} ± {s['leakage_sd']:.4f}", s["runs"]] for name, s in summary.items()])
    (args.out / "results.md").write_text(table + "\n")
    print(table)
    plot(summary, ns, args.out / "f1_vs_n.png")
    import shutil

    shutil.rmtree(work, ignore_errors=True)
    return 0


def plot(summary: dict, ns: list[int], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4), dpi=100)
    raw = summary["raw"]
    ax.axhspan(raw["f1_mean"] - raw["f1_sd"], raw["f1_mean"] + raw["f1_sd"], color="grey", alpha=0.2)
    ax.axhline(raw["f1_mean"], color="grey", linestyle="--", label="raw training data")
    means = [summary[f"N={n}"]["f1_mean"] for n in ns]
    sds = [summary[f"N={n}"]["f1_sd"] for n in ns]
    ax.errorbar(ns, means, yerr=sds, marker="o", capsize=3, label="pseudonymized training data")
    ax.set_xscale("log")
    ax.set_xlabel("N (neighbours)")
    ax.set_ylabel("binary HIPAA token F1 (%)")
    ax.set_title("Train on pseudonymized, test on raw")
    ax.legend(loc="lower left")
    fig.tight_layout()
    fig.savefig(str(path))
    plt.close(fig)
