"""``deidkit evaluate``: the official i2b2 2014 figures, and more."""

from __future__ import annotations

import json
import sys

import click

from deidkit.cli.options import column_option, seed_option


@click.command(context_settings={"max_content_width": 100})
@click.argument("gold", required=False, default="-", metavar="[GOLD]")
@click.argument("preds", nargs=-1, metavar="[PRED]...")
@click.option("-o", "--output", default="-", metavar="PATH",
              type=click.Path(dir_okay=False, allow_dash=True),
              help="Write the metrics table here (.parquet, .arrow, .arrows; atomically); the "
                   "summary then goes to stderr. Default: stdout (a table for a person at a "
                   "terminal; Parquet when redirected to a file; an Arrow stream to a pipe).")
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON object {evaluation: {category: {tp, fp, fn, precision, "
                   "recall, f1, macro_...}}, leakage: {...}} to stdout.")
@column_option(default="predicted",
               help="Label column of a tokens table holding the predictions ('labels' gives "
                    "the tokenization upper bound).")
@click.option("--gold-column", default="labels", show_default=True, metavar="NAME",
              help="Column holding the gold labels when GOLD is a tokens table.")
@click.option("--idnum-hipaa", is_flag=True,
              help="Count IDNUM as HIPAA PHI. The official regex ('IDNUM ' with a trailing "
                   "space) never matches, so by default IDNUM is not HIPAA, as there.")
@click.option("--skip-missing", is_flag=True,
              help="Leave out gold documents without a system document, as the official "
                   "script does (default: score them as predicting no PHI).")
@click.option("--compare", is_flag=True,
              help="With two prediction sets: approximate-randomization test of their "
                   "binary HIPAA token F1 difference.")
@click.option("--trials", type=click.IntRange(min=1), default=9999, show_default=True,
              help="Shuffles of the approximate-randomization test.")
@click.option("--curve", default=None, metavar="PNG", type=click.Path(dir_okay=False),
              help="Tokens tables only: draw precision against recall over PHI thresholds "
                   "(binary, tagger tokens) from the 'phi_probability' column that `deidkit "
                   "tag --probabilities` writes, one line per prediction set.")
@seed_option
@click.pass_context
def command(ctx, gold, preds, output, as_json, column, gold_column, idnum_hipaa,
            skip_missing, compare, trials, curve, seed):
    """deidkit tag test.parquet --model model/ | deidkit evaluate

    \b
    Score predictions as the official i2b2 2014 script does (token, strict, relaxed;
    typed and binary; all PHI and the HIPAA subset; micro and macro), per category and
    per TYPE, plus leakage. GOLD and PRED can be:
      deidkit evaluate gold/ system/            two i2b2 XML directories (by file name)
      deidkit evaluate gold/ tagged.parquet     gold XML + a tokens table with 'predicted'
      deidkit evaluate tagged.parquet           one tokens table with 'labels' and
                                                'predicted' (GOLD omitted or '-': stdin)
    Several prediction sets (gold/ run1/ run2/ ..., or several tables) give mean ± sd
    over the runs; --compare tests two of them (approximate randomization, 9,999
    shuffles, seeded).

    \b
    Output: on a terminal, a table led by binary HIPAA token P/R/F1; redirected or piped,
    the metrics table (one row per evaluation and category; Parquet to a file, an Arrow
    stream to a pipe; or -o FILE); --json, one JSON object. Notes go to stderr.

    Leakage = gold PHI tokens (alphanumeric runs of gold tags) not wholly covered by any
    predicted PHI, over all gold PHI tokens; it is not 1 - recall. Parquet from a pipe
    is buffered to a temporary file first.
    """
    run_evaluate(ctx, gold=gold, preds=list(preds), output=output, as_json=as_json,
                 pred_column=column, gold_column=gold_column, idnum_hipaa=idnum_hipaa,
                 skip_missing=skip_missing, compare=compare, trials=trials, seed=seed,
                 curve=curve)


# ---------------------------------------------------------------------------------------
# The work behind the command (imports inside, so that `deidkit --help` stays fast)

def _stdin_is_terminal() -> bool:
    # not io.isatty: tests make stdout a terminal by patching that one
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def _report(label, pairing, *, skip_missing, several):
    from deidkit import console

    where = f" ({label})" if several else ""
    if pairing.missing:
        n = len(pairing.missing)
        what = ("left out, as the official script does (--skip-missing)" if skip_missing
                else "scored as predicting no PHI (their PHI count as false negatives)")
        console.warn(f"{n} gold document{'s' if n != 1 else ''} without a system document{where}: {what}")
    if pairing.extra:
        n = len(pairing.extra)
        console.warn(f"{n} system document{'s' if n != 1 else ''} without a gold document{where}: ignored")
    if pairing.ignored_elements:
        console.warn(f"{pairing.ignored_elements} XML elements that are not PHI tags ignored{where}")
    if pairing.problems:
        console.warn(f"{pairing.problems} tags do not fit their text{where} (offsets outside "
                     "it, overlaps, or a text attribute that differs); scored as the official "
                     "script scores them (tags without integer offsets left out)")


def run_evaluate(ctx, *, gold, preds, output, as_json, pred_column, gold_column, idnum_hipaa,
                 skip_missing, compare, trials, seed, curve=None):
    from deidkit import console
    from deidkit import evaluate as ev
    from deidkit import io, schemas
    from deidkit.cli.common import provenance
    from deidkit.errors import ConfigError

    to_file = not io.is_stdio(output)
    terminal = not as_json and not to_file and io.isatty(sys.stdout)
    if to_file or (not as_json and not terminal):
        io.output_format(output)  # a bad suffix fails before any work
    if "-" in (gold, *preds) and _stdin_is_terminal():
        raise ConfigError("no input: give GOLD (an i2b2 XML directory or a tokens table) or "
                          "pipe a tokens table with labels and predicted into the command")
    if curve is not None:
        from deidkit.training import check_writable

        from pathlib import Path

        from deidkit.evaluate.inputs import is_dir

        if is_dir(gold):
            raise ConfigError("--curve reads tokens tables with a 'phi_probability' column "
                              f"(`deidkit tag --probabilities`), but GOLD '{gold}' is a directory")
        check_writable(Path(curve).resolve().parent, what=f"--curve {curve}")
    tables: list = []
    runs = ev.pair_inputs(gold, preds, pred_column=pred_column, gold_column=gold_column,
                          skip_missing=skip_missing, tables=tables)
    if curve is not None:
        _draw_curve(curve, runs, tables, gold_column=gold_column)
    several = len(runs) > 1
    if compare and len(runs) != 2:
        raise ConfigError(f"--compare needs exactly two prediction sets, got {len(runs)}")

    for label, pairing in runs:
        _report(label, pairing, skip_missing=skip_missing, several=several)
    result = ev.evaluate_runs(runs, idnum_hipaa=idnum_hipaa, compare=compare, trials=trials,
                              seed=seed)
    documents, payload, rows, comparison = (result.documents, result.payload, result.rows,
                                            result.comparison)
    if not documents:
        console.info("no documents to evaluate")
    if comparison is not None and result.compared_documents_differ:
        console.warn(f"the two prediction sets cover different documents: the test uses "
                     f"the {comparison['documents']} they share")

    if to_file or (not as_json and not terminal):
        table = ev.metrics_table(rows, runs=several)
        table = table.replace_schema_metadata(schemas.with_metadata(
            table.schema, schemas.METRICS, provenance(ctx)).metadata)
        io.write_table(output, table)
    if as_json:
        click.echo(json.dumps(payload, indent=None, sort_keys=False, allow_nan=False))
    if documents and not as_json:
        renderables = _render(runs, result.results, payload if several else None, comparison)
        if terminal:
            from rich.console import Console

            out = Console(file=sys.stdout, highlight=False, soft_wrap=True)
            for r in renderables:
                out.print(r)
        else:
            for r in renderables:
                console.print_summary(r)


def _draw_curve(path, runs, tables, *, gold_column):
    from deidkit import console
    from deidkit.evaluate.curve import curve_points, plot_curves

    curves = [(label, curve_points(table, gold_column=gold_column, source=label))
              for (label, _), table in zip(runs, tables)]
    plot_curves(path, curves)
    console.info(f"precision-recall curve ({', '.join(str(len(p['threshold'])) for _, p in curves)} "
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
    return out
