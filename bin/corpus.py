"""The corpora and embeddings of the benchmarks and experiments, made once and cached.

A synth corpus is generated (``deidkit.synth``) and tokenized (``deidkit.tokenize``) once
per size, seed and version of the code that writes it (``corpus_fingerprint``), into
``--cache`` (default: a ``deidkit-bench`` directory in the system's temporary directory),
so that repeated benchmark runs measure the same notes and do not pay for generating them
again. Embeddings are the real GloVe vectors unless ``--embeddings`` names a GloVe-format
text file (the tests' tiny ones).
"""

from __future__ import annotations

import argparse
import functools
import os
import shutil
import tempfile
from pathlib import Path

import pyarrow as pa

DEFAULT_CACHE = Path(tempfile.gettempdir()) / "deidkit-bench"
from deidkit.embeddings import DEFAULT as DEFAULT_EMBEDDINGS  # noqa: E402


def add_options(parser: argparse.ArgumentParser, *, embeddings: bool = True) -> None:
    """``--cache`` (and ``--embeddings``), the same in every script."""
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE,
                        help=f"directory of the cached synth corpora (default {DEFAULT_CACHE})")
    if embeddings:
        parser.add_argument("--embeddings", default=DEFAULT_EMBEDDINGS, metavar="NAME|PATH",
                            help=f"word embeddings: {DEFAULT_EMBEDDINGS} or a GloVe-format "
                                 "text file (default %(default)s)")


def load_embeddings(spec: str | os.PathLike | None = DEFAULT_EMBEDDINGS):
    from deidkit.embeddings import load_embeddings as load

    return load(spec)


#: What decides a cached corpus's notes and tokens: the generators, the tokenizer and what
#: they read (a change of any, released or not, makes other notes for the same seed).
_CORPUS_CODE = ("synth", "corpus", "tokenize", "dictionaries", "formats", "io.py", "schemas.py",
                "labels.py")


@functools.lru_cache(maxsize=None)
def corpus_fingerprint(root: Path | None = None) -> str:
    """12 hex digits naming the code (of the deidkit package at ``root``, default the one
    imported) and libraries that write a synth corpus and its tokens, so that a cache never
    serves notes that this checkout would not write."""
    import hashlib
    from importlib import metadata

    import deidkit

    root = Path(deidkit.__file__).parent if root is None else Path(root)
    h = hashlib.sha256(deidkit.__version__.encode())
    for name in _CORPUS_CODE:
        paths = [root / name] if name.endswith(".py") else sorted((root / name).rglob("*.py"))
        for path in paths:
            h.update(str(path.relative_to(root)).encode() + b"\0" + path.read_bytes())
    for package in ("Faker", "drug-named-entity-recognition"):
        try:
            h.update(f"{package}=={metadata.version(package)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{package} absent".encode())
    return h.hexdigest()[:12]


def corpus_dir(cache: Path) -> Path:
    """Where ``cache`` keeps the corpora that this checkout writes."""
    return Path(cache) / corpus_fingerprint()


def _stem(docs: int, seed: int) -> str:
    return f"synth-{docs}-seed{seed}"


def synth_xml(docs: int, seed: int, cache: Path) -> Path:
    """The directory of a synth corpus of ``docs`` notes, generated on first use."""
    from deidkit.synth import synth

    path = corpus_dir(cache) / _stem(docs, seed)
    if not path.is_dir():
        path.parent.mkdir(parents=True, exist_ok=True)
        # generated aside and renamed, so an interrupted run leaves no half corpus behind
        tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}-", dir=path.parent))
        synth(tmp, docs=docs, seed=seed)
        try:
            tmp.rename(path)
        except OSError:  # another run finished the same corpus first
            shutil.rmtree(tmp, ignore_errors=True)
    return path


def tokenize_dir(corpus: Path) -> pa.Table:
    """The tokens table of an i2b2 XML directory (or any ``deidkit tokenize`` input)."""
    from deidkit.tokenize import tokenize

    return pa.Table.from_batches(list(tokenize([corpus])))


def synth_tokens_path(docs: int, seed: int, cache: Path) -> Path:
    """The Parquet tokens file of a synth corpus, beside its XML directory, made on first
    use (what a benchmark that runs the CLI on a file needs)."""
    from deidkit import io

    path = corpus_dir(cache) / f"{_stem(docs, seed)}.parquet"
    if not path.exists():
        table = tokenize_dir(synth_xml(docs, seed, cache))
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp.parquet")
        io.write_table(tmp, table)
        os.replace(tmp, path)
    return path


def synth_tokens(docs: int, seed: int, cache: Path) -> pa.Table:
    """The tokens table of a synth corpus, cached as Parquet beside its XML directory."""
    from deidkit import io

    return io.read_table(synth_tokens_path(docs, seed, cache))


def tokens(corpus: Path | None, docs: int, seed: int, cache: Path) -> pa.Table:
    """The tokens of ``corpus`` (an i2b2 XML directory), or of a cached synth corpus."""
    return synth_tokens(docs, seed, cache) if corpus is None else tokenize_dir(corpus)
