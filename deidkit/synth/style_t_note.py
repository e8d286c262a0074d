"""The writer of style T's documents (:mod:`deidkit.synth.style_t`): :class:`TNote`, the
slots of the templates (``{pt}``, ``{dob}``, ``{physio}``, ``{natid}``...) and each region's
ways of writing dates, names, labels and numbers."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.synth.builder import Writer
from deidkit.synth.style_t import (MEDICAL, Clinician, Patient, Relative, Site, TPerson,
                                   build_staff)
from deidkit.synth.style_t_places import ABROAD, COUNTRY, LANDMARKS, format_phone
from deidkit.synth.style_t_slots import NumberSlots
from deidkit.synth.style_t_world import (AGENCIES, BLOOD, COMMUNITY, HOLIDAYS, HOMECARE,
                                         INSURERS)
from deidkit.synth.surface import MONTHS, MONTHS_ABBR, WEEKDAYS, ordinal

FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
             "septembre", "octobre", "novembre", "décembre")
NL_MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december")

#: Each country's numeric and narrative date habits (see :func:`format_date`).
DATE_NUM = {"CA": ("iso", "iso", "dMonY", "DMONY"), "QC": ("iso", "dmy", "iso"),
            "PH": ("mdY", "mdY_np", "mdY_dash"), "NG": ("dmy", "dmy_np", "dmy_dash"),
            "KE": ("dmy", "dmy_dot", "dmy2"), "PK": ("dmy_dash", "dmy", "dMonY"),
            "NL": ("dmy_dash", "dmy", "iso"), "SE": ("iso", "iso", "compact"),
            "NO": ("dmy_dot", "dmy_dot_np", "iso"), "DK": ("dmy_dot", "dmy_dash", "iso"),
            "IL": ("dmy", "dmy_dot", "dmy2")}
DATE_NARR = {"CA": ("long_us", "abbr_us", "d_month_Y"), "QC": ("fr", "fr", "long_us"),
             "PH": ("long_us", "abbr_us_dot", "long_us"),
             "NG": ("ord_month_comma", "d_month_Y", "ord_of"),
             "KE": ("d_month_Y", "ord_month_Y", "d_mon_Y"),
             "PK": ("d_month_Y", "ord_month_comma", "DMONY"),
             "NL": ("d_month_Y", "d_mon_Y", "nl"), "SE": ("d_month_Y", "iso"),
             "NO": ("d_month_Y", "dmy_dot"), "DK": ("d_month_Y", "d_mon_Y"),
             "IL": ("d_month_Y", "d_mon_Y", "month_d_Y")}


def format_date(d: dt.date, style: str, rng: random.Random) -> str:
    """``d`` in one of the styles of T's countries."""
    day, mo, y = d.day, d.month, d.year
    m = mo - 1
    if style == "fr":
        return ("1er" if day == 1 else str(day)) + " " + FR_MONTHS[m] + " " + str(y)
    forms = {
        "iso": f"{y}-{mo:02d}-{day:02d}", "dMonY": f"{day:02d}-{MONTHS_ABBR[m]}-{y}",
        "DMONY": f"{day:02d}-{MONTHS_ABBR[m].upper()}-{y}", "dmy": f"{day:02d}/{mo:02d}/{y}",
        "dmy_np": f"{day}/{mo}/{y}", "dmy_dash": f"{day:02d}-{mo:02d}-{y}",
        "dmy_dot": f"{day:02d}.{mo:02d}.{y}", "dmy_dot_np": f"{day}.{mo}.{y}",
        "dmy2": f"{day}/{mo}/{y % 100:02d}", "mdY": f"{mo:02d}/{day:02d}/{y}",
        "mdY_np": f"{mo}/{day}/{y}", "mdY_dash": f"{mo:02d}-{day:02d}-{y}",
        "compact": f"{y}{mo:02d}{day:02d}", "long_us": f"{MONTHS[m]} {day}, {y}",
        "abbr_us": f"{MONTHS_ABBR[m]} {day}, {y}", "abbr_us_dot": f"{MONTHS_ABBR[m]}. {day}, {y}",
        "d_month_Y": f"{day} {MONTHS[m]} {y}", "d_mon_Y": f"{day} {MONTHS_ABBR[m]} {y}",
        "ord_month_comma": f"{ordinal(day)} {MONTHS[m]}, {y}",
        "ord_of": f"{ordinal(day)} of {MONTHS[m]}, {y}",
        "ord_month_Y": f"{ordinal(day)} {MONTHS[m]} {y}", "nl": f"{day} {NL_MONTHS[m]} {y}",
        "month_d_Y": f"{MONTHS[m]} {day} {y}", "y": str(y), "wd": WEEKDAYS[d.weekday()],
    }
    return forms[style]


