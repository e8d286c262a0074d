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
from deidkit.models import checkpoint as model_files
from deidkit.train_tagger.options import EARLY_STOPPING, TrainingOptions, resolved
from deidkit.train_tagger.validation import ValidationScorer, unknown_word_f1
from deidkit.training import (EarlyStopping, History, Panel, clipped_step, flag, json_safe,
                              plot_panels, run_epochs, state_copy)


@dataclass
class Trained:
    """A tagger trained by :func:`train_model`, the data it saw and :func:`fit`'s result."""

    tagger: object
    train_data: object
    val_data: object
    result: dict
    threads: int
    #: the validation figures' scorer (None without validation or when they cannot be had)
    scorer: ValidationScorer | None = None


def train_model(build: Callable, *, config: dict, val_table: pa.Table | None,
                labels: Sequence[str], options: TrainingOptions, rng: np.random.Generator,
                progress: bool, on_epoch, checkpoint=None, device="cpu",
                scorer: ValidationScorer | None = None) -> Trained:
    """Under the seeded, forked torch RNG and the requested thread count, ``build()``
    returns ``(tagger, train_data, val_data)`` (``tagger`` a
    :class:`~deidkit.taggers.Tagger`) and :func:`fit` trains it. ``val_table`` is the
    tokens table (gold labels) the validation predictions are scored against, in
    ``val_data``'s row order (or ``scorer``, a :class:`ValidationScorer` of them, is given
    instead). ``checkpoint`` (a
    :class:`deidkit.run_checkpoint.RunCheckpoint`): written at the end of every epoch, and
    resumed from when it holds one. ``device``: where to train
    (:func:`deidkit.devices.resolve_device`; the model is built on the CPU, so its initial
    weights are the same on every device)."""
    import torch

    from deidkit.devices import resolve_device
    from deidkit.threads import torch_threads

    device = resolve_device(device)
    options = resolved(options, config)
    with torch_threads(options.threads), torch.random.fork_rng(devices=[]):
        torch.manual_seed(options.seed)
        tagger, train_data, val_data = build()
        tagger.model.to(device)
        if scorer is None and val_data is not None and val_table is not None:
            scorer = validation_scorer(val_table)
        run_options = None if checkpoint is None else \
            resume_options(options, config, tagger, train_data, val_data)
        result = fit(tagger, train_data, val_data, scorer, labels, options, rng,
                     progress=progress, on_epoch=on_epoch, checkpoint=checkpoint,
                     run_options=run_options)
        threads = torch.get_num_threads()
    return Trained(tagger, train_data, val_data, result, threads, scorer)


def validation_scorer(val_table: pa.Table) -> ValidationScorer | None:
    """The scorer of the validation figures, or None with a warning when the table cannot
    be scored (e.g. shuffled pseudonymized sentences without a usable (doc_id, sentence)
    key): the loss still drives early stopping."""
    from deidkit import console

    try:
        return ValidationScorer.from_table(val_table)
    except DataError as exc:
        console.warn(f"validation F1 not computed: {exc}")
        return None


def train_and_write(build: Callable, *, config: dict, val_table: pa.Table | None,
                    labels: Sequence[str], options: TrainingOptions, rng: np.random.Generator,
                    how: str, model_dir, provenance: dict | None, skipped: int,
                    progress: bool, on_epoch, training_extra: dict | None = None,
                    target_recall: float | None = None, target_leakage: float | None = None,
                    min_precision: float | None = None, checkpoint=None, device="cpu",
                    extras: dict | None = None,
                    scorer: ValidationScorer | None = None) -> dict:
    """The core shared by both inputs (words, shared representations): :func:`train_model`,
    then :func:`write_trained` (``extras``: more files, name -> writer). Returns the summary."""
    trained = train_model(build, config=config, val_table=val_table, labels=labels,
                          options=options, rng=rng, progress=progress, on_epoch=on_epoch,
                          checkpoint=checkpoint, device=device, scorer=scorer)
    return write_trained(trained, config=config, val_table=val_table, labels=labels,
                         options=options, how=how, model_dir=model_dir, provenance=provenance,
                         skipped=skipped, training_extra=training_extra,
                         target_recall=target_recall, target_leakage=target_leakage,
                         min_precision=min_precision, extras=extras)


