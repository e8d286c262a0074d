"""Finding postal codes (TYPE ``ZIP``).

A bare five-digit number is a count as often as a ZIP code, so a US ZIP code is recognized
only where an address puts it, after a state ("Boston, MA 02114", "Texas 75001-1234"),
or after a cue ("ZIP", "zip code", "postal code", "postcode", "PIN code"), which also
introduces the codes of other countries ("LT-62200", "6379-891", "937411"). Two forms are
distinctive enough to stand alone, both in capitals:

* Australian postcodes after a state code, ``NSW 2150`` (four digits alone are a count);
* Canadian postal codes, ``M5G 2C4`` (letter-digit-letter, a space or hyphen, digit-letter-
  digit, with Canada Post's letters; the separator is required, so a TNM stage such as
  ``T2N1M0`` is not one);
* UK postcodes, ``SW1A 1AA``, ``M1 1AE`` (outward code, a space, inward code).
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, unit_follows, word_start, words

#: USPS codes of the states, DC and the territories.
US_STATE_CODES = (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
    "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR VI GU AS MP").split()
US_STATE_NAMES = (
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut",
    "Delaware", "Florida", "Georgia", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa",
    "Kansas", "Kentucky", "Louisiana", "Maine", "Maryland", "Massachusetts", "Michigan",
    "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire",
    "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio",
    "Oklahoma", "Oregon", "Pennsylvania", "Rhode Island", "South Carolina", "South Dakota",
    "Tennessee", "Texas", "Utah", "Vermont", "Virginia", "Washington", "West Virginia",
    "Wisconsin", "Wyoming", "Puerto Rico", "District of Columbia")

_STATE_BEFORE = re.compile(
    r"(?<!\w)(?:" + "|".join(US_STATE_CODES) + r")\.?,?" + SP + r"+$|\b"
    + words(US_STATE_NAMES) + ",?" + SP + "+$")
#: Australia Post's state codes.
AUSTRALIAN_STATE_CODES = ("NSW", "VIC", "QLD", "WA", "SA", "TAS", "NT", "ACT")
#: An Australian postcode: four digits after a state code ("NSW 2150").
_AU_POSTCODE = re.compile(rf"(?<![\w-])(?:{'|'.join(AUSTRALIAN_STATE_CODES)}){SP}+"
                          r"(\d{4})(?![\w-])")
_US_ZIP = re.compile(r"\d(?<![\w-]\d)\d{4}(?:-\d{4})?(?![\w-])")
_AFTER_CUE = re.compile(
    words(["zip", "zip code", "zipcode", "postal code", "post code", "postcode", "PIN code"])
    + rf"{SP}*[:#]?{SP}*"
    r"((?:[A-Za-z]{1,2}-?)?\d[\dA-Za-z]{2,6}(?:[- ]\d[\dA-Za-z]{1,4})?)(?![\w-])")
_CANADA = re.compile(r"[ABCEGHJ-NPRSTVXY](?<![\w-][A-Z])\d[ABCEGHJ-NPRSTV-Z][ -]\d"
                     r"[ABCEGHJ-NPRSTV-Z]\d(?![\w-])")
_UK = re.compile(rf"[A-Z](?<![\w-][A-Z])[A-Z]?\d[A-Z\d]?{SP}\d[ABD-HJLNP-UW-Z]{{2}}(?![\w-])")


def find_postal_codes(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "ZIP")`` of every postal code in ``text``."""
    for m in _US_ZIP.finditer(text):
        if _STATE_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            yield m.start(), m.end(), "ZIP"
    for m in _AFTER_CUE.finditer(text):
        if word_start(text, m.start()):
            yield m.start(1), m.end(1), "ZIP"
    for m in _AU_POSTCODE.finditer(text):
        if not unit_follows(text, m.end(1)):   # "NT 1000 mL" is not an address
            yield m.start(1), m.end(1), "ZIP"
    for pattern in (_CANADA, _UK):
        for m in pattern.finditer(text):
            yield m.start(), m.end(), "ZIP"
