"""Tokens tables as evaluation input: IOB2 tags per document, from one table (gold labels and
predictions) or from a table's predictions over gold XML texts.

:class:`FlatTokens` flattens a tokens table to per-token arrays and assembles tags from a
label column with :func:`deidkit.labels.iob2_spans` (``export`` writes its tags the same way).
A tag's covered text is the gold text when given, else rebuilt from its tokens at their
``starts``/``ends`` (gaps as spaces); without offsets (pseudonymized data) the tokens are laid
out one space apart, each sentence on its own line.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.corpus.i2b2 import TYPE_CATEGORY, Document
from deidkit.errors import DataError
from deidkit.evaluate.documents import Pairing, pair_documents
from deidkit.evaluate.official import DocumentPair, PhiTag, Scores, official_order, official_tokens, score
from deidkit.labels import BINARY_TYPE, LabelError, iob2_spans, tag_name
from deidkit.tokens_table import TOKEN_LISTS, check_label_column, check_sentences


@dataclass
class TokenSpan:
    """A tag assembled from IOB2 labels: tokens ``first..last`` (flat indices) of a row."""

    doc_id: str
    type: str
    row: int
    first: int
    last: int


KNOWN_TYPES = frozenset(TYPE_CATEGORY) | {BINARY_TYPE}
#: A token of the official token evaluation (:data:`deidkit.evaluate.official.TOKEN_RE`).
RUN = "[a-zA-Z0-9]"


class FlatTokens:
    """A tokens table flattened to per-token numpy arrays, with IOB2 tag assembly.

    Validation (one DataError naming the document and sentence): the schema and the
    sentences as :func:`deidkit.tokens_table.check_sentences` checks them (``require``d label
    columns and, when present, ``starts``/``ends`` must not be null), labels that are not
    IOB2 over the i2b2 TYPEs, duplicate (doc_id, sentence) rows. ``label_columns`` must
    exist and be labelled in every sentence; ``offsets`` requires ``starts``/``ends``.
    """

    def __init__(self, table: pa.Table, *, source: str | None = None,
                 label_columns: Sequence[str] = (), offsets: bool = False):
        known = [c for c in label_columns if c in TOKEN_LISTS]
        require = known + (["starts", "ends"] if offsets else [])
        schemas.validate(table.schema, schemas.TOKENS, source=source, require=require)
        for name in label_columns:
            check_label_column(table.schema, name, source=source)
        self.source = source
        if table.column("doc_id").null_count:
            raise DataError("column 'doc_id' has null values", source=source)
        self.has_offsets = "starts" in table.column_names and "ends" in table.column_names
        check_sentences(table, source=source,
                        required=[*label_columns, *(["starts", "ends"] if self.has_offsets
                                                    else [])])
        table = table.combine_chunks()
        self._table = table
        self.num_rows = table.num_rows
        self.doc_ids = np.asarray(table.column("doc_id").to_numpy(zero_copy_only=False), dtype=object)
        self.sentences = table.column("sentence").to_numpy(zero_copy_only=False)
        tokens = self._array("tokens")
        self.lengths = pc.list_value_length(tokens).to_numpy(zero_copy_only=False).astype(np.int64)
        self.row_offsets = np.concatenate([[0], np.cumsum(self.lengths)]).astype(np.int64)
        self.tokens = pc.list_flatten(tokens).to_numpy(zero_copy_only=False)
        self._check_duplicates()
        if self.has_offsets:
            self.starts, self.ends = (
                pc.list_flatten(self._array(name)).to_numpy(zero_copy_only=False).astype(np.int64)
                for name in ("starts", "ends"))
        else:
            self.starts, self.ends = self._layout()

    def where(self, row: int) -> str:
        return f"sentence {self.sentences[row]} of document '{self.doc_ids[row]}'"

    def _check_duplicates(self) -> None:
        seen = set()
        for row, key in enumerate(zip(self.doc_ids.tolist(), self.sentences.tolist())):
            if key in seen:
                raise DataError(f"duplicate row: {self.where(row)} appears more than once",
                                source=self.source)
            seen.add(key)

    def _array(self, name: str) -> pa.Array:
        column = self._table.column(name)
        return column.chunk(0) if column.num_chunks else pa.array([], column.type)

    def _layout(self) -> tuple[np.ndarray, np.ndarray]:
        # No offsets (pseudonymized data): lay the tokens out one space apart, each sentence
        # followed by one separator character. Only the layout within a document matters,
        # so one running layout over the whole table serves.
        if not len(self.tokens):
            return np.zeros(0, np.int64), np.zeros(0, np.int64)
        lengths = pc.utf8_length(pa.array(self.tokens, pa.string())).to_numpy(
            zero_copy_only=False).astype(np.int64)
        starts = np.cumsum(lengths + 1) - (lengths + 1)
        return starts, starts + lengths

    def labels(self, column: str) -> np.ndarray:
        """The flat labels of ``column``: every sentence labelled, as long as its tokens."""
        array = self._array(column)
        if column in TOKEN_LISTS:  # elements and lengths were checked with the table
            if array.null_count:
                check_sentences(self._table, source=self.source, required=[column])
        else:
            self._check_other_column(column, array)
        return pc.list_flatten(array).to_numpy(zero_copy_only=False)

    def _check_other_column(self, name: str, array: pa.Array) -> None:
        # a label column outside the tokens schema (--column): the same checks here
        lengths = pc.fill_null(pc.list_value_length(array), -1).to_numpy(zero_copy_only=False)
        bad = np.flatnonzero(lengths != self.lengths)
        if len(bad):
            row = int(bad[0])
            problem = (f"null {name} list" if lengths[row] < 0
                       else f"the tokens are missing (null) but there are {lengths[row]} {name}"
                       if self.lengths[row] < 0
                       else f"{self.lengths[row]} tokens but {lengths[row]} {name}")
            raise DataError(f"document {self.doc_ids[row]!r} sentence {self.sentences[row]}: "
                            f"{problem}", source=self.source)
        if pc.list_flatten(array).null_count:
            raise DataError(f"column '{name}' has null labels", source=self.source)

    def spans(self, column: str) -> list[TokenSpan]:
        """Tags assembled from the IOB2 labels of ``column`` per sentence, by the rule of
        :func:`deidkit.labels.iob2_spans`. A binary model's ``B-PHI``/``I-PHI`` give tags of
        TYPE ``PHI``."""
        labels = self.labels(column)
        try:
            found = iob2_spans(labels, sentence_starts=self.row_offsets[:-1].tolist(),
                               types=KNOWN_TYPES)
        except LabelError as exc:
            raise DataError(self._label_problem(exc), source=self.source) from None
        rows = np.searchsorted(self.row_offsets, [s.start for s in found], side="right") - 1
        return [TokenSpan(self.doc_ids[row], s.type, row, s.start, s.end - 1)
                for s, row in zip(found, rows.tolist())]

    def _label_problem(self, exc: LabelError) -> str:
        row = int(np.searchsorted(self.row_offsets, exc.index, side="right") - 1)
        label = exc.label
        if not exc.unknown_type:
            return f"label '{label}' in {self.where(row)} is not IOB2 (O, B-TYPE or I-TYPE)"
        return (f"unknown TYPE '{label[2:]}' in label '{label}' in {self.where(row)}; expected "
                f"one of the i2b2 2014 TYPEs ({', '.join(sorted(TYPE_CATEGORY))}) or "
                f"{BINARY_TYPE} (a binary model's)")

    def check_against(self, texts: Mapping[str, str]) -> None:
        """Raise if a token's offsets fall outside its document's text or its text differs
        from the source (HTML entities compared unescaped)."""
        for row in range(self.num_rows):
            doc_id = self.doc_ids[row]
            if doc_id not in texts:
                continue
            text = texts[doc_id]
            for k in range(self.row_offsets[row], self.row_offsets[row + 1]):
                s, e = int(self.starts[k]), int(self.ends[k])
                if not (0 <= s <= e <= len(text)):
                    raise DataError(f"token {k - self.row_offsets[row]} of {self.where(row)} has "
                                    f"offsets {s}-{e} outside the text (length {len(text)}): "
                                    "the tokens were not made from this text", source=self.source)
                piece = text[s:e]
                token = self.tokens[k]
                if token != piece and token != html.unescape(piece):
                    raise DataError(f"token {k - self.row_offsets[row]} of {self.where(row)} "
                                    f"(offsets {s}-{e}) differs from the text there: the tokens "
                                    "were not made from this text", source=self.source)

    def offsets(self, span: TokenSpan) -> tuple[int, int]:
        """A span's character offsets: its first token's start, its last token's end."""
        return int(self.starts[span.first]), int(self.ends[span.last])

    def tag_text(self, first: int, last: int) -> str:
        """The covered text of tokens ``first..last`` rebuilt from the tokens: gaps become
        spaces, and a token whose text is not as long as its span (an unescaped HTML
        entity) is padded with spaces."""
        pieces = []
        pos = int(self.starts[first])
        for k in range(first, last + 1):
            s, e = int(self.starts[k]), int(self.ends[k])
            if s > pos:
                pieces.append(" " * (s - pos))
            token = self.tokens[k] or ""
            width = max(e - max(s, pos), 0)
            if s < pos:  # overlapping tokens: keep what is not covered yet
                token = token[pos - s:]
            pieces.append(token[:width].ljust(width))
            pos = max(pos, e)
        return "".join(pieces)

    def document_tokens(self) -> dict[str, int]:
        """Per document id, the tokens of the token evaluation (:func:`deidkit.evaluate.
        official.text_tokens`) in the document's text rebuilt as :meth:`tag_text` rebuilds a
        tag's: the alphanumeric runs of each token, less one wherever two tokens of the
        document touch (no gap between them) with a letter or digit on both sides."""
        out = dict.fromkeys(dict.fromkeys(self.doc_ids.tolist()), 0)
        if not len(self.tokens):
            return out
        tokens = pa.array(self.tokens, pa.string())
        runs = pc.count_substring_regex(tokens, f"{RUN}+").to_numpy(zero_copy_only=False)
        first = pc.match_substring_regex(tokens, f"^{RUN}").to_numpy(zero_copy_only=False)
        last = pc.match_substring_regex(tokens, f"{RUN}$").to_numpy(zero_copy_only=False)
        # a token shorter than its span (an unescaped HTML entity) is padded with spaces
        last = last & (pc.utf8_length(tokens).to_numpy(zero_copy_only=False)
                       == self.ends - self.starts)
        codes = np.unique(self.doc_ids, return_inverse=True)[1]
        doc = np.repeat(codes, self.lengths)
        joined = ((doc[1:] == doc[:-1]) & (self.starts[1:] == self.ends[:-1])
                  & last[:-1] & first[1:])
        counts = runs.astype(np.int64)
        counts[1:] -= joined
        totals = np.bincount(doc, weights=counts, minlength=len(out))
        for d, c in zip(self.doc_ids.tolist(), codes.tolist()):
            out[d] = int(totals[c])
        return out

    def phi_tags(self, column: str, *, texts: Mapping[str, str] | None = None
                 ) -> dict[str, list[PhiTag]]:
        """Tags of ``column`` per document id (every document of the table has an entry);
        a tag's text is the slice of ``texts`` where its document has one, else rebuilt
        from the tokens."""
        out: dict[str, list[PhiTag]] = {d: [] for d in dict.fromkeys(self.doc_ids.tolist())}
        for span in self.spans(column):
            start, end = self.offsets(span)
            if texts is not None and span.doc_id in texts:
                covered = texts[span.doc_id][start:end]
            else:
                covered = self.tag_text(span.first, span.last)
            out[span.doc_id].append(PhiTag(tag_name(span.type), span.type, start, end,
                                           official_tokens(covered, start)))
        return {d: official_order(tags) for d, tags in out.items()}


