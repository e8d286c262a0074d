"""Contract tests every command inherits (csvkit style).

* ``--help`` and ``-h`` work and the help starts with a real pipeline example;
* empty input -> empty output with the right schema;
* an input lacking a required column -> exit 1 naming the column;
* binary output to a terminal is refused with a usage error (exit 2).
"""

from __future__ import annotations

import importlib
import pkgutil

import pyarrow as pa
import pytest

import tests.contract_cases as cases_pkg
from deidkit import io as dio
from deidkit import schemas
from deidkit.cli import available_stages
from tests.conftest import arrow_stream_bytes, read_arrow_output, run

#: Every command deidkit ships, pinned here rather than read from the implementation, so
#: that a deleted or renamed command fails this suite instead of leaving it silently.
STAGES = ["synth", "tokenize", "embed-neighbors", "pseudonymize", "train-tagger", "tag",
          "self-train", "train-adversarial", "represent", "attack", "evaluate", "export",
          "report"]


def _with_case(*, reads: bool = False, writes: bool = False) -> list[str]:
    """The pinned stages whose contract case reads a table (``reads``) and/or writes one."""
    out = []
    for stage in STAGES:
        case = importlib.import_module(f"tests.contract_cases.{stage.replace('-', '_')}").CASE
        if (not reads or case.input_kind is not None) and (not writes or case.output_kind is not None):
            out.append(stage)
    return out


def test_the_cli_has_exactly_the_pinned_commands():
    assert available_stages() == STAGES


def _case(stage):
    module = stage.replace("-", "_")
    try:
        return importlib.import_module(f"tests.contract_cases.{module}").CASE
    except ModuleNotFoundError:
        pytest.fail(f"command {stage!r} has no contract case in tests/contract_cases/{module}.py")


def test_every_command_has_a_contract_case():
    have = {m.name for m in pkgutil.iter_modules(cases_pkg.__path__)}
    missing = [s for s in STAGES if s.replace("-", "_") not in have]
    assert not missing, f"commands without a contract case: {missing}"


def test_group_help_lists_only_built_stages():
    result = run(["--help"])
    for stage in STAGES:
        assert stage in result.stdout


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_has_a_pipeline_example(stage, flag):
    result = run([stage, flag])
    assert result.stdout.startswith("Usage: deidkit " + stage)
    assert f"deidkit {stage}" in result.stdout.split("Options:")[0].split("\n", 2)[-1], \
        "the docstring should start with a real example invoking the command"


def _empty_input(kind: str, require=()) -> pa.Table:
    """An empty table of ``kind`` with its required columns and those in ``require``."""
    if kind == "representations":
        schema = schemas.representations_spec(4).arrow()
    else:
        schema = schemas.spec(kind).arrow(include_optional=list(require))
    return schema.empty_table()


@pytest.mark.parametrize("stage", _with_case(reads=True, writes=True))
def test_empty_input_gives_empty_output_with_schema(stage, tmp_path):
    case = _case(stage)
    args = [stage, *case.setup(tmp_path)]
    result = run(args, input=arrow_stream_bytes(_empty_input(case.input_kind, case.input_require)))
    table = read_arrow_output(result.stdout_bytes)
    assert table.num_rows == 0
    assert schemas.schema_tag(table.schema).split("/")[0] == case.output_kind
    spec = schemas.spec(case.output_kind) if case.output_kind != "representations" else None
    if spec is not None:
        assert schemas.problems(table.schema, spec) == []


@pytest.mark.parametrize("stage", _with_case(reads=True))
def test_wrong_schema_names_the_column(stage, tmp_path):
    case = _case(stage)
    table = _empty_input(case.input_kind, case.input_require)
    table = table.drop_columns([case.required_column])
    table = pa.table({**{n: table.column(n) for n in table.column_names},
                      "x": pa.array([], pa.int64())})
    result = run([stage, *case.setup(tmp_path)], input=arrow_stream_bytes(table), expect=1)
    err = result.stderr.strip()
    assert err.startswith("Error: <stdin>: "), err
    assert f"missing column '{case.required_column}'" in err
    assert len(err.splitlines()) == 1, "one line, no traceback"
    assert result.stdout_bytes == b""


@pytest.mark.parametrize("stage", _with_case(writes=True))
def test_binary_output_to_a_terminal_is_refused(stage, tmp_path, monkeypatch):
    case = _case(stage)
    monkeypatch.setattr(dio, "isatty", lambda stream: True)
    stdin = (arrow_stream_bytes(_empty_input(case.input_kind, case.input_require))
             if case.input_kind else None)
    if case.extra.get("terminal_table"):
        # e.g. `evaluate`: a person at a terminal gets a human-readable table, never binary
        result = run([stage, *case.setup(tmp_path)], input=stdin, expect=0)
        assert not result.stdout_bytes.startswith((dio.ARROW_STREAM_MAGIC, dio.PARQUET_MAGIC))
        return
    result = run([stage, *case.setup(tmp_path)], input=stdin, expect=2)
    assert "refusing to write binary Arrow data to a terminal" in result.stderr
    assert result.stdout_bytes == b""


@pytest.mark.parametrize("stage,column", [(s, c) for s in _with_case(reads=True)
                                          for c in _case(s).input_require])
def test_a_missing_required_optional_column_is_named(stage, column, tmp_path):
    """The columns a command needs beyond its kind's required ones (``input_require``)."""
    case = _case(stage)
    required = [c for c in case.input_require if c != column]
    table = _empty_input(case.input_kind, required)
    result = run([stage, *case.setup(tmp_path)], input=arrow_stream_bytes(table), expect=1)
    err = result.stderr.strip()
    assert err.startswith("Error: <stdin>: "), err
    assert f"'{column}'" in err
    assert len(err.splitlines()) == 1, "one line, no traceback"
    assert result.stdout_bytes == b""
