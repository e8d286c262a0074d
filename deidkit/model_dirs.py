"""Loading model directories into ready-to-use models: taggers of both kinds, the
representation model (a :class:`~deidkit.taggers.RepresentationBundle`), with the
embeddings their configs name.

The layout of a directory, the one config reader and the rule for which error a broken
directory raises (the same for every kind) are in :mod:`deidkit.models.checkpoint`; this
module adds what needs the embeddings and the encoding of tokens.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Mapping

from deidkit.errors import ConfigError, DataError
from deidkit.models.checkpoint import (CONFIG_FILE, REPRESENTATION_WEIGHTS, SCHEMA, TAGGER_DIR,
                                       WEIGHTS_FILE, check_embedding_record, check_state_dict,
                                       load_weights, model_kind, read_config, read_weights)
from deidkit.models.pipeline_file import (FAST_DIR, PIPELINE_FILE, SHIPPED, PipelineRecord,
                                          companion_dir, new_pipeline, read_pipeline,
                                          shipped_companion, shipped_dir)
from deidkit.taggers import RepresentationBundle, RepresentationTagger, Tagger, WordTagger


#: What ``--model`` names the tagger that ships inside the package (``deidkit tag`` without
#: ``--model``): a fine-tuned encoder, trained by ``make -C examples default-model``
#: (examples/recipes/default.json) on synth styles A to G, I to K and Z and real
#: transcriptions, with the fast model as its cascade.
DEFAULT_MODEL = "default"
#: What ``--model`` names the shipped fast model: the BiLSTM-CRF (``make -C examples
#: fast-model``, examples/recipes/fast.json) with its companions.
FAST_MODEL = "fast"


def default_model_dir() -> Path:
    """The directory of the shipped default model (package data, loaded offline): its
    tagger and its pipeline.json."""
    return shipped_dir()


def fast_model_dir() -> Path:
    """The directory of the shipped fast model (package data): its tagger, its pipeline.json
    and the companions that ship, in the subdirectories that names
    (:func:`shipped_companion_dir`)."""
    return shipped_dir(FAST_DIR)


#: What ``tag --uncased-model`` and ``tag --ensemble-model`` name: the companion that ships
#: (``default``, the fast model's), the one a model comes with (``auto``: the one its pipeline.json
#: names, :func:`pipeline_of`), none, or a directory.
UNCASED_AUTO, UNCASED_NONE = "auto", "none"

#: Per companion role: its option and what it is.
_COMPANIONS = {
    "uncased": ("--uncased-model", "the fast model's tagger of sentences without casing"),
    "ensemble": ("--ensemble-model", "the fast model's second member"),
}


def shipped_companion_dir(role: str) -> Path:
    """The directory of the companion ``role`` that ships (``uncased``: the fast model's
    tagger of sentences without casing, ``make -C examples fast-uncased-model``;
    ``ensemble``: the second member of its ensemble, ``fast-ensemble-model``): the
    subdirectory of :func:`fast_model_dir` its pipeline.json names. Missing: a
    ConfigError."""
    option, what = _COMPANIONS[role]
    shipped = fast_model_dir()
    path = shipped_companion(role, shipped)
    if path is None and read_pipeline(shipped) is not None:
        raise ConfigError(f"{shipped}: {PIPELINE_FILE} of the fast model names no "
                          f"{role} tagger; pass {option} none or a model directory")
    path = shipped / role if path is None else path
    if not (path / CONFIG_FILE).is_file():
        raise ConfigError(f"{path}: {what} is missing from this installation "
                          f"(reinstall deidkit, or pass {option} none)")
    return path


def _pipeline_companion(model_dir, role: str) -> tuple[str | None, Path]:
    """What the pipeline of ``model_dir`` names for the companion ``role`` and the directory
    a relative path is read from. A directory without pipeline.json names none (it was not
    made with one)."""
    path = resolve_model_dir(model_dir)
    record = read_pipeline(path) if path.is_dir() else None
    return (None if record is None else record.companion(role)), path


def pipeline_of(model_dir) -> PipelineRecord:
    """The :class:`~deidkit.models.pipeline_file.PipelineRecord` of ``model_dir`` (``default``:
    the shipped model): its pipeline.json, or for a directory written without one what
    ``tag`` ran with it before pipelines were recorded: the model alone at the operating
    point its config.json records (``tagging.phi_threshold``), the recognizers and
    propagation within documents."""
    path = resolve_model_dir(model_dir)
    record = read_pipeline(path)
    return new_pipeline(read_config(path)) if record is None else record


def _recorded_threshold(model_dir) -> float | None:
    """The operating point config.json records (``tagging.phi_threshold``), or None."""
    recorded = read_config(model_dir).get("tagging", {})
    threshold = recorded.get("phi_threshold") if isinstance(recorded, dict) else None
    return None if threshold is None else float(threshold)


def _resolve_companion(spec, model_dir, role: str) -> Path | None:
    """The directory of the companion tagger ``spec`` names for the tagger of ``model_dir``
    (``role``: ``uncased`` or ``ensemble``), or None: ``auto`` (None as well) is the one the
    model's pipeline names (:func:`pipeline_of`); ``default`` the one that ships
    (:func:`shipped_companion_dir`); ``none`` none; anything else a directory."""
    spec = UNCASED_AUTO if spec is None else str(spec)
    if spec == UNCASED_NONE:
        return None
    if spec == UNCASED_AUTO:
        named, base = _pipeline_companion(model_dir, role)
        if named is None:
            return None
        # the fast model's own, checked: a broken installation says so
        if named != SHIPPED and base.resolve() != fast_model_dir().resolve():
            return companion_dir(named, base)
        spec = DEFAULT_MODEL
    if spec == DEFAULT_MODEL:
        return shipped_companion_dir(role)
    return Path(spec)


def resolve_uncased_model(spec, model_dir) -> Path | None:
    """The directory of ``tag --uncased-model spec`` for the tagger of ``model_dir``, or
    None (:func:`_resolve_companion`)."""
    return _resolve_companion(spec, model_dir, "uncased")


def resolve_ensemble_model(spec, model_dir) -> Path | None:
    """The directory of ``tag --ensemble-model spec`` for the tagger of ``model_dir``, or
    None (:func:`_resolve_companion`)."""
    return _resolve_companion(spec, model_dir, "ensemble")


def _load_companion(path: Path, model_dir, tagger: Tagger, option: str, hint: str,
                    what: str) -> WordTagger:
    """The word tagger of ``path`` beside ``tagger`` (the tagger of ``model_dir``): on its
    device, predicting its labels; with ``tagger``'s embeddings (read once) where it reads
    words, its own beside a fine-tuned encoder (which reads the same tokens as pieces)."""
    encoder = getattr(tagger, "pieces", None) is not None
    if not isinstance(tagger, WordTagger) and not encoder:
        raise ConfigError(f"{option}: {model_dir} reads shared representations, which "
                          f"{what}; use {option} none")
    companion = load_word_tagger(path, embeddings=None if encoder else tagger.embeddings)
    if companion.labels != tagger.labels:
        raise ConfigError(f"{path}: {option} must predict the labels of the model "
                          f"({len(tagger.labels)} labels), not its own "
                          f"({len(companion.labels)}); {hint}")
    companion.model.to(next(tagger.model.parameters()).device)
    return companion


def load_uncased_tagger(spec, model_dir, tagger: Tagger) -> WordTagger | None:
    """The tagger of sentences without casing that ``spec`` names for ``tagger`` (the
    tagger of ``model_dir``; :func:`resolve_uncased_model`), on ``tagger``'s device, or
    None. It must read words, as ``tagger`` does, and predict the same labels."""
    path = resolve_uncased_model(spec, model_dir)
    if path is None:
        return None
    return _load_companion(path, model_dir, tagger, "--uncased-model",
                           "fine-tune it from the model (train-tagger --init-from)",
                           "have no words to recase")


def ensemble_threshold(spec, model_dir, path: Path, phi_threshold: str | None,
                       threshold: float | None) -> float | None:
    """The PHI threshold of the sentences the pair of the model of ``model_dir`` and its
    second member ``path`` (named by ``spec``) read: ``threshold``, the one
    ``phi_threshold`` (``tag --phi-threshold``) gave, or without a value the operating point
    recorded for the pair: the pipeline's (``spec`` auto) or the one the member records
    (else the model's, ``threshold``); None with the Viterbi labels."""
    if phi_threshold == "viterbi":
        return None
    if phi_threshold is not None:
        return threshold
    if spec is None or str(spec) == UNCASED_AUTO:
        pair = pipeline_of(model_dir).ensemble_phi_threshold
    else:
        pair = _recorded_threshold(path)
    return threshold if pair is None else pair


def load_ensemble_tagger(spec, model_dir, tagger: Tagger, phi_threshold: str | None,
                         threshold: float | None) -> tuple[WordTagger | None, float | None]:
    """The second member that ``spec`` names for ``tagger`` (the tagger of ``model_dir``;
    :func:`resolve_ensemble_model`) and the PHI threshold of the sentences the pair reads
    (:func:`ensemble_threshold`). The members' marginals are averaged, so with the Viterbi
    labels (``viterbi``, or no threshold anywhere) ``auto`` is none and a member named is a
    usage error. Both must read words, and sentences one at a time."""
    path = resolve_ensemble_model(spec, model_dir)
    if path is None:
        return None, None
    pair = ensemble_threshold(spec, model_dir, path, phi_threshold, threshold)
    if pair is None:  # the Viterbi labels: no marginals to average
        if spec is None or str(spec) == UNCASED_AUTO:
            return None, None
        raise ConfigError("--ensemble-model averages the members' marginals: it needs a PHI "
                          "threshold (--phi-threshold P, or one the model or the member "
                          "records), not the Viterbi labels")
    member = _load_companion(path, model_dir, tagger, "--ensemble-model",
                             "train it as the model was (another seed)",
                             "have no words for a second member to read")
    if getattr(tagger, "reads_documents", False) or member.reads_documents:
        raise ConfigError("--ensemble-model: taggers that read across sentences (context "
                          "n-grams) are not averaged; use --ensemble-model none")
    return member, pair


def resolve_model_dir(model_dir) -> Path:
    """``model_dir`` as a path: None or ``"default"`` is the shipped default model,
    ``"fast"`` the shipped fast model (a local directory called ``default`` or ``fast`` is
    ``./default``, ``./fast``)."""
    shipped = {DEFAULT_MODEL: default_model_dir, FAST_MODEL: fast_model_dir}
    name = DEFAULT_MODEL if model_dir is None else str(model_dir)
    if name in shipped:
        path = shipped[name]()
        if not (path / CONFIG_FILE).is_file():
            raise ConfigError(f"{path}: the {name} model is missing from this installation "
                              "(reinstall deidkit, or pass --model DIR)")
        return path
    return Path(model_dir)


def kind_of(model_dir) -> tuple[str, dict]:
    """The kind of ``model_dir`` (see :func:`deidkit.models.checkpoint.model_kind`) and its
    config; a config of no known kind is a DataError."""
    config = read_config(model_dir)
    kind = model_kind(config)
    if kind is None:
        inp = config.get("input")
        what = (f"a tagger reading {inp.get('kind')!r}"
                if config.get("schema") == SCHEMA and isinstance(inp, dict)
                else f"schema {config.get('schema')!r}")
        raise DataError(f"{CONFIG_FILE} is not a deidkit model config ({what}; deidkit reads "
                        "taggers on words, representations or WordPiece pieces and train-adversarial models)",
                        source=str(model_dir))
    return kind, config


def field(config: Mapping, *keys: str, source: str):
    """``config[keys[0]][keys[1]]...``; a missing field is a DataError naming it."""
    value = config
    for key in keys:
        if not isinstance(value, Mapping) or key not in value:
            raise DataError(f"{CONFIG_FILE} lacks the field '{'.'.join(keys)}'", source=source)
        value = value[key]
    return value


def resolve_embeddings(record: Mapping, embeddings=None, *, source: str, trained: str = "model"):
    """The embeddings named by ``record`` (a config's ``embeddings_record``), or ``embeddings``
    (an :class:`~deidkit.embeddings.Embeddings` or a spec) instead; either must be the
    recorded vectors (ConfigError otherwise)."""
    from deidkit.embeddings import Embeddings, load_embeddings

    if isinstance(embeddings, Embeddings):
        emb = embeddings
    else:
        emb = load_embeddings(embeddings if embeddings is not None else record["spec"])
    check_embedding_record(record, emb, source=source, trained=trained)
    return emb


@contextlib.contextmanager
def _too_large(source: str):
    """A config asking for sizes no memory can hold (``hidden_size`` 10**9) fails in the
    allocator: say so about the config instead of an internal error."""
    try:
        yield
    except MemoryError:
        raise DataError(f"{CONFIG_FILE} describes a model too large to build here",
                        source=source) from None
    except RuntimeError as exc:
        if "alloc" not in str(exc).lower():
            raise
        raise DataError(f"{CONFIG_FILE} describes a model too large to build here (the "
                        "allocator refused it)", source=source) from None


def build_model(config: Mapping, emb=None, *, input_dim: int | None = None,
                initialize: bool = True):
    """A fresh BiLSTM-CRF for a tagger ``config``: on the embeddings ``emb`` (already checked)
    for a tagger on words, or on ``input_dim``-d vectors (a tagger on representations).
    ``initialize=False`` skips the paper's initialisation, for weights about to be loaded
    (its orthogonal matrices cost seconds of a `tag` start-up)."""
    from deidkit.batching import embedding_table
    from deidkit.models.cedi import TaggerFeatures
    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape

    inp = config["input"]
    hp = TaggerHyperparameters(**config["model"]["hyperparameters"])
    # Configs written before CEDI's features have none: the paper's tagger.
    features = TaggerFeatures.from_dict(config["model"].get("features") or {})
    num_labels = len(config["labels"]["values"])
    if emb is None:
        shape = TaggerShape(input_dim=int(input_dim), num_labels=num_labels,
                            casing_classes=int(inp["casing_classes"]))
        return BiLSTMCRFTagger(shape, hp, initialize=initialize)
    shape = TaggerShape(input_dim=int(inp["embeddings"]["dim"]), num_labels=num_labels,
                        vocab_rows=int(inp["embeddings"]["vocab_size"]) + 2,
                        casing_classes=int(inp["casing_classes"]))
    return BiLSTMCRFTagger(shape, hp, embedding_table(emb.vectors), features,
                           initialize=initialize)


def _tagger_module(path: Path, config: dict, emb=None, *, input_dim: int | None = None):
    """The tagger module of ``config`` with the weights of ``path``, in eval mode."""
    source = str(path)
    labels = field(config, "labels", "values", source=source)
    if not labels or not all(isinstance(x, str) for x in labels):
        raise DataError(f"{CONFIG_FILE}: 'labels.values' must be a non-empty list of strings",
                        source=source)
    field(config, "model", "hyperparameters", source=source)
    field(config, "input", "casing_classes", source=source)
    with _too_large(source):
        try:
            model = build_model(config, emb, input_dim=input_dim, initialize=False)
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"{CONFIG_FILE} describes an impossible model ({exc})",
                            source=source) from None
    load_weights(model, path / WEIGHTS_FILE)
    model.eval()
    return model


