"""The texts of style W (:mod:`deidkit.synth.style_w`): one writer per register, and the
slots (``{phone}``, ``{date}``...) they fill. Written blind, like the style."""

from __future__ import annotations

import datetime as dt
import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import Writer, assemble, parse_template
from deidkit.synth.pools import ascii_fold
from deidkit.synth.style_w import (CLINIC_DEPTS, CLINICS, JOBS, NOTE_TYPES, SCHOOLS, Subject, Who,
                                   build_world, format_date, pick, shape)

TITLES = {"QC": ("M.", "Mme"), "MX": ("Sr.", "Sra."), "AR": ("Sr.", "Sra."),
          "BR": ("Sr.", "Sra."), "IT": ("Sig.", "Sig.ra"), "TR": ("Bay", "Bayan"),
          "VN": ("Anh", "Chị"), "ID": ("Bapak", "Ibu"), "SE": ("", "")}
PRODUCTS = ("Galaxy A15", "iPhone 13", "Redmi Note 12", "ThinkPad T14 Gen 3", "Tecno Spark 10",
            "Latitude 5440", "MacBook Air M2", "Infinix Hot 30", "Vivo Y36", "EliteBook 840 G9")
BUS = ("bus 46", "the 14A", "route 7", "the 301 express", "matatu 111", "tram 4")


