"""Style E: clinical text of yet another origin, held out for evaluation only.

E is held out: the shipped model and the project's recipes never train on it. It measures
how a tagger trained on A, B and C does out of distribution, so it differs from all three in
what a tagger could overfit to: note types (ED triage, imaging report with accession and
scanner serials, surgical pathology, SBAR nursing handoff, telehealth/portal thread,
pharmacy medication reconciliation, EMS run sheet) and their layouts (ALL-CAPS headers,
pipes, terse abbreviations, lower-case triage, French-Canadian fragments); name locales
(:mod:`deidkit.synth.locales`: Quebec, Irish-Gaelic, Pakistani, Nigerian, Thai,
Icelandic, Latvian, Belgian and South African names); places in Canada, Ireland, India,
South Africa and US states A never writes, each patient's formats following their region;
dates (20890312, 12-03-2089, 12MAR89, 2089/03/12, 12 mars 2089, "on the 12th"), phones
(+353 21 432 1100, +91 98450 12345, 416/555-0100 ext 22), ages (67yo, 67 y/o, aged 67,
M/67), IDs (SJH-0048213, Ontario health cards, Aadhaar-like and South African ID numbers,
DEA/CPSO numbers, S2089-01234), ambulance unit numbers and plates.

Annotation follows the i2b2 2014 guidelines (as style C's docstring summarizes): relatives,
bystanders and the patient are PATIENT; physicians, nurses, paramedics, pharmacists and
technologists are DOCTOR (credentials and 'RN', 'Dr' stay outside the tag); a login is
USERNAME; labels stay outside ('Rm 4B-12': ROOM '4B-12'; 'Resus 3': ROOM '3'); a named
unit ('7 West', 'Heron Unit') is DEPARTMENT; a health card or insurer member number is
HEALTHPLAN; SIN/PPSN/Aadhaar/SA ID numbers SSN; DEA and college registrations and
driving licences LICENSE; ambulance unit numbers and plates VEHICLE; scanner, pump and
monitor serials DEVICE; pathology accessions BIOID; encounter, accession, NPI, order and
prescription numbers IDNUM; a billing (FIN) number ACCOUNT.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats
from deidkit.synth.builder import Writer
from deidkit.synth.locales import (E_COUNTRIES, E_COUNTRY, E_EMPLOYERS, E_INSURERS, E_JOBS,
                                   E_LANDMARKS, E_MAIL, E_PHARMACIES, E_PLACES, E_POSTCODES,
                                   E_STREETS, other_pools, postcode)
from deidkit.synth.model import Person
from deidkit.synth.style_b import person
from deidkit.synth.surface import ascii_email, letters, slug

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("ed_triage", 16), ("imaging_report", 14), ("surgical_pathology", 12),
    ("sbar_handoff", 16), ("telehealth_thread", 14), ("pharmacy_med_rec", 12),
    ("ems_run_sheet", 16),
)
ROLES = ("attending", "attending", "resident", "nurse", "nurse", "pharmacist", "radiologist",
         "pathologist", "technologist", "paramedic", "nurse practitioner")
CREDENTIALS = {"attending": (", MD", " MD", ", MBBCh", ", FRCPC", ", DO", ", MBBS"),
               "resident": (", MD (PGY-2)", " (R3)", ", SHO", ""),
               "nurse": (" RN", ", RN", " RPN"), "pharmacist": (", RPh", " PharmD", " (pharmacy)"),
               "radiologist": (", MD FRCPC", " MD", ", FFR RCSI"),
               "pathologist": (", MD", " FCPath"), "technologist": (" MRT(R)", ", RT", " (tech)"),
               "paramedic": (" PCP", " ACP", " EMT-P"),
               "nurse practitioner": (", NP", " NP-PHC", ", APRN")}
SITE_PATTERNS = {
    "CA": ("{city} Health Sciences Centre", "St. {saint} Healthcare", "{last} Family Health Team",
           "Hopital {saint}-de-{city}"),
    "IE": ("{city} University Hospital", "Mercy Hospital {city}", "St. {saint}'s Regional"),
    "IN": ("{last} Multispeciality Hospital", "{city} Civil Hospital", "{last} Institute of "
           "Medical Sciences"),
    "ZA": ("{last} Provincial Hospital", "{city} Academic Hospital", "Life {last} Clinic"),
    "US": ("{city} Regional Health", "Saint {saint} Medical Plaza", "{last} Urgent Care"),
}
SAINTS = ("Brendan", "Columba", "Kateri", "Brigid", "Jerome", "Finbarr", "Hyacinthe", "Thomas")
UNIT_WORDS = ("Heron", "Trillium", "Loon", "Shamrock", "Protea", "Lotus", "Cedar", "Aspen",
              "Kingfisher", "Marula", "Tamarack", "Banyan")
DOMAINS = {"CA": ".on.ca", "IE": ".ie", "IN": ".in", "ZA": ".co.za", "US": ".org"}
RELATIONS = ("wife", "husband", "son", "daughter", "mom", "dad", "sister", "brother",
             "girlfriend", "boyfriend", "roommate", "aunt", "grandson", "landlord")
FEMALE_RELS = ("wife", "daughter", "mom", "sister", "girlfriend", "aunt")
MALE_RELS = ("husband", "son", "dad", "brother", "boyfriend", "grandson")


@dataclass(frozen=True)
class Staff(Person):
    role: str = "attending"
    credential: str = ""
    username: str = ""
    email: str = ""
    license: str = ""
    site: int = 0


@dataclass(frozen=True)
class SiteE:
    name: str
    code: str
    region: str
    street: str
    place: tuple[str, str, str, str]
    postcode: str
    phone: tuple[str, str]
    fax: tuple[str, str]
    domain: str


@dataclass
class PatientE:
    number: int
    person: Person
    region: str
    dob: dt.date
    street: str
    place: tuple[str, str, str, str]
    postcode: str
    home: tuple[str, str]
    cell: tuple[str, str]
    email: str
    username: str
    mrn: str
    health_card: str
    insurer: str
    national_id: str
    account: str
    licence: str
    plate: str
    device: str
    job: str
    employer: str
    origin: str
    site: int
    kin: tuple[str, Person, tuple[str, str]]
    visits: list = field(default_factory=list)


@dataclass
class VisitE:
    number: int
    note_type: str
    start: dt.date


def street_e(rng: random.Random, pools, region: str) -> str:
    local = {"CA": "fr_CA", "IN": "en_IN"}.get(region)
    name = rng.choice(E_STREETS[region] + (pools.streets_of[local][:40] if local else ()))
    if region == "IN":
        return f"{rng.randint(1, 40)}/{rng.randint(1, 9)}, {name}"
    if region == "US" and rng.random() < 0.3:
        return f"{rng.randint(1000, 19999)} {rng.choice(('N', 'S', 'E', 'W'))} {name}"
    unit = f"Apt {rng.randint(1, 40)}, " if rng.random() < 0.15 else ""
    return f"{unit}{rng.randint(1, 999)} {name}"


def username_e(rng: random.Random, p: Person) -> str:
    f, last = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    return rng.choice((f"{last[:6]}{f[:1]}{rng.randint(1, 9)}", f"{f}.{last[:1]}",
                       f"{f[:1]}{last}".upper(), f"{f}_{last}", f"u{rng.randint(10000, 99999)}"))


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = other_pools(seed, "E")
    rng = random.Random(f"deidkit-synth/{seed}/E/world")
    sites = []
    for k in range(35):
        region = ("CA", "IE", "IN", "ZA", "US")[k % 5]
        place = rng.choice([p for p in E_PLACES if p[0] == region])
        pattern = rng.choice(SITE_PATTERNS[region])
        name = pattern.format(city=place[1], last=rng.choice(pools.last).split()[-1],
                              saint=rng.choice(SAINTS))
        code = "".join(w[0] for w in name.replace("-", " ").split() if w[0].isalpha()).upper()
        code = (code + letters(rng, 3))[:3]
        sites.append(SiteE(name, code, region, street_e(rng, pools, region), place,
                           postcode(rng, rng.choice(E_POSTCODES[region])),
                           formats.phone_e(rng, region), formats.phone_e(rng, region),
                           slug(name)[:16] + DOMAINS[region]))
    staff = []
    for _ in range(280):
        p = person(rng, pools)
        role = rng.choice(ROLES)
        site = rng.randrange(len(sites))
        staff.append(Staff(p.first, p.middle, p.last, p.sex, role=role,
                           credential=rng.choice(CREDENTIALS[role]),
                           username=username_e(rng, p),
                           email=f"{ascii_email(p.first)}.{ascii_email(p.last)}@"
                                 f"{sites[site].domain}",
                           license=formats.dea_e(rng), site=site))
    units = tuple(f"{rng.randint(2, 9)} {rng.choice(('West', 'East', 'North', 'South'))}"
                  for _ in range(8)) + tuple(f"{w} Unit" for w in UNIT_WORDS) + tuple(
        f"Tower {rng.choice('ABCD')} {rng.randint(2, 8)}" for _ in range(5)) + (
        "CTU Red", "CTU Blue", "Pod C Fast Track", "Rapid Assessment Zone")
    return pools, tuple(sites), tuple(staff), units


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/E/plan/{number}")
    return rng.choice((1, 1, 1, 2, 2, 3))


def build_patient(seed: int, number: int) -> PatientE:
    pools, sites, _, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/E/patient/{number}")
    site = rng.randrange(len(sites))
    region = sites[site].region
    p = person(rng, pools)
    first = dt.date(rng.randint(2030, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first - dt.timedelta(days=rng.randint(1, 98) * 365 + rng.randint(0, 364))
    place = rng.choice([x for x in E_PLACES if x[0] == region])
    rel = rng.choice(RELATIONS)
    kin = person(rng, pools, sex="F" if rel in FEMALE_RELS else "M" if rel in MALE_RELS else None)
    user = username_e(rng, p)
    email = rng.choice((user.lower(), ascii_email(f"{p.first}{p.last}"))) + "@" + rng.choice(
        E_MAIL[region] + ("gmail.com", "outlook.com"))
    patient = PatientE(
        number=number, person=p, region=region, dob=dob, street=street_e(rng, pools, region),
        place=place, postcode=postcode(rng, rng.choice(E_POSTCODES[region])),
        home=formats.phone_e(rng, region), cell=formats.phone_e(rng, region, mobile=True),
        email=email, username=user, mrn=formats.mrn_e(rng, sites[site].code),
        health_card=formats.health_card_e(rng, region), insurer=rng.choice(E_INSURERS[region]),
        national_id=formats.national_id_e(rng, region), account=f"FIN {formats.digits(rng, 9)}"
        if rng.random() < 0.1 else formats.digits(rng, 3) + "-" + formats.digits(rng, 7),
        licence=rng.choice((f"{letters(rng, 1)}{formats.digits(rng, 4)}-{formats.digits(rng, 5)}"
                            f"-{formats.digits(rng, 5)}", f"DL{formats.digits(rng, 9)}")),
        plate=formats.plate_e(rng, region), device=formats.device_e(rng), job=rng.choice(E_JOBS),
        employer=rng.choice(E_EMPLOYERS + pools.companies[:6]), origin=rng.choice(E_COUNTRIES),
        site=site, kin=(rel, kin, formats.phone_e(rng, region, mobile=True)))
    day = first
    kinds, weights = zip(*NOTE_TYPES)
    for v in range(1, visit_count(seed, number) + 1):
        patient.visits.append(VisitE(v, rng.choices(kinds, weights)[0], day))
        day += dt.timedelta(days=rng.randint(1, 250))
    return patient


class NoteE(Writer):
    """A style-E note about one visit; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, patient: PatientE, visit: VisitE, rng: random.Random):
        super().__init__(rng)
        self.pools, self.sites, staff, self.units = build_world(seed)
        self.patient, self.visit = patient, visit
        self.site = self.sites[patient.site]
        local = [c for c in staff if c.site == patient.site]
        self.by_role = {r: [c for c in local if c.role == r] or [c for c in staff if c.role == r]
                        for r in dict.fromkeys(ROLES)}  # in ROLES order: a set's order varies by process
        self.md = rng.choice(self.by_role["attending"])
        self.rn = rng.choice(self.by_role["nurse"])
        self.rn2 = rng.choice(self.by_role["nurse"])
        others = [s for s in self.sites if s.region == self.site.region and s != self.site]
        self.other_site = rng.choice(others or list(self.sites))
        region = patient.region
        self.num_style = rng.choice(formats.E_NUMERIC[region])
        self.french = patient.place[2] == "QC" and rng.random() < 0.7
        self.specimen = formats.specimen_e(rng, visit.start.year)
        p = patient.person
        self.he, self.his = ("he", "his") if p.sex == "M" else ("she", "her")
        self.age = (visit.start.year - patient.dob.year
                    - ((visit.start.month, visit.start.day) < (patient.dob.month, patient.dob.day)))

    def staff(self, role: str) -> Staff:
        return self.rng.choice(self.by_role[role])

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, narrative: bool = False, time: bool = False) -> None:
        rng = self.rng
        if narrative:
            style = "fr" if self.french and rng.random() < 0.5 else rng.choice(
                formats.E_NARRATIVE)
            if style == "ord_only":
                self.lit("the ")
        else:
            style = self.num_style if rng.random() < 0.8 else rng.choice(
                formats.E_NUMERIC[self.patient.region])
        self.phi(formats.format_date_e(d, style), "DATE")
        if time:   # times are not PHI: attached, but outside the tag
            h, m = rng.randint(0, 23), rng.randint(0, 59)
            if style in ("iso", "compact") and rng.random() < 0.5:
                self.lit(f"T{h:02d}:{m:02d}" if style == "iso" else f"{h:02d}{m:02d}")
            else:
                self.lit(rng.choice((f" {h:02d}{m:02d}", f"@{h:02d}{m:02d}", f" {h:02d}:{m:02d}",
                                     f" {h:02d}h{m:02d}" if self.french else f" {h:02d}:{m:02d}")))

    def s_date(self): self.date(self.visit.start)
    def s_stamp(self): self.date(self.visit.start, time=True)
    def s_date_n(self): self.date(self.visit.start, narrative=True)
    def s_dob(self): self.date(self.patient.dob)

    def s_later(self):
        self.date(self.visit.start + dt.timedelta(days=self.rng.randint(2, 90)), narrative=True)

    def s_earlier(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(20, 4000))
        style = self.rng.choice(("monY", "Y", "dmY_dash", self.num_style))
        self.phi(formats.format_date_e(d, style), "DATE")

    def s_age(self):
        rng, sex = self.rng, self.patient.person.sex
        before, after = rng.choice((("", " y/o"), ("", "yo"), ("", " years"), ("aged ", ""),
                                    (f"{sex}/", ""), ("", f" {sex}"), ("", " yr old"),
                                    ("AGE: ", ""), ("", "Y")))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    # -- people -----------------------------------------------------------------------------
    def s_pt(self):
        p, rng = self.patient.person, self.rng
        self.phi(rng.choice((f"{p.last.upper()}, {p.first}", f"{p.last}, {p.first}",
                             f"{p.first} {p.last}", f"{p.first[0]}.{p.last[0]}.", f"{p.first}",
                             f"{p.first.lower()} {p.last.lower()}", f"{p.last.upper()} {p.first}")),
                 "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.patient.person.last.upper(), "PATIENT")

    def s_pt_formal(self):
        p = self.patient.person
        self.lit(("Mr. " if p.sex == "M" else self.rng.choice(("Mrs. ", "Ms. "))))
        self.phi(p.last, "PATIENT")

    def s_kin(self):
        kin = self.patient.kin[1]
        self.phi(self.rng.choice((kin.first, f"{kin.first} {kin.last}", kin.first.upper())),
                 "PATIENT")

    def s_rel(self): self.lit(self.patient.kin[0])
    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_sex(self): self.lit(self.patient.person.sex)

    def provider(self, c: Staff, credential: bool = True) -> None:
        rng = self.rng
        r = rng.random()
        if c.role in ("nurse", "paramedic") and r < 0.4:
            self.lit(rng.choice(("RN ", "Nurse ", "")) if c.role == "nurse" else "medic ")
            self.phi(c.first, "DOCTOR")
            return
        if r < 0.35:
            self.lit("Dr. " if c.role in ("attending", "resident", "radiologist", "pathologist")
                     else "")
            self.phi(f"{c.first[0]}. {c.last}", "DOCTOR")
        elif r < 0.6:
            self.phi(f"{c.first} {c.last}", "DOCTOR")
        elif r < 0.8:
            self.phi(f"{c.last.upper()}, {c.first[0]}", "DOCTOR")
        else:
            self.phi(f"{c.first[0]}{c.last[0]}" if rng.random() < 0.3 else c.last, "DOCTOR")
        if credential and c.credential:
            self.lit(c.credential)

    def s_md(self): self.provider(self.md)
    def s_rn(self): self.provider(self.rn)
    def s_rn2(self): self.provider(self.rn2)
    def s_np(self): self.provider(self.staff("nurse practitioner"))
    def s_resident(self): self.provider(self.staff("resident"))
    def s_pharmacist(self): self.provider(self.staff("pharmacist"))
    def s_radiologist(self): self.provider(self.staff("radiologist"))
    def s_pathologist(self): self.provider(self.staff("pathologist"))
    def s_tech(self): self.provider(self.staff("technologist"))
    def s_medic(self): self.provider(self.staff("paramedic"))
    def s_md_user(self): self.phi(self.md.username, "USERNAME")
    def s_rn_user(self): self.phi(self.rn.username, "USERNAME")
    def s_md_email(self): self.phi(self.md.email, "EMAIL")
    def s_md_license(self): self.phi(self.md.license, "LICENSE")

    def s_any_user(self):
        self.phi(self.rng.choice(self.rng.choice(list(self.by_role.values()))).username,
                 "USERNAME")

    # -- places -----------------------------------------------------------------------------
    def s_site(self): self.phi(self.site.name, "HOSPITAL")
    def s_other_site(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_unit(self): self.phi(self.rng.choice(self.units), "DEPARTMENT")

    def s_room(self):
        rng = self.rng
        label, value = rng.choice((
            ("Rm ", f"{rng.randint(2, 9)}{rng.choice('ABCD')}-{rng.randint(1, 40):02d}"),
            ("Bed ", f"{rng.randint(100, 999)}-{rng.randint(1, 4)}"),
            ("Resus ", str(rng.randint(1, 4))),
            ("Hall bed ", f"H{rng.randint(1, 20)}"), ("Rm ", str(rng.randint(200, 899))),
            ("Pod C bay ", str(rng.randint(1, 24))),
            ("room ", f"{rng.randint(1, 9)}{rng.randint(10, 60)}")))
        self.lit(label)
        self.phi(value, "ROOM")

    def s_address(self):
        p, rng = self.patient, self.rng
        self.phi(p.street, "STREET")
        self.lit(rng.choice((", ", " | ", "\n")))
        self.s_city()
        self.lit(", " if p.region != "IE" else ", Co. ")
        self.s_state()
        self.lit(" ")
        self.phi(p.postcode, "ZIP")
        if rng.random() < 0.3:
            self.lit(", ")
            self.phi(E_COUNTRY[p.region], "COUNTRY")

    def s_street(self): self.phi(self.patient.street, "STREET")

    def s_city(self):
        city = self.patient.place[1]
        self.phi(city.upper() if self.rng.random() < 0.2 else city, "CITY")

    def s_state(self):
        place = self.patient.place
        self.phi(place[2] if self.rng.random() < 0.6 else place[3], "STATE")

    def s_zip(self): self.phi(self.patient.postcode, "ZIP")
    def s_country(self): self.phi(self.patient.origin, "COUNTRY")
    def s_landmark(self):
        region = self.patient.region if self.rng.random() < 0.85 else self.rng.choice(
            tuple(E_LANDMARKS))
        self.phi(self.rng.choice(E_LANDMARKS[region]), "LOCATION-OTHER")
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")
    def s_pharmacy(self): self.phi(self.rng.choice(E_PHARMACIES), "ORGANIZATION")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")

    # -- contact and identifiers -------------------------------------------------------------
    def phone(self, number, type_="PHONE", ext=False):
        self.phi(formats.format_phone_e(number, self.rng, ext=ext), type_)

    def s_home(self): self.phone(self.patient.home)
    def s_cell(self): self.phone(self.patient.cell)
    def s_kin_phone(self): self.phone(self.patient.kin[2])
    def s_site_phone(self): self.phone(self.site.phone, ext=self.rng.random() < 0.4)
    def s_fax(self): self.phone(self.site.fax, "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")
    def s_pt_user(self): self.phi(self.patient.username, "USERNAME")

    def s_url(self):
        d, rng = self.site.domain, self.rng
        self.phi(rng.choice((f"https://mychart.{d}/", f"https://{d}/telehealth/join?id="
                             f"{rng.randint(100000, 999999)}", f"myhealth.{d}",
                             f"www.{d}/patients")), "URL")

    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_card(self): self.phi(self.patient.health_card, "HEALTHPLAN")
    def s_ssn(self): self.phi(self.patient.national_id, "SSN")
    def s_account(self): self.phi(self.patient.account, "ACCOUNT")
    def s_licence(self): self.phi(self.patient.licence, "LICENSE")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_unit_no(self): self.phi(formats.ems_unit_e(self.rng), "VEHICLE")
    def s_device(self): self.phi(self.patient.device, "DEVICE")
    def s_serial(self): self.phi(formats.device_e(self.rng), "DEVICE")
    def s_enc(self): self.phi(formats.encounter_e(self.rng), "IDNUM")
    def s_acc(self): self.phi(formats.accession_e(self.rng, self.visit.start.year), "IDNUM")
    def s_npi(self): self.phi(formats.digits(self.rng, 10), "IDNUM")
    def s_rx(self): self.phi(f"{self.rng.randint(1, 9)}{formats.digits(self.rng, 6)}", "IDNUM")
    def s_specimen(self): self.phi(self.specimen, "BIOID")
    def s_old_specimen(self): self.phi(formats.specimen_e(self.rng, self.visit.start.year - 1),
                                       "BIOID")
