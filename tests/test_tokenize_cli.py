"""`deidkit tokenize` on the command line: inputs, outputs, bad input, real i2b2 files."""

from __future__ import annotations

import os

import pyarrow.parquet as pq
import pytest

from deidkit import schemas
from deidkit.corpus.i2b2 import Tag, read_document, to_xml
from tests.conftest import read_arrow_output, run
from tests.test_tokenize_invariants import check_invariants

NOTE = "Seen by Dr. Jones on 04/07/2069. Pt is 45yo.\n"


def write_note(path, text=NOTE, spans=(("Jones", "NAME", "DOCTOR"), ("04/07/2069", "DATE", "DATE"))):
    tags, pos = [], 0
    for surface, tag, tag_type in spans:
        start = text.index(surface, pos)
        pos = start + len(surface)
        tags.append(Tag(tag, tag_type, start, pos, surface))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(to_xml(text, tags), encoding="utf-8")
    return path


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


# ---------------------------------------------------------------------------------------
# Inputs and outputs

def test_directories_recursively_sorted_with_schema_and_provenance(tmp_path):
    write_note(tmp_path / "c" / "b.xml")
    write_note(tmp_path / "c" / "a" / "z.xml")
    write_note(tmp_path / "c" / "a.xml")
    (tmp_path / "c" / "notes.txt").write_text("ignored: the directory has XML files")
    out = tmp_path / "t.parquet"
    result = run(["tokenize", tmp_path / "c", "-o", out])
    table = pq.read_table(out)
    # sorted by path components: c/a/z.xml < c/a.xml < c/b.xml
    assert table.column("doc_id").to_pylist() == ["z", "z", "a", "a", "b", "b"]
    assert table.column("sentence").to_pylist() == [0, 1] * 3
    row = table.to_pylist()[0]
    assert row["tokens"] == ["Seen", "by", "Dr", ".", "Jones", "on", "04", "/", "07", "/", "2069",
                             "."]
    assert row["labels"] == ["O", "O", "O", "O", "B-DOCTOR", "O", "B-DATE", "I-DATE", "I-DATE",
                             "I-DATE", "I-DATE", "O"]
    assert row["starts"][:5] == [0, 5, 8, 10, 12]
    assert schemas.problems(table.schema, "tokens") == []
    assert schemas.schema_tag(table.schema) == "tokens/1"
    prov = schemas.provenance(table.schema)
    assert prov["command"] == "deidkit tokenize"
    assert prov["parameters"]["strict"] is False and "workers" not in prov["parameters"]
    summary = " ".join(result.stderr.split())
    assert "documents 3" in summary and "sentences 6" in summary and "tokens 51" in summary
    assert "PHI tags 6" in summary and "warnings 0" in summary
    assert "Jones" not in result.stderr  # counts only, never token text


def test_text_files_are_unlabelled_and_stdin_is_doc_stdin(tmp_path):
    (tmp_path / "n.txt").write_text("\ufeffFirst line.\r\nSecond &amp; last.", encoding="utf-8")
    result = run(["--quiet", "tokenize", tmp_path / "n.txt", "-"], input="From stdin. Yes")
    rows = read_arrow_output(result.stdout_bytes).to_pylist()
    assert [(r["doc_id"], r["sentence"], r["tokens"], r["labels"]) for r in rows] == [
        ("n", 0, ["First", "line", "."], None),
        ("n", 1, ["Second", "&", "last", "."], None),
        ("stdin", 0, ["From", "stdin", "."], None),
        ("stdin", 1, ["Yes"], None),
    ]
    assert rows[1]["starts"] == [13, 20, 26, 30]  # after the BOM, "\r" kept
    assert result.stderr == ""


def test_directory_of_text_files(tmp_path):
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "b.txt").write_text("B note.")
    (tmp_path / "d" / "a.txt").write_text("A note.")
    result = run(["-q", "tokenize", tmp_path / "d"])
    assert read_arrow_output(result.stdout_bytes).column("doc_id").to_pylist() == ["a", "b"]


