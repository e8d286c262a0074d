"""What the tagger does for notes it was not trained on: word dropout, training on several
corpora at once, and the default model that ships with deidkit."""

from __future__ import annotations

import json

import pyarrow.parquet as pq
import pytest
import torch

from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape
from deidkit.train_tagger.inputs import read_inputs
from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings

TINY = dict(hidden_size=8, num_layers=1, input_dropout=0.0, recurrent_dropout=0.0,
            output_dropout=0.0)


@pytest.fixture
def emb_path(tmp_path):
    path = tmp_path / "emb.txt"
    write_embeddings(path)
    return path


# -- word dropout ---------------------------------------------------------------------------

def _model(word_dropout: float) -> BiLSTMCRFTagger:
    torch.manual_seed(0)
    vectors = torch.randn(12, 4)
    return BiLSTMCRFTagger(TaggerShape(input_dim=4, num_labels=3, vocab_rows=12),
                           TaggerHyperparameters(**TINY, word_dropout=word_dropout), vectors)


def test_word_dropout_zeroes_whole_word_vectors_in_training_only():
    model = _model(0.5)
    word_ids = torch.arange(1, 11).repeat(20, 1)       # shape: (20, 10)
    casing = torch.full_like(word_ids, 3)
    torch.manual_seed(1)
    x = model.features(word_ids, casing)                 # shape: (20, 10, 4 + casing)
    words, rest = x[..., :4], x[..., 4:]
    dropped = (words == 0).all(dim=2)
    kept = (words == model.word_vectors[word_ids]).all(dim=2)
    assert bool((dropped | kept).all())                  # a vector is dropped whole or kept
    assert 0.35 < dropped.float().mean().item() < 0.65   # about half of 200 tokens
    assert torch.equal(rest, model.casing_onehot[casing])  # casing is never dropped
    model.eval()
    assert torch.equal(model.features(word_ids, casing)[..., :4], model.word_vectors[word_ids])


def test_word_dropout_off_draws_nothing():
    model = _model(0.0)
    torch.manual_seed(1)
    model.features(torch.ones(2, 3, dtype=torch.long), torch.ones(2, 3, dtype=torch.long))
    after = torch.rand(1)
    torch.manual_seed(1)
    assert torch.equal(after, torch.rand(1))


@pytest.mark.parametrize("value", [-0.1, 1.0])
def test_word_dropout_out_of_range_is_refused(value):
    with pytest.raises(ValueError, match=r"word_dropout must be in \[0, 1\)"):
        TaggerHyperparameters(word_dropout=value)


def test_cli_word_dropout_is_stored_and_changes_training(tmp_path, emb_path):
    path = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0)), path)
    weights = {}
    for name, p in (("off", "0"), ("on", "0.3"), ("on2", "0.3")):
        run(["train-tagger", path, "--model-dir", tmp_path / name, "--embeddings", emb_path,
             "--epochs", "2", "--hidden-size", "4", "--word-dropout", p, "--threads", "1",
             "--validation-fraction", "0", "--char-embeddings"])
        weights[name] = (tmp_path / name / "weights.safetensors").read_bytes()
    config = json.loads((tmp_path / "on" / "config.json").read_text())
    assert config["model"]["hyperparameters"]["word_dropout"] == 0.3
    assert weights["on"] == weights["on2"] and weights["on"] != weights["off"]
    result = run(["train-tagger", path, "--model-dir", tmp_path / "bad", "--word-dropout", "1"],
                 expect=2)
    assert "Invalid value for '--word-dropout'" in result.stderr


# -- several training corpora ----------------------------------------------------------------

def _write(path, rows):
    pq.write_table(tokens_table(rows), path)
    return str(path)


def test_documents_of_different_files_are_kept_apart(tmp_path):
    rows = corpus_rows(n_docs=2, sentences=2, seed=0)    # doc ids d0, d1 in both files
    a, b = _write(tmp_path / "a.parquet", rows), _write(tmp_path / "b.parquet", rows)
    table = read_inputs([a, b]).table
    assert table["doc_id"].to_pylist() == [f"{i}:{r['doc_id']}" for i in (0, 1) for r in rows]
    # one file, or files whose ids differ, keep their ids
    assert read_inputs([a]).table["doc_id"].to_pylist() == [r["doc_id"] for r in rows]
    other = [dict(r, doc_id="x" + r["doc_id"]) for r in rows]
    c = _write(tmp_path / "c.parquet", other)
    assert read_inputs([a, c]).table["doc_id"].to_pylist() == \
        [r["doc_id"] for r in rows] + [r["doc_id"] for r in other]

