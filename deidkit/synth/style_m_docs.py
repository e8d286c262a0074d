"""Style M document types (slots: :class:`deidkit.synth.style_m.MNote`): specialty clinical
care (chemotherapy-cycle notes, radiotherapy summaries, labour-and-delivery records,
well-child and immunisation visits, device-clinic interrogations, IVF cycle records,
sexual-health notes, diabetes clinic notes, transplant follow-up letters, dermatology biopsy
results, nurse-line call records, trial screening logs, study-visit notes, travel-medicine
consults), as prose, key-value forms, tables, lists and letters. Case, wrapping and typos are
decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_m import MNote, SubjectM, subject_builder

#: (document type, share) and the care team who writes it (a key of style_m.UNITS).
NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("chemo_cycle", 7), ("radiotherapy_summary", 5), ("delivery_record", 24), ("well_child", 10),
    ("device_clinic", 6), ("ivf_cycle", 10), ("sexual_health", 6), ("diabetes_clinic", 7),
    ("transplant_letter", 6), ("derm_biopsy", 6), ("nurse_line", 7), ("trial_screening", 5),
    ("study_visit", 5), ("travel_consult", 7))
ROLE = {"chemo_cycle": "onc", "radiotherapy_summary": "rt", "delivery_record": "obs",
        "well_child": "ped", "device_clinic": "dev", "ivf_cycle": "ivf", "sexual_health": "sh",
        "diabetes_clinic": "dm", "transplant_letter": "tx", "derm_biopsy": "derm",
        "nurse_line": "line", "trial_screening": "trial", "study_visit": "trial",
        "travel_consult": "travel"}


def _label(n: MNote, en: str, es: str, fr: str) -> str:
    """A field label in English, or now and then in the site's language (Spanish or French)."""
    if n.rng.random() < 0.3:
        return es if n.lang == "es" else fr
    return en


def _pick(n: MNote, english: tuple, es: str, fr: str) -> str:
    """One of the English titles, or the local one (Spanish or French) now and then."""
    return n.rng.choice(english + ((es if n.lang == "es" else fr),))


def _header(n: MNote, title: str) -> None:
    """The hospital's letterhead or a one-line banner, then the title."""
    rng = n.rng
    r = rng.random()
    if r < 0.4:
        n.fill("{hosp}\n{unit}\n")
        n.fill(rng.choice(("{site_address}\n", "Tel {site_phone} - Fax {fax}\n", "")))
    elif r < 0.7:
        n.fill("{hosp} | {unit} | " + rng.choice(("{site_city}", "{url}", "{site_phone}")) + "\n")
    n.nl()
    n.lit(title + "\n\n")


def _id_block(n: MNote, k=(4, 7)) -> None:
    rng = n.rng
    n.kv(((_label(n, "Patient", "Paciente", "Nom"), rng.choice(("{pt}", "{nom}"))),
          (_label(n, "DOB", "Fecha de nacimiento", "Date de naissance"), "{dob} ({age} y)"),
          (_label(n, "Record no.", "NHC", "N° dossier"), "{mrn}"),
          ("ID", "{nid}"), (_label(n, "Insurance", "Prevision", "Mutuelle"), "{insurer}, {plan}"),
          (_label(n, "Date", "Fecha", "Date"), "{date}")), k=k)


