"""Sentences without casing go to a second tagger (`tag --uncased-model`): which sentences
(deidkit.casing.without_casing), that each keeps the labels and probabilities of its own
tagger in input order whatever the mix, the option's refusals, and the shipped pair."""

from __future__ import annotations

import json
import shutil
from dataclasses import fields

import numpy as np
import pyarrow as pa
import pytest

from deidkit.casing import sentences_without_casing, without_casing
from deidkit.errors import ConfigError
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model


@pytest.mark.parametrize("sentence", [
    ["seen", "by", "dr", "holmes", "."],
    ["SEEN", "BY", "DR", "HOLMES", "AT", "MGH"],
    ["pt", "c/o", "cp", "x2", "days", ",", "bp", "120/80"],
    ["hx", "of", "cabg", "3", "yrs", "ago", ",", "no", "ekg"],
    ["A", "45", "YO", "MALE", "SEEN", "BY", "DR", "HOLMES"],  # a capital opens capitals
    ["x", "2", "today", ",", "seen", "by", "holmes"],
])
def test_sentences_without_casing(sentence):
    assert without_casing(sentence)


@pytest.mark.parametrize("sentence", [
    ["Seen", "by", "Dr", "Holmes", "."],
    ["seen", "by", "Holmes"],               # one capital is casing
    ["A", "blade", "was", "used", "to", "incise", "around", "the", "bell"],  # prose
    ["I", "spoke", "with", "the", "family"],
    ["BP", "120/80"],                       # one word says nothing
    ["HR", "72", ",", "T", "98.6"],         # one word of two letters or more
    ["12/03/2089", "14:32"],
    [],
    None,
])
def test_sentences_with_casing_or_too_few_words(sentence):
    assert not without_casing(sentence)


def test_sentences_without_casing_of_a_column():
    column = pa.array([["seen", "by", "dr", "holmes"], None, ["Seen", "by", "Holmes"],
                       ["NO", "ACUTE", "DISTRESS"]], pa.list_(pa.string()))
    assert sentences_without_casing(column).tolist() == [True, False, False, True]


# ---------------------------------------------------------------------------------------
# tag with two taggers

