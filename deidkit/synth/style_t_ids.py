"""Identifiers of style T's countries (:mod:`deidkit.synth.style_t`), with their check
digits where the country has one: national IDs (SSN), health-insurance numbers (HEALTHPLAN),
hospital numbers (MEDICALRECORD), driving and professional licences (LICENSE) and plates
(VEHICLE). Countries: CA, QC (Quebec), PH, NG, KE, PK, NL, SE, NO, DK, IL."""

from __future__ import annotations

import datetime as dt
import random
import unicodedata

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def caps(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(LETTERS) for _ in range(n))


def luhn_digit(body: str) -> str:
    """The Luhn check digit of ``body`` (SIN, personnummer)."""
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def plain_upper(text: str) -> str:
    """'Côté' -> 'COTE' (letters only, for codes built from names)."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if c.isascii() and c.isalpha()).upper()


# -- national IDs (SSN) ---------------------------------------------------------------------
SIN_FIRST = {"NS": "1", "QC": "2", "ON": "4", "MB": "6", "SK": "6", "AB": "6", "NU": "6",
             "BC": "7"}
CNIC_AREA = {"Lahore": "35202", "Faisalabad": "33100", "Gujranwala": "34101",
             "Sargodha": "38403", "Sialkot": "34603", "Multan": "36302", "Rawalpindi": "37405",
             "Islamabad": "61101", "Karachi": "42101", "Hyderabad": "41303", "Larkana": "43203",
             "Sukkur": "45504", "Nawabshah": "44203", "Peshawar": "17301", "Mardan": "16101",
             "Mingora": "15602", "Kohat": "14301", "Bannu": "11101", "Quetta": "54400"}


def national_id(rng: random.Random, country: str, state: str, city: str, sex: str,
                dob: dt.date) -> tuple[str, str]:
    """(number, kind) of the patient's national ID."""
    male = sex == "M"
    if country in ("CA", "QC"):
        body = SIN_FIRST.get(state, "5") + digits(rng, 7)
        n = body + luhn_digit(body)
        return n[:3] + " " + n[3:6] + " " + n[6:], "sin"
    if country == "PH":
        if rng.random() < 0.6:
            n = str(rng.randint(1, 9)) + digits(rng, 15)
            return "-".join(n[i:i + 4] for i in range(0, 16, 4)), "philsys"
        return digits(rng, 2) + "-" + digits(rng, 7) + "-" + digits(rng, 1), "sss"
    if country == "NG":
        return str(rng.randint(1, 9)) + digits(rng, 10), "nin"
    if country == "KE":
        return str(rng.randint(1, 3)) + digits(rng, 7), "kenid"
    if country == "PK":
        last = rng.choice("13579" if male else "02468")
        return CNIC_AREA.get(city, "35201") + "-" + digits(rng, 7) + "-" + last, "cnic"
    if country == "NL":
        while True:
            body = str(rng.randint(1, 9)) + digits(rng, 7)
            total = sum(int(c) * w for c, w in zip(body, range(9, 1, -1)))
            last = total % 11
            if last < 10:
                return body + str(last), "bsn"
    ddmmyy = dob.strftime("%d%m") + f"{dob.year % 100:02d}"
    if country == "SE":
        yymmdd = f"{dob.year % 100:02d}" + dob.strftime("%m%d")
        serial = digits(rng, 2) + rng.choice("13579" if male else "02468")
        n = yymmdd + serial
        century = str(dob.year)[:2] if rng.random() < 0.4 else ""
        return century + yymmdd + "-" + serial + luhn_digit(n), "personnummer"
    if country == "NO":
        while True:
            ind = str(rng.randint(50, 99)) + rng.choice("13579" if male else "02468")
            d = [int(c) for c in ddmmyy + ind]
            k1 = 11 - sum(a * b for a, b in zip(d, (3, 7, 6, 1, 8, 9, 4, 5, 2))) % 11
            k1 = 0 if k1 == 11 else k1
            if k1 == 10:
                continue
            k2 = 11 - sum(a * b for a, b in zip(d + [k1], (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
            k2 = 0 if k2 == 11 else k2
            if k2 == 10:
                continue
            return ddmmyy + (" " if rng.random() < 0.5 else "") + ind + str(k1) + str(k2), \
                "fodselsnummer"
    if country == "DK":
        return ddmmyy + "-" + digits(rng, 3) + rng.choice("13579" if male else "02468"), "cpr"
    # IL: Teudat Zehut, eight digits and a check digit
    body = digits(rng, 1) + str(rng.randint(1, 9)) + digits(rng, 6)
    total = 0
    for i, c in enumerate(body):
        v = int(c) * (1 if i % 2 == 0 else 2)
        total += v - 9 if v > 9 else v
    return body + str((10 - total % 10) % 10), "tz"


# -- health insurance (HEALTHPLAN) ----------------------------------------------------------
def health_plan(rng: random.Random, country: str, state: str, first: str, last: str,
                sex: str, dob: dt.date) -> tuple[str, str]:
    """(number, kind) of the patient's health-insurance card or membership."""
    if country == "QC":
        code = (plain_upper(last) + "XXX")[:3] + plain_upper(first)[:1]
        month = dob.month + (50 if sex == "F" else 0)
        return (code + " " + f"{dob.year % 100:02d}{month:02d} {dob.day:02d}" + digits(rng, 2),
                "ramq")
    if country == "CA":
        if state == "ON":
            n = digits(rng, 10)
            return n[:4] + "-" + n[4:7] + "-" + n[7:] + "-" + caps(rng, 2), "ohip"
        if state == "BC":
            n = "9" + digits(rng, 9)
            return n[:4] + " " + n[4:7] + " " + n[7:], "phn"
        if state == "AB":
            return digits(rng, 5) + "-" + digits(rng, 4), "ahcip"
        if state == "NS":
            n = "00" + digits(rng, 8)
            return n[:4] + " " + n[4:7] + " " + n[7:], "msi"
        if state == "NU":
            return "1" + digits(rng, 8), "nu"
        n = digits(rng, 9)
        return n[:3] + " " + n[3:6] + " " + n[6:], "phin"
    if country == "PH":
        return digits(rng, 2) + "-" + digits(rng, 9) + "-" + digits(rng, 1), "philhealth"
    if country == "NG":
        return rng.choice(("HYG", "AXA", "RLH", "LWH", "AVN")) + "/" + digits(rng, 5) + "/" + \
            rng.choice("ABCD"), "hmo"
    if country == "KE":
        if rng.random() < 0.5:
            return "CR" + digits(rng, 10) + "-" + digits(rng, 1), "sha"
        return digits(rng, rng.choice((7, 8))), "nhif"
    if country == "PK":
        return rng.choice(("SLIC-H-", "PESSI-", "")) + digits(rng, 7), "policy"
    if country == "NL":
        return rng.choice(("", "Z", "")) + digits(rng, 9), "polis"
    if country in ("SE", "NO", "DK"):
        return "80" + ("752" if country == "SE" else "578" if country == "NO" else "208") + \
            digits(rng, 15), "ehic"
    return digits(rng, 2) + "-" + digits(rng, 7), "kupah"


# -- hospital numbers (MEDICALRECORD) --------------------------------------------------------
def hospital_number(rng: random.Random, country: str, short: str, year: int) -> str:
    y = f"{year % 100:02d}"
    if country == "CA":
        return rng.choice(("00" + digits(rng, 6), "H" + digits(rng, 7), digits(rng, 7)))
    if country == "QC":
        return rng.choice((digits(rng, 7), str(rng.randint(1, 9)) + "-" + digits(rng, 6)))
    if country == "PH":
        return rng.choice((str(year) + "-" + digits(rng, 6), digits(rng, 2) + "-" + digits(rng, 5)))
    if country == "NG":
        tag = short.split()[0] if short else "GH"
        return rng.choice((tag + "/" + y + "/" + digits(rng, 5),
                           digits(rng, 2) + "/" + digits(rng, 4)))
    if country == "KE":
        return rng.choice((digits(rng, 7), digits(rng, 6) + "/" + y))
    if country == "PK":
        return rng.choice((str(year) + "-" + digits(rng, 7), digits(rng, 6)))
    if country == "NL":
        return digits(rng, 7)
    if country in ("SE", "NO", "DK"):
        return digits(rng, 8)
    return digits(rng, 8)


# -- licences ---------------------------------------------------------------------------------
def driving_licence(rng: random.Random, country: str, state: str, last: str,
                    dob: dt.date) -> str:
    if country == "QC":
        return (plain_upper(last)[:1] or "X") + digits(rng, 4) + "-" + dob.strftime("%d%m") + \
            f"{dob.year % 100:02d}" + "-" + digits(rng, 2)
    if country == "CA":
        if state == "ON":
            return (plain_upper(last)[:1] or "X") + digits(rng, 4) + "-" + digits(rng, 5) + "-" + \
                digits(rng, 5)
        return digits(rng, 6) + "-" + digits(rng, 3)
    if country == "PH":
        return caps(rng, 1) + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 6)
    if country == "NG":
        return caps(rng, 3) + digits(rng, 5) + caps(rng, 2) + digits(rng, 2)
    if country == "KE":
        return caps(rng, 1) + digits(rng, 7)
    if country == "PK":
        return rng.choice(("LHR", "KHI", "PSH", "RWP", "FSD")) + "-" + digits(rng, 4) + "-" + \
            digits(rng, 5)
    if country == "NL":
        return "5" + digits(rng, 9)
    return digits(rng, rng.choice((8, 9)))


def clinician_licence(rng: random.Random, country: str, medical: bool) -> str:
    """A registration number as the regulator of ``country`` writes it."""
    if country == "CA":
        return digits(rng, 5) if medical else digits(rng, 8)
    if country == "QC":
        return (str(rng.randint(1, 9)) + "-" + digits(rng, 5)) if medical else digits(rng, 7)
    if country == "PH":
        return "0" + digits(rng, 6)
    if country == "NG":
        return ("MDCN/R/" + digits(rng, 5)) if medical else ("RN " + digits(rng, 6))
    if country == "KE":
        return (caps(rng, 1) + digits(rng, 4)) if medical else digits(rng, 5)
    if country == "PK":
        return (digits(rng, 5) + "-" + rng.choice("PSN")) if medical else ("R-" + digits(rng, 6))
    if country == "NL":
        return digits(rng, 11)
    if country in ("SE", "NO"):
        return digits(rng, 7)
    if country == "DK":
        return str(rng.randint(0, 9)) + caps(rng, 4)
    return (str(rng.randint(1, 9)) + "-" + digits(rng, 5)) if medical else digits(rng, 6)


def plate(rng: random.Random, country: str, state: str) -> str:
    if country == "CA":
        if state == "ON":
            return caps(rng, 4) + " " + digits(rng, 3)
        return caps(rng, 3) + "-" + digits(rng, 4)
    if country == "QC":
        return rng.choice((digits(rng, 3) + " " + caps(rng, 3),
                           caps(rng, 1) + digits(rng, 2) + " " + caps(rng, 3)))
    if country == "PH":
        return caps(rng, 3) + " " + digits(rng, rng.choice((3, 4)))
    if country == "NG":
        return rng.choice(("LAG", "KJA", "ABJ", "KTU", "ENU", "APP")) + " " + digits(rng, 3) + \
            " " + caps(rng, 2)
    if country == "KE":
        return "K" + caps(rng, 2) + " " + digits(rng, 3) + caps(rng, 1)
    if country == "PK":
        return rng.choice(("LEA", "LEB", "RIM", "AFR", "BKT", "PRA")) + "-" + digits(rng, 4)
    if country == "NL":
        return rng.choice((digits(rng, 2) + "-" + caps(rng, 3) + "-" + digits(rng, 1),
                           caps(rng, 2) + "-" + digits(rng, 3) + "-" + caps(rng, 1)))
    if country == "SE":
        return caps(rng, 3) + " " + digits(rng, 2) + rng.choice((digits(rng, 1), caps(rng, 1)))
    if country == "NO":
        return caps(rng, 2) + " " + digits(rng, 5)
    if country == "DK":
        return caps(rng, 2) + " " + digits(rng, 2) + " " + digits(rng, 3)
    return digits(rng, 2) + "-" + digits(rng, 3) + "-" + digits(rng, 2)
