"""The neighbors strategy on one record batch: every PHI token replaced, vectorised.

Each distinct token is mapped once (lookup, casing pattern); the draws, the casing transfer
and the assembly are numpy/Arrow kernels, with no Python per token (only unknown words and
mixed casing patterns such as "eGFR" go through Python).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.casing import (PATTERN_LOWER, PATTERN_MIXED, PATTERN_TITLE, PATTERN_UPPER,
                            capitalise_arrow, casing_pattern, transfer_casing)
from deidkit.hashing import counter_states, hash_str, same_shape, splitmix64
from deidkit.pseudonymize.sources import NeighborSource
from deidkit.pseudonymize.stats import PseudonymizeStats

_PUNCT_ONLY = r"^[^\p{L}\p{N}]*$"


@dataclass
class _Targets:
    """The PHI tokens of a batch that get a replacement (punctuation-only ones excluded)."""

    idx: np.ndarray          # shape: (targets,), positions in the batch's flat tokens
    distinct: list[str]      # distinct target token strings
    codes: np.ndarray        # shape: (targets,), index into distinct
    doc_states: np.ndarray | None  # shape: (targets,), hash of the document (coherent mode)


def _list_offsets(lists: pa.ListArray) -> np.ndarray:
    """Offsets of ``lists`` from 0, null lists counted as empty. shape: (rows + 1,)."""
    lengths = pc.list_value_length(lists).to_numpy(zero_copy_only=False).astype(np.int64)
    out = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=out[1:])
    return out


def _replace_at(values: pa.Array, positions: np.ndarray, texts) -> pa.Array:
    """``values`` with the entries at ``positions`` replaced by ``texts`` (in order)."""
    mask = np.zeros(len(values), dtype=bool)
    mask[positions] = True
    if not isinstance(texts, pa.Array):
        texts = pa.array(texts, pa.string())
    return pc.replace_with_mask(values, pa.array(mask), texts)


def _find_targets(batch: pa.RecordBatch, flat_tok: pa.Array, label_column: str,
                  stats: PseudonymizeStats) -> np.ndarray:
    """Positions of the PHI tokens to replace; counts PHI and punctuation-only tokens."""
    flat_lab = batch.column(label_column).flatten()
    phi = pc.fill_null(pc.not_equal(flat_lab, schemas.OUTSIDE), False) \
        .to_numpy(zero_copy_only=False)
    phi_idx = np.flatnonzero(phi)
    stats.phi_tokens += len(phi_idx)
    if not len(phi_idx):
        return phi_idx
    punct = pc.match_substring_regex(flat_tok.take(pa.array(phi_idx)), _PUNCT_ONLY) \
        .to_numpy(zero_copy_only=False)
    stats.punctuation += int(punct.sum())
    return phi_idx[~punct]


def _doc_states(batch: pa.RecordBatch, offsets: np.ndarray, idx: np.ndarray,
                seed: int) -> np.ndarray:
    """The hash of each target token's document (coherent mode). shape: (targets,)."""
    sent_of_tok = np.repeat(np.arange(batch.num_rows), np.diff(offsets))
    doc_enc = pc.dictionary_encode(batch.column("doc_id"))
    doc_hash = np.array([hash_str(seed, "doc", d if d is not None else "")
                         for d in doc_enc.dictionary.to_pylist()], dtype=np.uint64)
    if not len(doc_hash):
        return np.zeros(len(idx), np.uint64)
    doc_codes = doc_enc.indices.fill_null(0).to_numpy(zero_copy_only=False).astype(np.int64)
    return doc_hash[doc_codes[sent_of_tok[idx]]]


def _draw_known(source: NeighborSource, t: _Targets, keys: np.ndarray, occ: np.ndarray,
                *, seed: int, position: int) -> np.ndarray:
    """Candidate word id for the known target occurrences ``occ``: a uniform draw among the
    N candidates of the word's key. shape: (len(occ),)."""
    occ_keys = keys[t.codes[occ]]
    if t.doc_states is not None:
        # Same (document, word) -> same draw, wherever and however often it occurs.
        with np.errstate(over="ignore"):
            state = splitmix64(t.doc_states[occ] ^ splitmix64(occ_keys.astype(np.uint64)))
    else:
        state = counter_states(seed, t.idx[occ] + position)
    choice = (state % np.uint64(source.n)).astype(np.int64)
    uniq_keys, key_inv = np.unique(occ_keys, return_inverse=True)
    cand = source.candidates(uniq_keys)  # shape: (distinct keys, n)
    return cand[key_inv, choice]


