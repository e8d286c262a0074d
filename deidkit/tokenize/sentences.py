"""Sentence boundaries in the tokens of a clinical note.

Sentences: spaCy's rule-based ``sentencizer`` (a token that is neither punctuation nor one of
its sentence-final characters, after one of them, starts a sentence), with four changes that
aggressive tokenization and clinical notes need:

* a sentence-final character ends a sentence only if whitespace follows (the punctuation
  run): "3.5 mg" is "3", ".", "5" and does not end a sentence; "end.Next" does not either;
* a period after an abbreviation (:data:`ABBREVIATIONS`: Dr, Mr, Mrs, St, vs...) or after a
  single letter ("J. Smith", "p.o. q.d.", "e.g.") does not end a sentence. The price: a
  sentence that really ends in a single letter ("vitamin K. Then") is not split;
* new sentences start after 3 or more newlines, at list items at the start of a line
  ("- ", "* ", "• ", "o ", "1. ", "2) "; the period of "1." ends nothing), and after a run
  of 3+ separator characters (``-=_*~``, dashes); a separator run that begins a line also begins a
  sentence, so that a ruler line is a sentence of its own. Single (hard-wrapped) newlines and
  blank lines do not end sentences;
* a sentence longer than ``max_sentence_tokens`` (default 200: unpunctuated lists, tables) is
  cut at line breaks, greedily keeping pieces within the limit; where a line is itself too long,
  at spaces; failing that, every ``max_sentence_tokens`` tokens. This keeps the BiLSTM's
  sequences tractable.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left
from typing import Callable, Iterable, Sequence

#: Sentences longer than this many tokens are cut (0 = never).
MAX_SENTENCE_TOKENS = 200

#: spaCy's ``Sentencizer.default_punct_chars`` (spaCy 3.x), copied so that tokenizing does
#: not import spaCy; tests check that it is still the same list.
PUNCT_CHARS = frozenset(
    "!.?։؟۔܀܁܂߹।॥၊။።፧፨᙮᜵᜶᠃᠉᥄᥅᪨᪩᪪᪫᭚᭛᭞᭟᰻᰼᱾᱿‼‽⁇⁈⁉⸮⸼꓿꘎꘏꛳꛷꡶꡷꣎꣏꤯꧈꧉꩝꩞꩟꫰꫱꯫﹒﹖﹗！．？"
    "𐩖𐩗𑁇𑁈𑂾𑂿𑃀𑃁𑅁𑅂𑅃𑇅𑇆𑇍𑇞𑇟𑈸𑈹𑈻𑈼𑊩𑑋𑑌𑗂𑗃𑗉𑗊𑗋𑗌𑗍𑗎𑗏𑗐𑗑𑗒𑗓𑗔𑗕𑗖𑗗𑙁𑙂𑜼𑜽𑜾𑩂𑩃𑪛𑪜𑱁𑱂𖩮𖩯𖫵𖬷𖬸𖭄𛲟𝪈｡。")

#: Words whose following period does not end a sentence (compared lower-cased): titles and
#: abbreviations that rarely end one ("pt.", "no.", "inc." often do, so they are not here).
#: Single letters are handled separately (initials, "p.o.", "e.g.").
ABBREVIATIONS = frozenset("""
    dr drs mr mrs ms mssrs messrs prof rev fr sr jr st mt ft sgt capt col gen gov hon pres
    vs approx appt apt dept fig
    jan feb mar apr jun jul aug sep sept oct nov dec
""".split())

#: Three or more newlines with nothing but whitespace between them.
_NEWLINES_RE = re.compile(r"\n(?:[^\S\n]*\n){2,}")
#: A list item at the start of a line: a bullet (including the "o" of sub-lists, common in
#: i2b2 notes), or 1-3 digits and "." or ")", then a space or tab.
_LIST_ITEM_RE = re.compile(r"^[^\S\n]*(?:([-*•◦▪‣o])|(\d{1,3})[.)])(?=[^\S\n])",
                           re.MULTILINE)
#: A ruler: three or more separator characters in a row.
_SEPARATOR_RE = re.compile(r"[-=_*~—–]{3,}")

_PUNCT_CACHE: dict[str, bool] = {}


def _is_punct(token: str) -> bool:
    """spaCy's ``is_punct`` lexical attribute: every character is Unicode punctuation (P*)."""
    result = _PUNCT_CACHE.get(token)
    if result is None:
        if token[0].isalnum():  # letter and digit runs: the common case, never punctuation
            return False
        result = all(unicodedata.category(c).startswith("P") for c in token)
        if len(token) == 1:
            _PUNCT_CACHE[token] = result
    return result


def _token_at(starts: list[int], pos: int) -> int | None:
    """Index of the token starting exactly at ``pos``, if any."""
    j = bisect_left(starts, pos)
    return j if j < len(starts) and starts[j] == pos else None


