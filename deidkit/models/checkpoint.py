"""Tagger model directories: ``config.json`` + ``weights.safetensors`` (+ history, curve).

A model directory travels between institutions, so loading it must never execute code:
the config is JSON, the weights are safetensors (a header and raw tensors, no pickle).
``weights.safetensors`` holds only the trainable weights; the frozen word embeddings are
named in the config (source, fingerprint, dimension) and loaded from there, and a model
whose weights do not fit its config, or embeddings that are not the ones it was trained
with, are refused with an error naming the difference.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Mapping

from deidkit.errors import ConfigError, DataError

SCHEMA = "deidkit.tagger/1"
CONFIG_FILE = "config.json"
WEIGHTS_FILE = "weights.safetensors"
HISTORY_FILE = "history.parquet"
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
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=str(target.parent)))
    try:
        yield tmp
        os.chmod(tmp, 0o777 & ~_umask())  # mkdtemp makes 0700 directories
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=str(target.parent)))
            os.rmdir(old)
            os.replace(target, old)
            os.replace(tmp, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, target)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def write_model_dir(path, config: Mapping, state_dict: Mapping[str, "torch.Tensor"], *,
                    extras: Mapping[str, Callable[[Path], None]] | None = None) -> Path:
    """Write config, weights and ``extras`` (file name -> writer(path)) atomically."""
    from safetensors.torch import save_file

    with atomic_model_dir(path) as tmp:
        tensors = {k: v.detach().contiguous().clone() for k, v in state_dict.items()}
        save_file(tensors, str(tmp / WEIGHTS_FILE), metadata={"schema": SCHEMA})
        (tmp / CONFIG_FILE).write_text(json.dumps(config, indent=2, sort_keys=False) + "\n",
                                       encoding="utf-8")
        for name, writer in (extras or {}).items():
            writer(tmp / name)
    return Path(path)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


# ---------------------------------------------------------------------------------------
# Reading

def read_config(path) -> dict:
    """The config of the model directory ``path``, checked for its schema."""
    p = Path(path)
    source = str(p)
    if not p.is_dir():
        raise ConfigError(f"model directory '{p}' does not exist" if not p.exists()
                          else f"'{p}' is not a model directory")
    cfg_path = p / CONFIG_FILE
    if not cfg_path.is_file():
        raise DataError(f"not a deidkit model directory (no {CONFIG_FILE})", source=source)
    try:
        config = json.loads(cfg_path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataError(f"{CONFIG_FILE} is not valid JSON ({exc})", source=source) from None
    if not isinstance(config, dict) or config.get("schema") != SCHEMA:
        found = config.get("schema") if isinstance(config, dict) else None
        raise DataError(f"{CONFIG_FILE} is not a tagger config (schema {found!r}, expected "
                        f"{SCHEMA!r})", source=source)
    return config


def read_weights(path) -> dict:
    """The tensors of ``weights.safetensors`` (never unpickles)."""
    from safetensors import SafetensorError
    from safetensors.torch import load_file

    p = Path(path) / WEIGHTS_FILE
    if not p.is_file():
        raise DataError(f"no {WEIGHTS_FILE} in the model directory", source=str(Path(path)))
    try:
        return load_file(str(p))
    except (SafetensorError, OSError, ValueError) as exc:
        raise DataError(f"{WEIGHTS_FILE} is corrupt ({exc})", source=str(Path(path))) from None


def check_state_dict(expected: Mapping[str, "torch.Tensor"], found: Mapping[str, "torch.Tensor"],
                     *, source: str) -> None:
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
        raise DataError(f"{WEIGHTS_FILE} does not match {CONFIG_FILE}: " + "; ".join(problems),
                        source=source)


# ---------------------------------------------------------------------------------------
# The tagger bundle: model + label set + embeddings

def embeddings_record(emb, spec) -> dict:
    """How a config names its embeddings: a resolvable spec (an absolute path for files)."""
    spec = str(spec) if spec is not None else emb.name
    p = Path(spec).expanduser()
    if p.exists():
        spec = str(p.resolve())
    return {"spec": spec, "name": emb.name, "fingerprint": emb.fingerprint(), "dim": emb.dim,
            "vocab_size": len(emb.words)}


@dataclass
class Tagger:
    """A ready-to-use tagger: the module, its config, labels and embeddings."""

    model: "deidkit.models.tagger.BiLSTMCRFTagger"
    config: dict
    embeddings: object

    @property
    def labels(self) -> list[str]:
        return list(self.config["labels"]["values"])

    def encode(self, tokens, labels=None, label_index=None):
        from deidkit.batching import encode_with_embeddings

        return encode_with_embeddings(tokens, self.embeddings, labels=labels,
                                      label_index=label_index)


def build_model(config: Mapping, emb):
    """A fresh module for ``config`` on the embeddings ``emb`` (already checked)."""
    from deidkit.batching import embedding_table
    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape

    inp = config["input"]
    shape = TaggerShape(input_dim=int(inp["embeddings"]["dim"]),
                        num_labels=len(config["labels"]["values"]),
                        vocab_rows=int(inp["embeddings"]["vocab_size"]) + 2,
                        casing_classes=int(inp["casing_classes"]))
    hp = TaggerHyperparameters(**config["model"]["hyperparameters"])
    return BiLSTMCRFTagger(shape, hp, embedding_table(emb.vectors))


def check_embeddings(config: Mapping, emb, *, source: str) -> None:
    check_embedding_record(config["input"]["embeddings"], emb, source=source)


def check_embedding_record(want: Mapping, emb, *, source: str, trained: str = "model") -> None:
    """Refuse embeddings other than those recorded (``embedding_record``) when ``trained``
    (the model, the representation) was trained."""
    if emb.dim != want.get("dim"):
        raise ConfigError(f"{source}: the {trained} was trained on {want.get('dim')}-d embeddings "
                          f"('{want.get('name')}'), but '{emb.name}' has dimension {emb.dim}")
    if emb.fingerprint() != want.get("fingerprint") or len(emb.words) != want.get("vocab_size"):
        raise ConfigError(f"{source}: embeddings '{emb.name}' (fingerprint {emb.fingerprint()}, "
                          f"{len(emb.words)} words) are not the ones the {trained} was trained "
                          f"with ('{want.get('name')}', fingerprint {want.get('fingerprint')}, "
                          f"{want.get('vocab_size')} words)")


def load_tagger(path, *, embeddings=None) -> Tagger:
    """Load the model directory ``path``; ``embeddings`` (a spec or an Embeddings) overrides
    the source named in the config, and must be the same vectors."""
    from deidkit.embeddings import Embeddings, load_embeddings

    source = str(path)
    config = read_config(path)
    try:
        inp = config["input"]
        if inp.get("kind") != "embeddings":
            hint = (": tag raw tokens with `deidkit tag --model DIR --representation ADV_DIR` "
                    "(ADV_DIR: the train-adversarial model whose representation it was "
                    "trained on), or deidkit.tag.load_any_tagger"
                    if inp.get("kind") == "representations" else "; it cannot tag tokens")
            raise DataError(f"this tagger reads {inp.get('kind')!r}, not words{hint}",
                            source=source)
        spec = inp["embeddings"]["spec"]
        labels = config["labels"]["values"]
        if not labels or not all(isinstance(x, str) for x in labels):
            raise DataError(f"{CONFIG_FILE}: 'labels.values' must be a non-empty list of strings",
                            source=source)
        config["model"]["hyperparameters"]
    except (KeyError, TypeError) as exc:
        raise DataError(f"{CONFIG_FILE} lacks the field {exc}", source=source) from None
    if isinstance(embeddings, Embeddings):
        emb = embeddings
    else:
        emb = load_embeddings(embeddings if embeddings is not None else spec)
    check_embeddings(config, emb, source=source)
    try:
        model = build_model(config, emb)
    except (TypeError, ValueError) as exc:
        raise DataError(f"{CONFIG_FILE} describes an impossible model ({exc})", source=source) from None
    weights = read_weights(path)
    check_state_dict(model.state_dict(), weights, source=source)
    model.load_state_dict(weights)
    model.eval()
    return Tagger(model=model, config=config, embeddings=emb)
