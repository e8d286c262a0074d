"""Note types as sections of sentence templates (slots: see :mod:`deidkit.synth.note`).

Sections appear with some probability and, where notes vary in practice, in varied order;
each section draws a few of its many templates, so no two notes share a layout and the
tagger must learn PHI from its local context rather than from a fixed position.
"""

from __future__ import annotations

from deidkit.synth.note import Note

# ---------------------------------------------------------------------------------------
# Shared sentence pools

HPI = (
    "{Pt} is {a_age} {sexw} with a history of {pmh_list} who presents with {complaint}.",
    "{Pt} is {a_age} {sexw} with {pmh_list} admitted on {admit} with {complaint}.",
    "This is {a_age} {sexw} with {pmh_list}, followed by {pcp}, who was in {his} usual state of "
    "health until {weekday}, when {he} developed {complaint}.",
    "{He} was seen by {pcp} on {prev} and was started on {drug}.",
    "{He} reports {complaint} for {dur}, worse with exertion.",
    "On the morning of admission {he} noted {complaint} and called {his} {rel}, {relname}, who "
    "brought {him} to the {hosp} Emergency Department.",
    "{He} was transferred from {hosp_other} for further management of {dx}.",
    "In the ED, vitals were {vitals}.",
    "Initial labs were notable for {labs}.",
    "{He} denies {complaint}, fevers or chills.",
    "Of note, {he} was last admitted to {hosp} in {past} for {dx}.",
    "{His} {rel} states that {he} has been more confused since {weekday}.",
    "{He} was recently seen in {clinic} by {consultant}, who increased {his} {drugname}.",
    "According to {his} {rel}, {he} had {complaint} while visiting {landmark} over {holiday}.",
    "{Pt} states {quote} and rates the pain {num}/10.",
    "{He} was diagnosed with {eponym} in {year} and is followed by {consultant}.",
    "The patient had a {proc} at {hosp_other} in {past}.",
    "{He} returned from a trip to {any_country} on {weekday} and developed {complaint} {dur} later.",
    "EMS was called at {time}; on arrival {he} was found to have {vitals}.",
    "{His} symptoms began approximately {dur} prior to presentation.",
    "A {edevice} was placed in the ED, with {num}00 cc of urine output.",
    "{He} was given {drug} and {drug} with some relief.",
    "{He} was admitted to {unit} for further workup.",
    "{He} has had {num} similar episodes since {year}.",
    "{He} is a poor historian; history obtained from {his} {rel} ({relname}) and from the "
    "records of {pcp}.",
    "{He} had a negative stress test on {past_on}.",
    "A cardiac cath on {past_on} showed {num}0% stenosis of the LAD.",
    "{He} has had {pmh} since age {age_at}.",
    "{He} was well until around {prev}, when {he} noted {complaint}.",
    "Last echo ({past_on}) showed an EF of {ef}%.",
    "{He} first noted {complaint} on {weekday} night at about {time}.",
    "{He} was seen in the {hosp} ED on {prev} and discharged home.",
    "{He} has been taking {drug} since {past}.",
    "{pt_formal}'s {rel} reports that {he} has not been eating well.",
    "Per {pcp_last}'s note from {prev}, {his} {drugname} was stopped.",
    "{He} was admitted under {attending} ({unit}).",
)

HEALTH_MAINTENANCE = (
    "Colonoscopy: {past}", "Mammogram {past} - normal", "Flu vaccine {past}",
    "Pneumovax {year}", "Tetanus booster {year}", "Last eye exam {past}",
    "Bone density {past}: osteopenia", "PSA {past}: {num}.{num}", "Pap smear {past}",
    "Last A1c {prev}: {num}.{num}%", "Lipids {prev}: LDL {num}0", "Zostavax {year}",
)

PMH_LINES = (
    "{pmh}", "{pmh}", "{pmh}", "{pmh}, diagnosed {year}", "{pmh} ({consultant})", "{eponym}",
    "{pmh} ({year})", "{pmh}, diagnosed at age {age_at}", "{pmh} since {past}",
    "{eponym} dx {past}", "{pmh} - last admission {prev}",
    "{eponym}, followed at {hosp}", "s/p {proc} {year}", "{pmh} - on {drugname}",
    "h/o {dx} {past}", "{pmh}, last {edevice} change {past}",
)

