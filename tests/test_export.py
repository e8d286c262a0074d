"""`deidkit export`: predictions back to i2b2 XML and redacted text; the round trip."""

from __future__ import annotations

import json

import pytest

from deidkit import evaluate as ev
from deidkit import io as dio
from deidkit.corpus.i2b2 import Tag, read_document, write_document
from deidkit.export import export, redact
from tests.conftest import arrow_stream_bytes, run, tokens_table

TEXT = "Pt John Smith seen 03/04/2010 in Salem &amp; Lynn.\n"
#        0  3    8     14   19         30 33    39    45   49


def _row(predicted, *, doc_id="100-01", sentence=0):
    tokens = ["Pt", "John", "Smith", "seen", "03/04/2010", "in", "Salem", "&", "Lynn", "."]
    starts = [0, 3, 8, 14, 19, 30, 33, 39, 45, 49]
    ends = [2, 7, 13, 18, 29, 32, 38, 44, 49, 50]
    return {"doc_id": doc_id, "sentence": sentence, "tokens": tokens, "starts": starts,
            "ends": ends, "labels": ["O"] * 10, "predicted": predicted}


PRED = ["O", "B-PATIENT", "I-PATIENT", "O", "B-DATE", "O", "B-CITY", "I-CITY", "I-CITY", "O"]


