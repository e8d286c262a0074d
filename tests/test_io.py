"""The I/O rules of docs/data-contract.md: formats by suffix, sniffing, atomic writes, stdin/stdout."""

from __future__ import annotations

import io as _io
import os
import sys

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deidkit import io as dio
from deidkit import schemas
from deidkit.errors import ConfigError, DataError
from tests.conftest import arrow_stream_bytes, tokens_table

ROWS = [
    {"doc_id": "100-01", "sentence": 0, "tokens": ["John", "Smith", "&"], "starts": [0, 5, 11],
     "ends": [4, 10, 16], "labels": ["B-PATIENT", "I-PATIENT", "O"]},
    {"doc_id": "100-01", "sentence": 1, "tokens": [], "starts": [], "ends": [], "labels": None},
]


@pytest.mark.parametrize("suffix", [".parquet", ".arrow", ".arrows"])
def test_write_then_read_by_suffix(tmp_path, suffix):
    table = tokens_table(ROWS)
    path = tmp_path / f"t{suffix}"
    assert dio.write_table(path, table) == 2
    reader = dio.open_input(path)
    assert reader.format == {".parquet": "Parquet", ".arrow": "Arrow IPC file",
                             ".arrows": "Arrow IPC stream"}[suffix]
    back = reader.read_all()
    assert back.equals(table)
    assert oct(os.stat(path).st_mode & 0o777) != "0o600"  # not mkstemp's private mode
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temp files left


def test_unknown_suffix_is_a_usage_error(tmp_path):
    with pytest.raises(ConfigError, match=r"cannot tell the output format of '.*x.csv'"):
        dio.output_format(tmp_path / "x.csv")


def test_failed_write_leaves_no_file(tmp_path):
    table = tokens_table(ROWS)
    path = tmp_path / "out.parquet"
    with pytest.raises(RuntimeError):
        with dio.open_output(path, table.schema) as w:
            w.write(table)
            raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []


def test_failed_write_keeps_the_previous_file(tmp_path):
    path = tmp_path / "out.parquet"
    dio.write_table(path, tokens_table(ROWS[:1]))
    before = path.read_bytes()
    with pytest.raises(RuntimeError):
        with dio.open_output(path, tokens_table(ROWS).schema) as w:
            w.write(tokens_table(ROWS))
            raise RuntimeError("boom")
    assert path.read_bytes() == before


class _FakeStdin:
    def __init__(self, data: bytes):
        self.buffer = _io.BytesIO(data)


@pytest.mark.parametrize("fmt", ["parquet", "arrow-file", "arrow-stream"])
def test_stdin_is_sniffed(monkeypatch, tmp_path, fmt):
    table = tokens_table(ROWS)
    suffix = {"parquet": ".parquet", "arrow-file": ".arrow", "arrow-stream": ".arrows"}[fmt]
    path = tmp_path / f"t{suffix}"
    dio.write_table(path, table)
    monkeypatch.setattr(sys, "stdin", _FakeStdin(path.read_bytes()))
    reader = dio.open_input("-")
    assert reader.source == "<stdin>"
    assert reader.read_all().equals(table)


@pytest.mark.parametrize("data, message", [
    (b"", "<stdin>: empty input (0 bytes); expected Parquet or Arrow IPC data"),
    (b"<?xml version='1.0'?><deIdi2b2/>", "<stdin>: this looks like XML, not a Parquet or Arrow "
                                          "table (use `deidkit tokenize` on i2b2 XML)"),
    (b"doc_id,tokens\n", "<stdin>: not a Parquet or Arrow IPC table (unrecognised first bytes)"),
])
def test_bad_stdin_messages(monkeypatch, data, message):
    monkeypatch.setattr(sys, "stdin", _FakeStdin(data))
    with pytest.raises(DataError) as err:
        dio.open_input(None)
    assert str(err.value) == message


