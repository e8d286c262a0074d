"""Aggressive tokenization, sentence splitting and IOB2 labelling of clinical notes.

``deidkit tokenize`` turns i2b2 2014 XML (labelled) and plain text (unlabelled) into the
*tokens* table (docs/data-contract.md): one row per sentence with ``tokens``, character ``starts`` and
``ends`` into the document text, and IOB2 ``labels`` over the i2b2 TYPEs.

Tokens (as in Friedrich et al. 2019, "aggressive" tokenization): a run of letters, a run of
digits, or any other single non-space character, so that "25yo" -> "25", "yo" and
"555-2394" -> "555", "-", "2394". An HTML entity (``&amp;``, ``&#39;``, ``&#x27;``) is one
token whose text is the unescaped character while its offsets cover the entity in the source;
an entity that stands for whitespace (``&nbsp;``, ``&#10;``) is whitespace. For every other
token ``text[start:end] == token``.

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

Labels (IOB2 over the TYPE attribute): every token that overlaps a tag is labelled with it, so
a tag that starts or ends inside a token labels the whole token. Tags are taken in offset
order; a token overlapped by two tags keeps the first, and the later tag is *lost* (wholly or
in part; counted, never silently). A tag that crosses a sentence boundary restarts with ``B-``
in the new sentence (counted as *split*).

Everything here is silent: warnings and statistics are returned to the caller.
"""

from __future__ import annotations

import html
import html.entities
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections import deque
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

import pyarrow as pa

from deidkit import schemas
from deidkit.corpus import i2b2
from deidkit.corpus.i2b2 import Document, Tag
from deidkit.corpus.text import parse_text
from deidkit.errors import DataError

#: Sentences longer than this many tokens are cut (0 = never).
MAX_SENTENCE_TOKENS = 200
#: Documents per record batch. Fixed, so that the output does not depend on ``workers``.
DOCS_PER_BATCH = 32

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

_ENTITY = r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});"
#: One token: an HTML entity, a run of letters, a run of digits, any other non-space char.
TOKEN_RE = re.compile(rf"{_ENTITY}|[^\W\d_]+|\d+|\S")
_PLAIN_TOKEN_RE = re.compile(r"[^\W\d_]+|\d+|\S")

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


# ---------------------------------------------------------------------------------------
# Tokens

def split_tokens(text: str) -> tuple[list[str], list[int], list[int]]:
    """The tokens of ``text`` and their character offsets: ``(tokens, starts, ends)``."""
    matches = list(TOKEN_RE.finditer(text))
    tokens = [m.group() for m in matches]
    starts = [m.start() for m in matches]
    ends = [m.end() for m in matches]
    if "&" in text:
        _unescape_entities(text, tokens, starts, ends)
    return tokens, starts, ends


def _is_entity(token: str) -> bool:
    if token[1] == "#":
        return True
    return token[1:] in html.entities.html5  # html5 keys include the ";"


def _unescape_entities(text: str, tokens: list[str], starts: list[int], ends: list[int]) -> None:
    """Replace entity tokens in place: unescaped text, source offsets; unknown names go back
    to ordinary tokens, whitespace entities disappear."""
    candidates = [i for i, t in enumerate(tokens) if t[0] == "&" and len(t) > 2 and t[-1] == ";"]
    for i in reversed(candidates):  # right to left: edits do not shift the indices still to do
        token = tokens[i]
        if _is_entity(token):
            value = html.unescape(token)
            if value.strip():
                tokens[i] = value
            else:
                del tokens[i], starts[i], ends[i]
            continue
        base = starts[i]
        parts = list(_PLAIN_TOKEN_RE.finditer(token))
        tokens[i:i + 1] = [m.group() for m in parts]
        starts[i:i + 1] = [base + m.start() for m in parts]
        ends[i:i + 1] = [base + m.end() for m in parts]


# ---------------------------------------------------------------------------------------
# Sentences

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
                    max_sentence_tokens: int = MAX_SENTENCE_TOKENS) -> list[int]:
    """Token indices at which sentences start (ascending; ``[0, ...]``, or ``[]``)."""
    n = len(tokens)
    if n == 0:
        return []
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