# -- oncology ----------------------------------------------------------------------------------
def chemo_cycle(n: MNote):
    rng = n.rng
    regimen = rng.choice(("FOLFOX-6", "FOLFIRINOX", "carboplatin/paclitaxel weekly",
                          "AC-T (dose-dense)", "R-CHOP-21", "gemcitabine/nab-paclitaxel",
                          "capecitabine/oxaliplatin (XELOX)", "docetaxel 75 mg/m2"))
    if rng.random() < 0.5:
        _header(n, _pick(n, ("CHEMOTHERAPY CYCLE NOTE", "Oncology day unit: pre-treatment review"),
                         "Hospital de Dia - chemotherapy visit",
                         "Hopital de jour - cure de chimiotherapie"))
        _id_block(n)
        n.nl()
        n.kv((("Regimen", regimen), ("Cycle", rng.choice(("3 of 6", "C4D1", "5/12", "2 of 8",
                                                           "C7D8"))),
              ("BSA", "{bsa}"), ("Weight", "{weight}"), ("Performance", "{ecog}"),
              ("Location", "{room}"), ("Oncologist", "{staff}")), k=(5, 7))
        n.nl()
        n.heading(rng.choice(("Toxicity since last cycle", "Interval history")))
        n.bullets((
            "Nausea grade 1 (CTCAE v5.0), settled with ondansetron 8 mg",
            "Peripheral neuropathy grade 2: dose of oxaliplatin reduced by 20%",
            "Mucositis grade 1; mouthwash continued",
            "No febrile neutropenia; attended {bare_unit} once on {earlier} with diarrhoea",
            "Fatigue; still working as {a_job} three days a week",
            "Hand-foot syndrome grade 1, urea cream"), (2, 4))
        n.nl()
        n.row = 0
        n.table(["Test", "Result", "Range"], ["{lab_test}", "{lab_value}", "{lab_range}"],
                rng.randint(3, 6), before_row=n.next_row)
        n.nl()
        n.fill(rng.choice((
            "Fit to proceed. Next cycle {later}; bloods 48 h before at {hosp}.\n",
            "Cycle deferred one week (ANC below 1.5). Review {soon} with {staff2}.\n",
            "Proceed at 80% dose. Prescription checked by pharmacy; verified by {staff2}.\n")))
    else:
        n.fill(rng.choice(("{unit}, {hosp} - {date}\n\n", "Chemo review {date} {time}\n\n")))
        n.sentences((
            "{pt_full}, {age}, seen on the day unit before cycle {count} of " + regimen + ".",
            "{He} is accompanied by {his} {relation}, {rel}.",
            "Diagnosed in {long_ago} with stage III disease; treated with curative intent.",
            "Since the last cycle {he} reports grade 1 nausea and cold dysaesthesia lasting "
            "two days.",
            "{He} works as {a_job} at {employer} and has taken sick leave until {later}.",
            "ECOG 1, weight stable at {weight}.",
            "Bloods from {earlier}: neutrophils 2.1, platelets 188, bilirubin normal.",
            "Port-a-cath flushed, good return; dressing changed in {room}."), (4, 7))
        n.nl(2)
        n.fill(rng.choice((
            "Plan: proceed today; G-CSF from day 3. Next review {later}. Phone the chemo "
            "hotline on {site_phone} if temperature 38.0 C or above.\n",
            "Plan: hold treatment, repeat FBC on {soon}, discuss at the tumour board on "
            "{weekday}.\n")))
    n.nl()
    n.fill(rng.choice(("{staff}\n{unit}\n", "Signed: {staff} ({staff_licence})\n",
                       "-- {staff}, {date}\n")))


