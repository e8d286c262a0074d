"""Bad inputs that ended in "internal error" (issue 51): each is now one line naming the
file, exit 1 for bad data and 2 for bad usage, and no output left behind."""

from __future__ import annotations

import json
import shutil

import pytest

from deidkit import io as dio
from deidkit.corpus.i2b2 import Tag, write_document
from deidkit.labels import tag_name
from deidkit.pseudonymize.surrogates import Surrogates
from tests.conftest import read_arrow_output, run

DOCS = {
    "d1": ("Seen 03/04/2089 by Dr Berg.\n", [("DATE", "03/04/2089"), ("DOCTOR", "Berg")]),
    "d2": ("John Smith, 93 years.\n", [("PATIENT", "John Smith"), ("AGE", "93")]),
}


def _tagged(tmp_path, docs):
    """i2b2 XML of ``docs`` in src/ and their tokens table with ``predicted`` = the gold."""
    src = tmp_path / "src"
    src.mkdir()
    for doc_id, (text, phi) in docs.items():
        tags = [Tag(tag_name(typ), typ, text.index(v), text.index(v) + len(v), v) for typ, v in phi]
        write_document(src / f"{doc_id}.xml", text, tags)
    run(["tokenize", src, "-o", tmp_path / "tokens.parquet"])
    table = dio.read_table(tmp_path / "tokens.parquet")
    dio.write_table(tmp_path / "tagged.parquet",
                    table.append_column("predicted", table.column("labels")))
    return tmp_path / "tagged.parquet", src


def _one_error_line(result, code):
    lines = result.stderr.strip().splitlines()
    assert result.exit_code == code, result.stderr
    assert [line for line in lines if line.startswith("Error")] == [lines[-1]], result.stderr
    assert "internal error" not in result.stderr and "Traceback" not in result.stderr
    return lines[-1]


def test_evaluate_against_an_empty_gold_directory(tmp_path):
    tagged, src = _tagged(tmp_path, DOCS)
    gold = tmp_path / "gold"
    gold.mkdir()
    (gold / "notes.txt").write_text("not XML\n")
    out = tmp_path / "metrics.parquet"
    for pred in (tagged, src):  # a tokens table (it was a KeyError) or a directory of XML
        result = run(["evaluate", gold, pred, "-o", out], expect=None)
        assert _one_error_line(result, 1) == (f"Error: {gold}: no i2b2 XML file (*.xml) in "
                                              "the gold directory: nothing to score against")
        assert not out.exists()


def test_evaluate_a_table_with_documents_the_gold_directory_lacks(tmp_path):
    # the table's document d2 is not in the gold directory: it was a KeyError
    tagged, src = _tagged(tmp_path, DOCS)
    gold = tmp_path / "gold"
    gold.mkdir()
    shutil.copy(src / "d1.xml", gold / "d1.xml")
    result = run(["evaluate", gold, tagged, "--json"])
    assert "1 system document without a gold document: ignored" in result.stderr
    scores = json.loads(result.stdout)["strict"]["all"]
    assert (scores["tp"], scores["fp"], scores["fn"]) == (2, 0, 0)  # d1's DATE and DOCTOR


def test_export_reads_a_source_file_of_any_suffix_by_its_content(tmp_path):
    # a source file named alone with a suffix export did not know was a KeyError
    tagged, src = _tagged(tmp_path, {"d1": DOCS["d1"]})
    binary = tmp_path / "notes.bin"
    binary.write_bytes(b"\xbd\x00\x01 not text")
    out = tmp_path / "out"
    result = run(["export", tagged, "--source", binary, "-o", out], expect=None)
    assert _one_error_line(result, 1) == \
        f"Error: {binary}: not valid UTF-8 (byte 0xbd at offset 0, line 1)"
    assert not out.exists()
    # i2b2 XML under another name is read as XML, as tokenize reads it
    shutil.copy(src / "d1.xml", tmp_path / "d1.bin")
    result = run(["export", tagged, "--format", "redacted", "--source", tmp_path / "d1.bin"])
    assert result.stdout == "Seen [**DATE**] by Dr [**DOCTOR**].\n"


