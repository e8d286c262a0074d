"""Five document types of style T (:mod:`deidkit.synth.style_t`), mostly cards and forms:
antenatal cards, TB-programme treatment cards, blood-bank transfusion records, eye-clinic
notes and dental referrals. Like :mod:`deidkit.synth.style_t_notes`, the module writes no
f-strings: every word in braces in it is a template slot of
:class:`~deidkit.synth.style_t_note.TNote` (tested)."""

from __future__ import annotations

import datetime as dt

from deidkit.synth.builder import kv
from deidkit.synth.style_t_note import TNote
from deidkit.synth.style_t_notes import clock, num, private, sex_letter

# ---------------------------------------------------------------------------------------
# 6. Antenatal card

ANC_TITLES = {
    "KE": ("MOTHER & CHILD HEALTH HANDBOOK - Antenatal Profile", "ANC CARD"),
    "NG": ("ANTENATAL RECORD CARD", "Antenatal Clinic - Booking & Follow-up"),
    "PH": ("PRENATAL RECORD", "Maternal Care Record (Prenatal)"),
    "PK": ("MATERNAL HEALTH CARD", "Antenatal Card - Gynae OPD"),
    "NL": ("Zwangerschapskaart / Pregnancy card",), "SE": ("Mödravårdsjournal (antenatal)",),
    "NO": ("Helsekort for gravide",), "DK": ("Vandrejournal (pregnancy record)",),
    "IL": ("Pregnancy Follow-up Record",), "CA": ("Antenatal Record", "Perinatal Record - "
                                                                      "Part 2"),
    "QC": ("Suivi de grossesse / Prenatal follow-up",),
}
BIRTH_OUTCOMES = ("SVD, term, alive", "C/S for breech, term, alive", "SVD at 34 wks, alive",
                  "miscarriage at 10 wks", "SVD, term, died at 2 days (sepsis)",
                  "assisted (vacuum), term, alive")
DANGER_SIGNS = (
    "Danger signs explained: bleeding, severe headache, blurred vision, fits, reduced fetal "
    "movements, leaking liquor.",
    "Told to come straight in if the baby moves less than 10 times in 12 hours.",
    "Counselled on iron-rich foods; she does not eat liver, offered beans and greens instead.",
    "Malaria prophylaxis IPTp-SP dose given under observation; ITN issued.",
    "Husband attended the visit and agreed to HIV testing as a couple.",
)