MEDS_LINES = ("{drug}",) * 8 + ("{drug} (started {past})", "{drug} - held", "{drugname} prn")

SOCIAL = (
    "{He} lives with {his} {rel} in {city}.",
    "{He} lives alone in an apartment in {city}, {state}.",
    "Works as a {prof} at {org}.",
    "{He} is a retired {prof}.",
    "{He} worked as a {prof} for many years and retired in {year}.",
    "{He} is originally from {country} and moved to {city} in {year}.",
    "Emigrated from {country} {num} years ago; speaks limited English.",
    "{He} quit smoking in {year} after a {num} pack-year history.",
    "Started smoking at age {age_at}; quit {past}.",
    "Married in {year}; {his} {rel} {relname} is {relage}.",
    "Denies tobacco, drinks {num} beers per week, no illicit drugs.",
    "Active in {community}.",
    "{His} {rel} {relname} is a {rel_prof} and is very involved in {his} care.",
    "{He} drives; license plate {vehicle} was noted on the parking form.",
    "{He} has a dog named {pet} at home.",
    "Enjoys summers at {landmark} with family.",
    "Health care proxy: {his} {rel}, {relname}, {cell}.",
    "Insurance: {insurer}, member ID {plan}.",
    "Lives at {street} in {city}; {num} flights of stairs to the apartment.",
    "{He} is independent in ADLs and walks with a cane.",
    "Receives services from {community}.",
)

FAMILY = (
    "{His} {rel} died of an MI at age {relage}.",
    "Mother with {eponym}; father with {pmh}.",
    "Family history is notable for {eponym} in {his} {rel}.",
    "{rel} with breast cancer at {relage}.",
    "No family history of {eponym} or sudden cardiac death.",
    "Noncontributory.",
    "{His} {rel}, {relname}, {relage}, has {pmh}.",
    "Father died at {relage} of a stroke; mother alive at {relage} with {eponym}.",
    "Two siblings, both healthy. No history of colon cancer.",
    "Several relatives with {pmh}.",
    "Mother: {pmh}, {eponym}. Father: deceased, {pmh}.",
    "Positive for {eponym} ({rel}, diagnosed in {his} {agegroup}).",
)

EXAM = (
    "VS: {vitals}",
    "Gen: pleasant, in no acute distress.",
    "HEENT: PERRL, EOMI, oropharynx clear.",
    "Neck: JVP {num} cm, no bruits.",
    "CV: RRR, {grade}/6 systolic murmur at the apex.",
    "Lungs: crackles at the {side} base.",
    "Abd: soft, nontender, + BS, negative {sign}.",
    "Ext: {grade}+ edema bilaterally to the knees.",
    "Neuro: A&O x3, CN II-XII intact, strength 5/5, {sign} negative.",
    "Skin: no rashes.",
    "Weight {weight}.",
    "Neuro: {sign} present on the {side}.",
    "Rectal: guaiac negative.",
    "General: elderly {sexw}, comfortable, speaking in full sentences.",
    "Chest: decreased breath sounds at the {side} base, dullness to percussion.",
    "Heart: irregularly irregular, no rubs or gallops.",
    "Extremities: warm, {grade}+ DP pulses, no clubbing.",
    "Psych: appropriate mood and affect.",
    "Back: no CVA tenderness.",
    "Mental status: oriented x{grade}, {score}.",
)

