"""The two adversaries of Friedrich et al. (2019), section 5, and the gradient reversal.

* **T1** gets a representation sequence and an embedding sequence and decides whether they
  come from the same sentence (fake: one PHI token of the embedded sentence moved to one of
  its N nearest neighbours).
* **T2** gets two representation sequences plus their per-token cosine similarities and decides
  whether they come from the same sentence (real: the same sentence under two independent
  noise draws; fake: the sentence and its neighbour-perturbed twin).

Each is a bidirectional LSTM whose final states and max-pooled outputs feed one sigmoid unit;
``forward`` returns the logit (use ``BCEWithLogitsLoss``). The adversarial loss L_adv is the
mean of the two adversaries' binary cross-entropies; at chance it is ln 2.

:func:`grad_reverse` is the gradient reversal layer of DANN (Ganin & Lempitsky 2015):
identity forward, gradient multiplied by ``-scale`` backward.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from deidkit.models.config import ConfigRecord, check_positive_ints
from deidkit.models.crf import sequence_mask
from deidkit.models.representation import check_lengths

T1_WEIGHTS = "adversary_t1.safetensors"
T2_WEIGHTS = "adversary_t2.safetensors"


@dataclass(frozen=True)
class AdversaryConfig(ConfigRecord):
    hidden_size: int = 64
    num_layers: int = 1

    def __post_init__(self):
        check_positive_ints(self, ("hidden_size", "num_layers"))


class _SequenceClassifier(nn.Module):
    """BiLSTM over per-token features -> [final states of both directions ; max over time of
    the outputs] -> one logit.

    The max-pooled outputs are beyond the paper's "BiLSTM -> sigmoid": a fake differs from
    its real twin at one token, and a readout from the final states alone must carry that
    token's evidence through the whole sequence, which makes the adversary (and so the
    evidence of an attack that fails) needlessly weak.
    """

    def __init__(self, input_size: int, config: AdversaryConfig):
        super().__init__()
        self.input_size = input_size
        self.config = config
        self.lstm = nn.LSTM(input_size, config.hidden_size, num_layers=config.num_layers,
                            batch_first=True, bidirectional=True)
        self.out = nn.Linear(4 * config.hidden_size, 1)

    def classify(self, features: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        # shape: features (batch, seq_len, input_size) -> logits (batch,)
        batch, seq_len, _ = features.shape
        lengths = check_lengths(lengths, batch, seq_len)
        packed = pack_padded_sequence(features, lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, (h_n, _) = self.lstm(packed)
        # h_n: shape (num_layers * 2, batch, hidden); the last layer's two directions, which
        # pack_padded_sequence makes the states at each sequence's true end (no padding read).
        final = torch.cat([h_n[-2], h_n[-1]], dim=-1)  # shape: (batch, 2 * hidden)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=seq_len)
        mask = sequence_mask(lengths, seq_len).unsqueeze(-1).to(out.device)  # shape: (batch, seq_len, 1)
        pooled = out.masked_fill(~mask, float("-inf")).max(dim=1).values  # shape: (batch, 2 * hidden)
        return self.out(torch.cat([final, pooled], dim=-1)).squeeze(-1)


class AdversaryT1(_SequenceClassifier):
    """Same sentence? (representation sequence, embedding sequence) -> logit."""

    def __init__(self, representation_size: int, embedding_dim: int, config: AdversaryConfig):
        super().__init__(representation_size + embedding_dim, config)
        self.representation_size = representation_size
        self.embedding_dim = embedding_dim

    def forward(self, representations: torch.Tensor, embeddings: torch.Tensor,
                lengths: torch.Tensor) -> torch.Tensor:
        # shape: representations (batch, seq_len, d), embeddings (batch, seq_len, dim)
        if representations.shape[:2] != embeddings.shape[:2]:
            raise ValueError(f"T1: representations {tuple(representations.shape)} and embeddings "
                             f"{tuple(embeddings.shape)} differ in batch or length")
        return self.classify(torch.cat([representations, embeddings], dim=-1), lengths)


class AdversaryT2(_SequenceClassifier):
    """Same sentence? (representation sequence, representation sequence, per-token cosine) -> logit."""

    def __init__(self, representation_size: int, config: AdversaryConfig):
        super().__init__(2 * representation_size + 1, config)
        self.representation_size = representation_size

    def forward(self, first: torch.Tensor, second: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        # shape: first, second (batch, seq_len, d)
        if first.shape != second.shape:
            raise ValueError(f"T2: representation sequences of shapes {tuple(first.shape)} and "
                             f"{tuple(second.shape)} differ")
        cosine = token_cosine(first, second, lengths)  # shape: (batch, seq_len)
        return self.classify(torch.cat([first, second, cosine.unsqueeze(-1)], dim=-1), lengths)


def token_cosine(first: torch.Tensor, second: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """Cosine similarity of aligned tokens, 0 at padding. shape: (batch, seq_len)."""
    cos = nn.functional.cosine_similarity(first, second, dim=-1, eps=1e-8)
    mask = sequence_mask(torch.as_tensor(lengths, dtype=torch.int64), first.shape[1])
    return cos * mask


def balanced_examples(anchor_real: torch.Tensor, anchor_fake: torch.Tensor,
                      other_real: torch.Tensor, other_fake: torch.Tensor,
                      lengths: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """The four examples of each sentence s and its fake twin s' (one PHI token moved), with
    the same marginals in both classes, so that only the *link* between the two inputs can
    tell a real pair from a fake one.

    anchor_*: what the adversary is attacking (R(s), R(s')); other_*: what it compares
    them with (T1: the embeddings E(s), E(s'); T2: independent noise draws R~(s), R~(s')).
    Real: (anchor_real, other_real), (anchor_fake, other_fake); fake: (anchor_real,
    other_fake), (anchor_fake, other_real). Each input shape: (batch, seq_len, features).
    Returns (anchors, others, lengths, targets) of 4 * batch examples (targets 1, 1, 0, 0).

    Why not the paper's pairs (R(s), E(s)) against (R(s), E(s')): there the "other" side
    alone differs between the classes (a corpus's PHI words against their neighbours), so
    an adversary that never looks at the representation beats chance, and no representation,
    however private, could keep it there.
    """
    batch = lengths.shape[0]
    anchors = torch.cat([anchor_real, anchor_fake, anchor_real, anchor_fake])
    others = torch.cat([other_real, other_fake, other_fake, other_real])
    lengths4 = torch.cat([lengths, lengths, lengths, lengths])
    targets = torch.cat([torch.ones(2 * batch), torch.zeros(2 * batch)]).to(anchor_real.device)
    return anchors, others, lengths4, targets


class _GradReverse(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        ctx.scale = scale
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):
        return -ctx.scale * grad, None


def grad_reverse(x: torch.Tensor, scale: float = 1.0) -> torch.Tensor:
    """Identity forward; backward multiplies the gradient by ``-scale`` (DANN)."""
    return _GradReverse.apply(x, float(scale))
