"""Finding places that a form or a cue gives away: rooms and beds, named hospital units,
street addresses, and states, cities and countries where an address or a name list puts
them (TYPEs ``ROOM``, ``DEPARTMENT``, ``STREET``, ``STATE``, ``CITY``, ``COUNTRY``).

These TYPEs have no form of their own the way a date has, so each is recognized only where
clinical and postal writing make it unambiguous (the i2b2 2014 guidelines: the label
stays outside the tag, "Rm 4B-12" is ROOM "4B-12"):

* ``room``: the number after a room, bed, bay or cubicle word ("Rm 4B-12", "bed 12A",
  "BAY 3", "Cubicle 448", "Bed-3", "Room #: 304", "rm 22-B"); not "room air", "bed rest",
  the head of the bed "at 30 degrees", "POD 2" (a post-operative day), nor a number with a
  unit after it;
* ``department``: a named unit, capitalized words before Clinic, Unit, Ward, Service,
  Centre/Center, Department, Dept or Outpatients ("Vascular Clinic", "Banksia Ward",
  "Renal Transplant Unit"), and "Ward 6D"; not the units every hospital has (Emergency
  Department, Intensive Care Unit, a hospital's Emergency Department), nor "Department of
  Radiology" (a service, in the training styles' annotations as in most notes);
* ``street``: a house number, capitalized name words and a street suffix of the postal
  services' lists (Faker's, which are USPS's and Royal Mail's: "55 Fruit Street", "78
  Schaefer Grove", "12 Oak Dr.", with "Apt 4B" or "Suite 200" after it), and streets
  whose word comes first in other languages ("Rue de la Paix 12", "Calle Mayor 5",
  "Hauptstraße 7");
* ``place``: US state, Canadian province and Australian state names written out and
  capitalized ("Ohio", "New South Wales"); a USPS state code before a ZIP code ("MA
  02114") or after "City," ("Boston, TX"), and the city before it; an Australian state or
  Canadian province code before its country's postcode ("Parramatta NSW 2150", "Toronto,
  ON M5G 2C4"), and the city before it (one word, or up to three before a comma); country
  names from ISO 3166 (pycountry), capitalized. Not "New York Heart Association", a "Texas
  catheter", an "Indiana pouch", "India ink", "balsam of Peru", and no code that is also a
  credential or a clinical abbreviation (MD, PA, MS, OR, IN, ME, LA, CO...) without a
  ZIP code after it.
"""

from __future__ import annotations

import functools
import re
from typing import Iterator

from deidkit.recognizers.patterns import (SP, starts_of, unit_follows, word_list, word_start,
                                         words)
from deidkit.recognizers.postal import AUSTRALIAN_STATE_CODES, US_STATE_CODES, US_STATE_NAMES

# --- rooms -------------------------------------------------------------------------------

_ROOM_CUES = ("room", "rm", "bed", "bay", "cubicle", "cube", "bedspace", "bed space")
_ROOM = re.compile(
    words(_ROOM_CUES) + rf"\.?{SP}*(?:#{SP}*:?|no\.?|number|:|-(?=\d))?{SP}*"
    r"((?:[A-Z]{1,2}-?)?\d{1,4}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?|-[A-Za-z])?)(?![\w.,/-]?\w)")
_NOT_ROOM_AFTER = re.compile(rf"{SP}*(?:°|deg\b|degrees?\b|o\b|%|x\b)", re.IGNORECASE)
_NOT_ROOM_BEFORE = re.compile(r"(?:\bof|\bhead|\bhob)\s*$", re.IGNORECASE)
_ROOM_FIRST = frozenset(c.split()[0] for c in _ROOM_CUES)


