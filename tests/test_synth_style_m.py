"""deidkit synth --style M: specialty clinical care (chemotherapy cycles, radiotherapy
summaries, labour and delivery, well-child visits, device clinics, IVF, sexual health,
diabetes, transplant, dermatology biopsies, nurse-line calls, trial screening and study
visits, travel medicine) from Spain, Chile, Colombia, Peru, Belgium, Tunisia, Senegal and
Cameroon. What the style claims (every TYPE it writes at exact offsets, newborns with names
and birth dates of their own, identifiers typed by their cue, each country's dates, phones
and national IDs, look-alikes untagged) is measured here; template disjointness from every
other style, names of other origins than A's, D's and E's, pinned and deterministic output and
strict tokenizing through the CLI are checked with the other styles in
tests/test_synth_styles.py and tests/test_synth_training_styles.py."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth.style_m import BARE_UNITS, PLACES, national_id

#: Every TYPE style M writes (all of i2b2's but OTHER).
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ORGANIZATION", "HOSPITAL", "DEPARTMENT",
         "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE", "DATE",
         "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "SSN", "MEDICALRECORD", "HEALTHPLAN",
         "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE", "BIOID", "IDNUM")


@pytest.fixture(scope="module")
def docs():
    return list(generate(400, 3, "M"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _line_before(doc, tag) -> str:
    return doc.text[doc.text.rfind("\n", 0, tag.start) + 1:tag.start]


def _untagged(docs, pattern: str, flags=re.I) -> tuple[int, list[str]]:
    """How often ``pattern`` occurs, and the occurrences that overlap a tag."""
    hits = [(d, m) for d, _ in docs for m in re.finditer(pattern, d.text, flags)]
    return len(hits), [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())]


def test_every_type_and_document_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 12] == [], types
    assert set(types) <= set(TYPES), set(types) - set(TYPES)
    assert {k for _, k in docs} == {k for k, _ in get_style("M").note_types}
    assert len(get_style("M").note_types) == 14
    for type_ in ("DATE", "DOCTOR", "PATIENT", "DEPARTMENT", "HOSPITAL"):
        assert types[type_] >= 250, (type_, types[type_])
    for type_ in ("IDNUM", "DEVICE", "BIOID", "SSN", "HEALTHPLAN", "MEDICALRECORD", "PROFESSION"):
        assert types[type_] >= 60, (type_, types[type_])
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert "\n" not in t.text     # hard wrapping breaks lines outside the tags
            assert t.start >= last
            last = t.end


def test_newborns_have_their_own_names_and_birth_dates(docs):
    births = [(d, k) for d, k in docs if k == "delivery_record"]
    assert len(births) >= 12
    named = 0
    for d, _ in births:
        for t in d.tags:
            before = _line_before(d, t).strip().lower()
            if before in ("name:", "name -", "name :", "name ....", "name:\t") or \
                    re.fullmatch(r"name\W*", before):
                assert t.type == "PATIENT"
                named += 1
            if re.fullmatch(r"born\W*", before):
                assert t.type == "DATE"
    assert named >= 8
    # gestational ages and Apgar scores are not PHI
    count, tagged = _untagged(births, r"\b\d\d\+\d weeks|\b\d{1,2}/\d{1,2}/\d{1,2}\b")
    assert count >= 10 and tagged == []


def test_identifiers_are_typed_by_their_cue(docs):
    cues = {r"(serial|sn)\W*$": "DEVICE", r"embryo id $": "BIOID", r"passport\W*$": "IDNUM",
            r"clinic (no|number)\W*$": "MEDICALRECORD", r"screening no\.\W*$": "IDNUM",
            r"participant no\.\W*$": "IDNUM", r"(specimen|block) $": "BIOID",
            r"donor id $": "IDNUM", r"(rut|dni|nie|cin|cni) $": "SSN",
            r"(cmp|rm|inami|onmc|cnom|rnpi) $": "LICENSE"}
    found = Counter()
    for d, _ in docs:
        for t in d.tags:
            before = _line_before(d, t).lower()
            for cue, type_ in cues.items():
                if re.search(cue, before):
                    assert t.type == type_, (cue, t.type, t.text, before)
                    found[cue] += 1
    assert [c for c in cues if found[c] < 3] == [], found


def test_national_ids_have_their_check_digits(docs):
    rng = random.Random(5)
    day = dt.date(2061, 3, 12)
    drawn = {c: [national_id(rng, c, day, rng.choice("MF"))[1] for _ in range(100)]
             for c in ("CL", "ES", "BE")}
    ssns = [t.text for _, t in _tags(docs, "SSN")]
    ruts = [s for s in ssns + drawn["CL"] if re.fullmatch(r"\d{1,2}\.\d{3}\.\d{3}-[\dK]", s)]
    assert len(ruts) >= 20
    for rut in ruts:
        body, dv = rut.replace(".", "").split("-")
        total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
        assert {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11)) == dv, rut
    dnis = [s for s in drawn["ES"] if re.fullmatch(r"\d{8}-?[A-Z]", s)]
    assert dnis and all("TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[-1] for s in dnis)
    # the Belgian national register number: the birth date, a serial, 97 - the rest mod 97
    belgian = [re.sub(r"\D", "", s) for s in drawn["BE"]]
    assert all(s.startswith("610312") and 97 - int("2" + s[:9]) % 97 == int(s[9:])
               for s in belgian)
    assert any(re.fullmatch(r"\d\d\.\d\d\.\d\d-\d{3}\.\d\d", s) for s in ssns)


def test_look_alikes_stay_untagged(docs):
    for pattern in (
            r"\blot#?\s*[A-Z]\d{4}[A-Z]{1,2}\b|\blote [A-Z]\d{4}[A-Z]{1,2}\b",     # vaccine lots
            r"Azure XT DR MRI|Rivacor 7 VR-T|Accolade MRI|MiniMed 780G|Dexcom G7",  # models
            r"\bMK-\d{4}-\d{3}\b|GETUG-AFU \d+|\bLY\d{7}\b|\bAZD\d{4}\b",     # protocol, drug codes
            r"\d+(\.\d)?% \(\d+ mmol/mol\)|\d+ mmol/mol",                      # HbA1c
            r"\d+(\.\d+)? Gy in \d+ fractions", r"ECOG \d", r"\bp(3|10|25|50|75|90|97)\b",
            r"T\d / C\d|Tank 4, canister B", r"\d(\.\d+)? V @ 0\.4 ms|\d{3} ohms",
            r"\b\d{1,2}h\d\d\b|\b\d\d:\d\d\b", r"\bkit 4471\b", r"\bNL-WS\d\d\b"):
        count, tagged = _untagged(docs, pattern, 0 if "MRI" in pattern else re.I)
        assert count >= 5, pattern
        assert tagged == [], (pattern, tagged[:5])


def test_departments_named_and_bare_units_untagged(docs):
    units = {t.text for _, t in _tags(docs, "DEPARTMENT")}
    assert len(units) >= 40
    for word in ("Servicio", "Service", "Dienst", "Unidad", "Unit", "Clinic"):
        assert any(word in u for u in units), word
    # (not inside a name: 'Paediatric Outpatients')
    bare = [(d, m) for d, _ in docs for u in BARE_UNITS
            for m in re.finditer(r"(?<![\w-])(?<!paediatric )" + re.escape(u) + r"(?![\w-])",
                                 d.text, re.I)]
    assert len(bare) >= 20
    assert not [m.group(0) for d, m in bare if _inside(d, m.start(), m.end())]
    rooms = [t.text for _, t in _tags(docs, "ROOM")]
    assert rooms and not [r for r in rooms if re.search(r"[A-Za-z]{2,}", r)]


def test_dates_phones_and_places_of_each_country(docs):
    dates = [t.text for _, t in _tags(docs, "DATE")]
    for shape in (r"\d{1,2} de [a-z]+ de \d{4}", r"(1er|\d{1,2}) (mars|avril|mai|juin|juillet|"
                  r"janvier|fevrier|aout|septembre|octobre|novembre|decembre) \d{4}",
                  r"\d{1,2} (maart|mei|juni|oktober|januari|februari|april|juli|augustus|"
                  r"september|november|december) \d{4}", r"\d\d/\d\d/\d{4}",
                  r"\d\d-\d\d-\d{4}", r"\d\d\.\d\d\.\d{4}", r"\d{4}-\d\d-\d\d"):
        assert any(re.fullmatch(shape, d, re.I) for d in dates), shape
    assert any(int(d[:2]) > 12 for d in dates if re.fullmatch(r"\d\d/\d\d/\d{4}", d))
    phones = [t.text for _, t in _tags(docs, "PHONE")]
    for prefix in ("+34 ", "+56 ", "+57 ", "+51 ", "+32 ", "+216 ", "+221 ", "+237 "):
        assert any(p.startswith(prefix) or p.startswith("(" + prefix.strip() + ")")
                   for p in phones), prefix
    states = {t.text.lower() for _, t in _tags(docs, "STATE")}
    assert states <= {p[2].lower() for p in PLACES} and len(states) >= 12
    countries = {t.text for _, t in _tags(docs, "COUNTRY")}
    assert len(countries) >= 15


def test_titles_and_credentials_stay_outside_staff_names(docs):
    doctors = _tags(docs, "DOCTOR")
    assert not [t.text for _, t in doctors
                if re.match(r"(?i)(dra?|pr|prof|lic|enf|mat)\.?\s", t.text)]
    assert not [t.text for _, t in doctors if re.search(r",\s*(MD|RN|CNM)\b", t.text)]
    titled = [t for d, t in doctors if re.search(r"\b(Dra?\.|Pr|Lic\.|dr\.) $", _line_before(d, t))]
    assert len(titled) >= 30


def test_capitals_lower_case_tables_and_wrapping(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 10
    assert sum(x.islower() for x in letters) >= 5
    tables = [d for d, _ in docs if re.search(r"^.+(\t| \| |; ).+(\t| \| |; ).+$", d.text, re.M)]
    assert len(tables) >= 40
