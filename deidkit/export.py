"""Predictions back to documents: i2b2 2014 XML, redacted text, or an annotation tool's
format (brat, Label Studio, JSONL, CoNLL; :mod:`deidkit.formats`).

Tags are assembled from the IOB2 labels of one column (``predicted`` by default) per
sentence by :func:`deidkit.labels.iob2_spans`, as ``evaluate`` assembles them: ``O`` closes
a tag, ``I-X`` continues only an open X, anything else (``B-X``, a stray ``I-X``) opens one. A tag spans from
the start of its first token to the end of its last, so its ``text`` attribute is exactly
the source slice. The tag name is the category of the TYPE (``PATIENT`` -> ``NAME``).

The text of each document comes from the source: ``<doc_id>.xml`` (the TEXT of i2b2 XML),
``<doc_id>.txt`` (plain text or brat's, as ``deidkit tokenize`` read it) or the documents of
Label Studio, JSONL and CoNLL files in the source directory (or the source file). The
tokens must have been made from that text (offsets in range, token texts equal to the
slices, HTML entities compared unescaped); otherwise the error names the document. CoNLL
needs no text: it writes the tokens of the table.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Mapping, Sequence

import pyarrow as pa

from deidkit import __version__, formats

from deidkit.corpus.i2b2 import Tag, find_files, read_bytes, read_document, to_xml
from deidkit.corpus.text import read_text
from deidkit.errors import ConfigError, DataError
from deidkit.evaluate.tokens import FlatTokens
from deidkit.io import current_umask
from deidkit.labels import tag_name
from deidkit.tokens_table import TOKEN_LISTS, read_tokens

#: surrogate: deidkit.surrogate_export (corpus-wide: one patient's documents together)
FORMATS = ("i2b2", "redacted", "brat", "label-studio", "jsonl", "conll")
#: The file of each document (brat: and its text, as ``<doc_id>.txt``).
SUFFIX = {"i2b2": ".xml", "redacted": ".txt", "surrogate": ".txt", "brat": ".ann",
          "conll": ".conll"}
#: Formats written as one file for all documents, the contents of the documents joined.
CORPUS_FILE = {"label-studio": ("tasks.json", formats.label_studio.join),
               "jsonl": ("documents.jsonl", "".join)}
#: Formats that write the tokens of the table and need no source text.
TOKENS_ONLY = ("conll",)


def read_source_texts(directory) -> dict[str, tuple[str, str]]:
    """doc_id -> (text, path) of the .xml and .txt files under ``directory`` (a directory
    or one file), and of the documents of Label Studio, JSONL and CoNLL files there (their
    texts only: the labels are not read)."""
    path = Path(directory)
    if not path.exists():
        raise DataError("no such file or directory (the source texts of the tokens)",
                        source=str(directory))
    out: dict[str, tuple[str, str]] = {}
    for file in find_files([path], suffixes=(".xml", ".txt", ".json", ".jsonl", ".conll")):
        suffix = file.suffix.lower()
        if suffix in (".xml", ".txt"):
            docs = [read_document(file) if suffix == ".xml" else read_text(file)]
        else:
            docs = [r.document for r in formats.read(
                formats.SUFFIX_KIND[suffix], file, read_bytes(file), doc_id=file.stem,
                source=str(file), label_map=formats.TEXTS_ONLY)]
        for doc in docs:
            if doc.doc_id in out:
                raise DataError(f"two source files for document '{doc.doc_id}': "
                                f"{out[doc.doc_id][1]} and {file}", source=str(directory))
            out[doc.doc_id] = (doc.text, str(file))
    return out


@dataclass
class ExportedDocument:
    doc_id: str
    content: str
    tags: int
    #: other files of the document, name -> content (brat: its text)
    extra: dict[str, str] = field(default_factory=dict)


def redact(text: str, tags: list[Tag]) -> str:
    """``text`` with every tag replaced by ``[**TYPE**]``."""
    pieces, pos = [], 0
    for tag in sorted(tags, key=lambda t: (t.start, t.end)):
        if tag.start < pos:  # overlapping tags: the earlier one already replaced this text
            continue
        pieces += [text[pos:tag.start], f"[**{tag.type}**]"]
        pos = tag.end
    pieces.append(text[pos:])
    return "".join(pieces)


def document_tags(table: pa.Table, texts: Mapping[str, str], *, column: str = "predicted",
                  source: str | None = None) -> dict[str, list[Tag]]:
    """The tags of ``column`` per document of ``table`` (documents without tags included)."""
    flat = FlatTokens(table, source=source, label_columns=(column,), offsets=True)
    doc_ids = list(dict.fromkeys(flat.doc_ids.tolist()))
    for doc_id in doc_ids:
        if doc_id not in texts:
            raise DataError(f"no source text for document '{doc_id}' (expected {doc_id}.xml or "
                            f"{doc_id}.txt in the source directory)", source=source)
    flat.check_against(texts)
    out: dict[str, list[Tag]] = {d: [] for d in sorted(doc_ids)}
    for span in flat.spans(column):
        start, end = flat.offsets(span)
        text = texts[span.doc_id]
        # a binary model's B-PHI becomes <PHI TYPE="PHI">, which evaluate scores as binary PHI
        out[span.doc_id].append(Tag(tag=tag_name(span.type), type=span.type, start=start,
                                    end=end, text=text[start:end]))
    return out


def export(table: pa.Table, texts: Mapping[str, str], *, fmt: str = "i2b2",
           column: str = "predicted", source: str | None = None) -> Iterator[ExportedDocument]:
    """One exported document per document of ``table``, in doc_id order."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {FORMATS}")
    if fmt == "conll":
        yield from conll_documents(table, column=column, source=source)
        return
    for doc_id, tags in document_tags(table, texts, column=column, source=source).items():
        text = texts[doc_id]
        if fmt == "i2b2":
            if "\r" in text:
                raise DataError(f"the text of document '{doc_id}' contains carriage returns, "
                                "which XML parsers turn into newlines (every later offset would "
                                "shift): use --format redacted, or convert the line ends "
                                "before tokenizing", source=source)
            content, extra = to_xml(text, tags), {}
        elif fmt == "redacted":
            content, extra = redact(text, tags), {}
        else:
            content, extra = formats.write(fmt, doc_id, text, tags,
                                           model_version=f"deidkit {__version__}: {column}")
        yield ExportedDocument(doc_id, content, len(tags), extra)


