"""``deidkit evaluate`` as one library call: :func:`evaluate_inputs` pairs the inputs,
scores them and returns an :class:`Evaluation`, which renders itself (rich tables for a
person, the metrics table, JSON) and lists what the user should be warned about."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Evaluation:
    """The scored runs (:class:`deidkit.evaluate.runs.RunsEvaluation`) and their notes."""

    runs: list
    result: object
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def several(self) -> bool:
        return len(self.runs) > 1

    def metrics_table(self):
        from deidkit.evaluate.metrics import metrics_table

        return metrics_table(self.result.rows, runs=self.several)

    def renderables(self) -> list:
        """Rich tables (and the comparison line) for a person; empty without documents."""
        if not self.result.documents:
            return []
        return _render(self.runs, self.result.results,
                       self.result.payload if self.several else None, self.result.comparison)


def evaluate_inputs(gold, preds, *, pred_column: str = "predicted", gold_column: str = "labels",
                    idnum_hipaa: bool = False, skip_missing: bool = False, compare: bool = False,
                    trials: int = 9999, seed: int = 0, curve=None) -> Evaluation:
    """Score ``preds`` (prediction sets: XML directories or tokens tables; none: GOLD is one
    tokens table with both columns) against ``gold``; with ``curve``, also draw the PNG of
    precision against recall over PHI thresholds (tokens tables only)."""
    from deidkit import evaluate as ev
    from deidkit.errors import ConfigError

    if curve is not None:
        from deidkit.evaluate.inputs import is_dir
        from deidkit.training import check_writable

        if is_dir(gold):
            raise ConfigError("--curve reads tokens tables with a 'phi_probability' column "
                              f"(`deidkit tag --probabilities`), but GOLD '{gold}' is a directory")
        check_writable(Path(curve).resolve().parent, what=f"--curve {curve}")
    tables: list = []
    runs = ev.pair_inputs(gold, preds, pred_column=pred_column, gold_column=gold_column,
                          skip_missing=skip_missing, tables=tables)
    notes = [_draw_curve(curve, runs, tables, gold_column=gold_column)] if curve else []
    if compare and len(runs) != 2:
        raise ConfigError(f"--compare needs exactly two prediction sets, got {len(runs)}")
    warnings = [w for label, pairing in runs
                for w in _pairing_warnings(label, pairing, skip_missing=skip_missing,
                                           several=len(runs) > 1)]
    result = ev.evaluate_runs(runs, idnum_hipaa=idnum_hipaa, compare=compare, trials=trials,
                              seed=seed)
    if not result.documents:
        notes.append("no documents to evaluate")
    if result.comparison is not None and result.compared_documents_differ:
        warnings.append(f"the two prediction sets cover different documents: the test uses "
                        f"the {result.comparison['documents']} they share")
    return Evaluation(runs, result, warnings, notes)


def _pairing_warnings(label, pairing, *, skip_missing, several) -> list[str]:
    where = f" ({label})" if several else ""
    out = []
    if pairing.missing:
        n = len(pairing.missing)
        what = ("left out, as the official script does (--skip-missing)" if skip_missing
                else "scored as predicting no PHI (their PHI count as false negatives)")
        out.append(f"{n} gold document{'s' if n != 1 else ''} without a system document{where}: {what}")
    if pairing.extra:
        n = len(pairing.extra)
        out.append(f"{n} system document{'s' if n != 1 else ''} without a gold document{where}: ignored")
    if pairing.ignored_elements:
        out.append(f"{pairing.ignored_elements} XML elements that are not PHI tags ignored{where}")
    if pairing.problems:
        out.append(f"{pairing.problems} tags do not fit their text{where} (offsets outside "
                   "it, overlaps, or a text attribute that differs); scored as the official "
                   "script scores them (tags without integer offsets left out)")
    return out


def _draw_curve(path, runs, tables, *, gold_column) -> str:
    from deidkit.evaluate.curve import curve_points, plot_curves

    curves = [(label, curve_points(table, gold_column=gold_column, source=label))
              for (label, _), table in zip(runs, tables)]
    plot_curves(path, curves)
    return (f"precision-recall curve ({', '.join(str(len(p['threshold'])) for _, p in curves)} "
            f"points) -> {path}")


def _pct(x):
    return f"{100 * x:.2f}"


def _render(runs, results, aggregate, comparison):
    from rich.table import Table

    from deidkit import evaluate as ev

    out = []
    if aggregate is None:
        result = results[0]
        table = Table(title="i2b2 2014 evaluation (micro; macro F1 as the official script)",
                      title_justify="left")
        for col in ("evaluation", "P", "R", "F1", "TP", "FP", "FN", "macro F1"):
            table.add_column(col, justify="left" if col == "evaluation" else "right")
        for name in ev.EVALUATIONS:
            f = result[name]["all"]
            style = "bold" if name == ev.MAIN_EVALUATION else None
            table.add_row(name, _pct(f["precision"]), _pct(f["recall"]), _pct(f["f1"]),
                          str(f["tp"]), str(f["fp"]), str(f["fn"]), _pct(f["macro_f1"]),
                          style=style)
        for name in ev.LEAKAGE_EVALUATIONS:
            f = result[name]["all"]
            table.add_row(name, "", "", f"{_pct(f['leakage'])}%", "", "",
                          f"{f['leaked']}/{f['phi_tokens']}", "")
        out.append(table)
        per = Table(title="per category (binary token and typed token F1; leakage)",
                    title_justify="left")
        for col in ("category", "gold tokens", "binary P", "binary R", "binary F1",
                    "typed F1", "leakage"):
            per.add_column(col, justify="left" if col == "category" else "right")
        from deidkit.corpus.i2b2 import CATEGORIES

        for cat in CATEGORIES:
            b = result["binary_token"][cat]
            if b["tp"] + b["fn"] + b["fp"] == 0:
                continue
            per.add_row(cat, str(b["tp"] + b["fn"]), _pct(b["precision"]), _pct(b["recall"]),
                        _pct(b["f1"]), _pct(result["token"][cat]["f1"]),
                        _pct(result["leakage"][cat]["leakage"]) + "%")
        out.append(per)
    else:
        mean, sd = aggregate["mean"], aggregate["sd"]
        table = Table(title=f"i2b2 2014 evaluation: mean ± sd over {len(runs)} runs (micro)",
                      title_justify="left")
        for col in ("evaluation", "P", "R", "F1"):
            table.add_column(col, justify="left" if col == "evaluation" else "right")
        for name in ev.EVALUATIONS:
            m, s = mean[name]["all"], sd[name]["all"]
            table.add_row(name, *(f"{_pct(m[k])} ± {_pct(s[k])}" for k in ("precision", "recall", "f1")),
                          style="bold" if name == ev.MAIN_EVALUATION else None)
        for name in ev.LEAKAGE_EVALUATIONS:
            m, s = mean[name]["all"], sd[name]["all"]
            table.add_row(name, "", "", f"{_pct(m['leakage'])} ± {_pct(s['leakage'])}%")
        out.append(table)
        runs_table = Table(title="binary HIPAA token per run", title_justify="left")
        for col in ("run", "P", "R", "F1"):
            runs_table.add_column(col, justify="left" if col == "run" else "right")
        for (label, _), r in zip(runs, results):
            f = r[ev.MAIN_EVALUATION]["all"]
            runs_table.add_row(str(label), _pct(f["precision"]), _pct(f["recall"]), _pct(f["f1"]))
        out.append(runs_table)
    if comparison is not None:
        out.append(f"approximate randomization ({comparison['trials']} shuffles, seed "
                   f"{comparison['seed']}) on binary HIPAA token F1: {comparison['a']} "
                   f"{_pct(comparison['f1_a'])} vs {comparison['b']} {_pct(comparison['f1_b'])}, "
                   f"p = {comparison['p_value']:.4f}")
        for name in ev.LEAKAGE_EVALUATIONS:
            c = comparison[name]
            out.append(f"  on {name.replace('_', ' ')}: {comparison['a']} "
                       f"{_pct(c['leakage_a'])}% vs {comparison['b']} {_pct(c['leakage_b'])}%, "
                       f"p = {c['p_value']:.4f}")
    return out
