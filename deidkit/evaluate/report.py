"""``deidkit evaluate`` as one library call: :func:`evaluate_inputs` pairs the inputs,
scores them and returns an :class:`Evaluation`, which renders itself (rich tables for a
person, the metrics table, JSON) and lists what the user should be warned about."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from deidkit.evaluate.sources import BY_SOURCE


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
        out = _render(self.runs, self.result.results,
                      self.result.payload if self.several else None, self.result.comparison)
        for (label, pairing), result in zip(self.runs, self.result.results):
            if BY_SOURCE in result:
                out.append(source_table(result[BY_SOURCE], labelled=pairing.labelled,
                                        run=label if self.several else None))
        return out


def evaluate_inputs(gold, preds, *, pred_column: str = "predicted", gold_column: str = "labels",
                    idnum_hipaa: bool = False, skip_missing: bool = False, compare: bool = False,
                    trials: int = 9999, seed: int = 0, curve=None,
                    by_source: bool = False) -> Evaluation:
    """Score ``preds`` (prediction sets: XML directories or tokens tables; none: GOLD is one
    tokens table with both columns) against ``gold``; with ``curve``, also draw the PNG of
    precision against recall over PHI thresholds (tokens tables only); with ``by_source``,
    each run's figures by the sources its ``phi_source`` column names
    (:mod:`deidkit.evaluate.sources`: tokens tables that ``tag`` wrote)."""
    from deidkit import evaluate as ev
    from deidkit.errors import ConfigError, DataError
    from deidkit.evaluate.sources import check_by_source

    if by_source:
        check_by_source(pred_column)

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
    unlabelled = [label for label, pairing in runs if not pairing.labelled]
    if unlabelled and curve:
        raise DataError(f"no gold labels ('{gold_column}' is null in every sentence): --curve "
                        "needs them", source=unlabelled[0])
    notes = [_draw_curve(curve, runs, tables, gold_column=gold_column)] if curve else []
    notes += [f"{label}: no gold labels ('{gold_column}' is null in every sentence): the "
              "redaction rate alone" for label in unlabelled]
    if compare and len(runs) != 2:
        raise ConfigError(f"--compare needs exactly two prediction sets, got {len(runs)}")
    breakdowns = _breakdowns(runs, tables, pred_column) if by_source else None
    warnings = [w for label, pairing in runs
                for w in _pairing_warnings(label, pairing, skip_missing=skip_missing,
                                           several=len(runs) > 1)]
    result = ev.evaluate_runs(runs, idnum_hipaa=idnum_hipaa, compare=compare, trials=trials,
                              seed=seed)
    if not result.documents:
        notes.append("no documents to evaluate")
    elif breakdowns is not None:
        _add_breakdowns(result, runs, breakdowns)
    if result.comparison is not None and result.compared_documents_differ:
        warnings.append(f"the two prediction sets cover different documents: the test uses "
                        f"the {result.comparison['documents']} they share")
    return Evaluation(runs, result, warnings, notes)


def _breakdowns(runs, tables, pred_column) -> list[dict]:
    """Each run's :func:`deidkit.evaluate.sources.source_breakdown`; a directory of system
    XML has no ``phi_source`` to read."""
    from deidkit.errors import ConfigError
    from deidkit.evaluate.sources import source_breakdown
    from deidkit.phi_source import SOURCE_COLUMN

    out = []
    for (label, pairing), table in zip(runs, tables):
        if table is None:
            raise ConfigError(f"--by-source reads the '{SOURCE_COLUMN}' column of a tokens "
                              f"table (`deidkit tag` writes it), but PRED '{label}' is a "
                              "directory of i2b2 XML")
        out.append(source_breakdown(table, pairing, source=label, pred_column=pred_column))
    return out


def _add_breakdowns(result, runs, breakdowns) -> None:
    """The breakdowns into each run's dict (so the JSON carries them) and the metrics
    rows (``evaluation`` ``by_source``, a row per source)."""
    from deidkit.evaluate.metrics import metrics_rows

    several = len(runs) > 1
    for (label, pairing), r, breakdown in zip(runs, result.results, breakdowns):
        if r:
            r[BY_SOURCE] = breakdown
            result.rows += metrics_rows({BY_SOURCE: breakdown}, documents=len(pairing.pairs),
                                        run=label if several else None)


def source_table(breakdown: dict, *, labelled: bool, run: str | None = None):
    """A rich table of one run's breakdown by source (:mod:`deidkit.evaluate.sources`)."""
    from rich.table import Table

    title = "by source (tokens of the token evaluation)" + (f": {run}" if run else "")
    caption = ("redacted: predicted PHI tokens the source flagged"
               + ("; sole: false positives no other source flagged; leaked: gold PHI tokens "
                  "that leaked though the source flagged them (a veto: that it removed); "
                  "none: no source flagged them" if labelled else ""))
    table = Table(title=title, title_justify="left", caption=caption, caption_justify="left")
    columns = ["source", "redacted", "redaction_rate"]
    if labelled:
        columns += ["false positives", "sole", "leaked", "leakage"]
    for col in columns:
        table.add_column(col, justify="left" if col == "source" else "right")
    for name, f in breakdown.items():
        cells = [name, str(f["redacted"]), _rate(f["redaction_rate"])]
        if labelled:
            cells += [str(f["false_positives"]), str(f["sole_false_positives"]),
                      str(f["leaked"]), f"{_pct(f['leakage'])}%"]
        table.add_row(*cells, style="bold" if name == "all" else None)
    return table


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


