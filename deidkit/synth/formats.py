"""Surface forms of PHI for the styles B, C and D: formats that style A never writes.

Style A writes US records (3/12/2089, (617) 555-0123, seven-digit MRNs). Style B writes
Australian, New Zealand and British ones (12/03/2089, 12.03.2089, 12th March 2089, Mar-12,
+61 2 9382 1111, 0412 345 678, NHS-like 943 476 5919, HN-0081234); style C the shapes of
general-domain text (order numbers, IBANs, masked cards, IPv6, @handles); style E the
shapes of Canadian, Irish, Indian, South African and US hospital systems (20890312,
12-03-2089, 12MAR89, 2089/03/12, 12 mars 2089, +353 21 432 1100, +91 98450 12345,
416/555-0100 ext 22, MRNs with site letters, Ontario health cards, DEA numbers).
"""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth.surface import MONTHS, MONTHS_ABBR, WEEKDAYS, digits, letters, ordinal

#: Day-first date styles of style B: a note keeps one house style for most of its dates.
B_NUMERIC = ("dmY", "dmY", "dmY_dot", "dmy", "dMonY", "dmonY_dash")
B_NARRATIVE = ("ord", "dMonY", "dmonthY", "dmY", "dmY_dot", "mon_d")
#: Date styles of style C (general-domain text mixes the conventions).
C_STYLES = ("iso", "dMonY", "mon_d_Y", "weekday_long", "dmY", "mdY_us", "mon_d", "ord")


def format_date(d: dt.date, style: str, rng: random.Random) -> str:
    m, day, y = d.month, d.day, d.year
    month, mon = MONTHS[m - 1], MONTHS_ABBR[m - 1]
    forms = {
        "dmY": f"{day:02d}/{m:02d}/{y}",
        "dmY_dot": f"{day:02d}.{m:02d}.{y}",
        "dmy": f"{day}/{m}/{y % 100:02d}",
        "dMonY": f"{day} {mon} {y}",
        "dmonY_dash": f"{day:02d}-{mon.upper()}-{y}",
        "dmonthY": f"{day} {month} {y}",
        "ord": f"{ordinal(day)} {month} {y}",
        "mon_d": rng.choice((f"{mon}-{day:02d}", f"{day} {mon}", f"{ordinal(day)} {month}",
                             f"{day}/{m}")),
        "iso": f"{y}-{m:02d}-{day:02d}",
        "mon_d_Y": f"{mon} {day}, {y}",
        "weekday_long": f"{WEEKDAYS[d.weekday()]}, {day} {month} {y}",
        "mdY_us": f"{m:02d}/{day:02d}/{y}",
        "monY": rng.choice((f"{month} {y}", f"{mon} {y}", f"{m:02d}/{y}", f"{mon}-{y % 100:02d}")),
        "Y": str(y),
    }
    try:
        return forms[style]
    except KeyError:
        raise ValueError(f"unknown date style {style!r}") from None


# -- phone numbers --------------------------------------------------------------------------
def landline_b(rng: random.Random) -> tuple[str, str]:
    """(country, national digits) of an Australian, New Zealand or British landline."""
    country = rng.choice(("AU", "AU", "AU", "NZ", "NZ", "UK"))
    if country == "AU":
        return country, rng.choice("2378") + rng.choice("3456789") + digits(rng, 7)
    if country == "NZ":
        return country, rng.choice("34679") + rng.choice("2345689") + digits(rng, 6)
    return country, rng.choice(("20" + rng.choice("378"), "121", "161", "131")) + digits(rng, 7)


def mobile_b(rng: random.Random) -> tuple[str, str]:
    country = rng.choice(("AU", "AU", "NZ", "UK"))
    if country == "AU":
        return country, "4" + digits(rng, 8)
    if country == "NZ":
        return country, rng.choice(("21", "22", "27")) + digits(rng, 7)
    return country, "7" + rng.choice("5789") + digits(rng, 8)


