"""Routing and ensembling: which tagger reads which sentence, and how their labels and
marginals combine into one label id per token.

Sentences without casing (all lowercase or all capitals, :mod:`deidkit.casing`) may go to a
second tagger with the same labels, fine-tuned on recased copies of the training notes (the
uncased tagger), united there with the model; on the sentences with casing a second member
of an ensemble may have its marginals averaged with the model's before the recall-first
decode.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.decode import predict_ids, threshold_ids, token_marginals
from deidkit.labels import OUTSIDE
from deidkit.pipeline.provenance import ENSEMBLE_BIT, MODEL_BIT, UNCASED_BIT
from deidkit.taggers import Tagger


def model_labels_of_batch(batch: pa.RecordBatch, tagger: Tagger, *,
                          uncased_tagger: Tagger | None,
                          ensemble: tuple[Tagger, float] | None, precision: str,
                          phi_threshold: float | None, need_marginals: bool, limits: dict):
    """``(ids, offsets, marginals, bits)`` of the taggers over the sentences of ``batch``:
    the flat label ids, the sentences' offsets into them (shape: (num_sentences + 1,)), the
    token marginals (None unless needed) and per token which taggers flagged it as PHI
    (uint8, :data:`deidkit.pipeline.provenance.MODEL_BIT` and the others). With
    ``uncased_tagger``, the sentences without casing are routed to it too
    (:func:`routed_labels`); with ``ensemble`` (the second member and the pair's
    threshold), its marginals are averaged with ``tagger``'s on the sentences with casing
    (:func:`cased_labels`)."""
    routed = None
    if uncased_tagger is not None:
        from deidkit.casing import sentences_without_casing

        routed = sentences_without_casing(batch.column(batch.schema.get_field_index("tokens")))
    if routed is None or not routed.any():
        return cased_labels(batch, tagger, ensemble, precision, phi_threshold, need_marginals,
                            limits)
    # also when every sentence is without casing: a note in capitals tagged alone
    return routed_labels(batch, routed, tagger, uncased_tagger, precision, phi_threshold,
                         need_marginals, limits, ensemble)


def model_labels(batch: pa.RecordBatch, tagger: Tagger, precision: str,
                 phi_threshold: float | None, need_marginals: bool, limits: dict):
    """``(ids, offsets, marginals, bits)`` of one tagger over the sentences of ``batch``: the
    flat label ids (Viterbi, or recall first with ``phi_threshold``), the sentences' offsets
    into them (shape: (num_sentences + 1,)), the token marginals (None unless needed) and
    :data:`~deidkit.pipeline.provenance.MODEL_BIT` where the ids are PHI."""
    data = encode(batch, tagger)
    marginals = None
    if need_marginals:
        marginals = token_marginals(tagger, data, precision=precision, **limits)
    if phi_threshold is None:
        ids, _ = predict_ids(tagger, data, precision=precision, **limits)
    else:
        ids = threshold_ids(marginals, data.offsets, tagger.labels, phi_threshold)
    return ids, data.offsets, marginals, phi_bits(ids, tagger.labels, MODEL_BIT)


def phi_bits(ids: np.ndarray, labels: Sequence[str], bit: int) -> np.ndarray:
    """``bit`` where flat label ids are PHI, else 0 (shape: (num_tokens,), uint8)."""
    return np.where(ids != list(labels).index(OUTSIDE), bit, 0).astype(np.uint8)


def cased_labels(batch: pa.RecordBatch, tagger: Tagger,
                 ensemble: tuple[Tagger, float] | None, precision: str,
                 phi_threshold: float | None, need_marginals: bool, limits: dict):
    """:func:`model_labels` of sentences with casing; with ``ensemble`` (the second member
    and the pair's threshold), the two members' marginals averaged, then the recall-first
    decode: where two taggers trained alike from different seeds disagree, the mean tempers
    each one's idiosyncratic certainty, on notes unlike their training more than on their
    own."""
    if ensemble is None:
        return model_labels(batch, tagger, precision, phi_threshold, need_marginals, limits)
    member, threshold = ensemble
    first, offsets = marginals_of(batch, tagger, precision, limits)
    second, _ = marginals_of(batch, member, precision, limits)
    mean = (first + second) / 2  # shape: (num_tokens, num_labels)
    # each member alone at the pair's threshold: a token the mean flags, one of them flags
    outside = list(tagger.labels).index(OUTSIDE)
    bits = (np.where(first[:, outside] < 1.0 - threshold, MODEL_BIT, 0)
            | np.where(second[:, outside] < 1.0 - threshold, ENSEMBLE_BIT, 0)).astype(np.uint8)
    return threshold_ids(mean, offsets, tagger.labels, threshold), offsets, mean, bits


def marginals_of(batch: pa.RecordBatch, tagger: Tagger, precision: str, limits: dict):
    """``(marginals, offsets)`` of one tagger over the sentences of ``batch``."""
    data = encode(batch, tagger)
    return token_marginals(tagger, data, precision=precision, **limits), data.offsets


def encode(batch: pa.RecordBatch, tagger: Tagger):
    """The sentences of ``batch`` as ``tagger`` reads them (each tagger its vocabularies)."""
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    return tagger.encode(tokens, documents=(batch.column("doc_id"), batch.column("sentence")))


def routed_labels(batch: pa.RecordBatch, routed: np.ndarray, tagger: Tagger,
                  uncased_tagger: Tagger, precision: str, phi_threshold: float | None,
                  need_marginals: bool, limits: dict,
                  ensemble: tuple[Tagger, float] | None = None):
    """:func:`model_labels` with the sentences ``routed`` (shape: (num_sentences,), bool)
    labelled by both taggers and the others by ``tagger``, merged back in order. On a
    routed sentence a token is PHI if either tagger says so, with ``uncased_tagger``'s TYPE
    where it gave one (:func:`either`): the uncased tagger finds the names that casing
    gave away, the cased model still reads what casing never showed (a plate, a code), and
    a leak costs more than a redacted word. ``phi_probability`` there is the higher of the
    two taggers'. A tagger that reads across sentences sees each document whole: both then tag
    every sentence. ``ensemble``: a second member averaged with ``tagger`` on the sentences with
    casing (:func:`cased_labels`; never with a tagger that reads across sentences)."""
    if getattr(tagger, "reads_documents", False) or getattr(uncased_tagger,
                                                            "reads_documents", False):
        parts = [model_labels(batch, t, precision, phi_threshold, need_marginals, limits)
                 for t in (tagger, uncased_tagger)]
        offsets = parts[0][1]
        per_token = np.repeat(routed, np.diff(offsets))
        united = either(parts[1][0], parts[0][0], offsets, tagger.labels)
        ids = np.where(per_token, united, parts[0][0])
        marginals = (np.where(per_token[:, None],
                              likelier_phi(parts[1][2], parts[0][2], tagger.labels), parts[0][2])
                     if need_marginals else None)
        bits = parts[0][3] | np.where(per_token, phi_bits(parts[1][0], tagger.labels,
                                                          UNCASED_BIT), 0).astype(np.uint8)
        return ids, offsets, marginals, bits
    mask = pa.array(routed)
    uncased = model_labels(batch.filter(mask), uncased_tagger, precision, phi_threshold,
                           need_marginals, limits)
    also = model_labels(batch.filter(mask), tagger, precision, phi_threshold,
                        need_marginals or phi_threshold is not None, limits)
    uncased = (either(uncased[0], also[0], uncased[1], tagger.labels), uncased[1],
               likelier_phi(uncased[2], also[2], tagger.labels) if need_marginals else None,
               also[3] | phi_bits(uncased[0], tagger.labels, UNCASED_BIT))
    if routed.all():
        return uncased
    cased = cased_labels(batch.filter(pc.invert(mask)), tagger, ensemble, precision,
                         phi_threshold, need_marginals, limits)
    lengths = np.zeros(len(routed), dtype=np.int64)
    lengths[~routed] = np.diff(cased[1])
    lengths[routed] = np.diff(uncased[1])
    offsets = np.zeros(len(routed) + 1, dtype=cased[1].dtype)
    np.cumsum(lengths, out=offsets[1:])
    per_token = np.repeat(routed, lengths)
    ids = np.empty(len(per_token), dtype=cased[0].dtype)
    ids[~per_token], ids[per_token] = cased[0], uncased[0]
    bits = np.empty(len(per_token), dtype=np.uint8)
    bits[~per_token], bits[per_token] = cased[3], uncased[3]
    marginals = None
    if need_marginals:
        marginals = np.empty((len(per_token),) + cased[2].shape[1:], dtype=cased[2].dtype)
        marginals[~per_token], marginals[per_token] = cased[2], uncased[2]
    return ids, offsets, marginals, bits


def likelier_phi(first: np.ndarray, second: np.ndarray, labels: Sequence[str]) -> np.ndarray:
    """Per token, the marginals (shape: (num_tokens, num_labels)) of whichever of two
    taggers gives PHI the higher probability (the lower p(O))."""
    outside = list(labels).index("O")
    return np.where((first[:, outside] <= second[:, outside])[:, None], first, second)


def either(first: np.ndarray, second: np.ndarray, offsets: np.ndarray,
           labels: Sequence[str]) -> np.ndarray:
    """Flat label ids (shape: (num_tokens,)) of two taggers over the same sentences,
    united: ``first``'s label where it is PHI, else ``second``'s; an I- label that no
    longer follows its TYPE (sentence starts: ``offsets``) becomes B-, so the IOB2 stays
    valid."""
    from deidkit.labels import split_label

    outside = list(labels).index("O")
    ids = np.where(first != outside, first, second)
    parsed = [split_label(label) for label in labels]
    begin_of = np.array([labels.index(f"B-{t}") if p == "I" else k
                         for k, (p, t) in enumerate(parsed)], dtype=ids.dtype)
    types = np.array([t for _, t in parsed] + [None], dtype=object)[:-1]
    if len(ids) == 0:
        return ids
    previous = np.empty(len(ids), dtype=object)
    previous[1:] = types[ids[:-1]]
    previous[0] = None
    previous[offsets[:-1][offsets[:-1] < len(ids)]] = None  # a sentence starts afresh
    is_inside = np.fromiter((p == "I" for p, _ in parsed), dtype=bool, count=len(parsed))[ids]
    broken = is_inside & (previous != types[ids])
    ids[broken] = begin_of[ids[broken]]
    return ids
