"""A note under construction: segments of text, some of them PHI, and their assembly into
i2b2 text + tags (typos, capitals, HTML entities and hard wrapping applied on the way).

Offsets are computed only at the end, from the final segments, so every transformation that
changes lengths (``'ß'.upper() == 'SS'``, ``&`` -> ``&amp;``) is safe; hard wrapping replaces
a space by a newline, which keeps every offset.
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

from deidkit.corpus.i2b2 import TYPE_CATEGORY, Tag

LIT, PHI, RAW = 0, 1, 2

_SLOT = re.compile(r"\{(\w+)\}")
_WORD = re.compile(r"[A-Za-z]{4,}")


@lru_cache(maxsize=4096)
def parse_template(template: str) -> tuple[tuple[str, str | None], ...]:
    """'Seen by {dr} on {visit}.' -> (('Seen by ', 'dr'), (' on ', 'visit'), ('.', None))."""
    parts = _SLOT.split(template)
    out = []
    for i in range(0, len(parts), 2):
        literal = parts[i]
        slot = parts[i + 1] if i + 1 < len(parts) else None
        out.append((literal, slot))
    return tuple(out)


class Segments:
    """Append-only text with PHI spans."""

    def __init__(self):
        self.segs: list[tuple[str, str | None, int]] = []

    def lit(self, text: str) -> None:
        if text:
            segs = self.segs
            if segs and segs[-1][2] == LIT:  # fewer, longer segments: faster assembly
                segs[-1] = (segs[-1][0] + text, None, LIT)
            else:
                segs.append((text, None, LIT))

    def raw(self, text: str) -> None:
        """Text kept verbatim (no typos, no capitals)."""
        if text:
            self.segs.append((text, None, RAW))

    def phi(self, text: str, type_: str) -> None:
        if type_ not in TYPE_CATEGORY:
            raise ValueError(f"unknown i2b2 TYPE {type_!r}")
        if not text or text != text.strip():
            raise ValueError(f"PHI text must be non-empty without outer whitespace: {text!r}")
        self.segs.append((text, type_, PHI))

    def ends_with_newline(self) -> bool:
        for text, _, _ in reversed(self.segs):
            if text:
                return text.endswith("\n")
        return True


class Writer(Segments):
    """Segments written from templates: ``fill('Seen by {dr}.')`` calls ``self.s_dr()`` for
    each slot; subclasses (one per corpus style) define the ``s_*`` slot methods."""

    def __init__(self, rng: random.Random):
        super().__init__()
        self.rng = rng

    def fill(self, template: str) -> None:
        for literal, slot in parse_template(template):
            self.lit(literal)
            if slot:
                method = getattr(self, "s_" + slot, None)
                if method is None:
                    raise KeyError(f"unknown template slot {{{slot}}} in {template!r}")
                method()

    def choose(self, templates, k: int | tuple[int, int]) -> list[str]:
        if isinstance(k, tuple):
            k = self.rng.randint(*k)
        return self.rng.sample(templates, min(k, len(templates)))

    def sentences(self, templates, k, sep: str = " ") -> None:
        for i, t in enumerate(self.choose(templates, k)):
            if i:
                self.lit(sep)
            self.fill(t)

    def nl(self, n: int = 1) -> None:
        self.lit("\n" * n)

    def para_break(self) -> None:
        r = self.rng.random()
        self.lit("\n\n\n" if r < 0.12 else "\n\n\n\n" if r < 0.16 else "\n" if r < 0.25 else "\n\n")

    def rule(self) -> None:
        self.lit(self.rng.choice(("-" * self.rng.randint(20, 70), "=" * self.rng.randint(20, 60),
                                  "_" * self.rng.randint(20, 60), "*" * self.rng.randint(10, 40),
                                  "-----", "----------")) + "\n")

    def bullets(self, templates, k, *, style: str | None = None) -> None:
        rng = self.rng
        style = style or rng.choice(("- ", "* ", "1. ", "1) ", "o ", "#", "", "-"))
        for i, t in enumerate(self.choose(templates, k)):
            if style == "1. ":
                mark = f"{i + 1}. "
            elif style == "1) ":
                mark = f"{i + 1}) "
            elif style == "#":
                mark = f"#{i + 1} "
            else:
                mark = style
            self.lit(mark)
            self.fill(t)
            self.nl()


def kv(n: Writer, label: str, template: str, sep: str = ": ", end: str = "\n") -> None:
    """A 'label: value' line of a form."""
    n.lit(label + sep)
    n.fill(template)
    n.lit(end)


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 1)
    op = rng.random()
    if op < 0.45:   # transposed letters
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    if op < 0.8:    # a dropped letter
        return word[:i] + word[i + 1:]
    return word[:i] + word[i] + word[i:]  # a doubled letter


def _entities(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def wrap_lines(text: str, width: int) -> str:
    """Hard-wrap lines longer than ``width`` by turning spaces into newlines (offsets kept)."""
    out = []
    for line in text.split("\n"):
        if len(line) <= width:
            out.append(line)
            continue
        chars = list(line)
        start = 0
        while len(line) - start > width:
            j = line.rfind(" ", start + 1, start + width + 1)
            if j == -1:
                j = line.find(" ", start + width + 1)
                if j == -1:
                    break
            chars[j] = "\n"
            start = j + 1
        out.append("".join(chars))
    return "\n".join(out)


def assemble(segments: Segments, rng: random.Random, *, upper: bool = False,
             lower: bool = False, entities: bool = False, typo_rate: float = 0.0,
             wrap: int | None = None) -> tuple[str, list[Tag]]:
    """Join the segments into the note text and its tags (``text[start:end] == tag.text``);
    ``upper`` / ``lower`` put all but RAW segments in capitals / lower case."""
    pieces: list[str] = []
    spans: list[tuple[int, int, str]] = []
    pos = 0
    for text, type_, kind in segments.segs:
        if kind == LIT and typo_rate:
            text = _WORD.sub(lambda m: _typo(m.group(0), rng) if rng.random() < typo_rate
                             else m.group(0), text)
        if upper and kind != RAW:
            text = text.upper()
        elif lower and kind != RAW:
            text = text.lower()
        if entities and kind != RAW:
            text = _entities(text)
        if kind == PHI:
            spans.append((pos, pos + len(text), type_))
        pieces.append(text)
        pos += len(text)
    text = "".join(pieces)
    if wrap:
        text = wrap_lines(text, wrap)
    if "\r" in text:
        raise ValueError("note text contains '\\r'")
    tags = []
    last_end = 0
    for start, end, type_ in spans:
        if start < last_end:
            raise ValueError(f"overlapping PHI at {start}")
        last_end = end
        tags.append(Tag(tag=TYPE_CATEGORY[type_], type=type_, start=start, end=end,
                        text=text[start:end]))
    return text, tags