def _rate(x):
    return f"{x:.2f}‰"


def _rate_caption(f) -> str:
    return (f"redaction_rate: {f['redacted']:,} predicted PHI tokens in {f['tokens']:,} tokens, "
            f"{f['redaction_rate']:.2f} per 1,000 (‰)")


def _render(runs, results, aggregate, comparison):
    from deidkit import evaluate as ev

    if ev.MAIN_EVALUATION not in results[0]:
        out = [_unlabelled_table(runs, results, aggregate)]
    elif aggregate is None:
        out = _single_tables(results[0])
    else:
        out = _runs_tables(runs, results, aggregate)
    if comparison is not None:
        out += _comparison_lines(comparison)
    return out


def _single_tables(result):
    from rich.table import Table

    from deidkit import evaluate as ev
    from deidkit.corpus.i2b2 import CATEGORIES

    r = result[ev.REDACTION_EVALUATION]["all"]
    table = Table(title="i2b2 2014 evaluation (micro; macro F1 as the official script)",
                  title_justify="left", caption=_rate_caption(r), caption_justify="left")
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
    table.add_row("redaction_rate", "", "", _rate(r["redaction_rate"]), "", "", "", "")
    per = Table(title="per category (binary token and typed token F1; leakage)",
                title_justify="left")
    for col in ("category", "gold tokens", "binary P", "binary R", "binary F1",
                "typed F1", "leakage"):
        per.add_column(col, justify="left" if col == "category" else "right")
    for cat in CATEGORIES:
        b = result["binary_token"][cat]
        if b["tp"] + b["fn"] + b["fp"] == 0:
            continue
        per.add_row(cat, str(b["tp"] + b["fn"]), _pct(b["precision"]), _pct(b["recall"]),
                    _pct(b["f1"]), _pct(result["token"][cat]["f1"]),
                    _pct(result["leakage"][cat]["leakage"]) + "%")
    return [table, per]


