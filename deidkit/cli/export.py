"""``deidkit export``: predictions back to i2b2 XML, redacted text or annotation tools'
formats."""

from __future__ import annotations

import sys

import click

from deidkit.cli.options import column_option, input_argument


@click.command(context_settings={"max_content_width": 100})
@input_argument
@click.option("--format", "fmt", default="i2b2", show_default=True,
              type=click.Choice(["i2b2", "redacted", "brat", "label-studio", "jsonl", "conll"]),
              help="i2b2: one i2b2 2014 XML file per document (tags from the predictions); "
                   "redacted: one .txt per document, each PHI replaced by [**TYPE**]; "
                   "brat: <doc_id>.txt and .ann; label-studio: tasks.json, the tags as "
                   "predictions to review; jsonl: documents.jsonl (doccano's spans); conll: "
                   "<doc_id>.conll (tokens and IOB2 labels, no --source).")
@click.option("--source", "source_dir", default=None, metavar="DIR|FILE",
              type=click.Path(),
              help="The texts the tokens were made from: a directory of <doc_id>.xml (i2b2) "
                   "or <doc_id>.txt (plain, brat) files, or of Label Studio .json, .jsonl or "
                   ".conll files (their texts; labels not read), searched recursively; or "
                   "one such file. Required except for conll.")
@click.option("-o", "--output", "out_dir", default=None, metavar="DIR",
              help="Output directory (created if needed). '-' (the default of --format "
                   "redacted) writes the redacted text to stdout: one document as it is, "
                   "several each under a '==> doc_id <==' line, as head(1) does.")
@column_option(default="predicted",
               help="Label column to export ('labels' exports the gold labels: the "
                    "tokenization round trip).")
@click.option("--force", is_flag=True, help="Overwrite files that exist in the output directory.")
@click.pass_context
def command(ctx, input, fmt, source_dir, out_dir, column, force):
    """deidkit tokenize notes/ | deidkit tag | deidkit export --format redacted --source notes/

    \b
    Write predictions back to documents, e.g. to score them with the official i2b2 script:
      deidkit export tagged.parquet --source test/ -o system/
      deidkit evaluate test/ system/
      deidkit export tagged.parquet --format redacted --source notes/ -o redacted/
      deidkit tag test.parquet --model model/ | deidkit export --source corpus/ -o system/
      deidkit export tagged.parquet --format label-studio --source notes/ -o review/

    Tags are assembled from IOB2 per sentence (O closes a tag, I-X continues only an
    open X, anything else opens a new one) and span from their first token's start to
    their last token's end; their text is the source slice. A run is atomic (a failed
    run writes no file); existing files are not overwritten without --force. Parquet
    from a pipe is buffered to a temporary file first. The i2b2, brat, label-studio and
    jsonl files hold the whole note text, PHI included; conll files its tokens.
    """
    from deidkit import console
    from deidkit.errors import ConfigError
    from deidkit.export import check_output_dir, export_input, write_documents

    if fmt == "conll" and source_dir is not None:
        raise ConfigError("--source does not apply to --format conll (it writes the tokens "
                          "of the table)")
    if fmt != "conll" and source_dir is None:
        raise click.UsageError("Missing option '--source' (the texts the tokens were made "
                               "from)")
    if out_dir is None:
        if fmt != "redacted":
            raise click.UsageError("Missing option '-o' / '--output' (an output directory; "
                                   "only --format redacted writes to stdout)")
        out_dir = "-"
    to_stdout = out_dir == "-"
    if to_stdout and fmt != "redacted":
        raise ConfigError("-o - (stdout) works with --format redacted only; give a directory")
    if not to_stdout:
        check_output_dir(out_dir)  # before any work
    docs, _ = export_input(input, source_dir, fmt=fmt, column=column)
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
