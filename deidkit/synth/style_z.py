"""Style Z: general-domain text with personal data, HELD OUT (no recipe trains on it), for
checking a model's leakage on general text it never saw. Written without looking at any
model's results or at the other styles' texts: e-mail threads with signatures, chat exports,
help-desk tickets, forum threads, CVs, employment and insurance letters, news items,
obituaries, court notices, invoices, parcel notices, travel bookings, school reports,
application logs and property listings, from twelve countries.

TYPE mapping: the same guideline as style C (:mod:`deidkit.synth.style_c`), so both are
scored alike. Every private person (customer, sender, colleague, relative, teacher, lawyer,
estate agent, journalist's source) is PATIENT, as the i2b2 guidelines tag every person who
is not a care provider; physicians and therapists are DOCTOR; logins and @handles USERNAME
(the ``@`` outside the tag). Companies, schools, banks, airlines, hotels, courts and
newspapers are ORGANIZATION (HOSPITAL and DEPARTMENT only for care facilities); job titles
PROFESSION; parks, beaches, stations, churches and other venues LOCATION-OTHER; bank
accounts, IBANs and card digits ACCOUNT; national ID and social-insurance numbers SSN;
driving licences and bar numbers LICENSE; number plates and VINs VEHICLE; IMEIs, MAC
addresses, serials and device ids DEVICE; health-insurance numbers HEALTHPLAN; a clinic's
patient number MEDICALRECORD; a DNA-kit barcode BIOID; numbers given to a person or their
transaction (order, invoice, booking, ticket, case, claim, policy, passport, student,
employee, customer and frequent-flyer numbers, VAT numbers) IDNUM. Every date (also a bare
year, a weekday, a month and year) is DATE; every age AGE; every URL, phone, e-mail and
IP address. Not PHI, and present as look-alikes: times, prices, quantities, sizes,
product and model names, software versions and build numbers, flight numbers, error and
HTTP codes, school years and grades, unit and flat numbers (outside the STREET tag, as in
style A's addresses). ROOM does not occur: i2b2's rooms are rooms of a care facility.

Names come from Faker locales of none of the styles A to E (romanized Japanese and Chinese,
Ghanaian, New Zealand, Catalan, Uzbek and Algerian names; Nigerian, Luxembourgish and
Liechtenstein surnames; Russian, Ukrainian, Bulgarian and Greek names transliterated, a few
left in their own script) plus Korean, Filipino and Arabic names listed here; places from
the United Kingdom, Germany, the Netherlands, Japan, Singapore, the Philippines, Ghana,
Greece, Spain, Switzerland, Poland and US states of the west and midwest.
"""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from deidkit.synth.pools import ascii_fold, faker_for, unique

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("email_thread", 10), ("chat_export", 8), ("helpdesk_ticket", 7), ("forum_thread", 7),
    ("cv", 6), ("employment_letter", 6), ("insurance_letter", 6), ("news_item", 6),
    ("obituary", 5), ("court_notice", 4), ("invoice", 6), ("parcel_notice", 5),
    ("travel_booking", 6), ("school_report", 5), ("app_log", 7), ("property_listing", 5),
)

#: (locale, weight, how names are drawn): "plain" first/last names, "roman" Faker's
#: romanized names, "roman_tw" Taiwanese romanized full names, "last" surnames only,
#: "translit" Cyrillic or Greek names in Latin letters (a few kept in their script).
Z_NAME_LOCALES = (("ja_JP", 10, "roman"), ("zh_CN", 8, "roman"), ("zh_TW", 5, "roman_tw"),
                  ("tw_GH", 8, "plain"), ("en_NG", 6, "last"), ("en_NZ", 4, "plain"),
                  ("es_CA", 6, "plain"), ("uz_UZ", 5, "plain"), ("fr_DZ", 5, "plain"),
                  ("de_LU", 3, "last"), ("de_LI", 3, "last"), ("ru_RU", 6, "translit"),
                  ("uk_UA", 5, "translit"), ("bg_BG", 4, "translit"), ("el_GR", 6, "translit"))
