"""Membership inference against a de-identification tagger: does it remember training PHI?

The paper protects the shared representation; the tagger trained in the end is shared too,
and a tagger that memorised its training PHI is more confident on those spans than on PHI
it never saw. The attack (loss/confidence thresholding, Yeom et al. 2018; on NER redaction
models by Carlini-style exposure) scores every gold PHI span of a sentence by the tagger's
CRF marginals (forward-backward, :meth:`deidkit.models.crf.CRF.marginals`):

* ``confidence``: the mean marginal probability that the span's tokens are PHI;
* ``nll``: the span's negative log-likelihood of being PHI, -sum log p(PHI).

Members (spans of training sentences) against non-members (held-out spans) gives the ROC
AUC, threshold-free, with a bootstrap 95% interval, and the true-positive rate at 1% false
positives with the threshold calibrated on one half of the non-members and measured on the
other half (a threshold chosen on the data it is scored on would flatter the attack).

:func:`tagger_membership` runs it on a :class:`~deidkit.taggers.Tagger` (either kind).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class SpanScores:
    """One row per gold PHI span: where it is, and how sure the tagger is that it is PHI."""

    start: np.ndarray       # int64, first token, flat position
    length: np.ndarray      # int64, tokens in the span
    confidence: np.ndarray  # float64, mean p(PHI) over the span's tokens
    nll: np.ndarray         # float64, -sum log p(PHI) over the span's tokens

    def __len__(self) -> int:
        return len(self.start)


def span_scores(phi_probability: np.ndarray, start: np.ndarray, end: np.ndarray) -> SpanScores:
    """Score each span ``[start, end)`` of flat token positions from each token's marginal
    probability of being PHI (1 - p(O)). Any PHI label counts: a tagger that redacts a
    name as the wrong TYPE has still recognised it, and label sets differ between models."""
    start, end = np.asarray(start, np.int64), np.asarray(end, np.int64)
    p = np.asarray(phi_probability, np.float64)
    logp = np.log(np.clip(p, 1e-12, 1.0))
    csum = np.concatenate([[0.0], np.cumsum(logp)])
    psum = np.concatenate([[0.0], np.cumsum(p)])
    length = end - start
    return SpanScores(start, length, (psum[end] - psum[start]) / np.maximum(length, 1),
                      -(csum[end] - csum[start]))


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


def phi_probabilities(tagger, data, *, max_tokens: int = 8192,
                      max_sentences: int = 128) -> np.ndarray:
    """Each token's marginal probability of a label other than O. shape: (num_tokens,)"""
    from deidkit.decode import phi_probability, token_marginals

    marginals = token_marginals(tagger, data, max_tokens=max_tokens, max_sentences=max_sentences)
    return phi_probability(marginals, tagger.labels).astype(np.float64)


def table_span_scores(tagger, table) -> SpanScores:
    """The gold PHI spans of a labelled tokens table (unlabelled sentences left out),
    scored by ``tagger``."""
    import pyarrow.compute as pc

    from deidkit.batching import list_offsets
    from deidkit.labels import iob2_spans

    table = table.filter(pc.is_valid(table.column("labels")))
    offsets, labels = list_offsets(table.column("labels"))
    spans = iob2_spans(labels.to_numpy(zero_copy_only=False), sentence_starts=offsets[:-1])
    data = tagger.encode(table.column("tokens"),
                         documents=(table.column("doc_id"), table.column("sentence")))
    p = phi_probabilities(tagger, data)
    return span_scores(p, [s.start for s in spans], [s.end for s in spans])


def tagger_membership(tagger, members, non_members, *, seed: int = 0,
                      rounds: int = 1000) -> dict:
    """The membership attack on ``tagger`` with the gold PHI spans of the ``members`` table
    (its training data) against those of ``non_members`` (held out): one report per score."""
    m, n = table_span_scores(tagger, members), table_span_scores(tagger, non_members)
    return {score: membership_report(m, n, seed=seed, rounds=rounds, score=score)
            for score in ("confidence", "nll")}
