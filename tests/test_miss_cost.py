"""The recipe key miss_cost of `train-tagger` and `self-train`: softmax-margin training
against missed PHI (its loss against brute-force enumeration is in tests/test_crf.py)."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest

from deidkit.errors import ConfigError
from deidkit.train_tagger import TrainingOptions
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe


def test_miss_cost_is_recorded_and_a_negative_cost_refused(tmp_path):
    # the model records it; the same seed gives other weights and a larger loss
    emb = write_embeddings(tmp_path / "e.txt")
    pq.write_table(tokens_table(corpus_rows(n_docs=5, sentences=4, seed=0)),
                   tmp_path / "a.parquet")
    common = ["--embeddings", emb, "--hidden-size", "8", "--layers", "1", "--epochs", "1",
              "--threads", "1", "--validation-fraction", "0.2"]
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "plain", *common])
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "margin",
         "--config", recipe(tmp_path / "r.json", miss_cost=2), *common])
    plain = json.loads((tmp_path / "plain" / "config.json").read_text())["training"]
    margin = json.loads((tmp_path / "margin" / "config.json").read_text())["training"]
    assert (plain["miss_cost"], margin["miss_cost"]) == (0.0, 2.0)
    assert plain["loss"].startswith("CRF negative log-likelihood")
    assert margin["loss"].startswith("CRF softmax-margin loss against missed PHI")
    assert margin["train_loss"] > plain["train_loss"]
    assert (tmp_path / "plain" / "weights.safetensors").read_bytes() != \
        (tmp_path / "margin" / "weights.safetensors").read_bytes()
    bad = recipe(tmp_path / "bad.json", miss_cost=-1)
    result = run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "m",
                  "--config", bad, *common], expect=1)
    assert result.stderr.strip() == (
        f"Error: {bad}: miss_cost: -1.0 is not in the range x>=0.0.")
    assert not (tmp_path / "m").exists()


def test_the_library_refuses_a_negative_or_infinite_cost():
    # callers of TrainingOptions skip click's range check
    with pytest.raises(ConfigError, match=r"^--miss-cost must be at least 0, got -0\.5$"):
        TrainingOptions(miss_cost=-0.5)
    with pytest.raises(ConfigError, match=r"^--miss-cost must be a finite number, got inf$"):
        TrainingOptions(miss_cost=float("inf"))
    assert TrainingOptions(miss_cost=1.0).miss_cost == 1.0


def test_self_train_trains_each_round_with_the_cost(tmp_path):
    # the key is train-tagger's (one bundle); each round's model records it
    emb = write_embeddings(tmp_path / "e.txt")
    for name, docs, seed in (("lab", 4, 0), ("val", 3, 1), ("unl", 4, 2)):
        pq.write_table(tokens_table(corpus_rows(n_docs=docs, sentences=4, seed=seed)),
                       tmp_path / f"{name}.parquet")
    common = [tmp_path / "lab.parquet", tmp_path / "unl.parquet", "--validation",
              tmp_path / "val.parquet", "--embeddings", emb, "--rounds", "1", "--hidden-size",
              "8", "--layers", "1", "--epochs", "2", "--threads", "1"]
    run(["self-train", *common, "--model-dir", tmp_path / "plain"])
    run(["self-train", *common, "--model-dir", tmp_path / "margin", "--config",
         recipe(tmp_path / "r.json", miss_cost=2)])
    plain = json.loads((tmp_path / "plain" / "config.json").read_text())["training"]
    margin = json.loads((tmp_path / "margin" / "config.json").read_text())["training"]
    assert (plain["miss_cost"], margin["miss_cost"]) == (0.0, 2.0)
    assert margin["loss"].startswith("CRF softmax-margin loss against missed PHI")
    assert margin["train_loss"] > plain["train_loss"]
    bad = recipe(tmp_path / "bad.json", miss_cost=-1)
    result = run(["self-train", *common, "--model-dir", tmp_path / "m", "--config", bad],
                 expect=1)
    assert result.stderr.strip() == (
        f"Error: {bad}: miss_cost: -1.0 is not in the range x>=0.0.")
    assert not (tmp_path / "m").exists()
