"""Surface forms of PHI values: how one date, name, phone number or ID is written."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth.pools import ascii_fold

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
MONTHS_ABBR = tuple(m[:3] for m in MONTHS)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
SEASONS = ("winter", "spring", "summer", "fall")

#: Date styles for headers and narrative; a note has a house style it mostly keeps to.
NUMERIC_STYLES = ("mdY", "mdy", "mdY_np", "iso", "mdY", "mdY_np")
NARRATIVE_STYLES = ("long", "abbr", "dMonY", "dmonthY", "mdY", "mdy", "mdY_np", "iso")


def ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def format_date(d: dt.date, style: str, rng: random.Random) -> str:
    m, day, y = d.month, d.day, d.year
    if style == "mdY":
        return f"{m:02d}/{day:02d}/{y}"
    if style == "mdy":
        return f"{m}/{day}/{y % 100:02d}"
    if style == "mdY_np":
        return f"{m}/{day}/{y}"
    if style == "iso":
        return f"{y}-{m:02d}-{day:02d}"
    if style == "long":
        return f"{MONTHS[m - 1]} {day}, {y}"
    if style == "abbr":
        return f"{MONTHS_ABBR[m - 1]}{'.' if rng.random() < 0.2 else ''} {day}, {y}"
    if style == "dMonY":
        return f"{day:02d}-{MONTHS_ABBR[m - 1]}-{y}"
    if style == "dmonthY":
        return f"{day} {MONTHS[m - 1]} {y}"
    if style == "md":
        return rng.choice((f"{m}/{day}", f"{m:02d}/{day:02d}", f"{m}-{day}"))
    if style == "month_day":
        return rng.choice((f"{MONTHS[m - 1]} {day}", f"{MONTHS[m - 1]} {ordinal(day)}",
                           f"{MONTHS_ABBR[m - 1]} {day}", f"{ordinal(day)} of {MONTHS[m - 1]}"))
    if style == "monthY":
        return rng.choice((f"{MONTHS[m - 1]} {y}", f"{MONTHS_ABBR[m - 1]} {y}",
                           f"{MONTHS[m - 1]} of {y}", f"{m:02d}/{y}", f"{m}/{y % 100:02d}"))
    if style == "Y":
        return str(y)
    if style == "season":
        season = SEASONS[(m % 12) // 3]
        return rng.choice((f"{season} of {y}", f"{season} {y}", f"{season.capitalize()} {y}"))
    if style == "weekday":
        return WEEKDAYS[d.weekday()]
    raise ValueError(f"unknown date style {style!r}")


def digits(rng: random.Random, n: int) -> str:
    return str(rng.randrange(10 ** n)).zfill(n)


def fill_digits(rng: random.Random, shape: str) -> str:
    """``shape`` with each "d" a random digit ("+34 ddd dd dd" -> "+34 612 48 09")."""
    return "".join(str(rng.randrange(10)) if c == "d" else c for c in shape)


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def phone_number(rng: random.Random, area: str | None = None) -> tuple[str, str, str]:
    """(area code, exchange, line) of a North American number."""
    return (area or f"{rng.randint(2, 9)}{digits(rng, 2)}", f"{rng.randint(2, 9)}{digits(rng, 2)}",
            digits(rng, 4))


def format_phone(parts: tuple[str, str, str], rng: random.Random) -> str:
    a, b, c = parts
    r = rng.random()
    if r < 0.3:
        return f"({a}) {b}-{c}"
    if r < 0.6:
        return f"{a}-{b}-{c}"
    if r < 0.72:
        return f"{a}.{b}.{c}"
    if r < 0.8:
        return f"({a}){b}-{c}"
    if r < 0.88:
        return f"{b}-{c}"
    if r < 0.94:
        return f"1-{a}-{b}-{c}"
    return f"{a} {b} {c}"


def extension(rng: random.Random) -> str:
    n = digits(rng, rng.choice((4, 5)))
    return rng.choice((f"x{n}", f"x{n[0]}-{n[1:]}", f"ext. {n}", f"ext {n}"))


def ssn(rng: random.Random) -> str:
    a, b, c = f"{rng.randint(1, 899):03d}", f"{rng.randint(1, 99):02d}", f"{rng.randint(1, 9999):04d}"
    return rng.choice((f"{a}-{b}-{c}", f"{a}-{b}-{c}", f"{a}{b}{c}", f"{a} {b} {c}"))


def mrn(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.35:
        return digits(rng, 7)
    if r < 0.55:
        return f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}"
    if r < 0.7:
        return "00" + digits(rng, 8)
    if r < 0.85:
        return digits(rng, 8)
    return f"{rng.randint(1, 9)}{digits(rng, 6)}-{rng.randint(0, 9)}"


def health_plan(rng: random.Random) -> str:
    return rng.choice((letters(rng, 3) + digits(rng, 9), "W" + digits(rng, 9),
                       letters(rng, 2) + digits(rng, 8), digits(rng, 9) + letters(rng, 1),
                       f"{letters(rng, 3)}-{digits(rng, 6)}-{digits(rng, 2)}"))


def account(rng: random.Random) -> str:
    return rng.choice(("F" + digits(rng, 8), digits(rng, 10), f"{digits(rng, 4)}-{digits(rng, 4)}-"
                       f"{digits(rng, 4)}", "A" + digits(rng, 7), digits(rng, 8)))


def license_number(rng: random.Random) -> str:
    return rng.choice((letters(rng, 2) + digits(rng, 7), digits(rng, 6), f"MD{digits(rng, 5)}",
                       digits(rng, 10), f"{letters(rng, 1)}{digits(rng, 8)}"))


def vehicle(rng: random.Random) -> str:
    return rng.choice((f"{rng.randint(1, 9)}{letters(rng, 3)}{digits(rng, 2)}",
                       f"{letters(rng, 3)} {digits(rng, 4)}", f"{digits(rng, 3)}-{letters(rng, 3)}",
                       f"{rng.randint(1, 9)}{letters(rng, 2)}{digits(rng, 3)}",
                       "1" + letters(rng, 4) + digits(rng, 2) + letters(rng, 2) + digits(rng, 8)))


def device_serial(rng: random.Random) -> str:
    return rng.choice((letters(rng, 3) + digits(rng, 6) + letters(rng, 1),
                       f"{digits(rng, 2)}{letters(rng, 2)}-{digits(rng, 4)}", digits(rng, 9),
                       f"SN{digits(rng, 7)}", f"{letters(rng, 2)}{digits(rng, 6)}"))


def bioid(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((f"S{yy}-{digits(rng, 5)}", f"{yy}-S-{digits(rng, 5)}",
                       f"{letters(rng, 2)}{yy}-{digits(rng, 4)}", f"C{yy}-{digits(rng, 6)}"))


def idnum(rng: random.Random) -> str:
    return rng.choice((digits(rng, 8), f"{rng.randint(1, 9)}-{digits(rng, 7)}",
                       f"{digits(rng, 2)}-{digits(rng, 6)}", letters(rng, 1) + digits(rng, 6),
                       f"{digits(rng, 3)}{letters(rng, 2)}{digits(rng, 3)}", digits(rng, 6)))


def ip_address(rng: random.Random) -> str:
    first = rng.choice((10, 172, 192, rng.randint(11, 223)))
    return f"{first}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"


def slug(text: str) -> str:
    return "".join(c for c in ascii_fold(text).lower() if c.isascii() and c.isalnum())


def ascii_email(user: str) -> str:
    """The local part of an e-mail address from a name: ASCII letters, digits and dots."""
    return "".join(c for c in ascii_fold(user).lower() if c.isascii() and (c.isalnum() or c == "."))


def zip_code(rng: random.Random, state_abbr: str) -> str:
    prefix = {"MA": "0" + str(rng.choice((1, 2))), "NH": "03", "RI": "02", "CT": "06",
              "ME": "04", "VT": "05"}.get(state_abbr, f"{rng.randint(1, 9)}{rng.randint(0, 9)}")
    z = prefix + digits(rng, 3)
    return z if rng.random() < 0.85 else f"{z}-{digits(rng, 4)}"
