"""Recognizers: PHI defined by its form (dates, phone numbers, e-mail...), found by rules
and the field's libraries beside the tagger, and united with it by ``tag``
(:mod:`deidkit.recognizers.union`).

Each recognizer is a function ``find(text) -> iterable of (start, end, TYPE)`` over the
text of a window of sentences (:mod:`deidkit.recognizers.text`), one module per family:

================  ===========================  ==============================================
name              TYPEs                        module
================  ===========================  ==============================================
``codes``         none: not PHI                :mod:`~deidkit.recognizers.codes` (ICD-10,
                                               CPT: a token found is O, whatever the tagger
                                               said)
``contraction``   none: not PHI                :mod:`~deidkit.recognizers.contractions`
                                               ("I'm", "it's": a token found is O)
``units``         none: not PHI                :mod:`~deidkit.recognizers.units` (a unit
                                               after a number: "23 kg", "2 million")
``scores``        none: not PHI                :mod:`~deidkit.recognizers.scores` (a
                                               clinical score with its value: "GCS 10/15",
                                               "mRS 2", "ASA II")
``times``         none: not PHI                :mod:`~deidkit.recognizers.times` (a
                                               clock time with its hours word: "1150h",
                                               "21.30 hrs")
``email``         EMAIL                        :mod:`~deidkit.recognizers.web`
``url``           URL                          :mod:`~deidkit.recognizers.web`
``ipaddr``        IPADDR                       :mod:`~deidkit.recognizers.web`
``mac``           DEVICE                       :mod:`~deidkit.recognizers.web` (MAC addresses)
``ssn``           SSN                          :mod:`~deidkit.recognizers.ids`
``vin``           VEHICLE                      :mod:`~deidkit.recognizers.ids` (VINs)
``username``      USERNAME                     :mod:`~deidkit.recognizers.usernames` (after
                                               a cue)
``id``            MEDICALRECORD, ACCOUNT, ...  :mod:`~deidkit.recognizers.ids` (after a cue)
``date``          DATE                         :mod:`~deidkit.recognizers.dates`
``phone``         PHONE, FAX                   :mod:`~deidkit.recognizers.phones`
``zip``           ZIP                          :mod:`~deidkit.recognizers.postal`
``age``           AGE                          :mod:`~deidkit.recognizers.ages`
``street``        STREET                       :mod:`~deidkit.recognizers.places`
``place``         STATE, CITY, COUNTRY         :mod:`~deidkit.recognizers.places`
``room``          ROOM                         :mod:`~deidkit.recognizers.places` (after a cue)
``department``    DEPARTMENT                   :mod:`~deidkit.recognizers.places` (not default)
``organization``  ORGANIZATION                 :mod:`~deidkit.recognizers.organizations`
                                               (by its head word; not default)
``profession``    PROFESSION                   :mod:`~deidkit.recognizers.professions` (after
                                               a cue)
================  ===========================  ==============================================

The table's order is the order of precedence: a character claimed by one recognizer is not
claimed by a later one, and a later span that touches a claimed character (or token) is
dropped whole (an MRN is not also a phone number; a date is not also an age). Within one
recognizer, longer spans claim first.

A site extends the registry without code (``tag --rules FILE``;
:mod:`deidkit.recognizers.site_rules`): each of its rules is a recognizer object named
``site:<rule name>``, with ``name``, ``types`` (none: not PHI) and ``find(window)``, as
:class:`Recognizer` has. Such objects go in a list of names (:func:`parse_names`,
:func:`recognize_window`) beside the names, and run before the registry's recognizers, in
their order: a site's rules precede the built-in ones.

:func:`recognize` is the plain interface: sentences in, per token a TYPE or None out.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import numpy as np

from deidkit.errors import ConfigError
from deidkit.recognizers.text import WindowText, build


@dataclass(frozen=True)
class Recognizer:
    """A registered recognizer: ``function`` of ``module``, imported on first use (dateutil
    and phonenumbers load only when their recognizer runs)."""

    name: str
    types: tuple[str, ...]
    module: str
    function: str

    def load(self) -> Callable[[str], Iterable[tuple[int, int, str]]]:
        return getattr(importlib.import_module(self.module), self.function)

    def find(self, window: WindowText) -> Iterable[tuple[int, int, str]]:
        """``(start, end, TYPE)`` of what it finds in a window's text."""
        return self.load()(window.text)