def has_no_gold(table: pa.Table, gold_column: str = "labels") -> bool:
    """True when a tokens table has no gold labels: it has sentences and ``gold_column`` is
    null in every one (what ``tokenize`` writes for unlabelled text)."""
    return (table.num_rows > 0 and gold_column in table.column_names
            and table.column(gold_column).null_count == table.num_rows)


def token_pairs(table: pa.Table, *, gold_column: str = "labels", pred_column: str = "predicted",
                source: str | None = None) -> list[DocumentPair]:
    """Document pairs from one tokens table holding gold and predicted labels."""
    flat = FlatTokens(table, source=source, label_columns=(gold_column, pred_column))
    gold = flat.phi_tags(gold_column)
    system = flat.phi_tags(pred_column)
    tokens = flat.document_tokens()
    return [DocumentPair(d, gold[d], system[d], tokens[d]) for d in sorted(gold)]


def table_pairing(table: pa.Table, *, gold_column: str = "labels",
                  pred_column: str = "predicted", source: str | None = None) -> Pairing:
    """The document pairs of one tokens table; a table without gold labels
    (:func:`has_no_gold`) gives pairs with no gold tags, marked ``labelled=False``: only
    its predictions are read (the redaction rate)."""
    if not has_no_gold(table, gold_column):
        return Pairing(token_pairs(table, gold_column=gold_column, pred_column=pred_column,
                                   source=source), [], [])
    flat = FlatTokens(table, source=source, label_columns=(pred_column,))
    system = flat.phi_tags(pred_column)
    tokens = flat.document_tokens()
    return Pairing([DocumentPair(d, [], system[d], tokens[d]) for d in sorted(system)], [], [],
                   labelled=False)


