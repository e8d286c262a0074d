"""The stages on Apache Spark: DataFrames mapped through them with ``DataFrame.mapInArrow``.

``pip install 'clinical-deidkit[spark]'`` (PySpark >= 3.5, Java 17+). Every function takes and
returns a Spark DataFrame whose columns are those of ``deidkit.schemas``' tables
(``tokens``, ``representations``); convert with :func:`to_arrow`. The row-wise work is
:mod:`deidkit.engines`; this module only arranges it on Spark:

* :func:`tokenize`: ``doc_id`` and ``text`` (plain text or i2b2 XML, string or binary)
  -> tokens rows;
* :func:`tag`: the de-identifier of the model directory (:class:`deidkit.pipeline.
  Deidentifier`, its pipeline.json) is built once per Python worker (Spark reuses its
  workers), not per batch; ``model_dir`` must be readable by the driver and every
  executor; with propagation the rows are re-partitioned by document (or by patient)
  first;
* :func:`pseudonymize`: the neighbours table is broadcast once; the draws are the CLI's
  for the same seed, because each partition is told the global position of its first token
  (rows in ``(doc_id, sentence)`` order: the CLI's input order when its tokens file is in
  that order, as ``deidkit tokenize`` writes a directory whose file names sort as their
  ids). The shuffle across documents is Spark's own: an ``orderBy`` of a hash of the seed
  and the row, then ids and offsets dropped as on the CLI;
* :func:`represent`; :func:`evaluate_counts` and :func:`evaluate` (per-document counts
  summed by Spark, then the formulas: the exact scores of a corpus of any size);
* :func:`export`: tokens with predictions and the documents' texts -> i2b2 XML or redacted
  text, one row per document.

The driver needs ``PYSPARK_PYTHON`` to name a Python with deidkit installed.
"""

from __future__ import annotations

import json
from typing import Callable, Iterator, Mapping, Sequence

import pyarrow as pa

from deidkit import engines, schemas

#: Arrow record batch size of the mapped stages (rows = sentences).
DEFAULT_BATCH_ROWS = 1024


def _spark_types():
    try:
        from pyspark.sql.pandas.types import from_arrow_schema, to_arrow_schema
    except ImportError:  # pragma: no cover - the extra is not installed
        raise ImportError("deidkit.spark needs PySpark: "
                          "pip install 'clinical-deidkit[spark]'") from None
    return from_arrow_schema, to_arrow_schema


def _sparkable(typ: pa.DataType) -> pa.DataType:
    """Spark has no fixed-size list: such columns travel as plain lists."""
    if pa.types.is_fixed_size_list(typ) or pa.types.is_list(typ):
        return pa.list_(_sparkable(typ.value_type))
    return typ


def _spark_schema(schema: pa.Schema):
    from_arrow_schema, _ = _spark_types()
    return from_arrow_schema(pa.schema([pa.field(f.name, _sparkable(f.type)) for f in schema]))


def arrow_schema(df) -> pa.Schema:
    """The Arrow schema of a DataFrame (``deidkit.schemas``' canonical types for tokens)."""
    _, to_arrow_schema = _spark_types()
    return to_arrow_schema(df.schema)


def to_arrow(df, schema: pa.Schema | None = None) -> pa.Table:
    """Collect ``df`` as an Arrow table, cast to ``schema`` if given (e.g. a
    representations schema, whose fixed-size lists Spark carries as lists)."""
    table = df.toArrow() if hasattr(df, "toArrow") else pa.Table.from_batches(
        df._collect_as_arrow())
    if schema is not None:
        table = table.select(schema.names).cast(pa.schema(list(schema)))
    return table


def _map(df, fn: Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]],
         schema: pa.Schema):
    target = pa.schema([pa.field(f.name, _sparkable(f.type)) for f in schema])

    def mapped(batches):
        for batch in fn(batches):
            if batch.num_rows:
                yield batch.select(target.names).cast(target)

    return df.mapInArrow(mapped, _spark_schema(schema))


# ---------------------------------------------------------------------------------------
# Row-wise stages

def tokenize(df, *, strict: bool = False, max_sentence_tokens: int | None = None):
    """Documents (``doc_id``, ``text``) -> tokens rows (one per sentence)."""
    def fn(batches):
        for batch in batches:
            yield engines.tokenize_batch(batch, strict=strict,
                                         max_sentence_tokens=max_sentence_tokens)

    return _map(df.select("doc_id", "text"), fn, engines.tokens_schema())


def _documents_together(df, patients: Mapping[str, str] | None):
    """``df`` re-partitioned so that each document (each patient's documents, with
    ``patients``) lies in one partition, in document and sentence order."""
    from pyspark.sql import functions as F

    order = ["doc_id", "sentence"]
    if patients is None:
        return df.repartition("doc_id").sortWithinPartitions(*order)
    columns, patient = df.columns, engines.PATIENT_COLUMN
    mapping = df.sparkSession.createDataFrame(list(patients.items()),
                                              f"doc_id string, {patient} string")
    # a document the map lacks gets no patient here and is refused by the tagger, as on
    # the CLI
    joined = df.join(F.broadcast(mapping), "doc_id", "left")
    return joined.repartition(patient).sortWithinPartitions(patient, *order).select(*columns)


