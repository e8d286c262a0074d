"""Membership inference figures against brute-force oracles."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit.membership import membership_report, roc_auc, span_scores, tpr_at_fpr

def test_span_scores_sum_log_probabilities_over_each_span():
    p = np.array([0.9, 0.5, 0.25, 0.8, 0.1, 1.0])
    scores = span_scores(p, [1, 4, 5], [3, 5, 6])
    assert scores.length.tolist() == [2, 1, 1]
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
        return span_scores(conf, np.arange(n), np.arange(1, n + 1))

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


def test_attack_target_tagger_through_the_cli(tmp_path):
    # A tiny tagger trained for many epochs on 6 documents remembers their PHI: its
    # training spans are scored above held-out ones from other seeds.
    from tests.contract_cases.tag import corpus_rows, write_embeddings
    from tests.conftest import run, tokens_table

    emb = write_embeddings(tmp_path / "emb.txt")
    members, non_members = tmp_path / "members.parquet", tmp_path / "non.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=6, sentences=4, seed=1)), members)
    pq.write_table(tokens_table(corpus_rows(n_docs=6, sentences=4, seed=2)), non_members)
    run(["train-tagger", members, "--validation", members, "--model-dir", tmp_path / "m",
         "--embeddings", emb, "--epochs", "30", "--seed", "1", "--threads", "1"])
    args = ["attack", "--target", "tagger", "--model", tmp_path / "m", "--members", members,
            "--non-members", non_members, "--seed", "3"]
    report = json.loads(run([*args, "--json"]).stdout)
    for score in ("confidence", "nll"):
        rep = report[score]
        assert rep["members"] > 20 and rep["non_members"] > 20
        assert rep["auc_ci"][0] <= rep["auc"] <= rep["auc_ci"][1]
        assert 0 <= rep["tpr_at_1pct_fpr"]["tpr"] <= 1
    assert report["confidence"]["auc"] == pytest.approx(report["nll"]["auc"], abs=0.05)
    assert run([*args, "--json"]).stdout == run([*args, "--json"]).stdout  # seeded
    table = run(args).stdout
    assert table.startswith(f"membership inference on {tmp_path / 'm'}: ")
    assert "confidence" in table and "nll" in table
    result = run(["attack", "--target", "tagger", "--model", tmp_path / "m", "--members",
                  members], expect=2)
    assert result.stderr.strip() == ("Error: --target tagger needs --members TABLE and "
                                     "--non-members TABLE")
    result = run(["attack", "--model", tmp_path / "m", "--members", members], expect=2)
    assert result.stderr.strip() == "Error: --members does not apply with --target representation"
