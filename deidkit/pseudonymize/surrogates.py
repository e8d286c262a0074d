"""``pseudonymize --strategy surrogate``: realistic, document-coherent surrogates (i2b2 style).

PHI entities are the IOB2 spans of the labels. Every replacement keeps the entity's token
count, so labels and any other per-token column stay aligned:

* names (PATIENT, DOCTOR): each name token by a name of the same role (the last name token
  of a span by a last name, the others by first names; "Smith , John" is read last-first);
  single letters (initials) by a random letter; USERNAME by a same-shape string. With
  ``keep_initials`` (``--keep-initials``) a surrogate name starts with the same letter as the
  name it replaces (compared without accents: "Émile" -> "Eric") and initials are kept, so
  "J. Smith" -> "J. Sanders". When no name of the role has that initial (Faker's en_US
  first names have none with Q or U, its last names none with X), a name of the other role
  with it is used ("Ulrich" -> "Underwood"); when neither has one (e.g. "Øyvind"), any name
  of the role, and the summary counts these;
* dates: one random offset per document (1 to 365 days either way) shifts every date, so
  intervals within a document are kept; each date keeps its surface format (03/12/2091,
  3/12/91, 2091-03-12, March 12, 2091, Mar 2091, 2091...; :mod:`deidkit.dates`). Numeric
  dates are read day-first or month-first by ``date_order``; ``auto`` decides per document
  from the dates only one order can read (25/03/2091), and a document without one takes
  the order most documents before it took (month-first when none did). A partial date the
  shift would not change moves a unit of its precision further ("2091" -> "2092"). A date
  that cannot be read has its digits replaced by random digits (holiday words are kept);
* ages over 89 become 90 (HIPAA); other ages are kept;
* IDs, phone and fax numbers, e-mails, URLs, IP addresses, ZIP codes, rooms: random strings
  of the same shape;
* locations (CITY, STATE, COUNTRY, STREET, HOSPITAL, ORGANIZATION...) by Faker values of the
  same TYPE with the same token count (else token by token); PROFESSION by a Faker job.

Coherence without state: every choice is drawn from a hash of (seed, document, TYPE/role,
original text), so the same entity gets the same surrogate everywhere in its document,
whatever the batch boundaries, and differs across documents.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Callable, Iterable, Iterator

import pyarrow as pa

from deidkit.casing import transfer_casing
from deidkit.dates import ORDERS, document_order, shift_tokens
from deidkit.hashing import hash_str, same_shape
from deidkit.labels import iob2_spans
from deidkit.pseudonymize.stats import PseudonymizeStats

_TOKEN = re.compile(r"[^\W\d_]+|\d+|\S", re.UNICODE)

NAME_TYPES = {"PATIENT", "DOCTOR"}
SHAPE_TYPES = {"USERNAME", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "ZIP", "ROOM", "SSN",
               "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE",
               "BIOID", "IDNUM"}


def tokenize_like(text: str) -> list[str]:
    """Split a surrogate as the tokenizer does: letter runs, digit runs, other characters."""
    return _TOKEN.findall(text)


def spans(labels: list[str]) -> list[tuple[str, int, int]]:
    """IOB2 entity spans (TYPE, start, end-exclusive); a stray I- starts an entity."""
    return [(s.type, s.start, s.end) for s in iob2_spans(labels, lenient=True)]


class Surrogates:
    """Replaces the PHI entities of tokens batches by surrogates (see module doc)."""

    def __init__(self, *, seed: int = 0, stats: PseudonymizeStats | None = None,
                 keep_initials: bool = False, date_order: str = "auto"):
        # Here, not at the top: tagging imports this package (deidkit.features) and never
        # loads Faker, a dependency of surrogates alone (tests/test_import_graph.py).
        from faker import Faker
        from faker.providers.person.en_US import Provider as Person

        if date_order not in ORDERS + ("auto",):
            raise ValueError(f"unknown date order {date_order!r}")
        self.seed = seed
        self.date_order = date_order
        self._orders: dict[str, str] = {}  # auto: each document's order, once complete
        self._own_orders: Counter = Counter()  # auto: orders documents decided by their dates
        self.keep_initials = keep_initials
        self.stats = stats if stats is not None else PseudonymizeStats()
        self.fake = Faker("en_US")
        self.first_names = sorted({n for n in Person.first_names if n.isalpha()})
        self.last_names = sorted({n for n in Person.last_names if n.isalpha()})
        # For keep_initials: the names of each role by initial letter (sorted, so a pick by
        # hash is deterministic).
        self._by_initial = {
            role: _group_by_initial(pool)
            for role, pool in (("first", self.first_names), ("last", self.last_names))}
        self._generators: dict[str, Callable[[], str]] = {
            "CITY": self.fake.city, "STATE": self.fake.state, "COUNTRY": self.fake.country,
            "STREET": self.fake.street_address,
            "HOSPITAL": lambda: f"{self.fake.last_name()} "
                                f"{self.fake.random_element(['Hospital', 'Medical Center', 'Clinic', 'General Hospital'])}",
            "ORGANIZATION": self.fake.company,
            "DEPARTMENT": lambda: self.fake.random_element(
                ["Cardiology", "Radiology", "Oncology", "Neurology", "Surgery", "Pediatrics",
                 "Internal Medicine", "Emergency Medicine", "Orthopedics"]),
            "LOCATION-OTHER": self.fake.city,
            "LOCATION": self.fake.city,
            "PROFESSION": self.fake.job,
        }

    # -- randomness -----------------------------------------------------------------------

    def _h(self, *parts: str) -> int:
        return hash_str(self.seed, "surrogate", *parts)

    def date_offset(self, doc: str) -> int:
        """The document's date shift in days: +-(1..365), never 0."""
        h = self._h("date-offset", doc)
        days = 1 + h % 365
        return days if (h >> 32) & 1 else -days

    # -- batches --------------------------------------------------------------------------

    def batches(self, batches: Iterable[pa.RecordBatch], *,
                label_column: str = "labels") -> Iterator[pa.RecordBatch]:
        """:meth:`batch` over a stream. With ``date_order="auto"`` a batch waits until every
        document in it is complete (a later row belongs to another document, or the input
        ended), so that the order of its dates is decided on the whole document."""
        if self.date_order != "auto":
            for b in batches:
                yield self.batch(b, label_column=label_column)
            return
        dates: dict[str, list[str]] = {}
        pending: list[pa.RecordBatch] = []
        for b in batches:
            docs = b.column("doc_id").to_pylist()
            for doc, toks, labs in zip(docs, b.column("tokens").to_pylist(),
                                       b.column(label_column).to_pylist()):
                dates.setdefault(doc or "", []).extend(
                    " ".join(toks[s:e]) for typ, s, e in spans(labs) if typ == "DATE")
            pending.append(b)
            if not docs:
                continue
            last = docs[-1] or ""
            for doc in [d for d in dates if d != last]:  # documents are contiguous
                self._decide(doc, dates.pop(doc))
            while pending and all((d or "") in self._orders
                                  for d in pending[0].column("doc_id").to_pylist()):
                yield self.batch(pending.pop(0), label_column=label_column)
        for doc, strings in dates.items():
            self._decide(doc, strings)
        for b in pending:
            yield self.batch(b, label_column=label_column)

    def _decide(self, doc: str, strings: list[str]) -> None:
        """The order of a complete document: its own dates', else the one most documents
        before it decided by their own dates, else month-first."""
        if doc in self._orders:  # a document seen again later keeps its order
            return
        order = document_order(strings)
        if order is not None:
            self._own_orders[order] += 1
        else:
            order = "dmy" if self._own_orders["dmy"] > self._own_orders["mdy"] else "mdy"
        self._orders[doc] = order

    def order_of(self, doc: str) -> str:
        """The order the dates of ``doc`` are read in (see the module doc)."""
        return self.date_order if self.date_order != "auto" else self._orders.get(doc, "mdy")

    def batch(self, batch: pa.RecordBatch, *, label_column: str = "labels") -> pa.RecordBatch:
        tokens = batch.column("tokens").to_pylist()
        labels = batch.column(label_column).to_pylist()
        docs = batch.column("doc_id").to_pylist()
        out = []
        for toks, labs, doc in zip(tokens, labels, docs):
            toks = list(toks)
            self.stats.sentences += 1
            self.stats.tokens += len(toks)
            for typ, s, e in spans(labs):
                span = toks[s:e]
                self.stats.phi_tokens += e - s
                new = self.entity(typ, span, doc or "")
                if len(new) != len(span):  # a bug, never user data: keep alignment safe
                    raise AssertionError(f"surrogate for {typ} changed the token count")
                for a, b in zip(span, new):
                    if any(c.isalnum() for c in a):
                        if a == b and self.keep_initials and len(a) == 1 and typ in NAME_TYPES:
                            self.stats.count("initials_kept")
                        elif a == b:
                            self.stats.kept_by_chance += 1
                        else:
                            self.stats.replaced += 1
                    else:
                        self.stats.punctuation += 1
                toks[s:e] = new
                self.stats.entities += 1
            out.append(toks)
        i = batch.schema.get_field_index("tokens")
        return batch.set_column(i, batch.schema.field(i), pa.array(out, pa.list_(pa.string())))

    def entity(self, typ: str, span: list[str], doc: str) -> list[str]:
        """Surrogate tokens for one entity (same length as ``span``)."""
        if typ in NAME_TYPES:
            return self._name(span, doc)
        if typ == "DATE":
            return self._date(span, doc)
        if typ == "AGE":
            return [("90" if t.isdigit() and int(t) > 89 else t) for t in span]
        if typ in self._generators:
            return self._fitted(typ, span, doc)
        # IDs, contacts, ZIPs, rooms, usernames and any unknown TYPE: fail closed.
        return self._shape(typ, span, doc)

    def _shape(self, typ: str, span: list[str], doc: str) -> list[str]:
        return [same_shape(t, self._h("shape", typ, doc, t)) if any(c.isalnum() for c in t) else t
                for t in span]

    # -- names ----------------------------------------------------------------------------

    def _name(self, span: list[str], doc: str) -> list[str]:
        words = [i for i, t in enumerate(span) if t.isalpha()]
        if not words:
            return self._shape("NAME", span, doc)
        # "Smith , John": the word before a comma is the last name; else the last word is.
        last = words[-1]
        if len(words) > 1 and words[0] + 1 < len(span) and span[words[0] + 1] == ",":
            last = words[0]
        out = list(span)
        for i in words:
            tok = span[i]
            if len(tok) == 1:  # an initial
                out[i] = (tok if self.keep_initials
                          else same_shape(tok, self._h("initial", doc, tok.lower())))
                continue
            role = "last" if i == last else "first"
            h = self._h("name", role, doc, tok.lower())
            if self.keep_initials:
                pick = self._same_initial(tok, role, h)
            else:
                pool = self.last_names if role == "last" else self.first_names
                pick = pool[h % len(pool)]
                if pick.lower() == tok.lower():
                    pick = pool[(h + 1) % len(pool)]
            out[i] = transfer_casing(tok, pick)
        for i, tok in enumerate(span):  # digits inside a name span: fail closed
            if i not in words and any(c.isalnum() for c in tok):
                out[i] = same_shape(tok, self._h("shape", "NAME", doc, tok))
        return out

    def _same_initial(self, tok: str, role: str, h: int) -> str:
        """A name (never ``tok`` itself) starting with ``tok``'s initial, drawn by ``h``:
        from the role's names, else from the other role's, else (counted) any name of the
        role."""
        letter = _initial(tok)
        other = "first" if role == "last" else "last"
        low = tok.lower()
        for r in (role, other):
            pool = [n for n in self._by_initial[r].get(letter, ()) if n.lower() != low]
            if pool:
                if r != role:
                    self.stats.count("initials_other_role")
                return pool[h % len(pool)]
        self.stats.count("initials_not_kept")
        pool = self.last_names if role == "last" else self.first_names
        pick = pool[h % len(pool)]
        return pool[(h + 1) % len(pool)] if pick.lower() == low else pick

    # -- locations, professions ---------------------------------------------------------------

    def _fitted(self, typ: str, span: list[str], doc: str) -> list[str]:
        """A Faker value of the same TYPE cut into the same number of tokens."""
        text = " ".join(span)
        self.fake.seed_instance(self._h("fit", typ, doc, text.lower()))
        gen = self._generators[typ]
        if typ == "STATE" and len(span) == 1 and len(span[0]) == 2 and span[0].isupper():
            gen = self.fake.state_abbr
        for _ in range(30):
            cand = tokenize_like(gen())
            if len(cand) == len(span) and [t.lower() for t in cand] != [t.lower() for t in span]:
                return [transfer_casing(o, c) if o.isalpha() else
                        (c if any(ch.isalnum() for ch in o) else o) for o, c in zip(span, cand)]
        # Token by token: words by single-word values of the TYPE, the rest same-shape.
        out = []
        for i, tok in enumerate(span):
            if tok.isalpha():
                self.fake.seed_instance(self._h("fit-word", typ, doc, tok.lower()))
                word = None
                for _ in range(30):
                    c = tokenize_like(gen())
                    if len(c) == 1 and c[0].isalpha() and c[0].lower() != tok.lower():
                        word = c[0]
                        break
                if word is None:
                    word = self.last_names[self._h("fit-name", doc, tok.lower()) % len(self.last_names)]
                out.append(transfer_casing(tok, word))
            elif any(c.isalnum() for c in tok):
                out.append(same_shape(tok, self._h("shape", typ, doc, tok)))
            else:
                out.append(tok)
        return out

    # -- dates ----------------------------------------------------------------------------

    def _date(self, span: list[str], doc: str) -> list[str]:
        shifted = shift_tokens(span, self.date_offset(doc), self.order_of(doc))
        if shifted is not None:
            return shifted
        self.stats.count("unparsed_dates")
        return [same_shape(t, self._h("shape", "DATE", doc, t))
                if any(c.isdigit() for c in t) else t for t in span]


def _initial(word: str) -> str:
    """The upper-case initial of ``word`` without accents ("émile" -> "E", "Øyvind" -> "Ø")."""
    return unicodedata.normalize("NFKD", word[:1])[:1].upper()


def _group_by_initial(names: list[str]) -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    for name in names:
        groups.setdefault(_initial(name), []).append(name)
    return groups


__all__ = ["Surrogates", "spans", "tokenize_like"]
