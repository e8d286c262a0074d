"""``tag``: add the labels a trained tagger predicts, row-wise and streaming.

For each input record batch: encode its tokens once (one lookup per distinct string), cut
its sentences into length-sorted sub-batches, run the BiLSTM-CRF under
``torch.inference_mode``, and scatter the Viterbi paths back into input order. The
``predicted`` column is added, or replaced when the input already has one; every other
column passes through untouched. Null ``tokens`` give null ``predicted``; empty sentences
give an empty list.

A tagger trained on shared representations (``deidkit train-tagger`` on ``represent``
outputs, or the ``tagger/`` of a ``train-adversarial`` directory) reads representation
vectors, not words: :func:`load_any_tagger` pairs it with its representation model
(checked by id) and :func:`tag_representations` applies the representation first, so
``tag`` + ``evaluate`` on raw text work unchanged.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

import numpy as np
import pyarrow as pa

from deidkit import schemas
from deidkit.batching import EncodedSentences, inference_batches

#: Padded tokens per inference batch: large batches keep the LSTM's matrix products
#: efficient on a CPU; sorting by length keeps padding small.
MAX_BATCH_TOKENS = 8192
MAX_BATCH_SENTENCES = 128


PRECISIONS = ("float32", "bfloat16")


def predict_ids(model, data: EncodedSentences, *, with_loss: bool = False,
                max_tokens: int = MAX_BATCH_TOKENS, max_sentences: int = MAX_BATCH_SENTENCES,
                precision: str = "float32") -> tuple[np.ndarray, float]:
    """Viterbi label id of every token of ``data`` (flat, in data order; -1 for none), and
    the summed negative log-likelihood of the gold labels when ``with_loss``.

    ``precision="bfloat16"`` runs the LSTMs under CPU autocast (about 1.7x faster on CPUs
    with bf16 instructions; predictions may differ from float32 on near ties); the CRF
    always runs in float32.
    """
    import contextlib

    import torch

    if precision not in PRECISIONS:
        raise ValueError(f"precision must be one of {PRECISIONS}, got {precision!r}")
    autocast = (torch.autocast("cpu", dtype=torch.bfloat16) if precision == "bfloat16"
                else contextlib.nullcontext())

    out = np.full(data.num_tokens, -1, dtype=np.int64)
    total_nll = 0.0
    was_training = model.training
    model.eval()
    try:
        with torch.inference_mode():
            for rows in inference_batches(data.lengths, max_tokens=max_tokens,
                                          max_sentences=max_sentences):
                b = data.pad(rows)
                with autocast:
                    em = model.emissions(b.word_ids, b.casing, b.lengths)
                em = em.float()
                mask = model.mask(b.lengths, em.size(1))
                if with_loss:
                    total_nll -= float(model.crf.log_likelihood(em, b.tags, mask).sum())
                # shape: (batch, seq_len)
                paths = model.crf.decode(em, mask).numpy()
                steps = np.arange(paths.shape[1])
                keep = mask.numpy()
                positions = data.offsets[rows][:, None] + steps[None, :]
                out[positions[keep]] = paths[keep]
    finally:
        model.train(was_training)
    return out, total_nll


def labels_array(ids: np.ndarray, offsets: np.ndarray, labels: Sequence[str],
                 null_rows: np.ndarray | None = None) -> pa.ListArray:
    """A ``list<string>`` column from flat label ids and sentence offsets."""
    dictionary = pa.array(list(labels), pa.string())
    values = dictionary.take(pa.array(ids, pa.int64())) if len(ids) else pa.array([], pa.string())
    mask = None if null_rows is None or not null_rows.any() else pa.array(null_rows)
    return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                    mask=mask)


def tag_batch(batch: pa.RecordBatch, tagger, *, precision: str = "float32") -> pa.RecordBatch:
    """``batch`` with ``predicted`` added or replaced (same rows, same order)."""
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    data = tagger.encode(tokens)
    ids, _ = predict_ids(tagger.model, data, precision=precision)
    predicted = labels_array(ids, data.offsets, tagger.labels,
                             null_rows=tokens.is_null().to_numpy(zero_copy_only=False))
    return with_predicted(batch, predicted)


def with_predicted(batch: pa.RecordBatch, predicted: pa.Array) -> pa.RecordBatch:
    """``batch`` with its ``predicted`` column replaced, or appended if it has none."""
    names = batch.schema.names
    if "predicted" in names:
        i = names.index("predicted")
        return batch.set_column(i, pa.field("predicted", predicted.type), predicted)
    return batch.append_column(pa.field("predicted", predicted.type), predicted)


def tag(batches: Iterable[pa.RecordBatch], tagger, *,
        precision: str = "float32") -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens batches in, the same batches with ``predicted`` out.

    ``tagger`` is a :class:`deidkit.models.checkpoint.Tagger` (``load_tagger(dir)``).
    """
    for batch in batches:
        yield tag_batch(schemas.conform(batch, "tokens"), tagger, precision=precision)


