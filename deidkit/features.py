"""The inputs of CEDI's features (Lee et al.), built from tokens tables: character ids,
deep prefix ids, and the n-gram context windows read across sentence boundaries.

* **characters** (NeuroNER/Lample): every character seen in the training data has a row;
  0 is padding, 1 an unseen character. A token is encoded once per distinct string (the
  character BiLSTM then runs once per distinct string of a batch), at most
  :data:`MAX_CHARS` characters (its beginning: a 10,000-character blob must not make a
  batch of that width).
* **prefixes** (Yadav et al., CEDI's "deep prefix features"): the first
  :data:`PREFIX_LENGTH` characters of a token (the whole token if shorter); a prefix seen
  fewer than :data:`PREFIX_MIN_COUNT` times in the training data shares the unknown row 1
  (0 is padding).
* **context** (CEDI's n-gram context embeddings): for every sentence, the word ids and
  casing classes of the ``n`` tokens before it and the ``n`` after it *in its document*
  (the neighbouring sentences of the same ``doc_id``, in ``sentence`` order), padding
  where the document ends. A batch stays a batch of sentences: the model reads the token
  ``t``'s window out of ``before ⊕ sentence ⊕ after``. Sentences of no document (a null
  ``doc_id``, or ``pseudonymized``: shuffled sentences whose neighbours are not theirs)
  are documents of their own, so nothing leaks across documents.

The vocabularies are built from the training data (:func:`build_vocabularies`) and stored
as JSON in the model's config.json, so ``tag`` encodes exactly as training did.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import casing as casing_mod
from deidkit.batching import CharCodes, ContextWindows, EncodedSentences, list_offsets, ranges

#: Rows of the character and prefix tables before the vocabulary.
PAD_ROW, UNKNOWN_ROW = 0, 1
MAX_CHARS = 64
PREFIX_LENGTH = 3
PREFIX_MIN_COUNT = 20


@dataclass(frozen=True)
class Vocabularies:
    """What the model directory stores to encode characters and prefixes (config.json).
    None: the feature is off."""

    chars: tuple[str, ...] | None = None        # row 2 + i is chars[i]
    prefixes: tuple[str, ...] | None = None     # row 2 + i is prefixes[i]
    prefix_length: int = PREFIX_LENGTH
    prefix_min_count: int = PREFIX_MIN_COUNT
    max_chars: int = MAX_CHARS

    def to_dict(self) -> dict:
        return {"chars": None if self.chars is None else list(self.chars),
                "prefixes": None if self.prefixes is None else list(self.prefixes),
                "prefix_length": self.prefix_length, "prefix_min_count": self.prefix_min_count,
                "max_chars": self.max_chars}

    @classmethod
    def from_dict(cls, data: dict) -> "Vocabularies":
        def strings(key):
            value = data.get(key)
            if value is None:
                return None
            if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
                raise ValueError(f"'{key}' must be a list of strings")
            return tuple(value)

        return cls(chars=strings("chars"), prefixes=strings("prefixes"),
                   prefix_length=int(data.get("prefix_length", PREFIX_LENGTH)),
                   prefix_min_count=int(data.get("prefix_min_count", PREFIX_MIN_COUNT)),
                   max_chars=int(data.get("max_chars", MAX_CHARS)))

    @property
    def char_rows(self) -> int:
        """Rows of the character table (padding, unknown, the vocabulary); 0 = off."""
        return 0 if self.chars is None else len(self.chars) + 2

    @property
    def prefix_rows(self) -> int:
        """Rows of the prefix table (padding, unknown, the vocabulary); 0 = off."""
        return 0 if self.prefixes is None else len(self.prefixes) + 2


def distinct_strings(tokens: pa.Array | pa.ChunkedArray) -> tuple[list[str], np.ndarray]:
    """(distinct strings, index of each token into them). shape of the index: (n,) int64"""
    if isinstance(tokens, pa.ChunkedArray):
        tokens = tokens.combine_chunks()
    if len(tokens) == 0:
        return [], np.empty(0, dtype=np.int64)
    encoded = pc.dictionary_encode(pc.fill_null(tokens, ""))
    return encoded.dictionary.to_pylist(), encoded.indices.to_numpy(zero_copy_only=False) \
        .astype(np.int64)


def build_vocabularies(flat_tokens: pa.Array | pa.ChunkedArray, *, chars: bool,
                       prefixes: bool, prefix_min_count: int = PREFIX_MIN_COUNT) -> Vocabularies:
    """The character and prefix vocabularies of the training tokens (flat), each sorted by
    code point so that the same data give the same rows."""
    distinct, index = distinct_strings(flat_tokens)
    counts = np.bincount(index, minlength=len(distinct)) if len(distinct) else np.zeros(0, int)
    char_set: set[str] = set()
    prefix_counts: Counter = Counter()
    for word, count in zip(distinct, counts.tolist()):
        if chars:
            char_set.update(word[:MAX_CHARS])
        if prefixes:
            prefix_counts[word[:PREFIX_LENGTH]] += count
    kept = sorted(p for p, c in prefix_counts.items() if c >= prefix_min_count)
    return Vocabularies(chars=tuple(sorted(char_set)) if chars else None,
                        prefixes=tuple(kept) if prefixes else None,
                        prefix_min_count=prefix_min_count)


def char_codes(flat_tokens, vocab: Vocabularies) -> CharCodes:
    """Character rows of every distinct token string (an empty token gets one unknown
    character, so that every string has a final LSTM state)."""
    distinct, index = distinct_strings(flat_tokens)
    row = {c: i + 2 for i, c in enumerate(vocab.chars)}
    codes = [[row.get(c, UNKNOWN_ROW) for c in w[:vocab.max_chars]] or [UNKNOWN_ROW]
             for w in distinct]
    offsets = np.zeros(len(codes) + 1, dtype=np.int64)
    np.cumsum([len(c) for c in codes], out=offsets[1:])
    flat = np.fromiter((x for c in codes for x in c), dtype=np.int64, count=int(offsets[-1]))
    return CharCodes(type_of=index, chars=flat, offsets=offsets)


def prefix_codes(flat_tokens, vocab: Vocabularies) -> np.ndarray:
    """Prefix row of every token. shape: (num_tokens,) int64"""
    distinct, index = distinct_strings(flat_tokens)
    row = {p: i + 2 for i, p in enumerate(vocab.prefixes)}
    rows = np.array([row.get(w[:vocab.prefix_length], UNKNOWN_ROW) for w in distinct],
                    dtype=np.int64)
    return rows[index] if len(rows) else np.empty(0, dtype=np.int64)


def document_keys(doc_ids, num_sentences: int) -> tuple[np.ndarray, bool]:
    """A document number per sentence, and whether the table has no documents at all
    (every doc_id null or ``pseudonymized``). Null and ``pseudonymized`` doc ids are
    documents of their own (the rule of :func:`deidkit.training.hold_out_documents`).
    ``doc_ids`` None: every sentence its own document."""
    from deidkit.pseudonymize import PSEUDO_DOC_ID

    own = np.arange(num_sentences, dtype=np.int64)
    if doc_ids is None:
        return own, True
    if isinstance(doc_ids, pa.ChunkedArray):
        doc_ids = doc_ids.combine_chunks()
    alone = pc.fill_null(pc.equal(doc_ids, PSEUDO_DOC_ID), True).to_numpy(zero_copy_only=False)
    if alone.all():
        return own, True
    codes = pc.dictionary_encode(pc.fill_null(doc_ids, "")).indices.to_numpy(zero_copy_only=False)
    # Sentences of no document get keys after every real document's.
    return np.where(alone, len(codes) + own, codes.astype(np.int64)), False


def context_windows(values: np.ndarray, offsets: np.ndarray, doc_keys: np.ndarray,
                    sentence_index: np.ndarray | None, n: int, pad: int
                    ) -> tuple[np.ndarray, np.ndarray]:
    """The ``n`` values (e.g. word ids) before and after every sentence in its document.

    ``values``: flat, shape (num_tokens,); sentence i is ``values[offsets[i]:offsets[i+1]]``.
    Sentences are put in document order (``doc_keys``, then ``sentence_index``, then row
    order); where the document has fewer than ``n`` tokens on a side, ``pad``.
    Returns (before, after), each of shape (num_sentences, n); ``before[i, -1]`` is the
    token just before sentence i, ``after[i, 0]`` the one just after it.
    """
    m = len(offsets) - 1
    lengths = np.diff(offsets)
    sent = np.zeros(m, dtype=np.int64) if sentence_index is None else sentence_index
    order = np.lexsort((np.arange(m), sent, doc_keys))
    # The document-ordered token stream, and where each of its tokens' document begins/ends.
    stream = values[ranges(offsets[order], lengths[order])]
    starts = np.zeros(m + 1, dtype=np.int64)
    np.cumsum(lengths[order], out=starts[1:])
    keys = doc_keys[order]
    new_doc = np.r_[True, keys[1:] != keys[:-1]]
    doc_start = np.maximum.accumulate(np.where(new_doc, starts[:-1], 0))
    last = np.r_[new_doc[1:], True]
    doc_end = np.minimum.accumulate(np.where(last, starts[1:], starts[-1])[::-1])[::-1]
    step = np.arange(n)
    before_pos = starts[:-1, None] - n + step[None, :]       # shape: (m, n)
    after_pos = starts[1:, None] + step[None, :]             # shape: (m, n)
    padded = np.r_[stream, pad]  # index len(stream): the padding (also for no tokens at all)
    outside = len(stream)
    before = padded[np.where((before_pos >= doc_start[:, None]) & (before_pos >= 0),
                             before_pos, outside)]
    after = padded[np.where(after_pos < doc_end[:, None], after_pos, outside)]
    out_before = np.empty((m, n), dtype=np.int64)
    out_after = np.empty((m, n), dtype=np.int64)
    out_before[order], out_after[order] = before, after
    return out_before, out_after


def with_features(data: EncodedSentences, tokens, vocab: Vocabularies, context_ngrams: int,
                  documents=None) -> tuple[EncodedSentences, bool]:
    """``data`` (:func:`deidkit.batching.encode_sentences` of the list column ``tokens``)
    with the inputs of the features that are on, and whether the context windows found
    documents (False: each sentence was its own). ``documents``: (doc_id, sentence)
    columns of the same rows, or None (every sentence its own document)."""
    _, flat = list_offsets(tokens)
    chars = char_codes(flat, vocab) if vocab.chars is not None else None
    prefixes = prefix_codes(flat, vocab) if vocab.prefixes is not None else None
    context, found = None, True
    if context_ngrams:
        doc_ids, sentences = documents if documents is not None else (None, None)
        keys, alone = document_keys(doc_ids, len(data))
        found = not alone
        order = None if sentences is None else _int_column(sentences)
        n = context_ngrams
        wb, wa = context_windows(data.word_ids, data.offsets, keys, order, n, data.pad_index)
        cb, ca = context_windows(data.casing, data.offsets, keys, order, n, casing_mod.PADDING)
        context = ContextWindows(wb, wa, cb, ca)
    return replace(data, chars=chars, prefix_ids=prefixes, context=context), found


def _int_column(column) -> np.ndarray:
    """An int column as int64, nulls as -1 (they sort first in their document)."""
    if isinstance(column, pa.ChunkedArray):
        column = column.combine_chunks()
    return pc.fill_null(column, -1).to_numpy(zero_copy_only=False).astype(np.int64)
