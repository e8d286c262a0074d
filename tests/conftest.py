"""Shared test helpers: run the CLI in-process, read its Arrow output, build tables."""

from __future__ import annotations

import io as _io

import pyarrow as pa
import pyarrow.ipc as ipc
import pytest
from click.testing import CliRunner

from deidkit import schemas
from deidkit.cli import cli


def arrow_stream_bytes(table: pa.Table) -> bytes:
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return sink.getvalue().to_pybytes()


def read_arrow_output(data: bytes) -> pa.Table:
    """Parse what a command wrote to (non-terminal, non-file) stdout: an Arrow IPC stream."""
    return ipc.open_stream(_io.BytesIO(data)).read_all()


def run(args, input: bytes | str | None = None, *, expect: int | None = 0):
    """Invoke ``deidkit ARGS`` in-process; check the exit code unless ``expect`` is None."""
    runner = CliRunner()
    result = runner.invoke(cli, [str(a) for a in args], input=input, catch_exceptions=True,
                           prog_name="deidkit")
    if expect is not None and result.exit_code != expect:
        raise AssertionError(
            f"deidkit {' '.join(map(str, args))} exited {result.exit_code}, expected {expect}\n"
            f"stderr: {result.stderr}\nexception: {result.exception!r}")
    return result


def tokens_table(rows: list[dict], *, predicted: bool = False) -> pa.Table:
    """A tokens table (canonical schema) from dicts with the tokens columns."""
    include = ["starts", "ends"] + (["predicted"] if predicted else [])
    schema = schemas.TOKENS.arrow(include_optional=include)
    return pa.Table.from_pylist(rows, schema=schema)


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture(scope="session")
def engine_case(tmp_path_factory):
    """The CLI's outputs on a tiny synth corpus (tests/engine_case.py), built once for the
    Spark, Ray and benchmark tests."""
    from tests.engine_case import build

    return build(tmp_path_factory.mktemp("engine"))
