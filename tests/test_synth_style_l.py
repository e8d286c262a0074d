"""deidkit synth --style L: records dense in clinical vocabulary (MARs, pharmacy verifications,
cumulative labs, problem lists, H&P templates, cardiac studies, coding summaries, allergy
lists, nursing shift assessments, warfarin-clinic records, infusion, procedure, stewardship and
immunization records, medication reconciliations). What the style claims (every TYPE it writes
at exact offsets, clinical vocabulary at a high density and from the project's own lists,
eponymous names tagged beside untagged eponyms, codes, doses, values, scores, times and lot
numbers untagged) is measured here; template disjointness from every other style, names of
other origins than A's, D's and E's, pinned and deterministic output and strict tokenizing
through the CLI are checked with the other styles in tests/test_synth_styles.py and
tests/test_synth_training_styles.py."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from deidkit.errors import ConfigError
from deidkit.synth import generate, get_style
from deidkit.synth import style_l_vocab as v
from deidkit.synth.style_l import BARE_UNITS, PLACES

#: Every TYPE style L writes.
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "HOSPITAL", "ORGANIZATION", "DEPARTMENT",
         "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "AGE", "DATE", "PHONE", "FAX",
         "EMAIL", "URL", "SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
         "BIOID", "IDNUM")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9'/+-]*[A-Za-z0-9]|[A-Za-z]")


@pytest.fixture(scope="module")
def docs():
    return list(generate(300, 3, "L"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _line_before(doc, tag) -> str:
    return doc.text[doc.text.rfind("\n", 0, tag.start) + 1:tag.start]


def test_every_type_and_document_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 5] == [], types
    assert set(types) <= set(TYPES), set(types) - set(TYPES)
    assert {k for _, k in docs} == {k for k, _ in get_style("L").note_types}
    for type_ in ("DATE", "DOCTOR", "PATIENT", "USERNAME", "MEDICALRECORD"):
        assert types[type_] >= 200, (type_, types[type_])
    for type_ in ("DEPARTMENT", "ROOM", "ORGANIZATION", "BIOID", "AGE", "PHONE", "HOSPITAL"):
        assert types[type_] >= 80, (type_, types[type_])
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert t.start >= last
            last = t.end


def test_clinical_vocabulary_is_dense_and_broad(docs):
    """Drugs (the project's drug dictionary among them), abbreviations (L's and the shipped
    list), eponyms, organisms and lab names make a fifth or more of the untagged words."""
    drugs = {w.lower() for d in v.CORE_DRUGS for w in re.split(r"[ ()-]+", d[0] + " " + d[1])
             if len(w) > 2} | set(v.stem_drugs())
    abbreviations = set(v.ABBREVIATIONS) | set(v.shipped_abbreviations())
    words = {w.lower() for e in v.EPONYMS for t in e[2] for w in _TOKEN.findall(t)
             if w[0].isupper()}
    words |= {w.lower() for o in v.ORGANISMS for w in _TOKEN.findall(o) if len(w) > 2}
    words |= {w.lower() for lab in v.LABS for w in _TOKEN.findall(lab[0] + " " + lab[1])
              if len(w) > 1}
    seen, counts = Counter(), Counter()
    for d, _ in docs:
        for m in _TOKEN.finditer(d.text):
            if _inside(d, m.start(), m.end()):
                continue
            w = m.group(0)
            counts["all"] += 1
            if w in abbreviations:
                counts["abbreviation"] += 1
                seen["abbreviation", w] += 1
            elif w.lower() in drugs:
                counts["drug"] += 1
                seen["drug", w.lower()] += 1
            elif w.lower() in words:
                counts["other"] += 1
    share = (counts["abbreviation"] + counts["drug"] + counts["other"]) / counts["all"]
    assert share >= 0.18, (share, counts)
    assert counts["abbreviation"] / counts["all"] >= 0.08, counts
    # breadth: hundreds of drugs (most from the dictionary), hundreds of abbreviations
    drug_names = {w for kind, w in seen if kind == "drug"}
    assert len(drug_names) >= 250 and len(drug_names & set(v.stem_drugs())) >= 150
    assert len({w for kind, w in seen if kind == "abbreviation"}) >= 250
    for word in ("CABG", "RBBB", "IVCD", "MIBI", "AVF", "CK", "HFrEF", "CKD3b", "Normocephalic",
                 "Hydrochlorothiazide", "seronegative", "Klebsiella", "PERRLA", "Foley"):
        hits = [(d, m) for d, _ in docs for m in re.finditer(r"\b" + word + r"\b", d.text,
                                                             re.I)]
        assert hits, word
        assert not [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())], word


def test_eponymous_names_are_tagged_and_their_eponyms_are_not(docs):
    """A Dr Foley beside a Foley catheter, a Mrs Hashimoto with Hashimoto's thyroiditis: the
    name is PATIENT or DOCTOR, the eponym (every term of several words) is untagged."""
    terms = [t for e in v.EPONYMS for t in e[2] if " " in t or "'" in t or "-" in t]
    occurrences = [(d, m) for d, _ in docs for t in terms
                   for m in re.finditer(r"(?<!\w)" + re.escape(t) + r"(?!\w)", d.text, re.I)]
    assert len(occurrences) >= 400
    assert not [m.group(0) for d, m in occurrences if _inside(d, m.start(), m.end())]
    collisions = Counter()
    for d, _ in docs:
        names = {w for t in d.tags if t.type in ("PATIENT", "DOCTOR")
                 for w in re.findall(r"[A-Za-z]+", t.text.title())}
        for surname, kind, forms in v.EPONYMS:
            if surname not in names:
                continue
            untagged = [m for f in forms for m in re.finditer(re.escape(f), d.text, re.I)
                        if not _inside(d, m.start(), m.end())]
            if untagged:
                collisions[surname] += 1
    assert sum(collisions.values()) >= 45, collisions
    assert len(collisions) >= 15, collisions
    patients = [t for d, t in _tags(docs, "PATIENT")
                if set(re.findall(r"[A-Za-z]+", t.text.title())) & set(v.EPONYM_BY_NAME)]
    assert len(patients) >= 20


def test_codes_doses_values_scores_times_and_lots_are_untagged(docs):
    shapes = {
        "ICD-10-CM": r"\b[A-Z]\d\d\.[0-9A-Z]{1,4}\b", "CPT": r"\b9\d{4}(?= [A-Z])",
        "LOINC": r"\b(" + "|".join(lab[6] for lab in v.LABS) + r")\b(?!-)",
        "SNOMED": r"(?i)(?<=SCTID )\d{6,9}|(?<=SNOMED CT )\d{6,9}",
        "NDC": r"(?<=NDC )[\d-]+", "lot": r"(?i)(?<=lot )[A-Z0-9]{4,}|(?<=lot: )[A-Z0-9]{4,}",
        "dose": r"\b\d+(\.\d+)? (mg|mcg|units|mEq|g|mL)\b",
        "range": r"\b\d+\.\d+-\d+\.\d+\b", "time": r"(?<![\d/.:-])\d\d:\d\d(?![\d/.:-])",
        "score": r"\b(GCS|Braden|Morse|NEWS2|CIWA-Ar|RASS|COWS) -?\d+\b",
        "vitals": r"\bSpO2 \d+|\bBP \d+/\d+", "MIC": r"(?<=\s)(<=|>=)\d+(\.\d+)?\b",
    }
    for name, shape in shapes.items():
        hits = [(d, m) for d, _ in docs for m in re.finditer(shape, d.text)]
        assert len(hits) >= 10, name
        assert not [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())], name
    # a vaccine table's row: only its date and who gave it are PHI (not the lot, CVX, MVX)
    rows = 0
    for d, kind in docs:
        if kind != "immunization_record":
            continue
        start = 0
        for line in d.text.split("\n"):
            if any(x[0].lower() in line.lower() for x in v.VACCINES):
                types = {t.type for t in d.tags if start <= t.start < start + len(line)}
                assert types <= {"DATE", "DOCTOR", "USERNAME"}, (line, types)
                rows += 1
            start += len(line) + 1
    assert rows >= 20


def test_labels_titles_and_retired_stay_outside(docs):
    doctors = [t.text for _, t in _tags(docs, "DOCTOR")]
    assert not [t for t in doctors if re.match(r"(?i)(dr|prof)\b", t)]
    assert not [t for t in doctors if re.search(r"(?i)\b(MD|RN|PharmD|RPh)$", t)]
    rooms = _tags(docs, "ROOM")
    assert not [t.text for _, t in rooms if re.search(r"[A-Za-z]{2,}", t.text)]
    labels = Counter(m.group(1).lower() for d, t in rooms
                     for m in [re.search(r"(rm\.?|room|bed|bd|chair|bay|recliner|lab|suite|"
                                         r"room) $", _line_before(d, t), re.I)] if m)
    assert len(labels) >= 6, labels
    jobs = _tags(docs, "PROFESSION")
    assert not [t.text for _, t in jobs if "retired" in t.text.lower()]
    assert [t for d, t in jobs if re.search(r"(?i)(retired|ret\.) $", _line_before(d, t))]
    mrns = [t for d, t in _tags(docs, "MEDICALRECORD")
            if re.search(r"(?i)mrn\W*$", _line_before(d, t))]
    assert len(mrns) >= 100 and not [t for t in mrns if "MRN" in t.text.upper()]
    phones = [(d, t) for d, t in _tags(docs, "PHONE")
              if re.search(r"(?i)(ext|pager) $", _line_before(d, t))]
    assert len(phones) >= 10 and all(t.text.isdigit() for _, t in phones)
    # bare units are not PHI
    units = "|".join(re.escape(u) for u in BARE_UNITS)
    bare = [(d, m) for d, _ in docs
            for m in re.finditer(r"(?i)(?<=from )(" + units + r")(?= with)|(?<=In )(" + units
                                 + r")(?=:)", d.text)]
    assert len(bare) >= 5
    assert not [m.group(0) for d, m in bare if _inside(d, m.start(), m.end())]


def test_weekdays_of_a_warfarin_schedule_are_dates(docs):
    clinic = [d for d, kind in docs if kind == "anticoag_clinic"]
    assert len(clinic) >= 8
    for d in clinic:
        line = next(x for x in d.text.splitlines() if x.count(" | ") == 6)
        start = d.text.find(line)
        days = [t for t in d.tags if start <= t.start < start + len(line)]
        assert len(days) == 7 and all(t.type == "DATE" for t in days)


def test_places_phones_ids_and_dates_of_each_country(docs):
    states = {t.text.lower() for _, t in _tags(docs, "STATE")}
    assert states <= {p[i].lower() for p in PLACES for i in (2, 3)}
    phones = [t.text for _, t in _tags(docs, "PHONE")]
    for shape in (r"\(\d{3}\) \d{3}-\d{4}", r"\+49 .+", r"\+48 .+", r"0\d{1,2}-\d{3,4}-\d{4}",
                  r"\+86 .+|1\d\d[ -]\d{4}[ -]\d{4}", r"010-\d{4}-\d{4}",
                  r"09\d\d[ -]\d{3}[ -]\d{4}"):
        assert any(re.fullmatch(shape, p) for p in phones), shape
    zips = [t.text for _, t in _tags(docs, "ZIP")]
    assert any(re.fullmatch(r"\d\d-\d{3}", z) for z in zips)      # Poland
    assert any(re.fullmatch(r"\d{3}-\d{4}", z) for z in zips)     # Japan
    ssns = [t.text for _, t in _tags(docs, "SSN")]
    assert any(re.fullmatch(r"\d{11}", s) for s in ssns)           # PESEL
    assert any(re.fullmatch(r"\d{6}-\d{7}", s) for s in ssns)      # RRN
    dates = [t.text for _, t in _tags(docs, "DATE")]
    for shape in (r"\d\d/\d\d/\d{4}", r"\d\d\.\d\d\.\d{4}", r"\d{4}/\d\d/\d\d",
                  r"\d{4}\.\d\d\.\d\d", r"\d{4}-\d\d-\d\d", r"\d\d-[A-Z]{3}-\d{4}",
                  r"[A-Z][a-z]+day|Mon|Tue|Wed"):
        assert any(re.fullmatch(shape, x) for x in dates), shape
    licences = [t.text for _, t in _tags(docs, "LICENSE")]
    assert any(re.fullmatch(r"[12]\d{9}", x) for x in licences)          # NPI
    assert any(re.fullmatch(r"[ABFM][A-Z]\d{7}", x) for x in licences)   # DEA
    assert not [x for x in licences if re.search(r"\s", x)]      # labels stay outside


def test_capitals_lower_case_tables_and_wrapping(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 30
    assert sum(x.islower() for x in letters) >= 10
    tables = [d for d, _ in docs if re.search(r"^.+(\t| \| ).+(\t| \| ).+$", d.text, re.M)]
    assert len(tables) >= 100
    assert any(max(map(len, d.text.split("\n"))) <= 80 and "\n" in d.text for d, _ in docs)


def test_the_lists_come_from_the_project_dictionaries(monkeypatch):
    """The drug names are the drug dictionary's, sorted (no dependence on hashing); the
    shipped abbreviations leave out region codes; most hand-listed drugs are in the
    dictionary too; without the dictionaries extra, L says what to install."""
    from deidkit.dictionaries import sources

    drugs = v.stem_drugs()
    assert list(drugs) == sorted(drugs) and len(drugs) > 2000
    assert {"hydrochlorothiazide", "metoprolol", "apixaban"} <= set(drugs) | {
        d[0] for d in v.CORE_DRUGS}
    shipped = v.shipped_abbreviations()
    assert len(shipped) > 1500 and not {"OH", "MI", "PA", "CA", "DE", "PL"} & set(shipped)
    dictionary, _ = sources.load_list("drug")
    names = [w.lower() for d in v.CORE_DRUGS for w in (d[0], d[1]) if w and " " not in w]
    assert sum(w in dictionary for w in names) / len(names) >= 0.85

    def missing(name):
        raise ConfigError("--dictionaries drug: needs the package")

    monkeypatch.setattr(sources, "load_list", missing)
    with pytest.raises(ConfigError, match=r"synth --style L: needs the drug dictionary, .*"
                       r"\(pip install 'deidkit\[synth\]'\)"):
        v.stem_drugs.__wrapped__()
