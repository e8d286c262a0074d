"""Bad inputs that ended in "internal error" (issue 51): each is now one line naming the
file, exit 1 for bad data and 2 for bad usage, and no output left behind."""

from __future__ import annotations

import json
import shutil

from deidkit import io as dio
from deidkit.corpus.i2b2 import Tag, write_document
from deidkit.labels import tag_name
from tests.conftest import run

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
