"""Style D note types: templates and layouts (slots: :class:`deidkit.synth.style_d.Note`)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_d import Note, Patient


def ed_triage(t: Note):
    t.fill("ED TRIAGE | {hospital} | ARRIVAL {datetime}\n")
    t.fill("PT: {pt} | MRN {mrn} | ENC# {encounter} | DOB {dob}\n")
    t.fill("AGE/SEX: {age} | ACUITY CTAS " + str(t.rng.randint(1, 5)) + " | LOCATION {room}\n")
    t.fill(t.rng.choice(("ARRIVED BY: AMBULANCE ({unitno}, plate {plate})\n",
                         "ARRIVED BY: walk-in, driven by {relative}\n",
                         "ARRIVED BY: police, from {landmark}\n")))
    t.lit("CC: " + t.rng.choice(("SOB x2 days", "chest pain radiating L arm", "fall at home, hip pain",
                                 "fever/chills, productive cough", "abd pain RLQ", "syncope")) + "\n")
    t.lit("HPI: ")
    t.sentences((
        "Pt states sx began on {prior}.", "Lives at {address}, alone since {prior}.",
        "Works as {job} at {employer}.", "Recently returned from {country}.",
        "{relative} at bedside, contact {phone}.", "Seen at {hospital} for same on {prior}.",
        "Pt denies ETOH. Smoker 1/2 ppd.", "Meds per pharmacy {pharmacy}.",
    ), (2, 5))
    t.nl()
    t.fill("VITALS: BP " + f"{t.rng.randint(90, 190)}/{t.rng.randint(50, 110)}" +
           f" HR {t.rng.randint(48, 140)} RR {t.rng.randint(12, 32)} SpO2 {t.rng.randint(84, 100)}%"
           + "\n")
    t.fill("TRIAGE RN: {rn} | MD NOTIFIED: {md} | PAGED {datetime}\n")


def radiology_report(t: Note):
    t.fill("DEPARTMENT OF DIAGNOSTIC IMAGING - {hospital}\n")
    t.fill("Patient: {pt}    MRN: {mrn}    DOB: {dob}\n")
    t.fill("Accession #: {accession}    Exam date: {datetime}\n")
    t.lit("Exam: " + t.rng.choice(("CT CHEST W/ CONTRAST", "MRI L-SPINE W/O", "US ABDOMEN COMPLETE",
                                   "XR CHEST PA/LAT", "CT HEAD W/O")) + "\n")
    t.fill("Ordering physician: {md}\nTechnologist: {tech}\nScanner: {scanner}\n\n")
    t.fill("COMPARISON: {prior} (accession {accession}).\n\nFINDINGS:\n")
    t.bullets((
        "No focal consolidation. Small left effusion.",
        "Stable 6 mm nodule RUL, unchanged since {prior}.",
        "Degenerative change L4-L5 with mild canal narrowing.",
        "Liver normal in size; no biliary dilatation.",
        "Port catheter tip at cavoatrial junction (device {pump}).",
    ), (2, 4))
    t.lit("\nIMPRESSION:\n")
    t.sentences(("No acute process.", "Findings discussed with {md} by phone at {datetime}.",
                 "Recommend follow-up CT in 3 months."), (1, 3))
    t.fill("\n\nElectronically signed: {md} on {datetime}\n")


def pathology_report(t: Note):
    t.fill("SURGICAL PATHOLOGY REPORT\n{hospital} Laboratory Medicine, {city}\n")
    t.fill("Case: {specimen}   Received: {date}   Patient: {pt} ({mrn})\n")
    t.fill("Submitting MD: {md}\n\nSPECIMEN: ")
    t.lit(t.rng.choice(("Colon, sigmoid, biopsy", "Skin, left forearm, shave", "Breast, right, core",
                        "Prostate, needle cores x12")) + "\n\n")
    t.lit("GROSS DESCRIPTION:\n")
    t.sentences((
        "Received in formalin labeled with the patient's name and {mrn}.",
        "The specimen consists of three tan fragments, 0.2-0.6 cm.",
        "Entirely submitted in block {block}.",
        "Additional levels were cut from {block}.",
        "Grossed by {tech} on {date}.",
    ), (2, 4))
    t.lit("\n\nDIAGNOSIS:\n")
    t.bullets(("Tubular adenoma, no high-grade dysplasia.", "Basal cell carcinoma, margins clear.",
               "Benign prostatic tissue.", "See comment; correlation with {prior} biopsy {specimen} advised."),
              (1, 2))
    t.fill("\nVerified by {md} {datetime}\n")


def nursing_handoff(t: Note):
    t.fill("SBAR HANDOFF - {unit} - {room}\n")
    t.fill("From: {rn}   Shift end: {datetime}\n\n")
    t.fill("S: {pt}, {age}, admitted {prior} under {md}.\n")
    t.lit("B: ")
    t.sentences((
        "Hx CHF, T2DM, CKD3.", "Came from {hospital} on transfer.", "{relative} is SDM, ph {phone}.",
        "Lives in {city}, works at {employer}.", "Pt speaks French; interpreter booked.",
    ), (2, 4))
    t.lit("\nA: ")
    t.sentences((
        "Afebrile, BP stable on 2L NP.", "Insulin pump {pump} checked, site clean.",
        "IV pump {pump} alarming overnight, swapped.", "Wound dsg changed at 0600.",
        "Confused overnight, bed alarm on.",
    ), (2, 3))
    t.lit("\nR: ")
    t.sentences(("F/u BMP at 1400.", "Call {md} if SBP < 90 (pager {phone}).",
                 "Transfer to {unit} pending bed {room}.", "D/C planning with SW, login {staff_login}."),
                (1, 3))
    t.nl()


def portal_message(t: Note):
    t.fill("MyHealth portal - message thread {encounter}\n")
    t.fill("From: {username} <{email}>\nTo: {md} (care team)\nSent: {datetime}")
    t.fill(t.rng.choice(("\n", " from {ip}\n")))
    t.lit("Subject: " + t.rng.choice(("question about my meds", "test results?", "refill please",
                                      "appointment change")) + "\n\n")
    t.lit(t.rng.choice(("hi doc,", "Bonjour,", "Hello,", "")) + "\n")
    t.sentences((
        "i got a letter saying my card {card} expired, is that a problem?",
        "my {relative} can pick up the prescription at {pharmacy}.",
        "can you call me at {phone}, not my work number.",
        "the results link {url} does not open.",
        "I'm at {street} until {date} then back in {city}.",
        "also my old chart number was {mrn} if that helps.",
    ), (2, 4))
    t.fill("\n\nthanks\n{first}\n\n--- Reply {datetime} ---\n")
    t.sentences(("Hi {first}, your results are normal.", "Please book with the clinic at {phone}.",
                 "I sent the refill to {pharmacy} (fax {fax})."), (1, 3))
    t.fill("\n{rn} for {md}\n")


def med_reconciliation(t: Note):
    t.fill("MEDICATION RECONCILIATION - ADMISSION - {datetime}\n")
    t.fill("{pt} | {mrn} | Health card {card} | Acct {account}\n")
    t.fill("Community pharmacy: {pharmacy}, {city} - tel {phone}, fax {fax}\n")
    t.fill("Source: pt and {relative}; DPV printout dated {prior}\n\n")
    t.lit("HOME MEDS                     DOSE        LAST TAKEN\n")
    for med in t.rng.sample(("metformin", "apixaban", "ramipril", "atorvastatin", "furosemide",
                             "levothyroxine", "pantoprazole", "hydromorphone"), 3):
        t.lit(f"{med:<30}{t.rng.choice(('5 mg BID', '20 mg daily', '500 mg BID', '2 mg q4h PRN')):<14}")
        t.fill("{date}\n")
    t.fill("\nPrescriber of record: {md}, CPSO/licence {license}\n")
    t.fill("Reconciled by pharmacist {tech} - SIN on file {sin}\n")


def ems_run_sheet(t: Note):
    t.fill("EMS PATIENT CARE REPORT  Unit {unitno}  Veh plate {plate}\n")
    t.fill("Dispatched {datetime}  Incident #{encounter}\n")
    t.fill("Scene: {street}, {city} (near {landmark})\n")
    t.fill("Pt: {pt}, {age}, DOB {dob}, Health card {card}\n")
    t.fill("Crew: {rn} / {tech}\n\nNARRATIVE: ")
    t.sentences((
        "Called by {relative} for pt found on floor.", "Pt A&Ox3, c/o L hip pain.",
        "Pt is a {job} and fell from a ladder.", "Glucose 4.1, 12-lead NSR.",
        "Transported to {hospital}, report given to {rn}.", "Home address {address}.",
        "Monitor {pump} data uploaded.",
    ), (3, 5))
    t.fill("\n\nTransfer of care {datetime}.\n")


WRITERS = {"ed_triage": ed_triage, "radiology_report": radiology_report,
           "pathology_report": pathology_report, "nursing_handoff": nursing_handoff,
           "portal_message": portal_message, "med_reconciliation": med_reconciliation,
           "ems_run_sheet": ems_run_sheet}


def make_document(seed: int, patient: Patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    kind = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/D/doc/{patient.number}/{visit_no}")
    note = Note(seed, patient, rng)
    WRITERS[kind](note)
    # triage and EMS software print in capitals half of the time; portal messages have typos
    upper = kind in ("ed_triage", "ems_run_sheet") and rng.random() < 0.5
    typo_rate = rng.uniform(0.01, 0.03) if kind == "portal_message" else rng.choice((0.0, 0.003))
    body, tags = assemble(note, rng, upper=upper, typo_rate=typo_rate,
                          wrap=rng.choice((None, None, 72, 80)))
    return Document(doc_id=doc_id, text=body, tags=tags), kind
