"""CoNLL: one token per line, a tab, its IOB2 label; a blank line between sentences.

CoNLL keeps no source text, so deidkit makes one: the tokens of a sentence joined by single
spaces, the sentences by newlines (and a final newline). Offsets in the tokens table index
that text. ``tokenize`` re-tokenizes it aggressively (a CoNLL token ``25yo`` becomes ``25``
``yo``, both with its label) but keeps the file's sentences (``Document.sentences``).

Lenient where other tools differ: lines without a tab are split on spaces, and the first
field is the token, the last the label (CoNLL-2003's ``token POS chunk label`` and Label
Studio's ``token -X- _ label`` read as they are); ``-DOCSTART-`` lines separate documents,
named ``<file stem>-1``, ``-2``... when a file holds several (else the file stem).
"""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

import numpy as np
import pyarrow as pa

from deidkit.corpus.i2b2 import Document
from deidkit.errors import DataError
from deidkit.formats.spans import LabelMap, Span, map_label, to_document
from deidkit.labels import LabelError, iob2_spans, split_label
from deidkit.schemas import OUTSIDE

DOCSTART = "-DOCSTART-"


def read_conll(text: str, *, stem: str, source: str,
               label_map: LabelMap | None = None) -> list[Document]:
    documents: list[list[list[tuple[str, str, int]]]] = [[[]]]
    for n, line in enumerate(text.split("\n"), 1):
        line = line.rstrip("\r")
        if not line.strip():
            if documents[-1][-1]:
                documents[-1].append([])
            continue
        fields = line.split("\t") if "\t" in line else line.split()
        if fields[0] == DOCSTART:
            documents.append([[]])
            continue
        if len(fields) < 2 or not fields[0].strip():
            raise DataError(f"line {n}: expected a token, a tab and an IOB2 label",
                            source=source)
        documents[-1][-1].append((fields[0], fields[-1], n))
    documents = [[s for s in d if s] for d in documents]
    documents = [d for d in documents if d]
    if not documents:
        raise DataError("no tokens", source=source)
    return [_document(stem if len(documents) == 1 else f"{stem}-{i}", sentences, source,
                      label_map) for i, sentences in enumerate(documents, 1)]


def _document(doc_id: str, sentences, source: str, label_map) -> Document:
    pieces, starts, spans, pos = [], [], [], 0
    for sentence in sentences:
        starts.append(pos)
        offsets = []
        for token, _, _ in sentence:
            offsets.append((pos, pos + len(token)))
            pos += len(token) + 1
        pieces.append(" ".join(token for token, _, _ in sentence))
        labels = [_label(label, n, label_map, source) for _, label, n in sentence]
        for s in iob2_spans(labels):
            spans.append(Span(offsets[s.start][0], offsets[s.end - 1][1], s.type,
                              f"line {sentence[s.start][2]}"))
    return to_document(doc_id, "\n".join(pieces) + "\n", spans, source=source,
                       sentences=starts)


def _label(label: str, n: int, label_map, source: str) -> str:
    """The IOB2 label with its TYPE mapped (``O`` when mapped out)."""
    try:
        prefix, type_ = split_label(label)
    except LabelError:
        raise DataError(f"line {n}: '{label}' is not an IOB2 label (O, B-TYPE or I-TYPE)",
                        source=source) from None
    if type_ is None:
        return OUTSIDE
    type_ = map_label(type_, f"line {n}", label_map, source)
    return OUTSIDE if type_ == OUTSIDE else f"{prefix}-{type_}"


def to_conll(sentences: Iterable[tuple[Sequence[str], Sequence[str]]], *,
             where: str = "") -> str:
    """The CoNLL text of ``(tokens, labels)`` sentences."""
    blocks = []
    for tokens, labels in sentences:
        for token in tokens:
            if not token or token != token.strip() or any(c in token for c in "\t\n\r"):
                raise ValueError(f"{where}a token is empty or holds a tab or line break, "
                                 "which CoNLL cannot write")
        blocks.append("".join(f"{t}\t{label}\n" for t, label in zip(tokens, labels)))
    return "\n".join(blocks)


def table_documents(table: pa.Table, *, column: str = "predicted",
                    source: str | None = None) -> Iterator[tuple[str, str, int]]:
    """``(doc_id, CoNLL text, tags)`` of each document of a tokens table, in doc_id order:
    its sentences in order, the labels of ``column`` written as the spans
    :func:`deidkit.labels.iob2_spans` reads in them (a stray ``I-X`` becomes ``B-X``)."""
    from deidkit.evaluate.tokens import FlatTokens  # not for tokenize, which reads CoNLL

    flat = FlatTokens(table, source=source, label_columns=(column,))
    labels = np.full(len(flat.tokens), OUTSIDE, dtype=object)
    for span in flat.spans(column):
        labels[span.first] = f"B-{span.type}"
        labels[span.first + 1:span.last + 1] = f"I-{span.type}"
    rows: dict[str, list[int]] = {}
    for row in np.argsort(flat.sentences, kind="stable"):
        rows.setdefault(flat.doc_ids[row], []).append(int(row))
    for doc_id in sorted(rows):
        bounds = [(flat.row_offsets[r], flat.row_offsets[r + 1]) for r in rows[doc_id]]
        sentences = [(flat.tokens[a:b], labels[a:b]) for a, b in bounds]
        try:
            content = to_conll(sentences)
        except ValueError as exc:
            raise DataError(f"document '{doc_id}': {exc}", source=source) from None
        yield doc_id, content, sum(label.startswith("B-") for _, ls in sentences for label in ls)
