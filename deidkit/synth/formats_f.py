"""Surface forms of PHI for the training styles F, G and H: every common order and separator
of dates, international phone numbers with extensions, and identifiers of many systems.

Where styles A to E each keep to one region's conventions, F, G and H mix them on purpose
(a note keeps one house style for most of its dates, as real notes do), so that a tagger
trained on them has seen ISO, day-first, month-first, month-name and two-digit-year dates,
numbers from a dozen countries and IDs of many shapes.
"""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth.surface import (MONTHS, MONTHS_ABBR, WEEKDAYS, digits, fill_digits, letters,
                                   ordinal)

#: Date styles of F, G and H. Numeric: ISO, day-first, month-first, dotted, two-digit years.
NUMERIC = ("iso", "iso_slash", "iso_dot", "dmy_slash", "dmy_dot", "dmy_dash", "mdy_slash",
           "mdy_dash", "dmy2", "mdy2", "compact", "d_mon_y2")
#: Narrative: month names in both orders, weekdays, ordinals.
NARRATIVE = ("month_d_y", "d_month_y", "mon_d_y", "d_mon_y", "wk_month_d", "ord_of_month",
             "month_ord", "mon_y2", "d_mon_upper")


def format_date(d: dt.date, style: str) -> str:
    m, day, y = d.month, d.day, d.year
    month, mon, yy = MONTHS[m - 1], MONTHS_ABBR[m - 1], f"{y % 100:02d}"
    forms = {
        "iso": f"{y}-{m:02d}-{day:02d}", "iso_slash": f"{y}/{m:02d}/{day:02d}",
        "iso_dot": f"{y}.{m:02d}.{day:02d}", "dmy_slash": f"{day:02d}/{m:02d}/{y}",
        "dmy_dot": f"{day}.{m}.{y}", "dmy_dash": f"{day:02d}-{m:02d}-{y}",
        "mdy_slash": f"{m}/{day}/{y}", "mdy_dash": f"{m:02d}-{day:02d}-{y}",
        "dmy2": f"{day:02d}/{m:02d}/{yy}", "mdy2": f"{m}/{day}/{yy}",
        "compact": f"{y}{m:02d}{day:02d}",
        "d_mon_y2": f"{day:02d}-{mon}-{yy}", "month_d_y": f"{month} {day}, {y}",
        "d_month_y": f"{day} {month} {y}", "mon_d_y": f"{mon}{'.' if month != mon else ''} {day}, {y}",
        "d_mon_y": f"{day} {mon} {y}", "wk_month_d": f"{WEEKDAYS[d.weekday()]}, {month} {day}",
        "ord_of_month": f"the {ordinal(day)} of {month}", "month_ord": f"{month} {ordinal(day)}",
        "mon_y2": f"{mon} '{yy}", "d_mon_upper": f"{day:02d} {mon.upper()} {y}",
        "month_y": f"{month} {y}", "y": str(y), "y2": f"'{yy}", "md": f"{m}/{day}",
        "dm": f"{day}/{m}", "weekday": WEEKDAYS[d.weekday()],
    }
    try:
        text = forms[style]
    except KeyError:
        raise ValueError(f"unknown date style {style!r}") from None
    # 'the' stays outside the tag (i2b2 tags the date, not its article)
    return text[4:] if text.startswith("the ") else text


#: Country codes and national-number shapes ('d' a digit) of the phones of F, G and H.
_PHONES = {
    "GB": ("44", ("20 dddd dddd", "161 ddd dddd", "7ddd dddddd", "113 ddd dddd")),
    "US": ("1", ("ddd ddd dddd",)),
    "SG": ("65", ("6ddd dddd", "9ddd dddd", "8ddd dddd")),
    "MY": ("60", ("3-dddd dddd", "1d-ddd dddd")),
    "HK": ("852", ("2ddd dddd", "9ddd dddd")),
    "JP": ("81", ("3-dddd-dddd", "6-dddd-dddd", "90-dddd-dddd")),
    "KR": ("82", ("2-ddd-dddd", "10-dddd-dddd")),
    "PH": ("63", ("2 8ddd dddd", "917 ddd dddd")),
    "GR": ("30", ("21d ddd dddd", "69d ddd dddd")),
    "UA": ("380", ("44 ddd dd dd", "67 ddd dd dd")),
    "GE": ("995", ("32 2dd dd dd", "5dd dd dd dd")),
    "AM": ("374", ("10 dddddd", "9d dddddd")),
    "DZ": ("213", ("21 dd dd dd", "5dd dd dd dd")),
    "GH": ("233", ("30 ddd dddd", "24 ddd dddd")),
    "LU": ("352", ("dd dd dd", "621 ddd ddd")),
}


def phone(rng: random.Random, country: str) -> tuple[str, str]:
    """(country, national number with its spaces and hyphens)."""
    code, shapes = _PHONES[country]
    number = fill_digits(rng, rng.choice(shapes))
    if country == "US":
        number = str(rng.randint(2, 9)) + number[1:]
    return country, number