KOREAN = (("Min-jun", "Seo-jun", "Yeon-woo", "Ji-ho", "Seung-ho", "Jae-won", "Hyun-woo",
           "Sung-min", "Dong-hyun", "Joon-young", "Tae-yang", "Woo-jin"),
          ("Seo-yeon", "Ji-woo", "Ha-eun", "Min-seo", "Soo-ah", "Yoo-na", "Eun-ji", "Hye-jin",
           "Ji-yeon", "Chae-won", "Ye-rin", "So-yeon"),
          ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Han",
           "Oh", "Seo", "Shin", "Kwon", "Hwang", "Ahn", "Song", "Jeon", "Hong"))
FILIPINO = (("Jericho", "Rodel", "Jomar", "Arnel", "Rommel", "Dindo", "Jeric", "Paolo", "Ramil",
             "Elmer", "Ronaldo", "Jayson"),
            ("Maricel", "Rhea", "Lovely", "Jovelyn", "Analyn", "Rowena", "Divina", "Marites",
             "Kristine", "Mylene", "Charmaine", "Joy"),
            ("Dela Cruz", "Bautista", "Macaraeg", "Villanueva", "Manalo", "Dimaculangan",
             "Pascual", "Soriano", "Mangubat", "Tolentino", "Evangelista", "Agbayani"))
ARABIC = (("Tariq", "Yousef", "Hamza", "Khaled", "Omar", "Faisal", "Bilal", "Samir", "Nabil",
           "Ziad", "Karim", "Anas"),
          ("Rania", "Layla", "Noor", "Huda", "Dalia", "Mariam", "Yasmin", "Salma", "Lina", "Reem",
           "Hiba", "Amal"),
          ("Al-Mansouri", "Haddad", "Khoury", "Nasser", "Al-Harbi", "Saleh", "Darwish", "Qasim",
           "El-Amin", "Barakat", "Al-Zahrani", "Mansour"))
#: Short forms that friends and colleagues write.
NICKNAMES = {"Aleksandr": "Sasha", "Dmitriy": "Dima", "Mikhail": "Misha", "Yekaterina": "Katya",
             "Ekaterina": "Katya", "Elena": "Lena", "Natalya": "Natasha", "Nikolay": "Kolya",
             "Georgios": "Giorgos", "Konstantinos": "Kostas", "Dimitrios": "Mitsos",
             "Christopher": "Chris", "Elizabeth": "Liz", "William": "Will", "Jonathan": "Jon",
             "Katherine": "Kate", "Margaret": "Maggie", "Nicholas": "Nick", "Josep": "Pep",
             "Francesc": "Cesc", "Kwabena": "Kobby", "Abdulaziz": "Aziz", "Muhammad": "Mo"}

_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюяєіїґ",
                     ["a", "b", "v", "g", "d", "e", "yo", "zh", "z", "i", "y", "k", "l", "m", "n",
                      "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "a", "y",
                      "", "e", "yu", "ya", "ye", "i", "yi", "g"]))
_GREEK = dict(zip("αβγδεζηθικλμνξοπρσςτυφχψω",
                  ["a", "v", "g", "d", "e", "z", "i", "th", "i", "k", "l", "m", "n", "x", "o",
                   "p", "r", "s", "s", "t", "y", "f", "ch", "ps", "o"]))


def translit(name: str) -> str:
    """'Всеволод' -> 'Vsevolod', 'Γκατζογιάννης' -> 'Gatzogiannis' (passport-like
    romanization; good enough for surrogate names)."""
    text = "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))
    low = text.lower()
    for a, b in (("ου", "ou"), ("γγ", "ng"), ("αυ", "av"), ("ευ", "ev")):
        low = low.replace(a, b)
    if low[:2] in ("μπ", "ντ", "γκ"):
        low = {"μπ": "b", "ντ": "d", "γκ": "g"}[low[:2]] + low[2:]
    out = "".join(_CYRILLIC.get(c, _GREEK.get(c, c)) for c in low)
    return "-".join(w[:1].upper() + w[1:] for w in out.split("-"))


@dataclass(frozen=True)
class Country:
    code: str
    names: tuple[str, ...]            # ways texts name the country
    places: tuple[tuple[str, str], ...]   # (city, region)
    postcode: tuple[str, ...]         # shapes: '#' a digit, '%' a capital letter
    phones: tuple[str, ...]
    plates: tuple[str, ...]
    national_id: tuple[str, ...]
    licence: tuple[str, ...]
    iban: str                         # an account number shape ('' none)
    streets: tuple[str, ...]          # street names (Faker's added for some locales)
    street_form: str                  # '{n} {s}' or '{s} {n}'
    landmarks: tuple[str, ...]
    mail: tuple[str, ...]
    currency: str                     # '{x}' is the amount
    date_order: str                   # 'dmy', 'mdy' or 'ymd'