def tag(df, model_dir: str, *, precision: str | None = None, threads: int = 1,
        phi_threshold: str | float | None = None, recognizers: str | None = None,
        propagate: bool | None = None, uncased_model: str = "auto",
        ensemble_model: str = "auto", patients: Mapping[str, str] | None = None,
        propagate_corpus: bool | None = None, rules=None):
    """Tokens rows -> the same rows with ``predicted``, tagged by the
    :class:`deidkit.pipeline.Deidentifier` of ``model_dir`` (its pipeline.json), built once
    per Python worker, with ``threads`` torch threads. ``precision``, ``phi_threshold``,
    ``recognizers``, ``propagate``, ``uncased_model``, ``ensemble_model``, ``propagate_corpus`` and
    ``rules`` as ``deidkit tag``'s (None or ``"auto"``: the model's pipeline); they are
    checked on the driver, which reads the model's JSON files (``model_dir`` must be
    readable there and by every executor) and a site's rules (shipped to the workers). With propagation the rows are first re-partitioned by document (a
    shuffle), so that each document is propagated whole however the input was partitioned;
    with ``patients`` too (doc_id -> patient id, as
    :func:`deidkit.patients.read_patient_map` reads ``tag --patients``) by patient, and
    propagation works across each patient's documents. With propagation across the corpus
    too, by vote: the tagged rows are persisted (tagged once, read three times), the vote's
    first two passes run as jobs at once, and the rows come out with the strings that carry
    the vote tagged wherever they stand."""
    model_dir = str(model_dir)
    options = dict(precision=precision, phi_threshold=phi_threshold, recognizers=recognizers,
                   propagate=propagate, uncased_model=str(uncased_model),
                   ensemble_model=str(ensemble_model),
                   patients=None if patients is None else dict(patients),
                   propagate_corpus=propagate_corpus, rules=rules)
    plan = engines.planned(model_dir, **options)  # refused here, not in a worker
    options = engines.shipped_options(plan, options)
    schema = engines.tagged_schema(schemas.conform_schema(arrow_schema(df), schemas.TOKENS))
    if plan.propagate:
        df = _documents_together(df, patients)
    tagged = _map(df, lambda batches: engines.tag_batches(batches, model_dir, threads=threads,
                                                          **options), schema)
    return (_across_corpus(tagged, engines.recognizers_of(plan), schema)
            if plan.propagate_corpus else tagged)


def _across_corpus(df, names: Sequence[str], schema: pa.Schema):
    """:func:`deidkit.pipeline.corpus_vote.across_corpus` on a cluster: passes 1 and 2 of
    the vote on each partition, merged on the driver; pass 3 on each partition with the
    vote."""
    from pyspark import StorageLevel

    df = df.persist(StorageLevel.MEMORY_AND_DISK)
    vote = engines.merged_vote(
        row.part for row in _map(df, engines.vote_part_batches, engines.VOTE_SCHEMA).collect())
    engines.decide_vote(vote, (row.part for row in _map(
        df, lambda batches: engines.vote_part_batches(batches, vote),
        engines.VOTE_SCHEMA).collect()))
    return _map(df, lambda batches: engines.voted_batches(batches, vote, names), schema)


def represent(df, model_dir: str, *, published_inference: bool = False, threads: int = 1):
    """Tokens rows -> representations rows (noise from the operating system in each worker
    unless ``published_inference``; collect with ``to_arrow(df, schema)`` to get the
    fixed-size vectors back)."""
    model_dir = str(model_dir)
    return _map(df, lambda batches: engines.represent_batches(
        batches, model_dir, published_inference=published_inference, threads=threads),
        engines.representations_schema(model_dir))


# ---------------------------------------------------------------------------------------
# Global positions: the one step that needs the order of the whole input

def _ordered_map(df, order: Sequence[str], fn, schema: pa.Schema):
    """``df`` sorted by ``order`` (which must identify rows), each partition mapped with
    ``fn(batches, rows_before, tokens_before)``: how many rows and tokens precede the
    partition in that order. Two jobs over the cached sorted rows: sizes, then the map."""
    from pyspark import TaskContext

    ordered = df.orderBy(*order).persist()
    names = list(order)

    def sizes(batches):
        first, rows, tokens = None, 0, 0
        for b in batches:
            if b.num_rows and first is None:
                first = json.dumps([b.column(c)[0].as_py() for c in names])
            rows += b.num_rows
            tokens += engines.token_count(b)
        if rows:
            yield pa.RecordBatch.from_pylist([{"partition": TaskContext.get().partitionId(),
                                               "first": first, "rows": rows,
                                               "tokens": tokens}])

    found = ordered.mapInArrow(sizes, "partition long, first string, rows long, tokens long")
    starts, rows, tokens = {}, 0, 0
    for r in sorted(found.collect(), key=lambda r: r["partition"]):
        starts[r["partition"]] = (r["first"], rows, tokens)
        rows, tokens = rows + r["rows"], tokens + r["tokens"]
    starts_bc = df.sparkSession.sparkContext.broadcast(starts)

    def mapped(batches):
        partition = TaskContext.get().partitionId()
        batches = (b for b in batches if b.num_rows)
        first = next(batches, None)
        if first is None:
            return
        key, rows_before, tokens_before = starts_bc.value.get(partition, (None, 0, 0))
        if key != json.dumps([first.column(c)[0].as_py() for c in names]):
            raise RuntimeError("the sorted partitions changed between the two passes of "
                               "deidkit.spark (a lost cache?): positions would be wrong")

        def chained():
            yield first
            yield from batches

        yield from fn(chained(), rows_before, tokens_before)

    return _map(ordered, mapped, schema)


