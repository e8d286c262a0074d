"""Viterbi decoding of a whole encoded dataset: the one home of batching, decoding and
scattering the paths back to flat token positions, for every kind of :class:`Tagger`."""

from __future__ import annotations

import contextlib

import numpy as np

from deidkit.batching import EncodedSentences, PaddedBatch, map_tokens
from deidkit.errors import ConfigError
from deidkit.taggers import Tagger

#: Padded tokens per inference batch: large batches keep the LSTM's matrix products
#: efficient on a CPU; sorting by length keeps padding small.
MAX_BATCH_TOKENS = 8192
MAX_BATCH_SENTENCES = 128

PRECISIONS = ("float32", "bfloat16")


def check_precision(tagger: Tagger, precision: str) -> None:
    """Refuse a precision unknown (ValueError) or one the tagger cannot run in (ConfigError)."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {PRECISIONS}, got {precision!r}")
    if precision not in tagger.precisions:
        raise ConfigError(f"--precision {precision} is available for taggers on words only")


def predict_ids(tagger: Tagger, data: EncodedSentences, *, with_loss: bool = False,
                max_tokens: int = MAX_BATCH_TOKENS, max_sentences: int = MAX_BATCH_SENTENCES,
                precision: str = "float32") -> tuple[np.ndarray, float]:
    """Viterbi label id of every token of ``data`` (flat, in data order; -1 for tokens of
    no sentence run, i.e. none), and the summed negative log-likelihood of the gold labels
    (``data.label_ids``) when ``with_loss``.

    ``data`` comes from ``tagger.encode``. ``tagger.model`` is put in eval mode for the
    call (and back). ``precision="bfloat16"`` computes the
    emissions under CPU autocast (about 1.7x faster on CPUs with bf16 instructions;
    predictions may differ from float32 on near ties); the CRF always runs in float32.
    """
    import torch

    check_precision(tagger, precision)
    autocast = (torch.autocast("cpu", dtype=torch.bfloat16) if precision == "bfloat16"
                else contextlib.nullcontext())
    crf = tagger.model.crf
    total_nll = 0.0

    def decode(b: PaddedBatch) -> np.ndarray:
        nonlocal total_nll
        with autocast:
            em = tagger.emissions(b)
        em = em.float()  # shape: (batch, seq_len, num_tags)
        mask = b.mask
        if with_loss:
            total_nll -= float(crf.log_likelihood(em, b.tags, mask).sum())
        return crf.decode(em, mask).numpy()  # shape: (batch, seq_len)

    out = np.full(data.num_tokens, -1, dtype=np.int64)
    was_training = tagger.model.training
    tagger.model.eval()
    try:
        with torch.inference_mode():
            map_tokens(data, decode, out, max_tokens=max_tokens, max_sentences=max_sentences)
    finally:
        tagger.model.train(was_training)
    return out, total_nll
