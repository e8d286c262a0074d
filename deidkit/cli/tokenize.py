"""``deidkit tokenize``: i2b2 XML / plain text / annotation tools' formats -> tokens table."""

from __future__ import annotations

import sys

import click

from deidkit.cli.common import provenance
from deidkit.cli.options import output_option, strict_option, workers_option


@click.command("tokenize")
@click.argument("inputs", nargs=-1, required=True, metavar="INPUT...",
                type=click.Path(allow_dash=True))
@output_option
@workers_option
@strict_option
@click.option("--max-sentence-tokens", type=click.IntRange(min=0), default=200,
              show_default=True,
              help="Cut longer sentences at line breaks (else spaces) to keep sequences "
                   "tractable; 0 = never.")
@click.option("--label-map", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Map an annotation tool's labels to i2b2 TYPEs: one LABEL<TAB>TYPE line "
                   "each (TYPE O drops the spans; # comments). Unmapped labels that are no "
                   "i2b2 TYPE are an error.")
@click.pass_context
def command(ctx, inputs, output, workers, strict, max_sentence_tokens, label_map):
    """deidkit tokenize corpus/ | deidkit pseudonymize -n 100 > train.parquet

    \b
    More examples:
      deidkit tokenize corpus/ -o tokens.parquet --workers 4
      deidkit tokenize note.txt other.txt -o tokens.arrow
      cat note.txt | deidkit tokenize - > tokens.parquet

    Split clinical notes into sentences of tokens with IOB2 labels (one row per sentence:
    doc_id, sentence, tokens, starts, ends, labels).

    INPUT is an i2b2 2014 XML file (labelled), a plain-text .txt file (unlabelled: labels
    are null), an annotation tool's file (brat .ann with its .txt, Label Studio .json,
    doccano or spaCy/Prodigy .jsonl, CoNLL .conll; docs/data-contract.md), a directory
    (its files of one of these formats, recursively, in sorted order; XML first, .txt files
    only when it holds nothing else), or '-' for standard input (sniffed). The document id is the file stem
    ('stdin' for standard input); Label Studio, JSONL and CoNLL files name their documents.

    Tokenization is aggressive: runs of letters, runs of digits and every other character
    ("25yo" -> 25 yo, "555-2394" -> 555 - 2394); an HTML entity is one token, unescaped, with
    offsets on the source. Sentences follow spaCy's sentencizer, extended for clinical
    notes (3+ newlines, list items, ruler lines; no split in "3.5" or after "Dr.").

    Bad files (malformed XML, non-UTF-8 bytes, empty or unreadable files) stop the run with
    one line and exit 1, leaving no output file. Tags that do not fit their text (offsets
    outside it, a text attribute that disagrees, overlaps) are reported one line per file
    and the run continues, unless --strict; in annotation tools' files they stop the run,
    as do unknown labels. A summary goes to stderr.
    """
    from deidkit import console
    from deidkit.formats import read_label_map
    from deidkit.rows import RowRun
    from deidkit.tokenize import TokenizeStats, output_schema, tokenize

    run = RowRun(output)  # refuse a terminal before doing any work
    stats = TokenizeStats()

    def on_warning(source: str, problems: list[str]) -> None:
        console.warn(f"{source}: " + "; ".join(problems))

    def read_stdin() -> bytes:
        return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()

    record = provenance(ctx, exclude=["workers", "output"])
    with console.progress_bar(desc="tokenize", unit="doc") as bar:
        batches = tokenize(inputs, strict=strict, workers=workers,
                           max_sentence_tokens=max_sentence_tokens, stdin=read_stdin,
                           label_map=read_label_map(label_map) if label_map else None,
                           stats=stats, on_warning=on_warning, on_progress=bar.update)
        run.write(batches, output_schema(), "tokens", provenance=record)
    console.print_summary(_summary(stats))


def _summary(stats):
    from rich.table import Table

    table = Table(title="deidkit tokenize", title_justify="left", show_header=False,
                  box=None, pad_edge=False)
    table.add_column(justify="left")
    table.add_column(justify="right")
    rows = [("documents", stats.documents), ("sentences", stats.sentences),
            ("tokens", stats.tokens), ("PHI tags", stats.tags),
            ("tags lost to tokenization", stats.lost),
            ("tags split across sentences", stats.split), ("warnings", stats.warnings)]
    if stats.unreviewed:
        rows.append(("Label Studio tasks read from predictions (unreviewed)",
                     stats.unreviewed))
    for name, value in rows:
        table.add_row(name, f"{value:,}")
    return table
