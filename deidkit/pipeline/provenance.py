"""Provenance while tagging: per flat token, which source flagged it as PHI (the taggers'
bits, the recognizer's name, propagation's bit) and which recognizer of what is not PHI
vetoed it, turned into ``tag``'s ``phi_source`` column (its vocabulary:
:mod:`deidkit.phi_source`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from deidkit.phi_source import (ENSEMBLE, MODEL, PROPAGATION, RECOGNIZER, SEPARATOR,
                                SOURCE_COLUMN, UNCASED, VETO)

__all__ = ["SOURCE_COLUMN", "Provenance", "MODEL_BIT", "ENSEMBLE_BIT", "UNCASED_BIT",
           "PROPAGATION_BIT", "TAGGER_BITS"]

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
        return cls(np.array(bits, np.uint8), np.full(n, None, object), np.full(n, None, object))

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
    """A token's value, built in :func:`deidkit.phi_source.ordered`'s order."""
    names = [name for bit, name in _BITS if bits & bit]
    if recognizer is not None:
        names.append(RECOGNIZER + recognizer)
    if bits & PROPAGATION_BIT:
        names.append(PROPAGATION)
    if veto is not None:
        names.append(VETO + veto)
    return SEPARATOR.join(names)
