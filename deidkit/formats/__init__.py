"""Annotation tools' formats in and out: brat standoff, Label Studio JSON, JSON Lines with
character spans (doccano, spaCy/Prodigy) and CoNLL. One module per format, each with its
reader and writer; :mod:`.spans` checks the spans of every reader the same way.

:func:`kind_of` and :func:`sniff` tell which format an input is in (by its suffix, else by
its content) and :func:`read` reads it into documents (several per file for Label Studio, JSONL and CoNLL).
i2b2 XML and plain text stay with :mod:`deidkit.tokenize.inputs`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from deidkit.corpus.i2b2 import Document, decode_utf8
from deidkit.errors import DataError
from deidkit.corpus.i2b2 import Tag
from deidkit.formats import label_studio
from deidkit.formats.brat import read_brat, to_ann
from deidkit.formats.conll import read_conll
from deidkit.formats.jsonl import read_jsonl, to_line
from deidkit.formats.label_studio import read_tasks
from deidkit.formats.spans import TEXTS_ONLY, LabelMap, read_label_map

__all__ = ["ANNOTATION_KINDS", "DIRECTORY_SUFFIXES", "Read", "kind_of", "read",
           "read_label_map", "sniff", "TEXTS_ONLY", "write"]

#: Formats of annotation tools (``--label-map`` applies to them).
ANNOTATION_KINDS = ("brat", "label-studio", "jsonl", "conll")
#: Suffix -> format of a file.
SUFFIX_KIND = {".xml": "i2b2", ".ann": "brat", ".json": "label-studio", ".jsonl": "jsonl",
               ".conll": "conll", ".txt": "text"}
#: What a directory is read as: the files of the first suffix it holds (brat: its .ann
#: files, each with its .txt; plain .txt files only when nothing else is there).
DIRECTORY_SUFFIXES = (".xml", ".ann", ".json", ".jsonl", ".conll", ".txt")
#: A CoNLL line: a token, a tab or spaces, ..., an IOB2 label.
_CONLL_LINE = re.compile(r"\S[^\t\n]*(?:\t[^\t\n]*)*[\t ](?:O|[BI]-\S+)")


@dataclass
class Read:
    document: Document
    labelled: bool
    kind: str
    #: Label Studio: read from a prediction that nobody reviewed
    from_prediction: bool = False


def kind_of(path: Path) -> str | None:
    """The format of a file by its suffix (a .txt with a .ann beside it is brat); None for
    other suffixes, whose content is to be sniffed."""
    kind = SUFFIX_KIND.get(path.suffix.lower())
    if kind == "text" and path.with_suffix(".ann").exists():
        return "brat"
    return kind


def sniff(data: bytes) -> str:
    """The format of bytes of unknown kind (standard input, a file without a known suffix):
    i2b2 XML, a JSON list (Label Studio), JSON objects one per line (JSONL), CoNLL lines,
    else plain text. Only content that parses as one of them counts as it."""
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    if head.startswith((b"<?xml", b"<deIdi2b2")):
        return "i2b2"
    if head[:1] in (b"[", b"{"):
        try:
            text = data.decode("utf-8")
            if head[:1] == b"[":
                return "label-studio" if isinstance(json.loads(text), list) else "text"
            first = next(line for line in text.split("\n") if line.strip())
            return "jsonl" if isinstance(json.loads(first), dict) else "text"
        except ValueError:  # not UTF-8, not JSON
            return "text"
    try:
        lines = [line.rstrip("\r") for line in data.decode("utf-8").split("\n")]
    except UnicodeDecodeError:
        return "text"
    lines = [line for line in lines if line.strip() and not line.startswith("-DOCSTART-")]
    if lines and all(_CONLL_LINE.fullmatch(line) for line in lines):
        return "conll"
    return "text"


def read(kind: str, path: Path, data: bytes | None, *, doc_id: str, source: str,
         label_map: LabelMap | None = None) -> list[Read]:
    """The documents of an input of an annotation tool's format (``data``: its bytes, when
    already read; brat reads its two files itself)."""
    if kind == "brat":
        ann = path.with_suffix(".ann")
        return [Read(read_brat(ann, label_map=label_map), True, kind)]
    if not data.strip():
        raise DataError("empty file", source=source)
    text = decode_utf8(data, source)
    if text.startswith("\ufeff"):
        text = text[1:]
    if kind == "label-studio":
        return [Read(t.document, t.labelled, kind, t.from_prediction)
                for t in read_tasks(text, stem=doc_id, source=source, label_map=label_map)]
    if kind == "jsonl":
        return [Read(d, labelled, kind)
                for d, labelled in read_jsonl(text, stem=doc_id, source=source,
                                              label_map=label_map)]
    if kind == "conll":
        return [Read(d, True, kind)
                for d in read_conll(text, stem=doc_id, source=source, label_map=label_map)]
    raise ValueError(f"not an annotation tool's format: {kind!r}")


def write(kind: str, doc_id: str, text: str, tags: Sequence[Tag], *,
          model_version: str) -> tuple[str, dict[str, str]]:
    """One document in brat, Label Studio or JSONL: its content (the .ann, the task, the
    line) and its other files by name (brat: ``<doc_id>.txt``)."""
    if kind == "brat":
        return to_ann(text, tags), {f"{doc_id}.txt": text}
    if kind == "label-studio":
        return label_studio.dumps(label_studio.to_task(doc_id, text, tags,
                                                       model_version=model_version)), {}
    if kind == "jsonl":
        return to_line(doc_id, text, tags), {}
    raise ValueError(f"not a format written from text and tags: {kind!r}")
