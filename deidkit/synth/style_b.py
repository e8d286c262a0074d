"""Style B: clinical notes of another origin (an Australian / New Zealand hospital network
with British conventions), for out-of-distribution checks of a tagger trained on style A.

Disjoint from style A in what a tagger could overfit to: note types (operative note,
pathology report, telephone encounter, referral letter, social-work note, medication
reconciliation, intake form, patient-portal thread, transfer-of-care summary) and their
templates, section headers and layouts; name and place locales (:mod:`deidkit.synth.locales`);
formats of dates (12/03/2089, 12.03.2089, 12th March 2089, Mar-12), phones (+61 2 9382 1111,
0412 345 678), IDs (NHS-like 943 476 5919, HN-0081234, specimen H89-04512), plates, beds
and wards; titles (Mr for surgeons, A/Prof, FRACS) and a higher typo rate, with no
capitalised notes, no HTML entities and wider wrapping.

Annotation follows the i2b2 2014 guidelines as style A does: titles, 'Bed', 'Ward' numbers'
labels ('Bed 4': only '4' is ROOM) and credentials stay outside tags; a named ward
('Ward 7B', 'Banksia Ward') is a DEPARTMENT; a national health number (NHS/NHI-like) is a
MEDICALRECORD, a Medicare or insurer member number a HEALTHPLAN, a tax file number an SSN,
a practitioner registration a LICENSE, a specimen number a BIOID and referral/request
numbers IDNUM.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats
from deidkit.synth.builder import Writer
from deidkit.synth.locales import (B_COUNTRIES, B_LANDMARKS, B_PLACES, B_STATES, other_pools,
                                   postcode)
from deidkit.synth.model import Person
from deidkit.synth.pools import PROFESSIONS
from deidkit.synth.surface import ascii_email, slug

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("operative_note", 12), ("pathology_report", 10), ("telephone_encounter", 12),
    ("referral_letter", 12), ("social_work_note", 10), ("medication_reconciliation", 10),
    ("intake_form", 12), ("portal_message", 10), ("transfer_summary", 12),
)
ROLES = ("consultant", "consultant", "registrar", "GP", "nurse", "social worker", "pharmacist")
SITE_PATTERNS = ("{place} Base Hospital", "Royal {place} Hospital", "{last} Private Hospital",
                 "{place} District Hospital", "{place} Family Medical Centre",
                 "{last} Street Medical Practice", "{place} Community Health Centre",
                 "{last} Day Surgery")
WARD_NAMES = ("Banksia", "Kauri", "Wattle", "Rimu", "Jacaranda", "Totara", "Waratah", "Kowhai",
              "Grevillea", "Nikau", "Bottlebrush", "Pohutukawa")
UNITS = ("Acute Medical Unit", "Medical Assessment Unit", "Day Procedure Unit",
         "Pre-Admission Clinic", "Fracture Clinic", "Falls and Balance Service",
         "Hospital in the Home", "Aged Care Assessment Team", "Stroke Unit",
         "Perioperative Service", "Renal Dialysis Unit", "Breast Screening Service")
INSURERS = ("Bupa", "Medibank", "nib", "HCF", "Southern Cross Health Society", "ACC",
            "Australian Unity", "HBF", "Teachers Health", "Defence Health")
RELATIONS = ("wife", "husband", "partner", "daughter", "son", "sister", "brother", "mother",
             "father", "niece", "neighbour", "friend", "flatmate")


@dataclass(frozen=True)
class Clinician(Person):
    title: str = "Dr"
    role: str = "consultant"
    username: str = ""
    email: str = ""
    registration: str = ""
    site: int = 0


@dataclass(frozen=True)
class Site:
    name: str
    street: str
    place: tuple[str, str]
    postcode: str
    phone: tuple[str, str]
    fax: tuple[str, str]
    domain: str
    ip_prefix: str


@dataclass
class PatientB:
    number: int
    person: Person
    dob: dt.date
    street: str
    place: tuple[str, str]
    postcode: str
    home: tuple[str, str]
    mobile: tuple[str, str]
    email: str
    hospital_no: str
    national_no: str
    medicare: str
    insurer: str
    member_no: str
    tax_no: str
    profession: str
    employer: str
    vehicle: str
    device: str
    site: int
    gp: int
    kin: tuple[str, Person, tuple[str, str]]
    origin: str
    visits: list = field(default_factory=list)


@dataclass
class VisitB:
    number: int
    note_type: str
    start: dt.date
    end: dt.date


def person(rng: random.Random, pools, sex: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    first = rng.choice(pools.male if sex == "M" else pools.female)
    middle = rng.choice("ABCDEFGHIJKLMNOPRSTUV") if rng.random() < 0.3 else ""
    return Person(first, middle, rng.choice(pools.last), sex)


def street(rng: random.Random, pools) -> str:
    unit = f"{rng.randint(1, 24)}/" if rng.random() < 0.25 else ""
    return f"{unit}{rng.randint(1, 320)} {rng.choice(pools.streets)}"


def place_postcode(rng: random.Random, place: tuple[str, str]) -> str:
    first = {"NSW": "2", "ACT": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7",
             "NT": "0"}.get(place[1], rng.choice("3579"))
    return first + postcode(rng, "ddd")


def username(rng: random.Random, p: Person) -> str:
    f, last = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    return rng.choice((f"{f[:1]}{last[:7]}{rng.randint(1, 9)}", f"{f}.{last}", f"{last}{f[:2]}",
                       f"{f[:1]}{last}".upper(), f"{last[:5]}{rng.randint(10, 99)}"))


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = other_pools(seed, "B")
    rng = random.Random(f"deidkit-synth/{seed}/B/world")
    sites = []
    for k in range(30):
        place = rng.choice(B_PLACES)
        name = SITE_PATTERNS[k % len(SITE_PATTERNS)].format(place=place[0],
                                                            last=rng.choice(pools.last))
        domain = slug(name)[:14] + rng.choice((".org.au", ".health.nz", ".com.au", ".nhs.uk"))
        sites.append(Site(name, street(rng, pools), place, place_postcode(rng, place),
                          formats.landline_b(rng), formats.landline_b(rng), domain,
                          f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}"))
    staff = []
    for _ in range(260):
        p = person(rng, pools)
        role = rng.choice(ROLES)
        title = ("Mr" if p.sex == "M" else "Ms") if role == "consultant" and rng.random() < 0.3 \
            else rng.choice(("Dr", "Dr", "Dr", "Prof", "A/Prof")) if role in ("consultant", "GP") \
            else "Dr" if role == "registrar" else ""
        site = rng.randrange(len(sites))
        email = f"{ascii_email(p.first)[:1]}.{ascii_email(p.last)}@{sites[site].domain}"
        staff.append(Clinician(p.first, p.middle, p.last, p.sex, title=title, role=role,
                               username=username(rng, p), email=email,
                               registration=formats.registration_number(rng), site=site))
    wards = tuple(f"{w} Ward" for w in WARD_NAMES) + tuple(
        f"Ward {rng.randint(1, 12)}{rng.choice('ABCDEN')}" for _ in range(12)) + UNITS
    return pools, tuple(sites), tuple(staff), wards


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/B/plan/{number}")
    return rng.choice((1, 1, 2, 2, 2, 3, 3, 4))


def build_patient(seed: int, number: int) -> PatientB:
    pools, sites, staff, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/B/patient/{number}")
    p = person(rng, pools)
    first = dt.date(rng.randint(2035, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first - dt.timedelta(days=rng.randint(18, 97) * 365 + rng.randint(0, 364))
    place = rng.choice(B_PLACES)
    gps = [i for i, c in enumerate(staff) if c.role == "GP"]
    rel = rng.choice(RELATIONS)
    kin = person(rng, pools, sex="F" if rel in ("wife", "daughter", "sister", "mother", "niece")
                 else "M" if rel in ("husband", "son", "brother", "father") else None)
    user = rng.choice((f"{p.first}_{p.last}", f"{p.first[:1]}{p.last}{rng.randint(1, 99)}",
                       f"{p.last}.{p.first}"))
    email = ascii_email(user.replace("_", ".")) + "@" + rng.choice((
        "bigpond.com", "xtra.co.nz", "btinternet.com", "optusnet.com.au", "iinet.net.au",
        "slingshot.co.nz", "proton.me", "tpg.com.au"))
    patient = PatientB(
        number=number, person=p, dob=dob, street=street(rng, pools), place=place,
        postcode=place_postcode(rng, place), home=formats.landline_b(rng),
        mobile=formats.mobile_b(rng), email=email, hospital_no=formats.hospital_number(rng),
        national_no=formats.nhs_number(rng), medicare=formats.medicare_number(rng),
        insurer=rng.choice(INSURERS), member_no=formats.member_number(rng),
        tax_no=formats.tax_number(rng), profession=rng.choice(PROFESSIONS),
        employer=rng.choice(pools.companies), vehicle=formats.plate_b(rng),
        device=formats.device_b(rng), site=rng.randrange(len(sites)), gp=rng.choice(gps),
        kin=(rel, kin, formats.mobile_b(rng)), origin=rng.choice(B_COUNTRIES))
    day = first
    kinds, weights = zip(*NOTE_TYPES)
    for v in range(1, visit_count(seed, number) + 1):
        kind = rng.choices(kinds, weights)[0]
        stay = rng.randint(1, 21) if kind in ("transfer_summary", "operative_note") else 0
        patient.visits.append(VisitB(v, kind, day, day + dt.timedelta(days=stay)))
        day += dt.timedelta(days=stay + rng.randint(7, 400))
    return patient


class NoteB(Writer):
    """A style-B note about one visit; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, patient: PatientB, visit: VisitB, rng: random.Random):
        super().__init__(rng)
        self.pools, self.sites, staff, self.wards = build_world(seed)
        self.patient, self.visit = patient, visit
        self.site = self.sites[patient.site]
        local = [c for c in staff if c.site == patient.site] or list(staff)
        by_role = {r: [c for c in local if c.role == r] or [c for c in staff if c.role == r]
                   for r in set(ROLES)}
        self.consultant = rng.choice(by_role["consultant"])
        self.registrar = rng.choice(by_role["registrar"])
        self.nurse = rng.choice(by_role["nurse"])
        self.sw = rng.choice(by_role["social worker"])
        self.pharmacist = rng.choice(by_role["pharmacist"])
        self.gp = staff[patient.gp]
        self.author = rng.choice((self.consultant, self.registrar))
        self.other_site = self.sites[(patient.site + 1 + rng.randrange(len(self.sites) - 1))
                                     % len(self.sites)]
        self.num_style = rng.choice(formats.B_NUMERIC)
        self.narr_style = rng.choice(formats.B_NARRATIVE)
        p = patient.person
        self.he, self.his = ("he", "his") if p.sex == "M" else ("she", "her")
        self.title = "Mr" if p.sex == "M" else rng.choice(("Mrs", "Ms", "Miss"))
        self.age = (visit.start.year - patient.dob.year
                    - ((visit.start.month, visit.start.day) < (patient.dob.month, patient.dob.day)))

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, narrative: bool = False) -> None:
        rng = self.rng
        style = (self.narr_style if narrative else self.num_style) if rng.random() < 0.75 \
            else rng.choice(formats.B_NARRATIVE + formats.B_NUMERIC)
        self.phi(formats.format_date(d, style, rng), "DATE")

    def s_date(self): self.date(self.visit.start)
    def s_date_n(self): self.date(self.visit.start, narrative=True)
    def s_end(self): self.date(self.visit.end)
    def s_dob(self): self.date(self.patient.dob)

    def s_later(self):
        self.date(self.visit.end + dt.timedelta(days=self.rng.randint(3, 120)), narrative=True)

    def s_earlier(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(30, 3000))
        style = self.rng.choice(("monY", "monY", "Y", "ord", "dmY"))
        self.phi(formats.format_date(d, style, self.rng), "DATE")

    def s_stamp(self):
        """A system timestamp: '12/03/2089 14:22'; the time stays outside the tag."""
        self.phi(formats.format_date(self.visit.start, self.num_style, self.rng), "DATE")
        self.lit(f" {self.rng.randint(0, 23):02d}:{self.rng.randint(0, 59):02d}")

    # -- people -----------------------------------------------------------------------------
    def s_pt(self):
        p, r, rng = self.patient.person, self.rng.random(), self.rng
        if r < 0.35:
            self.lit(self.title + " ")
            self.phi(p.last if rng.random() < 0.7 else f"{p.first} {p.last.upper()}", "PATIENT")
        elif r < 0.55:
            self.phi(f"{p.first} {p.last}", "PATIENT")
        elif r < 0.7:
            self.phi(p.first, "PATIENT")
        elif r < 0.8:
            self.lit(rng.choice(("the patient", "pt", "the client")))
        else:
            self.phi(f"{p.last.upper()}, {p.first}", "PATIENT")

    def s_pt_id(self):
        p = self.patient.person
        self.phi(self.rng.choice((f"{p.last.upper()}, {p.first}", f"{p.last.upper()} {p.first}",
                                  f"{p.first} {p.last}")), "PATIENT")
        if self.rng.random() < 0.4:
            self.lit(f" ({self.title})")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last_upper(self): self.phi(self.patient.person.last.upper(), "PATIENT")

    def s_pt_full(self):
        p = self.patient.person
        self.phi(f"{p.first} {p.middle} {p.last}" if p.middle else f"{p.first} {p.last}",
                 "PATIENT")

    def s_him_her(self): self.lit("him" if self.patient.person.sex == "M" else "her")
    def s_kin(self):
        kin = self.patient.kin[1]
        self.phi(self.rng.choice((kin.first, f"{kin.first} {kin.last}")), "PATIENT")

    def s_rel(self): self.lit(self.patient.kin[0])
    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())

    def s_age(self):
        before, after = self.rng.choice((("aged ", ""), ("", " yrs"), ("", " years of age"),
                                         ("Age ", ""), ("", self.patient.person.sex),
                                         ("(", " y)")))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def clinician(self, c: Clinician, full: bool = False) -> None:
        rng = self.rng
        r = rng.random()
        if c.title and r < 0.5 and not full:
            self.lit(c.title + " ")
            self.phi(c.last, "DOCTOR")
        elif r < 0.75:
            if c.title:
                self.lit(c.title + " ")
            self.phi(rng.choice((f"{c.first} {c.last}", f"{c.first[0]} {c.last}",
                                 f"{c.first} {c.last.upper()}")), "DOCTOR")
        else:
            self.phi(f"{c.last.upper()}, {c.first}", "DOCTOR")
        if c.role in ("consultant", "registrar") and rng.random() < 0.3:
            self.lit(rng.choice((", FRACS", " MBChB", ", FRACP", " (Consultant)", " (Reg)")))
        elif c.role == "nurse" and rng.random() < 0.5:
            self.lit(rng.choice((" RN", ", CNS", " (RN)")))

    def s_consultant(self): self.clinician(self.consultant)

    def s_dear(self):
        c = self.consultant
        self.lit((c.title or "Dr") + " ")
        self.phi(c.last, "DOCTOR")

    def s_nurse_email(self): self.phi(self.nurse.email, "EMAIL")
    def s_registrar(self): self.clinician(self.registrar)
    def s_gp(self): self.clinician(self.gp)
    def s_nurse(self): self.clinician(self.nurse)
    def s_sw(self): self.clinician(self.sw)
    def s_pharmacist(self): self.clinician(self.pharmacist)
    def s_author(self): self.clinician(self.author, full=True)
    def s_user(self): self.phi(self.rng.choice((self.author, self.nurse, self.pharmacist)).username,
                               "USERNAME")
    def s_reg_no(self): self.phi(self.author.registration, "LICENSE")
    def s_staff_email(self): self.phi(self.rng.choice((self.author, self.gp)).email, "EMAIL")

    # -- places -----------------------------------------------------------------------------
    def s_site(self): self.phi(self.site.name, "HOSPITAL")
    def s_other_site(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_ward(self): self.phi(self.rng.choice(self.wards), "DEPARTMENT")

    def s_bed(self):
        rng = self.rng
        if rng.random() < 0.4:
            self.lit("Bay ")
            self.phi(str(rng.randint(1, 8)), "ROOM")
            self.lit(", Bed ")
        else:
            self.lit(rng.choice(("Bed ", "bed ", "Rm ", "Room ")))
        self.phi(rng.choice((str(rng.randint(1, 40)), f"{rng.randint(1, 30)}{rng.choice('ABC')}")),
                 "ROOM")

    def s_address(self):
        p, rng = self.patient, self.rng
        self.phi(p.street, "STREET")
        self.lit(rng.choice((", ", "\n", " ")))
        self.phi(p.place[0].upper() if rng.random() < 0.3 else p.place[0], "CITY")
        self.lit(" ")
        self.s_state()
        self.lit(" ")
        self.phi(p.postcode, "ZIP")

    def s_state(self):
        abbr = self.patient.place[1]
        self.phi(B_STATES.get(abbr, abbr) if self.rng.random() < 0.3 else abbr, "STATE")

    def s_city(self): self.phi(self.patient.place[0], "CITY")
    def s_any_city(self): self.phi(self.rng.choice(B_PLACES)[0], "CITY")

    def s_site_address(self):
        s = self.site
        self.phi(s.street, "STREET")
        self.lit(", ")
        self.phi(s.place[0], "CITY")
        self.lit(" ")
        self.phi(s.place[1], "STATE")
        self.lit(" ")
        self.phi(s.postcode, "ZIP")

    def s_country(self): self.phi(self.patient.origin, "COUNTRY")
    def s_landmark(self): self.phi(self.rng.choice(B_LANDMARKS), "LOCATION-OTHER")
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")
    def s_prof(self): self.phi(self.patient.profession, "PROFESSION")

    # -- contact and identifiers -------------------------------------------------------------
    def s_home(self): self.phi(formats.format_phone_b(self.patient.home, self.rng), "PHONE")
    def s_mobile(self): self.phi(formats.format_phone_b(self.patient.mobile, self.rng), "PHONE")
    def s_kin_phone(self): self.phi(formats.format_phone_b(self.patient.kin[2], self.rng), "PHONE")
    def s_site_phone(self): self.phi(formats.format_phone_b(self.site.phone, self.rng), "PHONE")
    def s_site_fax(self): self.phi(formats.format_phone_b(self.site.fax, self.rng), "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")

    def s_url(self):
        d = self.site.domain
        self.phi(self.rng.choice((f"https://{d}/referrals", f"www.{d}", f"https://portal.{d}/login",
                                  f"{d}/patients/forms")), "URL")

    def s_ip(self):
        self.phi(f"{self.site.ip_prefix}.{self.rng.randint(1, 254)}", "IPADDR")

    def s_hosp_no(self): self.phi(self.patient.hospital_no, "MEDICALRECORD")
    def s_national_no(self): self.phi(self.patient.national_no, "MEDICALRECORD")
    def s_medicare(self): self.phi(self.patient.medicare, "HEALTHPLAN")
    def s_member_no(self): self.phi(self.patient.member_no, "HEALTHPLAN")
    def s_tax_no(self): self.phi(self.patient.tax_no, "SSN")
    def s_account(self): self.phi(formats.account_b(self.rng), "ACCOUNT")
    def s_vehicle(self): self.phi(self.patient.vehicle, "VEHICLE")
    def s_device(self): self.phi(self.patient.device, "DEVICE")
    def s_new_device(self): self.phi(formats.device_b(self.rng), "DEVICE")
    def s_specimen(self): self.phi(formats.specimen_id(self.rng, self.visit.start.year), "BIOID")
    def s_ref(self): self.phi(formats.reference_number(self.rng, self.visit.start.year), "IDNUM")