def test_xml_on_stdin_is_read_as_i2b2(tmp_path):
    xml = write_note(tmp_path / "x.xml").read_bytes()
    result = run(["-q", "tokenize", "-"], input=xml)
    rows = read_arrow_output(result.stdout_bytes).to_pylist()
    assert rows[0]["doc_id"] == "stdin" and rows[0]["labels"][4] == "B-DOCTOR"


def test_workers_give_identical_output_on_many_small_files(tmp_path):
    for i in range(70):  # three batches of 32 documents
        write_note(tmp_path / "c" / f"{i:03d}.xml", NOTE * (1 + i % 3))
    one, three = tmp_path / "one.parquet", tmp_path / "three.arrow"
    run(["-q", "tokenize", tmp_path / "c", "-o", one])
    run(["-q", "tokenize", tmp_path / "c", "-o", tmp_path / "two.parquet", "--workers", "2"])
    assert one.read_bytes() == (tmp_path / "two.parquet").read_bytes()
    assert pq.read_metadata(one).num_row_groups == 3
    run(["-q", "tokenize", tmp_path / "c", "-o", three, "--workers", "3"])
    run(["-q", "tokenize", tmp_path / "c", "-o", tmp_path / "one.arrow"])
    assert three.read_bytes() == (tmp_path / "one.arrow").read_bytes()


# ---------------------------------------------------------------------------------------
# Bad input: one line, exit 1, no output file

BAD = {
    "malformed.xml": (b"<deIdi2b2><TEXT>abc</TEXT>", "malformed XML (no element found: line 1, column 26)"),
    "latin1.xml": (b"<deIdi2b2><TEXT>caf\xe9</TEXT></deIdi2b2>",
                   "not valid UTF-8 (byte 0xe9 at offset 19, line 1)"),
    "latin1.txt": (b"line one\ncaf\xe9\n", "not valid UTF-8 (byte 0xe9 at offset 12, line 2)"),
    "empty.xml": (b"", "empty file"),
    "blank.txt": (b"  \n\n", "empty file"),
    "other.xml": (b"<html><body/></html>",
                  "not i2b2 XML: root element is <html>, expected <deIdi2b2>"),
    "notext.xml": (b"<deIdi2b2><TAGS/></deIdi2b2>", "not i2b2 XML: no <TEXT> element"),
}


@pytest.mark.parametrize("name", sorted(BAD))
@pytest.mark.parametrize("workers", ["1", "2"])
def test_bad_files_fail_with_one_line_and_no_output(tmp_path, name, workers):
    # with workers, enough good files that the bad one is in a later batch of a worker
    good = [write_note(tmp_path / "good" / f"{i}.xml") for i in range(1 if workers == "1" else 40)]
    data, problem = BAD[name]
    bad = tmp_path / name
    bad.write_bytes(data)
    out = tmp_path / "out.parquet"
    result = run(["tokenize", *good, bad, "-o", out, "--workers", workers], expect=1)
    assert one_line(result.stderr) == f"Error: {bad}: {problem}"
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["good", name])


def test_missing_paths_and_empty_directories(tmp_path):
    out = tmp_path / "out.parquet"
    result = run(["tokenize", tmp_path / "nope.xml", "-o", out], expect=1)
    assert one_line(result.stderr) == f"Error: {tmp_path / 'nope.xml'}: no such file or directory"
    (tmp_path / "d").mkdir()
    result = run(["tokenize", tmp_path / "d", "-o", out], expect=1)
    assert one_line(result.stderr) == \
        (f"Error: {tmp_path / 'd'}: directory contains no .xml, .ann, .json, .jsonl, .conll or "
         ".txt files")
    os.symlink(tmp_path / "gone.xml", tmp_path / "dangling.xml")
    result = run(["tokenize", tmp_path / "dangling.xml", "-o", out], expect=1)
    assert one_line(result.stderr) == f"Error: {tmp_path / 'dangling.xml'}: no such file"
    result = run(["tokenize", "-", "-", "-o", out], input="x", expect=1)
    assert one_line(result.stderr) == "Error: <stdin>: standard input ('-') can be read only once"
    result = run(["tokenize", "-", "-o", out], input="", expect=1)
    assert one_line(result.stderr) == "Error: <stdin>: empty file"
    assert not out.exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads everything")