# ---------------------------------------------------------------------------------------
# Labels

def iob2_labels(tags: Sequence[Tag], starts: list[int], ends: list[int],
                bounds: list[int]) -> tuple[list[str], int, int]:
    """IOB2 labels of the tokens, and the numbers of tags lost and split across sentences.

    ``tags`` must be sorted by (start, end) (as :func:`deidkit.corpus.i2b2.parse_document`
    returns them). Each tag owns the tokens it overlaps that no earlier tag owns; since
    earlier tags start no later, those are a prefix of its range, so one running maximum
    replaces a per-token owner array: O(tags · log tokens + labelled tokens).
    """
    labels = ["O"] * len(starts)
    lost = split = 0
    claimed = 0  # tokens before this index belong to an earlier tag (or to none)
    for tag in tags:
        lo = bisect_right(ends, tag.start)   # first token ending after the tag's start
        hi = bisect_left(starts, tag.end)    # first token starting at or after its end
        first = max(lo, claimed)
        if first > lo or first >= hi:
            lost += 1
        if first >= hi:
            claimed = max(claimed, hi)
            continue
        inside = "I-" + tag.type
        for k in range(first, hi):
            labels[k] = inside
        labels[first] = "B-" + tag.type
        b = bisect_right(bounds, first)
        crossed = False
        while b < len(bounds) and bounds[b] < hi:
            labels[bounds[b]] = "B-" + tag.type
            crossed = True
            b += 1
        split += crossed
        claimed = hi
    return labels, lost, split


# ---------------------------------------------------------------------------------------
# Documents

@dataclass
class TokenizeStats:
    documents: int = 0
    sentences: int = 0
    tokens: int = 0
    characters: int = 0
    tags: int = 0
    lost: int = 0
    split: int = 0
    warnings: int = 0

    def add(self, other: "TokenizeStats") -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass
class TokenizedDocument:
    doc_id: str
    tokens: list[str]
    starts: list[int]
    ends: list[int]
    #: token index at which each sentence starts
    bounds: list[int]
    #: None when the document is unlabelled (plain text)
    labels: list[str] | None
    lost: int = 0
    split: int = 0

    def sentences(self) -> Iterator[tuple[int, int]]:
        """(first token, end token) of each sentence."""
        return zip(self.bounds, self.bounds[1:] + [len(self.tokens)])


def tokenize_document(doc: Document, *, labelled: bool = True,
                      max_sentence_tokens: int = MAX_SENTENCE_TOKENS) -> TokenizedDocument:
    tokens, starts, ends = split_tokens(doc.text)
    bounds = sentence_starts(doc.text, tokens, starts, ends,
                             max_sentence_tokens=max_sentence_tokens)
    labels, lost, split = (iob2_labels(doc.tags, starts, ends, bounds) if labelled
                           else (None, 0, 0))
    return TokenizedDocument(doc.doc_id, tokens, starts, ends, bounds, labels, lost, split)


class _BatchBuilder:
    """Accumulates tokenized documents into one tokens record batch (one row per sentence)."""

    def __init__(self, schema: pa.Schema):
        self.schema = schema
        self.doc_ids: list[str] = []
        self.sentence: list[int] = []
        self.tokens: list[str] = []
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.labels: list[str] = []
        self.offsets = [0]
        self.label_offsets = [0]
        self.label_valid: list[bool] = []

    def add(self, doc: TokenizedDocument) -> None:
        self.tokens += doc.tokens
        self.starts += doc.starts
        self.ends += doc.ends
        if doc.labels is not None:
            self.labels += doc.labels
        base = self.offsets[-1]
        lbase = self.label_offsets[-1]
        for i, (a, b) in enumerate(doc.sentences()):
            self.doc_ids.append(doc.doc_id)
            self.sentence.append(i)
            self.offsets.append(base + b)
            if doc.labels is not None:
                self.label_offsets.append(lbase + b)
                self.label_valid.append(True)
            else:
                self.label_offsets.append(self.label_offsets[-1])
                self.label_valid.append(False)

    def build(self) -> pa.RecordBatch:
        offsets = pa.array(self.offsets, pa.int32())

        def lists(values, typ, off=offsets, mask=None):
            return pa.ListArray.from_arrays(off, pa.array(values, typ), mask=mask)

        mask = None
        if not all(self.label_valid):
            mask = pa.array([not v for v in self.label_valid], pa.bool_())
        columns = {
            "doc_id": pa.array(self.doc_ids, pa.string()),
            "sentence": pa.array(self.sentence, pa.int32()),
            "tokens": lists(self.tokens, pa.string()),
            "starts": lists(self.starts, pa.int32()),
            "ends": lists(self.ends, pa.int32()),
            "labels": lists(self.labels, pa.string(), pa.array(self.label_offsets, pa.int32()),
                            mask),
        }
        return pa.RecordBatch.from_arrays([columns[f.name] for f in self.schema],
                                          schema=self.schema)


