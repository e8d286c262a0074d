"""Sentence text rebuilt from tokens, and character spans mapped back to tokens.

``tag`` has no source text: a tokens table holds ``tokens`` and, optionally, ``starts`` and
``ends`` (docs/data-contract.md). The recognizers read text, so each sentence is laid out
again: with offsets, a token follows the previous one directly where they touched in the
source and after one space where there was a gap (a line break or several spaces become one
space: no recognizer depends on them); without offsets (a pseudonymized table) tokens are
joined by :func:`_joined`, which guesses from the tokens alone.

All sentences of a window go into ONE text, separated by :data:`SEPARATOR`, so each regex
runs once over the window instead of once per sentence. The separator holds a NUL, which
neither ``\\s`` nor ``\\w`` matches, so no pattern reads across two sentences.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Sequence

import numpy as np

#: Between two sentences of a window's text.
SEPARATOR = "\n\x00\n"

#: Characters that join two tokens with no space when there are no offsets to say
#: ("12/03/2089", "555-0142", "a.b@c.org", "10.0.0.1", "14:32"): inside dates, numbers,
#: addresses and identifiers they are written without spaces far more often than with.
_JOINERS = frozenset("-/.@:_")


@dataclass
class WindowText:
    """The text of a window of sentences and where each token is in it.

    ``token_starts``/``token_ends``: the flat tokens' character ranges in ``text``, in
    sentence order (the flat order of the ``tokens`` list column); ``sentence_offsets``:
    where each sentence's tokens begin in that flat order (length ``sentences + 1``)."""

    text: str
    token_starts: np.ndarray
    token_ends: np.ndarray
    sentence_offsets: np.ndarray

    def tokens_of(self, start: int, end: int) -> tuple[int, int]:
        """The flat token range ``[i, j)`` that the character span ``[start, end)``
        touches (every token sharing a character with it); ``(i, i)`` when none does."""
        i = int(np.searchsorted(self.token_ends, start, side="right"))
        j = int(np.searchsorted(self.token_starts, end, side="left"))
        return i, max(i, j)

    @functools.cached_property
    def token_texts(self) -> list[str]:
        """Each flat token's text, computed once for the recognizers that read tokens
        (a site's rules: :mod:`deidkit.recognizers.site_rules`)."""
        text = self.text
        return [text[s:e] for s, e in zip(self.token_starts.tolist(), self.token_ends.tolist())]

    @functools.cached_property
    def sentence_ends(self) -> np.ndarray:
        """Per flat token, the flat index just past the last token of its sentence (shape:
        (num_tokens,), int64): a span of tokens never runs past it."""
        offsets = self.sentence_offsets
        return np.repeat(offsets[1:], np.diff(offsets))


def build(tokens: Sequence[Sequence[str] | None],
          starts: Sequence[Sequence[int] | None] | None = None,
          ends: Sequence[Sequence[int] | None] | None = None) -> WindowText:
    """The :class:`WindowText` of sentences (``tokens[k]`` a sentence's tokens, or None: no
    sentence, no tokens), with each sentence's offsets when it has them."""
    pieces: list[str] = []
    token_starts: list[int] = []
    token_ends: list[int] = []
    offsets = [0]
    pos = 0
    for k, sentence in enumerate(tokens):
        if k:
            pieces.append(SEPARATOR)
            pos += len(SEPARATOR)
        sentence = sentence or []
        s = starts[k] if starts is not None else None
        e = ends[k] if ends is not None else None
        gaps = _gaps(sentence, s, e)
        for token, gap in zip(sentence, gaps):
            if gap:
                pieces.append(" ")
                pos += 1
            pieces.append(token)
            token_starts.append(pos)
            pos += len(token)
            token_ends.append(pos)
        offsets.append(len(token_starts))
    return WindowText("".join(pieces), np.asarray(token_starts, dtype=np.int64),
                      np.asarray(token_ends, dtype=np.int64), np.asarray(offsets, dtype=np.int64))


def _gaps(tokens: Sequence[str], starts, ends) -> list[bool]:
    """Whether a space goes before each token (never before the first)."""
    if not tokens:
        return []
    if starts is not None and ends is not None:
        return [False] + [int(starts[i]) > int(ends[i - 1]) for i in range(1, len(tokens))]
    return [False] + [not _joined(tokens[i - 1], tokens[i]) for i in range(1, len(tokens))]


def _joined(left: str, right: str) -> bool:
    """Without offsets: no space between a joiner and an alphanumeric token on either side
    ("12" "/" "03" -> "12/03"), none before a closing ")" or after "(" or "+" when digits
    follow; a space everywhere else."""
    if left in _JOINERS and right[:1].isalnum():
        return True
    if right in _JOINERS and left[-1:].isalnum():
        return True
    return (left in ("(", "+") and right[:1].isdigit()) or (right == ")" and left[-1:].isdigit())
