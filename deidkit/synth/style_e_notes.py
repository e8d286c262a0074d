"""Style E note types: templates and layouts (slots: :class:`deidkit.synth.style_e.NoteE`).

E is held out: the shipped model and the project's recipes never train on it.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import LIT, assemble
from deidkit.synth.style_e import NoteE

DRUGS_D = ("hydromorphone 0.5 mg IV q3h prn", "ceftriaxone 2 g IV q24h", "ramipril 5 mg PO od",
           "metformin XR 1000 mg PO with supper", "dapagliflozin 10 mg PO daily",
           "bisoprolol 2.5 mg PO daily", "rivaroxaban 20 mg PO with evening meal",
           "atorvastatin 40 mg PO qhs", "quetiapine 25 mg PO qhs prn agitation",
           "ondansetron 4 mg SL q8h prn", "lactulose 15 mL PO bid", "dalteparin 5000 units SC od",
           "insulin aspart per sliding scale", "amlodipine 10 mg od", "telmisartan 40 mg od",
           "tenofovir/emtricitabine 1 tab od", "isoniazid 300 mg + pyridoxine 25 mg od",
           "salbutamol MDI 2 puffs q4h prn", "budesonide/formoterol 200/6 1 puff bid",
           "levothyroxine 88 mcg before breakfast", "gabapentin 300 mg tid",
           "furosemide 80 mg IV bid")
DX_D = ("sepsis ? urinary source", "STEMI s/p PCI to LAD", "diabetic ketoacidosis",
        "acute on chronic HFrEF", "hip fracture post fall", "COPD exacerbation",
        "pyelonephritis", "upper GI bleed", "new-onset seizure", "TB on treatment",
        "cellulitis L leg", "hyperkalemia", "pulmonary embolism", "alcohol withdrawal")
COMPLAINTS_D = ("SOB x 2/7", "CP radiating to jaw, onset 0400", "fall, ? hit head, on DOAC",
                "abd pain RLQ, vomiting x3", "fever + rigors", "dizzy, near-syncope at work",
                "L sided weakness, LKW 2 hrs ago", "laceration R hand (glass)",
                "SI, brought by police", "hyperglycemia, CBG HI on meter", "back pain, no trauma")
TRIAGE_D = (
    "denies cp/sob.", "ambulatory from waiting room.", "skin warm/dry, cap refill <2s.",
    "speaking full sentences.", "vomited x1 in triage, bag given.", "pt holding L side of abd.",
    "sepsis screen +ve, MD aware.", "ECG done within 10 min, shown to MD.", "CBG 4.1 mmol/L.",
    "tetanus not up to date.", "no LOC per pt, but amnesic to event.", "c-collar in situ from EMS.",
    "wt est 80 kg.", "interpreter requested (Punjabi).", "isolation: droplet precautions.",
)
VITALS_D = ("HR {d}{d} | BP 1{d}{d}/7{d} | RR 2{d} | T 38.{d} | SpO2 9{d}% RA | GCS 15",
            "P {d}{d} reg | BP 9{d}/6{d} | RR 1{d} | Temp 36.{d} | sat 9{d}% 2L NP",
            "VS: hr {d}{d}, bp 1{d}{d}/8{d}, rr 1{d}, t 37.{d}, spo2 9{d}%, pain {d}/10")
EXAMS_D = (
    ("CT ABDOMEN/PELVIS W IV CONTRAST", "Axial helical acquisition after 80 mL iohexol 350; "
     "coronal and sagittal reformats."),
    ("CT PULMONARY ANGIOGRAM", "Bolus-tracked acquisition through the pulmonary arteries."),
    ("XR CHEST 2 VIEWS (PA/LAT)", "Single frontal and lateral radiographs."),
    ("US ABDOMEN COMPLETE", "Grey-scale and colour Doppler imaging, fasting."),
    ("CT HEAD WO CONTRAST", "Contiguous axial slices from the skull base to the vertex."),
    ("MRI LUMBAR SPINE WO", "Sagittal T1/T2 and axial T2 sequences, 1.5 T."),
)
IMAGING_FINDINGS = (
    "Lungs: patchy consolidation in the posterior segment of the RLL with air bronchograms.",
    "Pleura: trace L effusion, no pneumothorax.", "Liver is enlarged at 18 cm, no focal lesion.",
    "Appendix measures 9 mm with periappendiceal fat stranding; no abscess.",
    "Gallbladder wall 4 mm, no pericholecystic fluid, sonographic Murphy negative.",
    "Kidneys: mild R hydronephrosis to a 5 mm UVJ calculus.", "No free intraperitoneal air.",
    "Heart size at the upper limit of normal; no pericardial effusion.",
    "Bones: degenerative change L4-L5, no destructive lesion.",
    "Subsegmental filling defects in the RLL pulmonary arteries.",
    "No intracranial hemorrhage, mass effect or midline shift.",
    "Chronic small-vessel ischemic change in the periventricular white matter.",
)
PATH_MICRO = (
    "Sections show colonic mucosa with a tubular adenoma with low-grade dysplasia.",
    "Invasive ductal carcinoma, Nottingham grade 2 (3+2+2), measuring 14 mm.",
    "Lymphovascular invasion not identified.", "Resection margins free, closest 3 mm (deep).",
    "Two of fourteen lymph nodes involved by metastatic carcinoma (2/14).",
    "Granulomatous inflammation with central caseation; ZN stain shows rare AFB.",
    "Chronic cholecystitis with cholesterolosis, no dysplasia.",
    "ER positive (Allred 8), PR positive (Allred 6), HER2 IHC 1+ (negative).",
    "Background liver shows steatosis involving 30% of hepatocytes.",
)
SBAR_D = (
    "Pain controlled w/ PRN x2 overnight.", "Voiding via foley, UO 40-60 mL/h.",
    "NPO after midnight for scope.", "Tele: sinus w/ occasional PVCs.",
    "Q2h turns, sacrum blanching.", "Fall risk: high, bed alarm on.",
    "IV site L forearm, patent, no redness.", "K+ 3.2, replacement running.",
    "Confused at times, reorients easily.", "Daughter wants callback re: plan.",
    "Glucose 14.2 at 0400, covered per scale.", "Mobilizing w/ PT, 1 assist + walker.",
)
EMS_D = (
    "Pt found seated, alert, c/o crushing CP.", "12-lead: STE II, III, aVF; STEMI alert called.",
    "ASA 162 mg chewed, NTG x1 SL.", "IV 18g L AC, NS TKVR.", "BGL 2.3, D10 given, repeat 6.8.",
    "Spinal motion restriction applied.", "Pt extricated by fire, ~20 min entrapment.",
    "Airbag deployed, windshield starred.", "Pt refused transport initially, then agreed.",
    "Bystander CPR in progress on arrival.", "ROSC after 2 shocks.",
    "Naloxone 0.4 mg IN, RR improved.",
)


class ENote(NoteE):
    """Style-E slots for clinical content that is not PHI."""

    def s_drug(self): self.lit(self.rng.choice(DRUGS_D))
    def s_dx(self): self.lit(self.rng.choice(DX_D))
    def s_cc(self): self.lit(self.rng.choice(COMPLAINTS_D))
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))
    def s_d(self): self.lit(str(self.rng.randint(1, 9)))

    def terse(self, pool, k, sep=" ") -> None:
        self.lit(sep.join(self.choose(pool, k)) + "\n")

    def vitals(self) -> None:
        self.fill(self.rng.choice(VITALS_D) + "\n")

    def row(self, *cells: str, sep: str = " | ") -> None:
        """A row of template cells joined by pipes."""
        for i, cell in enumerate(cells):
            if i:
                self.lit(sep)
            self.fill(cell)
        self.nl()


def ed_triage(n: ENote):
    rng = n.rng
    n.fill(rng.choice(("*** ED TRIAGE *** {site} | {unit}\n", "TRIAGE ASSESSMENT -- {site}\n",
                       "ED TRIAGE|{site}|{unit}\n")))
    n.row("ARRIVED: {stamp}", rng.choice(("MODE: amb via unit {unit_no}", "MODE: walk-in",
                                          "MODE: police", "MODE: EMS {unit_no}")),
          f"CTAS {rng.randint(1, 5)}")
    n.row("PT: {pt}", "{age}", "MRN {mrn}", "ENC {enc}")
    if rng.random() < 0.7:
        n.row("HC#: {card}", "{insurer}")
    if rng.random() < 0.4:
        n.row("PH: {cell}", "NOK: {kin} ({rel}) {kin_phone}")
    n.fill("CC: {cc}\n")
    n.lit("TRIAGE NOTE: ")
    n.sentences((
        "pt states sx started at work ({employer}), works as {job}.",
        "seen at {other_site} on {earlier} for same, d/c'd w/ {drug}.",
        "returned from {country} {date_n}, no sick contacts.",
        "injured at {landmark} around 1500.",
        "lives at {street} w/ {rel}.", "{rel} {kin} at bedside, ph {kin_phone}.",
        "found by {rel} on floor at {landmark}.", "family MD {md}.",
        "pt reports {his} pacemaker card lists serial {device}.",
        "brought in by {unit_no} crew from {landmark}.",
    ), (2, 4))
    n.lit(" ")
    n.terse(TRIAGE_D, (2, 5))
    n.vitals()
    n.lit("ALLERGIES: " + rng.choice(("NKDA", "PCN (hives)", "sulfa", "codeine -> vomiting",
                                       "latex, shellfish")) + "\n")
    n.fill("DISPO: -> {room} {unit}\n" if rng.random() < 0.6 else "DISPO: -> {room}\n")
    n.fill(rng.choice(("triaged by {rn} [{rn_user}] {stamp}\n", "RN: {rn} / {rn_user}\n",
                       "triage: {rn} -- MD notified: {md}\n")))


def imaging_report(n: ENote):
    rng = n.rng
    exam, technique = rng.choice(EXAMS_D)
    n.fill(rng.choice(("{site} -- DIAGNOSTIC IMAGING\n", "DIAGNOSTIC IMAGING REPORT :: {site}\n")))
    n.fill("Accession: {acc}    Order#: {enc}\n")
    n.fill("Patient: {pt}    MRN: {mrn}    DOB: {dob}    Sex: {sex}\n")
    n.lit("Exam: " + exam + "\n")
    n.fill("Performed: {stamp} on scanner {serial} ({unit}) -- Technologist: {tech}\n")
    n.fill(rng.choice(("Referring: {md} | cc: {np}\n", "Ordered by {resident} for {md}\n")))
    if rng.random() < 0.4:
        n.fill("Billing FIN: {account}\n")
    n.lit("\nCLINICAL QUESTION: ")
    n.fill(rng.choice(("{cc}; r/o {dx}.", "?{dx}", "{age}, {cc}")))
    n.lit("\nTECHNIQUE: " + technique)
    n.fill(rng.choice(("\nCOMPARISON: {earlier} ({other_site}, acc {acc}).\n",
                       "\nCOMPARISON: None available.\n", "\nCOMPARISON: {earlier}.\n")))
    n.lit("\nOBSERVATIONS:\n")
    for line in n.choose(IMAGING_FINDINGS, (3, 6)):
        n.lit(line + "\n")
    n.lit("\nCONCLUSION:\n")
    n.sentences((
        "Findings in keeping with {dx}.", "Incidental 6 mm RUL nodule: Fleischner follow-up.",
        "Discussed by phone with {md} at {site_phone} on {date}.",
        "Critical result relayed to {rn} on {unit}.",
    ), (1, 3), sep="\n")
    n.nl(2)
    n.fill(rng.choice(("Dictated: {radiologist} | Transcribed by {any_user} | Signed {stamp}\n",
                       "Reported by {radiologist}  {stamp}\n")))
    if rng.random() < 0.5:
        n.fill("Copy to {md_email}; images on {url}\n")


def surgical_pathology(n: ENote):
    rng = n.rng
    n.lit("SURGICAL PATHOLOGY CONSULTATION REPORT\n")
    n.fill("Accession #: {specimen}         Received: {stamp}\n")
    n.row("Patient: {pt}", "MRN {mrn}", "DOB {dob} ({age})")
    n.row("Submitting physician: {md}", "Location: {unit}")
    if rng.random() < 0.4:
        n.fill("Visit: {enc}   Plan: {card}   Acct: {account}\n")
    n.lit("\nSPECIMEN(S):\nA. " + rng.choice(("Sigmoid colon polyp, snare",
                                              "Left breast, core biopsy x3",
                                              "Gallbladder", "Lymph node, right neck, excision"))
          + "\nB. " + rng.choice(("Rectal biopsies", "Left axillary sentinel node", "Liver, wedge",
                                  "Skin, left shin, punch")) + "\n\n")
    n.lit("GROSS DESCRIPTION:\n")
    n.fill("Received in two formalin containers labelled with the name and {mrn}. ")
    n.sentences((
        "Container A holds {n} tan cores, 1.{n} cm in aggregate, entirely submitted in block A1.",
        "Container B: nodular tissue 2.{n} x 1.{n} cm, bisected, cassettes B1-B{n}.",
        "Frozen section ({specimen}-FS1) called by {pathologist} to the OR.",
        "Gross examination performed by {tech}, {date}.",
    ), (2, 4))
    n.lit("\n\nMICROSCOPIC:\n")
    for line in n.choose(PATH_MICRO, (2, 4)):
        n.lit(line + "\n")
    n.lit("\nFINAL DIAGNOSIS:\n")
    n.fill("A-B. See comment. Blocks {specimen} A1 and B2 are best for ancillary studies.\n")
    n.sentences((
        "Prior material {old_specimen} reviewed and compared.",
        "Molecular panel sent to {other_site}; request {enc}.",
        "Case shown at tumour board {date_n}.",
        "Results phoned to {md} ({site_phone}) {date}.",
    ), (1, 3), sep="\n")
    n.nl(2)
    n.fill("Electronically signed out by {pathologist} on {stamp}. User: {any_user}\n")
    n.fill("Lab ph {site_phone} | fax {fax}\n")


def sbar_handoff(n: ENote):
    rng = n.rng
    n.fill(rng.choice(("SHIFT HANDOFF (SBAR) -- {unit} -- {date}\n", "sbar / {unit} / {stamp}\n",
                       "HANDOVER {unit} {date} night->day\n")))
    n.fill("From: {rn} -> To: {rn2}\n\n")
    n.fill("S: {pt}, {age}, {room}, MRN {mrn}. Admitted {date} w/ {dx}.\n")
    n.lit("B: ")
    n.sentences(("hx {dx}, lives w/ {rel} in {city}.", "came up from ED via {unit}.",
                 "{job} at {employer}, off work since {earlier}.",
                 "fell at {landmark} per {rel}.",
                 "seen by {md} today, resident {resident} following.",
                 "home meds per {pharmacy}.", "originally from {country}, speaks some English."),
                (2, 3))
    n.lit("\nA: ")
    n.terse(SBAR_D, (3, 6))
    n.lit("R: ")
    n.sentences(("f/u AM labs.", "call {md} if MAP < 65.", "family meeting {later} w/ {kin}.",
                 "d/c planning, may go to {other_site} rehab.",
                 "tele box {serial} needs new battery.",
                 "IV pump {serial} alarming, biomed ticket {enc}.",
                 "{rel} ({kin}) wants update: {kin_phone}."), (2, 4))
    n.nl(2)
    n.fill(rng.choice(("-- {rn2} ({rn_user})\n", "signed {rn} {stamp}\n", "")))


def telehealth_thread(n: ENote):
    rng = n.rng
    n.fill("[Patient Portal] Conversation {enc}\n")
    for i in range(rng.randint(2, 4)):
        if i % 2 == 0:
            n.fill("From: {pt} ({pt_user}) <{email}> | {stamp}\n")
            n.fill("To: {unit} inbox\n" if i == 0 else "")
            n.sentences((
                "hi its {pt_first}, the {drug} is making me dizzy in the mornings??",
                "my {rel} {kin} can drive me on {later} if thats ok",
                "I moved, new address is {address}.", "pls call my cell {cell} not the home one",
                "started a new job as a {job}, can we do evenings?",
                "we were hiking at {landmark} when it started",
                "my {insurer} card number is {card}.",
                "do i still need the bloodwork before the video call",
                "the link you sent ({url}) says expired.", "Thanks so much!! {pt_first}",
            ), (2, 4))
        else:
            n.fill(rng.choice(("Reply from {np} ({md_user}) | {stamp}\n",
                               "Reply from {rn} [{rn_user}] | {stamp}\n")))
            n.sentences((
                "Thanks for reaching out.", "Please hold the {drug} until you see {md}.",
                "Your video visit is booked for {later}; join at {url}.",
                "If symptoms get worse go to the nearest emergency department or call "
                "{site_phone}.",
                "Requisition faxed to {fax}.", "Lab order {enc} is active for 30 days.",
            ), (2, 4))
        n.nl(2)
    if rng.random() < 0.6:
        n.lit("TELEHEALTH VISIT NOTE\n")
        n.fill("Patient located at home ({address}); verbal consent; identity checked with DOB "
               "{dob} and {ssn}.\nProvider at {site}. Visit {date}, duration {n}0 min.\n")
        n.fill("Dx: {dx}. Plan: {drug}; f/u {later}.\n{md}\n")


def pharmacy_med_rec(n: ENote):
    rng = n.rng
    n.fill("PHARMACY MEDICATION RECONCILIATION | {site}\n")
    n.row("Pt: {pt}", "DOB {dob}", "MRN {mrn}", "{room}")
    n.fill("Coverage: {insurer} member {card}  Acct {account}\n")
    n.fill("Community pharmacy: {pharmacy}, {city} -- Rx #{rx}, #{rx}\n")
    n.fill(rng.choice(("Prescriber: {md} | DEA/Reg {md_license} | NPI {npi}\n\n",
                       "Prescriber: {md} (lic. {md_license})\n\n",
                       "Prescriber: {md}  NPI {npi}\n\n")))
    n.lit("| Drug | Source | Last dose | Action |\n|---|---|---|---|\n")
    for _ in range(rng.randint(3, 7)):
        n.lit("| " + rng.choice(DRUGS_D) + " | ")
        n.lit(rng.choice(("pt interview", "pharmacy profile", "vial", "family", "PharmaNet"))
              + " | ")
        if rng.random() < 0.3:
            n.s_date()
        else:
            n.lit(rng.choice(("this AM", "yesterday", "unknown", "2 days ago")))
        n.lit(" | " + rng.choice(("continue", "HOLD", "d/c", "sub formulary", "dose adj")) + " |\n")
    n.nl()
    n.sentences((
        "Sources: pt, {rel} {kin}, dispensing hx from {pharmacy}.",
        "Insulin pump serial {device}: basal rates verified with {np}.",
        "Discrepancy flagged to {resident} via secure chat.",
        "Pt uses blister packs; pharmacy phone {site_phone}.",
        "Med list emailed to {email} at pt request.", "Fax sent to {fax}.",
    ), (2, 4))
    n.nl(2)
    n.fill("Reconciled by {pharmacist} ({any_user}) {stamp}\n")


def ems_run_sheet(n: ENote):
    rng = n.rng
    n.fill("EMS PATIENT CARE REPORT   UNIT {unit_no}   RUN# {enc}\n")
    n.fill("DISPATCHED {stamp} | TRANSPORT TO {site}\n")
    n.fill(rng.choice(("INCIDENT: {address}  (near {landmark})\n", "INCIDENT: {address}\n",
                       "INCIDENT: {landmark}, {city}\n", "LOC: {landmark} -- {street}\n")))
    n.fill(rng.choice(("PATIENT: {pt_last}, {pt_first} | DOB {dob} | {age} | SEX {sex}\n",
                       "PT {pt} -- {age}\n")))
    if rng.random() < 0.6:
        n.fill(rng.choice(("DL: {licence}   ID#: {ssn}\n", "ID#: {ssn}\n", "DL: {licence}\n",
                           "DL: {licence}\nINS: {insurer} {card}\n")))
    n.fill("CREW: {medic} / {medic}\n")
    if rng.random() < 0.5:
        n.fill(rng.choice(("OCCUPATION: {job}\n", "EMPLOYER: {employer} ({job})\n")))
    n.nl()
    n.lit("NARRATIVE:\n")
    if rng.random() < 0.5:
        n.fill(rng.choice(("MVC, pt driver of vehicle plate {plate}, ", "pt found on {street}, ",
                           "call from {rel} {kin} ({kin_phone}), ")))
    n.terse(EMS_D, (3, 6))
    n.vitals()
    n.fill("HANDOVER: {rn} at {room}, {date} -- ePCR {enc}\n")


WRITERS = {
    "ed_triage": ed_triage, "imaging_report": imaging_report,
    "surgical_pathology": surgical_pathology, "sbar_handoff": sbar_handoff,
    "telehealth_thread": telehealth_thread, "pharmacy_med_rec": pharmacy_med_rec,
    "ems_run_sheet": ems_run_sheet,
}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/E/doc/{patient.number}/{visit_no}")
    note = ENote(seed, patient, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    # triage and handoff notes are often typed all lower-case; EMS sheets in capitals
    if kind in ("ed_triage", "sbar_handoff") and rng.random() < 0.3:
        note.segs = [(t.lower(), ty, k) if k == LIT else (t, ty, k) for t, ty, k in note.segs]
    upper = kind == "ems_run_sheet" and rng.random() < 0.5
    typo_rate = 0.0 if rng.random() < 0.4 else rng.uniform(0.004, 0.02)
    text, tags = assemble(note, rng, upper=upper, typo_rate=typo_rate)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
