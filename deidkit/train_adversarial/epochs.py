"""One pass over a dataset (training or validation) and the figures of an epoch."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit.adversarial_pairs import NeighbourTable, PairSet, build_pairs
from deidkit.batching import training_batches
from deidkit.train_adversarial.data import Prepared
from deidkit.train_adversarial.losses import adversary_logits, bce, combined, tagger_loss
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
        self.epoch = 0
        self.torch = torch

    # -- helpers --------------------------------------------------------------------------

    def _embed(self, word_ids):
        from deidkit.models.representation import embed_ids

        return embed_ids(self.models.word_vectors, word_ids)

    def _optimizer(self, *modules):
        params = [p for m in modules for p in m.parameters()]
        return self.torch.optim.NAdam(params, lr=self.opts.learning_rate)

    def _step(self, optimizer, loss, *modules) -> None:
        clipped_step(optimizer, loss, [p for m in modules for p in m.parameters()],
                     self.opts.clip_norm)

    def _pair_index(self, n: int, pairs: PairSet | None) -> np.ndarray:
        index = np.full(n, -1, dtype=np.int64)
        if pairs is not None:
            index[pairs.rows] = np.arange(len(pairs.rows))
        return index

    def _epoch_pairs(self, prepared: Prepared) -> PairSet | None:
        if not len(prepared.eligible):
            return None
        return build_pairs(prepared.data, prepared.movable, self.table, self.rng, rows=prepared.eligible)

    # -- one pass over a dataset -----------------------------------------------------------

    def run(self, prepared: Prepared, pairs: PairSet | None, *, deid: bool, adversarial: bool,
            optimize: Callable | None = None, shuffle: bool = True, generator=None,
            rows_only_pairs: bool = False, dann: float | None = None) -> EpochFigures:
        """One pass. ``optimize(l_deid, l_adv, (l_t1, l_t2))`` (when given) steps; figures are means over sentences (tagger) and pairs (adversaries)."""
        torch = self.torch
        opts = self.opts
        data = prepared.data
        pair_index = self._pair_index(len(data), pairs)
        rows_all = pairs.rows if rows_only_pairs else np.arange(len(data))
        if shuffle:
            batches = [rows_all[b] for b in training_batches(data.lengths[rows_all], opts.batch_size, self.rng)]
        else:
            order = np.argsort(data.lengths[rows_all], kind="stable")
            batches = [rows_all[order[i:i + opts.batch_size]] for i in range(0, len(order), opts.batch_size)]
        from deidkit.models.representation import distinguishability_bound

        m_deid, m_adv, m_t1, m_t2, m_l1, m_l2, m_div = (_Mean() for _ in range(7))
        grad = optimize is not None
        with torch.set_grad_enabled(grad):
            for rows in batches:
                b = data.pad(rows)
                emb = self._embed(b.word_ids)
                # the input noise is drawn here so that a fake twin can share it (the twins'
                # divergence then measures what the representation keeps of the moved word)
                eps = torch.randn(emb.shape, generator=generator)
                reps, z = self.models.representation(emb, b.lengths, generator=generator,
                                                     input_eps=eps, return_pre_noise=True)
                l_deid = l_adv = parts = None
                if deid:
                    l_deid = tagger_loss(self.models, reps, b.casing, b.lengths, b.tags)
                    m_deid.add(l_deid.item(), len(rows))
                if adversarial and pairs is not None:
                    sel = pair_index[rows] >= 0
                    if sel.any():
                        sub = rows[sel]
                        f = pairs.fake.pad(sub)
                        seq = f.word_ids.shape[1]
                        sel_t = torch.from_numpy(sel)
                        t1, t2, y, kl = adversary_logits(
                            self.models, emb[sel_t][:, :seq], self._embed(f.word_ids),
                            reps[sel_t][:, :seq], f.lengths, generator=generator, reverse=dann,
                            input_eps=eps[sel_t][:, :seq], z_real=z[sel_t][:, :seq])
                        l1, l2 = bce(t1, y), bce(t2, y)
                        l_adv = (l1 + l2) / 2
                        # sqrt(KL/2): Pinsker's bound, and a gradient that does not vanish
                        # as the twins converge (the epsilon keeps it finite at 0)
                        divergence = torch.sqrt(kl / 2 + 1e-8).mean()
                        parts = (l1, l2, divergence)
                        m_div.add(float(distinguishability_bound(kl.detach()).mean()), len(kl))
                        n = len(y)
                        m_adv.add(l_adv.item(), n)
                        m_l1.add(l1.item(), n)
                        m_l2.add(l2.item(), n)
                        m_t1.add(float(((t1 > 0).float() == y).float().mean()), n)
                        m_t2.add(float(((t2 > 0).float() == y).float().mean()), n)
                if grad:
                    optimize(l_deid, l_adv, parts)
        out = EpochFigures(tagger_loss=m_deid.value, adversary_loss=m_adv.value,
                           t1_accuracy=m_t1.value, t2_accuracy=m_t2.value,
                           t1_loss=m_l1.value, t2_loss=m_l2.value, divergence=m_div.value)
        if deid and adversarial:
            out.combined_loss = combined(out.tagger_loss, (out.t1_loss, out.t2_loss), opts.lambda_,
                                         opts.privacy_objective,
                                         divergence=out.divergence, weight=opts.divergence_weight)
        return out

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
        """Binary HIPAA token F1 (percent) of the tagger on the validation set (the evaluate module)."""
        from deidkit.evaluate import evaluate_tokens
        from deidkit.tag import labels_array

        torch = self.torch
        data = self.val.data
        out = np.full(data.num_tokens, 0, dtype=np.int64)
        gen = torch.Generator().manual_seed(self.val_seed)
        tagger = self.models.tagger
        with torch.inference_mode():
            order = np.argsort(data.lengths, kind="stable")
            for i in range(0, len(order), 256):
                rows = order[i:i + 256]
                b = data.pad(rows)
                reps = self.models.representation(self._embed(b.word_ids), b.lengths, generator=gen)
                x = torch.cat([reps, tagger.casing_onehot[b.casing]], dim=-1)
                em = tagger.emissions_from_features(x, b.lengths)
                mask = tagger.mask(b.lengths, em.size(1))
                paths = tagger.crf.decode(em, mask).numpy()
                keep = mask.numpy()
                positions = data.offsets[rows][:, None] + np.arange(paths.shape[1])[None, :]
                out[positions[keep]] = paths[keep]
        table = self.val.table
        pred = labels_array(out, data.offsets, self.labels)
        table = table.append_column("predicted", pred) if "predicted" not in table.column_names \
            else table.set_column(table.column_names.index("predicted"), "predicted", pred)
        try:
            f1 = float(evaluate_tokens(table)["binary_hipaa_token"]["all"]["f1"])
            return f1 * 100.0 if f1 <= 1.0 else f1  # percent, as train-tagger reports it
        except Exception:  # evaluation must never stop training; the figure is informative
            return math.nan

    def record(self, phase: str, phase_epoch: int, train: EpochFigures, val: EpochFigures,
               seconds: float) -> dict:
        self.epoch += 1
        row = {"phase": phase, "epoch": self.epoch, "phase_epoch": phase_epoch,
               "train_tagger_loss": train.tagger_loss, "train_adversary_loss": train.adversary_loss,
               "val_tagger_loss": val.tagger_loss, "val_adversary_loss": val.adversary_loss,
               "val_t1_accuracy": val.t1_accuracy, "val_t2_accuracy": val.t2_accuracy,
               "val_t1_loss": val.t1_loss, "val_t2_loss": val.t2_loss,
               "val_combined_loss": val.combined_loss, "val_divergence": val.divergence,
               "val_f1": val.f1, "seconds": seconds}
        return self.history.add(row)

    # -- phases -----------------------------------------------------------------------------
