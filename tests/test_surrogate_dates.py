"""Surrogate dates in every form the date recognizers and readers read: a month name alone,
a month and year, day-first dates, seasons, weekdays, years. Each case is the exact text a
fixed shift (or seed) writes, worked out by hand from the calendar."""

from __future__ import annotations

import csv
import datetime as dt

import pytest

from deidkit import io as dio
from deidkit.dates import read_date, shift_tokens, shift_visibly
from deidkit.pseudonymize.surrogates import Surrogates, spans
from tests.conftest import run
from tests.test_surrogate_export import _tagged


# -- a month name alone (issue 51: read_date("June") raised IndexError) ----------------------

def test_a_month_name_alone_is_read_and_moved():
    reading = read_date("June", "mdy")
    assert (reading.date, reading.fields, reading.precision) == (dt.date(2000, 6, 15), "m", "m")
    # the 15th of June + 100 days is the 23rd of September
    assert shift_visibly(reading, 100) == "September"
    # June 20th is still June: one month further, as any partial date
    assert shift_visibly(reading, 5) == "July"
    assert shift_visibly(read_date("in June", "dmy"), -5) == "in May"
    assert shift_visibly(read_date("JUNE", "dmy"), 100) == "SEPTEMBER"
    assert shift_tokens(["June"], 100, "mdy") == ["September"]


def _key(path):
    with open(path, newline="") as f:
        return {r["original"]: r for r in csv.DictReader(f)}


def test_export_surrogate_releases_a_note_with_a_bare_month(tmp_path):
    text = "Seen 03/04/2089. Surgery planned in June.\n"
    tagged, src = _tagged(tmp_path, {"n1": (text, [("DATE", "03/04/2089"), ("DATE", "June")])})
    result = run(["export", tagged, "--format", "surrogate", "--source", src, "--seed", "3",
                  "--key", tmp_path / "key.csv"])
    key = _key(tmp_path / "key.csv")
    shift = int(key["03/04/2089"]["shift_days"])
    assert shift == Surrogates(seed=3).date_offset("n1") == 239
    # March 4th + 239 days is October 29th; June 15th + 239 days is February 9th
    assert result.stdout == "Seen 10/29/2089. Surgery planned in February.\n"
    assert (key["June"]["surrogate"], key["June"]["method"], key["June"]["shift_days"]) == \
        ("February", "date-shifted", "239")


def test_the_pipeline_of_the_issue_runs_through(tmp_path):
    # deidkit synth c --docs 5 --seed 1; deidkit tokenize c; deidkit pseudonymize
    # --strategy surrogate --seed 7: its "Fourth of July" made read_date fail
    run(["synth", tmp_path / "c", "--docs", "5", "--seed", "1"])
    run(["tokenize", tmp_path / "c", "-o", tmp_path / "t.parquet"])
    result = run(["pseudonymize", tmp_path / "t.parquet", "--strategy", "surrogate", "--seed",
                  "7", "--no-shuffle", "-o", tmp_path / "p.parquet"])
    assert "unparsed dates (digits randomised) 0" in result.stderr
    assert Surrogates(seed=7).date_offset("100-01") == 95
    before = dio.read_table(tmp_path / "t.parquet").to_pylist()
    after = dio.read_table(tmp_path / "p.parquet").to_pylist()
    dates = {tuple(b["tokens"][i:j]): a["tokens"][i:j]
             for b, a in zip(before, after) if b["doc_id"] == "100-01"
             for typ, i, j in spans(b["labels"]) if typ == "DATE"}
    # July 4th + 95 days is October 7th; July 15th (summer) + 95 days is October 18th
    assert dates[("Fourth", "of", "July")] == ["Seventh", "of", "October"]
    assert dates[("Summer", "2067")] == ["Fall", "2067"]
    assert dates[("summer", "of", "2060")] == ["fall", "of", "2060"]
    assert dates[("Wednesday",)] == ["Sunday"]
    assert dates[("5", "/", "23", "/", "2072")] == ["8", "/", "26", "/", "2072"]


# -- every form the recognizers and readers read, shifted by hand ---------------------------

