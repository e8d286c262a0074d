"""Style Y: clinical documents of a fifth origin, HELD OUT (no recipe trains on it).

Y is a blind check: written by another hand without reading any model's results, the
rule-based recognizers or the other styles' note texts, to measure how much PHI a tagger
and its recognizers miss on text unlike anything they were built from. Its documents come
from hospitals, dialysis units, rehabilitation services and home-care agencies of the US
Gulf South, Appalachia, the Plains, Hawaii and Alaska, and of the English-speaking
Caribbean (Jamaica, Trinidad and Tobago, Barbados). Note types (:mod:`deidkit.synth.
style_y_notes`): operative report, interdepartmental consult letter, inpatient sign-out
list (several patients per document), occupational-health injury assessment, social-work
psychosocial assessment, physiotherapy/rehab note, discharge medication instructions,
inter-facility transfer form, outpatient haemodialysis run record, home-care visit note.

Names: Afro-Caribbean, Indo-Caribbean, Cajun/Louisiana French, Hawaiian, Native American
and Vietnamese-American names listed here, plus Faker's Yoruba, Igbo, Vietnamese, Colombian
and Swahili locales; each patient's formats follow their region: US dates month first
(3/12/2091, 03-12-91, 12MAR2091, Mar 12, 2091), Caribbean dates day first (12/03/2091,
12th March 2091, 12-Mar-2091); phones 504.555.0134, 1-868-625-1234, (876) 926 1234;
Jamaican (JMAKN05), Barbadian (BB17004) and Trinidadian (500234) postcodes; parishes and
counties as STATE.

Annotation follows the i2b2 2014 guidelines: the patient, relatives, supervisors, other
patients on a sign-out list and any private person are PATIENT; every member of the care
staff (surgeons, nurses, CRNAs, therapists, social workers, dialysis technicians, case
managers, pharmacists) is DOCTOR, credentials and titles outside the tag; EHR logins
USERNAME. Labels stay outside ('Rm 412B': ROOM '412B'; 'OR 7', 'Chair 12', 'Bed 3': ROOM
the number). A named ward or unit ('Magnolia 4', 'Pelican Unit') is DEPARTMENT, generic
specialties ('Nephrology', 'PT', 'the ICU') are not tagged. Employers, insurers, pharmacies,
home-care and transport agencies, schools and churches-as-organisations are ORGANIZATION;
care facilities HOSPITAL; parks, falls, bayous, beaches LOCATION-OTHER. Occupations of the
patient or relatives PROFESSION ('retired' outside). Every date (also month and year, a
weekday, a holiday, a date without year) DATE, times of day outside; every age AGE
(durations and doses untagged). MRN/hospital/docket numbers MEDICALRECORD; account and
visit billing numbers ACCOUNT; insurer member and NHF card numbers HEALTHPLAN; SSN and
Jamaican TRN SSN; medical, nursing, DEA and driving licences LICENSE; plates, ambulance
units and company truck numbers VEHICLE; dialysis machine, pump, pacemaker and VAC serials
DEVICE; specimen and blood-unit numbers BIOID; claim, referral, order and prescription
numbers IDNUM.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.builder import Writer
from deidkit.synth.locales import postcode
from deidkit.synth.model import Person
from deidkit.synth.pools import ascii_fold, faker_for, unique
from deidkit.synth.surface import ascii_email, letters, ordinal, slug

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("operative_report", 11), ("consult_letter", 11), ("signout_list", 10),
    ("occupational_health", 10), ("social_work", 10), ("rehab_therapy", 10),
    ("discharge_instructions", 10), ("transfer_form", 10), ("dialysis_record", 9),
    ("home_care_visit", 9),
)

#: Faker locales of the names (weight); their Faker seeds are offset so that they never
#: coincide with another style's generators.
Y_NAME_LOCALES = (("yo_NG", 3), ("ig_NG", 3), ("vi_VN", 3), ("es_CO", 2), ("sw", 2))

CARIB_MALE = ("Delroy", "Kemar", "Tajay", "Oneil", "Fitzroy", "Everton", "Ainsley", "Garfield",
              "Orville", "Desmond", "Courtney", "Leon", "Rohan", "Kirk", "Damion", "Jermaine",
              "Omari", "Shamar", "Kadeem", "Romaine", "Lascelles", "Errol", "Neville")
CARIB_FEMALE = ("Shanice", "Yanique", "Nordia", "Claudette", "Paulette", "Icilda", "Hyacinth",
                "Sharlene", "Kerry-Ann", "Shauna", "Tameka", "Marcia", "Novelette", "Sophia",
                "Monique", "Alecia", "Tashana", "Jodian", "Simone", "Carlene", "Oneika")
CARIB_LAST = ("Rattray", "Gayle", "Blagrove", "Nembhard", "Wedderburn", "Haughton", "Mattis",
              "Brissett", "Facey", "Samuda", "Henriques", "Chin-Quee", "Lue", "Thwaites",
              "Ebanks", "McFarlane", "Grizzle", "Bogle", "Dacres", "Ffrench", "Walcott",
              "Greenidge", "Worrell", "Blenman", "Springer", "Yearwood", "Cumberbatch")
INDO_MALE = ("Ravindra", "Deonarine", "Kishore", "Sunil", "Vishnu", "Rajesh", "Anand",
             "Krishna", "Roopnarine", "Sookdeo", "Ramesh", "Shiva")
INDO_FEMALE = ("Savitri", "Indira", "Chandra", "Kamla", "Shalini", "Vidya", "Radica",
               "Parbatee", "Rookmin", "Asha", "Geeta", "Sharda")
INDO_LAST = ("Ramdass", "Persad", "Maharaj", "Ramkissoon", "Boodram", "Seepersad", "Ramlogan",
             "Jagessar", "Rampersad", "Beharry", "Mohammed", "Sookram", "Ramnath", "Singh",
             "Dookhan", "Bissessar", "Ragoonanan", "Lalla")
CAJUN_MALE = ("Beau", "Alcide", "Clovis", "Remy", "Ulysse", "Lucien", "Octave", "Aurelien",
              "Dudley", "Thibault", "Anatole", "Murphy")
CAJUN_FEMALE = ("Desiree", "Celestine", "Odile", "Noelie", "Evangeline", "Aimee", "Clothilde",
                "Mathilde", "Rosalie", "Eulalie", "Lorena", "Maribel")
CAJUN_LAST = ("Thibodeaux", "Boudreaux", "Broussard", "Guidry", "Hebert", "Fontenot",
              "Arceneaux", "Trahan", "Comeaux", "Melancon", "Babineaux", "Guillory", "Doucet",
              "Champagne", "Savoie", "Romero", "LeJeune", "Breaux", "Robichaux", "Theriot")
HAWAII_MALE = ("Keoni", "Kalani", "Makoa", "Kaimana", "Ikaika", "Kainoa", "Kekoa", "Koa")
HAWAII_FEMALE = ("Leilani", "Mahina", "Kaiulani", "Noelani", "Pualani", "Malia", "Iolana",
                 "Kalena")
HAWAII_LAST = ("Kealoha", "Kahale", "Akana", "Kamakana", "Kahananui", "Mahoe", "Keawe",
               "Kauhane", "Kapaona", "Nakoa", "Kaleikini", "Pa'ahana")
NATIVE_LAST = ("Sixkiller", "Hummingbird", "Harjo", "Chupco", "Bearpaw", "Yazzie", "Begay",
               "Tsinajinnie", "Nanouk", "Kaganak", "Onco", "Pewewardy")

#: Places: (region, city, state/parish abbreviation or name, full name, postcode shape).
Y_PLACES = (
    ("US", "Lafayette", "LA", "Louisiana", "705dd"), ("US", "Houma", "LA", "Louisiana", "703dd"),
    ("US", "Lake Charles", "LA", "Louisiana", "706dd"),
    ("US", "Thibodaux", "LA", "Louisiana", "703dd"),
    ("US", "Biloxi", "MS", "Mississippi", "395dd"),
    ("US", "Hattiesburg", "MS", "Mississippi", "394dd"),
    ("US", "Tupelo", "MS", "Mississippi", "388dd"), ("US", "Mobile", "AL", "Alabama", "366dd"),
    ("US", "Dothan", "AL", "Alabama", "363dd"), ("US", "Knoxville", "TN", "Tennessee", "379dd"),
    ("US", "Chattanooga", "TN", "Tennessee", "374dd"),
    ("US", "Paducah", "KY", "Kentucky", "420dd"), ("US", "Hazard", "KY", "Kentucky", "417dd"),
    ("US", "Jonesboro", "AR", "Arkansas", "724dd"), ("US", "Fort Smith", "AR", "Arkansas",
                                                      "729dd"),
    ("US", "Lawton", "OK", "Oklahoma", "735dd"), ("US", "Muskogee", "OK", "Oklahoma", "744dd"),
    ("US", "Beckley", "WV", "West Virginia", "258dd"),
    ("US", "Huntington", "WV", "West Virginia", "257dd"),
    ("US", "Beaumont", "TX", "Texas", "777dd"), ("US", "Hilo", "HI", "Hawaii", "967dd"),
    ("US", "Wailuku", "HI", "Hawaii", "967dd"), ("US", "Fairbanks", "AK", "Alaska", "997dd"),
    ("US", "Bethel", "AK", "Alaska", "995dd"),
    ("JM", "Mandeville", "Manchester", "Manchester", "JM@@@dd"),
    ("JM", "Spanish Town", "St. Catherine", "St. Catherine", "JM@@@dd"),
    ("JM", "Montego Bay", "St. James", "St. James", "JM@@@dd"),
    ("JM", "May Pen", "Clarendon", "Clarendon", "JM@@@dd"),
    ("JM", "Ocho Rios", "St. Ann", "St. Ann", "JM@@@dd"),
    ("JM", "Port Antonio", "Portland", "Portland", "JM@@@dd"),
    ("JM", "Savanna-la-Mar", "Westmoreland", "Westmoreland", "JM@@@dd"),
    ("TT", "Chaguanas", "Caroni", "Caroni", "5ddddd"),
    ("TT", "San Fernando", "Victoria", "Victoria", "6ddddd"),
    ("TT", "Arima", "St. George", "St. George", "3ddddd"),
    ("TT", "Scarborough", "Tobago", "Tobago", "9ddddd"),
    ("BB", "Speightstown", "St. Peter", "St. Peter", "BB2dddd"),
    ("BB", "Oistins", "Christ Church", "Christ Church", "BB1dddd"),
    ("BB", "Holetown", "St. James", "St. James", "BB2dddd"),
)
Y_COUNTRY = {"US": "USA", "JM": "Jamaica", "TT": "Trinidad and Tobago", "BB": "Barbados"}
Y_AREA = {"LA": ("337", "985", "504"), "MS": ("228", "601", "662"), "AL": ("251", "334"),
          "TN": ("865", "423"), "KY": ("270", "606"), "AR": ("870", "479"), "OK": ("580", "918"),
          "WV": ("304", "681"), "TX": ("409",), "HI": ("808",), "AK": ("907",),
          "JM": ("876", "658"), "TT": ("868",), "BB": ("246",)}
US_STREETS = ("Evangeline Thruway", "Pinhook Rd", "Johnston St", "Bayou Shadows Dr",
              "Old Spanish Trl", "Dauphin Island Pkwy", "Cumberland Ave", "Kamehameha Ave",
              "Chena Pump Rd", "Grand Caillou Rd", "Hwy 90 E", "Pass Rd", "Lakeshore Dr",
              "Magnolia Ln", "Cane Row Rd", "Coal Hollow Rd", "Kilauea Ave", "Airport Way",
              "Choctaw Ave", "Tallulah St", "Pecan Grove Ln", "County Rd 41", "Persimmon Ct",
              "Levee Rd", "Sugar Mill Dr", "Azalea Cir")
CARIB_STREETS = ("Old Hope Road", "Constant Spring Road", "Hagley Park Road", "Manchester Road",
                 "Coke Drive", "Southern Main Road", "Eastern Main Road", "Coffee Street",
                 "Pembroke Street", "Mandela Highway", "Caroni Savannah Road", "Ward Avenue",
                 "Gordon Town Road", "Mango Walk", "Bellevue Heights", "Bonnie View Road",
                 "Lady Young Road", "Mount Pleasant Drive", "Brighton Terrace",
                 "Coconut Grove Lane", "Fairview Gardens", "Cassia Park Road")
Y_COUNTRIES = ("Jamaica", "Trinidad and Tobago", "Barbados", "Guyana", "Haiti", "Honduras",
               "Vietnam", "Nigeria", "Cuba", "Grenada", "St. Lucia", "Belize", "Laos",
               "Marshall Islands", "Micronesia", "Samoa", "Tonga", "Venezuela", "Dominica",
               "El Salvador", "Kenya", "Bahamas", "Suriname", "Antigua")
Y_LANDMARKS = {"US": ("Bayou Teche", "Lake Pontchartrain", "the Natchez Trace",
                      "Gulf Islands National Seashore", "Cades Cove", "Red River Gorge",
                      "Waikiki Beach", "Hapuna Beach", "Denali", "Chena Hot Springs",
                      "Atchafalaya Basin", "Dauphin Island", "Mammoth Cave", "Lake Texoma"),
               "JM": ("Dunn's River Falls", "Hope Gardens", "the Blue Mountains",
                      "Hellshire Beach", "Rose Hall", "Emancipation Park", "Doctor's Cave Beach"),
               "TT": ("Maracas Bay", "Pitch Lake", "the Queen's Park Savannah",
                      "Caroni Swamp", "Pigeon Point"),
               "BB": ("Bathsheba", "Harrison's Cave", "Carlisle Bay", "Accra Beach")}
Y_JOBS = ("shrimp boat deckhand", "offshore roustabout", "crawfish farmer", "coal miner",
          "poultry plant line worker", "nail technician", "school bus driver",
          "hotel housekeeper", "bauxite plant operator", "higgler", "route taxi operator",
          "banana farmer", "cane cutter", "pipefitter", "pastry chef", "customs broker",
          "crane operator", "tugboat captain", "casino dealer", "lineman", "dispatcher",
          "loan officer", "sous chef", "rice farmer", "oyster shucker", "bus conductor",
          "seamstress", "schoolteacher", "deputy sheriff", "corrections officer",
          "hospice chaplain", "tour guide", "fish vendor", "auto body technician",
          "call centre agent", "court reporter", "ranch hand", "logger", "dental hygienist",
          "commercial fisherman", "refinery operator", "machinist", "HVAC technician")
Y_EMPLOYERS = {"US": ("Gulf Coast Shipbuilding", "Bayou State Seafood", "Delta Poultry Processing",
                      "Cumberland Coal Co.", "Ozark Timber & Lumber", "Tri-Parish Trucking",
                      "Acadiana Sugar Cooperative", "Magnolia Gaming Corp", "Kenai Fisheries",
                      "Pelican Marine Services", "Walmart", "Dollar General",
                      "Hilo Macadamia Growers", "Red River Refining"),
               "JM": ("Blue Mountain Coffee Estates", "Caribbean Cement Company",
                      "Jamaica Public Service", "Windalco", "Sandy Bay Resort",
                      "Island Grill", "Half Way Tree Transport Centre"),
               "TT": ("Point Lisas Steel", "Caroni Rice Mills", "TSTT", "Massy Stores",
                      "Atlantic LNG"),
               "BB": ("Banks Brewery", "Sandy Lane Hotel", "Barbados Port Inc.",
                      "Goddard Catering")}
Y_INSURERS = {"US": ("Louisiana Medicaid", "Humana Gold Plus", "BlueCross BlueShield of Tennessee",
                     "TennCare", "SoonerCare", "Peoples Health", "Magnolia Health Plan",
                     "HMSA", "Anthem Kentucky", "UnitedHealthcare Community Plan",
                     "Alabama Medicaid Agency"),
              "JM": ("NHF", "Sagicor Life Jamaica", "Guardian Life", "JADEP", "Canopy Insurance"),
              "TT": ("Sagicor Trinidad", "Guardian Life of the Caribbean", "Maritime Life"),
              "BB": ("Sagicor Barbados", "CGI Health", "Massy United Insurance")}
Y_PHARMACIES = {"US": ("Fontenot Family Pharmacy", "Boudreaux Drugs", "Winn-Dixie Pharmacy",
                       "Kroger Pharmacy", "Walgreens", "CVS", "Bayou Discount Drugs",
                       "Longs Drugs", "Carr's Pharmacy"),
                "JM": ("Super Plus Pharmacy", "Fontana Pharmacy", "Andrews Drugs",
                       "Monarch Pharmacy"),
                "TT": ("SuperPharm", "Medi-Quick Pharmacy", "Chaguanas Drugs"),
                "BB": ("Knights Pharmacy", "Collins Pharmacy")}
Y_AGENCIES = {"US": ("Acadiana Home Health", "Bayou Home Care Services", "Meals on Wheels",
                     "Council on Aging", "Salvation Army", "Catholic Charities", "Amedisys",
                     "Mountain Comprehensive Care", "Kokua Services", "Ka Lima O Maui",
                     "Tanana Chiefs Conference", "Gulf Coast Hospice"),
              "JM": ("Food For The Poor", "Jamaica Council for Persons with Disabilities",
                     "Lifeline Caregivers Ltd", "Golden Age Home Support",
                     "Missionaries of the Poor"),
              "TT": ("St. Vincent de Paul Society", "Couva Home Care Services", "TTARP",
                     "Caribbean Caregivers Network"),
              "BB": ("Barbados Red Cross", "Island Care Nursing Services", "Geriatric Home Help")}
Y_SCHOOLS = ("Calcasieu Technical College", "Hazard Community College", "Campion College",
             "University of the West Indies", "Holy Trinity High School",
             "Mobile Bay Middle School", "Hilo High School", "Presentation College",
             "Harrison College", "Northshore Charter School")
Y_AMBULANCE = ("Acadian Ambulance", "Gulf Med EMS", "Lifeline Ambulance Services",
               "Ambulance Medical Services Ltd", "Bluegrass Air Care", "Island Air Ambulance",
               "Guardian Flight")
UNIT_WORDS = ("Magnolia", "Cypress", "Pelican", "Palmetto", "Cumberland", "Hibiscus",
              "Poinciana", "Lignum Vitae", "Blue Mahoe", "Frangipani", "Kukui", "Plumeria",
              "Bluebonnet", "Dogwood", "Laurel", "Tamarind")
SITE_PATTERNS = {
    "US": ("{city} Parish Medical Center", "Our Lady of the {word} Regional",
           "{last} Infirmary", "{word} Valley Regional Hospital", "{city} Baptist Hospital",
           "{last} Rehabilitation Institute", "{word} Kidney Care {city}",
           "{last}-{last2} Health System", "Queen {word} Medical Center"),
    "JM": ("{city} Regional Hospital", "{last} Medical Centre", "{word} Dialysis Centre",
           "University Hospital of {city}", "{last} Memorial Nursing Home"),
    "TT": ("{city} General Hospital", "{last} Medical Associates", "{word} Health Facility",
           "Eric {last} Teaching Hospital"),
    "BB": ("Queen {word} Hospital", "{city} Polyclinic", "{last} Renal Clinic"),
}
DOMAINS = {"US": ".org", "JM": ".com.jm", "TT": ".co.tt", "BB": ".bb"}
ROLES = ("surgeon", "hospitalist", "hospitalist", "resident", "resident", "nurse", "nurse",
         "nurse", "anesthesia", "therapist", "social worker", "dialysis", "case manager",
         "pharmacist", "nephrologist", "occ med", "home nurse")
CREDENTIALS = {"surgeon": (", MD, FACS", " MD", ", MBBS, FRCS", ", DO"),
               "hospitalist": (", MD", " MD", ", DO", ", MBBS, DM"),
               "resident": (", MD (PGY-2)", " (PGY-3)", ", MD", " - intern"),
               "nurse": (" RN", ", RN, BSN", " LPN", ", RN"),
               "anesthesia": (", CRNA", " MD", ", CRNA"),
               "therapist": (", PT, DPT", " PTA", ", OTR/L", " PT"),
               "social worker": (", LCSW", " MSW", ", LMSW"),
               "dialysis": (" CCHT", ", RN, CNN", " PCT"),
               "case manager": (", RN, CCM", " RN CM", ""),
               "pharmacist": (", PharmD", " RPh", ""),
               "nephrologist": (", MD", " MD, FASN", ", MBBS, DM"),
               "occ med": (", MD, MPH", " DO", ", NP-C"),
               "home nurse": (" RN", ", RN", " LPN")}
RELATIONS = ("wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew",
             "granddaughter", "grandson", "partner", "common-law wife", "mother", "father",
             "cousin", "neighbor", "godmother", "church sister")
FEMALE_RELS = ("wife", "daughter", "sister", "niece", "granddaughter", "common-law wife",
               "mother", "godmother", "church sister")
MALE_RELS = ("husband", "son", "brother", "nephew", "grandson", "father")


@dataclass(frozen=True)
class StaffY(Person):
    role: str = "nurse"
    credential: str = ""
    username: str = ""
    email: str = ""
    license: str = ""
    site: int = 0


@dataclass(frozen=True)
class SiteY:
    name: str
    region: str
    place: tuple
    street: str
    zip: str
    phone: tuple[str, str, str]
    fax: tuple[str, str, str]
    domain: str


@dataclass(frozen=True)
class PoolsY:
    male: tuple[str, ...]
    female: tuple[str, ...]
    last: tuple[str, ...]
    companies: tuple[str, ...]


@dataclass
class PatientY:
    number: int
    person: Person
    region: str
    place: tuple
    dob: dt.date
    street: str
    zip: str
    home: tuple[str, str, str]
    cell: tuple[str, str, str]
    email: str
    username: str
    mrn: str
    account: str
    plan_id: str
    insurer: str
    ssn: str
    dl: str
    plate: str
    device: str
    job: str
    employer: str
    origin: str
    site: int
    kin: tuple
    visits: list = field(default_factory=list)


@dataclass
class VisitY:
    number: int
    note_type: str
    start: dt.date


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


@lru_cache(maxsize=8)
def build_pools(seed: int) -> PoolsY:
    rng = random.Random(f"deidkit-synth/{seed}/Y/pools")
    male = list(CARIB_MALE + INDO_MALE + CAJUN_MALE + HAWAII_MALE)
    female = list(CARIB_FEMALE + INDO_FEMALE + CAJUN_FEMALE + HAWAII_FEMALE)
    last = list(CARIB_LAST + INDO_LAST + CAJUN_LAST + HAWAII_LAST + NATIVE_LAST)
    companies = []
    for i, (locale, weight) in enumerate(Y_NAME_LOCALES):
        fake = faker_for(locale, seed * 8111 + 700 + i)
        for _ in range(weight * 5):
            male.append(fake.first_name_male())
            female.append(fake.first_name_female())
        for _ in range(weight * 8):
            last.append(fake.last_name())
        for _ in range(2):
            companies.append(fake.company())
    fold = (lambda v: v if rng.random() < 0.15 else ascii_fold(v))
    return PoolsY(male=unique(fold(v) for v in male), female=unique(fold(v) for v in female),
                  last=unique(fold(v) for v in last), companies=unique(fold(v) for v in companies))


def person(rng: random.Random, pools: PoolsY, sex: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    first = rng.choice(pools.male if sex == "M" else pools.female)
    middle = rng.choice("ABCDEGJKLMNRST") if rng.random() < 0.25 else ""
    return Person(first, middle, rng.choice(pools.last), sex)


def phone(rng: random.Random, state: str, region: str) -> tuple[str, str, str]:
    area = rng.choice(Y_AREA.get(state if region == "US" else region, ("876",)))
    return area, str(rng.randint(200, 989)), digits(rng, 4)


def street(rng: random.Random, region: str) -> str:
    if region == "US":
        name = rng.choice(US_STREETS)
        if rng.random() < 0.15:
            return f"{rng.randint(100, 9999)} {name}, Lot {rng.randint(1, 80)}"
        return f"{rng.randint(100, 29999)} {name}"
    name = rng.choice(CARIB_STREETS)
    r = rng.random()
    if r < 0.25:
        return f"Lot {rng.randint(1, 400)} {name}"
    if r < 0.35:
        return f"Apt {rng.randint(1, 30)}, {rng.randint(1, 99)} {name}"
    return f"{rng.randint(1, 199)} {name}"


def username(rng: random.Random, p: Person) -> str:
    f, last = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
    return rng.choice((f"{f[:1]}{last[:8]}", f"{f[:1]}{last[:6]}{rng.randint(1, 99)}",
                       f"{last[:5]}.{f[:1]}", f"{f}{last[:1]}{rng.randint(1, 9)}",
                       f"Y{digits(rng, 6)}", f"{f[:2]}{last[:4]}".upper()))


def zipcode(rng: random.Random, place) -> str:
    return postcode(rng, place[4])


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = build_pools(seed)
    rng = random.Random(f"deidkit-synth/{seed}/Y/world")
    sites = []
    for k in range(36):
        region = ("US", "US", "JM", "US", "TT", "US", "BB", "JM", "US")[k % 9]
        place = rng.choice([p for p in Y_PLACES if p[0] == region])
        pattern = rng.choice(SITE_PATTERNS[region])
        name = pattern.format(city=place[1], word=rng.choice(UNIT_WORDS),
                              last=rng.choice(pools.last).split()[-1],
                              last2=rng.choice(pools.last).split()[-1])
        sites.append(SiteY(name, region, place, street(rng, region), zipcode(rng, place),
                           phone(rng, place[2], region), phone(rng, place[2], region),
                           slug(name)[:14] + DOMAINS[region]))
    staff = []
    for _ in range(320):
        p = person(rng, pools)
        role = rng.choice(ROLES)
        site = rng.randrange(len(sites))
        lic = rng.choice((f"MD.{digits(rng, 6)}", f"{letters(rng, 2)}{digits(rng, 7)}",
                          f"RN{digits(rng, 6)}", f"{digits(rng, 5)}-{letters(rng, 1)}"))
        staff.append(StaffY(p.first, p.middle, p.last, p.sex, role=role,
                            credential=rng.choice(CREDENTIALS[role]),
                            username=username(rng, p),
                            email=f"{ascii_email(p.first)[:1]}{ascii_email(p.last)}@"
                                  f"{sites[site].domain}",
                            license=lic, site=site))
    units = tuple(f"{w} {rng.randint(2, 9)}" for w in UNIT_WORDS[:8]) + tuple(
        f"{w} Unit" for w in UNIT_WORDS[8:]) + tuple(
        f"{rng.randint(2, 8)} {rng.choice(('Tower', 'North', 'South', 'Annex'))}"
        for _ in range(5)) + ("Ward 5B", "Female Medical Ward", "Nightingale Ward",
                               "Pelican Step-Down", "Bayside Pavilion")
    return pools, tuple(sites), tuple(staff), units


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/Y/plan/{number}")
    return rng.choice((1, 1, 2, 2, 3, 4))


def build_patient(seed: int, number: int) -> PatientY:
    pools, sites, _, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/Y/patient/{number}")
    site = rng.randrange(len(sites))
    region = sites[site].region
    place = rng.choice([x for x in Y_PLACES if x[0] == region])
    p = person(rng, pools)
    first = dt.date(rng.randint(2061, 2128), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first - dt.timedelta(days=rng.randint(18, 95) * 365 + rng.randint(0, 364))
    rel = rng.choice(RELATIONS)
    kin = person(rng, pools, sex="F" if rel in FEMALE_RELS else "M" if rel in MALE_RELS else None)
    user = username(rng, p)
    email = rng.choice((f"{ascii_email(p.first)}.{ascii_email(p.last)}",
                        f"{ascii_email(p.first)[:1]}{ascii_email(p.last)}{rng.randint(1, 99)}",
                        user.lower())) + "@" + rng.choice(
        ("gmail.com", "yahoo.com", "icloud.com", "hotmail.com") + (
            ("cox.net", "bellsouth.net") if region == "US" else ("flowja.com", "tstt.net.tt")))
    if region == "US":
        mrn = rng.choice((digits(rng, 8), f"{digits(rng, 4)}-{digits(rng, 3)}",
                          f"E{digits(rng, 7)}"))
        ssn = f"{rng.randint(100, 665)}-{digits(rng, 2)}-{digits(rng, 4)}"
        plan = rng.choice((f"{letters(rng, 3)}{digits(rng, 9)}", digits(rng, 13),
                           f"H{digits(rng, 8)}-{digits(rng, 2)}"))
        dl = rng.choice((digits(rng, 9), f"{letters(rng, 1)}{digits(rng, 8)}"))
        plate = rng.choice((f"{digits(rng, 3)} {letters(rng, 3)}",
                            f"{letters(rng, 3)}-{digits(rng, 4)}",
                            f"{digits(rng, 1)}{letters(rng, 2)}{digits(rng, 4)}"))
    else:
        mrn = rng.choice((f"{digits(rng, 6)}/{rng.randint(10, 99)}",
                          f"{letters(rng, 3)}-{digits(rng, 2)}-{digits(rng, 4)}", digits(rng, 7)))
        ssn = f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"   # TRN / national ID
        plan = rng.choice((digits(rng, 8), f"SG{digits(rng, 7)}",
                           f"{digits(rng, 4)} {digits(rng, 4)}"))
        dl = f"{digits(rng, 9)}" if region == "JM" else f"{letters(rng, 1)}{digits(rng, 6)}"
        plate = rng.choice((f"{digits(rng, 4)} {letters(rng, 2)}",
                            f"P{letters(rng, 2)} {digits(rng, 4)}",
                            f"{letters(rng, 1)}{digits(rng, 4)}"))
    patient = PatientY(
        number=number, person=p, region=region, place=place, dob=dob, street=street(rng, region),
        zip=zipcode(rng, place), home=phone(rng, place[2], region),
        cell=phone(rng, place[2], region), email=email, username=user, mrn=mrn,
        account=rng.choice((digits(rng, 10), f"V{digits(rng, 9)}",
                            f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 2)}")),
        plan_id=plan, insurer=rng.choice(Y_INSURERS[region]), ssn=ssn, dl=dl, plate=plate,
        device=rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}{letters(rng, 1)}",
                           digits(rng, 8), f"{digits(rng, 2)}{letters(rng, 2)}{digits(rng, 5)}")),
        job=rng.choice(Y_JOBS), employer=rng.choice(Y_EMPLOYERS[region] + pools.companies[:4]),
        origin=rng.choice(Y_COUNTRIES), site=site,
        kin=(rel, kin, phone(rng, place[2], region), rng.choice(Y_JOBS),
             rng.randint(16, 90)))
    day = first
    kinds, weights = zip(*NOTE_TYPES)
    for v in range(1, visit_count(seed, number) + 1):
        patient.visits.append(VisitY(v, rng.choices(kinds, weights)[0], day))
        day += dt.timedelta(days=rng.randint(1, 180))
    return patient


MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH = ("January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
HOLIDAYS = {"US": ("Thanksgiving", "Mardi Gras", "Christmas", "Labor Day", "the Fourth of July",
                   "Easter", "Memorial Day"),
            "JM": ("Emancipation Day", "Boxing Day", "Christmas", "Easter Monday"),
            "TT": ("Carnival Monday", "Divali", "Eid", "Christmas"),
            "BB": ("Crop Over", "Kadooment Day", "Christmas")}
US_NUM = ("mdY", "mdY0", "mdy_dash", "MonDY", "DMONY", "mdy_dot")
CARIB_NUM = ("dmY", "dthMonthY", "dMonY_dash", "dmy_dot", "dMonthY")


def fmt_date(d: dt.date, style: str) -> str:
    y2 = f"{d.year % 100:02d}"
    return {
        "mdY": f"{d.month}/{d.day}/{d.year}", "mdY0": f"{d.month:02d}/{d.day:02d}/{d.year}",
        "mdy_dash": f"{d.month:02d}-{d.day:02d}-{y2}",
        "MonDY": f"{MON[d.month - 1]} {d.day}, {d.year}",
        "DMONY": f"{d.day:02d}{MON[d.month - 1].upper()}{d.year}",
        "mdy_dot": f"{d.month}.{d.day}.{y2}",
        "md": f"{d.month}/{d.day}", "dmY": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dthMonthY": f"{ordinal(d.day)} {MONTH[d.month - 1]} {d.year}",
        "dMonY_dash": f"{d.day:02d}-{MON[d.month - 1]}-{d.year}",
        "dmy_dot": f"{d.day:02d}.{d.month:02d}.{y2}",
        "dMonthY": f"{d.day} {MONTH[d.month - 1]} {d.year}",
        "dm": f"{d.day}/{d.month}", "MonthD": f"{MONTH[d.month - 1]} {d.day}",
        "DMonth": f"{d.day} {MONTH[d.month - 1]}", "ord": ordinal(d.day),
        "MonthY": f"{MONTH[d.month - 1]} {d.year}", "Y": str(d.year),
        "weekday": WEEKDAY[d.weekday()],
        "MonY": f"{MON[d.month - 1]}-{y2}",
    }[style]


def format_phone(number: tuple[str, str, str], rng: random.Random, region: str) -> str:
    a, b, c = number
    if region == "US":
        return rng.choice((f"{a}.{b}.{c}", f"{a}-{b}-{c}", f"1-{a}-{b}-{c}", f"{a}/{b}-{c}",
                           f"({a}){b}-{c}"))
    return rng.choice((f"{a}-{b}-{c}", f"({a}) {b} {c}", f"1 ({a}) {b}-{c}", f"+1 {a} {b} {c}",
                       f"{a}.{b}.{c}", f"{b}-{c}"))


# -- non-PHI look-alikes --------------------------------------------------------------------
DRUGS = ("metoprolol tartrate 25 mg PO BID", "apixaban (Eliquis) 5 mg PO BID",
         "furosemide (Lasix) 40 mg PO daily", "insulin glargine 18 units SC qHS",
         "amlodipine 10 mg PO daily", "sevelamer 800 mg PO TID with meals",
         "oxycodone 5 mg PO q4h PRN pain", "acetaminophen 650 mg PO q6h PRN",
         "cefazolin 2 g IV q8h x 24 hrs", "enoxaparin 40 mg SC daily",
         "calcitriol 0.25 mcg PO daily", "gabapentin 300 mg PO TID", "carvedilol 12.5 mg BID",
         "lisinopril 20 mg PO daily", "Sinemet 25/100 one tab TID", "warfarin (Coumadin) 5 mg",
         "epoetin alfa 10,000 units IV with HD", "ondansetron 4 mg IV q8h PRN nausea",
         "pantoprazole 40 mg daily", "atorvastatin 40 mg qHS", "tramadol 50 mg q6h PRN",
         "docusate 100 mg BID", "prednisone 10 mg daily x 5 days", "Keppra 500 mg BID")
ICD = ("N18.6", "E11.65", "I50.32", "M54.50", "S72.001A", "S83.241A", "K80.20", "I10",
       "Z99.2", "L89.153", "J44.1", "G20", "F32.A", "Z74.09", "T81.4XXA", "R26.81")
CPT = ("27447", "44970", "47562", "90935", "97110", "97116", "99223", "36821", "27130",
       "49505", "97161", "G0151")
#: Eponymous conditions (capitalised, never PHI).
EPONYMS = ("Parkinson disease", "Hodgkin lymphoma (in remission)", "Graves disease",
           "Crohn's disease", "Bell's palsy", "Charcot foot", "Cushing syndrome",
           "Addison disease", "Hashimoto thyroiditis", "Barrett esophagus",
           "Raynaud phenomenon", "Paget disease of bone", "Alzheimer dementia",
           "Guillain-Barre syndrome", "Meniere disease", "Sjogren syndrome")


SIGNS = ("negative Homan's sign", "Babinski downgoing bilaterally", "Romberg negative",
         "Lachman negative", "positive Phalen and Tinel", "Murphy sign negative",
         "Kernig and Brudzinski negative", "no Kussmaul breathing", "Glasgow Coma Scale 15",
         "McMurray negative", "Trendelenburg gait", "Finkelstein positive on the right")


def time_of_day(rng: random.Random) -> str:
    h, m = rng.randint(0, 23), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50, 55))
    return rng.choice((f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}",
                       f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}"))


def vitals(rng: random.Random) -> str:
    return rng.choice((
        f"BP {rng.randint(96, 182)}/{rng.randint(52, 104)}, HR {rng.randint(54, 118)}, "
        f"RR {rng.randint(12, 26)}, T {rng.randint(361, 389) / 10} C, "
        f"SpO2 {rng.randint(89, 100)}% RA",
        f"T {rng.randint(968, 1018) / 10}F  P {rng.randint(58, 112)}  R {rng.randint(14, 24)}  "
        f"BP {rng.randint(100, 170)}/{rng.randint(58, 96)}  O2 sat {rng.randint(90, 99)}% on "
        f"{rng.randint(1, 4)} L NC",
        f"VS: {rng.randint(104, 160)}/{rng.randint(60, 92)} - {rng.randint(60, 100)} - "
        f"{rng.randint(14, 20)} - {rng.randint(97, 100)}.{rng.randint(0, 9)} - "
        f"{rng.randint(93, 100)}%"))


def labs(rng: random.Random) -> str:
    return rng.choice((
        f"Na {rng.randint(128, 146)}, K {rng.randint(31, 62) / 10}, Cr {rng.randint(7, 98) / 10}, "
        f"BUN {rng.randint(9, 88)}, Hgb {rng.randint(71, 149) / 10}, "
        f"WBC {rng.randint(38, 182) / 10}",
        f"INR {rng.randint(9, 34) / 10}; plt {rng.randint(88, 410)}K; "
        f"lactate {rng.randint(8, 41) / 10}",
        f"A1c {rng.randint(55, 121) / 10}%, albumin {rng.randint(24, 44) / 10} g/dL, "
        f"phos {rng.randint(29, 79) / 10}, PTH {rng.randint(120, 980)}"))


# -- the writer -----------------------------------------------------------------------------
class YNote(Writer):
    """A style-Y document about one visit; ``s_*`` methods are its template slots."""

    def __init__(self, seed: int, patient: PatientY, visit: VisitY, rng: random.Random):
        super().__init__(rng)
        self.pools, self.sites, staff, self.units = build_world(seed)
        self.patient, self.visit = patient, visit
        self.site = self.sites[patient.site]
        local = [c for c in staff if c.site == patient.site]
        self.by_role = {r: [c for c in local if c.role == r] or [c for c in staff if c.role == r]
                        for r in dict.fromkeys(c.role for c in staff)}
        self.cast = {}
        others = [s for s in self.sites if s.region == self.site.region and s != self.site]
        self.other_site = rng.choice(others or list(self.sites))
        self.region = patient.region
        self.us = self.region == "US"
        self.num_style = rng.choice(US_NUM if self.us else CARIB_NUM)
        self.unit_name = rng.choice(self.units)
        p = patient.person
        self.he, self.his = ("he", "his") if p.sex == "M" else ("she", "her")
        d = visit.start
        self.age = d.year - patient.dob.year - ((d.month, d.day) < (patient.dob.month,
                                                                   patient.dob.day))

    def staff(self, role: str, key: str | None = None) -> StaffY:
        key = key or role
        if key not in self.cast:
            self.cast[key] = self.rng.choice(self.by_role[role])
        return self.cast[key]

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        if style is None:
            style = self.num_style if self.rng.random() < 0.75 else self.rng.choice(
                US_NUM if self.us else CARIB_NUM)
        self.phi(fmt_date(d, style), "DATE")

    def s_date(self): self.date(self.visit.start)

    def s_date_t(self):
        self.date(self.visit.start)
        self.lit(self.rng.choice((" ", " @ ", " at ", "  ")) + time_of_day(self.rng))

    def s_dob(self): self.date(self.patient.dob, self.rng.choice(
        (self.num_style, "mdY0" if self.us else "dmY")))
    def s_short(self): self.date(self.visit.start, "md" if self.us else "dm")

    def s_later(self):
        d = self.visit.start + dt.timedelta(days=self.rng.randint(3, 60))
        self.date(d, self.rng.choice((None, "MonthD" if self.us else "DMonth", "weekday",
                                      "md" if self.us else "dm")))

    def s_earlier(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(30, 5000))
        self.date(d, self.rng.choice(("MonthY", "Y", "MonY", None)))

    def s_recent(self):
        self.date(self.visit.start - dt.timedelta(days=self.rng.randint(1, 14)))

    def s_yesterday(self):
        d = self.visit.start - dt.timedelta(days=1)
        self.date(d, self.rng.choice(("weekday", None, "MonthD" if self.us else "DMonth")))

    def s_ord(self):
        d = self.visit.start - dt.timedelta(days=self.rng.randint(2, 20))
        self.lit("the ")
        self.date(d, "ord")

    def s_holiday(self): self.phi(self.rng.choice(HOLIDAYS[self.region]).removeprefix("the "),
                                  "DATE")
    def s_year(self): self.date(self.visit.start - dt.timedelta(days=self.rng.randint(400, 9000)),
                                "Y")

    # -- ages -------------------------------------------------------------------------------
    def s_age(self):
        rng, sex = self.rng, self.patient.person.sex
        before, after = rng.choice((("", " y.o."), ("", "-year-old"), ("", " yr old"),
                                    ("aged ", ""), ("", " yo"), ("", f" {sex}"),
                                    ("", "-yo"), ("age ", ""), ("", " years old")))
        self.lit(before)
        self.phi(str(self.age), "AGE")
        self.lit(after)

    def s_age_n(self): self.phi(str(self.age), "AGE")

    def s_age_adj(self):   # after "a": "a 67-year-old", "a 67 y/o", "a 67yo"
        self.phi(str(self.age), "AGE")
        self.lit(self.rng.choice(("-year-old", " y/o", "yo", " year old", "-yr-old", " yo")))

    def s_man(self):
        self.lit(self.rng.choice(("gentleman", "man")) if self.he == "he" else
                 self.rng.choice(("lady", "woman")))
    def s_kin_age(self): self.phi(str(self.patient.kin[4]), "AGE")

    # -- people -----------------------------------------------------------------------------
    def s_pt(self):
        p, rng = self.patient.person, self.rng
        self.phi(rng.choice((f"{p.last.upper()}, {p.first.upper()}", f"{p.last}, {p.first}",
                             f"{p.first} {p.last}",
                             f"{p.first} {p.middle + '. ' if p.middle else ''}"
                             f"{p.last}", f"{p.last}, {p.first} {p.middle}".strip(),
                             f"{p.first.upper()} {p.last.upper()}")), "PATIENT")

    def s_pt_full(self):
        p = self.patient.person
        self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_pt_formal(self):
        p = self.patient.person
        self.lit("Mr. " if p.sex == "M" else self.rng.choice(("Mrs. ", "Ms. ", "Miss ")))
        self.phi(p.last, "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")

    def s_kin(self):
        kin = self.patient.kin[1]
        self.phi(self.rng.choice((kin.first, f"{kin.first} {kin.last}")), "PATIENT")

    def s_kin_full(self):
        kin = self.patient.kin[1]
        self.phi(f"{kin.first} {kin.last}", "PATIENT")

    def s_other(self):   # a private person: neighbour, supervisor, witness
        p = person(self.rng, self.pools)
        self.phi(self.rng.choice((f"{p.first} {p.last}", p.first, f"{p.first[0]}. {p.last}")),
                 "PATIENT")

    def s_rel(self): self.lit(self.patient.kin[0])
    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_him(self): self.lit('him' if self.he == 'he' else 'her')
    def s_His(self): self.lit(self.his.capitalize())
    def s_sex(self): self.lit(self.patient.person.sex)

    def provider(self, c: StaffY, form: str | None = None, credential: bool = True) -> None:
        rng = self.rng
        form = form or rng.choice(("dr_last", "full", "full", "initial", "caps", "first"))
        doctor = c.role in ("surgeon", "hospitalist", "resident", "nephrologist") or (
            c.role in ("anesthesia", "occ med") and "MD" in c.credential)
        if form == "first" and c.role not in ("nurse", "therapist", "dialysis", "home nurse",
                                              "case manager", "social worker"):
            form = "full"
        if form == "dr_last":
            self.lit(rng.choice(("Dr. ", "Dr ", "DR. ")) if doctor else "")
            self.phi(c.last, "DOCTOR")
            return
        if form == "first":
            self.phi(c.first, "DOCTOR")
            return
        self.phi({"full": f"{c.first} {c.last}", "initial": f"{c.first[0]}. {c.last}",
                  "caps": f"{c.last.upper()}, {c.first.upper()}"}[form], "DOCTOR")
        if credential and c.credential:
            self.lit(c.credential)

    def s_md(self): self.provider(self.staff("hospitalist"))
    def s_md_full(self): self.provider(self.staff("hospitalist"), "full")
    def s_surgeon(self): self.provider(self.staff("surgeon"))
    def s_surgeon_full(self): self.provider(self.staff("surgeon"), "full")
    def s_resident(self): self.provider(self.staff("resident"))
    def s_anes(self): self.provider(self.staff("anesthesia"))
    def s_rn(self): self.provider(self.staff("nurse"))
    def s_rn2(self): self.provider(self.staff("nurse", "rn2"))
    def s_ther(self): self.provider(self.staff("therapist"))
    def s_sw(self): self.provider(self.staff("social worker"))
    def s_tech(self): self.provider(self.staff("dialysis"))
    def s_cm(self): self.provider(self.staff("case manager"))
    def s_pharm(self): self.provider(self.staff("pharmacist"))
    def s_neph(self): self.provider(self.staff("nephrologist"))
    def s_occmd(self): self.provider(self.staff("occ med"))
    def s_home_rn(self): self.provider(self.staff("home nurse"))
    def s_pcp(self): self.provider(self.staff("hospitalist", "pcp"), "dr_last")

    def s_md_user(self): self.phi(self.staff("hospitalist").username, "USERNAME")
    def s_rn_user(self): self.phi(self.staff("nurse").username, "USERNAME")
    def s_ther_user(self): self.phi(self.staff("therapist").username, "USERNAME")
    def s_md_email(self): self.phi(self.staff("hospitalist").email, "EMAIL")
    def s_sw_email(self): self.phi(self.staff("social worker").email, "EMAIL")
    def s_md_lic(self): self.phi(self.staff("hospitalist").license, "LICENSE")
    def s_surgeon_lic(self): self.phi(self.staff("surgeon").license, "LICENSE")

    def s_dea(self):
        self.phi(letters(self.rng, 2) + digits(self.rng, 7), "LICENSE")

    # -- places -----------------------------------------------------------------------------
    def s_site(self): self.phi(self.site.name, "HOSPITAL")
    def s_other_site(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_unit(self): self.phi(self.unit_name, "DEPARTMENT")
    def s_any_unit(self): self.phi(self.rng.choice(self.units), "DEPARTMENT")

    def s_room(self):
        rng = self.rng
        label, value = rng.choice((
            ("Rm ", f"{rng.randint(2, 9)}{rng.randint(10, 40)}{rng.choice(('', 'A', 'B'))}"),
            ("Room ", str(rng.randint(100, 899))),
            ("rm ", f"{rng.randint(2, 8)}-{rng.randint(1, 30):02d}"),
            ("Bed ", str(rng.randint(1, 28))), ("Bay ", f"{rng.randint(1, 12)}"),
            ("room ", f"{rng.randint(300, 699)}-{rng.choice('12')}")))
        self.lit(label)
        self.phi(value, "ROOM")

    def s_room_n(self): self.phi(f"{self.rng.randint(2, 9)}{self.rng.randint(10, 40)}", "ROOM")
    def s_or(self): self.phi(str(self.rng.randint(1, 14)), "ROOM")
    def s_chair(self): self.phi(str(self.rng.randint(1, 24)), "ROOM")

    def s_address(self):
        p, rng = self.patient, self.rng
        self.phi(p.street, "STREET")
        self.lit(rng.choice((", ", "\n", " ")))
        self.s_city()
        self.lit(rng.choice((", ", " ", "\n")))
        if self.us:
            self.phi(p.place[2] if rng.random() < 0.7 else p.place[3], "STATE")
            self.lit(rng.choice((" ", "  ", " ")))
            self.phi(p.zip, "ZIP")
        else:
            if p.place[2] != p.place[1]:
                self.phi(p.place[2], "STATE")
                self.lit(rng.choice((", ", " ")))
            self.phi(p.zip, "ZIP")
            if rng.random() < 0.6:
                self.lit(rng.choice((", ", "\n")))
                self.phi(Y_COUNTRY[p.region].upper() if rng.random() < 0.4 else
                         Y_COUNTRY[p.region], "COUNTRY")
                self.lit(rng.choice(("", " W.I.", "")) if p.region != "TT" else "")

    def s_street(self): self.phi(self.patient.street, "STREET")

    def s_city(self):
        city = self.patient.place[1]
        self.phi(city.upper() if self.rng.random() < 0.2 else city, "CITY")

    def s_state(self):
        place = self.patient.place
        self.phi(place[3] if self.rng.random() < 0.6 else place[2], "STATE")

    def s_zip(self): self.phi(self.patient.zip, "ZIP")
    def s_country(self): self.phi(Y_COUNTRY[self.region], "COUNTRY")
    def s_origin(self): self.phi(self.patient.origin, "COUNTRY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")

    def s_site_address(self):
        site, rng = self.site, self.rng
        self.phi(site.street, "STREET")
        self.lit(rng.choice((", ", "\n", " - ")))
        self.phi(site.place[1], "CITY")
        self.lit(rng.choice((", ", " ")))
        if site.place[2] != site.place[1]:
            self.phi(site.place[2] if rng.random() < 0.7 else site.place[3], "STATE")
            self.lit(" ")
        self.phi(site.zip, "ZIP")
    def s_site_state(self): self.phi(self.site.place[3] if self.rng.random() < 0.5
                                     else self.site.place[2], "STATE")

    def s_landmark(self):
        self.phi(self.rng.choice(Y_LANDMARKS[self.region]).removeprefix("the "),
                 "LOCATION-OTHER")

    # -- organisations and occupations --------------------------------------------------------
    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")
    def s_pharmacy(self): self.phi(self.rng.choice(Y_PHARMACIES[self.region]), "ORGANIZATION")
    def s_agency(self): self.phi(self.rng.choice(Y_AGENCIES[self.region]), "ORGANIZATION")
    def s_school(self): self.phi(self.rng.choice(Y_SCHOOLS), "ORGANIZATION")
    def s_ambulance(self): self.phi(self.rng.choice(Y_AMBULANCE), "ORGANIZATION")
    def s_job(self): self.phi(self.patient.job, "PROFESSION")
    def s_kin_job(self): self.phi(self.patient.kin[3], "PROFESSION")

    # -- contact -------------------------------------------------------------------------------
    def phone(self, number, type_="PHONE"):
        self.phi(format_phone(number, self.rng, self.region), type_)

    def s_home(self): self.phone(self.patient.home)
    def s_cell(self): self.phone(self.patient.cell)
    def s_kin_phone(self): self.phone(self.patient.kin[2])

    def s_site_phone(self):
        self.phone(self.site.phone)
        if self.rng.random() < 0.3:
            self.lit(self.rng.choice((" ext ", " x", " ext. ")) + str(self.rng.randint(2000, 7999)))

    def s_fax(self): self.phone(self.site.fax, "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")
    def s_pt_user(self): self.phi(self.patient.username, "USERNAME")

    def s_url(self):
        d, rng = self.site.domain, self.rng
        self.phi(rng.choice((f"https://mychart.{d}", f"www.{d}", f"https://portal.{d}/login",
                             f"http://{d}/patient-education", f"{d}/renal")), "URL")

    # -- identifiers -----------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_acct(self): self.phi(self.patient.account, "ACCOUNT")
    def s_plan(self): self.phi(self.patient.plan_id, "HEALTHPLAN")
    def s_ssn(self): self.phi(self.patient.ssn, "SSN")
    def s_ssn_label(self): self.lit({"US": "SSN", "JM": "TRN", "TT": "NIS No.", "BB": "NIS #"}[
        self.region])
    def s_dl(self): self.phi(self.patient.dl, "LICENSE")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")

    def s_unit_no(self):
        rng = self.rng
        self.phi(rng.choice((str(rng.randint(100, 999)), f"M{rng.randint(10, 99)}",
                             f"A-{rng.randint(1, 60)}")), "VEHICLE")

    def s_device(self): self.phi(self.patient.device, "DEVICE")

    def s_serial(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 1)}{letters(rng, 3)}{digits(rng, 5)}",
                             f"{letters(rng, 2)}-{digits(rng, 6)}", digits(rng, 9))), "DEVICE")

    def s_specimen(self):
        rng, y = self.rng, self.visit.start.year % 100
        self.phi(rng.choice((f"S{y:02d}-{digits(rng, 5)}",
                             f"{letters(rng, 2)}{y:02d}-{digits(rng, 4)}",
                             f"SP-{y:02d}-{digits(rng, 6)}")), "BIOID")

    def s_blood_unit(self):
        rng = self.rng
        self.phi(f"W{digits(rng, 4)} {self.visit.start.year % 100:02d} {digits(rng, 6)}", "BIOID")

    def s_claim(self):
        rng = self.rng
        self.phi(rng.choice((f"{self.visit.start.year % 100:02d}-{digits(rng, 7)}",
                             f"WC{digits(rng, 8)}", f"{letters(rng, 3)}{digits(rng, 6)}")), "IDNUM")

    def s_order(self): self.phi(f"{self.rng.randint(1, 9)}{digits(self.rng, 7)}", "IDNUM")
    def s_rx(self): self.phi(f"{self.rng.choice(('', 'RX', '7'))}{digits(self.rng, 7)}", "IDNUM")

    # -- look-alikes (never PHI) ---------------------------------------------------------------
    def s_time(self): self.lit(time_of_day(self.rng))
    def s_vitals(self): self.lit(vitals(self.rng))
    def s_labs(self): self.lit(labs(self.rng))
    def s_drug(self): self.lit(self.rng.choice(DRUGS))
    def s_icd(self): self.lit(self.rng.choice(ICD))
    def s_cpt(self): self.lit(self.rng.choice(CPT))
    def s_eponym(self): self.lit(self.rng.choice(EPONYMS))
    def s_sign(self): self.lit(self.rng.choice(SIGNS))
    def s_n(self): self.lit(str(self.rng.randint(2, 12)))
    def s_ebl(self): self.lit(str(self.rng.choice((10, 25, 50, 100, 150, 300, 450, 800))))
    def s_kg(self): self.lit(f"{self.rng.randint(480, 1290) / 10}")

    def header(self, text: str) -> None:
        """A section header in one of the layouts of this style."""
        form = self.rng.random()
        if form < 0.45:
            self.lit(text.upper() + ":")
        elif form < 0.7:
            self.lit(text.title() + ":")
        elif form < 0.85:
            self.lit(f"** {text.upper()} **")
        else:
            self.lit(f"[{text}]")
        self.lit(self.rng.choice(("\n", " ", "\n")))
