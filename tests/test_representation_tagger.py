"""The central party's tagger: ``train-tagger`` on pooled ``represent`` outputs, and ``tag``
applying the representation first, so that ``tag`` + ``evaluate`` on raw text work."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit import schemas
from tests.adversarial_fixtures import corpus, make_model_dir, one_thread
from tests.conftest import run

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)

#: A small tagger that learns the synthetic templates in a few seconds on one thread.
TRAIN_ARGS = ["--epochs", "15", "--hidden-size", "16", "--layers", "1", "--batch-size", "8",
              "--learning-rate", "0.01", "--threads", "1"]


def _represent(model_dir, table: pa.Table, out, seed: int):
    tokens = out.with_suffix(".tokens.parquet")
    pq.write_table(table, str(tokens))
    run(["represent", tokens, "--model", model_dir, "--noise-seed", seed, "-o", out])
    return out


@pytest.fixture(scope="module")
def setup(tmp_path_factory):
    """An (untrained, seeded) representation model, two institutions' shared files, and the
    central tagger trained on them pooled."""
    tmp = tmp_path_factory.mktemp("central")
    adv, _ = make_model_dir(tmp)
    site_a = corpus(60, 1)
    # a sentence without labels is skipped (it cannot be trained on)
    unlabelled = pa.Table.from_pylist([{"doc_id": "docx", "sentence": 0, "tokens": ["the", "patient"],
                                        "starts": [0, 4], "ends": [3, 11], "labels": None}],
                                      schema=site_a.schema)
    files = [_represent(adv, pa.concat_tables([site_a, unlabelled]), tmp / "site_a.parquet", 1),
             _represent(adv, corpus(60, 2), tmp / "site_b.parquet", 2)]
    central = tmp / "central"
    result = run(["train-tagger", *files, "--model-dir", central, "--seed", "0", *TRAIN_ARGS])
    test = tmp / "test.parquet"
    pq.write_table(corpus(40, 9), str(test))
    return {"tmp": tmp, "adv": adv, "files": files, "central": central, "test": test,
            "train_stderr": result.stderr}


def _rid(model_dir) -> str:
    return json.loads((model_dir / "config.json").read_text())["representation_id"]


def test_config_records_the_representation_and_the_pooled_data(setup):
    central = setup["central"]
    config = json.loads((central / "config.json").read_text())
    assert config["schema"] == "deidkit.tagger/1"
    assert config["input"] == {"kind": "representations",
                               "representation": {"id": _rid(setup["adv"]), "size": 4},
                               "casing_classes": 8}
    assert config["labels"] == {"scheme": "IOB2", "binary": False, "hipaa_only": False,
                                "values": ["O", "B-CITY", "I-CITY", "B-DATE", "I-DATE",
                                           "B-DOCTOR", "I-DOCTOR", "B-PATIENT", "I-PATIENT"]}
    training = config["training"]
    # 120 labelled sentences pooled; 10% of the *sentences* held out
    assert training["pooled_files"] == 2 and training["validation"] == "split"
    assert training["validation_unit"] == "sentence"
    assert (training["train_sentences"], training["validation_sentences"]) == (108, 12)
    assert training["epochs_run"] == 15 and training["seed"] == 0
    assert training["best_val_f1"] > 60.0
    assert config["provenance"]["command"] == "deidkit train-tagger"
    # the provenance of the shared files travels along (no paths or seeds in them)
    assert [p["representation_id"] for p in config["provenance"]["inputs"]] == [_rid(setup["adv"])] * 2
    assert "1 rows without labels or tokens were skipped" in setup["train_stderr"]
    assert "val binary HIPAA token F1" in setup["train_stderr"]
    # the lookup matrix of shared vectors is not saved: only the trainable weights are
    from safetensors import safe_open

    with safe_open(str(central / "weights.safetensors"), "pt") as f:
        keys = set(f.keys())
    assert not any("word_vectors" in k or "casing_onehot" in k for k in keys)
    assert "projection.weight" in keys
    # exactly what the representation tagger loader reads
    from deidkit.model_dirs import load_bundle, load_representation_tagger

    tagger = load_representation_tagger(central, load_bundle(setup["adv"]))
    assert tagger.model.shape.input_dim == 4 and tagger.model.shape.vocab_rows == 0


def test_same_seed_same_weights(setup, tmp_path):
    again = tmp_path / "again"
    other = tmp_path / "other"
    run(["train-tagger", *setup["files"], "--model-dir", again, "--seed", "0", *TRAIN_ARGS])
    run(["train-tagger", *setup["files"], "--model-dir", other, "--seed", "1", *TRAIN_ARGS])
    weights = (setup["central"] / "weights.safetensors").read_bytes()
    assert (again / "weights.safetensors").read_bytes() == weights
    assert (other / "weights.safetensors").read_bytes() != weights


def _f1(pred_path) -> float:
    result = run(["evaluate", pred_path, "--json"])
    return json.loads(result.stdout)["binary_hipaa_token"]["all"]["f1"]


def test_tag_raw_tokens_with_the_representation_then_evaluate(setup):
    pred = setup["tmp"] / "pred.parquet"
    result = run(["tag", setup["test"], "--model", setup["central"],
                  "--representation", setup["adv"], "-o", pred])
    assert result.stderr.strip().endswith(f"40 sentences tagged with {setup['central']}")
    table = pq.read_table(str(pred))
    test = pq.read_table(str(setup["test"]))
    assert table.column_names == test.column_names + ["predicted", "phi_source"]
    assert table.select(test.column_names).equals(test)
    meta = table.schema.metadata
    assert meta[b"deidkit.representation"].decode() == _rid(setup["adv"])
    assert meta[b"deidkit.representation.noise"] == b"on"
    f1 = _f1(pred)
    # trivial taggers score 0 (all O) or the F1 of calling every token PHI
    gold = pa.compute.list_flatten(test.column("labels")).to_pylist()
    phi_share = sum(lab != "O" for lab in gold) / len(gold)
    all_phi = 2 * phi_share / (1 + phi_share)
    assert all_phi < 0.4
    assert f1 > 0.7, f1


def test_same_seed_same_predictions_and_no_noise(setup, tmp_path):
    def predicted(*extra):
        out = tmp_path / f"p{len(list(tmp_path.iterdir()))}.parquet"
        run(["tag", setup["test"], "--model", setup["central"], "--representation", setup["adv"],
             "-o", out, *extra])
        return pq.read_table(str(out))

    a, b = predicted("--seed", "5"), predicted("--seed", "5")
    assert a.column("predicted").equals(b.column("predicted"))
    quiet1, quiet2 = predicted("--no-noise", "--seed", "1"), predicted("--no-noise", "--seed", "2")
    assert quiet1.column("predicted").equals(quiet2.column("predicted"))
    assert quiet1.schema.metadata[b"deidkit.representation.noise"] == b"off"


def test_bfloat16_is_for_taggers_on_words_only(setup, tmp_path):
    result = run(["tag", setup["test"], "--model", setup["adv"], "--precision", "bfloat16",
                  "-o", tmp_path / "x.parquet"], expect=2)
    assert result.stderr.strip() == ("Error: --precision bfloat16 is available for taggers on "
                                     "words or word pieces only")
    assert not (tmp_path / "x.parquet").exists()


def test_tag_with_the_adversarial_directory_itself(setup, tmp_path):
    # --model adv/ uses adv/tagger on adv's own representation: the same as naming both
    direct = tmp_path / "direct.parquet"
    explicit = tmp_path / "explicit.parquet"
    run(["tag", setup["test"], "--model", setup["adv"], "-o", direct])
    run(["tag", setup["test"], "--model", setup["adv"] / "tagger",
         "--representation", setup["adv"], "-o", explicit])
    d, e = pq.read_table(str(direct)), pq.read_table(str(explicit))
    assert d.column("predicted").equals(e.column("predicted"))
    config = json.loads((setup["adv"] / "tagger" / "config.json").read_text())
    # recorded as a central tagger trained on the same representation would be
    from deidkit.casing import NUM_CLASSES

    adv = json.loads((setup["adv"] / "config.json").read_text())
    assert config["input"] == {"kind": "representations", "casing_classes": NUM_CLASSES,
                               "representation": {"id": adv["representation_id"],
                                                  "size": adv["representation"]["size"]}}
    assert config["labels"]["scheme"] == "IOB2" and config["labels"]["binary"] is False
    assert config["model"]["kind"] == "bilstm-crf"
    labels = set(config["labels"]["values"])
    for toks, pred in zip(d.column("tokens").to_pylist(), d.column("predicted").to_pylist()):
        assert len(pred) == len(toks) and set(pred) <= labels


def test_wrong_or_missing_representation(setup, tmp_path):
    other, _ = make_model_dir(tmp_path, name="other", seed=5)
    assert _rid(other) != _rid(setup["adv"])
    result = run(["tag", setup["test"], "--model", setup["central"], "--representation", other,
                  "-o", tmp_path / "x.parquet"], expect=2)
    assert result.stderr.strip() == (
        f"Error: {setup['central']}: this tagger needs the representation {_rid(setup['adv'])}, "
        f"but the representation model given is {_rid(other)}")
    result = run(["tag", setup["test"], "--model", setup["central"], "-o", tmp_path / "x.parquet"],
                 expect=2)
    assert result.stderr.strip() == (
        f"Error: {setup['central']}: this tagger reads shared representations (of the "
        f"representation {_rid(setup['adv'])}); pass --representation DIR, the "
        "train-adversarial model directory that made them")
    assert not (tmp_path / "x.parquet").exists()
    # the library loader for taggers on words points at the way to use this one
    from deidkit.errors import ConfigError
    from deidkit.model_dirs import load_word_tagger

    with pytest.raises(ConfigError, match=r"not a tagger on words: tag raw tokens with `deidkit "
                                          r"tag --model DIR --representation ADV_DIR`"):
        load_word_tagger(setup["central"])


def test_representation_given_for_a_tagger_on_words(setup, tmp_path):
    from tests.contract_cases.tag import save_untrained, write_embeddings

    words = save_untrained(tmp_path / "words", write_embeddings(tmp_path / "w.txt"))
    result = run(["tag", setup["test"], "--model", words, "--representation", setup["adv"],
                  "-o", tmp_path / "x.parquet"], expect=2)
    assert result.stderr.strip() == (
        f"Error: {words}: this tagger reads words, not representations; --representation is "
        "only for taggers trained on shared representations")


def test_mixed_inputs_are_refused(setup, tmp_path):
    tokens = setup["test"]
    site_a = setup["files"][0]
    result = run(["train-tagger", site_a, tokens, "--model-dir", tmp_path / "m"], expect=2)
    assert result.stderr.strip() == (
        f"Error: {tokens}: a tokens table, but {site_a} is a representations table; train "
        "either on tokens or on shared representations, not on both")
    result = run(["train-tagger", tokens, "--validation", site_a, "--model-dir", tmp_path / "m"],
                 expect=2)
    assert result.stderr.strip() == (
        f"Error: --validation {site_a}: a representations table, but TRAIN is tokens; "
        "validate on the same kind of data")
    result = run(["train-tagger", site_a, "--validation", tokens, "--model-dir", tmp_path / "m"],
                 expect=2)
    assert result.stderr.strip() == (
        f"Error: --validation {tokens}: a tokens table, but TRAIN is representations; "
        "validate on the same kind of data")
    assert not (tmp_path / "m").exists()


def test_validation_file_and_binary_labels(setup, tmp_path):
    site_a, site_b = setup["files"]
    out = tmp_path / "m"
    result = run(["train-tagger", site_a, "--validation", site_b, "--binary", "--model-dir", out,
                  "--epochs", "2", "--hidden-size", "4", "--layers", "1", "--threads", "1"])
    config = json.loads((out / "config.json").read_text())
    assert config["labels"]["values"] == ["O", "B-PHI", "I-PHI"]
    assert config["training"]["validation"] == "file"
    assert (config["training"]["train_sentences"], config["training"]["validation_sentences"]) == (60, 60)
    # the validation F1 is computed (from the gold i2b2 TYPEs of the shared labels)
    assert config["training"]["best_val_f1"] is not None
    assert "val binary HIPAA token F1 -" not in result.stderr

    other, _ = make_model_dir(tmp_path, name="other", seed=5)
    foreign = _represent(other, corpus(10, 3), tmp_path / "foreign.parquet", 1)
    result = run(["train-tagger", site_a, "--validation", foreign, "--model-dir", out], expect=1)
    assert result.stderr.strip() == (
        f"Error: {foreign}: representations of model {_rid(other)}, but the training data's are "
        f"of {_rid(setup['adv'])}: validate on files made with the same model")
    result = run(["train-tagger", site_a, foreign, "--model-dir", tmp_path / "m2"], expect=1)
    assert "pool only files made with the same model" in result.stderr
    assert not (tmp_path / "m2").exists()


def test_a_file_without_representation_id_is_refused(setup, tmp_path):
    shared = pq.read_table(str(setup["files"][0]))
    prov = schemas.provenance(shared.schema)
    del prov["representation_id"]
    meta = dict(shared.schema.metadata)
    key = next(k for k, v in meta.items() if b"representation_id" in v)
    meta[key] = json.dumps(prov).encode()
    stripped = tmp_path / "stripped.parquet"
    pq.write_table(shared.replace_schema_metadata(meta), str(stripped))
    result = run(["train-tagger", stripped, "--model-dir", tmp_path / "m"], expect=1)
    assert result.stderr.strip() == (
        f"Error: {stripped}: no representation_id in the file's provenance: not written by "
        "`deidkit represent`, so the representation model it needs is unknown")
