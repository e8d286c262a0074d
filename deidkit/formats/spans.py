"""Character spans of an annotation tool into the tags of a document, and the label map.

Every reader of :mod:`deidkit.formats` ends here, so the four formats check their spans the
same way: a label must be an i2b2 2014 TYPE (after ``--label-map``), a span must lie inside
the text and must not overlap another. Each problem is a :class:`DataError` naming the file
and where in it (line, task); none is skipped, since a span silently dropped is PHI left in
the notes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

from deidkit.corpus.i2b2 import TYPE_CATEGORY, Document, Tag, decode_utf8, read_bytes
from deidkit.errors import DataError
from deidkit.schemas import OUTSIDE

LabelMap = Mapping[str, str]


class _TextsOnly(dict):
    """A label map reading every label as ``O``: the documents' texts without their spans
    (``export`` needs only the texts of its sources, whatever their labels)."""

    def get(self, key, default=None):
        return OUTSIDE


TEXTS_ONLY: LabelMap = _TextsOnly()


@dataclass(frozen=True)
class Span:
    """``text[start:end]`` labelled ``label`` (as the tool wrote it), found at ``where``;
    ``text``, when the tool wrote it, must agree with the slice (whitespace aside)."""

    start: int
    end: int
    label: str
    where: str
    text: str | None = None


def map_label(label, where: str, label_map: LabelMap | None, source: str) -> str:
    """The i2b2 TYPE of a tool's label (``O``: mapped out), or a DataError."""
    if not isinstance(label, str):
        raise DataError(f"{where}: label {label!r} is not a string", source=source)
    mapped = label if label_map is None else label_map.get(label, label)
    if mapped != OUTSIDE and mapped not in TYPE_CATEGORY:
        raise DataError(f"{where}: unknown label '{label}' (not an i2b2 2014 TYPE; map it "
                        "with --label-map)", source=source)
    return mapped


def to_document(doc_id: str, text: str, spans: Iterable[Span], *, source: str,
                label_map: LabelMap | None = None, **fields) -> Document:
    """The document with one tag per span, in offset order (spans mapped to ``O`` dropped)."""
    tags: list[tuple[Tag, str]] = []
    for span in spans:
        type_ = map_label(span.label, span.where, label_map, source)
        start, end = span.start, span.end
        if not (isinstance(start, int) and isinstance(end, int)) or isinstance(start, bool) \
                or isinstance(end, bool):
            raise DataError(f"{span.where}: offsets {start!r}-{end!r} are not integers",
                            source=source)
        if not 0 <= start < end <= len(text):
            raise DataError(f"{span.where}: span {start}-{end} outside the text (length "
                            f"{len(text)})", source=source)
        if span.text is not None and " ".join(str(span.text).split()) != \
                " ".join(text[start:end].split()):
            # no PHI in the message: the offsets say where to look
            raise DataError(f"{span.where}: its text disagrees with the text at "
                            f"{start}-{end}", source=source)
        if type_ != OUTSIDE:
            tags.append((Tag(tag=TYPE_CATEGORY[type_], type=type_, start=start, end=end,
                             text=text[start:end]), span.where))
    tags.sort(key=lambda t: (t[0].start, t[0].end))
    reach = None  # the earlier tag reaching furthest: A 0-10 overlaps C 5-6 past B 2-3
    for tag, where in tags:
        if reach is not None and tag.start < reach[0].end:
            raise DataError(f"{where}: span {tag.start}-{tag.end} overlaps the span "
                            f"{reach[0].start}-{reach[0].end} of {reach[1]}", source=source)
        if reach is None or tag.end > reach[0].end:
            reach = (tag, where)
    return Document(doc_id=doc_id, text=text, tags=[t for t, _ in tags], source=source,
                    **fields)


def read_label_map(path: Path | str) -> dict[str, str]:
    """A label map file: one ``LABEL<TAB>TYPE`` line per label of the tool, TYPE an i2b2
    2014 TYPE or ``O`` (not PHI: the spans are dropped); blank lines and lines starting
    with ``#`` are skipped."""
    source = str(path)
    out: dict[str, str] = {}
    text = decode_utf8(read_bytes(path), source)
    for n, line in enumerate(text.split("\n"), 1):
        line = line.rstrip("\r")
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 2 or not fields[0] or not fields[1]:
            raise DataError(f"line {n}: expected LABEL<TAB>TYPE", source=source)
        label, type_ = fields
        if type_ != OUTSIDE and type_ not in TYPE_CATEGORY:
            raise DataError(f"line {n}: '{type_}' is not an i2b2 2014 TYPE (or O)",
                            source=source)
        if label in out:
            raise DataError(f"line {n}: label '{label}' is mapped twice", source=source)
        out[label] = type_
    return out
