"""Surrogate dates in every form the date recognizers and readers read: a month name alone,
a month and year, day-first dates, seasons, weekdays, years. Each case is the exact text a
fixed shift (or seed) writes, worked out by hand from the calendar."""

from __future__ import annotations

import csv
import datetime as dt

from deidkit.dates import read_date, shift_tokens, shift_visibly
from deidkit.pseudonymize.surrogates import Surrogates
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
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
                  "7", "-o", tmp_path / "p.parquet"])
    assert "unparsed dates (digits randomised) 0" in result.stderr
