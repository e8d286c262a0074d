"""Four document types of style T (:mod:`deidkit.synth.style_t`): telehealth consult notes,
medication-assistance forms, social-work notes and transfer-of-care handovers; and
:func:`make_document`, which writes any of the fourteen types. Like the other writer
modules, it writes no f-strings: every word in braces in it is a template slot of
:class:`~deidkit.synth.style_t_note.TNote` (tested)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble, kv
from deidkit.synth.style_t import NOTE_TYPES, build_patient, visit_count
from deidkit.synth.style_t_ids import plate
from deidkit.synth.style_t_forms import (antenatal_card, dental_referral, eye_clinic_note,
                                         tb_treatment_card, transfusion_record)
from deidkit.synth.style_t_note import TNote
from deidkit.synth.style_t_notes import (clock, dialysis_run_sheet, fitness_certificate,
                                         home_care_visit, num, physio_progress,
                                         review_board_summary)

__all__ = ["NOTE_TYPES", "TNote", "make_document", "build_patient", "visit_count"]

# ---------------------------------------------------------------------------------------
# 11. Telehealth consult note

PLATFORMS = {"CA": ("OTN Hub", "Zoom for Healthcare", "Pexip"), "QC": ("Teams (CISSS)",
                                                                        "Reacts"),
             "PH": ("Telekonsulta", "Zoom"), "NG": ("WhatsApp video", "Zoom"),
             "KE": ("Zoom", "Google Meet"), "PK": ("Sehat Kahani app", "Zoom"),
             "NL": ("Zaurus", "Teams"), "SE": ("Alltid öppet", "Teams"),
             "NO": ("Helsenorge video", "Whereby"), "DK": ("MinLæge video", "Teams"),
             "IL": ("Clalit online", "Zoom")}
LANGUAGES = {"CA": ("Oji-Cree", "Inuktitut", "Cree", "Punjabi", "Tagalog"),
             "QC": ("français", "Innu-aimun", "arabe"), "PH": ("Cebuano", "Tagalog",
                                                              "Waray", "Ilocano"),
             "NG": ("Yoruba", "Igbo", "Hausa", "Pidgin"), "KE": ("Kiswahili", "Dholuo",
                                                                 "Kikuyu"),
             "PK": ("Urdu", "Sindhi", "Pashto", "Punjabi"), "NL": ("Darija", "Dutch"),
             "SE": ("Somali", "Swedish"), "NO": ("Northern Sami", "Urdu"),
             "DK": ("Danish",), "IL": ("Arabic", "Hebrew", "Russian")}
TELE_PROBLEMS = (
    ("recurrent otitis media with discharge", "otoscope images shared: R TM perforated, "
     "mucopurulent discharge", "ciprofloxacin-dexamethasone ear drops, dry ear precautions, "
     "ENT referral if no better."),
    ("new rash on both shins", "photos reviewed: tender red nodules, likely erythema nodosum",
     "bloods and CXR at the local site; result to the consultant."),
    ("poorly controlled diabetes, HbA1c 10.2%", "foot photos: no ulcer; monofilament done by "
     "the nurse, reduced sensation L forefoot", "start empagliflozin 10 mg daily; foot-care "
     "teaching; repeat HbA1c in 3 months."),
    ("productive cough for 5 weeks, weight loss", "chest heard by the nurse with the digital "
     "stethoscope: crackles R apex", "sputum x2 for Xpert; mask at home until results."),
    ("hypertension follow-up", "home readings averaged 152/94 over the last week",
     "increase amlodipine to 10 mg daily."),
    ("low mood after the loss of a family member", "PHQ-9 17; no plan, protective factors "
     "discussed", "refer to the mental-health counsellor; safety plan given."),
)


def telehealth_consult(n: TNote) -> None:
    """A video consult between a remote clinic and a specialist: the two ends, the
    platform's session and log, consent and language, findings and plan."""
    rng = n.rng
    problem, exam, plan = rng.choice(TELE_PROBLEMS)
    platform = rng.choice(PLATFORMS[n.cc])
    n.lit(rng.choice(("Telehealth Consultation Note", "VIRTUAL CARE CONSULT",
                      "Telemedicine consult - " + platform)) + "\n")
    n.rule()
    n.fill("Patient site: {hosp}, {site_city}   Presenter: ")
    presenter = rng.choice(("home_nurse", "gp", "chw", "charge_nurse"))
    n.dr(presenter, cred=True)
    n.nl()
    n.fill("Consultant site: {other_hosp}   Consultant: {receiver}\n")
    kv(n, "Patient", "{pt_header}   DOB {dob}   " + n.mrn_label() + " {mrn}")
    n.lit(n.plan_label() + ": ")
    n.s_plan()
    if n.cc in ("SE", "NO", "DK", "IL", "NL") or rng.random() < 0.2:
        n.lit("   " + n.id_label() + ": ")
        n.s_natid()
    n.nl()
    if rng.random() < 0.6:
        n.lit(rng.choice(("Telehealth room ", "Patient end: room ", "Studio ")))
        n.s_room()
        n.nl()
    n.lit("Session ID: ")
    n.s_idnum()
    n.lit("   Link: ")
    n.phi("https://" + rng.choice(("meet.", "video.", "vc.")) + n.other.domain + "/" +
          rng.choice(("room/", "join/", "s/")) + str(rng.randint(1000000, 99999999)), "URL")
    n.nl()
    step = clock(rng, rng.randint(480, 960))
    n.lit("Log: " + step(0, 0) + " presenter joined from ")
    n.s_ip()
    n.lit(" (user ")
    n.user_of(presenter)
    n.lit("); " + step(1, 4) + " consultant joined")
    if rng.random() < 0.5:
        n.lit(" from ")
        n.s_ip()
    n.lit("; " + step(2, 9) + " ")
    if rng.random() < 0.5:
        n.fill(rng.choice(("audio dropped, reconnected by phone at ",
                           "video frozen, continued by phone at ")) + "{site_phone}")
    else:
        n.lit(rng.choice(("connection stable", "good quality throughout", "no dropouts")))
    n.lit("; " + step(12, 35) + " ended.\n\n")
    n.lit("Consent: verbal consent to a video visit; " + rng.choice((
        "interpreter for " + rng.choice(LANGUAGES[n.cc]) + " present in the room.",
        "no interpreter needed.", "the patient's " + n.rel.relation + " helped translate."))
        + "\n")
    n.lit("Reason: " + problem + "\n")
    n.fill(rng.choice((
        "History: {Pt} was seen at {clinic_site} on {recent} and started on amoxicillin "
        "without improvement.",
        "History: {Pt} works as {an_job} and could not travel to {other_city} for the clinic "
        "because of the cost of the flight.",
        "History: symptoms since {holiday}; {rel} {relname} reports {he} has been sleeping "
        "most of the day.",
        "History: last in-person review with {receiver} on {prev}.",
        "History: {Pt}, {an_job}, has had this for {dur}; {he} lives across {landmark} and "
        "the road is closed at break-up." if n.cc == "CA" else
        "History: {Pt}, {an_job}, has had this for {dur} and cannot leave work at "
        "{employer} for a clinic day.")))
    n.nl()
    n.lit("Findings: " + exam + ". " + rng.choice(("Vitals by presenter: ", "Obs: ")))
    n.fill("{vitals}\n")
    n.lit("Plan: " + plan + "\n")
    if rng.random() < 0.3:
        n.fill(rng.choice(("Sputum sample {bioid} already collected at the patient end.\n",
                           "Swab from the ear, specimen {bioid}, goes out on the next flight.\n")))
    if n.cc == "CA" and rng.random() < 0.5:
        n.fill("Medical travel for the in-person visit: {agency}.\n")
    n.fill(rng.choice(("Summary e-mailed to {staff_email}.\n",
                       "Copy to {gp} by fax {site_fax}.\n",
                       "Next video visit {fu}, same link.\n",
                       "If worse: medevac via {other_hosp} on-call at {other_phone}.\n")))
    n.fill("{receiver} - " + rng.choice(("dictated", "typed")) + " {today}\n")


