"""The adversaries T1/T2 and the gradient reversal layer."""

from __future__ import annotations

import pytest
import torch

from deidkit.models.adversary import (AdversaryConfig, AdversaryT1, AdversaryT2, grad_reverse,
                                      token_cosine)
from tests.adversarial_fixtures import one_thread

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


def _t1(seed=0):
    torch.manual_seed(seed)
    return AdversaryT1(4, 6, AdversaryConfig(hidden_size=5))


def _t2(seed=0):
    torch.manual_seed(seed)
    return AdversaryT2(4, AdversaryConfig(hidden_size=5))


def test_t1_shapes_and_padding_is_ignored():
    t1 = _t1()
    rep, emb = torch.randn(3, 5, 4), torch.randn(3, 5, 6)
    lengths = torch.tensor([5, 2, 3])
    logits = t1(rep, emb, lengths)
    assert logits.shape == (3,)
    rep2, emb2 = rep.clone(), emb.clone()
    rep2[1, 2:] = 9.0
    emb2[1, 2:] = -9.0
    assert torch.allclose(t1(rep2, emb2, lengths), logits)
    # one sequence alone gives the same logit as in the padded batch
    assert torch.allclose(t1(rep[1:2, :2], emb[1:2, :2], torch.tensor([2])), logits[1:2], atol=1e-6)


def test_t2_uses_token_cosine_and_shapes():
    t2 = _t2()
    a, b = torch.randn(2, 4, 4), torch.randn(2, 4, 4)
    lengths = torch.tensor([4, 3])
    assert t2(a, b, lengths).shape == (2,)
    cos = token_cosine(a, a, lengths)
    assert torch.allclose(cos, torch.tensor([[1.0, 1, 1, 1], [1, 1, 1, 0]]), atol=1e-6)
    with pytest.raises(ValueError, match=r"T2: representation sequences of shapes \(2, 4, 4\) and \(2, 3, 4\) differ"):
        t2(a, b[:, :3], lengths)


def test_t1_rejects_mismatched_inputs():
    with pytest.raises(ValueError, match="differ in batch or length"):
        _t1()(torch.randn(2, 4, 4), torch.randn(2, 5, 6), torch.tensor([4, 4]))


def test_same_seed_same_adversary():
    a, b = _t1(1), _t1(1)
    for (ka, va), (kb, vb) in zip(a.state_dict().items(), b.state_dict().items()):
        assert ka == kb and torch.equal(va, vb)
    assert not torch.equal(_t1(2).out.weight, a.out.weight)


def test_gradient_reversal():
    x = torch.tensor([1.0, -2.0], requires_grad=True)
    y = grad_reverse(x, 0.5)
    assert torch.equal(y, x)
    (y * torch.tensor([3.0, 4.0])).sum().backward()
    assert x.grad.tolist() == [-1.5, -2.0]


def test_t1_can_learn_to_tell_matching_pairs():
    # a learnable toy: the representation of a real pair equals its embedding's first 4 dims
    torch.manual_seed(0)
    t1 = _t1()
    opt = torch.optim.Adam(t1.parameters(), lr=0.02)
    lengths = torch.full((64,), 3)
    for _ in range(150):
        emb = torch.randn(64, 3, 6)
        fake = torch.randn(64, 3, 6)
        y = torch.cat([torch.ones(64), torch.zeros(64)])
        rep = torch.cat([emb[..., :4], emb[..., :4]])
        other = torch.cat([emb, fake])
        loss = torch.nn.functional.binary_cross_entropy_with_logits(
            t1(rep, other, torch.cat([lengths, lengths])), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    assert loss.item() < 0.2


def test_balanced_examples_have_equal_marginals_in_both_classes():
    from deidkit.models.adversary import balanced_examples

    a_real, a_fake = torch.randn(3, 5, 4), torch.randn(3, 5, 4)
    o_real, o_fake = torch.randn(3, 5, 6), torch.randn(3, 5, 6)
    lengths = torch.tensor([5, 2, 3])
    anchors, others, len4, y = balanced_examples(a_real, a_fake, o_real, o_fake, lengths)
    assert anchors.shape == (12, 5, 4) and others.shape == (12, 5, 6)
    assert y.tolist() == [1.0] * 6 + [0.0] * 6
    assert len4.tolist() == [5, 2, 3] * 4
    # real: (a_real, o_real), (a_fake, o_fake); fake: (a_real, o_fake), (a_fake, o_real)
    assert torch.equal(anchors[:3], a_real) and torch.equal(others[:3], o_real)
    assert torch.equal(anchors[3:6], a_fake) and torch.equal(others[3:6], o_fake)
    assert torch.equal(anchors[6:9], a_real) and torch.equal(others[6:9], o_fake)
    assert torch.equal(anchors[9:], a_fake) and torch.equal(others[9:], o_real)


def test_an_adversary_blind_to_the_representation_is_exactly_at_chance():
    # With the paper's pairs, (R(s), E(s)) real against (R(s), E(s')) fake, an adversary
    # that ignores R can still separate a corpus's PHI words from their neighbours. With the
    # balanced examples every "other" input appears once in each class, so any function of
    # it alone is right on exactly half of the examples, whatever its weights.
    from deidkit.models.adversary import balanced_examples

    blind = torch.zeros(8, 7, 4)  # the same (empty) representation for every sentence
    e_real, e_fake = torch.randn(8, 7, 6), torch.randn(8, 7, 6)
    lengths = torch.tensor([7, 3, 5, 2, 7, 6, 1, 4])
    anchors, others, len4, y = balanced_examples(blind, blind, e_real, e_fake, lengths)
    for seed in range(5):
        t1 = _t1(seed=seed)
        with torch.no_grad():
            assert ((t1(anchors, others, len4) > 0).float() == y).sum().item() == 16
