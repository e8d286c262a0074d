"""The stages as functions of one record batch, for cluster engines (``deidkit.spark``,
``deidkit.ray_data``).

This is the ONE place where the engines call into the stages (one section per stage), so
that a change of a stage's public names is made here only. Every function is silent,
takes and returns Arrow record batches or tables in ``deidkit.schemas``' schemas, and
keeps the state a worker needs (a tagger, a neighbour source, a representation model) in
a module-level cache, so that an engine's Python worker loads each model once however many
batches it maps.

Set ``DEIDKIT_LOAD_LOG`` to a file path to have every model load append a line (process
id and model directory) to it: how the tests count loads per worker.
"""

from __future__ import annotations

import os
from typing import Iterable, Iterator, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas

#: (kind, key) -> the loaded object, per Python process (an engine's worker).
_CACHE: dict[tuple[str, str], object] = {}
LOAD_LOG_ENV = "DEIDKIT_LOAD_LOG"


def _cached(kind: str, key: str, load):
    found = _CACHE.get((kind, key))
    if found is None:
        found = _CACHE[(kind, key)] = load()
        log = os.environ.get(LOAD_LOG_ENV)
        if log:
            with open(log, "a", encoding="utf-8") as fh:
                fh.write(f"{os.getpid()}\t{kind}\t{key}\n")
    return found


def set_threads(threads: int | None) -> None:
    """Torch threads per worker: an engine runs one worker per core, so 1 by default."""
    if threads:
        import torch

        if torch.get_num_threads() != threads:
            torch.set_num_threads(threads)


def tokens_schema() -> pa.Schema:
    from deidkit.tokenize import output_schema

    return output_schema()


# ---------------------------------------------------------------------------------------
# tokenize: (doc_id, text) rows -> tokens rows

def tokenize_batch(batch: pa.RecordBatch, *, strict: bool = False,
                   max_sentence_tokens: int | None = None) -> pa.RecordBatch:
    """Tokenize a batch of documents (``doc_id``; ``text``: plain text or i2b2 XML, string
    or binary, sniffed as the CLI sniffs standard input) into one tokens batch, in row order."""
    from deidkit.corpus import i2b2
    from deidkit.corpus.text import parse_text
    from deidkit.tokenize import MAX_SENTENCE_TOKENS, output_schema, tokenize_document
    from deidkit.tokenize.documents import BatchBuilder

    limit = MAX_SENTENCE_TOKENS if max_sentence_tokens is None else max_sentence_tokens
    builder = BatchBuilder(output_schema())
    doc_ids = batch.column("doc_id").to_pylist()
    for doc_id, text in zip(doc_ids, batch.column("text").to_pylist()):
        data = text.encode("utf-8") if isinstance(text, str) else (text or b"")
        if looks_like_xml(data):
            doc = i2b2.parse_document(data, doc_id=doc_id, source=doc_id, strict=strict)
            labelled = True
        else:
            doc, labelled = parse_text(data, doc_id=doc_id, source=doc_id), False
        builder.add(tokenize_document(doc, labelled=labelled, max_sentence_tokens=limit))
    return builder.build()


def looks_like_xml(data: bytes) -> bool:
    # as deidkit.tokenize.inputs sniffs standard input (its private _looks_like_xml)
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"<?xml") or head.startswith(b"<deIdi2b2")


# ---------------------------------------------------------------------------------------
# tag

def load_tagger(model_dir: str, *, threads: int | None = 1):
    """The tagger of ``model_dir`` (any kind :func:`deidkit.model_dirs.load_tagger` loads;
    a tagger on representations draws its noise from torch's global generator), loaded
    once per process."""
    from deidkit.model_dirs import load_tagger as load

    set_threads(threads)
    return _cached("tagger", str(model_dir), lambda: load(model_dir))


def tag_batches(batches: Iterable[pa.RecordBatch], model_dir: str, *,
                precision: str = "float32", threads: int | None = 1) -> Iterator[pa.RecordBatch]:
    from deidkit.tag import tag
    from deidkit.tokens_table import check_sentences

    tagger = load_tagger(model_dir, threads=threads)

    def checked():
        for batch in batches:
            batch = schemas.conform(batch, schemas.TOKENS)
            check_sentences(batch, replaced=["predicted"], null_tokens=True)
            yield batch

    yield from tag(checked(), tagger, precision=precision)


