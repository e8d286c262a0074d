"""Label Studio's JSON: a list of tasks, each ``{"data": {"text": ...}, "annotations": [...],
"predictions": [...]}``, as Label Studio exports a project and imports tasks.

Reading: a task's spans are the ``labels`` results (``value``: ``start``, ``end`` in
characters of ``data.text``, one label in ``labels``, ``text`` checked when present) of its
one annotation that was not cancelled; a task nobody annotated is read from its one
prediction (a pre-annotated task before review, as :func:`to_task` writes it), and a task
with neither is unlabelled. Other result types (choices, relations, text areas) are skipped;
spans on other object tags (``hypertextlabels``...) are an error.
Two annotations (or, unannotated, two predictions) of one task are an error: which one is
right is for the annotators to settle, not for a reader to guess.

The document id is ``data.doc_id`` when present (``export`` writes it), else
``<file stem>-<task id>``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Iterable

from deidkit.corpus.i2b2 import Document, Tag
from deidkit.errors import DataError
from deidkit.formats.spans import LabelMap, Span, to_document

#: The names of the labeling config's tags that :func:`to_task` writes (docs/stages.md).
FROM_NAME, TO_NAME = "label", "text"


@dataclass
class Task:
    document: Document
    labelled: bool
    #: read from a prediction: nobody has reviewed it
    from_prediction: bool


def read_tasks(text: str, *, stem: str, source: str,
               label_map: LabelMap | None = None) -> list[Task]:
    try:
        tasks = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"not JSON ({exc})", source=source) from None
    if isinstance(tasks, dict):
        tasks = [tasks]  # Label Studio imports a single task as well
    if not isinstance(tasks, list):
        raise DataError("not a Label Studio export: expected a list of tasks", source=source)
    return [_read_task(task, i, stem=stem, source=source, label_map=label_map)
            for i, task in enumerate(tasks, 1)]


def _read_task(task, i: int, *, stem: str, source: str, label_map) -> Task:
    where = f"task {task.get('id', i) if isinstance(task, dict) else i}"
    data = task.get("data") if isinstance(task, dict) else None
    if not isinstance(data, dict) or not isinstance(data.get("text"), str):
        raise DataError(f"{where}: no data.text (the note text, $text in the labeling "
                        "config)", source=source)
    doc_id = data.get("doc_id")
    if not isinstance(doc_id, str) or not doc_id:
        doc_id = f"{stem}-{task['id'] if 'id' in task else i}"
    for kind in ("annotations", "predictions"):
        if not isinstance(task.get(kind) or [], list):
            raise DataError(f"{where}: {kind} is not a list", source=source)
    annotations = [a for a in task.get("annotations") or []
                   if not (isinstance(a, dict) and a.get("was_cancelled"))]
    predictions = task.get("predictions") or []
    for kind, found in (("annotations", annotations), ("predictions", predictions)):
        if len(found) > 1:
            raise DataError(f"{where}: {len(found)} {kind}; keep one per task", source=source)
        if found:
            spans = _spans(found[0], f"{where} {kind[:-1]}", source)
            doc = to_document(doc_id, data["text"], spans, source=source, label_map=label_map)
            return Task(doc, True, kind == "predictions")
    return Task(Document(doc_id=doc_id, text=data["text"], source=source), False, False)


def _spans(completion, where: str, source: str) -> list[Span]:
    results = completion.get("result") if isinstance(completion, dict) else None
    if not isinstance(results, list):
        raise DataError(f"{where}: no result list", source=source)
    spans = []
    for k, result in enumerate(results, 1):
        kind = result.get("type") if isinstance(result, dict) else None
        at = f"{where} result {k}"
        if isinstance(kind, str) and kind != "labels" and kind.endswith("labels"):
            # spans of another object tag (HyperText, Paragraphs): skipping them would
            # read their PHI as none
            raise DataError(f"{at}: '{kind}' results are not read; label the note with "
                            "<Labels> on a <Text> tag", source=source)
        if kind != "labels":
            continue
        value = result.get("value")
        value = value if isinstance(value, dict) else {}
        labels = value.get("labels")
        if not isinstance(labels, list) or len(labels) != 1:
            raise DataError(f"{at}: expected one label in value.labels, found "
                            f"{labels!r}", source=source)
        spans.append(Span(value.get("start"), value.get("end"), labels[0], at,
                          value.get("text")))
    return spans


def to_task(doc_id: str, text: str, tags: Iterable[Tag], *, model_version: str) -> dict:
    """One task with the tags as a prediction (pre-annotations to review)."""
    result = [{"id": f"r{i}", "from_name": FROM_NAME, "to_name": TO_NAME, "type": "labels",
               "value": {"start": t.start, "end": t.end, "text": t.text, "labels": [t.type]}}
              for i, t in enumerate(sorted(tags, key=lambda t: (t.start, t.end)), 1)]
    return {"data": {"text": text, "doc_id": doc_id},
            "predictions": [{"model_version": model_version, "result": result}]}


def dumps(task: dict) -> str:
    return json.dumps(task, ensure_ascii=False, indent=1)


def join(tasks: list[str]) -> str:
    """One JSON list of the tasks :func:`dumps` wrote."""
    return "[\n" + ",\n".join(tasks) + "\n]\n" if tasks else "[]\n"
