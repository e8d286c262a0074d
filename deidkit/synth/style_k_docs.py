"""Style K document types (slots: :class:`deidkit.synth.style_k.KNote`): general-domain text
about people at work and in their communities (newsletter profiles, obituaries,
announcements, references, HR letters, club rosters, news briefs, school reports, award
citations) and the hospital's administration (rota e-mails, room and theatre bookings,
bed-management huddles, transport requests, estates and IT tickets, parking permits and
badges, specimen logistics, incident reports, complaints), as prose, key-value forms,
tables, lists and e-mails. Case, wrapping and typos are decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_k import KNote, SubjectK, subject_builder, visit_count

#: General-domain documents first, then the hospital's administration.
GENERAL = (("newsletter_profile", 6), ("obituary", 6), ("announcement", 5),
           ("reference_letter", 6), ("hr_letter", 6), ("club_roster", 5), ("news_brief", 5),
           ("school_report", 5), ("award_citation", 5))
ADMIN = (("rota_email", 6), ("room_booking", 6), ("bed_huddle", 5), ("transport_request", 6),
         ("it_ticket", 6), ("parking_permit", 5), ("specimen_log", 5), ("incident_report", 5),
         ("complaint", 5))
NOTE_TYPES: tuple[tuple[str, int], ...] = GENERAL + ADMIN


def _as(n: KNote, staff: bool) -> None:
    """Whether the subject is named as the hospital's staff (DOCTOR) in this document."""
    n.as_staff = staff and n.subject.staff


# -- general-domain text ----------------------------------------------------------------------
def newsletter_profile(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill(rng.choice(("{hosp} Staff Bulletin - {date_n}\n\n", "MEET THE TEAM\n\n",
                       "Inside {unit}: a staff newsletter item\n\n")))
    n.fill(rng.choice(("{pt_full}\n{job}, {unit}\n\n", "{pt_full} | {job} | {unit}\n\n",
                       "This month: {pt_full}, {job}\n\n")))
    n.sentences((
        "{pt_first} joined {hosp} in {earlier} after some years as {a_past_job} with "
        "{any_employer}.",
        "Ask anyone in {unit} and they will tell you the kettle is always on when {pt_first} "
        "is rostered.",
        "Outside work {he} coaches juniors at {club} and spends weekends near {landmark}.",
        "{He} grew up in {any_city} and moved to {site_city} when {his} {relation} took a job "
        "there.",
        "Colleagues nominated {pt_first} for the quarterly values award, presented by {staff} "
        "on {date}.",
        "Before healthcare, {he} studied at {uni}.",
        "Most days you will find {pt_first} in {room}, the small office behind {bare_unit}.",
        "{He} is also our {union} workplace delegate."), (4, 6))
    n.nl(2)
    n.lit(rng.choice(("Three quick questions\n", "Q&A\n", "Quickfire\n")))
    n.bullets(("Favourite spot on campus: {landmark}", "Best advice: ask the ward clerk first",
               "Last holiday: {far_country}", "Coffee order: long black, no sugar",
               "First job: {past_job}", "Years at {hosp}: {count}"), (3, 4))
    n.fill(rng.choice(("\nStory ideas to {org_email}.\n", "\nWritten by {staff}, {admin}.\n",
                       "\nRead past issues at {url}\n")))


def obituary(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("IN MEMORIAM\n\n", "Death notice\n\n", "{pt_full} ({year} - {date})\n\n",
                       "Vale {pt_full}\n\n")))
    n.sentences((
        "{pt_full}, of {city}, died peacefully on {date_n}, aged {age}.",
        "Born in {any_city}, {he} worked for many years as {a_job} with {employer} and "
        "later as {a_past_job}.",
        "Much loved {relation} of {rel}, and friend to half the members of {club}.",
        "{He} never missed a Saturday at {landmark}.",
        "A life member of {any_club}, {he} volunteered with {charity} into {his} eighties.",
        "The family thanks the staff of {ward} at {hosp} for their kindness.",
        "{He} leaves {his} {relation} {new_rel} and {count} grandchildren."), (3, 6))
    n.nl(2)
    n.fill(rng.choice((
        "A service will be held on {later} at {street}, {city}. In lieu of flowers, "
        "donations to {charity}.\n",
        "Funeral: {weekday} {later}, 11 am, chapel of {hosp}. Enquiries {phone}.\n",
        "Condolences may be left at {url} or sent to {email}.\n")))


