"""Document-level consistency (``tag --propagate``): what is PHI in one place of a document
is PHI wherever it stands in that document.

After the tagger and the recognizers, per document:

1. **strings**: the token sequence of every PHI entity is tagged, with the entity's TYPE,
   at each other place of the document where the same tokens stand (exact strings);
2. **parts of names**: every token of a PATIENT, DOCTOR or USERNAME entity is tagged
   where it stands alone ("Jacob Blair" tagged once: "Blair" later is tagged too), also
   in capitals or capitalized ("BLAIR", "Blair"), as notes write names in headers;
3. **user names of names**: a log-in made of a name of the document's PATIENT and DOCTOR
   entities, a part with the initials of the name's other parts before it or one after
   it ("shimizuk", "AInoue", "ychiao" beside Kana Shimizu, Atsushi Inoue, Yu-feng Chiao),
   or a part alone in lower case ("paffrath"), compared without case or accents, is
   tagged USERNAME (the name's TYPE for a tagger without that label), with the tokens
   joined to it without a space that a log-in holds ("ychiao8", "paffrath.m"). Records
   write such log-ins in their audit lines. A user name has at least
   :data:`MIN_USER_NAME_LETTERS` letters, and a word among the
   :data:`COMMON_WORDS` most frequent of the default embeddings is no user name, whatever
   name it spells ("shall" beside Sam Hall, "grace" beside Grace Lee).

Only tokens that are not PHI yet are tagged; TYPEs already given are kept, and a token a
recognizer found not to be PHI (a clinical code, a pronoun's contraction, a unit, a
clinical score: ``keep``) stays so, as the union left it. When a string was tagged with
several TYPEs in the document, the most frequent wins (ties: the first).

**What may propagate.** A short or common string would spread a mistake over a whole note,
so a string propagates only if it is *distinctive*: a single token needs at least two
characters, a letter or five digits (a day "12" or a year "2089" do not spread; an MRN
does), and must not be an English stop word (spaCy's list: "may", "will", "home") or a
title ("Dr", "Mr"); a sequence needs one distinctive token, or five digits in all
("12/03/2089" spreads, "11/10" does not). Parts of names follow the single-token rule.

**What a document is**: the rows of one ``doc_id``; a null or ``pseudonymized`` doc_id
(:data:`deidkit.pseudonymize.PSEUDO_DOC_ID`) makes every such row a document of its own,
as for the context n-grams. ``tag`` hands whole documents to each window
(:func:`deidkit.tag.whole_documents`) when propagation is on, so the result does not
depend on how the input is cut into batches, provided a document's rows are consecutive.
"""

from __future__ import annotations

import functools
import importlib.util
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Sequence

import numpy as np

from deidkit.casing import without_accents
from deidkit.recognizers.union import NAME_TYPES, Entities
from deidkit.schemas import OUTSIDE

#: Titles and post-nominals that stand inside names but say nothing of who is meant.
TITLES = frozenset("dr drs mr mrs ms miss mx prof sir dame md do rn np pa phd jr sr ii iii "
                   "iv dds mbbs frcp".split())
MIN_DIGITS = 5
#: A user name of names has this many letters at least ("sim" or "lee" could be anything).
MIN_USER_NAME_LETTERS = 4
#: Words this frequent (GloVe 6B's rows are in order of frequency) are words, not log-ins.
COMMON_WORDS = 20_000
#: The tokens that may join a user name without a space: letters and digits, and a "." or
#: "_" between two of them ("paffrath.m", "ychiao8").
_LOGIN_PIECE = re.compile(r"[^\W_]+|[._]")


@functools.lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """spaCy's English stop words, read from its data file without importing spaCy (which
    takes seconds): the file is a plain Python module without imports."""
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        return frozenset()
    path = Path(list(spec.submodule_search_locations)[0]) / "lang" / "en" / "stop_words.py"
    module_spec = importlib.util.spec_from_file_location("deidkit._spacy_en_stop_words", path)
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    return frozenset(w.lower() for w in module.STOP_WORDS)


def distinctive(token: str) -> bool:
    """Whether one token may propagate (see the module's docstring)."""
    if len(token) < 2 or token.lower() in TITLES or token.lower() in stop_words():
        return False
    if any(c.isalpha() for c in token):
        return True
    return sum(c.isdigit() for c in token) >= MIN_DIGITS


@functools.lru_cache(maxsize=1)
def common_words() -> frozenset[str]:
    """The :data:`COMMON_WORDS` most frequent words of the default embeddings (a
    dependency, so the same list whatever embeddings a tagger reads)."""
    from deidkit.embeddings import load_embeddings

    return frozenset(load_embeddings().first_words(COMMON_WORDS))


def fold(token: str) -> str:
    """``token`` in lower case without accents ("Röhrich" -> "rohrich", "Rößler" ->
    "rossler")."""
    if token.isascii():
        return token.lower()
    return without_accents(token.casefold())


