"""Runs that survive being killed: the per-epoch checkpoint of ``train-tagger``,
``train-adversarial`` and ``attack``, and ``--resume``.

At the end of every epoch a run writes everything its next epoch depends on into the
checkpoint directory (``DIR.partial/`` beside the model directory ``DIR``:
:func:`partial_dir`): the weights of every module, every optimiser's state, the torch RNG
state, the numpy Generators' states, the early-stopping state (best score, epoch, patience
counter, best weights), the history so far and where in the procedure the run is. A run
resumed from it is bit-identical to one never interrupted (same seed and threads).

The checkpoint is one file, ``checkpoint.safetensors``: the tensors, with the rest as JSON
in its header metadata (key ``deidkit.checkpoint``); no pickle. It is written to a
temporary file, flushed to disk and renamed over the previous one, so a kill during the
write leaves the previous checkpoint whole.

A checkpoint found without ``--resume`` is an error (never silently discarded or used); one
written with other options (or data) than the command's is an error naming the option. On
success the run removes the checkpoint, and the directory when nothing else is in it.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping

from deidkit.errors import ConfigError, OutputError

SCHEMA = "deidkit.checkpoint/1"
#: ``DIR.partial``: the checkpoint directory beside the model directory ``DIR``.
PARTIAL_SUFFIX = ".partial"
#: The one file of a checkpoint; its JSON record is the header metadata ``METADATA_KEY``.
STATE_FILE = "checkpoint.safetensors"


def partial_dir(model_dir) -> Path:
    """The checkpoint directory of a run writing ``model_dir``: ``DIR.partial`` beside it
    (a stable name, so that a rerun finds it)."""
    target = Path(model_dir).absolute()
    return target.with_name(target.name + PARTIAL_SUFFIX)


METADATA_KEY = "deidkit.checkpoint"
#: Test-only hook: after writing the checkpoint of this (1-based, whole-run) epoch, the
#: process kills itself with SIGKILL, as an interrupted run would be. Used by the tests of
#: ``--resume``; never set it otherwise.
KILL_HOOK = "DEIDKIT_TEST_KILL_AFTER_EPOCH"


@dataclass
class Saved:
    """A checkpoint read back: the JSON ``record`` and the tensors by name."""

    record: dict
    tensors: dict


class RunCheckpoint:
    """The checkpoint directory of one run of ``command``.

    Opening it checks the rule at once (before any work): a checkpoint there without
    ``resume`` is a ConfigError. :meth:`resume_from` compares the saved options with the
    run's and gives the saved state (None: start from the beginning); :meth:`save` writes
    one epoch's; :meth:`finish` removes the directory once the run's output is written.
    """

    def __init__(self, directory, *, command: str, resume: bool,
                 on_resume: Callable[[str], None] | None = None):
        self.directory = Path(directory)
        self.command = command
        self.on_resume = on_resume
        self.path = self.directory / STATE_FILE
        if self.path.exists() and not resume:
            raise ConfigError(
                f"'{self.directory}' holds the checkpoint of an interrupted `deidkit "
                f"{command}`: pass --resume to continue it, or remove the directory to "
                f"start again")
        self._saved = _read(self.path) if resume and self.path.exists() else None

    def resume_from(self, options: Mapping) -> Saved | None:
        """The saved state when resuming, after checking that it was written with the same
        ``options`` (display name -> JSON value: flags, labels, a data fingerprint)."""
        if self._saved is None:
            return None
        saved = self._saved.record.get("options", {})
        options = json.loads(json.dumps(dict(options)))
        for name in sorted(set(saved) | set(options)):
            if _canonical(saved.get(name)) != _canonical(options.get(name)):
                raise ConfigError(
                    f"the checkpoint in '{self.directory}' was written with another {name} "
                    f"({_show(saved.get(name))}; this run: {_show(options.get(name))}): "
                    f"rerun with the options of the interrupted run, or remove the "
                    f"directory to start again")
        return self._saved

    def announce(self, epoch: int, phase: str) -> None:
        """``resuming from epoch k of PHASE (checkpoint DIR)`` to ``on_resume``."""
        if self.on_resume is not None:
            self.on_resume(f"resuming from epoch {epoch} of {phase} (checkpoint {self.directory})")

    def save(self, options: Mapping, record: Mapping, tensors: Mapping, *, epoch: int) -> None:
        """Write one epoch's checkpoint atomically (``epoch``: of the whole run, 1-based)."""
        from safetensors.torch import save_file

        created = not self.directory.exists()
        header = {"schema": SCHEMA, "command": self.command, "options": dict(options),
                  **record}
        tmp = self.directory / f".{STATE_FILE}.tmp-{os.getpid()}"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            save_file({k: v.detach().cpu().contiguous().clone() for k, v in tensors.items()},
                      str(tmp), metadata={METADATA_KEY: json.dumps(header)})
            with open(tmp, "rb+") as f:
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except Exception as exc:
            # A full disk or a file-size limit (SafetensorError wraps the OSError): one line
            # naming the checkpoint, and no directory left behind that holds no checkpoint.
            if not isinstance(exc, OSError) and type(exc).__name__ != "SafetensorError":
                raise
            tmp.unlink(missing_ok=True)
            if created:
                shutil.rmtree(self.directory, ignore_errors=True)
            raise OutputError(f"cannot write the training checkpoint ({os_reason(exc)}); no model "
                              f"was written", source=str(self.directory)) from None
        if os.environ.get(KILL_HOOK) == str(epoch):
            import signal

            os.kill(os.getpid(), signal.SIGKILL)

    def finish(self) -> None:
        """The run's output is written: the checkpoint is no longer needed. Only the
        checkpoint's files go, and the directory when nothing else is left in it: a
        directory the user named (``attack --checkpoint DIR``) may hold other files."""
        for file in [self.path, *self.directory.glob(f".{STATE_FILE}.tmp-*")]:
            file.unlink(missing_ok=True)
        try:
            self.directory.rmdir()
        except OSError:  # not empty (the user's other files), or already gone
            pass