_PREFIX = {"AU": "61", "NZ": "64", "UK": "44"}


def format_phone_b(number: tuple[str, str], rng: random.Random) -> str:
    country, n = number
    r = rng.random()
    if country == "AU" and n[0] == "4":
        return (f"0{n[:3]} {n[3:6]} {n[6:]}" if r < 0.55 else f"0{n}" if r < 0.7
                else f"+61 {n[:3]} {n[3:6]} {n[6:]}")
    if country == "AU":
        return (f"(0{n[0]}) {n[1:5]} {n[5:]}" if r < 0.45 else f"0{n[0]} {n[1:5]} {n[5:]}"
                if r < 0.75 else f"+61 {n[0]} {n[1:5]} {n[5:]}")
    if country == "NZ":
        head = 2 if n[:2] in ("21", "22", "27") else 1
        a, b = n[:head], n[head:]
        return (f"0{a} {b[:3]} {b[3:]}" if r < 0.5 else f"(0{a}) {b[:3]} {b[3:]}" if r < 0.7
                else f"+64 {a} {b[:3]} {b[3:]}")
    head = 4 if n[0] == "7" else 2 if n.startswith("20") else 3
    a, b = n[:head], n[head:]
    b = f"{b[:4]} {b[4:]}" if len(b) == 8 else f"{b[:3]} {b[3:]}" if len(b) == 7 else b
    return f"0{a} {b}" if r < 0.5 else f"+44 {a} {b}" if r < 0.8 else f"+44 (0){a} {b}"


def phone_c(rng: random.Random) -> str:
    """An international phone number as people type them in e-mails and forms."""
    return rng.choice((
        f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 999)}-{digits(rng, 4)}",
        f"+52 {rng.choice(('55', '33', '81'))} {digits(rng, 4)} {digits(rng, 4)}",
        f"+90 5{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 2)} {digits(rng, 2)}",
        f"+62 8{digits(rng, 2)}-{digits(rng, 4)}-{digits(rng, 4)}",
        f"+234 80{rng.randint(2, 9)} {digits(rng, 3)} {digits(rng, 4)}",
        f"+351 9{rng.choice('1236')}{digits(rng, 1)} {digits(rng, 3)} {digits(rng, 3)}",
        f"0{rng.choice(('9', '8'))}{digits(rng, 2)}{digits(rng, 7)}",
        f"+40 7{digits(rng, 2)} {digits(rng, 3)} {digits(rng, 3)}"))


# -- identifiers of style B -------------------------------------------------------------------
def nhs_number(rng: random.Random) -> str:
    n = digits(rng, 10)
    return rng.choice((f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}", n))


def hospital_number(rng: random.Random) -> str:
    return rng.choice((f"HN-{digits(rng, 7)}", f"HN-{digits(rng, 7)}",
                       f"{letters(rng, 3)}{digits(rng, 4)}",          # an NHI-like number
                       f"RX{digits(rng, 6)}", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 5)}",
                       f"0{digits(rng, 2)}.{digits(rng, 3)}.{digits(rng, 3)}"))


def medicare_number(rng: random.Random) -> str:
    n = str(rng.randint(2, 6)) + digits(rng, 9)
    return rng.choice((f"{n[:4]} {n[4:9]} {n[9]}", f"{n[:9]}/{n[9]}", f"{n[:4]}-{n[4:9]}-{n[9]}"))


def member_number(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}",
                       f"{digits(rng, 8)}-{rng.randint(1, 9)}", f"M{digits(rng, 9)}"))


def tax_number(rng: random.Random) -> str:
    n = digits(rng, 9)
    return rng.choice((f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]}-{n[3:6]}-{n[6:]}"))


def registration_number(rng: random.Random) -> str:
    return rng.choice((f"MED{digits(rng, 10)}", f"NMW{digits(rng, 10)}", f"GMC {digits(rng, 7)}",
                       f"{digits(rng, 5)}", f"PN {digits(rng, 7)}"))


