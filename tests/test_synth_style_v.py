"""deidkit synth --style V: held-out clinical documents of a seventh origin (Australia, New
Zealand, Hong Kong, Fiji, Samoa, Tonga), written blind, labelled by the i2b2 2014
guidelines. What is measured here: exact offsets, coverage of the TYPEs (the hard ones in
many documents), the surface forms each region promises, labels and credentials outside the
tags, look-alikes left untagged, one identity per patient. What every style shares (offsets
that fit, pinned and deterministic output, strict tokenizing through the CLI) is checked in
tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.corpus.i2b2 import CATEGORIES
from deidkit.synth import STYLES, generate, get_style
from deidkit.synth.style_v import HOLIDAYS
from tests.synth_helpers import untagged as _untagged, values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 1, "V"))


@pytest.fixture(scope="module")
def patients(docs):
    style = get_style("V")
    return {number: style.build_subject(1, number)
            for number in {int(d.doc_id.split("-")[0]) for d, _ in docs}}


def test_style_v_is_registered_before_w():
    assert STYLES[-5:] == ("V", "W", "X", "Y", "Z")
    assert len(get_style("V").note_types) == 10


def test_every_type_but_other_appears_in_300_documents(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    every = [t for types_ in CATEGORIES.values() for t in types_]
    assert sorted(set(every) - set(types)) == ["OTHER"], types
    common = ("DATE", "DOCTOR", "PATIENT", "HOSPITAL", "AGE", "MEDICALRECORD", "PHONE", "ROOM",
              "CITY", "DEVICE", "DEPARTMENT", "PROFESSION", "IDNUM", "ORGANIZATION")
    assert [t for t in common if types[t] < 80] == [], types
    assert [t for t in every if t != "OTHER" and types[t] < 12] == [], types
    kinds = Counter(k for _, k in docs)
    assert set(kinds) == {k for k, _ in get_style("V").note_types}
    assert min(kinds.values()) >= 12, kinds


def test_the_hard_types_are_in_many_documents(docs):
    """ROOM, DEPARTMENT, PROFESSION and ORGANIZATION in many documents and phrasings."""
    for type_, least in (("ROOM", 150), ("DEPARTMENT", 80), ("PROFESSION", 80),
                         ("ORGANIZATION", 50), ("DEVICE", 80)):
        with_type = sum(any(t.type == type_ for t in d.tags) for d, _ in docs)
        assert with_type >= least, (type_, with_type)
    contexts = Counter()
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "PROFESSION":
                contexts[" ".join(doc.text[max(0, tag.start - 14):tag.start].split()[-2:])] += 1
    assert len(contexts) >= 10, contexts   # 'works as a', 'Occupation:', 'Retired', ...
    assert len(set(_values(docs, "PROFESSION"))) >= 30
    assert len(set(_values(docs, "DEPARTMENT"))) >= 25


def test_dates_are_day_first_in_every_region(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d\d/\d\d/\d{4}", r"\d{1,2}/\d{1,2}/\d\d", r"\d{1,2} [A-Za-z]{3} \d{4}",
                  r"\d\d-[A-Z]{3}-\d{4}", r"\d\d-[A-Z][a-z]{2}-\d{4}", r"\d{1,2}\.\d{1,2}\.\d{4}",
                  r"\d{4}-\d\d-\d\d", r"\d\d-\d\d-\d{4}", r"\d{4}年\d{1,2}月\d{1,2}日",
                  r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}", r"\d{1,2}(st|nd|rd|th) of [A-Z][a-z]+,"
                  r" \d{4}", r"[A-Z][a-z]+day", r"\d{4}", r"[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}",
                  r"[A-Z][a-z]+ \d{4}"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    numeric = [re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}", d) for d in dates]
    numeric = [(int(m.group(1)), int(m.group(2))) for m in numeric if m]
    assert len(numeric) > 300
    assert all(month <= 12 for _, month in numeric)          # never month first
    assert sum(day > 12 for day, _ in numeric) > 50
    holidays = {h for names in HOLIDAYS.values() for h in names}
    assert len({d for d in dates if d in holidays or "the " + d in holidays}) >= 5


def test_phones_postcodes_and_ids_follow_the_region(docs):
    phones = _values(docs, "PHONE") + _values(docs, "FAX")
    for shape in (r"\(0\d\) \d{4}[ -]\d{4}", r"04\d\d[ -]\d{3}[ -]\d{3}", r"\+61 [2-8] \d{4} \d{4}",
                  r"\+61 4\d\d \d{3} \d{3}", r"1[38]00 \d{3} \d{3}", r"\(0\d\) \d{3} \d{4}",
                  r"02[1279] \d{3} \d{4}", r"\+64 2[1279] \d{3} \d{4}", r"[2-9]\d{3} \d{4}",
                  r"\+852 \d{4} \d{4}", r"\+679 \d{3} \d{4}", r"\d{4}"):
        assert any(re.fullmatch(shape, p) for p in phones), shape
    assert {p[:4] for p in phones if p.startswith("+")} >= {"+61 ", "+64 ", "+852", "+679"}
    zips = _values(docs, "ZIP")
    assert all(re.fullmatch(r"\d{4}|WS\d{4}", z) for z in zips), zips
    mrns = _values(docs, "MEDICALRECORD")
    for shape in (r"[A-HJ-NP-Z]{3}\d{4}", r"[A-HJ-NP-Z]{3}\d\d[A-HJ-NP-Z]{2}",   # NHI
                  r"HN\d{8}[\dX]", r"8003 60\d\d \d{4} \d{4}", r"\d{7,8}", r"\d\d/\d{5}"):
        assert any(re.fullmatch(shape, m) for m in mrns), shape
    plans = _values(docs, "HEALTHPLAN")
    assert any(re.fullmatch(r"[2-6]\d{3} \d{5} \d(-[1-5])?", p) for p in plans)   # Medicare
    hkids = [s for s in _values(docs, "SSN") if "(" in s]
    assert hkids
    for hkid in hkids:   # the check character is right
        m = re.fullmatch(r"([A-Z]{1,2})(\d{6})\(([\dA])\)", hkid)
        values = ([36] if len(m.group(1)) == 1 else []) + [ord(c) - 55 for c in m.group(1)]
        values += [int(c) for c in m.group(2)]
        check = (11 - sum(v * w for v, w in zip(values, range(9, 1, -1))) % 11) % 11
        assert m.group(3) == ("A" if check == 10 else str(check)), hkid
    vehicles = _values(docs, "VEHICLE")
    assert any(v.startswith(("VH-", "ZK-")) for v in vehicles)       # aircraft
    assert any(not v[2:3] == "-" for v in vehicles)                    # road plates
    licences = _values(docs, "LICENSE")
    assert any(re.fullmatch(r"(MED|NMW)000\d{7}", x) for x in licences)   # AHPRA


def test_places_and_names_of_each_region(docs):
    states = set(_values(docs, "STATE"))
    assert states & {"NSW", "QLD", "NT", "VIC", "WA", "SA"}
    assert states & {"Auckland", "Northland", "Waikato", "Bay of Plenty", "Wellington"}
    assert states & {"N.T.", "Kln", "H.K.", "New Territories", "Kowloon", "Hong Kong Island"}
    assert states & {"Central Division", "Western Division", "Tongatapu", "Vava'u",
                     "Tuamasaga"}
    countries = set(_values(docs, "COUNTRY"))
    assert {"Fiji", "Samoa", "Tonga"} <= {c.capitalize() for c in countries}
    assert all(not v.lower().startswith("the ") for type_ in ("COUNTRY", "LOCATION-OTHER",
                                                              "ORGANIZATION")
               for v in _values(docs, type_))
    streets = _values(docs, "STREET")
    assert any(re.match(r"Flat \d{4}, \d+/F, ", s) for s in streets)    # Hong Kong estates
    assert any(re.match(r"\d+/\d+ ", s) for s in streets)               # an Australian unit
    names = _values(docs, "PATIENT")
    assert any(re.fullmatch(r"[A-Z]+ [A-Z][a-z]+[ -][A-Za-z]+", n) for n in names)  # CHAN Tai Man
    assert any(re.search(r"[\u4e00-\u9fff]{2,}", n) for n in names)              # 陳大文
    assert any(re.search(r"[āēīōū]", n) for n in names)                          # Māori
    assert any("'" in n for n in names)                                          # Fa'alua
    assert any(n.isupper() for n in names) and any(n.islower() for n in names)
    untagged = _untagged(docs)
    assert re.search(r"(Baby of|BABY OF|B/O) \0", untagged)    # a newborn by its mother


def test_labels_and_credentials_stay_outside_the_tags(docs):
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "DOCTOR":
                assert not re.search(r"\b(Dr|Mr|Ms|Prof|Sr|RN|CNC|NP|FANZCA|FRACP|FRACS|APD|"
                                     r"RPSGT|MGC)\b\.?", tag.text), tag.text
            if tag.type == "ROOM":
                assert tag.text.isdigit(), tag.text
            if tag.type in ("MEDICALRECORD", "ACCOUNT", "HEALTHPLAN", "SSN", "LICENSE"):
                assert not re.match(r"(MRN|UR|NHI|HKID|Medicare|AHPRA|Episode)\b", tag.text,
                                    re.I), tag.text
            if tag.type == "PROFESSION":
                assert not tag.text.lower().startswith("retired"), tag.text
            if tag.type == "AGE":
                assert tag.text.isdigit() and 16 <= int(tag.text) <= 110, tag.text
            if tag.type == "DATE":
                assert ":" not in tag.text and not re.search(r"\d{4}h\b|\b(am|pm)\b",
                                                             tag.text), tag.text
            if tag.type == "PATIENT":
                assert not re.match(r"(Baby of|B/O|Aunty|Mr|Mrs|Ms|Madam)\b", tag.text,
                                    re.I), tag.text


def test_look_alikes_are_in_the_text_but_not_tagged(docs):
    untagged = _untagged(docs)
    for shape in (r"\b\d{4} +(Tasked|Wheels up|In theatre)", r"\b\d{1,2}:\d\d\b",
                  r"\b\d+(\.\d+)? mg\b", r"\bdB HL\b", r"\b250 +500 +1k", r"\bAHI \d+\.\d",
                  r"\bGA \d\d\+\d", r"\bDOL \d+", r"\bApgars \d and \d", r"\bCormack-Lehane\b",
                  r"\bMacintosh\b|\bMac 4\b", r"\bHartmann's\b", r"\bCheyne-Stokes\b",
                  r"\bManchester score\b|\bAmsterdam II\b|\bDutch Lipid\b", r"\bNM_\d{6}\.\d",
                  r"\bc\.\d+", r"\bIDDSI level \d", r"\bBraden\b", r"\bESS \d+/24",
                  r"\bICD-10 E44\.0", r"\bMBS item 73297", r"\bUnna boot\b|\bAquacel\b",
                  r"\bResMed AirSense 11\b", r"\bAN-ACC class \d+", r"\bFRACS\b|\bFANZCA\b",
                  r"\bBed \0|\bCot \0|\bTheatre \0|\bRoom \0", r"\b(Ngāpuhi|Ngāti Porou|Tainui|"
                  r"Ngāti Kahungunu|Te Arawa|Tūhoe|Ngāi Tahu)\b", r"\binterpreter\b"):
        assert re.search(shape, untagged), shape
    tagged = [t.text for d, _ in docs for t in d.tags]
    assert not any(re.search(r"\b(mg|mL|dB|Hz|cmH2O|kg|mmHg)\b", t) for t in tagged)
    assert not any(re.search(r"\b(Macintosh|Hartmann|Guedel|Apgar|Cormack|Braden|Waterlow|"
                             r"ResMed|Compumedics)\b", t) for t in tagged)


def test_a_patient_keeps_one_identity_across_documents(docs, patients):
    """Every record number of a document is the patient's (or a newborn's mother's), and
    the patient's name (a newborn: its own or its mother's) is among its PATIENT tags."""
    checked = 0
    for doc, kind in docs:
        patient = patients[int(doc.doc_id.split("-")[0])]
        own = {patient.mrn.lower(), patient.mother_mrn.lower(), patient.ihi.lower()}
        records = {t.text.lower().replace(" ", "") for t in doc.tags
                   if t.type == "MEDICALRECORD"}
        assert records <= own, (doc.doc_id, records, own)
        checked += bool(records)
        names = " ".join(t.text.lower() for t in doc.tags if t.type == "PATIENT")
        person = patient.person
        assert any(part and part.lower() in names for part in (
            person.last, person.first, person.nick,
            patient.relatives[0].person.first if patient.newborn else "")), doc.doc_id
    assert checked > 250
    assert sum(len(p.visits) > 1 for p in patients.values()) > 40
    assert {p.region for p in patients.values()} == {"AU", "NZ", "HK", "PI"}
    assert sum(p.newborn for p in patients.values()) >= 5
