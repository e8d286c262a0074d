"""Surface forms of style I (:mod:`deidkit.synth.style_i`): the places a ward puts a patient,
log-in names of many systems, device and asset identifiers, fleet numbers, ticket and order
numbers, and the dates and times of operational records.

Every function takes the document's ``random.Random`` and returns plain strings; a ROOM comes
back as ``(label, value)``, since the label word ('Bed', 'Chair', 'OR') stays outside the tag.
"""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth import formats_f as ff
from deidkit.synth.surface import MONTHS_ABBR, WEEKDAYS, digits, letters, slug


def _shape(rng: random.Random, shape: str) -> str:
    """'Fdd-L' -> '412-B': d a digit, F a floor (1-9), L a bed letter (A-H), U any capital
    letter; anything else as is."""
    out = []
    for c in shape:
        if c == "d":
            out.append(str(rng.randrange(10)))
        elif c == "F":
            out.append(str(rng.randint(1, 9)))
        elif c == "L":
            out.append(rng.choice("ABCDEFGH"))
        elif c == "U":
            out.append(rng.choice("ABCDEFGHJKLMNPRSTVWXYZ"))
        else:
            out.append(c)
    return "".join(out)


#: Kinds of place a patient is put, each with its label words (outside the tag) and the
#: shapes of the number or letter that names it (see :func:`_shape`).
ROOM_KINDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "room": (("Room ", "Rm ", "Rm. ", "RM ", "room ", "Rm#", "Room #", "Pt room ", "rm "),
             ("Fdd", "Fddd", "FddL", "LFdd", "F-dd", "Fdd-d", "dd", "L-Fdd", "0Fdd", "FLdd")),
    "bed": (("Bed ", "bed ", "Bd ", "BED ", "Bed #", "bed#", "Bed no. "),
            ("d", "dd", "L", "ddL", "Fdd-d", "FddL", "Fdd-L")),
    "bay": (("Bay ", "bay ", "Bay #", "BAY "), ("d", "L", "dL", "dd", "L-d")),
    "pod": (("Pod ", "pod ", "POD "), ("L", "Ld", "d", "L-d")),
    "chair": (("Chair ", "chair ", "Ch ", "Infusion chair ", "Recliner ", "CHAIR "),
              ("dd", "d", "Ldd", "L-d")),
    "stretcher": (("Stretcher ", "Str ", "stretcher ", "Trolley ", "Gurney "),
                  ("dd", "d", "Sdd", "dL")),
    "cubicle": (("Cubicle ", "Cub ", "Curtain ", "cubicle "), ("d", "dd", "L")),
    "hall": (("Hall ", "Hallway ", "Hall bed ", "HW ", "Hallway space ", "Corridor ",
              "hall "), ("d", "Hd", "L", "dd")),
    "suite": (("Suite ", "Ste ", "suite "), ("d", "L", "Fdd")),
    "or": (("OR ", "O.R. ", "OR#", "Theatre ", "Operating Room ", "Hybrid OR ", "or "),
           ("d", "dd", "L", "dL")),
    "procedure": (("Procedure Room ", "Proc Rm ", "Endo Room ", "IR Suite ", "Cath Lab ",
                   "EP Lab ", "Bronch Suite ", "Procedure rm "), ("d", "L", "dd")),
    "station": (("Station ", "Stn ", "Dialysis station ", "Machine slot ", "station "),
                ("d", "dd", "Ld")),
    "slot": (("Slot ", "Holding slot ", "Pre-op slot ", "PACU slot ", "slot "),
             ("d", "Ld", "dd")),
    "isolation": (("Isolation Room ", "Iso ", "Neg pressure rm ", "Iso rm "),
                  ("Fdd", "d", "FddL")),
    "resus": (("Resus ", "Trauma Bay ", "Resus bay ", "Trauma "), ("d", "L")),
    "exam": (("Exam Room ", "Exam ", "Tx Rm ", "Treatment Room ", "Consult Room ",
              "Interview Room ", "exam rm "), ("d", "dd", "L")),
    "triage": (("Triage ", "Triage bay ", "Fast track ", "Intake "), ("d", "Ld")),
    "bassinet": (("Bassinet ", "Crib ", "Isolette space ", "Cot "), ("d", "dd", "Ld")),
    "space": (("Spot ", "Space ", "Position ", "Sp. "), ("dd", "Ldd", "d")),
}
#: Bare bed codes of census columns, with no label word.
BARE_ROOMS = ("Fdd-L", "FddL", "Ldd", "dd", "Fdd-d", "L-dd", "0Fdd", "Fdd", "Hd", "LFdd-d",
              "Fdd.d", "Ld")


