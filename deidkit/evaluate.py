"""Scoring de-identification as the official i2b2 2014 script does, and more.

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

Documents are compared as (gold tags, system tags) pairs: from two XML directories, from
gold XML plus a tokens table with ``predicted`` (tags assembled from IOB2 over the gold
texts), or from one tokens table with ``labels`` and ``predicted`` (texts rebuilt from the
tokens themselves: see :func:`evaluate_tokens`).
"""

from __future__ import annotations

import html
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit import schemas
from deidkit.corpus.i2b2 import (CATEGORIES, TYPE_CATEGORY, Document, Tag, find_files,
                                 read_document)
from deidkit.errors import DataError
from deidkit.labels import (BINARY_TYPE, HIPAA_REGEXES, LabelError, is_hipaa, iob2_spans,
                            tag_name)

#: The tag names (XML elements) the official script reads, in the order it reads them
#: (``PHITag.tag_types``); other elements under <TAGS> are ignored.
OFFICIAL_TAG_NAMES: tuple[str, ...] = ("PHI",) + tuple(CATEGORIES)
_NAME_ORDER = {name: i for i, name in enumerate(OFFICIAL_TAG_NAMES)}

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


@dataclass(frozen=True)
class PhiTag:
    """A tag as the evaluation sees it; ``tokens`` are its official token spans."""

    name: str
    type: str
    start: int
    end: int
    tokens: tuple[tuple[int, int], ...]


def _official_order(tags: Iterable[PhiTag]) -> list[PhiTag]:
    # The official script reads tags grouped by tag name (in PHITag.tag_types order), then
    # in document order; the insertion order matters only for relaxed duplicates.
    # (stable: within a name, the given order is kept)
    return sorted(tags, key=lambda t: _NAME_ORDER.get(t.name, len(_NAME_ORDER)))


def check_type(type_: str, *, source: str | None, where: str = "") -> str:
    """``type_`` if it is an i2b2 2014 TYPE (any case); DataError otherwise."""
    if type_.upper() not in TYPE_CATEGORY:
        raise DataError(f"unknown TYPE '{type_}'{where}; expected one of the i2b2 2014 TYPEs "
                        f"({', '.join(sorted(TYPE_CATEGORY))})", source=source)
    return type_


def document_tags(doc: Document) -> tuple[list[PhiTag], int]:
    """The PHI tags of an i2b2 document as the official script reads them, and the number of
    elements it ignores (tag names other than PHI and the eight categories)."""
    out = []
    ignored = getattr(doc, "ignored_elements", 0)
    for tag in doc.tags:
        if tag.tag not in _NAME_ORDER:
            ignored += 1
            continue
        if (tag.tag, tag.type) != (BINARY_TYPE, BINARY_TYPE):  # a binary model's tag
            check_type(tag.type, source=doc.source or doc.doc_id, where=f" (tag {tag.id or '?'})")
        out.append(PhiTag(tag.tag, tag.type, tag.start, tag.end,
                          official_tokens(doc.text[tag.start:tag.end], tag.start)))
    return _official_order(out), ignored


# ---------------------------------------------------------------------------------------
# Scoring

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