def radiotherapy_summary(n: MNote):
    rng = n.rng
    site_ = rng.choice(("left breast and supraclavicular fossa", "prostate and seminal vesicles",
                        "rectum (short course)", "right upper lobe", "whole brain",
                        "cervix with concurrent cisplatin", "oropharynx, bilateral neck"))
    _header(n, _pick(n, ("RADIOTHERAPY TREATMENT SUMMARY", "End of treatment summary"),
                     "Informe de fin de tratamiento", "Resume de fin de radiotherapie"))
    n.fill(rng.choice(("To: {gp}\n", "Dear {gp},\n\n", "")))
    _id_block(n, (3, 5))
    n.nl()
    n.kv((("Site treated", site_), ("Technique", rng.choice(("VMAT", "IMRT", "3D-CRT",
                                                            "SBRT", "IGRT with CBCT"))),
          ("Dose", "{gy}"), ("Machine", rng.choice(("TrueBeam 2", "Elekta Versa HD",
                                                    "Halcyon", "Tomotherapy HD"))),
          ("Start", "{weeks_ago}"), ("Completed", "{date}"), ("Gaps", rng.choice((
              "none", "2 days (machine service)", "1 day, public holiday"))),
          ("Radiation oncologist", "{staff}"), ("Physicist", "{staff2}")), k=(6, 9))
    n.nl()
    n.sentences((
        "Treatment was completed as planned without interruption.",
        "Acute toxicity: RTOG grade 1 skin erythema and mild fatigue.",
        "{pt_title} travelled daily from {city} with the hospital transport.",
        "Concurrent chemotherapy was given in {onc_unit}.",
        "{He} will be reviewed in the follow-up clinic on {later}.",
        "Please contact {unit} on {site_phone} with any late effects."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Yours sincerely,\n\n{staff}\n", "{staff}\ncc: {gp}; {other_hosp}\n")))


# -- maternity and children --------------------------------------------------------------------
def delivery_record(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("LABOUR AND DELIVERY RECORD\n{hosp} - {unit}\n\n",
                       "Delivery summary / " + _label(n, "birth record", "Resumen del parto",
                                                     "Compte rendu d'accouchement") + "\n\n",
                       "{unit} - birth record - {date}\n\n")))
    n.kv(((_label(n, "Mother", "Madre", "Mere"), "{pt}"), ("Age", "{age}"),
          ("G/P", rng.choice(("G2P1", "G1P0", "G3P2", "G4P2A1"))),
          ("Gestation", "{ga} weeks"), ("Record", "{mrn}"), ("Partner", "{partner}"),
          ("LMP", "{lmp}"), ("Cover", "{insurer} {plan}"),
          ("Blood group", rng.choice(("O Rh+", "A Rh-", "B+", "AB+")))),
         k=(5, 8))
    n.nl()
    n.heading(_label(n, rng.choice(("Partogram", "Labour progress")), "Partograma",
                     "Partogramme"))
    n.row = 0
    n.table(["Time", "Cervix (cm)", "FHR", "Contractions", "Obs"],
            ["{row_time}", "{row_cervix}", ("142", "138", "150", "128", "135"),
             ("3 in 10", "4 in 10", "2 in 10"), ("BP 118/72", "T 37.2", "liquor clear",
                                                 "oxytocin 4 mU/min", "epidural top-up")],
            rng.randint(3, 6), before_row=n.next_row)
    n.nl()
    n.sentences((
        "Spontaneous vaginal delivery at {time} on {date} in {room}.",
        "Delivered by {staff}, second midwife {staff2}.",
        "Third stage active, placenta complete, EBL 350 mL.",
        "Second-degree tear repaired under local by {staff2}.",
        "Induced for post-dates with misoprostol; epidural at 5 cm.",
        "{partner_first} present throughout; skin-to-skin in the first hour.",
        "Transferred to the postnatal ward, {bed}."), (3, 5))
    n.nl(2)
    n.heading(_label(n, "Newborn", "Recien nacido", "Nouveau-ne"))
    n.kv((("Name", "{baby_full}"), ("Born", "{date}, {time}"), ("Sex", "{kid_sex}"),
          ("Weight", "{birthweight}"), ("Apgar", "{apgar}"),
          ("Vitamin K", "1 mg IM given"), ("Hep B vaccine", "lot {lot}"),
          ("Paediatrician", "{gp}")), k=(5, 8))
    n.nl()
    n.fill(rng.choice((
        "Baby {baby_first} to room with mother; feeding well.\n",
        "{baby_first} admitted to the nursery for hypoglycaemia monitoring.\n",
        "Neonatal transfer to {other_hosp} by {call_sign} for CPAP.\n",
        "Birth notified to the civil registry of {site_city} on {soon}.\n")))


def well_child(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("WELL-CHILD VISIT\n\n", "{unit} - " + _label(
        n, "well-child check", "control del nino sano", "consultation de l'enfant") + "\n\n",
                       "Immunisation and growth check - {hosp}\n\n")))
    n.kv(((_label(n, "Child", "Nino/a", "Enfant"), "{baby}"),
          (_label(n, "DOB", "Fecha de nacimiento", "Ne(e) le"), "{kid_dob}"),
          ("Age", "{kid_age}"), ("Parent", "{pt}"), ("Record", "{mrn}"),
          ("Parent occupation", "{job}"), ("Phone", "{phone}"), ("Insurance", "{plan}"),
          ("Date", "{date}")), k=(5, 9))
    n.nl()
    n.row = 0
    n.table(["Measure", "Value", "Centile"], ["{row_measure}", "{row_value}", "{centile}"],
            rng.randint(3, 4), before_row=n.next_row)
    n.nl()
    n.heading(_label(n, "Vaccines given", "Vacunas administradas", "Vaccins"))
    for _ in range(rng.randint(2, 4)):
        n.lit("- " + rng.choice(("Hexavalent (DTaP-IPV-Hib-HepB)", "MMR", "PCV13",
                                 "MenB", "Rotavirus oral", "Varicella", "Pentavalent",
                                 "BCG", "Yellow fever")))
        opening = rng.choice((", lot ", " - lote ", " (lot ", ", Lot#"))
        n.lit(opening)
        n.fill("{lot}")
        n.lit(")\n" if "(" in opening else rng.choice((", left thigh IM\n", ", deltoid\n", "\n")))
    n.nl()
    n.sentences((
        "{baby_first} is walking, says {count} words and feeds well.",
        "Growth along the same centile since the last visit on {earlier}.",
        "{pt_first} asked about sleep; advice given.",
        "No reaction to previous vaccines reported by {his} {relation}.",
        "Next visit: {later}.",
        "Seen with {rel}, who cares for {baby_first} while {pt_first} works as {a_job}."),
        (3, 5))
    n.fill("\n\n" + rng.choice(("{staff}\n", "Nurse: {staff}; paediatrician {staff2}\n")))


