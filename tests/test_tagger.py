"""The BiLSTM-CRF tagger: masks, training to F1 = 1, saving, determinism, bad model dirs."""

from __future__ import annotations

import json
import math

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import torch

from deidkit.batching import EncodedSentences, encode_sentences, inference_batches, training_batches
from deidkit.embeddings import load_embeddings
from deidkit.errors import ConfigError, DataError
from deidkit.evaluate import evaluate_tokens
from deidkit.labels import label_set, map_label
from deidkit.model_dirs import load_tagger
from deidkit.models import checkpoint
from deidkit.models.tagger import BiLSTMCRFTagger, LockedDropout, TaggerHyperparameters, TaggerShape
from deidkit.decode import labels_array, predict_ids
from deidkit.taggers import WordTagger
from deidkit.train_tagger import TrainingOptions, train_tagger
from tests.conftest import tokens_table
from tests.contract_cases.tag import corpus_rows, save_untrained, write_embeddings

TINY = TaggerHyperparameters(hidden_size=16, num_layers=2, input_dropout=0.0,
                             recurrent_dropout=0.0, output_dropout=0.0)


@pytest.fixture
def emb_path(tmp_path):
    return write_embeddings(tmp_path / "emb.txt")


def _model(seed=0, num_labels=5, vocab=40, dim=6, hp=TINY):
    torch.manual_seed(seed)
    vectors = torch.randn(vocab, dim)
    return BiLSTMCRFTagger(TaggerShape(input_dim=dim, num_labels=num_labels, vocab_rows=vocab), hp, vectors)


def _tagger(model, num_labels=5) -> WordTagger:
    return WordTagger(model=model, config={"labels": {"values": [f"L{i}" for i in range(num_labels)]}},
                      embeddings=None)


def test_padded_batch_predicts_as_one_by_one():
    model = _model()
    # Large random weights so that the paths are not all one label.
    with torch.no_grad():
        for p in model.parameters():
            p.normal_(0, 1.0)
    g = np.random.default_rng(3)
    lengths = np.array([7, 3, 1, 5])
    # Padding is a real vocabulary row on purpose (39, not zero): only the lengths say
    # where sentences end.
    data = EncodedSentences(word_ids=g.integers(0, 38, lengths.sum()),
                            casing=g.integers(1, 8, lengths.sum()),
                            offsets=np.concatenate([[0], np.cumsum(lengths)]), pad_index=39)
    assert len(inference_batches(data.lengths)) == 1  # all four in one padded batch
    tagger = _tagger(model)
    ids, _ = predict_ids(tagger, data)
    data.label_ids = ids
    _, nll = predict_ids(tagger, data, with_loss=True)
    alone_nll = 0.0
    for i in range(len(lengths)):
        one, one_nll = predict_ids(tagger, data.subset([i]), with_loss=True)
        assert one.tolist() == ids[data.offsets[i]:data.offsets[i + 1]].tolist()
        alone_nll += one_nll
    assert nll == pytest.approx(alone_nll, abs=1e-3)
    assert (ids >= 0).all() and len(set(ids.tolist())) > 1
    assert model.training  # predict_ids restores the mode it found


def test_locked_dropout_shares_one_mask_over_time():
    torch.manual_seed(0)
    drop = LockedDropout(0.5).train()
    out = drop(torch.ones(3, 9, 10))
    assert torch.equal(out, out[:, :1].expand(-1, 9, -1)), "same mask at every time step"
    assert set(out.unique().tolist()) == {0.0, 2.0}
    assert not torch.equal(out[0], out[1]), "one mask per sequence"
    assert torch.equal(drop.eval()(torch.ones(2, 3, 4)), torch.ones(2, 3, 4))


def test_weights_exclude_the_frozen_embeddings():
    model = _model()
    names = set(model.state_dict())
    assert not any("word_vectors" in n or "casing" in n for n in names)
    assert "crf.crf.transitions" in names and "projection.weight" in names
    assert "lstms.1.weight_hh_l0_reverse" in names
    assert all(p.requires_grad for p in model.parameters())
    # Keras initialisation: forget-gate bias 1.
    assert model.lstms[0].bias_ih_l0[16:32].tolist() == [1.0] * 16


