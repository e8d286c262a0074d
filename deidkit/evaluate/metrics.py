"""The metrics table (:data:`deidkit.schemas.METRICS`): one row per evaluation and category
(and run), from the dicts the evaluation returns."""

from __future__ import annotations

import pyarrow as pa

from deidkit import schemas
from deidkit.evaluate.official import LEAKAGE_EVALUATIONS, REDACTION_EVALUATION
from deidkit.evaluate.sources import BY_SOURCE


def metrics_schema(*, runs: bool = False, by_source: bool = False) -> pa.Schema:
    optional = ["macro_precision_sd", "macro_recall_sd", "documents", "leakage", "redacted",
                "tokens", "redaction_rate"]
    if runs:
        optional += ["run", "p_value"]
    if by_source:
        optional += ["sole_fp"]
    return schemas.METRICS.arrow(include_optional=optional)


def metrics_rows(result: dict, *, documents: int | None = None, run: str | None = None) -> list[dict]:
    rows = []
    for ev, cats in result.items():
        for cat, figs in cats.items():
            row = {"evaluation": ev, "category": cat, "documents": documents, "run": run}
            if ev == REDACTION_EVALUATION:
                row.update({k: figs[k] for k in ("redacted", "tokens", "redaction_rate")})
            elif ev == BY_SOURCE:
                row.update(redacted=figs["redacted"], redaction_rate=figs["redaction_rate"])
                if "leaked" in figs:  # with gold labels
                    row.update(tp=figs["redacted"] - figs["false_positives"],
                               fp=figs["false_positives"], fn=figs["leaked"],
                               leakage=figs["leakage"], sole_fp=figs["sole_false_positives"])
            elif ev in LEAKAGE_EVALUATIONS:
                row.update(tp=figs["phi_tokens"] - figs["leaked"], fn=figs["leaked"],
                           leakage=figs["leakage"])
            else:
                row.update({k: figs.get(k) for k in ("tp", "fp", "fn", "precision", "recall", "f1",
                                                     "macro_precision", "macro_recall", "macro_f1",
                                                     "macro_precision_sd", "macro_recall_sd")})
            rows.append(row)
    return rows


def metrics_table(rows: list[dict], *, runs: bool = False) -> pa.Table:
    schema = metrics_schema(runs=runs,
                            by_source=any(row["evaluation"] == BY_SOURCE for row in rows))
    for row in rows:
        for key in ("tp", "fp", "fn", "redacted", "tokens"):  # counts: null in mean, sd rows
            if isinstance(row.get(key), float):
                row[key] = None
    return pa.Table.from_pylist(rows, schema=schema)
