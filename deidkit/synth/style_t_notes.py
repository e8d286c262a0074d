"""Five document types of style T (:mod:`deidkit.synth.style_t`): home-care visit records,
dialysis-unit run sheets, physiotherapy progress notes, occupational-health fitness
certificates and mental-health review-board summaries.

Each writer lays its document out from a :class:`~deidkit.synth.style_t_note.TNote`: forms,
tables, logs and prose, with the PHI slots of TNote (``{pt}``, ``{dob}``, ``{physio}``...)
in its templates and the clinical text around them untagged. The module writes no
f-strings: every word in braces in it is a template slot (tested).
"""

from __future__ import annotations

import random

from deidkit.synth.builder import kv
from deidkit.synth.style_t import make_person, weighted
from deidkit.synth.style_t_names import STAFF_ORIGINS
from deidkit.synth.style_t_note import TNote


def clock(rng: random.Random, start: int):
    """Times of day (minutes after midnight) from ``start``: '07:10'."""
    t = start

    def step(low: int, high: int) -> str:
        nonlocal t
        t += rng.randint(low, high)
        hour, minute = divmod(t % 1440, 60)
        return str(hour).zfill(2) + ":" + str(minute).zfill(2)
    return step


def num(rng: random.Random, low: float, high: float, places: int = 1) -> str:
    return str(round(rng.uniform(low, high), places))


def stranger(n: TNote, key: str):
    """A private person met in the document (a lawyer, a board member, a donor): the same
    one each time ``key`` is asked for."""
    people = n.team.setdefault("_strangers", {})
    if key not in people:
        origin = weighted(n.rng, STAFF_ORIGINS[n.cc])
        people[key] = make_person(n.rng, n.seed, origin)
    return people[key]


def private(n: TNote, key: str, form: str = "full") -> None:
    n.phi(n.name_of(stranger(n, key), form), "PATIENT")


def sex_letter(n: TNote) -> str:
    if n.cc == "QC":
        return "M" if n.p.sex == "M" else "F"
    return n.p.sex


# ---------------------------------------------------------------------------------------
# 1. Home-care visit record

HOME_REASONS = (
    "IV antibiotics via PICC, day {num} of 14",
    "wound care: venous ulcer, left medial malleolus",
    "post-op check after right hip arthroplasty, staples out at day 14",
    "palliative symptom review, subcut morphine via CADD pump",
    "diabetic teaching and insulin pen technique",
    "catheter change (16 Fr Foley, due every 4 weeks)",
    "medication management: blister pack compliance",
    "COPD follow-up, home oxygen 2 L/min via concentrator",
)
HOME_FINDINGS = (
    "Wound bed 80% granulation, edges macerated at 3 o'clock; 3.2 x 2.1 cm, depth 0.3 cm.",
    "Dressing changed: Mepilex Border over Aquacel Ag, tubigrip size E reapplied.",
    "Site of PICC clean and dry, arm circumference 27 cm (baseline 26.5 cm).",
    "Pain 3/10 at rest, 6/10 when turning; breakthrough used twice overnight.",
    "Two evening doses found still sealed in the blister pack.",
    "Capillary glucose 11.4 mmol/L before lunch; hypo kit in the fridge door.",
    "Mild pedal oedema both ankles, no calf tenderness, chest clear to bases.",
    "Foley draining clear yellow urine, 400 mL in the leg bag since morning.",
    "Sleeping in the recliner again because the stairs to the bedroom are too many.",
    "Wound swab taken from the lateral edge, specimen {bioid}, to the lab with the driver.",
    "Fingerstick INR 3.4 on the CoaguChek, strip lot printed on the log; sample {bioid} "
    "also sent.",
)
HOME_TALK = (
    "{Rel} {relname} was at the kitchen table for the visit and asked about respite.",
    "{relname} ({rel}) now comes before work each day to help with the morning routine.",
    "Spoke with {relname} by phone on {relphone}; {rel} will pick up the new dressings.",
    "{Pt} says {he} wants to be home for {holiday} and asked whether the pump can be stopped "
    "for the visit to family.",
    "Concentrator serial {device} checked; the filter was dusty and was rinsed.",
    "Glucometer (serial {device}) memory reviewed with {pt_first}: readings up since "
    "{weekday}.",
    "Equipment loan from {homecare}: commode and raised toilet seat delivered {recent}.",
    "{He} worked at {employer} as {an_job} until {past_year} and still gets calls from the "
    "old crew.",
    "Volunteers from {community} bring a meal on Sundays.",
    "{Rel} {relname} is {a_reljob} and can only come after the late shift.",
    "Dog and two cats in the house; the back door sticks, visits use the front ramp.",
)
HOME_PLAN = (
    "Next visit {fu_short}, same time. Call the on-call nurse at {site_phone} if the dressing "
    "lifts.",
    "Report sent to {gp} by fax {site_fax}; asked for a swab result review.",
    "Visits reduced to twice a week from {next_weekday}.",
    "Referral to {social_worker} for caregiver strain; {rel} agreed.",
    "If temperature above 38.0 or rigors, go to {home_hosp} emergency, do not wait for the "
    "nurse.",
)


