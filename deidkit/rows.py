"""A stage run from files to one table: the read -> validate -> write loop of every command
that writes a table (``tokenize``, ``embed-neighbors``, ``pseudonymize``, ``tag``,
``represent``), in one place.

It lives in the library, not in ``deidkit.cli``, because it needs no command line: the
provenance record is handed in, so a script that runs a stage from a file to a file (a
notebook tagging a table, a benchmark) gets the command's guarantees (a terminal refused
before any work, validated input, a tagged schema, no partial output). The cluster engines
do not use it: Spark and Ray read and write through their own data sets and call the
stages batch by batch (:mod:`deidkit.engines`).
"""

from __future__ import annotations

from typing import Iterable, Mapping

import pyarrow as pa

from deidkit import io, schemas
from deidkit.tokens_table import TokensReader, open_tokens


class RowRun:
    """One run writing a table to ``output`` (a path, ``-`` or None for stdout).

    Make it before any other work: the output is checked then (an unknown suffix or a
    terminal is refused, costing nothing). Open the input tables through :meth:`open`, then
    :meth:`write` once; the file appears only if everything succeeded, and the inputs are
    closed whatever happens.
    """

    def __init__(self, output):
        io.output_format(output)
        self.output = output
        self.inputs: list[TokensReader] = []

    @property
    def parents(self) -> list[pa.Schema]:
        """The schemas of the tables opened, for the output's provenance record."""
        return [reader.schema for reader in self.inputs]

    def open(self, path, *, require: Iterable[str] = (), replaced: Iterable[str] = (),
             null_tokens: bool = False) -> TokensReader:
        """A tokens table opened and validated (:func:`deidkit.tokens_table.open_tokens`)."""
        reader = open_tokens(path, require=require, replaced=replaced, null_tokens=null_tokens)
        self.inputs.append(reader)
        return reader

    def write(self, batches: Iterable[pa.RecordBatch], schema: pa.Schema,
              kind: str | schemas.SchemaSpec, *, provenance: Mapping | None = None,
              extra: Mapping[str, str] | None = None) -> int:
        """Stream ``batches`` into the output, whose schema is ``schema`` tagged as
        ``kind`` with ``provenance`` and the ``extra`` metadata. Returns the rows written."""
        schema = schemas.with_metadata(schema, kind, provenance, extra)
        try:
            with io.open_output(self.output, schema) as writer:
                for batch in batches:
                    writer.write(batch)
        finally:
            for reader in self.inputs:
                reader.close()
        return writer.rows
