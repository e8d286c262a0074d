"""Leakage, false positives and the redaction rate by source (``evaluate --by-source`` and
``report``): who made each predicted PHI token, and who saw each leaked one, read off the
``phi_source`` column ``tag`` writes (:mod:`deidkit.pipeline.provenance`).

The figures count the tokens of the token evaluation, as the leakage and the redaction rate
do (:mod:`deidkit.evaluate.official`: alphanumeric runs, distinct by offsets), so the
``all`` row holds the evaluation's own ``redacted``, ``leaked`` and ``redaction_rate``. A run
takes the sources of the table's tokens its characters overlap:

* a **predicted PHI token** (``redacted``) is credited to every source that flagged one of
  its tagger tokens (those predicted PHI); it is a **false positive** when it is no gold PHI
  token (the binary token evaluation's false positives, less the empty token of a tag
  without a letter or digit), and a **sole** false positive of the one source that flagged
  it when no other did (what that source alone costs);
* a **leaked** gold PHI token is credited to every source named by its tagger tokens left
  ``O``: a source that flagged them but was overruled (a ``veto:NAME``, which then names
  the recognizer that removed it, or an ensemble's members outvoted by their mean), and to
  ``none`` when no source flagged them at all.

Per source: ``redacted`` and ``redaction_rate`` (its predicted PHI tokens per 1,000
tokens), and with gold labels ``false_positives``, ``sole_false_positives``, ``leaked`` and
``leakage`` (its leaked tokens over all gold PHI tokens). A token credited to several
sources counts for each, so the sources' rows do not add up to ``all``.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.errors import ConfigError, DataError
from deidkit.evaluate.official import PER_TOKENS, covered_by
from deidkit.labels import OUTSIDE
from deidkit.phi_source import SOURCE_COLUMN, VETO, ordered, sources

#: The key of the breakdown in an evaluation's dict, and its rows' ``evaluation``.
BY_SOURCE = "by_source"
#: The row of the tokens no source flagged (leaked tokens no source saw).
NONE = "none"
#: The figures of each row, with gold labels (without: the first two).
FIGURES = ("redacted", "redaction_rate", "false_positives", "sole_false_positives", "leaked",
           "leakage")


def check_by_source(pred_column: str) -> None:
    """``phi_source`` names the sources of ``predicted``: another column's are unknown."""
    if pred_column != "predicted":
        raise ConfigError(f"--by-source reads '{SOURCE_COLUMN}', the sources of 'predicted': "
                          f"it does not apply with --column {pred_column}")


def source_breakdown(table: pa.Table, pairing, *, source: str | None = None,
                     pred_column: str = "predicted") -> dict[str, dict]:
    """{row: figures} of one run: ``table`` the tokens table with ``pred_column`` and
    ``phi_source``, ``pairing`` its documents as the evaluation paired them (gold XML or the
    table's own labels; :class:`deidkit.evaluate.documents.Pairing`). Rows: ``all``, each
    source in the order ``phi_source`` lists them, then ``none``."""
    from deidkit.evaluate.tokens import FlatTokens
    from deidkit.tokens_table import check_sentences

    if SOURCE_COLUMN not in table.column_names:
        raise DataError(f"no column '{SOURCE_COLUMN}' for --by-source: tag with `deidkit tag`, "
                        "which writes it", source=source)
    flat = FlatTokens(table, source=source, label_columns=(pred_column,))
    check_sentences(table, source=source, required={
        SOURCE_COLUMN: f"null {SOURCE_COLUMN} list: every sentence `deidkit tag` tagged has one"})
    names = [sources(v) for v in
             pc.list_flatten(table.combine_chunks().column(SOURCE_COLUMN)).to_pylist()]
    phi = flat.labels(pred_column) != OUTSIDE
    counts = _Counts()
    by_doc = _documents(flat)
    for pair in pairing.pairs:
        counts.tokens += pair.tokens
        found = by_doc.get(pair.doc_id)
        overlapping = (lambda s, e: ()) if found is None else found.overlapping
        gold = {span for tag in pair.gold for span in tag.tokens if span[0] < span[1]}
        counts.phi_tokens += len(gold)
        for s, e in sorted({span for tag in pair.system for span in tag.tokens
                            if span[0] < span[1]}):
            flagged = ordered(n for k in overlapping(s, e) if phi[k] for n in names[k]
                              if not n.startswith(VETO))
            counts.redact(flagged, false=(s, e) not in gold)
        inside = covered_by([(t.start, t.end) for t in pair.system])
        for s, e in sorted(gold):
            if not inside(s, e):
                counts.leak(ordered(n for k in overlapping(s, e) if not phi[k]
                                    for n in names[k]))
    return counts.rows(labelled=pairing.labelled)


class _Document:
    """One document's tokens, sorted by start, to find those a run's characters overlap."""

    def __init__(self, index: np.ndarray, starts: np.ndarray, ends: np.ndarray):
        order = np.argsort(starts[index], kind="stable")
        self.index = index[order]
        self.starts = starts[self.index]
        self.ends = ends[self.index]
        # tokens before the first whose running maximum end passes s end at or before s
        self.reach = np.maximum.accumulate(self.ends) if len(self.ends) else self.ends

    def overlapping(self, s: int, e: int) -> list[int]:
        lo = int(np.searchsorted(self.reach, s, side="right"))
        hi = int(np.searchsorted(self.starts, e, side="left"))
        return [int(self.index[j]) for j in range(lo, hi) if self.ends[j] > s]


def _documents(flat) -> dict[str, _Document]:
    if not len(flat.tokens):
        return {}
    docs = np.repeat(flat.doc_ids, flat.lengths)
    ids, codes = np.unique(docs.astype(str), return_inverse=True)
    order = np.argsort(codes, kind="stable")
    bounds = np.searchsorted(codes[order], np.arange(len(ids) + 1))
    return {str(d): _Document(order[bounds[k]:bounds[k + 1]], flat.starts, flat.ends)
            for k, d in enumerate(ids)}


class _Counts:
    def __init__(self):
        self.tokens = self.phi_tokens = 0
        self.redacted, self.false, self.sole, self.leaked = (Counter() for _ in range(4))

    def redact(self, flagged: Sequence[str], *, false: bool) -> None:
        for name in [ALL, *(flagged or [NONE])]:
            self.redacted[name] += 1
            self.false[name] += false
        if false and len(flagged) == 1:
            self.sole[flagged[0]] += 1
            self.sole[ALL] += 1

    def leak(self, seen: Sequence[str]) -> None:
        for name in [ALL, *(seen or [NONE])]:
            self.leaked[name] += 1

    def rows(self, *, labelled: bool) -> dict[str, dict]:
        named = ordered(n for c in (self.redacted, self.leaked) for n in c
                        if n not in (ALL, NONE))
        out = {}
        for name in [ALL, *named, NONE]:
            row = {"redacted": self.redacted[name],
                   "redaction_rate": (PER_TOKENS * self.redacted[name] / self.tokens
                                      if self.tokens else 0.0)}
            if labelled:
                row.update(false_positives=self.false[name],
                           sole_false_positives=self.sole[name], leaked=self.leaked[name],
                           leakage=(self.leaked[name] / self.phi_tokens
                                    if self.phi_tokens else 0.0))
            out[name] = row
        return out


#: The row of every token.
ALL = "all"
