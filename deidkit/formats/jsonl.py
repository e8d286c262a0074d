"""JSON Lines with character spans: one document per line, in doccano's form
``{"text": ..., "label": [[start, end, "TYPE"], ...]}`` (or, from a doccano project with
relations, ``"entities": [{"start_offset": ..., "end_offset": ..., "label": ...}, ...]``) or
spaCy's and Prodigy's ``{"text": ..., "spans": [{"start": ..., "end": ..., "label": ...}]}``.

A line with none of ``label``, ``entities``, ``spans`` is unlabelled; a Prodigy line whose ``answer``
is not ``accept`` (rejected or ignored) is skipped, as Prodigy's own exports skip it. The
document id is the line's ``doc_id`` when present (``export`` writes it), else
``<file stem>-<id>`` with doccano's ``id``, else ``<file stem>-<line number>``.
"""

from __future__ import annotations

import json
from typing import Iterable

from deidkit.corpus.i2b2 import Document, Tag
from deidkit.errors import DataError
from deidkit.formats.spans import LabelMap, Span, to_document


def read_jsonl(text: str, *, stem: str, source: str,
               label_map: LabelMap | None = None) -> list[tuple[Document, bool]]:
    out = []
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        where = f"line {n}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise DataError(f"{where}: not JSON ({exc.msg})", source=source) from None
        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
            raise DataError(f"{where}: expected an object with a \"text\" string",
                            source=source)
        if obj.get("answer", "accept") != "accept":
            continue
        doc_id = obj.get("doc_id")
        if not isinstance(doc_id, str) or not doc_id:
            doc_id = f"{stem}-{obj['id'] if 'id' in obj else n}"
        keys = [key for key in _KEYS if key in obj]
        if len(keys) > 1:
            raise DataError(f"{where}: both \"{keys[0]}\" and \"{keys[1]}\"; expected one",
                            source=source)
        if not keys:
            out.append((Document(doc_id=doc_id, text=obj["text"], source=source), False))
            continue
        spans = _spans(obj, keys[0], where, source)
        out.append((to_document(doc_id, obj["text"], spans, source=source,
                                label_map=label_map), True))
    return out


#: the keys of spans, and the keys of (start, end, label) in their items (None: a triple)
_KEYS = {"label": None, "entities": ("start_offset", "end_offset", "label"),
         "spans": ("start", "end", "label")}


def _spans(obj: dict, key: str, where: str, source: str) -> list[Span]:
    items = obj[key]
    if not isinstance(items, list):
        raise DataError(f"{where}: \"{key}\" is not a list", source=source)
    spans = []
    fields = _KEYS[key]
    for item in items:
        if fields is None and isinstance(item, list) and len(item) == 3:
            spans.append(Span(item[0], item[1], item[2], where))
        elif fields and isinstance(item, dict) and set(fields) <= set(item):
            spans.append(Span(*(item[f] for f in fields), where, item.get("text")))
        else:
            expected = ("[start, end, label]" if fields is None else
                        "{" + ", ".join(f'"{f}": ...' for f in fields) + "}")
            raise DataError(f"{where}: an item of \"{key}\" is not {expected}",
                            source=source)
    return spans


def to_line(doc_id: str, text: str, tags: Iterable[Tag]) -> str:
    """One line in doccano's form, with the document id."""
    label = [[t.start, t.end, t.type] for t in sorted(tags, key=lambda t: (t.start, t.end))]
    return json.dumps({"doc_id": doc_id, "text": text, "label": label},
                      ensure_ascii=False) + "\n"