@pytest.mark.parametrize("text, order, days, expected", [
    # a month and year: June 15th 2004 + 100 days is September 23rd; - 200 is November 28th 2003
    ("June 2004", "mdy", 100, "September 2004"),
    ("June 2004", "dmy", -200, "November 2003"),
    # day-first: March 12th 2091 + 100 days is June 20th
    ("12/03/2091", "dmy", 100, "20/06/2091"),
    ("12 March 2091", "dmy", 100, "20 June 2091"),
    ("12th March", "dmy", 100, "20th June"),
    # a day-first date without its year is read day-first in a month-first document too
    ("14/8", "mdy", 30, "13/9"),
    ("26/01", "mdy", -30, "27/12"),
    # seasons move as their middle does (summer: July 15th; + 100 days is October 23rd),
    # "fall" month-first, "autumn" day-first, the original's own word kept
    ("summer 2004", "mdy", 100, "fall 2004"),
    ("summer 2004", "dmy", 100, "autumn 2004"),
    ("last summer", "mdy", 100, "last fall"),
    ("Summer of 2067", "dmy", -100, "Spring of 2067"),   # April 6th
    ("Fall 2088", "mdy", 100, "Winter 2089"),           # January 23rd: winter 2089
    ("autumn 2004", "mdy", -100, "summer 2004"),         # July 7th
    ("summer '04", "mdy", 100, "fall '04"),
    ("WINTER", "mdy", 80, "SPRING"),                     # April 4th
    # weekdays (Monday + 100 days is a Wednesday), in the plural, as notes abbreviate them
    ("Monday", "mdy", 100, "Wednesday"),
    ("Mondays", "dmy", 100, "Wednesdays"),
    ("Tues", "mdy", 1, "Wed"),
    ("Thurs 3/4", "mdy", 2, "Sat 3/6"),
    # a year alone: July 1st 2004 + 200 days is January 17th 2005
    ("2004", "mdy", 200, "2005"),
    ("'91", "mdy", -200, "'90"),                         # December 13th 1990
    # ranges of years: both ends move
    ("2019-2020", "mdy", 200, "2020-2021"),
    ("2017/18", "dmy", 200, "2018/19"),
    # a day in words: July 4th + 100 days is October 12th
    ("Fourth of July", "mdy", 100, "Twelfth of October"),
    ("the twenty-first of March", "dmy", 8, "the twenty-ninth of March"),
    ("March twenty first, 2089", "mdy", 11, "April first, 2089"),
])
def test_every_form_is_shifted_in_its_own_form(text, order, days, expected):
    reading = read_date(text, order)
    assert reading is not None, text
    assert shift_visibly(reading, days) == expected


@pytest.mark.parametrize("text, days, expected", [
    # the shift does not show: one unit of the date's precision further
    ("summer 2004", 20, "fall 2004"),       # August 4th: still summer; + 90 days
    ("summer 2004", -20, "spring 2004"),
    ("winter 2089", -30, "fall 2088"),      # December 16th 2088 is in winter 2089
    ("1990s", 100, "2000s"),                # a decade moves a decade
    ("the 1990's", -1, "the 1980's"),
    ("2017/18", -30, "2016/17"),            # June 1st 2017: still 2017; a year more
    ("June", 5, "July"),
])
def test_partial_forms_never_come_back_unchanged(text, days, expected):
    assert shift_visibly(read_date(text, "mdy"), days) == expected


SEASONS = ["spring", "summer", "fall", "winter"]


def _season(day: dt.date) -> tuple[str, int]:
    """The test's own calendar: meteorological seasons, December in the next year's winter."""
    return SEASONS[[3, 3, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3][day.month - 1]], \
        day.year + (day.month == 12)


@pytest.mark.parametrize("season", SEASONS)
def test_a_season_moves_to_the_season_of_its_shifted_middle_or_the_next_one(season):
    middle = {"spring": dt.date(2089, 4, 15), "summer": dt.date(2089, 7, 15),
              "fall": dt.date(2089, 10, 15), "winter": dt.date(2089, 1, 15)}[season]
    reading = read_date(f"{season} 2089", "mdy")
    for days in [d for d in range(-365, 366) if d]:
        name, year = _season(middle + dt.timedelta(days=days))
        if (name, year) == (season, 2089):  # hidden: the season next to it, that way
            step = 1 if days > 0 else -1
            index = SEASONS.index(season) + step
            name = SEASONS[index % 4]
            year = 2089 + (season == "fall" and step == 1) - (season == "winter" and step == -1)
        assert shift_visibly(reading, days) == f"{name} {year}", days