_PACKAGE = __name__
#: Every recognizer, in the order of precedence.
REGISTRY: tuple[Recognizer, ...] = (
    # first: a clinical code's characters are claimed before any recognizer reads PHI there
    Recognizer("codes", (), f"{_PACKAGE}.codes", "find_clinical_codes"),
    Recognizer("contraction", (), f"{_PACKAGE}.contractions", "find_contractions"),
    Recognizer("units", (), f"{_PACKAGE}.units", "find_units"),
    # before "date" and "age": "GCS 10/15" is not October 15th, "Morse 75" not an age
    Recognizer("scores", (), f"{_PACKAGE}.scores", "find_scores"),
    # before "date": "12.05 hrs" is five past noon, not the 12th of May
    Recognizer("times", (), f"{_PACKAGE}.times", "find_times"),
    # "67-year-old African-American male": the race is no part of the age
    Recognizer("demographics", (), f"{_PACKAGE}.demographics", "find_demographics"),
    # "transferred to MICU", "Pediatric Surgery Clinic": no named place
    Recognizer("generic_units", (), f"{_PACKAGE}.generic_units", "find_generic_units"),
    Recognizer("email", ("EMAIL",), f"{_PACKAGE}.web", "find_emails"),
    Recognizer("url", ("URL",), f"{_PACKAGE}.web", "find_urls"),
    Recognizer("ipaddr", ("IPADDR",), f"{_PACKAGE}.web", "find_ip_addresses"),
    Recognizer("mac", ("DEVICE",), f"{_PACKAGE}.web", "find_mac_addresses"),
    Recognizer("ssn", ("SSN",), f"{_PACKAGE}.ids", "find_ssns"),
    Recognizer("vin", ("VEHICLE",), f"{_PACKAGE}.ids", "find_vins"),
    # before "id": a "user ID" is a user name, not an identifier
    Recognizer("username", ("USERNAME",), f"{_PACKAGE}.usernames", "find_usernames"),
    Recognizer("id", ("MEDICALRECORD", "ACCOUNT", "HEALTHPLAN", "SSN", "LICENSE", "VEHICLE",
                      "DEVICE", "BIOID", "IDNUM"), f"{_PACKAGE}.ids", "find_identifiers"),
    Recognizer("date", ("DATE",), f"{_PACKAGE}.dates", "find_dates"),
    Recognizer("phone", ("PHONE", "FAX"), f"{_PACKAGE}.phones", "find_phones"),
    Recognizer("zip", ("ZIP",), f"{_PACKAGE}.postal", "find_postal_codes"),
    Recognizer("age", ("AGE",), f"{_PACKAGE}.ages", "find_ages"),
    Recognizer("street", ("STREET",), f"{_PACKAGE}.places", "find_streets"),
    Recognizer("place", ("STATE", "CITY", "COUNTRY"), f"{_PACKAGE}.places", "find_places"),
    Recognizer("room", ("ROOM",), f"{_PACKAGE}.places", "find_rooms"),
    Recognizer("department", ("DEPARTMENT",), f"{_PACKAGE}.places", "find_departments"),
    Recognizer("organization", ("ORGANIZATION",), f"{_PACKAGE}.organizations",
               "find_organizations"),
    Recognizer("profession", ("PROFESSION",), f"{_PACKAGE}.professions", "find_professions"),
)
NAMES: tuple[str, ...] = tuple(r.name for r in REGISTRY)
#: The recognizers of PHI defined by its form alone.
FORM: tuple[str, ...] = ("email", "url", "ipaddr", "mac", "ssn", "vin", "id", "date", "phone",
                         "zip", "age")
#: The recognizers of user names, places, organizations and professions that a cue, a
#: name list or a head word gives away.
CUED: tuple[str, ...] = ("username", "street", "place", "room", "department", "organization",
                         "profession")
#: Named in ``--recognizers`` only: ``department`` costs more precision than it saves
#: leakage on the held-out styles; ``organization`` saved none there (docs/results.md).
OPT_IN: tuple[str, ...] = ("department", "organization")
#: What ``tag --recognizers default`` runs: every recognizer but those of :data:`OPT_IN`.
DEFAULT: tuple[str, ...] = tuple(n for n in NAMES if n not in OPT_IN)


