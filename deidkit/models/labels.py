"""The tagger's label sets: IOB2 over i2b2 TYPEs, optionally binary and/or HIPAA-only.

* default: the labels as they are (``B-PATIENT``, ``I-DATE``, ``O``);
* ``binary``: every PHI TYPE becomes ``PHI`` (``B-PHI``, ``I-PHI``);
* ``hipaa_only``: PHI outside the HIPAA subset (docs/data-contract.md, the official i2b2 2014 script's
  regexes, so IDNUM is *not* HIPAA) becomes ``O``. Both options combine.

The label set of a model is ``O`` followed by the B-/I- labels of every TYPE seen in its
training and validation data, sorted, so it is stored in config.json and never depends on
the order of the data.
"""

from __future__ import annotations

from typing import Iterable

from deidkit.schemas import OUTSIDE

#: TYPEs of the HIPAA subset (docs/data-contract.md, "Evaluation"); IDNUM is excluded as by
#: the official script, whose IDNUM regex has a trailing space and never matches.
HIPAA_TYPES = frozenset({
    "PATIENT",
    "CITY", "STREET", "ZIP", "ORGANIZATION",
    "DATE",
    "PHONE", "FAX", "EMAIL",
    "SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE", "BIOID",
    "AGE",
})

BINARY_TYPE = "PHI"


def split_label(label: str) -> tuple[str, str | None]:
    """``("B", "PATIENT")`` for ``B-PATIENT``; ``("O", None)`` for ``O``. ValueError otherwise."""
    if label == OUTSIDE:
        return OUTSIDE, None
    if len(label) > 2 and label[1] == "-" and label[0] in "BI":
        return label[0], label[2:]
    raise ValueError(f"not an IOB2 label: {label!r} (expected O, B-TYPE or I-TYPE)")


def map_label(label: str, *, binary: bool = False, hipaa_only: bool = False) -> str:
    """The training label of a gold label under the model's label options."""
    prefix, type_ = split_label(label)
    if type_ is None:
        return OUTSIDE
    if hipaa_only and type_ not in HIPAA_TYPES:
        return OUTSIDE
    if binary:
        type_ = BINARY_TYPE
    return f"{prefix}-{type_}"


def label_set(labels: Iterable[str]) -> list[str]:
    """``O`` then the B-/I- labels of every TYPE among ``labels`` (already mapped), sorted."""
    types = sorted({t for t in (split_label(lab)[1] for lab in labels) if t is not None})
    return [OUTSIDE] + [f"{p}-{t}" for t in types for p in "BI"]
