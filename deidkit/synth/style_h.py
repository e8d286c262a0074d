"""Style H: general-domain text with personal data, for training: personal and work e-mails,
forum threads, CVs, news stories, death notices, meeting minutes and rental listings, with
names from the locales of :mod:`deidkit.synth.locales` (H) and places of style F.

TYPE mapping as in style C (:mod:`deidkit.synth.style_c`, after the i2b2 2014 guidelines):
every private person is PATIENT and only care providers are DOCTOR; log-ins and @handles
USERNAME; companies, schools, clubs and councils ORGANIZATION, care facilities HOSPITAL;
job titles PROFESSION; venues and landmarks LOCATION-OTHER; bank accounts and IBANs
ACCOUNT; national IDs SSN; driving licences LICENSE; plates and VINs VEHICLE; device serials
DEVICE; health-insurance numbers HEALTHPLAN, patient numbers MEDICALRECORD; passport,
order, case and reference numbers IDNUM; every age and every date.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from functools import lru_cache

from deidkit.synth import formats_f as ff
from deidkit.synth.builder import Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.pools import PROFESSIONS
from deidkit.synth.style_b import person
from deidkit.synth.style_f import COUNTRIES, EMPLOYERS_EXTRA, LANDMARKS, PLACES
from deidkit.synth.surface import ascii_email, digits, letters, slug

JOBS = ("marketing coordinator", "quantity surveyor", "primary school teacher", "bus mechanic",
        "research chemist", "mortgage adviser", "shift supervisor", "tour guide",
        "software tester", "museum curator", "court interpreter", "veterinary nurse",
        "payroll officer", "landscape architect", "retail manager", "sound engineer",
        "logistics planner", "pastry chef", "structural engineer", "freelance translator",
        "school caretaker", "data scientist", "warehouse picker", "air traffic controller")
SCHOOLS = ("University of Leeds", "National University of Singapore", "Osaka University",
           "Tbilisi State University", "University of Utah", "Kumasi Technical University",
           "Aristotle University of Thessaloniki", "Yerevan State Medical University",
           "Lviv Polytechnic", "Universiti Malaya", "Indiana University", "Korea University")
CLUBS = ("the Riverside Allotment Society", "Harbourview Running Club", "the Parents' Association",
         "Eastside Chess Club", "the Tenants' Committee", "St Aidan's Choir",
         "the Neighbourhood Watch", "Greenway Cycling Club")
MAIL = ("gmail.com", "protonmail.com", "yahoo.com", "mail.ru", "naver.com", "outlook.com",
        "btinternet.com", "singnet.com.sg", "hotmail.gr", "ukr.net")


@dataclass
class HPerson:
    """The person a text is about and what such texts reveal of them."""

    number: int
    person: Person
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple[str, str]
    email: str
    handle: str
    job: str
    employer: str
    school: str
    account: str
    national_id: str
    licence: str
    plate: str
    serial: str
    ip: str
    friend: Person
    relative: tuple[str, Person]
    visits: tuple[str, ...]


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = other_pools(seed, "H")
    rng = random.Random(f"deidkit-synth/{seed}/H/world")
    others = tuple(person(rng, pools) for _ in range(120))
    return pools, others


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/H/plan/{number}").choice((1, 1, 1, 2, 2, 3))


def make_person(seed: int, number: int, note_types) -> HPerson:
    pools, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/H/person/{number}")
    p = person(rng, pools)
    dob = dt.date(rng.randint(1940, 2008), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    place = rng.choice(PLACES)
    f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    handle = rng.choice((f"{f}_{la[:3]}{rng.randint(1, 99)}", f"{la}{f[:1]}{dob.year % 100:02d}",
                         f"{f}{rng.randint(100, 999)}", f"mr_{la}" if p.sex == "M" else f"ms_{la}",
                         f"{f[:3]}{la[:3]}".upper()))
    kinds, weights = zip(*note_types)
    rel = rng.choice(("sister", "brother", "mum", "dad", "cousin", "wife", "husband", "son",
                      "daughter", "grandmother"))
    return HPerson(
        number=number, person=p, dob=dob, place=place,
        street=f"{rng.randint(1, 240)} {rng.choice(pools.streets)}",
        postcode=postcode(rng, place[4]) if place[4] else "", phone=ff.phone(rng, place[0]),
        email=rng.choice((f"{f}.{la}", handle.lower(), f"{f[:1]}{la}{rng.randint(1, 99)}"))
        + "@" + rng.choice(MAIL), handle=handle, job=rng.choice(JOBS + PROFESSIONS),
        employer=rng.choice(pools.companies + EMPLOYERS_EXTRA), school=rng.choice(SCHOOLS),
        account=rng.choice((f"GB{digits(rng, 2)} {letters(rng, 4)} {digits(rng, 4)} "
                            f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}",
                            f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 3)}",
                            digits(rng, 11))),
        national_id=ff.national_id(rng), licence=ff.license_number(rng), plate=ff.plate(rng),
        serial=ff.device(rng), ip=ff.ip_address(rng), friend=person(rng, pools),
        relative=(rel, person(rng, pools)),
        visits=tuple(rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))))


class HText(Writer):
    """A style-H text about one person; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, subject: HPerson, rng: random.Random):
        super().__init__(rng)
        self.pools, self.others = build_world(seed)
        self.subject = subject
        self.other = rng.choice(self.others)
        self.company = rng.choice(self.pools.companies + EMPLOYERS_EXTRA)
        self.day = dt.date(rng.randint(2018, 2034), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        self.date_style = rng.choice(ff.NUMERIC + ff.NARRATIVE)
        self.domain = slug(self.company)[:14] + rng.choice((".com", ".org", ".net", ".co.uk",
                                                            ".io"))

    def s_date(self):
        style = self.date_style if self.rng.random() < 0.7 else self.rng.choice(ff.NARRATIVE)
        self.phi(ff.format_date(self.day, style), "DATE")

    def s_later(self):
        d = self.day + dt.timedelta(days=self.rng.randint(1, 90))
        self.phi(ff.format_date(d, self.rng.choice(ff.NARRATIVE + ("weekday", "md", "dm"))), "DATE")

    def s_year(self):
        self.phi(ff.format_date(self.day - dt.timedelta(days=self.rng.randint(300, 9000)),
                                self.rng.choice(("y", "y", "month_y", "y2"))), "DATE")

    def s_dob(self): self.phi(ff.format_date(self.subject.dob, self.date_style), "DATE")

    def s_age(self):
        d, b = self.day, self.subject.dob
        self.phi(str(d.year - b.year - ((d.month, d.day) < (b.month, b.day))), "AGE")

    def s_other_age(self): self.phi(str(self.rng.randint(19, 97)), "AGE")

    def s_name(self):
        p, r = self.subject.person, self.rng.random()
        self.phi(f"{p.first} {p.last}" if r < 0.5 else p.first if r < 0.8 else p.last, "PATIENT")

    def s_full(self): self.phi(f"{self.subject.person.first} {self.subject.person.last}", "PATIENT")
    def s_first(self): self.phi(self.subject.person.first, "PATIENT")
    def s_last(self): self.phi(self.subject.person.last, "PATIENT")
    def s_upper_name(self):
        p = self.subject.person
        self.phi(f"{p.first} {p.last}".upper(), "PATIENT")

    def s_friend(self):
        f = self.subject.friend
        self.phi(f.first if self.rng.random() < 0.6 else f"{f.first} {f.last}", "PATIENT")

    def s_rel(self): self.lit(self.subject.relative[0])

    def s_relname(self):
        r = self.subject.relative[1]
        self.phi(self.rng.choice((r.first, f"{r.first} {r.last}")), "PATIENT")

    def s_other(self):
        o = self.other
        self.phi(self.rng.choice((f"{o.first} {o.last}", o.first, f"{o.first[0]}. {o.last}")),
                 "PATIENT")

    def s_doctor(self):
        o = self.rng.choice(self.others)
        self.lit(self.rng.choice(("Dr ", "Dr. ", "dr ")))
        self.phi(o.last if self.rng.random() < 0.6 else f"{o.first} {o.last}", "DOCTOR")

    def s_handle(self):
        self.lit("@" if self.rng.random() < 0.5 else "")
        self.phi(self.subject.handle, "USERNAME")

    def s_other_handle(self):
        o = self.rng.choice(self.others)
        self.phi(f"{ascii_email(o.first).replace('.', '')[:6]}{self.rng.randint(1, 999)}",
                 "USERNAME")

    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_other_email(self):
        o = self.other
        self.phi(f"{ascii_email(o.first)}.{ascii_email(o.last)}@{self.domain}", "EMAIL")

    def s_phone(self): self.phi(ff.format_phone(self.subject.phone, self.rng, ext=True), "PHONE")
    def s_fax(self):
        self.phi(ff.format_phone(ff.phone(self.rng, self.subject.place[0]), self.rng), "FAX")
    def s_company(self): self.phi(self.company, "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_school(self): self.phi(self.subject.school, "ORGANIZATION")
    def s_club(self): self.phi(self.rng.choice(CLUBS).removeprefix("the "), "ORGANIZATION")
    def s_job(self): self.phi(self.subject.job, "PROFESSION")
    def s_other_job(self): self.phi(self.rng.choice(JOBS + PROFESSIONS), "PROFESSION")

    def s_url(self):
        d, rng = self.domain, self.rng
        self.phi(rng.choice((f"https://{d}/careers", f"www.{d}",
                             f"https://forum.{d}/t/{digits(rng, 5)}",
                             f"http://{d}/news/{self.day.year}/{slug(self.subject.person.last)}")),
                 "URL")

    def s_ip(self): self.phi(self.subject.ip, "IPADDR")

    def s_address(self):
        s, rng = self.subject, self.rng
        self.phi(s.street, "STREET")
        self.lit(rng.choice((", ", "\n")))
        self.phi(s.place[1], "CITY")
        if s.place[3]:
            self.lit(", ")
            self.phi(s.place[3], "STATE")
        elif s.place[2] and rng.random() < 0.5:
            self.lit(", ")
            self.phi(s.place[2], "STATE")
        if s.postcode:
            self.lit(" ")
            self.phi(s.postcode, "ZIP")
        if rng.random() < 0.5:
            self.lit(", ")
            self.phi(s.place[5], "COUNTRY")

    def s_street(self): self.phi(self.subject.street, "STREET")
    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_any_city(self): self.phi(self.rng.choice(PLACES)[1], "CITY")
    def s_country(self): self.phi(self.rng.choice(COUNTRIES), "COUNTRY")
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")

    def s_hospital(self):
        kind = self.rng.choice(("General Hospital", "Royal Infirmary", "Hospice", "Medical Centre"))
        self.phi(f"{self.subject.place[1]} {kind}", "HOSPITAL")

    def s_account(self): self.phi(self.subject.account, "ACCOUNT")
    def s_national_id(self): self.phi(self.subject.national_id, "SSN")
    def s_licence(self): self.phi(self.subject.licence, "LICENSE")
    def s_plate(self): self.phi(self.subject.plate, "VEHICLE")
    def s_vin(self): self.phi(ff.vin(self.rng), "VEHICLE")
    def s_serial(self): self.phi(self.subject.serial, "DEVICE")
    def s_ref(self): self.phi(ff.idnum(self.rng, self.day.year), "IDNUM")
    def s_passport(self): self.phi(f"{letters(self.rng, 2)}{digits(self.rng, 7)}", "IDNUM")
    def s_member(self): self.phi(ff.insurance_id(self.rng), "HEALTHPLAN")
    def s_patient_no(self): self.phi(ff.mrn(self.rng), "MEDICALRECORD")
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))