def reference_number(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((f"REF-{yy}-{digits(rng, 5)}", f"{year}/{digits(rng, 4)}",
                       f"{letters(rng, 2)}/{digits(rng, 6)}", f"Q{digits(rng, 7)}",
                       f"{digits(rng, 4)}-{digits(rng, 3)}-{letters(rng, 1)}"))


def specimen_id(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((f"H{yy}-{digits(rng, 5)}", f"SP/{yy}/{digits(rng, 6)}",
                       f"{yy}P{digits(rng, 7)}", f"CYT-{yy}-{digits(rng, 4)}",
                       f"{letters(rng, 1)}{yy}.{digits(rng, 5)}"))


def plate_b(rng: random.Random) -> str:
    return rng.choice((f"{rng.randint(1, 9)}{letters(rng, 3)} {digits(rng, 3)}",
                       f"{letters(rng, 3)}-{digits(rng, 3)}", f"{letters(rng, 3)}{digits(rng, 3)}",
                       f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}",
                       f"{letters(rng, 2)}-{digits(rng, 2)}-{letters(rng, 2)}"))


def device_b(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
                       f"PMP-{digits(rng, 4)}-{digits(rng, 4)}",
                       f"{digits(rng, 1)}{letters(rng, 2)}{digits(rng, 1)}{letters(rng, 2)}",
                       f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 5)}",
                       f"{digits(rng, 4)}-{digits(rng, 4)}"))


def account_b(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 9)}", f"INV-{digits(rng, 6)}",
                       f"{digits(rng, 4)} {digits(rng, 4)}",
                       f"BA{digits(rng, 7)}"))


# -- identifiers of style C -------------------------------------------------------------------
def order_number(rng: random.Random) -> str:
    return rng.choice((f"#{digits(rng, 7)}", f"{letters(rng, 2)}-{digits(rng, 8)}",
                       f"{digits(rng, 3)}-{digits(rng, 7)}-{digits(rng, 7)}",
                       f"{letters(rng, 1)}{digits(rng, 3)}{letters(rng, 2)}{digits(rng, 4)}",
                       f"TCK-{digits(rng, 6)}"))


def tracking_number(rng: random.Random) -> str:
    return rng.choice((f"1Z{letters(rng, 3)}{digits(rng, 3)}{digits(rng, 10)}",
                       f"{letters(rng, 2)}{digits(rng, 9)}{letters(rng, 2)}", digits(rng, 12)))


def iban(rng: random.Random) -> str:
    country = rng.choice(("DE", "ES", "PT", "RO", "TR", "NL"))
    body = digits(rng, 20)
    return f"{country}{digits(rng, 2)} " + " ".join(body[i:i + 4] for i in range(0, 20, 4))


def bank_account_c(rng: random.Random) -> str:
    return rng.choice((iban(rng), digits(rng, 10),
                       f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 1)}",
                       digits(rng, 4)))


def national_id_c(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"{letters(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} "
                       f"{rng.choice('ABCD')}", digits(rng, 11),
                       f"{letters(rng, 4)}{digits(rng, 6)}{letters(rng, 6)}{digits(rng, 2)}"))


def licence_c(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 1)}{digits(rng, 7)}",
                       f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
                       f"{letters(rng, 5)}{digits(rng, 6)}{letters(rng, 2)}{digits(rng, 1)}"))


def plate_c(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 2)} {letters(rng, 3)} {digits(rng, 3)}",
                       f"{letters(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}",
                       f"{letters(rng, 1)} {digits(rng, 4)} {letters(rng, 2)}",
                       f"{letters(rng, 1)}{digits(rng, 2)}{letters(rng, 3)}"))


def vin(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def serial_c(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 1)}{digits(rng, 2)}{letters(rng, 4)}{digits(rng, 4)}",
                       digits(rng, 15), f"SN-{letters(rng, 2)}{digits(rng, 8)}"))


