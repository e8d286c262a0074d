"""Recall first: the PHI threshold of ``tag --phi-threshold`` that reaches a target binary
HIPAA token recall (``--target-recall``) or a target leakage (``--target-leakage``) on the
validation set, recorded in config.json."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pyarrow as pa

from deidkit.errors import ConfigError


def check_target_recall(target: float | None) -> None:
    if target is not None and not 0.0 < target <= 1.0:
        raise ConfigError(f"--target-recall must be in (0, 1], got {target}")


def check_target_leakage(target: float | None) -> None:
    if target is not None and not 0.0 <= target < 1.0:
        raise ConfigError(f"--target-leakage must be in [0, 1), got {target}")


#: What each target asks of the validation figures (:func:`validation_metrics`).
TARGETS = {"recall": lambda figures, target: figures["recall"] >= 100.0 * target,
           "leakage": lambda figures, target: figures["leakage"] <= target}


def choose_phi_threshold(tagger, data, table: pa.Table, labels: Sequence[str],
                         target: float, metric: str = "recall") -> dict:
    """The largest PHI threshold P (a token is PHI when p(O) < 1 - P, :func:`deidkit.decode.
    threshold_ids`) whose binary HIPAA token recall on ``table`` reaches ``target`` (a
    fraction; with ``metric="leakage"``: whose leakage of all PHI tokens is at most
    ``target``), with the precision, recall and leakage reached.

    ``data``: ``table``'s sentences encoded by ``tagger`` in ``table``'s row order; ``labels``: the tagger's label of each id. Recall only
    falls (and leakage only rises) as P grows (the PHI set only shrinks and a token's TYPE does not depend on P), so
    the bound c = 1 - P on p(O) is found by bisection over the candidates: midpoints between
    consecutive distinct p(O) values of the validation tokens, each flagging every token up
    to one more p(O) value. If no candidate reaches the target,
    the one of highest recall is recorded with ``reached`` false.
    """
    from deidkit.decode import threshold_ids, token_marginals
    from deidkit.decode import labels_array
    from deidkit.train_tagger.validation import validation_metrics

    marginals = token_marginals(tagger, data)
    p_o = np.unique(marginals[:, 0].astype(np.float64))  # sorted; O is label 0
    candidates = np.append((p_o[:-1] + p_o[1:]) / 2.0, 1.0)

    def score(i: int) -> dict:
        ids = threshold_ids(marginals, data.offsets, labels, 1.0 - float(candidates[i]))
        return validation_metrics(table, labels_array(ids, data.offsets, labels))

    reaches = TARGETS[metric]
    lo, hi = 0, len(candidates) - 1
    last = score(hi)
    if not reaches(last, target):  # NaN (no gold PHI) never reaches it
        return _record(1.0 - candidates[hi], last, target, metric, reached=False)
    while lo < hi:  # invariant: candidate hi reaches the target
        mid = (lo + hi) // 2
        found = score(mid)
        if reaches(found, target):
            hi, last = mid, found
        else:
            lo = mid + 1
    return _record(1.0 - candidates[hi], last, target, metric, reached=True)


def _record(threshold: float, metrics: dict, target: float, metric: str, *,
            reached: bool) -> dict:
    return {f"target_{metric}": float(target), "phi_threshold": float(threshold),
            "precision": metrics["precision"], "recall": metrics["recall"],
            "f1": metrics["f1"], "leakage": metrics["leakage"], "reached": reached}


def recall_threshold_line(record: dict) -> str:
    """The stderr line saying what was recorded."""
    if "target_leakage" in record:
        line = (f"PHI threshold {record['phi_threshold']:.6g} recorded as the model's operating "
                f"point: validation leakage {100 * record['leakage']:.2f}%, binary HIPAA token "
                f"recall {record['recall']:.2f}, precision {record['precision']:.2f}")
        if not record["reached"]:
            line += f" (target leakage {100 * record['target_leakage']:.2f}% not reached)"
        return line
    line = (f"PHI threshold {record['phi_threshold']:.6g} recorded for `tag --phi-threshold "
            f"auto`: validation binary HIPAA token recall {record['recall']:.2f}, precision "
            f"{record['precision']:.2f}")
    if not record["reached"]:
        line += f" (target recall {100 * record['target_recall']:.2f} not reached)"
    return line
