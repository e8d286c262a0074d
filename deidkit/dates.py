"""Reading a string already known to be a date, and writing it back shifted in its own format.

python-dateutil reads the values (month and weekday names, ordinals, two-digit years, which
number is the day when only one order can read it); this module only finds which part of
the string said what, so the shifted date is written in the original's surface format:
separators, zero padding, month names (full, abbreviated, "Sept", their casing), ordinal
suffixes, two-digit years, weekday names (moved with the date) and partial dates
("March 2089", "03/2089", "2089", "12 March", "the 12th", "June", "Monday", "Mondays",
"Tues"). Also the forms the date recognizer finds beyond dateutil: seasons ("summer 2089",
"Fall of 2088", "last winter"; "fall" or "autumn" as the original says, else as the
document's order suggests: "autumn" day-first, "fall" month-first), decades ("1990s"),
ranges of years ("2019-2020", "2017/18": both years move), and a day in words ("the
fourth of July", "Twenty-first March"). A time in the string ("12-MAR-2089 14:32") is kept
as it is; a holiday ("Christmas 2089", "Good Friday") is not read (its name would tell the
date).

* :func:`read_date` ``(text, order)`` -> a :class:`DateReading` or None. ``order``
  (``"dmy"`` or ``"mdy"``) decides the dates both orders can read (03/04/2089); a date only
  one order can read (25/03/2089) is read that way; year-first dates (2089-03-04,
  20890304) are always year-month-day.
* :func:`shift` ``(reading, days)`` -> the string with the date moved by ``days``.
* :func:`document_order` ``(strings)`` -> ``"dmy"``, ``"mdy"`` or None: the order of the
  dates only one order can read, by majority.
* :func:`render` ``(reading, date)`` writes any date in a reading's format;
  :func:`shift_visibly` never writes a date back unchanged (partial dates move a unit of
  their precision further when the shift does not show); :func:`shift_tokens` does it on
  the tokens of a tokens table.

Missing parts are filled in for arithmetic: a month-year date stands for the 15th, a year
for July 1st, a yearless date lies in the leap year 2000, a day without a month in January;
a season for the 15th of its middle month (winter: January, so "winter 2089" is December
2088 to February 2089), a decade for January 1st of its sixth year, a range of years for
July 1st of its first year. Numeric dates only one order reads are read so whatever
``order`` says, with or without a year (25/03/2089, 14/8).
"""

from __future__ import annotations

import datetime as dt
import functools
import itertools
import re
from dataclasses import dataclass
from typing import Iterable

from dateutil import parser as _dateutil

from deidkit.casing import transfer_casing
from deidkit.date_words import (EXTRA_DAYS, HOLIDAY, SEASON_MIDDLE, SEASON_WORDS, SEASONS,
                                SPELLED_DAY, season_of, spelled, spelled_value)

ORDERS = ("dmy", "mdy")
_INFO = _dateutil.parserinfo()
# Two defaults that differ in every field a date can give: a field that comes out the same
# under both was in the text. Both are leap years and both months have 31 days.
_DEFAULTS = (dt.datetime(2000, 1, 1), dt.datetime(2004, 3, 3))
_RUNS = re.compile(r"\d+|[^\W\d_]+|\s+|.", re.UNICODE)
_ORDINALS = {"st", "nd", "rd", "th"}
_MERIDIEM = {"am", "pm", "a", "p", "h", "hrs", "hr"}
_FULL_MONTHS = [names[-1] for names in _INFO.MONTHS]
_ABBR_MONTHS = [names[0] for names in _INFO.MONTHS]
_FULL_DAYS = [names[-1] for names in _INFO.WEEKDAYS]
_ABBR_DAYS = [names[0] for names in _INFO.WEEKDAYS]



@dataclass(frozen=True)
class Piece:
    """A run of the date string: ``kind`` says what it writes.

    ``lit`` (kept as it is), ``d``/``m`` (day/month number), ``mon`` (month name), ``y``
    (a year of 2 or 4 digits), ``ord`` (ordinal suffix of the day), ``w`` (weekday name),
    ``season`` (``layout``: the word for autumn), ``decade`` (its first year), ``yto`` (the
    end of a range of years; ``layout``: how many years after the start), ``dword`` (the
    day in words; ``layout``: what joins "twenty" and "first"), or a compact run of several
    fields (``layout`` like ``YYYYMMDD``)."""

    kind: str
    text: str
    start: int
    layout: str = ""


