"""A linear-chain CRF over right-padded batches with explicit masks.

The parameters (start, end and transition scores, and their initialisation) are those of
``torchcrf.CRF``; scoring and decoding are re-implemented here, batch-first and vectorised:

* the score of the gold path is two gathers (no loop over time, unlike torchcrf);
* the normaliser is the forward algorithm, one log-sum-exp per time step
  (:meth:`CRF._forward`, the one home of the log-space recursion);
* the marginals p(tag at t | sentence) are forward-backward (the confidence that
  recall-first tagging, self-training and membership attacks read), computed as batched
  matrix products in scaled probability space: each step multiplies the previous
  step's normalised vector by exp(transitions), then renormalises it to sum 1 (the
  classic scaling of Rabiner's HMM tutorial), so a step costs one small GEMM instead of
  a log-sum-exp over a (batch, tags, tags) tensor. It runs in float64 (exp(-700) is
  still a normal number, far beyond any score range a trained CRF has), and a batch in
  which a row would underflow anyway falls back to the log-space reference,
  :meth:`CRF.log_marginals` (tests check both against each other and against brute
  force);
* Viterbi keeps the back-pointers as tensors and traces them back with one ``gather`` per
  time step, returning a padded tensor (torchcrf walks every token in Python with
  ``.item()``, which would dominate the cost of `deidkit tag`).

A mask is ``True`` on real tokens. Sequences are right-padded: every sequence is non-empty
and its mask is a prefix of ``True``s (the caller builds it from lengths, never by detecting
zero rows).
"""

from __future__ import annotations

import torch
import torch.nn as nn
import torchcrf

#: Value of padding positions in the paths returned by :meth:`CRF.decode`.
PAD_TAG = -1


def sequence_mask(lengths: torch.Tensor, seq_len: int) -> torch.Tensor:
    """True at real positions of right-padded sequences. shape: (batch, seq_len), bool."""
    positions = torch.arange(seq_len, device=lengths.device)
    return positions.unsqueeze(0) < lengths.unsqueeze(1)