def build_encoder(config: Mapping, *, initialize: bool = False):
    """A fresh encoder tagger for an encoder ``config`` (``initialize=False``: for weights
    about to be loaded)."""
    from deidkit.models.encoder import EncoderCRFTagger, EncoderHyperparameters

    hp = EncoderHyperparameters.from_dict(config["model"]["hyperparameters"])
    return EncoderCRFTagger(hp, len(config["labels"]["values"]), initialize=initialize)


def read_encoder_weights(model, path) -> dict:
    """The weights file ``path`` of an encoder tagger as ``model``'s state dict: tensors
    stored in float16 come back in the model's float32; any that does not fit ``model``
    is a DataError."""
    path = Path(path)
    weights = read_weights(path.parent, path.name)
    own = model.state_dict()
    weights = {k: (v.to(own[k].dtype) if k in own and v.is_floating_point() else v)
               for k, v in weights.items()}
    check_state_dict(own, weights, source=str(path.parent), file_name=path.name)
    return weights


def encoder_parts(path) -> tuple[dict, "WordPieces"]:
    """The config and the vocabulary (checked against the config's SHA-256) of the encoder
    tagger directory ``path``."""
    import hashlib

    from deidkit.wordpieces import WordPieces

    source = str(path)
    kind, config = kind_of(path)
    if kind != "encoder":
        raise ConfigError(f"{source}: this model is not an encoder tagger")
    record = field(config, "input", "vocabulary", source=source)
    field(config, "model", "hyperparameters", source=source)
    labels = field(config, "labels", "values", source=source)
    if not labels or not all(isinstance(x, str) for x in labels):
        raise DataError(f"{CONFIG_FILE}: 'labels.values' must be a non-empty list of strings",
                        source=source)
    vocab = Path(path) / str(record.get("file", "vocab.txt"))
    if not vocab.is_file():
        raise DataError(f"no {vocab.name} in the model directory", source=source)
    data = vocab.read_bytes()
    if hashlib.sha256(data).hexdigest() != record.get("sha256"):
        raise DataError(f"{vocab.name} is not the vocabulary {CONFIG_FILE} names (SHA-256 "
                        "differs)", source=source)
    try:
        pieces = WordPieces(data.decode("utf-8").rstrip("\n").split("\n"), source=source)
    except (ConfigError, UnicodeDecodeError) as exc:
        raise DataError(f"{vocab.name}: {exc}", source=source) from None
    return config, pieces


