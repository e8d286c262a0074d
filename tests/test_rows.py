"""deidkit.rows.RowRun, the read -> validate -> write loop every table-writing command runs,
and the parts of it in deidkit.io (a validated open, standard input read once)."""

from __future__ import annotations

import io as _io
import json
import sys
import tempfile

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit import io as dio
from deidkit import schemas
from deidkit.errors import ConfigError, DataError
from deidkit.rows import RowRun
from tests.conftest import tokens_table

ROWS = [
    {"doc_id": "d1", "sentence": 0, "tokens": ["John", "Smith", "came"],
     "labels": ["B-PATIENT", "I-PATIENT", "O"]},
    {"doc_id": "d1", "sentence": 1, "tokens": ["Bye"], "labels": ["O"]},
]


class _FakeStdin:
    def __init__(self, data: bytes):
        self.buffer = _io.BytesIO(data)


@pytest.fixture
def spool_dir(tmp_path, monkeypatch):
    """Where a Parquet piped to standard input is spooled (so that a test can see it go)."""
    spool = tmp_path / "spool"
    spool.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spool))
    return spool


def _stdin_parquet(monkeypatch, tmp_path, table: pa.Table) -> None:
    path = tmp_path / "in.parquet"
    pq.write_table(table, path)
    monkeypatch.setattr(sys, "stdin", _FakeStdin(path.read_bytes()))


def _upper(batches):
    for batch in batches:
        tokens = pa.array([[t.upper() for t in s] for s in batch.column("tokens").to_pylist()],
                          pa.list_(pa.string()))
        yield batch.set_column(batch.schema.get_field_index("tokens"), "tokens", tokens)


def test_the_output_is_checked_when_the_run_is_made(tmp_path):
    with pytest.raises(ConfigError, match="cannot tell the output format of .*out.txt"):
        RowRun(tmp_path / "out.txt")


def test_a_terminal_is_refused_when_the_run_is_made(monkeypatch):
    monkeypatch.setattr(dio, "isatty", lambda s: True)
    with pytest.raises(ConfigError, match="refusing to write binary Arrow data to a terminal"):
        RowRun(None)


def test_write_tags_the_schema_and_streams_the_stage(tmp_path):
    dio.write_table(tmp_path / "rows.parquet", tokens_table(ROWS))
    out = tmp_path / "out.parquet"
    run = RowRun(out)
    reader = run.open(tmp_path / "rows.parquet")
    assert run.parents == [reader.schema]
    rows = run.write(_upper(reader), reader.conformed_schema, "tokens",
                     provenance={"command": "test"}, extra={"deidkit.x": "y"})
    assert rows == 2
    table = pq.read_table(out)
    assert table.column("tokens").to_pylist() == [["JOHN", "SMITH", "CAME"], ["BYE"]]
    meta = table.schema.metadata
    assert meta[schemas.SCHEMA_KEY] == schemas.spec("tokens").tag.encode()
    assert json.loads(meta[schemas.PROVENANCE_KEY]) == {"command": "test"}
    assert meta[b"deidkit.x"] == b"y"


def test_a_failing_stage_leaves_no_output_and_closes_its_inputs(tmp_path, monkeypatch,
                                                                spool_dir):
    _stdin_parquet(monkeypatch, tmp_path, tokens_table(ROWS))
    out = tmp_path / "out.parquet"
    out.write_bytes(b"old")
    run = RowRun(out)
    run.open("-")
    assert len(list(spool_dir.iterdir())) == 1  # the piped Parquet, spooled

    def failing():
        raise DataError("bad row", source="stage")
        yield  # a generator, like every stage

    with pytest.raises(DataError, match="bad row"):
        run.write(failing(), tokens_table(ROWS).schema, "tokens")
    assert out.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.parquet", "out.parquet", "spool"]
    assert list(spool_dir.iterdir()) == []  # no copy of the input left behind


def test_open_validates_and_names_the_file(tmp_path):
    bad = tmp_path / "bad.parquet"
    pq.write_table(pa.table({"doc_id": ["d"]}), bad)
    with pytest.raises(DataError, match=r"bad\.parquet: not a tokens table: missing column"):
        RowRun(tmp_path / "out.parquet").open(bad)
    assert not (tmp_path / "out.parquet").exists()


def test_open_input_of_a_kind_closes_what_it_refuses(tmp_path, monkeypatch, spool_dir):
    _stdin_parquet(monkeypatch, tmp_path, pa.table({"doc_id": ["d"]}))
    with pytest.raises(DataError, match="<stdin>: not a tokens table"):
        dio.open_input("-", kind="tokens")
    assert list(spool_dir.iterdir()) == []


def test_open_input_of_a_kind_requires_optional_columns(tmp_path):
    path = tmp_path / "t.parquet"
    dio.write_table(path, tokens_table(ROWS))
    assert dio.open_input(path, kind="tokens").read_all().num_rows == 2
    with pytest.raises(DataError, match="predicted"):
        dio.open_input(path, kind="tokens", require=["predicted"])


def test_standard_input_is_read_once():
    dio.check_stdin_once(["a.parquet", "-", "b.parquet"])
    with pytest.raises(ConfigError, match="standard input can be read only once"):
        dio.check_stdin_once(["-", "b.parquet", "-"])