@dataclass
class Scores:
    """Per-document counts of every (evaluation, category), and the figures from them."""

    doc_ids: list[str]
    idnum_hipaa: bool = False
    #: (evaluation, category) -> int64 array of shape (documents, 3): tp, fp, fn
    counts: dict[tuple[str, str], np.ndarray] = field(default_factory=dict)
    #: (leakage evaluation, category) -> [leaked, gold PHI tokens]
    leakage: dict[tuple[str, str], list[int]] = field(default_factory=dict)
    #: gold documents that had no system document (counted as empty predictions)
    missing: list[str] = field(default_factory=list)

    def rows(self) -> list[tuple[str, str]]:
        hip = hipaa_rows(idnum_hipaa=self.idnum_hipaa)
        return [(ev, cat) for ev in EVALUATIONS
                for cat in (hip if "hipaa" in ev else CATEGORY_ROWS)]

    def figures(self, evaluation: str, category: str) -> dict:
        counts = self.counts.get((evaluation, category))
        if counts is None:
            counts = np.zeros((len(self.doc_ids), 3), dtype=np.int64)
        return figures(counts)

    def to_dict(self) -> dict:
        out: dict = {}
        for ev, cat in self.rows():
            out.setdefault(ev, {})[cat] = self.figures(ev, cat)
        hip = hipaa_rows(idnum_hipaa=self.idnum_hipaa)
        for ev in LEAKAGE_EVALUATIONS:
            out[ev] = {}
            for cat in (hip if ev == "hipaa_leakage" else CATEGORY_ROWS):
                leaked, total = self.leakage.get((ev, cat), (0, 0))
                out[ev][cat] = {"phi_tokens": int(total), "leaked": int(leaked),
                                "leakage": leaked / float(total) if total else 0.0}
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


def figures(counts: np.ndarray) -> dict:
    """Micro and macro P/R/F1 from per-document (tp, fp, fn) counts."""
    tp, fp, fn = (int(x) for x in counts.sum(axis=0)) if len(counts) else (0, 0, 0)
    p, r = precision(tp, fp), recall(tp, fn)
    out = {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": f_beta(p, r)}
    if len(counts):
        d_tp, d_fp, d_fn = counts[:, 0], counts[:, 1], counts[:, 2]
        with np.errstate(divide="ignore", invalid="ignore"):
            ps = np.where(d_tp + d_fp > 0, d_tp / np.maximum(d_tp + d_fp, 1), 0.0)
            rs = np.where(d_tp + d_fn > 0, d_tp / np.maximum(d_tp + d_fn, 1), 0.0)
        mp, mr = float(ps.mean()), float(rs.mean())
        out.update(macro_precision=mp, macro_recall=mr, macro_f1=f_beta(mp, mr),
                   macro_precision_sd=float(ps.std()), macro_recall_sd=float(rs.std()))
    else:
        out.update(macro_precision=0.0, macro_recall=0.0, macro_f1=0.0,
                   macro_precision_sd=0.0, macro_recall_sd=0.0)
    return out


def _covered(spans: Sequence[tuple[int, int]]):
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
          missing: Sequence[str] = ()) -> Scores:
    """Count every evaluation over the document pairs (one row of counts per pair)."""
    n = len(pairs)
    result = Scores(doc_ids=[p.doc_id for p in pairs], idnum_hipaa=idnum_hipaa,
                    missing=list(missing))
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
        _leakage(pair, groups, result.leakage)
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
    inside = _covered([(t.start, t.end) for t in pair.system])
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


# ---------------------------------------------------------------------------------------
# Documents from i2b2 XML

def read_official(path) -> Document:
    """An i2b2 XML document with its PHI tags as the official script reads them: every
    element named PHI or a category, in the order of the file, offsets as given (the
    deidkit reader drops tags outside the text; the official script scores them, an empty
    or truncated slice giving the tokenizer's empty token)."""
    import xml.etree.ElementTree as ET

    doc = read_document(path)
    source = str(path)
    root = ET.fromstring(Path(path).read_bytes())
    tags_el = root.find("TAGS")
    tags = []
    for name in OFFICIAL_TAG_NAMES:
        for el in (tags_el.findall(name) if tags_el is not None else ()):
            try:
                start, end = int(el.get("start")), int(el.get("end"))
            except (TypeError, ValueError):
                raise DataError(f"tag {el.get('id') or '?'} <{name}>: start/end missing or not "
                                f"integers (start={el.get('start')!r}, end={el.get('end')!r})",
                                source=source) from None
            tags.append(Tag(name, el.get("TYPE", ""), start, end, doc.text[start:end],
                            id=el.get("id", "")))
    out = Document(doc.doc_id, doc.text, tags, source=source, problems=list(doc.problems))
    # elements the official script does not read (counted, for a warning)
    out.ignored_elements = sum(  # type: ignore[attr-defined]
        1 for el in (tags_el if tags_el is not None else ()) if el.tag not in _NAME_ORDER)
    return out


