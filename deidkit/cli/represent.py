"""``deidkit represent``: tokens -> shareable representations (no strings, no ids, no offsets)."""

from __future__ import annotations

import click

from deidkit.cli.options import (device_option, embeddings_option, input_argument,
                                 output_option, reject_unless, threads_option)


@click.command("represent")
@input_argument
@click.option("--model", "model_dir", required=True, metavar="DIR",
              type=click.Path(file_okay=False),
              help="Model directory written by `deidkit train-adversarial`.")
@embeddings_option(from_model=True)
@output_option
@click.option("--no-noise", is_flag=True,
              help="Skip the representation noise. ONLY for a published inference pipeline whose "
                   "output never leaves the machine: without noise, representations can be "
                   "matched against a lookup table of candidate sentences.")
@click.option("--noise-seed", type=int, default=None, metavar="INTEGER",
              help="Seed the noise (tests only; not --seed, whose default 0 would make every "
                   "run's noise the same). Default: seeded from the operating system, since "
                   "anyone who knows the seed can redraw the same noise. Never recorded.")
@threads_option
@device_option
@click.pass_context
def command(ctx, input, model_dir, embeddings, output, no_noise, noise_seed, threads, device):
    """deidkit tokenize notes/ | deidkit represent --model adv/ > shared.parquet

    \b
    More examples:
      deidkit represent tokens.parquet --model adv/ -o site_a.parquet
      deidkit train-tagger site_a.parquet site_b.parquet --model-dir central/

    Turn labelled tokens into the table an institution may share: one row per sentence with
    `vectors` (a d-dimensional unit vector per token, the adversarially trained
    representation with its noise), `casing` and `labels`. Every other input column is
    dropped on purpose (document ids, sentence indices, offsets and any extra column could
    identify a patient or re-link sentences), and the file's metadata holds no input path,
    no seed and no text. Sentence order is kept: shuffle upstream if order is sensitive.

    The noise is on by default and must stay on for anything shared.
    """
    import torch

    from deidkit import console, schemas
    from deidkit.devices import resolve_device
    from deidkit.model_dirs import load_bundle
    from deidkit.represent import output_schema, represent, sharing_provenance
    from deidkit.rows import RowRun
    from deidkit.threads import torch_threads

    reject_unless(ctx, ["noise_seed"], not no_noise, "--no-noise (there is no noise to seed)")
    run = RowRun(output)  # refuse a terminal before doing any work
    device = resolve_device(device)  # before loading: a missing GPU is a usage error
    bundle = load_bundle(model_dir, embeddings=embeddings, device=device)
    reader = run.open(input)
    if not bundle.config.get("adversarially_trained", True):
        console.warn(f"{model_dir}: this representation had no adversarial training "
                     f"(phases {', '.join(bundle.config.get('phases', []))}); NOT fit for sharing")
    if no_noise:
        console.warn("--no-noise: these representations are NOT fit for sharing "
                     "(no defence against lookup-table attacks)")
    generator = None
    if noise_seed is not None:
        console.warn("--noise-seed makes the noise reproducible by whoever knows the seed; "
                     "use it for tests only")
        generator = torch.Generator().manual_seed(noise_seed)
    stats: dict = {}
    with torch_threads(threads):
        run.write(represent(reader, bundle, published_inference=no_noise, generator=generator,
                            stats=stats),
                  output_schema(bundle.size), schemas.representations_spec(bundle.size),
                  provenance=sharing_provenance(bundle, noise=not no_noise),
                  extra={"deidkit.representation.noise": "off" if no_noise else "on"})
    console.print_summary(f"deidkit represent: {stats.get('sentences', 0)} sentences, "
                          f"{stats.get('tokens', 0)} tokens -> {bundle.size}-d vectors "
                          f"(noise {'off' if no_noise else 'on'})")