# ---------------------------------------------------------------------------------------
# 12. Medication-assistance form

ASSIST_TITLES = {
    "CA": ("Trillium Drug Program - Application", "NIHB Drug Benefit: Exception Request",
           "Patient Support Program - Enrolment Form"),
    "QC": ("Demande de médicament d'exception / Exceptional medication request",
           "Programme d'aide aux patients - inscription / enrolment"),
    "PH": ("REQUEST FOR MEDICAL ASSISTANCE (Guarantee Letter)", "Malasakit Center - Medical "
                                                                 "Assistance Request"),
    "NG": ("HMO PRE-AUTHORIZATION REQUEST", "Request for Drug Authorization"),
    "KE": ("Pre-authorization Request - Outpatient Medication", "Medical Assistance Request"),
    "PK": ("APPLICATION FOR FINANCIAL ASSISTANCE (MEDICINES)", "Zakat Medical Aid Form"),
    "NL": ("Machtigingsaanvraag geneesmiddel / Authorisation request",),
    "SE": ("Ansökan om läkemedelsbidrag / Medication subsidy application",),
    "NO": ("Søknad om individuell stønad (blå resept) / reimbursement application",),
    "DK": ("Ansøgning om enkelttilskud / single-subsidy application",),
    "IL": ("Commitment request (Form 17) - medication",),
}
DRUGS = (("adalimumab 40 mg/0.8 mL pen", "DIN 02258595", "every 2 weeks", "M05.79"),
         ("apixaban 5 mg tablet", "DIN 02377233", "twice daily", "I48.91"),
         ("insulin glargine 100 U/mL", "DIN 02245689", "22 units at bedtime", "E11.65"),
         ("sacubitril/valsartan 49/51 mg", "DIN 02446936", "twice daily", "I50.22"),
         ("sofosbuvir/velpatasvir 400/100 mg", "DIN 02456370", "once daily x 12 weeks",
          "B18.2"),
         ("erythropoietin alfa 4000 IU", "DIN 02240722", "three times weekly with dialysis",
          "N18.6"),
         ("imatinib 400 mg tablet", "DIN 02253275", "once daily", "C92.10"))


