"""The stages on Ray Data: ``Dataset.map_batches(..., batch_format="pyarrow")``.

``pip install 'clinical-deidkit[ray]'``. (Named ``ray_data`` so as not to shadow the ``ray``
package.) The same stages as :mod:`deidkit.spark`, with the same row-wise work
(:mod:`deidkit.engines`):

* :func:`tokenize`: a Dataset of ``doc_id`` and ``text`` -> tokens rows;
* :func:`tag` and :func:`represent`: callable classes (:class:`Tag`, :class:`Represent`)
  run as actors, each loading its model once, in ``__init__`` (for ``tag``, the
  de-identifier of the model directory, :class:`deidkit.pipeline.Deidentifier`); with propagation, ``tag``
  groups the rows by ``doc_id`` (or by patient) first, so a document is tagged whole
  wherever its rows lie;
* :func:`pseudonymize`: the neighbours table is put in the object store once; the draws are
  the CLI's for the same seed on the rows in ``(doc_id, sentence)`` order (each sorted
  block is told the global position of its first token); the shuffle is a sort by a hash
  of the seed and the row, then ids and offsets dropped as on the CLI;
* :func:`evaluate_counts`, :func:`evaluate`: per-document counts, summed, then the formulas;
* :func:`export`: tokens with predictions joined with the documents' texts -> one
  exported file content per document.
"""

from __future__ import annotations

import json
from typing import Mapping, Sequence

import pyarrow as pa
import pyarrow.compute as pc

from deidkit import engines, schemas

DEFAULT_BATCH_ROWS = 1024


def _ray():
    try:
        import ray
        import ray.data  # noqa: F401
    except ImportError:  # pragma: no cover - the extra is not installed
        raise ImportError("deidkit.ray_data needs Ray Data: "
                          "pip install 'clinical-deidkit[ray]'") from None
    return ray


def _batch(table: pa.Table) -> pa.RecordBatch:
    table = table.combine_chunks()
    batches = table.to_batches()
    return batches[0] if batches else pa.RecordBatch.from_pylist([], schema=table.schema)


def _table(batches, schema: pa.Schema) -> pa.Table:
    return pa.Table.from_batches([b.select(schema.names) for b in batches],
                                 schema=pa.schema(list(schema)))


def to_arrow(ds, schema: pa.Schema | None = None) -> pa.Table:
    """Collect ``ds`` as one Arrow table (cast to ``schema`` if given)."""
    ray = _ray()
    tables = [t for t in ray.get(ds.to_arrow_refs()) if t.num_rows]
    if not tables:
        return schema.empty_table() if schema is not None else pa.table({})
    table = pa.concat_tables(tables, promote_options="permissive")
    return table.select(schema.names).cast(pa.schema(list(schema))) if schema else table


def _actors(concurrency: int):
    ray = _ray()
    return ray.data.ActorPoolStrategy(size=concurrency)


# ---------------------------------------------------------------------------------------
# Row-wise stages

def _tokenize(table: pa.Table, *, strict: bool, max_sentence_tokens) -> pa.Table:
    out = engines.tokenize_batch(_batch(table.select(["doc_id", "text"])), strict=strict,
                                 max_sentence_tokens=max_sentence_tokens)
    return pa.Table.from_batches([out])


def tokenize(ds, *, strict: bool = False, max_sentence_tokens: int | None = None,
             batch_size: int = 32):
    """Documents (``doc_id``, ``text``: plain text or i2b2 XML) -> tokens rows."""
    return ds.map_batches(_tokenize, batch_format="pyarrow", batch_size=batch_size,
                          fn_kwargs={"strict": strict,
                                     "max_sentence_tokens": max_sentence_tokens})


