"""CEDI's features for the BiLSTM-CRF tagger (Lee et al., "A Context-Enhanced
De-identification System"), each off unless its size is set in :class:`TaggerFeatures`:

* :class:`CharBiLSTM`: NeuroNER's (Lample et al.'s) character embeddings: a BiLSTM over a
  token's characters (char dim 25, 25 units per direction), the final states of both
  directions concatenated. shape: (..., 2 * char_hidden)
* deep prefix features: an embedding of the token's first 3 characters (dim 25), rare
  prefixes sharing one unknown row (a plain ``nn.Embedding`` in the tagger);
* :class:`ContextNgrams`: the n-gram context embedding of token x_t: one LSTM reads
  x_{t-n}, ..., x_{t-1}, x_t and one reads x_{t+n}, ..., x_{t+1}, x_t; their last outputs
  are concatenated (CEDI section 2.1; 256 units in the paper). A token is its word vector
  ⊕ one-hot casing; the window crosses sentence boundaries (the encoding brings the
  neighbouring sentences' tokens of the same document) and holds padding past a document's
  ends.
* :class:`ConcatAttention`: attention over the concatenated embeddings e_s (CEDI section
  2.3, attention dimension 50) queried by the BiLSTM output h_t; its context vector is
  concatenated with h_t before the output layer ("additive" merging). Scores are scaled
  dot products in the 50-d attention space, so memory grows with seq_len² (not 50·seq_len²
  as Bahdanau's tanh scores would).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence

from deidkit.models.config import ConfigRecord


@dataclass(frozen=True)
class TaggerFeatures(ConfigRecord):
    """Sizes of CEDI's features; a size 0 turns the feature off (all off: the paper's
    tagger of Friedrich et al., bit for bit)."""

    char_rows: int = 0          # character table rows (padding, unknown, vocabulary)
    char_dim: int = 25
    char_hidden: int = 25
    prefix_rows: int = 0        # prefix table rows (padding, unknown, vocabulary)
    prefix_dim: int = 25
    context_ngrams: int = 0     # n
    context_hidden: int = 256
    attention_dim: int = 0
    # Not CEDI's: the dictionary lists (deidkit.dictionaries), one multi-hot column each
    dictionary_lists: int = 0

    def __post_init__(self):
        for name in ("char_rows", "char_dim", "char_hidden", "prefix_rows", "prefix_dim",
                     "context_ngrams", "context_hidden", "attention_dim", "dictionary_lists"):
            value = getattr(self, name)
            if not isinstance(value, int) or value < 0:
                raise ValueError(f"TaggerFeatures.{name} must be an int >= 0, got {value!r}")

    @property
    def any(self) -> bool:
        return bool(self.char_rows or self.prefix_rows or self.context_ngrams or self.attention_dim
                    or self.dictionary_lists)

    def extra_dim(self) -> int:
        """Width the features add to the word vector ⊕ casing (attention adds none there)."""
        return ((2 * self.char_hidden if self.char_rows else 0)
                + (self.prefix_dim if self.prefix_rows else 0)
                + (2 * self.context_hidden if self.context_ngrams else 0)
                + self.dictionary_lists)


def keras_lstm_init(lstm: nn.LSTM) -> None:
    """Keras' defaults: Glorot-uniform input weights, orthogonal recurrent weights (per
    gate), zero biases except a forget-gate bias of 1."""
    h = lstm.hidden_size
    for name, param in lstm.named_parameters():
        if name.startswith("weight_ih"):
            nn.init.xavier_uniform_(param)
        elif name.startswith("weight_hh"):
            for gate in range(4):  # i, f, g, o blocks, each (h, h)
                nn.init.orthogonal_(param.data[gate * h:(gate + 1) * h])
        elif name.startswith("bias_ih"):
            nn.init.zeros_(param)
            param.data[h:2 * h] = 1.0
        else:
            nn.init.zeros_(param)


class CharBiLSTM(nn.Module):
    def __init__(self, rows: int, dim: int, hidden: int):
        super().__init__()
        self.embedding = nn.Embedding(rows, dim, padding_idx=0)
        self.lstm = nn.LSTM(dim, hidden, batch_first=True, bidirectional=True)

    def forward(self, char_ids: torch.Tensor, char_lengths: torch.Tensor,
                char_index: torch.Tensor) -> torch.Tensor:
        """char_ids (types, max_chars): the distinct strings of a batch; char_lengths
        (types,) int64 on CPU, each >= 1; char_index (batch, seq_len) into the types.
        shape: (batch, seq_len, 2 * hidden)"""
        return self.states(char_ids, char_lengths)[char_index]

    def states(self, char_ids: torch.Tensor, char_lengths: torch.Tensor) -> torch.Tensor:
        """The final states of both directions, concatenated, per string.
        shape: (types, 2 * hidden)"""
        packed = pack_padded_sequence(self.embedding(char_ids), char_lengths, batch_first=True,
                                      enforce_sorted=False)
        _, (h_n, _) = self.lstm(packed)  # h_n: (2, types, hidden), forward then backward
        return torch.cat([h_n[0], h_n[1]], dim=1)


class ContextNgrams(nn.Module):
    def __init__(self, input_dim: int, n: int, hidden: int):
        super().__init__()
        self.n = n
        self.forward_lstm = nn.LSTM(input_dim, hidden, batch_first=True)
        self.backward_lstm = nn.LSTM(input_dim, hidden, batch_first=True)

    def forward(self, extended: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """extended (batch, n + seq_len + n, input_dim): the n tokens before each sentence,
        its tokens, the n after it (then padding); mask (batch, seq_len) True on real
        tokens. shape: (batch, seq_len, 2 * hidden), zeros on padding"""
        n = self.n
        batch, seq_len = mask.shape
        # shape: (batch, seq_len, input_dim, 2n + 1): window t is extended[t : t + 2n + 1]
        windows = extended.unfold(1, 2 * n + 1, 1)[:, :seq_len]
        windows = windows[mask].transpose(1, 2)  # shape: (tokens, 2n + 1, input_dim)
        _, (h_fw, _) = self.forward_lstm(windows[:, :n + 1])            # x_{t-n} .. x_t
        _, (h_bw, _) = self.backward_lstm(windows[:, n:].flip(1))       # x_{t+n} .. x_t
        out = windows.new_zeros(batch, seq_len, 2 * self.forward_lstm.hidden_size)
        out[mask] = torch.cat([h_fw[0], h_bw[0]], dim=1)
        return out


class ConcatAttention(nn.Module):
    def __init__(self, query_dim: int, value_dim: int, dim: int):
        super().__init__()
        self.query = nn.Linear(query_dim, dim, bias=False)
        self.key = nn.Linear(value_dim, dim, bias=False)
        self.value = nn.Linear(value_dim, dim, bias=False)
        self.scale = 1.0 / math.sqrt(dim)

    def forward(self, h: torch.Tensor, e: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """h (batch, seq_len, query_dim): BiLSTM outputs; e (batch, seq_len, value_dim):
        the concatenated embeddings; mask (batch, seq_len). shape: (batch, seq_len, dim)"""
        # shape: (batch, seq_len, seq_len): token t's score of token s
        scores = self.query(h) @ self.key(e).transpose(1, 2) * self.scale
        scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        return torch.softmax(scores, dim=2) @ self.value(e)