def medication_assistance(n: TNote) -> None:
    """An application for help paying for a medicine: applicant, household and income,
    bank details, prescriber, the drug, and the authorization."""
    rng = n.rng
    drug, din, dose, icd = rng.choice(DRUGS)
    n.fill("{hosp_full}\n")
    n.lit(rng.choice(ASSIST_TITLES[n.cc]) + "\n")
    n.lit(rng.choice(("Submitted to: ", "To: ", "Payer: ")))
    if n.cc in ("PH", "PK") or rng.random() < 0.4:
        n.s_agency()
    else:
        n.s_insurer()
    n.nl()
    n.rule()
    n.lit("SECTION A - " + n.bi("REQUÉRANT", "APPLICANT") + "\n")
    kv(n, n.bi("Nom", "Name"), "{pt_header}", end="")
    n.parentage()
    n.nl()
    kv(n, n.bi("Date de naissance", "Date of birth"), "{dob}   " + n.bi("Âge", "Age") +
       ": {age_fr}")
    n.lit(n.id_label() + ": ")
    n.s_natid()
    n.lit("   " + n.plan_label() + ": ")
    n.s_plan()
    n.nl()
    n.lit(n.bi("Adresse", "Address") + ": ")
    n.address(lines=False)
    n.nl()
    kv(n, n.bi("Téléphone", "Phone"), "{pt_phone}   " + n.bi("Courriel", "E-mail") +
       ": {pt_email}")
    n.nl()
    n.lit("SECTION B - " + n.bi("MÉNAGE ET REVENU", "HOUSEHOLD AND INCOME") + "\n")
    kv(n, n.bi("Personnes au foyer", "Persons in household"), str(rng.randint(1, 9)))
    if n.patient.job and n.age < 66:
        kv(n, n.bi("Emploi", "Occupation"), "{job}   " + n.bi("Employeur", "Employer") +
           ": {employer}")
    else:
        n.lit(n.bi("Emploi", "Occupation") + ": " + rng.choice(("retired", "unemployed",
                                                                  "none")) + "\n")
    currency = {"CA": "$", "QC": "$", "PH": "PHP ", "NG": "NGN ", "KE": "KES ", "PK": "PKR ",
                "NL": "EUR ", "SE": "SEK ", "NO": "NOK ", "DK": "DKK ", "IL": "NIS "}[n.cc]
    kv(n, n.bi("Revenu mensuel du ménage", "Monthly household income"), currency +
       str(rng.randint(3, 95) * 1000))
    if rng.random() < 0.7:
        n.fill(rng.choice(("Main earner: {relfull} ({rel}), {reljob}.\n",
                           "Also supported by {community}.\n",
                           "Remittances from a son working in {abroad}.\n")))
    n.lit(n.bi("Dépôt direct", "Bank account for reimbursement") + ": ")
    n.s_bank()
    n.nl(2)
    n.lit("SECTION C - " + n.bi("PRESCRIPTEUR", "PRESCRIBER") + "\n")
    n.fill("{physician}\n")
    n.lit(n.lic_label())
    n.licence_of("physician")
    n.fill("   Tel {site_phone}   Fax {site_fax}\n\n")
    n.lit("SECTION D - " + n.bi("MÉDICAMENT", "MEDICATION") + "\n")
    n.lit(drug + "   " + din + "   " + dose + "\n")
    n.lit("Diagnosis: ICD-10 " + icd + "   Duration requested: " + str(rng.choice((3, 6, 12))) +
          " months   Est. cost: " + currency + str(rng.randint(40, 4200) * 10) + "/month\n")
    n.fill(rng.choice(("Previous treatment: methotrexate 20 mg weekly since {past_year}, "
                       "stopped for raised ALT.\n",
                       "Patient cannot afford the co-payment after losing work at {employer}.\n",
                       "Samples from the manufacturer ran out on {recent}.\n",
                       "Treatment started during the admission to {home_ward}.\n")))
    n.nl()
    n.lit(n.bi("Pour usage interne", "For office use") + ": " +
          rng.choice(("approved", "pending documents", "approved for 6 months")) +
          "   Authorization no. ")
    n.s_idnum()
    n.lit("   Claim ")
    n.s_account()
    n.nl()
    n.fill("Received by {social_worker} on {today}\n")
    if rng.random() < 0.4:
        n.fill("Submitted online via {url} from {ip}")
        n.lit(" (user ")
        n.user_of("social_worker")
        n.lit(")\n")


