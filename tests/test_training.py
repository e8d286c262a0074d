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
