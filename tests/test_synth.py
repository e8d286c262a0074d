"""deidkit synth: determinism, i2b2 validity, coverage of categories/TYPEs/note types, CLI."""

from __future__ import annotations

import hashlib
import os
import random
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from deidkit.corpus.i2b2 import CATEGORIES, read_document
from deidkit.errors import ConfigError
from deidkit.synth import generate, plan, synth
from deidkit.synth.builder import Segments, assemble, wrap_lines
from deidkit.synth.model import build_patient
from tests.conftest import run


def _digest(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.iterdir())}


@pytest.fixture(scope="module")
def corpus200(tmp_path_factory):
    out = tmp_path_factory.mktemp("synth200")
    summary = synth(out, docs=200, seed=0)
    return out, summary


@pytest.fixture(scope="module")
def docs200():
    return list(generate(200, 0))


def test_same_seed_is_byte_identical_and_other_seed_differs(tmp_path):
    a, b, c = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    synth(a, docs=40, seed=3)
    synth(b, docs=40, seed=3)
    synth(c, docs=40, seed=4)
    da, db, dc = _digest(a), _digest(b), _digest(c)
    assert da == db
    assert len(da) == 40
    common = set(da) & set(dc)
    assert all(da[name] != dc[name] for name in common)


def test_first_documents_do_not_depend_on_docs(tmp_path):
    synth(tmp_path / "small", docs=7, seed=1)
    synth(tmp_path / "large", docs=30, seed=1)
    small, large = _digest(tmp_path / "small"), _digest(tmp_path / "large")
    assert len(small) == 7
    assert all(large[name] == digest for name, digest in small.items())


def test_file_names_group_notes_by_patient(corpus200):
    out, summary = corpus200
    names = sorted(p.name for p in out.glob("*.xml"))
    assert len(names) == summary["documents"] == 200
    assert all(re.fullmatch(r"\d{3}-\d{2}\.xml", n) for n in names)
    per_patient = Counter(n.split("-")[0] for n in names)
    assert len(per_patient) == summary["patients"]
    assert 200 / len(per_patient) > 2.0  # several notes per patient
    assert names[0] == "100-01.xml"
    # visits are numbered 01..k without gaps
    for patient, count in per_patient.items():
        assert {f"{patient}-{v:02d}.xml" for v in range(1, count + 1)} <= set(names)


def test_every_file_parses_strictly_and_tags_match_text(corpus200):
    out, summary = corpus200
    total = 0
    for path in sorted(out.glob("*.xml")):
        doc = read_document(path, strict=True)
        assert doc.problems == []
        assert "\r" not in doc.text
        raw = path.read_text(encoding="utf-8")
        ends = []
        for tag in doc.tags:
            assert doc.text[tag.start:tag.end] == tag.text
            assert tag.text == tag.text.strip() and tag.text
            assert tag.type in CATEGORIES[tag.tag]
            ends.append((tag.start, tag.end))
        assert all(b[0] >= a[1] for a, b in zip(ends, ends[1:])), "no overlapping tags"
        total += len(doc.tags)
        assert raw.count("<TEXT><![CDATA[") == 1
    assert total == summary["tags"]


def test_summary_counts_match_files(corpus200):
    out, summary = corpus200
    cats, types, chars = Counter(), Counter(), 0
    for path in out.glob("*.xml"):
        doc = read_document(path)
        chars += len(doc.text)
        for tag in doc.tags:
            cats[tag.tag] += 1
            types[tag.type] += 1
    assert summary["characters"] == chars
    assert summary["categories"] == dict(cats)
    assert sum(summary["categories"].values()) == summary["tags"]
    assert dict(types) == summary["types"]


def test_coverage_of_categories_types_and_note_types(corpus200):
    _, summary = corpus200
    assert set(CATEGORIES) - {"OTHER"} <= set(summary["categories"])
    all_types = {t for types in CATEGORIES.values() for t in types}
    assert all_types - {"OTHER"} <= set(summary["types"]), sorted(summary["types"])
    for note_type in ("discharge_summary", "progress_note", "nursing_note", "clinic_letter"):
        assert summary["note_types"].get(note_type, 0) >= 10
    # DATE and NAME dominate, as in i2b2 2014
    ranked = sorted(summary["categories"], key=summary["categories"].get, reverse=True)
    assert set(ranked[:2]) == {"DATE", "NAME"}
    assert 15 < summary["tags"] / summary["documents"] < 40