def home_care_visit(n: TNote) -> None:
    """A community nurse's record of a visit at home: header form, reason, findings, talk with
    the family, equipment and the plan."""
    rng = n.rng
    agency = n.cc in ("CA", "NL", "SE", "NO", "DK", "IL", "KE") and rng.random() < 0.7
    if n.cc == "QC":
        n.fill("{hosp_full}\n")
        n.lit(n.bi("Soutien à domicile - Note de visite", "Home care visit note") + "\n")
    elif agency:
        n.fill("{homecare} - " + rng.choice(("Home Visit Record", "Client Visit Note",
                                             "Community Nursing Visit")) + "\n")
        n.fill("Referral from {clinic_site}\n")
    else:
        n.fill("{hosp_full} - " + rng.choice(("Home-Based Care Visit", "Domiciliary Nursing Visit"))
               + "\n")
    n.rule()
    wide = rng.random() < 0.5
    kv(n, n.bi("Usager", "Client"), "{pt_header}" + ("   " if wide else "\n"), end="")
    kv(n, n.bi("Date de naissance", "DOB"), "{dob}  (" + n.bi("âge", "age") + " {age})")
    if n.patient.job and rng.random() < 0.45:
        n.lit(n.bi("Occupation", "Occupation") + ": " + ("retired " if n.age >= 66 else ""))
        n.s_job()
        n.nl()
    n.lit(n.bi("Adresse", "Address") + ": ")
    n.address(lines=rng.random() < 0.3)
    n.nl()
    if n.patient.street.startswith(("House", "Lot", "Box", "Building")) or rng.random() < 0.45:
        n.fill(rng.choice(("Directions: past {landmark}, third house on the left, blue siding.\n",
                           "Access: side door; ramp at the back. Park away from {landmark} "
                           "turnoff.\n",
                           "Landmark: near {landmark}; the gate code is with the family.\n")))
    kv(n, n.bi("Tél.", "Phone"), "{pt_phone}" + ("   " + n.bi("Contact", "Alt contact")
                                                + ": {relname} ({rel}) {relphone}"))
    if rng.random() < (0.7 if n.cc in ("SE", "NO", "DK", "IL", "NL") else 0.3):
        n.lit(n.id_label() + ": ")
        n.s_natid()
    else:
        n.lit(n.plan_label() + ": ")
        n.s_plan()
    if rng.random() < 0.5:
        n.lit("   " + n.mrn_label() + ": ")
        n.s_mrn()
    n.nl()
    step = clock(rng, rng.randint(480, 900))
    t_in = step(0, 0)
    t_out = step(25, 70)
    n.lit(n.bi("Date de visite", "Visit date") + ": ")
    n.s_today()
    n.lit("   " + n.bi("Arrivée", "Time in") + " " + t_in + "   " + n.bi("Départ", "Time out")
          + " " + t_out + "   Visit " + str(rng.randint(2, 20)) + " of " +
          str(rng.choice((14, 20, 28, 42))) + "\n")
    kv(n, n.bi("Infirmière", "Nurse"), "{home_nurse}")
    if rng.random() < 0.6:
        kv(n, n.bi("Préposé(e)", "Support worker"), "{care_aide}")
    n.nl()
    n.lit(rng.choice(("REASON FOR SERVICE: ", "Reason for visit: ", "Service: ")))
    n.fill(rng.choice(HOME_REASONS))
    n.nl()
    n.fill(rng.choice(("Discharged from {home_ward}, {home_hosp} on {recent} under {physician}.\n",
                       "Referred by {gp} after the clinic visit of {recent}.\n",
                       "Known to the service since {past_month}.\n")))
    n.nl()
    n.lit(rng.choice(("Observations", "OBSERVATIONS", "Assessment")) + ":\n")
    n.fill("{vitals}\n")
    for line in n.choose(HOME_FINDINGS, (2, 4)):
        n.lit("- ")
        n.fill(line)
        n.nl()
    n.nl()
    for t in n.choose([t for t in HOME_TALK if "{a_reljob}" not in t or n.rel.job], (2, 3)):
        n.fill(t)
        n.lit(rng.choice((" ", "\n")))
    n.nl(2)
    n.lit("Plan:\n")
    n.bullets(HOME_PLAN, (2, 3))
    n.nl()
    n.fill(rng.choice(("Signed: {home_nurse}", "Visit documented by {home_nurse}",
                       "{home_nurse}")))
    if rng.random() < 0.5:
        n.lit("  [")
        n.user_of("home_nurse")
        n.lit(" " + rng.choice(("e-signed", "mobile entry", "synced")) + " ")
        n.fill("{time}]")
    n.nl()
    if rng.random() < 0.25:
        n.fill("Service information: {url}\n")


