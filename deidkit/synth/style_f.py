"""Styles F and G: training notes with the breadth of real clinical text (one world, two
sets of note types). F writes reports and letters (radiology, pathology, discharge and
referral and clinic letters, consult notes, operation records); G writes forms, tables and
messages (registration forms, key-value printouts, lab tables with aligned columns,
telephone and portal messages, terse triage notes, handover sheets, medication charts,
appointment slips). Both are written in capitals or all
lower case now and then, hard-wrapped, with typos, and name people of many origins
(:mod:`deidkit.synth.locales`) in hospitals of the UK, US states none of A to E writes,
Singapore, Malaysia, Hong Kong, the Philippines, Japan, Korea, Greece, Georgia, Armenia,
Ukraine, Algeria, Ghana and Luxembourg.

Annotation follows the i2b2 2014 guidelines and style A's conventions: titles (Dr, Prof),
credentials (MD, FRCR), labels ('MRN:', 'Room', 'Bed', 'ext' cues before a number) and
times stay outside tags; every age is AGE ('62' in '62M', '85' in '85 y/o'); every date is
DATE, weekdays and years alone included; a named clinic, ward or department is DEPARTMENT
and a bare service ('radiology', 'the ICU') is not PHI; private persons (relatives, the
patient) are PATIENT and care providers DOCTOR (nurses included), even in lower case after
a typist's code ('XGT:holmes': 'XGT' USERNAME, 'holmes' DOCTOR); occupations PROFESSION;
employers, insurers and schools ORGANIZATION; encounter and billing numbers ACCOUNT,
accession, order, request and case numbers IDNUM, specimen numbers BIOID, insurance member
numbers HEALTHPLAN, national IDs SSN, DEA / GMC / NPI numbers LICENSE, number plates and
VINs VEHICLE, serial numbers DEVICE, addresses of workstations IPADDR.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_f as ff
from deidkit.synth.builder import Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.pools import PROFESSIONS
from deidkit.synth.style_b import Site, person
from deidkit.synth.surface import ascii_email, slug

#: Real places: (phone country, city, region or '' , region abbreviation or '', postcode
#: shape, country name).
PLACES = (
    ("GB", "Leeds", "West Yorkshire", "", "LSd d@@", "United Kingdom"),
    ("GB", "Bristol", "Avon", "", "BSd d@@", "United Kingdom"),
    ("GB", "Leicester", "Leicestershire", "", "LEd d@@", "United Kingdom"),
    ("GB", "Sheffield", "South Yorkshire", "", "Sdd d@@", "England"),
    ("GB", "Cardiff", "South Glamorgan", "", "CFdd d@@", "Wales"),
    ("GB", "Aberdeen", "Aberdeenshire", "", "ABdd d@@", "Scotland"),
    ("US", "Milwaukee", "Wisconsin", "WI", "532dd", "USA"),
    ("US", "Madison", "Wisconsin", "WI", "537dd", "USA"),
    ("US", "Indianapolis", "Indiana", "IN", "462dd", "United States"),
    ("US", "Fort Wayne", "Indiana", "IN", "468dd", "USA"),
    ("US", "Charleston", "South Carolina", "SC", "294dd", "USA"),
    ("US", "Salt Lake City", "Utah", "UT", "841dd", "USA"),
    ("US", "Provo", "Utah", "UT", "846dd", "USA"),
    ("US", "Jackson", "Mississippi", "MS", "392dd", "USA"),
    ("US", "Morgantown", "West Virginia", "WV", "265dd", "USA"),
    ("US", "Billings", "Montana", "MT", "591dd", "USA"),
    ("US", "Cheyenne", "Wyoming", "WY", "820dd", "USA"),
    ("US", "Wilmington", "Delaware", "DE", "198dd", "USA"),
    ("US", "Honolulu", "Hawaii", "HI", "968dd", "USA"),
    ("US", "Anchorage", "Alaska", "AK", "995dd", "USA"),
    ("SG", "Singapore", "", "", "dddddd", "Singapore"),
    ("SG", "Jurong West", "", "", "64dddd", "Singapore"),
    ("MY", "Petaling Jaya", "Selangor", "", "46ddd", "Malaysia"),
    ("MY", "George Town", "Penang", "", "10ddd", "Malaysia"),
    ("MY", "Johor Bahru", "Johor", "", "80ddd", "Malaysia"),
    ("HK", "Kowloon", "", "", "", "Hong Kong"),
    ("HK", "Sha Tin", "New Territories", "", "", "Hong Kong"),
    ("PH", "Quezon City", "Metro Manila", "", "11dd", "Philippines"),
    ("PH", "Cebu City", "Cebu", "", "60dd", "the Philippines"),
    ("PH", "Davao", "Davao del Sur", "", "80dd", "Philippines"),
    ("JP", "Osaka", "Osaka Prefecture", "", "5dd-dddd", "Japan"),
    ("JP", "Sapporo", "Hokkaido", "", "06d-dddd", "Japan"),
    ("KR", "Busan", "", "", "4dddd", "South Korea"),
    ("KR", "Daegu", "", "", "4dddd", "Republic of Korea"),
    ("GR", "Thessaloniki", "Central Macedonia", "", "5dd dd", "Greece"),
    ("GE", "Tbilisi", "", "", "01dd", "Georgia"),
    ("AM", "Yerevan", "", "", "00dd", "Armenia"),
    ("UA", "Lviv", "Lviv Oblast", "", "79ddd", "Ukraine"),
    ("UA", "Kharkiv", "Kharkiv Oblast", "", "61ddd", "Ukraine"),
    ("DZ", "Oran", "Oran Province", "", "31ddd", "Algeria"),
    ("GH", "Kumasi", "Ashanti", "", "", "Ghana"),
    ("LU", "Esch-sur-Alzette", "", "", "L-4ddd", "Luxembourg"),
)
COUNTRIES = ("Mongolia", "Laos", "Bhutan", "Tajikistan", "Kyrgyzstan", "Moldova", "Belarus",
             "Bosnia", "Montenegro", "Cyprus", "Malta", "Tunisia", "Libya", "Sudan", "Yemen",
             "Oman", "Qatar", "Jordan", "Senegal", "Cameroon", "Angola", "Namibia", "Madagascar",
             "Papua New Guinea", "Samoa", "Bolivia", "Paraguay", "Uruguay", "Venezuela", "Cuba",
             "Haiti", "Jamaica", "Barbados", "Taiwan", "Brunei", "Macau", "Kazakhstan")
LANDMARKS = ("the Peak Tram", "Sentosa", "Marina Bay", "Batu Caves", "Mount Kinabalu",
             "Boracay", "Mount Fuji", "Jeju Island", "Mount Olympus", "Lake Sevan",
             "the Kazbegi road", "the Yorkshire Dales", "Snowdonia", "Loch Ness", "Waikiki Beach",
             "Denali", "Yellowstone's north gate", "the Lake Michigan shoreline", "Kakum Park",
             "the Vianden castle trail", "the M62 motorway", "Interstate 80")
HOSPITAL_PATTERNS = ("{city} Royal Infirmary", "{last} University Hospital",
                     "Queen {queen} Hospital", "{city} General Hospital", "Mount {last} Hospital",
                     "{last} Memorial Medical Centre", "{city} Children's Hospital",
                     "{last} Specialist Centre", "{city} Teaching Hospital",
                     "St {saint} Medical Center", "{last} Heart Institute",
                     "{city} Polyclinic", "{last} Women's Hospital", "{city} Hospice")
QUEENS = ("Mary", "Elizabeth", "Alexandra", "Margaret", "Victoria", "Charlotte")
SAINTS = ("Bartholomew", "Columba", "Thomas", "Andrew", "Hilda", "Cuthbert", "Aidan", "Brigid")
DEPARTMENTS = ("Diagnostic Imaging Department", "Breast Assessment Clinic", "Ward 5 North",
               "Cardiothoracic Surgery Unit", "Acute Stroke Unit", "Rheumatology Day Unit",
               "Paediatric Outpatients", "Maternity Triage", "Endoscopy Suite",
               "Haematology Clinic", "Sleep Disorders Centre", "Wound Care Clinic",
               "Hand Surgery Clinic", "Memory Clinic", "Urology Outpatients", "Dermatology Clinic",
               "Pain Management Service", "Lung Function Lab", "Ward 12", "Orthopaedic Ward C",
               "Renal Transplant Unit", "Neonatal Unit", "Burns Unit", "Medical Day Unit")
INSURERS = ("AXA PPP", "Aviva Health", "Great Eastern", "Prudential", "AIA", "Cigna Global",
            "Allianz Care", "Blue Shield of Montana", "Medicaid Utah", "PhilHealth",
            "Sun Life Hong Kong", "Bupa Global", "Vitality Health", "Tricare")
EMPLOYERS_EXTRA = ("Royal Mail", "Tesco", "Singapore Airlines", "Petronas", "Cathay Pacific",
                   "Toyota Boshoku", "Samsung Heavy Industries", "Jollibee", "Walmart",
                   "Leeds City Council", "Northgate Logistics", "Harbour Credit Union",
                   "Pinewood Care Homes", "Bluewater Shipping", "Kestrel Analytics",
                   "Ironbridge Foundry", "Meridian Bakeries", "Silverline Taxis",
                   "Orchard Primary School", "Summit Telecom", "Crescent Textiles",
                   "Highland Water Board", "Copperleaf Hotels", "Redwood Pharmacy Group",
                   "Atlas Security Services", "Lumen Solar", "Greystone Builders",
                   "Kingfisher Airways", "Brightpath Tutors", "Maple Leaf Foods",
                   "Granite State Insurance", "Sakura Electronics", "Hanbit Motors")
RELATIONS = ("wife", "husband", "son", "daughter", "mother", "father", "sister", "brother",
             "partner", "grandson", "granddaughter", "carer", "flatmate", "uncle", "aunt")


@dataclass(frozen=True)
class Staff(Person):
    title: str = "Dr"
    role: str = "physician"
    user: str = ""
    email: str = ""
    license: str = ""


@dataclass
class PatientF:
    number: int
    person: Person
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple[str, str]
    mobile: tuple[str, str]
    email: str
    mrn: str
    national_id: str
    insurer: str
    insurance_id: str
    profession: str
    employer: str
    plate: str
    device: str
    site: int
    gp: int
    kin: tuple[str, Person, tuple[str, str], str]   # relation, person, phone, profession
    origin: str
    visits: list = field(default_factory=list)


@dataclass
class VisitF:
    number: int
    note_type: str
    start: dt.date
    end: dt.date


def _street(rng: random.Random, pools) -> str:
    name = rng.choice(pools.streets)
    return rng.choice((f"{rng.randint(1, 299)} {name}", f"{name} {rng.randint(1, 120)}",
                       f"Flat {rng.randint(1, 40)}, {rng.randint(2, 90)} {name}",
                       f"Blk {rng.randint(100, 999)} {name}",
                       f"{rng.randint(1, 99)}-{rng.randint(1, 20)} {name}"))


@lru_cache(maxsize=8)
def build_world(seed: int, style: str):
    """Name pools, hospitals and staff of style ``style`` ('F' or 'G') for ``seed``."""
    pools = other_pools(seed, style)
    rng = random.Random(f"deidkit-synth/{seed}/{style}/world")
    sites = []
    for k in range(36):
        place = PLACES[k % len(PLACES)] if k < len(PLACES) else rng.choice(PLACES)
        name = HOSPITAL_PATTERNS[k % len(HOSPITAL_PATTERNS)].format(
            city=place[1], last=rng.choice(pools.last), queen=rng.choice(QUEENS),
            saint=rng.choice(SAINTS))
        tld = {"GB": ".nhs.uk", "US": ".org", "SG": ".com.sg", "MY": ".gov.my", "HK": ".org.hk",
               "PH": ".ph", "JP": ".or.jp", "KR": ".or.kr"}.get(place[0], ".health")
        sites.append(Site(name=name, place=place, street=_street(rng, pools),
                          postcode=postcode(rng, place[4]), phone=ff.phone(rng, place[0]),
                          fax=ff.phone(rng, place[0]), domain=slug(name)[:16] + tld,
                          ip_prefix=f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}"))
    staff = []
    roles = ("physician", "physician", "physician", "surgeon", "radiologist", "pathologist",
             "GP", "nurse", "nurse", "nurse", "pharmacist", "therapist")
    for _ in range(300):
        p = person(rng, pools)
        role = rng.choice(roles)
        title = ("" if role in ("nurse", "pharmacist", "therapist")
                 else rng.choice(("Dr", "Dr.", "Dr", "Prof.", "Mr") if role == "surgeon"
                                 else ("Dr", "Dr.", "Dr.", "Prof")))
        site = rng.randrange(len(sites))
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        staff.append(Staff(p.first, p.middle, p.last, p.sex, title=title, role=role,
                           user=ff.username(rng, p.first, p.last),
                           email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}", f"{la}.{f[:1]}"))
                           + "@" + sites[site].domain, license=ff.license_number(rng)))
    return pools, tuple(sites), tuple(staff)


def visit_count(style: str):
    def count(seed: int, number: int) -> int:
        return random.Random(f"deidkit-synth/{seed}/{style}/plan/{number}").choice((1, 1, 2, 2, 3))
    return count


def patient_builder(style: str, note_types):
    count = visit_count(style)

    def build(seed: int, number: int) -> PatientF:
        pools, sites, staff = build_world(seed, style)
        rng = random.Random(f"deidkit-synth/{seed}/{style}/patient/{number}")
        p = person(rng, pools)
        first = dt.date(rng.randint(2030, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(1, 17), rng.randint(18, 88), rng.randint(18, 88),
                          rng.randint(18, 88), rng.randint(40, 88), rng.randint(89, 104)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        site = rng.randrange(len(sites))
        place = sites[site].place if rng.random() < 0.7 else rng.choice(PLACES)
        rel = rng.choice(RELATIONS)
        kin = person(rng, pools, sex="F" if rel in ("wife", "daughter", "mother", "sister",
                                                    "granddaughter", "aunt")
                     else "M" if rel in ("husband", "son", "father", "brother", "grandson",
                                         "uncle") else None)
        user = f"{ascii_email(p.first)[:1]}{ascii_email(p.last)}{rng.randint(1, 99)}"
        gps = [i for i, s in enumerate(staff) if s.role == "GP"]
        patient = PatientF(
            number=number, person=p, dob=dob, place=place, street=_street(rng, pools),
            postcode=postcode(rng, place[4]) if place[4] else "", phone=ff.phone(rng, place[0]),
            mobile=ff.phone(rng, place[0]),
            email=rng.choice((user, f"{ascii_email(p.first)}.{ascii_email(p.last)}"))
            + "@" + rng.choice(("gmail.com", "yahoo.co.uk", "hotmail.com", "singnet.com.sg",
                                "naver.com", "outlook.com", "icloud.com", "ukr.net")),
            mrn=ff.mrn(rng), national_id=ff.national_id(rng), insurer=rng.choice(INSURERS),
            insurance_id=ff.insurance_id(rng), profession=rng.choice(PROFESSIONS),
            employer=rng.choice(pools.companies + EMPLOYERS_EXTRA), plate=ff.plate(rng),
            device=ff.device(rng), site=site, gp=rng.choice(gps),
            kin=(rel, kin, ff.phone(rng, place[0]), rng.choice(PROFESSIONS)),
            origin=rng.choice(COUNTRIES))
        kinds, weights = zip(*note_types)
        day = first
        for v in range(1, count(seed, number) + 1):
            kind = rng.choices(kinds, weights)[0]
            stay = rng.randint(1, 15) if rng.random() < 0.4 else 0
            patient.visits.append(VisitF(v, kind, day, day + dt.timedelta(days=stay)))
            day += dt.timedelta(days=stay + rng.randint(5, 300))
        return patient
    return build


class FNote(Writer):
    """A note of style F or G about one visit; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, style: str, patient: PatientF, visit: VisitF,
                 rng: random.Random):
        super().__init__(rng)
        self.pools, self.sites, staff = build_world(seed, style)
        self.patient, self.visit = patient, visit
        self.site = self.sites[patient.site]
        self.other_site = self.sites[(patient.site + 1 + rng.randrange(len(self.sites) - 1))
                                     % len(self.sites)]
        by_role: dict[str, list[Staff]] = {}
        for s in staff:
            by_role.setdefault(s.role, []).append(s)
        self.staff = {r: rng.choice(v) for r, v in sorted(by_role.items())}
        self.gp = staff[patient.gp]
        self.author = rng.choice((self.staff["physician"], self.staff["surgeon"]))
        self.date_style = rng.choice(ff.NUMERIC)
        self.narr_style = rng.choice(ff.NARRATIVE)
        p = patient.person
        self.he, self.his = ("he", "his") if p.sex == "M" else ("she", "her")
        self.title = "Mr" if p.sex == "M" else rng.choice(("Mrs", "Ms", "Miss", "Mrs."))
        d, b = visit.start, patient.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, narrative: bool = False) -> None:
        rng = self.rng
        house = self.narr_style if narrative else self.date_style
        style = house if rng.random() < 0.7 else rng.choice(ff.NUMERIC + ff.NARRATIVE)
        self.phi(ff.format_date(d, style), "DATE")

    def s_date(self): self.date(self.visit.start)
    def s_date_n(self): self.date(self.visit.start, narrative=True)
    def s_end(self): self.date(self.visit.end)
    def s_dob(self): self.date(self.patient.dob)
    def s_later(self): self.date(self.visit.end + dt.timedelta(days=self.rng.randint(2, 90)), True)

    def s_earlier(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(20, 4000))
        style = self.rng.choice(("month_y", "y", "y2", "mon_y2", "md", "dm", "weekday",
                                 self.date_style, self.narr_style))
        self.phi(ff.format_date(d, style), "DATE")

    def s_stamp(self):
        """'2091-03-12 14:22': the time stays outside the tag."""
        self.phi(ff.format_date(self.visit.start, self.date_style), "DATE")
        self.lit(self.rng.choice((" ", " @ ", " at ", "T" if self.date_style == "iso" else " ")) +
                 f"{self.rng.randint(0, 23):02d}:{self.rng.randint(0, 59):02d}")

    # -- the patient and relatives ----------------------------------------------------------
    def s_pt(self):
        p, rng = self.patient.person, self.rng
        r = rng.random()
        if r < 0.3:
            self.lit(self.title + " ")
            self.phi(p.last, "PATIENT")
        elif r < 0.5:
            self.phi(f"{p.first} {p.last}", "PATIENT")
        elif r < 0.62:
            self.phi(p.first, "PATIENT")
        elif r < 0.72:
            self.phi(f"{p.first[0]}.{p.last}" if rng.random() < 0.5 else f"{p.first[0]} {p.last}",
                     "PATIENT")
        elif r < 0.85:
            self.lit(rng.choice(("the patient", "pt", "the pt", "patient")))
        else:
            self.phi(f"{p.last}, {p.first}", "PATIENT")

    def s_other_pt(self):
        p = person(self.rng, self.pools)
        self.phi(self.rng.choice((f"{p.last.upper()}, {p.first}", f"{p.first} {p.last}",
                                  f"{p.first[0]}. {p.last}")), "PATIENT")

    def s_Pt_cap(self):
        if self.rng.random() < 0.3:
            self.lit(self.rng.choice(("The patient", "Pt", "Patient")))
        else:
            self.s_pt()

    def s_him_or_her(self): self.lit("him" if self.patient.person.sex == "M" else "her")

    def s_pt_id(self):
        p, rng = self.patient.person, self.rng
        self.phi(rng.choice((f"{p.last.upper()}, {p.first}", f"{p.last.upper()} {p.first.upper()}",
                             f"{p.first} {p.last}", f"{p.last}, {p.first} {p.middle}".strip(),
                             f"{p.last.upper()}^{p.first.upper()}")), "PATIENT")

    def s_pt_full(self):
        p = self.patient.person
        self.phi(f"{p.first} {p.middle}. {p.last}" if p.middle else f"{p.first} {p.last}",
                 "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.patient.person.last, "PATIENT")
    def s_initials(self): self.phi(self.patient.person.initials, "PATIENT")
    def s_kin(self):
        k = self.patient.kin[1]
        self.phi(self.rng.choice((k.first, f"{k.first} {k.last}", k.last)), "PATIENT")

    def s_rel(self): self.lit(self.patient.kin[0])
    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_kin_prof(self): self.phi(self.patient.kin[3], "PROFESSION")
    def s_prof(self): self.phi(self.patient.profession, "PROFESSION")

    def s_age(self):
        """'85 y/o', 'aged 85', '85-year-old', '85 yrs', 'age 85', '85yo'."""
        before, after = self.rng.choice((("", " y/o"), ("aged ", ""), ("", "-year-old"),
                                         ("", " yrs"), ("age ", ""), ("", "yo"), ("", " years"),
                                         ("", " yr old"), ("", "y")))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_age_sex(self):
        """'62M', '62 M', 'F/62', '62yo F', '(62F)', '62-year-old male'."""
        sex = self.patient.person.sex
        before, after = self.rng.choice((
            ("", sex), ("", f" {sex}"), (f"{sex}/", ""), ("", f"yo {sex}"), ("(", f"{sex})"),
            ("", "-year-old " + ("male" if sex == "M" else "female"))))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_kin_age(self): self.phi(str(self.rng.randint(20, 99)), "AGE")

    # -- care team --------------------------------------------------------------------------
    def clinician(self, c: Staff, *, lower: bool = False) -> None:
        rng = self.rng
        r = rng.random()
        if c.title and r < 0.4:
            self.lit(c.title + " ")
            self.phi(c.last, "DOCTOR")
        elif r < 0.65:
            self.lit(c.title + " " if c.title and rng.random() < 0.5 else "")
            self.phi(rng.choice((f"{c.first} {c.last}", f"{c.first[0]}. {c.last}",
                                 f"{c.first[0]}{c.middle} {c.last}" if c.middle else c.last)),
                     "DOCTOR")
        elif r < 0.85:
            self.phi(f"{c.last.upper()}, {c.first}" if rng.random() < 0.5
                     else f"{c.last}, {c.first[0]}", "DOCTOR")
        else:
            self.phi(f"{c.first} {c.last}", "DOCTOR")
        if rng.random() < 0.3:
            self.lit(rng.choice({"nurse": (", RN", " RGN", " (charge nurse)"),
                                 "pharmacist": (", PharmD", " MRPharmS"),
                                 "therapist": (" (PT)", ", OTR")}.get(
                c.role, (", MD", " MBBS", ", FRCR", " MRCP", ", FRCS", " PhD"))))

    def s_dr(self): self.clinician(self.author)
    def s_gp(self): self.clinician(self.gp)
    def s_surgeon(self): self.clinician(self.staff["surgeon"])
    def s_radiologist(self): self.clinician(self.staff["radiologist"])
    def s_pathologist(self): self.clinician(self.staff["pathologist"])
    def s_nurse(self): self.clinician(self.staff["nurse"])
    def s_pharmacist(self): self.clinician(self.staff["pharmacist"])
    def s_therapist(self): self.clinician(self.staff["therapist"])
    def s_dr_last(self): self.phi(self.author.last, "DOCTOR")

    def s_dictation(self):
        """A typist's code and the doctor's name in lower case ('XGT:holmes', 'ab/kimura')."""
        rng = self.rng
        self.phi(rng.choice((ff.username(rng, self.staff["nurse"].first, self.staff["nurse"].last),
                             "".join(rng.choice("BCDFGHJKLMNPRSTVWXZ") for _ in range(3)))),
                 "USERNAME")
        self.lit(rng.choice((":", "/", ": ")))
        self.phi(self.author.last.lower(), "DOCTOR")

    def s_user(self):
        self.phi(self.rng.choice((self.author, self.staff["nurse"], self.staff["pharmacist"])).user,
                 "USERNAME")

    def s_license(self): self.phi(self.author.license, "LICENSE")
    def s_staff_email(self): self.phi(self.rng.choice((self.author, self.gp)).email, "EMAIL")

    # -- places -----------------------------------------------------------------------------
    def s_hosp(self):
        name = self.site.name
        self.phi(name.upper() if self.rng.random() < 0.25 else name, "HOSPITAL")

    def s_hosp_caps(self): self.phi(self.site.name.upper(), "HOSPITAL")
    def s_other_hosp(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_dept(self): self.phi(self.rng.choice(DEPARTMENTS), "DEPARTMENT")

    def s_room(self):
        rng = self.rng
        self.lit(rng.choice(("Room ", "Rm ", "Bed ", "bed ", "Bay ", "Cubicle ", "Rm. ")))
        self.phi(rng.choice((str(rng.randint(1, 40)), f"{rng.randint(1, 12)}{rng.choice('ABCDEF')}",
                             f"{rng.randint(2, 9)}{rng.randint(0, 4)}{rng.randint(1, 9)}",
                             f"{rng.randint(1, 30)}-{rng.randint(1, 4)}")), "ROOM")

    def s_city(self): self.phi(self.patient.place[1], "CITY")
    def s_any_city(self): self.phi(self.rng.choice(PLACES)[1], "CITY")
    def s_country(self): self.phi(self.patient.origin, "COUNTRY")
    def s_home_country(self): self.phi(self.patient.place[5], "COUNTRY")
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")
    def s_street(self): self.phi(self.patient.street, "STREET")
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")

    def address(self, street: str, place: tuple, code: str) -> None:
        """Street, city, region or state, postcode and sometimes the country, on one line or
        several, in the order of the place's country."""
        rng = self.rng
        self.phi(street, "STREET")
        sep = rng.choice((", ", "\n", " "))
        self.lit(sep)
        country, city, region, abbr = place[0], place[1], place[2], place[3]
        if country == "US":
            self.phi(city, "CITY")
            self.lit(", ")
            self.phi(abbr if rng.random() < 0.7 else region, "STATE")
            self.lit(" ")
            self.phi(code, "ZIP")
        elif country in ("GB", "GH", "HK") or not code:
            self.phi(city.upper() if rng.random() < 0.3 else city, "CITY")
            if region and rng.random() < 0.5:
                self.lit(sep)
                self.phi(region, "STATE")
            if code:
                self.lit(sep)
                self.phi(code, "ZIP")
        else:
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(city, "CITY")
            if region and rng.random() < 0.4:
                self.lit(", ")
                self.phi(region, "STATE")
        if rng.random() < 0.35:
            self.lit(sep)
            self.phi(place[5], "COUNTRY")

    def s_address(self):
        p = self.patient
        self.address(p.street, p.place, p.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    # -- contact and identifiers ------------------------------------------------------------
    def s_phone(self): self.phi(ff.format_phone(self.patient.phone, self.rng), "PHONE")
    def s_mobile(self): self.phi(ff.format_phone(self.patient.mobile, self.rng), "PHONE")
    def s_kin_phone(self): self.phi(ff.format_phone(self.patient.kin[2], self.rng), "PHONE")
    def s_site_phone(self): self.phi(ff.format_phone(self.site.phone, self.rng, ext=True), "PHONE")
    def s_fax(self): self.phi(ff.format_phone(self.site.fax, self.rng), "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")
    def s_bleep(self): self.phi(str(self.rng.randint(1000, 9999)), "PHONE")   # a pager, as in A

    def s_url(self):
        d, rng = self.site.domain, self.rng
        self.phi(rng.choice((f"https://www.{d}", f"www.{d}/referrals", f"https://portal.{d}/login",
                             f"http://pacs.{d}:8080/viewer", f"{d}/patients")), "URL")

    def s_ip(self):
        self.phi(f"{self.site.ip_prefix}.{self.rng.randint(1, 254)}" if self.rng.random() < 0.6
                 else ff.ip_address(self.rng), "IPADDR")

    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_ssn(self): self.phi(self.patient.national_id, "SSN")
    def s_ins_id(self): self.phi(self.patient.insurance_id, "HEALTHPLAN")
    def s_acct(self): self.phi(ff.account(self.rng), "ACCOUNT")
    def s_accession(self): self.phi(ff.accession(self.rng, self.visit.start.year), "IDNUM")
    def s_idnum(self): self.phi(ff.idnum(self.rng, self.visit.start.year), "IDNUM")
    def s_specimen(self): self.phi(ff.specimen(self.rng, self.visit.start.year), "BIOID")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_vin(self): self.phi(ff.vin(self.rng), "VEHICLE")
    def s_device(self): self.phi(self.patient.device, "DEVICE")
    def s_new_device(self): self.phi(ff.device(self.rng), "DEVICE")
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))

    def s_pet(self):
        """A pet's name: OTHER, as style A tags it (rare)."""
        self.phi(self.rng.choice(("Mochi", "Biscuit", "Pepper", "Luna", "Tofu", "Bruno")), "OTHER")
