"""``deidkit deidentify``: notes in, de-identified notes out, in one process."""

from __future__ import annotations

import sys

import click

from deidkit.cli.options import (date_order_option, device_option, precision_option,
                                 reject_unless, seed_option, threads_option)
from deidkit.cli.pipeline_options import pipeline_options, pipeline_overrides


@click.command("deidentify", context_settings={"max_content_width": 100})
@click.argument("inputs", nargs=-1, required=True, metavar="NOTES...",
                type=click.Path(exists=False))
@click.option("-o", "--output", "out_dir", default="-", metavar="DIR",
              help="Output directory (created if needed): one <doc_id>.txt per note. '-' (the "
                   "default) writes the text to stdout: one note as it is, several each "
                   "under a '==> doc_id <==' line, as head(1) does.")
@click.option("--format", "fmt", default="redacted", show_default=True,
              type=click.Choice(["redacted", "surrogate"]),
              help="redacted: each PHI replaced by [**TYPE**]; surrogate: each PHI replaced by "
                   "a realistic surrogate, every other character as it was.")
@pipeline_options(patients_effect="with --format surrogate, a patient's notes also share "
                                  "their surrogates and date shift.")
@date_order_option
@click.option("--key", "key_file", default=None, metavar="FILE",
              type=click.Path(dir_okay=False),
              help="--format surrogate: also write the original -> surrogate map (CSV, one "
                   "row per replaced span) for the data custodian. It CONTAINS PHI: keep it "
                   "with the original notes, never release it. Off by default.")
@seed_option(what="surrogates")
@click.option("--force", is_flag=True,
              help="Overwrite files that exist in the output directory (and the --key file).")
@precision_option(work="tagging")
@threads_option
@device_option
@click.pass_context
def command(ctx, inputs, out_dir, fmt, model_dir, phi_threshold, recognizers, rules,
            uncased_model, ensemble_model, cascade, propagate, patients_file, propagate_corpus,
            date_order, key_file, seed, force, precision, threads, device):
    """deidkit deidentify notes/ -o redacted/

    \b
    More examples:
      deidkit deidentify note.txt
      deidkit deidentify notes/ --format surrogate --patients map.csv -o released/
      deidkit deidentify notes/ --model site-model/ --phi-threshold 0.02 -o redacted/

    Write the notes (plain-text .txt or i2b2 XML files, or directories of them, read as
    `deidkit tokenize` reads them) with their PHI replaced: the text of each note, every
    character that is not PHI as it was. The output HOLDS NOTE TEXT (with --format
    surrogate, the PHI the model did not find is still there): treat it as the notes
    until you have checked it.

    One process does what this pipe does, and writes the same bytes:

    \b
      deidkit tokenize NOTES | deidkit tag OPTIONS |
        deidkit export --format F --source NOTES -o OUT

    with the model loaded once and no table between the stages. The model and what runs
    with it (--model and the options of `deidkit tag`: its pipeline.json unless an option
    says otherwise) are `deidkit tag`'s; --format surrogate, --date-order, --key, --seed
    and --patients are `deidkit export`'s (--patients serves both). A run is atomic:
    everything is built before the first byte is written, and a failure writes nothing;
    existing files are not overwritten without --force.
    """
    from deidkit import console
    from deidkit.deidentify import Surrogates, deidentify
    from deidkit.pipeline import Deidentifier
    from deidkit.threads import torch_threads

    reject_unless(ctx, ["date_order", "key_file", "seed"], fmt == "surrogate", f"--format {fmt}")
    overrides = pipeline_overrides(
        ctx, phi_threshold=phi_threshold, recognizers=recognizers, rules=rules,
        uncased_model=uncased_model, ensemble_model=ensemble_model, cascade=cascade,
        propagate=propagate,
        patients_file=patients_file, propagate_corpus=propagate_corpus)
    with torch_threads(threads), console.progress_bar(desc="deidentify", unit="doc") as bar:
        result = deidentify(
            inputs, lambda: Deidentifier.from_dir(model_dir, precision=precision,
                                                  device=device, **overrides),
            None if out_dir == "-" else out_dir, fmt=fmt,
            surrogates=Surrogates(seed=seed, date_order=date_order, key_file=key_file),
            force=force, on_warning=lambda source, problems: console.warn(
                f"{source}: " + "; ".join(problems)),
            on_progress=bar.update,
            emit=lambda text: (sys.stdout.write(text), sys.stdout.flush()))
    for line in result.notes:
        console.info(line)
