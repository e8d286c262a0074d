"""``deidkit export`` as one library call: :func:`export_corpus` exports a tokens table in
any format (:mod:`deidkit.export`, or the surrogate text of :mod:`deidkit.surrogate_export`)
to a directory or to one stream.

The imports point one way: this module uses both; :mod:`deidkit.surrogate_export` uses
:mod:`deidkit.export` (the exported document, the tags of a tokens table, its input); and
:mod:`deidkit.export` uses neither.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Sequence

from deidkit.export import ExportedDocument, export_input, write_documents
from deidkit.surrogate_export import check_key_path, key_written, surrogate_input

#: Formats whose documents may go to standard output (text, one document after another).
STDOUT_FORMATS = ("redacted", "surrogate")


def stdout_text(docs: Sequence[ExportedDocument]) -> str:
    """Documents as one stream: one document as it is, several each under a ``==> doc_id
    <==`` line, as head(1) prints several files."""
    if len(docs) == 1:
        return docs[0].content
    return "\n".join(f"==> {d.doc_id} <==\n{d.content}" for d in docs)


@dataclass
class ExportResult:
    documents: list
    #: What a person may want to know (counts, where the files went), for stderr.
    notes: list = field(default_factory=list)


def export_corpus(path, source_dir, out_dir, *, fmt: str = "i2b2", column: str = "predicted",
                  force: bool = False, seed: int = 0, date_order: str = "auto",
                  patients_file=None, key_file=None, emit=None) -> ExportResult:
    """``deidkit export``: the documents of the tokens table at ``path`` over the texts in
    ``source_dir`` in ``fmt``, written into ``out_dir`` (None: given to ``emit``, e.g. to
    write :func:`stdout_text` to standard output). ``--format surrogate`` also writes the
    key to ``key_file`` with the documents: both or neither."""
    if fmt != "surrogate":
        docs, _ = export_input(path, source_dir, fmt=fmt, column=column)
        return ExportResult(docs, _deliver(docs, out_dir, fmt, force, emit))
    if key_file is not None:
        check_key_path(key_file, force=force)  # before any work
    result = surrogate_input(path, source_dir, column=column, seed=seed, date_order=date_order,
                             patients_file=patients_file)
    # the key is renamed into place once the documents are written: a failed run leaves neither
    return _surrogate_result(result, out_dir, fmt, force, emit, key_file)


def export_table(table, texts, out_dir, *, fmt: str = "i2b2", column: str = "predicted",
                 source: str | None = None, force: bool = False, seed: int = 0,
                 date_order: str = "auto", patients=None, patients_source: str | None = None,
                 key_file=None, emit=None) -> ExportResult:
    """:func:`export_corpus` of a tokens ``table`` already in memory (named ``source`` in
    errors) over ``texts`` (doc_id -> text); ``patients``: doc_id -> patient id, read from
    ``patients_source`` (``deidkit deidentify``: the same documents as the pipe)."""
    from deidkit.export import document_tags, export
    from deidkit.surrogate_export import surrogate_documents

    if fmt != "surrogate":
        docs = list(export(table, texts, fmt=fmt, column=column, source=source))
        return ExportResult(docs, _deliver(docs, out_dir, fmt, force, emit))
    tags = document_tags(table, texts, column=column, source=source)
    result = surrogate_documents(tags, texts, seed=seed, date_order=date_order,
                                 patients=patients, patients_source=patients_source)
    return _surrogate_result(result, out_dir, fmt, force, emit, key_file)


def _surrogate_result(result, out_dir, fmt, force, emit, key_file) -> ExportResult:
    """Surrogate documents delivered, their key written with them: both or neither."""
    with key_written(result.key, key_file) if key_file else contextlib.nullcontext():
        notes = _deliver(result.documents, out_dir, fmt, force, emit)
    if key_file:
        notes.append(f"wrote the key ({len(result.key)} spans; it contains PHI) to {key_file}")
    methods = ", ".join(f"{k} {v}" for k, v in sorted(result.methods.items()))
    orders = ", ".join(f"{k} {v}" for k, v in sorted(result.orders.items()))
    notes.append(f"surrogates: {methods or 'none'}; date order of the documents: "
                 f"{orders or 'none'}")
    return ExportResult(result.documents, notes)


def _deliver(docs, out_dir, fmt, force, emit) -> list[str]:
    if out_dir is None:
        if emit is not None:
            emit(stdout_text(docs))
        return []
    write_documents(docs, out_dir, fmt=fmt, force=force)
    return [f"exported {len(docs)} document{'s' if len(docs) != 1 else ''} "
            f"({sum(d.tags for d in docs)} tags, --format {fmt}) to {out_dir}"]


__all__ = ["ExportResult", "STDOUT_FORMATS", "export_corpus", "export_table", "stdout_text"]