@dataclass(frozen=True)
class DateReading:
    text: str
    date: dt.date           #: the date read, missing parts filled in (see module doc)
    fields: str             #: the parts the text gives: some of "ymd", "w" (a weekday
                            #: only), "s" or "ys" (a season), "D" (a decade)
    order: str | None       #: "dmy"/"mdy" when a numeric day and month are in the text
                            #: (not after a year: 2089-03-04 is read whatever the order)
    pieces: tuple[Piece, ...]

    @property
    def precision(self) -> str:
        """The finest unit the text shows: "d" (a day, or a weekday), "m", "s" (a season),
        "y" or "D" (a decade)."""
        for unit in ("d", "m", "s", "D"):
            if unit in self.fields:
                return unit
        return "d" if self.fields == "w" else "y"


def _token_pieces(text: str) -> list[Piece]:
    """The text cut into runs, each classified as far as the text alone allows."""
    runs = [(m.group(), m.start()) for m in _RUNS.finditer(text)]
    pieces: list[Piece] = []
    for i, (run, start) in enumerate(runs):
        low = run.lower()
        kind = "lit"
        if run.isdigit():
            kind = "num"
        elif run.isalpha():
            prev = next((r for r, _ in reversed(runs[:i]) if not r.isspace()), "")
            if low in _ORDINALS and prev.isdigit():
                kind = "ord"
            elif _INFO.month(run) is not None:
                kind = "mon"
            elif _weekday(run) is not None:
                kind = "w"
            elif low in SEASONS:
                kind = "season"
            elif low[:-1] in (n.lower() for n in _FULL_DAYS) and low.endswith("s"):
                pieces += [Piece("w", run[:-1], start), Piece("lit", run[-1], start + len(run) - 1)]
                continue  # "Mondays": the weekday and its plural ending
        pieces.append(Piece(kind, run, start))
    return pieces


def _weekday(name: str) -> int | None:
    """The weekday (Monday 0) a name or abbreviation says, or None."""
    day = _INFO.weekday(name)
    return day if day is not None else EXTRA_DAYS.get(name.lower())


def _is_time(pieces: list[Piece], i: int) -> bool:
    """A number next to a colon, or followed by am/pm/h, is part of a time of day."""
    def neighbour(step):
        j = i + step
        while 0 <= j < len(pieces) and pieces[j].text.isspace():
            j += step
        return pieces[j].text.lower() if 0 <= j < len(pieces) else ""
    before, after = neighbour(-1), neighbour(1)
    adjacent = [pieces[j].text for j in (i - 1, i + 1) if 0 <= j < len(pieces)]
    return ":" in adjacent or after in _MERIDIEM or (before == "t" and i > 0)


def _matches(role: str, run: str, when: dt.datetime) -> bool:
    value = int(run)
    if role == "d":
        return len(run) <= 2 and value == when.day
    if role == "m":
        return len(run) <= 2 and value == when.month
    if role == "y":
        return (len(run) == 4 and value == when.year) or \
            (len(run) == 2 and value == when.year % 100)
    return False


_COMPACT = ("YYYYMMDD", "DDMMYYYY", "MMDDYYYY", "YYMMDD", "DDMMYY", "MMDDYY")


def _compact_matches(layout: str, run: str, when: dt.datetime) -> bool:
    if len(layout) != len(run):
        return False
    parts = {c: run[layout.index(c):layout.rindex(c) + 1] for c in "YMD"}
    return all(_matches(r, parts[c], when) for c, r in (("Y", "y"), ("M", "m"), ("D", "d")))


def _parse(text: str, dayfirst: bool) -> tuple[dt.datetime, str] | None:
    """dateutil's reading of ``text`` and the fields it found in it (some of "ymd")."""
    try:
        a, b = (_dateutil.parse(text, dayfirst=dayfirst, default=d, fuzzy_with_tokens=True)[0]
                for d in _DEFAULTS)
    except (ValueError, OverflowError, TypeError):
        return None
    found = "".join(f for f, x, y in (("y", a.year, b.year), ("m", a.month, b.month),
                                      ("d", a.day, b.day)) if x == y)
    return a, found