def test_holidays_are_not_read_as_the_date_they_name():
    # "Christmas 2089" was read as the year 2089 (written back "Christmas 2090"), "Good
    # Friday" as a Friday: the holiday's name kept would tell the date
    for text in ("Christmas 2089", "Good Friday", "Thanksgiving", "New Year's Day, 2090"):
        assert read_date(text, "mdy") is None, text


def test_shift_tokens_cuts_the_new_forms_as_the_tokens_were():
    assert shift_tokens(["last", "summer"], 100, "mdy") == ["last", "fall"]
    assert shift_tokens(["Fourth", "of", "July"], 100, "mdy") == ["Twelfth", "of", "October"]
    assert shift_tokens(["2017", "/", "18"], 200, "dmy") == ["2018", "/", "19"]
    assert shift_tokens(["Mondays"], 100, "mdy") == ["Wednesdays"]
    # tokenize cuts "1990s" and "1990's" after the digits
    assert shift_tokens(["1990", "s"], 100, "mdy") == ["2000", "s"]
    assert shift_tokens(["mid", "-", "1990", "'", "s"], -100, "dmy") == ["mid", "-", "1980", "'", "s"]


# -- export --format surrogate: two documents, each in its own order ------------------------

NOTES = {
    # day-first: 25/03/2091 only reads so
    "uk": ("Seen 25/03/2091; reviewed 12/03/2091 and 14/8. Operated 12 March 2091, dressing "
           "off 12th March. Pain since June, worse in June 2090 and last summer; walked in "
           "summer 2089. Clinic on Mondays and Tues. Smoked 2017/18.\n",
           ["25/03/2091", "12/03/2091", "14/8", "12 March 2091", "12th March", "June",
            "June 2090", "last summer", "summer 2089", "Mondays", "Tues", "2017/18"]),
    # month-first: 03/25/2091 only reads so
    "us": ("Admitted 03/04/2091 (Monday), home 03/25/2091. Seen in spring 2090. Fell in the "
           "fall of 2090, again on the Fourth of July and in 2019-2020; worked nights in the "
           "1990s; moved here in 2004.\n",
           ["03/04/2091", "Monday", "03/25/2091", "spring 2090", "fall of 2090",
            "Fourth of July", "2019-2020", "1990s", "2004"]),
}


def test_export_surrogate_keeps_every_date_form(tmp_path):
    tagged, src = _tagged(tmp_path, {doc: (text, [("DATE", d) for d in dates])
                                     for doc, (text, dates) in NOTES.items()})
    result = run(["export", tagged, "--format", "surrogate", "--source", src, "--seed", "3",
                  "--key", tmp_path / "key.csv"])
    assert [Surrogates(seed=3).date_offset(doc) for doc in ("uk", "us")] == [18, -180]
    # uk, 18 days: March 25th -> April 12th, March 12th -> 30th, August 14th -> September
    # 1st, June 15th -> July 3rd; July 15th -> August 2nd is still summer: one season more
    # (autumn, day-first); Monday -> Friday; July 1st 2017 + 18 days is still 2017: a year more
    assert result.stdout.split("==> us <==\n") == [
        "==> uk <==\n"
        "Seen 12/04/2091; reviewed 30/03/2091 and 1/9. Operated 30 March 2091, dressing off "
        "30th March. Pain since July, worse in July 2090 and last autumn; walked in autumn "
        "2089. Clinic on Fridays and Sat. Smoked 2018/19.\n\n",
        # us, -180 days: March 4th 2091 -> September 5th 2090, March 25th -> September 26th;
        # April 15th 2090 -> October 17th 2089 (fall, month-first); October 15th 2090 ->
        # April 18th; July 4th -> January 6th; the years and the decade move one unit more
        "Admitted 09/05/2090 (Wednesday), home 09/26/2090. Seen in fall 2089. Fell in the "
        "spring of 2090, again on the Sixth of January and in 2018-2019; worked nights in "
        "the 1980s; moved here in 2003.\n"]
    with open(tmp_path / "key.csv", newline="") as f:
        key = {(r["doc_id"], r["original"]): (r["method"], r["shift_days"])
               for r in csv.DictReader(f)}
    assert key[("uk", "last summer")] == ("date-moved", "108")
    assert key[("uk", "Mondays")] == ("date-shifted", "18")
    assert key[("us", "1990s")] == ("date-moved", str(-180 - 3653))
    assert key[("us", "Fourth of July")] == ("date-shifted", "-180")
    assert "date-generic" not in {method for method, _ in key.values()}
