"""``train-adversarial``: the representation, its tagger and the two adversaries (paper section 5).

Procedures:

* ``feutry`` (Feutry et al. 2018, the paper's choice):
  P1, representation + tagger trained on L_deid, early stopping on validation L_deid;
  P2, representation frozen, adversaries T1 and T2 pre-trained on L_adv, early stopping on
  validation L_adv; P3, alternating one epoch each of (a) representation frozen, tagger and
  adversaries trained on their own losses and (b) tagger and adversaries frozen,
  representation trained on L_repr = L_deid + lambda * |L_adv - ln 2| (by default per
  adversary: lambda * mean(|L_T1 - ln 2|, |L_T2 - ln 2|), so that one adversary driven
  below chance cannot hide the other's success; ``privacy_objective="mean"`` gives the
  literal |mean(L_T1, L_T2) - ln 2|). P3 stops early on
  L_repr computed **on the validation set** (the original code validated on the training
  set), and the weights of the best P3 epoch (all four modules) are restored.
* ``dann`` (Ganin & Lempitsky 2015): all three trained jointly; a gradient reversal layer
  between representation and adversaries (scaled by lambda) makes the representation
  maximise what the adversaries minimise. Early stopping on the same validation L_repr.

L_adv is the mean of T1's and T2's binary cross-entropies over balanced real/fake examples
(:func:`deidkit.models.adversary.balanced_examples`: each side of a pair has the same
distribution in both classes, so only the link between them is evidence), so chance is
exactly ln 2. Fake pairs are redrawn every
epoch (seeded); the validation pairs and the validation noise are drawn once, so validation
figures are comparable between epochs.

Everything is seeded: the same seed (and thread count) gives the same model.
"""

from __future__ import annotations

import copy
import json
import math
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit import __version__
from deidkit.adversarial_pairs import (NeighbourTable, PairSet, build_pairs, eligible_sentences,
                                       movable_positions, nearest_neighbours, phi_flags)
from deidkit.batching import EncodedSentences, embedding_table, encode_with_embeddings, training_batches
from deidkit.errors import ConfigError, DataError
from deidkit.training import (EarlyStopping, History, Panel, clipped_step, clipped_steps,
                              plot_panels, write_history)

SCHEMA = "deidkit.adversarial/1"
HISTORY_FILE = "history.parquet"
CURVES_FILE = "learning_curves.png"
TAGGER_DIR = "tagger"
LN2 = math.log(2.0)
PROCEDURES = ("feutry", "dann")
FEUTRY_PHASES = ("P1", "P2", "P3")
#: Columns of an adversarial model's ``history.parquet``.
HISTORY_SCHEMA = pa.schema(
    [pa.field("phase", pa.string()), pa.field("epoch", pa.int32()), pa.field("phase_epoch", pa.int32())]
    + [pa.field(c, pa.float64()) for c in (
        "train_tagger_loss", "train_adversary_loss", "val_tagger_loss", "val_adversary_loss",
        "val_t1_accuracy", "val_t2_accuracy", "val_t1_loss", "val_t2_loss", "val_combined_loss",
        "val_divergence", "val_f1", "seconds")])


