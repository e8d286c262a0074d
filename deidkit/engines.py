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
    from deidkit.tokenize import MAX_SENTENCE_TOKENS, output_schema, tokenize_document
    from deidkit.tokenize.documents import BatchBuilder

    limit = MAX_SENTENCE_TOKENS if max_sentence_tokens is None else max_sentence_tokens
    builder = BatchBuilder(output_schema())
    doc_ids = batch.column("doc_id").to_pylist()
    for doc_id, text in zip(doc_ids, batch.column("text").to_pylist()):
        doc, labelled = read_bytes(doc_id, text, strict=strict)
        builder.add(tokenize_document(doc, labelled=labelled, max_sentence_tokens=limit))
    return builder.build()


def read_bytes(doc_id: str, text: str | bytes | None, *, strict: bool = False):
    """``(document, labelled)`` of a document's raw content, sniffed as the CLI sniffs
    standard input (:func:`deidkit.tokenize.inputs.read_bytes`)."""
    from deidkit.tokenize.inputs import read_bytes as read

    data = text.encode("utf-8") if isinstance(text, str) else (text or b"")
    return read(data, doc_id=doc_id, source=doc_id, strict=strict)


# ---------------------------------------------------------------------------------------
# tag: through one deidkit.pipeline.Deidentifier per worker

#: The column an engine's ``tag`` brings a patient's rows together by (dropped before
#: tagging).
PATIENT_COLUMN = "_deidkit_patient"


def planned(model_dir: str, **options):
    """The pipeline an engine's ``tag`` runs with ``options`` (``deidkit tag``'s, as keyword
    arguments: :meth:`deidkit.pipeline.Deidentifier.from_dir`), its options checked on the
    driver before any work, in the words of keyword arguments (a
    :class:`deidkit.pipeline.checks.PipelineError`, a ValueError). Its ``propagate`` and
    ``propagate_corpus`` say how the engine must group the rows, its ``recognizers`` what
    the corpus's vote keeps."""
    from deidkit.pipeline import Deidentifier
    from deidkit.pipeline.checks import KEYWORDS

    return Deidentifier.planned(model_dir, spelling=KEYWORDS, **options)


def shipped_options(plan, options: dict) -> dict:
    """``options`` as an engine ships them to its workers after :func:`planned`: the site's
    rules the driver read (``rules``: a file only the driver may see), not their file."""
    return {**options, "rules": "none" if plan.rules is None else plan.rules}


def recognizers_of(plan) -> tuple:
    """The recognizers a plan (:func:`planned`) runs, a site's rules first: what the corpus's
    vote keeps of their not-PHI finds (:func:`voted_batches`)."""
    from deidkit.recognizers.site_rules import site_recognizers

    return site_recognizers(plan.rules) + tuple(plan.recognizers)


def deidentifier(model_dir: str, *, threads: int | None = 1, **options):
    """The :class:`deidkit.pipeline.Deidentifier` of ``model_dir`` with ``options`` (as
    :func:`planned`), built once per process (an engine's worker) for each set of options."""
    import hashlib
    import json

    from deidkit.pipeline import Deidentifier
    from deidkit.pipeline.checks import KEYWORDS

    set_threads(threads)
    key = hashlib.sha256(json.dumps([str(model_dir), options], sort_keys=True,
                                    default=str).encode()).hexdigest()
    return _cached("tagger", f"{model_dir}\0{key}", lambda: Deidentifier.from_dir(
        model_dir, spelling=KEYWORDS, **options))


def tag_batches(batches: Iterable[pa.RecordBatch], model_dir: str, *,
                threads: int | None = 1, **options) -> Iterator[pa.RecordBatch]:
    """The CLI's ``tag`` on the batches of one partition, through the worker's
    :func:`deidentifier`: ``options`` as ``deidkit tag``'s (:meth:`deidkit.pipeline.
    Deidentifier.from_dir`: ``phi_threshold``, ``recognizers``, ``propagate``,
    ``uncased_model``, ``ensemble_model``, ``patients``, ``precision``...; None or
    ``"auto"``: the model's pipeline). Propagation works within the documents of the batches
    given (a document split between two calls is two documents; with ``patients``, doc_id
    -> patient id, across each patient's documents, which must be consecutive rows); the
    corpus's vote spans partitions: the engine runs it (:func:`vote_part_batches`,
    :func:`voted_batches`)."""
    from deidkit.tokens_table import check_sentences

    deid = deidentifier(model_dir, threads=threads, **options)

    def checked():
        for batch in batches:
            batch = schemas.conform(batch, schemas.TOKENS)
            check_sentences(batch, replaced=["predicted", "phi_source"], null_tokens=True)
            yield batch

    yield from deid.tag_partition(checked())


#: One row per partition: the state of pass 1 or 2 of the corpus's vote, as JSON.
VOTE_SCHEMA = pa.schema([("part", pa.string())])


def vote_part_batches(batches: Iterable[pa.RecordBatch], vote=None
                      ) -> Iterator[pa.RecordBatch]:
    """Tagged batches of one partition -> one row: pass 1's state of the corpus's vote
    (``vote`` None) or pass 2's, counting the candidates of ``vote``
    (:func:`deidkit.pipeline.corpus_vote.collected_part`,
    :func:`deidkit.pipeline.corpus_vote.counted_part`)."""
    import json

    from deidkit.pipeline.corpus_vote import collected_part, counted_part

    part = collected_part(batches) if vote is None else counted_part(batches, vote)
    yield pa.record_batch([pa.array([json.dumps(part)], pa.string())], schema=VOTE_SCHEMA)