@functools.lru_cache(maxsize=1 << 16)  # a corpus repeats its dates; readings are immutable
def read_date(text: str, order: str = "mdy") -> DateReading | None:
    """``text`` (known to be a date) read as a date, or None when it cannot be (see the
    module doc). ``order`` decides the dates both orders read."""
    if order not in ORDERS:
        raise ValueError(f"unknown date order {order!r}; expected one of {ORDERS}")
    if HOLIDAY.search(text):
        return None
    pieces = _token_pieces(text)
    if any(p.kind == "season" for p in pieces):
        return _season_reading(text, pieces, order)
    reading = _decade_reading(text, pieces) or _year_range_reading(text, pieces) or \
        _spelled_day_reading(text, order)
    return reading if reading is not None else _numbers_and_names(text, pieces, order)


def _numbers_and_names(text: str, pieces: list[Piece], order: str) -> DateReading | None:
    """What dateutil reads (numbers, month and weekday names), each part found in the text."""
    nums = [i for i, p in enumerate(pieces) if p.kind == "num" and not _is_time(pieces, i)]
    names = [i for i, p in enumerate(pieces) if p.kind == "mon"]
    days = [i for i, p in enumerate(pieces) if p.kind == "w"]
    if not nums and not names:
        return _weekday_only(text, [Piece("lit", p.text, p.start) if p.kind in ("num", "ord") else p
                                    for p in pieces], days)
    if len(names) > 1 or len(days) > 1:
        return None
    # Year first (2089-03-04, 20890304) is year-month-day whatever the order: dateutil's
    # dayfirst would read it year-day-month.
    year_first = bool(nums) and len(pieces[nums[0]].text) in (4, 8) and \
        (not names or nums[0] < names[0])
    dayfirst = order == "dmy" and not year_first
    # a date only the other order reads (14/8 month-first) is read that way
    parsed = _parse(text, dayfirst=dayfirst) or \
        (None if year_first else _parse(text, dayfirst=not dayfirst))
    if parsed is None:
        return None
    when, found = parsed
    if names and "m" not in found:
        return None
    roles = _assign(pieces, nums, names, when, found, order)
    if roles is None:
        return None
    out = list(pieces)
    for i, role in roles.items():
        kind, layout = (role, "") if len(role) == 1 else ("compact", role)
        out[i] = Piece(kind, pieces[i].text, pieces[i].start, layout)
    for i in names + days:
        out[i] = Piece(out[i].kind, out[i].text, out[i].start, _name_form(pieces, i))
    for i, p in enumerate(out):
        if p.kind in ("num", "ord") and i not in roles:
            # a time's digits; an ordinal suffix only after the day
            prev = next((q for q in reversed(out[:i]) if not q.text.isspace()), None)
            keep = p.kind == "ord" and prev is not None and prev.kind == "d"
            out[i] = p if keep else Piece("lit", p.text, p.start)
    date = _filled(when, found)
    if date is None:
        return None
    day_i = next((i for i, r in roles.items() if r == "d"), None)
    month_i = next((i for i, r in roles.items() if r == "m"), None)
    read_order = None
    year_i = next((i for i, r in roles.items() if r == "y"), None)
    if day_i is not None and month_i is not None and \
            (year_i is None or year_i > min(day_i, month_i)):
        read_order = "dmy" if day_i < month_i else "mdy"
    return DateReading(text, date, found, read_order, tuple(out))


def _assign(pieces, nums, names, when, found, order) -> dict[int, str] | None:
    """The role of each numeric run: roles whose values dateutil read, one per field the
    text gives (other runs must be the time dateutil read); among several (equal day and
    month), the one ``order`` puts first. Never year-day-month."""
    need = sorted(set(found) - ({"m"} if names else set()))
    if len(nums) == 1 and len(pieces[nums[0]].text) in (6, 8) and need == ["d", "m", "y"]:
        run = pieces[nums[0]].text
        layouts = [lay for lay in _COMPACT if _compact_matches(lay, run, when)
                   and (lay[0] == "Y" or (lay.index("D") < lay.index("M")) == (order == "dmy"))]
        return {nums[0]: layouts[0]} if layouts else None
    times = {when.hour, when.minute, when.hour * 100 + when.minute} \
        if (when.hour, when.minute) != (0, 0) else set()
    candidates = []
    for chosen in itertools.permutations(nums, len(need)):
        rest = [i for i in nums if i not in chosen]
        if any(int(pieces[i].text) not in times for i in rest):
            continue
        if all(_matches(r, pieces[i].text, when) for r, i in zip(need, chosen)):
            candidates.append(dict(zip(chosen, need)))

    def rank(roles):
        seq = [roles[i] for i in sorted(roles)]
        # a two-digit year first (28/6/28 as 2028-06-28) only when nothing else reads it;
        # a month name alone ("June") gives no numbers to rank
        short_year_first = bool(seq) and seq[0] == "y" and len(pieces[min(roles)].text) == 2
        if "d" not in seq or "m" not in seq:
            return (False, short_year_first, False)
        day_first = seq.index("d") < seq.index("m")
        return (seq[0] == "y" and day_first, short_year_first, day_first != (order == "dmy"))
    best = min(candidates, key=rank, default=None)
    return None if best is None or rank(best)[0] else best


