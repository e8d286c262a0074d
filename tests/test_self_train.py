"""`deidkit self-train` (Berg & Dalianis): selection by thresholds, stopping rules, the
command end to end."""

from __future__ import annotations

import json
import math

import numpy as np
import pyarrow.parquet as pq
import pytest

from deidkit.batching import EncodedSentences
from deidkit.self_train import (SELF_TRAINING_FILE, SelfTrainingOptions, group_threshold,
                                run_rounds, select_sentences, sentences_per_type, thresholds)
from deidkit.train_tagger.fit import Trained
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings

LABELS = ["O", "B-A", "I-A", "B-B", "I-B"]


def test_thresholds_from_validation_marginals():
    # validation tokens: confidence of the predicted label, predicted PHI?, right?
    conf = np.array([0.99, 0.95, 0.97, 0.80, 0.70, 0.90, 0.60])
    phi = np.array([False, False, False, True, True, True, True])
    right = np.array([True, False, True, True, False, True, True])
    # non-PHI: the wrong 0.95 sets the bar; the lowest right one above it is 0.97
    # PHI: the wrong 0.70 sets the bar; 0.60 (right, but below a wrong one) does not count
    assert thresholds(conf, phi, right) == (0.80, 0.97)
    assert group_threshold(np.array([0.9, 0.5]), np.array([False, True])) == math.inf
    assert group_threshold(np.array([0.9, 0.5]), np.array([True, True])) == 0.5
    assert group_threshold(np.array([]), np.array([], bool)) == math.inf


def test_thresholds_at_a_selection_accuracy():
    conf = np.array([0.99, 0.98, 0.97, 0.96, 0.95, 0.94, 0.93, 0.92, 0.91, 0.90])
    right = np.array([1, 1, 0, 1, 1, 1, 1, 1, 0, 1], dtype=bool)
    # share right of the tokens down to each: 1 1 .667 .75 .8 .833 .857 .875 .778 .8
    assert group_threshold(conf, right, 1.0) == 0.98
    assert group_threshold(conf, right, 0.85) == 0.92
    assert group_threshold(conf, right, 0.8) == 0.90
    # equal confidences stand or fall together
    tie = np.array([0.9, 0.9]), np.array([True, False])
    assert group_threshold(*tie, 1.0) == math.inf and group_threshold(*tie, 0.5) == 0.9
    rng = np.random.default_rng(0)  # shuffled input, same threshold
    order = rng.permutation(10)
    assert group_threshold(conf[order], right[order], 0.85) == 0.92


def test_selection_by_thresholds_on_hand_built_marginals():
    # sentences: [O .98, PHI .85] [O .96, PHI .99] [] [PHI .79] [O .97, O .999]
    conf = np.array([0.98, 0.85, 0.96, 0.99, 0.79, 0.97, 0.999])
    phi = np.array([False, True, False, True, True, False, False])
    offsets = np.array([0, 2, 4, 4, 5, 7])
    assert select_sentences(conf, phi, offsets, 0.80, 0.97).tolist() == [0, 4]
    assert select_sentences(conf, phi, offsets, 0.0, 0.0).tolist() == [0, 1, 3, 4]
    assert select_sentences(conf, phi, offsets, math.inf, 0.0).tolist() == [4]
    # offsets of a subset need not start at 0
    assert select_sentences(conf[2:], phi[2:], offsets[1:], 0.80, 0.97).tolist() == [3]


def test_sentences_per_type_counts_sentences_not_tokens():
    ids = np.array([1, 2, 0, 3, 1, 0, 0])  # B-A I-A O B-B | B-A | O O
    assert sentences_per_type(ids, np.array([0, 4, 5, 7]), LABELS) == {"A": 2, "B": 1}


class FakeRun:
    """A stand-in for the training and labelling of :func:`run_rounds`: validation F1s
    in a given order, ``choose(round, data)`` picks the sentences."""

    labels = LABELS

    def __init__(self, f1s, choose):
        self.f1s, self.choose, self.round = list(f1s), choose, 0

    def train(self, data):
        f1 = self.f1s.pop(0)
        return Trained(None, data, None, {"best_val_f1": f1, "best_val_leakage": 1 - f1 / 100,
                                          "seconds": 0.0}, 1)

    def label(self, trained, data, opts):
        self.round += 1
        return (0.5, 0.9), np.ones(data.num_tokens, dtype=np.int64), self.choose(self.round, data)


def _pool(n: int) -> EncodedSentences:
    offsets = np.arange(0, 2 * n + 1, 2)
    return EncodedSentences(word_ids=np.zeros(2 * n, np.int64), casing=np.zeros(2 * n, np.int64),
                            offsets=offsets)


def _base() -> EncodedSentences:
    return EncodedSentences(word_ids=np.zeros(3, np.int64), casing=np.zeros(3, np.int64),
                            offsets=np.array([0, 3]), label_ids=np.zeros(3, np.int64))


def _rounds(f1s, choose, pool=10, **opts):
    return run_rounds(FakeRun(f1s, choose), _base(), _pool(pool), SelfTrainingOptions(**opts),
                      None)


