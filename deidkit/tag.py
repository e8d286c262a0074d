"""``tag``: add the labels a trained tagger predicts, row-wise and streaming.

For each input record batch: encode its tokens once (one lookup per distinct string; a
tagger on shared representations also runs its representation model here), cut its
sentences into length-sorted sub-batches, run the BiLSTM-CRF under
``torch.inference_mode``, and scatter the Viterbi paths back into input order
(:func:`deidkit.decode.predict_ids`). The ``predicted`` column is added, or replaced when
the input already has one; every other column passes through untouched. Null ``tokens``
give null ``predicted``; empty sentences give an empty list.

Both kinds of tagger (:class:`deidkit.taggers.Tagger`, loaded by
:func:`deidkit.model_dirs.load_tagger`) go through the same :func:`tag`, so ``tag`` +
``evaluate`` on raw text work unchanged for a tagger trained on shared representations.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.decode import check_precision, predict_ids
from deidkit.taggers import Tagger


def labels_array(ids: np.ndarray, offsets: np.ndarray, labels: Sequence[str],
                 null_rows: np.ndarray | None = None) -> pa.ListArray:
    """A ``list<string>`` column from flat label ids and sentence offsets."""
    dictionary = pa.array(list(labels), pa.string())
    values = dictionary.take(pa.array(ids, pa.int64())) if len(ids) else pa.array([], pa.string())
    mask = None if null_rows is None or not null_rows.any() else pa.array(null_rows)
    return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                    mask=mask)


def tag_batch(batch: pa.RecordBatch, tagger: Tagger, *,
              precision: str = "float32") -> pa.RecordBatch:
    """``batch`` with ``predicted`` added or replaced (same rows, same order)."""
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    data = tagger.encode(tokens, documents=(batch.column("doc_id"), batch.column("sentence")))
    ids, _ = predict_ids(tagger, data, precision=precision)
    predicted = labels_array(ids, data.offsets, tagger.labels,
                             null_rows=tokens.is_null().to_numpy(zero_copy_only=False))
    return with_predicted(batch, predicted)


def with_predicted(batch: pa.RecordBatch, predicted: pa.Array) -> pa.RecordBatch:
    """``batch`` with its ``predicted`` column replaced, or appended if it has none."""
    names = batch.schema.names
    if "predicted" in names:
        i = names.index("predicted")
        return batch.set_column(i, pa.field("predicted", predicted.type), predicted)
    return batch.append_column(pa.field("predicted", predicted.type), predicted)


def tag(batches: Iterable[pa.RecordBatch], tagger: Tagger, *,
        precision: str = "float32") -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens batches in, the same batches with ``predicted`` out.

    ``tagger``: either kind (:func:`deidkit.model_dirs.load_tagger`). A precision the
    tagger cannot run in is refused here, before any batch is read.
    """
    check_precision(tagger, precision)
    batches = (schemas.conform(batch, "tokens") for batch in batches)
    if tagger.reads_documents:
        batches = whole_documents(batches)
    return (tag_batch(batch, tagger, precision=precision) for batch in batches)


def whole_documents(batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """The same rows in the same order, re-cut so that a document whose sentences are
    consecutive rows is never split between two batches (a tagger reading across
    sentences sees all of it). Rows of the last document of a batch wait for the next."""
    pending: list[pa.RecordBatch] = []
    for batch in batches:
        if batch.num_rows == 0:
            continue
        docs = batch.column("doc_id")
        last = docs[batch.num_rows - 1]
        same = pc.fill_null(pc.equal(docs, last), False).to_numpy(zero_copy_only=False) \
            if last.is_valid else np.zeros(batch.num_rows, dtype=bool)
        if last.is_valid:
            # Where the final run of the last document begins.
            breaks = np.flatnonzero(~same)
            cut = int(breaks[-1]) + 1 if len(breaks) else 0
        else:
            cut = batch.num_rows
        if cut == 0:
            pending.append(batch)
            continue
        yield _concat(pending + [batch.slice(0, cut)])
        pending = [batch.slice(cut)] if cut < batch.num_rows else []
    if pending:
        yield _concat(pending)


def _concat(batches: list[pa.RecordBatch]) -> pa.RecordBatch:
    if len(batches) == 1:
        return batches[0]
    return pa.Table.from_batches(batches).combine_chunks().to_batches()[0]


def output_schema(schema: pa.Schema) -> pa.Schema:
    return schemas.derive(schema, "tokens", add=["predicted"])
