"""deidkit synth --style X: held-out clinical documents of a sixth origin (NHS hospitals and
practices of the UK; hospitals and polyclinics of Singapore and Malaysia), written blind,
labelled by the i2b2 2014 guidelines. What is measured here: coverage of the TYPEs, the
local surface forms it promises, look-alikes left untagged, one identity per patient. What
every style shares (offsets that fit, pinned and deterministic output, strict tokenizing
through the CLI) is checked in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.corpus.i2b2 import CATEGORIES
from deidkit.synth import STYLES, generate, get_style
from tests.synth_helpers import untagged as _untagged, values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 1, "X"))


def test_style_x_is_registered_before_y_and_z_and_held_out():
    assert STYLES[-3:] == ("X", "Y", "Z")
    assert len(get_style("X").note_types) == 16
    # held out: no recipe, example or experiment of the project trains on style X
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    for path in [*root.glob("examples/**/*"), *root.glob("bin/*")]:
        if path.is_file() and path.suffix in ("", ".sh", ".py", ".toml", ".yaml", ".yml", ""):
            text = path.read_text(encoding="utf-8", errors="ignore")
            assert not re.search(r"--style[ =]X\b", text), path


def test_every_type_but_other_appears(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    every = [t for types_ in CATEGORIES.values() for t in types_]
    assert sorted(set(every) - set(types)) == ["OTHER"], types
    common = ("DATE", "DOCTOR", "PATIENT", "HOSPITAL", "MEDICALRECORD", "PHONE", "AGE",
              "DEPARTMENT", "ROOM", "PROFESSION", "ORGANIZATION", "STREET", "ZIP", "CITY",
              "HEALTHPLAN", "SSN")
    assert [t for t in common if types[t] < 60] == [], types
    assert [t for t in every if t != "OTHER" and types[t] < 5] == [], types
    assert types["DOCTOR"] > types["PATIENT"] > 300


def test_counts_of_document_types(docs):
    kinds = Counter(k for _, k in docs)
    assert set(kinds) == {k for k, _ in get_style("X").note_types}
    assert all(n >= 5 for n in kinds.values()), kinds
    assert max(kinds.values()) < 0.15 * len(docs), kinds
    # a death summary is the last document of its patient
    last = {}
    for doc, kind in docs:
        last[doc.doc_id.split("-")[0]] = kind
    for doc, kind in docs:
        if kind == "death_summary":
            assert last[doc.doc_id.split("-")[0]] == "death_summary"


def test_local_surface_forms(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d\d/\d\d/\d{4}", r"\d{1,2}\.\d{1,2}\.\d\d", r"\d{4}-\d\d-\d\d",
                  r"\d{1,2} [A-Z][a-z]{2} \d{4}", r"\d\d-[A-Z][a-z]{2}-\d{4}",
                  r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}", r"\d{4}", r"[A-Z][a-z]+day",
                  r"\d{1,2}/\d{1,2}", r"[A-Z][a-z]{2} \d{4}"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    day_first = [d for d in dates if re.fullmatch(r"\d\d/\d\d/\d{4}", d)]
    assert any(int(d[:2]) > 12 for d in day_first) and not any(int(d[3:5]) > 12
                                                               for d in day_first)
    phones = _values(docs, "PHONE")
    for shape in (r"0\d{3} \d{3} \d{4}", r"07\d{3} \d{6}", r"\+44 .*", r"[689]\d{3} \d{4}",
                  r"\+65 \d{4} \d{4}", r"0\d{1,2}-\d{3,4} \d{4}", r"\d{4}"):   # bleeps
        assert any(re.fullmatch(shape, p) for p in phones), shape
    zips = _values(docs, "ZIP")
    for shape in (r"[A-Z]{1,2}\d{1,2} \d[A-Z]{2}", r"\d{6}", r"\d{5}"):
        assert any(re.fullmatch(shape, z) for z in zips), shape
    ssn = _values(docs, "SSN")
    for shape in (r"[A-Z]{2} \d\d \d\d \d\d [A-D]", r"[ST]\d{7}[A-Z]", r"\d{6}-\d\d-\d{4}"):
        assert any(re.fullmatch(shape, s) for s in ssn), shape
    assert any(re.fullmatch(r"\d{3} \d{3} \d{4}", h) for h in _values(docs, "HEALTHPLAN"))
    names = _values(docs, "PATIENT")
    for word in (" bin ", " binti ", " s/o ", " d/o "):
        assert any(word in n for n in names), word
    assert any(n.isupper() for n in names) and any(re.fullmatch(r"[A-Z]+, [A-Z][a-z]+", n)
                                                   for n in names)
    streets = _values(docs, "STREET")
    assert any(s.startswith("Blk ") and "#" in s for s in streets)
    assert any(s.startswith("Flat ") for s in streets)
    departments = set(_values(docs, "DEPARTMENT"))
    assert any(d.startswith("Wad ") for d in departments) and any(d.startswith("Ward ")
                                                                  for d in departments)
    assert len(departments) >= 25
    rooms = _values(docs, "ROOM")
    assert any(r.startswith("SR") for r in rooms) and any(r.isdigit() for r in rooms)
    assert all(not r.lower().startswith(("bed", "bay", "room", "side")) for r in rooms)
    assert len(set(_values(docs, "PROFESSION"))) >= 30
    assert all(not v.startswith("the ") for v in _values(docs, "LOCATION-OTHER"))
    # an MDT outcome lists several patients
    mdt = [d for d, k in docs if k == "mdt_outcome"]
    assert mdt and all(len({t.text for t in d.tags if t.type == "PATIENT"}) >= 3 for d in mdt)


def test_labels_titles_and_credentials_stay_outside(docs):
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "DOCTOR":
                assert not re.search(r"\b(Dr|FRCP|MRCP|MBBS|RGN|MBChB|Sister|SN)\b\.?",
                                     tag.text), tag.text
            if tag.type == "PATIENT":
                assert not re.match(r"(Mr|Mrs|Ms|Mdm|Encik|Puan)\b", tag.text), tag.text
            if tag.type in ("MEDICALRECORD", "ROOM", "HEALTHPLAN", "SSN"):
                assert not re.match(r"(MRN|Hosp|NHS|CHI|NRIC|Bed|Bay)\b", tag.text), tag.text
            if tag.type == "AGE":
                assert tag.text.isdigit() and 0 < int(tag.text) < 120, tag.text
            if tag.type == "DATE":
                assert ":" not in tag.text and not re.search(r"\b(am|pm)\b", tag.text), tag.text


def test_numbers_drugs_and_services_are_in_the_text_but_not_tagged(docs):
    untagged = _untagged(docs)
    for shape in (r"\b\d\d:\d\d\b", r"\bBP \d{2,3}/\d{2,3}", r"\bNEWS2 \d\b", r"\bPEEP \d+",
                  r"\bFiO2 0\.\d+", r"\bTW \d+(\.\d+)?", r"\bBUSE\b", r"\beGFR \d+",
                  r"\bLVEF \d+%", r"\bMallampati \d\b", r"\bASA\b", r"\bPHQ-9 \d+",
                  r"\bG\dP\d", r"\b\d+ mg\b", r"\bBerg \d+/56", r"\bcardiology\b",
                  r"\bParkinson's\b", r"\bMDT\b", r"\bbleep\b", r"\bBed\b"):
        assert re.search(shape, untagged, re.IGNORECASE), shape
    tagged = [t.text for d, _ in docs for t in d.tags]
    assert not any(re.search(r"\b(mg|mL|mmHg|kPa|units)\b", t) for t in tagged)


def test_a_patient_keeps_one_identity_across_notes(docs):
    style = get_style("X")
    patients, checked = {}, 0
    for doc, kind in docs:
        number = int(doc.doc_id.split("-")[0])
        patient = patients.setdefault(number, style.build_subject(1, number))
        mrns = {t.text.lower() for t in doc.tags if t.type == "MEDICALRECORD"}
        names = " ".join(t.text.lower() for t in doc.tags if t.type == "PATIENT")
        if kind != "mdt_outcome":
            assert mrns <= {patient.mrn.lower()}, (doc.doc_id, mrns, patient.mrn)
            checked += bool(mrns)
        else:
            assert patient.mrn.lower() in mrns
        assert patient.person.short().lower() in names or \
            patient.person.full().lower() in names, (doc.doc_id, names)
        dobs = {t.text for t in doc.tags if t.type == "DATE"}
        assert dobs
    assert checked > 150
    assert sum(len(p.visits) > 1 for p in patients.values()) > 40


def test_a_thousand_notes_in_a_few_seconds():
    import time
    start = time.perf_counter()
    docs = list(generate(1000, 0, "X"))
    assert len(docs) == 1000 and time.perf_counter() - start < 10
