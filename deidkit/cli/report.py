"""``deidkit report``: an evaluation as one self-contained HTML page."""

from __future__ import annotations

import click

from deidkit.cli.options import column_option, input_argument


@click.command(context_settings={"max_content_width": 100})
@input_argument
@click.option("-o", "--output", required=True, metavar="HTML",
              type=click.Path(dir_okay=False),
              help="The HTML file to write (atomically). It holds note text unless --no-text.")
@click.option("--no-text", is_flag=True,
              help="Leave every token string out: figures, TYPEs, counts and positions only.")
@click.option("--evaluation", "evaluation_json", default=None, metavar="JSON",
              type=click.Path(dir_okay=False),
              help="Add the figures of a `deidkit evaluate --json` output (e.g. of gold XML "
                   "against system XML, or mean ± sd over runs).")
@click.option("--attack", "attack_json", default=None, metavar="JSON",
              type=click.Path(dir_okay=False),
              help="Add the results of a `deidkit attack --json` output.")
@column_option(default="predicted", help="Label column holding the predictions.")
@click.option("--gold-column", default="labels", show_default=True, metavar="NAME",
              help="Label column holding the gold labels.")
@click.option("--idnum-hipaa", is_flag=True,
              help="Count IDNUM as HIPAA PHI (see `deidkit evaluate --help`).")
@click.option("--max-errors", type=click.IntRange(min=0), default=200, show_default=True,
              help="Errors shown per TYPE (all are counted).")
@click.option("--max-strings", type=click.IntRange(min=0), default=20, show_default=True,
              help="Over-redacted strings listed (most often redacted first; all are "
                   "counted).")
@click.option("--title", default="deidkit report", show_default=True,
              help="The page's title.")
def command(input, output, no_text, evaluation_json, attack_json, column, gold_column,
            idnum_hipaa, max_errors, max_strings, title):
    """deidkit tokenize notes/ | deidkit tag --probabilities | deidkit report -o report.html

    \b
    More examples:
      deidkit report tagged.parquet -o report.html --evaluation eval.json
      deidkit report tagged.parquet -o summary.html --no-text --attack attack.json

    One HTML file from a tokens table with gold labels and predictions: the figures of
    the official i2b2 2014 evaluation and the redaction rate (as `deidkit evaluate`
    scores the same table), the per-TYPE table, leakage by TYPE (gold PHI tokens not
    wholly covered by predicted PHI; HIPAA leakage: the HIPAA subset), the strings most
    often predicted PHI where gold says not PHI (with the share of their occurrences
    redacted), precision against recall over PHI thresholds (when the table has
    `phi_probability`: `deidkit tag --probabilities`), the TYPE confusion over tagger
    tokens, and every false negative and false positive in its sentence with the tokens
    highlighted, grouped by TYPE. A table without gold labels ('labels' null in every
    sentence) gets the redaction rate and its most often redacted strings.

    The page is self-contained (inline CSS and SVG, one inline script to filter the
    errors by TYPE) and its Content-Security-Policy lets a browser fetch nothing. It
    contains note text, and says so at the top; --no-text leaves every token out (the
    over-redacted strings too: their count alone).
    """
    from pathlib import Path

    from deidkit import console, io
    from deidkit.report import build_report, read_json, render
    from deidkit.tokens_table import read_tokens
    from deidkit.training import check_writable

    check_writable(Path(output).resolve().parent, what=f"--output {output}")
    evaluation = read_json(evaluation_json) if evaluation_json else None
    attack = read_json(attack_json) if attack_json else None
    table, source = read_tokens(input)
    data = build_report(table, source=source, gold_column=gold_column,
                        pred_column=column, text=not no_text, idnum_hipaa=idnum_hipaa,
                        evaluation_file=evaluation, attack_file=attack)
    io.atomic_write_text(output, render(data, max_errors=max_errors, max_strings=max_strings,
                                        title=title))
    fn = sum(c.kind != "false positive" for c in data.errors)
    found = (f"{fn:,} false negatives and {len(data.errors) - fn:,} false positives"
             if data.labelled else "no gold labels, redaction rate "
             f"{data.evaluation['redaction']['all']['redaction_rate']:.1f} per 1,000 tokens")
    console.print_summary(f"deidkit report: {data.sentences:,} sentences, {found} -> {output}"
                          + ("" if no_text else " (contains note text)"))
