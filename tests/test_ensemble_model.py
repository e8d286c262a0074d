"""The second member of an ensemble (`tag --ensemble-model`): its marginals are averaged
with the model's on sentences with casing before the PHI threshold; sentences without
casing keep the union of the model and its uncased tagger; the option's refusals, the
engines, the spaCy component and the shipped pair."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from deidkit.casing import without_casing
from deidkit.errors import ConfigError
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model

SENTENCES = [
    ["Seen", "by", "Dr", "Holmes", "today"],      # cased: averaged
    ["seen", "by", "dr", "holmes", "today"],      # without casing: not averaged
    None,
    ["Holmes", "seen", "again"],
]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """``silent`` says O everywhere, ``loud`` PHI everywhere (p > 0.99 each); ``other`` has
    other labels."""
    tmp = tmp_path_factory.mktemp("ensemble")
    labels = ["O", "B-PATIENT", "I-PATIENT"]
    return {"silent": biased_model(tmp, "silent", labels, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", labels, [0.0, 20.0, 0.0]),
            "other": biased_model(tmp, "other", ["O", "B-DATE", "I-DATE"], [20.0, 0.0, 0.0])}


def _table():
    return tokens_table([{"doc_id": "d", "sentence": k, "tokens": s, "labels": None}
                         for k, s in enumerate(SENTENCES)])


def _tag(tagger, **options):
    from deidkit.tag import tag

    return pa.Table.from_batches(list(tag(_table().to_batches(), tagger, recognizers="none",
                                          propagate=False, **options)))


def _binary(predicted):
    return [None if p is None else ["O" if x == "O" else "PHI" for x in p] for p in predicted]


def test_the_members_marginals_are_averaged_on_sentences_with_casing(models):
    from deidkit.model_dirs import load_tagger

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    # p(PHI) is 1 for one member and 0 for the other: the mean, 1/2, is PHI at the pair's
    # P = 0.1 and O at 0.6 (neither member alone, nor their union), whatever the model's
    # own threshold, which the sentences without casing keep
    for threshold, expected in ((0.1, "PHI"), (0.6, "O")):
        out = _tag(silent, ensemble_tagger=loud, uncased_tagger=silent,
                   phi_threshold=0.7 - threshold, ensemble_threshold=threshold,
                   probabilities=True)
        assert _binary(out["predicted"].to_pylist()) == [
            None if s is None else [expected if not without_casing(s) else "O"] * len(s)
            for s in SENTENCES]
        for sentence, probs in zip(SENTENCES, out["phi_probability"].to_pylist()):
            if sentence is not None and not without_casing(sentence):
                assert np.allclose(probs, 0.5, atol=0.01)
    # the member's order does not matter
    out = _tag(loud, ensemble_tagger=silent, phi_threshold=0.1, ensemble_threshold=0.6)
    assert {x for p in out["predicted"].to_pylist() if p for x in p} == {"O"}


def test_an_ensemble_needs_a_threshold_and_the_model_labels(models):
    from deidkit.model_dirs import load_tagger

    silent, other = load_tagger(models["silent"]), load_tagger(models["other"])
    with pytest.raises(ConfigError, match="it needs a PHI threshold, not the Viterbi labels"):
        _tag(silent, ensemble_tagger=silent, phi_threshold=0.1)
    with pytest.raises(ConfigError, match="the second member of the ensemble must predict the "
                                          "labels of the tagger"):
        _tag(silent, ensemble_tagger=other, ensemble_threshold=0.1)


def _cli(models, *options, expect=0):
    return run(["tag", "--model", models["silent"], "--recognizers", "none", "--no-propagate",
                "--uncased-model", "none", *options], input=arrow_stream_bytes(_table()),
               expect=expect)


def test_tag_cli_ensemble_model(models):
    for threshold, expected in (("0.1", "PHI"), ("0.6", "O")):
        out = read_arrow_output(_cli(models, "--ensemble-model", models["loud"],
                                     "--phi-threshold", threshold).stdout_bytes)
        assert _binary(out["predicted"].to_pylist()) == [
            None if s is None else [expected] * len(s) for s in SENTENCES]
        metadata = out.schema.metadata
        assert metadata[b"deidkit.ensemble_model"] == str(models["loud"]).encode()
        assert metadata[b"deidkit.phi_threshold"] == threshold.encode()
        assert metadata[b"deidkit.ensemble_phi_threshold"] == threshold.encode()
    # auto: none for a model that is not the shipped one; none: none
    for options in ((), ("--ensemble-model", "auto"), ("--ensemble-model", "none")):
        out = read_arrow_output(_cli(models, "--phi-threshold", "0.1", *options).stdout_bytes)
        assert {x for p in out["predicted"].to_pylist() if p for x in p} == {"O"}
        assert out.schema.metadata[b"deidkit.ensemble_model"] == b"none"
        assert b"deidkit.ensemble_phi_threshold" not in out.schema.metadata


def test_tag_cli_refuses_an_ensemble_without_a_threshold_or_with_other_labels(models,
                                                                                tmp_path):
    message = ("Error: --ensemble-model averages the members' marginals: it needs a PHI "
               "threshold (--phi-threshold P, or one the model or the member records), not "
               "the Viterbi labels")
    for options in ((), ("--phi-threshold", "viterbi")):   # neither model records one
        result = _cli(models, "--ensemble-model", models["loud"], *options, "-o",
                      tmp_path / "o.parquet", expect=2)
        assert result.stderr.strip() == message
        assert not (tmp_path / "o.parquet").exists()
    result = _cli(models, "--ensemble-model", models["other"], "--phi-threshold", "0.1",
                  expect=2)
    assert result.stderr.strip() == (
        f"Error: {models['other']}: --ensemble-model must predict the labels of the model "
        "(3 labels), not its own (3); train it as the model was (another seed)")


def test_the_fast_model_comes_with_its_second_member():
    from deidkit.model_dirs import (fast_model_dir, load_ensemble_tagger, load_tagger,
                                    resolve_ensemble_model)
    from deidkit.models.checkpoint import read_config

    shipped = fast_model_dir() / "ensemble"
    assert resolve_ensemble_model("auto", "fast") == shipped
    assert resolve_ensemble_model("default", "site-model") == shipped
    assert resolve_ensemble_model("auto", "site-model") is None
    assert resolve_ensemble_model("none", "fast") is None
    # the default model (the encoder) runs none
    assert resolve_ensemble_model(None, None) is None
    tagger = load_tagger("fast")
    # without --phi-threshold: the pair's operating point; a number given wins; the Viterbi
    # labels leave no room for a second member
    member, threshold = load_ensemble_tagger("auto", "fast", tagger, None, 0.05)
    assert member.labels == tagger.labels and np.isclose(threshold, 0.1)
    assert load_ensemble_tagger("auto", "fast", tagger, "0.2", 0.2)[1] == 0.2
    assert load_ensemble_tagger("auto", "fast", tagger, "viterbi", None) == (None, None)
    # the model's recipe, another seed
    model, second = read_config(fast_model_dir()), read_config(shipped)
    assert model["training"]["seed"] == 0 and second["training"]["seed"] == 1
    assert {k: v for k, v in second["training"].items() if k != "seed"
            and k in ("epochs", "patience", "learning_rate", "batch_size")} == \
        {k: v for k, v in model["training"].items() if k != "seed"
         and k in ("epochs", "patience", "learning_rate", "batch_size")}
    # (their vocabularies of characters and prefixes differ: each is read from the notes
    # of its own training split, which the seed draws)
    assert model["model"]["hyperparameters"] == second["model"]["hyperparameters"]


def test_the_engines_and_the_spacy_component_take_the_ensemble_model(models):
    import spacy

    from deidkit import engines

    out = pa.Table.from_batches(list(engines.tag_batches(
        _table().to_batches(), str(models["silent"]), recognizers="none", propagate=False,
        uncased_model="none", ensemble_model=str(models["loud"]), phi_threshold=0.1)))
    assert _binary(out["predicted"].to_pylist()) == [
        None if s is None else ["PHI"] * len(s) for s in SENTENCES]
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"model": str(models["silent"]), "phi_threshold": 0.1,
                                    "ensemble_model": str(models["loud"])})
    assert len(nlp("Seen By Dr Holmes Today.").spans["phi"]) == 1
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"model": str(models["silent"]), "phi_threshold": 0.1})
    assert list(nlp("Seen By Dr Holmes Today.").spans["phi"]) == []
