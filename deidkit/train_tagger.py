"""``train-tagger``: train the BiLSTM-CRF de-identification tagger (paper, section 3).

Nadam, gradient-norm clipping, batches of 32 sentences bucketed by length, early stopping on
the validation loss with the best weights restored. Without a validation table, a seeded
share of the training *documents* is held out (a document is never split between the two,
since its sentences share names and dates).

Determinism: the split, the batch order, the initial weights and the dropout masks all
derive from ``seed``; with the same thread count the weights are bit-identical. The torch
RNG is forked, so a caller's random state is left alone.

Validation F1 is the binary HIPAA token F1 of :func:`deidkit.evaluate.evaluate_tokens`
(offsets-based when the table has ``starts``/``ends``), leakage the share of gold PHI
tokens left uncovered by predicted PHI.

:func:`train_tagger_on_representations` is the central party's step (paper, section 5):
the same model and training loop on pooled ``represent`` outputs (representation vector +
casing instead of word vector + casing), validated on held-out *sentences* (shared files
hold no document ids), its F1 computed from the labels alone (:func:`labels_only_table`).
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import __version__, schemas
from deidkit import casing as casing_mod
from deidkit.errors import ConfigError, DataError
from deidkit.models import checkpoint
from deidkit.models.labels import label_set, map_label
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.training import (EarlyStopping, History, Panel, clipped_step, hold_out_documents,
                              json_safe, plot_panels, state_copy)

#: What to do when the training data cannot give validation documents.
HOLD_OUT_HINT = "pass --validation FILE or --validation-fraction 0"

#: Columns the tagger reads from a tokens table (the others are ignored, not required).
COLUMNS = ("doc_id", "sentence", "tokens", "starts", "ends", "labels")


@dataclass(frozen=True)
class TrainingOptions:
    """Training hyperparameters (the paper's values), all stored in config.json."""

    epochs: int = 50                # maximum; early stopping usually ends sooner
    patience: int = 5
    batch_size: int = 32
    learning_rate: float = 0.002    # Nadam's default (Keras and PyTorch)
    clip_norm: float = 1.0
    validation_fraction: float = 0.1
    seed: int = 0
    threads: int | None = None

    def __post_init__(self):
        if self.epochs < 1 or self.batch_size < 1 or self.patience < 1:
            raise ConfigError("--epochs, --batch-size and --patience must be at least 1")
        if not 0.0 <= self.validation_fraction < 1.0:
            raise ConfigError(f"--validation-fraction must be in [0, 1), got {self.validation_fraction}")
        if self.learning_rate <= 0 or self.clip_norm <= 0:
            raise ConfigError("--learning-rate and --clip-norm must be positive")


# ---------------------------------------------------------------------------------------
# Input

def labelled_sentences(table: pa.Table, *, source: str | None = None) -> tuple[pa.Table, int]:
    """The labelled, non-empty sentences of a tokens table (known columns only), and how
    many rows were skipped (null labels or no tokens)."""
    schemas.validate(table.schema, "tokens", source=source)
    keep = [c for c in COLUMNS if c in table.column_names]
    table = table.select(keep)
    table = pa.Table.from_batches([schemas.conform(b, "tokens") for b in table.to_batches()],
                                  schema=schemas.conform_schema(table.schema, "tokens"))
    n_tok = pc.fill_null(pc.list_value_length(table["tokens"]), 0)
    n_lab = pc.list_value_length(table["labels"])
    usable = pc.and_(pc.is_valid(table["labels"]), pc.greater(n_tok, 0))
    bad = pc.and_(usable, pc.not_equal(n_tok, n_lab))
    if pc.any(bad).as_py():
        row = int(np.flatnonzero(bad.to_numpy(zero_copy_only=False))[0])
        raise DataError(f"row {row}: {n_tok[row].as_py()} tokens but {n_lab[row].as_py()} labels",
                        source=source)
    kept = table.filter(usable)
    return kept, table.num_rows - kept.num_rows


def _label_index(tables: Sequence[pa.Table], *, binary: bool, hipaa_only: bool,
                 source: str | None) -> tuple[list[str], dict[str, int]]:
    """(the model's label set, gold label -> id of its mapped label)."""
    distinct: set[str] = set()
    for t in tables:
        flat = pc.list_flatten(t["labels"])
        if flat.null_count:
            raise DataError("null label inside a labelled sentence", source=source)
        distinct.update(pc.unique(flat).to_pylist())
    try:
        mapped = {lab: map_label(lab, binary=binary, hipaa_only=hipaa_only) for lab in distinct}
    except ValueError as exc:
        raise DataError(str(exc), source=source) from None
    labels = label_set(mapped.values())
    index = {lab: i for i, lab in enumerate(labels)}
    return labels, {gold: index[m] for gold, m in mapped.items()}


# ---------------------------------------------------------------------------------------
# Validation metrics

def validation_metrics(table: pa.Table, predicted: pa.Array) -> dict:
    """Binary HIPAA token F1 (percent) and leakage (of all PHI tokens) of ``predicted``
    against the table's labels, by the evaluate library function."""
    from deidkit.evaluate import evaluate_tokens

    # a binary model's B-PHI counts as HIPAA PHI (see deidkit.evaluate._Groups)
    table = table.append_column("predicted", predicted)
    metrics = evaluate_tokens(table, pred_column="predicted")
    return {"f1": _percent(metrics["binary_hipaa_token"]["all"]["f1"]),
            "leakage": float(metrics["leakage"]["all"]["leakage"])}


def _percent(value) -> float:
    """F1 as a percentage whether evaluate reports fractions or percentages."""
    if value is None:
        return math.nan
    value = float(value)
    return value * 100.0 if value <= 1.0 else value


# ---------------------------------------------------------------------------------------
# Training

def tagger_config(emb, spec, labels: Sequence[str], *, binary: bool = False,
                  hipaa_only: bool = False,
                  hyperparameters: TaggerHyperparameters = TaggerHyperparameters()) -> dict:
    """The architecture part of a tagger's config.json (training adds ``training``)."""
    return _config(labels, binary, hipaa_only, hyperparameters, {
        "kind": "embeddings", "embeddings": checkpoint.embeddings_record(emb, spec),
        "unk_vector": "zero", "casing_classes": casing_mod.NUM_CLASSES,
        "casing_names": list(casing_mod.NAMES)})


def _config(labels: Sequence[str], binary: bool, hipaa_only: bool,
            hyperparameters: TaggerHyperparameters, input_record: dict) -> dict:
    """The config.json parts every tagger has; ``input_record`` says what it reads."""
    return {
        "schema": checkpoint.SCHEMA,
        "deidkit_version": __version__,
        "model": {"kind": "bilstm-crf", "hyperparameters": hyperparameters.to_dict()},
        "labels": {"scheme": "IOB2", "binary": binary, "hipaa_only": hipaa_only,
                   "values": list(labels)},
        "input": input_record,
    }


def train_tagger(train: pa.Table, *, model_dir, validation: pa.Table | None = None,
                 embeddings=None, binary: bool = False, hipaa_only: bool = False,
                 hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
                 options: TrainingOptions = TrainingOptions(), provenance: dict | None = None,
                 source: str | None = None, validation_source: str | None = None,
                 progress: bool = False,
                 on_epoch: Callable[[dict], None] | None = None) -> dict:
    """Train a tagger on the tokens table ``train`` and write it to ``model_dir``.

    ``embeddings`` is a spec for :func:`deidkit.embeddings.load_embeddings` (None = the
    default GloVe) or an Embeddings object. Returns a summary (epochs, best epoch, losses,
    validation F1, tokens per second). ``on_epoch`` gets each epoch's record.
    """
    from deidkit.embeddings import Embeddings, load_embeddings

    checkpoint.check_target(model_dir)
    emb = embeddings if isinstance(embeddings, Embeddings) else load_embeddings(embeddings)
    spec = None if isinstance(embeddings, Embeddings) else embeddings

    train, skipped = labelled_sentences(train, source=source)
    if train.num_rows == 0:
        raise DataError("no labelled sentences to train on (every row has null labels or no "
                        "tokens)", source=source)
    rng = np.random.default_rng(options.seed)
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

    labels, label_index = _label_index([t for t in (train, val) if t is not None],
                                       binary=binary, hipaa_only=hipaa_only, source=source)
    config = tagger_config(emb, spec, labels, binary=binary, hipaa_only=hipaa_only,
                           hyperparameters=hyperparameters)

    def build():
        model = checkpoint.build_model(config, emb)
        tagger = checkpoint.Tagger(model=model, config=config, embeddings=emb)
        train_data = tagger.encode(train["tokens"], train["labels"], label_index)
        val_data = (tagger.encode(val["tokens"], val["labels"], label_index)
                    if val is not None else None)
        return model, train_data, val_data

    return _train_and_write(build, config=config, val_table=val, labels=labels, options=options,
                            rng=rng, how=how, model_dir=model_dir, provenance=provenance,
                            skipped=skipped, progress=progress, on_epoch=on_epoch)


def _train_and_write(build: Callable, *, config: dict, val_table: pa.Table | None,
                     labels: Sequence[str], options: TrainingOptions, rng: np.random.Generator,
                     how: str, model_dir, provenance: dict | None, skipped: int,
                     progress: bool, on_epoch, training_extra: dict | None = None) -> dict:
    """The core shared by both inputs (words, shared representations): under the seeded,
    forked torch RNG and the requested thread count, ``build()`` returns ``(model,
    train_data, val_data)``; :func:`_fit` trains it; config (with its ``training``
    section), weights, history and curve are written to ``model_dir``. Returns the summary.
    ``val_table`` is the tokens table (gold labels) :func:`validation_metrics` scores the
    validation predictions against, in ``val_data``'s row order."""
    import torch

    previous_threads = torch.get_num_threads()
    if options.threads:
        torch.set_num_threads(options.threads)
    try:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(options.seed)
            model, train_data, val_data = build()
            result = _fit(model, train_data, val_data, val_table, labels, options, rng,
                          progress=progress, on_epoch=on_epoch)
            threads = torch.get_num_threads()
    finally:
        torch.set_num_threads(previous_threads)

    history = result.pop("history")
    config["training"] = {
        **asdict(options), "threads": threads, "optimizer": "nadam",
        "loss": "CRF negative log-likelihood, mean over the sentences of a batch",
        "validation": how, **(training_extra or {}),
        "train_sentences": len(train_data), "train_tokens": train_data.num_tokens,
        "validation_sentences": 0 if val_data is None else len(val_data),
        "validation_tokens": 0 if val_data is None else val_data.num_tokens,
        **{k: v for k, v in result.items() if k != "state"},
    }
    config["provenance"] = provenance or {}
    checkpoint.write_model_dir(model_dir, json_safe(config), result["state"], extras={
        checkpoint.HISTORY_FILE: history.write,
        checkpoint.CURVE_FILE: lambda p: _plot_curve(p, history, result.get("best_epoch")),
    })
    summary = {k: v for k, v in config["training"].items()}
    summary.update(model_dir=str(model_dir), labels=len(labels), skipped_rows=skipped)
    return summary


# ---------------------------------------------------------------------------------------
# Training on shared representations (the central party's step)

#: ``doc_id`` of the stand-in tokens table the validation F1 of a representations tagger is
#: computed on (:func:`labels_only_table`).
LABELS_ONLY_DOC = "representations"


def labels_only_table(offsets: np.ndarray, gold: pa.Array) -> pa.Table:
    """A tokens table that :func:`deidkit.evaluate.evaluate_tokens` can score from labels
    alone: one document, sentence i = ``gold[offsets[i]:offsets[i + 1]]``, every token the
    placeholder ``x``. Shared representations carry no tokens, offsets or document ids, so
    a token here is a tagger token (a word with one alphanumeric run, as far as the
    official token split is concerned); micro figures and leakage sum over documents, so
    one document gives the same totals as the real ones would."""
    if isinstance(gold, pa.ChunkedArray):
        gold = gold.combine_chunks()
    n = len(offsets) - 1
    arrow_offsets = pa.array(offsets.astype(np.int32) - int(offsets[0]), pa.int32())
    placeholders = pa.array(np.full(len(gold), "x", dtype=object), pa.string())
    return pa.table({
        "doc_id": pa.array([LABELS_ONLY_DOC] * n, pa.string()),
        "sentence": pa.array(np.arange(n, dtype=np.int32), pa.int32()),
        "tokens": pa.ListArray.from_arrays(arrow_offsets, placeholders),
        "labels": pa.ListArray.from_arrays(arrow_offsets, gold.cast(pa.string())),
    }, schema=schemas.conform_schema(pa.schema([
        ("doc_id", pa.string()), ("sentence", pa.int32()), ("tokens", pa.list_(pa.string())),
        ("labels", pa.list_(pa.string()))]), "tokens"))


def representations_tagger_config(representation_id: str, size: int, labels: Sequence[str], *,
                                  binary: bool = False, hipaa_only: bool = False,
                                  hyperparameters: TaggerHyperparameters = TaggerHyperparameters()
                                  ) -> dict:
    """The architecture part of the config.json of a tagger that reads shared
    representations: what :func:`deidkit.represent.load_representation_tagger` loads, with
    the id of the representation model it needs (``deidkit tag --representation``)."""
    return _config(labels, binary, hipaa_only, hyperparameters, {
        "kind": "representations",
        "representation": {"id": representation_id, "size": int(size)},
        "casing_classes": casing_mod.NUM_CLASSES})


def _representations_input(table: pa.Table, source: str | None) -> tuple[pa.Table, int, str, int]:
    """(the labelled sentences, d, representation id, rows skipped) of one shared file."""
    from deidkit.represent import representations_id

    d = schemas.representation_size(table.schema, source=source)
    rid = representations_id(table.schema)
    if not isinstance(rid, str) or not rid:
        raise DataError("no representation_id in the file's provenance: not written by "
                        "`deidkit represent`, so the representation model it needs is unknown",
                        source=source)
    n_vec = pc.fill_null(pc.list_value_length(table["vectors"]), 0)
    usable = pc.and_(pc.is_valid(table["labels"]), pc.greater(n_vec, 0))
    kept = table.filter(usable)
    if len(kept):
        casing = pc.list_flatten(kept["casing"])
        if casing.null_count or (len(casing) and (pc.min(casing).as_py() < 0 or
                                                  pc.max(casing).as_py() >= casing_mod.NUM_CLASSES)):
            raise DataError(f"column 'casing' holds values outside the {casing_mod.NUM_CLASSES} "
                            "casing classes", source=source)
    return kept, d, rid, table.num_rows - kept.num_rows


def train_tagger_on_representations(
        tables: Sequence[pa.Table], *, model_dir, validation: pa.Table | None = None,
        binary: bool = False, hipaa_only: bool = False,
        hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
        options: TrainingOptions = TrainingOptions(), provenance: dict | None = None,
        sources: Sequence[str | None] | None = None, validation_source: str | None = None,
        progress: bool = False, on_epoch: Callable[[dict], None] | None = None) -> dict:
    """Train a tagger on pooled representations tables (``deidkit represent`` outputs of
    several institutions, all of one representation model) and write it to ``model_dir``.

    The model is the same BiLSTM-CRF, reading representation vector + one-hot casing
    instead of word vector + casing; its config records the representation model's id and
    size, so that ``deidkit tag --representation`` can apply that representation to raw
    tokens first. The training loop is :func:`_fit` unchanged: every shared vector is a
    row of the model's (non-persistent) lookup matrix (:func:`deidkit.represent.
    pooled_training_data`), so the weights file is the same as for a model reading
    features. ``validation`` is a representations table of the same model; without it a
    seeded ``options.validation_fraction`` of the *sentences* is held out (the files hold
    no document ids to keep documents together). Validation F1 and leakage are computed
    from the labels alone (:func:`labels_only_table`). Returns the summary of
    :func:`train_tagger`.
    """
    import dataclasses

    import torch

    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerShape
    from deidkit.represent import pooled_training_data

    checkpoint.check_target(model_dir)
    tables = list(tables)
    if not tables:
        raise ValueError("no representations tables given")
    sources = list(sources) if sources is not None else [None] * len(tables)
    single = sources[0] if len(sources) == 1 else None
    kept, skipped, first = [], 0, None
    for table, src in zip(tables, sources):
        t, d, rid, n_skipped = _representations_input(table, src)
        first = first or (rid, d)
        kept.append(t)
        skipped += n_skipped
    if sum(t.num_rows for t in kept) == 0:
        raise DataError("no labelled sentences to train on (every row has null labels or no "
                        "vectors)", source=single)
    val = None
    if validation is not None:
        val, val_d, val_rid, val_skipped = _representations_input(validation, validation_source)
        skipped += val_skipped
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

    labels, label_index = _label_index(kept + ([val] if val is not None else []),
                                       binary=binary, hipaa_only=hipaa_only, source=single)
    # Pool with every distinct gold label as its own id, so that the gold labels stay known
    # for the validation F1 (which needs the i2b2 TYPEs); then map them to the model's ids.
    gold_values = sorted(label_index)
    gold_index = {g: i for i, g in enumerate(gold_values)}
    to_model = np.array([label_index[g] for g in gold_values], dtype=np.int64)
    gold_strings = pa.array(gold_values, pa.string())

    data, matrix, d, rid = pooled_training_data(kept, gold_index, sources=sources)
    rng = np.random.default_rng(options.seed)
    if val is not None:
        val_data, val_matrix, _, _ = pooled_training_data([val], gold_index, sources=[validation_source])
        # one lookup matrix for both: the validation rows follow the training rows
        t_train = len(matrix) - 2
        matrix = np.concatenate([matrix[:-2], val_matrix])
        pad = len(matrix) - 1
        data = dataclasses.replace(data, pad_index=pad)
        val_data = dataclasses.replace(val_data, word_ids=val_data.word_ids + t_train, pad_index=pad)
        how = "file"
    elif options.validation_fraction > 0:
        n = len(data)
        if n < 2:
            raise DataError("cannot hold out validation sentences: the training data has only one "
                            "sentence; pass --validation FILE or --validation-fraction 0", source=single)
        n_val = min(n - 1, max(1, int(round(options.validation_fraction * n))))
        order = rng.permutation(n)
        val_data = data.subset(np.sort(order[:n_val]))
        data = data.subset(np.sort(order[n_val:]))
        how = "split"
    else:
        val_data, how = None, "none"

    val_table = None
    if val_data is not None:
        val_table = labels_only_table(val_data.offsets, gold_strings.take(pa.array(val_data.label_ids)))
        val_data = dataclasses.replace(val_data, label_ids=to_model[val_data.label_ids])
    data = dataclasses.replace(data, label_ids=to_model[data.label_ids])

    config = representations_tagger_config(rid, d, labels, binary=binary, hipaa_only=hipaa_only,
                                           hyperparameters=hyperparameters)
    shape = TaggerShape(input_dim=d, num_labels=len(labels), vocab_rows=len(matrix),
                        casing_classes=casing_mod.NUM_CLASSES)

    def build():
        # shape: (T + 2, d): every shared token vector, then the zero UNK and PAD rows
        model = BiLSTMCRFTagger(shape, hyperparameters, torch.from_numpy(matrix))
        return model, data, val_data

    return _train_and_write(build, config=config, val_table=val_table, labels=labels,
                            options=options, rng=rng, how=how, model_dir=model_dir,
                            provenance=provenance, skipped=skipped, progress=progress,
                            on_epoch=on_epoch,
                            training_extra={"validation_unit": "sentence",
                                            "pooled_files": len(tables)})


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


def _fit(model, train_data, val_data, val_table, labels, options: TrainingOptions,
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