def parse_names(value: str | Sequence[str] | None) -> tuple[str, ...]:
    """The recognizers ``tag --recognizers`` names: ``none`` (or an empty value), ``default``,
    or a comma-separated list of names, where ``default`` stands for :data:`DEFAULT`
    ("default,organization": the default ones and an opt-in one), returned in the order of
    precedence. An unknown name is a usage error that lists the names. Recognizer objects
    in a list (a site's rules) are kept, first, in their order."""
    if value is None:
        return ()
    given = [] if isinstance(value, str) else [v for v in value if not isinstance(v, str)]
    if given:
        return tuple(given) + parse_names([v for v in value if isinstance(v, str)])
    items = [v.strip() for v in (value.split(",") if isinstance(value, str) else value)]
    items = [v for v in items if v]
    if not items or items == ["none"]:
        return ()
    choices = (f"'none', 'default' or a comma-separated list of 'default' and: "
               f"{', '.join(NAMES)}")
    if "none" in items:
        raise ConfigError(f"--recognizers: 'none' stands alone, not in a list; use {choices}")
    unknown = [v for v in items if v not in NAMES and v != "default"]
    if unknown:
        raise ConfigError(f"--recognizers: unknown recognizer "
                          f"{', '.join(repr(v) for v in unknown)}; use {choices}")
    named = set(items) | (set(DEFAULT) if "default" in items else set())
    return tuple(n for n in NAMES if n in named)


@dataclass
class Recognized:
    """Per flat token of a window: ``types[i]`` the TYPE a recognizer gave it (None: none
    did), ``spans[i]`` the index of the recognizer span it belongs to (-1: none), so
    that tokens of one span stay one IOB2 entity, and ``names[i]`` the name of that
    recognizer (None: none; what ``tag``'s ``phi_source`` column names)."""

    types: np.ndarray  # shape: (num_tokens,), object: str or None
    spans: np.ndarray  # shape: (num_tokens,), int64
    names: np.ndarray  # shape: (num_tokens,), object: str or None


def running(names: Sequence) -> list:
    """The recognizers ``names`` selects, in the order of precedence: the recognizer objects
    among them (a site's rules) in their order, then the registry's named ones."""
    given = [n for n in names if not isinstance(n, str)]
    return given + [r for r in REGISTRY if r.name in names]


def recognize_window(window: WindowText, names: Sequence[str]) -> Recognized:
    """Run the recognizers ``names`` (and recognizer objects: :func:`running`) over a
    window's text, in the order of precedence, and map their character spans back to
    tokens."""
    n = len(window.token_starts)
    types = np.full(n, None, dtype=object)
    spans = np.full(n, -1, dtype=np.int64)
    found_by = np.full(n, None, dtype=object)
    claimed = np.zeros(len(window.text) + 1, dtype=bool)
    span_id = 0
    for recognizer in running(names):
        # the longest first: "Monday, March 3, 2089" before "Monday" and "March 3"
        found = sorted(set(recognizer.find(window)), key=lambda s: (s[0] - s[1], s[0], s[2]))
        for start, end, type_ in found:
            if end <= start or claimed[start:end].any():
                continue
            i, j = window.tokens_of(start, end)
            if i == j or (types[i:j] != None).any():  # noqa: E711 (elementwise on objects)
                continue
            claimed[start:end] = True
            types[i:j] = type_
            spans[i:j] = span_id
            found_by[i:j] = recognizer.name
            span_id += 1
    return Recognized(types, spans, found_by)


def recognize(sentences: Sequence[Sequence[str] | None],
              starts: Sequence[Sequence[int] | None] | None = None,
              ends: Sequence[Sequence[int] | None] | None = None,
              names: str | Sequence[str] = "default") -> list[list[str | None]]:
    """Per sentence, per token, the TYPE the recognizers ``names`` give it, or None (also
    where a recognizer of what is not PHI, ``codes`` to ``generic_units``, found it).

    ``sentences``: the tokens of each sentence; ``starts``/``ends``: their offsets in the
    source, when known (where the spaces were; see :mod:`deidkit.recognizers.text`)."""
    from deidkit.recognizers.codes import NOT_PHI

    window = build(sentences, starts, ends)
    found = recognize_window(window, parse_names(names))
    offsets = window.sentence_offsets
    types = [None if t == NOT_PHI else t for t in found.types.tolist()]
    return [types[offsets[k]:offsets[k + 1]] for k in range(len(offsets) - 1)]
