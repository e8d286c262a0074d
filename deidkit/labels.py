"""IOB2 labels over the i2b2 TYPEs: parsing, spans, the HIPAA subset and the tagger's label sets.

One home for everything that reads an IOB2 label (``O``, ``B-TYPE``, ``I-TYPE``):

* :func:`split_label` parses one label;
* :func:`iob2_spans` assembles spans from a label sequence with the rule every stage uses
  (``evaluate``, ``export``, the surrogates of ``pseudonymize``): ``O`` closes a span,
  ``I-X`` continues only an open X, anything else (``B-X``, a stray ``I-X``) opens one;
  spans never continue across a sentence start;
* :data:`HIPAA_REGEXES` / :func:`is_hipaa` are the HIPAA subset as the official i2b2 2014
  script defines it (its regexes, verbatim); :data:`HIPAA_TYPES` is derived from them;
* :func:`map_label` / :func:`label_set` are a tagger's label options:
  default (the labels as they are), ``binary`` (every PHI TYPE becomes :data:`BINARY_TYPE`,
  ``B-PHI``/``I-PHI``), ``hipaa_only`` (PHI outside the HIPAA subset becomes ``O``; IDNUM is
  *not* HIPAA, see below). Both options combine. A model's label set is ``O`` followed by the
  B-/I- labels of every TYPE seen in its training and validation data, sorted, so it is
  stored in config.json and never depends on the order of the data.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Container, Iterable, Sequence

import numpy as np

from deidkit.corpus.i2b2 import TYPE_CATEGORY
from deidkit.schemas import OUTSIDE

#: The TYPE of a binary model's labels (``B-PHI``) and tags (``<PHI TYPE="PHI">``).
BINARY_TYPE = "PHI"

#: (tag name, TYPE) regexes of the official HIPAA subset, verbatim, IDNUM quirk included:
#: the official IDNUM regex has a trailing space and never matches, so IDNUM is not HIPAA
#: unless asked for (``idnum_hipaa``, ``deidkit evaluate --idnum-hipaa``).
HIPAA_REGEXES: tuple[tuple[re.Pattern, re.Pattern], ...] = tuple(
    (re.compile(n), re.compile(t)) for n, t in (
        ("NAME", "PATIENT"), ("LOCATION", "CITY"), ("LOCATION", "STREET"), ("LOCATION", "ZIP"),
        ("LOCATION", "ORGANIZATION"), ("DATE", ".*"), ("CONTACT", "PHONE"), ("CONTACT", "FAX"),
        ("CONTACT", "EMAIL"), ("ID", "SSN"), ("ID", "MEDICALRECORD"), ("ID", "HEALTHPLAN"),
        ("ID", "ACCOUNT"), ("ID", "LICENSE"), ("ID", "VEHICLE"), ("ID", "DEVICE"), ("ID", "BIOID"),
        ("ID", "IDNUM "), ("AGE", ".*")))
_IDNUM_FIXED = (re.compile("ID"), re.compile("IDNUM"))


def is_hipaa(name: str, type_: str, *, idnum_hipaa: bool = False) -> bool:
    """Whether a tag (tag name, TYPE) is in the HIPAA subset, by the official regexes
    (``re.match``: anchored at the start, case-sensitive)."""
    pairs = HIPAA_REGEXES + ((_IDNUM_FIXED,) if idnum_hipaa else ())
    return any(n.match(name) and t.match(type_) for n, t in pairs)


#: TYPEs of the HIPAA subset (docs/data-contract.md, "Evaluation"), as the official script
#: counts them: IDNUM excluded.
HIPAA_TYPES = frozenset(t for t, name in TYPE_CATEGORY.items() if is_hipaa(name, t))


def tag_name(type_: str) -> str:
    """The tag name (i2b2 category) of a TYPE; a binary model's ``PHI`` stays ``PHI``."""
    return TYPE_CATEGORY.get(type_, BINARY_TYPE)


class LabelError(ValueError):
    """A label that is not IOB2, or (when TYPEs are checked) of an unknown TYPE.

    ``index`` is the label's position in the sequence given to :func:`iob2_spans`."""

    def __init__(self, message: str, *, label: str, index: int = -1, unknown_type: bool = False):
        super().__init__(message)
        self.label = label
        self.index = index
        self.unknown_type = unknown_type


def split_label(label: str) -> tuple[str, str | None]:
    """``("B", "PATIENT")`` for ``B-PATIENT``; ``("O", None)`` for ``O``. ValueError otherwise."""
    if label == OUTSIDE:
        return OUTSIDE, None
    if isinstance(label, str) and len(label) > 2 and label[1] == "-" and label[0] in "BI":
        return label[0], label[2:]
    raise LabelError(f"not an IOB2 label: {label!r} (expected O, B-TYPE or I-TYPE)",
                     label=label)


def _lenient(label: str) -> tuple[str, str]:
    # A label that is not IOB2 opens a span of the TYPE after its dash (or of the label
    # itself): PHI however it is spelt, so that nothing labelled passes through unreplaced.
    prefix, _, type_ = label.partition("-")
    return (prefix, type_) if type_ else ("B", label)


@dataclass
class Span:
    """Labels ``start`` to ``end`` (exclusive) of a sequence form one span of ``type``."""

    type: str
    start: int
    end: int


def iob2_spans(labels: Sequence[str | None], *, sentence_starts: Iterable[int] = (),
               types: Container[str] | None = None, lenient: bool = False) -> list[Span]:
    """The spans of an IOB2 label sequence (``O`` closes, ``I-X`` continues only an open X,
    anything else opens), none continuing across an index of ``sentence_starts``.

    Labels that are not IOB2 raise :class:`LabelError` (its ``index`` names the first),
    as do labels of a TYPE outside ``types`` when given; ``lenient`` instead reads a label
    without a ``B-``/``I-`` prefix as opening a span of that label, and ``None`` as ``O``.
    Only labels other than ``O`` are visited in Python (``labels`` may be a numpy array).
    """
    array = np.asarray(labels, dtype=object)
    if not len(array):
        return []
    phi = np.flatnonzero(array != OUTSIDE)
    breaks = set(sentence_starts)
    parsed: dict[str, tuple[str, str | None]] = {}
    out: list[Span] = []
    open_type = None
    prev = -2
    for index in phi.tolist():
        label = array[index]
        if label is None and lenient:
            open_type = None
            continue
        info = parsed.get(label)
        if info is None:
            info = parsed[label] = _parse(label, index, types=types, lenient=lenient)
        prefix, type_ = info
        if prefix == "I" and index == prev + 1 and open_type == type_ and index not in breaks:
            out[-1].end = index + 1
        else:
            out.append(Span(type_, index, index + 1))
        open_type, prev = type_, index
    return out


def _parse(label, index: int, *, types, lenient: bool) -> tuple[str, str]:
    if lenient:
        return _lenient(label)
    try:
        prefix, type_ = split_label(label)
    except LabelError as exc:
        exc.index = index
        raise
    if types is not None and type_ not in types:
        raise LabelError(f"unknown TYPE {type_!r} in label {label!r}", label=label, index=index,
                         unknown_type=True)
    return prefix, type_


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