def find_rooms(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "ROOM")``: the number of a room, bed, bay or cubicle after its word."""
    for pos in starts_of(text, _ROOM_FIRST):
        m = _ROOM.match(text, pos)
        if not m or not word_start(text, pos):
            continue
        if unit_follows(text, m.end(1)) or _NOT_ROOM_AFTER.match(text, m.end(1)) \
                or _NOT_ROOM_BEFORE.search(text, max(0, pos - 8), pos):
            continue
        yield m.start(1), m.end(1), "ROOM"


# --- named units (DEPARTMENT) -------------------------------------------------------------

_UNIT_HEADS = ("clinic", "unit", "ward", "service", "centre", "center", "department",
               "dept", "outpatients")
#: Units every hospital has: naming one says nothing of where a patient was.
_GENERIC_UNITS = frozenset(u.lower() for u in (
    "Emergency", "Accident and Emergency", "A&E", "Intensive Care", "Critical Care",
    "Coronary Care", "Cardiac Care", "Medical Intensive Care", "Surgical Intensive Care",
    "Neonatal Intensive Care", "Pediatric Intensive Care", "Paediatric Intensive Care",
    "Cardiac Intensive Care", "Neuro Intensive Care", "Neurological Intensive Care",
    "Post Anesthesia Care", "Post-Anesthesia Care", "Postanesthesia Care",
    "Post Anaesthesia Care", "High Dependency", "Step Down", "Step-Down", "Operating",
    "Recovery", "Medical", "Surgical", "The", "This", "That", "Our", "Your", "His",
    "Her", "Their", "Same", "Same Day", "Outpatient", "Inpatient", "Hospital", "Health",
    "Care", "Funeral", "Medicine", "Internal Medicine", "General Medicine", "Surgery",
    "General Surgery", "Social Work", "Medical Surgical", "Customer", "Secret", "Civil",
    "Public", "Military", "Memorial", "Church", "Community", "Day", "Night", "Walk-In"))
#: A capitalized (or upper-case) word of a unit's name; "&", "and", "of" inside it.
_NAME_WORD = r"(?:[A-Z][A-Za-z'’.-]*|&)"
_UNIT_BEFORE = re.compile(
    rf"({_NAME_WORD}(?:{SP}+(?:(?:and|of|&){SP}+)?(?:{_NAME_WORD}|\d{{1,3}}[A-Za-z]?)){{0,3}})"
    rf"{SP}+$")
_UNIT_HEAD = re.compile(words(_UNIT_HEADS) + r"\b\.?")
#: "Ward's note" (a name), "Department of Engineering" (a faculty's).
_NOT_AFTER_HEAD = re.compile(rf"['’]s\b|{SP}+(?:of|no|num|number|nbr)\b|{SP}*#",
                             re.IGNORECASE)
#: Words that end a unit's name read backwards from its head.
_NOT_IN_NAME = frozenset(
    "the a an to in into from at of for by with via on per and or our your his her their "
    "this that back seen follow up attend attended advised known transferred admitted "
    "return returned referred discharged dr prof mr mrs ms miss sr nurse record operation "
    "nearest local same new old".split())
_WARD_NUMBER = re.compile(words(["ward"]) + rf"{SP}+(\d{{1,3}}[A-Za-z]?|[A-Z]\d{{0,2}})\b")


def find_departments(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "DEPARTMENT")``: named units of a hospital, with their head word."""
    for pos in starts_of(text, _UNIT_HEADS):
        head = _UNIT_HEAD.match(text, pos)
        if not head or not word_start(text, pos) or not text[pos].isupper():
            continue
        if _NOT_AFTER_HEAD.match(text, head.end()):
            continue
        m = _UNIT_BEFORE.search(text, max(0, pos - 64), pos)
        if not m:
            continue
        # the name: the words right before the head, back to a function word or a title
        # (a window joins lines, so "Dr. Cole Endocrine Clinic" may be a signature line
        # and a heading)
        names = [w for w in re.finditer(r"\S+", m.group(1))]
        keep = len(names)
        while keep and names[keep - 1].group().lower().rstrip(".") not in _NOT_IN_NAME:
            keep -= 1
        names = names[keep:]
        # "General Hospital Emergency Department": a generic unit of a named hospital
        if not names or not names[0].group()[0].isupper() or any(
                _generic(" ".join(w.group() for w in names[-k:])) for k in (1, 2, 3, 4)):
            continue
        end = head.end() if not text[head.end() - 1] == "." else head.end() - 1
        yield m.start(1) + names[0].start(), end, "DEPARTMENT"
    for m in _WARD_NUMBER.finditer(text):
        if word_start(text, m.start()):
            yield m.start(), m.end(), "DEPARTMENT"


def _generic(name: str) -> bool:
    return " ".join(name.lower().split()) in _GENERIC_UNITS


# --- streets -------------------------------------------------------------------------------

#: Suffixes that are also common words or clinical abbreviations in capitals: written
#: capitalized only ("12 Oak Ct" but not "2 HEAD CT").
_AMBIGUOUS_CAPS = frozenset({"CT", "DR", "PL", "SQ", "CIR", "PT", "ST", "WAY", "PARK", "RUN"})
#: Faker's suffixes that read as words after a number far more often than as a street.
_NOT_SUFFIXES = frozenset({"Center", "Centers", "Club", "Union", "Unions", "Course", "Light",
                           "Lights", "Rest", "Key", "Keys", "Land", "Common", "Station",
                           "Mall", "Mission", "Port", "Ports", "Well", "Wells", "Fall",
                           "Loaf", "Lock", "Locks", "Mount", "Radial", "Track", "Trailer",
                           "Spring", "Springs", "Field", "Fields", "Camp", "Pass", "Branch",
                           "Neck", "Lake", "Lakes", "River", "Island", "Islands", "Forest"})


