"""The fast paths of `tag` (issue 23) against the computations they replace, on the shipped
fast model (the BiLSTM-CRF): the character BiLSTM once per distinct string of a window instead of once
per string of every batch, and the CRF marginals in scaled probability space instead of
log space. Same character states to 1e-6, same labels exactly."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
import torch

from deidkit import decode
from deidkit.batching import inference_batches
from deidkit.model_dirs import load_tagger
from deidkit.synth import synth
from deidkit.tag import tag
from deidkit.tokenize import tokenize


@pytest.fixture(scope="module")
def tagger():
    return load_tagger("fast")


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    """Small synth corpora of three styles (the held-out D and E are never tuned on)."""
    tables = {}
    for style in "ABC":
        out = tmp_path_factory.mktemp(f"synth-{style}")
        synth(out, docs=6, seed=11, style=style)
        tables[style] = pa.Table.from_batches(list(tokenize([out])))
    return tables


def test_char_states_once_per_window_equal_those_of_each_batch(tagger, corpora):
    table = pa.concat_tables(corpora.values())
    data = tagger.encode(table["tokens"])
    # Small runs of strings, so that the states of one batch come from several runs.
    fast = decode.with_char_states(tagger, data, batch_types=97)
    assert fast.char_states.shape == (data.chars.num_types, 50)
    assert data.chars.num_types < data.num_tokens / 2  # the point: strings repeat
    batches = inference_batches(data.lengths, max_tokens=64 * 64, max_sentences=64)
    assert len(batches) > 5
    model = tagger.model.eval()
    with torch.inference_mode():
        for rows in batches:
            slow_inputs, fast_inputs = data.pad(rows).inputs, fast.pad(rows).inputs
            assert "char_states" in fast_inputs and "char_ids" not in fast_inputs
            slow = model.chars(slow_inputs["char_ids"], slow_inputs["char_lengths"],
                               slow_inputs["char_index"])
            mask = data.pad(rows).mask
            assert slow.shape == fast_inputs["char_states"].shape
            torch.testing.assert_close(fast_inputs["char_states"][mask], slow[mask],
                                       atol=1e-6, rtol=0)


def _predicted(tagger, table, **options):
    return pa.Table.from_batches(list(tag(iter(table.to_batches(max_chunksize=50)), tagger,
                                          **options)))


@pytest.mark.parametrize("style", "ABC")
def test_labels_are_those_of_the_log_space_per_batch_computation(tagger, corpora, style,
                                                                monkeypatch):
    table = corpora[style]
    fast = _predicted(tagger, table, phi_threshold=0.1, probabilities=True)
    viterbi = _predicted(tagger, table)
    # Before: the character BiLSTM per batch, the marginals by log-sum-exp.
    with monkeypatch.context() as m:
        m.setattr(decode, "with_char_states", lambda tagger, data: data)
        m.setattr(tagger.model.crf, "marginals", tagger.model.crf.log_marginals)
        slow = _predicted(tagger, table, phi_threshold=0.1, probabilities=True)
        slow_viterbi = _predicted(tagger, table)
    labels = fast["predicted"].combine_chunks().flatten().to_pylist()
    assert sum(lab != "O" for lab in labels) > 20  # a corpus with PHI found
    assert fast["predicted"].equals(slow["predicted"])
    assert viterbi["predicted"].equals(slow_viterbi["predicted"])
    p_fast = fast["phi_probability"].combine_chunks().flatten().to_numpy()
    p_slow = slow["phi_probability"].combine_chunks().flatten().to_numpy()
    # float32 log-space sums drift on long sentences; the scaled float64 ones do not
    np.testing.assert_allclose(p_fast, p_slow, atol=1e-2)
