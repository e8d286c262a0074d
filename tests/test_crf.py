"""The CRF wrapper against brute-force enumeration of every tag path, with masks."""

from __future__ import annotations

import itertools

import pytest
import torch

from deidkit.models.crf import CRF, PAD_TAG


def _crf(num_tags, seed=0):
    torch.manual_seed(seed)
    crf = CRF(num_tags)
    # Larger than torchcrf's +-0.1 initialisation, so that paths differ clearly.
    with torch.no_grad():
        for p in crf.parameters():
            p.normal_(0, 1.0)
    return crf


def _path_score(crf, emissions, path):
    """Score of one tag path over the unpadded emissions (seq_len, num_tags)."""
    c = crf.crf
    s = c.start_transitions[path[0]] + emissions[0, path[0]]
    for t in range(1, len(path)):
        s = s + c.transitions[path[t - 1], path[t]] + emissions[t, path[t]]
    return s + c.end_transitions[path[-1]]


def _brute_force(crf, emissions, length):
    """(log Z, best path) by enumerating all num_tags ** length paths."""
    k = emissions.size(1)
    scores = {p: _path_score(crf, emissions[:length], p)
              for p in itertools.product(range(k), repeat=length)}
    log_z = torch.logsumexp(torch.stack(list(scores.values())), dim=0)
    best = max(scores, key=lambda p: scores[p].item())
    return log_z, list(best)


def _batch(lengths, num_tags, seed=1):
    g = torch.Generator().manual_seed(seed)
    seq_len = max(lengths)
    emissions = torch.randn(len(lengths), seq_len, num_tags, generator=g, dtype=torch.float64)
    tags = torch.randint(0, num_tags, (len(lengths), seq_len), generator=g)
    mask = torch.arange(seq_len)[None, :] < torch.tensor(lengths)[:, None]
    return emissions, tags, mask


@pytest.mark.parametrize("num_tags, lengths", [(3, [4, 1, 3, 2]), (2, [5, 5]), (4, [1]), (3, [3, 4])])
def test_log_likelihood_and_viterbi_match_enumeration(num_tags, lengths):
    crf = _crf(num_tags).double()
    emissions, tags, mask = _batch(lengths, num_tags)
    llh = crf.log_likelihood(emissions, tags, mask)
    paths = crf.decode(emissions, mask)
    assert llh.shape == (len(lengths),) and paths.shape == tags.shape
    for b, n in enumerate(lengths):
        log_z, best = _brute_force(crf, emissions[b], n)
        gold = _path_score(crf, emissions[b, :n], tags[b, :n].tolist())
        assert llh[b].item() == pytest.approx((gold - log_z).item(), abs=1e-9)
        assert paths[b, :n].tolist() == best
        assert paths[b, n:].tolist() == [PAD_TAG] * (max(lengths) - n)


def test_padding_content_is_ignored():
    crf = _crf(3).double()
    emissions, tags, mask = _batch([4, 2, 1], 3)
    noisy_em, noisy_tags = emissions.clone(), tags.clone()
    noisy_em[~mask] = 1e3 * torch.randn(int((~mask).sum()), 3, dtype=torch.float64)
    noisy_tags[~mask] = PAD_TAG  # the value decode() itself puts there
    assert torch.equal(crf.log_likelihood(emissions, tags, mask),
                       crf.log_likelihood(noisy_em, noisy_tags, mask))
    assert torch.equal(crf.decode(emissions, mask), crf.decode(noisy_em, mask))


def test_agrees_with_torchcrf_and_nll_is_the_mean():
    crf = _crf(5).double()
    emissions, tags, mask = _batch([6, 3, 6, 1], 5)
    theirs = crf.crf(emissions, tags, mask=mask, reduction="none")
    ours = crf.log_likelihood(emissions, tags, mask)
    assert torch.allclose(ours, theirs, atol=1e-10)
    assert crf.nll(emissions, tags, mask).item() == pytest.approx(-theirs.mean().item(), abs=1e-10)
    decoded = crf.decode(emissions, mask)
    for b, path in enumerate(crf.crf.decode(emissions, mask=mask)):
        assert decoded[b, :len(path)].tolist() == path