def test_nursing_notes_in_capitals_exist(docs200):
    nursing = [d for d, kind in docs200 if kind == "nursing_note"]
    capitals = [d for d in nursing if sum(c.islower() for c in d.text) == 0]
    assert len(capitals) >= len(nursing) // 2 > 0
    # PHI in capitals too
    assert any(t.text.isupper() and t.type == "PATIENT" for d in capitals for t in d.tags)


def _untagged(doc, pattern):
    """Matches of ``pattern`` in the text that no tag covers."""
    spans = [(t.start, t.end) for t in doc.tags]
    for m in re.finditer(pattern, doc.text):
        if not any(s < m.end() and m.start() < e for s, e in spans):
            yield m.group(0)


def test_look_alike_non_phi_appears_untagged(docs200):
    found = Counter()
    for doc, _ in docs200:
        for word in ("Parkinson", "Foley", "Hodgkin", "Crohn", "Alzheimer", "Babinski",
                     "Glasgow", "Sinemet", "Coumadin", "Lasix"):
            found[word] += sum(1 for _ in _untagged(doc, re.escape(word)))
        found["bp"] += sum(1 for _ in _untagged(doc, r"\b\d{2,3}/\d{2,3}\b"))
        found["dose"] += sum(1 for _ in _untagged(doc, r"\b\d+(?:\.\d+)? ?mg\b"))
        found["time"] += sum(1 for _ in _untagged(doc, r"\b\d{1,2}:\d{2}\b"))
    assert all(found[w] > 0 for w in ("Parkinson", "Foley", "Hodgkin", "bp", "dose", "time")), found
    assert sum(found[w] for w in ("Crohn", "Alzheimer", "Babinski", "Glasgow", "Sinemet",
                                  "Coumadin", "Lasix")) > 10


def test_conventions_shared_with_the_training_styles(docs200):
    """An apartment after the street is inside STREET; the bare ICUs stay untagged."""
    streets = [doc.text[t.start:t.end] for doc, _ in docs200 for t in doc.tags
               if t.type == "STREET"]
    assert sum(bool(re.search(r"(Apt|Unit|#)\s?\w+$", s, re.I)) for s in streets) >= 5, streets
    apartments = [m for doc, _ in docs200 for m in _untagged(doc, r"\bApt \d+\b")]
    assert apartments == []
    assert sum(1 for doc, _ in docs200 for _ in _untagged(doc, r"\b(MICU|SICU|CCU)\b")) > 5


def test_surface_forms_vary(docs200):
    dates = [t.text for d, _ in docs200 for t in d.tags if t.type == "DATE"]
    shapes = {
        "mm/dd/yyyy": r"\d\d/\d\d/\d{4}", "m/d/yy": r"\d{1,2}/\d{1,2}/\d\d", "iso": r"\d{4}-\d\d-\d\d",
        "Month d, yyyy": r"[A-Z][a-z]+\.? \d{1,2}, \d{4}", "dd-Mon-yyyy": r"\d\d-[A-Z][a-z]{2}-\d{4}",
        "yyyy": r"\d{4}", "weekday": r"(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day",
        "Month yyyy": r"[A-Z][a-z]+ \d{4}",
    }
    for name, pattern in shapes.items():
        assert any(re.fullmatch(pattern, d) for d in dates), name
    names = [t.text for d, _ in docs200 for t in d.tags if t.type in ("PATIENT", "DOCTOR")]
    assert any(re.fullmatch(r"[A-Z][\w'-]+, [A-Z][\w'-]+", n) for n in names)   # Smith, John
    assert any(re.fullmatch(r"[A-Z]\. [A-Z][\w'-]+", n) for n in names)         # J. Smith
    assert any(re.fullmatch(r"[A-Z]{2,3}", n) for n in names)                   # initials
    phones = [t.text for d, _ in docs200 for t in d.tags if t.type in ("PHONE", "FAX")]
    assert any(re.fullmatch(r"\(\d{3}\) ?\d{3}-\d{4}", p) for p in phones)
    assert any(re.fullmatch(r"\d{3}-\d{3}-\d{4}", p) for p in phones)
    assert any(re.fullmatch(r"\d{3}\.\d{3}\.\d{4}", p) for p in phones)
    texts = "\n".join(d.text for d, _ in docs200)
    for age_form in (r"\d+-year-old", r"\d+ y/o", r"\d+yo\b"):
        assert re.search(age_form, texts), age_form
    assert any(int(t.text) >= 90 for d, _ in docs200 for t in d.tags
               if t.type == "AGE" and t.text.isdigit())


