"""Out of distribution: train on one synth style, test on every style (issue 15, item 6).

    bin/experiment ood                                  # the README's table (hours on 2 cores)
    bin/experiment ood --configs base,char-prefix --seeds 0,1 --train-docs 60 --epochs 2

For every configuration and seed: ``deidkit train-tagger`` on ``--train-docs`` notes of
``--train-style`` (synth seed 1; 10% of them held out for early stopping), then ``deidkit
tag`` and ``deidkit evaluate --json`` on ``--test-docs`` notes of each test style (synth
seed 2). Everything runs through the CLI, as a user would, one process at a time with
``--threads`` threads. Configurations (``--configs``):

  base          the paper's tagger (GloVe + casing, BiLSTM-CRF)
  char-prefix   + ``char_embeddings``, ``prefix_features``
  context       + ``context_ngrams`` 10 (CEDI)
  attention     + ``attention`` (CEDI)
  all           all four
  word-dropout  char-prefix + ``word_dropout`` 0.2
  dictionaries  char-prefix + ``dictionaries`` default (every list)
  dict-medical  char-prefix + ``dictionaries`` drug,abbreviation
  dict-names    char-prefix + ``dictionaries`` of the name and place lists

Each configuration is a recipe (``train-tagger --config``, written to the work directory as
``recipe-CONFIG.json``), its keys as listed.
  recall        base, tagged with ``--phi-threshold`` ``--recall-threshold`` (recall first)
  self-train    ``deidkit self-train``: base on the training style + the unlabelled notes
                of ``--adapt-style`` (synth seed 3), validated on notes of that style (seed 4)

Per configuration and test style: mean ± sd over seeds of binary HIPAA token F1, binary
token F1 and leakage, and the approximate-randomization p-value of the difference from
``base`` (``deidkit evaluate --compare`` on the predictions of all seeds pooled, each seed's
documents paired with the same seed's ``--baseline`` documents), and the medical false
positives: gold-O tagger tokens in the drug or abbreviation lists that were tagged PHI
(when the dictionaries' packages are installed). Writes to ``--out``: ``runs.jsonl``
(one line per run; runs already there are not repeated, so an interrupted experiment
resumes, and a test style added later is only tagged), ``results.json`` and ``results.md``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc

from bin.corpus import add_options as corpus_options, corpus_dir
from bin.report import markdown_table, write_json

_CHAR_PREFIX = {"char_embeddings": True, "prefix_features": True}
#: Configuration -> its recipe's keys (train-tagger --config).
CONFIGS = {
    "base": {},
    "char-prefix": _CHAR_PREFIX,
    "context": {"context_ngrams": 10},
    "attention": {"attention": True},
    "all": {**_CHAR_PREFIX, "context_ngrams": 10, "attention": True},
    "word-dropout": {**_CHAR_PREFIX, "word_dropout": 0.2},
    "dictionaries": {**_CHAR_PREFIX, "dictionaries": "default"},
    "dict-medical": {**_CHAR_PREFIX, "dictionaries": "drug,abbreviation"},
    "dict-names": {**_CHAR_PREFIX, "dictionaries": "first_name,surname,city,state,country"},
    "recall": {},
    "self-train": {},
}
#: Configurations that reuse another's model (tagged otherwise).
REUSES = {"recall": "base"}


def deidkit(*args, quiet: bool = True) -> str:
    """Run ``deidkit ARGS`` in a subprocess (this Python's deidkit); its stdout."""
    cmd = [sys.executable, "-m", "deidkit", *(["-q"] if quiet else []), *map(str, args)]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode:
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr.strip()[-2000:]}")
    return done.stdout


def corpus(cache: Path, style: str, docs: int, seed: int) -> Path:
    """A tokenized synth corpus, made once."""
    stem = f"ood-{style}-{docs}-seed{seed}"
    path = corpus_dir(cache) / f"{stem}.parquet"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        xml = path.with_suffix("")
        deidkit("synth", xml, "--docs", docs, "--seed", seed, "--style", style)
        deidkit("tokenize", xml, "--strict", "-o", path)
    return path


def figures(result: dict) -> dict:
    """The three figures of the table, from ``evaluate --json``."""
    main = result["binary_hipaa_token"]["all"]
    return {"hipaa_f1": 100 * main["f1"], "precision": 100 * main["precision"],
            "recall": 100 * main["recall"], "binary_f1": 100 * result["binary_token"]["all"]["f1"],
            "binary_precision": 100 * result["binary_token"]["all"]["precision"],
            "binary_recall": 100 * result["binary_token"]["all"]["recall"],
            "leakage": 100 * result["leakage"]["all"]["leakage"],
            "hipaa_leakage": 100 * result["hipaa_leakage"]["all"]["leakage"]}