def read_xml_dir(path, *, role: str) -> dict[str, Document]:
    """The i2b2 XML documents under ``path`` by id (file stem); duplicates are an error."""
    docs: dict[str, Document] = {}
    for file in find_files([path]):
        doc = read_official(file)
        if doc.doc_id in docs:
            raise DataError(f"duplicate document id '{doc.doc_id}' in the {role} "
                            f"({docs[doc.doc_id].source} and {file})", source=str(path))
        docs[doc.doc_id] = doc
    return docs


def _first_difference(a: str, b: str) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


@dataclass
class Pairing:
    """Document pairs and what was noticed while pairing (for the CLI to report)."""

    pairs: list[DocumentPair]
    missing: list[str]            # gold documents without a system document
    extra: list[str]              # system documents without a gold document
    ignored_elements: int = 0     # XML elements that are not PHI tags
    problems: int = 0             # tags the XML reader dropped or doubted


def pair_documents(gold: Mapping[str, Document], system: Mapping[str, Document | list[PhiTag]],
                   *, skip_missing: bool = False) -> Pairing:
    """Pair gold documents with system documents (or ready system tags) by id.

    A gold document without a system one counts with no predictions (its PHI are false
    negatives) unless ``skip_missing`` (the official script's behaviour: left out)."""
    pairs, missing = [], []
    ignored = problems = 0
    for doc_id in sorted(gold):
        gdoc = gold[doc_id]
        gold_tags, n = document_tags(gdoc)
        ignored += n
        problems += len(gdoc.problems)
        sys_item = system.get(doc_id)
        if sys_item is None:
            missing.append(doc_id)
            if skip_missing:
                continue
            sys_tags: list[PhiTag] = []
        elif isinstance(sys_item, Document):
            if sys_item.text != gdoc.text:
                raise DataError(
                    f"the text of document '{doc_id}' differs from the gold standard's "
                    f"({gdoc.source}) from character {_first_difference(sys_item.text, gdoc.text)}: "
                    "system output must keep the gold text", source=sys_item.source or doc_id)
            sys_tags, n = document_tags(sys_item)
            ignored += n
            problems += len(sys_item.problems)
        else:
            sys_tags = sys_item
        pairs.append(DocumentPair(doc_id, gold_tags, sys_tags))
    extra = sorted(set(system) - set(gold))
    return Pairing(pairs, missing, extra, ignored, problems)


def evaluate(gold_docs: Iterable[Document], system_docs: Iterable[Document], *,
             idnum_hipaa: bool = False, skip_missing: bool = False) -> dict:
    """Score system documents against gold documents (matched by ``doc_id``).

    Returns ``{evaluation: {category: {tp, fp, fn, precision, recall, f1, macro_...}},
    "leakage": {category: {phi_tokens, leaked, leakage}}, "hipaa_leakage": {...}}``."""
    gold = _by_id(gold_docs, "gold")
    system = _by_id(system_docs, "system")
    pairing = pair_documents(gold, system, skip_missing=skip_missing)
    return score(pairing.pairs, idnum_hipaa=idnum_hipaa, missing=pairing.missing).to_dict()


def _by_id(docs: Iterable[Document], role: str) -> dict[str, Document]:
    out: dict[str, Document] = {}
    for doc in docs:
        if doc.doc_id in out:
            raise DataError(f"duplicate document id '{doc.doc_id}' in the {role} documents",
                            source=doc.source or None)
        out[doc.doc_id] = doc
    return out


# ---------------------------------------------------------------------------------------
# Tags from IOB2 token tables

@dataclass
class TokenSpan:
    """A tag assembled from IOB2 labels: tokens ``first..last`` (flat indices) of a row."""

    doc_id: str
    type: str
    row: int
    first: int
    last: int


_KNOWN_TYPES = frozenset(TYPE_CATEGORY) | {BINARY_TYPE}