def room(rng: random.Random, kind: str | None = None) -> tuple[str, str]:
    """(label, value) of a place a patient is put: ('Chair ', '14'), ('OR ', '7'), ('', '412-B')."""
    if kind == "bare":
        return "", _shape(rng, rng.choice(BARE_ROOMS))
    kind = kind or rng.choice(tuple(ROOM_KINDS))
    labels, shapes = ROOM_KINDS[kind]
    return rng.choice(labels), _shape(rng, rng.choice(shapes))


# -- log-in names ------------------------------------------------------------------------------
def _ascii(name: str) -> str:
    return slug(name) or "x"


#: How many log-in conventions :func:`username` knows.
USER_CONVENTIONS = 16


def username(rng: random.Random, first: str, last: str, convention: int | None = None) -> str:
    """A log-in in one of :data:`USER_CONVENTIONS` conventions: 'AO42', 'ao4417',
    'adaeze.okafor', 'okafora', 'OKAFORA', 'aokafor2', 'E104233', 'okafor.a', 'adaeze_okafor',
    'okafoada', 'AOK07', 'adok3', 'AOkafor', 'okafora3', 'aokafor-adm', 'p0481923'."""
    f, la = _ascii(first), _ascii(last)
    c = rng.randrange(USER_CONVENTIONS) if convention is None else convention
    if c == 0:
        return f"{f[0]}{la[0]}{rng.randint(10, 99)}".upper()
    if c == 1:
        return f"{f[0]}{la[0]}{rng.randint(100, 9999)}"
    if c == 2:
        return f"{f}.{la}"
    if c == 3:
        return f"{la}{f[0]}"
    if c == 4:
        return f"{la[:7]}{f[0]}".upper()
    if c == 5:
        return f"{f[0]}{la}" + (str(rng.randint(1, 9)) if rng.random() < 0.5 else "")
    if c == 6:
        return rng.choice(("E", "e", "u", "U", "N")) + digits(rng, rng.choice((5, 6)))
    if c == 7:
        return f"{la}.{f[0]}"
    if c == 8:
        return f"{f}_{la}"
    if c == 9:
        return f"{la[:5]}{f[:3]}"
    if c == 10:
        return f"{f[0]}{la[:2]}".upper() + f"{rng.randint(1, 99):02d}"
    if c == 11:
        return f"{f[:2]}{la[:2]}{rng.randint(1, 9)}"
    if c == 12:
        return f"{f[0].upper()}{la[:1].upper()}{la[1:]}"
    if c == 13:
        return f"{la}{f[0]}{rng.randint(1, 9)}"
    if c == 14:
        return f"{f[0]}{la}" + rng.choice(("-adm", "_a", ".admin", "-tmp"))
    return rng.choice(("p", "c", "z")) + digits(rng, 7)


# -- devices, assets, workstations ----------------------------------------------------------
def serial(rng: random.Random) -> str:
    """A serial number of a pump, monitor, implant or scanner."""
    r = rng.random()
    if r < 0.35:
        return ff.device(rng)
    return rng.choice((
        f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
        f"{digits(rng, 4)}-{digits(rng, 5)}", f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 6)}",
        f"{letters(rng, 1)}{digits(rng, 3)}{letters(rng, 1)}{digits(rng, 4)}",
        digits(rng, rng.choice((8, 9, 11))), f"{letters(rng, 2)}-{digits(rng, 4)}-{digits(rng, 3)}",
        f"{digits(rng, 3)}{letters(rng, 3)}{digits(rng, 3)}"))


def asset_tag(rng: random.Random) -> str:
    """A biomedical or IT asset tag: 'BME-004512', 'A0045312', 'CE 22817'."""
    return rng.choice((f"BME-{digits(rng, 6)}", f"A{digits(rng, 7)}", f"CE {digits(rng, 5)}",
                       f"{letters(rng, 2)}{digits(rng, 5)}", f"ASSET{digits(rng, 6)}",
                       f"{digits(rng, 2)}-{digits(rng, 5)}", f"BIO{digits(rng, 5)}"))