def write_trained(trained: Trained, *, config: dict, val_table: pa.Table | None,
                  labels: Sequence[str], options: TrainingOptions, how: str, model_dir,
                  provenance: dict | None, skipped: int, training_extra: dict | None = None,
                  target_recall: float | None = None, target_leakage: float | None = None,
                  min_precision: float | None = None, extras: dict | None = None) -> dict:
    """Config (with its ``training`` section), weights, history and curve (and ``extras``:
    file name -> writer) to ``model_dir``; with ``target_recall`` and validation data, the
    PHI threshold reaching it (:func:`choose_phi_threshold`) is recorded as
    ``training.recall_threshold``; with ``target_leakage``, the one reaching that leakage is
    recorded as ``training.leakage_threshold`` (raised to ``min_precision`` if needed) and
    becomes the model's operating point
    (``tagging.phi_threshold``). Returns the summary."""
    from deidkit.threads import torch_threads
    from deidkit.train_tagger.recall import choose_phi_threshold

    result, train_data, val_data = dict(trained.result), trained.train_data, trained.val_data
    history = result.pop("history")
    options = resolved(options, config)
    config["training"] = {
        **asdict(options), "threads": trained.threads,
        "optimizer": getattr(trained.tagger.model, "optimizer", "nadam"),
        "loss": ("CRF negative log-likelihood, mean over the sentences of a batch"
                 if not options.miss_cost else "CRF softmax-margin loss against missed PHI "
                 "(miss_cost), mean over the sentences of a batch"),
        "validation": how, **(training_extra or {}),
        "train_sentences": len(train_data), "train_tokens": train_data.num_tokens,
        "validation_sentences": 0 if val_data is None else len(val_data),
        "validation_tokens": 0 if val_data is None else val_data.num_tokens,
        **{k: v for k, v in result.items() if k != "state"},
    }
    scorer = trained.scorer
    if scorer is None and val_data is not None and (target_recall, target_leakage) != (None, None):
        scorer = ValidationScorer.from_table(val_table)
    if target_recall is not None and val_data is not None:
        with torch_threads(options.threads):
            config["training"]["recall_threshold"] = choose_phi_threshold(
                trained.tagger, val_data, scorer, labels, target_recall)
    if target_leakage is not None and val_data is not None:
        with torch_threads(options.threads):
            record = choose_phi_threshold(trained.tagger, val_data, scorer, labels,
                                          target_leakage, metric="leakage",
                                          min_precision=min_precision)
        config["training"]["leakage_threshold"] = record
        config["tagging"] = {"phi_threshold": record["phi_threshold"]}
    config["provenance"] = provenance or {}
    state = result["state"]
    if config["model"].get("weights_dtype") == "float16":
        # half the size on disk; loading returns the model's float32
        state = {k: v.half() if v.is_floating_point() else v for k, v in state.items()}
    from deidkit.train_tagger.card import FILE as CARD, model_card

    card = model_card(json_safe(config), Path(model_dir).name)
    model_files.write_model_dir(model_dir, json_safe(config), state, extras={
        CARD: lambda p: Path(p).write_text(card, encoding="utf-8"),
        model_files.HISTORY_FILE: history.write,
        model_files.CURVE_FILE: lambda p: _plot_curve(p, history, result.get("best_epoch")),
        **(extras or {}),
    })
    summary = {k: v for k, v in config["training"].items()}
    summary.update(model_dir=str(model_dir), labels=len(labels), skipped_rows=skipped)
    return summary


