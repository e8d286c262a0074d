"""``deidkit train-tagger``: train the BiLSTM-CRF tagger into a model directory."""

from __future__ import annotations

import click

from deidkit.cli.common import provenance
from deidkit.errors import ConfigError
from deidkit.cli.options import (cedi_options, device_option, dictionaries_option,
                                 embeddings_option, given, precision_option, reject_unless,
                                 resume_option, run_checkpoint, seed_option, tagger_options,
                                 target_recall_option, threads_option, training_options,
                                 validation_fraction_option)


@click.command("train-tagger")
@click.argument("inputs", nargs=-1, metavar="[TRAIN]...", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--model-dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Where to write the model (replaced atomically if it is a model already).")
@click.option("--validation", metavar="PATH", type=click.Path(dir_okay=False, allow_dash=False),
              help="Validation table for early stopping, of TRAIN's kind (tokens, or "
                   "representations of the same model). Default: hold out part of TRAIN.")
@validation_fraction_option(zero="no validation: every epoch runs, the last weights are kept")
@embeddings_option
@tagger_options
@training_options
@click.option("--clip-norm", type=click.FloatRange(min=0, min_open=True), default=1.0,
              show_default=True, help="Gradient-norm clipping.")
@click.option("--input-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.1,
              show_default=True, help="Dropout on the word vectors + casing.")
@click.option("--recurrent-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.25,
              show_default=True,
              help="Variational (locked: one mask per sentence) dropout between LSTM layers.")
@click.option("--output-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.5,
              show_default=True, help="Dropout on the LSTM output.")
@click.option("--word-dropout", type=click.FloatRange(0.0, 1.0, max_open=True), default=0.0,
              show_default=True,
              help="In training, replace a token's word vector by the unknown word's with "
                   "this probability, so that characters, prefixes, casing and context carry "
                   "what the embeddings do not know (names and IDs of other notes).")
@cedi_options
@dictionaries_option
@click.option("--default-phi-threshold", type=float, default=None, metavar="P",
              help="Record P as the operating point `deidkit tag` uses with this model when "
                   "no --phi-threshold is given (recall first: a token is PHI when its "
                   "marginal probability of O falls below 1 - P). Default: none, tag gives "
                   "the Viterbi labels. Taggers on words only.")
@click.option("--target-leakage", type=float, default=None, metavar="L",
              help="Set the operating point `deidkit tag` uses with this model to the largest "
                   "PHI threshold whose leakage (gold PHI tokens of every TYPE not wholly "
                   "covered) on the validation set is at most L (e.g. 0.01). Give notes of a "
                   "style left out of TRAIN as --validation for an operating point chosen out "
                   "of distribution. Default: none.")
@precision_option
@target_recall_option
@seed_option
@threads_option(work="training")
@device_option
@resume_option
@click.pass_context
def command(ctx, inputs, model_dir, validation, validation_fraction, embeddings, binary, hipaa_only,
            epochs, patience, batch_size, learning_rate, clip_norm, hidden_size, layers,
            input_dropout, recurrent_dropout, output_dropout, word_dropout, char_embeddings,
            prefix_features,
            context_ngrams, context_hidden, attention, dictionaries, default_phi_threshold,
            target_leakage, target_recall, seed,
            threads, device, precision, resume):
    """deidkit train-tagger train.parquet --validation val.parquet --model-dir model/

    \b
    More examples:
      deidkit tokenize corpus/ | deidkit train-tagger --model-dir model/ --epochs 10
      deidkit train-tagger pseudo.parquet --hipaa-only --binary --model-dir m/ --seed 3
      deidkit train-tagger site_a.parquet site_b.parquet --model-dir central/
      deidkit tag test.parquet --model central/ --representation adv/ | deidkit evaluate

    Train the paper's de-identification model: frozen word embeddings + one-hot casing,
    2 bidirectional LSTM layers (128 units per direction, locked dropout between them), a
    CRF. Nadam, gradient-norm clipping, early stopping on the validation loss.

    TRAIN is one or more tokens tables with labels (several are concatenated; rows with
    null labels are skipped). Labels are IOB2 over the i2b2 TYPEs unless --binary and/or
    --hipaa-only. Parquet or Arrow IPC, sniffed; '-' or nothing reads standard input.

    TRAIN may instead be one or more representations tables (`deidkit represent` outputs
    of several institutions, all made with the same representation model): the central
    party's step. They are pooled, and the tagger reads representation vector + casing
    instead of word vector + casing (--embeddings is not used). Its config.json records
    the representation model's id and size; tag raw text with `deidkit tag --model DIR
    --representation ADV_DIR`. Mixing tokens and representations tables is an error. A
    --validation file must then be a representations table of the same model; without
    one, a seeded share of the *sentences* is held out (the shared files hold no document
    ids), and the validation F1 and leakage are computed from the labels alone, counting
    every tagger token as one token.

    Each epoch prints its training loss, validation loss, validation binary HIPAA token F1
    and leakage on stderr. The model directory gets config.json (every hyperparameter, the
    label set, the embeddings' name and fingerprint or the representation's id),
    weights.safetensors (the trainable weights only), history.parquet and
    learning_curve.png. The same --seed and --threads give a bit-identical model.

    At the end of every epoch a checkpoint goes to DIR.partial/ (weights, optimiser, RNG
    and early-stopping states, history); a killed run continues with --resume (same
    options) into a bit-identical model. The checkpoint is removed on success.

    CEDI's features (Lee et al.; tokens tables only), off by default: --char-embeddings,
    --prefix-features, --context-ngrams N, --attention. The character and prefix
    vocabularies of TRAIN are stored in config.json, so `deidkit tag` encodes the same way.
    With context n-grams, a document's sentences are read in order (doc_id, sentence); a
    pseudonymized table (doc_id 'pseudonymized') has no documents, so each sentence is its
    own. The summary gives the validation PHI tokens unknown to the embeddings and the
    binary token F1 on the unknown tokens.

    --dictionaries (tokens tables only; off by default) adds per-token membership in word
    lists of clean origin (US Census names, international first names, GeoNames cities,
    ISO states and countries, organisation and profession words, drug names, medical
    abbreviations) to the tagger's input. The lists are stored in the model directory as
    dictionaries.safetensors (64-bit hashes of the lowercased entries) with their sources,
    versions and SHA-256s in config.json; `deidkit tag` uses exactly those lists and
    refuses a file that does not match.
    """
    from deidkit import console
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.devices import resolve_device
    from deidkit.dictionaries import parse_spec
    from deidkit.run_checkpoint import partial_dir
    from deidkit.train_tagger import (FeatureOptions, TrainingOptions, train_tagger,
                                      train_tagger_on_representations)
    from deidkit.train_tagger.inputs import read_inputs
    from deidkit.train_tagger.recall import recall_threshold_line
    from deidkit.training import check_model_dir

    try:
        hp = TaggerHyperparameters(hidden_size=hidden_size, num_layers=layers,
                                   input_dropout=input_dropout, recurrent_dropout=recurrent_dropout,
                                   output_dropout=output_dropout, word_dropout=word_dropout)
        options = TrainingOptions(epochs=epochs, patience=patience, batch_size=batch_size,
                                  learning_rate=learning_rate, clip_norm=clip_norm,
                                  validation_fraction=validation_fraction, seed=seed, threads=threads,
                                  precision=precision)
        features = FeatureOptions(char_embeddings=char_embeddings, prefix_features=prefix_features,
                                  context_ngrams=context_ngrams, context_hidden=context_hidden,
                                  attention=attention, dictionaries=parse_spec(dictionaries))
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    check_model_dir(model_dir)  # before reading: the library checks again before training
    device = resolve_device(device)
    checkpoint = run_checkpoint(partial_dir(model_dir), "train-tagger", resume)
    train = read_inputs(inputs or ("-",))
    schemas_read = list(train.schemas)
    val = None
    if validation is not None:
        val = read_inputs((validation,))
        if val.kind != train.kind:
            raise ConfigError(f"--validation {val.source}: a {val.kind} table, but TRAIN is "
                              f"{train.kind}; validate on the same kind of data")
        schemas_read += val.schemas
    reject_unless(ctx, ["default_phi_threshold", "target_leakage"],
                  train.kind != "representations", "representations tables (taggers on words "
                  "only)")
    if train.kind == "representations" and features != FeatureOptions():
        raise ConfigError("--char-embeddings, --prefix-features, --context-ngrams, "
                          "--attention and --dictionaries read words: not for representations "
                          "tables")
    if train.kind == "representations" and given(ctx, "embeddings"):
        raise ConfigError("--embeddings does not apply with representations tables "
                          "(TRAIN holds shared vectors, not words)")

    def on_epoch(r):
        console.info(
            f"epoch {r['epoch']}/{r['max_epochs']}: train loss {r['train_loss']:.4f}, "
            f"val loss {_fmt(r['val_loss'], '.4f')}, val binary HIPAA token F1 "
            f"{_fmt(r['val_f1'], '.2f')}, leakage {_fmt(r['val_leakage'], '.4f')}, "
            f"{r['tokens_per_second']:,.0f} tok/s, {r['seconds']:.1f} s" + ("  *best*" if r["best"] else ""))

    common = dict(model_dir=model_dir, binary=binary, hipaa_only=hipaa_only, hyperparameters=hp,
                  options=options, provenance=provenance(ctx, parents=schemas_read),
                  validation_source=validation, progress=True, on_epoch=on_epoch,
                  checkpoint=checkpoint, target_recall=target_recall, device=device)
    if train.kind == "representations":
        summary = train_tagger_on_representations(
            train.tables, validation=val.tables[0] if val is not None else None,
            sources=train.sources, **common)
    else:
        summary = train_tagger(train.table, validation=val.table if val is not None else None,
                               embeddings=embeddings, source=train.source, features=features,
                               default_phi_threshold=default_phi_threshold,
                               target_leakage=target_leakage, **common)
    checkpoint.finish()
    if "held_out" in summary:
        console.info(f"no --validation: {summary['held_out']} (seeded, --validation-fraction "
                     f"{validation_fraction})")
    if "leakage_threshold" in summary:
        console.info(recall_threshold_line(summary["leakage_threshold"]))
    elif target_leakage is not None:
        console.warn("--target-leakage: no validation data, no operating point recorded")
    if "recall_threshold" in summary:
        console.info(recall_threshold_line(summary["recall_threshold"]))
    elif target_recall is not None:
        console.warn("--target-recall: no validation data, no threshold recorded")
    if summary["skipped_rows"]:
        console.warn(f"{summary['skipped_rows']} rows without labels or tokens were skipped")
    if train.kind != "representations" and summary["validation_sentences"]:
        console.info(
            f"validation PHI tokens unknown to the embeddings: "
            f"{summary['validation_unknown_phi_tokens']:,}, binary token F1 on unknown "
            f"tokens {_fmt(summary['best_val_unknown_phi_f1'], '.2f')}")
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
