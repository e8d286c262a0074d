"""``deidkit attack``: fresh adversaries against a frozen representation (the privacy evidence)."""

from __future__ import annotations

import click

from deidkit.cli.options import (batch_size_option, device_option, embeddings_option,
                                 epochs_option, input_argument, learning_rate_option,
                                 neighbors_option, reject_unless, run_checkpoint, seed_option,
                                 threads_option)


@click.command("attack")
@input_argument
@click.option("--model", "model_dir", required=True, metavar="DIR", type=click.Path(file_okay=False),
              help="Model directory written by `deidkit train-adversarial` (with --target "
                   "tagger: by `deidkit train-tagger`).")
@epochs_option(each=" of the fresh adversaries", early_stopping=False)
@neighbors_option(default=None, help="Fake pairs move a PHI token among its N nearest "
                  "neighbours.")
@click.option("--target", type=click.Choice(["representation", "pseudonymized", "tagger"]),
              default="representation", show_default=True,
              help="representation: T1 and T2 on the frozen representation; pseudonymized: "
                   "the paper's attack on automatically pseudonymized text (raw embeddings); "
                   "tagger: membership inference on a trained tagger's PHI spans "
                   "(--members, --non-members).")
@click.option("--members", type=click.Path(dir_okay=False), default=None, metavar="TABLE",
              help="--target tagger: tokens the tagger was trained on.")
@click.option("--non-members", type=click.Path(dir_okay=False), default=None, metavar="TABLE",
              help="--target tagger: held-out tokens of the same kind, never trained on.")
@click.option("--representation", "representation_dir", type=click.Path(file_okay=False),
              default=None, metavar="DIR",
              help="--target tagger, a tagger trained on shared representations: the "
                   "train-adversarial directory that made them.")
@click.option("--inversion", is_flag=True,
              help="Also train a decoder from representation vectors back to words; report "
                   "top-1/top-10 recovery of held-out PHI words against chance.")
@click.option("--no-noise", is_flag=True,
              help="Attack representations produced without noise (a published inference "
                   "pipeline's), to show what the noise defends.")
@click.option("--test-fraction", type=click.FloatRange(0, 1, min_open=True, max_open=True),
              default=0.2, show_default=True, help="Share of documents held out for evaluation.")
@click.option("--adversary-hidden", type=click.IntRange(min=1), default=64, show_default=True,
              help="LSTM units per direction of T1 and T2.")
@batch_size_option
@learning_rate_option(default=0.001, model="the adversaries")
@embeddings_option(from_model=True)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON on stdout.")
@click.option("--plot", type=click.Path(dir_okay=False), default=None, metavar="PNG",
              help="Write a PNG of held-out accuracy against epochs.")
@seed_option(what="report")
@threads_option(work="training")
@device_option
@click.option("--checkpoint", "checkpoint_dir", type=click.Path(file_okay=False), default=None,
              metavar="DIR",
              help="Write a checkpoint of the adversaries' training into DIR at the end of "
                   "every epoch (removed when the report is out), so that --resume can "
                   "continue a killed attack. Default: no checkpoint.")
@click.option("--resume", is_flag=True,
              help="Continue the killed attack whose checkpoint is in --checkpoint DIR (same "
                   "options): the report is identical to an uninterrupted run's.")
