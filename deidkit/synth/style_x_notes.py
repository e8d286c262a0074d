"""The documents of style X (held out, written blind): see :mod:`deidkit.synth.style_x`."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import Writer, assemble
from deidkit.synth.style_x import (FESTIVALS, MY_LANDMARKS, NUM_STYLES, SEA_ORGS, SG_LANDMARKS,
                                   TITLE, UK_LANDMARKS, UK_NATION, UK_ORGS, UNIT_MY, UNIT_SG, UNIT_UK,
                                   PatientX, StaffX, build_world, digits, fmt_date,
                                   patient_age, person_for, vitals, labs, abg)
from deidkit.synth.surface import letters


UK_DRUGS = ("co-amoxiclav 1.2 g IV TDS", "paracetamol 1 g PO QDS", "enoxaparin 40 mg SC OD",
            "Oramorph 2.5-5 mg PO 2-hourly PRN", "furosemide 40 mg IV BD",
            "piperacillin-tazobactam 4.5 g IV TDS", "amlodipine 5 mg OD",
            "Adcal-D3 one tab BD", "Laxido 1 sachet BD", "omeprazole 20 mg OD",
            "bisoprolol 2.5 mg OD", "atorvastatin 80 mg ON", "apixaban 5 mg BD",
            "sertraline 50 mg OD", "ramipril 2.5 mg OD", "metformin 500 mg BD",
            "Fortisip compact 125 mL BD", "thiamine 100 mg TDS", "Pabrinex 2 pairs IV TDS",
            "chlordiazepoxide reducing regime", "gentamicin 5 mg/kg IV (level-guided)",
            "levetiracetam 500 mg BD", "Sando-K 2 tabs BD x 3 days", "senna 15 mg ON",
            "salbutamol 5 mg neb QDS", "ipratropium 500 mcg neb QDS",
            "prednisolone 30 mg OD (5/7)", "dalteparin 5000 units SC OD",
            "lansoprazole 30 mg OD", "mirtazapine 15 mg ON", "cyclizine 50 mg IV TDS PRN")
SEA_DRUGS = ("Augmentin 625 mg BD", "Panadol 1 g QDS PRN", "metformin 850 mg BD",
             "gliclazide 80 mg BD", "amlodipine 10 mg OM", "losartan 50 mg OM",
             "simvastatin 20 mg ON", "aspirin 100 mg OM", "clopidogrel 75 mg OM",
             "IV ceftriaxone 2 g OD", "IV Tazocin 4.5 g q8h", "s/c Clexane 40 mg OD",
             "insulin Mixtard 30/70 18u BD", "s/c Actrapid per sliding scale",
             "T. frusemide 40 mg OM", "T. ranitidine 150 mg BD", "syr lactulose 15 mL ON",
             "T. bisoprolol 2.5 mg OM", "T. Ventolin 2 mg TDS", "MDI Seretide 2 puffs BD",
             "T. sertraline 50 mg OM", "T. allopurinol 100 mg OD", "IV omeprazole 40 mg BD",
             "T. vitamin B complex 1 tab OD", "T. metoclopramide 10 mg TDS")
PMH_UK = ("T2DM (diet-controlled)", "HTN", "COPD (FEV1 48% predicted)", "AF on apixaban",
          "IHD - NSTEMI, PCI to LAD", "CKD stage 3b", "OA both knees", "previous CVA, no residual",
          "alcohol excess (40 u/wk)", "depression", "hypothyroidism", "asthma",
          "heart failure (EF 35%)", "Parkinson's disease", "vascular dementia",
          "previous DVT", "obesity (BMI 41)", "epilepsy", "gout")
PMH_SEA = ("DM on OHA", "HTN", "HLD", "IHD s/p PCI", "ESRF on HD (MWF)", "BA", "CKD 4",
           "old CVA with L hemiparesis", "gout", "BPH", "hepatitis B carrier", "thalassaemia trait",
           "previous PTB (completed treatment)", "dengue fever", "cirrhosis (Child-Pugh B)",
           "DM with nephropathy", "schizophrenia", "hypothyroidism")


class XNote(Writer):
    """A document of style X: its patient, visit, site and house formats."""

    def __init__(self, seed: int, patient: PatientX, visit, rng: random.Random):
        super().__init__(rng)
        self.pools, self.sites, self.gps, self.all_staff = build_world(seed)
        self.patient, self.visit = patient, visit
        self.region = patient.region
        self.uk = self.region == "UK"
        self.site = self.sites[patient.site]
        self.gp_site = self.gps[patient.gp_site]
        self.other_site = rng.choice([s for s in self.sites if s.region == self.region
                                      and s is not self.site] or [self.site])
        self.num_style = rng.choice(NUM_STYLES[self.region])
        self.age = patient_age(patient.dob, visit.start)
        self.he = "he" if patient.person.sex == "M" else "she"
        self.his = "his" if patient.person.sex == "M" else "her"
        units = {"UK": UNIT_UK, "SG": UNIT_SG, "MY": UNIT_MY}[self.region]
        self.unit_name = rng.choice(units)
        self.units = units
        self._staff: dict[str, StaffX] = {}
        self.local = [s for s in self.all_staff if s.site == patient.site]
        self.regional = [s for s in self.all_staff
                         if self.sites[s.site].region == self.region]

    # -- staff -----------------------------------------------------------------------------
    def staff(self, role: str, key: str | None = None) -> StaffX:
        key = key or role
        if key not in self._staff:
            pick = [s for s in self.local if s.role == role] or \
                [s for s in self.regional if s.role == role] or \
                [s for s in self.all_staff if s.role == role]
            self._staff[key] = self.rng.choice(pick)
        return self._staff[key]

    def provider(self, s: StaffX, form: str | None = None, credential: bool | None = None):
        rng, p = self.rng, s.person
        title = TITLE[s.role]
        if title == "SN" and not self.uk:
            title = rng.choice(("SN", "Sister", "NO", "SSN"))
        elif title == "SN":
            title = rng.choice(("SN", "Sister" if p.sex == "F" else "Charge Nurse", "",
                                "Staff Nurse"))
        elif title == "MW":
            title = rng.choice(("MW", "Midwife", ""))
        form = form or rng.choice(("title", "full", "full", "initial", "caps", "title"))
        if form == "title" and title:
            self.lit(title + rng.choice((" ", ". ")) if title == "Dr" else title + " ")
            self.phi(p.short() if p.culture in ("uk", "cn") and rng.random() < 0.6
                     else p.full(), "DOCTOR")
        elif form == "caps":
            self.phi(p.full().upper(), "DOCTOR")
        elif form == "initial":
            self.phi(p.initial_form(), "DOCTOR")
        else:
            self.phi(p.full(), "DOCTOR")
        if s.credential and ((credential is None and rng.random() < 0.5) or credential):
            sep = rng.choice((" ", ", ", " ("))
            self.lit(sep + s.credential + (")" if sep == " (" else ""))

    def s_cons(self): self.provider(self.staff("consultant"))
    def s_cons_t(self): self.provider(self.staff("consultant"), "title", False)
    def s_cons_full(self): self.provider(self.staff("consultant"), "full", True)
    def s_reg(self): self.provider(self.staff("registrar"))
    def s_jr(self): self.provider(self.staff("fy" if self.uk else "mo"))
    def s_jr_full(self): self.provider(self.staff("fy" if self.uk else "mo"), "full", False)
    def s_rn(self): self.provider(self.staff("nurse"), None, False)
    def s_rn2(self): self.provider(self.staff("nurse", "rn2"), None, False)
    def s_mw(self): self.provider(self.staff("midwife"))
    def s_physio(self): self.provider(self.staff("physio"))
    def s_ot(self): self.provider(self.staff("ot"))
    def s_pharm(self): self.provider(self.staff("pharmacist"))
    def s_anaes(self): self.provider(self.staff("anaesthetist"))
    def s_gp(self): self.provider(self.staff("gp"))
    def s_gp_t(self): self.provider(self.staff("gp"), "title", False)
    def s_psych(self): self.provider(self.staff("psychiatrist"))
    def s_cpn(self): self.provider(self.staff("cpn"), "full", False)
    def s_sw(self): self.provider(self.staff("social worker"), None, False)
    def s_physiol(self): self.provider(self.staff("physiologist"))
    def s_endo(self): self.provider(self.staff("endoscopist"))
    def s_micro(self): self.provider(self.staff("microbiologist"))

    def s_initials(self):   # a signature on a chart: "KR", "TWM"
        p = self.staff("nurse", f"init{self.rng.randrange(3)}").person
        self.phi("".join(w[0] for w in p.full().replace("/", " ").split()
                         if w[0].isupper())[:3], "DOCTOR")

    def s_cons_user(self): self.phi(self.staff("consultant").username, "USERNAME")
    def s_jr_user(self): self.phi(self.staff("fy" if self.uk else "mo").username, "USERNAME")
    def s_rn_user(self): self.phi(self.staff("nurse").username, "USERNAME")
    def s_cons_email(self): self.phi(self.staff("consultant").email, "EMAIL")
    def s_sw_email(self): self.phi(self.staff("social worker").email, "EMAIL")
    def s_jr_bleep(self): self.phi(self.staff("fy" if self.uk else "mo").bleep, "PHONE")
    def s_reg_bleep(self): self.phi(self.staff("registrar").bleep, "PHONE")
    def s_anaes_bleep(self): self.phi(self.staff("anaesthetist").bleep, "PHONE")
    def s_cons_lic(self): self.phi(self.staff("consultant").license, "LICENSE")
    def s_jr_lic(self): self.phi(self.staff("fy" if self.uk else "mo").license, "LICENSE")
    def s_anaes_lic(self): self.phi(self.staff("anaesthetist").license, "LICENSE")
    def s_rn_lic(self): self.phi(self.staff("nurse").license, "LICENSE")
    def s_gp_lic(self): self.phi(self.staff("gp").license, "LICENSE")
    def s_psych_lic(self): self.phi(self.staff("psychiatrist").license, "LICENSE")
    def s_lic_label(self):
        self.lit(("GMC" if self.uk else "MCR" if self.region == "SG" else "MMC Reg")
                 + self.rng.choice((": ", " no. ", " ")))

    def s_ext(self):
        self.phi(digits(self.rng, self.rng.choice((4, 5))), "PHONE")

    # -- the patient -----------------------------------------------------------------------
    def s_pt(self):
        p, rng = self.patient.person, self.rng
        forms = [p.full(), p.full().upper(), p.full()]
        if p.culture == "uk":
            forms += [f"{p.family.upper()}, {p.given}", f"{p.family}, {p.given}",
                      f"{p.given} {p.family.upper()}"]
        elif p.culture == "cn":
            forms += [f"{p.family.upper()} {p.given}", f"{p.family} {p.given}"]
        self.phi(rng.choice(forms), "PATIENT")

    def s_pt_full(self): self.phi(self.patient.person.full(), "PATIENT")

    def s_pt_formal(self):
        p, rng = self.patient.person, self.rng
        if p.culture == "malay" and not self.uk and rng.random() < 0.5:
            self.lit("Encik " if p.sex == "M" else "Puan ")
        elif p.culture == "tamil" and rng.random() < 0.3:
            self.lit("Mr " if p.sex == "M" else "Mdm ")
        elif p.sex == "M":
            self.lit(rng.choice(("Mr ", "Mr. ")))
        else:
            self.lit(rng.choice(("Mrs ", "Ms ", "Miss ")) if self.uk
                     else rng.choice(("Mdm ", "Ms ", "Mrs ")))
        self.phi(p.short(), "PATIENT")

    def s_pt_first(self):
        p = self.patient.person
        self.phi(p.english or p.short() if p.culture != "uk" else p.given, "PATIENT")

    def s_kin(self):
        k = self.patient.kin[1]
        self.phi(self.rng.choice((k.full(), k.full(), k.short() if k.culture != "uk" else k.given)),
                 "PATIENT")

    def s_kin_full(self): self.phi(self.patient.kin[1].full(), "PATIENT")
    def s_rel(self): self.lit(self.patient.kin[0])
    def s_kin_phone(self): self.phi(self.patient.kin[2], "PHONE")
    def s_kin_job(self): self.phi(self.patient.kin[3], "PROFESSION")
    def s_kin_age(self): self.phi(str(self.patient.kin[4]), "AGE")

    def s_other(self):   # another private person: a neighbour, a carer, a witness
        p = person_for(self.rng, self.pools, self.region)
        self.phi(self.rng.choice((p.full(), p.full(), p.short())), "PATIENT")

    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_him(self): self.lit("him" if self.he == "he" else "her")
    def s_mf(self): self.lit(self.patient.person.sex)
    def s_man(self): self.lit("man" if self.he == "he" else "woman")
    def s_race(self): self.lit(self.patient.ethnicity)

    # -- ages --------------------------------------------------------------------------------
    def s_age(self):
        rng, sex = self.rng, self.patient.person.sex
        before, after = rng.choice((("", " y/o"), ("", "yo"), ("", " year old"), ("aged ", ""),
                                    ("", "-year-old"), ("", sex), ("", " " + sex),
                                    ("", " yrs"), ("", "y")))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_age_n(self): self.phi(str(self.age), "AGE")

    def s_age_adj(self):   # before a noun: "a 67-year-old", "67 yo", "67-yr-old"
        self.phi(str(self.age), "AGE")
        self.lit(self.rng.choice(("-year-old", " year old", " yo", "yo", "-yr-old", " y/o")))

    # -- dates -------------------------------------------------------------------------------
    def date(self, d, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            style = self.num_style if rng.random() < 0.75 else rng.choice(
                ("dMonY", "dthMonthY", "dMonthY", "dMony", "dmY", "DMONY"))
        self.phi(fmt_date(d, style), "DATE")

    def s_date(self): self.date(self.visit.start)
    def s_date_n(self): self.date(self.visit.start, self.num_style)
    def s_end(self): self.date(self.visit.end)
    def s_dob(self): self.date(self.patient.dob, self.rng.choice((self.num_style, "dmY", "dMonY")))

    def _days(self, lo: int, hi: int):
        return self.visit.start + dt.timedelta(days=self.rng.randint(lo, hi))

    def s_fu(self): self.date(self._days(14, 120))
    def s_soon(self): self.date(self._days(1, 10), self.rng.choice(("dm", "dMon", "dmY",
                                                                    self.num_style)))
    def s_past(self): self.date(self._days(-2000, -30))
    def s_recent(self): self.date(self._days(-20, -1), self.rng.choice(("dm", "dMon",
                                                                        self.num_style)))
    def s_year(self): self.date(self._days(-9000, -400), "Y")
    def s_monthyear(self): self.date(self._days(-1500, -60), self.rng.choice(("MonY", "MonthY",
                                                                              "mY")))
    def s_weekday(self): self.date(self._days(-6, -1), self.rng.choice(("weekday", "wd")))
    def s_next_weekday(self): self.date(self._days(1, 6), "weekday")
    def s_festival(self): self.phi(self.rng.choice(FESTIVALS[self.region]), "DATE")

    def s_time(self):
        rng = self.rng
        h, m = rng.randint(0, 23), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50, 55))
        self.lit(rng.choice((f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}h",
                             f"{(h % 12) or 12}.{m:02d}{'am' if h < 12 else 'pm'}")))

    # -- places ------------------------------------------------------------------------------
    def s_site(self): self.phi(self.site.name, "HOSPITAL")
    def s_site_caps(self): self.phi(self.site.name.upper(), "HOSPITAL")
    def s_other_site(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_gp_site(self): self.phi(self.gp_site.name, "HOSPITAL")
    def s_unit(self): self.phi(self.unit_name, "DEPARTMENT")
    def s_any_unit(self): self.phi(self.rng.choice(self.units), "DEPARTMENT")

    def s_bed(self):
        rng = self.rng
        self.phi(rng.choice((str(rng.randint(1, 32)), f"{rng.randint(1, 32):02d}",
                             f"{rng.randint(1, 9)}{rng.choice('ABCDEF')}")), "ROOM")

    def s_bay(self): self.phi(str(self.rng.randint(1, 8)), "ROOM")
    def s_sideroom(self): self.phi(f"SR{self.rng.randint(1, 12)}", "ROOM")
    def s_theatre(self): self.phi(str(self.rng.randint(1, 16)), "ROOM")
    def s_cubicle(self): self.phi(self.rng.choice((str(self.rng.randint(1, 24)),
                                                    f"R{self.rng.randint(1, 6)}",
                                                    f"M{self.rng.randint(1, 18)}")), "ROOM")

    def s_address(self, sep: str | None = None):
        p, rng = self.patient, self.rng
        sep = sep or rng.choice((", ", "\n"))
        self.phi(p.street, "STREET")
        self.lit(sep)
        if self.uk:
            self.phi(p.place[1].upper() if rng.random() < 0.3 else p.place[1], "CITY")
            if rng.random() < 0.5:
                self.lit(sep)
                self.phi(p.place[2], "STATE")
            self.lit(sep if rng.random() < 0.6 else "  ")
            self.phi(p.zip, "ZIP")
        elif self.region == "SG":
            self.phi(rng.choice(("Singapore", "SINGAPORE", "S'pore")), "CITY")
            self.lit(" ")
            self.phi(p.zip, "ZIP")
        else:
            self.phi(p.zip, "ZIP")
            self.lit(" ")
            self.phi(p.place[0], "CITY")
            self.lit(sep)
            self.phi(p.place[1].upper() if rng.random() < 0.3 else p.place[1], "STATE")

    def s_address_line(self): self.s_address(", ")
    def s_street(self): self.phi(self.patient.street, "STREET")
    def s_zip(self): self.phi(self.patient.zip, "ZIP")

    def s_city(self):
        p = self.patient
        self.phi(p.place[1] if self.uk else p.place[0] if self.region == "MY" else
                 "Singapore", "CITY")

    def s_town(self):   # a UK town, a Singapore estate (a place within the city), a Malaysian city
        p = self.patient
        if self.region == "SG":
            self.phi(p.place[1], "LOCATION-OTHER")
        else:
            self.phi(p.place[1] if self.uk else p.place[0], "CITY")

    def s_county(self):
        p = self.patient
        self.phi(p.place[2] if self.uk else p.place[1] if self.region == "MY" else "Singapore",
                 "STATE" if self.region != "SG" else "COUNTRY")

    def s_nation(self):
        self.phi(UK_NATION[self.patient.place[0]] if self.uk else
                 {"SG": "Singapore", "MY": "Malaysia"}[self.region], "COUNTRY")

    def s_origin(self): self.phi(self.patient.origin, "COUNTRY")

    def s_landmark(self):
        pool = UK_LANDMARKS if self.uk else SG_LANDMARKS if self.region == "SG" else MY_LANDMARKS
        self.phi(self.rng.choice(pool).removeprefix("the "), "LOCATION-OTHER")

    def s_site_address(self):
        s, rng = self.site, self.rng
        self.phi(s.street, "STREET")
        self.lit(rng.choice((", ", "\n")))
        if s.region == "UK":
            self.phi(s.place[1], "CITY")
            self.lit(" ")
        elif s.region == "SG":
            self.phi("Singapore", "CITY")
            self.lit(" ")
        self.phi(s.zip, "ZIP")
        if s.region == "MY":
            self.lit(" ")
            self.phi(s.place[0], "CITY")

    def s_gp_address(self):
        s = self.gp_site
        self.phi(s.street, "STREET")
        self.lit(", ")
        self.phi(s.zip, "ZIP")

    # -- organisations and jobs --------------------------------------------------------------
    def org(self, kind: str) -> None:
        self.phi(self.rng.choice((UK_ORGS if self.uk else SEA_ORGS)[kind]), "ORGANIZATION")

    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.org("insurer")
    def s_pharmacy(self): self.org("pharmacy")
    def s_agency(self): self.org("agency")
    def s_school(self): self.org("school")
    def s_police(self): self.org("police")
    def s_board(self): self.org("board")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")

    # -- contact -----------------------------------------------------------------------------
    def s_home(self): self.phi(self.patient.home, "PHONE")
    def s_mobile(self): self.phi(self.patient.mobile, "PHONE")
    def s_site_phone(self): self.phi(self.site.phone, "PHONE")
    def s_gp_phone(self): self.phi(self.gp_site.phone, "PHONE")
    def s_fax(self): self.phi(self.site.fax, "FAX")
    def s_gp_fax(self): self.phi(self.gp_site.fax, "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")

    def s_url(self):
        d, rng = self.site.domain, self.rng
        self.phi(rng.choice(("www." + d, "https://www." + d + "/patient-information",
                             "http://" + d + "/leaflets", "www." + d + "/maternity")), "URL")

    def s_ip(self):
        rng = self.rng
        self.phi(f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}"
                 if rng.random() < 0.7 else
                 f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                 "IPADDR")

    # -- identifiers -------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_health(self): self.phi(self.patient.health_no, "HEALTHPLAN")
    def s_nid(self): self.phi(self.patient.national_id, "SSN")
    def s_acct(self): self.phi(self.patient.account, "ACCOUNT")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_device(self): self.phi(self.patient.device, "DEVICE")

    def s_mrn_label(self):
        self.lit(self.rng.choice(("Hosp No", "Hospital no.", "Unit No", "K no", "MRN")
                                 if self.uk else ("MRN", "HRN", "RN", "Case No")
                                 if self.region == "SG" else ("RN", "No. Pendaftaran", "MRN")))

    def s_health_label(self):
        p = self.patient
        self.lit(("CHI" if p.place[0] == "SCO" else self.rng.choice(("NHS No", "NHS number",
                                                                     "NHS no.")))
                 if self.uk else self.rng.choice(("Policy no", "Insurance ID", "Member ID")))

    def s_nid_label(self):
        self.lit(self.rng.choice(("NI No", "NINo")) if self.uk else
                 self.rng.choice(("NRIC", "NRIC/FIN", "IC")) if self.region == "SG" else
                 self.rng.choice(("IC", "MyKad", "No. KP")))

    def s_serial(self):
        rng = self.rng
        self.phi(rng.choice((f"{letters(rng, 2)}{digits(rng, 6)}", f"{digits(rng, 7)}",
                             f"{letters(rng, 3)}-{digits(rng, 5)}{letters(rng, 1)}")), "DEVICE")

    def s_specimen(self):
        rng, y = self.rng, self.visit.start.year % 100
        self.phi(rng.choice((f"{y:02d}{letters(rng, 1)}{digits(rng, 6)}",
                             f"{letters(rng, 1)}{y:02d}.{digits(rng, 7)}",
                             f"{y:02d}-{letters(rng, 2)}-{digits(rng, 5)}",
                             f"H{digits(rng, 8)}")), "BIOID")

    def s_blood_unit(self):
        rng = self.rng
        self.phi(f"G{digits(rng, 3)} {self.visit.start.year % 100:02d} {digits(rng, 6)} "
                 f"{letters(rng, 1)}", "BIOID")

    def s_ref(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}",
                             f"{letters(rng, 2)}/{digits(rng, 6)}/{self.visit.start.year % 100:02d}",
                             f"{digits(rng, 6)}-{rng.randint(1, 9)}")), "IDNUM")

    def s_ubrn(self):
        self.phi(f"{digits(self.rng, 4)} {digits(self.rng, 4)} {digits(self.rng, 4)}", "IDNUM")

    def s_rx(self):
        self.phi(f"{self.rng.choice(('RX', 'P', ''))}{digits(self.rng, 8)}", "IDNUM")

    def s_mc(self):
        self.phi(f"{self.rng.choice(('MC', 'SL', 'A'))}{digits(self.rng, 7)}", "IDNUM")

    # -- non-PHI fill ------------------------------------------------------------------------
    def s_vitals(self): self.lit(vitals(self.rng))
    def s_labs(self): self.lit(labs(self.rng, self.region))
    def s_abg(self): self.lit(abg(self.rng))
    def s_drug(self): self.lit(self.rng.choice(UK_DRUGS if self.uk else SEA_DRUGS))
    def s_pmh(self): self.lit(self.rng.choice(PMH_UK if self.uk else PMH_SEA))
    def s_n(self): self.lit(str(self.rng.randint(2, 14)))
    def s_day(self): self.lit(str(self.rng.randint(1, 19)))
    def s_kg(self): self.lit(f"{self.rng.randint(410, 1320) / 10}")
    def s_gcs(self): self.lit(str(self.rng.randint(9, 15)))
    def s_units(self): self.lit(str(self.rng.choice((0, 4, 8, 14, 20, 35, 60, 80))))

    def header(self, text: str, newline: bool = True) -> None:
        form = self.rng.random()
        if form < 0.4:
            self.lit(text.upper() + ":")
        elif form < 0.65:
            self.lit(text + ":")
        elif form < 0.8:
            self.lit(text.upper())
        elif form < 0.9:
            self.lit("== " + text + " ==")
        else:
            self.lit(f"{text.lower()} -")
        self.lit("\n" if newline else " ")

    def drugs(self, k) -> None:
        pool = UK_DRUGS if self.uk else SEA_DRUGS
        mark = self.rng.choice(("- ", "", "* ", "1. "))
        for i, d in enumerate(self.rng.sample(pool, min(self.rng.randint(*k), len(pool)))):
            self.lit((f"{i + 1}. " if mark == "1. " else mark) + d + "\n")

    def pmh(self, k) -> None:
        pool = PMH_UK if self.uk else PMH_SEA
        style = self.rng.choice(("list", "inline", "years"))
        items = self.rng.sample(pool, min(self.rng.randint(*k), len(pool)))
        for i, item in enumerate(items):
            if style == "inline":
                self.lit((", " if i else "") + item)
                continue
            self.lit(f"{i + 1}. " if style == "list" else "- ")
            self.lit(item)
            if style == "years" and self.rng.random() < 0.6:
                self.lit(" (")
                self.s_year() if self.rng.random() < 0.6 else self.s_monthyear()
                self.lit(")")
            self.lit("\n")
        if style == "inline":
            self.lit("\n")

    def id_block(self, k: int = 3) -> None:
        """The patient-label block of a form (name, date of birth and identifiers, now and
        then the demographics of the registration screen)."""
        rng = self.rng
        rows = [("Name: ", self.s_pt), ("DOB: ", self.s_dob)]
        extra = [(None, lambda: (self.s_mrn_label(), self.lit(": "), self.s_mrn())),
                 (None, lambda: (self.s_health_label(), self.lit(": "), self.s_health())),
                 (None, lambda: (self.s_nid_label(), self.lit(": "), self.s_nid()))]
        rows += rng.sample(extra[:1], 1) + rng.sample(extra[1:], min(max(k - 3, 0), 2))
        if rng.random() < 0.3:
            rows.insert(2, ("Age: ", self.s_age_n))
        demo = [("Address: ", self.s_address_line), ("Tel: ", self.s_mobile),
                ("Home tel: ", self.s_home),
                ("Occupation: ", self.s_job), ("Employer: ", self.s_employer),
                ("NOK: ", lambda: (self.s_kin_full(), self.lit(f" ({self.patient.kin[0]}) "),
                                   self.s_kin_phone())),
                ("GP: ", lambda: (self.s_gp_t(), self.lit(", "), self.s_gp_site())),
                ("Country of birth: " if not self.uk else "Born: ", self.s_origin),
                ("Email: ", self.s_email), ("Insurer: ", self.s_insurer),
                ("Episode no: " if self.uk else "Case no: ", self.s_acct),
                ("Race: " if not self.uk else "Ethnicity: ", self.s_race)]
        if rng.random() < 0.35:
            rows += rng.sample(demo, rng.randint(2, 5))
        sep = rng.choice(("\n", "   ", " | "))
        for i, (label, fn) in enumerate(rows):
            if i:
                self.lit(sep)
            if label:
                self.lit(label)
            fn()
        self.lit("\n")


# -- the documents ---------------------------------------------------------------------------
ICU_SYSTEMS = {
    "Neuro": ("Sedation off since {time}; RASS -1, CAM-ICU negative. Pupils 3 mm equal and "
              "reactive.", "Propofol 150 mg/h + alfentanil 0.5 mg/h, RASS -3. GCS E1VTM5.",
              "GCS {gcs}/15, no focal deficit; analgesia paracetamol + PCA morphine."),
    "Resp": ("Intubated day {day}. PC-BIPAP FiO2 0.45, PEEP 8, Pinsp 20, Vt 420-460 "
             "(6.5 mL/kg IBW), RR 18. P/F 21 kPa.", "HFNO 50 L/min FiO2 0.5, RR 24, WOB "
             "moderate. CXR: bilateral infiltrates R>L.", "Extubated {time} to 4 L NC; good "
             "cough, secretions thick yellow, chest physio BD.", "Trache day {day} (size 8 "
             "Portex, cuff up), SV on CPAP 5 / FiO2 0.3, tolerating 4 h cuff-down trials."),
    "CVS": ("Noradrenaline 0.12 mcg/kg/min for MAP > 65, weaning. Lactate 1.8 (from 4.2).",
            "SR 80s, off vasopressors since yesterday. CVP 9.", "AF with RVR 140s overnight, "
            "amiodarone 300 mg load then 900 mg/24 h; now rate-controlled."),
    "Renal": ("UO 0.3 mL/kg/h last 6 h; Cr rising. CVVHDF 25 mL/kg/h, citrate anticoag, "
              "filter life 38 h.", "Balance +2.4 L yesterday, +8.1 L cumulative. Furosemide "
              "infusion 10 mg/h.", "Passing good volumes; K 4.6, Mg 0.72 replaced."),
    "GI": ("NG feeding Osmolite 1.5 @ 45 mL/h (target 60). BO day {day} - laxatives.",
           "NBM for OGD; PPI IV; LFTs improving.", "TPN via PICC; refeeding bloods daily."),
    "Micro": ("Day {day} of meropenem. BAL: Klebsiella pneumoniae, sensitive. Lines: R IJ CVC "
              "day {n}, L radial art line day {n}.", "Afebrile 24 h. CRP trending down. "
              "MRSA screen neg.", "Blood cultures x2 pending; T max 38.9."),
    "Haem": ("Hb stable, no transfusion. DVT ppx: dalteparin + TEDs.", "Plt 48: dalteparin "
             "held, mechanical ppx only.", "1 unit RBC given overnight for Hb 68."),
}
ICU_PLAN = ("wean FiO2/PEEP, SBT in the morning", "continue noradrenaline, target MAP 65",
            "repeat ABG at {time}", "CT head if not waking after sedation hold",
            "d/w microbiology re duration of antibiotics", "step down to ward if stable",
            "dietitian review re feed rate", "aim negative balance 1 L", "daily sedation hold",
            "tracheostomy discussion on {next_weekday}", "physio: sit out in chair",
            "family meeting arranged for {soon}")


def icu_review(n: XNote) -> None:
    rng = n.rng
    n.lit(rng.choice(("CRITICAL CARE DAILY REVIEW", "ICU Ward Round", "HDU REVIEW",
                      "Intensive Care - consultant ward round", "ICU/HDU PROGRESS")) + "\n")
    n.fill(rng.choice(("{unit}, Bed {bed} - {date} {time}\n", "Bed {bed} ({unit})  {date}\n",
                       "Date: {date}  Location: {unit} bed {bed}\n")))
    n.id_block(rng.randint(3, 5))
    n.fill(rng.choice(("Day {day} of ICU admission. ", "ICU day {day}. ", "")))
    n.fill(rng.choice(("{age} admitted from {other_site} with urosepsis / AKI.\n",
                       "{age_n}{mf}, post emergency laparotomy ({recent}) for perforated "
                       "diverticulum.\n", "Admitted {recent} via ED with severe CAP, intubated "
                       "in resus.\n", "{age} with DKA and aspiration pneumonia.\n")))
    n.fill(rng.choice(("Consultant: {cons}\n", "Seen with {cons_t} (Cons) and {reg}\n",
                       "WR led by {cons}; nurse {rn}\n")))
    n.nl()
    systems = list(ICU_SYSTEMS)
    if rng.random() < 0.5:
        systems = systems[:rng.randint(4, 7)]
    for sys_ in systems:
        n.lit(sys_ + rng.choice((": ", " - ", ":  ")))
        n.fill(rng.choice(ICU_SYSTEMS[sys_]))
        n.nl()
    n.nl()
    if rng.random() < 0.7:
        n.fill("{abg}\n")
    n.header(rng.choice(("Bloods", "Labs", "Results")))
    n.fill("{labs}\n")
    n.fill(rng.choice(("Fluid balance: in {n}.2 L / out {n}.1 L (UO {n}45 mL)\n",
                       "FB +{day}50 mL (24 h)\n", "")))
    n.nl()
    n.header("Plan")
    n.bullets(ICU_PLAN, (3, 6))
    if rng.random() < 0.6:
        n.fill(rng.choice((
            "NOK: {rel} {kin} updated by phone ({kin_phone}) re ceiling of care.\n",
            "{rel} {kin} visited; aware of plan. TEP: for full escalation.\n",
            "Family ({rel}, {kin}) updated at bedside with {rn}.\n")))
    n.fill(rng.choice(("\n{jr} bleep {jr_bleep}\n", "\nSigned: {reg} ext {ext}\n",
                       "\n{jr_full} {lic_label}{jr_lic}\n")))


WR_LINES = ("feels better, ate breakfast", "c/o ongoing SOB on exertion, no CP",
            "confused overnight per nursing staff, pulled out cannula",
            "pain controlled, BO x1, passing urine", "no new complaints", "vomited x2 overnight",
            "still febrile 38.2 at {time}", "mobilising with frame with physio")
WR_IMP = ("Improving LRTI", "Decompensated alcohol-related liver disease", "Delirium ? cause",
          "AKI on CKD - prerenal", "Fall + UTI, frailty", "CCF exacerbation",
          "IECOPD", "Cellulitis L leg - improving", "Upper GI bleed - Blatchford 9",
          "Community-acquired pneumonia CURB-65 2", "Hyponatraemia (SIADH ?)")
WR_PLAN = ("cont abx, IV -> PO switch tomorrow if afebrile", "repeat U+E in AM",
           "CXR today", "OT/PT assessment for d/c planning", "bloods: FBC, U+E, LFT, CRP",
           "stop ramipril, hold diuretics", "fluid chart, strict I/O", "dietitian referral",
           "catheter out, TWOC", "daily weights", "for ECHO as inpatient", "DNACPR discussed",
           "MSU and blood cultures", "refer to social work - package of care",
           "medically fit for discharge pending POC", "EDD {soon}")


def ward_round(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("WR {date} {time}\n", "Ward round - {date}\n", "{date} {time} PTWR\n",
                       "ENTRY {date_n}  {unit}\n", "WARD ROUND NOTE\n{unit}  Bed {bed}  {date}\n")))
    n.fill(rng.choice(("{cons} (Cons) / {jr} (FY1)\n" if n.uk else "{cons} (Consultant) / {jr} (MO)\n",
                       "Seen by {cons_t} with {reg} and {jr}\n", "WR: {reg}\n")))
    if rng.random() < 0.6:
        n.fill(rng.choice(("Pt: {pt}, {age}, {mrn_label} {mrn}\n", "{pt}  ({mrn})\n",
                           "Re {pt_formal}, Bay {bay} Bed {bed}\n")))
    else:
        n.id_block(3)
    n.fill(rng.choice(("Day {day} of admission. ", "D{day}. ", "")))
    n.nl()
    n.lit(rng.choice(("S: ", "Subj: ", "Pt reports: ", "")))
    n.sentences(WR_LINES, (1, 3), "; ")
    n.nl()
    n.lit(rng.choice(("O: ", "O/E: ", "Obs: ")))
    n.fill("{vitals}\n")
    n.lit(rng.choice(("Chest: reduced AE R base, crackles bibasally\n",
                      "HS I+II+0. Chest clear. Abdo SNT. Calves SNT.\n",
                      "Alert, orientated x3 (AMT 9/10). Pitting oedema to knees.\n",
                      "jaundiced, mild asterixis, abdo distended, shifting dullness\n")))
    if rng.random() < 0.7:
        n.fill("{labs}\n")
    n.lit(rng.choice(("Imp: ", "A: ", "Impression - ", "Imp/ ")))
    n.lit(rng.choice(WR_IMP) + "\n")
    n.lit(rng.choice(("Plan:\n", "P:\n", "Plan -\n")))
    n.bullets(WR_PLAN, (3, 6), style=rng.choice(("- ", "1. ", "> ", "")))
    if rng.random() < 0.4:
        n.fill(rng.choice(("Spoke to {rel} ({kin}) on {kin_phone} - updated.\n",
                           "{rel} {kin} asking for update - please call {kin_phone}.\n",
                           "Lives with {rel} {kin} in {town}; previously independent.\n")))
    n.fill(rng.choice(("{jr} " + ("FY1" if n.uk else "MO") + " bleep {jr_bleep}\n", "{jr}\n", "-- {jr_full}, {jr_user}\n",
                       "{jr} ext {ext}\n")))


ED_CASES = (
    ("chest pain", "{age_adj} {man} with central chest pain since {time}, heavy, radiating to L "
     "arm, 8/10, sweaty. Similar episode on {weekday}. ", "GCS 15. ECG: SR 88, ST depression "
     "V4-V6. Trop T 64 -> 118.", "ACS - NSTEMI"),
    ("fall - long lie", "{age_adj} {man}, found on the floor at home by {other} at {time}; "
     "unsure how long on floor. Lives alone, {job} until retirement. ", "CK 14,200. Pressure "
     "area grade 2 L hip. Confused (4AT 5).", "mechanical fall, rhabdomyolysis, delirium"),
    ("fall from ladder at work", "Fell approx 3 m from a ladder at work ({employer}) this "
     "morning; landed on R side. No LOC. Works as a {job}. ", "Tender R lower ribs, no "
     "crepitus, SpO2 96% RA. C-spine cleared (NEXUS).", "rib fractures R 7-9, no PTX"),
    ("head injury after assault", "Pt says {he} was punched outside a pub in {town}; {police} "
     "in attendance, incident no. {ref}. Brief LOC per {other}. ", "GCS 14 (E4V4M6), "
     "boggy haematoma occiput, no CSF leak.", "head injury - CT head within 1 h (NICE)"),
    ("RTC", "Driver of car {plate}, rear-ended at ~30 mph on the way to {landmark}. Airbag "
     "deployed. Self-extricated, ambulant at scene. ", "Neck: midline tenderness C5/6. "
     "Seatbelt sign. FAST negative.", "whiplash injury, ?C-spine - CT ordered"),
    ("abdo pain RIF", "{age_adj} {man}, 24 h of periumbilical pain moving to RIF, anorexic, "
     "vomited x2. ", "Soft, tender RIF, guarding, Rovsing's +ve. Alvarado 8.", "appendicitis"),
    ("fever and rigors", "{age_adj} {man}, fever 5 days, myalgia, retro-orbital pain; "
     "neighbour in {town} had dengue last month. ", "Flushed, petechiae on shins, tourniquet "
     "test +. Hct 46, Plt 62.", "dengue fever with warning signs"),
    ("dog bite R hand", "Bitten by neighbour's dog ({other}'s) at {time}. ", "2 puncture "
     "wounds dorsum R hand, no tendon involvement. Washed out.", "dog bite - co-amoxiclav, "
     "tetanus booster"),
)
ED_PC = ("chest pain", "SOB", "collapse ?cause", "fall - long lie", "abdo pain RIF",
         "headache, worst ever", "seizure", "fever and rigors", "haematemesis", "OD paracetamol",
         "head injury after assault", "RTC - restrained driver", "L sided weakness",
         "dog bite R hand", "fall from ladder at work")


def ed_clerking(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("EMERGENCY DEPARTMENT - {site_caps}\n", "A&E CLERKING  {site}\n",
                       "{site} Emergency Dept\n", "ED Notes\n")))
    n.fill(rng.choice(("Arrived {date} {time} by {arrival}. Triage cat {tri} ({triage}).\n",
                       "Arrival: {date} {time}   Mode: {arrival}   {triage} {tri}\n")))
    n.fill(rng.choice(("Location: Majors cubicle {cubicle}\n", "Resus {cubicle}\n",
                       "Area: {cubicle}\n", "")))
    n.id_block(rng.randint(3, 5))
    n.fill(rng.choice(("Address: {address_line}\n", "Tel: {mobile}\n", "GP: {gp_site}\n",
                       "")))
    n.nl()
    pc, hpc, exam, dx = rng.choice(ED_CASES)
    n.lit("PC: " + pc + "\n")
    n.lit(rng.choice(("HPC: ", "HPC\n", "History: ")))
    n.fill(hpc)
    n.lit(rng.choice(("Denies SOB, palps, syncope. ", "No vomiting. ",
                      "Tetanus up to date. ", "")) + "\n")
    if rng.random() < 0.3:
        n.fill(rng.choice(("Originally from {origin}; in {nation} since {year}. ",
                           "Recently returned from {origin} (flew back {recent}). ",
                           "Interpreter used ({lang}). ")) + "\n")
    n.lit("PMH: ")
    n.pmh((1, 4))
    n.header("DH", False)
    n.drugs((1, 4))
    n.lit(rng.choice(("Allergies: NKDA\n", "Allergy: penicillin (rash)\n", "NKDA\n",
                      "ALLERGIES - codeine (vomiting)\n")))
    n.fill(rng.choice((
        "SH: lives with {rel} in a {house}; works as {job}; smoker {n} pack-years; "
        "ETOH {units} u/wk.\n", "SH: independent, {job}. Lives alone. Drives.\n",
        "Social: {rel} is {kin_job}; {he} is a {job} at {employer}. Non-smoker.\n")))
    n.lit(rng.choice(("O/E: ", "EXAM\n", "Examination: ")))
    n.fill("{vitals}\n")
    n.lit(exam + "\n")
    if rng.random() < 0.6:
        n.fill("{labs}\n")
    n.lit(rng.choice(("Imp: ", "Diagnosis: ", "Working dx: ")) + dx + "\n")
    n.lit("Plan: ")
    n.fill(rng.choice((
        "Refer medics - accepted by {reg} (bleep {reg_bleep}). Bed on {any_unit}.\n",
        "Discussed with surgical reg {reg}, for admission to {any_unit}.\n",
        "Discharge home with safety-netting advice. GP letter. Review in ED clinic {soon}.\n",
        "CT head within 1 h (NICE). Neuro obs. Ref to {other_site} if bleed.\n")))
    n.fill(rng.choice(("Clerked by {jr} {time}\n", "{reg} (ED reg) {time}\n",
                       "Seen: {jr_full} / ED consultant {cons_t}\n")))


def _arrival(n: XNote):
    n.lit(n.rng.choice(("ambulance", "own transport", "walk-in", "BIBA", "police", "taxi")))


XNote.s_arrival = _arrival
XNote.s_tri = lambda n: n.lit(str(n.rng.randint(1, 4)))
XNote.s_triage = lambda n: n.lit(n.rng.choice(("MTS", "Manchester", "CTAS")) if n.uk
                                 else n.rng.choice(("PAC", "P", "Zone")))
XNote.s_house = lambda n: n.lit(n.rng.choice(("terraced house", "2nd floor flat", "bungalow",
                                              "council flat", "HDB 4-room flat", "semi")))

PROCEDURES = ("laparoscopic cholecystectomy", "TKR (R)", "hemiarthroplasty L hip", "TURP",
              "elective inguinal hernia repair", "hysterectomy (TAH BSO)", "ORIF R ankle",
              "EVAR", "right hemicolectomy", "LSCS (elective)", "thyroidectomy")


def preop_assessment(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("ANAESTHETIC PRE-OPERATIVE ASSESSMENT\n", "Pre-op Assessment Clinic\n",
                       "PAC - anaesthesia review  {site}\n", "Anaesthetic Pre-assessment\n")))
    n.id_block(rng.randint(3, 5))
    rows = (
        ("Date", lambda: n.s_date()),
        ("Age", lambda: n.s_age_n()),
        ("Proposed procedure", lambda: n.lit(rng.choice(PROCEDURES))),
        ("Surgeon", lambda: n.s_cons()),
        ("Date of surgery", lambda: n.s_fu()),
        ("Wt / Ht / BMI", lambda: n.lit(f"{rng.randint(45, 140)} kg / {rng.randint(148, 196)} cm "
                                        f"/ {rng.randint(180, 460) / 10}")),
        ("ASA", lambda: n.lit(rng.choice(("I", "II", "III", "IV", "2", "3E")))),
        ("Airway", lambda: n.lit(f"Mallampati {rng.randint(1, 4)}, MO >3 FB, TMD "
                                 f"{rng.randint(5, 8)} cm, neck ROM {rng.choice(('full', 'reduced'))}"
                                 f", dentition {rng.choice(('own', 'upper denture', 'crown UL1'))}")),
        ("Functional capacity", lambda: n.lit(f"{rng.randint(2, 8)} METs, "
                                              f"{rng.choice(('climbs 2 flights', 'walks 200 yds', 'housebound'))}")),
        ("STOP-BANG", lambda: n.lit(str(rng.randint(0, 8)))),
        ("Previous GA", lambda: (n.lit(rng.choice(("appendicectomy ", "LSCS ", "knee arthroscopy "))),
                                 n.s_year(), n.lit(rng.choice((" - uneventful", " - PONV", ""))))),
        ("FHx anaesthetic problems", lambda: n.lit(rng.choice(("nil", "none known", "sux apnoea (mother)")))),
        ("Allergies", lambda: n.lit(rng.choice(("NKDA", "penicillin - anaphylaxis", "latex", "elastoplast")))),
        ("Bloods", lambda: n.s_labs()),
        ("ECG", lambda: n.lit(rng.choice(("SR 72, normal axis", "AF 88, LBBB", "SR, 1st deg HB")))),
        ("Next of kin", lambda: (n.s_kin_full(), n.lit(f" ({n.patient.kin[0]}) "), n.s_kin_phone())),
    )
    sep = rng.choice((": ", ":\t", " - "))
    for label, fn in rows:
        if rng.random() < 0.85:
            n.lit(label + sep)
            fn()
            n.nl()
    n.header("Medications")
    n.drugs((1, 5))
    n.header("Plan")
    n.bullets(("GA + ETT, RSI not required", "spinal + sedation preferred", "G&S x2 on the day",
               "hold metformin on day of surgery", "stop apixaban 48 h pre-op (bridging not "
                                                   "required)", "fast from 02:00, clear fluids until 06:00",
               "post-op HDU bed requested", "VTE: TEDs + LMWH 6 h post-op",
               "anaesthetic consent discussed incl. dental damage, sore throat, PONV"), (3, 5))
    n.fill(rng.choice(("{anaes}  {lic_label}{anaes_lic}  bleep {anaes_bleep}\n",
                       "Assessed by {anaes} ({date})\n", "Signed {anaes}\n")))


def echo_report(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("TRANSTHORACIC ECHOCARDIOGRAM\n{site}\n", "Echo Report - {site} "
                       "Cardiology\n", "ECHOCARDIOGRAPHY REPORT\n")))
    n.id_block(rng.randint(3, 4))
    n.fill("Study date: {date}   Location: {loc}\n")
    n.fill(rng.choice(("Indication: breathlessness, ?LV function\n", "Indication: murmur\n",
                       "Indication: AF, pre-DCCV\n", "Indication: post-MI\n")))
    n.fill(rng.choice(("Sonographer: {physiol}\n", "Performed by {physiol}; reported by {cons}\n",
                       "Physiologist: {physiol}   Reporting: {cons_t}\n")))
    n.fill(rng.choice(("Image quality: {quality}. Rhythm: {rhythm}. HR {n}0.\n",
                       "Quality {quality}; {rhythm}\n")))
    if rng.random() < 0.3:
        n.fill("PPM in situ ({make}, serial {device}).\n")
    n.nl()
    meas = (f"LVIDd {rng.randint(38, 68) / 10} cm", f"LVIDs {rng.randint(24, 55) / 10} cm",
            f"IVSd {rng.randint(7, 16) / 10} cm", f"PWd {rng.randint(7, 14) / 10} cm",
            f"LVEF {rng.randint(20, 68)}% (biplane Simpson's)",
            f"LA vol index {rng.randint(22, 58)} mL/m2", f"E/A {rng.randint(6, 24) / 10}",
            f"E/e' avg {rng.randint(6, 19)}", f"TAPSE {rng.randint(11, 26)} mm",
            f"RV S' {rng.randint(7, 15)} cm/s", f"AV Vmax {rng.randint(12, 48) / 10} m/s",
            f"AV mean PG {rng.randint(4, 55)} mmHg", f"AVA (VTI) {rng.randint(6, 30) / 10} cm2",
            f"TR Vmax {rng.randint(18, 39) / 10} m/s", f"est. RVSP {rng.randint(20, 62)} mmHg",
            f"IVC {rng.randint(12, 26)} mm, >50% collapse")
    chosen = rng.sample(meas, rng.randint(7, len(meas)))
    if rng.random() < 0.5:
        for i in range(0, len(chosen), 2):
            n.lit("  ".join(f"{m:<28}" for m in chosen[i:i + 2]).rstrip() + "\n")
    else:
        n.lit("; ".join(chosen) + ".\n")
    n.nl()
    n.header("Conclusion")
    n.lit(rng.choice(("Mildly dilated LV with moderately impaired systolic function; regional "
                      "WMA (apical, anterior). Moderate AS.", "Normal LV size and function. "
                      "No significant valve disease.", "Severe TR, dilated RV, PASP ~55 mmHg. "
                      "Probable pulmonary hypertension.", "Concentric LVH, grade 2 diastolic "
                      "dysfunction. LVEF 55%.")) + "\n")
    n.fill(rng.choice(("Reported by {cons} {date}\n", "Verified: {cons_user} {date} {time}\n",
                       "{cons}\n")))


XNote.s_loc = lambda n: (n.s_any_unit() if n.rng.random() < 0.5
                         else n.lit(n.rng.choice(("OP", "outpatient echo lab", "ED"))))
XNote.s_quality = lambda n: n.lit(n.rng.choice(("good", "fair", "poor (body habitus)",
                                                "adequate")))
XNote.s_rhythm = lambda n: n.lit(n.rng.choice(("sinus rhythm", "AF", "paced", "SR with VEs")))
XNote.s_make = lambda n: n.lit(n.rng.choice(("Medtronic", "Boston Scientific", "Abbott", "Biotronik")))

ENDO_FINDINGS = {
    "OGD": ("LA grade B oesophagitis.", "3 cm sliding hiatus hernia.", "Forrest IIa ulcer on "
            "lesser curve, 2 x adrenaline 1:10000 + 2 clips.", "Grade 2 oesophageal varices, "
            "no red signs; 4 bands applied.", "Short-segment Barrett's C1M3, Prague; "
            "quadrantic biopsies.", "Erythematous antral gastritis - CLO test taken.",
            "Normal D2."),
    "Colonoscopy": ("Caecum reached (AO and ICV photographed). Withdrawal time 9 min.",
                    "8 mm sessile polyp (Paris 0-Is) at 30 cm - cold snare, retrieved.",
                    "Sigmoid diverticulosis.", "Boston bowel prep 2-2-3.",
                    "Fungating circumferential mass at 18 cm, tattooed distally (Spot).",
                    "Small internal haemorrhoids on retroflexion."),
}


def endoscopy_report(n: XNote) -> None:
    rng = n.rng
    kind = rng.choice(("OGD", "Colonoscopy"))
    n.fill(rng.choice(("ENDOSCOPY REPORT\n{site}  Endoscopy Unit\n", kind + " REPORT\n",
                       "Endoscopy - " + kind + "\n")))
    n.id_block(rng.randint(3, 5))
    n.fill("Date: {date}   Room: {theatre}\n")
    n.fill(rng.choice(("Endoscopist: {endo}\nNurses: {rn}, {rn2}\n",
                       "Endoscopist {endo}; assisted by {rn}\n")))
    n.fill(rng.choice(("Referrer: {gp} ({gp_site})\n", "Referred by: {cons}\n", "")))
    n.fill("Scope: {scope} (serial {serial})\n")
    n.lit(f"Sedation: midazolam {rng.choice((1, 2, 3))} mg, fentanyl {rng.choice((25, 50))} mcg"
          f"{rng.choice(('', '; throat spray', '; Entonox'))}. Comfort score {rng.randint(1, 4)}/5\n")
    n.lit("Indication: " + rng.choice(("dyspepsia, IDA", "melaena", "FIT 148", "change in "
                                        "bowel habit", "dysphagia", "surveillance")) + "\n")
    n.header("Findings")
    for f in rng.sample(ENDO_FINDINGS[kind], rng.randint(2, 4)):
        n.lit(f + "\n")
    n.fill(rng.choice(("Histology: pots 1-{n}, lab no. {specimen}\n",
                       "Biopsies x{n} sent ({specimen})\n", "No biopsies.\n")))
    n.header("Follow up")
    n.fill(rng.choice(("Repeat OGD in 8 weeks to confirm healing.\n", "OPD with results "
                       "({fu}).\n", "Back to GP; PPI 8 weeks then step down.\n",
                       "Urgent CT CAP, 2WW pathway, CNS {rn2} informed.\n")))
    n.fill(rng.choice(("{endo}\n", "Electronically signed: {cons_user} {date}\n")))


XNote.s_scope = lambda n: n.lit(n.rng.choice(("GIF-H290", "CF-HQ190L", "EG-760Z", "GIF-1100")))


ORGANISMS = ("Escherichia coli", "Klebsiella pneumoniae", "Staphylococcus aureus (MSSA)",
             "Pseudomonas aeruginosa", "Enterococcus faecalis", "Streptococcus pneumoniae",
             "Clostridioides difficile toxin", "Candida albicans")
ABX = ("Amoxicillin", "Co-amoxiclav", "Nitrofurantoin", "Trimethoprim", "Gentamicin",
       "Ciprofloxacin", "Piperacillin/tazobactam", "Meropenem", "Cefalexin", "Fosfomycin",
       "Flucloxacillin", "Doxycycline", "Clarithromycin", "Vancomycin")


def lab_letter(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("DEPARTMENT OF MEDICAL MICROBIOLOGY\n{site}\n", "Laboratory Report - "
                       "{site_caps}\n", "PATHOLOGY RESULTS\n")))
    n.fill(rng.choice(("Tel {site_phone}  Fax {fax}\n", "Lab enquiries: {site_phone}\n", "")))
    n.id_block(rng.randint(3, 5))
    n.fill(rng.choice(("Location: {unit}\n", "Ward: {any_unit}   Requested by: {jr}\n",
                       "Source: {gp_site}\n")))
    n.fill("Lab no: {specimen}\nSpecimen: {spec}\nCollected: {date} {time}   Received: {date_n} "
           "{time}\n\n")
    org = rng.choice(ORGANISMS)
    n.lit(f"Microscopy: WBC {rng.choice(('>100', '10-100', '<10'))} /uL, RBC "
          f"{rng.choice(('+', '++', 'nil'))}, epithelial cells {rng.choice(('scanty', '+'))}\n")
    n.lit("Culture: " + org + f" {rng.choice(('>10^5 cfu/mL', 'isolated', 'heavy growth'))}\n")
    if rng.random() < 0.8:
        n.lit(rng.choice(("Sensitivities:\n", "ANTIBIOTIC        RESULT\n")))
        for a in rng.sample(ABX, rng.randint(4, 8)):
            n.lit(f"  {a:<22}{rng.choice('SSSRRI')}\n")
    if rng.random() < 0.4:
        n.lit("ESBL producer DETECTED - contact precautions.\n")
    n.fill(rng.choice(("Comment: phoned to {jr} ({unit}) at {time} by {micro}.\n",
                       "Result discussed with ward nurse {rn} ext {ext}.\n",
                       "Comment: suggest nitrofurantoin if eGFR > 45. {micro}\n", "")))
    if rng.random() < 0.5:
        n.lit("\nCumulative biochemistry\n")
        d0 = n.visit.start
        cols = [d0 - dt.timedelta(days=k) for k in sorted(rng.sample(range(0, 9), 3), reverse=True)]
        n.lit(f"{'':<8}")
        for c in cols:
            n.date(c, rng.choice(("dm", "dMon")))
            n.lit("   ")
        n.nl()
        for test, lo, hi in (("Na", 125, 145), ("K", 30, 62), ("Urea", 30, 300), ("Creat", 50, 400),
                             ("CRP", 2, 300)):
            vals = [str(rng.randint(lo, hi) / (10 if test in ("K", "Urea") else 1)).rstrip("0")
                    .rstrip(".") for _ in cols]
            n.lit(f"{test:<8}" + "".join(f"{v:<10}" for v in vals) + "\n")
    n.fill(rng.choice(("\nAuthorised by {micro} {date}\n", "\nValidated: {cons_user}\n", "\n")))
    n.fill(rng.choice(("Printed {date} {time} by {jr_user} at {ip}\n",
                       "Print location: {ip} ({unit})\n", "Page 1 of 1\n")))


XNote.s_spec = lambda n: n.lit(n.rng.choice(("MSU", "CSU", "blood culture (aerobic bottle)",
                                             "sputum", "wound swab L leg", "faeces", "BAL",
                                             "pleural fluid")))


def antenatal_note(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("ANTENATAL CLINIC\n{site} Maternity\n", "Antenatal review - {unit}\n",
                       "Maternity notes (hand-held) - community midwife visit\n",
                       "ANC FOLLOW UP\n")))
    n.id_block(rng.randint(3, 5))
    g, p = rng.randint(1, 6), rng.randint(0, 4)
    wk = rng.randint(8, 41)
    gp_ = "G" + str(g) + f"P{min(p, g - 1)}" + (f"+{rng.randint(1, 2)}" if rng.random() < 0.3 else "")
    n.fill("Date {date}   " + gp_ + "   Gestation " + str(wk) + f"+{rng.randint(0, 6)}\n")
    n.fill(rng.choice(("EDD (by dating scan): {fu}\n", "EDD {fu} (LMP {past})\n",
                       "Dated by USS at 12+3 on {past}; EDD {fu}\n")))
    n.fill(rng.choice(("Age {age_n}. BMI {n}1. ", "{age}, {race}. ", "")))
    n.fill(rng.choice(("Partner {kin} ({kin_job}) attended.\n", "Partner: {kin_full}, tel "
                       "{kin_phone}\n", "Lives with {rel} in {town}. Works as {job}.\n")))
    n.lit(f"BP {rng.randint(98, 162)}/{rng.randint(56, 108)}  Urine: "
          f"{rng.choice(('NAD', 'prot +', 'prot ++', 'glu +', 'leuc +'))}  "
          f"SFH {max(wk - rng.randint(-2, 2), 12)} cm  FH {rng.randint(118, 165)} bpm  "
          f"Pres: {rng.choice(('ceph', 'breech', 'ceph 3/5 palp', 'transverse'))}  "
          f"FM {rng.choice(('+', 'felt', 'reduced x1 day'))}\n")
    n.lit(rng.choice((f"Booking bloods: Hb {rng.randint(92, 138)}, {rng.choice(('O', 'A', 'B'))} "
                      f"Rh{rng.choice(('+', '-'))}, antibodies neg, HIV/HBsAg/syphilis neg.\n",
                      f"OGTT fasting {rng.randint(41, 68) / 10} / 2 h {rng.randint(60, 112) / 10}"
                      f" - {rng.choice(('normal', 'GDM, diet', 'GDM on metformin'))}\n",
                      f"Growth scan: EFW {rng.randint(12, 42)}th centile, AFI normal, UA PI "
                      f"normal\n")))
    n.lit(rng.choice(("Risk: low risk, midwife-led care.\n", "Risk: high - previous LSCS, "
                      "consultant-led.\n", "Colour code: yellow (GDM).\n",
                      "Aspirin 150 mg ON from 12/40 (pre-eclampsia risk).\n")))
    n.fill(rng.choice(("Plan: review at {n}/40 with {mw}. Anti-D at 28/40.\n",
                       "Plan: consultant clinic {fu}; CTG today satisfactory (STV 9 ms).\n",
                       "Plan: GTT at 26-28/40; safeguarding - none.\n")))
    if rng.random() < 0.4:
        n.fill("Maternity triage: {site_phone} (24 h). Info: {url}\n")
    n.fill(rng.choice(("{mw}\n", "Seen by {mw} / {reg}\n", "Signed {mw} {date_n}\n")))


def psychiatry_review(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("PSYCHIATRY REVIEW\n", "Liaison Psychiatry Assessment ({site})\n",
                       "CMHT Outpatient Review\n", "Psychiatric review - {unit}\n")))
    n.id_block(rng.randint(3, 4))
    n.fill(rng.choice(("Seen {date} with {cpn} (CPN).\n", "Date: {date}. Present: {psych}, "
                       "{cpn}, pt's {rel} {kin}.\n", "Reviewed on {unit} on {date}.\n")))
    n.fill(rng.choice(("Legal status: {legal}\n", "Status: {legal}.\n")))
    n.header("History")
    n.fill(rng.choice((
        "{age_adj} {man}, previously known to CMHT with recurrent depressive disorder. Referred "
        "after presenting to ED on {weekday} following an overdose of {n}0 x sertraline 50 mg "
        "and alcohol. ", "{age_n}{mf}, {job}, first presentation. {rel} reports {he} has not "
        "slept for {n} nights, spending money, believes {he} is being watched. ",
        "Known schizoaffective disorder, on depot. Missed last two depots ({recent}). ")))
    n.fill(rng.choice(("Lives alone in a flat in {town}. Off work from {employer} since "
                       "{monthyear}.\n", "Lives with {rel} ({kin}, {kin_age}). ",
                       "Works as a {job}. ")))
    n.nl()
    n.header("MSE")
    for label, options in (("A&B", ("unkempt, poor eye contact, psychomotor retardation",
                                    "well kempt, restless, good rapport")),
                           ("Speech", ("slow, monotonous, reduced volume", "pressured, loud")),
                           ("Mood", ("subj 'rock bottom', obj low", "subj 'fine', obj elated")),
                           ("Thought", ("negative cognitions, passive death wishes, no plan",
                                        "flight of ideas, grandiose delusions")),
                           ("Perception", ("no AH/VH", "2nd person derogatory AH")),
                           ("Cognition", ("orientated TPP, MoCA 27/30", "grossly intact")),
                           ("Insight", ("good", "partial", "nil"))):
        n.lit(label + ": " + rng.choice(options) + "\n")
    n.lit(f"PHQ-9 {rng.randint(3, 27)}  GAD-7 {rng.randint(2, 21)}\n")
    n.header("Risk")
    n.lit(rng.choice(("Self: moderate - recent OD, protective factors: children, pets.\n",
                      "Self: high. Others: low. From others: vulnerable to exploitation.\n",
                      "Risk to self low; no thoughts of harm to others.\n")))
    n.header("Plan")
    n.bullets(("increase sertraline to 100 mg OM", "start olanzapine 5 mg ON",
               "HTT daily visits", "CPN review {soon}", "bloods: FBC, U+E, TFT, lithium level",
               "safety plan agreed, crisis line given", "informal admission offered - declined",
               "medically fit: discharge with CMHT follow-up", "ECG for QTc"), (2, 4))
    n.fill(rng.choice(("{psych} {lic_label}{psych_lic}\n", "{psych}, Consultant Psychiatrist\n",
                       "{reg} (ST4 psychiatry)\n")))


XNote.s_legal = lambda n: n.lit(n.rng.choice(
    ("informal", "detained s2 MHA 1983", "s3 MHA", "STDC (MH(CT)(S)A 2003)", "EDC",
     "s136 - place of safety", "informal (capacitous)") if n.uk else
    ("voluntary", "MHCTA s10 detention", "Form 1 (MHA 2001)", "voluntary admission")))


def gp_referral(n: XNote) -> None:
    rng = n.rng
    n.fill("{gp_site}\n{gp_address}\nTel: {gp_phone}   Fax: {gp_fax}\n\n")
    n.fill("{date}\n\n")
    n.fill(rng.choice(("Dear Dr {cons_surname},\n\n", "Dear Colleague,\n\n",
                       "Dear Doctor,\n\n", "To the {service} team, {site}\n\n")))
    n.fill(rng.choice(("Re: {pt_full}  DOB {dob}\n", "RE: {pt}, born {dob}\n")))
    n.fill(rng.choice(("{health_label}: {health}\n", "{address}\n", "{nid_label} {nid}\n")))
    if n.uk and rng.random() < 0.6:
        n.fill("e-RS UBRN: {ubrn}   Priority: {prio}\n")
    n.nl()
    n.fill(rng.choice((
        "Thank you for seeing this {age_adj} {job} who presents with a {n}-week history of "
        "{complaint}. ", "I would be grateful for your opinion on {pt_formal}, a {age_adj} "
        "{man} with {complaint}. ", "I should be grateful if you would see {pt_first}, who "
        "has had {complaint} since {monthyear}. ")))
    n.fill(rng.choice(("{He} was seen at {other_site} in {year} with similar symptoms. ",
                       "{He} is struggling to work at {employer}. ",
                       "{His} {rel} reports weight loss of about 6 kg. ", "")))
    n.lit(rng.choice(("Examination was unremarkable apart from ", "On examination I found ")) +
          rng.choice(("a palpable epigastric mass.", "a soft systolic murmur.",
                      "BP 168/98 on three readings.", "a 2 cm firm node L supraclavicular.",
                      "reduced ROM of the R shoulder.")) + "\n\n")
    n.lit("PMH:\n")
    n.pmh((2, 5))
    n.lit("Current medication:\n")
    n.drugs((2, 6))
    n.lit(rng.choice(("Allergies: nil known\n", "Allergies: penicillin\n")))
    n.fill(rng.choice(("Contact: {mobile} (mobile) / {home}\n", "Tel {mobile}; email {email}\n",
                       "Interpreter required ({lang}).\n")))
    n.fill("\nYours sincerely,\n\n{gp}\n")
    if rng.random() < 0.5:
        n.fill("{lic_label}{gp_lic}\n")


XNote.s_cons_surname = lambda n: n.phi(n.staff("consultant").person.short(), "DOCTOR")
XNote.s_service = lambda n: n.lit(n.rng.choice(("Gastroenterology", "Cardiology", "Respiratory",
                                                "Rheumatology", "ENT", "Urology")))
XNote.s_prio = lambda n: n.lit(n.rng.choice(("Urgent", "Routine", "2WW")))
XNote.s_complaint = lambda n: n.lit(n.rng.choice((
    "dysphagia to solids", "exertional chest tightness", "haematuria", "polyarthralgia and "
    "morning stiffness", "recurrent epistaxis", "altered bowel habit with PR bleeding")))
XNote.s_lang = lambda n: n.lit(n.rng.choice(("Urdu", "Polish", "Sylheti", "Punjabi", "Somali",
                                             "Hokkien", "Malay", "Tamil", "Mandarin")))


DISCHARGE_CASES = (
    ("1. Community-acquired pneumonia (CURB-65 2)\n2. AKI stage 2 - resolved",
     "{age_adj} {man} admitted via ED with {n} days of productive cough and fever. Treated with "
     "IV antibiotics, stepped down to oral on day {day}. Renal function recovered with IV "
     "fluids. Mobilising independently at discharge."),
    ("NSTEMI - PCI to RCA (DES x1)", "Presented on {weekday} with central chest pain; troponin "
     "340 -> 1120. Angiogram on {soon}: 90% proximal RCA, stented. Echo EF 50%."),
    ("Fractured NOF (L) - DHS", "Admitted with a fall at home, found by {rel} {kin}. X-ray: "
     "intertrochanteric fracture; DHS by {cons_t} on {recent}. PT/OT: home with package of "
     "care from {agency}."),
    ("Dengue fever with warning signs", "Admitted on day 4 of fever with abdominal pain and "
     "platelets 38. Fluid management per protocol; platelet nadir 21 on {recent}, no "
     "bleeding. Afebrile > 48 h at discharge."),
    ("DKA, precipitated by missed insulin", "pH 7.08, ketones 5.6 on arrival. FRIII for 22 h; "
     "converted to basal-bolus on day {day}. Seen by the diabetes specialist nurse {rn2}."),
    ("Lower GI bleed - diverticular", "Fresh PR bleeding x3; Hb 118 -> 84, 2 units RBC "
     "({blood_unit}). Colonoscopy on {recent}: sigmoid diverticulosis, no active bleeding."),
    ("Cellulitis R lower limb", "Spreading erythema R shin from a gardening injury near "
     "{landmark}; IV flucloxacillin 5 days, now on oral. Marked margins receding."),
)


def discharge_letter(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("IMMEDIATE DISCHARGE LETTER\n{site}\n", "DISCHARGE SUMMARY - {site_caps}\n",
                       "Discharge Letter to GP\n", "INPATIENT DISCHARGE SUMMARY\n")))
    n.id_block(rng.randint(3, 5))
    n.fill("GP: {gp} - {gp_site}\n")
    n.fill("Admitted: {date}   Discharged: {end}\n")
    n.fill(rng.choice(("Ward: {unit}   Consultant: {cons}\n", "Discharging ward {unit}; "
                       "consultant {cons_t}\n")))
    dx, summary = rng.choice(DISCHARGE_CASES)
    n.header("Diagnosis")
    n.lit(dx + "\n")
    n.header("Summary")
    n.fill(summary + " ")
    n.fill(rng.choice(("Discussed with {rel} ({kin}).\n", "Pt informed of diagnosis.\n",
                       "\n")))
    n.header("Medications on discharge")
    for d in rng.sample(UK_DRUGS if n.uk else SEA_DRUGS, rng.randint(3, 7)):
        n.lit(f"{d:<42} {rng.choice(('NEW', 'continued', 'CHANGED', 'continued', ''))}\n")
    if rng.random() < 0.5:
        n.lit(rng.choice(("STOPPED: ramipril (AKI), naproxen\n", "Withheld: metformin until "
                          "eGFR > 30\n")))
    n.header("Actions for GP")
    n.fill(rng.choice(("Please repeat U+E in 1 week and titrate bisoprolol.\n",
                       "Please check FBC in 2/52.\n", "Nil.\n")))
    n.header("Follow up")
    n.fill(rng.choice(("Clinic in 6 weeks ({fu}) at {other_site}.\n",
                       "TCA {fu} at Klinik Pakar, {site}.\n",
                       "OPD {fu}; appointment letter to {address_line}.\n",
                       "Cardiac rehab referral made; {pharmacy} blister pack.\n")))
    if not n.uk and rng.random() < 0.6:
        n.fill("MC {n} days ({date_n} to {soon}), serial no. {mc}.\n")
    if rng.random() < 0.3:
        n.fill("Transport: own car, reg {plate}.\n")
    n.fill(rng.choice(("Completed by {jr} ({jr_user}) {end}\n", "{jr} bleep {jr_bleep}\n",
                       "Signed: {jr_full}  {lic_label}{jr_lic}\n")))


CHART_ROWS = (("Paracetamol", "1 g", "PO", "QDS"), ("Enoxaparin", "40 mg", "SC", "OD"),
              ("Co-amoxiclav", "1.2 g", "IV", "TDS"), ("Amlodipine", "5 mg", "PO", "OD"),
              ("Omeprazole", "20 mg", "PO", "OD"), ("Furosemide", "40 mg", "IV", "BD"),
              ("Insulin glargine", "18 u", "SC", "ON"), ("Morphine sulfate (Oramorph)",
                                                         "5 mg", "PO", "PRN"),
              ("Salbutamol", "5 mg", "NEB", "QDS"), ("Thiamine", "100 mg", "PO", "TDS"),
              ("Senna", "15 mg", "PO", "ON"), ("Metformin", "500 mg", "PO", "BD"),
              ("Ceftriaxone", "2 g", "IV", "OD"), ("Atorvastatin", "40 mg", "PO", "ON"),
              ("Lactulose", "15 mL", "PO", "BD"), ("Bisoprolol", "2.5 mg", "PO", "OM"),
              ("Metoclopramide", "10 mg", "IV", "TDS"), ("Haloperidol", "0.5 mg", "PO", "PRN"),
              ("Sodium chloride 0.9%", "1 L", "IV", "8 h"), ("Gliclazide", "80 mg", "PO", "BD"))


def drug_chart(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("INPATIENT PRESCRIPTION AND ADMINISTRATION RECORD\n", "Drug Chart "
                       "(chart 2 of 2) - {unit}\n", "MEDICATION ADMINISTRATION RECORD\n")))
    n.id_block(rng.randint(3, 5))
    n.fill("Ward: {unit}  Bed: {bed}  Weight: {kg} kg  Cons: {cons_t}\n")
    n.lit("ALLERGIES: " + rng.choice(("NKDA", "PENICILLIN - rash", "Morphine - itch",
                                       "trimethoprim")) + "\n")
    n.fill("Allergy status confirmed by {pharm} {recent}\n\n")
    n.lit(f"{'Drug':<34}{'Dose':<8}{'Rt':<5}{'Freq':<6}06  08  12  18  22  Presc\n")
    for name, dose, route, freq in rng.sample(CHART_ROWS, rng.randint(4, 8)):
        n.lit(f"{name:<34}{dose:<8}{route:<5}{freq:<6}")
        for _ in range(5):
            r = rng.random()
            if r < 0.45:
                n.s_initials()
                n.lit(" " * rng.randint(1, 2))
            else:
                n.lit(rng.choice(("--  ", "R   ", "N   ", "5   ", "    ")))
        n.s_jr() if rng.random() < 0.5 else n.s_initials()
        n.nl()
    n.lit("Codes: R refused, N nil by mouth, 5 omitted - other (document)\n")
    if rng.random() < 0.5:
        n.fill("Controlled drugs witnessed by {rn} / {rn2}\n")
    n.fill(rng.choice(("Prescriber: {jr} bleep {jr_bleep}\n", "Pharmacy screen {pharm} {date}\n",
                       "Rx no. {rx}\n")))


def clinic_letter(n: XNote) -> None:
    rng = n.rng
    n.fill("{site}\n{site_address}\nTel {site_phone}\n\n")
    n.fill(rng.choice(("Clinic date: {date}\nTyped: {soon}\n", "Date: {date}\n")))
    n.fill(rng.choice(("Dr {gp_surname}\n{gp_site}\n{gp_address}\n\n", "{gp_t}\n{gp_site}\n\n")))
    n.fill("Dear Dr {gp_surname},\n\n")
    n.fill(rng.choice(("Re: {pt}  DOB {dob}  {mrn_label} {mrn}\n", "RE: {pt_full} ({mrn})\n")))
    n.fill(rng.choice(("{address}\n", "{health_label} {health}\n", "")))
    n.nl()
    n.lit("Diagnoses:\n")
    n.pmh((2, 4))
    n.nl()
    n.fill(rng.choice((
        "I reviewed {pt_formal} in the {service} clinic today, accompanied by {his} {rel}. ",
        "Thank you for referring this {age_adj} {job}. I saw {him} in clinic on {date}. ",
        "I saw {pt_first} again today in the {unit}. ")))
    n.fill(rng.choice((
        "{He} reports much improved exercise tolerance and is back at work at {employer}. ",
        "Since the last review in {monthyear} {he} has had two further episodes. ",
        "{He} holidayed near {landmark} without problems. ", "")))
    n.lit(rng.choice(("BP today 134/82, HR 66. ", f"Weight {rng.randint(48, 120)} kg. ",
                      "Examination unremarkable. ")))
    n.lit(rng.choice(("Echo shows LVEF 48%. ", "HbA1c 58 mmol/mol. ", "Spirometry FEV1/FVC 0.62. ",
                      "MRI: no progression. ")) + "\n\n")
    n.lit("Plan:\n")
    n.bullets(("increase bisoprolol to 5 mg OD", "repeat bloods in 3 months",
               "refer for cardiac MRI", "continue current therapy", "DEXA scan",
               "see again in 6 months", "discharge to GP care",
               "start denosumab - please continue in primary care"), (2, 4))
    n.fill(rng.choice(("\nNext appointment: {fu}\n", "\nReview on {fu}.\n", "\n")))
    n.fill("\nYours sincerely,\n\n{cons_full}\n{cons_role}\n")
    n.fill(rng.choice(("Dictated: {cons_user} / typed: {rn_user}\n", "cc: patient, {address_line}\n",
                       "Secretary: {site_phone} ext {ext}   {cons_email}\n", "")))


XNote.s_gp_surname = lambda n: n.phi(n.staff("gp").person.short(), "DOCTOR")
XNote.s_cons_role = lambda n: n.lit(n.rng.choice(("Consultant Physician", "Consultant Cardiologist",
                                                  "Senior Consultant", "Consultant Rheumatologist",
                                                  "Associate Consultant")))


def therapy_note(n: XNote) -> None:
    rng = n.rng
    ot = rng.random() < 0.35
    n.fill(rng.choice(("OCCUPATIONAL THERAPY\n" if ot else "PHYSIOTHERAPY\n",
                       ("OT" if ot else "Physio") + " - {unit}, bed {bed}\n",
                       ("OT" if ot else "PT") + " note {date}\n")))
    n.id_block(3)
    n.fill("Date: {date}   Seen by: {who}\n")
    n.lit("S: " + rng.choice(("pt feels tired, pain 4/10 R hip on movement", "keen to go home",
                               "c/o dizziness on standing", "no SOB at rest")) + "\n")
    if ot:
        n.fill(rng.choice((
            "Home: {house} at {street}, {town}; {n} steps to access, 13 stairs with rail on L, "
            "bathroom upstairs (over-bath shower). Lives with {rel} {kin} ({kin_age}).\n",
            "Lives alone; {rel} {kin} visits daily. Previously independent with ADLs, "
            "drives.\n")))
        n.lit(f"Kitchen assessment: {rng.choice(('safe', 'needed prompting', 'unsafe with kettle'))}"
              f". Transfers: {rng.choice(('independent', 'S/B', 'assist x1'))}. "
              f"ACE-III {rng.randint(58, 96)}/100.\n")
        n.fill(rng.choice(("Plan: perching stool, toilet frame, commode. POC QDS via {agency}.\n",
                           "Plan: home visit on {next_weekday} with {rel}. Key safe to be fitted.\n",
                           "Plan: refer social work ({sw}) re care home placement.\n")))
    else:
        n.lit(f"O: sit-stand with {rng.choice(('Zimmer frame', 'rollator', '2 sticks', 'no aid'))}"
              f", assist x{rng.randint(1, 2)}; mobilised {rng.randint(5, 60)} m; SpO2 "
              f"{rng.randint(86, 99)}% RA post, Borg {rng.randint(1, 7)}. Berg "
              f"{rng.randint(10, 56)}/56, TUG {rng.randint(9, 45)} s, EMS {rng.randint(4, 20)}/20.\n")
        n.lit("Chest: " + rng.choice(("ACBT x3 cycles, productive of green sputum",
                                      "IS 1250 mL, encouraged hourly", "clear")) + "\n")
        n.lit("A: " + rng.choice(("improving, safe on ward with frame", "high falls risk",
                                  "deconditioned post ICU")) + "\n")
        n.fill(rng.choice(("P: stairs practice {soon}; refer community physio ({town}).\n",
                           "P: daily review, OT referral.\n", "P: d/c from physio.\n")))
    n.fill(rng.choice(("{who}\n", "Signed {who}, ext {ext}\n")))


XNote.s_who = lambda n: (n.s_ot() if n.rng.random() < 0.4 else n.s_physio())

MDT_CASES = (("Upper GI", ("Adenocarcinoma GOJ (Siewert II), T3N1M0 on CT/PET", "Gastric "
                           "signet ring ca, peritoneal disease on staging laparoscopy")),
             ("Colorectal", ("Sigmoid adenocarcinoma T3N0M0, MMR proficient", "Rectal ca 8 cm "
                             "from AV, MRI mrT3c N1, CRM threatened")),
             ("Lung", ("RUL mass 34 mm, EBUS station 7 positive - NSCLC (adeno, PD-L1 60%)",
                       "SCLC extensive stage")),
             ("Breast", ("L breast IDC grade 2, ER 8/8 HER2 neg, 22 mm", "DCIS high grade, 40 mm")),
             ("Urology", ("PSA 28, MRI PIRADS 5, Gleason 4+3", "Bladder TCC pT2")))
MDT_OUTCOMES = ("for neoadjuvant chemo (FLOT) then surgery", "for surgery - anterior resection",
                "refer oncology for SACT", "best supportive care; palliative care referral",
                "for SABR", "repeat imaging in 3 months", "for radical radiotherapy",
                "for wide local excision + SLNB", "discuss at specialist MDT")


def mdt_outcome(n: XNote) -> None:
    rng = n.rng
    tumour, cases = rng.choice(MDT_CASES)
    n.fill(f"{tumour.upper()} MDT - {{date}}\n" if rng.random() < 0.5 else
           tumour + " Multidisciplinary Team Meeting, {site}, {date}\n")
    n.fill(rng.choice(("Chair: {cons}. Present: {reg}, {rn} (CNS), radiology, pathology.\n",
                       "Attendees: {cons_t}, {endo}, {rn} (CNS), MDT coordinator {other}\n")))
    n.nl()
    others = rng.randint(2, 5)
    me = rng.randrange(others + 1)
    for i in range(others + 1):
        n.lit(f"{i + 1}) ")
        if i == me:
            n.fill("{pt}  {mrn_label} {mrn}  {age}\n")
        else:
            p = person_for(rng, n.pools, n.region)
            n.phi(rng.choice((p.full(), p.full().upper())), "PATIENT")
            n.lit(f"  {rng.choice(('Hosp no', 'MRN', 'Unit no') if n.uk else ('MRN', 'RN', 'HRN'))} ")
            n.phi(digits(rng, 7) if rng.random() < 0.5 else f"{letters(rng, 1)}{digits(rng, 6)}",
                  "MEDICALRECORD")
            n.lit("  ")
            n.phi(str(rng.randint(34, 91)), "AGE")
            n.lit(rng.choice(("M", "F", " yrs")) + "\n")
        n.lit("   " + rng.choice(cases) + "\n")
        n.lit("   Outcome: " + rng.choice(MDT_OUTCOMES) + "\n")
        if rng.random() < 0.5:
            n.fill("   Resp. clinician: {cons_t}; CNS to inform pt by {next_weekday}\n")
        n.nl()
    n.fill(rng.choice(("Outcomes typed by {other}, MDT coordinator, {site_phone}\n",
                       "Next meeting {fu}\n")))


def death_summary(n: XNote) -> None:
    rng = n.rng
    n.fill(rng.choice(("VERIFICATION OF DEATH\n", "Death - verification and certification\n",
                       "DEATH SUMMARY / MCCD\n")))
    n.id_block(rng.randint(3, 5))
    n.fill(rng.choice(("Location: {unit}, side room {sideroom}\n", "{unit} bay {bay} bed {bed}\n")))
    n.fill(rng.choice((
        "Called by {rn} at {time}: pt found unresponsive. ", "Expected death; on end-of-life "
        "care plan since {recent}. ", "Pt deteriorated overnight despite treatment. ")))
    n.lit("No central pulse for 1 min, no heart sounds for 2 min, no breath sounds for 3 min. "
          "Pupils fixed and dilated. No response to supraorbital pressure.\n")
    n.fill("Death verified at {time} on {date} by {jr}.\n")
    n.fill(rng.choice(("Family present: {rel} ({kin}).\n", "NOK {kin_full} ({rel}) informed "
                       "by phone {kin_phone} at {time}.\n", "NOK not present; {rel} {kin} "
                       "to be contacted ({kin_phone}).\n")))
    n.header("Cause of death")
    n.lit(rng.choice(("1a Aspiration pneumonia\n1b Parkinson's disease\n2 T2DM, CKD 3\n",
                      "1a Multi-organ failure\n1b Sepsis\n1c Perforated sigmoid diverticulum\n",
                      "1a Metastatic adenocarcinoma of the pancreas\n",
                      "1a Acute myocardial infarction\n1b Coronary artery atheroma\n2 COPD\n")))
    n.fill(rng.choice((
        "Discussed with Medical Examiner {cons_t} - MCCD agreed. Not for coroner.\n",
        "Referred to the coroner (fall with fracture within 12 months); ref {ref}.\n",
        "Reported to the Procurator Fiscal; PF ref {ref}.\n",
        "Police (Coroner's case) informed; report no. {ref}.\n",
        "Death certificate issued; burial permit from {police}.\n")))
    if rng.random() < 0.5:
        n.fill("Implanted device: {make} pacemaker, serial {device} - {devplan}.\n")
    n.fill(rng.choice(("Last seen by {cons} on {recent}. Attended by {rn}.\n",
                       "Certifying doctor: {jr_full} {lic_label}{jr_lic}\n", "{jr}\n")))
    if rng.random() < 0.5:
        n.fill("Bereavement office informed ({site_phone}); tissue donation not appropriate.\n")


XNote.s_devplan = lambda n: n.lit(n.rng.choice(("to be removed before cremation",
                                                "deactivated", "burial - no action")))


WRITERS = {"icu_review": icu_review, "ward_round": ward_round, "ed_clerking": ed_clerking,
           "preop_assessment": preop_assessment, "echo_report": echo_report,
           "endoscopy_report": endoscopy_report, "lab_letter": lab_letter,
           "antenatal_note": antenatal_note, "psychiatry_review": psychiatry_review,
           "gp_referral": gp_referral, "discharge_letter": discharge_letter,
           "drug_chart": drug_chart, "clinic_letter": clinic_letter,
           "therapy_note": therapy_note, "mdt_outcome": mdt_outcome,
           "death_summary": death_summary}


def make_document(seed: int, patient: PatientX, visit_no: int,
                  doc_id_: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/X/doc/{patient.number}/{visit_no}")
    note = XNote(seed, patient, visit, rng)
    WRITERS[visit.note_type](note)
    kind = visit.note_type
    upper = rng.random() < (0.2 if kind in ("drug_chart", "lab_letter", "icu_review") else 0.04)
    lower = not upper and rng.random() < (0.25 if kind in ("ward_round", "therapy_note") else 0.03)
    wrap = rng.randint(64, 90) if rng.random() < (0.6 if kind.endswith(("letter", "referral"))
                                                  else 0.3) else None
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.01)
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.04)
    return Document(doc_id=doc_id_, text=text, tags=tags), kind