class Tag:
    """``map_batches`` callable: the de-identifier of ``model_dir`` with ``options``
    (:func:`deidkit.engines.deidentifier`), built once per actor."""

    def __init__(self, model_dir: str, options: dict, threads: int = 1):
        self.model_dir, self.options, self.threads = str(model_dir), dict(options), threads
        engines.deidentifier(self.model_dir, threads=threads, **self.options)

    def __call__(self, table: pa.Table) -> pa.Table:
        out = engines.tag_batches([_batch(table)], self.model_dir, threads=self.threads,
                                  **self.options)
        return pa.Table.from_batches(list(out))


class TagGroup(Tag):
    """``map_groups`` callable: the rows of one document (or one patient's documents), put
    back in document and sentence order (a sort within a group need not keep it) and
    tagged together, so that propagation sees all of them."""

    def __call__(self, table: pa.Table) -> pa.Table:
        table = table.sort_by([("doc_id", "ascending"), ("sentence", "ascending")])
        if engines.PATIENT_COLUMN in table.column_names:
            table = table.drop_columns([engines.PATIENT_COLUMN])
        return super().__call__(table)


def _with_patient(table: pa.Table, *, patients: Mapping[str, str]) -> pa.Table:
    from deidkit.patients import patient_ids

    ids = patient_ids(table.column("doc_id").combine_chunks(), patients, None)
    return table.append_column(engines.PATIENT_COLUMN, ids)


def tag(ds, model_dir: str, *, precision: str | None = None, threads: int = 1,
        phi_threshold: str | float | None = None, concurrency: int = 2, num_cpus: float = 1,
        batch_size: int | None = None, recognizers: str | None = None,
        propagate: bool | None = None, uncased_model: str = "auto",
        ensemble_model: str = "auto", patients: Mapping[str, str] | None = None,
        propagate_corpus: bool | None = None, rules=None):
    """Tokens rows -> the same rows with ``predicted``, tagged by the
    :class:`deidkit.pipeline.Deidentifier` of ``model_dir`` (its pipeline.json) on
    ``concurrency`` actors of ``num_cpus`` each (leave CPUs for the tasks that feed them:
    actors holding every CPU starve an upstream shuffle). ``precision``, ``phi_threshold``,
    ``recognizers``, ``propagate``, ``uncased_model``, ``ensemble_model``,
    ``propagate_corpus`` and ``rules`` as ``deidkit tag``'s (None or ``"auto"``: the model's pipeline),
    checked here before any work. With propagation the rows are grouped by ``doc_id`` (a
    shuffle) and each document is tagged in one call, as ``deidkit tag`` does, however the
    input's blocks cut it; with ``patients`` too (doc_id -> patient id, as
    :func:`deidkit.patients.read_patient_map` reads ``tag --patients``) they are grouped by
    patient and propagation works across each patient's documents. Without propagation,
    blocks of ``batch_size`` rows (default :data:`DEFAULT_BATCH_ROWS`), which grouping
    does not take. With propagation across the corpus too, by vote: the tagged dataset is
    materialized (tagged once, read three times) and the vote's first two passes run at
    once."""
    options = dict(precision=precision, phi_threshold=phi_threshold, recognizers=recognizers,
                   propagate=propagate, uncased_model=str(uncased_model),
                   ensemble_model=str(ensemble_model),
                   patients=None if patients is None else dict(patients),
                   propagate_corpus=propagate_corpus, rules=rules)
    plan = engines.planned(str(model_dir), **options)  # refused here, not in an actor
    options = engines.shipped_options(plan, options)
    if plan.propagate and batch_size is not None:
        raise ValueError("batch_size applies without propagation only: with it, each "
                         "document is tagged in one call")
    args = (str(model_dir), options, threads)
    if not plan.propagate:
        return ds.map_batches(Tag, fn_constructor_args=args, batch_format="pyarrow",
                              batch_size=batch_size or DEFAULT_BATCH_ROWS,
                              compute=_actors(concurrency), num_cpus=num_cpus)
    key = "doc_id"
    if patients is not None:
        ds = ds.map_batches(_with_patient, batch_format="pyarrow",
                            fn_kwargs={"patients": dict(patients)})
        key = engines.PATIENT_COLUMN
    tagged = ds.groupby(key).map_groups(TagGroup, fn_constructor_args=args,
                                        batch_format="pyarrow", compute=_actors(concurrency),
                                        num_cpus=num_cpus)
    return (_across_corpus(tagged, engines.recognizers_of(plan)) if plan.propagate_corpus
            else tagged)


