"""What the tests of the synth styles read from a generated corpus (``generate``'s
``(document, note type)`` pairs)."""

from __future__ import annotations


def values(docs, type_: str) -> list[str]:
    """The texts of ``type_``'s tags."""
    return [t.text for d, _ in docs for t in d.tags if t.type == type_]


def untagged(docs) -> str:
    """Every document's text with its PHI blanked out (NUL characters), documents apart."""
    out = []
    for doc, _ in docs:
        chars = list(doc.text)
        for tag in doc.tags:
            chars[tag.start:tag.end] = "\0" * (tag.end - tag.start)
        out.append("".join(chars))
    return "\n\n".join(out)