# ---------------------------------------------------------------------------------------
# 13. Social-work note

SW_REASONS = ("discharge planning: unsafe to return home alone",
              "financial hardship, cannot pay for the medicines",
              "suspected elder neglect reported by the ward nurse",
              "caregiver burnout", "housing: eviction notice received",
              "new diagnosis, coping and family support")
SW_SITUATION = (
    "Lives with {his} {rel}, {relname} ({relage}), who works as {a_reljob} and is away until "
    "late most days.",
    "Rents two rooms at {street}, {city}; the landlord has asked them to leave by {fu}.",
    "Came from {birth_country} in {past_year}; {community} helped the family settle.",
    "{Pt} used to work as {an_job} for {employer} and lost the job after the admission.",
    "Attends {community} every week; the congregation has helped with rent before.",
    "No family nearby; the nearest relative, {relfull}, lives in {abroad}.",
    "Has been sleeping in the shelter near {landmark} since {recent}.",
    "Was living in {his} car, plate {plate}, for two weeks before the admission.",
)
SW_ACTIONS = (
    "Application to {agency} started; reference {idnum}.",
    "Called {relname} on {relphone} to arrange a family meeting on {next_weekday}.",
    "Referred to {community} for food parcels.",
    "Letter written to the landlord; copy to the patient's e-mail {pt_email}.",
    "Home-care assessment requested from {homecare}.",
    "Meeting with {physician} and the charge nurse of {ward} about the discharge date.",
)