COUNTRIES = (
    Country("GB", ("United Kingdom", "UK", "England", "Scotland", "Wales"),
            (("Leamington Spa", "Warwickshire"), ("Harrogate", "North Yorkshire"),
             ("Swansea", "West Glamorgan"), ("Dundee", "Angus"), ("Norwich", "Norfolk"),
             ("Shrewsbury", "Shropshire"), ("Exeter", "Devon"),
             ("Stockport", "Greater Manchester")),
            ("%%## #%%", "%# #%%", "%%# #%%"),
            ("+44 7### ######", "07### ######", "01### ######", "+44 (0)1## ### ####"),
            ("%%## %%%",), ("%% ## ## ## %",), ("%%%%%######%%#%%",), "GB## %%%% #### #### #### ##",
            ("Kingsley Road", "Mill Lane", "Primrose Close", "Abbey Crescent", "Orchard Gardens",
             "Station Approach", "Victoria Terrace", "Hawthorn Drive"), "{n} {s}",
            ("Pittville Park", "the Royal Pump Rooms", "Tintern Abbey", "the Norfolk Broads"),
            ("btinternet.com", "sky.com", "talktalk.net"), "£{x}", "dmy"),
    Country("DE", ("Germany", "Deutschland"),
            (("Leipzig", "Sachsen"), ("Bochum", "Nordrhein-Westfalen"),
             ("Freiburg", "Baden-Württemberg"), ("Kassel", "Hessen"),
             ("Rostock", "Mecklenburg-Vorpommern"), ("Regensburg", "Bayern")),
            ("#####",), ("+49 17# ########", "0176/########", "+49 (0)### ####-##", "0341 #######"),
            ("%-%% ####", "%%-% ###"), ("## ### ### ###",), ("%###%%%#%##",),
            "DE## #### #### #### #### ##", (), "{s} {n}",
            ("Englischer Garten", "Clara-Zetkin-Park", "the Kulturbahnhof", "Warnemünde beach"),
            ("web.de", "gmx.de", "t-online.de"), "{x} €", "dmy"),
    Country("NL", ("the Netherlands", "Netherlands", "Nederland", "Holland"),
            (("Utrecht", "Utrecht"), ("Eindhoven", "Noord-Brabant"), ("Groningen", "Groningen"),
             ("Zwolle", "Overijssel"), ("Haarlem", "Noord-Holland"), ("Delft", "Zuid-Holland")),
            ("#### %%",), ("+31 6 ########", "06-########", "+31 (0)30 ### ####", "030-#######"),
            ("%%-###-%", "#-%%%-##"), ("#########",), ("##########",), "NL## %%%% #### #### ##",
            (), "{s} {n}", ("Vondelpark", "the Noorderplantsoen", "Strijp-S", "Zandvoort beach"),
            ("ziggo.nl", "kpnmail.nl", "hetnet.nl"), "€ {x}", "dmy"),
    Country("JP", ("Japan",),
            (("Sapporo", "Hokkaido"), ("Sendai", "Miyagi"), ("Kanazawa", "Ishikawa"),
             ("Nagoya", "Aichi"), ("Kobe", "Hyogo"), ("Fukuoka", "Fukuoka"),
             ("Matsuyama", "Ehime")),
            ("###-####",), ("+81 90-####-####", "090-####-####", "080-####-####", "03-####-####"),
            ("### %% ##-##",), ("#### #### ####",), ("############",), "#######",
            ("Sakae", "Chuo", "Honcho", "Tenjin", "Kita-Sanjo", "Ichibancho", "Nishiki",
             "Motomachi", "Katamachi", "Minami-Aoyama"), "{n} {s}",
            ("Odori Park", "Kenroku-en", "Dogo Onsen", "Ohori Park", "Nunobiki Falls"),
            ("docomo.ne.jp", "ezweb.ne.jp", "yahoo.co.jp"), "¥{x}", "ymd"),
    Country("SG", ("Singapore",), (("Singapore", ""),), ("######",),
            ("+65 9### ####", "+65 8### ####", "6### ####"), ("S%% ####%",),
            ("S#######%", "T#######%"), ("S#######%",), "###-######-#",
            ("Ang Mo Kio Ave 8", "Tampines Street 92", "Jalan Bukit Merah", "Bedok North Road",
             "Yishun Ring Road", "Clementi Ave 3"), "{n} {s}",
            ("East Coast Park", "the Botanic Gardens", "Jurong Bird Park", "Pulau Ubin"),
            ("singnet.com.sg", "starhub.net.sg"), "S${x}", "dmy"),
    Country("PH", ("Philippines", "the Philippines"),
            (("Pasig", "Metro Manila"), ("Cebu City", "Cebu"), ("Davao City", "Davao del Sur"),
             ("Iloilo City", "Iloilo"), ("Baguio", "Benguet")),
            ("####",), ("+63 917 ### ####", "0917-###-####", "0998 ### ####", "(02) 8### ####"),
            ("%%% ####",), ("####-####-####-####",), ("%##-##-######",), "#### #### ####",
            ("Mabini St.", "Rizal Avenue", "Osmeña Blvd", "J.P. Laurel Ave", "Session Road",
             "Ortigas Ave"), "{n} {s}",
            ("Rizal Park", "Burnham Park", "Magellan's Cross", "Iloilo Esplanade"),
            ("yahoo.com.ph", "pldtdsl.net"), "₱{x}", "mdy"),
    Country("GH", ("Ghana",),
            (("Accra", "Greater Accra"), ("Kumasi", "Ashanti"), ("Takoradi", "Western"),
             ("Tamale", "Northern"), ("Cape Coast", "Central")),
            ("%%-###-####",), ("+233 24 ### ####", "024 ### ####", "+233 (0)20 ### ####",
                              "0302 ######"),
            ("%% ####-##",), ("GHA-#########-#",), ("%%%-########",), "#############",
            ("Osu Badu Street", "Liberation Road", "Ring Road East", "Harper Road",
             "Lake Road", "Oxford Street"), "{n} {s}",
            ("Labadi Beach", "Kakum National Park", "Manhyia Palace", "Makola Market"),
            ("yahoo.co.uk", "gmail.com"), "GH₵ {x}", "dmy"),
    Country("GR", ("Greece",),
            (("Thessaloniki", "Central Macedonia"), ("Patras", "Western Greece"),
             ("Heraklion", "Crete"), ("Larissa", "Thessaly"), ("Ioannina", "Epirus")),
            ("### ##",), ("+30 69# ### ####", "2310 ######", "+30 210 ### ####"),
            ("%%%-####",), ("###########",), ("###########",), "GR## #### ###% #### #### #### ###",
            ("Tsimiski", "Egnatias", "Agiou Dimitriou", "Vasilissis Olgas", "Korinthou",
             "Maizonos"), "{s} {n}",
            ("the White Tower", "Lake Pamvotida", "Knossos", "the Rio bridge"),
            ("otenet.gr", "yahoo.gr"), "{x} €", "dmy"),
    Country("ES", ("Spain", "España"),
            (("Girona", "Catalonia"), ("Tarragona", "Catalonia"),
             ("Valencia", "Comunitat Valenciana"),
             ("Bilbao", "País Vasco"), ("Zaragoza", "Aragón"), ("Málaga", "Andalucía")),
            ("#####",), ("+34 6## ## ## ##", "6## ### ###", "9# ### ## ##"),
            ("#### %%%",), ("########%", "X#######%"), ("########%",),
            "ES## #### #### #### #### ####",
            ("Carrer de Mallorca", "Calle Alcalá", "Carrer Nou", "Avenida del Puerto",
             "Gran Vía de Don Diego López de Haro", "Calle Larios"), "{s}, {n}",
            ("the Ciutat de les Arts", "La Malagueta beach", "Parc de la Devesa", "El Pilar"),
            ("telefonica.net", "hotmail.es"), "{x} €", "dmy"),
    Country("CH", ("Switzerland", "Schweiz", "Suisse"),
            (("Zürich", "ZH"), ("Basel", "BS"), ("Lausanne", "VD"), ("Winterthur", "ZH"),
             ("Luzern", "LU"), ("St. Gallen", "SG"), ("Lugano", "TI")),
            ("####", "CH-####"), ("+41 79 ### ## ##", "076 ### ## ##", "044 ### ## ##"),
            ("%% ######",), ("756.####.####.##",), ("#########",), "CH## #### #### #### #### #",
            (), "{s} {n}", ("Lake Zurich", "the Uetliberg", "Kapellbrücke", "Parco Ciani"),
            ("bluewin.ch", "sunrise.ch"), "CHF {x}", "dmy"),
    Country("PL", ("Poland", "Polska"),
            (("Łódź", "łódzkie"), ("Wrocław", "dolnośląskie"), ("Gdańsk", "pomorskie"),
             ("Poznań", "wielkopolskie"), ("Lublin", "lubelskie")),
            ("##-###",), ("+48 ### ### ###", "###-###-###", "(22) ### ## ##"),
            ("%% #####", "%%% #%%#"), ("###########",), ("#####/##/####",),
            "PL## #### #### #### #### #### ####", (), "ul. {s} {n}",
            ("Łazienki Park", "the Hala Stulecia", "Westerplatte", "Ostrów Tumski"),
            ("wp.pl", "o2.pl", "interia.pl"), "{x} zł", "dmy"),
    Country("US", ("USA", "United States", "U.S."),
            (("Spokane", "WA"), ("Eugene", "OR"), ("Provo", "UT"), ("Billings", "MT"),
             ("Anchorage", "AK"), ("Honolulu", "HI"), ("Madison", "WI"), ("Duluth", "MN"),
             ("Flagstaff", "AZ"), ("Boise", "ID")),
            ("#####", "#####-####"), ("+1 ###-555-0###", "(###) 555-01##", "###.555.01##"),
            ("#%%%###",), ("###-##-####",), ("WDL%%%%###%%",), "##########",
            ("NW Glisan St", "E Sprague Ave", "Kapiolani Blvd", "W Johnson St",
             "N Center St", "Superior St"), "{n} {s}",
            ("Riverfront Park", "Ala Moana Beach Park", "Hendricks Park", "Canal Park"),
            ("comcast.net", "charter.net", "icloud.com"), "${x}", "mdy"),
)
BY_CODE = {c.code: c for c in COUNTRIES}

