"""``tag``: add the labels a trained tagger predicts, row-wise and streaming.

For each input record batch: encode its tokens once (one lookup per distinct string; a
tagger on shared representations also runs its representation model here), cut its
sentences into length-sorted sub-batches, run the BiLSTM-CRF under
``torch.inference_mode``, and scatter the Viterbi paths back into input order
(:func:`deidkit.decode.predict_ids`). The ``predicted`` column is added, or replaced when
the input already has one; every other column passes through untouched. Null ``tokens``
give null ``predicted``; empty sentences give an empty list.

Both kinds of tagger (:class:`deidkit.taggers.Tagger`, loaded by
:func:`deidkit.model_dirs.load_tagger`) go through the same :func:`tag`, so ``tag`` +
``evaluate`` on raw text work unchanged for a tagger trained on shared representations.

Sentences without casing (all lowercase or all capitals, :mod:`deidkit.casing`) may go to a
second tagger with the same labels, fine-tuned on recased copies of the training notes
(``uncased_tagger``; the shipped model has one: ``tag --uncased-model``), since casing is
much of what tells a name from a word.

Two defences run after the tagger(s), in :func:`tag_batch` (so the Spark and Ray stages,
which call it, run them too): the recognizers of PHI defined by its form or announced by a
cue, united with the tagger's labels (:mod:`deidkit.recognizers`,
:mod:`deidkit.recognizers.union`), then document-level propagation
(:mod:`deidkit.propagate`).
"""

from __future__ import annotations

import math
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.decode import (MAX_BATCH_SENTENCES, TOKENS_PER_SENTENCE, check_precision,
                            labels_array, phi_probability, predict_ids, threshold_ids,
                            token_marginals)
from deidkit.errors import ConfigError
from deidkit.recognizers import parse_names
from deidkit.taggers import Tagger


def tag_batch(batch: pa.RecordBatch, tagger: Tagger, *, precision: str = "float32",
              phi_threshold: float | None = None, probabilities: bool = False,
              batch_sentences: int = MAX_BATCH_SENTENCES,
              recognizers: str | Sequence[str] | None = "default",
              propagate: bool = True, uncased_tagger: Tagger | None = None,
              patients: Mapping[str, str] | None = None,
              ensemble_tagger: Tagger | None = None,
              ensemble_threshold: float | None = None) -> pa.RecordBatch:
    """``batch`` with ``predicted`` added or replaced (same rows, same order): the Viterbi
    labels, or with ``phi_threshold`` the recall-first ones (:func:`deidkit.decode.
    threshold_ids`). ``probabilities`` adds (or replaces) ``phi_probability``; without it a
    ``phi_probability`` column of the input (of other predictions) is dropped.
    ``batch_sentences``: sentences per inference batch (:func:`batch_limits`).
    ``recognizers``: those to unite with the tagger's labels (``"default"``, ``"none"``,
    names: :func:`deidkit.recognizers.parse_names`); ``propagate``: tag each document's PHI
    strings where they recur (the batch must hold whole documents: :func:`tag` sees to
    it); with ``patients`` (doc_id -> patient id), across each patient's documents (the
    batch must hold whole patients). ``uncased_tagger`` (same labels): the second tagger of
    the sentences without casing (:func:`deidkit.casing.without_casing`), united there
    with ``tagger`` (:func:`_routed_labels`); the others are ``tagger``'s alone.
    ``ensemble_tagger`` (same labels): a second member, whose marginals are averaged with
    ``tagger``'s on the sentences with casing before the recall-first decode at
    ``ensemble_threshold`` (:func:`_cased_labels`); the sentences without casing keep
    ``phi_threshold``.
    ``phi_probability`` is the model's, before the defences (on a sentence without casing,
    the higher of the two taggers'; with ``ensemble_tagger``, the members' mean)."""
    if ensemble_tagger is not None and ensemble_threshold is None:
        raise ValueError("an ensemble_tagger needs an ensemble_threshold: its marginals are "
                         "averaged")
    ensemble = None if ensemble_tagger is None else (ensemble_tagger, ensemble_threshold)
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    null_rows = tokens.is_null().to_numpy(zero_copy_only=False)
    limits = batch_limits(batch_sentences)
    need_marginals = phi_threshold is not None or probabilities
    routed = None
    if uncased_tagger is not None:
        from deidkit.casing import sentences_without_casing

        routed = sentences_without_casing(tokens)
    if routed is None or not routed.any():
        ids, offsets, marginals = _cased_labels(batch, tagger, ensemble, precision,
                                                phi_threshold, need_marginals, limits)
    else:  # also when every sentence is without casing: a note in capitals tagged alone
        ids, offsets, marginals = _routed_labels(batch, routed, tagger, uncased_tagger,
                                                 precision, phi_threshold, need_marginals,
                                                 limits, ensemble)
    names = parse_names(recognizers)
    if names or propagate:
        predicted = defended_labels(batch, ids, offsets, tagger, names, propagate, null_rows,
                                    patients)
    else:
        predicted = labels_array(ids, offsets, tagger.labels, null_rows=null_rows)
    batch = with_list_column(batch, "predicted", predicted)
    if "phi_probability" in batch.schema.names:
        batch = batch.drop_columns(["phi_probability"])
    if probabilities:
        mask = pa.array(null_rows) if null_rows.any() else None
        column = pa.ListArray.from_arrays(
            pa.array(offsets.astype(np.int32), pa.int32()),
            pa.array(phi_probability(marginals, tagger.labels), pa.float32()), mask=mask)
        batch = with_list_column(batch, "phi_probability", column)
    return batch