@functools.lru_cache(maxsize=1)
def _street_pattern() -> re.Pattern:
    # Faker's en_US and en_GB suffixes (data/street_suffixes.txt)
    full = sorted({s for s in word_list("street_suffixes.txt") if s not in _NOT_SUFFIXES}
                  | {"Street", "St", "Avenue", "Ave", "Av", "Road", "Rd", "Boulevard", "Blvd",
                     "Lane", "Ln", "Drive", "Dr", "Court", "Ct", "Place", "Pl", "Terrace",
                     "Ter", "Terr", "Circle", "Cir", "Parkway", "Pkwy", "Highway", "Hwy",
                     "Square", "Sq", "Crescent", "Cres", "Close", "Trail", "Trl", "Way"},
                  key=lambda s: (-len(s), s))
    spelled = []
    for s in full:
        spelled += [re.escape(s)] + ([] if s.upper() in _AMBIGUOUS_CAPS else [re.escape(s.upper())])
    suffix = "(?:" + "|".join(spelled) + r")\b\.?"
    name = r"(?:[A-Z][A-Za-z'’-]+|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))"
    unit = (rf"(?:,?{SP}+{words(['apt', 'apartment', 'suite', 'ste', 'unit', 'flat'])}\.?"
            rf"{SP}*#?{SP}*[A-Za-z]?\d+[A-Za-z]?)?")
    return re.compile(
        r"(\d(?<![\w.,/:-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,5})?)"
        rf"{SP}+(?:[NSEW]\.?{SP}+|(?:North|South|East|West){SP}+)?"
        rf"(?:{name}{SP}+){{1,3}}{suffix}" + unit)


#: "via" is an English word of care ("via PIV", "VIA HHN AT 0740"): an Italian street only
#: as "Via" before a capitalized word ("Via Roma 12"), or "VIA" before a word in capitals
#: longer than the abbreviations of care ("VIA ROMA 12", not "VIA PIV 18").
_FOREIGN_FIRST = re.compile(
    "(?:" + words(["rue", "rua", "calle", "carrer", "avenida", "avenue de", "viale", "piazza",
                   "plaza", "strada", "ulica", "ul.", "boulevard"])
    + rf"|Via(?={SP}+[A-Z][a-z])|VIA(?={SP}+[A-Z]{{4}}))"
    + rf"{SP}+(?:(?:de|del|de la|des|du|da|do|dos|della|di|la|le|los|las){SP}+)?"
    rf"(?:[A-Z][A-Za-z'’-]+{SP}+){{0,2}}[A-Z][A-Za-z'’-]+,?{SP}+\d{{1,4}}[A-Za-z]?\b")
_COMPOUND = re.compile(
    r"[A-Z][a-zäöüß]+(?:straße|strasse|str\.|weg|gasse|platz|allee|laan|straat|gracht|"
    rf"gade|vej|gatan|vägen|veien|gata|katu|tie){SP}+\d{{1,4}}[a-z]?\b")


