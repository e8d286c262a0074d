"""One document tokenized (tokens, sentences, labels), and documents into record batches of
the tokens table."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Iterator

import pyarrow as pa

from deidkit import schemas
from deidkit.corpus.i2b2 import Document
from deidkit.tokenize.labels import iob2_labels
from deidkit.tokenize.sentences import MAX_SENTENCE_TOKENS, sentence_starts
from deidkit.tokenize.tokens import split_tokens



@dataclass
class TokenizeStats:
    documents: int = 0
    sentences: int = 0
    tokens: int = 0
    characters: int = 0
    tags: int = 0
    lost: int = 0
    split: int = 0
    warnings: int = 0
    #: Label Studio tasks read from their prediction: nobody reviewed them
    unreviewed: int = 0

    def add(self, other: "TokenizeStats") -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class TokenizedDocument:
    doc_id: str
    tokens: list[str]
    starts: list[int]
    ends: list[int]
    #: token index at which each sentence starts
    bounds: list[int]
    #: None when the document is unlabelled (plain text)
    labels: list[str] | None
    lost: int = 0
    split: int = 0

    def sentences(self) -> Iterator[tuple[int, int]]:
        """(first token, end token) of each sentence."""
        return zip(self.bounds, self.bounds[1:] + [len(self.tokens)])


def tokenize_document(doc: Document, *, labelled: bool = True,
                      max_sentence_tokens: int = MAX_SENTENCE_TOKENS) -> TokenizedDocument:
    tokens, starts, ends = split_tokens(doc.text)
    bounds = sentence_starts(doc.text, tokens, starts, ends,
                             max_sentence_tokens=max_sentence_tokens, given=doc.sentences)
    labels, lost, split = (iob2_labels(doc.tags, starts, ends, bounds) if labelled
                           else (None, 0, 0))
    return TokenizedDocument(doc.doc_id, tokens, starts, ends, bounds, labels, lost, split)


class BatchBuilder:
    """Accumulates tokenized documents into one tokens record batch (one row per sentence)."""

    def __init__(self, schema: pa.Schema):
        self.schema = schema
        self.doc_ids: list[str] = []
        self.sentence: list[int] = []
        self.tokens: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.labels: list[str] = []
        self.offsets = [0]
        self.label_offsets = [0]
        self.label_valid: list[bool] = []

    def add(self, doc: TokenizedDocument) -> None:
        self.tokens += doc.tokens
        self.starts += doc.starts
        self.ends += doc.ends
        if doc.labels is not None:
            self.labels += doc.labels
        base = self.offsets[-1]
        lbase = self.label_offsets[-1]
        for i, (a, b) in enumerate(doc.sentences()):
            self.doc_ids.append(doc.doc_id)
            self.sentence.append(i)
            self.offsets.append(base + b)
            if doc.labels is not None:
                self.label_offsets.append(lbase + b)
                self.label_valid.append(True)
            else:
                self.label_offsets.append(self.label_offsets[-1])
                self.label_valid.append(False)

    def build(self) -> pa.RecordBatch:
        offsets = pa.array(self.offsets, pa.int32())

        def lists(values, typ, off=offsets, mask=None):
            return pa.ListArray.from_arrays(off, pa.array(values, typ), mask=mask)

        mask = None
        if not all(self.label_valid):
            mask = pa.array([not v for v in self.label_valid], pa.bool_())
        columns = {
            "doc_id": pa.array(self.doc_ids, pa.string()),
            "sentence": pa.array(self.sentence, pa.int32()),
            "tokens": lists(self.tokens, pa.string()),
            "starts": lists(self.starts, pa.int32()),
            "ends": lists(self.ends, pa.int32()),
            "labels": lists(self.labels, pa.string(), pa.array(self.label_offsets, pa.int32()),
                            mask),
        }
        return pa.RecordBatch.from_arrays([columns[f.name] for f in self.schema],
                                          schema=self.schema)


def output_schema() -> pa.Schema:
    """The tokens schema `tokenize` writes (with starts and ends)."""
    return schemas.TOKENS.arrow(include_optional=["starts", "ends"])