def output_schema(schema: pa.Schema) -> pa.Schema:
    return schemas.derive(schema, "tokens", add=["predicted"])


# ---------------------------------------------------------------------------------------
# Taggers on shared representations

def model_kind(model_dir) -> tuple[str, dict]:
    """What ``model_dir`` holds, from its config.json, and that config: ``adversarial`` (a
    ``train-adversarial`` directory: representation + its own tagger), ``representations``
    (a tagger reading shared representations) or ``tagger`` (a tagger reading words; also
    anything unreadable, which :func:`deidkit.models.checkpoint.load_tagger` then reports,
    with an empty config)."""
    import json
    from pathlib import Path

    from deidkit.models.representation import MODEL_KIND

    try:
        config = json.loads((Path(model_dir) / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return "tagger", {}
    if not isinstance(config, dict):
        return "tagger", {}
    if config.get("kind") == MODEL_KIND:
        return "adversarial", config
    inp = config.get("input")
    if isinstance(inp, dict) and inp.get("kind") == "representations":
        return "representations", config
    return "tagger", config


def load_any_tagger(model_dir, *, representation=None, embeddings=None):
    """The tagger of ``model_dir``, ready for :func:`tag` or :func:`tag_representations`.

    * a tagger on words: :func:`deidkit.models.checkpoint.load_tagger` (``representation``
      must be None);
    * a tagger on representations: needs ``representation``, the ``train-adversarial``
      directory whose representation it was trained on (the ids must match);
    * a ``train-adversarial`` directory: its own ``tagger/`` with its own representation
      (or ``representation``'s, if given; the ids must match).

    Returns a :class:`deidkit.models.checkpoint.Tagger` or a
    :class:`deidkit.represent.RepresentationTagger`. ``embeddings`` overrides the source
    named in the config (the same vectors only).
    """
    from pathlib import Path

    from deidkit.errors import ConfigError
    from deidkit.models.checkpoint import load_tagger

    kind, config = model_kind(model_dir)
    if kind == "tagger":
        if representation is not None:
            raise ConfigError(f"{model_dir}: this tagger reads words, not representations; "
                              "--representation is only for taggers trained on shared "
                              "representations")
        return load_tagger(model_dir, embeddings=embeddings)

    from deidkit.represent import load_bundle, load_representation_tagger

    if kind == "adversarial":
        section = config.get("tagger")
        sub = section.get("directory", "tagger") if isinstance(section, dict) else "tagger"
        bundle = load_bundle(representation if representation is not None else model_dir,
                             embeddings=embeddings)
        return load_representation_tagger(Path(model_dir) / sub, bundle)
    if representation is None:
        want = (config["input"].get("representation") or {}).get("id")
        raise ConfigError(f"{model_dir}: this tagger reads shared representations (of the "
                          f"representation {want}); pass --representation DIR, the "
                          "train-adversarial model directory that made them")
    return load_representation_tagger(model_dir, load_bundle(representation, embeddings=embeddings))


def tag_representations(batches: Iterable[pa.RecordBatch], tagger, *,
                        published_inference: bool = False,
                        generator=None) -> Iterator[pa.RecordBatch]:
    """Row-wise stage for a :class:`deidkit.represent.RepresentationTagger`: tokens batches
    in, the same batches with ``predicted`` out; each batch goes through the representation
    first, its noise drawn from ``generator`` (the tagger was trained on noisy
    representations) unless ``published_inference``."""
    from deidkit.represent import tag_with_representation

    for batch in batches:
        yield tag_with_representation(schemas.conform(batch, "tokens"), tagger,
                                      published_inference=published_inference,
                                      generator=generator)