COURSE = (
    "{Pt} was admitted to {unit} and started on {drug}.",
    "{He} was diuresed with {drug} with good response and was net negative {num} liters by {hospday}.",
    "Cardiology ({consultant}) was consulted and recommended {drug}.",
    "On hospital day {num} ({hospday}) {he} developed {complaint}; a CXR showed no acute process.",
    "{His} {edevice} was removed on {hospday} and {he} voided without difficulty.",
    "Repeat labs on {hospday} showed {labs}.",
    "{He} was seen by physical therapy, who recommended discharge to {hosp_other} for rehab.",
    "The patient remained in room {room} on telemetry without events.",
    "{He} was transfused {num} units of PRBCs with appropriate rise in hematocrit.",
    "{His} {drugname} was held given {labs}.",
    "Blood cultures from {hospday} grew {organism}, and {he} was treated with {antibiotic}.",
    "Pathology (specimen {bioid}) showed no evidence of malignancy.",
    "An echo on {hospday} showed an EF of {ef}%.",
    "{He} underwent a {proc} on {hospday}, which {he} tolerated well.",
    "The case was discussed with {his} {rel}, {relname}, who agreed with the plan.",
    "{Pt} was evaluated for {eponym} by neurology; {sign} was absent.",
    "Social work met with the family regarding discharge planning.",
    "{His} pacemaker (serial {device_id}) was interrogated and functioning normally.",
    "Vital signs at discharge: {vitals}.",
    "On {hospday} {he} was restarted on {drug}.",
    "{His} creatinine peaked at {num}.{num} on {hospday} and was {num}.{num} by {discharge}.",
    "By {hospday} {he} was ambulating independently.",
    "{He} was made DNR/DNI on {hospday} after discussion with {his} {rel}.",
    "Labs at discharge: {labs}.",
)

PLAN = (
    "Continue {drug}.",
    "Start {drug}.",
    "Increase the dose: {drug}.",
    "Check {labname} in {num} weeks.",
    "Follow up with {pcp} on {fu}.",
    "Refer to {consultant} in {clinic} for {eponym}.",
    "Repeat echo in {num} months.",
    "Will discuss with {dr}.",
    "{dx}: improved; continue current regimen.",
    "{pmh}: stable on {drugname}.",
    "Flu shot given today.",
    "RTC {num} weeks or sooner prn.",
    "Call {hphone} with any questions.",
    "Encouraged weight loss and exercise.",
    "Hold {drugname} for SBP < 100.",
    "Next appointment {fu} at {time}.",
    "{pmh}: check {labname} today; adjust {drugname} accordingly.",
    "{dx} - resolved.",
    "Stop {drugname}; start {drug}.",
    "Home PT/OT through {community}.",
    "Discussed code status: full code.",
    "Return on {fu} for {labname}.",
)

FOLLOWUP = (
    "Follow up with {pcp} in {num} weeks.",
    "Follow-up appointment with {consultant} on {fu} at {time}.",
    "Please call {hphone} to schedule a follow-up with {dr}.",
    "Call the clinic at {hphone} {ext} for an appointment with {dr}.",
    "{dr}'s office ({ext}) will call {him} with a date.",
    "{He} will see {dr} on {fu_weekday}, {fu}.",
    "VNA ({community}) to visit within 48 hours; their number is {phone}.",
    "Labs to be drawn at {hosp} on {fu}.",
    "Appointment: {clinic}, {fu}, {time}.",
)


def _section_headers(n: Note, name, templates, k, *, sep=" ", bullets=False):
    n.header(name, inline=False if bullets else None)
    if bullets:
        n.bullets(templates, k)
    else:
        n.sentences(templates, k, sep)
        n.nl()
    n.para_break()


def _record_date(n: Note):
    if n.rng.random() < 0.45:
        n.lit(n.rng.choice(("\n\n\n", "\n", "")))
        n.lit("Record date: ")
        n.s_record_date()
        n.lit(n.rng.choice(("\n\n\n", "\n\n", "\n")))


def _signature(n: Note):
    rng = n.rng
    n.lit(rng.choice(("", "Electronically signed by ", "Signed: ", "Dictated by: ",
                      "______________________________\n")))
    n.s_author()
    n.lit(rng.choice((", MD", ", M.D.", " MD", ", MD, PhD", "")))
    n.nl()
    if rng.random() < 0.5:
        n.fill(rng.choice(("Pager {pager}\n", "pgr #{pager}\n", "{attending} / {user}\n",
                           "{demail}\n", "Lic # {lic}\n", "DEA# {lic}\n", "Beeper {pager}\n")))
    if rng.random() < 0.45:
        n.fill(rng.choice((
            "DD: {discharge_n}\nDT: {discharge_n} {time}\nDV: {visit_n}\n",
            "{author_initials}/{typist}\n",
            "D: {discharge_n} T: {discharge_n}\nJob #{idnum}\n",
            "eScription document: {idnum} {typist}\n",
            "Transcribed by: {typist} on {visit_n}\n",
            "Entered by {user} from workstation {ip}\n",
        )))
    if rng.random() < 0.35:
        n.fill(rng.choice(("cc: {pcp}\n", "cc: {dr}; {dr}\n", "CC: {consultant}, {clinic}\n",
                           "cc: {pcp}, {hosp_other}\n")))