def udi(rng: random.Random) -> str:
    """A GS1 unique device identifier with its serial: '(01)00812345678901(21)X44712'."""
    return f"(01){digits(rng, 14)}(21){letters(rng, 1)}{digits(rng, 5)}"


def imei(rng: random.Random) -> str:
    n = "35" + digits(rng, 13)
    return n if rng.random() < 0.6 else f"{n[:2]}-{n[2:8]}-{n[8:14]}-{n[14]}"


def workstation(rng: random.Random, site_abbr: str, unit_abbr: str) -> str:
    """A workstation's host name: 'SMH-4N-WS07', 'cow-micu-03', 'WKS0417', 'QEH4NPC12'."""
    unit = "".join(c for c in unit_abbr if c.isalnum())[:5] or "X"
    n2 = f"{rng.randint(1, 40):02d}"
    return rng.choice((f"{site_abbr}-{unit}-WS{n2}", f"cow-{unit.lower()}-{n2}",
                       f"WKS{digits(rng, 4)}", f"{site_abbr}{unit}PC{n2}",
                       f"{unit.lower()}-ws{n2}", f"VDI-{digits(rng, 5)}",
                       f"{site_abbr.lower()}-{unit.lower()}-kiosk{rng.randint(1, 4)}",
                       f"TC{digits(rng, 6)}"))


# -- identifiers -------------------------------------------------------------------------------
def mrn(rng: random.Random) -> str:
    return rng.choice((ff.mrn(rng), f"E{digits(rng, 7)}", f"{digits(rng, 3)}-{digits(rng, 3)}-"
                       f"{digits(rng, 3)}", digits(rng, 8), f"MR{digits(rng, 6)}",
                       f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 2)}"))


def account(rng: random.Random) -> str:
    """Encounter, billing and vendor account numbers."""
    return rng.choice((digits(rng, 10), f"V{digits(rng, 9)}", f"{digits(rng, 3)}-{digits(rng, 7)}",
                       f"A{digits(rng, 8)}", f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}",
                       f"{digits(rng, 2)}-{digits(rng, 6)}", f"H{digits(rng, 10)}"))


def specimen(rng: random.Random, year: int) -> str:
    yy = f"{year % 100:02d}"
    return rng.choice((ff.specimen(rng, year), f"{yy}-{letters(rng, 2)}-{digits(rng, 6)}",
                       f"SP{digits(rng, 8)}", f"W{digits(rng, 4)} {yy} {digits(rng, 6)}",
                       f"{letters(rng, 1)}{yy}{digits(rng, 7)}", f"{digits(rng, 10)}",
                       f"M{yy}-{digits(rng, 5)}"))


def ticket(rng: random.Random, prefix: str, year: int) -> str:
    """Ticket, work-order, request and incident numbers: 'TR-204417', 'WO2091-00412'."""
    return rng.choice((f"{prefix}-{digits(rng, 6)}", f"{prefix}{year}-{digits(rng, 5)}",
                       f"{prefix}{digits(rng, 7)}", f"{digits(rng, 8)}",
                       f"{year % 100:02d}-{digits(rng, 5)}", f"#{digits(rng, 6)}"))


def order_number(rng: random.Random, year: int) -> str:
    return rng.choice((ff.idnum(rng, year), f"RX{digits(rng, 7)}",
                       f"{digits(rng, 7)}-{digits(rng, 2)}", f"PO {digits(rng, 6)}",
                       f"ORD-{digits(rng, 7)}"))


def employee_id(rng: random.Random) -> str:
    return rng.choice((digits(rng, 6), f"EMP{digits(rng, 5)}", f"{digits(rng, 3)}-{digits(rng, 3)}",
                       f"B{digits(rng, 5)}", digits(rng, 5)))


