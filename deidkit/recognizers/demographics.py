"""Finding how a note describes a person, which is never PHI (docs/annotation-guidelines.md):
race and ethnicity before a word for the person ("African-American male", "Caucasian
female", "white gentleman") or right after an age ("67-year-old black female", "45 yo
Hispanic man"), and a language before "speaking" ("Spanish speaking", "Spanish-speaking
parents"). A tagger that learned "67-year-old" as AGE runs the span on into the race, and
one that learned nationalities as places or professions takes "Spanish" for either; what
this recognizer finds is *not* PHI, whatever the tagger said
(:data:`deidkit.recognizers.codes.NOT_PHI`), as for clinical codes and units.

"White", "Black", "Brown" and "English" are surnames too: they count only in those
places ("Dr. White saw her" keeps its doctor). A group's name that opens an organization's
("Hispanic Health Council") is left to the tagger: no person word follows it.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP, words

_RACES = ("African American", "African-American", "Afro-Caribbean", "Asian American",
          "Asian-American", "Native American", "Alaska Native", "Pacific Islander",
          "Caucasian", "Hispanic", "Latino", "Latina", "Latinx", "Asian", "African",
          "Caribbean", "Arab", "Middle Eastern", "South Asian", "East Asian", "Indigenous",
          "Aboriginal", "Multiracial", "Biracial", "white", "black", "brown")
_PERSON = ("male", "female", "man", "woman", "gentleman", "lady", "boy", "girl", "infant",
           "baby", "child", "toddler", "adolescent", "teenager", "patient", "pt", "M", "F")
_LANGUAGES = ("Spanish", "English", "French", "Portuguese", "Creole", "Haitian Creole",
              "Cantonese", "Mandarin", "Chinese", "Vietnamese", "Korean", "Russian",
              "Arabic", "Somali", "Polish", "Italian", "Hindi", "Urdu", "Tagalog", "Farsi",
              "Amharic", "Japanese", "German", "Greek", "Bengali", "Punjabi", "Hmong",
              "Navajo", "Sign Language", "ASL")


_RACE = words(_RACES, loose_hyphens=True)
_AGE = (rf"(?:\d{{1,3}}{SP}*-?{SP}*(?:year|yr|month|week|day)s?{SP}*-?{SP}*old"
        rf"|\d{{1,3}}{SP}*(?:yo|y/o|y\.o\.|YO|Y/O))")
_PERSON_AFTER = rf"(?={SP}+{words(_PERSON, loose_hyphens=True)}\b)"
#: a race before a person word ...
_DESCRIPTOR = re.compile(rf"(?<![\w-]){_RACE}{_PERSON_AFTER}")
#: ... or right after an age
_AFTER_AGE = re.compile(rf"{_AGE}{SP}+(?:,{SP}*)?({_RACE})(?![\w-])")
_SPEAKING = re.compile(rf"(?<![\w-])({words(_LANGUAGES, loose_hyphens=True)}){SP}*-?{SP}*"
                       r"(?:speaking|speaker|speakers)\b", re.IGNORECASE)


def find_demographics(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every race or ethnicity describing a person and every
    language before "speaking" in ``text``."""
    spans = {(m.start(), m.end()) for m in _DESCRIPTOR.finditer(text)}
    spans |= {(m.start(1), m.end(1)) for m in _AFTER_AGE.finditer(text)}
    spans |= {(m.start(), m.end()) for m in _SPEAKING.finditer(text)}
    for start, end in sorted(spans):
        yield start, end, NOT_PHI
