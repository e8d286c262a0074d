"""One pass over a dataset (training or validation) and the figures of an epoch."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit.adversarial_pairs import NeighbourTable, PairSet, build_pairs
from deidkit.errors import DataError
from deidkit.train_adversarial.data import Prepared, row_batches
from deidkit.train_adversarial.losses import (adversary_logits, bce, combined, noisy_representation,
                                              tagger_loss)
from deidkit.train_adversarial.networks import Models
from deidkit.train_adversarial.options import AdversarialOptions
from deidkit.training import History, clipped_step


#: Columns of an adversarial model's ``history.parquet``.
HISTORY_SCHEMA = pa.schema(
    [pa.field("phase", pa.string()), pa.field("epoch", pa.int32()), pa.field("phase_epoch", pa.int32())]
    + [pa.field(c, pa.float64()) for c in (
        "train_tagger_loss", "train_adversary_loss", "val_tagger_loss", "val_adversary_loss",
        "val_t1_accuracy", "val_t2_accuracy", "val_t1_loss", "val_t2_loss", "val_combined_loss",
        "val_divergence", "val_f1", "seconds")])


@dataclass
class EpochFigures:
    tagger_loss: float = math.nan
    adversary_loss: float = math.nan
    t1_accuracy: float = math.nan
    t2_accuracy: float = math.nan
    combined_loss: float = math.nan
    f1: float = math.nan
    t1_loss: float = math.nan
    t2_loss: float = math.nan
    divergence: float = math.nan    # mean Pinsker bound sqrt(KL / 2) of the twins, capped at 1


class _Mean:
    def __init__(self):
        self.total = 0.0
        self.n = 0

    def add(self, value: float, n: int) -> None:
        self.total += value * n
        self.n += n

    @property
    def value(self) -> float:
        return self.total / self.n if self.n else math.nan


class EpochRunner:
    """Holds the data, models, neighbour table and RNGs of one training run, and runs one
    pass over a dataset (:meth:`run`); :class:`~deidkit.train_adversarial.trainer.Trainer`
    adds the procedures."""

    def __init__(self, train: Prepared, val: Prepared, models: Models, table: NeighbourTable,
                 opts: AdversarialOptions, *, on_epoch: Callable[[dict], None] | None = None,
                 labels: list[str] | None = None):
        import torch

        self.train, self.val, self.models, self.table, self.opts = train, val, models, table, opts
        self.rng = np.random.default_rng(opts.seed)
        self.val_pairs = build_pairs(val.data, val.movable, table, np.random.default_rng(opts.seed + 1),
                                     rows=val.eligible) if len(val.eligible) else None
        self.val_seed = opts.seed + 2
        self.history = History(HISTORY_SCHEMA, on_epoch)
        self.labels = labels or []
        self._scorer = ...  # the validation F1's scorer, built at first use (None: no F1)
        self.epoch = 0
        self.torch = torch

    # -- helpers --------------------------------------------------------------------------

    def _embed(self, word_ids):
        from deidkit.models.representation import embed_ids

        return embed_ids(self.models.word_vectors, word_ids)

    def optimizer_for(self, *modules):
        """Nadam over the parameters of ``modules``."""
        params = [p for m in modules for p in m.parameters()]
        return self.torch.optim.NAdam(params, lr=self.opts.learning_rate)

    def step(self, optimizer, loss, *modules) -> None:
        """Backward ``loss``, clip the gradient norm of ``modules``, step ``optimizer``."""
        clipped_step(optimizer, loss, [p for m in modules for p in m.parameters()],
                     self.opts.clip_norm)

    def _pair_index(self, n: int, pairs: PairSet | None) -> np.ndarray:
        index = np.full(n, -1, dtype=np.int64)
        if pairs is not None:
            index[pairs.rows] = np.arange(len(pairs.rows))
        return index

    def epoch_pairs(self, prepared: Prepared) -> PairSet | None:
        """Fresh fake twins of every eligible sentence (drawn from the run's RNG)."""
        if not len(prepared.eligible):
            return None
        return build_pairs(prepared.data, prepared.movable, self.table, self.rng, rows=prepared.eligible)

    # -- one pass over a dataset -----------------------------------------------------------

    def run(self, prepared: Prepared, pairs: PairSet | None, *, deid: bool, adversarial: bool,
            optimize: Callable | None = None, shuffle: bool = True, generator=None,
            rows_only_pairs: bool = False, reversal_scale: float | None = None) -> EpochFigures:
        """One pass. ``optimize(l_deid, l_adv, (l_t1, l_t2, divergence))`` (when given) steps;
        figures are means over sentences (tagger) and pairs (adversaries).
        ``reversal_scale``: a gradient reversal layer of that scale between representation
        and adversaries (the dann procedure)."""
        torch = self.torch
        opts = self.opts
        data = prepared.data
        pair_index = self._pair_index(len(data), pairs)
        rows_all = pairs.rows if rows_only_pairs else np.arange(len(data))
        means = {k: _Mean() for k in ("deid", "adv", "t1", "t2", "l1", "l2", "div")}
        grad = optimize is not None
        device = self.models.word_vectors.device
        with torch.set_grad_enabled(grad):
            for rows in row_batches(data.lengths, rows_all, opts.batch_size,
                                    self.rng if shuffle else None):
                b = data.pad(rows).to(device)
                emb = self._embed(b.word_ids)
                reps, z, eps = noisy_representation(self.models.representation, emb, b.lengths,
                                                    generator=generator)
                l_deid = l_adv = parts = None
                if deid:
                    l_deid = tagger_loss(self.models, reps, b.casing, b.lengths, b.tags)
                    means["deid"].add(l_deid.item(), len(rows))
                sel = pair_index[rows] >= 0
                if adversarial and pairs is not None and sel.any():
                    l_adv, parts = self._adversary_losses(
                        pairs.fake.pad(rows[sel]).to(device), torch.from_numpy(sel).to(device),
                        emb, reps, z, eps,
                        generator, reversal_scale, means)
                if grad:
                    optimize(l_deid, l_adv, parts)
        out = EpochFigures(tagger_loss=means["deid"].value, adversary_loss=means["adv"].value,
                           t1_accuracy=means["t1"].value, t2_accuracy=means["t2"].value,
                           t1_loss=means["l1"].value, t2_loss=means["l2"].value,
                           divergence=means["div"].value)
        if deid and adversarial:
            out.combined_loss = combined(out.tagger_loss, (out.t1_loss, out.t2_loss), opts.lambda_,
                                         opts.privacy_objective,
                                         divergence=out.divergence, weight=opts.divergence_weight)
        return out

    def _adversary_losses(self, fake, sel, emb, reps, z, eps, generator, reversal_scale, means):
        """L_adv and (L_T1, L_T2, divergence) on the sentences ``sel`` of a batch (those with
        a fake twin, padded in ``fake``); the running means updated."""
        from deidkit.models.representation import distinguishability_bound

        seq = fake.word_ids.shape[1]
        t1, t2, y, kl = adversary_logits(
            self.models, emb[sel][:, :seq], self._embed(fake.word_ids), reps[sel][:, :seq],
            fake.lengths, generator=generator, reverse=reversal_scale,
            input_eps=eps[sel][:, :seq], z_real=z[sel][:, :seq])
        l1, l2 = bce(t1, y), bce(t2, y)
        l_adv = (l1 + l2) / 2
        # sqrt(KL/2): Pinsker's bound, and a gradient that does not vanish as the twins
        # converge (the epsilon keeps it finite at 0)
        divergence = self.torch.sqrt(kl / 2 + 1e-8).mean()
        means["div"].add(float(distinguishability_bound(kl.detach()).mean()), len(kl))
        n = len(y)
        means["adv"].add(l_adv.item(), n)
        means["l1"].add(l1.item(), n)
        means["l2"].add(l2.item(), n)
        means["t1"].add(float(((t1 > 0).float() == y).float().mean()), n)
        means["t2"].add(float(((t2 > 0).float() == y).float().mean()), n)
        return l_adv, (l1, l2, divergence)

    def validate(self, *, deid: bool = True, adversarial: bool = True, f1: bool = False) -> EpochFigures:
        """Validation figures with fixed pairs and a fixed noise draw (comparable across epochs)."""
        for m in self.models.modules().values():
            m.eval()
        gen = self.torch.Generator().manual_seed(self.val_seed)
        fig = self.run(self.val, self.val_pairs, deid=deid, adversarial=adversarial, shuffle=False,
                       generator=gen)
        if f1 and self.opts.validation_f1:
            fig.f1 = self.validation_f1()
        return fig

    def validation_f1(self) -> float:
        """Binary HIPAA token F1 (percent) of the tagger on the validation set (the evaluate
        module): the representation's vectors (noise drawn from the validation seed) decoded by
        :func:`deidkit.decode.predict_ids` through a :class:`RepresentationTagger`."""
        from deidkit.decode import predict_ids
        from deidkit.taggers import RepresentationBundle, RepresentationTagger
        from deidkit.train_tagger.validation import ValidationScorer

        if self._scorer is ...:
            try:
                self._scorer = ValidationScorer.from_table(self.val.table)
            except DataError:  # the figure is informative: it must not stop training
                self._scorer = None
        if self._scorer is None:
            return math.nan
        gen = self.torch.Generator().manual_seed(self.val_seed)
        bundle = RepresentationBundle(self.models.representation, {}, None, self.models.word_vectors)
        tagger = RepresentationTagger(self.models.tagger, self.labels, bundle)
        data = self.val.data.with_features(bundle.device_vectors(self.val.data, generator=gen))
        ids, _ = predict_ids(tagger, data)
        return self._scorer.score(ids, self.labels)["f1"]

    def record(self, phase: str, phase_epoch: int, train: EpochFigures, val: EpochFigures,
               seconds: float) -> dict:
        """The history record of an epoch (the whole run's epoch counter advanced)."""
        self.epoch += 1
        row = {"phase": phase, "epoch": self.epoch, "phase_epoch": phase_epoch,
               "train_tagger_loss": train.tagger_loss, "train_adversary_loss": train.adversary_loss,
               "val_tagger_loss": val.tagger_loss, "val_adversary_loss": val.adversary_loss,
               "val_t1_accuracy": val.t1_accuracy, "val_t2_accuracy": val.t2_accuracy,
               "val_t1_loss": val.t1_loss, "val_t2_loss": val.t2_loss,
               "val_combined_loss": val.combined_loss, "val_divergence": val.divergence,
               "val_f1": val.f1, "seconds": seconds}
        return row

    # -- phases -----------------------------------------------------------------------------