def ip_c(rng: random.Random) -> str:
    if rng.random() < 0.2:
        groups = [f"{rng.randrange(16 ** 4):x}" for _ in range(4)]
        return "2001:db8:" + ":".join(groups)
    return (f"{rng.choice((81, 88, 95, 109, 176, 185, 201, 203))}.{rng.randint(0, 255)}"
            f".{rng.randint(0, 255)}.{rng.randint(1, 254)}")


# -- style E ---------------------------------------------------------------------------------
#: House date styles of style E by region (a note mostly keeps one).
E_NUMERIC = {"US": ("compact", "MON_d_Y", "dMONy", "mdy_dash"),
             "CA": ("Ymd_slash", "compact", "dMONY", "iso"),
             "IE": ("dmY_dash", "d_Mon_Y_slash", "dMONY"),
             "IN": ("dmY_dash", "Ymd_dot", "d_Mon_Y_slash"),
             "ZA": ("Ymd_slash", "dmY_dash", "iso")}
E_NARRATIVE = ("ord_only", "wkday_dm", "MON_d_Y", "d_Mon_Y_slash", "dmY_dash", "dMONy")
_MOIS = ("janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre",
         "octobre", "novembre", "decembre")


def format_date_e(d: dt.date, style: str) -> str:
    m, day, y = d.month, d.day, d.year
    mon = MONTHS_ABBR[m - 1]
    forms = {
        "compact": f"{y}{m:02d}{day:02d}",
        "dmY_dash": f"{day:02d}-{m:02d}-{y}",
        "dMONY": f"{day:02d}{mon.upper()}{y}",
        "dMONy": f"{day:02d}{mon.upper()}{y % 100:02d}",
        "Ymd_slash": f"{y}/{m:02d}/{day:02d}",
        "Ymd_dot": f"{y}.{m:02d}.{day:02d}",
        "iso": f"{y}-{m:02d}-{day:02d}",
        "MON_d_Y": f"{mon.upper()} {day:02d} {y}",
        "d_Mon_Y_slash": f"{day:02d}/{mon}/{y}",
        "mdy_dash": f"{m:02d}-{day:02d}-{y % 100:02d}",
        "fr": f"{day} {_MOIS[m - 1]} {y}",
        "ord_only": ordinal(day),
        "wkday_dm": f"{WEEKDAYS[d.weekday()][:3]} {day}/{m}",
        "monY": f"{mon.upper()}-{y}",
        "Y": str(y),
    }
    try:
        return forms[style]
    except KeyError:
        raise ValueError(f"unknown date style {style!r}") from None


#: Area codes of style E's North American numbers (none of New England's).
E_AREA = {"CA": ("416", "647", "905", "613", "514", "450", "819", "604", "250", "403", "709"),
          "US": ("918", "405", "208", "402", "515", "316", "225", "256", "501", "859", "423",
                 "701", "605", "575", "775")}


def phone_e(rng: random.Random, region: str, mobile: bool = False) -> tuple[str, str]:
    """(region, national digits) of a phone number of ``region``."""
    if region in E_AREA:
        return region, rng.choice(E_AREA[region]) + str(rng.randint(2, 9)) + digits(rng, 6)
    if region == "IE":
        return region, ("8" + rng.choice("3567") + digits(rng, 7) if mobile
                        else rng.choice(("21", "91", "61", "66", "90", "41")) + digits(rng, 7))
    if region == "IN":
        return region, (rng.choice("6789") + digits(rng, 9) if mobile
                        else rng.choice(("20", "712", "422", "452", "821", "484")) +
                        digits(rng, 7))
    return region, (rng.choice(("72", "82", "83", "61")) + digits(rng, 7) if mobile
                    else rng.choice(("31", "33", "41", "51", "15", "21", "11")) + digits(rng, 7))


