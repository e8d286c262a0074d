"""Finding dates (TYPE ``DATE``) in text: where a date is written, not what it means.

Reading and shifting a string already known to be a date (for surrogates) is another job;
this module only finds them. The month and weekday names are python-dateutil's
(``parserinfo``), and every candidate with a month name is checked by
``dateutil.parser.parse`` (so "31 Feb" is not a date); numeric candidates must be a day of
the calendar read month-first or day-first.

Forms found (names in lower case, capitalized or capitals), and a weekday in front of
any of them (``Mon 3/4``, ``Tuesday, March 3``) as a date of its own:

* ISO and year-first: ``2089-03-12``, ``2089/3/12``, ``2089.03.12`` (one separator);
* numeric day-first or month-first with the year: ``12/03/2089``, ``3-12-89``,
  ``12.03.2089`` (one separator; a 2-digit or 4-digit year);
* numeric without the year, ``12/03`` and ``3/12`` (slash only): except what reads as a
  score or a fraction (``4/5`` strength, ``5/10`` pain, ``1/2`` tab, ``2/6`` murmur: a
  numerator no larger than a usual denominator, unpadded) unless a weekday precedes, and
  except before a unit;
* month and year, numeric: ``03/2089``; with names: ``March 2089``, ``Mar-2089``,
  ``March of 2089``, ``Mar '89``;
* day and month names: ``12 March 2089``, ``12th of March, 2089``, ``12-MAR-2089``,
  ``12-Mar-89``, ``12 Mar``, ``March 12th, 2089``, ``Mar 12 '89``, ``MAR-12-2089``;
* a month name alone when written in full and capitalized (``in June``; not ``May``);
* weekdays written in full (``Monday``); abbreviated (``Mon``, ``Sat``) only in front of a
  date, since "Sat" is also saturation;
* years: ``'91`` (an apostrophe and two digits, not after a letter or digit: ``5'10"`` is
  a height); a four-digit year from 1900 to 2199, or a range of them ("2019-2020",
  "2017/18"), after a word that introduces a time ("in 2089", "since 1998.") and not
  before a unit ("in 2000 mL"); decades (``1990s``); a season with its year, whole
  ("summer of 2089", "Fall 2088");
* a few holidays (``Christmas``, ``Thanksgiving``...), with their year ("Christmas 2089"),
  which the i2b2 guidelines tag as dates, as they tag seasons.

Not dates: times (``14:32``), doses (``25/100``), ranges (``10-12``), lab values
(``3.5``), BP (``120/80``), visual acuity (``20/40``), ICD-10 and CPT codes.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Iterator

from dateutil import parser as date_parser

from deidkit.recognizers.patterns import SP, starts_of, unit_follows, word_start, words

_INFO = date_parser.parserinfo()
#: Full month names that are also common words when capitalized at a sentence start.
_AMBIGUOUS_ALONE = {"May"}
_FULL_MONTHS = {names[-1] for names in _INFO.MONTHS} - _AMBIGUOUS_ALONE
#: dateutil knows Mon..Sun and the full names; notes also write these.
_WEEKDAY_EXTRA = ("Tues", "Thur", "Thurs", "Weds")
_MONTH_WORDS = frozenset(n.lower() for names in _INFO.MONTHS for n in names)

#: A month name; a period only after an abbreviation ("Oct.", not the "." ending "October.").
MONTH = (words(names[-1] for names in _INFO.MONTHS) + "|"
         + words(n for names in _INFO.MONTHS for n in names[:-1]) + r"\.?")
MONTH = f"(?:{MONTH})"
WEEKDAY = words([*(n for names in _INFO.WEEKDAYS for n in names), *_WEEKDAY_EXTRA]) + r"\.?"
_DAY = r"[0-3]?\d(?:st|nd|rd|th)?"
_YEAR = r"(?:\d{4}|['’]\d{2})"
_SPACE = rf"(?:{SP}*,{SP}*|{SP}+)"
_COMPACT = r"[-/.]"
_TAIL_YEAR = rf"(?:(?:{_SPACE}|{_COMPACT}){_YEAR}(?!\d)|{_COMPACT}\d{{2}}(?!\d))"
_END = r"(?![\w'’])"

#: 12 March 2089, 12th of March, 2089, 12-MAR-2089, 12-Mar-89, 12 Mar
_DAY_FIRST = re.compile(
    rf"\d(?<![\w/.-]\d)\d?(?:st|nd|rd|th)?(?:{_SPACE}of{_SPACE}|{_SPACE}|{_COMPACT})"
    rf"{MONTH}{_TAIL_YEAR}?{_END}")
#: March 12th, 2089, Mar 12 '89, MAR-12-2089, Mar 12; March 2089, March of 2089, Mar '89;
#: June (alone, checked below)
_MONTH_FIRST = re.compile(
    rf"{MONTH}(?:(?:{_SPACE}|{_COMPACT}){_DAY}(?![\d:]){_TAIL_YEAR}?"
    rf"|(?:{_SPACE}of{_SPACE}|{_SPACE}|{_COMPACT}){_YEAR}(?!\d)|{_COMPACT}\d{{2}}(?!\d))?{_END}")
#: Numeric dates, one pass: year-first; with the year; month/year; day/month.
_NUMERIC = re.compile(
    r"\d(?<![\w/.,-]\d)(?:"
    r"(?P<iso>\d{3}(?P<s1>[-/.])\d{1,2}(?P=s1)\d{1,2})"
    r"|(?P<full>\d?(?P<s2>[-/.])\d{1,2}(?P=s2)(?:\d{4}|\d{2}))"
    r"|(?P<my>\d?/\d{4})"
    r"|(?P<dm>\d?/\d{1,2})"
    r")(?!\d|[-/]\d|\.\d)")
_WEEKDAY_ALONE = re.compile(words(names[-1] for names in _INFO.WEEKDAYS) + r"s?\b")
_WEEKDAY_BEFORE = re.compile(rf"(?<![\w])({WEEKDAY}),?{SP}+$")
_APOSTROPHE_YEAR = re.compile(r"['’](?<![\w'’]['’])\d{2}(?![\w'’\"])")
#: A four-digit year from 1900 to 2199, and what may not follow it: a period may end the
#: sentence after it ("in 2009."), but not continue a number ("2089.5").
_YEAR_DIGITS = r"(?:19|20|21)\d{2}"
_AFTER_YEAR = r"(?![\w'’/:-]|\.\d)"
# a year, or a range of years ("2019-2020", "2017/18"; nor a year before an en dash)
_YEAR = re.compile(rf"{_YEAR_DIGITS}(?:[-–/](?P<to>{_YEAR_DIGITS}|\d{{2}}))?(?!–){_AFTER_YEAR}")
_YEAR_CUE = re.compile(
    r"\b" + words(["in", "since", "during", "until", "till", "from", "circa", "year", "summer",
                   "winter", "spring", "fall", "autumn", "early", "mid", "late", "born",
                   "through", "thru"]) + rf"{SP}+$")
_DECADE = re.compile(r"(?:19|20|21)\d0['’]?s\b")
#: A season with its year, a date as a whole ("summer of 2089", "Fall 2088").
_SEASON_YEAR = re.compile(words(["summer", "winter", "spring", "fall", "autumn"])
                          + rf"(?:{SP}+of)?{SP}+{_YEAR_DIGITS}{_AFTER_YEAR}")
_HOLIDAYS = re.compile(
    rf"(?:Christmas(?:{SP}+(?:Eve|Day))?|Xmas|Thanksgiving|Easter|Halloween|"
    rf"New{SP}+Year'?s(?:{SP}+(?:Eve|Day))?|Independence{SP}+Day|"
    rf"Memorial{SP}+Day|Labou?r{SP}+Day|Boxing{SP}+Day|Canada{SP}+Day|"
    rf"Victoria{SP}+Day|Valentine'?s{SP}+Day|St\.?{SP}+Patrick'?s{SP}+Day|"
    rf"Good{SP}+Friday|Mother'?s{SP}+Day|Father'?s{SP}+Day|"
    rf"Hanukkah|Diwali|Ramadan|Eid)\b(?:,?{SP}+{_YEAR_DIGITS}{_AFTER_YEAR})?")

#: Denominators of scores and fractions: "4/5" strength, "2/6" murmur, "5/10" pain, "1/2"
#: tab, "3/4" pulses, "8/9" APGAR, "15/15" GCS, "27/30" MMSE, "5/7" and "2/52" (days and
#: weeks, British usage).
_SCORE_DENOMINATORS = frozenset({2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20, 30, 52})
#: A pain score's words just before "N/10".
_PAIN_BEFORE = re.compile(r"\b(?:pain|pain score|rates? (?:it|pain)|VAS|NRS)\W{0,3}$",
                          re.IGNORECASE)
_DEFAULT = datetime(2000, 1, 1)  # a leap year: "Feb 29" without a year is a date


def find_dates(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "DATE")`` of every date in ``text`` and of a weekday before it, as
    separate dates ("Sunday", "10/11"), as the i2b2 guidelines tag them (spans may
    overlap; the caller keeps the longest)."""
    for start, end in _dates(text):
        yield start, end, "DATE"
        before = _WEEKDAY_BEFORE.search(text, max(0, start - 12), start)
        if before:
            yield before.start(), before.start() + len(before.group(1)), "DATE"
    for pattern in (_WEEKDAY_ALONE, _HOLIDAYS):
        for m in pattern.finditer(text):
            if word_start(text, m.start()):
                yield m.start(), m.end(), "DATE"


