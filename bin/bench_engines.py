#!/usr/bin/env python
"""Benchmark `tag` through Spark local[N] against the CLI on the same corpus.

    bin/bench_engines.py                          # 500-note synth corpus, local[2]
    bin/bench_engines.py --docs 20 --json e.json  # a quick check that it works

The CLI (``deidkit tag --threads N``, one process) and Spark (``deidkit.spark.tag`` on
``local[N]``: N Python workers of one torch thread each, the model loaded once per worker)
tag the same Parquet tokens file with the same model; both timings are wall clock of the
whole stage including the model loads, excluding the start of the SparkSession (reported
apart: a cluster pays it once). The engine's overhead is the ratio of the best Spark
job's time to the best CLI run's (each CLI run includes Python's start, the imports and the
model load: at a tiny size these dominate, so measure at the default size or larger). ``--model DIR`` uses a trained tagger; by default an untrained one
of the default size is made on random 50-d embeddings of the corpus' words (the speed of
inference does not depend on the weights).

Prints a table on stderr and the figures as JSON (``--json PATH``, or stdout).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq


def make_corpus(docs: int, seed: int, work: Path) -> Path:
    from deidkit.synth import synth
    from deidkit.tokenize import tokenize

    synth(work / "notes", docs=docs, seed=seed)
    path = work / "tokens.parquet"
    pq.write_table(pa.Table.from_batches(list(tokenize([work / "notes"]))), path)
    return path


def make_model(tokens: Path, work: Path) -> Path:
    """An untrained tagger of the default size on random embeddings of the corpus' words."""
    import torch

    from deidkit import embeddings
    from deidkit.models import checkpoint
    from deidkit.labels import label_set
    from deidkit.model_dirs import build_model
    from deidkit.train_tagger import tagger_config

    table = pq.read_table(tokens)
    words = sorted({t.lower() for t in table.column("tokens").combine_chunks().flatten()
                    .to_pylist()})
    labels = label_set(table.column("labels").combine_chunks().flatten().to_pylist())
    emb_path = work / "emb.txt"
    embeddings.write_text(emb_path, words,
                          np.random.default_rng(0).normal(size=(len(words), 50)))
    emb = embeddings.load_embeddings(str(emb_path))
    config = tagger_config(emb, str(emb_path), labels)
    torch.manual_seed(0)
    return checkpoint.write_model_dir(work / "model", config,
                                      build_model(config, emb).state_dict())


def run_cli(tokens: Path, model: Path, threads: int, work: Path) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "deidkit", "-q", "tag", str(tokens), "--model",
                    str(model), "--threads", str(threads), "-o", str(work / "cli.parquet")],
                   check=True)
    return time.perf_counter() - start


def run_spark(tokens: Path, model: Path, cores: int, repeats: int) -> tuple[float, list[float]]:
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    from deidkit import spark as dspark

    start = time.perf_counter()
    session = (SparkSession.builder.master(f"local[{cores}]").appName("deidkit-bench")
               .config("spark.ui.enabled", "false").getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    started = time.perf_counter() - start
    times = []
    try:
        for _ in range(repeats):
            df = session.read.parquet(str(tokens)).repartition(cores)
            start = time.perf_counter()
            dspark.tag(df, str(model)).write.format("noop").mode("overwrite").save()
            times.append(time.perf_counter() - start)
    finally:
        session.stop()
    return started, times


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cores", type=int, default=2, help="local[N] and the CLI's threads")
    parser.add_argument("--repeats", type=int, default=2,
                        help="runs of each (the best counts; Spark's first job includes the "
                             "workers' model loads, every CLI run its start and load)")
    parser.add_argument("--model", default=None)
    parser.add_argument("--json", default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="deidkit-bench-engines-") as tmp:
        work = Path(tmp)
        tokens = make_corpus(args.docs, args.seed, work)
        model = Path(args.model) if args.model else make_model(tokens, work)
        table = pq.read_table(tokens)
        rows = table.num_rows
        n_tokens = len(table.column("tokens").combine_chunks().flatten())
        cli_times = [run_cli(tokens, model, args.cores, work) for _ in range(args.repeats)]
        started, spark_times = run_spark(tokens, model, args.cores, args.repeats)
    best, cli = min(spark_times), min(cli_times)
    result = {"docs": args.docs, "rows": rows, "tokens": n_tokens, "cores": args.cores,
              "cli_seconds": cli_times, "cli_rows_per_s": rows / cli,
              "spark_session_start_seconds": started, "spark_seconds": spark_times,
              "spark_rows_per_s": rows / best, "overhead_ratio": best / cli}
    lines = [f"tag of {rows:,} sentences ({n_tokens:,} tokens), {args.cores} cores",
             f"{'engine':<28}{'seconds':>10}{'rows/s':>12}{'tokens/s':>12}",
             ]
    for i, t in enumerate(cli_times):
        lines.append(f"{'CLI --threads %d run %d' % (args.cores, i + 1):<28}{t:>10.2f}"
                     f"{rows / t:>12,.0f}{n_tokens / t:>12,.0f}")
    for i, t in enumerate(spark_times):
        lines.append(f"{'Spark local[%d] job %d' % (args.cores, i + 1):<28}{t:>10.2f}"
                     f"{rows / t:>12,.0f}{n_tokens / t:>12,.0f}")
    lines.append(f"Spark session start {started:.1f} s; overhead (best Spark job / best CLI "
                 f"run) {best / cli:.2f}x")
    print("\n".join(lines), file=sys.stderr)
    text = json.dumps(result, indent=2)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
