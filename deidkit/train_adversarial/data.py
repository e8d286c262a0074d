"""A labelled tokens table encoded once for adversarial training or an attack: rows, labels,
movable PHI positions and the sentences that can have a fake twin."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from deidkit.adversarial_pairs import eligible_sentences, movable_positions, phi_flags
from deidkit.batching import EncodedSentences, encode_with_embeddings
from deidkit.errors import DataError
from deidkit.tokens_table import check_sentences


@dataclass
class Prepared:
    """A labelled corpus encoded once: rows, labels, PHI positions, eligible sentences."""

    data: EncodedSentences
    table: pa.Table             # doc_id, sentence, tokens, (starts, ends), labels: for F1
    movable: np.ndarray         # flat positions of movable PHI tokens
    eligible: np.ndarray        # sentences with at least one movable PHI token

    def __len__(self) -> int:
        return len(self.data)


#: Why a sentence without labels is an error here (:func:`deidkit.tokens_table.check_sentences`).
LABELS_NEEDED = "no labels (null); adversarial training and attacks need labelled tokens"


def prepare(table: pa.Table, emb, *, label_index: dict | None = None,
            source: str | None = None) -> Prepared:
    """Encode a tokens table (conformed; empty sentences dropped) for adversarial training
    or an attack. Every sentence must be labelled and well formed
    (:func:`deidkit.tokens_table.check_sentences`)."""
    import pyarrow.compute as pc

    check_sentences(table, source=source, required={"labels": LABELS_NEEDED})
    table = table.filter(pc.greater(pc.list_value_length(table.column("tokens")), 0))
    try:
        data = encode_with_embeddings(
            table.column("tokens"), emb,
            labels=table.column("labels") if label_index is not None else None,
            label_index=label_index)
    except ValueError as exc:
        raise DataError(str(exc), source=source) from None
    phi = phi_flags(table.column("labels"))
    movable = movable_positions(data, phi, len(emb.words))
    return Prepared(data=data, table=table, movable=movable,
                    eligible=eligible_sentences(data, movable))


def label_values(*tables: pa.Table) -> list[str]:
    from deidkit.batching import list_offsets
    from deidkit.labels import label_set, split_label

    seen: set[str] = set()
    for t in tables:
        _, flat = list_offsets(t.column("labels"))
        seen.update(x for x in flat.unique().to_pylist() if x is not None)
    for lab in seen:
        try:
            split_label(lab)
        except ValueError as exc:
            raise DataError(str(exc)) from None
    return label_set(seen)


def row_batches(lengths: np.ndarray, rows: np.ndarray, batch_size: int,
                rng: np.random.Generator | None = None) -> list[np.ndarray]:
    """Batches of the sentences ``rows`` (``lengths``: of every sentence), bucketed by
    length: shuffled by ``rng`` (:func:`deidkit.batching.training_batches`), or without it
    in ascending length, ``batch_size`` sentences each
    (:func:`deidkit.batching.inference_batches` with a fixed batch size)."""
    from deidkit.batching import inference_batches, training_batches

    rows = np.asarray(rows)
    if rng is not None:
        return [rows[b] for b in training_batches(lengths[rows], batch_size, rng)]
    # every sentence here has tokens (prepare drops empty ones), so none is left out
    return [rows[b] for b in inference_batches(lengths[rows], max_tokens=np.iinfo(np.int64).max,
                                               max_sentences=batch_size,
                                               min_sentences=batch_size)]
