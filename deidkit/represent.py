"""``represent``: tokens -> the shareable representations table (docs/data-contract.md).

An institution runs this on its labelled notes and sends the output to the central party.
The output holds exactly three columns: ``vectors`` (one d-dimensional unit vector per
token), ``casing`` (the casing class per token) and ``labels``. Nothing else of the input
passes through, deliberately, against the row-wise convention: document ids, sentence
indices, offsets and any extra column could identify a patient or re-link sentences.
The schema metadata holds no input path, no seed and no corpus text either (see
:func:`sharing_provenance`).

The representation noise is drawn for every token (it defeats lookup-table attacks); its
generator is seeded from the operating system unless a seed is given for a test, because
whoever knows the seed can redraw the same noise.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Iterator

import numpy as np
import pyarrow as pa

from deidkit import __version__, schemas
from deidkit.batching import (EncodedSentences, casing_many, embedding_table,
                              encode_with_embeddings, inference_batches, list_offsets)
from deidkit.errors import ConfigError

MAX_BATCH_TOKENS = 16384
MAX_BATCH_SENTENCES = 512


class RepresentationBundle:
    """A representation model, its config.json and the embeddings it was trained with."""

    def __init__(self, model, config: dict, embeddings, word_vectors):
        self.model = model
        self.config = config
        self.embeddings = embeddings
        self.word_vectors = word_vectors  # shape: (V + 2, dim), UNK and PAD rows zero

    @property
    def size(self) -> int:
        return self.model.config.size

    @property
    def model_id(self) -> str:
        return self.config.get("representation_id", "")

    def encode(self, tokens, labels=None, label_index=None) -> EncodedSentences:
        return encode_with_embeddings(tokens, self.embeddings, labels=labels,
                                      label_index=label_index)


def load_bundle(model_dir, *, embeddings=None) -> RepresentationBundle:
    """The representation model of ``model_dir`` (written by ``train-adversarial``) with its
    embeddings (``embeddings`` overrides the spec named in the config; same vectors only)."""
    from deidkit.embeddings import Embeddings, load_embeddings
    from deidkit.models.checkpoint import check_embedding_record
    from deidkit.models.representation import load_representation

    model, config = load_representation(model_dir)
    record = config.get("embeddings")
    if not isinstance(record, dict) or "spec" not in record:
        raise ConfigError(f"'{Path(model_dir) / 'config.json'}' names no embeddings")
    if isinstance(embeddings, Embeddings):
        emb = embeddings
    else:
        emb = load_embeddings(embeddings if embeddings is not None else record["spec"])
    check_embedding_record(record, emb, source=str(model_dir), trained="representation")
    if model.config.embedding_dim != emb.dim:
        raise ConfigError(f"{model_dir}: the representation reads {model.config.embedding_dim}-d "
                          f"embeddings, '{emb.name}' has {emb.dim}")
    return RepresentationBundle(model, config, emb, embedding_table(emb.vectors))


def os_generator():
    """A torch generator seeded from the operating system's entropy (the sharing default)."""
    import torch

    return torch.Generator().manual_seed(secrets.randbits(63))


def representation_vectors(bundle: RepresentationBundle, data: EncodedSentences, *,
                           published_inference: bool = False, generator=None) -> np.ndarray:
    """The representation of every token of ``data``, flat in data order. shape: (num_tokens, d)

    Sentences are processed in length-sorted batches; the noise (unless
    ``published_inference``) is drawn from ``generator`` in that deterministic order.
    """
    import torch

    from deidkit.models.representation import embed_ids

    d = bundle.size
    out = np.zeros((data.num_tokens, d), dtype=np.float32)
    model = bundle.model
    with torch.inference_mode():
        for rows in inference_batches(data.lengths, max_tokens=MAX_BATCH_TOKENS,
                                      max_sentences=MAX_BATCH_SENTENCES):
            b = data.pad(rows)
            emb = embed_ids(bundle.word_vectors, b.word_ids)  # shape: (batch, seq_len, dim)
            reps = model(emb, b.lengths, published_inference=published_inference,
                         generator=generator).numpy()  # shape: (batch, seq_len, d)
            seq_len = reps.shape[1]
            mask = np.arange(seq_len)[None, :] < b.lengths.numpy()[:, None]
            positions = data.offsets[rows][:, None] + np.arange(seq_len)[None, :]
            out[positions[mask] - data.offsets[0]] = reps[mask]
    return out


def output_schema(d: int) -> pa.Schema:
    return schemas.representations_spec(d).arrow()


def sharing_provenance(bundle: RepresentationBundle, *, noise: bool) -> dict:
    """The provenance record of a representations file: what produced it, nothing that points
    back at the institution's data (no paths, no seed, no upstream provenance)."""
    return {
        "command": "deidkit represent",
        "version": __version__,
        "parameters": {"representation_size": bundle.size, "noise": noise},
        "representation_id": bundle.model_id,
        "seed": None,
    }


