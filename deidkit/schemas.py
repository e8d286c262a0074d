"""Every Arrow schema of deidkit, in one place (docs/data-contract.md).

One row per sentence; a record batch never splits a sequence. Unknown extra columns pass
through every stage untouched. Every file's schema metadata carries ``deidkit.schema`` =
``<name>/<version>`` and a JSON provenance record, never corpus text.

Use :func:`validate` on input (it reports every problem at once) and :func:`conform` to cast
compatible physical types (``large_string``, ``int64``...) to the canonical ones.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import pyarrow as pa

from deidkit.errors import DataError

SCHEMA_KEY = b"deidkit.schema"
PROVENANCE_KEY = b"deidkit.provenance"

#: Labels are IOB2 over the i2b2 TYPEs (``B-PATIENT``, ``I-DATE``, ``O``).
OUTSIDE = "O"


@dataclass(frozen=True)
class Column:
    name: str
    type: pa.DataType
    required: bool = True
    nullable: bool = True
    doc: str = ""


@dataclass(frozen=True)
class SchemaSpec:
    name: str
    version: int
    columns: tuple[Column, ...]

    @property
    def tag(self) -> str:
        return f"{self.name}/{self.version}"

    def column(self, name: str) -> Column:
        for col in self.columns:
            if col.name == name:
                return col
        raise KeyError(name)

    def arrow(self, *, include_optional: Sequence[str] = ()) -> pa.Schema:
        """The canonical schema: required columns plus the optional ones named."""
        fields = [pa.field(c.name, c.type, nullable=c.nullable) for c in self.columns
                  if c.required or c.name in include_optional]
        return pa.schema(fields, metadata={SCHEMA_KEY: self.tag.encode()})


_LIST_STR = pa.list_(pa.string())
_LIST_I32 = pa.list_(pa.int32())

TOKENS = SchemaSpec("tokens", 1, (
    Column("doc_id", pa.string(), doc="document id (file stem of the source)"),
    Column("sentence", pa.int32(), doc="index of the sentence in its document"),
    Column("tokens", _LIST_STR, doc="token texts (HTML entities unescaped)"),
    # starts/ends are dropped by `pseudonymize` (an offset would re-link shuffled sentences),
    # so they are optional here and required only by stages that go back to the source text.
    Column("starts", _LIST_I32, required=False, doc="character offset of each token in the source"),
    Column("ends", _LIST_I32, required=False, doc="end offset (exclusive): text[start:end]"),
    Column("labels", _LIST_STR, doc="IOB2 gold labels over i2b2 TYPEs; null when unlabelled"),
    Column("predicted", _LIST_STR, required=False, doc="IOB2 labels predicted by `tag`"),
    Column("phi_source", _LIST_STR, required=False,
           doc="per token, the sources that flagged it as PHI and the vetoes, '|'-joined "
               "('' for none), written by `tag` (deidkit.pipeline.provenance)"),
    Column("phi_probability", pa.list_(pa.float32()), required=False,
           doc="p(the token is PHI) = 1 - p(O) by CRF forward-backward (`tag --probabilities`)"),
))

NEIGHBORS = SchemaSpec("neighbors", 1, (
    Column("word", pa.string()),
    Column("neighbors", _LIST_STR, doc="the N nearest words by cosine, best first"),
    Column("similarities", pa.list_(pa.float32()), doc="cosine similarity of each neighbour"),
))

METRICS = SchemaSpec("metrics", 1, (
    Column("evaluation", pa.string(), doc="e.g. binary_hipaa_token, strict, token"),
    Column("category", pa.string(), doc="'all', a category (NAME...) or a TYPE (PATIENT...)"),
    Column("tp", pa.int64()),
    Column("fp", pa.int64()),
    Column("fn", pa.int64()),
    Column("precision", pa.float64()),
    Column("recall", pa.float64()),
    Column("f1", pa.float64()),
    Column("macro_precision", pa.float64()),
    Column("macro_recall", pa.float64()),
    Column("macro_f1", pa.float64()),
    # Optional columns written by `deidkit evaluate` (see deidkit/evaluate/metrics.py):
    Column("macro_precision_sd", pa.float64(), required=False,
           doc="population SD of the per-document precision (as the official script prints)"),
    Column("macro_recall_sd", pa.float64(), required=False,
           doc="population SD of the per-document recall"),
    Column("documents", pa.int64(), required=False, doc="documents scored"),
    Column("leakage", pa.float64(), required=False,
           doc="rows 'leakage'/'hipaa_leakage': leaked gold PHI tokens / gold PHI tokens "
               "(fn / (tp + fn); tp = covered, fn = leaked); null elsewhere"),
    Column("redacted", pa.int64(), required=False,
           doc="row 'redaction': predicted PHI tokens (tokens of the token evaluation)"),
    Column("tokens", pa.int64(), required=False,
           doc="row 'redaction': the tokens of the token evaluation in the texts scored"),
    Column("redaction_rate", pa.float64(), required=False,
           doc="row 'redaction': predicted PHI tokens per 1,000 tokens, 1000 * redacted / "
               "tokens; null elsewhere"),
    Column("run", pa.string(), required=False,
           doc="several prediction sets: the run (its path), 'mean', 'sd' or 'compare'"),
    Column("sole_fp", pa.int64(), required=False,
           doc="rows 'by_source' (`evaluate --by-source`): false positives no other source "
               "flagged"),
    Column("p_value", pa.float64(), required=False,
           doc="row run='compare': approximate-randomization p-value of the F1 difference"),
))


def representations_spec(d: int) -> SchemaSpec:
    """The artifact that leaves an institution: vectors, casing and labels only.

    No strings of the text, no document ids, no offsets.
    """
    return SchemaSpec("representations", 1, (
        Column("vectors", pa.list_(pa.list_(pa.float32(), d)), doc=f"one {d}-d vector per token"),
        Column("casing", pa.list_(pa.int8()), doc="casing class per token (deidkit.casing)"),
        Column("labels", _LIST_STR, doc="IOB2 labels; null when unlabelled"),
    ))


SPECS: dict[str, SchemaSpec] = {s.name: s for s in (TOKENS, NEIGHBORS, METRICS)}


def spec(kind: str | SchemaSpec) -> SchemaSpec:
    if isinstance(kind, SchemaSpec):
        return kind
    try:
        return SPECS[kind]
    except KeyError:
        raise ValueError(f"unknown schema {kind!r}; expected one of {sorted(SPECS)}") from None


# ---------------------------------------------------------------------------------------
# Validation

def _compatible(actual: pa.DataType, expected: pa.DataType) -> bool:
    """Whether ``actual`` can be losslessly cast to ``expected`` by :func:`conform`."""
    if actual.equals(expected):
        return True
    if pa.types.is_string(expected):
        if pa.types.is_dictionary(actual):
            return _compatible(actual.value_type, expected)
        return pa.types.is_string(actual) or pa.types.is_large_string(actual) \
            or pa.types.is_string_view(actual)
    if pa.types.is_integer(expected):
        return pa.types.is_integer(actual)
    if pa.types.is_floating(expected):
        return pa.types.is_floating(actual)
    if pa.types.is_fixed_size_list(expected):
        return (pa.types.is_fixed_size_list(actual) and actual.list_size == expected.list_size
                and _compatible(actual.value_type, expected.value_type))
    if pa.types.is_list(expected):
        return ((pa.types.is_list(actual) or pa.types.is_large_list(actual)
                 or pa.types.is_list_view(actual))
                and _compatible(actual.value_type, expected.value_type))
    return False


def problems(schema: pa.Schema, kind: str | SchemaSpec, *, require: Iterable[str] = ()) -> list[str]:
    """Every way ``schema`` fails ``kind`` (empty list = valid). Extra columns are fine.
    ``require`` names optional columns of ``kind`` that must be there, or other columns
    (a label column the user named: any type here) that must be there."""
    sp = spec(kind)
    required = set(require)
    out = []
    names = schema.names
    for col in sp.columns:
        if col.name not in names:
            if col.required or col.name in required:
                out.append(f"missing column '{col.name}' ({col.type})")
            continue
        if names.count(col.name) > 1:
            out.append(f"column '{col.name}' appears {names.count(col.name)} times")
            continue
        actual = schema.field(col.name).type
        if not _compatible(actual, col.type):
            out.append(f"column '{col.name}' has type {actual}, expected {col.type}")
    for name in sorted(required - {c.name for c in sp.columns}):
        if name not in names:
            out.append(f"missing column '{name}'")
    return out


def validate(schema: pa.Schema, kind: str | SchemaSpec, *, source: str | None = None,
             require: Iterable[str] = ()) -> None:
    """Raise one :class:`DataError` listing every problem of ``schema`` against ``kind``."""
    sp = spec(kind)
    found = problems(schema, sp, require=require)
    if found:
        raise DataError(f"not a {sp.name} table: " + "; ".join(found), source=source)


def representation_size(schema: pa.Schema, *, source: str | None = None) -> int:
    """The dimension d of a representations table (validating it)."""
    if "vectors" not in schema.names:
        raise DataError("not a representations table: missing column 'vectors'", source=source)
    t = schema.field("vectors").type
    if not (pa.types.is_list(t) or pa.types.is_large_list(t)) or not pa.types.is_fixed_size_list(t.value_type):
        raise DataError(f"not a representations table: column 'vectors' has type {t}, "
                        "expected list<fixed_size_list<float>[d]>", source=source)
    d = t.value_type.list_size
    validate(schema, representations_spec(d), source=source)
    return d


# ---------------------------------------------------------------------------------------
# Conforming and building output schemas

def conform_schema(schema: pa.Schema, kind: str | SchemaSpec) -> pa.Schema:
    """``schema`` with known columns at their canonical types; extra columns untouched."""
    sp = spec(kind)
    known = {c.name: c for c in sp.columns}
    fields = []
    for f in schema:
        if f.name in known:
            fields.append(pa.field(f.name, known[f.name].type, nullable=True))
        else:
            fields.append(f)
    return pa.schema(fields, metadata=schema.metadata)


def conform(batch: pa.RecordBatch, kind: str | SchemaSpec) -> pa.RecordBatch:
    """Cast the known columns of ``batch`` to their canonical types (a no-op when they are)."""
    target = conform_schema(batch.schema, kind)
    if batch.schema.equals(target, check_metadata=False):
        return batch
    arrays = []
    for array, field in zip(batch.columns, target):
        if array.type.equals(field.type):
            arrays.append(array)
        elif pa.types.is_dictionary(array.type):
            arrays.append(array.dictionary_decode().cast(field.type))
        else:
            arrays.append(array.cast(field.type))
    return pa.RecordBatch.from_arrays(arrays, schema=target)


def derive(schema: pa.Schema, kind: str | SchemaSpec, *, add: Sequence[str] = (),
           drop: Sequence[str] = ()) -> pa.Schema:
    """An output schema from an input one: canonical types, ``drop`` removed, ``add`` columns
    of ``kind`` appended (or kept where they exist), extra columns kept in place."""
    sp = spec(kind)
    base = conform_schema(schema, sp)
    fields = [f for f in base if f.name not in drop]
    names = {f.name for f in fields}
    for name in add:
        if name not in names:
            col = sp.column(name)
            fields.append(pa.field(col.name, col.type, nullable=True))
    return pa.schema(fields, metadata={SCHEMA_KEY: sp.tag.encode()})


# ---------------------------------------------------------------------------------------
# Metadata

def with_metadata(schema: pa.Schema, kind: str | SchemaSpec, provenance: Mapping | None = None,
                  extra: Mapping[str, str] | None = None) -> pa.Schema:
    """``schema`` tagged ``deidkit.schema=<name>/<version>`` with a JSON provenance record."""
    sp = spec(kind)
    meta = {SCHEMA_KEY: sp.tag.encode()}
    if provenance is not None:
        meta[PROVENANCE_KEY] = json.dumps(provenance, sort_keys=True, default=str).encode()
    for key, value in (extra or {}).items():
        meta[key.encode()] = str(value).encode()
    return schema.with_metadata(meta)


def schema_tag(schema: pa.Schema) -> str | None:
    meta = schema.metadata or {}
    value = meta.get(SCHEMA_KEY)
    return value.decode() if value is not None else None


def provenance(schema: pa.Schema) -> dict | None:
    meta = schema.metadata or {}
    value = meta.get(PROVENANCE_KEY)
    if value is None:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return None


def metadata_value(schema: pa.Schema, key: str) -> str | None:
    meta = schema.metadata or {}
    value = meta.get(key.encode())
    return value.decode() if value is not None else None
