"""Style Y's documents (held out; :mod:`deidkit.synth.style_y` documents the TYPE choices):
ten note types written from templates whose slots (``"{pt}"``) are methods of
:class:`~deidkit.synth.style_y.YNote`."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_y import (NOTE_TYPES, PatientY, YNote, build_patient, digits, person,
                                   visit_count)

__all__ = ["NOTE_TYPES", "YNote", "make_document", "build_patient", "visit_count"]

# -- operative report -------------------------------------------------------------------------
#: ICD-10 code of each procedure's diagnosis
OP_ICD = {"Laparoscopic cholecystectomy": "K80.00", "Left total knee arthroplasty": "M17.12",
          "Creation of left radiocephalic AV fistula": "N18.6",
          "Open repair of right inguinal hernia with mesh": "K40.90",
          "Right total hip arthroplasty, posterior approach": "M87.051",
          "Laparoscopic appendectomy": "K35.80"}
#: (procedure, CPT code, diagnosis, findings, specimen, implant or None)
OP_PROCS = (
    ("Laparoscopic cholecystectomy", "47562", "Acute calculous cholecystitis",
     "Gallbladder distended and edematous with a 2 cm stone impacted at the neck.",
     "Gallbladder", None),
    ("Left total knee arthroplasty", "27447", "Primary osteoarthritis, left knee",
     "Grade IV chondromalacia of the medial compartment; ACL absent; PCL intact.",
     "Tibial and femoral bone cuts", "Persona knee system, tibial tray SN {serial}"),
    ("Creation of left radiocephalic AV fistula", "36821", "ESRD, needs permanent access",
     "Cephalic vein 3.5 mm after tourniquet, radial artery 2.8 mm with good flow.", None, None),
    ("Open repair of right inguinal hernia with mesh", "49505", "Reducible R inguinal hernia",
     "Indirect sac dissected off the cord structures; floor attenuated.", "Hernia sac",
     "3DMax mesh, lot/serial {serial}"),
    ("Right total hip arthroplasty, posterior approach", "27130", "Avascular necrosis R hip",
     "Femoral head collapsed, acetabular cartilage worn to subchondral bone.", "Femoral head",
     "cemented femoral stem, serial {serial}"),
    ("Laparoscopic appendectomy", "44970", "Acute appendicitis without perforation",
     "Appendix inflamed at the tip, no perforation, scant turbid fluid in the pelvis.",
     "Appendix", None))
OP_STEPS = (
    "Time-out performed with all team members confirming patient, site and laterality.",
    "Prepped and draped in the usual sterile fashion after Foley catheter placement.",
    "Pneumoperitoneum established via Hasson technique to 15 mmHg.",
    "Hemostasis obtained with Bovie electrocautery; irrigation until clear.",
    "Fascia closed with 0 Vicryl, skin with 4-0 Monocryl subcuticular.",
    "Instrument, sponge and needle counts correct x 2.",
    "Tourniquet up at {time}, down at {time}.",
    "Tolerated the procedure well and went to PACU extubated and stable.",
    "Cefazolin 2 g IV given within 60 minutes of incision.",
    "Local anesthetic, 20 mL of 0.25% bupivacaine, infiltrated at the port sites.")


def operative_report(n) -> None:
    rng = n.rng
    proc, cpt, dx, findings, specimen, implant = rng.choice(OP_PROCS)
    n.fill(rng.choice(("{site}\n", "{site} - Department of Surgery\n", "",
                       "{site}\n{site_address}\n")))
    n.lit(rng.choice(("OPERATIVE REPORT", "Operative Note", "BRIEF OP NOTE / OPERATIVE REPORT"))
          + "\n\n")
    rows = ["MRN: {mrn}", "DOB: {dob}", "Date of surgery: {date}",
            "Acct #: {acct}", "Location: OR {or}, {unit}", "Age: {age_n}"]
    rng.shuffle(rows)
    rows.insert(rng.randint(0, 1), "Patient: {pt}")
    for row in rows[:rng.randint(4, 7)]:
        n.fill(row + "\n")
    n.nl()
    n.header("Preoperative diagnosis")
    n.lit(dx + " (" + rng.choice(("ICD-10 ", "")) + OP_ICD[proc] + ")\n")
    n.header("Postoperative diagnosis")
    n.lit(rng.choice(("Same", "Same as above", dx)) + "\n")
    n.header("Procedure")
    n.lit(proc + ", CPT " + cpt + "\n")
    n.header("Surgeon")
    n.fill("{surgeon}\n")
    n.header(rng.choice(("Assistant", "Assistants")))
    n.fill(rng.choice(("{resident}\n", "{resident}; {rn} (RNFA)\n")))
    n.header("Anesthesia")
    n.fill(rng.choice(("General endotracheal, {anes}\n", "Spinal with MAC - {anes}\n",
                       "GETA ({anes})\n")))
    n.header("EBL")
    n.fill("{ebl} mL\n")
    n.header("Specimens")
    if specimen:
        n.fill(rng.choice(("{specimen} to pathology (" + specimen.lower() + ")\n",
                           specimen + ", accession {specimen}\n", specimen + " - permanent "
                           "section, specimen #{specimen}\n")))
    else:
        n.lit("None\n")
    if implant:
        n.header("Implants")
        n.fill(implant + "\n")
    if rng.random() < 0.3:
        n.fill("Blood: 1 unit PRBC, unit no. {blood_unit}\n")
    n.nl()
    n.header("Indications")
    n.sentences(("{pt_formal} is a {age_adj} {man} who presented to {site} in {earlier}.",
                 "{He} lives in {city}, {state}, with {his} {rel}.",
                 "The {rel}, {kin}, was present for consent and asked good questions.",
                 "Risks including bleeding, infection, DVT and need for further surgery were "
                 "discussed.",
                 "{He} works as a {job} and hopes to return to work within six weeks.",
                 "Referred by {pcp} after failure of conservative management since {year}.",
                 "Preop {vitals}."), (3, 5))
    n.nl(2)
    n.header("Findings")
    n.lit(findings + "\n\n")
    n.header("Description of procedure")
    n.sentences(OP_STEPS, (4, 7))
    n.nl(2)
    n.fill(rng.choice(("Dictated by {surgeon_full} on {date_t}\nElectronically signed: {md_user}"
                       " {date}\n",
                       "{surgeon}\nLic # {surgeon_lic}\ncc: {pcp}, {other_site}\n",
                       "Job #{order} / D: {date} T: {date}\n")))


# -- consult letter ---------------------------------------------------------------------------
#: (specialty, reason for the consult, test the consultant orders)
CONSULTS = (("Nephrology", "worsening renal function", "Renal US"),
            ("Cardiology", "new atrial fibrillation with RVR", "TTE"),
            ("Endocrinology", "persistent hyperglycemia on the basal-bolus regimen", "C-peptide"),
            ("Geriatric Medicine", "recurrent falls and delirium", "Head CT"),
            ("Infectious Diseases", "MSSA bacteremia", "TEE"),
            ("Orthopaedics", "a displaced Colles fracture", "CT wrist"),
            ("Psychiatry", "capacity to refuse dialysis", "Collateral from family"))
def consult_letter(n) -> None:
    rng = n.rng
    spec, reason, test = rng.choice(CONSULTS)
    n.fill(rng.choice(("{site}\n{site_city}, {site_state}\nTel {site_phone}  Fax {fax}\n\n",
                       "{site} | Department of " + spec + " | {site_phone}\n\n",
                       "INTERDEPARTMENTAL CONSULTATION\n\n",
                       "{site}  {url}\n{site_address}\n\n")))
    n.fill(rng.choice(("{date}\n\n", "Date: {date}\n", "{date_t}\n\n")))
    n.fill(rng.choice(("To: {md}, {unit}\nFrom: {neph}, " + spec + "\n",
                       "Dear {md},\n\n", "TO: {md} (Hospital Medicine)\nFROM: " + spec +
                       " consult service - {neph}\n")))
    n.fill(rng.choice(("RE: {pt}   DOB {dob}   MRN {mrn}\n\n",
                       "Re: {pt} (MR# {mrn}), {room}\n\n",
                       "Patient: {pt} | Hosp no. {mrn} | DOB: {dob}\n\n")))
    n.sentences(("Thank you for asking us to see {pt_formal}, a {age_adj} {job}, regarding "
                 + reason + ".",
                 "Many thanks for referring this {age_adj} {man} who was admitted to "
                 "{unit} on {yesterday}.",
                 "{He} is originally from {origin} and works as a {job} at {employer}.",
                 "Seen on {unit}, {room}, with an interpreter present.",
                 "I saw {pt_first} today on the ward with {his} {rel} {kin} at the bedside.",
                 "{He} was transferred from {other_site} two days ago after a fall at home in "
                 "{city}.",
                 "Background includes {eponym} and {icd}.",
                 "{His} {rel} reports {he} stopped taking {his} tablets around {holiday}."),
                (3, 5))
    n.nl(2)
    n.header(rng.choice(("On examination", "Exam", "O/E")))
    n.fill("{vitals}. {sign}.\n")
    n.header(rng.choice(("Results", "Labs", "Investigations")))
    n.fill("{labs}\n\n")
    n.header(rng.choice(("Impression and plan", "Assessment/Recommendations", "Opinion")))
    n.bullets(("Hold {drug} for now; restart when the picture is clearer.",
               test + " ordered (order {order}).",
               "Would repeat BMP in the morning, strict I/O, daily weights.",
               "Please avoid NSAIDs and IV contrast.",
               "We will follow with you; page {resident} with questions.",
               "Outpatient follow-up in our clinic at {other_site} on {later}.",
               "Discussed with {his} daughter by phone on {cell}.",
               "{drug}.",
               "Records can be sent to {md_email} or faxed to {fax}."), (3, 5))
    n.nl()
    n.fill(rng.choice(("Yours sincerely,\n\n{neph}\nConsultant, " + spec + "\n{md_email}\n",
                       "-- {neph}\n" + spec + " fellow, pager {site_phone}\n",
                       "Kind regards\n{neph}\nReg. No. {md_lic}\ncc: {pcp}; medical records\n")))


# -- sign-out list ----------------------------------------------------------------------------
SIGNOUT_ONE = ("CHF exacerbation, diuresing, net -1.2 L", "NSTEMI s/p cath, on heparin gtt",
               "DKA, gap closed, transitioning to SC insulin", "COPD flare, on prednisone day 3",
               "cellulitis RLE, on vanc, afebrile x 24h", "GI bleed, Hgb stable x 2",
               "hip fx POD 1, pain controlled", "AKI on CKD, Cr 3.1 from 2.4",
               "pneumonia, weaning O2, 2 L NC", "ETOH w/d, CIWA 4-6", "sepsis 2/2 UTI, "
               "cultures pending", "syncope, tele neg so far")
SIGNOUT_TODO = ("f/u AM K, replete if < 3.5", "if SBP < 90 call, bolus 500 mL",
                "f/u blood cx", "NPO after MN for EGD", "recheck Hgb at 2200",
                "no overnight to-dos", "d/c planning, family meeting tmrw", "CIWA q4h",
                "trop x 1 more", "PT/OT eval in AM")


def signout_list(n) -> None:
    rng = n.rng
    n.fill(rng.choice(("{unit} - Night Sign-out - {date}\n", "SIGN-OUT / HANDOFF  {date}  "
                       "{unit}\n", "I-PASS handoff, team {n}, {site}, {short}\n")))
    n.fill(rng.choice(("Day team: {md} / {resident}   Night: {rn}\n", "Outgoing {resident} -> "
                       "incoming {md}\n", "")))
    n.lit(rng.choice(("=" * 40, "-" * 52, "")) + "\n")
    count = rng.randint(3, 6)
    me = rng.randrange(count)
    sep = rng.choice((" | ", " - ", "  ", "; "))
    for i in range(count):
        n.lit(f"{i + 1}. " if rng.random() < 0.6 else "")
        if i == me:
            n.s_room_n() if rng.random() < 0.5 else n.s_room()
            n.lit(sep)
            n.s_pt()
            n.lit(sep)
            n.s_age_n()
            n.lit(n.patient.person.sex + sep)
            if rng.random() < 0.6:
                n.fill("MRN {mrn}" + sep)
            n.lit(rng.choice(SIGNOUT_ONE))
            n.lit(sep + rng.choice(SIGNOUT_TODO))
            if rng.random() < 0.5:
                n.fill(rng.choice(("; {rel} {kin} is HCP {kin_phone}", "; code status FULL, "
                                   "{rel} ({kin}) updated", "; transfer back to {other_site} "
                                   "pending bed", "; {job}, wants to go home", "; to {any_unit} "
                                   "when bed opens", "; SW following, {rel} is a {kin_job}")))
        else:
            other = person(rng, n.pools)
            n.lit("Rm ") if rng.random() < 0.4 else None
            n.phi(f"{rng.randint(2, 9)}{rng.randint(10, 40)}{rng.choice(('', 'A', 'B'))}", "ROOM")
            n.lit(sep)
            n.phi(rng.choice((f"{other.last}, {other.first}", f"{other.last.upper()} "
                              f"{other.first[0]}", f"{other.first} {other.last}")), "PATIENT")
            n.lit(sep)
            n.phi(str(rng.randint(19, 97)), "AGE")
            n.lit(rng.choice(("M", "F", "yo M", "yo F")) + sep)
            if rng.random() < 0.4:
                n.lit("MRN ")
                n.phi(digits(rng, 8) if n.us else f"{digits(rng, 6)}/{rng.randint(10, 99)}",
                      "MEDICALRECORD")
                n.lit(sep)
            n.lit(rng.choice(SIGNOUT_ONE) + sep + rng.choice(SIGNOUT_TODO))
        n.nl()
    n.nl()
    n.fill(rng.choice(("Pager/Vocera: {site_phone}\n", "Questions -> {md} cell {cell}\n",
                       "printed by {md_user} at {time}\n")))


# -- occupational health ----------------------------------------------------------------------
def occupational_health(n) -> None:
    rng = n.rng
    n.lit(rng.choice(("EMPLOYEE HEALTH / WORKERS' COMPENSATION INJURY EVALUATION",
                      "Occupational Medicine - Initial Injury Visit",
                      "WORK INJURY ASSESSMENT")) + "\n")
    n.fill(rng.choice(("{site}, Occupational Health Services\n\n", "{site} Occ Med clinic, "
                       "{site_city}\n\n")))
    rows = ["DOB: {dob}", "Employer: {employer}", "Job title: {job}",
            "Claim #: {claim}", "Date of injury: {recent}", "Date of visit: {date}",
            "Carrier: {insurer}", "Phone: {cell}", "{ssn_label}: {ssn}", "Supervisor: {other}"]
    rng.shuffle(rows)
    rows.insert(rng.randint(0, 2), "Employee: {pt}")
    for row in rows[:rng.randint(6, 10)]:
        n.fill(row + "\n")
    n.nl()
    n.header("History of injury")
    n.sentences(("{pt_formal} is a {age_adj} {job} employed by {employer} for the past 6 years.",
                 "{He} was injured at the {employer} site near {landmark}.",
                 "{He} has lived in {state} since {year}.",
                 "On {yesterday} at about {time} {he} was lifting a 60 lb box when {he} felt a "
                 "pop in the low back.",
                 "{He} was driving company truck #{unit_no} when a car struck the passenger side.",
                 "The injury was witnessed by a co-worker, {other}, and reported to {his} "
                 "supervisor the same shift.",
                 "{He} holds a commercial driver's license, no. {dl}, and drives a "
                 "vehicle with plate {plate}.",
                 "Seen first in the {site} ED on the night of injury, x-rays negative, then "
                 "admitted overnight to {unit}.",
                 "Prior to this {he} worked as a {job} in {origin}.",
                 "No prior claims. Pain {n}/10 today, worse with bending."), (4, 6))
    n.nl(2)
    n.header("Exam")
    n.fill("{vitals}. Lumbar paraspinal spasm, SLR negative bilaterally, {sign}.\n")
    n.header("Diagnosis")
    n.lit(rng.choice(("Lumbar strain, initial encounter (S39.012A).", "Cervical strain after MVC "
                      "(S16.1XXA).", "Contusion of the right shoulder (S40.011A).")) + "\n")
    n.header("Work status")
    n.lit(rng.choice((
        "Modified duty: no lifting > 10 lb, no commercial driving, sit/stand as needed.",
        "Off work until re-evaluation. OSHA recordable: yes.",
        "Full duty, no restrictions.")) + "\n")
    n.fill(rng.choice(("Return to clinic {later}. Form faxed to {employer} HR at {fax}.\n",
                       "Recheck {later}; PT 2x/week x 3 weeks referred to {ther}.\n",
                       "Next visit {later}.\n")))
    n.fill("\n{occmd}\n")


# -- social work ------------------------------------------------------------------------------
def social_work(n) -> None:
    rng = n.rng
    n.lit(rng.choice(("Social Work Psychosocial Assessment", "SOCIAL SERVICES NOTE",
                      "Medical Social Work - Initial Assessment")) + "\n")
    n.fill(rng.choice(("{pt} | {mrn} | {unit} {room}\n", "Pt: {pt}   DOB {dob}   Acct {acct}\n")))
    n.fill("Date of service: {date}\n\n")
    n.header("Reason for referral")
    n.fill(rng.choice(("Discharge planning; lives alone; referred by {cm}.\n",
                       "Consulted by {md} for concerns about safety at home.\n",
                       "Financial strain; unable to afford medications.\n")))
    n.header("Living situation")
    n.sentences(("Pt lives at {street}, {city}, in a single-storey home with 3 steps to "
                 "enter.",
                 "{He} lives with {his} {rel}, {kin}, who is {kin_age} and works as a {kin_job}.",
                 "Moved to {state} from {origin} in {year} to be near family.",
                 "{His} {rel} {kin_full} can be reached at {kin_phone}.",
                 "Home address on file: {address}.",
                 "Attends {school} part-time in the evenings.",
                 "{His} grandchildren attend {school}; {his} {rel} drives them."), (3, 5))
    n.nl(2)
    n.header("Employment / income")
    n.sentences(("Formerly a {job} with {employer}, now on disability.",
                 "Works full-time as a {job}; concerned about losing {his} job.",
                 "Insurance: {insurer}, member ID {plan}.",
                 "Retired {job}; income from a small pension."), (2, 3))
    n.nl(2)
    n.header("Supports and services")
    n.sentences(("Receives meals from {agency} weekdays.",
                 "Referral faxed to {agency} (fax {fax}).",
                 "Church members from the congregation visit weekly; pastor is {other}.",
                 "Enjoys fishing at {landmark} with {his} grandson.",
                 "Prescriptions filled at {pharmacy}.",
                 "No history of IPV; screened privately, negative.",
                 "PHQ-2 score 1; denies SI.",
                 "Power went out on {ord} and {his} insulin spoiled."), (3, 5))
    n.nl(2)
    n.header("Plan")
    n.bullets(("Home health referral to {agency} for skilled nursing and PT.",
               "Apply for medication assistance; forms given to {rel}.",
               "Will follow up with {rel} on {later}.",
               "Transport home by {rel} at discharge.",
               "Provided SW direct line {site_phone}."), (2, 4))
    n.fill("\n{sw}\n")
    if rng.random() < 0.5:
        n.fill("{sw_email}\n")


# -- rehabilitation therapy -------------------------------------------------------------------
def rehab_therapy(n) -> None:
    rng = n.rng
    n.lit(rng.choice(("PHYSICAL THERAPY DAILY NOTE", "Physiotherapy Treatment Note",
                      "Inpatient Rehab - PT/OT Progress Note", "PT EVAL")) + "\n")
    n.fill(rng.choice(("{site} Rehab Services, {unit}\n", "Location: {unit}, {room}\n",
                       "{unit} rehab gym\n")))
    n.fill(rng.choice(("Pt name: {pt}  MRN: {mrn}\n", "{pt}, {age}\n", "Patient {pt} "
                       "({age_n}{sex})\n")))
    n.fill(rng.choice(("DOS {date}  Time in {time}  Time out {time}\n",
                       "Date: {date}   Visit {n} of 12\n")))
    n.nl()
    n.header("Subjective")
    n.sentences(("Pt reports pain {n}/10 in the R knee, slept poorly.",
                 "\"I want to get back to being a {job}.\"",
                 "{His} {rel} {kin} present and will assist at home.",
                 "Goal is to walk in {his} church on {holiday}.",
                 "Lives in a two-storey house in {city}; bedroom upstairs, 14 steps with rail "
                 "on the right.",
                 "Was independent before the fall in {earlier}.",
                 "Works as a {job}; job requires standing for 8-hour shifts.",
                 "Wants to walk the trail at {landmark} again.",
                 "Transferred to {unit} from {other_site} on {yesterday}."), (2, 4))
    n.nl(2)
    n.header("Objective")
    n.bullets(("Berg Balance {n}/56; TUG 18.2 sec with RW.",
               "Gait: 150 ft x 2 with rolling walker, CGA, cues for step length.",
               "Knee AROM 5-85 deg, PROM 0-92 deg.",
               "Transfers sit<>stand min A x 1.",
               "Stairs: 4 steps with rail, step-to pattern, SBA.",
               "Vitals pre: {vitals}.",
               "FIM: bed mobility 5, toileting 4.",
               "6MWT 212 m, Borg 13."), (3, 5))
    n.header("Assessment")
    n.lit(rng.choice(("Progressing toward goals; limited by pain and fatigue.",
                      "Slow progress; fall risk high (Morse 65).",
                      "Good rehab potential.")) + "\n")
    n.header("Plan")
    n.fill(rng.choice(("Continue POC 5x/week. Anticipate d/c home with {agency} PT on {later}.\n",
                       "DME: rolling walker and shower chair ordered through {pharmacy}.\n",
                       "Progress to cane; recheck {later}.\n")))
    n.fill("\n{ther}\n")
    if rng.random() < 0.4:
        n.fill("Cosigned {ther_user} {date}\n")


# -- discharge medication instructions --------------------------------------------------------
def discharge_instructions(n) -> None:
    rng = n.rng
    n.fill(rng.choice(("{site}\nDISCHARGE INSTRUCTIONS - MEDICATIONS\n\n",
                       "Your Medicines After Leaving {site}\n\n", "AFTER VISIT SUMMARY\n\n")))
    n.fill(rng.choice(("Name: {pt}\nDate of birth: {dob}\nDischarge date: {date}\n",
                       "For: {pt}   Discharged {date} from {unit}\n")))
    n.fill(rng.choice(("Your doctor in hospital: {md}\n\n", "Attending: {md}\n\n")))
    n.lit(rng.choice(("START taking:", "NEW medicines:", "Take these medicines:")) + "\n")
    for _ in range(rng.randint(2, 4)):
        n.fill("- {drug}\n")
    n.lit(rng.choice(("STOP taking: ibuprofen (Advil, Motrin)\n", "CHANGE: metformin - now "
                      "500 mg twice a day\n", "")))
    n.nl()
    n.sentences(("Your prescriptions were sent to {pharmacy}, phone {site_phone}.",
                 "Prescription number {rx} is ready for pick-up.",
                 "Bring this list to your appointment with {pcp} on {later}.",
                 "Check your weight every morning; call if you gain more than 3 lb in a day.",
                 "Questions about your medicines? Call the pharmacist, {pharm}, at "
                 "{site_phone}.",
                 "View your results online at {url} (your username is {pt_user}).",
                 "Your {insurer} plan may need prior authorization for Eliquis.",
                 "A nurse from {agency} will visit you at home on {later}.",
                 "Do not go back to work as a {job} until {pcp} says it is safe.",
                 "Your account number for billing questions is {acct}.",
                 "You stayed on {unit} while in hospital."), (4, 6))
    n.nl(2)
    n.header("Follow-up appointments")
    n.bullets(("{pcp} - {later} at {time}, {other_site}",
               "Lab draw {later}, {site} outpatient lab",
               "Wound check in {n} days with {surgeon}",
               "Dialysis continues {site} chair schedule Mon/Wed/Fri"), (2, 3))
    n.fill(rng.choice(("\nReviewed with patient and {rel} by {rn} at {time}.\n",
                       "\nPatient education: {url}\nReviewed by {rn}.\n",
                       "\nPatient signature ______  Nurse: {rn}\n")))


# -- transfer form ----------------------------------------------------------------------------
def transfer_form(n) -> None:
    rng = n.rng
    n.lit(rng.choice(("INTER-FACILITY TRANSFER FORM", "Patient Transfer / Referral Form",
                      "TRANSFER OF CARE")) + "\n\n")
    colon = rng.choice((": ", ":  ", " - ", ":\t"))
    fields = [("Patient name", "{pt}"), ("Date of birth", "{dob}"), ("Age", "{age_n}"),
              ("Sex", "{sex}"), ("Home address", "{address}"), ("Home phone", "{home}"),
              ("Next of kin", "{kin_full} ({rel}) {kin_phone}"), ("MRN", "{mrn}"),
              ("Insurance", "{insurer} #{plan}"), ("Sending facility", "{site}"),
              ("Sending unit / room", "{unit} / {room_n}"),
              ("Sending physician", "{md}"), ("Receiving facility", "{other_site}"),
              ("Accepting physician", "{surgeon}"), ("Report called to", "{rn2} at {time}"),
              ("Transport", "{ambulance}, unit {unit_no}"), ("Date of transfer", "{date_t}"),
              ("Reason for transfer", "needs higher level of care"),
              ("Code status", "Full code"), ("Isolation", "Contact (MRSA)"),
              ("Allergies", "NKDA"), ("Diagnosis", "{icd}"), ("Last vitals", "{vitals}"),
              ("Lines/devices", "R IJ CVC, Foley, pump SN {serial}"),
              ("Patient portal email", "{email}"), ("Occupation", "{job}"),
              ("Employer", "{employer}"), ("ID number", "{ssn_label} {ssn}"), ("Account", "{acct}"),
              ("Country of birth", "{origin}"), ("Records portal", "{url}"),
              ("Receiving unit", "{any_unit}, bed {chair}")]
    keep = fields[:2] + rng.sample(fields[2:], rng.randint(14, len(fields) - 2))
    for key, value in keep:
        if rng.random() < 0.3:
            key = key.upper()
        n.fill(key + colon + value + "\n")
    n.nl()
    n.header("Brief history")
    n.sentences(("{age_adj} with {eponym} admitted {yesterday}.",
                 "Transferred for interventional radiology not available at {site}.",
                 "Family ({rel} {kin}) aware and will meet patient at {other_site}.",
                 "Last dose of {drug} given at {time}.",
                 "Belongings: dentures, cell phone; wallet sent home with {rel}."), (2, 4))
    n.nl()
    n.fill(rng.choice(("\nForm completed by {rn}, {date}\n", "\nSigned {md} / {md_lic}\n")))


# -- dialysis run record ----------------------------------------------------------------------
def dialysis_record(n) -> None:
    rng = n.rng
    n.fill(rng.choice(("{site} - Outpatient Hemodialysis Treatment Record\n",
                       "HEMODIALYSIS RUN SHEET  |  {site}\n", "HD Flowsheet - {site}\n")))
    n.fill(rng.choice(("Patient: {pt}   MRN {mrn}   Chair {chair}\n",
                       "{pt} | Chair #{chair} | {date}\n",
                       "Name {pt}  DOB {dob}  Chair {chair}\n")))
    n.fill("Tx date: {date}   Schedule: MWF 2nd shift   Machine SN {device}\n")
    if rng.random() < 0.5:
        n.fill(rng.choice(("Acct {acct}   Payer {insurer}\n", "Unit: {unit}   Payer: {insurer} "
                           "#{plan}\n", "{site_address}\n")))
    n.fill(rng.choice(("Nephrologist: {neph}   Charge RN: {rn}\n", "Team: {neph} / {rn} / "
                       "{tech}\n")))
    n.nl()
    weight, uf = rng.randint(620, 1180) / 10, rng.randint(15, 40) / 10
    n.lit(f"Pre wt {weight:.1f} kg   EDW {weight - uf:.1f} kg   UF goal {uf:.1f} L\n")
    n.lit(f"Access: L {rng.choice(('radiocephalic AVF', 'brachiocephalic AVF', 'upper arm AVG'))}"
          f", thrill/bruit +, 15G needles x 2\n")
    n.lit(f"Dialyzer Optiflux 180, Qb {rng.choice((350, 400, 450))}, Qd 600, "
          f"K 2 / Ca 2.5 bath, heparin 2000 units bolus\n\n")
    n.lit("Time    BP        HR   Qb   VP   AP    UF\n")
    for _ in range(rng.randint(3, 6)):
        n.lit(f"{rng.randint(6, 22):02d}:{rng.choice((0, 15, 30, 45)):02d}   "
              f"{rng.randint(98, 178)}/{rng.randint(50, 96):<6}"
              f"{rng.randint(58, 104):<5}{rng.choice((350, 400)):<5}{rng.randint(120, 220):<5}"
              f"-{rng.randint(120, 220):<5}{rng.randint(1, 38) / 10}\n")
    n.nl()
    n.sentences(("Post wt {kg} kg; net UF 2.6 L; Kt/V 1.42, URR 71%.",
                 "Cramping at {time}, NS 200 mL given, resolved.",
                 "Epogen and Venofer per protocol.",
                 "Pt states {his} {rel} will drive {him} home; transport by {agency} on "
                 "Fridays.",
                 "Pt asked about travel dialysis near {landmark} on {later}; referral "
                 "faxed to {other_site}.",
                 "Blood cultures drawn from access, specimen {specimen}.",
                 "Missed treatment {yesterday}; counseled.",
                 "Pt works as a {job} and asks to move to 3rd shift.",
                 "Visiting family in {origin} next month; needs transient dialysis.",
                 "Next tx {later}.",
                 "Gave handout on fluid limits; more at {url}."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Documented by {tech} ({rn_user})\n", "Signed: {rn} - {date_t}\n")))


# -- home-care visit --------------------------------------------------------------------------
def home_care_visit(n) -> None:
    rng = n.rng
    n.fill(rng.choice(("{agency}\nSKILLED NURSING VISIT NOTE\n\n",
                       "Home Health Visit - {agency}\n\n",
                       "HOME VISIT NOTE (community nursing)\n\n")))
    n.fill(rng.choice(("Client: {pt}\nAddress: {address}\nPhone: {home}\n",
                       "Client {pt}, {age}, {street}, {city}\n")))
    n.fill(rng.choice(("Visit date: {date}  Arrived {time}  Departed {time}\n",
                       "{date_t}\n")))
    n.fill(rng.choice(("Referral from {site}, {md}; episode {claim}\n\n", "PCP {pcp}; payer "
                       "{insurer} ID {plan}\n\n", "Discharged from {unit}, {site}, on "
                       "{yesterday}\n\n")))
    n.header("Directions / access")
    n.sentences(("Blue house past the {employer} plant; gravel drive on the left.",
                 "Key in lockbox, code 4417.",
                 "Dog on premises, kept in the back.",
                 "Near the bridge over {landmark}; cell service poor.",
                 "Yard entrance through the side gate; ask for {rel} {kin}.",
                 "Off the main road toward {landmark}.",
                 "Last house before the {state} line."), (2, 3))
    n.nl(2)
    n.header("Assessment")
    n.sentences(("{vitals}.",
                 "Wound L heel stage 3, 2.1 x 1.8 x 0.4 cm, granulating; wound VAC "
                 "SN {device} functioning at -125 mmHg.",
                 "Lungs with bibasilar crackles; 2+ pitting edema to mid-shin.",
                 "Glucometer log reviewed: fasting 140s-180s.",
                 "Pillbox set up for 2 weeks; missed 3 doses of {drug}.",
                 "Home O2 concentrator serial {serial} checked, tubing changed.",
                 "Braden 15, Morse fall score 55.",
                 "Slid off the bed on {ord}; no injury, {rel} helped {him} up.",
                 "{His} {rel}, a {kin_job}, helps with meals after work.",
                 "Former {job}; enjoys sitting on the porch.",
                 "Pt's {rel} emailed logs from {email}."), (3, 5))
    n.nl(2)
    n.header("Teaching")
    n.lit(rng.choice(("Taught s/s of infection and when to call.", "Reviewed low-sodium diet "
                      "and daily weights.", "Insulin pen technique return-demonstrated.")) + "\n")
    n.header("Plan")
    n.fill(rng.choice(("Next SN visit {later}. Called {pcp}'s office ({site_phone}) with "
                       "weights.\n",
                       "Continue 2w4. Supplies ordered from {pharmacy}.\n",
                       "Case conference with {sw} re: caregiver strain; next visit {later}.\n")))
    n.fill("\n{home_rn}\n")


WRITERS = {"operative_report": operative_report, "consult_letter": consult_letter,
           "signout_list": signout_list, "occupational_health": occupational_health,
           "social_work": social_work, "rehab_therapy": rehab_therapy,
           "discharge_instructions": discharge_instructions, "transfer_form": transfer_form,
           "dialysis_record": dialysis_record, "home_care_visit": home_care_visit}


def make_document(seed: int, patient: PatientY, visit_no: int,
                  doc_id_: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/Y/doc/{patient.number}/{visit_no}")
    note = YNote(seed, patient, visit, rng)
    WRITERS[visit.note_type](note)
    kind = visit.note_type
    upper = rng.random() < (0.25 if kind in ("transfer_form", "dialysis_record") else 0.05)
    lower = not upper and rng.random() < (0.3 if kind == "signout_list" else 0.04)
    wrap = rng.randint(62, 84) if rng.random() < 0.45 else None
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.01)
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.05)
    return Document(doc_id=doc_id_, text=text, tags=tags), kind
