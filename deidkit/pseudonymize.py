"""Automatic pseudonymization (paper section 4), failing closed.

Every PHI token (label other than ``O``) is replaced by a uniformly random word among the N
nearest neighbours of its word in an embedding space (itself included, as in the paper,
unless ``exclude_self``); then sentences are shuffled across documents.

* Casing: the replacement takes the casing pattern of the token it replaces (GloVe is
  lower-case; "Smith" -> "jones" becomes "Jones"), so the casing feature is unchanged.
* Punctuation-only tokens (no letter, no digit) keep their text.
* Fail closed: a PHI token the embeddings (or the neighbour table) do not know is replaced by
  a random string of the same shape (letters by random letters of the same case, digits by
  digits, other characters kept), never left in place, and never equal to the original.
* Coherent mode: within a document, the same word always gets the same replacement.
* Randomness is counter-based (a splitmix64 hash of the seed and the token's position in the
  input, or of the seed, document and word in coherent mode), so the output does not depend
  on how the input happens to be cut into record batches.
* Shuffling keeps memory bounded: below ``memory_budget`` bytes the sentences are permuted in
  memory; beyond it every sentence goes to one of ``SPILL_BUCKETS`` temporary Arrow files
  chosen at random, and each bucket is then permuted in memory (a uniform permutation, the
  classic two-pass shuffle).
* Because a document id or an offset would re-link shuffled sentences, the output drops
  ``starts``/``ends`` and sets ``doc_id`` to ``"pseudonymized"`` and ``sentence`` to the row's
  position in the output, unless ``keep_ids``.

The vectorised path maps each distinct token once (lookup, casing pattern); the draws,
the casing transfer and the assembly are numpy/Arrow kernels, with no Python per token.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from typing import Iterable, Iterator

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.embeddings import Embeddings
from deidkit.errors import ConfigError, DataError

#: The doc_id of every output sentence unless keep_ids (a constant carries no link).
PSEUDO_DOC_ID = "pseudonymized"
#: Temporary bucket files once the corpus exceeds the memory budget.
SPILL_BUCKETS = 64
DEFAULT_MEMORY_BUDGET = 1 << 30
OUTPUT_BATCH_ROWS = 4096

_PUNCT_ONLY = r"^[^\p{L}\p{N}]*$"
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = "abcdefghijklmnopqrstuvwxyz"
_DIGITS = "0123456789"


@dataclass
class PseudonymizeStats:
    sentences: int = 0
    tokens: int = 0
    phi_tokens: int = 0
    replaced: int = 0          # PHI tokens whose text changed
    kept_by_chance: int = 0    # PHI tokens that drew themselves (self is among the N)
    unknown: int = 0           # PHI tokens unknown to the embeddings: same-shape string
    punctuation: int = 0       # PHI tokens of punctuation only, kept
    shuffled: bool = False
    spilled_buckets: int = 0
    entities: int = 0          # surrogate strategy: PHI entities replaced
    extra: dict = field(default_factory=dict)


# ---------------------------------------------------------------------------------------
# Counter-based randomness

_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def splitmix64(x: np.ndarray) -> np.ndarray:
    """The splitmix64 finaliser of uint64 ``x`` (elementwise): a good 64-bit hash."""
    with np.errstate(over="ignore"):
        z = np.asarray(x, dtype=np.uint64) + _GOLDEN
        z = (z ^ (z >> np.uint64(30))) * _M1
        z = (z ^ (z >> np.uint64(27))) * _M2
        return z ^ (z >> np.uint64(31))


def hash_str(seed: int, *parts: str) -> int:
    """A stable 64-bit hash of strings under ``seed`` (Python's hash() is salted per run)."""
    h = hashlib.blake2b(digest_size=8, key=str(seed).encode()[:64])
    for p in parts:
        h.update(p.encode("utf-8", "surrogatepass") + b"\0")
    return int.from_bytes(h.digest(), "little")


def _draws(state: int, count: int) -> list[int]:
    """``count`` pseudo-random uint64 values from one 64-bit state."""
    base = np.uint64(state % (1 << 64))
    with np.errstate(over="ignore"):
        return splitmix64(base + np.arange(1, count + 1, dtype=np.uint64)).tolist()


def same_shape(token: str, state: int) -> str:
    """A random string shaped like ``token``: letters by random letters of the same case,
    digits by digits, other characters kept. Never equal to ``token`` when it has a letter
    or digit (fail closed: a leaked "5" is still a leak)."""
    attempt = 0
    while True:
        draws = _draws(state + attempt * 0x632BE59BD9B4E019, len(token))
        out = []
        for ch, r in zip(token, draws):
            if ch.isdigit():
                out.append(_DIGITS[r % 10])
            elif ch.isalpha():
                out.append((_UPPER if ch.isupper() else _LOWER)[r % 26])
            else:
                out.append(ch)
        text = "".join(out)
        if text != token or not any(c.isalnum() for c in token):
            return text
        attempt += 1


# ---------------------------------------------------------------------------------------
# Casing transfer

def transfer_casing(source: str, word: str) -> str:
    """``word`` in the casing pattern of ``source``.

    all lower -> lower; all upper (2+ cased letters) -> upper; first cased letter upper and
    the rest lower (or a single capital) -> capitalised; no cased letter (digits) -> as is;
    other mixed patterns ("McDonald", "eGFR") -> best effort: capitalised if the first
    cased letter is upper, else letter by letter, the tail following the last letter.
    """
    cased = [c for c in source if c.isupper() or c.islower()]
    if not cased:
        return word
    if all(c.islower() for c in cased):
        return word.lower()
    upper = [c.isupper() for c in cased]
    if all(upper) and len(cased) > 1:
        return word.upper()
    if upper[0] and not any(upper[1:]):
        return _capitalise(word)
    if upper[0]:
        return _capitalise(word)
    out = []
    for i, ch in enumerate(word):
        up = upper[min(i, len(upper) - 1)]
        out.append(ch.upper() if up else ch.lower())
    return "".join(out)


_P_NONE, _P_LOWER, _P_UPPER, _P_TITLE, _P_MIXED = range(5)


def _pattern(source: str) -> int:
    """The casing pattern class of ``source``, as transfer_casing reads it."""
    cased = [c for c in source if c.isupper() or c.islower()]
    if not cased:
        return _P_NONE
    upper = [c.isupper() for c in cased]
    if not any(upper):
        return _P_LOWER
    if all(upper) and len(cased) > 1:
        return _P_UPPER
    if upper[0]:
        # Capital first: capitalised. Exact only if the word starts with a letter,
        # which _capitalise_arrow checks (else Python handles it).
        return _P_TITLE
    return _P_MIXED


def _capitalise_arrow(words: pa.Array) -> pa.Array:
    """_capitalise over an Arrow array (first letter upper, the rest lower)."""
    cap = pc.utf8_capitalize(words)
    starts_alpha = pc.match_substring_regex(words, r"^\p{L}")
    if pc.all(pc.fill_null(starts_alpha, True)).as_py() is not False:
        return cap
    odd = np.flatnonzero(~pc.fill_null(starts_alpha, True).to_numpy(zero_copy_only=False))
    fixed = pa.array([_capitalise(w) for w in words.take(pa.array(odd)).to_pylist()], pa.string())
    mask = np.zeros(len(words), dtype=bool)
    mask[odd] = True
    return pc.replace_with_mask(cap, pa.array(mask), fixed)


def _capitalise(word: str) -> str:
    for i, ch in enumerate(word):
        if ch.isalpha():
            return word[:i] + ch.upper() + word[i + 1:].lower()
    return word.lower()


# ---------------------------------------------------------------------------------------
# Where replacements come from

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
        limit = len(emb.words) - (1 if exclude_self else 0)
        if not 1 <= n <= limit:
            raise ConfigError(f"-n {n} exceeds the {limit} candidate words of embeddings "
                              f"'{emb.name}'")
        self.emb = emb
        self.words = emb.words
        self.n = n
        self.exclude_self = exclude_self
        self._slot = np.full(len(emb.words), -1, dtype=np.int64)
        self._table = np.empty((0, n), dtype=np.int64)

    def keys(self, tokens: pa.Array) -> np.ndarray:
        return self.emb.lookup_many(tokens)

    def candidates(self, keys: np.ndarray) -> np.ndarray:
        from deidkit.neighbors import neighbor_rows

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


# ---------------------------------------------------------------------------------------
# One batch

def check_batch(batch: pa.RecordBatch, label_column: str = "labels",
                source: str | None = None) -> None:
    """DataError for a malformed sentence (:func:`deidkit.tokens_table.check_sentences`),
    or one without the labels that say which tokens are PHI."""
    from deidkit.tokens_table import check_sentences

    hint = ("unlabelled (null labels): pseudonymize needs labels to find PHI; tag it first "
            "and use --labels predicted") if label_column == "labels" else \
        "null predicted list: tag every sentence first"
    check_sentences(batch, source=source, required={label_column: hint})


def _offsets(lists: pa.ListArray) -> np.ndarray:
    lengths = pc.list_value_length(lists).to_numpy(zero_copy_only=False).astype(np.int64)
    out = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=out[1:])
    return out


