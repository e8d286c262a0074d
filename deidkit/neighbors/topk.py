"""The exact top-k search by cosine over a whole embedding vocabulary (paper section 4).

The search is brute force, as the paper's pseudonymization needs the *exact* top N: queries
are processed in blocks of ``query_block`` rows against vocabulary blocks of ``vocab_block``
rows, so memory holds one ``(query_block, vocab_block)`` score matrix, never V x V.

Top-k with a running threshold: a first block of max(4096, 2N) words is partitioned
outright; after it each query row knows the similarity of its current N-th best, and later
blocks contribute only the scores above it. Those are found in two levels (the maximum of
each 128-column chunk first, a SIMD reduction, then an element-wise search of the few chunks
that beat the threshold), buffered, and folded into the top-N by one partition per ~B x N
candidates. The expected number of candidates per row is about N ln(V / first block), so
the top-k costs a fraction of the matrix product, where a full-row ``np.argpartition``
costs about 3x more than the product (see ``bin/bench neighbors``).

For large vocabularies (V >= 2 x k x FAST_CHUNK and at least one FAST_VOCAB_BLOCK) a
two-pass torch path is used instead (``_topk_chunked``): the scores of 128 queries against
the whole vocabulary are stored (~205 MB for the 400k GloVe words, a buffer reused between
calls), the maximum of each 64-column chunk is taken while each block (4096 words per
thread) is still in the cores' caches, the k-th largest chunk maximum gives a threshold,
only the chunks that reach it are gathered (reusable candidate buffers of about k x 64
scores per query, 33 MB for N = 1000), and only the few scores at or above each row's
exact k-th best are sorted. The ``vocab_block`` argument applies to the running-threshold
path only.

Ties are broken deterministically: higher similarity first, then lower vocabulary index.
Candidates are compared through one int64 key per (similarity, index) pair whose integer
order is exactly that order, so partitioning and sorting need no second key.
"""

from __future__ import annotations

import numpy as np

#: Scores held at once: query_block x vocab_block float32 (256 x 8192 x 4 B = 8 MiB, cache-friendly).
QUERY_BLOCK = 256
VOCAB_BLOCK = 8192
#: Size of the first vocabulary block (at least 2k), whose scores are all candidates.
FIRST_BLOCK = 4096
#: Columns per chunk of the two-level candidate filter (see _candidates).
CHUNK = 128
#: The two-pass torch path (see _topk_chunked): queries per stored score block (each
#: query holds ~V x 4 B of scores: 128 x 400k GloVe words = 205 MB), vocabulary words per
#: block and torch thread (see _vocab_block), chunk width (a power of two), and the
#: vocabulary size (in chunks per k) from which the path is used.
FAST_QUERY_BLOCK = 128
FAST_VOCAB_BLOCK = 4096
FAST_CHUNK = 64
FAST_MIN_CHUNKS_PER_K = 2

_WORST = np.iinfo(np.int64).max
_LOW32 = np.int64(0xFFFFFFFF)


# ---------------------------------------------------------------------------------------
# (similarity, index) <-> int64 keys, ascending key = similarity descending, index ascending

def _keys(sims: np.ndarray, idx: np.ndarray) -> np.ndarray:
    """int64 keys ordering by (-similarity, index). ``idx`` must be < 2**32."""
    neg = -sims.astype(np.float32, copy=False) + np.float32(0.0)  # -0.0 -> +0.0
    bits = neg.view(np.int32)
    # Flip the magnitude bits of negative floats: their int32 order then equals float order.
    ordered = bits ^ ((bits >> 31) & np.int32(0x7FFFFFFF))
    return (ordered.astype(np.int64) << 32) | idx.astype(np.int64)