def test_unreadable_file(tmp_path):
    path = write_note(tmp_path / "secret.xml")
    path.chmod(0)
    result = run(["tokenize", path, "-o", tmp_path / "o.parquet"], expect=1)
    assert one_line(result.stderr) == f"Error: {path}: cannot read (Permission denied)"


INCONSISTENT = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[John Smith was seen on 04/07/2069 at Mercy.]]></TEXT>
<TAGS>
<NAME id="P0" start="0" end="10" text="John Smith" TYPE="PATIENT" comment="" />
<NAME id="P1" start="5" end="7" text="Sm" TYPE="PATIENT" comment="" />
<DATE id="P2" start="23" end="33" text="05/07/2069" TYPE="DATE" comment="" />
<LOCATION id="P3" start="37" end="99" text="Mercy" TYPE="HOSPITAL" comment="" />
</TAGS>
</deIdi2b2>
"""


def test_inconsistencies_warn_one_line_per_file_and_continue(tmp_path):
    bad = tmp_path / "inc.xml"
    bad.write_text(INCONSISTENT)
    good = write_note(tmp_path / "ok.xml")
    out = tmp_path / "out.parquet"
    result = run(["tokenize", bad, good, "-o", out])
    warnings = [l for l in result.stderr.splitlines() if l.startswith("warning:")]
    assert warnings == [
        f"warning: {bad}: tag P2 <DATE>: text attribute disagrees with the text at 23-33; "
        "offsets kept; tag P3 <LOCATION>: offsets 37-99 outside the text (length 43), dropped; "
        "tags P0 (0-10) and P1 (5-7) overlap"]
    assert "Mercy" not in result.stderr and "05/07" not in result.stderr  # no PHI text
    summary = " ".join(result.stderr.split())
    assert "PHI tags 5" in summary and "tags lost to tokenization 1" in summary
    assert "warnings 3" in summary
    rows = pq.read_table(out).to_pylist()
    assert rows[0]["labels"] == ["B-PATIENT", "I-PATIENT", "O", "O", "O", "B-DATE", "I-DATE",
                                 "I-DATE", "I-DATE", "I-DATE", "O", "O", "O"]


def test_quiet_keeps_warnings_but_not_the_summary(tmp_path):
    bad = tmp_path / "inc.xml"
    bad.write_text(INCONSISTENT)
    result = run(["-q", "tokenize", bad, "-o", tmp_path / "o.parquet"])
    assert result.stderr.startswith(f"warning: {bad}: tag P2 <DATE>")
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize("workers", ["1", "2"])
def test_strict_makes_inconsistencies_fatal(tmp_path, workers):
    bad = tmp_path / "inc.xml"
    bad.write_text(INCONSISTENT)
    out = tmp_path / "out.parquet"
    good = [write_note(tmp_path / f"{i}.xml") for i in range(1 if workers == "1" else 40)]
    result = run(["tokenize", *good, bad, "-o", out, "--strict", "--workers", workers], expect=1)
    assert one_line(result.stderr) == (f"Error: {bad}: tag P2 <DATE>: text attribute disagrees "
                                       "with the text at 23-33; offsets kept")
    assert not out.exists()


# ---------------------------------------------------------------------------------------
# A corpus in the exact style of the real i2b2 2014 release

REAL_TEXT = """


Record date: 2067-05-03

NARRATIVE HISTORY

Mr. Ivan
Gutierrez is a 64 year old retired machinist, followed at Bethany &amp; Mercy Hospital
by Dr. Ursula Quon. BP 130/85. He lives on 42 Fir Lane in Quincy, MA.



PLAN:
1. Metformin 500 mg p.o. b.i.d.
2. Follow up with Dr. Quon 06/12/67.