def conll_documents(table: pa.Table, *, column: str = "predicted",
                    source: str | None = None) -> Iterator[ExportedDocument]:
    """Each document of ``table`` in CoNLL (:func:`deidkit.formats.conll.table_documents`)."""
    for doc_id, content, tags in formats.conll.table_documents(table, column=column,
                                                               source=source):
        yield ExportedDocument(doc_id, content, tags)


def read_input(path, source_dir, *, column: str = "predicted", tokens_only: bool = False
               ) -> tuple[pa.Table, dict[str, str], str]:
    """The tokens table at ``path`` (``-``: stdin), the texts in ``source_dir`` (doc_id ->
    text; none for a format that writes the tokens only) and the table's source name."""
    offsets = () if tokens_only else ("starts", "ends")
    table, source = read_tokens(path, require=offsets + ((column,) if column in TOKEN_LISTS
                                                        else ()))
    texts = ({} if tokens_only else
             {d: t for d, (t, _) in read_source_texts(source_dir).items()})
    return table, texts, source


def export_input(path, source_dir, *, fmt: str = "i2b2",
                 column: str = "predicted") -> tuple[list[ExportedDocument], str]:
    """The exported documents of the tokens table at ``path`` (``-``: stdin) over the texts
    in ``source_dir``, and the table's source name."""
    table, texts, source = read_input(path, source_dir, column=column,
                                      tokens_only=fmt in TOKENS_ONLY)
    return list(export(table, texts, fmt=fmt, column=column, source=source)), source


def check_output_dir(out_dir) -> Path:
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise ConfigError(f"'{out_dir}' exists and is not a directory")
    return out


