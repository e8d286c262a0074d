"""Finding a subject pronoun with its contraction ("I'm", "you're", "it's", "we've", "they'll",
"he'd"), which is never PHI. Tokenized, "I'm" is three tokens, "I", "'" and "m", and a
tagger that learned "'91" as a year tags "' m" DATE in "I'm 23"; what this recognizer finds
is *not* PHI, whatever the tagger said (:data:`deidkit.recognizers.codes.NOT_PHI`), as for
clinical codes.

Only a pronoun before the apostrophe: a name's possessive ("Leon's") or an apostrophe
inside a name ("O'Neil", "D'Souza") is left to the tagger.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP

# the scan begins at the apostrophe (a pattern that begins with a word alternation scans
# slowly: deidkit.recognizers.patterns); the pronoun is checked before it
_SUFFIX = re.compile(rf"['’]{SP}?(?:m|re|ve|ll|d|s)(?![\w'’])", re.IGNORECASE)
_PRONOUN = re.compile(rf"(?<![\w'’])(?:I|you|we|they|he|she|it){SP}?\Z", re.IGNORECASE)


def find_contractions(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every subject pronoun with its contraction in ``text``."""
    for m in _SUFFIX.finditer(text):
        pronoun = _PRONOUN.search(text, max(0, m.start() - 5), m.start())
        if pronoun is not None:
            yield pronoun.start(), m.end(), NOT_PHI
