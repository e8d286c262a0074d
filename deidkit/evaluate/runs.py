"""Several prediction sets against their gold: mean and sample sd over runs, and the
approximate-randomization test (Noreen 1989) of two runs' binary HIPAA token F1."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from deidkit.evaluate.documents import Pairing
from deidkit.evaluate.metrics import metrics_rows
from deidkit.evaluate.official import MAIN_EVALUATION, Scores, score


def aggregate_runs(runs: Sequence[dict]) -> tuple[dict, dict]:
    """Mean and sample standard deviation (ddof=1; 0.0 for one run) of every figure."""
    mean: dict = {}
    sd: dict = {}
    first = runs[0]
    for ev, cats in first.items():
        mean[ev], sd[ev] = {}, {}
        for cat, figs in cats.items():
            mean[ev][cat], sd[ev][cat] = {}, {}
            for key in figs:
                values = np.array([float(r[ev][cat][key]) for r in runs])
                mean[ev][cat][key] = float(values.mean())
                sd[ev][cat][key] = float(values.std(ddof=1)) if len(values) > 1 else 0.0
    return mean, sd


def _micro_f1(tp, fp, fn):
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / np.maximum(tp + fp, 1), 0.0)
        r = np.where(tp + fn > 0, tp / np.maximum(tp + fn, 1), 0.0)
        return np.where(p + r > 0, 2 * p * r / np.where(p + r > 0, p + r, 1), 0.0)


def approximate_randomization(counts_a: np.ndarray, counts_b: np.ndarray, *,
                              trials: int = 9999, seed: int = 0) -> dict:
    """Approximate randomization test (Noreen 1989) of the micro F1 difference.

    ``counts_*``: (documents, 3) tp/fp/fn of two systems on the same documents. In each of
    ``trials`` shuffles every document's counts are swapped between the systems with
    probability 1/2 (as CEDI and deidentify shuffle per document); p = (r + 1) / (trials + 1)
    where r counts shuffles with |F1_A − F1_B| at least the observed one."""
    a = np.asarray(counts_a, dtype=np.float64)
    b = np.asarray(counts_b, dtype=np.float64)
    if a.shape != b.shape:
        raise ValueError(f"count arrays differ in shape: {a.shape} vs {b.shape}")
    f1_a = float(_micro_f1(*a.sum(axis=0)))
    f1_b = float(_micro_f1(*b.sum(axis=0)))
    observed = abs(f1_a - f1_b)
    rng = np.random.default_rng(seed)
    delta = b - a                        # shape: (documents, 3)
    base_a, base_b = a.sum(axis=0), b.sum(axis=0)
    at_least = 0
    done = 0
    while done < trials:
        n = min(1000, trials - done)
        swap = (rng.random((n, len(a))) < 0.5).astype(np.float64)  # shape: (n, documents)
        moved = swap @ delta                                       # shape: (n, 3)
        sa, sb = base_a + moved, base_b - moved
        diff = np.abs(_micro_f1(sa[:, 0], sa[:, 1], sa[:, 2]) - _micro_f1(sb[:, 0], sb[:, 1], sb[:, 2]))
        at_least += int(np.sum(diff >= observed - 1e-12))
        done += n
    return {"f1_a": f1_a, "f1_b": f1_b, "difference": f1_a - f1_b,
            "p_value": (at_least + 1) / (trials + 1), "trials": trials, "seed": seed}


def compare_runs(a: Scores, b: Scores, labels: Sequence[str], *, trials: int = 9999,
                 seed: int = 0) -> tuple[dict, bool]:
    """The approximate-randomization test of two runs' binary HIPAA token F1 over the
    documents they share, and whether they cover different documents."""
    key = (MAIN_EVALUATION, "all")
    index_b = {d: i for i, d in enumerate(b.doc_ids)}
    common = [(i, index_b[d]) for i, d in enumerate(a.doc_ids) if d in index_b]
    differ = len(common) != len(a.doc_ids) or len(common) != len(b.doc_ids)
    ca = a.counts.get(key, np.zeros((len(a.doc_ids), 3), np.int64))[[i for i, _ in common]]
    cb = b.counts.get(key, np.zeros((len(b.doc_ids), 3), np.int64))[[j for _, j in common]]
    result = approximate_randomization(ca, cb, trials=trials, seed=seed)
    result.update(a=labels[0], b=labels[1], evaluation=MAIN_EVALUATION, documents=len(common))
    return result, differ


@dataclass
class RunsEvaluation:
    """What :func:`evaluate_runs` returns: the ``--json`` payload and the metrics rows."""

    documents: int                 # documents of the first run (0: nothing to evaluate)
    results: list[dict]            # one evaluate dict per run ({} for a run without documents)
    payload: dict                  # the run's dict, or {"runs", "mean", "sd"[, "compare"]}
    rows: list[dict]               # rows of the metrics table
    comparison: dict | None = None
    compared_documents_differ: bool = False


def evaluate_runs(runs: Sequence[tuple[str, Pairing]], *, idnum_hipaa: bool = False,
                  compare: bool = False, trials: int = 9999, seed: int = 0) -> RunsEvaluation:
    """Score one or several labelled prediction sets against their gold (``runs``: (label,
    pairing) each; labels unique). Several runs add mean and sample sd; ``compare`` (two
    runs) adds the approximate-randomization test of their binary HIPAA token F1."""
    if not runs:
        raise ValueError("no prediction set to evaluate")
    if compare and len(runs) != 2:
        raise ValueError(f"compare needs exactly two prediction sets, got {len(runs)}")
    scores = [score(p.pairs, idnum_hipaa=idnum_hipaa, missing=p.missing) for _, p in runs]
    results = [s.to_dict() if s.doc_ids else {} for s in scores]
    documents = len(scores[0].doc_ids)
    labels = [label for label, _ in runs]
    comparison, differ = None, False
    if compare and documents:
        comparison, differ = compare_runs(scores[0], scores[1], labels, trials=trials, seed=seed)
    if len(runs) == 1:
        payload = results[0]
        return RunsEvaluation(documents, results, payload,
                              metrics_rows(payload, documents=documents) if documents else [])
    mean, sd = aggregate_runs(results) if documents else ({}, {})
    payload = {"runs": dict(zip(labels, results)), "mean": mean, "sd": sd}
    rows: list[dict] = []
    if documents:
        for label, r, s in zip(labels, results, scores):
            rows += metrics_rows(r, documents=len(s.doc_ids), run=label)
        rows += metrics_rows(mean, documents=documents, run="mean")
        rows += metrics_rows(sd, documents=documents, run="sd")
    if comparison is not None:
        payload["compare"] = comparison
        rows.append({"evaluation": MAIN_EVALUATION, "category": "all", "run": "compare",
                     "documents": comparison["documents"], "f1": comparison["difference"],
                     "p_value": comparison["p_value"]})
    return RunsEvaluation(documents, results, payload, rows, comparison, differ)