# ---------------------------------------------------------------------------------------
# 2. Dialysis-unit run sheet

MACHINES = ("Fresenius 4008S", "Fresenius 5008S", "Nipro Surdial X", "B. Braun Dialog+",
            "Nikkiso DBB-07", "Baxter AK 98")
DIALYZERS = ("FX80", "FX60", "Elisio-17H", "Rexeed-18", "Polyflux 17L", "F8 HPS")
ACCESSES = ("L radiocephalic AVF", "R brachiocephalic AVF", "L BC fistula, buttonhole",
            "R IJ tunnelled catheter (Permcath)", "L femoral temp catheter", "R forearm AVG")
RUN_EVENTS = (
    "cramps R calf at 3rd hour, UF paused 10 min, 100 mL NS bolus",
    "BP dropped to 86/50, Trendelenburg, UFR reduced to 0.4 L/h",
    "venous pressure alarm x2, needle repositioned",
    "uneventful run",
    "c/o headache, paracetamol 1 g PO given",
    "itching; chlorphenamine 4 mg given per standing order",
    "clotting in the venous chamber at 2 h, lines changed, blood returned",
)


def dialysis_run_sheet(n: TNote) -> None:
    """A haemodialysis session: prescription block, an hourly table, events, sign-offs."""
    rng = n.rng
    upper = rng.random() < 0.4
    L = (lambda s: s.upper()) if upper else (lambda s: s)
    n.fill("{hosp_full}\n")
    n.lit(L(rng.choice(("Haemodialysis Unit - Run Sheet", "Hemodialysis Treatment Record",
                        "Dialysis Flow Sheet", "HD Session Record"))) + "\n")
    n.rule()
    n.lit(L("Name") + ": ")
    n.s_pt_header()
    n.parentage()
    n.lit("   " + L(n.mrn_label()) + ": ")
    n.s_mrn()
    n.nl()
    if rng.random() < (0.5 if n.region in ("PH", "PK", "NG", "KE") else 0.3):
        n.lit(L("Occupation") + ": ")
        if n.age >= 66 and n.patient.job:
            n.lit("retired ")
        n.s_job()
        n.nl()
    if n.site.wards and rng.random() < 0.6:
        n.lit(L("Unit") + ": ")
        n.s_ward()
        n.nl()
    n.lit(L("Age/Sex") + ": ")
    n.s_age()
    n.lit("/" + sex_letter(n) + "   " + L("Session #") + " " + str(rng.randint(8, 640)) +
          "   " + L("Date") + ": ")
    n.s_today()
    n.lit("   " + L("Shift") + " " + str(rng.randint(1, 3)) + "   " + L(rng.choice(
        ("Chair", "Station", "Bed"))) + " ")
    n.s_chair()
    n.nl()
    n.lit(L("Machine") + ": " + rng.choice(MACHINES) + "  S/N ")
    n.s_device()
    n.lit("   " + L("Dialyzer") + ": " + rng.choice(DIALYZERS) + " (reuse #" +
          str(rng.randint(1, 8)) + ")\n")
    kv(n, L("Access"), rng.choice(ACCESSES) + "   needles " + rng.choice(("15G", "16G", "17G")) +
       " x2")
    dry = rng.uniform(44, 96)
    pre = dry + rng.uniform(0.8, 4.2)
    post = dry + rng.uniform(-0.3, 0.6)
    kv(n, L("Dry weight"), str(round(dry, 1)) + " kg   " + L("Pre") + " " + str(round(pre, 1)) +
       " kg   " + L("Post") + " " + str(round(post, 1)) + " kg   " + L("UF goal") + " " +
       str(round(pre - dry, 1)) + " L")
    kv(n, L("Prescription"), "4 h, Qb " + str(rng.choice((250, 280, 300, 350))) + ", Qd " +
       str(rng.choice((500, 600, 800))) + ", Na 138, K " + rng.choice(("2.0", "3.0", "1.0")) +
       ", Ca 1.25, HCO3 32, temp 36.0")
    kv(n, L("Anticoagulation"), rng.choice(("heparin 2000 IU bolus then 500 IU/h, off 1 h before "
                                            "end", "heparin-free, saline flushes q30 min",
                                            "enoxaparin 40 mg into arterial line at start")))
    n.nl()
    step = clock(rng, rng.choice((390, 420, 720, 780, 1080)))
    n.lit(L("Time") + "    BP        HR   Qb    VP    AP     TMP   UF(L)  " + L("Remarks") + "\n")
    uf = 0.0
    events = n.choose(RUN_EVENTS, 1)
    for i in range(rng.randint(4, 6)):
        t = step(0 if i == 0 else 45, 65)
        bp = str(rng.randint(86, 178)) + "/" + str(rng.randint(48, 98))
        n.lit(t + "   " + bp.ljust(9) + " " + str(rng.randint(58, 112)).ljust(4) +
              " " + str(rng.choice((250, 280, 300))).ljust(5) + " " +
              str(rng.randint(110, 210)).ljust(5) + " -" + str(rng.randint(120, 230)).ljust(5) +
              " " + str(rng.randint(20, 90)).ljust(5) + " " + str(round(uf, 2)).ljust(6) + " ")
        if i == 2:
            n.lit(events[0])
        elif i == 0:
            n.fill(rng.choice(("cannulated by ", "started, ")) + "{dialysis_nurse}")
        n.nl()
        uf += rng.uniform(0.4, 0.8)
    n.nl()
    n.lit(rng.choice(("Pre-HD labs", "Monthly bloods", "Labs today")) + ": Hb " +
          num(rng, 7.8, 12.4) + " g/dL, K " + num(rng, 3.6, 6.8) + ", urea " +
          num(rng, 14, 36) + ", phosphate " + num(rng, 1.1, 2.6, 2) + ", URR " +
          str(rng.randint(58, 76)) + "%\n")
    if rng.random() < 0.7:
        n.fill(rng.choice(("Blood sample for hepatitis B surface antigen, sample no. {bioid}, "
                           "sent to the lab.\n", "Monthly bloods drawn pre-run, tube label "
                           "{bioid}.\n", "HBsAg / anti-HCV / HIV screen: specimen {bioid}, "
                           "results to follow.\n")))
    if n.cc == "PH":
        n.lit("PhilHealth PIN: ")
        n.s_plan()
        n.lit("  (sessions used this year: " + str(rng.randint(3, 150)) + "/156)\n")
    elif n.cc == "PK":
        n.lit(rng.choice(("Sehat Card", "Zakat-funded", "Welfare")) + " patient - CNIC ")
        n.s_natid()
        n.nl()
    elif n.cc == "NG":
        n.fill("HMO: {insurer}   Enrollee ID: {plan}   Authorization code: {idnum}\n")
    else:
        if n.patient.insurer and rng.random() < 0.5:
            n.fill("Insurer: {insurer}   ")
        n.lit(n.plan_label() + ": ")
        n.s_plan()
        if rng.random() < 0.4:
            n.lit("   " + n.id_label() + ": ")
            n.s_natid()
        n.nl()
    if rng.random() < 0.5:
        n.fill(rng.choice(("Transport home with {relname}, vehicle {plate}.\n",
                           "Goes home by tricycle; {rel} waits at the gate.\n" if n.cc == "PH"
                           else "Renal transport van booked, pick-up 11:45 at the main door.\n",
                           "Next session {next_weekday}, same chair.\n",
                           "Extra session booked before {holiday}; the unit is closed that "
                           "day.\n")))
    n.nl()
    kv(n, L("Initiated by"), "{dialysis_nurse}")
    kv(n, L("Terminated by"), "{second_nurse}", end="")
    if rng.random() < 0.4:
        n.lit("  (" + L("user") + " ")
        n.user_of("dialysis_nurse", "2")
        n.lit(")")
    n.nl()
    kv(n, L("Nephrologist on duty"), "{nephrologist}")
    if n.rel.job and rng.random() < 0.35:
        n.fill(L("Next of kin") + ": {relfull} ({rel}, {reljob}), {relphone}\n")