def antenatal_card(n: TNote) -> None:
    """A pregnancy record: particulars, obstetric history and past births, booking tests, a
    table of visits by gestation, and the birth plan."""
    rng = n.rng
    weeks = rng.randint(14, 38)
    lmp = n.day - dt.timedelta(days=weeks * 7 + rng.randint(0, 6))
    edd = lmp + dt.timedelta(days=280)
    para = rng.randint(0, 4)
    gravida = para + 1 + rng.randint(0, 1)
    n.fill("{hosp_full}\n")
    n.lit(rng.choice(ANC_TITLES.get(n.cc, ANC_TITLES["IL"])) + "\n")
    n.rule()
    n.lit(rng.choice(("ANC No.: ", "ANC Reg. No. ", "Card no.: ")))
    n.phi(str(rng.randint(1, 999)).zfill(3) + "/" + str(n.day.year), "IDNUM")
    n.lit("   " + n.mrn_label() + ": ")
    n.s_mrn()
    n.nl()
    kv(n, n.bi("Nom", "Name"), "{pt_header}", end="")
    n.parentage()
    n.nl()
    kv(n, n.bi("Âge", "Age"), "{age}   " + n.bi("Date de naissance", "DOB") + ": {dob}")
    if n.patient.job:
        kv(n, n.bi("Occupation", "Occupation"), "{job}")
    husband = next((r for r in n.patient.relatives if r.relation == "husband"), None)
    n.lit(rng.choice(("Husband/partner", "Next of kin", "Partner")) + ": ")
    if husband is not None:
        n.rel_name(husband, "full")
        if husband.job:
            n.lit(", ")
            n.phi(husband.job, "PROFESSION")
        n.lit(", tel ")
        n.phone(husband.phone)
    else:
        kin = next((r for r in n.patient.relatives if r.age >= 18), None)
        if kin is None:
            private(n, "partner")
            n.lit(", tel ")
            n.s_mobile()
        else:
            n.rel_name(kin, "full")
            n.lit(" (" + kin.relation + "), tel ")
            n.phone(kin.phone)
    n.nl()
    n.lit(n.bi("Adresse", "Residence") + ": ")
    n.address(lines=False)
    n.nl()
    if n.patient.insurer and rng.random() < 0.6:
        n.fill("{insurer}, ")
    n.lit(n.plan_label() + ": ")
    n.s_plan()
    if rng.random() < (0.6 if n.cc in ("KE", "NG", "PK", "PH", "SE", "NO", "DK", "IL") else 0.25):
        n.lit("   " + n.id_label() + ": ")
        n.s_natid()
    n.nl()
    if rng.random() < 0.5:
        n.lit(rng.choice(("Seen in ANC room ", "Consult room ", "Room ")))
        n.s_room()
        n.nl()
    if rng.random() < 0.25:
        n.fill(rng.choice(("Lives near {landmark}; walks 40 minutes to the clinic.\n",
                           "Husband works in {abroad}; sends money monthly.\n",
                           "Landmark for home visits: {landmark}.\n")))
    n.nl()
    n.lit("Gravida " + str(gravida) + "  Para " + str(para) + "+" + str(gravida - para - 1) +
          "   LMP: ")
    n.date(lmp, "num")
    n.lit("   EDD: ")
    n.date(edd, "num")
    n.nl()
    n.lit("Blood group " + rng.choice(("O", "A", "B", "AB")) + rng.choice((" Rh+", " Rh+",
                                                                          " Rh-")) +
          "   Hb " + num(rng, 8.4, 13.6) + " g/dL   VDRL non-reactive   HIV " +
          rng.choice(("non-reactive", "negative (couple testing)", "reactive - on ART, PMTCT "
                                                                   "enrolled")) +
          "   HBsAg neg\n")
    if rng.random() < 0.5:
        n.lit(rng.choice(("Booking bloods, sample no. ", "Lab no. (booking panel): ",
                          "Sample ID ")))
        n.s_bioid()
        n.nl()
    if rng.random() < 0.3:
        n.fill(rng.choice(("Admitted to {home_ward}, {home_hosp}, at 26 weeks for "
                           "pyelonephritis.\n",
                           "Previous admission: {home_ward}, {past_month}, hyperemesis.\n")))
    if para:
        n.lit("Previous pregnancies:\n")
        n.lit("Year   Place                                  Outcome\n")
        for _ in range(min(para, 3)):
            n.date(n.ago(500, 4500), "year")
            n.lit("   ")
            if rng.random() < 0.25:
                n.lit(rng.choice(("home, TBA", "at home", "home birth")).ljust(39))
            else:
                n.s_other_hosp()
                n.lit("  ")
            n.lit(rng.choice(BIRTH_OUTCOMES) + "\n")
    n.nl()
    n.lit("Date         GA     Wt(kg)  BP       FH(cm)  Pres   FHR   Urine     Sign\n")
    visits = sorted(rng.sample(range(10, weeks + 1), min(rng.randint(2, 5), weeks - 9)))
    if weeks not in visits:
        visits.append(weeks)
    weight = rng.uniform(48, 88)
    for ga in visits:
        day = lmp + dt.timedelta(days=ga * 7 + rng.randint(0, 6))
        n.date(min(day, n.day) if ga != weeks else n.day, "num")
        n.lit("  " + (str(ga) + "+" + str(rng.randint(0, 6))).ljust(6) + " " +
              num(rng, weight + ga * 0.25, weight + ga * 0.35).ljust(7) + " " +
              (str(rng.randint(98, 142)) + "/" + str(rng.randint(58, 94))).ljust(8) + " " +
              (str(ga - rng.randint(-1, 2)) if ga >= 20 else "-").ljust(7) + " " +
              (rng.choice(("ceph", "ceph", "breech", "transv")) if ga >= 28 else "-").ljust(6) +
              " " + (str(rng.randint(120, 160)) if ga >= 14 else "-").ljust(5) + " " +
              rng.choice(("NAD", "prot tr", "NAD", "glu -")).ljust(9) + " ")
        n.dr("midwife", form="initial", cred=False)
        n.nl()
    n.nl()
    for line in n.choose(DANGER_SIGNS, (1, 2)):
        n.lit(line + "\n")
    n.lit(rng.choice(("Birth plan: ", "Plan for delivery: ")))
    n.fill(rng.choice(("deliver at {hosp}; transport by {rel}'s car, plate {plate}.",
                       "booked at {other_hosp}; birth companion {relname}, tel {relphone}.",
                       "referred to {obstetrician} at {other_hosp} for previous C/S.",
                       "to deliver at {hosp}; savings started with {community}.")))
    n.nl()
    n.fill(rng.choice(("Next visit: {fu_short}\n", "Return on {fu}\n")))
    n.fill("Seen by {midwife}" + rng.choice(("", "; reviewed with {obstetrician}")) + "\n")