def _vote_part(table: pa.Table, vote=None) -> pa.Table:
    return pa.Table.from_batches(list(engines.vote_part_batches(table.to_batches(), vote)))


def _voted(table: pa.Table, vote, names) -> pa.Table:
    return pa.Table.from_batches(list(engines.voted_batches([_batch(table)], vote, names)))


def _across_corpus(ds, names):
    """:func:`deidkit.pipeline.corpus_vote.across_corpus` on a cluster: passes 1 and 2 of
    the vote on each block, merged on the driver; pass 3 on each block with the vote."""
    ds = ds.materialize()
    vote = engines.merged_vote(row["part"] for row in ds.map_batches(
        _vote_part, batch_format="pyarrow", batch_size=None).take_all())
    engines.decide_vote(vote, (row["part"] for row in ds.map_batches(
        _vote_part, batch_format="pyarrow", batch_size=None,
        fn_kwargs={"vote": vote}).take_all()))
    return ds.map_batches(_voted, batch_format="pyarrow", batch_size=None,
                          fn_kwargs={"vote": vote, "names": names})


class Represent:
    """``map_batches`` callable: the representation model of ``model_dir``, once per actor."""

    def __init__(self, model_dir: str, published_inference: bool = False, threads: int = 1):
        self.model_dir, self.published, self.threads = str(model_dir), published_inference, threads
        engines.load_bundle(self.model_dir, threads=threads)

    def __call__(self, table: pa.Table) -> pa.Table:
        out = engines.represent_batches([_batch(table)], self.model_dir,
                                        published_inference=self.published,
                                        threads=self.threads)
        return pa.Table.from_batches(list(out))


def represent(ds, model_dir: str, *, published_inference: bool = False, threads: int = 1,
              concurrency: int = 2, num_cpus: float = 1, batch_size: int = DEFAULT_BATCH_ROWS):
    """Tokens rows -> representations rows (noise from the operating system in each actor
    unless ``published_inference``)."""
    return ds.map_batches(Represent, fn_constructor_args=(str(model_dir), published_inference,
                                                          threads),
                          batch_format="pyarrow", batch_size=batch_size,
                          compute=_actors(concurrency), num_cpus=num_cpus)


# ---------------------------------------------------------------------------------------
# Global positions

def _key(batch: pa.RecordBatch, names: Sequence[str]) -> str:
    return json.dumps([batch.column(c)[0].as_py() for c in names])


def _sizes(table: pa.Table, *, names: Sequence[str]) -> pa.Table:
    if not table.num_rows:
        return pa.table({"first": pa.array([], pa.string()), "rows": pa.array([], pa.int64()),
                         "tokens": pa.array([], pa.int64())})
    batch = _batch(table)
    return pa.table({"first": [_key(batch, names)], "rows": [batch.num_rows],
                     "tokens": [engines.token_count(batch)]})


def _block_starts(ordered, names: Sequence[str]) -> dict[str, tuple[int, int]]:
    """First key of each sorted block -> (rows before it, tokens before it)."""
    sizes = ordered.map_batches(_sizes, batch_size=None, batch_format="pyarrow",
                                fn_kwargs={"names": list(names)}).take_all()
    starts, rows, tokens = {}, 0, 0
    for s in sorted(sizes, key=lambda s: json.loads(s["first"])):
        starts[s["first"]] = (rows, tokens)
        rows, tokens = rows + s["rows"], tokens + s["tokens"]
    return starts


