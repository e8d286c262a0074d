"""``train-tagger``: train the BiLSTM-CRF de-identification tagger (paper, section 3).

Nadam, gradient-norm clipping, batches of 32 sentences bucketed by length, early stopping on
the validation loss with the best weights restored. Without a validation table, a seeded
share of the training *documents* is held out (a document is never split between the two,
since its sentences share names and dates).

Determinism: the split, the batch order, the initial weights and the dropout masks all
derive from ``seed``; with the same thread count the weights are bit-identical. The torch
RNG is forked, so a caller's random state is left alone.

Validation F1 is the binary HIPAA token F1 of :func:`deidkit.evaluate.evaluate_tokens`
(offsets-based when the table has ``starts``/``ends``), leakage the share of gold PHI
tokens left uncovered by predicted PHI; :class:`ValidationScorer` computes both from the
predicted label ids every epoch (the gold tags assembled once, no label strings).

:func:`train_tagger_on_representations` is the central party's step (paper, section 5):
the same model and training loop on pooled ``represent`` outputs (representation vector +
casing instead of word vector + casing), validated on held-out *sentences* (shared files
hold no document ids), its F1 computed from the labels alone
(:meth:`ValidationScorer.from_labels`).

Files: :mod:`.options`, :mod:`.inputs` (tokens or representations tables, labels),
:mod:`.config` (the architecture part of config.json), :mod:`.validation` (F1 and
leakage), :mod:`.fit` (the training loop, the model directory), :mod:`.words` and
:mod:`.representations` (the two stages), :mod:`.start` (a new tagger or one to
fine-tune, ``--init-from``), :mod:`.run` (the command from files, its stderr lines).

CEDI's features (:class:`FeatureOptions`: characters, deep prefixes, context n-grams across
sentence boundaries, attention; :mod:`deidkit.features`, :mod:`deidkit.models.cedi`) are for
taggers on words; their sizes go to config.json's ``model.features`` and the character and
prefix vocabularies of the training sentences to ``input.features``. Every run on words
also reports the validation PHI tokens unknown to the embeddings and the binary token F1 on
the unknown tokens (``validation_unknown_phi_tokens``, ``val_unknown_phi_f1``).
"""

from deidkit.train_tagger.config import representations_tagger_config, tagger_config
from deidkit.train_tagger.fit import HISTORY_SCHEMA
from deidkit.train_tagger.inputs import labelled_sentences, model_labels
from deidkit.train_tagger.options import COLUMNS, HOLD_OUT_HINT, FeatureOptions, TrainingOptions
from deidkit.train_tagger.representations import train_tagger_on_representations
from deidkit.train_tagger.validation import ValidationScorer, validation_metrics
from deidkit.train_tagger.words import train_tagger

__all__ = ["COLUMNS", "FeatureOptions", "HISTORY_SCHEMA", "HOLD_OUT_HINT",
           "TrainingOptions", "ValidationScorer",
           "labelled_sentences", "model_labels",
           "representations_tagger_config", "tagger_config", "train_tagger",
           "train_tagger_on_representations", "validation_metrics"]
