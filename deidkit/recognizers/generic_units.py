"""Finding the units and services every hospital has, which are never PHI
(docs/annotation-guidelines.md: a DEPARTMENT is a named ward or unit of a named place):
"the ICU", "transferred to MICU", "PACU", "the Emergency Department", "Postanesthesia Care
Unit", "a nursing home", "the surgical suite", a specialty's clinic or department
("Pediatric Surgery Clinic", "Bariatric Center", "Department of Otolaryngology"). A tagger
that learned a ward's name from its head word ("Banksia Ward", "Osprey HDU") takes every
unit for one; what this recognizer finds is *not* PHI, whatever the tagger said
(:data:`deidkit.recognizers.codes.NOT_PHI`), as for demographics and clinical scores.

A unit named after a place or a person keeps its name: nothing is found right after a
word that is not a function word ("Sunrise Nursing Home", "golden years nursing home",
"Saavedra Renal Clinic"), for an abbreviation a capitalized one ("Mercy ICU", "OSPREY
HDU"); "OR" counts in capitals only (not the word "or"), and "ED" and "ER", also first
names, not at all. A specialty's ward or unit ("Nephrology Ward", "Surgical Unit") is left
to the tagger: some notes write them as names.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP, words

#: Abbreviations of the units (in any case, "micu" as "MICU"; "OR" in capitals only).
_ABBREVIATIONS = ("ICU", "MICU", "SICU", "CCU", "CICU", "CVICU", "CTICU", "CSICU", "NICU",
                  "PICU", "TICU", "NSICU", "NeuroICU", "Neuro ICU", "PACU", "HDU", "ITU",
                  "L&D")
#: Units written out (the qualifiers of an intensive care unit come before it).
_UNITS = ("intensive care unit", "intensive care", "critical care unit", "coronary care unit",
          "cardiac care unit", "post anesthesia care unit", "post-anesthesia care unit",
          "postanesthesia care unit", "post anaesthesia care unit",
          "post-anaesthesia care unit", "postanaesthesia care unit",
          "post anesthesia recovery unit", "postanesthesia recovery unit", "recovery room",
          "emergency department", "emergency room", "emergency ward", "operating room",
          "operating rooms", "operating theatre", "operating theater", "labor and delivery",
          "labour and delivery", "step-down unit", "stepdown unit", "step down unit",
          "high dependency unit", "nursing home", "surgical suite", "endoscopy suite",
          "day surgery unit", "same day surgery", "ambulatory surgery center")
_ICU_QUALIFIERS = ("medical", "surgical", "cardiac", "cardiothoracic", "cardiovascular",
                   "coronary", "neonatal", "newborn", "pediatric", "paediatric", "neuro",
                   "neurological", "neurosurgical", "trauma", "burn", "respiratory", "adult")
#: Specialties that name a service: "<specialty> Clinic", "Department of <specialty>".
_SPECIALTIES = (
    "allergy", "anesthesia", "anesthesiology", "anaesthesia", "bariatric", "bariatrics",
    "breast", "burn", "cancer", "cardiac", "cardiology", "cardiothoracic", "cardiovascular",
    "colorectal", "dermatology", "diabetes", "dialysis", "endocrine", "endocrinology",
    "endoscopy", "family medicine", "family practice", "gastroenterology", "general surgery",
    "geriatric", "geriatrics", "gynecology", "gynaecology", "hand", "heart", "hematology",
    "haematology", "hepatology", "immunology", "infectious disease", "infectious diseases",
    "internal medicine", "interventional radiology", "maternity", "medicine", "nephrology",
    "neurology", "neurosurgery", "neurosurgical", "nuclear medicine", "obstetrics",
    "oncology", "ophthalmology", "orthopedic", "orthopedics", "orthopaedic",
    "orthopaedics", "otolaryngology", "pain", "pain management", "pediatric", "pediatrics",
    "paediatric", "paediatrics", "physical therapy", "plastic surgery", "podiatry",
    "primary care", "psychiatry", "psychiatric", "pulmonary", "pulmonology", "radiation oncology",
    "radiology", "rehabilitation", "renal", "respiratory", "rheumatology", "sleep", "spine",
    "surgery", "surgical", "thoracic surgery", "transplant", "trauma", "urgent care",
    "urology", "urologic", "vascular", "vascular surgery", "wound", "wound care")
#: (not "ward" or "unit": "Nephrology Ward", "Surgical Unit" are names in some notes)
_SERVICE_HEADS = ("clinic", "clinics", "center", "centre", "department", "dept", "service",
                  "services", "suite", "floor", "program", "division", "section")


def _spelled(items) -> str:
    """Every spelling notes write a unit in (:func:`~deidkit.recognizers.patterns.words`)."""
    return words(items, title_case=True, loose_hyphens=True)


_SPECIALTY = _spelled(_SPECIALTIES)
_SPECIALTY_RUN = rf"{_SPECIALTY}(?:{SP}+(?:(?:and|&|/){SP}+)?{_SPECIALTY}){{0,2}}"
_FOUND = re.compile(
    rf"(?<![\w&-])(?:"
    rf"(?P<abbreviation>{_spelled([a for a in _ABBREVIATIONS if a != 'L&D'])}|L{SP}*&{SP}*D|OR)"
    rf"|(?:{_spelled(_ICU_QUALIFIERS)}{SP}+)?{_spelled(_UNITS)}"
    rf"|{_SPECIALTY_RUN}{SP}+{_spelled(_SERVICE_HEADS)}"
    rf"|{_spelled(['department', 'division', 'section', 'service'])}{SP}+of{SP}+"
    rf"(?:the{SP}+)?{_SPECIALTY_RUN}"
    rf")(?![\w&-])")
#: Words after which a unit's name may begin (a capitalized other word names the unit).
_FUNCTION_WORDS = frozenset(
    "the a an to in into from at of for by with via on per and or our your his her their "
    "this that was is were be been back then now same new old".split())
_WORD_BEFORE = re.compile(rf"(\S+){SP}+$")


def _named(text: str, start: int, *, capitalized: bool) -> bool:
    """Whether a word other than a function word stands right before ``start`` on its
    line, a capitalized one only with ``capitalized`` ("Mercy ICU"; "golden years nursing
    home", "Sunrise Nursing Home"): the unit is then part of a name."""
    m = _WORD_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return False
    word = m.group(1)
    if word[-1] in ".,;:!?)]":  # the end of a sentence or of a clause
        return False
    word = word.strip("([\"'")
    return bool(word) and word.lower() not in _FUNCTION_WORDS and (
        word[0].isupper() or not capitalized)


def find_generic_units(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every unit or service every hospital has in ``text``
    that no name precedes."""
    for m in _FOUND.finditer(text):
        # an abbreviation after a lowercase word ("pt to micu", "s/p ccu stay") is the
        # unit; a unit written out after one may be a name in lowercase notes
        if not _named(text, m.start(), capitalized=m.group("abbreviation") is not None):
            yield m.start(), m.end(), NOT_PHI