class _Ordered:
    """A sorted block mapped knowing the rows and tokens before it (:meth:`run`)."""

    def __init__(self, starts: dict, names: Sequence[str]):
        self.starts, self.names = starts, list(names)

    def __call__(self, table: pa.Table) -> pa.Table:
        batch = _batch(table)
        if not batch.num_rows:
            return table
        found = self.starts.get(_key(batch, self.names))
        if found is None:
            raise RuntimeError("a sorted block of deidkit.ray_data changed between its two "
                               "passes: positions would be wrong")
        return pa.Table.from_batches([self.run(batch, *found)])

    def run(self, batch: pa.RecordBatch, rows: int, tokens: int) -> pa.RecordBatch:
        raise NotImplementedError


class _Pseudonymize(_Ordered):
    def __init__(self, starts, names, neighbors_ref, options: dict):
        super().__init__(starts, names)
        ray = _ray()
        self.options = dict(options)
        self.renumber = self.options.pop("renumber")
        n, exclude_self = self.options.pop("n"), self.options.pop("exclude_self")
        self.source = engines.neighbor_source(ray.get(neighbors_ref), n=n,
                                              exclude_self=exclude_self)

    def run(self, batch, rows, tokens):
        out = engines.pseudonymize_batch(batch, self.source, position=tokens, **self.options)
        return engines.without_ids(out, rows) if self.renumber else out


class _Renumber(_Ordered):
    def run(self, batch, rows, tokens):
        return engines.without_ids(batch.drop_columns(["_shuffle"]), rows)


def _ordered_map(ds, order: Sequence[str], cls, *args, concurrency: int = 2,
                 num_cpus: float = 1):
    ordered = ds.sort(list(order)).materialize()
    starts = _block_starts(ordered, order)
    return ordered.map_batches(cls, fn_constructor_args=(starts, list(order), *args),
                               batch_size=None, batch_format="pyarrow",
                               compute=_actors(concurrency), num_cpus=num_cpus)


def _shuffle_key(table: pa.Table, *, seed: int) -> pa.Table:
    return table.append_column("_shuffle", engines.shuffle_keys(table, seed=seed))


def pseudonymize(ds, neighbors: pa.Table, *, n: int = 100, exclude_self: bool = False,
                 seed: int = 0, coherent: bool = False, shuffle: bool = True,
                 keep_ids: bool = False, label_column: str = "labels", concurrency: int = 2,
                 num_cpus: float = 1):
    """Tokens rows -> pseudonymized rows (neighbors strategy), the same draws as ``deidkit
    pseudonymize`` with the same seed on the rows in ``(doc_id, sentence)`` order."""
    ray = _ray()
    neighbors_ref = ray.put(engines.table_to_bytes(neighbors))
    renumber = not shuffle and not keep_ids
    options = {"seed": seed, "coherent": coherent, "label_column": label_column, "n": n,
               "exclude_self": exclude_self, "renumber": renumber}
    replaced = _ordered_map(ds, ["doc_id", "sentence"], _Pseudonymize, neighbors_ref, options,
                            concurrency=concurrency, num_cpus=num_cpus)
    if not shuffle:
        return replaced
    hashed = replaced.map_batches(_shuffle_key, batch_format="pyarrow", fn_kwargs={"seed": seed})
    order = ["_shuffle", "doc_id", "sentence"]
    if keep_ids:
        return hashed.sort(order).drop_columns(["_shuffle"])
    return _ordered_map(hashed, order, _Renumber, concurrency=concurrency, num_cpus=num_cpus)


# ---------------------------------------------------------------------------------------
# Per document: evaluate, export

def _document_counts(table: pa.Table, **options) -> pa.Table:
    table = table.sort_by([("doc_id", "ascending"), ("sentence", "ascending")])
    return pa.Table.from_batches(list(engines.document_counts_batches([_batch(table)],
                                                                      **options)),
                                 schema=engines.counts_schema())


def evaluate_counts(ds, *, pred_column: str = "predicted", gold_column: str = "labels",
                    idnum_hipaa: bool = False):
    """Per-document counts (:func:`deidkit.engines.counts_schema`)."""
    return ds.groupby("doc_id").map_groups(
        _document_counts, batch_format="pyarrow",
        fn_kwargs={"pred_column": pred_column, "gold_column": gold_column,
                   "idnum_hipaa": idnum_hipaa})


