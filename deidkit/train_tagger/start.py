"""Where the training of a tagger on words starts: a fresh model of the options given, or a
trained model directory (``--init-from default|DIR``) whose architecture, labels, embeddings,
character and prefix vocabularies, dictionary lists and weights are kept and fine-tuned.

A fine-tuned model is an ordinary tagger directory; its config.json adds ``init_from`` (which
model it started from: its name or path, the SHA-256 of its weights, the deidkit version
that trained it) and keeps the operating point (``tagging``) of the model it started from
unless the run chooses another one (``target_leakage``, ``--default-phi-threshold``).
"""

from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass
from pathlib import Path

from deidkit.errors import ConfigError
from deidkit.train_tagger.config import TRAINING_SECTIONS, StartLabels
from deidkit.train_tagger.options import FeatureOptions

#: Options that define the architecture, the labels or the input of a tagger: with
#: ``--init-from`` they are the model's, so giving one is an error.
ARCHITECTURE_OPTIONS = ("binary", "hipaa_only", "hidden_size", "layers", "input_dropout",
                        "recurrent_dropout", "output_dropout", "word_dropout",
                        "char_embeddings", "prefix_features", "context_ngrams",
                        "context_hidden", "attention", "dictionaries")



@dataclass
class Start(StartLabels):
    """What a training run builds its tagger from: the architecture part of config.json,
    the embeddings, the dictionary lists (None: none) and, for a fine-tuning, the weights
    file of the model it starts from (None: the paper's initialisation)."""

    config: dict
    emb: object
    lists: object = None
    weights: Path | None = None

    def tagger(self, model=None):
        """A :class:`~deidkit.taggers.WordTagger` of this start (``model`` None: an encoder
        only)."""
        from deidkit.taggers import WordTagger

        return WordTagger(model=model, config=self.config, embeddings=self.emb,
                          dictionaries=self.lists)

    def build(self):
        """A new tagger: freshly initialised, or with the starting model's weights. Call it
        under the run's seeded torch RNG (the initialisation and nothing else draws)."""
        from deidkit.model_dirs import build_model
        from deidkit.models.checkpoint import load_weights

        model = build_model(self.config, self.emb, initialize=self.weights is None)
        if self.weights is not None:
            load_weights(model, self.weights)
        return self.tagger(model)


def fresh_start(emb, spec, labels, *, binary: bool, hipaa_only: bool, hyperparameters,
                features, tokens) -> Start:
    """A new tagger of ``hyperparameters`` and CEDI's ``features`` (their character and
    prefix vocabularies from the training ``tokens`` list column; the dictionary lists built
    from the installed packages)."""
    from deidkit.train_tagger.config import tagger_config

    sizes, vocabularies = feature_sizes(features, tokens)
    lists = None
    if features.dictionaries:
        from deidkit.dictionaries import build

        lists = build(features.dictionaries)
    config = tagger_config(emb, spec, labels, binary=binary, hipaa_only=hipaa_only,
                           hyperparameters=hyperparameters, features=sizes,
                           vocabularies=vocabularies, dictionaries=lists)
    return Start(config, emb, lists)


def feature_sizes(features: FeatureOptions, tokens):
    """(the model's :class:`TaggerFeatures`, the character and prefix vocabularies of the
    training ``tokens`` list column or None) for ``features``."""
    from deidkit.batching import list_offsets
    from deidkit.features import build_vocabularies
    from deidkit.models.cedi import TaggerFeatures

    vocabularies = None
    if features.char_embeddings or features.prefix_features:
        vocabularies = build_vocabularies(list_offsets(tokens)[1], chars=features.char_embeddings,
                                          prefixes=features.prefix_features)
    rows = (0, 0) if vocabularies is None else (vocabularies.char_rows, vocabularies.prefix_rows)
    return TaggerFeatures(char_rows=rows[0], prefix_rows=rows[1],
                          context_ngrams=features.context_ngrams,
                          context_hidden=features.context_hidden,
                          attention_dim=50 if features.attention else 0,
                          dictionary_lists=len(features.dictionaries)), vocabularies


