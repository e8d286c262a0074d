"""The provenance record of a command's run (the loop that writes a table with it is
:class:`deidkit.rows.RowRun`)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

import click
import pyarrow as pa

from deidkit import __version__, schemas


def provenance(ctx: click.Context, *, parents: Iterable[pa.Schema] = (),
               exclude: Iterable[str] = (), parameters: dict | None = None) -> dict:
    """The provenance record of this run: command, version, parameters (``parameters``,
    else the command line's), seed, and the provenance of the inputs it read (no corpus
    text, ever)."""
    skip = set(exclude)
    given = ctx.params if parameters is None else parameters
    params = {}
    for key, value in sorted(given.items()):
        if key in skip:
            continue
        if isinstance(value, Path):
            value = str(value)
        elif isinstance(value, tuple):
            value = [str(v) if isinstance(v, Path) else v for v in value]
        params[key] = value
    record = {
        "command": f"deidkit {ctx.info_name}",
        "version": __version__,
        "parameters": params,
        "seed": given.get("seed"),
    }
    upstream = [p for p in (schemas.provenance(s) for s in parents) if p]
    if upstream:
        record["inputs"] = upstream
    return record
