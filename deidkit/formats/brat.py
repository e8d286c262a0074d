"""brat standoff: ``NAME.txt`` (the text) and ``NAME.ann`` (the annotations), one document.

Text-bound annotations are read, one per line: ``T1<TAB>PATIENT 3 13<TAB>John Smith``
(id, then the label and ``start end`` character offsets into the .txt, then the covered
text). A discontinuous annotation (``T2<TAB>CITY 0 5;6 10<TAB>...``, fragments joined by a
space in the text field) becomes one tag from its first start to its last end: the gap is
PHI too (fail closed), and it is how :func:`to_ann` writes a tag that crosses a line break.
Relations, events, attributes, normalizations, notes and equivalences (``R``, ``E``, ``A``,
``M``, ``N``, ``#``, ``*`` lines) say nothing about where PHI is and are skipped.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from deidkit.corpus.i2b2 import Document, Tag, decode_utf8, read_bytes
from deidkit.corpus.text import parse_text
from deidkit.errors import DataError
from deidkit.formats.spans import LabelMap, Span, to_document

#: id, label, fragments (``start end`` pairs joined by ``;``), optional text field
_TEXT_BOUND = re.compile(r"T\S*\t(\S+) (\d+ \d+(?:;\d+ \d+)*)(?:\t(.*))?")
_OTHER_KINDS = tuple("REAMN#*")
#: runs of line breaks: a brat fragment never crosses one
_BREAKS = re.compile(r"[\r\n]+")


def read_brat(ann_path: Path | str, *, label_map: LabelMap | None = None) -> Document:
    """The document of ``NAME.ann`` and the ``NAME.txt`` beside it (id: ``NAME``)."""
    ann = Path(ann_path)
    txt = ann.with_suffix(".txt")
    if not txt.exists():
        raise DataError(f"no {txt.name} beside it (brat keeps the text in NAME.txt)",
                        source=str(ann))
    text = parse_text(read_bytes(txt), doc_id=ann.stem, source=str(txt)).text
    source = str(ann)
    spans = []
    for n, line in enumerate(decode_utf8(read_bytes(ann), source).split("\n"), 1):
        line = line.rstrip("\r")
        if not line.strip() or line.startswith(_OTHER_KINDS):
            continue
        m = _TEXT_BOUND.fullmatch(line)
        if m is None:
            raise DataError(f"line {n}: malformed annotation (expected 'T<id><TAB><label> "
                            "<start> <end><TAB><text>')", source=source)
        fragments = [tuple(map(int, f.split())) for f in m.group(2).split(";")]
        start, end = fragments[0][0], fragments[-1][1]
        where = f"line {n}"
        if any(s >= e for s, e in fragments) or any(
                a[1] > b[0] for a, b in zip(fragments, fragments[1:])):
            raise DataError(f"{where}: fragments {m.group(2)} are empty or out of order",
                            source=source)
        if end <= len(text) and m.group(3) is not None:
            covered = " ".join(text[s:e] for s, e in fragments)
            if " ".join(covered.split()) != " ".join(m.group(3).split()):
                # no PHI in the message: the offsets say where to look
                raise DataError(f"{where}: the text field disagrees with the text at "
                                f"{m.group(2)} of {txt.name}", source=source)
        spans.append(Span(start, end, m.group(1), where))
    return to_document(ann.stem, text, spans, source=source, label_map=label_map)


def to_ann(text: str, tags: Iterable[Tag]) -> str:
    """The .ann of ``tags`` over ``text``: ``T1``, ``T2``... in offset order; a tag that
    crosses line breaks is written as fragments around them, as brat itself does."""
    lines = []
    for i, tag in enumerate(sorted(tags, key=lambda t: (t.start, t.end)), 1):
        fragments, pos = [], tag.start
        for br in _BREAKS.finditer(text, tag.start, tag.end):
            if br.start() > pos:
                fragments.append((pos, br.start()))
            pos = br.end()
        if pos < tag.end:
            fragments.append((pos, tag.end))
        offsets = ";".join(f"{s} {e}" for s, e in fragments)
        covered = " ".join(text[s:e] for s, e in fragments)
        lines.append(f"T{i}\t{tag.type} {offsets}\t{covered}\n")
    return "".join(lines)
