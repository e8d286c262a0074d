"""Model directories on disk: ``config.json`` + safetensors weights (+ history, curves).

Two kinds of directory share this layout (docs/data-contract.md, "Model directories"):

* a tagger (``train-tagger``): ``config.json`` with ``schema`` :data:`SCHEMA`, whose
  ``input.kind`` says what it reads (``embeddings``: words; ``representations``: shared
  vectors), and ``weights.safetensors``;
* an adversarial model (``train-adversarial``): ``config.json`` with ``kind``
  :data:`MODEL_KIND` and a ``representation`` section, ``representation.safetensors``,
  the adversaries' weights and its own tagger in ``tagger/``.

A model directory travels between institutions, so loading it must never execute code:
the config is JSON, the weights are safetensors (a header and raw tensors, no pickle).
The weights hold only the trainable tensors; the frozen word embeddings are named in the
config (source, fingerprint, dimension) and loaded from there.

One rule for the errors of a broken directory, whatever its kind:

* :class:`~deidkit.errors.ConfigError` (exit 2) when the user named the wrong thing: the
  path does not exist or is not a directory, or it holds a valid model of another kind than
  the command needs, or embeddings / a representation other than the ones recorded;
* :class:`~deidkit.errors.DataError` (exit 1, naming the directory) when the directory's
  contents are broken: ``config.json`` missing, not JSON, of no known kind or lacking a
  field; a weights file missing, not safetensors (a pickle included), or not matching the
  config.

This module needs only json and safetensors: the loaders that build taggers from a
directory (embeddings, encoding) live above, in :mod:`deidkit.model_dirs`.

A directory is written atomically: everything goes to a temporary sibling directory that is
renamed into place at the end, so a failed run leaves nothing (and an existing model is
replaced only by a complete one).
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Callable, Iterator, Mapping

from deidkit.errors import ConfigError, DataError, OutputError
from deidkit.io import current_umask

#: ``schema`` of a tagger's config.json.
SCHEMA = "deidkit.tagger/1"
#: ``kind`` of an adversarial model's config.json (a representation model and its tagger).
MODEL_KIND = "deidkit.adversarial"
CONFIG_FILE = "config.json"
WEIGHTS_FILE = "weights.safetensors"
REPRESENTATION_WEIGHTS = "representation.safetensors"
HISTORY_FILE = "history.parquet"
#: The tagger inside an adversarial model directory (a tagger directory of its own).
TAGGER_DIR = "tagger"
CURVE_FILE = "learning_curve.png"


# ---------------------------------------------------------------------------------------
# Writing

def check_target(path) -> Path:
    """Fail early (before any training) if ``path`` cannot become a model directory."""
    p = Path(path)
    if p.exists():
        if not p.is_dir():
            raise ConfigError(f"cannot write the model to '{p}': it exists and is not a directory")
        if any(p.iterdir()) and not (p / CONFIG_FILE).is_file():
            raise ConfigError(f"cannot write the model to '{p}': a non-empty directory that is "
                              "not a deidkit model (no config.json); choose another --model-dir")
    if not p.parent.is_dir():
        raise ConfigError(f"cannot write the model to '{p}': directory '{p.parent}' does not exist")
    return p


@contextlib.contextmanager
def atomic_model_dir(path) -> Iterator[Path]:
    """Yield a temporary directory beside ``path``; on success it replaces ``path`` (an
    older model there is swapped out and removed), on failure it is removed, so a failed
    run never leaves a partial model directory."""
    target = check_target(path)
    try:
        tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=str(target.parent)))
    except OSError as exc:
        raise _unwritable(target, exc) from exc
    try:
        yield tmp
        umask = current_umask()
        os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes 0700 directories
        for file in tmp.iterdir():  # and safetensors 0600 files, unlike config.json's
            if file.is_file():
                os.chmod(file, 0o666 & ~umask)
        if target.exists():
            _keep_named_subdirectories(target, tmp)
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=str(target.parent)))
            os.rmdir(old)
            os.replace(target, old)
            os.replace(tmp, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, target)
    except BaseException as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        if isinstance(exc, OSError) or type(exc).__name__ == "SafetensorError":
            # disk full, quota, permissions: name the model directory, not the hidden one
            raise _unwritable(target, exc) from exc
        raise


def _keep_named_subdirectories(target: Path, tmp: Path) -> None:
    """Copy into the new model ``tmp`` the subdirectories of the model ``target`` it
    replaces that its pipeline.json names as taggers and that it does not write itself: a
    model fine-tuned in place from a copy of the shipped one (whose companions are its
    subdirectories) still has the companions it names."""
    from deidkit.models.pipeline_file import named_subdirectories

    for name in sorted(named_subdirectories(tmp, target)):
        if (target / name).is_dir() and not (tmp / name).exists():
            shutil.copytree(target / name, tmp / name, symlinks=True)


def _unwritable(target: Path, exc: BaseException) -> OutputError:
    from deidkit.run_checkpoint import os_reason

    return OutputError(f"cannot write the model ({os_reason(exc)}); nothing was written",
                       source=str(target))


def write_model_dir(path, config: Mapping, state_dict: Mapping[str, "torch.Tensor"], *,
                    extras: Mapping[str, Callable[[Path], None]] | None = None) -> Path:
    """Write config, weights and ``extras`` (file name -> writer(path)) atomically."""
    with atomic_model_dir(path) as tmp:
        save_state_dict(state_dict, tmp / WEIGHTS_FILE, metadata={"schema": SCHEMA})
        (tmp / CONFIG_FILE).write_text(json.dumps(config, indent=2, sort_keys=False) + "\n",
                                       encoding="utf-8")
        for name, writer in (extras or {}).items():
            writer(tmp / name)
    return Path(path)


# ---------------------------------------------------------------------------------------
# Reading (the errors follow the rule of the module docstring)

def read_config(path) -> dict:
    """The config.json of the model directory ``path`` (of any kind), as a dict."""
    p = Path(path)
    if not p.is_dir():
        raise ConfigError(f"model directory '{p}' does not exist" if not p.exists()
                          else f"'{p}' is not a model directory")
    cfg_path = p / CONFIG_FILE
    if not cfg_path.is_file():
        raise DataError(f"not a deidkit model directory (no {CONFIG_FILE})", source=str(p))
    try:
        config = json.loads(cfg_path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataError(f"{CONFIG_FILE} is not valid JSON ({exc})", source=str(p)) from None
    if not isinstance(config, dict):
        raise DataError(f"{CONFIG_FILE} is not a JSON object", source=str(p))
    return config


def model_kind(config: Mapping) -> str | None:
    """What a config describes: ``adversarial`` (a representation model with its tagger),
    ``words`` or ``representations`` (a tagger reading those), ``encoder`` (a fine-tuned
    pretrained encoder reading WordPiece pieces), or None (no known kind)."""
    if config.get("kind") == MODEL_KIND or "representation" in config:
        return "adversarial"
    inp = config.get("input")
    if config.get("schema") == SCHEMA and isinstance(inp, dict):
        return {"embeddings": "words", "representations": "representations",
                "wordpieces": "encoder"}.get(inp.get("kind"))
    return None


def read_weights(path, file_name: str = WEIGHTS_FILE) -> dict:
    """The tensors of the weights file ``file_name`` in the directory ``path`` (never
    unpickles)."""
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    p = Path(path) / file_name
    if not p.is_file():
        raise DataError(f"no {file_name} in the model directory", source=str(Path(path)))
    try:
        return load_file(str(p))
    except (SafetensorError, OSError, ValueError) as exc:
        raise DataError(f"{file_name} is corrupt ({exc})", source=str(Path(path))) from None


def check_state_dict(expected: Mapping[str, "torch.Tensor"], found: Mapping[str, "torch.Tensor"],
                     *, source: str, file_name: str = WEIGHTS_FILE) -> None:
    """Raise a DataError naming every difference between the weights and the config's model."""
    problems = []
    missing = sorted(set(expected) - set(found))
    unexpected = sorted(set(found) - set(expected))
    if missing:
        problems.append("missing " + ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else ""))
    if unexpected:
        problems.append("unexpected " + ", ".join(unexpected[:5]) + (" ..." if len(unexpected) > 5 else ""))
    for name in sorted(set(expected) & set(found)):
        if tuple(expected[name].shape) != tuple(found[name].shape):
            problems.append(f"{name} has shape {tuple(found[name].shape)} but the config implies "
                            f"{tuple(expected[name].shape)}")
        elif expected[name].dtype != found[name].dtype:
            problems.append(f"{name} has dtype {found[name].dtype}, expected {expected[name].dtype}")
    if problems:
        raise DataError(f"{file_name} does not match {CONFIG_FILE}: " + "; ".join(problems),
                        source=source)


