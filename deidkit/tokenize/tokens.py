"""The aggressive tokenizer: tokens and their character offsets.

Tokens (as in Friedrich et al. 2019, "aggressive" tokenization): a run of letters, a run of
digits, or any other single non-space character, so that "25yo" -> "25", "yo" and
"555-2394" -> "555", "-", "2394". An HTML entity (``&amp;``, ``&#39;``, ``&#x27;``) is one
token whose text is the unescaped character while its offsets cover the entity in the source;
an entity that stands for whitespace (``&nbsp;``, ``&#10;``) is whitespace. For every other
token ``text[start:end] == token``.
"""

from __future__ import annotations

import html
import html.entities
import re

_ENTITY = r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,31});"
#: One token: an HTML entity, a run of letters, a run of digits, any other non-space char.
TOKEN_RE = re.compile(rf"{_ENTITY}|[^\W\d_]+|\d+|\S")
_PLAIN_TOKEN_RE = re.compile(r"[^\W\d_]+|\d+|\S")

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
