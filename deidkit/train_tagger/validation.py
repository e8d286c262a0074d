"""Validation figures of a tagger in training: binary HIPAA token F1 and leakage.

:class:`ValidationScorer` computes them from predicted label ids every epoch;
:func:`validation_metrics` computes the same figures from a column of label strings through
the evaluate module (the scorer's oracle in the tests).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import pyarrow as pa

from deidkit.batching import ranges
from deidkit.errors import DataError
from deidkit.evaluate.official import f_beta, official_tokens, precision, recall
from deidkit.labels import (BINARY_TYPE, OUTSIDE, LabelError, Span, iob2_spans, is_hipaa,
                            split_label, tag_name)


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


# ---------------------------------------------------------------------------------------
# Scoring label ids: the figures of evaluate_tokens without Arrow strings or IOB2 parsing

@dataclass(frozen=True)
class _Layout:
    """Where the validation tokens sit, as :func:`deidkit.evaluate.evaluate_tokens` lays them
    out: per token its document (index) and offsets, which tokens open a sentence, and the
    covered text of a run of tokens (what its official tokens are cut from)."""

    doc: np.ndarray                   # shape: (tokens,) int64
    starts: np.ndarray                # shape: (tokens,) int64
    ends: np.ndarray                  # shape: (tokens,) int64
    sentence_start: np.ndarray        # shape: (tokens,) bool
    text: Callable[[int, int], str]   # (first, last) -> the tag text of tokens first..last


class ValidationScorer:
    """Binary HIPAA token precision, recall and F1 (percent) and leakage of predicted label
    ids, against gold labels fixed once: the figures :func:`validation_metrics` takes from
    :func:`deidkit.evaluate.evaluate_tokens`, computed without building label strings.

    The gold tags and their official tokens are assembled once (by the evaluate module's own
    :class:`~deidkit.evaluate.FlatTokens` for a tokens table); per call, the predicted spans
    come from the ids in numpy (IOB2 by the rule of :func:`deidkit.labels.iob2_spans`), and
    only the PHI spans are visited in Python, each cut into official tokens as the
    evaluation cuts it. Build with :meth:`from_table` or :meth:`from_labels`.
    """

    def __init__(self, layout: _Layout, gold_spans: Sequence[Span]):
        self.layout = layout
        # per document, by offsets: the gold HIPAA keys of the binary evaluation and the
        # gold PHI tokens of leakage (non-empty, distinct), each with the tagger tokens it
        # is made of (first, last)
        hipaa, leak = {}, {}
        for span in gold_spans:
            keys = self._keys(span.start, span.end - 1)
            made_of = [self._made_of(span.start, span.end - 1, key) for key in keys]
            if counts_as_hipaa(span.type):
                hipaa.update(zip(keys, made_of))
            leak.update((k, m) for k, m in zip(keys, made_of) if k[1] != k[2])
        self.gold_hipaa = set(hipaa)
        self._hipaa_keys = np.array(list(hipaa), dtype=np.int64).reshape(-1, 3)
        self._hipaa_tokens = np.array(list(hipaa.values()), dtype=np.int64).reshape(-1, 2)
        keys = sorted(leak)
        self._leak_tokens = np.array([leak[k] for k in keys], dtype=np.int64).reshape(-1, 2)
        self._leak_doc, self._leak_start, self._leak_end = \
            np.array(keys, dtype=np.int64).reshape(-1, 3).T
        self.sweepable = self._sweepable() and all(s != e for _, s, e in self.gold_hipaa)

    def _made_of(self, first: int, last: int, key) -> tuple[int, int]:
        """The tagger tokens (first, last) of ``first..last`` whose characters an official
        token ``key`` holds."""
        _, s, e = key
        starts, ends = self.layout.starts[first:last + 1], self.layout.ends[first:last + 1]
        inside = np.flatnonzero((starts < e) & (ends > s))
        return (first + int(inside[0]), first + int(inside[-1])) if len(inside) else (first, last)

    def _sweepable(self) -> bool:
        """Whether every token has characters and the tokens of a document follow each
        other without overlapping (as tokenize writes them): then a token's characters are
        covered exactly when it is predicted PHI, which :meth:`threshold_counts` needs."""
        lay = self.layout
        order = np.argsort(lay.doc, kind="stable")
        same = lay.doc[order][1:] == lay.doc[order][:-1]
        return bool((lay.ends > lay.starts).all()
                    and (lay.starts[order][1:][same] >= lay.ends[order][:-1][same]).all())

    def _joined(self, k: int) -> bool:
        """Whether an official token runs from token k - 1 into token k (their alphanumerics
        touch), so that a tag holding both joins them."""
        lay = self.layout
        if not 0 < k < len(lay.starts) or lay.sentence_start[k] or lay.ends[k - 1] != lay.starts[k]:
            return False
        border = int(lay.starts[k])
        return any(s < border < e for _, s, e in self._keys(k - 1, k))

    @classmethod
    def from_table(cls, table: pa.Table, *, source: str | None = None) -> "ValidationScorer":
        """Against the ``labels`` of a tokens table (offsets-based when it has
        ``starts``/``ends``); a DataError when evaluate_tokens would raise one."""
        from deidkit.evaluate import FlatTokens

        flat = FlatTokens(table, source=source, label_columns=("labels",))
        _, doc = np.unique(flat.doc_ids.astype(str), return_inverse=True)
        layout = _Layout(np.repeat(doc.astype(np.int64), flat.lengths), flat.starts, flat.ends,
                         _opens(flat.row_offsets), flat.tag_text)
        return cls(layout, [Span(s.type, s.first, s.last + 1) for s in flat.spans("labels")])

    @classmethod
    def from_labels(cls, offsets: np.ndarray, gold: Sequence[str]) -> "ValidationScorer":
        """Against gold labels alone (shared representations carry no tokens, offsets or
        document ids): sentence i is ``gold[offsets[i]:offsets[i + 1]]``, every token one
        official token, the sentences of one document, the tokens one character apart (the
        layout evaluate_tokens gives a table of one-letter tokens without offsets; micro
        figures and leakage sum over documents, so one document gives the real totals)."""
        from deidkit.evaluate.tokens import KNOWN_TYPES

        offsets = np.asarray(offsets, dtype=np.int64) - int(offsets[0])
        n = int(offsets[-1])
        starts = 2 * np.arange(n, dtype=np.int64)
        layout = _Layout(np.zeros(n, np.int64), starts, starts + 1, _opens(offsets),
                         lambda first, last: " ".join("x" * (last - first + 1)))
        gold = np.asarray(gold, dtype=object)
        try:
            spans = iob2_spans(gold, sentence_starts=offsets[:-1].tolist(), types=KNOWN_TYPES)
        except LabelError as exc:
            raise DataError(f"validation label '{exc.label}': {exc}") from None
        return cls(layout, spans)

    def _keys(self, first: int, last: int) -> list[tuple[int, int, int]]:
        """(document, start, end) of the official tokens of a tag over tokens first..last."""
        lay = self.layout
        doc, start = int(lay.doc[first]), int(lay.starts[first])
        return [(doc, s, e) for s, e in official_tokens(lay.text(first, last), start)]

    def score(self, ids: np.ndarray, labels: Sequence[str]) -> dict:
        """{f1, precision, recall} (percent), leakage and the count of ``predicted`` HIPAA
        tokens of predicted ``ids`` (flat, in the gold's token order; ``labels``: the label
        of each id)."""
        first, last, types = id_spans(ids, labels, self.layout.sentence_start)
        system = set()
        for f, l, t in zip(first.tolist(), last.tolist(), types):
            if counts_as_hipaa(t):
                system.update(self._keys(f, l))
        tp = len(system & self.gold_hipaa)
        p = precision(tp, len(system) - tp)
        r = recall(tp, len(self.gold_hipaa) - tp)
        lay = self.layout
        covered = _covered(lay.doc[first], lay.starts[first], lay.ends[last],
                           self._leak_doc, self._leak_start, self._leak_end)
        total = len(covered)
        return {"f1": 100.0 * float(f_beta(p, r)), "precision": 100.0 * float(p),
                "recall": 100.0 * float(r), "predicted": len(system),
                "leakage": float(total - int(covered.sum())) / float(total) if total else 0.0}


    def threshold_counts(self, p_o: np.ndarray, best: np.ndarray, hipaa_type: np.ndarray,
                         bounds: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(binary HIPAA token true positives, gold PHI tokens covered) for each bound c of
        ``bounds`` when the tokens of p(O) < c are predicted PHI of their ``best`` TYPE (ids;
        ``hipaa_type[t]``: whether TYPE t counts as HIPAA), as
        :func:`deidkit.decode.threshold_ids` labels them: runs of one TYPE form a tag.
        Requires :attr:`sweepable`.

        One :func:`deidkit.sweep.descending_sweep` over the tokens' p(O): a gold PHI token
        is covered once all its tagger tokens are PHI (c above their largest p(O)); a gold
        HIPAA token is found while its tagger tokens are one HIPAA tag and that tag has not
        yet grown over a touching neighbour of the same TYPE (which would join their
        alphanumerics into another official token)."""
        from deidkit.sweep import descending_sweep

        lay = self.layout
        p_o = np.asarray(p_o, dtype=np.float64)
        values = np.unique(p_o)
        # a change of TYPE, or a sentence start, ends a run of PHI tokens
        breaks = np.cumsum(np.concatenate([[0], (best[1:] != best[:-1]) | lay.sentence_start[1:]]))

        def largest(tokens: np.ndarray) -> np.ndarray:  # max p(O) over each (first, last)
            if not len(tokens):
                return np.zeros(0)
            lengths = tokens[:, 1] - tokens[:, 0] + 1
            at = np.concatenate([[0], np.cumsum(lengths)[:-1]])
            return np.maximum.reduceat(p_o[ranges(tokens[:, 0], lengths)], at)

        def below(scores: np.ndarray) -> np.ndarray:  # how many scores are < each bound
            _, found, _ = descending_sweep(-np.concatenate([values, scores]),
                                           np.arange(len(values) + len(scores)) >= len(values))
            at = np.searchsorted(values, bounds, side="left") - 1  # largest value < bound
            return np.where(at >= 0, found[np.maximum(at, 0)], 0)

        first, last = self._hipaa_tokens.T
        one_tag = (breaks[last] == breaks[first]) & hipaa_type[best[first]]
        grows = np.full(len(first), np.inf)  # the bound above which the tag grows
        edges = ((first, first - 1, first, self._hipaa_keys[:, 1] == lay.starts[first]),
                 (last, last + 1, last + 1, self._hipaa_keys[:, 2] == lay.ends[last]))
        for side, neighbour, border, at_edge in edges:
            touching = np.array([bool(a) and self._joined(int(k)) for a, k in zip(at_edge, border)],
                                dtype=bool)
            n = np.clip(neighbour, 0, len(best) - 1)
            grows = np.where(touching & (best[n] == best[side]), np.minimum(grows, p_o[n]), grows)
        found_from = largest(self._hipaa_tokens)[one_tag]
        lost_from = np.maximum(found_from, grows[one_tag])
        tp = below(found_from) - below(lost_from[np.isfinite(lost_from)])
        return tp, below(largest(self._leak_tokens))

    def threshold_figures(self, tp: np.ndarray, covered: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(recall in percent, leakage) from :meth:`threshold_counts`, computed as
        :meth:`score` computes them."""
        gold = len(self.gold_hipaa)
        total = len(self._leak_tokens)
        recall_pct = np.array([100.0 * float(recall(int(t), gold - int(t))) for t in tp])
        leakage = np.array([float(total - int(c)) / float(total) if total else 0.0
                            for c in covered])
        return recall_pct, leakage


def _opens(row_offsets: np.ndarray) -> np.ndarray:
    """Which flat tokens open a sentence (empty sentences open none)."""
    opens = np.zeros(int(row_offsets[-1] - row_offsets[0]), dtype=bool)
    starts = row_offsets[:-1] - row_offsets[0]
    opens[starts[np.diff(row_offsets) > 0]] = True
    return opens


def counts_as_hipaa(type_: str) -> bool:
    """Whether a tag of ``type_`` counts in the binary HIPAA evaluation (a binary model's
    ``PHI`` does, as :mod:`deidkit.evaluate.official` scores it)."""
    return type_ == BINARY_TYPE or is_hipaa(tag_name(type_), type_)


def id_spans(ids: np.ndarray, labels: Sequence[str], opens: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """(first token, last token, TYPE) of each span of the IOB2 label ids, by the rule of
    :func:`deidkit.labels.iob2_spans` (``O`` closes, ``I-X`` continues only an open X right
    before it, anything else opens; nothing continues into a sentence's first token)."""
    parsed = [split_label(lab) for lab in labels]
    type_names = sorted({t for _, t in parsed if t is not None})
    prefix = np.array([p for p, _ in parsed])[ids]
    type_id = np.array([-1 if t is None else type_names.index(t) for _, t in parsed])[ids]
    phi = prefix != OUTSIDE
    continues = np.zeros(len(ids), dtype=bool)
    continues[1:] = (phi[1:] & phi[:-1] & (prefix[1:] == "I") & (type_id[1:] == type_id[:-1])
                     & ~opens[1:])
    first = np.flatnonzero(phi & ~continues)
    ends_here = phi.copy()
    ends_here[:-1] &= ~continues[1:]
    last = np.flatnonzero(ends_here)
    return first, last, [type_names[t] for t in type_id[first].tolist()]


def _covered(doc, starts, ends, tok_doc, tok_start, tok_end) -> np.ndarray:
    """Per token (tok_*): is it inside the union of the intervals [starts, ends) of its
    document (intervals that touch join, as :func:`deidkit.evaluate.official.covered_by`)?"""
    if not len(tok_doc):
        return np.zeros(0, dtype=bool)
    if not len(doc):
        return np.zeros(len(tok_doc), dtype=bool)
    # one line for all documents, far enough apart that no interval joins another document's
    width = int(max(ends.max(), tok_end.max())) + 2
    s, e = doc * width + starts, doc * width + ends
    order = np.argsort(s, kind="stable")
    s, e = s[order], e[order]
    reach = np.maximum.accumulate(e)
    opens = np.ones(len(s), dtype=bool)
    opens[1:] = s[1:] > reach[:-1]
    group_start = s[opens]
    group_end = np.maximum.reduceat(e, np.flatnonzero(opens))
    ts, te = tok_doc * width + tok_start, tok_doc * width + tok_end
    i = np.searchsorted(group_start, ts, side="right") - 1
    return (i >= 0) & (group_end[np.maximum(i, 0)] >= te)
