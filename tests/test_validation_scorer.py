"""The validation figures of training, computed from label ids (ValidationScorer), against
the evaluate module's (validation_metrics: label strings through evaluate_tokens) as the
oracle, on synth notes of several styles and every label option."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest

from deidkit.decode import labels_array
from deidkit.labels import label_set, map_label
from deidkit.train_tagger.validation import ValidationScorer, validation_metrics

LABEL_OPTIONS = [{}, {"binary": True}, {"hipaa_only": True},
                 {"binary": True, "hipaa_only": True}]


@pytest.fixture(scope="module")
def synth_tables(tmp_path_factory):
    """Tokens tables of synth notes of styles A, B, C and F (C and F have the most tokens
    whose alphanumerics touch a neighbour's: official tokens that span tagger tokens)."""
    from deidkit.synth import synth
    from deidkit.tokenize import tokenize

    tables = {}
    for i, style in enumerate("ABCF"):
        out = tmp_path_factory.mktemp(f"synth{style}")
        synth(out, docs=12, seed=3 + i, style=style)
        tables[style] = pa.Table.from_batches(list(tokenize([out])))
    return tables


def _predictions(gold_ids: np.ndarray, offsets: np.ndarray, n_labels: int,
                 rng: np.random.Generator) -> list[np.ndarray]:
    """Predicted ids of several kinds: perfect, none, noisy, shifted by a token, random."""
    noisy = gold_ids.copy()
    flip = rng.random(len(noisy)) < 0.12
    noisy[flip] = rng.integers(n_labels, size=int(flip.sum()))
    shifted = np.roll(gold_ids, 1)
    shifted[offsets[:-1][np.diff(offsets) > 0]] = 0
    drop = gold_ids.copy()
    drop[rng.random(len(drop)) < 0.3] = 0
    return [gold_ids, np.zeros_like(gold_ids), noisy, shifted, drop,
            rng.integers(n_labels, size=len(gold_ids))]


def _gold_ids(table: pa.Table, **option):
    gold = pc.list_flatten(table["labels"]).to_numpy(zero_copy_only=False)
    labels = label_set(map_label(g, **option) for g in gold)
    index = {lab: i for i, lab in enumerate(labels)}
    ids = np.array([index[map_label(g, **option)] for g in gold], dtype=np.int64)
    offsets = np.concatenate([[0], np.cumsum(pc.list_value_length(table["labels"])
                                             .to_numpy(zero_copy_only=False))])
    return labels, ids, offsets


@pytest.mark.parametrize("offsets_kept", [True, False], ids=["offsets", "no-offsets"])
def test_scorer_gives_the_figures_of_evaluate_tokens(synth_tables, offsets_kept):
    rng = np.random.default_rng(0)
    compared = 0
    for style, table in synth_tables.items():
        if not offsets_kept:  # pseudonymized data: tokens laid out one space apart
            table = table.drop_columns(["starts", "ends"])
        scorer = ValidationScorer.from_table(table)
        for option in LABEL_OPTIONS:
            labels, gold_ids, offsets = _gold_ids(table, **option)
            for ids in _predictions(gold_ids, offsets, len(labels), rng):
                ours = scorer.score(ids, labels)
                ours.pop("predicted")  # the HIPAA tokens predicted: checked below
                oracle = validation_metrics(table, labels_array(ids, offsets, labels))
                assert ours == pytest.approx(oracle, abs=0, rel=0, nan_ok=True), (style, option)
                compared += 1
    assert compared == 4 * 4 * 6
    # predicting nothing: no HIPAA token predicted
    scorer = ValidationScorer.from_table(synth_tables["A"])
    labels, gold_ids, _ = _gold_ids(synth_tables["A"])
    assert scorer.score(np.zeros_like(gold_ids), labels)["predicted"] == 0
    # the figures are not trivial: the noisy predictions of style A score in between
    labels, gold_ids, offsets = _gold_ids(synth_tables["A"])
    table = synth_tables["A"] if offsets_kept else synth_tables["A"].drop_columns(["starts", "ends"])
    figures = ValidationScorer.from_table(table).score(
        _predictions(gold_ids, offsets, len(labels), np.random.default_rng(1))[2], labels)
    assert 20 < figures["f1"] < 100 and 0 < figures["leakage"] < 0.5
    scorer = ValidationScorer.from_table(table)
    assert scorer.score(gold_ids, labels) == {
        "f1": 100.0, "precision": 100.0, "recall": 100.0, "leakage": 0.0,
        "predicted": len(scorer.gold_hipaa)}


def test_scorer_from_labels_alone_gives_the_figures_of_evaluate_tokens(synth_tables):
    """Representations carry no tokens: from the labels alone, a table whose tokens are each
    one official token (one alphanumeric run, apart from the next) gets its real figures."""
    from deidkit.evaluate import evaluate_tokens

    table = synth_tables["A"].drop_columns(["starts", "ends"])
    tokens = [["x" * len(t) for t in row] for row in table["tokens"].to_pylist()]
    table = table.set_column(table.column_names.index("tokens"), "tokens",
                             pa.array(tokens, table.schema.field("tokens").type))
    gold = pc.list_flatten(table["labels"]).to_numpy(zero_copy_only=False)
    rng = np.random.default_rng(2)
    for option in LABEL_OPTIONS[:2]:
        labels, gold_ids, offsets = _gold_ids(table, **option)
        scorer = ValidationScorer.from_labels(offsets, gold)
        for ids in _predictions(gold_ids, offsets, len(labels), rng):
            ours = scorer.score(ids, labels)
            real = evaluate_tokens(table.append_column("predicted", labels_array(ids, offsets, labels)))
            main = real["binary_hipaa_token"]["all"]
            assert ours.pop("predicted") == main["tp"] + main["fp"]
            assert ours == pytest.approx({"f1": 100 * main["f1"], "precision": 100 * main["precision"],
                                          "recall": 100 * main["recall"],
                                          "leakage": real["leakage"]["all"]["leakage"]})


def _bisection(tagger, data, table, labels, target, metric):
    """The threshold choice as deidkit made it before the sweep: bisection over the same
    candidates, each step a whole evaluation of label strings (validation_metrics)."""
    from deidkit.decode import threshold_ids, token_marginals
    from deidkit.train_tagger.recall import TARGETS, bisect

    marginals = token_marginals(tagger, data)
    p_o = np.unique(marginals[:, 0].astype(np.float64))
    candidates = np.append((p_o[:-1] + p_o[1:]) / 2.0, 1.0)

    def score(i):
        ids = threshold_ids(marginals, data.offsets, labels, 1.0 - float(candidates[i]))
        return validation_metrics(table, labels_array(ids, data.offsets, labels))

    i, figures, reached = bisect(score, len(candidates), lambda f: TARGETS[metric](f, target))
    return 1.0 - candidates[i], figures, reached


@pytest.fixture(scope="module")
def trained(synth_tables, tmp_path_factory):
    """Small taggers trained on style A and F notes (their default and binary label sets),
    validated on style F (the most touching alphanumerics): (tagger, encoded validation,
    the validation table)."""
    import pyarrow.compute as pc

    from deidkit.embeddings import write_text
    from deidkit.model_dirs import load_tagger
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import TrainingOptions, train_tagger

    root = tmp_path_factory.mktemp("sweep")
    train = pa.concat_tables([synth_tables["A"], synth_tables["B"]])
    val = synth_tables["F"]
    words = sorted({t.lower() for t in pc.list_flatten(
        pa.concat_tables([train, val])["tokens"]).to_pylist()})
    emb = root / "emb.txt"
    write_text(emb, words, np.random.default_rng(0).normal(size=(len(words), 8)))
    out = []
    for binary in (False, True):
        model_dir = root / f"m{int(binary)}"
        train_tagger(train, model_dir=model_dir, validation=val, embeddings=str(emb),
                     binary=binary, hyperparameters=TaggerHyperparameters(hidden_size=8, num_layers=1),
                     options=TrainingOptions(epochs=4, learning_rate=0.02, threads=1, batch_size=16))
        tagger = load_tagger(model_dir)
        mapped = pa.array([[map_label(g, binary=binary) for g in row]
                           for row in val["labels"].to_pylist()], pa.list_(pa.string()))
        data = tagger.encode(val["tokens"], mapped, {lab: i for i, lab in enumerate(tagger.labels)})
        out.append((tagger, data, val))
    return out


def test_threshold_sweep_chooses_what_the_bisection_chose(trained):
    """The old bisection is the oracle, except where it missed the largest threshold: it
    assumes recall never falls as more tokens are flagged, but a flagged token can join a
    tag over touching alphanumerics and so lose an official token; the sweep sees every
    candidate."""
    from deidkit.decode import threshold_ids, token_marginals
    from deidkit.train_tagger.recall import TARGETS, choose_phi_threshold

    same = differ = 0
    for tagger, data, val in trained:
        scorer = ValidationScorer.from_table(val)
        assert scorer.sweepable
        marginals = token_marginals(tagger, data)
        p_o = np.unique(marginals[:, 0].astype(np.float64))
        candidates = np.append((p_o[:-1] + p_o[1:]) / 2.0, 1.0)
        for metric, targets in (("recall", (0.3, 0.6, 0.8, 0.9, 0.97, 1.0)),
                                ("leakage", (0.0, 0.01, 0.05, 0.2, 0.5))):
            for target in targets:
                ours = choose_phi_threshold(tagger, data, scorer, tagger.labels, target, metric)
                threshold, figures, reached = _bisection(tagger, data, val, tagger.labels,
                                                         target, metric)
                assert ours["reached"] is reached
                if ours["phi_threshold"] == threshold:
                    assert {k: ours[k] for k in ("precision", "recall", "f1", "leakage")} == \
                        {k: figures[k] for k in ("precision", "recall", "f1", "leakage")}
                    same += 1
                    continue
                # a larger threshold that reaches the target, and between the two a
                # candidate that does not: what the bisection skipped over
                i = int(np.flatnonzero(1.0 - candidates == ours["phi_threshold"])[0])
                j = int(np.flatnonzero(1.0 - candidates == threshold)[0])
                assert i < j and ours["phi_threshold"] > threshold

                def exact(k):
                    ids = threshold_ids(marginals, data.offsets, tagger.labels,
                                        1.0 - float(candidates[k]))
                    return validation_metrics(val, labels_array(ids, data.offsets, tagger.labels))

                assert TARGETS[metric](exact(i), target)
                assert not all(TARGETS[metric](exact(k), target) for k in range(i + 1, j))
                differ += 1
    assert same >= 18 and differ <= 4, (same, differ)


def test_threshold_sweep_gives_every_candidates_figures(trained):
    """The sweep's recall and leakage at each candidate are those of a whole scoring there
    (a sample of candidates, the ends included)."""
    from deidkit.decode import best_types, threshold_ids, token_marginals
    from deidkit.train_tagger.validation import counts_as_hipaa

    for tagger, data, val in trained:
        scorer = ValidationScorer.from_table(val)
        marginals = token_marginals(tagger, data)
        p_o = np.unique(marginals[:, 0].astype(np.float64))
        candidates = np.append((p_o[:-1] + p_o[1:]) / 2.0, 1.0)
        bounds = (1.0 - (1.0 - candidates)).astype(np.float32).astype(np.float64)
        types, best = best_types(marginals, tagger.labels)
        recall_pct, leakage = scorer.threshold_figures(*scorer.threshold_counts(
            marginals[:, 0], best, np.array([counts_as_hipaa(t) for t in types]), bounds))
        sample = np.unique(np.r_[0, len(candidates) - 1,
                                 np.linspace(0, len(candidates) - 1, 60).astype(int)])
        for i in sample:
            ids = threshold_ids(marginals, data.offsets, tagger.labels, 1.0 - float(candidates[i]))
            exact = scorer.score(ids, tagger.labels)
            assert (recall_pct[i], leakage[i]) == (exact["recall"], exact["leakage"]), i
        assert recall_pct[0] < recall_pct[-1] and leakage[0] > leakage[-1]
