"""Surrogate value pools (built once per seed from Faker) and fixed lexicons.

Faker calls cost tens of microseconds each, so a run draws a few thousand values once, from a
Faker seeded with the run's seed, and every document then samples from these pools with its
own ``random.Random``. Different seeds therefore give different names, streets, cities and
companies (a tagger trained on seed 0 meets unseen surrogates on seed 1), and the same seed
gives the same pools whatever the number of documents.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

#: Name locales and their share of the patient/doctor population (a US hospital with a
#: diverse population, as the i2b2 2014 notes come from Partners HealthCare in Boston).
NAME_LOCALES: tuple[tuple[str, int], ...] = (
    ("en_US", 40), ("en_GB", 8), ("en_IE", 6), ("de_DE", 6), ("es_ES", 7), ("fr_FR", 5),
    ("it_IT", 6), ("pt_BR", 6), ("pl_PL", 4), ("nl_NL", 3), ("en_IN", 9),
)

_FOLD = str.maketrans({"ß": "ss", "æ": "ae", "Æ": "Ae", "ø": "o", "Ø": "O", "œ": "oe",
                       "Œ": "Oe", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i"})


def ascii_fold(text: str) -> str:
    """'Łuczyk' -> 'Luczyk', 'Straße' -> 'Strasse' (most US records drop diacritics)."""
    text = text.translate(_FOLD)
    text = unicodedata.normalize("NFKD", text)
    return "".join(c for c in text if not unicodedata.combining(c))


# Real US cities (surrogates in real de-identified corpora are real place names).
REAL_CITIES = (
    "Boston", "Cambridge", "Somerville", "Brookline", "Newton", "Quincy", "Lowell", "Worcester",
    "Springfield", "Framingham", "Waltham", "Lynn", "Salem", "Medford", "Malden", "Revere",
    "Chelsea", "Everett", "Brockton", "Plymouth", "Lawrence", "Haverhill", "Andover", "Nashua",
    "Manchester", "Providence", "Hartford", "New Haven", "Portland", "Burlington", "Albany",
    "Chicago", "Houston", "Phoenix", "Philadelphia", "San Antonio", "San Diego", "Dallas",
    "Austin", "Columbus", "Charlotte", "Seattle", "Denver", "Nashville", "Baltimore",
    "Milwaukee", "Albuquerque", "Tucson", "Fresno", "Sacramento", "Atlanta", "Miami", "Tampa",
    "Orlando", "Cleveland", "Pittsburgh", "Cincinnati", "St. Louis", "Kansas City", "Omaha",
    "Raleigh", "Richmond", "Buffalo", "Rochester", "Syracuse", "Scranton", "Allentown",
    "Bangor", "Concord", "Fall River", "New Bedford", "Pittsfield", "Gloucester", "Dorchester",
    "Roxbury", "Jamaica Plain", "Mattapan", "Hyde Park", "Dedham", "Norwood", "Peabody",
)

STATES = (
    ("Massachusetts", "MA"), ("New Hampshire", "NH"), ("Rhode Island", "RI"),
    ("Connecticut", "CT"), ("Maine", "ME"), ("Vermont", "VT"), ("New York", "NY"),
    ("New Jersey", "NJ"), ("Pennsylvania", "PA"), ("Florida", "FL"), ("California", "CA"),
    ("Texas", "TX"), ("Ohio", "OH"), ("Illinois", "IL"), ("Georgia", "GA"), ("Virginia", "VA"),
    ("North Carolina", "NC"), ("Arizona", "AZ"), ("Colorado", "CO"), ("Washington", "WA"),
    ("Michigan", "MI"), ("Maryland", "MD"), ("Oregon", "OR"), ("Minnesota", "MN"),
)

COUNTRIES = (
    "Portugal", "Brazil", "Haiti", "Ireland", "Italy", "China", "Vietnam", "India", "Mexico",
    "Dominican Republic", "Puerto Rico", "Cape Verde", "Greece", "Russia", "Ukraine", "Poland",
    "Germany", "France", "Spain", "England", "Canada", "Jamaica", "El Salvador", "Guatemala",
    "Colombia", "Nigeria", "Ethiopia", "Somalia", "Kenya", "Egypt", "Lebanon", "Israel",
    "Turkey", "Iran", "Pakistan", "Bangladesh", "Korea", "Japan", "Philippines", "Cambodia",
    "Thailand", "Peru", "Argentina", "Cuba", "Honduras", "Morocco", "Armenia", "Albania",
)

LANDMARKS = (
    "Cape Cod", "the Cape", "Martha's Vineyard", "Nantucket", "Disney World", "Disneyland",
    "the Grand Canyon", "Yellowstone", "Lake Winnipesaukee", "the White Mountains",
    "Mount Washington", "Acadia", "Niagara Falls", "Lake Tahoe", "the Berkshires",
    "Fenway Park", "Logan Airport", "the Everglades", "Key West", "Myrtle Beach",
    "Lake George", "the Adirondacks", "Cancun", "Aruba", "the Outer Banks", "Hampton Beach",
    "Walden Pond", "Old Orchard Beach", "Foxwoods", "Mohegan Sun", "Plum Island",
)

SAINTS = ("Elizabeth", "Anne", "Vincent", "Joseph", "Luke", "Mary", "Francis", "Margaret",
          "Jude", "Catherine", "Michael", "Peter", "Clare", "Agnes", "Raphael", "John")

PROFESSIONS = (
    "carpenter", "electrician", "plumber", "teacher", "high school teacher", "nurse",
    "registered nurse", "nurse's aide", "accountant", "engineer", "software engineer",
    "lawyer", "attorney", "paralegal", "secretary", "administrative assistant", "cashier",
    "bus driver", "truck driver", "taxi driver", "mechanic", "auto mechanic", "construction worker",
    "painter", "roofer", "landscaper", "chef", "cook", "line cook", "waitress", "waiter",
    "bartender", "police officer", "firefighter", "security guard", "mail carrier",
    "postal worker", "librarian", "professor", "architect", "pharmacist", "dentist",
    "physical therapist", "social worker", "housekeeper", "custodian", "janitor",
    "hairdresser", "barber", "real estate agent", "insurance agent", "banker", "bank teller",
    "financial analyst", "consultant", "sales representative", "store manager", "factory worker",
    "machinist", "welder", "fisherman", "farmer", "homemaker", "graphic designer", "journalist",
    "photographer", "musician", "pastor", "minister", "daycare worker", "home health aide",
    "EMT", "paramedic", "pilot", "flight attendant", "dockworker", "longshoreman",
    "computer programmer", "IT specialist", "lab technician", "radiology technician",
    "veterinarian", "pharmacy technician", "office manager", "bookkeeper", "tailor",
    "seamstress", "baker", "butcher", "printer", "carpet installer", "locksmith",
    "mason", "steelworker", "warehouse worker", "forklift operator", "translator",
)

FIRM_KINDS = ("Health Center", "Family Practice", "Internal Medicine Associates",
              "Cardiology Associates", "Medical Group", "Primary Care", "Health Associates")

EMAIL_DOMAINS = ("gmail.com", "yahoo.com", "hotmail.com", "aol.com", "comcast.net",
                 "verizon.net", "outlook.com", "msn.com", "icloud.com", "rcn.com")

PET_NAMES = ("Rex", "Buddy", "Max", "Bella", "Lucy", "Daisy", "Rocky", "Coco", "Ginger",
             "Shadow", "Duke", "Molly", "Pepper", "Bailey", "Sadie")


@dataclass(frozen=True)
class Pools:
    """Surrogate values for one seed. Tuples, so sampling is deterministic."""

    male: tuple[str, ...]
    female: tuple[str, ...]
    last: tuple[str, ...]
    streets: tuple[str, ...]
    cities: tuple[str, ...]
    companies: tuple[str, ...]
    hospitals: tuple[tuple[str, str], ...]  # (name, abbreviation)
    units: tuple[str, ...]                  # named wards / departments
    countries: tuple[str, ...]


def unique(values, limit=None) -> tuple[str, ...]:
    out = tuple(dict.fromkeys(v.strip() for v in values if v and v.strip()))
    return out[:limit] if limit else out


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.replace("-", " ").replace("'s", "").split()
                   if w[0].isalpha() and w[0].isupper())


def faker_for(locale: str, seed: int):
    """A Faker generator with only the person, address and company providers of ``locale``
    (a full ``Faker(locale)`` imports every provider: ten times slower to create)."""
    import importlib

    from faker import Generator

    gen = Generator()
    for name in ("person", "address", "company"):
        try:
            module = importlib.import_module(f"faker.providers.{name}.{locale}")
        except ModuleNotFoundError:
            module = importlib.import_module(f"faker.providers.{name}.en_US")
        gen.add_provider(module.Provider(gen))
    gen.seed_instance(seed)
    return gen


@lru_cache(maxsize=8)
def build_pools(seed: int) -> Pools:

    rng = random.Random(f"deidkit-synth/{seed}/pools")

    def fold(value: str) -> str:
        # most records are ASCII; keep a fifth of the diacritics for realism
        return value if rng.random() < 0.2 else ascii_fold(value)

    male, female, last = [], [], []
    streets, cities, companies = [], [], []
    for i, (locale, weight) in enumerate(NAME_LOCALES):
        fake = faker_for(locale, seed * 1009 + i)
        for _ in range(weight * 6):
            male.append(fold(fake.first_name_male()))
            female.append(fold(fake.first_name_female()))
        for _ in range(weight * 12):
            last.append(fold(fake.last_name()))
        if locale in ("en_US", "en_GB", "en_IE"):
            for _ in range(weight * 5):
                streets.append(fold(fake.street_name()))
        if locale == "en_US":
            for _ in range(150):
                cities.append(fake.city())
        for _ in range(max(3, weight * 2)):
            companies.append(fold(fake.company()))
    cities.extend(REAL_CITIES)
    rng.shuffle(cities)
    last_u = unique(last)
    cities_u = unique(cities)

    hospitals = []
    patterns = ("{last} Memorial Hospital", "{city} General Hospital", "St. {saint}'s Hospital",
                "{last} Medical Center", "{city} Community Hospital", "{last} Hospital",
                "{city} Medical Center", "{last} Rehabilitation Hospital", "{last} Clinic",
                "{city} Regional Medical Center", "{last} Health Center", "{last} Nursing Home")
    for k in range(48):
        pattern = patterns[k % len(patterns)]
        name = pattern.format(last=rng.choice(last_u).split()[0], city=rng.choice(cities_u),
                              saint=rng.choice(SAINTS))
        hospitals.append((name, _initials(name)))
    units = []
    unit_patterns = ("{last} {n}", "{last} {n}", "{last} House {n}", "{last} Cancer Center",
                     "{last} Heart Center", "{last} Pavilion", "{last} {n} Step-Down Unit",
                     "{last} Clinic", "{last} Building")
    for k in range(40):
        units.append(unit_patterns[k % len(unit_patterns)].format(
            last=rng.choice(last_u).split()[0], n=rng.randint(2, 22)))
    return Pools(
        male=unique(male), female=unique(female), last=last_u,
        streets=unique(streets), cities=cities_u, companies=unique(companies),
        hospitals=tuple(dict.fromkeys(hospitals)), units=unique(units),
        countries=COUNTRIES,
    )
