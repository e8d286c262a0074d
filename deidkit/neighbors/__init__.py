"""Exact nearest neighbours by cosine over a whole embedding vocabulary (paper section 4).

Modules: :mod:`~deidkit.neighbors.topk` (the exact top-k search kernel, blocked and bounded
in memory), :mod:`~deidkit.neighbors.search` (neighbours of vocabulary words: self and
substring exclusion, the paper's substring statistic), :mod:`~deidkit.neighbors.stage` (the
``embed-neighbors`` stage and its neighbors table).
"""

from deidkit.neighbors.search import check_neighbor_count, neighbor_rows, substring_rate
from deidkit.neighbors.stage import (embed_neighbors, neighbors_metadata, neighbors_schema,
                                     phi_words, read_neighbors, stored_n)
from deidkit.neighbors.topk import QUERY_BLOCK, VOCAB_BLOCK, brute_force, topk_cosine

__all__ = ["QUERY_BLOCK", "VOCAB_BLOCK", "brute_force", "check_neighbor_count", "embed_neighbors", "neighbor_rows",
           "neighbors_metadata", "neighbors_schema", "phi_words",
           "read_neighbors", "stored_n", "substring_rate", "topk_cosine"]
