"""The training loop of a tagger (either input) and writing its model directory."""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa

from deidkit.errors import DataError
from deidkit.models import checkpoint
from deidkit.train_tagger.options import TrainingOptions
from deidkit.train_tagger.validation import validation_metrics
from deidkit.training import (EarlyStopping, History, Panel, clipped_step, json_safe,
                              plot_panels, state_copy)


@dataclass
class Trained:
    """A model trained by :func:`train_model`, the data it saw and :func:`fit`'s result."""

    model: object
    train_data: object
    val_data: object
    result: dict
    threads: int


def train_model(build: Callable, *, val_table: pa.Table | None, labels: Sequence[str],
                options: TrainingOptions, rng: np.random.Generator, progress: bool,
                on_epoch) -> Trained:
    """Under the seeded, forked torch RNG and the requested thread count, ``build()``
    returns ``(model, train_data, val_data)`` and :func:`fit` trains it. ``val_table`` is
    the tokens table (gold labels) :func:`validation_metrics` scores the validation
    predictions against, in ``val_data``'s row order."""
    import torch

    from deidkit.threads import torch_threads

    with torch_threads(options.threads), torch.random.fork_rng(devices=[]):
        torch.manual_seed(options.seed)
        model, train_data, val_data = build()
        result = fit(model, train_data, val_data, val_table, labels, options, rng,
                     progress=progress, on_epoch=on_epoch)
        threads = torch.get_num_threads()
    return Trained(model, train_data, val_data, result, threads)


def train_and_write(build: Callable, *, config: dict, val_table: pa.Table | None,
                    labels: Sequence[str], options: TrainingOptions, rng: np.random.Generator,
                    how: str, model_dir, provenance: dict | None, skipped: int,
                    progress: bool, on_epoch, training_extra: dict | None = None,
                    target_recall: float | None = None) -> dict:
    """The core shared by both inputs (words, shared representations): :func:`train_model`,
    then :func:`write_trained`. Returns the summary."""
    trained = train_model(build, val_table=val_table, labels=labels, options=options, rng=rng,
                          progress=progress, on_epoch=on_epoch)
    return write_trained(trained, config=config, val_table=val_table, labels=labels,
                         options=options, how=how, model_dir=model_dir, provenance=provenance,
                         skipped=skipped, training_extra=training_extra,
                         target_recall=target_recall)


def write_trained(trained: Trained, *, config: dict, val_table: pa.Table | None,
                  labels: Sequence[str], options: TrainingOptions, how: str, model_dir,
                  provenance: dict | None, skipped: int, training_extra: dict | None = None,
                  target_recall: float | None = None, extras: dict | None = None) -> dict:
    """Config (with its ``training`` section), weights, history and curve (and ``extras``:
    file name -> writer) to ``model_dir``; with ``target_recall`` and validation data, the
    PHI threshold reaching it (:func:`choose_phi_threshold`) is recorded as
    ``training.recall_threshold``. Returns the summary."""
    from deidkit.threads import torch_threads
    from deidkit.train_tagger.recall import choose_phi_threshold

    result, train_data, val_data = dict(trained.result), trained.train_data, trained.val_data
    history = result.pop("history")
    config["training"] = {
        **asdict(options), "threads": trained.threads, "optimizer": "nadam",
        "loss": "CRF negative log-likelihood, mean over the sentences of a batch",
        "validation": how, **(training_extra or {}),
        "train_sentences": len(train_data), "train_tokens": train_data.num_tokens,
        "validation_sentences": 0 if val_data is None else len(val_data),
        "validation_tokens": 0 if val_data is None else val_data.num_tokens,
        **{k: v for k, v in result.items() if k != "state"},
    }
    if target_recall is not None and val_data is not None:
        with torch_threads(options.threads):
            config["training"]["recall_threshold"] = choose_phi_threshold(
                trained.model, val_data, val_table, labels, target_recall)
    config["provenance"] = provenance or {}
    checkpoint.write_model_dir(model_dir, json_safe(config), result["state"], extras={
        checkpoint.HISTORY_FILE: history.write,
        checkpoint.CURVE_FILE: lambda p: _plot_curve(p, history, result.get("best_epoch")),
        **(extras or {}),
    })
    summary = {k: v for k, v in config["training"].items()}
    summary.update(model_dir=str(model_dir), labels=len(labels), skipped_rows=skipped)
    return summary


