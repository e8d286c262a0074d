"""Style I: the operational records a hospital's systems and staff write around care, for
training: bed boards and census lists, OR, procedure, infusion and dialysis schedules,
transport and cleaning tickets, EHR access logs, device and implant logs, specimen
chain-of-custody sheets, on-call rosters and switchboard logs, staff directories, shift
handovers, incident reports, vendor and referral directories, pharmacy and courier logs,
interpreter and chaplaincy requests, facility work orders, ADT interface messages, and
flowsheets, monitor feeds and glucose logs. They are written so that the TYPEs other training
styles write rarely or in one way only (ROOM, USERNAME, DEPARTMENT, ORGANIZATION,
LOCATION-OTHER, PROFESSION, DEVICE and the IDs) come often and in many forms: in aligned,
pipe- or comma-separated tables, key-value forms, log lines and short narratives, bare in
table cells as often as after a cue word.

Annotation follows the i2b2 2014 guidelines and the conventions of styles A, B and F: label
words stay outside tags (in 'Chair 14', 'OR 7', 'Hall bed 3' and 'Pod C' only '14', '7', '3'
and 'C' are ROOM; a domain before a log-in, 'MED\\', and the 'x' of an extension too), and so
do titles, credentials (RN, MD) and times; every date is DATE. Patients and their relatives
are PATIENT; the hospital's staff (clinical and support: nurses, porters, engineers) DOCTOR;
outside persons (couriers, vendor representatives, agency interpreters) PATIENT, as style H
tags private persons. Log-ins USERNAME; the jobs of patients and of outside persons
PROFESSION, in a 'Role' column as well as in prose, but not the staff's roles in the care (a
roster's 'respiratory therapist' is no more PHI than style F's '(charge nurse)'); named wards,
units, clinics, labs and services, spelled out or abbreviated ('4 North', '4N', 'CSDU',
'Biomedical Engineering', 'EVS'), DEPARTMENT, but not the intensive and post-anaesthesia care
units every hospital has ('MICU', 'the SICU', 'PACU'; :data:`BARE_UNITS`), as in style A;
hospitals, spelled out or by their initials, HOSPITAL; vendors, couriers, agencies,
insurers, pharmacies, reference labs, manufacturers and community services ORGANIZATION (a
product's model name is not PHI); named buildings, wings, garages, loading docks and
landmarks LOCATION-OTHER. Serial numbers, asset tags, UDIs, IMEIs
and workstation host names DEVICE; specimen, blood-unit and tube numbers BIOID; record numbers
MEDICALRECORD; encounter, billing and vendor accounts ACCOUNT; ticket, order, incident,
employee, badge and tracking numbers IDNUM; practitioner and driving licences LICENSE; plates,
fleet numbers of ambulances and vans and VINs VEHICLE; pagers and extensions PHONE. The
numbers of care (vital signs, gases, ventilator and pump settings, fluid balance, scores, lab
shorthand, firmware versions; :mod:`deidkit.synth.formats_i`'s readings) are not PHI.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_f as ff
from deidkit.synth import formats_i as fi
from deidkit.synth.builder import PHI, RAW, Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.pools import PROFESSIONS
from deidkit.synth.style_b import person
from deidkit.synth.style_f import COUNTRIES as F_COUNTRIES
from deidkit.synth.style_f import INSURERS as F_INSURERS
from deidkit.synth.style_f import PLACES
from deidkit.synth.surface import ascii_email, digits, slug

SITE_PATTERNS = ("{city} Infirmary", "{last} Health Campus", "Sacred Heart Hospital of {city}",
                 "{city} University Medical Center", "{last} Community Hospital",
                 "{city} Veterans Hospital", "{last}-{last2} Hospital", "Holy Cross {city}",
                 "{city} Children's Medical Center", "{last} Cancer Institute",
                 "{city} Rehabilitation Centre", "{last} Surgical Hospital",
                 "{city} Eye and Ear Hospital", "{last} District Hospital")
COMPASS = ("North", "South", "East", "West")
#: Units of a hospital: (spelled out, abbreviated).
CARE_UNITS = (("Medical Intensive Care Unit", "MICU"), ("Surgical Intensive Care Unit", "SICU"),
              ("Cardiovascular ICU", "CVICU"), ("Neonatal Intensive Care Unit", "NICU"),
              ("Post-Anesthesia Care Unit", "PACU"), ("Cardiac Step-Down Unit", "CSDU"),
              ("Labor and Delivery", "L&D"), ("Mother-Baby Unit", "MBU"),
              ("Infusion Center", "INF CTR"), ("Outpatient Dialysis Unit", "HDU"),
              ("Short Stay Unit", "SSU"), ("Clinical Decision Unit", "CDU"),
              ("Behavioral Health Unit", "BHU"), ("Pre-Op Holding", "POH"),
              ("Endoscopy Suite", "ENDO"), ("Cardiac Cath Lab", "CCL"),
              ("Interventional Radiology", "IR"), ("Burn Unit", "BU"),
              ("Acute Rehab Unit", "ARU"), ("Oncology Day Hospital", "ODH"))
#: The units every hospital has, written bare: not PHI, as style A leaves 'the MICU' and
#: 'the SICU' (a named ward, '4 North' or 'Heron Ward', is DEPARTMENT in every style).
BARE_UNITS = frozenset(CARE_UNITS[:5])
SUPPORT_UNITS = (("Environmental Services", "EVS"), ("Patient Transport Services", "PTS"),
                 ("Biomedical Engineering", "BME"), ("Sterile Processing Department", "SPD"),
                 ("Core Laboratory", "Core Lab"), ("Microbiology Laboratory", "Micro Lab"),
                 ("Blood Bank", "BB"), ("Health Information Management", "HIM"),
                 ("Facilities Management", "FM"), ("Inpatient Pharmacy", "IP Pharmacy"),
                 ("Interpreter Services", "Interp Svcs"), ("Spiritual Care", "Chaplaincy"),
                 ("Security Services", "Security"), ("Bed Management Office", "BMO"),
                 ("Clinical Engineering", "CE"), ("Materials Management", "MM"),
                 ("Nutrition Services", "Food & Nutrition"), ("IT Service Desk", "ITSD"))
BUILDING_PATTERNS = ("{last} Tower", "{last} Wing", "{last} Building", "{compass} Tower",
                     "Garage {letter}", "{last} Parking Garage", "Loading Dock {letter}",
                     "Loading Dock {n}", "the {last} Atrium", "{last} Research Annex",
                     "the Central Plant", "Helipad {n}", "{last} Outpatient Pavilion",
                     "the {compass} Annex", "Visitor Lot {letter}", "{last} Hall")
LANDMARKS = ("the Riverside Greenway", "Union Station", "the Old Mill bridge", "Victory Square",
             "the Central Bus Terminal", "Northgate Mall", "the Marina boardwalk",
             "Cathedral Green", "the Exit 14 rest area", "the Ferry Terminal",
             "the Botanic Gardens", "Lakeshore Stadium", "the Fairgrounds", "Harbour Point",
             "the Clocktower roundabout", "Saint Anselm's churchyard", "the Ring Road overpass")
VENDORS = ("Corvanta Medical", "Helixon Devices", "Brightwater Infusion Systems",
           "Northline Surgical Supply", "Vantor Imaging", "Keystone Linen Services",
           "Pellucid Diagnostics", "Aldermoor Biomedical", "Quillon Healthcare Logistics",
           "Sorrel Orthopaedics", "Tessary Cardiac Rhythm", "Marlow & Finch Medical",
           "Obsidian Respiratory", "Greyhaven Sterilization", "Lumira Patient Monitoring",
           "Fernbrook Waste Solutions", "Calder Elevator Co", "Westmark Fire Protection")
COURIERS = ("Swiftline Couriers", "Redkite Medical Courier", "Blue Heron Express",
            "MetroRun Delivery", "Cobalt Courier Co", "Arrowpoint Logistics",
            "Nightjar Specimen Transport", "Lifeline Patient Transfers", "StatCare Ambulance",
            "Riverbend EMS")
AGENCIES = ("CareBridge Staffing", "Meridian Nurse Bank", "Horizon Travel Nursing",
            "Polyglot Interpreting Services", "VoiceLink Language Line", "Keel Security Group",
            "Trueform Temps", "Signbridge Deaf Services")
REF_LABS = ("Quantis Reference Laboratories", "Hallmark Pathology Partners", "Genova Molecular",
            "Sterling Toxicology", "Pinecrest Diagnostic Labs", "Orion Genomics",
            "the Regional Public Health Laboratory")
#: Manufacturers (ORGANIZATION) and the models they make (not PHI): equipment, then implants.
EQUIPMENT_MAKERS = (
    ("Corvanta", ("Pulse 3 infusion pump", "Pulse 3 PCA module", "VitaTrack monitor")),
    ("Brightwater", ("BW-200 syringe driver", "BW-400 volumetric pump")),
    ("Vantor", ("Arcline C-arm", "Ranger portable X-ray")),
    ("Aldermoor", ("AM90 dialysis machine", "Hemo 5 console")),
    ("Obsidian", ("O2Flow high-flow unit", "V60 ventilator", "Breeze CPAP")),
    ("Lumira", ("L12 bedside monitor", "T4 telemetry pack")),
    ("Pellucid", ("GlucoPoint meter", "BG-7 blood gas analyser")))
IMPLANT_MAKERS = (
    ("Helixon", ("Strand DR pacemaker", "Strand ICD", "Minim loop recorder")),
    ("Tessary", ("Cadence CRT-D", "Cadence leadless pacemaker")),
    ("Sorrel", ("Keel total knee system", "Arden hip stem")),
    ("Kestrel Neuro", ("spinal cord stimulator SC-9", "clinician programmer CP2")))
MAKERS = EQUIPMENT_MAKERS + IMPLANT_MAKERS
PHARMACIES = ("Greenleaf Pharmacy", "Harbourside Chemists", "CityCare Dispensary",
              "Oakridge Specialty Pharmacy", "Juniper Home Infusion", "Lantern Compounding",
              "Northway Mail-Order Pharmacy")
COMMUNITY = ("Hearth and Home Meals", "the Eastgate Food Bank", "Second Wind Hospice",
             "Neighbourly Rides", "Silver Threads Senior Centre", "Open Door Shelter",
             "Grace Harbour Mission", "the Tenants Union", "Kinship Carers Network")
INSURERS = F_INSURERS + ("Unity Mutual Health", "Crestline Health Plan", "Keystone Assurance",
                         "Harbor Shield", "Prairie Health Cooperative", "Lotus Life Insurance")
COUNTRIES = F_COUNTRIES + ("Iceland", "Estonia", "Eritrea", "Nepal", "Fiji", "Tonga", "Chile",
                           "Ecuador", "Mauritius", "Seychelles")
LANGUAGES = ("Japanese", "Mandarin", "Cantonese", "Korean", "Russian", "Ukrainian", "Greek",
             "Georgian", "Armenian", "Uzbek", "Twi", "Arabic", "French", "Catalan", "Bulgarian",
             "Macedonian", "Luxembourgish", "Tagalog", "ASL")
RELATIONS = ("wife", "husband", "son", "daughter", "mother", "father", "sister", "brother",
             "partner", "niece", "nephew", "grandson", "granddaughter", "neighbour", "guardian")
#: Job titles of the staff (roles in the care, not PHI) and whether they are addressed as Dr.
ROLES = (("attending physician", True), ("hospitalist", True), ("general surgeon", True),
         ("anesthesiologist", True), ("resident physician", True), ("intensivist", True),
         ("nurse practitioner", False), ("registered nurse", False), ("staff nurse", False),
         ("nurse manager", False), ("clinical nurse specialist", False),
         ("respiratory therapist", False), ("physical therapist", False),
         ("occupational therapist", False), ("pharmacist", False),
         ("pharmacy technician", False), ("phlebotomist", False),
         ("medical laboratory scientist", False), ("patient care technician", False),
         ("surgical technologist", False), ("nurse anesthetist", False), ("perfusionist", False),
         ("dialysis technician", False), ("radiologic technologist", False),
         ("unit secretary", False), ("unit clerk", False), ("patient transporter", False),
         ("environmental services aide", False), ("biomedical engineer", False),
         ("biomedical equipment technician", False), ("sterile processing technician", False),
         ("dietitian", False), ("social worker", False), ("case manager", False),
         ("chaplain", False), ("medical interpreter", False), ("security officer", False),
         ("bed manager", False), ("house supervisor", False), ("IT support analyst", False),
         ("facilities electrician", False), ("HVAC mechanic", False),
         ("switchboard operator", False), ("health information clerk", False),
         ("privacy officer", False), ("infection preventionist", False),
         ("materials handler", False), ("sonographer", False), ("midwife", False))
#: Shorter ways rosters write some titles.
ROLE_SHORT = {"respiratory therapist": ("Resp Therapist", "Respiratory Ther"),
              "pharmacy technician": ("Pharm Tech", "Pharmacy Tech"),
              "patient care technician": ("Patient Care Tech", "Care Tech"),
              "biomedical equipment technician": ("Biomed Tech", "BMET"),
              "environmental services aide": ("EVS Aide", "Housekeeper"),
              "patient transporter": ("Transporter", "Porter"),
              "medical laboratory scientist": ("Lab Scientist", "Med Lab Sci"),
              "radiologic technologist": ("Rad Tech", "X-ray tech"),
              "sterile processing technician": ("SPD Tech", "Sterile Tech"),
              "surgical technologist": ("Surg Tech", "Scrub Tech"),
              "resident physician": ("Resident", "PGY-2 resident"),
              "registered nurse": ("Registered Nurse", "Staff RN"),
              "nurse practitioner": ("Nurse Practitioner",),
              "unit secretary": ("Ward Clerk", "HUC"),
              "IT support analyst": ("Desktop Support", "IT Analyst"),
              "dialysis technician": ("Dialysis Tech", "Hemo Tech")}
ROLE_PREFIX = ("senior ", "lead ", "night ", "relief ", "per diem ", "trainee ")
NURSE_PREFIX = ("charge ", "travel ", "float pool ", "agency ", "night ")
#: Jobs of patients and of outside persons, besides style A's professions.
OUTSIDE_JOBS = ("delivery driver", "warehouse supervisor", "court reporter", "ferry deckhand",
                "orchard worker", "hotel night auditor", "wind-turbine technician",
                "school librarian", "tram driver", "tailor", "glazier", "fishmonger",
                "call-centre agent", "dental hygienist", "stonemason", "customs officer",
                "street sweeper", "piano tuner", "scaffolder", "bookbinder")


#: Jobs of people who work for vendors, couriers and agencies.
OUTSIDE_ROLES = ("account manager", "field service engineer", "clinical specialist",
                 "dispatcher", "courier driver", "sales representative", "paramedic", "EMT",
                 "certified interpreter", "service technician", "elevator mechanic",
                 "locksmith", "night watchman", "agency nurse", "sitter", "travel nurse")


@dataclass(frozen=True)
class SiteI:
    name: str
    abbr: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    ip_prefix: str
    user_convention: int
    wards: tuple            # (spelled out, abbreviated) of its inpatient wards and units
    buildings: tuple        # LOCATION-OTHER
    login_domain: str


@dataclass(frozen=True)
class StaffI(Person):
    role: str = ""
    doctor: bool = False
    user: str = ""
    email: str = ""
    license: str = ""
    pager: str = ""
    ext: str = ""
    employee: str = ""
    site: int = 0


@dataclass
class PatientI:
    number: int
    person: Person
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple
    email: str
    mrn: str
    account: str
    ssn: str
    insurer: str
    plan_id: str
    profession: str
    employer: str
    kin: tuple               # (relation, person, phone)
    language: str
    origin: str
    implant: str
    plate: str
    site: int
    ward: int
    room: tuple              # (label, value)
    attending: int
    visits: list = field(default_factory=list)


@dataclass
class VisitI:
    number: int
    note_type: str
    day: dt.date


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.replace("-", " ").replace("'", "").split()
                   if w[0].isalpha() and w[0].isupper())


def _street(rng: random.Random, pools) -> str:
    # 'Jln Lt. Adnan' -> 'Jln Lt Adnan': a period and a space would end a sentence in the tag
    name = rng.choice(pools.streets).replace(". ", " ")
    return rng.choice((f"{rng.randint(1, 480)} {name}", f"{name} {rng.randint(1, 90)}",
                       f"Unit {rng.randint(1, 30)}, {rng.randint(2, 200)} {name}",
                       f"{rng.randint(1, 60)}-{rng.randint(1, 12)} {name}"))


def _wards(rng: random.Random, pools) -> tuple:
    out = []
    for floor in rng.sample(range(2, 12), 4):
        side = rng.choice(COMPASS)
        out.append((f"{floor} {side}", f"{floor}{side[0]}"))
    for full, abbr in rng.sample(CARE_UNITS, 6):
        out.append((full, abbr))
    last = rng.choice(pools.last)
    out.append((f"{last} Ward", "".join(c for c in last if c.isalpha())[:4].upper() or "WD"))
    n, letter = rng.randint(1, 12), rng.choice("ABCDEN")
    out.append((f"Ward {n}{letter}", f"W{n}{letter}"))
    return tuple(out)


@dataclass(frozen=True)
class World:
    pools: object
    sites: tuple
    staff: tuple
    companies: tuple


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    pools = other_pools(seed, "I")
    rng = random.Random(f"deidkit-synth/{seed}/I/world")
    sites = []
    for k in range(16):
        place = PLACES[(k * 5) % len(PLACES)]
        name = SITE_PATTERNS[k % len(SITE_PATTERNS)].format(
            city=place[1], last=rng.choice(pools.last), last2=rng.choice(pools.last))
        abbr = _initials(name) or name[:3].upper()
        if len(abbr) < 2:
            abbr = (abbr + name.split()[-1][:2]).upper()
        tld = {"GB": ".nhs.uk", "US": ".org", "SG": ".com.sg", "MY": ".gov.my",
               "JP": ".or.jp", "KR": ".or.kr"}.get(place[0], ".health")
        buildings = tuple(dict.fromkeys(
            p.format(last=rng.choice(pools.last), compass=rng.choice(COMPASS),
                     letter=rng.choice("ABCDEFG"), n=rng.randint(1, 9))
            for p in rng.sample(BUILDING_PATTERNS, 7)))
        sites.append(SiteI(
            name=name, abbr=abbr, place=place, street=_street(rng, pools),
            postcode=postcode(rng, place[4]) if place[4] else "",
            phone=ff.phone(rng, place[0]), fax=ff.phone(rng, place[0]),
            domain=slug(name)[:15] + tld,
            ip_prefix=f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}",
            user_convention=rng.randrange(fi.USER_CONVENTIONS), wards=_wards(rng, pools),
            buildings=buildings, login_domain=rng.choice((abbr, "MED", "CORP", "HOSP", "AD"))))
    staff = []
    for i in range(640):
        p = person(rng, pools)
        site = i % len(sites)
        role, doctor = ROLES[rng.randrange(len(ROLES))] if rng.random() < 0.75 else \
            ROLES[rng.randrange(11)]
        convention = sites[site].user_convention if rng.random() < 0.7 else None
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        staff.append(StaffI(
            p.first, p.middle, p.last, p.sex, role=role, doctor=doctor,
            user=fi.username(rng, p.first, p.last, convention),
            email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}", f"{la}.{f[:1]}", f"{f}{la[:1]}"))
            + "@" + sites[site].domain, license=fi.license_number(rng),
            pager=digits(rng, rng.choice((4, 5))), ext=digits(rng, rng.choice((4, 5))),
            employee=fi.employee_id(rng), site=site))
    companies = tuple(pools.companies)
    return World(pools, tuple(sites), tuple(staff), companies)


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/I/plan/{number}").choice((1, 1, 2, 2, 3))


def patient_builder(note_types):
    def build(seed: int, number: int) -> PatientI:
        world = build_world(seed)
        pools, sites = world.pools, world.sites
        rng = random.Random(f"deidkit-synth/{seed}/I/patient/{number}")
        p = person(rng, pools)
        first = dt.date(rng.randint(2031, 2098), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(0, 17), rng.randint(18, 89), rng.randint(18, 89),
                          rng.randint(40, 89), rng.randint(60, 89), rng.randint(90, 103)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        site = rng.randrange(len(sites))
        place = sites[site].place if rng.random() < 0.75 else rng.choice(PLACES)
        rel = rng.choice(RELATIONS)
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        attending = [i for i, s in enumerate(world.staff) if s.doctor and s.site == site]
        patient = PatientI(
            number=number, person=p, dob=dob, place=place, street=_street(rng, pools),
            postcode=postcode(rng, place[4]) if place[4] else "", phone=ff.phone(rng, place[0]),
            email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}{rng.randint(1, 99)}", f"{la}{f[:2]}"))
            + "@" + rng.choice(("gmail.com", "yahoo.com", "outlook.com", "naver.com",
                                "mail.ru", "icloud.com", "hotmail.co.uk", "singnet.com.sg")),
            mrn=fi.mrn(rng), account=fi.account(rng), ssn=fi.ssn(rng),
            insurer=rng.choice(INSURERS), plan_id=fi.health_plan(rng),
            profession=rng.choice(PROFESSIONS + OUTSIDE_JOBS),
            employer=rng.choice(world.companies + VENDORS[:6] + COURIERS[:4]),
            kin=(rel, person(rng, pools), ff.phone(rng, place[0])),
            language=rng.choice(LANGUAGES), origin=rng.choice(COUNTRIES),
            implant=fi.serial(rng), plate=fi.vehicle(rng), site=site,
            ward=rng.randrange(len(sites[site].wards)),
            room=fi.room(rng, rng.choice(("room", "room", "bed", "bay", "isolation", "bare",
                                          "cubicle", "pod"))),
            attending=rng.choice(attending))
        kinds, weights = zip(*note_types)
        day = first
        for v in range(1, visit_count(seed, number) + 1):
            patient.visits.append(VisitI(v, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(1, 120))
        return patient
    return build


@dataclass
class Other:
    """Another patient on a board or schedule."""

    person: Person
    age: int
    mrn: str
    room: tuple


class INote(Writer):
    """A style-I document; ``s_*`` methods are its template slots. ``{who}`` picks a member
    of staff and names them, ``{who_role}``, ``{who_user}``... write what belongs to the
    last one picked; ``{opt}`` and ``{opt_*}`` do the same for another patient."""

    def __init__(self, seed: int, patient: PatientI, visit: VisitI, rng: random.Random):
        super().__init__(rng)
        world = build_world(seed)
        self.world, self.pools = world, world.pools
        self.patient, self.visit = patient, visit
        self.site = world.sites[patient.site]
        self.other_site = world.sites[(patient.site + 1 + rng.randrange(len(world.sites) - 1))
                                      % len(world.sites)]
        self.local = [s for s in world.staff if s.site == patient.site]
        self.attending = world.staff[patient.attending]
        self.ward = self.site.wards[patient.ward]
        self.day = visit.day
        self.date_style = rng.choice(fi.NUMERIC)
        self.narr_style = rng.choice(fi.NARRATIVE)
        self.who: StaffI = rng.choice(self.local)
        self.opt: Other = self.new_other()
        d, b = visit.day, patient.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.maker = rng.choice(EQUIPMENT_MAKERS)

    # -- capturing cells ---------------------------------------------------------------------
    def capture(self, template: str) -> list:
        """The segments ``template`` writes, taken out of the document (for table cells)."""
        saved, self.segs = self.segs, []
        try:
            self.fill(template)
            return self.segs
        finally:
            self.segs = saved

    def emit(self, segs) -> None:
        for text, type_, kind in segs:
            if kind == PHI:
                self.phi(text, type_)
            elif kind == RAW:
                self.raw(text)
            else:
                self.lit(text)

    @staticmethod
    def width(segs) -> int:
        return sum(len(t) for t, _, _ in segs)

    # -- people -----------------------------------------------------------------------------
    def new_other(self, kind: str | None = None) -> Other:
        rng = self.rng
        p = person(rng, self.pools)
        return Other(p, rng.choice((rng.randint(18, 95), rng.randint(40, 90), rng.randint(1, 17))),
                     fi.mrn(rng), fi.room(rng, kind or rng.choice(("bare", "room", "bed", "bay"))))

    def pick(self, pred=None) -> StaffI:
        pool = [s for s in self.local if pred is None or pred(s)] or self.local
        self.who = self.rng.choice(pool)
        return self.who

    def patient_name(self, p: Person, forms: str = "any") -> None:
        rng = self.rng
        choices = {
            "board": (f"{p.last.upper()}, {p.first}", f"{p.last}, {p.first}",
                      f"{p.last.upper()}, {p.first[0]}", f"{p.last}, {p.first[0]}.",
                      f"{p.last.upper()} {p.first.upper()}"),
            "any": (f"{p.first} {p.last}", f"{p.last}, {p.first}", f"{p.first[0]}. {p.last}",
                    f"{p.last.upper()}, {p.first}", p.last, f"{p.first} {p.middle}. {p.last}"
                    if p.middle else f"{p.first} {p.last}"),
        }[forms]
        self.phi(rng.choice(choices), "PATIENT")

    def staff_name(self, s: StaffI, *, title: bool | None = None, cred: bool | None = None) -> None:
        rng = self.rng
        if title is None:
            title = s.doctor and rng.random() < 0.5
        if title:
            self.lit(rng.choice(("Dr. ", "Dr ", "DR ")))
        r = rng.random()
        if title and r < 0.5:
            self.phi(s.last, "DOCTOR")
        elif r < 0.35:
            self.phi(f"{s.first} {s.last}", "DOCTOR")
        elif r < 0.55:
            self.phi(f"{s.first[0]}. {s.last}", "DOCTOR")
        elif r < 0.7:
            self.phi(f"{s.last}, {s.first}", "DOCTOR")
        elif r < 0.8:
            self.phi(f"{s.last.upper()} {s.first[0]}", "DOCTOR")
        elif r < 0.9:
            self.phi(f"{s.first} {s.last[0]}.", "DOCTOR")
        else:
            self.phi(s.first if not title else s.last, "DOCTOR")
        if cred if cred is not None else rng.random() < 0.15:
            self.lit(rng.choice((", MD", " MD", ", DO")) if s.doctor else
                     rng.choice((", RN", " RN", ", BSN", " CNA", ", RRT")))

    def role_text(self, role: str, staff: bool = True) -> str:
        """A job title as rosters write it: 'respiratory therapist', 'Respiratory Therapist',
        'Resp Therapist', 'Senior phlebotomist', 'travel registered nurse' (no grade or
        shortening for the jobs of patients and outside persons: ``staff`` false)."""
        rng = self.rng
        r = rng.random()
        if r < 0.25 and role in ROLE_SHORT:
            return rng.choice(ROLE_SHORT[role])
        if staff and r < 0.35 and not role.startswith(("attending", "resident")):
            prefixes = NURSE_PREFIX if role.endswith(" nurse") else ROLE_PREFIX
            role = rng.choice(prefixes) + role
        r = rng.random()
        if r < 0.3:
            return " ".join(w[:1].upper() + w[1:] for w in role.split())
        return role[:1].upper() + role[1:] if r < 0.5 else role

    # -- dates and times --------------------------------------------------------------------
    def date(self, d: dt.date, narrative: bool = False) -> None:
        rng = self.rng
        house = self.narr_style if narrative else self.date_style
        style = house if rng.random() < 0.75 else rng.choice(fi.NUMERIC + fi.NARRATIVE)
        self.phi(fi.format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)
    def s_date_n(self): self.date(self.day, narrative=True)
    def s_dob(self): self.date(self.patient.dob)

    def s_day_short(self):
        self.phi(fi.format_date(self.day, self.rng.choice(fi.SHORT)), "DATE")

    def s_later(self):
        d = self.day + dt.timedelta(days=self.rng.randint(1, 60))
        self.date(d, narrative=self.rng.random() < 0.4)

    def s_earlier(self):
        d = self.day - dt.timedelta(days=self.rng.randint(30, 3000))
        self.phi(fi.format_date(d, self.rng.choice(("month_y", "y", "mon_y2", self.date_style,
                                                    self.narr_style))), "DATE")

    def s_time(self): self.lit(fi.clock(self.rng))

    def s_stamp(self):
        """A date and a time: the time stays outside the tag."""
        self.phi(fi.format_date(self.day, self.date_style), "DATE")
        self.lit(self.rng.choice((" ", " ", " @ ", " at ", "  ")) + fi.clock(self.rng))

    def s_ts(self):
        """A log line's timestamp: '2091-03-12 14:22:05', '12MAR91 1422', 'Mar 12 14:22:05'."""
        rng = self.rng
        d = self.day + dt.timedelta(days=rng.choice((0, 0, 0, 1)))
        style = self.date_style if rng.random() < 0.8 else rng.choice(("iso", "mon_d", "dMONy"))
        self.phi(fi.format_date(d, style), "DATE")
        self.lit(("T" if style == "iso" and rng.random() < 0.3 else " ")
                 + f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}")

    # -- the patient, other patients, relatives ----------------------------------------------
    def s_pt(self): self.patient_name(self.patient.person)
    def s_pt_board(self): self.patient_name(self.patient.person, "board")
    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.patient.person.last, "PATIENT")
    def s_pt_full(self):
        self.phi(f"{self.patient.person.first} {self.patient.person.last}", "PATIENT")

    def s_pt_initials(self):
        p = self.patient.person
        self.phi(self.rng.choice((p.initials, ".".join(p.initials) + ".",
                                  f"{p.first[0]}{p.last[:2].upper()}")), "PATIENT")

    def s_pt_hl7(self):
        p = self.patient.person
        self.phi(f"{p.last.upper()}^{p.first.upper()}" + (f"^{p.middle}" if p.middle else ""),
                 "PATIENT")

    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_sex(self):
        sex = self.patient.person.sex
        before, after = self.rng.choice((("", sex), ("", " " + sex), (sex + "/", ""),
                                         ("", "y " + sex), ("", "yo" + sex.lower()),
                                         ("(", sex + ")"), ("", "/" + sex)))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_acct(self): self.phi(self.patient.account, "ACCOUNT")
    def s_new_acct(self): self.phi(fi.account(self.rng), "ACCOUNT")
    def s_ssn(self): self.phi(self.patient.ssn, "SSN")
    def s_plan_id(self): self.phi(self.patient.plan_id, "HEALTHPLAN")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")
    def s_prof(self): self.phi(self.role_text(self.patient.profession, False), "PROFESSION")
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_rel(self): self.lit(self.patient.kin[0])
    def s_his_or_her(self): self.lit("his" if self.patient.person.sex == "M" else "her")
    def s_zip(self): self.phi(self.patient.postcode, "ZIP")
    def s_home_country(self): self.phi(self.patient.place[5], "COUNTRY")

    def s_kin_hl7(self):
        k = self.patient.kin[1]
        self.phi(f"{k.last.upper()}^{k.first.upper()}", "PATIENT")

    def s_kin(self):
        k = self.patient.kin[1]
        self.phi(self.rng.choice((f"{k.first} {k.last}", k.first, f"{k.first[0]}. {k.last}")),
                 "PATIENT")

    def s_kin_phone(self): self.phi(ff.format_phone(self.patient.kin[2], self.rng), "PHONE")
    def s_phone(self): self.phi(ff.format_phone(self.patient.phone, self.rng), "PHONE")
    def s_email(self): self.phi(self.patient.email, "EMAIL")
    def s_language(self): self.lit(self.patient.language)
    def s_country(self): self.phi(self.patient.origin, "COUNTRY")
    def s_implant(self): self.phi(self.patient.implant, "DEVICE")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_visitor_job(self):
        self.phi(self.role_text(self.rng.choice(OUTSIDE_JOBS + PROFESSIONS), False), "PROFESSION")

    def s_opt(self):
        self.opt = self.new_other()
        self.patient_name(self.opt.person, "board")

    def s_opt_name(self):
        self.opt = self.new_other()
        self.patient_name(self.opt.person)

    def s_opt_new_room(self):
        """A new other patient's place (label and ROOM), for lines that start with it."""
        self.opt = self.new_other()
        self.s_opt_room()

    def s_plan_id_other(self): self.phi(fi.health_plan(self.rng), "HEALTHPLAN")

    def s_state(self):
        place = self.patient.place
        self.phi(place[3] if place[3] and self.rng.random() < 0.6 else place[2], "STATE")

    def s_opt_board(self): self.patient_name(self.opt.person, "board")
    def s_opt_again(self): self.patient_name(self.opt.person)
    def s_opt_age(self): self.phi(str(self.opt.age), "AGE")

    def s_opt_age_sex(self):
        self.phi(str(self.opt.age), "AGE")
        self.lit(self.rng.choice(("", " ", "/")) + self.opt.person.sex)

    def s_opt_mrn(self): self.phi(self.opt.mrn, "MEDICALRECORD")

    def s_opt_room(self):
        label, value = self.opt.room
        self.lit(label)
        self.phi(value, "ROOM")

    def s_outsider(self):
        """A private person from outside: a courier, a vendor's representative (PATIENT)."""
        p = person(self.rng, self.pools)
        self.phi(self.rng.choice((f"{p.first} {p.last}", f"{p.first[0]}. {p.last}",
                                  f"{p.last.upper()}, {p.first}", p.first)), "PATIENT")

    # -- staff ------------------------------------------------------------------------------
    def s_pick(self):
        """Picks a member of staff without naming them (for '{pick}{who_user} ({who_again})')."""
        self.pick()

    def pick_role(self, roles) -> StaffI:
        """A member of staff with one of ``roles``: of this hospital if it has one, else of
        any."""
        pool = [s for s in self.local if s.role in roles] or \
            [s for s in self.world.staff if s.role in roles]
        self.who = self.rng.choice(pool)
        return self.who

    def plain(self, s: StaffI) -> None:
        self.phi(self.rng.choice((f"{s.first} {s.last}", f"{s.first[0]}. {s.last}",
                                  f"{s.last}, {s.first}", f"{s.last.upper()}, {s.first[0]}")),
                 "DOCTOR")

    def s_porter(self):
        self.plain(self.pick_role(("patient transporter", "patient care technician")))

    def s_evs(self): self.plain(self.pick_role(("environmental services aide",)))

    def s_biomed(self):
        self.plain(self.pick_role(("biomedical engineer", "biomedical equipment technician")))

    def s_trades(self):
        self.plain(self.pick_role(("facilities electrician", "HVAC mechanic", "materials handler")))

    def s_chaplain(self): self.plain(self.pick_role(("chaplain",)))
    def s_interp(self): self.plain(self.pick_role(("medical interpreter",)))
    def s_guard(self): self.plain(self.pick_role(("security officer",)))
    def s_pharm(self): self.plain(self.pick_role(("pharmacist", "pharmacy technician")))

    def s_collector(self):
        self.plain(self.pick_role(("phlebotomist", "medical laboratory scientist",
                                   "registered nurse", "staff nurse")))

    def s_operator(self): self.plain(self.pick_role(("switchboard operator",)))
    def s_bedmgr(self): self.plain(self.pick_role(("bed manager", "house supervisor")))
    def s_privacy(self): self.plain(self.pick_role(("privacy officer", "health information clerk")))

    def s_nurse(self):
        self.plain(self.pick_role(("registered nurse", "staff nurse", "nurse manager",
                                   "clinical nurse specialist", "nurse practitioner")))

    def s_who(self):
        self.staff_name(self.pick())

    def s_who_doc(self):
        self.staff_name(self.pick(lambda s: s.doctor))

    def s_who_plain(self):
        """A member of staff named without title or credential."""
        self.plain(self.pick())

    def s_colleague(self):
        """Another member of staff, by last name, without changing who was picked last."""
        self.phi(self.rng.choice(self.local).last, "DOCTOR")
    def s_who_hl7(self): self.phi(f"{self.who.last.upper()}^{self.who.first.upper()}", "DOCTOR")
    # a role in the care is not PHI (style F's "(charge nurse)"; the profession recognizer's
    # convention): only the jobs of patients and of outside persons are PROFESSION
    def s_who_role(self): self.lit(self.role_text(self.who.role))

    def s_who_user(self):
        """The log-in of the last person picked; now and then after a domain ('MED\\')."""
        if self.rng.random() < 0.1:
            self.lit(self.site.login_domain + "\\")
        self.phi(self.who.user, "USERNAME")

    def s_who_pager(self): self.phi(self.who.pager, "PHONE")
    def s_who_ext(self): self.phi(self.who.ext, "PHONE")
    def s_who_email(self): self.phi(self.who.email, "EMAIL")
    def s_who_license(self): self.phi(self.who.license, "LICENSE")
    def s_who_emp(self): self.phi(self.who.employee, "IDNUM")
    def s_who_cred(self): self.staff_name(self.who, title=self.who.doctor, cred=True)
    def s_who_again(self): self.staff_name(self.who, title=False, cred=False)

    def s_out_role(self):
        """The job of an outside person (a vendor's or courier's staff)."""
        self.phi(self.role_text(self.rng.choice(OUTSIDE_ROLES), False), "PROFESSION")

    def s_user(self):
        """Someone's log-in, in any convention (not tied to a named person)."""
        p = person(self.rng, self.pools)
        convention = self.site.user_convention if self.rng.random() < 0.5 else None
        self.phi(fi.username(self.rng, p.first, p.last, convention), "USERNAME")

    def s_attending(self): self.staff_name(self.attending)

    def s_role(self): self.lit(self.role_text(self.rng.choice(ROLES)[0]))

    # -- places -----------------------------------------------------------------------------
    def s_hosp(self):
        r = self.rng.random()
        self.phi(self.site.abbr if r < 0.25 else self.site.name.upper() if r < 0.4
                 else self.site.name, "HOSPITAL")

    def s_hosp_abbr(self): self.phi(self.site.abbr, "HOSPITAL")

    def s_other_hosp(self):
        s = self.other_site
        self.phi(s.abbr if self.rng.random() < 0.25 else s.name, "HOSPITAL")

    def unit(self, pair) -> None:
        self.unit_name(pair, pair[1] if self.rng.random() < 0.45 else pair[0])

    def unit_name(self, pair, name: str) -> None:
        """``name`` (a form of ``pair``): DEPARTMENT, untagged for the units every hospital has."""
        if pair in BARE_UNITS:
            self.lit(name)
        else:
            self.phi(name, "DEPARTMENT")

    def s_unit(self): self.unit(self.ward)
    def s_any_unit(self): self.unit(self.rng.choice(self.site.wards))
    def s_svc(self): self.unit(self.rng.choice(SUPPORT_UNITS))

    def s_room(self):
        label, value = self.patient.room
        self.lit(label)
        self.phi(value, "ROOM")

    def s_room_value(self): self.phi(self.patient.room[1], "ROOM")

    def s_hl7_location(self):
        """'4N^412^B': unit, room and bed of an HL7 PV1 segment."""
        self.unit_name(self.ward, self.ward[1])
        self.lit("^")
        self.phi(self.patient.room[1], "ROOM")
        if self.rng.random() < 0.5:
            self.lit("^")
            self.phi(self.rng.choice("ABCD12"), "ROOM")

    def s_room_bare(self): self.phi(fi.room(self.rng, "bare")[1], "ROOM")

    def s_place(self):
        """Any place a patient is put, with its label word."""
        label, value = fi.room(self.rng)
        self.lit(label)
        self.phi(value, "ROOM")

    def room_of(self, kind: str) -> None:
        label, value = fi.room(self.rng, kind)
        self.lit(label)
        self.phi(value, "ROOM")

    def s_chair(self): self.room_of(self.rng.choice(("chair", "chair", "station", "bay")))
    def s_or(self): self.room_of(self.rng.choice(("or", "or", "procedure", "suite")))
    def s_ed_space(self): self.room_of(self.rng.choice(("hall", "stretcher", "resus", "triage",
                                                        "cubicle", "space", "exam")))

    def s_unit_room(self):
        """'4N-412', 'MICU 7', 'PACU bay 3': a unit and a place in it."""
        rng = self.rng
        self.unit(self.ward)
        label, value = fi.room(rng, rng.choice(("bare", "bed", "bay", "room")))
        self.lit(rng.choice(("-", " ", " / ", ", ")) if not label else rng.choice((" ", ", ")))
        self.lit(label)
        self.phi(value, "ROOM")

    def s_building(self): self.phi(self.rng.choice(self.site.buildings), "LOCATION-OTHER")
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")
    def s_city(self): self.phi(self.patient.place[1], "CITY")
    def s_street(self): self.phi(self.patient.street, "STREET")

    def address(self, street: str, place: tuple, code: str) -> None:
        rng = self.rng
        self.phi(street, "STREET")
        sep = rng.choice((", ", "\n", ", "))
        self.lit(sep)
        country, city, region, abbr = place[0], place[1], place[2], place[3]
        self.phi(city, "CITY")
        if country == "US":
            self.lit(", " if rng.random() < 0.8 else " ")
            self.phi(abbr if rng.random() < 0.7 else region, "STATE")
            self.lit(" ")
            self.phi(code, "ZIP")
        else:
            if region and rng.random() < 0.5:
                self.lit(", ")
                self.phi(region, "STATE")
            if code:
                self.lit(" " if rng.random() < 0.6 else sep)
                self.phi(code, "ZIP")
        if rng.random() < 0.35 or country != "US" and rng.random() < 0.3:
            self.lit(sep)
            self.phi(place[5], "COUNTRY")

    def s_address(self):
        p = self.patient
        self.address(p.street, p.place, p.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    def s_vendor_address(self):
        rng = self.rng
        place = rng.choice(PLACES)
        self.address(_street(rng, self.pools), place,
                     postcode(rng, place[4]) if place[4] else "")

    # -- organizations ----------------------------------------------------------------------
    def s_vendor(self): self.phi(self.rng.choice(VENDORS + self.world.companies[:10]),
                                 "ORGANIZATION")
    def s_courier(self): self.phi(self.rng.choice(COURIERS), "ORGANIZATION")
    def s_agency(self): self.phi(self.rng.choice(AGENCIES), "ORGANIZATION")
    def s_ref_lab(self): self.phi(self.rng.choice(REF_LABS).removeprefix("the "), "ORGANIZATION")
    def s_maker(self): self.phi(self.maker[0], "ORGANIZATION")
    def s_model(self): self.lit(self.rng.choice(self.maker[1]))

    # -- readings (not PHI: numbers of care among the IDs; formats_i's readings) --------------
    def s_vitals(self): self.lit(fi.vitals(self.rng))
    def s_gas(self): self.lit(fi.blood_gas(self.rng))
    def s_vent(self): self.lit(fi.ventilator(self.rng))
    def s_fluids(self): self.lit(fi.fluids(self.rng))
    def s_score(self): self.lit(fi.scores(self.rng))
    def s_drip(self): self.lit(fi.drip(self.rng))
    def s_lab(self): self.lit(fi.lab_shorthand(self.rng))
    def s_fw(self): self.lit(fi.firmware(self.rng))
    def s_temp(self): self.lit(fi.temperature(self.rng))
    def s_hr(self): self.lit(str(self.rng.randint(48, 138)))
    def s_rr(self): self.lit(str(self.rng.randint(10, 32)))
    def s_sat(self): self.lit(str(self.rng.randint(84, 100)) + self.rng.choice(("", "", "%")))
    def s_bp(self): self.lit(f"{self.rng.randint(78, 196)}/{self.rng.randint(38, 108)}")
    def s_bg(self): self.lit(str(self.rng.randint(42, 460)))
    def s_insulin(self): self.lit(f"{self.rng.randint(1, 14)} units "
                                  + self.rng.choice(("lispro", "aspart", "SSI", "regular")))
    def s_alarm(self): self.lit(self.rng.choice(("HR HIGH", "SpO2 LOW", "APNEA", "VTACH",
                                                 "LEAD OFF", "NIBP HIGH")))

    def s_new_maker(self):
        self.maker = self.rng.choice(MAKERS)
        self.phi(self.maker[0], "ORGANIZATION")

    def new_maker_quiet(self) -> None:
        self.maker = self.rng.choice(EQUIPMENT_MAKERS)

    def s_implant_maker(self):
        self.maker = self.rng.choice(IMPLANT_MAKERS)
        self.phi(self.maker[0], "ORGANIZATION")

    def s_pharmacy(self): self.phi(self.rng.choice(PHARMACIES), "ORGANIZATION")
    def s_community(self): self.phi(self.rng.choice(COMMUNITY).removeprefix("the "),
                                    "ORGANIZATION")
    def s_any_insurer(self): self.phi(self.rng.choice(INSURERS), "ORGANIZATION")

    # -- contact ----------------------------------------------------------------------------
    def s_site_phone(self):
        """The switchboard, now and then with an extension inside the tag ('... x4410'; no
        'ext.', whose period would end a sentence inside the tag)."""
        rng = self.rng
        text = ff.format_phone(self.site.phone, rng)
        if rng.random() < 0.4:
            text += rng.choice((" x", " ext ", " x", ", ext ", " #")) + digits(rng,
                                                                             rng.choice((3, 4)))
        self.phi(text, "PHONE")
    def s_fax(self): self.phi(ff.format_phone(self.site.fax, self.rng), "FAX")

    def s_any_phone(self):
        self.phi(ff.format_phone(ff.phone(self.rng, self.rng.choice(PLACES)[0]), self.rng),
                 "PHONE")

    def s_any_fax(self):
        self.phi(ff.format_phone(ff.phone(self.rng, self.rng.choice(PLACES)[0]), self.rng), "FAX")

    def s_ext(self):
        self.lit(self.rng.choice(("x", "x", "ext ", "ext. ", "Ext ")))
        self.phi(digits(self.rng, self.rng.choice((4, 5))), "PHONE")

    def s_url(self):
        d, rng = self.site.domain, self.rng
        self.phi(rng.choice((f"https://intranet.{d}/beds", f"http://ehr.{d}/audit",
                             f"https://{d}/directory", f"portal.{d}/workorders",
                             f"https://biomed.{d}:8443/assets", f"www.{d}")), "URL")

    def s_vendor_url(self):
        rng = self.rng
        name = slug(rng.choice(VENDORS + COURIERS + REF_LABS))[:14]
        self.phi(rng.choice((f"https://www.{name}.com", f"www.{name}.com/track",
                             f"https://portal.{name}.net/orders", f"{name}.co/support")), "URL")

    def s_vendor_email(self):
        rng = self.rng
        name = slug(rng.choice(VENDORS + COURIERS + AGENCIES))[:14]
        local = rng.choice(("orders", "service", "dispatch", "support", "help", "accounts",
                            ascii_email(person(rng, self.pools).first)))
        self.phi(f"{local}@{name}.com", "EMAIL")

    def s_unit_email(self):
        local = slug(self.ward[1]) or "unit"
        role = self.rng.choice(("charge", "clerk", "desk", "mgr"))
        self.phi(f"{local}.{role}@{self.site.domain}", "EMAIL")

    def s_ip(self):
        rng = self.rng
        self.phi(f"{self.site.ip_prefix}.{rng.randint(1, 254)}" if rng.random() < 0.7
                 else ff.ip_address(rng), "IPADDR")

    def s_ws(self):
        self.phi(fi.workstation(self.rng, self.site.abbr, self.ward[1]), "DEVICE")

    # -- identifiers ------------------------------------------------------------------------
    def s_serial(self): self.phi(fi.serial(self.rng), "DEVICE")
    def s_asset(self): self.phi(fi.asset_tag(self.rng), "DEVICE")
    def s_udi(self): self.phi(fi.udi(self.rng), "DEVICE")
    def s_imei(self): self.phi(fi.imei(self.rng), "DEVICE")
    def s_specimen(self): self.phi(fi.specimen(self.rng, self.day.year), "BIOID")
    def s_order(self): self.phi(fi.order_number(self.rng, self.day.year), "IDNUM")
    def s_tracking(self): self.phi(fi.tracking(self.rng), "IDNUM")
    def s_license(self): self.phi(fi.license_number(self.rng), "LICENSE")
    def s_vehicle(self): self.phi(fi.vehicle(self.rng), "VEHICLE")
    def s_vin(self): self.phi(ff.vin(self.rng), "VEHICLE")

    def ticket(self, prefix: str) -> None:
        self.phi(fi.ticket(self.rng, prefix, self.day.year), "IDNUM")

    def s_ticket(self): self.ticket(self.rng.choice(("TKT", "REQ", "T", "SR")))
    def s_wo(self): self.ticket(self.rng.choice(("WO", "W", "FM")))
    def s_inc(self): self.ticket(self.rng.choice(("INC", "IR", "SR", "RL")))
    def s_transport_no(self): self.ticket(self.rng.choice(("TR", "PT", "TX")))
    def s_badge(self): self.phi(digits(self.rng, self.rng.choice((5, 6))), "IDNUM")
