"""CEDI's features of the tagger: characters, deep prefixes, context n-grams across sentence
boundaries (never across documents), attention; their encoding, their round trip through
train-tagger -> tag, the F1 on unknown words, and old model directories unchanged."""

from __future__ import annotations

import hashlib
import json
import math
import shutil
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import torch

from deidkit.batching import EncodedSentences, encode_sentences
from deidkit.embeddings import load_embeddings
from deidkit.features import (Vocabularies, build_vocabularies, char_codes, context_windows,
                              document_keys, prefix_codes, with_features)
from deidkit.model_dirs import load_tagger
from deidkit.models.cedi import CharBiLSTM, ConcatAttention, ContextNgrams, TaggerFeatures
from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape
from deidkit.tag import tag, whole_documents
from deidkit.train_tagger import FeatureOptions, TrainingOptions, train_tagger
from deidkit.train_tagger.validation import unknown_word_f1
from tests.conftest import read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

TINY = TaggerHyperparameters(hidden_size=16, num_layers=2, input_dropout=0.0,
                             recurrent_dropout=0.0, output_dropout=0.0)
OLD_MODEL = Path(__file__).parent / "data" / "paper_tagger_722ae62"


@pytest.fixture
def emb_path(tmp_path):
    return write_embeddings(tmp_path / "emb.txt")


# -- shapes ------------------------------------------------------------------------------

def test_shapes_of_the_feature_layers():
    torch.manual_seed(0)
    chars = CharBiLSTM(rows=10, dim=25, hidden=25)
    char_ids = torch.tensor([[2, 3, 0], [4, 0, 0]])             # shape: (types=2, max_chars=3)
    index = torch.tensor([[0, 1, 1], [1, 0, 0]])                 # shape: (batch=2, seq_len=3)
    out = chars(char_ids, torch.tensor([2, 1]), index)
    assert out.shape == (2, 3, 50)                               # (batch, seq_len, 2 * 25)
    assert torch.equal(out[0, 1], out[1, 0])                     # one string, one vector

    context = ContextNgrams(input_dim=7, n=2, hidden=5)
    extended = torch.randn(2, 2 + 3 + 2, 7)                      # (batch, n + seq_len + n, d)
    mask = torch.tensor([[True, True, True], [True, False, False]])
    out = context(extended, mask)
    assert out.shape == (2, 3, 10)                               # (batch, seq_len, 2 * hidden)
    assert out[1, 1:].abs().sum() == 0                           # zeros on padding

    attention = ConcatAttention(query_dim=6, value_dim=9, dim=50)
    out = attention(torch.randn(2, 3, 6), torch.randn(2, 3, 9), mask)
    assert out.shape == (2, 3, 50)                               # (batch, seq_len, attention dim)

    features = TaggerFeatures(char_rows=10, prefix_rows=4, context_ngrams=2, context_hidden=5,
                              attention_dim=50)
    assert features.extra_dim() == 50 + 25 + 10
    model = BiLSTMCRFTagger(TaggerShape(input_dim=6, num_labels=3, vocab_rows=12), TINY,
                            torch.randn(12, 6), features)
    assert model.lstms[0].input_size == 6 + 8 + 85
    assert model.projection.in_features == 32 + 50


def test_context_window_of_token_t_is_the_n_before_it_then_t():
    """The forward LSTM reads x_{t-n} .. x_t and the backward one x_{t+n} .. x_t: with
    one-hot inputs, each LSTM's result is checked against running it on that sequence."""
    torch.manual_seed(0)
    n, seq_len, d = 2, 3, 7
    layer = ContextNgrams(input_dim=d, n=n, hidden=4)
    eye = torch.eye(d)
    extended = eye[torch.tensor([[0, 1, 2, 3, 4, 5, 6]])]        # before 0 1, tokens 2 3 4, after 5 6
    out = layer(extended, torch.ones(1, seq_len, dtype=torch.bool))
    t = 1  # the token 3
    _, (h_fw, _) = layer.forward_lstm(eye[[1, 2, 3]][None])
    _, (h_bw, _) = layer.backward_lstm(eye[[5, 4, 3]][None])
    assert torch.allclose(out[0, t], torch.cat([h_fw[0, 0], h_bw[0, 0]]))


