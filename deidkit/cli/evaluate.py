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
                   "recall, f1, macro_...}}, leakage: {...}, redaction: {all: {tokens, "
                   "redacted, redaction_rate}}} to stdout.")
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
              help="With two prediction sets: approximate-randomization tests of their "
                   "binary HIPAA token F1 difference, of their leakage and HIPAA leakage "
                   "differences and of their redaction-rate difference (without gold labels, "
                   "that one alone).")
@click.option("--trials", type=click.IntRange(min=1), default=9999, show_default=True,
              help="Shuffles of the approximate-randomization test.")
@click.option("--curve", default=None, metavar="PNG", type=click.Path(dir_okay=False),
              help="Tokens tables only: draw precision against recall over PHI thresholds "
                   "(binary, tagger tokens) from the 'phi_probability' column that `deidkit "
                   "tag --probabilities` writes, one line per prediction set.")
@click.option("--by-source", is_flag=True,
              help="Tokens tables that `deidkit tag` wrote: break the redaction rate, the "
                   "false positives and the leakage down by the sources its 'phi_source' "
                   "column names (model, ensemble, uncased, recognizer:NAME, propagation, "
                   "veto:NAME).")
@seed_option
@click.pass_context
def command(ctx, gold, preds, output, as_json, column, gold_column, idnum_hipaa,
            skip_missing, compare, trials, curve, by_source, seed):
    """deidkit tag test.parquet --model model/ | deidkit evaluate

    \b
    Score predictions as the official i2b2 2014 script does (token, strict, relaxed;
    typed and binary; all PHI and the HIPAA subset; micro and macro), per category and
    per TYPE, plus leakage and the redaction rate. GOLD and PRED can be:
      deidkit evaluate gold/ system/            two i2b2 XML directories (by file name)
      deidkit evaluate gold/ tagged.parquet     gold XML + a tokens table with 'predicted'
      deidkit evaluate tagged.parquet           one tokens table with 'labels' and
                                                'predicted' (GOLD omitted or '-': stdin)
    Several prediction sets (gold/ run1/ run2/ ..., or several tables) give mean ± sd
    over the runs; --compare tests two of them (approximate randomization, 9,999
    shuffles, seeded: binary HIPAA token F1, leakage, HIPAA leakage, redaction rate).

    \b
    Output: on a terminal, a table led by binary HIPAA token P/R/F1; redirected or piped,
    the metrics table (one row per evaluation and category; Parquet to a file, an Arrow
    stream to a pipe; or -o FILE); --json, one JSON object. Notes go to stderr.

    Leakage = gold PHI tokens (alphanumeric runs of gold tags) not wholly covered by any
    predicted PHI, over all gold PHI tokens; it is not 1 - recall. Redaction rate =
    predicted PHI tokens (alphanumeric runs of predicted tags) per 1,000 tokens
    (alphanumeric runs of the text). A tokens table without gold labels ('labels' null in
    every sentence, as `tokenize` writes plain text: `deidkit tokenize notes/ | deidkit
    tag | deidkit evaluate`) gets the redaction rate alone. Parquet from a pipe is
    buffered to a temporary file first.

    --by-source (tokens tables `deidkit tag` wrote): per source that its 'phi_source'
    column names, the predicted PHI tokens it flagged (its share of the redaction rate),
    the false positives among them (and those no other source flagged), and the leaked
    gold PHI tokens it flagged but that were overruled (a veto: the leaks it caused);
    'none': leaked tokens no source flagged.
    """
    from deidkit import console, io, schemas
    from deidkit.cli.common import provenance
    from deidkit.errors import ConfigError
    from deidkit.evaluate.report import evaluate_inputs

    to_file = not io.is_stdio(output)
    terminal = not as_json and not to_file and io.isatty(sys.stdout)
    table_out = to_file or (not as_json and not terminal)
    if table_out:
        io.output_format(output)  # a bad suffix fails before any work
    if "-" in (gold, *preds) and _stdin_is_terminal():
        raise ConfigError("no input: give GOLD (an i2b2 XML directory or a tokens table) or "
                          "pipe a tokens table with labels and predicted into the command")
    evaluation = evaluate_inputs(gold, list(preds), pred_column=column, gold_column=gold_column,
                                 idnum_hipaa=idnum_hipaa, skip_missing=skip_missing,
                                 compare=compare, trials=trials, seed=seed, curve=curve,
                                 by_source=by_source)
    for line in evaluation.warnings:
        console.warn(line)
    for line in evaluation.notes:
        console.info(line)
    if table_out:
        table = evaluation.metrics_table()
        io.write_table(output, table.replace_schema_metadata(schemas.with_metadata(
            table.schema, schemas.METRICS, provenance(ctx)).metadata))
    if as_json:
        click.echo(json.dumps(evaluation.result.payload, indent=None, sort_keys=False,
                              allow_nan=False))
    elif terminal:
        from rich.console import Console

        out = Console(file=sys.stdout, highlight=False, soft_wrap=True)
        for r in evaluation.renderables():
            out.print(r)
    else:
        for r in evaluation.renderables():
            console.print_summary(r)


def _stdin_is_terminal() -> bool:
    # not io.isatty: tests make stdout a terminal by patching that one
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False