# ---------------------------------------------------------------------------------------
# Note types

def discharge_summary(n: Note):
    rng = n.rng
    _record_date(n)
    if rng.random() < 0.4:
        n.s_hosp_full()
        n.nl()
    n.lit(rng.choice(("DISCHARGE SUMMARY", "Discharge Summary", "DISCHARGE SUMMARY NAME: ",
                      "*** DISCHARGE SUMMARY ***")))
    if n.segs[-1][0].endswith(": "):
        n.s_pt_header()
    n.nl()
    header = [
        "Name: {pt_header}", "MRN: {mrn}", "Unit No: {mrn}", "Admission Date: {admit_n}",
        "Discharge Date: {discharge_n}", "Attending: {attending}", "DOB: {dob}",
        "Service: {unit}", "Account #: {acct}", "PCP: {pcp}", "Date of Birth: {dob}",
    ]
    chosen = [h for h in header if rng.random() < 0.6]
    for key in ("Admission Date: {admit_n}", "Discharge Date: {discharge_n}"):
        if key not in chosen:
            chosen.append(key)
    if rng.random() < 0.4:
        # two fields per line, as on many printed headers
        for a, b in zip(chosen[::2], chosen[1::2] + [""]):
            n.fill(a)
            if b:
                n.lit(" " * rng.randint(3, 12))
                n.fill(b)
            n.nl()
    else:
        for h in chosen:
            n.fill(h)
            n.nl()
    n.para_break()
    if rng.random() < 0.25:
        demographics(n)
    if rng.random() < 0.3:
        n.rule()
    n.header(("Principal Diagnosis", "Admission Diagnosis", "Diagnosis"), inline=True)
    n.s_dx()
    n.para_break()
    n.header(("History of Present Illness", "HPI", "History of present illness"))
    n.sentences(HPI, (4, 9))
    n.nl()
    n.para_break()
    sections = [
        lambda: _section_headers(n, ("Past Medical History", "PMH", "Past medical history"),
                                 PMH_LINES, (3, 7), bullets=True),
        lambda: _section_headers(n, ("Medications on Admission", "Home Medications",
                                     "Medications"), MEDS_LINES, (3, 8), bullets=True),
        lambda: (n.header(("Allergies", "ALL")), n.s_allergy(), n.nl(), n.para_break()),
        lambda: _section_headers(n, ("Social History", "SH", "Social history"), SOCIAL, (2, 5)),
        lambda: _section_headers(n, ("Family History", "FH"), FAMILY, (1, 3)),
        lambda: _section_headers(n, ("Physical Examination", "Exam on Admission", "PE"),
                                 EXAM, (4, 9), sep="\n"),
    ]
    order = list(range(len(sections)))
    if rng.random() < 0.3:
        rng.shuffle(order)
    for i in order:
        if rng.random() < 0.8:
            sections[i]()
    n.header(("Hospital Course", "Brief Hospital Course", "Hospital course by problem"))
    if rng.random() < 0.4:
        n.bullets(COURSE, (4, 9), style=rng.choice(("1. ", "#", "- ")))
    else:
        for _ in range(rng.randint(2, 4)):
            n.sentences(COURSE, (2, 6))
            n.nl()
            n.para_break()
    n.para_break()
    _section_headers(n, ("Discharge Medications", "Medications on Discharge"), MEDS_LINES,
                     (3, 9), bullets=True)
    n.header(("Disposition", "Discharge Disposition"), inline=True)
    n.fill(rng.choice(("Home with services.", "Home.", "Rehab at {hosp_other}.",
                       "Discharged to {hosp_other} (room {room}).", "Home with VNA.",
                       "Extended care facility: {hosp_other}")))
    n.nl()
    n.para_break()
    _section_headers(n, ("Follow-up", "Follow up", "Followup Appointments"), FOLLOWUP, (1, 3),
                     bullets=rng.random() < 0.5)
    _signature(n)


