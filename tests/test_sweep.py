"""The one threshold sweep against a brute-force oracle."""

from __future__ import annotations

import numpy as np
import pytest

from deidkit.sweep import descending_sweep


@pytest.mark.parametrize("seed", range(5))
def test_every_threshold_equals_counting_by_hand(seed):
    rng = np.random.default_rng(seed)
    score = rng.integers(0, 6, size=40).astype(np.float32) / 5  # many ties
    flag = rng.random(40) < 0.4
    thresholds, flagged, taken = descending_sweep(score, flag)
    assert thresholds.tolist() == sorted(set(score.tolist()), reverse=True)
    for v, f, t in zip(thresholds, flagged, taken):
        chosen = score >= v
        assert (f, t) == (int(flag[chosen].sum()), int(chosen.sum()))


def test_no_items_give_no_thresholds():
    thresholds, flagged, taken = descending_sweep(np.array([]), np.array([], dtype=bool))
    assert len(thresholds) == len(flagged) == len(taken) == 0