def load_encoder_tagger(path):
    """The encoder tagger of the model directory ``path``, in eval mode."""
    from deidkit.taggers import EncoderTagger

    config, pieces = encoder_parts(path)
    source = str(path)
    with _too_large(source):
        try:
            model = build_encoder(config)
        except (KeyError, TypeError, ValueError, ConfigError) as exc:
            raise DataError(f"{CONFIG_FILE} describes an impossible model ({exc})",
                            source=source) from None
    if len(pieces) != model.hp.vocab_size:
        raise DataError(f"vocab.txt has {len(pieces)} pieces, the model "
                        f"{model.hp.vocab_size}", source=source)
    model.load_state_dict(read_encoder_weights(model, Path(path) / WEIGHTS_FILE))
    model.eval()
    return EncoderTagger(model=model, config=config, pieces=pieces)


def load_word_tagger(path, *, embeddings=None) -> WordTagger:
    """The tagger on words of the model directory ``path``; ``embeddings`` (a spec or an
    Embeddings) overrides the source named in the config, and must be the same vectors."""
    source = str(path)
    kind, config = kind_of(path)
    if kind != "words":
        hint = (": tag raw tokens with `deidkit tag --model DIR --representation ADV_DIR` "
                "(ADV_DIR: the train-adversarial model whose representation it was "
                "trained on), or deidkit.model_dirs.load_tagger"
                if kind == "representations" else "")
        raise ConfigError(f"{source}: this model is not a tagger on words{hint}")
    record = field(config, "input", "embeddings", source=source)
    field(config, "input", "embeddings", "spec", source=source)
    emb = resolve_embeddings(record, embeddings, source=source)
    model = _tagger_module(Path(path), config, emb)
    _check_vocabularies(config, model.cedi, source)
    return WordTagger(model=model, config=config, embeddings=emb,
                      dictionaries=_dictionaries(path, config, model.cedi))