# -- cardiac devices, diabetes ----------------------------------------------------------------
def device_clinic(n: MNote):
    rng = n.rng
    icd = rng.random() < 0.45
    model = rng.choice(("Medtronic Cobalt XT DR", "Boston Scientific Resonate EL ICD",
                        "Abbott Gallant DR", "Biotronik Rivacor 7 VR-T")) if icd else \
        rng.choice(("Medtronic Azure XT DR MRI", "Biotronik Enitra 8 DR-T", "Abbott Assurity MRI",
                    "Boston Scientific Accolade MRI", "Medtronic Micra AV"))
    _header(n, _pick(n, ("DEVICE INTERROGATION REPORT", "Pacemaker clinic follow-up"),
                     "Revision de marcapasos", "Controle de stimulateur cardiaque"))
    _id_block(n, (3, 5))
    n.nl()
    n.kv((("Device", model), ("Serial", "{serial}"), ("Implanted", "{long_ago}"),
          ("Implanting centre", "{other_hosp}"),
          ("RA lead", rng.choice(("CapSureFix 5076", "Solia S 53", "Tendril STS 2088TC")) +
           " SN {serial}"), ("RV lead", rng.choice(("Sprint Quattro 6947", "Reliance 4-Front",
                                                    "Plexa ProMRI S 65")) + " SN {serial}"),
          ("Mode", rng.choice(("DDD 60/130", "VVI 50", "AAI<=>DDD 60", "DDDR 55/120"))),
          ("Battery", "{battery} to ERI")), k=(5, 8))
    n.nl()
    n.table(["Lead", "Sensing", "Threshold", "Impedance"],
            [("RA", "RV", "LV"), ("2.8 mV", "11.2 mV", ">12 mV", "1.9 mV"), "{mv}", "{ohms}"],
            rng.randint(2, 3))
    n.nl()
    n.bullets((
        "Pacing: atrial 34%, ventricular 2%",
        "{count} AHRE episodes, longest 4 min; no AF burden",
        "VT zone 188 bpm: no therapies delivered" if icd else "No mode switches",
        "Remote monitoring active; last transmission {earlier}",
        "MRI conditional system, MRI mode programmed off",
        "Seen in {room} by {staff}"), (3, 5))
    n.nl()
    n.fill(rng.choice(("Next check {later} (remote) and in clinic in 12 months.\n",
                       "No programming changes. Report to {gp}. {staff}\n",
                       "Output reduced to 2.0 V; rate response on. "
                       "Signed {staff} ({staff_user})\n")))


def diabetes_clinic(n: MNote):
    rng = n.rng
    pump = rng.random() < 0.6
    if rng.random() < 0.5:
        _header(n, _pick(n, ("DIABETES CLINIC",), "Consulta de Endocrinologia",
                         "Consultation de diabetologie"))
        _id_block(n, (3, 6))
        n.nl()
        n.kv((("Type", rng.choice(("type 1 since childhood", "type 2", "LADA", "CFRD"))),
              ("HbA1c", "{hba1c}"), ("Previous", "{hba1c} on {earlier}"),
              ("Time in range", rng.choice(("68%", "54%", "72%", "81%"))),
              ("Pump", rng.choice(("MiniMed 780G", "Omnipod 5", "t:slim X2", "Accu-Chek Insight"))
               + " SN {pump_serial}" if pump else "none (MDI)"),
              ("CGM", rng.choice(("Dexcom G7", "FreeStyle Libre 3", "Guardian 4"))
               + " sensor {sensor_serial}"),
              ("Weight", "{weight}"), ("eGFR", ">90 mL/min"), ("Seen by", "{staff}")), k=(6, 9))
    else:
        n.fill("{date} - diabetes review - {unit}\n\n")
        n.sentences((
            "{pt_full} ({age}) attends with {his} {relation}.",
            "HbA1c today {hba1c}, improved from {hba1c}.",
            "Pump download: basal 18.4 U/day, bolus 22 U/day, auto-correction 11%.",
            "Pump serial {pump_serial} replaced under warranty after an occlusion alarm.",
            "Two hypoglycaemia episodes below 3.0 mmol/L, both after football.",
            "Works shifts as {a_job}; carbohydrate counting revised with the dietitian.",
            "Feet: monofilament normal, pulses present.",
            "Retinal screening on {earlier}: no retinopathy."), (4, 6))
    n.nl(2)
    n.fill(rng.choice(("Plan: ICR 1:10 at breakfast, review {later}. {staff}\n",
                       "Next visit {later} in {room}. Educator: {staff2}\n",
                       "Letter to {gp}; copy to patient at {email}.\n")))


