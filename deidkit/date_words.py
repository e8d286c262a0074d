"""The words of dates that python-dateutil does not read, for :mod:`deidkit.dates`: weekday
abbreviations notes write, seasons, holidays, and days in words ("the fourth of July")."""

from __future__ import annotations

import datetime as dt
import re

from deidkit.casing import transfer_casing

#: Weekday abbreviations notes write that dateutil does not know (the recognizer finds them).
EXTRA_DAYS = {"tues": 1, "weds": 2, "thur": 3, "thurs": 3}
#: Seasons: their index (spring 0) and the middle of each (month, day); winter is January's.
SEASONS = {"spring": 0, "summer": 1, "fall": 2, "autumn": 2, "winter": 3}
SEASON_MIDDLE = [(4, 15), (7, 15), (10, 15), (1, 15)]
#: The words a season may stand among ("the summer of 2089", "last winter", "early fall").
SEASON_WORDS = {"of", "the", "last", "this", "next", "early", "late", "mid", "in", "during",
                "past", "previous", "coming", "until", "since", "by"}
#: Holidays (the recognizer's list): a date whose name tells it is not read.
HOLIDAY = re.compile(
    r"\b(?:christmas|xmas|thanksgiving|easter|halloween|new\s+year'?s|independence\s+day|"
    r"memorial\s+day|labou?r\s+day|boxing\s+day|canada\s+day|victoria\s+day|"
    r"valentine'?s|st\.?\s+patrick'?s|good\s+friday|mother'?s\s+day|father'?s\s+day|"
    r"hanukkah|diwali|ramadan|eid|noche\s*buena)\b", re.IGNORECASE)
_ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
                  "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"]
#: A day in words: "fourth", "twenty-first", "thirty first", "twentieth".
SPELLED_DAY = re.compile(
    r"\b(?:(?P<tens>twenty|thirty)(?P<sep>[- ]?)(?P<unit>first|second|third|fourth|fifth|"
    r"sixth|seventh|eighth|ninth)|(?P<word>" + "|".join(_ORDINAL_WORDS) + r"|twentieth|"
    r"thirtieth))\b", re.IGNORECASE)


def spelled_value(match: re.Match) -> int:
    """The day a :data:`SPELLED_DAY` match says: "fourth" 4, "twenty-first" 21."""
    if match.group("word"):
        word = match.group("word").lower()
        return 20 if word == "twentieth" else 30 if word == "thirtieth" else \
            _ORDINAL_WORDS.index(word) + 1
    return (20 if match.group("tens").lower() == "twenty" else 30) + \
        _ORDINAL_WORDS.index(match.group("unit").lower()) + 1


def spelled(day: int, original: str, joiner: str) -> str:
    """``day`` as an ordinal in words, in the casing of ``original``."""
    if day in (20, 30):
        word = "twentieth" if day == 20 else "thirtieth"
    elif day < 20:
        word = _ORDINAL_WORDS[day - 1]
    else:
        word = ("twenty" if day < 30 else "thirty") + joiner + _ORDINAL_WORDS[day % 10 - 1]
    return transfer_casing(original, word)


def season_of(date: dt.date) -> tuple[int, int]:
    """The season (spring 0) of ``date`` and its year (December's winter is the next year's)."""
    return ((date.month - 3) % 12) // 3, date.year + (date.month == 12)


__all__ = ["EXTRA_DAYS", "HOLIDAY", "SEASONS", "SEASON_MIDDLE", "SEASON_WORDS", "SPELLED_DAY",
           "season_of", "spelled", "spelled_value"]