def format_phone_e(number: tuple[str, str], rng: random.Random, ext: bool = False) -> str:
    region, n = number
    r = rng.random()
    if region in E_AREA:
        a, b, c = n[:3], n[3:6], n[6:]
        out = (f"+1-{a}-{b}-{c}" if r < 0.25 else f"+1 ({a}) {b}-{c}" if r < 0.45
               else f"{a}/{b}-{c}" if r < 0.6 else f"1.{a}.{b}.{c}" if r < 0.75
               else f"({a}) {b} {c}" if r < 0.9 else f"+1 {a} {b} {c}")
        if ext:   # no 'ext.': the sentence splitter would cut the number after its period
            out += rng.choice((" ext ", " ext ", " poste ", " x")) + digits(rng, rng.randint(2, 4))
        return out
    if region == "IE":
        head = 2 if n[0] == "8" or n[:2] in ("21", "91", "61", "66", "90", "41") else 3
        a, b = n[:head], n[head:]
        return (f"+353 {a} {b[:3]} {b[3:]}" if r < 0.4 else f"+353 (0){a} {b[:3]} {b[3:]}"
                if r < 0.6 else f"(0{a}) {b[:3]} {b[3:]}" if r < 0.8 else f"0{a}-{b}")
    if region == "IN":
        if len(n) == 10 and n[0] in "6789":
            return (f"+91 {n[:5]} {n[5:]}" if r < 0.5 else f"+91-{n}" if r < 0.7
                    else f"{n[:5]}-{n[5:]}" if r < 0.85 else f"0{n}")
        head = 2 if n.startswith("20") else 3
        return f"0{n[:head]}-{n[head:]}" if r < 0.6 else f"+91 {n[:head]} {n[head:]}"
    return (f"+27 {n[:2]} {n[2:5]} {n[5:]}" if r < 0.45 else f"+27 (0){n[:2]} {n[2:5]} {n[5:]}"
            if r < 0.75 else f"0{n}")


def mrn_e(rng: random.Random, code: str) -> str:
    """A medical record number with the site's letters: 'SJH-0048213', 'K0-482-113'."""
    return rng.choice((f"{code}-{digits(rng, 7)}", f"{code}{digits(rng, 6)}{letters(rng, 1)}",
                       f"{letters(rng, 1)}{rng.randint(0, 9)}-{digits(rng, 3)}-{digits(rng, 3)}",
                       f"E{digits(rng, 3)}-{letters(rng, 2)}{digits(rng, 4)}",
                       f"{code}/{digits(rng, 2)}/{digits(rng, 5)}"))


def health_card_e(rng: random.Random, region: str) -> str:
    """Provincial/state health cards and insurer member numbers (HEALTHPLAN)."""
    n = digits(rng, 10)
    if region == "CA":
        return rng.choice((f"{n[:4]}-{n[4:7]}-{n[7:]}-{letters(rng, 2)}", f"{n}{letters(rng, 2)}",
                           f"{letters(rng, 4)} {n[:4]} {n[4:8]}"))
    if region == "US":
        return rng.choice((f"{letters(rng, 3)}{digits(rng, 9)}",
                           f"{digits(rng, 9)}{letters(rng, 2)}",
                           f"M{digits(rng, 3)}-{digits(rng, 5)}-{digits(rng, 2)}"))
    if region == "IE":
        return rng.choice((f"{digits(rng, 7)}{letters(rng, 1)}", f"VHI{digits(rng, 8)}",
                           f"GMS {digits(rng, 6)}{letters(rng, 1)}"))
    if region == "IN":
        return rng.choice((f"PMJAY-{letters(rng, 2)}{digits(rng, 8)}", f"{digits(rng, 14)}",
                           f"ECHS/{digits(rng, 6)}"))
    return rng.choice((f"{digits(rng, 11)}", f"DH{digits(rng, 9)}", f"BON-{digits(rng, 8)}"))


