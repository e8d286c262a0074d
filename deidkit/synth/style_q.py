"""Style Q: bedside charting of US academic intensive-care and step-down units, HELD OUT
(no recipe trains on it).

Q is a blind check like E, T, V, X and Y: written without reading any model's results, the
rule-based recognizers or the other styles' note texts, to measure what a tagger misses on
the most telegraphic clinical register there is. Its notes come from the medical, surgical,
cardiac and neuro ICUs and the progressive-care (step-down) units of academic hospitals of
the Upper Midwest (Minnesota, Wisconsin, Iowa, the Dakotas), the Mountain West (Utah, Idaho,
Colorado, New Mexico with the Navajo Nation) and the Pacific Northwest, and from the
regional hospitals that transfer patients to them. Note types (:mod:`deidkit.synth.
style_q_notes`): ICU nursing shift note (system by system), step-down shift note, RT
ventilator check, RT treatment note, SBT/extubation note, event note, code/rapid-response
record, arrival-to-unit note, transfer-out handoff, provider notification (SBAR page),
family communication note, restraint/delirium note, skin/wound note, drip and CRRT note,
transfusion note and post-mortem care note. About a third of the notes are written all in
capitals and a third all in lower case; vitals and ventilator settings come as ranges and
slashes (HR 70-80s, BP 110s/60s, SBP <100, AC 500x14 PEEP 8 FiO2 50%, ABG 7.32/48/85), with
lower-case jargon, abbreviations (sxn'd, c/d/i, BLE, TF @ 45) and typos.

Names: Hmong, Karen, Oromo, Bosnian, Scandinavian- and German-American, Diné (Navajo),
Lakota, Nuevo Mexicano and Utah pioneer names, from lists of this module (no Faker). PHI is
sparse, as in real charting: relatives by first name, the patient's first name, nurses,
residents, fellows, attendings and RTs, dates (12/3, 12/03/91, Tues), ages, family phone
numbers, the referring hospital and home town, now and then an MRN, bed and room numbers.

Annotation follows the i2b2 2014 guidelines: the patient, relatives, friends and other
private persons are PATIENT; all care staff (attendings, fellows, residents, nurses, charge
nurses, RTs, NPs, PAs, pharmacists, chaplains, interpreters) DOCTOR, titles and
credentials (Dr., RN, RRT, NP, BSN) outside the tags; EHR log-ins USERNAME. Labels stay
outside ('bed 12', 'rm 4412': ROOM the number); a named unit ('4 West', 'Station 32',
'Ridgeview 6') is DEPARTMENT, bare services ('MICU', 'the unit', 'step-down') are not
tagged. Referring and receiving hospitals HOSPITAL; employers, churches, hospices, organ
procurement organisations ORGANIZATION; towns CITY, states STATE, lakes, parks and canyons
LOCATION-OTHER; countries of birth COUNTRY; the patient's and relatives' jobs PROFESSION
('retired' outside). Every date (also 12/3, a weekday, a holiday) DATE; times of day
(0300, @2215, 1900-0700) are not PHI; every age AGE. MRNs MEDICALRECORD; blood-unit numbers
BIOID; safety-event report numbers IDNUM; family phones, pagers and extensions PHONE.
Vitals, vent settings, ABGs, drips, doses, scores (RASS, CAM-ICU, Braden, GCS) and bare
units ('HR 80-90', '5 units') are never tagged.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.builder import Writer

# -- names: (male given, female given, family) by community ------------------------------
HMONG = (("Tou", "Kou", "Pheng", "Chue", "Nhia", "Xay", "Fue", "Vang Pao", "Teng", "Lue",
          "Meng", "Cher", "Blong", "Ger", "Tong"),
         ("Pa Nhia", "Mai Yer", "Nou", "Shoua", "Xee", "Yer", "Kia", "Houa", "Mai Nou",
          "Bao", "Nhia Lee", "Choua", "Pa Kou", "Zoua", "Mai Kou"),
         ("Vang", "Xiong", "Thao", "Moua", "Lor", "Vue", "Khang", "Hang", "Yang", "Her",
          "Lo", "Cha", "Kue", "Thor", "Chang", "Xiong-Vang"))
KAREN = (("Saw Htoo", "Eh Say", "Saw Ler Wah", "Pah Lah", "Thaw Thi", "Saw Kaw"),
         ("Naw Mu", "Hser Paw", "Paw Htoo", "Mu Lah", "Naw Eh", "Say Wah"),
         ("Htoo", "Paw", "Moo", "Soe", "Say", "Wah", "Ler", "Dah"))
OROMO = (("Gemechu", "Tolosa", "Lencho", "Gudina", "Tolera", "Abdi", "Chala", "Dinsa",
          "Jaleta", "Fayisa", "Gammachu"),
         ("Chaltu", "Obse", "Lensa", "Bontu", "Hawi", "Ayantu", "Gemeda", "Tigist", "Biftu",
          "Sena"),
         ("Bulcha", "Gudeta", "Dinsa", "Jaleta", "Tolosa", "Fayisa", "Gobena", "Regassa",
          "Ebba", "Wakjira", "Negasa"))
BOSNIAN = (("Emir", "Senad", "Adnan", "Mirza", "Jasmin", "Haris", "Almir", "Nermin", "Edin"),
           ("Amra", "Selma", "Edina", "Lejla", "Azra", "Merima", "Sabina", "Alma", "Emina"),
           ("Hodzic", "Begic", "Mehmedovic", "Softic", "Halilovic", "Kadric", "Omerovic",
            "Hasanbegovic", "Mujic", "Delic", "Suljic", "Hadzic"))
NORDIC = (("Arne", "Sig", "Torvald", "Leif", "Gunnar", "Kjell", "Orrin", "Halvor", "Dag",
           "Knute", "Sven", "Thorvald", "Ole", "Einar", "Bjorn", "Lars", "Merle", "Duane",
           "Orville", "Lyle"),
          ("Solveig", "Ingrid", "Britt", "Linnea", "Marit", "Astrid", "Sigrid", "Kari",
           "Ingeborg", "Ragna", "Gudrun", "Lorna", "Arlys", "Darlys", "Verna", "Myrtis",
           "LaVonne", "Orpha"),
          ("Lindqvist", "Haugen", "Fjelstad", "Thorsrud", "Skogen", "Bjornstad", "Sundquist",
           "Halvorson", "Tollefson", "Engebretson", "Lunde", "Aasen", "Hovland", "Rolvaag",
           "Ostrem", "Kvale", "Sorlie", "Brekke", "Nygaard", "Moen", "Ulvestad", "Teigen",
           "Stenerson", "Gilbertson", "Ringdahl", "Opsahl", "Fossum", "Dahlby", "Kjos"))
GERMAN_AM = (("Alvin", "Elmer", "Wendell", "Delbert", "Arlo", "Vernon", "Clem", "Jerold",
              "Lavern", "Milo"),
             ("Delores", "Arlene", "LuAnn", "Rosella", "Marlys", "Imogene", "Bernadine",
              "Ardella", "Lois", "Waneta"),
             ("Schoenecker", "Wiechmann", "Hoppe", "Kuehl", "Diekmann", "Pfeifer", "Gruenke",
              "Wolbeck", "Schlagel", "Huebsch", "Bierschenk", "Rademacher", "Goetzinger",
              "Thilges", "Kampa"))
DINE = (("Lorenzo", "Darrell", "Marvin", "Hoskie", "Harrison", "Kee", "Wilbert", "Ray",
         "Alfred", "Jimson", "Tully"),
        ("Darlene", "Verna", "Delphine", "Lorinda", "Ella", "Geraldine", "Rena", "Bessie",
         "Juanita", "Mae"),
        ("Begay", "Yazzie", "Tsosie", "Benally", "Nez", "Tso", "Etsitty", "Bitsui",
         "Manygoats", "Largo", "Chee", "Yellowhorse", "Tsinajinnie", "Bitsilly", "Joe",
         "Todacheenie", "Slowtalker", "Peshlakai", "Begaye", "Dayish"))
LAKOTA = (("Loren", "Wendell", "Virgil", "Cody", "Chaske", "Rick"),
          ("Charmaine", "Twila", "Wichapi", "Pearl", "Sheryl", "Winona"),
          ("Two Bulls", "Iron Cloud", "Yellow Hawk", "Little Thunder", "Eagle Heart",
           "Two Crow", "Brave Heart", "Janis", "Red Owl", "Looking Horse", "Kills Enemy",
           "White Plume"))
NUEVO = (("Eloy", "Onofre", "Cipriano", "Benerito", "Santiago", "Fidel", "Arsenio",
          "Gilberto", "Ramoncito", "Teofilo", "Amarante"),
         ("Lucinda", "Erlinda", "Dolores", "Prescilla", "Orlinda", "Celestina", "Belinda",
          "Adelina", "Corrine", "Bernadette"),
         ("Archuleta", "Lujan", "Vigil", "Maestas", "Quintana", "Apodaca", "Gurule",
          "Tafoya", "Trujillo", "Martinez-Baca", "Esquibel", "Jaramillo", "Romero-Vigil",
          "Padilla", "Sisneros", "Olguin", "Duran"))
UTAH = (("Brigham", "Ammon", "Nephi", "Moroni", "LaVell", "DeLyle", "Kaysen", "Brogan",
         "Jaxtyn", "Stetson", "Colt"),
        ("Brinley", "Oaklee", "Shauntel", "Britnee", "DeLynn", "LaRue", "Kenadee", "McKenna",
         "Saylor", "Emmaline", "Lacey"),
        ("Okelberry", "Tingey", "Ostler", "Jeppson", "Gubler", "Hinckley", "Kimball",
         "Bingham", "Nielson", "Udall", "Ashby", "Sorensen", "Christiansen", "Larsen-Tingey",
         "Bagley", "Openshaw"))

#: (community, (male, female, family), weight, languages, countries of birth)
COMMUNITIES = (
    ("hmong", HMONG, 6, ("Hmong",), ("Laos", "Thailand")),
    ("karen", KAREN, 2, ("Karen", "Burmese"), ("Burma", "Thailand")),
    ("oromo", OROMO, 3, ("Oromo", "Amharic"), ("Ethiopia", "Kenya")),
    ("bosnian", BOSNIAN, 3, ("Bosnian",), ("Bosnia", "Bosnia and Herzegovina")),
    ("nordic", NORDIC, 9, (), ()),
    ("german", GERMAN_AM, 5, (), ()),
    ("dine", DINE, 5, ("Navajo",), ()),
    ("lakota", LAKOTA, 2, ("Lakota",), ()),
    ("nuevo", NUEVO, 4, ("Spanish",), ("Mexico",)),
    ("utah", UTAH, 5, (), ()),
)

RELATIONS = (("wife", "F"), ("husband", "M"), ("dtr", "F"), ("daughter", "F"), ("son", "M"),
             ("sister", "F"), ("brother", "M"), ("mother", "F"), ("father", "M"),
             ("niece", "F"), ("nephew", "M"), ("granddaughter", "F"), ("grandson", "M"),
             ("girlfriend", "F"), ("boyfriend", "M"), ("partner", None), ("friend", None),
             ("neighbor", None), ("fiance", "M"), ("aunt", "F"), ("uncle", "M"),
             ("stepson", "M"), ("sister-in-law", "F"), ("cousin", None))

# -- places -------------------------------------------------------------------------------
#: state: (name, area codes, transfer towns, landmarks, zip prefix)
STATES_Q = {
    "MN": ("Minnesota", ("612", "651", "763", "952", "218", "507", "320"),
           ("Hibbing", "Bemidji", "Brainerd", "Grand Rapids", "Little Falls", "Willmar",
            "Mankato", "Owatonna", "Red Wing", "Winona", "Albert Lea", "Worthington",
            "Fergus Falls", "Detroit Lakes", "Thief River Falls", "Cloquet", "Two Harbors",
            "Ely", "International Falls", "Alexandria", "Hutchinson", "New Ulm", "Faribault",
            "Stillwater", "Elk River", "Wadena", "Pipestone", "Crookston"),
           ("Mille Lacs", "Lake of the Woods", "Leech Lake", "the Boundary Waters",
            "Lake Vermilion", "Gooseberry Falls", "Itasca State Park", "Lake Minnetonka"),
           "55"),
    "WI": ("Wisconsin", ("608", "715", "920", "414", "262"),
           ("Eau Claire", "Wausau", "La Crosse", "Rhinelander", "Stevens Point",
            "Chippewa Falls", "Baraboo", "Sheboygan", "Manitowoc", "Fond du Lac", "Janesville",
            "Portage", "Prairie du Chien", "Platteville", "Reedsburg", "Tomah", "Sauk City"),
           ("Lake Mendota", "Devil's Lake", "the Dells", "Door County", "Lake Winnebago"),
           "53"),
    "IA": ("Iowa", ("319", "563", "515", "641", "712"),
           ("Dubuque", "Ottumwa", "Ames", "Cedar Rapids", "Waterloo", "Mason City", "Decorah",
            "Oskaloosa", "Fort Dodge", "Spencer", "Keokuk", "Marshalltown", "Muscatine",
            "Pella", "Washington", "Grinnell"),
           ("Lake Okoboji", "Coralville Lake", "the Amana Colonies", "Maquoketa Caves"),
           "52"),
    "ND": ("North Dakota", ("701",),
           ("Minot", "Bismarck", "Jamestown", "Devils Lake", "Williston", "Dickinson",
            "Grand Forks", "Wahpeton", "Valley City"),
           ("Lake Sakakawea", "Theodore Roosevelt National Park"), "58"),
    "SD": ("South Dakota", ("605",),
           ("Watertown", "Aberdeen", "Brookings", "Mitchell", "Pierre", "Rapid City",
            "Pine Ridge", "Spearfish", "Yankton", "Huron", "Eagle Butte", "Mobridge"),
           ("the Black Hills", "the Badlands", "Sturgis", "Custer State Park"), "57"),
    "UT": ("Utah", ("801", "385", "435"),
           ("Ogden", "Provo", "Logan", "St. George", "Cedar City", "Vernal", "Price",
            "Richfield", "Tooele", "Heber City", "Moab", "Brigham City", "Blanding",
            "Spanish Fork", "Payson", "Roosevelt", "Delta", "Kanab", "Monticello"),
           ("Zion", "Bear Lake", "Lake Powell", "the Wasatch", "Canyonlands", "Little Sahara",
            "Snowbasin", "Goblin Valley"), "84"),
    "ID": ("Idaho", ("208", "986"),
           ("Pocatello", "Idaho Falls", "Twin Falls", "Rexburg", "Burley", "Blackfoot"),
           ("the Sawtooths", "Craters of the Moon"), "83"),
    "WY": ("Wyoming", ("307",),
           ("Rock Springs", "Evanston", "Green River", "Riverton"),
           ("Flaming Gorge",), "82"),
    "NM": ("New Mexico", ("505", "575"),
           ("Gallup", "Farmington", "Shiprock", "Las Cruces", "Roswell", "Clovis", "Socorro",
            "Los Lunas", "Espanola", "Taos", "Las Vegas", "Grants", "Silver City", "Santa Fe",
            "Crownpoint", "Zuni", "Tucumcari", "Alamogordo", "Belen", "Chinle"),
           ("the Sandias", "Chaco Canyon", "Elephant Butte", "the Bosque", "White Sands",
            "Taos Ski Valley", "Ship Rock"), "87"),
    "CO": ("Colorado", ("303", "720", "970", "719"),
           ("Greeley", "Pueblo", "Durango", "Grand Junction", "Montrose", "Alamosa",
            "Sterling", "Trinidad", "Cortez", "Fort Morgan", "Loveland", "Craig"),
           ("Pikes Peak", "Mesa Verde", "Rocky Mountain National Park", "Vail Pass"), "80"),
    "OR": ("Oregon", ("503", "971", "541"),
           ("Bend", "Pendleton", "Klamath Falls", "Roseburg", "Coos Bay", "The Dalles",
            "Hood River", "Astoria", "Medford", "Hermiston", "Ontario", "Tillamook"),
           ("Mt. Hood", "the Gorge", "Crater Lake", "Smith Rock", "Cannon Beach"), "97"),
    "WA": ("Washington", ("509", "360"),
           ("Yakima", "Wenatchee", "Walla Walla", "Longview", "Moses Lake", "Ellensburg",
            "Omak", "Pasco"),
           ("Lake Chelan", "Mt. Adams"), "99"),
}
#: the academic hubs: (name, abbreviation, city, state, neighbouring states, unit names)
HUBS = (
    ("Mississippi Valley University Medical Center", "MVUMC", "Minneapolis", "MN",
     ("MN", "MN", "WI", "ND", "SD", "IA"),
     ("4 West", "6 East", "Station 32", "Station 44", "Ridgeview 6", "Ridgeview 7",
      "Delaware 5", "Riverside 3B")),
    ("Capitol Lakes University Hospital", "CLUH", "Madison", "WI",
     ("WI", "WI", "MN", "IA"),
     ("B6/4", "F4/6", "7 North", "Kellner 5", "Tower 8", "Mendota 2")),
    ("Iowa River University Hospitals", "IRUH", "Iowa City", "IA",
     ("IA", "IA", "WI", "SD"),
     ("3JPW", "5RC", "6 John Colloton", "Pomerantz 7", "4 Carver", "8JCP")),
    ("Red River Medical Center", "RRMC", "Fargo", "ND",
     ("ND", "ND", "MN", "SD"),
     ("Cass 3", "4 South", "Broadway 2", "Heartland 5")),
    ("Wasatch University Medical Center", "WUMC", "Salt Lake City", "UT",
     ("UT", "UT", "UT", "ID", "WY", "NM", "CO"),
     ("Ute 4", "Wasatch 5", "Emigration 3", "Bonneville 6", "Pioneer 7", "Jordan 2")),
    ("Sandia University Hospital", "SUH", "Albuquerque", "NM",
     ("NM", "NM", "NM", "CO"),
     ("5 South", "Zia 4", "Manzano 3", "Petroglyph 6", "Acoma 2", "3 East")),
    ("Front Range University Hospital", "FRUH", "Aurora", "CO",
     ("CO", "CO", "WY", "NM"),
     ("Anschutz 9", "Lowry 5", "Tower 11", "Aspen 4")),
    ("Cascade University Medical Center", "CUMC", "Portland", "OR",
     ("OR", "OR", "WA"),
     ("7C", "Kohler 9", "Marquam 4", "Willamette 6", "13K")),
)
#: patterns of the referring (outside) hospitals
OSH_PATTERNS = ("{town} Regional Medical Center", "{town} Area Hospital",
                "{town} Community Hospital", "St. {saint}'s - {town}", "{town} Memorial",
                "{town} Regional", "Mercy Hospital {town}", "{town} Medical Center",
                "{town} Indian Health Center", "{town} Health Care Center",
                "Lakewood Health - {town}", "Prairie Lakes {town}", "{town} Critical Access")
SAINTS_Q = ("Olaf", "Gabriel", "Cloud", "Francis", "Joseph", "Luke", "Vincent", "Benedict",
            "Ansgar", "Croix", "Agnes", "Elizabeth", "Anthony")
IHS_TOWNS = ("Gallup", "Shiprock", "Crownpoint", "Chinle", "Pine Ridge", "Eagle Butte",
             "Zuni", "Blanding")

#: professions of patients and relatives (PROFESSION), by community region
JOBS = ("dairy farmer", "iron miner", "taconite miner", "lineman", "snowplow driver",
        "grain elevator operator", "meatpacking worker", "turkey plant worker", "welder",
        "long-haul trucker", "school bus driver", "lunch lady", "Lutheran pastor",
        "hog farmer", "corn and soybean farmer", "seed dealer", "rancher", "sheep herder",
        "silversmith", "uranium miner", "coal miner", "oil field worker", "roughneck",
        "ski patroller", "river guide", "wildland firefighter", "logger", "millwright",
        "fishing guide", "hunting guide", "casino dealer", "tribal police officer",
        "seamstress", "nail salon owner", "egg roll vendor", "home health aide", "PCA",
        "CNA", "interpreter", "daycare provider", "bishop", "seminary teacher",
        "crop duster", "feedlot manager", "combine mechanic", "boat builder",
        "hairstylist", "bartender", "line cook", "postmaster", "county commissioner",
        "sheriff's deputy", "EMT", "substitute teacher", "church custodian", "welder-fitter",
        "packing house supervisor", "rural mail carrier", "tribal council member",
        "weaver", "potter", "veterinarian", "farrier", "auctioneer")
EMPLOYERS = ("Hormel", "Jennie-O", "3M", "Cargill", "Polaris", "Arctic Cat", "Marvin Windows",
             "Andersen", "Mayo Clinic", "the Navajo Nation", "Intel", "Kennecott",
             "Hill AFB", "the BIA", "Sanford", "Tyson", "Smithfield", "John Deere",
             "Winnebago", "Fastenal", "Target", "Ecolab", "Epic", "the school district",
             "Walmart", "Menards", "Kwik Trip", "Casey's", "Navajo Transitional Energy",
             "BNSF", "Union Pacific", "the tribal casino", "Four Corners Power Plant")
#: (church, mosque or congregation; who visits from it), by community
CHURCHES = {
    "nordic": (("Our Savior's Lutheran", "pastor"), ("Bethany Lutheran", "pastor"),
               ("Hope Lutheran", "pastor"), ("Grace Free Lutheran", "pastor")),
    "german": (("St. Olaf Catholic", "priest"), ("St. Bonifacius parish", "priest"),
               ("First Presbyterian", "pastor"), ("Immanuel Lutheran", "pastor")),
    "hmong": (("the Hmong Alliance Church", "pastor"), ("Hmong American Baptist", "pastor")),
    "karen": (("Karen Baptist Church", "pastor"), ("First Karen Baptist", "pastor")),
    "oromo": (("Oromo Evangelical Church", "pastor"), ("the Islamic Center", "imam")),
    "bosnian": (("the Islamic Center", "imam"), ("Bosnian Islamic Center", "imam")),
    "dine": (("the Native American Church", "road man"), ("Gallup Christian Reformed", "pastor")),
    "lakota": (("the Native American Church", "road man"), ("Holy Rosary Mission", "priest")),
    "nuevo": (("San Felipe de Neri", "priest"), ("Our Lady of Guadalupe", "priest")),
    "utah": (("the ward", "bishop"), ("the stake", "stake president")),
}
HOSPICES = ("Heartland Hospice", "Allina Hospice", "Solace Hospice", "Inspiration Hospice",
            "Aspen Grove Hospice", "Big Sky Hospice", "Lutheran Home Hospice")
OPOS = ("Northland Donor Network", "Intermountain Donor Services", "New Mexico Donor Services",
        "Iowa Donor Network", "Cascade Donor Alliance", "Dakota Lifeshare")
AGENCIES = ("County Human Services", "Adult Protective Services", "the VA", "Tribal Social "
            "Services", "Lutheran Social Services", "Catholic Charities", "the IHS",
            "the county", "Legal Aid")


# -- the world -----------------------------------------------------------------------------
@dataclass(frozen=True)
class PersonQ:
    first: str
    last: str
    sex: str
    community: str

    def full(self) -> str:
        return f"{self.first} {self.last}"

    def initial(self) -> str:
        return self.first[0]


@dataclass(frozen=True)
class StaffQ:
    person: PersonQ
    role: str            # "rn", "charge", "rt", "resident", "fellow", "attending", "np", ...
    username: str
    hub: int


@dataclass(frozen=True)
class Relative:
    relation: str
    person: PersonQ
    phone: tuple[str, str, str]
    job: str


@dataclass
class VisitQ:
    number: int
    note_type: str
    day: dt.date
    shift: str            # "day" / "night"


@dataclass
class PatientQ:
    number: int
    person: PersonQ
    dob: dt.date
    hub: int
    unit: str             # a named unit of the hub (DEPARTMENT)
    service: str          # "MICU", "SICU", "CVICU", "Neuro ICU", "PCU"
    room: str
    bed: str
    mrn: str
    state: str
    town: str
    osh: str              # the referring hospital
    relatives: tuple      # Relative, ...
    job: str
    employer: str
    language: str
    country: str
    landmark: str
    admit: dt.date
    dx: str
    visits: list = field(default_factory=list)


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def person(rng: random.Random, sex: str | None = None, community: str | None = None) -> PersonQ:
    sex = sex or rng.choice("MF")
    if community is None:
        row = rng.choices(COMMUNITIES, [c[2] for c in COMMUNITIES])[0]
    else:
        row = next(c for c in COMMUNITIES if c[0] == community)
    male, female, family = row[1]
    first = rng.choice(male if sex == "M" else female)
    last = rng.choice(family)
    if row[0] == "karen":     # Karen names have no family name: a two-part given name
        first, last = first.split()[0], first.split()[-1] if " " in first else last
    while last == first:      # Oromo patronymics repeat given names, but not one's own
        last = rng.choice(family)
    return PersonQ(first, last, sex, row[0])


def phone_parts(rng: random.Random, state: str) -> tuple[str, str, str]:
    area = rng.choice(STATES_Q[state][1])
    return area, f"{rng.randint(2, 9)}{digits(rng, 2)}", digits(rng, 4)


def username(rng: random.Random, p: PersonQ) -> str:
    first = "".join(c for c in p.first.lower() if c.isalpha())
    last = "".join(c for c in p.last.lower() if c.isalpha())
    return rng.choice((f"{first[0]}{last[:7]}", f"{last[:5]}{first[0]}{rng.randint(1, 9)}",
                       f"{first[:3]}{last[:3]}{digits(rng, 2)}", f"{first}.{last}"[:16]))


ROLES = (("rn", 14), ("charge", 2), ("rt", 5), ("resident", 6), ("fellow", 3),
         ("attending", 4), ("np", 2), ("pa", 1), ("pharmacist", 1), ("chaplain", 1),
         ("interpreter", 1), ("woc", 1), ("sw", 1))


@lru_cache(maxsize=8)
def build_world(seed: int) -> tuple[StaffQ, ...]:
    rng = random.Random(f"deidkit-synth/{seed}/Q/world")
    staff = []
    roles, weights = zip(*ROLES)
    for k in range(len(HUBS) * 60):
        hub = k % len(HUBS)
        role = rng.choices(roles, weights)[0]
        p = person(rng)
        staff.append(StaffQ(p, role, username(rng, p), hub))
    return tuple(staff)


def staff_at(seed: int, hub: int, role: str) -> list[StaffQ]:
    return [s for s in build_world(seed) if s.hub == hub and s.role == role]


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/Q/plan/{number}")
    return rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5, 6))


DIAGNOSES = ("septic shock 2/2 pneumonia", "ARDS", "DKA", "GI bleed", "STEMI s/p PCI",
             "NSTEMI", "SAH", "ICH", "acute ischemic stroke s/p tPA", "COPD exacerbation",
             "CHF exacerbation", "hypoxic resp failure", "aspiration PNA", "pancreatitis",
             "s/p CABG x3", "s/p AVR", "s/p Whipple", "s/p ex lap", "trauma (MVC)",
             "rollover MVC", "snowmobile crash", "TBI", "EtOH withdrawal", "status epilepticus",
             "urosepsis", "necrotizing fasciitis", "s/p liver tx", "COVID PNA",
             "hyperkalemia/AKI", "cardiogenic shock", "PE", "overdose", "hypothermia",
             "farm injury", "horse kick, rib fx", "ATV rollover", "burn", "frostbite",
             "hantavirus", "plague", "valley fever", "rhabdo", "s/p craniotomy",
             "s/p AAA repair", "s/p lung tx", "variceal bleed")


def build_patient(seed: int, number: int) -> PatientQ:
    rng = random.Random(f"deidkit-synth/{seed}/Q/patient/{number}")
    hub = rng.randrange(len(HUBS))
    name, abbr, city, hub_state, nearby, units = HUBS[hub]
    state = rng.choice(nearby)
    sname, _, towns, landmarks, _ = STATES_Q[state]
    community = None
    if hub_state == "NM" and rng.random() < 0.55:
        community = rng.choice(("dine", "dine", "nuevo", "nuevo"))
    elif hub_state == "UT" and rng.random() < 0.5:
        community = rng.choice(("utah", "utah", "dine"))
    elif hub_state in ("MN", "WI") and rng.random() < 0.5:
        community = rng.choice(("hmong", "hmong", "karen", "oromo", "nordic", "bosnian"))
    elif hub_state in ("ND", "IA") and rng.random() < 0.5:
        community = rng.choice(("nordic", "german", "bosnian", "lakota"))
    p = person(rng, community=community)
    town = rng.choice(towns)
    if p.community in ("dine", "lakota") and rng.random() < 0.6:
        town = rng.choice([t for t in IHS_TOWNS if t in towns] or towns)
    osh = rng.choice(OSH_PATTERNS).format(town=town if rng.random() < 0.75
                                          else rng.choice(towns), saint=rng.choice(SAINTS_Q))
    admit = dt.date(rng.randint(2078, 2112), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    age = rng.choice((rng.randint(19, 45), rng.randint(46, 75), rng.randint(46, 75),
                      rng.randint(60, 92), rng.randint(76, 97)))
    dob = admit - dt.timedelta(days=age * 365 + rng.randint(0, 364))
    rels = []
    for relation, rsex in rng.sample(RELATIONS, rng.choice((1, 2, 2, 3, 3, 4))):
        if relation in ("wife", "husband") and rels and rels[0].relation in ("wife", "husband"):
            continue
        rsex = rsex or rng.choice("MF")
        rp = person(rng, rsex, p.community if rng.random() < 0.8 else None)
        if relation in ("dtr", "daughter", "son", "sister", "brother", "father", "mother",
                        "granddaughter", "grandson", "stepson") and rng.random() < 0.6:
            rp = PersonQ(rp.first, p.last, rp.sex, rp.community)
        rels.append(Relative(relation, rp, phone_parts(rng, state), rng.choice(JOBS)))
    languages, countries = next((c[3], c[4]) for c in COMMUNITIES if c[0] == p.community)
    service = rng.choice(("MICU", "MICU", "SICU", "CVICU", "Neuro ICU", "Trauma ICU", "PCU",
                          "CCU", "step-down"))
    room = rng.choice((str(rng.randint(3100, 8899)), f"{rng.randint(3, 9)}{digits(rng, 2)}",
                       f"{rng.randint(400, 799)}{rng.choice('AB')}", str(rng.randint(1, 32))))
    patient = PatientQ(
        number=number, person=p, dob=dob, hub=hub, unit=rng.choice(units), service=service,
        room=room, bed=str(rng.randint(1, 28)),
        mrn=rng.choice((digits(rng, 7), digits(rng, 8), f"{digits(rng, 2)}-{digits(rng, 2)}-"
                        f"{digits(rng, 3)}", f"0{digits(rng, 8)}", f"Q{digits(rng, 7)}")),
        state=state, town=town, osh=osh, relatives=tuple(rels),
        job=rng.choice(JOBS), employer=rng.choice(EMPLOYERS),
        language=rng.choice(languages) if languages and rng.random() < 0.7 else "",
        country=rng.choice(countries) if countries else "",
        landmark=rng.choice(landmarks), admit=admit, dx=rng.choice(DIAGNOSES))
    from deidkit.synth.style_q_notes import NOTE_TYPES
    kinds, weights = zip(*NOTE_TYPES)
    n = visit_count(seed, number)
    plan = [rng.choices(kinds, weights)[0] for _ in range(n)]
    if n > 1 and rng.random() < 0.25:   # the first note of a stay: the arrival
        plan[0] = "arrival_note"
    if "postmortem_care" in plan:   # a death is the patient's last note
        plan = [k if k != "postmortem_care" else "icu_shift_note" for k in plan[:-1]] + [
            "postmortem_care"]
    if patient.service in ("PCU", "step-down"):
        plan = [k if k not in ("rt_extubation", "crrt_drip_note") else "stepdown_shift_note"
                for k in plan]
    day = admit
    for v, kind in enumerate(plan, start=1):
        patient.visits.append(VisitQ(v, kind, day, rng.choice(("day", "night"))))
        day = day + dt.timedelta(days=rng.choice((0, 1, 1, 1, 2, 3, 5)))
    return patient


def age_on(dob: dt.date, day: dt.date) -> int:
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


# -- surface forms ---------------------------------------------------------------------------
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WD_ABBR = ("Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun")
MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def fmt_date(d: dt.date, style: str) -> str:
    return {
        "md": f"{d.month}/{d.day}", "mmdd": f"{d.month:02d}/{d.day:02d}",
        "mdy": f"{d.month}/{d.day}/{d.year % 100:02d}",
        "mdY": f"{d.month:02d}/{d.day:02d}/{d.year}", "mdY_np": f"{d.month}/{d.day}/{d.year}",
        "m-d": f"{d.month}-{d.day}", "iso": f"{d.year}-{d.month:02d}-{d.day:02d}",
        "MonD": f"{MON[d.month - 1]} {d.day}", "wd": WD_ABBR[d.weekday()],
        "weekday": WEEKDAYS[d.weekday()],
        "mdyy_dash": f"{d.month:02d}-{d.day:02d}-{d.year % 100:02d}",
    }[style]


def fmt_phone(parts: tuple[str, str, str], rng: random.Random, local_ok: bool = True) -> str:
    a, b, c = parts
    r = rng.random()
    if r < 0.3:
        return f"{a}-{b}-{c}"
    if r < 0.5:
        return f"({a}) {b}-{c}"
    if r < 0.62:
        return f"({a}){b}-{c}"
    if r < 0.72:
        return f"{a}.{b}.{c}"
    if r < 0.8:
        return f"{a}{b}{c}"
    if r < 0.88:
        return f"{a} {b} {c}"
    return f"{b}-{c}" if local_ok else f"{a}-{b}-{c}"


def ranged(rng: random.Random, low: int, high: int, step: int = 10) -> str:
    """'70-80s', '110s', '90-100s': vitals charted as decades."""
    a = rng.randrange(low, high, step)
    r = rng.random()
    if r < 0.4:
        return f"{a}-{a + step}s"
    if r < 0.55:
        return f"{a}-{a + step}"
    if r < 0.65:
        return f"{a}s-{a + step}s"
    return f"{a}s"


# -- the writer ------------------------------------------------------------------------------
class QNote(Writer):
    """One bedside note about one patient on one shift; ``s_*`` slots write its PHI (tagged)
    and its numbers (untagged)."""

    def __init__(self, seed: int, patient: PatientQ, visit: VisitQ, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        self.patient = patient
        self.visit = visit
        self.day = visit.day
        hub = patient.hub
        self.hub = HUBS[hub]

        def pick(role, fallback="rn"):
            pool = staff_at(seed, hub, role) or staff_at(seed, hub, fallback)
            return rng.choice(pool)
        self.author = pick(rng.choice(("rn", "rn", "rn", "charge")))
        self.rt = pick("rt")
        self.resident = pick("resident")
        self.fellow = pick("fellow", "resident")
        self.attending = pick("attending")
        self.np = pick(rng.choice(("np", "pa")), "resident")
        self.other_rn = pick("rn")
        self.extra = {role: pick(role) for role in ("pharmacist", "chaplain", "interpreter",
                                                     "woc", "sw", "charge")}
        rels = patient.relatives
        self.rel = rng.choice(rels)
        self.rel2 = rng.choice(rels)
        self.age = age_on(patient.dob, visit.day)
        self.date_style = rng.choice(("md", "md", "mmdd", "mdy", "mdY", "mdY_np", "m-d"))
        p = patient.person
        self.he, self.his = ("he", "his") if p.sex == "M" else ("she", "her")
        self.sex = p.sex
        self.church = rng.choice(CHURCHES[p.community])
        start = 7 * 60 if visit.shift == "day" else 19 * 60
        self.clock = start + rng.randint(0, 150)
        self.step = (5, 45)
        self.time_style = rng.choice(("hhmm", "hhmm", "hh:mm", "mixed"))
        icu = patient.service not in ("PCU", "step-down")
        self.vented = icu and (visit.note_type.startswith("rt_vent") or
                               visit.note_type == "rt_extubation" or rng.random() < 0.5)

    # -- dates -------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        style = style or (self.date_style if self.rng.random() < 0.8 else
                          self.rng.choice(("md", "mdy", "mdY", "MonD", "mmdd")))
        self.phi(fmt_date(d, style), "DATE")

    def s_today(self): self.date(self.day)
    def s_today_full(self): self.date(self.day, self.rng.choice(("mdY", "mdY_np", "mdy", "iso",
                                                                  "mdyy_dash")))
    def s_admit(self): self.date(self.patient.admit)
    def s_yest(self): self.date(self.day - dt.timedelta(days=1))
    def s_tmrw(self): self.date(self.day + dt.timedelta(days=1))
    def s_wd(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 4)),
                              self.rng.choice(("wd", "weekday")))
    def s_past_wd(self): self.date(self.day - dt.timedelta(days=self.rng.randint(1, 5)),
                                   self.rng.choice(("wd", "weekday")))

    def s_past(self):
        d = self.day - dt.timedelta(days=self.rng.randint(20, 900))
        self.date(d, self.rng.choice(("md", "mdy", "mdY", "MonD")))

    def s_dob(self): self.date(self.patient.dob, self.rng.choice(("mdY", "mdY_np", "mdy")))

    def s_holiday(self):
        self.phi(self.rng.choice(("Christmas", "Thanksgiving", "New Year's", "Easter",
                                  "the 4th", "Hmong New Year", "Pioneer Day", "Labor Day",
                                  "Memorial Day", "Christmas Eve")), "DATE")

    # -- the patient and family --------------------------------------------------------
    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.patient.person.last, "PATIENT")

    def s_pt_header(self):
        p = self.patient.person
        self.phi(self.rng.choice((f"{p.last}, {p.first}", f"{p.last.upper()}, {p.first.upper()}",
                                  f"{p.first} {p.last}", f"{p.last}, {p.first[0]}")), "PATIENT")

    def s_mr(self):
        self.lit("Mr. " if self.sex == "M" else self.rng.choice(("Mrs. ", "Ms. ")))
        self.phi(self.patient.person.last, "PATIENT")

    def s_rel(self): self.lit(self.rel.relation)
    def s_rel2(self): self.lit(self.rel2.relation)
    def s_relname(self): self.phi(self.rel.person.first, "PATIENT")

    def s_relfull(self):
        self.phi(self.rel.person.full() if self.rng.random() < 0.7 else self.rel.person.first,
                 "PATIENT")

    def s_rel2name(self): self.phi(self.rel2.person.first, "PATIENT")
    def s_relphone(self): self.phi(fmt_phone(self.rel.phone, self.rng), "PHONE")
    def s_rel2phone(self): self.phi(fmt_phone(self.rel2.phone, self.rng), "PHONE")
    def s_reljob(self): self.phi(self.rel.job, "PROFESSION")

    def s_visitor(self):
        p = person(self.rng, None, self.patient.person.community)
        self.phi(p.first if self.rng.random() < 0.6 else p.full(), "PATIENT")

    def s_age(self): self.phi(str(self.age), "AGE")

    def s_agesex(self):
        form = self.rng.randrange(5)
        if form == 0:
            self.phi(str(self.age), "AGE")
            self.lit(f"yo {self.sex}")
        elif form == 1:
            self.phi(str(self.age), "AGE")
            self.lit(" y/o " + ("male" if self.sex == "M" else "female"))
        elif form == 2:
            self.phi(str(self.age), "AGE")
            self.lit(self.sex)
        elif form == 3:
            self.phi(str(self.age), "AGE")
            self.lit(" yo " + ("man" if self.sex == "M" else "woman"))
        else:
            self.phi(str(self.age), "AGE")
            self.lit("-year-old " + ("male" if self.sex == "M" else "female"))

    def s_relage(self): self.phi(str(self.rng.randint(max(40, self.age - 8), 96)), "AGE")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")

    def s_works_as(self):
        """'works as {job}', or for the old 'retired {job}' ('retired' outside the tag)."""
        self.lit("works as " if self.age < 67 else self.rng.choice(("retired ", "was a ")))
        self.phi(self.patient.job, "PROFESSION")

    def s_edema(self): self.lit(str(self.rng.choice((1, 2, 2, 3, 3, 4))))
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_clergy(self): self.lit(self.church[1])

    def s_church(self):
        text = self.church[0]
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "ORGANIZATION")
    def s_hospice(self): self.phi(self.rng.choice(HOSPICES), "ORGANIZATION")

    def s_opo(self): self.phi(OPOS[self.patient.hub % len(OPOS)] if self.rng.random() < 0.7
                              else self.rng.choice(OPOS), "ORGANIZATION")

    def s_agency(self):
        text = self.rng.choice(AGENCIES)
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "ORGANIZATION")

    def s_lang(self):
        self.lit(self.patient.language or self.rng.choice(("Hmong", "Spanish", "Navajo",
                                                           "Somali", "Karen", "Oromo")))

    def s_country(self):
        self.phi(self.patient.country or self.rng.choice(("Laos", "Mexico", "Ethiopia",
                                                          "Bosnia", "Burma")), "COUNTRY")

    # -- places ------------------------------------------------------------------------
    def s_town(self): self.phi(self.patient.town, "CITY")

    def s_state(self):
        st = self.patient.state
        self.phi(st if self.rng.random() < 0.7 else STATES_Q[st][0], "STATE")

    def s_osh(self): self.phi(self.patient.osh, "HOSPITAL")

    def s_hub(self):
        name, abbr = self.hub[0], self.hub[1]
        self.phi(abbr if self.rng.random() < 0.6 else name, "HOSPITAL")

    def s_hubcity(self): self.phi(self.hub[2], "CITY")
    def s_landmark(self): self.phi(self.patient.landmark, "LOCATION-OTHER")
    def s_unit(self): self.phi(self.patient.unit, "DEPARTMENT")
    def s_other_unit(self): self.phi(self.rng.choice(self.hub[5]), "DEPARTMENT")
    def s_room(self): self.phi(self.patient.room, "ROOM")
    def s_bed(self): self.phi(self.patient.bed, "ROOM")
    def s_any_bed(self): self.phi(str(self.rng.randint(1, 30)), "ROOM")
    def s_svc(self): self.lit(self.patient.service)

    # -- staff ---------------------------------------------------------------------------
    def staff_name(self, s: StaffQ, formal: bool) -> None:
        p = s.person
        rng = self.rng
        r = rng.random()
        if formal:
            self.lit(rng.choice(("Dr. ", "Dr ", "Dr. ", "dr ")))
            self.phi(p.last if r < 0.75 else p.full(), "DOCTOR")
            return
        if r < 0.4:
            self.phi(p.first, "DOCTOR")
        elif r < 0.6:
            self.phi(p.full(), "DOCTOR")
        elif r < 0.8:
            self.phi(f"{p.first[0]}. {p.last}", "DOCTOR")
        else:
            self.phi(f"{p.first} {p.last[0]}", "DOCTOR")

    def s_res(self): self.staff_name(self.resident, True)
    def s_fellow(self): self.staff_name(self.fellow, True)
    def s_att(self): self.staff_name(self.attending, True)

    def s_md(self):
        self.staff_name(self.rng.choice((self.resident, self.fellow, self.attending)), True)

    def s_np(self):
        self.staff_name(self.np, False)
        self.lit(self.rng.choice((" NP", " PA-C", ", NP", " (NP)", "")) if self.np.role != "pa"
                 else self.rng.choice((" PA", " PA-C", "")))

    def s_rt(self): self.staff_name(self.rt, False)
    def s_rn2(self): self.staff_name(self.other_rn, False)
    def s_charge(self): self.staff_name(self.extra["charge"], False)
    def s_pharm(self): self.staff_name(self.extra["pharmacist"], False)
    def s_chap(self): self.staff_name(self.extra["chaplain"], False)
    def s_interp(self): self.staff_name(self.extra["interpreter"], False)
    def s_woc(self): self.staff_name(self.extra["woc"], False)
    def s_sw(self): self.staff_name(self.extra["sw"], False)

    def sign(self, staff: StaffQ, creds: tuple[str, ...]) -> None:
        p = staff.person
        rng = self.rng
        form = rng.randrange(6)
        self.lit(rng.choice(("-", "- ", "--", "", "~", "/")))
        if form == 0:
            self.phi(p.full(), "DOCTOR")
        elif form == 1:
            self.phi(f"{p.first[0]}. {p.last}", "DOCTOR")
        elif form == 2:
            self.phi(f"{p.first} {p.last[0]}", "DOCTOR")
        elif form == 3:
            self.phi(p.first, "DOCTOR")
        elif form == 4:
            self.phi(f"{p.last}, {p.first}", "DOCTOR")
        else:
            self.phi(f"{p.first[0]}{p.last[0]}", "DOCTOR")
        self.lit(rng.choice(creds))
        if rng.random() < 0.2:
            opening, closing = rng.choice(((" (", ")"), (" / ", ""), (" [", "]")))
            self.lit(opening)
            self.phi(staff.username, "USERNAME")
            self.lit(closing)

    def s_sign_rn(self): self.sign(self.author, (" RN", ", RN", " RN BSN", " RN, CCRN", " rn",
                                                   ", RN BSN CCRN", ""))
    def s_sign_rt(self): self.sign(self.rt, (" RRT", ", RRT", " RT", " RCP", " CRT", ""))
    def s_author_first(self): self.phi(self.author.person.first, "DOCTOR")

    def s_pager(self):
        rng = self.rng
        self.phi(rng.choice((f"{rng.randint(2, 9)}-{digits(rng, 4)}", digits(rng, 5),
                             f"x{digits(rng, 4)}", digits(rng, 4))), "PHONE")

    # -- identifiers ---------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")

    def s_unitno(self):
        rng = self.rng
        self.phi(rng.choice((f"W{digits(rng, 4)} {self.day.year % 100:02d} {digits(rng, 6)}",
                             f"W{digits(rng, 4)}{self.day.year % 100:02d}{digits(rng, 6)}",
                             f"{digits(rng, 2)}FP{digits(rng, 5)}", f"=W{digits(rng, 12)}")),
                 "BIOID")

    def s_event_id(self):
        rng = self.rng
        self.phi(rng.choice((f"{self.day.year}-{digits(rng, 5)}", f"SE{digits(rng, 6)}",
                             digits(rng, 7), f"RL-{digits(rng, 6)}")), "IDNUM")

    # -- numbers that are not PHI ----------------------------------------------------------
    def s_time(self):
        """A time of the shift, later than the last one written (notes are chronological)."""
        rng = self.rng
        self.clock += rng.randint(*self.step)
        minutes = self.clock % 1440
        h, m = divmod(minutes, 60)
        if self.step[1] > 10:
            m = m - m % 5
        style = self.time_style if self.time_style != "mixed" else rng.choice(("hhmm", "hh:mm"))
        self.lit(f"{h:02d}{m:02d}" if style == "hhmm" else f"{h:02d}:{m:02d}")

    def s_nihss(self): self.lit(str(self.rng.randint(0, 26)))
    def s_cpap(self): self.lit(str(self.rng.choice((5, 5, 6, 8))))
    def s_few(self): self.lit(str(self.rng.choice((1, 2, 2, 3))))

    def s_rituals(self):
        lang = self.patient.language
        self.lit(f"traditional {lang} rituals" if lang and lang != "Spanish" else
                 self.rng.choice(("time for prayer", "a rosary at the bedside",
                                  "privacy for prayer",
                                  "to bathe and dress pt themselves")))

    def s_hr(self): self.lit(ranged(self.rng, 50, 130))
    def s_sbp(self): self.lit(ranged(self.rng, 80, 180))
    def s_dbp(self): self.lit(f"{self.rng.randrange(40, 90, 10)}s")
    def s_map(self): self.lit(str(self.rng.choice((60, 65, 65, 65, 70, 75, 80))))
    def s_n(self): self.lit(str(self.rng.randint(2, 9)))
    def s_nn(self): self.lit(str(self.rng.randint(10, 99)))
    def s_ml(self): self.lit(str(self.rng.randrange(50, 1500, 25)))
    def s_uo(self): self.lit(str(self.rng.randrange(15, 150, 5)))
    def s_temp(self): self.lit(f"{self.rng.randint(355, 401) / 10:.1f}")
    def s_tempf(self): self.lit(f"{self.rng.randint(960, 1042) / 10:.1f}")
    def s_spo2(self): self.lit(str(self.rng.randint(86, 100)))
    def s_rr(self): self.lit(f"{self.rng.randint(10, 24)}-{self.rng.randint(25, 38)}")
    def s_fio2(self): self.lit(str(self.rng.choice((30, 35, 40, 40, 50, 50, 60, 70, 80, 100))))
    def s_peep(self): self.lit(str(self.rng.choice((5, 5, 8, 8, 10, 12, 14, 16))))
    def s_vt(self): self.lit(str(self.rng.choice((350, 380, 400, 420, 450, 480, 500, 550))))
    def s_rate(self): self.lit(str(self.rng.choice((12, 14, 14, 16, 18, 20, 22, 24, 28))))
    def s_ps(self): self.lit(str(self.rng.choice((5, 8, 10, 10, 12, 14, 15))))
    def s_lpm(self): self.lit(str(self.rng.choice((1, 2, 2, 3, 4, 4, 5, 6))))
    def s_flow(self): self.lit(str(self.rng.choice((30, 35, 40, 45, 50, 60))))
    def s_rass(self): self.lit(self.rng.choice(("0", "-1", "-2", "-3", "-4", "+1", "+2", "-5")))
    def s_pain(self): self.lit(f"{self.rng.randint(0, 10)}/10")
    def s_gcs(self): self.lit(str(self.rng.randint(3, 15)) + self.rng.choice(("", "", "T")))
    def s_braden(self): self.lit(str(self.rng.randint(9, 20)))
    def s_bg(self): self.lit(f"{self.rng.randrange(70, 300, 5)}")
    def s_k(self): self.lit(f"{self.rng.randint(28, 61) / 10:.1f}")
    def s_mg(self): self.lit(f"{self.rng.randint(12, 26) / 10:.1f}")
    def s_hgb(self): self.lit(f"{self.rng.randint(56, 124) / 10:.1f}")
    def s_wbc(self): self.lit(f"{self.rng.randint(18, 290) / 10:.1f}")
    def s_lac(self): self.lit(f"{self.rng.randint(8, 92) / 10:.1f}")
    def s_ptt(self): self.lit(str(self.rng.randint(28, 130)))
    def s_icp(self): self.lit(f"{self.rng.randint(2, 14)}-{self.rng.randint(15, 28)}")
    def s_cvp(self): self.lit(f"{self.rng.randint(2, 10)}-{self.rng.randint(11, 18)}")
    def s_pupil(self): self.lit(str(self.rng.choice((2, 3, 3, 4, 5))))
    def s_ett(self): self.lit(f"{self.rng.choice(('7.0', '7.5', '7.5', '8.0', '8.0'))}")
    def s_lip(self): self.lit(str(self.rng.randint(21, 26)))
    def s_rsbi(self): self.lit(str(self.rng.randint(28, 140)))
    def s_nif(self): self.lit(str(-self.rng.randint(12, 45)))
    def s_level(self): self.lit(str(self.rng.choice((0, 5, 10, 10, 15, 20))))

    def s_abg(self):
        rng = self.rng
        ph = rng.randint(715, 751) / 100
        pco2, po2 = rng.randint(26, 88), rng.randint(52, 240)
        hco3 = rng.randint(12, 34)
        self.lit(rng.choice((f"{ph:.2f}/{pco2}/{po2}", f"{ph:.2f}/{pco2}/{po2}/{hco3}",
                             f"{ph:.2f}/{pco2}/{po2}/{hco3}/{rng.randint(-12, 6)}")))

    def s_vent(self):
        rng = self.rng
        vt, rate = rng.choice((400, 420, 450, 480, 500, 550)), rng.choice((12, 14, 16, 18, 20, 24))
        peep, fio2 = rng.choice((5, 8, 10, 12, 14)), rng.choice((30, 40, 50, 60, 80, 100))
        self.lit(rng.choice((
            f"AC {vt}x{rate} PEEP {peep} FiO2 {fio2}%", f"AC/VC {vt}/{rate}/+{peep}/{fio2}%",
            f"PRVC {vt}/{rate}/{peep}/{fio2}%", f"AC {vt} x {rate} +{peep} {fio2}%",
            f"VC {vt}x{rate}, PEEP {peep}, {fio2}%", f"PS {rng.choice((8, 10, 12, 14))}/"
            f"{peep} {fio2}%", f"CPAP/PS {peep}/{rng.choice((5, 8, 10))} FiO2 .{fio2 // 10}",
            f"APRV Phigh {rng.randint(24, 32)} Plow 0 Thigh {rng.choice(('4.5', '5.0', '5.5'))} "
            f"Tlow {rng.choice(('0.5', '0.6', '0.8'))} {fio2}%")))

    def s_drip(self):
        rng = self.rng
        self.lit(rng.choice((
            f"levo {rng.choice(('0.02', '0.04', '0.05', '0.08', '0.1', '0.15', '0.2'))} mcg/kg/min",
            f"levophed {rng.randint(2, 30)} mcg/min", f"vaso 0.0{rng.choice((3, 4))} units/min",
            f"prop {rng.randrange(10, 60, 5)} mcg/kg/min", f"propofol {rng.randrange(10, 60, 5)}",
            f"fent {rng.randrange(25, 250, 25)} mcg/hr",
            f"precedex {rng.choice(('0.2', '0.4', '0.7', '1.0', '1.2'))}",
            f"insulin gtt {rng.randint(1, 14)} units/hr",
            f"heparin gtt {rng.randrange(800, 1800, 50)} units/hr",
            f"dilt gtt {rng.choice((5, 10, 15))} mg/hr",
            f"amio gtt {rng.choice(('1', '0.5'))} mg/min",
            f"nicardipine {rng.choice((2.5, 5, 7.5, 10, 15))} mg/hr",
            f"neo {rng.randrange(20, 200, 10)} mcg/min",
            f"epi {rng.choice(('0.02', '0.03', '0.05', '0.1'))} mcg/kg/min",
            f"milrinone 0.{rng.choice((125, 25, 375, 5))}",
            f"bicarb gtt {rng.choice((75, 100, 150))} ml/hr",
            f"ketamine {rng.choice(('0.1', '0.2', '0.5'))} mg/kg/hr",
            f"versed {rng.randint(1, 8)} mg/hr",
            f"cisatracurium {rng.choice(('1', '2', '3'))} mcg/kg/min")))

    def s_pressor(self):
        rng = self.rng
        self.lit(rng.choice((
            f"levo {rng.choice(('0.02', '0.04', '0.05', '0.08', '0.1', '0.15', '0.2'))} mcg/kg/min",
            f"levophed {rng.randint(2, 30)} mcg/min", f"vaso 0.0{rng.choice((3, 4))} units/min",
            f"neo {rng.randrange(20, 200, 10)} mcg/min", f"norepi {rng.randint(2, 25)}",
            f"epi {rng.choice(('0.02', '0.03', '0.05', '0.1'))} mcg/kg/min",
            f"levo {rng.randint(2, 20)} + vaso 0.04")))

    def s_sedative(self):
        rng = self.rng
        self.lit(rng.choice((
            f"prop {rng.randrange(10, 60, 5)} mcg/kg/min", f"propofol {rng.randrange(10, 60, 5)}",
            f"fent {rng.randrange(25, 250, 25)} mcg/hr",
            f"precedex {rng.choice(('0.2', '0.4', '0.7', '1.0', '1.2'))}",
            f"versed {rng.randint(1, 8)} mg/hr",
            f"ketamine {rng.choice(('0.1', '0.2', '0.5'))} mg/kg/hr",
            f"fent/prop {rng.randrange(25, 200, 25)}/{rng.randrange(10, 50, 5)}")))

    def s_drug(self):
        rng = self.rng
        self.lit(rng.choice((
            f"dilaudid {rng.choice(('0.2', '0.4', '0.5', '1'))} mg IV",
            f"morphine {rng.choice((1, 2, 4))} mg IV",
            f"zofran 4 mg IV", f"haldol {rng.choice(('1', '2', '2.5', '5'))} mg IV",
            f"seroquel {rng.choice((12.5, 25, 50))} mg per OGT",
            f"lasix {rng.choice((20, 40, 80))} IV",
            f"ativan {rng.choice(('0.5', '1', '2'))} mg IV", f"oxy {rng.choice((5, 10))} mg po",
            f"tylenol 650 mg {rng.choice(('po', 'per NGT', 'PR'))}",
            f"KCl {rng.choice((20, 40))} mEq IV",
            f"mag sulfate {rng.choice((1, 2, 4))} g IV", f"albuterol/ipratropium neb",
            f"vanc {rng.choice(('1', '1.25', '1.5'))} g IV", f"zosyn 4.5 g IV", f"cefepime 2 g IV",
            f"senna {rng.choice(('8.6', '17.2'))} mg", f"miralax 17 g", f"dulcolax supp",
            f"D50 {rng.choice(('12.5', '25'))} g", f"calcium gluconate 2 g IV",
            f"narcan 0.4 mg IV", f"phenobarb {rng.choice((65, 130))} mg IV")))

    def s_bolus(self):
        self.lit(self.rng.choice(("500 LR", "500cc LR", "1L LR", "250 ml albumin 5%",
                                  "500 ml NS", "1L NS", "25g albumin", "250cc 5% albumin")))

    # -- more clinical numbers and words (untagged) ----------------------------------------
    def s_rhythm(self):
        self.lit(self.rng.choice(("SR", "NSR", "ST", "SB", "AF", "afib", "AF RVR", "aflutter",
                                  "SR w/ 1st deg AVB", "paced", "V-paced", "A-paced", "SR w/ PACs",
                                  "sinus tach", "junctional")))

    def s_sbplim(self): self.lit(str(self.rng.choice((90, 90, 100, 85, 80))))
    def s_sbpn(self): self.lit(str(self.rng.randrange(160, 220, 10)))
    def s_hepgtt(self): self.lit(str(self.rng.randrange(800, 1900, 50)) + " units/hr")
    def s_ci(self): self.lit(f"{self.rng.randint(14, 38) / 10:.1f}")
    def s_svr(self): self.lit(str(self.rng.randrange(500, 1800, 10)))
    def s_spo2b(self): self.lit(str(self.rng.randint(94, 100)))
    def s_ipap(self): self.lit(str(self.rng.choice((10, 12, 14, 16, 18))))
    def s_epap(self): self.lit(str(self.rng.choice((5, 6, 8, 10))))
    def s_low(self): self.lit(str(self.rng.randint(70, 88)))
    def s_is(self): self.lit(str(self.rng.randrange(250, 2000, 250)))
    def s_tfrate(self): self.lit(str(self.rng.randrange(10, 70, 5)))
    def s_tfgoal(self): self.lit(str(self.rng.randrange(40, 85, 5)))
    def s_resid(self): self.lit(str(self.rng.choice((100, 150, 200, 250, 500))))
    def s_bg2(self): self.lit(str(self.rng.randrange(150, 320, 5)))
    def s_pct(self): self.lit(str(self.rng.choice((10, 25, 25, 50, 50, 75, 100))))
    def s_uo2(self): self.lit(str(self.rng.randrange(50, 250, 10)))
    def s_uf(self): self.lit(str(-self.rng.randrange(25, 250, 25)))
    def s_bun(self): self.lit(str(self.rng.randint(8, 140)))
    def s_cr(self): self.lit(f"{self.rng.randint(5, 89) / 10:.1f}")
    def s_liters(self): self.lit(f"{self.rng.randint(3, 90) / 10:.1f}")
    def s_stage(self): self.lit(self.rng.choice(("1", "2", "2", "3", "4")))
    def s_wbc2(self): self.lit(f"{self.rng.randint(150, 380) / 10:.1f}")
    def s_procal(self): self.lit(f"{self.rng.randint(1, 400) / 10:.1f}")
    def s_plt(self): self.lit(str(self.rng.randint(9, 460)))
    def s_inr(self): self.lit(f"{self.rng.randint(9, 48) / 10:.1f}")
    def s_units(self): self.lit(self.rng.choice(("1 unit", "1u", "2 units", "1 unit", "2u")))
    def s_wt(self): self.lit(f"{self.rng.randint(420, 1600) / 10:.1f}")
    def s_cm(self): self.lit(f"{self.rng.randint(2, 90) / 10:.1f}")
    def s_ft(self): self.lit(str(self.rng.randrange(10, 400, 10)))

    def s_cxr(self):
        self.lit(self.rng.choice(("improved R base", "worsening bilat infiltrates", "no ptx",
                                  "ETT 3 cm above carina", "stable", "RLL collapse",
                                  "small L effusion", "pulm edema", "lines in good position",
                                  "new LLL opacity")))

    def s_tf(self):
        self.lit(self.rng.choice(("Peptamen 1.5", "Jevity 1.2", "Vital AF", "Nepro", "Osmolite",
                                  "Glucerna", "Promote w/ fiber", "TwoCal", "Pivot")))

    def s_proc(self):
        self.lit(self.rng.choice(("EGD", "trach/PEG", "IR drain", "TEE", "bronch", "ERCP",
                                  "OR washout", "MRI brain", "cath", "CT A/P", "LP", "IVC filter",
                                  "bronch w/ BAL", "ex fix", "chest tube")))

    def s_dx(self): self.lit(self.patient.dx)

    def s_event(self):
        self.lit(self.rng.choice((
            "on floor next to bed", "w/ ETT in hand, self-extubated", "unresponsive to voice",
            "w/ SBP 70s, mottled", "in SVT 180s", "w/ sats 70s, cyanotic",
            "seizing, L gaze deviation",
            "pulling out NGT", "w/ large melena and SBP 80s", "attempting to climb OOB",
            "w/ new L sided weakness", "w/ brisk bleeding from R groin", "bradycardic to 30s",
            "w/ rigors, T 40.1", "w/ chest pain 8/10 and ST elevation on monitor")))

    def s_transport(self):
        self.lit(self.rng.choice(("ground ambulance", "fixed wing", "rotor", "helicopter",
                                  "ALS ambulance", "critical care transport", "ED stretcher",
                                  "bed from OR w/ anesthesia", "wheelchair w/ tele")))

    def s_airmed(self):
        self.phi(self.rng.choice(("Life Link III", "North Air Care", "Guardian Flight",
                                  "Classic Air Medical", "AirCare 2", "PHI Air Medical",
                                  "Sanford AirMed", "Eagle Air Med", "Lifeguard Air",
                                  "Intermountain Life Flight")), "ORGANIZATION")

    def s_osh_rn(self):
        p = person(self.rng)
        self.phi(p.first if self.rng.random() < 0.5 else p.full(), "DOCTOR")

    def s_osh_md(self):
        p = person(self.rng)
        self.lit("Dr. ")
        self.phi(p.last, "DOCTOR")

    def s_funeral(self):
        rng = self.rng
        self.phi(rng.choice(("{a}-{b} Funeral Home", "{a} Funeral Chapel", "{a} & Sons Mortuary",
                             "{a} Family Funeral Home")).format(
            a=person(rng).last, b=person(rng).last), "ORGANIZATION")

    def s_sit(self):
        self.fill(self.rng.choice((
            "SBP <{sbplim} x2, not responding to bolus.", "UO <20ml/hr x3h.", "new afib {hr}.",
            "pt agitated, pulling at lines, needs PRN.", "K {k}.", "T {temp}, rigors.",
            "increased O2 need, now {lpm}L NC, sats 88%.", "BG {bg}.", "Hgb {hgb} from {hgb}.",
            "chest pain 6/10, EKG done.", "pt wants to leave AMA.", "lactate up to {lac}.")))

    def s_assess(self):
        self.fill(self.rng.choice((
            "Pt appears uncomfortable, diaphoretic.", "Lungs crackles bilat, +2 edema.",
            "Pt alert, mentating, skin warm.", "Concerned for sepsis.",
            "I think pt is getting worse.",
            "Abd more distended than at start of shift.", "Pt confused, new from baseline.")))

    def s_skin_item(self):
        self.fill(self.rng.choice(("intact", "stage 2 sacrum", "bruising BUE", "DTI R heel",
                                   "healed scar abd", "skin tear L arm")))

    def s_plan_item(self):
        self.fill(self.rng.choice(("dc home {wd}", "PT/OT", "wean O2", "f/u echo", "cont diuresis",
                                   "SNF placement", "ambulate tid", "transfuse if Hgb <7")))

    def s_impella(self): self.lit(self.rng.choice(("CP", "CP", "5.5",
                                                   "2.5")) + " P" + str(self.rng.randint(2, 8)))

    def s_pip_pplat(self):
        pplat = self.rng.randint(16, 34)
        self.lit(str(pplat + self.rng.randint(3, 14)) + "/" + str(pplat))

    def s_etco2(self): self.lit(str(self.rng.randint(28, 58)))
