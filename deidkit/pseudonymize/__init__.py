"""Automatic pseudonymization (paper section 4), failing closed.

Every PHI token (label other than ``O``) is replaced by a uniformly random word among the N
nearest neighbours of its word in an embedding space (itself included, as in the paper,
unless ``exclude_self``); then sentences are shuffled across documents.

* Casing: the replacement takes the casing pattern of the token it replaces (GloVe is
  lower-case; "Smith" -> "jones" becomes "Jones"), so the casing feature is unchanged
  (:func:`deidkit.casing.transfer_casing`).
* Punctuation-only tokens (no letter, no digit) keep their text.
* Fail closed: a PHI token the embeddings (or the neighbours table) do not know is replaced
  by a random string of the same shape (letters by random letters of the same case, digits
  by digits, other characters kept), never left in place, and never equal to the original.
* Coherent mode: within a document, the same word always gets the same replacement.
* Randomness is counter-based (:mod:`deidkit.hashing`: a splitmix64 hash of the seed and the
  token's position in the input, or of the seed, document and word in coherent mode), so
  the output does not depend on how the input happens to be cut into record batches.
* Shuffling keeps memory bounded and does not depend on the budget: each sentence gets a
  seeded random key from its position; below ``memory_budget`` bytes the sentences are
  sorted by key in memory, beyond it they go to ``SPILL_BUCKETS`` temporary Arrow files by
  key range, each sorted on the way out: the same order, the same file.
* Because a document id or an offset would re-link shuffled sentences, the output drops
  ``starts``/``ends`` and sets ``doc_id`` to ``"pseudonymized"`` and ``sentence`` to the row's
  position in the output, unless ``keep_ids``.

Modules: :mod:`~deidkit.pseudonymize.sources` (where the neighbours come from),
:mod:`~deidkit.pseudonymize.kernel` (one batch, vectorised),
:mod:`~deidkit.pseudonymize.shuffle` (the bounded-memory shuffle),
:mod:`~deidkit.pseudonymize.surrogates` (the ``surrogate`` strategy),
:mod:`~deidkit.pseudonymize.stage` (the stage that ties them together).
"""

from deidkit.pseudonymize.kernel import pseudonymize_batch
from deidkit.pseudonymize.shuffle import DEFAULT_MEMORY_BUDGET, SPILL_BUCKETS, Shuffler
from deidkit.pseudonymize.sources import (EmbeddingNeighbors, NeighborSource, TableNeighbors,
                                          open_neighbor_source)
from deidkit.pseudonymize.stage import (PSEUDO_DOC_ID, STRATEGIES, check_batch, output_schema,
                                        pseudonymize, without_ids)
from deidkit.pseudonymize.stats import PseudonymizeStats

__all__ = ["DEFAULT_MEMORY_BUDGET", "EmbeddingNeighbors", "NeighborSource", "PSEUDO_DOC_ID",
           "PseudonymizeStats", "SPILL_BUCKETS", "STRATEGIES", "Shuffler", "TableNeighbors",
           "check_batch", "open_neighbor_source", "output_schema", "pseudonymize",
           "pseudonymize_batch", "without_ids"]
