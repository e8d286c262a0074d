"""``deidkit export``: predictions back to i2b2 XML or redacted text."""

from __future__ import annotations

import sys

import click

from deidkit.cli.options import date_order_option, input_argument, seed_option

#: Options of --format surrogate only (an error with any other format).
SURROGATE_OPTIONS = {"patients_file": "--patients", "date_order": "--date-order",
                     "key_file": "--key", "seed": "--seed"}


@click.command(context_settings={"max_content_width": 100})
@input_argument
@click.option("--format", "fmt", type=click.Choice(["i2b2", "redacted", "surrogate"]),
              default="i2b2", show_default=True,
              help="i2b2: one i2b2 2014 XML file per document (tags from the predictions); "
                   "redacted: one .txt per document, each PHI replaced by [**TYPE**]; "
                   "surrogate: one .txt per document, each PHI replaced by a realistic "
                   "surrogate, every other character as it was.")
@click.option("--source", "source_dir", required=True, metavar="DIR",
              type=click.Path(file_okay=False),
              help="Directory of the texts the tokens were made from: <doc_id>.xml (i2b2) "
                   "or <doc_id>.txt, searched recursively.")
@click.option("-o", "--output", "out_dir", default=None, metavar="DIR",
              help="Output directory (created if needed). '-' (the default of --format "
                   "redacted and surrogate) writes the text to stdout: one document as it is, "
                   "several each under a '==> doc_id <==' line, as head(1) does.")
@click.option("--column", default="predicted", show_default=True,
              help="Label column to export ('labels' exports the gold labels: the "
                   "tokenization round trip).")
@click.option("--patients", "patients_file", default=None, metavar="MAP.csv",
              type=click.Path(dir_okay=False),
              help="--format surrogate: a CSV with the columns doc_id and patient_id; a "
                   "patient's documents share their surrogates and date shift (without it "
                   "each document is its own patient). Every document must be in it.")
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
    from a pipe is buffered to a temporary file first.
    """
    from deidkit.errors import ConfigError
    from deidkit.export import check_output_dir, export_input

    text_formats = ("redacted", "surrogate")
    if fmt != "surrogate":
        given = [flag for name, flag in SURROGATE_OPTIONS.items()
                 if ctx.get_parameter_source(name).name != "DEFAULT"]
        if given:
            raise ConfigError(f"{', '.join(given)} applies to --format surrogate only")
    if out_dir is None:
        if fmt not in text_formats:
            raise click.UsageError("Missing option '-o' / '--output' (an output directory; "
                                   "only --format redacted or surrogate writes to stdout)")
        out_dir = "-"
    to_stdout = out_dir == "-"
    if to_stdout and fmt not in text_formats:
        raise ConfigError("-o - (stdout) works with --format redacted or surrogate only; "
                          "give a directory")
    if not to_stdout:
        check_output_dir(out_dir)  # before any work
    if fmt == "surrogate":
        _export_surrogates(input, source_dir, out_dir, column=column, seed=seed,
                           date_order=date_order, patients_file=patients_file,
                           key_file=key_file, force=force)
        return
    docs, _ = export_input(input, source_dir, fmt=fmt, column=column)
    _write(docs, out_dir, fmt, force)


def _write(docs, out_dir, fmt, force):
    from deidkit import console
    from deidkit.export import write_documents

    to_stdout = out_dir == "-"
    if to_stdout:
        # everything is built before the first byte is written: a failure writes nothing
        if len(docs) == 1:
            sys.stdout.write(docs[0].content)
        else:
            sys.stdout.write("\n".join(f"==> {d.doc_id} <==\n{d.content}" for d in docs))
        sys.stdout.flush()
        return
    write_documents(docs, out_dir, fmt=fmt, force=force)
    console.info(f"exported {len(docs)} document{'s' if len(docs) != 1 else ''} "
                 f"({sum(d.tags for d in docs)} tags, --format {fmt}) to {out_dir}")


def _surrogate_summary(result) -> str:
    methods = ", ".join(f"{k} {v}" for k, v in sorted(result.methods.items()))
    orders = ", ".join(f"{k} {v}" for k, v in sorted(result.orders.items()))
    return f"surrogates: {methods or 'none'}; date order of the documents: {orders or 'none'}"


def _export_surrogates(input, source_dir, out_dir, *, column, seed, date_order, patients_file,
                       key_file, force):
    import contextlib

    from deidkit import console
    from deidkit.surrogate_export import check_key_path, key_written, surrogate_input

    if key_file is not None:
        check_key_path(key_file, force=force)  # before any work
    result = surrogate_input(input, source_dir, column=column, seed=seed, date_order=date_order,
                             patients_file=patients_file)
    # the key is renamed into place once the documents are written: a failed run leaves neither
    with key_written(result.key, key_file) if key_file else contextlib.nullcontext():
        _write(result.documents, out_dir, "surrogate", force)
    if key_file:
        console.info(f"wrote the key ({len(result.key)} spans; it contains PHI) to {key_file}")
    console.info(_surrogate_summary(result))