class FlatTokens:
    """A tokens table flattened to per-token numpy arrays, with IOB2 tag assembly.

    Validation (one DataError naming the document and sentence): null or missing columns,
    label lists whose length differs from the tokens', labels that are not IOB2 over the
    i2b2 TYPEs, duplicate (doc_id, sentence) rows.
    """

    def __init__(self, table: pa.Table, *, source: str | None = None,
                 require: Sequence[str] = ()):
        schemas.validate(table.schema, schemas.TOKENS, source=source, require=require)
        self.source = source
        table = table.combine_chunks()
        self.num_rows = table.num_rows
        self.doc_ids = np.asarray(table.column("doc_id").to_numpy(zero_copy_only=False), dtype=object)
        if table.column("doc_id").null_count:
            raise DataError("column 'doc_id' has null values", source=source)
        self.sentences = table.column("sentence").to_numpy(zero_copy_only=False)
        tokens = table.column("tokens").chunk(0) if table.num_rows else None
        if table.num_rows and table.column("tokens").null_count:
            row = int(np.nonzero(table.column("tokens").is_null().to_numpy(zero_copy_only=False))[0][0])
            raise DataError(f"column 'tokens' is null in {self.where(row)}", source=source)
        self.lengths = (pc.list_value_length(tokens).to_numpy(zero_copy_only=False).astype(np.int64)
                        if tokens is not None else np.zeros(0, np.int64))
        self.row_offsets = np.concatenate([[0], np.cumsum(self.lengths)]).astype(np.int64)
        self.tokens = (pc.list_flatten(tokens).to_numpy(zero_copy_only=False)
                       if tokens is not None else np.zeros(0, object))
        self.has_offsets = "starts" in table.column_names and "ends" in table.column_names
        self._table = table
        self._check_duplicates()
        if self.has_offsets:
            self.starts = self._int_list("starts")
            self.ends = self._int_list("ends")
        else:
            self.starts, self.ends = self._layout()

    def where(self, row: int) -> str:
        return f"sentence {self.sentences[row]} of document '{self.doc_ids[row]}'"

    def _check_duplicates(self) -> None:
        if not self.num_rows:
            return
        seen = set()
        for row, key in enumerate(zip(self.doc_ids.tolist(), self.sentences.tolist())):
            if key in seen:
                raise DataError(f"duplicate row: {self.where(row)} appears more than once",
                                source=self.source)
            seen.add(key)

    def _list_column(self, name: str) -> pa.ListArray:
        column = self._table.column(name)
        array = column.chunk(0) if column.num_chunks else pa.array([], column.type)
        if array.null_count:
            row = int(np.nonzero(array.is_null().to_numpy(zero_copy_only=False))[0][0])
            raise DataError(f"column '{name}' is null in {self.where(row)}", source=self.source)
        lengths = pc.list_value_length(array).to_numpy(zero_copy_only=False)
        bad = np.nonzero(lengths != self.lengths)[0]
        if len(bad):
            row = int(bad[0])
            raise DataError(f"column '{name}' has {lengths[row]} values for {self.lengths[row]} "
                            f"tokens in {self.where(row)}", source=self.source)
        return array

    def _int_list(self, name: str) -> np.ndarray:
        array = self._list_column(name)
        flat = pc.list_flatten(array)
        if flat.null_count:
            raise DataError(f"column '{name}' has null offsets", source=self.source)
        return flat.to_numpy(zero_copy_only=False).astype(np.int64)

    def _layout(self) -> tuple[np.ndarray, np.ndarray]:
        # No offsets (pseudonymized data): lay the tokens out one space apart, each sentence
        # followed by one separator character. Only the layout within a document matters,
        # so one running layout over the whole table serves.
        if not len(self.tokens):
            return np.zeros(0, np.int64), np.zeros(0, np.int64)
        lengths = pc.utf8_length(pa.array(self.tokens, pa.string())).to_numpy(
            zero_copy_only=False).astype(np.int64)
        starts = np.cumsum(lengths + 1) - (lengths + 1)
        return starts, starts + lengths

    def labels(self, column: str) -> np.ndarray:
        return pc.list_flatten(self._list_column(column)).to_numpy(zero_copy_only=False)

    def spans(self, column: str) -> list[TokenSpan]:
        """Tags assembled from the IOB2 labels of ``column`` per sentence, by the rule of
        :func:`deidkit.labels.iob2_spans`. A binary model's ``B-PHI``/``I-PHI`` give tags of
        TYPE ``PHI``."""
        labels = self.labels(column)
        if any(v is None for v in labels):
            raise DataError(f"column '{column}' has null labels", source=self.source)
        try:
            found = iob2_spans(labels, sentence_starts=self.row_offsets[:-1].tolist(),
                               types=_KNOWN_TYPES)
        except LabelError as exc:
            raise DataError(self._label_problem(exc), source=self.source) from None
        rows = np.searchsorted(self.row_offsets, [s.start for s in found], side="right") - 1
        return [TokenSpan(self.doc_ids[row], s.type, row, s.start, s.end - 1)
                for s, row in zip(found, rows.tolist())]

    def _label_problem(self, exc: LabelError) -> str:
        row = int(np.searchsorted(self.row_offsets, exc.index, side="right") - 1)
        label = exc.label
        if not exc.unknown_type:
            return f"label '{label}' in {self.where(row)} is not IOB2 (O, B-TYPE or I-TYPE)"
        return (f"unknown TYPE '{label[2:]}' in label '{label}' in {self.where(row)}; expected "
                f"one of the i2b2 2014 TYPEs ({', '.join(sorted(TYPE_CATEGORY))}) or "
                f"{BINARY_TYPE} (a binary model's)")

    def check_against(self, texts: Mapping[str, str], doc_ids: Iterable[str] | None = None) -> None:
        """Raise if a token's offsets fall outside its document's text or its text differs
        from the source (HTML entities compared unescaped)."""
        wanted = None if doc_ids is None else set(doc_ids)
        for row in range(self.num_rows):
            doc_id = self.doc_ids[row]
            if (wanted is not None and doc_id not in wanted) or doc_id not in texts:
                continue
            text = texts[doc_id]
            for k in range(self.row_offsets[row], self.row_offsets[row + 1]):
                s, e = int(self.starts[k]), int(self.ends[k])
                if not (0 <= s <= e <= len(text)):
                    raise DataError(f"token {k - self.row_offsets[row]} of {self.where(row)} has "
                                    f"offsets {s}-{e} outside the text (length {len(text)}): "
                                    "the tokens were not made from this text", source=self.source)
                piece = text[s:e]
                token = self.tokens[k]
                if token != piece and token != html.unescape(piece):
                    raise DataError(f"token {k - self.row_offsets[row]} of {self.where(row)} "
                                    f"(offsets {s}-{e}) differs from the text there: the tokens "
                                    "were not made from this text", source=self.source)

    def tag_text(self, first: int, last: int) -> str:
        """The covered text of tokens ``first..last`` rebuilt from the tokens: gaps become
        spaces, and a token whose text is not as long as its span (an unescaped HTML
        entity) is padded with spaces."""
        pieces = []
        pos = int(self.starts[first])
        for k in range(first, last + 1):
            s, e = int(self.starts[k]), int(self.ends[k])
            if s > pos:
                pieces.append(" " * (s - pos))
            token = self.tokens[k] or ""
            width = max(e - max(s, pos), 0)
            if s < pos:  # overlapping tokens: keep what is not covered yet
                token = token[pos - s:]
            pieces.append(token[:width].ljust(width))
            pos = max(pos, e)
        return "".join(pieces)

    def phi_tags(self, column: str, *, texts: Mapping[str, str] | None = None
                 ) -> dict[str, list[PhiTag]]:
        """Tags of ``column`` per document id (every document of the table has an entry)."""
        out: dict[str, list[PhiTag]] = {d: [] for d in dict.fromkeys(self.doc_ids.tolist())}
        for span in self.spans(column):
            start, end = int(self.starts[span.first]), int(self.ends[span.last])
            if texts is not None:
                covered = texts[span.doc_id][start:end]
            else:
                covered = self.tag_text(span.first, span.last)
            out[span.doc_id].append(PhiTag(tag_name(span.type), span.type, start, end,
                                           official_tokens(covered, start)))
        return {d: _official_order(tags) for d, tags in out.items()}


