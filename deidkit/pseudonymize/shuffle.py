"""Shuffling sentences across documents in bounded memory, the same whatever the budget.

Row ``r`` of the input (counted over everything added) gets the random key
``counter_states(hash_str(seed, "shuffle"), r)`` and the rows come out in ascending key order
(ties, which 64-bit keys make vanishingly rare, by position): a uniform permutation that
depends on the seed and the row positions only. Below ``budget`` bytes the rows are held and
sorted once; beyond it every row goes to the temporary Arrow file of its key range (one of
``buckets`` equal ranges), and each file is then sorted by key on the way out. The sorted
buckets, one after the other, are the same order, and the output is cut into batches of the
same size either way, so the same seed writes the same file whatever ``--memory-budget``.
"""

from __future__ import annotations

import os
import tempfile
from typing import Iterable, Iterator

import numpy as np
import pyarrow as pa

from deidkit.hashing import counter_states, hash_str

#: Temporary bucket files once the corpus exceeds the memory budget.
SPILL_BUCKETS = 64
DEFAULT_MEMORY_BUDGET = 1 << 30
OUTPUT_BATCH_ROWS = 4096
#: The sort key's column in the spill files (dropped on the way out).
_KEY = "__deidkit_shuffle_key"


class Shuffler:
    """Collects record batches and yields their rows in a seeded random order (see module
    doc): held in memory below ``budget`` bytes, beyond it spilled to ``buckets`` temporary
    Arrow IPC files by key range. Yields batches of ``batch_rows`` rows (the last fewer)."""

    def __init__(self, schema: pa.Schema, *, seed: int, budget: int = DEFAULT_MEMORY_BUDGET,
                 buckets: int = SPILL_BUCKETS, batch_rows: int = OUTPUT_BATCH_ROWS):
        self.schema = schema
        self.key_seed = hash_str(seed, "shuffle")
        self.budget = budget
        self.nbuckets = buckets
        self.batch_rows = batch_rows
        self._rows = 0
        self._held: list[pa.RecordBatch] = []
        self._held_bytes = 0
        self._dir: tempfile.TemporaryDirectory | None = None
        self._writers = None
        self._paths: list[str] = []

    @property
    def spilled(self) -> bool:
        return self._dir is not None

    def add(self, batch: pa.RecordBatch) -> None:
        if batch.num_rows == 0:
            return
        keys = counter_states(self.key_seed, np.arange(self._rows, self._rows + batch.num_rows))
        self._rows += batch.num_rows
        batch = batch.append_column(_KEY, pa.array(keys, pa.uint64()))
        if self._dir is None:
            self._held.append(batch)
            self._held_bytes += batch.nbytes
            if self._held_bytes > self.budget:
                self._start_spilling(batch.schema)
        else:
            self._spill(batch)

    def _start_spilling(self, schema: pa.Schema) -> None:
        import pyarrow.ipc as ipc

        self._dir = tempfile.TemporaryDirectory(prefix="deidkit-shuffle-")
        self._paths = [os.path.join(self._dir.name, f"bucket-{i:03d}.arrow")
                       for i in range(self.nbuckets)]
        self._writers = [ipc.new_file(p, schema) for p in self._paths]
        held, self._held, self._held_bytes = self._held, [], 0
        for b in held:
            self._spill(b)

    def _spill(self, batch: pa.RecordBatch) -> None:
        keys = batch.column(_KEY).to_numpy()
        # Equal key ranges, in key order: bucket = floor(key / 2**64 * buckets).
        bucket = (((keys >> np.uint64(32)) * np.uint64(self.nbuckets)) >> np.uint64(32)) \
            .astype(np.int64)
        order = np.argsort(bucket, kind="stable")  # rows keep their arrival order per bucket
        bounds = np.searchsorted(bucket[order], np.arange(self.nbuckets + 1))
        batch = batch.take(pa.array(order))
        for i in range(self.nbuckets):
            if bounds[i + 1] > bounds[i]:
                self._writers[i].write_batch(batch.slice(bounds[i], bounds[i + 1] - bounds[i]))

    def __iter__(self) -> Iterator[pa.RecordBatch]:
        yield from _rebatched(self._sorted_parts(), self.batch_rows)

    def _sorted_parts(self) -> Iterator[pa.Table]:
        if self._dir is None:
            if self._held:
                table = pa.Table.from_batches(self._held)
                self._held = []
                yield from self._by_key(table)
            return
        import pyarrow.ipc as ipc

        try:
            for w in self._writers:
                w.close()
            for path in self._paths:
                with pa.memory_map(path, "r") as source:
                    table = ipc.open_file(source).read_all()
                    yield from self._by_key(table)
                    del table
                os.unlink(path)
                # Hand freed bucket memory back to the OS, so peak RSS tracks one bucket.
                pa.default_memory_pool().release_unused()
        finally:
            self._dir.cleanup()

    def _by_key(self, table: pa.Table) -> Iterator[pa.Table]:
        """``table``'s rows in key order (stable: ties by arrival), without the key column,
        in parts of at most ``batch_rows`` rows."""
        order = np.argsort(table.column(_KEY).to_numpy(), kind="stable")
        table = pa.Table.from_batches(table.drop_columns([_KEY]).to_batches(), schema=self.schema)
        for lo in range(0, len(order), self.batch_rows):
            yield table.take(pa.array(order[lo:lo + self.batch_rows]))


def _rebatched(parts: Iterable[pa.Table], rows: int) -> Iterator[pa.RecordBatch]:
    """The rows of ``parts`` in batches of exactly ``rows`` rows (the last fewer), so that
    the output is cut the same way whichever path produced the parts."""
    held: list[pa.Table] = []
    count = 0
    for part in parts:
        start = 0
        while start < part.num_rows:
            take = min(rows - count, part.num_rows - start)
            held.append(part.slice(start, take))
            count += take
            start += take
            if count == rows:
                yield pa.concat_tables(held).combine_chunks().to_batches()[0]
                held, count = [], 0
    if count:
        yield pa.concat_tables(held).combine_chunks().to_batches()[0]
