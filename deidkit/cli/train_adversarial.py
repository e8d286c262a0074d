"""``deidkit train-adversarial``: representation + tagger + adversaries -> model directory."""

from __future__ import annotations

import click

from deidkit.cli.options import (device_option, embeddings_option, neighbors_option,
                                 resume_option, seed_option, threads_option, training_options,
                                 validation_fraction_option)


@click.command("train-adversarial")
@click.argument("train", metavar="TRAIN", type=click.Path(dir_okay=False, allow_dash=True))
@click.option("--validation", "validation", metavar="VAL", type=click.Path(dir_okay=False),
              help="Validation tokens (early stopping of every phase). Default: hold out "
                   "part of TRAIN's documents (--validation-fraction).")
@validation_fraction_option(zero=None)
@click.option("--model-dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Directory to write (atomically): config.json, representation, tagger/, "
                   "adversaries, history.parquet, learning_curves.png.")
@neighbors_option(help="Privacy level: fake pairs move one PHI token to one of its N "
                       "nearest neighbours.")
@click.option("--procedure", type=click.Choice(["feutry", "dann"]), default="feutry", show_default=True,
              help="feutry: P1 pre-train, P2 adversaries, P3 alternate; dann: joint with gradient reversal.")
@click.option("--stop-after", type=click.Choice(["P1", "P2", "P3"]), default="P3", show_default=True,
              help="feutry only: end after this phase. P1 gives the representation without "
                   "adversarial training, the baseline an attack must break; never share it.")
@click.option("--start-from", type=click.Path(file_okay=False), default=None, metavar="P1_DIR",
              help="Begin at P2 from the representation and tagger of a --stop-after P1 model "
                   "(same options and data): the baseline and this model then share their P1, "
                   "and a sweep over N trains P1 once.")
@click.option("--lambda", "lambda_", type=click.FloatRange(min=0), default=1.0, show_default=True,
              help="Weight of |L_adv - ln 2| in L_repr = L_deid + lambda |L_adv - ln 2|.")
@click.option("--privacy-objective", type=click.Choice(["per-adversary", "mean"]),
              default="per-adversary", show_default=True,
              help="|L_adv - ln 2| per adversary, averaged (one adversary pushed below chance "
                   "cannot hide the other), or of the mean of both losses (the literal formula).")
@click.option("--divergence-weight", type=click.FloatRange(min=0), default=1.0, show_default=True,
              help="Weight mu of the twins' divergence sqrt(KL/2) in L_repr (beyond the paper; "
                   "0 = the paper's objective): KL between the noisy outputs of a sentence and "
                   "of its fake twin; by Pinsker's inequality it bounds every adversary, not "
                   "only the two being trained.")
@click.option("--representation-size", type=click.IntRange(min=1), default=50, show_default=True,
              help="Dimension d of a shared vector.")
@click.option("--representation-hidden", type=click.IntRange(min=1), default=128, show_default=True,
              help="LSTM units per direction of the representation.")
@click.option("--noise-std", type=click.FloatRange(min=0, min_open=True), default=0.1,
              show_default=True, help="Initial std of the input and output noise (both trainable).")
@click.option("--tagger-hidden", type=click.IntRange(min=1), default=128, show_default=True)
@click.option("--tagger-layers", type=click.IntRange(min=1), default=2, show_default=True)
@click.option("--adversary-hidden", type=click.IntRange(min=1), default=64, show_default=True,
              help="LSTM units per direction of T1 and T2.")
@training_options(each=" of each phase (P1, P2, P3; dann: in all)", learning_rate=0.001,
                  model="every module")
@embeddings_option
@seed_option(what="model (with the same --threads)")
@threads_option(work="training")
@device_option
@resume_option
@click.pass_context
def command(ctx, train, validation, validation_fraction, model_dir, n, procedure, stop_after,
            start_from, lambda_, privacy_objective, divergence_weight, representation_size,
            representation_hidden, noise_std, tagger_hidden, tagger_layers, adversary_hidden,
            epochs, patience, batch_size, learning_rate, embeddings, seed, threads, resume, device):
    """deidkit train-adversarial train.parquet --validation val.parquet --model-dir adv/ -n 100

    \b
    Then, at each institution and centrally:
      deidkit represent notes.parquet --model adv/ > shared.parquet
      deidkit attack test.parquet --model adv/ --epochs 50

    Train the shareable representation R = N_out + LSTM(E + N_in) (trainable Gaussian
    noise on the embeddings and on the d-dimensional output, L2-normalised) together with a
    BiLSTM-CRF tagger on it and two adversaries: T1 (does this representation belong to this
    embedding sequence?) and T2 (do these two representations come from the same sentence?),
    whose fake pairs move one PHI token to one of its N nearest embedding neighbours.

    feutry (default): P1 representation + tagger on L_deid; P2 adversaries on the frozen
    representation; P3 alternating (a) tagger + adversaries, (b) representation on
    L_repr = L_deid + lambda |L_adv - ln 2| + mu sqrt(KL/2), stopped early on L_repr over
    the VALIDATION set with the best weights restored. dann: everything jointly through a
    gradient reversal layer (plus the same mu term). --stop-after P1 keeps only the
    pre-trained representation: the baseline that `attack` must break (never share it).

    The adversaries see balanced examples: a sentence s and its twin s' give (R(s), X(s))
    and (R(s'), X(s')) as real, (R(s), X(s')) and (R(s'), X(s)) as fake (X = embeddings
    for T1, a second noise draw for T2), so only the link between the two inputs is
    evidence. KL is the divergence between the noisy outputs of s and s' (same input noise):
    no adversary can tell them apart with accuracy above 1/2 + 1/2 sqrt(KL/2).

    Without --validation, a seeded --validation-fraction of TRAIN's documents is held out,
    by the rule of train-tagger (a document is never split), and stderr says so.

    Per epoch on stderr: phase, tagger loss, adversary loss and accuracies on validation
    pairs, the twins' bound sqrt(KL/2), validation binary HIPAA token F1. Input tables
    must be labelled tokens.

    At the end of every epoch a checkpoint goes to DIR.partial/ (all four modules, the
    phase's optimisers, RNG and early-stopping states, the phase and epoch within it,
    history); a killed run continues with --resume (same options) into a bit-identical
    model. The checkpoint is removed on success.
    """
    from deidkit import console
    from deidkit.train_adversarial import AdversarialOptions, epoch_line, run_train_adversarial

    opts = AdversarialOptions(
        n=n, procedure=procedure, lambda_=lambda_, representation_size=representation_size,
        representation_hidden=representation_hidden, input_noise_std=noise_std,
        output_noise_std=noise_std, tagger_hidden=tagger_hidden, tagger_layers=tagger_layers,
        adversary_hidden=adversary_hidden, batch_size=batch_size, learning_rate=learning_rate,
        max_epochs=epochs, patience=patience, seed=seed,
        privacy_objective=privacy_objective, divergence_weight=divergence_weight,
        stop_after=stop_after, validation_fraction=validation_fraction)
    run = run_train_adversarial(
        train, validation, opts, model_dir=model_dir, embeddings=embeddings,
        start_from=start_from, resume=resume, threads=threads, device=device,
        on_epoch=lambda row: console.info(epoch_line(row)), on_note=console.info)
    if warning := run.warning():
        console.warn(warning)
    console.print_summary(run.text())
