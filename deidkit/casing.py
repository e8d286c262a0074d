"""Casing: the casing feature of Reimers & Gurevych (2017), used by the tagger and shared in
the representations table (so a central tagger sees casing without seeing words), and the
casing transfer of pseudonymization (a replacement takes the casing of the word it replaces),
and a token's letters without their accents (:func:`without_accents`), which the word lists
and propagation's user names compare.

First match wins: numeric (all digits), mainly numeric (> 50% digits), all lower, all upper,
initial upper, contains digit, other. Class 0 is padding.
"""

from __future__ import annotations

import unicodedata
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


def without_accents(text: str) -> str:
    """``text`` with the combining marks of its letters dropped ("Röhrich" -> "Rohrich")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


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


# ---------------------------------------------------------------------------------------
# Casing transfer: a replacement word takes the casing pattern of the token it replaces
# (GloVe is lower-case; "Smith" -> "jones" becomes "Jones"), so the casing class above is
# unchanged by pseudonymization.

def transfer_casing(source: str, word: str) -> str:
    """``word`` in the casing pattern of ``source``.

    all lower -> lower; all upper (2+ cased letters) -> upper; first cased letter upper and
    the rest lower (or a single capital) -> capitalised; no cased letter (digits) -> as is;
    other mixed patterns ("McDonald", "eGFR") -> best effort: capitalised if the first
    cased letter is upper, else letter by letter, the tail following the last letter.
    """
    cased = [c for c in source if c.isupper() or c.islower()]
    if not cased:
        return word
    if all(c.islower() for c in cased):
        return word.lower()
    upper = [c.isupper() for c in cased]
    if all(upper) and len(cased) > 1:
        return word.upper()
    if upper[0]:
        return capitalise(word)
    out = []
    for i, ch in enumerate(word):
        up = upper[min(i, len(upper) - 1)]
        out.append(ch.upper() if up else ch.lower())
    return "".join(out)


#: Casing pattern classes of :func:`casing_pattern` (how transfer_casing reads a source).
PATTERN_NONE, PATTERN_LOWER, PATTERN_UPPER, PATTERN_TITLE, PATTERN_MIXED = range(5)


def casing_pattern(source: str) -> int:
    """The casing pattern class of ``source``, as transfer_casing reads it."""
    cased = [c for c in source if c.isupper() or c.islower()]
    if not cased:
        return PATTERN_NONE
    upper = [c.isupper() for c in cased]
    if not any(upper):
        return PATTERN_LOWER
    if all(upper) and len(cased) > 1:
        return PATTERN_UPPER
    if upper[0]:
        # Capital first: capitalised. Exact only if the word starts with a letter,
        # which capitalise_arrow checks (else Python handles it).
        return PATTERN_TITLE
    return PATTERN_MIXED


def capitalise(word: str) -> str:
    """First letter upper, the rest lower (leading non-letters kept)."""
    for i, ch in enumerate(word):
        if ch.isalpha():
            return word[:i] + ch.upper() + word[i + 1:].lower()
    return word.lower()


def capitalise_arrow(words):
    """:func:`capitalise` over an Arrow string array (Arrow kernels; Python only for words
    that do not start with a letter)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    cap = pc.utf8_capitalize(words)
    starts_alpha = pc.match_substring_regex(words, r"^\p{L}")
    if pc.all(pc.fill_null(starts_alpha, True)).as_py() is not False:
        return cap
    odd = np.flatnonzero(~pc.fill_null(starts_alpha, True).to_numpy(zero_copy_only=False))
    fixed = pa.array([capitalise(w) for w in words.take(pa.array(odd)).to_pylist()], pa.string())
    mask = np.zeros(len(words), dtype=bool)
    mask[odd] = True
    return pc.replace_with_mask(cap, pa.array(mask), fixed)


# ---------------------------------------------------------------------------------------
# Sentences without casing: all lowercase (a portal message, a chat) or all capitals (a
# triage note, a heading). There the casing feature says nothing, and GloVe 6B is
# lowercased: a tagger that learned names from their capitals misses them, so ``tag``
# gives such sentences to a tagger trained on recased copies (``--uncased-model``).

#: A sentence is judged by its words of at least this many letters ("a", "I", "x" say
#: nothing of how a note is typed)...
MIN_WORD_LETTERS = 2
#: ... and needs at least this many of them ("BP 120/80" is no sentence without casing).
MIN_WORDS = 2


def without_casing(sentence: Sequence[str] | None) -> bool:
    """Whether ``sentence``'s words are all in lowercase or all in capitals. A sentence
    that opens with a capital and goes on in lowercase ("A blade was used ...") is prose
    with casing, as "Pt resting ..." is: its first word counts however short it is."""
    words = [t for t in sentence or () if sum(c.isalpha() for c in t) >= MIN_WORD_LETTERS]
    if len(words) < MIN_WORDS:
        return False
    first = next((t for t in sentence if any(c.isalpha() for c in t)), None)
    if first is not None and first[:1].isupper() and first not in words:
        words.insert(0, first)
    return all(w == w.lower() for w in words) or all(w == w.upper() for w in words)


def sentences_without_casing(tokens) -> np.ndarray:
    """:func:`without_casing` of every sentence of a ``tokens`` list column (a null
    sentence: False). shape: (num_sentences,), bool."""
    values = tokens.to_pylist() if hasattr(tokens, "to_pylist") else tokens
    return np.fromiter((without_casing(s) for s in values), dtype=bool, count=len(values))
