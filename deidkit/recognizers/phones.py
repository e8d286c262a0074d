"""Finding telephone and fax numbers (``PHONE``, ``FAX``) with Google's libphonenumber
(the ``phonenumbers`` package): its ``PhoneNumberMatcher`` finds the numbers, with their
extensions ("ext 22", "x4106"), in the formats of a region, and any number written with
its country code ("+40 767 168 610").

* North American numbers (region US; Canada shares the plan) at leniency POSSIBLE, since
  notes, and the surrogates of de-identified corpora, hold numbers no carrier assigned;
  the plan's own rule stands in for validity: area code and exchange begin with 2-9, so
  ranges ("150-4000"), drug codes ("0002-1433-80") and zero-led identifiers are not
  numbers; a local number (seven digits) must be written ``555-0142``, ``555.0142`` or
  ``555 0142`` and not be followed by a unit ("200-1000 mg");
* numbers with a national trunk prefix ("07700 900123", "02 9374 4000") in the regions of
  :data:`NATIONAL_REGIONS`, at leniency VALID (the number must fit the region's plan),
  when the digit run begins with 0;
* an extension alone: "ext. 4106", "extension 22", "x4106" (four digits or more after a
  bare "x", which is otherwise a count: "x10").

A number is a ``FAX`` when "fax", "faxed", "facsimile" (or "F:") comes between the previous
number of its sentence and it, at most 25 characters before it.

The matcher is the costliest recognizer, so it runs only on the text around a run of seven
digits or more (apart at most by spaces and ``-.()+``), never across a sentence
(:data:`deidkit.recognizers.text.SEPARATOR`).
"""

from __future__ import annotations

import re
from typing import Iterator

from phonenumbers import Leniency, PhoneNumberMatcher

from deidkit.recognizers.patterns import SP, unit_follows, word_start
from deidkit.recognizers.text import SEPARATOR

#: Regions tried for numbers written with a national trunk prefix 0: the United Kingdom,
#: Ireland, Australia, New Zealand, India.
NATIONAL_REGIONS = ("GB", "IE", "AU", "NZ", "IN")

#: Seven digits in a row or apart by separators: the shortest phone number.
_CANDIDATE = re.compile(rf"\d(?:{SP}{{0,2}}[-.()+]?{SP}{{0,2}}\d){{6,}}")
_EXTENSION = re.compile(r"(?:(?:ext|extn|extension|EXT|Ext|EXTN|Extn|EXTENSION|Extension)\.?"
                        rf"{SP}*(\d{{1,6}})|x(\d{{4,6}}))(?!\d)")
_FAX_CUE = re.compile(r"\b(?:fax(?:ed|ing)?|facsimile|telefax)\b|\bF[^\S\n]*[:#]", re.IGNORECASE)
_ZIP_PLUS_4 = re.compile(r"\d{5}-\d{4}")
_LOCAL = re.compile(rf"^[2-9]\d{{2}}(?:{SP}?[-.]{SP}?|{SP})\d{{4}}$")
_ISO_DATE = re.compile(rf"\d{{4}}([-.])\d\d?\1\d\d?(?:{SP}\d+)?")
#: Context kept around a digit run for the matcher: a country code and "(" before it, an
#: extension after it.
_BEFORE, _AFTER = 8, 24


def find_phones(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "PHONE" or "FAX")`` of every telephone number in ``text``."""
    spans = [(lo + s, lo + e) for lo, hi, national in _candidate_slices(text)
             for s, e in _numbers(text[lo:hi], national)]
    spans += [(m.start(), m.end()) for m in _EXTENSION.finditer(text)
              if word_start(text, m.start()) and not unit_follows(text, m.end())]
    previous = 0
    for start, end in sorted(set(spans)):
        before = text[max(previous, start - 25):start]
        if SEPARATOR in before:  # not from the sentence before
            before = before[before.rfind(SEPARATOR) + len(SEPARATOR):]
        yield start, end, "FAX" if _FAX_CUE.search(before) else "PHONE"
        previous = max(previous, end)


def _candidate_slices(text: str) -> Iterator[tuple[int, int, bool]]:
    """``(start, end, national)`` of the text around each phone-like digit run, cut at
    spaces and never across a sentence; ``national``: the run begins with a trunk 0."""
    for m in _CANDIDATE.finditer(text):
        if _ISO_DATE.fullmatch(m.group()):
            continue  # the matcher would refuse it too, at a cost
        lo = text.rfind(" ", 0, max(0, m.start() - _BEFORE)) + 1
        sentence = text.rfind(SEPARATOR, 0, m.start())
        lo = max(lo, sentence + len(SEPARATOR) if sentence >= 0 else 0)
        hi = text.find(" ", min(len(text), m.end() + _AFTER))
        hi = len(text) if hi < 0 else hi
        stop = text.find(SEPARATOR, m.end())
        hi = hi if stop < 0 else min(hi, stop)
        yield lo, hi, m.group().startswith("0")


def _numbers(piece: str, national: bool) -> Iterator[tuple[int, int]]:
    taken: list[tuple[int, int]] = []
    for match in PhoneNumberMatcher(piece, "US", leniency=Leniency.POSSIBLE):
        if _north_american_ok(piece, match):
            taken.append(_span(match))
    if national:
        for region in NATIONAL_REGIONS:
            for match in PhoneNumberMatcher(piece, region, leniency=Leniency.VALID):
                if _ZIP_PLUS_4.fullmatch(match.raw_string):
                    continue  # "MA 02114-1234": a New England ZIP code, not a Dublin number
                if not any(s < match.end and match.start < e for s, e in taken):
                    taken.append(_span(match))
    yield from taken


def _span(match) -> tuple[int, int]:
    """The match without a bracket that opens around the whole number ("(+44 7700 900123)",
    "(+55 (31) 98765-4321)"): the matcher keeps it, but only a bracket closed inside the
    number ("(617) 555-0142", "(+44) ...") is part of it."""
    raw = match.raw_string
    if raw.startswith("(") and not _closes(raw):
        return match.start + 1, match.end
    return match.start, match.end


def _closes(raw: str) -> bool:
    """Whether the bracket that opens ``raw`` is closed inside it."""
    depth = 0
    for ch in raw:
        depth += (ch == "(") - (ch == ")")
        if depth == 0:
            return True
    return False


def _north_american_ok(piece: str, match) -> bool:
    number = match.number
    if number.country_code != 1:
        return True  # written with another country code: POSSIBLE is enough
    national = str(number.national_number)
    if len(national) == 10:
        return national[0] in "23456789" and national[3] in "23456789"
    if len(national) == 7 and not number.extension:
        return bool(_LOCAL.match(match.raw_string)) and not unit_follows(piece, match.end)
    return len(national) == 7 and national[0] in "23456789"
