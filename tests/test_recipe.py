"""Recipes: `train-tagger --config RECIPE.json` (and `self-train --config`), a JSON object of
training keys under the options given on the command line, recorded in the model's
provenance; the shipped models' recipes in examples/recipes/."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from deidkit.cli.recipe import resolve
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

ROOT = Path(__file__).resolve().parents[1]
RECIPES = ROOT / "examples" / "recipes"
TINY = ["--layers", "1", "--batch-size", "8", "--validation-fraction", "0.2"]


def _resolved(command_name: str, args: list[str]):
    """The training keys ``deidkit COMMAND ARGS`` would run with (nothing trained)."""
    import importlib

    from deidkit.cli import STAGES

    command = importlib.import_module(f"deidkit.cli.{STAGES[command_name]}").command
    ctx = command.make_context(command_name, [str(a) for a in args])
    return resolve(ctx)


@pytest.fixture
def data(tmp_path):
    emb = write_embeddings(tmp_path / "e.txt")
    pq.write_table(tokens_table(corpus_rows(n_docs=5, sentences=4, seed=0)),
                   tmp_path / "a.parquet")
    return tmp_path / "a.parquet", emb


def test_a_recipe_trains_as_its_options_do_and_the_command_line_overrides_it(tmp_path, data):
    train, emb = data
    keys = {"description": "a test", "char_embeddings": True, "hidden_size": 4, "epochs": 5,
            "seed": 3, "threads": 1, "context_ngrams": 2, "context_hidden": 4}
    path = recipe(tmp_path / "r.json", **keys)
    # --epochs and --seed override the recipe's; its other keys hold
    run(["train-tagger", train, "--config", path, "--epochs", "2", "--seed", "5",
         "--model-dir", tmp_path / "from-recipe", "--embeddings", emb, *TINY])
    config = json.loads((tmp_path / "from-recipe" / "config.json").read_text())
    assert (config["training"]["epochs"], config["training"]["seed"]) == (2, 5)
    assert config["model"]["hyperparameters"]["hidden_size"] == 4
    assert config["model"]["features"]["context_ngrams"] == 2
    assert config["model"]["features"]["char_rows"] > 0
    # the same keys as options (the recipe-only ones from another recipe): the same model
    run(["train-tagger", train, "--char-embeddings", "--hidden-size", "4", "--epochs", "2",
         "--seed", "5", "--threads", "1", "--config",
         recipe(tmp_path / "only.json", context_ngrams=2, context_hidden=4),
         "--model-dir", tmp_path / "from-options", "--embeddings", emb, *TINY])
    assert (tmp_path / "from-recipe" / "weights.safetensors").read_bytes() == \
        (tmp_path / "from-options" / "weights.safetensors").read_bytes()

    # the provenance records the recipe as read and every key as resolved
    provenance = config["provenance"]
    assert provenance["recipe"] == keys
    params = provenance["parameters"]
    assert params["config"] == str(path)
    assert (params["epochs"], params["seed"], params["hidden_size"]) == (2, 5, 4)
    assert (params["context_ngrams"], params["context_hidden"], params["attention"]) == (2, 4, False)
    assert (params["word_dropout"], params["miss_cost"], params["dictionaries"]) == (0.0, 0.0, "none")
    assert provenance["seed"] == 5
    card = (tmp_path / "from-recipe" / "MODEL_CARD.md").read_text()
    assert "- the recipe `r.json`: a test (its keys under the options given)." in card
    # without a recipe: no recipe recorded, the recipe keys at their defaults
    other = json.loads((tmp_path / "from-options" / "config.json").read_text())["provenance"]
    assert other["recipe"] == {"context_ngrams": 2, "context_hidden": 4}
    run(["train-tagger", train, "--epochs", "1", "--hidden-size", "4", "--threads", "1",
         "--model-dir", tmp_path / "none", "--embeddings", emb, *TINY])
    none = json.loads((tmp_path / "none" / "config.json").read_text())["provenance"]
    assert "recipe" not in none and none["parameters"]["config"] is None
    assert "the recipe `" not in (tmp_path / "none" / "MODEL_CARD.md").read_text()
    assert none["parameters"]["context_ngrams"] == 0 and none["parameters"]["attention"] is False


def _error(tmp_path, content, *args, command="train-tagger") -> str:
    path = tmp_path / "bad.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    if command == "train-tagger":
        argv = ["train-tagger", tmp_path / "a.parquet", "--config", path, "--model-dir",
                tmp_path / "m", *args]
    else:
        argv = ["self-train", tmp_path / "a.parquet", tmp_path / "b.parquet", "--validation",
                tmp_path / "v.parquet", "--config", path, "--model-dir", tmp_path / "m", *args]
    result = run(argv, expect=None)
    assert not (tmp_path / "m").exists()
    return result.exit_code, result.stderr.strip().replace(str(path), "bad.json")


@pytest.mark.parametrize("content, args, message", [
    ({"epoch": 3}, [], "bad.json: unknown key 'epoch' (did you mean 'epochs'?)"),
    ({"colour": "red"}, [], "bad.json: unknown key 'colour'"),
    ({"epochs": "8"}, [], 'bad.json: epochs: expected an integer, got "8"'),
    ({"epochs": 1.5}, [], "bad.json: epochs: expected an integer, got 1.5"),
    ({"epochs": 0}, [], "bad.json: epochs: 0 is not in the range x>=1."),
    # a key the command line overrides is checked all the same
    ({"epochs": 0}, ["--epochs", "2"], "bad.json: epochs: 0 is not in the range x>=1."),
    ({"attention": 1}, [], "bad.json: attention: expected true or false, got 1"),
    ({"word_dropout": 1}, [], "bad.json: word_dropout: 1.0 is not in the range 0.0<=x<1.0."),
    ({"miss_cost": -1}, [], "bad.json: miss_cost: -1.0 is not in the range x>=0.0."),
    ({"clip_norm": "NaN"}, [], 'bad.json: clip_norm: expected a number, got "NaN"'),
    ('{"clip_norm": NaN}', [], "bad.json: clip_norm: expected a number, got NaN"),
    ({"target_leakage": 1.0}, [],
     "bad.json: target_leakage: 1.0 is not in the range 0.0<=x<1.0."),
    ({"early_stopping": "accuracy"}, [],
     "bad.json: early_stopping: 'accuracy' is not one of 'loss', 'f1', 'leakage'."),
    ({"threads": "two"}, [], 'bad.json: threads: expected an integer or "auto", got "two"'),
    ({"threads": 0}, [], "bad.json: threads: '0' is not a positive integer or 'auto'"),
    ({"seed": -1}, [], "bad.json: seed: -1 is not in the range x>=0."),
    ({"dictionaries": "planets"}, [],
     "bad.json: dictionaries: unknown list planets; use default, none or some of first_name, "
     "surname, city, state, country, organisation, profession, drug, abbreviation"),
    ({"description": 3}, [], "bad.json: description: expected a string, got 3"),
    ({"model_dir": "m2"}, [],
     "bad.json: model_dir is not a recipe key: give --model-dir on the command line"),
    ({"inputs": ["a.parquet"]}, [],
     "bad.json: inputs is not a recipe key: name the tables on the command line"),
    ([1, 2], [], "bad.json: a recipe is a JSON object of training keys, got an array"),
    ('{"epochs": 1', [], "bad.json: not JSON (Expecting ',' delimiter at line 1)"),
])
def test_a_bad_recipe_is_a_one_line_error_naming_the_file_and_the_key(tmp_path, content,
                                                                      args, message):
    code, stderr = _error(tmp_path, content, *args)
    assert (code, stderr) == (1, f"Error: {message}")


def test_a_missing_recipe_is_an_error(tmp_path):
    result = run(["train-tagger", tmp_path / "a.parquet", "--config", tmp_path / "no.json",
                  "--model-dir", tmp_path / "m"], expect=1)
    assert result.stderr.strip() == f"Error: {tmp_path / 'no.json'}: no such file"


def test_a_recipe_key_that_does_not_apply_is_an_error(tmp_path):
    # a recipe key of the BiLSTM-CRF with --encoder
    code, stderr = _error(tmp_path, {"context_ngrams": 2}, "--encoder", "minilm")
    assert (code, stderr) == (2, "Error: bad.json: context_ngrams does not apply with "
                                 "--encoder (options of the BiLSTM-CRF)")
    # an option of the architecture with a recipe that fine-tunes
    code, stderr = _error(tmp_path, {"init_from": "default"}, "--hidden-size", "8")
    assert (code, stderr) == (2, "Error: --hidden-size does not apply with init_from in "
                                 "bad.json (the starting model's architecture, labels and "
                                 "features are kept)")
    # self-train's recipes hold its own keys only
    code, stderr = _error(tmp_path, {"target_leakage": 0.01}, command="self-train")
    assert (code, stderr) == (1, "Error: bad.json: unknown key 'target_leakage'")


def test_removed_options_are_recipe_keys_only():
    for flag in ("--context-ngrams", "--context-hidden", "--attention", "--dictionaries",
                 "--miss-cost", "--word-dropout", "--input-dropout", "--recurrent-dropout",
                 "--output-dropout", "--clip-norm", "--early-stopping", "--target-leakage",
                 "--min-precision"):
        result = run(["train-tagger", "a.parquet", "--model-dir", "m", flag], expect=2)
        key = flag[2:].replace("-", "_")
        assert result.stderr.strip().splitlines()[-1] == (
            f"Error: No such option '{flag}': it is the recipe key {key} (--config RECIPE.json)")
    result = run(["train-tagger", "--no-such-thing"], expect=2)
    assert result.stderr.strip().splitlines()[-1] == "Error: No such option '--no-such-thing'."
    help_text = run(["train-tagger", "--help"]).stdout
    keys = help_text.split("Recipe keys (only in a --config file):", 1)[1]
    for key in ("context_ngrams", "attention", "dictionaries", "miss_cost", "word_dropout",
                "clip_norm", "early_stopping", "target_leakage", "min_precision"):
        assert f"  {key} " in keys
    assert "  context_ngrams " in run(["self-train", "--help"]).stdout


@pytest.mark.parametrize("name, model", [("default", "default_model"),
                                         ("fast", "fast_model"),
                                         ("ensemble", "fast_model/ensemble"),
                                         ("uncased", "fast_model/uncased")])
def test_the_shipped_recipes_are_the_shipped_models_options(name, model):
    """Each shipped model was trained with the keys of its recipe in examples/recipes/
    (its provenance records every option; the recipe resolved gives the same values)."""
    shipped = json.loads((ROOT / "deidkit" / model / "config.json").read_text())
    recorded = shipped["provenance"]["parameters"]
    k = _resolved("train-tagger", ["--config", RECIPES / f"{name}.json", "--model-dir", "m"])
    # the recipe file's name, and the inputs and directories of examples/Makefile
    compared = [key for key in k.values if key in recorded
                and key not in ("config", "validation")]
    assert len(compared) > 30  # what the shipped models' provenance records
    for key in compared:
        want = recorded[key]
        if key == "learning_rate" and k[key] is None:  # the model kind's: the BiLSTM-CRF's
            want = None if want == 0.002 else want
        if key == "init_from" and want == "default":  # the fast model was the default then
            want = "fast"
        assert k[key] == want, key


def test_every_recipe_in_the_repository_resolves(tmp_path):
    from bin.experiments.ood import CONFIGS

    paths = sorted(RECIPES.glob("*.json"))
    assert [p.name for p in paths] == ["candidate.json", "default.json", "ensemble.json",
                                       "fast.json", "uncased.json"]
    for path in paths:
        k = _resolved("train-tagger", ["--config", path, "--model-dir", "m"])
        assert isinstance(k.content["description"], str)
    for name, keys in CONFIGS.items():  # bin/experiment ood's configurations
        k = _resolved("train-tagger", ["--config", recipe(tmp_path / f"{name}.json", **keys),
                                       "--model-dir", "m"])
        assert {key: k[key] for key in keys} == keys
