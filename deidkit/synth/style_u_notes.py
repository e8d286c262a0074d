"""Style U document types (slots: :class:`deidkit.synth.style_u.UNote`): discharge summary,
progress note, consult note, emergency-department note, outpatient clinic letter, radiology
report, operative note and nursing admission assessment, in U's own layouts. Case,
wrapping and typos are decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_u import SubjectU, UNote, subject_builder, visit_count  # noqa: F401

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("discharge_summary", 14), ("progress_note", 14), ("consult_note", 12), ("ed_note", 13),
    ("clinic_letter", 12), ("radiology_report", 12), ("operative_note", 10),
    ("nursing_admission", 13))

build_patient = subject_builder(NOTE_TYPES)


def _id_block(n: UNote, k=(3, 6)) -> None:
    n.fields((("Patient", "{pt_caps}"), ("DOB", "{dob}"), ("Age/Sex", "{age_sex}"),
              ("File No.", "{mrn}"), ("ID", "{national}"), ("{plan_label}", "{plan}"),
              ("Payer", "{payer}"), ("Visit acct", "{account}")), k)


def _sign_off(n: UNote) -> None:
    rng = n.rng
    n.nl()
    form = rng.randrange(4)
    if form == 0:
        n.fill("Electronically authenticated by {cons} ({cons_user}) on {date} at {time}\n")
    elif form == 1:
        n.fill("-- {cons}\n{cons_lic}\n")
    elif form == 2:
        n.fill("Dictated: {cons} / typed by {nurse_user} ~ {date}\n")
    else:
        n.fill("Signed >> {cons}, {hosp}, tel {site_phone} ext {ext}\n")


def discharge_summary(n: UNote):
    rng = n.rng
    n.fill("{hosp} -- INPATIENT DISCHARGE SUMMARY\n")
    if rng.random() < 0.5:
        n.fill("{site_address}\nTel {site_phone}  Fax {fax}\n")
    n.nl()
    _id_block(n)
    n.fields((("Admitted", "{admitted}"), ("Discharged", "{date}"), ("Ward", "{unit}, {bed}"),
              ("Responsible consultant", "{cons}"), ("Family physician", "{gp}")), (3, 5))
    n.nl()
    n.head("Final diagnosis")
    n.fill("{dx} ({icd}); secondary: {dx} ({icd})\n\n")
    n.head("Course in hospital")
    n.pick(("{pt_title} was admitted through {bare_unit} on {admitted} with {dx}.",
            "Initial labs on arrival: {labs}.",
            "Started on {drug} and later stepped down to {drug} once afebrile for 48 h.",
            "Reviewed by the {specialty} team on day {n}, who advised {drug}.",
            "Spent {n} nights in {bare_unit} for closer monitoring before returning to {unit}.",
            "Course complicated by a fall on the ward at {time} (no head injury, {score}).",
            "{He} was mobilising with physiotherapy and eating well by {weekday}.",
            "Repeat bloods before discharge: {labs}.",
            "An ECHO showed EF 40-45% with grade I diastolic dysfunction."), (3, 7))
    n.nl()
    n.head("Discharge medication")
    for _ in range(rng.randint(3, 7)):
        n.fill(rng.choice(("  * {drug}\n", "  - {drug} (new)\n", "  * {drug} -- unchanged\n")))
    n.nl()
    n.head("Follow-up")
    n.pick(("Please see in {specialty} clinic on {later} with a repeat {labs_word}.",
            "To collect medicines from {pharmacy} using prescription no. {rx_no}.",
            "Next of kin ({relation}), {rel}, was informed and can be reached on {rel_phone}.",
            "Sick leave granted for {n} weeks; employer: {employer}.",
            "Return to {hosp} if fever, chest pain or bleeding recurs."), (2, 4))
    _sign_off(n)


def progress_note(n: UNote):
    rng = n.rng
    n.fill(rng.choice(("Progress note | {date} {time} | {unit} {bed}\n",
                       "DAILY WARD ROUND -- {weekday} {date}\n{pt_caps}  File {mrn}\n",
                       "pn {date}: {pt} ({age_sex}), day {n} of admission\n")))
    n.nl()
    n.fill(rng.choice(("S> ", "Subj: ", "Subjective -- ")))
    n.pick(("Slept poorly, pain 4/10 at the drain site.", "No further vomiting overnight.",
            "Complains of mild dyspnoea on walking to the bathroom.",
            "{relation_cap} at the bedside reports {he} is more alert today.",
            "Asking when {he} can go home to {city}."), (1, 3))
    n.fill(rng.choice(("O> ", "Obj: ", "Objective -- ")) + "{obs}\n")
    n.pick(("Chest: bibasal crackles, fewer than yesterday.", "{sign}.",
            "Abdomen soft, mildly tender RIF, bowel sounds present.",
            "Both calves supple, no tenderness on squeezing.", "Input/output 2.1 L / 1.6 L, {score}."), (1, 3))
    n.fill("Labs: {labs}\n")
    n.fill(rng.choice(("A> ", "Imp: ", "Assessment -- ")) + "{dx}, improving.\n")
    n.fill(rng.choice(("P> ", "Plan: ", "Plan -- ")))
    n.pick(("Continue {drug}.", "Stop {drug}.", "Refer to {specialty}.",
            "Discussed with {care_role} and with {cons} at {time}.",
            "Repeat bloods {soon}; if Cr rising, hold {drug}.",
            "Aim discharge {weekday} if stable."), (2, 4))
    n.nl()
    n.fill(rng.choice(("{reg}\n", "{reg} for {cons}\n", "entry by {reg} ({cons_user})\n")))


def consult_note(n: UNote):
    rng = n.rng
    n.fill(rng.choice(("Inpatient", "Ward", "Bedside")) + " consultation requested by {dr}\n")
    n.fill(rng.choice(("Seen on {unit}, {bed} at {time} on {date}.\n",
                       "Location: {unit} / {bed}    Date seen: {date}\n")))
    n.nl()
    _id_block(n, (2, 4))
    n.nl()
    n.head("Reason for referral")
    n.fill(rng.choice(("Kindly assess for {dx}; query need for {drug}.\n",
                       "Opinion re {dx} in a {age_sex}.\n")))
    n.nl()
    n.head("History")
    n.pick(("{pt_first} is a {age_sex} {job_phrase} from {city}, {region}.",
            "Known to have {dx} since {past}, followed at {other_hosp}.",
            "Travelled to {travel} {n} weeks ago for a family wedding.",
            "Lives with {his} {relation}, {rel}, who works as a {rel_job}.",
            "Non-smoker, no alcohol; {He} drives for {employer}.",
            "Past surgical history: lap chole in {past}."), (3, 5))
    n.nl()
    n.head("Examination / results")
    n.fill("{obs}\n{sign}; {score}\n{labs}\n\n")
    n.head("Recommendations")
    for i in range(rng.randint(2, 4)):
        n.fill(f"{i + 1}. " + rng.choice(("Start {drug}.", "Check {labs_word} in the morning.",
                                          "We will follow up in {specialty} clinic.",
                                          "Consider transfer to {bare_unit} if worse.",
                                          "Happy to be contacted on ext {ext}.")) + "\n")
    _sign_off(n)


def ed_note(n: UNote):
    rng = n.rng
    n.fill(rng.choice(("EMERGENCY DEPT -- {hosp}\nTriage {time}  Cat {n}\n",
                       "ED attendance {date} {time} | {hosp}\n")))
    n.fields((("Name", "{pt_caps}"), ("Age", "{age}"), ("MRN", "{mrn}"), ("Tel", "{mobile}"),
              ("Addr", "{address}"), ("Arrived by", "{arrival}")), (3, 6))
    n.nl()
    n.fill("PC: ")
    kind = rng.randrange(3)
    if kind == 0:
        n.pick(("RTA at {time} near {landmark}: restrained driver of car {plate}.",
                "Police report no. {police_no} to follow.",
                "Self-extricated, ambulatory at scene, neck pain only.",
                "Other driver taken to {other_hosp}."), (2, 4))
    elif kind == 1:
        n.pick(("Fever 4/7, rigors, vomiting x3.", "Returned from {travel} on {before}.",
                "RDT for malaria positive at {gp_site} this morning.",
                "No neck stiffness, no rash."), (2, 4))
    else:
        n.pick(("Central chest tightness since {time}, radiating to jaw.",
                "Collapsed while shopping at {landmark}; bystander CPR not required.",
                "ECG: ST depression V4-V6, HR 98 SR.", "{score}; TIMI 3."), (2, 4))
    n.fill("Obs: {obs}\n")
    n.fill("Ix: {labs}\n")
    n.fill("Mx: {drugs}\n")
    n.fill(rng.choice(("Dispo: admit under {specialty}, {unit}.\n",
                       "Dispo: discharged home with {relation} at {time}; GP {gp} to review.\n",
                       "Dispo: transferred to {other_hosp} for cath lab.\n")))
    n.fill(rng.choice(("ED doctor: {dr}\n", "seen by {dr} / {nurse}\n")))


def clinic_letter(n: UNote):
    rng = n.rng
    n.fill("{hosp}\n")
    if rng.random() < 0.6:
        n.fill("{site_address}\n")
    n.fill(rng.choice(("Phone {site_phone} | Fax {fax} | {url}\n",
                       "T: {site_phone}   F: {fax}\n")))
    n.nl()
    n.fill("{date}\n\n")
    n.fill("To: {gp}\n{gp_site}\n\n")
    n.fill(rng.choice(("Re: {pt_caps}, DOB {dob}, {national}\n",
                       "RE: {pt_caps} (file {mrn})\n    {address}\n")))
    n.nl()
    n.fill(rng.choice(("Dear colleague,\n\n", "Dear Dr {gp_last},\n\n")))
    n.pick(("Thank you for sending {pt_title}, whom I saw in the {specialty} clinic today.",
            "{He} tells me the {drug} has made little difference since {past}.",
            "{His} {relation}, who came along, is a {rel_job}.",
            "On examination: {obs}.", "{sign}.", "Results today: {labs}.",
            "My impression is of {dx}.",
            "I have added {drug} and will see {pt_first} again on {later}.",
            "{He} may email us at any time, and we have {his} address as {email}."), (4, 7))
    n.nl()
    n.fill(rng.choice(("Yours sincerely,\n\n{cons}\n{cons_lic}\n",
                       "Kind regards,\n{cons}\nConsultant, {specialty}\n{dr_email}\n")))
    if rng.random() < 0.5:
        n.fill("cc: patient, {mobile}\n")


def radiology_report(n: UNote):
    rng = n.rng
    exam = rng.choice(("CT BRAIN WITHOUT CONTRAST", "CXR PA", "US ABDOMEN", "CT PULMONARY "
                       "ANGIOGRAM", "MRI LUMBAR SPINE", "CT KUB", "DOPPLER US LEFT LEG"))
    n.lit(exam + "\n")
    n.fields((("Pt", "{pt_caps}"), ("MRN", "{mrn}"), ("Acc.", "{accession}"),
              ("Order", "{order_no}"), ("Exam date", "{date} {time}"),
              ("Referrer", "{dr}"), ("Location", "{unit}")), (3, 6))
    n.nl()
    n.fill("Clinical: {dx}; {score}.\n")
    n.fill(rng.choice(("Technique: non-contrast axial 5 mm, 60 mL omnipaque later.\n",
                       "Technique: standard views; DLP 412 mGy.cm.\n", "")))
    n.fill(rng.choice(("Comparison: prior study at {other_hosp} dated {past}.\n",
                       "Comparison: none available.\n")))
    n.nl()
    n.fill("Findings:\n")
    n.pick(("No acute intracranial haemorrhage or mass effect.",
            "Small left pleural effusion with basal atelectasis.",
            "Gallbladder contains multiple calculi; wall 4 mm; CBD 5 mm.",
            "Filling defect in the right lower lobe segmental artery.",
            "L4/5 broad-based disc bulge indenting the thecal sac.",
            "6 mm calculus at the right VUJ with mild hydronephrosis.",
            "Non-compressible left popliteal vein with echogenic thrombus.",
            "Pacemaker generator in the left chest wall, serial {serial}, leads intact."),
           (2, 4))
    n.fill(rng.choice(("IMPRESSION: ", "Conclusion -- ", "Opinion: ")) + "{dx}.\n")
    n.nl()
    n.fill(rng.choice(("Reported by {rad} ({rad_user}), {date} {time}\n",
                       "Radiologist: {rad}  -- verified {time}\n")))
    if rng.random() < 0.4:
        n.fill("Critical result phoned to {dr} at {time}.\n")


def operative_note(n: UNote):
    rng = n.rng
    n.fill(rng.choice(("OPERATION RECORD\n", "Op note -- {hosp}\n", "THEATRE RECORD / "
                       "{hosp}\n")))
    n.fields((("Patient", "{pt_caps}"), ("Hosp no.", "{mrn}"), ("Date", "{date}"),
              ("Theatre", "{theatre}"), ("Surgeon", "{surgeon}"), ("Assistant", "{reg}"),
              ("Anaesthetist", "{anaes}"), ("Scrub", "{nurse}")), (4, 8))
    n.nl()
    n.fill("Procedure: " + rng.choice(("laparoscopic cholecystectomy", "open appendicectomy",
                                       "ORIF right distal radius", "emergency LSCS",
                                       "inguinal hernia repair (Lichtenstein mesh)",
                                       "dual-chamber pacemaker insertion")) + "\n")
    n.fill("Anaesthesia: GA + ETT, {score}\nIndication: {dx}\n\n")
    n.fill("Findings / steps:\n")
    n.pick(("Knife to skin {time}; closure {time}.", "Calot's triangle dissected, CVS achieved.",
            "Inflamed retrocaecal appendix, no perforation.",
            "Mesh 6x11 cm {lot}, fixed with 2/0 prolene.",
            "Implant serial no. {serial} recorded; {lot}.",
            "EBL 150 mL; swab and instrument count correct x2.",
            "Specimen {specimen} sent for histology."), (3, 6))
    n.nl()
    n.fill("Post-op: {drugs}; to {unit} via recovery.\n")
    n.fill(rng.choice(("Surgeon's signature: {surgeon} ({surgeon_lic})\n",
                       "Op note by {surgeon} on {date}\n")))


def nursing_admission(n: UNote):
    rng = n.rng
    n.fill(rng.choice(("NURSING ADMISSION ASSESSMENT\n", "Nursing admission -- {unit}\n",
                       "nursing assessment on admission\n")))
    n.fill("Admitted {date} {time} to {unit}, {bed}\n\n")
    n.fields((("Name", "{pt}"), ("DOB", "{dob}"), ("ID", "{national}"), ("Address", "{address}"),
              ("Home tel", "{phone}"), ("Mobile", "{mobile}"), ("Email", "{email}"),
              ("Occupation", "{job}"), ("Employer", "{employer}"), ("Country of birth",
                                                                   "{country}")), (4, 8))
    n.nl()
    n.fill("Next of kin >> {rel} ({relation}), {rel_phone}\n")
    n.fill(rng.choice(("Interpreter: not needed\n", "Language: Arabic/English\n",
                       "Language: Twi, understands English\n", "")))
    n.nl()
    n.head("Assessment")
    n.fields((("Obs", "{obs}"), ("Scores", "{score}, {score}"), ("Allergies", "{allergy}"),
              ("Own meds", "{drugs}"), ("Valuables", "handed to {relation}"),
              ("Diet", "{diet}")), (3, 6))
    n.nl()
    n.pick(("Orientated to the bay and call bell.", "Wristband checked against file {mrn}.",
            "Falls leaflet given; bed rails up at night.",
            "Handed over to {care_role} at {time}.",
            "Skin intact except stage 2 pressure injury to sacrum."), (2, 4))
    n.fill(rng.choice(("Admitting nurse: {nurse} (login {nurse_user})\n",
                       "RN: {nurse}  {time}\n")))


WRITERS = {name: globals()[name] for name, _ in NOTE_TYPES}
#: Share of documents in capitals and in lower case, by type.
CASE = {"discharge_summary": (0.08, 0.02), "progress_note": (0.05, 0.15), "consult_note":
        (0.05, 0.03), "ed_note": (0.25, 0.05), "clinic_letter": (0.02, 0.0),
        "radiology_report": (0.3, 0.0), "operative_note": (0.2, 0.02),
        "nursing_admission": (0.35, 0.05)}
WRAP = {"discharge_summary": 0.45, "progress_note": 0.3, "consult_note": 0.4, "ed_note": 0.2,
        "clinic_letter": 0.5, "radiology_report": 0.3, "operative_note": 0.25,
        "nursing_admission": 0.15}


def make_document(seed: int, subject: SubjectU, visit_no: int, doc_id: str
                  ) -> tuple[Document, str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/U/doc/{subject.number}/{visit_no}")
    note = UNote(seed, subject, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.6 else rng.uniform(0.002, 0.01)
    wrap = rng.choice((66, 74, 80)) if rng.random() < WRAP[kind] else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.03)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