def pseudonymize_batch(batch: pa.RecordBatch, source: NeighborSource, *, seed: int,
                       position: int, coherent: bool = False, label_column: str = "labels",
                       stats: PseudonymizeStats | None = None) -> pa.RecordBatch:
    """``batch`` with its PHI tokens replaced (neighbors strategy); other columns untouched.

    ``position`` is the index of the batch's first token in the whole input (the counter of
    the non-coherent random draws).
    """
    stats = stats if stats is not None else PseudonymizeStats()
    tokens_col = batch.column("tokens")
    offsets = _offsets(tokens_col)
    flat_tok = tokens_col.flatten()
    flat_lab = batch.column(label_column).flatten()
    n_tok = len(flat_tok)
    stats.sentences += batch.num_rows
    stats.tokens += n_tok
    if n_tok == 0:
        return batch
    phi = pc.fill_null(pc.not_equal(flat_lab, schemas.OUTSIDE), False).to_numpy(zero_copy_only=False)
    n_phi = int(phi.sum())
    stats.phi_tokens += n_phi
    if n_phi == 0:
        return batch
    phi_idx = np.flatnonzero(phi)
    phi_tok = flat_tok.take(pa.array(phi_idx))
    punct = pc.match_substring_regex(phi_tok, _PUNCT_ONLY).to_numpy(zero_copy_only=False)
    stats.punctuation += int(punct.sum())
    tgt_idx = phi_idx[~punct]  # shape: (targets,), positions in flat_tok
    if len(tgt_idx) == 0:
        return batch
    tgt_tok = phi_tok.filter(pa.array(~punct))
    encoded = pc.dictionary_encode(tgt_tok)
    distinct = encoded.dictionary  # distinct target token strings
    codes = encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64)
    distinct_py = distinct.to_pylist()
    keys = source.keys(distinct)  # shape: (distinct,), -1 = unknown
    known_d = keys >= 0
    occ_known = known_d[codes]

    # Document of each target token (coherent mode hashes it with the word).
    if coherent:
        sent_of_tok = np.repeat(np.arange(batch.num_rows), np.diff(offsets))
        doc_enc = pc.dictionary_encode(batch.column("doc_id"))
        doc_hash = np.array([hash_str(seed, "doc", d if d is not None else "")
                             for d in doc_enc.dictionary.to_pylist()], dtype=np.uint64)
        doc_codes = doc_enc.indices.fill_null(0).to_numpy(zero_copy_only=False).astype(np.int64)
        occ_doc = doc_hash[doc_codes[sent_of_tok[tgt_idx]]] if len(doc_hash) else \
            np.zeros(len(tgt_idx), np.uint64)
    # Candidate word id per target occurrence; -1 for unknown words (filled below).
    word_ids = np.full(len(tgt_idx), -1, dtype=np.int64)
    kept = 0

    # Known words: a uniform draw among the N candidates of the word's key.
    if occ_known.any():
        k_occ = np.flatnonzero(occ_known)
        occ_keys = keys[codes[k_occ]]
        if coherent:
            # Same (document, word) -> same draw, wherever and however often it occurs.
            with np.errstate(over="ignore"):
                state = splitmix64(occ_doc[k_occ] ^ splitmix64(occ_keys.astype(np.uint64)))
        else:
            with np.errstate(over="ignore"):
                state = splitmix64(np.uint64(seed % (1 << 64)) * _GOLDEN
                                   ^ (tgt_idx[k_occ] + position).astype(np.uint64))
        choice = (state % np.uint64(source.n)).astype(np.int64)
        uniq_keys, key_inv = np.unique(occ_keys, return_inverse=True)
        cand = source.candidates(uniq_keys)  # shape: (distinct keys, n)
        word_ids[k_occ] = cand[key_inv, choice]

    # Casing transfer, vectorised: one casing pattern per distinct token, Arrow kernels
    # per occurrence; only mixed patterns ("eGFR") go through Python.
    cache = source.pattern_cache
    pattern = np.fromiter((cache[t] if t in cache else cache.setdefault(t, _pattern(t))
                           for t in distinct_py), dtype=np.int8, count=len(distinct_py))
    occ_pattern = pattern[codes]
    known_mask = word_ids >= 0
    raw = source.words_arrow().take(pa.array(word_ids, mask=~known_mask))
    out = pc.case_when(
        pc.make_struct(pa.array(occ_pattern == _P_LOWER), pa.array(occ_pattern == _P_UPPER),
                       pa.array(occ_pattern == _P_TITLE)),
        pc.utf8_lower(raw), pc.utf8_upper(raw), _capitalise_arrow(raw), raw)
    fix = np.flatnonzero((occ_pattern == _P_MIXED) & known_mask)
    if len(fix):
        texts = [transfer_casing(distinct_py[codes[j]], source.words[word_ids[j]])
                 for j in fix.tolist()]
        m = np.zeros(len(tgt_idx), dtype=bool)
        m[fix] = True
        out = pc.replace_with_mask(out, pa.array(m), pa.array(texts, pa.string()))
    if known_mask.any():
        kept = int(pc.sum(pc.equal(out, tgt_tok)).as_py() or 0)

    # Unknown words fail closed: a same-shape random string.
    if (~occ_known).any():
        u_occ = np.flatnonzero(~occ_known)
        stats.unknown += len(u_occ)
        texts = []
        for j in u_occ.tolist():
            tok = distinct_py[codes[j]]
            if coherent:
                st = int(occ_doc[j]) ^ hash_str(seed, "unk", tok.lower())
                # Same word, same letters: draw on the lower-cased word, then recase.
                text = same_shape(tok.lower(), st)
                text = "".join(c.upper() if o.isupper() else c for c, o in zip(text, tok))
                if text == tok:
                    text = same_shape(tok, st + 1)
            else:
                st = hash_str(seed, "unk-pos", str(int(tgt_idx[j]) + position))
                text = same_shape(tok, st)
            texts.append(text)
        m = np.zeros(len(tgt_idx), dtype=bool)
        m[u_occ] = True
        out = pc.replace_with_mask(out, pa.array(m), pa.array(texts, pa.string()))
    stats.kept_by_chance += kept
    stats.replaced += len(tgt_idx) - kept
    mask = np.zeros(n_tok, dtype=bool)
    mask[tgt_idx] = True
    new_flat = pc.replace_with_mask(flat_tok.cast(pa.string()), pa.array(mask), out)
    new_tokens = pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32)), new_flat)
    i = batch.schema.get_field_index("tokens")
    return batch.set_column(i, batch.schema.field(i), new_tokens)