def train(config: str, seed: int, args, data: dict, model: Path) -> None:
    common = ["--model-dir", model, "--epochs", args.epochs, "--seed", seed,
              "--threads", args.threads, "--embeddings", args.embeddings]
    if config == "self-train":
        deidkit("self-train", data["train"], data["unlabelled"], "--validation",
                data["validation"], "--rounds", args.rounds, *common)
    else:
        recipe = model.parent / f"recipe-{config}.json"
        recipe.write_text(json.dumps(CONFIGS[config], indent=2) + "\n")
        deidkit("train-tagger", data["train"], "--config", recipe, *common)


def run(config: str, seed: int, args, data: dict, tests: dict, work: Path) -> list[dict]:
    """Train (or reuse) one model and score it on every test style."""
    owner = REUSES.get(config, config)
    model = work / f"model-{owner}-seed{seed}"
    started = time.perf_counter()
    if not (model / "config.json").exists():
        train(owner, seed, args, data, model)
    trained = time.perf_counter() - started
    rows = []
    for style, path in tests.items():
        tagged = work / f"tagged-{config}-seed{seed}-{style}.parquet"
        deidkit("tag", path, "--model", model, "--threads", args.threads, "--embeddings",
                args.embeddings, "--phi-threshold", args.recall_threshold if config == "recall"
                else "viterbi", "-o", tagged)
        result = json.loads(deidkit("evaluate", tagged, "--json"))
        rows.append({"config": config, "seed": seed, "style": style,
                     "train_seconds": round(trained, 1), **figures(result),
                     **medical_false_positives(tagged)})
    return rows


def medical_false_positives(tagged: Path) -> dict:
    """Gold-O tagger tokens in the drug or abbreviation lists: how many there are
    (``medical_tokens``), how many were tagged PHI (``medical_fp``, with the most frequent
    strings), and every gold-O token tagged PHI (``fp_tokens``). Empty without the
    dictionaries' packages."""
    from deidkit.errors import ConfigError

    try:
        lists = _medical_lists()
    except ConfigError:
        return {}
    import collections

    import numpy as np
    import pyarrow.parquet as pq

    t = pq.read_table(tagged, columns=["tokens", "labels", "predicted"])
    tokens = pc.list_flatten(t["tokens"])
    gold_o = np.asarray(pc.equal(pc.list_flatten(t["labels"]), "O"))
    fp = gold_o & ~np.asarray(pc.equal(pc.list_flatten(t["predicted"]), "O"))
    medical = lists.membership(tokens).any(axis=1) & gold_o
    strings = collections.Counter(np.asarray(tokens.to_pylist(), dtype=object)[medical & fp])
    return {"medical_tokens": int(medical.sum()), "medical_fp": int((medical & fp).sum()),
            "fp_tokens": int(fp.sum()), "medical_fp_top": strings.most_common(10)}


_LISTS: list = []


def _medical_lists():
    if not _LISTS:
        from deidkit.dictionaries import build

        _LISTS.append(build(("drug", "abbreviation")))
    return _LISTS[0]


def pooled(work: Path, config: str, seeds: list[int], style: str) -> Path:
    """The tagged tables of every seed in one, documents renamed ``seed:doc``."""
    return pool({seed: work / f"tagged-{config}-seed{seed}-{style}.parquet" for seed in seeds},
                work / f"pooled-{config}-{style}.parquet")


def pool(tagged: dict, path: Path) -> Path:
    """Tagged tables of test seeds (``tagged``: seed, or any key naming a run, -> table)
    written as one table at ``path``, documents renamed ``seed:doc`` (the seeds' notes share
    document ids)."""
    tables = []
    for seed, table in tagged.items():
        t = pa.Table.from_batches(list(_read(table)))
        ids = pc.binary_join_element_wise(f"{seed}:", t["doc_id"], "")
        tables.append(t.set_column(t.schema.get_field_index("doc_id"), "doc_id", ids))
    from deidkit import io

    io.write_table(path, pa.concat_tables(tables))
    return path


def _read(path: Path):
    import pyarrow.parquet as pq

    return pq.read_table(path).to_batches()


