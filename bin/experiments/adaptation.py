"""Adapting the shipped model to a site: a learning curve over annotated notes (issue 20).

    bin/experiment adaptation --model default --styles X,Y --sizes 0,25,50,100,200

A site annotates a sample of its notes and fine-tunes the shipped model on them
(`train-tagger --init-from`). For each style standing for the site (held out from the
model's training) and each sample size N: ``deidkit synth`` of the style at a training seed,
its first N notes (by document id) fine-tune the model (``train-tagger --init-from MODEL``,
its defaults: a tenth of the notes held out for early stopping, the model's operating
point kept, its uncased tagger fine-tuned beside it), and the result tags test corpora of
the same style at other seeds (``deidkit tag`` as a user runs it: recognizers and
propagation on), scored by ``deidkit evaluate``. N = 0 is the model as shipped. The style
``real`` is the hand-annotated MTSamples sample
(examples/mtsamples-dev): the first half of its documents (by id) are the site's notes,
the second half its one test corpus, whatever the test seeds. ``--scratch`` adds, for
each N > 0, a new tagger trained on those notes alone with the shipped model's features
(characters and prefixes), the comparison that says what starting from the model is
worth.

Per style, N and start: binary token precision, recall and F1, leakage (all PHI TYPEs) and
HIPAA leakage, mean over the test seeds, and the training seconds. ``runs.jsonl`` keeps
every run (an interrupted experiment resumes); ``results.json`` and ``results.md`` the
summary.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from bin.corpus import add_options as corpus_options
from bin.experiments.defences import figures, real_corpus
from bin.experiments.ood import corpus, deidkit
from bin.report import markdown_table, write_json

#: What a new tagger trained on the site's notes alone reads (the shipped model's features).
SCRATCH = ["--char-embeddings", "--prefix-features"]


def first_notes(tokens: Path, n: int, out: Path, skip: int = 0) -> Path:
    """The sentences of the first ``n`` documents (by id) of a tokens table, after its first
    ``skip``."""
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq

    table = pq.read_table(tokens)
    ids = sorted(set(table["doc_id"].to_pylist()))
    if skip + n > len(ids):
        raise SystemExit(f"bin/experiment adaptation: {tokens} has {len(ids) - skip} notes "
                         f"to take, fewer than {n}")
    kept = table.filter(pc.is_in(table["doc_id"], pa.array(ids[skip:skip + n])))
    pq.write_table(kept, out)
    return out


def real_split(cache: Path) -> tuple[Path, Path]:
    """The annotated real sample split in two by document id: the site's notes (the first
    half) and the test corpus (the second)."""
    import pyarrow.parquet as pq

    sample = real_corpus(cache, "real")
    half = len(set(pq.read_table(sample, columns=["doc_id"])["doc_id"].to_pylist())) // 2
    site = first_notes(sample, half, cache / f"{sample.stem}-site.parquet")
    test = first_notes(sample, half, cache / f"{sample.stem}-test.parquet", skip=half)
    return site, test


def train(model: str, start: str, sample: Path, out: Path, seed: int,
          epochs: int | None) -> float:
    """Train one model on ``sample``: fine-tuned from ``model`` or, ``start`` "scratch",
    new; its seconds."""
    how = ["--init-from", model] if start == "fine-tuned" else SCRATCH
    if epochs is not None:
        how += ["--epochs", epochs]
    started = time.perf_counter()
    deidkit("train-tagger", sample, "--model-dir", out, "--seed", seed, "--threads", 1, *how)
    return time.perf_counter() - started


def score(model, tests: list[Path], work: Path) -> dict:
    """Mean figures over the test corpora, tagged by ``model`` with tag's defaults."""
    rows = []
    for tokens in tests:
        tagged = work / f"tagged-{tokens.stem}.parquet"
        deidkit("tag", tokens, "--model", model, "-o", tagged)
        rows.append(figures(json.loads(deidkit("evaluate", tagged, "--json"))))
        tagged.unlink()
    keys = ("precision", "recall", "f1", "leakage", "hipaa_leakage")
    return {k: statistics.fmean(r[k] for r in rows) for k in keys}


