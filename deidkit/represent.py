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
from typing import Iterator

import numpy as np
import pyarrow as pa

from deidkit import __version__, schemas
from deidkit.batching import EncodedSentences, casing_many, list_offsets
from deidkit.taggers import RepresentationBundle


def os_generator():
    """A torch generator seeded from the operating system's entropy (the sharing default)."""
    import torch

    return torch.Generator().manual_seed(secrets.randbits(63))


def output_schema(d: int) -> pa.Schema:
    return schemas.representations_spec(d).arrow()


def representation_size(model_dir) -> int:
    """d, the size of the representations of a ``train-adversarial`` directory, from its
    config alone (no weights nor embeddings loaded: what a driver needs for a schema)."""
    from deidkit.model_dirs import representation_config

    return representation_config(model_dir)[0].size


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
    """The representations of one tokens record batch (same rows, same order), checked by
    :func:`deidkit.tokens_table.check_sentences` (a tokens list in every row)."""
    d = bundle.size
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    labels = batch.column(batch.schema.get_field_index("labels"))
    data = bundle.encode(tokens)
    flat = bundle.vectors(data, published_inference=published_inference, generator=generator)
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


def represent(batches, bundle: RepresentationBundle, *, published_inference: bool = False,
              generator=None, stats: dict | None = None) -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens record batches (conformed and checked, as
    :func:`deidkit.tokens_table.open_tokens` gives them) -> representations record batches.

    ``stats`` (if given) receives the numbers of sentences and tokens.
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