# -- encoding ----------------------------------------------------------------------------

def test_vocabularies_and_codes_exact_ids():
    flat = pa.array(["Smith", "Smith", "Sm", "ab", "x"] + ["Jones"] * 2, pa.string())
    vocab = build_vocabularies(flat, chars=True, prefixes=True, prefix_min_count=2)
    assert vocab.chars == ("J", "S", "a", "b", "e", "h", "i", "m", "n", "o", "s", "t", "x")
    assert vocab.prefixes == ("Jon", "Smi")                  # "Sm", "ab", "x": once each
    assert vocab.char_rows == 15 and vocab.prefix_rows == 4
    codes = char_codes(pa.array(["ab", "Sé", "ab"]), vocab)
    assert codes.type_of.tolist() == [0, 1, 0]
    assert codes.chars.tolist() == [4, 5, 3, 1]              # a b | S, é unknown (row 1)
    assert codes.offsets.tolist() == [0, 2, 4]
    assert prefix_codes(pa.array(["Smithers", "Jon", "Sm", "Q"]), vocab).tolist() == [3, 2, 1, 1]
    assert Vocabularies.from_dict(json.loads(json.dumps(vocab.to_dict()))) == vocab


def test_context_windows_cross_sentences_never_documents():
    # doc a: sentences 0 [1 2], 1 [3]; doc b: sentence 0 [4 5 6]; rows out of order
    words = np.array([3, 4, 5, 6, 1, 2])
    offsets = np.array([0, 1, 4, 6])                         # rows: a/1, b/0, a/0
    keys, alone = document_keys(pa.array(["a", "b", "a"]), 3)
    assert not alone
    before, after = context_windows(words, offsets, keys, np.array([1, 0, 0]), 2, pad=-9)
    assert before.tolist() == [[1, 2], [-9, -9], [-9, -9]]   # b/0: nothing of doc a
    assert after.tolist() == [[-9, -9], [-9, -9], [3, -9]]   # a/1 is a's last sentence


def test_pseudonymized_and_null_doc_ids_are_documents_of_their_own():
    keys, alone = document_keys(pa.array(["pseudonymized"] * 3), 3)
    assert alone and keys.tolist() == [0, 1, 2]
    before, after = context_windows(np.arange(6), np.array([0, 2, 4, 6]), keys,
                                    np.array([0, 1, 2]), 1, pad=-1)
    assert before.tolist() == [[-1]] * 3 and after.tolist() == [[-1]] * 3
    keys, alone = document_keys(pa.array(["d", None, "d"]), 3)
    assert not alone and keys[0] == keys[2] != keys[1]


def test_padded_batch_carries_each_sentence_with_its_neighbours(emb_path):
    emb = load_embeddings(str(emb_path))
    v = len(emb.words)
    tokens = pa.array([["john", "smith"], ["boston"], ["mary"]], pa.list_(pa.string()))
    data = encode_sentences(tokens, emb.lookup_many, unk_index=v, pad_index=v + 1)
    documents = (pa.array(["d0", "d0", "d1"]), pa.array([0, 1, 0], pa.int32()))
    data, found = with_features(data, tokens, Vocabularies(chars=("h", "j", "n", "o")), 1,
                                documents)
    assert found
    b = data.pad(np.array([1, 0]))                           # boston, then john smith
    john, smith, boston = (emb.index(w) for w in ("john", "smith", "boston"))
    pad = v + 1
    # shape: (batch=2, n + seq_len + n = 4): before, the tokens, after, then padding
    assert b.inputs["context_words"].tolist() == [[smith, boston, pad, pad],
                                                  [pad, john, smith, boston]]
    assert b.inputs["context_casing"][0].tolist() == [3, 3, 0, 0]
    # the distinct strings of the batch, once each: john, smith, boston (h j n o: rows 2-5)
    assert b.inputs["char_lengths"].tolist() == [4, 5, 6]
    assert b.inputs["char_ids"][0].tolist() == [3, 5, 2, 4, 0, 0]      # shape: (3, 6)
    assert b.inputs["char_index"].tolist() == [[2, 0], [0, 1]]          # padding: any row
    subset = data.subset(np.array([1]))
    assert subset.context.words_before.tolist() == [[smith]]