# ---------------------------------------------------------------------------------------
# 3. Physiotherapy progress note

CONDITIONS = (
    ("right TKR", "knee flexion 0-95 deg, extension lag 5 deg, quads 4/5"),
    ("left rotator cuff repair", "shoulder flexion 110 deg AROM, ER 30 deg, pain arc 80-120"),
    ("mechanical low back pain", "lumbar flexion fingertips to mid-shin, SLR 70 deg bilat"),
    ("post-stroke R hemiparesis", "R grip 12 kg vs 31 kg L, Berg 38/56, walking with a quad "
                                  "cane"),
    ("ankle fracture, ORIF", "DF 5 deg, PF 35 deg, single-leg stance 6 s"),
    ("COPD, deconditioning", "6MWT 280 m, SpO2 nadir 88%, Borg 5/10"),
    ("frozen shoulder", "abduction 85 deg, ER 15 deg, HBB to sacrum"),
)
PHYSIO_S = (
    "Reports sleeping better; the worst pain comes after the bus ride home.",
    "Managing the home program about four days a week; skipped it on {weekday}.",
    "Worried about going back to work as {an_job}; {his} employer, {employer}, has offered "
    "lighter duties.",
    "Sister-in-law drives {him} to the sessions since the last fall.",
    "States the knee gave way on the stairs at church ({community}).",
)
PHYSIO_P = (
    "Progress to step-ups 15 cm, 3 x 10, and stationary bike 15 min.",
    "Taping trial; review in one week.",
    "TENS unit loaned (serial {device}), to be returned by {fu_short}.",
    "Letter to {physician} re: slow progress, query repeat imaging.",
    "Continue twice weekly until {fu}; discharge target: walk to the market without a stick.",
    "Home exercise sheet updated; photo of the program sent to {pt_email}.",
    "Walking goal: to {landmark} and back without a rest by the next review.",
    "Funding: {insurer}, claim {account}; 6 more sessions approved.",
)