def social_work_note(n: TNote) -> None:
    """A social worker's assessment: the reason, the situation at home, work and money,
    supports, the actions taken and the plan."""
    rng = n.rng
    n.fill("{hosp}" + rng.choice((" - Social Work", " | Department of Social Services",
                                  " / Medical Social Service")) + "\n")
    n.lit(rng.choice(("Social Work Assessment", "PSYCHOSOCIAL ASSESSMENT",
                      "Social work progress note")) + "\n")
    if n.site.wards:
        n.fill("Date: {today}   Location: {ward}, " + rng.choice(("Bed ", "Room ")) + "{bed}\n")
    else:
        n.fill("Date: {today}   Location: interview room {room}\n")
    n.fill("Client: {pt_header} ({age_phrase})   " + n.mrn_label() + " {mrn}\n")
    if rng.random() < 0.4:
        n.lit(n.id_label() + ": ")
        n.s_natid()
        n.nl()
    n.lit("Reason for referral: " + rng.choice(SW_REASONS) + "\n\n")
    n.lit(rng.choice(("Situation", "Home and family", "Background")) + ":\n")
    lines = [t for t in SW_SITUATION if ("{an_job}" not in t or n.patient.job)
             and ("{a_reljob}" not in t or n.rel.job)
             and ("{birth_country}" not in t or n.patient.birth_country)]
    chosen = n.choose(lines, (2, 4))
    if SW_SITUATION[0] in chosen and SW_SITUATION[-1] in chosen:   # not both
        chosen.remove(SW_SITUATION[-1])
    for t in chosen:
        n.fill(t)
        n.lit(rng.choice((" ", "\n")))
    n.nl(2)
    if n.patient.job and rng.random() < 0.5:
        n.lit(rng.choice(("Occupation: ", "Work history: ", "Employment: ")))
        if n.age >= 66:
            n.lit("retired ")
        n.s_job()
        if rng.random() < 0.5:
            n.fill(", {employer}")
        n.nl()
    n.lit("Income: ")
    n.fill(rng.choice(("pension from {agency}; about " + num(rng, 0.4, 2.5) + "k a month.",
                       "none since {past_month}; {rel} pays the rent.",
                       "disability benefit ({agency}), next payment {fu_short}.",
                       "daily wages as {an_job}, irregular." if n.patient.job else
                       "support from family abroad.")))
    n.nl()
    n.lit("Insurance: ")
    n.fill("{insurer}, " + n.plan_label() + " {plan}\n" if n.patient.insurer else
           n.plan_label() + " {plan}\n")
    n.nl()
    n.lit("Actions today:\n")
    n.bullets(SW_ACTIONS, (2, 4))
    n.nl()
    n.lit("Plan: " + rng.choice(("follow up in 2 days.", "discuss at the discharge meeting.",
                                 "review after the family meeting.", "close referral if the "
                                 "application is approved.")) + "\n")
    n.fill("{social_worker}")
    if rng.random() < 0.3:
        n.lit(" [")
        n.user_of("social_worker")
        n.lit("]")
    if rng.random() < 0.5:
        n.lit(rng.choice((", ext ", " (pager ", ", local ")))
        n.ext_of("social_worker")
        if n.segs[-2][0].endswith("(pager "):
            n.lit(")")
    n.nl()