def announcement(n: KNote):
    rng = n.rng
    _as(n, False)
    kind = rng.choice(("wedding", "engagement", "birth"))
    if kind == "birth":
        n.fill(rng.choice(("BIRTHS\n\n", "Welcome to the world\n\n")))
        n.fill("{pt_full} and {rel} are delighted to announce the arrival of "
               "{other_full}, born {date_n} at {hosp}")
        n.lit(rng.choice((", 3.4 kg", ", weighing 3 kg 210 g", "", ", 51 cm")) + ". ")
        n.fill(rng.choice(("A little sister for {other}, aged {kid_age}.",
                           "Thanks to the midwives of {ward}.",
                           "Proud grandparents live in {any_city}, {far_country}.")))
    else:
        n.fill("ENGAGEMENTS\n\n" if kind == "engagement" else "Wedding announcement\n\n")
        n.fill("{pt_full}, {job} at {employer}, and {other_full}, {a_other_job} from "
               "{any_city}, ")
        n.lit("are pleased to announce their engagement. " if kind == "engagement" else
              "were married on ")
        if kind != "engagement":
            n.fill("{date_n} at {landmark}. ")
        n.fill(rng.choice(("The couple met at {uni} in {year}.",
                           "{pt_first}'s {relation} {rel} gave the toast.",
                           "They will live in {city}, {state}.")))
    n.nl(2)
    n.fill(rng.choice(("Messages c/o {email}\n", "Placed by the family, tel. {phone}\n",
                       "-- {city} community notices, {date}\n")))


def reference_letter(n: KNote):
    rng = n.rng
    _as(n, False)
    tenancy = rng.random() < 0.35
    n.fill("{any_address}\n\n{date_n}\n\n")
    if tenancy:
        n.fill(rng.choice(("To the letting agent\n", "Re: rental application of {pt_full}\n")))
        n.nl()
        n.sentences((
            "I have been the landlord of {pt_full} at {street}, {city}, since {earlier}.",
            "The rent was paid on time into my account {account} every month.",
            "{pt_first} works as {a_job} and kept the flat in very good order.",
            "I would rent to {pt_title} again without hesitation.",
            "The bond of {money} was returned in full on {date}.",
            "The tenant's car ({make}, {plate}) was always parked in the bay assigned to "
            "the flat."), (3, 5))
    else:
        n.fill(rng.choice(("Dear hiring manager,\n\n", "To whom it may concern\n\n")))
        n.sentences((
            "I am writing to support the application of {pt_full} for a post as {job}.",
            "{pt_first} reported to me for {count} years at {employer}, where I am "
            "{other_job}.",
            "{He} took over our rostering in {earlier} and cut agency shifts by a third.",
            "{His} attendance record was excellent and {he} trained every new {past_job} "
            "we hired.",
            "{He} leaves us only because {his} {relation} has a new post in {any_city}.",
            "I can be reached on {any_phone} or at {other_email}."), (3, 6))
    n.nl(2)
    n.fill(rng.choice(("Yours faithfully,\n{other}\n", "Kind regards\n{other}, {other_job}\n",
                       "Sincerely,\n\n{other}\n{any_employer}\n")))


