"""What ``deidkit report`` shows, computed from a tokens table with gold ``labels`` and
``predicted`` labels (and, when present, ``phi_probability``): the official figures
(:mod:`deidkit.evaluate`), the precision-recall points of :func:`deidkit.evaluate.curve.
curve_points`, the TYPE confusion over tagger tokens, and every error in its sentence.

Errors are read off the IOB2 spans of both columns:

* a **false negative** is a gold span without a predicted span of the same tokens and TYPE
  (a binary model's ``PHI`` matches any TYPE), grouped by its gold TYPE. Its kind:
  ``missed`` (every official token of it leaked), ``partly missed`` (some leaked), ``wrong
  TYPE`` (same tokens, other TYPE) or ``wrong boundaries`` (covered, other spans). Leaked
  tokens are counted as the leakage metric counts them (:func:`deidkit.evaluate.official.
  covered_by`), so the leaked tokens of all false negatives add up to its ``leaked``;
* a **false positive** is a predicted span that covers no gold PHI token, grouped by its
  predicted TYPE (predicted spans that overlap gold PHI show with that false negative).

Over-redaction is read off the tagger tokens that hold a letter or digit (those the
redaction rate counts, :mod:`deidkit.evaluate.official`): per string, how often it was
predicted PHI where the gold label is ``O``, and of its occurrences with gold ``O`` the
share predicted PHI (:func:`redacted_strings`). A table that ``tag`` wrote (with
``phi_source``) adds the figures by source (:mod:`deidkit.evaluate.sources`), as
``evaluate --by-source`` prints them. A table without gold labels
(:func:`deidkit.evaluate.tokens.has_no_gold`) gets the redaction rate and its most often
redacted strings (of all their occurrences, the share predicted PHI), and nothing that
needs gold labels.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.errors import DataError
from deidkit.evaluate.curve import CURVE_COLUMN, curve_points
from deidkit.evaluate.official import covered_by, official_tokens, score
from deidkit.evaluate.sources import source_breakdown
from deidkit.evaluate.tokens import RUN, FlatTokens, table_pairing
from deidkit.labels import BINARY_TYPE, OUTSIDE
from deidkit.phi_source import SOURCE_COLUMN

#: Error kinds, in the order the report lists them (false negatives first).
MISSED, PARTLY_MISSED, WRONG_TYPE, WRONG_BOUNDARIES, FALSE_POSITIVE = (
    "missed", "partly missed", "wrong TYPE", "wrong boundaries", "false positive")
FN_KINDS = (MISSED, PARTLY_MISSED, WRONG_TYPE, WRONG_BOUNDARIES)


@dataclass
class Sentence:
    """A sentence as the report shows it: per token its text (None with ``text=False``),
    the blank before it, and its gold and predicted TYPE ('' for O)."""

    doc_id: str
    sentence: int
    tokens: list[str] | None
    gaps: list[str] | None
    gold: list[str]
    predicted: list[str]


@dataclass
class ErrorCase:
    kind: str
    type: str                     # gold TYPE (false negatives), predicted TYPE (false positives)
    sentence: Sentence
    first: int                    # token positions in the sentence, inclusive
    last: int
    other_types: tuple[str, ...]  # predicted TYPEs over a false negative's tokens
    leaked: int = 0               # official tokens of a false negative not covered
    phi_tokens: int = 0           # official tokens of a false negative


@dataclass
class RedactedString:
    """A token string predicted PHI: ``redacted`` of its ``occurrences`` (with gold labels:
    where gold says not PHI, and only those)."""

    text: str
    redacted: int
    occurrences: int

    @property
    def share(self) -> float:
        return self.redacted / self.occurrences


@dataclass
class ReportData:
    """Everything the HTML shows; :func:`deidkit.report.html.render` renders it."""

    source: str
    text: bool
    documents: int
    sentences: int
    tokens: int
    evaluation: dict                       # the ``evaluate --json`` dict of the table
    confusion: dict[tuple[str, str], int]  # (gold TYPE, predicted TYPE) -> tagger tokens
    errors: list[ErrorCase]
    curve: dict | None = None              # curve_points, when phi_probability is there
    phi_threshold: float | None = None     # the threshold `tag` recorded, if any
    evaluation_file: tuple[str, dict] | None = None
    attack_file: tuple[str, dict] | None = None
    notes: list[str] = field(default_factory=list)
    labelled: bool = True                  # False: no gold labels (the redaction rate alone)
    over_redacted: int = 0                 # tagger tokens predicted PHI, gold O (all, unlabelled)
    redacted_strings: list[RedactedString] = field(default_factory=list)  # [] with text=False
    by_source: dict | None = None          # source_breakdown, when phi_source is there


def _types(labels: np.ndarray) -> np.ndarray:
    """IOB2 labels -> TYPEs ('' for O)."""
    return np.array(["" if label == OUTSIDE else label[2:] for label in labels.tolist()],
                    dtype=object)


def _sentence(flat: FlatTokens, row: int, gold: np.ndarray, pred: np.ndarray, *,
              text: bool) -> Sentence:
    a, b = int(flat.row_offsets[row]), int(flat.row_offsets[row + 1])
    tokens = gaps = None
    if text:
        tokens = [str(t) for t in flat.tokens[a:b]]
        gaps = [""] + [" " if flat.starts[k] > flat.ends[k - 1] else "" for k in range(a + 1, b)]
        if not flat.has_offsets:  # laid out one space apart: show them so
            gaps = [""] + [" "] * (b - a - 1)
    return Sentence(str(flat.doc_ids[row]), int(flat.sentences[row]), tokens, gaps,
                    gold[a:b].tolist(), pred[a:b].tolist())


def find_errors(flat: FlatTokens, gold_column: str, pred_column: str, *,
                text: bool = True) -> list[ErrorCase]:
    """The false negatives and false positives of ``pred_column`` against ``gold_column``
    (see the module doc), in table order."""
    gold, pred = _types(flat.labels(gold_column)), _types(flat.labels(pred_column))
    gold_spans, pred_spans = flat.spans(gold_column), flat.spans(pred_column)
    predicted_at = {(s.first, s.last): s.type for s in pred_spans}
    covered = {}  # doc_id -> predicate over character offsets, as the leakage metric has it
    by_doc: dict[str, list[tuple[int, int]]] = {}
    for s in pred_spans:
        by_doc.setdefault(s.doc_id, []).append(flat.offsets(s))
    sentences: dict[int, Sentence] = {}

    def sentence(row):
        if row not in sentences:
            sentences[row] = _sentence(flat, row, gold, pred, text=text)
        return sentences[row]

    found: list[tuple[int, ErrorCase]] = []
    for s in gold_spans:
        claimed = predicted_at.get((s.first, s.last))
        if claimed is not None and claimed in (s.type, BINARY_TYPE):
            continue
        if s.doc_id not in covered:
            covered[s.doc_id] = covered_by(by_doc.get(s.doc_id, []))
        start, _ = flat.offsets(s)
        pieces = [t for t in official_tokens(flat.tag_text(s.first, s.last), start) if t[0] < t[1]]
        leaked = sum(not covered[s.doc_id](a, b) for a, b in pieces)
        if leaked and leaked == len(pieces):
            kind = MISSED
        elif leaked:
            kind = PARTLY_MISSED
        elif claimed is not None:
            kind = WRONG_TYPE
        else:
            kind = WRONG_BOUNDARIES
        base = int(flat.row_offsets[s.row])
        others = tuple(dict.fromkeys(t for t in pred[s.first:s.last + 1].tolist() if t))
        found.append((s.first, ErrorCase(kind, s.type, sentence(s.row), s.first - base,
                                         s.last - base, others, leaked, len(pieces))))
    for s in pred_spans:
        if any(gold[s.first:s.last + 1]):
            continue
        base = int(flat.row_offsets[s.row])
        found.append((s.first, ErrorCase(FALSE_POSITIVE, s.type, sentence(s.row),
                                         s.first - base, s.last - base, ())))
    found.sort(key=lambda item: item[0])
    return [case for _, case in found]


def type_confusion(flat: FlatTokens, gold_column: str, pred_column: str
                   ) -> dict[tuple[str, str], int]:
    """(gold TYPE, predicted TYPE) -> tagger tokens ('O' for no PHI)."""
    gold = _types(flat.labels(gold_column))
    pred = _types(flat.labels(pred_column))
    return dict(Counter(zip((g or OUTSIDE for g in gold.tolist()),
                            (p or OUTSIDE for p in pred.tolist()))))


def redacted_strings(flat: FlatTokens, pred_column: str, gold_column: str | None = None
                     ) -> tuple[int, list[RedactedString]]:
    """(tagger tokens counted, the strings) of the over-redaction: tokens holding a letter
    or digit predicted PHI where ``gold_column`` says ``O`` (no ``gold_column``: every token
    predicted PHI), grouped by string, most often first (then by share, then by string);
    ``occurrences`` counts the string's tokens with gold ``O`` (or all of them)."""
    if not len(flat.tokens):
        return 0, []
    tokens = flat.tokens
    words = pc.match_substring_regex(pa.array(tokens, pa.string()), RUN).to_numpy(
        zero_copy_only=False)
    if gold_column is not None:
        words = words & (flat.labels(gold_column) == OUTSIDE)
    redacted = words & (flat.labels(pred_column) != OUTSIDE)
    counts = Counter(tokens[redacted].tolist())
    occurrences = Counter(t for t in tokens[words].tolist() if t in counts)
    found = [RedactedString(t, n, occurrences[t]) for t, n in counts.items()]
    found.sort(key=lambda s: (-s.redacted, -s.share, s.text))
    return int(redacted.sum()), found


