"""Style N document types (slots: :class:`deidkit.synth.style_n.NNote`): the everyday half
(insurers' claim letters and explanations of benefits, pharmacy receipts and refill
reminders, support-group forum posts and newsletters, medical-tourism e-mail threads,
home-medical-equipment delivery notes, care-home invoices) and the paperwork around care
(poison-centre call logs, refugee and migrant screening forms, prison and custody health
notes, ship's medical logs, military medical boards, biobank registers and consent forms,
occupational physicians' letters, sick-leave certificates), as prose, key-value forms, tables,
lists, messages and threads. Case, wrapping and typos are decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_n import NNote, SubjectN, subject_builder

#: The everyday half first, then the paperwork around care.
GENERAL = (("claim_letter", 6), ("pharmacy_message", 6), ("forum_post", 6),
           ("tourism_thread", 5), ("equipment_delivery", 5), ("care_home_invoice", 5))
PAPERWORK = (("poison_call", 4), ("screening_form", 4), ("custody_note", 4), ("ship_log", 4),
             ("medical_board", 4), ("biobank_record", 4), ("occupational_letter", 5),
             ("sick_certificate", 5))
NOTE_TYPES: tuple[tuple[str, int], ...] = GENERAL + PAPERWORK


# -- the everyday half ------------------------------------------------------------------------
def claim_letter(n: NNote):
    rng = n.rng
    if n.country == "US" and rng.random() < 0.7:
        n.fill(rng.choice(("{insurer}\nEXPLANATION OF BENEFITS\nTHIS IS NOT A BILL\n\n",
                           "Your Explanation of Benefits from {insurer}\n\n")))
        n.kv((("Member", "{pt_formal}"), ("Member ID", "{plan_value}"), ("Claim number",
                                                                        "{claim_no}"),
              ("Patient", "{pt_formal}"), ("Provider", "{hosp}"), ("Statement date", "{date}"),
              ("Date of birth", "{dob}")), k=(4, 6))
        n.nl()
        n.table(["Date of service", "Code", "Description", "Billed", "Plan paid", "You owe"],
                ["{earlier}", "{cpt}", ("office visit", "chest x-ray", "labs, panel", "CPAP supply",
                                        "therapy 15 min", "ED visit, level 4"),
                 "{money}", "{money}", "{small_money}"], rng.randint(2, 5))
        n.nl()
        n.sentences((
            "Amounts you owe may be billed to you directly by {hosp}.",
            "If you disagree with this decision, you may file an appeal within 180 days by "
            "calling {any_phone} or writing to {org_email}.",
            "Deductible met so far this year: {money} of {big_money}.",
            "Questions? Call Member Services at {site_phone}, Mon-Fri 8 am-6 pm."), (2, 4),
            sep="\n")
        n.nl()
        return
    n.fill(n.pick(("{insurer} - Claims Department\n\n",
                   "From: {insurer} <{org_email}>\nSubject: your claim {claim_no}\n\n"),
                  ("{insurer}\nLeistungsabteilung\n\n",)))
    n.fill("{pt_formal}\n{address}\n\n{site_city}, {date}\n\n")
    n.fill(rng.choice(("Re: claim {claim_no}, {plan}\n\n", "Your reference: {claim_no}\n\n")))
    n.fill(rng.choice(("Dear {pt_short},\n\n", "Dear policyholder,\n\n")))
    n.sentences((
        "Thank you for sending us the invoice of {hosp} for your treatment from {earlier} to "
        "{date}.",
        "We have reimbursed {money} of the {big_money} claimed to your account {account}.",
        "The remaining amount concerns items not covered by your tariff (code {icd}).",
        "Dental work done in {abroad_country} can be refunded only up to the amount a local "
        "dentist would charge.",
        "Please send the original receipts and the prescription by {later}.",
        "Our records show that your {relation}, {rel}, is co-insured under the same policy.",
        "For questions call {any_phone}; our hotline is open until 20:00."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Kind regards\n{local}\nClaims handler\n",
                       "Yours sincerely,\n\n{local}\n{insurer}, Fax {fax}\n")))


def pharmacy_message(n: NNote):
    rng = n.rng
    kind = rng.choice(("receipt", "sms", "email"))
    if kind == "sms":
        for _ in range(rng.randint(1, 3)):
            n.fill(n.pick((
                "{pharmacy}: Rx {rx_no} for {pt_first} is ready for pickup. Copay {small_money}. "
                "Reply STOP to opt out.\n",
                "Reminder from {pharmacy}: {drug}, {qty}, refill due {later}. Order online "
                "at {url}\n",
                "{date} {time} - Hi {pt_first}, your refill of {drug} could not be processed: "
                "prescription expired. We faxed {staff} at {fax}.\n"), (
                "[{date} {time}] {pharmacy}: Ihr Rezept ({drug}) liegt zur Abholung bereit. "
                "Tel. {site_phone}\n",)))
        return
    if kind == "email":
        n.fill("From: {pharmacy} <{org_email}>\nTo: {email}\nDate: {date}, {time}\n"
               "Subject: Your refill reminder\n\n")
        n.fill("Hello {pt_first},\n\n")
        n.sentences((
            "Your prescription for {drug} ({qty}) will run out around {later}.",
            "The prescribing physician is {staff} at {hosp}.",
            "Order number {order_no} was dispatched; track it with {tracking}.",
            "Your loyalty account {loyalty} now holds {count} points.",
            "You can manage reminders at {url}.",
            "A sign-in from a new device ({ip}) was noticed on your account."), (3, 5), sep="\n")
        n.fill("\n\nStay well,\nyour {pharmacy} team\n")
        return
    n.fill("{pharmacy}\n{site_address}\nTel. {site_phone}\n\n")
    n.fill(n.pick(("Receipt  {date}  {time}\n",), ("BELEG {date} {time}  Kasse 2\n",)))
    n.fill(n.pick(("Customer: {pt_formal}\n", "Patient: {pt_formal}  DOB {dob}\n",
                   "Customer: {pt_formal}, {plan}\n"), ("Kunde: {pt_formal}, {plan}\n",)))
    n.nl()
    n.table(["Item", "Code", "Qty", "Price"],
            ["{drug}", "{pzn}", "{qty}", "{small_money}"], rng.randint(2, 5))
    n.nl()
    n.fill(n.pick(("TOTAL {money}\nPaid by card ****{count}\n",),
                  ("Summe {money}\nZuzahlung {small_money}\n",)))
    n.fill(rng.choice(("Rx no. {rx_no}; batch {batch}\n", "Loyalty card {loyalty}\n",
                       "Prescriber: {staff}\n", "Served by {staff}\n")))


def forum_post(n: NNote):
    rng = n.rng
    if rng.random() < 0.3:
        n.fill(rng.choice(("{group} - NEWSLETTER\n\n", "Newsletter of {group}, {date}\n\n")))
        n.sentences((
            "Our next meeting is on {later} at 18:30 in the {landmark}.",
            "{staff} of {hosp} will talk about new insulin pens and answer questions.",
            "Thanks to {local}, who ran the stall at the health fair in {city}.",
            "Members over 65 can get the flu shot at {pharmacy} free of charge.",
            "Membership is {small_money} a year, paid into {account}.",
            "Contact: {local}, {any_phone}, {email}.",
            "Read older issues at {group_url}."), (4, 6), sep="\n\n")
        n.nl()
        return
    n.fill(rng.choice(("Forum > Living with it > Re: night shifts and {drug}\n\n",
                       "Thread: first month on dialysis - tips?\n\n",
                       "[{group}] Board: Caregivers\n\n")))
    for i in range(rng.randint(2, 4)):
        n.fill(rng.choice(("{other_user} | Posts: 1,204 | Joined {earlier}\n",
                           "{other_user} wrote on {date}, {time}:\n",
                           "#{count} {other_user} ({date})\n")) if i else
               rng.choice(("{user} | Joined {earlier}\n", "{user} wrote on {date} at {time}:\n")))
        n.fill(rng.choice((
            "hi all, i'm {age}, diagnosed {earlier}. my doc ({staff}) at {hosp} says the "
            "cramps are from {drug} but idk\n",
            "My {relation} has been on {drug} since {year}. The clinic in {city} is great, "
            "ask for the nurse in the {ward}.\n",
            "Same here!! I work as {a_job} and twelve-hour shifts wreck my sugars.\n",
            "we met {other} at the meetup in {any_city} - she said the waiting list is 14 "
            "weeks\n",
            "Try the self-help group at {landmark}, every 2nd Tuesday. PM me.\n",
            "Mod note: post edited, personal phone number removed. Logged IP {ip}.\n",
            "Thanks {other_user}, that helps. Going to ask {staff} on {later}.\n")))
        n.nl()


def tourism_thread(n: NNote):
    rng = n.rng
    n.fill("From: {abroad_staff} <{staff_email}>\nTo: {email}\nDate: {date}\n"
           "Subject: Re: Re: your treatment plan at {abroad_hosp}\n\n")
    n.sentences((
        "Dear {pt_short},",
        "thank you for the passport copy (no. {passport}) and the X-rays.",
        "Your consultation with {abroad_staff} at {abroad_hosp} is confirmed for {later} at 09:30.",
        "Our driver will meet flight {flight} at the airport in {abroad_city}.",
        "We reserved {count} nights at the {hotel}; the booking reference is {booking}.",
        "The quote of {big_money} includes two implants, the crown and one follow-up visit.",
        "Please bring your insurance card ({plan}) and the letter of {staff}."), (4, 6), sep="\n")
    n.fill("\n\nBest regards,\n{agency}\n{abroad_phone}\n\n")
    n.fill("> On {earlier}, {pt} <{email}> wrote:\n")
    n.fill(rng.choice((
        "> Hello, I would like to come with my {relation} {rel}. Is {flight} on {later} "
        "too late?\n",
        "> My passport number is {passport}, valid until {year}. Is a visa needed for "
        "{abroad_country}?\n",
        "> Could you call me on {phone}? I am on night shift as {a_job} until Friday.\n")))


def equipment_delivery(n: NNote):
    rng = n.rng
    n.fill(n.pick(("{supplier}\nDELIVERY NOTE {invoice_no}\n\n",),
                  ("Lieferschein {invoice_no} - {supplier}\n\n",)))
    n.kv((("Order", "{order_no}"), ("Date", "{date}"), ("Customer", "{pt_formal}"),
          ("Address", "{street}, {city}"), ("Phone", "{phone}"), ("Insurance", "{insurer}, "
                                                                   "{plan_value}"),
          ("Prescribed by", "{staff}"), ("Time window", "{time}-{time}")), k=(5, 8))
    n.nl()
    n.table(["Qty", "Item", "Serial no."], [("1", "1", "2"), "{equipment}", "{serial}"],
            rng.randint(1, 3))
    n.nl()
    n.sentences((
        "Set up and explained to the patient and {his} {relation}; flow set to {flow}.",
        "Old unit (serial {serial}) collected for service.",
        "Driver: {local}, van {van}.",
        "Delivered to the neighbour at {street} - customer not at home.",
        "Parcel with filters sent separately, tracking {tracking}.",
        "Next maintenance visit {later}."), (2, 4), sep="\n")
    n.fill("\n\nReceived in good order: ________  ({rel})\n")


def care_home_invoice(n: NNote):
    rng = n.rng
    n.fill("{care_home}\n{site_address}\n\n")
    n.fill(n.pick(("INVOICE {invoice_no}\n",), ("Rechnung Nr. {invoice_no}\n",)))
    n.kv((("Date", "{date}"), ("Resident", "{pt_formal}"), ("Date of birth", "{dob}"),
          ("Room", "{room}"), ("Resident ID", "{id_cued}"),
          ("Resident account", "{resident_acct}"), ("Billing period", "{earlier} - {date}"),
          ("Invoice to", "{rel}, {address}")), k=(5, 7))
    n.nl()
    n.table(["Description", "Days", "Rate", "Amount"],
            [("Accommodation", "Care level 3 surcharge", "Meals", "Investment costs",
              "Hairdresser", "Podiatry", "Laundry (name labels)"), "{count}", "{small_money}",
             "{money}"], rng.randint(3, 6))
    n.nl()
    n.fill(rng.choice(("Less contribution from {insurer}: {money}\n", "")))
    n.fill("Total due: {big_money}, payable by {later}.\n")
    n.fill(rng.choice(("Please transfer to IBAN {account}, reference {invoice_no}.\n",
                       "Bank transfer to {account}; quote the resident account {resident_acct}.\n"
                       )))
    n.fill(rng.choice(("Queries: {local}, accounts office, {any_phone}\n",
                       "Questions to {org_email}\n")))


# -- the paperwork around care ----------------------------------------------------------------
def poison_call(n: NNote):
    rng = n.rng
    n.fill(rng.choice(("{poison_centre}\nCALL LOG - case {case_no}\n\n",
                       "{poison_centre} | case {case_no} | {date} {time}\n\n")))
    n.kv((("Received", "{date}, {time}"), ("Caller", "{rel} ({relation})"),
          ("Callback", "{phone}"), ("Patient", "{pt}"), ("Age", "{age}"), ("Weight", "{weight}"),
          ("Location", "{city}, {state}"), ("Substance", "{product}"),
          ("Amount", "unknown, max. {count} ml"), ("Time since exposure", "40 min")), k=(7, 10))
    n.nl()
    n.heading("Assessment and advice")
    n.sentences((
        "Child found with the open bottle at {time}; vomited once.",
        "Asymptomatic at the time of call; {vitals} reported by the ambulance crew.",
        "Advised: nothing by mouth, observe at home for 4 h, call back if drowsy.",
        "Referred to {hosp}, {ward}; case faxed to {fax}.",
        "Product label photo sent to {org_email}.",
        "Follow-up call {later}: well, no further symptoms."), (3, 5), sep="\n")
    n.fill("\n\nSpecialist in poison information: {staff}\n")


def screening_form(n: NNote):
    rng = n.rng
    n.fill(rng.choice(("HEALTH SCREENING - NEW ARRIVALS\n{host_center}\n\n",
                       "Refugee and Migrant Health Assessment, {host_hosp}\n\n",
                       "Pre-entry medical examination ({host_city})\n\n")
                      + (("Erstuntersuchung nach Paragraph 62 AsylG - {host_center}\n\n",)
                         if n.host in ("DE", "AT") else ())))
    n.kv((("Name", "{pt_formal}"), ("Date of birth", "{dob}"), ("Sex", "{sex}"),
          ("Country of origin", "{country}"), ("Route", "via {transit_country}"),
          ("Language", "{language}"), ("Interpreter", "{other}"), ("UNHCR no.", "{unhcr}"),
          ("Passport", "{passport}"), ("Health record no.", "{mrn}"), ("Arrival", "{earlier}"),
          ("Examined", "{date}")), k=(7, 12))
    n.nl()
    n.heading("Findings")
    n.bullets(("TB: IGRA negative, chest X-ray without findings",
               "Hepatitis B: HBsAg negative, anti-HBs {percent} titre",
               "MMR dose 1 given, batch {batch}",
               "Scabies: treated with permethrin 5%",
               "Vitals: {vitals}",
               "Child ({kid_age} years) referred to {host_staff} for catch-up vaccinations",
               "Dental pain; referred to {host_hosp}",
               "Malaria RDT negative; stool for ova and parasites sent"), (3, 5))
    n.fill(rng.choice(("\nExamining physician: {host_staff}\n",
                       "\nSigned {host_staff}, {date}\n")))


def custody_note(n: NNote):
    rng = n.rng
    if rng.random() < 0.5:
        n.fill(n.pick(("{prison}\nHEALTH CARE REQUEST\n\n",),
                      ("Antrag auf Arztvorfuehrung - {prison}\n\n",)))
        n.kv((("Name", "{pt_formal}"), ("Number", "{inmate_no}"), ("Unit", "{wing}"),
              ("Location", "{cell}"), ("Date", "{date}")), k=(4, 5))
        n.fill(rng.choice((
            "\nRequest: my tooth hurts since {earlier} and the painkiller from the nurse does "
            "not help. Please i need to see dentist.\n",
            "\nRequest: I need my {drug} that I took outside, my doctor is {staff} in "
            "{city}.\n",
            "\nRequest: cant sleep, rash on arms after laundry work.\n")))
        n.fill("\nTriage ({time}): seen by {staff}; {vitals}. Booked for clinic {later}.\n")
        n.fill(rng.choice(("Health record {mrn} updated.\n", "", "Chart no. {mrn}\n")))
        return
    n.fill("CUSTODY MEDICAL NOTE\n{prison}\n\n")
    n.sentences((
        "{pt}, {age}, detained at {time} on {date}, custody record {case_no}.",
        "Identity confirmed from the custody record ({id_cued}).",
        "Seen in {cell} at the request of the custody sergeant.",
        "Takes {drug} daily; last dose yesterday evening according to {his} {relation}.",
        "Alcohol on breath; GCS 15; {vitals}.",
        "Fit to be detained and interviewed with 30-minute checks.",
        "Transfer to {hosp} if vomiting or new confusion."), (4, 6), sep="\n")
    n.fill("\n\nForensic physician: {staff}, {site_phone}\n")


def ship_log(n: NNote):
    rng = n.rng
    n.fill("SHIP'S MEDICAL LOG\n{vessel}, IMO {imo}\n")
    n.fill(rng.choice(("Operator: {line}\n\n", "Position {latlon}, bound for {port}\n\n")))
    n.table(["Date", "Time", "Crew member", "Rank", "Complaint / treatment"],
            ["{date}", "{time}", "{local}", "{rank}",
             ("cut to left hand, 3 steri-strips", "seasick, cinnarizine 25 mg",
              "toothache, ibuprofen 400 mg", "fever 38.4, swab sent ashore",
              "back strain lifting stores", "eye splash, irrigated 15 min")], rng.randint(2, 4))
    n.nl()
    n.sentences((
        "Radio medical advice from {hosp} at {time} ({any_phone}).",
        "{pt}, {rank}, aged {age}, to be landed at {port} for X-ray of the wrist.",
        "Agent at {port} informed; taxi to the clinic arranged.",
        "Medicine chest checked, {count} items below stock, reordered.",
        "Crew member in {cabin} isolated until fever resolves."), (2, 4), sep="\n")
    n.fill("\nMedical officer: {staff}\n")


def medical_board(n: NNote):
    rng = n.rng
    headers = {"US": "Department of Veterans Affairs - {hosp}\nCompensation and Pension "
                     "Examination\n\n", "PL": "Wojskowa Komisja Lekarska, {site_city}\n\n",
               "DE": "Truppenarzt / Sanitaetsversorgungszentrum {site_city}\n\n"}
    n.fill(rng.choice(("{mil_unit}\nMEDICAL EVALUATION BOARD\n\n",
                       headers.get(n.country, "{mil_unit}\nMEDICAL BOARD PROCEEDINGS\n\n"))))
    n.kv((("Name", "{pt_formal}"), ("Service number", "{service_no}"), ("Unit", "{mil_unit}"),
          ("Specialty", "{mil_job}"), ("Date of birth", "{dob}"), ("Board date", "{date}"),
          ("Hospital no.", "{mrn}"), ("Personal ID", "{id_cued}"),
          ("VA file no." if n.country == "US" else "File no.", "{service_no}")), k=(4, 7))
    n.nl()
    n.sentences((
        "The member was injured on {earlier} during a convoy exercise near {any_city}.",
        "Since then {he} reports knee pain when running and cannot complete the fitness "
        "test.",
        "Tinnitus in both ears, hearing loss {percent} at 4 kHz.",
        "Civilian job: {a_job} at {employer}.",
        "Recommendation: not fit for deployment; review in 6 months.",
        "Combined disability rating: {percent}.",
        "Correspondence to {address}."), (4, 6))
    n.fill("\n\nPresiding medical officer: {staff}\nMembers: {staff}; {staff}\n")


def biobank_record(n: NNote):
    rng = n.rng
    if rng.random() < 0.5:
        n.fill(rng.choice(("{biobank} - SAMPLE REGISTER\n", "Sample intake, {biobank}\n")))
        n.fill("Study: ethics approval {ethics}; SOP {version}\n\n")
        n.table(["Sample ID", "Participant", "Type", "Collected", "Position", "Storage"],
                ["{sample}", "{participant}", ("serum", "EDTA plasma", "buffy coat", "urine",
                                               "FFPE block", "PAXgene RNA"),
                 "{date}", "{position}", "{temp}"], rng.randint(3, 6))
        n.fill("\nReceived by {staff} at {time}; {count} aliquots.\n")
        return
    n.fill("{biobank}\nCONSENT TO DONATE SAMPLES AND DATA ({version})\n\n")
    n.kv((("Participant", "{pt_formal}"), ("Participant code", "{participant}"),
          ("Date of birth", "{dob}"), ("Identity document", "{id_cued}"),
          ("Hospital no.", "{mrn}")), k=(3, 5))
    n.nl()
    n.bullets(("I agree that my blood and tissue may be stored for 30 years.",
               "I agree to be contacted again at {phone} or {email}.",
               "I do not agree to my samples being sent outside {country}.",
               "I may withdraw at any time by writing to {org_email}."), (3, 4),
              style="[x] ")
    n.fill("\nSigned: {pt}, {date}\nWitness: {local}\nConsent taken by: {staff}\n")


def occupational_letter(n: NNote):
    rng = n.rng
    n.fill(n.pick(("{hosp}\nOccupational Health Service\n{site_address}\n\n",),
                  ("Betriebsaerztlicher Dienst - {hosp}\n\n",)))
    n.fill("{date}\n\nTo: {local}, HR, {employer}\n\n")
    n.fill(rng.choice(("Re: {pt_formal}, personnel no. {personnel_no}\n\n",
                       "Re: {pt}, {job}\n\n", "Re: {pt_formal} ({id_cued})\n\n")))
    n.sentences((
        "I saw your employee {pt_short}, {age}, who works as {a_job}, on {date}.",
        "{He} is fit for work from {later} with restrictions for 4 weeks.",
        "{He} should not lift more than 10 kg or work above shoulder height.",
        "Night shifts should be avoided until the review on {later}.",
        "No details of the diagnosis are given here, in line with medical confidentiality.",
        "A graded return of {hours} hours per week is advised.",
        "Please call {site_phone} or fax {fax} if the restrictions cannot be met."), (4, 6))
    n.fill("\n\nYours sincerely\n{staff}\nOccupational physician\n")


def sick_certificate(n: NNote):
    rng = n.rng
    c = n.country
    if c in ("DE", "AT"):
        n.fill("Arbeitsunfaehigkeitsbescheinigung\n\n")
        n.kv((("Krankenkasse", "{insurer}"), ("Kostentraeger", "{ik}"), ("Name, Vorname",
                                                                         "{pt_formal}"),
              ("geb. am", "{dob}"), ("Versicherten-Nr.", "{plan_value}"),
              ("Arbeitsunfaehig seit", "{date}"), ("voraussichtlich bis", "{soon}"),
              ("Diagnose", "{icd}"), ("Arzt-Nr.", "{lanr}")), k=(6, 9))
        n.fill("\nErstbescheinigung\n{staff}, {site_address}\n")
        return
    if c == "RU":
        n.fill("LISTOK NETRUDOSPOSOBNOSTI No. {cert_no}\n\n")
        n.kv((("FIO", "{pt_formal}"), ("Data rozhdeniya", "{dob}"), ("SNILS / ID", "{nat_id}"),
              ("Mesto raboty", "{employer}"), ("Dolzhnost", "{job}"),
              ("Osvobodit ot raboty", "{date} - {soon}")), k=(5, 6))
        n.fill("\nVrach: {staff}\n{hosp}\n")
        return
    if c == "JP":
        n.fill("SHINDANSHO (Medical Certificate)\n\n")
        n.kv((("Name", "{pt_formal}"), ("Date of birth", "{dob}"), ("Address", "{address}"),
              ("Diagnosis", "lumbar sprain ({icd})")), k=(3, 4))
        n.fill("\nRest from work is required from {date} to {soon}.\n{date}\n{hosp}\n{staff}\n")
        return
    n.fill(rng.choice(("WORK / SCHOOL EXCUSE\n\n", "MEDICAL CERTIFICATE OF INCAPACITY\n\n",
                       "Sick note\n\n")))
    n.sentences((
        "This is to certify that {pt_formal} (DOB {dob}) was seen at {hosp} on {date}.",
        "{He} is unable to work as {a_job} until {soon} inclusive.",
        "May return to school on {soon}.",
        "{His} employer, {employer}, may call {site_phone} to verify this note.",
        "Diagnosis withheld at the patient's request; code {icd} on file (MRN {mrn}).",
        "Certificate no. {cert_no}.",
        "Identity checked: {id_cued}."), (3, 6), sep="\n")
    n.fill("\n\n{staff}\nLicense no. {licence}\n")


WRITERS = {name: globals()[name] for name, _ in NOTE_TYPES}

#: (capitals, lower case) shares of each document type.
CASE = {"claim_letter": (0.05, 0.0), "pharmacy_message": (0.2, 0.1), "forum_post": (0.0, 0.2),
        "tourism_thread": (0.0, 0.1), "equipment_delivery": (0.25, 0.0),
        "care_home_invoice": (0.1, 0.0), "poison_call": (0.2, 0.05),
        "screening_form": (0.2, 0.0), "custody_note": (0.2, 0.05), "ship_log": (0.35, 0.05),
        "medical_board": (0.15, 0.0), "biobank_record": (0.15, 0.0),
        "occupational_letter": (0.03, 0.0), "sick_certificate": (0.2, 0.0)}
#: How often a document type is hard-wrapped (prose; not tables).
WRAP = {"claim_letter": 0.3, "forum_post": 0.3, "tourism_thread": 0.3, "medical_board": 0.3,
        "occupational_letter": 0.4, "custody_note": 0.2, "poison_call": 0.2}

build_subject = subject_builder(NOTE_TYPES)


def make_document(seed: int, subject: SubjectN, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/N/doc/{subject.number}/{visit_no}")
    note = NNote(seed, subject, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.012)
    wrap = rng.choice((64, 72, 78)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.03)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