def represent_batch(batch: pa.RecordBatch, bundle: RepresentationBundle, *,
                    published_inference: bool = False, generator=None) -> pa.RecordBatch:
    """The representations of one tokens record batch (same rows, same order)."""
    d = bundle.size
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    labels = batch.column(batch.schema.get_field_index("labels"))
    _check_lengths(batch, tokens, labels)
    data = bundle.encode(tokens)
    flat = representation_vectors(bundle, data, published_inference=published_inference,
                                  generator=generator)
    offsets, flat_tokens = list_offsets(tokens)
    null_rows = tokens.is_null().to_numpy(zero_copy_only=False)
    mask = pa.array(null_rows) if null_rows.any() else None
    arrow_offsets = pa.array(offsets.astype(np.int32), pa.int32())
    vectors = pa.FixedSizeListArray.from_arrays(pa.array(flat.reshape(-1), pa.float32()), d)
    vectors_col = pa.ListArray.from_arrays(arrow_offsets, vectors, mask=mask)
    casing_col = pa.ListArray.from_arrays(
        arrow_offsets, pa.array(casing_many(flat_tokens).astype(np.int8), pa.int8()), mask=mask)
    schema = output_schema(d)
    labels = labels.cast(schema.field("labels").type)
    return pa.RecordBatch.from_arrays([vectors_col, casing_col, labels], schema=schema)


def _check_lengths(batch, tokens, labels) -> None:
    import pyarrow.compute as pc

    nt = pc.fill_null(pc.list_value_length(tokens), 0)
    nl = pc.list_value_length(labels)
    bad = pc.fill_null(pc.not_equal(nt, nl), False)
    if pc.any(bad).as_py():
        from deidkit.neighbors import raise_length_mismatch

        raise_length_mismatch(batch)


def represent(batches, bundle: RepresentationBundle, *, published_inference: bool = False,
              generator=None, stats: dict | None = None) -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens record batches -> representations record batches.

    ``stats`` (if given) receives sentences, tokens and unknown (tokens without a vector).
    """
    if generator is None and not published_inference:
        generator = os_generator()
    sentences = tokens_n = 0
    for batch in batches:
        out = represent_batch(batch, bundle, published_inference=published_inference,
                              generator=generator)
        sentences += batch.num_rows
        flat = out.column(1).flatten()
        tokens_n += len(flat)
        yield out
    if stats is not None:
        stats.update(sentences=sentences, tokens=tokens_n)


# ---------------------------------------------------------------------------------------
# A tagger that reads representations (the central party's model), applied to raw tokens

class RepresentationTagger:
    """The BiLSTM-CRF tagger of ``DIR/tagger`` (input: representation + casing) together with
    the representation model it was trained on, so that raw tokens can be tagged."""

    def __init__(self, model, labels: list[str], bundle: RepresentationBundle):
        self.model = model
        self.labels = labels
        self.bundle = bundle


def load_representation_tagger(tagger_dir, bundle: RepresentationBundle) -> RepresentationTagger:
    """Load a tagger whose config says ``input.kind == "representations"``; refuse it unless
    it was trained on ``bundle``'s representation (same ``representation_id``)."""
    import json

    from deidkit.errors import DataError
    from deidkit.models.checkpoint import check_state_dict, read_weights
    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerHyperparameters, TaggerShape

    path = Path(tagger_dir)
    try:
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
        inp = config["input"]
        if inp.get("kind") != "representations":
            raise DataError(f"this tagger reads {inp.get('kind')!r}, not representations",
                            source=str(path))
        want = inp["representation"]["id"]
        labels = list(config["labels"]["values"])
        hp = TaggerHyperparameters(**config["model"]["hyperparameters"])
        shape = TaggerShape(input_dim=int(inp["representation"]["size"]), num_labels=len(labels),
                            casing_classes=int(inp["casing_classes"]))
    except FileNotFoundError:
        raise ConfigError(f"'{path}' is not a model directory (no config.json)") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"config.json is not a representation tagger config ({exc})",
                        source=str(path)) from None
    if want != bundle.model_id:
        raise ConfigError(f"{path}: this tagger needs the representation {want}, but the "
                          f"representation model given is {bundle.model_id}")
    model = BiLSTMCRFTagger(shape, hp)
    weights = read_weights(path)
    check_state_dict(model.state_dict(), weights, source=str(path))
    model.load_state_dict(weights)
    model.eval()
    return RepresentationTagger(model, labels, bundle)


