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

Files: :mod:`.options` (every option), :mod:`.data` (a tokens table encoded once, also
used by ``attack``), :mod:`.networks` (the four modules and their factory),
:mod:`.losses`, :mod:`.epochs` (one pass over a dataset), :mod:`.trainer` (the
procedures), :mod:`.model_dir` (config.json, weights, history and curves), :mod:`.stage`
(the whole stage), :mod:`.run` (the command from files, and its summary).
"""

from deidkit.adversarial_pairs import nearest_neighbours  # imported from here by older code
from deidkit.train_adversarial.data import Prepared, label_values, prepare
from deidkit.train_adversarial.epochs import HISTORY_SCHEMA, EpochFigures
from deidkit.train_adversarial.losses import (adversary_inputs, adversary_logits, bce, combined,
                                              noisy_representation, privacy_term, tagger_loss)
from deidkit.train_adversarial.model_dir import (CURVES_FILE, HISTORY_FILE, SCHEMA, TAGGER_DIR,
                                                 TrainResult, load_pretrained, model_config,
                                                 write_model)
from deidkit.train_adversarial.networks import Models, build_models, set_trainable
from deidkit.train_adversarial.options import FEUTRY_PHASES, LN2, PROCEDURES, AdversarialOptions
from deidkit.train_adversarial.run import AdversarialRun, run_train_adversarial
from deidkit.train_adversarial.stage import epoch_line, split_validation, train_adversarial
from deidkit.train_adversarial.trainer import Trainer

__all__ = ["AdversarialOptions", "AdversarialRun", "CURVES_FILE", "EpochFigures", "FEUTRY_PHASES", "HISTORY_FILE",
           "HISTORY_SCHEMA", "LN2", "Models", "PROCEDURES", "Prepared", "SCHEMA", "TAGGER_DIR",
           "TrainResult", "Trainer", "adversary_inputs", "adversary_logits", "bce",
           "build_models", "combined", "epoch_line", "label_values", "load_pretrained", "model_config",
           "nearest_neighbours", "noisy_representation", "prepare", "privacy_term",
           "run_train_adversarial", "set_trainable", "split_validation", "tagger_loss", "train_adversarial",
           "write_model"]
