"""The ``pseudonymize`` stage: tokens batches in, pseudonymized (and shuffled) batches out."""

from __future__ import annotations

from typing import Iterable, Iterator

import numpy as np
import pyarrow as pa

from deidkit import schemas
from deidkit.pseudonymize.kernel import pseudonymize_batch
from deidkit.pseudonymize.shuffle import DEFAULT_MEMORY_BUDGET, Shuffler
from deidkit.pseudonymize.sources import NeighborSource
from deidkit.pseudonymize.stats import PseudonymizeStats
from deidkit.tokens_table import check_label_column, check_sentences

#: The doc_id of every output sentence unless keep_ids (a constant carries no link).
PSEUDO_DOC_ID = "pseudonymized"
STRATEGIES = ("neighbors", "surrogate")


def check_batch(batch: pa.RecordBatch, label_column: str = "labels",
                source: str | None = None) -> None:
    """DataError for a malformed sentence (:func:`deidkit.tokens_table.check_sentences`),
    or one without the labels that say which tokens are PHI."""
    hint = {"labels": "unlabelled (null labels): pseudonymize needs labels to find PHI; tag "
                      "it first and use --column predicted",
            "predicted": "null predicted list: tag every sentence first"}.get(label_column, "")
    check_label_column(batch.schema, label_column, source=source)
    check_sentences(batch, source=source, required={label_column: hint})


def output_schema(schema: pa.Schema, *, keep_ids: bool = False) -> pa.Schema:
    drop = () if keep_ids else ("starts", "ends")
    return schemas.derive(schema, schemas.TOKENS, drop=drop)


def _replaced(batches: Iterable[pa.RecordBatch], source: NeighborSource | None, *, seed: int,
              strategy: str, coherent: bool, keep_ids: bool, label_column: str,
              stats: PseudonymizeStats, input_source: str | None,
              keep_initials: bool, date_order: str = "auto") -> Iterator[pa.RecordBatch]:
    """Every batch checked and its PHI replaced (ids and offsets dropped unless keep_ids)."""
    if strategy == "surrogate":
        from deidkit.pseudonymize.surrogates import Surrogates

        surrogates = Surrogates(seed=seed, stats=stats, keep_initials=keep_initials,
                                date_order=date_order)

        def checked():
            for batch in batches:
                check_batch(batch, label_column, input_source)
                yield batch
        for out in surrogates.batches(checked(), label_column=label_column):
            yield out if keep_ids else _without_offsets(out)
        return
    position = 0  # index of the batch's first token in the whole input
    for batch in batches:
        check_batch(batch, label_column, input_source)
        n_tok = len(batch.column("tokens").flatten())
        out = pseudonymize_batch(batch, source, seed=seed, position=position,
                                 coherent=coherent, label_column=label_column, stats=stats)
        position += n_tok
        # offsets dropped before the shuffle, whose schema has none
        yield out if keep_ids else _without_offsets(out)


def _without_offsets(batch: pa.RecordBatch) -> pa.RecordBatch:
    return batch.drop_columns([c for c in ("starts", "ends") if c in batch.schema.names])


def without_ids(batch: pa.RecordBatch, first_row: int) -> pa.RecordBatch:
    """A pseudonymized batch as written without ``keep_ids``: no ``starts``/``ends``,
    ``doc_id`` the constant :data:`PSEUDO_DOC_ID`, ``sentence`` the row's position in the
    output (``first_row`` for the batch's first row)."""
    b = _without_offsets(batch)
    i, j = b.schema.get_field_index("doc_id"), b.schema.get_field_index("sentence")
    b = b.set_column(i, b.schema.field(i), pa.array([PSEUDO_DOC_ID] * b.num_rows, pa.string()))
    return b.set_column(j, b.schema.field(j),
                        pa.array(np.arange(first_row, first_row + b.num_rows, dtype=np.int32)))


def _renumbered(stream: Iterable[pa.RecordBatch], keep_ids: bool) -> Iterator[pa.RecordBatch]:
    """Unless ``keep_ids``: :func:`without_ids`, rows numbered from 0 across the stream."""
    row = 0
    for b in stream:
        yield b if keep_ids else without_ids(b, row)
        row += b.num_rows


def pseudonymize(batches: Iterable[pa.RecordBatch], source: NeighborSource | None, *,
                 seed: int = 0, strategy: str = "neighbors", coherent: bool = False,
                 shuffle: bool = True, keep_ids: bool = False,
                 memory_budget: int = DEFAULT_MEMORY_BUDGET, label_column: str = "labels",
                 schema: pa.Schema | None = None, stats: PseudonymizeStats | None = None,
                 input_source: str | None = None, keep_initials: bool = False,
                 date_order: str = "auto") -> Iterator[pa.RecordBatch]:
    """Pseudonymize tokens batches (conformed to the tokens schema); yields output batches
    of :func:`output_schema`. ``source`` is needed for the neighbors strategy only;
    ``keep_initials`` (surrogate strategy only) keeps the initial letter of every name;
    ``date_order`` (surrogate strategy only): dmy, mdy or auto (per document)."""
    stats = stats if stats is not None else PseudonymizeStats()
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}")
    if keep_initials and strategy != "surrogate":
        raise ValueError("keep_initials applies to the surrogate strategy only")
    if strategy == "neighbors" and source is None:
        raise ValueError("the neighbors strategy needs a NeighborSource")
    out_schema = None if schema is None else output_schema(schema, keep_ids=keep_ids)
    stats.shuffled = shuffle
    replaced = _replaced(batches, source, seed=seed, strategy=strategy, coherent=coherent,
                         keep_ids=keep_ids, label_column=label_column, stats=stats,
                         input_source=input_source, keep_initials=keep_initials,
                         date_order=date_order)
    if not shuffle:
        yield from _renumbered(replaced, keep_ids)
        return
    shuffler = None
    for b in replaced:
        if shuffler is None:
            shuffler = Shuffler(out_schema or b.schema, seed=seed, budget=memory_budget)
        shuffler.add(b)
    if shuffler is not None:
        yield from _renumbered(shuffler, keep_ids)
        stats.spilled_buckets = shuffler.nbuckets if shuffler.spilled else 0
