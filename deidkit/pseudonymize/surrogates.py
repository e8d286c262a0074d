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
  3/12/91, 2091-03-12, March 12, 2091, Mar 2091, 2091...). A date that cannot be parsed has
  its digits replaced by random digits (weekday and holiday words are kept);
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

import calendar
import datetime as dt
import re
import unicodedata
from typing import Callable

import pyarrow as pa

from deidkit.casing import transfer_casing
from deidkit.hashing import hash_str, same_shape
from deidkit.labels import iob2_spans
from deidkit.pseudonymize.stats import PseudonymizeStats

_TOKEN = re.compile(r"[^\W\d_]+|\d+|\S", re.UNICODE)

NAME_TYPES = {"PATIENT", "DOCTOR"}
SHAPE_TYPES = {"USERNAME", "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "ZIP", "ROOM", "SSN",
               "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE", "VEHICLE", "DEVICE",
               "BIOID", "IDNUM"}

_MONTHS_FULL = [m.lower() for m in calendar.month_name]   # index 1..12
_MONTHS_ABBR = [m.lower() for m in calendar.month_abbr]
_MONTH_OF = {name: i for i, name in enumerate(_MONTHS_FULL) if name}
_MONTH_OF.update({name: i for i, name in enumerate(_MONTHS_ABBR) if name})
_MONTH_OF["sept"] = 9


def tokenize_like(text: str) -> list[str]:
    """Split a surrogate as the tokenizer does: letter runs, digit runs, other characters."""
    return _TOKEN.findall(text)


def spans(labels: list[str]) -> list[tuple[str, int, int]]:
    """IOB2 entity spans (TYPE, start, end-exclusive); a stray I- starts an entity."""
    return [(s.type, s.start, s.end) for s in iob2_spans(labels, lenient=True)]


class Surrogates:
    """Replaces the PHI entities of tokens batches by surrogates (see module doc)."""

    def __init__(self, *, seed: int = 0, stats: PseudonymizeStats | None = None,
                 keep_initials: bool = False):
        from faker import Faker
        from faker.providers.person.en_US import Provider as Person

        self.seed = seed
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
        shifted = shift_date_tokens(span, self.date_offset(doc))
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


def _year4(text: str) -> int:
    y = int(text)
    if len(text) <= 2:
        return 2000 + y if y < 50 else 1900 + y
    return y


def _fmt_year(year: int, original: str) -> str:
    if len(original) <= 2:
        return f"{year % 100:02d}"
    return f"{year:0{len(original)}d}"


def _fmt_num(value: int, pad: bool) -> str:
    return f"{value:02d}" if pad else str(value)


def _padded(parts: list[str]) -> bool:
    """Whether a date zero-pads its month/day: a leading zero says yes, a one-digit part
    says no; all two-digit parts (12/15) are read as padded."""
    if any(p.startswith("0") for p in parts):
        return True
    return not any(len(p) == 1 for p in parts)


def _fmt_month_name(month: int, original: str) -> str:
    low = original.lower().rstrip(".")
    if low in _MONTHS_FULL:
        name = calendar.month_name[month]
    elif low == "sept":
        name = calendar.month_abbr[month] if month != 9 else "Sept"
    else:
        name = calendar.month_abbr[month]
    return transfer_casing(original, name)


def _safe_date(y: int, m: int, d: int) -> dt.date | None:
    if not (1 <= m <= 12 and 1 <= y <= 9999):
        return None
    d = max(1, min(d, calendar.monthrange(y, m)[1]))
    return dt.date(y, m, d)


def shift_date_tokens(span: list[str], days: int) -> list[str] | None:
    """``span`` (tokens of one date) shifted by ``days``, in the same surface format, or None
    when the date cannot be parsed. Year-only and month-only dates move with the shift of
    their middle day."""
    idx = [i for i, t in enumerate(span) if t.isalnum()]
    vals = [span[i] for i in idx]
    nums = [i for i in idx if span[i].isdigit()]
    names = [i for i in idx if span[i].lower() in _MONTH_OF]
    if len(nums) + len(names) != len(idx) or not idx or len(names) > 1:
        return None
    delta = dt.timedelta(days=days)
    out = list(span)
    try:
        if not names:
            if len(nums) == 3:
                a, b, c = (span[i] for i in nums)
                if len(a) == 4:  # ISO Y-M-D
                    parts = ("y", "m", "d")
                else:  # US M/D/Y
                    parts = ("m", "d", "y")
            elif len(nums) == 2:
                a, b = (span[i] for i in nums)
                if len(a) == 4:
                    parts = ("y", "m")
                elif len(b) == 4 or int(b) > 31:
                    parts = ("m", "y")
                else:
                    parts = ("m", "d")
            elif len(nums) == 1 and len(vals[0]) == 4:
                parts = ("y",)
            else:
                return None
            fields = dict(zip(parts, (span[i] for i in nums)))
            year = _year4(fields["y"]) if "y" in fields else 2000  # a leap year, for Feb 29
            month = int(fields.get("m", 7))
            day = int(fields.get("d", 15 if "m" in fields else 1))
            if "d" in fields and not 1 <= day <= 31:
                return None
            base = _safe_date(year, month, day)
            if base is None:
                return None
            new = base + delta
            pad = _padded([span[i] for key, i in zip(parts, nums) if key != "y"])
            for key, i in zip(parts, nums):
                if key == "y":
                    out[i] = _fmt_year(new.year, span[i])
                elif key == "m":
                    out[i] = _fmt_num(new.month, pad)
                else:
                    out[i] = _fmt_num(new.day, pad)
            return out
        # A month name with a day and/or a year.
        m_i = names[0]
        month = _MONTH_OF[span[m_i].lower()]
        day_i = year_i = None
        for i in nums:
            if len(span[i]) == 4 and year_i is None:
                year_i = i
            elif len(span[i]) <= 2 and day_i is None and int(span[i]) <= 31:
                day_i = i
            elif year_i is None and len(span[i]) == 2:
                year_i = i
            else:
                return None
        year = _year4(span[year_i]) if year_i is not None else 2000
        day = int(span[day_i]) if day_i is not None else 15
        base = _safe_date(year, month, day)
        if base is None:
            return None
        new = base + delta
        out[m_i] = _fmt_month_name(new.month, span[m_i])
        if day_i is not None:
            out[day_i] = _fmt_num(new.day, span[day_i].startswith("0"))
        if year_i is not None:
            out[year_i] = _fmt_year(new.year, span[year_i])
        return out
    except (ValueError, OverflowError):
        return None


def parse_date_tokens(span: list[str]) -> dt.date | None:
    """The date a span denotes (for tests: intervals before and after shifting)."""
    shifted = shift_date_tokens(span, 0)
    if shifted is None:
        return None
    nums = [t for t in span if t.isdigit()]
    names = [t for t in span if t.lower() in _MONTH_OF]
    if names:
        month = _MONTH_OF[names[0].lower()]
        day = next((int(t) for t in nums if len(t) <= 2), 15)
        year = next((_year4(t) for t in nums if len(t) == 4), 2000)
        return _safe_date(year, month, day)
    if len(nums) == 3:
        if len(nums[0]) == 4:
            return _safe_date(int(nums[0]), int(nums[1]), int(nums[2]))
        return _safe_date(_year4(nums[2]), int(nums[0]), int(nums[1]))
    return None


__all__ = ["Surrogates", "spans", "shift_date_tokens", "parse_date_tokens", "tokenize_like"]
