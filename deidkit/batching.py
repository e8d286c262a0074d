"""Sentences as flat integer arrays, and padded batches of them bucketed by length.

A dataset is encoded once (:func:`encode_sentences`): every token's embedding row and casing
class (and, for training, label id) goes into one flat int64 array, with per-sentence offsets
and lengths. Each distinct token string is looked up once (Arrow dictionary encoding), so no
Python runs per token, and a training step only gathers a padded batch from the flat arrays
with numpy fancy indexing (:meth:`EncodedSentences.pad`).

Batches are *bucketed*: sentences sorted by length (ties broken by a seeded permutation) are
cut into batches of ``batch_size``, whose order is then shuffled. Nearly every batch holds
sentences of one length, so padding (and the LSTM work spent on it) is negligible, and the
order is a pure function of the seed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Mapping

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import casing as casing_mod
from deidkit.flat import ranges  # noqa: F401 (re-exported: deidkit.batching.ranges)


@dataclass
class PaddedBatch:
    """Right-padded tensors of some sentences of an :class:`EncodedSentences`."""

    rows: np.ndarray            # shape: (batch,), indices into the dataset
    word_ids: "torch.Tensor"    # shape: (batch, seq_len) int64, pad_index on padding
    casing: "torch.Tensor"      # shape: (batch, seq_len) int64, casing.PADDING on padding
    lengths: "torch.Tensor"     # shape: (batch,) int64 (on CPU, as pack_padded_sequence wants)
    tags: "torch.Tensor | None"  # shape: (batch, seq_len) int64, 0 on padding
    num_tokens: int
    features: "torch.Tensor | None" = None  # shape: (batch, seq_len, d) float32, 0 on padding
    #: The inputs of CEDI's features, by the keyword names of
    #: :meth:`deidkit.models.tagger.BiLSTMCRFTagger.features` (empty when they are off).
    inputs: dict = field(default_factory=dict)

    @property
    def mask(self) -> "torch.Tensor":
        """True on real tokens, on the batch's device. shape: (batch, seq_len) bool"""
        from deidkit.models.crf import sequence_mask

        return sequence_mask(self.lengths, self.word_ids.size(1)).to(self.word_ids.device)

    def to(self, device) -> "PaddedBatch":
        """The batch with its tensors on ``device`` (a no-op on their own device). Lengths
        (the tokens' and the characters') stay on the CPU, where packing wants them."""
        def move(t):
            return None if t is None else t.to(device, non_blocking=True)

        inputs = {k: v if k == "char_lengths" else move(v) for k, v in self.inputs.items()}
        return replace(self, word_ids=move(self.word_ids), casing=move(self.casing),
                       tags=move(self.tags), features=move(self.features), inputs=inputs)


