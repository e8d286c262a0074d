"""Neighbours of vocabulary words: the exact top N of each query word (:mod:`.topk`), with
the word itself excluded on request and, for the paper's substring statistic, neighbours
that contain their query word dropped or counted."""

from __future__ import annotations

from typing import Iterator

import numpy as np

from deidkit.embeddings import Embeddings
from deidkit.errors import ConfigError
from deidkit.neighbors.topk import QUERY_BLOCK, VOCAB_BLOCK, topk_cosine


def check_neighbor_count(n: int, emb: Embeddings, *, exclude_self: bool) -> None:
    """The one rule for the paper's N: between 1 and the candidate words of the embeddings
    (the vocabulary, less the word itself when it may not be its own neighbour)."""
    limit = len(emb.words) - (1 if exclude_self else 0)
    if not 1 <= n <= limit:
        raise ConfigError(f"-n {n} exceeds the {limit} candidate words of embeddings "
                          f"'{emb.name}'" + (" (the word itself excluded)" if exclude_self else ""))


def neighbor_rows(emb: Embeddings, rows: np.ndarray, n: int, *, exclude_self: bool = False,
                  no_substrings: bool = False, query_block: int = QUERY_BLOCK,
                  vocab_block: int = VOCAB_BLOCK) -> Iterator[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Yield ``(query_rows, neighbor_rows, similarities)`` blocks for vocabulary ``rows``.

    neighbor_rows: shape (B, n) int64, similarities (B, n) float32, best first. With
    ``exclude_self`` a word is not its own neighbour. With ``no_substrings`` neighbours that
    contain the query word as a substring are dropped (and the list refilled from further
    down), so that e.g. "smithson" cannot stand in for "smith".
    """
    rows = np.asarray(rows, dtype=np.int64)
    unit = emb.unit()
    check_neighbor_count(n, emb, exclude_self=exclude_self)
    for lo in range(0, len(rows), query_block):
        q_rows = rows[lo:lo + query_block]
        yield (q_rows, *_block_neighbors(emb, unit, q_rows, n, exclude_self, no_substrings,
                                         vocab_block))


def _block_neighbors(emb, unit, q_rows, n, exclude_self, no_substrings, vocab_block):
    v = unit.shape[0]
    fetch = n + (1 if exclude_self else 0)
    if no_substrings:
        fetch = min(v, 2 * fetch)
    out_idx = np.empty((len(q_rows), n), dtype=np.int64)
    out_sim = np.empty((len(q_rows), n), dtype=np.float32)
    pending = np.arange(len(q_rows))
    while len(pending):
        idx, sims = topk_cosine(unit[q_rows[pending]], unit, fetch, vocab_block=vocab_block)
        short = []
        for j, (i_row, s_row) in enumerate(zip(idx, sims)):
            keep = np.ones(fetch, dtype=bool)
            q = q_rows[pending[j]]
            if exclude_self:
                keep &= i_row != q
            if no_substrings:
                word = emb.words[q]
                keep &= np.fromiter((i == q or word not in emb.words[i] for i in i_row),
                                    dtype=bool, count=fetch)
            if keep.sum() < n and fetch < v:
                short.append(pending[j])
                continue
            sel = np.flatnonzero(keep)[:n]
            if len(sel) < n:  # the whole vocabulary is too small: cannot happen unless tiny
                raise ValueError(f"fewer than {n} admissible neighbours in a vocabulary of {v}")
            out_idx[pending[j]] = i_row[sel]
            out_sim[pending[j]] = s_row[sel]
        pending = np.array(short, dtype=np.int64)
        fetch = min(v, 2 * fetch)
    return out_idx, out_sim


def substring_rate(emb: Embeddings, q_rows: np.ndarray, nbr_rows: np.ndarray) -> tuple[int, int]:
    """(neighbours containing their query word as a substring, neighbours counted).

    The paper's statistic (7.37 per 100 for FastText, 0.44 for GloVe on i2b2 PHI). A word
    is not counted as its own neighbour.
    """
    words = emb.words
    hits = total = 0
    for q, row in zip(q_rows.tolist(), nbr_rows.tolist()):
        w = words[q]
        for r in row:
            if r == q:
                continue
            total += 1
            if w in words[r]:
                hits += 1
    return hits, total