def _decode(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(similarities float32, indices int64) of ``keys``."""
    idx = keys & _LOW32
    ordered = (keys >> 32).astype(np.int32)
    bits = ordered ^ ((ordered >> 31) & np.int32(0x7FFFFFFF))
    return -bits.view(np.float32), idx


def _threshold(keys: np.ndarray) -> np.ndarray:
    """Per row, the similarity of the k-th best so far (-inf while the top-k is not full)."""
    worst = keys.max(axis=1)
    sims, _ = _decode(np.where(worst == _WORST, 0, worst))
    return np.where(worst == _WORST, np.float32(-np.inf), sims).astype(np.float32)


def topk_cosine(queries: np.ndarray, unit: np.ndarray, k: int, *,
                vocab_block: int = VOCAB_BLOCK) -> tuple[np.ndarray, np.ndarray]:
    """The exact top ``k`` rows of ``unit`` by dot product with each query row.

    queries: shape (B, dim), unit: shape (V, dim), both float32. Returns (indices int64,
    similarities float32), each of shape (B, k), best first, ties by lower index.
    """
    v = unit.shape[0]
    if not 1 <= k <= v:
        raise ValueError(f"k must be in 1..{v} (the vocabulary size), got {k}")
    if v >= 2 ** 32:
        raise ValueError("vocabularies of 2**32 words or more are not supported")
    queries = np.ascontiguousarray(queries, dtype=np.float32)
    if v >= FAST_MIN_CHUNKS_PER_K * k * FAST_CHUNK and v >= FAST_VOCAB_BLOCK:
        return _topk_chunked(queries, np.ascontiguousarray(unit, dtype=np.float32), k)
    return _topk_running(queries, unit, k, vocab_block=vocab_block)


def _topk_running(queries: np.ndarray, unit: np.ndarray, k: int, *,
                  vocab_block: int = VOCAB_BLOCK) -> tuple[np.ndarray, np.ndarray]:
    """Running-threshold top-k (numpy): the path for small vocabularies or large k."""
    v = unit.shape[0]
    b = queries.shape[0]
    keys = np.full((b, k), _WORST, dtype=np.int64)  # shape: (B, k), unordered top-k so far
    threshold = np.full(b, -np.inf, dtype=np.float32)
    # A small first block sets the thresholds cheaply (its keys are partitioned outright).
    first = min(v, max(FIRST_BLOCK, 2 * k))
    # Candidates of later blocks are buffered and folded in when they number about b*k:
    # a stale (lower) threshold only admits a few more candidates, and each fold costs a
    # partition of b x (k + m) keys, so folding rarely keeps the top-k cheap for large k.
    buf_rows: list[np.ndarray] = []
    buf_keys: list[np.ndarray] = []
    buffered = 0
    start = 0
    while start < v:
        stop = min(v, start + (first if start == 0 else vocab_block))
        scores = queries @ unit[start:stop].T  # shape: (B, stop - start)
        if start == 0:
            width = stop - start
            cand = _keys(scores, np.broadcast_to(np.arange(width, dtype=np.int64), scores.shape))
            keys = cand if width == k else np.partition(cand, k - 1, axis=1)[:, :k]
            threshold = _threshold(keys)
        else:
            found = _candidates(scores, threshold)
            if found is not None:
                rows, cols, sims = found
                buf_rows.append(rows)
                buf_keys.append(_keys(sims, cols + start))
                buffered += len(rows)
            if buffered and (buffered >= b * k or stop == v):
                keys = _merge(keys, np.concatenate(buf_rows), np.concatenate(buf_keys))
                threshold = _threshold(keys)
                buf_rows, buf_keys, buffered = [], [], 0
        start = stop
    keys.sort(axis=1)
    sims, idx = _decode(keys)
    return idx, sims


def _topk_chunked(queries: np.ndarray, unit: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Exact top-k in two passes over one stored score block (torch products, float32).

    Pass 1: for FAST_QUERY_BLOCK queries, the scores against every vocabulary block (of
    ``_vocab_block()`` words) are written to a block-major buffer (``(blocks, R, block)``,
    ~1.6 MB per query) and, while each block is still in cache, the maximum of every chunk
    of FAST_CHUNK columns is taken. The k-th largest chunk maximum ``t`` is a lower bound of
    the k-th best score (k distinct chunks each hold a score >= t), so every score that can
    be among the top k lies in a chunk whose maximum is >= t. Pass 2 (``_select``) gathers
    those chunks (all of them, ties at ``t`` included, so no equal score is missed), keeps
    their scores >= t (about k to 2k per query), finds the exact k-th best score among
    them, and orders only the scores at or above it by their int64 keys (similarity desc,
    index asc), so ties go to the lower index.
    """
    import warnings

    import torch

    v = unit.shape[0]
    c, block = FAST_CHUNK, _vocab_block()
    nb = -(-v // block)
    nchb = block // c
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # read-only memory maps: torch never writes to them
        u = torch.from_numpy(unit)
    out_idx = np.empty((queries.shape[0], k), dtype=np.int64)
    out_sim = np.empty((queries.shape[0], k), dtype=np.float32)
    # One buffer of FAST_QUERY_BLOCK rows; a shorter (last) block uses its first r rows.
    scores, cmax = _buffers(nb, min(FAST_QUERY_BLOCK, queries.shape[0]), block, nchb)
    step = min(FAST_QUERY_BLOCK, scores.shape[1])
    for lo in range(0, queries.shape[0], step):
        q = torch.from_numpy(queries[lo:lo + step])
        r = q.shape[0]
        for j in range(nb):
            start = j * block
            width = min(v, start + block) - start
            s = scores[j, :r]  # shape: (r, block), contiguous
            if width == block:
                torch.mm(q, u[start:start + block].T, out=s)
            else:  # the ragged last block, padded with -inf
                s[:, :width] = q @ u[start:].T
                s[:, width:] = -torch.inf
            torch.amax(s.view(r, nchb, c), dim=2, out=cmax[j, :r])
        chunk_max = cmax[:, :r].permute(1, 0, 2).reshape(r, nb * nchb)  # shape: (r, chunks)
        keys = _select(scores, chunk_max.numpy(), k, v)
        out_sim[lo:lo + r], out_idx[lo:lo + r] = _decode(keys)
    return out_idx, out_sim


def _vocab_block() -> int:
    """Vocabulary words per block of the torch path: FAST_VOCAB_BLOCK per torch thread (up
    to 4), so that each core's share of a block's scores (128 x 4096 x 4 B = 2 MB) stays in
    its L2 cache while the chunk maxima are taken, and the products are few, large parallel
    calls (each one a synchronisation of the thread team, which costs most when another
    process holds a core: 4096-word blocks on 2 threads were 2x slower than 8192 there)."""
    import torch

    return FAST_VOCAB_BLOCK * max(1, min(4, torch.get_num_threads()))


def _select(scores, chunk_max: np.ndarray, k: int, v: int) -> np.ndarray:
    """Pass 2 of ``_topk_chunked``: the sorted top-k keys of each of the first r rows.

    scores: the (blocks, R, block) torch buffer; chunk_max: shape (r, chunks), in
    vocabulary order. Returns int64 keys of shape (r, k), ascending (best first).
    """
    import torch

    c = FAST_CHUNK
    shift = c.bit_length() - 1  # c is a power of two: positions by shifts, not divisions
    cap_rows, block = scores.shape[1], scores.shape[2]
    nchb = block // c
    r, nch = chunk_max.shape
    t = np.partition(chunk_max, nch - k, axis=1)[:, nch - k]  # shape: (r,), k-th largest
    sel = np.flatnonzero(chunk_max >= t[:, None])  # shape: (selected,), row-major (row, chunk)
    srow, sch = np.divmod(sel, nch)
    # Ties at t can select far more than k chunks (e.g. many duplicate vectors): such rows
    # are searched over their full score row instead, so that the candidate buffers stay
    # bounded (at most 2 k c scores per row, itself at most V on this path).
    heavy = np.bincount(srow, minlength=r) > 2 * k
    if heavy.any():
        keep = ~heavy[srow]
        srow, sch = srow[keep], sch[keep]
    n = len(srow)
    # Rows of the selected chunks in scores viewed as (blocks * R * chunks per block, c).
    chunk_rows = ((sch // nchb) * cap_rows + srow) * nchb + sch % nchb
    cand = _scratch("cand", (n, c), torch.float32)  # shape: (selected, c)
    torch.index_select(scores.view(-1, c), 0, torch.from_numpy(chunk_rows), out=cand)
    mask = _scratch("mask", (n, c), torch.bool)
    torch.ge(cand, torch.from_numpy(t[srow])[:, None], out=mask)
    hit = np.flatnonzero(mask.numpy())  # shape: (hits,), grouped by row (row-major)
    vals = cand.numpy().ravel()[hit]
    row = srow[hit >> shift]
    counts = np.bincount(row, minlength=r)
    starts = np.cumsum(counts) - counts
    # The exact k-th best score of each row, by a float partition of its hits padded with
    # -inf. Rows with more than 2k hits (frequent words, whose neighbours crowd into the
    # same chunks) are done one at a time, so that the padding stays small.
    kth = np.full(r, -np.inf, dtype=np.float32)
    normal = counts <= 2 * k
    width = int(counts[normal].max()) if normal.any() else 0
    if width >= k:
        m = normal[row]
        padv = np.full((r, width), -np.inf, dtype=np.float32)  # shape: (r, width)
        padv[row[m], (np.arange(len(row)) - starts[row])[m]] = vals[m]
        kth[:] = np.partition(padv, width - k, axis=1)[:, width - k]
    for i in np.flatnonzero(~normal):
        seg = vals[starts[i]:starts[i] + counts[i]]
        kth[i] = np.partition(seg, len(seg) - k)[len(seg) - k]
    # Only the hits >= the k-th best (k per row; more only with ties) get keys and a sort.
    top = np.flatnonzero(vals >= kth[row])
    hit2, row2 = hit[top], row[top]
    keys = _keys(vals[top], (sch[hit2 >> shift] << shift) | (hit2 & (c - 1)))
    counts2 = np.bincount(row2, minlength=r)
    starts2 = np.cumsum(counts2) - counts2
    pad = np.full((r, max(k, int(counts2.max()))), _WORST, dtype=np.int64)  # shape: (r, >= k)
    pad[row2, np.arange(len(row2)) - starts2[row2]] = keys
    if pad.shape[1] > k:  # ties at the k-th best: keep the k lowest keys
        pad = np.partition(pad, k - 1, axis=1)
    out = np.sort(pad[:, :k], axis=1)  # shape: (r, k)
    if heavy.any():
        flat = scores.numpy()
        for i in np.flatnonzero(heavy):
            full = _keys(flat[:, i, :].reshape(-1)[:v], np.arange(v, dtype=np.int64))
            out[i] = np.sort(np.partition(full, k - 1)[:k])
    return out


_BUFFERS: dict = {}
_SCRATCH: dict = {}


def _buffers(nb: int, r: int, block: int, nchb: int):
    """Score and chunk-maximum buffers, kept between calls: allocating (and page-faulting)
    ~200 MB for every query block would cost about as much as the matrix products. A
    buffer of at least ``r`` rows is reused (a shorter block uses a prefix of its rows)."""
    import torch

    for (b_nb, b_r, b_block, b_nchb), bufs in _BUFFERS.items():
        if (b_nb, b_block, b_nchb) == (nb, block, nchb) and b_r >= r:
            return bufs
    _BUFFERS.clear()  # one shape at a time: memory stays bounded
    _SCRATCH.clear()
    _BUFFERS[(nb, r, block, nchb)] = (
        torch.empty((nb, r, block), dtype=torch.float32),  # shape: (blocks, R, block)
        torch.empty((nb, r, nchb), dtype=torch.float32))  # shape: (blocks, R, chunks)
    return _BUFFERS[(nb, r, block, nchb)]


def _scratch(name: str, shape: tuple[int, int], dtype):
    """A reusable flat torch buffer viewed as ``shape``: a fresh ~30 MB candidate buffer
    per query block would page-fault for milliseconds. Grows in 25% steps; freed together
    with the score buffers."""
    import torch

    n = shape[0] * shape[1]
    buf = _SCRATCH.get(name)
    if buf is None or buf.numel() < n:
        buf = torch.empty(max(n, int(1.25 * (0 if buf is None else buf.numel()))), dtype=dtype)
        _SCRATCH[name] = buf
    return buf[:n].view(shape)


def _candidates(scores: np.ndarray, threshold: np.ndarray):
    """(rows, columns, similarities) of the scores above their row's threshold, or None.

    Two levels, so that the full-size pass is a SIMD max-reduction and not a comparison
    plus ``nonzero`` (which costs as much as the matrix product): the maximum of each
    chunk of CHUNK columns is compared first, and only the chunks that beat their row's
    threshold are searched element-wise (after a few blocks, almost none).
    """
    b, width = scores.shape
    nch = width // CHUNK
    if nch == 0:
        r, c = np.nonzero(scores > threshold[:, None])
        return (r, c, scores[r, c]) if len(r) else None
    body = scores[:, :nch * CHUNK].reshape(b, nch, CHUNK)
    hr, hc = np.nonzero(body.max(axis=2) > threshold[:, None])  # shape: (hot chunks,)
    if len(hr):
        chunks = body[hr, hc]  # shape: (hot chunks, CHUNK)
        i, j = np.nonzero(chunks > threshold[hr, None])
        rows, cols, sims = [hr[i]], [hc[i] * CHUNK + j], [chunks[i, j]]
    else:
        rows, cols, sims = [], [], []
    if nch * CHUNK < width:  # the ragged tail of the last vocabulary block
        tail = scores[:, nch * CHUNK:]
        r, c = np.nonzero(tail > threshold[:, None])
        rows.append(r)
        cols.append(c + nch * CHUNK)
        sims.append(tail[r, c])
    if not rows or sum(len(r) for r in rows) == 0:
        return None
    return tuple(np.concatenate(x) for x in (rows, cols, sims))


def _merge(keys: np.ndarray, rows: np.ndarray, cand: np.ndarray) -> np.ndarray:
    """Fold candidate keys ``cand`` of query ``rows`` into each row's top-k ``keys``.

    Only the rows with candidates are partitioned.
    """
    k = keys.shape[1]
    order = np.argsort(rows, kind="stable")
    rows, cand = rows[order], cand[order]
    touched, first, counts = np.unique(rows, return_index=True, return_counts=True)
    width = int(counts.max())
    slot = np.arange(len(rows)) - np.repeat(first, counts)  # position within its row
    pad = np.full((len(touched), k + width), _WORST, dtype=np.int64)
    pad[:, :k] = keys[touched]
    pad[np.repeat(np.arange(len(touched)), counts), k + slot] = cand
    keys[touched] = np.partition(pad, k - 1, axis=1)[:, :k]
    return keys


def brute_force(queries: np.ndarray, unit: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Reference: the full score matrix and a lexicographic sort. Small inputs only."""
    scores = queries @ unit.T
    order = np.lexsort((np.broadcast_to(np.arange(unit.shape[0]), scores.shape), -scores), axis=1)
    idx = order[:, :k]
    return idx, np.take_along_axis(scores, idx, axis=1)
