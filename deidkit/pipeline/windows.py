"""Windows: consecutive input batches joined into the rows tagged together, and the size of
the inference batches cut from them."""

from __future__ import annotations

from typing import Iterable, Iterator

import pyarrow as pa

from deidkit.decode import TOKENS_PER_SENTENCE
from deidkit.errors import ConfigError
from deidkit.pipeline.columns import concat

#: Rows tagged together: input batches are joined up to this many rows, so that sorting by
#: length finds many sentences of each length (batches without padding) and the batches of
#: the LSTM are large. A window of 16,384 rows of notes is about 220k tokens.
WINDOW_ROWS = 16384


def batch_limits(batch_sentences: int) -> dict:
    """The ``max_sentences``/``max_tokens`` of :func:`deidkit.decode.predict_ids` for
    ``batch_sentences`` sentences per batch; padded tokens bound the memory of a batch."""
    if batch_sentences < 1:
        raise ConfigError(f"batch_sentences must be at least 1, got {batch_sentences}")
    return {"max_sentences": batch_sentences,
            "max_tokens": batch_sentences * TOKENS_PER_SENTENCE}


def windows(batches: Iterable[pa.RecordBatch], rows: int) -> Iterator[pa.RecordBatch]:
    """Consecutive non-empty ``batches`` joined until they hold at least ``rows`` rows
    (the last one may hold fewer); whole input batches only, so documents that
    :func:`deidkit.pipeline.documents.whole_documents` kept together stay together."""
    pending: list[pa.RecordBatch] = []
    held = 0
    for batch in batches:
        if batch.num_rows == 0:
            continue
        pending.append(batch)
        held += batch.num_rows
        if held >= rows:
            yield concat(pending)
            pending, held = [], 0
    if pending:
        yield concat(pending)
