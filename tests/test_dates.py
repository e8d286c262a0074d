"""deidkit.dates against an oracle that shares none of its code: hand-written expected
strings, and dates the test writes itself (f-strings) shifted by datetime arithmetic."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from deidkit.dates import document_order, order_votes, read_date, shift, shift_tokens, shift_visibly

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ordinal(n):
    return f"{n}{'th' if 11 <= n <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


# The test's own writers: (order the text is read in, format). Unpadded forms are only
# used for dates with a one-digit day or month (two two-digit numbers read as padded).
FORMATS = {
    "dd/mm/yyyy": ("dmy", lambda d: f"{d.day:02d}/{d.month:02d}/{d.year}"),
    "dd.mm.yyyy": ("dmy", lambda d: f"{d.day:02d}.{d.month:02d}.{d.year}"),
    "d/m/yy": ("dmy", lambda d: f"{d.day}/{d.month}/{d.year % 100:02d}"),
    "mm/dd/yyyy": ("mdy", lambda d: f"{d.month:02d}/{d.day:02d}/{d.year}"),
    "m/d/yy": ("mdy", lambda d: f"{d.month}/{d.day}/{d.year % 100:02d}"),
    "mm-dd-yy": ("mdy", lambda d: f"{d.month:02d}-{d.day:02d}-{d.year % 100:02d}"),
    "iso": ("dmy", lambda d: f"{d.year}-{d.month:02d}-{d.day:02d}"),
    "compact": ("dmy", lambda d: f"{d.year}{d.month:02d}{d.day:02d}"),
    "yyyy/mm/dd": ("mdy", lambda d: f"{d.year}/{d.month:02d}/{d.day:02d}"),
    "d Month yyyy": ("dmy", lambda d: f"{d.day} {MONTHS[d.month - 1]} {d.year}"),
    "dth Month yyyy": ("mdy", lambda d: f"{_ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"),
    "Month d, yyyy": ("mdy", lambda d: f"{MONTHS[d.month - 1]} {d.day}, {d.year}"),
    "DD-MON-YYYY": ("dmy", lambda d: f"{d.day:02d}-{MONTHS[d.month - 1][:3].upper()}-{d.year}"),
    "Mon d 'yy": ("mdy", lambda d: f"{MONTHS[d.month - 1][:3]} {d.day} '{d.year % 100:02d}"),
    "ddMONyy": ("dmy", lambda d: f"{d.day:02d}{MONTHS[d.month - 1][:3].upper()}{d.year % 100:02d}"),
    "Weekday, d Month yyyy": ("dmy", lambda d: f"{DAYS[d.weekday()]}, {d.day} "
                                               f"{MONTHS[d.month - 1]} {d.year}"),
    "Month dth": ("mdy", lambda d: f"{MONTHS[d.month - 1]} {_ordinal(d.day)}"),
    "the dth of Month": ("dmy", lambda d: f"the {_ordinal(d.day)} of {MONTHS[d.month - 1]}"),
}
UNPADDED = {"d/m/yy", "m/d/yy"}
YEARLESS = {"Month dth", "the dth of Month"}
#: "May" alone cannot show whether the format abbreviates (read as written in full)
ABBREVIATED = {"Mon d 'yy"}


def _cases(n=60, seed=0):
    rng = random.Random(seed)
    for _ in range(n):
        day = dt.date(2086, 1, 1) + dt.timedelta(days=rng.randrange(9 * 365))
        yield day, rng.choice([-1, 1]) * rng.randint(1, 365)


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_shift_matches_datetime_arithmetic_in_every_format(name):
    order, write = FORMATS[name]
    checked = 0
    for day, days in _cases():
        if name in UNPADDED and day.day > 9 and day.month > 9:
            continue
        if name in YEARLESS and day.month == 2 and day.day == 29:
            continue
        if name in ABBREVIATED and day.month == 5:
            continue
        text = write(day)
        reading = read_date(text, order)
        assert reading is not None, text
        new = day + dt.timedelta(days=days)
        if name in YEARLESS:  # the day and month move as in the leap year 2000
            new = dt.date(2000, day.month, day.day) + dt.timedelta(days=days)
        assert shift(reading, days) == write(new), (text, days)
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("text, order, days, expected", [
    # the bug of issue 22: day-first dates read as month-first
    ("12.03.2089", "dmy", 10, "22.03.2089"),
    ("12.03.2089", "mdy", 10, "12.13.2089"),
    ("25/03/2089", "mdy", 10, "04/04/2089"),   # only day-first reads it, whatever the order
    ("03/25/2089", "dmy", 10, "04/04/2089"),
    ("03/03/2089", "dmy", 10, "13/03/2089"),
    ("03/03/2089", "mdy", 10, "03/13/2089"),
    ("2089-03-04", "dmy", 1, "2089-03-05"),    # year first is year-month-day
    ("2089.03.04", "dmy", 1, "2089.03.05"),
    ("3/30/91", "mdy", 5, "4/4/91"),
    ("2091-12-30", "mdy", 3, "2092-01-02"),
    ("March 12, 2091", "mdy", -12, "February 28, 2091"),
    ("Mar 12", "mdy", 31, "Apr 12"),
    ("12 MARCH 2091", "dmy", 20, "1 APRIL 2091"),
    ("Sept. 3, 2089", "mdy", 10, "Sept. 13, 2089"),
    ("Sept. 3, 2089", "mdy", 30, "Oct. 3, 2089"),
    ("31-May-2098", "dmy", 40, "10-Jul-2098"),  # "May" next to a dash is abbreviated
    ("May 31, 2098", "mdy", 40, "July 10, 2098"),
    ("12-MAR-2089 14:32", "dmy", 1, "13-MAR-2089 14:32"),  # the time is kept
    ("12/03/2089 1400", "dmy", 1, "13/03/2089 1400"),
    ("Monday, 12 March 2089", "dmy", 1, "Tuesday, 13 March 2089"),
    ("Mon 12/3", "dmy", 2, "Wed 14/3"),
    ("THE 13TH OF SEPTEMBER", "dmy", 9, "THE 22ND OF SEPTEMBER"),
    ("June\n12th", "mdy", -11, "June\n1st"),
    ("Sep 6,\n2124", "mdy", 30, "Oct 6,\n2124"),
    ("March 2089", "dmy", 20, "April 2089"),     # a month-year date is its 15th
    ("03/2089", "dmy", -20, "02/2089"),
    ("12/37", "mdy", 20, "01/38"),
    ("2089", "dmy", 200, "2090"),               # a year is its July 1st
    # a season moves as its middle does (April 15th + 200 days: November 1st), written
    # "autumn" in a day-first document
    ("spring of 2089", "dmy", 200, "autumn of 2089"),
    ("20890312", "mdy", 20, "20890401"),
    ("28/6/28", "mdy", 1, "29/6/28"),         # the day and the year are both 28
    ("28/6/28", "dmy", 3, "1/7/28"),
    ("Monday", "dmy", 10, "Thursday"),
    ("Tue", "dmy", -1, "Mon"),
    ("Monday 14:00", "dmy", 3, "Thursday 14:00"),
])
def test_hand_written_cases(text, order, days, expected):
    assert shift(read_date(text, order), days) == expected


def test_partial_dates_that_the_shift_hides_move_one_unit():
    cases = [("2089", 10, "2090"), ("2089", -10, "2088"), ("March 2089", 5, "April 2089"),
             ("March 2089", -5, "February 2089"), ("Monday", 14, "Tuesday"),
             ("Monday", -7, "Sunday"), ("March 12", 365, "March 13"),
             ("March 2089", 40, "April 2089")]
    for text, days, expected in cases:
        assert shift_visibly(read_date(text, "mdy"), days) == expected, (text, days)
    # a full date always shows its shift: nothing extra
    assert shift_visibly(read_date("12/03/2089", "dmy"), 1) == "13/03/2089"


@pytest.mark.parametrize("text", ["Christmas", "Memorial Day", "13/45/2089", "",
                                  "last week", "12/03/2089 and 14/03/2089", "2/00",
                                  # a holiday's name tells its date, even with a weekday or
                                  # a year in it; two seasons, a season with a day
                                  "Good Friday", "Christmas 2089", "spring and summer",
                                  "summer 14"])
def test_unreadable(text):
    assert read_date(text, "dmy") is None and read_date(text, "mdy") is None


def test_reading_details():
    r = read_date("25/03/2089", "mdy")
    assert (r.date, r.fields, r.order, r.precision) == (dt.date(2089, 3, 25), "ymd", "dmy", "d")
    r = read_date("March 2089", "mdy")
    assert (r.date, r.fields, r.order, r.precision) == (dt.date(2089, 3, 15), "ym", None, "m")
    assert read_date("2089", "mdy").date == dt.date(2089, 7, 1)
    assert read_date("Wednesday", "mdy").precision == "d"
    with pytest.raises(ValueError):
        read_date("12/03/2089", "ymd")


def test_orders():
    assert order_votes("25/03/2089") == "dmy"
    assert order_votes("03/25/2089") == "mdy"
    assert order_votes("13.1.89") == "dmy"
    assert order_votes("28/6/28") == "dmy"
    for text in ("03/04/2089", "03/03/2089", "2089-03-25", "25 March 2089", "Christmas", "3/89"):
        assert order_votes(text) is None, text
    assert document_order(["25/03/2089", "03/04/2089", "1/2/89"]) == "dmy"
    assert document_order(["03/25/2089", "2089-03-04"]) == "mdy"
    assert document_order(["03/04/2089", "March 3, 2089"]) is None
    assert document_order(["25/03/2089", "03/25/2089"]) is None  # a tie decides nothing
    assert document_order(["25/03/2089", "26/03/2089", "03/25/2089"]) == "dmy"


def test_shift_tokens_keeps_the_token_count():
    assert shift_tokens(["12", ".", "03", ".", "2089"], 10, "dmy") == ["22", ".", "03", ".", "2089"]
    assert shift_tokens(["March", "12", ",", "2091"], -12, "mdy") == ["February", "28", ",", "2091"]
    assert shift_tokens(["12", "th", "of", "March"], 30, "dmy") == ["11", "th", "of", "April"]
    assert shift_tokens(["2089"], 3, "dmy") == ["2090"]
    assert shift_tokens(["Christmas"], 3, "dmy") is None
