"""The checks of a tagging pipeline, in one place: which options go together, and which
taggers can be combined. Every layer that tags (the command, the library stage, the
engines, the spaCy component) runs them through :class:`deidkit.pipeline.Deidentifier` or
:func:`deidkit.pipeline.stage.tag`; only the words naming the options differ
(:class:`Spelling`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from deidkit.decode import check_precision
from deidkit.errors import ConfigError
from deidkit.taggers import Tagger


class PipelineError(ConfigError, ValueError):
    """A combination of tagging options that cannot run: a usage error on the command line
    (exit 2), and a ValueError for a library's keyword arguments."""


@dataclass(frozen=True)
class Spelling:
    """How the caller's users name the options (``names``: option -> its spelling), and
    whether they are command-line flags checked as such (``cli``: "X does not apply
    with Y")."""

    names: Mapping[str, str]
    cli: bool = False


#: The command line's flags.
CLI = Spelling({"patients": "--patients", "propagate_corpus": "--propagate-corpus",
                "propagate": "--propagate", "no_propagate": "--no-propagate"}, cli=True)
#: The library stage's messages, naming the command's flags.
FLAGS = Spelling({"patients": "--patients", "propagate_corpus": "--propagate-corpus",
                  "propagate": "--propagate"})
#: Keyword arguments (the engines' ``tag``).
KEYWORDS = Spelling({"patients": "patients", "propagate_corpus": "propagate_corpus",
                     "propagate": "propagate=True"})

_NEEDS_PROPAGATION = {
    "patients": "a patient map applies to propagation only",
    "propagate_corpus": "propagation across a corpus follows propagation within its "
                        "documents",
}


def check_propagation(*, propagate: bool, patients=None, propagate_corpus: bool = False,
                      spelling: Spelling = FLAGS) -> None:
    """A patient map and propagation across a corpus both extend propagation within
    documents: either without it is a :class:`PipelineError`."""
    if propagate:
        return
    for option, given in (("patients", patients is not None),
                          ("propagate_corpus", propagate_corpus)):
        if given:
            name = spelling.names[option]
            if spelling.cli:
                raise PipelineError(f"{name} does not apply with {spelling.names['no_propagate']}")
            raise PipelineError(f"{_NEEDS_PROPAGATION[option]} ({name} needs "
                                f"{spelling.names['propagate']})")


def check_taggers(tagger: Tagger, *, precision: str, uncased_tagger: Tagger | None = None,
                  ensemble_tagger: Tagger | None = None,
                  ensemble_threshold: float | None = None) -> None:
    """Taggers that can tag together at ``precision``: companions predicting the model's
    labels, an ensemble with a threshold (its members' marginals are averaged) and of
    taggers that read one sentence at a time."""
    check_precision(tagger, precision)
    for other, what in ((uncased_tagger, "the tagger of sentences without casing"),
                        (ensemble_tagger, "the second member of the ensemble")):
        if other is not None:
            check_precision(other, precision)
            if list(other.labels) != list(tagger.labels):
                raise ConfigError(f"{what} must predict the labels of the tagger")
    if ensemble_tagger is not None and ensemble_threshold is None:
        raise ConfigError("an ensemble averages its members' marginals: it needs a PHI "
                          "threshold, not the Viterbi labels")
    if ensemble_tagger is not None and any(reads_documents(t)
                                           for t in (tagger, uncased_tagger, ensemble_tagger)):
        raise ConfigError("taggers that read across sentences (context n-grams) are not "
                          "averaged")


def reads_documents(tagger: Tagger | None) -> bool:
    """Whether ``tagger`` reads across sentences (older taggers have no such attribute)."""
    return bool(getattr(tagger, "reads_documents", False))
