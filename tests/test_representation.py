"""The representation model R = N_out + LSTM(E + N_in): shapes, noise, gradients, saving."""

from __future__ import annotations

import json

import numpy as np
import pytest
import torch

from deidkit.errors import ConfigError, DataError
from deidkit.model_dirs import load_representation
from deidkit.models.checkpoint import CONFIG_FILE, REPRESENTATION_WEIGHTS, save_weights
from deidkit.models.representation import (GaussianNoise, Representation, RepresentationConfig,
                                           embed_ids, state_fingerprint)
from deidkit.batching import embedding_table
from tests.adversarial_fixtures import one_thread

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


def _model(seed=0, **kw):
    torch.manual_seed(seed)
    return Representation(RepresentationConfig(embedding_dim=6, size=4, hidden_size=5, **kw))


def _batch(seed=1):
    g = torch.Generator().manual_seed(seed)
    emb = torch.randn(3, 7, 6, generator=g)
    lengths = torch.tensor([7, 4, 1])
    return emb, lengths


def test_output_shape_unit_norm_and_zero_padding():
    model = _model()
    emb, lengths = _batch()
    out = model(emb, lengths)
    assert out.shape == (3, 7, 4)
    norms = out.norm(dim=-1)
    for i, n in enumerate(lengths.tolist()):
        assert torch.allclose(norms[i, :n], torch.ones(n), atol=1e-5)
        assert torch.equal(out[i, n:], torch.zeros(7 - n, 4))


def test_padding_content_does_not_change_real_positions():
    model = _model()
    emb, lengths = _batch()
    emb2 = emb.clone()
    emb2[1, 4:] = 123.0
    a = model(emb, lengths, published_inference=True)
    b = model(emb2, lengths, published_inference=True)
    assert torch.allclose(a, b)


def test_noise_is_on_in_eval_mode_and_off_only_for_published_inference():
    model = _model()
    model.eval()
    emb, lengths = _batch()
    a = model(emb, lengths)
    b = model(emb, lengths)
    assert not torch.allclose(a, b), "noise must be drawn in eval mode too (sharing)"
    c = model(emb, lengths, published_inference=True)
    d = model(emb, lengths, published_inference=True)
    assert torch.equal(c, d)
    assert not torch.allclose(a, c)


def test_generator_makes_noise_reproducible():
    model = _model()
    emb, lengths = _batch()
    a = model(emb, lengths, generator=torch.Generator().manual_seed(5))
    b = model(emb, lengths, generator=torch.Generator().manual_seed(5))
    c = model(emb, lengths, generator=torch.Generator().manual_seed(6))
    assert torch.equal(a, b)
    assert not torch.allclose(a, c)


def test_noise_std_parameters_receive_gradients():
    model = _model()
    emb, lengths = _batch()
    out = model(emb, lengths)
    target = torch.randn_like(out)
    ((out - target) ** 2).sum().backward()
    for noise in (model.input_noise, model.output_noise):
        grad = noise.log_std.grad
        assert grad is not None and grad.shape == noise.log_std.shape
        assert torch.count_nonzero(grad) == grad.numel(), "every dimension's std gets a gradient"


def test_noise_std_gradient_matches_reparametrisation():
    # d/d log_std of sum(x + std * eps) = std * sum(eps) per feature
    noise = GaussianNoise(3, 0.5)
    x = torch.zeros(4, 3)
    g = torch.Generator().manual_seed(0)
    y = noise(x, generator=g)
    y.sum().backward()
    eps = torch.randn(4, 3, generator=torch.Generator().manual_seed(0))
    assert torch.allclose(noise.log_std.grad, 0.5 * eps.sum(0), atol=1e-6)
    assert torch.allclose(noise.std, torch.full((3,), 0.5))


def test_larger_noise_moves_vectors_further():
    emb, lengths = _batch()
    small = _model(input_noise_std=1e-4, output_noise_std=1e-4)
    large = _model(input_noise_std=3.0, output_noise_std=3.0)
    clean_s = small(emb, lengths, published_inference=True)
    clean_l = large(emb, lengths, published_inference=True)
    ds = (small(emb, lengths) - clean_s).norm(dim=-1)[0].mean()
    dl = (large(emb, lengths) - clean_l).norm(dim=-1)[0].mean()
    assert ds < 1e-2 < 0.3 < dl


def test_same_seed_same_model():
    a, b, c = _model(seed=3), _model(seed=3), _model(seed=4)
    assert state_fingerprint(a) == state_fingerprint(b)
    assert state_fingerprint(a) != state_fingerprint(c)


def test_bad_inputs_raise_precise_errors():
    model = _model()
    with pytest.raises(ValueError, match=r"embeddings must have shape \(batch, seq_len, 6\), got \(2, 3, 5\)"):
        model(torch.zeros(2, 3, 5), torch.tensor([3, 3]))
    with pytest.raises(ValueError, match=r"lengths must lie in \[1, 3\], got min 0 max 3"):
        model(torch.zeros(2, 3, 6), torch.tensor([3, 0]))
    with pytest.raises(ValueError, match="size must be a positive int"):
        RepresentationConfig(embedding_dim=6, size=0)
    with pytest.raises(ValueError, match="input_noise_std must be a positive number"):
        RepresentationConfig(embedding_dim=6, input_noise_std=0.0)


