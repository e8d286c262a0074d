"""The options of ``train-adversarial`` (all stored in the model's config.json)."""

from __future__ import annotations

from deidkit.errors import ConfigError

import math
from dataclasses import dataclass

from deidkit.training import check_finite

LN2 = math.log(2.0)
PROCEDURES = ("feutry", "dann")
FEUTRY_PHASES = ("P1", "P2", "P3")


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
    #: Without a validation table: the seeded share of the training documents held out
    #: (:func:`deidkit.training.hold_out_documents`, the rule of ``train-tagger``).
    validation_fraction: float = 0.1

    def __post_init__(self):
        check_finite(self, "lambda_", "divergence_weight", "validation_fraction", "input_dropout",
                     "recurrent_dropout", "output_dropout",
                     positive=("learning_rate", "clip_norm", "input_noise_std", "output_noise_std"))
        if self.procedure not in PROCEDURES:
            raise ConfigError(f"procedure must be one of {PROCEDURES}, got {self.procedure!r}")
        if self.stop_after not in FEUTRY_PHASES:
            raise ConfigError(f"stop_after must be one of {FEUTRY_PHASES}, got {self.stop_after!r}")
        if self.procedure != "feutry" and self.stop_after != "P3":
            raise ConfigError(f"stop_after {self.stop_after} needs the feutry procedure "
                             f"(dann has no phases)")
        for name in ("n", "representation_size", "representation_hidden", "tagger_hidden",
                     "tagger_layers", "adversary_hidden", "batch_size", "patience", "max_epochs"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}")
        if self.privacy_objective not in ("per-adversary", "mean"):
            raise ConfigError(f"privacy_objective must be 'per-adversary' or 'mean', got "
                             f"{self.privacy_objective!r}")
        if not self.lambda_ >= 0:
            raise ConfigError(f"lambda must be >= 0, got {self.lambda_}")
        if not 0 < self.validation_fraction < 1:
            raise ConfigError(f"validation_fraction must be in (0, 1): every phase stops early "
                             f"on validation data, got {self.validation_fraction}")
        if not self.divergence_weight >= 0:
            raise ConfigError(f"divergence_weight must be >= 0, got {self.divergence_weight}")