def national_id_e(rng: random.Random, region: str) -> str:
    """SIN, PPSN, Aadhaar-like, South African ID or US SSN (SSN)."""
    if region == "CA":
        return f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"
    if region == "IE":
        return f"{digits(rng, 7)}{letters(rng, 1)}{rng.choice(('A', 'W', 'T', ''))}"
    if region == "IN":
        return f"{rng.randint(2, 9)}{digits(rng, 3)} {digits(rng, 4)} {digits(rng, 4)}"
    if region == "ZA":
        born, serial = digits(rng, 6), f"{rng.randint(0, 9)}{digits(rng, 3)}"
        return f"{born}{serial}0{rng.randint(8, 9)}{rng.randint(0, 9)}"
    return f"{rng.randint(100, 665)}-{rng.randint(10, 99)}-{digits(rng, 4)}"


def dea_e(rng: random.Random) -> str:
    return rng.choice((f"{rng.choice('ABFM')}{letters(rng, 1)}{digits(rng, 7)}",
                       f"CPSO #{rng.randint(10000, 99999)}", f"IMC {digits(rng, 6)}",
                       f"HPCSA MP{digits(rng, 7)}", f"MCI-{digits(rng, 5)}"))


def encounter_e(rng: random.Random) -> str:
    return rng.choice((f"ENC-{digits(rng, 8)}", f"V{digits(rng, 10)}",
                       f"{digits(rng, 4)}-{digits(rng, 5)}",
                       f"CSN {digits(rng, 10)}", f"E/{digits(rng, 2)}/{digits(rng, 6)}"))


def accession_e(rng: random.Random, year: int) -> str:
    return rng.choice((f"RAD-{year % 100:02d}-{digits(rng, 7)}", f"ACC{digits(rng, 9)}",
                       f"{letters(rng, 2)}{year}{digits(rng, 6)}", f"IMG.{digits(rng, 8)}"))


def specimen_e(rng: random.Random, year: int) -> str:
    """Surgical, cytology and molecular accessions (BIOID): 'S2089-01234', 'AP89-004512'."""
    yy = f"{year % 100:02d}"
    return rng.choice((f"S{year}-{digits(rng, 5)}", f"AP{yy}-{digits(rng, 6)}",
                       f"SP-{year}-{digits(rng, 7)}", f"NGY{yy}/{digits(rng, 5)}",
                       f"FC{yy}-{digits(rng, 4)}", f"{yy}-MOL-{digits(rng, 5)}"))


def plate_e(rng: random.Random, region: str) -> str:
    return {"CA": lambda: rng.choice((f"{letters(rng, 4)} {digits(rng, 3)}",
                                      f"{letters(rng, 1)}{digits(rng, 2)} {letters(rng, 3)}")),
            "IE": lambda: "-".join((digits(rng, 2) + rng.choice(("1", "2", "")),
                                    rng.choice(("C", "G", "L", "KY", "D", "SO")),
                                    str(rng.randint(1, 99999)))),
            "IN": lambda: " ".join((rng.choice(("MH", "TN", "KA", "KL", "GJ")), digits(rng, 2),
                                    letters(rng, 2), digits(rng, 4))),
            "ZA": lambda: rng.choice((f"{letters(rng, 2)} {digits(rng, 2)} {letters(rng, 2)} GP",
                                      f"N{rng.choice('DUP')} {digits(rng, 3)}-{digits(rng, 3)}")),
            "US": lambda: rng.choice((f"{letters(rng, 3)}-{digits(rng, 3)}",
                                      f"{digits(rng, 3)} {letters(rng, 3)}"))}[region]()


def ems_unit_e(rng: random.Random) -> str:
    return rng.choice((f"M{digits(rng, 3)}", f"A{rng.randint(10, 99)}-{rng.randint(1, 4)}",
                       f"{rng.randint(1000, 9999)}", f"RAV-{digits(rng, 2)}"))


def device_e(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 6)}{letters(rng, 2)}{digits(rng, 1)}",
                       f"SN {letters(rng, 1)}{digits(rng, 7)}",
                       f"{digits(rng, 4)}.{digits(rng, 5)}",
                       f"{letters(rng, 3)}-{digits(rng, 2)}{letters(rng, 1)}-{digits(rng, 4)}"))
