"""Validation figures of a tagger in training: binary HIPAA token F1 and leakage."""

from __future__ import annotations

import math

import numpy as np
import pyarrow as pa

from deidkit import schemas


def validation_metrics(table: pa.Table, predicted: pa.Array) -> dict:
    """Binary HIPAA token F1, precision and recall (percent) and leakage (of all PHI tokens) of ``predicted``
    against the table's labels, by the evaluate library function (a ``predicted`` column
    already in the table is replaced)."""
    from deidkit.evaluate import evaluate_tokens

    # a binary model's B-PHI counts as HIPAA PHI (as deidkit.evaluate.official scores it)
    if "predicted" in table.column_names:
        table = table.drop_columns(["predicted"])
    table = table.append_column("predicted", predicted)
    metrics = evaluate_tokens(table, pred_column="predicted")
    main = metrics["binary_hipaa_token"]["all"]  # fractions
    return {**{k: math.nan if main[k] is None else 100.0 * float(main[k])
               for k in ("f1", "precision", "recall")},
            "leakage": float(metrics["leakage"]["all"]["leakage"])}


def unknown_word_f1(data, ids: np.ndarray, labels, unk_index: int) -> tuple[int, float]:
    """(gold PHI tokens unknown to the embeddings, binary token F1 in percent on the
    unknown tokens: PHI or not, scored on the tokens whose word id is ``unk_index``; NaN
    when none is gold or predicted PHI). ``data``: encoded sentences with gold label ids;
    ``ids``: predicted label ids, flat in data order."""
    outside = list(labels).index("O")
    unknown = data.word_ids == unk_index
    gold, pred = data.label_ids != outside, ids != outside
    tp = int((unknown & gold & pred).sum())
    wrong = int((unknown & (gold != pred)).sum())  # false positives + false negatives
    count = int((unknown & gold).sum())
    return count, (100.0 * 2 * tp / (2 * tp + wrong) if tp + wrong else math.nan)


#: ``doc_id`` of the stand-in tokens table the validation F1 of a representations tagger is
#: computed on (:func:`labels_only_table`).
LABELS_ONLY_DOC = "representations"


def labels_only_table(offsets: np.ndarray, gold: pa.Array) -> pa.Table:
    """A tokens table that :func:`deidkit.evaluate.evaluate_tokens` can score from labels
    alone: one document, sentence i = ``gold[offsets[i]:offsets[i + 1]]``, every token the
    placeholder ``x``. Shared representations carry no tokens, offsets or document ids, so
    a token here is a tagger token (a word with one alphanumeric run, as far as the
    official token split is concerned); micro figures and leakage sum over documents, so
    one document gives the same totals as the real ones would."""
    if isinstance(gold, pa.ChunkedArray):
        gold = gold.combine_chunks()
    n = len(offsets) - 1
    arrow_offsets = pa.array(offsets.astype(np.int32) - int(offsets[0]), pa.int32())
    placeholders = pa.array(np.full(len(gold), "x", dtype=object), pa.string())
    return pa.table({
        "doc_id": pa.array([LABELS_ONLY_DOC] * n, pa.string()),
        "sentence": pa.array(np.arange(n, dtype=np.int32), pa.int32()),
        "tokens": pa.ListArray.from_arrays(arrow_offsets, placeholders),
        "labels": pa.ListArray.from_arrays(arrow_offsets, gold.cast(pa.string())),
    }, schema=schemas.conform_schema(pa.schema([
        ("doc_id", pa.string()), ("sentence", pa.int32()), ("tokens", pa.list_(pa.string())),
        ("labels", pa.list_(pa.string()))]), "tokens"))
