"""Official i2b2 2014 scoring: tokens, strict, relaxed, micro/macro, HIPAA, leakage.

The official script (kotfic/i2b2_evaluation_scripts, ``evaluate.py phi SYSTEM/ GOLD/``, in
the version with binary evaluations that Friedrich et al. used) is reproduced exactly:

* **token**: each tag's covered text ``text[start:end]`` is split with
  ``re.split(r'([a-zA-Z0-9]+)')``; every ASCII alphanumeric run is a token keyed by its
  absolute offsets plus the tag name and TYPE (offsets only when binary). Quirk kept: a tag
  without any alphanumeric character yields one *empty* token at its end offset.
* **strict**: a tag is keyed by (tag name, TYPE, start, end), names and TYPEs compared
  upper-cased (token keys compare them as written, as the official script does).
* **relaxed**: as strict but the end offsets may differ by at most 2. The official script
  does this with Python sets whose ``__eq__`` is not transitive; the same set operations are
  used here (so the rare case of two tags with the same start and close ends counts as
  the official script counts it).
* **binary**: keys without tag name and TYPE.
* **HIPAA**: only tags whose (tag name, TYPE) match one of the official regexes (anchored at
  the start, case-sensitive). The official IDNUM regex is ``"IDNUM "`` with a trailing space
  and never matches: IDNUM is *not* HIPAA by default; ``idnum_hipaa=True`` counts it.
* keys are collected in **sets** per document, so duplicates count once;
  per document tp = |gold ∩ system|, fp = |system − gold|, fn = |gold − system|.
* **micro**: P = Σtp / (Σtp + Σfp), R = Σtp / (Σtp + Σfn), 0.0 when a denominator is 0;
  F1 = 2PR / (P + R), 0.0 when P + R = 0.
* **macro**: the mean over documents of the per-document P and R (a document with no gold
  and no system items has P = R = 0.0 and *still counts* in the mean, as in the official
  script), F1 = F(mean P, mean R); the standard deviations are the population ones
  (``numpy.std``), as the official script prints them.

Per category (the tag name: NAME, LOCATION...) and per TYPE (PATIENT, CITY...) figures apply
the filter to gold and system alike (the official "NAME Token" evaluations are
``token``/``NAME`` here, "NAME HIPAA Strict" is ``hipaa_strict``/``NAME``).

**Binary models** (beyond the official script): their tags ``B-PHI``/``I-PHI`` (tokens
tables) or ``<PHI TYPE="PHI">`` (XML, as ``deidkit export`` writes them) claim PHI without a
TYPE. They count in the ``all`` row of every evaluation, as HIPAA PHI: the binary
evaluations score them by their offsets (the main figure, binary HIPAA token, included: a
binary model's tag on a non-HIPAA PHI is a false positive there), and the typed evaluations
count each as a false positive. The official script would drop them from every HIPAA
evaluation, leaving a binary model with no HIPAA predictions at all.

**Leakage** (Berg & Dalianis) is not 1 − recall: over the gold PHI tokens of the token
evaluation (non-empty alphanumeric runs of gold tags, distinct by offsets), a token is
*leaked* when some of its characters are not covered by any predicted PHI tag, whatever the
predicted type or boundaries. leakage = leaked / gold PHI tokens (0.0 when there are none).

**Redaction rate** (over-redaction; beyond the official script): predicted PHI tokens per
1,000 tokens. A document's tokens are the tokens of the token evaluation in its whole text
(its non-empty ASCII alphanumeric runs); its predicted PHI tokens are the non-empty
alphanumeric runs of its predicted tags, of any TYPE, distinct by offsets (as leakage counts
gold PHI tokens). rate = 1000 * Σ predicted PHI tokens / Σ tokens (0.0 without tokens). It
needs no gold labels: on a table without them it is the one figure (``labelled=False``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

import numpy as np

from deidkit.corpus.i2b2 import CATEGORIES, TYPE_CATEGORY
from deidkit.errors import DataError
from deidkit.labels import BINARY_TYPE, is_hipaa

#: (``PHITag.tag_types``); other elements under <TAGS> are ignored.
OFFICIAL_TAG_NAMES: tuple[str, ...] = ("PHI",) + tuple(CATEGORIES)
OFFICIAL_NAME_ORDER = {name: i for i, name in enumerate(OFFICIAL_TAG_NAMES)}

#: The official tokenizer of the token evaluation.
TOKEN_RE = re.compile(r"([a-zA-Z0-9]+)")

RELAXED_END_DISTANCE = 2
MODES = ("token", "strict", "relaxed")

#: Evaluation names, the main one (binary HIPAA token) first.
EVALUATIONS: tuple[str, ...] = tuple(
    f"{'binary_' if binary else ''}{'hipaa_' if hipaa else ''}{mode}"
    for binary in (True, False) for hipaa in (True, False) for mode in MODES)
MAIN_EVALUATION = "binary_hipaa_token"
LEAKAGE_EVALUATIONS = ("leakage", "hipaa_leakage")
#: The redaction rate's evaluation (one category, ``all``) and its unit in tokens.
REDACTION_EVALUATION = "redaction"
PER_TOKENS = 1000

#: The official script's report labels -> deidkit (evaluation, category).
OFFICIAL_LABELS: dict[str, tuple[str, str]] = {
    "Token": ("token", "all"), "Strict": ("strict", "all"), "Relaxed": ("relaxed", "all"),
    "HIPAA Token": ("hipaa_token", "all"), "HIPAA Strict": ("hipaa_strict", "all"),
    "HIPAA Relaxed": ("hipaa_relaxed", "all"), "Binary Token": ("binary_token", "all"),
    "Binary Strict": ("binary_strict", "all"), "Binary HIPAA Token": ("binary_hipaa_token", "all"),
    "Binary HIPAA Strict": ("binary_hipaa_strict", "all"),
    **{f"{c} {label}": (ev, c) for c in CATEGORIES for label, ev in
       (("Token", "token"), ("Strict", "strict"), ("HIPAA Token", "hipaa_token"),
        ("HIPAA Strict", "hipaa_strict"))},
}

#: Rows of the output: 'all', the categories, then the TYPEs that are not also a category.
CATEGORY_ROWS: tuple[str, ...] = ("all",) + tuple(CATEGORIES) + tuple(
    t for types in CATEGORIES.values() for t in types if t not in CATEGORIES)


def hipaa_rows(*, idnum_hipaa: bool = False) -> tuple[str, ...]:
    """The category rows a HIPAA evaluation reports: all, every category, HIPAA TYPEs."""
    rows = ["all"]
    for row in CATEGORY_ROWS[1:]:
        if row in CATEGORIES:
            # every category, as the official script reports "<NAME> HIPAA Token" for all
            # eight (PROFESSION and OTHER are always 0 there)
            rows.append(row)
        elif is_hipaa(TYPE_CATEGORY[row], row, idnum_hipaa=idnum_hipaa):
            rows.append(row)
    return tuple(rows)


def official_tokens(text: str, start: int) -> tuple[tuple[int, int], ...]:
    """The tokens of the official token evaluation for a tag covering ``text`` from ``start``:
    (start, end) of each ASCII alphanumeric run; a text without any gives one empty token at
    its end (the official tokenizer's special case for text without a token)."""
    spans = tuple((start + m.start(), start + m.end()) for m in TOKEN_RE.finditer(text))
    if not spans:
        end = start + len(text)
        return ((end, end),)
    return spans


def text_tokens(text: str) -> int:
    """How many tokens the token evaluation finds in ``text``: its ASCII alphanumeric runs."""
    return sum(1 for _ in TOKEN_RE.finditer(text))


def redaction_rate(redacted, tokens) -> float:
    """Predicted PHI tokens per :data:`PER_TOKENS` tokens; 0.0 without tokens."""
    return PER_TOKENS * redacted / float(tokens) if tokens else 0.0


@dataclass(frozen=True)
class PhiTag:
    """A tag as the evaluation sees it; ``tokens`` are its official token spans."""

    name: str
    type: str
    start: int
    end: int
    tokens: tuple[tuple[int, int], ...]


def official_order(tags: Iterable[PhiTag]) -> list[PhiTag]:
    # The official script reads tags grouped by tag name (in PHITag.tag_types order), then
    # in document order; the insertion order matters only for relaxed duplicates.
    # (stable: within a name, the given order is kept)
    return sorted(tags, key=lambda t: OFFICIAL_NAME_ORDER.get(t.name, len(OFFICIAL_NAME_ORDER)))


def check_type(type_: str, *, source: str | None, where: str = "") -> str:
    """``type_`` if it is an i2b2 2014 TYPE (any case); DataError otherwise."""
    if type_.upper() not in TYPE_CATEGORY:
        raise DataError(f"unknown TYPE '{type_}'{where}; expected one of the i2b2 2014 TYPEs "
                        f"({', '.join(sorted(TYPE_CATEGORY))})", source=source)
    return type_


class _Fuzzy:
    """A relaxed key: equal when everything but the end is equal and the ends differ by at
    most 2; the hash ignores the end (as the official ``fuzzy_end_equality``)."""

    __slots__ = ("rest", "end")

    def __init__(self, rest: tuple, end: int):
        self.rest = rest
        self.end = end

    def __hash__(self):
        return hash(self.rest)

    def __eq__(self, other):
        return self.rest == other.rest and abs(self.end - other.end) <= RELAXED_END_DISTANCE


def _items(tags: Sequence[PhiTag], mode: str, binary: bool) -> list[tuple[object, PhiTag]]:
    if mode == "token":
        if binary:
            return [(span, t) for t in tags for span in t.tokens]
        return [((t.name, t.type, s, e), t) for t in tags for s, e in t.tokens]
    if mode == "strict":
        if binary:
            return [((t.start, t.end), t) for t in tags]
        return [((t.name.upper(), t.start, t.end, t.type.upper()), t) for t in tags]
    if binary:
        return [(_Fuzzy((t.start,), t.end), t) for t in tags]
    return [(_Fuzzy((t.name.upper(), t.start, t.type.upper()), t.end), t) for t in tags]


class _Groups:
    """Which output rows a tag counts in, plain and HIPAA (memoised per name and TYPE)."""

    def __init__(self, idnum_hipaa: bool):
        self.idnum_hipaa = idnum_hipaa
        self._cache: dict[tuple[str, str], tuple[tuple[str, ...], tuple[str, ...]]] = {}

    def __call__(self, tag: PhiTag) -> tuple[tuple[str, ...], tuple[str, ...]]:
        key = (tag.name, tag.type)
        found = self._cache.get(key)
        if found is None:
            upper = tag.type.upper()
            plain = ("all", tag.name)
            if upper not in CATEGORIES and upper != tag.name:
                plain += (upper,)
            hipaa = plain if is_hipaa(tag.name, tag.type, idnum_hipaa=self.idnum_hipaa) else ()
            if key == (BINARY_TYPE, BINARY_TYPE):
                # A binary model's tag claims PHI without a TYPE: it counts in 'all' only,
                # and as HIPAA PHI, so the binary HIPAA figures score it (a match needs only
                # the offsets; typed evaluations count it as a false positive).
                plain = hipaa = ("all",)
            found = self._cache[key] = (plain, hipaa)
        return found


@dataclass
class DocumentPair:
    doc_id: str
    gold: list[PhiTag]
    system: list[PhiTag]
    #: the tokens of the document's text (:func:`text_tokens`), the redaction rate's base
    tokens: int = 0

    def redacted(self) -> int:
        """Predicted PHI tokens: the non-empty official tokens of the system tags, distinct
        by offsets."""
        return len({span for tag in self.system for span in tag.tokens if span[0] < span[1]})


@dataclass
class Scores:
    """Per-document counts of every (evaluation, category), and the figures from them."""

    doc_ids: list[str]
    idnum_hipaa: bool = False
    #: (evaluation, category) -> int64 array of shape (documents, 3): tp, fp, fn
    counts: dict[tuple[str, str], np.ndarray] = field(default_factory=dict)
    #: (leakage evaluation, category) -> int64 array of shape (documents, 2): leaked, gold
    #: PHI tokens
    leakage: dict[tuple[str, str], np.ndarray] = field(default_factory=dict)
    #: gold documents that had no system document (counted as empty predictions)
    missing: list[str] = field(default_factory=list)
    #: int64 array of shape (documents, 2): predicted PHI tokens, tokens
    redaction: np.ndarray = field(default_factory=lambda: np.zeros((0, 2), np.int64))
    #: False: no gold labels, the redaction rate is the one figure
    labelled: bool = True

    def rows(self) -> list[tuple[str, str]]:
        return result_rows(idnum_hipaa=self.idnum_hipaa)

    def to_dict(self) -> dict:
        sums = {row: document_sums(counts) for row, counts in self.counts.items()}
        sums.update({row: dict(zip(("leaked", "phi_tokens"), map(int, counts.sum(axis=0))))
                     for row, counts in self.leakage.items()})
        sums[(REDACTION_EVALUATION, "all")] = dict(zip(("redacted", "tokens"), map(
            int, self.redaction.sum(axis=0))))
        return scores_from_sums(sums, len(self.doc_ids), idnum_hipaa=self.idnum_hipaa,
                                labelled=self.labelled)


def result_rows(*, idnum_hipaa: bool = False) -> list[tuple[str, str]]:
    """Every (evaluation, category) of the result but the leakage ones."""
    hip = hipaa_rows(idnum_hipaa=idnum_hipaa)
    return [(ev, cat) for ev in EVALUATIONS for cat in (hip if "hipaa" in ev else CATEGORY_ROWS)]


def document_counts(pair: DocumentPair, *, idnum_hipaa: bool = False) -> list[dict]:
    """The counts of one document: a dict per (``evaluation``, ``category``) where it has
    any, with the :func:`document_sums` of its tp/fp/fn (:data:`SUM_FIELDS`) or, for the
    leakage evaluations, ``leaked`` and ``phi_tokens``, and the ``redaction`` row's
    ``redacted`` and ``tokens``. Summed field by field over the documents, these give the
    corpus' figures (:func:`scores_from_sums`), in any order: how a cluster engine scores a
    corpus of any size."""
    scores = score([pair], idnum_hipaa=idnum_hipaa)
    rows = [{"evaluation": ev, "category": cat, **document_sums(counts)}
            for (ev, cat), counts in scores.counts.items() if counts.any()]
    rows += [{"evaluation": ev, "category": cat, "leaked": int(counts[0, 0]),
              "phi_tokens": int(counts[0, 1])}
             for (ev, cat), counts in scores.leakage.items()]
    return rows + [{"evaluation": REDACTION_EVALUATION, "category": "all",
                    "redacted": pair.redacted(), "tokens": int(pair.tokens)}]


def redaction_figures(sums: Mapping) -> dict:
    """``tokens``, ``redacted`` and ``redaction_rate`` from the summed counts."""
    redacted, tokens = int(sums.get("redacted") or 0), int(sums.get("tokens") or 0)
    return {"tokens": tokens, "redacted": redacted,
            "redaction_rate": redaction_rate(redacted, tokens)}


def scores_from_sums(sums: Mapping[tuple[str, str], Mapping], documents: int, *,
                     idnum_hipaa: bool = False, labelled: bool = True) -> dict:
    """:meth:`Scores.to_dict` from the sums over ``documents`` documents per (evaluation,
    category): :data:`SUM_FIELDS` (:func:`figures_from_sums`) or, for the leakage
    evaluations, ``leaked`` and ``phi_tokens``, and for the redaction rate ``redacted`` and
    ``tokens``; a missing row or field sums to 0. ``labelled=False`` (no gold labels): the
    redaction rate alone."""
    redaction = {REDACTION_EVALUATION: {"all": redaction_figures(
        sums.get((REDACTION_EVALUATION, "all"), {}))}}
    if not labelled:
        return redaction
    out: dict = {}
    for ev, cat in result_rows(idnum_hipaa=idnum_hipaa):
        out.setdefault(ev, {})[cat] = figures_from_sums(sums.get((ev, cat), {}), documents)
    hip = hipaa_rows(idnum_hipaa=idnum_hipaa)
    for ev in LEAKAGE_EVALUATIONS:
        out[ev] = {}
        for cat in (hip if ev == "hipaa_leakage" else CATEGORY_ROWS):
            found = sums.get((ev, cat), {})
            leaked, total = int(found.get("leaked") or 0), int(found.get("phi_tokens") or 0)
            out[ev][cat] = {"phi_tokens": total, "leaked": leaked,
                            "leakage": leaked / float(total) if total else 0.0}
    out.update(redaction)
    return out


def precision(tp, fp) -> float:
    return tp / float(tp + fp) if tp + fp else 0.0


def recall(tp, fn) -> float:
    return tp / float(tp + fn) if tp + fn else 0.0


def f_beta(p: float, r: float, beta: float = 1.0) -> float:
    # Written as the official Evaluate.F_beta for identical rounding.
    try:
        return (1 + beta ** 2) * ((p * r) / (p + r))
    except ZeroDivisionError:
        return 0.0


#: What the figures of an (evaluation, category) need from each document, summed: the
#: micro counts, the document's precision and recall (p, r) and their squares (macro).
SUM_FIELDS = ("tp", "fp", "fn", "p", "p2", "r", "r2")


def document_sums(counts: np.ndarray) -> dict:
    """The :data:`SUM_FIELDS` summed over per-document (tp, fp, fn) counts of shape
    (documents, 3); a document's p (r) is 0.0 when it has no system (gold) item."""
    counts = np.asarray(counts, dtype=np.int64).reshape(-1, 3)
    d_tp, d_fp, d_fn = counts[:, 0], counts[:, 1], counts[:, 2]
    with np.errstate(divide="ignore", invalid="ignore"):
        ps = np.where(d_tp + d_fp > 0, d_tp / np.maximum(d_tp + d_fp, 1), 0.0)
        rs = np.where(d_tp + d_fn > 0, d_tp / np.maximum(d_tp + d_fn, 1), 0.0)
    return {"tp": int(d_tp.sum()), "fp": int(d_fp.sum()), "fn": int(d_fn.sum()),
            "p": float(ps.sum()), "p2": float((ps * ps).sum()),
            "r": float(rs.sum()), "r2": float((rs * rs).sum())}


def figures_from_sums(sums: Mapping, documents: int) -> dict:
    """Micro and macro P/R/F1 from :data:`SUM_FIELDS` summed over ``documents`` documents
    (those without a count still count in the macro means, with p = r = 0); the standard
    deviations are the population ones, sqrt(mean of squares - square of mean)."""
    tp, fp, fn, ps, p2, rs, r2 = (sums.get(k) or 0 for k in SUM_FIELDS)
    tp, fp, fn = int(tp), int(fp), int(fn)
    p, r = precision(tp, fp), recall(tp, fn)
    out = {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": f_beta(p, r)}
    mp, mr = (float(x) / documents if documents else 0.0 for x in (ps, rs))
    sd_p, sd_r = (float(np.sqrt(max(float(sq) / documents - m * m, 0.0))) if documents else 0.0
                  for sq, m in ((p2, mp), (r2, mr)))
    out.update(macro_precision=mp, macro_recall=mr, macro_f1=f_beta(mp, mr),
               macro_precision_sd=sd_p, macro_recall_sd=sd_r)
    return out


def figures(counts: np.ndarray) -> dict:
    """Micro and macro P/R/F1 from per-document (tp, fp, fn) counts."""
    return figures_from_sums(document_sums(counts), len(counts))


def covered_by(spans: Sequence[tuple[int, int]]):
    """A predicate: is [s, e) inside the union of ``spans``?"""
    merged: list[list[int]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    starts = [m[0] for m in merged]

    def inside(s: int, e: int) -> bool:
        i = bisect_right(starts, s) - 1
        return i >= 0 and merged[i][1] >= e

    return inside


def score(pairs: Sequence[DocumentPair], *, idnum_hipaa: bool = False,
          missing: Sequence[str] = (), labelled: bool = True) -> Scores:
    """Count every evaluation over the document pairs (one row of counts per pair);
    ``labelled=False`` (no gold labels): the redaction rate's counts alone."""
    n = len(pairs)
    result = Scores(doc_ids=[p.doc_id for p in pairs], idnum_hipaa=idnum_hipaa,
                    missing=list(missing), labelled=labelled,
                    redaction=np.array([(p.redacted(), p.tokens) for p in pairs],
                                       dtype=np.int64).reshape(n, 2))
    if not labelled:
        return result
    groups = _Groups(idnum_hipaa)
    counts = result.counts
    row_cache: dict[tuple[str, str, int], tuple] = {}

    def rows_of(plain_name, hipaa_name, group) -> tuple:
        """The output rows (evaluation, category) a tag of ``group`` counts in."""
        key = (plain_name, hipaa_name, id(group))
        found = row_cache.get(key)
        if found is None:
            plain, hipaa = group
            found = row_cache[key] = (tuple((plain_name, c) for c in plain)
                                      + tuple((hipaa_name, c) for c in hipaa))
        return found

    for i, pair in enumerate(pairs):
        local: dict[tuple[str, str], list[int]] = {}
        for binary in (True, False):
            for mode in MODES:
                plain_name = f"{'binary_' if binary else ''}{mode}"
                hipaa_name = f"{'binary_' if binary else ''}hipaa_{mode}"
                if mode == "relaxed":
                    _count_with_sets(pair, mode, binary, plain_name, hipaa_name, groups, rows_of,
                                     local)
                else:
                    _count_exact(pair, mode, binary, plain_name, hipaa_name, groups, rows_of,
                                 local)
        for row, (tp, fp, fn) in local.items():
            array = counts.get(row)
            if array is None:
                array = counts[row] = np.zeros((n, 3), dtype=np.int64)
            array[i] = (tp, fp, fn)
        leaked: dict[tuple[str, str], list[int]] = {}
        _leakage(pair, groups, leaked)
        for row, pair_counts in leaked.items():
            array = result.leakage.get(row)
            if array is None:
                array = result.leakage[row] = np.zeros((n, 2), dtype=np.int64)
            array[i] = pair_counts
    return result


def _count_exact(pair, mode, binary, plain_name, hipaa_name, groups, rows_of, local) -> None:
    """Exact keys (token, strict): equivalent to the official per-row set algebra, in one
    pass. A key is in the gold set of a row when some gold tag producing it counts in that
    row; likewise for the system."""
    sides = []
    for tags in (pair.gold, pair.system):
        keyed: dict = {}
        for key, tag in _items(tags, mode, binary):
            rows = rows_of(plain_name, hipaa_name, groups(tag))
            have = keyed.get(key)
            if have is None:
                keyed[key] = rows
            elif have is not rows:
                keyed[key] = tuple(dict.fromkeys(have + rows))
        sides.append(keyed)
    gold, system = sides
    for key, g_rows in gold.items():
        s_rows = system.get(key)
        if s_rows is None:
            for row in g_rows:
                local.setdefault(row, [0, 0, 0])[2] += 1
        elif s_rows is g_rows:
            for row in g_rows:
                local.setdefault(row, [0, 0, 0])[0] += 1
        else:
            for row in g_rows:
                local.setdefault(row, [0, 0, 0])[0 if row in s_rows else 2] += 1
            for row in s_rows:
                if row not in g_rows:
                    local.setdefault(row, [0, 0, 0])[1] += 1
    for key, s_rows in system.items():
        if key not in gold:
            for row in s_rows:
                local.setdefault(row, [0, 0, 0])[1] += 1


def _count_with_sets(pair, mode, binary, plain_name, hipaa_name, groups, rows_of, local) -> None:
    """Relaxed keys are not transitive: use the official set operations, per row, with
    keys inserted in the official order."""
    sides = []
    for tags in (pair.gold, pair.system):
        by_row: dict[tuple[str, str], list] = {}
        for key, tag in _items(tags, mode, binary):
            for row in rows_of(plain_name, hipaa_name, groups(tag)):
                by_row.setdefault(row, []).append(key)
        sides.append(by_row)
    gold_rows, sys_rows = sides
    for row in gold_rows.keys() | sys_rows.keys():
        gold = set(gold_rows.get(row, ()))
        system = set(sys_rows.get(row, ()))
        # the official operations, operands in its order (the smaller set is iterated)
        local[row] = [len(gold.intersection(system)), len(system - gold), len(gold - system)]


def _leakage(pair: DocumentPair, groups: _Groups, acc: dict) -> None:
    inside = covered_by([(t.start, t.end) for t in pair.system])
    seen: dict[tuple[str, str], set] = {}
    for tag in pair.gold:
        plain, hipaa = groups(tag)
        for s, e in tag.tokens:
            if s == e:
                continue  # the official empty token of a tag without alphanumerics
            leaked = not inside(s, e)
            for ev, cats in (("leakage", plain), ("hipaa_leakage", hipaa)):
                for cat in cats:
                    key = (ev, cat)
                    if (s, e) in seen.setdefault(key, set()):
                        continue
                    seen[key].add((s, e))
                    entry = acc.setdefault(key, [0, 0])
                    entry[0] += leaked
                    entry[1] += 1
