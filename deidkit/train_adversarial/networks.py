"""The four modules of an adversarial model (representation, tagger, T1, T2) and their
factory."""

from __future__ import annotations

import copy
from dataclasses import dataclass

from deidkit.train_adversarial.options import AdversarialOptions


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

    def to(self, device) -> "Models":
        """Every module and the word vectors on ``device``."""
        for m in self.modules().values():
            m.to(device)
        self.word_vectors = self.word_vectors.to(device)
        return self


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