# -- fertility, sexual health -------------------------------------------------------------------
def ivf_cycle(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("{unit} - IVF/ICSI cycle record\n\n", "ASSISTED REPRODUCTION CYCLE\n\n",
                       "{hosp} - " + _pick(n, ("IVF cycle sheet",), "hoja de ciclo FIV",
                                           "fiche de cycle FIV") + "\n\n")))
    n.kv((("Patient", "{pt}"), ("Age", "{age}"), ("Partner", "{partner}"),
          ("Partner age", "{partner_age}"), ("Partner occupation", "{partner_job}"),
          ("Record", "{mrn}"), ("Protocol", rng.choice(("antagonist", "long agonist",
                                                        "mild stimulation", "PPOS"))),
          ("Cycle start", "{stim_start}"), ("Funding", "{insurer}, {plan}"),
          ("Clinician", "{staff}")), k=(6, 10))
    n.nl()
    n.row = 0
    n.table(["Day", "FSH dose", "E2 (pmol/L)", "Follicles >14 mm"],
            ["{row_day}", ("225 IU", "150 IU", "300 IU"), ("1840", "3920", "6150", "980"),
             ("3", "6", "9", "11")], rng.randint(3, 5), before_row=n.next_row)
    n.nl()
    n.sentences((
        "Oocyte retrieval on {date} at {time}: {count} oocytes, 9 MII, ICSI performed.",
        "Trigger with triptorelin 0.2 mg given at 22:00.",
        "Semen sample from {semen}: 28 million/mL, 41% progressive.",
        "Day 5: two blastocysts (4AA, 3BB) vitrified.",
        "Single embryo transfer on {soon}, embryo ID {embryo}, by {staff}.",
        "Embryologist {staff2} witnessed the transfer (double-check, RI Witness)."), (3, 5))
    n.nl(2)
    n.heading(rng.choice(("Cryostorage", "Vitrification")))
    n.table(["Embryo", "Grade", "Straw", "Tank/canister"],
            ["{embryo}", ("4AA", "3BB", "4AB", "5BA"), "{straw}",
             ("T3 / C2", "T1 / C5", "Tank 4, canister B", "T2 / C1")], rng.randint(1, 3))
    n.nl()
    n.fill(rng.choice(("Self-funded cycle, invoice account {account}.\n",
                       "Pregnancy test due {later}; call {site_phone}.\n",
                       "Consent forms signed by {pt_first} and {partner_first} on {earlier}.\n")))


def sexual_health(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("SEXUAL HEALTH CLINIC - CONFIDENTIAL\n", "{unit}, {hosp}\n",
                       _label(n, "Sexual health consultation", "Consulta ITS",
                              "Consultation IST") + "\n")))
    n.fill(rng.choice(("Clinic number: {clinic_no}\n", "Clinic no {clinic_no}  Date {date}\n",
                       "N° consultant: {clinic_no}\n")))
    n.fill(rng.choice(("Name withheld at patient's request; age {age}\n\n",
                       "Patient: {pt_first} ({age}), contact {phone}\n\n",
                       "{pt}, DOB {dob}\n\n")))
    n.sentences((
        "Attends with dysuria for {count} days after a new partner.",
        "Last HIV test {earlier}, negative; on PrEP (TDF/FTC) since {long_ago}.",
        "Swabs taken: NAAT for chlamydia and gonorrhoea (three sites), syphilis serology, "
        "HIV 4th generation.",
        "Ceftriaxone 1 g IM given as presumptive treatment.",
        "Partner notification discussed; {he} will inform the partner.",
        "Works as {a_job}; prefers results by SMS to {phone}.",
        "HPV vaccine dose 2 given, lot {lot}.",
        "Seen by {staff} in {room}."), (4, 6))
    n.nl(2)
    n.bullets(("Chlamydia NAAT: pending", "RPR non-reactive, TPPA negative",
               "HIV Ag/Ab: negative", "Creatinine {creat}", "Hep B sAb 112 mIU/mL"), (2, 4))
    n.fill(rng.choice(("\nRecall {later}. {staff}\n", "\nEntered by {staff_user} at {time}\n")))


