"""Where the neighbors strategy's replacements come from: a word's N candidate words.

:class:`EmbeddingNeighbors` searches the embeddings on the fly (exact top N by cosine, cached
per word); :class:`TableNeighbors` reads them from a neighbors table written by
``deidkit embed-neighbors``. Both resolve tokens with the embeddings' fallback chain.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.embeddings import Embeddings
from deidkit.errors import ConfigError
from deidkit.neighbors.search import neighbor_rows


class NeighborSource:
    """Maps tokens to keys and keys to their N candidate replacements.

    ``keys(tokens)``: int64 key per distinct token (-1 unknown); ``candidates(keys)``: an
    int64 (len(keys), n) matrix of ids into ``words``.
    """

    words: list[str]
    n: int

    def keys(self, tokens: pa.Array) -> np.ndarray:
        raise NotImplementedError

    def candidates(self, keys: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    @property
    def pattern_cache(self) -> dict[str, int]:
        """Casing pattern per distinct token seen (tokens repeat across batches)."""
        cache = getattr(self, "_pattern_cache", None)
        if cache is None:
            cache = self._pattern_cache = {}
        return cache

    def words_arrow(self) -> pa.Array:
        """``words`` as an Arrow string array (built once)."""
        cached = getattr(self, "_words_arrow", None)
        if cached is None:
            cached = self._words_arrow = pa.array(self.words, pa.string())
        return cached


class EmbeddingNeighbors(NeighborSource):
    """Neighbours computed on the fly (and cached) for the PHI words met so far."""

    def __init__(self, emb: Embeddings, n: int, *, exclude_self: bool = False):
        from deidkit.neighbors import check_neighbor_count

        check_neighbor_count(n, emb, exclude_self=exclude_self)
        self.emb = emb
        self.words = emb.words
        self.n = n
        self.exclude_self = exclude_self
        self._slot = np.full(len(emb.words), -1, dtype=np.int64)
        self._table = np.empty((0, n), dtype=np.int64)

    def keys(self, tokens: pa.Array) -> np.ndarray:
        return self.emb.lookup_many(tokens)

    def candidates(self, keys: np.ndarray) -> np.ndarray:
        new = np.unique(keys[self._slot[keys] < 0])
        if len(new):
            blocks = [nbr for _, nbr, _ in neighbor_rows(self.emb, new, self.n,
                                                         exclude_self=self.exclude_self)]
            self._slot[new] = np.arange(len(self._table), len(self._table) + len(new))
            self._table = np.concatenate([self._table, *blocks])
        return self._table[self._slot[keys]]


class TableNeighbors(NeighborSource):
    """Neighbours read from a neighbors table (``deidkit embed-neighbors`` output).

    Tokens are resolved against the table's words with the same fallback chain as the
    embeddings (exact, lower-case, stripped, digits to 0).
    """

    def __init__(self, table: pa.Table, n: int, *, exclude_self: bool = False, source: str = ""):
        words = table.column("word").to_pylist()
        lists = table.column("neighbors").combine_chunks()
        lengths = pc.list_value_length(lists).to_numpy(zero_copy_only=False)
        need = n + (1 if exclude_self else 0)
        short = np.flatnonzero(np.nan_to_num(lengths.astype(float), nan=0) < n)
        if len(words) and len(short):
            raise ConfigError(f"-n {n} but the neighbour list of row {int(short[0])} has only "
                              f"{int(np.nan_to_num(lengths[short[0]]))} entries: compute the "
                              f"table with -n {need} or more", source=source or None)
        flat = lists.flatten()
        encoded = pc.dictionary_encode(pa.concat_arrays([pa.array(words, pa.string()), flat])
                                       if len(words) else flat)
        self.words = encoded.dictionary.to_pylist()
        codes = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
        self_ids, nbr_ids = codes[:len(words)], codes[len(words):]
        offsets = lists.offsets.to_numpy()
        offsets = offsets - offsets[0]
        table_ids = np.empty((len(words), n), dtype=np.int64)
        for i in range(len(words)):
            row = nbr_ids[offsets[i]:offsets[i + 1]]
            if exclude_self:
                row = row[row != self_ids[i]]
                if len(row) < n:
                    raise ConfigError(f"--exclude-self -n {n}: the neighbour list of row {i} "
                                      f"has only {len(row)} entries besides the word itself: "
                                      f"compute the table with -n {need} or more",
                                      source=source or None)
            table_ids[i] = row[:n]
        self._table = table_ids
        self.n = n
        # The fallback chain of the embeddings, over the table's words (no vectors needed).
        self._lookup = Embeddings(source or "neighbors", words, np.zeros((len(words), 0), np.float32))

    def keys(self, tokens: pa.Array) -> np.ndarray:
        return self._lookup.lookup_many(tokens)

    def candidates(self, keys: np.ndarray) -> np.ndarray:
        return self._table[keys]


def open_neighbor_source(n: int, *, table_path=None, embeddings=None,
                         exclude_self: bool = False) -> tuple[NeighborSource, pa.Schema | None, str]:
    """The neighbour source of ``pseudonymize``: a neighbors table (``table_path``, from
    ``deidkit embed-neighbors``) or else the ``embeddings`` searched on the fly.

    Returns (source, the table's schema or None, the embeddings' name). ConfigError when the
    table holds fewer than ``n`` neighbours per word.
    """
    if table_path:
        from deidkit import schemas
        from deidkit.neighbors import read_neighbors, stored_n

        table, schema = read_neighbors(table_path)
        stored = stored_n(schema)
        if stored is not None and n > stored:
            raise ConfigError(f"-n {n} but {table_path} holds {stored} neighbours per word: "
                              f"recompute it with embed-neighbors -n "
                              f"{n + (1 if exclude_self else 0)}")
        return (TableNeighbors(table, n, exclude_self=exclude_self, source=str(table_path)),
                schema, schemas.metadata_value(schema, "deidkit.embeddings") or "")
    from deidkit.embeddings import load_embeddings

    emb = load_embeddings(embeddings)
    return EmbeddingNeighbors(emb, n, exclude_self=exclude_self), None, emb.name
