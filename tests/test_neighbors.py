"""Exact neighbour search: equals a brute-force reference, ties by lower index, the CLI."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from deidkit import embeddings as emb_mod
from deidkit import neighbors as nb
from deidkit.neighbors import topk
from deidkit import schemas
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table


def _reference(queries, unit, k):
    """Independent of deidkit: full score matrix, sort by (-score, index) per row."""
    scores = queries.astype(np.float64) @ unit.astype(np.float64).T
    out = []
    for row in scores:
        out.append(sorted(range(len(row)), key=lambda j: (-row[j], j))[:k])
    return np.array(out)


@pytest.mark.parametrize("seed", range(6))
def test_topk_equals_brute_force_on_random_vectors(seed):
    rng = np.random.default_rng(seed)
    v = int(rng.integers(20, 400))
    unit = rng.normal(size=(v, 5)).astype(np.float32)
    unit /= np.linalg.norm(unit, axis=1, keepdims=True)
    queries = unit[rng.integers(0, v, size=9)]
    k = int(rng.integers(1, v + 1))
    idx, sims = nb.topk_cosine(queries, unit, k, vocab_block=int(rng.integers(1, 64)))
    np.testing.assert_array_equal(idx, _reference(queries, unit, k))
    np.testing.assert_allclose(sims, np.take_along_axis(queries @ unit.T, idx, axis=1), atol=1e-6)
    assert (np.diff(sims, axis=1) <= 0).all(), "best first"


@pytest.mark.parametrize("block", [1, 3, 7, 64])
def test_ties_go_to_the_lower_index(block):
    # Entries in {-0.5, 0, 0.5}: dot products are exact, so there are many exact ties.
    rng = np.random.default_rng(1)
    unit = rng.choice(np.float32([-0.5, 0.0, 0.5]), size=(120, 4)).astype(np.float32)
    queries = unit[:10]
    for k in (1, 5, 40, 120):
        idx, sims = nb.topk_cosine(queries, unit, k, vocab_block=block)
        np.testing.assert_array_equal(idx, _reference(queries, unit, k))
        ref_idx, ref_sims = nb.brute_force(queries, unit, k)
        np.testing.assert_array_equal(idx, ref_idx)
        np.testing.assert_array_equal(sims, ref_sims)


def _no_running_path(monkeypatch):
    def running(*args, **kwargs):
        raise AssertionError("the running-threshold path was used")

    monkeypatch.setattr(topk, "_topk_running", running)


def _chunked_paths(queries, unit, k):
    """(rows searched over their full score row, rows with > 2k candidate scores), computed
    independently of deidkit from the exact scores, so a test can show that it covers them."""
    scores = queries.astype(np.float64) @ unit.astype(np.float64).T
    c, block = topk.FAST_CHUNK, topk._vocab_block()
    padded = np.full((len(queries), -(-unit.shape[0] // block) * block), -np.inf)
    padded[:, :unit.shape[0]] = scores
    chunk_max = padded.reshape(len(queries), -1, c).max(axis=2)
    t = -np.sort(-chunk_max, axis=1)[:, k - 1]  # k-th largest chunk maximum
    heavy = (chunk_max >= t[:, None]).sum(axis=1) > 2 * k
    crowded = ~heavy & ((scores >= t[:, None]).sum(axis=1) > 2 * k)
    return heavy, crowded


@pytest.mark.parametrize("levels,k", [(3, 1), (3, 40), (3, 120), (17, 7), (17, 100), (17, 120)])
def test_chunked_torch_path_is_exact_with_ties(monkeypatch, levels, k):
    # A vocabulary large enough for the two-pass torch path (several vocabulary blocks, the
    # last one ragged; 200 queries = two query blocks of different sizes, the second using
    # a prefix of the score buffer). Entries are multiples of 1/8 or 1/16, so every dot
    # product is exact in float32 whatever the summation order: with 3 levels nearly every
    # score ties (rows whose ties select > 2k chunks are searched over their full row), with
    # 17 levels ties are rarer and the candidate selection decides.
    _no_running_path(monkeypatch)
    rng = np.random.default_rng(levels + k)
    grid = np.linspace(-0.5, 0.5, levels).astype(np.float32)
    v = max(2 * topk.FAST_VOCAB_BLOCK, topk.FAST_MIN_CHUNKS_PER_K * 120 * topk.FAST_CHUNK) + 1234
    unit = rng.choice(grid, size=(v, 6)).astype(np.float32)
    unit[5000:5300] = unit[:300]  # exact duplicates far apart
    queries = unit[rng.integers(0, len(unit), size=200)]
    idx, sims = nb.topk_cosine(queries, unit, k)
    ref_idx, ref_sims = nb.brute_force(queries, unit, k)
    np.testing.assert_array_equal(idx, ref_idx)
    np.testing.assert_array_equal(sims, ref_sims)
    if levels == 3 and k == 1:
        assert _chunked_paths(queries, unit, k)[0].any(), "the full-row path was not covered"


@pytest.mark.parametrize("threads", [1, 2])
def test_chunked_path_vocabulary_block_follows_threads(monkeypatch, threads):
    # 4096 words per block and thread: 1 thread -> 4096, 2 -> 8192 (three blocks here, the
    # last one ragged); the results are the same exact top-k.
    import torch

    _no_running_path(monkeypatch)
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        assert topk._vocab_block() == threads * topk.FAST_VOCAB_BLOCK
        rng = np.random.default_rng(threads)
        unit = (rng.integers(-16, 17, size=(2 * 8192 + 555, 6)) / 32).astype(np.float32)
        queries = unit[rng.integers(0, len(unit), size=130)]
        idx, sims = nb.topk_cosine(queries, unit, 50)
    finally:
        torch.set_num_threads(before)
    ref_idx, ref_sims = nb.brute_force(queries, unit, 50)
    np.testing.assert_array_equal(idx, ref_idx)
    np.testing.assert_array_equal(sims, ref_sims)


@pytest.mark.parametrize("k", [7, 100])
def test_chunked_path_with_neighbours_crowded_into_few_chunks(monkeypatch, k):
    # Frequent GloVe words have their neighbours in the same few chunks (similar words have
    # similar frequency ranks), so the k-th largest chunk maximum admits many more than k
    # scores. Here a run of 30 k near-copies of one vector (fewer than k chunks) does the
    # same; their rows are completed one at a time. Entries are multiples of 1/64, so the
    # dot products are exact.
    _no_running_path(monkeypatch)
    rng = np.random.default_rng(k)
    v = max(2 * topk.FAST_VOCAB_BLOCK, topk.FAST_MIN_CHUNKS_PER_K * 100 * topk.FAST_CHUNK) + 777
    unit = (rng.integers(-32, 33, size=(v, 8)) / 64).astype(np.float32)
    run = slice(2000, 2000 + 30 * k)
    unit[run] = 0.5 + rng.integers(-2, 1, size=(30 * k, 8)) / 64  # near the corner (.5, ..)
    queries = unit[np.r_[rng.integers(run.start, run.stop, size=20), rng.integers(0, v, size=20)]]
    heavy, crowded = _chunked_paths(queries, unit, k)
    assert crowded.sum() >= 10 and not crowded[20:].all()
    idx, sims = nb.topk_cosine(queries, unit, k)
    ref_idx, ref_sims = nb.brute_force(queries, unit, k)
    np.testing.assert_array_equal(idx, ref_idx)
    np.testing.assert_array_equal(sims, ref_sims)


def test_chunked_path_reuses_its_buffers(monkeypatch):
    # The ~200 MB score buffer is allocated once per vocabulary shape: a shorter query
    # block uses a prefix of its rows, and the results stay exact.
    _no_running_path(monkeypatch)
    rng = np.random.default_rng(3)
    v = 2 * topk.FAST_VOCAB_BLOCK + 99
    unit = (rng.integers(-16, 17, size=(v, 5)) / 32).astype(np.float32)
    topk._BUFFERS.clear()
    nb.topk_cosine(unit[:topk.FAST_QUERY_BLOCK], unit, 5)
    [(key, (scores, _))] = topk._BUFFERS.items()
    for n in (3, topk.FAST_QUERY_BLOCK + 5):
        idx, sims = nb.topk_cosine(unit[-n:], unit, 5)
        np.testing.assert_array_equal(idx, nb.brute_force(unit[-n:], unit, 5)[0])
        assert list(topk._BUFFERS) == [key] and topk._BUFFERS[key][0] is scores


def test_duplicate_vectors_tie_by_index():
    unit = np.float32([[1, 0], [0, 1], [1, 0], [1, 0], [0.6, 0.8]])
    idx, sims = nb.topk_cosine(unit[[3]], unit, 4, vocab_block=2)
    assert idx.tolist() == [[0, 2, 3, 4]]
    np.testing.assert_allclose(sims, [[1, 1, 1, 0.6]])


def test_topk_rejects_bad_k():
    unit = np.eye(3, dtype=np.float32)
    with pytest.raises(ValueError, match=r"k must be in 1..3 \(the vocabulary size\), got 4"):
        nb.topk_cosine(unit, unit, 4)


@pytest.fixture
def tiny(tmp_path):
    # smith ~ jones ~ smithson (names), boston ~ paris (cities), the (function word)
    words = ["the", "smith", "jones", "smithson", "boston", "paris", "brown"]
    vectors = np.float32([
        [0, 0, 1], [1, 0, 0], [0.9, 0.1, 0], [0.95, 0, 0.05], [0, 1, 0], [0.1, 0.9, 0],
        [0.8, 0.2, 0.1]])
    path = tmp_path / "tiny.txt"
    emb_mod.write_text(path, words, vectors)
    return path


def test_neighbor_rows_exclude_self_and_substrings(tiny):
    e = emb_mod.load_embeddings(tiny)
    smith = e.index("smith")
    [(q, rows, sims)] = list(nb.neighbor_rows(e, np.array([smith]), 3))
    assert [e.words[i] for i in rows[0]] == ["smith", "smithson", "jones"]
    [(q, rows, sims)] = list(nb.neighbor_rows(e, np.array([smith]), 3, exclude_self=True))
    assert [e.words[i] for i in rows[0]] == ["smithson", "jones", "brown"]
    [(q, rows, sims)] = list(nb.neighbor_rows(e, np.array([smith]), 3, exclude_self=True,
                                              no_substrings=True))
    assert [e.words[i] for i in rows[0]] == ["jones", "brown", "paris"]
    assert nb.substring_rate(e, np.array([smith]), np.array([[smith, e.index("smithson"), 2]])) == (1, 2)


def _tokens():
    return tokens_table([
        {"doc_id": "d1", "sentence": 0, "tokens": ["Dr", "Smith", "in", "Boston", "."],
         "starts": [0, 3, 9, 12, 18], "ends": [2, 8, 11, 18, 19],
         "labels": ["O", "B-DOCTOR", "O", "B-CITY", "O"]},
        {"doc_id": "d2", "sentence": 0, "tokens": ["SMITH", "Qzxv", "the"],
         "starts": [0, 6, 11], "ends": [5, 10, 14], "labels": ["B-PATIENT", "I-PATIENT", "O"]},
        {"doc_id": "d3", "sentence": 0, "tokens": ["x"], "starts": [0], "ends": [1],
         "labels": None},
    ])


def test_cli_phi_words(tiny, tmp_path):
    out = tmp_path / "nb.parquet"
    result = run(["embed-neighbors", "-", "-n", "2", "--embeddings", tiny, "-o", out],
                 input=arrow_stream_bytes(_tokens()))
    import pyarrow.parquet as pq

    table = pq.read_table(out)
    # Smith/SMITH share the row of "smith"; Qzxv is unknown; rows by vocabulary index.
    assert table.column("word").to_pylist() == ["smith", "boston"]
    assert table.column("neighbors").to_pylist() == [["smith", "smithson"], ["boston", "paris"]]
    sims = table.column("similarities").to_pylist()
    assert sims[0][0] == pytest.approx(1.0) and sims[1][1] == pytest.approx(0.9939, abs=1e-4)
    assert schemas.schema_tag(table.schema) == "neighbors/1"
    assert schemas.metadata_value(table.schema, "deidkit.embeddings") == str(tiny)
    assert schemas.metadata_value(table.schema, "deidkit.embeddings.dim") == "3"
    assert schemas.metadata_value(table.schema, "deidkit.neighbors.n") == "2"
    assert "2 words x 2 neighbours (4 distinct tokens, 1 unknown" in result.stderr
    assert "substring: 50.00 per 100" in result.stderr  # smithson contains smith


def test_cli_all_words_and_words_file(tiny, tmp_path):
    result = run(["embed-neighbors", "--all-words", "-n", "1", "--exclude-self",
                  "--embeddings", tiny], input=arrow_stream_bytes(_tokens()))
    table = read_arrow_output(result.stdout_bytes)
    assert table.column("word").to_pylist() == ["the", "smith", "boston"]
    assert table.column("neighbors").to_pylist() == [["brown"], ["smithson"], ["paris"]]
    words = tmp_path / "w.txt"
    words.write_text("Paris\n\nnope\n")
    result = run(["embed-neighbors", "--words", words, "-n", "2", "--embeddings", tiny])
    table = read_arrow_output(result.stdout_bytes)
    assert table.to_pylist()[0]["neighbors"] == ["paris", "boston"]


def test_cli_too_many_neighbours(tiny):
    result = run(["embed-neighbors", "-n", "7", "--exclude-self", "--embeddings", tiny],
                 input=arrow_stream_bytes(_tokens()), expect=2)
    assert result.stderr.strip() == (f"Error: -n 7 exceeds the 6 candidate words of "
                                     f"embeddings '{tiny}' (the word itself excluded)")


@pytest.mark.parametrize("row, message", [
    ({"tokens": None, "labels": ["B-CITY"]}, "the tokens are missing (null) but there are 1 labels"),
    ({"tokens": ["Dr", None], "labels": ["O", "B-DOCTOR"]}, "null token inside the sentence"),
    ({"tokens": ["Dr", "Smith"], "labels": ["O", None]},
     "null label inside a sentence that has labels"),
    ({"tokens": ["Dr", "Smith"], "labels": ["B-DOCTOR"]}, "2 tokens but 1 labels"),
])
def test_cli_malformed_sentences_are_data_errors_naming_the_file(tiny, tmp_path, row, message):
    src = tmp_path / "in.parquet"
    import pyarrow.parquet as pq

    pq.write_table(tokens_table([{"doc_id": "d", "sentence": 5, **row}]), src)
    out = tmp_path / "nb.parquet"
    result = run(["embed-neighbors", src, "-n", "2", "--embeddings", tiny, "-o", out], expect=1)
    assert result.stderr.strip() == f"Error: {src}: document 'd' sentence 5: {message}"
    assert not out.exists()


def test_cli_neighbors_n_is_an_alias_of_n(tiny):
    a = run(["embed-neighbors", "-n", "2", "--embeddings", tiny], input=arrow_stream_bytes(_tokens()))
    b = run(["embed-neighbors", "--neighbors-n", "2", "--embeddings", tiny],
            input=arrow_stream_bytes(_tokens()))
    assert read_arrow_output(b.stdout_bytes).column("neighbors").to_pylist() == \
        read_arrow_output(a.stdout_bytes).column("neighbors").to_pylist() == \
        [["smith", "smithson"], ["boston", "paris"]]


def test_embed_neighbors_streams_batches(tiny):
    e = emb_mod.load_embeddings(tiny)
    stats = {}
    batches = list(nb.embed_neighbors(e, [pa.array(["Jones", "jones", "paris"])], 2,
                                      batch_rows=1, query_block=1, stats=stats))
    assert sum(b.num_rows for b in batches) == 2
    assert stats == {"queries": 2, "distinct": 3, "unknown": 0, "substring_hits": 0,
                     "substring_total": 2}