# ---------------------------------------------------------------------------------------
# 7. TB-programme treatment card

TB_TITLES = {"PH": ("NATIONAL TB CONTROL PROGRAM - TB TREATMENT CARD", "NTP Treatment Card"),
             "PK": ("TB01 - TUBERCULOSIS PATIENT TREATMENT CARD", "NTP Pakistan - Patient Card"),
             "KE": ("TB PATIENT RECORD CARD", "NTLD-P Treatment Card"),
             "NG": ("NTBLCP - PATIENT TREATMENT CARD", "DOTS Treatment Card"),
             "CA": ("TB Program - Directly Observed Therapy Record", "TB Treatment Record")}
REGIMENS = (("2HRZE/4HR", "intensive phase 2 months, continuation 4 months"),
            ("2HRZE/4HR", "4FDC, daily, observed"),
            ("6 months BPaLM", "rifampicin-resistant, on the short oral regimen"),
            ("2HRZE/10HR", "TB meningitis protocol"))
XPERT = ("MTB detected medium, RIF resistance not detected",
         "MTB detected low, RIF resistance not detected",
         "MTB detected high, RIF resistance DETECTED", "MTB detected trace, RIF indeterminate")


def tb_treatment_card(n: TNote) -> None:
    """The card a DOTS facility keeps: registration, diagnosis with lab numbers, regimen, a
    month's grid of observed doses, follow-up smears, and household contacts."""
    rng = n.rng
    cc = n.cc
    regimen, detail = rng.choice(REGIMENS)
    start = n.ago(14, 150)
    n.lit(rng.choice(TB_TITLES.get(cc, TB_TITLES["CA"])) + "\n")
    n.fill("DOTS facility: {hosp}" + rng.choice(("", " ({site_city})")) + "\n")
    n.lit("TB Reg. No.: ")
    state = n.patient.state
    code = {"Punjab": "PB", "Sindh": "SD", "Khyber Pakhtunkhwa": "KP", "Metro Manila": "NCR",
            "Nairobi": "NRB", "Lagos": "LAG", "NU": "NU", "ON": "SLFNHA"}.get(
                state, "".join(c for c in state.upper() if c.isalpha())[:3])
    n.phi(str(start.year) + "-" + code + "-" + str(rng.randint(1, 2999)).zfill(4), "IDNUM")
    n.lit("   Date registered: ")
    n.date(start, "num")
    n.nl()
    n.rule()
    kv(n, "Name", "{pt_header}", end="")
    n.parentage()
    n.nl()
    start_weight = rng.uniform(38, 82)
    kv(n, "Age", "{age}   Sex: " + sex_letter(n) + "   Weight at start: " +
       str(round(start_weight, 1)) + " kg")
    n.lit("Address: ")
    n.address(lines=False)
    n.nl()
    kv(n, "Contact no.", "{pt_phone}")
    if rng.random() < 0.7:
        n.lit(rng.choice(("Occupation: ", "Work: ", "Job: ")))
        if n.age >= 66 and n.patient.job:
            n.lit("former ")
        n.s_job()
        if rng.random() < 0.4:
            n.lit(rng.choice((", at ", " - works at ")))
            n.s_landmark()
        n.nl()
    if cc in ("PK", "KE", "NG", "PH"):
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    n.lit("Treatment supporter: ")
    if rng.random() < 0.5:
        n.dr("chw", form="full", cred=False)
        n.lit(" (" + rng.choice(("community health worker", "BHW", "CHV", "LHW")) + ")")
    else:
        n.fill("{relfull} ({rel}), {relphone}")
    n.nl(2)
    n.lit("Type: " + rng.choice(("New", "New", "Relapse", "Treatment after loss to follow-up")) +
          "   Site: " + rng.choice(("Pulmonary, bacteriologically confirmed", "Pulmonary, "
                                    "clinically diagnosed", "Extrapulmonary (TB lymphadenitis)"))
          + "\n")
    n.lit("Xpert MTB/RIF Ultra: lab no. ")
    n.s_bioid()
    n.lit(" - " + rng.choice(XPERT) + "\n")
    hiv = rng.choice(("negative", "positive, on TLD since ", "not done"))
    n.lit("HIV: " + hiv)
    if hiv.endswith("since "):
        n.s_past_year()
    n.lit("   CXR: " + rng.choice(("cavity RUL", "bilateral infiltrates", "miliary pattern",
                                  "not done")) + "\n")
    if rng.random() < 0.35:
        n.fill("Diagnosed during admission to {home_ward}, {home_hosp}, in {past_month}.\n")
    n.lit("Regimen: " + regimen + " (" + detail + "); weight band " +
          rng.choice(("38-54 kg: 3 tabs", "55-70 kg: 4 tabs", "30-37 kg: 2 tabs")) + "\n\n")
    n.lit("Intake this month (x = observed, s = self-administered, o = missed):\n")
    days = rng.randint(26, 31)
    n.lit("Day  " + " ".join(str(d).rjust(2) for d in range(1, days + 1)) + "\n")
    marks = [rng.choice(("x", "x", "x", "x", "s", "o")) for _ in range(days)]
    n.lit("     " + " ".join(m.rjust(2) for m in marks) + "\n")
    n.lit("Doses missed this month: " + str(marks.count("o")))
    if marks.count("o") > 3 and rng.random() < 0.6:
        n.fill(" (travelled to the family for {holiday}; supporter informed)")
    n.lit("\n\n")
    n.lit("Follow-up sputum:\n")
    n.lit("Month  Date          Lab no.         Result      Weight\n")
    for month in (2, 5, 6)[:rng.randint(1, 3)]:
        when = start + dt.timedelta(days=month * 30)
        if when > n.day:
            break
        n.lit(str(month).ljust(7))
        n.date(when, "num")
        n.lit("    ")
        n.s_bioid()
        n.lit("    " + rng.choice(("neg", "neg", "1+", "scanty")) + "        " +
              num(rng, start_weight - 1, start_weight + 1.5 * month) + " kg\n")
    n.nl()
    n.lit("Household contacts screened:\n")
    n.lit("Name                      Age   Relation     Screened    TPT\n")
    for rel in n.patient.relatives:
        n.rel_name(rel, "full")
        n.lit("  ")
        n.phi(str(rel.age), "AGE")
        n.lit("   " + rel.relation.ljust(12) + " ")
        n.date(n.ago(1, 60), "short")
        n.lit("   " + rng.choice(("3HP started", "not eligible", "refused", "6H started")) + "\n")
    if rng.random() < 0.5:
        private(n, "neighbour")
        n.lit("  ")
        n.phi(str(rng.randint(3, 70)), "AGE")
        n.lit("   neighbour    ")
        n.date(n.ago(1, 60), "short")
        n.lit("   referred to clinic\n")
    n.nl()
    if rng.random() < 0.4:
        n.fill(rng.choice(("Nutrition support: monthly food pack from {community}.\n",
                           "Employer ({employer}) asked for a fitness-to-work letter; given "
                           "with consent.\n", "Enabler: transport allowance paid by {agency}.\n")))
    if rng.random() < 0.3:
        n.lit("DOTS room ")
        n.s_room()
        n.lit(", open 8-12 weekdays\n")
    n.fill(rng.choice(("Card reviewed by {tb_nurse} on {today}.",
                       "TB coordinator: {tb_nurse}   Medical officer: {gp}",
                       "Updated {today} - {tb_nurse}")))
    if rng.random() < 0.35:
        n.lit("   [e-TB register: user ")
        n.user_of("tb_nurse")
        n.lit("]")
    n.nl()


