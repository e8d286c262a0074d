"""The tokens table as stages read it: one home for reading, validating and checking rows.

The schema (:data:`deidkit.schemas.TOKENS`) says which columns exist and of which type; a
sentence must also be well formed: its ``tokens`` list present and without nulls, and every
other per-token list (``labels``, ``predicted``, ``starts``, ``ends``) either null for the
whole sentence (unlabelled, untagged, or without offsets; a stage that needs the column
says so) or as long as ``tokens`` and without
null elements. A null inside a labelled sentence would otherwise be read as "not PHI" by
some stage and let a PHI word through verbatim: every stage fails closed on it instead.

:func:`check_sentences` checks one batch (vectorised; the first bad sentence is named by its
document and sentence index); :func:`open_tokens` reads a file or stdin, validates the schema,
conforms the types and checks every batch as it streams.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.errors import DataError

#: Per-token list columns besides ``tokens``, checked against it when present.
TOKEN_LISTS = ("labels", "predicted", "starts", "ends", "phi_probability", "phi_source")
_SINGULAR = {"tokens": "token", "labels": "label", "predicted": "predicted label",
             "starts": "start offset", "ends": "end offset",
             "phi_probability": "PHI probability", "phi_source": "PHI source"}


def where(batch: pa.RecordBatch, row: int, *, row_base: int = 0) -> str:
    """How a message names row ``row`` of ``batch``: its document and sentence index."""
    names = batch.schema.names
    if "doc_id" in names and "sentence" in names:
        return (f"document {batch.column('doc_id')[row].as_py()!r} sentence "
                f"{batch.column('sentence')[row].as_py()}")
    return f"row {row_base + row}"


def _first_true(mask: np.ndarray) -> int | None:
    hits = np.flatnonzero(mask)
    return int(hits[0]) if len(hits) else None


def _null_element_row(column: pa.ListArray) -> int | None:
    """The first row holding a null element inside its list, if any."""
    flat = column.flatten()
    if not flat.null_count:
        return None
    parents = pc.list_parent_indices(column).to_numpy(zero_copy_only=False)
    i = _first_true(flat.is_null().to_numpy(zero_copy_only=False))
    return int(parents[i])


def _lengths(column: pa.Array) -> np.ndarray:
    """List lengths as int64 with -1 for null rows."""
    return pc.fill_null(pc.list_value_length(column), -1).to_numpy(zero_copy_only=False) \
        .astype(np.int64)


def check_label_column(schema: pa.Schema, name: str, *, source: str | None = None) -> None:
    """A :class:`DataError` unless ``name`` (a label column a user named: ``labels``,
    ``predicted`` or another) is a column of ``schema`` holding lists of strings."""
    if name not in schema.names:
        raise DataError(f"not a tokens table: missing column '{name}'", source=source)
    kind = schema.field(name).type
    if not (pa.types.is_list(kind) or pa.types.is_large_list(kind) or
            pa.types.is_list_view(kind)) or not (pa.types.is_string(kind.value_type) or
                                                 pa.types.is_large_string(kind.value_type)):
        raise DataError(f"column '{name}' has type {kind}, but a label column holds lists of "
                        "strings (an IOB2 label per token)", source=source)


def check_sentences(batch: pa.RecordBatch | pa.Table, *, source: str | None = None,
                    required: Mapping[str, str] | Iterable[str] = (),
                    replaced: Iterable[str] = (), null_tokens: bool = False,
                    row_base: int = 0) -> None:
    """Raise a :class:`DataError` naming the first malformed sentence of ``batch``.

    ``batch`` is conformed to the tokens schema. ``required`` names list columns whose
    null rows are errors too (a mapping gives each its explanation, e.g. why a stage needs
    labels), checked like the per-token lists even when the schema does not name them (a
    label column of the user's); ``replaced`` names columns the stage overwrites (not
    checked); ``null_tokens`` lets a sentence's whole token list be null (``tag`` passes
    such rows through with null predictions; every other stage needs the tokens).
    ``row_base`` numbers rows in messages when the batch has no document ids.
    """
    if isinstance(batch, pa.Table):
        for b in batch.to_batches():
            check_sentences(b, source=source, required=required, replaced=replaced,
                            null_tokens=null_tokens, row_base=row_base)
            row_base += b.num_rows
        return
    if not isinstance(required, Mapping):
        required = {name: "" for name in required}

    def fail(row: int, problem: str):
        raise DataError(f"{where(batch, row, row_base=row_base)}: {problem}", source=source)

    tokens = batch.column("tokens")
    # Every list is checked against the token count; -1 marks a null list.
    n_tok = _lengths(tokens)
    row = _first_true(n_tok < 0)
    if row is not None and not null_tokens:
        fail(row, _missing_tokens(batch, row))
    row = _null_element_row(tokens)
    if row is not None:
        fail(row, "null token inside the sentence")
    for name in [*TOKEN_LISTS, *(name for name in required if name not in TOKEN_LISTS)]:
        if name not in batch.schema.names or name in replaced:
            continue
        column = batch.column(name)
        n = _lengths(column)
        row = _first_true(n < 0)
        if row is not None and name in required:
            fail(row, required.get(name) or f"null {name} list")
        row = _null_element_row(column)
        if row is not None:
            fail(row, f"null {_SINGULAR.get(name, 'label')} inside a sentence that has {name}")
        row = _first_true((n >= 0) & (n != n_tok))
        if row is not None:
            fail(row, f"{int(n_tok[row])} tokens but {int(n[row])} {name}" if n_tok[row] >= 0
                 else _missing_tokens(batch, row))
    _check_offsets(batch, fail)


def _missing_tokens(batch: pa.RecordBatch, row: int) -> str:
    """The problem of a sentence whose token list is null, naming the lists it does have."""
    present = [f"{_lengths(batch.column(name))[row]} {name}" for name in TOKEN_LISTS
               if name in batch.schema.names and _lengths(batch.column(name))[row] >= 0]
    if not present:
        return "null tokens list"
    return f"the tokens are missing (null) but there are {', '.join(present)}"


def _check_offsets(batch: pa.RecordBatch, fail) -> None:
    names = batch.schema.names
    if "starts" not in names:
        return
    starts = batch.column("starts")
    flat_starts = starts.flatten().to_numpy(zero_copy_only=False)
    parents = pc.list_parent_indices(starts).to_numpy(zero_copy_only=False)
    i = _first_true(flat_starts < 0)
    if i is not None:
        fail(int(parents[i]), f"negative start offset {int(flat_starts[i])}")
    if "ends" not in names:
        return
    ends = batch.column("ends")
    both = pc.and_(pc.is_valid(starts), pc.is_valid(ends))
    if not pc.all(both).as_py():
        starts, ends = starts.filter(both), ends.filter(both)
        flat_starts = starts.flatten().to_numpy(zero_copy_only=False)
        parents = np.flatnonzero(both.to_numpy(zero_copy_only=False))[
            pc.list_parent_indices(starts).to_numpy(zero_copy_only=False)]
    flat_ends = ends.flatten().to_numpy(zero_copy_only=False)
    i = _first_true(flat_ends < flat_starts)
    if i is not None:
        fail(int(parents[i]), f"token ends at {int(flat_ends[i])} before it starts at "
                              f"{int(flat_starts[i])}")


class TokensReader:
    """A tokens table opened for reading: schema validated, batches conformed and checked.

    Iterate for record batches (streaming) or call :meth:`read_all` for one table. The
    underlying :class:`deidkit.io.TableReader` is closed on exit.
    """

    def __init__(self, reader, *, required: Mapping[str, str] | Iterable[str] = (),
                 replaced: Iterable[str] = (), null_tokens: bool = False):
        self._reader = reader
        self._null_tokens = null_tokens
        self._required = required
        self._replaced = tuple(replaced)
        self.source: str = reader.source
        self.schema: pa.Schema = reader.schema

    @property
    def conformed_schema(self) -> pa.Schema:
        return schemas.conform_schema(self.schema, schemas.TOKENS)

    def __iter__(self) -> Iterator[pa.RecordBatch]:
        rows = 0
        for batch in self._reader:
            batch = schemas.conform(batch, schemas.TOKENS)
            check_sentences(batch, source=self.source, required=self._required,
                            replaced=self._replaced, null_tokens=self._null_tokens,
                            row_base=rows)
            rows += batch.num_rows
            yield batch

    def read_all(self) -> pa.Table:
        return pa.Table.from_batches(list(self), schema=self.conformed_schema)

    def close(self) -> None:
        self._reader.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def open_tokens(path=None, *, require: Iterable[str] = (),
                required: Mapping[str, str] | Iterable[str] = (), replaced: Iterable[str] = (),
                null_tokens: bool = False) -> TokensReader:
    """Open a tokens table (a path, ``-`` or None for stdin) for reading.

    ``require`` names optional columns that must be present (e.g. ``starts``/``ends`` for
    stages that go back to the source text); ``required`` names list columns that must not
    be null in any row, ``replaced`` columns the reader's stage overwrites, and
    ``null_tokens`` lets a sentence without tokens through (see :func:`check_sentences`).
    """
    from deidkit import io

    return TokensReader(io.open_input(path, kind=schemas.TOKENS, require=require),
                        required=required, replaced=replaced, null_tokens=null_tokens)


def read_tokens(path=None, *, require: Iterable[str] = (),
                required: Mapping[str, str] | Iterable[str] = ()) -> tuple[pa.Table, str]:
    """The whole tokens table at ``path`` (validated, conformed, checked) and its source name."""
    with open_tokens(path, require=require, required=required) as reader:
        return reader.read_all(), reader.source
