"""Decoding a whole encoded dataset, for every kind of :class:`Tagger`: the one home of
batching and scattering back to flat token positions, for the Viterbi paths
(:func:`predict_ids`) and the marginals (:func:`token_marginals`), and the recall-first
decode from the marginals (:func:`threshold_ids`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

import numpy as np
import pyarrow as pa

from deidkit.batching import EncodedSentences, PaddedBatch, map_tokens
from deidkit.devices import PRECISIONS
from deidkit.errors import ConfigError
from deidkit.labels import OUTSIDE, split_label
from deidkit.taggers import Tagger

#: Sentences per inference batch: large batches keep the LSTM's matrix products efficient
#: on a CPU and spread the per-time-step cost of Viterbi over more sentences; sorting by
#: length keeps padding small (bin/bench tagger --batch-sentences measures the curve).
MAX_BATCH_SENTENCES = 512
#: Padded tokens per sentence of a batch, on average, at most: the padded tokens of a
#: batch (what its memory grows with) are at most MAX_BATCH_SENTENCES times this.
TOKENS_PER_SENTENCE = 64
MAX_BATCH_TOKENS = MAX_BATCH_SENTENCES * TOKENS_PER_SENTENCE

#: Distinct strings per run of the character BiLSTM in :func:`with_char_states`.
CHAR_BATCH_TYPES = 4096


def check_precision(tagger: Tagger, precision: str) -> None:
    """Refuse a precision unknown (ValueError) or one the tagger cannot run in (ConfigError)."""
    if precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {PRECISIONS}, got {precision!r}")
    if precision not in tagger.precisions:
        raise ConfigError(f"--precision {precision} is available for taggers on words or word "
                          "pieces only")


def _batched(tagger, data: EncodedSentences, fn, out: np.ndarray, *, max_tokens: int,
             max_sentences: int, precision: str) -> np.ndarray:
    """Run ``fn(emissions, batch)`` on the length-sorted batches of ``data`` with the model
    in eval mode (and back) under ``torch.inference_mode``; what it returns for the real
    tokens goes into ``out`` (:func:`deidkit.batching.map_tokens`). The emissions are
    computed in ``precision`` and handed over as float32."""
    import torch

    from deidkit.devices import autocast, module_device

    check_precision(tagger, precision)
    device = module_device(tagger.model)

    def run(b: PaddedBatch) -> np.ndarray:
        b = b.to(device)
        with autocast(device, precision):
            em = tagger.emissions(b)
        return fn(em.float(), b)  # em shape: (batch, seq_len, num_tags)

    was_training = tagger.model.training
    tagger.model.eval()
    try:
        with torch.inference_mode():
            with autocast(device, precision):
                data = with_char_states(tagger, data)
            return map_tokens(data, run, out, max_tokens=max_tokens, max_sentences=max_sentences)
    finally:
        tagger.model.train(was_training)


def with_char_states(tagger, data: EncodedSentences, *,
                     batch_types: int = CHAR_BATCH_TYPES) -> EncodedSentences:
    """``data`` with the character BiLSTM's output for each of its distinct strings, run
    once per string for the whole dataset (clinical text repeats its words: 300 synth notes
    hold 5,216 distinct strings in 130,114 tokens) instead of once per string of every
    batch. Strings are sorted by length and run ``batch_types`` at a
    time, so that padding is small. ``data`` unchanged when the tagger reads no characters."""
    import torch

    chars = getattr(tagger.model, "chars", None)
    if chars is None or data.chars is None or data.char_states is not None:
        return data
    device = next(chars.parameters()).device
    order = np.argsort(np.diff(data.chars.offsets), kind="stable")
    states = None
    for start in range(0, len(order), batch_types):
        types = order[start:start + batch_types]
        ids, lengths = data.chars.padded(types)
        out = chars.states(torch.from_numpy(ids).to(device), torch.from_numpy(lengths))
        if states is None:  # shape: (num_types, 2 * char_hidden)
            states = out.new_empty(data.chars.num_types, out.size(1))
        states[torch.from_numpy(types).to(device)] = out
    return data if states is None else replace(data, char_states=states)


def predict_ids(tagger: Tagger, data: EncodedSentences, *, with_loss: bool = False,
                max_tokens: int = MAX_BATCH_TOKENS, max_sentences: int = MAX_BATCH_SENTENCES,
                precision: str = "float32") -> tuple[np.ndarray, float]:
    """Viterbi label id of every token of ``data`` (flat, in data order; -1 for tokens of
    no sentence run, i.e. none), and the summed negative log-likelihood of the gold labels
    (``data.label_ids``) when ``with_loss``.

    ``data`` comes from ``tagger.encode``. ``tagger.model`` is put in eval mode for the
    call (and back); batches go to the model's device. ``precision="bfloat16"`` computes
    the emissions under autocast (about 1.7x faster on CPUs with bf16 instructions, and on
    GPUs; predictions may differ from float32 on near ties); the CRF always runs in
    float32.
    """
    crf = tagger.model.crf
    total_nll = 0.0

    def decode(em, b: PaddedBatch) -> np.ndarray:
        nonlocal total_nll
        mask = b.mask
        if with_loss:
            total_nll -= float(crf.log_likelihood(em, b.tags, mask).sum())
        return crf.decode(em, mask).cpu().numpy()  # shape: (batch, seq_len)

    out = np.full(data.num_tokens, -1, dtype=np.int64)
    _batched(tagger, data, decode, out, max_tokens=max_tokens, max_sentences=max_sentences,
             precision=precision)
    return out, total_nll


def token_marginals(tagger: Tagger, data: EncodedSentences, *,
                    max_tokens: int = MAX_BATCH_TOKENS, max_sentences: int = MAX_BATCH_SENTENCES,
                    precision: str = "float32") -> np.ndarray:
    """p(label | sentence) of every token of ``data`` and every label of ``tagger.labels``
    (CRF forward-backward), flat in data order, batched as :func:`predict_ids`.
    shape: (num_tokens, num_tags) float32, each row summing to 1."""
    crf = tagger.model.crf

    def marginals(em, b: PaddedBatch) -> np.ndarray:
        return crf.marginals(em, b.mask).cpu().numpy()  # shape: (batch, seq_len, num_tags)

    out = np.zeros((data.num_tokens, crf.num_tags), dtype=np.float32)
    return _batched(tagger, data, marginals, out, max_tokens=max_tokens,
                    max_sentences=max_sentences, precision=precision)


# ---------------------------------------------------------------------------------------
# Recall first: PHI wherever O is not confident enough

def phi_probability(marginals: np.ndarray, labels: Sequence[str]) -> np.ndarray:
    """p(the token is PHI) = 1 - p(O). shape: (num_tokens,) float32"""
    return (1.0 - marginals[:, list(labels).index(OUTSIDE)]).astype(np.float32)


def threshold_ids(marginals: np.ndarray, offsets: np.ndarray, labels: Sequence[str],
                  phi_threshold: float) -> np.ndarray:
    """Recall-first label ids: a token is PHI when its marginal probability of O falls
    below 1 - ``phi_threshold``, i.e. its PHI probability 1 - p(O) exceeds the threshold
    (so a lower threshold never removes a PHI token: recall first is a low one). Its TYPE is the
    TYPE of highest marginal (B- and I- summed). IOB2 stays valid: a PHI token is I- when
    the token before it in its sentence is PHI of the same TYPE, B- otherwise (a TYPE change
    inside a run of PHI tokens starts a new entity). shape: (num_tokens,) int64

    ``marginals``: (num_tokens, num_tags) of :func:`token_marginals`; ``offsets``: the
    sentences' (data.offsets); ``labels``: the tagger's (``O`` and B-/I- of every TYPE).
    """
    labels = list(labels)
    types, best = best_types(marginals, labels)
    n = len(marginals)
    is_phi = marginals[:, labels.index(OUTSIDE)] < 1.0 - phi_threshold if types \
        else np.zeros(n, bool)
    starts = np.zeros(n, dtype=bool)
    starts[(offsets[:-1] - offsets[0])[np.diff(offsets) > 0]] = True
    continues = np.zeros(n, dtype=bool)
    continues[1:] = is_phi[1:] & is_phi[:-1] & (best[1:] == best[:-1])
    continues &= ~starts
    b_ids = np.array([labels.index(f"B-{t}") for t in types] or [0], dtype=np.int64)
    i_ids = np.array([labels.index(f"I-{t}") for t in types] or [0], dtype=np.int64)
    ids = np.where(continues, i_ids[best], b_ids[best])
    return np.where(is_phi, ids, labels.index(OUTSIDE)).astype(np.int64)


def best_types(marginals: np.ndarray, labels: Sequence[str]) -> tuple[list[str], np.ndarray]:
    """(the tagger's TYPEs, sorted; each token's TYPE of highest marginal, B- and I- summed,
    by index into them: 0 when the tagger has none). shape: (num_tokens,) int64"""
    labels = list(labels)
    types = sorted({split_label(lab)[1] for lab in labels} - {None})
    if not types:
        return types, np.zeros(len(marginals), np.int64)
    # shape: (num_tokens, num_types): p(B-T) + p(I-T)
    per_type = np.stack([marginals[:, labels.index(f"B-{t}")] + marginals[:, labels.index(f"I-{t}")]
                         for t in types], axis=1)
    return types, per_type.argmax(axis=1)


def labels_array(ids: np.ndarray, offsets: np.ndarray, labels: Sequence[str],
                 null_rows: np.ndarray | None = None) -> pa.ListArray:
    """A ``list<string>`` column from flat label ids and sentence offsets."""
    dictionary = pa.array(list(labels), pa.string())
    values = dictionary.take(pa.array(ids, pa.int64())) if len(ids) else pa.array([], pa.string())
    mask = None if null_rows is None or not null_rows.any() else pa.array(null_rows)
    return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                    mask=mask)
