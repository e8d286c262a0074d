"""``export --format surrogate``: each document with its predicted PHI replaced by realistic
surrogates, every other character as it was.

Coherence: the documents of one patient (``--patients MAP.csv``; without it each document
is its own patient) share their surrogates:

* names (PATIENT, DOCTOR): each name word by a first or last name (the last word of a
  name, or the word before a comma in "Smith, John", is the last name). A word that stands
  alone ("Smith", "Mr. Smith") takes the role it has in the patient's full names, so it
  gets the same surrogate as in "John Smith"; an initial takes the initial of the
  surrogate of the one first name it abbreviates (else a random letter). Titles and
  credentials (Dr, Mrs, MD) are kept. Two different names never get the same surrogate;
* dates move by one offset per patient (1 to 365 days either way) in their own format and
  order (:mod:`deidkit.dates`); a partial date the offset would not change moves a unit of
  its precision further ("2089" -> "2090"). A date that cannot be read (a holiday: its
  name tells the date) becomes a generic date: a day drawn within 60 days of the middle of the
  document's shifted full dates (else its patient's), written like the document's first
  full date (else dd/mm/yyyy or mm/dd/yyyy);
* ages over 89 become 90; other ages are kept (HIPAA);
* everything else as ``pseudonymize --strategy surrogate`` replaces it
  (:class:`deidkit.pseudonymize.surrogates.Surrogates`: same-shape IDs and numbers, Faker
  locations of the same TYPE, keyed on the patient), drawn again while it would write a
  word or number that is PHI somewhere in the patient's documents.

No surrogate (other than a kept age, or a shifted date that lands on another date of the
patient) is an original PHI string of the patient. Everything is keyed on ``seed``: the
same input and seed give the same output.
"""

from __future__ import annotations

import collections
import contextlib
import csv
import dataclasses
import datetime as dt
import os
import re
import tempfile
from dataclasses import astuple, dataclass, field, fields
from pathlib import Path
from typing import Iterator, Mapping

from deidkit.casing import transfer_casing
from deidkit.corpus.i2b2 import Tag
from deidkit.dates import (ORDERS, DateReading, order_votes, read_date,
                           render, visible_shift)
from deidkit.errors import ConfigError, DataError, OutputError
from deidkit.export import ExportedDocument, check_creatable, document_tags, read_input
from deidkit.hashing import same_shape
from deidkit.patients import read_patient_map
from deidkit.pseudonymize.surrogates import NAME_TYPES, Surrogates

_RUN = re.compile(r"[^\W\d_]+|\d+|\s+|.", re.UNICODE)
_TITLES = {"dr", "mr", "mrs", "ms", "miss", "mx", "prof", "md", "rn", "np", "pa", "phd",
           "jr", "sr", "dds", "mba", "msn", "bsn", "lpn", "pharmd"}
#: The formats of a generic date when a document has no full date to copy.
_GENERIC = {"dmy": "13/02/2000", "mdy": "02/13/2000"}


@dataclass(frozen=True)
class KeyRow:
    """One replaced span, for the data custodian (the key file is PHI)."""

    doc_id: str
    patient_id: str
    type: str
    start: int
    end: int
    original: str
    surrogate: str
    method: str            #: name, replaced, date-shifted, date-moved, date-generic, age-...
    shift_days: str = ""   #: how far a date moved (dates that were read)


@dataclass
class SurrogateExport:
    documents: list[ExportedDocument]  #: in doc_id order
    key: list[KeyRow]
    methods: collections.Counter = field(default_factory=collections.Counter)
    #: how each document's date order was decided: dmy/mdy by --date-order, or auto by
    #: its own dates, its patient's, the corpus's, or month-first by default
    orders: collections.Counter = field(default_factory=collections.Counter)


# -- the export -----------------------------------------------------------------------------