def token_pairs(table: pa.Table, *, gold_column: str = "labels", pred_column: str = "predicted",
                source: str | None = None) -> list[DocumentPair]:
    """Document pairs from one tokens table holding gold and predicted labels."""
    flat = FlatTokens(table, source=source, require=tuple(
        c for c in (gold_column, pred_column) if c in ("labels", "predicted")))
    for name in (gold_column, pred_column):
        if name not in table.column_names:
            raise DataError(f"not a tokens table: missing column '{name}'", source=source)
    gold = flat.phi_tags(gold_column)
    system = flat.phi_tags(pred_column)
    return [DocumentPair(d, gold[d], system[d]) for d in sorted(gold)]


def score_tokens(table: pa.Table, *, pred_column: str = "predicted", gold_column: str = "labels",
                 idnum_hipaa: bool = False, source: str | None = None) -> Scores:
    return score(token_pairs(table, gold_column=gold_column, pred_column=pred_column,
                             source=source), idnum_hipaa=idnum_hipaa)


def evaluate_tokens(table: pa.Table, *, pred_column: str = "predicted",
                    idnum_hipaa: bool = False) -> dict:
    """Score the ``pred_column`` labels of a tokens table against its ``labels``.

    Gold and predicted tags are assembled from IOB2 per sentence and scored per document
    (``doc_id``) exactly as :func:`evaluate` scores XML documents. The texts are not
    needed: a tag's covered text is rebuilt from its tokens at their ``starts``/``ends``
    (gaps as spaces); without offsets (pseudonymized data) the tokens are laid out one
    space apart, each sentence on its own line. Returns the same dict as
    ``deidkit evaluate --json``::

        {"binary_hipaa_token": {"all": {"tp", "fp", "fn", "precision", "recall", "f1",
                                        "macro_precision", "macro_recall", "macro_f1",
                                        "macro_precision_sd", "macro_recall_sd"},
                                "NAME": {...}, "PATIENT": {...}, ...},
         "binary_token": {...}, "token": {...}, "strict": {...}, "relaxed": {...}, ...,
         "leakage": {"all": {"phi_tokens", "leaked", "leakage"}, "NAME": {...}, ...},
         "hipaa_leakage": {...}}

    Linear in the number of tokens: only PHI tokens are visited in Python.
    """
    return score_tokens(table, pred_column=pred_column, idnum_hipaa=idnum_hipaa).to_dict()


