"""Leakage: each defence of `deidkit tag` measured alone and together (issue 20).

    bin/experiment defences --models shipped=default --styles T,V,W,X,Y --seeds 5,6,7
    bin/experiment defences --models before=old_model/,after=default --variants none,all
    bin/experiment defences --models v3=v3/model \
        --model-options "v3=--phi-threshold 0.1 --uncased-model v3/uncased"
    bin/experiment defences --models v10=default+v10/member,v12=v12/model+v12/member \
        --model-options "v10=--phi-threshold 0.05" --model-options "v12=--phi-threshold 0.05"

For every model (``--models NAME=DIR``, ``default`` the shipped one), tag variant, test
style and test seed (``--model-options NAME=OPTIONS``: tag options of one model, such as
the operating point or the uncased tagger of a model that is not the shipped one):
``deidkit synth`` (``--docs`` notes of the style at that seed) and
``deidkit tokenize``, then ``deidkit tag`` with the variant's options and ``deidkit evaluate
--json``, all through the CLI as a user runs them. The seeds are of the test corpora: the
spread is that of the notes, not of training, unless a model is a recipe trained from
several seeds (``NAME=DIR+DIR``: each directory tags every corpus, with the model's
options, and the figures are over all their runs). Variants (``--variants``):

  none         the model alone (``--recognizers none --no-propagate``)
  recognizers  + the recognizers of PHI defined by its form
  propagate    + document-level propagation
  all          both (what ``deidkit tag`` does by default)
  form+room    propagation and the recognizers named, joined by "+" ("form": the eleven
               recognizers of PHI defined by its form alone; "cued": username, street,
               place, room, department, organization and profession; "default": those
               ``tag`` runs by default, so "default+organization" adds an opt-in one)
  all/no-uncased  a variant followed by "/no-uncased": the model alone tags every
               sentence (``--uncased-model none``); otherwise sentences without casing are
               read by the model and its uncased tagger, united, as ``deidkit tag`` does
               by default
  all/no-ensemble  a variant followed by "/no-ensemble": the model alone on sentences
               with casing (``--ensemble-model none``, at the model's operating point);
               otherwise its marginals are averaged with the second member's there, as
               ``deidkit tag`` does by default
  all/patients  a variant followed by "/patients": propagation across each patient's
               notes (``--patients``, a map written from synth's i2b2 names,
               PATIENT-VISIT)
  all/corpus   a variant followed by "/corpus": then propagation across all the notes
               of the corpus, by vote (``--propagate-corpus``)

A style written ``D:lower`` or ``D:upper`` is that style's corpus with every token in
lowercase or in capitals (labels and offsets as they were; a token whose recased form has
another length stays): notes typed without casing, where a name looks like any word.

Two styles are real notes, one corpus each whatever the seeds: ``real``, the
hand-annotated MTSamples sample (examples/mtsamples-dev), and ``real-rest``, the other
MTSamples documents, unannotated, on which only the redaction rate is measured.

Per model, variant and style: binary token precision, recall and F1, leakage (all PHI
TYPEs), HIPAA leakage, the redaction rate (predicted PHI tokens per 1,000), the ten TYPEs
that leak most (mean over seeds), and tag tokens/s
(wall time of the ``tag`` process, start-up included); for every model after the first, the
p-value of its leakage against the first model's (same variant and style, the seeds' notes
pooled, and a recipe's training seeds paired with the first model's in order: both need as
many; ``deidkit evaluate --compare``). ``runs.jsonl`` keeps every run (an
interrupted experiment resumes); ``results.json`` and ``results.md`` the summary.
"""

from __future__ import annotations

import argparse
import itertools
import json
import shlex
import statistics
import sys
import time
from pathlib import Path

from bin.corpus import add_options as corpus_options
from bin.experiments.ood import corpus, deidkit, pool
from bin.report import markdown_table, write_json

