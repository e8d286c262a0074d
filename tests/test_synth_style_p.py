"""deidkit synth --style P: bedside charting (ICU and ward nursing and respiratory-therapy
notes: shift notes by system, narrative, SOAP, D/A/R and problem-based notes, ventilator
notes and forms, RT event and treatment notes, event, admission, transfer, family-meeting,
code, comfort-measures and CRRT notes, addenda, ward and neonatal notes). What the style
claims (its TYPEs at exact offsets, sparse PHI among many numbers, ranges and abbreviations
that stay untagged, titles and credentials outside the tags, capitals and lower case,
run-together punctuation, names of other origins than A's, D's and E's) is measured here;
template disjointness from every other style, pinned and deterministic output and strict
tokenizing through the CLI are checked with the other styles in tests/test_synth_styles.py,
independence from the hash seed in tests/test_synth_training_styles.py."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth import style_p, style_p_notes, style_p_vocab
from deidkit.tokenize.tokens import split_tokens
from tests.synth_helpers import untagged, values

#: Every TYPE style P writes; the first ones often, the others now and then.
COMMON = ("PATIENT", "DOCTOR", "DATE", "AGE", "HOSPITAL")
RARE = ("PHONE", "CITY", "STATE", "COUNTRY", "ORGANIZATION", "PROFESSION", "ROOM",
        "DEPARTMENT", "LOCATION-OTHER", "MEDICALRECORD", "IDNUM")
_WORD = re.compile(r"[^\W\d_]+")


@pytest.fixture(scope="module")
def docs():
    return list(generate(400, 3, "P"))


def _tags(docs, type_=None):
    return [(d, t) for d, _ in docs for t in d.tags if type_ is None or t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _before(doc, tag, n: int = 25) -> str:
    return doc.text[max(0, tag.start - n):tag.start]


def test_every_type_and_note_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for _, t in _tags(docs))
    assert set(types) == set(COMMON + RARE), set(types) ^ set(COMMON + RARE)
    assert [t for t in COMMON if types[t] < 50] == [], types
    assert [t for t in RARE if types[t] < 3] == [], types
    assert types["DOCTOR"] + types["PATIENT"] > sum(types.values()) / 2   # names above all
    kinds = {k for k, _ in get_style("P").note_types}
    assert {k for _, k in docs} == kinds and 15 <= len(kinds) <= 20
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert "\n" not in t.text
            assert t.start >= last
            last = t.end


def test_phi_is_sparse_among_the_numbers_of_charting(docs):
    tokens = phi = 0
    lengths = []
    for d, _ in docs:
        toks, starts, ends = split_tokens(d.text)
        tokens += len(toks)
        lengths.append(len(toks))
        phi += sum(1 for t in d.tags for s, e in zip(starts, ends) if s >= t.start and e <= t.end)
    assert 1.0 < 100 * phi / tokens < 6.0, 100 * phi / tokens      # a few PHI tokens per 100
    assert 100 <= tokens / len(docs) <= 220, tokens / len(docs)
    assert max(lengths) > 250 and min(lengths) < 40                # shift notes and addenda
    # numbers are everywhere, and nearly all of them are not PHI
    numbers = len(re.findall(r"\d+", untagged(docs)))
    numeric_phi = sum(bool(re.search(r"\d", t.text)) for _, t in _tags(docs))
    assert numbers > 12 * len(docs) and numbers > 15 * numeric_phi, (numbers, numeric_phi)


#: Look-alikes of PHI that every bedside note is full of: (name, pattern, how many at least).
LOOKALIKES = (
    ("heart-rate range", r"\bHR'?s? (\d{2,3}'?s?-\d{2,3}|\d{2,3}'?s?)\b", 70),
    ("blood pressure", r"\b(BP|NBP|ABP|SBP) \d{2,3}'?s?(-\d{2,3}'?s?)?/\d{2}", 60),
    ("pressure support", r"\bPSV \d+/\+?\d+", 12),
    ("A/C settings", r"\bA/?C \d{3} ?x ?\d+", 12),
    ("PEEP", r"\bPEEP \d+", 15),
    ("FiO2", r"\bFiO2 (\.\d\d|\d{2}%|1\.0)", 20),
    ("blood gas", r"\b(ABG|VBG|art gas|gas):? \d\.\d\d/\d+/\d+", 40),
    ("respiratory rate", r"\bRR'?s? (\d+|teens|20s|mid 20s|low 20s)", 50),
    ("pain score", r"\b(pain|CP) \d{1,2}/10\b", 20),
    ("half-normal saline", r"\b1/2 ?NS\b", 5),
    ("combination dose", r"\b5/3[02]5\b", 3),
    ("secondary to", r"\b2/2 [a-z]", 8),
    ("gestational age", r"\b\d\d \d/7\b", 8),
    ("clock time", r"@ ?\d{4}\b|@ \d{1,2}:\d\d", 100),
    ("shift", r"\b(7a-7p|7p-7a|0700-1900|1900-0700|3p-11p|11p-7a)\b", 40),
    ("temperature", r"\b[Tt] ?max \d{2,3}\.\d", 12),
    ("tube feed rate", r"\b\d{2,3} ?cc/hr\b", 60),
    ("hospital day", r"\b(HD ?#? ?\d+|POD ?#?\d+|DOL #?\d+)", 30),
    ("bare unit", r"\b(CCU|MICU|TSICU|CSRU|SICU|NICU)\b", 30),
    ("outside hospital", r"\bOSH\b", 5),
)
#: Abbreviations of bedside charting, each written and never tagged.
ABBREVIATIONS = ("HCT", "ABG", "CCU", "IABP", "PSV", "CPAP", "SBT", "MAP", "CVP", "NPO", "TF",
                 "gu", "po", "prn", "sx", "s/p", "c/o", "w/", "tol", "LS", "MAE", "PERRL",
                 "A+Ox3", "NC", "RSBI", "OGT", "foley", "q2h", "u/o", "I/O", "PRBC", "KCL")


@pytest.mark.parametrize("name,pattern,least", LOOKALIKES, ids=[x[0] for x in LOOKALIKES])
def test_lookalikes_are_present_and_untagged(docs, name, pattern, least):
    hits = [(d, m) for d, _ in docs for m in re.finditer(pattern, d.text, re.I)]
    assert len(hits) >= least, (name, len(hits))
    assert [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())] == []


def test_abbreviations_are_present_and_untagged(docs):
    for abbr in ABBREVIATIONS:
        pattern = r"(?<![\w/+])" + re.escape(abbr) + r"(?![\w+])"
        hits = [(d, m) for d, _ in docs for m in re.finditer(pattern, d.text, re.I)]
        assert len(hits) >= 5, abbr
        assert not [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())], abbr


def test_case_typos_and_run_together_punctuation(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    upper = sum(x.isupper() for x in letters) / len(docs)
    lower = sum(x.islower() for x in letters) / len(docs)
    assert upper > 0.22 and lower > 0.22 and upper + lower < 0.85, (upper, lower)
    # the PHI takes the note's case: names in capitals in capital notes
    assert any(t.type == "PATIENT" and t.text.isupper() for _, t in _tags(docs))
    assert any(t.type == "DOCTOR" and t.text.islower() for _, t in _tags(docs))
    # 'SR,no ectopy.BP 100/60': punctuation without its space, outside the PHI
    squashed = [d for d, _ in docs if len(re.findall(r"[a-z%)][,.;][a-z]", d.text, re.I)) > 3]
    assert len(squashed) > len(docs) / 5
    for d, _ in docs:   # every tag begins and ends at a token's edge ('36yo' is two tokens)
        _, starts, ends = split_tokens(d.text)
        starts, ends = set(starts), set(ends)
        assert [t.text for t in d.tags if t.start not in starts or t.end not in ends] == []


def test_titles_and_credentials_stay_outside_and_staff_are_doctors(docs):
    doctors = _tags(docs, "DOCTOR")
    assert not [t.text for _, t in doctors
                if re.match(r"(dr|rn|np|rt|md)\b", t.text, re.I) or
                re.search(r"\b(rn|rrt|md|np)$", t.text, re.I)]
    cues = Counter()
    for d, t in doctors:
        before = _before(d, t).lower()
        for cue in ("dr. ", "dr ", "rn ", "np ", "rt ", "resident ", "chaplain ", "cm ", "sw "):
            if before.endswith(cue):
                cues[cue] += 1
    assert len(cues) >= 7 and cues["dr. "] + cues["dr "] >= 60, cues
    after = Counter(d.text[t.end:t.end + 5].lower() for d, t in doctors)
    assert after[" rn\n"] + after[", rn\n"] + sum(v for k, v in after.items()
                                                    if k.startswith((" rn", ", rn"))) >= 30
    assert any(k.startswith(" rrt") for k in after)


def test_relatives_are_patient_after_their_relation(docs):
    relations = {w for w, _ in style_p.RELATIONS} | {"mom", "dad", "mother", "MOB"}
    after_relation = 0
    for d, t in _tags(docs, "PATIENT"):
        words = _before(d, t, 20).lower().split()
        if words and words[-1] in {r.lower() for r in relations}:
            after_relation += 1
    patients = len(_tags(docs, "PATIENT"))
    assert after_relation > patients / 2, (after_relation, patients)
    # a relation word is never inside the tag, nor a possessive 'pt's'
    assert not [t.text for _, t in _tags(docs, "PATIENT")
                if re.search(r"\b(wife|husband|son|dtr|daughter|pt)\b", t.text, re.I)]
    # phone numbers are the family's, after their cue
    phones = _tags(docs, "PHONE")
    assert all(re.fullmatch(r"[\d() .-]{8,14}", t.text) for _, t in phones)


def test_dates_ages_rooms_and_floors(docs):
    dates = values(docs, "DATE")
    for shape in (r"\d{1,2}/\d{1,2}", r"\d{1,2}-\d{1,2}", r"\d{1,2}/\d{1,2}/\d\d",
                  r"(Mon|Tues|Wed|Thurs|Fri|Sat|Sun)[a-z]*", r"[A-Z][a-z]{2,3}\.? \d{1,2}"):
        assert any(re.fullmatch(shape, x, re.I) for x in dates), shape
    assert any(re.fullmatch(r"20\d\d", x) for x in dates)            # a year alone
    assert not [x for x in dates if re.search(r"\d{1,2}:\d\d|^([01]\d|2[0-3])[0-5]\d$", x)]
    ages = values(docs, "AGE")
    assert all(x.isdigit() and 18 <= int(x) <= 100 for x in ages)
    # bed and room numbers without their label; named floors, never bare units
    assert all(x.isdigit() for x in values(docs, "ROOM"))
    assert set(values(docs, "DEPARTMENT")) <= {f.lower() for f in style_p.FLOORS} | \
        {f.upper() for f in style_p.FLOORS} | set(style_p.FLOORS)
    bare = [(d, m) for d, _ in docs for m in re.finditer(r"\b(the )?(MICU|CCU|CSRU|TSICU|floor)\b",
                                                         d.text, re.I)]
    assert bare and not [m.group(0) for d, m in bare if _inside(d, m.start(), m.end())]


def test_names_are_of_other_origins_than_a_and_the_held_out_styles(docs):
    """Greater Boston's names, written by hand: few of their words occur in A's, D's or E's
    notes (the same check as the other training styles', on fewer names: PHI is sparse)."""
    words = [w.lower() for _, t in _tags(docs) if t.type in ("PATIENT", "DOCTOR")
             for w in _WORD.findall(t.text) if len(w) > 2]
    assert len(words) > 600
    for other in "ADE":
        seen = {w.lower() for d, _ in generate(400, 3, other) for w in _WORD.findall(d.text)}
        share = sum(w in seen for w in words) / len(words)
        assert share < 0.12, (other, share)


def test_every_slot_of_the_vocabulary_exists_and_faker_is_not_used():
    slots = {s for p in style_p_vocab.PROBLEMS.values() for text in p.hpi + p.events
             for s in re.findall(r"\{(\w+)\}", text)}
    assert slots and [s for s in sorted(slots) if not hasattr(style_p.PNote, "s_" + s)] == []
    for module in (style_p, style_p_notes, style_p_vocab):
        source = Path(module.__file__).read_text(encoding="utf-8")
        assert not re.search(r"import faker|from faker|faker_for|origin_pools", source)


def test_deterministic_and_the_first_notes_do_not_depend_on_docs():
    a = [(d.text, d.tags) for d, _ in generate(30, 9, "P")]
    b = [(d.text, d.tags) for d, _ in generate(12, 9, "P")]
    assert a[:12] == b and a == [(d.text, d.tags) for d, _ in generate(30, 9, "P")]
    assert a != [(d.text, d.tags) for d, _ in generate(30, 10, "P")]
