"""De-identify a directory of notes on Apache Spark: tokenize -> tag -> export.

    pip install 'clinical-deidkit[spark]'
    PYSPARK_PYTHON=$(which python) python examples/spark_deidentify.py notes/ \
        --model model/ --out deidentified/ [--format redacted] [--master local[2]]

Reads every ``*.xml`` (i2b2) and ``*.txt`` note under NOTES, tags it with the tagger of
``--model`` (loaded once per Python worker) and writes one file per note into ``--out``:
i2b2 XML with the predicted PHI tags, or the text with every PHI span replaced by
``[**TYPE**]``: the files ``deidkit tokenize | deidkit tag | deidkit export`` writes.
On a cluster, NOTES and the model directory must be readable by every executor.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def read_notes(spark, notes: str):
    """A DataFrame of ``doc_id`` (the file name without extension) and ``text`` (bytes)."""
    from pyspark.sql import functions as F

    files = (spark.read.format("binaryFile").option("recursiveFileLookup", "true")
             .option("pathGlobFilter", "*.{xml,txt}").load(str(Path(notes).resolve())))
    return files.select(F.regexp_extract("path", r"([^/]+)\.(xml|txt)$", 1).alias("doc_id"),
                        F.col("content").alias("text"))


def deidentify(spark, notes: str, model: str, out: str, *, fmt: str = "i2b2") -> int:
    """Run the chain and write the files; returns how many were written."""
    from deidkit import spark as dspark
    from deidkit.export import SUFFIX

    documents = read_notes(spark, notes)
    tagged = dspark.tag(dspark.tokenize(documents), str(Path(model).resolve()))
    exported = dspark.export(tagged, documents, fmt=fmt)
    target = Path(out)
    target.mkdir(parents=True, exist_ok=True)
    written = 0
    for row in exported.select("doc_id", "content").toLocalIterator():
        (target / f"{row['doc_id']}{SUFFIX[fmt]}").write_text(row["content"], encoding="utf-8")
        written += 1
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notes")
    parser.add_argument("--model", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--format", choices=["i2b2", "redacted"], default="i2b2")
    parser.add_argument("--master", default="local[2]")
    args = parser.parse_args(argv)
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master(args.master).appName("deidkit-deidentify")
             .config("spark.ui.enabled", "false").getOrCreate())
    try:
        n = deidentify(spark, args.notes, args.model, args.out, fmt=args.format)
    finally:
        spark.stop()
    print(f"{n} notes de-identified into {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
