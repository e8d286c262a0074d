"""deidkit synth --style Q: held-out bedside charting of US ICUs and step-down units, written
blind, labelled by the i2b2 2014 guidelines. What is measured here: the sixteen note types,
sparse PHI of the TYPEs bedside notes have, a good share of notes all in capitals and all in
lower case, vitals, vent settings and ABGs left untagged, labels and credentials outside the
tags, one identity per patient. What every style shares (offsets that fit, pinned and
deterministic output, strict tokenizing through the CLI, no sentence shared with another
style) is checked in tests/test_synth_styles.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from deidkit.synth import STYLES, generate, get_style
from tests.synth_helpers import untagged as _untagged, values as _values


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 1, "Q"))


def test_style_q_is_registered_and_held_out():
    assert STYLES.index("Q") == STYLES.index("P") + 1 and STYLES.index("R") == STYLES.index("Q") + 1
    assert len(get_style("Q").note_types) == 16
    root = Path(__file__).resolve().parents[1]
    for path in [*root.glob("examples/**/*"), *root.glob("bin/*")]:
        if path.is_file() and path.suffix in ("", ".sh", ".py", ".toml", ".yaml", ".yml"):
            text = path.read_text(encoding="utf-8", errors="ignore")
            assert not re.search(r"--style[ =]Q\b", text), path


def test_note_types_and_the_types_of_bedside_phi(docs):
    kinds = Counter(k for _, k in docs)
    assert set(kinds) == {k for k, _ in get_style("Q").note_types}
    assert max(kinds.values()) < 0.25 * len(docs), kinds
    types = Counter(t.type for d, _ in docs for t in d.tags)
    common = ("DOCTOR", "PATIENT", "DATE", "PHONE", "CITY", "AGE", "DEPARTMENT", "ROOM",
              "HOSPITAL", "ORGANIZATION")
    assert [t for t in common if types[t] < 30] == [], types
    rare = ("MEDICALRECORD", "BIOID", "IDNUM", "PROFESSION", "LOCATION-OTHER", "COUNTRY",
            "STATE", "USERNAME")
    assert [t for t in rare if types[t] < 5] == [], types
    # what bedside notes do not have
    assert not {"STREET", "ZIP", "EMAIL", "URL", "SSN", "HEALTHPLAN", "FAX"} & set(types)


def test_phi_is_sparse_and_notes_are_telegraphic(docs):
    tokens = sum(len(re.findall(r"\w+", d.text)) for d, _ in docs)
    tags = sum(len(d.tags) for d, _ in docs)
    assert 90 < tokens / len(docs) < 400, tokens / len(docs)
    assert 3 < tags / len(docs) < 10 and tags / tokens < 0.06, (tags / len(docs), tags / tokens)
    shift = [d.text for d, k in docs if k == "icu_shift_note"]
    label = re.compile(r"(?i)(?:^|\s)(neuro[a-z/]*|cns|n|cv[a-z/]*|c/v|cardiac|heart|resp[a-z/]*|"
                       r"r|pulm|lungs|gi[a-z/]*|abd|gu[a-z/]*|renal[a-z/]*|i&o|skin[a-z/]*|"
                       r"integ[a-z]*|id[a-z/]*|temp|heme[a-z/]*|endo[a-z/]*|lines/labs|social|"
                       r"psych[a-z/]*|family[a-z/]*|soc|plan[a-z /]*|p|goals|to do) ?(: ?|- |/ | "
                       r"> )")
    # system by system, each system with its label
    assert all(len(label.findall(t)) >= 6 for t in shift), \
        [t for t in shift if len(label.findall(t)) < 6][:1]


def test_capitals_and_lower_case_have_a_good_share_each(docs):
    upper = sum(d.text == d.text.upper() for d, _ in docs)
    lower = sum(d.text == d.text.lower() for d, _ in docs)
    assert upper > 0.2 * len(docs) and lower > 0.2 * len(docs), (upper, lower)
    names = _values(docs, "PATIENT") + _values(docs, "DOCTOR")
    assert any(n.islower() for n in names) and any(n.isupper() for n in names)


def test_vitals_vent_settings_and_times_are_in_the_text_but_never_tagged(docs):
    untagged = _untagged(docs)
    for shape in (r"\bHR \d{2,3}(s|-\d{2,3}s|s-\d{2,3}s)\b", r"\bBP \d{2,3}(-\d{2,3})?s/\d{2}s\b",
                  r"\bSBP <\d{2,3}\b", r"\bAC \d{3}x\d{2} PEEP \d{1,2} FiO2 \d{2,3}%",
                  r"\bABG (at \d{2}:?\d{2}: )?7\.\d\d/\d{2}/\d{2,3}", r"\bRASS [-+]?\d\b",
                  r"\bMAPs? >\d\d\b", r"\bCAM-ICU\b", r"\b[Bb]raden \d+\b", r"\bGCS \d+T?\b",
                  r"\b(at|@) \d{4}\b", r"\b\d{2}:\d{2}\b", r"\bq2h\b", r"\bCVP \d+-\d+\b",
                  r"\b\d\.\d\d mcg/kg/min\b", r"\bTF .+ @ \d+", r"\bK \d\.\d\b", r"\b1900-0730\b",
                  r"\bPS \d+/\d+\b", r"\bHFNC \d+L/\d+%", r"\bPIP/Pplat: \d+/\d+"):
        assert re.search(shape, untagged, re.IGNORECASE), shape
    for tag in (t for d, _ in docs for t in d.tags if not re.fullmatch(r"[A-Za-z]{2}", t.text)):
        assert not re.search(r"\b(HR|BP|SBP|MAP|PEEP|FiO2|RASS|GCS|mg|mcg|ml|units)\b", tag.text,
                             re.IGNORECASE), tag
        assert not re.fullmatch(r"\d+-\d+s?|\d+s|\d\.\d\d/\d+/\d+|\d{4}", tag.text) or \
            tag.type in ("PHONE", "DATE", "ROOM", "MEDICALRECORD", "IDNUM", "BIOID"), tag
    assert all(":" not in d and not re.fullmatch(r"\d{4}", d) for d in _values(docs, "DATE"))


def test_labels_titles_and_credentials_stay_outside(docs):
    for doc, _ in docs:
        for tag in doc.tags:
            if tag.type == "DOCTOR":   # ('Pa Kou' is a Hmong given name, 'RT' initials)
                assert not re.search(r"^dr\.? \w|[ ,](rn|rrt|rt|np|pa|pa-c|bsn|ccrn|md)\.?$",
                                     tag.text, re.IGNORECASE), tag.text
            if tag.type == "PATIENT":
                assert not re.match(r"(mr|mrs|ms|wife|dtr|son|pt)\b", tag.text, re.IGNORECASE)
            if tag.type in ("ROOM", "MEDICALRECORD", "BIOID", "IDNUM"):
                assert not re.match(r"(bed|rm|room|mrn|unit|#)", tag.text, re.IGNORECASE), tag
            if tag.type == "AGE":
                assert tag.text.isdigit() and 17 < int(tag.text) < 110, tag.text
    departments = set(_values(docs, "DEPARTMENT"))
    assert len(departments) >= 20
    assert not departments & {"MICU", "SICU", "CVICU", "PCU", "CCU", "micu", "step-down"}


def test_surface_forms(docs):
    dates = _values(docs, "DATE")
    for shape in (r"\d{1,2}/\d{1,2}", r"\d\d/\d\d/\d{4}", r"\d{1,2}/\d{1,2}/\d\d",
                  r"\d{1,2}-\d{1,2}", r"(?i)(mon|tues|wed|thurs|fri|sat|sun)(day)?"):
        assert any(re.fullmatch(shape, d) for d in dates), shape
    phones = _values(docs, "PHONE")
    for shape in (r"\(\d{3}\) ?\d{3}-\d{4}", r"\d{3}-\d{3}-\d{4}", r"\d{3}-\d{4}",
                  r"\d{3}\.\d{3}\.\d{4}"):
        assert any(re.fullmatch(shape, p) for p in phones), shape
    names = _values(docs, "PATIENT") + _values(docs, "DOCTOR")
    assert len(set(n.lower() for n in names)) > 250
    assert any(re.fullmatch(r"[A-Za-z]\. [A-Za-z][\w-]+", n) for n in names)


def test_a_patient_keeps_one_identity_across_notes(docs):
    """A note's MRN is its patient's; the names of the family are the patient's family's
    (a visitor or the odd friend aside); a death is the last note of its patient."""
    style = get_style("Q")
    patients, with_mrn, family, others = {}, 0, 0, 0
    kinds = {}
    for doc, kind in docs:
        number = int(doc.doc_id.split("-")[0])
        patient = patients.setdefault(number, style.build_subject(1, number))
        mrns = {t.text.lower() for t in doc.tags if t.type == "MEDICALRECORD"}
        assert mrns <= {patient.mrn.lower()}
        with_mrn += bool(mrns)
        known = {r.person.first.lower() for r in patient.relatives} | \
            {r.person.full().lower() for r in patient.relatives} | \
            {patient.person.first.lower(), patient.person.last.lower()}
        for tag in doc.tags:
            if tag.type == "PATIENT":
                text = tag.text.lower()
                if text in known or any(text.startswith(k + ",") or text.endswith(" " + k)
                                        for k in known):
                    family += 1
                else:
                    others += 1
        kinds.setdefault(number, []).append(kind)
    assert with_mrn >= 10
    assert family > 6 * others, (family, others)
    assert all(k[-1] == "postmortem_care" for k in kinds.values() if "postmortem_care" in k)
    assert sum(len(p.visits) > 1 for p in patients.values()) > 40


def test_a_thousand_notes_in_a_few_seconds():
    import time
    start = time.perf_counter()
    docs = list(generate(1000, 0, "Q"))
    assert len(docs) == 1000 and time.perf_counter() - start < 10
