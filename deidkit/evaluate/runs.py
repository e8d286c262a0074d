"""Several prediction sets against their gold: mean and sample sd over runs, and the
approximate-randomization tests (Noreen 1989) of two runs' binary HIPAA token F1, of
their leakage and HIPAA leakage, and of their redaction rates (the one test without gold
labels)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from deidkit.evaluate.documents import Pairing
from deidkit.evaluate.metrics import metrics_rows
from deidkit.evaluate.official import (LEAKAGE_EVALUATIONS, MAIN_EVALUATION, PER_TOKENS,
                                       REDACTION_EVALUATION, Scores, score)


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


def _micro_f1(sums: np.ndarray) -> np.ndarray:
    """Micro F1 of summed (tp, fp, fn). shape: (..., 3) -> (...)"""
    tp, fp, fn = np.moveaxis(sums, -1, 0)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / np.maximum(tp + fp, 1), 0.0)
        r = np.where(tp + fn > 0, tp / np.maximum(tp + fn, 1), 0.0)
        return np.where(p + r > 0, 2 * p * r / np.where(p + r > 0, p + r, 1), 0.0)


def _leakage(sums: np.ndarray) -> np.ndarray:
    """Leakage of summed (leaked, gold PHI tokens); 0.0 without PHI. shape: (..., 2) -> (...)"""
    leaked, total = np.moveaxis(sums, -1, 0)
    return np.where(total > 0, leaked / np.maximum(total, 1), 0.0)


def _rate(sums: np.ndarray) -> np.ndarray:
    """Redaction rate of summed (predicted PHI tokens, tokens); 0.0 without tokens.
    shape: (..., 2) -> (...)"""
    redacted, tokens = np.moveaxis(sums, -1, 0)
    return np.where(tokens > 0, PER_TOKENS * redacted / np.maximum(tokens, 1), 0.0)


def _randomization(a: np.ndarray, b: np.ndarray, statistic, trials: int,
                   seed: int) -> tuple[float, float, float]:
    """(statistic of a, of b, p-value): in each of ``trials`` shuffles every document's
    counts (a row of ``a`` and ``b``, shape: (documents, k)) are swapped between the two
    systems with probability 1/2; p = (r + 1) / (trials + 1), r the shuffles whose
    |difference| is at least the observed one."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    if a.shape != b.shape:
        raise ValueError(f"count arrays differ in shape: {a.shape} vs {b.shape}")
    base_a, base_b = a.sum(axis=0), b.sum(axis=0)
    value_a, value_b = float(statistic(base_a)), float(statistic(base_b))
    observed = abs(value_a - value_b)
    rng = np.random.default_rng(seed)
    delta = b - a                        # shape: (documents, k)
    at_least = 0
    done = 0
    while done < trials:
        n = min(1000, trials - done)
        swap = (rng.random((n, len(a))) < 0.5).astype(np.float64)  # shape: (n, documents)
        moved = swap @ delta                                       # shape: (n, k)
        diff = np.abs(statistic(base_a + moved) - statistic(base_b - moved))
        at_least += int(np.sum(diff >= observed - 1e-12))
        done += n
    return value_a, value_b, (at_least + 1) / (trials + 1)


def approximate_randomization(counts_a: np.ndarray, counts_b: np.ndarray, *,
                              trials: int = 9999, seed: int = 0) -> dict:
    """Approximate randomization test (Noreen 1989) of the micro F1 difference.

    ``counts_*``: (documents, 3) tp/fp/fn of two systems on the same documents. In each of
    ``trials`` shuffles every document's counts are swapped between the systems with
    probability 1/2 (as CEDI and deidentify shuffle per document); p = (r + 1) / (trials + 1)
    where r counts shuffles with |F1_A − F1_B| at least the observed one."""
    f1_a, f1_b, p = _randomization(counts_a, counts_b, _micro_f1, trials, seed)
    return {"f1_a": f1_a, "f1_b": f1_b, "difference": f1_a - f1_b, "p_value": p,
            "trials": trials, "seed": seed}


