"""The people and places behind the notes: hospital staff (per seed) and patients (per seed
and patient number), so that one patient keeps one identity across all of their notes."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import surface
from deidkit.synth.pools import (COUNTRIES, EMAIL_DOMAINS, LANDMARKS, PET_NAMES, PROFESSIONS,
                                 STATES, Pools, build_pools)

#: Note types and their share of the corpus.
NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("discharge_summary", 28), ("progress_note", 28), ("nursing_note", 16),
    ("clinic_letter", 16), ("radiology_report", 6), ("ed_note", 6),
)


@dataclass(frozen=True)
class Person:
    first: str
    middle: str          # an initial or ""
    last: str
    sex: str             # "M" / "F"

    @property
    def initials(self) -> str:
        return (self.first[:1] + self.middle[:1] + self.last[:1]).upper()


@dataclass(frozen=True)
class Doctor(Person):
    username: str = ""
    license: str = ""
    email: str = ""
    hospital: int = 0    # index into Pools.hospitals
    specialty: str = ""


@dataclass(frozen=True)
class Hospital:
    name: str
    abbr: str
    street: str
    city: str
    state: tuple[str, str]
    zip: str
    phone: tuple[str, str, str]
    fax: tuple[str, str, str]
    domain: str
    ip_prefix: str


@dataclass(frozen=True)
class Staff:
    doctors: tuple[Doctor, ...]
    hospitals: tuple[Hospital, ...]
    nurses: tuple[Person, ...]


@dataclass
class Visit:
    number: int           # 1-based
    note_type: str
    start: dt.date        # admission / visit date
    end: dt.date          # discharge date (= start for a single-day note)


@dataclass
class Patient:
    number: int
    person: Person
    dob: dt.date
    street: str
    apartment: str
    city: str
    state: tuple[str, str]
    zip: str
    phone: tuple[str, str, str]
    cell: tuple[str, str, str]
    email: str
    mrn: str
    ssn: str
    health_plan: str
    insurer: str
    profession: str
    employer: str
    origin: str | None
    landmark: str
    vehicle: str
    device: str
    pet: str | None
    hospital: int
    other_hospital: int
    pcp: int
    specialists: tuple[int, ...]
    relatives: tuple[tuple[str, Person], ...]
    pmh: tuple[str, ...]
    visits: list[Visit] = field(default_factory=list)

    def age_on(self, day: dt.date) -> int:
        return day.year - self.dob.year - ((day.month, day.day) < (self.dob.month, self.dob.day))


SPECIALTIES = ("cardiology", "pulmonary", "gastroenterology", "nephrology", "neurology",
               "oncology", "endocrinology", "infectious disease", "orthopedics", "surgery",
               "geriatrics", "rheumatology", "urology", "psychiatry", "internal medicine")


def random_person(rng: random.Random, pools: Pools, sex: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    first = rng.choice(pools.male if sex == "M" else pools.female)
    middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.4 else ""
    last = rng.choice(pools.last)
    if rng.random() < 0.06:  # hyphenated surnames exist, and make multi-token names
        last = f"{last}-{rng.choice(pools.last)}"
    return Person(first, middle, last, sex)


def random_street(rng: random.Random, pools: Pools) -> str:
    number = rng.choice((str(rng.randint(1, 99)), str(rng.randint(10, 999)),
                         str(rng.randint(100, 9999)), f"{rng.randint(1, 400)}{rng.choice('AB')}"))
    name = rng.choice(pools.streets)
    if rng.random() < 0.3:  # the abbreviated suffix, as written on a form
        words = name.split()
        abbr = {"Street": "St", "Avenue": "Ave", "Road": "Rd", "Drive": "Dr", "Lane": "Ln",
                "Court": "Ct", "Boulevard": "Blvd", "Place": "Pl", "Terrace": "Ter"}
        if words[-1] in abbr:
            words[-1] = abbr[words[-1]] + ("." if rng.random() < 0.4 else "")
            name = " ".join(words)
    return f"{number} {name}"


def pick_state(rng: random.Random) -> tuple[str, str]:
    return STATES[0] if rng.random() < 0.65 else rng.choice(STATES)


@lru_cache(maxsize=8)
def build_staff(seed: int) -> Staff:
    pools = build_pools(seed)
    rng = random.Random(f"deidkit-synth/{seed}/staff")
    hospitals = []
    for name, abbr in pools.hospitals:
        state = pick_state(rng)
        area = rng.choice(("617", "781", "508", "978", "413", "603", "401"))
        phone = surface.phone_number(rng, area)
        fax = (area, phone[1], surface.digits(rng, 4))
        domain = surface.slug(abbr or name)[:12] + rng.choice((".org", ".org", ".edu", ".com"))
        hospitals.append(Hospital(name, abbr, random_street(rng, pools), rng.choice(pools.cities),
                                  state, surface.zip_code(rng, state[1]), phone, fax, domain,
                                  f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}"))
    doctors = []
    for _ in range(320):
        p = random_person(rng, pools)
        username = rng.choice((
            f"{p.first[:1]}{p.last}".lower(), f"{p.last}{p.first[:1]}".lower(),
            f"{p.first[:1]}{p.middle[:1]}{p.last[:6]}{rng.randint(1, 99)}".lower(),
            f"{p.initials.lower()}{rng.randint(1, 9)}", p.last[:7].lower() + str(rng.randint(1, 9)),
        ))
        username = surface.ascii_email(username).replace(".", "") or f"user{rng.randint(1, 999)}"
        h = rng.randrange(len(hospitals))
        email = surface.ascii_email(f"{p.first}.{p.last}") + "@" + hospitals[h].domain
        doctors.append(Doctor(p.first, p.middle, p.last, p.sex, username=username,
                              license=surface.license_number(rng), email=email, hospital=h,
                              specialty=rng.choice(SPECIALTIES)))
    nurses = tuple(random_person(rng, pools, sex=rng.choice("FFFM")) for _ in range(120))
    return Staff(tuple(doctors), tuple(hospitals), nurses)


def weighted(rng: random.Random, options):
    """One value of ``((value, weight), ...)`` drawn by weight."""
    total = sum(w for _, w in options)
    r = rng.uniform(0, total)
    for value, w in options:
        r -= w
        if r <= 0:
            return value
    return options[-1][0]


def visit_count(seed: int, number: int) -> int:
    """How many notes patient ``number`` has (1-6, three on average, as in i2b2 2014)."""
    rng = random.Random(f"deidkit-synth/{seed}/plan/{number}")
    return weighted(rng, ((1, 10), (2, 20), (3, 28), (4, 24), (5, 12), (6, 6)))


def build_patient(seed: int, number: int) -> Patient:
    from deidkit.synth.lexicon import PMH, RELATIVES

    pools = build_pools(seed)
    staff = build_staff(seed)
    rng = random.Random(f"deidkit-synth/{seed}/patient/{number}")
    person = random_person(rng, pools)
    age0 = weighted(rng, ((rng.randint(18, 39), 15), (rng.randint(40, 64), 35),
                           (rng.randint(65, 89), 42), (rng.randint(90, 104), 8)))
    first_visit = dt.date(rng.randint(2062, 2150), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first_visit - dt.timedelta(days=age0 * 365 + rng.randint(0, 364))
    state = pick_state(rng)
    hospital = rng.randrange(len(staff.hospitals))
    same = [i for i, d in enumerate(staff.doctors) if d.hospital == hospital]
    pcp = rng.choice(same or range(len(staff.doctors)))
    specialists = tuple(rng.sample(range(len(staff.doctors)), 3))
    relatives = []
    for _ in range(rng.randint(1, 3)):
        rel = rng.choice(RELATIVES)
        sex = "F" if rel in ("mother", "sister", "daughter", "wife", "aunt", "grandmother",
                             "niece") else "M" if rel not in ("cousin",) else None
        rp = random_person(rng, pools, sex=sex)
        if rel in ("wife", "husband", "son", "daughter") and rng.random() < 0.7:
            rp = Person(rp.first, rp.middle, person.last, rp.sex)
        relatives.append((rel, rp))
    email_user = rng.choice((f"{person.first}.{person.last}", f"{person.first[0]}{person.last}",
                             f"{person.last}{rng.randint(1, 99)}",
                             f"{person.first}{rng.randint(10, 99)}")).lower()
    email = surface.ascii_email(email_user) + "@" + rng.choice(EMAIL_DOMAINS)
    note_types = [nt for nt, _ in NOTE_TYPES]
    weights = [w for _, w in NOTE_TYPES]
    patient = Patient(
        number=number, person=person, dob=dob, street=random_street(rng, pools),
        apartment=rng.choice(("", "", "", f"Apt {rng.randint(1, 40)}", f"#{rng.randint(1, 9)}"
                                                                         f"{rng.choice('ABC')}",
                              f"Unit {rng.randint(1, 12)}")),
        city=rng.choice(pools.cities), state=state, zip=surface.zip_code(rng, state[1]),
        phone=surface.phone_number(rng, rng.choice(("617", "781", "508", "978", None))),
        cell=surface.phone_number(rng), email=email, mrn=surface.mrn(rng), ssn=surface.ssn(rng),
        health_plan=surface.health_plan(rng), insurer=rng.choice((
            "Blue Cross Blue Shield", "Harvard Pilgrim", "Tufts Health Plan", "Medicare",
            "MassHealth", "Aetna", "United Healthcare", "Fallon Community Health Plan",
            "Neighborhood Health Plan", "Cigna")),
        profession=rng.choice(PROFESSIONS), employer=rng.choice(pools.companies),
        origin=rng.choice(COUNTRIES) if rng.random() < 0.3 else None,
        landmark=rng.choice(LANDMARKS), vehicle=surface.vehicle(rng),
        device=surface.device_serial(rng), pet=rng.choice(PET_NAMES) if rng.random() < 0.2 else None,
        hospital=hospital, other_hospital=rng.randrange(len(staff.hospitals)), pcp=pcp,
        specialists=specialists, relatives=tuple(relatives),
        pmh=tuple(rng.sample(PMH, rng.randint(2, 6))),
    )
    day = first_visit
    for v in range(1, visit_count(seed, number) + 1):
        nt = rng.choices(note_types, weights)[0]
        los = rng.randint(1, 14) if nt == "discharge_summary" else 0
        patient.visits.append(Visit(v, nt, day, day + dt.timedelta(days=los)))
        day = day + dt.timedelta(days=los + rng.randint(10, 720))
    return patient