def pseudonymize(df, neighbors: pa.Table, *, n: int = 100, exclude_self: bool = False,
                 seed: int = 0, coherent: bool = False, shuffle: bool = True,
                 keep_ids: bool = False, label_column: str = "labels"):
    """Tokens rows -> pseudonymized rows (neighbors strategy, ``neighbors``: an
    ``embed-neighbors`` table, broadcast once), the same draws as ``deidkit pseudonymize``
    with the same seed on the rows in ``(doc_id, sentence)`` order."""
    spark = df.sparkSession
    nb = spark.sparkContext.broadcast(engines.table_to_bytes(neighbors))
    in_schema = schemas.conform_schema(arrow_schema(df), schemas.TOKENS)
    renumber = not shuffle and not keep_ids
    schema = engines.pseudonymized_schema(in_schema, keep_ids=not renumber)

    def replace(batches, rows, position):
        source = engines.neighbor_source(nb.value, n=n, exclude_self=exclude_self)
        for batch in batches:
            out = engines.pseudonymize_batch(batch, source, seed=seed, position=position,
                                             coherent=coherent, label_column=label_column)
            position += engines.token_count(batch)
            if renumber:
                out = engines.without_ids(out, rows)
            rows += batch.num_rows
            yield out

    replaced = _ordered_map(df, ["doc_id", "sentence"], replace, schema)
    if not shuffle:
        return replaced
    from pyspark.sql import functions as F

    hashed = replaced.withColumn("_shuffle", F.xxhash64(F.lit(seed), "doc_id", "sentence"))
    order = ["_shuffle", "doc_id", "sentence"]
    if keep_ids:
        return hashed.orderBy(*order).drop("_shuffle")
    return _ordered_map(hashed, order,
                        lambda batches, rows, _: _renumbered(batches, rows),
                        engines.pseudonymized_schema(in_schema, keep_ids=False))


def _renumbered(batches, rows: int) -> Iterator[pa.RecordBatch]:
    for batch in batches:
        yield engines.without_ids(batch.drop_columns(["_shuffle"]), rows)
        rows += batch.num_rows


# ---------------------------------------------------------------------------------------
# Per document: evaluate, export

def _by_document(df):
    return df.repartition("doc_id").sortWithinPartitions("doc_id", "sentence")


def evaluate_counts(df, *, pred_column: str = "predicted", gold_column: str = "labels",
                    idnum_hipaa: bool = False):
    """Per-document counts (:func:`deidkit.engines.counts_schema`) of a tokens DataFrame
    with gold and predicted labels."""
    options = {"pred_column": pred_column, "gold_column": gold_column,
               "idnum_hipaa": idnum_hipaa}
    return _map(_by_document(df), lambda b: engines.document_counts_batches(b, **options),
                engines.counts_schema())


def evaluate(df, *, pred_column: str = "predicted", gold_column: str = "labels",
             idnum_hipaa: bool = False) -> dict:
    """``deidkit.evaluate.evaluate_tokens``' dict, computed by Spark: per-document counts,
    their sums per (evaluation, category), then the formulas on the driver."""
    from pyspark.sql import functions as F

    counts = evaluate_counts(df, pred_column=pred_column, gold_column=gold_column,
                             idnum_hipaa=idnum_hipaa)
    sums = counts.groupBy("evaluation", "category").agg(
        *[F.sum(F.coalesce(F.col(k), F.lit(0))).alias(k) for k in engines.sum_fields()])
    documents = df.select("doc_id").distinct().count()
    return engines.figures_from_sums([row.asDict() for row in sums.collect()], documents,
                                     idnum_hipaa=idnum_hipaa)


def export(tokens_df, documents_df, *, fmt: str = "i2b2", column: str = "predicted"):
    """Tokens rows with ``column`` and the documents (``doc_id``, ``text``) they came from
    -> one row per document: ``doc_id``, ``content`` (``deidkit export``'s file), ``tags``."""
    joined = tokens_df.join(documents_df.select("doc_id", "text"), "doc_id")
    return _map(_by_document(joined),
                lambda b: engines.export_batches(b, fmt=fmt, column=column),
                engines.export_schema())
