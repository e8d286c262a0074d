"""The inputs of ``deidkit tokenize``: files, directories and standard input, read as i2b2
XML or plain text here, as an annotation tool's format by :mod:`deidkit.formats`."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from deidkit import formats
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
            items.extend(_directory_files(p, str(item)))
        elif p.exists() or p.is_symlink():
            items.append(p)
        else:
            raise DataError("no such file or directory", source=str(item))
    items = _one_per_brat_pair(items)
    _check_unique_doc_ids(items)
    return items


def _one_per_brat_pair(items: list[Path | str]) -> list[Path | str]:
    """A brat document is two files, and ``tokenize notes/*`` names both: keep the first
    (the same file named twice is still the error of :func:`_check_unique_doc_ids`)."""
    named: dict[Path, Path] = {}  # the .ann of a brat document -> the file that named it
    out = []
    for item in items:
        if item != STDIN and formats.kind_of(Path(item)) == "brat":
            ann = Path(item).with_suffix(".ann")
            if named.setdefault(ann, Path(item)) != Path(item):
                continue
        out.append(item)
    return out


def _directory_files(p: Path, source: str) -> list[Path]:
    """The files of a directory in the first format of ``formats.DIRECTORY_SUFFIXES`` it
    holds. i2b2 XML wins over the rest, as it always did over .txt (a corpus directory
    with a stray .json still reads); two annotation tools' formats are an error."""
    found = {suffix: i2b2.find_files([p], (suffix,)) for suffix in formats.DIRECTORY_SUFFIXES}
    if found[".xml"]:
        return found[".xml"]
    present = [suffix for suffix, files in found.items() if files and suffix != ".txt"]
    if not present:
        if not found[".txt"]:
            raise DataError("directory contains no .xml, .ann, .json, .jsonl, .conll or "
                            ".txt files", source=source)
        return found[".txt"]
    if len(present) > 1:
        raise DataError(f"directory holds files of two formats ({present[0]} and "
                        f"{present[1]}); give the files of one", source=source)
    return found[present[0]]


def _check_unique_doc_ids(items: Sequence[Path | str]) -> None:
    # A document's id is its file name without the extension: two files with one name (in
    # two directories, or one file named twice) would merge into one document downstream.
    # Files of several documents (Label Studio, JSONL, CoNLL) are checked once read.
    first: dict[str, Path | str] = {}
    for item in items:
        if item == STDIN or Path(item).suffix.lower() not in (".xml", ".txt", ".ann"):
            continue
        doc_id = Path(item).stem
        if doc_id in first:
            raise DataError(f"document id '{doc_id}' also comes from {first[doc_id]}: document "
                            "ids are file names without the extension and must be unique",
                            source=str(item))
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


def read_documents(item, *, strict: bool = False,
                   label_map: formats.LabelMap | None = None) -> list[formats.Read]:
    """Read one input of any format: its documents (several for Label Studio, JSONL and
    CoNLL files)."""
    if isinstance(item, tuple):  # (STDIN, bytes)
        path, data, doc_id, source = Path(STDIN_DOC_ID), item[1], STDIN_DOC_ID, STDIN_SOURCE
        kind = formats.sniff(data)
    else:
        path, doc_id, source = Path(item), Path(item).stem, str(item)
        kind = formats.kind_of(path)
        data = None if kind == "brat" else i2b2.read_bytes(path)
        kind = kind or formats.sniff(data)
    if kind in formats.ANNOTATION_KINDS:
        return formats.read(kind, path, data, doc_id=doc_id, source=source, label_map=label_map)
    if kind == "i2b2":
        doc = i2b2.parse_document(data, doc_id=doc_id, source=source, strict=strict)
        return [formats.Read(doc, True, kind)]
    return [formats.Read(parse_text(data, doc_id=doc_id, source=source), False, "text")]
