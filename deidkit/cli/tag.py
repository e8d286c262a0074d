"""``deidkit tag``: add the labels a trained tagger predicts."""

from __future__ import annotations

import click

from deidkit.cli.options import input_argument, output_option, threads_option


@click.command("tag")
@input_argument
@click.option("--model", "model_dir", required=True, metavar="DIR",
              type=click.Path(file_okay=False),
              help="A model directory written by `deidkit train-tagger`.")
@click.option("--embeddings", default=None, metavar="NAME|PATH",
              help="Load the embeddings from here instead of the source named in the model's "
                   "config (they must be the same vectors: the fingerprint is checked).")
@click.option("--precision", type=click.Choice(["float32", "bfloat16"]), default="float32",
              show_default=True,
              help="bfloat16 runs the LSTMs about 1.7x faster on CPUs with bf16 instructions; "
                   "predictions may differ from float32 on near ties.")
@output_option
@threads_option
@click.pass_context
def command(ctx, input, model_dir, embeddings, precision, output, threads):
    """deidkit tokenize notes/ | deidkit tag --model model/ | deidkit evaluate

    \b
    More examples:
      deidkit tag test.parquet --model model/ -o predicted.parquet
      deidkit tag test.parquet --model model/ | deidkit export --source notes/ -o system/

    Add a `predicted` column (IOB2 labels of the model's label set) to a tokens table,
    replacing one that is there; every other column passes through unchanged. Streams
    batch by batch: sentences are sorted by length within each input batch, tagged in
    large batches, and written back in input order.
    """
    from deidkit import console, io
    from deidkit.cli.common import run_row_stage
    from deidkit.models.checkpoint import load_tagger
    from deidkit.tag import output_schema, tag

    io.output_format(output)  # refuse a terminal before loading anything
    tagger = load_tagger(model_dir, embeddings=embeddings)
    if threads:
        import torch

        torch.set_num_threads(threads)
    rows = run_row_stage(ctx, input, output, "tokens", lambda batches: tag(batches, tagger, precision=precision),
                         output_schema, extra_metadata={"deidkit.tagger": str(model_dir)})
    console.print_summary(f"deidkit tag: {rows:,} sentences tagged with {model_dir}")
