"""The one threshold sweep: every threshold over a set of scored items in one sorted pass.

Used by ``evaluate --curve`` (precision and recall at every PHI probability) and by
self-training's selection thresholds (the lowest confidence above which the validation
tokens are right often enough).
"""

from __future__ import annotations

import numpy as np


def descending_sweep(score: np.ndarray, flag: np.ndarray
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(thresholds, flagged, taken): for each distinct score v, highest first, the items of
    score >= v: how many of them have ``flag`` and how many there are. shape: (distinct,)

    Items of equal score are taken together (the last item of each run of equal scores
    closes that threshold), so a threshold never splits a tie."""
    score = np.asarray(score)
    order = np.argsort(-score, kind="stable")
    score, flag = score[order], np.asarray(flag, dtype=bool)[order]
    if not len(score):
        return score, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    last = np.flatnonzero(np.append(score[1:] != score[:-1], True))
    return score[last], np.cumsum(flag)[last], last + 1
