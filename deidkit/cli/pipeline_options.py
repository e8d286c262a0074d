"""The options of the tagging pipeline, shared by ``deidkit tag`` and ``deidkit
deidentify``, and what they ask of :meth:`deidkit.pipeline.Deidentifier.from_dir`."""

from __future__ import annotations

import click

from deidkit.cli.options import given, patients_option

#: The pipeline options :func:`pipeline_options` adds (parameter names), in help order.
PIPELINE_PARAMS = ("model_dir", "phi_threshold", "recognizers", "rules", "uncased_model",
                   "ensemble_model", "cascade", "propagate", "patients_file",
                   "propagate_corpus")


def pipeline_options(fn=None, *, patients_effect: str = ""):
    """``--model`` and what runs with it (each defaulting to the model's pipeline.json):
    ``--phi-threshold``, ``--recognizers``, ``--rules``, ``--uncased-model``,
    ``--ensemble-model``, ``--cascade``, ``--propagate``, ``--patients``
    (``patients_effect``: what else it does) and
    ``--propagate-corpus``."""
    def decorate(f):
        for option in reversed(_options(patients_effect)):
            f = option(f)
        return f
    return decorate(fn) if fn is not None else decorate


def _options(patients_effect: str) -> list:
    return [
        click.option(
            "--model", "model_dir", default="default", show_default=True, metavar="DIR",
            type=click.Path(file_okay=False),
            help="A model directory written by `deidkit train-tagger` (or by `deidkit "
                 "train-adversarial`: its tagger, on its own representation); 'default': "
                 "the model shipped with deidkit, a fine-tuned encoder; 'fast': the shipped "
                 "BiLSTM-CRF, about twice as fast end to end and more prone to redact "
                 "clinical words "
                 "(./default, ./fast for a directory of that name). "
                 "Its pipeline.json (docs/data-contract.md) says what runs with it: the "
                 "options below override it; a model without one runs alone at the "
                 "operating point its config.json records, with the default recognizers "
                 "and propagation."),
        click.option(
            "--phi-threshold", default=None, metavar="P|auto|viterbi",
            help="Recall first: label a token PHI when its marginal probability of O falls "
                 "below 1 - P (its PHI probability is above P; a lower P flags more tokens), "
                 "with the TYPE of highest marginal. 'auto': the threshold the model "
                 "recorded by --target-recall; 'viterbi': the Viterbi labels. Default: the "
                 "operating point of the model's pipeline.json (the shipped default model: "
                 "0.01; the fast model: 0.05, and 0.1 for the pair it forms with its second "
                 "member on sentences with casing, --ensemble-model), or without one the one its config.json "
                 "records (`train-tagger --default-phi-threshold`), else the Viterbi "
                 "labels."),
        click.option(
            "--recognizers", default="default", metavar="none|default|LIST",
            help="Recognizers of PHI defined by its form or announced by a cue, run beside "
                 "the model and united with it (a token is PHI if either says so): 'none', "
                 "'default' (all but department and organization), or a comma-separated "
                 "list of 'default' and: codes (ICD-10 and CPT codes: not PHI), contraction "
                 "(\"I'm\", \"it's\": not PHI), units (\"23 kg\": not PHI), scores (\"GCS "
                 "10/15\", \"mRS 2\": not PHI), times (\"1150h\", \"21.30 hrs\": not PHI), "
                 "demographics (\"African-American male\": not PHI), generic_units (\"the "
                 "ICU\", \"Pediatric Surgery Clinic\": not PHI), email, url, ipaddr, "
                 "mac, ssn, vin, username, id, date, phone, zip, age, street, place, room, "
                 "department, organization, profession "
                 "('default,organization': the default ones and organization). Default: "
                 "those of the model's pipeline.json (the shipped model: default)."),
        click.option(
            "--rules", default=None, metavar="FILE|none", type=click.Path(dir_okay=False),
            help="A site's own rules, without code (YAML or JSON; docs/stages.md, \"A "
                 "site's own rules\"): patterns with a TYPE, a cue followed by a value, "
                 "words never PHI (whatever the model says) and words always PHI. They run "
                 "before the recognizers and are recorded in the output's metadata. "
                 "'none': no rules. Default: those of the model's pipeline.json (`train-tagger "
                 "--rules`; the shipped model: none)."),
        click.option(
            "--uncased-model", default="auto", show_default=True,
            metavar="auto|none|default|DIR",
            help="The second tagger of sentences without casing (all lowercase or all "
                 "capitals), united with the model there (PHI if either says so): a tagger "
                 "with the model's labels, fine-tuned on recased copies of its training "
                 "notes. 'auto': the one the model's pipeline.json names (the default "
                 "model: none; the fast model: its own; a model without pipeline.json: "
                 "none); 'default': the fast model's; 'none': the model alone tags every "
                 "sentence."),
        click.option(
            "--ensemble-model", default="auto", show_default=True,
            metavar="auto|none|default|DIR",
            help="The second member of an ensemble: a tagger with the model's labels, "
                 "trained as it was from another seed, whose marginals are averaged with "
                 "the model's on sentences with casing before the PHI threshold (without "
                 "--phi-threshold, the operating point the pipeline, or else the member, "
                 "records for the pair; sentences without casing keep the model's). "
                 "'auto': the one the model's pipeline.json names (the default model: none; "
                 "the fast model: its own; a model without pipeline.json: none), none with "
                 "--phi-threshold viterbi; 'default': the fast model's; 'none': the model "
                 "alone."),
        click.option(
            "--cascade", default="auto", show_default=True, metavar="auto|none|default|fast|DIR",
            help="A fast tagger (a BiLSTM-CRF with the model's labels) that reads every "
                 "sentence first and settles those in which it gives every token a PHI "
                 "probability below the pipeline's 'cascade.settle_below': their tokens "
                 "are O and the model never reads them (sentences without casing always "
                 "go on). 'auto': the one the model's pipeline.json names (the default "
                 "model: the fast model's BiLSTM-CRF, settling below 0.01; none when it "
                 "names none); 'default' or 'fast': the fast model's BiLSTM-CRF; 'none': the "
                 "model reads every sentence."),
        click.option(
            "--propagate/--no-propagate", default=True,
            help="Document-level consistency: a string tagged PHI anywhere in a document is "
                 "tagged wherever it recurs there, the parts of a tagged name wherever they "
                 "stand alone (distinctive strings only), and the user names made of a "
                 "tagged name (\"shimizuk\" beside Kana Shimizu). Default: as the model's "
                 "pipeline.json says (the shipped model, and a model without one: on)."),
        patients_option(effect="--propagate works across each patient's documents, which "
                               "must be consecutive rows of the input (a name tagged in one "
                               "note is tagged in the patient's other notes)"
                               + (f"; {patients_effect}" if patients_effect else ".")),
        click.option(
            "--propagate-corpus/--no-propagate-corpus", default=False,
            help="After --propagate, propagation across all the documents of the input, by "
                 "vote: a string tagged PHI in at least half of its occurrences, at least "
                 "twice in two documents, is tagged at all of them. The output is written "
                 "once the whole input is tagged (it waits in a temporary file). Default: "
                 "as the model's pipeline.json says (the shipped model: off)."),
    ]


def pipeline_overrides(ctx: click.Context, **values) -> dict:
    """Keyword arguments of :meth:`deidkit.pipeline.Deidentifier.from_dir` for the
    pipeline options' ``values`` (by parameter name): a default value of ``--recognizers``,
    ``--propagate`` or ``--propagate-corpus`` leaves the model's pipeline.json to decide;
    the others say so themselves (``auto``, no value: ``--phi-threshold``, ``--rules``)."""
    from deidkit.pipeline.checks import CLI

    out = {"spelling": CLI}
    for name, value in values.items():
        if name == "model_dir":
            continue
        if name in ("recognizers", "propagate", "propagate_corpus") and not given(ctx, name):
            continue
        out["patients" if name == "patients_file" else name] = value
    return out
