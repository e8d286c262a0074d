"""The slots a note template can use: ``{pt}`` (the patient, in some surface form),
``{admit}`` (the admission date), ``{dr}`` (a doctor), ``{drug}`` (a non-PHI drug line)...

Every PHI slot writes a tagged segment; titles and suffixes (``Dr.``, ``Mr.``, ``MD``,
``-year-old``, ``Room``) stay outside the tag, as in the i2b2 2014 annotation guidelines.
"""

from __future__ import annotations

import datetime as dt
import random
from functools import lru_cache

from deidkit.synth import lexicon, surface
from deidkit.synth.builder import Writer
from deidkit.synth.model import Doctor, Patient, Person, Visit, build_staff
from deidkit.synth.pools import build_pools

GENERIC_DEPARTMENTS = ("Cardiology Clinic", "Medical Walk-In Clinic", "Urgent Care",
                       "Internal Medicine Clinic", "Oncology Clinic", "Diabetes Center",
                       "Renal Clinic", "Pulmonary Clinic", "Anticoagulation Clinic",
                       "Vascular Clinic", "Endocrine Clinic", "Neurology Clinic")
CHURCHES = ("St. {saint} Parish", "First Baptist Church of {city}", "{city} Senior Center",
            "{city} High School", "{city} Council on Aging", "{city} VNA",
            "Alcoholics Anonymous", "Meals on Wheels", "the {city} YMCA")


@lru_cache(maxsize=1024)
def _doctors_at(seed: int, hospital: int) -> tuple[Doctor, ...]:
    docs = build_staff(seed).doctors
    return tuple(d for d in docs if d.hospital == hospital) or docs


def an(word: str) -> str:
    """The indefinite article before ``word`` ('an 81-year-old', 'an 18', 'a 67')."""
    w = word.lower()
    if w[:1].isdigit():
        return "an" if w.startswith("8") or w.startswith(("11", "18")) and not w[2:3].isdigit() \
            else "a"
    return "an" if w[:1] in "aeio" else "a"