@pytest.fixture
def source(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    write_document(src / "100-01.xml", TEXT, [Tag("NAME", "PATIENT", 3, 13, "John Smith")])
    return src


def _input(tmp_path, rows):
    path = tmp_path / "tagged.parquet"
    dio.write_table(path, tokens_table(rows, predicted=True))
    return path


def test_export_i2b2(tmp_path, source):
    out = tmp_path / "out"
    result = run(["export", _input(tmp_path, [_row(PRED)]), "--source", source, "-o", out])
    assert "exported 1 document (3 tags, --format i2b2)" in result.stderr
    doc = read_document(out / "100-01.xml", strict=True)
    assert doc.text == TEXT
    assert [(t.tag, t.type, t.start, t.end, t.text) for t in doc.tags] == [
        ("NAME", "PATIENT", 3, 13, "John Smith"),
        ("DATE", "DATE", 19, 29, "03/04/2010"),
        ("LOCATION", "CITY", 33, 49, "Salem &amp; Lynn"),  # the source slice, entity and all
    ]
    assert '<NAME id="P0" start="3" end="13" text="John Smith" TYPE="PATIENT" comment="" />' \
        in (out / "100-01.xml").read_text()


def test_export_redacted(tmp_path, source):
    out = tmp_path / "red"
    run(["export", _input(tmp_path, [_row(PRED)]), "--format", "redacted", "--source", source,
         "-o", out])
    assert (out / "100-01.txt").read_text() == "Pt [**PATIENT**] seen [**DATE**] in [**CITY**].\n"
    single = run(["export", _input(tmp_path, [_row(PRED)]), "--format", "redacted",
                  "--source", source, "-o", "-"])
    assert single.stdout == "Pt [**PATIENT**] seen [**DATE**] in [**CITY**].\n"


def test_redacted_goes_to_stdout_by_default_several_documents_as_head_does(tmp_path):
    src = tmp_path / "txt"
    src.mkdir()
    (src / "a.txt").write_text("Seen by Dr Lee.\n")
    (src / "b.txt").write_text("Lee called.\n")
    rows = [{"doc_id": "b", "sentence": 0, "tokens": ["Lee", "called", "."],
             "starts": [0, 4, 10], "ends": [3, 10, 11], "labels": None,
             "predicted": ["B-PATIENT", "O", "O"]},
            {"doc_id": "a", "sentence": 0, "tokens": ["Seen", "by", "Dr", "Lee", "."],
             "starts": [0, 5, 8, 11, 14], "ends": [4, 7, 10, 14, 15], "labels": None,
             "predicted": ["O", "O", "O", "B-DOCTOR", "O"]}]
    out = run(["export", _input(tmp_path, rows), "--format", "redacted", "--source", src])
    assert out.stdout == ("==> a <==\nSeen by Dr [**DOCTOR**].\n\n"
                          "==> b <==\n[**PATIENT**] called.\n")
    result = run(["export", _input(tmp_path, rows), "--source", src], expect=2)
    assert "Error: Missing option '-o' / '--output' (an output directory; only --format " \
           "redacted or surrogate writes to stdout)" in result.stderr


def test_export_from_text_sources_keeps_carriage_returns_in_redacted(tmp_path):
    src = tmp_path / "txt"
    src.mkdir()
    (src / "n1.txt").write_bytes(b"Seen by Dr Lee.\r\nOK\r\n")
    row = {"doc_id": "n1", "sentence": 0, "tokens": ["Seen", "by", "Dr", "Lee", "."],
           "starts": [0, 5, 8, 11, 14], "ends": [4, 7, 10, 14, 15], "labels": None,
           "predicted": ["O", "O", "O", "B-DOCTOR", "O"]}
    path = _input(tmp_path, [row])
    out = run(["export", path, "--format", "redacted", "--source", src, "-o", "-"])
    assert out.stdout_bytes == b"Seen by Dr [**DOCTOR**].\r\nOK\r\n"
    result = run(["export", path, "--source", src, "-o", tmp_path / "x"], expect=1)
    assert result.stderr.startswith(f"Error: {path}: the text of document 'n1' contains carriage "
                                    "returns, which XML parsers turn into newlines")


def test_existing_files_need_force(tmp_path, source):
    out = tmp_path / "out"
    path = _input(tmp_path, [_row(PRED)])
    run(["export", path, "--source", source, "-o", out])
    result = run(["export", path, "--source", source, "-o", out], expect=2)
    assert result.stderr.strip() == (f"Error: 1 of the 1 files to write exist in '{out}' "
                                     "(e.g. 100-01.xml); use --force to overwrite")
    run(["export", path, "--source", source, "-o", out, "--force"])


def test_bad_input_names_the_document(tmp_path, source):
    path = _input(tmp_path, [_row(PRED, doc_id="nope")])
    result = run(["export", path, "--source", source, "-o", tmp_path / "o"], expect=1)
    assert result.stderr.strip() == (f"Error: {path}: no source text for document 'nope' "
                                     "(expected nope.xml or nope.txt in the source directory)")
    bad = _row(PRED)
    bad["starts"] = [s + 1 for s in bad["starts"]]
    path = _input(tmp_path, [bad])
    result = run(["export", path, "--source", source, "-o", tmp_path / "o"], expect=1)
    assert result.stderr.strip() == (
        f"Error: {path}: token 0 of sentence 0 of document '100-01' (offsets 1-2) differs from "
        "the text there: the tokens were not made from this text")
    unknown = _row(["B-FRIEND"] + ["O"] * 9)
    path = _input(tmp_path, [unknown])
    result = run(["export", path, "--source", source, "-o", tmp_path / "o"], expect=1)
    assert result.stderr.startswith(f"Error: {path}: unknown TYPE 'FRIEND' in label 'B-FRIEND' "
                                    "in sentence 0 of document '100-01'; expected one of")
    assert not (tmp_path / "o").exists()


def test_missing_offsets_and_column(tmp_path, source):
    table = tokens_table([_row(PRED)], predicted=True).drop_columns(["starts"])
    result = run(["export", "--source", source, "-o", tmp_path / "o"],
                 input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip() == ("Error: <stdin>: not a tokens table: missing column "
                                     "'starts' (list<item: int32>)")
    table = tokens_table([_row(PRED)], predicted=True)
    result = run(["export", "--source", source, "-o", tmp_path / "o", "--column", "guess"],
                 input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip() == "Error: <stdin>: not a tokens table: missing column 'guess'"


def test_redact_overlaps():
    tags = [Tag("NAME", "PATIENT", 0, 4, "John"), Tag("NAME", "PATIENT", 2, 6, "hn S")]
    assert redact("John Smith", tags) == "[**PATIENT**] Smith"


def test_labels_round_trip_reproduces_gold_tags(tmp_path, source):
    gold = read_document(source / "100-01.xml")
    row = _row(PRED)
    row["predicted"] = ["O", "B-PATIENT", "I-PATIENT"] + ["O"] * 7
    docs = list(export(tokens_table([row], predicted=True), {"100-01": TEXT}))
    exported = read_document_from(docs[0].content)
    assert [(t.tag, t.type, t.start, t.end) for t in exported.tags] == \
        [(t.tag, t.type, t.start, t.end) for t in gold.tags]


def read_document_from(xml: str):
    from deidkit.corpus.i2b2 import parse_document

    return parse_document(xml.encode(), doc_id="x", source="x", strict=True)


# ---------------------------------------------------------------------------------------
# The round trip on a synthetic corpus: synth -> tokenize -> labels as predictions ->
# export -> evaluate = the tokenization upper bound

def test_round_trip_gives_the_tokenization_upper_bound(tmp_path):
    corpus = tmp_path / "corpus"
    run(["synth", corpus, "--docs", "12", "--seed", "3"])
    tokens = tmp_path / "tokens.parquet"
    run(["tokenize", corpus, "-o", tokens])
    table = dio.read_table(tokens)
    table = table.append_column("predicted", table.column("labels"))
    tagged = tmp_path / "tagged.parquet"
    dio.write_table(tagged, table)
    run(["export", tagged, "--source", corpus, "-o", tmp_path / "system"])
    result = json.loads(run(["evaluate", corpus, tmp_path / "system", "--json"]).stdout)
    upper = result["binary_hipaa_token"]["all"]
    assert upper["fp"] + upper["fn"] == 0 or upper["f1"] > 0.9
    # the same through the tokens routes: gold XML + tokens, and labels vs labels
    via_tokens = json.loads(run(["evaluate", corpus, tagged, "--json"]).stdout)
    assert via_tokens == result
    assert json.loads(run(["evaluate", tagged, "--json"]).stdout)["binary_hipaa_token"]["all"][
        "f1"] == 1.0
    # export tags equal gold tags wherever the tokenization preserved them (both boundaries
    # on token boundaries of one sentence)
    gold = ev.read_xml_dir(corpus, role="gold standard")
    system = ev.read_xml_dir(tmp_path / "system", role="system")
    by_doc = {}
    for row in table.to_pylist():
        by_doc.setdefault(row["doc_id"], []).append(row)
    preserved = 0
    for doc_id, doc in gold.items():
        exported = {(t.tag, t.type, t.start, t.end) for t in system[doc_id].tags}
        bounds = [(set(r["starts"]), set(r["ends"])) for r in by_doc.get(doc_id, [])]
        for t in doc.tags:
            if any(t.start in s and t.end in e for s, e in bounds):
                preserved += 1
                assert (t.tag, t.type, t.start, t.end) in exported, (doc_id, t.id)
    assert preserved > 0


# ---------------------------------------------------------------------------------------
# A run is atomic: a failure at the k-th document leaves no partial output

def _five_documents(tmp_path):
    src = tmp_path / "src5"
    src.mkdir()
    rows = []
    for i in range(5):
        doc_id = f"10{i}-01"
        write_document(src / f"{doc_id}.xml", TEXT, [])
        rows.append(_row(PRED, doc_id=doc_id))
    return _input(tmp_path, rows), src


def _fail_at(monkeypatch, k):
    """Make the k-th document file written fail as a full disk does."""
    import errno
    import pathlib

    original = pathlib.Path.write_text
    calls = []

    def write_text(self, *args, **kwargs):
        if self.suffix in (".xml", ".txt") and ".tmp-" in self.parent.name:
            calls.append(self)
            if len(calls) == k:
                raise OSError(errno.ENOSPC, "No space left on device")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "write_text", write_text)
    return calls


@pytest.mark.parametrize("k", [1, 5])
def test_failure_at_the_kth_document_leaves_no_directory(tmp_path, monkeypatch, k):
    path, src = _five_documents(tmp_path)
    out = tmp_path / "out"
    calls = _fail_at(monkeypatch, k)
    result = run(["export", path, "--source", src, "-o", out], expect=1)
    assert len(calls) == k
    assert result.stderr.strip() == (f"Error: {out}: cannot write 10{k - 1}-01.xml (No space "
                                     "left on device); nothing was exported")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["src5", "tagged.parquet"]


def test_failure_leaves_an_existing_directory_untouched(tmp_path, monkeypatch):
    path, src = _five_documents(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    (out / "100-01.xml").write_text("old")
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    _fail_at(monkeypatch, 4)
    run(["export", path, "--source", src, "-o", out, "--force"], expect=1)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "src5", "tagged.parquet"]
    monkeypatch.undo()
    run(["export", path, "--source", src, "-o", out, "--force"])
    assert sorted(p.name for p in out.iterdir()) == [f"10{i}-01.xml" for i in range(5)] + ["keep.txt"]
    assert (out / "100-01.xml").read_text().startswith("<?xml")