def surrogate_documents(tags: Mapping[str, list[Tag]], texts: Mapping[str, str], *,
                        seed: int = 0, date_order: str = "auto",
                        patients: Mapping[str, str] | None = None,
                        patients_source: str | None = None) -> SurrogateExport:
    """The documents of ``tags`` (doc_id -> predicted tags) with surrogates (module doc)."""
    if date_order not in ORDERS + ("auto",):
        raise ValueError(f"unknown date order {date_order!r}")
    spans = {doc: _disjoint(t, texts[doc]) for doc, t in tags.items()}
    patient_of = {}
    for doc in spans:
        if patients is None:
            patient_of[doc] = doc
        elif doc in patients:
            patient_of[doc] = patients[doc]
        else:
            raise DataError(f"document '{doc}' is not in the patient map", source=patients_source)
    result = SurrogateExport([], [])
    orders = _date_orders(spans, patient_of, date_order, result.orders)
    surrogates = Surrogates(seed=seed)
    by_patient: dict[str, list[str]] = collections.defaultdict(list)
    for doc in sorted(spans):
        by_patient[patient_of[doc]].append(doc)
    replaced: dict[str, list[tuple[Tag, str, KeyRow]]] = {}
    for patient, docs in sorted(by_patient.items()):
        group = _Patient(surrogates, patient, {d: spans[d] for d in docs}, orders)
        for doc in docs:
            replaced[doc] = group.replace(doc)
    for doc in sorted(spans):
        text, pieces, pos = texts[doc], [], 0
        for tag, new, row in replaced[doc]:
            pieces += [text[pos:tag.start], new]
            pos = tag.end
            result.key.append(row)
            result.methods[row.method] += 1
        pieces.append(text[pos:])
        result.documents.append(ExportedDocument(doc, "".join(pieces), len(replaced[doc])))
    return result


def surrogate_input(path, source_dir, *, column: str = "predicted", seed: int = 0,
                    date_order: str = "auto", patients_file=None) -> SurrogateExport:
    """:func:`surrogate_documents` of the tokens table at ``path`` over the texts in
    ``source_dir``, the patients read from ``patients_file`` (a CSV, or None)."""
    patients = read_patient_map(patients_file) if patients_file is not None else None
    table, texts, source = read_input(path, source_dir, column=column)
    tags = document_tags(table, texts, column=column, source=source)
    return surrogate_documents(tags, texts, seed=seed, date_order=date_order, patients=patients,
                               patients_source=str(patients_file))


def _disjoint(tags: list[Tag], text: str) -> list[Tag]:
    """Tags in text order, overlapping ones merged (the first one's TYPE): every character
    of every tag is replaced (tags of one label column never overlap)."""
    out: list[Tag] = []
    for tag in sorted(tags, key=lambda t: (t.start, t.end)):
        if out and tag.start < out[-1].end:
            end = max(out[-1].end, tag.end)
            out[-1] = dataclasses.replace(out[-1], end=end, text=text[out[-1].start:end])
        else:
            out.append(tag)
    return out


def _date_orders(spans, patient_of, date_order, counts) -> dict[str, str]:
    """doc_id -> the order its ambiguous dates are read in."""
    if date_order != "auto":
        counts[date_order] += len(spans)
        return {doc: date_order for doc in spans}
    votes = {doc: collections.Counter(v for t in tags if t.type == "DATE"
                                      for v in [order_votes(t.text)] if v)
             for doc, tags in spans.items()}
    patient_votes: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    corpus: collections.Counter = collections.Counter()
    for doc, v in votes.items():
        patient_votes[patient_of[doc]] += v
        corpus += v
    out = {}
    for doc, tags in spans.items():
        for how, v in (("document", votes[doc]), ("patient", patient_votes[patient_of[doc]]),
                       ("corpus", corpus)):
            if v["dmy"] != v["mdy"]:
                out[doc] = "dmy" if v["dmy"] > v["mdy"] else "mdy"
                counts[f"auto by the {how}'s dates"] += 1
                break
        else:
            out[doc] = "mdy"
            counts["auto, no deciding date: mdy"] += 1
    return out