def test_labels_binary_and_hipaa_only():
    assert map_label("B-PATIENT") == "B-PATIENT"
    assert map_label("I-DOCTOR", binary=True) == "I-PHI"
    assert map_label("B-DOCTOR", hipaa_only=True) == "O"
    assert map_label("B-IDNUM", hipaa_only=True) == "O", "IDNUM is not HIPAA (official quirk)"
    assert map_label("I-MEDICALRECORD", binary=True, hipaa_only=True) == "I-PHI"
    assert label_set(["O", "I-DATE", "B-CITY"]) == ["O", "B-CITY", "I-CITY", "B-DATE", "I-DATE"]
    with pytest.raises(ValueError, match="not an IOB2 label: 'PATIENT'"):
        map_label("PATIENT")


def test_buckets_are_by_length_and_seeded():
    lengths = np.array([5, 1, 9, 5, 2, 9, 1, 7, 3, 3])
    a = training_batches(lengths, 3, np.random.default_rng(1))
    b = training_batches(lengths, 3, np.random.default_rng(1))
    assert [x.tolist() for x in a] == [x.tolist() for x in b]
    assert sorted(np.concatenate(a).tolist()) == list(range(10))
    spans = sorted((lengths[x].min(), lengths[x].max()) for x in a)
    assert all(hi1 <= lo2 for (_, hi1), (lo2, _) in zip(spans, spans[1:])), "no overlap"
    inf = inference_batches(np.array([4, 0, 2, 8]), max_tokens=8)
    assert [x.tolist() for x in inf] == [[2, 0], [3]], "empty sentences are left out"
    # Once a batch holds min_sentences, it ends where the length changes (no padding).
    inf = inference_batches(np.array([3, 3, 3, 4, 4, 5]), min_sentences=2)
    assert [x.tolist() for x in inf] == [[0, 1, 2], [3, 4], [5]]
    inf = inference_batches(np.array([3, 4, 4, 5]), min_sentences=2)
    assert [x.tolist() for x in inf] == [[0, 1, 2], [3]]
    # Sorted and cut by other keys (an encoder's pieces), bounded by padded tokens still.
    inf = inference_batches(np.array([2, 6, 3, 3, 1]), keys=np.array([9, 4, 4, 7, 0]),
                            max_tokens=12, min_sentences=2)
    assert [x.tolist() for x in inf] == [[4, 1], [2, 3], [0]]
    inf = inference_batches(np.array([2, 6, 3, 3, 1]), keys=np.array([9, 4, 4, 7, 0]),
                            max_tokens=11, min_sentences=5)
    assert [x.tolist() for x in inf] == [[4], [1], [2, 3, 0]], "the longest, not the last"


def test_encoding_uses_unk_and_casing_once(emb_path):
    emb = load_embeddings(str(emb_path))
    tokens = pa.array([["John", "zzqx", "1999"], None, []], pa.list_(pa.string()))
    data = encode_sentences(tokens, emb.lookup_many, unk_index=len(emb.words),
                            pad_index=len(emb.words) + 1)
    assert data.offsets.tolist() == [0, 3, 3, 3]
    assert data.word_ids.tolist() == [emb.index("john"), len(emb.words), emb.index("0000")]
    assert data.casing.tolist() == [5, 3, 1]
    b = data.pad(np.array([0]))
    assert b.word_ids.shape == (1, 3) and b.lengths.tolist() == [3]


def _train(tmp_path, emb_path, name="m", epochs=30, seed=0, **kw):
    train = tokens_table(corpus_rows(n_docs=8, sentences=4, seed=seed))
    val = tokens_table(corpus_rows(n_docs=2, sentences=4, seed=99))
    options = TrainingOptions(epochs=epochs, patience=50, learning_rate=0.02, batch_size=8,
                              seed=seed, threads=1)
    summary = train_tagger(train, validation=val, model_dir=tmp_path / name,
                           embeddings=str(emb_path), hyperparameters=TINY, options=options, **kw)
    return summary, val


