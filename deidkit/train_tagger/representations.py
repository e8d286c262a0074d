"""Training a tagger on shared representations (the central party's step, paper section 5)."""

from __future__ import annotations

import dataclasses
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa

from deidkit import casing as casing_mod
from deidkit.errors import DataError
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.train_tagger.config import representations_tagger_config
from deidkit.train_tagger.fit import train_and_write
from deidkit.train_tagger.inputs import model_labels, representations_input
from deidkit.train_tagger.options import HOLD_OUT_HINT, TrainingOptions
from deidkit.train_tagger.validation import ValidationScorer
from deidkit.training import check_model_dir, hold_out_sentences


def train_tagger_on_representations(
        tables: Sequence[pa.Table], *, model_dir, validation: pa.Table | None = None,
        binary: bool = False, hipaa_only: bool = False,
        hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
        options: TrainingOptions = TrainingOptions(), provenance: dict | None = None,
        sources: Sequence[str | None] | None = None, validation_source: str | None = None,
        progress: bool = False, on_epoch: Callable[[dict], None] | None = None,
        target_recall: float | None = None, checkpoint=None, device="cpu",
        rules=None) -> dict:
    """Train a tagger on pooled representations tables (``deidkit represent`` outputs of
    several institutions, all of one representation model) and write it to ``model_dir``.

    The model is the same BiLSTM-CRF, reading representation vector + one-hot casing
    instead of word vector + casing; its config records the representation model's id and
    size, so that ``deidkit tag --representation`` can apply that representation to raw
    tokens first. The training loop is :func:`fit` unchanged: every shared vector is a
    row of the model's (non-persistent) lookup matrix (:func:`deidkit.represent.
    pooled_training_data`), so the weights file is the same as for a model reading
    features. ``validation`` is a representations table of the same model; without it a
    seeded ``options.validation_fraction`` of the *sentences* is held out (the files hold
    no document ids to keep documents together). Validation F1 and leakage are computed
    from the labels alone (:meth:`ValidationScorer.from_labels`). ``rules``: a site's rules
    the model's pipeline.json keeps (``train-tagger --rules``). Returns the summary of
    :func:`train_tagger`.
    """
    from deidkit.train_tagger.recall import check_target_recall

    if rules is not None:
        rules.check_savable()

    check_target_recall(target_recall)
    import torch

    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerShape

    check_model_dir(model_dir)
    tables = list(tables)
    if not tables:
        raise ValueError("no representations tables given")
    sources = list(sources) if sources is not None else [None] * len(tables)
    single = sources[0] if len(sources) == 1 else None
    kept, val, skipped = _read_pooled(tables, sources, validation, validation_source)

    labels, label_index = model_labels(kept + ([val] if val is not None else []),
                                       binary=binary, hipaa_only=hipaa_only, source=single)
    # Pool with every distinct gold label as its own id, so that the gold labels stay known
    # for the validation F1 (which needs the i2b2 TYPEs); then map them to the model's ids.
    gold_values = sorted(label_index)
    gold_index = {g: i for i, g in enumerate(gold_values)}
    to_model = np.array([label_index[g] for g in gold_values], dtype=np.int64)

    rng = np.random.default_rng(options.seed)
    data, val_data, matrix, d, rid, how = _pool(kept, val, gold_index, sources, validation_source,
                                                options, rng, single)
    scorer = None
    if val_data is not None:
        gold = np.asarray(gold_values, dtype=object)[val_data.label_ids]
        scorer = ValidationScorer.from_labels(val_data.offsets, gold)
        val_data = dataclasses.replace(val_data, label_ids=to_model[val_data.label_ids])
    data = dataclasses.replace(data, label_ids=to_model[data.label_ids])

    config = representations_tagger_config(rid, d, labels, binary=binary, hipaa_only=hipaa_only,
                                           hyperparameters=hyperparameters)
    shape = TaggerShape(input_dim=d, num_labels=len(labels), vocab_rows=len(matrix),
                        casing_classes=casing_mod.NUM_CLASSES)

    def build():
        from deidkit.taggers import WordTagger

        # shape: (T + 2, d): every shared token vector, then the zero UNK and PAD rows; the
        # tagger reads them as its word vectors (a token's id is its row)
        model = BiLSTMCRFTagger(shape, hyperparameters, torch.from_numpy(matrix))
        return WordTagger(model=model, config=config, embeddings=None), data, val_data

    summary = train_and_write(build, config=config, val_table=None, scorer=scorer, labels=labels,
                              options=options, rng=rng, how=how, model_dir=model_dir,
                              provenance=provenance, skipped=skipped, progress=progress,
                              on_epoch=on_epoch, checkpoint=checkpoint,
                              target_recall=target_recall, device=device,
                              extras=_pipeline_files(config, rules),
                              training_extra={"validation_unit": "sentence",
                                              "pooled_files": len(tables)})
    if how == "split":
        n_val = summary["validation_sentences"]
        summary["held_out"] = (f"held out {n_val} of {n_val + summary['train_sentences']} "
                               "sentences for validation")
    return summary


