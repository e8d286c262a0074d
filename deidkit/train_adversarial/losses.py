"""The losses: the tagger's L_deid, the adversaries' inputs and L_adv, and L_repr
(:func:`privacy_term`, :func:`combined`)."""

from __future__ import annotations

import math

from deidkit.train_adversarial.networks import Models
from deidkit.train_adversarial.options import LN2


def tagger_loss(models: Models, reps, casing, lengths, tags):
    """Mean CRF negative log-likelihood of the tagger on representations + one-hot casing."""
    import torch

    tagger = models.tagger
    x = torch.cat([reps, tagger.casing_onehot[casing]], dim=-1)  # shape: (batch, seq_len, d + 8)
    em = tagger.emissions_from_features(x, lengths)
    return tagger.crf.nll(em, tags, tagger.mask(lengths, em.size(1)).to(em.device))


def noisy_representation(representation, emb, lengths, *, generator=None,
                         published_inference: bool = False):
    """R(s) of embedded sentences with the input-noise draw made here, so that a fake twin
    can share it (:func:`adversary_inputs`). emb: shape (batch, seq_len, dim). Returns (R(s),
    z(s) before the output noise, the input-noise draw), shapes (batch, seq_len, d) twice
    and that of ``emb``."""
    import torch

    # drawn on the CPU (the generators are CPU ones): the same noise on every device
    eps = torch.randn(emb.shape, generator=generator).to(emb.device)
    reps, z = representation(emb, lengths, generator=generator, input_eps=eps,
                             return_pre_noise=True, published_inference=published_inference)
    return reps, z, eps


def adversary_inputs(representation, emb_real, emb_fake, reps_real, lengths, *, generator=None,
                     reverse: float | None = None, input_eps=None, z_real=None,
                     published_inference: bool = False):
    """The balanced examples T1 and T2 learn from, for some sentences and their fake twins,
    and the twins' divergence. ``train-adversarial`` and ``attack`` both build them here.

    emb_real/emb_fake: shape (batch, seq_len, dim), the sentence s and its fake twin s';
    reps_real: R(s), shape (batch, seq_len, d). Three more representations are drawn:
    R(s') with the input noise of R(s) (``input_eps``, if given), R~(s) and R~(s') with
    independent noise. T1 compares R(s), R(s') with E(s), E(s'); T2 compares them with
    R~(s), R~(s') (:func:`deidkit.models.adversary.balanced_examples`). ``reverse``: a
    gradient reversal (scaled) between the representations and the adversaries.
    Returns (T1's, T2's) examples, each (anchors, others, lengths, targets) of 4 * batch
    examples, real first, and the KL divergence of each twin pair (shape (batch,); None
    without ``z_real``, R(s) before output noise, or with the noise off).
    """
    from deidkit.models.adversary import balanced_examples, grad_reverse
    from deidkit.models.representation import twin_divergence

    def rep(emb, **kw):
        return representation(emb, lengths, generator=generator,
                              published_inference=published_inference, **kw)

    r_f, z_f = rep(emb_fake, input_eps=input_eps, return_pre_noise=True)
    r_s = reps_real
    r2_s = rep(emb_real)
    r2_f = rep(emb_fake)
    kl = None if z_real is None or published_inference else \
        twin_divergence(z_real, z_f, representation.output_noise.std)
    if reverse is not None:
        r_s, r2_s, r_f, r2_f = (grad_reverse(x, reverse) for x in (r_s, r2_s, r_f, r2_f))
    return (balanced_examples(r_s, r_f, emb_real, emb_fake, lengths),
            balanced_examples(r_s, r_f, r2_s, r2_f, lengths), kl)


def adversary_logits(models: Models, emb_real, emb_fake, reps_real, lengths, *, generator=None,
                     reverse: float | None = None, input_eps=None, z_real=None):
    """Logits of T1 and T2 on the examples of :func:`adversary_inputs`, their targets, and
    the twins' divergence: (t1 logits, t2 logits, targets, kl), the first three of shape
    (4 * batch,)."""
    (a1, o1, len4, y), (a2, o2, _, _), kl = adversary_inputs(
        models.representation, emb_real, emb_fake, reps_real, lengths, generator=generator,
        reverse=reverse, input_eps=input_eps, z_real=z_real)
    return models.t1(a1, o1, len4), models.t2(a2, o2, len4), y, kl


def bce(logits, targets):
    import torch

    return torch.nn.functional.binary_cross_entropy_with_logits(logits, targets)


def privacy_term(parts, objective: str = "per-adversary"):
    """The distance of the adversaries from chance: mean(|L_T1 - ln 2|, |L_T2 - ln 2|), or
    |mean(L_T1, L_T2) - ln 2| for ``objective="mean"``. Works on tensors and floats."""
    l1, l2 = parts[0], parts[1]  # (a third element, the divergence, is not part of it)
    if objective == "mean":
        return abs((l1 + l2) / 2 - LN2)
    return (abs(l1 - LN2) + abs(l2 - LN2)) / 2


def combined(l_deid: float, parts, lam: float, objective: str = "per-adversary", *,
             divergence: float = math.nan, weight: float = 0.0) -> float:
    """L_repr = L_deid + lambda * privacy_term + weight * divergence (NaN adversary losses:
    no pairs, L_deid alone). ``divergence`` is the mean capped bound sqrt(KL / 2)."""
    if any(math.isnan(x) for x in parts):
        return l_deid
    extra = weight * divergence if weight and not math.isnan(divergence) else 0.0
    return l_deid + lam * privacy_term(parts, objective) + extra