class Note(Writer):
    """A note being written about one visit of one patient."""

    def __init__(self, seed: int, patient: Patient, visit: Visit, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        self.patient = patient
        self.visit = visit
        self.pools = build_pools(seed)
        self.staff = build_staff(seed)
        self.hospital = self.staff.hospitals[patient.hospital]
        docs = self.staff.doctors
        self.attending: Doctor = rng.choice(_doctors_at(seed, patient.hospital))
        self.pcp: Doctor = docs[patient.pcp]
        self.consultant: Doctor = docs[rng.choice(patient.specialists)]
        self.author: Doctor = rng.choice((self.attending, self.attending, self.pcp))
        self.nurse: Person = rng.choice(self.staff.nurses)
        self.relation, self.relative = rng.choice(patient.relatives)
        p = patient.person
        self.he, self.his, self.him = (("he", "his", "him") if p.sex == "M"
                                       else ("she", "her", "her"))
        self.title = "Mr." if p.sex == "M" else rng.choice(("Mrs.", "Ms.", "Ms."))
        if rng.random() < 0.15:
            self.title = self.title.rstrip(".")
        self.num_style = rng.choice(surface.NUMERIC_STYLES)
        self.narr_style = rng.choice(surface.NARRATIVE_STYLES)
        self.age = patient.age_on(visit.start)
        self.fu_date = visit.end + dt.timedelta(days=rng.randint(5, 90))
        prev = [v for v in patient.visits if v.number < visit.number]
        self.prev_date = prev[-1].end if prev else None

    def header(self, names: tuple[str, ...], *, inline: bool | None = None) -> None:
        """A section header in one of the styles notes use ('HPI:', 'History of Present
        Illness', '*** HPI ***'); inline headers keep the section text on the same line."""
        rng = self.rng
        name = rng.choice(names)
        style = self.header_style
        if style == 0:
            name = name.upper() + ":"
        elif style == 1:
            name = name + ":"
        elif style == 2:
            name = name.upper()
        elif style == 3:
            name = f"*** {name.upper()} ***"
        else:
            name = name.upper() + ":"
            self.lit(name + "\n" + "-" * len(name) + "\n")
            return
        if inline is None:
            inline = rng.random() < 0.35 and style in (0, 1)
        self.lit(name + (" " if inline else "\n"))

    @property
    def header_style(self) -> int:
        if not hasattr(self, "_header_style"):
            self._header_style = self.rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
        return self._header_style

    # -- dates ---------------------------------------------------------------------------
    def date(self, d: dt.date, kind: str = "narr") -> None:
        rng = self.rng
        if kind == "num":
            style = self.num_style if rng.random() < 0.8 else rng.choice(surface.NUMERIC_STYLES)
        elif kind == "short":
            style = rng.choice(("md", "md", "month_day", "mdy", self.num_style))
        else:
            r = rng.random()
            style = (self.narr_style if r < 0.45 else self.num_style if r < 0.6
                     else rng.choice(surface.NARRATIVE_STYLES + ("md", "month_day")))
        self.phi(surface.format_date(d, style, rng), "DATE")

    def s_visit(self): self.date(self.visit.start)
    def s_visit_n(self): self.date(self.visit.start, "num")
    def s_admit(self): self.date(self.visit.start)
    def s_admit_n(self): self.date(self.visit.start, "num")
    def s_discharge(self): self.date(self.visit.end)
    def s_discharge_n(self): self.date(self.visit.end, "num")
    def s_dob(self): self.date(self.patient.dob, "num")
    def s_fu(self): self.date(self.fu_date, self.rng.choice(("narr", "short", "num")))

    def s_record_date(self):
        d = self.visit.start
        self.phi(f"{d.year}-{d.month:02d}-{d.day:02d}", "DATE")

    def s_hospday(self):
        """A day during the stay (short form: '3/14')."""
        v = self.visit
        span = max(0, (v.end - v.start).days)
        self.date(v.start + dt.timedelta(days=self.rng.randint(0, span)), "short")

    def past_date(self) -> dt.date:
        return self.visit.start - dt.timedelta(days=self.rng.randint(20, 365 * 12))

    def s_past(self):
        """A past date that reads after 'in' or 'since': a month, a year or a season."""
        rng = self.rng
        style = rng.choice(("monthY", "monthY", "Y", "Y", "season"))
        self.phi(surface.format_date(self.past_date(), style, rng), "DATE")

    def s_past_on(self):
        """A past day ('on 3/12/2089', 'on March 12, 2089')."""
        rng = self.rng
        style = rng.choice(("long", "mdY", "mdy", "abbr", "mdY_np", "dMonY", self.num_style))
        self.phi(surface.format_date(self.past_date(), style, rng), "DATE")

    def s_year(self):
        self.phi(str(self.past_date().year), "DATE")

    def s_prev(self):
        if self.prev_date is None:
            self.s_past()
        else:
            self.date(self.prev_date, self.rng.choice(("narr", "num", "short")))

    def s_weekday(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(1, 6))
        self.phi(surface.WEEKDAYS[d.weekday()], "DATE")

    def s_fu_weekday(self):
        self.phi(surface.WEEKDAYS[self.fu_date.weekday()], "DATE")

    def s_holiday(self):
        self.phi(self.rng.choice(("Christmas", "Thanksgiving", "New Year's", "Easter",
                                  "Labor Day", "Memorial Day", "Fourth of July")), "DATE")

    # -- the patient -----------------------------------------------------------------------
    def name_forms(self, p: Person, *, formal_title: str | None = None) -> None:
        rng = self.rng
        r = rng.random()
        if r < 0.3 and formal_title:
            self.lit(formal_title + " ")
            self.phi(p.last, "PATIENT")
        elif r < 0.5:
            self.phi(f"{p.first} {p.last}", "PATIENT")
        elif r < 0.58:
            self.phi(f"{p.first} {p.middle}. {p.last}" if p.middle else f"{p.first} {p.last}",
                     "PATIENT")
        elif r < 0.66:
            self.phi(p.last, "PATIENT")
        elif r < 0.74:
            self.phi(p.first, "PATIENT")
        elif r < 0.82:
            self.phi(f"{p.last}, {p.first}", "PATIENT")
        elif r < 0.9:
            self.phi(f"{p.first[0]}. {p.last}", "PATIENT")
        else:
            self.phi(f"{p.last}, {p.first[0]}", "PATIENT")

    def s_pt(self):
        r = self.rng.random()
        if r < 0.2:
            self.lit(self.rng.choice(("the patient", "the pt", "this patient")))
        elif r < 0.6:
            self.s_pt_formal()
        else:
            self.name_forms(self.patient.person, formal_title=self.title)

    def s_Pt(self):
        if self.rng.random() < 0.2:
            self.lit(self.rng.choice(("The patient", "Pt", "Patient")))
        elif self.rng.random() < 0.6:
            self.s_pt_formal()
        else:
            self.name_forms(self.patient.person, formal_title=self.title)

    def s_pt_formal(self):
        self.lit(self.title + " ")
        self.phi(self.patient.person.last, "PATIENT")

    def s_pt_full(self):
        p = self.patient.person
        r = self.rng.random()
        self.phi(f"{p.first} {p.middle}. {p.last}" if p.middle and r < 0.4
                 else f"{p.first} {p.last}", "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.patient.person.last, "PATIENT")

    def s_pt_header(self):
        p = self.patient.person
        r = self.rng.random()
        if r < 0.35:
            self.phi(f"{p.last}, {p.first}".upper(), "PATIENT")
        elif r < 0.55:
            self.phi(f"{p.last.upper()}, {p.first.upper()} {p.middle}".strip(), "PATIENT")
        elif r < 0.8:
            self.phi(f"{p.first} {p.last}", "PATIENT")
        else:
            self.phi(f"{p.last}, {p.first}", "PATIENT")

    def s_pt_initials(self): self.phi(self.patient.person.initials, "PATIENT")
    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_him(self): self.lit(self.him)
    def s_title(self): self.lit(self.title)

    def s_sexw(self):
        male = self.patient.person.sex == "M"
        self.lit(self.rng.choice(("man", "male", "gentleman", "M") if male
                                 else ("woman", "female", "lady", "F")))

    def age_phrase(self, age: int) -> tuple[str, str]:
        """(before, after) around the AGE tag: '' + '81' + '-year-old'."""
        return self.rng.choice((("", "-year-old"), ("", "-year-old"), ("", " year old"),
                                ("", " y/o"), ("", " yo"), ("", "yo"), ("", " y.o."),
                                ("", "-yo"), ("", "-year-old")))

    def s_a_age(self):
        before, after = self.age_phrase(self.age)
        self.lit(an(str(self.age)) + " " + before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_sex(self):
        sex = self.patient.person.sex
        rng = self.rng
        form = rng.randrange(4)
        self.phi(str(self.age), "AGE")
        self.lit((sex, f" {sex}", f" yo {sex}",
                  " y/o " + ("male" if sex == "M" else "female"))[form])

    def s_rel(self): self.lit(self.relation)

    def s_relname(self):
        r = self.rng.random()
        p = self.relative
        self.phi(p.first if r < 0.6 else f"{p.first} {p.last}", "PATIENT")

    def s_age_at(self):
        """An earlier age of the patient ('diagnosed at age 52')."""
        self.phi(str(self.rng.randint(max(1, self.age - 40), max(1, self.age - 1))), "AGE")

    def s_relage(self):
        self.phi(str(self.rng.randint(45, 96)), "AGE")

    def s_agegroup(self):
        decade = max(2, self.age // 10) * 10
        self.phi(f"{decade}s", "AGE")

    # -- care team -------------------------------------------------------------------------
    def doctor_ref(self, d: Person) -> None:
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            self.lit(rng.choice(("Dr. ", "Dr. ", "Dr ", "DR. ")))
            self.phi(d.last, "DOCTOR")
        elif r < 0.6:
            self.lit("Dr. ")
            self.phi(f"{d.first} {d.last}", "DOCTOR")
        elif r < 0.78:
            self.phi(f"{d.first} {d.last}", "DOCTOR")
            self.lit(rng.choice((", MD", " MD", ", MD", "")))
        elif r < 0.9:
            self.phi(f"{d.first[0]}. {d.last}", "DOCTOR")
            self.lit(rng.choice((", MD", " MD", "")))
        else:
            self.phi(d.last, "DOCTOR")

    def s_dr(self):
        self.doctor_ref(self.rng.choice((self.attending, self.pcp, self.consultant)))

    def s_attending(self): self.doctor_ref(self.attending)
    def s_pcp(self): self.doctor_ref(self.pcp)
    def s_consultant(self): self.doctor_ref(self.consultant)

    def s_dr_last(self):
        self.phi(self.rng.choice((self.attending, self.pcp, self.consultant)).last, "DOCTOR")

    def s_pcp_last(self): self.phi(self.pcp.last, "DOCTOR")

    def s_author(self):
        d = self.author
        r = self.rng.random()
        if r < 0.5:
            self.phi(f"{d.first} {d.last}", "DOCTOR")
        elif r < 0.75 and d.middle:
            self.phi(f"{d.first} {d.middle}. {d.last}", "DOCTOR")
        elif r < 0.9:
            self.phi(f"{d.first[0]}. {d.last}", "DOCTOR")
        else:
            self.phi(f"{d.last}, {d.first}", "DOCTOR")

    def s_author_initials(self): self.phi(self.author.initials, "DOCTOR")

    def s_nurse(self):
        n = self.nurse
        self.phi(self.rng.choice((f"{n.first} {n.last}", n.first, f"{n.first[0]}. {n.last}")),
                 "DOCTOR")

    def s_user(self): self.phi(self.author.username, "USERNAME")

    def s_typist(self):
        self.phi(surface.letters(self.rng, self.rng.choice((2, 3))).lower(), "USERNAME")

    def s_lic(self): self.phi(self.author.license, "LICENSE")
    def s_demail(self): self.phi(self.author.email, "EMAIL")

    # -- places --------------------------------------------------------------------------
    def s_hosp(self):
        h = self.hospital
        self.phi(h.abbr if h.abbr and len(h.abbr) > 1 and self.rng.random() < 0.3 else h.name,
                 "HOSPITAL")

    def s_hosp_full(self): self.phi(self.hospital.name, "HOSPITAL")

    def s_hosp_other(self):
        h = self.staff.hospitals[self.patient.other_hospital]
        if h is self.hospital:
            h = self.staff.hospitals[(self.patient.other_hospital + 1) % len(self.staff.hospitals)]
        self.phi(h.name if self.rng.random() < 0.8 or len(h.abbr) < 2 else h.abbr, "HOSPITAL")

    def s_unit(self):
        if self.rng.random() < 0.4:  # the generic services are not PHI
            self.lit(self.rng.choice(("the MICU", "the floor", "telemetry", "the CCU", "Medicine",
                                      "the step-down unit", "the medical service", "the SICU")))
        else:
            self.phi(self.rng.choice(self.pools.units), "DEPARTMENT")
    def s_clinic(self): self.phi(self.rng.choice(GENERIC_DEPARTMENTS), "DEPARTMENT")

    def s_room(self):
        rng = self.rng
        self.phi(rng.choice((str(rng.randint(100, 1299)), f"{rng.randint(2, 12)}{rng.choice('ABCDEF')}",
                             f"{rng.randint(100, 999)}-{rng.randint(1, 4)}",
                             f"{rng.randint(2, 22)}-{rng.randint(1, 40):02d}")), "ROOM")

    def s_bed(self): self.phi(str(self.rng.randint(1, 30)), "ROOM")
    def s_city(self): self.phi(self.patient.city, "CITY")
    def s_any_city(self): self.phi(self.rng.choice(self.pools.cities), "CITY")

    def s_state(self):
        name, abbr = self.patient.state
        self.phi(abbr if self.rng.random() < 0.6 else name, "STATE")

    def s_zip(self): self.phi(self.patient.zip, "ZIP")

    def s_street(self):
        self.phi(self.patient.street, "STREET")

    def s_addr(self):
        """'12 Wilson Trace, Apt 4, Boston, MA 02114' (one line or two)."""
        p = self.patient
        rng = self.rng
        # the apartment is part of the street address (HIPAA), inside the STREET tag
        self.phi(p.street + (rng.choice((", ", " ")) + p.apartment if p.apartment else ""),
                 "STREET")
        self.lit(rng.choice((", ", "\n", "\n", " ")))
        self.phi(p.city, "CITY")
        self.lit(rng.choice((", ", " ")))
        self.s_state()
        self.lit(rng.choice(("  ", " ", ", ")))
        self.phi(p.zip, "ZIP")

    def s_haddr(self):
        h = self.hospital
        rng = self.rng
        self.phi(h.street, "STREET")
        self.lit(rng.choice((", ", "\n", " | ")))
        self.phi(h.city, "CITY")
        self.lit(", ")
        self.phi(h.state[1], "STATE")
        self.lit(" ")
        self.phi(h.zip, "ZIP")

    def s_country(self):
        self.phi(self.patient.origin or self.rng.choice(self.pools.countries), "COUNTRY")

    def s_any_country(self): self.phi(self.rng.choice(self.pools.countries), "COUNTRY")
    def s_landmark(self): self.phi(self.patient.landmark, "LOCATION-OTHER")
    def s_org(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")

    def s_community(self):
        t = self.rng.choice(CHURCHES)
        from deidkit.synth.pools import SAINTS
        text = t.format(saint=self.rng.choice(SAINTS), city=self.patient.city)
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "ORGANIZATION")

    def s_prof(self): self.phi(self.patient.profession, "PROFESSION")

    def s_rel_prof(self):
        from deidkit.synth.pools import PROFESSIONS
        self.phi(self.rng.choice(PROFESSIONS), "PROFESSION")

    # -- contact -------------------------------------------------------------------------
    def s_phone(self): self.phi(surface.format_phone(self.patient.phone, self.rng), "PHONE")
    def s_cell(self): self.phi(surface.format_phone(self.patient.cell, self.rng), "PHONE")
    def s_hphone(self): self.phi(surface.format_phone(self.hospital.phone, self.rng), "PHONE")
    def s_hfax(self): self.phi(surface.format_phone(self.hospital.fax, self.rng), "FAX")
    def s_ext(self): self.phi(surface.extension(self.rng), "PHONE")

    def s_pager(self):
        self.phi(self.rng.choice((f"{self.rng.randint(10000, 99999)}",
                                  f"{self.rng.randint(2, 9)}-{self.rng.randint(1000, 9999)}")),
                 "PHONE")

    def s_email(self): self.phi(self.patient.email, "EMAIL")

    def s_url(self):
        h = self.hospital
        self.phi(self.rng.choice((f"www.{h.domain}", f"https://portal.{h.domain}/patients",
                                  f"http://www.{h.domain}/{surface.slug(h.city)}",
                                  f"https://mychart.{h.domain}")), "URL")

    def s_ip(self):
        self.phi(f"{self.hospital.ip_prefix}.{self.rng.randint(1, 254)}", "IPADDR")

    # -- identifiers ---------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_ssn(self): self.phi(self.patient.ssn, "SSN")
    def s_plan(self): self.phi(self.patient.health_plan, "HEALTHPLAN")
    def s_acct(self): self.phi(surface.account(self.rng), "ACCOUNT")
    def s_vehicle(self): self.phi(self.patient.vehicle, "VEHICLE")
    def s_device_id(self): self.phi(self.patient.device, "DEVICE")
    def s_bioid(self): self.phi(surface.bioid(self.rng, self.visit.start.year), "BIOID")
    def s_idnum(self): self.phi(surface.idnum(self.rng), "IDNUM")
    def s_pet(self): self.phi(self.patient.pet or "Rex", "OTHER")

    # -- non-PHI clinical content --------------------------------------------------------
    def s_complaint(self): self.lit(self.rng.choice(lexicon.COMPLAINTS))
    def s_dx(self): self.lit(self.rng.choice(lexicon.DIAGNOSES))
    def s_pmh(self): self.lit(self.rng.choice(self.patient.pmh))

    def s_pmh_list(self):
        items = self.rng.sample(self.patient.pmh, min(len(self.patient.pmh), self.rng.randint(2, 4)))
        self.lit(", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else items[0])

    def s_drug(self): self.lit(lexicon.drug_line(self.rng))
    def s_drugname(self): self.lit(self.rng.choice(lexicon.DRUGS)[0])
    def s_vitals(self): self.lit(lexicon.vitals(self.rng))
    def s_labs(self): self.lit(lexicon.labs(self.rng))
    def s_time(self): self.lit(lexicon.time_of_day(self.rng))
    def s_eponym(self): self.lit(self.rng.choice(lexicon.EPONYM_DISEASES))
    def s_edevice(self): self.lit(self.rng.choice(lexicon.EPONYM_DEVICES))
    def s_proc(self): self.lit(self.rng.choice(lexicon.EPONYM_PROCEDURES))
    def s_sign(self): self.lit(self.rng.choice(lexicon.EPONYM_SIGNS))
    def s_score(self): self.lit(self.rng.choice(lexicon.SCORES))
    def s_allergy(self): self.lit(self.rng.choice(lexicon.ALLERGIES))
    def s_side(self): self.lit(self.rng.choice(("left", "right", "bilateral")))

    def s_dur(self):
        n = self.rng.randint(2, 10)
        self.lit(self.rng.choice((f"{n} days", f"{n} weeks", "one week", "two days", "several days",
                                  f"{n} hours", "a month", f"{n} months")))

    def s_los(self):
        self.lit(str(max(1, (self.visit.end - self.visit.start).days)))

    def s_num(self): self.lit(str(self.rng.randint(2, 12)))
    def s_grade(self): self.lit(str(self.rng.randint(1, 3)))
    def s_organism(self): self.lit(self.rng.choice(lexicon.ORGANISMS))
    def s_antibiotic(self): self.lit(self.rng.choice(lexicon.ANTIBIOTICS))
    def s_labname(self): self.lit(self.rng.choice(lexicon.LAB_PANELS))
    def s_ef(self): self.lit(str(self.rng.choice((20, 25, 30, 35, 40, 45, 50, 55, 60, 65))))
    def s_weight(self): self.lit(f"{self.rng.randint(48, 140)} kg")

    def s_quote(self):
        self.lit('"' + self.rng.choice(("I just don't feel right", "my legs feel heavy",
                                        "I can't catch my breath", "it feels like an elephant "
                                        "on my chest", "I want to go home", "I'm fine")) + '"')
