"""Recall first: the PHI threshold of ``tag --phi-threshold`` that reaches a target binary
HIPAA token recall (``--target-recall``) or a target leakage (the recipe key ``target_leakage``) on the
validation set, recorded in config.json."""

from __future__ import annotations

from typing import Sequence

import numpy as np

from deidkit.errors import ConfigError


def check_target_recall(target: float | None) -> None:
    if target is not None and not 0.0 < target <= 1.0:
        raise ConfigError(f"--target-recall must be in (0, 1], got {target}")


def check_target_leakage(target: float | None) -> None:
    if target is not None and not 0.0 <= target < 1.0:
        raise ConfigError(f"target_leakage must be in [0, 1), got {target}")


#: What each target asks of the validation figures (:func:`validation_metrics`).
TARGETS = {"recall": lambda figures, target: figures["recall"] >= 100.0 * target,
           "leakage": lambda figures, target: figures["leakage"] <= target}


def check_min_precision(floor: float | None, target_leakage: float | None) -> None:
    if floor is None:
        return
    if target_leakage is None:
        raise ConfigError("min_precision bounds the operating point target_leakage "
                          "chooses: give target_leakage too")
    if not 0.0 < floor <= 1.0:
        raise ConfigError(f"min_precision must be in (0, 1], got {floor}")


def choose_phi_threshold(tagger, data, scorer, labels: Sequence[str],
                         target: float, metric: str = "recall",
                         min_precision: float | None = None) -> dict:
    """The largest PHI threshold P (a token is PHI when p(O) < 1 - P, :func:`deidkit.decode.
    threshold_ids`) whose binary HIPAA token recall on the validation set reaches ``target``
    (a fraction; with ``metric="leakage"``: whose leakage of all PHI tokens is at most
    ``target``), with the precision, recall, F1 and leakage reached.

    ``data``: the validation sentences encoded by ``tagger``; ``scorer``: their
    :class:`~deidkit.train_tagger.validation.ValidationScorer`; ``labels``: the tagger's
    label of each id. The candidates for the bound c = 1 - P on p(O) are the midpoints
    between consecutive distinct p(O) values of the validation tokens (and 1), each
    flagging every token up to one more p(O) value; the marginals are computed once and
    every candidate is scored in one sweep (:meth:`ValidationScorer.threshold_counts`),
    the figures recorded then computed at the chosen one. If no candidate reaches the
    target, the last (every token of p(O) < 1 flagged: the highest recall) is recorded with
    ``reached`` false. A validation table whose tokens overlap or are empty cannot be swept:
    the candidates are then bisected, one whole scoring per step.

    ``min_precision`` (a fraction): when the binary HIPAA token precision at the chosen
    threshold falls below it, the threshold rises to the smallest P whose precision reaches
    it (found by bisection over the larger thresholds: precision rises with P), recorded
    with ``min_precision`` and ``reached`` false for the target. Validation notes of a
    style left out of training can ask for a threshold so low that a released text loses
    the words researchers need; the floor says how much redaction is too much.
    """
    from deidkit.decode import best_types, threshold_ids, token_marginals
    from deidkit.train_tagger.validation import counts_as_hipaa

    marginals = token_marginals(tagger, data)
    p_o = np.unique(marginals[:, 0].astype(np.float64))  # sorted; O is label 0
    candidates = np.append((p_o[:-1] + p_o[1:]) / 2.0, 1.0)

    def score(i: int) -> dict:
        ids = threshold_ids(marginals, data.offsets, labels, 1.0 - float(candidates[i]))
        return scorer.score(ids, labels)

    reaches = TARGETS[metric]
    if scorer.sweepable:
        # what threshold_ids flags at P = 1 - c: p(O) < 1 - P, rounding included (numpy
        # compares the marginals with a Python float in their own precision)
        bounds = (1.0 - (1.0 - candidates)).astype(marginals.dtype).astype(np.float64)
        types, best = best_types(marginals, labels)
        figures = scorer.threshold_figures(*scorer.threshold_counts(
            marginals[:, 0], best, np.array([counts_as_hipaa(t) for t in types] or [False]),
            bounds))
        found = np.flatnonzero([reaches({"recall": r, "leakage": k}, target)
                                for r, k in zip(*figures)])
        i = int(found[0]) if len(found) else len(candidates) - 1
        figures, reached = score(i), bool(len(found))
    else:
        i, figures, reached = bisect(score, len(candidates), lambda f: reaches(f, target))
    record = _record(1.0 - candidates[i], figures, target, metric, reached=reached)
    if min_precision is not None:
        record["min_precision"] = float(min_precision)
        if not figures["precision"] >= 100.0 * min_precision:
            # candidates 0..i flag ever more tokens: the largest index still precise enough
            # (a threshold flagging no token has no false positive: vacuously precise)
            k, figures, _ = bisect(lambda k: score(i - k), i + 1,
                                   lambda f: f["precision"] >= 100.0 * min_precision
                                   or f.get("predicted", 1) == 0)
            record.update(_record(1.0 - candidates[i - k], figures, target, metric,
                                  reached=False), min_precision=float(min_precision))
    return record


def bisect(score, n: int, reaches) -> tuple[int, dict, bool]:
    """(the smallest candidate index whose ``score(i)`` ``reaches``, its figures, True),
    found by bisection over ``n`` candidates: right when reaching never stops once reached
    as i grows; (the last index, its figures, False) when even that one does not reach."""
    lo, hi = 0, n - 1
    last = score(hi)
    if not reaches(last):  # NaN (no gold PHI) never reaches it
        return hi, last, False
    while lo < hi:  # invariant: candidate hi reaches the target
        mid = (lo + hi) // 2
        found = score(mid)
        if reaches(found):
            hi, last = mid, found
        else:
            lo = mid + 1
    return hi, last, True


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
        if "min_precision" in record and not record["reached"]:
            line += (f" (raised to keep precision {100 * record['min_precision']:.0f}: target "
                     f"leakage {100 * record['target_leakage']:.2f}% not reached)")
        elif not record["reached"]:
            line += f" (target leakage {100 * record['target_leakage']:.2f}% not reached)"
        return line
    line = (f"PHI threshold {record['phi_threshold']:.6g} recorded for `tag --phi-threshold "
            f"auto`: validation binary HIPAA token recall {record['recall']:.2f}, precision "
            f"{record['precision']:.2f}")
    if not record["reached"]:
        line += f" (target recall {100 * record['target_recall']:.2f} not reached)"
    return line