def physio_progress(n: TNote) -> None:
    """A SOAP progress note with measurements, the work the patient goes back to, and plan."""
    rng = n.rng
    condition, measures = rng.choice(CONDITIONS)
    title = {"QC": "Physiothérapie - note d'évolution", "NL": "Fysiotherapie - voortgangsverslag",
             "SE": "Fysioterapi - progress note", "NO": "Fysioterapi - progress note"}.get(
                 n.cc, rng.choice(("Physiotherapy Progress Note", "PHYSIOTHERAPY - PROGRESS",
                                   "Rehab Services: Physio follow-up")))
    n.fill(title + "\n{hosp}" + rng.choice(((" - {ward}",) if n.site.wards else ()) +
                                           (", outpatient physiotherapy", "")) + "\n")
    n.lit(n.bi("Usager", "Patient") + ": ")
    n.s_pt_header()
    n.lit("   " + n.mrn_label() + " ")
    n.s_mrn()
    n.lit("   " + n.bi("Âge", "Age") + " ")
    n.s_age()
    n.nl()
    n.lit(n.bi("Date", "Date") + ": ")
    n.s_today()
    if rng.random() < 0.6:
        n.lit("   " + rng.choice(("Treatment bay ", "Cubicle ", "Gym plinth ", "Room ")))
        n.s_room()
    n.lit("   Session " + str(rng.randint(3, 11)) + "/12   " + n.bi("Référé par",
                                                                   "Referred by") + ": ")
    n.s_physician()
    n.nl()
    n.lit("Dx: " + condition + " (" + rng.choice(("op date ", "onset ", "injury ")))
    n.s_past_month()
    n.lit(")\n")
    occupation = rng.choice(("Occupation: {job}\n", "Job: {job} ({employer})\n",
                             "Works as {an_job}, on modified duties.\n",
                             "Employment: {employer}, {job}\n"))
    if n.patient.job:
        n.fill(occupation)
    if n.cc in ("SE", "NO", "DK") or rng.random() < 0.2:
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    n.nl()
    n.lit("S: ")
    n.fill(rng.choice([t for t in PHYSIO_S if n.patient.job or "{an_job}" not in t]))
    n.nl()
    n.lit("O: " + measures + "; TUG " + num(rng, 8, 24) + " s; NPRS " + str(rng.randint(1, 8)) +
          "/10\n")
    n.lit("A: " + rng.choice(("Improving steadily, ROM up 10 deg since last review.",
                              "Plateau over the last two sessions.",
                              "Gains in strength; endurance still limited.")) + "\n")
    n.lit("P: ")
    n.fill(" ".join(n.choose(PHYSIO_P, (1, 3))))
    n.nl(2)
    n.fill("{physio}")
    if rng.random() < 0.6:
        n.lit("  " + n.lic_label())
        n.licence_of("physio")
    n.nl()


