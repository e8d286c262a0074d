"""Style C: general-domain text with personal data (not clinical), annotated with the i2b2
TYPEs so that the same evaluation applies: customer-support e-mails and chats, order and
shipping confirmations, HR letters, bank and insurance forms, social-media posts.

TYPE mapping. The i2b2 2014 guidelines tag as PATIENT the names of the patient *and of
every other person who is not a care provider* (relatives, friends, colleagues), and as
DOCTOR only care providers (physicians, nurses, other clinical staff). So in general text
every private person - customer, sender, support agent, HR manager, friend - is PATIENT;
a named physician or therapist in a claim or a post is DOCTOR; a login or @handle is
USERNAME. Companies, banks, shops and employers are ORGANIZATION (HOSPITAL only for care
facilities); job titles are PROFESSION; venues and landmarks LOCATION-OTHER; streets,
cities, regions (STATE), postcodes (ZIP) and countries as in i2b2. Bank accounts, IBANs
and card numbers are ACCOUNT; national ID and social-insurance numbers SSN; driving
licences LICENSE; number plates and VINs VEHICLE; phone IMEIs and laptop serials DEVICE;
a health-insurance member number HEALTHPLAN; order, ticket, tracking, policy and
passport numbers IDNUM. Ages and dates as in i2b2 (all ages, all dates).

Names come from other Faker locales than style A's and B's (:mod:`deidkit.synth.locales`).
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass
from functools import lru_cache

from deidkit.synth import formats
from deidkit.synth.builder import Writer
from deidkit.synth.locales import C_COUNTRIES, C_LANDMARKS, other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.style_b import person
from deidkit.synth.surface import ascii_email, digits, slug

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("support_email", 18), ("chat_transcript", 14), ("order_confirmation", 14),
    ("hr_letter", 12), ("bank_form", 12), ("insurance_claim", 12), ("social_post", 18),
)
JOBS = ("warehouse associate", "data analyst", "barista", "delivery driver", "UX designer",
        "account manager", "receptionist", "civil engineer", "sous chef", "copywriter",
        "logistics coordinator", "HR generalist", "nanny", "electrician's apprentice",
        "customer success lead", "web developer", "dental hygienist", "project manager")
MAIL_DOMAINS = ("gmail.com", "proton.me", "yahoo.com.mx", "sapo.pt", "yandex.com", "mail.ru",
                "outlook.es", "ymail.com", "gmx.net", "zoho.com")


@dataclass(frozen=True)
class Address:
    street: str
    city: str
    region: str
    postcode: str
    country: str


@dataclass
class Subject:
    """The person a text is about, with what such texts reveal of them."""

    number: int
    person: Person
    dob: dt.date
    address: Address
    phone: str
    email: str
    handle: str
    employer: str
    job: str
    account: str
    card: str
    national_id: str
    licence: str
    plate: str
    serial: str
    ip: str
    friend: Person
    visits: tuple[str, ...]


def address(rng: random.Random, pools) -> Address:
    country, cities, regions, shape, locale = rng.choice(C_COUNTRIES)
    streets = pools.streets_in(locale)
    return Address(f"{rng.choice(streets)} {rng.randint(1, 900)}"
                   if rng.random() < 0.5 else f"{rng.randint(1, 900)} {rng.choice(streets)}",
                   rng.choice(cities), rng.choice(regions), postcode(rng, shape), country)


def handle(rng: random.Random, p: Person) -> str:
    f, last = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    return rng.choice((f"{f}_{last[:4]}{rng.randint(1, 99)}",
                       f"{f[:1]}.{last}{rng.randint(70, 99)}",
                       f"{last}{f[:3]}", f"the_real_{f}", f"{f}{last[:1]}x"))


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = other_pools(seed, "C")
    rng = random.Random(f"deidkit-synth/{seed}/C/world")
    agents = tuple(person(rng, pools) for _ in range(60))
    return pools, agents


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/C/plan/{number}")
    return rng.choice((1, 1, 1, 2, 2, 3))


def build_person(seed: int, number: int) -> Subject:
    pools, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/C/person/{number}")
    p = person(rng, pools)
    dob = dt.date(rng.randint(1945, 2006), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    h = handle(rng, p)
    email = rng.choice((ascii_email(f"{p.first}.{p.last}"), h.replace("_", ".").lower(),
                        ascii_email(f"{p.first[:1]}{p.last}{rng.randint(1, 999)}")))
    kinds, weights = zip(*NOTE_TYPES)
    return Subject(
        number=number, person=p, dob=dob, address=address(rng, pools), phone=formats.phone_c(rng),
        email=f"{email}@{rng.choice(MAIL_DOMAINS)}", handle=h, employer=rng.choice(pools.companies),
        job=rng.choice(JOBS), account=formats.bank_account_c(rng), card=digits(rng, 4),
        national_id=formats.national_id_c(rng), licence=formats.licence_c(rng),
        plate=formats.plate_c(rng), serial=formats.serial_c(rng), ip=formats.ip_c(rng),
        friend=person(rng, pools),
        visits=tuple(rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))))


class Text(Writer):
    """A style-C text about one subject; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, subject: Subject, rng: random.Random):
        super().__init__(rng)
        self.pools, agents = build_world(seed)
        self.subject = subject
        self.agent = rng.choice(agents)
        self.company = rng.choice(self.pools.companies)
        self.day = dt.date(rng.randint(2016, 2031), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        self.date_style = rng.choice(formats.C_STYLES)
        self.domain = slug(self.company)[:16] + rng.choice((".com", ".shop", ".co", ".io", ".net"))

    def s_date(self):
        style = self.date_style if self.rng.random() < 0.7 else self.rng.choice(formats.C_STYLES)
        self.phi(formats.format_date(self.day, style, self.rng), "DATE")

    def s_later(self):
        d = self.day + dt.timedelta(days=self.rng.randint(1, 60))
        self.phi(formats.format_date(d, self.rng.choice(formats.C_STYLES), self.rng), "DATE")

    def s_dob(self):
        self.phi(formats.format_date(self.subject.dob, self.rng.choice(("iso", "dmY", "mdY_us",
                                                                       "dMonY")), self.rng), "DATE")

    def s_age(self):
        age = self.day.year - self.subject.dob.year - 1
        self.phi(str(max(age, 16)), "AGE")

    def s_name(self):
        p, r = self.subject.person, self.rng.random()
        self.phi(f"{p.first} {p.last}" if r < 0.5 else p.first if r < 0.8
                 else f"{p.last}, {p.first}", "PATIENT")

    def s_full(self): self.phi(f"{self.subject.person.first} {self.subject.person.last}", "PATIENT")
    def s_first(self): self.phi(self.subject.person.first, "PATIENT")
    def s_last(self): self.phi(self.subject.person.last, "PATIENT")

    def s_salutation(self):
        p = self.subject.person
        self.lit(("Mr. " if p.sex == "M" else "Ms. ") if self.rng.random() < 0.5 else "")
        self.phi(p.last if self.rng.random() < 0.5 else f"{p.first} {p.last}", "PATIENT")

    def s_agent(self):
        a = self.agent
        self.phi(self.rng.choice((a.first, f"{a.first} {a.last[0]}.", f"{a.first} {a.last}")),
                 "PATIENT")

    def s_friend(self):
        f = self.subject.friend
        self.phi(f.first if self.rng.random() < 0.6 else f"{f.first} {f.last}", "PATIENT")

    def s_doctor(self):
        a = self.agent
        self.lit("Dr. ")
        self.phi(a.last if self.rng.random() < 0.5 else f"{a.first} {a.last}", "DOCTOR")

    def s_handle(self):
        self.lit("@" if self.rng.random() < 0.6 else "")
        self.phi(self.subject.handle, "USERNAME")

    def s_login(self): self.phi(self.subject.handle, "USERNAME")

    def s_friend_handle(self):
        f = self.subject.friend
        self.phi(f"{ascii_email(f.first).replace('.', '')}{ascii_email(f.last)[:2]}"
                 f"{self.subject.number % 97}", "USERNAME")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_agent_email(self):
        self.phi(f"{ascii_email(self.agent.first)}.{ascii_email(self.agent.last)[:1]}"
                 f"@{self.domain}", "EMAIL")

    def s_phone(self): self.phi(self.subject.phone, "PHONE")
    def s_fax(self): self.phi(formats.phone_c(self.rng), "FAX")
    def s_company(self): self.phi(self.company, "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_job(self): self.phi(self.subject.job, "PROFESSION")

    def s_url(self):
        self.phi(self.rng.choice((f"https://{self.domain}/orders/{digits(self.rng, 6)}",
                                  f"www.{self.domain}", f"https://help.{self.domain}/ticket")),
                 "URL")

    def s_ip(self): self.phi(self.subject.ip, "IPADDR")

    def s_address(self):
        a, rng = self.subject.address, self.rng
        self.phi(a.street, "STREET")
        self.lit(rng.choice((", ", "\n")))
        if rng.random() < 0.5:
            self.phi(a.postcode, "ZIP")
            self.lit(" ")
            self.phi(a.city, "CITY")
        else:
            self.phi(a.city, "CITY")
            self.lit(", ")
            self.phi(a.region, "STATE")
            self.lit(" ")
            self.phi(a.postcode, "ZIP")
        self.lit(rng.choice((", ", "\n")))
        self.phi(a.country, "COUNTRY")

    def s_city(self): self.phi(self.subject.address.city, "CITY")
    def s_country(self): self.phi(self.subject.address.country, "COUNTRY")
    def s_landmark(self): self.phi(self.rng.choice(C_LANDMARKS), "LOCATION-OTHER")
    def s_account(self): self.phi(self.subject.account, "ACCOUNT")
    def s_card(self): self.phi(self.subject.card, "ACCOUNT")
    def s_national_id(self): self.phi(self.subject.national_id, "SSN")
    def s_licence(self): self.phi(self.subject.licence, "LICENSE")
    def s_plate(self): self.phi(self.subject.plate, "VEHICLE")
    def s_vin(self): self.phi(formats.vin(self.rng), "VEHICLE")
    def s_serial(self): self.phi(self.subject.serial, "DEVICE")
    def s_order(self): self.phi(formats.order_number(self.rng), "IDNUM")
    def s_tracking(self): self.phi(formats.tracking_number(self.rng), "IDNUM")
    def s_member(self): self.phi(formats.member_number(self.rng), "HEALTHPLAN")

    def s_clinic(self):
        kind = self.rng.choice(("Physio", "Dental Clinic", "Eye Care"))
        self.phi(f"{self.subject.address.city} {kind}", "HOSPITAL")

    def s_amount(self): self.lit(f"{self.rng.randint(5, 900)}.{self.rng.randint(0, 99):02d}")
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))

