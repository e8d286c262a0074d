"""deidkit synth --style W: held-out general-domain text of other registers and countries
than Z, written blind and labelled by style Z's guideline. What is measured here: coverage of
the TYPEs, the surface forms it promises, look-alikes left untagged. What every style shares
(offsets that fit, pinned and deterministic output, strict tokenizing through the CLI) is
checked in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.synth import STYLES, generate, get_style
from tests.synth_helpers import values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(200, 1, "W"))


def test_w_is_registered_before_the_other_held_out_styles():
    assert STYLES[-4:] == ("W", "X", "Y", "Z")


def test_many_types_appear_in_200_documents(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    common = ("PATIENT", "USERNAME", "PROFESSION", "ORGANIZATION", "STREET", "CITY", "COUNTRY",
              "ZIP", "LOCATION-OTHER", "AGE", "DATE", "PHONE", "EMAIL", "URL", "IPADDR",
              "ACCOUNT", "IDNUM", "DEVICE", "VEHICLE", "LICENSE", "HEALTHPLAN", "STATE", "SSN",
              "FAX")
    assert [t for t in common if types[t] < 15] == [], types
    rare = ("DOCTOR", "HOSPITAL", "DEPARTMENT", "MEDICALRECORD", "BIOID")
    assert [t for t in rare if types[t] < 3] == [], types
    assert len(types) == 29 and "ROOM" not in types and "OTHER" not in types, types
    # Z's guideline: private persons are PATIENT, DOCTOR only for care providers
    assert types["DOCTOR"] < types["PATIENT"] / 10
    assert {k for _, k in docs} == {k for k, _ in get_style("W").note_types}


def test_surface_forms_are_varied(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d{4}-\d\d-\d\d", r"\d\d/\d\d/\d{4}", r"\d\d/\d\d/\d\d", r"\d\d\.\d\d\.\d{4}",
                  r"\d\d-\d\d-\d{4}", r"[A-Z][a-z]+ \d{1,2}, \d{4}", r"\d{4}",
                  r"\d{1,2} de [a-zç]+ de \d{4}", r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+,? \d{4}",
                  r"[A-Z][a-z]+day", r"[A-Z][a-z]+ \d{4}", r"\d\d-[A-Z]{3}-\d{4}",
                  r"ngày \d{1,2} tháng \d{1,2} năm \d{4}"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    phones = _values(docs, "PHONE")
    assert len({p.split()[0] for p in phones if p.startswith("+")}) >= 12   # country codes
    assert sum(not p.startswith("+") for p in phones) > len(phones) / 4      # local forms
    ips = _values(docs, "IPADDR")
    assert any(":" in ip for ip in ips) and any(re.fullmatch(r"[\d.]+", ip) for ip in ips)
    devices = _values(docs, "DEVICE")
    for shape in (r"([0-9a-f]{2}:){5}[0-9a-f]{2}", r"([0-9A-F]{2}-){5}[0-9A-F]{2}",
                  r"\d{15}", r"IT-\d{5}", r"LT-[A-Z]+-0\d"):
        assert any(re.fullmatch(shape, d) for d in devices), shape
    names = _values(docs, "PATIENT")
    assert any(n.islower() for n in names) and any(n.isupper() for n in names)
    assert any(re.search(r"[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]", n)
               for n in names)   # Vietnamese, family name first
    assert any(re.search(r"[ğışİ]", n) for n in names)   # Turkish
    assert len({re.sub(r"\d", "9", re.sub(r"[A-Z]", "A", z)) for z in _values(docs, "ZIP")}) >= 6
    ssn = _values(docs, "SSN")
    for shape in (r"\d{5}-\d{7}-\d", r"\d{3}\.\d{3}\.\d{3}-\d\d", r"\d{4} \d{4} \d{4}"):
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    assert all(not c.startswith("the ") for c in _values(docs, "COUNTRY"))


def test_look_alikes_are_in_the_text_but_not_tagged(docs):
    untagged = "".join(
        "".join(ch if not any(t.start <= i < t.end for t in d.tags) else "\0"
                for i, ch in enumerate(d.text)) for d, _ in docs)
    for shape in (r"\b\d{1,2}[:h.]\d\d\b", r"(KSh|₦|R\$|Rs\.?|TL|kr|€|\$) ?\d",
                  r"\b\d+\.\d+\.\d+\b",
                  r"\b(KQ|TK|EI|AC|LA|AM|VN|GA|SK|NZ|MS) \d+\b", r"\d+%", r"\d+ kWh",
                  r"lamp post \d+", r"Hymn \d+", r"Galaxy A15|ThinkPad T14|Redmi Note 12"):
        assert re.search(shape, untagged), shape
    tagged = [t.text for d, _ in docs for t in d.tags]
    assert not any(re.search(r"(KSh|₦|R\$|kWh|lamp post|Hymn)", t) for t in tagged)