def _dictionaries(path, config: Mapping, features):
    """The dictionary lists stored in the model directory (checked against config.json's
    SHA-256s), or None when the model reads none."""
    record = config["input"].get("dictionaries")
    if record is None and not features.dictionary_lists:
        return None
    from deidkit.dictionaries import Dictionaries

    lists = Dictionaries.read(path, record if isinstance(record, dict) else {})
    if len(lists) != features.dictionary_lists:
        raise DataError(f"{CONFIG_FILE}: 'input.dictionaries' gives {len(lists)} lists, "
                        f"'model.features' {features.dictionary_lists}", source=str(path))
    return lists


def _check_vocabularies(config: Mapping, features, source: str) -> None:
    """The character and prefix vocabularies (``input.features``) must have the rows of
    the model's tables (``model.features``)."""
    from deidkit.features import Vocabularies

    try:
        vocab = Vocabularies.from_dict(config["input"].get("features") or {})
    except (TypeError, ValueError, AttributeError) as exc:
        raise DataError(f"{CONFIG_FILE}: bad 'input.features' ({exc})", source=source) from None
    if (vocab.char_rows, vocab.prefix_rows) != (features.char_rows, features.prefix_rows):
        raise DataError(f"{CONFIG_FILE}: 'input.features' gives {vocab.char_rows} character and "
                        f"{vocab.prefix_rows} prefix rows, 'model.features' "
                        f"{features.char_rows} and {features.prefix_rows}", source=source)