class CRF(nn.Module):
    def __init__(self, num_tags: int):
        super().__init__()
        self.crf = torchcrf.CRF(num_tags, batch_first=True)

    @property
    def num_tags(self) -> int:
        return self.crf.num_tags

    def _check(self, emissions: torch.Tensor, mask: torch.Tensor, tags: torch.Tensor | None = None):
        if emissions.dim() != 3 or emissions.size(2) != self.num_tags:
            raise ValueError(f"emissions must have shape (batch, seq_len, {self.num_tags}), "
                             f"got {tuple(emissions.shape)}")
        if mask.shape != emissions.shape[:2] or mask.dtype != torch.bool:
            raise ValueError(f"mask must be a bool tensor of shape {tuple(emissions.shape[:2])}, "
                             f"got {mask.dtype} {tuple(mask.shape)}")
        if tags is not None and tags.shape != emissions.shape[:2]:
            raise ValueError(f"tags must have shape {tuple(emissions.shape[:2])}, got {tuple(tags.shape)}")
        if emissions.size(1) == 0 or not bool(mask[:, 0].all()):
            raise ValueError("every sequence must have at least one token (mask[:, 0] all True)")

    def log_likelihood(self, emissions: torch.Tensor, tags: torch.Tensor,
                       mask: torch.Tensor) -> torch.Tensor:
        """log p(tags | emissions) per sequence. shape: (batch,)

        emissions: (batch, seq_len, num_tags); tags: (batch, seq_len) int64 (any value at
        padding positions); mask: (batch, seq_len) bool.
        """
        self._check(emissions, mask, tags)
        return self._score(emissions, tags, mask) - self._normalizer(emissions, mask)

    def nll(self, emissions: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor, *,
            miss_cost: float = 0.0) -> torch.Tensor:
        """Negative log-likelihood averaged over the sequences of the batch (a scalar).

        With ``miss_cost`` C > 0 it is the softmax-margin loss (Gimpel and Smith, 2010)
        against missed entities: in the normaliser, every labelling scores C more at each
        position whose gold tag is an entity's (not tag 0, O) and which it labels O, so
        the loss asks for a margin of C against a miss and none against a false alarm.
        The gold labelling's own score is unchanged (it misses nothing).
        """
        self._check(emissions, mask, tags)
        if not miss_cost >= 0.0:
            raise ValueError(f"miss_cost must be at least 0, got {miss_cost}")
        normalised = emissions
        if miss_cost:
            # shape: (batch, seq_len, 1): C where the gold tag is an entity's (padding: 0)
            missed = ((tags != 0) & mask).to(emissions.dtype).unsqueeze(2) * miss_cost
            normalised = torch.cat([emissions[..., :1] + missed, emissions[..., 1:]], dim=2)
        # the operations in log_likelihood's order: another order rounds the gradients
        # differently, and a seeded training would no longer retrain bit for bit
        return -(self._score(emissions, tags, mask) - self._normalizer(normalised, mask)).mean()

    def _score(self, emissions, tags, mask):
        crf = self.crf
        tags = tags.masked_fill(~mask, 0)  # padding may hold PAD_TAG; any valid index will do
        maskf = mask.to(emissions.dtype)
        # shape: (batch, seq_len)
        emitted = emissions.gather(2, tags.unsqueeze(2)).squeeze(2)
        score = crf.start_transitions[tags[:, 0]] + (emitted * maskf).sum(1)
        if tags.size(1) > 1:
            # shape: (batch, seq_len - 1): the transition into position t counts if t is real
            moved = crf.transitions[tags[:, :-1], tags[:, 1:]]
            score = score + (moved * maskf[:, 1:]).sum(1)
        last = mask.sum(1) - 1
        last_tags = tags.gather(1, last.unsqueeze(1)).squeeze(1)
        return score + crf.end_transitions[last_tags]

    def _normalizer(self, emissions, mask):
        return torch.logsumexp(self._forward(emissions, mask)[-1] + self.crf.end_transitions,
                               dim=1)

    def _forward(self, emissions, mask, *, keep: bool = False) -> list[torch.Tensor]:
        """The forward recursion in log space: alpha_t (batch, num_tags), the log-sum of the
        scores of all paths up to t ending in each tag; a padded step keeps alpha. Returns
        every alpha_t with ``keep``, else only the last."""
        crf = self.crf
        alpha = crf.start_transitions + emissions[:, 0]
        alphas = [alpha]
        for t in range(1, emissions.size(1)):
            # shape: (batch, num_tags, num_tags), [b, i, j] = alpha_i + trans_ij; emit_j
            # does not depend on i, so it is added after the reduction (half the work).
            step = torch.logsumexp(alpha.unsqueeze(2) + crf.transitions, dim=1) + emissions[:, t]
            alpha = torch.where(mask[:, t].unsqueeze(1), step, alpha)
            if keep:
                alphas.append(alpha)
        return alphas if keep else [alpha]

    def decode(self, emissions: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """The Viterbi path of every sequence. shape: (batch, seq_len) int64, PAD_TAG on padding."""
        self._check(emissions, mask)
        crf = self.crf
        batch, seq_len, _ = emissions.shape
        # shape: (batch, num_tags): best score of a path ending in each tag
        score = crf.start_transitions + emissions[:, 0]
        backpointers = []
        for t in range(1, seq_len):
            best, argbest = (score.unsqueeze(2) + crf.transitions).max(dim=1)
            score = torch.where(mask[:, t].unsqueeze(1), best + emissions[:, t], score)
            backpointers.append(argbest)  # shape: (batch, num_tags)
        score = score + crf.end_transitions
        lengths = mask.sum(1)
        path = torch.empty(batch, seq_len, dtype=torch.long, device=emissions.device)
        # The tag at each sequence's last real position is the argmax of its final score;
        # walking back, a sequence follows its back-pointers only once t is inside it.
        current = score.argmax(1)
        path[:, seq_len - 1] = current
        for t in range(seq_len - 2, -1, -1):
            previous = backpointers[t].gather(1, current.unsqueeze(1)).squeeze(1)
            current = torch.where(lengths - 1 > t, previous, current)
            path[:, t] = current
        return path.masked_fill_(~mask, PAD_TAG)

    def marginals(self, emissions: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """p(tag_t = k | sentence) by forward-backward in scaled probability space.
        shape: (batch, seq_len, num_tags) in the emissions' dtype, each real position
        summing to 1, zeros on padding. Equal to :meth:`log_marginals` up to rounding."""
        self._check(emissions, mask)
        crf = self.crf
        batch, seq_len, num_tags = emissions.shape
        em = emissions.detach().double()
        # exp of scores shifted by their maximum: every factor is in (0, 1] and one is 1.
        # A constant factor per step cancels when each step is renormalised.
        trans = crf.transitions.detach().double()
        step = (trans - trans.max()).exp()                      # shape: (num_tags, num_tags)
        # shape: (batch, seq_len, num_tags)
        emitted = (em - em.amax(dim=2, keepdim=True)).exp()
        start = crf.start_transitions.detach().double()
        end = crf.end_transitions.detach().double()
        end = (end - end.max()).exp()
        end = (end / end.sum()).expand(batch, num_tags)
        # alphas[:, t] ∝ exp(alpha_t) of the log-space recursion, normalised to sum 1.
        # Past a sequence's end alpha is never read (marginals there are zero), so the
        # forward pass needs no mask.
        alphas = torch.empty(batch, seq_len, num_tags, dtype=torch.float64, device=em.device)
        alpha = (start - start.max()).exp() * emitted[:, 0]
        alphas[:, 0] = alpha = alpha / alpha.sum(1, keepdim=True)
        for t in range(1, seq_len):
            alpha = (alpha @ step) * emitted[:, t]
            alphas[:, t] = alpha = alpha / alpha.sum(1, keepdim=True)
        # betas[:, t] ∝ exp(beta_t): the paths' scores from t on, given tag k at t. Past a
        # sequence's last real token only the end transition is left (as in log space).
        betas = torch.empty_like(alphas)
        betas[:, seq_len - 1] = beta = end
        real = mask.unsqueeze(2)
        for t in range(seq_len - 2, -1, -1):
            beta = (emitted[:, t + 1] * beta) @ step.T
            beta = torch.where(real[:, t + 1], beta / beta.sum(1, keepdim=True), end)
            betas[:, t] = beta
        p = alphas * betas
        p = p / p.sum(2, keepdim=True)
        if not bool(torch.isfinite(p[mask]).all()):
            # A row underflowed to zero: scores beyond float64's range (not seen from a
            # trained model); the log-space recursion is exact there.
            return self.log_marginals(emissions, mask)
        return p.to(emissions.dtype).masked_fill_(~real, 0.0)

    def log_marginals(self, emissions: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """:meth:`marginals` by forward-backward in log space (the reference: log-sum-exp
        over (batch, num_tags, num_tags) at each step, several times slower)."""
        self._check(emissions, mask)
        crf = self.crf
        seq_len = emissions.size(1)
        alphas = self._forward(emissions, mask, keep=True)
        log_z = torch.logsumexp(alphas[-1] + crf.end_transitions, dim=1)
        # betas[t]: log-sum of the scores from t on, given tag k at t. Past a sequence's last
        # real token only the end transition is left, so a padded step keeps it.
        end = crf.end_transitions.expand_as(alphas[-1])
        beta = end
        betas = [beta]
        for t in range(seq_len - 2, -1, -1):
            # shape: (batch, num_tags, num_tags), [b, i, j] = trans_ij + emit_j(t+1) + beta_j
            step = torch.logsumexp(crf.transitions + (emissions[:, t + 1] + beta).unsqueeze(1),
                                   dim=2)
            beta = torch.where(mask[:, t + 1].unsqueeze(1), step, end)
            betas.append(beta)
        betas.reverse()
        log_p = torch.stack(alphas, 1) + torch.stack(betas, 1) - log_z[:, None, None]
        return log_p.exp().masked_fill(~mask.unsqueeze(2), 0.0)
