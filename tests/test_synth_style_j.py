"""deidkit synth --style J: claims, case investigations, insurers' letters, transfer forms,
trauma notes, court reports, school forms, death certificates and return-to-work assessments.
What the style claims (the TYPEs that leak most on unseen notes, PROFESSION, ORGANIZATION,
DEPARTMENT, ROOM, STATE and VEHICLE, come often and in many forms; label words, titles and times
outside tags; look-alikes untagged) is measured here. Template disjointness from every other
style, names of other origins than A's and the held-out styles', and pinned, deterministic
output and strict tokenizing are checked with the other styles in tests/test_synth_styles.py and
tests/test_synth_training_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth.locales import romanize_abugida
from deidkit.synth.style_j import BARE_UNITS, INDUSTRIES, MAKES, PLACES, STAFF_ROLES
from deidkit.tokenize.documents import tokenize_document

#: Every TYPE style J writes (all of i2b2's but OTHER).
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ROOM", "DEPARTMENT", "HOSPITAL",
         "ORGANIZATION", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE",
         "DATE", "PHONE", "FAX", "EMAIL", "URL", "SSN", "MEDICALRECORD", "HEALTHPLAN",
         "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE", "BIOID", "IDNUM")
#: The TYPEs the style is for.
FOCUS = ("PROFESSION", "ORGANIZATION", "DEPARTMENT", "ROOM", "STATE", "VEHICLE")


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 3, "J"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _line_before(doc, tag) -> str:
    return doc.text[doc.text.rfind("\n", 0, tag.start) + 1:tag.start]


def test_every_type_and_document_type_occurs(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 15] == [], types
    assert {k for _, k in docs} == {k for k, _ in get_style("J").note_types}
    for type_ in FOCUS:
        assert types[type_] >= 150, (type_, types[type_])
    assert types["PROFESSION"] >= 400 and types["ORGANIZATION"] >= 800
    assert sum(types.values()) / len(docs) >= 20


def test_labels_are_where_the_text_says_and_tokenize(docs):
    lost = split = 0
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert t.start >= last
            last = t.end
        tok = tokenize_document(d)
        lost, split = lost + tok.lost, split + tok.split
    assert (lost, split) == (0, 0)


def test_professions_in_fields_cells_and_prose_but_not_staff_roles(docs):
    profs = _tags(docs, "PROFESSION")
    assert len({t.text.lower() for _, t in profs}) >= 60
    cues = Counter()
    for d, t in profs:
        before = _line_before(d, t).lower()
        cues["field"] += bool(re.search(r"(occupation|job title)\W*$", before))
        cues["prose"] += bool(re.search(r"\b(as an?|a|an)\s*$", before))
        cues["cell"] += bool(re.search(r"(  |\| |; |\t)$", before))
    assert all(cues[c] >= 20 for c in ("field", "prose", "cell")), cues
    # the staff's roles and a kind of industry are written but never tagged
    texts = [d for d, _ in docs]
    roles = [(d, m) for d in texts for r in STAFF_ROLES
             for m in re.finditer(re.escape(r), d.text, re.I)]
    assert len(roles) >= 20
    assert not [m.group(0) for d, m in roles if _inside(d, m.start(), m.end())]
    industries = [(d, m) for d in texts
                  for m in re.finditer(r"(?i)kind of business or industry\W+([a-z ]+)", d.text)]
    assert industries
    assert {m.group(1).strip().lower() for _, m in industries} <= set(INDUSTRIES)
    assert not [m for d, m in industries if _inside(d, m.start(1), m.end(1))]


def test_organizations_of_many_kinds(docs):
    orgs = {t.text.lower() for _, t in _tags(docs, "ORGANIZATION")}
    assert len(orgs) >= 100
    for word in ("police", "court", "school", "club", "funeral", "insurance", "union",
                 "ambulance", "home care", "probation"):
        assert any(word in o for o in orgs), word
    # generic bodies are not PHI
    assert not any(o in ("the union", "the insurer", "the school nurse") for o in orgs)


def test_departments_named_and_bare_units_untagged(docs):
    units = [t.text for _, t in _tags(docs, "DEPARTMENT")]
    assert len(set(units)) >= 25
    assert any(re.search(r"Ward|Unit|Clinic|Service", u) for u in units)
    bare = [(d, m) for d, _ in docs for u in BARE_UNITS
            for m in re.finditer(r"\b" + re.escape(u) + r"\b", d.text, re.I)]
    assert len(bare) >= 20
    assert not [m.group(0) for d, m in bare if _inside(d, m.start(), m.end())]
    assert not [t for t in units if re.fullmatch(r"(?i)(the )?(M|S)?ICU", t)]
    # 'Emergency Department' after a hospital's name stays outside the tags
    ed = [(d, m) for d, _ in docs for m in re.finditer("Emergency Department", d.text)]
    assert ed and not [m for d, m in ed if _inside(d, m.start(), m.end())]


def test_rooms_without_their_label_words(docs):
    rooms = _tags(docs, "ROOM")
    assert not [t.text for _, t in rooms if re.search(r"[A-Za-z]{2,}", t.text)]
    labels = Counter(m.group(1).lower() for d, t in rooms
                     for m in [re.search(r"(room|rm|bed|bed no\.|bay|cubicle|side room|"
                                         r"interview room|room no\.)\s*$", _line_before(d, t),
                                         re.I)] if m)
    assert len(labels) >= 6, labels
    assert any(t.text.isalpha() for _, t in rooms)      # 'Bed B'


def test_states_in_many_forms(docs):
    states = {t.text for _, t in _tags(docs, "STATE")}
    for word in ("Province", "Division", "District"):
        assert any(word in s for s in states), word
    assert any(re.fullmatch(r"[A-Z]{2,3}", s) for s in states)       # 'MG', 'WP'
    assert len(states) >= 30
    known = {p[i].lower() for p in PLACES for i in (2, 3, 4) if p[i]}
    assert {" ".join(s.lower().split()) for s in states} <= known   # wrapped or not


def test_vehicles_plates_vins_and_fleet_numbers_and_makes_untagged(docs):
    vehicles = _tags(docs, "VEHICLE")
    values = [t.text for _, t in vehicles]
    assert any(re.fullmatch(r"[A-HJ-NPR-Z0-9]{17}", v) for v in values)          # VIN
    assert any(v.startswith(("Ba ", "Ga ", "Ko ", "Bagmati")) for v in values)    # Nepal
    assert any(v.startswith(("Dhaka Metro", "Chatta Metro")) for v in values)     # Bangladesh
    assert any(re.fullmatch(r"\d{2}-\d{3}-\d{2}|\d{3}-\d{2}-\d{3}", v) for v in values)  # Israel
    assert any(re.fullmatch(r"\d\d [A-Z] \d{3} - \d\d", v) for v in values)      # Iran
    # a fleet number's label ('Unit', 'Medic', 'patrol car') stays outside the tag
    fleet = [t for d, t in vehicles if re.search(r"(Unit|Medic|patrol car|Rescue|ambulance|"
                                                 r"fleet no\.|vehicle no\.) $", _line_before(d, t),
                                                 re.I)]
    assert len(fleet) >= 10
    makes = [(d, m) for d, _ in docs for mk in MAKES for m in re.finditer(re.escape(mk), d.text)]
    assert len(makes) >= 30
    assert not [m.group(0) for d, m in makes if _inside(d, m.start(), m.end())]


def test_streets_keep_their_flat_and_titles_stay_outside(docs):
    streets = _tags(docs, "STREET")
    assert sum(bool(re.search(r", (Flat|Apt|Apartment|Unit|Floor|Block|Room) \w+$",
                              t.text)) for _, t in streets) >= 15
    # a flat is never left outside the STREET tag
    assert not [t.text for d, t in streets
                if re.match(r",? (Flat|Apt|Apartment) \d", d.text[t.end:t.end + 12])]
    doctors = [t.text for _, t in _tags(docs, "DOCTOR")]
    assert not [t for t in doctors if re.match(r"(?i)dr\b", t) or t.endswith(("MD", "RN"))]
    patients = [t.text for _, t in _tags(docs, "PATIENT")]
    assert not [t for t in patients if re.match(r"(Mr|Mrs|Ms|Constable)\b", t)]
    dates = [t.text for _, t in _tags(docs, "DATE")]
    assert not [d for d in dates if re.search(r"\d\d:\d\d", d)]


def test_look_alikes_are_frequent_and_untagged(docs):
    shapes = {"dose": r"\b\d+(\.\d+)? ?(mg|mcg|units)\b", "vital": r"\b(BP|NIBP|ABP=) ?\d{2,3}/\d{2,3}\b",
              "weight": r"\b\d+ kg\b", "icd": r"\b[A-Z]\d\d(\.\w{1,4})?\b",
              "score": r"\b(GCS|RASS|CIWA|NEWS2|Braden|Morse|MEWS|NIHSS|CPOT|qSOFA) \d+",
              "cpt": r"\bCPT \d{5}\b"}
    for name, shape in shapes.items():
        hits = [(d, m) for d, _ in docs for m in re.finditer(shape, d.text)]
        assert len(hits) >= 20, name
        tagged = [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())]
        # dates like 12/03 and IDs like 'B1234567' can look like these shapes: few, if any
        assert len(tagged) <= len(hits) / 20, (name, tagged[:10])


def test_names_are_romanized_and_of_j_s_origins(docs):
    names = [t.text for _, t in _tags(docs, "PATIENT") + _tags(docs, "DOCTOR")]
    assert all(n.isascii() for n in names)
    words = {w.lower() for n in names for w in re.findall(r"[A-Za-z]{3,}", n)}
    assert len(words) >= 300
    assert any(w.endswith(("singha", "sinha", "ratna", "suriya")) for w in words)   # Sinhala


def test_romanize_abugida():
    assert romanize_abugida("प्रताप") == "Pratap"
    assert romanize_abugida("सञ्जय") == "Sanjay"
    assert romanize_abugida("श्रेष्ठ") == "Shreshth"
    assert romanize_abugida("मल्लिका", keep_final=True) == "Mallika"
    assert romanize_abugida("Smith") == "Smith"


def test_capitals_lower_case_and_wrapping(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 10
    assert sum(x.islower() for x in letters) >= 5
    tables = [d for d, _ in docs if re.search(r"^.+(\t| \| |; ).+(\t| \| |; ).+$", d.text, re.M)]
    assert len(tables) >= 10
    checklists = [d for d, _ in docs if re.search(r"^(\[[xX ]\]|\([x ]\)) ", d.text, re.M)]
    assert len(checklists) >= 10
