"""Pieces the recognizers share.

**Speed.** The recognizers read every character a tagger reads, so their patterns are
written for Python's ``re``, which scans fast only for a pattern that begins with a
literal or a set of characters: each pattern begins with its most distinctive character
(a digit, "@", a cue word in its lower-case, capitalized and upper-case spellings:
:func:`words`), and the checks of what stands *before* a match come after its first
character (``\\d(?<![\\w/]\\d)``) or in Python (:func:`word_start`). Case-insensitive
alternations of words are several times slower than the three spellings, and ``re`` tries
the branches of a long alternation one by one: a recognizer with many cue words looks
them up in :func:`word_index` (one scan of the text, shared) and tries its pattern only
where one begins.
"""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from importlib import resources
from typing import Iterable

#: A unit or count word right after a number ("2000 mL", "200-1000 mg", "3.5mm", "x 5 days"):
#: the number is a dose, a volume, a range or a duration, never a year, phone or identifier.
UNIT_AFTER = re.compile(
    r"[^\S\n]*-?(?:%|(?:mg|mcg|µg|ug|ng|pg|g|gm|grams?|kg|lbs?|oz|ml|mls|cc|l|dl|mmol|mol|"
    r"meq|iu|units?|u|tabs?|tablets?|caps?|capsules?|puffs?|drops?|sprays?|doses?|"
    r"mmhg|mm|cm|m|km|inch(?:es)?|ft|feet|kcal|cal|calories|bpm|breaths|beats|"
    r"min|mins|minutes?|sec|seconds?|hrs?|hours?|h|days?|d|wks?|weeks?|mos?|months?|yrs?|"
    r"years?|times|x|cells|copies|steps|miles|pack|packs|ppd|mosm|meters?)\b)",
    re.IGNORECASE)

#: Horizontal space: a window's text has no line breaks inside a sentence.
SP = r"[^\S\n]"


def unit_follows(text: str, end: int) -> bool:
    """Whether a unit or count word follows the number that ends at ``end``."""
    return UNIT_AFTER.match(text, end) is not None


def words(items: Iterable[str], *, title_case: bool = False,
          loose_hyphens: bool = False) -> str:
    """A regex alternation of ``items`` in their given, lower-case, capitalized and upper-
    case spellings, longest first (so "September" is tried before "Sep"). Spaces in an
    item match any horizontal space. ``title_case``: each word capitalized too ("Post-
    Anesthesia Care Unit"); ``loose_hyphens``: spaces allowed around a hyphen ("African -
    American", as tokens joined by spaces write it)."""
    items = list(items)
    if title_case:
        items += [re.sub(r"(?<![\w'])([a-z])", lambda m: m.group(1).upper(), i) for i in items]
    spelled = set()
    for item in items:
        spelled |= {item, item.lower(), item[:1].upper() + item[1:].lower(), item.upper()}
    ordered = sorted(spelled, key=lambda w: (-len(w), w))
    out = "(?:" + "|".join(re.escape(w).replace(r"\ ", SP + "+") for w in ordered) + ")"
    return out.replace(r"\-", f"{SP}*-{SP}*") if loose_hyphens else out


def word_start(text: str, pos: int) -> bool:
    """Whether ``pos`` begins a word: no letter or digit right before it."""
    return pos == 0 or not text[pos - 1].isalnum()


_WORD = re.compile(r"[A-Za-z]+")


@functools.lru_cache(maxsize=2)
def word_index(text: str) -> dict[str, list[int]]:
    """Where each word (a run of ASCII letters, lower-cased) begins in ``text``; computed
    once per text for all recognizers (a string caches its hash, so the lookup is cheap)."""
    index: dict[str, list[int]] = defaultdict(list)
    for m in _WORD.finditer(text):
        index[m.group().lower()].append(m.start())
    return index


def starts_of(text: str, vocabulary: Iterable[str]) -> list[int]:
    """Where the words of ``vocabulary`` (lower case) begin in ``text``, in order."""
    index = word_index(text)
    return sorted(pos for word in vocabulary for pos in index.get(word, ()))


def word_list(name: str) -> tuple[str, ...]:
    """The entries of ``data/NAME`` (one per line; ``#`` lines state their origin): word
    lists copied from Faker by bin/recognizer_lists.py, so that tagging needs no Faker."""
    text = (resources.files("deidkit.recognizers") / "data" / name).read_text(encoding="utf-8")
    return tuple(line for line in text.splitlines() if line and not line.startswith("#"))
