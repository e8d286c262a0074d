"""The training options of ``train-tagger`` (all stored in config.json)."""

from __future__ import annotations

from dataclasses import dataclass

from deidkit.errors import ConfigError
from deidkit.training import check_finite

#: What to do when the training data cannot give validation documents.
HOLD_OUT_HINT = "pass --validation FILE or --validation-fraction 0"

#: Columns the tagger reads from a tokens table (the others are ignored, not required).
COLUMNS = ("doc_id", "sentence", "tokens", "starts", "ends", "labels")


@dataclass(frozen=True)
class FeatureOptions:
    """CEDI's features (``--char-embeddings``, ``--prefix-features``, the recipe keys
    ``context_ngrams`` and ``attention``) and the dictionary lists (the recipe key
    ``dictionaries``, :mod:`deidkit.dictionaries`);
    all off: the paper's tagger. Stored in config.json (model.features, input.dictionaries)."""

    char_embeddings: bool = False
    prefix_features: bool = False
    context_ngrams: int = 0         # n (CEDI: 10); 0 = off
    context_hidden: int = 256       # units of each n-gram LSTM (CEDI: 256)
    attention: bool = False
    dictionaries: tuple[str, ...] = ()  # names of deidkit.dictionaries.LISTS

    def __post_init__(self):
        if self.context_ngrams < 0 or self.context_hidden < 1:
            raise ConfigError("--context-ngrams must be at least 0 and --context-hidden at least 1")


#: What ``early_stopping`` (a recipe key) can watch, as a score to minimise from an epoch's record.
EARLY_STOPPING = {"loss": lambda row: row["val_loss"], "f1": lambda row: -row["val_f1"],
                  "leakage": lambda row: row["val_leakage"]}


@dataclass(frozen=True)
class TrainingOptions:
    """Training hyperparameters (the paper's values), all stored in config.json."""

    epochs: int = 50                # maximum; early stopping usually ends sooner
    patience: int = 5
    batch_size: int = 32
    # None: the model's own (:data:`LEARNING_RATES`): Nadam's default (Keras and PyTorch)
    # for the BiLSTM-CRF, AdamW's usual rate for fine-tuning BERT for an encoder
    learning_rate: float | None = None
    clip_norm: float = 1.0
    validation_fraction: float = 0.1
    seed: int = 0
    threads: int | None = None
    # Mixed precision of the forward pass (the LSTMs' matrix products in bfloat16, the CRF
    # in float32): for GPUs; it gives nothing on this project's CPUs.
    precision: str = "float32"
    # What early stopping watches on the validation set: the paper's loss, or the binary
    # HIPAA token F1 / leakage (for validation notes of a style left out of training, whose
    # loss can rise while the tagger still gets better at finding their PHI).
    early_stopping: str = "loss"
    # A fraction of the training sentences also seen recased, in lowercase or capitals
    # (deidkit.train_tagger.augment); 0: off, the paper's training.
    case_augmentation: float = 0.0
    # Softmax-margin training (deidkit.models.crf.CRF.nll): a labelling that calls a gold
    # PHI token O scores this much more in the CRF's normaliser; 0: the paper's loss.
    miss_cost: float = 0.0
    # Tokens of the training sentences each epoch reads, a seeded sample drawn anew every
    # epoch (an encoder on a CPU reads a large corpus in parts); 0: all of them.
    epoch_tokens: int = 0

    def __post_init__(self):
        if self.early_stopping not in EARLY_STOPPING:
            raise ConfigError(f"--early-stopping must be one of {', '.join(EARLY_STOPPING)}, "
                              f"got {self.early_stopping!r}")
        if self.precision not in ("float32", "bfloat16"):
            raise ConfigError(f"--precision must be float32 or bfloat16, got {self.precision!r}")
        if self.epochs < 1 or self.batch_size < 1 or self.patience < 1:
            raise ConfigError("--epochs, --batch-size and --patience must be at least 1")
        check_finite(self, "validation_fraction", "miss_cost",
                     positive=("clip_norm",) + (() if self.learning_rate is None
                                                else ("learning_rate",)))
        if not isinstance(self.epoch_tokens, int) or self.epoch_tokens < 0:
            raise ConfigError(f"--epoch-tokens must be at least 0, got {self.epoch_tokens}")
        if self.miss_cost < 0.0:
            raise ConfigError(f"--miss-cost must be at least 0, got {self.miss_cost}")
        if not 0.0 <= self.case_augmentation <= 1.0:
            raise ConfigError(f"--case-augmentation must be in [0, 1], got {self.case_augmentation}")
        if not 0.0 <= self.validation_fraction < 1.0:
            raise ConfigError(f"--validation-fraction must be in [0, 1), got {self.validation_fraction}")


#: The learning rate of each kind of model (config.json ``model.kind``) when none is given.
LEARNING_RATES = {"bilstm-crf": 0.002, "encoder-crf": 5e-5}


def resolved(options: TrainingOptions, config: dict) -> TrainingOptions:
    """``options`` with the learning rate of the model ``config`` describes when none was
    given (what training uses and config.json records)."""
    from dataclasses import replace

    if options.learning_rate is not None:
        return options
    return replace(options, learning_rate=LEARNING_RATES[config["model"]["kind"]])
