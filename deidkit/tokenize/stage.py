"""The tokenize stage: documents read, tokenized and batched in groups, in input order, by
one process or several."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Mapping, Sequence

import pyarrow as pa

from deidkit.errors import ConfigError, DataError
from deidkit.formats import ANNOTATION_KINDS
from deidkit.tokenize.documents import TokenizeStats, BatchBuilder, output_schema, tokenize_document
from deidkit.tokenize.inputs import STDIN, read_documents, resolve_inputs
from deidkit.tokenize.sentences import MAX_SENTENCE_TOKENS

#: Documents per record batch. Fixed, so that the output does not depend on ``workers``.
DOCS_PER_BATCH = 32


@dataclass
class GroupResult:
    batch: pa.RecordBatch | None = None
    stats: TokenizeStats = field(default_factory=TokenizeStats)
    #: (source, problems) per document with inconsistencies
    warnings: list[tuple[str, list[str]]] = field(default_factory=list)
    documents: int = 0
    error: str | None = None
    #: (doc_id, source) of each document read, to check that ids are unique across groups
    doc_ids: list[tuple[str, str]] = field(default_factory=list)
    #: the formats read
    kinds: set[str] = field(default_factory=set)


def _process_group(task) -> GroupResult:
    """Read, tokenize and batch one group of documents (runs in a worker process).

    User errors come back as a message, not an exception: exceptions with keyword-only
    arguments do not survive pickling.
    """
    items, strict, max_sentence_tokens, label_map = task
    result = GroupResult(documents=len(items))
    builder = BatchBuilder(output_schema())
    stats = result.stats
    try:
        for read in (r for item in items
                     for r in read_documents(item, strict=strict, label_map=label_map)):
            doc = read.document
            result.doc_ids.append((doc.doc_id, doc.source))
            result.kinds.add(read.kind)
            stats.unreviewed += read.from_prediction
            tok = tokenize_document(doc, labelled=read.labelled,
                                    max_sentence_tokens=max_sentence_tokens)
            builder.add(tok)
            stats.documents += 1
            stats.sentences += len(tok.bounds)
            stats.tokens += len(tok.tokens)
            stats.characters += len(doc.text)
            stats.tags += len(doc.tags)
            stats.lost += tok.lost
            stats.split += tok.split
            found = doc.problems + doc.unknown_tags
            if found:
                stats.warnings += len(found)
                result.warnings.append((doc.source, found))
    except DataError as exc:
        result.error = str(exc)
        return result
    result.batch = builder.build()
    return result


def tokenize(inputs: Sequence[str | Path], *, strict: bool = False, workers: int = 1,
             max_sentence_tokens: int = MAX_SENTENCE_TOKENS,
             label_map: Mapping[str, str] | None = None,
             stdin: Callable[[], bytes] | None = None,
             stats: TokenizeStats | None = None,
             on_warning: Callable[[str, list[str]], None] | None = None,
             on_progress: Callable[[int], None] | None = None,
             docs_per_batch: int = DOCS_PER_BATCH) -> Iterator[pa.RecordBatch]:
    """Tokenize the documents named by ``inputs`` into tokens record batches.

    One batch per ``docs_per_batch`` documents (a sentence is never split across batches),
    in input order, identical for any number of ``workers``. ``stdin`` returns the bytes of
    standard input when ``-`` is among the inputs. Inconsistent tags are reported through
    ``on_warning(source, problems)`` (fatal under ``strict``); ``stats`` is updated as
    batches are produced. ``label_map`` maps the labels of annotation tools' formats to
    i2b2 TYPEs (:func:`deidkit.formats.read_label_map`). Bad files raise :class:`DataError`;
    a document id that occurs twice too, when it is read.
    """
    if workers < 1:
        raise ValueError(f"workers must be >= 1, got {workers}")
    if docs_per_batch < 1:
        raise ValueError(f"docs_per_batch must be >= 1, got {docs_per_batch}")
    items = resolve_inputs(inputs)
    if STDIN in items:
        if stdin is None:
            raise ValueError("'-' among the inputs but no stdin reader given")
        data = stdin()
        items = [(STDIN, data) if it == STDIN else it for it in items]
    stats = stats if stats is not None else TokenizeStats()
    if len(items) <= docs_per_batch:
        workers = 1  # one batch: starting processes would only cost time
    tasks = ((items[i:i + docs_per_batch], strict, max_sentence_tokens, label_map)
             for i in range(0, len(items), docs_per_batch))
    seen: dict[str, str] = {}
    kinds: set[str] = set()
    for result in _run(tasks, workers):
        if result.error is not None:
            raise DataError(result.error)
        for doc_id, source in result.doc_ids:
            if doc_id in seen:
                raise DataError(f"document id '{doc_id}' also comes from {seen[doc_id]}: "
                                "document ids must be unique", source=source)
            seen[doc_id] = source
        kinds |= result.kinds
        for source, problems in result.warnings:
            if on_warning is not None:
                on_warning(source, problems)
        stats.add(result.stats)
        if on_progress is not None:
            on_progress(result.documents)
        if result.batch.num_rows:
            yield result.batch
    if label_map is not None and not kinds & set(ANNOTATION_KINDS):
        raise ConfigError("--label-map applies to brat, Label Studio, JSONL and CoNLL "
                          "inputs; these are i2b2 XML or plain text")


def _run(tasks: Iterator, workers: int) -> Iterator[GroupResult]:
    """Results of ``_process_group`` over ``tasks``, in order. With workers, at most
    ``2 * workers`` groups are in flight, so memory stays bounded however large the corpus."""
    if workers == 1:
        for task in tasks:
            yield _process_group(task)
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    # forkserver: children do not inherit the parent's threads (Arrow's pools, the writer).
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else None)
    with ctx.Pool(workers) as pool:
        pending: deque = deque()
        for task in tasks:
            pending.append(pool.apply_async(_process_group, (task,)))
            if len(pending) >= 2 * workers:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