def build_report(table: pa.Table, *, source: str = "<stdin>", gold_column: str = "labels",
                 pred_column: str = "predicted", text: bool = True, idnum_hipaa: bool = False,
                 evaluation_file: tuple[str, dict] | None = None,
                 attack_file: tuple[str, dict] | None = None) -> ReportData:
    """The report's content for ``table`` (every sentence must have both label columns, or
    the gold column must be null in every one: no gold labels). ``text=False`` keeps no
    token string. ``evaluation_file`` and ``attack_file``: (name,
    dict) of an ``evaluate --json`` and an ``attack --json`` output, checked here."""
    from deidkit.pipeline.metadata import recorded_threshold
    from deidkit.report.files import check_attack, check_evaluation

    pairing = table_pairing(table, gold_column=gold_column, pred_column=pred_column,
                            source=source)
    labelled = pairing.labelled
    flat = FlatTokens(table, source=source, label_columns=(
        (gold_column, pred_column) if labelled else (pred_column,)))
    scores = score(pairing.pairs, idnum_hipaa=idnum_hipaa, labelled=labelled)
    over_redacted, strings = redacted_strings(flat, pred_column,
                                              gold_column if labelled else None)
    curve = None
    if CURVE_COLUMN in table.column_names and labelled:
        curve = curve_points(table, gold_column=gold_column, source=source)
    by_source = None
    if SOURCE_COLUMN in table.column_names and pred_column == "predicted":
        by_source = source_breakdown(table, pairing, source=source, pred_column=pred_column)
    threshold = recorded_threshold(table.schema, source=source)
    if evaluation_file is not None:
        check_evaluation(*evaluation_file)
    if attack_file is not None:
        check_attack(*attack_file)
    return ReportData(
        source=source, text=text, documents=len(scores.doc_ids), sentences=flat.num_rows,
        tokens=int(len(flat.tokens)),
        evaluation=scores.to_dict() if scores.doc_ids else {},
        confusion=type_confusion(flat, gold_column, pred_column) if labelled else {},
        errors=find_errors(flat, gold_column, pred_column, text=text) if labelled else [],
        curve=curve, phi_threshold=threshold, evaluation_file=evaluation_file,
        attack_file=attack_file, labelled=labelled, over_redacted=over_redacted,
        redacted_strings=strings if text else [], by_source=by_source)