@click.pass_context
def command(ctx, input, model_dir, epochs, n, target, members, non_members, representation_dir,
            inversion, no_noise,
            test_fraction, adversary_hidden, batch_size, learning_rate, embeddings, as_json, plot,
            seed, threads, device, checkpoint_dir, resume):
    """deidkit attack test.parquet --model adv/ --epochs 50 --json

    \b
    More examples:
      deidkit tokenize corpus/ | deidkit attack --model adv/ --inversion
      deidkit attack test.parquet --model adv/ --target pseudonymized -n 100
      deidkit attack --target tagger --model tagger/ --members train.parquet --non-members dev.parquet

    Train FRESH adversaries (new weights, never the ones trained with the representation)
    for --epochs on the FROZEN representation, with real/fake sentence pairs built from the
    labelled TOKENS (a fake moves one PHI token to one of its N nearest neighbours), and
    evaluate them on pairs from held-out documents. T1 matches a representation to an
    embedding sequence; T2 links two representations of the same sentence.

    Each sentence and its twin give four balanced examples (the same inputs on each side
    in both classes; only their link is evidence); the held-out score uses one per sentence,
    so the examples are independent.

    Reported per adversary: held-out accuracy, its 95% Wilson score interval, and whether
    chance (0.5) lies inside it. A representation is private only if it does. With the noise
    on, a certificate follows: the mean Pinsker bound on any adversary's accuracy from the
    KL divergence between the noisy outputs of each held-out sentence and its twin. The
    report is a table on stdout (or JSON with --json); per-epoch figures go to stderr.

    --target tagger asks whether a trained tagger (either kind) remembers the PHI it was
    trained on: every gold PHI span of --members (its training data) and --non-members
    (held-out data) is scored by the tagger's CRF marginals (mean probability of PHI, and
    its negative log-likelihood); the report gives the ROC AUC of telling members from
    non-members, its 95% bootstrap interval, and the true-positive rate at 1% false
    positives (threshold set on half of the non-members, measured on the other half).
    AUC 0.5 means the tagger gives nothing away.

    --checkpoint DIR keeps the adversaries' state (weights, optimisers, RNGs, curve so far)
    after every epoch; a killed attack continues with --checkpoint DIR --resume. There is
    no default place: the attacked model directory is a shared artefact that an attack must
    leave untouched, and the report itself goes to stdout.
    """
    import json

    from deidkit import console
    from deidkit.attack import AttackOptions
    from deidkit.attack_report import epoch_line, run_attack
    from deidkit.devices import resolve_device

    tagger = target == "tagger"
    reject_unless(ctx, ["epochs", "n", "inversion", "no_noise", "test_fraction", "plot",
                        "adversary_hidden", "batch_size", "learning_rate", "checkpoint_dir",
                        "resume"], not tagger, "--target tagger")
    reject_unless(ctx, ["members", "non_members", "representation_dir"], tagger,
                  f"--target {target}")
    reject_unless(ctx, ["inversion", "no_noise"], target == "representation", f"--target {target}")
    device = resolve_device(device)  # a missing GPU is a usage error, before any work
    checkpoint = _checkpoint(checkpoint_dir, resume)
    options = None if tagger else AttackOptions(
        epochs=epochs, n=n, target=target, test_fraction=test_fraction, batch_size=batch_size,
        learning_rate=learning_rate, adversary_hidden=adversary_hidden, seed=seed,
        published_inference=no_noise, inversion=inversion)
    result = run_attack(input, model_dir=model_dir, target=target, options=options,
                        members=members, non_members=non_members,
                        representation_dir=representation_dir, embeddings=embeddings, seed=seed,
                        threads=threads, device=device, checkpoint=checkpoint, plot=plot,
                        on_epoch=lambda row: console.info(epoch_line(row)))
    click.echo(json.dumps(result.to_json(), indent=2) if as_json else result.text())
    if checkpoint is not None:
        checkpoint.finish()


def _checkpoint(checkpoint_dir, resume: bool):
    """The attack's :class:`deidkit.run_checkpoint.RunCheckpoint` (None without
    --checkpoint), checked before any work."""
    import os

    from deidkit.errors import ConfigError
    from deidkit.training import check_writable

    if resume and checkpoint_dir is None:
        raise ConfigError("--resume needs --checkpoint DIR: the directory of the killed "
                          "attack's checkpoint")
    if checkpoint_dir is None:
        return None
    checkpoint = run_checkpoint(checkpoint_dir, "attack", resume)
    check_writable(os.path.dirname(os.path.abspath(checkpoint_dir)),
                   what=f"--checkpoint {checkpoint_dir}")
    return checkpoint