def format_phone(number: tuple[str, str], rng: random.Random, ext: bool = False) -> str:
    """An international, national or bare form; with ``ext``, often an extension inside the
    tag ('+44 20 7946 0321 ext. 4410', as i2b2 tags the whole number)."""
    country, national = number
    code = _PHONES[country][0]
    flat = national.replace(" ", "").replace("-", "")
    r = rng.random()
    if country == "US":
        a, b, c = flat[:3], flat[3:6], flat[6:]
        text = rng.choice((f"+1 {a} {b} {c}", f"+1-{a}-{b}-{c}", f"({a}) {b} {c}",
                           f"1-{a}-{b}-{c}", f"{a}.{b}.{c}", f"+1{flat}"))
    elif r < 0.45:
        text = f"+{code} {national}"
    elif r < 0.6:
        text = f"+{code}{flat}"
    elif r < 0.72:
        text = f"00{code} {national}"
    elif r < 0.85:
        text = f"(+{code}) {national}"
    else:
        text = ("0" if country not in ("SG", "HK", "LU", "DZ") else "") + national
    if ext and rng.random() < 0.6:
        text += rng.choice((" ext. ", " ext ", " x", " x.", ", ext ", " #")) + digits(
            rng, rng.choice((2, 3, 4)))
    return text


# -- identifiers ------------------------------------------------------------------------------
def mrn(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 4)}-{digits(rng, 4)}", f"{letters(rng, 1)}{digits(rng, 8)}",
                       f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}", digits(rng, 10),
                       f"{letters(rng, 2)}{digits(rng, 2)}-{digits(rng, 5)}",
                       f"0{digits(rng, 6)}/{rng.randint(1, 9)}"))


def account(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 2)}-{digits(rng, 7)}", f"V{digits(rng, 9)}",
                       f"{digits(rng, 12)}", f"FIN {digits(rng, 8)}",
                       f"{letters(rng, 3)}/{digits(rng, 6)}"))


def accession(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((f"RA{yy}-{digits(rng, 6)}", f"{year}{digits(rng, 7)}",
                       f"CT-{digits(rng, 8)}",
                       f"{letters(rng, 2)}{digits(rng, 9)}", f"MR{yy}.{digits(rng, 5)}"))


def specimen(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((f"S{yy}-{digits(rng, 5)}", f"{letters(rng, 2)}{yy}-{digits(rng, 4)}",
                       f"SURG-{year}-{digits(rng, 6)}", f"C{yy}/{digits(rng, 4)}",
                       f"{yy}-{letters(rng, 1)}-{digits(rng, 5)}"))


def insurance_id(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 3)}{digits(rng, 9)}",
                       f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 5)}-{digits(rng, 2)}",
                       f"W{digits(rng, 8)}",
                       f"{letters(rng, 2)} {digits(rng, 6)} {letters(rng, 1)}",
                       f"{digits(rng, 10)}-0{rng.randint(1, 4)}"))


def national_id(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"{letters(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} "
                       f"{letters(rng, 1)}",
                       f"S{digits(rng, 7)}{letters(rng, 1)}",
                       f"{digits(rng, 6)}-{digits(rng, 2)}-{digits(rng, 4)}",
                       f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}"))


def license_number(rng: random.Random) -> str:
    """Practitioner numbers (DEA, GMC, NPI, MCR) and driving licences."""
    return rng.choice((f"{letters(rng, 2)}{digits(rng, 7)}", f"GMC{digits(rng, 7)}",
                       f"NPI {digits(rng, 10)}", f"MCR {digits(rng, 5)}{letters(rng, 1)}",
                       f"{letters(rng, 1)}{digits(rng, 3)}-{digits(rng, 4)}-{digits(rng, 4)}"))


def plate(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 2)}{digits(rng, 2)} {letters(rng, 3)}",
                       f"S{letters(rng, 2)} {digits(rng, 4)} {letters(rng, 1)}",
                       f"{digits(rng, 1)}{letters(rng, 3)}{digits(rng, 3)}",
                       f"{letters(rng, 3)}-{digits(rng, 4)}",
                       f"{letters(rng, 2)} {digits(rng, 4)}"))


def vin(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def device(rng: random.Random) -> str:
    return rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}",
                       f"SN {digits(rng, 4)}-{digits(rng, 5)}",
                       f"{digits(rng, 2)}{letters(rng, 2)}{digits(rng, 5)}{letters(rng, 1)}",
                       f"{letters(rng, 1)}{digits(rng, 2)}-{letters(rng, 1)}{digits(rng, 4)}",
                       f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"))


def idnum(rng: random.Random, year: int) -> str:
    """Order, request, claim, referral and case numbers."""
    return rng.choice((f"ORD{digits(rng, 8)}", f"{year}-{digits(rng, 5)}", f"CASE-{digits(rng, 6)}",
                       f"{letters(rng, 1)}{digits(rng, 7)}", f"{digits(rng, 5)}/{year % 100:02d}"))


def username(rng: random.Random, first: str, last: str) -> str:
    """Log-in names of many systems: 'FB59', 'jsmith2', 'SMITHJ', 'kim.jw'."""
    f, la = "".join(c for c in first if c.isalpha()), "".join(c for c in last if c.isalpha())
    return rng.choice((f"{f[:1]}{la[:1]}{rng.randint(10, 99)}".upper(),
                       f"{f[:1]}{la}{rng.randint(1, 9)}".lower(),
                       f"{la[:6]}{f[:1]}".upper(), f"{la}.{f[:2]}".lower(),
                       f"{f[:1]}{la[:1]}{letters(rng, 1)}".upper() + str(rng.randint(100, 999))))


def ip_address(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return f"fe80::{rng.randrange(65536):x}:{rng.randrange(65536):x}:{rng.randrange(65536):x}"
    return rng.choice((f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"{rng.randint(11, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}."
                       f"{rng.randint(1, 254)}"))
