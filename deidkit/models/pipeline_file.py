"""``pipeline.json``: what ``tag`` runs with the tagger of a model directory, beside its
``config.json`` (docs/data-contract.md, "pipeline.json").

The tagger's config describes one model; the pipeline records how it is used: the taggers
and their roles (the model itself, the tagger of sentences without casing, the second
member of an ensemble), the PHI thresholds, the recognizers and the scope of propagation::

    {"schema": "deidkit.pipeline/1",
     "taggers": {"model": ".", "uncased": "uncased", "ensemble": "ensemble"},
     "phi_threshold": 0.05, "ensemble_phi_threshold": 0.1,
     "recognizers": ["default"],
     "propagate": {"documents": true, "corpus": false},
     "cascade": {"tagger": "default", "settle_below": 0.01}}

A companion tagger is ``null`` (none), ``"default"`` (the one that ships for that role) or a
model directory, relative to the pipeline's own directory or absolute. A shipped model
(:func:`shipped_dir`) is one directory holding its companions in the subdirectories its
pipeline.json names, so that a copy of it is a whole model: the default (a fine-tuned
encoder) has none and names the fast model as its cascade's tagger (``"default"``); the
fast model (the BiLSTM-CRF) holds ``uncased`` and ``ensemble``, the companions that ship.
``phi_threshold``: the recall-first operating point (``null``: the Viterbi labels);
``ensemble_phi_threshold``: the pair's, on sentences with casing (``null``: the model's).
``rules`` (optional; absent: none): a site's rules (``train-tagger --rules``), as a rules
file lists them, an always-PHI rule's words by the absolute path of their file
(:mod:`deidkit.recognizers.site_rules`).
``cascade`` (optional; ``null`` or absent: none): a fast tagger, named as a companion is,
that settles the sentences whose every token it gives a PHI probability below
``settle_below``; only the others go on to the model (:mod:`deidkit.pipeline.cascade`).
``precision`` (optional; absent: ``float32``): ``bfloat16`` runs the taggers' matrix products
in bfloat16 where the device has bfloat16 arithmetic, float32 elsewhere
(:func:`deidkit.devices.running_precision`).

This module reads, checks and writes the file, and carries it to a model fine-tuned from
another (:func:`inherited`); it needs only json (the names of the precisions from
:mod:`deidkit.devices`, which loads torch only when asked of a device, and the site rules'
reader, for a file that has rules). What a directory without the file runs is
:func:`deidkit.model_dirs.pipeline_of`'s; building the taggers and tagging is
:class:`deidkit.pipeline.Deidentifier`'s.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Mapping

from deidkit.devices import PRECISIONS
from deidkit.errors import DataError

PIPELINE_FILE = "pipeline.json"
#: ``schema`` of a pipeline.json this deidkit reads and writes.
PIPELINE_SCHEMA = "deidkit.pipeline/1"
#: The roles of ``taggers``: the model of the directory and its companions.
COMPANIONS = ("uncased", "ensemble")
#: A companion named so is the shipped model's for its role (:func:`shipped_companion`).
SHIPPED = "default"
#: The shipped model's directory in the package (``deidkit tag`` without ``--model``).
SHIPPED_DIR = "default_model"
#: The shipped fast model's directory (``--model fast``: the BiLSTM-CRF, with the companions
#: its pipeline.json names; the default's cascade settles sentences with it).
FAST_DIR = "fast_model"
_KEYS = ("schema", "taggers", "phi_threshold", "ensemble_phi_threshold", "recognizers",
         "propagate", "rules", "cascade", "precision", "about")


@dataclass(frozen=True)
class PipelineRecord:
    """One ``pipeline.json`` (the module doc), checked."""

    uncased: str | None = None
    ensemble: str | None = None
    phi_threshold: float | None = None
    ensemble_phi_threshold: float | None = None
    recognizers: tuple[str, ...] = ("default",)
    propagate: bool = True
    propagate_corpus: bool = False
    #: A site's rules (a :class:`deidkit.recognizers.site_rules.SiteRules`), or None.
    rules: object = None
    #: the fast tagger of the cascade (named as a companion) and its settling threshold
    cascade: str | None = None
    settle_below: float | None = None
    #: the precision the taggers run in where the device has it (None: float32)
    precision: str | None = None
    #: one line on the model (what it is, what it was trained on), which `tag --help` shows
    #: for the shipped model; not inherited by a model fine-tuned from this one
    about: str | None = None

    def companion(self, role: str) -> str | None:
        """What ``taggers.<role>`` names (``uncased`` or ``ensemble``)."""
        return self.uncased if role == "uncased" else self.ensemble

    def to_json(self) -> dict:
        out = {"schema": PIPELINE_SCHEMA,
               "taggers": {"model": ".", "uncased": self.uncased, "ensemble": self.ensemble},
               "phi_threshold": self.phi_threshold,
               "ensemble_phi_threshold": self.ensemble_phi_threshold,
               "recognizers": list(self.recognizers),
               "propagate": {"documents": self.propagate, "corpus": self.propagate_corpus}}
        if self.rules is not None:  # optional: a pipeline without rules is written as before
            out["rules"] = self.rules.to_json()
        if self.cascade is not None:
            out["cascade"] = {"tagger": self.cascade, "settle_below": self.settle_below}
        if self.precision is not None:
            out["precision"] = self.precision
        if self.about is not None:
            out["about"] = self.about
        return out

    @classmethod
    def from_json(cls, data, *, source: str) -> "PipelineRecord":
        """The record of a parsed pipeline.json; anything it cannot be is a DataError naming
        ``source`` and the field."""
        def bad(message: str) -> DataError:
            return DataError(f"{PIPELINE_FILE}: {message}", source=source)

        if not isinstance(data, dict):
            raise bad("not a JSON object")
        if data.get("schema") != PIPELINE_SCHEMA:
            raise bad(f"schema {data.get('schema')!r} is not one this deidkit reads "
                      f"({PIPELINE_SCHEMA!r})")
        unknown = sorted(set(data) - set(_KEYS))
        if unknown:
            raise bad(f"unknown field {unknown[0]!r} (fields: {', '.join(_KEYS)})")
        taggers = data.get("taggers", {})
        if not isinstance(taggers, dict) or set(taggers) - {"model", *COMPANIONS}:
            raise bad("'taggers' must be an object of 'model', 'uncased' and 'ensemble'")
        if taggers.get("model", ".") != ".":
            raise bad("'taggers.model' must be \".\": the tagger of the directory holding "
                      f"{PIPELINE_FILE}")
        companions = {}
        for role in COMPANIONS:
            value = taggers.get(role)
            if value is not None and (not isinstance(value, str) or not value):
                raise bad(f"'taggers.{role}' must be null, \"{SHIPPED}\" or a model directory")
            companions[role] = value
        thresholds = {key: _threshold(data.get(key), key, bad)
                      for key in ("phi_threshold", "ensemble_phi_threshold")}
        if companions["ensemble"] is None and thresholds["ensemble_phi_threshold"] is not None:
            raise bad("'ensemble_phi_threshold' is the threshold of an ensemble: "
                      "'taggers.ensemble' names none")
        if companions["ensemble"] is not None and all(v is None for v in thresholds.values()):
            raise bad("an ensemble averages its members' marginals: it needs a PHI threshold "
                      "('phi_threshold' or 'ensemble_phi_threshold'), not the Viterbi labels")
        recognizers = data.get("recognizers", ["default"])
        if not isinstance(recognizers, list) or not all(isinstance(r, str) and r
                                                        for r in recognizers):
            raise bad("'recognizers' must be a list of recognizer names ([] for none)")
        propagate = data.get("propagate", {})
        if not isinstance(propagate, dict) or set(propagate) - {"documents", "corpus"} \
                or not all(isinstance(v, bool) for v in propagate.values()):
            raise bad("'propagate' must be an object of 'documents' and 'corpus', each true "
                      "or false")
        documents, corpus = propagate.get("documents", True), propagate.get("corpus", False)
        if corpus and not documents:
            raise bad("propagation across a corpus follows propagation within its documents "
                      "('propagate.corpus' needs 'propagate.documents')")
        rules = None
        if "rules" in data:
            from deidkit.recognizers.site_rules import rules_from_json

            try:
                rules = rules_from_json(data["rules"], source=f"{source}/{PIPELINE_FILE}")
            except ValueError as exc:
                raise bad(f"'rules': {exc}") from None
        cascade, settle_below = _cascade(data.get("cascade"), bad)
        precision = data.get("precision")
        if precision is not None and precision not in PRECISIONS:
            raise bad(f"'precision' must be null, \"float32\" or \"bfloat16\", got "
                      f"{json.dumps(precision)}")
        about = data.get("about")
        if about is not None and (not isinstance(about, str) or not about.strip()
                                  or "\n" in about or len(about) > 300):
            raise bad("'about' must be one line of text (at most 300 characters)")
        return cls(about=about, uncased=companions["uncased"], ensemble=companions["ensemble"],
                   recognizers=tuple(recognizers), propagate=documents,
                   propagate_corpus=corpus, rules=rules, cascade=cascade,
                   settle_below=settle_below, precision=precision, **thresholds)


def _cascade(value, bad) -> tuple[str | None, float | None]:
    if value is None:
        return None, None
    if not isinstance(value, dict) or set(value) != {"tagger", "settle_below"}:
        raise bad("'cascade' must be null or an object of 'tagger' and 'settle_below'")
    tagger, settle = value["tagger"], value["settle_below"]
    if not isinstance(tagger, str) or not tagger:
        raise bad(f"'cascade.tagger' must be \"{SHIPPED}\" or a model directory")
    if isinstance(settle, bool) or not isinstance(settle, (int, float)) \
            or not (math.isfinite(settle) and 0.0 < settle < 1.0):
        raise bad(f"'cascade.settle_below' must be a number in (0, 1), got {json.dumps(settle)}")
    return tagger, float(settle)


def _threshold(value, key: str, bad) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not (math.isfinite(value) and 0.0 <= value < 1.0):
        raise bad(f"'{key}' must be null (the Viterbi labels) or a number in [0, 1), "
                  f"got {json.dumps(value)}")
    return float(value)


def read_pipeline(model_dir) -> PipelineRecord | None:
    """The pipeline.json of ``model_dir``, or None when it has none."""
    path = Path(model_dir) / PIPELINE_FILE
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise DataError(f"{PIPELINE_FILE} is not valid JSON ({exc})",
                        source=str(model_dir)) from None
    return PipelineRecord.from_json(data, source=str(model_dir))


def write_pipeline(path, record: PipelineRecord) -> None:
    """``record`` as the file ``path`` (a model directory's :data:`PIPELINE_FILE`), written
    atomically: a model directory's pipeline may be rewritten in place."""
    from deidkit.io import atomic_write_text

    atomic_write_text(path, json.dumps(record.to_json(), indent=2) + "\n")


def companion_dir(value: str, model_dir) -> Path:
    """The directory a companion's path names, read from the pipeline of ``model_dir``
    (relative paths are relative to it)."""
    path = Path(value)
    return path if path.is_absolute() else Path(model_dir) / path


def shipped_dir(name: str = SHIPPED_DIR) -> Path:
    """The directory of a model shipped inside the package (package data, read offline):
    the default (:data:`SHIPPED_DIR`) or the fast model (:data:`FAST_DIR`)."""
    from importlib.resources import files

    return Path(str(files("deidkit") / name))


def shipped_summary() -> str:
    """What help texts say of the shipped model, read from its pipeline.json: its ``about``,
    the companions and the operating points, so that no text states them apart from the
    file."""
    shipped = shipped_dir()
    try:
        record = read_pipeline(shipped)
    except DataError:
        record = None
    if record is None:
        return f"its pipeline.json is missing or broken in {shipped}: reinstall deidkit"
    parts = [record.about or "a model without 'about' in its pipeline.json"]
    if record.phi_threshold is None:
        parts.append("the Viterbi labels")
    else:
        parts.append(f"PHI threshold {record.phi_threshold:g}")
    named = [name for name, value in (("tagger of sentences without casing", record.uncased),
                                      ("second member", record.ensemble),
                                      ("fast tagger of a cascade", record.cascade)) if value]
    if named:
        parts.append("with its " + " and ".join(named))
    if record.ensemble_phi_threshold is not None:
        parts.append(f"the pair's threshold {record.ensemble_phi_threshold:g}")
    return "; ".join(parts)


def shipped_companion(role: str, shipped=None) -> Path | None:
    """The directory of the shipped companion ``role`` (the one of the model of
    ``shipped``; the fast model's by default, the one that has companions): the one its
    pipeline.json names, relative to it; None when it names none (or it has no
    pipeline.json, a broken installation)."""
    shipped = shipped_dir(FAST_DIR) if shipped is None else Path(shipped)
    record = read_pipeline(shipped) if shipped.is_dir() else None
    named = None if record is None else getattr(record, role)
    return None if named in (None, SHIPPED) else companion_dir(named, shipped)


def named_subdirectories(model_dir, location) -> set[str]:
    """The subdirectories the pipeline.json of ``model_dir``, about to become the directory
    ``location``, names there as taggers (its companions and the cascade's fast tagger; a
    path into one names it): what replacing the model at ``location`` must keep
    (:func:`deidkit.models.checkpoint.atomic_model_dir`). Only the file's ``taggers`` and
    ``cascade`` are read (not its rules' words files)."""
    root = Path(location).resolve()
    try:
        data = json.loads((Path(model_dir) / PIPELINE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return set()
    taggers = data.get("taggers") if isinstance(data, dict) else None
    cascade = data.get("cascade") if isinstance(data, dict) else None
    values = [taggers.get(role) for role in COMPANIONS] if isinstance(taggers, dict) else []
    if isinstance(cascade, dict):
        values.append(cascade.get("tagger"))
    out = set()
    for value in values:
        if not isinstance(value, str) or not value or value == SHIPPED:
            continue
        try:  # by the path's words: a link in the directory is kept as a link
            inside = Path(os.path.normpath(companion_dir(value, root))).relative_to(root)
        except ValueError:  # outside the directory
            continue
        if inside.parts:
            out.add(inside.parts[0])
    return out


def inherited(record: PipelineRecord, source_dir, *, source_config: Mapping,
              config: Mapping) -> PipelineRecord:
    """The pipeline of a model fine-tuned from the model of ``source_dir`` (whose pipeline
    is ``record``): the same taggers, recognizers and propagation, its companions' relative
    paths made absolute (they were relative to ``source_dir``), except the shipped model's
    own, which stay ``"default"`` (a model fine-tuned from the shipped one runs its
    companions wherever deidkit is installed). The operating point is the new model's
    where its training chose one (``config``'s ``tagging.phi_threshold`` differs from
    ``source_config``'s: ``train-tagger --default-phi-threshold`` or
    ``--target-leakage``), else the pipeline's."""
    companions = {}
    for role in COMPANIONS + ("cascade",):
        value = getattr(record, role)
        if value is not None and value != SHIPPED:
            path = companion_dir(value, source_dir).resolve()
            shipped = shipped_companion(role) if role in COMPANIONS else None
            value = SHIPPED if shipped is not None and path == shipped.resolve() else str(path)
        companions[role] = value
    # ``about`` describes the model it came with, not the one fine-tuned from it
    record = replace(record, about=None, **companions)
    chosen, started = _recorded(config), _recorded(source_config)
    if chosen is not None and chosen != started:
        record = replace(record, phi_threshold=chosen)
    return record


def new_pipeline(config: Mapping) -> PipelineRecord:
    """The pipeline of a new model of ``config`` (its config.json): what a directory without
    pipeline.json runs (:func:`deidkit.model_dirs.pipeline_of`), the model alone at the
    operating point ``config`` records."""
    return PipelineRecord(phi_threshold=_recorded(config))


def _recorded(config: Mapping) -> float | None:
    tagging = config.get("tagging")
    value = tagging.get("phi_threshold") if isinstance(tagging, Mapping) else None
    return None if value is None else float(value)
