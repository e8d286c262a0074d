"""Case augmentation of training sentences (``train-tagger --case-augmentation``).

GloVe 6B is lowercased, so what tells a name from a word in the tagger's input is mostly its
casing (and its characters and prefixes). Notes in capitals, or typed in lowercase, then
hide their PHI. Mayhew et al. (EMNLP 2019, "ner and pos when nothing is capitalized") found
that training on sentences plus their lowercased copies does well on cased and uncased text
alike; notes in capitals are the same problem the other way round."""

from __future__ import annotations

import numpy as np
import pyarrow as pa

#: A stream of the seed of its own, so that models trained without augmentation keep their
#: draws (hold-out split, batch order, dropout) bit for bit.
_STREAM = 0xCA5E


def recase(token: str, upper: bool) -> str:
    """``token`` in capitals (``upper``) or lowercase; unchanged where that would change its
    length (e.g. "ß" -> "SS"), so its characters keep their offsets."""
    out = token.upper() if upper else token.lower()
    return out if len(out) == len(token) else token


def recased(table: pa.Table, upper: bool) -> pa.Table:
    """``table`` (a tokens table) with every token in capitals (``upper``) or lowercase
    (:func:`recase`); labels, offsets and the other columns as they were."""
    tokens = [None if sentence is None else [recase(t, upper) for t in sentence]
              for sentence in table["tokens"].to_pylist()]
    return _replaced(table, "tokens", tokens)


def case_augmented(table: pa.Table, fraction: float, seed: int) -> pa.Table:
    """``table`` (labelled sentences of a tokens table) followed by a recased copy of a
    ``fraction`` of its sentences, drawn with ``seed``: each copy is all lowercase or all
    capitals (even odds; the other case when the sentence is in that case already), with
    the same labels, in a document of its own (its ``doc_id`` with ``#lower`` or ``#upper``
    appended, so that document context stays within a copy).
    """
    if not 0.0 <= fraction <= 1.0:
        raise ValueError(f"case augmentation must be in [0, 1], got {fraction}")
    count = int(round(fraction * table.num_rows))
    if count == 0:
        return table
    rng = np.random.default_rng([seed, _STREAM])
    chosen = np.sort(rng.choice(table.num_rows, size=count, replace=False))
    upper = rng.random(count) < 0.5
    copies = table.take(pa.array(chosen))
    tokens = []
    for k, sentence in enumerate(copies["tokens"].to_pylist()):
        copy = [recase(t, bool(upper[k])) for t in sentence]
        if copy == sentence:  # in that case already: the other one
            upper[k] = not upper[k]
            copy = [recase(t, bool(upper[k])) for t in sentence]
        tokens.append(copy)
    docs = [f"{d}#{'upper' if up else 'lower'}"
            for d, up in zip(copies["doc_id"].to_pylist(), upper.tolist())]
    copies = _replaced(_replaced(copies, "tokens", tokens), "doc_id", docs)
    return pa.concat_tables([table, copies])


def _replaced(table: pa.Table, name: str, values: list) -> pa.Table:
    """``table`` with column ``name`` replaced by ``values`` (of the same type)."""
    field = table.schema.field(name)
    return table.set_column(table.schema.get_field_index(name), field,
                            pa.array(values, field.type))