def user_name_forms(name: Sequence[str]) -> tuple[set[str], set[str]]:
    """The folded log-ins one name's tokens make: ``(with_initials, alone)``; a part of 3
    letters or more with the initials of one or two other parts before it or one after
    it, and a part of :data:`MIN_USER_NAME_LETTERS` letters or more alone."""
    parts = [fold(t) for t in name if t.isalpha() and t.lower() not in TITLES]
    with_initials, alone = set(), set()
    for k, part in enumerate(parts):
        if len(part) < 3:
            continue
        if len(part) >= MIN_USER_NAME_LETTERS:
            alone.add(part)
        initials = [q[0] for j, q in enumerate(parts) if j != k]
        for a, first in enumerate(initials):
            with_initials.update((first + part, part + first))
            with_initials.update(first + second + part
                                 for b, second in enumerate(initials) if b != a)
    return with_initials, alone


def _distinctive_sequence(tokens: tuple[str, ...]) -> bool:
    return (any(distinctive(t) for t in tokens)
            or sum(c.isdigit() for t in tokens for c in t) >= MIN_DIGITS)


def propagate(tokens: Sequence[str], entities: Entities, sentence_offsets: np.ndarray,
              document_keys: np.ndarray, keep: np.ndarray | None = None, *,
              joined: np.ndarray | None = None,
              user_name_type: str | None = "USERNAME",
              blocked: np.ndarray | None = None) -> Entities:
    """``entities`` of the flat ``tokens`` with each document's PHI strings, name parts and
    user names of names tagged where they recur. ``sentence_offsets``: the flat start of
    each sentence (length sentences + 1); ``document_keys``: a document number per
    sentence; ``keep`` (shape: (num_tokens,), bool): tokens that stay as they are (found not
    to be PHI); ``joined`` (shape: (num_tokens,), bool): tokens that follow the token before
    them without a space (None: unknown, so a user name takes no joined tokens);
    ``user_name_type``: the TYPE of a user name of names (None: the name's TYPE, for a
    tagger without USERNAME); ``blocked`` (shape: (num_tokens,), bool), when given, is set
    where propagation would have tagged a token that ``keep`` held (a veto, which ``tag``'s
    ``phi_source`` names)."""
    types = entities.types.copy()
    begins = entities.begins.copy()
    if keep is None:
        keep = np.zeros(len(types), dtype=bool)
    if joined is None:
        joined = np.zeros(len(types), dtype=bool)
    order = np.argsort(document_keys, kind="stable")
    keys = document_keys[order]
    bounds = np.flatnonzero(np.diff(keys)) + 1
    for group in np.split(order, bounds):
        if len(group):
            sentences = [(int(sentence_offsets[k]), int(sentence_offsets[k + 1])) for k in group]
            _document(tokens, types, begins, keep, sentences, blocked)
            _user_names(tokens, types, begins, keep, joined, sentences, user_name_type,
                        blocked)
    return Entities(types, begins)


def _entities(types: np.ndarray, begins: np.ndarray, lo: int, hi: int):
    """``(start, end, TYPE)`` of the entities of one sentence ``[lo, hi)``."""
    start = None
    for i in range(lo, hi + 1):
        if start is not None and (i == hi or types[i] != types[start] or begins[i]):
            yield start, i, types[start]
            start = None
        if i < hi and types[i] is not None and start is None:
            start = i


def _document(tokens, types, begins, keep, sentences: list[tuple[int, int]],
              blocked: np.ndarray | None = None) -> None:
    sequences: dict[tuple[str, ...], Counter] = defaultdict(Counter)
    parts: dict[str, Counter] = defaultdict(Counter)
    for lo, hi in sentences:
        for start, end, type_ in _entities(types, begins, lo, hi):
            seq = tuple(tokens[start:end])
            if _distinctive_sequence(seq):
                sequences[seq][type_] += 1
            if type_ in NAME_TYPES:
                for token in seq:
                    if distinctive(token) and any(c.isalpha() for c in token):
                        for variant in {token, token.upper(), token.capitalize()}:
                            parts[variant][type_] += 1
    if not sequences and not parts:
        return
    by_first: dict[str, list[tuple[str, ...]]] = defaultdict(list)
    for seq in sorted(sequences, key=len, reverse=True):
        by_first[seq[0]].append(seq)
    for lo, hi in sentences:
        for i in range(lo, hi):
            for seq in by_first.get(tokens[i], ()):
                if tuple(tokens[i:i + len(seq)]) == seq and i + len(seq) <= hi:
                    _tag(types, begins, keep, i, i + len(seq),
                         sequences[seq].most_common(1)[0][0], lo, blocked=blocked)
                    break
        for i in range(lo, hi):
            counts = parts.get(tokens[i])
            if counts is not None and types[i] is None:
                _tag(types, begins, keep, i, i + 1, counts.most_common(1)[0][0], lo, join=True,
                     blocked=blocked)


