"""Re-cutting batches by document: a document (or a patient's documents) whose rows are
consecutive is never split between two batches, so a tagger that reads across sentences,
and propagation, see all of it."""

from __future__ import annotations

from typing import Callable, Iterable, Iterator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.pipeline.columns import concat


def whole_documents(batches: Iterable[pa.RecordBatch],
                    key: Callable[[pa.RecordBatch], pa.Array] | None = None
                    ) -> Iterator[pa.RecordBatch]:
    """The same rows in the same order, re-cut so that a document whose sentences are
    consecutive rows is never split between two batches (a tagger reading across
    sentences sees all of it). The rows of a batch's last document wait for the next
    batch, unless it begins with another document. ``key``: what a document is, per row
    of a batch (default its doc_id; the patient, for propagation across a patient's
    documents)."""
    pending: list[pa.RecordBatch] = []
    pending_last = None
    for batch in batches:
        if batch.num_rows == 0:
            continue
        docs = batch.column("doc_id") if key is None else key(batch)
        if pending and not _same_document(pending_last, docs[0]):
            yield concat(pending)
            pending = []
        last = docs[batch.num_rows - 1]
        # Where the final run of the last document begins (a null doc_id: no document).
        other = np.flatnonzero(~pc.fill_null(pc.equal(docs, last), False)
                               .to_numpy(zero_copy_only=False)) if last.is_valid else None
        cut = batch.num_rows if other is None else (int(other[-1]) + 1 if len(other) else 0)
        if cut:
            yield concat(pending + [batch.slice(0, cut)])
            pending = []
        if cut < batch.num_rows:
            pending.append(batch.slice(cut))
            pending_last = last
    if pending:
        yield concat(pending)


def _same_document(a: pa.Scalar, b: pa.Scalar) -> bool:
    return a.is_valid and b.is_valid and a.as_py() == b.as_py()