def initial_start(model_dir, *, embeddings=None):
    """The tagger of ``model_dir`` (``"default"``: the shipped model) as a starting point:
    a :class:`Start`, or for a fine-tuned encoder an
    :class:`~deidkit.train_tagger.encoder.EncoderStart`; ``embeddings`` overrides where its vectors are read from and must be
    the same vectors (the config's fingerprint is checked)."""
    from deidkit import __version__
    from deidkit.model_dirs import DEFAULT_MODEL, kind_of, load_word_tagger, resolve_model_dir
    from deidkit.models.checkpoint import WEIGHTS_FILE

    path = resolve_model_dir(model_dir)
    name = (DEFAULT_MODEL if model_dir is None or str(model_dir) == DEFAULT_MODEL
            else str(model_dir))
    if kind_of(path)[0] == "encoder":
        from deidkit.train_tagger.encoder import initial_encoder_start

        if embeddings is not None:
            raise ConfigError(f"--init-from {name}: a fine-tuned encoder reads WordPiece "
                              "pieces; --embeddings does not apply")
        return initial_encoder_start(path, name)
    base = load_word_tagger(path, embeddings=embeddings)
    config = {k: copy.deepcopy(v) for k, v in base.config.items() if k not in TRAINING_SECTIONS}
    weights = path / WEIGHTS_FILE
    config["init_from"] = {
        "model": name,
        "weights_sha256": hashlib.sha256(weights.read_bytes()).hexdigest(),
        "deidkit_version": base.config.get("deidkit_version")}
    config["deidkit_version"] = __version__
    return Start(config, base.embeddings, base.dictionaries, weights)


def inherited_pipeline(model_dir, config: dict, rules=None) -> dict:
    """The files (name -> writer) a model fine-tuned from ``model_dir`` (``"default"``: the
    shipped model; None: a new model) inherits: its pipeline.json (:func:`deidkit.models.
    pipeline_file.inherited`; the new model's operating point is read from ``config`` when
    it is written, after training), so that the new model runs the pipeline its start runs;
    none when it has none. With ``rules`` (a site's rules, ``train-tagger --rules``:
    :class:`deidkit.recognizers.site_rules.SiteRules`) the new model's pipeline.json keeps
    them instead of its start's (a start without one: what a directory without pipeline.json
    runs, and the rules). Read now: a broken pipeline.json, or rules a model may not keep,
    stop the run before training."""
    from dataclasses import replace

    from deidkit.model_dirs import resolve_model_dir
    from deidkit.models.checkpoint import read_config
    from deidkit.models.pipeline_file import (PIPELINE_FILE, inherited, new_pipeline,
                                              read_pipeline, write_pipeline)

    record = source = source_config = None
    if model_dir is not None:
        source = resolve_model_dir(model_dir)
        record = read_pipeline(source)
        source_config = read_config(source) if record is not None else None
    if record is None and rules is None:
        return {}
    if rules is not None:
        rules.check_savable()

    def write(path):
        pipeline = (new_pipeline(config) if record is None
                    else inherited(record, source, source_config=source_config, config=config))
        write_pipeline(path, pipeline if rules is None else replace(pipeline, rules=rules))

    return {PIPELINE_FILE: write}


#: Where a fine-tuned model keeps the uncased tagger fine-tuned beside it (its pipeline
#: names it relative to the model's directory).
UNCASED_DIR = "uncased"


def adaptable_uncased(model_dir) -> Path | None:
    """The uncased tagger the pipeline of ``model_dir`` (a start of ``--init-from``) names
    (:func:`deidkit.model_dirs.resolve_uncased_model`), its config.json read now, or None
    when it names none."""
    from deidkit.model_dirs import kind_of, resolve_uncased_model

    path = resolve_uncased_model("auto", model_dir)
    if path is not None:
        kind_of(path)  # a missing or broken companion stops the run before training
    return path


def check_fine_tuning(*, binary: bool, hipaa_only: bool, hyperparameters, features) -> None:
    """With ``--init-from`` the architecture, labels and features are the starting model's:
    any other value given is a ConfigError (the CLI names the option)."""
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger.options import FeatureOptions

    if binary or hipaa_only or hyperparameters != TaggerHyperparameters() \
            or features != FeatureOptions():
        raise ConfigError("a model fine-tuned from --init-from keeps the starting model's "
                          "architecture, labels and features: do not set them")