def output_schema() -> pa.Schema:
    """The tokens schema `tokenize` writes (with starts and ends)."""
    return schemas.TOKENS.arrow(include_optional=["starts", "ends"])


# ---------------------------------------------------------------------------------------
# Inputs

STDIN = "-"
STDIN_SOURCE = "<stdin>"
STDIN_DOC_ID = "stdin"

def resolve_inputs(inputs: Sequence[str | Path]) -> list[Path | str]:
    """The documents named by ``inputs``: files as given, directories expanded to their
    ``*.xml`` files (recursively, sorted) or, when a directory holds none, its ``*.txt``
    files; ``-`` once for standard input. Missing paths raise :class:`DataError` up front."""
    items: list[Path | str] = []
    seen_stdin = False
    for item in inputs:
        if str(item) == STDIN:
            if seen_stdin:
                raise DataError("standard input ('-') can be read only once", source=STDIN_SOURCE)
            seen_stdin = True
            items.append(STDIN)
            continue
        p = Path(item)
        if p.is_dir():
            found = i2b2.find_files([p], (".xml",)) or i2b2.find_files([p], (".txt",))
            if not found:
                raise DataError("directory contains no .xml or .txt files", source=str(item))
            items.extend(found)
        elif p.exists() or p.is_symlink():
            items.append(p)
        else:
            raise DataError("no such file or directory", source=str(item))
    _check_unique_doc_ids(items)
    return items


def _check_unique_doc_ids(items: Sequence[Path | str]) -> None:
    # A document's id is its file name without the extension: two files with one name (in
    # two directories, or one file named twice) would merge into one document downstream.
    first: dict[str, Path | str] = {}
    for item in items:
        doc_id = STDIN_DOC_ID if item == STDIN else Path(item).stem
        if doc_id in first:
            earlier = STDIN_SOURCE if first[doc_id] == STDIN else first[doc_id]
            raise DataError(f"document id '{doc_id}' also comes from {earlier}: document ids "
                            "are file names without the extension and must be unique",
                            source=STDIN_SOURCE if item == STDIN else str(item))
        first[doc_id] = item


def _looks_like_xml(data: bytes) -> bool:
    head = data[:512].lstrip(b"\xef\xbb\xbf \t\r\n")
    return head.startswith(b"<?xml") or head.startswith(b"<deIdi2b2")


def read_item(item, *, strict: bool = False) -> tuple[Document, bool]:
    """Read one input: ``(document, labelled)``. ``.txt`` files are plain text, ``.xml``
    files i2b2 XML, other files and standard input are sniffed (XML if they start with an
    XML declaration or ``<deIdi2b2``)."""
    if isinstance(item, tuple):  # (STDIN, bytes)
        data = item[1]
        if _looks_like_xml(data):
            return i2b2.parse_document(data, doc_id=STDIN_DOC_ID, source=STDIN_SOURCE,
                                       strict=strict), True
        return parse_text(data, doc_id=STDIN_DOC_ID, source=STDIN_SOURCE), False
    path = Path(item)
    data = i2b2.read_bytes(path)
    suffix = path.suffix.lower()
    if suffix == ".txt" or (suffix != ".xml" and not _looks_like_xml(data)):
        return parse_text(data, doc_id=path.stem, source=str(item)), False
    return i2b2.parse_document(data, doc_id=path.stem, source=str(item), strict=strict), True