def _runs_tables(runs, results, aggregate):
    from rich.table import Table

    from deidkit import evaluate as ev

    mean, sd = aggregate["mean"], aggregate["sd"]
    table = Table(title=f"i2b2 2014 evaluation: mean ± sd over {len(runs)} runs (micro)",
                  title_justify="left",
                  caption="redaction_rate: predicted PHI tokens per 1,000 tokens (‰)",
                  caption_justify="left")
    for col in ("evaluation", "P", "R", "F1"):
        table.add_column(col, justify="left" if col == "evaluation" else "right")
    for name in ev.EVALUATIONS:
        m, s = mean[name]["all"], sd[name]["all"]
        table.add_row(name, *(f"{_pct(m[k])} ± {_pct(s[k])}" for k in ("precision", "recall", "f1")),
                      style="bold" if name == ev.MAIN_EVALUATION else None)
    for name in ev.LEAKAGE_EVALUATIONS:
        m, s = mean[name]["all"], sd[name]["all"]
        table.add_row(name, "", "", f"{_pct(m['leakage'])} ± {_pct(s['leakage'])}%")
    m, s = mean[ev.REDACTION_EVALUATION]["all"], sd[ev.REDACTION_EVALUATION]["all"]
    table.add_row("redaction_rate", "", "",
                  f"{m['redaction_rate']:.2f} ± {_rate(s['redaction_rate'])}")
    runs_table = Table(title="binary HIPAA token per run", title_justify="left")
    for col in ("run", "P", "R", "F1", "redaction rate"):
        runs_table.add_column(col, justify="left" if col == "run" else "right")
    for (label, _), r in zip(runs, results):
        f = r[ev.MAIN_EVALUATION]["all"]
        runs_table.add_row(str(label), _pct(f["precision"]), _pct(f["recall"]), _pct(f["f1"]),
                           _rate(r[ev.REDACTION_EVALUATION]["all"]["redaction_rate"]))
    return [table, runs_table]


def _unlabelled_table(runs, results, aggregate):
    """No gold labels: the redaction rate of each run (and their mean ± sd)."""
    from rich.table import Table

    from deidkit import evaluate as ev

    table = Table(title="redaction rate (no gold labels: no precision, recall or leakage)",
                  title_justify="left",
                  caption="redaction_rate: predicted PHI tokens per 1,000 tokens (‰)",
                  caption_justify="left")
    for col in ("run", "tokens", "predicted PHI tokens", "redaction_rate"):
        table.add_column(col, justify="left" if col == "run" else "right")
    for (label, _), r in zip(runs, results):
        f = r[ev.REDACTION_EVALUATION]["all"]
        table.add_row(str(label), str(f["tokens"]), str(f["redacted"]),
                      _rate(f["redaction_rate"]), style="bold" if aggregate is None else None)
    if aggregate is not None:
        m = aggregate["mean"][ev.REDACTION_EVALUATION]["all"]
        s = aggregate["sd"][ev.REDACTION_EVALUATION]["all"]
        table.add_row("mean ± sd", "", "", f"{m['redaction_rate']:.2f} ± "
                      f"{_rate(s['redaction_rate'])}", style="bold")
    return table


def _comparison_lines(comparison):
    from deidkit import evaluate as ev

    a, b = comparison["a"], comparison["b"]
    head = f"approximate randomization ({comparison['trials']} shuffles, seed {comparison['seed']})"
    out = []
    if "f1_a" in comparison:
        out.append(f"{head} on binary HIPAA token F1: {a} {_pct(comparison['f1_a'])} vs {b} "
                   f"{_pct(comparison['f1_b'])}, p = {comparison['p_value']:.4f}")
        for name in ev.LEAKAGE_EVALUATIONS:
            c = comparison[name]
            out.append(f"  on {name.replace('_', ' ')}: {a} {_pct(c['leakage_a'])}% vs {b} "
                       f"{_pct(c['leakage_b'])}%, p = {c['p_value']:.4f}")
        head = " "
    c = comparison[ev.REDACTION_EVALUATION]
    out.append(f"{head} on redaction rate: {a} {_rate(c['redaction_rate_a'])} vs {b} "
               f"{_rate(c['redaction_rate_b'])}, p = {c['p_value']:.4f}")
    return out
