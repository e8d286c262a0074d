"""Predictions back to documents: i2b2 2014 XML or redacted text.

Tags are assembled from the IOB2 labels of one column (``predicted`` by default) per
sentence, as :mod:`deidkit.evaluate` assembles them: ``O`` closes a tag, ``I-X`` continues
only an open X, anything else (``B-X``, a stray ``I-X``) opens a new tag. A tag spans from
the start of its first token to the end of its last, so its ``text`` attribute is exactly
the source slice. The tag name is the category of the TYPE (``PATIENT`` -> ``NAME``).

The text of each document comes from the source: ``<doc_id>.xml`` (the TEXT of i2b2 XML) or
``<doc_id>.txt`` (plain text, as ``deidkit tokenize`` read it) in the source directory. The
tokens must have been made from that text (offsets in range, token texts equal to the
slices, HTML entities compared unescaped); otherwise the error names the document.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Mapping

import pyarrow as pa

from deidkit.corpus.i2b2 import Tag, find_files, read_document, to_xml
from deidkit.corpus.text import read_text
from deidkit.errors import DataError
from deidkit.evaluate.tokens import FlatTokens
from deidkit.labels import tag_name

FORMATS = ("i2b2", "redacted")
SUFFIX = {"i2b2": ".xml", "redacted": ".txt"}


def read_source_texts(directory) -> dict[str, tuple[str, str]]:
    """doc_id -> (text, path) of the .xml and .txt files under ``directory``."""
    path = Path(directory)
    if not path.is_dir():
        raise DataError("no such directory (the source texts of the tokens)", source=str(directory))
    out: dict[str, tuple[str, str]] = {}
    for file in find_files([path], suffixes=(".xml", ".txt")):
        doc = read_document(file) if file.suffix.lower() == ".xml" else read_text(file)
        if doc.doc_id in out:
            raise DataError(f"two source files for document '{doc.doc_id}': {out[doc.doc_id][1]} "
                            f"and {file}", source=str(directory))
        out[doc.doc_id] = (doc.text, str(file))
    return out


@dataclass
class ExportedDocument:
    doc_id: str
    content: str
    tags: int


def redact(text: str, tags: list[Tag]) -> str:
    """``text`` with every tag replaced by ``[**TYPE**]``."""
    pieces, pos = [], 0
    for tag in sorted(tags, key=lambda t: (t.start, t.end)):
        if tag.start < pos:  # overlapping tags: the earlier one already replaced this text
            continue
        pieces += [text[pos:tag.start], f"[**{tag.type}**]"]
        pos = tag.end
    pieces.append(text[pos:])
    return "".join(pieces)


def document_tags(table: pa.Table, texts: Mapping[str, str], *, column: str = "predicted",
                  source: str | None = None) -> dict[str, list[Tag]]:
    """The tags of ``column`` per document of ``table`` (documents without tags included)."""
    flat = FlatTokens(table, source=source, label_columns=(column,), offsets=True)
    doc_ids = list(dict.fromkeys(flat.doc_ids.tolist()))
    for doc_id in doc_ids:
        if doc_id not in texts:
            raise DataError(f"no source text for document '{doc_id}' (expected {doc_id}.xml or "
                            f"{doc_id}.txt in the source directory)", source=source)
    flat.check_against(texts)
    out: dict[str, list[Tag]] = {d: [] for d in sorted(doc_ids)}
    for span in flat.spans(column):
        start, end = flat.offsets(span)
        text = texts[span.doc_id]
        # a binary model's B-PHI becomes <PHI TYPE="PHI">, which evaluate scores as binary PHI
        out[span.doc_id].append(Tag(tag=tag_name(span.type), type=span.type, start=start,
                                    end=end, text=text[start:end]))
    return out


def export(table: pa.Table, texts: Mapping[str, str], *, fmt: str = "i2b2",
           column: str = "predicted", source: str | None = None) -> Iterator[ExportedDocument]:
    """One exported document per document of ``table``, in doc_id order."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {FORMATS}")
    for doc_id, tags in document_tags(table, texts, column=column, source=source).items():
        text = texts[doc_id]
        if fmt == "i2b2":
            if "\r" in text:
                raise DataError(f"the text of document '{doc_id}' contains carriage returns, "
                                "which XML parsers turn into newlines (every later offset would "
                                "shift): use --format redacted, or convert the line ends "
                                "before tokenizing", source=source)
            content = to_xml(text, tags)
        else:
            content = redact(text, tags)
        yield ExportedDocument(doc_id, content, len(tags))
