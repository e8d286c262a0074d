"""Finding clinical scores with their values, which are never PHI: "GCS 10/15", "mRS 2",
"CHA2DS2-VASc 3", "qSOFA 2", "ASA II", "NYHA class III", "Child-Pugh B", "Gleason 3+4=7",
"Cat 4" (a triage category). A tagger takes their numbers for dates ("10/15"), rooms or
identifiers, and their names for user names or departments; what this recognizer finds is
*not* PHI, whatever the tagger said (:data:`deidkit.recognizers.codes.NOT_PHI`), as for
clinical codes and units.

A score is found only with a value inside its range (a GCS of 3 to 15, an mRS of 0 to 6; a
denominator, "/15", in the range too), so that a number after a score's name that cannot
be its value stays the tagger's: "Cat 9", "ASA 81 mg", "GCS 1990". The names are those of
clinical usage: coma, stroke, sepsis and early warning, anticoagulation and bleeding,
anaesthesia and airway, falls, pressure ulcers and nutrition, triage, performance status,
heart failure and angina, liver disease, cognition, mood and withdrawal, obstetrics,
prostate grading, pain.

Several names are also surnames (Wells, Morse, Braden, Norton, Waterlow, Centor,
Alvarado, Rockall, Karnofsky, Barthel, Apgar): such a name counts as a score's only where
no title or capitalized word stands right before it ("Dr Morse 75", "Anne Wells 6" are a
person and a number), or with the word "score", "scale" or "criteria" after it. Names that
are ordinary words are found only in their own spelling ("MUST 2", "HEART 4", "GOLD 3";
never "must 2"), and "pain" only with its scale ("pain 7/10", "pain score 7").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP, starts_of, word_start, words

_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}


@dataclass(frozen=True)
class Score:
    """A score: its names (``exact``: in the spellings given and in capitals only; else also
    in lower case and capitalized), its range, and what else its value may be."""

    names: tuple[str, ...]
    low: float
    high: float
    exact: bool = False
    roman: bool = False  # "ASA II", "NYHA class III"
    letters: str = ""  # "Child-Pugh B"
    surname: bool = False  # a surname too: see the module's docstring
    scale_only: bool = False  # only "N/high" or after "score" ("pain 7/10", "pain score 7")
    signed: bool = False  # "RASS -2"
    sum: bool = False  # "Gleason 3+4=7"
    cue_only: bool = False  # only with "score", "scale" or "criteria" after the name


SCORES: tuple[Score, ...] = (
    # coma, stroke, disability
    Score(("GCS", "Glasgow Coma Scale", "Glasgow Coma Score"), 3, 15),
    Score(("NIHSS", "NIH Stroke Scale"), 0, 42),
    Score(("mRS", "modified Rankin Scale", "modified Rankin"), 0, 6, exact=True),
    Score(("EDSS",), 0, 10, exact=True),
    Score(("Hunt and Hess", "Hunt-Hess", "WFNS"), 1, 5, roman=True),
    Score(("Barthel",), 0, 100, surname=True),
    # sepsis and early warning
    Score(("qSOFA", "SOFA"), 0, 24, exact=True),
    Score(("NEWS2", "NEWS 2", "NEWS", "MEWS", "PEWS", "EWS"), 0, 20, exact=True),
    Score(("APACHE II", "APACHE"), 0, 71, exact=True),
    # pneumonia, thrombosis, chest pain, bleeding
    Score(("CURB-65", "CRB-65"), 0, 5, exact=True),
    Score(("Wells",), 0, 12.5, surname=True),
    Score(("CHA2DS2-VASc", "CHA2DS2-VASC", "CHA2DS2VASc", "CHADS2", "CHADS-2"), 0, 9,
          exact=True),
    Score(("HAS-BLED", "HASBLED"), 0, 9, exact=True),
    Score(("TIMI",), 0, 7, exact=True),
    Score(("HEART",), 0, 10, exact=True),
    Score(("GRACE",), 1, 372, exact=True, cue_only=True),
    Score(("Rockall",), 0, 11, surname=True),
    Score(("Glasgow-Blatchford", "Blatchford"), 0, 23, surname=True),
    Score(("Centor",), 0, 5, surname=True),
    Score(("Alvarado",), 0, 10, surname=True),
    # anaesthesia, airway, performance status, heart failure, angina
    Score(("ASA",), 1, 6, exact=True, roman=True),
    Score(("Mallampati",), 1, 4, roman=True),
    Score(("ECOG", "WHO performance status", "WHO PS"), 0, 5, exact=True),
    Score(("Karnofsky", "KPS"), 0, 100, surname=True),
    Score(("NYHA",), 1, 4, exact=True, roman=True),
    Score(("CCS",), 1, 4, exact=True, roman=True),
    Score(("Killip",), 1, 4, roman=True, surname=True),
    # falls, pressure ulcers, nutrition, sedation
    Score(("Morse", "Morse Fall Scale"), 0, 125, surname=True),
    Score(("Braden",), 6, 23, surname=True),
    Score(("Norton",), 5, 20, surname=True),
    Score(("Waterlow",), 0, 64, surname=True),
    Score(("MUST",), 0, 6, exact=True),
    Score(("RASS",), -5, 4, exact=True, signed=True),
    # liver
    Score(("Child-Pugh", "Child Pugh", "CTP"), 5, 15, letters="ABC"),
    Score(("MELD-Na", "MELD"), 6, 40, exact=True),
    # cognition, mood, withdrawal, obstetrics
    Score(("MMSE", "MoCA", "AMTS", "AMT"), 0, 30, exact=True),
    Score(("PHQ-9", "PHQ9", "PHQ-2", "PHQ2", "GAD-7", "GAD7", "EPDS"), 0, 30, exact=True),
    Score(("AUDIT-C", "AUDIT", "CIWA-Ar", "CIWA", "COWS"), 0, 67, exact=True),
    Score(("APGAR", "Apgar", "Apgars"), 0, 10, exact=True, surname=True),
    Score(("Bishop score",), 0, 13),
    # triage categories: ATS, CTAS, ESI, the Manchester system, "Cat 2"
    Score(("ATS", "CTAS", "ESI", "MTS"), 1, 5, exact=True),
    Score(("triage category", "triage cat", "category", "cat"), 1, 5),
    # grading
    Score(("Gleason",), 2, 10, surname=True, sum=True),
    Score(("GOLD",), 1, 4, exact=True),
    # pain
    Score(("pain", "pain score", "VAS", "NRS"), 0, 10, scale_only=True),
)

# a title or a word with a capital right before: "Dr Morse", "Anne Wells", "ANNE WELLS"
_TITLE_OR_NAME_BEFORE = re.compile(rf"\b(?:[A-Z][A-Za-z]*\.?|(?i:dr|mr|mrs|ms|prof|sr)\.?)"
                                   rf"{SP}+$")
_SCORE_WORD = rf"{SP}*{words(('score', 'scale', 'criteria'))}"
# between the name and its value: "score", "class", ":", "=", "of", "was"...
_LINK = (rf"(?:{SP}*(?:score|scale|class|grade|stage|category|total|of|is|was|=|:|-)"
         rf"(?![A-Za-z]))*{SP}*")
_NUMBER = r"[-+]?\d{1,3}(?:\.\d)?"
# the value ends a word and is not the start of a time, a date or a longer number
_END = r"(?![\w/]|[.:,]\d)"


def _flexible(name: str) -> str:
    """A name as a pattern that allows space or a hyphen where its letters and digits meet
    ("CHA2DS2-VASc" as written, or tokens joined by spaces: "CHA 2 DS 2 - VASc")."""
    parts = re.findall(r"[A-Za-z]+|\d+|-| ", name)
    out = ""
    for k, part in enumerate(parts):
        if part == "-":
            out += rf"{SP}*-?{SP}*"
        elif part == " ":
            out += rf"{SP}+"
        else:
            if k and parts[k - 1] not in ("-", " "):
                out += rf"{SP}*"
            out += re.escape(part)
    return out


def _spellings(score: Score, name: str) -> set[str]:
    if score.exact:
        return {name, name.upper()}
    return {name, name.lower(), name[:1].upper() + name[1:].lower(), name.upper()}


def _compile(score: Score) -> re.Pattern:
    names = sorted({s for n in score.names for s in _spellings(score, n)},
                   key=lambda s: (-len(s), s))
    value = rf"(?P<value>{_NUMBER})(?:{SP}*/{SP}*(?P<denominator>\d{{1,3}}))?"
    if score.sum:
        # the two grades and their sum: "3+4=7"
        value = rf"(?P<sum>[1-5]{SP}*\+{SP}*[1-5](?:{SP}*={SP}*(?:10|[2-9]))?)|" + value
    if score.roman:
        # "ASA 3E", "ASA II-E": an emergency
        value = rf"(?:(?P<roman>VI|IV|V|I{{1,3}})|{value})(?:-?E)?"
    if score.letters:
        value += rf"|(?P<letter>[{score.letters}])"
    cue = rf"(?P<cue>{_SCORE_WORD})" + ("" if score.cue_only else "?")
    value = cue + f"{_LINK}(?:{value})"
    return re.compile(f"(?P<name>{'|'.join(_flexible(n) for n in names)})(?![A-Za-z])"
                      + value + _END)


#: The scores a word (lower case) may begin, with their patterns: tried where it stands.
_BY_FIRST_WORD: dict[str, list[tuple[Score, re.Pattern]]] = {}
for _score in SCORES:
    _pattern = _compile(_score)
    for _word in sorted({re.match(r"[A-Za-z]+", n).group().lower() for n in _score.names}):
        _BY_FIRST_WORD.setdefault(_word, []).append((_score, _pattern))
_LETTERS = re.compile(r"[A-Za-z]+")
# the components of a GCS: "E4 V5 M6", "E3V4M5", "(E2 VT M5)"
_GCS_PARTS = re.compile(rf"E(?<![\w]E)[1-4]{SP}*V[1-5T]{SP}*M[1-6](?!\w)")


def _in_range(score: Score, m: re.Match) -> bool:
    found = m.groupdict()
    if found.get("roman"):
        return score.low <= _ROMAN[found["roman"]] <= score.high
    if found.get("letter") or found.get("sum"):
        return True
    value = m.group("value")
    if value[0] in "+-" and not score.signed:
        return False
    numbers = [float(value)] + ([float(m.group("denominator"))]
                                if m.group("denominator") else [])
    if not all(score.low <= x <= score.high for x in numbers):
        return False
    if score.scale_only:
        return bool(m.group("denominator")) or re.search(
            "score", m.group(0), re.IGNORECASE) is not None
    return True


def find_scores(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every clinical score's name with its value in ``text``."""
    for pos in starts_of(text, _BY_FIRST_WORD):
        if not word_start(text, pos):
            continue
        for score, pattern in _BY_FIRST_WORD[_LETTERS.match(text, pos).group().lower()]:
            m = pattern.match(text, pos)
            if m is None or not _in_range(score, m):
                continue
            if (score.surname and not m.group("cue")
                    and _TITLE_OR_NAME_BEFORE.search(text, max(0, pos - 40), pos)):
                continue
            yield m.start(), m.end(), NOT_PHI
            break
    for m in _GCS_PARTS.finditer(text):
        yield m.start(), m.end(), NOT_PHI