def _dates(text: str) -> Iterator[tuple[int, int]]:
    for m in _DAY_FIRST.finditer(text):
        if _named_date(text, m):
            yield m.start(), m.end()
    for pos in starts_of(text, _MONTH_WORDS):
        m = _MONTH_FIRST.match(text, pos)
        if m and _named_date(text, m):
            yield m.start(), m.end()
    for m in _NUMERIC.finditer(text):
        if _numeric_date(text, m):
            yield m.start(), m.end()
    for m in _APOSTROPHE_YEAR.finditer(text):
        yield m.start(), m.end()
    for m in _YEAR.finditer(text):
        if word_start(text, m.start()) and _YEAR_CUE.search(text, max(0, m.start() - 10),
                                                             m.start()) \
                and not unit_follows(text, m.end()) and _year_range(m):
            yield m.start(), m.end()
    for pattern in (_DECADE, _SEASON_YEAR):
        for m in pattern.finditer(text):
            if word_start(text, m.start()) and not unit_follows(text, m.end()):
                yield m.start(), m.end()


def _year_range(m: re.Match) -> bool:
    """A year alone, or a range whose second year (two digits: of the same century) comes
    after the first by at most 20 years ("2019-2020", "2017/18"; not "2019-12")."""
    if m.group("to") is None:
        return True
    first = int(m.group()[:4])
    to = int(m.group("to"))
    to = to if to >= 100 else first // 100 * 100 + to
    return first < to <= first + 20