def _model_labels(batch: pa.RecordBatch, tagger: Tagger, precision: str,
                  phi_threshold: float | None, need_marginals: bool, limits: dict):
    """``(ids, offsets, marginals)`` of one tagger over the sentences of ``batch``: the flat
    label ids (Viterbi, or recall first with ``phi_threshold``), the sentences' offsets into
    them (shape: (num_sentences + 1,)) and the token marginals (None unless needed)."""
    data = _encode(batch, tagger)
    marginals = None
    if need_marginals:
        marginals = token_marginals(tagger, data, precision=precision, **limits)
    if phi_threshold is None:
        ids, _ = predict_ids(tagger, data, precision=precision, **limits)
    else:
        ids = threshold_ids(marginals, data.offsets, tagger.labels, phi_threshold)
    return ids, data.offsets, marginals


def _cased_labels(batch: pa.RecordBatch, tagger: Tagger,
                  ensemble: tuple[Tagger, float] | None, precision: str,
                  phi_threshold: float | None, need_marginals: bool, limits: dict):
    """:func:`_model_labels` of sentences with casing; with ``ensemble`` (the second member
    and the pair's threshold), the two members' marginals averaged, then the recall-first
    decode: where two taggers trained alike from different seeds disagree, the mean tempers
    each one's idiosyncratic certainty, on notes unlike their training more than on their
    own."""
    if ensemble is None:
        return _model_labels(batch, tagger, precision, phi_threshold, need_marginals, limits)
    member, threshold = ensemble
    first, offsets = _marginals(batch, tagger, precision, limits)
    second, _ = _marginals(batch, member, precision, limits)
    mean = (first + second) / 2  # shape: (num_tokens, num_labels)
    return threshold_ids(mean, offsets, tagger.labels, threshold), offsets, mean


def _marginals(batch: pa.RecordBatch, tagger: Tagger, precision: str, limits: dict):
    """``(marginals, offsets)`` of one tagger over the sentences of ``batch``."""
    data = _encode(batch, tagger)
    return token_marginals(tagger, data, precision=precision, **limits), data.offsets


def _encode(batch: pa.RecordBatch, tagger: Tagger):
    """The sentences of ``batch`` as ``tagger`` reads them (each tagger its vocabularies)."""
    tokens = batch.column(batch.schema.get_field_index("tokens"))
    return tagger.encode(tokens, documents=(batch.column("doc_id"), batch.column("sentence")))