def test_whole_documents_recuts_batches_without_splitting_a_document():
    table = tokens_table([{"doc_id": d, "sentence": s, "tokens": ["x"], "labels": None}
                          for d, s in [("a", 0), ("a", 1), ("b", 0), ("b", 1), ("b", 2), ("c", 0)]])
    batches = table.to_batches(max_chunksize=2)               # [a a] [b b] [b c]
    out = list(whole_documents(iter(batches)))
    assert [b.column("doc_id").to_pylist() for b in out] == [["a", "a"], ["b", "b", "b"], ["c"]]


# -- unknown words -----------------------------------------------------------------------

def test_unknown_word_f1_on_a_constructed_example():
    # UNK = 9. tokens: unk PHI hit, unk PHI missed, unk O falsely PHI, known PHI, unk O
    data = EncodedSentences(word_ids=np.array([9, 9, 9, 1, 9]), casing=np.ones(5, int),
                            offsets=np.array([0, 5]), label_ids=np.array([1, 2, 0, 1, 0]))
    labels = ["O", "B-PHI", "I-PHI"]
    count, f1 = unknown_word_f1(data, np.array([1, 0, 1, 0, 0]), labels, 9)
    assert count == 2
    assert f1 == pytest.approx(100 * 2 * 1 / (2 * 1 + 1 + 1))  # tp 1, fn 1, fp 1
    assert math.isnan(unknown_word_f1(data, np.zeros(5, int), ["O", "B-PHI", "I-PHI"], 7)[1])


def test_train_tagger_counts_unknown_phi_tokens(tmp_path, emb_path):
    train = tokens_table(corpus_rows(n_docs=4, sentences=2, seed=0))
    val_rows = corpus_rows(n_docs=2, sentences=2, seed=9)
    val_rows[0]["tokens"][val_rows[0]["labels"].index("B-CITY")] = "Zzqx"  # not in emb
    val_rows[1]["tokens"][val_rows[1]["labels"].index("O")] = "Qqzz"  # unknown, not PHI
    summary = train_tagger(train, validation=tokens_table(val_rows), model_dir=tmp_path / "m",
                           embeddings=str(emb_path), hyperparameters=TINY,
                           options=TrainingOptions(epochs=1, seed=0, threads=1))
    assert summary["validation_unknown_phi_tokens"] == 1
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert config["training"]["validation_unknown_phi_tokens"] == summary["validation_unknown_phi_tokens"]
    assert "val_unknown_phi_f1" in pq.read_table(tmp_path / "m" / "history.parquet").column_names


# -- the CLI round trip per option -----------------------------------------------------

#: option -> (its flags or recipe keys, the config.json record of the model's features)
OPTIONS = {
    "char": (["--char-embeddings"], {"char_rows": 45}),
    "prefix": (["--prefix-features"], {"prefix_rows": 3}),
    "context": ({"context_ngrams": 3, "context_hidden": 8},
                {"context_ngrams": 3, "context_hidden": 8}),
    "attention": ({"attention": True}, {"attention_dim": 50}),
}


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_train_save_load_tag_round_trip(tmp_path, emb_path, name):
    """The validation F1 train-tagger computed (its encoding) is the F1 of `tag` (the
    model directory's encoding) on the same file, read in batches that cut documents."""
    given, expected = OPTIONS[name]
    flags, keys = ([], given) if isinstance(given, dict) else (given, {})
    train, val = tmp_path / "train.parquet", tmp_path / "val.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=8, sentences=4, seed=0)), train)
    pq.write_table(tokens_table(corpus_rows(n_docs=2, sentences=4, seed=99)), val, row_group_size=3)
    model = tmp_path / "m"
    result = run(["train-tagger", train, "--validation", val, "--model-dir", model,
                  "--embeddings", emb_path, "--epochs", "6", "--learning-rate", "0.02",
                  "--batch-size", "8", "--hidden-size", "16", "--threads", "1", *flags,
                  "--config", recipe(tmp_path / "r.json", output_dropout=0.0, **keys)])
    assert "validation PHI tokens unknown to the embeddings: 0" in result.stderr
    config = json.loads((model / "config.json").read_text())
    assert {k: config["model"]["features"][k] for k in expected} == expected
    assert ("features" in config["input"]) == (name in ("char", "prefix"))
    # the model alone: tag's defences (recognizers, propagation) are not what is compared
    tagged = read_arrow_output(run(["tag", val, "--model", model, "--threads", "1",
                                    "--recognizers", "none", "--no-propagate"]).stdout_bytes)
    scores = pq.read_table(model / "history.parquet").to_pylist()
    best = next(r for r in scores if r["best"] and r["epoch"] == config["training"]["best_epoch"])
    out = tmp_path / "tagged.parquet"
    pq.write_table(tagged, out)
    metrics = read_arrow_output(run(["evaluate", out]).stdout_bytes).to_pylist()
    f1 = next(r["f1"] for r in metrics if r["evaluation"] == "binary_hipaa_token" and r["category"] == "all")
    assert 100 * f1 == pytest.approx(best["val_f1"])


