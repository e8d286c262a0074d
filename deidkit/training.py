"""The pieces every training loop of deidkit shares: ``train-tagger``, ``train-adversarial``
and ``attack`` (its fresh adversaries and inversion decoder).

* :class:`EarlyStopping`: patience on a validation score (lower is better), the best
  weights snapshotted and restored at the end;
* :func:`clipped_step` / :func:`clipped_steps`: zero the gradients, one backward pass,
  gradient-norm clipping per optimiser, the optimiser steps;
* :func:`run_epochs`: the one epoch loop (train, validate, early stopping, history,
  checkpoint, in that order; resumed from a checkpoint);
* :class:`History`: the per-epoch records of a run, reported to a callback as they come
  and written as ``history.parquet``;
* :func:`plot_panels`: the learning-curve PNG (one panel per figure of merit);
* :func:`hold_out_documents`: the one rule for held-out data (``train-tagger`` and
  ``train-adversarial`` without ``--validation``, ``attack``'s test pairs);
* :func:`check_finite`, :func:`check_model_dir`, :func:`check_writable`: options and
  outputs checked before the work starts.

Only the hold-out draws random numbers (from the generator it is given); the loop pieces
draw none, so moving a loop onto them leaves a seeded run bit-identical.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np
import pyarrow as pa

from deidkit.errors import ConfigError, DataError


# ---------------------------------------------------------------------------------------
# Options

#: Command-line flags of option fields whose name differs from the flag.
_FLAGS = {"lambda_": "--lambda", "input_noise_std": "--noise-std", "output_noise_std": "--noise-std",
          "published_inference": "--no-noise"}


def flag(field_name: str) -> str:
    """The command-line flag of an options field (``learning_rate`` -> ``--learning-rate``)."""
    return _FLAGS.get(field_name, "--" + field_name.replace("_", "-"))


def check_finite(options, *fields: str, positive: Iterable[str] = ()) -> None:
    """Raise a ConfigError for the first float option that is NaN or infinite (comparisons
    with NaN are all false, so a range check alone lets it through), or not positive
    although it must be."""
    positive = tuple(positive)
    for name in (*fields, *positive):
        value = getattr(options, name)
        if not math.isfinite(value):
            raise ConfigError(f"{flag(name)} must be a finite number, got {value}")
        if name in positive and value <= 0:
            raise ConfigError(f"{flag(name)} must be positive, got {value}")


# ---------------------------------------------------------------------------------------
# Outputs, checked before the work starts

def check_writable(directory, *, what: str) -> None:
    """A ConfigError if no file can be created in ``directory``: a training or an attack
    must not run for hours only to find that its output cannot be written."""
    import os
    import tempfile

    try:
        fd, probe = tempfile.mkstemp(prefix=".deidkit-probe-", dir=str(directory))
    except OSError as exc:
        raise ConfigError(f"cannot write {what}: directory '{directory}' is not writable "
                          f"({exc.strerror})") from None
    os.close(fd)
    os.unlink(probe)


def check_model_dir(path):
    """:func:`deidkit.models.checkpoint.check_target` (``path`` can become a model
    directory), and its parent, where the model is written first, is writable."""
    from deidkit.models import checkpoint

    target = checkpoint.check_target(path)
    check_writable(target.parent, what=f"the model to '{target}'")
    return target


# ---------------------------------------------------------------------------------------
# Held-out data

@dataclass(frozen=True)
class HeldOut:
    """The rows held out (``mask``, shape (rows,)) and how many documents of how many."""

    mask: np.ndarray
    documents: int
    held_documents: int

    def describe(self, what: str = "validation") -> str:
        return (f"held out {self.held_documents} of {self.documents} documents "
                f"({int(self.mask.sum())} sentences) for {what}")


def hold_out_documents(doc_ids: Sequence, fraction: float, rng: np.random.Generator, *,
                       what: str = "validation", hint: str = "", source: str | None = None
                       ) -> HeldOut:
    """The rows to hold out: a seeded ``fraction`` of the *documents*, rounded, at least
    one and never all of them. A document is never split between the two
    sides, since its sentences share names and dates.

    Rows without a doc_id count as documents of their own, and so do the rows of
    pseudonymized data (doc_id ``pseudonymized``): their sentences were shuffled across
    documents, so no document is left to keep together. A single document cannot be split:
    a DataError (``what`` names the held-out side, ``hint`` says what to do instead).
    """
    from deidkit.pseudonymize import PSEUDO_DOC_ID

    keys = np.array([d if d is not None and d != PSEUDO_DOC_ID else f"\0row{i}"
                     for i, d in enumerate(doc_ids)], dtype=object)
    unique, inverse = np.unique(keys.astype(str), return_inverse=True)
    if len(unique) < 2:
        raise DataError(f"cannot hold out {what} documents: the data has only one document"
                        + (f"; {hint}" if hint else ""), source=source)
    held = _held(len(unique), fraction, rng)
    return HeldOut(mask=held[inverse], documents=len(unique), held_documents=int(held.sum()))


def hold_out_sentences(n: int, fraction: float, rng: np.random.Generator, *, hint: str = "",
                       source: str | None = None) -> np.ndarray:
    """Which of ``n`` sentences to hold out for validation (a boolean mask), by the rule of
    :func:`hold_out_documents` with every sentence a document: for data without document
    ids (shared representations)."""
    if n < 2:
        raise DataError("cannot hold out validation sentences: the data has only one sentence"
                        + (f"; {hint}" if hint else ""), source=source)
    return _held(n, fraction, rng)


def _held(n: int, fraction: float, rng: np.random.Generator) -> np.ndarray:
    """A seeded ``fraction`` of ``n`` items (rounded, at least one, never all) as a mask."""
    n_held = min(n - 1, max(1, int(round(fraction * n))))
    held = np.zeros(n, dtype=bool)
    held[rng.permutation(n)[:n_held]] = True
    return held


# ---------------------------------------------------------------------------------------
# Early stopping

def state_copy(module) -> dict:
    """A detached copy of a module's state dict (a best-weights snapshot)."""
    return {k: v.detach().clone() for k, v in module.state_dict().items()}