def merged_vote(parts: Iterable[str]):
    """The corpus's vote after pass 1, from every partition's :func:`vote_part_batches`,
    with its candidates chosen (so that what pass 2 ships to each partition is the
    candidates, not every string the corpus tagged)."""
    import json

    from deidkit.propagate import CorpusVote

    vote = CorpusVote()
    vote.merge_collected([json.loads(part) for part in parts])
    vote.counting()
    return vote


def decide_vote(vote, parts: Iterable[str]) -> None:
    """Pass 2's counts of every partition merged into ``vote``, and its decision."""
    import json

    vote.merge_counted([json.loads(part) for part in parts])
    vote.decide()


def voted_batches(batches: Iterable[pa.RecordBatch], vote, names: Sequence[str]
                  ) -> Iterator[pa.RecordBatch]:
    """Pass 3: each tagged batch with the strings that carry ``vote`` tagged wherever they
    stand (``names``: the recognizers that ran, :func:`planned`)."""
    from deidkit.pipeline.corpus_vote import voted_batch

    for batch in batches:
        yield voted_batch(batch, vote, names)


def tagged_schema(schema: pa.Schema) -> pa.Schema:
    from deidkit.pipeline.metadata import output_schema

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
    from deidkit.pseudonymize import without_ids as renumber

    return renumber(batch, first_row)


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
    """The output schema of :func:`represent_batches`, from the config alone (no model
    loaded on the driver)."""
    from deidkit.represent import output_schema, representation_size

    return output_schema(representation_size(model_dir))


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

def counts_schema() -> pa.Schema:
    """One row per (document, evaluation, category): :data:`deidkit.evaluate.SUM_FIELDS`,
    or for the leakage evaluations ``leaked`` and ``phi_tokens``, or for the redaction rate
    ``redacted`` and ``tokens`` (the other columns null)."""
    from deidkit.evaluate import SUM_FIELDS

    return pa.schema([("doc_id", pa.string()), ("evaluation", pa.string()),
                      ("category", pa.string()),
                      *[(k, pa.int64() if k in ("tp", "fp", "fn") else pa.float64())
                        for k in SUM_FIELDS],
                      ("leaked", pa.int64()), ("phi_tokens", pa.int64()),
                      ("redacted", pa.int64()), ("tokens", pa.int64())])


def sum_fields() -> tuple[str, ...]:
    """The columns of :func:`counts_schema` that add up over documents."""
    from deidkit.evaluate import SUM_FIELDS

    return (*SUM_FIELDS, "leaked", "phi_tokens", "redacted", "tokens")


def document_counts(batch: pa.RecordBatch, *, pred_column: str = "predicted",
                    gold_column: str = "labels", idnum_hipaa: bool = False) -> pa.RecordBatch:
    """:func:`deidkit.evaluate.document_counts` of the rows of one whole document of a
    tokens table, with its ``doc_id``."""
    from deidkit.evaluate import document_counts as counts
    from deidkit.evaluate import token_pairs

    table = pa.Table.from_batches([schemas.conform(batch, schemas.TOKENS)])
    rows = [{"doc_id": pair.doc_id, **row}
            for pair in token_pairs(table, gold_column=gold_column, pred_column=pred_column)
            for row in counts(pair, idnum_hipaa=idnum_hipaa)]
    return pa.RecordBatch.from_pylist(rows, schema=counts_schema())


def document_counts_batches(batches: Iterable[pa.RecordBatch], **options) -> Iterator[pa.RecordBatch]:
    """:func:`document_counts` of each document of batches grouped by ``doc_id``."""
    for batch in by_document(batches):
        yield document_counts(batch, **options)


def sum_counts(batch: pa.RecordBatch) -> list[dict]:
    """The sums of :func:`sum_fields` per (evaluation, category) of per-document counts;
    partial sums add up the same way."""
    out: dict[tuple[str, str], dict] = {}
    schema = counts_schema()
    zeros = {k: 0.0 if pa.types.is_floating(schema.field(k).type) else 0 for k in sum_fields()}
    for row in batch.to_pylist():
        s = out.setdefault((row["evaluation"], row["category"]),
                           {"evaluation": row["evaluation"], "category": row["category"], **zeros})
        for k in zeros:
            s[k] += row[k] or 0
    return list(out.values())


def figures_from_sums(sums: Sequence[dict], documents: int, *, idnum_hipaa: bool = False) -> dict:
    """``evaluate_tokens``' dict from the summed counts of every document (``sums``: one dict
    per (evaluation, category) with :func:`sum_fields`; ``documents``: how many documents
    there are, including those without a count row, whose precision and recall are 0)."""
    from deidkit.evaluate import scores_from_sums

    return scores_from_sums({(s["evaluation"], s["category"]): s for s in sums}, documents,
                            idnum_hipaa=idnum_hipaa)


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
        text = read_bytes(doc_id, batch.column("text")[0].as_py())[0].text
        tokens = pa.Table.from_batches([schemas.conform(batch.drop_columns(["text"]),
                                                        schemas.TOKENS)])
        rows = [{"doc_id": d.doc_id, "content": d.content, "tags": d.tags}
                for d in export(tokens, {doc_id: text}, fmt=fmt, column=column)]
        yield pa.RecordBatch.from_pylist(rows, schema=export_schema())

