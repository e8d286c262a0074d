"""Counter-based randomness: the same seed and counter give the same draw, whatever the order
in which, or the batches in which, rows arrive.

``pseudonymize`` draws each replacement from a hash of (seed, token position) or (seed,
document, word), and orders shuffled sentences by a hash of (seed, row position), so that
its output depends on neither the record-batch boundaries nor the memory budget.
"""

from __future__ import annotations

import hashlib

import numpy as np

_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
#: The splitmix64 increment (2**64 / golden ratio), also used to spread seeds.
GOLDEN = np.uint64(0x9E3779B97F4A7C15)

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = "abcdefghijklmnopqrstuvwxyz"
_DIGITS = "0123456789"


def splitmix64(x: np.ndarray) -> np.ndarray:
    """The splitmix64 finaliser of uint64 ``x`` (elementwise): a good 64-bit hash."""
    with np.errstate(over="ignore"):
        z = np.asarray(x, dtype=np.uint64) + GOLDEN
        z = (z ^ (z >> np.uint64(30))) * _M1
        z = (z ^ (z >> np.uint64(27))) * _M2
        return z ^ (z >> np.uint64(31))


def counter_states(seed: int, counters: np.ndarray) -> np.ndarray:
    """One uint64 pseudo-random state per counter (e.g. a global position) under ``seed``."""
    with np.errstate(over="ignore"):
        return splitmix64(np.uint64(seed % (1 << 64)) * GOLDEN
                          ^ np.asarray(counters).astype(np.uint64))


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
