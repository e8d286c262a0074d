"""Fine-tuning a trained tagger (`train-tagger --init-from`, `self-train --init-from`) and
self-training with CEDI's features: the starting model's architecture, vocabularies,
labels and operating point are kept, its weights are where training starts."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from safetensors.numpy import load_file

from deidkit.batching import concat_sentences
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

SMALL = ["--hidden-size", "8", "--layers", "1", "--batch-size", "8", "--threads", "1"]
FIT = ["--learning-rate", "0.05", "--batch-size", "8", "--threads", "1"]


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    """A small tagger with characters and prefixes, trained on one corpus, and a second
    corpus of the same TYPEs to fine-tune it on."""
    tmp = tmp_path_factory.mktemp("init")
    emb = write_embeddings(tmp / "e.txt")
    for name, docs, seed in (("a", 5, 0), ("b", 4, 7), ("val", 3, 1)):
        pq.write_table(tokens_table(corpus_rows(n_docs=docs, sentences=4, seed=seed)),
                       tmp / f"{name}.parquet")
    run(["train-tagger", tmp / "a.parquet", "--validation", tmp / "val.parquet",
         "--model-dir", tmp / "base", "--embeddings", emb, "--char-embeddings",
         "--prefix-features", "--epochs", "3", "--default-phi-threshold", "0.2",
         "--learning-rate", "0.05", *SMALL])
    return tmp, emb


def _config(path):
    return json.loads((path / "config.json").read_text())


def test_fine_tuning_starts_from_the_model_and_keeps_its_architecture(base, tmp_path):
    tmp, emb = base
    start = _config(tmp / "base")
    # a learning rate too small to move the weights: the result is the starting model
    run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base", "--model-dir",
         tmp_path / "still", "--validation", tmp / "val.parquet", "--epochs", "1",
         "--learning-rate", "1e-12", "--batch-size", "8", "--threads", "1"])
    before = load_file(tmp / "base" / "weights.safetensors")
    after = load_file(tmp_path / "still" / "weights.safetensors")
    assert before.keys() == after.keys()
    assert max(float(np.abs(before[k] - after[k]).max()) for k in before) < 1e-6

    result = run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base", "--model-dir",
                  tmp_path / "tuned", "--validation", tmp / "val.parquet", "--epochs", "2",
                  *FIT])
    tuned = _config(tmp_path / "tuned")
    for key in ("labels", "model"):
        assert tuned[key] == start[key]
    assert tuned["input"] == start["input"]  # embeddings, character and prefix vocabularies
    assert tuned["tagging"] == {"phi_threshold": 0.2}  # the starting operating point
    weights = (tmp / "base" / "weights.safetensors").read_bytes()
    import hashlib

    assert tuned["init_from"] == {"model": str(tmp / "base"),
                                  "weights_sha256": hashlib.sha256(weights).hexdigest(),
                                  "deidkit_version": start["deidkit_version"]}
    moved = load_file(tmp_path / "tuned" / "weights.safetensors")
    assert max(float(np.abs(before[k] - moved[k]).max()) for k in before) > 1e-3
    assert f"fine-tuned from {tmp / 'base'}" in result.stderr
    # an ordinary model directory: tag reads it
    run(["tag", tmp / "val.parquet", "--model", tmp_path / "tuned", "-o", tmp_path / "t.parquet"])
    # determinism
    run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base", "--model-dir",
         tmp_path / "again", "--validation", tmp / "val.parquet", "--epochs", "2", *FIT])
    assert (tmp_path / "again" / "weights.safetensors").read_bytes() == \
        (tmp_path / "tuned" / "weights.safetensors").read_bytes()


def test_fine_tuning_may_choose_a_new_operating_point(base, tmp_path):
    tmp, _ = base
    run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base", "--model-dir",
         tmp_path / "m", "--validation", tmp / "val.parquet", "--epochs", "1",
         "--config", recipe(tmp_path / "r.json", target_leakage=0.05), *FIT])
    config = _config(tmp_path / "m")
    assert config["tagging"]["phi_threshold"] == \
        config["training"]["leakage_threshold"]["phi_threshold"]
    assert config["training"]["leakage_threshold"]["leakage"] <= 0.05


@pytest.mark.parametrize("option", [["--hidden-size", "16"], ["--char-embeddings"],
                                    ["--binary"], {"dictionaries": "default"},
                                    {"word_dropout": 0.1}])
def test_options_that_set_the_architecture_are_errors(base, tmp_path, option):
    tmp, _ = base
    if isinstance(option, dict):  # a recipe key
        given = f"{tmp_path / 'r.json'}: {next(iter(option))}"
        option = ["--config", recipe(tmp_path / "r.json", **option)]
    else:
        given = option[0]
    result = run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base",
                  "--model-dir", tmp_path / "m", *option], expect=2)
    assert result.stderr.strip().splitlines()[-1] == (
        f"Error: {given} does not apply with --init-from (the starting model's "
        "architecture, labels and features are kept)")
    assert not (tmp_path / "m").exists()


def test_a_type_the_model_does_not_have_is_an_error(base, tmp_path):
    tmp, _ = base
    table = pq.read_table(tmp / "b.parquet")
    labels = [[("B-AGE" if lab == "B-CITY" else lab) for lab in row]
              for row in table["labels"].to_pylist()]
    table = table.set_column(table.schema.get_field_index("labels"), "labels",
                             pa.array(labels, table.schema.field("labels").type))
    pq.write_table(table, tmp_path / "age.parquet")
    result = run(["train-tagger", tmp_path / "age.parquet", "--init-from", tmp / "base",
                  "--model-dir", tmp_path / "m", "--epochs", "1", *FIT], expect=1)
    assert result.stderr.strip().splitlines()[-1] == (
        f"Error: {tmp_path / 'age.parquet'}: label B-AGE is not among the 9 labels of the "
        "model trained on (its TYPEs are fixed; map it with `deidkit tokenize --label-map`)")
    assert not (tmp_path / "m").exists()


def test_init_from_a_missing_model(base, tmp_path):
    tmp, _ = base
    result = run(["train-tagger", tmp / "b.parquet", "--init-from", tmp_path / "nothing",
                  "--model-dir", tmp_path / "m"], expect=2)
    assert result.stderr.strip().splitlines()[-1] == \
        f"Error: model directory '{tmp_path / 'nothing'}' does not exist"
    assert not (tmp_path / "m").exists()


@pytest.mark.parametrize("name", ["default", "fast"])
def test_fine_tuning_a_shipped_model(tmp_path, name):
    """`train-tagger --init-from default` (the encoder) or `fast` (the BiLSTM-CRF): the new
    model keeps the architecture, labels and operating point, and runs the shipped model's
    whole pipeline with no option (a site's loop): the default's cascade and the fast
    model's second member, named "default", not by where this deidkit is installed, and
    the fast model's uncased tagger fine-tuned on the same notes beside it."""
    run(["synth", tmp_path / "notes", "--docs", "6", "--style", "B", "--seed", "4"])
    run(["tokenize", tmp_path / "notes", "-o", tmp_path / "t.parquet"])
    run(["train-tagger", tmp_path / "t.parquet", "--init-from", name, "--model-dir",
         tmp_path / "m", "--epochs", "1", "--validation-fraction", "0"])
    from dataclasses import replace

    from deidkit.model_dirs import fast_model_dir, resolve_model_dir, shipped_companion_dir
    from deidkit.models.pipeline_file import read_pipeline
    from deidkit.pipeline import Deidentifier

    shipped = _config(resolve_model_dir(name))
    tuned = _config(tmp_path / "m")
    assert tuned["init_from"]["model"] == name
    assert tuned["model"] == shipped["model"] and tuned["input"] == shipped["input"]
    assert tuned["labels"] == shipped["labels"]
    assert tuned.get("tagging") == shipped.get("tagging")
    assert tuned["training"]["train_sentences"] > 0
    # (its one line describes the shipped model, not this one)
    record = read_pipeline(resolve_model_dir(name))
    deid = Deidentifier.from_dir(tmp_path / "m")
    assert deid.taggers.uncased_dir == tmp_path / "m" / "uncased"
    if name == "fast":
        assert read_pipeline(tmp_path / "m") == replace(record, uncased="uncased",
                                                        ensemble="default", about=None)
        assert deid.taggers.ensemble_dir == shipped_companion_dir("ensemble")
        assert deid.metadata()["deidkit.ensemble_phi_threshold"] == "0.1"
    else:
        assert read_pipeline(tmp_path / "m") == replace(record, uncased="uncased", about=None)
        assert (record.cascade, record.uncased) == ("default", "default")
        assert deid.metadata()["deidkit.cascade"] == str(fast_model_dir())
        assert deid.metadata()["deidkit.phi_threshold"] == "0.01"
    # the uncased tagger: the fast model's, fine-tuned on the same notes, recased too
    shipped_uncased = shipped_companion_dir("uncased")
    uncased = _config(tmp_path / "m" / "uncased")
    assert uncased["init_from"]["model"] == str(shipped_uncased.resolve())
    assert uncased["model"] == _config(shipped_uncased)["model"]
    assert uncased["training"]["case_augmentation"] == 1.0
    # twice the sentences: each also recased
    assert uncased["training"]["train_sentences"] == 2 * tuned["training"]["train_sentences"]
    # the model's learning rate is its own kind's; an encoder's is not the BiLSTM's
    assert (uncased["training"]["learning_rate"] == tuned["training"]["learning_rate"]) == (
        name == "fast")
    assert (tmp_path / "m" / "uncased" / "weights.safetensors").read_bytes() != \
        (shipped_uncased / "weights.safetensors").read_bytes()


def test_a_copy_of_the_fast_model_fine_tuned_in_place_keeps_its_companions(tmp_path):
    """A copy of the fast model's directory (`cp -r`) is the whole model: fine-tuned over itself,
    the new model keeps the subdirectories its pipeline names and runs them (its uncased
    tagger fine-tuned over itself too); a subdirectory the pipeline does not name goes
    with the old model."""
    import shutil

    from deidkit.model_dirs import fast_model_dir
    from deidkit.models.pipeline_file import read_pipeline
    from deidkit.pipeline import Deidentifier

    run(["synth", tmp_path / "notes", "--docs", "4", "--style", "A", "--seed", "2"])
    run(["tokenize", tmp_path / "notes", "-o", tmp_path / "t.parquet"])
    copy = tmp_path / "copy"
    shutil.copytree(fast_model_dir(), copy)
    (copy / "scratch").mkdir()
    before = (copy / "weights.safetensors").read_bytes()
    run(["train-tagger", tmp_path / "t.parquet", "--init-from", copy, "--model-dir", copy,
         "--epochs", "1", "--validation-fraction", "0"])
    assert (copy / "weights.safetensors").read_bytes() != before
    assert sorted(p.name for p in copy.iterdir() if p.is_dir()) == ["ensemble", "uncased"]
    for role, same in (("uncased", False), ("ensemble", True)):
        assert ((copy / role / "weights.safetensors").read_bytes() ==
                (fast_model_dir() / role / "weights.safetensors").read_bytes()) == same
    assert _config(copy / "uncased")["init_from"]["model"] == str((copy / "uncased").resolve())
    record = read_pipeline(copy)
    assert (record.uncased, record.ensemble) == ("uncased", str((copy / "ensemble").resolve()))
    deid = Deidentifier.from_dir(copy)
    assert (deid.taggers.uncased_dir, deid.taggers.ensemble_dir) == (
        copy / "uncased", (copy / "ensemble").resolve())

def test_concat_sentences_equals_one_encoding(base):
    """Datasets encoded apart and concatenated read like the rows encoded together: word
    ids, casing, labels, prefixes and each token's characters."""
    from deidkit.model_dirs import load_word_tagger

    tmp, emb = base
    tagger = load_word_tagger(tmp / "base", embeddings=str(emb))
    index = {lab: i for i, lab in enumerate(tagger.labels)}
    a, b = (pq.read_table(tmp / f"{n}.parquet") for n in ("a", "b"))
    parts = [tagger.encode(t["tokens"], t["labels"], index) for t in (a, b)]
    both = pa.concat_tables([a, b])
    whole = tagger.encode(both["tokens"], both["labels"], index)
    joined = concat_sentences([parts[1].subset(np.array([2, 0])), parts[0], parts[1]])
    order = np.concatenate([len(a) + np.array([2, 0]), np.arange(len(a) + len(b))])
    expected = whole.subset(order)
    for name in ("word_ids", "casing", "label_ids", "prefix_ids", "offsets"):
        assert np.array_equal(getattr(joined, name), getattr(expected, name)), name
    chars, _ = joined.chars.padded(joined.chars.type_of)
    want, _ = expected.chars.padded(expected.chars.type_of)
    assert np.array_equal(chars, want)
    with pytest.raises(ValueError, match="some parts have 'label_ids' and some do not"):
        concat_sentences([parts[0], tagger.encode(a["tokens"])])


def _self_train(tmp, emb, out, **kwargs):
    from deidkit.self_train import SelfTrainingOptions, self_train
    from deidkit.train_tagger import TrainingOptions

    tables = [pq.read_table(tmp / f"{n}.parquet") for n in ("a", "b", "val")]
    return self_train(tables[0], tables[1], validation=tables[2], model_dir=out,
                      options=TrainingOptions(epochs=2, batch_size=8, learning_rate=0.05,
                                              validation_fraction=0.0, seed=1, threads=1),
                      self_training=SelfTrainingOptions(rounds=2, accuracy=0.9), **kwargs)


def test_self_training_with_characters_and_prefixes(base, tmp_path):
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import FeatureOptions

    tmp, emb = base
    summary = _self_train(tmp, emb, tmp_path / "m", embeddings=str(emb),
                          hyperparameters=TaggerHyperparameters(hidden_size=8, num_layers=1),
                          features=FeatureOptions(char_embeddings=True, prefix_features=True))
    config = _config(tmp_path / "m")
    assert config["model"]["features"]["char_rows"] > 0
    assert config["model"]["features"]["prefix_rows"] > 0
    assert summary["rounds"][1]["sentences_added"] > 0  # a round trained on added sentences
    run(["tag", tmp / "val.parquet", "--model", tmp_path / "m", "-o", tmp_path / "t.parquet"])


def test_self_training_fine_tunes_the_starting_model(base, tmp_path):
    tmp, _ = base
    summary = _self_train(tmp, None, tmp_path / "m", init_from=tmp / "base")
    config, start = _config(tmp_path / "m"), _config(tmp / "base")
    assert config["init_from"]["model"] == str(tmp / "base")
    assert config["model"] == start["model"] and config["input"] == start["input"]
    assert summary["init_from"] == config["init_from"]
    assert [r["round"] for r in summary["rounds"]][:2] == [0, 1]


def test_self_train_cli_fine_tunes_or_trains_the_shipped_configuration(base, tmp_path):
    tmp, emb = base
    files = [tmp / "a.parquet", tmp / "b.parquet", "--validation", tmp / "val.parquet"]
    short = ["--rounds", "1", "--epochs", "1", "--batch-size", "8", "--threads", "1"]
    run(["self-train", *files, "--init-from", tmp / "base", "--model-dir", tmp_path / "m",
         *short])
    assert _config(tmp_path / "m")["init_from"]["model"] == str(tmp / "base")
    wrong = run(["self-train", *files, "--init-from", tmp / "base", "--model-dir",
                 tmp_path / "x", "--prefix-features", *short], expect=2)
    assert wrong.stderr.strip().splitlines()[-1] == (
        "Error: --prefix-features does not apply with --init-from (the starting model's "
        "architecture, labels and features are kept)")
    run(["self-train", *files, "--embeddings", emb, "--char-embeddings", "--prefix-features",
         "--hidden-size", "8", "--layers", "1", "--model-dir", tmp_path / "c", *short])
    features = _config(tmp_path / "c")["model"]["features"]
    assert features["char_rows"] > 0 and features["prefix_rows"] > 0


def test_self_train_from_the_default_encoder_is_a_clear_error(base, tmp_path):
    tmp, _ = base
    result = run(["self-train", tmp / "a.parquet", tmp / "b.parquet", "--validation",
                  tmp / "val.parquet", "--init-from", "default", "--model-dir", tmp_path / "m",
                  "--rounds", "1", "--epochs", "1"], expect=2)
    assert result.stderr.strip().splitlines()[-1] == (
        "Error: --init-from default: a fine-tuned encoder; self-train trains BiLSTM-CRF "
        "taggers (start from --init-from fast, or fine-tune the encoder with train-tagger)")
    assert not (tmp_path / "m").exists()


def _start_with_pipeline(tmp, tmp_path) -> tuple:
    """A copy of the base model with a pipeline.json naming a tagger of sentences without
    casing by a path relative to it."""
    import shutil

    start = tmp_path / "start"
    shutil.copytree(tmp / "base", start)
    shutil.copytree(tmp / "base", tmp_path / "second")
    record = {"schema": "deidkit.pipeline/1",
              "taggers": {"model": ".", "uncased": "../second", "ensemble": "../second"},
              "phi_threshold": 0.3, "ensemble_phi_threshold": None,
              "recognizers": ["default", "organization"],
              "propagate": {"documents": True, "corpus": True}}
    (start / "pipeline.json").write_text(json.dumps(record))
    return start, record


def test_a_fine_tuned_model_inherits_the_pipeline_of_its_start(base, tmp_path):
    tmp, _ = base
    start, record = _start_with_pipeline(tmp, tmp_path)
    run(["train-tagger", tmp / "b.parquet", "--init-from", start, "--model-dir",
         tmp_path / "tuned", "--validation", tmp / "val.parquet", "--epochs", "1", *FIT])
    # the same pipeline, its relative paths made absolute (the model lives elsewhere), but
    # its uncased tagger fine-tuned on the same notes beside it
    second = str((tmp_path / "second").resolve())
    assert json.loads((tmp_path / "tuned" / "pipeline.json").read_text()) == {
        **record, "taggers": {"model": ".", "uncased": "uncased", "ensemble": second}}
    assert _config(tmp_path / "tuned" / "uncased")["init_from"]["model"] == second
    # and tag runs it
    out = run(["tag", tmp / "val.parquet", "--model", tmp_path / "tuned"]).stdout_bytes
    from tests.conftest import read_arrow_output

    metadata = read_arrow_output(out).schema.metadata
    assert metadata[b"deidkit.uncased_model"] == str(tmp_path / "tuned" / "uncased").encode()
    assert metadata[b"deidkit.ensemble_model"] == second.encode()
    assert metadata[b"deidkit.phi_threshold"] == b"0.3"
    assert metadata[b"deidkit.propagate"] == b"on+corpus"
    assert b"organization" in metadata[b"deidkit.recognizers"]
    # an operating point the run chooses is the new pipeline's
    run(["train-tagger", tmp / "b.parquet", "--init-from", start, "--model-dir",
         tmp_path / "chosen", "--validation", tmp / "val.parquet", "--epochs", "1",
         "--default-phi-threshold", "0.45", *FIT])
    assert json.loads((tmp_path / "chosen" / "pipeline.json").read_text())[
        "phi_threshold"] == 0.45
    # self-training from it inherits it too
    _self_train(tmp, None, tmp_path / "self", init_from=start)
    assert json.loads((tmp_path / "self" / "pipeline.json").read_text())["taggers"][
        "uncased"] == second


def test_a_start_without_a_pipeline_gives_none_and_a_broken_one_stops_the_run(base,
                                                                              tmp_path):
    tmp, _ = base
    run(["train-tagger", tmp / "b.parquet", "--init-from", tmp / "base", "--model-dir",
         tmp_path / "plain", "--validation", tmp / "val.parquet", "--epochs", "1", *FIT])
    assert not (tmp_path / "plain" / "pipeline.json").exists()
    start, _ = _start_with_pipeline(tmp, tmp_path)
    (start / "pipeline.json").write_text('{"schema": "deidkit.pipeline/1", "taggers": 3}')
    result = run(["train-tagger", tmp / "b.parquet", "--init-from", start, "--model-dir",
                  tmp_path / "m", "--epochs", "1", *FIT], expect=1)
    assert result.stderr.strip().splitlines()[-1] == (
        f"Error: {start}: pipeline.json: 'taggers' must be an object of 'model', 'uncased' "
        "and 'ensemble'")
    assert not (tmp_path / "m").exists()
