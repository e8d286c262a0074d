"""``train-tagger`` from files: read the training (and validation) tables, train on words or
on shared representations, and the result with its lines for stderr (what the command
prints, beside the result it describes)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from deidkit.errors import ConfigError
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.train_tagger.options import FeatureOptions, TrainingOptions


@dataclass
class TrainingRun:
    """What :func:`train_from_files` did: the training summary and the options the lines
    refer to."""

    summary: dict
    kind: str                      # "tokens" or "representations"
    model_dir: str
    options: TrainingOptions
    target_recall: float | None = None
    target_leakage: float | None = None

    def notes(self) -> list[tuple[str, str]]:
        """(``info`` or ``warn``, line) for stderr, before the summary line."""
        from deidkit.train_tagger.recall import recall_threshold_line

        s, out = self.summary, []
        if "held_out" in s:
            out.append(("info", f"no --validation: {s['held_out']} (seeded, "
                                f"--validation-fraction {self.options.validation_fraction})"))
        if "init_from" in s:
            out.append(("info", f"fine-tuned from {s['init_from']['model']}"))
        if "uncased" in s:
            u = s["uncased"]
            out.append(("info", f"its uncased tagger fine-tuned from {u['from']} on the same "
                                f"notes, each sentence also recased: {u['epochs_run']} epochs, "
                                f"best epoch {u['best_epoch']} (val binary HIPAA token F1 "
                                f"{_fmt(u['best_val_f1'], '.2f')}) -> {u['model_dir']}"))
        for key, target, flag in (("leakage_threshold", self.target_leakage, "target_leakage"),
                                  ("recall_threshold", self.target_recall, "--target-recall")):
            if key in s:
                out.append(("info", recall_threshold_line(s[key])))
            elif target is not None:
                what = "operating point" if key == "leakage_threshold" else "threshold"
                out.append(("warn", f"{flag}: no validation data, no {what} recorded"))
        if s["skipped_rows"]:
            out.append(("warn", f"{s['skipped_rows']} rows without labels or tokens were skipped"))
        if self.kind != "representations" and s["validation_sentences"] \
                and s.get("model_kind") != "encoder-crf":  # an encoder has no unknown words
            out.append(("info", "validation PHI tokens unknown to the embeddings: "
                                f"{s['validation_unknown_phi_tokens']:,}, binary token F1 on "
                                f"unknown tokens {_fmt(s['best_val_unknown_phi_f1'], '.2f')}"))
        return out

    def summary_line(self) -> str:
        s = self.summary
        return (f"deidkit train-tagger: {s['train_sentences']:,} sentences "
                f"({s['train_tokens']:,} tokens), {s['labels']} labels, "
                f"{s['epochs_run']} epochs, best epoch {s['best_epoch']} "
                f"(val loss {_fmt(s['best_val_loss'], '.4f')}, "
                f"val binary HIPAA token F1 {_fmt(s['best_val_f1'], '.2f')}), "
                f"{s['seconds']:.0f} s -> {self.model_dir}")


def epoch_line(r: dict) -> str:
    """One epoch's record (``on_epoch``), for stderr."""
    return (f"epoch {r['epoch']}/{r['max_epochs']}: train loss {r['train_loss']:.4f}, "
            f"val loss {_fmt(r['val_loss'], '.4f')}, val binary HIPAA token F1 "
            f"{_fmt(r['val_f1'], '.2f')}, leakage {_fmt(r['val_leakage'], '.4f')}, "
            f"{r['tokens_per_second']:,.0f} tok/s, {r['seconds']:.1f} s"
            + ("  *best*" if r["best"] else ""))


