"""Membership inference figures against brute-force oracles."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit.membership import (membership_report, phi_spans, roc_auc, span_scores,
                                tpr_at_fpr)

LABELS = ["O", "B-PATIENT", "I-PATIENT", "B-DATE", "I-DATE"]
BEGINS = np.array([lab.startswith("B-") for lab in LABELS])
INSIDES = np.array([lab.startswith("I-") for lab in LABELS])


def _oracle_spans(sentences):
    out, pos = [], 0
    for s, labels in enumerate(sentences):
        i = 0
        while i < len(labels):
            lab = LABELS[labels[i]]
            if lab != "O":
                j = i + 1
                while j < len(labels) and LABELS[labels[j]].startswith("I-"):
                    j += 1
                out.append((s, pos + i, j - i))
                i = j
            else:
                i += 1
        pos += len(labels)
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.integers(0, len(LABELS) - 1), max_size=8), max_size=6))
def test_phi_spans_match_a_token_by_token_reading(sentences):
    flat = np.array([x for s in sentences for x in s], dtype=np.int64)
    offsets = np.concatenate([[0], np.cumsum([len(s) for s in sentences])]).astype(np.int64)
    got = list(zip(*(a.tolist() for a in phi_spans(flat, offsets, BEGINS, INSIDES))))
    assert got == _oracle_spans(sentences)


def test_span_scores_sum_log_probabilities_over_each_span():
    labels = np.array([0, 1, 2, 0, 2, 3], dtype=np.int64)  # O B I O I(ill-formed) B
    offsets = np.array([0, 4, 6])
    p = np.array([0.9, 0.5, 0.25, 0.8, 0.1, 1.0])
    scores = span_scores(p, labels, offsets, BEGINS, INSIDES)
    assert scores.start.tolist() == [1, 4, 5] and scores.length.tolist() == [2, 1, 1]
    assert scores.sentence.tolist() == [0, 1, 1]
    np.testing.assert_allclose(scores.nll, [-np.log(0.5) - np.log(0.25), -np.log(0.1), 0.0])
    np.testing.assert_allclose(scores.confidence, [0.375, 0.1, 1.0])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=12),
       st.lists(st.integers(0, 5), min_size=1, max_size=12))
def test_auc_is_the_share_of_pairs_ranked_right_ties_half(pos, neg):
    pairs = [(1.0 if a > b else 0.5 if a == b else 0.0) for a, b in itertools.product(pos, neg)]
    assert roc_auc(np.array(pos), np.array(neg)) == pytest.approx(np.mean(pairs))


def test_report_separates_memorised_spans_and_not_chance():
    rng = np.random.default_rng(0)

    def scores(mean, n):
        conf = np.clip(rng.normal(mean, 0.05, n), 0, 1)
        return span_scores(conf, np.ones(n, np.int64), np.arange(n + 1), BEGINS, INSIDES)

    strong = membership_report(scores(0.95, 300), scores(0.80, 400), rounds=200)
    assert strong["auc"] > 0.95 and strong["auc_ci"][0] > 0.9
    assert strong["tpr_at_1pct_fpr"]["tpr"] > 0.5
    chance = membership_report(scores(0.9, 300), scores(0.9, 400), rounds=200)
    assert abs(chance["auc"] - 0.5) < 0.06 and chance["auc_ci"][1] - chance["auc_ci"][0] < 0.15
    assert chance["tpr_at_1pct_fpr"]["tpr"] < 0.05
    nll = membership_report(scores(0.95, 300), scores(0.80, 400), rounds=50, score="nll")
    assert nll["auc"] > 0.95  # lower loss = member
    with pytest.raises(ValueError, match="too few PHI spans"):
        membership_report(scores(0.9, 1), scores(0.9, 10))


def test_threshold_is_calibrated_on_other_negatives():
    calibration = np.arange(100) / 100.0
    result = tpr_at_fpr(np.array([0.995, 0.5]), calibration, np.array([0.999, 0.1]), 0.01)
    assert result["threshold"] == 0.99 and result["tpr"] == 0.5 and result["fpr"] == 0.5