def progress_note(n: Note):
    rng = n.rng
    _record_date(n)
    opening = rng.choice((
        "{clinic}\n{hosp}\n", "{hosp}\n{haddr}\n\n", "{unit} - {hosp}\n", "",
        "PROGRESS NOTE\n", "Internal Medicine\n{hosp}\n",
    ))
    n.fill(opening)
    n.fill(rng.choice(("Patient: {pt_header}   MRN: {mrn}\n", "Name: {pt_header}\nMR# {mrn}\n",
                       "{pt_header} ({mrn})\n", "RE: {pt_full}\nDOB: {dob}\n",
                       "Patient name: {pt_header}\nDate of visit: {visit_n}\n", "")))
    n.para_break()
    if rng.random() < 0.2:
        demographics(n)
    if rng.random() < 0.25:
        n.rule()
    n.header(("Reason for visit", "Chief Complaint", "CC", "Reason for Visit"), inline=True)
    n.fill(rng.choice(("f/u {pmh}", "{complaint}", "Follow-up of {pmh} and {pmh}",
                       "routine follow up", "{complaint} x {dur}", "post-hospital follow-up")))
    n.nl()
    n.para_break()
    n.header(("Interval History", "HPI", "History of Present Illness", "Subjective"))
    n.sentences(HPI + (
        "{He} was last seen here on {prev}.",
        "Since the last visit {he} has been feeling well overall.",
        "{He} was admitted to {hosp_other} in {past} for {dx} and is here for follow-up.",
        "{He} has been checking {his} BP at home: {vitals}.",
        "{He} went to {landmark} with {his} {rel} last month.",
        "{He} has been taking {drug} without side effects.",
        "{He} called the office on {weekday} complaining of {complaint}.",
    ), (4, 9))
    n.nl()
    n.para_break()
    if rng.random() < 0.7:
        _section_headers(n, ("Problems", "Problem List", "Active Problems"), PMH_LINES, (3, 6),
                         bullets=True)
    if rng.random() < 0.8:
        _section_headers(n, ("Medications", "Current Medications", "Meds"), MEDS_LINES, (3, 9),
                         bullets=True)
    if rng.random() < 0.6:
        n.header(("Allergies",), inline=True)
        n.s_allergy()
        n.nl()
        n.para_break()
    if rng.random() < 0.45:
        _section_headers(n, ("Health Maintenance", "Preventive Care", "HCM"),
                         HEALTH_MAINTENANCE, (2, 6), bullets=True)
    if rng.random() < 0.5:
        _section_headers(n, ("Social History", "SH"), SOCIAL, (1, 4))
    if rng.random() < 0.3:
        _section_headers(n, ("Family History", "FH"), FAMILY, (1, 2))
    n.header(("Review of Systems", "ROS"), inline=True)
    n.fill(rng.choice(("Negative except as above.", "No fevers, chills, or night sweats. Denies "
                       "{complaint}.", "Positive for {complaint}; otherwise negative in detail.")))
    n.nl()
    n.para_break()
    _section_headers(n, ("Physical Exam", "Exam", "PE"), EXAM, (3, 8), sep="\n")
    if rng.random() < 0.6:
        n.header(("Labs", "Data", "Laboratory Data"))
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.4:
                n.s_prev()
                n.lit(": ")
            n.s_labs()
            n.nl()
        n.para_break()
    n.header(("Assessment and Plan", "A/P", "Impression and Plan", "Assessment/Plan", "Plan"))
    if rng.random() < 0.3:
        n.fill("{a_age} {sexw} with {pmh_list}, here for follow up. ")
        n.nl()
    n.bullets(PLAN, (3, 7), style=rng.choice(("1. ", "1) ", "- ", "#", "* ")))
    n.para_break()
    _signature(n)