#: Employers, schools and other organizations besides Faker's company names.
ORGS = ("Harbourline Logistics", "Nordlicht Solar GmbH", "Kestrel Analytics", "Bluegum Foods",
        "Aoba Precision Co.", "Sunward Freight", "Meridian Tutoring", "Copperleaf Studio",
        "Vantfield Insurance", "Tamarind Hotels", "Pinecrest Credit Union", "Oakmere Bank")
SCHOOLS = {"GB": ("Whitmore Academy", "St Aidan's Primary School"),
           "DE": ("Goethe-Gymnasium Kassel", "Universität Leipzig"),
           "NL": ("Stedelijk Gymnasium Utrecht", "Hanzehogeschool Groningen"),
           "JP": ("Tohoku University", "Kanazawa Nishi High School"),
           "SG": ("Raffles Institution", "Nanyang Polytechnic"),
           "PH": ("Ateneo de Davao University", "Pasig Catholic College"),
           "GH": ("Achimota School", "KNUST"), "GR": ("Aristotle University", "Anatolia College"),
           "ES": ("Universitat de Girona", "IES Lluís Vives"),
           "CH": ("Kantonsschule Zürich Nord", "EPFL"), "PL": ("Politechnika Łódzka",
                                                              "II LO im. Kopernika"),
           "US": ("Gonzaga University", "Madison West High School")}
