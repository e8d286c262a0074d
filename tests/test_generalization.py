"""What the tagger does for notes it was not trained on: word dropout, training on several
corpora at once, and the default model that ships with deidkit."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import torch

from deidkit.errors import ConfigError
from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape
from deidkit.train_tagger.inputs import read_inputs
from tests.conftest import read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

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
    with pytest.raises(ConfigError, match=r"word_dropout must be in \[0, 1\)"):
        TaggerHyperparameters(word_dropout=value)


def test_cli_word_dropout_is_stored_and_changes_training(tmp_path, emb_path):
    path = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0)), path)
    weights = {}
    for name, p in (("off", 0.0), ("on", 0.3), ("on2", 0.3)):
        run(["train-tagger", path, "--model-dir", tmp_path / name, "--embeddings", emb_path,
             "--epochs", "2", "--hidden-size", "4", "--threads", "1",
             "--config", recipe(tmp_path / f"{name}.json", word_dropout=p),
             "--validation-fraction", "0", "--char-embeddings"])
        weights[name] = (tmp_path / name / "weights.safetensors").read_bytes()
    config = json.loads((tmp_path / "on" / "config.json").read_text())
    assert config["model"]["hyperparameters"]["word_dropout"] == 0.3
    assert weights["on"] == weights["on2"] and weights["on"] != weights["off"]
    bad = recipe(tmp_path / "bad.json", word_dropout=1)
    result = run(["train-tagger", path, "--model-dir", tmp_path / "bad", "--config", bad],
                 expect=1)
    assert result.stderr.strip() == (
        f"Error: {bad}: word_dropout: 1.0 is not in the range 0.0<=x<1.0.")


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



# -- the default model ---------------------------------------------------------------------

NOTE = ("Mr. John Smith was admitted to Boston General Hospital on 03/12/2089 by Dr. Mary "
        "Jones.\nCall him at 617-555-0123 or write to jsmith@example.com.\n")


def _tag_default(tmp_path, *model):
    note = tmp_path / "note.txt"
    note.write_text(NOTE)
    tokens = run(["tokenize", note]).stdout_bytes
    tagged = read_arrow_output(run(["tag", *model], input=tokens).stdout_bytes)
    return [(t, p) for row in tagged.to_pylist() for t, p in zip(row["tokens"], row["predicted"])]


def _check_note(pairs, spans) -> None:
    """NOTE's (token, label) ``pairs`` hold each of ``spans`` (token/label runs) and leave
    its words that are not PHI O."""
    text = " ".join(f"{t}/{p}" for t, p in pairs)
    for expected in spans:
        assert expected in text
    labels = dict(pairs)
    for word in ("Mr", "was", "admitted", "to", "on", "by", "Dr", "Call", "him", "at", "or"):
        assert labels[word] == "O", word


#: NOTE's PHI, as each shipped model tags it.
NOTE_SPANS = ("John/B-PATIENT Smith/I-PATIENT",
              "Boston/B-HOSPITAL General/I-HOSPITAL Hospital/I-HOSPITAL",
              "03/B-DATE //I-DATE 12/I-DATE //I-DATE 2089/I-DATE",
              "Mary/B-DOCTOR Jones/I-DOCTOR",
              "617/B-PHONE -/I-PHONE 555/I-PHONE -/I-PHONE 0123/I-PHONE",
              "jsmith/B-EMAIL @/I-EMAIL example/I-EMAIL ./I-EMAIL com/I-EMAIL ./O")


def test_tag_without_model_uses_the_shipped_default(tmp_path):
    """The default (the encoder, with its pipeline: its threshold and the fast model's
    cascade) finds the note's PHI with nothing else flagged, as `--model default` does, and
    the fast model tags it alike."""
    pairs = _tag_default(tmp_path)
    _check_note(pairs, NOTE_SPANS)
    assert _tag_default(tmp_path, "--model", "default") == pairs
    assert _tag_default(tmp_path, "--model", "fast") == pairs


#: Per shipped model: its files, its subdirectories (the companions its pipeline.json
#: names) and the most its weights may take.
SHIPPED_FILES = {
    "default": (["ENCODER-LICENSE.txt", "MODEL_CARD.md", "config.json", "pipeline.json",
                 "vocab.txt", "weights.safetensors"], [], 50 * 2**20),
    "fast": (["config.json", "pipeline.json", "weights.safetensors"], ["ensemble", "uncased"],
             20 * 2**20),
}


@pytest.mark.parametrize("name", ["default", "fast"])
def test_the_shipped_models_are_small_package_files_that_load_offline(name):
    from deidkit.model_dirs import load_tagger, resolve_model_dir

    path = resolve_model_dir(name)
    assert path.parent.name == "deidkit" and path.name == f"{name}_model"
    files, subdirectories, most = SHIPPED_FILES[name]
    assert sorted(p.name for p in path.iterdir() if p.is_file()) == files
    assert sorted(p.name for p in path.iterdir() if p.is_dir()) == subdirectories
    for companion in subdirectories:
        assert sorted(p.name for p in (path / companion).iterdir()) == [
            "config.json", "weights.safetensors"]
    assert (path / "weights.safetensors").stat().st_size < most
    config = json.loads((path / "config.json").read_text())
    tagger = load_tagger(name)
    if name == "fast":
        assert config["input"]["embeddings"]["name"] == "glove-6b-50d"
        assert config["model"]["features"]["char_rows"]
        assert config["model"]["features"]["prefix_rows"]
        assert tagger.model.chars is not None
    else:  # the encoder's own vocabulary and licence, its weights in float16
        assert config["model"]["kind"] == "encoder-crf"
        assert config["model"]["weights_dtype"] == "float16"
        assert config["model"]["encoder"] == {
            "name": "all-MiniLM-L6-v2", "license": "Apache-2.0",
            "weights_sha256": config["model"]["encoder"]["weights_sha256"]}
        assert "Apache License" in (path / "ENCODER-LICENSE.txt").read_text()
        assert tagger.pieces is not None


@pytest.mark.parametrize("name", ["default", "fast"])
def test_a_missing_shipped_model_is_a_clear_error(tmp_path, monkeypatch, name):
    import deidkit.model_dirs as model_dirs

    monkeypatch.setattr(model_dirs, f"{name}_model_dir", lambda: tmp_path / f"{name}_model")
    with pytest.raises(model_dirs.ConfigError, match=f"the {name} model is missing from this "
                                                     "installation"):
        model_dirs.resolve_model_dir(name)
    assert model_dirs.resolve_model_dir(f"./{name}") == model_dirs.Path(name)
    assert model_dirs.resolve_model_dir("m") == model_dirs.Path("m")


def test_the_wheel_carries_the_shipped_models(tmp_path):
    import subprocess
    import sys
    import zipfile
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "--wheel-dir", str(tmp_path), str(root)],
                   check=True, capture_output=True)
    (wheel,) = tmp_path.glob("clinical_deidkit-*.whl")
    for name, count in (("default_model", 6), ("fast_model", 7)):
        shipped = root / "deidkit" / name  # with its companions' subdirectories
        files = [p for p in shipped.rglob("*") if p.is_file()]
        assert len(files) == count, name
        for path in files:
            name = path.relative_to(root).as_posix()
            assert zipfile.ZipFile(wheel).read(name) == path.read_bytes(), name


def test_a_recorded_operating_point_is_tag_s_default(tmp_path, emb_path):
    path = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0)), path)
    common = ["--embeddings", emb_path, "--epochs", "2", "--hidden-size", "4", "--threads", "1",
              "--validation-fraction", "0"]
    run(["train-tagger", path, "--model-dir", tmp_path / "m", *common,
         "--default-phi-threshold", "0.01"])
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert config["tagging"] == {"phi_threshold": 0.01}

    def predicted(*extra):
        out = run(["tag", path, "--model", tmp_path / "m", "--embeddings", emb_path, *extra])
        return read_arrow_output(out.stdout_bytes)["predicted"].to_pylist()

    assert predicted() == predicted("--phi-threshold", "0.01")
    viterbi = predicted("--phi-threshold", "viterbi")
    assert predicted() != viterbi  # an untrained-ish tagger at P = 0.01 flags far more
    run(["train-tagger", path, "--model-dir", tmp_path / "plain", *common])
    out = run(["tag", path, "--model", tmp_path / "plain", "--embeddings", emb_path])
    plain = read_arrow_output(out.stdout_bytes)["predicted"].to_pylist()
    out = run(["tag", path, "--model", tmp_path / "plain", "--embeddings", emb_path,
               "--phi-threshold", "viterbi"])
    assert read_arrow_output(out.stdout_bytes)["predicted"].to_pylist() == plain
    result = run(["train-tagger", path, "--model-dir", tmp_path / "bad", *common,
                  "--default-phi-threshold", "1"], expect=2)
    assert "--default-phi-threshold must be in [0, 1), got 1.0" in result.stderr