def test_layout_features(docs200):
    texts = [d.text for d, _ in docs200]
    joined = "\n".join(texts)
    assert "\n\n\n" in joined
    assert re.search(r"^-{5,}$", joined, re.M)
    for bullet in (r"^- ", r"^\* ", r"^1\. ", r"^2\) "):
        assert re.search(bullet, joined, re.M), bullet
    assert "&amp;" in joined and "&quot;" in joined
    # hard-wrapped notes: many lines of 60-80 characters, and some tags wrapped over a line
    wrapped = [t for t in texts if max(map(len, t.splitlines())) <= 80]
    assert len(wrapped) > 40
    assert any("\n" in t.text for d, _ in docs200 for t in d.tags)


def test_patient_identity_and_timeline_are_coherent():
    patient = build_patient(0, 104)
    assert len(patient.visits) >= 1
    for a, b in zip(patient.visits, patient.visits[1:]):
        assert a.start <= a.end < b.start
    docs = [d for d, _ in generate(60, 0) if d.doc_id.startswith("104-")]
    assert docs
    last = patient.person.last
    for doc in docs:
        assert any(last.upper() in t.text.upper() for t in doc.tags if t.type == "PATIENT") \
            or not any(t.type == "PATIENT" for t in doc.tags)


def test_plan_is_patient_by_patient():
    ids = list(plan(0, 25))
    assert len(ids) == 25
    assert ids[0] == (100, 1)
    for (p1, v1), (p2, v2) in zip(ids, ids[1:]):
        assert (p2 == p1 and v2 == v1 + 1) or (p2 == p1 + 1 and v2 == 1)


def test_assemble_keeps_offsets_through_capitals_entities_and_wrapping():
    seg = Segments()
    seg.lit("Seen by Dr. ")
    seg.phi("Strauß Müller", "DOCTOR")
    seg.lit(' & "family" at ')
    seg.phi("Johnson & Johnson", "ORGANIZATION")
    seg.lit(" on a rather long line that must be wrapped somewhere near here.")
    text, tags = assemble(seg, random.Random(0), upper=True, entities=True, wrap=20)
    # 'ß'.upper() is 'SS' and '&' becomes '&amp;': lengths change, offsets still hold
    assert text.startswith('SEEN BY DR. STRAUSS\nMÜLLER &amp;\n&quot;FAMILY&quot;\nAT JOHNSON')
    assert [(t.start, t.end, t.text, t.tag, t.type) for t in tags] == [
        (12, 26, "STRAUSS\nMÜLLER", "NAME", "DOCTOR"),
        (55, 76, "JOHNSON &amp;\nJOHNSON", "LOCATION", "ORGANIZATION")]
    for t in tags:
        assert text[t.start:t.end] == t.text
    assert max(len(line) for line in text.splitlines()) <= 20


def test_wrap_lines_only_replaces_spaces():
    text = "alpha beta gamma delta epsilon zeta eta theta\nshort\n" + "x" * 30 + " tail"
    wrapped = wrap_lines(text, 12)
    assert len(wrapped) == len(text)
    assert all(a == b or (a == " " and b == "\n") for a, b in zip(text, wrapped))
    assert wrapped.splitlines()[:4] == ["alpha beta", "gamma delta", "epsilon zeta", "eta theta"]


def test_library_rejects_bad_arguments(tmp_path):
    with pytest.raises(ValueError, match="docs must be at least 1, got 0"):
        synth(tmp_path / "x", docs=0)
    f = tmp_path / "file"
    f.write_text("x")
    with pytest.raises(ConfigError, match="exists and is not a directory"):
        synth(f, docs=1)