def test_truncated_parquet_names_the_file(tmp_path):
    path = tmp_path / "t.parquet"
    dio.write_table(path, tokens_table(ROWS))
    data = path.read_bytes()
    bad = tmp_path / "cut.parquet"
    bad.write_bytes(data[: len(data) // 2])
    with pytest.raises(DataError, match=r"cut.parquet: truncated or corrupt Parquet data"):
        dio.open_input(bad).read_all()


def test_truncated_arrow_stream_names_the_source(tmp_path):
    table = pa.concat_tables([tokens_table(ROWS)] * 50)
    data = arrow_stream_bytes(table)
    bad = tmp_path / "cut.arrows"
    bad.write_bytes(data[: len(data) - 40])
    with pytest.raises(DataError, match=r"cut.arrows: truncated or corrupt Arrow IPC stream data"):
        dio.open_input(bad).read_all()


def test_missing_and_directory_inputs(tmp_path):
    with pytest.raises(DataError, match=r"nope.parquet: no such file"):
        dio.open_input(tmp_path / "nope.parquet")
    with pytest.raises(DataError, match=r"is a directory"):
        dio.open_input(tmp_path)


def test_stdout_to_a_terminal_is_refused(monkeypatch):
    monkeypatch.setattr(dio, "isatty", lambda s: True)
    with pytest.raises(ConfigError, match="refusing to write binary Arrow data to a terminal"):
        dio.output_format("-")


def test_stdout_regular_file_gets_parquet(tmp_path, monkeypatch):
    target = tmp_path / "redirected.parquet"
    with open(target, "wb") as fh:
        class Out:
            buffer = fh

            def fileno(self):
                return fh.fileno()

            def isatty(self):
                return False
        monkeypatch.setattr(sys, "stdout", Out())
        assert dio.output_format(None) == "parquet"
        dio.write_table(None, tokens_table(ROWS))
    assert pq.read_table(target).num_rows == 2


def test_stdout_pipe_gets_an_arrow_stream(monkeypatch):
    buf = _io.BytesIO()

    class Out:
        buffer = buf

        def isatty(self):
            return False
    monkeypatch.setattr(sys, "stdout", Out())
    dio.write_table("-", tokens_table(ROWS))
    assert buf.getvalue()[:4] == dio.ARROW_STREAM_MAGIC


# ---------------------------------------------------------------------------------------
# Property: any tokens table (with extra columns) survives every format.

_token = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=0, max_size=6)


@st.composite
def _tables(draw):
    n = draw(st.integers(0, 6))
    rows = []
    for i in range(n):
        k = draw(st.integers(0, 5))
        toks = draw(st.lists(_token, min_size=k, max_size=k))
        starts = draw(st.lists(st.integers(0, 2**31 - 1), min_size=k, max_size=k))
        labels = draw(st.one_of(st.none(), st.lists(st.sampled_from(["O", "B-DATE", "I-DATE"]),
                                                    min_size=k, max_size=k)))
        rows.append({"doc_id": draw(_token), "sentence": i, "tokens": toks, "starts": starts,
                     "ends": starts, "labels": labels,
                     "extra": draw(st.one_of(st.none(), st.floats(allow_nan=False)))})
    schema = schemas.TOKENS.arrow(include_optional=["starts", "ends"]).append(
        pa.field("extra", pa.float64()))
    return pa.Table.from_pylist(rows, schema=schema)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=_tables(), suffix=st.sampled_from([".parquet", ".arrow", ".arrows"]))
def test_property_tables_survive_every_format(tmp_path, table, suffix):
    path = tmp_path / f"p{suffix}"
    dio.write_table(path, table)
    back = dio.open_input(path).read_all()
    assert back.equals(table)


def test_parquet_pages_carry_checksums_that_reading_verifies(tmp_path):
    # Overwritten bytes inside a data page must not read back as other offsets.
    rows = [{**ROWS[0], "sentence": i, "starts": [i, i + 5, i + 11], "ends": [i + 4, i + 10, i + 16]}
            for i in range(2000)]
    path = tmp_path / "t.parquet"
    dio.write_table(path, tokens_table(rows))
    meta = pq.read_metadata(path)
    column = [meta.row_group(0).column(i) for i in range(meta.num_columns)
              if meta.row_group(0).column(i).path_in_schema.startswith("starts")][0]
    start = column.data_page_offset
    data = bytearray(path.read_bytes())
    middle = start + column.total_compressed_size // 2
    data[middle:middle + 200] = bytes(200)
    path.write_bytes(bytes(data))
    with pytest.raises(DataError, match=rf"^{path}: truncated or corrupt Parquet data \(.*"):
        dio.open_input(path).read_all()


def test_an_output_that_cannot_be_written_is_named_by_its_path(tmp_path):
    # A file-size limit makes the write fail with EFBIG, as a full disk would with ENOSPC;
    # the message names the output, not the hidden temporary file, and nothing is left.
    import resource
    import subprocess

    from tests.conftest import run

    run(["synth", str(tmp_path / "corpus"), "--docs", "20", "--seed", "0"], expect=0)
    out = tmp_path / "out" / "tokens.parquet"
    out.parent.mkdir()

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    result = subprocess.run([sys.executable, "-m", "deidkit", "tokenize", str(tmp_path / "corpus"),
                             "-o", str(out)], capture_output=True, text=True, preexec_fn=limit)
    assert result.returncode == 1, result.stderr
    assert result.stderr.strip().splitlines()[-1] == f"Error: {out}: cannot write (File too large)"
    assert list(out.parent.iterdir()) == []
