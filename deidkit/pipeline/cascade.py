"""The cascade: a fast tagger settles the sentences it is sure hold no PHI, and only the
others go on to the model (and its companions).

A fine-tuned encoder reads a sentence several times slower than the BiLSTM-CRF; most
sentences of a clinical note hold no PHI, and on those the BiLSTM's marginals are
confident. A sentence is *settled* when every token's PHI probability under the fast
tagger (1 - p(O)) is below ``settle_below``: its tokens are O and the model does not read
it (``settle_below`` well under the model's PHI threshold keeps that a decision the model
would have made; docs/results.md measures what it costs). Sentences without casing (all lowercase or all capitals) are never
settled: the fast tagger reads casing, and casing is what such a sentence lacks.

``pipeline.json``'s ``cascade`` (:mod:`deidkit.models.pipeline_file`) names the fast tagger
and ``settle_below``; ``tag --cascade`` overrides the tagger (``none``: every sentence goes
to the model).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, NamedTuple

import numpy as np
import pyarrow as pa

from deidkit.errors import ConfigError
from deidkit.taggers import Tagger

#: ``tag --cascade``: the fast tagger the pipeline names, none, or the shipped one (the
#: fast model's tagger; ``fast`` names it too).
CASCADE_AUTO, CASCADE_NONE, CASCADE_SHIPPED = "auto", "none", "default"


class Cascade(NamedTuple):
    """The fast tagger, the directory it came from and the PHI probability below which
    it settles a sentence."""

    tagger: Tagger
    path: Path
    settle_below: float


def default_fast_model_dir() -> Path:
    """The shipped fast tagger: the fast model's BiLSTM-CRF (``make -C examples
    fast-model``)."""
    from deidkit.model_dirs import fast_model_dir

    return fast_model_dir()


def resolve_cascade(spec, model_dir, named: str | None) -> Path | None:
    """The directory of the fast tagger ``spec`` (``tag --cascade``) names for the model of
    ``model_dir``, whose pipeline names ``named`` (None: no cascade): ``auto`` (or None)
    that one, relative to the model's directory; ``default`` (or ``fast``) the shipped one; ``none``
    none; anything else a directory."""
    from deidkit.model_dirs import FAST_MODEL, resolve_model_dir
    from deidkit.models.pipeline_file import SHIPPED, companion_dir

    spec = CASCADE_AUTO if spec is None else str(spec)
    if spec == CASCADE_NONE:
        return None
    if spec == CASCADE_AUTO:
        if named is None:
            return None
        if named != SHIPPED:
            return companion_dir(named, resolve_model_dir(model_dir))
        spec = CASCADE_SHIPPED
    if spec in (CASCADE_SHIPPED, FAST_MODEL):
        return default_fast_model_dir()
    return Path(spec)


def load_cascade(spec, model_dir, tagger: Tagger, named: str | None,
                 settle_below: float | None) -> Cascade | None:
    """The :class:`Cascade` of the model ``tagger`` (of ``model_dir``): the fast tagger
    ``spec`` names (:func:`resolve_cascade`), a tagger on words with the model's labels that
    reads one sentence at a time, on the model's device; None without one."""
    from deidkit.model_dirs import load_word_tagger

    path = resolve_cascade(spec, model_dir, named)
    if path is None:
        return None
    if settle_below is None:
        raise ConfigError(f"--cascade {spec}: the model's pipeline.json records no "
                          "'cascade.settle_below' (the PHI probability below which the fast "
                          "tagger settles a sentence); give the model a pipeline.json with one")
    if not (path / "config.json").is_file():
        raise ConfigError(f"--cascade: {path} is not a model directory (no config.json)")
    fast = load_word_tagger(path)
    if list(fast.labels) != list(tagger.labels):
        raise ConfigError(f"--cascade: {path} must predict the labels of the model "
                          f"({', '.join(tagger.labels)}), not its own "
                          f"({', '.join(fast.labels)})")
    if fast.reads_documents:
        raise ConfigError(f"--cascade: {path} reads across sentences (context n-grams); a "
                          "fast tagger settles sentences one at a time")
    fast.model.to(next(tagger.model.parameters()).device)
    return Cascade(fast, path, settle_below)


def settled_sentences(batch: pa.RecordBatch, cascade: Cascade, limits: dict
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``(settled, offsets, marginals)``: per sentence of ``batch`` (shape:
    (num_sentences,)) whether the fast tagger settles it, the sentences' token offsets and
    the fast tagger's token marginals (shape: (num_tokens, num_labels))."""
    from deidkit.casing import sentences_without_casing
    from deidkit.pipeline.routing import marginals_of

    marginals, offsets = marginals_of(batch, cascade.tagger, "float32", limits)
    outside = list(cascade.tagger.labels).index("O")
    phi = 1.0 - marginals[:, outside]
    lengths = np.diff(offsets)
    peak = np.zeros(len(lengths), dtype=np.float32)
    nonempty = lengths > 0
    if nonempty.any():
        peak[nonempty] = np.maximum.reduceat(phi, offsets[:-1][nonempty])
    settled = peak < cascade.settle_below
    uncased = sentences_without_casing(batch.column(batch.schema.get_field_index("tokens")))
    if uncased is not None:
        settled &= ~uncased
    return settled, offsets, marginals


def cascaded(batch: pa.RecordBatch, cascade: Cascade, model: Callable, *, labels,
             need_marginals: bool, limits: dict):
    """``(ids, offsets, marginals, bits)`` as
    :func:`deidkit.pipeline.routing.model_labels_of_batch` gives them, with the settled
    sentences O (their marginals the fast tagger's, no source bits) and the others
    ``model(sub_batch)``'s, merged back in order."""
    settled, offsets, fast = settled_sentences(batch, cascade, limits)
    outside = list(labels).index("O")
    if not settled.any():
        return model(batch)
    per_token = np.repeat(settled, np.diff(offsets))
    ids = np.full(len(per_token), outside, dtype=np.int64)
    bits = np.zeros(len(per_token), dtype=np.uint8)
    marginals = fast if need_marginals else None
    if settled.all():
        return ids, offsets, marginals, bits
    ids_rest, offsets_rest, marginals_rest, bits_rest = model(batch.filter(pa.array(~settled)))
    if not np.array_equal(np.diff(offsets_rest), np.diff(offsets)[~settled]):
        raise AssertionError("the model and the fast tagger cut the sentences differently")
    ids[~per_token] = ids_rest
    bits[~per_token] = bits_rest
    if need_marginals:
        marginals = fast.copy()
        marginals[~per_token] = marginals_rest
    return ids, offsets, marginals, bits

