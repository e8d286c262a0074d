"""The casing feature of Reimers & Gurevych (2017), used by the tagger and shared in the
representations table (so a central tagger sees casing without seeing words).

First match wins: numeric (all digits), mainly numeric (> 50% digits), all lower, all upper,
initial upper, contains digit, other. Class 0 is padding.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

PADDING = 0
NUMERIC = 1
MAINLY_NUMERIC = 2
ALL_LOWER = 3
ALL_UPPER = 4
INITIAL_UPPER = 5
CONTAINS_DIGIT = 6
OTHER = 7

NAMES = ("padding", "numeric", "mainly_numeric", "all_lower", "all_upper", "initial_upper",
         "contains_digit", "other")
NUM_CLASSES = len(NAMES)  # 8, padding included


def casing(token: str) -> int:
    """The casing class of one token (never PADDING)."""
    if not token:
        return OTHER
    digits = sum(c.isdigit() for c in token)
    if token.isdigit():
        return NUMERIC
    if digits / len(token) > 0.5:
        return MAINLY_NUMERIC
    if token.islower():
        return ALL_LOWER
    if token.isupper():
        return ALL_UPPER
    if token[0].isupper():
        return INITIAL_UPPER
    if digits:
        return CONTAINS_DIGIT
    return OTHER


def casing_ids(tokens: Sequence[str]) -> np.ndarray:
    """Casing classes of a token sequence. shape: (len(tokens),), dtype int8."""
    return np.fromiter((casing(t) for t in tokens), dtype=np.int8, count=len(tokens))