def _user_names(tokens, types, begins, keep, joined, sentences: list[tuple[int, int]],
                user_name_type: str | None, blocked: np.ndarray | None = None) -> None:
    """Step 3 of the module's docstring, over one document's ``sentences``."""
    with_initials: dict[str, str] = {}
    alone: dict[str, str] = {}
    for lo, hi in sentences:
        for start, end, type_ in _entities(types, begins, lo, hi):
            if type_ in ("PATIENT", "DOCTOR"):
                forms, parts = user_name_forms(tokens[start:end])
                for form in forms:
                    with_initials.setdefault(form, type_)
                for form in parts:
                    alone.setdefault(form, type_)
    if not with_initials and not alone:
        return
    for lo, hi in sentences:
        for i in range(lo, hi):
            token = tokens[i]
            if len(token) < MIN_USER_NAME_LETTERS or not token.isalpha() or types[i] is not None:
                continue
            form = fold(token)
            name_type = with_initials.get(form) or (alone.get(form) if token.islower() else None)
            if (name_type is None or form in common_words() or form in stop_words()):
                continue
            if keep[i]:
                if blocked is not None:
                    blocked[i] = True
                continue
            start, end = i, i + 1
            while start > lo and joined[start] and _free_piece(tokens, types, keep, start - 1):
                start -= 1
            while end < hi and joined[end] and _free_piece(tokens, types, keep, end):
                end += 1
            while tokens[start] in "._":  # between two pieces only
                start += 1
            while tokens[end - 1] in "._":
                end -= 1
            _tag(types, begins, keep, start, end, user_name_type or name_type, lo)


def _free_piece(tokens, types, keep, i: int) -> bool:
    """Whether token ``i`` is untagged, not kept, and may stand in a log-in."""
    return types[i] is None and not keep[i] and _LOGIN_PIECE.fullmatch(tokens[i]) is not None


def _tag(types, begins, keep, start: int, end: int, type_: str, sentence_start: int, *,
         join: bool = False, blocked: np.ndarray | None = None) -> None:
    """Tag the untagged tokens of ``[start, end)`` that are not kept as one entity of
    ``type_``; ``join``: a name part next to a name of the same TYPE continues it ("Jacob"
    "Blair"); ``blocked``: set where a kept token was left untagged."""
    for i in range(start, end):
        if types[i] is not None or keep[i]:
            if blocked is not None and types[i] is None:
                blocked[i] = True
            continue
        types[i] = type_
        previous_same = i > sentence_start and types[i - 1] == type_
        begins[i] = not (previous_same and (i > start or join))


#: The vote of propagation across a corpus (``tag --propagate-corpus``): a string
#: propagates to every document when at least this share of its occurrences is tagged...
CORPUS_SHARE = 0.5
#: ...and at least this many of them, in at least as many documents.
CORPUS_MIN_TAGGED = 2


