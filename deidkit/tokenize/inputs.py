"""The inputs of ``deidkit tokenize``: files, directories and standard input, read as i2b2
XML or plain text."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from deidkit.corpus import i2b2
from deidkit.corpus.i2b2 import Document
from deidkit.corpus.text import parse_text
from deidkit.errors import DataError

STDIN = "-"
STDIN_SOURCE = "<stdin>"
STDIN_DOC_ID = "stdin"

def resolve_inputs(inputs: Sequence[str | Path]) -> list[Path | str]:
    """The documents named by ``inputs``: files as given, directories expanded to their
    ``*.xml`` files (recursively, sorted) or, when a directory holds none, its ``*.txt``
    files; ``-`` once for standard input. Missing paths raise :class:`DataError` up front."""
    items: list[Path | str] = []
    seen_stdin = False
    for item in inputs:
        if str(item) == STDIN:
            if seen_stdin:
                raise DataError("standard input ('-') can be read only once", source=STDIN_SOURCE)
            seen_stdin = True
            items.append(STDIN)
            continue
        p = Path(item)
        if p.is_dir():
            found = i2b2.find_files([p], (".xml",)) or i2b2.find_files([p], (".txt",))
            if not found:
                raise DataError("directory contains no .xml or .txt files", source=str(item))
            items.extend(found)
        elif p.exists() or p.is_symlink():
            items.append(p)
        else:
            raise DataError("no such file or directory", source=str(item))
    _check_unique_doc_ids(items)
    return items


def _check_unique_doc_ids(items: Sequence[Path | str]) -> None:
    # A document's id is its file name without the extension: two files with one name (in
    # two directories, or one file named twice) would merge into one document downstream.
    first: dict[str, Path | str] = {}
    for item in items:
        doc_id = STDIN_DOC_ID if item == STDIN else Path(item).stem
        if doc_id in first:
            earlier = STDIN_SOURCE if first[doc_id] == STDIN else first[doc_id]
            raise DataError(f"document id '{doc_id}' also comes from {earlier}: document ids "
                            "are file names without the extension and must be unique",
                            source=STDIN_SOURCE if item == STDIN else str(item))
        first[doc_id] = item


def looks_like_xml(data: bytes) -> bool:
    """Whether a document's bytes are i2b2 XML: they start (after a byte order mark and
    blanks) with an XML declaration or ``<deIdi2b2``."""
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"<?xml") or head.startswith(b"<deIdi2b2")


def read_bytes(data: bytes, *, doc_id: str, source: str,
               strict: bool = False) -> tuple[Document, bool]:
    """``(document, labelled)`` of a document's bytes of unknown kind (standard input, a
    row of an engine's DataFrame): i2b2 XML if :func:`looks_like_xml`, else plain text."""
    if looks_like_xml(data):
        return i2b2.parse_document(data, doc_id=doc_id, source=source, strict=strict), True
    return parse_text(data, doc_id=doc_id, source=source), False


def read_item(item, *, strict: bool = False) -> tuple[Document, bool]:
    """Read one input: ``(document, labelled)``. ``.txt`` files are plain text, ``.xml``
    files i2b2 XML, other files and standard input are sniffed (XML if they start with an
    XML declaration or ``<deIdi2b2``)."""
    if isinstance(item, tuple):  # (STDIN, bytes)
        return read_bytes(item[1], doc_id=STDIN_DOC_ID, source=STDIN_SOURCE, strict=strict)
    path = Path(item)
    data = i2b2.read_bytes(path)
    suffix = path.suffix.lower()
    if suffix == ".txt" or (suffix != ".xml" and not looks_like_xml(data)):
        return parse_text(data, doc_id=path.stem, source=str(item)), False
    return i2b2.parse_document(data, doc_id=path.stem, source=str(item), strict=strict), True