def test_embed_ids_maps_unk_to_zero():
    vectors = np.arange(6, dtype=np.float32).reshape(3, 2)
    table = embedding_table(vectors)
    assert table.shape == (5, 2)
    out = embed_ids(table, torch.tensor([[2, -1, 0, 3, 4]]))
    assert out.tolist() == [[[4.0, 5.0], [0.0, 0.0], [0.0, 1.0], [0.0, 0.0], [0.0, 0.0]]]


def test_save_load_roundtrip_and_no_pickle(tmp_path):
    model = _model(seed=7)
    save_weights(model, tmp_path / REPRESENTATION_WEIGHTS)
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"representation": model.config.to_dict()}))
    loaded, config = load_representation(tmp_path)
    assert state_fingerprint(loaded) == state_fingerprint(model)
    assert not loaded.training and not any(p.requires_grad for p in loaded.parameters())
    emb, lengths = _batch()
    assert torch.equal(loaded(emb, lengths, published_inference=True),
                       model(emb, lengths, published_inference=True))
    assert (tmp_path / REPRESENTATION_WEIGHTS).read_bytes()[:8] != b"\x80\x04\x95"  # not a pickle


def test_load_errors(tmp_path):
    # the rule of deidkit.models.checkpoint: a wrong path is a ConfigError, broken contents
    # a DataError
    with pytest.raises(ConfigError, match="model directory '.*nope' does not exist"):
        load_representation(tmp_path / "nope")
    with pytest.raises(DataError, match=r"not a deidkit model directory \(no config.json\)"):
        load_representation(tmp_path)
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"labels": ["O"]}))
    with pytest.raises(DataError, match="config.json is not a deidkit model config"):
        load_representation(tmp_path)
    model = _model()
    save_weights(model, tmp_path / REPRESENTATION_WEIGHTS)
    bigger = dict(model.config.to_dict(), size=9)
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"representation": bigger}))
    with pytest.raises(DataError, match=r"representation.safetensors does not match config.json: "
                                        r"linear.bias has shape \(4,\) but the config implies \(9,\)"):
        load_representation(tmp_path)
    (tmp_path / CONFIG_FILE).write_text(json.dumps({"representation": dict(bigger, size=0)}))
    with pytest.raises(DataError, match="bad representation config .*size must be a positive int"):
        load_representation(tmp_path)


def test_twin_divergence_is_the_gaussian_kl_and_pinsker_bounds_the_best_adversary():
    import math

    from torch.distributions import Independent, Normal, kl_divergence

    from deidkit.models.representation import distinguishability_bound, twin_divergence

    g = torch.Generator().manual_seed(5)
    z_real, z_fake = torch.randn(2, 3, 4, generator=g), torch.randn(2, 3, 4, generator=g)
    z_fake[1, 2] = 0.0  # padding in both: contributes nothing
    z_real[1, 2] = 0.0
    std = torch.tensor([0.5, 1.0, 2.0, 0.25])
    kl = twin_divergence(z_real, z_fake, std)
    assert kl.shape == (2,)
    for b in range(2):  # oracle: torch's closed-form KL of the two noisy outputs
        p = Independent(Normal(z_real[b], std.expand(3, 4)), 2)
        q = Independent(Normal(z_fake[b], std.expand(3, 4)), 2)
        assert kl[b].item() == pytest.approx(kl_divergence(p, q).item(), rel=1e-5)
    # one dimension, N(0, s) against N(delta, s): the Bayes-optimal accuracy of telling
    # them apart is Phi(delta / 2s), which the bound 1/2 + 1/2 sqrt(KL/2) must not undercut
    for delta in (0.01, 0.1, 0.5, 1.0, 3.0):
        kl1 = twin_divergence(torch.tensor([[[delta]]]), torch.zeros(1, 1, 1), torch.tensor([1.0]))
        optimal = 0.5 * (1 + math.erf(delta / 2 / math.sqrt(2)))
        bound = 0.5 + 0.5 * distinguishability_bound(kl1).item()
        assert optimal <= bound + 1e-9
    assert distinguishability_bound(torch.tensor([1e6])).item() == 1.0


def test_shared_input_noise_and_pre_noise_output():
    model = _model()
    emb, lengths = _batch()
    eps = torch.randn(emb.shape, generator=torch.Generator().manual_seed(2))
    r1, z1 = model(emb, lengths, input_eps=eps, return_pre_noise=True,
                   generator=torch.Generator().manual_seed(3))
    r2, z2 = model(emb, lengths, input_eps=eps, return_pre_noise=True,
                   generator=torch.Generator().manual_seed(4))
    assert torch.equal(z1, z2), "same input noise: same output before the output noise"
    assert not torch.equal(r1, r2), "the output noise is drawn independently"
    assert torch.all(z1[2, 1:] == 0), "padding is zero"
