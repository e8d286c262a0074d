"""Style D: clinical text of a third origin, **held out**: the default model and the
project's recipes never train on it, so it measures how a tagger does on notes whose
templates, layouts, name locales and PHI formats it has never seen.

A Canadian (Ontario/Quebec) hospital network with US-style software: emergency triage
notes in capitals with pipes, radiology and pathology reports with accession numbers and
scanner serials, nursing handoffs (SBAR) with unit and bed codes, patient-portal messages,
medication reconciliations with health-card and prescriber numbers, and EMS run sheets
with unit numbers and plates. Names come from French-Canadian, Colombian, Chilean, Latvian,
Azerbaijani, Swiss and Thai locales (none of A's, B's or C's); dates are 2089-03-12,
12-MAR-2089 14:32, 3/12/89 or "Mar 12 '89"; phones +1 (416) 555-0142 ext 22 or
416.555.0142; IDs have letters and dashes (MRN K-00123456, health card 1234-567-890-AB).

TYPEs follow the i2b2 2014 guidelines as style C's docstring summarizes them: nurses,
technologists and paramedics are care providers (DOCTOR); relatives are PATIENT.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from functools import lru_cache

from deidkit.synth.builder import Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.style_b import person
from deidkit.synth.surface import MONTHS, MONTHS_ABBR, ascii_email, digits, letters, ordinal

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("ed_triage", 16), ("radiology_report", 14), ("pathology_report", 12),
    ("nursing_handoff", 16), ("portal_message", 14), ("med_reconciliation", 12),
    ("ems_run_sheet", 16),
)
PLACES = (("Toronto", "ON"), ("Ottawa", "ON"), ("Mississauga", "ON"), ("Hamilton", "ON"),
          ("Kingston", "ON"), ("Sudbury", "ON"), ("Thunder Bay", "ON"), ("Barrie", "ON"),
          ("Montréal", "QC"), ("Laval", "QC"), ("Gatineau", "QC"), ("Sherbrooke", "QC"),
          ("Trois-Rivières", "QC"), ("Saguenay", "QC"), ("Winnipeg", "MB"), ("Moncton", "NB"),
          ("Halifax", "NS"), ("Regina", "SK"), ("Kelowna", "BC"), ("Red Deer", "AB"))
PROVINCE_NAMES = {"ON": "Ontario", "QC": "Québec", "MB": "Manitoba", "NB": "New Brunswick",
                  "NS": "Nova Scotia", "SK": "Saskatchewan", "BC": "British Columbia",
                  "AB": "Alberta"}
HOSPITALS = ("St. Brigid's Health Centre", "Lakeshore Regional", "Hôpital Sainte-Justine-du-Nord",
             "Grand River General", "Rideau Valley Health", "Northumberland Hills Hospital",
             "CHU de la Mauricie", "Trillium West", "Bayview Memorial")
UNITS = ("4 West Cardiac Step-Down", "7N Medicine", "CCU", "Short Stay Unit", "5 East Ortho",
         "Mental Health Inpatient", "Labour & Delivery", "Day Surgery", "Renal Dialysis Unit")
PHARMACIES = ("Pharmaprix", "Jean Coutu", "Rexall", "Shoppers Drug Mart", "Familiprix",
              "London Drugs", "Guardian Pharmacy")
EMPLOYERS = ("Bombardier", "Hydro-Québec", "Canadian Tire", "Loblaw", "Via Rail", "Desjardins",
             "Purolator", "Tim Hortons")
JOBS = ("snowplow operator", "line cook", "paramedic trainee", "bilingual call-centre agent",
        "millwright", "hockey coach", "welder", "school bus driver", "early-childhood educator")
LANDMARKS = ("the Rideau Canal", "Mont Royal", "the CN Tower", "Niagara Falls", "Parc Jean-Drapeau",
             "the Distillery District", "Lac-Saint-Jean")
RELATIONS = ("wife", "husband", "daughter", "son", "sister", "mother", "partner", "neighbour")


@dataclass(frozen=True)
class Patient:
    number: int
    person: Person
    dob: dt.date
    mrn: str
    health_card: str
    street: str
    place: tuple[str, str]
    postal: str
    phone: str
    email: str
    username: str
    relative: Person
    relation: str
    employer: str
    job: str
    visits: tuple[str, ...]


def phone(rng: random.Random) -> str:
    area, a, b = rng.choice(("416", "613", "514", "819", "905", "204", "902")), digits(rng, 3), \
        digits(rng, 4)
    return rng.choice((f"+1 ({area}) {a}-{b}", f"{area}.{a}.{b}", f"({area}) {a} {b}",
                       f"1-{area}-{a}-{b}", f"+1 ({area}) {a}-{b} ext {rng.randint(2, 499)}"))


def date_d(d: dt.date, rng: random.Random) -> str:
    m, day, y = d.month, d.day, d.year
    return rng.choice((f"{y}-{m:02d}-{day:02d}", f"{day:02d}-{MONTHS_ABBR[m - 1].upper()}-{y}",
                       f"{m}/{day}/{y % 100:02d}", f"{MONTHS_ABBR[m - 1]} {day} '{y % 100:02d}",
                       f"{y}{m:02d}{day:02d}"))


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = other_pools(seed, "D")
    rng = random.Random(f"deidkit-synth/{seed}/D/world")
    staff = tuple(person(rng, pools) for _ in range(50))
    return pools, staff


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/D/plan/{number}").choice((1, 1, 2, 2, 3, 4))


def build_patient(seed: int, number: int) -> Patient:
    pools, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/D/patient/{number}")
    p = person(rng, pools)
    first, last = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    user = rng.choice((f"{first}{last[:1]}{rng.randint(1960, 2005)}", f"{last}.{first[:1]}",
                       f"{first[:2]}{last}", f"pt_{last}{rng.randint(10, 99)}"))
    kinds, weights = zip(*NOTE_TYPES)
    return Patient(
        number=number, person=p,
        dob=dt.date(rng.randint(1925, 2070), 1, 1) + dt.timedelta(days=rng.randint(0, 364)),
        mrn=rng.choice((f"K-{digits(rng, 8)}", f"{letters(rng, 2)}{digits(rng, 6)}-{rng.randint(1, 9)}",
                        f"MRN{digits(rng, 7)}")),
        health_card=rng.choice((f"{digits(rng, 4)}-{digits(rng, 3)}-{digits(rng, 3)}-"
                                f"{letters(rng, 2)}", f"{letters(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}")),
        street=f"{rng.randint(2, 4999)} {rng.choice(pools.streets)}",
        place=rng.choice(PLACES), postal=postcode(rng, "@d@ d@d"), phone=phone(rng),
        email=f"{user.replace('_', '.').lower()}@{rng.choice(('videotron.ca', 'sympatico.ca', 'rogers.com', 'bell.net', 'icloud.com'))}",
        username=user, relative=person(rng, pools), relation=rng.choice(RELATIONS),
        employer=rng.choice(EMPLOYERS), job=rng.choice(JOBS),
        visits=tuple(rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))))


class Note(Writer):
    """A style-D note about one patient; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, patient: Patient, rng: random.Random):
        super().__init__(rng)
        _, staff = build_world(seed)
        self.patient = patient
        self.md, self.rn, self.tech = rng.sample(staff, 3)
        self.hospital = rng.choice(HOSPITALS)
        self.day = dt.date(rng.randint(2086, 2094), 1, 1) + dt.timedelta(days=rng.randint(0, 364))

    # dates, ages
    def s_date(self): self.phi(date_d(self.day, self.rng), "DATE")
    def s_datetime(self):
        self.phi(date_d(self.day, self.rng), "DATE")
        self.lit(f" {self.rng.randint(0, 23):02d}:{self.rng.randint(0, 59):02d}")  # a time is not PHI

    def s_prior(self):
        d = self.day - dt.timedelta(days=self.rng.randint(20, 900))
        self.phi(self.rng.choice((date_d(d, self.rng), f"{MONTHS[d.month - 1]} {d.year}",
                                  f"the {ordinal(d.day)} of {MONTHS[d.month - 1]}")), "DATE")

    def s_dob(self): self.phi(date_d(self.patient.dob, self.rng), "DATE")

    def s_age(self):
        age = max(self.day.year - self.patient.dob.year, 18)
        form = self.rng.choice(("{} y/o", "{}yo", "{} years", "aged {}", "{}{}"))
        head, _, tail = form.partition("{}")
        self.lit(head)
        self.phi(str(age), "AGE")
        self.lit(tail.replace("{}", self.patient.person.sex))

    # people
    def s_pt(self):
        p, r = self.patient.person, self.rng.random()
        self.phi(f"{p.last.upper()}, {p.first}" if r < 0.35 else f"{p.first} {p.last}" if r < 0.7
                 else p.last, "PATIENT")

    def s_first(self): self.phi(self.patient.person.first, "PATIENT")

    def s_relative(self):
        rel = self.patient.relative
        self.lit(f"{self.patient.relation} ")
        self.phi(rel.first if self.rng.random() < 0.6 else f"{rel.first} {rel.last}", "PATIENT")

    def s_md(self):
        d, r = self.md, self.rng.random()
        if r < 0.4:
            self.phi(f"{d.first[:1]}. {d.last}", "DOCTOR")
            self.lit(", MD")
        elif r < 0.7:
            self.phi(f"{d.last.upper()}, {d.first.upper()}", "DOCTOR")
            self.lit(" MD")
        else:
            self.lit("Dr ")
            self.phi(d.last, "DOCTOR")

    def s_rn(self):
        self.lit(self.rng.choice(("RN ", "")))
        self.phi(self.rn.first if self.rng.random() < 0.6 else f"{self.rn.first} {self.rn.last[:1]}.",
                 "DOCTOR")

    def s_tech(self):
        self.phi(f"{self.tech.first} {self.tech.last[:1]}.", "DOCTOR")
        self.lit(self.rng.choice((", RT(R)", ", MRT", " (tech)")))

    def s_username(self): self.phi(self.patient.username, "USERNAME")
    def s_staff_login(self): self.phi(f"{ascii_email(self.rn.last)[:6].lower()}{self.rn.first[:1].lower()}{self.rng.randint(1, 9)}", "USERNAME")

    # places
    def s_hospital(self): self.phi(self.hospital, "HOSPITAL")
    def s_unit(self): self.phi(self.rng.choice(UNITS), "DEPARTMENT")

    def s_room(self):
        self.phi(self.rng.choice((f"Rm {self.rng.randint(2, 9)}{self.rng.choice('ABCDEFW')}-"
                                  f"{self.rng.randint(1, 40):02d}",
                                  f"{self.rng.randint(201, 989)}-{self.rng.choice('AB')}",
                                  f"Bed {self.rng.randint(1, 30)}", f"Pod {self.rng.choice('ABC')}{self.rng.randint(1, 12)}")),
                 "ROOM")

    def s_address(self):
        p = self.patient
        self.phi(p.street, "STREET")
        self.lit(", ")
        self.phi(p.place[0], "CITY")
        self.lit(" ")
        self.phi(p.place[1] if self.rng.random() < 0.7 else PROVINCE_NAMES[p.place[1]], "STATE")
        self.lit("  ")
        self.phi(p.postal, "ZIP")

    def s_city(self): self.phi(self.patient.place[0], "CITY")
    def s_street(self): self.phi(self.patient.street, "STREET")
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")
    def s_pharmacy(self): self.phi(f"{self.rng.choice(PHARMACIES)} #{self.rng.randint(100, 4999)}", "ORGANIZATION")
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")
    def s_country(self): self.phi(self.rng.choice(("Haiti", "Colombia", "Philippines", "Lebanon", "Portugal", "Vietnam")), "COUNTRY")

    # contacts and identifiers
    def s_phone(self): self.phi(self.patient.phone, "PHONE")
    def s_fax(self): self.phi(phone(self.rng), "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")
    def s_url(self): self.phi(f"https://myhealth.{self.hospital.split()[0].lower().strip('.')}.ca/msg/{digits(self.rng, 7)}", "URL")
    def s_ip(self): self.phi(f"{self.rng.choice((142, 24, 70, 184, 206))}.{self.rng.randint(0, 255)}."
                             f"{self.rng.randint(0, 255)}.{self.rng.randint(1, 254)}", "IPADDR")
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_card(self): self.phi(self.patient.health_card, "HEALTHPLAN")
    def s_encounter(self): self.phi(f"{digits(self.rng, 10)}", "IDNUM")
    def s_accession(self): self.phi(f"{self.rng.choice(('RAD', 'CT', 'MR', 'US'))}-{self.day.year}-{digits(self.rng, 7)}", "IDNUM")
    def s_specimen(self): self.phi(f"{self.rng.choice('SHC')}{self.day.year % 100}-{digits(self.rng, 5)}", "BIOID")
    def s_block(self): self.phi(f"{self.rng.choice('SHC')}{self.day.year % 100}-{digits(self.rng, 5)}/{self.rng.choice('ABC')}{self.rng.randint(1, 6)}", "BIOID")
    def s_scanner(self): self.phi(f"SN {digits(self.rng, 4)}-{letters(self.rng, 2)}-{digits(self.rng, 3)}", "DEVICE")
    def s_pump(self): self.phi(f"{letters(self.rng, 3)}{digits(self.rng, 6)}", "DEVICE")
    def s_license(self): self.phi(f"{letters(self.rng, 2)}{digits(self.rng, 7)}", "LICENSE")
    def s_plate(self): self.phi(f"{letters(self.rng, 4)} {digits(self.rng, 3)}", "VEHICLE")
    def s_unitno(self): self.phi(f"Medic {self.rng.randint(1, 99)}", "VEHICLE")
    def s_account(self): self.phi(f"{digits(self.rng, 3)}-{digits(self.rng, 5)}-{digits(self.rng, 2)}", "ACCOUNT")
    def s_sin(self): self.phi(f"{digits(self.rng, 3)} {digits(self.rng, 3)} {digits(self.rng, 3)}", "SSN")
