"""Finding identifiers: social security numbers and vehicle identification numbers by their
form, and any identifier that a cue introduces ("MRN 0075839087", "Acct # A7836105", "S/N:
XWY599019M", "plate 7XMF41").

An identifier has no form of its own (an MRN is a number like any count), so apart from the
US SSN (``123-45-6789``) and the VIN (ISO 3779: 17 capital letters and digits without I, O
and Q, here with two letters or more and ending in four digits, as a maker's serial does:
``1HGCM82633A004352``, ``WVWZZZ1JZXW000001``) an identifier is recognized only after a word
that announces one. The cue decides the TYPE:

========================  ============================================================
TYPE                      cues
========================  ============================================================
``MEDICALRECORD``         MRN, MR#, medical record (number), unit number, patient ID,
                          hospital number, chart number, NHS/CHI number, UHID, EMPI
``ACCOUNT``               Acct, account (number), A/C, billing number, FIN, invoice no.
``HEALTHPLAN``            insurance ID/number/policy, member ID, policy number,
                          Medicare/Medicaid number, health plan, plan/group/subscriber
                          ID, health card, OHIP, PHN
``SSN``                   SSN, SS#, social security number, SIN, national insurance
                          number, NINO, PPSN, Aadhaar, national ID
``LICENSE``               DEA, NPI, license/licence number, Lic #, DL #, driver's license
``VEHICLE``               plate, licence/license/registration plate, VIN, vehicle ID
``DEVICE``                S/N, SN, serial (number), device ID, UDI, IMEI
``BIOID``                 Accession, Acc #, Specimen, sample ID, block/slide ID (the
                          convention of deidkit's synthetic notes: accession and specimen
                          numbers are BIOID)
``IDNUM``                 ``#`` (``#7274606``), ID:, reference/order/claim/case/
                          encounter/visit/confirmation/requisition/employee/badge number
========================  ============================================================

Between the cue and the identifier: "no.", "number", "#", "ID", "is", ":", "=" in any
combination. The identifier is one run of letters and digits (inner ``-``, ``.``, ``/``
allowed), with at least two digits and three characters; after a short first group, up to
two more short groups may follow a single space ("847 739 668", "12 XDU 859"). Not
identifiers: a number with a unit ("plate 3.5 mm"), a decimal ("#3.5"), "#" before a
short number ("#1" in a problem list, "#7 HCTZ 12.5" in a medication list: after "#" the
first group needs three digits), "#" after a room, bed, pager or phone word.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, starts_of, unit_follows, words

#: Per TYPE: cues that announce an identifier alone ("MRN 123"), and cues that do so only
#: with a number word after them ("unit no. 123", "patient ID: 123"; "unit 123" is not
#: one). Lower-case cues match in any of three spellings (``patterns.words``); cues in
#: capitals are acronyms that are also words in lower case ("SIN", "FIN") and match only in
#: capitals. The order of the TYPEs decides between cues that begin at the same place.
CUES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "HEALTHPLAN": (("health plan", "healthplan", "medicare", "medicaid", "health card",
                    "OHIP", "PHN"),
                   ("insurance", "insurer", "insurance policy", "member", "policy", "plan",
                    "group", "subscriber", "beneficiary")),
    "MEDICALRECORD": (("MRN", "mrn", "Mrn", "EMPI", "UHID", "MPI", "MR#", "mr #",
                       "medical record", "med rec"),
                      ("mr", "record", "unit", "hospital", "chart", "nhs", "chi", "patient",
                       "pt")),
    "ACCOUNT": (("acct", "account", "a/c", "FIN"), ("billing", "invoice")),
    "SSN": (("ssn", "ss#", "ss #", "social security", "SIN", "NINO", "PPSN", "BSN",
             "national insurance", "aadhaar", "aadhar", "national id"), ("ni",)),
    "VEHICLE": (("license plate", "licence plate", "registration plate", "reg plate", "plate",
                 "VIN"), ("vehicle",)),
    "LICENSE": (("DEA", "NPI", "driver's license", "drivers license", "driver's licence",
                 "license", "licence", "lic #", "lic#", "DL#", "DL #"),
                ("lic", "lic.", "DL")),
    "DEVICE": (("S/N", "SN", "UDI", "IMEI", "serial"), ("device",)),
    "BIOID": (("accession", "acc#", "acc #", "specimen"), ("sample", "block", "slide")),
    "IDNUM": (("CSN", "identifier", "ref#", "ref #", "req#", "req #", "ID:", "ID#", "ID :",
               "ID #"),
              ("ref", "reference", "order", "claim", "case", "encounter", "visit",
               "confirmation", "requisition", "employee", "staff", "badge", "tracking",
               "ticket")),
}

_NUMBER_WORD = rf"(?:{SP}*(?:{words(['no', 'num', 'nbr', 'nr', 'number', 'id'])}\b\.?|#))"


def _spelled(cues) -> str:
    """Cues in capitals as written, the others in three spellings."""
    caps = [c for c in cues if c.upper() == c and any(ch.isalpha() for ch in c)]
    spelled = words([c for c in cues if c not in caps]) if len(caps) < len(cues) else None
    exact = "|".join(re.escape(c).replace(r"\ ", SP + "+") for c in
                     sorted(caps, key=len, reverse=True))
    return "(?:" + "|".join(p for p in (exact, spelled) if p) + ")"


_CUE = "|".join(
    rf"(?P<{type_}>{_spelled(alone)}{_NUMBER_WORD}?|{_spelled(numbered)}{_NUMBER_WORD})"
    for type_, (alone, numbered) in CUES.items())
_BETWEEN = (rf"(?:{SP}*(?:{words(['no', 'number', 'num', 'is'])}\b\.?|#|"
            rf"{words(['id'])}\b|[:=]))*{SP}*")
_IDENTIFIER = (r"(?P<id>[A-Za-z0-9](?:[A-Za-z0-9]|[-./](?=[A-Za-z0-9]))*"
               rf"(?:{SP}(?:\d{{1,4}}|[A-Z]{{1,4}}(?={SP}\d))(?![\w-])){{0,2}})")
#: After a cue that ends in a letter, no letter ("plates", "SNF" are not cues).
_CUE_END = r"(?:(?<=[A-Za-z])(?![A-Za-z])|(?<![A-Za-z]))"
_CUED = re.compile(rf"(?:{_CUE}){_CUE_END}" + _BETWEEN + _IDENTIFIER)
#: The first word of every cue, lower-cased: ``_CUED`` is tried only where one begins.
_FIRST_WORDS = frozenset(re.match(r"[A-Za-z]+", c).group().lower()
                         for alone, numbered in CUES.values() for c in alone + numbered)
_HASH = re.compile(rf"#(?<![\w#]#){SP}*" + _IDENTIFIER)
_NOT_BEFORE_HASH = re.compile(
    r"(?:room|rm|bed|apt|suite|ste|unit|floor|problem|item|step|dx|phone|tel|telephone|fax|"
    rf"cell|mobile|pager|beeper|call|ext|extension|no|number|size|gauge|lot)\.?{SP}*$",
    re.IGNORECASE)
_SSN = re.compile(r"\d(?<![\w-]\d)\d\d(?<!000)-\d{2}-\d{4}(?![\w-])")
_MEASURE = re.compile(r"^\d+(?:[.,]\d+)?(?:[a-z]{1,4})?$")


_VIN = re.compile(r"[A-HJ-NPR-Z0-9](?<![\w-][A-HJ-NPR-Z0-9])[A-HJ-NPR-Z0-9]{12}\d{4}(?![\w-]?\w)")


def find_vins(text: str) -> Iterator[tuple[int, int, str]]:
    """Vehicle identification numbers by their form (ISO 3779), TYPE ``VEHICLE``."""
    for m in _VIN.finditer(text):
        value = m.group()
        if sum(c.isalpha() for c in value) >= 2:
            yield m.start(), m.end(), "VEHICLE"


def find_ssns(text: str) -> Iterator[tuple[int, int, str]]:
    """US social security numbers by their form, ``123-45-6789`` (area not 000)."""
    for m in _SSN.finditer(text):
        yield m.start(), m.end(), "SSN"


def find_identifiers(text: str) -> Iterator[tuple[int, int, str]]:
    """Identifiers introduced by a cue, with the cue's TYPE (the cue itself is not PHI)."""
    cued = set()
    for m in _cued(text):
        if _plausible(text, m):
            cued.add(m.start("id"))
            yield m.start("id"), _id_end(m), _cue(m)
    for m in _HASH.finditer(text):
        if m.start("id") in cued:  # "Specimen #05-S-97451": the cue's TYPE
            continue
        before = text[max(0, m.start() - 16):m.start()]
        first = m.group("id").split()[0]  # "#7 HCTZ 12.5": an item of a list, not an ID
        if sum(c.isdigit() for c in first) >= 3 and len(first) >= 4 \
                and not _NOT_BEFORE_HASH.search(before) and _plausible(text, m):
            yield m.start("id"), _id_end(m), "IDNUM"


