"""The defences after the tagger(s): the recognizers of PHI defined by its form or
announced by a cue, united with the tagger's labels (:mod:`deidkit.recognizers`,
:mod:`deidkit.recognizers.union`), then document-level propagation
(:mod:`deidkit.propagate`)."""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.taggers import Tagger


def defended_labels(batch: pa.RecordBatch, ids: np.ndarray, offsets: np.ndarray,
                    tagger: Tagger, names: Sequence[str], propagate: bool,
                    null_rows: np.ndarray, patients: Mapping[str, str] | None = None
                    ) -> pa.ListArray:
    """The ``predicted`` column of the tagger's label ids united with the recognizers
    ``names`` and, with ``propagate``, made consistent within each document (with
    ``patients``, within each patient's documents): :func:`defended`'s first column."""
    return defended(batch, ids, offsets, tagger, names, propagate, null_rows, patients)[0]


def defended(batch: pa.RecordBatch, ids: np.ndarray, offsets: np.ndarray, tagger: Tagger,
             names: Sequence[str], propagate: bool, null_rows: np.ndarray,
             patients: Mapping[str, str] | None = None, bits: np.ndarray | None = None
             ) -> tuple[pa.ListArray, pa.ListArray]:
    """The ``predicted`` and ``phi_source`` columns (:mod:`deidkit.pipeline.provenance`) of
    the tagger's label ids united with the recognizers ``names`` and, with ``propagate``,
    made consistent within each document (with ``patients``, within each patient's
    documents). ``bits``: the taggers that flagged each token (None: the model's ids)."""
    from deidkit import propagate as propagation
    from deidkit.features import document_keys
    from deidkit.pipeline.provenance import MODEL_BIT, PROPAGATION_BIT, TAGGER_BITS, Provenance
    from deidkit.pipeline.routing import phi_bits
    from deidkit.recognizers import recognize_window
    from deidkit.recognizers.codes import NOT_PHI
    from deidkit.recognizers.text import build
    from deidkit.recognizers.union import Entities, for_tagger, unite

    entities = Entities.from_ids(ids, tagger.labels)
    provenance = Provenance.of_taggers(phi_bits(ids, tagger.labels, MODEL_BIT) if bits is None
                                       else bits)
    tokens = batch.column("tokens")
    kept = None  # what a recognizer found not to be PHI stays so through propagation
    if names:
        names_of = batch.schema.names
        offsets_of = [batch.column(c).to_pylist() if c in names_of else None
                      for c in ("starts", "ends")]
        window = build(tokens.to_pylist(), *offsets_of)
        found = recognize_window(window, names)
        binary, hipaa_only = label_options(tagger)
        types = for_tagger(found.types, binary=binary, hipaa_only=hipaa_only)
        entities = unite(entities, types, found.spans, offsets)
        kept = found.types == NOT_PHI
        phi = (types != None) & ~kept  # noqa: E711 (elementwise on objects)
        provenance.recognizers[phi] = found.names[phi]
        vetoed = kept & ((provenance.bits & TAGGER_BITS) != 0)
        provenance.vetoes[vetoed] = found.names[vetoed]
    if propagate:
        units = batch.column("doc_id")
        if patients is not None:
            from deidkit.patients import patient_ids

            units = patient_ids(units, patients, None)
        keys, _ = document_keys(units, batch.num_rows)
        before = entities.types
        blocked = np.zeros(len(before), dtype=bool)
        entities = propagation.propagate(
            pc.list_flatten(tokens).to_pylist(), entities, offsets, keys, kept,
            joined=joined_tokens(batch, offsets),
            user_name_type="USERNAME" if "B-USERNAME" in tagger.labels else None,
            blocked=blocked)
        added = ((before == None) & (entities.types != None)) | blocked  # noqa: E711
        provenance.bits[added] |= PROPAGATION_BIT
        if kept is not None:
            provenance.vetoes[blocked] = found.names[blocked]
    values = pa.array(entities.labels(), pa.string())
    mask = pa.array(null_rows) if null_rows.any() else None
    predicted = pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                         mask=mask)
    return predicted, provenance.column(offsets, null_rows)


def joined_tokens(batch: pa.RecordBatch, offsets: np.ndarray) -> np.ndarray | None:
    """Per flat token of ``batch``, whether it follows the token before it in its sentence
    without a space (shape: (num_tokens,), bool; ``offsets``: the sentences' starts), from
    the ``starts`` and ``ends`` columns; None when the batch has none."""
    if "starts" not in batch.schema.names or "ends" not in batch.schema.names:
        return None
    starts = pc.list_flatten(batch.column("starts")).to_numpy(zero_copy_only=False)
    ends = pc.list_flatten(batch.column("ends")).to_numpy(zero_copy_only=False)
    if len(starts) != offsets[-1] or len(ends) != offsets[-1]:
        return None  # offsets that do not fit the tokens tell nothing of spaces
    joined = np.zeros(len(starts), dtype=bool)
    joined[1:] = starts[1:] == ends[:-1]
    joined[offsets[:-1][offsets[:-1] < len(joined)]] = False  # a sentence starts afresh
    return joined


def label_options(tagger: Tagger) -> tuple[bool, bool]:
    """``(binary, hipaa_only)`` of a tagger's labels: binary when its only TYPE is ``PHI``;
    HIPAA-only as its config records (a tagger on representations has none: False)."""
    from deidkit.labels import BINARY_TYPE, split_label

    types = {split_label(label)[1] for label in tagger.labels} - {None}
    config = getattr(tagger, "config", None) or {}
    return types == {BINARY_TYPE}, bool((config.get("labels") or {}).get("hipaa_only"))