def representation_config(model_dir):
    """The :class:`~deidkit.models.representation.RepresentationConfig` of a
    ``train-adversarial`` directory and its whole config.json, read without the weights."""
    from deidkit.models.representation import RepresentationConfig

    kind, config = kind_of(model_dir)
    if kind != "adversarial":
        raise ConfigError(f"'{model_dir}' holds no representation model (a tagger on {kind}); "
                          "train one with `deidkit train-adversarial`")
    try:
        rconf = RepresentationConfig.from_dict(field(config, "representation", source=str(model_dir)))
    except (TypeError, ValueError) as exc:
        raise DataError(f"{CONFIG_FILE}: bad representation config ({exc})",
                        source=str(model_dir)) from None
    return rconf, config


def load_representation(model_dir):
    """The representation model of a ``train-adversarial`` directory, in eval mode and
    frozen, and the whole config.json."""
    from deidkit.models.representation import Representation

    model_dir = Path(model_dir)
    rconf, config = representation_config(model_dir)
    with _too_large(str(model_dir)):
        model = Representation(rconf)
    load_weights(model, model_dir / REPRESENTATION_WEIGHTS)
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    return model, config


def load_bundle(model_dir, *, embeddings=None, device="cpu") -> RepresentationBundle:
    """The representation model of ``model_dir`` (written by ``train-adversarial``) with its
    embeddings (``embeddings`` overrides the spec named in the config; same vectors only),
    the model on ``device`` (:func:`deidkit.devices.resolve_device`)."""
    from deidkit.batching import embedding_table
    from deidkit.devices import resolve_device

    model, config = load_representation(model_dir)
    record = config.get("embeddings")
    if not isinstance(record, dict) or "spec" not in record:
        raise DataError(f"{CONFIG_FILE} names no embeddings", source=str(model_dir))
    emb = resolve_embeddings(record, embeddings, source=str(model_dir), trained="representation")
    if model.config.embedding_dim != emb.dim:
        raise ConfigError(f"{model_dir}: the representation reads {model.config.embedding_dim}-d "
                          f"embeddings, '{emb.name}' has {emb.dim}")
    model.to(resolve_device(device))
    return RepresentationBundle(model, config, emb, embedding_table(emb.vectors))


