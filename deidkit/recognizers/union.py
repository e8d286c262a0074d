"""The union of the tagger's labels and the recognizers' finds, as valid IOB2.

A token is PHI when the tagger or a recognizer says so. Its TYPE comes from the more
specific source:

1. the tagger's, where it tagged a name (PATIENT, DOCTOR, USERNAME): a recognizer knows
   forms, not who a word names ("April" the patient, not the month);
2. else the recognizer's, for the TYPEs a form defines (:data:`FORM_TYPES`: DATE, PHONE,
   FAX, EMAIL, URL, IPADDR, SSN, ZIP, AGE): "fax" before a number decides FAX, the form
   of an age decides AGE, whatever the tagger guessed; except that a phone or fax number
   found by its form only decides between PHONE and FAX: a run of digits may be an
   identifier or a postal code of a phone number's length, and the tagger read the
   context;
3. else the tagger's, wherever it tagged the token, against an identifier found by its cue
   (category ID): which TYPE a site's numbers are is a convention the tagger learned
   from annotated notes ("pgr # 44463" is a pager's PHONE), while a cue only suggests one;
4. else the recognizer's (the tagger said nothing);

and a token inside a clinical code (:mod:`deidkit.recognizers.codes`: ICD-10, CPT), a
pronoun's contraction (:mod:`deidkit.recognizers.contractions`: "I'm"), a unit after a
number (:mod:`deidkit.recognizers.units`: "23 kg"), a clinical score with its value
(:mod:`deidkit.recognizers.scores`: "GCS 10/15") or a clock time with its hours word
(:mod:`deidkit.recognizers.times`: "1150h") is not PHI, whatever the tagger said.

Entities stay whole: a token continues the entity of the token before it (``I-``) when
both have the same final TYPE and one source holds both in one entity (the tagger's I-
label, or one recognizer span); otherwise it begins one (``B-``). No entity crosses a
sentence start, so the labels are valid IOB2 whatever the sources said.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import numpy as np

from deidkit.labels import BINARY_TYPE, HIPAA_TYPES, split_label
from deidkit.recognizers.codes import NOT_PHI
from deidkit.schemas import OUTSIDE

NAME_TYPES = frozenset({"PATIENT", "DOCTOR", "USERNAME"})
FORM_TYPES = frozenset({"DATE", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "SSN", "ZIP", "AGE"})
#: Form TYPEs whose form an identifier may have.
DIGIT_RUN_TYPES = frozenset({"PHONE", "FAX"})


@dataclass
class Entities:
    """Flat per token: ``types[i]`` the TYPE (None: not PHI); ``begins[i]`` whether token i
    begins an entity (meaningful where ``types[i]`` is not None)."""

    types: np.ndarray  # shape: (num_tokens,), object: str or None
    begins: np.ndarray  # shape: (num_tokens,), bool

    @classmethod
    def from_ids(cls, ids: np.ndarray, labels: Sequence[str]) -> "Entities":
        """The entities of flat label ids over a label set (``labels[id]``)."""
        parsed = [split_label(label) for label in labels]
        types = np.array([t for _, t in parsed] + [None], dtype=object)[:-1]
        begins = np.array([p == "B" for p, _ in parsed], dtype=bool)
        ids = np.asarray(ids, dtype=np.int64)
        return cls(types[ids] if len(ids) else np.empty(0, dtype=object),
                   begins[ids] if len(ids) else np.empty(0, dtype=bool))

    def labels(self) -> list[str]:
        """IOB2 label strings."""
        return [OUTSIDE if t is None else ("B-" if b else "I-") + t
                for t, b in zip(self.types.tolist(), self.begins.tolist())]


def _member(values: np.ndarray, allowed: frozenset) -> np.ndarray:
    return np.fromiter((v in allowed for v in values.tolist()), dtype=bool, count=len(values))


def for_tagger(types: np.ndarray, *, binary: bool, hipaa_only: bool) -> np.ndarray:
    """Recognizer TYPEs under a tagger's label options: ``PHI`` for a binary tagger, and
    nothing outside the HIPAA subset for a HIPAA-only one (what the tagger would say); a
    clinical code stays :data:`NOT_PHI`."""
    out = types.copy()
    code = _member(out, frozenset({NOT_PHI}))
    if hipaa_only:
        out[~_member(out, HIPAA_TYPES)] = None
    if binary:
        out[out != None] = BINARY_TYPE  # noqa: E711 (elementwise on objects)
    out[code] = NOT_PHI
    return out


def unite(model: Entities, found_types: np.ndarray, found_spans: np.ndarray,
          sentence_offsets: np.ndarray) -> Entities:
    """The union of the tagger's entities and the recognizers' (``found_types`` per token,
    ``found_spans`` their span index, -1 for none), by the precedence above."""
    m, r = model.types, found_types
    m_none, r_none = _member(m, frozenset({None})), _member(r, frozenset({None}))
    digits = _member(r, DIGIT_RUN_TYPES)
    form = _member(r, FORM_TYPES) & ~(digits & ~_member(m, DIGIT_RUN_TYPES))
    recognizer_wins = ~r_none & (m_none | (~_member(m, NAME_TYPES) & form))
    types = np.where(recognizer_wins, r, m)
    types[_member(r, frozenset({NOT_PHI}))] = None  # a code, "I'm", "kg", "GCS 10/15"
    begins = np.ones(len(types), dtype=bool)
    if len(types) > 1:
        same = types[1:] == types[:-1]
        model_goes_on = (m[1:] == types[1:]) & (m[:-1] == types[1:]) & ~model.begins[1:]
        found_goes_on = ((found_spans[1:] >= 0) & (found_spans[1:] == found_spans[:-1])
                         & (r[1:] == types[1:]))
        begins[1:] = ~(same & (model_goes_on | found_goes_on))
    starts = sentence_offsets[:-1]
    begins[starts[starts < len(begins)]] = True
    return Entities(types, begins)