def _filled(when: dt.datetime, found: str) -> dt.date | None:
    year = when.year if "y" in found else 2000
    month = when.month if "m" in found else (1 if "d" in found else 7)
    day = when.day if "d" in found else (15 if "m" in found else 1)
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _weekday_only(text, pieces, days) -> DateReading | None:
    if len(days) != 1:  # numbers here are a time's
        return None
    i = days[0]
    weekday = _weekday(pieces[i].text)
    pieces = list(pieces)
    pieces[i] = Piece("w", pieces[i].text, pieces[i].start, _name_form(pieces, i))
    # 2000-01-03 is a Monday: the weekday-only date is a day of that week
    return DateReading(text, dt.date(2000, 1, 3) + dt.timedelta(days=weekday), "w", None,
                       tuple(pieces))


def _season_reading(text, pieces, order) -> DateReading | None:
    """A season, maybe with its year ("summer 2089", "Fall of '88", "last winter"): one
    season name, no month or weekday, no number but the year, no word but those of
    :data:`deidkit.date_words.SEASON_WORDS`."""
    seasons = [i for i, p in enumerate(pieces) if p.kind == "season"]
    nums = [i for i, p in enumerate(pieces) if p.kind == "num"]
    words = [p.text.lower() for p in pieces if p.kind in ("lit", "ord") and p.text.isalpha()]
    if len(seasons) != 1 or len(nums) > 1 or any(p.kind in ("mon", "w") for p in pieces) \
            or not set(words) <= SEASON_WORDS:
        return None
    out = list(pieces)
    year = 2000
    if nums:
        i = nums[0]
        apostrophe = i > 0 and pieces[i - 1].text in "'’"
        if not (len(pieces[i].text) == 4 or (len(pieces[i].text) == 2 and apostrophe)):
            return None
        year = int(pieces[i].text) if len(pieces[i].text) == 4 else \
            _INFO.convertyear(int(pieces[i].text))
        out[i] = Piece("y", pieces[i].text, pieces[i].start)
    i = seasons[0]
    word = pieces[i].text.lower()
    autumn = word if word in ("fall", "autumn") else ("autumn" if order == "dmy" else "fall")
    out[i] = Piece("season", pieces[i].text, pieces[i].start, autumn)
    month, day = SEASON_MIDDLE[SEASONS[word]]
    return DateReading(text, dt.date(year, month, day), "ys" if nums else "s", None, tuple(out))


def _decade_reading(text, pieces) -> DateReading | None:
    """A decade: "1990s", "the 1990's" (four digits ending in 0, then "s")."""
    nums = [i for i, p in enumerate(pieces) if p.kind == "num"]
    if len(nums) != 1:
        return None
    i = nums[0]
    run = pieces[i].text
    # "s" or "'s" after the digits; "1990 s" and "1990 ' s" as shift_tokens joins tokens
    after = [p.text.lower() for p in pieces[i + 1:] if not p.text.isspace()][:2]
    if not (len(run) == 4 and run.endswith("0") and 1000 <= int(run)) or \
            not (after[:1] == ["s"] or (after[:1] in (["'"], ["’"]) and after[1:] == ["s"])) \
            or any(p.kind in ("mon", "w") for p in pieces):
        return None
    out = list(pieces)
    out[i] = Piece("decade", run, pieces[i].start)
    return DateReading(text, dt.date(int(run) + 5, 1, 1), "D", None, tuple(out))