def test_stops_when_validation_f1_fell_three_times():
    # falls (below the round before) in rounds 1, 3 and 5, not in a row
    kept, rows, reason = _rounds([50, 40, 45, 30, 35, 20, 90], lambda r, d: np.array([0]))
    assert reason == "validation F1 fell 3 times"
    assert [r["round"] for r in rows] == [0, 1, 2, 3, 4, 5]
    assert [r["falls"] for r in rows] == [0, 1, 1, 2, 2, 3]
    assert [r["kept"] for r in rows] == [True] + [False] * 5  # round 0 scored best
    assert kept.result["best_val_f1"] == 50
    assert [r["train_sentences"] for r in rows] == [1, 2, 3, 4, 5, 6]
    assert [r["unlabelled_left"] for r in rows] == [10, 9, 8, 7, 6, 5]
    assert rows[1]["phi_threshold"] == 0.5 and rows[1]["non_phi_threshold"] == 0.9
    assert rows[1]["sentences_added_per_type"] == {"A": 1}
    assert math.isnan(rows[0]["phi_threshold"])


def test_stops_when_no_sentence_clears_or_the_pool_is_used_up_or_the_cap():
    kept, rows, reason = _rounds([50, 60], lambda r, d: np.array([0, 1]) if r == 1 else np.array([], int))
    assert reason == "no sentence cleared the thresholds" and len(rows) == 2
    assert rows[1]["kept"] and rows[1]["sentences_added"] == 2 and rows[1]["tokens_added"] == 4
    _, rows, reason = _rounds([50, 60, 70], lambda r, d: np.arange(len(d)), pool=3)
    assert reason == "every unlabelled sentence was added" and len(rows) == 2
    _, rows, reason = _rounds([50, 60, 70, 80], lambda r, d: np.array([0]), rounds=3)
    assert reason == "--rounds 3 reached" and len(rows) == 4 and rows[3]["kept"]
    # ties keep the earliest round
    _, rows, _ = _rounds([50, 50, 50], lambda r, d: np.array([0]), rounds=2)
    assert [r["kept"] for r in rows] == [True, False, False]


TRAIN_ARGS = ["--hidden-size", "8", "--layers", "1", "--batch-size", "8", "--epochs", "8",
              "--learning-rate", "0.05", "--threads", "1"]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("selftrain")
    emb = write_embeddings(tmp / "e.txt")
    for name, docs, seed in (("lab", 4, 0), ("val", 3, 1), ("unl", 6, 2)):
        pq.write_table(tokens_table(corpus_rows(n_docs=docs, sentences=4, seed=seed)),
                       tmp / f"{name}.parquet")
    return tmp, emb


def _self_train(tmp, emb, out, seed="1"):
    return run(["self-train", tmp / "lab.parquet", tmp / "unl.parquet", "--validation",
                tmp / "val.parquet", "--model-dir", out, "--embeddings", emb, "--rounds", "2",
                "--seed", seed, "--target-recall", "0.9", *TRAIN_ARGS])


def test_self_train_cli_end_to_end(files, tmp_path):
    tmp, emb = files
    result = _self_train(tmp, emb, tmp_path / "m")
    history = pq.read_table(tmp_path / "m" / SELF_TRAINING_FILE).to_pylist()
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert [r["round"] for r in history] == [0, 1, 2]
    assert config["self_training"]["rounds_run"] == 2
    assert config["self_training"]["stopped"] == "--rounds 2 reached"
    assert history[0]["sentences_added"] == 0 and history[0]["train_sentences"] == 16
    for before, after in zip(history, history[1:]):
        assert after["sentences_added"] > 0
        assert after["train_sentences"] == before["train_sentences"] + after["sentences_added"]
        assert after["unlabelled_left"] == before["unlabelled_left"] - after["sentences_added"]
        assert 0 < after["phi_threshold"] <= 1 and 0 < after["non_phi_threshold"] <= 1
        assert sum(dict(after["sentences_added_per_type"]).values()) >= 1
    kept = [r for r in history if r["kept"]]
    assert len(kept) == 1 and kept[0]["val_f1"] == max(r["val_f1"] for r in history)
    assert config["self_training"]["kept_round"] == kept[0]["round"]
    assert config["training"]["best_val_f1"] == kept[0]["val_f1"]
    assert config["training"]["train_sentences"] == kept[0]["train_sentences"]
    assert config["training"]["recall_threshold"]["recall"] >= 90.0
    lines = [l for l in result.stderr.splitlines() if l.startswith("round ")]
    assert len(lines) == 3 and lines[0].startswith("round 0: baseline on the labelled data; val "
                                                   "binary HIPAA token F1 ")
    assert lines[1].startswith(f"round 1: {history[1]['sentences_added']} sentences added (")
    # a normal tagger directory
    run(["tag", tmp / "val.parquet", "--model", tmp_path / "m", "--phi-threshold", "auto",
         "-o", tmp_path / "t.parquet"])

    # round 0 is train-tagger on LABELLED with the same seed
    run(["train-tagger", tmp / "lab.parquet", "--validation", tmp / "val.parquet",
         "--model-dir", tmp_path / "plain", "--embeddings", emb, "--seed", "1", *TRAIN_ARGS])
    plain = json.loads((tmp_path / "plain" / "config.json").read_text())
    assert plain["training"]["best_val_f1"] == history[0]["val_f1"]

    # determinism: the same seed gives the same model and history
    _self_train(tmp, emb, tmp_path / "again")
    assert (tmp_path / "again" / "weights.safetensors").read_bytes() == \
        (tmp_path / "m" / "weights.safetensors").read_bytes()
    again = pq.read_table(tmp_path / "again" / SELF_TRAINING_FILE).drop_columns(["seconds"])
    first = pq.read_table(tmp_path / "m" / SELF_TRAINING_FILE).drop_columns(["seconds"])
    assert repr(again.to_pylist()) == repr(first.to_pylist())  # NaN thresholds of round 0