JOBS = ("logistics planner", "marine engineer", "pastry chef", "claims handler", "data engineer",
        "dental nurse", "bus driver", "quantity surveyor", "primary school teacher",
        "pharmacist", "sound technician", "bookkeeper", "translator", "tram conductor",
        "solar installer", "payroll officer", "veterinary assistant", "site foreman",
        "product designer", "flight dispatcher", "librarian", "barber")
CLINIC_KINDS = ("Hospital", "Medical Centre", "Klinikum", "General Hospital", "Hospice",
                "Rehabilitation Clinic")
DEPARTMENTS = ("Orthopaedics Department", "Emergency Department", "Physiotherapy Unit",
               "Cardiology Clinic", "Day Surgery Unit", "Oncology Ward")


@dataclass(frozen=True)
class Who:
    first: str
    last: str
    sex: str            # 'M' / 'F'
    family_first: bool  # names written family name first (Japanese, Chinese, Korean)


@dataclass(frozen=True)
class ZPools:
    people: tuple[Who, ...]
    companies: tuple[str, ...]
    streets: dict       # country code -> street names


def shape(rng: random.Random, form: str) -> str:
    """'%%## #%%' -> 'KT14 2RB': '#' a digit, '%' a capital letter, anything else as is."""
    return "".join(str(rng.randrange(10)) if c == "#" else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
                   if c == "%" else c for c in form)