def test_context_reads_the_neighbouring_sentence_but_not_the_previous_document(tmp_path, emb_path):
    rows = corpus_rows(n_docs=2, sentences=2, seed=0)
    table = tokens_table(rows)
    train_tagger(table, validation=table, model_dir=tmp_path / "m", embeddings=str(emb_path),
                 hyperparameters=TINY, features=FeatureOptions(context_ngrams=2, context_hidden=4),
                 options=TrainingOptions(epochs=1, seed=0, threads=1))
    tagger = load_tagger(tmp_path / "m")

    def emissions(t: pa.Table) -> torch.Tensor:
        data = tagger.encode(t["tokens"], documents=(t["doc_id"], t["sentence"]))
        with torch.no_grad():
            return tagger.emissions(data.pad(np.array([2])))  # doc1, sentence 0

    base = emissions(table)
    changed = [dict(r) for r in rows]
    changed[1] = dict(rows[1], tokens=["clinic"] * len(rows[1]["tokens"]))  # doc0's last sentence
    assert torch.equal(emissions(tokens_table(changed)), base)
    changed = [dict(r) for r in rows]
    changed[3] = dict(rows[3], tokens=["clinic"] * len(rows[3]["tokens"]))  # doc1, sentence 1
    assert not torch.equal(emissions(tokens_table(changed)), base)


def test_pseudonymized_table_warns_that_it_has_no_documents(tmp_path, emb_path):
    rows = [dict(r, doc_id="pseudonymized", sentence=i)
            for i, r in enumerate(corpus_rows(n_docs=3, sentences=2, seed=0))]
    path = tmp_path / "pseudo.parquet"
    pq.write_table(tokens_table(rows), path)
    result = run(["train-tagger", path, "--model-dir", tmp_path / "m", "--embeddings", emb_path,
                  "--epochs", "1", "--hidden-size", "4", "--threads", "1", "--config",
                  recipe(tmp_path / "r.json", context_ngrams=2, context_hidden=4)])
    assert ("context n-grams: the table has no documents (every doc_id 'pseudonymized' or "
            "null); each sentence is its own document") in result.stderr


# -- old model directories and bit-identical training with every feature off --------------

#: weights.safetensors and `tag` predictions of the paper's tagger trained by main at
#: 722ae62 (before CEDI's features) with the recipe of :func:`_paper_model`.
OLD_WEIGHTS_SHA256 = "089bf11e76188ece60baa2b791e5eadf4e853e66e5c70cf3192109cfeff82923"


def _paper_model(model_dir, emb_path):
    train_tagger(tokens_table(corpus_rows(n_docs=8, sentences=4, seed=0)),
                 validation=tokens_table(corpus_rows(n_docs=2, sentences=4, seed=99)),
                 model_dir=model_dir, embeddings=str(emb_path), hyperparameters=TINY,
                 options=TrainingOptions(epochs=8, patience=50, learning_rate=0.02,
                                         batch_size=8, seed=3, threads=1))