def table(rows: list[dict]) -> str:
    body = [[r["style"], r["notes"], r["start"], _threshold(r.get("phi_threshold")),
             f"{r['precision']:.1f}", f"{r['recall']:.1f}", f"{r['f1']:.1f}",
             f"{r['leakage']:.2f}%", f"{r['hipaa_leakage']:.2f}%",
             f"{r['train_seconds']:.0f}"] for r in rows]
    return markdown_table(["style", "annotated notes", "start", "PHI threshold", "P", "R",
                           "F1", "leakage", "HIPAA leakage", "training s"], body,
                          align="lrlrrrrrrr")


def _threshold(value) -> str:
    return "Viterbi" if value is None else f"{value:.3g}"


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--model", default="default", help="the model to adapt (default: the "
                    "shipped one)")
    ap.add_argument("--styles", default="X,Y", help="styles standing for the site (held out "
                    "from the model's training)")
    ap.add_argument("--sizes", default="0,25,50,100,200", help="annotated notes")
    ap.add_argument("--train-seed", type=int, default=21, help="synth seed of the site's notes")
    ap.add_argument("--test-seeds", default="5,6", help="synth seeds of the test corpora")
    ap.add_argument("--test-docs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="train-tagger's --seed")
    ap.add_argument("--epochs", type=int, default=None, help="train-tagger's --epochs "
                    "(default: its own)")
    ap.add_argument("--scratch", action="store_true",
                    help="also train a new tagger on the notes alone, for each N > 0")
    corpus_options(ap, embeddings=False)
    ap.add_argument("--out", type=Path, default=Path("adaptation"))
    args = ap.parse_args(argv)
    styles = [s for s in args.styles.split(",") if s]
    sizes = [int(n) for n in args.sizes.split(",") if n]
    if any(n < 0 for n in sizes):
        ap.error("--sizes must be at least 0")
    from deidkit.model_dirs import pipeline_of

    starts = ["fine-tuned"] + (["scratch"] if args.scratch else [])
    args.cache.mkdir(parents=True, exist_ok=True)
    work = args.out / "work"
    work.mkdir(parents=True, exist_ok=True)
    log = args.out / "runs.jsonl"
    rows = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    done = {(r["style"], r["notes"], r["start"]) for r in rows}
    for style in styles:
        if style == "real":
            site, test = real_split(args.cache)
            tests = [test]
        else:
            tests = [corpus(args.cache, style, args.test_docs, int(s))
                     for s in args.test_seeds.split(",") if s]
            site = corpus(args.cache, style, max(sizes), args.train_seed) if max(sizes) else None
        for n in sizes:
            for start in (["shipped"] if n == 0 else starts):
                if (style, n, start) in done:
                    continue
                seconds, model = 0.0, args.model
                if n:
                    sample = first_notes(site, n, work / f"{style}-{n}.parquet")
                    model = work / f"{style}-{n}-{start}"
                    seconds = train(args.model, start, sample, model, args.seed, args.epochs)
                row = {"style": style, "notes": n, "start": start,
                       **score(model, tests, work), "train_seconds": seconds,
                       "phi_threshold": pipeline_of(model).phi_threshold}
                with log.open("a") as f:
                    f.write(json.dumps(row) + "\n")
                rows.append(row)
                print(f"{style} {n} notes {start}: F1 {row['f1']:.1f}, leakage "
                      f"{row['leakage']:.2f}%", file=sys.stderr)
    order = {s: i for i, s in enumerate(styles)}
    rows = sorted((r for r in rows if r["style"] in order and r["notes"] in sizes),
                  key=lambda r: (order[r["style"]], r["notes"], r["start"]))
    write_json(args.out / "results.json", {"settings": {k: str(v) for k, v in vars(args).items()},
                                           "results": rows})
    text = ("Binary token precision, recall, F1, leakage (all PHI TYPEs) and HIPAA leakage, "
            f"mean over {len(args.test_seeds.split(','))} test corpora of "
            f"{args.test_docs} notes per style"
            + ("; real: one, the second half of the annotated sample" if "real" in styles
               else "") + "\n\n" + table(rows))
    (args.out / "results.md").write_text(text + "\n")
    print(text)
    return 0