# ---------------------------------------------------------------------------------------
# 8. Blood-bank transfusion record

COMPONENTS = (("Red cells, leucoreduced", "E0336V00", 280, 320),
              ("Red cells in SAGM", "E4571V00", 260, 310),
              ("Platelets, apheresis", "E7035V00", 200, 260),
              ("Fresh frozen plasma", "E2555V00", 220, 280),
              ("Cryoprecipitate pool", "E5165V00", 80, 120))


def unit_number(n: TNote) -> str:
    """An ISBT 128 donation identification number, as printed on the bag."""
    rng = n.rng
    facility = rng.choice(("C0457", "W0415", "G1234", "T0012", "A9986", "K0731"))
    return facility + " " + str(n.day.year % 100).zfill(2) + " " + \
        str(rng.randint(0, 999999)).zfill(6) + rng.choice(("", " " + rng.choice("0123456789K")))


def transfusion_record(n: TNote) -> None:
    """Administration of blood components: sample and compatibility, a table of units with
    their donation numbers, bedside checks, observations, equipment and any reaction."""
    rng = n.rng
    group = rng.choice(("O", "A", "B", "AB")) + " Rh(D) " + rng.choice(("positive", "positive",
                                                                        "negative"))
    n.fill("{hosp_full} - " + rng.choice(("Blood Transfusion Record", "Transfusion Service: "
                                                                      "Administration Record",
                                          "BLOOD COMPONENT ADMINISTRATION")) + "\n")
    n.rule()
    kv(n, n.bi("Nom", "Patient"), "{pt_header}", end="")
    n.parentage()
    n.lit("   " + n.mrn_label() + ": ")
    n.s_mrn()
    n.nl()
    kv(n, n.bi("Date de naissance", "DOB"), "{dob}   " + n.bi("Âge", "Age") + " {age}   " +
       n.bi("Unité", "Ward") + ": {ward}   " + n.bi("Lit", "Bed") + " {bed}")
    if rng.random() < 0.35:
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    n.lit("Group: " + group + "   Antibody screen: " + rng.choice(("negative", "negative",
                                                                    "anti-E identified")) +
          "   DAT: neg\n")
    n.lit(rng.choice(("Group & screen sample ", "G&S sample no. ", "Crossmatch sample ")))
    n.s_bioid()
    n.fill(" taken {time} on {recent} by {charge_nurse}\n")
    n.lit("Indication: " + rng.choice(("Hb 6.4 g/dL, symptomatic", "upper GI bleed, Hb 7.1",
                                       "pre-op, Hb 7.8", "postpartum haemorrhage, EBL 1600 mL",
                                       "platelets 9 x10^9/L before line insertion",
                                       "sickle cell crisis, exchange")) + "\n")
    n.fill(rng.choice(("Consent signed {today}; witness {charge_nurse}.\n",
                       "Verbal consent; interpreter used (language line).\n",
                       "Consent: signed by {rel} {relname} (patient confused).\n")))
    n.nl()
    n.lit("Unit number            Product    Component                 Vol   Expiry       "
          "Start   End\n")
    step = clock(rng, rng.randint(480, 1200))
    for _ in range(rng.randint(1, 3)):
        name, code, low, high = rng.choice(COMPONENTS)
        n.phi(unit_number(n), "BIOID")
        n.lit("   " + code + "   " + name.ljust(25) + " " + str(rng.randint(low, high)).ljust(5) +
              " ")
        n.date(n.ahead(2, 35), "num")
        n.lit("   " + step(10, 40) + "   " + step(90, 180) + "\n")
    n.nl()
    if rng.random() < 0.7:
        n.fill("Units supplied by {blood_service}.\n")
    n.lit("Issued from the blood bank by ")
    n.dr("lab_tech", cred=True)
    if rng.random() < 0.5:
        n.lit(" (LIS user ")
        n.user_of("lab_tech")
        n.lit(")")
    n.fill(" at {time}; ")
    n.lit("bedside check by ")
    n.dr("charge_nurse", form="initial", cred=False)
    n.lit(" and ")
    n.dr("charge_nurse", key="2", form="initial", cred=False)
    n.nl()
    n.lit("Obs     pre                 15 min              end\n")
    n.lit("BP      " + (str(rng.randint(96, 150)) + "/" + str(rng.randint(54, 92))).ljust(20) +
          (str(rng.randint(96, 150)) + "/" + str(rng.randint(54, 92))).ljust(20) +
          str(rng.randint(96, 150)) + "/" + str(rng.randint(54, 92)) + "\n")
    n.lit("Temp    " + num(rng, 36.2, 37.4).ljust(20) + num(rng, 36.2, 37.9).ljust(20) +
          num(rng, 36.2, 38.4) + "\n")
    n.lit("Pulse   " + str(rng.randint(60, 110)).ljust(20) + str(rng.randint(60, 118)).ljust(20) +
          str(rng.randint(60, 118)) + "\n\n")
    n.lit("Blood warmer S/N ")
    n.s_device()
    n.lit("   Pump S/N ")
    n.s_device()
    n.lit("   rate " + str(rng.choice((100, 125, 150, 200))) + " mL/h\n")
    if n.cc == "PK" or rng.random() < 0.15:
        n.lit("Replacement donor: ")
        n.fill("{relfull} ({rel}), " + n.id_label() + " {relid}, donation no. ")
        n.phi(unit_number(n), "BIOID")
        n.nl()
    n.lit("Reaction: ")
    if rng.random() < 0.25:
        n.fill("febrile non-haemolytic, temp 38.4 at 40 min; transfusion stopped, bag returned "
               "with a post-transfusion sample ({bioid}); reported to {blood_service}.\n")
    else:
        n.lit(rng.choice(("none", "nil", "none observed")) + "\n")
    n.fill(rng.choice(("Post-transfusion Hb ({fu_short}): ", "Hb next morning: ")) +
           num(rng, 7.6, 10.8) + " g/dL\n")


