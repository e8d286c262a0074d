"""Real and fake sentence pairs for the adversaries (Friedrich et al. 2019, section 5).

A fake pair is the same sentence with **exactly one PHI token moved to one of its N nearest
neighbours** in the embedding space (cosine, the word itself excluded: a fake must differ);
N is the privacy level (``-n``). Every sentence with at least one movable PHI token (a PHI
label and a word the embeddings know) yields one real and one fake example, so the two
classes are balanced and share every sentence-level feature: only the moved token tells them
apart, which is exactly what the representation must hide.

Everything works on embedding rows (:mod:`deidkit.batching`'s flat encoding), so building the
pairs of an epoch is a few numpy operations, seeded by a ``numpy.random.Generator``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from typing import TYPE_CHECKING

from deidkit.batching import EncodedSentences, list_offsets
from deidkit.schemas import OUTSIDE

if TYPE_CHECKING:
    from deidkit.embeddings import Embeddings

def phi_flags(labels: pa.Array | pa.ChunkedArray) -> np.ndarray:
    """True for every token whose label is not ``O`` (flat, in token order). shape: (num_tokens,)

    A null label list counts as empty, so callers check the count against the tokens.
    """
    _, flat = list_offsets(labels)
    if len(flat) == 0:
        return np.zeros(0, dtype=bool)
    return pc.fill_null(pc.not_equal(flat, OUTSIDE), False).to_numpy(zero_copy_only=False)


@dataclass(frozen=True)
class NeighbourTable:
    """The N nearest embedding rows of some query rows, best first, the row itself excluded."""

    keys: np.ndarray        # shape: (Q,), sorted query rows
    neighbours: np.ndarray  # shape: (Q, N), int64 rows

    @property
    def n(self) -> int:
        return int(self.neighbours.shape[1])

    def rows_of(self, rows: np.ndarray) -> np.ndarray:
        """Neighbour rows of each of ``rows`` (each must be a key). shape: (len(rows), N)"""
        at = np.searchsorted(self.keys, rows)
        if len(rows) and (at.max(initial=0) >= len(self.keys) or not np.array_equal(self.keys[at], rows)):
            raise KeyError("rows without neighbours in the table")
        return self.neighbours[at]


def nearest_neighbours(emb: "Embeddings", rows: np.ndarray, n: int) -> NeighbourTable:
    """Exact N nearest vocabulary rows by cosine of each query row, the row itself excluded,
    ties broken by the lower row: :func:`deidkit.neighbors.neighbor_rows` (blocked, bounded
    memory), the search ``embed-neighbors`` and ``pseudonymize`` use."""
    from deidkit.neighbors import check_neighbor_count, neighbor_rows

    check_neighbor_count(n, emb, exclude_self=True)
    keys = np.unique(np.asarray(rows, dtype=np.int64))
    out = np.empty((len(keys), n), dtype=np.int64)
    done = 0
    for q, nbr, _ in neighbor_rows(emb, keys, n, exclude_self=True):
        out[done:done + len(q)] = nbr
        done += len(q)
    return NeighbourTable(keys=keys, neighbours=out)


def movable_positions(encoded: EncodedSentences, phi: np.ndarray, unk_index: int) -> np.ndarray:
    """Flat positions of PHI tokens whose word has a vector (UNK cannot be moved)."""
    if len(phi) != len(encoded.word_ids):
        raise ValueError(f"{len(phi)} PHI flags for {len(encoded.word_ids)} tokens")
    return np.flatnonzero(phi & (encoded.word_ids != unk_index) & (encoded.word_ids >= 0))


@dataclass(frozen=True)
class PairSet:
    """One fake twin per eligible sentence: ``rows`` index the sentences of ``original``;
    ``fake`` is ``original`` with one PHI token of each of those sentences moved."""

    original: EncodedSentences
    fake: EncodedSentences
    rows: np.ndarray        # shape: (P,), sentences with a fake twin
    positions: np.ndarray   # shape: (P,), flat token position moved in each

    def __len__(self) -> int:
        return len(self.rows)


def eligible_sentences(encoded: EncodedSentences, movable: np.ndarray) -> np.ndarray:
    """Sentences holding at least one movable PHI token. shape: (S,), sorted."""
    owner = np.searchsorted(encoded.offsets, movable, side="right") - 1
    return np.unique(owner)


def build_pairs(encoded: EncodedSentences, movable: np.ndarray, table: NeighbourTable,
                rng: np.random.Generator, rows: np.ndarray | None = None) -> PairSet:
    """Move exactly one PHI token (uniform among a sentence's movable ones) of each sentence
    in ``rows`` (default: every eligible sentence) to a uniform one of its N neighbours."""
    owner = np.searchsorted(encoded.offsets, movable, side="right") - 1  # shape: (M,)
    if rows is None:
        rows = np.unique(owner)
    rows = np.asarray(rows, dtype=np.int64)
    # For each wanted sentence, the range of its movable positions within `movable` (sorted).
    lo = np.searchsorted(owner, rows, side="left")
    hi = np.searchsorted(owner, rows, side="right")
    if np.any(hi <= lo):
        raise ValueError("some sentences have no movable PHI token")
    pick = lo + (rng.random(len(rows)) * (hi - lo)).astype(np.int64)
    pick = np.minimum(pick, hi - 1)
    positions = movable[pick]
    words = encoded.word_ids[positions]
    choices = table.rows_of(words)  # shape: (P, N)
    which = rng.integers(0, table.n, size=len(rows))
    fake_ids = encoded.word_ids.copy()
    fake_ids[positions] = choices[np.arange(len(rows)), which]
    fake = EncodedSentences(word_ids=fake_ids, casing=encoded.casing, offsets=encoded.offsets,
                            label_ids=encoded.label_ids, pad_index=encoded.pad_index)
    return PairSet(original=encoded, fake=fake, rows=rows, positions=positions)


def pseudonymize_rows(encoded: EncodedSentences, movable: np.ndarray, table: NeighbourTable,
                      rng: np.random.Generator) -> EncodedSentences:
    """Every movable PHI token replaced by a uniform choice among its N nearest neighbours,
    itself included (the paper's pseudonymization, section 4), in embedding-row space: what an
    adversary on embeddings sees of a pseudonymized sentence. ``table`` holds the N nearest
    *other* words; the word itself takes the place of the N-th."""
    words = encoded.word_ids[movable]
    with_self = np.concatenate([words[:, None], table.rows_of(words)[:, :table.n - 1]], axis=1)
    which = rng.integers(0, table.n, size=len(movable))
    ids = encoded.word_ids.copy()
    ids[movable] = with_self[np.arange(len(movable)), which]
    return EncodedSentences(word_ids=ids, casing=encoded.casing, offsets=encoded.offsets,
                            label_ids=encoded.label_ids, pad_index=encoded.pad_index)