# ---------------------------------------------------------------------------------------
# Shuffling in bounded memory

class Shuffler:
    """Collects record batches and yields their rows in a uniformly random order.

    Below ``budget`` bytes everything stays in memory; beyond it rows are spilled to
    ``buckets`` temporary Arrow IPC files (a random bucket per row) and each bucket is
    permuted in memory on the way out.
    """

    def __init__(self, schema: pa.Schema, *, seed: int, budget: int = DEFAULT_MEMORY_BUDGET,
                 buckets: int = SPILL_BUCKETS, batch_rows: int = OUTPUT_BATCH_ROWS):
        self.schema = schema
        self.rng = np.random.default_rng([seed, 0x5EED])
        self.budget = budget
        self.nbuckets = buckets
        self.batch_rows = batch_rows
        self._held: list[pa.RecordBatch] = []
        self._held_bytes = 0
        self._dir: tempfile.TemporaryDirectory | None = None
        self._writers = None
        self._paths: list[str] = []

    @property
    def spilled(self) -> bool:
        return self._dir is not None

    def add(self, batch: pa.RecordBatch) -> None:
        if batch.num_rows == 0:
            return
        if self._dir is None:
            self._held.append(batch)
            self._held_bytes += batch.nbytes
            if self._held_bytes > self.budget:
                self._start_spilling()
        else:
            self._spill(batch)

    def _start_spilling(self) -> None:
        import pyarrow.ipc as ipc

        self._dir = tempfile.TemporaryDirectory(prefix="deidkit-shuffle-")
        self._paths = [os.path.join(self._dir.name, f"bucket-{i:03d}.arrow")
                       for i in range(self.nbuckets)]
        self._writers = [ipc.new_file(p, self.schema) for p in self._paths]
        held, self._held, self._held_bytes = self._held, [], 0
        for b in held:
            self._spill(b)

    def _spill(self, batch: pa.RecordBatch) -> None:
        bucket = self.rng.integers(0, self.nbuckets, size=batch.num_rows)
        order = np.argsort(bucket, kind="stable")
        bounds = np.searchsorted(bucket[order], np.arange(self.nbuckets + 1))
        batch = batch.take(pa.array(order))
        for i in range(self.nbuckets):
            if bounds[i + 1] > bounds[i]:
                self._writers[i].write_batch(batch.slice(bounds[i], bounds[i + 1] - bounds[i]))

    def __iter__(self) -> Iterator[pa.RecordBatch]:
        if self._dir is None:
            if self._held:
                table = pa.Table.from_batches(self._held, schema=self.schema)
                self._held = []
                yield from self._permuted(table)
            return
        import pyarrow.ipc as ipc

        try:
            for w in self._writers:
                w.close()
            for path in self._paths:
                with pa.memory_map(path, "r") as source:
                    table = ipc.open_file(source).read_all()
                    yield from self._permuted(table)
                    del table
                os.unlink(path)
                # Hand freed bucket memory back to the OS, so peak RSS tracks one bucket.
                pa.default_memory_pool().release_unused()
        finally:
            self._dir.cleanup()

    def _permuted(self, table: pa.Table) -> Iterator[pa.RecordBatch]:
        perm = self.rng.permutation(table.num_rows)
        for lo in range(0, len(perm), self.batch_rows):
            part = table.take(pa.array(perm[lo:lo + self.batch_rows]))
            yield from part.combine_chunks().to_batches()


