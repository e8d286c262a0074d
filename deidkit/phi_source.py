"""The vocabulary of the ``phi_source`` column ``tag`` writes beside ``predicted``
(docs/data-contract.md): per token, every source that flagged it as PHI and any recognizer
of what is not PHI that vetoed it. :mod:`deidkit.pipeline.provenance` writes it,
:mod:`deidkit.evaluate.sources` reads it; this module imports nothing heavy, so readers do
not load the pipeline.

The sources, in the order a token's value lists them:

* ``model``: the tagger (with an ensemble, the first member alone at the pair's threshold);
* ``ensemble``: the ensemble's second member alone at the pair's threshold;
* ``uncased``: the tagger of sentences without casing (on those sentences only);
* ``recognizer:NAME``: the recognizer NAME (:data:`deidkit.recognizers.REGISTRY`, or a
  site's);
* ``propagation``: propagation within documents (or patients) or across the corpus, on a
  token no earlier source had made PHI;
* ``veto:NAME``: a recognizer of what is not PHI (``codes``, ``contraction``, ``units``,
  ``scores``, ``times``, ``demographics``, ``generic_units``) that found the token, which a
  source above had flagged: the token is ``O`` in ``predicted``.

One value per token, the sources joined by ``|`` (``model|recognizer:date``), empty where
no source flagged the token: a ``list<string>`` beside ``predicted``, which pyarrow, Spark
(``split(s, '[|]')``) and Ray read as they read ``predicted``. A token flagged by a member
of an ensemble alone may still be ``O``: the members' mean fell below the pair's threshold.
"""

from __future__ import annotations

from typing import Iterable

#: The column ``tag`` writes.
SOURCE_COLUMN = "phi_source"
#: Between two sources of one token.
SEPARATOR = "|"
MODEL, ENSEMBLE, UNCASED, PROPAGATION = "model", "ensemble", "uncased", "propagation"
RECOGNIZER, VETO = "recognizer:", "veto:"

_RANK = {MODEL: 0, ENSEMBLE: 1, UNCASED: 2, PROPAGATION: 4}


def sources(value: str | None) -> list[str]:
    """The sources of one ``phi_source`` value (empty or null: none)."""
    return value.split(SEPARATOR) if value else []


def _rank(source: str) -> tuple[int, str]:
    if source in _RANK:
        return _RANK[source], ""
    return (3 if source.startswith(RECOGNIZER) else 5 if source.startswith(VETO) else 6), source


def ordered(names: Iterable[str]) -> list[str]:
    """Distinct sources in the order a ``phi_source`` value lists them."""
    return sorted(set(names), key=_rank)


def joined(names: Iterable[str]) -> str:
    """The ``phi_source`` value of a token with the sources ``names``."""
    return SEPARATOR.join(ordered(names))


def with_sources(value: str | None, *added: str) -> str:
    """A ``phi_source`` value with ``added`` sources among its own, in order."""
    return joined([*sources(value), *added])
