"""Flat arrays of variable-length rows (sentences of tokens, tokens of pieces): the one
helper that :mod:`deidkit.batching` and :mod:`deidkit.wordpieces` both need."""

from __future__ import annotations

import numpy as np


def ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Concatenation of ``arange(s, s + n)`` for every (s, n), without a Python loop."""
    total = int(lengths.sum())
    if total == 0:
        return np.empty(0, dtype=np.int64)
    ends = np.cumsum(lengths)
    # Position k of the output belongs to the range whose cumulative end is the first > k.
    owner = np.repeat(np.arange(len(lengths)), lengths)
    return starts[owner] + (np.arange(total) - (ends[owner] - lengths[owner]))