def _line_start(text: str, pos: int) -> bool:
    """Whether only spaces/tabs stand between the previous newline (or text start) and pos."""
    nl = text.rfind("\n", 0, pos)
    return not text[nl + 1:pos].strip()


def spacy_rule_starts(tokens: Sequence[str], starts: Sequence[int] | None = None,
                      ends: Sequence[int] | None = None, *, exempt: Iterable[int] = (),
                      clinical: bool = True) -> set[int]:
    """Sentence starts by spaCy's sentencizer rule.

    With ``clinical=False`` this is exactly ``Sentencizer.predict`` (offsets are not needed);
    with ``clinical=True`` (offsets needed), a sentence-final character counts only when
    whitespace follows its punctuation run and it is not the period of an abbreviation or a
    single letter, nor a token index in ``exempt``.
    """
    n = len(tokens)
    found = {0} if n else set()
    skip = set(exempt)
    resume = 0
    for p in [i for i, t in enumerate(tokens) if t in PUNCT_CHARS]:
        if p < resume:
            continue  # inside a punctuation run already handled
        if clinical:
            if p in skip:
                continue
            if tokens[p] == "." and p > 0 and ends[p - 1] == starts[p]:
                prev = tokens[p - 1]
                if (len(prev) == 1 and prev.isalpha()) or prev.lower() in ABBREVIATIONS:
                    continue
        j = p + 1
        while j < n and (tokens[j] in PUNCT_CHARS or _is_punct(tokens[j])):
            j += 1
        resume = j
        if j < n and (not clinical or starts[j] > ends[j - 1]):
            found.add(j)
    return found


def sentence_starts(text: str, tokens: list[str], starts: list[int], ends: list[int], *,
                    max_sentence_tokens: int = MAX_SENTENCE_TOKENS,
                    given: Sequence[int] | None = None) -> list[int]:
    """Token indices at which sentences start (ascending; ``[0, ...]``, or ``[]``).

    ``given``: the character offsets at which the source's sentences start (CoNLL), used
    instead of the rules (long sentences are still cut)."""
    n = len(tokens)
    if n == 0:
        return []
    if given is not None:
        found = {j for j in (bisect_left(starts, pos) for pos in given) if j < n} | {0}
        bounds = sorted(found)
        if max_sentence_tokens and max_sentence_tokens > 0:
            bounds = _cap_lengths(text, bounds, n, starts, ends, max_sentence_tokens)
        return bounds
    found: set[int] = set()
    exempt: set[int] = set()
    for m in _LIST_ITEM_RE.finditer(text):
        pos = m.start(1) if m.group(1) else m.start(2)
        j = _token_at(starts, pos)
        if j is not None:
            found.add(j)
            if m.group(2) and j + 1 < n:
                exempt.add(j + 1)  # the "." of "1. "
    for m in _NEWLINES_RE.finditer(text):
        j = bisect_left(starts, m.end())
        if j < n:
            found.add(j)
    for m in _SEPARATOR_RE.finditer(text):
        j = bisect_left(starts, m.end())
        if j < n:
            found.add(j)
        if _line_start(text, m.start()):
            first = _token_at(starts, m.start())
            if first is not None:
                found.add(first)
    found |= spacy_rule_starts(tokens, starts, ends, exempt=exempt)
    bounds = sorted(found)
    if max_sentence_tokens and max_sentence_tokens > 0:
        bounds = _cap_lengths(text, bounds, n, starts, ends, max_sentence_tokens)
    return bounds


def _greedy_cuts(a: int, b: int, candidates: Iterable[int], limit: int) -> list[int]:
    """Cut [a, b) at candidate indices, as late as possible while pieces stay <= limit."""
    cuts = [a]
    prev = a
    for k in list(candidates) + [b]:
        if k - cuts[-1] > limit and prev > cuts[-1]:
            cuts.append(prev)
        prev = k
    return cuts


def _cap_lengths(text: str, bounds: list[int], n: int, starts: list[int], ends: list[int],
                 limit: int) -> list[int]:
    if all(e - s <= limit for s, e in zip(bounds, bounds[1:] + [n])):
        return bounds
    levels: tuple[Callable[[int], bool], ...] = (
        lambda k: "\n" in text[ends[k - 1]:starts[k]],   # at line breaks
        lambda k: starts[k] > ends[k - 1],                # at spaces
        lambda k: True,                                   # anywhere
    )
    pieces = list(zip(bounds, bounds[1:] + [n]))
    for accept in levels:
        refined = []
        for a, b in pieces:
            if b - a <= limit:
                refined.append((a, b))
                continue
            cuts = _greedy_cuts(a, b, (k for k in range(a + 1, b) if accept(k)), limit)
            refined.extend(zip(cuts, cuts[1:] + [b]))
        pieces = refined
    return [a for a, _ in pieces]