def _recased(source: NeighborSource, t: _Targets, word_ids: np.ndarray) -> pa.Array:
    """The drawn words (null where ``word_ids`` is -1) in the casing of the tokens they
    replace: one casing pattern per distinct token, Arrow kernels per occurrence."""
    cache = source.pattern_cache
    pattern = np.fromiter((cache[w] if w in cache else cache.setdefault(w, casing_pattern(w))
                           for w in t.distinct), dtype=np.int8, count=len(t.distinct))
    occ_pattern = pattern[t.codes]
    known = word_ids >= 0
    raw = source.words_arrow().take(pa.array(word_ids, mask=~known))
    out = pc.case_when(
        pc.make_struct(pa.array(occ_pattern == PATTERN_LOWER),
                       pa.array(occ_pattern == PATTERN_UPPER),
                       pa.array(occ_pattern == PATTERN_TITLE)),
        pc.utf8_lower(raw), pc.utf8_upper(raw), capitalise_arrow(raw), raw)
    fix = np.flatnonzero((occ_pattern == PATTERN_MIXED) & known)
    if len(fix):
        out = _replace_at(out, fix, [transfer_casing(t.distinct[t.codes[j]],
                                                     source.words[word_ids[j]])
                                     for j in fix.tolist()])
    return out


def _unknown_text(t: _Targets, j: int, *, seed: int, position: int) -> str:
    """Fail closed for target occurrence ``j`` unknown to the source: a same-shape string."""
    tok = t.distinct[t.codes[j]]
    if t.doc_states is None:
        return same_shape(tok, hash_str(seed, "unk-pos", str(int(t.idx[j]) + position)))
    st = int(t.doc_states[j]) ^ hash_str(seed, "unk", tok.lower())
    # Same word, same letters: draw on the lower-cased word, then recase.
    text = same_shape(tok.lower(), st)
    text = "".join(c.upper() if o.isupper() else c for c, o in zip(text, tok))
    return same_shape(tok, st + 1) if text == tok else text


def pseudonymize_batch(batch: pa.RecordBatch, source: NeighborSource, *, seed: int,
                       position: int, coherent: bool = False, label_column: str = "labels",
                       stats: PseudonymizeStats | None = None) -> pa.RecordBatch:
    """``batch`` with its PHI tokens replaced (neighbors strategy); other columns untouched.

    ``position`` is the index of the batch's first token in the whole input (the counter of
    the non-coherent random draws).
    """
    stats = stats if stats is not None else PseudonymizeStats()
    tokens_col = batch.column("tokens")
    offsets = _list_offsets(tokens_col)
    flat_tok = tokens_col.flatten()
    stats.sentences += batch.num_rows
    stats.tokens += len(flat_tok)
    idx = _find_targets(batch, flat_tok, label_column, stats) if len(flat_tok) else []
    if len(idx) == 0:
        return batch
    tokens = flat_tok.take(pa.array(idx))
    encoded = pc.dictionary_encode(tokens)
    t = _Targets(idx, encoded.dictionary.to_pylist(),
                 encoded.indices.to_numpy(zero_copy_only=False).astype(np.int64),
                 _doc_states(batch, offsets, idx, seed) if coherent else None)
    keys = source.keys(encoded.dictionary)  # shape: (distinct,), -1 = unknown
    occ_known = (keys >= 0)[t.codes]
    word_ids = np.full(len(idx), -1, dtype=np.int64)  # -1: unknown, filled below
    if occ_known.any():
        known = np.flatnonzero(occ_known)
        word_ids[known] = _draw_known(source, t, keys, known, seed=seed, position=position)
    out = _recased(source, t, word_ids)
    kept = int(pc.sum(pc.equal(out, tokens)).as_py() or 0) if occ_known.any() else 0
    unknown = np.flatnonzero(~occ_known)
    if len(unknown):
        stats.unknown += len(unknown)
        out = _replace_at(out, unknown, [_unknown_text(t, j, seed=seed, position=position)
                                         for j in unknown.tolist()])
    stats.kept_by_chance += kept
    stats.replaced += len(idx) - kept
    new_flat = _replace_at(flat_tok.cast(pa.string()), idx, out)
    new_tokens = pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32)), new_flat)
    i = batch.schema.get_field_index("tokens")
    return batch.set_column(i, batch.schema.field(i), new_tokens)
