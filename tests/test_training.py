"""deidkit.training: the held-out rule, early stopping and the clipped step every training
loop shares."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from deidkit.errors import DataError
from deidkit.training import EarlyStopping, clipped_step, clipped_steps, hold_out_documents


def test_hold_out_never_splits_a_document_and_is_seeded():
    docs = [f"d{i}" for i in range(10) for _ in range(3)]
    split = hold_out_documents(docs, 0.2, np.random.default_rng(0))
    held = split.mask
    assert (split.documents, split.held_documents) == (10, 2)
    assert split.describe() == "held out 2 of 10 documents (6 sentences) for validation"
    docs_arr = np.array(docs)
    assert len(set(docs_arr[held])) == 2 and not set(docs_arr[held]) & set(docs_arr[~held])
    assert np.array_equal(held, hold_out_documents(docs, 0.2, np.random.default_rng(0)).mask)
    assert not np.array_equal(held, hold_out_documents(docs, 0.2, np.random.default_rng(1)).mask)


def test_hold_out_treats_shuffled_and_unnamed_rows_as_documents():
    held = hold_out_documents(["pseudonymized"] * 10, 0.2, np.random.default_rng(0)).mask
    assert held.sum() == 2, "shuffled sentences are held out one by one"
    assert hold_out_documents([None] * 4, 0.5, np.random.default_rng(0)).mask.sum() == 2


def test_hold_out_keeps_one_document_on_each_side():
    assert hold_out_documents(["a", "b"], 0.9, np.random.default_rng(0)).held_documents == 1
    assert hold_out_documents(["a", "b", "c"], 0.01, np.random.default_rng(0)).held_documents == 1
    with pytest.raises(DataError, match=r"^x.parquet: cannot hold out validation documents: the "
                                        r"data has only one document; pass --validation FILE$"):
        hold_out_documents(["a"] * 5, 0.1, np.random.default_rng(0), source="x.parquet",
                           hint="pass --validation FILE")


def test_early_stopping_keeps_the_best_and_stops_after_patience():
    weights = {"w": 0}
    stopping = EarlyStopping(2, lambda: dict(weights), lambda s: weights.update(s))
    stops = []
    for epoch, score in enumerate([3.0, math.nan, 1.0, 2.0, 1.5, 0.5], start=1):
        weights["w"] = epoch
        best = stopping.update(epoch, score)
        stops.append((best, stopping.should_stop))
        if stopping.should_stop:
            break
    assert stops == [(True, False), (False, False), (True, False), (False, False), (False, True)]
    stopping.restore_best()
    assert weights == {"w": 3} and stopping.best_epoch == 3


def test_early_stopping_takes_a_nan_first_epoch():
    stopping = EarlyStopping(1, lambda: "snap", lambda s: None)
    assert stopping.update(1, math.nan) and stopping.best_epoch == 1


def test_clipped_step_clips_the_gradient_norm():
    w = torch.nn.Parameter(torch.zeros(2))
    opt = torch.optim.SGD([w], lr=1.0)
    clipped_step(opt, (w * torch.tensor([30.0, 40.0])).sum(), [w], 1.0)
    assert torch.allclose(w.detach(), torch.tensor([-0.6, -0.8]))


def test_clipped_steps_clip_each_group_and_skip_one_without_gradient():
    a, b, c = (torch.nn.Parameter(torch.zeros(1)) for _ in range(3))
    opts = [torch.optim.SGD([p], lr=1.0) for p in (a, b, c)]
    clipped_steps(a.sum() * 10 + b.sum() * 0.5, [(opts[0], [a]), (opts[1], [b]), (opts[2], [c])], 1.0)
    assert a.item() == pytest.approx(-1.0) and (b.item(), c.item()) == (-0.5, 0.0)


@pytest.mark.parametrize("command, option", [
    ("train-tagger", "--learning-rate"), ("train-tagger", "--validation-fraction"),
    ("train-adversarial", "--learning-rate"), ("train-adversarial", "--lambda"),
    ("train-adversarial", "--divergence-weight"), ("train-adversarial", "--noise-std"),
    ("train-adversarial", "--validation-fraction"),
    ("attack", "--learning-rate"), ("attack", "--test-fraction"),
])
def test_nan_float_options_are_refused_before_any_work(tmp_path, command, option):
    from tests.conftest import run

    where = ["--model", tmp_path / "m"] if command == "attack" else ["--model-dir", tmp_path / "m"]
    result = run([command, tmp_path / "missing.parquet", *where, option, "nan"], expect=2)
    lines = result.stderr.strip().splitlines()
    # (the dropouts are checked by TaggerHyperparameters, which names the field)
    named = option in lines[0] or option[2:].replace("-", "_") in lines[0]
    assert len(lines) == 1 and named and lines[0].endswith("got nan"), result.stderr
    assert not (tmp_path / "m").exists()
    result = run([command, tmp_path / "missing.parquet", *where, option, "inf"], expect=2)
    assert option in result.stderr or option[2:].replace("-", "_") in result.stderr


def _unwritable() -> str:
    """A directory no file can be created in, even by root (a read-only /sys)."""
    import tempfile

    try:
        fd, probe = tempfile.mkstemp(dir="/sys")
    except OSError:
        return "/sys"
    import os

    os.close(fd)
    os.unlink(probe)
    pytest.skip("/sys is writable here")


@pytest.mark.parametrize("command", ["train-tagger", "train-adversarial", "attack"])
def test_unwritable_outputs_fail_before_any_work(tmp_path, command):
    # the input does not exist: the output is checked first
    from tests.conftest import run

    where = _unwritable()
    if command == "attack":
        args = ["--model", tmp_path / "m", "--plot", f"{where}/curve.png"]
        expected = f"cannot write --plot {where}/curve.png: directory '{where}' is not writable"
    else:
        args = ["--model-dir", f"{where}/model"]
        expected = f"cannot write the model to '{where}/model': directory '{where}' is not writable"
    result = run([command, tmp_path / "missing.parquet", *args], expect=2)
    assert result.stderr.startswith(f"Error: {expected} (") and len(result.stderr.splitlines()) == 1


def test_train_tagger_says_what_it_held_out(tmp_path):
    # the same rule and the same line as train-adversarial without --validation
    import pyarrow.parquet as pq

    from tests.conftest import run, tokens_table
    from tests.contract_cases.tag import corpus_rows, write_embeddings

    emb = write_embeddings(tmp_path / "emb.txt")
    train = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=10, sentences=3)), train)
    result = run(["train-tagger", train, "--model-dir", tmp_path / "m", "--embeddings", emb,
                  "--epochs", "1", "--hidden-size", "4", "--layers", "1", "--threads", "1"])
    assert ("no --validation: held out 1 of 10 documents (3 sentences) for validation (seeded, "
            "--validation-fraction 0.1)") in result.stderr
