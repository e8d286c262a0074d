"""The tagging stage over loaded taggers: one batch (:func:`tag_batch`), or a stream of
batches cut into windows of whole documents (:func:`tag`).

For each batch: encode its tokens once (one lookup per distinct string; a tagger on shared
representations also runs its representation model here), cut its sentences into
length-sorted sub-batches, run the tagger under ``torch.inference_mode``, and scatter the
labels back into input order (:mod:`deidkit.pipeline.routing`); then the defences
(:mod:`deidkit.pipeline.defences`). The ``predicted`` column is added, or replaced when the
input already has one, and ``phi_source`` with it (:mod:`deidkit.pipeline.provenance`);
every other column passes through untouched. Null ``tokens`` give null ``predicted`` and
``phi_source``; empty sentences give an empty list.

:class:`deidkit.pipeline.Deidentifier` builds the taggers from a model directory and its
pipeline.json and calls :func:`run`; :func:`tag` is the same stage for taggers loaded by
hand, checked on each call.
"""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping, Sequence

import numpy as np
import pyarrow as pa

from deidkit import schemas
from deidkit.decode import MAX_BATCH_SENTENCES, labels_array, phi_probability
from deidkit.pipeline.cascade import Cascade, cascaded
from deidkit.pipeline.checks import check_propagation, check_taggers, reads_documents
from deidkit.pipeline.columns import with_list_column
from deidkit.pipeline.corpus_vote import across_corpus
from deidkit.pipeline.defences import defended
from deidkit.pipeline.provenance import SOURCE_COLUMN, Provenance
from deidkit.pipeline.documents import whole_documents
from deidkit.pipeline.routing import model_labels_of_batch
from deidkit.pipeline.windows import WINDOW_ROWS, batch_limits, windows
from deidkit.recognizers import parse_names
from deidkit.taggers import Tagger


def tag_batch(batch: pa.RecordBatch, tagger: Tagger, *, precision: str = "float32",
              phi_threshold: float | None = None, probabilities: bool = False,
              batch_sentences: int = MAX_BATCH_SENTENCES,
              recognizers: str | Sequence[str] | None = "default",
              propagate: bool = True, uncased_tagger: Tagger | None = None,
              patients: Mapping[str, str] | None = None,
              ensemble_tagger: Tagger | None = None,
              ensemble_threshold: float | None = None,
              cascade: Cascade | None = None) -> pa.RecordBatch:
    """``batch`` with ``predicted`` added or replaced (same rows, same order): the Viterbi
    labels, or with ``phi_threshold`` the recall-first ones (:func:`deidkit.decode.
    threshold_ids`); and ``phi_source`` beside it, the sources that flagged each token
    (:mod:`deidkit.pipeline.provenance`). ``probabilities`` adds (or replaces)
    ``phi_probability``; without it a ``phi_probability`` column of the input (of other
    predictions) is dropped.
    ``batch_sentences``: sentences per inference batch
    (:func:`deidkit.pipeline.windows.batch_limits`). ``recognizers``: those to unite with
    the tagger's labels (``"default"``, ``"none"``, names:
    :func:`deidkit.recognizers.parse_names`); ``propagate``: tag each document's PHI
    strings where they recur (the batch must hold whole documents: :func:`tag` sees to
    it); with ``patients`` (doc_id -> patient id), across each patient's documents (the
    batch must hold whole patients). ``uncased_tagger`` (same labels): the second tagger of
    the sentences without casing (:func:`deidkit.casing.without_casing`), united there
    with ``tagger`` (:func:`deidkit.pipeline.routing.routed_labels`); the others are
    ``tagger``'s alone. ``ensemble_tagger`` (same labels): a second member, whose marginals
    are averaged with ``tagger``'s on the sentences with casing before the recall-first
    decode at ``ensemble_threshold`` (:func:`deidkit.pipeline.routing.cased_labels`); the
    sentences without casing keep ``phi_threshold``. The taggers are not checked here
    (:func:`deidkit.pipeline.checks.check_taggers`).
    ``phi_probability`` is the model's, before the defences (on a sentence without casing,
    the higher of the two taggers'; with ``ensemble_tagger``, the members' mean).
    ``cascade``: a fast tagger that settles the sentences it is sure hold no PHI before any
    of the above reads them (:func:`deidkit.pipeline.cascade.cascaded`; their
    ``phi_probability`` is the fast tagger's)."""
    ensemble = None if ensemble_tagger is None else (ensemble_tagger, ensemble_threshold)
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    null_rows = tokens.is_null().to_numpy(zero_copy_only=False)
    need_marginals = phi_threshold is not None or probabilities
    limits = batch_limits(batch_sentences)

    def model(rows: pa.RecordBatch):
        return model_labels_of_batch(
            rows, tagger, uncased_tagger=uncased_tagger, ensemble=ensemble,
            precision=precision, phi_threshold=phi_threshold, need_marginals=need_marginals,
            limits=limits)

    if cascade is None:
        ids, offsets, marginals, bits = model(batch)
    else:
        ids, offsets, marginals, bits = cascaded(batch, cascade, model, labels=tagger.labels,
                                                 need_marginals=need_marginals, limits=limits)
    names = parse_names(recognizers)
    if names or propagate:
        predicted, sources = defended(batch, ids, offsets, tagger, names, propagate, null_rows,
                                      patients, bits)
    else:
        predicted = labels_array(ids, offsets, tagger.labels, null_rows=null_rows)
        sources = Provenance.of_taggers(bits).column(offsets, null_rows)
    batch = with_list_column(batch, "predicted", predicted)
    batch = with_list_column(batch, SOURCE_COLUMN, sources)
    if "phi_probability" in batch.schema.names:
        batch = batch.drop_columns(["phi_probability"])
    if probabilities:
        mask = pa.array(null_rows) if null_rows.any() else None
        column = pa.ListArray.from_arrays(
            pa.array(offsets.astype(np.int32), pa.int32()),
            pa.array(phi_probability(marginals, tagger.labels), pa.float32()), mask=mask)
        batch = with_list_column(batch, "phi_probability", column)
    return batch