@dataclass
class AdversarialOptions:
    """Every training option; stored in config.json."""

    n: int = 100                        # privacy level: fake pairs move a PHI token among N neighbours
    procedure: str = "feutry"
    lambda_: float = 1.0
    representation_size: int = 50
    representation_hidden: int = 128
    input_noise_std: float = 0.1
    output_noise_std: float = 0.1
    tagger_hidden: int = 128
    tagger_layers: int = 2
    input_dropout: float = 0.1
    recurrent_dropout: float = 0.25
    output_dropout: float = 0.5
    adversary_hidden: int = 64
    batch_size: int = 32
    learning_rate: float = 0.001
    clip_norm: float = 1.0
    patience: int = 5
    max_epochs: int = 50                # per phase (P1, P2, P3; dann: in all)
    seed: int = 0
    validation_f1: bool = True
    #: "per-adversary": lambda * mean(|L_T1 - ln 2|, |L_T2 - ln 2|); "mean": the literal
    #: lambda * |mean(L_T1, L_T2) - ln 2|, under which one adversary pushed below chance
    #: (loss > ln 2) hides the other's success.
    privacy_objective: str = "per-adversary"
    #: Weight of the twins' divergence bound sqrt(KL / 2) in L_repr (beyond the paper; 0 =
    #: the paper's objective): it bounds every adversary, not only the two being trained.
    divergence_weight: float = 1.0
    #: feutry only: stop after this phase ("P1", "P2"; "P3" = the whole procedure). A model
    #: stopped before P3 has had no adversarial training: it is the baseline that shows an
    #: attack can succeed, never a representation to share.
    stop_after: str = "P3"

    def __post_init__(self):
        if self.procedure not in PROCEDURES:
            raise ValueError(f"procedure must be one of {PROCEDURES}, got {self.procedure!r}")
        if self.stop_after not in FEUTRY_PHASES:
            raise ValueError(f"stop_after must be one of {FEUTRY_PHASES}, got {self.stop_after!r}")
        if self.procedure != "feutry" and self.stop_after != "P3":
            raise ValueError(f"stop_after {self.stop_after} needs the feutry procedure "
                             f"(dann has no phases)")
        for name in ("n", "representation_size", "representation_hidden", "tagger_hidden",
                     "tagger_layers", "adversary_hidden", "batch_size", "patience", "max_epochs"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, got {getattr(self, name)}")
        if self.privacy_objective not in ("per-adversary", "mean"):
            raise ValueError(f"privacy_objective must be 'per-adversary' or 'mean', got "
                             f"{self.privacy_objective!r}")
        if not self.lambda_ >= 0:
            raise ValueError(f"lambda must be >= 0, got {self.lambda_}")
        if not self.divergence_weight >= 0:
            raise ValueError(f"divergence_weight must be >= 0, got {self.divergence_weight}")


# ---------------------------------------------------------------------------------------
# Data

@dataclass
class Prepared:
    """A labelled corpus encoded once: rows, labels, PHI positions, eligible sentences."""

    data: EncodedSentences
    table: pa.Table             # doc_id, sentence, tokens, (starts, ends), labels: for F1
    movable: np.ndarray         # flat positions of movable PHI tokens
    eligible: np.ndarray        # sentences with at least one movable PHI token

    def __len__(self) -> int:
        return len(self.data)


def prepare(table: pa.Table, emb, *, label_index: dict | None = None, source: str | None = None,
            require_labels: bool = True) -> Prepared:
    """Encode a tokens table (empty sentences dropped) for adversarial training or attack."""
    import pyarrow.compute as pc

    if table.num_rows and require_labels and table.column("labels").null_count:
        raise DataError(f"{table.column('labels').null_count} sentences have no labels "
                        "(null); adversarial training and attacks need labelled tokens", source=source)
    lengths = pc.fill_null(pc.list_value_length(table.column("tokens")), 0)
    keep = pc.greater(lengths, 0)
    table = table.filter(keep)
    nt = pc.list_value_length(table.column("tokens"))
    nl = pc.fill_null(pc.list_value_length(table.column("labels")), -1)
    bad = pc.not_equal(nt, nl)
    if table.num_rows and pc.any(bad).as_py():
        i = int(np.flatnonzero(bad.to_numpy(zero_copy_only=False))[0])
        raise DataError(f"document {table.column('doc_id')[i].as_py()!r} sentence "
                        f"{table.column('sentence')[i].as_py()}: {nt[i].as_py()} tokens but "
                        f"{nl[i].as_py()} labels", source=source)
    try:
        data = encode_with_embeddings(
            table.column("tokens"), emb,
            labels=table.column("labels") if label_index is not None else None,
            label_index=label_index)
    except ValueError as exc:
        raise DataError(str(exc), source=source) from None
    phi = phi_flags(table.column("labels"))
    movable = movable_positions(data, phi, len(emb.words))
    return Prepared(data=data, table=table, movable=movable,
                    eligible=eligible_sentences(data, movable))


def label_values(*tables: pa.Table) -> list[str]:
    from deidkit.batching import list_offsets
    from deidkit.models.labels import label_set, split_label

    seen: set[str] = set()
    for t in tables:
        _, flat = list_offsets(t.column("labels"))
        seen.update(x for x in flat.unique().to_pylist() if x is not None)
    for lab in seen:
        try:
            split_label(lab)
        except ValueError as exc:
            raise DataError(str(exc)) from None
    return label_set(seen)


# ---------------------------------------------------------------------------------------
# Models

@dataclass
class Models:
    representation: "Representation"
    tagger: "BiLSTMCRFTagger"
    t1: "AdversaryT1"
    t2: "AdversaryT2"
    word_vectors: "torch.Tensor"   # shape: (V + 2, dim)

    def modules(self) -> dict:
        return {"representation": self.representation, "tagger": self.tagger, "t1": self.t1,
                "t2": self.t2}

    def snapshot(self) -> dict:
        return {k: copy.deepcopy(m.state_dict()) for k, m in self.modules().items()}

    def restore(self, snap: dict) -> None:
        for k, m in self.modules().items():
            m.load_state_dict(snap[k])


def build_models(opts: AdversarialOptions, embedding_dim: int, num_labels: int, word_vectors) -> Models:
    """Fresh modules, initialised from the global torch RNG (seed it first)."""
    from deidkit.models.adversary import AdversaryConfig, AdversaryT1, AdversaryT2
    from deidkit.models.representation import Representation, RepresentationConfig
    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerShape

    rep = Representation(RepresentationConfig(
        embedding_dim=embedding_dim, size=opts.representation_size,
        hidden_size=opts.representation_hidden, input_noise_std=opts.input_noise_std,
        output_noise_std=opts.output_noise_std))
    tagger = BiLSTMCRFTagger(TaggerShape(input_dim=opts.representation_size, num_labels=num_labels),
                             tagger_hyperparameters(opts))
    acfg = AdversaryConfig(hidden_size=opts.adversary_hidden)
    t1 = AdversaryT1(opts.representation_size, embedding_dim, acfg)
    t2 = AdversaryT2(opts.representation_size, acfg)
    return Models(rep, tagger, t1, t2, word_vectors)


def tagger_hyperparameters(opts: AdversarialOptions):
    from deidkit.models.tagger import TaggerHyperparameters

    return TaggerHyperparameters(hidden_size=opts.tagger_hidden, num_layers=opts.tagger_layers,
                                 input_dropout=opts.input_dropout,
                                 recurrent_dropout=opts.recurrent_dropout,
                                 output_dropout=opts.output_dropout)


def set_trainable(module, trainable: bool) -> None:
    """Freeze (eval mode, no gradients) or unfreeze a module."""
    module.train(trainable)
    for p in module.parameters():
        p.requires_grad_(trainable)


# ---------------------------------------------------------------------------------------
# Losses

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


# ---------------------------------------------------------------------------------------
# Epochs

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


class Trainer:
    """Holds the data, models, neighbour table and RNGs of one training run."""

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

    def phase1(self) -> None:
        """Representation + tagger on L_deid; early stopping on validation L_deid."""
        m = self.models
        set_trainable(m.t1, False)
        set_trainable(m.t2, False)
        opt = self._optimizer(m.representation, m.tagger)

        def optimize(l_deid, l_adv, parts):
            self._step(opt, l_deid, m.representation, m.tagger)

        self._early_stopping("P1", lambda: (set_trainable(m.representation, True),
                                            set_trainable(m.tagger, True)),
                             lambda: self.run(self.train, None, deid=True, adversarial=False,
                                              optimize=optimize),
                             lambda: self.validate(adversarial=False, f1=True),
                             key=lambda v: v.tagger_loss)

    def phase2(self) -> None:
        """Representation frozen; adversaries pre-trained on L_adv; early stopping on it."""
        m = self.models
        if self.val_pairs is None or not len(self.train.eligible):
            return
        set_trainable(m.representation, False)
        set_trainable(m.tagger, False)
        opt = self._optimizer(m.t1, m.t2)

        def optimize(l_deid, l_adv, parts):
            if l_adv is not None:
                self._step(opt, l_adv, m.t1, m.t2)

        self._early_stopping("P2", lambda: (set_trainable(m.t1, True), set_trainable(m.t2, True)),
                             lambda: self.run(self.train, self._epoch_pairs(self.train), deid=False,
                                              adversarial=True, optimize=optimize, rows_only_pairs=True),
                             lambda: self.validate(deid=False),
                             key=lambda v: v.adversary_loss)

    def phase3(self) -> None:
        """Alternate (a) tagger + adversaries and (b) representation, one epoch each; early
        stopping on validation L_repr, the best epoch's weights restored."""
        m = self.models
        lam = self.opts.lambda_
        opt_tagger = self._optimizer(m.tagger)
        opt_adv = self._optimizer(m.t1, m.t2)
        opt_rep = self._optimizer(m.representation)

        def optimize_a(l_deid, l_adv, parts):
            loss = l_deid if l_adv is None else l_deid + l_adv
            # tagger and adversaries have disjoint parameters: one backward pass for both
            clipped_steps(loss, [(opt_tagger, m.tagger.parameters()),
                                 (opt_adv, [*m.t1.parameters(), *m.t2.parameters()])],
                          self.opts.clip_norm)

        def optimize_b(l_deid, l_adv, parts):
            loss = l_deid if l_adv is None else \
                l_deid + lam * privacy_term(parts[:2], self.opts.privacy_objective) \
                + self.opts.divergence_weight * parts[2]
            self._step(opt_rep, loss, m.representation)

        def train_epoch():
            set_trainable(m.representation, False)
            set_trainable(m.tagger, True)
            set_trainable(m.t1, True)
            set_trainable(m.t2, True)
            a = self.run(self.train, self._epoch_pairs(self.train), deid=True, adversarial=True,
                         optimize=optimize_a)
            set_trainable(m.tagger, False)
            set_trainable(m.t1, False)
            set_trainable(m.t2, False)
            set_trainable(m.representation, True)
            b = self.run(self.train, self._epoch_pairs(self.train), deid=True, adversarial=True,
                         optimize=optimize_b)
            # report the tagger's and adversaries' own training losses from (a)
            return EpochFigures(tagger_loss=a.tagger_loss, adversary_loss=a.adversary_loss,
                                combined_loss=b.combined_loss)

        self._early_stopping("P3", lambda: None, train_epoch,
                             lambda: self.validate(f1=True), key=lambda v: v.combined_loss)

    def dann(self) -> None:
        """All jointly, gradient reversal (scale lambda) between representation and adversaries."""
        m = self.models
        mods = (m.representation, m.tagger, m.t1, m.t2)
        opt = self._optimizer(*mods)

        def optimize(l_deid, l_adv, parts):
            loss = l_deid if l_adv is None else \
                l_deid + l_adv + self.opts.divergence_weight * parts[2]
            self._step(opt, loss, *mods)

        def train_epoch():
            for x in mods:
                set_trainable(x, True)
            return self.run(self.train, self._epoch_pairs(self.train), deid=True, adversarial=True,
                            optimize=optimize, dann=self.opts.lambda_)

        self._early_stopping("dann", lambda: None, train_epoch, lambda: self.validate(f1=True),
                             key=lambda v: v.combined_loss)

    def _early_stopping(self, phase, before, train_epoch, validate, key) -> None:
        stopping = EarlyStopping(self.opts.patience, self.models.snapshot, self.models.restore)
        for phase_epoch in range(1, self.opts.max_epochs + 1):
            start = time.perf_counter()
            before()
            tr = train_epoch()
            val = validate()
            self.record(phase, phase_epoch, tr, val, time.perf_counter() - start)
            stopping.update(phase_epoch, key(val))
            if stopping.should_stop:
                break
        stopping.restore_best()

    def fit(self, *, pretrained: bool = False) -> None:
        """The whole procedure; ``pretrained``: representation and tagger were loaded from a
        P1-only model (``start_from``), so feutry begins at P2."""
        if self.opts.procedure == "feutry":
            last = FEUTRY_PHASES.index(self.opts.stop_after)
            if not pretrained:
                self.phase1()
            if last >= 1:
                self.phase2()
            if last >= 2 and self.val_pairs is not None and len(self.train.eligible):
                self.phase3()
        else:
            self.dann()
        for x in self.models.modules().values():
            set_trainable(x, False)


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


# ---------------------------------------------------------------------------------------
# The whole stage

@dataclass
class TrainResult:
    models: Models
    config: dict
    history: list[dict]
    stats: dict = field(default_factory=dict)


def train_adversarial(train_table: pa.Table, val_table: pa.Table, emb, opts: AdversarialOptions, *,
                      embeddings_spec=None, on_epoch: Callable[[dict], None] | None = None,
                      train_source: str | None = None, val_source: str | None = None,
                      start_from=None) -> TrainResult:
    """Train representation, tagger and adversaries; silent (figures go to ``on_epoch``).
    ``opts.stop_after`` ends the feutry procedure early (the no-adversarial-phase baseline);
    ``start_from`` (a directory written with ``stop_after="P1"``) begins at P2 from its
    representation and tagger, so a baseline and the model trained from it share their P1
    (and a sweep over N trains P1 once)."""
    import torch

    labels = label_values(train_table, val_table)
    index = {lab: i for i, lab in enumerate(labels)}
    train = prepare(train_table, emb, label_index=index, source=train_source)
    val = prepare(val_table, emb, label_index=index, source=val_source)
    if len(train) == 0:
        raise DataError("no labelled sentences to train on", source=train_source)
    if len(val) == 0:
        raise DataError("no labelled sentences to validate on", source=val_source)
    if not len(train.eligible):
        raise DataError("no sentence has a PHI token the embeddings know: the adversaries "
                        "would have no pairs to learn from", source=train_source)
    if opts.n > len(emb.words) - 1:
        raise ConfigError(f"-n {opts.n}: the embeddings have only {len(emb.words)} words")
    words = np.concatenate([train.data.word_ids[train.movable], val.data.word_ids[val.movable]])
    table = nearest_neighbours(emb, words, opts.n)
    torch.manual_seed(opts.seed)
    models = build_models(opts, emb.dim, len(labels), embedding_table(emb.vectors))
    baseline_id = None
    if start_from is not None:
        baseline_id = load_pretrained(models, start_from, opts, labels, emb)
    trainer = Trainer(train, val, models, table, opts, on_epoch=on_epoch, labels=labels)
    trainer.fit(pretrained=start_from is not None)
    config = model_config(models, opts, labels, emb, embeddings_spec)
    if baseline_id is not None:
        config["start_from"] = {"representation_id": baseline_id, "phases": ["P1"]}
    # What was actually run (P3 is skipped without PHI pairs): represent warns when a
    # representation never met an adversary.
    config["phases"] = sorted({r["phase"] for r in trainer.history},
                              key=("P1", "P2", "P3", "dann").index)
    config["adversarially_trained"] = bool({"P3", "dann"} & set(config["phases"]))
    stats = {"train_sentences": len(train), "val_sentences": len(val),
             "train_pairs": int(len(train.eligible)), "val_pairs": int(len(val.eligible)),
             "epochs": trainer.epoch}
    return TrainResult(models=models, config=config, history=trainer.history.rows, stats=stats)


def load_pretrained(models: Models, model_dir, opts: AdversarialOptions, labels: list[str], emb) -> str:
    """Load representation and tagger weights of a P1-only model (``stop_after="P1"``) into
    ``models``; it must have the same architecture, labels and embeddings. Returns its
    representation id."""
    from deidkit.models.checkpoint import WEIGHTS_FILE, check_embedding_record
    from deidkit.models.representation import REPRESENTATION_WEIGHTS, load_weights, read_config

    if opts.procedure != "feutry" or opts.stop_after == "P1":
        raise ConfigError("--start-from begins at P2 of the feutry procedure: it needs "
                          "--procedure feutry and --stop-after P2 or P3")
    model_dir = Path(model_dir)
    config = read_config(model_dir)
    where = f"--start-from {model_dir}"
    if config.get("phases") != ["P1"]:
        raise ConfigError(f"{where}: not a P1-only model (phases {config.get('phases')}); "
                          "train one with --stop-after P1")
    check_embedding_record(config.get("embeddings") or {}, emb, source=where, trained="representation")
    want = {"representation": models.representation.config.to_dict(),
            "tagger hyperparameters": models.tagger.hp.to_dict(), "labels": list(labels)}
    have = {"representation": config.get("representation"),
            "tagger hyperparameters": (config.get("tagger") or {}).get("hyperparameters"),
            "labels": (config.get("labels") or {}).get("values")}
    for what in want:
        if want[what] != have[what]:
            raise ConfigError(f"{where}: its {what} differ from this run's ({have[what]} vs "
                              f"{want[what]}); use the options it was trained with")
    load_weights(models.representation, model_dir / REPRESENTATION_WEIGHTS)
    load_weights(models.tagger, model_dir / TAGGER_DIR / WEIGHTS_FILE)
    return config["representation_id"]


def embeddings_record(emb, spec) -> dict:
    from deidkit.models.checkpoint import embeddings_record as record

    return record(emb, spec)


def model_config(models: Models, opts: AdversarialOptions, labels: list[str], emb, spec) -> dict:
    from deidkit.models.representation import MODEL_KIND, state_fingerprint

    options = asdict(opts)
    options["lambda"] = options.pop("lambda_")
    return {
        "schema": SCHEMA,
        "kind": MODEL_KIND,
        "deidkit_version": __version__,
        "representation": models.representation.config.to_dict(),
        "representation_id": state_fingerprint(models.representation),
        "embeddings": embeddings_record(emb, spec),
        "labels": {"values": list(labels)},
        "tagger": {"hyperparameters": models.tagger.hp.to_dict(), "directory": TAGGER_DIR},
        "adversary": models.t1.config.to_dict(),
        "training": options,
    }


def tagger_config(config: dict) -> dict:
    """The config.json of ``DIR/tagger``: the same record as a central tagger trained on
    representations of the model ``representation_id`` (plus casing), not on words."""
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import representations_tagger_config

    return representations_tagger_config(
        config["representation_id"], config["representation"]["size"], config["labels"]["values"],
        hyperparameters=TaggerHyperparameters(**config["tagger"]["hyperparameters"]))


def write_model(model_dir, result: TrainResult) -> Path:
    """Write the model directory atomically: config.json, the representation, T1, T2 (each
    safetensors), ``tagger/`` (config.json + weights.safetensors), history and curves."""
    from deidkit.models.adversary import T1_WEIGHTS, T2_WEIGHTS
    from deidkit.models.checkpoint import WEIGHTS_FILE, atomic_model_dir
    from deidkit.models.representation import CONFIG_FILE, REPRESENTATION_WEIGHTS, save_weights

    with atomic_model_dir(model_dir) as tmp:
        m = result.models
        save_weights(m.representation, tmp / REPRESENTATION_WEIGHTS)
        save_weights(m.t1, tmp / T1_WEIGHTS)
        save_weights(m.t2, tmp / T2_WEIGHTS)
        (tmp / TAGGER_DIR).mkdir()
        save_weights(m.tagger, tmp / TAGGER_DIR / WEIGHTS_FILE)
        (tmp / TAGGER_DIR / CONFIG_FILE).write_text(
            json.dumps(tagger_config(result.config), indent=2) + "\n", encoding="utf-8")
        (tmp / CONFIG_FILE).write_text(json.dumps(result.config, indent=2) + "\n", encoding="utf-8")
        if result.history:
            write_history(tmp / HISTORY_FILE, result.history, HISTORY_SCHEMA)
            plot_history(tmp / CURVES_FILE, result.history)
    return Path(model_dir)


def plot_history(path, history: list[dict]) -> None:
    """Three panels over the global epoch: losses (L_deid, L_repr), adversaries (L_adv and
    accuracies on validation pairs), validation F1; the phases shaded and named."""
    plot_panels(path, history, [
        Panel("losses", [("train_tagger_loss", "L_deid train"),
                         ("val_tagger_loss", "L_deid validation"),
                         ("val_combined_loss", "L_repr validation")]),
        Panel("adversaries (validation)", [("val_adversary_loss", "L_adv"),
                                           ("val_t1_accuracy", "T1 acc."),
                                           ("val_t2_accuracy", "T2 acc."),
                                           ("val_divergence", "twins' TV bound")],
              hlines=[(LN2, "--"), (0.5, ":")]),
        Panel("validation binary HIPAA token F1 (%)", [("val_f1", "F1")]),
    ], decorate=_shade_phases)


def _shade_phases(ax, history) -> None:
    colours = {"P1": "#eef", "P2": "#efe", "P3": "#fee", "dann": "#ffe"}
    start = 0
    for i, r in enumerate(history + [None]):
        if r is None or r["phase"] != history[start]["phase"]:
            phase = history[start]["phase"]
            ax.axvspan(history[start]["epoch"] - 0.5, history[i - 1]["epoch"] + 0.5,
                       color=colours.get(phase, "#eee"), zorder=0)
            ax.text(history[start]["epoch"], 1.0, phase, transform=ax.get_xaxis_transform(),
                    va="top", fontsize=7)
            start = i
