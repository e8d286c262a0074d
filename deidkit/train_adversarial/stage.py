"""The whole ``train-adversarial`` stage: tokens tables in, trained models out."""

from __future__ import annotations

from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit.adversarial_pairs import nearest_neighbours
from deidkit.neighbors import check_neighbor_count
from deidkit.batching import embedding_table
from deidkit.errors import DataError
from deidkit.train_adversarial.data import label_values, prepare
from deidkit.train_adversarial.model_dir import TrainResult, load_pretrained, model_config
from deidkit.train_adversarial.networks import build_models
from deidkit.train_adversarial.options import AdversarialOptions
from deidkit.train_adversarial.trainer import Trainer
from deidkit.training import HeldOut, hold_out_documents


def split_validation(table: pa.Table, opts: AdversarialOptions, *, source: str | None = None
                     ) -> tuple[pa.Table, pa.Table, HeldOut]:
    """(training rows, validation rows, what was held out) of a tokens table: a seeded
    ``opts.validation_fraction`` of its documents held out, as ``train-tagger`` does."""
    held = hold_out_documents(table.column("doc_id").to_pylist(), opts.validation_fraction,
                              np.random.default_rng(opts.seed), source=source,
                              hint="pass --validation FILE")
    return table.filter(~held.mask), table.filter(held.mask), held


def train_adversarial(train_table: pa.Table, val_table: pa.Table | None, emb,
                      opts: AdversarialOptions, *,
                      embeddings_spec=None, on_epoch: Callable[[dict], None] | None = None,
                      train_source: str | None = None, val_source: str | None = None,
                      start_from=None, checkpoint=None, device="cpu") -> TrainResult:
    """Train representation, tagger and adversaries; silent (figures go to ``on_epoch``).
    ``opts.stop_after`` ends the feutry procedure early (the no-adversarial-phase baseline);
    ``start_from`` (a directory written with ``stop_after="P1"``) begins at P2 from its
    representation and tagger, so a baseline and the model trained from it share their P1
    (and a sweep over N trains P1 once). Without ``val_table``, :func:`split_validation`
    holds out part of the training documents. ``checkpoint`` (a
    :class:`deidkit.run_checkpoint.RunCheckpoint`) gets one per epoch and is resumed from
    when it holds one (:func:`resume_options` must match). ``device``: where to train (the
    modules are built, and a ``start_from`` model read, on the CPU, then moved)."""
    import torch

    validation = "file"
    if val_table is None:
        train_table, val_table, held = split_validation(train_table, opts, source=train_source)
        val_source, validation = train_source, held.describe()
    labels = label_values(train_table, val_table)
    index = {lab: i for i, lab in enumerate(labels)}
    train = prepare(train_table, emb, label_index=index, source=train_source)
    val = prepare(val_table, emb, label_index=index, source=val_source)
    if len(train) == 0:
        raise DataError("no labelled sentences to train on", source=train_source)
    if len(val) == 0:
        raise DataError("no labelled sentences to validate on", source=val_source)
    if not len(train.eligible):
        raise DataError("no sentence has a PHI token the embeddings know: the adversaries "
                        "would have no pairs to learn from", source=train_source)
    check_neighbor_count(opts.n, emb, exclude_self=True)  # a fake moves the word elsewhere
    words = np.concatenate([train.data.word_ids[train.movable], val.data.word_ids[val.movable]])
    table = nearest_neighbours(emb, words, opts.n)
    torch.manual_seed(opts.seed)
    models = build_models(opts, emb.dim, len(labels), embedding_table(emb.vectors))
    baseline_id = None
    if start_from is not None:
        baseline_id = load_pretrained(models, start_from, opts, labels, emb)
    from deidkit.devices import resolve_device

    models.to(resolve_device(device))
    trainer = Trainer(train, val, models, table, opts, on_epoch=on_epoch, labels=labels)
    if checkpoint is not None:
        trainer.checkpoint = checkpoint
        trainer.run_options = resume_options(opts, labels, emb, train, val, baseline_id)
        trainer.saved = checkpoint.resume_from(trainer.run_options)
    trainer.fit(pretrained=start_from is not None)
    config = model_config(models, opts, labels, emb, embeddings_spec)
    if baseline_id is not None:
        config["start_from"] = {"representation_id": baseline_id, "phases": ["P1"]}
    # What was actually run (P3 is skipped without PHI pairs): represent warns when a
    # representation never met an adversary.
    config["phases"] = sorted({r["phase"] for r in trainer.history},
                              key=("P1", "P2", "P3", "dann").index)
    config["adversarially_trained"] = bool({"P3", "dann"} & set(config["phases"]))
    stats = {"train_sentences": len(train), "val_sentences": len(val),
             "train_pairs": int(len(train.eligible)), "val_pairs": int(len(val.eligible)),
             "epochs": trainer.epoch, "validation": validation}
    return TrainResult(models=models, config=config, history=trainer.history.rows, stats=stats)


def resume_options(opts: AdversarialOptions, labels, emb, train, val, baseline_id) -> dict:
    """What a checkpoint must have been written with to be resumed by this run: every
    option by its flag, the thread count, labels, embeddings and the data's fingerprints."""
    from dataclasses import asdict

    import torch

    from deidkit.models.checkpoint import embeddings_record
    from deidkit.run_checkpoint import data_fingerprint
    from deidkit.training import flag

    out = {flag(k): v for k, v in asdict(opts).items() if k != "output_noise_std"}
    out.update({"--threads": torch.get_num_threads(), "labels": list(labels),
                "--embeddings": embeddings_record(emb, None).get("fingerprint"),
                "--start-from": baseline_id})
    for name, p in (("training data", train), ("validation data", val)):
        out[name] = data_fingerprint(p.data.word_ids, p.data.casing, p.data.label_ids,
                                     p.data.offsets, p.movable)
    return out


#: (history column, label, format) of an epoch line, in order.
EPOCH_FIGURES = (("train_tagger_loss", "tagger loss", ".4f"), ("val_tagger_loss", "val", ".4f"),
                 ("val_adversary_loss", "L_adv val", ".4f"), ("val_t1_accuracy", "T1 acc", ".3f"),
                 ("val_t2_accuracy", "T2 acc", ".3f"), ("val_divergence", "bound", ".3f"),
                 ("val_combined_loss", "L_repr val", ".4f"), ("val_f1", "F1", ".4f"))


def epoch_line(row: dict) -> str:
    """One epoch's figures for stderr. A figure the phase does not compute (NaN in the
    history: P1 trains no adversary, P2 no tagger) is left out, so that it cannot read as a
    diverged loss."""
    figures = [f"{label} {format(row[key], spec)}" for key, label, spec in EPOCH_FIGURES
               if key in row and row[key] is not None and not np.isnan(row[key])]
    return f"{row['phase']:>4} epoch {row['phase_epoch']:>3}  " + "  ".join(figures)