def tag(batches: Iterable[pa.RecordBatch], tagger: Tagger, *, precision: str = "float32",
        phi_threshold: float | None = None, probabilities: bool = False,
        batch_sentences: int = MAX_BATCH_SENTENCES,
        window_rows: int = WINDOW_ROWS, recognizers: str | Sequence[str] | None = "default",
        propagate: bool = True, uncased_tagger: Tagger | None = None,
        patients: Mapping[str, str] | None = None, patients_source: str | None = None,
        ensemble_tagger: Tagger | None = None, ensemble_threshold: float | None = None,
        propagate_corpus: bool = False, cascade: Cascade | None = None
        ) -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens batches in, the same rows in the same order with
    ``predicted`` out (and ``phi_probability`` with ``probabilities``; see
    :func:`tag_batch`). Consecutive input batches are joined into batches of about
    ``window_rows`` rows (:data:`deidkit.pipeline.windows.WINDOW_ROWS`);
    ``batch_sentences``: sentences per inference batch. The predictions do not depend on
    either.

    ``recognizers`` and ``propagate``: the defences after the tagger; ``uncased_tagger``:
    the tagger of sentences without casing (:func:`tag_batch`;
    :func:`deidkit.model_dirs.load_uncased_tagger`); ``ensemble_tagger``: the second member
    averaged with ``tagger`` on sentences with casing, decoded at ``ensemble_threshold``
    (:func:`deidkit.model_dirs.load_ensemble_tagger`); ``cascade``: the fast tagger that
    settles sentences first (:mod:`deidkit.pipeline.cascade`).
    With ``propagate`` (or a tagger that reads across sentences) a window never splits a
    document (consecutive rows of one doc_id), so memory is bounded by a window plus the
    longest document. ``patients`` (doc_id -> patient id, from ``patients_source``:
    :func:`deidkit.patients.read_patient_map`): propagation across each patient's
    documents, which must be consecutive; a window then never splits a patient.
    ``propagate_corpus``: then propagation across all the documents of the input, by vote
    (:class:`deidkit.propagate.CorpusVote`;
    :func:`deidkit.pipeline.corpus_vote.across_corpus`): nothing is yielded before the
    whole input is tagged.

    ``tagger``: either kind (:func:`deidkit.model_dirs.load_tagger`). The taggers and the
    options are checked here, before any batch is read
    (:mod:`deidkit.pipeline.checks`).
    """
    check_taggers(tagger, precision=precision, uncased_tagger=uncased_tagger,
                  ensemble_tagger=ensemble_tagger, ensemble_threshold=ensemble_threshold)
    batch_limits(batch_sentences)  # refused before any batch is read
    check_propagation(propagate=propagate, patients=patients,
                      propagate_corpus=propagate_corpus)
    names = parse_names(recognizers)
    tagged = run(batches, tagger, precision=precision, phi_threshold=phi_threshold,
                 probabilities=probabilities, batch_sentences=batch_sentences,
                 window_rows=window_rows, recognizers=names, propagate=propagate,
                 uncased_tagger=uncased_tagger, patients=patients,
                 patients_source=patients_source, ensemble_tagger=ensemble_tagger,
                 ensemble_threshold=ensemble_threshold, cascade=cascade)
    return across_corpus(tagged, names) if propagate_corpus else tagged


def run(batches: Iterable[pa.RecordBatch], tagger: Tagger, *, precision: str,
        phi_threshold: float | None, probabilities: bool, batch_sentences: int,
        window_rows: int, recognizers: tuple[str, ...], propagate: bool,
        uncased_tagger: Tagger | None, patients: Mapping[str, str] | None,
        patients_source: str | None, ensemble_tagger: Tagger | None,
        ensemble_threshold: float | None, cascade: Cascade | None = None
        ) -> Iterator[pa.RecordBatch]:
    """:func:`tag` without its checks and without the corpus's vote: the batches conformed
    to the tokens schema, re-cut into whole documents (or patients) where propagation or a
    tagger reading across sentences needs them, joined into windows and tagged
    (``recognizers``: parsed names)."""
    batches = (schemas.conform(batch, "tokens") for batch in batches)
    if patients is not None:
        from deidkit.patients import PatientOrder

        # a whole patient per window (and so whole documents)
        batches = whole_documents(batches, key=PatientOrder(patients, patients_source).keys)
    elif propagate or any(reads_documents(t) for t in (tagger, uncased_tagger)):
        batches = whole_documents(batches)
    return (tag_batch(batch, tagger, precision=precision, phi_threshold=phi_threshold,
                      probabilities=probabilities, batch_sentences=batch_sentences,
                      recognizers=recognizers, propagate=propagate,
                      uncased_tagger=uncased_tagger, patients=patients,
                      ensemble_tagger=ensemble_tagger, ensemble_threshold=ensemble_threshold,
                      cascade=cascade)
            for batch in windows(batches, window_rows))