#: Columns of a tagger's ``history.parquet``.
HISTORY_SCHEMA = pa.schema([
    ("epoch", pa.int32()), ("train_loss", pa.float64()), ("val_loss", pa.float64()),
    ("val_f1", pa.float64()), ("val_leakage", pa.float64()), ("seconds", pa.float64()),
    ("tokens_per_second", pa.float64()), ("best", pa.bool_())])


def _train_epoch(model, optimizer, params, train_data, options: TrainingOptions,
                 rng: np.random.Generator, bar) -> float:
    """One epoch over length-bucketed, shuffled batches; the mean loss per sentence."""
    from deidkit.batching import training_batches

    model.train()
    total_loss, sentences = 0.0, 0
    for rows in training_batches(train_data.lengths, options.batch_size, rng):
        b = train_data.pad(rows)
        loss = model.loss(b.word_ids, b.casing, b.lengths, b.tags)
        clipped_step(optimizer, loss, params, options.clip_norm)
        total_loss += loss.item() * len(rows)
        sentences += len(rows)
        if bar is not None:
            bar.update(b.num_tokens)
    return total_loss / sentences


def fit(model, train_data, val_data, val_table, labels, options: TrainingOptions,
         rng: np.random.Generator, *, progress: bool, on_epoch) -> dict:
    import torch

    from deidkit import console
    from deidkit.tag import labels_array, predict_ids

    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.NAdam(params, lr=options.learning_rate)
    history = History(HISTORY_SCHEMA, on_epoch)
    stopping = EarlyStopping(options.patience, lambda: state_copy(model), model.load_state_dict)
    start_all = time.perf_counter()
    trained_tokens = 0
    metrics_ok = True
    for epoch in range(1, options.epochs + 1):
        started = time.perf_counter()
        bar = console.progress_bar(total=train_data.num_tokens, desc=f"epoch {epoch}",
                                   unit="tok", unit_scale=True) if progress else None
        train_loss = _train_epoch(model, optimizer, params, train_data, options, rng, bar)
        if bar is not None:
            bar.close()
        seconds = time.perf_counter() - started
        trained_tokens += train_data.num_tokens
        record = {"epoch": epoch, "train_loss": train_loss,
                  "val_loss": math.nan, "val_f1": math.nan, "val_leakage": math.nan,
                  "seconds": seconds, "tokens_per_second": train_data.num_tokens / seconds,
                  "best": False}
        if val_data is not None:
            ids, nll = predict_ids(model, val_data, with_loss=True)
            record["val_loss"] = nll / len(val_data)
            if metrics_ok:
                try:
                    metrics = validation_metrics(val_table, labels_array(ids, val_data.offsets, labels))
                    record["val_f1"], record["val_leakage"] = metrics["f1"], metrics["leakage"]
                except DataError as exc:
                    # e.g. shuffled pseudonymized sentences without a usable (doc_id,
                    # sentence) key: the loss still drives early stopping.
                    console.warn(f"validation F1 not computed: {exc}")
                    metrics_ok = False
            record["best"] = stopping.update(epoch, record["val_loss"])
        history.add(record, max_epochs=options.epochs)
        if val_data is not None and stopping.should_stop:
            break
    if val_data is None:  # no validation: the last weights
        stopping.keep(history[-1]["epoch"])
        history[-1]["best"] = True
    stopping.restore_best()
    best = history[stopping.best_epoch - 1]
    elapsed = time.perf_counter() - start_all
    return {"history": history, "state": stopping.state, "epochs_run": len(history),
            "best_epoch": stopping.best_epoch, "stopped_early": len(history) < options.epochs,
            "best_val_loss": best["val_loss"], "best_val_f1": best["val_f1"],
            "best_val_leakage": best["val_leakage"], "train_loss": best["train_loss"],
            "seconds": elapsed, "tokens_per_second": trained_tokens / elapsed}


def _plot_curve(path: Path, history: History, best_epoch: int | None) -> None:
    """Losses per epoch (the best epoch marked) and, when computed, the validation F1."""
    panels = [Panel("deidkit train-tagger", [("train_loss", "train loss"),
                                            ("val_loss", "validation loss")],
                    ylabel="CRF negative log-likelihood per sentence",
                    vlines=[(best_epoch, "best")] if best_epoch is not None else [])]
    if any(math.isfinite(f) for f in history.column("val_f1")):
        panels.append(Panel("validation", [("val_f1", "binary HIPAA token F1")],
                            ylabel="F1 (%)"))
    plot_panels(path, history.rows, panels, dpi=100)