def score_tokens(table: pa.Table, *, pred_column: str = "predicted", gold_column: str = "labels",
                 idnum_hipaa: bool = False, source: str | None = None) -> Scores:
    return score(token_pairs(table, gold_column=gold_column, pred_column=pred_column,
                             source=source), idnum_hipaa=idnum_hipaa)


def evaluate_tokens(table: pa.Table, *, pred_column: str = "predicted",
                    idnum_hipaa: bool = False) -> dict:
    """Score the ``pred_column`` labels of a tokens table against its ``labels``.

    Gold and predicted tags are assembled from IOB2 per sentence and scored per document
    (``doc_id``) exactly as :func:`evaluate` scores XML documents. The texts are not
    needed: a tag's covered text is rebuilt from its tokens at their ``starts``/``ends``
    (gaps as spaces); without offsets (pseudonymized data) the tokens are laid out one
    space apart, each sentence on its own line. Returns the same dict as
    ``deidkit evaluate --json``::

        {"binary_hipaa_token": {"all": {"tp", "fp", "fn", "precision", "recall", "f1",
                                        "macro_precision", "macro_recall", "macro_f1",
                                        "macro_precision_sd", "macro_recall_sd"},
                                "NAME": {...}, "PATIENT": {...}, ...},
         "binary_token": {...}, "token": {...}, "strict": {...}, "relaxed": {...}, ...,
         "leakage": {"all": {"phi_tokens", "leaked", "leakage"}, "NAME": {...}, ...},
         "hipaa_leakage": {...},
         "redaction": {"all": {"tokens", "redacted", "redaction_rate"}}}

    Linear in the number of tokens: only PHI tokens are visited in Python.
    """
    return score_tokens(table, pred_column=pred_column, idnum_hipaa=idnum_hipaa).to_dict()


def gold_and_token_pairs(gold: Mapping[str, Document], table: pa.Table, *,
                         pred_column: str = "predicted", source: str | None = None,
                         skip_missing: bool = False) -> Pairing:
    """Pair gold XML documents with the predictions of a tokens table (tags assembled on
    the gold texts)."""
    flat = FlatTokens(table, source=source, label_columns=(pred_column,), offsets=True)
    texts = {d: doc.text for d, doc in gold.items()}
    flat.check_against(texts)
    known = {d for d in flat.doc_ids.tolist() if d in texts}
    tags = flat.phi_tags(pred_column, texts=texts) if flat.num_rows else {}
    extra = sorted(d for d in tags if d not in texts)
    system = {d: t for d, t in tags.items() if d in known}
    pairing = pair_documents(gold, system, skip_missing=skip_missing)
    pairing.extra = extra
    return pairing
