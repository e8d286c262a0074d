"""`tokenize` and `export` with the annotation tools' formats: round trips from a synthetic
i2b2 corpus through each format, sniffing, document ids, and bad input (one line, exit 1,
no output)."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit import io as dio
from tests.conftest import arrow_stream_bytes, run, tokens_table

FORMATS = ("brat", "label-studio", "jsonl", "conll")


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


def _rows(path):
    return pq.read_table(path).to_pylist()


@pytest.fixture(scope="module")
def gold(tmp_path_factory):
    """A synthetic i2b2 corpus, its tokens table, and the table with the gold labels as
    predictions (what a model that is always right would give)."""
    tmp = tmp_path_factory.mktemp("gold")
    corpus = tmp / "corpus"
    run(["synth", corpus, "--docs", "8", "--seed", "5", "--style", "B"])
    tokens = tmp / "tokens.parquet"
    run(["-q", "tokenize", corpus, "-o", tokens])
    table = dio.read_table(tokens)
    tagged = tmp / "tagged.parquet"
    dio.write_table(tagged, table.append_column("predicted", table.column("labels")))
    return corpus, tokens, tagged


def _export(tagged, corpus, fmt, out, *extra):
    source = [] if fmt == "conll" else ["--source", corpus]
    return run(["export", tagged, "--format", fmt, *source, "-o", out, *extra])


@pytest.mark.parametrize("fmt", FORMATS)
def test_round_trip_gives_the_same_labels_and_offsets(gold, tmp_path, fmt):
    corpus, tokens, tagged = gold
    out = tmp_path / "out"
    result = _export(tagged, corpus, fmt, out)
    assert f"--format {fmt}) to {out}" in result.stderr
    again = tmp_path / "again.parquet"
    run(["-q", "tokenize", out, "-o", again])
    before, after = _rows(tokens), _rows(again)
    assert sum(label.startswith("B-") for r in before for label in r["labels"]) > 50
    keys = ["doc_id", "sentence", "tokens", "labels"]
    if fmt != "conll":  # CoNLL has no source text: its offsets index the joined tokens
        keys += ["starts", "ends"]
    assert [[r[k] for k in keys] for r in after] == [[r[k] for k in keys] for r in before]
    if fmt == "conll":
        for row in after:
            assert row["starts"][0] == 0 or row["sentence"] > 0
            assert all(b - a == len(t) for a, b, t in zip(row["starts"], row["ends"],
                                                          row["tokens"]))
    # ... and back out through export unchanged
    table = dio.read_table(again)
    retagged = tmp_path / "retagged.parquet"
    dio.write_table(retagged, table.append_column("predicted", table.column("labels")))
    second = tmp_path / "second"
    _export(retagged, out, fmt, second)  # the exported files are the source texts now
    first_files = {p.name: p.read_bytes() for p in out.iterdir()}
    assert {p.name: p.read_bytes() for p in second.iterdir()} == first_files


def test_label_studio_export_is_pre_annotations_to_review(gold, tmp_path):
    corpus, _, tagged = gold
    _export(tagged, corpus, "label-studio", tmp_path / "review")
    tasks = json.loads((tmp_path / "review" / "tasks.json").read_text())
    assert len(tasks) == 8 and all("annotations" not in t for t in tasks)
    first = tasks[0]
    assert first["data"]["doc_id"] == "100-01"
    assert (corpus / "100-01.xml").read_text().count(first["data"]["text"][:40]) == 1
    [prediction] = first["predictions"]
    assert prediction["model_version"].endswith(": predicted")
    region = prediction["result"][0]
    assert {k: region[k] for k in ("from_name", "to_name", "type")} == \
        {"from_name": "label", "to_name": "text", "type": "labels"}
    value = region["value"]
    assert first["data"]["text"][value["start"]:value["end"]] == value["text"]
    # the tasks file is a source of texts by itself (its labels are not read)
    tasks[0]["predictions"][0]["result"][0]["value"]["labels"] = ["Person"]
    (tmp_path / "edited.json").write_text(json.dumps(tasks))
    for name, source in (("from-json", tmp_path / "edited.json"), ("from-xml", corpus)):
        _export(tagged, source, "redacted", tmp_path / name)
    redacted = {p.name: p.read_text() for p in (tmp_path / "from-json").iterdir()}
    assert len(redacted) == 8 and "[**" in redacted["100-01.txt"]
    assert redacted == {p.name: p.read_text() for p in (tmp_path / "from-xml").iterdir()}


def test_unreviewed_label_studio_tasks_are_counted(tmp_path):
    path = tmp_path / "tasks.json"
    path.write_text(json.dumps([{"data": {"text": "Dr Lee", "doc_id": "a"}, "predictions": [
        {"result": [{"type": "labels", "value": {"start": 3, "end": 6, "labels": ["DOCTOR"]}}]}]}]))
    result = run(["tokenize", path, "-o", tmp_path / "o.parquet"])
    assert "Label Studio tasks read from predictions (unreviewed)  1" in result.stderr
    assert _rows(tmp_path / "o.parquet")[0]["labels"] == ["O", "B-DOCTOR"]


@pytest.mark.parametrize("data, doc_ids, labels", [
    (b'{"text": "Dr Lee", "label": [[3, 6, "DOCTOR"]]}\n{"text": "Ann", "label": []}\n',
     ["stdin-1", "stdin-2"], [["O", "B-DOCTOR"], ["O"]]),
    (b'[{"id": 4, "data": {"text": "Dr Lee"}, "annotations": [{"result": []}]}]',
     ["stdin-4"], [["O", "O"]]),
    (b"Dr\tO\nLee\tB-DOCTOR\n", ["stdin"], [["O", "B-DOCTOR"]]),
    (b"[Discharge] Dr Lee\n", ["stdin"], [None]),
])
def test_stdin_is_sniffed(tmp_path, data, doc_ids, labels):
    out = tmp_path / "o.parquet"
    run(["-q", "tokenize", "-", "-o", out], input=data)
    rows = _rows(out)
    assert [r["doc_id"] for r in rows] == doc_ids
    assert [r["labels"] for r in rows] == labels


# ---------------------------------------------------------------------------------------
# Bad input: one line naming the file (and line), exit 1, no output file

def _write(path, content):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    return path


_BAD = {
    "malformed .ann line": (
        {"n.txt": "Dr Lee\n", "n.ann": "T1\tDOCTOR 3 6\tLee\nT2 DOCTOR 3 6 Lee\n"}, "n.ann",
        "line 2: malformed annotation (expected 'T<id><TAB><label> <start> <end><TAB><text>')"),
    "brat span outside the text": (
        {"n.txt": "Dr Lee\n", "n.ann": "T1\tDOCTOR 3 60\tLee\n"}, "n.ann",
        "line 1: span 3-60 outside the text (length 7)"),
    "brat overlap": (
        {"n.txt": "Dr Lee\n", "n.ann": "T1\tDOCTOR 0 6\tDr Lee\nT2\tPATIENT 3 6\tLee\n"},
        "n.ann", "line 2: span 3-6 overlaps the span 0-6 of line 1"),
    "brat unknown label": (
        {"n.txt": "Dr Lee\n", "n.ann": "T1\tPerson 3 6\tLee\n"}, "n.ann",
        "line 1: unknown label 'Person' (not an i2b2 2014 TYPE; map it with --label-map)"),
    "Label Studio overlap": (
        {"t.json": json.dumps([{"id": 3, "data": {"text": "Dr Lee"}, "annotations": [
            {"result": [{"type": "labels", "value": {"start": 0, "end": 6, "labels": ["DOCTOR"]}},
                        {"type": "labels", "value": {"start": 3, "end": 5, "labels": ["DOCTOR"]}}
                        ]}]}])}, "t.json",
        "task 3 annotation result 2: span 3-5 overlaps the span 0-6 of task 3 annotation "
        "result 1"),
    "Label Studio not JSON": (
        {"t.json": "[{"}, "t.json",
         "not JSON (Expecting property name enclosed in double quotes: line 1 column 3 (char 2))"),
    "JSONL unknown label": (
        {"d.jsonl": '{"text": "x"}\n{"text": "Dr Lee", "spans": [{"start": 3, "end": 6, '
                    '"label": "PERSON"}]}\n'}, "d.jsonl",
        "line 2: unknown label 'PERSON' (not an i2b2 2014 TYPE; map it with --label-map)"),
    "JSONL span outside the text": (
        {"d.jsonl": '{"text": "Dr Lee", "label": [[3, 9, "DOCTOR"]]}\n'}, "d.jsonl",
        "line 1: span 3-9 outside the text (length 6)"),
    "CoNLL line without a label": (
        {"c.conll": "Dr\tO\nLee\n"}, "c.conll",
        "line 2: expected a token, a tab and an IOB2 label"),
    "CoNLL unknown label": (
        {"c.conll": "Dr\tO\nLee\tB-PER\n"}, "c.conll",
        "line 2: unknown label 'PER' (not an i2b2 2014 TYPE; map it with --label-map)"),
    "empty JSONL": ({"d.jsonl": "\n"}, "d.jsonl", "empty file"),
}


@pytest.mark.parametrize("case", sorted(_BAD))
@pytest.mark.parametrize("workers", [1, 2])
def test_bad_annotations_fail_with_one_line_and_no_output(tmp_path, case, workers):
    files, named, message = _BAD[case]
    src = tmp_path / "in"
    for name, content in files.items():
        _write(src / name, content)
    # a good brat document before the bad one: nothing of it may be written either
    _write(tmp_path / "good" / "a.txt", "Seen by Dr Lee.\n")
    _write(tmp_path / "good" / "a.ann", "T1\tDOCTOR 11 14\tLee\n")
    out = tmp_path / "o.parquet"
    result = run(["tokenize", tmp_path / "good", src, "-o", out, "--workers", workers],
                 expect=1)
    assert one_line(result.stderr) == f"Error: {src / named}: {message}"
    assert not out.exists() and not list(tmp_path.glob("*.tmp*"))


def test_label_map_maps_labels_and_is_an_error_where_it_does_not_apply(tmp_path):
    _write(tmp_path / "d.jsonl", '{"doc_id": "n", "text": "Dr Lee", "label": [[3, 6, "PER"]]}\n')
    label_map = _write(tmp_path / "map.tsv", "PER\tDOCTOR\n")
    out = tmp_path / "o.parquet"
    run(["-q", "tokenize", tmp_path / "d.jsonl", "--label-map", label_map, "-o", out])
    assert _rows(out)[0]["labels"] == ["O", "B-DOCTOR"]
    bad_map = _write(tmp_path / "bad.tsv", "PER\tPERSON\n")
    result = run(["tokenize", tmp_path / "d.jsonl", "--label-map", bad_map, "-o",
                  tmp_path / "p.parquet"], expect=1)
    assert one_line(result.stderr) == \
        f"Error: {bad_map}: line 1: 'PERSON' is not an i2b2 2014 TYPE (or O)"
    _write(tmp_path / "x" / "n.txt", "Dr Lee\n")
    result = run(["tokenize", tmp_path / "x", "--label-map", label_map, "-o",
                  tmp_path / "q.parquet"], expect=2)
    assert one_line(result.stderr) == ("Error: --label-map applies to brat, Label Studio, "
                                       "JSONL and CoNLL inputs; these are i2b2 XML or plain text")
    assert not (tmp_path / "p.parquet").exists() and not (tmp_path / "q.parquet").exists()


def test_document_ids_named_inside_files_must_be_unique(tmp_path):
    a = _write(tmp_path / "a.jsonl", '{"doc_id": "n1", "text": "x"}\n')
    b = _write(tmp_path / "b.jsonl", '{"doc_id": "n2", "text": "y"}\n{"doc_id": "n1", "text": "z"}\n')
    result = run(["tokenize", a, b, "-o", tmp_path / "o.parquet"], expect=1)
    assert one_line(result.stderr) == \
        f"Error: {b}: document id 'n1' also comes from {a}: document ids must be unique"


def test_a_directory_holds_one_format(tmp_path):
    _write(tmp_path / "d" / "a.conll", "x\tO\n")
    _write(tmp_path / "d" / "b.jsonl", '{"text": "x"}\n')
    result = run(["tokenize", tmp_path / "d", "-o", tmp_path / "o.parquet"], expect=1)
    assert one_line(result.stderr) == (f"Error: {tmp_path / 'd'}: directory holds files of two "
                                       "formats (.jsonl and .conll); give the files of one")
    # i2b2 XML wins, as it does over .txt: a corpus with a stray JSON file still reads
    _write(tmp_path / "x" / "n.xml", '<deIdi2b2><TEXT>Dr Lee</TEXT><TAGS><NAME start="3" '
           'end="6" TYPE="DOCTOR"/></TAGS></deIdi2b2>')
    _write(tmp_path / "x" / "metrics.json", "{}")
    run(["-q", "tokenize", tmp_path / "x", "-o", tmp_path / "o.parquet"])
    assert [r["doc_id"] for r in _rows(tmp_path / "o.parquet")] == ["n"]
    # brat's configuration files and the .txt of each .ann do not count as formats
    _write(tmp_path / "b" / "n.txt", "Dr Lee\n")
    _write(tmp_path / "b" / "n.ann", "T1\tDOCTOR 3 6\tLee\n")
    _write(tmp_path / "b" / "annotation.conf", "[entities]\nDOCTOR\n")
    run(["-q", "tokenize", tmp_path / "b", "-o", tmp_path / "o.parquet"])
    assert _rows(tmp_path / "o.parquet")[0]["labels"] == ["O", "B-DOCTOR"]
    # both files of a brat document named (`tokenize b/*`): one document
    run(["-q", "tokenize", tmp_path / "b" / "n.ann", tmp_path / "b" / "n.txt", "-o",
         tmp_path / "p.parquet"])
    assert [r["doc_id"] for r in _rows(tmp_path / "p.parquet")] == ["n"]


# ---------------------------------------------------------------------------------------
# export: options that do not apply, missing columns

def test_conll_takes_no_source_and_the_others_need_one(gold, tmp_path):
    corpus, _, tagged = gold
    result = run(["export", tagged, "--format", "conll", "--source", corpus, "-o",
                  tmp_path / "c"], expect=2)
    assert one_line(result.stderr) == ("Error: --source does not apply with --format conll "
                                       "(it writes the tokens of the table)")
    result = run(["export", tagged, "--format", "brat", "-o", tmp_path / "b"], expect=2)
    assert "Missing option '--source'" in result.stderr
    assert not (tmp_path / "c").exists() and not (tmp_path / "b").exists()


@pytest.mark.parametrize("fmt, column", [("brat", "starts"), ("label-studio", "ends"),
                                         ("jsonl", "predicted"), ("conll", "predicted")])
def test_missing_column_is_named(tmp_path, fmt, column):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "d.txt").write_text("Dr Lee\n")
    table = tokens_table([{"doc_id": "d", "sentence": 0, "tokens": ["Dr", "Lee"],
                           "starts": [0, 3], "ends": [2, 6], "labels": ["O", "B-DOCTOR"],
                           "predicted": ["O", "B-DOCTOR"]}], predicted=True)
    table = table.drop_columns([column])
    source = [] if fmt == "conll" else ["--source", tmp_path / "src"]
    result = run(["export", "--format", fmt, *source, "-o", tmp_path / "out"],
                 input=arrow_stream_bytes(table), expect=1)
    assert one_line(result.stderr).startswith("Error: <stdin>: ")
    assert f"missing column '{column}'" in result.stderr
    assert not (tmp_path / "out").exists()


def test_conll_export_refuses_tokens_it_cannot_write(tmp_path):
    table = tokens_table([{"doc_id": "d", "sentence": 0, "tokens": ["Dr", "L\tee"],
                           "starts": [0, 3], "ends": [2, 7], "labels": None,
                           "predicted": ["O", "B-DOCTOR"]}], predicted=True)
    result = run(["export", "--format", "conll", "-o", tmp_path / "out"],
                 input=arrow_stream_bytes(table), expect=1)
    assert one_line(result.stderr) == (
        "Error: <stdin>: document 'd': a token is empty or holds a tab or line break, which "
        "CoNLL cannot write")
    assert not (tmp_path / "out").exists()


def test_empty_table_exports_an_empty_task_list(tmp_path):
    (tmp_path / "src").mkdir()
    table = tokens_table([], predicted=True)
    run(["export", "--format", "label-studio", "--source", tmp_path / "src", "-o",
         tmp_path / "out"], input=arrow_stream_bytes(table))
    assert json.loads((tmp_path / "out" / "tasks.json").read_text()) == []
    assert isinstance(table, pa.Table)


def test_workers_give_identical_output_and_check_ids_across_groups(tmp_path):
    src = tmp_path / "many"
    for i in range(40):  # more than one group of 32 inputs
        lines = [json.dumps({"doc_id": f"n{i}-{k}", "text": f"Dr Lee saw patient {k}.",
                             "label": [[3, 6, "DOCTOR"]]}) for k in range(3)]
        _write(src / f"f{i:02d}.jsonl", "\n".join(lines) + "\n")
    one, two = tmp_path / "one.parquet", tmp_path / "two.parquet"
    run(["-q", "tokenize", src, "-o", one, "--workers", "1"])
    run(["-q", "tokenize", src, "-o", two, "--workers", "2"])
    assert one.read_bytes() == two.read_bytes()
    assert len(_rows(one)) == 120
    # the same id in the first and in the last group
    _write(src / "f39.jsonl", json.dumps({"doc_id": "n0-1", "text": "x"}) + "\n")
    result = run(["tokenize", src, "-o", tmp_path / "three.parquet", "--workers", "2"],
                 expect=1)
    assert one_line(result.stderr) == (f"Error: {src / 'f39.jsonl'}: document id 'n0-1' also "
                                       f"comes from {src / 'f00.jsonl'}: document ids must be "
                                       "unique")
    assert not (tmp_path / "three.parquet").exists()