# -- transplant, dermatology -------------------------------------------------------------------
def transplant_letter(n: MNote):
    rng = n.rng
    organ = rng.choice(("kidney", "kidney", "liver", "kidney-pancreas"))
    _header(n, _pick(n, ("Transplant follow-up", "TRANSPLANT CLINIC LETTER"),
                     "Consulta de seguimiento post-trasplante", "Suivi post-greffe"))
    n.fill(rng.choice(("{date}\n\nDear {gp},\n\n", "{date}\nTo: {gp}\n\n")))
    n.fill("Re: {pt_full}, DOB {dob}, record {mrn}\n")
    n.fill(rng.choice(("Recipient code {donor_id}\n\n", "\n")))
    n.sentences((
        "I reviewed {pt_title} in clinic today, " + rng.choice(("3", "6", "14", "26")) +
        " months after " + organ + " transplantation at {other_hosp} on {long_ago}.",
        "The graft came from a " + rng.choice(("deceased donor (DBD)", "deceased donor (DCD)",
                                               "living related donor")) + ", donor ID "
        "{donor_id}.",
        "{His} {relation}, {rel}, was the living donor and is followed in our donor clinic.",
        "Tacrolimus trough {trough} on mycophenolate 500 mg bd and prednisolone 5 mg.",
        "Creatinine {creat}, stable; no proteinuria.",
        "HLA mismatch 1-1-0; no donor-specific antibodies on the screen of {earlier}.",
        "CMV PCR undetectable; valganciclovir prophylaxis stopped.",
        "{He} has returned to work as {a_job}."), (4, 7))
    n.nl(2)
    n.fill(rng.choice(("Next review {later}. Bloods at {lab} one week before.\n",
                       "Please continue all medications unchanged.\n")))
    n.fill(rng.choice(("\nYours sincerely\n\n{staff}\n{unit}\n", "\n{staff}, {staff_licence}\n")))


def derm_biopsy(n: MNote):
    rng = n.rng
    dx = rng.choice(("superficial spreading melanoma, Breslow 0.6 mm, Clark level III, "
                     "no ulceration, mitoses 1/mm2", "nodular basal cell carcinoma, "
                     "excised with 2 mm clearance", "actinic keratosis", "compound naevus, "
                     "no atypia", "squamous cell carcinoma in situ (Bowen's disease)",
                     "seborrhoeic keratosis"))
    _header(n, _pick(n, ("BIOPSY RESULT", "Skin biopsy: histology result"),
                     "Resultado de biopsia cutanea", "Resultat de biopsie cutanee"))
    if rng.random() < 0.5:
        n.kv((("Patient", "{pt}"), ("DOB", "{dob}"), ("Record", "{mrn}"),
              ("Specimen", "{specimen}"), ("Taken", "{weeks_ago}"), ("Reported", "{date}"),
              ("Site", rng.choice(("left upper back", "right forearm", "nasal ala",
                                   "left calf", "scalp"))), ("Pathologist", "{staff2}"),
              ("Laboratory", "{lab}")), k=(6, 9))
        n.nl()
        n.lit("Diagnosis: " + dx + ".\n")
        n.fill(rng.choice(("Paraffin {block} retained.\n", "")))
    else:
        n.fill("{date}\n\nDear {pt_title},\n\n")
        n.sentences((
            "The skin sample taken on {weeks_ago} (specimen {specimen}) has been examined.",
            "The report shows " + dx + ".",
            "We would like to see you on {later} in {room} to discuss the next step.",
            "If that date is not possible, please call {site_phone} or write to {unit_email}.",
            "A copy of this letter goes to {gp}."), (3, 5))
    n.fill("\n" + rng.choice(("{staff}\n{unit}\n", "Yours sincerely,\n{staff}\n")))


