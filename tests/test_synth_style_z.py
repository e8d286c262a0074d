"""deidkit synth --style Z: held-out general-domain text with personal data, labelled by
style C's guideline. What is measured here: coverage of the TYPEs, the surface forms it
promises, look-alikes left untagged. What every style shares (offsets that fit, pinned and
deterministic output, strict tokenizing through the CLI) is checked in
tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from tests.synth_helpers import values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(200, 1, "Z"))


def test_many_types_appear_in_200_documents(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    common = ("PATIENT", "USERNAME", "PROFESSION", "ORGANIZATION", "STREET", "CITY", "COUNTRY",
              "ZIP", "LOCATION-OTHER", "AGE", "DATE", "PHONE", "EMAIL", "URL", "IPADDR",
              "ACCOUNT", "IDNUM", "DEVICE", "VEHICLE", "LICENSE", "HEALTHPLAN", "STATE")
    assert [t for t in common if types[t] < 15] == [], types
    rare = ("DOCTOR", "HOSPITAL", "DEPARTMENT", "FAX", "SSN", "MEDICALRECORD", "BIOID")
    assert [t for t in rare if types[t] < 2] == [], types
    assert len(types) == 29 and "ROOM" not in types, types   # every TYPE but ROOM and OTHER
    # style C's guideline: private persons are PATIENT, DOCTOR only for care providers
    assert types["DOCTOR"] < types["PATIENT"] / 10
    assert {k for _, k in docs} == {k for k, _ in get_style("Z").note_types}


def test_surface_forms_are_varied(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d{4}年\d{1,2}月\d{1,2}日", r"\d{4}-\d\d-\d\d", r"\d\d/\d\d/\d{4}",
                  r"\d{1,2}\.\d{1,2}\.\d{4}", r"[A-Z][a-z]+ \d{1,2}, \d{4}", r"\d{4}",
                  r"[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}", r"[A-Z][a-z]+day"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    phones = _values(docs, "PHONE")
    assert len({p.split()[0] for p in phones if p.startswith("+")}) >= 8   # country codes
    ips = _values(docs, "IPADDR")
    assert any(":" in ip for ip in ips) and any(re.fullmatch(r"[\d.]+", ip) for ip in ips)
    devices = _values(docs, "DEVICE")
    assert any(re.fullmatch(r"([0-9a-f]{2}:){5}[0-9a-f]{2}", d) for d in devices)
    names = _values(docs, "PATIENT")
    assert any(n.islower() for n in names) and any(n.isupper() for n in names)
    assert any(re.fullmatch(r"[A-Z]+/[A-Z]+", n) for n in names)   # NAKAMURA/NAOTO
    assert any(re.search(r"[\u0370-\u03ff\u0400-\u04ff]", n) for n in names)
    assert len({re.sub(r"\d", "9", z) for z in _values(docs, "ZIP")}) >= 10
    assert all(not c.startswith("the ") for c in _values(docs, "COUNTRY"))


def test_look_alikes_are_in_the_text_but_not_tagged(docs):
    untagged = "".join(
        "".join(ch if not any(t.start <= i < t.end for t in d.tags) else "\0"
                for i, ch in enumerate(d.text)) for d, _ in docs)
    for shape in (r"\b\d{1,2}:\d\d\b", r"(€|£|\$|CHF|¥|zł)", r"\b\d+\.\d+\.\d+\b",
                  r"\b(KL|LH|NH|SQ|PR|BA|AS|LO|A3|VY) \d+\b", r"\bE-1043\b"):
        assert re.search(shape, untagged), shape
    tagged = [t.text for d, _ in docs for t in d.tags]
    assert not any(re.search(r"(€|£|CHF|¥|zł)", t) for t in tagged)
