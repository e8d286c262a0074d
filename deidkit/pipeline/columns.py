"""Columns of a tagged batch: replacing or appending a list column, joining batches."""

from __future__ import annotations

import pyarrow as pa


def with_list_column(batch: pa.RecordBatch, name: str, values: pa.Array) -> pa.RecordBatch:
    """``batch`` with its column ``name`` replaced, or appended if it has none."""
    names = batch.schema.names
    if name in names:
        i = names.index(name)
        return batch.set_column(i, pa.field(name, values.type), values)
    return batch.append_column(pa.field(name, values.type), values)


def with_predicted(batch: pa.RecordBatch, predicted: pa.Array) -> pa.RecordBatch:
    """``batch`` with its ``predicted`` column replaced, or appended if it has none."""
    return with_list_column(batch, "predicted", predicted)


def concat(batches: list[pa.RecordBatch]) -> pa.RecordBatch:
    """Consecutive batches of one schema as one batch (the one itself when alone)."""
    if len(batches) == 1:
        return batches[0]
    return pa.Table.from_batches(batches).combine_chunks().to_batches()[0]
