"""The architecture part of a tagger's config.json (training adds ``training``)."""

from __future__ import annotations

from typing import Sequence

from deidkit import __version__
from deidkit import casing as casing_mod
from deidkit.models import checkpoint
from deidkit.models.cedi import TaggerFeatures
from deidkit.models.tagger import TaggerHyperparameters

#: The config.json sections of a trained model that describe its training, not the model.
TRAINING_SECTIONS = ("training", "provenance", "self_training", "init_from")


class StartLabels:
    """The label record of a training start's ``config`` (both kinds of start)."""

    @property
    def labels(self) -> list[str]:
        return list(self.config["labels"]["values"])

    @property
    def binary(self) -> bool:
        return bool(self.config["labels"]["binary"])

    @property
    def hipaa_only(self) -> bool:
        return bool(self.config["labels"]["hipaa_only"])


def tagger_config(emb, spec, labels: Sequence[str], *, binary: bool = False,
                  hipaa_only: bool = False,
                  hyperparameters: TaggerHyperparameters = TaggerHyperparameters(),
                  features: TaggerFeatures = TaggerFeatures(), vocabularies=None,
                  dictionaries=None) -> dict:
    """The architecture part of a tagger's config.json (training adds ``training``).
    CEDI's ``features`` (sizes) go to ``model.features`` and the character and prefix
    ``vocabularies`` (:class:`deidkit.features.Vocabularies`) to ``input.features``, and
    what ``dictionaries`` (:class:`deidkit.dictionaries.Dictionaries`) are to
    ``input.dictionaries``, only when on: with every feature off the config is the paper
    tagger's."""
    config = config_record(labels, binary, hipaa_only, hyperparameters, {
        "kind": "embeddings", "embeddings": checkpoint.embeddings_record(emb, spec),
        "unk_vector": "zero", "casing_classes": casing_mod.NUM_CLASSES,
        "casing_names": list(casing_mod.NAMES)})
    if features.any:
        config["model"]["features"] = features.to_dict()
    if vocabularies is not None and (vocabularies.chars is not None
                                     or vocabularies.prefixes is not None):
        config["input"]["features"] = vocabularies.to_dict()
    if dictionaries is not None and len(dictionaries):
        config["input"]["dictionaries"] = dictionaries.record()
    return config


def config_record(labels: Sequence[str], binary: bool, hipaa_only: bool,
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


def representations_tagger_config(representation_id: str, size: int, labels: Sequence[str], *,
                                  binary: bool = False, hipaa_only: bool = False,
                                  hyperparameters: TaggerHyperparameters = TaggerHyperparameters()
                                  ) -> dict:
    """The architecture part of the config.json of a tagger that reads shared
    representations: what :func:`deidkit.model_dirs.load_representation_tagger` loads, with
    the id of the representation model it needs (``deidkit tag --representation``)."""
    return config_record(labels, binary, hipaa_only, hyperparameters, {
        "kind": "representations",
        "representation": {"id": representation_id, "size": int(size)},
        "casing_classes": casing_mod.NUM_CLASSES})
