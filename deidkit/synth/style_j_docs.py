"""Style J document types (slots: :class:`deidkit.synth.style_j.JNote`): claim forms, case
investigations, insurers' letters, transfer forms, trauma notes, forensic evaluations,
discharge-planning notes, school forms, death certificates and return-to-work assessments,
as key-value forms, tables, checklists, letters, message threads and prose. Case, wrapping
and typos are decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_j import JNote, PatientJ, patient_builder, visit_count

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("workers_comp_claim", 10), ("case_investigation", 9), ("prior_authorization", 9),
    ("care_home_transfer", 9), ("trauma_note", 10), ("forensic_evaluation", 7),
    ("discharge_planning", 9), ("school_health_form", 6), ("death_certificate", 7),
    ("return_to_work", 8), ("claim_messages", 6),
)

MECHANISMS = ("caught left hand in a roller press", "fell about 3 m from scaffolding",
              "slipped on a wet loading ramp", "struck by a swinging crane hook",
              "lifted a sack of cement and felt a pull in the low back",
              "burned the forearm on a steam pipe", "cut the thumb on a bandsaw",
              "twisted the knee stepping off a delivery van")
INJURIES = ("crush injury of the left index finger", "fracture of the right distal radius",
            "lumbar strain", "partial-thickness burn of the forearm, 4% TBSA",
            "laceration of the thumb with tendon exposure", "medial meniscus tear",
            "closed head injury with brief loss of consciousness", "rotator cuff tear")
DISEASES = ("measles", "typhoid fever", "leptospirosis", "dengue fever", "pulmonary tuberculosis",
            "hepatitis A", "scrub typhus", "cholera", "mumps", "brucellosis", "pertussis")


def _sign_off(n: JNote) -> None:
    n.fill(n.rng.choice(("\n{doc}\n{hosp}\n", "\nSigned: {doc} (reg. {doc_license})\n",
                         "\n-- {clin}, {date}\n", "\nCompleted by {clin} on {date}\n")))


def workers_comp_claim(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("EMPLOYEE INJURY CLAIM FORM - {carrier}\n",
                       "Workers' Compensation First Report of Injury\n",
                       "{carrier}: notice of occupational injury (claim {claim})\n")))
    n.heading("Part A: Injured worker")
    n.kv((("Name", "{pt_caps}"), ("Date of birth", "{dob}"), ("Age", "{age}"), ("Sex", "{sex}"),
          ("National ID", "{nid}"), ("Home address", "{address}"), ("Mobile", "{mobile}"),
          ("E-mail", "{email}"), ("Job title", "{prof}"),
          ("Years in this job", "{count}")), k=(6, 10))
    n.nl()
    n.heading("Part B: Employer")
    n.kv((("Employer", "{employer}"), ("Worksite", "{any_address}"),
          ("Supervisor", "{other}, {other_job}"), ("Supervisor phone", "{other_phone}"),
          ("Policy number", "{policy}"), ("Insurer", "{carrier}"), ("Claim no.", "{claim}"),
          ("Union", rng.choice(("{union}", "none", "not a member")))), k=(5, 8))
    n.nl()
    n.heading("Part C: The injury")
    n.kv((("Date of injury", "{injury}"), ("Time", "{time}"), ("Day", "{weekday}"),
          ("Where on the site", rng.choice(("loading bay", "cutting floor", "third-floor slab",
                                            "kitchen", "warehouse aisle 4"))),
          ("Mechanism", rng.choice(MECHANISMS)), ("Nature of injury", rng.choice(INJURIES)),
          ("ICD-10", "{icd}"), ("Witness", "{other} ({other_job}), {other_phone}")), k=(5, 8))
    n.nl()
    n.sentences((
        "The worker, a {prof} with {employer}, says the accident happened near the end of a "
        "{hours}-hour shift.",
        "First aid was given on site by a co-worker and {he} was taken to {hosp} by {transport}.",
        "Seen by {doc} in {dept}; {vitals}; given {dose}.",
        "Before this job {he} worked as a {past_job} for several years.",
        "Light duties offered by the employer from {later}; lifting limited to {kg}.",
        "The floor had been mopped minutes before, according to {other_again}.",
        "X-ray of the wrist reviewed the same afternoon: no displacement."), (3, 6))
    n.nl(2)
    n.kv((("Treating facility", "{hosp}, {site_address}"), ("Facility phone", "{site_phone}"),
          ("Fax", "{fax}"), ("Record no.", "{mrn}"),
          ("Estimated time off work", rng.choice(("2 weeks", "6 weeks", "10 days", "unknown")))),
         k=(3, 5))
    _sign_off(n)


def case_investigation(n: JNote):
    rng = n.rng
    disease = rng.choice(DISEASES)
    n.fill(rng.choice(("NOTIFIABLE DISEASE CASE INVESTIGATION - {ph_office}\n",
                       "Public health case report, case {case_no}\n",
                       "{ph_office} | field investigation form | {date}\n")))
    n.lit("Condition: " + disease + "\n")
    n.kv((("Case ID", "{case_no}"), ("Case name", "{pt_caps}"), ("DOB", "{dob}"),
          ("Age", "{age}"), ("Residence", "{address}"), ("Phone", "{phone}"),
          ("Occupation", "{prof}" if not n.patient.minor else "student"),
          ("Workplace / school", "{school}" if n.patient.minor else "{employer}"),
          ("Class or unit", rng.choice(("Grade 6, section B", "night shift, packing line",
                                        "Year 9", "cutting section", "-"))),
          ("Reported by", "{doc}, {hosp}"), ("Date reported", "{date}"),
          ("Onset", "{injury}")), k=(8, 12))
    n.nl()
    n.heading("Travel in the 30 days before onset")
    for _ in range(rng.randint(1, 3)):
        n.fill(rng.choice(("- {travel_country}, returned {earlier}\n",
                           "- visited relatives in {any_state}\n",
                           "- work trip to {travel_country} for {employer}\n",
                           "- none outside {state}\n")))
    n.nl()
    n.heading("Close contacts")
    n.table(["Name", "Relation", "Age", "Occupation", "Phone", "Status"],
            ["{other}", ("{relation}", "co-worker", "classmate", "neighbour"), "{other_age}",
             "{other_job}", "{other_phone}", ("well", "symptomatic", "swab taken", "lost to follow-up",
                                              "vaccinated")], rng.randint(3, 6))
    n.nl()
    n.sentences((
        "The index case lives with {his} {kin_rel} {kin}, who works as a {kin_job}.",
        "A specimen ({specimen}) was sent to the reference laboratory on {date}.",
        "Admitted to {dept} at {hosp}, {room}, {bed}; isolation advised.",
        "The attendance register was requested from {staff_role} at {school}.",
        "Cluster of {count} cases traced to a wedding in {city} on {earlier}.",
        "Labs on admission: {lab}.",
        "Household disinfection was advised and a follow-up call booked for {later}."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Investigator: {clin}, {ph_office}\n",
                       "Investigated by {clin} ({clin_email})\n",
                       "Entered by {clin_user} at {time}\n")))


def prior_authorization(n: JNote):
    rng = n.rng
    n.fill("{insurer}\n" + rng.choice(("Utilization Review Department\n", "Prior Authorization Unit\n",
                                        "Medical Management\n")))
    n.fill(rng.choice(("{any_address}\n", "Fax {any_fax}\n", "{url}\n")))
    n.nl()
    n.fill("{date_n}\n\n")
    n.fill(rng.choice(("To: {doc}, {dept}, {hosp}\n", "Attn: {dept}, {hosp}, fax {fax}\n")))
    n.kv((("Member", "{pt_full}"), ("Member ID", "{member}"), ("Date of birth", "{dob}"),
          ("Authorization no.", "{auth}"), ("Requested service", "CPT {cpt}"),
          ("Diagnosis", "{icd}"), ("Requesting facility", "{hosp}"),
          ("Requesting department", "{dept}"), ("Employer group", "{employer}")), k=(5, 9))
    n.nl()
    decision = rng.choice(("approved", "denied", "partially approved", "pended"))
    n.lit("Decision: " + decision + "\n\n")
    n.sentences((
        "We reviewed the request received on {earlier} for {pt_title}.",
        "The reviewing physician, {doc}, found that the clinical notes from {dept} do not yet "
        "show six weeks of conservative treatment.",
        "The member's plan through {employer} covers inpatient rehabilitation at {home} for up "
        "to {count} days.",
        "Transfer from {bare_unit} to a skilled facility is authorised from {later}.",
        "Please send the imaging report and the therapy notes to {org_email} or upload them at {url}.",
        "An appeal may be filed within 60 days by the member, the member's {relation} or the "
        "treating team.",
        "Medication requested: {dose}; quantity limit applies.",
        "Continued stay beyond {later} requires a new review."), (3, 6))
    n.nl(2)
    n.fill(rng.choice(("Sincerely,\n{clin}\nUtilization Review Nurse\n",
                       "Regards,\n{doc}\nMedical Director, {insurer}\n",
                       "{clin}, case reviewer, {any_phone}\n")))


def care_home_transfer(n: JNote):
    rng = n.rng
    admission = rng.random() < 0.5
    n.fill(rng.choice(("INTER-FACILITY TRANSFER FORM\n", "Care home admission record - {home}\n",
                       "Transfer of care: {hosp} to {home}\n")))
    n.kv((("Resident", "{pt_caps}"), ("DOB", "{dob}"), ("Age", "{age}"), ("MRN", "{mrn}"),
          ("Health fund", "{insurer}"), ("Member no.", "{member}"), ("NID", "{nid}"),
          ("Former occupation", "{prof}")), k=(5, 8))
    n.nl()
    n.heading("From")
    n.kv((("Facility", "{hosp}"), ("Ward / unit", "{dept}"), ("Room", "{room_value}"),
          ("Bed", "{bed_value}"), ("Sending nurse", "{clin}"), ("Ward phone", "{site_phone}")),
         k=(4, 6))
    n.heading("To")
    n.kv((("Facility", "{home}"), ("Unit", "{other_dept}"), ("Room/bed", "{any_room}"),
          ("Receiving nurse", "{clin}"), ("Address", "{any_address}")), k=(3, 5))
    n.nl()
    n.heading("Transport")
    n.kv((("Company", "{transport}"), ("Vehicle", "{fleet}"), ("Plate", "{other_plate}"),
          ("Crew", "{other}, {other}"), ("Departure", "{date} {time}"),
          ("Oxygen", rng.choice(("2 L/min nasal cannula", "none", "concentrator {serial}")))),
         k=(3, 6))
    n.nl()
    n.heading("Checklist")
    for label in rng.sample(("medication list sent", "advance directive copied",
                             "hearing aids packed", "wheelchair " + "travels with resident",
                             "family informed", "wound chart attached", "falls risk flagged",
                             "dentures in labelled case"), rng.randint(3, 6)):
        n.checkbox(label)
    n.nl()
    n.sentences((
        "Next of kin: {kin} ({kin_rel}, {kin_job}), {kin_phone}.",
        "Current medicines: {dose}; {dose}.",
        "Last observations {vitals}.",
        "{He} walks short distances with a frame and needs one carer for transfers.",
        "Wheelchair serial {serial} supplied by {dme}.",
        "Home-care visits by {agency} stop on admission.",
        "Moved from {bare_unit} to {dept} before this transfer.",
        "Admission agreed with the manager of {home} on {date}." if admission else
        "Returns to {hosp} for the fracture clinic on {later}."), (3, 5))
    n.nl()
    _sign_off(n)


def trauma_note(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("TRAUMA TEAM NOTE - {hosp}\n", "{hosp} Emergency Department: trauma call\n", "Emergency trauma assessment, {date}\n",
                       "RTC / MVC trauma sheet\n")))
    n.fill("Patient: {pt_caps}   Age: {age}   MRN {mrn}\n\n")
    n.heading("History")
    n.sentences((
        "{age_yo} {prof}, rider of a {make} ({plate}), hit by a {any_make} at {landmark} on "
        "{injury_n} at about {time}.",
        "Brought in by {transport} {fleet}; helmet worn; scene observations {score}.",
        "The other driver, {other}, a {other_job}, was uninjured.",
        "Pillion passenger {new_kin}, {his} {kin_rel}, taken to {other_hosp}.",
        "No loss of consciousness reported by the crew."), (3, 5))
    n.nl(2)
    n.heading("Examination")
    n.fill("{vitals}\n")
    n.sentences(("Abrasions over the right shoulder and flank.", "Pelvis stable.",
                 "Tender left wrist with deformity.", "FAST negative.",
                 "Bloods: {lab}.", "Given {dose}."), (2, 4))
    n.nl(2)
    n.heading("Plan")
    n.sentences(("Admit under orthopaedics to {dept}, {room}.",
                 "CT head and C-spine; tetanus given.", "Observe in {bare_unit} overnight.",
                 "Review by {doc} in the morning."), (2, 3))
    n.nl(2)
    n.heading(rng.choice(("Police liaison", "Police and vehicle details")))
    n.kv((("Police force", "{police}"), ("Officer", "Constable {other}, badge {badge}"),
          ("Report no.", "{case_no}"), ("Vehicle", "{make}"), ("Registration", "{plate}"),
          ("VIN", "{vin}"), ("Driving licence", "{license}"),
          ("Other vehicle", "{any_make}, plate {other_plate}"),
          ("Towed by", "{tow}, truck {other_plate}"), ("Crash location", "{landmark}, {city}"),
          ("Alcohol test", rng.choice(("not done", "negative", "0.04 g/dL", "refused")))),
         k=(6, 10))
    n.nl()
    n.fill(rng.choice(("Belongings handed to {kin} ({kin_phone}).\n",
                       "Employer {employer} informed at the patient's request.\n", "")))
    _sign_off(n)


def forensic_evaluation(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("COURT-ORDERED PSYCHIATRIC EVALUATION\n",
                       "Forensic psychiatry report for {court}\n",
                       "Fitness and risk assessment - {dept}\n")))
    n.kv((("Examinee", "{pt_full}"), ("DOB", "{dob}"), ("Court", "{court}"),
          ("Case no.", "{case_no}"), ("Referred by", "{probation}"),
          ("Defence counsel", "{other}, {lawfirm}"), ("Interviews", "{date}, {later}"),
          ("Place", "{any_room}, {hosp}")), k=(5, 8))
    n.nl()
    n.heading("Background")
    n.sentences((
        "{pt_first} grew up in {city}, {state}, the second of {count} children; {his} father "
        "was a {other_job} and {his} mother a {other_job}.",
        "{He} attended {any_school} until the age of {other_age} and left without completing "
        "the final examinations.",
        "Work history: {past_job} at {any_employer} for two years, then {prof} at {employer} "
        "until {earlier}.",
        "{He} lived for some years in {travel_country} as a migrant {past_job}.",
        "The probation officer, {other}, reports that {he} has kept every appointment since "
        "{earlier}.",
        "There is one previous admission to {other_dept} in {year}.",
        "Married to {kin}, a {kin_job}; they rent a flat on {street}."), (4, 6))
    n.nl(2)
    n.heading("Mental state")
    n.sentences(("Casually dressed, guarded at first, then cooperative.",
                 "Speech normal in rate and volume.", "Mood described as flat; affect restricted.",
                 "No formal thought disorder.", "Denies current thoughts of harming others.",
                 "{score}.", "Current medication: {dose}."), (3, 5))
    n.nl(2)
    n.heading("Opinion")
    n.sentences((
        "In my opinion {pt_title} is fit to plead and understands the charges.",
        "The diagnosis is {icd}; treatment can continue in the community with {agency}.",
        "Supervision by {probation} with monthly review is recommended.",
        "Sources: interviews, records from {other_hosp}, the police report of {police}."),
        (2, 4))
    n.nl(2)
    n.fill("{doc}\nConsultant forensic psychiatrist, {dept}\n")


def discharge_planning(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("Case management / discharge planning note\n",
                       "DISCHARGE PLANNING - {dept} - {date}\n",
                       "Care coordination note, {hosp}\n")))
    n.fill("{pt_caps}, {age_yo}, {room}, {bed}\n\n")
    n.sentences((
        "Met {pt_first} and {his} {kin_rel} {kin} at the bedside to plan discharge.",
        "Lives in a second-floor flat at {address} with no lift.",
        "{He} is a {prof} at {employer} and is worried about losing the job.",
        "Insurance: {insurer}, member {member}; {count} rehab days remain this year.",
        "Physiotherapy recommends inpatient rehabilitation at {home}.",
        "The family prefers home with support from {agency}.",
        "Came up from {bare_unit} three days ago.",
        "Community help from {community} can start within a week.",
        "{his} {kin_rel} works as a {kin_job} and can stay home on weekends."), (4, 6))
    n.nl(2)
    n.heading("Services arranged")
    n.table(["Service", "Provider", "Contact", "Start"],
            [("home nursing", "physiotherapy at home", "meals", "oxygen", "wheelchair",
              "hospital bed", "day centre"),
             ("{agency}", "{dme}", "{community}", "{home}"), ("{any_phone}", "{org_email}"),
             "{later}"], rng.randint(3, 5))
    n.nl()
    n.sentences((
        "Oxygen concentrator {serial} to be delivered by {dme} before {later}.",
        "Transport home by {transport}, vehicle {other_plate}.",
        "Follow-up in {other_dept} on {later} with {doc}.",
        "Forms for the {union} hardship fund given to the family.",
        "Discussed with {staff_role}; no safeguarding concerns."), (2, 4))
    n.nl(2)
    n.fill(rng.choice(("{clin}, case manager, ext {ext}\n", "-- {clin} ({clin_user})\n")))


def school_health_form(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("SCHOOL HEALTH AND SPORTS PARTICIPATION FORM\n",
                       "Pre-participation physical examination - {school}\n",
                       "Student health record: annual check\n")))
    n.kv((("Student", "{pt_caps}"), ("Date of birth", "{dob}"), ("Age", "{age}"),
          ("School", "{school}"), ("Grade", rng.choice(("6", "7", "8", "9", "10", "11"))),
          ("Section", rng.choice(("A", "B", "C", "Blue", "Rose"))),
          ("Team / club", "{club}"), ("Coach", "{other}"), ("Coach phone", "{other_phone}"),
          ("Parent / guardian", "{kin} ({kin_rel})"), ("Parent's occupation", "{kin_job}"),
          ("Home address", "{address}"), ("Emergency phone", "{kin_phone}"),
          ("Health fund", "{insurer}, {member}")), k=(8, 14))
    n.nl()
    n.heading("Screening questions")
    for q in rng.sample(("chest pain on exercise", "fainting during sport",
                         "a relative who died suddenly before 50", "asthma inhaler use",
                         "a previous concussion", "broken bones in the last year",
                         "allergy to bee stings"), rng.randint(3, 6)):
        n.lit(q[:1].upper() + q[1:] + ": " + rng.choice(("no", "no", "yes", "unsure")) + "\n")
    n.nl()
    n.fill("Height 152 cm, weight {kg}; {vitals}\n")
    n.sentences(("Vision 6/6 both eyes.", "Heart sounds normal, no murmur on squatting.",
                 "Cleared for all sports without restriction.",
                 "Cleared except contact sports until the wrist has healed.",
                 "Inhaler to be kept by {staff_role} at {school}.",
                 "Immunisations checked against the card from {other_hosp}."), (2, 4))
    n.nl(2)
    n.fill(rng.choice(("Examined by {doc} at {dept}, {date}\n", "Examiner: {clin}, {date}\n")))


def death_certificate(n: JNote):
    rng = n.rng
    autopsy = rng.random() < 0.4
    n.fill(rng.choice(("MEDICAL CERTIFICATE OF CAUSE OF DEATH\n", "Death registration record\n",
                       "AUTOPSY REPORT {case_no}\n" if autopsy else "Certificate of death\n")))
    n.kv((("Certificate no.", "{case_no}"), ("Name of deceased", "{pt_caps}"),
          ("Sex", "{sex}"), ("Date of birth", "{dob}"), ("Age", "{age}"),
          ("Date of death", "{date}"), ("Place of death", "{hosp}, {dept}"),
          ("Usual residence", "{address}"), ("National ID", "{nid}"),
          ("Usual occupation", "{prof}"), ("Kind of business or industry", "{industry}"),
          ("Employer", "{employer}"), ("Marital status", rng.choice(("married", "widowed",
                                                                      "never married"))),
          ("Informant", "{kin}, {kin_rel}"), ("Informant's address", "{any_address}"),
          ("Funeral home", "{funeral}"), ("Disposal", rng.choice(("burial", "cremation"))),
          ("Place of disposal", "{landmark}")), k=(10, 18))
    n.nl()
    n.heading("Cause of death")
    n.lit("I (a) " + rng.choice(("acute subdural haematoma", "septic shock", "massive pulmonary "
                                  "embolism", "acute myocardial infarction", "aspiration "
                                  "pneumonia")) + "\n")
    n.lit("  (b) " + rng.choice(("head injury in a road collision", "perforated duodenal ulcer",
                                  "fracture of the femur", "coronary artery disease")) + "\n")
    n.lit("II " + rng.choice(("type 2 diabetes", "chronic kidney disease stage 4", "COPD",
                              "none")) + "\n\n")
    if autopsy:
        n.heading("Autopsy findings")
        n.sentences((
            "External examination: body of an adult {sex}, length 168 cm, weight {kg}.",
            "Heart {count}00 g with a fresh thrombus in the left anterior descending artery.",
            "Blood and vitreous samples ({specimen}) retained for toxicology.",
            "The body was identified by {kin}, {his} {kin_rel}, in {any_room} of the mortuary.",
            "Police report {case_no} from {police} accompanied the body.",
            "Vitreous ethanol not detected; {lab}."), (3, 5))
        n.nl(2)
    n.fill(rng.choice(("Certifying practitioner: {doc}, licence {doc_license}\n",
                       "Pathologist: {doc}, {dept}\n", "Certified by {doc} on {date}\n")))


def return_to_work(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("OCCUPATIONAL THERAPY RETURN-TO-WORK ASSESSMENT\n",
                       "Functional capacity evaluation - {dept}\n",
                       "Work readiness review for {carrier}, claim {claim}\n")))
    n.kv((("Client", "{pt_full}"), ("DOB", "{dob}"), ("Referral from", "{carrier}"),
          ("Claim", "{claim}"), ("Employer", "{employer}"), ("Job title", "{prof}"),
          ("Line manager", "{other}"), ("Date of injury", "{injury}"),
          ("Assessment date", "{date}")), k=(6, 9))
    n.nl()
    n.heading("Job demands")
    n.table(["Task", "Frequency", "Load", "Client now"],
            [("lifting boxes", "overhead reach", "standing at a press", "driving the van",
              "climbing ladders", "keyboard work", "pushing trolleys"),
             ("occasional", "frequent", "constant"), ("{kg}", "-", "{kg}"),
             ("able", "unable", "with breaks", "{pct} of target")], rng.randint(3, 6))
    n.nl()
    n.heading("Work history")
    n.sentences((
        "Worked as a {past_job} at {any_employer} before the present job.",
        "Started at {employer} in {earlier} as a {prof}.",
        "Also drives a {any_make} for a relative's business at weekends.",
        "Previous claim in {year} for a shoulder strain, closed after {count} weeks.",
        "Member of {union}; the shop steward, {other}, attended part of the session."), (2, 4))
    n.nl(2)
    n.heading("Findings")
    n.sentences(("Grip strength 18 kg right, 31 kg left.", "{score}.",
                 "Tolerated {hours} hours of simulated work with two rests.",
                 "Pain rose from 3/10 to 6/10 with repeated lifting above {kg}.",
                 "Sitting tolerance 45 minutes."), (2, 4))
    n.nl(2)
    n.heading("Recommendation")
    n.sentences((
        "Graded return over {count} weeks starting {later}, mornings only at first.",
        "No lifting over {kg} and no ladder work until reviewed in {other_dept}.",
        "The employer's occupational health adviser will be sent this report.",
        "Re-assess on {later} at {hosp}."), (2, 3))
    n.nl(2)
    n.fill("{clin}, occupational therapist\n")


def claim_messages(n: JNote):
    rng = n.rng
    n.fill(rng.choice(("Secure message thread - claim {claim}\n",
                       "Portal messages: {pt_full} / {carrier}\n",
                       "Case notes (messages) {date}\n")))
    n.nl()
    entries = (
        "From: {clin} ({clin_email})\nTo: {org_email}\nRe: {pt_full}, claim {claim}\n"
        "Please confirm cover for physiotherapy at {dept}; the worker is a {prof} and cannot "
        "grip tools yet.",
        "From: adjuster {other}, {carrier}\nSent: {date} {time}\nWe need the employer's "
        "statement from {employer} and the police report if the injury was on a public road.",
        "From: {pt_first}\nSent: {date} {time}\nMy supervisor says I must come back on "
        "{later}. I still cannot lift my daughter. Call me on {mobile}.",
        "From: {clin_user}\nNote: spoke to HR at {employer}, {other} ({other_phone}); light "
        "duty in the stores is possible.",
        "From: {doc}\nSent: {date}\nReviewed today in {dept}. Wound healing, {vitals}. Fit for "
        "modified duties. Medication: {dose}.",
        "From: {org_email}\nAuthorisation {auth} issued for {count} sessions at {hosp}.",
        "From: {kin} ({kin_rel})\nThe car was taken by {tow}; plate {plate}. Can the claim "
        "pay the storage fee?")
    for i, e in enumerate(n.choose(entries, (3, 6))):
        if i:
            n.lit(rng.choice(("\n\n", "\n---\n", "\n> \n")))
        n.fill(e)
    n.nl()


WRITERS = {"workers_comp_claim": workers_comp_claim, "case_investigation": case_investigation,
           "prior_authorization": prior_authorization, "care_home_transfer": care_home_transfer,
           "trauma_note": trauma_note, "forensic_evaluation": forensic_evaluation,
           "discharge_planning": discharge_planning, "school_health_form": school_health_form,
           "death_certificate": death_certificate, "return_to_work": return_to_work,
           "claim_messages": claim_messages}

#: (capitals, lower case) shares of each document type.
CASE = {"workers_comp_claim": (0.15, 0.03), "case_investigation": (0.1, 0.05),
        "prior_authorization": (0.05, 0.02), "care_home_transfer": (0.2, 0.05),
        "trauma_note": (0.25, 0.05), "forensic_evaluation": (0.02, 0.02),
        "discharge_planning": (0.05, 0.15), "school_health_form": (0.1, 0.05),
        "death_certificate": (0.45, 0.0), "return_to_work": (0.05, 0.05),
        "claim_messages": (0.0, 0.25)}
#: How often a document type is hard-wrapped (prose; not tables).
WRAP = {"forensic_evaluation": 0.5, "discharge_planning": 0.35, "prior_authorization": 0.4,
        "trauma_note": 0.3, "claim_messages": 0.2}

build_patient = patient_builder(NOTE_TYPES)
count_visits = visit_count


def make_document(seed: int, patient: PatientJ, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random("deidkit-synth/" + str(seed) + "/J/doc/" + str(patient.number) + "/"
                        + str(visit_no))
    note = JNote(seed, patient, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.012)
    wrap = rng.choice((64, 72, 76, 80)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.03)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
