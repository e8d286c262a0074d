"""Style H text types: templates and layouts (slots: :class:`deidkit.synth.style_h.HText`)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_h import HPerson, HText, make_person

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("personal_email", 16), ("forum_thread", 16), ("cv", 12), ("news_story", 14),
    ("death_notice", 8), ("meeting_minutes", 10), ("rental_listing", 8), ("recommendation", 8),
)


def personal_email(t: HText):
    t.fill("From: {full} <{email}>\nTo: {other} <{other_email}>\n")
    t.fill(t.rng.choice(("Sent: {date}\n", "Date: {date} 21:14\n", "{date}\n")))
    t.lit("Subject: " + t.rng.choice(("catching up", "Re: the weekend", "Fwd: flat viewing",
                                      "quick favour", "photos!")) + "\n\n")
    t.fill(t.rng.choice(("Hi {other},\n\n", "Dear {other},\n\n", "hey!\n\n")))
    t.sentences((
        "We finally moved into the new place at {address}, come and visit whenever you like.",
        "My {rel} {relname} turns {other_age} on {later} and we're throwing a small party.",
        "I started the new job as {job} at {employer} last month and the commute is brutal.",
        "Could you lend me the car again on {later}? It's the silver one, plate {plate}.",
        "My new number is {phone}, the old one got cut off.",
        "The photos from {landmark} are up on my page, I'm {handle} there.",
        "I saw {friend} at the market in {city}, she says hello.",
        "Remember the trip to {country} in {year}? I found the tickets in a drawer.",
        "If you send the money, my account is {account}.",
    ), (3, 6))
    t.fill("\n\n" + t.rng.choice(("Love,\n{first}\n", "Cheers,\n{first}\n", "x {first}\n",
                                  "Best,\n{full}\n{job}, {employer}\n{phone}\n")))


def forum_thread(t: HText):
    t.fill(t.rng.choice(("Topic: anyone else waiting for a knee op?\n",
                         "Thread: landlord kept my deposit\n",
                         "[Help] laptop stolen, what now?\n", "Re: best schools near {city}\n")))
    t.fill("{url}\n\n")
    for i in range(t.rng.randint(2, 4)):
        if i % 2 == 0:
            t.fill("Posted by {handle} on {date}" + t.rng.choice(("", " from {ip}")) + "\n")
            t.sentences((
                "I'm {age} and have been on the waiting list at {hospital} since {year}.",
                "My surgeon is {doctor} and the patient number they gave me is {patient_no}.",
                "Landlord is a guy called {other}, flat is on {street} in {city}.",
                "Laptop serial was {serial}, police reference {ref}.",
                "I work as a {job} so I can't take more time off.",
                "my insurance ({member}) says they won't cover it??",
                "drop me a line at {email} if you went through the same thing",
            ), (2, 4), sep=t.rng.choice((" ", "\n")))
        else:
            t.fill("Reply from {other_handle}, {later}:\n")
            t.sentences((
                "same happened to my {rel} in {any_city}, took months.",
                "Call the council, they sorted it for me within a week.",
                "Try asking for {doctor}, she was brilliant with my mum.",
                "I think {club} has a free advice evening on {later}.",
                "Honestly just post the serial on every marketplace group.",
            ), (1, 3))
        t.nl(2)


def cv(t: HText):
    t.fill("{upper_name}\n{address}\n{phone} | {email} | {url}\n\n")
    t.lit(t.rng.choice(("PROFILE\n", "Personal statement\n", "SUMMARY\n")))
    t.fill("Experienced {job} with a track record in team leadership and process improvement.\n\n")
    t.lit(t.rng.choice(("EXPERIENCE\n", "Work history\n", "Employment\n")))
    for _ in range(t.rng.randint(2, 3)):
        t.fill(t.rng.choice(("from {year}", "{year} - present", "{year}"))
               + "   {other_job}, {company}, {any_city}\n")
        t.lit(t.rng.choice(("  * Led a team of 6 and cut turnaround times by a third\n",
                            "  * Managed supplier contracts worth 2 million\n",
                            "  * Trained new starters and wrote the onboarding guide\n")))
    t.lit("\n" + t.rng.choice(("EDUCATION\n", "Qualifications\n")))
    t.fill("{year}   BSc, {school}\n\n")
    t.lit("PERSONAL DETAILS\n")
    rows = (("Date of birth", "{dob}"), ("Nationality / ID", "{national_id}"),
            ("Driving licence", "{licence}"), ("Passport", "{passport}"),
            ("Member of", "{club}"), ("References", "{other}, {other_email}"))
    for key, value in t.choose(rows, (2, 5)):
        t.lit(f"{key}: ")
        t.fill(value + "\n")


def news_story(t: HText):
    t.fill(t.rng.choice(("{city} - ", "{date} | {city}\n\n", "")))
    t.sentences((
        "A {age}-year-old {job} from {city} was taken to {hospital} after a collision on "
        "{street} on {date}.",
        "Police named the driver as {full}, {age}, of {any_city}.",
        "{other}, who runs {company}, said the road had been dangerous for years.",
        "The vehicle, registration {plate}, was towed from the scene near {landmark}.",
        "Witnesses were asked to call {phone} quoting reference {ref}.",
        "{full} joined {employer} in {year} and was well known at {club}.",
        "Local councillor {other} will raise the matter at the meeting on {later}.",
    ), (3, 6))
    t.fill("\n\nReporting by {other} ({other_email})\n")


def death_notice(t: HText):
    t.fill("{upper_name}\n")
    t.fill(t.rng.choice(("Peacefully at {hospital} on {date}, aged {age}. ",
                         "Died suddenly at home in {city} on {date}, aged {age}. ")))
    t.fill("Survived by a {rel}, {relname}, and a dear friend, {friend}. ")
    t.fill("Formerly a {job} with {employer} for many years. ")
    t.fill(t.rng.choice(("Funeral service at {landmark} on {later} at 11am. ",
                         "Private cremation; a celebration of life will follow on {later}. ")))
    t.fill("Donations to {club} via {url}. Enquiries to {phone}.\n")


def meeting_minutes(t: HText):
    t.fill("{company}\nMinutes of the {club} meeting, {date}\n\n")
    t.fill("Present: {full}, {other}, {friend}\nApologies: {relname}\n\n")
    t.bullets((
        "{first} reported that the grant from {employer} has been received.",
        "Treasurer confirmed the balance in account {account}.",
        "{other} will book the hall at {landmark} for {later}.",
        "New members: please send details to {email}.",
        "The minibus ({plate}) needs its service before {later}.",
        "{friend} raised the broken laptop, serial {serial}, which will be replaced.",
    ), (3, 5))
    t.fill("\nNext meeting: {later}. Minutes taken by {first}.\n")


def rental_listing(t: HText):
    t.fill("2-bed flat to let, {street}, {city}\n")
    t.sentences((
        "Bright second-floor flat, five minutes from {landmark}.",
        "Available from {later}, deposit five weeks' rent.",
        "Contact {full} on {phone} or {email}, no agencies.",
        "Viewings this weekend only, reference {ref}.",
        "Fax signed forms to {fax}.",
    ), (3, 5))
    t.fill("\nListed {date} by {handle}\n")


def recommendation(t: HText):
    t.fill("{school}\nDepartment of Engineering\n\n{date}\n\nTo the admissions committee,\n\n")
    t.sentences((
        "It is a pleasure to recommend {full}, whom I have taught since {year}.",
        "{first} worked part-time as a {job} while completing the degree.",
        "During a placement at {company} in {any_city}, {first} led the data migration.",
        "I can be reached at {other_email} or {phone} for further details.",
        "{first}'s student number was {ref}.",
    ), (3, 5))
    t.fill("\n\nYours faithfully,\n{other}\nSenior Lecturer\n")


WRITERS = {"personal_email": personal_email, "forum_thread": forum_thread, "cv": cv,
           "news_story": news_story, "death_notice": death_notice,
           "meeting_minutes": meeting_minutes, "rental_listing": rental_listing,
           "recommendation": recommendation}


def build_person(seed: int, number: int) -> HPerson:
    return make_person(seed, number, NOTE_TYPES)


def make_document(seed: int, subject: HPerson, visit_no: int, doc_id: str) -> tuple[Document, str]:
    kind = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/H/doc/{subject.number}/{visit_no}")
    text = HText(seed, subject, rng)
    WRITERS[kind](text)
    casual = kind in ("forum_thread", "personal_email")
    r = rng.random()
    lower = casual and r < 0.25
    upper = kind == "death_notice" and r < 0.3
    typo_rate = rng.uniform(0.005, 0.03) if casual else rng.choice((0.0, 0.0, 0.004))
    wrap = rng.choice((70, 72, 76)) if rng.random() < 0.3 else None
    body, tags = assemble(text, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=body, tags=tags), kind