def load_weights(module, path) -> None:
    """Load the safetensors file ``path`` into ``module``, refusing weights that do not fit it."""
    path = Path(path)
    weights = read_weights(path.parent, path.name)
    check_state_dict(module.state_dict(), weights, source=str(path.parent), file_name=path.name)
    module.load_state_dict(weights)


def save_state_dict(state_dict: Mapping[str, "torch.Tensor"], path,
                    metadata: Mapping[str, str] | None = None) -> None:
    """Tensors as the safetensors file ``path``; written inside :func:`atomic_model_dir`'s
    temporary directory, which makes the whole model directory atomic."""
    from safetensors.torch import save_file

    tensors = {k: v.detach().cpu().contiguous().clone() for k, v in state_dict.items()}
    save_file(tensors, str(path), metadata=dict(metadata) if metadata else None)


def save_weights(module, path) -> None:
    """The weights of ``module`` as the safetensors file ``path`` (see :func:`save_state_dict`)."""
    save_state_dict(module.state_dict(), path)


# ---------------------------------------------------------------------------------------
# Embeddings: named in the config, checked on loading

def embeddings_record(emb, spec) -> dict:
    """How a config names its embeddings: a resolvable spec (an absolute path for files)."""
    spec = str(spec) if spec is not None else emb.name
    p = Path(spec).expanduser()
    if p.exists():
        spec = str(p.resolve())
    return {"spec": spec, "name": emb.name, "fingerprint": emb.fingerprint(), "dim": emb.dim,
            "vocab_size": len(emb)}


def check_embedding_record(want: Mapping, emb, *, source: str, trained: str = "model") -> None:
    """Refuse embeddings other than those recorded (:func:`embeddings_record`) when
    ``trained`` (the model, the representation) was trained."""
    if emb.dim != want.get("dim"):
        raise ConfigError(f"{source}: the {trained} was trained on {want.get('dim')}-d embeddings "
                          f"('{want.get('name')}'), but '{emb.name}' has dimension {emb.dim}")
    if emb.fingerprint() != want.get("fingerprint") or len(emb) != want.get("vocab_size"):
        raise ConfigError(f"{source}: embeddings '{emb.name}' (fingerprint {emb.fingerprint()}, "
                          f"{len(emb)} words) are not the ones the {trained} was trained "
                          f"with ('{want.get('name')}', fingerprint {want.get('fingerprint')}, "
                          f"{want.get('vocab_size')} words)")