def test_overfits_a_tiny_corpus_to_f1_1_and_reloads(tmp_path, emb_path):
    summary, val = _train(tmp_path, emb_path)
    assert summary["best_val_f1"] == 100.0
    assert summary["best_val_leakage"] == 0.0
    model_dir = tmp_path / "m"
    assert sorted(p.name for p in model_dir.iterdir()) == [
        "MODEL_CARD.md", "config.json", "history.parquet", "learning_curve.png",
        "weights.safetensors"]
    card = (model_dir / "MODEL_CARD.md").read_text()
    assert "- **Model**: the paper's BiLSTM-CRF" in card
    assert "- **Labels**: 4 TYPEs (CITY, DATE, DOCTOR, PATIENT)." in card
    assert "validation binary HIPAA token F1 100.00, leakage 0.00%" in card
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")], "no temp dirs left"
    config = json.loads((model_dir / "config.json").read_text())
    assert config["labels"]["values"] == ["O", "B-CITY", "I-CITY", "B-DATE", "I-DATE",
                                          "B-DOCTOR", "I-DOCTOR", "B-PATIENT", "I-PATIENT"]
    assert config["model"]["hyperparameters"]["hidden_size"] == 16
    assert config["training"]["batch_size"] == 8 and config["training"]["optimizer"] == "nadam"
    assert config["input"]["embeddings"]["dim"] == 8
    assert config["input"]["embeddings"]["spec"] == str(emb_path.resolve())
    history = pq.read_table(model_dir / "history.parquet").to_pylist()
    assert len(history) == 30 and history[0]["val_loss"] > history[-1]["val_loss"]
    assert sum(h["best"] for h in history) >= 1
    assert (model_dir / "learning_curve.png").read_bytes()[:4] == b"\x89PNG"

    # save -> load -> identical predictions, scored again through evaluate
    tagger = load_tagger(model_dir)
    data = tagger.encode(val["tokens"])
    ids, _ = predict_ids(tagger, data)
    table = val.append_column("predicted", labels_array(ids, data.offsets, tagger.labels))
    assert table["predicted"].to_pylist() == val["labels"].to_pylist()
    metrics = evaluate_tokens(table)
    assert metrics["binary_hipaa_token"]["all"]["f1"] == 1.0


def test_bfloat16_inference_gives_valid_paths():
    model = _tagger(_model().eval())
    lengths = np.array([5, 5, 3, 1])
    g = np.random.default_rng(0)
    data = EncodedSentences(word_ids=g.integers(0, 38, lengths.sum()), casing=g.integers(1, 8, lengths.sum()),
                            offsets=np.concatenate([[0], np.cumsum(lengths)]), pad_index=39)
    exact, _ = predict_ids(model, data)
    fast, _ = predict_ids(model, data, precision="bfloat16")
    assert exact.shape == fast.shape == (14,) and (fast >= 0).all() and (fast < 5).all()
    with pytest.raises(ValueError, match="precision must be one of"):
        predict_ids(model, data, precision="float16")


def test_same_seed_gives_bit_identical_weights(tmp_path, emb_path):
    _train(tmp_path, emb_path, "a", epochs=2, seed=4)
    _train(tmp_path, emb_path, "b", epochs=2, seed=4)
    _train(tmp_path, emb_path, "c", epochs=2, seed=5)
    a, b, c = (checkpoint.read_weights(tmp_path / n) for n in "abc")
    assert all(torch.equal(a[k], b[k]) for k in a)
    assert not all(torch.equal(a[k], c[k]) for k in a)
    assert (tmp_path / "a" / "weights.safetensors").read_bytes() == \
        (tmp_path / "b" / "weights.safetensors").read_bytes()


