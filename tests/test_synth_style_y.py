"""deidkit synth --style Y: held-out clinical documents of a fifth origin, written blind,
labelled by the i2b2 2014 guidelines. What is measured here: coverage of the TYPEs (the hard
ones in many documents), the surface forms it promises, look-alikes left untagged. What
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
    return list(generate(200, 1, "Y"))


def test_style_y_is_registered_between_h_and_z():
    assert STYLES[-2:] == ("Y", "Z")
    assert len(get_style("Y").note_types) == 10


def test_every_clinical_type_appears_in_200_documents(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    every = [t for types_ in CATEGORIES.values() for t in types_]
    assert sorted(set(every) - set(types)) == ["IPADDR", "OTHER"], types
    common = ("DATE", "DOCTOR", "PATIENT", "ORGANIZATION", "HOSPITAL", "PROFESSION", "AGE",
              "ROOM", "DEPARTMENT", "PHONE", "CITY", "MEDICALRECORD", "STATE")
    assert [t for t in common if types[t] < 80] == [], types
    assert [t for t in every if t not in ("IPADDR", "OTHER") and types[t] < 15] == [], types
    assert {k for _, k in docs} == {k for k, _ in get_style("Y").note_types}


def test_the_hard_types_are_in_many_documents(docs):
    """PROFESSION, DEPARTMENT, ROOM, ORGANIZATION and STATE in a third of the documents or
    more, in several phrasings."""
    for type_ in ("PROFESSION", "DEPARTMENT", "ROOM", "ORGANIZATION", "STATE"):
        with_type = sum(any(t.type == type_ for t in d.tags) for d, _ in docs)
        assert with_type >= 60, (type_, with_type)
    contexts = Counter()
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "PROFESSION":
                contexts[" ".join(doc.text[max(0, tag.start - 12):tag.start].split()[-2:])] += 1
    assert len(contexts) >= 10, contexts   # 'works as a', 'Job title:', 'retired', ...
    assert len(set(_values(docs, "PROFESSION"))) >= 30
    assert len(set(_values(docs, "DEPARTMENT"))) >= 15


def test_surface_forms_are_varied(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d{1,2}/\d{1,2}/\d{4}", r"\d\d[A-Z]{3}\d{4}", r"[A-Z][a-z]{2} \d{1,2}, \d{4}",
                  r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}", r"\d\d-[A-Z][a-z]{2}-\d{4}",
                  r"\d\d-\d\d-\d\d", r"\d{1,2}\.\d{1,2}\.\d\d", r"\d{4}", r"[A-Z][a-z]+day",
                  r"\d{1,2}/\d{1,2}", r"[A-Z][a-z]+ \d{4}", r"\d{1,2}(st|nd|rd|th)"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    day_first = [d for d in dates if re.fullmatch(r"(\d\d)/(\d\d)/\d{4}", d)]
    assert any(int(d[:2]) > 12 for d in day_first)   # Caribbean notes: day first
    assert any(d in ("Christmas", "Mardi Gras", "Emancipation Day", "Divali", "Crop Over",
                     "Thanksgiving", "Fourth of July", "Carnival Monday") for d in dates)
    phones = _values(docs, "PHONE")
    for shape in (r"\d{3}\.\d{3}\.\d{4}", r"\+1 \d{3} \d{3} \d{4}", r"1-\d{3}-\d{3}-\d{4}",
                  r"\(\d{3}\) \d{3} \d{4}", r"\d{3}/\d{3}-\d{4}"):
        assert any(re.fullmatch(shape, p) for p in phones), shape
    zips = _values(docs, "ZIP")
    for shape in (r"\d{5}", r"JM[A-Z]{3}\d\d", r"BB\d{5}", r"\d{6}"):
        assert any(re.fullmatch(shape, z) for z in zips), shape
    states = set(_values(docs, "STATE"))
    assert any(re.fullmatch(r"[A-Z]{2}", s) for s in states)                  # LA, TN
    assert any(s.startswith("St. ") for s in states)                          # parishes
    assert any(" " not in s and len(s) > 2 for s in states)                   # Louisiana
    names = _values(docs, "PATIENT")
    assert any(n.isupper() for n in names) and any(n.islower() for n in names)
    assert any(re.fullmatch(r"[A-Z][a-z]+, [A-Z][a-z]+.*", n) for n in names)
    rooms = _values(docs, "ROOM")
    assert any(r.isdigit() for r in rooms) and any(re.fullmatch(r"\d+[AB]", r) for r in rooms)
    assert all(not r.lower().startswith(("rm", "room", "bed", "or ", "chair")) for r in rooms)
    assert any(c.isupper() for c in _values(docs, "COUNTRY"))
    assert all(not v.startswith("the ") for v in _values(docs, "LOCATION-OTHER"))
    # a sign-out list names several patients: more PATIENT names than patients
    signout = [d for d, k in docs if k == "signout_list"]
    assert signout and all(len({t.text for t in d.tags if t.type == "PATIENT"}) >= 3
                           for d in signout)


def test_labels_and_credentials_stay_outside_the_tags(docs):
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "DOCTOR":
                assert not re.search(r"\b(Dr|MD|RN|CRNA|LCSW|PharmD)\b\.?", tag.text), tag.text
            if tag.type in ("MEDICALRECORD", "ROOM", "ACCOUNT", "SSN"):
                assert not re.match(r"(MRN|MR#|Rm|Room|Acct|SSN)\b", tag.text), tag.text
            if tag.type == "PROFESSION":
                assert not tag.text.startswith("retired"), tag.text
            if tag.type == "AGE":
                assert tag.text.isdigit() and 16 <= int(tag.text) <= 120, tag.text
            if tag.type == "DATE":
                assert ":" not in tag.text and not re.search(r"\b(am|pm)\b", tag.text), tag.text


def test_look_alikes_are_in_the_text_but_not_tagged(docs):
    untagged = _untagged(docs)
    for shape in (r"\b\d{1,2}:\d\d\b", r"\b\d{4} ?(am|pm)?\b", r"\b\d+(\.\d+)? mg\b",
                  r"\b\d+ units\b", r"\bBP \d{2,3}/\d{2,3}", r"\bCPT \d{5}\b",
                  r"\b[A-Z]\d\d\.\d", r"\bFoley\b", r"\bGlasgow\b", r"\bEliquis\b",
                  r"\bKt/V 1\.\d+", r"\bcode 4417\b", r"\bBerg Balance \d+/56",
                  r"\bNephrology\b", r"\bMorse\b", r"\bx 3 weeks\b", r"\bPGY-\d\b"):
        assert re.search(shape, untagged), shape
    tagged = [t.text for d, _ in docs for t in d.tags]
    assert not any(re.search(r"\b(mg|mL|mmHg|units)\b", t) for t in tagged)
    assert not any(re.search(r"\b(Foley|Glasgow|Parkinson|Eliquis|Lasix|Coumadin)\b", t)
                   for t in tagged)


def test_a_patient_keeps_one_identity_across_notes(docs):
    """Every MRN of a note is its patient's (sign-out lists also list other patients), and
    the patient's surname is in the note's PATIENT tags."""
    style = get_style("Y")
    patients, checked = {}, 0
    for doc, kind in docs:
        number = int(doc.doc_id.split("-")[0])
        patient = patients.setdefault(number, style.build_subject(1, number))
        mrns = {t.text.lower() for t in doc.tags if t.type == "MEDICALRECORD"}
        names = " ".join(t.text.lower() for t in doc.tags if t.type == "PATIENT")
        if kind != "signout_list":
            assert mrns <= {patient.mrn.lower()}, (doc.doc_id, mrns, patient.mrn)
            checked += bool(mrns)
        assert patient.person.last.lower() in names or patient.person.first.lower() in names
    assert checked > 60
    assert sum(len(p.visits) > 1 for p in patients.values()) > 20
