"""What an output of ``tag`` records of how it was tagged (its schema's metadata), and its
schema; the one place that writes and reads those keys."""

from __future__ import annotations

import json
from typing import Sequence

import pyarrow as pa

from deidkit import schemas
from deidkit.errors import DataError
from deidkit.taggers import Tagger

#: The metadata key of the PHI threshold of the model (absent: the Viterbi labels).
PHI_THRESHOLD_KEY = "deidkit.phi_threshold"
#: The metadata key of a site's rules, as JSON (absent: none ran).
RULES_KEY = "deidkit.rules"


def tag_metadata(model_dir, model_arg, tagger: Tagger, uncased_spec, ensemble_spec,
                 names: Sequence[str], propagate: bool, patients, threshold: float | None,
                 ensemble_threshold: float | None = None, propagate_corpus: bool = False
                 ) -> dict[str, str]:
    """What an output of ``tag`` records of how it was tagged (schema metadata): the tagger
    and its companions (``uncased_spec``/``ensemble_spec``: the option's value where one
    was loaded for ``model_arg``, else None), the defences and the PHI thresholds (the
    model's, and the pair's on sentences with casing)."""
    from deidkit.model_dirs import resolve_ensemble_model, resolve_uncased_model

    return described(model_dir, tagger,
                     resolve_uncased_model(uncased_spec, model_arg) if uncased_spec else None,
                     resolve_ensemble_model(ensemble_spec, model_arg) if ensemble_spec else None,
                     names, propagate, patients, threshold, ensemble_threshold,
                     propagate_corpus)


def described(model_dir, tagger: Tagger, uncased_dir, ensemble_dir, names: Sequence[str],
              propagate: bool, patients, threshold: float | None,
              ensemble_threshold: float | None = None, propagate_corpus: bool = False,
              rules=None, cascade=None, precision: str = "float32") -> dict[str, str]:
    """:func:`tag_metadata` of the taggers' directories (None: no such companion); with a
    site's ``rules`` (:class:`deidkit.recognizers.site_rules.SiteRules`), their record
    under :data:`RULES_KEY` (absent without: an output without rules is what it was);
    ``cascade``: the :class:`~deidkit.pipeline.cascade.Cascade` that ran, if any;
    ``precision``: what the taggers ran in (recorded when not float32)."""
    metadata = {"deidkit.tagger": str(model_dir), **tagger.metadata,
                "deidkit.uncased_model": "none" if uncased_dir is None else str(uncased_dir),
                "deidkit.ensemble_model": "none" if ensemble_dir is None else str(ensemble_dir),
                "deidkit.recognizers": ",".join(names) or "none",
                "deidkit.propagate": ((("patients" if patients else "on")
                                       + ("+corpus" if propagate_corpus else ""))
                                      if propagate else "off")}
    if threshold is not None:
        metadata[PHI_THRESHOLD_KEY] = repr(threshold)
    if ensemble_threshold is not None:
        metadata["deidkit.ensemble_phi_threshold"] = repr(ensemble_threshold)
    if rules is not None:
        metadata[RULES_KEY] = json.dumps(rules.record(), ensure_ascii=False)
    if cascade is not None:
        metadata["deidkit.cascade"] = str(cascade.path)
        metadata["deidkit.cascade_settle_below"] = repr(cascade.settle_below)
    if precision != "float32":
        metadata["deidkit.precision"] = precision
    return metadata


def recorded_threshold(schema: pa.Schema, *, source: str | None = None) -> float | None:
    """The model's PHI threshold a tagged table records (None: none, the Viterbi labels);
    one that is not a number is a DataError naming ``source``."""
    value = schemas.metadata_value(schema, PHI_THRESHOLD_KEY)
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        raise DataError(f"metadata '{PHI_THRESHOLD_KEY}' is not a number",
                        source=source) from None


def output_schema(schema: pa.Schema, *, probabilities: bool = False) -> pa.Schema:
    """The schema ``tag`` writes for an input of ``schema``: ``predicted`` and
    ``phi_source`` added (and ``phi_probability`` with ``probabilities``; an input's own is
    dropped)."""
    schema = schemas.derive(schema, "tokens", add=["predicted", "phi_source"],
                            drop=["phi_probability"])
    if probabilities:
        schema = schemas.derive(schema, "tokens", add=["phi_probability"])
    return schema