# ---------------------------------------------------------------------------------------
# 9. Eye-clinic note

EYE_DX = (("primary open-angle glaucoma", "Latanoprost 0.005% 1 drop OU nocte; IOP target "
           "below 18"),
          ("age-related cataract, R > L", "listed for phaco + IOL OD"),
          ("proliferative diabetic retinopathy OD", "PRP laser OD in 2 sessions; HbA1c to GP"),
          ("wet AMD OS", "intravitreal aflibercept 2 mg OS, loading x3 monthly"),
          ("allergic conjunctivitis", "olopatadine 0.1% BD, cold compresses"),
          ("trachomatous trichiasis R upper lid", "bilamellar tarsal rotation booked"),
          ("myopia with progression", "low-dose atropine 0.05% nocte"))


def acuity(n: TNote) -> str:
    """A visual acuity in the chart the clinic uses (Snellen 6/ or 20/, or LogMAR)."""
    rng = n.rng
    if n.cc in ("CA", "QC", "PH", "IL") and rng.random() < 0.6:
        return "20/" + rng.choice(("20", "25", "30", "40", "50", "70", "100", "200", "400"))
    if n.cc in ("NL", "SE", "NO", "DK") and rng.random() < 0.5:
        return rng.choice(("0.0", "0.1", "0.2", "0.3", "0.5", "0.8", "1.0")) + " logMAR"
    return "6/" + rng.choice(("6", "9", "12", "18", "24", "36", "60")) + rng.choice(("", "", "-2",
                                                                                    " ph 6/9"))