def write_documents(docs: Sequence[ExportedDocument], out_dir, *, fmt: str = "i2b2",
                    force: bool = False) -> Path:
    """Write ``docs`` as ``<doc_id>.xml``/``.txt``... (:func:`output_files`) into
    ``out_dir``, atomically as a run.

    Files that exist in ``out_dir`` are a :class:`ConfigError` unless ``force``."""
    out = check_output_dir(out_dir)
    files = output_files(docs, fmt)
    names = list(files)
    existing = [n for n in names if (out / n).exists()]
    if existing and not force:
        raise ConfigError(f"{len(existing)} of the {len(names)} files to write exist in "
                          f"'{out_dir}' (e.g. {existing[0]}); use --force to overwrite")
    with _staging_dir(out) as tmp:
        for name, content in files.items():
            try:
                (tmp / name).write_text(content, encoding="utf-8")
            except OSError as exc:
                raise DataError(f"cannot write {name} ({exc.strerror or exc}); nothing was "
                                "exported", source=str(out_dir)) from None
    return out


def output_files(docs: Sequence[ExportedDocument], fmt: str) -> dict[str, str]:
    """File name -> content of the documents in ``fmt``: one file per document, or one for
    all of them (``CORPUS_FILE``)."""
    if fmt in CORPUS_FILE:
        name, join = CORPUS_FILE[fmt]
        return {name: join([d.content for d in docs])}
    files: dict[str, str] = {}
    for doc in docs:
        files.update(doc.extra)
        files[f"{doc.doc_id}{SUFFIX[fmt]}"] = doc.content
    return files


@contextlib.contextmanager
def _staging_dir(out: Path) -> Iterator[Path]:
    """A temporary sibling of ``out`` that becomes ``out`` (or whose files move into an
    existing ``out``) on success and is removed on failure."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=str(out.parent)))
    try:
        yield tmp
        if out.is_dir():
            # renames within one file system: they need no space and cannot fail half-way
            # for the reasons writing can (disk full)
            for file in sorted(tmp.iterdir()):
                os.replace(file, out / file.name)
            tmp.rmdir()
        else:
            os.chmod(tmp, 0o777 & ~current_umask())  # mkdtemp makes 0700 directories
            os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


# ---------------------------------------------------------------------------------------
# The command's work: documents of every format, to a directory or to one stream

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
    write :func:`stdout_text` to standard output); :func:`export_table`, the patients of
    ``--format surrogate`` read from ``patients_file`` (a CSV, or None)."""
    patients = None
    if fmt == "surrogate":
        from deidkit.patients import read_patient_map
        from deidkit.surrogate_export import check_key_path

        if key_file is not None:
            check_key_path(key_file, force=force)  # before any work
        patients = read_patient_map(patients_file) if patients_file is not None else None
    table, texts, source = read_input(path, source_dir, column=column,
                                      tokens_only=fmt in TOKENS_ONLY)
    return export_table(table, texts, out_dir, fmt=fmt, column=column, source=source,
                        force=force, seed=seed, date_order=date_order, patients=patients,
                        patients_source=str(patients_file), key_file=key_file, emit=emit)


def export_table(table: pa.Table, texts: Mapping[str, str], out_dir, *, fmt: str = "i2b2",
                 column: str = "predicted", source: str | None = None, force: bool = False,
                 seed: int = 0, date_order: str = "auto",
                 patients: Mapping[str, str] | None = None, patients_source: str | None = None,
                 key_file=None, emit=None) -> ExportResult:
    """The documents of the tokens ``table`` (named ``source`` in errors) over ``texts``
    (doc_id -> text) in ``fmt``, written into ``out_dir`` (None: given to ``emit``).
    ``--format surrogate`` (``seed``, ``date_order``, ``patients``: doc_id -> patient id,
    read from ``patients_source``) also writes the key to ``key_file`` with the documents:
    both or neither."""
    if fmt != "surrogate":
        docs = list(export(table, texts, fmt=fmt, column=column, source=source))
        return ExportResult(docs, _deliver(docs, out_dir, fmt, force, emit))
    from deidkit.surrogate_export import key_written, surrogate_documents

    tags = document_tags(table, texts, column=column, source=source)
    result = surrogate_documents(tags, texts, seed=seed, date_order=date_order,
                                 patients=patients, patients_source=patients_source)
    # the key is renamed into place once the documents are written: a failed run leaves neither
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
