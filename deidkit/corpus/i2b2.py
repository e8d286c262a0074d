"""The i2b2 2014 de-identification XML format.

::

    <?xml version="1.0" encoding="UTF-8" ?>
    <deIdi2b2>
    <TEXT><![CDATA[ ...note text... ]]></TEXT>
    <TAGS>
    <NAME id="P0" start="16" end="26" text="John Smith" TYPE="PATIENT" comment="" />
    </TAGS>
    </deIdi2b2>

Offsets count characters of the TEXT element as an XML parser returns it (line ends
normalised to ``\\n``), as the official evaluation script reads them.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator
from xml.sax.saxutils import escape

from deidkit.errors import DataError

#: i2b2 2014 tag names (categories) and their TYPEs.
CATEGORIES: dict[str, tuple[str, ...]] = {
    "NAME": ("PATIENT", "DOCTOR", "USERNAME"),
    "PROFESSION": ("PROFESSION",),
    "LOCATION": ("ROOM", "DEPARTMENT", "HOSPITAL", "ORGANIZATION", "STREET", "CITY", "STATE",
                 "COUNTRY", "ZIP", "LOCATION-OTHER"),
    "AGE": ("AGE",),
    "DATE": ("DATE",),
    "CONTACT": ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"),
    "ID": ("SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE",
           "BIOID", "IDNUM"),
    "OTHER": ("OTHER",),
}

#: TYPE -> category (tag name). PROFESSION, AGE, DATE and OTHER are their own TYPE.
TYPE_CATEGORY: dict[str, str] = {t: cat for cat, types in CATEGORIES.items() for t in types}


@dataclass(frozen=True)
class Tag:
    """One PHI annotation: ``text[start:end]`` of its document."""

    tag: str            # category, the XML element name: NAME, DATE...
    type: str           # the TYPE attribute: PATIENT, DATE...
    start: int
    end: int
    text: str
    id: str = ""
    comment: str = ""


@dataclass
class Document:
    doc_id: str
    text: str
    tags: list[Tag] = field(default_factory=list)
    source: str = ""
    #: inconsistencies found while reading (offsets out of range, text mismatch, overlaps,
    #: unknown or missing TYPEs)
    problems: list[str] = field(default_factory=list)
    #: elements under <TAGS> whose name is no i2b2 category (kept as tags: fail closed);
    #: apart from ``problems`` because the evaluation reports them as ignored elements
    unknown_tags: list[str] = field(default_factory=list)
    #: every element under <TAGS> with integer offsets, in file order, as written: those
    #: ``tags`` drops (offsets outside the text, empty) included, TYPE "" when missing, text
    #: the slice the offsets give. What the official i2b2 2014 evaluation scores; None for a
    #: document not read from XML.
    elements: list[Tag] | None = None
    #: character offsets at which the sentences start, when the format gives them (CoNLL);
    #: None: the sentencizer finds them
    sentences: list[int] | None = None


class Inconsistency(DataError):
    """A tag that does not fit its text (raised under ``strict``)."""


def decode_utf8(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise DataError(f"not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}, "
                        f"line {line})", source=source) from None


def read_bytes(path: Path | str) -> bytes:
    source = str(path)
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise DataError("no such file", source=source) from None
    except IsADirectoryError:
        raise DataError("is a directory", source=source) from None
    except OSError as exc:
        raise DataError(f"cannot read ({exc.strerror or exc})", source=source) from None


def parse_document(data: bytes, *, doc_id: str, source: str, strict: bool = False) -> Document:
    """Parse i2b2 XML bytes. Malformed files raise :class:`DataError`; tags that do not fit
    the text are dropped (offsets out of range) or kept (text attribute disagrees, overlaps)
    and recorded in ``Document.problems``, or raise under ``strict``."""
    if not data.strip():
        raise DataError("empty file", source=source)
    decode_utf8(data, source)  # a precise message for non-UTF-8 bytes
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise DataError(f"malformed XML ({exc})", source=source) from None
    if root.tag != "deIdi2b2":
        raise DataError(f"not i2b2 XML: root element is <{root.tag}>, expected <deIdi2b2>",
                        source=source)
    text_el = root.find("TEXT")
    if text_el is None:
        raise DataError("not i2b2 XML: no <TEXT> element", source=source)
    if len(text_el):
        # The text after a child element would vanish from .text, and every offset past it
        # would point elsewhere: refuse rather than lose text silently.
        raise DataError(f"not i2b2 XML: <TEXT> contains an element <{text_el[0].tag}>; the "
                        "note text must be plain text or CDATA", source=source)
    text = text_el.text or ""
    doc = Document(doc_id=doc_id, text=text, source=source, elements=[])
    tags_el = root.find("TAGS")
    if tags_el is None:
        return doc

    def problem(message: str, found: list[str] = doc.problems):
        if strict:
            raise Inconsistency(message, source=source)
        found.append(message)

    for el in tags_el:
        tag_id = el.get("id", "")
        label = f"tag {tag_id or '?'} <{el.tag}>"
        try:
            start = int(el.get("start"))
            end = int(el.get("end"))
        except (TypeError, ValueError):
            problem(f"{label}: start/end missing or not integers "
                    f"(start={el.get('start')!r}, end={el.get('end')!r})")
            continue
        doc.elements.append(Tag(tag=el.tag, type=el.get("TYPE", ""), start=start, end=end,
                                text=text[start:end], id=tag_id))
        if not (0 <= start < end <= len(text)):
            problem(f"{label}: offsets {start}-{end} outside the text (length {len(text)}), dropped")
            continue
        tag_type = _tag_type(el, label, problem, doc.unknown_tags)
        attr_text = el.get("text")
        if attr_text is not None and attr_text != text[start:end] \
                and " ".join(attr_text.split()) != " ".join(text[start:end].split()):
            problem(f"{label}: text attribute disagrees with the text at {start}-{end}; "
                    "offsets kept")
        doc.tags.append(Tag(tag=el.tag, type=tag_type, start=start, end=end,
                            text=text[start:end], id=tag_id, comment=el.get("comment", "")))
    doc.tags.sort(key=lambda t: (t.start, t.end))
    # Compare each tag with the earlier tag reaching furthest, not just its predecessor:
    # A 0-10, B 2-3, C 5-6 — C overlaps A although it does not overlap B.
    reach = None
    for b in doc.tags:
        a = reach
        if a is not None and b.start < a.end:
            problem(f"tags {a.id or '?'} ({a.start}-{a.end}) and {b.id or '?'} "
                    f"({b.start}-{b.end}) overlap")
        if a is None or b.end > a.end:
            reach = b
    return doc


def _tag_type(el, label: str, problem, unknown: list[str]) -> str:
    """The TYPE of a tag element. An unknown tag name or TYPE, or a TYPE missing where the
    category has several, is reported; the tag is kept (still PHI: fail closed)."""
    types = CATEGORIES.get(el.tag)
    tag_type = el.get("TYPE")
    if types is None:
        problem(f"{label}: unknown tag name (expected one of {', '.join(CATEGORIES)})",
                unknown)
        return tag_type or el.tag
    if not tag_type:
        if len(types) == 1:
            return types[0]  # PROFESSION, AGE, DATE, OTHER: the category is the TYPE
        problem(f"{label}: no TYPE attribute (expected one of {', '.join(types)})")
        return el.tag
    if tag_type not in types:
        problem(f"{label}: unknown TYPE {tag_type!r} for <{el.tag}> (expected one of "
                f"{', '.join(types)})")
    return tag_type


def read_document(path: Path | str, *, strict: bool = False) -> Document:
    p = Path(path)
    return parse_document(read_bytes(p), doc_id=p.stem, source=str(path), strict=strict)


def find_files(inputs: Iterable[Path | str], suffixes: tuple[str, ...] = (".xml",)) -> list[Path]:
    """Files named by ``inputs``; directories expand to their files with ``suffixes``,
    recursively, in sorted order (so that output order never depends on the file system)."""
    out: list[Path] = []
    for item in inputs:
        p = Path(item)
        if p.is_dir():
            found = []
            for root, dirs, files in os.walk(p):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in files:
                    if name.lower().endswith(suffixes) and not name.startswith("."):
                        found.append(Path(root) / name)
            out.extend(sorted(found))
        elif p.exists():
            out.append(p)
        else:
            raise DataError("no such file or directory", source=str(item))
    return out


def iter_documents(inputs: Iterable[Path | str], *, strict: bool = False) -> Iterator[Document]:
    for path in find_files(inputs):
        yield read_document(path, strict=strict)


# ---------------------------------------------------------------------------------------
# Writing

def _cdata(text: str) -> str:
    # "]]>" cannot appear inside CDATA: close and reopen the section around it.
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def _attr(value: str) -> str:
    return escape(value, {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def to_xml(text: str, tags: Iterable[Tag]) -> str:
    """Serialise a document as i2b2 2014 XML (tags in offset order, ids P0, P1...)."""
    if "\r" in text:
        raise ValueError("i2b2 text must not contain '\\r': XML parsers turn it into '\\n' "
                         "and every later offset would shift")
    lines = ['<?xml version="1.0" encoding="UTF-8" ?>', "<deIdi2b2>",
             "<TEXT>" + _cdata(text) + "</TEXT>", "<TAGS>"]
    for i, tag in enumerate(sorted(tags, key=lambda t: (t.start, t.end))):
        if text[tag.start:tag.end] != tag.text:
            raise ValueError(f"tag text {tag.text!r} != text[{tag.start}:{tag.end}]")
        tag_id = tag.id or f"P{i}"
        lines.append(f'<{tag.tag} id="{_attr(tag_id)}" start="{tag.start}" end="{tag.end}" '
                     f'text="{_attr(tag.text)}" TYPE="{_attr(tag.type)}" '
                     f'comment="{_attr(tag.comment)}" />')
    lines += ["</TAGS>", "</deIdi2b2>", ""]
    return "\n".join(lines)


def write_document(path: Path | str, text: str, tags: Iterable[Tag]) -> None:
    from deidkit.io import atomic_write_text

    atomic_write_text(path, to_xml(text, tags))