def eye_clinic_note(n: TNote) -> None:
    """An ophthalmology visit in the clinic's shorthand: acuities, pressures, slit lamp and
    fundus, images, diagnosis, plan and driving advice."""
    rng = n.rng
    dx, plan = rng.choice(EYE_DX)
    n.fill("{hosp}" + rng.choice((" - Eye Clinic", " - Ophthalmology OPD", " / Eye OPD",
                                  "")) + "\n")
    n.lit(rng.choice(("Seen in Lane ", "Room ", "Consult room ")))
    n.s_room()
    n.fill("   Date {today}   Time {time}\n")
    kv(n, "Patient", "{pt_header} ({age_phrase})", end="")
    n.lit("   " + n.mrn_label() + " ")
    n.s_mrn()
    n.nl()
    n.fill(rng.choice(("Referred by {optometrist} for raised IOP on screening.\n",
                       "Ref: {gp}, {clinic_site} - blurred vision {dur}.\n",
                       "Review; last seen {prev}.\n", "Walk-in; {rel} brought {him}.\n")))
    if n.patient.job and rng.random() < 0.6:
        n.fill(rng.choice(("Job: {job} - needs good near vision at work.\n",
                           "Works as {an_job}; drives at night.\n",
                           "Occupation: {job} at {employer}.\n")))
    if n.cc in ("SE", "NO", "DK", "IL") or rng.random() < 0.2:
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    if n.patient.insurer and rng.random() < 0.3:
        n.fill("Funding: {insurer}\n")
    n.nl()
    n.lit("VA sc   OD " + acuity(n) + "   OS " + acuity(n) + "\n")
    n.lit("IOP (" + rng.choice(("GAT", "iCare", "NCT")) + ")   OD " + str(rng.randint(10, 34)) +
          "   OS " + str(rng.randint(10, 30)) + " mmHg at ")
    n.s_time()
    n.nl()
    n.lit("SLE: lids NAD, conj white, cornea clear, AC deep and quiet, lens " +
          rng.choice(("NS 2+", "clear", "PSC 1+", "PCIOL in place")) + "\n")
    n.lit("Fundus (dilated, tropicamide 1%): C/D OD " + rng.choice(("0.3", "0.5", "0.7", "0.85")) +
          " OS " + rng.choice(("0.3", "0.4", "0.6", "0.8")) + ", macula " +
          rng.choice(("flat", "drusen", "CSMO", "flat, dry")) + "\n")
    n.lit(rng.choice(("Fundus photo ID ", "OCT scan ID ", "Retinal image no. ")))
    n.s_bioid()
    n.lit(rng.choice(("", "   (OCT: RNFL thinning inferior OD)", "   CMT 312 um")))
    if rng.random() < 0.3:
        n.lit("   operator ")
        n.user_of("optometrist")
    n.lit("\n\n")
    n.lit("Imp: " + dx + "\n")
    n.lit("Plan: " + plan + "\n")
    if "phaco" in plan:
        n.lit("Biometry: " + rng.choice(("SN60WF", "AcrySof IQ", "Tecnis ZCB00", "Aurovue")) +
              " +" + str(rng.randint(18, 24)) + "." + rng.choice(("0", "5")) + " D; lens lot/S/N ")
        n.s_device()
        n.nl()
        n.fill("Listed for {fu} at {hosp}; pre-op at {clinic_site}.\n")
    if rng.random() < 0.4:
        n.fill(rng.choice(("Advised not to drive until reviewed; plate {plate} noted for the "
                           "driving report.\n", "Driving licence {dl}: meets the standard.\n",
                           "Spectacles voucher from {community}.\n")))
    if rng.random() < 0.2:
        n.fill("Results and leaflets: {url}\n")
    n.fill(rng.choice(("F/U {fu_short}", "Review {fu}", "RTC 3/12")) + "   ")
    n.fill("{ophthalmologist}\n")