#: Tag options of each variant.
VARIANTS = {
    "none": ["--recognizers", "none", "--no-propagate"],
    "recognizers": ["--recognizers", "default", "--no-propagate"],
    "propagate": ["--recognizers", "none", "--propagate"],
    "all": ["--recognizers", "default", "--propagate"],
}


def tag_options(variant: str) -> list[str]:
    """``deidkit tag``'s options for a variant (see the module's docstring)."""
    if variant.endswith("/no-uncased"):
        return tag_options(variant[:-len("/no-uncased")]) + ["--uncased-model", "none"]
    if variant.endswith("/no-ensemble"):
        return tag_options(variant[:-len("/no-ensemble")]) + ["--ensemble-model", "none"]
    if variant.endswith("/patients"):
        return tag_options(variant[:-len("/patients")])  # the map is run_one's
    if variant.endswith("/corpus"):
        return tag_options(variant[:-len("/corpus")]) + ["--propagate-corpus"]
    if variant in VARIANTS:
        return VARIANTS[variant]
    from deidkit.recognizers import CUED, DEFAULT, FORM, NAMES

    groups = {"form": FORM, "cued": CUED, "default": DEFAULT}
    names = [n for part in variant.split("+") for n in groups.get(part, (part,))]
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        raise ValueError(f"unknown variant {variant!r}: {unknown[0]!r} is neither a variant "
                         f"({', '.join(VARIANTS)}), 'form', 'cued', 'default' nor a "
                         "recognizer")
    return ["--recognizers", ",".join(names), "--propagate"]


def figures(result: dict) -> dict:
    """The figures of one run, from ``evaluate --json`` (percent; the redaction rate per
    1,000 tokens); notes without gold (``real-rest``) have the redaction rate alone."""
    from deidkit.corpus.i2b2 import CATEGORIES

    rate = result["redaction"]["all"]["redaction_rate"]
    if "binary_token" not in result:
        nan = float("nan")
        return {"precision": nan, "recall": nan, "f1": nan, "leakage": nan,
                "hipaa_leakage": nan, "phi_tokens": 0, "per_category": {},
                "redaction_rate": rate}
    types = {t for members in CATEGORIES.values() for t in members}
    binary = result["binary_token"]["all"]
    leak, hipaa = result["leakage"], result["hipaa_leakage"]
    per_type = {cat: 100 * row["leakage"] for cat, row in leak.items()
                if cat in types and row["phi_tokens"]}
    return {"precision": 100 * binary["precision"], "recall": 100 * binary["recall"],
            "f1": 100 * binary["f1"], "leakage": 100 * leak["all"]["leakage"],
            "hipaa_leakage": 100 * hipaa["all"]["leakage"], "phi_tokens": leak["all"]["phi_tokens"],
            "per_category": per_type, "redaction_rate": rate}


#: The real notes: the hand-annotated MTSamples sample, and the other MTSamples documents
#: (no gold: the redaction rate alone). One corpus each, whatever the seed.
REAL_STYLES = ("real", "real-rest")
REPO = Path(__file__).resolve().parents[2]
REAL_SAMPLE = REPO / "examples" / "mtsamples-dev" / "annotated.jsonl"


def real_corpus(cache: Path, style: str, mtsamples: Path | None = None) -> Path:
    """The tokens of a real style, made once (the sample's file or MTSamples, ``mtsamples``,
    changing makes another corpus: its name holds their SHA-256)."""
    import hashlib

    sample = REAL_SAMPLE.read_bytes()
    if style == "real":
        path = cache / f"real-{hashlib.sha256(sample).hexdigest()[:12]}.parquet"
        if not path.exists():
            deidkit("tokenize", REAL_SAMPLE, "-o", path)
        return path
    if mtsamples is None or not Path(mtsamples).is_file():
        raise SystemExit(f"real-rest needs --mtsamples FILE, the MTSamples JSONL (got {mtsamples})")
    source = Path(mtsamples).read_bytes()
    digest = hashlib.sha256(sample + source).hexdigest()[:12]
    path = cache / f"real-rest-{digest}.parquet"
    if not path.exists():
        dev = {json.loads(line)["doc_id"] for line in sample.decode().splitlines() if line}
        rest = cache / f"real-rest-{digest}.jsonl"
        with open(rest, "w", encoding="utf-8") as f:
            for line in source.decode().splitlines():
                doc = json.loads(line)
                if doc["id"] not in dev:
                    f.write(json.dumps({"doc_id": doc["id"], "text": doc["text"]}) + "\n")
        deidkit("tokenize", rest, "-o", path)
    return path


