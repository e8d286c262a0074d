"""Style G note types: forms, key-value printouts, tables, messages and terse triage notes
(the world and slots of style F, :mod:`deidkit.synth.style_f`, with other names)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.style_f import patient_builder, visit_count
from deidkit.synth.style_f_notes import MEDS, Layout, finish

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("registration_form", 14), ("lab_printout", 14), ("telephone_message", 14),
    ("portal_thread", 14), ("triage_note", 16), ("handover_sheet", 10), ("medication_chart", 10),
    ("appointment_slip", 8),
)
LABS = (("Haemoglobin", "g/L", 90, 160), ("White cells", "x10^9/L", 3, 18),
        ("Platelets", "x10^9/L", 90, 450), ("Sodium", "mmol/L", 126, 146),
        ("Potassium", "mmol/L", 3, 6), ("Urea", "mmol/L", 2, 25), ("Creatinine", "umol/L", 50, 300),
        ("CRP", "mg/L", 1, 250), ("ALT", "U/L", 8, 140), ("Bilirubin", "umol/L", 3, 60),
        ("TSH", "mU/L", 0, 9), ("HbA1c", "mmol/mol", 34, 98), ("Troponin T", "ng/L", 3, 180))
TRIAGE_BITS = ("c/o SOB x2/7", "CP radiating L arm, onset 0500", "fall, ?# NOF, L leg shortened",
               "fever 39.1, rigors", "abdo pain RIF, vomiting x3", "headache worst ever",
               "lac to R hand, bleeding controlled", "SI, no plan", "palpitations, HR 150 irreg",
               "diabetic, BM 2.1 on arrival", "asthma, unable to complete sentences")
OBS = ("HR 112 BP 98/60 RR 24 SpO2 93% RA T 38.4", "HR 76 BP 150/92 RR 16 SpO2 98% T 36.8",
       "GCS 14 (E4V4M6), BM 7.2", "pain 8/10", "HR 134 AF, BP 122/70", "RR 30, sats 88% on 15L NRB")


def registration_form(n: Layout):
    n.fill(n.rng.choice(("{hosp_caps}\nPATIENT REGISTRATION\n\n",
                         "Registration - {hosp} ({dept})\n\n")))
    n.kv((("Surname", "{pt_last}"), ("Forename(s)", "{pt_first}"), ("Date of birth", "{dob}"),
          ("Age", "{age}"), ("Home address", "{address}"), ("Telephone", "{phone}"),
          ("Mobile", "{mobile}"), ("E-mail", "{email}"), ("ID / passport no", "{ssn}"),
          ("Hospital no", "{mrn}"), ("Billing acct", "{acct}"), ("Insurer", "{insurer}"),
          ("Policy / member", "{ins_id}"), ("Occupation", "{prof}"), ("Employer", "{employer}"),
          ("Country of birth", "{country}"), ("Next of kin", "{kin} ({rel}), {kin_phone}"),
          ("GP", "{gp}"), ("Car reg (parking permit)", "{plate}"),
          ("Implanted device S/N", "{device}")), k=(10, 18))
    n.lit("\n")
    for item in n.choose(("Interpreter needed", "Wheelchair user", "Consents to SMS reminders",
                          "Consents to e-mail", "Organ donor", "Advance directive on file",
                          "Allergy band applied"), (3, 6)):
        n.lit(("[X] " if n.rng.random() < 0.4 else "[ ] ") + item + "\n")
    n.fill("\nRegistered by {user} at {stamp} (terminal {ip})\n")


def lab_printout(n: Layout):
    n.fill("{hosp_caps} LABORATORY  tel {site_phone}" + n.rng.choice(("", "  fax {fax}")) + "\n")
    n.fill("PATIENT: {pt_id}   DOB: {dob}   SEX/AGE: {age_sex}\nMRN: {mrn}   ACC#: {accession}"
           "   LOC: {dept}\nCOLLECTED: {stamp}   ORDERED BY: {dr}\n\n")
    sep = n.rng.choice(("  ", " | ", "\t"))
    n.lit(sep.join(("TEST".ljust(14), "RESULT".rjust(7), "UNITS".ljust(9), "FLAG")) + "\n")
    n.lit(n.rng.choice(("-", "=")) * 44 + "\n")
    for name, unit, lo, hi in n.choose(LABS, (5, 10)):
        value = n.rng.uniform(lo, hi)
        shown = f"{value:.1f}" if hi < 20 else str(int(value))
        flag = n.rng.choice(("", "", "H", "L", "*"))
        n.lit(sep.join((name.ljust(14), shown.rjust(7), unit.ljust(9), flag)).rstrip() + "\n")
    n.nl()
    n.fill(n.rng.choice(("Specimen {specimen} haemolysed; potassium repeated.\n",
                         "Comment: sample {specimen} received unlabelled and relabelled by "
                         "{user}.\n",
                         "Critical value phoned to {nurse} at {stamp}.\n", "")))
    n.fill("Validated by {pathologist}   Report printed {stamp}\n")


def telephone_message(n: Layout):
    n.fill(n.rng.choice(("PHONE MESSAGE\n", "Tel. msg - {dept}\n", "TELEPHONE CALL LOG\n")))
    n.kv((("Date/time", "{stamp}"), ("Caller", "{kin} ({rel})"), ("Call back", "{kin_phone}"),
          ("Re patient", "{pt_id} {mrn}"), ("Taken by", "{nurse}")), leader=": ")
    n.nl()
    n.sentences((
        "Daughter-in-law calling as {pt} is more breathless since {earlier}.",
        "Wants to know if the scan on {later} can be moved, works shifts as a {kin_prof}.",
        "Asks for a sick note for {his} employer {employer}.",
        "Pharmacy at {any_city} queried the dose of the new tablets; number given {site_phone}.",
        "Reports the wound is oozing; advised to attend {dept} today.",
        "Left voicemail on {mobile}, no answer at {phone}.",
        "Caller says {he} is staying with family in {city} until {later}.",
        "Collapsed while out walking near {landmark}, now home and feeling better.",
    ), (2, 4))
    n.nl(2)
    n.fill(n.rng.choice(("Action: passed to {dr} - {user}\n", "Repeat script faxed to {fax}.\n",
                         "msg for {dr}, pls call back today\n",
                         "Done. {user} {date}\n")))


def portal_thread(n: Layout):
    n.fill("{hosp} patient portal - {url}\n\n")
    for i in range(n.rng.randint(2, 4)):
        mine = i % 2 == 0
        n.lit(n.rng.choice(("From: ", "")))
        n.fill("{pt_full} <{email}>" if mine else "{nurse} ({dept})")
        n.fill(" - {stamp}\n")
        if mine:
            n.sentences((
                "hello, its {pt_first} again, the tablets make me dizzy in the mornings",
                "can i take ibuprofen with the blood thinner??",
                "my new address is {address} - please update it",
                "my insurance changed to {insurer}, number {ins_id}",
                "I missed the appointment on {date} because my car ({plate}) broke down",
                "pls ring me on {mobile} after 4",
                "my {rel} {kin} can collect the prescription",
                "i slipped on the steps at {landmark} on {earlier} and my hip still hurts",
            ), (2, 3), sep=n.rng.choice((" ", ". ", "\n")))
        else:
            n.sentences((
                "Thanks for your message, {pt_first}.", "I have passed this to {dr}, who will "
                "reply within two working days.", "Please do not take ibuprofen with apixaban.",
                "Your details have been updated.", "We have rebooked you for {later}.",
                "If symptoms worsen call {site_phone} or go to your nearest emergency department.",
            ), (2, 4))
        n.nl(2)


def triage_note(n: Layout):
    rng = n.rng
    n.fill(rng.choice(("ED TRIAGE {stamp}\n", "{hosp_caps} A&E triage - {stamp}\n",
                       "triage @ {stamp} by {nurse}\n")))
    n.fill(rng.choice(("{age_sex} ", "pt {initials} {age_sex}, ", "{pt_id}, {age_sex} - ")))
    n.lit("; ".join(n.choose(TRIAGE_BITS, (1, 3))) + ".\n")
    n.lit("obs: " + rng.choice(OBS) + "\n")
    n.fill(rng.choice(("BIBA from {street}, {city}. ", "self-presented from work ({employer}). ",
                       "brought in by {rel} {kin}. ", "walk-in, from {landmark}. ")))
    n.fill(rng.choice(("PMH: AF on warfarin, T2DM. ", "PMHx nil. ", "known to {dept}. ",
                       "ICD in situ ({device}). ")))
    n.lit(rng.choice(("NKDA. ", "allergic PCN. ", "")) + "\n")
    n.fill(rng.choice(("cat 2 -> resus. ", "MTS orange, to majors {room}. ", "cat 3, wait room. ",
                       "ESI 2, {room}. ")))
    n.fill(rng.choice(("MRN {mrn}.", "hosp# {mrn}, acct {acct}.", "Reg# {mrn}.")))
    n.fill(rng.choice(("\n-- {user}\n", "\n{nurse}\n", "\nRN {dictation}\n")))


def handover_sheet(n: Layout):
    n.fill("{dept} HANDOVER {date} ({hosp})\n")
    n.lit("BED  PATIENT                     AGE  ISSUES\n")
    for row in range(n.rng.randint(1, 4)):
        n.lit(n.rng.choice(("    ", "")))
        n.s_room()
        n.lit("  ")
        if row == 0:
            n.s_pt_id()
            n.lit("  ")
            n.s_age_sex()
        else:   # the patients in the other beds
            n.s_other_pt()
            n.lit("  ")
            n.phi(str(n.rng.randint(19, 101)), "AGE")
            n.lit(n.rng.choice("MF"))
        n.lit("  " + n.rng.choice(("NBM for theatre", "IV abx d3/5", "falls risk, 1:1",
                                   "for d/c tmrw, TTOs done", "K+ 5.9 recheck 1600",
                                   "palliative, family aware", "DNACPR in notes")) + "\n")
    n.nl()
    n.items(("chase CT report ({accession})", "family ({kin}, {kin_phone}) want update",
             "bloods {date} - Hb dropping", "OT home visit booked {later}",
             "{dr} to review at 9", "social: lives alone in {city}"), (2, 4), mark="- ")
    n.fill("\nhanded over by {nurse} to {nurse}\n")


def medication_chart(n: Layout):
    n.fill("MEDICATION ADMINISTRATION RECORD - {hosp}\n{pt_id}  {mrn}  DOB {dob}  Wt {n}{n} kg\n")
    n.fill("Prescriber: {dr} ({license})   Pharmacist check: {pharmacist}\n\n")
    n.lit("DRUG / DOSE".ljust(34) + "0800  1200  1800  2200\n")
    for drug in n.choose(MEDS, (3, 7)):
        n.lit(drug.ljust(34) + "  ".join(n.rng.choice(("  ok", "  --", " ref", "held", "  ok"))
                                          for _ in range(4)) + "\n")
    n.fill("\nPump serial {new_device} checked. Chart reviewed {date} by {user}.\n")


def appointment_slip(n: Layout):
    n.fill("{hosp}\n{site_address}\n\n")
    n.fill("{pt_full}\n{address}\n\n")
    n.kv((("Your appointment", "{date_n}"), ("Clinic", "{dept}"), ("With", "{dr}"),
          ("Reference", "{idnum}"), ("Hospital number", "{mrn}")), leader=": ")
    n.fill("\nTo change it call {site_phone} or e-mail {staff_email}. Parking is free for blue "
           "badge holders.\nInterpreters can be booked in advance.\n")


WRITERS = {"registration_form": registration_form, "lab_printout": lab_printout,
           "telephone_message": telephone_message, "portal_thread": portal_thread,
           "triage_note": triage_note, "handover_sheet": handover_sheet,
           "medication_chart": medication_chart, "appointment_slip": appointment_slip}

build_patient = patient_builder("G", NOTE_TYPES)
count_visits = visit_count("G")


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/G/doc/{patient.number}/{visit_no}")
    note = Layout(seed, "G", patient, visit, rng)
    WRITERS[visit.note_type](note)
    upper = 0.45 if visit.note_type in ("triage_note", "lab_printout") else 0.1
    return finish(note, rng, doc_id, visit.note_type, upper, 0.12)
