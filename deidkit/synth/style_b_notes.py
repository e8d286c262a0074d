"""Style B note types: templates and layouts (slots: :class:`deidkit.synth.style_b.NoteB`)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_b import NoteB

DRUGS_B = ("paracetamol 1 g QID", "frusemide 40mg mane", "perindopril 4mg daily",
           "rosuvastatin 10mg nocte", "metoprolol 47.5mg daily", "apixaban 5mg BD",
           "gliclazide MR 60mg mane", "pantoprazole 40mg daily", "oxycodone CR 10mg BD",
           "salbutamol 100mcg 2 puffs PRN", "tiotropium 18mcg inh daily",
           "cholecalciferol 1000 units daily", "sertraline 50mg mane", "amoxicillin 500mg TDS",
           "enoxaparin 40mg SC daily", "coloxyl with senna 2 tabs nocte",
           "insulin glargine 22 units nocte", "prednisolone 25mg mane", "allopurinol 300mg daily",
           "candesartan 16mg daily", "tramadol SR 100mg BD", "levetiracetam 500mg BD")
DX_B = ("community-acquired pneumonia", "infective exacerbation of COPD", "NSTEMI",
        "fractured neck of femur", "acute kidney injury", "left lower limb cellulitis",
        "new atrial fibrillation", "delirium", "diverticulitis", "urosepsis", "anaemia",
        "decompensated cardiac failure", "mechanical fall", "small bowel obstruction")
PROCS_B = ("laparoscopic cholecystectomy", "right total hip replacement",
           "left inguinal hernia repair", "excision of skin lesion, right forearm",
           "colonoscopy and polypectomy", "dual-chamber pacemaker insertion",
           "carpal tunnel release", "cystoscopy and TURBT", "open reduction and internal fixation")

#: Clinical text that is not PHI (British and Australasian spelling and units).
CLINICAL_B = (
    "Central chest tightness radiating to the left arm, worse on exertion.",
    "No orthopnoea or paroxysmal nocturnal dyspnoea.", "Appetite reduced; 4 kg weight loss "
    "over three months.", "Ex-smoker, 30 pack-years; 2 standard drinks of alcohol per week.",
    "Mobilises with a four-wheeled walker and is independent with personal care.",
    "Haemoglobin 98 g/L, WCC 13.2, CRP 87.", "eGFR 41 mL/min/1.73m2, potassium 5.4 mmol/L.",
    "ECG: sinus rhythm, no acute ST changes.", "CXR: right lower zone consolidation.",
    "Afebrile, HR 88, BP 134/76, SpO2 95% on room air.", "Chest: bibasal crepitations, no wheeze.",
    "Abdomen soft, mildly tender in the right iliac fossa, no guarding.",
    "Calves soft and non-tender.", "Pressure areas intact; Waterlow score 14.",
    "Bowels opened today and passing urine without difficulty.", "Tolerating a light diet.",
    "Pain controlled on regular analgesia.", "Wound clean and dry, dressing left intact.",
    "Neurovascularly intact distally.", "Urinalysis: leucocytes 2+, nitrites positive.",
    "Blood cultures x2 taken before antibiotics.", "Delirium screen (4AT) score 2.",
    "Falls risk assessment completed; sensor mat in place.",
    "For full active management after discussion of the advance care plan.",
    "HbA1c 71 mmol/mol on the last check.", "INR therapeutic at 2.4.",
    "Oedema to mid-shin bilaterally.", "GCS 15, no focal neurology.",
)
PROCEDURE_B = (
    "Positioned supine under general anaesthesia.", "Skin prepared with chlorhexidine in "
    "alcohol and draped.", "Open Hasson entry at the umbilicus, pneumoperitoneum to 12 mmHg.",
    "Three 5 mm ports inserted under direct vision.",
    "Calot's triangle dissected and the critical view of safety obtained.",
    "Cystic duct and artery clipped and divided.", "Tourniquet time 42 minutes.",
    "Fascia closed with 0 PDS and skin with 3-0 Monocryl subcuticular.",
    "Swab and instrument count correct x2.", "Cefazolin 2 g IV at induction.",
    "Drain left in situ on free drainage.", "Mesh secured with absorbable tacks.",
)
TRIAGE_B = (
    "Red-flag symptoms reviewed: none reported.", "Advised regular paracetamol and oral fluids.",
    "Safety-netting advice given, to call 000 if worse.", "Caller understood and agreed.",
    "No fever, rigors or vomiting.", "Pain score 6/10, not relieved by rest.",
    "Taking medicines as prescribed from the blister pack.",
)
SOCIAL_B = (
    "Carer stress evident; respite options discussed.", "Eligible for a level 2 home care "
    "package.", "No concerns of elder abuse identified.", "Has capacity for this decision.",
    "Financial hardship reported; referral to financial counselling.",
    "Would like to return home with increased supports.", "Meals delivered three times a week.",
)


class BNote(NoteB):
    """Style-B slots for clinical content that is not PHI."""

    def s_drug(self): self.lit(self.rng.choice(DRUGS_B))
    def s_dx(self): self.lit(self.rng.choice(DX_B))
    def s_proc(self): self.lit(self.rng.choice(PROCS_B))
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))

    def prose(self, pool, k, sep=" ") -> None:
        """Sentences of clinical text without PHI, then a blank line."""
        self.lit(sep.join(self.choose(pool, k)) + "\n\n")

    def fields(self, rows, *, k=None, width=None) -> None:
        """'Key: value' rows (k of them, in order); padded to a column when ``width``."""
        rows = list(rows)
        if k is not None:
            keep = set(self.choose(range(len(rows)), k))
            rows = [r for i, r in enumerate(rows) if i in keep]
        for key, value in rows:
            self.lit(f"{key}:".ljust(width) if width else f"{key}: ")
            if width:
                self.lit(" ")
            self.fill(value)
            self.nl()

    def heading(self, name: str) -> None:
        style = self.heading_style
        self.lit((f"{name.upper()}\n" if style == 0 else f"== {name} ==\n" if style == 1
                  else f"[{name}]\n" if style == 2 else f"{name}\n{'~' * len(name)}\n"))

    @property
    def heading_style(self) -> int:
        if not hasattr(self, "_heading_style"):
            self._heading_style = self.rng.randrange(4)
        return self._heading_style

    def block(self, name, templates, k, sep=" ") -> None:
        self.heading(name)
        self.sentences(templates, k, sep)
        self.nl(2)


def operative_note(n: BNote):
    n.lit("OPERATION REPORT\n")
    n.fields((("Patient", "{pt_id}"), ("UR No", "{hosp_no}"), ("D.O.B.", "{dob}"),
              ("Date of operation", "{date}"), ("Theatre", "{ward}"),
              ("Surgeon", "{consultant}"), ("Assistant", "{registrar}"),
              ("Anaesthetist", "{gp}")), k=(5, 8), width=20)
    n.nl()
    n.fill("Procedure: {proc}\nIndication: {dx}\n\n")
    n.heading("Description")
    n.prose(PROCEDURE_B, (4, 8))
    n.block("Operative findings", (
        "Findings as expected on the pre-operative imaging.",
        "Adhesions from previous surgery were divided with care.",
        "Implant serial {new_device} recorded in the theatre register.",
        "Specimen sent to histology, labelled {specimen}.",
        "Estimated blood loss {n}00 mL; no transfusion required.",
        "Haemostasis secured and the wound closed in layers.",
        "Local anaesthetic infiltrated to the wound edges.",
    ), (3, 6), sep="\n")
    n.block("Post-op instructions", (
        "Return to {ward}, {bed}.", "Review in the surgical clinic on {later}.",
        "Sutures out by the practice nurse at {other_site}.",
        "Patient's {rel} {kin} updated by phone on {kin_phone}.",
        "VTE prophylaxis: {drug}.", "Analgesia: {drug}.",
        "Not to drive for six weeks; the car ({vehicle}) stays at home.",
    ), (3, 5), sep="\n")
    n.fill("Dictated by {author} ({reg_no}) on {stamp}\n")


def pathology_report(n: BNote):
    n.fill("{site} - Anatomical Pathology\n{site_address}\nPh {site_phone}  Fax {site_fax}\n\n")
    n.fields((("Lab No", "{specimen}"), ("Name", "{pt_id}"), ("Hosp No", "{hosp_no}"),
              ("Collected", "{date}"), ("Received", "{date}"), ("Requested by", "{gp}"),
              ("Copy to", "{consultant}"), ("Request ID", "{ref}")), k=(5, 8), width=14)
    n.nl()
    n.block("Clinical notes", ("{proc}.", "Lesion present since {earlier}.",
                               "Query malignancy.", "Previous specimen {specimen} benign."),
            (1, 3))
    n.block("Macroscopy", (
        "Specimen labelled with the patient's name and {hosp_no} received in formalin.",
        "Labelled '{pt_id}', an ellipse of skin {n}0 x {n}0 mm.",
        "The specimen is bisected and entirely embedded in {n} cassettes.",
        "A second container labelled {specimen} holds fragments of tissue.",
    ), (2, 3))
    n.prose(("Fixation is adequate.", "Orientation sutures are present.",
             "The cut surface is homogeneous and tan.", "Deeper levels were examined.",
             "Immunohistochemistry: p16 positive, Ki-67 about 30%."), (1, 3))
    n.block("Microscopy", (
        "Sections show a well-differentiated squamous cell carcinoma.",
        "No lymphovascular invasion is seen.", "Margins are clear by at least {n} mm.",
        "Features are those of a benign intradermal naevus.",
        "The appearances are reviewed with a second pathologist at {other_site}.",
    ), (2, 4))
    n.fill("Reported by {author}, {date} - authorised by user {user}\n")


def telephone_encounter(n: BNote):
    n.fill("Telephone encounter - {stamp}\nCaller: ")
    if n.rng.random() < 0.5:
        n.fill("{pt} on {mobile}\n")
    else:
        n.fill("{kin} ({rel}) on {kin_phone}\n")
    n.fill("Re: {pt_id}  NHI/NHS {national_no}\nTaken by: {nurse}\n\n")
    n.sentences((
        "Caller reports increasing breathlessness since {earlier}.",
        "{He} asks whether {his} {drug} can be taken with food.",
        "Advised to present to {site} ED if chest pain recurs.",
        "Booked with {gp} at {other_site} for {later}.",
        "Script for {drug} faxed to the pharmacy on {site_fax}.",
        "{He} has been staying with {his} {rel} in {any_city} and missed the clinic on {date}.",
        "Results from {date} discussed; INR {n}.{n}.",
        "Caller was unhappy about waiting times and was given the number {site_phone}.",
        "{He} would prefer to be contacted by e-mail at {email}.",
        "Plan discussed with {registrar}, who agreed.",
    ), (3, 6))
    n.nl(2)
    n.prose(TRIAGE_B, (2, 5))
    n.fill("Call logged by {user} at workstation {ip}\n")


def referral_letter(n: BNote):
    n.fill("{gp}\n{other_site}\n{site_address}\n\n{date_n}\n\n")
    n.fill("{consultant}\n{site}\n\nDear {dear},\n\n")
    n.fill("Re: {pt_id}, DOB {dob}, {address}\nMedicare {medicare}   Ref {ref}\n\n")
    for _ in range(n.rng.randint(2, 3)):
        n.sentences((
            "Thank you for seeing this pleasant {prof}, {age}, who works for {employer}.",
            "{He} describes worsening pain since {earlier} despite {drug}.",
            "Born in {country}; has lived in {city} since {earlier}.",
            "An ultrasound at {other_site} on {date} was unremarkable.",
            "{He} has private cover with {insurer} (member {member_no}).",
            "I would value your opinion regarding {dx}.",
            "{He} is keen to be seen before {his} trip to {landmark} on {later}.",
            "{His} {rel}, {kin}, will accompany {him_her} and can be reached on {kin_phone}.",
            "Please contact the rooms on {site_phone} or {staff_email} with any queries.",
            "Current medications include {drug} and {drug}.",
        ), (2, 4))
        n.nl(2)
    n.prose(CLINICAL_B, (4, 9))
    n.fill("Kind regards,\n\n{gp}\nProvider no. {reg_no}\n")


def social_work_note(n: BNote):
    n.heading("Social Work Assessment")
    n.fill("Client: {pt_id} ({hosp_no})   Ward: {ward}, {bed}\nDate: {date}\n\n")
    n.block("Background", (
        "{pt} lives alone in a unit at {address}.",
        "{He} was a {prof} until {earlier} and now receives a pension.",
        "{His} {rel} {kin} ({kin_phone}) visits twice a week.",
        "{He} migrated from {country} in {earlier} and speaks some English.",
        "Tax file number {tax_no} provided for the Centrelink form.",
        "{He} no longer drives; registration {vehicle} has been cancelled.",
        "Bank details for the rent assistance: account {account}.",
    ), (3, 5))
    n.heading("Assessment")
    n.prose(SOCIAL_B, (3, 6))
    n.block("Plan", (
        "Referral to the {ward} for an aged care assessment.",
        "Meeting with {kin} and {nurse} arranged for {later}.",
        "Home safety check requested from {other_site}.",
        "Contact details confirmed: {home} / {email}.",
    ), (2, 3), sep="\n")
    n.fill("{sw}, Social Worker, ph {site_phone}\n")


def medication_reconciliation(n: BNote):
    n.fill("MEDICATION RECONCILIATION - {site}\n")
    n.fill("{pt_id} | {hosp_no} | DOB {dob} | {ward} {bed}\n\n")
    n.lit("Medicine                             | Source        | Action\n")
    n.lit("-------------------------------------+---------------+----------\n")
    for _ in range(n.rng.randint(3, 7)):
        n.lit(n.rng.choice(DRUGS_B).ljust(37) + "| ")
        n.lit(n.rng.choice(("GP letter", "patient", "blister pack", "dispensing hx",
                            "family")).ljust(14) + "| ")
        n.lit(n.rng.choice(("continue", "cease", "withhold", "dose changed")) + "\n")
    n.nl()
    n.prose(("Adherence good; uses a dosette box filled weekly.", "Over-the-counter: fish oil "
             "and glucosamine.", "No herbal or complementary medicines.",
             "Renal dosing checked against the current eGFR.", "Swallows tablets whole.",
             "Anticoagulant education provided and a booklet given.",
             "Opioid risk tool completed: low risk."), (2, 5))
    n.sentences((
        "Dispensing history obtained from the community pharmacy ({site_phone}).",
        "Webster pack supplied by the pharmacy near {his} home in {city}.",
        "List confirmed with {pt} and {his} {rel}.",
        "Insulin pump serial {device} noted; settings unchanged.",
        "Discrepancies discussed with {registrar} on {date}.",
    ), (2, 4))
    n.fill("\n\nReconciled by {pharmacist} ({user}) {stamp}\n")


def intake_form(n: BNote):
    n.fill("NEW PATIENT REGISTRATION - {other_site}\n\n")
    rows = (("Surname", "{pt_last_upper}"), ("Given names", "{pt_first}"),
            ("Date of birth", "{dob}"), ("Address", "{address}"), ("Home phone", "{home}"),
            ("Mobile", "{mobile}"),
            ("Email", "{email}"), ("Medicare No", "{medicare}"), ("NHS / NHI No", "{national_no}"),
            ("Private health fund", "{insurer} {member_no}"), ("Occupation", "{prof}"),
            ("Employer", "{employer}"), ("Country of birth", "{country}"),
            ("Next of kin", "{kin} ({rel}) {kin_phone}"), ("Usual GP", "{gp}"),
            ("Vehicle rego (parking)", "{vehicle}"), ("Implanted device", "{device}"))
    n.fields(rows, k=(9, 16), width=n.rng.choice((24, 26, 0)) or None)
    n.lit("\nHealth questionnaire\n")
    for item in n.choose(("Diabetes", "Asthma", "High blood pressure", "Heart disease",
                          "Stroke", "Kidney disease", "Epilepsy", "Depression", "Arthritis",
                          "Reflux", "Cancer", "Sleep apnoea"), (5, 10)):
        n.lit(f"[{'x' if n.rng.random() < 0.3 else ' '}] {item}\n")
    n.lit("Allergies: " + n.rng.choice(("nil known", "penicillin - rash", "codeine - nausea",
                                         "sulphonamides", "latex")) + "\n")
    n.lit("Smoking: " + n.rng.choice(("never", "ex-smoker", "current, 10/day")) + "\n\n")
    n.fill("Form entered by {user} on {stamp}\n")


def portal_message(n: BNote):
    for i in range(n.rng.randint(2, 4)):
        patient_writes = i % 2 == 0
        n.lit("From: ")
        n.fill("{pt_full} <{email}>\n" if patient_writes else "{nurse} <{nurse_email}>\n")
        n.fill("Sent: {stamp}\nSubject: " + ("RE: " * i) + "Question about my appointment\n\n")
        if patient_writes:
            n.sentences((
                "Hi, my {rel} {kin} says the letter from {site} went to the wrong address.",
                "I now live at {address}.", "Could someone call me on {mobile}?",
                "Is the appointment on {later} still going ahead?",
                "My new Medicare number is {medicare}.", "Thanks, {pt_first}",
            ), (2, 4))
            n.lit(" " + " ".join(n.choose((
                "I've been getting headaches in the afternoons since starting the new tablets.",
                "The swelling in my ankles is a bit better but I'm still short of breath on "
                "the stairs.", "Do I need to fast before the blood test?",
                "The pharmacy said the script had expired.", "My sugars have been between 8 "
                "and 12 most mornings.", "I'm sleeping better with the extra pillow."), (1, 3))))
        else:
            n.sentences((
                "Thank you for your message.", "Your appointment with {consultant} on {later} is "
                "confirmed.", "Please bring your referral ({ref}) and a list of medications.",
                "Forms can be downloaded from {url}.", "Kind regards, the {ward} team",
            ), (2, 4))
        n.nl(2)


def transfer_summary(n: BNote):
    n.fill("{site}\nTRANSFER OF CARE SUMMARY\n")
    n.fill("{pt_id}   {age}   UR {hosp_no}\nAdmitted {date} under {consultant} - "
           "discharged {end} to {other_site}\n\n")
    n.block("Presenting problem", ("{dx}.", "Presented after a fall at home in {city}.",
                                   "Brought in by ambulance from {landmark}."), (1, 2))
    n.heading("Examination and results")
    n.prose(CLINICAL_B, (5, 12), sep=n.rng.choice((" ", "\n")))
    n.block("Progress", (
        "Treated with {drug} with good effect.", "Reviewed by {registrar} on {date}.",
        "Bloods on {date} showed Hb {n}{n} g/L.", "Physiotherapy daily on {ward}.",
        "Moved to {bed} on {end}.", "Pacemaker check ({device}) normal.",
        "Family meeting with {kin} held on {date}.",
    ), (3, 6))
    n.heading("Medicines on transfer")
    for _ in range(n.rng.randint(2, 6)):
        n.lit("  * " + n.rng.choice(DRUGS_B) + "\n")
    n.fill("\nFollow-up: {gp}, {other_site} - {later}\nSummary by {author}; "
           "contact {site_phone}\n")


WRITERS = {
    "operative_note": operative_note, "pathology_report": pathology_report,
    "telephone_encounter": telephone_encounter, "referral_letter": referral_letter,
    "social_work_note": social_work_note, "medication_reconciliation": medication_reconciliation,
    "intake_form": intake_form, "portal_message": portal_message,
    "transfer_summary": transfer_summary,
}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/B/doc/{patient.number}/{visit_no}")
    note = BNote(seed, patient, visit, rng)
    WRITERS[visit.note_type](note)
    typo_rate = 0.0 if rng.random() < 0.3 else rng.uniform(0.008, 0.03)
    wrap = rng.randint(90, 110) if rng.random() < 0.3 else None
    text, tags = assemble(note, rng, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), visit.note_type
