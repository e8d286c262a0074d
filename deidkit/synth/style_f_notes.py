"""Style F note types: reports and letters (slots: :class:`deidkit.synth.style_f.FNote`).

Shared layout helpers (:class:`Layout`) are used by style G too; what casing, wrapping and
typos a note gets is decided in :func:`finish`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_f import FNote, patient_builder, visit_count

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("radiology_report", 16), ("pathology_report", 12), ("discharge_letter", 16),
    ("referral_letter", 14), ("consult_note", 16), ("operation_record", 10),
    ("clinic_letter_reply", 10),
)

FINDINGS = (
    "The lungs are clear without focal airspace opacity.", "Heart size is at the upper limit of "
    "normal.", "There is a 9 mm ground-glass nodule in the right upper lobe.",
    "Small left pleural effusion with adjacent atelectasis.", "No pneumothorax identified.",
    "Degenerative change at L4/5 with mild foraminal narrowing.",
    "The liver is of normal size and echotexture; no focal lesion.",
    "Gallbladder contains several mobile calculi without wall thickening.",
    "No free fluid in the pelvis.", "Kidneys measure 10.8 cm and 11.2 cm with no hydronephrosis.",
    "Mild periventricular white matter change, in keeping with small-vessel disease.",
    "No intracranial haemorrhage, mass effect or midline shift.",
    "Undisplaced fracture of the distal radius with dorsal angulation of 8 degrees.",
    "The aorta is of normal calibre.", "Appearances are unchanged from the comparison study.",
    "Sclerotic focus in the right iliac bone, likely a bone island.",
)
IMPRESSIONS = ("No acute cardiopulmonary abnormality.", "Cholelithiasis without cholecystitis.",
               "Findings suspicious for early pneumonia; clinical correlation advised.",
               "Stable appearances; no further imaging needed.",
               "Recommend follow-up CT chest in 3 months for the nodule.",
               "Acute fracture as described; orthopaedic review suggested.")
MICRO = ("Sections show colonic mucosa with preserved crypt architecture.",
         "There is a moderately differentiated adenocarcinoma invading the submucosa (pT1).",
         "Twelve lymph nodes are identified, none involved (0/12).",
         "The lesion is completely excised with a closest margin of 3 mm.",
         "Background shows chronic inflammation with intestinal metaplasia.",
         "No dysplasia or malignancy identified.", "Helicobacter-like organisms are seen.",
         "Immunostains: CK7 positive, CK20 negative, TTF-1 positive.")
COURSE = ("Admitted with sepsis of urinary source and treated with intravenous antibiotics.",
          "Creatinine peaked at 212 and recovered to 98 with fluids.",
          "Echocardiogram showed an ejection fraction of 35 percent.",
          "Started on bisoprolol 2.5 mg once daily and ramipril 1.25 mg.",
          "Mobilised with the physiotherapists and cleared for stairs.",
          "Warfarin was held for the procedure and restarted at 3 mg.",
          "Blood glucose was labile and the basal insulin was reduced by 10 percent.",
          "No further episodes of chest pain after the stent.",
          "Delirium settled once the infection was treated.")
PLAN_ITEMS = ("repeat full blood count and renal profile in one week",
              "continue apixaban 5 mg twice daily", "stop naproxen",
              "outpatient echocardiogram", "dietitian review for weight loss",
              "sputum culture if the cough persists", "fasting lipids at the next visit",
              "titrate bisoprolol to heart rate under 70", "smoking cessation referral",
              "review the MRI result with the family")
OP_STEPS = ("Time-out completed and antibiotics given at induction.",
            "Midline laparotomy; the small bowel was run from the duodenojejunal flexure.",
            "A band adhesion was divided and the bowel was viable.",
            "Anterior approach to the hip; the capsule was repaired.",
            "Haemostasis with diathermy; estimated blood loss 300 mL.",
            "The wound was closed with staples and a dressing applied.",
            "Counts were correct at the end of the case.")
MEDS = ("amlodipine 5 mg od", "metformin 1 g bd", "atorvastatin 40 mg nocte", "aspirin 75 mg od",
        "lansoprazole 30 mg od", "furosemide 40 mg mane", "levothyroxine 100 mcg od",
        "gabapentin 300 mg tds", "co-codamol 30/500 two tablets qds prn", "tamsulosin 400 mcg od",
        "insulin detemir 18 units at night", "sitagliptin 100 mg od", "colecalciferol 800 iu od")


class Layout(FNote):
    """Layout helpers of styles F and G: headings, key-value blocks, lists, prose."""

    @property
    def heading_style(self) -> int:
        if not hasattr(self, "_heading_style"):
            self._heading_style = self.rng.randrange(5)
        return self._heading_style

    def heading(self, name: str) -> None:
        style = self.heading_style
        self.lit((f"{name.upper()}:\n", f"{name}:\n", f"<< {name} >>\n", f"{name.upper()}\n",
                  f"# {name}\n")[style])

    def kv(self, rows, *, k=None, leader: str | None = None) -> None:
        """'Key ....... value' rows; ``k`` of them kept, in order."""
        rows = list(rows)
        if k is not None:
            keep = set(self.choose(range(len(rows)), k))
            rows = [r for i, r in enumerate(rows) if i in keep]
        if leader is None:
            leader = self.rng.choice((": ", ":\t", " .... ", " = ", "|"))
        width = max(len(key) for key, _ in rows) + 1
        pad = self.rng.random() < 0.5
        for key, value in rows:
            self.lit((key.ljust(width) if pad else key) + leader)
            self.fill(value)
            self.nl()

    def items(self, pool, k, mark: str | None = None) -> None:
        mark = mark or self.rng.choice(("- ", "* ", "• ", "1. ", "a) ", "> "))
        for i, t in enumerate(self.choose(pool, k)):
            self.lit(f"{i + 1}. " if mark == "1. " else f"{'abcdefghij'[i]}) " if mark == "a) "
                     else mark)
            self.fill(t)
            self.nl()

    def prose(self, pool, k) -> None:
        self.lit(" ".join(self.choose(pool, k)) + "\n")


def radiology_report(n: Layout):
    n.fill(n.rng.choice(("{hosp_caps}\n{dept}\n", "{hosp} - {dept}\n", "{dept}, {hosp}\n")))
    n.kv((("Patient", "{pt_id}"), ("MRN", "{mrn}"), ("DOB", "{dob}"), ("Age/Sex", "{age_sex}"),
          ("Accession", "{accession}"), ("Exam date", "{stamp}"), ("Referrer", "{gp}"),
          ("Location", "{dept} {room}")), k=(5, 8))
    n.lit("\n" + n.rng.choice(("CT CHEST WITH CONTRAST", "XR WRIST 3 VIEWS", "US ABDOMEN",
                               "MRI BRAIN WITHOUT CONTRAST", "CT ABDOMEN/PELVIS")) + "\n\n")
    n.heading("Clinical information")
    n.sentences(("{age_sex} with cough for three weeks.", "Fall at home on {earlier}.",
                 "Known pacemaker, serial {device}; MR-conditional mode set.",
                 "Query stone; previous imaging at {other_hosp} on {earlier}.",
                 "Ex-{prof}, asbestos exposure."), (1, 3))
    n.nl(2)
    n.heading("Comparison")
    n.fill(n.rng.choice(("None available.\n\n", "{earlier} (accession {accession}).\n\n",
                         "Outside films from {other_hosp} dated {earlier}.\n\n")))
    n.heading("Findings")
    n.prose(FINDINGS, (3, 7))
    n.nl()
    n.heading("Impression")
    n.items(IMPRESSIONS, (1, 3), mark="1. ")
    n.nl()
    n.fill(n.rng.choice((
        "Reported by {radiologist} ({license}) on {stamp}\n",
        "Electronically signed: {radiologist}, consultant radiologist, {date}\n",
        "Verified by {radiologist} | workstation {ip} | {stamp}\n")))
    if n.rng.random() < 0.5:
        n.fill("Images: {url}\n")
    if n.rng.random() < 0.4:
        n.fill("Urgent finding phoned to {dr} on {site_phone} by {user}.\n")


def pathology_report(n: Layout):
    n.fill("{hosp_caps} - CELLULAR PATHOLOGY\n{site_address}\nTel {site_phone} / Fax {fax}\n\n")
    n.kv((("Specimen no", "{specimen}"), ("Patient", "{pt_id}"), ("Hospital no", "{mrn}"),
          ("NHI/ID", "{ssn}"), ("Date of birth", "{dob}"), ("Received", "{date}"),
          ("Clinician", "{surgeon}"), ("Source", "{dept}"), ("Request", "{idnum}")), k=(6, 9))
    n.nl()
    n.heading("Specimen")
    n.fill(n.rng.choice(("Sigmoid colon resection", "Skin ellipse, left cheek",
                         "Gastric biopsies x4",
                         "Core biopsy, right breast 10 o'clock", "Prostate chips")) + ".\n\n")
    n.heading("Clinical details")
    n.sentences(("Suspicious lesion noted by {gp} in {earlier}.", "{age_sex}, weight loss.",
                 "Previous specimen {specimen} showed low-grade dysplasia.",
                 "Please copy the report to {other_hosp}."), (1, 3))
    n.nl(2)
    n.heading("Macroscopic")
    n.fill("Received in formalin, labelled with the name {pt_last} and {mrn}, a specimen of "
           "{n}0 mm. Blocks: A1-A{n}.\n\n")
    n.heading("Microscopic")
    n.prose(MICRO, (2, 5))
    n.nl()
    n.heading("Diagnosis")
    n.items(("Adenocarcinoma, moderately differentiated.", "Margins clear.",
             "Benign compound naevus, completely excised.", "Chronic active gastritis.",
             "No malignancy in this sample."), (1, 3))
    n.fill("\n{pathologist} {dictation}   authorised {stamp}\n")


def discharge_letter(n: Layout):
    n.fill(n.rng.choice(("{hosp_caps}\n{site_address}\n\n",
                         "{hosp}\n{dept}\nTel: {site_phone}\n\n")))
    n.fill("Discharge letter to: {gp}\n{date_n}\n\n")
    n.kv((("Name", "{pt_id}"), ("Date of birth", "{dob}"), ("Hospital number", "{mrn}"),
          ("Encounter", "{acct}"), ("Social security no", "{ssn}"), ("Admitted", "{date}"),
          ("Discharged", "{end}"), ("Ward", "{dept}"), ("Consultant", "{dr}")), k=(5, 9))
    n.lit("\n")
    n.heading("Diagnoses")
    n.items(("Urosepsis", "Acute kidney injury stage 2", "Heart failure with reduced ejection "
             "fraction", "Type 2 diabetes", "Fall with no injury", "Community-acquired pneumonia",
             "Hyponatraemia"), (2, 4))
    n.nl()
    n.heading("Course in hospital")
    n.sentences(("{pt}, {age}, was admitted from {his} home in {city} on {date}.",
                 "{He} was seen in {dept} and moved to {room} on {end}.",
                 "{His} {rel} {kin} was present for the family meeting on {later}.",
                 "{He} asked that {his} employer, {employer}, not be contacted."), (2, 4))
    n.lit(" ")
    n.prose(COURSE, (2, 5))
    n.nl()
    n.heading("Medicines on discharge")
    n.items(MEDS, (3, 7))
    n.nl()
    n.heading("Actions for GP")
    n.items(PLAN_ITEMS, (2, 4))
    n.fill("\nFollow-up in clinic on {later}; queries to {staff_email} or {site_phone}.\n")
    n.fill("\nYours sincerely\n\n{dr}\nGMC/DEA {license}\ncc: {pt_full}, {address}\n")
    if n.rng.random() < 0.3:
        n.fill("[letter generated by {user} from {ip} at {stamp}]\n")


def referral_letter(n: Layout):
    n.fill("{gp}\n{other_hosp}\n{site_address}\nPhone {site_phone}  Fax {fax}\n\n{date_n}\n\n")
    n.fill("To the {dept}, {hosp}\n\n")
    n.fill(n.rng.choice(("Dear colleague,\n\n", "Dear {dr},\n\n", "Dear Sir or Madam,\n\n")))
    n.fill("Re: {pt_id} (born {dob}), {address}\nTel {phone}, mobile {mobile}\n"
           "Insurer: {insurer}, member ID {ins_id}\n\n")
    n.sentences((
        "I would be grateful if you could see this {age_sex}, a {prof} by trade.",
        "{He} has had intermittent palpitations since {earlier} and an ECG here showed "
        "paroxysmal flutter.", "{He} moved from {country} in {earlier} and speaks limited English; "
        "{his} {rel} {kin} ({kin_phone}) usually translates.",
        "{His} holter monitor, serial {new_device}, was returned on {date}.",
        "{He} drives for a living (registration {plate}) and is worried about {his} licence.",
        "The results are on our portal at {url} under reference {idnum}.",
        "{He} would prefer letters by e-mail to {email}.",
    ), (3, 6))
    n.nl(2)
    n.heading("Current medication")
    n.items(MEDS, (2, 5))
    n.fill("\nKind regards,\n{gp}\n")


def consult_note(n: Layout):
    n.fill("{dept} consultation - {stamp}\n")
    n.fill("Requested by {dr} for {pt_id}, {age_sex}, {room}\n\n")
    n.heading("Reason")
    n.lit(n.rng.choice(("new confusion", "raised troponin", "painful swollen knee",
                        "rash after antibiotics", "low sodium")) + "\n\n")
    n.heading("History")
    n.sentences((
        "{Pt_cap} reports onset after a trip to {landmark} on {earlier}.",
        "Lives with {his} {rel}, who is a {kin_prof}; previously worked as a {prof}.",
        "Retired from {employer} in {earlier}.", "Drinks around 20 units a week, quit smoking in "
        "{earlier}.", "Seen by {gp} at {other_hosp} on {earlier} for similar symptoms.",
        "{His} {rel}, aged {kin_age}, has the same condition.",
        "At home {he} has a dog called {pet} who sleeps on the bed.",
    ), (3, 5))
    n.nl(2)
    n.heading("Examination")
    n.lit(n.rng.choice(("Alert, orientated x3. ", "Drowsy but rousable. ", "Comfortable at rest. "))
          + n.rng.choice(("HR 94 reg, BP 142/88, SpO2 96% on air, T 37.9.",
                          "HR 58, BP 101/62, RR 22, sats 91% on 2L.",
                          "Effusion of the right knee, warm, reduced flexion to 90 degrees."))
          + "\n\n")
    n.heading("Impression and plan")
    n.items(PLAN_ITEMS, (2, 5))
    n.fill("\nDiscussed with {surgeon}. Will review on {later}.\n{dr} (bleep {bleep})\n")


def operation_record(n: Layout):
    n.fill("OPERATION RECORD\t{hosp_caps}\n")
    n.kv((("Patient", "{pt_id}"), ("MRN", "{mrn}"), ("Date", "{date}"), ("Theatre", "{room}"),
          ("Surgeon", "{surgeon}"), ("Assistant", "{dr}"), ("Scrub nurse", "{nurse}"),
          ("Implant", "{new_device}")), k=(5, 8), leader=": ")
    n.nl()
    n.heading("Procedure")
    n.lit(n.rng.choice(("Adhesiolysis", "Left total hip arthroplasty", "Open appendicectomy",
                        "Excision of sebaceous cyst", "Diagnostic laparoscopy")) + "\n\n")
    n.heading("Operative details")
    n.items(OP_STEPS, (3, 6), mark="- ")
    n.nl()
    n.fill("Specimens: {specimen} to histology.\nPost-op: back to {dept}; review on {later}.\n")
    n.fill("Signed {surgeon} {date}\n")


def clinic_letter_reply(n: Layout):
    n.fill("{hosp}\n{dept}\nDirect line {site_phone}\n\nOur ref: {idnum}   Your ref: {initials}\n"
           "Clinic date: {date}\nTyped: {date}\n\n")
    n.fill("{gp}\n{other_hosp}\n\nDear {gp},\n\n")
    n.fill("Re: {pt_id}, DOB {dob}, MRN {mrn}\n\n")
    n.lit(n.rng.choice(("Diagnosis: ", "Problems: ")) + n.rng.choice((
        "rheumatoid arthritis, seropositive", "obstructive sleep apnoea, moderate",
        "mild cognitive impairment", "chronic plaque psoriasis")) + "\n\n")
    n.sentences((
        "Thank you for referring this pleasant {prof}, {age}, whom I saw today with {his} {rel}.",
        "I reviewed {pt} in clinic on {date} and {he} tells me things have improved since "
        "{earlier}.",
        "{He} now works part-time at {employer} and has been able to return to driving.",
        "We have arranged a sleep study at {other_hosp} and will write to {him_or_her} with a "
        "date.",
        "Blood tests taken on {date} were sent under request {idnum}.",
        "I have given {him_or_her} our nurse specialist's line, {site_phone}.",
    ), (3, 5))
    n.nl(2)
    n.prose(COURSE, (1, 3))
    n.fill("\nYours sincerely,\n\n{dictation}\n{dr}\nConsultant\n")


WRITERS = {"radiology_report": radiology_report, "pathology_report": pathology_report,
           "discharge_letter": discharge_letter, "referral_letter": referral_letter,
           "consult_note": consult_note, "operation_record": operation_record,
           "clinic_letter_reply": clinic_letter_reply}

build_patient = patient_builder("F", NOTE_TYPES)
count_visits = visit_count("F")


def finish(note: Layout, rng: random.Random, doc_id: str, kind: str,
           upper_p: float, lower_p: float) -> tuple[Document, str]:
    """Case (capitals or all lower case), typos and hard wrapping of a note of F or G."""
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.4 else rng.uniform(0.003, 0.02)
    wrap = rng.choice((48, 60, 64, 72, 76, 80)) if rng.random() < 0.35 else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), kind


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/F/doc/{patient.number}/{visit_no}")
    note = Layout(seed, "F", patient, visit, rng)
    WRITERS[visit.note_type](note)
    return finish(note, rng, doc_id, visit.note_type, 0.12, 0.08)