def gold_and_token_pairs(gold: Mapping[str, Document], table: pa.Table, *,
                         pred_column: str = "predicted", source: str | None = None,
                         skip_missing: bool = False) -> Pairing:
    """Pair gold XML documents with the predictions of a tokens table (tags assembled on
    the gold texts)."""
    flat = FlatTokens(table, source=source, require=("starts", "ends"))
    if pred_column not in table.column_names:
        raise DataError(f"not a tokens table: missing column '{pred_column}'", source=source)
    texts = {d: doc.text for d, doc in gold.items()}
    flat.check_against(texts)
    known = {d for d in flat.doc_ids.tolist() if d in texts}
    tags = flat.phi_tags(pred_column, texts=texts) if flat.num_rows else {}
    extra = sorted(d for d in tags if d not in texts)
    system = {d: t for d, t in tags.items() if d in known}
    pairing = pair_documents(gold, system, skip_missing=skip_missing)
    pairing.extra = extra
    return pairing


# ---------------------------------------------------------------------------------------
# Several runs, significance

def aggregate_runs(runs: Sequence[dict]) -> tuple[dict, dict]:
    """Mean and sample standard deviation (ddof=1; 0.0 for one run) of every figure."""
    mean: dict = {}
    sd: dict = {}
    first = runs[0]
    for ev, cats in first.items():
        mean[ev], sd[ev] = {}, {}
        for cat, figs in cats.items():
            mean[ev][cat], sd[ev][cat] = {}, {}
            for key in figs:
                values = np.array([float(r[ev][cat][key]) for r in runs])
                mean[ev][cat][key] = float(values.mean())
                sd[ev][cat][key] = float(values.std(ddof=1)) if len(values) > 1 else 0.0
    return mean, sd