def hr_letter(n: KNote):
    rng = n.rng
    _as(n, True)
    kind = rng.choice(("offer", "transfer", "disciplinary"))
    n.fill(rng.choice(("{hosp}\n{admin}\n{site_address}\n\n", "{admin} | {hosp}\n\n")))
    n.fill(rng.choice(("", "Tel {site_phone} | Fax {fax}\n")))
    n.fill("{date}\n\nPRIVATE AND CONFIDENTIAL\n{pt_full}\n{address}\n\n")
    n.kv((("Staff number", "{pt_staff_no}"), ("Position", "{job}"), ("Department", "{unit}"),
          ("Cost centre", "{cost_centre}"), ("Hours", "{hours} per week")), k=(3, 5))
    n.nl()
    if kind == "offer":
        n.sentences((
            "We are pleased to offer you the position of {job} in {unit}, starting {later}.",
            "Your salary will be paid fortnightly into account {account}.",
            "Please bring your registration ({licence}) and photo ID to {admin} on your "
            "first day.",
            "Your manager will be {staff}, who can be reached on extension {ext}.",
            "Orientation is held in {room} ({capacity}) every second Monday."), (3, 5))
    elif kind == "transfer":
        n.sentences((
            "Further to your request, your transfer from {unit} to {ward} is approved from "
            "{later}.",
            "Your title remains {job}; the new line manager is {staff}.",
            "Your locker in {landmark} should be cleared before the move.",
            "Parking permit {permit} will be re-issued for the new site."), (3, 4))
    else:
        n.sentences((
            "This letter confirms the outcome of the meeting held on {date} in {room}.",
            "You were accompanied by {other}, your {union} representative.",
            "The allegation concerned access to the record of a patient ({any_mrn}) "
            "using the log-in {pt_user} without a work reason.",
            "A first written warning will remain on your file for 12 months.",
            "You may appeal in writing to {admin} within 10 working days."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Yours sincerely\n\n{staff}\n{staff_job}\n",
                       "Regards,\n{staff} ({staff_email})\n")))


def club_roster(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("{club} - volunteer roster, {date_n}\n\n",
                       "{club} NEWSLETTER\nRoster and alumni notes\n\n")))
    n.table(["Name", "Day job", "Phone", "Duty"],
            ["{other}", "{other_job}", "{any_phone}",
             ("canteen", "gate", "first aid", "scoring", "boat ramp", "raffle")],
            rng.randint(3, 6))
    n.nl()
    n.heading("Alumni notes")
    n.sentences((
        "{pt_full} (class of {year}) is now {a_job} at {employer} in {city}.",
        "{other} has moved to {far_country} with {charity}.",
        "Congratulations to {pt_first}, who turned {age} on {date}.",
        "Former captain {other} now works as {a_other_job} in {any_city}.",
        "Send your news to {email} before {later}.",
        "The full roster is online at {club_url}."), (2, 4), sep="\n")
    n.nl()


def news_brief(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("LOCAL NEWS IN BRIEF\n\n", "{city} briefs - {date}\n\n",
                       "Community round-up\n\n")))
    items = (
        "{city}: A {age}-year-old {job}, {pt_full}, was thanked by {ambulance} after "
        "pulling a swimmer from the water near {landmark} on {weekday}.",
        "Road works on {street} will close the lane outside {hosp} until {later}; buses "
        "divert via {landmark}.",
        "{any_employer} will open a depot in {any_city}, creating about {count} jobs, said "
        "manager {other}.",
        "{other}, {a_other_job}, has been elected president of {any_club}.",
        "The council of {city} ({state}) approved a new car park beside {landmark}.",
        "{charity} thanks the {count} volunteers who knitted for {ward} at {hosp} this "
        "winter.")
    for i, t in enumerate(n.choose(items, (2, 4))):
        if i:
            n.lit(rng.choice(("\n\n", "\n* * *\n", "\n--\n")))
        n.fill(t)
    n.nl()


def school_report(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("{any_employer}\nEnd of term report\n\n",
                       "REPORT TO PARENTS - {date}\n\n")))
    n.kv((("Student", "{other_full}"), ("Age", "{kid_age}"), ("Parent/guardian", "{pt_full}"),
          ("Parent occupation", "{job}"), ("Home address", "{address}"),
          ("Contact", "{phone}"), ("Class teacher", "{other}")), k=(4, 7))
    n.nl()
    n.table(["Subject", "Grade", "Comment"],
            [("English", "Mathematics", "Science", "French", "Music", "PE"),
             ("A", "B+", "B", "C", "Excellent", "Satisfactory"),
             ("works steadily", "needs to complete homework", "a pleasure to teach",
              "excellent effort", "participates well")], rng.randint(3, 5))
    n.nl()
    n.sentences((
        "{other_again} has had {count} absences this term.",
        "Parent-teacher interviews are in {room} on {later}.",
        "The excursion to {landmark} is on {later}; permission slips to the office.",
        "Reading has improved since the visit of the {other_job} from {charity}."), (2, 3))
    n.nl()


