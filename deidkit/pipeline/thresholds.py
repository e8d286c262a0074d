"""The PHI threshold ``tag --phi-threshold`` names: a number, ``auto``, ``viterbi``, or
none (the operating point the model's pipeline records)."""

from __future__ import annotations

import math

from deidkit.errors import ConfigError


def phi_threshold_of(value: str | None, model_dir) -> float | None:
    """The threshold of ``tag --phi-threshold``: None (Viterbi), a number in [0, 1), or
    ``auto``: the one recorded in the model's config.json by ``--target-recall``. Without a
    value, the operating point the model's pipeline records
    (:func:`deidkit.model_dirs.pipeline_of`: its pipeline.json, or the one config.json
    records, ``train-tagger --default-phi-threshold``), if any; ``viterbi``: the Viterbi
    labels."""
    from deidkit.model_dirs import pipeline_of, resolve_model_dir
    from deidkit.models.checkpoint import read_config

    if value is None:
        return pipeline_of(model_dir).phi_threshold
    if value == "viterbi":
        return None
    if value == "auto":
        config = read_config(resolve_model_dir(model_dir))
        record = config.get("training", {}).get("recall_threshold")
        if not record:
            raise ConfigError(f"--phi-threshold auto: {model_dir} records no PHI threshold "
                              "(train it with --target-recall R and a validation set)")
        return float(record["phi_threshold"])
    try:
        threshold = float(value)
    except ValueError:
        threshold = math.nan
    if not 0.0 <= threshold < 1.0:
        raise ConfigError(f"--phi-threshold must be 'viterbi', 'auto' or a number in [0, 1), "
                          f"got {value!r}")
    return threshold