# ---------------------------------------------------------------------------------------
# 14. Transfer-of-care handover

TRANSFER_WHY = ("needs PCI: NSTEMI with ongoing pain despite heparin",
                "for dialysis: K 7.1, no dialysis here",
                "neurosurgical review: subdural on CT, GCS 13",
                "obstetric: severe pre-eclampsia at 33 weeks, BP 176/112",
                "for ICU bed: sepsis, on noradrenaline 0.1 mcg/kg/min",
                "for MRI and orthopaedic spine review after a fall from a roof")
TRANSPORT = {"CA": (("Ornge", " air ambulance"), ("", "Medivac (fixed wing)"),
                    ("", "land ambulance")),
             "QC": (("Airmedic", ""), ("", "ambulance terrestre")),
             "PH": (("", "the LGU ambulance"), ("Philippine Red Cross", " ambulance")),
             "NG": (("LASAMBUS", ""), ("", "private ambulance")),
             "KE": (("St John Ambulance", ""), ("AMREF Flying Doctors", "")),
             "PK": (("Rescue 1122", ""), ("Edhi Foundation", " ambulance")),
             "NL": (("RAV Rotterdam-Rijnmond", ""),), "SE": (("Ambulanssjukvården "
                                                              "Storstockholm", ""),),
             "NO": (("Luftambulansetjenesten", ""),), "DK": (("Region Hovedstadens "
                                                              "Akutberedskab", ""),),
             "IL": (("Magen David Adom", ""),)}


def transfer_handover(n: TNote) -> None:
    """A handover between two hospitals: who goes where and why, who accepted, transport and
    crew, lines and treatment given, what to watch for, contacts."""
    rng = n.rng
    upper = rng.random() < 0.3
    L = (lambda s: s.upper()) if upper else (lambda s: s)
    n.lit(L(rng.choice(("Transfer of care - handover", "Inter-facility transfer form",
                        "Handover for transfer"))) + "\n")
    n.rule()
    n.fill(L("From") + ": {hosp}, {ward}, " + L("bed") + " {bed}\n")
    n.fill(L("To") + ": {other_hosp}, {other_ward}" + rng.choice(("", ", " + L("room") +
                                                                  " {room}")) + "\n")
    n.fill(L("Patient") + ": {pt_header}   {age_phrase}   " + n.mrn_label() + " {mrn}\n")
    if rng.random() < 0.5:
        n.lit(n.id_label() + " ")
        n.s_natid()
        n.nl()
    n.lit(L("Why") + ": " + rng.choice(TRANSFER_WHY) + "\n")
    n.fill(L("Accepted by") + ": {receiver} at {time} " + rng.choice(("via the bed-flow desk",
                                                                    "by phone", "after "
                                                                    "reviewing images")) + "\n")
    n.fill(L("Referring") + ": {physician}, {site_phone}\n")
    n.lit(L("Transport") + ": ")
    service, kind = rng.choice(TRANSPORT[n.cc])
    if service:
        n.org(service)
    n.lit(kind)
    if rng.random() < 0.6:
        n.lit(", " + L("unit") + " ")
        n.phi(plate(rng, n.cc, n.patient.state), "VEHICLE")
    n.fill(", " + L("crew") + " {paramedic}\n")
    n.fill(rng.choice((L("Escort") + ": {rel} {relname}, {relphone}\n",
                       L("Family informed") + ": {relfull} ({rel}) by phone at {time}\n",
                       L("Escort") + ": nurse {charge_nurse}\n",
                       L("Escort") + ": {rel} {relname} ({reljob}), {relphone}\n" if n.rel.job
                       else L("Escort") + ": none\n")))
    n.nl()
    n.lit(L("Lines and treatment") + ":\n")
    n.lit("- IV " + rng.choice(("18G R AC", "20G L forearm", "2 x 18G")) + ", " +
          rng.choice(("NS at 80 mL/h", "Ringer's 1 L over 2 h", "saline lock")) + "\n")
    n.lit("- Pump S/N ")
    n.s_device()
    n.lit(" travels with the patient (please return to ")
    n.ward_of(n.site)
    n.lit(")\n")
    n.fill("- Last doses: " + rng.choice(("ceftriaxone 2 g IV at ", "enoxaparin 1 mg/kg SC at ",
                                          "labetalol 20 mg IV at ", "morphine 2.5 mg IV at "))
           + "{time}\n")
    n.lit("- Obs before leaving: ")
    n.fill("{vitals}\n")
    if rng.random() < 0.4:
        n.lit("- " + rng.choice(("G&S sample ", "Crossmatch sample ", "Blood cultures ")))
        n.s_bioid()
        n.lit(" sent with the patient\n")
    if rng.random() < 0.2:
        n.fill("- Route: road past {landmark} closed, crew to use the bypass\n")
    n.lit(L("Watch for") + ": " + rng.choice(("drop in GCS", "recurrent chest pain",
                                              "BP above 160 systolic", "urine below 30 mL/h",
                                              "bleeding from the femoral site")) + "\n")
    n.lit(L("Belongings") + ": " + rng.choice(("phone and charger, glasses",
                                               "wallet given to family", "walker, dentures "
                                               "in a labelled cup")) + "\n")
    n.fill(L("Handed over by") + " {charge_nurse} ")
    n.lit("(" + L("ext") + " ")
    n.ext_of("charge_nurse")
    n.fill(") " + L("to") + " {receiver} " + L("on") + " {today}\n")