def styled_corpus(cache: Path, style: str, docs: int, seed: int,
                  mtsamples: Path | None = None) -> Path:
    """The tokens of ``style`` (``X``, ``X:lower`` or ``X:upper``, or a real style), made
    once."""
    if style in REAL_STYLES:
        return real_corpus(cache, style, mtsamples)
    base, _, case = style.partition(":")
    tokens = corpus(cache, base, docs, seed)
    if not case:
        return tokens
    path = tokens.with_name(f"{tokens.stem}-{case}.parquet")
    if not path.exists():
        import pyarrow.parquet as pq

        from deidkit.train_tagger.augment import recased

        pq.write_table(recased(pq.read_table(tokens), case == "upper"), path)
    return path


def patient_map(tokens: Path, work: Path) -> Path:
    """A patient map of synth's notes (i2b2 names: doc_id PATIENT-VISIT), for ``--patients``."""
    import csv

    import pyarrow.parquet as pq

    path = work / f"{tokens.stem}-patients.csv"
    docs = dict.fromkeys(pq.read_table(tokens, columns=["doc_id"])["doc_id"].to_pylist())
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["doc_id", "patient_id"])
        writer.writerows((doc, doc.split("-")[0]) for doc in docs if doc is not None)
    return path


def tagged_path(work: Path, tokens: Path, name: str, variant: str) -> Path:
    # named after the model's name: one directory may be two models (--model-options)
    return work / f"{tokens.stem}-{name.replace('/', '_')}-{variant.replace('/', '_')}.parquet"


def run_one(name: str, model: str, variant: str, tokens: Path, work: Path, threads: int,
            options: list[str] = ()) -> dict:
    tagged = tagged_path(work, tokens, name, variant)
    if variant.endswith("/patients"):
        options = [*options, "--patients", patient_map(tokens, work)]
    started = time.perf_counter()
    deidkit("tag", tokens, "--model", model, *options, *tag_options(variant), "--threads",
            threads, "-o", tagged)
    seconds = time.perf_counter() - started
    import pyarrow.parquet as pq

    n_tokens = sum(len(t) for t in pq.read_table(tagged, columns=["tokens"])["tokens"].to_pylist()
                   if t)
    row = figures(json.loads(deidkit("evaluate", tagged, "--json")))
    row.update(tokens_per_second=n_tokens / seconds, tag_seconds=seconds)
    return row


def summarize(rows: list[dict], models, variants, styles) -> list[dict]:
    out = []
    for model in models:
        for variant in variants:
            for style in styles:
                runs = [r for r in rows if (r["model"], r["variant"], r["style"]) ==
                        (model, variant, style)]
                if not runs:
                    continue
                mean = {k: statistics.fmean(r[k] for r in runs)
                        for k in ("precision", "recall", "f1", "leakage", "hipaa_leakage",
                                  "tokens_per_second", "redaction_rate")}
                sd = {k: statistics.stdev(r[k] for r in runs) if len(runs) > 1 else 0.0
                      for k in ("f1", "leakage")}
                cats = {c for r in runs for c in r["per_category"]}
                per = {c: statistics.fmean(r["per_category"].get(c, 0.0) for r in runs)
                       for c in cats}
                worst = sorted(per.items(), key=lambda kv: -kv[1])[:10]
                out.append({"model": model, "variant": variant, "style": style,
                            "seeds": len(runs), **mean, "f1_sd": sd["f1"],
                            "leakage_sd": sd["leakage"], "worst": worst})
    return out


