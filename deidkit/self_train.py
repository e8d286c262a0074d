"""``self-train``: semi-supervised self-training of the tagger on unlabelled notes (Berg &
Dalianis), the way a site adapts a model to its own notes without annotating them.

Round 0 trains a tagger on the labelled set L (exactly as ``train-tagger L --validation
VAL`` with the same seed: the "no self-training" baseline). Each later round:

1. the previous round's tagger labels the sentences of the unlabelled set U not added yet
   (Viterbi labels) with the marginal probability of every token's label (CRF
   forward-backward);
2. two thresholds are set on the validation set (the paper's development set) with that
   same tagger, one for tokens labelled PHI and one for tokens labelled O ("different
   marginal score thresholds are set for non-identifiable and identifiable tokens",
   "decided based on the marginal scores for the development set for each iteration"):
   the paper gives no formula, so here each is **the lowest marginal probability c such
   that the validation tokens labelled in its group with confidence >= c were labelled
   right at least** ``accuracy`` **of the time** (default 0.99; 1 asks for no error at all
   above c; infinite, so that nothing of the group clears, when no c reaches it);
3. a sentence is selected when every token's marginal probability of its label reaches its
   group's threshold; the selected sentences, with their machine labels, move from U to
   the training data;
4. a new tagger is trained **from scratch** on L and every sentence added so far (the
   paper retrains its CRF, which sklearn-crfsuite does from scratch), same seed.

It stops (the paper's rules) when no sentence clears the thresholds, when U is used up,
or when the validation F1 has fallen 3 times (a round scoring below the round before it;
``stop_after_falls``), or after ``rounds`` rounds. The model kept is the round of highest
validation binary HIPAA token F1 (the earliest on ties; the paper does not say which).
``selection=False`` is the paper's NS comparison: every sentence of U is added in round 1.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from typing import Callable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.errors import ConfigError, DataError
from deidkit.sweep import descending_sweep
from deidkit.models.tagger import TaggerHyperparameters
from deidkit.batching import concat_sentences
from deidkit.train_tagger import (FeatureOptions, TrainingOptions, labelled_sentences,
                                  model_labels)
from deidkit.train_tagger.fit import Trained, train_model, write_trained
from deidkit.train_tagger.recall import check_target_recall
from deidkit.training import check_model_dir, write_history

#: The per-round history in the model directory.
SELF_TRAINING_FILE = "self_training.parquet"

SELF_TRAINING_SCHEMA = pa.schema([
    ("round", pa.int32()), ("sentences_added", pa.int64()), ("tokens_added", pa.int64()),
    ("phi_tokens_added", pa.int64()),
    ("sentences_added_per_type", pa.map_(pa.string(), pa.int64())),
    ("phi_threshold", pa.float64()), ("non_phi_threshold", pa.float64()),
    ("train_sentences", pa.int64()), ("unlabelled_left", pa.int64()),
    ("val_f1", pa.float64()), ("val_leakage", pa.float64()), ("falls", pa.int32()),
    ("kept", pa.bool_()), ("seconds", pa.float64())])


@dataclass(frozen=True)
class SelfTrainingOptions:
    rounds: int = 10              # at most this many rounds after round 0
    stop_after_falls: int = 3     # the paper's n
    selection: bool = True        # False: the paper's NS, every sentence added at once
    accuracy: float = 0.99        # of the validation tokens above a threshold

    def __post_init__(self):
        if self.rounds < 1 or self.stop_after_falls < 1:
            raise ConfigError("--rounds and --stop-after-falls must be at least 1")
        if not 0.0 < self.accuracy <= 1.0:
            raise ConfigError(f"--selection-accuracy must be in (0, 1], got {self.accuracy}")


# ---------------------------------------------------------------------------------------
# Selection

def group_threshold(confidence: np.ndarray, correct: np.ndarray, accuracy: float = 1.0) -> float:
    """The lowest confidence c such that the tokens of confidence >= c are ``correct`` at
    least ``accuracy`` of the time (``inf`` when no c does, or there is no token). With
    ``accuracy`` 1: the lowest confidence above which no token is wrong."""
    conf, right, taken = descending_sweep(confidence, correct)
    ok = np.flatnonzero(right / np.maximum(taken, 1) >= accuracy) if len(conf) else conf
    return float(conf[ok[-1]]) if len(ok) else math.inf


def thresholds(confidence: np.ndarray, phi: np.ndarray, correct: np.ndarray,
               accuracy: float = 1.0) -> tuple[float, float]:
    """(PHI threshold, non-PHI threshold) on the validation tokens: :func:`group_threshold`
    of the tokens labelled PHI, and of those labelled O. All arrays shape: (num_tokens,)"""
    return (group_threshold(confidence[phi], correct[phi], accuracy),
            group_threshold(confidence[~phi], correct[~phi], accuracy))


def select_sentences(confidence: np.ndarray, phi: np.ndarray, offsets: np.ndarray,
                     phi_threshold: float, non_phi_threshold: float) -> np.ndarray:
    """Indices of the non-empty sentences (``offsets``) whose every token's confidence
    reaches the threshold of its group (``phi``: labelled PHI). shape: (selected,)"""
    fails = ~np.where(phi, confidence >= phi_threshold, confidence >= non_phi_threshold)
    counts = np.concatenate([[0], np.cumsum(fails)])
    local = offsets - offsets[0]
    failing = counts[local[1:]] - counts[local[:-1]]
    return np.flatnonzero((np.diff(offsets) > 0) & (failing == 0))


def sentences_per_type(ids: np.ndarray, offsets: np.ndarray, labels) -> dict[str, int]:
    """How many sentences hold a token of each TYPE (``ids``: label ids, flat)."""
    from deidkit.labels import split_label

    types = np.array([split_label(lab)[1] or "" for lab in labels], dtype=object)
    owner = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
    token_types = types[ids]
    counts = {t: len(np.unique(owner[token_types == t])) for t in set(types) - {""}}
    return {t: n for t, n in sorted(counts.items()) if n}


# ---------------------------------------------------------------------------------------
# The rounds

@dataclass
class _Run:
    """What the rounds share: where each round's training starts, the encoded validation
    data, the label set and the training call."""

    start: object                  # deidkit.train_tagger.start.Start
    labels: list
    val: pa.Table
    val_data: object
    options: TrainingOptions
    progress: bool
    on_epoch: Callable | None
    device: object = "cpu"

    def train(self, train_data) -> Trained:
        def build():
            return self.start.build(), train_data, self.val_data

        return train_model(build, config=self.start.config, val_table=self.val,
                           labels=self.labels, options=self.options,
                           rng=np.random.default_rng(self.options.seed),
                           progress=self.progress, on_epoch=self.on_epoch, device=self.device)

    def label(self, trained: Trained, data, opts: "SelfTrainingOptions"):
        """(thresholds, label ids of ``data``, indices of its sentences selected)."""
        from deidkit.decode import predict_ids, token_marginals
        from deidkit.threads import torch_threads

        tagger = trained.tagger
        with torch_threads(self.options.threads):
            ids = predict_ids(tagger, data)[0]
            if not opts.selection:
                return (0.0, 0.0), ids, np.flatnonzero(data.lengths > 0)
            val_ids = predict_ids(tagger, self.val_data)[0]
            val_conf = token_marginals(tagger, self.val_data)[np.arange(len(val_ids)), val_ids]
            conf = token_marginals(tagger, data)[np.arange(len(ids)), ids]
        limits = thresholds(val_conf, val_ids != 0, val_ids == self.val_data.label_ids,
                            opts.accuracy)
        return limits, ids, select_sentences(conf, ids != 0, data.offsets, *limits)


def _row(round_, trained: Trained, **fields) -> dict:
    r = trained.result
    row = {"round": round_, "sentences_added": 0, "tokens_added": 0, "phi_tokens_added": 0,
           "sentences_added_per_type": {}, "phi_threshold": math.nan,
           "non_phi_threshold": math.nan, "train_sentences": len(trained.train_data),
           "val_f1": r["best_val_f1"], "val_leakage": r["best_val_leakage"], "falls": 0,
           "kept": False, "seconds": r["seconds"]}
    row.update(fields)
    return row


def run_rounds(run: _Run, base, pool, opts: SelfTrainingOptions,
               on_round: Callable[[dict], None] | None) -> tuple[Trained, list[dict], str]:
    """Round 0 on ``base``, then the self-training rounds drawing on ``pool``. Returns the
    kept tagger, the history rows and why it stopped."""
    trained = run.train(base)
    rows = [_row(0, trained, unlabelled_left=len(pool))]
    if on_round:
        on_round(rows[0])
    kept, kept_row = trained, rows[0]
    parts, remaining, falls = [base], np.flatnonzero(pool.lengths > 0), 0
    reason = f"--rounds {opts.rounds} reached"
    for round_ in range(1, opts.rounds + 1):
        if not len(remaining):
            reason = "every unlabelled sentence was added"
            break
        left = pool.subset(remaining)
        (phi_t, non_phi_t), ids, chosen = run.label(trained, left, opts)
        if not len(chosen):
            reason = "no sentence cleared the thresholds"
            break
        added = replace(left, label_ids=ids).subset(chosen)
        parts.append(added)
        remaining = np.delete(remaining, chosen)
        trained = run.train(concat_sentences(parts))
        falls += int(trained.result["best_val_f1"] < rows[-1]["val_f1"])
        rows.append(_row(round_, trained, sentences_added=len(added),
                         tokens_added=added.num_tokens,
                         phi_tokens_added=int((added.label_ids != 0).sum()),
                         sentences_added_per_type=sentences_per_type(
                             added.label_ids, added.offsets, run.labels),
                         phi_threshold=phi_t, non_phi_threshold=non_phi_t,
                         unlabelled_left=len(remaining), falls=falls))
        if rows[-1]["val_f1"] > kept_row["val_f1"]:
            kept, kept_row = trained, rows[-1]
        if on_round:
            on_round(rows[-1])
        if falls >= opts.stop_after_falls:
            reason = f"validation F1 fell {falls} times"
            break
    kept_row["kept"] = True
    return kept, rows, reason


def unlabelled_sentences(table: pa.Table, *, source: str | None = None) -> pa.Table:
    """The ``tokens`` of the non-empty sentences of a tokens table (labels, if any, are
    not read)."""
    from deidkit import schemas
    from deidkit.tokens_table import check_sentences

    schemas.validate(table.schema, "tokens", source=source)
    table = table.select([c for c in ("doc_id", "sentence", "tokens") if c in table.column_names])
    check_sentences(table, source=source)
    kept = table.filter(pc.greater(pc.fill_null(pc.list_value_length(table["tokens"]), 0), 0))
    if kept.num_rows == 0:
        raise DataError("no sentences with tokens in the unlabelled data", source=source)
    return kept


def self_train(labelled: pa.Table, unlabelled: pa.Table, *, validation: pa.Table, model_dir,
               embeddings=None, binary: bool = False, hipaa_only: bool = False,
               hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
               options: TrainingOptions = TrainingOptions(),
               features: FeatureOptions = FeatureOptions(), init_from=None,
               self_training: SelfTrainingOptions = SelfTrainingOptions(),
               target_recall: float | None = None, provenance: dict | None = None,
               sources: tuple = (None, None, None), progress: bool = False,
               on_epoch: Callable[[dict], None] | None = None,
               on_round: Callable[[dict], None] | None = None, device="cpu") -> dict:
    """Self-train a tagger (module docstring) and write the kept round's model to
    ``model_dir``: a normal tagger directory, plus ``self_training.parquet`` (a row per
    round, :data:`SELF_TRAINING_SCHEMA`) and a ``self_training`` section in config.json.
    ``features``: CEDI's and the dictionary lists, as ``train-tagger``'s. ``init_from``: a
    trained tagger on words (``"default"``: the shipped model) that every round fine-tunes
    instead of training a new tagger (its architecture, labels, features and lists are
    kept; :mod:`deidkit.train_tagger.start`). ``sources``: the names of the labelled,
    unlabelled and validation inputs (messages). ``on_round`` gets each round's row;
    ``device``: where to train and label. Returns the summary."""
    from deidkit.embeddings import Embeddings, load_embeddings
    from deidkit.train_tagger.start import (check_fine_tuning, fresh_start, inherited_pipeline,
                                            initial_start)

    check_model_dir(model_dir)
    check_target_recall(target_recall)
    start, inherited = None, {}
    if init_from is not None:
        check_fine_tuning(binary=binary, hipaa_only=hipaa_only, hyperparameters=hyperparameters,
                          features=features)
        start = initial_start(init_from, embeddings=embeddings)
        if getattr(start, "pieces", None) is not None:
            raise ConfigError(f"--init-from {init_from}: a fine-tuned encoder; self-train "
                              "trains BiLSTM-CRF taggers (start from --init-from fast, or "
                              "fine-tune the encoder with train-tagger)")
        inherited = inherited_pipeline(init_from, start.config)
    train, skipped = labelled_sentences(labelled, source=sources[0])
    val, _ = labelled_sentences(validation, source=sources[2])
    for table, src, what in ((train, sources[0], "labelled"), (val, sources[2], "validation")):
        if table.num_rows == 0:
            raise DataError(f"no labelled sentences in the {what} data", source=src)
    pool_table = unlabelled_sentences(unlabelled, source=sources[1])
    if start is None:
        emb = embeddings if isinstance(embeddings, Embeddings) else load_embeddings(embeddings)
        spec = None if isinstance(embeddings, Embeddings) else embeddings
        labels, label_index = model_labels([train, val], binary=binary, hipaa_only=hipaa_only,
                                           source=sources[0])
        start = fresh_start(emb, spec, labels, binary=binary, hipaa_only=hipaa_only,
                            hyperparameters=hyperparameters, features=features,
                            tokens=train["tokens"])
    else:
        labels, label_index = model_labels([train, val], binary=start.binary,
                                           hipaa_only=start.hipaa_only, source=sources[0],
                                           labels=start.labels)
    config = start.config
    run = _Run(start, labels, val, None, options, progress, on_epoch, device)
    encoder = start.tagger()
    run.val_data = encoder.encode(val["tokens"], val["labels"], label_index,
                                  documents=(val["doc_id"], val["sentence"]))
    base = encoder.encode(train["tokens"], train["labels"], label_index,
                          documents=(train["doc_id"], train["sentence"]))
    pool = encoder.encode(pool_table["tokens"],
                          documents=(pool_table["doc_id"], pool_table["sentence"]))
    started = time.perf_counter()
    kept, rows, reason = run_rounds(run, base, pool, self_training, on_round)
    best = next(r for r in rows if r["kept"])
    config["self_training"] = {
        "method": "Berg & Dalianis self-training (module deidkit.self_train)",
        **{k: getattr(self_training, k)
           for k in ("rounds", "stop_after_falls", "selection", "accuracy")},
        "rounds_run": len(rows) - 1, "stopped": reason, "kept_round": best["round"],
        "unlabelled_sentences": len(pool), "seconds": time.perf_counter() - started}
    extras = {SELF_TRAINING_FILE: lambda p: write_history(p, rows, SELF_TRAINING_SCHEMA),
              **inherited}
    if start.lists is not None:
        from deidkit.dictionaries import FILE

        extras[FILE] = start.lists.write
    summary = write_trained(kept, config=config, val_table=val, labels=labels, options=options,
                            how="file", model_dir=model_dir, provenance=provenance,
                            skipped=skipped, target_recall=target_recall, extras=extras)
    summary.update(self_training=config["self_training"], rounds=rows)
    if "init_from" in config:
        summary["init_from"] = config["init_from"]
    return summary


# ---------------------------------------------------------------------------------------
# From files: the command as one call

@dataclass
class SelfTrainResult:
    """A self-training run written to ``model_dir``: :func:`self_train`'s ``summary``,
    rendered for stderr by :meth:`notes` and :meth:`text`."""

    summary: dict
    model_dir: str

    def notes(self) -> list[str]:
        """Lines to show before the summary (the operating point recorded, if any)."""
        from deidkit.train_tagger.recall import recall_threshold_line

        record = self.summary.get("recall_threshold")
        return [recall_threshold_line(record)] if record is not None else []

    def text(self) -> str:
        s, st = self.summary, self.summary["self_training"]
        return (f"deidkit self-train: {st['rounds_run']} rounds ({st['stopped']}), kept round "
                f"{st['kept_round']} ({s['train_sentences']:,} training sentences, val binary "
                f"HIPAA token F1 {s['best_val_f1']:.2f}) -> {self.model_dir}")


def round_line(r: dict) -> str:
    """One round of the history, for stderr."""
    types = ", ".join(f"{t} {n}" for t, n in r["sentences_added_per_type"].items()) or "no PHI"
    added = ("baseline on the labelled data" if r["round"] == 0 else
             f"{r['sentences_added']:,} sentences added ({types}), thresholds PHI "
             f"{r['phi_threshold']:.4f} / non-PHI {r['non_phi_threshold']:.4f}")
    return (f"round {r['round']}: {added}; val binary HIPAA token F1 {r['val_f1']:.2f}, "
            f"leakage {r['val_leakage']:.4f}")


def run_self_train(labelled, unlabelled, validation, *, model_dir,
                   provenance: Callable[[list[pa.Schema]], dict] | None = None,
                   device="cpu", **kwargs) -> SelfTrainResult:
    """:func:`self_train` on the tokens tables at three paths (``-`` for stdin, once):
    ``model_dir`` and ``device`` are checked before anything is read, each table is
    validated as it is opened, and ``provenance`` gets their schemas and returns the record
    to write. ``kwargs``: :func:`self_train`'s options."""
    from deidkit import io
    from deidkit.devices import resolve_device

    check_model_dir(model_dir)
    device = resolve_device(device)
    paths = (labelled, unlabelled, validation)
    io.check_stdin_once(paths)
    readers = [io.open_input(path, kind="tokens") for path in paths]
    tables = [r.read_all() for r in readers]
    record = provenance([r.schema for r in readers]) if provenance is not None else None
    summary = self_train(tables[0], tables[1], validation=tables[2], model_dir=model_dir,
                         provenance=record, sources=tuple(r.source for r in readers),
                         device=device, **kwargs)
    return SelfTrainResult(summary, str(model_dir))
