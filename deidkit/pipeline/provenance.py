"""Provenance: per token, every source that flagged it as PHI and any recognizer of what is
not PHI that vetoed it: ``tag``'s ``phi_source`` column (docs/data-contract.md).

The sources, in the order a token's value lists them:

* ``model``: the tagger (with an ensemble, the first member alone at the pair's threshold);
* ``ensemble``: the ensemble's second member alone at the pair's threshold;
* ``uncased``: the tagger of sentences without casing (on those sentences only);
* ``recognizer:NAME``: the recognizer NAME (:data:`deidkit.recognizers.REGISTRY`);
* ``propagation``: propagation within documents (or patients) or across the corpus, on a
  token no earlier source had made PHI;
* ``veto:NAME``: a recognizer of what is not PHI (``codes``, ``contraction``, ``units``,
  ``scores``, ``times``) that found the token, which a source above had flagged: the token
  is ``O`` in ``predicted``.

One value per token, the sources joined by ``|`` (``model|recognizer:date``), empty where
no source flagged the token: a ``list<string>`` beside ``predicted``, which pyarrow, Spark
(``split(s, '[|]')``) and Ray read as they read ``predicted``. A token flagged by a member
of an ensemble alone may still be ``O``: the members' mean fell below the pair's threshold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import numpy as np
import pyarrow as pa

#: The column ``tag`` writes.
SOURCE_COLUMN = "phi_source"
#: Between two sources of one token.
SEPARATOR = "|"
MODEL, ENSEMBLE, UNCASED, PROPAGATION = "model", "ensemble", "uncased", "propagation"
RECOGNIZER, VETO = "recognizer:", "veto:"

#: Bits of :attr:`Provenance.bits`, one per source without a name.
MODEL_BIT, ENSEMBLE_BIT, UNCASED_BIT, PROPAGATION_BIT = 1, 2, 4, 8
#: The taggers' bits: what a veto overrules.
TAGGER_BITS = MODEL_BIT | ENSEMBLE_BIT | UNCASED_BIT
_BITS = ((MODEL_BIT, MODEL), (ENSEMBLE_BIT, ENSEMBLE), (UNCASED_BIT, UNCASED))


@dataclass
class Provenance:
    """Per flat token: ``bits`` of the unnamed sources, the ``recognizers`` that flagged it
    (a name or None: one at most, as recognizers claim characters in turn) and the
    ``vetoes`` (a not-PHI recognizer's name or None)."""

    bits: np.ndarray         # shape: (num_tokens,), uint8
    recognizers: np.ndarray  # shape: (num_tokens,), object: str or None
    vetoes: np.ndarray       # shape: (num_tokens,), object: str or None

    @classmethod
    def of_taggers(cls, bits: np.ndarray) -> "Provenance":
        n = len(bits)
        return cls(np.asarray(bits, np.uint8), np.full(n, None, object), np.full(n, None, object))

    def values(self) -> np.ndarray:
        """The ``phi_source`` value of each token (shape: (num_tokens,), object: str)."""
        out = np.full(len(self.bits), "", dtype=object)
        named = (self.recognizers != None) | (self.vetoes != None)  # noqa: E711
        cache: dict[tuple, str] = {}
        for i in np.flatnonzero((self.bits != 0) | named).tolist():
            key = (int(self.bits[i]), self.recognizers[i], self.vetoes[i])
            value = cache.get(key)
            if value is None:
                value = cache[key] = _joined(*key)
            out[i] = value
        return out

    def column(self, offsets: np.ndarray, null_rows: np.ndarray) -> pa.ListArray:
        """The ``phi_source`` column of sentences starting at ``offsets`` (null where
        ``null_rows``, as ``predicted``)."""
        values = pa.array(self.values(), pa.string())
        mask = pa.array(null_rows) if null_rows.any() else None
        return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                        mask=mask)


def _joined(bits: int, recognizer: str | None, veto: str | None) -> str:
    names = [name for bit, name in _BITS if bits & bit]
    if recognizer is not None:
        names.append(RECOGNIZER + recognizer)
    if bits & PROPAGATION_BIT:
        names.append(PROPAGATION)
    if veto is not None:
        names.append(VETO + veto)
    return SEPARATOR.join(names)


def sources(value: str | None) -> list[str]:
    """The sources of one ``phi_source`` value (empty or null: none)."""
    return value.split(SEPARATOR) if value else []


def _rank(source: str) -> tuple[int, str]:
    order = {MODEL: 0, ENSEMBLE: 1, UNCASED: 2, PROPAGATION: 4}
    if source in order:
        return order[source], ""
    return (3 if source.startswith(RECOGNIZER) else 5 if source.startswith(VETO) else 6), source


def ordered(names: Iterable[str]) -> list[str]:
    """Distinct sources in the order a ``phi_source`` value lists them."""
    return sorted(set(names), key=_rank)


def with_sources(value: str | None, *added: str) -> str:
    """A ``phi_source`` value with ``added`` sources among its own, in order."""
    return SEPARATOR.join(ordered([*sources(value), *added]))