def short_date(d: dt.date, cc: str, rng: random.Random) -> str:
    """A day and month without the year, as ``cc`` writes it."""
    day, mo, m = d.day, d.month, d.month - 1
    if cc == "PH":
        return rng.choice((f"{mo}/{day}", f"{MONTHS_ABBR[m]} {day}", f"{mo:02d}/{day:02d}"))
    if cc == "QC":
        return rng.choice((f"{day} {FR_MONTHS[m]}", f"{day:02d}/{mo:02d}"))
    if cc in ("SE", "NO", "DK"):
        return rng.choice((f"{day}/{mo}", f"{day:02d}.{mo:02d}", f"{day} {MONTHS_ABBR[m]}"))
    if cc == "CA":
        return rng.choice((f"{MONTHS_ABBR[m]} {day}", f"{MONTHS_ABBR[m]} {ordinal(day)}"))
    return rng.choice((f"{day}/{mo}", f"{day:02d}/{mo:02d}", f"{day} {MONTHS_ABBR[m]}",
                       f"{ordinal(day)} {MONTHS[m]}"))


def month_year(d: dt.date, cc: str, rng: random.Random) -> str:
    m = d.month - 1
    if cc == "QC" and rng.random() < 0.6:
        return FR_MONTHS[m] + " " + str(d.year)
    return rng.choice((f"{MONTHS[m]} {d.year}", f"{MONTHS_ABBR[m]} {d.year}",
                       f"{d.month:02d}/{d.year}", f"{MONTHS_ABBR[m]}-{d.year % 100:02d}"))


#: What review boards and courts that hear involuntary patients are called (ORGANIZATION).
BOARDS = {"CA": ("Consent and Capacity Board",), "QC": ("Tribunal administratif du Québec",
                                                        "TAQ"),
          "NL": ("Rechtbank Rotterdam", "Rechtbank Amsterdam"),
          "SE": ("Förvaltningsrätten i Stockholm", "Förvaltningsrätten i Göteborg"),
          "NO": ("Kontrollkommisjonen Oslo", "Kontrollkommisjonen for Haukeland"),
          "DK": ("Det Psykiatriske Patientklagenævn",),
          "IL": ("District Psychiatric Committee",)}


def an(word: str) -> str:
    """'an' before a vowel sound or 8, 11 and 18 ('an 81-year-old'), else 'a'."""
    w = word.lower()
    if w[:1].isdigit():
        return "an" if w[0] == "8" or w[:2] in ("11", "18") and not w[2:3].isdigit() else "a"
    return "an" if w[:1] in "aeio" else "a"


