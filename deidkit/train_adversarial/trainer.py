"""The procedures: Feutry et al.'s three phases and DANN, each epoch stopped early on the
validation set."""

from __future__ import annotations

import time

from deidkit.train_adversarial.epochs import EpochFigures, EpochRunner
from deidkit.train_adversarial.losses import privacy_term
from deidkit.train_adversarial.networks import set_trainable
from deidkit.train_adversarial.options import FEUTRY_PHASES
from deidkit.training import EarlyStopping, clipped_steps, run_epochs


class Trainer(EpochRunner):
    """Runs a procedure over the data, models, neighbour table and RNGs of an
    :class:`EpochRunner`; the history records every epoch. ``checkpoint`` (a
    :class:`deidkit.run_checkpoint.RunCheckpoint`, with the ``run_options`` it must match)
    gets one per epoch; ``saved``: the checkpoint to resume from."""

    checkpoint = None
    run_options: dict | None = None
    saved = None

    def phase1(self) -> None:
        """Representation + tagger on L_deid; early stopping on validation L_deid."""
        m = self.models
        opt = self.optimizer_for(m.representation, m.tagger)

        def optimize(l_deid, l_adv, parts):
            self.step(opt, l_deid, m.representation, m.tagger)

        self._early_stopping("P1", {"p1": opt}, lambda: self._train_only(m.representation, m.tagger),
                             lambda: self.run(self.train, None, deid=True, adversarial=False,
                                              optimize=optimize),
                             lambda: self.validate(adversarial=False, f1=True),
                             key="val_tagger_loss")

    def phase2(self) -> None:
        """Representation frozen; adversaries pre-trained on L_adv; early stopping on it."""
        m = self.models
        if self.val_pairs is None or not len(self.train.eligible):
            return
        opt = self.optimizer_for(m.t1, m.t2)

        def optimize(l_deid, l_adv, parts):
            if l_adv is not None:
                self.step(opt, l_adv, m.t1, m.t2)

        self._early_stopping("P2", {"p2": opt}, lambda: self._train_only(m.t1, m.t2),
                             lambda: self.run(self.train, self.epoch_pairs(self.train), deid=False,
                                              adversarial=True, optimize=optimize, rows_only_pairs=True),
                             lambda: self.validate(deid=False),
                             key="val_adversary_loss")

    def phase3(self) -> None:
        """Alternate (a) tagger + adversaries and (b) representation, one epoch each; early
        stopping on validation L_repr, the best epoch's weights restored."""
        m = self.models
        lam = self.opts.lambda_
        opt_tagger = self.optimizer_for(m.tagger)
        opt_adv = self.optimizer_for(m.t1, m.t2)
        opt_rep = self.optimizer_for(m.representation)

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
            self.step(opt_rep, loss, m.representation)

        def train_epoch():
            self._train_only(m.tagger, m.t1, m.t2)
            a = self.run(self.train, self.epoch_pairs(self.train), deid=True, adversarial=True,
                         optimize=optimize_a)
            self._train_only(m.representation)
            b = self.run(self.train, self.epoch_pairs(self.train), deid=True, adversarial=True,
                         optimize=optimize_b)
            # report the tagger's and adversaries' own training losses from (a)
            return EpochFigures(tagger_loss=a.tagger_loss, adversary_loss=a.adversary_loss,
                                combined_loss=b.combined_loss)

        self._early_stopping("P3", {"tagger": opt_tagger, "adversaries": opt_adv,
                                    "representation": opt_rep}, lambda: None, train_epoch,
                             lambda: self.validate(f1=True), key="val_combined_loss")

    def dann(self) -> None:
        """All jointly, gradient reversal (scale lambda) between representation and adversaries."""
        m = self.models
        mods = (m.representation, m.tagger, m.t1, m.t2)
        opt = self.optimizer_for(*mods)

        def optimize(l_deid, l_adv, parts):
            loss = l_deid if l_adv is None else \
                l_deid + l_adv + self.opts.divergence_weight * parts[2]
            self.step(opt, loss, *mods)

        def train_epoch():
            self._train_only(*mods)
            return self.run(self.train, self.epoch_pairs(self.train), deid=True, adversarial=True,
                            optimize=optimize, reversal_scale=self.opts.lambda_)

        self._early_stopping("dann", {"dann": opt}, lambda: None, train_epoch,
                             lambda: self.validate(f1=True),
                             key="val_combined_loss")

    def _early_stopping(self, phase, optimizers, before, train_epoch, validate, key) -> None:
        """Epochs of ``phase`` (:func:`deidkit.training.run_epochs`) until patience on the
        history column ``key`` runs out, the best weights restored; a checkpoint (when the
        run has one) after every epoch, and the phase resumed from it when the saved run was
        in this phase."""
        stopping = EarlyStopping(self.opts.patience, self.models.snapshot, self.models.restore)
        state = dict(modules=self.models.modules(), optimizers=optimizers,
                     generators={"train": self.rng}, stopping=stopping)
        saved, self.saved = self.saved, None

        def train(phase_epoch):
            start = time.perf_counter()
            before()
            return start, train_epoch()

        def validated(phase_epoch, trained):
            start, tr = trained
            val = validate()
            return self.record(phase, phase_epoch, tr, val, time.perf_counter() - start)

        def resumed(record):
            self.epoch = record["epoch"]

        run_epochs(train, validated, epochs=self.opts.max_epochs, history=self.history,
                   state=state, name=phase, stopping=stopping, score=lambda row: row[key],
                   checkpoint=self.checkpoint, run_options=self.run_options, saved=saved,
                   epoch_key="phase_epoch", on_resume=resumed,
                   fields=lambda phase_epoch, row: {"epoch": self.epoch, "phase": phase,
                                                    "phase_epoch": phase_epoch})
        stopping.restore_best()

    def fit(self, *, pretrained: bool = False) -> None:
        """The whole procedure; ``pretrained``: representation and tagger were loaded from a
        P1-only model (``start_from``), so feutry begins at P2. A resumed run (``saved``)
        skips the phases its checkpoint had finished."""
        if self.opts.procedure == "feutry":
            last = FEUTRY_PHASES.index(self.opts.stop_after)
            phases = [("P1", self.phase1)] if not pretrained else []
            if last >= 1:
                phases.append(("P2", self.phase2))
            if last >= 2:
                phases.append(("P3", self._phase3_if_pairs))
        else:
            phases = [("dann", self.dann)]
        for name, phase in phases:
            if self.saved is None or self.saved.record["phase"] == name:
                phase()
        self._train_only()

    def _phase3_if_pairs(self) -> None:
        if self.val_pairs is not None and len(self.train.eligible):
            self.phase3()

    def _train_only(self, *modules) -> None:
        """Unfreeze ``modules`` (training mode, gradients) and freeze the others."""
        for module in self.models.modules().values():
            set_trainable(module, any(module is m for m in modules))