# ---------------------------------------------------------------------------------------
# 4. Occupational-health fitness certificate

CERT_TITLES = {
    "PH": ("MEDICAL CERTIFICATE FOR SERVICE AT SEA", "PRE-EMPLOYMENT MEDICAL EXAMINATION (PEME)"),
    "NO": ("HEALTH CERTIFICATE FOR WORK OFFSHORE", "Helseerklæring for arbeid offshore"),
    "SE": ("Certificate of fitness for work", "Läkarintyg - arbetsförmåga"),
    "DK": ("Certificate of fitness for work",),
    "KE": ("FOOD HANDLER'S MEDICAL CERTIFICATE", "Medical Examination Certificate (Employment)"),
    "NG": ("PRE-EMPLOYMENT MEDICAL FITNESS CERTIFICATE", "Certificate of Medical Fitness"),
    "PK": ("MEDICAL FITNESS CERTIFICATE", "Medical Certificate for Overseas Employment"),
    "CA": ("Commercial Driver Medical Examination Report", "Fitness-for-Work Assessment"),
    "QC": ("Certificat d'aptitude au travail / Fitness certificate",),
    "NL": ("Aanstellingskeuring / Pre-employment assessment",),
    "IL": ("Fitness for Work Certificate",),
}
RESTRICTIONS = ("no work at heights above 2 m until review", "no night shifts for 3 months",
                "hearing protection mandatory in the engine room",
                "corrective lenses to be worn while driving",
                "no lifting above 15 kg for 6 weeks", "none")


