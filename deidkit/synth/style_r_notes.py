"""Style R's reports (:mod:`deidkit.synth.style_r` has the world, the slots and the annotation
conventions; :mod:`deidkit.synth.style_r_cases` the medical cases, :mod:`deidkit.synth.
style_r_ops` the operations, procedures, imaging and specimens): fifteen kinds of dictated and
transcribed hospital reports with their headers, D:/T: lines, job numbers and cc: lists."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_r import RNote, build_patient, visit_count
from deidkit.synth.style_r_cases import (ADMISSION_DATA, ALLERGIES, CASES,
                                         EXAM_GENERAL, EXAM_REST, HPI_EXTRA, INSTRUCTIONS, PMH,
                                         PROBLEMS, PSH, ROS)
from deidkit.synth.style_r_ops import (CATH_FINDINGS, OPERATIONS, PATH_SPECIMENS, PROCEDURES,
                                       RADIOLOGY, STENTS)

__all__ = ["NOTE_TYPES", "make_document", "build_patient", "visit_count", "RNote"]

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("discharge_summary", 12), ("history_physical", 9), ("operative_report", 11),
    ("consult_letter", 8), ("inpatient_consult", 7), ("procedure_note", 7),
    ("cardiac_cath", 5), ("radiology_report", 6), ("ed_report", 7), ("death_summary", 3),
    ("office_note", 6), ("psychiatric_evaluation", 4), ("delivery_note", 4),
    ("pathology_report", 5), ("interim_summary", 3),
)

# -- headers and footers -------------------------------------------------------------------------
FIELDS = {
    "name": (("PATIENT NAME", "NAME", "PATIENT", "Patient Name", "Patient"), "{pt_header}"),
    "mrn": (("MEDICAL RECORD NUMBER", "MR#", "MRN", "UNIT NO", "Med Rec #", "HOSPITAL NO"),
            "{mrn}"),
    "acct": (("ACCOUNT NUMBER", "ACCT#", "FIN", "Account #", "VISIT NO"), "{acct}"),
    "dob": (("DATE OF BIRTH", "DOB", "BIRTH DATE", "Date of Birth"), "{dob}"),
    "age": (("AGE", "Age"), "{age}"),
    "admit": (("DATE OF ADMISSION", "ADMISSION DATE", "ADMITTED", "Admit Date"), "{admit}"),
    "discharge": (("DATE OF DISCHARGE", "DISCHARGE DATE", "DISCHARGED", "Discharge Date"),
                  "{discharge}"),
    "dos": (("DATE OF SERVICE", "DATE OF PROCEDURE", "DATE OF OPERATION", "DATE", "SERVICE DATE",
             "Date of Service"), "{dos}"),
    "attending": (("ATTENDING PHYSICIAN", "ATTENDING", "ADMITTING PHYSICIAN", "Attending"),
                  "{attending_sig}"),
    "surgeon": (("SURGEON", "Surgeon", "OPERATING SURGEON", "PRIMARY SURGEON"), "{surgeon_sig}"),
    "referring": (("REFERRING PHYSICIAN", "REFERRING", "Referring Physician", "PCP"),
                  "{referring_sig}"),
    "location": (("LOCATION", "ROOM", "Unit/Room", "NURSING UNIT"), "{unit} {room}"),
    "insurance": (("INSURANCE", "PAYER", "Primary Insurance", "FINANCIAL CLASS"),
                  "{insurer}, member ID {plan_id}"),
    "ssn": (("SSN", "SOC SEC #", "Social Security No"), "{ssn}"),
}
#: how often a header shows a field it may show
FIELD_SHARE = {"name": 1.0, "mrn": 1.0, "insurance": 0.35, "ssn": 0.2}
TITLES = {
    "discharge_summary": ("DISCHARGE SUMMARY", "Discharge Summary", "HOSPITAL DISCHARGE SUMMARY"),
    "history_physical": ("HISTORY AND PHYSICAL", "ADMISSION HISTORY AND PHYSICAL EXAMINATION",
                         "History & Physical", "H&P"),
    "operative_report": ("OPERATIVE REPORT", "OPERATIVE NOTE", "REPORT OF OPERATION"),
    "inpatient_consult": ("CONSULTATION", "CONSULTATION REPORT", "INPATIENT CONSULTATION"),
    "procedure_note": ("PROCEDURE NOTE", "PROCEDURE REPORT", "BEDSIDE PROCEDURE NOTE"),
    "cardiac_cath": ("CARDIAC CATHETERIZATION REPORT", "CATHETERIZATION LABORATORY REPORT",
                     "Cardiac Cath Report"),
    "ed_report": ("EMERGENCY DEPARTMENT REPORT", "EMERGENCY ROOM RECORD",
                  "EMERGENCY PHYSICIAN REPORT", "ED Provider Note"),
    "death_summary": ("DEATH SUMMARY", "EXPIRATION SUMMARY", "DISCHARGE SUMMARY - EXPIRED"),
    "office_note": ("OFFICE NOTE", "CLINIC NOTE", "FOLLOW-UP VISIT", "PROGRESS NOTE - OFFICE"),
    "psychiatric_evaluation": ("PSYCHIATRIC EVALUATION", "INITIAL PSYCHIATRIC ASSESSMENT",
                               "PSYCHIATRY CONSULTATION"),
    "delivery_note": ("DELIVERY NOTE", "DELIVERY SUMMARY", "OPERATIVE REPORT - CESAREAN DELIVERY"),
    "interim_summary": ("INTERIM SUMMARY", "TRANSFER SUMMARY", "INTERIM HOSPITAL SUMMARY"),
}


def report_header(n: RNote, kind: str, keys: tuple[str, ...]) -> None:
    rng = n.rng
    if rng.random() < 0.6:
        n.fill(rng.choice(("{hosp_full}\n{hubcity}, {hubstate}\n", "{hosp_full}\n",
                           "{hosp_full}\nDepartment of Medicine\n", "{hosp}\n")))
        n.nl()
    title = rng.choice(TITLES[kind])
    before = rng.random() < 0.6
    if before:
        n.lit(title + "\n\n")
    style = rng.randrange(3)
    shown = [k for k in keys if rng.random() < FIELD_SHARE.get(k, 0.8)]
    for i, key in enumerate(shown):
        labels, template = FIELDS[key]
        label = labels[rng.randrange(len(labels))]
        if style == 0:
            n.lit(label.upper() + ":  ")
        elif style == 1:
            n.lit(label + ": ")
        else:
            n.lit(label.upper() + ": ")
        n.fill(template)
        if style == 2 and i % 2 == 0 and i + 1 < len(shown):
            n.lit("    ")
        else:
            n.nl()
    n.nl()
    if not before:
        n.lit(title + "\n\n")


def footer(n: RNote) -> None:
    rng = n.rng
    n.nl()
    style = rng.randrange(4)
    if style == 0:
        n.fill(rng.choice(("______________________________\n{dictator}\n\n",
                           "{dictator}\n\n", "_________________________\n{attending_sig}\n\n")))
        n.fill(rng.choice(("{dictator_initials}/{typist}\n", "{dictator_initials}:{typist}\n",
                           "{typist}\n")))
        n.fill("D: {dictated} {time}\nT: {transcribed} {time}\n")
        n.fill(rng.choice(("Job #: {job_no}\n", "JOB#: {job_no}\n", "Job ID: {job_no}\n",
                           "Job: {job_no} Doc: {doc_no}\n")))
    elif style == 1:
        n.fill("Dictated By: {dictator}\n")
        n.fill(rng.choice(("Transcribed By: {typist}\n", "Transcriptionist: {typist}\n")))
        n.fill(rng.choice(("DD: {dictated}  DT: {transcribed}\n",
                           "Dictated: {dictated} {time}   Transcribed: {transcribed} {time}\n")))
        n.fill(rng.choice(("Job Number: {job_no}\n", "Document ID: {doc_no}\n",
                           "Conf #: {job_no}\n")))
    elif style == 2:
        n.fill(rng.choice((
            "Electronically signed by {attending_sig} on {transcribed} at {time}\n",
            "Authenticated by {attending_sig} {transcribed} {time}\n")))
        n.fill("{dictator_initials}/{typist}  D: {dictated}  T: {transcribed}  #{job_no}\n")
    else:
        n.fill(rng.choice(("{dictator}\nDictated but not read.\n",
                           "{dictator}\nThis report was dictated using voice recognition software; "
                           "sound-alike errors may be present.\n")))
        n.fill("{typist} / D: {dictated} / T: {transcribed} / {job_no}\n")
    if rng.random() < 0.7:
        n.lit(rng.choice(("\ncc: ", "\ncc:  ", "\nCC: ", "\nc: ", "\nCopies to: ")))
        n.s_cc_list()
        n.nl()


def section(n: RNote, names: tuple[str, ...], inline: bool | None = None) -> None:
    rng = n.rng
    name = rng.choice(names)
    if inline is None:
        inline = rng.random() < 0.5
    n.lit(("\n" if n.segs and not n.ends_with_newline() else "") + name.upper() + ":"
          + (" " if inline else "\n"))


def numbered(n: RNote, items, k=None) -> None:
    chosen = list(items) if k is None else n.choose(items, k)
    for i, t in enumerate(chosen, start=1):
        n.lit(str(i) + ". ")
        n.fill(t)
        n.nl()


def para(n: RNote, alternatives) -> None:
    n.fill(n.rng.choice(alternatives) if isinstance(alternatives, tuple) else alternatives)
    n.nl()


def social_history(n: RNote) -> None:
    rng = n.rng
    section(n, ("Social History", "Social"))
    n.fill(rng.choice(("{He} works as a {job} at {employer}. ", "{He} is retired; {he} worked for "
                       "many years as a {job}. ", "{He} is on disability; {he} was a {job}. ",
                       "{He} works as a {job}. ", "")))
    n.sentences((
        "{He} lives in {town} with {his} {rel}.", "{He} was born in {country} and moved to "
        "{hubcity} in {year}.", "{He} quit smoking in {year} after a 30 pack-year history.",
        "{He} drinks alcohol socially.", "{He} denies illicit drug use.", "{His} {rel}, {relname}, "
        "is {his} health care proxy and can be reached at {relphone}.", "{He} is independent in "
        "activities of daily living and drives.", "An interpreter was offered and declined.",
        "Insurance is through {insurer}.",
        "{He} attends church weekly and has a supportive family.",
    ), (3, 5))
    n.nl()


def family_history(n: RNote) -> None:
    section(n, ("Family History", "FH"))
    n.sentences((
        "Father died at age {relage} of a myocardial infarction.", "Mother died at age {relage} "
        "of a stroke; she had diabetes and hypertension.",
        "A brother had colon cancer at {relage}.",
        "There is no family history of bleeding disorders or anesthesia complications.",
        "Noncontributory.", "Sister with breast cancer in her 40s.",
    ), (1, 3))
    n.nl()


def hpi(n: RNote, case: dict, k=(2, 5)) -> None:
    """The case's history, then a few of the usual further statements."""
    n.fill(n.rng.choice(case["hpi"]))
    n.lit(" ")
    n.sentences(HPI_EXTRA, k)
    n.nl()