def tracking(rng: random.Random) -> str:
    """A courier's tracking number."""
    return rng.choice((f"1Z{letters(rng, 3)}{digits(rng, 13)}", digits(rng, 12),
                       f"{letters(rng, 2)}{digits(rng, 9)}{letters(rng, 2)}",
                       f"TRK-{digits(rng, 8)}",
                       f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}"))


def license_number(rng: random.Random) -> str:
    """Practitioner, pharmacy and driving licences."""
    return rng.choice((ff.license_number(rng), f"RN{digits(rng, 6)}",
                       f"{letters(rng, 2)}{digits(rng, 7)}", f"PHT.{digits(rng, 6)}",
                       f"{letters(rng, 1)}{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}",
                       f"{digits(rng, 10)}", f"LPN-{digits(rng, 5)}"))


def vehicle(rng: random.Random) -> str:
    """Plates, fleet numbers of ambulances and courier vans, and VINs."""
    r = rng.random()
    if r < 0.35:
        return ff.plate(rng)
    if r < 0.5:
        return ff.vin(rng)
    return rng.choice((f"AMB-{digits(rng, 3)}", f"M{rng.randint(1, 60)}",
                       f"CV-{digits(rng, 3)}", f"{letters(rng, 3)} {digits(rng, 3)}",
                       f"{rng.randint(1, 9)}{letters(rng, 2)}{digits(rng, 4)}",
                       f"MU{digits(rng, 2)}-{letters(rng, 1)}", digits(rng, 4)))


def health_plan(rng: random.Random) -> str:
    return rng.choice((ff.insurance_id(rng), f"{letters(rng, 3)}{digits(rng, 9)}",
                       f"{digits(rng, 9)}{letters(rng, 1)}", f"ZGP{digits(rng, 8)}",
                       f"{letters(rng, 1)}{digits(rng, 2)}-{digits(rng, 5)}-{digits(rng, 2)}"))


def ssn(rng: random.Random) -> str:
    return rng.choice((f"{rng.randint(100, 899)}-{digits(rng, 2)}-{digits(rng, 4)}",
                       ff.national_id(rng),
                       f"{rng.randint(100, 899)}{digits(rng, 6)}"))


# -- dates and times ---------------------------------------------------------------------------
#: Date styles of style I: those of F, G and H plus the compact forms of printouts and logs.
NUMERIC = ff.NUMERIC + ("dMONy", "dMONY", "d_MON_Y", "ymd_compact_dash")
NARRATIVE = ff.NARRATIVE + ("wk_d_mon", "mon_d")
SHORT = ("md", "dm", "d_mon", "mon_d", "wk_md")


def format_date(d: dt.date, style: str) -> str:
    m, day, y = d.month, d.day, d.year
    mon = MONTHS_ABBR[m - 1]
    extra = {
        "dMONy": f"{day:02d}{mon.upper()}{y % 100:02d}", "dMONY": f"{day:02d}{mon.upper()}{y}",
        "d_MON_Y": f"{day:02d}-{mon.upper()}-{y}",
        "ymd_compact_dash": f"{y % 100:02d}{m:02d}{day:02d}",
        "wk_d_mon": f"{WEEKDAYS[d.weekday()][:3]} {day} {mon}", "mon_d": f"{mon} {day}",
        "d_mon": f"{day} {mon}", "wk_md": f"{WEEKDAYS[d.weekday()][:3]} {m}/{day}",
    }
    if style in extra:
        return extra[style]
    return ff.format_date(d, style)


def clock(rng: random.Random) -> str:
    """A time of day (never part of a DATE tag): '14:22', '0714', '2:05 PM', '14:22:05'."""
    h, m = rng.randint(0, 23), rng.randint(0, 59)
    return rng.choice((f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{(h % 12) or 12}:{m:02d} "
                       + ("PM" if h >= 12 else "AM"), f"{h:02d}:{m:02d}:{rng.randint(0, 59):02d}",
                       f"{h:02d}{m:02d}h", f"{(h % 12) or 12}:{m:02d}" + ("p" if h >= 12 else "a")))


# -- readings: the numbers of care, none of them PHI --------------------------------------------
# Flowsheets, monitor feeds and device logs are mostly numbers that are not PHI: vital signs,
# blood gases, ventilator and pump settings, fluid balance, scores, lab shorthand, firmware
# versions. Without them the style teaches that a number or a dotted code in a cell is a room,
# a unit or an address.

def temperature(rng: random.Random) -> str:
    return (f"{rng.uniform(35.4, 39.6):.1f}" if rng.random() < 0.7
            else f"{rng.uniform(96.0, 103.0):.1f}")


def vitals(rng: random.Random) -> str:
    """'T 36.8 HR 72 RR 18 BP 120/80 SpO2 98%', '36.8 / 72 / 18 / 120/80 / 98', ..."""
    t, hr, rr = temperature(rng), rng.randint(48, 138), rng.randint(10, 32)
    sbp, dbp, sat = rng.randint(78, 196), rng.randint(38, 108), rng.randint(84, 100)
    mean = (sbp + 2 * dbp) // 3
    return rng.choice((
        f"T {t} HR {hr} RR {rr} BP {sbp}/{dbp} SpO2 {sat}%",
        f"{t} / {hr} / {rr} / {sbp}/{dbp} / {sat}",
        f"{t}/{hr}/{rr}/{sbp}/{dbp}/{sat}",
        f"HR={hr} ABP={sbp}/{dbp}({mean}) SpO2={sat} RR={rr} T={t}",
        f"BP {sbp}/{dbp} (MAP {mean}), P {hr}, R {rr}, {sat}% on {rng.randint(1, 6)}L",
        f"Tmax {t}  HR {hr - 10}-{hr}  SBP {sbp - 20}-{sbp}  RR {rr}  "
        f"sats {sat}-{min(100, sat + 3)}%",
        f"VS {t}, {hr}, {sbp}/{dbp}, {rr}, {sat}% RA",
        f"NIBP {sbp}/{dbp} M{mean}  HR {hr}  SpO2 {sat}",
    ))


def blood_gas(rng: random.Random) -> str:
    ph, co2, o2 = rng.uniform(7.12, 7.52), rng.randint(24, 78), rng.randint(52, 310)
    hco3, be, lac = rng.randint(12, 34), rng.randint(-12, 6), rng.uniform(0.5, 8.9)
    return rng.choice((
        f"ABG {ph:.2f}/{co2}/{o2}/{hco3}", f"VBG {ph:.2f}/{co2}/{o2}/{hco3}/{be:+d}",
        f"pH {ph:.2f} pCO2 {co2} pO2 {o2} HCO3 {hco3} BE {be} lac {lac:.1f}",
        f"gas: {ph:.2f} / {co2} / {o2} / {hco3}, lactate {lac:.1f}",
        f"ABG {ph:.2f} {co2} {o2} {hco3} {be:+d} on FiO2 "
        f"{rng.choice((0.3, 0.35, 0.4, 0.5, 0.6))}",
    ))


def ventilator(rng: random.Random) -> str:
    vt, rr = rng.choice((380, 400, 420, 450, 480, 500)), rng.randint(10, 28)
    peep = rng.choice((5, 8, 10, 12, 14))
    fio2, ps = rng.choice((30, 35, 40, 50, 60, 80, 100)), rng.choice((5, 8, 10, 12, 15))
    return rng.choice((
        f"AC/VC {vt}/{rr}/{peep}/{fio2}%", f"AC {vt} x {rr}, PEEP {peep}, FiO2 {fio2}%",
        f"PS {ps}/{peep} FiO2 {fio2 / 100:.2f}", f"PRVC Vt {vt} RR {rr} PEEP {peep} FiO2 {fio2}",
        f"Vt {vt} mL RR {rr} PEEP {peep} FiO2 {fio2}% Ppeak {rng.randint(18, 38)} "
        f"Pplat {rng.randint(14, 30)}",
        f"HFNC {rng.choice((30, 40, 50, 60))} L/{fio2}%",
        f"BiPAP {rng.randint(10, 18)}/{peep} {fio2}%",
        f"CPAP {peep} cmH2O, FiO2 {fio2}%",
    ))


def fluids(rng: random.Random) -> str:
    i, o = rng.randrange(400, 4200, 10), rng.randrange(200, 3800, 10)
    return rng.choice((
        f"I/O {i}/{o}", f"I&O {i} / {o} ({i - o:+d})", f"In {i} mL  Out {o} mL  Net {i - o:+d}",
        f"24h balance {i - o:+d} mL (in {i}, out {o})", f"UOP {rng.randint(5, 220)} mL/h",
        f"I/O: +{rng.uniform(0.1, 3.4):.1f} L", f"LOS balance {rng.uniform(-4, 9):+.1f} L",
        f"drain {rng.randint(0, 400)} mL serosang", f"EBL {rng.randrange(50, 900, 25)} mL",
    ))


def scores(rng: random.Random) -> str:
    e, v, m = rng.randint(1, 4), rng.randint(1, 5), rng.randint(1, 6)
    return rng.choice((
        f"GCS {e + v + m} (E{e}V{v}M{m})", f"GCS E{e} V{v} M{m} = {e + v + m}",
        f"RASS {rng.randint(-5, 2)}", f"CPOT {rng.randint(0, 8)}", f"Braden {rng.randint(8, 23)}",
        f"Morse {rng.randrange(0, 125, 5)}", f"NEWS2 {rng.randint(0, 14)}",
        f"MEWS {rng.randint(0, 9)}", f"CIWA {rng.randint(0, 30)}", f"pain {rng.randint(0, 10)}/10",
        f"CAM-ICU {rng.choice(('neg', 'pos', 'negative'))}", f"NIHSS {rng.randint(0, 24)}",
        f"qSOFA {rng.randint(0, 3)}", f"APACHE II {rng.randint(4, 38)}",
    ))


def drip(rng: random.Random) -> str:
    return rng.choice((
        f"norepi {rng.uniform(0.02, 0.4):.2f} mcg/kg/min",
        f"propofol {rng.randrange(5, 60, 5)} mcg/kg/min",
        f"heparin {rng.randrange(600, 2200, 50)} units/h (aPTT {rng.uniform(38, 110):.1f})",
        f"insulin {rng.uniform(0.5, 14):.1f} units/h, BG {rng.randint(62, 420)}",
        f"fentanyl {rng.randrange(25, 250, 25)} mcg/h",
        f"NS @ {rng.choice((75, 100, 125, 150))} mL/h",
        f"vasopressin 0.0{rng.choice((3, 4))} units/min", f"amio {rng.choice((0.5, 1))} mg/min",
        f"K 20 mEq IV x{rng.randint(1, 4)}", f"D10 @ {rng.randint(20, 80)}",
    ))


def lab_shorthand(rng: random.Random) -> str:
    na, k = rng.randint(124, 152), rng.uniform(2.8, 6.4)
    cl, co2 = rng.randint(88, 116), rng.randint(12, 34)
    bun, cr, glu = rng.randint(4, 98), rng.uniform(0.4, 6.8), rng.randint(48, 480)
    wbc, hgb = rng.uniform(0.8, 32), rng.uniform(5.9, 17.4)
    hct, plt = rng.uniform(18, 52), rng.randint(9, 720)
    return rng.choice((
        f"{na} | {cl} | {bun} / {k:.1f} | {co2} | {cr:.2f} < {glu}",
        f"{wbc:.1f} > {hgb:.1f}/{hct:.1f} < {plt}", f"Hgb {hgb:.1f} -> {hgb - 0.8:.1f}",
        f"K {k:.1f} (3.5-5.1)", f"Cr {cr:.2f} (0.60-1.20) H",
        f"lactate {rng.uniform(0.4, 9):.1f} -> {rng.uniform(0.4, 4):.1f}",
        f"trop {rng.uniform(0, 0.9):.2f} -> {rng.uniform(0, 2):.2f}",
        f"INR {rng.uniform(0.9, 4.8):.1f}",
        f"BG {rng.randint(48, 480)} mg/dL", f"glucose {rng.uniform(2.8, 24):.1f} mmol/L",
        f"Mg {rng.uniform(1.2, 3.1):.1f} Phos {rng.uniform(1.4, 6.8):.1f} "
        f"iCa {rng.uniform(0.9, 1.4):.2f}",
        f"PCT {rng.uniform(0.05, 40):.2f}", f"CRP {rng.randint(1, 380)}",
    ))


def firmware(rng: random.Random) -> str:
    """A software or firmware version: dotted numbers that are not an address."""
    return rng.choice((
        f"{rng.randint(1, 12)}.{rng.randint(0, 20)}.{rng.randint(0, 99)}",
        f"v{rng.randint(1, 9)}.{rng.randint(0, 9)}",
        f"{rng.randint(1, 9)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}.{rng.randint(10, 999)}",
        f"rev {rng.choice('ABCDEFG')}{rng.randint(1, 9)}",
        f"{rng.randint(2, 30)}.{rng.randint(1, 4)}.{rng.randint(0, 9)} "
        f"build {rng.randint(100, 9999)}",
        f"HL7 2.{rng.choice((3, 4, 5))}.1",
    ))