# -- telephone, trials, travel -----------------------------------------------------------------
def nurse_line(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("{unit} - CALL RECORD\n", "Telephone advice record\n",
                       _label(n, "Call record", "Registro de llamada", "Fiche d'appel")
                       + " - {unit}\n")))
    n.kv((("Call ID", "{idnum}"), ("Date", "{date}"), ("Time", "{time}"),
          ("Caller", "{rel} ({relation})"), ("Callback", "{any_phone}"), ("Patient", "{pt}"),
          ("Age", "{age}"), ("ID", "{nid}"), ("Agent", "{staff} ({staff_user})"),
          ("Station", "NL-WS" + rng.choice(("04", "11", "07")) + " / {ip}")), k=(6, 10))
    n.nl()
    n.fill(rng.choice(("Reason: ", "Motivo: ", "Chief complaint: ")))
    n.fill(rng.choice(("chest pain since this morning, patient aged {age}.",
                       "vomiting after chemotherapy (cycle 2), {age}-year-old.",
                       "rash after a new antibiotic; patient is {age}.",
                       "fever 39.1 C for two days; calling about {his} child, aged "
                       "{other_kid_age}.")))
    n.nl()
    n.sentences((
        "Protocol: Schmitt-Thompson adult chest pain, disposition ED now.",
        "Red flags screened: none.",
        "Advised paracetamol 15 mg/kg and fluids; call back if worse.",
        "Ambulance dispatched, {call_sign}, to {address}.",
        "Caller prefers to attend {other_hosp}; directions given.",
        "Appointment booked with {gp} on {soon}.",
        "Call transferred to {care_role} at {time}."), (2, 4))
    n.nl()


def trial_screening(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("SCREENING LOG\n", "{unit} - screening and enrolment log\n")))
    n.fill("Protocol {protocol} (" + rng.choice(("phase III", "phase II", "phase Ib")) +
           "), sponsor {sponsor}, {version}\n")
    n.fill(rng.choice(("Site: {hosp}, PI {staff}\n\n", "Investigator: {staff}\n\n")))
    n.table(["Screening no.", "Initials", "Date", "Outcome", "Reason"],
            ["{screen_no}", ("J.Q.M.", "A.E.", "F.D.", "K.B.S.", "M.T."), "{earlier}",
             ("eligible", "screen fail", "randomised", "withdrew consent", "pending"),
             ("ECOG 2", "eGFR < 45", "-", "prior anti-PD-1", "HbA1c > 10%", "-")],
            rng.randint(4, 7))
    n.nl()
    n.fill(rng.choice((
        "Subject {pt} randomised on {date} as participant no. {subject_no}; study drug "
        "{drug_code} dispensed, kit 4471.\n",
        "Screening no. {screen_no} ({pt_full}) re-screened after washout ends {soon}.\n",
        "Log reviewed by CRA {other} on {date}; {count} queries open.\n")))
    n.fill("Coordinator: {staff2}\n")


def study_visit(n: MNote):
    rng = n.rng
    n.fill(rng.choice(("STUDY VISIT NOTE\n", "Clinical trial visit - {unit}\n",
                       _label(n, "Study visit", "Visita de estudio", "Visite d'etude") + "\n")))
    n.kv((("Protocol", "{protocol}"), ("Participant no.", "{subject_no}"),
          ("Screening no.", "{screen_no}"), ("Visit", rng.choice(("C3D1", "Week 12", "V5",
                                                                  "End of treatment"))),
          ("Date", "{date}"), ("Study drug", "{drug_code} 200 mg"),
          ("Record", "{mrn}"), ("Seen by", "{staff}")), k=(5, 8))
    n.nl()
    n.sentences((
        "{pt_title} attended fasting at {time}; consent version 4.0 re-signed.",
        "Adverse events since the last visit: grade 1 diarrhoea, resolved; no SAEs.",
        "Diary returned, compliance 96%; returned 4 tablets.",
        "PK samples drawn at 0, 1 and 4 h; processed and sent to {lab}.",
        "Concomitant medications unchanged apart from omeprazole 20 mg.",
        "Travel costs reimbursed to account {account}.",
        "{He} asked whether {his} {relation} could be screened too."), (4, 6))
    n.nl(2)
    n.fill(rng.choice(("Next visit {later}. {staff2}\n", "Entered in the eCRF by {staff_user}.\n")))


