"""One module per command, each defining ``CASE = ContractCase(...)`` for test_contract.py.

Every command listed by ``deidkit --help`` must have a case here (the contract test fails
otherwise), so a new command inherits the CLI contract tests by adding one small file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable


@dataclass
class ContractCase:
    #: Arguments that make the command runnable apart from its input/output, built in a
    #: temporary directory (e.g. a model dir). Returns the extra argv.
    setup: Callable[[Path], list[str]] = lambda tmp: []
    #: Kind of table read from stdin ("tokens", "representations"...) or None if the command
    #: reads no table (synth, tokenize).
    input_kind: str | None = "tokens"
    #: Columns the command needs beyond the schema's required ones (e.g. "starts").
    input_require: tuple[str, ...] = ()
    #: Kind of table written to stdout, or None if the command writes no table to stdout.
    output_kind: str | None = "tokens"
    #: A column whose absence from the input must be named in the error.
    required_column: str = "tokens"
    #: Extra notes for the reader of a failing test.
    notes: str = ""
    extra: dict = field(default_factory=dict)