def _canonical(value) -> str:
    return json.dumps(value, sort_keys=True)


def _show(value) -> str:
    return "unset" if value is None else json.dumps(value)


def _read(path: Path) -> Saved:
    from safetensors import safe_open

    try:
        with safe_open(str(path), framework="pt") as f:
            header = json.loads((f.metadata() or {})[METADATA_KEY])
            tensors = {k: f.get_tensor(k) for k in f.keys()}
    except Exception as exc:  # a foreign or damaged file: any parse error
        raise ConfigError(f"'{path}' is not a readable deidkit checkpoint ({exc}); remove "
                          f"'{path.parent}' to start again") from None
    if header.get("schema") != SCHEMA:
        raise ConfigError(f"'{path}' is not a deidkit checkpoint of schema {SCHEMA}; "
                          f"remove '{path.parent}' to start again")
    return Saved(record=header, tensors=tensors)


# ---------------------------------------------------------------------------------------
# What a checkpoint holds: state dicts, optimisers, RNGs as tensors + JSON

def save_epoch(checkpoint: RunCheckpoint, options: Mapping, *, epoch: int, modules: Mapping,
               optimizers: Mapping, generators: Mapping, stopping=None, history=(),
               **extra) -> None:
    """Write the checkpoint of the end of whole-run ``epoch``: the weights of ``modules``
    (name -> nn.Module), the ``optimizers``' states, torch's RNG state and the numpy
    ``generators``' (name -> Generator), ``stopping`` (an EarlyStopping: best score, epoch,
    patience counter and best weights), the ``history`` records and the JSON ``extra``."""
    import torch

    tensors = _flatten("module", {k: m.state_dict() for k, m in modules.items()})
    tensors["rng/torch"] = torch.get_rng_state()
    record = {"epoch": epoch, "history": list(history), "optimizers": {},
              "generators": {k: g.bit_generator.state for k, g in generators.items()}, **extra}
    for name, opt in optimizers.items():
        sd = opt.state_dict()
        tensors.update(_flatten(f"optimizer/{name}", {
            str(i): {k: v for k, v in st.items() if isinstance(v, torch.Tensor)}
            for i, st in sd["state"].items()}))
        record["optimizers"][name] = {
            "param_groups": sd["param_groups"],
            "values": {str(i): {k: v for k, v in st.items() if not isinstance(v, torch.Tensor)}
                       for i, st in sd["state"].items()}}
    if stopping is not None:
        record["stopping"] = {"best": stopping.best, "best_epoch": stopping.best_epoch,
                              "waited": stopping.waited, "has_state": stopping.state is not None}
        tensors.update(_flatten("best", stopping.state or {}))
    checkpoint.save(options, record, tensors, epoch=epoch)


def restore_epoch(saved: Saved, *, modules: Mapping, optimizers: Mapping, generators: Mapping,
                  stopping=None) -> dict:
    """Load what :func:`save_epoch` wrote back into the run's objects; the JSON record
    (``epoch``, ``history`` and the extras)."""
    import torch

    record = saved.record
    tree = _unflatten(saved.tensors)
    for name, module in modules.items():
        module.load_state_dict(tree.get("module", {}).get(name, {}))
    torch.set_rng_state(tree["rng"]["torch"])
    for name, g in generators.items():
        g.bit_generator.state = record["generators"][name]
    for name, opt in optimizers.items():
        saved_opt = record["optimizers"][name]
        tensors = tree.get("optimizer", {}).get(name, {})
        state = {int(i): {**tensors.get(i, {}), **values}
                 for i, values in saved_opt["values"].items()}
        opt.load_state_dict({"state": state, "param_groups": saved_opt["param_groups"]})
    if stopping is not None:
        s = record["stopping"]
        stopping.best, stopping.best_epoch, stopping.waited = s["best"], s["best_epoch"], s["waited"]
        stopping.state = tree.get("best", {}) if s["has_state"] else None
    return record


def _flatten(prefix: str, tree: Mapping) -> dict:
    """Nested dicts of tensors as flat names joined by ``/`` (state-dict keys hold dots,
    never slashes)."""
    out = {}
    for key, value in tree.items():
        name = f"{prefix}/{key}"
        if isinstance(value, Mapping):
            out.update(_flatten(name, value))
        else:
            out[name] = value
    return out


def _unflatten(tensors: Mapping) -> dict:
    tree: dict = {}
    for name, value in tensors.items():
        *path, leaf = name.split("/")
        node = tree
        for part in path:
            node = node.setdefault(part, {})
        node[leaf] = value
    return tree


def data_fingerprint(*arrays) -> str:
    """SHA-256 of numpy arrays (the encoded training data): a resumed run must see the
    same data."""
    import hashlib

    h = hashlib.sha256()
    for a in arrays:
        if a is not None:
            h.update(str(a.dtype).encode() + str(a.shape).encode())
            h.update(memoryview(a).cast("B") if a.flags.c_contiguous else a.tobytes())
    return h.hexdigest()


def os_reason(exc: BaseException) -> str:
    """What the operating system said, also when a library wrapped its error in text
    (safetensors: ``Error while serializing: I/O error: File too large (os error 27)``)."""
    import re

    if getattr(exc, "strerror", None):
        return exc.strerror
    text = str(exc).strip()
    code = re.search(r"\bcode: (\d+)|\(os error (\d+)\)", text)
    if code:
        return os.strerror(int(code.group(1) or code.group(2)))
    return text.splitlines()[0] if text else type(exc).__name__