def test_binary_hipaa_only_model(tmp_path, emb_path):
    summary, _ = _train(tmp_path, emb_path, epochs=2, binary=True, hipaa_only=True)
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert config["labels"]["values"] == ["O", "B-PHI", "I-PHI"]
    assert config["labels"]["binary"] and config["labels"]["hipaa_only"]
    assert math.isfinite(summary["best_val_f1"])


def test_no_labelled_sentences_is_an_error(tmp_path, emb_path):
    rows = corpus_rows(n_docs=2, sentences=1)
    for r in rows:
        r["labels"] = None
    with pytest.raises(DataError, match="no labelled sentences"):
        train_tagger(tokens_table(rows), model_dir=tmp_path / "m", embeddings=str(emb_path))
    assert not (tmp_path / "m").exists()


def test_malformed_sentences_are_named(tmp_path, emb_path):
    # one home for the checks (deidkit.tokens_table.check_sentences): the same wording as
    # every other stage, the sentence named by document and index
    rows = corpus_rows(n_docs=2, sentences=2)
    rows[1]["labels"] = rows[1]["labels"][:-1]
    n = len(rows[1]["tokens"])
    with pytest.raises(DataError, match=rf"^t.parquet: document '{rows[1]['doc_id']}' sentence "
                                        rf"{rows[1]['sentence']}: {n} tokens but {n - 1} labels$"):
        train_tagger(tokens_table(rows), model_dir=tmp_path / "m", embeddings=str(emb_path),
                     source="t.parquet")
    rows = corpus_rows(n_docs=2, sentences=2)
    rows[2]["tokens"] = None
    with pytest.raises(DataError, match=r"sentence 0: the tokens are missing \(null\) but there "
                                        r"are (\d+) labels, \1 starts, \1 ends$"):
        train_tagger(tokens_table(rows), model_dir=tmp_path / "m", embeddings=str(emb_path))
    assert not (tmp_path / "m").exists()


def test_weights_that_do_not_match_the_config(tmp_path, emb_path):
    model_dir = save_untrained(tmp_path / "m", emb_path)
    config = json.loads((model_dir / "config.json").read_text())
    config["labels"]["values"].append("B-DATE")
    (model_dir / "config.json").write_text(json.dumps(config))
    with pytest.raises(DataError, match=r"weights.safetensors does not match config.json: "
                                        r"crf.crf.end_transitions has shape \(5,\) but the config "
                                        r"implies \(6,\)"):
        load_tagger(model_dir)
    config["model"]["hyperparameters"]["num_layers"] = 2
    config["labels"]["values"].pop()
    (model_dir / "config.json").write_text(json.dumps(config))
    with pytest.raises(DataError, match="missing lstms.1.bias_hh_l0"):
        load_tagger(model_dir)


def test_embeddings_that_do_not_match_the_model(tmp_path, emb_path):
    model_dir = save_untrained(tmp_path / "m", emb_path)
    other = write_embeddings(tmp_path / "other.txt", seed=1)
    with pytest.raises(ConfigError, match="are not the ones the model was trained with"):
        load_tagger(model_dir, embeddings=str(other))
    small = write_embeddings(tmp_path / "small.txt", dim=4)
    with pytest.raises(ConfigError, match="trained on 8-d embeddings .* has dimension 4"):
        load_tagger(model_dir, embeddings=str(small))


def test_broken_model_dirs(tmp_path, emb_path):
    with pytest.raises(ConfigError, match="does not exist"):
        load_tagger(tmp_path / "nope")
    model_dir = save_untrained(tmp_path / "m", emb_path)
    (model_dir / "weights.safetensors").write_bytes(b"\x80\x04not safetensors")
    with pytest.raises(DataError, match="weights.safetensors is corrupt"):
        load_tagger(model_dir)
    (model_dir / "config.json").write_text('{"schema": "something/9"}')
    with pytest.raises(DataError, match="not a deidkit model config"):
        load_tagger(model_dir)
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / "a.txt").write_text("x")
    with pytest.raises(ConfigError, match="not a deidkit model"):
        checkpoint.check_target(tmp_path / "junk")
