"""deidkit synth --style I: the operational records of a hospital (bed boards, schedules,
tickets, access and device logs, rosters, directories...). What the style claims (the TYPEs that
other training styles write rarely or in one way come often and in many forms, label words
outside ROOM tags, identifiers bare in table cells, capitals and lower case) is measured here.
Offsets, pinned and deterministic output, strict tokenizing and template disjointness from every
other style are checked with the other styles in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth.formats_i import ROOM_KINDS, USER_CONVENTIONS, room, username
from deidkit.synth.style_i import BARE_UNITS
from deidkit.tokenize.documents import tokenize_document

#: The TYPEs style I is for, and the usual ones it writes too.
FREQUENT = ("ROOM", "USERNAME", "DEPARTMENT", "HOSPITAL", "ORGANIZATION", "LOCATION-OTHER",
            "PROFESSION", "DEVICE", "BIOID", "MEDICALRECORD", "ACCOUNT", "IDNUM", "LICENSE",
            "VEHICLE", "PATIENT", "DOCTOR", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "URL",
            "IPADDR", "STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HEALTHPLAN", "SSN")
#: A cell of a table: after a column separator or at the start of a line.
_CELL = re.compile(r"(^|\||,|;|\t| {2})\s*\"?$")


@pytest.fixture(scope="module")
def docs():
    return list(generate(500, 3, "I"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _shape(value: str) -> str:
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", value)))


def _mixed(docs):
    """Documents neither wholly in capitals nor wholly in lower case."""
    out = []
    for d, k in docs:
        letters = re.sub(r"[^A-Za-z]", "", d.text)
        if not letters.isupper() and not letters.islower():
            out.append((d, k))
    return out


def _line_before(doc, tag) -> str:
    return doc.text[doc.text.rfind("\n", 0, tag.start) + 1:tag.start]


def test_every_type_is_frequent_and_every_document_type_occurs(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in FREQUENT if types[t] < 15] == [], types
    assert {k for _, k in docs} == {k for k, _ in get_style("I").note_types}
    # the TYPEs the style is for are the most frequent after the names
    for type_ in ("ROOM", "USERNAME", "DEPARTMENT", "DEVICE", "IDNUM"):
        assert types[type_] >= 300, (type_, types[type_])
    assert types["PROFESSION"] >= 100  # patients' and outsiders' jobs; staff roles are not PHI


def test_rooms_of_every_kind_with_their_label_outside_the_tag(docs):
    rooms = _tags(docs, "ROOM")
    # the label word ('Bed', 'Chair', 'OR', 'Hall bed') is never inside the tag
    assert not [t.text for _, t in rooms if re.search(r"[A-Za-z]{2,}", t.text)]
    kind_of = {label.strip().lower(): kind for kind, (labels, _) in ROOM_KINDS.items()
               for label in labels}
    seen, kinds = Counter(), Counter()
    bare = 0
    for d, t in rooms:
        before = _line_before(d, t).lower().rstrip()
        found = [lab for lab in kind_of if before.endswith(lab)
                 and not before[:len(before) - len(lab)][-1:].isalpha()]
        if found:
            label = max(found, key=len)
            seen[label] += 1
            kinds[kind_of[label]] += 1
        elif _CELL.search(_line_before(d, t)):
            bare += 1
    assert len(seen) >= 60, sorted(seen)
    assert [k for k in ROOM_KINDS if kinds[k] < 5] == [], kinds   # every kind of place
    assert bare >= 100   # bed codes bare in census and schedule columns
    shapes = {_shape(t.text) for _, t in rooms}
    assert len(shapes) >= 20, sorted(shapes)
    assert any(t.text.isalpha() for _, t in rooms)   # 'Pod C', 'Bay D'


def test_room_forms():
    import random

    rng = random.Random(0)
    for kind in ROOM_KINDS:
        label, value = room(rng, kind)
        assert label in ROOM_KINDS[kind][0] and value and value == value.strip()
    label, value = room(rng, "bare")
    assert label == "" and value


def test_usernames_of_many_conventions_in_logs_stamps_and_columns(docs):
    users = _tags(docs, "USERNAME")
    values = [t.text for _, t in users]
    assert len({_shape(v) for v in values}) >= 60
    assert not [v for v in values if "\\" in v or " " in v]   # a domain stays outside
    mixed = [t.text for d, _ in _mixed(docs) for t in d.tags if t.type == "USERNAME"]
    conventions = {
        "initials and digits": r"[A-Z]{2}\d{2}", "first.last": r"[a-z]+\.[a-z]+",
        "first_last": r"[a-z]+_[a-z]+", "LASTNAMEF": r"[A-Z]{4,8}",
        "employee code": r"[EeUuN]\d{5,6}", "lower with a digit": r"[a-z]{3,}\d",
        "admin account": r"[a-z]+(-adm|\.admin|-tmp|_a)", "capitalised": r"[A-Z]{2}[a-z]{2,}",
    }
    missing = [name for name, shape in conventions.items()
               if not any(re.fullmatch(shape, v) for v in mixed)]
    assert missing == []
    contexts = Counter()
    for d, t in users:
        before = _line_before(d, t)
        contexts["user="] += before.endswith("user=")
        contexts["by"] += bool(re.search(r"\bby:?\s*$", before, re.I))
        contexts["domain"] += before.endswith("\\")
        contexts["cell"] += bool(_CELL.search(before))
    assert all(contexts[c] >= 10 for c in ("user=", "by", "domain", "cell")), contexts


def test_username_conventions():
    import random

    rng = random.Random(1)
    made = {username(rng, "Adaeze", "Okafor", c) for c in range(USER_CONVENTIONS)}
    assert {"adaeze.okafor", "okafora", "OKAFORA", "okafor.a", "adaeze_okafor", "AOkafor"} <= made
    assert all(re.fullmatch(r"[\w.\-]+", u) for u in made)


def test_professions_without_a_cue_word(docs):
    """The jobs of patients and outside persons are PROFESSION, mostly with no cue word; the
    staff's roles in the care are not PHI (style F's convention)."""
    profs = _tags(docs, "PROFESSION")
    assert len({t.text.lower() for _, t in profs}) >= 40
    assert len({_shape(t.text) for _, t in profs}) >= 50
    cued = sum(bool(re.search(r"(works as an?|occupation\W*|by trade)\s*$",
                              _line_before(d, t), re.I)) for d, t in profs)
    assert cued < len(profs) / 3
    # a name and a title in a roster line or a Role column
    after_name = sum(any(o.type in ("DOCTOR", "PATIENT") and 0 < t.start - o.end <= 3
                         for o in d.tags) for d, t in profs)
    assert after_name >= 40
    in_cells = sum(bool(_CELL.search(_line_before(d, t))) for d, t in profs)
    assert in_cells >= 30
    roles = [d.text[m.start():m.end()] for d, _ in docs
             for m in re.finditer(r"(?i)respiratory therapist|phlebotomist|unit clerk", d.text)]
    assert len(roles) >= 15
    assert not any(t.text.lower() in ("respiratory therapist", "phlebotomist", "unit clerk")
                   for _, t in profs)


def test_devices_units_hospitals_and_places_in_many_forms(docs):
    devices = [t.text for _, t in _tags(docs, "DEVICE")]
    assert len({_shape(v) for v in devices}) >= 40
    assert any(v.startswith("(01)") for v in devices)                    # UDI
    assert any(re.search(r"(WS\d\d|ws\d\d|cow-|kiosk)", v) for v in devices)   # workstations
    assert any(re.fullmatch(r"35\d{13}", v) for v in devices)            # IMEI
    units = [t.text for _, t in _tags(docs, "DEPARTMENT")]
    assert sum(bool(re.fullmatch(r"\d{1,2}[NSEW]|[A-Z]{2,5}", u)) for u in units) >= 100
    assert sum(bool(re.search(r"[a-z]{3,} [A-Z][a-z]+", u)) for u in units) >= 100
    hospitals = [t.text for _, t in _tags(docs, "HOSPITAL")]
    assert any(re.fullmatch(r"[A-Z]{2,5}", h) for h in hospitals)
    assert any(len(h.split()) >= 3 for h in hospitals)
    places = {t.text for _, t in _tags(docs, "LOCATION-OTHER")}
    assert any("Dock" in p for p in places) and any("Garage" in p or "Lot" in p for p in places)
    orgs = {t.text for _, t in _tags(docs, "ORGANIZATION")}
    assert len(orgs) >= 60
    vehicles = [t.text for _, t in _tags(docs, "VEHICLE")]
    assert any(len(v) == 17 and v.isalnum() for v in vehicles)          # a VIN
    assert any(re.fullmatch(r"(AMB|CV)-\d{3}", v) for v in vehicles)     # fleet numbers


def test_identifiers_bare_in_table_cells(docs):
    for type_ in ("MEDICALRECORD", "ACCOUNT", "IDNUM", "DEVICE", "USERNAME", "PROFESSION"):
        tags = _tags(docs, type_)
        cells = sum(bool(_CELL.search(_line_before(d, t))) for d, t in tags)
        assert cells >= len(tags) / 5, (type_, cells, len(tags))


def test_capitals_lower_case_and_layouts(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= len(docs) / 20
    assert sum(x.islower() for x in letters) >= len(docs) / 20
    texts = [d.text for d, _ in docs]
    assert sum(bool(re.search(r"^\| .+ \|$", t, re.M)) for t in texts) >= 5    # pipes, edges
    assert sum(bool(re.search(r"^[^,\n]+(,[^,\n]*){4,}$", t, re.M)) for t in texts) >= 5
    assert sum("\t" in t for t in texts) >= 10
    assert sum(bool(re.search(r"^\S.*\S {2,}\S.*\S {2,}\S", t, re.M)) for t in texts) >= 50
    dates = [t.text for _, t in _tags(docs, "DATE")]
    assert not any(re.search(r"\d\d:\d\d$", d) for d in dates)    # times stay outside
    assert any(re.fullmatch(r"\d\d[A-Z]{3}\d\d(\d\d)?", d) for d in dates)  # 12MAR91


def test_labels_are_where_the_text_says(docs):
    for d, _ in docs:
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text
    adt = [d for d, k in docs if k == "adt_messages"]
    assert adt
    for d in adt:
        pid = re.search(r"^PID\|1\|\|(?P<mrn>[^^]+)\^\^\^(?P<site>[^^]+)\^MR\|\|(?P<name>[^|]+)\|\|"
                        r"(?P<dob>\d{8})\|", d.text, re.M | re.I)
        assert pid, d.text[:400]
        spans = {(t.start, t.end): t.type for t in d.tags}
        assert spans[pid.span("mrn")] == "MEDICALRECORD"
        assert spans[pid.span("site")] == "HOSPITAL"
        assert spans[pid.span("name")] == "PATIENT"
        assert spans[pid.span("dob")] == "DATE"


def test_tokenizes_without_lost_or_split_tags(docs):
    lost = split = 0
    for d, _ in docs:
        tok = tokenize_document(d)
        lost += tok.lost
        split += tok.split
    assert (lost, split) == (0, 0)


def test_flowsheets_are_mostly_numbers_that_are_not_phi(docs):
    """Flowsheets, monitor feeds and glucose logs: vital signs, gases, settings, scores and
    versions stay outside tags; the few identifiers among them keep their TYPE (an address
    is an IPv4 or IPv6 address, a dotted firmware version is not tagged)."""
    sheets = [d for d, k in docs if k == "flowsheet"]
    assert len(sheets) >= 20
    inside = outside = 0
    for d in sheets:
        spans = [(t.start, t.end) for t in d.tags]
        for m in re.finditer(r"\d+(?:\.\d+)*", d.text):
            tagged = any(s <= m.start() < e for s, e in spans)
            inside, outside = inside + tagged, outside + (not tagged)
    assert outside > 3 * inside, (outside, inside)
    ips = [t.text for _, t in _tags(docs, "IPADDR")]
    assert ips and all(re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+", ip) for ip in ips)
    versions = [(d, m) for d in sheets for m in re.finditer(r"firmware\W+([\d.]+)", d.text, re.I)]
    assert versions
    assert not [m.group(1) for d, m in versions
                if any(t.start <= m.start(1) < t.end for t in d.tags)]


def test_bare_care_units_are_not_departments(docs):
    """The units every hospital has (BARE_UNITS) are written untagged, as in style A; the
    other wards and units stay DEPARTMENT."""
    bare = {name for pair in BARE_UNITS for name in pair}
    departments = Counter(d.text[t.start:t.end] for d, t in _tags(docs, "DEPARTMENT"))
    assert not bare & set(departments), bare & set(departments)
    assert len(departments) > 30
    untagged = sum(1 for d, _ in docs for name in bare
                   for m in re.finditer(re.escape(name), d.text)
                   if not any(t.start < m.end() and m.start() < t.end for t in d.tags))
    assert untagged > 20
