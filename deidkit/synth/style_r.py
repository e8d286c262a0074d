"""Style R: dictated hospital reports of US academic and community hospitals, HELD OUT (no
recipe trains on it).

R is a blind check like E, T, V, X, Y and Q: written without reading any model's results,
the rule-based recognizers or the other styles' note texts. It writes the transcribed
register of American medical records: discharge summaries, histories and physicals,
operative reports, consultation letters to referring physicians, inpatient consultations,
procedure notes (endoscopy, bronchoscopy, lumbar puncture, paracentesis, thoracentesis,
central line), cardiac catheterization reports, radiology reports, emergency department
reports, death summaries, dictated office notes, psychiatric evaluations, delivery notes and
surgical pathology reports (:mod:`deidkit.synth.style_r_notes`, with the operations and
procedures of :mod:`deidkit.synth.style_r_ops`). The hospitals are those of the Great
Lakes (Detroit and Dearborn, Cleveland, Toledo), western Pennsylvania, Baltimore, Texas
(Houston, San Antonio, the Rio Grande Valley, El Paso), South Florida, the Los Angeles area
and central California, and Appalachian Kentucky and West Virginia.

Clinical prose is dense and never PHI: eponyms (Murphy's sign, Pfannenstiel, Kocher,
Trendelenburg, Glasgow), instruments (Metzenbaum scissors, Bovie, Bookwalter retractor,
Jackson-Pratt drain), sutures (3-0 Vicryl, 0 PDS, 4-0 Monocryl), brands (Ethicon, Stryker,
Medtronic, LigaSure, da Vinci), drugs, anatomy, doses and scores. PHI is in the headers and
signatures (patient name, MRN, account number, dates of admission, discharge, service and
birth, attending, referring physician, ``cc:`` lists, ``Dictated by``/``Transcribed by``
with D:/T: dates and job numbers, hospital names, addresses of offices) and here and there
in the text (ages, relatives, towns, employers, jobs, dates such as ``on 03/14/2094``).

Names: Arab-American and Chaldean, Slovak and Rusyn, Greek, Ethiopian and Eritrean,
Armenian, Haitian, Tejano, Korean-American, Appalachian and African-American patients;
Telugu, Igbo and the same communities among the physicians (lists of this module, no Faker).

Annotation follows the i2b2 2014 guidelines: patients, relatives and other private persons
PATIENT; every physician, surgeon, anesthesiologist, CRNA, resident, nurse, midwife and
technologist DOCTOR, titles and degrees (Dr., MD, DO, CRNA, PA-C) outside; transcriptionist
initials (``jmk``) USERNAME, the dictating physician's initials DOCTOR. Hospitals and
physician practices HOSPITAL; named units ('Kresge 6', 'Tower 9 North') DEPARTMENT,
generic services ('cardiology', 'the ICU') untagged; rooms ROOM (labels outside);
employers, insurers, nursing homes' operators, schools ORGANIZATION; office streets
STREET, towns CITY, states STATE, ZIP codes ZIP, countries COUNTRY. Every date (D: and T:
dates too, a month and year, a year alone, a weekday, a holiday) DATE, times outside; every
age AGE. MRNs MEDICALRECORD; account and FIN numbers ACCOUNT; Medicare and insurer member
numbers HEALTHPLAN; social security numbers SSN; DEA numbers LICENSE; transcription job and
document numbers IDNUM; implant serial numbers DEVICE (model and catalog numbers not);
surgical pathology accession numbers BIOID; phone numbers PHONE, fax numbers FAX.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.builder import Writer

# -- names ---------------------------------------------------------------------------------
ARAB_AM = (("Hassan", "Ali", "Hussein", "Mahmoud", "Bilal", "Kassem", "Abbas", "Nabil",
            "Fadi", "Wissam", "Jihad", "Ghassan"),
           ("Zeinab", "Fatme", "Rana", "Hiba", "Souad", "Mariam", "Layla", "Nisreen",
            "Ghada", "Samira", "Rima"),
           ("Bazzi", "Beydoun", "Fawaz", "Jaber", "Hammoud", "Makki", "Saad", "Elhaj",
            "Bazzy", "Chami", "Sobh", "Berjaoui", "Dakroub", "Ayoub", "Turfe", "Fayad"))
CHALDEAN = (("Sabah", "Nameer", "Raad", "Fadi", "Basim", "Wisam", "Nawal"),
            ("Nadia", "Suhad", "Wafa", "Rasha", "Ban", "Shatha"),
            ("Kassab", "Jarbo", "Yaldo", "Shamoun", "Kattula", "Denha", "Sitto", "Arabo",
             "Konja", "Kizy", "Najor", "Hakim"))
RUSYN = (("Andrew", "Stephen", "Michael", "Joseph", "Walter", "Bernard", "Edward", "Frank"),
         ("Dorothy", "Helen", "Anna", "Irene", "Mildred", "Rose", "Margaret", "Theresa"),
         ("Hrabovsky", "Yurchak", "Dzurko", "Kovalchik", "Hudak", "Sopko", "Bodnar",
          "Fedorchak", "Petrilla", "Zavacky", "Mihalik", "Kuchta", "Senko", "Straka",
          "Ondrejko", "Fetsko", "Pavelko", "Dudash", "Gresko"))
GREEK_AM = (("Spiros", "Dimitrios", "Konstantinos", "Panagiotis", "Stavros", "Christos",
             "Athanasios", "Vasilios"),
            ("Vasiliki", "Eleni", "Paraskevi", "Stavroula", "Despina", "Chrysoula", "Kalliope",
             "Fotini"),
            ("Papadakis", "Kouvaris", "Stavropoulos", "Anagnostou", "Tsoukalas", "Karamanlis",
             "Vlahakis", "Mavromatis", "Zervos", "Economou", "Pappademos", "Kyriakides"))
ETHIOPIAN = (("Yonas", "Dawit", "Tesfaye", "Bereket", "Haile", "Samuel", "Mulugeta",
              "Abebe", "Girma"),
             ("Selam", "Meron", "Hiwot", "Tsion", "Kidist", "Bethlehem", "Azeb", "Almaz",
              "Senait"),
             ("Gebremariam", "Woldemichael", "Tekle", "Mengistu", "Gebreyes", "Asfaw",
              "Berhane", "Kebede", "Tesfamariam", "Hailemariam", "Negash", "Assefa"))
ARMENIAN = (("Narek", "Gor", "Armen", "Tigran", "Hovhannes", "Vartan", "Karapet", "Ashot",
             "Sarkis"),
            ("Ani", "Hasmik", "Lusine", "Anahit", "Siranush", "Gayane", "Nune", "Arpi",
             "Shoghik"),
            ("Petrosyan", "Hakobyan", "Sargsyan", "Avetisyan", "Grigoryan", "Manukyan",
             "Ter-Petrosyan", "Khachatryan", "Vardanyan", "Gasparyan", "Mkrtchyan",
             "Babayan", "Harutyunyan", "Zakaryan", "Kazarian"))
HAITIAN = (("Frantz", "Jean-Robert", "Wilner", "Jean-Claude", "Fritzner", "Roodly",
            "Dieuseul", "Wesner", "Jacquelin"),
           ("Wideline", "Guerline", "Marie-Ange", "Kettely", "Nadege", "Rose-Mitha",
            "Mirlande", "Fabienne", "Yolette", "Islande"),
           ("Pierre-Louis", "Jean-Baptiste", "Desrosiers", "Dorvil", "Louissaint",
            "Fils-Aime", "Toussaint", "Charlemagne", "Saintil", "Belizaire", "Noel-Jeune",
            "Exantus", "Lafortune", "Dorcely"))
TEJANO = (("Rogelio", "Arnulfo", "Juvenal", "Heriberto", "Eleazar", "Baldemar", "Gumaro",
           "Rigoberto", "Adan", "Ezequiel"),
          ("Rosalinda", "Yesenia", "Guadalupe", "Maricela", "Nohemi", "Ofelia", "Herlinda",
           "Esmeralda", "Dalia", "Idalia"),
          ("Garza", "Cantu", "Saenz", "Villarreal", "Guajardo", "Benavides", "Escamilla",
           "Ybarra", "Trevino", "Salinas", "Longoria", "Barrera", "Zamora", "Hinojosa",
           "Olivarez", "Tijerina", "Pena-Garza", "Leal"))
KOREAN_AM = (("Min-jun", "Hyun-woo", "Sung-ho", "Jae-won", "Dong-hyun", "Young-soo",
              "Chang-min"),
             ("Seo-yeon", "Eun-ji", "Ji-hye", "Mi-kyung", "Soon-ja", "Hye-jin", "Young-hee"),
             ("Baek", "Seo", "Hwang", "Noh", "Gwon", "Jeon", "Bae", "Moon", "Yoo", "Ryu",
              "Shin", "Oh"))
APPALACHIAN = (("Delmer", "Verlin", "Clovis", "Euless", "Orville", "Darrell", "Arvel",
                "Hobert", "Denver", "Virgil", "Cletus"),
               ("Opal", "Ova", "Marcella", "Verna", "Glenna", "Wilma", "Loretta", "Nola",
                "Geneva", "Ruby", "Thelma"),
               ("Caudill", "Slone", "Combs", "Hensley", "Stidham", "Hatfield", "Sizemore",
                "Hurt", "Napier", "Fugate", "Begley", "Couch", "Gayheart", "Noble", "Ritchie",
                "Amburgey", "Pennington", "Cornett"))
BLACK_AM = (("DeShawn", "Tyrell", "Jamal", "Darnell", "Marquis", "Deontay", "Lamont",
             "Cedric", "Antwan", "Roosevelt"),
            ("LaToya", "Keisha", "Shaniqua", "Latrice", "Quanisha", "Tamika", "Ebony",
             "LaShonda", "Precious", "Tyesha"),
            ("Stallworth", "Mabry", "Pettaway", "Boykins", "Mayweather", "Ricks", "Gatling",
             "McFadden", "Rountree", "Outlaw", "Hairston", "Crudup"))
TELUGU = (("Srinivas", "Venkata", "Ravi Teja", "Harish", "Kiran", "Nagarjuna", "Sai Krishna"),
          ("Lakshmi", "Padmaja", "Sravani", "Bhargavi", "Sowmya", "Haritha", "Madhavi"),
          ("Gaddam", "Yerramilli", "Kodali", "Pothineni", "Vemuri", "Chilukuri",
           "Nallapareddy", "Tummala", "Bollineni", "Kakarla", "Muppidi", "Jonnalagadda"))
IGBO = (("Chinedu", "Obinna", "Emeka", "Ikenna", "Chukwuemeka", "Nnamdi"),
        ("Ngozi", "Ifeoma", "Chiamaka", "Adaeze", "Nneka", "Uchenna"),
        ("Okafor", "Nwachukwu", "Eze", "Uzoma", "Okeke", "Onyekwere", "Nwosu", "Anyanwu",
         "Obiora", "Ezeani"))

#: (community, names, weight as patients, weight as staff)
COMMUNITIES_R = (
    ("arab", ARAB_AM, 5, 2), ("chaldean", CHALDEAN, 3, 1), ("rusyn", RUSYN, 5, 2),
    ("greek", GREEK_AM, 3, 2), ("ethiopian", ETHIOPIAN, 3, 1), ("armenian", ARMENIAN, 4, 2),
    ("haitian", HAITIAN, 4, 1), ("tejano", TEJANO, 6, 2), ("korean", KOREAN_AM, 3, 2),
    ("appalachian", APPALACHIAN, 5, 2), ("black", BLACK_AM, 5, 2), ("telugu", TELUGU, 0, 4),
    ("igbo", IGBO, 1, 3),
)
RELATIONS_R = (("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"),
               ("sister", "F"), ("brother", "M"), ("mother", "F"), ("father", "M"),
               ("niece", "F"), ("granddaughter", "F"), ("companion", None), ("fiancee", "F"))

# -- places -------------------------------------------------------------------------------
#: state: (name, area codes, towns, zip prefixes)
STATES_R = {
    "MI": ("Michigan", ("313", "248", "734", "586", "810", "517"),
           ("Dearborn", "Dearborn Heights", "Hamtramck", "Warren", "Sterling Heights",
            "Southfield", "Taylor", "Ypsilanti", "Flint", "Lansing", "Pontiac", "Wyandotte",
            "Livonia", "Royal Oak", "Monroe", "Port Huron"), ("481", "482", "483", "480")),
    "OH": ("Ohio", ("216", "440", "330", "419", "234"),
           ("Parma", "Lakewood", "Lorain", "Elyria", "Akron", "Youngstown", "Canton", "Toledo",
            "Euclid", "Mentor", "Strongsville", "Sandusky", "Warren", "Ashtabula"),
           ("441", "440", "443", "436")),
    "PA": ("Pennsylvania", ("412", "724", "814", "878"),
           ("McKeesport", "Johnstown", "Altoona", "Greensburg", "Butler", "Monessen",
            "Uniontown", "Indiana", "Beaver Falls", "Latrobe", "Carnegie", "Aliquippa",
            "Charleroi", "New Kensington"), ("151", "152", "156", "159")),
    "MD": ("Maryland", ("410", "443", "301", "240"),
           ("Towson", "Dundalk", "Essex", "Glen Burnie", "Hagerstown", "Frederick",
            "Salisbury", "Columbia", "Catonsville", "Pikesville", "Owings Mills"),
           ("212", "210", "217", "218")),
    "TX": ("Texas", ("713", "281", "832", "210", "956", "915", "361"),
           ("Pasadena", "Baytown", "Laredo", "McAllen", "Harlingen", "Brownsville", "Edinburg",
            "Pharr", "Weslaco", "El Paso", "Socorro", "Corpus Christi", "Seguin", "New Braunfels",
            "Eagle Pass", "Del Rio", "Kingsville", "Mission"), ("770", "775", "782", "785", "799")),
    "FL": ("Florida", ("305", "786", "954"),
           ("Hialeah", "Homestead", "North Miami", "Little Haiti", "Miami Gardens",
            "Opa-locka", "Kendall", "Doral", "Pembroke Pines", "Florida City"), ("331", "330",
            "333")),
    "CA": ("California", ("818", "747", "559", "661", "209"),
           ("Glendale", "Burbank", "Van Nuys", "North Hollywood", "Fresno", "Bakersfield",
            "Modesto", "Visalia", "Delano", "Pasadena", "Sun Valley", "Tujunga"),
           ("912", "913", "937", "933", "953")),
    "KY": ("Kentucky", ("606", "859"),
           ("Hazard", "Pikeville", "Harlan", "Whitesburg", "Prestonsburg", "Paintsville",
            "Jackson", "Hindman", "Corbin", "Middlesboro"), ("417", "415", "418")),
    "WV": ("West Virginia", ("304", "681"),
           ("Beckley", "Logan", "Williamson", "Welch", "Bluefield", "Huntington", "Oak Hill"),
           ("258", "256", "257")),
}
#: academic hubs: (name, abbreviation, city, state, states of its patients, named units)
HUBS_R = (
    ("Great Lakes University Hospital", "GLUH", "Detroit", "MI", ("MI", "MI", "OH"),
     ("Kresge 6", "Tower 9 North", "Webber 4", "Harper 3 East")),
    ("Cuyahoga University Medical Center", "CUMC", "Cleveland", "OH", ("OH", "OH", "PA"),
     ("Lerner 5", "Bolwell 7", "Hanna 4 West", "Lakeside 3")),
    ("Three Rivers University Hospital", "TRUH", "Pittsburgh", "PA", ("PA", "PA", "WV", "OH"),
     ("Montefiore 9", "Presby 11D", "Falk 4", "Scaife 6")),
    ("Chesapeake University Hospital", "CUH", "Baltimore", "MD", ("MD", "MD", "PA"),
     ("Weinberg 5", "Nelson 7", "Osler 8", "Marburg 2")),
    ("Bayou City University Medical Center", "BCUMC", "Houston", "TX", ("TX", "TX"),
     ("Jones 7", "Fondren 9", "Dunn 5", "Smith Tower 12")),
    ("Alamo University Hospital", "AUH", "San Antonio", "TX", ("TX", "TX"),
     ("Sky Tower 8", "Rio 4", "Medina 6")),
    ("Biscayne University Medical Center", "BUMC", "Miami", "FL", ("FL",),
     ("Holtz 3", "West Wing 7", "Rosenstiel 5")),
    ("Valley University Medical Center", "VUMC", "Los Angeles", "CA", ("CA", "CA"),
     ("Reagan 6 West", "Tower 4", "Pavilion 8")),
    ("Tri-State University Medical Center", "TSUMC", "Huntington", "WV", ("WV", "KY", "KY"),
     ("Heart Tower 5", "4 West", "Pavilion 2")),
)
#: parks, lakes, rivers and other places by state (LOCATION-OTHER)
LANDMARKS_R = {"MI": ("Belle Isle", "Metro Beach", "Lake St. Clair", "Kensington Metropark",
                      "Sleeping Bear Dunes"),
               "OH": ("Edgewater Park", "Cuyahoga Valley National Park", "Cedar Point",
                      "Mill Creek Park"),
               "PA": ("the Great Allegheny Passage", "Ohiopyle", "Point State Park",
                      "Lake Arthur", "Presque Isle"),
               "MD": ("Patterson Park", "Ocean City", "Loch Raven Reservoir", "Druid Hill Park"),
               "TX": ("Galveston Island", "Padre Island", "the Riverwalk", "Big Bend",
                      "Brazos Bend State Park", "Canyon Lake"),
               "FL": ("Crandon Park", "the Everglades", "Haulover Beach", "Key Largo"),
               "CA": ("Griffith Park", "Big Bear Lake", "Sequoia National Park", "Lake Isabella"),
               "KY": ("Red River Gorge", "Lake Cumberland", "Pine Mountain", "Buckhorn Lake"),
               "WV": ("the New River Gorge", "Hawks Nest", "Summersville Lake", "the Hatfield-"
                      "McCoy Trails")}
COMMUNITY_PATTERNS = ("{town} General Hospital", "Mercy {town}", "St. {saint} Medical Center",
                      "{town} Osteopathic Hospital", "{town} Regional Medical Center",
                      "{town} Community Hospital", "Providence Hospital - {town}",
                      "{town} ARH", "Doctors Hospital of {town}", "{town} Memorial")
SAINTS_R = ("John", "Vincent", "Joseph", "Elizabeth", "Mary", "Luke", "Clair", "Francis",
            "Agnes", "Margaret", "Jude")
PRACTICE_PATTERNS = ("{town} Family Medicine", "{last} Internal Medicine Associates",
                     "{town} Cardiology Group", "Lakeshore Primary Care", "{last} & {last2}, PC",
                     "{town} Medical Associates", "Valley Family Practice of {town}",
                     "{last} Gastroenterology", "{town} Women's Health",
                     "{town} Pulmonary Associates",
                     "Northgate Orthopedics", "{town} Clinica Familiar",
                     "{last} Family Health Center")
STREET_NAMES = ("Michigan Avenue", "Warren Avenue", "Schaefer Road", "Ford Road", "Telegraph Road",
                "Detroit Avenue", "Pearl Road", "Brookpark Road", "Liberty Avenue", "Penn Avenue",
                "Murray Avenue", "Eastern Avenue", "Harford Road", "Loch Raven Boulevard",
                "Westheimer Road", "Bellaire Boulevard", "Nogalitos Street", "Military Drive",
                "Expressway 83", "Alameda Avenue", "NW 7th Avenue", "Biscayne Boulevard",
                "Brand Boulevard", "Colorado Street", "Shaw Avenue", "Main Street",
                "Hospital Drive",
                "Professional Parkway", "Medical Center Drive", "Route 15", "Third Avenue")
EMPLOYERS_R = ("Ford", "the Ford Rouge plant", "General Motors", "Stellantis", "US Steel",
               "the Port of Houston", "H-E-B", "Publix", "Sparrow Health", "Bethlehem Steel",
               "Alcoa", "Consol Energy", "Arch Coal", "Walmart", "the school district", "UPS",
               "Kroger", "Giant Eagle", "Amazon", "Valero", "ExxonMobil", "Chevron", "Foster Farms",
               "Lockheed", "Southwest Airlines", "Metro Transit", "Marathon", "Whirlpool",
               "the county", "Sherwin-Williams", "Goodyear", "BWI Airport")
INSURERS_R = ("Medicare", "Medicaid", "Blue Cross Blue Shield of Michigan", "Aetna", "Humana",
              "UnitedHealthcare", "CareSource", "Molina", "Superior HealthPlan", "Tricare",
              "Highmark", "UPMC Health Plan", "Priority Health", "Health Alliance Plan",
              "Cigna", "Ambetter", "Passport Health Plan", "Anthem")
JOBS_R = ("autoworker", "tool and die maker", "steelworker", "coal miner", "truck driver",
          "school teacher", "retired teacher", "nurse", "home health aide", "restaurant owner",
          "gas station owner", "party store owner", "grocer", "electrician", "pipefitter",
          "longshoreman", "refinery operator", "welder", "accountant", "dry cleaner owner",
          "church deacon", "hair braider", "taxi driver", "Uber driver", "security guard",
          "farmworker", "mechanic", "pharmacist", "engineer", "city bus driver",
          "custodian", "seamstress", "construction laborer", "roofer", "bookkeeper",
          "jeweler", "tailor", "cook", "baker", "warehouse worker", "forklift operator",
          "letter carrier", "barber", "realtor", "postal clerk", "crane operator", "chef")
COUNTRIES_R = {"arab": ("Lebanon", "Yemen", "Iraq"), "chaldean": ("Iraq",),
               "ethiopian": ("Ethiopia", "Eritrea"), "armenian": ("Armenia", "Lebanon", "Iran"),
               "haitian": ("Haiti",), "tejano": ("Mexico",), "korean": ("Korea", "South Korea"),
               "greek": ("Greece", "Cyprus")}


@dataclass(frozen=True)
class PersonR:
    first: str
    middle: str
    last: str
    sex: str
    community: str

    def full(self) -> str:
        return f"{self.first} {self.last}"

    def with_middle(self) -> str:
        return f"{self.first} {self.middle}. {self.last}" if self.middle else self.full()


@dataclass(frozen=True)
class Physician:
    person: PersonR
    degree: str
    specialty: str
    hub: int


@dataclass(frozen=True)
class Practice:
    name: str
    street: str
    suite: str
    town: str
    state: str
    zip: str
    phone: tuple[str, str, str]
    fax: tuple[str, str, str]


@dataclass
class VisitR:
    number: int
    note_type: str
    start: dt.date
    end: dt.date


@dataclass
class PatientR:
    number: int
    person: PersonR
    dob: dt.date
    hub: int
    state: str
    town: str
    mrn: str
    account: str
    plan_id: str
    insurer: str
    ssn: str
    phone: tuple[str, str, str]
    job: str
    employer: str
    country: str
    relatives: tuple        # (relation, PersonR, phone)
    referring: Physician
    referring_practice: Practice
    pcp: Physician
    osh: str
    unit: str
    room: str
    visits: list = field(default_factory=list)


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def medicare_id(rng: random.Random) -> str:
    """A Medicare beneficiary identifier: 1EG4-TE5-MK72."""
    letter = "ACDEFGHJKMNPQRTUVWXY"
    return (f"{rng.randint(1, 9)}{rng.choice(letter)}{rng.choice(letter + '0123456789')}"
            f"{rng.randint(0, 9)}-{rng.choice(letter)}{rng.choice(letter + '0123456789')}"
            f"{rng.randint(0, 9)}-{rng.choice(letter)}{rng.choice(letter)}{rng.randint(10, 99)}")


def person(rng: random.Random, sex: str | None = None, community: str | None = None,
           staff: bool = False) -> PersonR:
    sex = sex or rng.choice("MF")
    if community is None:
        row = rng.choices(COMMUNITIES_R, [c[3] if staff else c[2] for c in COMMUNITIES_R])[0]
    else:
        row = next(c for c in COMMUNITIES_R if c[0] == community)
    male, female, family = row[1]
    first = rng.choice(male if sex == "M" else female)
    middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else ""
    return PersonR(first, middle, rng.choice(family), sex, row[0])


def phone_parts(rng: random.Random, state: str) -> tuple[str, str, str]:
    return rng.choice(STATES_R[state][1]), f"{rng.randint(2, 9)}{digits(rng, 2)}", digits(rng, 4)


SPECIALTIES = ("internal medicine", "hospital medicine", "general surgery", "cardiology",
               "gastroenterology", "pulmonary and critical care", "orthopedic surgery",
               "neurosurgery", "urology", "obstetrics and gynecology", "psychiatry", "radiology",
               "pathology", "emergency medicine", "anesthesiology", "nephrology",
               "infectious disease", "family medicine", "cardiothoracic surgery",
               "vascular surgery", "neurology", "oncology", "endocrinology")


@lru_cache(maxsize=8)
def build_world(seed: int) -> tuple[tuple[Physician, ...], tuple[Practice, ...]]:
    rng = random.Random(f"deidkit-synth/{seed}/R/world")
    doctors = []
    for k in range(len(HUBS_R) * 44):
        hub = k % len(HUBS_R)
        p = person(rng, staff=True)
        specialty = SPECIALTIES[k % len(SPECIALTIES)]
        extra = {"general surgery": ", FACS", "orthopedic surgery": ", FAAOS",
                 "cardiothoracic surgery": ", FACS", "vascular surgery": ", FACS",
                 "cardiology": ", FACC", "obstetrics and gynecology": ", FACOG",
                 "emergency medicine": ", FACEP", "internal medicine": ", FACP"}.get(specialty, "")
        degree = rng.choice(("MD", "MD", "MD", "DO", "M.D.", "MD, PhD"))
        if extra and rng.random() < 0.4:
            degree = degree.split(",")[0] + extra
        doctors.append(Physician(p, degree, specialty, hub))
    practices = []
    for k in range(120):
        state = rng.choice(list(STATES_R))
        town = rng.choice(STATES_R[state][2])
        a, b = person(rng, staff=True), person(rng, staff=True)
        name = rng.choice(PRACTICE_PATTERNS).format(town=town, last=a.last, last2=b.last)
        zip_ = rng.choice(STATES_R[state][3]) + digits(rng, 2)
        practices.append(Practice(
            name, f"{rng.randint(100, 29999)} {rng.choice(STREET_NAMES)}",
            rng.choice(("", "", f"Suite {rng.randint(100, 450)}", f"Ste. {rng.randint(1, 30)}0",
                        f"Building {rng.choice('ABC')}, Suite {rng.randint(1, 9)}")),
            town, state, zip_ if rng.random() < 0.8 else zip_ + "-" + digits(rng, 4),
            phone_parts(rng, state), phone_parts(rng, state)))
    return tuple(doctors), tuple(practices)


def doctors_at(seed: int, hub: int, specialty: str | None = None) -> list[Physician]:
    docs = [d for d in build_world(seed)[0] if d.hub == hub]
    if specialty:
        docs = [d for d in docs if d.specialty == specialty] or docs
    return docs


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/R/plan/{number}")
    return rng.choice((1, 1, 2, 2, 2, 3, 3, 4))


def build_patient(seed: int, number: int) -> PatientR:
    from deidkit.synth.style_r_notes import NOTE_TYPES
    rng = random.Random(f"deidkit-synth/{seed}/R/patient/{number}")
    doctors, practices = build_world(seed)
    hub = rng.randrange(len(HUBS_R))
    name, abbr, city, hub_state, states, units = HUBS_R[hub]
    state = rng.choice(states)
    community = {"MI": ("arab", "arab", "chaldean", "black", None), "OH": ("rusyn", "greek",
                                                                           "black", None),
                 "PA": ("rusyn", "rusyn", "greek", None), "MD": ("ethiopian", "black", "greek",
                                                                 None),
                 "TX": ("tejano", "tejano", "korean", None), "FL": ("haitian", "haitian", "black",
                                                                    None),
                 "CA": ("armenian", "armenian", "korean", None),
                 "KY": ("appalachian", "appalachian", None), "WV": ("appalachian", None)}[state]
    p = person(rng, community=rng.choice(community))
    town = rng.choice(STATES_R[state][2])
    kinds, weights = zip(*NOTE_TYPES)
    plan = [rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))]
    if "delivery_note" in plan and p.sex == "M":
        p = person(rng, "F", p.community)
    start = dt.date(rng.randint(2078, 2112), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    if "delivery_note" in plan:
        age = rng.randint(17, 44)
    else:
        age = rng.choice((rng.randint(18, 44), rng.randint(45, 70), rng.randint(55, 85),
                          rng.randint(60, 92), rng.randint(70, 99)))
    dob = start - dt.timedelta(days=age * 365 + rng.randint(0, 364))
    rels = []
    for relation, rsex in rng.sample(RELATIONS_R, rng.choice((1, 2, 2, 3))):
        rp = person(rng, rsex or rng.choice("MF"), p.community if rng.random() < 0.85 else None)
        if relation in ("daughter", "son", "sister", "brother", "father", "mother") and \
                rng.random() < 0.6:
            rp = PersonR(rp.first, rp.middle, p.last, rp.sex, rp.community)
        rels.append((relation, rp, phone_parts(rng, state)))
    local = [pr for pr in practices if pr.state == state] or list(practices)
    ref_practice = rng.choice(local)
    patient = PatientR(
        number=number, person=p, dob=dob, hub=hub, state=state, town=town,
        mrn=rng.choice((digits(rng, 7), digits(rng, 8), f"{digits(rng, 3)}-{digits(rng, 2)}-"
                        f"{digits(rng, 2)}", f"E{digits(rng, 7)}", f"00{digits(rng, 7)}",
                        f"{digits(rng, 2)}-{digits(rng, 5)}")),
        account=rng.choice((digits(rng, 10), f"{digits(rng, 3)}{digits(rng, 6)}",
                            digits(rng, 9), f"A{digits(rng, 9)}",
                            f"{digits(rng, 4)}-{digits(rng, 6)}")),
        plan_id=rng.choice((medicare_id(rng), f"XYZ{digits(rng, 9)}", f"{digits(rng, 9)}A",
                            f"{rng.choice(('MIH', 'ZGP', 'YLS', 'W'))}{digits(rng, 9)}")),
        insurer=rng.choice(INSURERS_R),
        ssn=rng.choice((f"{rng.randint(100, 899)}-{digits(rng, 2)}-{digits(rng, 4)}",
                        f"{rng.randint(100, 899)} {digits(rng, 2)} {digits(rng, 4)}",
                        f"{rng.randint(100, 899)}{digits(rng, 6)}")),
        phone=phone_parts(rng, state), job=rng.choice(JOBS_R), employer=rng.choice(EMPLOYERS_R),
        country=rng.choice(COUNTRIES_R.get(p.community, ("",))),
        relatives=tuple(rels),
        referring=Physician(person(rng, staff=True), rng.choice(("MD", "DO", "MD")),
                            rng.choice(("family medicine", "internal medicine", "cardiology",
                                        "gastroenterology", "obstetrics and gynecology")), hub),
        referring_practice=ref_practice,
        pcp=Physician(person(rng, staff=True), rng.choice(("MD", "DO")), "family medicine", hub),
        osh=rng.choice(COMMUNITY_PATTERNS).format(town=rng.choice(STATES_R[state][2]),
                                                  saint=rng.choice(SAINTS_R)),
        unit=rng.choice(units),
        room=rng.choice((str(rng.randint(200, 1299)), f"{rng.randint(2, 12)}{digits(rng, 2)}"
                         f"{rng.choice('AB')}", f"{rng.randint(4, 9)}-{digits(rng, 3)}")))
    day = start
    if "death_summary" in plan:   # a death summary is the patient's last report
        plan = [k if k != "death_summary" else "discharge_summary" for k in plan[:-1]] + [
            "death_summary"]
    for v, kind in enumerate(plan, start=1):
        stay = rng.randint(2, 14) if kind in ("discharge_summary", "death_summary") else 0
        patient.visits.append(VisitR(v, kind, day, day + dt.timedelta(days=stay)))
        day = day + dt.timedelta(days=stay + rng.randint(4, 120))
    return patient


def age_on(dob: dt.date, day: dt.date) -> int:
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


# -- surface forms -----------------------------------------------------------------------------
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def ordinal(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def fmt_date(d: dt.date, style: str) -> str:
    return {
        "mdY": f"{d.month:02d}/{d.day:02d}/{d.year}", "mdY_np": f"{d.month}/{d.day}/{d.year}",
        "mdy": f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}",
        "mdy_np": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "long": f"{MONTHS[d.month - 1]} {d.day}, {d.year}",
        "longth": f"{MONTHS[d.month - 1]} {ordinal(d.day)}, {d.year}",
        "month_day": f"{MONTHS[d.month - 1]} {d.day}", "month_dayth":
        f"{MONTHS[d.month - 1]} {ordinal(d.day)}",
        "md": f"{d.month}/{d.day}", "dash": f"{d.month:02d}-{d.day:02d}-{d.year}",
        "monthY": f"{MONTHS[d.month - 1]} {d.year}", "Y": str(d.year),
        "weekday": WEEKDAYS[d.weekday()], "abbr": f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}",
        "mY": f"{d.month:02d}/{d.year}",
    }[style]


def fmt_phone(parts: tuple[str, str, str], rng: random.Random) -> str:
    a, b, c = parts
    return rng.choice((f"({a}) {b}-{c}", f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"{a}-{b}-{c}",
                       f"{a}.{b}.{c}", f"({a}){b}-{c}", f"{a} {b}-{c}"))


# -- the writer --------------------------------------------------------------------------------
class RNote(Writer):
    """One dictated report about one patient; ``s_*`` slots write its PHI and numbers."""

    def __init__(self, seed: int, patient: PatientR, visit: VisitR, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        self.patient = patient
        self.visit = visit
        self.hub = HUBS_R[patient.hub]
        docs = doctors_at(seed, patient.hub)
        self.attending = rng.choice(doctors_at(seed, patient.hub, rng.choice(
            ("internal medicine", "hospital medicine", "family medicine", "cardiology",
             "pulmonary and critical care", "nephrology"))))
        self.surgeon = rng.choice(doctors_at(seed, patient.hub, rng.choice(
            ("general surgery", "orthopedic surgery", "cardiothoracic surgery", "urology",
             "vascular surgery", "neurosurgery"))))
        self.assistant = rng.choice(docs)
        self.anesth = rng.choice(doctors_at(seed, patient.hub, "anesthesiology"))
        self.consultant = rng.choice(docs)
        self.resident = Physician(person(rng, staff=True), "MD", "resident", patient.hub)
        self.crna = person(rng, staff=True)
        self.dictator = rng.choice((self.attending, self.attending, self.resident))
        self.typist = "".join(rng.choice("abcdefghjklmnprstw") for _ in range(rng.choice((2, 3,
                                                                                          3))))
        self.job_no = rng.choice((digits(rng, 6), digits(rng, 7),
                                  f"{digits(rng, 3)}-{digits(rng, 4)}",
                                  f"J{digits(rng, 6)}"))
        self.relation, self.relative, self.rel_phone = rng.choice(patient.relatives)
        p = patient.person
        self.he, self.his, self.him = ("he", "his", "him") if p.sex == "M" else ("she", "her",
                                                                                 "her")
        self.title = "Mr." if p.sex == "M" else rng.choice(("Mrs.", "Ms.", "Ms."))
        self.age = age_on(patient.dob, visit.start)
        self.house = rng.choice(("mdY", "mdY", "mdY_np", "mdy", "long"))
        self.fu = visit.end + dt.timedelta(days=rng.randint(7, 60))

    # -- dates -----------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        self.phi(fmt_date(d, style or (self.house if self.rng.random() < 0.8 else
                                       self.rng.choice(("mdY", "long", "mdY_np", "abbr")))), "DATE")

    def s_admit(self): self.date(self.visit.start)
    def s_discharge(self): self.date(self.visit.end)
    def s_dos(self): self.date(self.visit.start)
    def s_dob(self): self.date(self.patient.dob, self.rng.choice(("mdY", "mdY", "mdY_np", "dash")))

    def s_dictated(self):
        self.date(self.visit.end + dt.timedelta(days=self.rng.choice((0, 0, 1))),
                  self.rng.choice(("mdY", "mdy", "mdY")))

    def s_transcribed(self):
        self.date(self.visit.end + dt.timedelta(days=self.rng.choice((1, 1, 2, 3))),
                  self.rng.choice(("mdY", "mdy", "mdY")))

    def s_hospday(self):
        v = self.visit
        d = v.start + dt.timedelta(days=self.rng.randint(0, max(0, (v.end - v.start).days)))
        self.date(d, self.rng.choice(("md", "mdY", self.house, "month_day")))

    def s_past(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(30, 3000))
        self.date(d, self.rng.choice(("mdY", "mdY_np", "long", "mdy", self.house)))

    def s_past_my(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(60, 5000))
        self.date(d, self.rng.choice(("monthY", "monthY", "Y", "mY")))

    def s_year(self):
        self.date(self.visit.start - dt.timedelta(days=self.rng.randint(400, 9000)), "Y")

    def s_recent(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(1, 12))
        self.date(d, self.rng.choice(("month_day", "md", "weekday", "mdY", "month_dayth")))

    def s_fu(self): self.date(self.fu, self.rng.choice(("mdY", "long", "month_day", "md")))

    def s_holiday(self):
        self.phi(self.rng.choice(("Christmas", "Thanksgiving", "New Year's Day", "Easter",
                                  "Labor Day", "the Fourth of July", "Memorial Day weekend",
                                  "Christmas Eve", "Ramadan")), "DATE")

    # -- the patient -------------------------------------------------------------------------
    def s_pt(self):
        r = self.rng.random()
        p = self.patient.person
        if r < 0.3:
            self.lit("the patient")
        elif r < 0.85:
            self.lit(self.title + " ")
            self.phi(p.last, "PATIENT")
        else:
            self.phi(p.full(), "PATIENT")

    def s_Pt(self):
        r = self.rng.random()
        if r < 0.35:
            self.lit(self.rng.choice(("The patient", "The patient", "Patient")))
        else:
            self.lit(self.title + " ")
            self.phi(self.patient.person.last, "PATIENT")

    def s_mr(self):
        self.lit(self.title + " ")
        self.phi(self.patient.person.last, "PATIENT")

    def s_pt_full(self):
        p = self.patient.person
        self.phi(p.with_middle() if self.rng.random() < 0.5 else p.full(), "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")

    def s_pt_header(self):
        p = self.patient.person
        mid = f" {p.middle}" if p.middle else ""
        self.phi(self.rng.choice((f"{p.last.upper()}, {p.first.upper()}{mid}",
                                  f"{p.last}, {p.first}{mid}", f"{p.first}{mid} {p.last}",
                                  f"{p.last.upper()}, {p.first.upper()}")), "PATIENT")

    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_him(self): self.lit(self.him)
    def s_age(self): self.phi(str(self.age), "AGE")

    def s_a_age(self): self.age_phrase(capital=False)

    def age_phrase(self, capital: bool) -> None:
        sex = self.patient.person.sex
        a = "an" if str(self.age).startswith("8") or self.age in (11, 18) else "a"
        self.lit((a.capitalize() if capital else a) + " ")
        self.phi(str(self.age), "AGE")
        race = {"tejano": ("Hispanic ", "Latino ", ""), "black": ("African American ", "Black ",
                                                                  ""),
                "haitian": ("Haitian ", "Black ", "Creole-speaking "),
                "arab": ("Arabic-speaking ", "", "Lebanese-American "),
                "chaldean": ("Chaldean ", "Arabic-speaking ", ""), "korean": ("Korean ", "Asian ",
                ""),
                "armenian": ("Armenian-speaking ", "white ", "")}.get(
            self.patient.person.community, ("white ", "Caucasian ", ""))
        self.lit(self.rng.choice(("-year-old ", "-year-old ", " year old ")) + (
            self.rng.choice(race) if self.rng.random() < 0.4 else "") + self.rng.choice(
            ("male", "man", "gentleman") if sex == "M" else ("female", "woman", "lady")))

    def s_sexw(self):
        self.lit(self.rng.choice(("male", "man", "gentleman") if self.patient.person.sex == "M"
                                 else ("female", "woman", "lady")))

    def s_age_at(self):
        self.phi(str(self.rng.randint(max(1, self.age - 40), max(1, self.age - 2))), "AGE")

    def s_relage(self): self.phi(str(self.rng.randint(48, 96)), "AGE")
    def s_rel(self): self.lit(self.relation)

    def s_relname(self):
        p = self.relative
        self.phi(p.first if self.rng.random() < 0.6 else p.full(), "PATIENT")

    def s_relphone(self): self.phi(fmt_phone(self.rel_phone, self.rng), "PHONE")
    def s_ptphone(self): self.phi(fmt_phone(self.patient.phone, self.rng), "PHONE")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")
    def s_employer(self): self.org(self.patient.employer)
    def s_insurer(self): self.org(self.patient.insurer)

    def org(self, text: str) -> None:
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "ORGANIZATION")

    def s_nursing_home(self):
        rng = self.rng
        self.phi(rng.choice(("{t} Manor", "{t} Healthcare and Rehabilitation",
                             "{t} Nursing and Rehab",
                             "Heartland of {t}", "The Villa at {t}", "{t} Senior Living")).format(
            t=rng.choice(STATES_R[self.patient.state][2])), "ORGANIZATION")

    def s_country(self):
        self.phi(self.patient.country or self.rng.choice(("Mexico", "Lebanon", "Haiti", "Iraq")),
                 "COUNTRY")

    # -- places ----------------------------------------------------------------------------
    def s_hosp(self):
        name, abbr = self.hub[0], self.hub[1]
        self.phi(abbr if self.rng.random() < 0.25 else name, "HOSPITAL")

    def s_hosp_full(self): self.phi(self.hub[0], "HOSPITAL")
    def s_hubcity(self): self.phi(self.hub[2], "CITY")
    def s_hubstate(self): self.phi(self.hub[3], "STATE")
    def s_osh(self): self.phi(self.patient.osh, "HOSPITAL")
    def s_town(self): self.phi(self.patient.town, "CITY")

    def s_state(self):
        st = self.patient.state
        self.phi(STATES_R[st][0] if self.rng.random() < 0.5 else st, "STATE")

    def s_unit(self): self.phi(self.patient.unit, "DEPARTMENT")
    def s_room(self): self.phi(self.patient.room, "ROOM")
    def s_or_room(self): self.phi(str(self.rng.randint(1, 32)), "ROOM")
    def s_practice(self): self.phi(self.patient.referring_practice.name, "HOSPITAL")

    def s_practice_addr(self):
        pr = self.patient.referring_practice
        street = pr.street + (", " + pr.suite if pr.suite else "")
        self.phi(street, "STREET")
        self.lit("\n")
        self.phi(pr.town, "CITY")
        self.lit(", ")
        self.phi(pr.state, "STATE")
        self.lit(self.rng.choice(("  ", " ")))
        self.phi(pr.zip, "ZIP")

    def s_practice_phone(self):
        self.phi(fmt_phone(self.patient.referring_practice.phone, self.rng), "PHONE")

    def s_practice_fax(self):
        self.phi(fmt_phone(self.patient.referring_practice.fax, self.rng), "FAX")

    def s_hosp_phone(self):
        rng = self.rng
        self.phi(fmt_phone((rng.choice(STATES_R[self.hub[3]][1]), f"{rng.randint(2, 9)}"
                            f"{digits(rng, 2)}", digits(rng, 4)), rng), "PHONE")

    def s_hosp_fax(self):
        rng = self.rng
        self.phi(fmt_phone((rng.choice(STATES_R[self.hub[3]][1]), f"{rng.randint(2, 9)}"
                            f"{digits(rng, 2)}", digits(rng, 4)), rng), "FAX")

    def s_url(self):
        slug = "".join(w[0] for w in self.hub[0].split()).lower()
        self.phi(self.rng.choice((f"www.{slug}health.org", f"www.{slug}.edu",
                                  f"mychart.{slug}health.org")), "URL")

    # -- physicians ------------------------------------------------------------------------
    def doc(self, d: Physician, *, degree: bool | None = None, formal: bool | None = None) -> None:
        rng = self.rng
        p = d.person
        if formal is None:
            formal = rng.random() < 0.5
        if formal:
            self.lit(rng.choice(("Dr. ", "Dr. ", "Dr ")))
            self.phi(p.last if rng.random() < 0.75 else p.full(), "DOCTOR")
            return
        self.phi(rng.choice((p.with_middle(), p.full(), p.full(), f"{p.first[0]}. {p.last}")),
                 "DOCTOR")
        if degree is None:
            degree = rng.random() < 0.8
        if degree:
            self.lit(rng.choice((", ", " ")) + d.degree)

    def s_attending(self): self.doc(self.attending)
    def s_attending_sig(self): self.doc(self.attending, degree=True, formal=False)
    def s_surgeon(self): self.doc(self.surgeon)
    def s_surgeon_sig(self): self.doc(self.surgeon, degree=True, formal=False)
    def s_assistant(self): self.doc(self.assistant)
    def s_anesth(self): self.doc(self.anesth)
    def s_consultant(self): self.doc(self.consultant)
    def s_consultant_sig(self): self.doc(self.consultant, degree=True, formal=False)
    def s_referring(self): self.doc(self.patient.referring)
    def s_referring_sig(self): self.doc(self.patient.referring, degree=True, formal=False)
    def s_ref_last(self): self.phi(self.patient.referring.person.last, "DOCTOR")
    def s_pcp(self): self.doc(self.patient.pcp)
    def s_resident(self): self.doc(self.resident)

    def s_crna(self):
        self.phi(self.crna.full(), "DOCTOR")
        self.lit(", CRNA")

    def s_nurse(self):
        p = person(self.rng, staff=True)
        self.phi(self.rng.choice((p.full(), p.first)), "DOCTOR")

    def s_dictator(self): self.doc(self.dictator, degree=True, formal=False)

    def s_dictator_initials(self):
        p = self.dictator.person
        self.phi((p.first[0] + (p.middle or "") + p.last[0]).upper(), "DOCTOR")

    def s_typist(self): self.phi(self.typist, "USERNAME")

    def s_cc_list(self):
        rng = self.rng
        people = [self.patient.referring, self.patient.pcp, self.consultant, self.attending]
        chosen = rng.sample(people, rng.randint(1, 3))
        sep = rng.choice(("\n", "; ", "\n    "))
        for i, d in enumerate(chosen):
            if i:
                self.lit(sep)
            self.doc(d, degree=rng.random() < 0.6)
            if d is self.patient.referring and rng.random() < 0.4:
                self.lit(", ")
                self.phi(self.patient.referring_practice.name, "HOSPITAL")

    # -- identifiers -------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_acct(self): self.phi(self.patient.account, "ACCOUNT")
    def s_plan_id(self): self.phi(self.patient.plan_id, "HEALTHPLAN")
    def s_ssn(self): self.phi(self.patient.ssn, "SSN")
    def s_job_no(self): self.phi(self.job_no, "IDNUM")

    def s_doc_no(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 8)}", f"D{digits(rng, 7)}",
                             f"{digits(rng, 4)}-{digits(rng, 5)}")),
                 "IDNUM")

    def s_dea(self):
        p = self.attending.person
        self.phi(f"{self.rng.choice('ABFM')}{p.last[0].upper()}{digits(self.rng, 7)}", "LICENSE")

    def s_accession(self):
        rng = self.rng
        yy = f"{self.visit.start.year % 100:02d}"
        self.phi(rng.choice((f"S{yy}-{rng.randint(100, 39999)}", f"SP-{yy}-{digits(rng, 6)}",
                             f"{rng.choice('SC')}{yy}-{digits(rng, 5)}")), "BIOID")

    def s_serial(self):
        rng = self.rng
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
        self.phi(rng.choice((f"{letters}{digits(rng, 6)}{rng.choice('HSGR')}", f"{digits(rng, 8)}",
                             f"PJN{digits(rng, 6)}", f"{digits(rng, 2)}{letters}{digits(rng, 4)}")),
                 "DEVICE")

    def s_lot(self):
        rng = self.rng
        number = rng.choice((digits(rng, 6),
                             f"{digits(rng, 2)}{rng.choice('ABKM')}{digits(rng, 4)}"))
        self.lit(rng.choice(("lot ", "Lot #", "LOT ")) + number)

    # -- numbers that are not PHI ----------------------------------------------------------------
    def s_vitals(self):
        rng = self.rng
        t = rng.randint(966, 1028) / 10
        self.lit(rng.choice((
            f"temperature {t}, pulse {rng.randint(52, 128)}, respirations {rng.randint(12, 28)}, "
            f"blood pressure {rng.randint(92, 188)}/{rng.randint(48, 104)}, oxygen saturation "
            f"{rng.randint(88, 100)}% on "
            f"{rng.choice(('room air', '2 liters nasal cannula', '4 liters'))}",
            f"T {t} F, HR {rng.randint(52, 128)}, BP "
            f"{rng.randint(92, 188)}/{rng.randint(48, 104)}, "
            f"RR {rng.randint(12, 28)}, SpO2 {rng.randint(88, 100)}%",
            f"blood pressure is {rng.randint(92, 188)}/{rng.randint(48, 104)}, heart rate "
            f"{rng.randint(52, 128)}, temperature {round((t - 32) / 1.8, 1)} degrees Celsius, "
            f"weight {rng.randint(48, 160)} kg")))

    def s_labs(self):
        rng = self.rng
        self.lit(rng.choice((
            f"white count {rng.randint(30, 240) / 10}, hemoglobin {rng.randint(70, 160) / 10}, "
            f"hematocrit {rng.randint(21, 48)}, platelets {rng.randint(40, 520)}",
            f"sodium {rng.randint(124, 146)}, potassium {rng.randint(30, 59) / 10}, chloride "
            f"{rng.randint(92, 112)}, bicarbonate {rng.randint(14, 32)}, BUN {rng.randint(6, 98)}, "
            f"creatinine {rng.randint(5, 68) / 10}, glucose {rng.randint(68, 420)}",
            f"troponin {rng.randint(1, 900) / 100} ng/mL, BNP {rng.randint(30, 4200)}, INR "
            f"{rng.randint(9, 36) / 10}",
            f"lipase {rng.randint(12, 2400)}, AST {rng.randint(12, 480)}, "
            f"ALT {rng.randint(9, 510)}, alkaline phosphatase {rng.randint(40, 610)}, total "
            f"bilirubin "
            f"{rng.randint(3, 92) / 10}", f"hemoglobin A1c {rng.randint(52, 138) / 10}%, TSH "
            f"{rng.randint(2, 98) / 10}, LDL {rng.randint(48, 210)}")))

    def s_vitals_ok(self):
        rng = self.rng
        self.lit(rng.choice((
            f"temperature {rng.randint(972, 993) / 10}, pulse {rng.randint(58, 92)}, blood pressure "
            f"{rng.randint(104, 142)}/{rng.randint(58, 88)}, saturation {rng.randint(93, 99)}% on "
            f"room air",
            f"T {rng.randint(365, 375) / 10} C, HR {rng.randint(58, 92)}, BP {rng.randint(104, 142)}/"
            f"{rng.randint(58, 88)}, SpO2 {rng.randint(93, 99)}% RA")))

    def s_ebl(self): self.lit(str(self.rng.choice((5, 10, 20, 25, 50, 75, 100, 150, 200, 250, 400,
                                                   600))))
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))
    def s_nn(self): self.lit(str(self.rng.randint(10, 60)))
    def s_cm(self): self.lit(f"{self.rng.randint(5, 120) / 10:.1f}")
    def s_ef(self): self.lit(str(self.rng.choice((20, 25, 30, 35, 40, 45, 50, 55, 60, 65))))
    def s_los(self): self.lit(str(max(1, (self.visit.end - self.visit.start).days)))
    def s_minutes(self): self.lit(str(self.rng.choice((15, 20, 25, 30, 35, 40, 45, 50, 60))))

    def s_time(self):
        rng = self.rng
        h, m = rng.randint(0, 23), rng.randrange(0, 60, 1)
        self.lit(rng.choice((f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}",
                             f"{(h % 12) or 12}:{m:02d} {'a.m.' if h < 12 else 'p.m.'}")))

    def s_A_age_cap(self): self.age_phrase(capital=True)

    def specialist(self, specialty: str) -> None:
        """The consultant (and, in letters, the author) of ``specialty``."""
        self.consultant = self.rng.choice(doctors_at(self.seed, self.patient.hub, specialty))

    # -- more slots of the reports --------------------------------------------------------------
    def s_employer_hh(self):
        rng = self.rng
        self.phi(rng.choice(("{t} Home Health", "VNA of {t}", "Bayada Home Health", "Interim "
                             "HealthCare of {t}", "{t} Visiting Nurses")).format(
            t=rng.choice(STATES_R[self.patient.state][2])), "ORGANIZATION")

    def s_ems(self):
        rng = self.rng
        if rng.random() < 0.5:
            self.lit(rng.choice(("ambulance", "private vehicle", "EMS", "helicopter")))
        else:
            self.phi(rng.choice(("{c} Fire Department", "{c} EMS", "Superior Ambulance",
                                 "Acadian Ambulance", "Rural/Metro")).format(c=self.hub[2]),
                     "ORGANIZATION")

    def s_opo(self):
        self.phi(self.rng.choice(("Gift of Life of the Great Lakes", "Lakeshore Donor Alliance",
                                  "Chesapeake Organ Recovery", "Gulf Coast Transplant Network",
                                  "Keystone Donor Program", "Sunshine Organ Network",
                                  "Sierra Donor Services", "Bluegrass Donor Alliance")),
                 "ORGANIZATION")

    def s_opo_ref(self):
        rng = self.rng
        self.phi(rng.choice((f"{self.visit.end.year}-{digits(rng, 5)}", f"R{digits(rng, 7)}",
                             digits(rng, 8))), "IDNUM")

    def s_rad_acc(self):
        rng = self.rng
        self.phi(rng.choice((f"CT{digits(rng, 8)}", f"{digits(rng, 9)}", f"RAD-{digits(rng, 7)}",
                             f"MR{digits(rng, 7)}")), "IDNUM")

    def s_marital(self):
        self.lit(self.rng.choice(("married", "divorced", "single", "widowed", "separated")))

    def s_midwife(self): self.phi(person(self.rng, "F", staff=True).full(), "DOCTOR")
    def s_pa_name(self): self.phi(person(self.rng, staff=True).full(), "DOCTOR")

    def s_father(self):
        p = person(self.rng, "M", self.patient.person.community)
        self.phi(p.first if self.rng.random() < 0.5 else p.full(), "PATIENT")

    def s_babysex(self): self.lit(self.rng.choice(("male", "female")))

    def s_baby(self):
        self.lit(self.rng.choice(("Baby Boy ", "Baby Girl ", "Baby Girl ", "Baby Boy ")))
        self.phi(self.patient.person.last, "PATIENT")

    def s_service(self):
        self.lit(self.rng.choice(("hospital medicine", "general medicine", "surgery",
                                  "cardiology", "geriatrics")))

    def s_onset_age(self): self.phi(str(self.rng.randint(15, max(16, min(self.age - 1, 40)))),
                                    "AGE")

    def s_gp(self):
        g = self.rng.randint(2, 7)
        p = g - 1
        term = self.rng.randint(0, p)
        self.lit("G" + str(g) + "P" + str(term) + str(p - term) + str(self.rng.randint(0, 1))
                 + str(p))

    def s_landmark(self):
        self.phi(self.rng.choice(LANDMARKS_R[self.patient.state]), "LOCATION-OTHER")