def summarize(rows: list[dict], configs: list[str], styles: list[str], seeds: list[int],
              work: Path, baseline: str = "base") -> dict:
    out: dict = {}
    for config in configs:
        for style in styles:
            mine = [r for r in rows if r["config"] == config and r["style"] == style]
            if not mine:
                continue
            cell = {"seeds": sorted(r["seed"] for r in mine)}
            for key in ("hipaa_f1", "binary_f1", "leakage", "precision", "recall",
                        "binary_precision", "binary_recall", "hipaa_leakage",
                        "medical_tokens", "medical_fp", "fp_tokens"):
                values = [r[key] for r in mine if key in r]
                if not values:
                    continue
                cell[key] = statistics.fmean(values)
                cell[key + "_sd"] = statistics.stdev(values) if len(values) > 1 else 0.0
            done = [s for s in seeds if any(r["seed"] == s for r in mine)]
            if config != baseline and all(any(r["config"] == baseline and r["style"] == style
                                              and r["seed"] == s for r in rows) for s in done):
                compared = json.loads(deidkit(
                    "evaluate", pooled(work, baseline, done, style),
                    pooled(work, config, done, style),
                    "--compare", "--json"))["compare"]
                cell["p_value"] = compared["p_value"]
            out.setdefault(config, {})[style] = cell
    return out


def table(results: dict, styles: list[str]) -> str:
    rows = []
    for config, cells in results.items():
        row = [config]
        for style in styles:
            c = cells.get(style)
            if c is None:
                row.append("")
                continue
            p = f", p = {c['p_value']:.3g}" if "p_value" in c else ""
            if "medical_fp" in c:
                p += f", medical FP {c['medical_fp']:.0f}/{c['medical_tokens']:.0f}"
            row.append(f"{c['hipaa_f1']:.1f} ± {c['hipaa_f1_sd']:.1f} / {c['binary_f1']:.1f} / "
                       f"{c['leakage']:.1f}%{p}")
        rows.append(row)
    return markdown_table(["configuration"] + [f"test {s}" for s in styles], rows)


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 2)[2])
    ap.add_argument("--configs", default="base,char-prefix,context,attention,all,recall")
    ap.add_argument("--seeds", default="0,1,2", help="training seeds")
    ap.add_argument("--train-style", default="A")
    ap.add_argument("--test-styles", default="A,B,C")
    ap.add_argument("--adapt-style", default="B", help="unlabelled target style of self-train")
    ap.add_argument("--train-docs", type=int, default=300)
    ap.add_argument("--test-docs", type=int, default=100)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3, help="self-train rounds")
    ap.add_argument("--baseline", default="base",
                    help="the configuration the p-values compare against")
    ap.add_argument("--recall-threshold", default="0.1", help="--phi-threshold of 'recall'")
    ap.add_argument("--threads", type=int, default=1)
    corpus_options(ap)
    ap.add_argument("--out", type=Path, default=Path("ood"))
    args = ap.parse_args(argv)
    configs = [c for c in args.configs.split(",") if c]
    unknown = [c for c in configs if c not in CONFIGS]
    if unknown:
        ap.error(f"unknown configuration {unknown[0]!r} (choose from {', '.join(CONFIGS)})")
    seeds = [int(s) for s in args.seeds.split(",") if s]
    styles = [s for s in args.test_styles.split(",") if s]
    args.cache.mkdir(parents=True, exist_ok=True)
    work = args.out / "work"
    work.mkdir(parents=True, exist_ok=True)

    data = {"train": corpus(args.cache, args.train_style, args.train_docs, 1)}
    if "self-train" in configs:
        data["unlabelled"] = corpus(args.cache, args.adapt_style, args.test_docs, 3)
        data["validation"] = corpus(args.cache, args.adapt_style, max(args.test_docs // 4, 1), 4)
    tests = {s: corpus(args.cache, s, args.test_docs, 2) for s in styles}

    log = args.out / "runs.jsonl"
    rows = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    for seed in seeds:
        for config in configs:
            missing = {s: p for s, p in tests.items() if not any(
                r["config"] == config and r["seed"] == seed and r["style"] == s for r in rows)}
            if not missing:
                continue
            started = time.perf_counter()
            new = run(config, seed, args, data, missing, work)
            with log.open("a") as f:
                f.writelines(json.dumps(r) + "\n" for r in new)
            rows += new
            print(f"{config} seed {seed}: " + ", ".join(
                f"{r['style']} {r['hipaa_f1']:.1f}" for r in new)
                + f" ({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    results = summarize(rows, configs, styles, seeds, work, args.baseline)
    write_json(args.out / "results.json", {"settings": {k: str(v) for k, v in vars(args).items()},
                                           "results": results})
    text = ("Binary HIPAA token F1 mean ± sd / binary token F1 / leakage; p: approximate "
            f"randomization against {args.baseline}, seeds pooled; medical FP: gold-O drug "
            "and abbreviation tokens tagged PHI / all of them (means)\n\n"
            + table(results, styles))
    (args.out / "results.md").write_text(text + "\n")
    print(text)
    return 0
