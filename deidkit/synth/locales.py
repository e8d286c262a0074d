"""Name and place pools of the styles B and C, from Faker locales style A never uses.

Style A (:mod:`deidkit.synth.pools`) draws names from en_US, en_GB, en_IE, de_DE, es_ES,
fr_FR, it_IT, pt_BR, pl_PL, nl_NL and en_IN, and places from New England. Style B draws
names from Nordic and Central European locales and places from Australia and New Zealand;
style C names from Latin American, Iberian, Turkish, Romanian, Baltic, Indonesian,
Vietnamese and African locales, and places from the countries of those locales. Built once
per (seed, style), like style A's pools.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.pools import ascii_fold, faker_for, unique

B_NAME_LOCALES = (("sv_SE", 12), ("da_DK", 10), ("no_NO", 10), ("fi_FI", 12), ("de_AT", 8),
                  ("de_CH", 6), ("cs_CZ", 10), ("hu_HU", 10), ("sl_SI", 6), ("hr_HR", 8),
                  ("sk_SK", 8))
C_NAME_LOCALES = (("es_MX", 12), ("es_AR", 8), ("pt_PT", 10), ("tr_TR", 10), ("ro_RO", 8),
                  ("id_ID", 10), ("vi_VN", 8), ("lt_LT", 6), ("et_EE", 4), ("yo_NG", 8),
                  ("en_KE", 6), ("zu_ZA", 5), ("sw", 5))
#: Style D (held out): locales of none of A, B and C.
D_NAME_LOCALES = (("fr_CA", 16), ("es_CO", 10), ("es_CL", 8), ("lv_LV", 6), ("az_AZ", 5),
                  ("fr_CH", 6), ("en_TH", 8))
NAME_LOCALES = {"B": B_NAME_LOCALES, "C": C_NAME_LOCALES, "D": D_NAME_LOCALES}
STREET_LOCALES = {"B": ("en_AU", "en_NZ"), "C": ("es_MX", "pt_PT", "es_AR", "ro_RO", "id_ID"),
                  "D": ("fr_CA", "en_CA")}
#: Seed offsets of each style's name generators (B and C as they always were).
_NAME_SEED_OFFSET = {"B": 0, "C": 101, "D": 211}

#: Real Australian and New Zealand places (suburb/town, state or region, postcode prefix).
B_PLACES = (
    ("Parramatta", "NSW"), ("Newcastle", "NSW"), ("Wollongong", "NSW"), ("Penrith", "NSW"),
    ("Dubbo", "NSW"), ("Wagga Wagga", "NSW"), ("Chatswood", "NSW"), ("Bankstown", "NSW"),
    ("Geelong", "VIC"), ("Ballarat", "VIC"), ("Bendigo", "VIC"), ("Frankston", "VIC"),
    ("Footscray", "VIC"), ("Shepparton", "VIC"), ("Toowoomba", "QLD"), ("Cairns", "QLD"),
    ("Townsville", "QLD"), ("Ipswich", "QLD"), ("Rockhampton", "QLD"), ("Fremantle", "WA"),
    ("Bunbury", "WA"), ("Joondalup", "WA"), ("Elizabeth", "SA"), ("Mount Gambier", "SA"),
    ("Launceston", "TAS"), ("Devonport", "TAS"), ("Palmerston", "NT"), ("Belconnen", "ACT"),
    ("Dunedin", "Otago"), ("Invercargill", "Southland"), ("Timaru", "Canterbury"),
    ("Rotorua", "Bay of Plenty"), ("Tauranga", "Bay of Plenty"), ("Whangarei", "Northland"),
    ("Napier", "Hawke's Bay"), ("Palmerston North", "Manawatu-Whanganui"),
    ("Nelson", "Tasman"), ("Hamilton", "Waikato"), ("Gisborne", "Gisborne"),
    ("Porirua", "Wellington"), ("Manukau", "Auckland"), ("Takapuna", "Auckland"),
)
B_STATES = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
            "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania",
            "NT": "Northern Territory", "ACT": "Australian Capital Territory"}
B_LANDMARKS = ("Bondi Beach", "the Gold Coast", "Uluru", "the Blue Mountains", "Rottnest Island",
               "Kangaroo Island", "the Great Ocean Road", "Lake Taupo", "Fiordland",
               "the Coromandel", "Milford Sound", "Fraser Island", "the Daintree",
               "Wilsons Promontory", "Mount Ruapehu", "the Barossa", "Cradle Mountain",
               "Phillip Island", "Waiheke Island", "the Nullarbor")
B_COUNTRIES = ("Samoa", "Tonga", "Fiji", "Sri Lanka", "Nepal", "Sweden", "Finland", "Croatia",
               "Hungary", "Czech Republic", "Denmark", "Norway", "Austria", "Malaysia",
               "Sudan", "Afghanistan", "Myanmar", "South Africa", "Zimbabwe", "Scotland")

#: Countries of style C: cities, regions, postcode shape, the Faker locale of street names
#: (None: any of style C's street locales).
C_COUNTRIES = (
    ("Mexico", ("Guadalajara", "Monterrey", "Puebla", "Merida", "Queretaro", "Tijuana"),
     ("Jalisco", "Nuevo Leon", "Puebla", "Yucatan", "Queretaro", "Baja California"), "ddddd",
     "es_MX"),
    ("Argentina", ("Cordoba", "Rosario", "Mendoza", "La Plata", "Salta"),
     ("Cordoba", "Santa Fe", "Mendoza", "Buenos Aires", "Salta"), "@dddd", "es_AR"),
    ("Portugal", ("Porto", "Braga", "Coimbra", "Faro", "Aveiro", "Setubal"),
     ("Norte", "Centro", "Algarve", "Alentejo"), "dddd-ddd", "pt_PT"),
    ("Turkey", ("Izmir", "Bursa", "Antalya", "Eskisehir", "Konya", "Trabzon"),
     ("Izmir", "Bursa", "Antalya", "Eskisehir", "Konya"), "ddddd", None),
    ("Romania", ("Cluj-Napoca", "Timisoara", "Iasi", "Brasov", "Constanta", "Sibiu"),
     ("Cluj", "Timis", "Iasi", "Brasov", "Constanta"), "dddddd", "ro_RO"),
    ("Indonesia", ("Surabaya", "Bandung", "Yogyakarta", "Semarang", "Denpasar", "Medan"),
     ("Jawa Timur", "Jawa Barat", "Bali", "Sumatera Utara"), "ddddd", "id_ID"),
    ("Vietnam", ("Da Nang", "Hai Phong", "Can Tho", "Hue", "Nha Trang"),
     ("Quang Nam", "Khanh Hoa", "Thua Thien Hue"), "dddddd", None),
    ("Lithuania", ("Kaunas", "Klaipeda", "Siauliai", "Panevezys"), ("Kaunas County",),
     "LT-ddddd", None),
    ("Nigeria", ("Ibadan", "Abeokuta", "Enugu", "Port Harcourt", "Kaduna"),
     ("Oyo", "Ogun", "Enugu", "Rivers", "Kaduna"), "dddddd", None),
    ("Kenya", ("Mombasa", "Kisumu", "Nakuru", "Eldoret"), ("Mombasa County", "Nakuru County"),
     "ddddd", None),
    ("Canada", ("Winnipeg", "Halifax", "Saskatoon", "Kelowna", "Sudbury", "Moncton"),
     ("Manitoba", "Nova Scotia", "Saskatchewan", "British Columbia", "Ontario"), "@d@ d@d", None),
)
C_LANDMARKS = ("Chichen Itza", "the Bosphorus", "Lake Toba", "Ha Long Bay", "the Danube Delta",
               "Iguazu Falls", "Mount Kenya", "Borobudur", "the Algarve coast", "Cappadocia",
               "Lake Victoria", "the Curonian Spit", "Banff", "Peggy's Cove", "Olumo Rock")


@dataclass(frozen=True)
class OtherPools:
    male: tuple[str, ...]
    female: tuple[str, ...]
    last: tuple[str, ...]
    streets: tuple[str, ...]
    companies: tuple[str, ...]
    streets_of: dict = field(default_factory=dict)   # locale -> its street names

    def streets_in(self, locale: str | None) -> tuple[str, ...]:
        return self.streets_of.get(locale) or self.streets


def postcode(rng: random.Random, shape: str) -> str:
    """'@d@ d@d' -> 'K4B 2T9': d a digit, @ a capital letter, anything else as is."""
    return "".join(str(rng.randrange(10)) if c == "d" else rng.choice("ABCEGHJKLMNPRSTVXY")
                   if c == "@" else c for c in shape)


@lru_cache(maxsize=8)
def other_pools(seed: int, style: str) -> OtherPools:
    """Names, streets and companies of style ``style`` ('B', 'C' or 'D') for ``seed``."""
    rng = random.Random(f"deidkit-synth/{seed}/{style}/pools")

    def fold(value: str) -> str:
        return value if rng.random() < 0.25 else ascii_fold(value)

    male, female, last, streets, companies = [], [], [], [], []
    streets_of = {}
    for i, (locale, weight) in enumerate(NAME_LOCALES[style]):
        fake = faker_for(locale, seed * 7919 + i + _NAME_SEED_OFFSET[style])
        for _ in range(weight * 6):
            male.append(fold(fake.first_name_male()))
            female.append(fold(fake.first_name_female()))
        for _ in range(weight * 12):
            last.append(fold(fake.last_name()))
        for _ in range(weight * 2):
            companies.append(fold(fake.company()))
    for i, locale in enumerate(STREET_LOCALES[style]):
        fake = faker_for(locale, seed * 7919 + 50 + i)
        streets_of[locale] = unique(fold(fake.street_name()) for _ in range(120))
        streets.extend(streets_of[locale])
    return OtherPools(male=unique(male), female=unique(female), last=unique(last),
                      streets=unique(streets), companies=unique(companies),
                      streets_of=streets_of)
