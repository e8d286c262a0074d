"""Tiny inputs for the smoke tests of bin/ (benchmarks, experiments): a synth corpus of a few
notes in a cache directory, and GloVe-format embeddings of its words, so that every script
runs in seconds on what it would run on at full size."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest

from bin import corpus as corpus_helper
from deidkit.embeddings import write_text

ROOT = Path(__file__).resolve().parents[1]
DIM = 8
FILLER = 300  # words beyond the corpus's: enough for N = 100 neighbours


def tiny_embeddings(path: Path, tokens, seed: int = 0) -> str:
    """Random vectors for the lower-cased words of a tokens table, plus FILLER more words."""
    flat = pc.utf8_lower(pc.list_flatten(tokens["tokens"])).unique().to_pylist()
    words = sorted(w for w in flat if re.fullmatch(r"[a-z]+", w))
    words += [f"filler{i}" for i in range(FILLER)]
    vectors = np.random.default_rng(seed).normal(size=(len(words), DIM)).astype(np.float32)
    write_text(path, words, vectors)
    return str(path)


@pytest.fixture(scope="session")
def bin_cache(tmp_path_factory):
    """The corpus cache the scripts share, with synth corpora of 3 (seed 0, 1) and 2 (seed 2)
    notes already made, and tiny embeddings of their words (``emb.txt`` in it)."""
    cache = tmp_path_factory.mktemp("bin-cache")
    tables = [corpus_helper.synth_tokens(docs, seed, cache) for docs, seed in ((3, 0), (3, 1), (2, 2))]
    tiny_embeddings(cache / "emb.txt", pa.concat_tables(tables))
    return cache


def script(name: str) -> list[str]:
    """The command line of bin/NAME (bench, experiment) with this interpreter."""
    return [sys.executable, str(ROOT / "bin" / name)]
