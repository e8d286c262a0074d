"""A site's own rules, without code (``deidkit tag --rules FILE``): recognizers a site
writes in YAML or JSON beside the built-in ones, as Presidio's ad-hoc recognizers and
Philter's white and black lists do.

Four kinds of rule; each rule is an ordinary recognizer named ``site:<name>``
(:class:`SiteRecognizer`), run by :func:`deidkit.recognizers.recognize_window` with the
others and united with the tagger's labels as they are (:mod:`deidkit.recognizers.union`):

* ``pattern``: a regular expression (Python's ``re``) with a ``type``, over the text of each
  sentence (``over: text``, the default: the tokens every match touches get the TYPE;
  ``^`` and ``$`` are the sentence's start and end) or over each token (``over: token``:
  a token the pattern matches whole);
* ``cue``: a cue (one of ``cues``: "MRN", "Pager", "pgr") followed by a value: the longest
  run of at most :data:`MAX_VALUE_TOKENS` tokens whose text ``value`` matches whole, after
  at most :data:`MAX_SEPARATORS` tokens of punctuation (":", "#", "=", "-", "."); the value
  gets the ``type``, the cue does not;
* ``never_phi``: ``words`` (or a ``words_file``, one a line) that are never PHI, whatever
  the tagger or another recognizer says (a veto, as ``codes`` is);
* ``always_phi``: ``words`` that are always PHI, with a ``type`` (a site's staff names).

A word may be several tokens ("Mount Sinai", "O'Brien"): it matches tokens whose text, laid
out as :mod:`deidkit.recognizers.text` lays it out, is the word (runs of spaces in the word
count as one). ``ignore_case: true`` matches a rule's words, cues, pattern and value
without case (default: with case). Vetoes run first, then the other rules in the file's
order, then the built-in recognizers: a character a rule claims is claimed by nothing after
it (the module :mod:`deidkit.recognizers`). A word that is in a never-PHI and an always-PHI
rule is an error.

Where a rule and the tagger both flag a token, the union chooses its TYPE as for any
recognizer (the tagger's where it tagged a name): a rule makes a token PHI, or not PHI.

Bad rules are one error naming the file, the rule (its number and name) and the problem
(:class:`~deidkit.errors.DataError`, exit 1), before any model is loaded.

**Recorded.** A tagged table records the rules that ran (:meth:`SiteRules.record`); a model
directory's ``pipeline.json`` keeps them (``train-tagger --rules``; :meth:`SiteRules.to_json`)
as written, except the words of an always-PHI rule, which may be PHI: the file keeps only
the path of their ``words_file`` (made absolute), read when the model loads, so a model
directory holds no staff names and may be shared without them.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator, Sequence

from deidkit.errors import DataError
from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.text import WindowText

KINDS = ("pattern", "cue", "never_phi", "always_phi")
#: The keys each kind of rule takes, in the order the docs give them.
KEYS = {
    "pattern": ("name", "kind", "type", "pattern", "over", "ignore_case"),
    "cue": ("name", "kind", "type", "cues", "value", "ignore_case"),
    "never_phi": ("name", "kind", "words", "words_file", "ignore_case"),
    "always_phi": ("name", "kind", "type", "words", "words_file", "ignore_case"),
}
#: What a rule's recognizer is named: ``site:<name>``.
PREFIX = "site:"
#: Tokens of punctuation alone that may stand between a cue and its value ("MRN: 123").
SEPARATOR_CHARACTERS = frozenset(":#=.-")
MAX_SEPARATORS = 2
MAX_VALUE_TOKENS = 8
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


@dataclass(frozen=True)
class SiteRule:
    """One rule, checked. ``pattern``: a pattern rule's expression, a cue rule's ``value``;
    ``words``: a word rule's words; ``words_file``: the absolute path they were read from
    (None: written in the rules)."""

    name: str
    kind: str
    type: str | None = None
    pattern: str | None = None
    over: str = "text"
    cues: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    words_file: str | None = None
    ignore_case: bool = False

    def to_json(self) -> dict:
        """The rule as a rules file writes it: what ``pipeline.json`` keeps (an always-PHI
        rule's words by their file only)."""
        out: dict = {"name": self.name, "kind": self.kind}
        if self.type is not None:
            out["type"] = self.type
        if self.kind == "pattern":
            out.update(pattern=self.pattern, over=self.over)
        elif self.kind == "cue":
            out.update(cues=list(self.cues), value=self.pattern)
        elif self.kind == "never_phi":
            out["words"] = list(self.words)
        else:
            out["words_file"] = self.words_file
        out["ignore_case"] = self.ignore_case
        return out

    def record(self) -> dict:
        """What a tagged table records of the rule: :meth:`to_json`, with an always-PHI
        rule's words counted and digested, never written out."""
        out = self.to_json()
        if self.kind == "always_phi":
            if self.words_file is None:
                del out["words_file"]
            out["word_count"] = len(self.words)
            out["words_sha256"] = hashlib.sha256("\n".join(self.words).encode()).hexdigest()
        return out


@dataclass(frozen=True)
class SiteRules:
    """A site's rules, checked (:func:`read_rules`); ``source``: where they were read from,
    ``sha256``: the digest of that file (None: read from a ``pipeline.json``)."""

    rules: tuple[SiteRule, ...]
    source: str = field(default="", compare=False)
    sha256: str | None = field(default=None, compare=False)

    def recognizers(self) -> tuple["SiteRecognizer", ...]:
        """The rules' recognizers in the order of precedence: the vetoes, then the others
        in the file's order."""
        vetoes = [r for r in self.rules if r.kind == "never_phi"]
        return tuple(SiteRecognizer(r) for r in vetoes + [r for r in self.rules
                                                           if r.kind != "never_phi"])

    def to_json(self) -> list[dict]:
        """The rules as ``pipeline.json`` keeps them; an always-PHI rule whose words are
        written in the rules (not in a ``words_file``) is a DataError: its words may be PHI
        (:meth:`check_savable`)."""
        self.check_savable()
        return [r.to_json() for r in self.rules]

    def check_savable(self) -> None:
        """Whether a model directory may keep these rules (before a model is trained with
        them): every always-PHI rule's words in a ``words_file``."""
        for i, rule in enumerate(self.rules, 1):
            if rule.kind == "always_phi" and rule.words_file is None:
                raise DataError(f"rule {i} '{rule.name}': a model keeps always-PHI words by "
                                "their file only, as they may be PHI: list them in a "
                                "'words_file'", source=self.source or None)

    def record(self) -> dict:
        """What a tagged table records of the rules (its ``deidkit.rules`` metadata)."""
        out: dict = {"source": self.source}
        if self.sha256 is not None:
            out["sha256"] = self.sha256
        out["rules"] = [r.record() for r in self.rules]
        return out


# ---------------------------------------------------------------------------------------
# Reading and checking

class _Bad(Exception):
    """A problem with a rule, in words (the caller names the file)."""


def read_rules(path) -> SiteRules:
    """The rules of the file ``path`` (JSON when its name ends in ``.json``, else YAML, read
    with PyYAML's safe loader: no code runs), checked; any problem is a DataError naming the
    file (and the rule)."""
    path = Path(path)
    source = str(path)
    if not path.is_file():
        raise DataError("no such file" if not path.exists() else "not a file", source=source)
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise DataError("not UTF-8 text", source=source) from None
    if path.suffix.lower() == ".json":
        try:
            document = json.loads(text)
        except ValueError as exc:
            raise DataError(f"not valid JSON ({exc})", source=source) from None
    else:
        document = _yaml(text, source)
    if not isinstance(document, dict):
        got = "an empty file" if document is None else _what(document)
        raise DataError(f"must be a mapping with a 'rules' list, got {got}", source=source)
    unknown = [k for k in document if k != "rules"]
    if unknown:
        raise DataError(f"unknown key {_key(unknown[0])} (keys: rules)", source=source)
    if "rules" not in document:
        raise DataError("missing 'rules' (a list of rules)", source=source)
    if not isinstance(document["rules"], list):
        raise DataError(f"'rules' must be a list of rules, got {_what(document['rules'])}",
                        source=source)
    return SiteRules(parse_rules(document["rules"], base=path.parent, source=source),
                     source=source, sha256=hashlib.sha256(data).hexdigest())


def _yaml(text: str, source: str):
    import yaml

    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(f"not valid YAML ({where}{problem})", source=source) from None


def rules_from_json(value, *, source: str) -> SiteRules:
    """The rules a ``pipeline.json`` keeps (its ``rules`` field), checked as a rules file's;
    a problem is a ValueError without the file's name (the caller names it)."""
    return SiteRules(parse_rules(value, base=None, source=None), source=source)


def parse_rules(items, *, base: Path | None, source: str | None) -> tuple[SiteRule, ...]:
    """Rules from their parsed form (a list of mappings); ``base``: the directory a relative
    ``words_file`` is read from (None: it must be absolute). A problem is a DataError naming
    ``source`` and the rule, or with ``source`` None a ValueError saying the same."""
    def bad(message: str):
        return DataError(message, source=source) if source is not None else ValueError(message)

    if not isinstance(items, list):
        raise bad(f"must be a list of rules, got {_what(items)}")
    rules: list[SiteRule] = []
    names: dict[str, int] = {}
    for i, item in enumerate(items, 1):
        name = item.get("name") if isinstance(item, dict) else None
        label = f"rule {i}" + (f" '{name}'" if isinstance(name, str) and name else "")
        try:
            rule = _rule(item, base)
            if rule.name in names:
                raise _Bad(f"the name of rule {names[rule.name]} too (names must differ)")
        except _Bad as exc:
            raise bad(f"{label}: {exc}") from None
        names[rule.name] = i
        rules.append(rule)
    _check_vetoes(rules, bad)
    return tuple(rules)


def _check_vetoes(rules: Sequence[SiteRule], bad) -> None:
    """A word both never and always PHI (without case where either rule ignores it)."""
    for i, rule in enumerate(rules, 1):
        if rule.kind != "always_phi":
            continue
        for j, veto in enumerate(rules, 1):
            if veto.kind != "never_phi":
                continue
            fold = rule.ignore_case or veto.ignore_case
            keys = {_phrase_key(w, fold): w for w in veto.words}
            both = [w for w in rule.words if _phrase_key(w, fold) in keys]
            if both:
                # the word is named when the rules hold it; an always-PHI word read from a
                # file is not written out (it may be PHI)
                word = f"'{both[0]}'" if rule.words_file is None else "a word of its words_file"
                raise bad(f"rule {i} '{rule.name}': {word} is also a never-PHI word of rule "
                          f"{j} '{veto.name}'")


def _rule(item, base: Path | None) -> SiteRule:
    if not isinstance(item, dict):
        raise _Bad(f"must be a mapping of keys (name, kind, ...), got {_what(item)}")
    if "name" not in item:
        raise _Bad("missing 'name'")
    name = item["name"]
    if not isinstance(name, str):
        raise _Bad(f"'name' must be a string, got {_what(name)}")
    if not _NAME.fullmatch(name):
        raise _Bad("'name' must be letters, digits, '_', '.' or '-' (it names the recognizer "
                   f"{PREFIX}NAME), got {_what(name)}")
    if "kind" not in item:
        raise _Bad(f"missing 'kind' (one of {', '.join(KINDS)})")
    kind = item["kind"]
    if kind not in KINDS:
        raise _Bad(f"unknown kind {_what(kind)} (kinds: {', '.join(KINDS)})")
    unknown = [k for k in item if k not in KEYS[kind]]
    if unknown:
        raise _Bad(f"unknown key {_key(unknown[0])} (keys of a {kind} rule: "
                   f"{', '.join(KEYS[kind])})")
    ignore_case = item.get("ignore_case", False)
    if not isinstance(ignore_case, bool):
        raise _Bad(f"'ignore_case' must be true or false, got {_what(ignore_case)}")
    fields = dict(name=name, kind=kind, ignore_case=ignore_case)
    if kind != "never_phi":
        fields["type"] = _type(item)
    if kind == "pattern":
        over = item.get("over", "text")
        if over not in ("text", "token"):
            raise _Bad(f"'over' must be \"text\" or \"token\", got {_what(over)}")
        fields.update(pattern=_regex(item, "pattern", ignore_case), over=over)
    elif kind == "cue":
        fields.update(cues=_strings(item, "cues"), pattern=_regex(item, "value", ignore_case))
    else:
        words, words_file = _words(item, base)
        fields.update(words=words, words_file=words_file)
    return SiteRule(**fields)


def _type(item: dict) -> str:
    from deidkit.corpus.i2b2 import TYPE_CATEGORY

    if "type" not in item:
        raise _Bad("missing 'type' (a TYPE of deidkit's labels: PATIENT, DOCTOR, ...)")
    value = item["type"]
    if not isinstance(value, str):
        raise _Bad(f"'type' must be a string, got {_what(value)}")
    if value not in TYPE_CATEGORY:
        raise _Bad(f"unknown TYPE {_what(value)} (TYPEs: {', '.join(sorted(TYPE_CATEGORY))})")
    return value


def _regex(item: dict, key: str, ignore_case: bool) -> str:
    if key not in item:
        raise _Bad(f"missing '{key}' (a regular expression)")
    value = item[key]
    if not isinstance(value, str):
        raise _Bad(f"'{key}' must be a string (a regular expression), got {_what(value)}")
    if not value:
        raise _Bad(f"'{key}' is empty")
    try:
        compiled = _compile(value, ignore_case)
    except re.error as exc:
        raise _Bad(f"'{key}' is not a valid regular expression ({exc})") from None
    if compiled.fullmatch(""):
        raise _Bad(f"'{key}' matches the empty string")
    return value


def _compile(pattern: str, ignore_case: bool) -> re.Pattern:
    # MULTILINE: ^ and $ hold at a sentence's start and end, which a line break borders in
    # a window's text (deidkit.recognizers.text.SEPARATOR)
    return re.compile(pattern, re.MULTILINE | (re.IGNORECASE if ignore_case else 0))


def _strings(item: dict, key: str) -> tuple[str, ...]:
    if key not in item:
        raise _Bad(f"missing '{key}' (a list of strings)")
    value = item[key]
    if not isinstance(value, list):
        raise _Bad(f"'{key}' must be a list of strings, got {_what(value)}")
    if not value:
        raise _Bad(f"'{key}' is empty")
    for k, v in enumerate(value, 1):
        if not isinstance(v, str):
            raise _Bad(f"'{key}' item {k} must be a string, got {_what(v)} (quote it in YAML)")
        if not v.strip():
            raise _Bad(f"'{key}' item {k} is empty")
    return tuple(value)


def _words(item: dict, base: Path | None) -> tuple[tuple[str, ...], str | None]:
    """A word rule's words and the absolute path of their file (None: in the rules)."""
    if "words" in item and "words_file" in item:
        raise _Bad("give 'words' or 'words_file', not both")
    if "words_file" not in item:
        if "words" not in item:
            raise _Bad("missing 'words' (or 'words_file')")
        return _strings(item, "words"), None
    value = item["words_file"]
    if not isinstance(value, str) or not value:
        raise _Bad(f"'words_file' must be a path, got {_what(value)}")
    path = Path(value)
    if not path.is_absolute():
        if base is None:
            raise _Bad(f"'words_file' must be an absolute path, got {_what(value)}")
        path = base / path
    path = path.resolve()
    if not path.is_file():
        raise _Bad(f"'words_file' {path}: no such file")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise _Bad(f"'words_file' {path}: not UTF-8 text") from None
    words = tuple(w.strip() for w in lines if w.strip())
    if not words:
        raise _Bad(f"'words_file' {path}: no words")
    return words, str(path)


def _what(value) -> str:
    """A value in an error message: JSON for scalars, its kind for the rest."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "null"
    if isinstance(value, (str, bool, int, float)):
        return json.dumps(value)
    return f"a {type(value).__name__}"


def _key(key) -> str:
    return repr(key) if isinstance(key, str) else _what(key)


# ---------------------------------------------------------------------------------------
# The recognizers

def _phrase_key(phrase: str, fold: bool) -> str:
    """A word as compared: runs of spaces one space, without case when ``fold``."""
    key = " ".join(phrase.split())
    return key.casefold() if fold else key


class _Phrases:
    """Finds words of one or more tokens in a window: the longest from each token."""

    def __init__(self, phrases: Sequence[str], fold: bool):
        self.fold = fold
        self.keys = frozenset(_phrase_key(p, fold) for p in phrases)
        # every prefix of a word: a run of tokens that is none stops there
        self.prefixes = frozenset(k[:n] for k in self.keys for n in range(1, len(k) + 1))

    def spans(self, window: WindowText) -> Iterator[tuple[int, int]]:
        """Flat token ranges ``[i, j)`` whose text is a word, within one sentence."""
        texts, text = window.token_texts, window.text
        starts, ends = window.token_starts.tolist(), window.token_ends.tolist()
        sentence_ends = window.sentence_ends.tolist()
        fold, prefixes, keys = self.fold, self.prefixes, self.keys
        for i, token in enumerate(texts):
            if (token.casefold() if fold else token) not in prefixes:
                continue
            best, j = None, i
            while j < sentence_ends[i]:
                piece = text[starts[i]:ends[j]]
                piece = piece.casefold() if fold else piece
                if piece not in prefixes:
                    break
                if piece in keys:
                    best = j + 1
                j += 1
            if best is not None:
                yield i, best


class SiteRecognizer:
    """The recognizer of one :class:`SiteRule`: ``name`` (``site:<rule name>``), ``types``
    (none for a veto, whose finds are :data:`~deidkit.recognizers.codes.NOT_PHI`) and
    :meth:`find`, as :class:`deidkit.recognizers.Recognizer` has."""

    def __init__(self, rule: SiteRule):
        self.rule = rule
        self.name = PREFIX + rule.name
        self.types = () if rule.kind == "never_phi" else (rule.type,)
        self._regex = (None if rule.pattern is None
                       else _compile(rule.pattern, rule.ignore_case))
        words = rule.cues if rule.kind == "cue" else rule.words
        self._phrases = _Phrases(words, rule.ignore_case) if words else None

    def __repr__(self) -> str:
        return f"SiteRecognizer({self.rule!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, SiteRecognizer) and other.rule == self.rule

    def __hash__(self) -> int:
        return hash(self.rule)

    def __getstate__(self):  # pickled for an engine's workers: the rule alone
        return self.rule

    def __setstate__(self, rule):
        self.__init__(rule)

    def find(self, window: WindowText) -> Iterator[tuple[int, int, str]]:
        """``(start, end, TYPE)`` of what the rule finds in a window's text."""
        kind = self.rule.kind
        if kind == "pattern":
            yield from (self._over_tokens(window) if self.rule.over == "token"
                        else self._over_text(window))
        elif kind == "cue":
            yield from self._after_cues(window)
        else:
            type_ = NOT_PHI if kind == "never_phi" else self.rule.type
            starts, ends = window.token_starts, window.token_ends
            for i, j in self._phrases.spans(window):
                yield int(starts[i]), int(ends[j - 1]), type_

    def _over_text(self, window: WindowText) -> Iterator[tuple[int, int, str]]:
        offsets = window.sentence_offsets.tolist()
        starts, ends = window.token_starts.tolist(), window.token_ends.tolist()
        for a, b in zip(offsets[:-1], offsets[1:]):
            if a == b:
                continue
            # one sentence at a time: no match crosses into the next
            for m in self._regex.finditer(window.text, starts[a], ends[b - 1]):
                if m.end() > m.start():
                    yield m.start(), m.end(), self.rule.type

    def _over_tokens(self, window: WindowText) -> Iterator[tuple[int, int, str]]:
        matches: dict[str, bool] = {}  # one match per distinct token
        starts, ends = window.token_starts.tolist(), window.token_ends.tolist()
        for i, token in enumerate(window.token_texts):
            hit = matches.get(token)
            if hit is None:
                hit = matches[token] = self._regex.fullmatch(token) is not None
            if hit:
                yield starts[i], ends[i], self.rule.type

    def _after_cues(self, window: WindowText) -> Iterator[tuple[int, int, str]]:
        texts, text = window.token_texts, window.text
        starts, ends = window.token_starts.tolist(), window.token_ends.tolist()
        sentence_ends = window.sentence_ends.tolist()
        for i, j in self._phrases.spans(window):
            end, k = sentence_ends[i], j
            while (k < end and k - j < MAX_SEPARATORS
                   and set(texts[k]) <= SEPARATOR_CHARACTERS):
                k += 1
            best = None
            for m in range(k, min(end, k + MAX_VALUE_TOKENS)):
                if self._regex.fullmatch(text, starts[k], ends[m]):
                    best = m
            if best is not None:
                yield starts[k], ends[best], self.rule.type


def site_recognizers(rules: SiteRules | None) -> tuple[SiteRecognizer, ...]:
    """The recognizers of ``rules`` (none: none), to run before the built-in ones."""
    return () if rules is None else rules.recognizers()


def chosen_rules(value, recorded: SiteRules | None) -> SiteRules | None:
    """The rules that run: ``value`` as ``tag --rules`` takes it (None: ``recorded``, a
    model's pipeline's; ``"none"``: none; a path: that file's rules; or a
    :class:`SiteRules`)."""
    if value is None:
        return recorded
    if isinstance(value, SiteRules):
        return value
    if str(value) == "none":
        return None
    return read_rules(value)
