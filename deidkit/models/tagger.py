"""The BiLSTM-CRF de-identification tagger of the paper (section 3, table 1).

    frozen word embeddings ⊕ one-hot casing  (batch, seq_len, dim + 8)
    → dropout 0.1 (input)
    → BiLSTM 128 per direction → locked dropout 0.25 → BiLSTM 128 per direction
    → dropout 0.5 → linear → CRF (negative log-likelihood; Viterbi)

Sequences are right-padded and their lengths are explicit: the LSTMs run on packed
sequences (``pack_padded_sequence``), so padding never reaches a recurrent state, and the CRF
gets a mask built from the lengths (the original code detected padding by all-zero rows).

CEDI's features (:mod:`deidkit.models.cedi`: characters, prefixes, context n-grams,
attention) are appended to word vectors ⊕ casing when :class:`TaggerFeatures` turns them
on; all off, the model (its parameters and their random initialisation) is the paper's.

The "variational" dropout between the LSTM layers is *locked*: one mask per sequence,
shared over time (Gal & Ghahramani 2016), as in the Keras implementation the paper used.
The input and output dropouts drop units independently at each time step.

The word vectors are a non-persistent buffer: they are not trainable and are not saved in
the weights (the model's config names the embeddings instead). Two rows follow the
vocabulary: UNK (a zero vector: with frozen embeddings any fixed vector would do, zero keeps
the model independent of a random seed) and PAD (zero, never seen by an LSTM). The casing
classes are one-hot (an identity buffer); class 0 is padding.

:meth:`BiLSTMCRFTagger.emissions_from_features` takes any input features, so the tagger
can also be trained on shared representations (vectors + casing) instead of words.
"""

from __future__ import annotations

from deidkit.errors import ConfigError

from dataclasses import dataclass

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from deidkit.casing import NUM_CLASSES
from deidkit.models.cedi import (CharBiLSTM, ConcatAttention, ContextNgrams, TaggerFeatures,
                                 keras_lstm_init)
from deidkit.models.config import ConfigRecord
from deidkit.models.crf import CRF, sequence_mask


@dataclass(frozen=True)
class TaggerHyperparameters(ConfigRecord):
    """The architecture (training hyperparameters live in train_tagger.TrainingOptions)."""

    hidden_size: int = 128
    num_layers: int = 2
    input_dropout: float = 0.1
    recurrent_dropout: float = 0.25
    output_dropout: float = 0.5
    # Word dropout: in training, a token's word vector becomes the unknown (zero) vector
    # with this probability, so the tagger learns to tag from casing, characters, prefixes
    # and context what the embeddings do not know (the names and IDs of other notes).
    word_dropout: float = 0.0

    def __post_init__(self):
        if self.hidden_size < 1 or self.num_layers < 1:
            raise ConfigError("hidden_size and num_layers must be at least 1")
        for name in ("input_dropout", "recurrent_dropout", "output_dropout", "word_dropout"):
            p = getattr(self, name)
            if not 0.0 <= p < 1.0:
                raise ConfigError(f"{name} must be in [0, 1), got {p}")



@dataclass(frozen=True)
class TaggerShape:
    """What the tensors' sizes depend on: the input and the label set."""

    input_dim: int                      # word vector dimension (or representation size)
    num_labels: int
    vocab_rows: int = 0                 # vocabulary + UNK + PAD; 0 = features are given
    casing_classes: int = NUM_CLASSES


class LockedDropout(nn.Module):
    """Dropout with one mask per sequence, shared over all time steps."""

    def __init__(self, p: float):
        super().__init__()
        self.p = p

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # x: (batch, seq_len, features)
        if not self.training or self.p == 0.0:
            return x
        keep = 1.0 - self.p
        # shape: (batch, 1, features), broadcast over time
        mask = x.new_empty(x.size(0), 1, x.size(2)).bernoulli_(keep).div_(keep)
        return x * mask