@dataclass
class GroupResult:
    batch: pa.RecordBatch | None = None
    stats: TokenizeStats = field(default_factory=TokenizeStats)
    #: (source, problems) per document with inconsistencies
    warnings: list[tuple[str, list[str]]] = field(default_factory=list)
    documents: int = 0
    error: str | None = None


def _process_group(task) -> GroupResult:
    """Read, tokenize and batch one group of documents (runs in a worker process).

    User errors come back as a message, not an exception: exceptions with keyword-only
    arguments do not survive pickling.
    """
    items, strict, max_sentence_tokens = task
    result = GroupResult(documents=len(items))
    builder = _BatchBuilder(output_schema())
    stats = result.stats
    try:
        for item in items:
            doc, labelled = read_item(item, strict=strict)
            tok = tokenize_document(doc, labelled=labelled,
                                    max_sentence_tokens=max_sentence_tokens)
            builder.add(tok)
            stats.documents += 1
            stats.sentences += len(tok.bounds)
            stats.tokens += len(tok.tokens)
            stats.characters += len(doc.text)
            stats.tags += len(doc.tags)
            stats.lost += tok.lost
            stats.split += tok.split
            if doc.problems:
                stats.warnings += len(doc.problems)
                result.warnings.append((doc.source, list(doc.problems)))
    except DataError as exc:
        result.error = str(exc)
        return result
    result.batch = builder.build()
    return result


def tokenize(inputs: Sequence[str | Path], *, strict: bool = False, workers: int = 1,
             max_sentence_tokens: int = MAX_SENTENCE_TOKENS,
             stdin: Callable[[], bytes] | None = None,
             stats: TokenizeStats | None = None,
             on_warning: Callable[[str, list[str]], None] | None = None,
             on_progress: Callable[[int], None] | None = None,
             docs_per_batch: int = DOCS_PER_BATCH) -> Iterator[pa.RecordBatch]:
    """Tokenize the documents named by ``inputs`` into tokens record batches.

    One batch per ``docs_per_batch`` documents (a sentence is never split across batches),
    in input order, identical for any number of ``workers``. ``stdin`` returns the bytes of
    standard input when ``-`` is among the inputs. Inconsistent tags are reported through
    ``on_warning(source, problems)`` (fatal under ``strict``); ``stats`` is updated as
    batches are produced. Bad files raise :class:`DataError`.
    """
    if workers < 1:
        raise ValueError(f"workers must be >= 1, got {workers}")
    if docs_per_batch < 1:
        raise ValueError(f"docs_per_batch must be >= 1, got {docs_per_batch}")
    items = resolve_inputs(inputs)
    if STDIN in items:
        if stdin is None:
            raise ValueError("'-' among the inputs but no stdin reader given")
        data = stdin()
        items = [(STDIN, data) if it == STDIN else it for it in items]
    stats = stats if stats is not None else TokenizeStats()
    if len(items) <= docs_per_batch:
        workers = 1  # one batch: starting processes would only cost time
    tasks = ((items[i:i + docs_per_batch], strict, max_sentence_tokens)
             for i in range(0, len(items), docs_per_batch))
    for result in _run(tasks, workers):
        if result.error is not None:
            raise DataError(result.error)
        for source, problems in result.warnings:
            if on_warning is not None:
                on_warning(source, problems)
        stats.add(result.stats)
        if on_progress is not None:
            on_progress(result.documents)
        if result.batch.num_rows:
            yield result.batch


def _run(tasks: Iterator, workers: int) -> Iterator[GroupResult]:
    """Results of ``_process_group`` over ``tasks``, in order. With workers, at most
    ``2 * workers`` groups are in flight, so memory stays bounded however large the corpus."""
    if workers == 1:
        for task in tasks:
            yield _process_group(task)
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    # forkserver: children do not inherit the parent's threads (Arrow's pools, the writer).
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else None)
    with ctx.Pool(workers) as pool:
        pending: deque = deque()
        for task in tasks:
            pending.append(pool.apply_async(_process_group, (task,)))
            if len(pending) >= 2 * workers:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
