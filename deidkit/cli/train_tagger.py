"""``deidkit train-tagger``: train the BiLSTM-CRF tagger into a model directory."""

from __future__ import annotations

import click

from deidkit.cli.common import provenance
from deidkit.cli.options import embeddings_option, seed_option, threads_option


@click.command("train-tagger")
@click.argument("inputs", nargs=-1, metavar="[TRAIN]...", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--model-dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Where to write the model (replaced atomically if it is a model already).")
@click.option("--validation", metavar="PATH", type=click.Path(dir_okay=False, allow_dash=False),
              help="Validation tokens table (early stopping). Default: hold out documents of TRAIN.")
@click.option("--validation-fraction", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.1,
              show_default=True,
              help="Share of TRAIN's documents held out for validation when --validation is not "
                   "given (seeded; a document is never split). 0 = no validation, no early stopping.")
@embeddings_option
@click.option("--binary", is_flag=True, help="Two entity types only: PHI (B-PHI/I-PHI) or not.")
@click.option("--hipaa-only", is_flag=True,
              help="Train on the HIPAA subset only: other PHI (DOCTOR, HOSPITAL, IDNUM...) becomes O.")
@click.option("--epochs", type=click.IntRange(min=1), default=50, show_default=True,
              help="Maximum number of epochs.")
@click.option("--patience", type=click.IntRange(min=1), default=5, show_default=True,
              help="Stop after this many epochs without a lower validation loss; the best "
                   "weights are kept.")
@click.option("--batch-size", type=click.IntRange(min=1), default=32, show_default=True,
              help="Sentences per batch (bucketed by length).")
@click.option("--learning-rate", type=float, default=0.002, show_default=True, help="Nadam learning rate.")
@click.option("--clip-norm", type=float, default=1.0, show_default=True, help="Gradient-norm clipping.")
@click.option("--hidden-size", type=click.IntRange(min=1), default=128, show_default=True,
              help="LSTM units per direction.")
@click.option("--layers", type=click.IntRange(min=1), default=2, show_default=True,
              help="Bidirectional LSTM layers.")
@click.option("--input-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.1,
              show_default=True, help="Dropout on the word vectors + casing.")
@click.option("--recurrent-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.25,
              show_default=True,
              help="Variational (locked: one mask per sentence) dropout between LSTM layers.")
@click.option("--output-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.5,
              show_default=True, help="Dropout on the LSTM output.")
@seed_option
@threads_option
@click.pass_context
def command(ctx, inputs, model_dir, validation, validation_fraction, embeddings, binary, hipaa_only,
            epochs, patience, batch_size, learning_rate, clip_norm, hidden_size, layers,
            input_dropout, recurrent_dropout, output_dropout, seed, threads):
    """deidkit train-tagger train.parquet --validation val.parquet --model-dir model/

    \b
    More examples:
      deidkit tokenize corpus/ | deidkit train-tagger --model-dir model/ --epochs 10
      deidkit train-tagger pseudo.parquet --hipaa-only --binary --model-dir m/ --seed 3

    Train the paper's de-identification model: frozen word embeddings + one-hot casing,
    2 bidirectional LSTM layers (128 units per direction, locked dropout between them), a
    CRF. Nadam, gradient-norm clipping, early stopping on the validation loss.

    TRAIN is one or more tokens tables with labels (several are concatenated; rows with
    null labels are skipped). Labels are IOB2 over the i2b2 TYPEs unless --binary and/or
    --hipaa-only. Parquet or Arrow IPC, sniffed; '-' or nothing reads standard input.

    Each epoch prints its training loss, validation loss, validation binary HIPAA token F1
    and leakage on stderr. The model directory gets config.json (every hyperparameter, the
    label set, the embeddings' name and fingerprint), weights.safetensors (the trainable
    weights only), history.parquet and learning_curve.png. The same --seed and --threads
    give a bit-identical model.
    """
    import random

    import numpy as np

    from deidkit import console
    from deidkit.errors import ConfigError
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import TrainingOptions, train_tagger

    try:
        hp = TaggerHyperparameters(hidden_size=hidden_size, num_layers=layers,
                                   input_dropout=input_dropout, recurrent_dropout=recurrent_dropout,
                                   output_dropout=output_dropout)
        options = TrainingOptions(epochs=epochs, patience=patience, batch_size=batch_size,
                                  learning_rate=learning_rate, clip_norm=clip_norm,
                                  validation_fraction=validation_fraction, seed=seed, threads=threads)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    if inputs.count("-") > 1:
        raise ConfigError("standard input can be read only once")
    train, schemas_read, source = read_training_inputs(inputs or ("-",))
    val = None
    if validation is not None:
        val, val_schemas, _ = read_training_inputs((validation,))
        schemas_read += val_schemas
    # Python's and numpy's global generators are not used, but seed them anyway so that a
    # future dependency drawing from them cannot break reproducibility.
    random.seed(seed)
    np.random.seed(seed)

    def on_epoch(r):
        console.info(
            f"epoch {r['epoch']}/{r['max_epochs']}: train loss {r['train_loss']:.4f}, "
            f"val loss {_fmt(r['val_loss'], '.4f')}, val binary HIPAA token F1 "
            f"{_fmt(r['val_f1'], '.2f')}, leakage {_fmt(r['val_leakage'], '.4f')}, "
            f"{r['tokens_per_second']:,.0f} tok/s, {r['seconds']:.1f} s" + ("  *best*" if r["best"] else ""))

    summary = train_tagger(
        train, model_dir=model_dir, validation=val, embeddings=embeddings, binary=binary,
        hipaa_only=hipaa_only, hyperparameters=hp, options=options,
        provenance=provenance(ctx, parents=schemas_read), source=source,
        validation_source=validation, progress=True, on_epoch=on_epoch)
    if summary["skipped_rows"]:
        console.warn(f"{summary['skipped_rows']} rows without labels or tokens were skipped")
    console.print_summary(
        f"deidkit train-tagger: {summary['train_sentences']:,} sentences "
        f"({summary['train_tokens']:,} tokens), {summary['labels']} labels, "
        f"{summary['epochs_run']} epochs, best epoch {summary['best_epoch']} "
        f"(val loss {_fmt(summary['best_val_loss'], '.4f')}, "
        f"val binary HIPAA token F1 {_fmt(summary['best_val_f1'], '.2f')}), "
        f"{summary['seconds']:.0f} s -> {model_dir}")


def _fmt(value, spec: str) -> str:
    import math

    return "-" if value is None or (isinstance(value, float) and math.isnan(value)) else format(value, spec)


def read_training_inputs(paths):
    """Read and concatenate the training tables; returns (table, schemas, source name).

    The kind of each input is sniffed from its schema tag and columns, so that other kinds
    (shared representations) can be dispatched here.
    """
    import pyarrow as pa

    from deidkit import io, schemas
    from deidkit.errors import ConfigError
    from deidkit.train_tagger import COLUMNS

    tables, read, sources = [], [], []
    for path in paths:
        reader = io.open_input(path)
        tag = schemas.schema_tag(reader.schema) or ""
        if tag.startswith("representations/") or "vectors" in reader.schema.names:
            reader.close()
            raise ConfigError(f"{reader.source}: a representations table; train a tagger on "
                              "shared representations with `deidkit train-adversarial`")
        schemas.validate(reader.schema, "tokens", source=reader.source)
        read.append(reader.schema)
        sources.append(reader.source)
        table = reader.read_all()
        table = table.select([c for c in COLUMNS if c in table.column_names])
        tables.append(table.cast(schemas.conform_schema(table.schema, "tokens")))
    common = [c for c in COLUMNS if all(c in t.column_names for t in tables)]
    table = pa.concat_tables([t.select(common).replace_schema_metadata(None) for t in tables])
    return table, read, sources[0] if len(sources) == 1 else None
