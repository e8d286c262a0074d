"""Finding a clock time with its hours word ("triage 1150h", "verified 21.30 hrs", "at 0730
hours"), which is never PHI: a time of day is not an identifier under the i2b2
guidelines, and the shipped model takes such a time for a date, a room or a phone number
now and then. What this recognizer finds is *not* PHI, whatever the tagger said
(:data:`deidkit.recognizers.codes.NOT_PHI`), as for clinical scores: the time and its
hours word.

A time is hours 0 to 23 and minutes 00 to 59, written "HHMM", "HMM", "HH.MM", "H.MM",
"HH:MM" or "H:MM", before "hrs", "hr" or "hours" (lower case, capitalized or capitals) or
a lower-case "h", with or without a space (and around the "." or ":", as in tokens joined
by spaces), with no letter, digit or one of ".,:/-" right before it (a date's or an
identifier's end: "12.05.2089 h", "MRN 4-1230 hrs"). Not before a capital "H" alone: beds
and rooms are written so ("Bed 250H", "Bay 418 H. Nakamura": a bed before an initial), and
so are laboratory flags ("230 H"). A number outside a clock's range is left to the tagger
("1990 hrs", "2475h").
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP, words

# begins with a digit (fast to scan); hours group 1, minutes group 2
_TIME = re.compile(rf"(\d(?<![\w.,:/-]\d)\d?)(?:{SP}?[.:]{SP}?)?(\d\d)"
                   rf"{SP}*(?:{words(('hours', 'hrs', 'hr'))}|h)(?![\w'’])")


def find_times(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every clock time with its hours word in ``text``."""
    for m in _TIME.finditer(text):
        if int(m.group(1)) <= 23 and int(m.group(2)) <= 59:
            yield m.start(), m.end(), NOT_PHI