def load_representation_tagger(tagger_dir, bundle: RepresentationBundle, *,
                               published_inference: bool = False,
                               generator=None) -> RepresentationTagger:
    """The tagger on representations of ``tagger_dir``, applied through ``bundle``; refused
    unless it was trained on ``bundle``'s representation (same ``representation_id``)."""
    path = Path(tagger_dir)
    source = str(path)
    kind, config = kind_of(path)
    if kind != "representations":
        raise ConfigError(f"{source}: this model is not a tagger on representations")
    want = field(config, "input", "representation", "id", source=source)
    size = field(config, "input", "representation", "size", source=source)
    if want != bundle.model_id:
        raise ConfigError(f"{path}: this tagger needs the representation {want}, but the "
                          f"representation model given is {bundle.model_id}")
    model = _tagger_module(path, config, input_dim=size)
    return RepresentationTagger(model=model, labels=list(config["labels"]["values"]), bundle=bundle,
                                published_inference=published_inference, generator=generator)


def load_tagger(model_dir=DEFAULT_MODEL, *, representation=None, embeddings=None,
                noise: bool = True, seed: int | None = None, device="cpu") -> Tagger:
    """The tagger of ``model_dir`` (:func:`_load_tagger`) on ``device``
    (:func:`deidkit.devices.resolve_device`: ``auto`` picks CUDA when present). Weights are
    read on the CPU, so a model saved on any device loads on any other."""
    from deidkit.devices import resolve_device

    tagger = _load_tagger(model_dir, representation=representation, embeddings=embeddings,
                          noise=noise, seed=seed)
    device = resolve_device(device)
    tagger.model.to(device)
    if isinstance(tagger, RepresentationTagger):
        tagger.bundle.model.to(device)
    return tagger