def test_cli_writes_corpus_and_summary(tmp_path):
    out = tmp_path / "nested" / "corpus"
    result = run(["synth", out, "--docs", "12", "--seed", "5"])
    assert result.stdout == ""
    assert len(list(out.glob("*.xml"))) == 12
    err = result.stderr
    assert "deidkit synth: 12 notes" in err
    for category in ("NAME", "DATE", "LOCATION", "note types"):
        assert category in err
    again = tmp_path / "again"
    run(["synth", again, "--docs", "12", "--seed", "5"])
    assert _digest(out) == _digest(again)


def test_cli_warns_about_other_xml_files(tmp_path):
    (tmp_path / "zzz-99.xml").write_text("<deIdi2b2/>")
    result = run(["synth", tmp_path, "--docs", "2"])
    assert f"warning: {tmp_path} also holds 1 other .xml file(s) not written by this run" \
        in result.stderr


def test_cli_out_dir_is_a_file(tmp_path):
    f = tmp_path / "notes.txt"
    f.write_text("x")
    result = run(["synth", f, "--docs", "2"], expect=2)
    assert result.stderr == f"Error: {f}: exists and is not a directory\n"


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root ignores directory permissions")
def test_cli_out_dir_not_writable(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        result = run(["synth", locked / "sub", "--docs", "2"], expect=2)
        assert result.stderr == f"Error: {locked / 'sub'}: cannot create directory " \
                                "(Permission denied)\n"
        result = run(["synth", locked, "--docs", "2"], expect=2)
        assert result.stderr == f"Error: {locked}: directory is not writable\n"
    finally:
        locked.chmod(0o700)


def test_cli_out_dir_below_a_file(tmp_path):
    f = tmp_path / "notes.txt"
    f.write_text("x")
    result = run(["synth", f / "corpus", "--docs", "2"], expect=2)
    assert result.stderr == f"Error: {f / 'corpus'}: cannot create directory (Not a directory)\n"


def test_cli_rejects_zero_docs(tmp_path):
    result = run(["synth", tmp_path, "--docs", "0"], expect=2)
    assert "Invalid value for '--docs'" in result.stderr


def test_every_template_slot_exists():
    """A misspelt slot would only fail on the rare note that draws its template."""
    from deidkit.synth import note, templates

    source = Path(templates.__file__).read_text(encoding="utf-8")
    slots = set(re.findall(r"\{(\w+)\}", source))
    assert len(slots) > 80
    assert [s for s in sorted(slots) if not hasattr(note.Note, "s_" + s)] == []


def test_output_does_not_depend_on_hash_seed(tmp_path):
    """Same files from another process with another PYTHONHASHSEED (no set/dict-order luck)."""
    import subprocess
    import sys

    synth(tmp_path / "here", docs=15, seed=2)
    env = dict(os.environ, PYTHONHASHSEED="12345")
    code = ("import sys; from deidkit.synth import synth; "
            "synth(sys.argv[1], docs=15, seed=2)")
    subprocess.run([sys.executable, "-c", code, str(tmp_path / "there")], check=True, env=env)
    assert _digest(tmp_path / "here") == _digest(tmp_path / "there")


def test_indefinite_article_before_ages():
    from deidkit.synth.note import an

    assert [an(a) for a in ("8", "11", "18", "81", "67", "110", "1")] == \
        ["an", "an", "an", "an", "a", "a", "a"]


@pytest.mark.parametrize("missing, named", [(("anyascii",), "anyascii"), (("faker",), "faker"),
                                            (("faker", "anyascii"), "faker and anyascii")])
def test_cli_without_the_synth_extra_says_how_to_install_it(tmp_path, monkeypatch, missing,
                                                             named):
    for module in missing:  # as if not installed: an import of it fails
        monkeypatch.setitem(sys.modules, module, None)
    result = run(["synth", tmp_path / "c", "--docs", "1"], expect=2)
    assert result.stderr == (f"Error: synth needs {named}, which deidkit installs only with "
                             "its synth extra: pip install 'deidkit[synth]'\n")
    assert not (tmp_path / "c").exists()
    assert "Needs the synth extra: pip install 'deidkit[synth]'." in " ".join(
        run(["synth", "--help"]).stdout.split())