def _read_pooled(tables, sources, validation, validation_source):
    """(the labelled sentences of each table, of the validation table or None, rows
    skipped); the validation table must hold representations of the same model."""
    kept, skipped, first = [], 0, None
    for table, src in zip(tables, sources):
        t, d, rid, n_skipped = representations_input(table, src)
        first = first or (rid, d)
        kept.append(t)
        skipped += n_skipped
    if sum(t.num_rows for t in kept) == 0:
        raise DataError("no labelled sentences to train on (every row has null labels or no "
                        "vectors)", source=sources[0] if len(sources) == 1 else None)
    if validation is None:
        return kept, None, skipped
    val, val_d, val_rid, val_skipped = representations_input(validation, validation_source)
    if val.num_rows == 0:
        raise DataError("no labelled sentences in the validation data", source=validation_source)
    first_rid, first_d = first
    if val_rid != first_rid:
        raise DataError(f"representations of model {val_rid}, but the training data's are of "
                        f"{first_rid}: validate on files made with the same model",
                        source=validation_source)
    if val_d != first_d:
        raise DataError(f"{val_d}-d representations, but the training data has {first_d}-d",
                        source=validation_source)
    return kept, val, skipped + val_skipped


def _pool(kept, val, gold_index, sources, validation_source, options: TrainingOptions,
          rng: np.random.Generator, single):
    """(training data, validation data or None, the lookup matrix of both, d, the
    representation id, how validation was done): the validation file's rows follow the
    training rows in one matrix; without a file, a seeded share of the sentences is held
    out."""
    from deidkit.represent import pooled_training_data

    data, matrix, d, rid = pooled_training_data(kept, gold_index, sources=sources)
    if val is not None:
        val_data, val_matrix, _, _ = pooled_training_data([val], gold_index, sources=[validation_source])
        t_train = len(matrix) - 2
        matrix = np.concatenate([matrix[:-2], val_matrix])
        pad = len(matrix) - 1
        data = dataclasses.replace(data, pad_index=pad)
        val_data = dataclasses.replace(val_data, word_ids=val_data.word_ids + t_train, pad_index=pad)
        return data, val_data, matrix, d, rid, "file"
    if options.validation_fraction > 0:
        held = hold_out_sentences(len(data), options.validation_fraction, rng,
                                  hint=HOLD_OUT_HINT, source=single)
        val_data = data.subset(np.flatnonzero(held))
        return data.subset(np.flatnonzero(~held)), val_data, matrix, d, rid, "split"
    return data, None, matrix, d, rid, "none"


def _pipeline_files(config: dict, rules) -> dict | None:
    """The pipeline.json that keeps a site's ``rules`` (``train-tagger --rules``), or none."""
    from deidkit.train_tagger.start import inherited_pipeline

    if rules is None:
        return None
    return inherited_pipeline(None, config, rules)
