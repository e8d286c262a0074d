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
    return tagger.crf.nll(em, tags, tagger.mask(lengths, em.size(1)))


def adversary_logits(models: Models, emb_real, emb_fake, reps_real, lengths, *, generator=None,
                     reverse: float | None = None, input_eps=None, z_real=None):
    """Logits of T1 and T2 on the balanced examples of some sentences, their targets, and the
    twins' divergence.

    emb_real/emb_fake: shape (batch, seq_len, dim), the sentence s and its fake twin s';
    reps_real: R(s), shape (batch, seq_len, d). Three more representations are drawn:
    R(s') with the input noise of R(s) (``input_eps``, if given), R~(s) and R~(s') with
    independent noise. T1 compares R(s), R(s') with E(s), E(s'); T2 compares them with
    R~(s), R~(s') (:func:`deidkit.models.adversary.balanced_examples`). Returns (t1 logits,
    t2 logits, targets), each shape (4 * batch,), real examples first, and the KL divergence
    of each twin pair (shape (batch,); None without ``z_real``, R(s) before output noise).
    """
    from deidkit.models.adversary import balanced_examples, grad_reverse
    from deidkit.models.representation import twin_divergence

    rep = models.representation
    r_f, z_f = rep(emb_fake, lengths, generator=generator, input_eps=input_eps, return_pre_noise=True)
    r_s = reps_real
    r2_s = rep(emb_real, lengths, generator=generator)
    r2_f = rep(emb_fake, lengths, generator=generator)
    kl = twin_divergence(z_real, z_f, rep.output_noise.std) if z_real is not None else None
    if reverse is not None:
        r_s, r2_s, r_f, r2_f = (grad_reverse(x, reverse) for x in (r_s, r2_s, r_f, r2_f))
    a1, o1, len4, y = balanced_examples(r_s, r_f, emb_real, emb_fake, lengths)
    a2, o2, _, _ = balanced_examples(r_s, r_f, r2_s, r2_f, lengths)
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