def _names_of(fake, how: str, sex: str, rng: random.Random) -> tuple[str, str]:
    male = sex == "M"
    if how == "roman":
        first = (fake.first_romanized_name_male() if male else fake.first_romanized_name_female()) \
            if hasattr(fake, "first_romanized_name_male") else fake.first_romanized_name()
        return first, fake.last_romanized_name()
    if how == "roman_tw":
        full = fake.romanized_name_male() if male else fake.romanized_name_female()
        family, given = full.split(" ", 1)   # 'WANG CHIH-MING': family name first
        return given.title(), family.title()
    first = fake.first_name_male() if male else fake.first_name_female()
    gendered = getattr(fake, "last_name_male" if male else "last_name_female", None)
    last = gendered() if gendered and how == "translit" else fake.last_name()   # Ivanov/Ivanova
    if how == "translit" and rng.random() < 0.9:   # a few keep their own script
        return translit(first), translit(last)
    return first, last


@lru_cache(maxsize=8)
def build_world(seed: int) -> ZPools:
    rng = random.Random(f"deidkit-synth/{seed}/Z/pools")
    people = []
    companies = list(ORGS)
    for i, (locale, weight, how) in enumerate(Z_NAME_LOCALES):
        fake = faker_for(locale, seed * 6007 + 400 + i)
        for _ in range(weight * 8):
            sex = rng.choice("MF")
            first, last = _names_of(fake, how, sex, rng)
            if how == "last":   # these locales have no first names of their own
                first = rng.choice(KOREAN[0] + ARABIC[0] if sex == "M" else FILIPINO[1] + ARABIC[1])
            if how == "plain" and rng.random() < 0.7:
                first, last = ascii_fold(first), ascii_fold(last)
            family_first = how in ("roman", "roman_tw") and rng.random() < 0.3
            people.append(Who(first, last, sex, family_first))
        if how in ("plain", "last"):
            companies.extend(ascii_fold(fake.company()) for _ in range(weight))
    for lists, weight in ((KOREAN, 30), (FILIPINO, 40), (ARABIC, 40)):
        for _ in range(weight):
            sex = rng.choice("MF")
            people.append(Who(rng.choice(lists[0] if sex == "M" else lists[1]),
                              rng.choice(lists[2]), sex, lists is KOREAN and rng.random() < 0.3))
    streets = {}
    for c in COUNTRIES:
        own = list(c.streets)
        locale = {"DE": "de_DE", "NL": "nl_NL", "CH": "de_CH", "PL": "pl_PL"}.get(c.code)
        if locale:
            fake = faker_for(locale, seed * 6007 + 900 + len(streets))
            own.extend(fake.street_name() for _ in range(60))
        streets[c.code] = unique(own)
    return ZPools(tuple(dict.fromkeys(people)), unique(companies), streets)


@dataclass(frozen=True)
class Address:
    street: str
    unit: str           # a flat or unit number, outside the STREET tag ('' none)
    city: str
    region: str
    postcode: str
    country: Country


@dataclass
class Subject:
    """The person a text is about, with what such texts reveal of them."""

    number: int
    who: Who
    dob: dt.date
    address: Address
    phone: str
    email: str
    handle: str
    employer: str
    job: str
    school: str
    account: str
    national_id: str
    licence: str
    plate: str
    device: str
    ip: str
    relatives: tuple[tuple[str, Who], ...]   # (relation, person)
    friend: Who
    kinds: tuple[str, ...]


def address(rng: random.Random, pools: ZPools, country: Country) -> Address:
    city, region = rng.choice(country.places)
    n = (f"{rng.randint(1, 9)}-{rng.randint(1, 30)}-{rng.randint(1, 20)}" if country.code == "JP"
         else f"Blk {rng.randint(100, 899)}" if country.code == "SG" and rng.random() < 0.6
         else str(rng.randint(1, 240)))
    street = country.street_form.format(n=n, s=rng.choice(pools.streets[country.code]))
    unit = ""
    if rng.random() < 0.3:
        unit = rng.choice((f"Flat {rng.randint(1, 40)}", f"Apt {rng.randint(1, 30)}%s"
                           % rng.choice("ABC"), f"#{rng.randint(2, 30):02d}-{rng.randint(1, 300)}",
                           f"{rng.randint(1, 9)}º {rng.randint(1, 4)}ª",
                           f"Unit {rng.randint(1, 60)}"))
    return Address(street, unit, city, region, shape(rng, rng.choice(country.postcode)), country)