class TNote(NumberSlots, Writer):
    """A document of style T about one visit of one patient: the slots of its templates and
    the country's ways of writing PHI."""

    def __init__(self, seed: int, patient: Patient, visit_no: int, rng: random.Random):
        super().__init__(rng)
        self.seed, self.patient = seed, patient
        self.visit = patient.visits[visit_no - 1]
        self.day = self.visit.day
        self.cc, self.region = patient.cc, patient.region
        sites = build_staff(seed).sites
        self.sites = sites[self.cc]
        self.site: Site = self.sites[self.visit.site]
        self.other: Site = self.sites[self.visit.other]
        self.p: TPerson = patient.person
        self.age = patient.age_on(self.day)
        self.team: dict = {}
        self.num_style = rng.choice(DATE_NUM[self.cc])
        self.narr_style = rng.choice(DATE_NARR[self.cc])
        earlier = [v for v in patient.visits if v.number < self.visit.number]
        self.prev = earlier[-1].day if earlier else None
        self.rel: Relative = rng.choice(patient.relatives)
        male = self.p.sex == "M"
        self.he, self.his, self.him = ("he", "his", "him") if male else ("she", "her", "her")
        self.title = self._title()
        #: Quebec forms: French labels, often with the English beside them.
        self.bilingual = self.cc == "QC" and rng.random() < 0.75

    def _title(self) -> str:
        cc, rng, male, origin = self.cc, self.rng, self.p.sex == "M", self.p.origin
        if self.age < 16:
            return ""
        if cc == "QC":
            return "M." if male else "Mme"
        if cc == "NL":
            return "Dhr." if male else "Mw."
        if origin == "hausa" and self.age > 40 and rng.random() < 0.8:
            return "Alhaji" if male else "Hajia"
        if origin in ("yoruba", "igbo") and male and self.age > 60 and rng.random() < 0.4:
            return "Chief"
        dot = "." if cc in ("PH", "NG", "PK", "IL") or rng.random() < 0.3 else ""
        return ("Mr" if male else rng.choice(("Mrs", "Ms", "Mrs"))) + dot

    def bi(self, fr: str, en: str) -> str:
        """A label: French and English on a bilingual Quebec form, English elsewhere."""
        if self.cc != "QC":
            return en
        return fr + " / " + en if self.bilingual else fr

    # -- dates -----------------------------------------------------------------------------
    def date(self, d: dt.date, kind: str = "num") -> None:
        rng, cc = self.rng, self.cc
        if kind == "num":
            text = format_date(d, self.num_style if rng.random() < 0.85
                               else rng.choice(DATE_NUM[cc]), rng)
        elif kind == "narr":
            text = format_date(d, self.narr_style if rng.random() < 0.75
                               else rng.choice(DATE_NARR[cc]), rng)
        elif kind == "short":
            text = short_date(d, cc, rng)
        elif kind == "month":
            text = month_year(d, cc, rng)
        elif kind == "year":
            text = str(d.year)
        else:
            text = WEEKDAYS[d.weekday()]
        self.phi(text, "DATE")

    def ago(self, low: int, high: int) -> dt.date:
        return self.day - dt.timedelta(days=self.rng.randint(low, high))

    def ahead(self, low: int, high: int) -> dt.date:
        return self.day + dt.timedelta(days=self.rng.randint(low, high))

    def s_today(self): self.date(self.day, "num")
    def s_today_narr(self): self.date(self.day, "narr")
    def s_today_short(self): self.date(self.day, "short")
    def s_dob(self): self.date(self.patient.dob, "num")
    def s_recent(self): self.date(self.ago(2, 45), self.rng.choice(("num", "narr", "short")))
    def s_past_month(self): self.date(self.ago(60, 1500), "month")
    def s_past_year(self): self.date(self.ago(400, 5000), "year")
    def s_fu(self): self.date(self.ahead(7, 120), self.rng.choice(("num", "narr")))
    def s_fu_short(self): self.date(self.ahead(1, 30), "short")
    def s_weekday(self): self.date(self.ago(1, 6), "weekday")
    def s_next_weekday(self): self.date(self.ahead(1, 6), "weekday")
    def s_valid_until(self): self.date(self.day + dt.timedelta(days=365 * self.rng.choice(
        (1, 1, 2)) - 1), "num")

    def s_prev(self):
        if self.prev is None:
            self.date(self.ago(30, 700), "narr")
        else:
            self.date(self.prev, self.rng.choice(("num", "narr")))

    def s_holiday(self):
        name = self.rng.choice(HOLIDAYS[self.region])
        for article in ("the ", "la ", "le ", "l'"):
            if name.startswith(article):
                self.lit(article)
                name = name[len(article):]
                break
        self.phi(name, "DATE")

    # -- the patient -----------------------------------------------------------------------
    def full_name(self, p: TPerson, middle: bool | None = None) -> str:
        rng = self.rng
        middle = rng.random() < 0.55 if middle is None else middle
        if not p.middle or not middle:
            return p.first + " " + p.last
        if p.origin in ("filipino", "hispano_filipino", "chinese_filipino"):
            return p.first + " " + (p.middle[0] + "." if rng.random() < 0.7 else p.middle) + \
                " " + p.last
        return p.first + " " + p.middle + " " + p.last

    def name_of(self, p: TPerson, form: str) -> str:
        """The text of ``p``'s name in ``form`` (no title)."""
        rng = self.rng
        if form == "full":
            return self.full_name(p)
        if form == "first":
            return p.first
        if form == "nick":
            return p.nick or p.first.split()[0]
        if form == "last":
            return p.last
        if form == "initials":
            return "".join(w[0] + "." for w in (p.first + " " + p.last).replace("-", " ").split())
        if form == "dutch":
            given = p.first.replace("-", " ").split() + (p.middle.split() if p.middle else [])
            return ".".join(w[0] for w in given) + ". " + p.last
        if form == "upper":
            return (p.last + " " + p.first + (" " + p.middle if p.middle else "")).upper()
        # last_first
        given = p.first + (" " + p.middle[0] + "." if p.middle and p.origin in (
            "filipino", "hispano_filipino", "chinese_filipino") else
            " " + p.middle if p.middle and rng.random() < 0.5 else "")
        last = p.last.upper() if rng.random() < 0.5 else p.last
        return last + ", " + given

    def pt_name(self, form: str | None = None) -> None:
        """The patient's name in a form their country's records use; a title outside."""
        rng, p = self.rng, self.p
        if form is None:
            form = rng.choice(("full", "full", "title", "title", "first", "last_first"))
            if self.cc == "NL" and rng.random() < 0.3:
                form = "dutch"
        if form == "title":
            if not self.title:
                form = "first"
            else:
                self.lit(self.title + " ")
                self.phi(p.last, "PATIENT")
                return
        if form == "first" and p.nick and rng.random() < 0.4:
            form = "nick"
        self.phi(self.name_of(p, form), "PATIENT")

    def s_pt(self):
        if self.rng.random() < 0.15:
            self.lit(self.rng.choice(("the patient", "the client", "pt")))
        else:
            self.pt_name()

    def s_Pt(self):
        if self.rng.random() < 0.15:
            self.lit(self.rng.choice(("The patient", "Client", "Pt")))
        else:
            self.pt_name()

    def s_pt_full(self): self.pt_name("full")
    def s_pt_title(self): self.pt_name("title")
    def s_pt_first(self): self.pt_name("first")
    def s_pt_last(self): self.pt_name("last")

    def s_pt_header(self):
        if self.cc == "NL" and self.title and self.rng.random() < 0.4:   # 'Mw. J.W. Hoekstra'
            self.lit(self.title + " ")
            self.pt_name("dutch")
            return
        if self.title in ("Alhaji", "Hajia", "Chief", "Mme", "M.") and self.rng.random() < 0.4:
            self.lit(self.title + " ")
            self.pt_name("full")
            return
        self.pt_name(self.rng.choice(("last_first", "full", "upper")
                                     if self.cc in ("PH", "PK", "NG", "KE") else
                                     ("last_first", "full", "dutch") if self.cc == "NL" else
                                     ("last_first", "full")))

    def parentage(self) -> None:
        """'s/o Ghulam Rasool' (Pakistan): the father's (or husband's) name is a PATIENT."""
        father = self.patient.father
        if father is None:
            return
        if self.p.sex == "M":
            mark = self.rng.choice(("s/o", "S/O", "son of"))
        else:
            husband = next((r.person for r in self.patient.relatives
                            if r.relation == "husband"), None)
            if husband is not None and self.rng.random() < 0.5:
                self.lit(" " + self.rng.choice(("w/o", "W/O", "wife of")) + " ")
                self.phi(self.full_name(husband, False), "PATIENT")
                return
            mark = self.rng.choice(("d/o", "D/O", "daughter of"))
        self.lit(" " + mark + " ")
        self.phi(self.full_name(father, False), "PATIENT")

    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_him(self): self.lit(self.him)

    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_phrase(self):
        """'54-year-old', '54 y/o', '54 yrs', '54Y', 'âgé de 54 ans': the number is the tag."""
        rng = self.rng
        self.phi(str(self.age), "AGE")
        self.lit(rng.choice(("-year-old", " y/o", " yrs", "Y", " years", "-yr-old", " yo")))

    def s_age_fr(self):
        """'54 ans' on a Quebec form ('54 yrs' elsewhere)."""
        self.phi(str(self.age), "AGE")
        self.lit(" ans" if self.cc == "QC" else " yrs")

    def lic_label(self) -> str:
        """What a registration number is called in the country."""
        return self.rng.choice({"CA": ("CPSO #", "Reg. #", "Licence "),
                                "QC": ("Permis ", "No de permis ", "Licence "),
                                "PH": ("PRC Lic. No. ", "PRC ", "Lic. No. "),
                                "NG": ("Reg. No. ", "MDCN Reg. "), "KE": ("Reg. No. ", "KMPDC "),
                                "PK": ("PMDC ", "Reg. No. "), "NL": ("BIG ", "BIG-nr. "),
                                "SE": ("HSA/förskrivarkod ", "Förskrivarkod "),
                                "NO": ("HPR-nr. ", "HPR "), "DK": ("Aut.-ID ", "Autorisation "),
                                "IL": ("Lic. ", "License No. ")}[self.cc])

    def s_age_adj(self):
        """'54-year-old' before a noun."""
        self.phi(str(self.age), "AGE")
        self.lit(self.rng.choice(("-year-old", "-yr-old", " year old")))

    def s_a_age(self):
        self.lit(an(str(self.age)) + " ")
        self.phi(str(self.age), "AGE")
        self.lit(self.rng.choice(("-year-old", " year old", "-yr-old", " y.o.")))

    def s_sexw(self):
        male = self.p.sex == "M"
        self.lit(self.rng.choice(("man", "male", "gentleman") if male else
                                 ("woman", "female", "lady")))

    def s_age_at(self):
        self.phi(str(self.rng.randint(max(1, self.age - 30), max(1, self.age - 1))), "AGE")

    def s_job(self): self.phi(self.patient.job or "student", "PROFESSION")

    def s_an_job(self):
        job = self.patient.job or "student"
        self.lit(an(job) + " ")
        self.phi(job, "PROFESSION")

    def s_num(self): self.lit(str(self.rng.randint(2, 13)))
    def s_employer(self): self.org(self.patient.employer)
    def s_school(self): self.org(self.patient.school)
    def s_insurer(self): self.org(self.patient.insurer or self.rng.choice(INSURERS[self.region]))
    def s_agency(self): self.org(self.rng.choice(AGENCIES.get(self.cc) or AGENCIES[self.region]))
    def s_community(self): self.org(self.rng.choice(COMMUNITY.get(self.cc) or
                                                    COMMUNITY[self.region]))
    def s_homecare(self): self.org(self.rng.choice(HOMECARE.get(self.cc) or HOMECARE["CA"]))
    def s_blood_service(self): self.org(BLOOD[self.cc])
    def s_board(self): self.org(self.rng.choice(BOARDS.get(self.cc) or BOARDS["CA"]))

    # -- relatives -------------------------------------------------------------------------
    def s_rel(self): self.lit(self.rel.relation)
    def s_Rel(self): self.lit(self.rel.relation.capitalize())

    def rel_name(self, rel: Relative, form: str | None = None) -> None:
        form = form or self.rng.choice(("first", "full", "full"))
        self.phi(self.name_of(rel.person, form), "PATIENT")

    def s_relname(self): self.rel_name(self.rel)
    def s_relfull(self): self.rel_name(self.rel, "full")
    def s_relage(self): self.phi(str(self.rel.age), "AGE")
    def s_reljob(self): self.phi(self.rel.job or "homemaker", "PROFESSION")
    def s_relphone(self): self.phone(self.rel.phone)

    def s_a_reljob(self):
        job = self.rel.job or "homemaker"
        self.lit(an(job) + " ")
        self.phi(job, "PROFESSION")
    def s_relid(self): self.phi(self.rel.natid, "SSN")

    # -- care staff --------------------------------------------------------------------------
    def staff_of(self, role: str, key: str = "") -> Clinician:
        """The clinician of ``role`` in this document (the same one each time it is named);
        ``key`` names another one of the same role ('second' for a double check)."""
        slot = role + key
        if slot not in self.team:
            people = self.site.staff.get(role)
            if not people:
                people = next((s.staff[role] for s in (self.other,) + self.sites
                               if role in s.staff), None) or self.site.staff[
                                   next(iter(self.site.staff))]
            taken = {c for k, c in self.team.items() if k.startswith(role)}
            free = [c for c in people if c not in taken]
            if not free:   # a colleague from another site of the country
                free = [c for s in self.sites for c in s.staff.get(role, ()) if c not in taken]
            self.team[slot] = self.rng.choice(free or people)
        return self.team[slot]

    def dr(self, role: str, *, cred: bool | None = None, form: str | None = None,
           key: str = "") -> None:
        """A clinician: titles before and credentials after stay outside the DOCTOR tag."""
        c, rng, cc = self.staff_of(role, key), self.rng, self.cc
        medical = role in MEDICAL
        cred = rng.random() < 0.45 if cred is None else cred
        form = form or rng.choice(("title", "title", "full", "full", "initial", "last_first"))
        if form == "title":
            if medical:
                if cc == "PH" and c.sex == "F" and rng.random() < 0.6:
                    title = "Dra."
                elif cc == "QC" and rng.random() < 0.6:
                    title = "Dre" if c.sex == "F" else "Dr"
                elif cc == "NL":
                    title = "dr."
                else:
                    title = rng.choice(("Dr.", "Dr", "Dr."))
            elif cc in ("NG", "KE", "PK") and c.sex == "F" and "nurse" in role:
                title = rng.choice(("Sr.", "Sister", "Nurse"))
            elif role in ("physio", "social_worker", "optometrist") and rng.random() < 0.4:
                title = ""
                form = "full"
            else:
                title = ""
                form = rng.choice(("full", "initial"))
            if title:
                self.lit(title + " ")
                self.phi(c.last if rng.random() < 0.6 else self.full_name(c, False), "DOCTOR")
                if cred and medical and c.credential and cc not in ("NL", "SE", "NO", "DK"):
                    self.lit(", " + c.credential)
                return
        if form == "full":
            text = self.full_name(c)
        elif form == "initial":
            text = (c.first[0] + ". " + c.last) if rng.random() < 0.7 else (c.last + " " +
                                                                              c.first[0] + ".")
        elif form == "first":
            text = c.first
        else:
            text = self.name_of(c, "last_first")
        self.phi(text, "DOCTOR")
        if cred and c.credential:
            before, after = rng.choice(((", ", ""), (" ", ""), (" (", ")"), (", ", "")))
            self.lit(before + c.credential + after)

    def s_physician(self): self.dr("physician")
    def s_nephrologist(self): self.dr("nephrologist")
    def s_dialysis_nurse(self): self.dr("dialysis_nurse")
    def s_second_nurse(self): self.dr("dialysis_nurse", key="2", cred=False)
    def s_physio(self): self.dr("physio")
    def s_occ_doctor(self): self.dr("occ_doctor")
    def s_psychiatrist(self): self.dr("psychiatrist")
    def s_midwife(self): self.dr("midwife")
    def s_obstetrician(self): self.dr("obstetrician")
    def s_tb_nurse(self): self.dr("tb_nurse")
    def s_chw(self): self.dr("chw", form=self.rng.choice(("full", "first", "full")))
    def s_lab_tech(self): self.dr("lab_tech")
    def s_checker(self): self.dr("lab_tech", key="2", form="initial")
    def s_ophthalmologist(self): self.dr("ophthalmologist")
    def s_optometrist(self): self.dr("optometrist")
    def s_dentist(self): self.dr("dentist")
    def s_gp(self): self.dr("gp")
    def s_social_worker(self): self.dr("social_worker")
    def s_home_nurse(self): self.dr("home_nurse")
    def s_care_aide(self): self.dr("care_aide", form=self.rng.choice(("first", "full")))
    def s_pharmacist(self): self.dr("pharmacist")
    def s_charge_nurse(self): self.dr("charge_nurse")
    def s_paramedic(self): self.dr("paramedic", form=self.rng.choice(("full", "initial")))
    def s_resident(self): self.dr("resident")

    def s_receiver(self):
        """The physician who takes over at the other site."""
        if "receiver" not in self.team:
            people = self.other.staff.get("physician") or self.other.staff.get("gp") or \
                self.site.staff.get("physician") or (self.staff_of("charge_nurse"),)
            self.team["receiver"] = self.rng.choice(people)
        c = self.team["receiver"]
        self.lit(self.rng.choice(("Dr. ", "Dr ", "Dr. ")))
        self.phi(c.last if self.rng.random() < 0.5 else self.full_name(c, False), "DOCTOR")

    def user_of(self, role: str, key: str = "") -> None:
        self.phi(self.staff_of(role, key).username, "USERNAME")

    def licence_of(self, role: str, key: str = "") -> None:
        self.phi(self.staff_of(role, key).licence, "LICENSE")

    def ext_of(self, role: str) -> None:
        self.phi(self.staff_of(role).ext, "PHONE")

    def email_of(self, role: str) -> None:
        self.phi(self.staff_of(role).email, "EMAIL")

    # -- places and organisations ------------------------------------------------------------
    def org(self, name: str, type_: str = "ORGANIZATION") -> None:
        """An organisation or place: a leading 'the' stays outside the tag."""
        if name.startswith("the "):
            self.lit("the ")
            name = name[4:]
        self.phi(name, type_)

    def site_name(self, site: Site) -> None:
        if site.short and self.rng.random() < 0.3:
            self.phi(site.short, "HOSPITAL")
        else:
            self.phi(site.name, "HOSPITAL")

    def s_hosp(self): self.site_name(self.site)
    def s_hosp_full(self): self.phi(self.site.name, "HOSPITAL")
    def s_other_hosp(self): self.site_name(self.other)
    def s_home_hosp(self): self.site_name(self.sites[self.patient.hospital])
    def s_clinic_site(self): self.site_name(self.sites[self.patient.clinic])

    def ward_of(self, site: Site) -> None:
        """A named ward of ``site`` (DEPARTMENT), or an untagged service when it has none."""
        if site.wards:
            key = "_ward/" + site.name
            if key not in self.team:
                self.team[key] = self.rng.choice(site.wards)
            self.phi(self.team[key], "DEPARTMENT")
        else:
            self.lit(self.rng.choice(("the clinic", "the treatment room", "outpatients")))

    def s_ward(self): self.ward_of(self.site)
    def s_home_ward(self): self.ward_of(self.sites[self.patient.hospital])
    def s_other_ward(self): self.ward_of(self.other)

    def room_code(self) -> str:
        rng, cc = self.rng, self.cc
        if cc == "NL":
            return rng.choice((f"{rng.randint(1, 9)}.{rng.randint(10, 60)}",
                               f"{rng.choice('ABCDE')}{rng.randint(1, 9)}.{rng.randint(10, 40)}"))
        if cc in ("SE", "NO", "DK"):
            return str(rng.randint(1, 40))
        return rng.choice((str(rng.randint(101, 960)),
                           f"{rng.randint(101, 760)}{rng.choice('AB')}", str(rng.randint(1, 30)),
                           f"{rng.choice('ABCDEF')}-{rng.randint(101, 420)}"))

    def s_room(self): self.phi(self.room_code(), "ROOM")
    def s_bed(self): self.phi(str(self.rng.randint(1, 36)), "ROOM")
    def s_chair(self): self.phi(str(self.rng.randint(1, 24)), "ROOM")
    def s_city(self): self.phi(self.patient.city, "CITY")
    def s_site_city(self): self.phi(self.site.city, "CITY")
    def s_other_city(self): self.phi(self.other.city, "CITY")

    def s_state(self):
        p, rng = self.patient, self.rng
        if p.cc in ("CA", "QC"):
            from deidkit.synth.style_t_places import CA_PROVINCES
            self.phi(p.state if rng.random() < 0.6 else CA_PROVINCES[p.state], "STATE")
        elif p.cc == "NG" and rng.random() < 0.5:
            self.phi(p.state + (" State" if p.state != "FCT" else ""), "STATE")
        elif p.cc == "KE" and rng.random() < 0.5:
            self.phi(p.state + " County", "STATE")
        elif p.cc == "PK" and p.state == "Khyber Pakhtunkhwa" and rng.random() < 0.5:
            self.phi(rng.choice(("KP", "KPK")), "STATE")
        else:
            self.phi(p.state, "STATE")

    def s_zip(self): self.phi(self.patient.postcode, "ZIP")
    def s_street(self): self.phi(self.patient.street, "STREET")

    def s_country(self):
        self.phi(COUNTRY[self.cc] if self.rng.random() < 0.7 else self.rng.choice(
            {"CA": ("Canada", "CAN"), "QC": ("Canada",), "PH": ("Philippines", "PH"),
             "NG": ("Nigeria",), "KE": ("Kenya",), "PK": ("Pakistan",),
             "NL": ("Netherlands", "NL"), "SE": ("Sweden", "Sverige"), "NO": ("Norway", "Norge"),
             "DK": ("Denmark", "Danmark"), "IL": ("Israel",)}[self.cc]), "COUNTRY")

    def s_birth_country(self):
        self.phi(self.patient.birth_country or self.rng.choice(ABROAD[self.region]), "COUNTRY")

    def s_abroad(self): self.phi(self.rng.choice(ABROAD[self.region]), "COUNTRY")
    def s_landmark(self): self.org(self.rng.choice(LANDMARKS[self.cc if self.cc in LANDMARKS
                                                             else self.region]),
                                   "LOCATION-OTHER")

    def address(self, *, lines: bool) -> None:
        """The patient's address in the order their country writes it."""
        p, rng = self.patient, self.rng
        sep = "\n" if lines else ", "
        self.phi(p.street, "STREET")
        self.lit(sep)
        if p.cc in ("NL", "SE", "NO", "DK"):
            self.phi(p.postcode, "ZIP")
            self.lit("  " if p.cc == "SE" and rng.random() < 0.3 else " ")
            self.phi(p.city.upper() if p.cc == "SE" and rng.random() < 0.4 else p.city, "CITY")
            return
        if p.cc == "KE" and rng.random() < 0.5:
            self.phi("P.O. Box " + str(rng.randint(10, 9999)), "STREET")
            self.lit("-")
            self.phi(p.postcode, "ZIP")
            self.lit(sep)
            self.phi(p.city, "CITY")
            return
        if p.cc == "IL":
            self.phi(p.city, "CITY")
            self.lit(" ")
            self.phi(p.postcode, "ZIP")
            return
        self.phi(p.city, "CITY")
        self.lit(" " if p.cc in ("CA", "QC") and rng.random() < 0.5 else ", ")
        self.s_state()
        self.lit("  " if p.cc in ("CA", "QC") else " ")
        self.phi(p.postcode, "ZIP")

    def s_address(self): self.address(lines=False)

    def site_address(self, site: Site) -> None:
        rng = self.rng
        self.phi(site.street, "STREET")
        self.lit(rng.choice((", ", " | ", " · ")))
        if site.cc in ("NL", "SE", "NO", "DK"):
            self.phi(site.postcode, "ZIP")
            self.lit(" ")
            self.phi(site.city, "CITY")
            if rng.random() < 0.6:
                self.lit(", ")
                self.phi(COUNTRY[site.cc] if rng.random() < 0.7 else
                         {"NL": "Nederland", "SE": "Sverige", "NO": "Norge",
                          "DK": "Danmark"}[site.cc], "COUNTRY")
        elif site.cc == "IL":
            self.phi(site.city, "CITY")
            self.lit(" ")
            self.phi(site.postcode, "ZIP")
            if rng.random() < 0.6:
                self.lit(", ")
                self.phi("Israel", "COUNTRY")
        else:
            self.phi(site.city, "CITY")
            if site.cc in ("CA", "QC", "PH", "NG", "KE", "PK"):
                self.lit(" ")
                self.phi(site.postcode, "ZIP")

    def s_site_address(self): self.site_address(self.site)

    # -- contact ---------------------------------------------------------------------------
    def phone(self, number: tuple[str, str, str], type_: str = "PHONE") -> None:
        self.phi(format_phone(number, self.rng), type_)

    def s_pt_phone(self): self.phone(self.patient.home if self.rng.random() < 0.4
                                     else self.patient.mobile)
    def s_mobile(self): self.phone(self.patient.mobile)
    def s_site_phone(self): self.phone(self.site.phone)
    def s_other_phone(self): self.phone(self.other.phone)
    def s_site_fax(self): self.phone(self.site.fax, "FAX")
    def s_pt_email(self): self.phi(self.patient.email, "EMAIL")
