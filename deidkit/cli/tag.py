"""``deidkit tag``: add the labels a trained tagger predicts."""

from __future__ import annotations

import click

from deidkit.cli.options import (device_option, embeddings_option, input_argument,
                                 output_option, precision_option, seed_option, threads_option)
from deidkit.cli.pipeline_options import pipeline_options, pipeline_overrides


@click.command("tag")
@input_argument
@pipeline_options
@click.option("--representation", "representation_dir", default=None, metavar="DIR",
              type=click.Path(file_okay=False),
              help="For a tagger trained on shared representations: the `deidkit "
                   "train-adversarial` directory whose representation it was trained on "
                   "(checked by id). The tokens go through it first.")
@embeddings_option(from_model=True)
@precision_option(work="tagging")
@seed_option(what="predictions (taggers on representations: it seeds their noise)")
@click.option("--no-noise", is_flag=True,
              help="Taggers on representations: apply the representation without its noise, "
                   "as in a published inference pipeline. Default: noise on, as in training.")
@click.option("--probabilities", is_flag=True,
              help="Add a `phi_probability` column (per token, 1 - p(O)), which `deidkit "
                   "evaluate --curve` reads.")
@output_option
@threads_option
@device_option
@click.pass_context
def command(ctx, input, model_dir, representation_dir, embeddings, precision, seed, no_noise,
            phi_threshold, recognizers, rules, uncased_model, ensemble_model, cascade, propagate,
            patients_file, propagate_corpus, probabilities, output, threads, device):
    """deidkit tokenize notes/ | deidkit tag | deidkit export --format redacted --source notes/

    \b
    More examples:
      deidkit tokenize test/ | deidkit tag --model model/ | deidkit evaluate
      deidkit tag test.parquet --model model/ -o predicted.parquet
      deidkit tag test.parquet --model model/ | deidkit export --source notes/ -o system/
      deidkit tag test.parquet --model central/ --representation adv/ | deidkit evaluate
      deidkit tag test.parquet --model adv/ | deidkit evaluate

    Without --model, the model that ships with deidkit ({shipped}); its figures, on
    held-out styles and real notes, are in the README. `--model fast` runs the shipped
    BiLSTM-CRF alone with its companions: about twice as fast end to end, and it redacts
    clinical words more. Check a model on your own annotated notes before you rely on it, and
    prefer a low --phi-threshold (recall first).

    What runs with a model is what its pipeline.json records (docs/data-contract.md): the
    fast tagger of a cascade, the tagger of sentences without casing and the ensemble's
    second member, the PHI thresholds, the recognizers and propagation. A model
    fine-tuned from another (`train-tagger --init-from`) inherits it. The options below
    override it for one run.

    Add a `predicted` column (IOB2 labels of the model's label set) to a tokens table,
    replacing one that is there, and beside it `phi_source`: per token, the sources that
    flagged it as PHI, '|'-joined (model, ensemble, uncased, recognizer:NAME, propagation)
    and the recognizer of what is not PHI that vetoed it (veto:NAME), which `deidkit
    evaluate --by-source` reads; every other column passes through unchanged. Streams
    in windows of about 16,384 rows (consecutive input batches joined): sentences are
    sorted by length within each window, tagged in batches of up to 512, and written back
    in input order. A tagger trained with context n-grams (the recipe key
    context_ngrams) reads across sentences: batches are then re-cut so that a document
    (consecutive rows of one doc_id) is never split between two.

    A tagger trained on shared representations (`deidkit train-tagger` on `deidkit
    represent` outputs) needs the representation model it was trained on:
    --representation DIR, a `deidkit train-adversarial` directory (its representation id
    must be the one the tagger's config records). Each batch of raw tokens is then turned
    into representations first, with the representation's noise on (the tagger was trained
    on noisy representations) drawn from a generator seeded by --seed, so the output is
    deterministic; --no-noise switches it off. --model may also be a train-adversarial
    directory itself: its own tagger and representation are used.

    Recall first: --phi-threshold P labels a token PHI when the CRF's marginal probability
    of O (forward-backward) falls below 1 - P, with the TYPE of highest marginal
    probability (B- and I- summed); a PHI token is I- after a PHI token of the same TYPE in
    its sentence, B- otherwise, so the labels stay valid IOB2. A lower P never removes a
    PHI token (a missed name is a leak, a redacted word a nuisance: pick P low).
    --phi-threshold auto uses the threshold `train-tagger --target-recall` (or
    `self-train`) recorded on the validation set. A model may record the operating point
    its recipe chose (`train-tagger --default-phi-threshold P`): tag then uses it unless
    --phi-threshold says otherwise (`--phi-threshold viterbi` for the Viterbi labels).

    Sentences without casing (their words all lowercase or all in capitals: a portal
    message, a triage note, a heading) are also read by the tagger --uncased-model names,
    fine-tuned on recased copies of the training notes, and a token there is PHI if
    either tagger says so (the uncased tagger's TYPE first): casing tells names from
    words, and the shipped model leaks two to three times as much where there is none.

    Two defences follow the model (both on by default; `phi_probability` stays the
    model's). --recognizers: rules and the field's libraries find PHI defined by its form
    (dates in every common order, phone and fax numbers with python's phonenumbers,
    e-mail, URLs, IP and MAC addresses, SSNs, VINs, ZIP and postal codes, ages such as
    "62M" or "85 y/o", and identifiers after a cue such as "MRN", "Acct", "S/N", "plate",
    "DEA", "Accession", "Insurance ID" or "#"); ICD-10 and CPT codes, a pronoun's
    contraction ("I'm", "it's"), a unit after a number ("23 kg"), a clinical score
    with its value ("GCS 10/15", "mRS 2", "ASA II") and a clock time with its hours word
    ("1150h", "21.30 hrs") are never PHI, whatever the model said. A token is PHI if the
    model or a recognizer says so; its TYPE is the model's where the model tagged a name
    (PATIENT, DOCTOR, USERNAME), the recognizer's for the TYPEs a form defines (DATE,
    PHONE, FAX, EMAIL, URL, IPADDR, SSN, ZIP, AGE), the model's for a token a recognizer
    found only by a cue (an identifier), else the recognizer's.
    Without offsets (`starts`/`ends`) the recognizers guess where the spaces were.
    --rules FILE adds a site's own rules (YAML or JSON), run before the recognizers: a
    pattern with a TYPE, a cue followed by a value ("Pager: 4432"), words never PHI
    (eponyms such as "Parkinson", whatever the model said) and words always PHI (staff
    names); bad rules are one line naming the file and the rule (exit 1).
    --propagate: per document (consecutive rows of one doc_id; windows then never split
    one), each PHI string is tagged where it recurs, and each part of a tagged name where
    it stands alone (also in capitals); strings shorter than two characters, stop words,
    titles and numbers of fewer than five digits do not propagate. A log-in made of a
    tagged name ("shimizuk", "AInoue", "ychiao8" beside Kana Shimizu, Atsushi Inoue,
    Yu-feng Chiao) is tagged USERNAME, unless it is a frequent word. With --patients
    MAP.csv (the patient map `export --format surrogate` reads), across all the documents
    of each patient instead: they must be consecutive in the input (`tokenize` writes the
    files of a directory in name order, so the i2b2 names PATIENT-VISIT.xml are).
    --propagate-corpus (off by default): then across the documents of the whole input,
    by vote, as a site's notes repeat its hospitals, clinicians and places: a distinctive
    string tagged PHI in at least half of its occurrences, at least twice in two
    documents, is tagged at all of them (name parts do not spread across documents).
    """
    from deidkit import console
    from deidkit.cli.common import provenance
    from deidkit.pipeline import Deidentifier
    from deidkit.rows import RowRun
    from deidkit.threads import torch_threads

    run = RowRun(output)  # refuse a terminal before loading anything
    deid = Deidentifier.from_dir(
        model_dir, probabilities=probabilities, precision=precision,
        representation=representation_dir, embeddings=embeddings, noise=not no_noise,
        seed=seed, device=device, **pipeline_overrides(
            ctx, phi_threshold=phi_threshold, recognizers=recognizers, rules=rules,
            uncased_model=uncased_model, ensemble_model=ensemble_model, cascade=cascade,
            propagate=propagate, patients_file=patients_file,
            propagate_corpus=propagate_corpus))
    # Row-wise: a sentence without tokens passes through (null in, null out).
    reader = run.open(input, replaced=["predicted", "phi_source", "phi_probability"],
                      null_tokens=True)
    with torch_threads(threads), console.progress_bar(desc="tag", unit="sentence",
                                                      unit_scale=True) as bar:
        # the sentences read (with --propagate-corpus the output comes after all of them)
        read = (_counted(batch, bar) for batch in reader)
        rows = run.write(deid.tag_batches(read), deid.output_schema(reader.schema), "tokens",
                         # without --rules, the provenance a run recorded before it
                         provenance=provenance(ctx, parents=run.parents,
                                               exclude=["rules"] if rules is None else []),
                         extra=deid.metadata())
    console.print_summary(f"deidkit tag: {rows:,} sentences tagged with "
                          f"{deid.taggers.model_dir}")


def _shipped_help(command: click.Command) -> click.Command:
    """The help's facts about the shipped model, read from its pipeline.json."""
    from deidkit.models.pipeline_file import shipped_summary

    command.help = command.help.replace("{shipped}", shipped_summary())
    return command


_shipped_help(command)


def _counted(batch, bar):
    bar.update(batch.num_rows)
    return batch