#: Columns of a tagger's ``history.parquet``.
HISTORY_SCHEMA = pa.schema([
    ("epoch", pa.int32()), ("train_loss", pa.float64()), ("val_loss", pa.float64()),
    ("val_f1", pa.float64()), ("val_leakage", pa.float64()), ("seconds", pa.float64()),
    ("tokens_per_second", pa.float64()), ("best", pa.bool_()),
    ("val_unknown_phi_f1", pa.float64())])


def epoch_rows(lengths: np.ndarray, epoch_tokens: int, rng: np.random.Generator) -> np.ndarray | None:
    """The sentences an epoch reads: None for all of them, or with ``epoch_tokens`` below
    the total, a seeded sample of whole sentences holding about that many tokens."""
    if not epoch_tokens or int(lengths.sum()) <= epoch_tokens:
        return None
    order = rng.permutation(len(lengths))
    count = int(np.searchsorted(np.cumsum(lengths[order]), epoch_tokens)) + 1
    return np.sort(order[:count])


def _train_epoch(model, optimizer, params, train_data, options: TrainingOptions,
                 rng: np.random.Generator, bar) -> tuple[float, int]:
    """One epoch over length-bucketed, shuffled batches (of :func:`epoch_rows`): the mean
    loss per sentence and the tokens read."""
    from deidkit.batching import training_batches

    from deidkit.devices import autocast, module_device

    model.train()
    device = module_device(model)
    total_loss, sentences, tokens = 0.0, 0, 0
    sample = epoch_rows(train_data.lengths, options.epoch_tokens, rng)
    batches = training_batches(train_data.lengths if sample is None
                               else train_data.lengths[sample], options.batch_size, rng)
    if sample is not None:
        batches = [sample[rows] for rows in batches]
    for rows in batches:
        b = train_data.pad(rows).to(device)
        with autocast(device, options.precision):
            loss = model.loss(b.word_ids, b.casing, b.lengths, b.tags,
                              miss_cost=options.miss_cost, **b.inputs)
        clipped_step(optimizer, loss, params, options.clip_norm)
        total_loss += loss.item() * len(rows)
        sentences += len(rows)
        tokens += b.num_tokens
        if bar is not None:
            bar.update(b.num_tokens)
    return total_loss / sentences, tokens


def fit(tagger, train_data, val_data, scorer, labels, options: TrainingOptions,
        rng: np.random.Generator, *, progress: bool, on_epoch, checkpoint=None,
        run_options: dict | None = None) -> dict:
    import torch

    if options.early_stopping != "loss" and val_data is not None and scorer is None:
        raise DataError(f"early_stopping {options.early_stopping} needs the validation "
                        "F1 and leakage, which this validation table cannot give (see the "
                        "warning above); stop on the loss instead")
    model = tagger.model
    params = [p for p in model.parameters() if p.requires_grad]
    if getattr(model, "optimizer", "nadam") == "adamw":  # a pretrained encoder
        optimizer = torch.optim.AdamW(model.parameter_groups(options.learning_rate))
    else:
        optimizer = torch.optim.NAdam(params, lr=options.learning_rate)
    history = History(HISTORY_SCHEMA, on_epoch)
    stopping = EarlyStopping(options.patience, lambda: state_copy(model), model.load_state_dict)
    run = {"trained_tokens": 0, "seconds": 0.0}
    state = dict(modules={"model": model}, optimizers={"model": optimizer},
                 generators={"train": rng}, stopping=stopping)
    clock = {"start": time.perf_counter()}

    def resumed(record: dict) -> None:
        run.update(record["run"])
        clock["start"] = time.perf_counter() - run["seconds"]

    def fields(epoch: int, row: dict) -> dict:
        run["seconds"] = time.perf_counter() - clock["start"]
        return {"run": run}

    run_epochs(lambda epoch: _train(tagger, optimizer, params, train_data, options, rng, epoch,
                                    run, progress),
               lambda epoch, record: _validate(tagger, val_data, scorer, labels, record, run),
               epochs=options.epochs, history=history, state=state, name="train-tagger",
               stopping=stopping if val_data is not None else None,
               score=EARLY_STOPPING[options.early_stopping], mark_best=True,
               checkpoint=checkpoint,
               run_options=run_options, fields=fields, on_resume=resumed,
               saved=checkpoint.resume_from(run_options) if checkpoint is not None else None,
               report={"max_epochs": options.epochs})
    start_all = clock["start"]
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
            "validation_unknown_phi_tokens": run.get("unknown_phi_tokens", 0),
            "best_val_unknown_phi_f1": best.get("val_unknown_phi_f1", math.nan),
            "seconds": elapsed, "tokens_per_second": run["trained_tokens"] / elapsed}