def leakage_randomization(counts_a: np.ndarray, counts_b: np.ndarray, *, trials: int = 9999,
                          seed: int = 0) -> dict:
    """The same test of the leakage difference. ``counts_*``: (documents, 2) leaked and gold
    PHI tokens of two systems on the same documents (the gold column is the same in both
    when they share their gold)."""
    leak_a, leak_b, p = _randomization(counts_a, counts_b, _leakage, trials, seed)
    return {"leakage_a": leak_a, "leakage_b": leak_b, "difference": leak_a - leak_b,
            "p_value": p}


def redaction_randomization(counts_a: np.ndarray, counts_b: np.ndarray, *, trials: int = 9999,
                            seed: int = 0) -> dict:
    """The same test of the redaction-rate difference. ``counts_*``: (documents, 2)
    predicted PHI tokens and tokens of two systems on the same documents."""
    rate_a, rate_b, p = _randomization(counts_a, counts_b, _rate, trials, seed)
    return {"redaction_rate_a": rate_a, "redaction_rate_b": rate_b,
            "difference": rate_a - rate_b, "p_value": p}


def compare_runs(a: Scores, b: Scores, labels: Sequence[str], *, trials: int = 9999,
                 seed: int = 0) -> tuple[dict, bool]:
    """The approximate-randomization tests of two runs over the documents they share (their
    binary HIPAA token F1; under ``leakage`` and ``hipaa_leakage``, those leakages; under
    ``redaction``, their redaction rates), and whether they cover different documents.
    Without gold labels (``a.labelled`` false) the redaction test alone."""
    index_b = {d: i for i, d in enumerate(b.doc_ids)}
    common = [(i, index_b[d]) for i, d in enumerate(a.doc_ids) if d in index_b]
    differ = len(common) != len(a.doc_ids) or len(common) != len(b.doc_ids)
    rows_a, rows_b = [i for i, _ in common], [j for _, j in common]

    def shared(scores: Scores, table: dict, key, columns: int, rows: list[int]) -> np.ndarray:
        return table.get(key, np.zeros((len(scores.doc_ids), columns), np.int64))[rows]

    redaction = redaction_randomization(a.redaction[rows_a], b.redaction[rows_b],
                                        trials=trials, seed=seed)
    if not a.labelled:
        return {"trials": trials, "seed": seed, "a": labels[0], "b": labels[1],
                "documents": len(common), REDACTION_EVALUATION: redaction}, differ
    key = (MAIN_EVALUATION, "all")
    result = approximate_randomization(shared(a, a.counts, key, 3, rows_a),
                                       shared(b, b.counts, key, 3, rows_b),
                                       trials=trials, seed=seed)
    result.update(a=labels[0], b=labels[1], evaluation=MAIN_EVALUATION, documents=len(common))
    for evaluation in LEAKAGE_EVALUATIONS:
        key = (evaluation, "all")
        result[evaluation] = leakage_randomization(shared(a, a.leakage, key, 2, rows_a),
                                                   shared(b, b.leakage, key, 2, rows_b),
                                                   trials=trials, seed=seed)
    result[REDACTION_EVALUATION] = redaction
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
    runs) adds the approximate-randomization tests of their binary HIPAA token F1, leakage,
    HIPAA leakage and redaction rate. Pairings without gold labels (``labelled`` false;
    all or none) give the redaction rate alone."""
    if not runs:
        raise ValueError("no prediction set to evaluate")
    if compare and len(runs) != 2:
        raise ValueError(f"compare needs exactly two prediction sets, got {len(runs)}")
    if len({p.labelled for _, p in runs}) > 1:
        raise ValueError("some prediction sets have gold labels and some do not")
    scores = [score(p.pairs, idnum_hipaa=idnum_hipaa, missing=p.missing, labelled=p.labelled)
              for _, p in runs]
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
        compared = {"category": "all", "run": "compare", "documents": comparison["documents"]}
        if "f1_a" in comparison:
            rows.append({"evaluation": MAIN_EVALUATION, **compared,
                         "f1": comparison["difference"], "p_value": comparison["p_value"]})
            rows += [{"evaluation": ev, **compared, "leakage": comparison[ev]["difference"],
                      "p_value": comparison[ev]["p_value"]} for ev in LEAKAGE_EVALUATIONS]
        redaction = comparison[REDACTION_EVALUATION]
        rows.append({"evaluation": REDACTION_EVALUATION, **compared,
                     "redaction_rate": redaction["difference"],
                     "p_value": redaction["p_value"]})
    return RunsEvaluation(documents, results, payload, rows, comparison, differ)