NURSING = (
    "pt is {a_age} {sexw} admitted {admit} with {dx}.",
    "{age_sex} pod #{num} s/p {proc}, admitted {admit}.",
    "last bm {hospday}.",
    "{edevice} placed {hospday}, due for change {fu}.",
    "dr {dr_last} in at {time} on {hospday}, aware of {labs}.",
    "neuro: a&o x3, follows commands, mae. {score}.",
    "neuro: alert, oriented to person only, pupils equal and reactive.",
    "cv: nsr 70s-80s, bp stable {vitals}.",
    "cv: afib rate 90s-110s, {drug} given with effect.",
    "resp: ls clear bilat, sats low 90s on 2l nc.",
    "resp: coarse bs, sxn for thick yellow secretions.",
    "gi: abd soft, +bs, tol po diet, last bm {weekday}.",
    "gu: {edevice} draining clear yellow urine, uo adequate.",
    "gu: voiding qs.",
    "skin: intact, turned q2h, braden {num}.",
    "id: afebrile, on {drug}.",
    "endo: fs 150s-250s, covered per ss.",
    "pain: c/o {complaint}, medicated with {drug} with relief.",
    "social: {rel} {relname} in to visit, updated on plan of care.",
    "family called at {time}, {rel} {relname} can be reached at {cell}.",
    "dr {dr_last} aware of {labs}.",
    "md {dr_last} notified at {time} re {complaint}.",
    "plan: cont to monitor, ? d/c to {hosp_other} on {fu_weekday}.",
    "pt moved to rm {room} at {time}.",
    "pt in bed {bed}, side rails up x2, call light in reach.",
    "labs sent at {time}: {labs}.",
    "pt states {quote}.",
    "{pt_first} ambulated in hall with pt x2.",
    "pt ({pt_initials}) resting comfortably, {rel} at bedside.",
    "transferred from {unit} at {time} via stretcher.",
    "safety: fall risk, bed alarm on, {score}.",
    "iv: piv {side} ac, site cdi.",
    "npo after midnight for {proc} in am.",
)


def nursing_note(n: Note):
    """Nursing notes, often written in capitals (upper-cased when assembled)."""
    rng = n.rng
    _record_date(n)
    n.fill(rng.choice(("nursing note {hospday} 7a-7p\n", "nsg note {time}-{time}\n",
                       "nursing progress note\n", "rn note - {unit}\n",
                       "nursing admission note {admit_n}\n", "nursing {hospday} {time}\n")))
    if rng.random() < 0.5:
        n.fill(rng.choice(("pt: {pt_header}  mrn {mrn}\n", "{pt_header} rm {room}\n",
                           "name: {pt_full} / {mrn}\n")))
    n.para_break()
    if rng.random() < 0.5:
        for t in n.choose(NURSING, (5, 12)):
            n.fill(t)
            n.nl()
    else:
        n.sentences(NURSING, (5, 12), sep=rng.choice((" ", "  ", "\n")))
        n.nl()
    n.para_break()
    n.lit(rng.choice(("", "signed ", "rn: ", "- ")))
    n.s_nurse()
    n.lit(rng.choice((", rn", " rn", ", r.n.", "")))
    n.nl()


