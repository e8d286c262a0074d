"""Recall-first tagging: marginals through the Tagger protocol, the threshold decode, the
threshold recorded by --target-recall, and `evaluate --curve`."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit.decode import phi_probability, threshold_ids, token_marginals
from deidkit.evaluate.curve import curve_points
from deidkit.model_dirs import load_tagger
from deidkit.models.crf import CRF
from deidkit.decode import labels_array
from deidkit.train_tagger.validation import validation_metrics
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, save_untrained, write_embeddings
from tests.recipe_fixtures import recipe

LABELS = ["O", "B-A", "I-A", "B-B", "I-B"]
SMALL = ["--hidden-size", "8", "--layers", "1", "--batch-size", "8", "--threads", "1"]


def _valid_iob2(labels: list[str], offsets: np.ndarray) -> bool:
    """Every I-T follows B-T or I-T in its sentence."""
    for s, e in zip(offsets[:-1], offsets[1:]):
        previous = "O"
        for lab in labels[s:e]:
            if lab.startswith("I-") and previous[2:] != lab[2:]:
                return False
            previous = lab
        previous = "O"
    return True


@st.composite
def marginal_data(draw):
    lengths = draw(st.lists(st.integers(0, 6), min_size=1, max_size=5))
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64)
    n = int(offsets[-1])
    logits = np.array(draw(st.lists(st.floats(-4, 4), min_size=5 * n, max_size=5 * n)),
                      dtype=np.float64).reshape(n, 5)
    p = np.exp(logits)
    return (p / p.sum(1, keepdims=True)).astype(np.float32), offsets


@settings(max_examples=150, deadline=None)
@given(marginal_data(), st.floats(0.0, 1.0), st.floats(0.0, 1.0))
def test_threshold_decode_is_valid_iob2_and_monotone(data, p1, p2):
    marginals, offsets = data
    low, high = sorted((p1, p2))
    ids_low = threshold_ids(marginals, offsets, LABELS, low)
    ids_high = threshold_ids(marginals, offsets, LABELS, high)
    for ids, p in ((ids_low, low), (ids_high, high)):
        assert _valid_iob2([LABELS[i] for i in ids], offsets)
        np.testing.assert_array_equal(ids != 0, marginals[:, 0] < 1.0 - p)  # the rule itself
    assert not np.any((ids_high != 0) & (ids_low == 0))  # a lower P removes no PHI token


def _onehot(rows):
    """Marginals from (p(O), p(B-A), p(I-A), p(B-B), p(I-B)) rows."""
    return np.array(rows, dtype=np.float32)


def test_threshold_decode_edge_cases():
    # sentence 1: A A then B (a TYPE change inside a PHI run opens a new entity), O, B (an
    # I- of highest marginal still gives B- after O); sentence 3 opens with B-.
    marginals = _onehot([
        [0.1, 0.5, 0.4, 0.0, 0.0],   # A (B-A + I-A = 0.9)
        [0.2, 0.0, 0.8, 0.0, 0.0],   # A, continues
        [0.3, 0.1, 0.1, 0.2, 0.3],   # B (0.5 > 0.2): type change -> B-B
        [0.9, 0.05, 0.0, 0.05, 0.0],  # O at P = 0.5
        [0.4, 0.0, 0.1, 0.0, 0.5],   # B after O: B-B although I-B is the top label
        [0.0, 0.0, 1.0, 0.0, 0.0],   # sentence 3 (after an empty one): A opens, as B-A
        [0.0, 0.0, 1.0, 0.0, 0.0],   # A continues
    ])
    offsets = np.array([0, 5, 5, 7])  # an empty sentence in between
    labels = [LABELS[i] for i in threshold_ids(marginals, offsets, LABELS, 0.5)]
    assert labels == ["B-A", "I-A", "B-B", "O", "B-B", "B-A", "I-A"]
    # at P = 0.05 the token of p(O) = 0.9 becomes PHI of its top TYPE (A and B tie at
    # 0.05: the first TYPE), and the B after it starts anew
    labels = [LABELS[i] for i in threshold_ids(marginals, offsets, LABELS, 0.05)]
    assert labels == ["B-A", "I-A", "B-B", "B-A", "B-B", "B-A", "I-A"]
    # a sentence start between two PHI tokens of the same TYPE splits them
    two = threshold_ids(_onehot([[0, 1, 0, 0, 0]] * 2), np.array([0, 1, 2]), LABELS, 0.5)
    assert [LABELS[i] for i in two] == ["B-A", "B-A"]
    np.testing.assert_allclose(phi_probability(marginals, LABELS)[:4], [0.9, 0.8, 0.7, 0.1],
                               atol=1e-6)


def test_threshold_decode_equals_viterbi_on_a_confident_model():
    torch.manual_seed(0)
    crf = CRF(5)
    with torch.no_grad():
        crf.crf.transitions.zero_()
        crf.crf.start_transitions.zero_()
        crf.crf.end_transitions.zero_()
    rng = np.random.default_rng(0)
    lengths = [7, 3, 9, 1]
    paths = []
    for n in lengths:  # random valid IOB2 paths
        path, prev = [], 0
        for _ in range(n):
            lab = int(rng.integers(0, 5))
            if lab in (2, 4) and prev not in (lab - 1, lab):
                lab -= 1
            path.append(lab)
            prev = lab
        paths.append(path)
    em = torch.zeros(len(lengths), max(lengths), 5)
    mask = torch.zeros(len(lengths), max(lengths), dtype=torch.bool)
    for i, path in enumerate(paths):
        em[i, :len(path)] = 12.0 * torch.nn.functional.one_hot(torch.tensor(path), 5) \
            + torch.randn(len(path), 5)
        mask[i, :len(path)] = True
    with torch.no_grad():
        viterbi = crf.decode(em, mask)[mask].numpy()
        marginals = crf.marginals(em, mask)[mask].numpy()
    offsets = np.concatenate([[0], np.cumsum(lengths)])
    np.testing.assert_array_equal(viterbi, np.concatenate(paths))
    type_of = np.array([0, 1, 1, 2, 2])
    for p in (0.1, 0.5, 0.9):
        ids = threshold_ids(marginals, offsets, LABELS, p)
        np.testing.assert_array_equal(ids != 0, viterbi != 0)  # the same PHI set
        np.testing.assert_array_equal(type_of[ids], type_of[viterbi])  # of the same TYPEs
        # labels too, except B- right after an entity of the same TYPE (two adjacent
        # entities), which the threshold rule reads as one
        adjacent = np.zeros(len(ids), bool)
        adjacent[1:] = np.isin(viterbi[1:], (1, 3)) & (type_of[viterbi[1:]] == type_of[viterbi[:-1]])
        adjacent[offsets[:-1]] = False
        assert adjacent.sum() == 5
        np.testing.assert_array_equal(ids[~adjacent], viterbi[~adjacent])


def test_token_marginals_through_the_protocol_batched(tmp_path):
    emb = write_embeddings(tmp_path / "e.txt")
    tagger = load_tagger(save_untrained(tmp_path / "m", emb, hidden_size=5))
    table = tokens_table(corpus_rows(n_docs=3, sentences=4))
    data = tagger.encode(table["tokens"])
    whole = token_marginals(tagger, data)
    small = token_marginals(tagger, data, max_tokens=12, max_sentences=2)  # many batches
    np.testing.assert_allclose(whole, small, atol=1e-6)
    np.testing.assert_allclose(whole.sum(1), 1.0, atol=1e-5)
    # sentence by sentence, the CRF's own forward-backward on the model's emissions
    s = 5
    b = data.pad(np.array([s]))
    with torch.inference_mode():
        tagger.model.eval()
        expected = tagger.model.crf.marginals(tagger.emissions(b), b.mask)[0].numpy()
    np.testing.assert_allclose(whole[data.offsets[s]:data.offsets[s + 1]], expected, atol=1e-6)


def test_tag_probabilities_and_threshold_cli(tmp_path):
    emb = write_embeddings(tmp_path / "e.txt")
    model = save_untrained(tmp_path / "m", emb, hidden_size=5)
    src = tmp_path / "in.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=2, sentences=3)), src)
    run(["tag", src, "--model", model, "--probabilities", "--phi-threshold", "0.7",
         "-o", tmp_path / "out.parquet"])
    out = pq.read_table(tmp_path / "out.parquet")
    assert out.schema.field("phi_probability").type == pa.list_(pa.float32())
    tagger = load_tagger(model)
    data = tagger.encode(out["tokens"])
    marginals = token_marginals(tagger, data)
    flat = np.concatenate(out["phi_probability"].to_pylist())
    np.testing.assert_allclose(flat, 1.0 - marginals[:, 0], atol=1e-6)
    expected = threshold_ids(marginals, data.offsets, tagger.labels, 0.7)
    assert np.concatenate(out["predicted"].to_pylist()).tolist() == \
        [tagger.labels[i] for i in expected]
    # without --probabilities a stale phi_probability column is dropped
    run(["tag", tmp_path / "out.parquet", "--model", model, "-o", tmp_path / "again.parquet"])
    assert "phi_probability" not in pq.read_table(tmp_path / "again.parquet").column_names
    result = run(["tag", src, "--model", model, "--phi-threshold", "auto"], expect=2)
    assert result.stderr.strip() == (
        f"Error: --phi-threshold auto: {model} records no PHI threshold (train it with "
        "--target-recall R and a validation set)")
    result = run(["tag", src, "--model", model, "--phi-threshold", "1.5"], expect=2)
    assert result.stderr.strip() == \
        "Error: --phi-threshold must be 'viterbi', 'auto' or a number in [0, 1), got '1.5'"


def _train_with_target(tmp_path, *target):
    """A small tagger trained with ``target`` (e.g. --target-recall 0.9) and a validation
    table: (the CLI result, the validation, embeddings and training paths)."""
    emb = write_embeddings(tmp_path / "e.txt")
    train, val = tmp_path / "train.parquet", tmp_path / "val.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=6, sentences=4, seed=0)), train)
    pq.write_table(tokens_table(corpus_rows(n_docs=3, sentences=4, seed=1)), val)
    result = run(["train-tagger", train, "--validation", val, "--model-dir", tmp_path / "m",
                  "--embeddings", emb, "--epochs", "8", "--learning-rate", "0.05", *target,
                  *SMALL])
    return result, val, emb, train


def test_recorded_threshold_reaches_the_target_recall(tmp_path):
    result, val, _, _ = _train_with_target(tmp_path, "--target-recall", "0.9")
    record = json.loads((tmp_path / "m" / "config.json").read_text())["training"]["recall_threshold"]
    assert record["target_recall"] == 0.9 and record["reached"] is True
    assert f"PHI threshold {record['phi_threshold']:.6g} recorded" in result.stderr
    # tagging the validation set with `auto` gives the recorded recall and precision, >= 90
    run(["tag", val, "--model", tmp_path / "m", "--phi-threshold", "auto",
         "-o", tmp_path / "t.parquet"])
    tagged = pq.read_table(tmp_path / "t.parquet")
    metrics = validation_metrics(tagged.drop_columns(["predicted"]), tagged["predicted"])
    assert metrics["recall"] == pytest.approx(record["recall"]) and metrics["recall"] >= 90.0
    assert metrics["precision"] == pytest.approx(record["precision"])
    # the largest such threshold: just above it (one p(O) value less flagged) recall falls
    # short
    tagger = load_tagger(tmp_path / "m")
    data = tagger.encode(tagged["tokens"], tagged["labels"],
                         {lab: i for i, lab in enumerate(tagger.labels)})
    marginals = token_marginals(tagger, data)
    bound = 1.0 - record["phi_threshold"]  # tokens of p(O) below it were flagged
    below = marginals[:, 0][marginals[:, 0] < bound].max()
    ids = threshold_ids(marginals, data.offsets, tagger.labels, 1.0 - float(below))
    lower = validation_metrics(tagged.drop_columns(["predicted"]),
                               labels_array(ids, data.offsets, tagger.labels))
    assert lower["recall"] < 90.0


def test_target_leakage_sets_the_operating_point_reaching_it(tmp_path):
    result, val, emb, train = _train_with_target(
        tmp_path, "--config", recipe(tmp_path / "r.json", target_leakage=0.05))
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    record = config["training"]["leakage_threshold"]
    assert record["target_leakage"] == 0.05 and record["reached"] is True
    assert config["tagging"] == {"phi_threshold": record["phi_threshold"]}
    assert f"PHI threshold {record['phi_threshold']:.6g} recorded as the model's operating " \
           f"point: validation leakage {100 * record['leakage']:.2f}%" in result.stderr
    # tag without --phi-threshold uses it: the recorded leakage, at most the target
    run(["tag", val, "--model", tmp_path / "m", "-o", tmp_path / "t.parquet"])
    tagged = pq.read_table(tmp_path / "t.parquet")
    metrics = validation_metrics(tagged.drop_columns(["predicted"]), tagged["predicted"])
    assert metrics["leakage"] == pytest.approx(record["leakage"]) and metrics["leakage"] <= 0.05
    # the largest such threshold: one p(O) value less flagged and the leakage is above it
    tagger = load_tagger(tmp_path / "m")
    data = tagger.encode(tagged["tokens"], tagged["labels"],
                         {lab: i for i, lab in enumerate(tagger.labels)})
    marginals = token_marginals(tagger, data)
    below = marginals[:, 0][marginals[:, 0] < 1.0 - record["phi_threshold"]].max()
    ids = threshold_ids(marginals, data.offsets, tagger.labels, 1.0 - float(below))
    higher = validation_metrics(tagged.drop_columns(["predicted"]),
                                labels_array(ids, data.offsets, tagger.labels))
    assert higher["leakage"] > 0.05
    both = run(["train-tagger", train, "--validation", val, "--model-dir", tmp_path / "m2",
                "--embeddings", emb, "--config", tmp_path / "r.json", "--default-phi-threshold",
                "0.1", *SMALL], expect=2)
    assert both.stderr.strip() == ("Error: --default-phi-threshold and target_leakage both "
                                   "set the operating point: give one")


def test_min_precision_raises_the_operating_point_to_keep_precision(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    _, val, _, _ = _train_with_target(tmp_path / "a", "--epochs", "2", "--config",
                                      recipe(tmp_path / "a.json", target_leakage=0))
    loose = json.loads((tmp_path / "a" / "m" / "config.json").read_text())
    loose = loose["training"]["leakage_threshold"]
    assert loose["precision"] < 99.0  # flagging everything costs precision on these notes
    floor = (loose["precision"] / 100 + 1.0) / 2  # halfway to 1
    result, val, _, train = _train_with_target(
        tmp_path / "b", "--epochs", "2", "--config",
        recipe(tmp_path / "b.json", target_leakage=0, min_precision=round(floor, 4)))
    config = json.loads((tmp_path / "b" / "m" / "config.json").read_text())
    record = config["training"]["leakage_threshold"]
    assert record["min_precision"] == pytest.approx(floor, abs=1e-4)
    assert record["reached"] is False and record["phi_threshold"] > loose["phi_threshold"]
    assert record["precision"] >= 100 * floor - 1e-2
    assert config["tagging"] == {"phi_threshold": record["phi_threshold"]}
    assert "(raised to keep precision" in result.stderr
    # the smallest threshold keeping it: one p(O) value more flagged and precision falls short
    tagger = load_tagger(tmp_path / "b" / "m")
    tagged = pq.read_table(val)
    data = tagger.encode(tagged["tokens"], tagged["labels"],
                         {lab: i for i, lab in enumerate(tagger.labels)})
    marginals = token_marginals(tagger, data)
    above = marginals[:, 0][marginals[:, 0] >= 1.0 - record["phi_threshold"]].min()
    more = np.nextafter(above, 2.0)  # flags the tokens of that p(O) value too
    ids = threshold_ids(marginals, data.offsets, tagger.labels, 1.0 - float(more))
    lower = validation_metrics(tagged, labels_array(ids, data.offsets, tagger.labels))
    assert lower["precision"] < 100 * floor
    wrong = run(["train-tagger", train, "--validation", val, "--model-dir", tmp_path / "c",
                 "--config", recipe(tmp_path / "c.json", min_precision=0.9), *SMALL], expect=2)
    assert wrong.stderr.strip() == ("Error: min_precision bounds the operating point "
                                    "target_leakage chooses: give target_leakage too")


def _curve_table():
    rows = [
        {"doc_id": "d", "sentence": 0, "tokens": ["a", "b", "c"], "labels": ["B-PATIENT", "O", "O"],
         "phi_probability": [0.9, 0.6, 0.1]},
        {"doc_id": "d", "sentence": 1, "tokens": ["e", "f"], "labels": ["B-DATE", "I-DATE"],
         "phi_probability": [0.6, 0.2]},
    ]
    return pa.Table.from_pylist(rows)


def test_curve_points_are_exact():
    points = curve_points(_curve_table())
    assert points["threshold"].tolist() == pytest.approx([0.9, 0.6, 0.2, 0.1])
    assert points["tp"].tolist() == [1, 2, 3, 3] and points["fp"].tolist() == [0, 1, 1, 2]
    assert points["precision"].tolist() == pytest.approx([1.0, 2 / 3, 3 / 4, 3 / 5])
    assert points["recall"].tolist() == pytest.approx([1 / 3, 2 / 3, 1.0, 1.0])


def test_evaluate_curve_cli(tmp_path):
    table = tmp_path / "t.parquet"
    t = _curve_table()
    pq.write_table(t.append_column("predicted", t["labels"]), table)
    run(["evaluate", table, "--curve", tmp_path / "c.png", "--json"])
    assert (tmp_path / "c.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    pq.write_table(t.drop_columns(["phi_probability"]).append_column("predicted", t["labels"]),
                   table)
    result = run(["evaluate", table, "--curve", tmp_path / "d.png", "--json"], expect=1)
    assert result.stderr.strip() == (f"Error: {table}: no column 'phi_probability' for "
                                     "--curve: tag with `deidkit tag --probabilities`")
    assert not (tmp_path / "d.png").exists()
