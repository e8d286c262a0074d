"""Dictionaries as tagger inputs: per-token membership in word lists (first names, surnames,
cities, states and provinces, countries, organisation words, professions, drug names,
clinical abbreviations), a multi-hot vector per token concatenated to the word vector ⊕
casing like the casing feature (``train-tagger --dictionaries``).

A token is looked up lowercased, whole (single-token entries; a multi-word entry counts
only where :mod:`.sources` splits it into words). The lists come from installable,
offline packages of clean origin (:mod:`.sources`, which says which); they are needed to
*train* only: the model directory stores each list in a compact form,
``dictionaries.safetensors``, one sorted uint64 array per list of the 64-bit BLAKE2b hashes
of its lowercased entries, and config.json (``input.dictionaries``) records the lists, the
packages and versions they came from, their sizes and the SHA-256 of each array. ``tag``
reads that file, checks every array against its SHA-256 (a mismatch is a one-line error)
and so looks tokens up in exactly the lists the model was trained with, whatever is
installed. The file holds hashes of public word lists, no note text; a model directory is
not a shared artifact (the rule that shared files hold no strings is about
representations).

Lookups are cheap: each distinct string of a batch is hashed once (as the character and
prefix features encode once per distinct string) and found by binary search.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from deidkit.errors import ConfigError, DataError

#: The lists, in the order of the multi-hot vector's columns (a model stores its own).
LISTS = ("first_name", "surname", "city", "state", "country", "organisation", "profession",
         "drug", "abbreviation")
#: ``--dictionaries default``: every list.
DEFAULT = LISTS
FILE = "dictionaries.safetensors"
#: How an entry becomes a row (recorded in config.json).
HASH = "blake2b-64 (person 'deidkit-dict') of the lowercased UTF-8 entry, little-endian"
_PERSON = b"deidkit-dict"


def entry_hash(text: str) -> int:
    """The 64-bit hash of one entry or token (lowercased here)."""
    digest = hashlib.blake2b(text.lower().encode("utf-8", "surrogatepass"), digest_size=8,
                             person=_PERSON).digest()
    return int.from_bytes(digest, "little")


def parse_spec(spec: str | None) -> tuple[str, ...]:
    """The lists of ``--dictionaries default|none|LIST`` (LIST: comma-separated names), in
    :data:`LISTS` order; () for none."""
    if spec is None or spec.strip() == "none":
        return ()
    if spec.strip() == "default":
        return DEFAULT
    names = [s.strip() for s in spec.split(",") if s.strip()]
    unknown = [n for n in names if n not in LISTS]
    if unknown or not names:
        raise ConfigError(f"--dictionaries: unknown list {', '.join(unknown) or repr(spec)}; "
                          f"use default, none or some of {', '.join(LISTS)}")
    return tuple(n for n in LISTS if n in names)


@dataclass(frozen=True)
class Dictionaries:
    """Named lists as sorted uint64 hash arrays, with where each came from."""

    names: tuple[str, ...]
    tables: tuple[np.ndarray, ...]      # each shape: (entries,) uint64, sorted, unique
    sources: tuple[tuple[dict, ...], ...]  # per list: {"package", "version", "what"}

    def __len__(self) -> int:
        return len(self.names)

    @classmethod
    def from_entries(cls, lists: dict[str, tuple[set[str], tuple[dict, ...]]]) -> "Dictionaries":
        """From ``{name: (entries, sources)}`` (entries: strings, any case)."""
        names = tuple(lists)
        tables = tuple(np.unique(np.fromiter((entry_hash(e) for e in lists[n][0]),
                                             dtype=np.uint64, count=len(lists[n][0])))
                       for n in names)
        return cls(names, tables, tuple(tuple(lists[n][1]) for n in names))

    def membership(self, flat_tokens) -> np.ndarray:
        """1 where a token (lowercased) is in a list. shape: (num_tokens, len(self)) uint8"""
        from deidkit.features import distinct_strings

        distinct, index = distinct_strings(flat_tokens)
        hashes = np.fromiter((entry_hash(w) for w in distinct), dtype=np.uint64,
                             count=len(distinct))
        per_type = np.zeros((len(distinct), len(self)), dtype=np.uint8)
        for j, table in enumerate(self.tables):
            if len(table) and len(hashes):
                pos = np.minimum(np.searchsorted(table, hashes), len(table) - 1)
                per_type[:, j] = table[pos] == hashes
        return per_type[index]

    # -- the model directory ----------------------------------------------------------------

    def record(self) -> dict:
        """What config.json's ``input.dictionaries`` says of these lists."""
        return {"file": FILE, "hash": HASH, "lists": [
            {"name": n, "entries": int(len(t)), "sha256": _sha256(t), "sources": list(s)}
            for n, t, s in zip(self.names, self.tables, self.sources)]}

    def write(self, path: Path) -> None:
        from safetensors.numpy import save_file

        save_file({n: t for n, t in zip(self.names, self.tables)}, str(path),
                  metadata={"hash": HASH})

    @classmethod
    def read(cls, model_dir, record: dict) -> "Dictionaries":
        """The lists of a model directory, each checked against its SHA-256 in ``record``
        (config.json's ``input.dictionaries``)."""
        from safetensors import SafetensorError
        from safetensors.numpy import load_file

        source = str(model_dir)
        try:
            lists = [(str(x["name"]), str(x["sha256"]), tuple(x.get("sources") or ()))
                     for x in record["lists"]]
        except (KeyError, TypeError) as exc:
            raise DataError(f"config.json: bad 'input.dictionaries' ({exc})", source=source) from None
        path = Path(model_dir) / FILE
        if not path.is_file():
            raise DataError(f"{FILE} is missing: the model was trained with dictionaries",
                            source=source)
        try:
            arrays = load_file(str(path))
        except (SafetensorError, OSError, ValueError) as exc:
            raise DataError(f"{FILE}: unreadable ({exc})", source=source) from None
        tables = []
        for name, sha, _ in lists:
            table = arrays.get(name)
            if table is None or table.dtype != np.uint64 or table.ndim != 1 \
                    or _sha256(table) != sha:
                raise DataError(f"{FILE}: the list '{name}' is not the one the model was "
                                f"trained with (its SHA-256 differs from config.json's)",
                                source=source)
            tables.append(table)
        return cls(tuple(n for n, _, _ in lists), tuple(tables), tuple(s for _, _, s in lists))


def _sha256(table: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(table, dtype="<u8").tobytes()).hexdigest()


def build(names: tuple[str, ...]) -> Dictionaries:
    """The lists ``names`` from the installed packages (:mod:`.sources`)."""
    from deidkit.dictionaries.sources import load_list

    return Dictionaries.from_entries({n: load_list(n) for n in names})