class Text(Writer):
    """A W text being written about one subject."""

    def __init__(self, seed: int, subject: Subject, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        self.s = subject
        self.c = subject.country
        self.world = build_world(seed)
        self.today = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2850))
        self.style = rng.choice(self.c.dates)
        self.age = max(16, (self.today - subject.dob).days // 365)
        self.rel, self.relw = rng.choice(subject.relatives)
        self.other_w = pick(rng, self.world, self.c)
        self.lower_doc = False
        self.upper_doc = False

    # -- people -------------------------------------------------------------------------------
    def person(self, w: Who, *, full: bool = False) -> None:
        rng = self.rng
        r = rng.random()
        if full or r < 0.45:
            self.phi(w.full, "PATIENT")
        elif r < 0.6:
            self.phi(w.first if not w.family_first else f"{w.middle} {w.first}".strip(),
                     "PATIENT")
        elif r < 0.72:
            self.phi(f"{w.last.upper()}, {w.first}" if not w.family_first
                     else w.full.upper(), "PATIENT")
        elif r < 0.82:
            self.phi(f"{w.first[0]}. {w.last}", "PATIENT")
        elif r < 0.9 and w.middle and not w.family_first:
            self.phi(f"{w.first} {w.middle} {w.last}", "PATIENT")
        else:
            t = TITLES.get(self.c.code, ("Mr", "Ms"))[w.sex == "F"]
            if t:
                self.lit(t + " ")
            self.phi(w.last if not w.family_first else w.first, "PATIENT")

    def s_name(self): self.person(self.s.who)
    def s_fullname(self): self.person(self.s.who, full=True)
    def s_first(self): self.phi(self.s.who.first, "PATIENT")
    def s_last(self): self.phi(self.s.who.last, "PATIENT")
    def s_rel(self): self.lit(self.rel)
    def s_relname(self): self.person(self.relw)
    def s_friend(self): self.person(self.s.friend)
    def s_friend_first(self): self.phi(self.s.friend.first, "PATIENT")
    def s_other(self): self.person(self.other_w)
    def s_someone(self): self.person(pick(self.rng, self.world, self.c), full=True)

    def s_name_caps(self):
        w = self.s.who
        self.phi(w.full.upper() if self.rng.random() < 0.5 else f"{w.last.upper()} {w.first}",
                 "PATIENT")

    # -- ages -----------------------------------------------------------------------------------
    def age_form(self, age: int) -> None:
        rng = self.rng
        before, after = rng.choice((("aged ", ""), ("", " yrs"), ("(", ")"), ("", "-year-old"),
                                    ("age ", ""), ("", " years old"), ("", "yo"), ("Age: ", ""),
                                    ("", " ans" if self.c.code == "QC" else " y/o")))
        self.lit(before)
        self.phi(str(age), "AGE")
        self.lit(after)

    def s_age(self): self.age_form(self.age)
    def s_age_other(self): self.age_form(self.rng.randint(19, 88))

    def s_age_bare(self): self.phi(str(self.age), "AGE")

    def s_decade(self):
        self.phi(f"{max(2, self.age // 10) * 10}s", "AGE")

    # -- dates ----------------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        if style is None:
            style = self.style if self.rng.random() < 0.7 else self.rng.choice(self.c.dates)
        self.phi(format_date(d, style, self.c.lang, self.rng), "DATE")

    def near(self, lo: int, hi: int) -> dt.date:
        return self.today + dt.timedelta(days=self.rng.randint(lo, hi))

    def s_date(self): self.date(self.today)
    def s_date_iso(self): self.date(self.today, "iso")
    def s_soon(self): self.date(self.near(3, 60))
    def s_recent(self): self.date(self.near(-40, -1))
    def s_past(self): self.date(self.near(-3000, -200), self.rng.choice(("month_y", "year",
                                                                           self.style)))
    def s_dob(self): self.date(self.s.dob, self.rng.choice(self.c.dates))
    def s_year(self): self.date(self.near(-4000, -300), "year")
    def s_monthyear(self): self.date(self.near(-400, 0), "month_y")
    def s_weekday(self): self.date(self.near(-6, 6), "weekday")

    def s_short_date(self):
        d = self.near(-20, 20)
        self.phi(self.rng.choice((f"{d.day}/{d.month}", f"{d.day:02d}.{d.month:02d}.",
                                  f"{d.day} {format_date(d, 'month_y', 'en', self.rng)[:3]}")),
                 "DATE")

    # -- places ---------------------------------------------------------------------------------
    def s_addr(self):
        a = self.s.address
        rng = self.rng
        one_line = rng.random() < 0.3
        for literal, slot in parse_template(self.c.addr_form):
            self.lit(literal.replace("\n", ", ") if one_line else literal)
            if slot == "street":
                self.phi(a.street, "STREET")
            elif slot == "unit":
                if a.unit:
                    first = self.c.addr_form.index("unit") < self.c.addr_form.index("street")
                    self.lit(a.unit + " - " if first else ", " + a.unit)
            elif slot == "city":
                self.phi(a.city, "CITY")
            elif slot == "region":
                self.phi(a.region, "STATE")
            elif slot == "zip":
                self.phi(a.zip, "ZIP")
            elif slot in ("box", "rt", "rw", "ward"):
                self.lit(str(rng.randint(1, 9999) if slot == "box" else rng.randint(1, 9)))
        if rng.random() < 0.3:
            self.lit(", " if one_line else "\n")
            self.s_country()

    def s_street(self): self.phi(self.s.address.street, "STREET")
    def s_city(self): self.phi(self.s.address.city, "CITY")
    def s_region(self): self.phi(self.s.address.region, "STATE")
    def s_zip(self): self.phi(self.s.address.zip, "ZIP")
    def s_country(self): self.phi(self.rng.choice(self.c.names), "COUNTRY")
    def s_any_city(self): self.phi(self.rng.choice(self.c.places)[0], "CITY")
    def s_venue(self): self.phi(self.rng.choice(self.c.venues), "LOCATION-OTHER")

    def s_abroad(self):
        from deidkit.synth.style_w import COUNTRIES
        c = self.rng.choice(COUNTRIES)
        self.phi(self.rng.choice(c.places)[0], "CITY")
        self.lit(", ")
        self.phi(c.names[0], "COUNTRY")

    # -- contact --------------------------------------------------------------------------------
    def s_phone(self): self.phi(self.s.phone, "PHONE")
    def s_phone2(self): self.phi(shape(self.rng, self.rng.choice(self.c.phones)), "PHONE")
    def s_fax(self): self.phi(shape(self.rng, self.rng.choice(self.c.phones)), "FAX")
    def s_email(self): self.phi(self.s.email, "EMAIL")

    def s_email2(self):
        w = self.other_w
        local = "".join(ch for ch in ascii_fold(f"{w.first}.{w.last}").lower()
                        if ch.isalnum() or ch == ".")
        self.phi(local + "@" + self.rng.choice(self.c.mail), "EMAIL")

    def s_org_email(self):
        self.phi(self.rng.choice(("info", "admin", "secretary", "hello", "lettings")) + "@"
                 + self.domain(), "EMAIL")

    def domain(self) -> str:
        org = "".join(ch for ch in ascii_fold(self.s.employer).lower() if ch.isalnum())[:14]
        tld = {"QC": "ca", "ON": "ca", "IE": "ie", "KE": "co.ke", "NG": "com.ng", "IN": "in",
               "PK": "pk", "BR": "com.br", "MX": "com.mx", "AR": "com.ar", "TR": "com.tr",
               "EG": "com.eg", "ID": "co.id", "VN": "vn", "SE": "se", "IT": "it",
               "NZ": "co.nz", "US": "org"}[self.c.code]
        return (org or "office") + "." + tld

    def s_org_url(self):
        rng = self.rng
        self.phi(rng.choice((f"www.{self.domain()}", f"https://{self.domain()}/members",
                             f"http://{self.domain()}/apply?ref={rng.randint(100, 999)}",
                             f"https://my.{self.domain()}/login")), "URL")

    def s_url(self):
        rng = self.rng
        self.phi(rng.choice((f"https://www.facebook.com/{self.s.handle}",
                             f"https://linktr.ee/{self.s.handle}",
                             f"https://instagram.com/{self.s.handle}",
                             f"https://wa.me/{rng.randint(10**10, 10**11)}")), "URL")

    def s_ip(self): self.phi(self.s.ip, "IPADDR")

    def s_ip_lan(self):
        self.phi(f"{self.rng.choice(('10.20', '192.168', '172.16'))}.{self.rng.randint(0, 40)}."
                 f"{self.rng.randint(2, 250)}", "IPADDR")

    def s_handle(self): self.phi(self.s.handle, "USERNAME")

    def s_at_handle(self):
        self.lit("@")
        self.phi(self.s.handle, "USERNAME")

    def s_login(self):
        w = self.s.who
        f, la = ascii_fold(w.first).lower(), ascii_fold(w.last).lower().replace(" ", "")
        self.phi(self.rng.choice((f[:1] + la, la + "." + f[:1], (f + "." + la)[:20],
                                  "%s%02d" % (la[:6], self.rng.randint(1, 99)))), "USERNAME")

    # -- organizations and jobs -------------------------------------------------------------
    def s_org(self): self.phi(self.s.employer, "ORGANIZATION")
    def s_org2(self): self.phi(self.rng.choice(self.c.orgs), "ORGANIZATION")
    def s_company(self): self.phi(self.rng.choice(self.world.companies[self.c.code]),
                                  "ORGANIZATION")
    def s_police(self): self.phi(self.c.police, "ORGANIZATION")
    def s_job(self): self.phi(self.s.job, "PROFESSION")
    def s_job2(self): self.phi(self.rng.choice(JOBS), "PROFESSION")

    # -- identifiers ----------------------------------------------------------------------------
    def s_natid_name(self): self.lit(self.c.natid[0])
    def s_natid(self): self.phi(self.s.natid, "SSN")
    def s_licence(self): self.phi(self.s.licence, "LICENSE")
    def s_plate(self): self.phi(self.s.plate, "VEHICLE")
    def s_vin(self): self.phi(self.s.vin, "VEHICLE")
    def s_account(self): self.phi(self.s.account, "ACCOUNT")
    def s_card(self): self.phi(self.s.card, "ACCOUNT")
    def s_hp_name(self): self.lit(self.c.healthplan[0])
    def s_hplan(self): self.phi(self.s.healthplan, "HEALTHPLAN")
    def s_mrn(self): self.phi(shape(self.rng, self.rng.choice(("F-#####", "######", "%%-####/##"))),
                              "MEDICALRECORD")
    def s_bioid(self): self.phi(shape(self.rng, self.rng.choice(("DNA-%%-######", "FS##-####%"))),
                                "BIOID")

    def s_idnum(self):
        self.phi(shape(self.rng, self.rng.choice(("%%-######", "#########", "%%%/####/###",
                                                  "%########", "####-%%-####", "#%%#####"))),
                 "IDNUM")

    def s_caseno(self):
        self.phi(shape(self.rng, self.rng.choice(("OB/###/##", "CR-####-######", "IR ######/##",
                                                  "####%%####"))), "IDNUM")

    def s_member(self):
        self.phi(shape(self.rng, self.rng.choice(("M-#####", "#######", "%%####%", "LIB########"))),
                 "IDNUM")

    def s_imei(self): self.phi(shape(self.rng, self.rng.choice(("###############",
                                                                 "## ###### ###### #"))), "DEVICE")

    def s_mac(self):
        rng = self.rng
        octets = [f"{rng.randrange(256):02x}" for _ in range(6)]
        form = rng.random()
        text = (":".join(octets) if form < 0.4 else "-".join(octets).upper() if form < 0.75
                else ".".join("".join(octets[i:i + 2]) for i in (0, 2, 4)))
        self.phi(text, "DEVICE")

    def s_serial(self):
        self.phi(shape(self.rng, self.rng.choice(("PF#%%##%", "C02%%#####%%", "5CD####%%#",
                                                  "SN%%######", "R58%####%%%"))), "DEVICE")

    def s_asset(self):
        self.phi(shape(self.rng, self.rng.choice(("IT-#####", "AST-%%-####", "#######"))),
                 "DEVICE")

    def s_hostname(self):
        la = "".join(ch for ch in ascii_fold(self.s.who.last).upper() if ch.isalnum())[:8]
        self.phi(self.rng.choice(("LT-%s-0%d" % (la, self.rng.randint(1, 9)),
                                  la.lower() + "-desktop",
                                  "WS%d-%s" % (self.rng.randint(100, 999), la))), "DEVICE")

    def s_meter(self): self.phi(shape(self.rng, self.rng.choice(("#########", "%##%######"))),
                                "DEVICE")

    # -- care (rare) ----------------------------------------------------------------------------
    def s_doctor(self):
        w = pick(self.rng, self.world, self.c)
        self.lit(self.rng.choice(("Dr. ", "Dr ", "Dra. " if self.c.code in "MXARBR" else "Dr ")))
        self.phi(self.rng.choice((w.last, f"{w.first} {w.last}")), "DOCTOR")

    def s_hospital(self):
        self.phi(f"{self.s.address.city} {self.rng.choice(CLINICS)}", "HOSPITAL")

    def s_dept(self): self.phi(self.rng.choice(CLINIC_DEPTS), "DEPARTMENT")

    # -- look-alikes (not PHI) --------------------------------------------------------------
    def s_price(self):
        x = self.rng.choice((f"{self.rng.randint(5, 950)}.{self.rng.randrange(100):02d}",
                             f"{self.rng.randint(1, 99)},{self.rng.randrange(1000):03d}",
                             str(self.rng.randint(20, 4000))))
        self.lit(self.c.money.format(x=x))

    def s_time(self):
        h, m = self.rng.randint(6, 22), self.rng.choice((0, 5, 15, 20, 30, 45, 50))
        self.lit(self.rng.choice(("%d:%02d" % (h, m),
                                  "%d:%02d %s" % (h % 12 or 12, m, "pm" if h >= 12 else "am"),
                                  "%dh%02d" % (h, m), "%02d.%02d" % (h, m))))

    def s_qty(self): self.lit(str(self.rng.randint(2, 40)))
    def s_pct(self): self.lit(f"{self.rng.randint(2, 95)}%")
    def s_product(self): self.lit(self.rng.choice(PRODUCTS))

    def s_version(self):
        self.lit(f"{self.rng.randint(1, 17)}.{self.rng.randint(0, 9)}.{self.rng.randint(0, 30)}")

    def s_flight(self):
        self.lit(self.rng.choice(("KQ", "TK", "EI", "AC", "LA", "AM", "VN", "GA", "SK", "NZ",
                                  "MS")) + " " + str(self.rng.randint(10, 999)))

    def s_sku(self):
        self.lit(shape(self.rng, self.rng.choice(("SKU %%-####", "REF #####-%", "P/N ###-####"))))
    def s_score(self): self.lit(f"{self.rng.randint(0, 5)}-{self.rng.randint(0, 5)}")
    def s_kwh(self): self.lit(f"{self.rng.randint(80, 900)} kWh")
    def s_pole(self): self.lit(f"lamp post {self.rng.randint(1, 120)}")
    def s_hymn(self): self.lit(f"Hymn {self.rng.randint(1, 700)}")
    def s_bus(self): self.lit(self.rng.choice(BUS))

    def s_reading(self):
        self.last_reading = self.rng.randint(10000, 99000)
        self.lit(str(self.last_reading))

    def s_reading_now(self):
        """A meter reading after the last one (the usage is their difference)."""
        self.used = self.rng.randint(80, 900)
        self.lit(str(self.last_reading + self.used))

    def s_usage(self): self.lit(f"{self.used} kWh")


# -- writers ------------------------------------------------------------------------------------
def sms_thread(t: Text) -> None:
    rng = t.rng
    t.lower_doc = rng.random() < 0.35
    t.fill(rng.choice(("Chat with {friend} | exported {date}\n", "[WhatsApp] {relname}\n",
                       "SMS backup — thread with {phone2}\n", "Messages: {friend}\n")))
    t.nl()
    lines = ("ok I'm at {venue} now, where are u", "did {other} pay you back the {price}?",
             "new number, save it: {phone}", "running late, {bus} never came",
             "send me your email again? I lost it", "its {email} no caps",
             "call me after {time}, I'm still at work", "bring the charger for the {product}",
             "mum says happy birthday, you're {age_bare} now lol", "lol {score} at half time",
             "the landlord texted again about {weekday}", "meet at {venue} {weekday} at {time}?",
             "my insta is {at_handle} if you want the pics", "wifi password is on the fridge",
             "can you forward me the code, my {product} is dead",
             "{other} is in {any_city} till {soon}", "dont forget {rel}'s thing on {short_date}",
             "I'm outside {street}", "sent you {price} via the app",
             "omg {other} just got engaged", "pls pick up {relname} from school at {time}",
             "the booking ref is {idnum}", "ok cool", "sure", "on my way 🚗", "👍🏽",
             "haha no way", "tell {friend_first} I said hi")
    me = rng.choice(("Me", "You", t.s.who.first))
    for i in range(rng.randint(7, 14)):
        hh, mm = rng.randint(7, 23), rng.randrange(60)
        t.lit(f"[{hh:02d}:{mm:02d}] " if rng.random() < 0.6 else "")
        if i % 3 == 0 and rng.random() < 0.5:
            t.lit("(")
            t.s_short_date()
            t.lit(") ")
        if i % 2:
            t.lit(me + ": ")
        else:
            t.s_friend_first() if rng.random() < 0.7 else t.s_phone2()
            t.lit(": ")
        t.fill(rng.choice(lines))
        t.nl()


def voicemail(t: Text) -> None:
    rng = t.rng
    t.fill("Voicemail transcript — from {phone2} — received {date} at {time}\n"
           "Duration: 0:{qty} · Confidence: {pct}\n\n")
    kind = rng.choice((0, 0, 1, 2))
    if kind == 0:
        t.fill("\"Hi, this is a message for {name}, it's the front desk at {hospital}, "
               "{dept}. We have you down for {weekday} at {time} with {doctor}, file number "
               "{mrn}. If you can't make it please ring {phone2} or fax the referral to {fax}. "
               "Please bring your {hp_name} card, number ending {hplan}. Thanks, bye.\"")
    elif kind == 1:
        t.fill("\"Yeah hello {first}, it's {other} from {org}. About the {job} position — "
               "we'd like you in on {soon}, ask for me at reception, {street}. My direct line "
               "is {phone2}. Cheers.\"")
    else:
        t.fill("\"Hi, it's {relname}, your {rel}. Um, {police} rang about the car, the "
               "{plate} one, they found it near {venue}. They gave a case number, {caseno}, "
               "call them back before {weekday}. Love you, bye.\"")
    t.nl(2)
    t.fill(rng.choice(("Transcribed by VoxNote {version}. Reply to {email} to stop these "
                       "transcripts.\n", "Mailbox of {name}, {phone}\n")))


def complaint_letter(t: Text) -> None:
    rng = t.rng
    if rng.random() < 0.5:
        t.fill("{fullname}\n{addr}\n{phone} | {email}\n\n{date}\n\n"
               "Customer Relations\n{company}\n\n")
        t.fill(rng.choice(("Re: order {idnum}, delivered {recent}\n\n",
                           "Subject: complaint about invoice {idnum}\n\n")))
        t.fill(rng.choice(("Good day,\n\n", "To the customer care team,\n\n")))
        t.sentences(("I bought a {product} ({sku}) for {price} on {recent} and it stopped "
                     "charging within a fortnight.",
                     "Your technician, {other}, came on {weekday} and left without fixing it.",
                     "I have phoned {phone2} four times and each call lasted over {qty} minutes.",
                     "The courier left the parcel outside {street} in the rain.",
                     "I have been a customer since {year} and expected better.",
                     "Your own website, {org_url}, promises a replacement within {qty} days."),
                    (3, 5))
        t.nl(2)
        t.fill("I expect a full refund of {price} to card ending {card} by {soon}, or I will "
               "refer this to the ombudsman.\n\nYours faithfully,\n{fullname}\n")
    else:
        stars = rng.randint(1, 3)
        t.fill(rng.choice(("★" * stars + "☆" * (5 - stars) + "  reviewed by {at_handle} on "
                           "{date}\n", "Rating: " + str(stars) + "/5 — {name} ({city}), "
                           "{date}\n")))
        t.fill("Store: {company}, branch near {venue}\n\n")
        t.sentences(("Waited {qty} minutes at the counter while staff chatted.",
                     "The manager ({other}) refused to honour the {pct} discount.",
                     "Ordered the {product} on {recent}, order {idnum}, still nothing.",
                     "My {rel} {relname} had the same problem last {monthyear}.",
                     "Charged {price} twice on my card ({card}).",
                     "Would not recommend to anyone in {city}."), (3, 5))
        t.nl(2)
        t.fill("Response from the owner, {date}: Sorry {first}, please e-mail {org_email} "
               "with your order number so we can make this right.\n")


def tenancy_agreement(t: Text) -> None:
    rng = t.rng
    t.fill(rng.choice(("RESIDENTIAL TENANCY AGREEMENT\n", "LEASE AGREEMENT\n",
                       "Bail de logement / Lease\n" if t.c.code == "QC"
                       else "TENANCY AGREEMENT\n")))
    t.rule()
    t.fill("This agreement is made on {date} between:\n\n"
           "LANDLORD: {other}, of {phone2}, {email2}\n"
           "TENANT: {name_caps}, born {dob}, {natid_name} {natid}\n"
           "Tenant's employer: {org} ({job})\n\nPREMISES: {addr}\n\n")
    t.bullets(("Term: twelve months from {soon}.", "Rent: {price} per month, due on the 1st.",
               "Deposit: {price}, held with {org2}.",
               "Rent is paid by transfer to account {account}.",
               "Parking bay {qty} is included; the tenant's car is registration {plate}.",
               "The guarantor is {relname} ({rel}), of {street}.",
               "No pets other than one cat; no smoking inside.",
               "The tenant may not sublet without written consent.",
               "Notices may be sent to the tenant at {email}."), (5, 8))
    t.nl()
    t.fill("Signed at {city} on {date}.\n\n____________ Landlord      ____________ Tenant\n"
           "Witness: {someone}, {job2}\n")


def bank_statement(t: Text) -> None:
    rng = t.rng
    bank = rng.choice(t.c.orgs[:2])
    t.phi(bank, "ORGANIZATION")
    t.fill(rng.choice((" — Statement of Account\n", " | Monthly statement\n")))
    t.fill("Account holder: {name_caps}\n{addr}\nAccount: {account}    Customer ID: {idnum}\n"
           "Period: {recent} to {date}\n\n")
    t.lit("Date        Description                              Amount\n")
    rows = ("POS {company} {any_city}", "ATM withdrawal {venue}", "Transfer to {other}",
            "Standing order {org2}", "Salary {org}", "Card {card} contactless",
            "Mobile top-up {phone}", "Refund order {idnum}", "Fee: monthly maintenance",
            "Interest {pct} p.a.", "Bill payment {org2}")
    for _ in range(rng.randint(6, 11)):
        t.s_short_date()
        t.lit("  ")
        t.fill(rng.choice(rows))
        t.lit("   ")
        t.s_price()
        t.nl()
    if rng.random() < 0.5:
        t.fill("{short_date}  Direct debit {hp_name} premium, member {hplan}   {price}\n")
    t.nl()
    t.fill("Closing balance: {price}\nQueries: {phone2} or {org_url}. Login from new device "
           "{ip} recorded on {recent}.\n")


def police_report(t: Text) -> None:
    rng = t.rng
    t.upper_doc = rng.random() < 0.3
    t.fill("{police}\nINCIDENT REPORT — Ref {caseno}\nReported: {date} {time}\n\n")
    kind = rng.randrange(3)
    t.fill("Complainant: {fullname}, {age}, {job}\nAddress: {addr}\nContact: {phone}\n"
           "ID: {natid_name} {natid}\n\n")
    if kind == 0:
        t.fill("Nature: theft of mobile phone\nDetails: Complainant states that on {recent} "
               "at about {time} a {product} (IMEI {imei}) was taken from a bag on {bus} "
               "near {venue}. Phone case black, value approx. {price}. Last seen signed in as "
               "{at_handle}.\n")
    elif kind == 1:
        t.fill("Nature: road traffic collision, damage only\nVehicle 1: {plate}, driven by "
               "complainant, licence {licence}\nVehicle 2: driven by {other}, {age_other}, "
               "insurer {company}, policy {idnum}\nLocation: junction of {street} near "
               "{pole}\nWitness: {someone}, tel {phone2}\n")
    else:
        t.fill("Nature: lost property\nDetails: Wallet containing card ending {card}, "
               "{hp_name} card {hplan} and a library card {member}, lost on {weekday} "
               "between {venue} and {street}. Handed in by {someone} on {date}.\n")
    if rng.random() < 0.4:
        t.fill(rng.choice(("Forensic swab taken, sample {bioid}; complainant seen at "
                           "{hospital} for a cut hand.\n",
                           "Complainant attended {hospital} ({dept}), file {mrn}; reference "
                           "sample {bioid} kept.\n")))
    t.nl()
    t.fill("Officer: {other}, {rank} — badge {qty}{qty}\n")


def _rank(t: Text) -> None:
    t.lit(t.rng.choice(("Constable", "Sgt.", "Inspector", "PC", "Agent")))


Text.s_rank = _rank


def newsletter(t: Text) -> None:
    rng = t.rng
    t.fill(rng.choice(("{org2} — Members' Newsletter, {monthyear}\n",
                       "PARISH BULLETIN · {venue} · {date}\n", "Club News — {monthyear}\n")))
    t.rule()
    t.sentences(("Congratulations to {name}, who turns {age_bare} this month!",
                 "Our thanks to {other} for {qty} years as treasurer.",
                 "The quiz night raised {price} for the roof fund.",
                 "Under-14s drew {score} away at {venue} on {weekday}.",
                 "Sunday service: {hymn}, readings by {someone}.",
                 "New members: {friend}, {someone} and {other}.",
                 "Lost: a blue rain jacket after the dance; call {phone2}.",
                 "The AGM is on {soon} at {time} in the hall beside {venue}.",
                 "Sympathies to {relname} on the loss of her mother, aged {age_other}.",
                 "Subs ({price}) can be paid to account {account}.",
                 "Follow us at {org_url} for fixtures."), (5, 8), sep="\n\n")
    t.nl(2)
    t.fill("Editor: {fullname}, {email}, {phone}\n")


def announcement(t: Text) -> None:
    rng = t.rng
    if rng.random() < 0.5:
        t.fill("WEDDING\n\n{fullname} and {friend}\n\nThe families of {other} and {someone} "
               "are delighted to announce the marriage of their children on {soon} at "
               "{venue}, {city}. Reception to follow at {company} from {time}. "
               "RSVP to {relname} on {phone2} by {date}.\n")
    else:
        t.fill("BIRTH ANNOUNCEMENT\n\n{name} and {friend} welcome {baby}, born {recent} at "
               "{hospital} ({dept}), weighing 3.{qty} kg. Delivered by {doctor}. A little "
               "{sibling} for {relname}. Grandparents {someone} ({age_other}) over the moon.\n")
    t.nl()
    t.fill(rng.choice(("Posted by {at_handle}\n", "Notices: {email}\n", "")))


def _baby(t: Text) -> None:
    w = pick(t.rng, t.world, t.c)
    t.phi(w.first, "PATIENT")


def _sibling(t: Text) -> None:
    t.lit(t.rng.choice(("brother", "sister")))


Text.s_baby = _baby
Text.s_sibling = _sibling


def cover_letter(t: Text) -> None:
    rng = t.rng
    t.fill("{fullname}\n{addr}\n{phone} · {email}\n{url}\n\n{date}\n\n"
           "Hiring Manager\n{company}\n\n")
    t.fill(rng.choice(("Application for the post of {job2} (ref. {idnum})\n\n",
                       "Re: {job2} vacancy advertised {recent}\n\n")))
    t.fill("Dear Hiring Manager,\n\n")
    t.sentences(("I am writing to apply for the post; I have worked as a {job} at {org} since "
                 "{year}.", "Before that I spent {qty} years with {org2} in {any_city}.",
                 "I graduated from {school} in {year} with a first-class diploma.",
                 "I am {age_bare} and hold a full driving licence ({licence}).",
                 "My referee is {other}, {job2} at {company}, on {phone2}.",
                 "I led a team of {qty} and cut costs by {pct}.",
                 "My portfolio is under {at_handle} on most platforms."), (4, 6))
    t.nl(2)
    t.fill("I am available from {soon}. Thank you for your time.\n\nKind regards,\n{name}\n")


def _school(t: Text) -> None:
    t.phi(t.rng.choice(SCHOOLS[t.c.code]), "ORGANIZATION")


Text.s_school = _school


def registration(t: Text) -> None:
    rng = t.rng
    kind = rng.randrange(3)
    title = ("EVENT REGISTRATION — {company} Summit {year_now}\n",
             "GYM MEMBERSHIP FORM — {company}\n", "LIBRARY CARD APPLICATION — {org2}\n")[kind]
    t.fill(title)
    t.rule()
    fields = ["Surname: {last}", "Given name(s): {first}", "Date of birth: {dob}",
              "Age: {age_bare}", "Phone: {phone}", "E-mail: {email}", "Address: {addr}",
              "Occupation: {job}", "Employer: {org}", "Emergency contact: {relname} ({rel}) "
              "{phone2}", "Membership no.: {member}", "Registered: {date} {time}"]
    if kind == 0:
        fields += ["Badge name: {first}", "Session: Track B, room {qty}", "Flight in: {flight}",
                   "Passport no.: {idnum}", "Dietary: vegetarian"]
    elif kind == 1:
        fields += ["Plan: 12 months, {price}/month", "Direct debit from: {account}",
                   "Locker: {qty}", "Health declaration: GP {doctor}, {hospital}",
                   "Physio file no.: {mrn}",
                   "{hp_name}: {hplan}", "Check-in tag: {device_tag}"]
    else:
        fields += ["Proof of address: utility bill dated {recent}", "ID checked: {natid_name}",
                   "ID number: {natid}", "Online catalogue login: {login}",
                   "Wi-Fi device: {mac}"]
    for f in fields:
        if rng.random() < 0.85:
            t.fill(f)
            t.nl()
    t.nl()
    t.fill("Submitted from IP {ip}\n")


def _year_now(t: Text) -> None:
    t.phi(str(t.today.year), "DATE")


def _device_tag(t: Text) -> None:
    t.s_serial()


Text.s_year_now = _year_now
Text.s_device_tag = _device_tag


def classified_ad(t: Text) -> None:
    rng = t.rng
    ads = ("FOR SALE: {product}, 128GB, {price} ono. Call {first} on {phone}, {city} area.",
           "TO LET: 2-bed flat off {street}, {price} p/m, avail {soon}. Whatsapp {phone}.",
           "LOST DOG near {venue} on {weekday}. Answers to 'Biscuit'. Reward. {phone2}.",
           "FOUND: keys with a blue fob at {venue}. Contact {police}, ref {caseno}.",
           "WANTED: experienced {job2}, {qty} days/week. CV to {email2}.",
           "CAR FOR SALE: {year} hatchback, {qty}0,000 km, reg {plate}, {price}. "
           "Ask for {name}.",
           "Tuition offered: maths and physics by {job}, {age_bare}, {qty} yrs experience. "
           "{email}.", "Room for rent in shared house, {any_city}, {price} incl. bills. "
           "Text {other} {phone2}.",
           "Garage sale {weekday} from {time}, {street}. Everything must go!",
           "Piano lessons — {someone}, {phone2}, {url}")
    t.fill(rng.choice(("CLASSIFIEDS — {date}\n\n", "Marketplace listings ({date})\n\n",
                       "Notice board · {org2}\n\n")))
    for ad in t.choose(ads, (4, 7)):
        t.lit(rng.choice(("• ", "", "— ")))
        t.fill(ad)
        t.nl(2)


def council_minutes(t: Text) -> None:
    rng = t.rng
    t.fill("{org2}\nMINUTES OF THE COMMUNITY MEETING held on {date} at {time}\n"
           "Venue: {venue}\n\n")
    t.fill("Present: Cllr {other}, Cllr {someone}, {fullname} (secretary), {qty} residents\n"
           "Apologies: {friend}\n\n")
    items = ("Minutes of the meeting of {recent} were approved.",
             "{name} reported that {pole} on {street} has been out since {monthyear}.",
             "Cllr {other} raised litter near {venue}; {org2} to be written to.",
             "The treasurer reported a balance of {price}.",
             "A resident, {someone} ({age_other}), asked about {bus} being cut.",
             "Correspondence from {company} re: the mast on {street} was noted.",
             "The hall booking fee rises by {pct} from {soon}.",
             "Fax from the county engineer ({fax}) received and filed.",
             "Next meeting: {soon} at {time}.")
    for i, item in enumerate(t.choose(items, (4, 7))):
        t.lit(f"{i + 1}. ")
        t.fill(item)
        t.nl()
    t.nl()
    t.fill("Signed: {name}, Secretary — {email}\n")


def scholarship_letter(t: Text) -> None:
    t.fill("{school}\nOffice of Student Awards\n{fax_line}\n\n{date}\n\n{fullname}\n{addr}\n\n"
           "Student no. {idnum}\n\nDear {name},\n\n")
    t.sentences(("I am pleased to tell you that you have been awarded the {company} "
                 "Scholarship for {year_now}.",
                 "The award is worth {price} a year for three years, paid into account "
                 "{account} each semester.",
                 "You were nominated by {other}, your {job2}.",
                 "Please confirm by {soon} through {org_url}.",
                 "The award ceremony is on {soon} at {venue}.",
                 "Your {natid_name} ({natid}) is needed on the tax form.",
                 "Student health cover stays with {hp_name}, member {hplan}."), (4, 6))
    t.nl(2)
    t.fill("With warm congratulations,\n\n{someone}\nDirector of Awards\n{phone2}\n")


def _fax_line(t: Text) -> None:
    t.lit("Tel ")
    t.s_phone2()
    t.lit(" · Fax ")
    t.s_fax()


Text.s_fax_line = _fax_line


def vehicle_sale(t: Text) -> None:
    rng = t.rng
    t.fill(rng.choice(("VEHICLE SALE AGREEMENT\n", "BILL OF SALE — MOTOR VEHICLE\n",
                       "Transfer of ownership form\n")))
    t.rule()
    t.fill("Seller: {fullname}, {addr}\nSeller {natid_name}: {natid}\nSeller licence: "
           "{licence}\n\nBuyer: {other}, {phone2}\n\n"
           "Vehicle: {year} Toyota Corolla 1.8, colour silver\nRegistration: {plate}\n"
           "VIN/chassis: {vin}\nOdometer: {reading} km\nPrice: {price}, paid by transfer "
           "from account {account}\n\nDate of sale: {date} at {time}\n"
           "Insurance cover note: {company}, policy {idnum}\n\n"
           "The vehicle is sold as seen. Signed {name} / {other}\n")


def utility_bill(t: Text) -> None:
    rng = t.rng
    t.upper_doc = rng.random() < 0.15
    utility = [o for o in t.c.orgs[2:4]]
    t.phi(rng.choice(utility), "ORGANIZATION")
    t.fill(" — Bill / Invoice\nBill date: {date}    Due: {soon}\n\n{name_caps}\n{addr}\n\n"
           "Account no.: {account}\nCustomer ref: {idnum}\nMeter no.: {meter}\n"
           "Previous reading: {reading}   Current reading: {reading_now}\n"
           "Usage: {usage} @ {price}/unit\nTariff: residential, VAT {pct}\n"
           "Amount due: {price}\n\nPay online at {org_url} or call {phone2}. "
           "Paperless bills go to {email}.\n")


def it_inventory(t: Text) -> None:
    rng = t.rng
    t.fill("From: {other} <{email2}>\nTo: {fullname} <{email}>\nDate: {date} {time}\n"
           "Subject: your equipment — asset check {monthyear}\n\nHi {first},\n\n"
           "IT is reconciling the asset register at {org}. Our records show:\n\n")
    rows = ("Laptop {product}, asset {asset}, serial {serial}, host {hostname}",
            "Phone {product}, IMEI {imei}, number {phone}",
            "Wi-Fi adapter MAC {mac}, last seen on {ip_lan}",
            "VPN login {login} from {ip} on {recent}",
            "Monitor 27in, asset {asset}", "Dock, serial {serial}",
            "Firmware {version}, patch level {version}")
    for r in t.choose(rows, (4, 6)):
        t.lit("  - ")
        t.fill(r)
        t.nl()
    t.nl()
    t.fill("Please confirm by {soon} or reply if anything has moved. Tickets: {org_url}\n\n"
           "Thanks,\n{other}\n{job2}, {org}\n{phone2}\n")


WRITERS = {"sms_thread": sms_thread, "voicemail": voicemail,
           "complaint_letter": complaint_letter, "tenancy_agreement": tenancy_agreement,
           "bank_statement": bank_statement, "police_report": police_report,
           "newsletter": newsletter, "announcement": announcement, "cover_letter": cover_letter,
           "registration": registration, "classified_ad": classified_ad,
           "council_minutes": council_minutes, "scholarship_letter": scholarship_letter,
           "vehicle_sale": vehicle_sale, "utility_bill": utility_bill,
           "it_inventory": it_inventory}
assert set(WRITERS) == {k for k, _ in NOTE_TYPES}


def make_document(seed: int, subject: Subject, visit_no: int,
                  doc_id: str) -> tuple[Document, str]:
    """Write one W text; returns the document and its type."""
    kind = subject.kinds[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/W/doc/{subject.number}/{visit_no}")
    text = Text(seed, subject, rng)
    WRITERS[kind](text)
    casual = kind in ("sms_thread", "classified_ad")
    typo_rate = rng.uniform(0.01, 0.03) if casual else rng.choice((0.0, 0.0, 0.0, 0.005))
    letters = kind in ("complaint_letter", "cover_letter", "scholarship_letter",
                       "tenancy_agreement", "newsletter", "announcement")
    wrap = rng.randint(62, 78) if letters and rng.random() < 0.35 else None
    upper = text.upper_doc or rng.random() < 0.03
    body, tags = assemble(text, rng, upper=upper, lower=text.lower_doc and not upper,
                          typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=body, tags=tags), kind
