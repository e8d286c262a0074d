"""``deidkit self-train``: adapt the tagger to unlabelled notes by self-training."""

from __future__ import annotations

import click

from deidkit.cli.options import (INPUT_PATH, cedi_keys, cedi_options, device_option,
                                 dictionaries_key, embeddings_option, init_from_option,
                                 miss_cost_key, seed_option, tagger_options,
                                 target_recall_option, threads_option, training_options)
from deidkit.cli.recipe import RecipeCommand, config_option, resolve
from deidkit.errors import ConfigError


@click.command("self-train", cls=RecipeCommand,
               recipe_only=(*cedi_keys(), dictionaries_key(), miss_cost_key()))
@click.argument("labelled", metavar="LABELLED", type=INPUT_PATH)
@click.argument("unlabelled", metavar="UNLABELLED", type=INPUT_PATH)
@config_option
@click.option("--validation", required=True, metavar="PATH", type=click.Path(dir_okay=False),
              help="Labelled tokens table: early stopping, the selection thresholds of each "
                   "round and the stopping rule are set on it.")
@click.option("--model-dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Where to write the model (replaced atomically if it is a model already).")
@click.option("--no-selection", is_flag=True,
              help="The paper's NS comparison: add every unlabelled sentence in round 1, "
                   "without thresholds.")
@click.option("--rounds", type=click.IntRange(min=1), default=10, show_default=True,
              help="At most this many self-training rounds after round 0.")
@click.option("--selection-accuracy", type=float, default=0.99, show_default=True,
              metavar="A",
              help="Each threshold is the lowest marginal probability above which the "
                   "validation tokens of its group (PHI, O) were labelled right at least A "
                   "of the time (1: no error above it).")
@click.option("--stop-after-falls", type=click.IntRange(min=1), default=3, show_default=True,
              help="Stop once the validation F1 has fallen (below the round before) this "
                   "many times (the paper's n = 3).")
@embeddings_option
@tagger_options
@cedi_options
@init_from_option(each=" (every round)")
@training_options(each=" of each round's training", learning_rate=None)
@target_recall_option
@seed_option
@threads_option(work="training")
@device_option
@click.pass_context
def command(ctx, labelled, unlabelled, validation, model_dir, device, **_keys):
    """deidkit self-train train.parquet site_notes.parquet --validation val.parquet --model-dir m/

    Self-training (Berg & Dalianis): round 0 trains the tagger on LABELLED (as
    `deidkit train-tagger LABELLED --validation VAL` does with the same seed); each
    round then labels the sentences of UNLABELLED not added yet, with each token's
    marginal probability of its label (CRF forward-backward), and adds to the training
    data, with their machine labels, the sentences whose every token reaches a threshold:
    one for tokens labelled PHI, one for tokens labelled O, each set on the validation set
    that round as the lowest marginal probability above which the validation tokens of its
    group were labelled right at least --selection-accuracy of the time. A new tagger is
    then trained from scratch on the enlarged data (with --init-from, the starting model
    is fine-tuned on it instead). CEDI's features, the recipe keys and --config
    (a recipe of training keys, overridden by the options given) are those of
    `deidkit train-tagger`: `--char-embeddings --prefix-features` is the shipped
    model's configuration. It stops when no sentence clears the thresholds, UNLABELLED is used
    up, the validation F1 has fallen --stop-after-falls times, or after --rounds rounds.

    The model directory written is a normal tagger directory (`deidkit tag --model DIR`)
    holding the round of highest validation binary HIPAA token F1, plus
    self_training.parquet: a row per round (round 0 is the baseline without
    self-training) with the sentences added (per TYPE), the thresholds, the validation
    F1 and leakage. A line per round goes to stderr. UNLABELLED's labels, if any, are not
    read. The same --seed and --threads give the same model.
    """
    from deidkit import console
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.self_train import SelfTrainingOptions, round_line, run_self_train
    from deidkit.dictionaries import parse_spec
    from deidkit.train_tagger import FeatureOptions, TrainingOptions
    from deidkit.train_tagger.start import ARCHITECTURE_OPTIONS

    k = resolve(ctx)  # the training keys: the command line's over the recipe's
    k.reject_unless(ARCHITECTURE_OPTIONS, k["init_from"] is None,
                    f"{k.cause('init_from')} (the starting model's architecture, labels and "
                    "features are kept)")
    try:
        hp = TaggerHyperparameters(hidden_size=k["hidden_size"], num_layers=k["layers"])
        features = FeatureOptions(
            char_embeddings=k["char_embeddings"], prefix_features=k["prefix_features"],
            context_ngrams=k["context_ngrams"], context_hidden=k["context_hidden"],
            attention=k["attention"], dictionaries=parse_spec(k["dictionaries"]))
        options = TrainingOptions(epochs=k["epochs"], patience=k["patience"],
                                  batch_size=k["batch_size"], learning_rate=k["learning_rate"],
                                  miss_cost=k["miss_cost"], validation_fraction=0.0,
                                  seed=k["seed"], threads=k["threads"])
        rounds_options = SelfTrainingOptions(rounds=k["rounds"],
                                             stop_after_falls=k["stop_after_falls"],
                                             selection=not k["no_selection"],
                                             accuracy=k["selection_accuracy"])
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    result = run_self_train(
        labelled, unlabelled, validation, model_dir=model_dir, device=device,
        provenance=lambda parents: k.provenance(ctx, parents=parents),
        embeddings=k["embeddings"] if k["init_from"] is None or k.given("embeddings") else None,
        binary=k["binary"], hipaa_only=k["hipaa_only"], hyperparameters=hp, options=options,
        features=features, init_from=k["init_from"],
        self_training=rounds_options, target_recall=k["target_recall"],
        on_round=lambda r: console.info(round_line(r)))
    for line in result.notes():
        console.info(line)
    console.print_summary(result.text())