def admission_data(n: RNote, k=(2, 4)) -> None:
    n.fill("{labs}. ")
    n.sentences(ADMISSION_DATA, k)
    n.nl()


def meds_list(n: RNote, case: dict) -> None:
    numbered(n, case["meds"], (3, len(case["meds"])))


def pick_case(n: RNote) -> dict:
    case = CASES[n.rng.choice(sorted(CASES))]
    n.specialist(case["consult"])
    return case


def problems(n: RNote, k: tuple[int, int], style: str | None = None) -> None:
    """Secondary problems, one paragraph each ('#2 Hypertension: ...', 'HYPERTENSION. ...')."""
    rng = n.rng
    style = style or rng.choice(("hash", "caps", "numbered", "colon"))
    for i, (name, alternatives) in enumerate(n.choose(PROBLEMS, k), start=2):
        label = {"hash": "#" + str(i) + " " + name + ": ", "caps": name.upper() + ". ",
                 "numbered": str(i) + ". " + name + ": ", "colon": name + ": "}[style]
        n.lit(label)
        n.fill(rng.choice(alternatives))
        n.nl(rng.choice((1, 2)))


IMPLANTS = {"tka": "Stryker Triathlon CR femoral component size 5 (REF 5510-F-501)",
            "tha": "DePuy Corail stem size 5 (REF L20405), Pinnacle cup 54 mm",
            "pacemaker": "Dual-chamber generator, model W1DR01",
            "lami": "Solera 6.5 x 45 mm pedicle screws x 4, rods x 2"}
ED_GENERIC = ("Tetanus toxoid was updated.", "Acetaminophen 1 gram by mouth was given.",
              "A saline lock was placed and labs were drawn.", "Ondansetron 4 mg IV was given for "
              "nausea.", "Home medications were reconciled with the pharmacist in the department.")
WOUND_CLASS = {"lap_chole": "Clean-contaminated", "lap_appy": "Contaminated", "colectomy":
               "Dirty/infected", "turp": "Clean-contaminated", "bka": "Contaminated"}
BLOOD_LOSS = {"cabg": ("450", "600", "800"), "tka": ("150", "200", "300"), "lami": ("250", "400"),
              "colectomy": ("200", "350", "500"), "crani": ("300", "500"), "av_fistula": ("5", "10",
              "less than 5"),
              "pacemaker": ("10", "15", "less than 5"), "hernia": ("10", "20", "25"),
              "lap_appy": ("10", "15", "20"), "lap_chole": ("15", "25", "50"),
              "mastectomy": ("100", "150"), "bka": ("100", "200"), "tha": ("250", "350", "400"),
              "thyroidectomy": ("15", "30", "50")}


