"""Finding ages (TYPE ``AGE``): the number of an age written as one, not every number.

The span is the age itself (``62`` of "62-year-old", ``60s`` of "in her 60s"), as the i2b2
guidelines tag it. Forms:

* a number and a word of age: ``62-year-old``, ``62 year old``, ``62 yrs old``, ``92 yrs.
  old``, ``62 y/o``, ``62 y.o.``, ``62yo``, ``62 years of age``, ``3-month-old``, ``6 wk
  old``; and a number in words before the same words (``ninety-two-year-old``, ``seventy
  two years old``, ``eighty years of age``), one to ninety-nine;
* a number and the sex, the short form of notes: ``62M``, ``62 F``, ``62yoF``, ``62 y M``,
  ``62/M`` (upper-case M/F only; not before a catheter word, since ``16F Foley`` is a
  size; not 94-109 F without a "y", which is a temperature; without a "y", 15 or more,
  since "5 M HCl" is a concentration);
* a cue and a number: ``aged 85``, ``age 85``, ``Age: 85``, ``at the age of 85`` (not a
  gestational, bone, mental or reading age);
* decades of life: ``in his 60s``, ``in her late 70's``, ``in their thirties``.

Ages are 0-125. Not ages: durations ("for 20 years"), counts, doses, temperatures.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, word_start, words

#: The age: one to three digits, the first checked not to continue a number or a word.
_NUMBER = r"(\d(?<![\w.,/:-]\d)\d{0,2})(?![\d.,]\d)"
#: The words of age after the number (an abbreviation's period read: "92 yrs. old").
_OF_AGE = (
    rf"{words(['years', 'year', 'yrs', 'yr'])}\.?{SP}*-?{SP}*{words(['old'])}\b"
    rf"|{words(['years', 'yrs'])}\.?{SP}+of{SP}+{words(['age'])}\b"
    rf"|{words(['months', 'month', 'mos', 'mo', 'weeks', 'week', 'wks', 'wk', 'days', 'day'])}"
    rf"\.?{SP}*-?{SP}*{words(['old'])}\b")
_OLD = re.compile(
    _NUMBER + rf"{SP}*-?{SP}*(?:"
    rf"[yY]{SP}*/{SP}*[oO]\b\.?|[yY]\.{SP}*[oO]\.?|[yY]-[oO]\b|(?:yo|YO)(?=[MFmf]?\b)|yoa\b|"
    + _OF_AGE + ")")
_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
#: One to ninety-nine in words: a tens word with or without its unit, or one to nineteen.
_NUMBER_WORDS = (
    "(" + words(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
    + rf"(?:(?:-|{SP}+){words(_UNITS)})?|"
    + words(["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
             "seventeen", "eighteen", "nineteen"] + _UNITS) + r")")
# the lookahead on the number words' first letters spares the alternation at other positions
_OLD_IN_WORDS = re.compile(r"(?=[eEfFnNoOsStT])" + _NUMBER_WORDS + rf"{SP}*-?{SP}*(?:{_OF_AGE})")
_SEX = re.compile(_NUMBER + rf"(?:{SP}?(y|yo|y/o){SP}?|{SP}?/{SP}?|{SP}?)([MF])(?![\w'’/])")
_NOT_AFTER_SEX = re.compile(
    rf"{SP}*(?:r\b|fr\b|french|foley|cath|catheter|sheath|tube|drain|introducer|ngt?\b|picc|"
    r"coude|sump|suction|trach|ett|gauge|g\b|needle|iv\b|angio)", re.IGNORECASE)
_TEMPERATURE_BEFORE = re.compile(rf"(?:\bt|temp|temperature|tmax|tm|febrile|fever|afebrile)"
                                 rf"{SP}*(?:of|to|at|:|=|is|was)?{SP}*$", re.IGNORECASE)
_NOT_THIS_AGE = re.compile(r"(?:gestational|bone|mental|developmental|reading)\s+$",
                           re.IGNORECASE)
_CUE = re.compile(
    words(["aged", "age", "age of", "at the age of"]) + rf"{SP}*[:=]?{SP}*" + _NUMBER)
_DECADE = re.compile(
    words(["his", "her", "their"]) + rf"{SP}+(?:{words(['early', 'mid', 'late'])}{SP}*-?{SP}*)?"
    r"((?:[1-9]0)['’]?s|" + words(["teens", "twenties", "thirties", "forties", "fifties",
                                     "sixties", "seventies", "eighties", "nineties"]) + r")\b")

MAX_AGE = 125
#: "5 M HCl", "2 F": below this, a number and M/F without "y" is a quantity, not an age.
MIN_BARE_SEX_AGE = 15


def find_ages(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "AGE")`` of every age in ``text``."""
    for m in _OLD.finditer(text):
        if int(m.group(1)) <= MAX_AGE:
            yield m.start(1), m.end(1), "AGE"
    for m in _OLD_IN_WORDS.finditer(text):
        if word_start(text, m.start()):
            yield m.start(1), m.end(1), "AGE"
    for m in _SEX.finditer(text):
        age = int(m.group(1))
        if age > MAX_AGE or _NOT_AFTER_SEX.match(text, m.end()):
            continue
        if not m.group(2) and age < MIN_BARE_SEX_AGE:
            continue
        if m.group(3) == "F" and not m.group(2) and (
                94 <= age <= 109
                or _TEMPERATURE_BEFORE.search(text, max(0, m.start() - 24), m.start())):
            continue
        yield m.start(1), m.end(1), "AGE"
    for m in _CUE.finditer(text):
        if word_start(text, m.start()) and int(m.group(1)) <= MAX_AGE \
                and not _NOT_THIS_AGE.search(text, max(0, m.start() - 16), m.start()):
            yield m.start(1), m.end(1), "AGE"
    for m in _DECADE.finditer(text):
        if word_start(text, m.start()):
            yield m.start(1), m.end(1), "AGE"