def _routed_labels(batch: pa.RecordBatch, routed: np.ndarray, tagger: Tagger,
                   uncased_tagger: Tagger, precision: str, phi_threshold: float | None,
                   need_marginals: bool, limits: dict,
                   ensemble: tuple[Tagger, float] | None = None):
    """:func:`_model_labels` with the sentences ``routed`` (shape: (num_sentences,), bool)
    labelled by both taggers and the others by ``tagger``, merged back in order. On a
    routed sentence a token is PHI if either tagger says so, with ``uncased_tagger``'s TYPE
    where it gave one (:func:`_either`): the uncased tagger finds the names that casing
    gave away, the cased model still reads what casing never showed (a plate, a code), and
    a leak costs more than a redacted word. ``phi_probability`` there is the higher of the
    two taggers'. A tagger that reads across sentences sees each document whole: both then tag
    every sentence. ``ensemble``: a second member averaged with ``tagger`` on the sentences with
    casing (:func:`_cased_labels`; never with a tagger that reads across sentences)."""
    if getattr(tagger, "reads_documents", False) or getattr(uncased_tagger,
                                                            "reads_documents", False):
        parts = [_model_labels(batch, t, precision, phi_threshold, need_marginals, limits)
                 for t in (tagger, uncased_tagger)]
        offsets = parts[0][1]
        per_token = np.repeat(routed, np.diff(offsets))
        either = _either(parts[1][0], parts[0][0], offsets, tagger.labels)
        ids = np.where(per_token, either, parts[0][0])
        marginals = (np.where(per_token[:, None],
                              _likelier_phi(parts[1][2], parts[0][2], tagger.labels), parts[0][2])
                     if need_marginals else None)
        return ids, offsets, marginals
    mask = pa.array(routed)
    uncased = _model_labels(batch.filter(mask), uncased_tagger, precision, phi_threshold,
                            need_marginals, limits)
    also = _model_labels(batch.filter(mask), tagger, precision, phi_threshold,
                         need_marginals or phi_threshold is not None, limits)
    uncased = (_either(uncased[0], also[0], uncased[1], tagger.labels), uncased[1],
               _likelier_phi(uncased[2], also[2], tagger.labels) if need_marginals else None)
    if routed.all():
        return uncased
    cased = _cased_labels(batch.filter(pc.invert(mask)), tagger, ensemble, precision,
                          phi_threshold, need_marginals, limits)
    lengths = np.zeros(len(routed), dtype=np.int64)
    lengths[~routed] = np.diff(cased[1])
    lengths[routed] = np.diff(uncased[1])
    offsets = np.zeros(len(routed) + 1, dtype=cased[1].dtype)
    np.cumsum(lengths, out=offsets[1:])
    per_token = np.repeat(routed, lengths)
    ids = np.empty(len(per_token), dtype=cased[0].dtype)
    ids[~per_token], ids[per_token] = cased[0], uncased[0]
    marginals = None
    if need_marginals:
        marginals = np.empty((len(per_token),) + cased[2].shape[1:], dtype=cased[2].dtype)
        marginals[~per_token], marginals[per_token] = cased[2], uncased[2]
    return ids, offsets, marginals


def _likelier_phi(first: np.ndarray, second: np.ndarray, labels: Sequence[str]) -> np.ndarray:
    """Per token, the marginals (shape: (num_tokens, num_labels)) of whichever of two
    taggers gives PHI the higher probability (the lower p(O))."""
    outside = list(labels).index("O")
    return np.where((first[:, outside] <= second[:, outside])[:, None], first, second)