def _load_tagger(model_dir=DEFAULT_MODEL, *, representation=None, embeddings=None,
                 noise: bool = True, seed: int | None = None) -> Tagger:
    """The tagger of ``model_dir``, whatever its kind, ready for :func:`deidkit.tag.tag`
    (``"default"`` or None: the shipped default tagger, :func:`resolve_model_dir`).

    * a tagger on words (``representation`` must be None): a :class:`WordTagger`;
    * a tagger on representations: needs ``representation``, the ``train-adversarial``
      directory whose representation it was trained on (the ids must match);
    * a ``train-adversarial`` directory: its own ``tagger/`` with its own representation
      (or ``representation``'s, if given; the ids must match).

    The last two give a :class:`RepresentationTagger`, whose noise is on unless ``noise``
    is False, drawn from a generator seeded with ``seed`` (None: torch's global one).
    ``embeddings`` overrides the source named in the config (the same vectors only).
    """
    model_dir = resolve_model_dir(model_dir)
    kind, config = kind_of(model_dir)
    if kind == "encoder":
        for value, flag in ((representation, "--representation"), (embeddings, "--embeddings")):
            if value is not None:
                raise ConfigError(f"{model_dir}: this tagger is a fine-tuned encoder reading "
                                  f"WordPiece pieces; {flag} does not apply")
        return load_encoder_tagger(model_dir)
    if kind == "words":
        if representation is not None:
            raise ConfigError(f"{model_dir}: this tagger reads words, not representations; "
                              "--representation is only for taggers trained on shared "
                              "representations")
        return load_word_tagger(model_dir, embeddings=embeddings)
    if kind == "representations" and representation is None:
        want = (config["input"].get("representation") or {}).get("id")
        raise ConfigError(f"{model_dir}: this tagger reads shared representations (of the "
                          f"representation {want}); pass --representation DIR, the "
                          "train-adversarial model directory that made them")
    tagger_dir = Path(model_dir)
    if kind == "adversarial":
        section = config.get("tagger")
        tagger_dir = tagger_dir / (section.get("directory", TAGGER_DIR)
                                   if isinstance(section, dict) else TAGGER_DIR)
    bundle = load_bundle(representation if representation is not None else model_dir,
                         embeddings=embeddings)
    generator = None
    if noise and seed is not None:
        import torch

        generator = torch.Generator().manual_seed(seed)
    return load_representation_tagger(tagger_dir, bundle, published_inference=not noise,
                                      generator=generator)