def _named_date(text: str, m: re.Match) -> bool:
    if not word_start(text, m.start()):
        return False
    value = m.group()
    if not any(c.isdigit() for c in value):  # a month alone: in full and capitalized
        return value.rstrip(".") in _FULL_MONTHS or value.rstrip(".").title() in _FULL_MONTHS \
            and value.isupper()
    if re.search(r"\bmay\b", value):  # lower-case "may" is the verb
        return False
    candidate = re.sub(r"['’](\d{2})\b", r"\1", re.sub(rf"{SP}+of{SP}+", " ", value))
    return _parses(candidate) and not unit_follows(text, m.end())


def _parses(candidate: str) -> bool:
    """Whether dateutil reads ``candidate`` (a day and a month name, maybe a year) as a
    day of the calendar; a four-digit year must be from 1900 to 2199."""
    try:
        parsed = date_parser.parse(candidate, default=_DEFAULT)
    except (ValueError, OverflowError):
        return False
    return not re.search(r"\d{4}", candidate) or 1900 <= parsed.year <= 2199


def _numeric_date(text: str, m: re.Match) -> bool:
    parts = [int(p) for p in re.split(r"[-/.]", m.group())]
    if m.group("iso"):
        return 1900 <= parts[0] <= 2199 and _calendar(*parts)
    if m.group("full"):
        a, b, year = parts
        digits = len(m.group().rsplit(m.group("s2"), 1)[1])
        if digits == 4 and not 1900 <= year <= 2199:
            return False
        year = year if digits == 4 else 2000 + year
        return _calendar(year, a, b) or _calendar(year, b, a)
    if m.group("my"):
        return 1 <= parts[0] <= 12 and 1900 <= parts[1] <= 2199
    a, b = m.group().split("/")
    if unit_follows(text, m.end()):
        return False
    if _score_like(a, b) and not _WEEKDAY_BEFORE.search(text, max(0, m.start() - 12),
                                                        m.start()):
        return False
    if b == "10" and _PAIN_BEFORE.search(text, max(0, m.start() - 24), m.start()):
        return False  # "pain 12/10": a patient's score beyond the scale, not December 10
    return _calendar(2000, int(a), int(b)) or _calendar(2000, int(b), int(a))


def _calendar(year: int, month: int, day: int) -> bool:
    """Whether (year, month, day) is a day of the calendar."""
    try:
        datetime(year, month, day)
    except ValueError:
        return False
    return True


def _score_like(numerator: str, denominator: str) -> bool:
    """"4/5", "10/10", "1/2": a usual denominator and a numerator no larger, unpadded
    ("07/09" is a date: scores are not zero-padded)."""
    if numerator.startswith("0") or denominator.startswith("0"):
        return False
    return int(denominator) in _SCORE_DENOMINATORS and int(numerator) <= int(denominator)