def _train(tagger, optimizer, params, train_data, options: TrainingOptions, rng, epoch: int,
           run: dict, progress: bool) -> dict:
    """Train one epoch: the epoch's record, its validation figures NaN. ``run`` keeps the
    counters across epochs (trained tokens)."""
    from deidkit import console

    started = time.perf_counter()
    total = min(train_data.num_tokens, options.epoch_tokens or train_data.num_tokens)
    bar = console.progress_bar(total=total, desc=f"epoch {epoch}",
                               unit="tok", unit_scale=True) if progress else None
    train_loss, tokens = _train_epoch(tagger.model, optimizer, params, train_data, options,
                                      rng, bar)
    if bar is not None:
        bar.close()
    seconds = time.perf_counter() - started
    run["trained_tokens"] += tokens
    record = {"epoch": epoch, "train_loss": train_loss,
              "val_loss": math.nan, "val_f1": math.nan, "val_leakage": math.nan,
              "seconds": seconds, "tokens_per_second": tokens / seconds,
              "best": False, "val_unknown_phi_f1": math.nan}
    return record


def _validate(tagger, val_data, scorer, labels, record: dict, run: dict) -> dict:
    """The epoch's ``record`` with its validation figures (none without validation data)."""
    from deidkit.decode import predict_ids

    if val_data is None:
        return record
    ids, nll = predict_ids(tagger, val_data, with_loss=True)
    record["val_loss"] = nll / len(val_data)
    if (tagger.config.get("input") or {}).get("kind") == "embeddings":
        # a tagger on words: its tokens unknown to the embeddings (the UNK row, V)
        run["unknown_phi_tokens"], record["val_unknown_phi_f1"] = unknown_word_f1(
            val_data, ids, labels, tagger.model.shape.vocab_rows - 2)
    if scorer is not None:
        metrics = scorer.score(ids, labels)
        record["val_f1"], record["val_leakage"] = metrics["f1"], metrics["leakage"]
    return record


def resume_options(options: TrainingOptions, config: dict, tagger, train_data,
                   val_data) -> dict:
    """What a checkpoint must have been written with to be resumed by this run: every
    training option by its flag (threads as counted), the architecture, labels and input
    record of ``config``, and fingerprints of the encoded data and the vectors read."""
    import torch

    from deidkit.run_checkpoint import data_fingerprint

    hp = config["model"]["hyperparameters"]
    out = {flag(k): v for k, v in asdict(options).items()}
    out["--threads"] = torch.get_num_threads()
    out.update({_HP_FLAGS.get(k, flag(k)): v for k, v in hp.items()})
    out.update({"--binary": config["labels"]["binary"],
                "--hipaa-only": config["labels"]["hipaa_only"],
                "labels": config["labels"]["values"], "input": config["input"],
                "model features": config["model"].get("features"),
                "init from": config.get("init_from")})
    vectors = tagger.model.word_vectors.cpu().numpy() \
        if getattr(tagger.model, "word_vectors", None) is not None else None
    out["training data"] = data_fingerprint(train_data.word_ids, train_data.casing,
                                            train_data.label_ids, train_data.offsets, vectors)
    out["validation data"] = None if val_data is None else data_fingerprint(
        val_data.word_ids, val_data.casing, val_data.label_ids, val_data.offsets)
    return out


#: Flags of the tagger hyperparameters whose name differs from the field.
_HP_FLAGS = {"num_layers": "--layers"}


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