def fitness_certificate(n: TNote) -> None:
    """A certificate of fitness for a job: the examinee's particulars and documents, the job
    and employer, the examination in short, the verdict and validity, the examiner."""
    rng = n.rng
    cc = n.cc
    n.fill("{hosp_full}\n{site_address}\nTel. {site_phone}" + rng.choice(("", "  Fax {site_fax}"))
           + "\n\n")
    n.lit(rng.choice(CERT_TITLES.get(cc, CERT_TITLES["IL"])) + "\n")
    n.lit(rng.choice(("Certificate No. ", "Cert. no. ", "Ref: ")))
    n.s_idnum()
    n.nl()
    n.rule()
    p = n.p
    if rng.random() < 0.5:
        n.lit(n.bi("Nom", "Surname") + ": ")
        n.phi(p.last.upper(), "PATIENT")
        n.lit("   " + n.bi("Prénom", "Given names") + ": ")
        n.phi(p.first.upper() if rng.random() < 0.5 else p.first, "PATIENT")
        if p.middle and cc == "PH":
            n.lit("   Middle name: ")
            n.phi(p.middle.upper(), "PATIENT")
        n.nl()
    else:
        n.lit(n.bi("Nom", "Name of examinee") + ": ")
        n.s_pt_header()
        n.parentage()
        n.nl()
    kv(n, n.bi("Date de naissance", "Date of birth"), "{dob}   " + n.bi("Âge", "Age") +
       ": {age}   " + n.bi("Sexe", "Sex") + ": " + sex_letter(n))
    n.lit(n.id_label() + ": ")
    n.s_natid()
    n.nl()
    if cc in ("PH", "PK", "NG", "KE") or rng.random() < 0.3:
        n.lit("Passport No.: ")
        n.s_passport()
        if cc == "PH":
            n.lit("   Seafarer's Record Book: ")
            n.phi(rng.choice("ABC") + str(rng.randint(1000000, 9999999)), "IDNUM")
        n.nl()
    if cc == "CA" or rng.random() < 0.2:
        n.lit(rng.choice(("Driver's licence: ", "DL #: ", "Licence no.: ")))
        n.s_dl()
        n.lit("   Plate: ")
        n.s_plate()
        n.nl()
    n.lit(rng.choice(("Position applied for", "Job title", "Rank/position", "Occupation",
                      "Fit for the duties of")) + ": ")
    n.phi(n.patient.job or "trainee", "PROFESSION")
    n.nl()
    n.lit(rng.choice(("Manning agency", "Principal") if cc == "PH" else
                     ("Employer", "Company", "Employer")) + ": ")
    n.s_employer()
    n.nl()
    if cc in ("PH", "PK") and rng.random() < 0.6:
        n.fill("Country of deployment: {abroad}\n")
    elif cc == "NO" or (n.region == "SC" and rng.random() < 0.3):
        n.lit("Installation: ")
        n.phi(rng.choice(("Johan Sverdrup", "Troll A", "Ekofisk", "Oseberg Øst", "Gullfaks C",
                          "Snøhvit")), "LOCATION-OTHER")
        n.lit(rng.choice((" field", " platform", "")) + "\n")
    if rng.random() < 0.4:
        n.lit("Examined in room ")
        n.s_room()
        n.nl()
    n.nl()
    rows = (("Height / weight", str(rng.randint(150, 192)) + " cm / " + num(rng, 48, 112) +
             " kg  BMI " + num(rng, 18, 34)),
            ("Blood pressure", str(rng.randint(104, 158)) + "/" + str(rng.randint(62, 98)) +
             " mmHg"),
            ("Visual acuity", rng.choice(("6/6 OU unaided", "R 6/9 L 6/6, corrected 6/6 OU",
                                          "20/20 OD, 20/25 OS")) + ", Ishihara " +
             rng.choice(("24/24", "21/24", "17/17"))),
            ("Audiometry", rng.choice(("normal 500-4000 Hz", "15 dB loss at 4 kHz left",
                                       "within limits"))),
            ("Chest X-ray", rng.choice(("no active lesion", "clear", "old calcified granuloma "
                                        "R upper zone, inactive"))),
            ("Urinalysis", "protein neg, glucose neg"),
            ("Stool microscopy", rng.choice(("no ova or cysts", "negative")))
            if cc in ("KE", "PH", "PK") else ("ECG", "sinus rhythm, rate " +
                                             str(rng.randint(58, 92))))
    for label, value in rows:
        n.lit(label.ljust(18) + value + "\n")
    n.lit("Drug and alcohol screen".ljust(18) + " specimen ")
    n.s_bioid()
    n.lit(": " + rng.choice(("negative", "negative (5-panel)", "negative, BAC 0.00")) + "\n")
    n.nl()
    verdict = rng.choice(("FIT", "FIT", "FIT", "FIT WITH RESTRICTIONS", "TEMPORARILY UNFIT"))
    n.lit(rng.choice(("Assessment: ", "Conclusion: ", "VERDICT: ")) + verdict + "\n")
    if verdict != "FIT":
        n.lit("Restriction: " + rng.choice(RESTRICTIONS[:-1]) + "\n")
    if cc == "PH":
        n.lit("Fit for look-out duties: YES   Fit for deck/engine department: YES\n")
    kv(n, n.bi("Valide jusqu'au", "Valid until"), "{valid_until}")
    kv(n, n.bi("Date de l'examen", "Date of examination"), "{today}")
    n.nl()
    n.fill("{occ_doctor}")
    n.lit("\n" + n.lic_label())
    n.licence_of("occ_doctor")
    n.nl()
    if rng.random() < 0.4:
        n.fill("Verify this certificate at {url} or call {site_phone}.\n")


# ---------------------------------------------------------------------------------------
# 5. Mental-health review-board summary

LEGAL_AID = {"CA": "Legal Aid Ontario", "QC": "Aide juridique de Québec",
             "IL": "the Public Defender's Office", "NL": "Raad voor Rechtsbijstand",
             "SC": "Advokatfirman Norrsken"}
