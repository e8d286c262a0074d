"""Plain-text notes: one document per file, no annotations.

The document text is the file decoded as UTF-8, exactly (a leading byte-order mark is
dropped; line ends are kept as they are, ``\\r`` included), so that the offsets `tokenize`
writes index the characters of the file and `export` can redact it in place.
"""

from __future__ import annotations

from pathlib import Path

from deidkit.corpus.i2b2 import Document, decode_utf8, read_bytes
from deidkit.errors import DataError

BOM = "\ufeff"


def parse_text(data: bytes, *, doc_id: str, source: str) -> Document:
    """A plain-text document from bytes. Empty (or whitespace-only) and non-UTF-8 input
    raise :class:`DataError`."""
    if not data.strip():
        raise DataError("empty file", source=source)
    text = decode_utf8(data, source)
    if text.startswith(BOM):
        text = text[1:]
    return Document(doc_id=doc_id, text=text, source=source)


def read_text(path: Path | str) -> Document:
    """The plain-text document at ``path``; its id is the file stem."""
    p = Path(path)
    return parse_text(read_bytes(p), doc_id=p.stem, source=str(path))