# -- the reports ----------------------------------------------------------------------------------
def discharge_summary(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    report_header(n, "discharge_summary", ("name", "mrn", "acct", "dob", "admit", "discharge",
                                           "attending", "location"))
    section(n, ("Admission Diagnosis", "Admitting Diagnosis", "Reason for Admission"))
    para(n, case["dx"] + ".")
    section(n, ("Discharge Diagnoses", "Final Diagnoses", "Principal and Secondary Diagnoses"),
            False)
    numbered(n, (case["dx"],) + case["others"])
    section(n, ("Procedures", "Procedures Performed", "Operations and Procedures"))
    para(n, ("None.", "Echocardiogram on {hospday}; peripherally inserted central catheter on "
             "{hospday}.", "As detailed in the hospital course.", "Upper endoscopy on {hospday} "
             "by {consultant}."))
    section(n, ("Consultants", "Consultations"))
    n.lit(case["consult"].capitalize() + ", ")
    n.s_consultant()
    n.lit(".")
    n.nl()
    section(n, ("History of the Present Illness", "Brief History", "HPI"), False)
    hpi(n, case)
    if rng.random() < 0.7:
        section(n, ("Physical Examination on Admission", "Admission Examination"), False)
        n.fill("Vital signs: {vitals}. ")
        para(n, case["exam"])
        section(n, ("Pertinent Data", "Admission Laboratory Data", "Laboratory and Imaging"), False)
        admission_data(n)
    section(n, ("Hospital Course", "Course in the Hospital", "Summary of Hospital Course"), False)
    for paragraph in case["course"]:
        para(n, paragraph)
        n.nl()
    problems(n, (2, 5))
    if rng.random() < 0.5:
        n.fill(rng.choice((
            "On the day of discharge, {pt} was afebrile with stable vital signs: {vitals_ok}.",
            "At discharge, laboratory values included {labs}.",
            "{Pt} was seen and examined on the day of discharge and felt ready to go home; {his} "
            "{rel} will stay with {him} for the first week.")))
        n.nl()
    section(n, ("Discharge Medications", "Medications at Discharge"), False)
    meds_list(n, case)
    if rng.random() < 0.2:
        n.fill(rng.choice(("Prescriptions for controlled substances were written by {attending} "
                           "(DEA {dea}) and sent electronically.", "Oxycodone prescription: "
                           "DEA {dea}, quantity 12, no refills.")))
        n.nl()
    section(n, ("Allergies",))
    para(n, ALLERGIES)
    section(n, ("Condition on Discharge", "Condition at Discharge"))
    para(n, ("Stable.", "Improved.", "Good.", "Fair, improved from admission."))
    section(n, ("Disposition", "Discharge Disposition"))
    para(n, ("Home with {his} {rel}.", "Home with home health services through {employer_hh}.",
             "Skilled nursing facility: {nursing_home}.", "Home, self-care.",
             "Acute inpatient rehabilitation at {hosp}."))
    section(n, ("Follow-up", "Followup Instructions", "Follow-up Appointments"), False)
    n.sentences(("Needs a visit with {pcp} within 7 days.",
                 "Appointment with {consultant} on {fu} at {time} in the clinic.",
                 "Basic metabolic panel in 3 days, results to {pcp}.",
                 "Call {hosp_phone} with questions.", "Return to the emergency department for "
                 "fever, chest pain or worsening shortness of breath.", "Diet: 2 gram sodium, "
                 "1.5 liter fluid restriction.", "Daily weights; call for a gain of more than 3 "
                 "pounds in a day.") + INSTRUCTIONS, (3, 6), "\n")
    n.nl()
    footer(n)


def history_physical(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    report_header(n, "history_physical", ("name", "mrn", "dob", "admit", "attending", "referring",
                                          "location", "insurance"))
    section(n, ("Chief Complaint", "CC"))
    para(n, case["cc"])
    section(n, ("History of the Present Illness", "Present Illness", "HPI"), False)
    hpi(n, case)
    if rng.random() < 0.5:
        para(n, ("{He} was seen in the emergency department, where vital signs were {vitals}.",
                 "History was obtained from the patient and {his} {rel}, {relname}, and from "
                 "records from {osh}.", "Initial laboratory studies showed {labs}."))
    section(n, ("Past Medical History", "PMH"))
    n.lit(", ".join(n.choose(PMH, (3, 7))) + ".")
    n.nl()
    section(n, ("Past Surgical History", "PSH"))
    n.sentences(PSH, (1, 3), "; ")
    n.nl()
    section(n, ("Medications", "Home Medications", "Medications Prior to Admission"), False)
    numbered(n, case["meds"], (2, 5))
    section(n, ("Allergies",))
    para(n, ALLERGIES)
    social_history(n)
    family_history(n)
    section(n, ("Review of Systems", "ROS"))
    para(n, ROS)
    section(n, ("Physical Examination", "Physical Exam", "Examination"), False)
    n.fill("VITAL SIGNS: {vitals}.\n")
    para(n, EXAM_GENERAL)
    para(n, case["exam"])
    para(n, EXAM_REST)
    section(n, ("Laboratory Data", "Labs", "Data"))
    n.fill("{labs}; ")
    admission_data(n)
    section(n, ("Assessment and Plan", "Impression and Plan", "Assessment/Plan"), False)
    n.fill("{A_age_cap} admitted with " + case["dx"][0].lower() + case["dx"][1:] + ".")
    n.nl()
    numbered(n, ("Admit to {unit} under {attending}.", "Consult " + case["consult"] + ".",
                 "Continue home medications except as noted.", "DVT prophylaxis with heparin 5000 "
                 "units subcutaneously every 8 hours.",
                 "Code status: full code, confirmed with the "
                 "patient and {his} {rel}.", "Code status: DNR/DNI per discussion with {his} {rel} "
                 "{relname}.", "Anticipate discharge on {fu}."), (3, 6))
    if rng.random() < 0.6:
        problems(n, (1, 3), "colon")
    footer(n)


def operative_report(n: RNote) -> None:
    rng = n.rng
    name = rng.choice(sorted(OPERATIONS))
    title, pre, post, anesthesia, indication, paragraphs, specimens, drains = OPERATIONS[name]
    report_header(n, "operative_report", ("name", "mrn", "acct", "dos", "surgeon", "location"))
    section(n, ("Preoperative Diagnosis", "Pre-op Diagnosis"))
    para(n, pre + ".")
    section(n, ("Postoperative Diagnosis", "Post-op Diagnosis"))
    para(n, post + ".")
    section(n, ("Procedure", "Procedure Performed", "Operation", "Name of Operation"))
    para(n, title + ".")
    section(n, ("Surgeon",))
    n.s_surgeon_sig()
    n.nl()
    section(n, ("Assistant", "Assistants", "First Assistant"))
    n.fill(rng.choice(("{assistant}", "{resident}, resident", "{nurse}, RNFA", "{assistant}; "
                       "{resident} (PGY-4)")))
    n.nl()
    section(n, ("Anesthesia", "Type of Anesthesia"))
    n.lit(anesthesia + rng.choice((", ", " by ")))
    n.fill(rng.choice(("{anesth}", "{anesth} and {crna}")))
    n.nl()
    section(n, ("Estimated Blood Loss", "EBL"))
    n.lit(rng.choice(BLOOD_LOSS.get(name, ("25", "50", "100"))) + " mL.")
    n.nl()
    section(n, ("Fluids", "IV Fluids"))
    n.fill(rng.choice(("1,800 mL crystalloid.", "2,400 mL lactated Ringer's.", "1 liter LR.")))
    n.nl()
    section(n, ("Specimens", "Specimen"))
    para(n, specimens + ".")
    section(n, ("Drains",))
    para(n, drains + ".")
    section(n, ("Complications",))
    para(n, ("None.", "None apparent.", "No intraoperative complications."))
    if name in IMPLANTS:
        section(n, ("Implants",))
        n.lit(IMPLANTS[name] + rng.choice((", serial number ", ", serial ", ", SN ")))
        n.s_serial()
        n.lit(rng.choice((". Implant record in the chart.", "; see the implant log.", ".")))
        n.nl()
    section(n, ("Antibiotics", "Prophylaxis"))
    para(n, ("Cefazolin 2 grams IV within 60 minutes of incision.", "Cefazolin 3 g IV and "
             "vancomycin 1 g IV before incision.", "Cefoxitin 2 g IV.", "Clindamycin 900 mg IV "
             "(penicillin allergy)."))
    section(n, ("Wound Class",))
    n.lit(WOUND_CLASS.get(name, "Clean") + ".")
    n.nl()
    section(n, ("Indications", "Indications for Procedure"), False)
    n.fill(indication)
    n.lit(" ")
    para(n, ("The risks, benefits and alternatives of the procedure were discussed at length with "
             "the patient and {his} {rel}, all questions were answered, and written informed "
             "consent was obtained.", "Informed consent was obtained after a discussion of the "
             "risks, including bleeding, infection, injury to surrounding structures, the need for "
             "further procedures and death.", "{He} understood the risks and wished to proceed; "
             "consent is on the chart. The site was marked in the preoperative area."))
    section(n, ("Description of Procedure", "Procedure in Detail", "Details of Procedure",
                "Operative Technique"), False)
    for alternatives in paragraphs:
        para(n, alternatives)
        n.nl()
    para(n, ("Sponge, needle and instrument counts were correct times two. The patient was "
             "taken to the recovery room in stable condition.",
             "All counts were reported correct at the end of the case, and {pt} was extubated and "
             "transferred to the PACU in good condition.",
             "Needle and sponge counts were correct. {Pt} tolerated the operation well and went "
             "to the postanesthesia care unit awake and stable.",
             "I was present and scrubbed for the entire procedure. Counts correct. To PACU "
             "extubated, hemodynamically stable."))
    if rng.random() < 0.5:
        n.nl()
        para(n, ("{His} {rel} {relname} was updated in the family waiting area after the case.",
                 "I spoke with {his} {rel} by telephone at {relphone} after the procedure.",
                 "The findings were discussed with {his} {rel} in the surgical waiting room."))
    footer(n)


def consult_letter(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    n.dictator = n.consultant
    n.fill(rng.choice(("{hosp_full}\nDivision of " + case["consult"].title() + "\n{hubcity}, "
                       "{hubstate}\nPhone {hosp_phone}   Fax {hosp_fax}\n",
                       "{hosp_full}\n" + case["consult"].title() + " Clinic\nTel: {hosp_phone}\n",
                       "{hosp}\n{url}\n")))
    n.nl()
    n.fill("{dos}\n\n")
    n.fill("{referring_sig}\n{practice}\n{practice_addr}\n\n")
    n.fill(rng.choice(("RE: {pt_header}\nDOB: {dob}\nMRN: {mrn}\n\n",
                       "RE:  {pt_header}  (DOB {dob})\n\n",
                       "Re: {pt_header}, MR# {mrn}\n\n")))
    n.lit("Dear Dr. ")
    n.s_ref_last()
    n.lit(":\n\n")
    para(n, ("Thank you for referring {pt} to the " + case["consult"] + " clinic. I saw {him} on "
             "{dos} for evaluation of " + case["dx"][0].lower() + case["dx"][1:] + ".",
             "I had the pleasure of seeing your patient, {pt_full}, in consultation today at your "
             "request.",
             "Thank you for asking me to see {pt}, {a_age} whom you follow for " + case["others"][0]
             .lower() + "."))
    n.nl()
    hpi(n, case)
    n.nl()
    para(n, ("{His} past medical history is notable for " + ", ".join(case["others"][1:3]).lower()
             + ". " + "Medications are listed in your referral and were reconciled today.",
             "Past history includes " + case["others"][-1].lower() + ". {He} is allergic to "
             "penicillin."))
    n.nl()
    para(n, ROS)
    n.nl()
    para(n, ("On examination, {vitals}. " + case["exam"][0],
             "Examination today: " + case["exam"][-1]))
    n.nl()
    n.lit(rng.choice(("I reviewed the available data. ", "Data reviewed: ", "Laboratory studies "
                      "from your office show ")))
    admission_data(n, (1, 3))
    n.nl()
    para(n, ("IMPRESSION: " + case["dx"] + ".", "In summary, {pt} has " + case["dx"][0].lower()
             + case["dx"][1:] + "."))
    n.nl()
    n.lit("RECOMMENDATIONS:\n")
    numbered(n, ("Continue " + case["meds"][0][0].lower() + case["meds"][0][1:] + ".",
                 "Start " + case["meds"][-1][0].lower() + case["meds"][-1][1:] + ".",
                 "Repeat laboratory studies in two weeks; I will forward the results to your "
                 "office.",
                 "I have ordered an echocardiogram to be done at {hosp}.",
                 "I will see {him} back in three months, or sooner if needed.",
                 "Please do not hesitate to call me at {hosp_phone} with any questions."), (3, 5))
    n.nl()
    para(n, ("Thank you again for allowing me to participate in the care of this pleasant "
             + "{sexw}.", "Thank you for this interesting referral.",
             "It is a pleasure to share in "
             "{his} care."))
    n.nl()
    n.fill(rng.choice(("Sincerely,\n\n\n{consultant_sig}\n", "Best regards,\n\n{consultant_sig}\n",
                       "Yours sincerely,\n{consultant_sig}\n")))
    n.fill(rng.choice(("{dictator_initials}/{typist}\n", "{typist}\n", "")))
    n.fill(rng.choice(("D: {dictated}  T: {transcribed}\n", "")))
    if rng.random() < 0.7:
        n.lit("\ncc: ")
        n.s_cc_list()
        n.nl()


def inpatient_consult(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    n.dictator = n.consultant
    report_header(n, "inpatient_consult", ("name", "mrn", "dob", "dos", "location"))
    section(n, ("Requesting Physician", "Referring Physician", "Requested By"))
    n.s_attending()
    n.nl()
    section(n, ("Consultant",))
    n.s_consultant()
    n.lit(", " + case["consult"])
    n.nl()
    section(n, ("Reason for Consultation", "Reason for Consult"))
    para(n, ("Evaluation and management of " + case["dx"][0].lower() + case["dx"][1:] + ".",
             "Recommendations regarding " + case["others"][0].lower() + "."))
    section(n, ("History of the Present Illness", "Present Illness", "HPI"), False)
    hpi(n, case)
    para(n, ("I was asked to see {him} on {hospday} by the primary team.", "{He} was admitted on "
             "{admit} and we were consulted on hospital day {n}.",
             "I have reviewed the records from "
             "{osh} and the imaging from {recent}."))
    section(n, ("Past Medical History",))
    n.lit(", ".join(n.choose(PMH, (3, 6))) + ".")
    n.nl()
    section(n, ("Past Surgical History",))
    n.sentences(PSH, (1, 3), "; ")
    n.nl()
    section(n, ("Current Medications", "Medications"), False)
    numbered(n, case["meds"], (2, 5))
    section(n, ("Allergies",))
    para(n, ALLERGIES)
    social_history(n)
    family_history(n)
    section(n, ("Review of Systems",))
    para(n, ROS)
    section(n, ("Physical Examination",), False)
    n.fill("Vital signs: {vitals}.\n")
    para(n, case["exam"])
    para(n, EXAM_REST)
    section(n, ("Data", "Laboratory and Imaging"))
    admission_data(n)
    section(n, ("Impression", "Assessment"), False)
    n.fill("{A_age_cap} with " + case["dx"][0].lower() + case["dx"][1:] + ".")
    n.nl()
    section(n, ("Recommendations", "Plan"), False)
    numbered(n, tuple(case["course"][0]) + tuple(case["course"][1]), (2, 3))
    para(n, ("Thank you for this consultation; we will follow along with you.",
             "We will continue to follow. Please page with questions.",
             "Discussed with {attending} and with the patient's {rel}."))
    footer(n)


def procedure_note(n: RNote) -> None:
    rng = n.rng
    name = rng.choice(sorted(PROCEDURES))
    title, indication, paragraphs, findings = PROCEDURES[name]
    report_header(n, "procedure_note", ("name", "mrn", "dob", "dos", "attending", "location"))
    section(n, ("Procedure",))
    para(n, title + ".")
    section(n, ("Indication", "Indications"))
    para(n, indication + ".")
    section(n, ("Operator", "Performed By", "Endoscopist", "Physician"))
    n.fill(rng.choice(("{consultant}", "{resident} under the supervision of {attending}",
                       "{attending}")))
    n.nl()
    section(n, ("Consent",))
    para(n, ("Risks, benefits and alternatives were explained to the patient, who signed informed "
             "consent.", "Consent was obtained from the patient's {rel}, {relname}, by telephone "
             "with a witness, {nurse}, RN.",
             "Emergency consent; two-physician consent documented."))
    section(n, ("Sedation", "Anesthesia"))
    para(n, ("Moderate sedation with midazolam 3 mg and fentanyl 100 mcg IV, monitored by {nurse}, "
             "RN.", "Propofol by anesthesia ({anesth}).", "Local 1% lidocaine only."))
    section(n, ("Time-out", "Universal Protocol"))
    para(n, ("A time-out was performed confirming the patient, the procedure and the site.",
             "Universal protocol was followed with a time-out before the procedure, with {nurse}, "
             "RN, present.", "Time-out completed at {time}."))
    section(n, ("Description", "Procedure Details", "Technique"), False)
    for alternatives in paragraphs:
        para(n, alternatives)
    para(n, ("The patient tolerated it well and vital signs remained stable throughout; there was "
             "no desaturation.", "Vital signs were monitored continuously by nursing, with oxygen "
             "saturation above 94% throughout.", "Total procedure time was {minutes} minutes; the "
             "patient was returned to {his} room in stable condition."))
    section(n, ("Findings", "Impression"))
    para(n, findings + ".")
    section(n, ("Complications",))
    para(n, ("None.", "None immediate.", "No immediate complications; EBL minimal."))
    section(n, ("Plan", "Recommendations"))
    para(n, ("Follow up pathology; results will be sent to {pcp}.", "Repeat procedure in 3 years.",
             "Await cultures; continue current antibiotics.", "Post-procedure chest x-ray ordered.",
             "Resume diet; follow-up in clinic on {fu}."))
    footer(n)


def cardiac_cath(n: RNote) -> None:
    rng = n.rng
    report_header(n, "cardiac_cath", ("name", "mrn", "dob", "dos", "referring", "location"))
    section(n, ("Procedures Performed", "Procedures"), False)
    numbered(n, ("Left heart catheterization.", "Selective coronary angiography.",
                 "Left ventriculography.", "Percutaneous coronary intervention of the proximal "
                 "LAD with one drug-eluting stent.", "Right heart catheterization."), (2, 4))
    section(n, ("Operator", "Interventional Cardiologist"))
    n.s_consultant()
    n.nl()
    section(n, ("Indication", "Indications"))
    para(n, ("Non-ST-elevation myocardial infarction.", "Abnormal nuclear stress test with a "
             "reversible anterior defect.", "Inferior ST-elevation myocardial infarction, "
             "transferred from {osh}.", "Preoperative evaluation before valve surgery."))
    section(n, ("Access", "Technique"), False)
    para(n, ("Right radial artery access with a 6 French Glidesheath Slender under ultrasound "
             "guidance; a radial cocktail of verapamil 2.5 mg and heparin 5000 units was given. "
             "Diagnostic angiography with 5 French TIG and JL 3.5 catheters.",
             "Right common femoral artery access with a 6 French sheath using micropuncture under "
             "fluoroscopic and ultrasound guidance. JL4 and JR4 catheters were used. Hemostasis "
             "with an Angio-Seal VIP 6 French closure device."))
    section(n, ("Hemodynamics",))
    n.fill(rng.choice(("Aortic pressure 128/72, LVEDP 18 mmHg.", "Ao 104/66, LV 106/24; no "
                       "gradient across the aortic valve.", "RA 8, RV 42/9, PA 41/19 (mean 27), "
                       "PCWP 20, cardiac output 4.1 L/min by thermodilution.")))
    n.nl()
    section(n, ("Coronary Angiography", "Angiographic Findings"), False)
    for options in CATH_FINDINGS:
        n.lit(rng.choice(options))
        n.nl()
    section(n, ("Left Ventriculography",))
    n.fill("Ejection fraction estimated at {ef}% with anterior hypokinesis. No mitral "
           "regurgitation.")
    n.nl()
    section(n, ("Intervention", "PCI"), False)
    n.lit("The lesion was engaged with an EBU 3.5 guide and crossed with a Runthrough wire. After "
          "predilation with a 2.5 mm balloon, a " + rng.choice(STENTS) + " drug-eluting stent was "
          "deployed at 14 atmospheres and postdilated with a noncompliant balloon. Final result "
          "0% residual stenosis with TIMI 3 flow. Heparin for an ACT of 280 seconds.")
    n.nl()
    section(n, ("Conclusions", "Summary"), False)
    numbered(n, ("Single-vessel coronary artery disease treated with PCI.", "Mildly elevated "
                 "LVEDP.", "Dual antiplatelet therapy with aspirin and ticagrelor for at least "
                 "12 months.", "TR band to be removed per protocol."), (2, 4))
    para(n, ("Findings discussed with {his} {rel} {relname} in the waiting room.", "Results "
             "communicated to the referring physician, {referring}.", "Contrast: 140 mL Visipaque. "
             "Fluoroscopy time 9.2 minutes. Air kerma 860 mGy."))
    footer(n)


def radiology_report(n: RNote) -> None:
    rng = n.rng
    exam, history, findings, impression = rng.choice(RADIOLOGY)
    if rng.random() < 0.6:
        n.fill("{hosp_full}\nDepartment of Radiology\n\n")
    n.fill(rng.choice(("Patient: {pt_header}    MRN: {mrn}\nDOB: {dob}    Exam date: {dos}\n",
                       "NAME: {pt_header}\nMR#: {mrn}\nDATE OF EXAM: {dos}\nACCESSION #: "
                       "{rad_acc}\n",
                       "{pt_header}  {mrn}  {dos}\n")))
    n.fill(rng.choice(("Ordering physician: {attending}\n", "REFERRING: {referring}\n",
                       "Ordered by: {resident}\n")))
    n.nl()
    n.lit("EXAMINATION: " + exam + "\n\n")
    n.lit("CLINICAL HISTORY: " + history + "\n\n")
    n.fill(rng.choice(("COMPARISON: {past}.\n\n", "COMPARISON: None available.\n\n",
                       "COMPARISON: Outside study from {osh} dated {recent}.\n\n")))
    n.lit(findings[0] + "\n\nFINDINGS:\n" + findings[1] + "\n\nIMPRESSION:\n" + impression + "\n")
    n.nl()
    if rng.random() < 0.5:
        n.fill(rng.choice(("Critical result called to {attending} at {time} on {dos}, who "
                           "acknowledged receipt.\n", "Findings discussed with {resident} by "
                           "telephone at {time}.\n")))
    n.fill(rng.choice(("Dictated by: {dictator}\nSigned: {dictated} {time}\n",
                       "Interpreted by {attending_sig}. Electronically signed {dictated}.\n",
                       "{dictator}\nD: {dictated}  T: {transcribed}\n")))


def ed_report(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    report_header(n, "ed_report", ("name", "mrn", "dob", "dos", "acct", "insurance", "ssn"))
    n.fill(rng.choice(("TIME SEEN: {time}\n", "Time of evaluation: {time}\n", "")))
    section(n, ("Chief Complaint",))
    para(n, case["cc"])
    section(n, ("History of the Present Illness", "Present Illness", "HPI"), False)
    hpi(n, case)
    para(n, ("{He} arrived by {ems} and was triaged as ESI level 2.", "{He} was brought in by "
             "{his} {rel}, who provided additional history.", "EMS found {him} at {his} workplace, "
             "{employer}, with a fingerstick glucose of 212."))
    section(n, ("Review of Systems", "ROS"))
    para(n, ROS)
    section(n, ("Past Medical History",))
    n.lit(", ".join(n.choose(PMH, (2, 5))) + ".")
    n.nl()
    section(n, ("Medications",))
    n.lit("; ".join(n.choose(case["meds"], (2, 4))) + ".")
    n.nl()
    section(n, ("Allergies",))
    para(n, ALLERGIES)
    section(n, ("Social History",))
    n.sentences(("Lives in {town}.", "Works as a {job}.", "Smokes 1 pack per day.", "Denies drug "
                 "use.", "Occasional alcohol."), (2, 3))
    n.nl()
    section(n, ("Physical Examination",), False)
    n.fill("Triage vital signs: {vitals}.\n")
    para(n, EXAM_GENERAL)
    para(n, case["exam"])
    para(n, EXAM_REST)
    section(n, ("ED Course", "Medical Decision Making", "MDM"), False)
    n.sentences(case["ed"], (1, 3))
    n.lit(" ")
    n.sentences(ED_GENERIC, (0, 1))
    n.nl()
    admission_data(n, (1, 3))
    n.fill(rng.choice((
        "The differential diagnosis includes " + case["dx"].lower() + ", among others. Labs showed "
        "{labs}. I discussed the case with {consultant}, who will see the patient.",
        "Given the presentation, " + case["dx"][0].lower() + case["dx"][1:] +
        " was considered most "
        "likely. The patient was treated in the department and reassessed at {time} with "
        "improvement. Laboratory studies: {labs}.")))
    n.nl()
    section(n, ("Disposition",))
    para(n, ("Admitted to {unit}, {attending} accepting.", "Admitted to the medical intensive care "
             "unit.",
             "Transferred to {osh} for a higher level of care via critical care transport.",
             "Observation, chest pain unit."))
    section(n, ("Diagnosis", "Clinical Impression", "Final Diagnosis"))
    para(n, case["dx"] + ".")
    n.fill(rng.choice(("Critical care time: {minutes} minutes, exclusive of procedures.\n", "")))
    footer(n)


def death_summary(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    report_header(n, "death_summary", ("name", "mrn", "acct", "admit", "discharge", "attending"))
    section(n, ("Date of Death", "Date and Time of Death"))
    n.fill("{discharge} at {time}.")
    n.nl()
    section(n, ("Cause of Death", "Immediate Cause of Death"))
    para(n, ("Cardiopulmonary arrest due to septic shock due to " + case["dx"].lower() + ".",
             "Multisystem organ failure; underlying " + case["dx"].lower() + ".",
             "Hypoxic respiratory failure due to " + case["dx"].lower() + "."))
    section(n, ("History", "Brief History"), False)
    hpi(n, case)
    section(n, ("Hospital Course",), False)
    para(n, case["course"][0])
    n.nl()
    para(n, ("Despite maximal therapy, {his} condition deteriorated with escalating vasopressor "
             "requirements and anuria. A family meeting was held on {hospday} with {his} {rel}, "
             "{relname}, and other family members, and the decision was made to transition to "
             "comfort measures, consistent with {his} previously stated wishes.",
             "On hospital day {n}, {he} developed pulseless electrical activity; ACLS was "
             "performed "
             "for 24 minutes without return of spontaneous circulation, and the code was called by "
             "{resident}. {His} {rel} was present at the bedside."))
    n.nl()
    para(n, ("{Pt} was pronounced dead by {resident} at {time} on {discharge}. The medical "
             "examiner was notified and declined jurisdiction. {opo} was notified per policy; {he} "
             "was not a candidate for organ donation. An autopsy was offered and declined by {his} "
             "{rel}.",
             "Time of death {time}. The family requested an autopsy, which was arranged with "
             "pathology. {opo} was contacted, referral number {opo_ref}, and {his} corneas were "
             "recovered."))
    footer(n)


def office_note(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    n.fill(rng.choice(("{practice}\n{practice_addr}\nPhone {practice_phone}  Fax "
                       "{practice_fax}\n\n",
                       "{hosp} Outpatient Clinic\n\n", "")))
    report_header(n, "office_note", ("name", "dob", "mrn", "dos", "referring"))
    section(n, ("Subjective", "Interval History", "History"), False)
    para(n, ("{Pt} returns for follow-up of " + case["dx"][0].lower() + case["dx"][1:] + " after "
             "{his} hospitalization at {hosp} from {past}. {He} reports feeling better overall.",
             "{Pt} is seen today, accompanied by {his} {rel} {relname}, for a post-discharge "
             "visit. "
             "Since I last saw {him} on {past}, {he} has had no further emergency visits.",
             "{A_age_cap} here for a 3-month follow-up."))
    para(n, ("{He} is taking {his} medications as prescribed and brought the bottles today.",
             "{He} has missed several doses because of cost; {his} plan with {insurer} changed in "
             "{past_my}.", "Energy is improving. {He} has returned to work at {employer} on light "
             "duty.", "{He} is sleeping better with the CPAP."))
    section(n, ("Current Medications", "Medications"), False)
    numbered(n, case["meds"], (2, 6))
    section(n, ("Review of Systems", "ROS"))
    para(n, ROS)
    section(n, ("Objective", "Examination"), False)
    n.fill("{vitals}.\n")
    para(n, EXAM_GENERAL)
    para(n, case["exam"])
    section(n, ("Data",))
    n.fill("{labs}.")
    n.nl()
    section(n, ("Assessment and Plan", "Assessment/Plan"), False)
    numbered(n, (case["dx"] + ": improving. Continue current regimen.",
                 case["others"][0] + ": stable.", case["others"][-1] + ": continue current "
                 "management.", "Health maintenance: influenza vaccine given today; colonoscopy "
                 "due in {year}.", "Return in 3 months, sooner as needed; labs before the visit.",
                 "Refer to {consultant} for further evaluation."), (3, 5))
    footer(n)


PSYCH = (
    ("\"I can't take it anymore.\"",
     "{He} reports two months of low mood, anhedonia, early morning awakening, a 15-pound weight "
     "loss and passive thoughts of death since losing {his} job at {employer} in {past_my}. On "
     "{recent} {he} wrote a goodbye letter to {his} {rel}.",
     "Appearance: disheveled, poor hygiene, psychomotor retardation. Behavior: cooperative, poor "
     "eye contact. Speech: low volume, slow. Mood: \"depressed.\" Affect: constricted, tearful. "
     "Thought process: linear. Thought content: positive for passive suicidal ideation without a "
     "current plan; denies homicidal ideation. Perception: no hallucinations. Cognition: alert, "
     "oriented x3. Insight and judgment: fair.",
     "Major depressive disorder, single episode, severe, without psychotic features.",
     "Start sertraline 50 mg daily and mirtazapine 15 mg at bedtime."),
    ("\"I haven't slept in four days and I feel amazing.\"",
     "Over the past week {he} has been awake most nights, spending money recklessly and speaking "
     "rapidly, according to {his} {rel} {relname}. {He} stopped lithium in {past_my} because of "
     "tremor. {He} was first diagnosed with bipolar disorder at age {onset_age}.",
     "Appearance: well groomed, bright clothing and heavy makeup. Behavior: intrusive, "
     "hyperverbal. Speech: pressured. Mood: \"fantastic.\" Affect: expansive, labile. Thought "
     "process: flight of ideas. Thought content: grandiose, believes {he} is about to be "
     "appointed to the Supreme Court. No suicidal or homicidal ideation. Insight poor, "
     "judgment impaired.",
     "Bipolar I disorder, current episode manic, severe.",
     "Restart lithium 300 mg twice daily with a level in 5 days; olanzapine 10 mg at bedtime."),
    ("\"They are watching me through the television.\"",
     "{He} describes hearing voices commenting on {his} actions for the past three weeks and "
     "believes neighbors in {town} have placed cameras in {his} apartment. {He} has stopped "
     "going to work as a {job}.",
     "Appearance: guarded, malodorous. Behavior: suspicious, scanning the room. Speech: normal "
     "rate. Mood: \"scared.\" Affect: blunted. Thought process: tangential. Thought content: "
     "paranoid and referential delusions. Perception: auditory hallucinations, responding to "
     "internal stimuli. Insight: absent.",
     "Unspecified schizophrenia spectrum and other psychotic disorder.",
     "Start risperidone 1 mg twice daily; metabolic labs and ECG at baseline."),
)


def psychiatric_evaluation(n: RNote) -> None:
    rng = n.rng
    cc, story, mse, dx, meds = rng.choice(PSYCH)
    report_header(n, "psychiatric_evaluation", ("name", "mrn", "dob", "dos", "location"))
    section(n, ("Identifying Data", "Identification"), False)
    para(n, ("{Pt} is {a_age}, {marital}, employed as a {job}, who was brought to the emergency "
             "department by police after {his} {rel} called 911.",
             "{A_age_cap}, born in {country}, living in {town}, referred by {referring} for "
             "psychiatric evaluation."))
    section(n, ("Chief Complaint",))
    para(n, cc)
    section(n, ("History of the Present Illness", "Present Illness"), False)
    n.fill(story)
    n.lit(" ")
    n.sentences(HPI_EXTRA[:6], (1, 2))
    n.nl()
    section(n, ("Past Psychiatric History",))
    para(n, ("One prior hospitalization at {osh} in {year} for a suicide attempt by overdose. "
             "Previously treated with sertraline and quetiapine.", "No prior psychiatric "
             "hospitalizations. Saw a counselor in {year}.", "Three prior admissions, the last "
             "at {osh} in {past_my}; followed by an assertive community treatment team."))
    section(n, ("Substance Use",))
    para(n, ("Alcohol: 6 to 8 beers daily. Cannabis daily. Denies opioids.", "Denies alcohol, "
             "tobacco and drugs. Urine drug screen negative.", "Methamphetamine use, last on "
             "{recent}."))
    social_history(n)
    family_history(n)
    section(n, ("Mental Status Examination", "MSE"), False)
    n.fill(mse)
    n.nl()
    section(n, ("Risk Assessment",))
    para(n, ("Columbia Suicide Severity Rating Scale: positive for ideation with method. Access to "
             "firearms: a handgun at home, which {his} {rel} agreed to remove.", "Risk is "
             "moderate; protective factors include {his} children and religious faith.", "Low "
             "acute risk; no access to weapons."))
    section(n, ("Diagnosis", "DSM-5 Diagnoses"), False)
    numbered(n, (dx,) + tuple(n.choose(("Alcohol use disorder, moderate.", "Tobacco use "
                                        "disorder.", "Cannabis use disorder, mild.",
                                        "Hypertension."), (0, 2))))
    section(n, ("Plan",), False)
    numbered(n, (meds,) + tuple(n.choose((
        "Admit to the inpatient psychiatric unit ({unit}) on a voluntary basis.",
        "Petition for involuntary admission was completed and signed by {attending}.",
        "Safety plan reviewed with {him} and {his} {rel}; follow-up with {referring}.",
        "Collateral obtained from {relname} at {relphone}.", "Every 15-minute observation.",
        "Social work to contact {employer} regarding leave."), (2, 4))))
    footer(n)


def delivery_note(n: RNote) -> None:
    rng = n.rng
    cesarean = rng.random() < 0.45
    report_header(n, "delivery_note", ("name", "mrn", "age", "dos", "attending"))
    section(n, ("Obstetric History",))
    n.fill(rng.choice(("{gp} at 39 weeks 2 days by a first-trimester ultrasound.",
                       "G1P0 at 40 weeks 5 days; EDC {fu}.", "{gp} at 37 weeks 1 day with "
                       "gestational diabetes (A2) and a prior low transverse cesarean in {year}.")))
    n.nl()
    section(n, ("Delivering Physician", "Delivered By"))
    n.fill(rng.choice(("{attending}", "{resident} with {attending} present", "{midwife}, CNM")))
    n.nl()
    if cesarean:
        section(n, ("Procedure",))
        para(n, ("Primary low transverse cesarean section via Pfannenstiel incision.",
                 "Repeat low transverse cesarean section with bilateral tubal ligation (Pomeroy)."))
        section(n, ("Indication",))
        para(n, ("Arrest of dilation at 6 cm despite adequate contractions by IUPC.",
                 "Category III "
                 "fetal heart rate tracing.",
                 "Frank breech presentation; patient declined external "
                 "cephalic version.", "Patient request for repeat cesarean."))
        section(n, ("Anesthesia",))
        n.fill("Spinal by {anesth}.")
        n.nl()
        section(n, ("Procedure in Detail",), False)
        para(n, ("The patient was taken to the operating room, and after spinal anesthesia was "
                 "placed in the dorsal supine position with leftward tilt. A Foley catheter was in "
                 "place. A Pfannenstiel skin incision was made and carried down to the fascia, "
                 "which "
                 "was incised transversely and extended with Mayo scissors. The rectus muscles "
                 "were "
                 "separated in the midline and the peritoneum entered bluntly.",
                 "After adequate spinal anesthesia the abdomen was prepped and draped. The prior "
                 "Pfannenstiel scar was excised, dense adhesions between the fascia and rectus "
                 "were "
                 "taken down sharply, and the peritoneum was entered with Metzenbaum scissors."))
        para(n, ("A bladder flap was created with Metzenbaum scissors and the lower uterine "
                 "segment "
                 "incised transversely with a scalpel and extended bluntly. The infant was "
                 "delivered "
                 "from the vertex position atraumatically, the cord clamped after 60 seconds and "
                 "cut, "
                 "and the infant handed to the waiting pediatric team.",
                 "The Alexis retractor was placed. A low transverse hysterotomy was made and the "
                 "infant delivered as a frank breech with the Mauriceau maneuver."))
        para(n, ("The placenta was delivered manually and the uterus exteriorized and cleared of "
                 "clots. The hysterotomy was closed in two layers with running locked 0 Monocryl, "
                 "and hemostasis confirmed. The fascia was closed with 0 PDS, the subcutaneous "
                 "layer with 3-0 plain gut and the skin with 4-0 Vicryl on a Keith needle.",
                 "The uterus was closed with 1-0 chromic in two layers. Oxytocin 30 units in "
                 "500 mL was infused. The fascia was closed with 0 Vicryl and the skin with "
                 "staples."))
    else:
        section(n, ("Labor Course",), False)
        para(n, ("Spontaneous labor. Artificial rupture of membranes at 5 cm with clear fluid. "
                 "Epidural placed at 6 cm by {anesth}. Fully dilated at {time} and pushed for 48 "
                 "minutes.", "Induction with misoprostol and a Cook balloon for gestational "
                 "hypertension, then oxytocin. Category I tracing throughout."))
        section(n, ("Delivery",), False)
        para(n, ("Spontaneous vaginal delivery over an intact perineum of a live-born infant in "
                 "the "
                 "occiput anterior position. Loose nuchal cord reduced. Delayed cord clamping for "
                 "60 "
                 "seconds; the father, {father}, cut the cord.",
                 "Vacuum-assisted vaginal delivery with a Kiwi OmniCup for maternal exhaustion, "
                 "two "
                 "pulls, no pop-offs. Shoulder dystocia was not encountered."))
        para(n, ("The placenta delivered spontaneously and intact with a three-vessel cord. A "
                 "second-degree laceration was repaired with 3-0 Vicryl Rapide in the usual "
                 "fashion.",
                 "Placenta delivered with gentle traction; fundal massage and oxytocin given. A "
                 "first-degree periurethral laceration was hemostatic and not repaired."))
    section(n, ("Infant",))
    n.fill(rng.choice(("Live-born {babysex}, born at {time} on {dos}, weight 3,410 grams, Apgars "
                       "8 and 9 at 1 and 5 minutes.", "{babysex} infant, {baby}, weight 2,980 g, "
                       "Apgar scores 7 and 9, to the newborn nursery with the mother.")))
    n.nl()
    section(n, ("Estimated Blood Loss", "Quantitative Blood Loss"))
    n.fill("{ebl} mL.")
    n.nl()
    section(n, ("Complications",))
    para(n, ("None.", "Postpartum hemorrhage treated with methylergonovine and carboprost."))
    para(n, ("Mother and baby are doing well in {unit}.", "The patient's partner, {father}, was "
             "present for the delivery.", "Pediatrics ({consultant}) attended the delivery."))
    footer(n)


def pathology_report(n: RNote) -> None:
    rng = n.rng
    specimens = n.choose(PATH_SPECIMENS, (1, 2))
    n.fill(rng.choice(("{hosp_full}\nDepartment of Pathology and Laboratory Medicine\n\n",
                       "SURGICAL PATHOLOGY REPORT\n\n")))
    n.fill(rng.choice(("Patient: {pt_header}\nMRN: {mrn}\nDOB: {dob}\nAccession: {accession}\n",
                       "Accession No: {accession}    Patient: {pt_header}\nMed Rec: {mrn}    Age: "
                       "{age}\n")))
    n.fill(rng.choice(("Collected: {dos}   Received: {dos}\n", "Date of procedure: {dos}\n")))
    n.fill(rng.choice(("Submitting physician: {surgeon}\n", "Surgeon: {surgeon}\n")))
    n.nl()
    n.lit("CLINICAL HISTORY: " + rng.choice(("Rule out malignancy.", "Cholelithiasis.",
                                              "Perforated viscus.", "Mass.", "See requisition.")))
    n.nl()
    n.nl()
    n.lit("GROSS DESCRIPTION:\n")
    for i, (label, gross, _dx) in enumerate(specimens):
        part = "ABCDE"[i]
        n.lit("Part " + part + " is received in formalin, labeled with the patient's name, \"")
        n.s_pt_header()
        n.lit("\", and medical record number, and \"" + label + ".\" It consists of " + gross[0]
              .lower() + gross[1:] + " ")
        n.fill(rng.choice(("Grossed by {pa_name}, PA(ASCP).", "(dictated by {resident})",
                           "")))
        n.nl()
        n.nl()
    n.lit("MICROSCOPIC DESCRIPTION:\n")
    para(n, ("Microscopic examination performed; findings support the diagnosis below.",
             "Sections show the features summarized in the diagnosis. Immunohistochemical stains "
             "were performed with appropriate controls.",
             "The microscopic findings are incorporated in the final diagnosis."))
    n.nl()
    n.lit("FINAL DIAGNOSIS:\n")
    for i, (label, _gross, dx) in enumerate(specimens):
        n.lit("ABCDE"[i] + ". " + label.upper() + ":\n   - " + dx + "\n")
    n.nl()
    n.fill(rng.choice(("I have personally reviewed the slides and agree with the above.\n"
                       "{attending_sig}, Pathologist\nElectronically signed {transcribed}\n",
                       "Pathologist: {attending_sig}\nSigned out: {transcribed} {time}\n",
                       "{dictator}\n{dictator_initials}/{typist}  D: {dictated}  T: "
                       "{transcribed}\n")))
    if rng.random() < 0.3:
        n.fill("Intraoperative consultation (frozen section) called to {surgeon} in OR {or_room} "
               "at {time} by {resident}.\n")


def interim_summary(n: RNote) -> None:
    rng = n.rng
    case = pick_case(n)
    report_header(n, "interim_summary", ("name", "mrn", "admit", "attending", "location"))
    section(n, ("Reason for Transfer", "Purpose"), False)
    para(n, ("{Pt} is being transferred from the intensive care unit to {unit} on {hospday}.",
             "This interim summary covers the hospitalization from {admit} through {hospday}, "
             "as {pt} changes services to the {service} team.",
             "{Pt} will transfer to {nursing_home} for continued rehabilitation."))
    section(n, ("Diagnoses",), False)
    numbered(n, (case["dx"],) + case["others"][:3])
    section(n, ("Course to Date",), False)
    for paragraph in case["course"]:
        para(n, paragraph)
    problems(n, (2, 4))
    section(n, ("Current Medications",), False)
    meds_list(n, case)
    section(n, ("Issues for the Receiving Team", "To Do"), False)
    numbered(n, ("Follow up final blood culture results.", "Physical therapy daily.",
                 "Contact the {rel}, {relname}, at {relphone} with any changes.",
                 "Recheck hemoglobin in the morning.", "Goals of care discussion pending; "
                 "family meeting {fu}."), (2, 4))
    footer(n)


WRITERS = {
    "discharge_summary": discharge_summary, "history_physical": history_physical,
    "operative_report": operative_report, "consult_letter": consult_letter,
    "inpatient_consult": inpatient_consult, "procedure_note": procedure_note,
    "cardiac_cath": cardiac_cath, "radiology_report": radiology_report, "ed_report": ed_report,
    "death_summary": death_summary, "office_note": office_note,
    "psychiatric_evaluation": psychiatric_evaluation, "delivery_note": delivery_note,
    "pathology_report": pathology_report, "interim_summary": interim_summary,
}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/R/doc/{patient.number}/{visit_no}")
    note = RNote(seed, patient, visit, rng)
    WRITERS[visit.note_type](note)
    upper = rng.random() < 0.08
    typo_rate = 0.0 if rng.random() < 0.6 else rng.uniform(0.001, 0.006)
    wrap = rng.randint(64, 82) if rng.random() < 0.4 else None
    text, tags = assemble(note, rng, upper=upper, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), visit.note_type
