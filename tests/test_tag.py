"""`deidkit train-tagger` and `deidkit tag` on the command line."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit import schemas
from deidkit.models import checkpoint
from deidkit.model_dirs import load_tagger
from deidkit.tag import tag
from deidkit.taggers import Tagger
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows, save_untrained, write_embeddings

SMALL = ["--hidden-size", "8", "--layers", "1", "--batch-size", "8", "--threads", "1"]


@pytest.fixture
def emb_path(tmp_path):
    return write_embeddings(tmp_path / "emb.txt")


@pytest.fixture
def model_dir(tmp_path, emb_path):
    return save_untrained(tmp_path / "m", emb_path, hidden_size=6)


def test_train_tagger_cli_splits_by_document_and_reports_epochs(tmp_path, emb_path):
    train = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=10, sentences=3)), train)
    result = run(["train-tagger", train, "--model-dir", tmp_path / "m", "--embeddings", emb_path,
                  "--epochs", "2", "--seed", "3", *SMALL])
    lines = [l for l in result.stderr.splitlines() if l.startswith("epoch ")]
    assert len(lines) == 2 and lines[0].startswith("epoch 1/2: train loss ")
    assert "val binary HIPAA token F1 " in lines[0] and "tok/s" in lines[0]
    assert "deidkit train-tagger: 27 sentences" in result.stderr  # 9 of 10 documents
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    assert config["training"]["validation"] == "split"
    assert config["training"]["validation_sentences"] == 3
    assert config["training"]["seed"] == 3 and config["training"]["threads"] == 1
    assert config["provenance"]["command"] == "deidkit train-tagger"
    assert result.stdout == ""


def test_train_tagger_reads_several_inputs_and_a_validation_file(tmp_path, emb_path):
    a, b, v = tmp_path / "a.parquet", tmp_path / "b.arrows", tmp_path / "v.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=2, seed=1)), a)
    b.write_bytes(arrow_stream_bytes(tokens_table(corpus_rows(n_docs=3, seed=2))))
    pq.write_table(tokens_table(corpus_rows(n_docs=1, seed=3)), v)
    run(["train-tagger", a, b, "--validation", v, "--model-dir", tmp_path / "m",
         "--embeddings", emb_path, "--epochs", "1", *SMALL])
    training = json.loads((tmp_path / "m" / "config.json").read_text())["training"]
    assert (training["train_sentences"], training["validation_sentences"]) == (20, 4)
    assert training["validation"] == "file"


def test_train_tagger_without_labels_exits_1_and_writes_nothing(tmp_path, emb_path):
    rows = corpus_rows(n_docs=2, sentences=1)
    for r in rows:
        r["labels"] = None
    result = run(["train-tagger", "--model-dir", tmp_path / "m", "--embeddings", emb_path],
                 input=arrow_stream_bytes(tokens_table(rows)), expect=1)
    assert result.stderr.strip() == ("Error: <stdin>: no labelled sentences to train on (every "
                                     "row has null labels or no tokens)")
    assert not (tmp_path / "m").exists()


def test_train_tagger_refuses_representations_and_a_foreign_model_dir(tmp_path, emb_path):
    # representations are accepted now (tests/test_representation_tagger.py), but only with
    # the id of the representation model that made them
    reps = schemas.representations_spec(4).arrow().empty_table()
    result = run(["train-tagger", "--model-dir", tmp_path / "m"],
                 input=arrow_stream_bytes(reps), expect=1)
    assert "no representation_id in the file's provenance" in result.stderr
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "x.txt").write_text("keep me")
    result = run(["train-tagger", "--model-dir", tmp_path / "notes", "--embeddings", emb_path],
                 input=arrow_stream_bytes(tokens_table(corpus_rows())), expect=2)
    assert "not a deidkit model (no config.json)" in result.stderr
    assert (tmp_path / "notes" / "x.txt").read_text() == "keep me"


def test_tag_keeps_order_and_columns_and_replaces_predicted(tmp_path, model_dir):
    rows = corpus_rows(n_docs=3, sentences=5)
    rows[3]["tokens"], rows[3]["labels"], rows[3]["starts"], rows[3]["ends"] = [], [], [], []
    table = tokens_table(rows, predicted=False)
    table = table.append_column("predicted", pa.array([["X"]] * len(rows), pa.list_(pa.string())))
    table = table.append_column("note", pa.array([f"n{i}" for i in range(len(rows))]))
    # Three input batches: tag works batch by batch.
    batches = table.to_batches(max_chunksize=6)
    stream = pa.Table.from_batches(batches)
    result = run(["tag", "--model", model_dir], input=arrow_stream_bytes(stream))
    out = read_arrow_output(result.stdout_bytes)
    # phi_source (new) after the others: predicted replaced where it stood
    assert out.column_names == table.column_names + ["phi_source"]
    assert out["note"].to_pylist() == table["note"].to_pylist()
    assert out["tokens"].to_pylist() == table["tokens"].to_pylist()
    predicted = out["predicted"].to_pylist()
    assert predicted[3] == []
    assert [len(p) for p in predicted] == [len(t) for t in table["tokens"].to_pylist()]
    labels = set(checkpoint.read_config(model_dir)["labels"]["values"])
    assert {lab for p in predicted for lab in p} <= labels
    assert schemas.schema_tag(out.schema) == "tokens/1"
    assert schemas.provenance(out.schema)["command"] == "deidkit tag"
    # Row-wise: the library stage on the same batches gives the same predictions, and
    # without document-level propagation one sentence tagged alone gets the labels it gets
    # inside a batch.
    tagger = load_tagger(model_dir)
    assert isinstance(tagger, Tagger) and tagger.metadata == {}
    lib = pa.Table.from_batches(list(tag(iter(batches), tagger)))
    assert lib["predicted"].to_pylist() == predicted
    per_sentence = pa.Table.from_batches(list(tag(iter(batches), tagger, propagate=False)))
    alone = next(tag(iter([table.slice(7, 1).to_batches()[0]]), tagger, propagate=False))
    assert alone["predicted"].to_pylist() == [per_sentence["predicted"].to_pylist()[7]]


def test_tag_null_tokens_give_null_predictions(model_dir):
    table = tokens_table([{"doc_id": "d", "sentence": 0, "tokens": None, "labels": None},
                          {"doc_id": "d", "sentence": 1, "tokens": ["Boston"], "labels": None}])
    out = read_arrow_output(run(["tag", "--model", model_dir],
                                input=arrow_stream_bytes(table)).stdout_bytes)
    predicted = out["predicted"].to_pylist()
    assert predicted[0] is None and len(predicted[1]) == 1


def test_tag_with_wrong_embeddings_or_missing_model(tmp_path, model_dir):
    data = arrow_stream_bytes(tokens_table(corpus_rows(n_docs=1)))
    other = write_embeddings(tmp_path / "other.txt", seed=7)
    result = run(["tag", "--model", model_dir, "--embeddings", other], input=data, expect=2)
    assert "are not the ones the model was trained with" in result.stderr
    result = run(["tag", "--model", tmp_path / "none"], input=data, expect=2)
    assert result.stderr.strip() == f"Error: model directory '{tmp_path / 'none'}' does not exist"


def test_tag_threads_apply_to_the_run_only(model_dir):
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(3)
    try:
        run(["tag", "--model", model_dir, "--threads", "1"],
            input=arrow_stream_bytes(tokens_table(corpus_rows(n_docs=1))))
        assert torch.get_num_threads() == 3
    finally:
        torch.set_num_threads(before)


def _deidkit_debug(args, env_changes) -> str:
    """stderr of ``python -m deidkit --debug ARGS`` with the OpenMP variables as given."""
    import os
    import subprocess
    import sys

    from deidkit.threads import WAIT_VARIABLES

    env = {k: v for k, v in os.environ.items() if k not in WAIT_VARIABLES}
    env.update(env_changes)
    run_ = subprocess.run([sys.executable, "-m", "deidkit", "--debug", *map(str, args)],
                          env=env, capture_output=True, text=True)
    assert run_.returncode == 0, run_.stderr
    return run_.stderr


def test_tag_sets_a_passive_wait_policy_before_torch_unless_the_user_chose(tmp_path, model_dir):
    tokens = tmp_path / "t.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=1)), tokens)
    args = ["tag", tokens, "--model", model_dir, "-o", tmp_path / "o.parquet"]
    assert ("OpenMP wait policy: OMP_WAIT_POLICY=PASSIVE (deidkit's default, set before "
            "torch was loaded)") in _deidkit_debug(args, {})
    for chosen in ({"OMP_WAIT_POLICY": "ACTIVE"}, {"GOMP_SPINCOUNT": "1000"}):
        name, value = next(iter(chosen.items()))
        assert (f"OpenMP wait policy: {name}={value} (from the environment)"
                in _deidkit_debug(args, chosen))


def test_set_wait_policy_leaves_a_chosen_policy_alone():
    from deidkit.threads import set_wait_policy

    env: dict = {}
    assert set_wait_policy(env) == {"OMP_WAIT_POLICY": "PASSIVE"} == env
    for chosen in ({"OMP_WAIT_POLICY": "ACTIVE"}, {"GOMP_SPINCOUNT": "0"}):
        env = dict(chosen)
        assert set_wait_policy(env) == {} and env == chosen


def test_tag_predictions_do_not_depend_on_batching(tmp_path, emb_path):
    """Predictions are per sentence: the default windows and batch size give what 128
    sentences per batch on each input batch alone gave (the LSTM's float32 results may
    differ in the last bit with batch composition; the labels may not)."""
    from deidkit.synth import synth
    from deidkit.tokenize import tokenize

    synth(tmp_path / "notes", docs=6, seed=4)
    table = pa.Table.from_batches(list(tokenize([tmp_path / "notes"])))
    tagger = load_tagger(save_untrained(tmp_path / "m", emb_path, hidden_size=16))
    batches = table.to_batches(max_chunksize=50)

    def predicted(**kw):
        out = pa.Table.from_batches(list(tag(iter(batches), tagger, **kw)))
        # same rows, same order
        assert out.drop_columns(["predicted", "phi_source"]).equals(table)
        return out["predicted"]

    before = predicted(window_rows=1, batch_sentences=128)
    assert predicted().equals(before)
    assert predicted(window_rows=120, batch_sentences=7).equals(before)
    assert predicted(batch_sentences=4096).equals(before)