def _cued(text: str) -> Iterator[re.Match]:
    """``_CUED``'s matches, tried where a cue word begins a word."""
    resume = 0
    for pos in starts_of(text, _FIRST_WORDS):
        if pos < resume or text[pos - 1:pos] == "/":
            continue
        m = _CUED.match(text, pos)
        if m:
            resume = m.end()
            yield m


def _cue(m: re.Match) -> str:
    """The TYPE of the cue group that matched."""
    return next(t for t in CUES if m.group(t) is not None)


def _id_end(m: re.Match) -> int:
    """Where the identifier ends: further groups only after a first group of at most four
    characters ("847 739 668"), not after a whole number ("0075839087 12 yo")."""
    value = m.group("id")
    first = value.split()[0]
    return m.start("id") + (len(first) if len(first) > 4 else len(value))


def _plausible(text: str, m: re.Match) -> bool:
    """At least two digits and three characters; not a decimal or a measurement."""
    end = _id_end(m)
    value = text[m.start("id"):end]
    if sum(c.isdigit() for c in value) < 2 or len(value) < 3:
        return False
    if _MEASURE.match(value) and (("." in value or "," in value) or not value.isdigit()):
        return False  # "3.5", "3.5mm", "20mg": a quantity, not an identifier
    return not unit_follows(text, end)