def _micro_f1(tp, fp, fn):
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / np.maximum(tp + fp, 1), 0.0)
        r = np.where(tp + fn > 0, tp / np.maximum(tp + fn, 1), 0.0)
        return np.where(p + r > 0, 2 * p * r / np.where(p + r > 0, p + r, 1), 0.0)


def approximate_randomization(counts_a: np.ndarray, counts_b: np.ndarray, *,
                              trials: int = 9999, seed: int = 0) -> dict:
    """Approximate randomization test (Noreen 1989) of the micro F1 difference.

    ``counts_*``: (documents, 3) tp/fp/fn of two systems on the same documents. In each of
    ``trials`` shuffles every document's counts are swapped between the systems with
    probability 1/2 (as CEDI and deidentify shuffle per document); p = (r + 1) / (trials + 1)
    where r counts shuffles with |F1_A − F1_B| at least the observed one."""
    a = np.asarray(counts_a, dtype=np.float64)
    b = np.asarray(counts_b, dtype=np.float64)
    if a.shape != b.shape:
        raise ValueError(f"count arrays differ in shape: {a.shape} vs {b.shape}")
    f1_a = float(_micro_f1(*a.sum(axis=0)))
    f1_b = float(_micro_f1(*b.sum(axis=0)))
    observed = abs(f1_a - f1_b)
    rng = np.random.default_rng(seed)
    delta = b - a                        # shape: (documents, 3)
    base_a, base_b = a.sum(axis=0), b.sum(axis=0)
    at_least = 0
    done = 0
    while done < trials:
        n = min(1000, trials - done)
        swap = (rng.random((n, len(a))) < 0.5).astype(np.float64)  # shape: (n, documents)
        moved = swap @ delta                                       # shape: (n, 3)
        sa, sb = base_a + moved, base_b - moved
        diff = np.abs(_micro_f1(sa[:, 0], sa[:, 1], sa[:, 2]) - _micro_f1(sb[:, 0], sb[:, 1], sb[:, 2]))
        at_least += int(np.sum(diff >= observed - 1e-12))
        done += n
    return {"f1_a": f1_a, "f1_b": f1_b, "difference": f1_a - f1_b,
            "p_value": (at_least + 1) / (trials + 1), "trials": trials, "seed": seed}


def compare_runs(a: Scores, b: Scores, labels: Sequence[str], *, trials: int = 9999,
                 seed: int = 0) -> tuple[dict, bool]:
    """The approximate-randomization test of two runs' binary HIPAA token F1 over the
    documents they share, and whether they cover different documents."""
    key = (MAIN_EVALUATION, "all")
    index_b = {d: i for i, d in enumerate(b.doc_ids)}
    common = [(i, index_b[d]) for i, d in enumerate(a.doc_ids) if d in index_b]
    differ = len(common) != len(a.doc_ids) or len(common) != len(b.doc_ids)
    ca = a.counts.get(key, np.zeros((len(a.doc_ids), 3), np.int64))[[i for i, _ in common]]
    cb = b.counts.get(key, np.zeros((len(b.doc_ids), 3), np.int64))[[j for _, j in common]]
    result = approximate_randomization(ca, cb, trials=trials, seed=seed)
    result.update(a=labels[0], b=labels[1], evaluation=MAIN_EVALUATION, documents=len(common))
    return result, differ