def train_from_files(paths: Sequence[str], *, model_dir, validation: str | None = None,
                     provenance: Callable[[list], dict] = lambda parents: {},
                     embeddings=None, init_from=None, binary: bool = False,
                     hipaa_only: bool = False,
                     hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
                     options: TrainingOptions = TrainingOptions(),
                     features: FeatureOptions = FeatureOptions(),
                     default_phi_threshold: float | None = None,
                     target_leakage: float | None = None, target_recall: float | None = None,
                     min_precision: float | None = None,
                     checkpoint=None, device="cpu", progress: bool = False,
                     on_epoch: Callable[[dict], None] | None = None, encoder=None,
                     encoder_layers: int | None = None,
                     window: int | None = None, rules=None) -> TrainingRun:
    """Train a tagger on the tables ``paths`` (tokens, or representations of one model;
    sniffed, :func:`deidkit.train_tagger.inputs.read_inputs`) with ``validation`` of the same
    kind, into ``model_dir``. ``provenance(schemas read)`` gives the model's provenance;
    ``embeddings`` None: the default GloVe, or with ``init_from`` the starting model's
    source. ``checkpoint`` is finished on success. Options that only a tagger on words reads
    are a ConfigError with representations tables. ``rules``: a site's rules the model's
    pipeline.json keeps (a rules file, or a :class:`deidkit.recognizers.site_rules.
    SiteRules`), read and checked before the tables."""
    from deidkit.train_tagger.inputs import read_inputs
    from deidkit.train_tagger.representations import train_tagger_on_representations
    from deidkit.train_tagger.words import train_tagger

    rules = _site_rules(rules)
    train = read_inputs(paths or ("-",))
    schemas_read = list(train.schemas)
    val = None
    if validation is not None:
        val = read_inputs((validation,))
        if val.kind != train.kind:
            raise ConfigError(f"--validation {val.source}: a {val.kind} table, but TRAIN is "
                              f"{train.kind}; validate on the same kind of data")
        schemas_read += val.schemas
    common = dict(model_dir=model_dir, hyperparameters=hyperparameters, options=options,
                  provenance=provenance(schemas_read), validation_source=validation,
                  progress=progress, on_epoch=on_epoch, checkpoint=checkpoint,
                  target_recall=target_recall, device=device, rules=rules)
    if train.kind == "representations":
        _check_representations(embeddings=embeddings, init_from=init_from, features=features,
                               default_phi_threshold=default_phi_threshold,
                               target_leakage=target_leakage, min_precision=min_precision,
                               case_augmentation=options.case_augmentation,
                               encoder=encoder)
        summary = train_tagger_on_representations(
            train.tables, validation=val.tables[0] if val is not None else None,
            sources=train.sources, binary=binary, hipaa_only=hipaa_only, **common)
    else:
        summary = train_tagger(train.table, validation=val.table if val is not None else None,
                               embeddings=embeddings, source=train.source, features=features,
                               binary=binary, hipaa_only=hipaa_only, init_from=init_from,
                               default_phi_threshold=default_phi_threshold,
                               target_leakage=target_leakage, min_precision=min_precision,
                               encoder=encoder, encoder_layers=encoder_layers, window=window,
                               **common)
    if checkpoint is not None:
        checkpoint.finish()
    return TrainingRun(summary, train.kind, str(model_dir), options, target_recall,
                       target_leakage)


def _site_rules(rules):
    """The rules of ``rules`` (a file, or rules read already) a model may keep, or None."""
    from deidkit.recognizers.site_rules import SiteRules, read_rules

    if rules is None:
        return None
    rules = rules if isinstance(rules, SiteRules) else read_rules(rules)
    rules.check_savable()
    return rules


def _check_representations(*, embeddings, init_from, features, default_phi_threshold,
                           target_leakage, min_precision, case_augmentation=0.0,
                           encoder=None) -> None:
    """Options of taggers on words, given with representations tables."""
    for value, flag in ((encoder, "--encoder"), (default_phi_threshold, "--default-phi-threshold"),
                        (case_augmentation or None, "--case-augmentation"),
                        (target_leakage, "target_leakage"), (init_from, "--init-from"),
                        (min_precision, "min_precision"),
                        (embeddings, "--embeddings")):
        if value is not None:
            raise ConfigError(f"{flag} does not apply with representations tables (taggers "
                              "on words only; TRAIN holds shared vectors, not words)")
    if features != FeatureOptions():
        raise ConfigError("--char-embeddings, --prefix-features, context_ngrams, attention "
                          "and dictionaries read words: not for representations tables")


def _fmt(value, spec: str) -> str:
    return "-" if value is None or (isinstance(value, float) and math.isnan(value)) \
        else format(value, spec)