def find_streets(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "STREET")``: a house number and a street, with its apartment."""
    for m in _street_pattern().finditer(text):
        if not unit_follows(text, m.end(1)):
            yield m.start(), m.end() - (text[m.end() - 1] == "."), "STREET"
    for pattern in (_FOREIGN_FIRST, _COMPOUND):
        for m in pattern.finditer(text):
            if word_start(text, m.start()):
                yield m.start(), m.end(), "STREET"


# --- states, cities, countries ------------------------------------------------------------

CANADIAN_PROVINCES = ("Alberta", "British Columbia", "Manitoba", "New Brunswick",
                      "Newfoundland and Labrador", "Nova Scotia", "Ontario",
                      "Prince Edward Island", "Quebec", "Saskatchewan",
                      "Northwest Territories", "Nunavut", "Yukon")
AUSTRALIAN_STATES = ("New South Wales", "Queensland", "South Australia", "Tasmania",
                     "Victoria", "Western Australia", "Northern Territory",
                     "Australian Capital Territory")
#: A state name followed by one of these words is a term of medicine, not a place.
_NOT_PLACE_AFTER = re.compile(
    rf"{SP}+(?:heart|catheter|pouch|ink|red|pig|classification|criteria|class|scale|"
    r"score|tick|strain|virus|fever|agent|cheese|balsam|nut|nuts)\b", re.IGNORECASE)
_NOT_PLACE_BEFORE = re.compile(r"balsam\s+of\s+$", re.IGNORECASE)
#: State codes that are also credentials or clinical abbreviations: a place only before a
#: ZIP code.
_CODES_NEEDING_ZIP = frozenset("MD PA MS OR IN ME LA CO OK HI DE AL ID MT NE OH PR AS "
                               "GU MP VI SD ND DC".split())
_CODE_AFTER_CITY = re.compile(
    rf"((?:[A-Z][A-Za-z'’.-]+{SP}+){{0,2}}[A-Z][A-Za-z'’.-]+),{SP}*"
    rf"({'|'.join(US_STATE_CODES)})\b(?:\.(?!\w))?({SP}+\d{{5}}(?:-\d{{4}})?\b)?")
#: Canada Post's province codes; they and Australia Post's state codes are a state only
#: before the postcode of their country ("Parramatta NSW 2150", "Toronto, ON M5G 2C4").
CANADIAN_PROVINCE_CODES = ("AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC",
                           "SK", "YT")
_CODE_BEFORE_POSTCODE = re.compile(
    rf"(?:((?:[A-Z][A-Za-z'’.-]+{SP}+){{0,2}}[A-Z][A-Za-z'’.-]+),{SP}*"
    rf"|([A-Z][a-z'’.-]+){SP}+)?"
    rf"(?:({'|'.join(AUSTRALIAN_STATE_CODES)}){SP}+\d{{4}}"
    rf"|({'|'.join(CANADIAN_PROVINCE_CODES)}){SP}+[A-Z]\d[A-Z][ -]\d[A-Z]\d)(?![\w-])")
#: Country names that are words or people's names far more often than places.
_AMBIGUOUS_COUNTRIES = frozenset({"Chad", "Jordan", "Georgia", "Turkey", "Niger", "Guinea",
                                  "Jersey", "Guernsey", "Dominica", "Congo", "Man", "Cook",
                                  "Christmas", "Norfolk", "Mali", "Wallis"})


@functools.lru_cache(maxsize=1)
def _names() -> tuple[dict[str, list[tuple[str, str]]], frozenset]:
    """Per first word (lower case): the place names beginning with it and their TYPE."""
    import pycountry

    by_first: dict[str, list[tuple[str, str]]] = {}

    def add(name: str, type_: str) -> None:
        if name and name[0].isupper():
            by_first.setdefault(name.split()[0].lower(), []).append((name, type_))

    for name in US_STATE_NAMES + CANADIAN_PROVINCES + AUSTRALIAN_STATES:
        add(name, "STATE")
    for country in pycountry.countries:
        for attr in ("name", "common_name"):
            name = getattr(country, attr, None)
            if name and "," not in name and "(" not in name \
                    and name not in _AMBIGUOUS_COUNTRIES:
                add(name, "COUNTRY")
    for first in by_first:  # longest first: "New South Wales" before "New York"
        by_first[first].sort(key=lambda item: -len(item[0]))
    return by_first, frozenset(by_first)


def find_places(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, TYPE)`` of states, provinces and countries written out, and of the
    city and state code of an address line."""
    by_first, firsts = _names()
    for pos in starts_of(text, firsts):
        if not word_start(text, pos) or not text[pos].isupper():
            continue
        for name, type_ in _first_word(text, pos, by_first):
            end = pos + len(name)
            written = text[pos:end]
            if written not in (name, name.upper()) or (end < len(text) and text[end].isalnum()):
                continue
            if _NOT_PLACE_AFTER.match(text, end) \
                    or _NOT_PLACE_BEFORE.search(text, max(0, pos - 12), pos):
                continue
            yield pos, end, type_
            break
    for m in _CODE_AFTER_CITY.finditer(text):
        code, zip_code = m.group(2), m.group(3)
        if not word_start(text, m.start()) or (code in _CODES_NEEDING_ZIP and not zip_code):
            continue
        if not zip_code and m.end(2) < len(text) and text[m.end(2)] not in " \n.,;:)\x00":
            continue
        yield m.start(1), m.end(1), "CITY"
        yield m.start(2), m.end(2), "STATE"
    for m in _CODE_BEFORE_POSTCODE.finditer(text):
        code = 3 if m.group(3) else 4
        if not word_start(text, m.start(code)) or unit_follows(text, m.end()):
            continue
        city = 1 if m.group(1) else 2   # "Toronto, ON", or one word before "NSW 2150"
        if m.group(city) and word_start(text, m.start(city)):
            yield m.start(city), m.end(city), "CITY"
        yield m.start(code), m.end(code), "STATE"


_ASCII_WORD = re.compile(r"[A-Za-z]+")


def _first_word(text: str, pos: int, by_first) -> list[tuple[str, str]]:
    """The names that begin with the word at ``pos`` (as :func:`starts_of` reads words)."""
    m = _ASCII_WORD.match(text, pos)
    return by_first.get(m.group().lower(), []) if m else []
