"""Training a tagger on tokens tables (word vectors + casing)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit.errors import ConfigError, DataError
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.train_tagger.fit import train_and_write
from deidkit.train_tagger.inputs import model_labels, labelled_sentences
from deidkit.train_tagger.options import FeatureOptions, HOLD_OUT_HINT, TrainingOptions
from deidkit.train_tagger.recall import (check_min_precision, check_target_leakage,
                                         check_target_recall)
from deidkit.training import check_model_dir, hold_out_documents


def train_tagger(train: pa.Table, *, model_dir, validation: pa.Table | None = None,
                 embeddings=None, binary: bool = False, hipaa_only: bool = False,
                 hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
                 options: TrainingOptions = TrainingOptions(),
                 features: FeatureOptions = FeatureOptions(), provenance: dict | None = None,
                 source: str | None = None, validation_source: str | None = None,
                 progress: bool = False,
                 on_epoch: Callable[[dict], None] | None = None,
                 target_recall: float | None = None, checkpoint=None,
                 default_phi_threshold: float | None = None,
                 target_leakage: float | None = None, device="cpu", init_from=None,
                 min_precision: float | None = None, encoder=None,
                 encoder_layers: int | None = None, window: int | None = None,
                 rules=None) -> dict:
    """Train a tagger on the tokens table ``train`` and write it to ``model_dir``.

    ``embeddings`` is a spec for :func:`deidkit.embeddings.load_embeddings` (None = the
    default GloVe) or an Embeddings object. Returns a summary (epochs, best epoch, losses,
    validation F1, tokens per second). ``on_epoch`` gets each epoch's record.
    ``features``: CEDI's (characters, prefixes, context n-grams, attention); their
    vocabularies are built from the training sentences (not the validation ones); and the
    dictionary lists, built from the installed packages and stored in the model directory.
    ``target_recall``: record the PHI threshold reaching it on the validation set
    (:func:`deidkit.train_tagger.recall.choose_phi_threshold`).
    ``default_phi_threshold``: the operating point ``deidkit tag`` uses with this model when
    not told otherwise (config.json ``tagging.phi_threshold``; None: the Viterbi labels).
    ``target_leakage``: instead, the operating point is the largest PHI threshold whose
    leakage on the validation set is at most this fraction (a held-out style's notes, for
    an operating point chosen out of distribution); ``min_precision``: the binary HIPAA
    token precision on the validation set below which that threshold is raised.
    ``device``: where to train (:func:`deidkit.devices.resolve_device`; ``auto``: CUDA when
    present); the model written loads on any device).
    ``init_from``: a trained tagger on words (``"default"``: the shipped model, or a model
    directory) to fine-tune instead of a new one (:mod:`deidkit.train_tagger.start`): its
    architecture, labels, features, lists and operating point are kept (and the uncased
    tagger its pipeline names is fine-tuned on the same notes beside it:
    :func:`adapt_uncased`), so
    ``binary``, ``hipaa_only``, ``hyperparameters`` and ``features`` must be left at their
    defaults.
    ``encoder``: instead of the BiLSTM-CRF, fine-tune a pretrained encoder (``"minilm"`` or
    a checkpoint directory, :mod:`deidkit.train_tagger.encoder`), its first
    ``encoder_layers`` layers (None: all), reading ``window`` pieces at a time (None: 256);
    ``embeddings`` and CEDI's ``features`` do not apply to it.
    ``rules``: a site's rules the model's pipeline.json keeps (``train-tagger --rules``;
    :func:`deidkit.train_tagger.start.inherited_pipeline`).
    """
    from deidkit.embeddings import Embeddings, load_embeddings
    from deidkit.model_dirs import kind_of
    from deidkit.train_tagger.start import (adaptable_uncased, check_fine_tuning, fresh_start,
                                            inherited_pipeline, initial_start)

    check_model_dir(model_dir)
    if rules is not None:
        rules.check_savable()
    if init_from is not None:
        check_fine_tuning(binary=binary, hipaa_only=hipaa_only, hyperparameters=hyperparameters,
                          features=features)
    check_target_recall(target_recall)
    check_target_leakage(target_leakage)
    check_min_precision(min_precision, target_leakage)
    if default_phi_threshold is not None and target_leakage is not None:
        raise ConfigError("--default-phi-threshold and target_leakage both set the operating "
                          "point: give one")
    if target_leakage is not None and validation is None and options.validation_fraction == 0:
        raise ConfigError("target_leakage needs validation data (--validation, or a "
                          "--validation-fraction above 0)")
    if default_phi_threshold is not None and not 0.0 <= default_phi_threshold < 1.0:
        raise ConfigError(f"--default-phi-threshold must be in [0, 1), got {default_phi_threshold}")
    if encoder is not None:
        _check_encoder(init_from=init_from, embeddings=embeddings, features=features,
                       hyperparameters=hyperparameters)
    elif (encoder_layers, window) != (None, None):
        raise ConfigError("--encoder-layers and --window are for encoder taggers (--encoder)")
    start = None if init_from is None else initial_start(init_from, embeddings=embeddings)
    inherited = {} if start is None else inherited_pipeline(init_from, start.config, rules)
    # an uncased tagger (trained on recased copies) has no companion of its own to adapt
    companion = (None if start is None or options.case_augmentation
                 else adaptable_uncased(init_from))
    if start is not None or encoder is not None:
        emb = None if start is None else start.emb
    else:
        emb = embeddings if isinstance(embeddings, Embeddings) else load_embeddings(embeddings)
    spec = None if isinstance(embeddings, Embeddings) else embeddings

    given = train
    train, skipped = labelled_sentences(train, source=source)
    if train.num_rows == 0:
        raise DataError("no labelled sentences to train on (every row has null labels or no "
                        "tokens)", source=source)
    rng = np.random.default_rng(options.seed)
    held = None
    if validation is not None:
        val, val_skipped = labelled_sentences(validation, source=validation_source)
        skipped += val_skipped
        how = "file"
    elif options.validation_fraction > 0:
        held = hold_out_documents(train["doc_id"].to_pylist(), options.validation_fraction, rng,
                                  hint=HOLD_OUT_HINT, source=source)
        val, train = train.filter(held.mask), train.filter(~held.mask)
        how = "split"
    else:
        val, how = None, "none"
    if val is not None and val.num_rows == 0:
        raise DataError("no labelled sentences in the validation data", source=validation_source)

    if options.case_augmentation:
        # after the hold-out split (validation stays as written), before the character
        # vocabulary is built (so that it has the recased characters)
        from deidkit.train_tagger.augment import case_augmented

        train = case_augmented(train, options.case_augmentation, options.seed)
    tables = [t for t in (train, val) if t is not None]
    if start is None:
        labels, label_index = model_labels(tables, binary=binary, hipaa_only=hipaa_only,
                                           source=source)
        if encoder is not None:
            from deidkit.train_tagger.encoder import encoder_start

            start = encoder_start(encoder, labels, binary=binary, hipaa_only=hipaa_only,
                                  layers=encoder_layers, window=window)
        else:
            start = fresh_start(emb, spec, labels, binary=binary, hipaa_only=hipaa_only,
                                hyperparameters=hyperparameters, features=features,
                                tokens=train["tokens"])
    else:
        labels, label_index = model_labels(tables, binary=start.binary,
                                           hipaa_only=start.hipaa_only, source=source,
                                           labels=start.labels)
    config, lists = start.config, start.lists
    if rules is not None and not inherited:  # a new model: its pipeline.json keeps the rules
        inherited = inherited_pipeline(None, config, rules)
    if default_phi_threshold is not None:
        config["tagging"] = {"phi_threshold": default_phi_threshold}

    def build():
        tagger = start.build()
        train_data = tagger.encode(train["tokens"], train["labels"], label_index,
                                   documents=(train["doc_id"], train["sentence"]))
        val_data = (tagger.encode(val["tokens"], val["labels"], label_index,
                                  documents=(val["doc_id"], val["sentence"]))
                    if val is not None else None)
        return tagger, train_data, val_data

    extras = start.files() if hasattr(start, "files") else None
    if lists is not None:
        from deidkit.dictionaries import FILE

        extras = {FILE: lists.write}
    if inherited:
        extras = {**(extras or {}), **inherited}
    summary = train_and_write(build, config=config, val_table=val, labels=labels, options=options,
                              rng=rng, how=how, model_dir=model_dir, provenance=provenance,
                              skipped=skipped, progress=progress, on_epoch=on_epoch,
                              checkpoint=checkpoint, target_recall=target_recall,
                              target_leakage=target_leakage, min_precision=min_precision,
                              device=device,
                              extras=extras)
    summary["model_kind"] = config["model"]["kind"]
    if held is not None:
        summary["held_out"] = held.describe()
    if "init_from" in config:
        summary["init_from"] = config["init_from"]
    if companion is not None:
        # the start's uncased tagger never read these notes: fine-tuned on them too
        # (docs/results.md, a site's uncased tagger fine-tuned with its model)
        summary["uncased"] = adapt_uncased(
            companion, given, model_dir=model_dir, validation=validation, options=options,
            same_kind=start.config["model"]["kind"] == kind_of(companion)[1]["model"]["kind"],
            embeddings=embeddings, provenance=provenance, source=source,
            validation_source=validation_source, progress=progress, device=device)
    return summary



def _check_encoder(*, init_from, embeddings, features, hyperparameters) -> None:
    """Options of the BiLSTM-CRF given with ``--encoder``."""
    for value, flag in ((init_from, "--init-from (a fine-tuned encoder is its own start)"),
                        (embeddings, "--embeddings")):
        if value is not None:
            raise ConfigError(f"--encoder: {flag} does not apply")
    if features != FeatureOptions():
        raise ConfigError("--encoder: CEDI's features (--char-embeddings, --prefix-features, "
                          "context_ngrams, attention) and dictionaries are for the "
                          "BiLSTM-CRF")
    if hyperparameters != TaggerHyperparameters():
        raise ConfigError("--encoder: the BiLSTM's sizes and dropouts (--hidden-size, "
                          "--layers, the *_dropout keys) are for the BiLSTM-CRF")


def adapt_uncased(companion: Path, train, *, model_dir, validation, options, same_kind: bool,
                  embeddings=None, provenance=None, source=None, validation_source=None,
                  progress: bool = False, device="cpu") -> dict:
    """Fine-tune ``companion`` (the start's uncased tagger) on the notes ``train`` (and
    ``validation``) a model was just fine-tuned on, every sentence also seen recased
    (``case_augmentation`` 1.0, as the shipped one was made), into ``model_dir``/uncased,
    then point the model's pipeline.json at it. The model's training options apply, but a
    learning rate set for another kind of model (an encoder's) is left to the companion's
    own kind. Until it is written the model runs the companion it inherited, so an
    interrupted run loses nothing. Returns its training summary."""
    from dataclasses import replace

    from deidkit.models.pipeline_file import PIPELINE_FILE, read_pipeline, write_pipeline
    from deidkit.train_tagger.start import UNCASED_DIR

    own = replace(options, case_augmentation=1.0,
                  learning_rate=options.learning_rate if same_kind else None)
    summary = train_tagger(train, model_dir=Path(model_dir) / UNCASED_DIR,
                           validation=validation, init_from=str(Path(companion).resolve()),
                           options=own,
                           embeddings=embeddings if same_kind else None,
                           provenance=provenance, source=source,
                           validation_source=validation_source, progress=progress,
                           device=device)
    record = read_pipeline(model_dir)
    if record is not None:
        write_pipeline(Path(model_dir) / PIPELINE_FILE, replace(record, uncased=UNCASED_DIR))
    summary["from"] = str(Path(companion).resolve())
    return summary
