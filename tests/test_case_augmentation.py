"""`train-tagger --case-augmentation F`: recased copies of a fraction of the training
sentences (deidkit.train_tagger.augment), drawn with the seed, in documents of their own."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest

from deidkit.errors import ConfigError
from deidkit.train_tagger.augment import case_augmented, recase
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings


def test_recase_keeps_the_length_of_every_token():
    assert recase("Smith", upper=True) == "SMITH"
    assert recase("McDONALD", upper=False) == "mcdonald"
    assert recase("12/03", upper=True) == "12/03"
    # "ß".upper() is "SS": the token would no longer fit its offsets, so it stays
    assert recase("Straße", upper=True) == "Straße"
    assert recase("STRASSE", upper=False) == "strasse"


def test_the_copies_are_recased_sentences_with_the_same_labels_in_documents_of_their_own():
    table = tokens_table(corpus_rows(n_docs=5, sentences=4, seed=0))
    out = case_augmented(table, 0.5, seed=3)
    assert out.num_rows == 30
    assert out.slice(0, 20).equals(table)
    originals = {(r["doc_id"], r["sentence"]): r for r in table.to_pylist()}
    seen_upper = seen_lower = 0
    for copy in out.slice(20).to_pylist():
        doc, case = copy["doc_id"].rsplit("#", 1)
        source = originals[(doc, copy["sentence"])]
        assert copy["tokens"] == [recase(t, case == "upper") for t in source["tokens"]]
        assert copy["tokens"] != source["tokens"]
        assert (copy["labels"], copy["starts"], copy["ends"]) == \
            (source["labels"], source["starts"], source["ends"])
        seen_upper += case == "upper"
        seen_lower += case == "lower"
    assert seen_upper and seen_lower
    # ten distinct sentences, the same ten for the same seed, others for another
    assert len({(r["doc_id"], r["sentence"]) for r in out.slice(20).to_pylist()}) == 10
    assert case_augmented(table, 0.5, seed=3).equals(out)
    assert not case_augmented(table, 0.5, seed=4).equals(out)
    assert case_augmented(table, 0.0, seed=3) is table
    assert case_augmented(table, 1.0, seed=3).num_rows == 40
    with pytest.raises(ValueError, match=r"case augmentation must be in \[0, 1\], got 1.5"):
        case_augmented(table, 1.5, seed=3)


def _lowercase_corpus(path, seed):
    rows = corpus_rows(n_docs=5, sentences=4, seed=seed)
    for r in rows:
        r["tokens"] = [t.lower() for t in r["tokens"]]
    pq.write_table(tokens_table(rows), path)


def test_the_tagger_learns_the_characters_of_the_recased_copies(tmp_path):
    emb = write_embeddings(tmp_path / "e.txt")
    _lowercase_corpus(tmp_path / "a.parquet", 0)
    common = ["--embeddings", emb, "--hidden-size", "8", "--layers", "1", "--epochs", "1",
              "--threads", "1", "--char-embeddings", "--validation-fraction", "0.2"]
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "plain", *common])
    result = run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "aug",
                  "--case-augmentation", "1", *common])
    plain = json.loads((tmp_path / "plain" / "config.json").read_text())
    aug = json.loads((tmp_path / "aug" / "config.json").read_text())
    plain_chars = set(plain["input"]["features"]["chars"])
    aug_chars = set(aug["input"]["features"]["chars"])
    assert not any(c.isupper() for c in plain_chars)
    assert aug_chars - plain_chars == {c.upper() for c in plain_chars if c.upper() != c}
    assert aug["training"]["case_augmentation"] == 1.0
    assert plain["training"]["case_augmentation"] == 0.0
    # every training sentence and its copy; validation documents are held out first
    assert aug["training"]["train_sentences"] == 2 * plain["training"]["train_sentences"]
    assert aug["training"]["validation_sentences"] == plain["training"]["validation_sentences"]
    assert "deidkit train-tagger:" in result.stderr


def test_a_fraction_outside_zero_to_one_is_refused(tmp_path):
    result = run(["train-tagger", "x.parquet", "--model-dir", tmp_path / "m",
                  "--case-augmentation", "1.5"], expect=2)
    assert "Invalid value for '--case-augmentation': 1.5 is not in the range 0.0<=x<=1.0." \
        in result.stderr


def test_representations_tables_refuse_it():
    from deidkit.train_tagger.options import TrainingOptions
    from deidkit.train_tagger.run import _check_representations
    from deidkit.train_tagger import FeatureOptions

    with pytest.raises(ConfigError, match="^--case-augmentation does not apply with "
                                          "representations tables"):
        _check_representations(embeddings=None, init_from=None, features=FeatureOptions(),
                               default_phi_threshold=None, target_leakage=None,
                               min_precision=None,
                               case_augmentation=TrainingOptions(case_augmentation=0.5)
                               .case_augmentation)
    with pytest.raises(ConfigError, match=r"--case-augmentation must be in \[0, 1\], got nan"):
        TrainingOptions(case_augmentation=float("nan"))


def test_fine_tuning_with_it_keeps_the_starting_model_s_characters(tmp_path):
    emb = write_embeddings(tmp_path / "e.txt")
    _lowercase_corpus(tmp_path / "a.parquet", 0)
    _lowercase_corpus(tmp_path / "b.parquet", 1)
    common = ["--epochs", "1", "--threads", "1", "--validation-fraction", "0.2"]
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "start",
         "--embeddings", emb, "--hidden-size", "8", "--layers", "1", "--char-embeddings",
         *common])
    run(["train-tagger", tmp_path / "b.parquet", "--model-dir", tmp_path / "tuned",
         "--init-from", tmp_path / "start", "--case-augmentation", "1", *common])
    start = json.loads((tmp_path / "start" / "config.json").read_text())
    tuned = json.loads((tmp_path / "tuned" / "config.json").read_text())
    assert tuned["input"]["features"]["chars"] == start["input"]["features"]["chars"]
    assert tuned["training"]["case_augmentation"] == 1.0
    assert tuned["init_from"]["model"] == str(tmp_path / "start")
