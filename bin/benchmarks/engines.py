"""`tag` through Spark local[N] against the CLI on the same corpus (rows/s, overhead).

    bin/bench engines                          # 500-note synth corpus, local[2]
    bin/bench engines --docs 20 --json e.json  # a quick check that it works

The CLI (``deidkit tag --threads N``, one process) and Spark (``deidkit.spark.tag`` on
``local[N]``: N Python workers of one torch thread each, the model loaded once per worker;
both with propagation, so the Spark job includes its re-partition by document) tag the same
cached Parquet tokens file (``bin/corpus.py``) with the same model, in the
same run. Both timings are wall clock of the whole stage including the model loads,
excluding the start of the SparkSession (reported apart: a cluster pays it once). The
engine's overhead is the ratio of the best Spark job's time to the best CLI run's (each
CLI run includes Python's start, the imports and the model load: at a tiny size these
dominate, so measure at the default size or larger). ``--model DIR`` uses a trained
tagger; by default an untrained one of the default size is made on ``--embeddings`` (the
speed of inference does not depend on the weights). Needs ``clinical-deidkit[spark]``.

Prints a table and writes the figures as JSON (``--json``, default bench_engines.json).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow.compute as pc

from bin import corpus as corpus_helper
from bin.report import markdown_table, write_json


def untrained_model(tokens, embeddings: str, work: Path) -> Path:
    """A tagger of the default size, untrained, on ``embeddings``, for the corpus' labels."""
    import torch

    from deidkit.labels import label_set
    from deidkit.model_dirs import build_model
    from deidkit.models import checkpoint
    from deidkit.train_tagger import tagger_config

    emb = corpus_helper.load_embeddings(embeddings)
    labels = label_set(pc.list_flatten(tokens["labels"]).to_pylist())
    config = tagger_config(emb, str(embeddings), labels)
    torch.manual_seed(0)
    return checkpoint.write_model_dir(work / "model", config,
                                      build_model(config, emb).state_dict())


def run_cli(tokens: Path, model: Path, threads: int, work: Path) -> float:
    """Seconds of one ``deidkit tag`` process, start to exit."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "deidkit", "-q", "tag", str(tokens), "--model",
                    str(model), "--threads", str(threads), "-o", str(work / "cli.parquet")],
                   check=True)
    return time.perf_counter() - start


def run_spark(tokens: Path, model: Path, cores: int, repeats: int) -> tuple[float, list[float]]:
    """(seconds to start the SparkSession, seconds of each tag job)."""
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


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=500, help="notes in the synth corpus")
    ap.add_argument("--seed", type=int, default=0, help="seed of the synth corpus")
    ap.add_argument("--cores", type=int, default=2, help="local[N] and the CLI's threads")
    ap.add_argument("--repeats", type=int, default=2,
                    help="runs of each (the best counts; Spark's first job includes the "
                         "workers' model loads, every CLI run its start and load)")
    ap.add_argument("--model", type=Path, default=None,
                    help="a trained tagger (default: an untrained one on --embeddings)")
    ap.add_argument("--json", type=Path, default=Path("bench_engines.json"),
                    help="write the figures here (default %(default)s)")
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)

    path = corpus_helper.synth_tokens_path(args.docs, args.seed, args.cache)
    table = corpus_helper.synth_tokens(args.docs, args.seed, args.cache)
    rows, n_tokens = table.num_rows, len(pc.list_flatten(table["tokens"]))
    with tempfile.TemporaryDirectory(prefix="bench-engines-") as tmp:
        work = Path(tmp)
        model = args.model or untrained_model(table, args.embeddings, work)
        cli_times = [run_cli(path, model, args.cores, work) for _ in range(args.repeats)]
        started, spark_times = run_spark(path, model, args.cores, args.repeats)
    best, cli = min(spark_times), min(cli_times)
    figures = {"docs": args.docs, "rows": rows, "tokens": n_tokens, "cores": args.cores,
               "cli_seconds": [round(t, 3) for t in cli_times],
               "cli_rows_per_s": round(rows / cli, 1),
               "spark_session_start_seconds": round(started, 3),
               "spark_seconds": [round(t, 3) for t in spark_times],
               "spark_rows_per_s": round(rows / best, 1),
               "overhead_ratio": round(best / cli, 3)}
    table_rows = [(f"CLI --threads {args.cores}, run {i + 1}", f"{t:.2f}", f"{rows / t:,.0f}",
                   f"{n_tokens / t:,.0f}") for i, t in enumerate(cli_times)]
    table_rows += [(f"Spark local[{args.cores}], job {i + 1}", f"{t:.2f}", f"{rows / t:,.0f}",
                    f"{n_tokens / t:,.0f}") for i, t in enumerate(spark_times)]
    table_rows.append(("overhead: best Spark job / best CLI run", f"{best / cli:.2f}x", "", ""))
    print(f"tag: {args.docs} notes ({rows:,} sentences, {n_tokens:,} tokens), {args.cores} "
          f"cores; Spark session start {started:.1f} s", file=sys.stderr)
    print(markdown_table(["what", "seconds", "rows/s", "tokens/s"], table_rows, "lrrr"))
    write_json(args.json, figures)
    return 0