def tagged_schema(schema: pa.Schema) -> pa.Schema:
    from deidkit.tag import output_schema

    return output_schema(schema)


# ---------------------------------------------------------------------------------------
# pseudonymize (neighbors strategy)

def table_to_bytes(table: pa.Table) -> bytes:
    """An Arrow table as IPC stream bytes (what an engine broadcasts)."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return sink.getvalue().to_pybytes()


def neighbor_source(neighbors: bytes, *, n: int, exclude_self: bool = False):
    """The :class:`deidkit.pseudonymize.TableNeighbors` of a broadcast neighbors table,
    built once per process."""
    import hashlib

    from deidkit.pseudonymize import TableNeighbors

    key = f"{hashlib.sha256(neighbors).hexdigest()}:{n}:{exclude_self}"

    def build():
        table = pa.ipc.open_stream(neighbors).read_all()
        return TableNeighbors(table, n, exclude_self=exclude_self, source="neighbors")

    return _cached("neighbors", key, build)


def pseudonymize_batch(batch: pa.RecordBatch, source, *, seed: int, position: int,
                       coherent: bool = False, label_column: str = "labels") -> pa.RecordBatch:
    """The CLI's draws for a batch whose first token is token ``position`` of the whole
    input (the rows must be consecutive in the input order)."""
    from deidkit import pseudonymize as ps

    batch = schemas.conform(batch, schemas.TOKENS)
    ps.check_batch(batch, label_column)
    return ps.pseudonymize_batch(batch, source, seed=seed, position=position,
                                 coherent=coherent, label_column=label_column)


def pseudonymized_schema(schema: pa.Schema, *, keep_ids: bool) -> pa.Schema:
    from deidkit.pseudonymize import output_schema

    return output_schema(schema, keep_ids=keep_ids)


def without_ids(batch: pa.RecordBatch, first_row: int) -> pa.RecordBatch:
    """As the CLI writes a pseudonymized batch without ``keep_ids``: no ``starts``/``ends``,
    ``doc_id`` the constant, ``sentence`` the row's position in the output."""
    from deidkit.pseudonymize import PSEUDO_DOC_ID

    batch = batch.drop_columns([c for c in ("starts", "ends") if c in batch.schema.names])
    i, j = batch.schema.get_field_index("doc_id"), batch.schema.get_field_index("sentence")
    batch = batch.set_column(i, batch.schema.field(i),
                             pa.array([PSEUDO_DOC_ID] * batch.num_rows, pa.string()))
    rows = np.arange(first_row, first_row + batch.num_rows, dtype=np.int32)
    return batch.set_column(j, batch.schema.field(j), pa.array(rows))


def shuffle_keys(table: pa.Table | pa.RecordBatch, *, seed: int) -> pa.Array:
    """A seeded 64-bit sort key per row from its (doc_id, sentence): an engine's shuffle."""
    from deidkit.hashing import hash_str, splitmix64

    docs = table.column("doc_id").to_pylist()
    doc_hash = np.array([hash_str(seed, "shuffle", d) for d in docs], dtype=np.uint64)
    sentences = table.column("sentence").to_numpy(zero_copy_only=False).astype(np.uint64)
    return pa.array(splitmix64(doc_hash ^ splitmix64(sentences)).view(np.int64), pa.int64())


def token_count(batch: pa.RecordBatch) -> int:
    return int(pc.sum(pc.list_value_length(batch.column("tokens"))).as_py() or 0)


# ---------------------------------------------------------------------------------------
# represent

def load_bundle(model_dir: str, *, threads: int | None = 1):
    from deidkit.model_dirs import load_bundle as load

    set_threads(threads)
    return _cached("representation", str(model_dir), lambda: load(model_dir))


