"""Real/fake pairs: exactly one PHI token moved to one of its N nearest neighbours, seeded."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest

from deidkit.adversarial_pairs import (build_pairs, eligible_sentences, movable_positions,
                                       nearest_neighbours, phi_flags, pseudonymize_rows)
from deidkit.batching import encode_sentences
from deidkit.embeddings import Embeddings
from deidkit.errors import ConfigError

WORDS = ["smith", "jones", "brown", "boston", "denver", "the", "patient", "saw", "in", "2010"]
from tests.adversarial_fixtures import one_thread

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


def _emb(seed=0, v=len(WORDS), dim=5):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(v, dim)).astype(np.float32)
    return Embeddings("toy", WORDS[:v], x)


def _corpus():
    tokens = pa.array([
        ["the", "patient", "smith", "saw", "jones"],
        ["the", "patient", "saw"],                 # no PHI
        ["in", "boston", "Zzyzx"],                # Zzyzx: PHI but unknown to the embeddings
        ["Zzyzx"],                                # only unknown PHI: not eligible
        ["denver", "2010"],
    ], pa.list_(pa.string()))
    labels = pa.array([
        ["O", "O", "B-PATIENT", "O", "B-DOCTOR"],
        ["O", "O", "O"],
        ["O", "B-CITY", "B-CITY"],
        ["B-PATIENT"],
        ["B-CITY", "B-DATE"],
    ], pa.list_(pa.string()))
    index = {w: i for i, w in enumerate(WORDS)}
    lookup = lambda arr: np.array([index.get(t.lower(), -1) for t in arr.to_pylist()])
    unk = len(WORDS)
    enc = encode_sentences(tokens, lookup, unk_index=unk, pad_index=unk + 1)
    return enc, phi_flags(labels), unk


def test_nearest_neighbours_match_brute_force_and_exclude_self():
    emb = _emb()
    unit = emb.unit()
    table = nearest_neighbours(emb, np.array([3, 0, 3, 7]), 4)
    assert table.keys.tolist() == [0, 3, 7]
    for q, row in zip(table.keys, table.neighbours):
        sims = unit @ unit[q]
        sims[q] = -np.inf
        expected = sorted(range(len(WORDS)), key=lambda j: (-sims[j], j))[:4]
        assert row.tolist() == expected
        assert q not in row


def test_nearest_neighbours_break_ties_by_row():
    unit = np.array([[1, 0], [0, 1], [0, 1], [0, 1], [1, 0]], dtype=np.float32)
    emb = Embeddings("ties", WORDS[:5], unit)
    table = nearest_neighbours(emb, np.array([1]), 2)
    assert table.neighbours.tolist() == [[2, 3]]
    with pytest.raises(ConfigError, match=r"-n 5 exceeds the 4 candidate words of embeddings "
                                          r"'ties' \(the word itself excluded\)"):
        nearest_neighbours(emb, np.array([1]), 5)


def test_fake_twins_differ_in_exactly_one_movable_phi_token():
    enc, phi, unk = _corpus()
    movable = movable_positions(enc, phi, unk)
    # smith, jones, boston, denver, 2010 (Zzyzx is UNK)
    assert movable.tolist() == [2, 4, 9, 12, 13]
    assert eligible_sentences(enc, movable).tolist() == [0, 2, 4]
    table = nearest_neighbours(_emb(), enc.word_ids[movable], 3)
    pairs = build_pairs(enc, movable, table, np.random.default_rng(0))
    assert pairs.rows.tolist() == [0, 2, 4]
    diff = np.flatnonzero(pairs.fake.word_ids != enc.word_ids)
    assert diff.tolist() == sorted(pairs.positions.tolist())
    for pos in pairs.positions:
        assert phi[pos] and enc.word_ids[pos] != unk
        old, new = enc.word_ids[pos], pairs.fake.word_ids[pos]
        assert new in table.rows_of(np.array([old]))[0] and new != old
    # casing, offsets and labels are shared: only the word differs
    assert pairs.fake.casing is enc.casing and pairs.fake.offsets is enc.offsets


def test_pairs_are_seeded():
    enc, phi, unk = _corpus()
    movable = movable_positions(enc, phi, unk)
    table = nearest_neighbours(_emb(), enc.word_ids[movable], 3)
    runs = [build_pairs(enc, movable, table, np.random.default_rng(s)).fake.word_ids for s in (1, 1)]
    assert np.array_equal(*runs)
    many = {tuple(build_pairs(enc, movable, table, np.random.default_rng(s)).fake.word_ids)
            for s in range(20)}
    assert len(many) > 5, "different seeds choose different tokens and neighbours"


def test_every_movable_token_and_neighbour_is_reachable():
    enc, phi, unk = _corpus()
    movable = movable_positions(enc, phi, unk)
    table = nearest_neighbours(_emb(), enc.word_ids[movable], 2)
    seen = set()
    rng = np.random.default_rng(0)
    for _ in range(200):
        p = build_pairs(enc, movable, table, rng, rows=np.array([0]))
        seen.add((int(p.positions[0]), int(p.fake.word_ids[p.positions[0]])))
    expected = {(pos, int(n)) for pos in (2, 4) for n in table.rows_of(enc.word_ids[[pos]])[0]}
    assert seen == expected


def test_rows_without_movable_phi_are_refused():
    enc, phi, unk = _corpus()
    movable = movable_positions(enc, phi, unk)
    table = nearest_neighbours(_emb(), enc.word_ids[movable], 2)
    with pytest.raises(ValueError, match="some sentences have no movable PHI token"):
        build_pairs(enc, movable, table, np.random.default_rng(0), rows=np.array([1]))
    with pytest.raises(ValueError, match="4 PHI flags for 14 tokens"):
        movable_positions(enc, phi[:4], unk)


def test_pseudonymize_rows_keeps_self_among_choices():
    enc, phi, unk = _corpus()
    movable = movable_positions(enc, phi, unk)
    table = nearest_neighbours(_emb(), enc.word_ids[movable], 3)
    kept = changed = 0
    for seed in range(30):
        out = pseudonymize_rows(enc, movable, table, np.random.default_rng(seed))
        untouched = np.setdiff1d(np.arange(len(enc.word_ids)), movable)
        assert np.array_equal(out.word_ids[untouched], enc.word_ids[untouched])
        for pos in movable:
            old, new = enc.word_ids[pos], out.word_ids[pos]
            allowed = [old] + table.rows_of(np.array([old]))[0][:2].tolist()
            assert new in allowed
            kept += new == old
            changed += new != old
    assert kept and changed
