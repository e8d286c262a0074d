"""Membership inference against a de-identification tagger: does it remember training PHI?

The paper protects the shared representation; the tagger trained in the end is shared too,
and a tagger that memorised its training PHI is more confident on those spans than on PHI
it never saw. The attack (loss/confidence thresholding, Yeom et al. 2018; on NER redaction
models by Carlini-style exposure) scores every gold PHI span of a sentence by the tagger's
CRF marginals:

* ``confidence``: the mean marginal probability of the gold label over the span's tokens;
* ``nll``: the span's negative log-likelihood under the marginals, -sum log p(gold label).

Members (spans of training sentences) against non-members (held-out spans) gives the ROC
AUC, threshold-free, with a bootstrap 95% interval, and the true-positive rate at 1% false
positives with the threshold calibrated on one half of the non-members and measured on the
other half (a threshold chosen on the data it is scored on would flatter the attack).

Everything here is numpy on flat arrays; computing the marginals is the tagger's job.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class SpanScores:
    """One row per gold PHI span: where it is, and how sure the tagger is of it."""

    sentence: np.ndarray    # int64, the span's sentence (row) index
    start: np.ndarray       # int64, first token, flat position
    length: np.ndarray      # int64, tokens in the span
    confidence: np.ndarray  # float64, mean p(gold label) over the span
    nll: np.ndarray         # float64, -sum log p(gold label) over the span

    def __len__(self) -> int:
        return len(self.start)


def phi_spans(label_ids: np.ndarray, offsets: np.ndarray, begins: np.ndarray,
              insides: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Gold PHI spans of flat IOB2 label ids: (sentence, start, length) arrays.

    ``begins``/``insides`` flag which label ids are B-/I- labels; a span starts at a B-, or
    at an I- that follows no PHI token (ill-formed IOB2 still counts as PHI), and ends at the
    sentence end or at the next token that is not an I-.
    """
    n = len(label_ids)
    is_b = begins[label_ids] if n else np.zeros(0, bool)
    is_i = insides[label_ids] if n else np.zeros(0, bool)
    first = np.zeros(n, bool)
    first[offsets[:-1][offsets[:-1] < n]] = True  # sentence starts
    prev_phi = np.zeros(n, bool)
    prev_phi[1:] = is_b[:-1] | is_i[:-1]
    starts = np.flatnonzero(is_b | (is_i & (first | ~prev_phi)))
    # A token continues the span before it when it is an I- after a PHI token of the
    # same sentence; every other token starts a run.
    cont = is_i & prev_phi & ~first
    run_id = np.cumsum(~cont)  # constant over a span's tokens
    lengths = np.bincount(run_id, minlength=run_id.max() + 1 if n else 1)[run_id[starts]] \
        if n else np.zeros(0, np.int64)
    sentence = np.searchsorted(offsets, starts, side="right") - 1
    return sentence.astype(np.int64), starts.astype(np.int64), lengths.astype(np.int64)


def span_scores(gold_probability: np.ndarray, label_ids: np.ndarray, offsets: np.ndarray,
                begins: np.ndarray, insides: np.ndarray) -> SpanScores:
    """Score each gold PHI span from the flat marginal probability of each token's gold
    label (``gold_probability[i] = p(label_ids[i] at token i)``)."""
    sentence, start, length = phi_spans(label_ids, offsets, begins, insides)
    logp = np.log(np.clip(gold_probability, 1e-12, 1.0))
    csum = np.concatenate([[0.0], np.cumsum(logp)])
    psum = np.concatenate([[0.0], np.cumsum(gold_probability)])
    end = start + length
    nll = -(csum[end] - csum[start])
    confidence = (psum[end] - psum[start]) / np.maximum(length, 1)
    return SpanScores(sentence, start, length, confidence, nll)


def roc_auc(positive: np.ndarray, negative: np.ndarray) -> float:
    """P(score of a random positive > score of a random negative), ties counting half
    (the Mann-Whitney U statistic over n_pos * n_neg)."""
    positive, negative = np.asarray(positive, float), np.asarray(negative, float)
    if not len(positive) or not len(negative):
        raise ValueError("AUC needs at least one positive and one negative score")
    scores = np.concatenate([positive, negative])
    order = np.argsort(scores, kind="mergesort")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    # Tied scores share the mean of their ranks.
    uniq, inverse, counts = np.unique(scores, return_inverse=True, return_counts=True)
    if len(uniq) < len(scores):
        sums = np.bincount(inverse, weights=ranks)
        ranks = (sums / counts)[inverse]
    u = ranks[:len(positive)].sum() - len(positive) * (len(positive) + 1) / 2
    return float(u / (len(positive) * len(negative)))


def bootstrap_interval(positive: np.ndarray, negative: np.ndarray, rng: np.random.Generator,
                       *, rounds: int = 1000, level: float = 0.95) -> tuple[float, float]:
    """Percentile bootstrap interval of the AUC, resampling members and non-members."""
    values = np.empty(rounds)
    for i in range(rounds):
        values[i] = roc_auc(rng.choice(positive, len(positive)), rng.choice(negative, len(negative)))
    tail = (1 - level) / 2
    return float(np.quantile(values, tail)), float(np.quantile(values, 1 - tail))


def tpr_at_fpr(positive: np.ndarray, calibration: np.ndarray, held_out: np.ndarray,
               fpr: float = 0.01) -> dict:
    """The threshold letting through ``fpr`` of the calibration negatives, and the rates
    it gives on the positives and on the held-out negatives."""
    threshold = float(np.quantile(calibration, 1 - fpr, method="higher"))
    return {"threshold": threshold, "target_fpr": fpr,
            "tpr": float(np.mean(np.asarray(positive) > threshold)),
            "fpr": float(np.mean(np.asarray(held_out) > threshold))}


def membership_report(members: SpanScores, non_members: SpanScores, *, seed: int = 0,
                      rounds: int = 1000, score: str = "confidence") -> dict:
    """The attack's figures with ``score`` (``confidence``, or ``nll`` where lower means
    member): AUC with its bootstrap interval, TPR at 1% FPR, span counts."""
    if score not in ("confidence", "nll"):
        raise ValueError(f"score must be 'confidence' or 'nll', got {score!r}")
    sign = 1.0 if score == "confidence" else -1.0
    pos = sign * getattr(members, score)
    neg = sign * getattr(non_members, score)
    if len(pos) < 2 or len(neg) < 4:
        raise ValueError(f"too few PHI spans to attack: {len(pos)} members, {len(neg)} "
                         "non-members (need at least 2 and 4)")
    rng = np.random.default_rng(seed)
    half = rng.permutation(len(neg))
    calibration, held_out = neg[half[: len(neg) // 2]], neg[half[len(neg) // 2:]]
    low, high = bootstrap_interval(pos, neg, rng, rounds=rounds)
    return {"score": score, "members": int(len(pos)), "non_members": int(len(neg)),
            "auc": roc_auc(pos, neg), "auc_ci": [low, high],
            "tpr_at_1pct_fpr": tpr_at_fpr(pos, calibration, held_out, 0.01)}