class BiLSTMCRFTagger(nn.Module):
    def __init__(self, shape: TaggerShape, hp: TaggerHyperparameters = TaggerHyperparameters(),
                 word_vectors: torch.Tensor | None = None,
                 features: TaggerFeatures = TaggerFeatures(), *, initialize: bool = True):
        """``initialize=False``: leave PyTorch's default initialisation (a model whose
        weights are loaded next: load_state_dict replaces every parameter)."""
        super().__init__()
        self.shape = shape
        self.hp = hp
        self.cedi = features
        if features.any and not shape.vocab_rows:
            raise ValueError("CEDI's features need a tagger on words")
        if shape.vocab_rows:
            if word_vectors is None:
                word_vectors = torch.zeros(shape.vocab_rows, shape.input_dim)
            if tuple(word_vectors.shape) != (shape.vocab_rows, shape.input_dim):
                raise ValueError(f"word_vectors must have shape {(shape.vocab_rows, shape.input_dim)}, "
                                 f"got {tuple(word_vectors.shape)}")
            self.register_buffer("word_vectors", word_vectors.float(), persistent=False)
        else:
            self.word_vectors = None
        self.register_buffer("casing_onehot", torch.eye(shape.casing_classes), persistent=False)
        self.input_dropout = nn.Dropout(hp.input_dropout)
        size = shape.input_dim + shape.casing_classes + features.extra_dim()
        embedded = size  # e_t, the concatenated embeddings
        layers = []
        for _ in range(hp.num_layers):
            layers.append(nn.LSTM(size, hp.hidden_size, batch_first=True, bidirectional=True))
            size = 2 * hp.hidden_size
        self.lstms = nn.ModuleList(layers)
        self.between = LockedDropout(hp.recurrent_dropout)
        self.output_dropout = nn.Dropout(hp.output_dropout)
        self.projection = nn.Linear(size + features.attention_dim, shape.num_labels)
        self.crf = CRF(shape.num_labels)
        # Created after the paper's layers: with every feature off, the random draws (and
        # so the initial weights) are those of the paper's model.
        self.chars = (CharBiLSTM(features.char_rows, features.char_dim, features.char_hidden)
                      if features.char_rows else None)
        self.prefixes = (nn.Embedding(features.prefix_rows, features.prefix_dim, padding_idx=0)
                         if features.prefix_rows else None)
        self.context = (ContextNgrams(shape.input_dim + shape.casing_classes,
                                      features.context_ngrams, features.context_hidden)
                        if features.context_ngrams else None)
        self.attention = (ConcatAttention(size, embedded, features.attention_dim)
                          if features.attention_dim else None)
        if initialize:
            self.reset_parameters()

    def reset_parameters(self) -> None:
        """Keras' defaults, as in the paper's implementation: Glorot-uniform input weights,
        orthogonal recurrent weights, zero biases except a forget-gate bias of 1."""
        for lstm in self.lstms:
            keras_lstm_init(lstm)
        nn.init.xavier_uniform_(self.projection.weight)
        nn.init.zeros_(self.projection.bias)
        self.crf.crf.reset_parameters()
        # CEDI's layers (none when off: no random draws)
        for lstm in ([self.chars.lstm] if self.chars is not None else []) + \
                ([self.context.forward_lstm, self.context.backward_lstm]
                 if self.context is not None else []):
            keras_lstm_init(lstm)

    # -- input --------------------------------------------------------------------------

    def features(self, word_ids: torch.Tensor, casing_ids: torch.Tensor, *,
                 char_ids=None, char_lengths=None, char_index=None, char_states=None,
                 prefix_ids=None, context_words=None, context_casing=None,
                 dictionary=None) -> torch.Tensor:
        """Word vectors ⊕ one-hot casing (⊕ CEDI's features that are on: characters,
        prefix, context n-grams; ⊕ the dictionary multi-hot; their inputs are those of
        :meth:`deidkit.batching.EncodedSentences.pad`; ``char_states`` (batch, seq_len,
        2 * char_hidden), the character BiLSTM's outputs computed beforehand, replaces
        the three ``char_*`` inputs).
        shape: (batch, seq_len, input_dim + casing_classes + features.extra_dim())"""
        if self.word_vectors is None:
            raise ValueError("this tagger reads features (representations), not word ids")
        vectors = nn.functional.embedding(word_ids, self.word_vectors)
        if self.training and self.hp.word_dropout > 0:
            # shape: (batch, seq_len, 1): one draw per token; no draw when off, so the
            # random stream (and the model) of a run without word dropout is unchanged
            keep = torch.rand(word_ids.shape + (1,), device=word_ids.device) >= self.hp.word_dropout
            vectors = vectors * keep
        x = self.with_casing(vectors, casing_ids)
        if not self.cedi.any:
            return x
        parts = [x]
        if self.chars is not None:
            parts.append(char_states if char_states is not None
                         else self.chars(char_ids, char_lengths, char_index))
        if self.prefixes is not None:
            parts.append(self.prefixes(prefix_ids))
        if self.context is not None:
            # shape: (batch, n + seq_len + n, input_dim + casing_classes)
            extended = self.with_casing(nn.functional.embedding(context_words, self.word_vectors),
                                        context_casing)
            mask = casing_ids != 0  # casing class 0 is padding
            parts.append(self.context(extended, mask))
        if self.cedi.dictionary_lists:
            if dictionary is None:
                raise ValueError("this tagger reads dictionary membership: encode with its lists")
            parts.append(dictionary.to(x.dtype))  # shape: (batch, seq_len, lists)
        return torch.cat(parts, dim=2)

    def with_casing(self, vectors: torch.Tensor, casing_ids: torch.Tensor) -> torch.Tensor:
        """vectors (batch, seq_len, input_dim) ⊕ one-hot casing.
        shape: (batch, seq_len, input_dim + casing_classes)"""
        return torch.cat([vectors, self.casing_onehot[casing_ids]], dim=2)

    def emissions_from_features(self, x: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        """Emission scores. x: (batch, seq_len, features); lengths: (batch,) int64 on CPU.
        shape: (batch, seq_len, num_labels)"""
        seq_len = x.size(1)
        # Length bucketing makes most batches padding-free; those skip packing, whose
        # generic kernel is slower than the fused one (same result: there is no padding).
        padded = bool((lengths != seq_len).any())
        embedded = x
        x = self.input_dropout(x)
        for i, lstm in enumerate(self.lstms):
            if i:
                x = self.between(x)
            if padded:
                packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
                out, _ = lstm(packed)
                # shape: (batch, seq_len, 2 * hidden_size), zeros on padding
                x, _ = pad_packed_sequence(out, batch_first=True, total_length=seq_len)
            else:
                x, _ = lstm(x)
        if self.attention is not None:
            mask = sequence_mask(lengths, seq_len).to(x.device)
            # shape: (batch, seq_len, 2 * hidden_size + attention_dim)
            x = torch.cat([x, self.attention(x, embedded, mask)], dim=2)
        return self.projection(self.output_dropout(x))

    def emissions(self, word_ids, casing_ids, lengths, **inputs) -> torch.Tensor:
        """``inputs``: those of CEDI's features (:meth:`features`)."""
        return self.emissions_from_features(self.features(word_ids, casing_ids, **inputs), lengths)

    def emissions_from_vectors(self, vectors, casing_ids, lengths) -> torch.Tensor:
        """Emission scores of per-token vectors (e.g. shared representations) + casing.
        shape: (batch, seq_len, num_labels)"""
        return self.emissions_from_features(self.with_casing(vectors, casing_ids), lengths)

    # -- training -----------------------------------------------------------------------

    mask = staticmethod(sequence_mask)

    def loss(self, word_ids, casing_ids, lengths, tags, *, miss_cost: float = 0.0,
             **inputs) -> torch.Tensor:
        """Mean negative log-likelihood per sequence (a scalar); softmax-margin against
        missed PHI with ``miss_cost`` (:meth:`deidkit.models.crf.CRF.nll`)."""
        # the CRF's log-sum-exp in float32 whatever precision the emissions came in
        em = self.emissions(word_ids, casing_ids, lengths, **inputs).float()
        return self.crf.nll(em, tags, self.mask(lengths, em.size(1)).to(em.device),
                            miss_cost=miss_cost)