@dataclass
class RunsEvaluation:
    """What :func:`evaluate_runs` returns: the ``--json`` payload and the metrics rows."""

    documents: int                 # documents of the first run (0: nothing to evaluate)
    results: list[dict]            # one evaluate dict per run ({} for a run without documents)
    payload: dict                  # the run's dict, or {"runs", "mean", "sd"[, "compare"]}
    rows: list[dict]               # rows of the metrics table
    comparison: dict | None = None
    compared_documents_differ: bool = False


def evaluate_runs(runs: Sequence[tuple[str, Pairing]], *, idnum_hipaa: bool = False,
                  compare: bool = False, trials: int = 9999, seed: int = 0) -> RunsEvaluation:
    """Score one or several labelled prediction sets against their gold (``runs``: (label,
    pairing) each; labels unique). Several runs add mean and sample sd; ``compare`` (two
    runs) adds the approximate-randomization test of their binary HIPAA token F1."""
    if not runs:
        raise ValueError("no prediction set to evaluate")
    if compare and len(runs) != 2:
        raise ValueError(f"compare needs exactly two prediction sets, got {len(runs)}")
    scores = [score(p.pairs, idnum_hipaa=idnum_hipaa, missing=p.missing) for _, p in runs]
    results = [s.to_dict() if s.doc_ids else {} for s in scores]
    documents = len(scores[0].doc_ids)
    labels = [label for label, _ in runs]
    comparison, differ = None, False
    if compare and documents:
        comparison, differ = compare_runs(scores[0], scores[1], labels, trials=trials, seed=seed)
    if len(runs) == 1:
        payload = results[0]
        return RunsEvaluation(documents, results, payload,
                              metrics_rows(payload, documents=documents) if documents else [])
    mean, sd = aggregate_runs(results) if documents else ({}, {})
    payload = {"runs": dict(zip(labels, results)), "mean": mean, "sd": sd}
    rows: list[dict] = []
    if documents:
        for label, r, s in zip(labels, results, scores):
            rows += metrics_rows(r, documents=len(s.doc_ids), run=label)
        rows += metrics_rows(mean, documents=documents, run="mean")
        rows += metrics_rows(sd, documents=documents, run="sd")
    if comparison is not None:
        payload["compare"] = comparison
        rows.append({"evaluation": MAIN_EVALUATION, "category": "all", "run": "compare",
                     "documents": comparison["documents"], "f1": comparison["difference"],
                     "p_value": comparison["p_value"]})
    return RunsEvaluation(documents, results, payload, rows, comparison, differ)


# ---------------------------------------------------------------------------------------
# The metrics table

def metrics_schema(*, runs: bool = False) -> pa.Schema:
    optional = ["macro_precision_sd", "macro_recall_sd", "documents", "leakage"]
    if runs:
        optional += ["run", "p_value"]
    return schemas.METRICS.arrow(include_optional=optional)


def metrics_rows(result: dict, *, documents: int | None = None, run: str | None = None) -> list[dict]:
    rows = []
    for ev, cats in result.items():
        for cat, figs in cats.items():
            row = {"evaluation": ev, "category": cat, "documents": documents, "run": run}
            if ev in LEAKAGE_EVALUATIONS:
                row.update(tp=figs["phi_tokens"] - figs["leaked"], fn=figs["leaked"],
                           leakage=figs["leakage"])
            else:
                row.update({k: figs.get(k) for k in ("tp", "fp", "fn", "precision", "recall", "f1",
                                                     "macro_precision", "macro_recall", "macro_f1",
                                                     "macro_precision_sd", "macro_recall_sd")})
            rows.append(row)
    return rows


def metrics_table(rows: list[dict], *, runs: bool = False) -> pa.Table:
    schema = metrics_schema(runs=runs)
    for row in rows:
        for key in ("tp", "fp", "fn"):
            if isinstance(row.get(key), float):
                row[key] = None
    return pa.Table.from_pylist(rows, schema=schema)


def read_gold_dir(path) -> dict[str, Document]:
    return read_xml_dir(path, role="gold standard")


def is_xml_dir(path) -> bool:
    return path not in (None, "-") and Path(str(path)).is_dir()