# ---------------------------------------------------------------------------------------
# The stage

def output_schema(schema: pa.Schema, *, keep_ids: bool = False) -> pa.Schema:
    drop = () if keep_ids else ("starts", "ends")
    return schemas.derive(schema, schemas.TOKENS, drop=drop)


def pseudonymize(batches: Iterable[pa.RecordBatch], source: NeighborSource | None, *,
                 seed: int = 0, strategy: str = "neighbors", coherent: bool = False,
                 shuffle: bool = True, keep_ids: bool = False,
                 memory_budget: int = DEFAULT_MEMORY_BUDGET, label_column: str = "labels",
                 schema: pa.Schema | None = None, stats: PseudonymizeStats | None = None,
                 input_source: str | None = None,
                 keep_initials: bool = False) -> Iterator[pa.RecordBatch]:
    """Pseudonymize tokens batches (conformed to the tokens schema); yields output batches
    of :func:`output_schema`. ``source`` is needed for the neighbors strategy only;
    ``keep_initials`` (surrogate strategy only) keeps the initial letter of every name."""
    stats = stats if stats is not None else PseudonymizeStats()
    if strategy not in ("neighbors", "surrogate"):
        raise ValueError(f"unknown strategy {strategy!r}")
    if keep_initials and strategy != "surrogate":
        raise ValueError("keep_initials applies to the surrogate strategy only")
    if strategy == "neighbors" and source is None:
        raise ValueError("the neighbors strategy needs a NeighborSource")
    out_schema = None if schema is None else output_schema(schema, keep_ids=keep_ids)
    stats.shuffled = shuffle

    def replaced() -> Iterator[pa.RecordBatch]:
        position = 0
        if strategy == "surrogate":
            from deidkit.surrogates import Surrogates

            surrogates = Surrogates(seed=seed, stats=stats, keep_initials=keep_initials)
        for batch in batches:
            check_batch(batch, label_column, input_source)
            n_tok = len(batch.column("tokens").flatten())
            if strategy == "neighbors":
                out = pseudonymize_batch(batch, source, seed=seed, position=position,
                                         coherent=coherent, label_column=label_column,
                                         stats=stats)
            else:
                out = surrogates.batch(batch, label_column=label_column)
            position += n_tok
            if not keep_ids:
                out = out.drop_columns([c for c in ("starts", "ends") if c in out.schema.names])
            yield out

    def renumbered(stream: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        row = 0
        for b in stream:
            if not keep_ids:
                i, j = b.schema.get_field_index("doc_id"), b.schema.get_field_index("sentence")
                b = b.set_column(i, b.schema.field(i),
                                 pa.array([PSEUDO_DOC_ID] * b.num_rows, pa.string()))
                b = b.set_column(j, b.schema.field(j),
                                 pa.array(np.arange(row, row + b.num_rows, dtype=np.int32)))
            row += b.num_rows
            yield b

    if not shuffle:
        yield from renumbered(replaced())
        return
    shuffler = None
    for b in replaced():
        if shuffler is None:
            shuffler = Shuffler(out_schema or b.schema, seed=seed, budget=memory_budget)
        shuffler.add(b)
    if shuffler is not None:
        yield from renumbered(iter(shuffler))
        stats.spilled_buckets = shuffler.nbuckets if shuffler.spilled else 0