WRITERS = {"home_care_visit": home_care_visit, "dialysis_run_sheet": dialysis_run_sheet,
           "physio_progress": physio_progress, "fitness_certificate": fitness_certificate,
           "review_board_summary": review_board_summary, "antenatal_card": antenatal_card,
           "tb_treatment_card": tb_treatment_card, "transfusion_record": transfusion_record,
           "eye_clinic_note": eye_clinic_note, "dental_referral": dental_referral,
           "telehealth_consult": telehealth_consult,
           "medication_assistance": medication_assistance,
           "social_work_note": social_work_note, "transfer_handover": transfer_handover}
#: (capitals, lower case, hard wrap, typos): the share of each type's documents so written.
LOOKS = {"home_care_visit": (0.05, 0.1, 0.3, 0.4), "dialysis_run_sheet": (0.1, 0.0, 0.0, 0.1),
         "physio_progress": (0.0, 0.2, 0.3, 0.3), "fitness_certificate": (0.2, 0.0, 0.0, 0.1),
         "review_board_summary": (0.0, 0.0, 0.6, 0.2), "antenatal_card": (0.15, 0.0, 0.0, 0.2),
         "tb_treatment_card": (0.25, 0.0, 0.0, 0.2), "transfusion_record": (0.1, 0.0, 0.0, 0.1),
         "eye_clinic_note": (0.1, 0.25, 0.1, 0.3), "dental_referral": (0.0, 0.0, 0.5, 0.2),
         "telehealth_consult": (0.0, 0.1, 0.3, 0.3), "medication_assistance": (0.2, 0.0, 0.0,
                                                                               0.1),
         "social_work_note": (0.0, 0.1, 0.5, 0.3), "transfer_handover": (0.1, 0.1, 0.1, 0.4)}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    """Write document ``visit_no`` of ``patient``; returns it and its type."""
    rng = random.Random("deidkit-synth/" + str(seed) + "/T/doc/" + str(patient.number) + "/" +
                        str(visit_no))
    note = TNote(seed, patient, visit_no, rng)
    kind = note.visit.kind
    WRITERS[kind](note)
    upper_p, lower_p, wrap_p, typo_p = LOOKS[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    wrap = rng.randint(64, 86) if rng.random() < wrap_p else None
    typo_rate = rng.uniform(0.002, 0.01) if rng.random() < typo_p else 0.0
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