@dataclass
class CharCodes:
    """The characters of the distinct strings of a dataset, flat (:mod:`deidkit.features`)."""

    type_of: np.ndarray        # shape: (num_tokens,) int64, the token's distinct string
    chars: np.ndarray          # shape: (total_chars,) int64, character rows (0 = padding)
    offsets: np.ndarray        # shape: (num_types + 1,) int64, string i = chars[offsets[i]:offsets[i+1]]

    @property
    def num_types(self) -> int:
        return len(self.offsets) - 1

    def padded(self, types: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(character rows of the strings ``types``, right-padded with 0, shape (types,
        max_chars); their lengths, shape (types,)), both int64."""
        starts, lengths = self.offsets[types], np.diff(self.offsets)[types]
        steps = np.arange(int(lengths.max()) if len(lengths) else 0)
        inside = steps[None, :] < lengths[:, None]
        flat = np.where(inside, starts[:, None] + steps, 0)
        return np.where(inside, self.chars[flat], 0), lengths


@dataclass
class ContextWindows:
    """Per sentence, the n tokens before and after it in its document (word ids, casing
    classes); padding past the document's ends. Each of shape (num_sentences, n) int64."""

    words_before: np.ndarray
    words_after: np.ndarray
    casing_before: np.ndarray
    casing_after: np.ndarray

    @property
    def n(self) -> int:
        return self.words_before.shape[1]

    def take(self, rows: np.ndarray) -> "ContextWindows":
        return ContextWindows(self.words_before[rows], self.words_after[rows],
                              self.casing_before[rows], self.casing_after[rows])


@dataclass
class EncodedSentences:
    word_ids: np.ndarray        # shape: (num_tokens,) int64, embedding rows (UNK resolved)
    casing: np.ndarray          # shape: (num_tokens,) int64
    offsets: np.ndarray         # shape: (n + 1,) int64, sentence i = [offsets[i], offsets[i+1])
    label_ids: np.ndarray | None = None   # shape: (num_tokens,) int64
    pad_index: int = 0
    #: Per-token input vectors computed before tagging (a tagger on shared representations):
    #: a torch tensor stays on its device, batches are padded there.
    features: "np.ndarray | torch.Tensor | None" = None  # shape: (num_tokens, d) float32
    #: CEDI's features (:mod:`deidkit.features`), None when off.
    chars: CharCodes | None = None
    prefix_ids: np.ndarray | None = None  # shape: (num_tokens,) int64 (0 = padding)
    context: ContextWindows | None = None
    #: The character BiLSTM's output for every distinct string of ``chars``, computed once
    #: for the whole dataset at inference (:func:`deidkit.decode.with_char_states`).
    char_states: "torch.Tensor | None" = None  # shape: (num_types, 2 * char_hidden)
    #: Dictionary membership (:mod:`deidkit.dictionaries`), None when off.
    dictionary: np.ndarray | None = None  # shape: (num_tokens, lists) uint8
    #: An encoder's WordPiece pieces (:mod:`deidkit.wordpieces`) and its window (pieces
    #: per window, [CLS] and [SEP] included); None for the other taggers.
    pieces: "PieceCodes | None" = None
    window: int = 0

    @property
    def lengths(self) -> np.ndarray:
        return np.diff(self.offsets)

    @property
    def widths(self) -> np.ndarray | None:
        """An encoder's pieces per window of each sentence, [CLS] and [SEP] left out (its
        pieces, at most a window's): what its padded batches are as wide as. None for the
        other taggers. shape: (n,) int64"""
        if self.pieces is None:
            return None
        types = self.pieces.type_of
        counts = self.pieces.offsets[types + 1] - self.pieces.offsets[types]
        total = np.concatenate([[0], np.cumsum(counts)])
        return np.minimum(total[self.offsets[1:]] - total[self.offsets[:-1]],
                          max(self.window - 2, 1))

    def __len__(self) -> int:
        return len(self.offsets) - 1

    @property
    def num_tokens(self) -> int:
        return int(self.offsets[-1] - self.offsets[0])

    def subset(self, rows: np.ndarray) -> "EncodedSentences":
        """The sentences ``rows`` (in that order) as a new compact dataset."""
        rows = np.asarray(rows, dtype=np.int64)
        lengths = self.lengths[rows]
        offsets = np.zeros(len(rows) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        index = self.token_positions(rows)
        return EncodedSentences(
            word_ids=self.word_ids[index], casing=self.casing[index], offsets=offsets,
            label_ids=None if self.label_ids is None else self.label_ids[index],
            pad_index=self.pad_index,
            features=None if self.features is None else _take(self.features, index),
            chars=(None if self.chars is None
                   else replace(self.chars, type_of=self.chars.type_of[index])),
            prefix_ids=None if self.prefix_ids is None else self.prefix_ids[index],
            context=None if self.context is None else self.context.take(rows),
            dictionary=None if self.dictionary is None else self.dictionary[index],
            pieces=(None if self.pieces is None
                    else replace(self.pieces, type_of=self.pieces.type_of[index])),
            window=self.window)

    def token_positions(self, rows: np.ndarray) -> np.ndarray:
        """Flat positions of the tokens of the sentences ``rows``, sentence after sentence
        (the tokens of :meth:`subset`). shape: (tokens of rows,) int64"""
        rows = np.asarray(rows, dtype=np.int64)
        return ranges(self.offsets[rows], self.lengths[rows])

    def pad(self, rows: np.ndarray) -> PaddedBatch:
        """Right-padded tensors of the sentences ``rows`` (each at least one token long)."""
        import torch

        rows = np.asarray(rows, dtype=np.int64)
        lengths = self.lengths[rows]
        seq_len = int(lengths.max())
        steps = np.arange(seq_len)
        # shape: (batch, seq_len)
        mask = steps[None, :] < lengths[:, None]
        positions = np.where(mask, self.offsets[rows][:, None] + steps[None, :], 0)
        words = np.where(mask, self.word_ids[positions], self.pad_index)
        cases = np.where(mask, self.casing[positions], casing_mod.PADDING)
        tags = features = None
        if self.label_ids is not None:
            tags = torch.from_numpy(np.where(mask, self.label_ids[positions], 0))
        if isinstance(self.features, np.ndarray):
            # shape: (batch, seq_len, d)
            features = torch.from_numpy(self.features[positions] * mask[:, :, None])
        elif self.features is not None:
            device = self.features.device
            features = (self.features[torch.from_numpy(positions).to(device)]
                        * torch.from_numpy(mask).to(device)[:, :, None])
        return PaddedBatch(rows=rows, word_ids=torch.from_numpy(words),
                           casing=torch.from_numpy(cases), lengths=torch.from_numpy(lengths),
                           tags=tags, num_tokens=int(lengths.sum()), features=features,
                           inputs=self._feature_inputs(rows, positions, mask, words, cases))

    def _feature_inputs(self, rows, positions, mask, words, cases) -> dict:
        """The padded inputs of CEDI's features that are on (see :class:`PaddedBatch`)."""
        import torch

        inputs = {}
        if self.char_states is not None:
            # shape: (batch, seq_len, 2 * char_hidden); padding reads string 0, never used
            index = np.where(mask, self.chars.type_of[positions], 0)
            inputs["char_states"] = self.char_states[torch.from_numpy(index)]
        elif self.chars is not None:
            # The distinct strings of the batch: the character BiLSTM runs once per string.
            types, index = np.unique(np.where(mask, self.chars.type_of[positions], -1),
                                     return_inverse=True)
            index = index.reshape(mask.shape)
            if types[0] == -1:  # padding: its index is ignored, any valid row will do
                types, index = types[1:], np.maximum(index - 1, 0)
            ids, lengths = self.chars.padded(types)  # shape: (types, max_chars)
            inputs.update(char_ids=torch.from_numpy(ids), char_lengths=torch.from_numpy(lengths),
                          char_index=torch.from_numpy(index))
        if self.prefix_ids is not None:
            inputs["prefix_ids"] = torch.from_numpy(np.where(mask, self.prefix_ids[positions], 0))
        if self.context is not None:
            ctx = self.context.take(rows)
            inputs["context_words"] = torch.from_numpy(
                _extended(words, ctx.words_before, ctx.words_after, mask, self.pad_index))
            inputs["context_casing"] = torch.from_numpy(
                _extended(cases, ctx.casing_before, ctx.casing_after, mask, casing_mod.PADDING))
        if self.dictionary is not None:
            # shape: (batch, seq_len, lists), 0 on padding
            inputs["dictionary"] = torch.from_numpy(
                (self.dictionary[positions] * mask[:, :, None]).astype(np.float32))
        if self.pieces is not None:
            from deidkit.wordpieces import piece_windows

            inputs.update((k, torch.from_numpy(v)) for k, v in
                          piece_windows(self.pieces, positions, mask, self.window).items())
        return inputs

    def with_features(self, features: "np.ndarray | torch.Tensor") -> "EncodedSentences":
        """The same sentences carrying ``features`` (a torch tensor is kept on its device).
        shape: (num_tokens, d)"""
        if not isinstance(features, np.ndarray) and hasattr(features, "float"):
            return replace(self, features=features.float())
        return replace(self, features=np.asarray(features, dtype=np.float32))


def concat_sentences(parts) -> EncodedSentences:
    """Encoded datasets of one tagger one after the other, as one compact dataset: each
    part's character strings keep their own rows (``type_of`` shifted), the rest is
    concatenated. Every part must have the same inputs (labels, features, characters,
    prefixes, context windows, dictionaries, pieces), as datasets encoded by one tagger do."""
    parts = [p.subset(np.arange(len(p))) for p in parts]  # compact: offsets from 0
    first = parts[0]

    def present(name) -> bool:
        if len({getattr(p, name) is None for p in parts}) > 1:
            raise ValueError(f"concat_sentences: some parts have {name!r} and some do not")
        return getattr(first, name) is not None

    def cat(name):
        return np.concatenate([getattr(p, name) for p in parts]) if present(name) else None

    offsets = np.concatenate([[0], np.cumsum(np.concatenate([p.lengths for p in parts]))])
    chars = None
    if present("chars"):
        types = np.cumsum([0] + [p.chars.num_types for p in parts[:-1]])
        ends = np.cumsum([0] + [len(p.chars.chars) for p in parts[:-1]])
        chars = CharCodes(
            type_of=np.concatenate([p.chars.type_of + t for p, t in zip(parts, types)]),
            chars=np.concatenate([p.chars.chars for p in parts]),
            offsets=np.concatenate([parts[0].chars.offsets[:1]] +
                                   [p.chars.offsets[1:] + e for p, e in zip(parts, ends)]))
    pieces = None
    if present("pieces"):
        from deidkit.wordpieces import PieceCodes

        types = np.cumsum([0] + [p.pieces.num_types for p in parts[:-1]])
        ends = np.cumsum([0] + [len(p.pieces.pieces) for p in parts[:-1]])
        pieces = PieceCodes(
            type_of=np.concatenate([p.pieces.type_of + t for p, t in zip(parts, types)]),
            pieces=np.concatenate([p.pieces.pieces for p in parts]),
            offsets=np.concatenate([parts[0].pieces.offsets[:1]] +
                                   [p.pieces.offsets[1:] + e for p, e in zip(parts, ends)]),
            cls_id=first.pieces.cls_id, sep_id=first.pieces.sep_id, pad_id=first.pieces.pad_id)
    context = None
    if present("context"):
        context = ContextWindows(*(np.concatenate([getattr(p.context, f) for p in parts])
                                   for f in ("words_before", "words_after", "casing_before",
                                             "casing_after")))
    return EncodedSentences(word_ids=cat("word_ids"), casing=cat("casing"),
                            offsets=offsets.astype(np.int64), label_ids=cat("label_ids"),
                            pad_index=first.pad_index, features=cat("features"), chars=chars,
                            prefix_ids=cat("prefix_ids"), context=context,
                            dictionary=cat("dictionary"), pieces=pieces, window=first.window)


def _take(values, index: np.ndarray):
    """``values[index]`` for a numpy array or a torch tensor (indexed on its device)."""
    if isinstance(values, np.ndarray):
        return values[index]
    import torch

    return values[torch.from_numpy(np.asarray(index, dtype=np.int64)).to(values.device)]


def _extended(padded: np.ndarray, before: np.ndarray, after: np.ndarray, mask: np.ndarray,
              pad: int) -> np.ndarray:
    """Each row as ``before ⊕ its tokens ⊕ after``, then padding: token t's window of the
    context n-grams is columns t .. t + 2n. shape: (batch, n + seq_len + n)"""
    batch, seq_len = padded.shape
    n = before.shape[1]
    out = np.full((batch, seq_len + 2 * n), pad, dtype=np.int64)
    out[:, :n] = before
    out[:, n:n + seq_len] = padded
    lengths = mask.sum(axis=1)
    out[np.arange(batch)[:, None], n + lengths[:, None] + np.arange(n)[None, :]] = after
    return out


def list_offsets(array: pa.Array | pa.ChunkedArray) -> tuple[np.ndarray, pa.Array]:
    """(offsets, flat values) of a list column; null lists count as empty."""
    if isinstance(array, pa.ChunkedArray):
        array = array.combine_chunks() if array.num_chunks != 1 else array.chunk(0)
    lengths = pc.fill_null(pc.list_value_length(array), 0).to_numpy(zero_copy_only=False)
    offsets = np.zeros(len(array) + 1, dtype=np.int64)
    np.cumsum(lengths, out=offsets[1:])
    # flatten() skips the values of null lists and honours the array's slice offset.
    return offsets, array.flatten()


def casing_many(tokens: pa.Array) -> np.ndarray:
    """Casing class of every token, computed once per distinct string. shape: (n,) int64"""
    if len(tokens) == 0:
        return np.empty(0, dtype=np.int64)
    encoded = pc.dictionary_encode(pc.fill_null(tokens, ""))
    distinct = casing_mod.casing_ids(encoded.dictionary.to_pylist()).astype(np.int64)
    return distinct[encoded.indices.to_numpy(zero_copy_only=False)]


def label_ids_of(labels: pa.Array, index: Mapping[str, int], *, source: str | None = None) -> np.ndarray:
    """Id of every label (flat string array). Unknown or null labels raise ValueError."""
    if len(labels) == 0:
        return np.empty(0, dtype=np.int64)
    if labels.null_count:
        raise ValueError("null label inside a labelled sentence")
    encoded = pc.dictionary_encode(labels)
    distinct = encoded.dictionary.to_pylist()
    unknown = [lab for lab in distinct if lab not in index]
    if unknown:
        raise ValueError(f"labels outside the model's label set: {sorted(unknown)[:10]}")
    ids = np.array([index[lab] for lab in distinct], dtype=np.int64)
    return ids[encoded.indices.to_numpy(zero_copy_only=False)]


def encode_sentences(tokens: pa.Array | pa.ChunkedArray,
                     lookup_many: Callable[[pa.Array], np.ndarray], *, unk_index: int,
                     pad_index: int, labels: pa.Array | pa.ChunkedArray | None = None,
                     label_index: Mapping[str, int] | None = None) -> EncodedSentences:
    """Encode a ``tokens`` list column (and optionally its ``labels``) once.

    ``lookup_many`` maps a flat string array to embedding rows, -1 for unknown words (the
    contract of :meth:`deidkit.embeddings.Embeddings.lookup_many`); -1 becomes ``unk_index``.
    """
    offsets, flat = list_offsets(tokens)
    words = np.asarray(lookup_many(flat), dtype=np.int64)
    words = np.where(words < 0, unk_index, words)
    label_ids = None
    if labels is not None:
        label_offsets, flat_labels = list_offsets(labels)
        if not np.array_equal(label_offsets, offsets):
            raise ValueError("labels and tokens differ in length in some sentence")
        label_ids = label_ids_of(flat_labels, label_index or {})
    return EncodedSentences(word_ids=words, casing=casing_many(flat), offsets=offsets,
                            label_ids=label_ids, pad_index=pad_index)


def encode_with_embeddings(tokens: pa.Array | pa.ChunkedArray, emb, *,
                           labels: pa.Array | pa.ChunkedArray | None = None,
                           label_index: Mapping[str, int] | None = None) -> EncodedSentences:
    """:func:`encode_sentences` with the rows of :func:`embedding_table`: unknown words go to
    the UNK row (index V), padding to the PAD row (index V + 1)."""
    v = len(emb)
    return encode_sentences(tokens, emb.lookup_many, unk_index=v, pad_index=v + 1,
                            labels=labels, label_index=label_index)


def embedding_table(vectors: np.ndarray) -> "torch.Tensor":
    """The frozen lookup table: the vocabulary, then a zero UNK row (index V) and a zero PAD
    row (index V + 1). shape: (V + 2, dim), float32."""
    import torch

    vectors = np.asarray(vectors, dtype=np.float32)
    table = np.zeros((vectors.shape[0] + 2, vectors.shape[1]), dtype=np.float32)
    table[:-2] = vectors
    return torch.from_numpy(table)


def training_batches(lengths: np.ndarray, batch_size: int, rng: np.random.Generator) -> list[np.ndarray]:
    """Row indices of each batch of one epoch: bucketed by length, shuffled by ``rng``."""
    n = len(lengths)
    order = rng.permutation(n)
    order = order[np.argsort(lengths[order], kind="stable")]
    batches = [order[i:i + batch_size] for i in range(0, n, batch_size)]
    return [batches[i] for i in rng.permutation(len(batches))]


def inference_batches(lengths: np.ndarray, *, max_tokens: int = 8192,
                      max_sentences: int = 128, min_sentences: int = 16,
                      keys: np.ndarray | None = None) -> list[np.ndarray]:
    """Row indices of non-empty sentences, sorted by length and cut so that a batch's padded
    size (sentences x longest length) stays within ``max_tokens``. A batch also ends where
    the length changes once it holds ``min_sentences``, so most batches have no padding.
    ``keys`` (default: the lengths) is what sentences are sorted and cut by instead, where
    the model's padding is another length (an encoder's pieces: :attr:`EncodedSentences.
    widths`); the padded tokens stay within ``max_tokens`` all the same."""
    keys = lengths if keys is None else np.asarray(keys)
    order = np.argsort(keys, kind="stable")
    order = order[lengths[order] > 0]
    batches = []
    start = 0
    n = len(order)
    while start < n:
        end = start + 1
        longest = lengths[order[start]]
        while end < n and end - start < max_sentences:
            grown = max(longest, lengths[order[end]])
            if (end - start + 1) * grown > max_tokens or \
                    (end - start >= min_sentences and keys[order[end]] != keys[order[end - 1]]):
                break
            longest, end = grown, end + 1
        batches.append(order[start:end])
        start = end
    return batches


def map_tokens(data: EncodedSentences, fn: Callable[[PaddedBatch], np.ndarray], out: np.ndarray,
               *, max_tokens: int, max_sentences: int) -> np.ndarray:
    """Run ``fn`` on the padded :func:`inference_batches` of ``data`` and write what it
    returns for the real tokens into ``out`` at their flat positions (data order).

    ``fn(batch)`` returns an array of shape (batch, seq_len, ...); ``out`` has shape
    (num_tokens, ...). ``out`` may be a torch tensor instead (``fn`` then returns tensors
    on its device, and they stay there). Empty sentences are not run (their tokens: none).
    Returns ``out``.
    """
    for rows in inference_batches(data.lengths, max_tokens=max_tokens,
                                  max_sentences=max_sentences, keys=data.widths):
        b = data.pad(rows)
        values = fn(b)
        keep = b.mask.numpy()  # shape: (batch, seq_len), on the CPU: fn moves its own copy
        positions = (data.offsets[rows] - data.offsets[0])[:, None] + np.arange(keep.shape[1])[None, :]
        if isinstance(out, np.ndarray):
            out[positions[keep]] = values[keep]
        else:
            import torch

            keep_t = torch.from_numpy(keep).to(out.device)
            out[torch.from_numpy(positions[keep]).to(out.device)] = values[keep_t]
    return out