def _predictions(tagger) -> list:
    val = tokens_table(corpus_rows(n_docs=2, sentences=4, seed=99))
    return [p for b in tag(val.to_batches(), tagger) for p in b.column("predicted").to_pylist()]


def test_every_feature_off_trains_as_before(tmp_path, emb_path):
    # Bit-identical on the machine that recorded OLD_MODEL; another CPU's float kernels
    # (AVX2 against AVX-512) move the weights in the fifth decimal after 8 epochs (measured:
    # at most 1.1e-4), while any change of the random stream or the architecture moves
    # them by orders of magnitude more. So: close weights, the same predictions.
    from safetensors.torch import load_file

    _paper_model(tmp_path / "m", emb_path)
    new = load_file(str(tmp_path / "m" / "weights.safetensors"))
    old = load_file(str(OLD_MODEL / "weights.safetensors"))
    assert sorted(new) == sorted(old)
    for name in new:
        torch.testing.assert_close(new[name], old[name], rtol=0, atol=1e-3, msg=name)
    assert _predictions(load_tagger(tmp_path / "m", embeddings=str(emb_path))) == \
        _predictions(load_tagger(OLD_MODEL, embeddings=str(emb_path)))
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert "features" not in config["model"] and "features" not in config["input"]


def test_an_old_model_directory_loads_and_tags_as_before(tmp_path, emb_path):
    old = tmp_path / "old"
    shutil.copytree(OLD_MODEL, old)
    assert hashlib.sha256((old / "weights.safetensors").read_bytes()).hexdigest() == OLD_WEIGHTS_SHA256
    tagger = load_tagger(old, embeddings=str(emb_path))
    assert not tagger.reads_documents and tagger.model.chars is None
    first = ["O", "B-PATIENT", "I-PATIENT", "O", "O", "O", "B-CITY", "O", "B-DATE", "I-DATE", "O"]
    second = ["B-PATIENT", "I-PATIENT", "O", "O", "O", "O", "B-DOCTOR", "O", "O"]
    third = ["O", "O", "O", "B-CITY", "O", "O", "O", "B-DATE"]
    assert _predictions(tagger) == [first, first, third, second, first, third, first, third]


def test_vocabularies_that_do_not_match_the_model_are_refused(tmp_path, emb_path):
    train_tagger(tokens_table(corpus_rows(n_docs=3, sentences=2, seed=0)), model_dir=tmp_path / "m",
                 embeddings=str(emb_path), hyperparameters=TINY,
                 features=FeatureOptions(char_embeddings=True),
                 options=TrainingOptions(epochs=1, seed=0, threads=1, validation_fraction=0.0))
    path = tmp_path / "m" / "config.json"
    config = json.loads(path.read_text())
    config["input"]["features"]["chars"] = config["input"]["features"]["chars"][1:]
    path.write_text(json.dumps(config))
    pq.write_table(tokens_table(corpus_rows(n_docs=1, sentences=1)), tmp_path / "t.parquet")
    result = run(["tag", tmp_path / "t.parquet", "--model", tmp_path / "m"], expect=1)
    rows = config["model"]["features"]["char_rows"]
    assert (f"config.json: 'input.features' gives {rows - 1} character and 0 prefix rows, "
            f"'model.features' {rows} and 0") in result.stderr


def test_same_seed_gives_bit_identical_weights_with_every_feature_on(tmp_path, emb_path):
    train = tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0))
    features = FeatureOptions(char_embeddings=True, prefix_features=True, context_ngrams=2,
                              context_hidden=4, attention=True)
    for name, seed in (("a", 1), ("b", 1), ("c", 2)):
        train_tagger(train, model_dir=tmp_path / name, embeddings=str(emb_path),
                     hyperparameters=TINY, features=features,
                     options=TrainingOptions(epochs=2, seed=seed, threads=1,
                                             validation_fraction=0.0, batch_size=4))
    a, b, c = ((tmp_path / n / "weights.safetensors").read_bytes() for n in "abc")
    assert a == b and a != c