@pytest.mark.parametrize("stage, args", [
    ("export", ["--source", "SRC", "-o", "OUT"]),
    ("export", ["--format", "conll", "-o", "OUT"]),
    ("evaluate", ["-o", "OUT"]),
    ("report", ["-o", "OUT"]),
    ("pseudonymize", ["--strategy", "surrogate", "-o", "OUT"]),
])
def test_a_label_column_that_holds_no_labels(stage, args, tmp_path):
    # --column doc_id (a string per sentence) was an ArrowNotImplementedError or TypeError
    tagged, src = _tagged(tmp_path, DOCS)
    out = tmp_path / ("out.html" if stage == "report" else
                      "out" if stage == "export" else "out.parquet")
    args = [str(src) if a == "SRC" else str(out) if a == "OUT" else a for a in args]
    for column, problem in (
            ("doc_id", "column 'doc_id' has type string, but a label column holds lists of "
                       "strings (an IOB2 label per token)"),
            ("nope", "not a tokens table: missing column 'nope'")):
        result = run([stage, tagged, *args, "--column", column], expect=None)
        assert _one_error_line(result, 1) == f"Error: {tagged}: {problem}"
        assert not out.exists()


def test_pseudonymize_reads_labels_from_a_column_of_any_name(tmp_path):
    # --column gold2 (a list of labels not in the schema) was "internal error: ValueError"
    tagged, _ = _tagged(tmp_path, DOCS)
    table = dio.read_table(tagged)
    dio.write_table(tmp_path / "gold2.parquet",
                    table.append_column("gold2", table.column("labels")))
    result = run(["pseudonymize", tmp_path / "gold2.parquet", "--strategy", "surrogate",
                  "--column", "gold2", "--no-shuffle", "--keep-ids", "--seed", "1"])
    seen, person = (row["tokens"] for row in read_arrow_output(result.stdout_bytes).to_pylist())
    # d1's dates move by its offset: March 4th 2089 + 232 days is October 22nd
    assert Surrogates(seed=1).date_offset("d1") == 232
    assert seen[:6] == ["Seen", "10", "/", "22", "/", "2089"] and seen[8] != "Berg"
    assert person[2:] == [",", "90", "years", "."] and not {"John", "Smith"} & set(person)


def test_export_to_a_place_it_cannot_write_fails_before_any_work(tmp_path):
    # the error named the hidden temporary file ("[Errno 2] ... '/proc/.k.csv.tmp-...'")
    from tests.test_training import _unwritable

    tagged, src = _tagged(tmp_path, DOCS)
    where = _unwritable()
    for args, what in ((["-o", f"{where}/out"], f"-o {where}/out"),
                       (["--format", "surrogate", "--key", f"{where}/key.csv"],
                        f"--key {where}/key.csv")):
        result = run(["export", tagged, "--source", src, *args], expect=None)
        line = _one_error_line(result, 2)
        assert line.startswith(f"Error: cannot write {what}: directory '{where}' is not "
                               "writable ("), line
        assert result.stdout == ""
    below_a_file = tmp_path / "notes.txt"
    below_a_file.write_text("x")
    result = run(["export", tagged, "--source", src, "-o", below_a_file / "out"], expect=None)
    assert _one_error_line(result, 2) == (f"Error: cannot write -o {below_a_file}/out: "
                                          f"directory '{below_a_file}' is not writable "
                                          "(Not a directory)")


def test_tokenize_a_label_studio_task_whose_annotations_are_not_a_list(tmp_path):
    # {"annotations": 7} was "internal error: TypeError: 'int' object is not iterable"
    tasks = tmp_path / "tasks.json"
    for kind in ("annotations", "predictions"):
        tasks.write_text(json.dumps([{"data": {"text": "John Smith"}, kind: 7}]))
        out = tmp_path / "tokens.parquet"
        result = run(["tokenize", tasks, "-o", out], expect=None)
        assert _one_error_line(result, 1) == f"Error: {tasks}: task 1: {kind} is not a list"
        assert not out.exists()


def test_a_finished_run_removes_its_checkpoint_but_not_the_users_files(tmp_path):
    # `attack --checkpoint results/` deleted the whole results/ directory on success
    import torch

    from deidkit.run_checkpoint import STATE_FILE, RunCheckpoint

    users = tmp_path / "results"
    users.mkdir()
    (users / "notes.txt").write_text("keep me")
    own = tmp_path / "ck"
    for directory in (users, own):
        checkpoint = RunCheckpoint(directory, command="attack", resume=False)
        checkpoint.save({"seed": 0}, {"epoch": 1}, {"w": torch.zeros(2)}, epoch=1)
        assert (directory / STATE_FILE).exists()
        checkpoint.finish()
    assert [p.name for p in users.iterdir()] == ["notes.txt"]
    assert (users / "notes.txt").read_text() == "keep me"
    assert not own.exists()  # a directory the run made, nothing else in it: gone