def _runs(rows: list[dict], model: str, variant: str, style: str) -> set[tuple[int, int]]:
    """(training seed's index, test seed) of ``model``'s runs."""
    return {(r.get("training", 0), r["seed"]) for r in rows
            if (r["model"], r["variant"], r["style"]) == (model, variant, style)}


def run_name(name: str, training: int, dirs: list[str]) -> str:
    """The name a recipe's directory tags under (its tables' names)."""
    return name if len(dirs) == 1 else f"{name}#{training}"


def leakage_tests(summary: list[dict], rows: list[dict], models: dict[str, list[str]],
                  corpora: dict, work: Path) -> None:
    """Each summary row of a model other than the first gains ``leakage_p``: the
    approximate-randomization p-value of its leakage against the first's (same variant and
    style, over the runs both have, a recipe's i-th training seed against the first's i-th;
    ``corpora``: (style, seed) -> tokens)."""
    first = next(iter(models))
    for s in summary:
        if s["model"] == first:
            continue
        key = (s["variant"], s["style"])
        runs = sorted(_runs(rows, s["model"], *key) & _runs(rows, first, *key))
        if not runs or s["style"] == "real-rest":  # no gold: no leakage to compare
            continue
        pooled = [pool({f"{t}:{seed}" if len(models[name]) > 1 else seed:
                        tagged_path(work, corpora[(s["style"], seed)],
                                    run_name(name, t, models[name]), s["variant"])
                        for t, seed in runs},
                       work / f"pooled-{name.replace('/', '_')}-{s['variant'].replace('/', '_')}-"
                              f"{s['style'].replace(':', '_')}.parquet")
                  for name in (first, s["model"])]
        compared = json.loads(deidkit("evaluate", *pooled, "--compare", "--json"))["compare"]
        s["leakage_p"] = compared["leakage"]["p_value"]


