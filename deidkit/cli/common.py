"""Helpers shared by command modules: provenance records and running a row-wise stage."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

import click
import pyarrow as pa

from deidkit import __version__, io, schemas


def provenance(ctx: click.Context, *, parents: Iterable[pa.Schema] = (),
               exclude: Iterable[str] = ()) -> dict:
    """The provenance record of this run: command, version, parameters, seed, and the
    provenance of the inputs it read (no corpus text, ever)."""
    skip = set(exclude)
    params = {}
    for key, value in sorted(ctx.params.items()):
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
        "seed": ctx.params.get("seed"),
    }
    upstream = [p for p in (schemas.provenance(s) for s in parents) if p]
    if upstream:
        record["inputs"] = upstream
    return record


def run_row_stage(ctx: click.Context, input_path, output_path, kind: str,
                  stage: Callable[[Iterator[pa.RecordBatch]], Iterator[pa.RecordBatch]],
                  output_schema: Callable[[pa.Schema], pa.Schema], *, require: Iterable[str] = (),
                  replaces: Iterable[str] = (), output_kind: str | None = None,
                  extra_metadata: Mapping[str, str] | None = None) -> int:
    """Read ``input_path``, validate it as ``kind``, stream it through ``stage`` and write.

    The output is checked first (a terminal is refused before any work is done); the output
    file appears only if everything succeeded. ``replaces`` names input columns the stage
    overwrites (a tokens table's sentences are checked without them). Returns the number of
    rows written.
    """
    io.output_format(output_path)
    reader = io.open_input(input_path)
    schemas.validate(reader.schema, kind, source=reader.source, require=require)
    out_schema = schemas.with_metadata(output_schema(reader.schema), output_kind or kind,
                                       provenance(ctx, parents=[reader.schema]), extra_metadata)
    if kind == "tokens":
        from deidkit.tokens_table import TokensReader

        # Row-wise stages pass a sentence without tokens through (null in, null out).
        batches = iter(TokensReader(reader, replaced=replaces, null_tokens=True))
    else:
        batches = (schemas.conform(b, kind) for b in reader)
    with io.open_output(output_path, out_schema) as writer:
        for batch in stage(batches):
            writer.write(batch)
    return writer.rows