Cc: QUON, URSULA (UQ23)
"""


def _real_i2b2_file(path, text, crlf=False):
    spans = [("2067-05-03", "DATE", "DATE"), ("Ivan\nGutierrez", "NAME", "PATIENT"),
             ("64", "AGE", "AGE"), ("machinist", "PROFESSION", "PROFESSION"),
             ("Bethany &amp; Mercy Hospital", "LOCATION", "HOSPITAL"),
             ("Ursula Quon", "NAME", "DOCTOR"), ("42 Fir Lane", "LOCATION", "STREET"),
             ("Quincy", "LOCATION", "CITY"), ("MA", "LOCATION", "STATE"),
             ("Quon", "NAME", "DOCTOR"), ("06/12/67", "DATE", "DATE"),
             ("QUON, URSULA", "NAME", "DOCTOR"), ("UQ23", "NAME", "USERNAME")]
    lines, pos = [], 0
    for i, (surface, tag, tag_type) in enumerate(spans):
        start = text.index(surface, pos)
        pos = start + len(surface)
        # as in the release: the attribute holds the raw text, XML-escaped, newlines and all
        attr = surface.replace("&", "&amp;")
        lines.append(f'<{tag} id="P{i}" start="{start}" end="{pos}" text="{attr}" '
                     f'TYPE="{tag_type}" comment="" />')
    xml = ('<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n<TEXT><![CDATA[' + text +
           ']]></TEXT>\n<TAGS>\n' + "\n".join(lines) + "\n</TAGS>\n</deIdi2b2>\n")
    if crlf:
        xml = xml.replace("\n", "\r\n")  # a parser turns \r\n back into \n: offsets hold
    path.write_bytes(xml.encode("utf-8"))
    return path


@pytest.mark.parametrize("crlf", [False, True])
def test_real_i2b2_2014_style_file(tmp_path, crlf):
    path = _real_i2b2_file(tmp_path / "110-01.xml", REAL_TEXT, crlf=crlf)
    out = tmp_path / "t.parquet"
    result = run(["tokenize", tmp_path, "-o", out])
    assert "warning:" not in result.stderr
    rows = pq.read_table(out).to_pylist()
    doc = read_document(path)
    assert doc.text == REAL_TEXT and len(doc.tags) == 13 and doc.problems == []
    assert check_invariants(doc, rows, lost=0) == 0
    sentences = [" ".join(r["tokens"]) for r in rows]
    assert sentences == [
        "Record date : 2067 - 05 - 03 NARRATIVE HISTORY Mr . Ivan Gutierrez is a 64 year old "
        "retired machinist , followed at Bethany & Mercy Hospital by Dr . Ursula Quon .",
        "BP 130 / 85 .",
        "He lives on 42 Fir Lane in Quincy , MA .",
        "PLAN :",
        "1 . Metformin 500 mg p . o . b . i . d .",
        "2 . Follow up with Dr . Quon 06 / 12 / 67 .",
        "Cc : QUON , URSULA ( UQ 23 )",
    ]
    first = rows[0]
    i = first["tokens"].index("Ivan")
    assert first["labels"][i:i + 2] == ["B-PATIENT", "I-PATIENT"]  # a tag across a line break
    amp = first["tokens"].index("&")
    assert first["labels"][amp - 1:amp + 3] == ["B-HOSPITAL", "I-HOSPITAL", "I-HOSPITAL",
                                                "I-HOSPITAL"]
    assert REAL_TEXT[first["starts"][amp]:first["ends"][amp]] == "&amp;"
    last = rows[-1]
    assert last["labels"] == ["O", "O", "B-DOCTOR", "I-DOCTOR", "I-DOCTOR", "O", "B-USERNAME",
                              "I-USERNAME", "O"]


_TEXT = "John Smith was seen on 04/07/2069 at Mercy."
_ONE_PROBLEM = {
    "outside": ('<DATE id="P0" start="23" end="60" text="04/07/2069" TYPE="DATE" comment="" />',
                "tag P0 <DATE>: offsets 23-60 outside the text (length 43), dropped"),
    "disagrees": ('<NAME id="P0" start="0" end="10" text="Jane Smith" TYPE="PATIENT" comment="" />',
                  "tag P0 <NAME>: text attribute disagrees with the text at 0-10; offsets kept"),
    "overlap": ('<NAME id="P0" start="0" end="10" text="John Smith" TYPE="PATIENT" comment="" />'
                '<NAME id="P1" start="5" end="10" text="Smith" TYPE="DOCTOR" comment="" />',
                "tags P0 (0-10) and P1 (5-10) overlap"),
    "not integers": ('<DATE id="P0" start="x" end="33" TYPE="DATE" />',
                     "tag P0 <DATE>: start/end missing or not integers (start='x', end='33')"),
    "unknown TYPE": ('<NAME id="P0" start="0" end="10" text="John Smith" TYPE="WIZARD" />',
                     "tag P0 <NAME>: unknown TYPE 'WIZARD' for <NAME> (expected one of "
                     "PATIENT, DOCTOR, USERNAME)"),
    "unknown tag": ('<PERSON id="P0" start="0" end="10" text="John Smith" TYPE="PATIENT" />',
                    "tag P0 <PERSON>: unknown tag name (expected one of NAME, PROFESSION, "
                    "LOCATION, AGE, DATE, CONTACT, ID, OTHER)"),
    "missing TYPE": ('<NAME id="P0" start="0" end="10" text="John Smith" />',
                     "tag P0 <NAME>: no TYPE attribute (expected one of PATIENT, DOCTOR, "
                     "USERNAME)"),
}


def test_a_missing_type_of_a_one_type_category_is_the_category(tmp_path):
    path = tmp_path / "n.xml"
    path.write_text(f"<deIdi2b2><TEXT><![CDATA[{_TEXT}]]></TEXT><TAGS>"
                    '<DATE id="P0" start="23" end="33" text="04/07/2069" /></TAGS></deIdi2b2>')
    result = run(["tokenize", path, "--strict"], expect=0, input=None)
    table = read_arrow_output(result.stdout_bytes)
    labels = [lab for row in table.column("labels").to_pylist() for lab in row]
    assert labels.count("B-DATE") == 1 and "warning:" not in result.stderr


def test_elements_inside_text_are_refused_not_lost(tmp_path):
    path = tmp_path / "n.xml"
    path.write_text("<deIdi2b2><TEXT>John <b>Smith</b> was seen.</TEXT><TAGS/></deIdi2b2>")
    result = run(["tokenize", path, "-o", tmp_path / "o.parquet"], expect=1)
    assert one_line(result.stderr) == (f"Error: {path}: not i2b2 XML: <TEXT> contains an element "
                                       "<b>; the note text must be plain text or CDATA")
    assert not (tmp_path / "o.parquet").exists()


@pytest.mark.parametrize("case", sorted(_ONE_PROBLEM))
def test_each_inconsistency_warns_and_is_fatal_under_strict(tmp_path, case):
    tags, message = _ONE_PROBLEM[case]
    path = tmp_path / "n.xml"
    path.write_text(f"<deIdi2b2><TEXT><![CDATA[{_TEXT}]]></TEXT><TAGS>{tags}</TAGS></deIdi2b2>")
    out = tmp_path / "o.parquet"
    result = run(["-q", "tokenize", path, "-o", out])
    assert one_line(result.stderr) == f"warning: {path}: {message}"
    assert out.exists()
    out.unlink()
    result = run(["tokenize", path, "-o", out, "--strict"], expect=1)
    assert one_line(result.stderr) == f"Error: {path}: {message}"
    assert not out.exists()


def test_duplicate_document_ids_are_refused_up_front(tmp_path):
    a = write_note(tmp_path / "a" / "100-01.xml")
    b = write_note(tmp_path / "b" / "100-01.xml")
    out = tmp_path / "out.parquet"
    expected = (f"Error: {b}: document id '100-01' also comes from {a}: document ids are file "
                "names without the extension and must be unique")
    result = run(["tokenize", tmp_path / "a", tmp_path / "b", "-o", out], expect=1)
    assert one_line(result.stderr) == expected
    # the same file twice, once through its directory
    result = run(["tokenize", tmp_path / "a", a, "-o", out], expect=1)
    assert one_line(result.stderr) == (
        f"Error: {a}: document id '100-01' also comes from {a}: document ids are file "
        "names without the extension and must be unique")
    assert not out.exists()
