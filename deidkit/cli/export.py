"""``deidkit export``: predictions back to i2b2 XML, redacted or surrogate text, or
annotation tools' formats."""

from __future__ import annotations

import sys

import click

from deidkit.cli.options import (column_option, date_order_option, input_argument,
                                 patients_option, reject_unless, seed_option)


@click.command(context_settings={"max_content_width": 100})
@input_argument
@click.option("--format", "fmt", default="i2b2", show_default=True,
              type=click.Choice(["i2b2", "redacted", "surrogate", "brat", "label-studio",
                                 "jsonl", "conll"]),
              help="i2b2: one i2b2 2014 XML file per document (tags from the predictions); "
                   "redacted: one .txt per document, each PHI replaced by [**TYPE**]; "
                   "surrogate: one .txt per document, each PHI replaced by a realistic "
                   "surrogate, every other character as it was; brat: <doc_id>.txt and "
                   ".ann; label-studio: tasks.json, the tags as predictions to review; "
                   "jsonl: documents.jsonl (doccano's spans); conll: <doc_id>.conll (tokens "
                   "and IOB2 labels, no --source).")
@click.option("--source", "source_dir", default=None, metavar="DIR|FILE",
              type=click.Path(),
              help="The texts the tokens were made from: a directory of <doc_id>.xml (i2b2) "
                   "or <doc_id>.txt (plain, brat) files, or of Label Studio .json, .jsonl or "
                   ".conll files (their texts; labels not read), searched recursively; or "
                   "one such file. Required except for conll.")
@click.option("-o", "--output", "out_dir", default=None, metavar="DIR",
              help="Output directory (created if needed). '-' (the default of --format "
                   "redacted and surrogate) writes the text to stdout: one document as it "
                   "is, several each under a '==> doc_id <==' line, as head(1) does.")
@column_option(default="predicted",
               help="Label column to export ('labels' exports the gold labels: the "
                    "tokenization round trip).")
@patients_option(effect="with --format surrogate, a patient's documents share their "
                        "surrogates and date shift (without it each document is its own "
                        "patient).")
@date_order_option
@click.option("--key", "key_file", default=None, metavar="FILE",
              type=click.Path(dir_okay=False),
              help="--format surrogate: also write the original -> surrogate map (CSV, one "
                   "row per replaced span) for the data custodian. It CONTAINS PHI: keep it "
                   "with the original notes, never release it. Off by default.")
@seed_option
@click.option("--force", is_flag=True,
              help="Overwrite files that exist in the output directory (and the --key file).")
@click.pass_context
def command(ctx, input, fmt, source_dir, out_dir, column, patients_file, date_order, key_file,
            seed, force):
    """deidkit tokenize notes/ | deidkit tag | deidkit export --format redacted --source notes/

    \b
    Write predictions back to documents, e.g. to score them with the official i2b2 script:
      deidkit export tagged.parquet --source test/ -o system/
      deidkit evaluate test/ system/
      deidkit export tagged.parquet --format redacted --source notes/ -o redacted/
      deidkit tag test.parquet --model model/ | deidkit export --source corpus/ -o system/
      deidkit export tagged.parquet --format label-studio --source notes/ -o review/
      deidkit export tagged.parquet --format surrogate --source notes/ --patients map.csv

    --format surrogate writes the notes with their PHI replaced, every other
    character in place: names by names (the same name, or a part of it, gets the same
    surrogate in all of a patient's documents), dates moved by one offset per patient
    in their own format and order (--date-order), ages over 89 as 90, IDs and numbers
    by random ones of the same shape, places by places. A date that cannot be read (a
    holiday) becomes a generic date; no predicted PHI string is written back.

    Tags are assembled from IOB2 per sentence (O closes a tag, I-X continues only an
    open X, anything else opens a new one) and span from their first token's start to
    their last token's end; their text is the source slice. A run is atomic (a failed
    run writes no file); existing files are not overwritten without --force. Parquet
    from a pipe is buffered to a temporary file first. The i2b2, brat, label-studio,
    jsonl, redacted and surrogate outputs hold note text (the surrogate text only what
    the model did not find); conll files the tokens.
    """
    from deidkit import console
    from deidkit.errors import ConfigError
    from deidkit.export import check_output_dir
    from deidkit.export_stage import STDOUT_FORMATS, export_corpus

    reject_unless(ctx, ["patients_file", "date_order", "key_file", "seed"], fmt == "surrogate",
                  f"--format {fmt}")
    reject_unless(ctx, ["source_dir"], fmt != "conll", "--format conll (it writes the tokens "
                  "of the table)")
    if fmt != "conll" and source_dir is None:
        raise click.UsageError("Missing option '--source' (the texts the tokens were made "
                               "from)")
    if out_dir is None:
        if fmt not in STDOUT_FORMATS:
            raise click.UsageError("Missing option '-o' / '--output' (an output directory; "
                                   "only --format redacted or surrogate writes to stdout)")
        out_dir = "-"
    to_stdout = out_dir == "-"
    if to_stdout and fmt not in STDOUT_FORMATS:
        raise ConfigError("-o - (stdout) works with --format redacted or surrogate only; "
                          "give a directory")
    if not to_stdout:
        check_output_dir(out_dir)  # before any work
    # everything is built before the first byte is written: a failure writes nothing
    result = export_corpus(input, source_dir, None if to_stdout else out_dir, fmt=fmt,
                           column=column, force=force, seed=seed, date_order=date_order,
                           patients_file=patients_file, key_file=key_file,
                           emit=lambda text: (sys.stdout.write(text), sys.stdout.flush()))
    for line in result.notes:
        console.info(line)
