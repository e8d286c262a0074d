"""Style C text types: templates and layouts (slots: :class:`deidkit.synth.style_c.Text`)."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_c import Subject, Text


def support_email(t: Text):
    t.fill("From: {full} <{email}>\nTo: support@")
    t.lit(t.domain)
    t.fill("\nDate: {date}\nSubject: " + t.rng.choice(("Refund request", "Wrong item received",
                                                      "Can't log in", "Billing question")))
    t.fill(" - order {order}\n\n")
    t.lit(t.rng.choice(("Hello,", "Hi there,", "Good morning,", "To whom it may concern,"))
          + "\n\n")
    t.sentences((
        "I placed an order on {date} and it still hasn't arrived.",
        "My username is {login} and the site keeps saying my password is wrong.",
        "I was charged twice on my card ending in {card}.",
        "Please send the replacement to {address}.",
        "You can reach me on {phone} after 6pm.",
        "The parcel (tracking {tracking}) shows as delivered but I never got it.",
        "I tried from two devices, my laptop (serial {serial}) and my phone.",
        "My neighbour {friend} says a courier left something at the wrong door.",
        "I have been a customer since {later} and this never happened before.",
        "The login attempt from {ip} was not me.",
    ), (3, 6))
    t.fill("\n\nThanks,\n{first}\n")
    t.fill("\n--- Reply from {agent} ({agent_email}) on {later} ---\n")
    t.sentences((
        "Hi {first}, thanks for getting in touch.", "I've issued a refund of EUR {amount}.",
        "Your case number is {order}.", "You can follow it at {url}.",
        "Sorry for the trouble, {salutation}.",
    ), (2, 4))
    t.nl()


def chat_transcript(t: Text):
    t.fill("Chat started {date} - visitor {login} (IP {ip})\n")
    lines = (
        ("agent", "hi, this is {agent} from {company}, how can i help?"),
        ("user", "hey its {first}, my order {order} never came"),
        ("agent", "sorry about that! can you confirm the postcode on the account?"),
        ("user", "sure its {address}"),
        ("user", "or just call me {phone}"),
        ("agent", "thanks {first}, i can see it went to {city} instead"),
        ("user", "lol my cousin {friend} lives there, maybe that's why"),
        ("agent", "i'll resend it today, you'll get an email at {email}"),
        ("user", "ok thx"),
    )
    start = t.rng.randint(0, 2)
    chosen = lines[start:start + t.rng.randint(5, 8)]
    minute = t.rng.randint(8 * 60, 21 * 60)
    for who, line in chosen:
        minute += t.rng.randint(0, 4)
        t.lit(f"[{minute // 60:02d}:{minute % 60:02d}] ")
        if who == "agent":
            t.fill("{agent}: ")
        else:
            t.fill("{login}: ")
        t.fill(line)
        t.nl()


def order_confirmation(t: Text):
    t.fill("{company}\nORDER CONFIRMATION {order}\n\n")
    t.fill("Hi {first}, thanks for your order placed {date}!\n\n")
    t.lit("Ship to:\n")
    t.fill("  {full}\n  {address}\n  Tel. {phone}\n\n")
    t.lit("Qty  Item                          Price\n")
    for _ in range(t.rng.randint(1, 4)):
        t.lit(f"{t.rng.randint(1, 3)}    " + t.rng.choice((
            "Wireless earbuds (black)", "Cotton t-shirt, size M", "Espresso grinder",
            "Phone case", "Running shoes 42", "Desk lamp LED")).ljust(30))
        t.fill("{amount}\n")
    t.fill("\nPaid with card ending {card}. Estimated delivery: {later}.\n")
    t.fill("Track your parcel ({tracking}) at {url}\n")
    t.fill("Questions? Reply to this e-mail or write to {agent_email}.\n")


def hr_letter(t: Text):
    t.fill("{employer}\nHuman Resources\n\n{date}\n\nPrivate and confidential\n{full}\n"
           "{address}\n\nDear {salutation},\n\n")
    t.sentences((
        "We are pleased to confirm your appointment as {job}, starting on {later}.",
        "Following our meeting with {agent} on {date}, your contract has been extended.",
        "Your employee number is {order}; please quote it in all correspondence.",
        "Please send a copy of your ID card ({national_id}) and your bank details.",
        "Salary will be paid monthly into account {account}.",
        "Our records show your date of birth as {dob}; please tell us if this is wrong.",
        "A parking space has been reserved for your car, plate {plate}.",
        "Your company laptop (serial {serial}) must be returned on your last day.",
    ), (3, 5))
    t.fill("\n\nYours sincerely,\n\n{agent}\nHR Business Partner, {employer}\n{agent_email}\n")


def bank_form(t: Text):
    t.fill("{company} - Account update form\n\n")
    rows = (("Full name", "{full}"), ("Birth date", "{dob}"), ("Age", "{age}"),
            ("National ID / SSN", "{national_id}"), ("Address", "{address}"),
            ("Phone", "{phone}"), ("Fax", "{fax}"), ("E-mail", "{email}"),
            ("Occupation", "{job}"), ("Employer", "{employer}"), ("IBAN / account", "{account}"),
            ("Driving licence", "{licence}"), ("Online banking user", "{login}"))
    keep = set(t.choose(range(len(rows)), (7, 12)))
    for i, (key, value) in enumerate(rows):
        if i in keep:
            t.lit(f"{key}".ljust(22) + "| ")
            t.fill(value)
            t.nl()
    t.fill("\nSigned {full}, {city}, {date}\nReceived by branch staff {agent} (ref {order})\n")


def insurance_claim(t: Text):
    t.fill("CLAIM FORM - {company}\nClaim no. {order}   Policy holder: {full}   "
           "Member no. {member}\n\n")
    if t.rng.random() < 0.5:
        t.sentences((
            "On {date} my car ({plate}, VIN {vin}) was hit while parked near {landmark}.",
            "The other driver, {friend}, gave me a phone number that does not work.",
            "I was treated for whiplash by {doctor} at {clinic} on {later}.",
            "Photos were uploaded from my account {login}.",
            "My licence number is {licence}.",
        ), (3, 5))
    else:
        t.sentences((
            "My phone (IMEI {serial}) was stolen on {date} in {city}.",
            "I reported it to the police the same day; reference {tracking}.",
            "I am {age} and have held this policy since {later}.",
            "Please pay the settlement into {account}.",
            "Contact me at {email} or {phone}.",
        ), (3, 5))
    t.fill("\n\nDeclaration signed: {full}, {date}\n")


def social_post(t: Text):
    t.fill("{handle} · {date}\n")
    t.sentences((
        "finally back in {city} after {n} weeks away!!",
        "huge thanks to {friend} for the lift from {landmark}",
        "if anyone found a wallet with a card in the name of {full} pls DM me",
        "turning {age} today and still no idea what i'm doing lol",
        "new job as a {job} at {employer} starting {later}",
        "my old number is dead, new one is {phone}",
        "selling my bike, message me at {email}",
        "sunset at {landmark} was unreal",
        "{company} support is the worst, ticket {order} still open after a month",
        "moving to {country} next year, can't believe it",
    ), (2, 4), sep=t.rng.choice((" ", "\n", " ... ")))
    t.nl()
    if t.rng.random() < 0.6:
        t.fill("\n  ↳ reply from @{friend_handle}: ")
        t.lit(t.rng.choice(("congrats!!", "miss you already", "same here", "call me")) + "\n")


WRITERS = {"support_email": support_email, "chat_transcript": chat_transcript,
           "order_confirmation": order_confirmation, "hr_letter": hr_letter,
           "bank_form": bank_form, "insurance_claim": insurance_claim, "social_post": social_post}


def make_document(seed: int, subject: Subject, visit_no: int, doc_id: str) -> tuple[Document, str]:
    kind = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/C/doc/{subject.number}/{visit_no}")
    text = Text(seed, subject, rng)
    WRITERS[kind](text)
    casual = kind in ("chat_transcript", "social_post")
    typo_rate = rng.uniform(0.01, 0.04) if casual else rng.choice((0.0, 0.0, 0.005))
    body, tags = assemble(text, rng, typo_rate=typo_rate)
    return Document(doc_id=doc_id, text=body, tags=tags), kind