@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """``silent`` labels every token O; ``loud`` (same labels) every token PHI; ``other``
    has other labels."""
    tmp = tmp_path_factory.mktemp("uncased")
    labels = ["O", "B-PATIENT", "I-PATIENT"]
    return {"silent": biased_model(tmp, "silent", labels, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", labels, [0.0, 20.0, 0.0]),
            "other": biased_model(tmp, "other", ["O", "B-DATE", "I-DATE"], [20.0, 0.0, 0.0])}


SENTENCES = [
    ["Seen", "by", "Dr", "Holmes", "today"],      # cased: silent
    ["seen", "by", "dr", "holmes", "today"],      # lowercase: loud
    ["BP", "120/80"],                             # too few words: silent
    None,                                         # null: null
    ["SEEN", "BY", "DR", "HOLMES"],               # capitals: loud
    [],                                           # empty: empty
    ["Holmes", "seen", "again"],                  # cased: silent
]


def _table(sentences=SENTENCES):
    return tokens_table([{"doc_id": f"d{k // 3}", "sentence": k, "tokens": s,
                          "labels": None} for k, s in enumerate(sentences)])


def _expected(sentences=SENTENCES):
    return [None if s is None else
            [("PHI" if without_casing(s) else "O") for _ in s] for s in sentences]


def _tag(table, tagger, uncased, **options):
    from deidkit.tag import tag

    batches = tag(table.to_batches(max_chunksize=options.pop("chunk", 1000)), tagger,
                  recognizers="none", propagate=False, uncased_tagger=uncased, **options)
    return pa.Table.from_batches(list(batches))


def _binary(predicted):
    return [None if p is None else ["O" if x == "O" else "PHI" for x in p] for p in predicted]


@pytest.mark.parametrize("options", [
    {}, {"phi_threshold": 0.1}, {"window_rows": 2, "chunk": 2}, {"batch_sentences": 1},
])
def test_each_sentence_keeps_the_labels_of_its_own_tagger(models, options):
    from deidkit.model_dirs import load_tagger

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    out = _tag(_table(), silent, loud, **options)
    assert _binary(out["predicted"].to_pylist()) == _expected()
    assert out["tokens"].to_pylist() == SENTENCES
    assert out["sentence"].to_pylist() == list(range(len(SENTENCES)))


@pytest.mark.parametrize("options", [{}, {"phi_threshold": 0.1}, {"window_rows": 2, "chunk": 2},
                                     # a window of sentences all without casing: united too
                                     {"window_rows": 1, "chunk": 1}])
def test_a_sentence_without_casing_is_phi_where_either_tagger_says_so(models, options):
    from deidkit.model_dirs import load_tagger

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    # the cased model flags everything, the uncased tagger nothing: every token is PHI
    out = _tag(_table(), loud, silent, **options)
    assert _binary(out["predicted"].to_pylist()) == [
        None if s is None else ["PHI"] * len(s) for s in SENTENCES]


def test_either_keeps_the_first_taggers_phi_and_valid_iob2():
    from deidkit.tag import _either

    labels = ["O", "B-PATIENT", "I-PATIENT", "B-DATE", "I-DATE"]
    ids = lambda names: np.array([labels.index(n) for n in names])  # noqa: E731
    united = _either(ids(["O", "B-PATIENT", "O", "O"]),
                     ids(["B-DATE", "I-DATE", "I-DATE", "I-DATE"]), np.array([0, 3, 4]), labels)
    assert [labels[i] for i in united] == ["B-DATE", "B-PATIENT", "B-DATE", "B-DATE"]


def test_probabilities_are_the_likelier_phi_of_the_taggers_that_labelled_the_sentence(models):
    from deidkit.model_dirs import load_tagger

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    out = _tag(_table(), silent, loud, probabilities=True, phi_threshold=0.5)
    for sentence, probs in zip(SENTENCES, out["phi_probability"].to_pylist()):
        if sentence is None:
            assert probs is None
            continue
        assert len(probs) == len(sentence)
        assert all((p > 0.99) if without_casing(sentence) else (p < 0.01) for p in probs)
    # the cased model loud, the uncased tagger silent: sentences without casing take the
    # cased model's (higher) PHI probability, the others theirs
    out = _tag(_table(), loud, silent, probabilities=True, phi_threshold=0.5)
    assert all(p > 0.99 for probs in out["phi_probability"].to_pylist() if probs
               for p in probs)


@pytest.mark.parametrize("sentences", [
    [["seen", "by", "dr", "holmes"], ["NO", "ACUTE", "DISTRESS"]],       # every one routed
    [["Seen", "by", "Dr", "Holmes"], ["No", "acute", "distress"]],       # none routed
])
def test_batches_of_one_kind(models, sentences):
    from deidkit.model_dirs import load_tagger

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    out = _tag(_table(sentences), silent, loud)
    assert _binary(out["predicted"].to_pylist()) == _expected(sentences)


def test_a_tagger_reading_documents_sees_them_whole(models):
    """Taggers that read across sentences both tag every sentence (their context is the
    whole document); each sentence keeps its own tagger's labels all the same."""
    from deidkit.model_dirs import load_tagger
    from deidkit.taggers import WordTagger

    class ReadsDocuments(WordTagger):
        reads_documents = True

    silent = load_tagger(models["silent"])
    silent = ReadsDocuments(**{f.name: getattr(silent, f.name) for f in fields(silent)})
    out = _tag(_table(), silent, load_tagger(models["loud"]), phi_threshold=0.1)
    assert _binary(out["predicted"].to_pylist()) == _expected()


def test_tag_refuses_an_uncased_tagger_with_other_labels(models):
    from deidkit.model_dirs import load_tagger, load_uncased_tagger
    from deidkit.tag import tag

    silent, other = load_tagger(models["silent"]), load_tagger(models["other"])
    with pytest.raises(ConfigError, match="must predict the labels of the tagger"):
        tag(iter(()), silent, uncased_tagger=other)
    with pytest.raises(ConfigError, match=r"other: --uncased-model must predict the labels of "
                                          r"the model \(3 labels\), not its own \(3\)"):
        load_uncased_tagger(str(models["other"]), models["silent"], silent)


# ---------------------------------------------------------------------------------------
# the CLI

def _cli(models, *options, expect=0):
    table = _table()
    return run(["tag", "--model", models["silent"], "--recognizers", "none", "--no-propagate",
                *options], input=arrow_stream_bytes(table), expect=expect)


def test_tag_cli_uncased_model(models):
    out = read_arrow_output(_cli(models, "--uncased-model", models["loud"]).stdout_bytes)
    assert _binary(out["predicted"].to_pylist()) == _expected()
    assert out.schema.metadata[b"deidkit.uncased_model"] == str(models["loud"]).encode()
    # auto: none for a model that is not the shipped one; none: none
    for options in ((), ("--uncased-model", "auto"), ("--uncased-model", "none")):
        out = read_arrow_output(_cli(models, *options).stdout_bytes)
        assert _binary(out["predicted"].to_pylist()) == [
            None if s is None else ["O"] * len(s) for s in SENTENCES]
        assert out.schema.metadata[b"deidkit.uncased_model"] == b"none"


def test_tag_cli_refuses_an_uncased_model_with_other_labels(models, tmp_path):
    result = _cli(models, "--uncased-model", models["other"], "-o", tmp_path / "o.parquet",
                  expect=2)
    assert result.stderr.strip() == (
        f"Error: {models['other']}: --uncased-model must predict the labels of the model "
        "(3 labels), not its own (3); fine-tune it from the model (train-tagger --init-from)")
    assert not (tmp_path / "o.parquet").exists()
    result = _cli(models, "--uncased-model", tmp_path / "missing", expect=2)
    assert result.stderr.strip() == (
        f"Error: model directory '{tmp_path / 'missing'}' does not exist")


def test_the_fast_model_comes_with_its_uncased_model():
    from deidkit.model_dirs import (fast_model_dir, load_tagger, load_uncased_tagger,
                                    resolve_uncased_model)
    from deidkit.models.checkpoint import read_config

    shipped = fast_model_dir() / "uncased"
    assert resolve_uncased_model("auto", "fast") == shipped
    assert resolve_uncased_model("auto", "site-model") is None
    assert resolve_uncased_model("default", "site-model") == shipped
    assert resolve_uncased_model("none", "fast") is None
    # the default model (the encoder) runs the fast model's, named "default"
    assert resolve_uncased_model("auto", "default") == shipped
    assert resolve_uncased_model(None, None) == shipped
    assert resolve_uncased_model("none", "default") is None
    tagger = load_tagger("fast")
    uncased = load_uncased_tagger("auto", "fast", tagger)
    assert uncased.labels == tagger.labels
    config = read_config(shipped)
    assert config["training"]["case_augmentation"] == 1.0
    assert config["tagging"] == read_config(fast_model_dir())["tagging"]
    assert np.isclose(config["tagging"]["phi_threshold"], 0.05)


def test_a_missing_shipped_uncased_model_is_a_clear_error(tmp_path, monkeypatch):
    import deidkit.model_dirs as model_dirs

    shutil.copytree(model_dirs.fast_model_dir(), tmp_path / "shipped",
                    ignore=shutil.ignore_patterns("uncased"))
    monkeypatch.setattr(model_dirs, "fast_model_dir", lambda: tmp_path / "shipped")
    gone = tmp_path / "shipped" / "uncased"
    for spec, model in (("auto", "fast"), ("default", "site-model")):
        with pytest.raises(ConfigError) as error:
            model_dirs.resolve_uncased_model(spec, model)
        assert str(error.value) == (f"{gone}: the fast model's tagger of sentences without casing "
                                    "is missing from this installation (reinstall deidkit, "
                                    "or pass --uncased-model none)")
    assert model_dirs.resolve_uncased_model("none", "fast") is None
    # a shipped pipeline.json that names no such companion
    record = json.loads((tmp_path / "shipped" / "pipeline.json").read_text())
    record["taggers"]["uncased"] = None
    (tmp_path / "shipped" / "pipeline.json").write_text(json.dumps(record))
    assert model_dirs.resolve_uncased_model("auto", "fast") is None
    with pytest.raises(ConfigError) as error:
        model_dirs.resolve_uncased_model("default", "site-model")
    assert str(error.value) == (f"{tmp_path / 'shipped'}: pipeline.json of the fast model "
                                "names no uncased tagger; pass --uncased-model none or a "
                                "model directory")


def test_the_engines_take_the_uncased_model(models):
    """Spark's and Ray's tag run deidkit.engines.tag_batches in their workers."""
    from deidkit import engines

    table = _table()
    for spec, expected in ((str(models["loud"]), _expected()),
                           ("auto", [None if s is None else ["O"] * len(s) for s in SENTENCES])):
        out = pa.Table.from_batches(list(engines.tag_batches(
            table.to_batches(), str(models["silent"]), recognizers="none", propagate=False,
            uncased_model=spec)))
        assert _binary(out["predicted"].to_pylist()) == expected


def test_the_spacy_component_takes_the_uncased_model(models):
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"model": str(models["silent"]),
                                    "uncased_model": str(models["loud"])})
    # (other words in each sentence: propagation would carry a PHI string to its twin)
    doc = nlp("Walked Home Slowly.\n\nseen by dr holmes today.")
    spans = [(s.start_char, s.end_char) for s in doc.spans["phi"]]
    lower = doc.text.index("seen by dr")
    assert spans and all(start >= lower for start, _ in spans)   # the lowercase one only
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"model": str(models["silent"])})   # auto: none
    assert list(nlp(doc.text).spans["phi"]) == []