LETTER_BODY = (
    "I had the pleasure of seeing {pt_formal} in {clinic} on {visit} for evaluation of "
    "{complaint}.",
    "Thank you for referring {pt_full}, {a_age} {sexw} with {pmh_list}, whom I saw in "
    "consultation on {visit}.",
    "As you know, {he} is {a_age} {prof} with {pmh} who was admitted to {hosp} in {past} "
    "with {dx}.",
    "{He} reports {complaint} that started {dur} ago.",
    "On examination today: {vitals}.",
    "Recent laboratory studies show {labs}.",
    "My impression is that {his} symptoms are most consistent with {eponym}.",
    "I have recommended that {he} start {drug}.",
    "I would also recommend a {proc} evaluation at {hosp_other}.",
    "{He} will return to see me on {fu}.",
    "I have asked {him} to call my office at {hphone} if {his} symptoms worsen.",
    "Please do not hesitate to contact me at {hphone} or by e-mail at {demail}.",
    "Records may be faxed to {hfax}.",
    "{He} was last seen by me on {prev}.",
    "{He} first developed {complaint} at age {age_at}.",
    "We will repeat the studies on {fu}.",
    "{He} continues to work as a {prof} at {org} and is able to do so without restriction.",
    "{He} was accompanied by {his} {rel}, {relname}.",
    "Results are available on the patient portal at {url}.",
    "{He} plans to travel to {any_country} in {past} and I have provided a letter for the airline.",
    "A copy of this letter has been sent to {pcp}.",
    "{His} {drugname} was discontinued because of {complaint}.",
    "Bone marrow biopsy (accession {bioid}) confirmed the diagnosis.",
    "I reviewed {pt_first}'s records from {hosp_other} ({city}, {state}).",
    "{He} has {eponym}, which is unrelated to {his} current complaint.",
)


def clinic_letter(n: Note):
    rng = n.rng
    n.author = n.consultant  # a specialist writes to the primary care physician
    _record_date(n)
    n.s_hosp_full()
    n.nl()
    if rng.random() < 0.7:
        n.s_clinic() if rng.random() < 0.5 else n.s_unit()
        n.nl()
    n.s_haddr()
    n.nl()
    n.fill(rng.choice(("Tel {hphone}   Fax {hfax}\n", "Phone: {hphone}\nFax: {hfax}\n",
                       "T: {hphone} | F: {hfax} | {url}\n", "{hphone} {ext}\n")))
    n.para_break()
    n.s_visit()
    n.para_break()
    if rng.random() < 0.6:
        n.lit("Dr. ")
        p = n.pcp
        n.phi(f"{p.first} {p.last}", "DOCTOR")
        n.nl()
        n.fill(rng.choice(("{hosp_other}\n", "{clinic}\n", "")))
        n.para_break()
    n.fill(rng.choice(("RE: {pt_full}\nDOB: {dob}\nMRN: {mrn}\n",
                       "Re: {pt_header}, DOB {dob}\n", "RE: {pt_full} (MR# {mrn})\n",
                       "Patient: {pt_full}\nDate of Birth: {dob}\n")))
    n.para_break()
    n.lit("Dear ")
    if rng.random() < 0.85:
        n.lit("Dr. ")
        n.s_pcp_last()
    else:
        n.lit("Colleague")
    n.lit(rng.choice((",", ":")))
    n.para_break()
    for _ in range(rng.randint(2, 5)):
        n.sentences(LETTER_BODY, (2, 5))
        n.nl()
        n.para_break()
    if rng.random() < 0.5:
        n.lit("Current medications:\n")
        n.bullets(MEDS_LINES, (2, 6))
        n.para_break()
    n.lit(rng.choice(("Sincerely,", "With best regards,", "Yours sincerely,", "Best wishes,")))
    n.para_break()
    _signature(n)


RADIOLOGY_FINDINGS = (
    "There is a {num} mm nodule in the {side} upper lobe.",
    "No pleural effusion or pneumothorax.",
    "The cardiac silhouette is enlarged.",
    "Comparison is made to the prior study of {prev}.",
    "Compared with the outside study from {hosp_other} dated {past_on}, there is no change.",
    "A {edevice} is in place with the tip in the SVC.",
    "Pacemaker leads are in stable position (device serial {device_id}).",
    "Degenerative changes of the spine.",
    "There is a {num} cm hypodense lesion in the liver, likely a cyst.",
    "Findings were discussed with {dr} at {time} on {visit}.",
    "No acute intracranial hemorrhage.",
    "Mild bibasilar atelectasis.",
)