# ---------------------------------------------------------------------------------------
# 10. Dental referral

DENTAL_REASONS = (
    "removal of 38 and 48 (partially erupted, recurrent pericoronitis)",
    "a painful swelling buccal to 36 that has not settled with amoxicillin",
    "extraction of 17, 16 and 26 before radiotherapy",
    "assessment of a white patch on the left lateral tongue, present for {dur}",
    "full clearance under general anaesthesia (severe anxiety, gag reflex)",
    "management of a fractured 11 and 21 after a fall",
)
DENTAL_HISTORY = (
    "{He} takes warfarin for atrial fibrillation; INR 2.8 on {recent} at {clinic_site}.",
    "On alendronate since {past_year}; I would value your view on the MRONJ risk.",
    "Type 2 diabetes, last HbA1c 9.1% ({past_month}).",
    "Previous sedation for dental care at {other_hosp} went well.",
    "No allergies known to us. Non-smoker; chews betel nut daily.",
    "The OPG taken {recent} (image no. {idnum}) is enclosed on the USB.",
    "Photographs and a brush cytology sample ({bioid}) go with this letter.",
    "Seen today in surgery {room}; the swelling was drained and a pus swab ({bioid}) sent.",
)


def dental_referral(n: TNote) -> None:
    """A dentist's letter to a hospital oral-surgery or paediatric dental service."""
    rng = n.rng
    child = n.age < 16
    n.fill("{hosp_full}\n{site_address}\nTel {site_phone}" + rng.choice(("", "  Fax {site_fax}"))
           + rng.choice(("", "\n{url}")) + "\n\n")
    n.fill("{today_narr}\n\n")
    n.fill(rng.choice(("To: Oral and Maxillofacial Surgery, {other_hosp}\n",
                       "Department of Oral Surgery\n{other_hosp}, {other_city}\n",
                       "Paediatric Dentistry, {other_hosp}\n" if child else
                       "Dental Unit, {other_hosp}\n")))
    n.lit("\nRe: ")
    n.s_pt_full()
    n.fill("   DOB {dob}   " + n.plan_label() + " {plan}\n")
    n.fill("Address: {address}\n")
    if n.patient.insurer and rng.random() < 0.6:
        n.fill("Dental plan: {insurer}\n")
    if n.cc in ("SE", "NO", "DK", "IL") and rng.random() < 0.6:
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    n.nl()
    n.fill("Dear {receiver},\n\n")
    n.lit("Thank you for seeing this ")
    n.s_age_adj()
    n.lit(" ")
    if child:
        n.lit("child, who attends ")
        n.s_school()
        n.lit(", for ")
    elif n.patient.job:
        n.fill("{job} for ")
    else:
        n.fill("{sexw} for ")
    n.fill(rng.choice(DENTAL_REASONS) + ".\n\n")
    for line in n.choose(DENTAL_HISTORY, (1, 3)):
        n.fill(line + " ")
    n.nl(2)
    n.lit("Charting: " + rng.choice(("36 MOD amalgam, 46 RCT, 18 missing",
                                     "caries 15, 24, 25; 31-41 mobile grade II",
                                     "BPE 3/4/3 - 3/4/3", "55 and 65 retained, 15 and 25 "
                                                          "unerupted")) + "\n")
    if child:
        n.fill("Parent/guardian: {relfull} ({rel}), {relphone}\n")
    else:
        n.fill("Best contact: {pt_phone}" + rng.choice(("", " or {pt_email}")) + "\n")
    n.fill("\nKind regards,\n\n{dentist}\n")
    n.lit(n.lic_label())
    n.licence_of("dentist")
    n.nl()
    if rng.random() < 0.5:
        n.email_of("dentist")
        n.nl()
