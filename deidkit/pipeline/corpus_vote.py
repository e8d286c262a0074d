"""Propagation across a corpus, by vote (:class:`deidkit.propagate.CorpusVote`): in one
process through a temporary Arrow file (:func:`across_corpus`), or on a cluster engine in
passes over its partitions (:func:`collected_part`, :func:`counted_part`, :func:`voted_batch`).
The vote's tokens name ``propagation`` in ``phi_source`` (:mod:`deidkit.pipeline.provenance`)."""

from __future__ import annotations

from typing import Iterable, Iterator, Sequence

import pyarrow as pa

from deidkit.pipeline.columns import with_list_column, with_predicted
from deidkit.phi_source import SOURCE_COLUMN


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
                for tokens, labels, doc in rows_of(batch):
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
                for tokens, labels, _ in rows_of(reader.get_batch(i)):
                    vote.count(tokens, labels)
            vote.decide()
            for i in range(reader.num_record_batches):
                batch = reader.get_batch(i)
                yield voted_batch(batch, vote, names)


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
        for tokens, labels, doc in rows_of(batch):
            vote.collect(tokens, labels, f"doc:{doc}" if doc is not None else f"row:{part}:{row}")
            row += 1
    return vote.collected()


def counted_part(batches: Iterable[pa.RecordBatch], vote) -> list:
    """Pass 2 over one part, the candidates those of ``vote`` (after
    :meth:`~deidkit.propagate.CorpusVote.merge_collected`):
    :meth:`~deidkit.propagate.CorpusVote.counted`."""
    part = vote.counting()
    for batch in batches:
        for tokens, labels, _ in rows_of(batch):
            part.count(tokens, labels)
    return part.counted()


def rows_of(batch: pa.RecordBatch):
    """``(tokens, labels, doc_id)`` of each row of a tagged batch with tokens."""
    docs = (batch.column("doc_id").to_pylist() if "doc_id" in batch.schema.names
            else [None] * batch.num_rows)
    for tokens, labels, doc in zip(batch.column("tokens").to_pylist(),
                                   batch.column("predicted").to_pylist(), docs):
        if tokens is not None:
            yield tokens, labels, doc


def voted(batch: pa.RecordBatch, vote, names: Sequence[str]) -> pa.ListArray:
    """The ``predicted`` column of a tagged batch after the corpus's vote (pass 3; ``names``:
    the recognizers that ran, whose not-PHI findings stay so: a site's never-PHI words
    too)."""
    return _voted_columns(batch, vote, names)[0]


def voted_batch(batch: pa.RecordBatch, vote, names: Sequence[str]) -> pa.RecordBatch:
    """A tagged batch after the corpus's vote: :func:`voted`'s ``predicted``, and its
    ``phi_source`` (where it has one) naming ``propagation`` where the vote tagged a token
    (or would have, but for a recognizer's veto, which it names too)."""
    predicted, sources = _voted_columns(batch, vote, names)
    batch = with_predicted(batch, predicted)
    if sources is not None:
        batch = with_list_column(batch, SOURCE_COLUMN, sources)
    return batch


def _voted_columns(batch: pa.RecordBatch, vote, names: Sequence[str]):
    """``(predicted, phi_source)`` after the vote (``phi_source`` None where the batch has
    none)."""
    import numpy as np

    from deidkit.phi_source import PROPAGATION, VETO, with_sources
    from deidkit.recognizers import recognize_window, running
    from deidkit.recognizers.codes import NOT_PHI
    from deidkit.recognizers.text import build
    from deidkit.schemas import OUTSIDE

    tokens = batch.column("tokens").to_pylist()
    predicted = batch.column("predicted").to_pylist()
    has_sources = SOURCE_COLUMN in batch.schema.names
    before = batch.column(SOURCE_COLUMN).to_pylist() if has_sources else None
    found = keep = None
    not_phi = [r for r in running(names) if not r.types]
    if not_phi:
        names_of = batch.schema.names
        offsets = [batch.column(c).to_pylist() if c in names_of else None
                   for c in ("starts", "ends")]
        found = recognize_window(build(tokens, *offsets), not_phi)
        keep = found.types == NOT_PHI
    out, sources, flat = [], [], 0
    for row, (sentence, labels) in enumerate(zip(tokens, predicted)):
        if sentence is None:
            out.append(None)
            sources.append(None)
            continue
        n = len(sentence)
        blocked = np.zeros(n, dtype=bool)
        labelled = vote.apply(sentence, labels, None if keep is None else keep[flat:flat + n],
                              blocked)
        out.append(labelled)
        if has_sources:
            values = list(before[row])
            changed = blocked.any() or labelled != list(labels)
            for i in range(n if changed else 0):
                if blocked[i]:
                    values[i] = with_sources(values[i], PROPAGATION,
                                             VETO + found.names[flat + i])
                elif labels[i] == OUTSIDE and labelled[i] != OUTSIDE:
                    values[i] = with_sources(values[i], PROPAGATION)
            sources.append(values)
        flat += n
    return (pa.array(out, pa.list_(pa.string())),
            pa.array(sources, pa.list_(pa.string())) if has_sources else None)