def travel_consult(n: MNote):
    rng = n.rng
    _header(n, _pick(n, ("TRAVEL MEDICINE CONSULTATION",), "Consulta del viajero",
                     "Consultation voyageur"))
    n.kv(((_label(n, "Name", "Nombre", "Nom"), "{nom}"), ("DOB", "{dob}"), ("Age", "{age}"),
          ("Passport", "{passport}"), ("Occupation", "{job}"), ("Employer", "{employer}"),
          ("Phone", "{phone}"), ("E-mail", "{email}"), ("Date", "{date}")), k=(6, 9))
    n.nl()
    n.sentences((
        "Travelling to {dest} and {dest} from {soon} for " + rng.choice(
            ("six weeks", "three months", "ten days", "a year")) + ".",
        "Plans include a trek to {landmark} and river travel in rural areas.",
        "Travelling with {partner}, who was seen on the same day.",
        "Malaria prophylaxis: atovaquone-proguanil 250/100 mg daily.",
        "Yellow fever vaccine given; ICVP certificate no. {idnum} issued.",
        "Previous hepatitis A vaccination in {year}.",
        "Rabies pre-exposure schedule days 0 and 7 discussed."), (3, 6))
    n.nl(2)
    n.table(["Vaccine", "Dose", "Lot", "Site"],
            [("Stamaril", "Typhim Vi", "Havrix 1440", "Ixiaro", "Rabipur", "Vaxchora"),
             ("0.5 mL", "1 mL", "dose 1", "booster"), "{lot}", ("L deltoid", "R deltoid", "oral")],
            rng.randint(2, 4))
    n.nl()
    n.fill(rng.choice(("Fee paid, receipt {account}. {staff}\n", "{staff}\n{unit}, {hosp}\n",
                       "Certificate signed by {staff} ({staff_licence}).\n")))


WRITERS = {name: globals()[name] for name, _ in NOTE_TYPES}

#: (capitals, lower case) shares of each document type.
CASE = {"chemo_cycle": (0.08, 0.03), "radiotherapy_summary": (0.05, 0.0),
        "delivery_record": (0.2, 0.05), "well_child": (0.05, 0.05), "device_clinic": (0.25, 0.0),
        "ivf_cycle": (0.1, 0.05), "sexual_health": (0.05, 0.15), "diabetes_clinic": (0.05, 0.05),
        "transplant_letter": (0.02, 0.0), "derm_biopsy": (0.15, 0.0), "nurse_line": (0.1, 0.25),
        "trial_screening": (0.2, 0.0), "study_visit": (0.05, 0.1), "travel_consult": (0.1, 0.05)}
#: How often a document type is hard-wrapped (prose; not tables).
WRAP = {"chemo_cycle": 0.25, "radiotherapy_summary": 0.3, "transplant_letter": 0.5,
        "derm_biopsy": 0.4, "sexual_health": 0.3, "diabetes_clinic": 0.2, "study_visit": 0.2,
        "travel_consult": 0.2}

build_subject = subject_builder(NOTE_TYPES)


def _wrap(text: str, tags, width: int) -> str:
    """Hard-wrap lines longer than ``width`` at spaces outside the tags (a wrapped phone or
    date would be one tag across two sentences); offsets are kept."""
    inside = bytearray(len(text))
    for t in tags:
        inside[t.start:t.end] = b"\1" * (t.end - t.start)
    chars = list(text)
    line_start = 0
    for i, c in enumerate(text + "\n"):
        if c != "\n":
            continue
        start = line_start
        while i - start > width:
            free = [j for j in range(start + 1, i) if text[j] == " " and not inside[j]]
            before = [j for j in free if j <= start + width]
            after = [j for j in free if j > start + width]
            if not (before or after):
                break
            j = before[-1] if before else after[0]
            chars[j] = "\n"
            start = j + 1
        line_start = i + 1
    return "".join(chars)


def make_document(seed: int, subject: SubjectM, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/M/doc/{subject.number}/{visit_no}")
    kind = visit.note_type
    note = MNote(seed, subject, visit, rng, ROLE[kind])
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.012)
    wrap = rng.choice((64, 70, 76, 80)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate,
                          entities=rng.random() < 0.03)
    if wrap:
        text = _wrap(text, tags, wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