DIAGNOSES = ("schizophrenia (F20.0)", "bipolar I disorder, current episode manic (F31.1)",
             "schizoaffective disorder (F25.0)", "psychotic disorder due to methamphetamine "
             "(F15.5)", "delusional disorder (F22.0)")
BOARD_EVIDENCE = (
    "The attending physician testified that {pt_first} stopped the depot injection after "
    "{past_month} and was found by police at {landmark}, confused and without shoes.",
    "{Rel} {relname} told the panel that {he} had not slept for five nights and had threatened "
    "a neighbour before the admission.",
    "The patient gave evidence for about twenty minutes, was polite and wished to return to "
    "{his} apartment in {city}.",
    "Nursing notes from {ward} record two seclusion episodes, the last on {recent}.",
    "{His} former employer, {employer}, has kept the position open; {he} worked there as "
    "{an_job}.",
    "Counsel argued that the risk criteria were not met now that {pt_first} takes "
    "olanzapine 15 mg nightly.",
)


def review_board_summary(n: TNote) -> None:
    """A hearing of a board, tribunal or court on an involuntary admission: the file, the
    panel, the parties, the evidence and the decision, in prose."""
    rng = n.rng
    n.fill("{board}\n")
    n.lit(rng.choice(("Summary of hearing", "Hearing summary and decision",
                      "Decision summary - involuntary admission review")) + "\n")
    n.rule()
    n.lit(rng.choice(("File no.: ", "Board file: ", "Docket ")))
    n.s_idnum()
    n.nl()
    n.lit(rng.choice(("Hearing date: ", "Heard on: ")))
    n.s_today_narr()
    n.lit(" at ")
    n.s_hosp_full()
    n.lit(", " + rng.choice(("hearing room ", "conference room ", "Room ")))
    n.s_room()
    n.nl()
    n.lit("Party: ")
    n.s_pt_full()
    n.lit(", ")
    n.s_age_phrase()
    n.lit(", " + n.mrn_label() + " ")
    n.s_mrn()
    n.nl(2)
    n.lit("Panel: presiding member ")
    private(n, "chair")
    n.lit(" (lawyer); psychiatrist member Dr. ")
    n.phi(n.full_name(n.staff_of("psychiatrist", "board"), False), "DOCTOR")
    n.lit("; public member ")
    private(n, "lay")
    n.lit(".\n")
    n.fill("Attending physician: {psychiatrist}.\n")
    n.lit("Counsel for the patient: ")
    private(n, "counsel")
    n.lit(" of ")
    n.org(LEGAL_AID.get(n.region, LEGAL_AID["CA"]))
    n.lit(".\n\n")
    n.lit("Background\n")
    n.fill(rng.choice((
        "{Pt} has a diagnosis of " + rng.choice(DIAGNOSES) + " first made at age {age_at}. "
        "{He} was admitted to {ward} on {recent} on a certificate of involuntary admission.",
        "{Pt} was brought to the emergency department of {hosp} by police on {recent} and "
        "admitted involuntarily to {ward}; diagnosis " + rng.choice(DIAGNOSES) + ".")))
    n.lit(" ")
    n.fill(rng.choice(("{He} lives with {his} {rel}, {relname}, in {city}.",
                       "{He} lived alone at {street}, {city}, until the admission.",
                       "{He} is known to the assertive community treatment team of "
                       "{clinic_site}.")))
    n.nl(2)
    n.lit("Evidence\n")
    for t in n.choose([t for t in BOARD_EVIDENCE if n.patient.job and n.age < 66
                       or "{an_job}" not in t], (2, 4)):
        n.fill(t)
        n.lit(rng.choice((" ", "\n")))
    if rng.random() < 0.3:
        n.fill("{He} was born in {birth_country} and came to {country} as a child.")
    n.nl(2)
    n.lit("Decision\n")
    n.lit(rng.choice((
        "The panel confirmed the certificate of involuntary admission. Reasons to follow on "
        "request within one business day.",
        "The panel rescinded the certificate; the patient may remain as a voluntary patient.",
        "The admission was upheld for a further 30 days with review by the attending "
        "physician before the next renewal.",
        "The application to treat was granted; the patient's capacity for antipsychotic "
        "treatment was found lacking.")) + "\n")
    n.fill(rng.choice(("Decision released {today}.", "Written reasons sent to the parties on "
                                                     "{fu_short}.", "Next review no later "
                                                                     "than {fu}.")))
    n.nl()