def tag_with_representation(batch: pa.RecordBatch, tagger: RepresentationTagger, *,
                            published_inference: bool = False, generator=None) -> pa.RecordBatch:
    """``batch`` (tokens) with ``predicted`` added or replaced: the representation is applied
    first (noise on unless ``published_inference``), then the tagger."""
    import torch

    from deidkit.tag import labels_array, with_predicted

    tokens = batch.column(batch.schema.get_field_index("tokens"))
    data = tagger.bundle.encode(tokens)
    flat = torch.from_numpy(representation_vectors(tagger.bundle, data,
                                                   published_inference=published_inference,
                                                   generator=generator))
    out = np.full(data.num_tokens, -1, dtype=np.int64)
    model = tagger.model
    casing = torch.from_numpy(data.casing)
    with torch.inference_mode():
        for rows in inference_batches(data.lengths, max_tokens=MAX_BATCH_TOKENS,
                                      max_sentences=MAX_BATCH_SENTENCES):
            lengths = torch.from_numpy(data.lengths[rows])
            seq_len = int(lengths.max())
            steps = np.arange(seq_len)
            mask_np = steps[None, :] < data.lengths[rows][:, None]
            positions = np.where(mask_np, data.offsets[rows][:, None] + steps[None, :], 0)
            pos_t = torch.from_numpy(positions)
            mask = torch.from_numpy(mask_np)
            reps = flat[pos_t] * mask.unsqueeze(-1)  # shape: (batch, seq_len, d)
            cas = torch.where(mask, casing[pos_t], torch.zeros_like(pos_t))
            x = torch.cat([reps, model.casing_onehot[cas]], dim=-1)
            em = model.emissions_from_features(x, lengths)
            paths = model.crf.decode(em, mask).numpy()
            out[positions[mask_np]] = paths[mask_np]
    predicted = labels_array(out, data.offsets, tagger.labels,
                             null_rows=tokens.is_null().to_numpy(zero_copy_only=False))
    return with_predicted(batch, predicted)


# ---------------------------------------------------------------------------------------
# Training a tagger on pooled representations tables (the central party's step)

def representations_id(schema: pa.Schema) -> str | None:
    """The ``representation_id`` a representations file records in its provenance."""
    prov = schemas.provenance(schema) or {}
    return prov.get("representation_id")


def pooled_training_data(tables, label_index: dict, *, sources=None):
    """Several representations tables (from several institutions) as one training set for
    :class:`deidkit.models.tagger.BiLSTMCRFTagger`, without changing the training loop:

    every token's shared vector becomes a row of a lookup matrix, and the dataset's
    ``word_ids`` index that matrix (so ``model.features(word_ids, casing)`` gathers the
    representation). Returns ``(EncodedSentences, matrix (T + 2, d), d, representation_id)``;
    the last two rows are the zero UNK and PAD rows. The tagger built with
    ``TaggerShape(input_dim=d, vocab_rows=T + 2)`` and ``word_vectors=matrix`` has the same
    saved weights as one that reads features, since ``word_vectors`` is not persistent.

    Every table must have the same d and come from the same representation model.
    Sentences with null labels are skipped.
    """
    import pyarrow.compute as pc

    from deidkit.batching import label_ids_of
    from deidkit.errors import DataError

    sources = list(sources or [None] * len(tables))
    d = ident = None
    vec_parts, cas_parts, lab_parts, lengths = [], [], [], []
    for table, source in zip(tables, sources):
        size = schemas.representation_size(table.schema, source=source)
        rid = representations_id(table.schema)
        if d is None:
            d, ident = size, rid
        elif size != d:
            raise DataError(f"{size}-d representations, but the first input has {d}-d", source=source)
        elif rid != ident:
            raise DataError(f"representations of model {rid}, but the first input's are of "
                            f"{ident}: pool only files made with the same model", source=source)
        table = table.filter(pc.is_valid(table.column("labels")))
        offsets, flat_vec = list_offsets(table.column("vectors"))
        _, flat_cas = list_offsets(table.column("casing"))
        loff, flat_lab = list_offsets(table.column("labels"))
        if not (np.array_equal(loff, offsets) and len(flat_cas) == len(flat_vec)):
            raise DataError("vectors, casing and labels differ in length in some sentence", source=source)
        vec_parts.append(flat_vec.flatten().to_numpy(zero_copy_only=False).reshape(-1, d))
        cas_parts.append(flat_cas.to_numpy(zero_copy_only=False).astype(np.int64))
        try:
            lab_parts.append(label_ids_of(flat_lab, label_index))
        except ValueError as exc:
            raise DataError(str(exc), source=source) from None
        lengths.append(np.diff(offsets))
    if d is None:
        raise ValueError("no tables given")
    vectors = np.concatenate(vec_parts).astype(np.float32) if vec_parts else np.zeros((0, d), np.float32)
    total = len(vectors)
    matrix = np.zeros((total + 2, d), dtype=np.float32)
    matrix[:total] = vectors
    lens = np.concatenate(lengths)
    offsets = np.zeros(len(lens) + 1, dtype=np.int64)
    np.cumsum(lens, out=offsets[1:])
    data = EncodedSentences(word_ids=np.arange(total, dtype=np.int64), casing=np.concatenate(cas_parts),
                            offsets=offsets, label_ids=np.concatenate(lab_parts), pad_index=total + 1)
    keep = np.flatnonzero(lens > 0)
    if len(keep) != len(lens):
        data = data.subset(keep)
    return data, matrix, d, ident
