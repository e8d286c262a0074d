"""deidkit synth --style U: everyday clinical notes of an eighth origin (discharge summaries,
progress, consult and ED notes, clinic letters, radiology reports, operative notes, nursing
admission assessments from the Gulf, Jordan, Ghana, Ethiopia, Uganda, Portugal, Greece and
Romania), for development: never trained on, not blind. What the style claims (every TYPE
it writes at exact offsets, each country's formats, look-alikes untagged) is measured here;
template disjointness from every other style, pinned and deterministic output and strict
tokenizing through the CLI are checked with the other
styles in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import STYLES, generate, get_style
from deidkit.synth.style_u import BARE_UNITS, CARE_ROLES, PLACES, SPECIALTIES

#: Every TYPE style U writes.
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ORGANIZATION", "HOSPITAL", "DEPARTMENT",
         "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE", "DATE",
         "PHONE", "FAX", "EMAIL", "URL", "SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT",
         "LICENSE", "IDNUM", "BIOID", "DEVICE", "VEHICLE")


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 1, "U"))


def _values(docs, type_):
    return [t.text for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _untagged(docs, pattern, flags=0):
    hits = [(d, m) for d, _ in docs for m in re.finditer(pattern, d.text, flags)]
    return hits, [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())]


def test_u_is_a_development_style_between_t_and_v():
    assert STYLES.index("U") == STYLES.index("T") + 1 == STYLES.index("V") - 1


def test_every_type_and_note_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 15] == [], types
    assert set(types) <= set(TYPES), set(types) - set(TYPES)
    assert {k for _, k in docs} == {k for k, _ in get_style("U").note_types}
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert t.start >= last
            last = t.end


def test_national_ids_and_phones_follow_each_country(docs):
    ssn = _values(docs, "SSN")
    for shape in (r"784-?\d{4}-?\d{7}-?\d",            # Emirates ID
                  r"GHA-\d{9}-\d",                      # Ghana Card
                  r"[12]\d{9}",                         # Saudi ID / Iqama, Jordan
                  r"\d{13}",                            # Romanian CNP
                  r"\d{11}",                            # Greek AMKA
                  r"C[MF]\d{5}[A-Z]{7}"):               # Ugandan NIN
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    phones = _values(docs, "PHONE") + _values(docs, "FAX")
    for prefix in ("+971 ", "+966 ", "+968 ", "+962 ", "+233 ", "+251 ", "+256 ", "+351 ",
                   "+30 ", "+40 "):
        assert any(p.startswith(prefix) or p.startswith("00" + prefix[1:]) for p in phones), \
            prefix
    zips = _values(docs, "ZIP")
    assert any(re.fullmatch(r"[A-Z]{2}-\d{3}-\d{4}", z) for z in zips)      # Ghana GPS
    assert any(re.fullmatch(r"\d{4}-\d{3}", z) for z in zips)               # Portugal
    assert any(re.fullmatch(r"\d{3} \d\d", z) for z in zips)                # Greece
    states = {" ".join(v.lower().split()) for v in _values(docs, "STATE")}   # capitals, wraps
    assert states <= {p[i].lower() for p in PLACES for i in (2, 3)} and len(states) >= 20
    licences = _values(docs, "LICENSE")
    assert any(v.startswith("DHA-P-") for v in licences) or \
        any(re.fullmatch(r"\d\d-R-M-\d{5}", v) for v in licences)


def test_dates_of_many_shapes_weekdays_and_hijri(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d\d/\d\d/\d{4}", r"\d\d\.\d\d\.\d{4}", r"\d\d-[A-Z][a-z]{2}-\d{4}",
                  r"\d{1,2} [A-Z][a-z]+ \d{4}", r"\d{4}-\d\d-\d\d", r"[A-Z][a-z]+day",
                  r"\d{4}", r"(14|15)\d\d/\d\d/\d\d H|\d\d-\d\d-1[45]\d\dH|.* AH"):
        assert any(re.fullmatch(shape, d, re.I) for d in dates), shape


def test_look_alikes_stay_untagged(docs):
    for pattern in (r"\b(?:%s)\b" % "|".join(re.escape(u) for u in BARE_UNITS
                                              if u not in ("the ward",)),
                    "|".join(re.escape(r) for r in CARE_ROLES),
                    r"\b\d\d:\d\d\b|\b\d{4}h\b",                       # times
                    r"\b(GCS|NEWS2|CURB-65|Braden|Morse|qSOFA) \d+",    # scores
                    r"\b[A-Z]\d\d\.\d+\b",                             # ICD-10
                    r"\b(lot|LOT|batch) [A-Z0-9]+",                    # lot numbers
                    r"\b\d+(\.\d+)? (mg|g|mL|units|mmol/L)\b"):        # doses and values
        hits, tagged = _untagged(docs, pattern)
        assert len(hits) >= 20, pattern
        assert tagged == [], (pattern, tagged[:5])
    hits, tagged = _untagged(docs, r"\b(?:%s)\b" % "|".join(SPECIALTIES))
    assert len(hits) >= 50 and tagged == []
    # titles, credentials and labels stay outside the tags
    names = _values(docs, "DOCTOR") + _values(docs, "PATIENT")
    assert not [n for n in names if re.match(r"(Dr|Prof|Mr|Mrs|Sr|Sra)\b\.?", n)]
    assert not [r for r in _values(docs, "ROOM") if re.search(r"[a-z]{3}", r, re.I)]
    assert not [p for p in _values(docs, "PROFESSION") if p.lower().startswith("retired")]
    assert not [v for v in _values(docs, "SSN") if re.match(r"(?i)(nif|amka|cnp|nin)", v)]


def test_capitals_lower_case_and_wrapping(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 15
    assert sum(x.islower() for x in letters) >= 3
    assert sum(max(map(len, d.text.split("\n"))) <= 80 for d, _ in docs) >= 50