def _either(first: np.ndarray, second: np.ndarray, offsets: np.ndarray,
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


def defended_labels(batch: pa.RecordBatch, ids: np.ndarray, offsets: np.ndarray,
                    tagger: Tagger, names: Sequence[str], propagate: bool,
                    null_rows: np.ndarray, patients: Mapping[str, str] | None = None
                    ) -> pa.ListArray:
    """The ``predicted`` column of the tagger's label ids united with the recognizers
    ``names`` and, with ``propagate``, made consistent within each document (with
    ``patients``, within each patient's documents)."""
    from deidkit import propagate as propagation
    from deidkit.features import document_keys
    from deidkit.recognizers import recognize_window
    from deidkit.recognizers.codes import NOT_PHI
    from deidkit.recognizers.text import build
    from deidkit.recognizers.union import Entities, for_tagger, unite

    entities = Entities.from_ids(ids, tagger.labels)
    tokens = batch.column("tokens")
    kept = None  # what a recognizer found not to be PHI stays so through propagation
    if names:
        names_of = batch.schema.names
        offsets_of = [batch.column(c).to_pylist() if c in names_of else None
                      for c in ("starts", "ends")]
        window = build(tokens.to_pylist(), *offsets_of)
        found = recognize_window(window, names)
        binary, hipaa_only = label_options(tagger)
        entities = unite(entities, for_tagger(found.types, binary=binary, hipaa_only=hipaa_only),
                         found.spans, offsets)
        kept = found.types == NOT_PHI
    if propagate:
        units = batch.column("doc_id")
        if patients is not None:
            from deidkit.patients import patient_ids

            units = patient_ids(units, patients, None)
        keys, _ = document_keys(units, batch.num_rows)
        entities = propagation.propagate(
            pc.list_flatten(tokens).to_pylist(), entities, offsets, keys, kept,
            joined=joined_tokens(batch, offsets),
            user_name_type="USERNAME" if "B-USERNAME" in tagger.labels else None)
    values = pa.array(entities.labels(), pa.string())
    mask = pa.array(null_rows) if null_rows.any() else None
    return pa.ListArray.from_arrays(pa.array(offsets.astype(np.int32), pa.int32()), values,
                                    mask=mask)


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


def with_list_column(batch: pa.RecordBatch, name: str, values: pa.Array) -> pa.RecordBatch:
    """``batch`` with its column ``name`` replaced, or appended if it has none."""
    names = batch.schema.names
    if name in names:
        i = names.index(name)
        return batch.set_column(i, pa.field(name, values.type), values)
    return batch.append_column(pa.field(name, values.type), values)


def with_predicted(batch: pa.RecordBatch, predicted: pa.Array) -> pa.RecordBatch:
    """``batch`` with its ``predicted`` column replaced, or appended if it has none."""
    return with_list_column(batch, "predicted", predicted)


#: Rows tagged together: input batches are joined up to this many rows, so that sorting by
#: length finds many sentences of each length (batches without padding) and the batches of
#: the LSTM are large. A window of 16,384 rows of notes is about 220k tokens.
WINDOW_ROWS = 16384


def batch_limits(batch_sentences: int) -> dict:
    """The ``max_sentences``/``max_tokens`` of :func:`deidkit.decode.predict_ids` for
    ``batch_sentences`` sentences per batch; padded tokens bound the memory of a batch."""
    if batch_sentences < 1:
        raise ConfigError(f"batch_sentences must be at least 1, got {batch_sentences}")
    return {"max_sentences": batch_sentences,
            "max_tokens": batch_sentences * TOKENS_PER_SENTENCE}


def tag(batches: Iterable[pa.RecordBatch], tagger: Tagger, *, precision: str = "float32",
        phi_threshold: float | None = None, probabilities: bool = False,
        batch_sentences: int = MAX_BATCH_SENTENCES,
        window_rows: int = WINDOW_ROWS, recognizers: str | Sequence[str] | None = "default",
        propagate: bool = True, uncased_tagger: Tagger | None = None,
        patients: Mapping[str, str] | None = None, patients_source: str | None = None,
        ensemble_tagger: Tagger | None = None, ensemble_threshold: float | None = None,
        propagate_corpus: bool = False) -> Iterator[pa.RecordBatch]:
    """Row-wise stage: tokens batches in, the same rows in the same order with
    ``predicted`` out (and ``phi_probability`` with ``probabilities``; see
    :func:`tag_batch`). Consecutive input batches are joined into batches of about
    ``window_rows`` rows (:data:`WINDOW_ROWS`); ``batch_sentences``: sentences per
    inference batch. The predictions do not depend on either.

    ``recognizers`` and ``propagate``: the defences after the tagger; ``uncased_tagger``:
    the tagger of sentences without casing (:func:`tag_batch`;
    :func:`deidkit.model_dirs.load_uncased_tagger`); ``ensemble_tagger``: the second member
    averaged with ``tagger`` on sentences with casing, decoded at ``ensemble_threshold``
    (:func:`deidkit.model_dirs.load_ensemble_tagger`).
    With ``propagate`` (or a tagger that reads across sentences) a window never splits a
    document (consecutive rows of one doc_id), so memory is bounded by a window plus the
    longest document. ``patients`` (doc_id -> patient id, from ``patients_source``:
    :func:`deidkit.patients.read_patient_map`): propagation across each patient's
    documents, which must be consecutive; a window then never splits a patient.
    ``propagate_corpus``: then propagation across all the documents of the input, by vote
    (:class:`deidkit.propagate.CorpusVote`; :func:`across_corpus`): nothing is yielded
    before the whole input is tagged.

    ``tagger``: either kind (:func:`deidkit.model_dirs.load_tagger`). A precision the
    tagger cannot run in, or an unknown recognizer, is refused here, before any batch is
    read.
    """
    check_precision(tagger, precision)
    for other, what in ((uncased_tagger, "the tagger of sentences without casing"),
                        (ensemble_tagger, "the second member of the ensemble")):
        if other is not None:
            check_precision(other, precision)
            if list(other.labels) != list(tagger.labels):
                raise ConfigError(f"{what} must predict the labels of the tagger")
    if ensemble_tagger is not None and ensemble_threshold is None:
        raise ConfigError("an ensemble averages its members' marginals: it needs a PHI "
                          "threshold, not the Viterbi labels")
    if ensemble_tagger is not None and any(getattr(t, "reads_documents", False)
                                           for t in (tagger, uncased_tagger, ensemble_tagger)):
        raise ConfigError("taggers that read across sentences (context n-grams) are not "
                          "averaged")
    batch_limits(batch_sentences)  # refused before any batch is read
    if patients is not None and not propagate:
        raise ConfigError("a patient map applies to propagation only (--patients needs "
                          "--propagate)")
    if propagate_corpus and not propagate:
        raise ConfigError("propagation across a corpus follows propagation within its "
                          "documents (--propagate-corpus needs --propagate)")
    names = parse_names(recognizers)
    batches = (schemas.conform(batch, "tokens") for batch in batches)
    if patients is not None:
        from deidkit.patients import PatientOrder

        # a whole patient per window (and so whole documents)
        batches = whole_documents(batches, key=PatientOrder(patients, patients_source).keys)
    elif propagate or any(getattr(t, "reads_documents", False)  # older taggers: no attribute
                          for t in (tagger, uncased_tagger)):
        batches = whole_documents(batches)
    tagged = (tag_batch(batch, tagger, precision=precision, phi_threshold=phi_threshold,
                        probabilities=probabilities, batch_sentences=batch_sentences,
                        recognizers=names, propagate=propagate, uncased_tagger=uncased_tagger,
                        patients=patients, ensemble_tagger=ensemble_tagger,
                        ensemble_threshold=ensemble_threshold)
              for batch in windows(batches, window_rows))
    return across_corpus(tagged, names) if propagate_corpus else tagged


def across_corpus(batches: Iterable[pa.RecordBatch], names: Sequence[str] = ()
                  ) -> Iterator[pa.RecordBatch]:
    """Tagged batches (``tokens``, ``predicted``, ``doc_id``) in, the same rows out with
    the PHI strings that carry the corpus's vote tagged wherever they stand
    (:class:`deidkit.propagate.CorpusVote`). The batches wait in a temporary Arrow file
    (the system's temporary directory) until the vote is counted: three passes, one of
    tagging and two of reading. What the recognizers ``names`` find not to be PHI (codes,
    contractions, units, scores, times) stays so, as within documents."""
    import tempfile
    from pathlib import Path

    from deidkit.propagate import CorpusVote

    vote = CorpusVote()
    with tempfile.TemporaryDirectory(prefix="deidkit-tag-") as tmp:
        path = Path(tmp) / "tagged.arrow"
        writer = None
        row = 0
        try:
            for batch in batches:
                if writer is None:
                    writer = pa.ipc.new_file(str(path), batch.schema)
                writer.write_batch(batch)
                for tokens, labels, doc in _rows(batch):
                    # a row without a document is a document of its own
                    vote.collect(tokens, labels, ("doc", doc) if doc is not None else row)
                    row += 1
        finally:
            if writer is not None:
                writer.close()
        if writer is None:
            return
        with pa.memory_map(str(path)) as source:
            reader = pa.ipc.open_file(source)
            for i in range(reader.num_record_batches):
                for tokens, labels, _ in _rows(reader.get_batch(i)):
                    vote.count(tokens, labels)
            vote.decide()
            for i in range(reader.num_record_batches):
                batch = reader.get_batch(i)
                yield with_predicted(batch, voted(batch, vote, names))


def collected_part(batches: Iterable[pa.RecordBatch]) -> list:
    """Pass 1 of the corpus's vote over one part of a corpus (an engine's partition of
    tagged rows): :meth:`deidkit.propagate.CorpusVote.collected`. A row without a document
    is a document of its own, as in :func:`across_corpus`."""
    import uuid

    from deidkit.propagate import CorpusVote

    vote = CorpusVote()
    part = uuid.uuid4().hex  # rows without a document stay apart from other parts' rows
    row = 0
    for batch in batches:
        for tokens, labels, doc in _rows(batch):
            vote.collect(tokens, labels, f"doc:{doc}" if doc is not None else f"row:{part}:{row}")
            row += 1
    return vote.collected()


def counted_part(batches: Iterable[pa.RecordBatch], vote) -> list:
    """Pass 2 over one part, the candidates those of ``vote`` (after
    :meth:`~deidkit.propagate.CorpusVote.merge_collected`):
    :meth:`~deidkit.propagate.CorpusVote.counted`."""
    part = vote.counting()
    for batch in batches:
        for tokens, labels, _ in _rows(batch):
            part.count(tokens, labels)
    return part.counted()


def _rows(batch: pa.RecordBatch):
    """``(tokens, labels, doc_id)`` of each row of a tagged batch with tokens."""
    docs = (batch.column("doc_id").to_pylist() if "doc_id" in batch.schema.names
            else [None] * batch.num_rows)
    for tokens, labels, doc in zip(batch.column("tokens").to_pylist(),
                                   batch.column("predicted").to_pylist(), docs):
        if tokens is not None:
            yield tokens, labels, doc


def voted(batch: pa.RecordBatch, vote, names: Sequence[str]) -> pa.ListArray:
    """The ``predicted`` column of a tagged batch after the corpus's vote (pass 3; ``names``:
    the recognizers that ran, whose not-PHI findings stay so)."""
    from deidkit.recognizers import REGISTRY, recognize_window
    from deidkit.recognizers.codes import NOT_PHI
    from deidkit.recognizers.text import build

    tokens = batch.column("tokens").to_pylist()
    predicted = batch.column("predicted").to_pylist()
    keep = None
    not_phi = [r.name for r in REGISTRY if not r.types and r.name in names]
    if not_phi:
        names_of = batch.schema.names
        offsets = [batch.column(c).to_pylist() if c in names_of else None
                   for c in ("starts", "ends")]
        found = recognize_window(build(tokens, *offsets), not_phi)
        keep = found.types == NOT_PHI
    out, flat = [], 0
    for sentence, labels in zip(tokens, predicted):
        if sentence is None:
            out.append(None)
            continue
        n = len(sentence)
        out.append(vote.apply(sentence, labels, None if keep is None else keep[flat:flat + n]))
        flat += n
    return pa.array(out, pa.list_(pa.string()))


def windows(batches: Iterable[pa.RecordBatch], rows: int) -> Iterator[pa.RecordBatch]:
    """Consecutive non-empty ``batches`` joined until they hold at least ``rows`` rows
    (the last one may hold fewer); whole input batches only, so documents that
    :func:`whole_documents` kept together stay together."""
    pending: list[pa.RecordBatch] = []
    held = 0
    for batch in batches:
        if batch.num_rows == 0:
            continue
        pending.append(batch)
        held += batch.num_rows
        if held >= rows:
            yield _concat(pending)
            pending, held = [], 0
    if pending:
        yield _concat(pending)


def whole_documents(batches: Iterable[pa.RecordBatch],
                    key: Callable[[pa.RecordBatch], pa.Array] | None = None
                    ) -> Iterator[pa.RecordBatch]:
    """The same rows in the same order, re-cut so that a document whose sentences are
    consecutive rows is never split between two batches (a tagger reading across
    sentences sees all of it). The rows of a batch's last document wait for the next
    batch, unless it begins with another document. ``key``: what a document is, per row
    of a batch (default its doc_id; the patient, for propagation across a patient's
    documents)."""
    pending: list[pa.RecordBatch] = []
    pending_last = None
    for batch in batches:
        if batch.num_rows == 0:
            continue
        docs = batch.column("doc_id") if key is None else key(batch)
        if pending and not _same_document(pending_last, docs[0]):
            yield _concat(pending)
            pending = []
        last = docs[batch.num_rows - 1]
        # Where the final run of the last document begins (a null doc_id: no document).
        other = np.flatnonzero(~pc.fill_null(pc.equal(docs, last), False)
                               .to_numpy(zero_copy_only=False)) if last.is_valid else None
        cut = batch.num_rows if other is None else (int(other[-1]) + 1 if len(other) else 0)
        if cut:
            yield _concat(pending + [batch.slice(0, cut)])
            pending = []
        if cut < batch.num_rows:
            pending.append(batch.slice(cut))
            pending_last = last
    if pending:
        yield _concat(pending)


def _same_document(a: pa.Scalar, b: pa.Scalar) -> bool:
    return a.is_valid and b.is_valid and a.as_py() == b.as_py()


def _concat(batches: list[pa.RecordBatch]) -> pa.RecordBatch:
    if len(batches) == 1:
        return batches[0]
    return pa.Table.from_batches(batches).combine_chunks().to_batches()[0]


def phi_threshold_of(value: str | None, model_dir) -> float | None:
    """The threshold of ``tag --phi-threshold``: None (Viterbi), a number in [0, 1), or
    ``auto``: the one recorded in the model's config.json by ``--target-recall``. Without a
    value, the operating point the model records (``train-tagger --default-phi-threshold``,
    config.json ``tagging.phi_threshold``), if any; ``viterbi``: the Viterbi labels."""
    from deidkit.model_dirs import resolve_model_dir
    from deidkit.models.checkpoint import read_config

    if value is None:
        recorded = read_config(resolve_model_dir(model_dir)).get("tagging", {})
        threshold = recorded.get("phi_threshold") if isinstance(recorded, dict) else None
        return None if threshold is None else float(threshold)
    if value == "viterbi":
        return None
    if value == "auto":
        config = read_config(resolve_model_dir(model_dir))
        record = config.get("training", {}).get("recall_threshold")
        if not record:
            raise ConfigError(f"--phi-threshold auto: {model_dir} records no PHI threshold "
                              "(train it with --target-recall R and a validation set)")
        return float(record["phi_threshold"])
    try:
        threshold = float(value)
    except ValueError:
        threshold = math.nan
    if not 0.0 <= threshold < 1.0:
        raise ConfigError(f"--phi-threshold must be 'viterbi', 'auto' or a number in [0, 1), "
                          f"got {value!r}")
    return threshold


def tag_metadata(model_dir, model_arg, tagger: Tagger, uncased_spec, ensemble_spec,
                 names: Sequence[str], propagate: bool, patients, threshold: float | None,
                 ensemble_threshold: float | None = None, propagate_corpus: bool = False
                 ) -> dict[str, str]:
    """What an output of ``tag`` records of how it was tagged (schema metadata): the tagger
    and its companions (``uncased_spec``/``ensemble_spec``: the option's value where one
    was loaded for ``model_arg``, else None), the defences and the PHI thresholds (the
    model's, and the pair's on sentences with casing)."""
    from deidkit.model_dirs import resolve_ensemble_model, resolve_uncased_model

    metadata = {"deidkit.tagger": str(model_dir), **tagger.metadata,
                "deidkit.uncased_model": str(resolve_uncased_model(uncased_spec, model_arg))
                if uncased_spec else "none",
                "deidkit.ensemble_model": str(resolve_ensemble_model(ensemble_spec, model_arg))
                if ensemble_spec else "none",
                "deidkit.recognizers": ",".join(names) or "none",
                "deidkit.propagate": ((("patients" if patients else "on")
                                       + ("+corpus" if propagate_corpus else ""))
                                      if propagate else "off")}
    if threshold is not None:
        metadata["deidkit.phi_threshold"] = repr(threshold)
    if ensemble_threshold is not None:
        metadata["deidkit.ensemble_phi_threshold"] = repr(ensemble_threshold)
    return metadata


def output_schema(schema: pa.Schema, *, probabilities: bool = False) -> pa.Schema:
    schema = schemas.derive(schema, "tokens", add=["predicted"], drop=["phi_probability"])
    if probabilities:
        schema = schemas.derive(schema, "tokens", add=["phi_probability"])
    return schema