def handle_of(rng: random.Random, who: Who, number: int) -> str:
    f, last = ascii_fold(who.first).lower().replace(" ", ""), ascii_fold(who.last).lower()
    last = "".join(c for c in last if c.isascii() and c.isalnum()) or str(number)
    f = "".join(c for c in f if c.isascii() and c.isalnum()) or "user"
    return rng.choice((f"{f}.{last}", f"{f[:1]}{last}{number % 90 + 10}", f"{last}_{f[:3]}",
                       f"x{f}x", f"{f}{rng.randint(1980, 2010)}",
                       f"{f}_the_{rng.choice(('cat', 'owl', 'fox'))}",
                       f"{last[:5]}{f[:2]}", f"{f.upper()[:1]}{last.capitalize()}"))


def device_id(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:   # an IMEI
        return shape(rng, rng.choice(("###############", "##-######-######-#")))
    if r < 0.55:  # a MAC address
        return ":".join(f"{rng.randrange(256):02x}" for _ in range(6))
    if r < 0.75:  # an Android id
        return "".join(rng.choice("0123456789abcdef") for _ in range(16))
    return shape(rng, rng.choice(("%##%%#%%%#%%", "SN-%%#####", "#####%%####")))


def ip_of(rng: random.Random) -> str:
    if rng.random() < 0.25:
        return ":".join(f"{rng.randrange(0x2001, 0x2a10):x}" if i == 0
                        else f"{rng.randrange(65536):x}" for i in range(4)) \
            + f"::{rng.randrange(1, 4096):x}"
    return f"{rng.choice((81, 94, 145, 203, 49, 112, 186, 62))}.{rng.randrange(256)}." \
           f"{rng.randrange(256)}.{rng.randint(1, 254)}"


RELATIONS = (("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("sister", "F"),
             ("brother", "M"), ("mother", "F"), ("father", "M"), ("partner", ""))


def relatives(rng: random.Random, pools: ZPools) -> tuple[tuple[str, Who], ...]:
    """Two to four relatives, each of the sex their relation says."""
    out = []
    for relation, sex in rng.sample(RELATIONS, rng.randint(2, 4)):
        for _ in range(20):
            w = rng.choice(pools.people)
            if not sex or w.sex == sex:
                break
        out.append((relation, w))
    return tuple(out)


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/Z/plan/{number}")
    return rng.choice((1, 1, 1, 1, 2, 2, 3))


def build_person(seed: int, number: int) -> Subject:
    pools = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/Z/person/{number}")
    who = rng.choice(pools.people)
    country = rng.choice(COUNTRIES)
    dob = dt.date(rng.randint(1938, 2010), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    handle = handle_of(rng, who, number)
    local = rng.choice((handle, f"{ascii_fold(who.first)}.{ascii_fold(who.last)}".lower(),
                        f"{ascii_fold(who.last)}{dob.year % 100:02d}".lower()))
    local = "".join(c for c in local.replace(" ", "") if c.isascii() and (c.isalnum() or c in "._"))
    if len(local.strip("._")) < 3:   # a name in Greek or Cyrillic letters: the handle instead
        local = handle
    domain = rng.choice(country.mail + ("outlook.com", "gmail.com", "proton.me", "fastmail.com"))
    kinds, weights = zip(*NOTE_TYPES)
    return Subject(
        number=number, who=who, dob=dob, address=address(rng, pools, country),
        phone=shape(rng, rng.choice(country.phones)), email=f"{local}@{domain}", handle=handle,
        employer=rng.choice(pools.companies), job=rng.choice(JOBS),
        school=rng.choice(SCHOOLS[country.code]),
        account=shape(rng, country.iban), national_id=shape(rng, rng.choice(country.national_id)),
        licence=shape(rng, rng.choice(country.licence)),
        plate=shape(rng, rng.choice(country.plates)),
        device=device_id(rng), ip=ip_of(rng),
        relatives=relatives(rng, pools),
        friend=rng.choice(pools.people),
        kinds=tuple(rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))))
