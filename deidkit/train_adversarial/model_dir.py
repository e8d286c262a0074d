"""The adversarial model directory: its config.json, weights, ``tagger/`` sub-directory,
history and learning curves; and loading a P1-only model to start from."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from deidkit import __version__
from deidkit.errors import ConfigError
from deidkit.models.checkpoint import HISTORY_FILE, TAGGER_DIR
from deidkit.train_adversarial.epochs import HISTORY_SCHEMA
from deidkit.train_adversarial.networks import Models
from deidkit.train_adversarial.options import LN2, AdversarialOptions
from deidkit.training import Panel, plot_panels, write_history

SCHEMA = "deidkit.adversarial/1"
CURVES_FILE = "learning_curves.png"


def load_pretrained(models: Models, model_dir, opts: AdversarialOptions, labels: list[str], emb) -> str:
    """Load representation and tagger weights of a P1-only model (``stop_after="P1"``) into
    ``models``; it must have the same architecture, labels and embeddings. Returns its
    representation id."""
    from deidkit.models.checkpoint import (REPRESENTATION_WEIGHTS, WEIGHTS_FILE,
                                           check_embedding_record, load_weights, read_config)

    if opts.procedure != "feutry" or opts.stop_after == "P1":
        raise ConfigError("--start-from begins at P2 of the feutry procedure: it needs "
                          "--procedure feutry and --stop-after P2 or P3")
    model_dir = Path(model_dir)
    config = read_config(model_dir)
    where = f"--start-from {model_dir}"
    if config.get("phases") != ["P1"]:
        raise ConfigError(f"{where}: not a P1-only model (phases {config.get('phases')}); "
                          "train one with --stop-after P1")
    check_embedding_record(config.get("embeddings") or {}, emb, source=where, trained="representation")
    want = {"representation": models.representation.config.to_dict(),
            "tagger hyperparameters": models.tagger.hp.to_dict(), "labels": list(labels)}
    have = {"representation": config.get("representation"),
            "tagger hyperparameters": (config.get("tagger") or {}).get("hyperparameters"),
            "labels": (config.get("labels") or {}).get("values")}
    for what in want:
        if want[what] != have[what]:
            raise ConfigError(f"{where}: its {what} differ from this run's ({have[what]} vs "
                              f"{want[what]}); use the options it was trained with")
    load_weights(models.representation, model_dir / REPRESENTATION_WEIGHTS)
    load_weights(models.tagger, model_dir / TAGGER_DIR / WEIGHTS_FILE)
    return config["representation_id"]


def model_config(models: Models, opts: AdversarialOptions, labels: list[str], emb, spec) -> dict:
    from deidkit.models.checkpoint import MODEL_KIND, embeddings_record
    from deidkit.models.representation import state_fingerprint

    options = asdict(opts)
    options["lambda"] = options.pop("lambda_")
    return {
        "schema": SCHEMA,
        "kind": MODEL_KIND,
        "deidkit_version": __version__,
        "representation": models.representation.config.to_dict(),
        "representation_id": state_fingerprint(models.representation),
        "embeddings": embeddings_record(emb, spec),
        "labels": {"values": list(labels)},
        "tagger": {"hyperparameters": models.tagger.hp.to_dict(), "directory": TAGGER_DIR},
        "adversary": models.t1.config.to_dict(),
        "training": options,
    }


@dataclass
class TrainResult:
    """What a training run gives: the models, config.json, the history (one record per
    epoch) and figures for the summary; :func:`write_model` writes it."""

    models: Models
    config: dict
    history: list[dict]
    stats: dict = field(default_factory=dict)


def write_model(model_dir, result: TrainResult) -> Path:
    """Write the model directory atomically: config.json, the representation, T1, T2 (each
    safetensors), ``tagger/`` (config.json + weights.safetensors), history and curves."""
    from deidkit.models.adversary import T1_WEIGHTS, T2_WEIGHTS
    from deidkit.models.checkpoint import (CONFIG_FILE, REPRESENTATION_WEIGHTS, WEIGHTS_FILE,
                                           atomic_model_dir, save_weights)
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import representations_tagger_config

    config = result.config
    # DIR/tagger is what a central tagger trained on this model's representations is
    tagger_config = representations_tagger_config(
        config["representation_id"], config["representation"]["size"], config["labels"]["values"],
        hyperparameters=TaggerHyperparameters(**config["tagger"]["hyperparameters"]))
    with atomic_model_dir(model_dir) as tmp:
        m = result.models
        save_weights(m.representation, tmp / REPRESENTATION_WEIGHTS)
        save_weights(m.t1, tmp / T1_WEIGHTS)
        save_weights(m.t2, tmp / T2_WEIGHTS)
        (tmp / TAGGER_DIR).mkdir()
        save_weights(m.tagger, tmp / TAGGER_DIR / WEIGHTS_FILE)
        (tmp / TAGGER_DIR / CONFIG_FILE).write_text(
            json.dumps(tagger_config, indent=2) + "\n", encoding="utf-8")
        (tmp / CONFIG_FILE).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        if result.history:
            write_history(tmp / HISTORY_FILE, result.history, HISTORY_SCHEMA)
            plot_history(tmp / CURVES_FILE, result.history)
    return Path(model_dir)


def plot_history(path, history: list[dict]) -> None:
    """Three panels over the global epoch: losses (L_deid, L_repr), adversaries (L_adv and
    accuracies on validation pairs), validation F1; the phases shaded and named."""
    plot_panels(path, history, [
        Panel("losses", [("train_tagger_loss", "L_deid train"),
                         ("val_tagger_loss", "L_deid validation"),
                         ("val_combined_loss", "L_repr validation")]),
        Panel("adversaries (validation)", [("val_adversary_loss", "L_adv"),
                                           ("val_t1_accuracy", "T1 acc."),
                                           ("val_t2_accuracy", "T2 acc."),
                                           ("val_divergence", "twins' TV bound")],
              hlines=[(LN2, "--"), (0.5, ":")]),
        Panel("validation binary HIPAA token F1 (%)", [("val_f1", "F1")]),
    ], decorate=_shade_phases)


def _shade_phases(ax, history) -> None:
    colours = {"P1": "#eef", "P2": "#efe", "P3": "#fee", "dann": "#ffe"}
    start = 0
    for i, r in enumerate(history + [None]):
        if r is None or r["phase"] != history[start]["phase"]:
            phase = history[start]["phase"]
            ax.axvspan(history[start]["epoch"] - 0.5, history[i - 1]["epoch"] + 0.5,
                       color=colours.get(phase, "#eee"), zorder=0)
            ax.text(history[start]["epoch"], 1.0, phase, transform=ax.get_xaxis_transform(),
                    va="top", fontsize=7)
            start = i
