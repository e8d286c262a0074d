"""What ``train-tagger`` trains on: tokens tables (labelled sentences) or representations
tables (``deidkit represent`` outputs), read and checked; the label index of a run."""

from __future__ import annotations

from typing import Sequence

import pyarrow as pa
import pyarrow.compute as pc

from deidkit import casing as casing_mod
from deidkit import schemas
from deidkit.errors import ConfigError, DataError
from deidkit.labels import label_set, map_label
from deidkit.tokens_table import check_sentences
from deidkit.train_tagger.options import COLUMNS


def labelled_sentences(table: pa.Table, *, source: str | None = None) -> tuple[pa.Table, int]:
    """The labelled, non-empty sentences of a tokens table (known columns only, conformed),
    and how many rows were skipped (null labels or no tokens). A malformed sentence is a
    DataError (:func:`deidkit.tokens_table.check_sentences`)."""
    schemas.validate(table.schema, "tokens", source=source)
    keep = [c for c in COLUMNS if c in table.column_names]
    table = table.select(keep)
    table = pa.Table.from_batches([schemas.conform(b, "tokens") for b in table.to_batches()],
                                  schema=schemas.conform_schema(table.schema, "tokens"))
    check_sentences(table, source=source)
    usable = pc.and_(pc.is_valid(table["labels"]),
                     pc.greater(pc.list_value_length(table["tokens"]), 0))
    kept = table.filter(usable)
    return kept, table.num_rows - kept.num_rows


def model_labels(tables: Sequence[pa.Table], *, binary: bool, hipaa_only: bool,
                 source: str | None, labels: Sequence[str] | None = None
                 ) -> tuple[list[str], dict[str, int]]:
    """(the model's label set, gold label -> id of its mapped label). ``labels``: the label
    set of a model trained already (``--init-from``); a gold label it cannot represent is
    then a DataError."""
    distinct: set[str] = set()
    for t in tables:
        flat = pc.list_flatten(t["labels"])
        if flat.null_count:
            raise DataError("null label inside a labelled sentence", source=source)
        distinct.update(pc.unique(flat).to_pylist())
    try:
        mapped = {lab: map_label(lab, binary=binary, hipaa_only=hipaa_only) for lab in distinct}
    except ValueError as exc:
        raise DataError(str(exc), source=source) from None
    if labels is None:
        labels = label_set(mapped.values())
    index = {lab: i for i, lab in enumerate(labels)}
    unknown = sorted({m for m in mapped.values() if m not in index})
    if unknown:
        raise DataError(f"label {unknown[0]} is not among the {len(labels)} labels of the model "
                        "trained on (its TYPEs are fixed; map it with `deidkit tokenize "
                        "--label-map`)", source=source)
    return list(labels), {gold: index[m] for gold, m in mapped.items()}


def representations_input(table: pa.Table, source: str | None) -> tuple[pa.Table, int, str, int]:
    """(the labelled sentences, d, representation id, rows skipped) of one shared file."""
    from deidkit.represent import representations_id

    d = schemas.representation_size(table.schema, source=source)
    rid = representations_id(table.schema)
    if not isinstance(rid, str) or not rid:
        raise DataError("no representation_id in the file's provenance: not written by "
                        "`deidkit represent`, so the representation model it needs is unknown",
                        source=source)
    n_vec = pc.fill_null(pc.list_value_length(table["vectors"]), 0)
    usable = pc.and_(pc.is_valid(table["labels"]), pc.greater(n_vec, 0))
    kept = table.filter(usable)
    if len(kept):
        casing = pc.list_flatten(kept["casing"])
        if casing.null_count or (len(casing) and (pc.min(casing).as_py() < 0 or
                                                  pc.max(casing).as_py() >= casing_mod.NUM_CLASSES)):
            raise DataError(f"column 'casing' holds values outside the {casing_mod.NUM_CLASSES} "
                            "casing classes", source=source)
    return kept, d, rid, table.num_rows - kept.num_rows


# ---------------------------------------------------------------------------------------
# Reading the training files

class TrainingInputs:
    """The training (or validation) files of one run, all of one kind: ``tokens`` (one
    concatenated ``table``) or ``representations`` (``tables``, one per file, each with its
    schema metadata, which records the representation model's id)."""

    def __init__(self, kind: str, tables: list[pa.Table], schemas_read: list[pa.Schema],
                 sources: list[str]):
        self.kind = kind
        self.tables = tables
        self.schemas = schemas_read
        self.sources = sources

    @property
    def source(self) -> str | None:
        """The file name when there is exactly one (for error messages)."""
        return self.sources[0] if len(self.sources) == 1 else None

    @property
    def table(self) -> pa.Table:
        """The tokens tables concatenated (the columns they all have)."""
        common = [c for c in COLUMNS if all(c in t.column_names for t in self.tables)]
        tables = [t.select(common).replace_schema_metadata(None) for t in self.tables]
        if "doc_id" in common and _ids_shared(tables):
            # Files are different sources: '100-01' of one corpus is not '100-01' of
            # another, and the hold-out split and the context n-grams group by document.
            tables = [t.set_column(t.schema.get_field_index("doc_id"), "doc_id",
                                   pc.binary_join_element_wise(f"{i}:", t["doc_id"], ""))
                      for i, t in enumerate(tables)]
        return pa.concat_tables(tables)


def _ids_shared(tables: Sequence[pa.Table]) -> bool:
    """Whether a document id occurs in more than one of ``tables``."""
    seen: set = set()
    for t in tables:
        ids = set(pc.unique(t["doc_id"]).to_pylist())
        if seen & ids:
            return True
        seen |= ids
    return False


def input_kind(schema: pa.Schema) -> str:
    """``representations`` or ``tokens``, from the schema tag and columns."""
    tag = schemas.schema_tag(schema) or ""
    return "representations" if tag.startswith("representations/") or "vectors" in schema.names \
        else "tokens"


def read_inputs(paths: Sequence[str]) -> TrainingInputs:
    """Read the training tables, sniffing each one's kind from its schema tag and columns:
    tokens tables (validated, conformed and checked by :class:`deidkit.tokens_table.
    TokensReader`; concatenated) or representations tables (pooled later). Mixing the two
    kinds is a ConfigError naming the file."""
    from deidkit import io
    from deidkit.tokens_table import TokensReader

    io.check_stdin_once(paths)
    tables, read, sources = [], [], []
    kind = None
    for path in paths:
        reader = io.open_input(path)
        this = input_kind(reader.schema)
        if kind is not None and this != kind:
            reader.close()
            raise ConfigError(f"{reader.source}: a {this} table, but {sources[0]} is a {kind} "
                              "table; train either on tokens or on shared representations, "
                              "not on both")
        kind = this
        read.append(reader.schema)
        sources.append(reader.source)
        if kind == "representations":
            schemas.representation_size(reader.schema, source=reader.source)
            tables.append(reader.read_all())  # keeps the metadata: the representation id
            continue
        schemas.validate(reader.schema, "tokens", source=reader.source)
        with TokensReader(reader) as tokens:
            table = tokens.read_all()
        tables.append(table.select([c for c in COLUMNS if c in table.column_names]))
    return TrainingInputs(kind, tables, read, sources)