class CorpusVote:
    """Propagation across the documents of a corpus, by vote: a distinctive PHI string
    (see the module's docstring) that is tagged in at least :data:`CORPUS_SHARE` of its
    occurrences in the corpus, at least :data:`CORPUS_MIN_TAGGED` times in as many
    documents, is tagged at each of its other occurrences, with its most frequent TYPE. A
    site's notes repeat its hospitals, departments, clinicians and places from note to
    note: what the tagger found in most of them it finds in all. Name parts do not
    propagate across documents (a first name tagged in one note is a word in another).

    Three passes over the tagged sentences, in the same order each time (rows: ``tokens``,
    IOB2 ``labels``, the row's document): :meth:`collect` the tagged strings,
    :meth:`count` their occurrences, then :meth:`apply` the vote to each row."""

    def __init__(self) -> None:
        self._types: dict[tuple[str, ...], Counter] = defaultdict(Counter)
        # the documents each string was tagged in, up to CORPUS_MIN_TAGGED of them
        self._docs: dict[tuple[str, ...], set] = defaultdict(set)
        self._occurrences: Counter = Counter()
        self._tagged: Counter = Counter()
        self._by_first: dict[str, list[tuple[str, ...]]] | None = None
        self.winners: dict[tuple[str, ...], str] = {}

    def collect(self, tokens: Sequence[str], labels: Sequence[str], document) -> None:
        """Pass 1: the PHI strings of one tagged sentence of ``document``."""
        types, begins = _parse(labels)
        for start, end, type_ in _entities(types, begins, 0, len(tokens)):
            seq = tuple(tokens[start:end])
            if not _distinctive_sequence(seq):
                continue
            self._types[seq][type_] += 1
            if len(self._docs[seq]) < CORPUS_MIN_TAGGED:
                self._docs[seq].add(document)

    # An engine (Spark, Ray) runs passes 1 and 2 on each part of the corpus and merges the
    # parts' states on its driver; plain lists, so that they travel as JSON.

    def collected(self) -> list:
        """Pass 1's state: ``[tokens, {TYPE: count}, [documents]]`` per tagged string
        (documents as strings), for :meth:`merge_collected`."""
        return [[list(seq), dict(types), sorted(map(str, self._docs[seq]))]
                for seq, types in self._types.items()]

    def merge_collected(self, parts: Sequence[list]) -> None:
        """Pass 1 of several parts of a corpus (:meth:`collected` of each), as if one vote
        had collected them all (documents are counted up to :data:`CORPUS_MIN_TAGGED`,
        so the parts' capped sets add up to the same decision)."""
        for part in parts:
            for seq, types, docs in part:
                seq = tuple(seq)
                self._types[seq].update(types)
                held = self._docs[seq]
                for doc in docs:
                    if len(held) >= CORPUS_MIN_TAGGED:
                        break
                    held.add(doc)

    def counting(self) -> "CorpusVote":
        """A vote with this one's candidates and no counts: pass 2 over one part (this
        vote's candidates are chosen here, so no part may be merged into it after)."""
        part = CorpusVote()
        part._types, part._by_first = self._types, self._candidates()
        return part

    def counted(self) -> list:
        """Pass 2's state: ``[tokens, occurrences, tagged]`` per candidate seen."""
        return [[list(seq), n, self._tagged[seq]] for seq, n in self._occurrences.items()]

    def merge_counted(self, parts: Sequence[list]) -> None:
        """Pass 2 of several parts (:meth:`counted` of each of :meth:`counting`'s votes)."""
        self._candidates()
        for part in parts:
            for seq, occurrences, tagged in part:
                self._occurrences[tuple(seq)] += occurrences
                self._tagged[tuple(seq)] += tagged

    def _candidates(self) -> dict[str, list[tuple[str, ...]]]:
        if self._by_first is None:
            self._by_first = defaultdict(list)
            for seq, types in self._types.items():
                if (len(self._docs[seq]) >= CORPUS_MIN_TAGGED
                        and sum(types.values()) >= CORPUS_MIN_TAGGED):
                    self._by_first[seq[0]].append(seq)
            self._types = {s: self._types[s] for v in self._by_first.values() for s in v}
            self._docs.clear()  # needed no more: pass 2 counts the candidates only
        return self._by_first

    def count(self, tokens: Sequence[str], labels: Sequence[str]) -> None:
        """Pass 2: the occurrences of the candidate strings in one sentence, and how many
        of them are wholly tagged."""
        by_first = self._candidates()
        for i, token in enumerate(tokens):
            for seq in by_first.get(token, ()):
                if tuple(tokens[i:i + len(seq)]) == seq:
                    self._occurrences[seq] += 1
                    if all(label != OUTSIDE for label in labels[i:i + len(seq)]):
                        self._tagged[seq] += 1

    def decide(self) -> None:
        """Between passes 2 and 3: the strings that carry the vote."""
        self.winners = {seq: types.most_common(1)[0][0] for seq, types in self._types.items()
                        if self._tagged[seq] >= CORPUS_MIN_TAGGED
                        and self._tagged[seq] >= CORPUS_SHARE * self._occurrences[seq]}
        self._by_first = defaultdict(list)
        for seq in sorted(self.winners, key=len, reverse=True):
            self._by_first[seq[0]].append(seq)

    def apply(self, tokens: Sequence[str], labels: Sequence[str],
              keep: np.ndarray | None = None, blocked: np.ndarray | None = None
              ) -> list[str]:
        """Pass 3: one sentence's labels with the winning strings tagged where they stand
        untagged (``keep``, shape (len(tokens),): tokens found not to be PHI, which stay
        so; ``blocked``, when given, is set where a kept token stopped the vote)."""
        types, begins = _parse(labels)
        if keep is None:
            keep = np.zeros(len(tokens), dtype=bool)
        for i, token in enumerate(tokens):
            for seq in self._by_first.get(token, ()):
                if tuple(tokens[i:i + len(seq)]) == seq:
                    _tag(types, begins, keep, i, i + len(seq), self.winners[seq], 0,
                         blocked=blocked)
                    break
        return Entities(types, begins).labels()


def _parse(labels: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """``(types, begins)`` of IOB2 labels (an I- after another TYPE begins an entity)."""
    from deidkit.labels import split_label

    parsed = [split_label(label) for label in labels]
    types = np.array([t for _, t in parsed] + [None], dtype=object)[:-1]
    begins = np.array([p == "B" or k == 0 or parsed[k - 1][1] != t
                       for k, (p, t) in enumerate(parsed)], dtype=bool)
    return types, begins
