"""deidkit synth --style R: held-out dictated US hospital reports, written blind, labelled by
the i2b2 2014 guidelines. What is measured here: the fifteen report types, PHI in headers,
signatures, D:/T: lines, job numbers and cc: lists, dense clinical prose (eponyms,
instruments, sutures, brands, drugs) left untagged, labels, titles and degrees outside the
tags, one identity per patient. What every style shares (offsets that fit, pinned and
deterministic output, strict tokenizing through the CLI, no sentence shared with another
style) is checked in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from deidkit.corpus.i2b2 import CATEGORIES
from deidkit.synth import generate, get_style
from tests.synth_helpers import untagged as _untagged, values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 1, "R"))


def test_style_r_is_registered_and_held_out():
    assert len(get_style("R").note_types) == 15
    root = Path(__file__).resolve().parents[1]
    for path in [*root.glob("examples/**/*"), *root.glob("bin/*")]:
        if path.is_file() and path.suffix in ("", ".sh", ".py", ".toml", ".yaml", ".yml"):
            text = path.read_text(encoding="utf-8", errors="ignore")
            assert not re.search(r"--style[ =]R\b", text), path


def test_report_types_and_every_type_but_other_and_ipaddr_and_email(docs):
    kinds = Counter(k for _, k in docs)
    assert set(kinds) == {k for k, _ in get_style("R").note_types}
    assert max(kinds.values()) < 0.2 * len(docs), kinds
    types = Counter(t.type for d, _ in docs for t in d.tags)
    every = [t for types_ in CATEGORIES.values() for t in types_]
    assert sorted(set(every) - set(types)) == ["EMAIL", "IPADDR", "OTHER", "VEHICLE"], types
    assert [t for t in every if t not in ("EMAIL", "IPADDR", "OTHER", "VEHICLE")
            and types[t] < 2] == [], types
    common = ("DOCTOR", "DATE", "PATIENT", "HOSPITAL", "MEDICALRECORD", "IDNUM", "AGE",
              "USERNAME", "DEPARTMENT", "ROOM", "ORGANIZATION", "CITY", "PHONE", "PROFESSION",
              "ACCOUNT")
    assert [t for t in common if types[t] < 60] == [], types
    assert types["DOCTOR"] > types["PATIENT"] > 300


def test_reports_are_long_and_phi_is_where_dictation_puts_it(docs):
    tokens = [len(re.findall(r"\w+", d.text)) for d, _ in docs]
    assert sum(tokens) / len(docs) > 300, sum(tokens) / len(docs)
    tags = sum(len(d.tags) for d, _ in docs)
    assert tags / sum(tokens) < 0.07
    for doc, kind in docs:
        if kind in ("discharge_summary", "history_physical", "operative_report", "ed_report"):
            assert any(t.type == "MEDICALRECORD" for t in doc.tags), doc.doc_id
            assert sum(t.type == "DATE" for t in doc.tags) >= 2, doc.doc_id
    untagged = _untagged(docs)
    # D:/T: lines, job numbers and typists: the dates, numbers and initials tagged, labels not
    assert re.search(r"\bD: \0+ ", untagged) and re.search(r"\bT: \0+", untagged)
    assert re.search(r"Job (#|Number|ID): \0+", untagged, re.IGNORECASE)
    assert re.search(r"\n\0{2,4}/\0{2,3}\s", untagged)   # VK/jgn: the dictator, the typist
    for doc, _ in docs:
        for m in re.finditer(r"(?m)^(?:D|T|DD|DT): ", doc.text):
            assert any(t.start == m.end() and t.type == "DATE" for t in doc.tags), doc.doc_id
    cc_tags = [t for d, _ in docs for t in d.tags
               if re.search(r"(?i)(cc|copies to): *$|\n *$", d.text[max(0, t.start - 14):t.start])
               and re.search(r"(?i)\b(cc|copies to):", d.text[max(0, t.start - 200):t.start])]
    assert sum(t.type == "DOCTOR" for t in cc_tags) > 60
    typists = _values(docs, "USERNAME")
    assert all(re.fullmatch(r"[a-z]{2,3}", u.lower()) for u in typists)
    assert re.search(r"\bon \0+[.,;) ]", untagged)   # 'on 03/14/2094' in the text
    dates = _values(docs, "DATE")
    for shape in (r"\d\d/\d\d/\d{4}", r"\d\d/\d\d/\d\d", r"\d{1,2}/\d{1,2}/\d{4}",
                  r"[A-Z][a-z]+ \d{1,2}, \d{4}", r"[A-Z][a-z]+ \d{1,2}(st|nd|rd|th)?",
                  r"\d\d-\d\d-\d{4}", r"[A-Z][a-z]+ \d{4}", r"\d{4}", r"[A-Z][a-z]+day",
                  r"\d{1,2}/\d{1,2}"):
        assert any(re.fullmatch(shape, d) for d in dates), shape


@pytest.fixture(scope="module")
def many():
    """More reports, for the look-alikes of operations a few reports pick from many."""
    return list(generate(1000, 1, "R"))


def test_clinical_prose_is_in_the_text_and_never_in_a_tag(many):
    docs = many
    untagged = _untagged(docs)
    look_alikes = (r"\bMetzenbaum\b", r"\b3-0 Vicryl\b", r"\b4-0 Monocryl\b", r"\bBovie\b",
                   r"\bFoley\b", r"\bMurphy's sign\b", r"\bPfannenstiel\b", r"\bTrendelenburg\b",
                   r"\bLigaSure\b", r"\bJackson-Pratt\b", r"\bKocher\b", r"\bGlasgow\b",
                   r"\bEthicon\b|\bMedtronic\b|\bStryker\b", r"\bHarmonic scalpel\b",
                   r"\bMcBurney's point\b", r"\bCalot's triangle\b", r"\b\d+ mg\b",
                   r"\b\d{2,3}/\d{2,3}\b", r"\bTIMI 3\b", r"\bApgars?\b", r"\bNottingham\b",
                   r"\bHinchey\b", r"\bForrest\b", r"\bLos Angeles classification\b",
                   r"\b\d{1,2}:\d\d\b", r"\b(lot|LOT) ?#?\d+", r"\bmodel W1DR01\b|\b5076\b")
    for shape in look_alikes:   # (hard wrapping may put a newline for a space)
        assert re.search(shape.replace(" ", r"\s"), untagged, re.IGNORECASE), shape
    words = re.compile(r"\b(Metzenbaum|Vicryl|Monocryl|Prolene|Bovie|Foley|Murphy|Pfannenstiel|"
                       r"Trendelenburg|LigaSure|Jackson-Pratt|Kocher|Glasgow|Mayo|Ethicon|"
                       r"Medtronic|Stryker|Zimmer|Olympus|Xience|mg|mL|mmHg|Apgar|Babinski|"
                       r"Rovsing|Hasson|Kerrison|Penrose|Blake)\b")
    # (a typist's initials may read 'mg', a physician's 'MD')
    assert not [t.text for d, _ in docs for t in d.tags if words.search(t.text)
                and not re.fullmatch(r"[A-Za-z]{2,3}", t.text)]


def test_labels_titles_and_degrees_stay_outside(docs):
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "DOCTOR" and not re.fullmatch(r"[A-Z]{2,3}", tag.text):  # initials
                assert not re.search(r"^Dr\b|\b(MD|M\.D\.|DO|CRNA|RN|CNM|FACS|FACC|PhD)\b",
                                     tag.text), tag.text
            if tag.type == "PATIENT":
                assert not re.match(r"(Mr|Mrs|Ms|Baby)\b", tag.text), tag.text
            if tag.type in ("MEDICALRECORD", "ACCOUNT", "IDNUM", "ROOM", "BIOID"):
                assert not re.match(r"(MRN|MR#|Acct|Job|Room|OR|#)", tag.text), tag.text
            if tag.type == "AGE":
                assert tag.text.isdigit() and 0 < int(tag.text) < 110, tag.text
            if tag.type == "DATE":
                assert ":" not in tag.text and not re.search(r"\d\s?[ap]\.m\.", tag.text)
    assert len(set(_values(docs, "DEPARTMENT"))) >= 25
    assert len(set(_values(docs, "PROFESSION"))) >= 30
    serials = _values(docs, "DEVICE")
    assert serials and all(not s.lower().startswith(("model", "serial", "w1dr")) for s in serials)


def test_a_patient_keeps_one_identity_across_reports(docs):
    style = get_style("R")
    patients, kinds = {}, {}
    for doc, kind in docs:
        number = int(doc.doc_id.split("-")[0])
        patient = patients.setdefault(number, style.build_subject(1, number))
        mrns = {t.text for t in doc.tags if t.type == "MEDICALRECORD"}
        assert mrns <= {patient.mrn}, (doc.doc_id, mrns)
        names = " ".join(t.text.lower() for t in doc.tags if t.type == "PATIENT")
        assert patient.person.last.lower() in names, doc.doc_id
        kinds.setdefault(number, []).append(kind)
    assert all(k[-1] == "death_summary" for k in kinds.values() if "death_summary" in k)
    assert sum(len(p.visits) > 1 for p in patients.values()) > 40


def test_a_thousand_reports_in_a_few_seconds():
    import time
    start = time.perf_counter()
    docs = list(generate(1000, 0, "R"))
    assert len(docs) == 1000 and time.perf_counter() - start < 15