def represent_batches(batches: Iterable[pa.RecordBatch], model_dir: str, *,
                      published_inference: bool = False,
                      threads: int | None = 1) -> Iterator[pa.RecordBatch]:
    """Representations; the noise (unless ``published_inference``) is drawn from a generator
    seeded by the operating system in each worker, as the CLI does without ``--seed``."""
    from deidkit.represent import represent

    bundle = load_bundle(model_dir, threads=threads)
    yield from represent((schemas.conform(b, schemas.TOKENS) for b in batches), bundle,
                         published_inference=published_inference)


def representations_schema(model_dir: str) -> pa.Schema:
    from deidkit.represent import output_schema

    return output_schema(load_bundle(model_dir, threads=None).size)


# ---------------------------------------------------------------------------------------
# Rows grouped by document (evaluate, export)

def by_document(batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """The rows of each document as one batch, from batches whose rows come grouped by
    ``doc_id`` (a document may straddle batches)."""
    held: list[pa.RecordBatch] = []
    for batch in batches:
        if not batch.num_rows:
            continue
        ids = batch.column("doc_id").to_numpy(zero_copy_only=False)
        cuts = np.flatnonzero(ids[1:] != ids[:-1]) + 1
        start = 0
        for cut in cuts.tolist():
            held.append(batch.slice(start, cut - start))
            yield _concat(held)
            held, start = [], cut
        held.append(batch.slice(start))
    if held:
        yield _concat(held)


def _concat(batches: list[pa.RecordBatch]) -> pa.RecordBatch:
    if len(batches) == 1:
        return batches[0]
    return pa.Table.from_batches(batches).combine_chunks().to_batches()[0]


# ---------------------------------------------------------------------------------------
# evaluate: per-document counts, and the figures from their sums

COUNT_FIELDS = ("tp", "fp", "fn")


def counts_schema() -> pa.Schema:
    """One row per (document, evaluation, category): tp/fp/fn, or for the leakage
    evaluations ``leaked`` and ``phi_tokens`` (the other columns null)."""
    return pa.schema([("doc_id", pa.string()), ("evaluation", pa.string()),
                      ("category", pa.string()), ("tp", pa.int64()), ("fp", pa.int64()),
                      ("fn", pa.int64()), ("leaked", pa.int64()), ("phi_tokens", pa.int64())])


def document_counts(batch: pa.RecordBatch, *, pred_column: str = "predicted",
                    gold_column: str = "labels", idnum_hipaa: bool = False) -> pa.RecordBatch:
    """The per-document counts of ``deidkit.evaluate`` (what ``compare_runs`` and the macro
    figures use) for the rows of one whole document of a tokens table."""
    from deidkit.evaluate import score_tokens

    table = pa.Table.from_batches([schemas.conform(batch, schemas.TOKENS)])
    scores = score_tokens(table, pred_column=pred_column, gold_column=gold_column,
                          idnum_hipaa=idnum_hipaa)
    rows = []
    for (ev, cat), counts in scores.counts.items():
        for doc_id, (tp, fp, fn) in zip(scores.doc_ids, counts.tolist()):
            if tp or fp or fn:
                rows.append({"doc_id": doc_id, "evaluation": ev, "category": cat,
                             "tp": tp, "fp": fp, "fn": fn})
    for (ev, cat), (leaked, total) in scores.leakage.items():
        rows.append({"doc_id": scores.doc_ids[0], "evaluation": ev, "category": cat, "leaked": leaked,
                     "phi_tokens": total})
    return pa.RecordBatch.from_pylist(rows, schema=counts_schema())


def document_counts_batches(batches: Iterable[pa.RecordBatch], **options) -> Iterator[pa.RecordBatch]:
    """:func:`document_counts` of each document of batches grouped by ``doc_id``."""
    for batch in by_document(batches):
        yield document_counts(batch, **options)


def sum_counts(batch: pa.RecordBatch) -> list[dict]:
    """The sums of :data:`SUM_FIELDS` per (evaluation, category) of per-document counts
    (one document per row and (evaluation, category)); partial sums add up."""
    out: dict[tuple[str, str], dict] = {}
    for row in batch.to_pylist():
        s = out.setdefault((row["evaluation"], row["category"]),
                           {"evaluation": row["evaluation"], "category": row["category"],
                            **{k: 0 for k in SUM_FIELDS}})
        tp, fp, fn = (row[k] or 0 for k in COUNT_FIELDS)
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        for k, v in zip(SUM_FIELDS, (tp, fp, fn, p, p * p, r, r * r, row["leaked"] or 0,
                                     row["phi_tokens"] or 0)):
            s[k] += v
    return list(out.values())


#: The sums an engine computes per (evaluation, category) from the per-document counts:
#: micro counts, and per-document precision and recall summed and squared (macro figures).
SUM_FIELDS = ("tp", "fp", "fn", "p", "p2", "r", "r2", "leaked", "phi_tokens")


def figures_from_sums(sums: Sequence[dict], documents: int, *, idnum_hipaa: bool = False) -> dict:
    """``evaluate_tokens``' dict from the summed counts of every document (``sums``: one dict
    per (evaluation, category) with :data:`SUM_FIELDS`; ``documents``: how many documents
    there are, including those without a count row, whose precision and recall are 0)."""
    from deidkit.evaluate import LEAKAGE_EVALUATIONS, Scores, f_beta
    from deidkit.evaluate.official import precision, recall

    by_row = {(s["evaluation"], s["category"]): s for s in sums}
    template = Scores(doc_ids=[], idnum_hipaa=idnum_hipaa)
    out: dict = {}
    for ev, cat in template.rows():
        s = by_row.get((ev, cat), {})
        tp, fp, fn = (int(s.get(k) or 0) for k in COUNT_FIELDS)
        p, r = precision(tp, fp), recall(tp, fn)
        figs = {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": f_beta(p, r)}
        mp, mr = (float(s.get(k) or 0.0) / documents if documents else 0.0 for k in ("p", "r"))
        sd = [np.sqrt(max(float(s.get(k) or 0.0) / documents - m * m, 0.0)) if documents else 0.0
              for k, m in (("p2", mp), ("r2", mr))]
        figs.update(macro_precision=mp, macro_recall=mr, macro_f1=f_beta(mp, mr),
                    macro_precision_sd=float(sd[0]), macro_recall_sd=float(sd[1]))
        out.setdefault(ev, {})[cat] = figs
    template_dict = template.to_dict()
    for ev in LEAKAGE_EVALUATIONS:
        out[ev] = {}
        for cat in template_dict[ev]:
            s = by_row.get((ev, cat), {})
            leaked, total = int(s.get("leaked") or 0), int(s.get("phi_tokens") or 0)
            out[ev][cat] = {"phi_tokens": total, "leaked": leaked,
                            "leakage": leaked / float(total) if total else 0.0}
    return out


# ---------------------------------------------------------------------------------------
# export: tokens rows with predictions + each document's text -> one file's content

def export_schema() -> pa.Schema:
    return pa.schema([("doc_id", pa.string()), ("content", pa.string()), ("tags", pa.int64())])


def export_batches(batches: Iterable[pa.RecordBatch], *, fmt: str = "i2b2",
                   column: str = "predicted") -> Iterator[pa.RecordBatch]:
    """Exported documents (``deidkit export``'s file contents) from tokens rows that carry
    their document's source ``text`` (plain text or i2b2 XML), grouped by ``doc_id``."""
    from deidkit.export import export

    for batch in by_document(batches):
        doc_id = batch.column("doc_id")[0].as_py()
        raw = batch.column("text")[0].as_py()
        data = raw.encode("utf-8") if isinstance(raw, str) else raw
        text = _source_text(data, doc_id)
        tokens = pa.Table.from_batches([schemas.conform(batch.drop_columns(["text"]),
                                                        schemas.TOKENS)])
        rows = [{"doc_id": d.doc_id, "content": d.content, "tags": d.tags}
                for d in export(tokens, {doc_id: text}, fmt=fmt, column=column)]
        yield pa.RecordBatch.from_pylist(rows, schema=export_schema())


def _source_text(data: bytes, doc_id: str) -> str:
    from deidkit.corpus import i2b2
    from deidkit.corpus.text import parse_text

    if looks_like_xml(data):
        return i2b2.parse_document(data, doc_id=doc_id, source=doc_id).text
    return parse_text(data, doc_id=doc_id, source=doc_id).text
