"""pseudonymize (neighbors strategy): replacements among the top N, fail closed, casing,
coherence, determinism, shuffling with spill files."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from deidkit import embeddings as emb_mod
from deidkit import pseudonymize as ps
from deidkit import schemas
from deidkit.casing import transfer_casing
from deidkit.hashing import same_shape
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table

WORDS = ["the", "smith", "jones", "brown", "miller", "boston", "paris", "denver", "a", "0000",
         "1999", "mr", ".", "smithson"]


@pytest.fixture
def tiny(tmp_path):
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(len(WORDS), 6)).astype(np.float32)
    vectors[2:5] = vectors[1] + 0.1 * rng.normal(size=(3, 6))  # names near smith
    vectors[6:8] = vectors[5] + 0.1 * rng.normal(size=(2, 6))  # cities near boston
    path = tmp_path / "tiny.txt"
    emb_mod.write_text(path, WORDS, vectors)
    return path


def _corpus(docs=6):
    rows = []
    for d in range(docs):
        rows.append({"doc_id": f"note{d}", "sentence": 0,
                     "tokens": ["Mr", ".", "Smith", "met", "SMITH", "in", "Boston", "."],
                     "starts": list(range(8)), "ends": list(range(1, 9)),
                     "labels": ["O", "O", "B-PATIENT", "O", "B-PATIENT", "O", "B-CITY", "O"]})
        rows.append({"doc_id": f"note{d}", "sentence": 1,
                     "tokens": ["Zqxv-Ab", "12", "smith", "'", "Paris", "the", "5"],
                     "starts": list(range(7)), "ends": list(range(1, 8)),
                     "labels": ["B-PATIENT", "B-AGE", "B-DOCTOR", "I-DOCTOR", "B-CITY", "O",
                                "B-ID"]})
    return tokens_table(rows)


def _top(tiny, word, n, exclude_self=False):
    e = emb_mod.load_embeddings(tiny)
    row = e.lookup(word)
    unit = e.unit()
    scores = unit @ unit[row]
    order = sorted(range(len(scores)), key=lambda j: (-scores[j], j))
    if exclude_self:
        order = [j for j in order if j != row]
    return {e.words[j] for j in order[:n]}


def _pseudo(tiny, *args, table=None):
    table = _corpus() if table is None else table
    result = run(["pseudonymize", "--embeddings", tiny, *args], input=arrow_stream_bytes(table))
    return read_arrow_output(result.stdout_bytes), result


def test_replacements_are_top_n_neighbours_and_non_phi_untouched(tiny):
    src = _corpus()
    out, result = _pseudo(tiny, "-n", "3", "--no-shuffle", "--keep-ids", "--seed", "3")
    assert out.column("labels").to_pylist() == src.column("labels").to_pylist()
    for before, after, labels in zip(src.column("tokens").to_pylist(),
                                     out.column("tokens").to_pylist(),
                                     src.column("labels").to_pylist()):
        for b, a, lab in zip(before, after, labels):
            if lab == "O" or b == "'":
                assert a == b  # non-PHI and punctuation-only PHI untouched
            elif b in ("Zqxv-Ab", "12", "5"):
                assert a != b and len(a) == len(b)  # unknown: same shape, never kept
            else:
                assert a.lower() in _top(tiny, b, 3), (b, a)
    assert "12 sentences, 90 tokens, 54 PHI tokens" in result.stderr
    assert "unknown to the embeddings (same-shape string) 18" in result.stderr
    assert "punctuation kept 6" in result.stderr


def test_casing_kept_in_output(tiny):
    out, _ = _pseudo(tiny, "-n", "4", "--no-shuffle", "--exclude-self")
    for row in out.column("tokens").to_pylist()[::2]:
        assert row[2][0].isupper() and row[2][1:].islower()  # Smith -> Xxxx
        assert row[4].isupper()  # SMITH -> XXXX


def test_same_shape_strings():
    assert same_shape("Ab-12", 5) != "Ab-12"
    s = same_shape("Ab-12", 5)
    assert s[0].isupper() and s[1].islower() and s[2] == "-" and s[3:].isdigit()
    # A one-digit token is redrawn until it differs (fail closed).
    assert all(same_shape("5", st) != "5" for st in range(200))
    assert same_shape("--", 1) == "--"


def test_exclude_self_never_keeps_a_phi_token(tiny):
    src = _corpus()
    for seed in range(5):
        out, result = _pseudo(tiny, "-n", "2", "--exclude-self", "--no-shuffle", "--seed", seed)
        assert "kept by chance 0" in result.stderr
        for before, after, labels in zip(src.column("tokens").to_pylist(),
                                         out.column("tokens").to_pylist(),
                                         src.column("labels").to_pylist()):
            for b, a, lab in zip(before, after, labels):
                if lab != "O" and b != "'":
                    assert a != b


def test_self_is_drawn_sometimes_without_exclude_self(tiny):
    table = tokens_table([{"doc_id": "d", "sentence": i, "tokens": ["Smith"],
                           "starts": [0], "ends": [5], "labels": ["B-PATIENT"]} for i in range(200)])
    out, result = _pseudo(tiny, "-n", "2", "--no-shuffle", table=table)
    got = {t[0] for t in out.column("tokens").to_pylist()}
    assert got == {w.capitalize() for w in _top(tiny, "smith", 2)}
    kept = sum(t == ["Smith"] for t in out.column("tokens").to_pylist())
    assert f"replaced {200 - kept}, kept by chance {kept}" in result.stderr
    assert 60 < kept < 140  # uniform over 2 candidates


def test_unknown_phi_never_survives(tiny):
    rows = [{"doc_id": "d", "sentence": i, "tokens": [w], "starts": [0], "ends": [len(w)],
             "labels": ["B-ID"]} for i, w in enumerate(["7", "Q", "x9", "ZZTOP", "ü", "a1-b2"])]
    for seed in range(10):
        out, _ = _pseudo(tiny, "-n", "3", "--no-shuffle", "--seed", seed, table=tokens_table(rows))
        for before, after in zip(rows, out.column("tokens").to_pylist()):
            assert after[0] != before["tokens"][0]
            assert len(after[0]) == len(before["tokens"][0])


def test_same_seed_byte_identical(tiny, tmp_path):
    src = tmp_path / "in.parquet"
    pq.write_table(_corpus(), src)
    outs = []
    for name, seed in (("a", 1), ("b", 1), ("c", 2)):
        path = tmp_path / f"{name}.parquet"
        run(["pseudonymize", src, "--embeddings", tiny, "-n", "3", "--seed", seed, "-o", path])
        outs.append(path.read_bytes())
    assert outs[0] == outs[1]
    assert outs[0] != outs[2]


def test_draws_do_not_depend_on_batch_boundaries(tiny):
    e = emb_mod.load_embeddings(tiny)
    src = ps.EmbeddingNeighbors(e, 3)
    table = schemas.conform(_corpus().combine_chunks().to_batches()[0], "tokens")
    whole = list(ps.pseudonymize([table], src, seed=4, shuffle=False))
    parts = list(ps.pseudonymize([table.slice(0, 5), table.slice(5)], src, seed=4, shuffle=False))
    assert pa.Table.from_batches(whole).column("tokens").to_pylist() == \
        pa.Table.from_batches(parts).column("tokens").to_pylist()


def test_coherent_within_and_not_across_documents(tiny):
    rows = []
    for d in range(30):
        for s in range(3):
            rows.append({"doc_id": f"doc{d}", "sentence": s, "tokens": ["Smith", "SMITH", "Zqxv"],
                         "starts": [0, 1, 2], "ends": [1, 2, 3],
                         "labels": ["B-PATIENT", "B-PATIENT", "B-PATIENT"]})
    out, _ = _pseudo(tiny, "-n", "4", "--coherent", "--no-shuffle", "--keep-ids",
                     table=tokens_table(rows))
    per_doc = {}
    for doc, toks in zip(out.column("doc_id").to_pylist(), out.column("tokens").to_pylist()):
        assert toks[1] == toks[0].upper()  # Smith and SMITH: the same word
        per_doc.setdefault(doc, set()).add((toks[0], toks[2]))
    assert all(len(v) == 1 for v in per_doc.values())  # consistent within a document
    assert len({next(iter(v))[0] for v in per_doc.values()}) > 1  # differs across documents
    assert len({next(iter(v))[1] for v in per_doc.values()}) > 1


def test_shuffle_drops_ids_and_offsets(tiny):
    src = _corpus(docs=20)
    out, result = _pseudo(tiny, "-n", "2", "--seed", "1", table=src)
    assert "starts" not in out.column_names and "ends" not in out.column_names
    assert set(out.column("doc_id").to_pylist()) == {"pseudonymized"}
    assert out.column("sentence").to_pylist() == list(range(40))
    lengths = [len(t) for t in out.column("tokens").to_pylist()]
    assert sorted(lengths) == sorted(len(t) for t in src.column("tokens").to_pylist())
    assert lengths != [len(t) for t in src.column("tokens").to_pylist()]  # order changed
    assert "sentences shuffled across documents (in memory)" in result.stderr


def test_extra_columns_pass_through_shuffled_with_their_rows(tiny):
    src = _corpus(docs=10)
    src = src.append_column("row_id", pa.array(range(src.num_rows), pa.int64()))
    out, _ = _pseudo(tiny, "-n", "2", "--seed", "1", table=src)
    labels = src.column("labels").to_pylist()
    for rid, lab in zip(out.column("row_id").to_pylist(), out.column("labels").to_pylist()):
        assert labels[rid] == lab


def _shuffled(batches, schema, **kw):
    shuf = ps.Shuffler(schema, seed=3, batch_rows=64, **kw)
    for b in batches:
        shuf.add(b)
    if shuf.spilled:  # key ranges of equal width: buckets of about equal size, so memory
        # on the way out holds about rows / buckets rows at a time
        import pyarrow.ipc as ipc

        for w in shuf._writers:
            w.close()
        sizes = [ipc.open_file(p).read_all().num_rows for p in shuf._paths]
        expected = sum(b.num_rows for b in batches) / shuf.nbuckets
        assert sum(sizes) == sum(b.num_rows for b in batches)
        assert max(sizes) < 1.5 * expected, sizes
    return shuf, list(shuf)


def test_shuffler_order_does_not_depend_on_the_memory_budget():
    schema = pa.schema([("x", pa.int64())])
    batches = [pa.record_batch([pa.array(np.arange(i, i + 100))], schema=schema)
               for i in range(0, 1000, 100)]
    spill, spilled = _shuffled(batches, schema, budget=2000, buckets=8)
    mem, in_memory = _shuffled(batches, schema, budget=1 << 30)
    assert spill.spilled and not mem.spilled
    got = pa.Table.from_batches(spilled).column("x").to_pylist()
    assert sorted(got) == list(range(1000)) and got != list(range(1000))
    assert got == pa.Table.from_batches(in_memory).column("x").to_pylist()
    # The same cut into batches too (a Parquet row group per batch): 15 x 64 + 40.
    assert [b.num_rows for b in spilled] == [b.num_rows for b in in_memory] == [64] * 15 + [40]
    assert all(b.schema == schema for b in spilled + in_memory)
    # Other batch boundaries on the way in, the same order out; another seed, another one.
    _, rebatched = _shuffled([pa.record_batch([pa.array(np.arange(1000))], schema=schema)],
                             schema, budget=2000, buckets=5)
    assert pa.Table.from_batches(rebatched).column("x").to_pylist() == got
    other = ps.Shuffler(schema, seed=4)
    for b in batches:
        other.add(b)
    assert pa.Table.from_batches(list(other)).column("x").to_pylist() != got


def test_cli_spill_through_temporary_files_gives_the_in_memory_file(tiny, tmp_path):
    src = tmp_path / "in.parquet"
    pq.write_table(_corpus(docs=50), src)
    a, b, c = tmp_path / "a.parquet", tmp_path / "b.parquet", tmp_path / "c.parquet"
    result = run(["pseudonymize", src, "--embeddings", tiny, "-n", "2", "--memory-budget", "1K",
                  "-o", a])
    run(["pseudonymize", src, "--embeddings", tiny, "-n", "2", "--memory-budget", "2K", "-o", b])
    in_memory = run(["pseudonymize", src, "--embeddings", tiny, "-n", "2", "-o", c])
    assert "through 64 temporary files" in result.stderr
    assert "(in memory)" in in_memory.stderr
    assert pq.read_table(a).num_rows == 100
    assert a.read_bytes() == b.read_bytes() == c.read_bytes()


def test_neighbors_table_input(tiny, tmp_path):
    nb_path = tmp_path / "nb.parquet"
    run(["embed-neighbors", "-n", "3", "--embeddings", tiny, "-o", nb_path],
        input=arrow_stream_bytes(_corpus()))
    out, _ = _pseudo(tiny, "--neighbors-table", nb_path, "-n", "2", "--no-shuffle")
    for before, after in zip(_corpus().column("tokens").to_pylist(), out.column("tokens").to_pylist()):
        if before[2] == "Smith":
            assert after[2].lower() in _top(tiny, "smith", 2)
    result = run(["pseudonymize", "--neighbors-table", nb_path, "-n", "5"],
                 input=arrow_stream_bytes(_corpus()), expect=2)
    assert result.stderr.startswith(f"Error: -n 5 but {nb_path} holds 3 neighbours per word")


def test_unlabelled_and_misaligned_input_are_data_errors(tiny):
    table = tokens_table([{"doc_id": "d", "sentence": 4, "tokens": ["a"], "starts": [0],
                           "ends": [1], "labels": None}])
    result = run(["pseudonymize", "--embeddings", tiny, "-n", "2"], input=arrow_stream_bytes(table),
                 expect=1)
    assert result.stderr.startswith("Error: <stdin>: document 'd' sentence 4: unlabelled (null labels)")
    table = tokens_table([{"doc_id": "d", "sentence": 2, "tokens": ["a", "b"], "starts": [0, 1],
                           "ends": [1, 2], "labels": ["O"]}])
    result = run(["pseudonymize", "--embeddings", tiny, "-n", "2"], input=arrow_stream_bytes(table),
                 expect=1)
    assert result.stderr.strip() == "Error: <stdin>: document 'd' sentence 2: 2 tokens but 1 labels"


def test_vectorised_casing_matches_transfer_casing(tmp_path):
    # Candidates that start with a non-letter or carry capitals exercise the Arrow path.
    words = ["smith", "'s", "o'brien", "McCoy", "x-ray", "2nd", "egfr"]
    path = tmp_path / "same.txt"
    emb_mod.write_text(path, words, np.ones((len(words), 3), np.float32))  # all tied
    e = emb_mod.load_embeddings(path)
    src = ps.EmbeddingNeighbors(e, len(words))
    tokens = ["Smith", "SMITH", "smith", "eGFR", "O'Brien", "X-RAY", "12"]
    rows = [{"doc_id": "d", "sentence": i, "tokens": [t], "starts": [0], "ends": [1],
             "labels": ["B-PATIENT"]} for i, t in enumerate(tokens * 30)]
    batch = schemas.conform(tokens_table(rows).combine_chunks().to_batches()[0], "tokens")
    out = ps.pseudonymize_batch(batch, src, seed=2, position=0)
    seen = set()
    for before, after in zip(batch.column("tokens").to_pylist(), out.column("tokens").to_pylist()):
        b, a = before[0], after[0]
        if e.lookup(b) < 0:
            assert b == "12"
            assert a != b and len(a) == len(b)  # unknown: same shape
            continue
        word = next(w for w in words if w.lower() == a.lower())
        assert a == transfer_casing(b, word), (b, word, a)
        seen.add(word)
    assert seen == set(words)
    assert transfer_casing("O'Brien", "'s") == "'S"


@pytest.mark.parametrize("row, message", [
    # The privacy failure: a null label read as "not PHI" left the word verbatim.
    ({"tokens": ["Dr", "Kunda"], "starts": [0, 4], "ends": [2, 9], "labels": ["O", None]},
     "document 'd' sentence 3: null label inside a sentence that has labels"),
    ({"tokens": ["Dr", None], "starts": [0, 4], "ends": [2, 9], "labels": ["O", "B-DOCTOR"]},
     "document 'd' sentence 3: null token inside the sentence"),
    ({"tokens": None, "labels": ["O", "B-DOCTOR"]},
     "document 'd' sentence 3: the tokens are missing (null) but there are 2 labels"),
])
def test_nulls_inside_sentences_fail_closed(tiny, tmp_path, row, message):
    table = tokens_table([{"doc_id": "d", "sentence": 3, **row}])
    out = tmp_path / "out.parquet"
    result = run(["pseudonymize", "--embeddings", tiny, "-n", "2", "-o", str(out)],
                 input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip() == f"Error: <stdin>: {message}"
    assert not out.exists()