def test_gradients_flow_to_transitions_and_emissions():
    crf = _crf(3)
    emissions, tags, mask = _batch([3, 2], 3)
    emissions = emissions.float().requires_grad_()
    crf.nll(emissions, tags, mask).backward()
    assert crf.crf.transitions.grad is not None and crf.crf.transitions.grad.abs().sum() > 0
    assert emissions.grad[1, 2].abs().sum() == 0, "padding gets no gradient"
    assert emissions.grad[1, 1].abs().sum() > 0


def test_bad_shapes_and_empty_sequences_are_refused():
    crf = _crf(3)
    emissions, tags, mask = _batch([2, 1], 3)
    with pytest.raises(ValueError, match=r"emissions must have shape \(batch, seq_len, 3\)"):
        crf.decode(emissions[..., :2], mask)
    with pytest.raises(ValueError, match="mask must be a bool tensor"):
        crf.decode(emissions, mask.long())
    empty = mask.clone()
    empty[1] = False
    with pytest.raises(ValueError, match="at least one token"):
        crf.log_likelihood(emissions, tags, empty)


def test_marginals_match_enumeration_with_padding():
    # p(tag_t = k) summed over every path by brute force, for sequences of several lengths
    # in one right-padded batch.
    crf = _crf(3, seed=4)
    torch.manual_seed(5)
    lengths = [4, 1, 3, 2]
    emissions = torch.randn(len(lengths), max(lengths), 3)
    mask = torch.arange(max(lengths))[None, :] < torch.tensor(lengths)[:, None]
    got = crf.marginals(emissions, mask)
    assert got.shape == (4, 4, 3)
    for b, length in enumerate(lengths):
        want = torch.zeros(max(lengths), 3)
        paths = list(itertools.product(range(3), repeat=length))
        scores = torch.stack([_path_score(crf, emissions[b, :length], p) for p in paths])
        probs = torch.softmax(scores, 0)
        for p, prob in zip(paths, probs):
            for t, k in enumerate(p):
                want[t, k] += prob
        torch.testing.assert_close(got[b], want, atol=1e-5, rtol=1e-5)
        assert torch.allclose(got[b, :length].sum(1), torch.ones(length), atol=1e-5)
        assert got[b, length:].abs().sum() == 0


def test_the_viterbi_path_is_where_a_confident_crf_puts_its_mass():
    crf = _crf(4, seed=1)
    emissions = torch.randn(2, 5, 4) * 20
    mask = torch.ones(2, 5, dtype=torch.bool)
    best = crf.decode(emissions, mask)
    assert torch.equal(crf.marginals(emissions, mask).argmax(2), best)


def _random_batch(lengths, num_tags, scale, seed, dtype=torch.float64):
    g = torch.Generator().manual_seed(seed)
    seq_len = max(lengths)
    emissions = scale * torch.randn(len(lengths), seq_len, num_tags, generator=g, dtype=dtype)
    mask = torch.arange(seq_len)[None, :] < torch.tensor(lengths)[:, None]
    return emissions, mask


@pytest.mark.parametrize("scale", [0.5, 5.0, 40.0])
def test_scaled_marginals_equal_the_log_space_reference_with_padding_and_long_sentences(scale):
    # The scaled forward-backward (matrix products) against the log-space one, in float64,
    # on a batch mixing a 700-token sentence, one-token ones and padding of every length.
    crf = _crf(7, seed=2).double()
    lengths = [700, 1, 513, 2, 64, 699, 3]
    emissions, mask = _random_batch(lengths, 7, scale, seed=3)
    emissions[~mask] = 1e3  # whatever padding holds is never read
    fast, reference = crf.marginals(emissions, mask), crf.log_marginals(emissions, mask)
    assert fast.dtype == torch.float64 and fast.shape == (7, 700, 7)
    torch.testing.assert_close(fast, reference, atol=1e-5, rtol=0)
    assert (fast[~mask] == 0).all()
    torch.testing.assert_close(fast[mask].sum(1), torch.ones(int(mask.sum()), dtype=torch.float64))


def test_scaled_marginals_in_float32_are_those_of_the_float64_reference():
    # What `tag` runs: float32 emissions. The scaled recursion computes in float64, so it
    # is closer to the exact marginals than a float32 log-space one.
    crf = _crf(9, seed=6)
    emissions, mask = _random_batch([600, 37, 1, 250], 9, 8.0, seed=7, dtype=torch.float32)
    fast = crf.marginals(emissions, mask)
    exact = crf.double().log_marginals(emissions.double(), mask)
    assert fast.dtype == torch.float32
    torch.testing.assert_close(fast.double(), exact, atol=1e-6, rtol=0)