class EarlyStopping:
    """Stop when the validation score has not improved for ``patience`` epochs; keep the
    best epoch's weights.

    ``snapshot()`` returns a copy of the weights, ``restore(copy)`` loads one back. A NaN
    score counts as +inf; the first epoch is always the best so far, so a run always has
    weights to restore.
    """

    def __init__(self, patience: int, snapshot: Callable[[], Any],
                 restore: Callable[[Any], None]):
        if patience < 1:
            raise ValueError(f"patience must be at least 1, got {patience}")
        self.patience = patience
        self._snapshot = snapshot
        self._restore = restore
        self.best = math.inf
        self.best_epoch: int | None = None
        self.state: Any = None
        self.waited = 0

    def update(self, epoch: int, score: float) -> bool:
        """Record one epoch's validation score; True when it is the best so far (its
        weights are then snapshotted)."""
        if math.isnan(score):
            score = math.inf
        if score < self.best or self.state is None:
            self.best, self.best_epoch, self.waited = score, epoch, 0
            self.state = self._snapshot()
            return True
        self.waited += 1
        return False

    def keep(self, epoch: int) -> None:
        """Take ``epoch``'s weights as the best whatever the score (a run without
        validation keeps its last epoch)."""
        self.best, self.best_epoch, self.waited = math.nan, epoch, 0
        self.state = self._snapshot()

    @property
    def should_stop(self) -> bool:
        return self.waited >= self.patience

    def restore_best(self) -> None:
        """Load the best epoch's weights back (nothing to do before the first update)."""
        if self.state is not None:
            self._restore(self.state)


# ---------------------------------------------------------------------------------------
# The epoch loop

def run_epochs(train: Callable[[int], Any], validate: Callable[[int, Any], dict], *,
               epochs: int, history: "History", state: Mapping, name: str,
               stopping: EarlyStopping | None = None, score: Callable[[dict], float] | None = None,
               mark_best: bool = False, first: int = 1, checkpoint=None, run_options=None,
               saved=None, epoch_key: str = "epoch", on_resume: Callable[[dict], None] | None = None,
               fields: Callable[[int, dict], dict] | None = None,
               report: Mapping | None = None) -> None:
    """The one epoch loop of deidkit's trainings (``train-tagger``, each phase of
    ``train-adversarial``, ``attack``'s fresh adversaries). Each epoch, in this order:

    1. stop if ``stopping`` says so (patience run out, also right after a resume);
    2. ``train(epoch)``, then ``row = validate(epoch, what train returned)``: the
       epoch's history record;
    3. ``stopping.update(epoch, score(row))`` (with ``mark_best``: ``row["best"]`` set to
       whether it was the best so far);
    4. ``history.add(row, **report)`` (the caller's ``on_epoch`` hears of it);
    5. with a ``checkpoint``: :func:`deidkit.run_checkpoint.save_epoch` of ``state``
       (modules, optimizers, generators, stopping) and the history, the record's ``epoch``
       being ``epoch`` (``fields(epoch, row)`` adds or overrides JSON fields).

    Without ``stopping``, the loop runs all ``epochs`` (a fixed count). ``saved`` (a
    checkpoint's :class:`~deidkit.run_checkpoint.Saved`) is restored into ``state`` first,
    its history prepended, and the loop goes on after its ``record[epoch_key]``;
    ``on_resume(record)`` restores what else the caller keeps, and the run checkpoint
    announces the resume under ``name``. The best weights are not restored here: the
    caller decides (a run without validation keeps its last epoch).
    """
    from deidkit.run_checkpoint import restore_epoch, save_epoch

    if saved is not None:
        record = restore_epoch(saved, **state)
        history.rows.extend(record["history"])
        first = record[epoch_key] + 1
        if on_resume is not None:
            on_resume(record)
        checkpoint.announce(first, name)
    for epoch in range(first, epochs + 1):
        if stopping is not None and stopping.should_stop:
            break
        row = validate(epoch, train(epoch))
        if stopping is not None:
            best = stopping.update(epoch, score(row))
            if mark_best:
                row["best"] = best
        history.add(row, **(report or {}))
        if checkpoint is not None:
            save_epoch(checkpoint, run_options, **{"epoch": epoch, "history": history.rows,
                                                   **state, **(fields(epoch, row) if fields else {})})


