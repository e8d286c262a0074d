"""The sixteen kinds of text of style Z (:mod:`deidkit.synth.style_z`), one writer each."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_z import Subject
from deidkit.synth.style_z_slots import Text


def signature(t: Text) -> None:
    t.lit(t.rng.choice(("--\n", "Best,\n", "Kind regards\n", "Cheers,\n", "Thanks!\n")))
    t.fill("{full}\n")
    if t.rng.random() < 0.7:
        t.fill("{job} | {employer}\n")
    t.sentences(("m: {phone}", "e: {email}", "{profile}", "{addr}"), (1, 3), sep="\n")
    t.nl()


def email_thread(t: Text) -> None:
    t.fill("From: {full} <{email}>\nTo: {other_full} <{other_email}>\nDate: {date}, {time}\n")
    t.lit("Subject: " + t.rng.choice(("Re: keys for the flat", "Fwd: your quote",
                                      "Re: Re: Saturday?", "Handover notes",
                                      "Re: invoice query")) + "\n\n")
    t.fill("Hi {other_first},\n\n")
    t.sentences(("Sorry for the slow reply, I was in {other_city} until {weekday}.",
                 "I can drop the spare keys at {street} any time after {time}.",
                 "My new mobile is {phone}, the old one stopped working when I moved.",
                 "The parking permit is registered to my car ({plate}), so that should be fine.",
                 "Could you confirm the transfer went to {account}? "
                 "The bank says it left on {date}.",
                 "I have attached my passport scan (no. {passport}) as requested by {company}.",
                 "Let's meet at {landmark} on {later} around {time} if the weather holds.",
                 "{friend} says hi and wonders if you are still with {employer}."), (3, 5))
    t.lit("\n\n")
    signature(t)
    t.lit("\n")
    t.fill("On {earlier} at {time}, {other_full} <{other_email}> wrote:\n")
    t.sentences(("> Thanks {first}, all received.", "> Are you still at {addr}?",
                 "> Ring me on {other_phone} if anything changes.",
                 "> The courier reference was {ref2}, just in case.",
                 "> I'm away {later} so please leave it with {other2} downstairs."),
                (2, 3), sep="\n")
    t.nl()


def chat_export(t: Text) -> None:
    t.lower_names = t.rng.random() < 0.4
    whatsapp = t.rng.random() < 0.5
    own = ("omw, stuck near {landmark} lol", "my new no. is {phone} save it",
           "same acct as before {account}", "wifi pw is on the fridge, router ip {ip}",
           "pls dont tell {friend} yet", "the link: {url}", "flight {flight} lands {time}",
           "sent it from {email} check spam", "car's at the garage, reg {plate}",
           "back in {city} on {weekday}")
    theirs = ("happy bday {nick}!!! {age} already 🎉", "{nick} u there?",
              "did {other_first} send u the address? its {street}", "ok see u {weekday} at {time}",
              "lmk when ur back {nick}", "say hi to ur {kin_name} from me")
    lines = [(True, x) for x in t.choose(own, (3, 5))] \
        + [(False, x) for x in t.choose(theirs, (2, 4))]
    t.rng.shuffle(lines)
    for mine, line in lines:
        if whatsapp:
            t.fill("[{stamp}, {time}] ")
        if mine:
            named = whatsapp or t.rng.random() < 0.5
            t.fill(t.rng.choice(("{nick}: ", "{first}: ")) if named else "Me: ")
        else:
            t.fill("{other2_first}: ")
        t.fill(line)
        t.nl()


def helpdesk_ticket(t: Text) -> None:
    t.fill("Ticket {ref} | Priority: {n} | Opened {date} {time}\nRequester: {full} ({email})\n")
    t.fill("Account holder: {login} / customer no. {ref2}\nChannel: web form from {ip}\n\n")
    t.lit("Customer wrote:\n")
    t.sentences(("The app (version {version}) keeps logging me out on my phone, "
                 "device ID {device}.",
                 "I was charged {price} twice for the {product}, card ending {card}.",
                 "Please update my delivery address to {addr}.",
                 "You can call me back on {phone} between {time} and {time}.",
                 "Been with you since {year}, first time anything like this.",
                 "For the identity check my national ID is {nid}."), (2, 4))
    t.lit("\n\n")
    t.fill("Agent {other} ({other_email}) replied on {later}:\n")
    t.sentences(("Thanks for your patience, {first}.",
                 "I have refunded {price} to the card ending {card}.",
                 "I reset the session for {login}; please update to {version}.",
                 "A replacement unit (device {other_device}) will ship within {n} days."), (2, 3))
    t.lit("\n\nInternal note: ")
    t.fill("escalated to {other2} in billing; see {url}.\n")


def forum_thread(t: Text) -> None:
    t.lit(t.rng.choice(("Topic: ", "Thread: ", "")) + t.rng.choice((
        "Noisy neighbours - what are my rights?", "Anyone else had their bike stolen?",
        "Recommendations for a tutor", "Landlord kept my deposit")) + "\n")
    t.fill("Posted by {handle} » {date}\n\n")
    t.sentences(("Long-time lurker, first post.",
                 "I'm {age} and rent a flat on {street} in {city}.",
                 "My landlord, {other_full}, keeps ignoring my emails to {other_email}.",
                 "Someone took my bike (frame no. {vin}) from outside {landmark} on {weekday}.",
                 "If anyone saw anything please DM me or text {phone}.",
                 "I've reported it to the police, case {ref2}.",
                 "A mate of mine, {friend}, lost one the same way in {other_city} last year."),
                (3, 5))
    t.fill("\n\n— {nick}\n\n")
    t.fill("Reply from {other_handle} » {later}\n")
    t.sentences(("Sorry to hear that {nick}.",
                 "Try the tenants' union at {company}, they helped me.",
                 "There's a Facebook group for {city}, worth posting there too."), (1, 3))
    t.nl()


def cv(t: Text) -> None:
    t.fill("{full}\n")
    t.sentences(("{phone}", "{email}", "{profile}", "{city}, {country}"), (3, 4), sep=" · ")
    t.lit("\n\nPROFILE\n")
    t.fill("{job} with experience across logistics and client work. Born {dob}; "
           "driving licence {licence}.\n\nEDUCATION\n")
    t.fill("{grad_year}  {school}\n\nEXPERIENCE\n")
    for line in t.choose(("cut onboarding time by 30%", "ran a team of 6",
                          "rolled out version 2.0 of the booking tool", "handled 40+ accounts"),
                         (2, 3)):
        t.fill("{spell}  {other_job}, {any_company}, {other_city}\n")
        t.lit("  - " + line + "\n")
    t.fill("{since} – present  {job}, {employer}, {city}\n\n")
    t.fill("REFERENCES\n{other_full}, {other_job}, {other_phone}\n")


def employment_letter(t: Text) -> None:
    t.fill("{company}\n{date}\n\nPRIVATE & CONFIDENTIAL\n{full}\n{addr}\n\nDear {formal},\n\n")
    t.sentences(("This letter confirms that you will join us as {job} from {later}.",
                 "Your employee number is {ref} and your line manager will be {other_full}.",
                 "Your salary will be {price} per month, paid into account {account}.",
                 "For payroll we hold your national insurance number as {nid}.",
                 "Please report to reception at {time} on your first day and bring photo ID.",
                 "You are enrolled in the staff health plan as member {member}.",
                 "The probation period is six months."), (3, 5))
    t.fill("\n\nYours sincerely,\n\n{other2}\nPeople Team, {company}\n{desk_email} | {fax}\n")


def insurance_letter(t: Text) -> None:
    t.fill("{company} Claims\nPolicy {ref} · Claim {ref2}\n{date}\n\n{formal}\n{addr}\n\n")
    t.lit("Re: your claim\n\n")
    t.sentences(("We have received the report from {doctor} at {hospital} dated {earlier}.",
                 "The treatment in the {dept} is covered under member number {member}.",
                 "The clinic's patient number for you is {mrn}; please quote it to them, not us.",
                 "The damage to your vehicle ({plate}, VIN {vin}) was assessed on {later}.",
                 "A payment of {price} will be made to {account} within {n} working days.",
                 "The genetic test kit {dna} is not covered by this policy.",
                 "The driver at the time held licence {licence}."), (3, 5))
    t.fill("\n\nQuestions? Call {other_phone} or write to {desk_email}.\n{other}, claims handler\n")


def news_item(t: Text) -> None:
    t.fill("{city} ({company}) — ")
    t.sentences(("A {age}-year-old {job} from {city} was praised after pulling a man from the "
                 "water near {landmark} on {weekday}.",
                 "{full}, {age}, told reporters that anyone would have done the same.",
                 "Police spokesperson {other_full} said the man, {kid_age}, was recovering.",
                 "Residents of {street} have campaigned for a railing since {year}.",
                 "{cousin}, the rescuer's cousin, called the council on {date}.",
                 "Witnesses can contact the station on {other_phone}."), (3, 5))
    t.nl()


def obituary(t: Text) -> None:
    t.day = t.subject.dob.replace(day=1) + dt.timedelta(days=t.rng.randint(50 * 365, 96 * 365))
    t.fill("{full}\n{dob} – {date}\n\n")
    t.sentences(("Born in {other_city}, {other_country}, {first} moved to {city} in {year}.",
                 "A {job} at {employer} for many years, {first} was known for a quick laugh.",
                 "{first} died peacefully at {hospital} aged {age}.",
                 "We thank {doctor} and the staff of the {dept} for their care."), (3, 4))
    t.lit(" Survived by ")
    t.s_kin()
    t.lit(" and ")
    t.s_kin()
    t.lit(".\n\n")
    t.fill("A service will be held at {landmark} on {later} at {time}. Condolences to {email}.\n")


def court_notice(t: Text) -> None:
    t.fill("IN THE COUNTY COURT AT {city}\nClaim No. {ref}\n\nBETWEEN\n{company}  Claimant\nand\n"
           "{full}  Defendant\n\nNOTICE OF HEARING\n\n")
    t.sentences(("The claim will be heard on {later} at {time}.",
                 "The defendant's last known address is {addr}.",
                 "Solicitor for the claimant: {other_full} (bar no. {bar}), {other_phone}.",
                 "Filed on {date} by {other2}, court officer."), (3, 4))
    t.nl()


def invoice(t: Text) -> None:
    t.fill("INVOICE {ref2}\n{company} · VAT {vat}\nDate: {date}    Due: {later}\n\n"
           "Bill to:\n{full}\n{addr}\nCustomer no. {ref}\n\n")
    for _ in range(t.rng.randint(2, 4)):
        t.fill("{qty} x {product} @ {price}\n")
    t.fill("\nTotal {price}. Pay to {account} quoting {ref}.\n")


def parcel_notice(t: Text) -> None:
    t.fill("We tried to deliver your parcel {ref2} on {date}.\n\nRecipient: {full}, {addr}\n"
           "Phone on label: {phone}\n\n")
    t.sentences(("It is now at the pickup point near {landmark}, open until {time}.",
                 "Re-book online at {url}.", "Parcel weight 2.4 kg, size M.",
                 "Bring ID matching the name {last}."), (2, 4), sep="\n")
    t.nl()


def travel_booking(t: Text) -> None:
    t.upper_doc = t.rng.random() < 0.3
    t.fill("Booking reference: {ref2}\nPassenger: ")
    t.s_pax()
    t.fill("\nE-ticket {ref}    Frequent flyer {ref2}\n"
           "Date of birth {dob}, passport {passport}\n\n")
    t.fill("{date}  {flight}  {other_city} – {city}  dep {time}\n")
    t.fill("{later}  {flight}  {city} – {other_city}  dep {time}\n\n"
           "Hotel: {company}, {n} nights, "
           "{price}\nContact: {phone} / {email}\n")
    if t.rng.random() < 0.5:
        t.fill("Car hire at {city}: driver licence {licence}, pick-up {time}\n")


def school_report(t: Text) -> None:
    t.fill("{school}\nEnd-of-term report, {date}\n\nPupil: {child}   Student ID: {ref}\n"
           "Date of birth: {kid_dob} (age {kid_age})\nParent/guardian: {full}, {phone}\n"
           "Health insurance: {member}\n\n")
    for subject in t.rng.sample(("Mathematics", "English", "Science", "Art", "History", "PE"), 3):
        t.lit(subject + ": " + t.rng.choice(("A", "B+", "B", "C", "7", "8")) + " — ")
        t.fill(t.rng.choice(("Works steadily and asks good questions.",
                             "Should read more at home.", "Strong term; well done.")) + "\n")
    t.fill("\nForm tutor: {other2}\nNext term begins {later}.\n")


def app_log(t: Text) -> None:
    events = ("INFO  auth  login ok user={login} ip={ip} device={device}",
              "WARN  auth  failed password user={login} ip={other_ip}",
              "INFO  profile  email changed to {email} by user={login}",
              "INFO  profile  phone set {phone}",
              "INFO  http  GET /api/v3/orders 200 38ms app={version}",
              "ERROR  sync  timeout after 30000ms (code E-1043) device={device}",
              "INFO  geo  {ip} resolved to {city}, {country}",
              "DEBUG  push  token registered for device {other_device}")
    for line in t.choose(events, (5, 8)):
        t.fill("{iso}T{clock}Z ")
        t.fill(line)
        t.nl()


def property_listing(t: Text) -> None:
    t.fill("For sale: {n}-bedroom flat, {street}, {city}\nAsking {price}\n\n")
    t.sentences(("Built in {year} and renovated in {this_year}.",
                 "Five minutes' walk to {landmark}.",
                 "Catchment for {school}.", "Viewings {weekday} from {time}.",
                 "Owner {other2_full} is relocating to {other_country}."), (3, 5))
    t.fill("\n\nContact {other} at {company}: {other_phone}, {other_email}\n{url}\n")


WRITERS = {"email_thread": email_thread, "chat_export": chat_export,
           "helpdesk_ticket": helpdesk_ticket, "forum_thread": forum_thread, "cv": cv,
           "employment_letter": employment_letter, "insurance_letter": insurance_letter,
           "news_item": news_item, "obituary": obituary, "court_notice": court_notice,
           "invoice": invoice, "parcel_notice": parcel_notice, "travel_booking": travel_booking,
           "school_report": school_report, "app_log": app_log, "property_listing": property_listing}


def make_document(seed: int, subject: Subject, visit_no: int, doc_id: str) -> tuple[Document, str]:
    kind = subject.kinds[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/Z/doc/{subject.number}/{visit_no}")
    text = Text(seed, subject, rng)
    WRITERS[kind](text)
    casual = kind in ("chat_export", "forum_thread")
    typo_rate = rng.uniform(0.01, 0.03) if casual else rng.choice((0.0, 0.0, 0.004))
    upper = text.upper_doc or (kind in ("invoice", "parcel_notice") and rng.random() < 0.15)
    body, tags = assemble(text, rng, upper=upper, typo_rate=typo_rate)
    return Document(doc_id=doc_id, text=body, tags=tags), kind