def test_marginals_beyond_float64_range_fall_back_to_log_space(monkeypatch):
    # Scores so far apart that exp() underflows even in float64: the scaled recursion
    # cannot represent them, and the result must still be the exact (log-space) one.
    crf = _crf(4, seed=8).double()
    emissions, mask = _random_batch([30, 12], 4, 2000.0, seed=9)
    with torch.no_grad():
        crf.crf.transitions.mul_(800.0)
    reference = crf.log_marginals(emissions, mask)
    calls = []
    monkeypatch.setattr(crf, "log_marginals", lambda *a: calls.append(1) or reference)
    got = crf.marginals(emissions, mask)
    assert calls == [1]  # the scaled recursion did underflow here
    assert torch.isfinite(got).all() and got is reference


def _missed(path, gold):
    """Gold entity positions (not tag 0) that ``path`` labels 0."""
    return sum(1 for y, g in zip(path, gold) if g != 0 and y == 0)


@pytest.mark.parametrize("num_tags, lengths, cost", [(3, [4, 1, 3, 2], 1.0), (2, [5, 5], 2.5),
                                                     (4, [1], 0.3)])
def test_softmax_margin_matches_enumeration(num_tags, lengths, cost):
    # loss = log sum_y exp(score(y) + C * misses(y, gold)) - score(gold), mean over the batch
    crf = _crf(num_tags).double()
    emissions, tags, mask = _batch(lengths, num_tags)
    tags[0, 0] = 1  # at least one gold entity token, whatever the draw
    expected = []
    for b, n in enumerate(lengths):
        gold = tags[b, :n].tolist()
        paths = list(itertools.product(range(num_tags), repeat=n))
        augmented = torch.stack([_path_score(crf, emissions[b, :n], p) + cost * _missed(p, gold)
                                 for p in paths])
        expected.append(torch.logsumexp(augmented, 0) - _path_score(crf, emissions[b, :n], gold))
    loss = crf.nll(emissions, tags, mask, miss_cost=cost)
    assert loss.item() == pytest.approx(torch.stack(expected).mean().item(), abs=1e-9)
    # an upper bound of the negative log-likelihood, equal to it without cost
    assert loss.item() > crf.nll(emissions, tags, mask).item()
    assert crf.nll(emissions, tags, mask, miss_cost=0.0).item() == \
        crf.nll(emissions, tags, mask).item()


def test_softmax_margin_pushes_o_down_where_the_gold_is_an_entity():
    # d loss / d emission[t, O] is p'(O at t) under the cost-augmented distribution (less 1
    # where the gold is O), over the batch size: summed over the gold entity positions it
    # is the expected number of misses, which the tilt exp(C * misses) can only raise
    # (its derivative in C is their variance); where the gold is O nothing is added
    crf = _crf(3).double()
    emissions, tags, mask = _batch([5, 3], 3)
    tags[0, 1] = 2
    grads = {}
    for cost in (0.0, 1.0):
        em = emissions.clone().requires_grad_()
        crf.nll(em, tags, mask, miss_cost=cost).backward()
        grads[cost] = em.grad[..., 0]
    entity = (tags != 0) & mask
    assert float(grads[1.0][entity].sum()) > float(grads[0.0][entity].sum()) + 0.05
    assert float(grads[1.0][~mask].abs().sum()) == 0.0, "padding gets no gradient"
    with pytest.raises(ValueError, match="miss_cost must be at least 0, got -1"):
        crf.nll(emissions, tags, mask, miss_cost=-1.0)


def test_without_cost_the_loss_and_its_gradients_are_the_log_likelihood_s_to_the_bit():
    # a seeded training retrains bit for bit only if the loss's graph is the same as
    # before the cost existed: -(score - normaliser).mean(), in that order
    crf = _crf(5)
    emissions, tags, mask = _batch([7, 3, 5, 1], 5)
    grads = []
    for loss in (lambda em: crf.nll(em, tags, mask),
                 lambda em: -crf.log_likelihood(em, tags, mask).mean()):
        crf.zero_grad()
        em = (emissions.float() * 3).requires_grad_()
        loss(em).backward()
        grads.append((em.grad.clone(), *(p.grad.clone() for p in crf.parameters())))
    assert all(torch.equal(a, b) for a, b in zip(*grads))