def table(summary: list[dict]) -> str:
    def fmt(value: float, spec: str, unit: str = "") -> str:
        return "—" if value != value else f"{value:{spec}}{unit}"  # NaN: no gold

    rows = [[s["model"], s["variant"], s["style"], fmt(s["precision"], ".1f"),
             fmt(s["recall"], ".1f"),
             "—" if s["f1"] != s["f1"] else f"{s['f1']:.1f} ± {s['f1_sd']:.1f}",
             "—" if s["leakage"] != s["leakage"]
             else f"{s['leakage']:.2f}% ± {s['leakage_sd']:.2f}",
             fmt(s["hipaa_leakage"], ".2f", "%"), fmt(s["redaction_rate"], ".1f"),
             f"{s['leakage_p']:.4f}" if "leakage_p" in s else "—",
             ", ".join(f"{c} {v:.0f}%" for c, v in s["worst"] if v > 0) or "—",
             f"{s['tokens_per_second']:,.0f}"] for s in summary]
    return markdown_table(["model", "tag", "style", "P", "R", "F1", "leakage", "HIPAA leakage",
                           "redaction rate", "p (leakage)", "leakage by TYPE (worst ten)",
                           "tag tok/s"], rows, align="lllrrrrrrrlr")


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--models", default="shipped=default", help="NAME=DIR,... (DIR 'default': "
                    "the model that ships)")
    ap.add_argument("--model-options", action="append", default=[], metavar="NAME=OPTIONS",
                    help="tag options of one model, before the variant's (repeatable)")
    ap.add_argument("--variants", default="none,recognizers,propagate,all")
    ap.add_argument("--styles", default="T,V,W,X,Y", help="test styles (held out from the "
                    "shipped model: T, V, W, X, Y; X:lower, X:upper: recased; real: the "
                    "hand-annotated MTSamples sample; real-rest: the other MTSamples "
                    "documents, the redaction rate alone)")
    ap.add_argument("--mtsamples", type=Path, default=None, metavar="FILE",
                    help="the MTSamples transcriptions (JSONL: id, text), for real-rest")
    ap.add_argument("--docs", type=int, default=100)
    ap.add_argument("--seeds", default="5,6,7", help="synth seeds of the test corpora")
    ap.add_argument("--threads", type=int, default=1)
    corpus_options(ap, embeddings=False)
    ap.add_argument("--out", type=Path, default=Path("defences"))
    args = ap.parse_args(argv)
    # NAME=DIR, or NAME=DIR+DIR...: a recipe trained from several seeds
    models = {name: spec.split("+") for name, _, spec in
              (pair.partition("=") for pair in args.models.split(",") if pair)}
    counts = {len(dirs) for dirs in models.values()}
    if len(counts) > 1:
        ap.error(f"--models: every model needs as many directories (training seeds): "
                 f"{args.models!r}")
    options = {}
    for pair in args.model_options:
        name, _, text = pair.partition("=")
        if name not in models:
            ap.error(f"--model-options: {name!r} is not one of --models ({', '.join(models)})")
        options[name] = shlex.split(text)
    variants = [v for v in args.variants.split(",") if v]
    for v in variants:
        try:
            tag_options(v)
        except ValueError as e:
            ap.error(str(e))
    styles = [s for s in args.styles.split(",") if s]
    cases = [s.partition(":")[2] for s in styles if ":" in s]
    if any(c not in ("lower", "upper") for c in cases):
        ap.error(f"a style's case must be lower or upper: {args.styles!r}")
    seeds = [int(s) for s in args.seeds.split(",") if s]
    args.cache.mkdir(parents=True, exist_ok=True)
    work = args.out / "work"
    work.mkdir(parents=True, exist_ok=True)
    log = args.out / "runs.jsonl"
    rows = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    done = {(r["model"], r["variant"], r["style"], r["seed"], r.get("corpus"),
             r.get("training", 0)) for r in rows}
    corpora, ids = {}, {}
    for style in styles:
        for seed in seeds[:1] if style in REAL_STYLES else seeds:  # one corpus, any seed
            tokens = corpora[(style, seed)] = styled_corpus(args.cache, style, args.docs, seed,
                                                            args.mtsamples)
            # the notes' identity: another --docs or another generator is another corpus
            corpus_id = ids[(style, seed)] = f"{tokens.parent.name}/{tokens.name}"
            for (name, dirs), variant in itertools.product(models.items(), variants):
                for training, model in enumerate(dirs):
                    if (name, variant, style, seed, corpus_id, training) in done:
                        continue
                    row = {"model": name, "variant": variant, "style": style, "seed": seed,
                           "corpus": corpus_id, "training": training,
                           **run_one(run_name(name, training, dirs), model, variant, tokens,
                                     work, args.threads, options.get(name, []))}
                    with log.open("a") as f:
                        f.write(json.dumps(row) + "\n")
                    rows.append(row)
                    print(f"{run_name(name, training, dirs)} {variant} {style} seed {seed}: "
                          + ("" if row["f1"] != row["f1"] else  # NaN: no gold
                             f"F1 {row['f1']:.1f}, leakage {row['leakage']:.2f}%, ")
                          + f"redaction rate {row['redaction_rate']:.1f}", file=sys.stderr)
    # the table is of the notes asked for now (runs.jsonl may hold other corpora's runs)
    rows = [r for r in rows if r.get("corpus") == ids.get((r["style"], r["seed"]))]
    summary = summarize(rows, list(models), variants, styles)
    leakage_tests(summary, rows, models, corpora, work)
    write_json(args.out / "results.json", {"settings": {k: str(v) for k, v in vars(args).items()},
                                           "results": summary})
    text = ("Binary token precision, recall, F1 (mean ± sd over the runs: test seeds, times "
            "training seeds of a recipe), leakage (all PHI "
            "TYPEs), HIPAA leakage, the p-value of the leakage against the first model's "
            "(approximate randomization, seeds pooled), per-TYPE leakage; tag tokens/s with "
            "start-up\n\n"
            + table(summary))
    (args.out / "results.md").write_text(text + "\n")
    print(text)
    return 0