def _year_range_reading(text, pieces) -> DateReading | None:
    """A range of years, as the recognizer finds them: "2019-2020", "2019–2020", "2017/18"
    (the second year after the first, by at most 20). Two digits of 12 or less after a
    dash or slash are a month (2089-03), not a range."""
    solid = [p for p in pieces if not p.text.isspace()]
    if len(solid) != 3 or solid[1].text not in ("-", "–", "/") or \
            not all(p.kind == "num" for p in (solid[0], solid[2])) or len(solid[0].text) != 4 \
            or len(solid[2].text) not in (2, 4):
        return None
    first, second = int(solid[0].text), int(solid[2].text)
    if len(solid[2].text) == 2:
        if second <= 12:
            return None
        second += first // 100 * 100
    if not first < second <= first + 20:
        return None
    out = [Piece("y", p.text, p.start) if p is solid[0] else
           Piece("yto", p.text, p.start, str(second - first)) if p is solid[2] else p
           for p in pieces]
    return DateReading(text, dt.date(first, 7, 1), "y", None, tuple(out))


def _spelled_day_reading(text, order) -> DateReading | None:
    """A day in words beside a month name ("the fourth of July", "March twenty-first"):
    read as the number it says, and written back in words."""
    found = list(SPELLED_DAY.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    digits = str(spelled_value(m))
    reading = read_date(text[:m.start()] + digits + text[m.end():], order)
    if reading is None:
        return None
    pieces = reading.pieces
    at = next((i for i, p in enumerate(pieces) if p.start == m.start()), None)
    month = next((i for i, p in enumerate(pieces) if p.kind == "mon"), None)
    if at is None or month is None or pieces[at].kind != "d" or pieces[at].text != digits:
        return None
    between = pieces[min(at, month) + 1:max(at, month)]
    if any(p.text.lower() not in ("of", "the", ",", ".") for p in between if not p.text.isspace()):
        return None  # "the first week of June": not a day
    moved = len(m.group()) - len(digits)
    out = [Piece("dword", m.group(), m.start(), m.group("sep") or "-") if i == at else
           (Piece(p.kind, p.text, p.start + moved, p.layout) if i > at else p)
           for i, p in enumerate(pieces)]
    return DateReading(text, reading.date, reading.fields, reading.order, tuple(out))


def _name_form(pieces: list[Piece], i: int) -> str:
    """How a month or weekday name is written: "full", "abbr" or "sept" ("Sept", which
    keeps its four letters). "May" is read as abbreviated next to a dash, slash or digit
    (12-MAY-2089), as written in full otherwise."""
    low = pieces[i].text.lower()
    if low == "sept":
        return "sept"
    full = {n.lower() for n in _FULL_MONTHS + _FULL_DAYS}
    if low not in full:
        return "abbr"
    if len(low) > 3:
        return "full"
    near = "".join(pieces[j].text for j in (i - 1, i + 1) if 0 <= j < len(pieces))
    return "abbr" if any(c.isdigit() or c in "-/" for c in near) else "full"


def _name(names: list[str], abbrs: list[str], index: int, piece: Piece) -> str:
    if piece.layout == "full":
        name = names[index]
    else:
        name = "Sept" if piece.layout == "sept" and index == 8 else abbrs[index]
    return transfer_casing(piece.text, name)


def _ordinal(day: int, original: str) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return transfer_casing(original, suffix)


def _rendered(reading: DateReading, date: dt.date) -> list[str]:
    """The new text of each piece of ``reading`` for ``date``."""
    nums = [p.text for p in reading.pieces if p.kind in ("d", "m")]
    kinds = {p.kind for p in reading.pieces}
    # Zero padding of day and month: a leading zero says yes, a one-digit number or an
    # ordinal no; with a numeric month two-digit numbers (12/11, 12/89) are read as
    # padded; a two-digit day beside a month name is padded when the date has no space
    # (25-JUL-2089, 25JUL89), not otherwise (25 July 2089).
    if any(t.startswith("0") for t in nums):
        pad = True
    elif "ord" in kinds or any(len(t) == 1 for t in nums):
        pad = False
    else:
        pad = "m" in kinds or not any(c.isspace() for c in reading.text)
    weekday_shift = (date - reading.date).days
    out = []
    for p in reading.pieces:
        if p.kind == "d":
            out.append(f"{date.day:02d}" if pad else str(date.day))
        elif p.kind == "m":
            out.append(f"{date.month:02d}" if pad else str(date.month))
        elif p.kind in ("y", "yto"):
            year = season_of(date)[1] if "season" in kinds else date.year
            year += int(p.layout) if p.kind == "yto" else 0
            out.append(f"{year % 100:02d}" if len(p.text) == 2 else f"{year:04d}")
        elif p.kind == "season":
            index = season_of(date)[0]
            name = p.layout if index == 2 else ("spring", "summer", "", "winter")[index]
            out.append(transfer_casing(p.text, name))
        elif p.kind == "decade":
            out.append(f"{date.year // 10 * 10:04d}")
        elif p.kind == "dword":
            out.append(spelled(date.day, p.text, p.layout))
        elif p.kind == "mon":
            out.append(_name(_FULL_MONTHS, _ABBR_MONTHS, date.month - 1, p))
        elif p.kind == "ord":
            out.append(_ordinal(date.day, p.text))
        elif p.kind == "w":
            # moved with the date (kept consistent with the original, even a wrong one)
            index = (_weekday(p.text) + weekday_shift) % 7
            out.append(_name(_FULL_DAYS, _ABBR_DAYS, index, p))
        elif p.kind == "compact":
            values = {"YYYY": f"{date.year:04d}", "YY": f"{date.year % 100:02d}",
                      "MM": f"{date.month:02d}", "DD": f"{date.day:02d}"}
            out.append(re.sub(r"YYYY|YY|MM|DD", lambda m: values[m.group()], p.layout))
        else:
            out.append(p.text)
    return out


def render(reading: DateReading, date: dt.date) -> str:
    """``date`` written in the surface format of ``reading``."""
    return "".join(_rendered(reading, date))


def shift(reading: DateReading, days: int) -> str:
    """The date of ``reading`` moved by ``days``, in its own format."""
    return render(reading, reading.date + dt.timedelta(days=days))


#: Days added (in the shift's direction) to a date whose precision hides the shift: from
#: the middle of a season, 90 more days always land in the next season.
_UNIT = {"d": 1, "m": 31, "s": 90, "y": 366, "D": 3653}


def visible_shift(reading: DateReading, days: int) -> dt.date:
    """The date ``reading`` moves to by ``days`` (not 0), one unit of its precision further
    in the same direction when the shift would not show in its text (a year when the
    shifted day stays in that year, "March 2089" within March, a weekday by a multiple of
    7 days, a yearless date by a year), so that no date is written back unchanged."""
    date = reading.date + dt.timedelta(days=days)
    if render(reading, date) == reading.text:
        date += dt.timedelta(days=(1 if days > 0 else -1) * _UNIT[reading.precision])
    return date


def shift_visibly(reading: DateReading, days: int) -> str:
    """:func:`shift` moved by :func:`visible_shift`: never the original text."""
    return render(reading, visible_shift(reading, days))


def shift_tokens(tokens: list[str], days: int, order: str) -> list[str] | None:
    """The tokens of one date (as ``deidkit tokenize`` cut it) moved by :func:`shift_visibly`,
    as many tokens as before, or None when they cannot be read as a date."""
    text = " ".join(tokens)
    reading = read_date(text, order)
    if reading is None:
        return None
    new = _rendered(reading, visible_shift(reading, days))
    bounds, pos = [], 0
    for tok in tokens:
        bounds.append((pos, pos + len(tok)))
        pos += len(tok) + 1
    return ["".join(t for p, t in zip(reading.pieces, new) if a <= p.start < b)
            for a, b in bounds]


def order_votes(text: str) -> str | None:
    """The order a date string shows: "dmy" or "mdy" when only that order reads it
    (25/03/2089), None when both read it (03/04/2089), neither, or order does not matter."""
    readings = [read_date(text, order) for order in ORDERS]
    if None in readings:
        return None
    a, b = (r.order for r in readings)
    return a if a is not None and a == b else None


def document_order(strings: Iterable[str]) -> str | None:
    """The order of a document's dates: the order of the dates only one order can read, by
    majority; None when there are none or the votes tie."""
    votes = [v for v in map(order_votes, strings) if v is not None]
    dmy, mdy = votes.count("dmy"), votes.count("mdy")
    return None if dmy == mdy else ("dmy" if dmy > mdy else "mdy")


__all__ = ["DateReading", "ORDERS", "Piece", "document_order", "order_votes", "read_date",
           "render", "shift", "shift_tokens", "shift_visibly", "visible_shift"]
