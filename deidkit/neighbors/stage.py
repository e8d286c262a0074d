"""The ``embed-neighbors`` stage: the PHI words of a tokens table, their neighbours as a
neighbors table (schema, provenance metadata), and reading such a table back for
``pseudonymize --neighbors``."""

from __future__ import annotations

from typing import Iterable, Iterator

import numpy as np
import pyarrow as pa

from deidkit import schemas
from deidkit.embeddings import Embeddings
from deidkit.neighbors.search import neighbor_rows, substring_rate
from deidkit.neighbors.topk import QUERY_BLOCK, VOCAB_BLOCK


def neighbors_schema() -> pa.Schema:
    return schemas.NEIGHBORS.arrow()


def neighbors_metadata(emb: Embeddings, n: int, *, exclude_self: bool, no_substrings: bool) -> dict:
    return {
        "deidkit.embeddings": emb.name,
        "deidkit.embeddings.dim": str(emb.dim),
        "deidkit.embeddings.vocabulary": str(len(emb.words)),
        "deidkit.embeddings.fingerprint": emb.fingerprint(),
        "deidkit.neighbors.n": str(n),
        "deidkit.neighbors.exclude_self": str(exclude_self).lower(),
        "deidkit.neighbors.no_substrings": str(no_substrings).lower(),
    }


def phi_words(batches: Iterable[pa.RecordBatch], *, all_words: bool = False) -> Iterator[pa.Array]:
    """Yield the tokens of each batch that are under a PHI label (every token if ``all_words``).

    ``batches`` are checked tokens batches (as :func:`deidkit.tokens_table.open_tokens` yields
    them): every labelled sentence has as many labels as tokens, and no null inside.
    Unlabelled sentences (null labels) have no PHI labels to follow and are skipped.
    """
    import pyarrow.compute as pc

    for batch in batches:
        if all_words:
            yield batch.column("tokens").flatten()
            continue
        if batch.column("labels").null_count:
            batch = batch.filter(pc.is_valid(batch.column("labels")))
        flat = batch.column("labels").flatten()
        yield batch.column("tokens").flatten().filter(pc.not_equal(flat, schemas.OUTSIDE))


def embed_neighbors(emb: Embeddings, words: Iterable[str] | Iterable[pa.Array], n: int, *,
                    exclude_self: bool = False, no_substrings: bool = False,
                    batch_rows: int = 4096, stats: dict | None = None,
                    query_block: int = QUERY_BLOCK,
                    vocab_block: int = VOCAB_BLOCK) -> Iterator[pa.RecordBatch]:
    """The neighbors table of the distinct ``words`` (strings, or Arrow string arrays).

    Each word is looked up with the fallback chain and its vocabulary word becomes the
    row's ``word``; rows are ordered by vocabulary index (i.e. by frequency for GloVe).
    ``stats`` (if given) receives: queries, distinct, unknown, substring_hits,
    substring_total. Silent; yields record batches of the neighbors schema.
    """
    if stats is None:
        stats = {}
    rows_seen: set[int] = set()
    distinct = unknown = 0
    for chunk in _as_chunks(words):
        if len(chunk) == 0:
            continue
        import pyarrow.compute as pc

        uniq = pc.unique(chunk.drop_null() if isinstance(chunk, pa.Array) else pa.array(chunk))
        distinct += len(uniq)
        rows = emb.lookup_many(uniq)
        unknown += int((rows < 0).sum())
        rows_seen.update(rows[rows >= 0].tolist())
    # Distinct tokens that resolve to the same vocabulary word ("Smith", "SMITH") share a row.
    q_rows = np.array(sorted(rows_seen), dtype=np.int64)
    hits = total = 0
    schema = neighbors_schema()
    words_arr = emb.words
    pending: list[pa.RecordBatch] = []
    for q, nbr, sims in neighbor_rows(emb, q_rows, n, exclude_self=exclude_self,
                                      no_substrings=no_substrings, query_block=query_block,
                                      vocab_block=vocab_block):
        h, t = substring_rate(emb, q, nbr)
        hits += h
        total += t
        flat_words = pa.array([words_arr[i] for i in nbr.ravel().tolist()], pa.string())
        offsets = pa.array(np.arange(0, nbr.size + 1, n, dtype=np.int32))
        pending.append(pa.RecordBatch.from_arrays([
            pa.array([words_arr[i] for i in q.tolist()], pa.string()),
            pa.ListArray.from_arrays(offsets, flat_words),
            pa.ListArray.from_arrays(offsets, pa.array(sims.ravel(), pa.float32())),
        ], schema=schema))
        if sum(b.num_rows for b in pending) >= batch_rows:
            yield from pa.Table.from_batches(pending, schema=schema).combine_chunks().to_batches()
            pending = []
    if pending:
        yield from pa.Table.from_batches(pending, schema=schema).combine_chunks().to_batches()
    stats.update(queries=len(q_rows), distinct=distinct, unknown=unknown,
                 substring_hits=hits, substring_total=total)


def _as_chunks(words) -> Iterator:
    if isinstance(words, (pa.Array, pa.ChunkedArray)):
        words = [words]
    buf: list[str] = []
    for item in words:
        if isinstance(item, pa.ChunkedArray):
            yield item.combine_chunks()
        elif isinstance(item, pa.Array):
            yield item
        else:
            buf.append(item)
            if len(buf) >= 65536:
                yield pa.array(buf, pa.string())
                buf = []
    if buf:
        yield pa.array(buf, pa.string())


# ---------------------------------------------------------------------------------------
# Reading a neighbors table back (for pseudonymize --neighbors)

def read_neighbors(path) -> tuple[pa.Table, pa.Schema]:
    """The neighbors table at ``path``, validated (used by ``pseudonymize --neighbors``)."""
    from deidkit import io

    reader = io.open_input(path)
    schemas.validate(reader.schema, schemas.NEIGHBORS, source=reader.source)
    table = reader.read_all()
    return table, reader.schema


def stored_n(schema: pa.Schema) -> int | None:
    value = schemas.metadata_value(schema, "deidkit.neighbors.n")
    try:
        return int(value) if value is not None else None
    except ValueError:
        return None