def _sums(table: pa.Table) -> pa.Table:
    rows = engines.sum_counts(_batch(table))
    return pa.Table.from_pylist(rows) if rows else pa.table({})


def evaluate(ds, *, pred_column: str = "predicted", gold_column: str = "labels",
             idnum_hipaa: bool = False) -> dict:
    """``deidkit.evaluate.evaluate_tokens``' dict: per-document counts summed per
    (evaluation, category) by Ray, then the formulas."""
    counts = evaluate_counts(ds, pred_column=pred_column, gold_column=gold_column,
                             idnum_hipaa=idnum_hipaa)
    sums = counts.groupby(["evaluation", "category"]).map_groups(_sums, batch_format="pyarrow")
    documents = len(ds.unique("doc_id"))
    return engines.figures_from_sums(sums.take_all(), documents, idnum_hipaa=idnum_hipaa)


def _export_layout(column: str) -> pa.Schema:
    tokens = schemas.TOKENS.arrow(include_optional=["starts", "ends"])
    fields = [tokens.field(c) for c in ("doc_id", "sentence", "tokens", "starts", "ends",
                                        "labels")]
    if column != "labels":
        fields.append(pa.field(column, pa.list_(pa.string())))
    return pa.schema(fields + [pa.field("text", pa.binary())])


def _token_rows(table: pa.Table, *, column: str) -> pa.Table:
    layout = _export_layout(column)
    if "labels" not in table.column_names:  # unlabelled notes
        table = table.append_column("labels", pa.nulls(table.num_rows, pa.list_(pa.string())))
    batch = schemas.conform(_batch(table.select(layout.names[:-1])), schemas.TOKENS)
    batch = batch.append_column("text", pa.nulls(batch.num_rows, pa.binary()))
    return pa.Table.from_batches([batch]).cast(layout)


def _text_rows(table: pa.Table, *, column: str) -> pa.Table:
    layout = _export_layout(column)
    n = table.num_rows
    texts = table.column("text")
    if not pa.types.is_binary(texts.type):
        texts = pa.chunked_array([pa.array([t.encode("utf-8") for t in texts.to_pylist()],
                                           pa.binary())])
    columns = {f.name: pa.nulls(n, f.type) for f in layout}
    columns.update(doc_id=table.column("doc_id").cast(pa.string()),
                   sentence=pa.array([-1] * n, pa.int32()), text=texts)
    return pa.table([columns[f.name] for f in layout], schema=layout)


def _export(table: pa.Table, *, fmt: str, column: str) -> pa.Table:
    table = table.sort_by([("sentence", "ascending")])
    is_text = pc.equal(table.column("sentence"), -1)
    text = table.filter(is_text).column("text")[0]
    rows = table.filter(pc.invert(is_text))
    rows = rows.set_column(rows.schema.get_field_index("text"), "text",
                           pa.array([text.as_py()] * rows.num_rows, pa.binary()))
    return pa.Table.from_batches(list(engines.export_batches([_batch(rows)], fmt=fmt,
                                                             column=column)),
                                 schema=engines.export_schema())


def export(tokens_ds, documents_ds, *, fmt: str = "i2b2", column: str = "predicted"):
    """Tokens rows with ``column`` and the documents (``doc_id``, ``text``) they came from
    -> one row per document: ``doc_id``, ``content`` (``deidkit export``'s file), ``tags``.
    Each document's text travels as one extra row (sentence -1) of its group."""
    options = {"column": column}
    rows = tokens_ds.map_batches(_token_rows, batch_format="pyarrow", fn_kwargs=options)
    texts = documents_ds.map_batches(_text_rows, batch_format="pyarrow", fn_kwargs=options)
    return rows.union(texts).groupby("doc_id").map_groups(
        _export, batch_format="pyarrow", fn_kwargs={"fmt": fmt, "column": column})
