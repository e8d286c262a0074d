"""The shareable representation of Friedrich et al. (2019), section 5: R = N_out + LSTM(E + N_in).

Gaussian noise with zero mean and a trainable standard deviation per input dimension is added
to the (frozen) word embeddings, a bidirectional LSTM reads them, a linear layer maps each
token to d dimensions (default 50), Gaussian noise with a trainable standard deviation per
output dimension is added, and every vector is L2-normalised.

The noise is the defence against lookup tables (attack A2: an attacker with the model computes
R for candidate sentences and compares): it is drawn whenever representations are produced for
sharing, in training *and* in evaluation mode (unlike dropout it does not follow
``model.train()``/``model.eval()``). It is switched off only by the purpose-named keyword
``published_inference=True``, for a pipeline whose output never leaves the machine.

The embeddings are not part of the model (docs/data-contract.md, "Model directories"): ``forward`` takes embedding
vectors, and :func:`embed_ids` turns lookup rows into vectors (UNK and PAD -> zero vectors).
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from deidkit.models.config import ConfigRecord, check_positive_ints
from deidkit.models.crf import sequence_mask


@dataclass(frozen=True)
class RepresentationConfig(ConfigRecord):
    """Every hyperparameter of the representation model (stored in config.json)."""

    embedding_dim: int
    size: int = 50            # d, the dimension of a shared vector
    hidden_size: int = 128    # LSTM units per direction
    num_layers: int = 1
    input_noise_std: float = 0.1   # initial std of N_in (trainable, one per input dimension)
    output_noise_std: float = 0.1  # initial std of N_out (trainable, one per output dimension)

    def __post_init__(self):
        check_positive_ints(self, ("embedding_dim", "size", "hidden_size", "num_layers"))
        for name in ("input_noise_std", "output_noise_std"):
            value = getattr(self, name)
            if not (isinstance(value, (int, float)) and value > 0 and math.isfinite(value)):
                raise ValueError(f"RepresentationConfig.{name} must be a positive number, got {value!r}")


class GaussianNoise(nn.Module):
    """x + std * eps, eps ~ N(0, 1), with one trainable std per feature (the last dimension).

    The std is parametrised by its logarithm so that it stays positive whatever the optimiser
    does; gradients reach it through the reparametrisation (d out / d log_std = std * eps).
    """

    def __init__(self, features: int, init_std: float):
        super().__init__()
        self.log_std = nn.Parameter(torch.full((features,), math.log(init_std)))

    @property
    def std(self) -> torch.Tensor:
        return self.log_std.exp()  # shape: (features,)

    def forward(self, x: torch.Tensor, *, generator: torch.Generator | None = None,
                eps: torch.Tensor | None = None) -> torch.Tensor:
        # shape: x (..., features); eps (same shape), a standard normal draw made by the caller
        if eps is None:
            # drawn on the generator's device, so a seed gives the same noise on any device
            where = x.device if generator is None else generator.device
            eps = torch.randn(x.shape, generator=generator, dtype=x.dtype, device=where).to(x.device)
        return x + eps * self.std


class Representation(nn.Module):
    """R = N_out + LSTM(E + N_in), L2-normalised. See the module docstring."""

    def __init__(self, config: RepresentationConfig):
        super().__init__()
        self.config = config
        self.input_noise = GaussianNoise(config.embedding_dim, config.input_noise_std)
        self.lstm = nn.LSTM(config.embedding_dim, config.hidden_size, num_layers=config.num_layers,
                            batch_first=True, bidirectional=True)
        self.linear = nn.Linear(2 * config.hidden_size, config.size)
        self.output_noise = GaussianNoise(config.size, config.output_noise_std)

    @property
    def size(self) -> int:
        return self.config.size

    def forward(self, embeddings: torch.Tensor, lengths: torch.Tensor, *,
                published_inference: bool = False,
                generator: torch.Generator | None = None,
                input_eps: torch.Tensor | None = None, return_pre_noise: bool = False):
        """Representations of right-padded embedding sequences.

        embeddings: shape (batch, seq_len, embedding_dim); lengths: shape (batch,), >= 1.
        Returns shape (batch, seq_len, size): unit vectors at real positions, zeros at padding.

        ``published_inference=True`` skips both noise layers; only for a pipeline whose output
        is never shared (the noise is what defeats lookup-table attacks).

        Training only: ``input_eps`` (shape of ``embeddings``) is the standard normal draw of
        the input noise, so that a sentence and its fake twin can share it;
        ``return_pre_noise`` also returns z = LSTM(E + N_in) before the output noise
        (shape (batch, seq_len, size)), for :func:`twin_divergence`.
        """
        if embeddings.dim() != 3 or embeddings.shape[-1] != self.config.embedding_dim:
            raise ValueError(f"embeddings must have shape (batch, seq_len, {self.config.embedding_dim}), "
                             f"got {tuple(embeddings.shape)}")
        batch, seq_len, _ = embeddings.shape
        lengths = check_lengths(lengths, batch, seq_len)
        x = embeddings
        if not published_inference:
            x = self.input_noise(x, generator=generator, eps=input_eps)
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, _ = self.lstm(packed)
        # shape: (batch, seq_len, 2 * hidden_size); total_length keeps the caller's padding.
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=seq_len)
        z = self.linear(out)  # shape: (batch, seq_len, size)
        noisy = self.output_noise(z, generator=generator) if not published_inference else z
        r = nn.functional.normalize(noisy, p=2.0, dim=-1, eps=1e-12)
        # shape: (batch, seq_len, 1); lengths live on the CPU, the outputs on the model's device
        mask = sequence_mask(lengths, seq_len).unsqueeze(-1).to(r.device)
        return (r * mask, z * mask) if return_pre_noise else r * mask


def twin_divergence(z_real: torch.Tensor, z_fake: torch.Tensor, output_std: torch.Tensor) -> torch.Tensor:
    """KL divergence between the shared (noisy) outputs of a sentence and of its fake twin,
    given the same input-noise draw: the output noise is N(0, diag(std^2)), so
    KL = 1/2 * sum over tokens and dimensions of ((z_real - z_fake) / std)^2.

    Why it matters: L2 normalisation is a function of the noisy vector, so it cannot make
    the two more distinguishable; by Pinsker's inequality no adversary that must tell which
    of the two sentences produced a representation does better than
    1/2 + 1/2 * sqrt(KL / 2). The input noise is shared and not integrated out: by joint
    convexity the expectation of that bound over input-noise draws still bounds the
    adversary, and one draw is an unbiased estimate of it. Unlike the trained adversaries'
    losses this bounds *every* adversary, including fresh ones.

    z_real, z_fake: shape (batch, seq_len, size), zero at padding; output_std: shape (size,).
    Returns shape (batch,).
    """
    diff = (z_real - z_fake) / output_std  # shape: (batch, seq_len, size)
    return 0.5 * diff.pow(2).sum(dim=(1, 2))


def distinguishability_bound(kl: torch.Tensor) -> torch.Tensor:
    """Pinsker's bound on the total variation between the twins' outputs, sqrt(KL / 2),
    capped at 1: the best possible accuracy of an adversary is 1/2 + 1/2 of it."""
    return torch.clamp(torch.sqrt(kl / 2), max=1.0)


def check_lengths(lengths, batch: int, seq_len: int) -> torch.Tensor:
    """``lengths`` as an int64 tensor of shape (batch,), each in [1, seq_len] (else ValueError)."""
    lengths = torch.as_tensor(lengths, dtype=torch.int64)
    if lengths.shape != (batch,):
        raise ValueError(f"lengths must have shape ({batch},), got {tuple(lengths.shape)}")
    if batch and (int(lengths.min()) < 1 or int(lengths.max()) > seq_len):
        raise ValueError(f"lengths must lie in [1, {seq_len}], got min {int(lengths.min())} "
                         f"max {int(lengths.max())}")
    return lengths


def embed_ids(table: torch.Tensor, ids: torch.Tensor) -> torch.Tensor:
    """Vectors of lookup rows; -1 (UNK, as :meth:`Embeddings.lookup_many` gives it) maps to
    the UNK row. table: shape (V + 2, dim) from :func:`deidkit.batching.embedding_table`; ids: any shape,
    int64. Returns shape ids.shape + (dim,).
    """
    unk = table.shape[0] - 2
    ids = torch.where(ids < 0, torch.full_like(ids, unk), ids)
    return table[ids]


def state_fingerprint(module: nn.Module) -> str:
    """A hash of a module's weights: the id a tagger records of the representation it needs."""
    h = hashlib.sha256()
    for name, tensor in sorted(module.state_dict().items()):
        h.update(name.encode() + b"\0")
        h.update(str(tuple(tensor.shape)).encode())
        h.update(tensor.detach().cpu().contiguous().numpy().astype("<f4", copy=False).tobytes())
    return "sha256:" + h.hexdigest()[:32]