def award_citation(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill(rng.choice(("{charity} Community Grant - citation\n\n",
                       "{hosp} Excellence Awards {year}\n\n", "Citation\n\n")))
    n.sentences((
        "{pt_full}, {job} in {unit}, receives this year's award for service.",
        "In {earlier} {pt_first} set up a volunteer drivers' scheme with {any_club}.",
        "Working with {uni}, {he} secured a grant of {money} for the project.",
        "{His} nomination was signed by {count} colleagues and by {staff}.",
        "The award will be presented on {later} at {landmark}.",
        "Before joining {hosp}, {pt_first} worked as {a_past_job} in {any_city}, "
        "{far_country}."), (3, 5))
    n.nl(2)
    n.fill(rng.choice(("Committee secretary: {staff}, {org_email}\n",
                       "Grant reference {ticket}; paid to account {account}.\n")))


# -- the hospital's administration -----------------------------------------------------------
def rota_email(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill("From: {staff} <{staff_email}>\nTo: {org_email}\nDate: {date} {time}\n"
           + rng.choice(("", "X-Sender-IP: {ip}\n", "Sent by: {staff_user}\n"))
           + "Subject: " + rng.choice(("on-call changes this weekend", "rota gaps",
                                       "swap request approved", "ROTA for next week")) + "\n\n")
    n.fill(rng.choice(("Hi all,\n\n", "Team,\n\n", "")))
    n.sentences((
        "{pt_full} is swapping nights with {staff} on {later}; please update the board in "
        "{ward}.",
        "On-call for {unit} this weekend: {pt} (pager {ext}).",
        "The handover meeting moves to {room} from {later}.",
        "If {care_role} cannot reach the team, call switchboard on {site_phone}.",
        "Agency cover for {ward} has been booked through {any_employer}.",
        "Annual leave requests for {count} staff are still waiting in the system."), (3, 5))
    n.nl(2)
    n.table(["Date", "Shift", "Unit", "Name", "Ext"],
            ["{later}", ("Early", "Late", "Night", "On call", "Long day"), "{ward}",
             "{staff}", "{ext}"], rng.randint(3, 6))
    n.fill(rng.choice(("\nThanks\n{staff_again}\n", "\n-- \n{staff}\n{staff_job}, {admin}\n")))


def room_booking(n: KNote):
    rng = n.rng
    _as(n, True)
    if rng.random() < 0.5:
        n.fill(rng.choice(("Room booking confirmation {ticket}\n\n",
                           "THEATRE LIST / SESSION BOOKING\n\n")))
        n.kv((("Booked by", "{pt_full}"), ("Department", "{unit}"), ("Room", "{room_value}"),
              ("Building", "{landmark}"), ("Date", "{later}"), ("Time", "{time}"),
              ("Capacity", "{capacity}"), ("Cost centre", "{cost_centre}"),
              ("Contact", "{ext}")), k=(5, 9))
        n.nl()
        n.fill(rng.choice(("Equipment: projector, video link ({host}, {ip}).\n",
                           "Booked online by {staff_user}.\n",
                           "Catering ordered from catering: morning tea for {count}.\n",
                           "Cancellations to {org_email} at least 24 h ahead.\n")))
    else:
        n.fill("Theatre allocation - {hosp} - {date}\n\n")
        n.table(["Theatre", "Session", "Specialty", "Surgeon", "Booking"],
                ["{theatre}", ("AM", "PM", "All day"), ("Orthopaedics", "General",
                                                        "Gynaecology", "ENT", "Urology"),
                 "{staff}", "{ticket}"], rng.randint(3, 6))
        n.nl()
        n.fill("Changes approved by {pt} for {unit}.\n")


def bed_huddle(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill(rng.choice(("BED MANAGEMENT HUDDLE {time} {date}\n",
                       "Patient flow huddle - {hosp} - {date}\n")))
    n.fill("Chair: {pt} ({unit})\n\n")
    n.table(["Unit", "Beds open", "Expected discharges", "Waiting in ED"],
            ["{ward}", "{count}", "{count}", "{count}"], rng.randint(3, 5))
    n.nl()
    n.bullets((
        "{ward}: {bed} closed for cleaning after an infection alert.",
        "Patient {any_mrn} waiting in the ED for {ward}; {care_role} aware.",
        "Transfer to {other_hosp} booked with {ambulance}, {call_sign}.",
        "Escalation: {count} patients boarding in recovery.",
        "{staff} to chase the discharge lounge in {landmark}.",
        "Next huddle {time} in {room}."), (3, 5))


def transport_request(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("PATIENT TRANSPORT REQUEST {ticket}\n\n",
                       "Porter request (internal) - {date} {time}\n\n")))
    n.kv((("Patient", "{pt_full}"), ("MRN", "{mrn}"), ("DOB", "{dob}"), ("Age", "{age}"),
          ("From", "{ward}, {bed}"), ("To", "{bare_unit} / {room}"),
          ("Health fund", "{fund} {plan}"), ("Requested by", "{staff}"),
          ("Mode", rng.choice(("wheelchair", "bed", "trolley", "walking with escort")))),
         k=(5, 9))
    n.nl()
    n.fill(rng.choice((
        "Outside transfer to {other_hosp}: {ambulance}, {call_sign}, rego {any_plate}.\n",
        "Porter {staff} assigned at {time}; oxygen {dose}.\n",
        "Relative {rel} will meet the patient at {landmark}; phone {phone}.\n",
        "Vehicle: {make}, plate {any_plate}, driver {other} (licence {licence}).\n",
        "Booked through {url} by {staff_user}.\n")))


def it_ticket(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill(rng.choice(("Service desk ticket {ticket}\n", "ESTATES WORK REQUEST {ticket}\n",
                       "[{priority}] {ticket} - device issue\n")))
    n.kv((("Raised by", "{pt_full} ({pt_user})"), ("Location", "{unit}, {room}"),
          ("Asset tag", "{asset}"), ("Serial", "{serial}"), ("Host name", "{host}"),
          ("IP address", "{ip}"), ("MAC", "{mac}"), ("Phone", "ext {ext}"),
          ("Priority", "{priority}"), ("Assigned to", "{staff}"),
          ("Vendor", "{vendor}"), ("Software", "{version}"),
          ("Affected users", "{count}")), k=(7, 11))
    n.nl()
    n.sentences((
        "Ward mobile (IMEI {imei}) will not register on the network since the update to "
        "{version}.",
        "The label printer by the nurses' station in {ward} jams on every second label.",
        "Leak from the ceiling above {room}; bucket in place, {landmark} plant room checked.",
        "User locked out after {count} failed attempts; password reset by {staff}.",
        "Replacement unit shipped by {vendor}; return the faulty one to {admin}.",
        "Please log further faults at {url}.",
        "Remote session from {ip} by {staff_user} closed the ticket."), (2, 4))
    n.nl()


def parking_permit(n: KNote):
    rng = n.rng
    _as(n, True)
    n.fill(rng.choice(("STAFF PARKING PERMIT APPLICATION\n\n",
                       "{admin} - permit and ID badge\n\n")))
    n.kv((("Name", "{pt_full}"), ("Staff ID", "{pt_staff_no}"), ("Position", "{job}"),
          ("Department", "{unit}"), ("Vehicle", "{make}"), ("Registration", "{plate}"),
          ("Driver licence", "{licence}"), ("Car park", "{landmark}"),
          ("Permit no.", "{permit}"), ("Salary deduction from", "{account}"),
          ("Valid from", "{date}"), ("Mobile", "{phone}")), k=(7, 12))
    n.nl()
    n.fill(rng.choice(("Badge photo taken by {staff} in {room}.\n",
                       "Badge encoded on reader {host} ({version}) by {staff_user}.\n",
                       "Second vehicle: {any_plate}.\n",
                       "Permits are not valid in {landmark} on event days.\n")))


def specimen_log(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("SPECIMEN DISPATCH LOG - {date}\n", "Courier manifest {ticket}\n")))
    n.fill("Courier: {courier}, van {any_plate}\n\n")
    n.table(["Specimen", "Accession", "Patient", "MRN", "From", "Temp"],
            ["{specimen}", "{accession}", "{other}", "{any_mrn}", "{ward}", "{temp}"],
            rng.randint(3, 6))
    n.nl()
    n.fill(rng.choice(("Received at {other_hosp} by {staff} at {time}.\n",
                       "Cold box sealed, {count} tubes; scanned in by {staff_user}.\n",
                       "Manifest faxed to {fax}; logged by {staff_user} at {time}.\n",
                       "Urgent sample for {pt_full} ({mrn}), {specimen}, phoned to {ext}.\n")))


def incident_report(n: KNote):
    rng = n.rng
    _as(n, False)
    n.fill(rng.choice(("INCIDENT REPORT {ticket}\n\n", "Incident notification - {hosp}\n\n")))
    n.kv((("Date", "{date}"), ("Time", "{time}"), ("Location", "{ward}, {bed}"),
          ("Person affected", "{pt_full}"), ("MRN", "{mrn}"), ("Age", "{age}"),
          ("Reported by", "{staff}"), ("Witness", "{other} ({other_job})")), k=(5, 8))
    n.nl()
    n.sentences((
        "The patient was found on the floor beside the bed at {time}; {care_role} was "
        "called.",
        "A visitor, {other}, slipped on the wet floor at {landmark}.",
        "Security officer {staff} attended with the duty manager.",
        "Entered in the incident system by {staff_user}; health fund {fund}, member {plan}.",
        "Hoist serial {serial} was removed from use and tagged for {vendor}.",
        "Family ({rel}, {phone}) informed by phone the same evening.",
        "Paracetamol {dose} given; no injury found on review."), (3, 5))
    n.nl()


def complaint(n: KNote):
    rng = n.rng
    _as(n, False)
    if rng.random() < 0.5:
        n.fill("{address}\n{date_n}\n\nTo the Patient Liaison Officer, {hosp}\n\n")
        n.sentences((
            "I am writing about the care of my {relation}, {rel}, on {ward} from {earlier}.",
            "We waited {count} hours in the ED and nobody told us where {rel_first} had gone.",
            "The car park machine at {landmark} took my money and the fine arrived for "
            "{plate}.",
            "I work as {a_job} myself and I know how busy a ward can be.",
            "Please reply to {email} or {phone}.",
            "{His} Medicare number is {plan}, in case you need to find the file."), (3, 5))
        n.fill("\n\nYours,\n{pt_full}\n")
    else:
        n.fill("{hosp}\n{admin}\nTel {site_phone}  Fax {fax}\n\n{date}\n\nDear {pt_title},\n\n")
        n.fill("Re: your complaint {ticket}\n\n")
        n.sentences((
            "Thank you for your letter of {earlier} about your {relation}'s stay on {ward}.",
            "I have spoken with {staff}, the manager of that unit.",
            "The parking fine issued to vehicle {plate} has been withdrawn.",
            "Your {relation}'s record ({mrn}) shows a delay in the transfer to {other_hosp}.",
            "We have arranged a meeting in {room} on {later} if you wish to attend."), (3, 5))
        n.fill("\n\nYours sincerely\n{staff}\n{staff_job}\n")


WRITERS = {name: globals()[name] for name, _ in NOTE_TYPES}

#: (capitals, lower case) shares of each document type.
CASE = {"newsletter_profile": (0.02, 0.02), "obituary": (0.1, 0.0), "announcement": (0.05, 0.02),
        "reference_letter": (0.02, 0.03), "hr_letter": (0.05, 0.0), "club_roster": (0.05, 0.1),
        "news_brief": (0.1, 0.02), "school_report": (0.05, 0.02), "award_citation": (0.05, 0.0),
        "rota_email": (0.05, 0.25), "room_booking": (0.2, 0.05), "bed_huddle": (0.3, 0.1),
        "transport_request": (0.35, 0.05), "it_ticket": (0.15, 0.2), "parking_permit": (0.3, 0.0),
        "specimen_log": (0.4, 0.0), "incident_report": (0.15, 0.05), "complaint": (0.03, 0.1)}
#: How often a document type is hard-wrapped (prose; not tables).
WRAP = {"newsletter_profile": 0.4, "obituary": 0.5, "announcement": 0.4, "reference_letter": 0.4,
        "hr_letter": 0.3, "news_brief": 0.5, "award_citation": 0.4, "complaint": 0.4,
        "incident_report": 0.2, "it_ticket": 0.2}

build_subject = subject_builder(NOTE_TYPES)


def make_document(seed: int, subject: SubjectK, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/K/doc/{subject.number}/{visit_no}")
    note = KNote(seed, subject, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.012)
    wrap = rng.choice((60, 68, 72, 78)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.03)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
