"""deidkit synth --style K: people at work and in their communities (newsletter profiles,
obituaries, announcements, references, HR letters, club rosters, news briefs, school reports,
award citations) and the hospital's administration (rota e-mails, bookings, huddles, transport
requests, IT tickets, permits, specimen logs, incident reports, complaints). What the style
claims (every TYPE it writes at exact offsets, jobs, organizations, units, rooms, vehicles and
devices in many forms, look-alikes untagged) is measured here; template disjointness from every
other style, names of other origins than A's, D's and E's, pinned and deterministic output and
strict tokenizing through the CLI are checked with the other styles in
tests/test_synth_styles.py and tests/test_synth_training_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth.style_k import BARE_UNITS, CARE_ROLES, MAKES, PLACES
from deidkit.synth.style_k_docs import ADMIN, GENERAL

#: Every TYPE style K writes.
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ORGANIZATION", "HOSPITAL", "DEPARTMENT",
         "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE", "DATE",
         "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "MEDICALRECORD", "IDNUM", "BIOID", "DEVICE",
         "VEHICLE", "LICENSE", "HEALTHPLAN", "ACCOUNT")


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 3, "K"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _line_before(doc, tag) -> str:
    return doc.text[doc.text.rfind("\n", 0, tag.start) + 1:tag.start]


def test_every_type_and_document_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 12] == [], types
    assert set(types) <= set(TYPES), set(types) - set(TYPES)
    assert {k for _, k in docs} == {k for k, _ in get_style("K").note_types}
    for type_ in ("PROFESSION", "ORGANIZATION", "DEPARTMENT", "DOCTOR", "PATIENT"):
        assert types[type_] >= 250, (type_, types[type_])
    for type_ in ("ROOM", "LOCATION-OTHER", "IDNUM", "BIOID"):
        assert types[type_] >= 80, (type_, types[type_])
    # about half general-domain text, half the hospital's administration
    general = sum(k in dict(GENERAL) for _, k in docs)
    assert 0.35 <= general / len(docs) <= 0.65, general
    assert set(dict(ADMIN)) & {k for _, k in docs} == set(dict(ADMIN))
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert t.start >= last
            last = t.end


def test_professions_in_fields_cells_and_prose_but_not_roles_in_care(docs):
    profs = _tags(docs, "PROFESSION")
    assert len({t.text.lower() for _, t in profs}) >= 60
    cues = Counter()
    for d, t in profs:
        before = _line_before(d, t).lower()
        cues["field"] += bool(re.search(r"(position|occupation)\W*$", before))
        cues["prose"] += bool(re.search(r"\b(as an?|is now an?|an?)\s*$", before))
        cues["cell"] += bool(re.search(r"(\t|; | \| |  )$", before))
    assert all(cues[c] >= 15 for c in ("field", "prose", "cell")), cues
    roles = [(d, m) for d, _ in docs for r in CARE_ROLES
             for m in re.finditer(re.escape(r), d.text, re.I)]
    assert len(roles) >= 20
    assert not [m.group(0) for d, m in roles if _inside(d, m.start(), m.end())]
    # a roster's duties are not PHI
    duties = [(d, m) for d, _ in docs for m in re.finditer(r"(canteen|boat ramp|raffle)", d.text,
                                                           re.I)]
    assert duties and not [m for d, m in duties if _inside(d, m.start(), m.end())]


def test_organizations_of_many_kinds(docs):
    orgs = {t.text.lower() for _, t in _tags(docs, "ORGANIZATION")}
    assert len(orgs) >= 80
    for word in ("club", "union", "university", "council", "ambulance", "school", "services"):
        assert any(word in o for o in orgs), word


def test_departments_named_and_bare_units_untagged(docs):
    units = {t.text for _, t in _tags(docs, "DEPARTMENT")}
    assert len(units) >= 40
    for shape in (r"Ward \d+\w*", r"\w+ Ward", r".* Unit", r".* (Services|Office)"):
        assert any(re.fullmatch(shape, u) for u in units), shape
    # (not inside a name: 'Switchboard and Paging Office', 'pharmacy technician')
    bare = [(d, m) for d, _ in docs for u in BARE_UNITS
            for m in re.finditer(r"(?<![\w-])" + re.escape(u)
                                 + r"(?![\w-]|\s+(and|technician|operator))",
                                 d.text, re.I)]
    assert len(bare) >= 20
    assert not [m.group(0) for d, m in bare if _inside(d, m.start(), m.end())]


def test_rooms_without_their_labels_and_capacities_untagged(docs):
    rooms = _tags(docs, "ROOM")
    assert not [t.text for _, t in rooms if re.search(r"[A-Za-z]{2,}", t.text)]
    labels = Counter(m.group(1).lower() for d, t in rooms
                     for m in [re.search(r"(room|rm|office|theatre|bay|bed|cubicle|chair|"
                                         r"salle|ot|or) $", _line_before(d, t), re.I)] if m)
    assert len(labels) >= 8, labels
    capacities = [(d, m) for d, _ in docs for m in re.finditer(r"seats \d+", d.text, re.I)]
    assert len(capacities) >= 5
    assert not [m.group(0) for d, m in capacities if _inside(d, m.start(), m.end())]


def test_vehicles_of_several_countries_and_makes_untagged(docs):
    values = [t.text for _, t in _tags(docs, "VEHICLE")]
    assert any(re.fullmatch(r"[A-Z]{2}-\d{3}-[A-Z]{2}", v) for v in values)        # France
    assert any(re.fullmatch(r"[A-Z]{2} \d\d \d{3}", v) for v in values)            # Denmark
    assert any(re.fullmatch(r"\d[A-Z]\d \d{4}", v) for v in values)                # Czechia
    assert any(re.fullmatch(r"\d{2,3}(Ga|Na|Da|Ra|Ma|Ho) \d{4}", v) for v in values)  # Korea
    assert any(re.fullmatch(r"\d{5}-[A-Z]-\d+", v) for v in values)                # Morocco
    makes = [(d, m) for d, _ in docs for mk in MAKES for m in re.finditer(re.escape(mk), d.text,
                                                                         re.I)]
    assert len(makes) >= 10
    assert not [m.group(0) for d, m in makes if _inside(d, m.start(), m.end())]
    # a call sign's label ('unit', 'call sign', 'VSAV') stays outside the tag
    calls = [t for d, t in _tags(docs, "VEHICLE")
             if re.search(r"(unit|call sign|vehicle|ambulance|vsav|car) $", _line_before(d, t),
                          re.I)]
    assert len(calls) >= 5


def test_devices_ips_and_versions(docs):
    devices = [t.text for _, t in _tags(docs, "DEVICE")]
    assert any(re.fullmatch(r"([0-9A-F]{2}[:-]){5}[0-9A-F]{2}", v) for v in devices)   # MAC
    assert any(re.fullmatch(r"35\d{13}|35-\d{6}-\d{6}-\d", v) for v in devices)       # IMEI
    ips = [t.text for _, t in _tags(docs, "IPADDR")]
    assert ips and all(re.fullmatch(r"\d+\.\d+\.\d+\.\d+", v) for v in ips)
    for shape in (r"version \d+\.\d+|v\d+\.\d+\.\d+|build \d+|firmware \d+\.\d+",
                  r"(?<!park )\bP[1-4]\b|Priority \d",    # 'Car Park P3' is a place
                  r"\b\d{3,4}h\b|(?<![\w:-])\d\d:\d\d(?![\w:-])"):     # times, not MACs
        hits = [(d, m) for d, _ in docs for m in re.finditer(shape, d.text, re.I)]
        assert len(hits) >= 5, shape
        assert not [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())], shape


def test_places_phones_and_dates_of_each_country(docs):
    states = {t.text.lower() for _, t in _tags(docs, "STATE")}
    known = {p[i].lower() for p in PLACES for i in (2, 3) if p[i]}
    assert {" ".join(s.split()) for s in states} <= known
    assert len(states) >= 15
    phones = [t.text for _, t in _tags(docs, "PHONE")]
    for prefix in ("+61 ", "+33 ", "+45 ", "+420 ", "+82-", "+212 ", "04", "010-"):
        assert any(p.startswith(prefix) for p in phones), prefix
    dates = [t.text for _, t in _tags(docs, "DATE")]
    for shape in (r"\d\d/\d\d/\d{4}", r"\d{1,2}\.\d{1,2}\.\d{4}", r"\d{4}\.\d\d\.\d\d",
                  r"\d{1,2} [A-Z][a-z]+ \d{4}", r"[A-Z][a-z]+day"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    zips = [t.text for _, t in _tags(docs, "ZIP")]
    assert any(re.fullmatch(r"\d{3} \d\d", z) for z in zips)                 # Czech
    streets = [t.text for _, t in _tags(docs, "STREET")]
    assert any(re.fullmatch(r"\d+/\d+ .+", s) or s.startswith("Unit ") for s in streets)
    assert not [t for t in _tags(docs, "DOCTOR") if re.match(r"(?i)dr\b", t[1].text)]


def test_capitals_lower_case_tables_and_lists(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 10
    assert sum(x.islower() for x in letters) >= 5
    tables = [d for d, _ in docs if re.search(r"^.+(\t| \| |; ).+(\t| \| |; ).+$", d.text, re.M)]
    assert len(tables) >= 20
