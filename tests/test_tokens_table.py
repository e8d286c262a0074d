"""The tokens table's sentence checks: every malformed sentence is named, nothing passes."""

from __future__ import annotations

import pyarrow as pa
import pytest

from deidkit.errors import DataError
from deidkit.tokens_table import check_sentences, read_tokens
from tests.conftest import tokens_table

GOOD = {"doc_id": "d", "sentence": 0, "tokens": ["Dr", "Kunda"], "starts": [0, 4],
        "ends": [2, 9], "labels": ["O", "B-DOCTOR"]}


def _error(rows, **kw) -> str:
    with pytest.raises(DataError) as info:
        check_sentences(tokens_table(rows, predicted="predicted" in rows[-1]), source="f.parquet",
                        **kw)
    return str(info.value)


def test_a_well_formed_table_passes_and_unlabelled_sentences_are_allowed():
    unlabelled = {**GOOD, "sentence": 1, "labels": None}
    check_sentences(tokens_table([GOOD, unlabelled]))


@pytest.mark.parametrize("change, message", [
    ({"labels": ["O", None]}, "null label inside a sentence that has labels"),
    ({"tokens": ["Dr", None]}, "null token inside the sentence"),
    ({"tokens": None}, "the tokens are missing (null) but there are 2 labels, 2 starts, 2 ends"),
    ({"tokens": None, "labels": None, "starts": None, "ends": None}, "null tokens list"),
    ({"labels": ["O"]}, "2 tokens but 1 labels"),
    ({"starts": [0, 4, 6]}, "2 tokens but 3 starts"),
    ({"ends": [2, None]}, "null end offset inside a sentence that has ends"),
    ({"starts": [-1, 4]}, "negative start offset -1"),
    ({"ends": [2, 3]}, "token ends at 3 before it starts at 4"),
    ({"predicted": ["O", None]}, "null predicted label inside a sentence that has predicted"),
])
def test_malformed_sentences_are_named_by_file_document_and_sentence(change, message):
    rows = [GOOD, {**GOOD, "sentence": 7, **change}]
    assert _error(rows) == f"f.parquet: document 'd' sentence 7: {message}"


def test_required_lists_and_replaced_columns():
    unlabelled = {**GOOD, "labels": None}
    assert _error([unlabelled], required={"labels": "needs labels"}) == \
        "f.parquet: document 'd' sentence 0: needs labels"
    assert _error([unlabelled], required=["labels"]) == \
        "f.parquet: document 'd' sentence 0: null labels list"
    stale = tokens_table([{**GOOD, "predicted": ["O"]}], predicted=True)
    check_sentences(stale, replaced=["predicted"])  # about to be overwritten: not checked
    check_sentences(tokens_table([{**GOOD, "tokens": None, "labels": None, "starts": None,
                                   "ends": None}]), null_tokens=True)


def test_rows_without_ids_are_numbered_across_batches():
    table = tokens_table([GOOD, GOOD, {**GOOD, "labels": ["O", None]}]).drop_columns(
        ["doc_id", "sentence"])
    batches = table.to_batches(max_chunksize=2)
    with pytest.raises(DataError, match=r"^row 2: null label"):
        check_sentences(pa.Table.from_batches(batches))


def test_read_tokens_validates_conforms_and_checks(tmp_path):
    import pyarrow.parquet as pq

    path = tmp_path / "t.parquet"
    pq.write_table(tokens_table([GOOD]).cast(pa.schema(
        [pa.field(f.name, pa.large_list(pa.large_string()) if f.name in ("tokens", "labels")
                  else f.type) for f in tokens_table([GOOD]).schema])), path)
    table, source = read_tokens(path)
    assert source == str(path) and table.schema.field("tokens").type == pa.list_(pa.string())
    assert table.column("labels").to_pylist() == [["O", "B-DOCTOR"]]
    pq.write_table(tokens_table([{**GOOD, "labels": ["O", None]}]), path)
    with pytest.raises(DataError, match="null label"):
        read_tokens(path)
    pq.write_table(pa.table({"tokens": [["a"]]}), path)
    with pytest.raises(DataError, match="missing column 'doc_id'"):
        read_tokens(path)