class _Patient:
    """The surrogates of one patient's documents."""

    def __init__(self, surrogates: Surrogates, patient: str, spans: dict[str, list[Tag]],
                 orders: dict[str, str]):
        self.s = surrogates
        self.patient = patient
        self.spans = spans
        self.orders = orders
        self.offset = surrogates.date_offset(patient)
        originals = [t.text for tags in spans.values() for t in tags]
        self.exclude = {r.lower() for text in originals for r in _RUN.findall(text)
                        if len(r) > 1 and r.isalnum()}
        self.exclude_whole = {text.lower() for text in originals}
        self.readings: dict[str, dict[int, DateReading | None]] = {
            doc: {i: read_date(t.text, orders[doc]) for i, t in enumerate(tags) if t.type == "DATE"}
            for doc, tags in spans.items()}
        names = [t.text for tags in spans.values() for t in tags if t.type in NAME_TYPES]
        self.names = _Names(surrogates, patient, names, self.exclude)

    def replace(self, doc: str) -> list[tuple[Tag, str, KeyRow]]:
        out = []
        for i, tag in enumerate(self.spans[doc]):
            shift = ""
            if tag.type == "DATE":
                new, method, shift = self._date(doc, i, tag.text)
            elif tag.type == "AGE":
                new = re.sub(r"\d+", lambda m: "90" if int(m.group()) > 89 else m.group(), tag.text)
                method = "age-kept" if new == tag.text else "age-capped"
            elif tag.type in NAME_TYPES:
                new, method = self.names.surrogate(tag.text), "name"
            else:
                new, method = self._other(tag), "replaced"
            out.append((tag, new, KeyRow(doc, self.patient, tag.type, tag.start, tag.end,
                                         tag.text, new, method, shift)))
        return out

    def _date(self, doc: str, i: int, text: str) -> tuple[str, str, str]:
        reading = self.readings[doc][i]
        if reading is not None:
            moved = visible_shift(reading, self.offset)
            days = (moved - reading.date).days
            return (render(reading, moved), "date-shifted" if days == self.offset else "date-moved",
                    str(days))
        template = next((r for r in self.readings[doc].values() if r and len(r.fields) == 3),
                        None) or read_date(_GENERIC[self.orders[doc]], self.orders[doc])
        # near the middle of the document's full dates (else its patient's), shifted
        full = [sorted(r.date for r in rs.values() if r and len(r.fields) == 3)
                for rs in (self.readings[doc], *self.readings.values())]
        dates = next((f for f in full if f), [dt.date(2015, 1, 1)])
        middle = dates[len(dates) // 2] + dt.timedelta(days=self.offset)
        h = self.s._h("generic-date", self.patient, text.lower())
        return render(template, middle + dt.timedelta(days=h % 121 - 60)), "date-generic", ""

    def _other(self, tag: Tag) -> str:
        runs = _RUN.findall(tag.text)
        words = [r for r in runs if not r.isspace()]
        new = None
        for attempt in range(20):
            key = self.patient if attempt == 0 else f"{self.patient}\0{attempt}"
            new = self.s.entity(tag.type, words, key)
            if not ({w.lower() for w in new if len(w) > 1 and w.isalnum()} & self.exclude) \
                    and " ".join(new).lower() not in self.exclude_whole:
                break
        it = iter(new)
        return "".join(r if r.isspace() else next(it) for r in runs)


_NAME = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*", re.UNICODE)  # Morse-Lanka, O'Brien


class _Names:
    """Name surrogates of one patient, coherent across full names and their parts."""

    def __init__(self, surrogates: Surrogates, patient: str, texts: list[str], exclude: set[str]):
        self.s = surrogates
        self.patient = patient
        roles: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
        parsed = [self._roles(t) for t in texts]
        for units in parsed:
            if len(units) > 1:
                for unit, role in units.values():
                    for part in self._parts(unit):
                        roles[part.lower()][role] += 1
        self.role = {w: ("first" if c["first"] > c["last"] else "last") for w, c in roles.items()}
        needed = sorted({(part.lower(), self._role_of(part, role, len(units)))
                         for units in parsed for unit, role in units.values()
                         for part in self._parts(unit)})
        taken = set(exclude)
        self.map: dict[tuple[str, str], str] = {}
        for word, role in needed:  # sorted: the same names give the same draws
            pool = self.s.last_names if role == "last" else self.s.first_names
            h = self.s._h("name", role, patient, word)
            for k in range(len(pool)):
                pick = pool[(h + k) % len(pool)]
                if pick.lower() not in taken:
                    break
            taken.add(pick.lower())
            self.map[(word, role)] = pick
        firsts = collections.defaultdict(set)
        for (word, role), pick in self.map.items():
            if role == "first":
                firsts[word[0]].add(pick[0])
        self.initials = {c: next(iter(p)) for c, p in firsts.items() if len(p) == 1}

    @staticmethod
    def _parts(unit: str) -> list[str]:
        """The words of a name unit that get surrogates ("O" of O'Brien stays)."""
        return [p for p in re.split(r"[-'’]", unit) if len(p) > 1]

    @staticmethod
    def _roles(text: str) -> dict[int, tuple[str, str]]:
        """start -> (name unit, role) of a name span. The last name is the unit before a
        comma that follows the first unit ("Smith, John"), else the one unit in capitals
        among others that are not ("FRIEDL Thor"), else the last unit."""
        units = [m for m in _NAME.finditer(text)
                 if len(m.group()) > 1 and m.group().lower() not in _TITLES]
        if not units:
            return {}
        last = units[-1]
        if len(units) > 1 and text[units[0].end():].lstrip().startswith(","):
            last = units[0]
        else:
            caps = [m for m in units if m.group().isupper()]
            if len(caps) == 1 and len(units) > 1:
                last = caps[0]
        return {m.start(): (m.group(), "last" if m is last else "first") for m in units}

    def _role_of(self, word: str, role: str, count: int) -> str:
        """A word standing alone takes the role it has in the patient's full names."""
        return role if count > 1 else self.role.get(word.lower(), "last")

    def surrogate(self, text: str) -> str:
        units = self._roles(text)
        out, pos = [], 0
        for m in _NAME.finditer(text):
            out.append(self._other_runs(text[pos:m.start()]))
            pos = m.end()
            if m.start() in units:
                unit, role = units[m.start()]
                role = self._role_of(unit, role, len(units))
                out.append(re.sub(r"[^\W\d_]{2,}", lambda w: transfer_casing(
                    w.group(), self.map[(w.group().lower(),
                                         self._role_of(w.group(), role, len(units)))]), unit))
            elif len(m.group()) == 1:  # an initial
                letter = self.initials.get(m.group().lower()) or \
                    same_shape(m.group(), self.s._h("initial", self.patient, m.group().lower()))
                out.append(transfer_casing(m.group(), letter))
            else:  # a title
                out.append(m.group())
        out.append(self._other_runs(text[pos:]))
        return "".join(out)

    def _other_runs(self, text: str) -> str:
        """Digits inside a name span: fail closed."""
        return re.sub(r"\d+", lambda d: same_shape(
            d.group(), self.s._h("shape", "NAME", self.patient, d.group())), text)


# -- the key file ---------------------------------------------------------------------------

def check_key_path(path, *, force: bool = False) -> None:
    """A ConfigError, before any work, for a key file that exists (unless ``force``), a
    directory, or a file that cannot be written there."""
    p = Path(path)
    if p.is_dir():
        raise ConfigError(f"--key '{path}' is a directory; give a file name")
    if p.exists() and not force:
        raise ConfigError(f"--key '{path}' exists; use --force to overwrite it")
    check_creatable(p, what=f"--key {path}")


@contextlib.contextmanager
def key_written(rows: list[KeyRow], path) -> Iterator[None]:
    """The key CSV written to a temporary file beside ``path`` and renamed into place when
    the block (writing the documents) succeeds; removed when it fails."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.tmp-", dir=str(target.parent))
    except OSError as exc:  # named by the path the user gave, not the temporary one
        raise OutputError(f"cannot write the key file ({exc.strerror or exc}); nothing was "
                          "exported", source=str(path)) from None
    tmp = Path(name)
    try:
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
                writer = csv.writer(f)
                writer.writerow([column.name for column in fields(KeyRow)])
                writer.writerows(astuple(r) for r in rows)
        except OSError as exc:
            raise DataError(f"cannot write the key file ({exc.strerror or exc}); nothing was "
                            "exported", source=str(path)) from None
        yield
        os.replace(tmp, target)  # mkstemp's mode 0600 stays: the key is PHI
    finally:
        tmp.unlink(missing_ok=True)


__all__ = ["KeyRow", "SurrogateExport", "check_key_path", "key_written",
           "surrogate_documents", "surrogate_input"]