# ---------------------------------------------------------------------------------------
# Optimiser steps

def clipped_steps(loss, groups: Iterable[tuple[Any, Iterable]], max_norm: float) -> None:
    """One backward pass of ``loss`` for several optimisers over disjoint parameters: each
    group ``(optimizer, params)`` has its gradients zeroed first, then (if any of its
    parameters got a gradient) their norm clipped to ``max_norm`` and its step taken."""
    import torch

    groups = [(opt, list(params)) for opt, params in groups]
    for opt, _ in groups:
        opt.zero_grad(set_to_none=True)
    loss.backward()
    for opt, params in groups:
        params = [p for p in params if p.grad is not None]
        if params:
            torch.nn.utils.clip_grad_norm_(params, max_norm)
            opt.step()


def clipped_step(optimizer, loss, params: Iterable, max_norm: float) -> None:
    """Zero the gradients, backward, clip the gradient norm of ``params``, step."""
    clipped_steps(loss, [(optimizer, params)], max_norm)


# ---------------------------------------------------------------------------------------
# History

class History:
    """The per-epoch records of one run, in order.

    ``schema`` gives the columns (and their types) of ``history.parquet`` (None: a run
    that writes no history file); a record may hold more keys (reported, not written). ``on_epoch`` gets each record as it
    is added.
    """

    def __init__(self, schema: pa.Schema | None, on_epoch: Callable[[dict], None] | None = None):
        self.schema = schema
        self.rows: list[dict] = []
        self.on_epoch = on_epoch

    def add(self, row: dict, **report) -> dict:
        """Append ``row`` and pass it (with the ``report`` extras) to ``on_epoch``."""
        self.rows.append(row)
        if self.on_epoch is not None:
            self.on_epoch(dict(row, **report) if report else row)
        return row

    def column(self, name: str) -> list:
        return [r[name] for r in self.rows]

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self) -> Iterator[dict]:
        return iter(self.rows)

    def __getitem__(self, i):
        return self.rows[i]

    def write(self, path) -> None:
        """``history.parquet``: the schema's columns of every record."""
        write_history(path, self.rows, self.schema)


def write_history(path, rows: Sequence[dict], schema: pa.Schema) -> None:
    import pyarrow.parquet as pq

    table = pa.Table.from_pylist([{c: r[c] for c in schema.names} for r in rows], schema=schema)
    pq.write_table(table, str(path))


# ---------------------------------------------------------------------------------------
# Learning curves

@dataclass
class Panel:
    """One plot of a learning-curve figure: the ``series`` (record key, legend label)
    that hold a finite value somewhere, plus reference lines."""

    title: str
    series: Sequence[tuple[str, str]]
    ylabel: str | None = None
    hlines: Sequence[tuple[float, str]] = ()    # (y, line style)
    vlines: Sequence[tuple[float, str]] = ()    # (x, legend label)
    ylim: tuple[float, float] | None = None


def plot_panels(path, rows: Sequence[dict], panels: Sequence[Panel], *, x: str = "epoch",
                size: tuple[float, float] | None = None, dpi: int = 80,
                decorate: Callable | None = None) -> None:
    """Write a PNG: one panel per :class:`Panel`, side by side, x = ``rows[i][x]``.
    ``decorate(ax, rows)`` adds to each panel (e.g. phase shading)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs = [r[x] for r in rows]
    fig, axes = plt.subplots(1, len(panels), figsize=size or (4.7 * len(panels), 4), squeeze=False)
    for ax, panel in zip(axes[0], panels):
        for key, label in panel.series:
            ys = [r[key] for r in rows]
            if any(y is not None and math.isfinite(y) for y in ys):
                ax.plot(xs, ys, marker=".", label=label)
        if ax.lines:
            for y, style in panel.hlines:
                ax.axhline(y, color="grey", lw=0.8, ls=style)
        for at, label in panel.vlines:
            ax.axvline(at, color="grey", linestyle="--", linewidth=1, label=label)
        if panel.ylim:
            ax.set_ylim(*panel.ylim)
        if decorate is not None:
            decorate(ax, rows)
        ax.set_title(panel.title)
        ax.set_xlabel(x)
        if panel.ylabel:
            ax.set_ylabel(panel.ylabel)
        if ax.lines:
            ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(str(path), format="png", dpi=dpi)
    plt.close(fig)


def json_safe(value):
    """NaN is not JSON: write it as null (recursively through dicts and lists)."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    return value