def radiology_report(n: Note):
    rng = n.rng
    _record_date(n)
    n.fill(rng.choice(("{hosp} Department of Radiology\n", "RADIOLOGY REPORT\n",
                       "{hosp} - Imaging Services\n")))
    n.fill(rng.choice(("Patient: {pt_header}  MRN: {mrn}  DOB: {dob}\n",
                       "Name: {pt_header}\nMRN: {mrn}\nAccession: {idnum}\n",
                       "{pt_header} / {mrn} / Acc# {idnum}\n")))
    n.fill(rng.choice(("Exam date: {visit_n} {time}\n", "Date of exam: {visit_n}\n",
                       "Exam: CT chest with contrast, {visit_n}\n")))
    n.fill("Ordering physician: {dr}\n")
    n.para_break()
    n.header(("Clinical Indication", "History", "Indication"), inline=True)
    n.fill(rng.choice(("{age_sex} with {complaint}.", "{complaint}, r/o {dx}.",
                       "{pmh}, evaluate for {dx}.")))
    n.nl()
    n.para_break()
    n.header(("Findings",))
    n.sentences(RADIOLOGY_FINDINGS, (3, 6))
    n.nl()
    n.para_break()
    n.header(("Impression",))
    n.bullets(("No acute cardiopulmonary process.", "{num} mm nodule; recommend follow-up CT in "
               "{num} months.", "Stable compared with {prev}.", "Findings consistent with {dx}.",
               "Cardiomegaly."), (1, 3), style=rng.choice(("1. ", "- ", "")))
    n.para_break()
    n.lit("Electronically signed: ")
    n.s_author()
    n.lit(", MD  ")
    n.s_visit_n()
    n.lit(" ")
    n.s_time()
    n.nl()
    if rng.random() < 0.4:
        n.fill("Report accessed from {ip} by {user}\n")


def ed_note(n: Note):
    rng = n.rng
    _record_date(n)
    n.fill(rng.choice(("EMERGENCY DEPARTMENT NOTE\n", "{hosp} ED Attending Note\n",
                       "ED Triage Note - {hosp}\n")))
    n.fill(rng.choice(("Pt: {pt_header}, {age_sex}\nMRN: {mrn}\n", "{pt_header}  {mrn}\n",
                       "Name: {pt_full}   Age: {age}   Room: {room}\n")))
    n.fill("Arrival: {visit_n} {time}\n")
    if rng.random() < 0.4:
        n.fill(rng.choice(("Insurance: {insurer} #{plan}\n", "SSN: {ssn}\n",
                           "Address: {addr}\nPhone: {phone}\n", "Email: {email}\n")))
    n.para_break()
    n.header(("Chief Complaint", "CC"), inline=True)
    n.s_complaint()
    n.nl()
    n.para_break()
    n.header(("HPI",))
    n.sentences(HPI + (
        "{He} was the restrained driver in an MVC on {weekday}; vehicle plate {vehicle}.",
        "Brought in by {city} EMS from {his} home at {street}.",
        "{He} was found down at {landmark} by a passerby at {time}.",
    ), (3, 6))
    n.nl()
    n.para_break()
    _section_headers(n, ("Exam", "Physical Exam"), EXAM, (3, 6), sep="\n")
    if rng.random() < 0.3:
        n.rule()
    n.header(("ED Course", "MDM"))
    n.sentences(COURSE[:6] + PLAN[:6], (2, 4))
    n.nl()
    n.para_break()
    n.header(("Disposition",), inline=True)
    n.fill(rng.choice(("Admit to {unit}, {attending}.", "Discharged home; follow up with {pcp}.",
                       "Admitted to medicine, room {room}.", "Transfer to {hosp_other}.")))
    n.nl()
    n.para_break()
    _signature(n)


def demographics(n: Note):
    """A registration block some records carry (address, phone, SSN, insurance)."""
    lines = [
        "Address: {addr}", "Home phone: {phone}", "Cell: {cell}", "SSN: {ssn}",
        "Insurance: {insurer}, ID {plan}", "E-mail: {email}", "Employer: {org}",
        "Emergency contact: {relname} ({rel}) {cell}", "Account: {acct}",
    ]
    for line in n.choose(lines, (2, 5)):
        n.fill(line)
        n.nl()
    n.para_break()


NOTE_WRITERS = {
    "discharge_summary": discharge_summary,
    "progress_note": progress_note,
    "nursing_note": nursing_note,
    "clinic_letter": clinic_letter,
    "radiology_report": radiology_report,
    "ed_note": ed_note,
}
