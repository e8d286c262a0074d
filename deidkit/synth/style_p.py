"""Style P: bedside charting, for training. Nursing and respiratory-therapy notes of US
(New England) intensive-care units and wards in the register of real ones: telegraphic shift
notes by system ('NEURO: A+Ox3, MAE, PERRL. CV: HR 80-90s SR no ectopy...'), narrative,
SOAP and D/A/R shift notes, problem-based Assessment/Action/Response/Plan notes,
respiratory-care ventilator notes, RT event and treatment notes, nursing event, admission,
transfer, family-meeting, code, comfort-measures and CRRT notes, addenda, ward RN notes and
neonatal nursing notes (:mod:`deidkit.synth.style_p_notes`). A third of the notes are in
capitals, a third in lower case; typos and run-together punctuation are common.

What a tagger must learn from it: the numbers, ranges and abbreviations of such notes (HR
80-90s, BP 100-120/60s, PSV 10/5 40%, FiO2 .40, ABG 7.38/42/98, pain 4/10, 1/2NS, Percocet
5/325, hypotension 2/2 sepsis, 34 2/7 wk GA, times like 0300 or @ 2200, CCU, IABP, TF, sx,
s/p, c/o; :mod:`deidkit.synth.style_p_vocab`) are NOT PHI, while the sparse names, dates and
places among them are. PHI is sparse, as in surrogate-filled real notes: relatives' and the
patient's first names, nurses and doctors, a date now and then, ages, the hospital a patient
came from or goes to, towns, family phone numbers, a bed or room, a named floor, the odd
medical record number.

Annotation follows the i2b2 2014 guidelines and the project's conventions (see
:mod:`deidkit.synth.style_x`): the patient, relatives, friends, guardians and other private
persons are PATIENT; every member of the care staff (attendings, fellows, residents, nurse
practitioners, nurses, respiratory therapists, case managers, social workers, chaplains) is
DOCTOR; titles and credentials ('Dr.', 'RN', 'RRT', 'NP', 'Mr.') stay outside the tags.
Dates (also weekdays and holidays) are DATE; times of day, shifts ('7a-7p'), hospital,
post-operative and life days ('HD#3', 'POD 2', 'DOL 5') and gestational ages are not PHI.
Every age is AGE (the number: '72' of '72 yo M'). Hospitals the patient came from or goes to,
rehabilitation hospitals and nursing homes are HOSPITAL ('OSH', 'rehab', 'the NH' written bare
are not); a named floor ('Reilly 7', '11 West') is DEPARTMENT, while bare units ('CCU', 'the
MICU', 'the floor', 'step-down') are not tagged. Bed and room numbers are ROOM without their
label ('bed 6': '6'). Towns CITY, states STATE, countries COUNTRY, beaches, parks and the like
LOCATION-OTHER; employers and agencies (the MBTA, a VNA, Elder Services) ORGANIZATION; the
patient's or a relative's job PROFESSION; phone numbers PHONE; medical record and unit
numbers MEDICALRECORD; organ-bank and medical-examiner case numbers IDNUM.

Names come from the many origins of greater Boston (Irish, Italian, Portuguese, Azorean and
Cape Verdean, Haitian, Greek, Armenian, Russian-Jewish, Khmer, Vietnamese, Cantonese,
Dominican and Puerto Rican, Brazilian, French-Canadian, old Yankee and African-American
names), written by hand here rather than drawn from Faker, so the output does not depend on
Faker's version.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.builder import Writer
from deidkit.synth import style_p_vocab as pv

# -- names --------------------------------------------------------------------------------
FEMALE = (
    "Maureen", "Siobhan", "Nuala", "Bridget", "Deirdre", "Noreen", "Colleen", "Eileen",
    "Carmela", "Concetta", "Rosaria", "Filomena", "Annunziata", "Giuseppina", "Graziella",
    "Fatima", "Conceicao", "Idalina", "Lurdes", "Ermelinda", "Guerline", "Wislande", "Jocelyne",
    "Marie-Ange", "Nadege", "Eleni", "Panagiota", "Despina", "Vasiliki", "Anahid", "Takouhi",
    "Siranoush", "Yelena", "Svetlana", "Raisa", "Galina", "Sokha", "Chanthou", "Sreymom", "Thuy",
    "Hanh", "Wai Ling", "Mei Fong", "Yaritza", "Marisol", "Nilda", "Milagros", "Rosangela",
    "Cleide", "Lucineia", "Dorothy", "Gladys", "Mildred", "Phyllis", "Bernadette", "Lorraine",
    "Paulette", "Jeannine", "Tanisha", "Shonda", "LaToya", "Ginette", "Huguette", "Prudence",
    "Hortense", "Imelda", "Philomena", "Agnes", "Loretta", "Dottie", "Roxanne", "Nunzia",
)
MALE = (
    "Dermot", "Declan", "Padraig", "Eamon", "Cornelius", "Fergus", "Brendan", "Seamus",
    "Salvatore", "Gaetano", "Vincenzo", "Carmine", "Rocco", "Domenic", "Agostinho", "Joao",
    "Arlindo", "Fritznel", "Mackenson", "Jean-Claude", "Wilner", "Rony", "Dimitrios", "Stavros",
    "Spiros", "Haralambos", "Haig", "Sarkis", "Vahan", "Garabed", "Yakov", "Leonid", "Arkady",
    "Sophal", "Vanna", "Sokhom", "Minh", "Tuan", "Wai Keung", "Kwok Wah", "Wilfredo", "Radames",
    "Osvaldo", "Edwin", "Thaddeus", "Waldo", "Chester", "Elmer", "Herbert", "Lamont", "Dwayne",
    "Tyrell", "Marquis", "Armand", "Gaston", "Normand", "Sal", "Vinnie", "Ritchie", "Mickey",
    "Gerry", "Fran", "Dinny", "Lucien", "Aurelio", "Benedito",
)
SURNAMES = (
    "Sullivan", "Doherty", "Flaherty", "McGonagle", "Coakley", "Driscoll", "Moynihan",
    "Callahan", "Scanlon", "Mulcahy", "Dever", "Twomey", "DeMarco", "Ferrante", "Capobianco",
    "Iannelli", "Scibelli", "Buonopane", "Tavares", "Medeiros", "Pimentel", "Rezendes",
    "Furtado", "Amaral", "Pacheco", "Cabral", "Toussaint", "Pierre-Louis", "Jean-Baptiste",
    "Augustin", "Dorcely", "Papadopoulos", "Karagiannis", "Theodoropoulos", "Kazanjian",
    "Hagopian", "Boyajian", "Der Kazarian", "Rabinowitz", "Feldman", "Gurevich", "Berezovsky",
    "Sok", "Chhim", "Keo", "Pham", "Trinh", "Leung", "Wong", "Santiago", "Colon", "Ortiz",
    "Cote", "Thibodeau", "Levesque", "Gagnon", "Ouellette", "Kowalczyk", "Nowicki", "Whitcomb",
    "Pickering", "Lothrop", "Haskell", "Greenleaf", "Washington", "Gaines", "Battle", "Barboza",
    "Correia", "Mello", "Almeida", "Vasconcelos", "Fonseca", "Lydon", "Hurley", "Coughlin",
)
#: The care staff's surnames (attendings, fellows, nurses' and therapists' own).
STAFF_SURNAMES = (
    "Krishnamurthy", "Venkataraman", "Banerjee", "Oyelaran", "Mukherjee", "Srinivasan",
    "Agarwal", "Desai", "Bae", "Cho", "Zhao", "Hsu", "Chiang", "Tanaka", "Weinstein",
    "Goldfarb", "Resnick", "Hollander", "Abramson", "Lerner", "Mendelsohn", "Greenberg",
    "Fishman", "Jankowski", "Kowalski", "Brannigan", "Fahey", "Moriarty", "Lindqvist",
    "Halvorsen", "Okafor", "Adeyemi", "Nwachukwu", "Sarkisian", "Farraday", "Whitlock",
    "Pennington", "Castellano", "Baptiste", "Ahn", "Yoon", "Linnehan", "Donnelly", "Haddad",
    "Khoury", "Nassar", "Rosenfeld", "Tierney", "Gallant", "Lavoie", "Bergeron", "Carrigan",
)
#: Nurses', residents' and therapists' first names (by first name on the unit).
STAFF_FIRST = (
    "Kerry", "Meaghan", "Kristen", "Shannon", "Erin", "Katie", "Colleen", "Maura", "Kelli",
    "Jen", "Becky", "Trish", "Deb", "Sue", "Lynne", "Gina", "Tara", "Keisha", "Nadia", "Priya",
    "Anjali", "Mei", "Yuki", "Aoife", "Siobhan", "Dana", "Robin", "Kit", "Brigid", "Rosalind",
    "Josh", "Matt", "Jory", "Mike", "Kev", "Sean", "Tim", "Raj", "Arjun", "Sanjay", "Wes",
    "Ravi", "Tomas", "Emeka", "Kwame", "Jonah", "Eli", "Zack", "Reggie", "Nate", "Gus",
)

#: Relation words as nurses write them, with the relative's sex ('' either).
RELATIONS = (("wife", "F"), ("husband", "M"), ("daughter", "F"), ("dtr", "F"), ("son", "M"),
             ("sister", "F"), ("brother", "M"), ("niece", "F"), ("nephew", "M"),
             ("granddaughter", "F"), ("grandson", "M"), ("mother", "F"), ("friend", ""),
             ("girlfriend", "F"), ("boyfriend", "M"), ("neighbor", ""), ("cousin", ""),
             ("sister-in-law", "F"), ("son-in-law", "M"), ("partner", ""), ("fiance", "M"))

# -- places -------------------------------------------------------------------------------
#: (town, state abbreviation, area codes)
TOWNS = (
    ("Revere", "MA", ("781", "617")), ("Chelsea", "MA", ("617",)), ("Everett", "MA", ("617",)),
    ("Malden", "MA", ("781",)), ("Medford", "MA", ("781",)), ("Somerville", "MA", ("617",)),
    ("Quincy", "MA", ("617",)), ("Braintree", "MA", ("781",)), ("Weymouth", "MA", ("781",)),
    ("Brockton", "MA", ("508",)), ("Lynn", "MA", ("781",)), ("Saugus", "MA", ("781",)),
    ("Peabody", "MA", ("978",)), ("Gloucester", "MA", ("978",)), ("Lowell", "MA", ("978",)),
    ("Lawrence", "MA", ("978",)), ("Haverhill", "MA", ("978",)), ("Methuen", "MA", ("978",)),
    ("Framingham", "MA", ("508",)), ("Waltham", "MA", ("781",)), ("Dorchester", "MA", ("617",)),
    ("Roxbury", "MA", ("617",)), ("Mattapan", "MA", ("617",)), ("Jamaica Plain", "MA", ("617",)),
    ("East Boston", "MA", ("617",)), ("Charlestown", "MA", ("617",)),
    ("Southie", "MA", ("617",)), ("Hyde Park", "MA", ("617",)), ("Fall River", "MA", ("508",)),
    ("New Bedford", "MA", ("508",)), ("Taunton", "MA", ("508",)), ("Fitchburg", "MA", ("978",)),
    ("Plymouth", "MA", ("508",)), ("Hyannis", "MA", ("508",)), ("Nantucket", "MA", ("508",)),
    ("Nashua", "NH", ("603",)), ("Manchester", "NH", ("603",)), ("Derry", "NH", ("603",)),
    ("Portsmouth", "NH", ("603",)), ("Biddeford", "ME", ("207",)), ("Sanford", "ME", ("207",)),
    ("Pawtucket", "RI", ("401",)), ("Woonsocket", "RI", ("401",)), ("Brattleboro", "VT", ("802",)),
)
STATE_NAMES = {"MA": "Mass", "NH": "New Hampshire", "ME": "Maine", "RI": "Rhode Island",
               "VT": "Vermont"}
#: Where patients winter or whence a relative flies in.
FAR_STATES = ("Florida", "FL", "Arizona", "North Carolina", "N. Carolina", "Georgia", "Texas",
              "Ohio", "California", "Puerto Rico")
FAR_CITIES = ("Fort Lauderdale", "Port St. Lucie", "Tucson", "Charlotte", "Atlanta", "Houston",
              "Cleveland", "San Diego", "Ponce", "Worcester", "Albany", "Hartford")
COUNTRIES = ("Haiti", "Portugal", "Cape Verde", "Greece", "Armenia", "Cambodia", "Vietnam",
             "the Dominican Republic", "Brazil", "Ireland", "Italy", "Russia", "Lebanon",
             "El Salvador", "China", "Ukraine", "Guatemala", "the Azores")
LANDMARKS = ("Revere Beach", "Castle Island", "Carson Beach", "the Esplanade", "Wonderland",
             "Suffolk Downs", "the Blue Hills", "Fenway", "the Common", "Nantasket Beach",
             "Singing Beach", "Long Wharf", "the Fells", "Walden Pond", "Lynn Woods")
#: Hospitals a patient comes from or goes to: (name, its short forms).
HOSPITALS = (
    ("Merrimack Valley Hospital", ("MVH", "Merrimack Valley")),
    ("St. Columba's Hospital", ("St. Columba's", "St Columbas")),
    ("Blackstone Valley Medical Center", ("Blackstone Valley", "BVMC")),
    ("South Shore General", ("South Shore", "SSGH")),
    ("Cape Ann Community Hospital", ("Cape Ann",)),
    ("Mystic Valley Hospital", ("Mystic Valley",)),
    ("Good Shepherd Hospital", ("Good Shepherd",)),
    ("Sacred Heart Medical Center", ("Sacred Heart",)),
    ("Neponset Hospital", ("Neponset",)),
    ("Quinsigamond Regional", ("Quinsigamond",)),
    ("St. Elsewhere", ("St. Elsewhere",)),
    ("St. Ann's of Fall River", ("St. Ann's",)),
    ("Wachusett Memorial", ("Wachusett",)),
    ("Pawtucket Memorial", ("Pawtucket Mem",)),
    ("Seacoast Medical Center", ("Seacoast",)),
    ("Nashua Regional", ("Nashua Reg",)),
    ("Our Lady of the Harbor", ("OLH",)),
    ("Cranberry Hill Hospital", ("Cranberry Hill",)),
)
#: Rehabilitation hospitals and nursing homes (HOSPITAL).
FACILITIES = ("Maplewood Rehab", "Brightwater Manor", "Oak Knoll Nursing Home",
              "Harborview Rehab", "Sunny Acres NH", "Linden Ponds Rehab", "Briarwood Manor",
              "St. Jude's Rehab", "Heritage Hall", "Chestnut Hill Rehab Center",
              "Whittier Nursing Home", "Pine Knoll LTC", "Wingate at Stoneham",
              "Bayview Skilled Nursing", "Marian Manor")
#: Named floors of the hospital (DEPARTMENT).
FLOORS = ("Reilly 7", "Stoneham 8", "Carver 11", "Whitcomb 4", "Lindsey 6", "Harlow 9",
          "Baird 3", "Hale 10", "Feeney 5", "Shattuck 12", "11 West", "7 North", "6 Cardiac",
          "Gray 5", "Bigelow 14", "Kessler 2")
#: Employers (ORGANIZATION).
EMPLOYERS = ("the MBTA", "Verizon", "Stop and Shop", "Dunkin Donuts", "General Dynamics",
             "Raytheon", "Boston Public Schools", "the Archdiocese", "IBEW Local 103",
             "Teamsters Local 25", "Market Basket", "the Post Office", "Eversource",
             "Catholic Charities", "Greater Boston Food Bank", "Mass General Brighton")
#: Home-care and social agencies (ORGANIZATION).
AGENCIES = ("VNA of Greater Lynn", "Elder Services of the Merrimack Valley", "Mass Rehab",
            "Partners in Home Care", "Somerville Housing", "Caritas Home Care",
            "Cape Cod VNA", "Greater Lowell Elder Services", "Meals on Wheels")
PROFESSIONS = ("retired firefighter", "MBTA bus driver", "longshoreman", "hairdresser",
               "bartender", "lobsterman", "fisherman", "line cook", "plumber", "electrician",
               "CNA", "school teacher", "cab driver", "machinist", "letter carrier",
               "construction worker", "retired nun", "housekeeper", "truck driver", "roofer",
               "landscaper", "dental hygienist", "accountant", "professor", "police officer",
               "security guard", "cashier", "home health aide", "welder", "pipefitter",
               "waitress", "nurse", "carpenter", "painter", "mechanic", "seamstress")


# -- formats -------------------------------------------------------------------------------
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAY_SHORT = ("Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun")
MONTH_SHORT = ("Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov",
               "Dec")


def format_date(d: dt.date, rng: random.Random) -> str:
    """A date as nurses write it: mostly month/day without the year."""
    r = rng.random()
    if r < 0.5:
        return f"{d.month}/{d.day}"
    if r < 0.62:
        return f"{d.month}-{d.day}"
    if r < 0.72:
        return f"{d.month}/{d.day}/{d.year % 100:02d}"
    if r < 0.78:
        return f"{d.month:02d}/{d.day:02d}"
    if r < 0.85:
        return f"{d.month}/{d.day}/{d.year}"
    if r < 0.93:
        return f"{MONTH_SHORT[d.month - 1]} {d.day}"
    return f"{MONTH_SHORT[d.month - 1]}. {d.day}" if len(MONTH_SHORT[d.month - 1]) == 3 \
        else f"{d.month}/{d.day}"


def format_phone(area: str, rng: random.Random) -> str:
    a, b = rng.randint(200, 989), rng.randint(0, 9999)
    r = rng.random()
    if r < 0.55:
        return f"{area}-{a}-{b:04d}"
    if r < 0.75:
        return f"({area}) {a}-{b:04d}"
    if r < 0.85:
        return f"{area} {a} {b:04d}"
    if r < 0.93:
        return f"{a}-{b:04d}"
    return f"{area}.{a}.{b:04d}"


# -- the world of a seed -------------------------------------------------------------------
@dataclass(frozen=True)
class Staff:
    first: str
    last: str
    role: str          # attending, fellow, resident, np, rn, rt, sw, cm, chaplain


@lru_cache(maxsize=8)
def build_world(seed: int) -> tuple[Staff, ...]:
    """The care staff of the hospital for ``seed``."""
    rng = random.Random(f"deidkit-synth/{seed}/P/world")
    roles = (("attending", 14), ("fellow", 8), ("resident", 14), ("np", 6), ("rn", 30),
             ("rt", 10), ("sw", 4), ("cm", 4), ("chaplain", 2))
    staff = []
    for role, n in roles:
        for _ in range(n):
            staff.append(Staff(rng.choice(STAFF_FIRST), rng.choice(STAFF_SURNAMES), role))
    return tuple(staff)


# -- subjects and their notes ---------------------------------------------------------------
@dataclass(frozen=True)
class Relative:
    word: str
    first: str
    sex: str
    phone: str


@dataclass
class SubjectP:
    number: int
    first: str
    last: str
    sex: str
    age: int
    infant: bool
    unit: str                 # MICU, CCU, CSRU, TSICU, NICU, FLOOR
    dx: str                   # a key of style_p_vocab.PROBLEMS
    relatives: tuple
    town: tuple
    osh: tuple | None         # the hospital the patient came from
    facility: str             # rehab / nursing home
    floor: str                # the named floor for transfers
    job: str
    org: str
    country: str
    mrn: str
    bed: str
    admit: dt.date
    staff: dict               # role -> [Staff]
    visits: list = field(default_factory=list)


@dataclass(frozen=True)
class VisitP:
    number: int
    note_type: str
    day: dt.date
    hosp_day: int


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/P/plan/{number}").choice((1, 1, 2, 2, 2, 3, 3, 4))


def _relatives(rng: random.Random, sex: str, age: int, town: tuple) -> tuple:
    out = []
    spouse = rng.random() < 0.6 and age >= 25
    if spouse:
        word = "wife" if sex == "M" and rng.random() < 0.93 else "husband" if sex == "F" and \
            rng.random() < 0.93 else rng.choice(("partner", "girlfriend" if sex == "M"
                                                 else "boyfriend"))
        out.append(word)
    others = [w for w, _ in RELATIONS if w not in ("wife", "husband", "partner", "girlfriend",
                                                   "boyfriend", "fiance")]
    if age < 45:
        others = [w for w in others if w not in ("granddaughter", "grandson", "son-in-law")]
    else:
        others = [w for w in others if w != "mother"] + ["daughter", "son", "daughter", "son"]
    for w in rng.sample(others, rng.randint(1, 3)):
        if w not in out:
            out.append(w)
    sexes = dict(RELATIONS)
    rels = []
    used = set()
    for w in out:
        rs = sexes.get(w, "") or rng.choice("MF")
        first = rng.choice(FEMALE if rs == "F" else MALE)
        while first in used:
            first = rng.choice(FEMALE if rs == "F" else MALE)
        used.add(first)
        area = rng.choice(town[2]) if rng.random() < 0.85 else rng.choice(("617", "781", "508",
                                                                          "978", "603", "401"))
        rels.append(Relative(w, first, rs, format_phone(area, rng)))
    return tuple(rels)


def build_patient(seed: int, number: int) -> SubjectP:
    from deidkit.synth.style_p_notes import plan_visits

    rng = random.Random(f"deidkit-synth/{seed}/P/subject/{number}")
    infant = rng.random() < 0.07
    sex = rng.choice("MF")
    if infant:
        age = 0
        unit, dx = "NICU", rng.choice(pv.NICU_PROBLEMS)
    else:
        age = rng.choice((rng.randint(19, 50), rng.randint(45, 80), rng.randint(60, 96)))
        unit = rng.choice(("MICU", "MICU", "MICU", "CCU", "CCU", "CSRU", "TSICU", "TSICU",
                           "SICU", "NEURO", "FLOOR"))
        dx = rng.choice(pv.UNIT_PROBLEMS[unit])
    first = rng.choice(FEMALE if sex == "F" else MALE)
    last = rng.choice(SURNAMES)
    town = rng.choice(TOWNS)
    if infant:   # a mother and, most often, a father
        rels = [Relative("mom", rng.choice(FEMALE), "F",
                         format_phone(rng.choice(town[2]), rng))]
        if rng.random() < 0.8:
            rels.append(Relative("dad", rng.choice(MALE), "M",
                                 format_phone(rng.choice(town[2]), rng)))
        if rng.random() < 0.3:
            rels.append(Relative(rng.choice(("grandmother", "aunt", "grandma")),
                                 rng.choice(FEMALE), "F", format_phone(rng.choice(town[2]), rng)))
        relatives = tuple(rels)
    else:
        relatives = _relatives(rng, sex, age, town)
    world = build_world(seed)
    staff = {}
    for role in ("attending", "fellow", "resident", "np", "rn", "rt", "sw", "cm", "chaplain"):
        pool = [s for s in world if s.role == role]
        staff[role] = rng.sample(pool, min(len(pool), 3 if role in ("rn", "rt", "resident")
                                           else 2))
    year = rng.randint(2081, 2099)
    admit = dt.date(year, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    subject = SubjectP(
        number=number, first=first, last=last, sex=sex, age=age, infant=infant, unit=unit,
        dx=dx, relatives=relatives, town=town,
        osh=rng.choice(HOSPITALS) if rng.random() < 0.55 else None,
        facility=rng.choice(FACILITIES), floor=rng.choice(FLOORS),
        job=rng.choice(PROFESSIONS), org=rng.choice(EMPLOYERS),
        country=rng.choice(COUNTRIES),
        mrn=rng.choice((f"{rng.randint(0, 9999999):07d}", f"{rng.randint(0, 99999999):08d}",
                        f"{rng.randint(10, 99)}-{rng.randint(10, 99)}-{rng.randint(10, 99)}")),
        bed=str(rng.randint(1, 24)) if unit != "FLOOR" else str(rng.randint(4, 12) * 100
                                                                 + rng.randint(1, 30)),
        admit=admit, staff=staff)
    subject.visits = plan_visits(rng, subject, visit_count(seed, number))
    return subject


# -- the writer ----------------------------------------------------------------------------
class PNote(Writer):
    """One note under construction: PHI slots (``s_rel``, ``s_dr``...) and the non-PHI
    clinical slots (``s_hr``, ``s_vent``...) that :mod:`deidkit.synth.style_p_notes`'s
    templates fill."""

    def __init__(self, seed: int, subject: SubjectP, visit: VisitP, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        self.s = subject
        self.v = visit
        self.rel = subject.relatives[0]
        self.problem = pv.PROBLEMS[subject.dx]
        #: titles as this writer spells them
        self.dr_title = rng.choice(("Dr. ", "Dr. ", "Dr ", "dr ", "Dr."))

    # -- helpers ----------------------------------------------------------------------
    def person(self, role: str) -> Staff:
        pool = self.s.staff.get(role) or self.s.staff["rn"]
        return self.rng.choice(pool)

    def pick_rel(self, words=None) -> Relative:
        rels = [r for r in self.s.relatives if words is None or r.word in words]
        self.rel = self.rng.choice(rels or self.s.relatives)
        return self.rel

    def date(self, d: dt.date) -> None:
        self.phi(format_date(d, self.rng), "DATE")

    # -- PHI slots: people ------------------------------------------------------------
    def s_rel(self):
        """'wife Maureen', 'pt's dtr Nilda', 'Maureen (wife)'."""
        r = self.pick_rel()
        form = self.rng.random()
        if form < 0.72:
            self.lit(self.rng.choice(("", "", "pt's ", "his " if self.s.sex == "M" else "her "))
                     + r.word + " ")
            self.phi(r.first, "PATIENT")
        elif form < 0.88:
            self.phi(r.first, "PATIENT")
            self.lit(f" ({r.word})")
        else:
            self.lit(r.word + " (")
            self.phi(r.first, "PATIENT")
            self.lit(")")

    def s_rel2(self):
        """A second relative: 'son Declan and dtr Nilda'."""
        first = self.rel
        others = [r for r in self.s.relatives if r is not first]
        if not others:
            self.lit("family")
            return
        r = self.rng.choice(others)
        self.lit(r.word + " ")
        self.phi(r.first, "PATIENT")
        self.rel = r

    def s_mom(self):
        """The infant's mother ('mom Guerline', 'MOB')."""
        r = self.pick_rel(("mom",))
        self.lit(self.rng.choice(("mom ", "Mom ", "mother ", "MOB ")))
        self.phi(r.first, "PATIENT")

    def s_rel_name(self):
        self.phi(self.rel.first, "PATIENT")

    def s_rel_word(self):
        self.lit(self.rel.word)

    def s_rel_phone(self):
        self.phi(self.rel.phone, "PHONE")

    def s_pt_first(self):
        self.phi(self.s.first, "PATIENT")

    def s_pt_last(self):
        """'Mr. Sullivan' with the title outside."""
        self.lit(self.rng.choice(("Mr. ", "Mr ", "Mr. ")) if self.s.sex == "M" else
                 self.rng.choice(("Mrs. ", "Ms. ", "Mrs ", "Ms ")))
        self.phi(self.s.last, "PATIENT")

    def s_pt_full(self):
        self.phi(f"{self.s.first} {self.s.last}", "PATIENT")

    def s_dr(self):
        """An attending or fellow by surname, the title outside."""
        p = self.person(self.rng.choice(("attending", "attending", "fellow")))
        self.lit(self.dr_title)
        self.phi(p.last, "DOCTOR")

    def s_dr_full(self):
        p = self.person("attending")
        self.lit(self.dr_title)
        self.phi(f"{p.first} {p.last}" if self.rng.random() < 0.5 else p.last, "DOCTOR")

    def s_res(self):
        """A resident or NP by first name: 'resident Raj', 'NP Tara', 'Dan (resident)'."""
        role = self.rng.choice(("resident", "resident", "np"))
        p = self.person(role)
        label = {"resident": ("resident ", "res ", "MD ", "h.o. ", "intern "),
                 "np": ("NP ", "np ", "NP ")}[role]
        if self.rng.random() < 0.8:
            self.lit(self.rng.choice(label))
            self.phi(p.first, "DOCTOR")
        else:
            self.phi(p.first, "DOCTOR")
            self.lit(self.rng.choice((" (resident)", " MD", " (NP)", " NP")))

    def s_rn(self):
        """A nurse: 'RN Kerry', 'Kerry RN', 'Kerry Brennan, RN'."""
        p = self.person("rn")
        r = self.rng.random()
        if r < 0.35:
            self.lit(self.rng.choice(("RN ", "rn ", "RN ")))
            self.phi(p.first, "DOCTOR")
        elif r < 0.7:
            self.phi(p.first, "DOCTOR")
            self.lit(self.rng.choice((" RN", ", RN", " rn")))
        else:
            self.phi(f"{p.first} {p.last}", "DOCTOR")
            self.lit(self.rng.choice((", RN", " RN", " R.N.")))

    def s_rt(self):
        p = self.person("rt")
        if self.rng.random() < 0.5:
            self.lit(self.rng.choice(("RT ", "rt ", "RRT ")))
            self.phi(p.first, "DOCTOR")
        else:
            self.phi(p.first if self.rng.random() < 0.5 else f"{p.first} {p.last}", "DOCTOR")
            self.lit(self.rng.choice((" RRT", ", RRT", " RT")))

    def s_sw(self):
        p = self.person(self.rng.choice(("sw", "cm", "chaplain")))
        label = {"sw": ("SW ", "social worker ", "s/w "), "cm": ("CM ", "case manager "),
                 "chaplain": ("chaplain ", "Father ", "Rev. ")}[p.role]
        self.lit(self.rng.choice(label))
        self.phi(p.first if p.role != "chaplain" else p.last, "DOCTOR")

    def s_sig(self):
        """The signature closing a note (nurse or therapist)."""
        p = self.person("rt" if self.v.note_type in ("resp_care", "rt_event", "rt_treatment")
                        else "rn")
        cred = " RRT" if p.role == "rt" else self.rng.choice((" RN", ", RN", " R.N.", " RN BSN",
                                                              ""))
        r = self.rng.random()
        if r < 0.4:
            self.phi(f"{p.first} {p.last}", "DOCTOR")
        elif r < 0.65:
            self.phi(f"{p.first[0]}. {p.last}", "DOCTOR")
        elif r < 0.85:
            self.phi(p.first, "DOCTOR")
        else:
            self.phi(p.last, "DOCTOR")
        self.lit(cred)

    # -- PHI slots: dates, ages, places, numbers -------------------------------------------
    def s_date(self):
        self.date(self.v.day)

    def s_admit_date(self):
        self.date(self.s.admit)

    def s_earlier(self):
        self.date(self.v.day - dt.timedelta(days=self.rng.randint(1, 6)))

    def s_past(self):
        """Weeks to years ago: a prior admission or operation."""
        self.date(self.s.admit - dt.timedelta(days=self.rng.randint(20, 900)))

    def s_later(self):
        self.date(self.v.day + dt.timedelta(days=self.rng.randint(1, 5)))

    def s_weekday(self):
        d = self.v.day + dt.timedelta(days=self.rng.randint(1, 4))
        self.phi((WEEKDAYS if self.rng.random() < 0.6 else WEEKDAY_SHORT)[d.weekday()], "DATE")

    def s_year(self):
        self.phi(str(self.s.admit.year - self.rng.randint(1, 15)), "DATE")

    def s_age(self):
        self.phi(str(self.s.age), "AGE")

    def s_rel_age(self):
        self.phi(str(self.rng.randint(8, 40) if self.s.age < 60 else self.rng.randint(35, 70)),
                 "AGE")

    def s_osh(self):
        name, shorts = self.s.osh or self.rng.choice(HOSPITALS)
        self.phi(name if self.rng.random() < 0.45 else self.rng.choice(shorts), "HOSPITAL")

    def s_facility(self):
        self.phi(self.s.facility, "HOSPITAL")

    def s_other_hosp(self):
        name, shorts = self.rng.choice(HOSPITALS)
        self.phi(self.rng.choice((name,) + shorts), "HOSPITAL")

    def s_town(self):
        self.phi(self.s.town[0], "CITY")

    def s_state(self):
        st = self.s.town[1]
        self.phi(st if self.rng.random() < 0.6 else STATE_NAMES[st], "STATE")

    def s_far_state(self):
        self.phi(self.rng.choice(FAR_STATES), "STATE")

    def s_far_city(self):
        self.phi(self.rng.choice(FAR_CITIES), "CITY")

    def s_country(self):
        self.phi(self.s.country, "COUNTRY")

    def s_landmark(self):
        self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")

    def s_bed(self):
        self.phi(self.s.bed, "ROOM")

    def s_new_bed(self):
        self.phi(str(self.rng.randint(1, 24)), "ROOM")

    def s_floor(self):
        self.phi(self.s.floor, "DEPARTMENT")

    def s_job(self):
        self.phi(self.s.job, "PROFESSION")

    def s_rel_job(self):
        self.phi(self.rng.choice(PROFESSIONS), "PROFESSION")

    def s_org(self):
        self.phi(self.s.org, "ORGANIZATION")

    def s_agency(self):
        self.phi(self.rng.choice(AGENCIES), "ORGANIZATION")

    def s_mrn(self):
        self.phi(self.s.mrn, "MEDICALRECORD")

    def s_case_no(self):
        r = self.rng.random()
        if r < 0.5:
            v = f"{self.v.day.month:02d}{self.v.day.day:02d}-{self.rng.randint(1, 99):02d}"
        elif r < 0.8:
            v = f"{self.rng.randint(100000, 999999)}"
        else:
            v = f"{self.rng.choice('ABCDEFGHJK')}{self.rng.randint(1000, 99999)}"
        self.phi(v, "IDNUM")

    # -- non-PHI slots ------------------------------------------------------------------
    def _v(self, fn):
        self.lit(fn(self.rng))

    def s_time(self): self._v(pv.clock)
    def s_shift(self): self._v(pv.shift)
    def s_hr(self): self._v(pv.hr)
    def s_rhythm(self):
        """One rhythm a note (drawn at its first mention)."""
        if not hasattr(self, "_rhythm"):
            self._rhythm = pv.rhythm(self.rng)
        self.lit(self._rhythm)

    def s_bp(self): self._v(pv.bp)
    def s_temp(self): self._v(pv.temp)
    def s_rr(self): self._v(pv.rr)
    def s_sats(self): self._v(pv.sats)
    def s_vent(self): self._v(pv.vent)
    def s_o2(self): self._v(pv.o2)
    def s_abg(self): self._v(pv.abg)
    def s_ls(self): self._v(pv.lung_sounds)
    def s_secretions(self): self._v(pv.secretions)
    def s_airway(self): self._v(pv.airway)
    def s_vent_numbers(self): self._v(pv.vent_numbers)
    def s_neb(self): self._v(pv.neb)
    def s_neuro(self): self._v(pv.neuro)
    def s_pain(self): self._v(pv.pain)
    def s_sedation(self): self._v(pv.sedation)
    def s_gi(self): self._v(pv.gi)
    def s_tf(self): self._v(pv.tube_feed)
    def s_gu(self): self._v(pv.gu)
    def s_io(self): self._v(pv.io)
    def s_id(self): self._v(pv.infection)
    def s_abx(self): self._v(pv.antibiotics)
    def s_heme(self): self._v(pv.heme)
    def s_lytes(self): self._v(pv.lytes)
    def s_skin(self): self._v(pv.skin)
    def s_lines(self): self._v(pv.lines)
    def s_drip(self): self._v(pv.drip)
    def s_endo(self): self._v(pv.endo)
    def s_prn(self): self._v(pv.prn_med)
    def s_ivf(self): self._v(pv.ivf)
    def s_code(self): self._v(pv.code_status)
    def s_activity(self): self._v(pv.activity)
    def s_safety(self): self._v(pv.safety)
    def s_labs(self): self._v(pv.labs)
    def s_pmh(self): self._v(pv.pmh)
    def s_allergy(self): self._v(pv.allergy)
    def s_habits(self): self._v(pv.habits)
    def s_crrt(self): self._v(pv.crrt)
    def s_nicu_resp(self): self._v(pv.nicu_resp)
    def s_nicu_fen(self): self._v(pv.nicu_fen)
    def s_nicu_gd(self): self._v(pv.nicu_growth)
    def s_ga(self): self._v(pv.gestation)

    def s_plan(self):
        self.lit(pv.plan(self.rng, self.s.unit))

    def s_proc(self): self._v(pv.procedure)
    def s_nicu_support(self): self._v(pv.nicu_support)
    def s_nicu_bili(self): self._v(pv.nicu_bili)

    def s_cv(self):
        self.lit(pv.cv_extra(self.rng, self.s.unit))

    def s_unit(self):
        """The bare unit ('MICU', 'the CCU'): not PHI."""
        self.lit(pv.unit_name(self.rng, self.s.unit))

    def s_dx(self):
        self.lit(self.rng.choice(self.problem.dx))

    def s_hpi(self):
        self.fill(self.rng.choice(self.problem.hpi))

    def s_event(self):
        self.fill(self.rng.choice(self.problem.events))

    def s_unit_line(self):
        """A line only this unit writes (IABP, chest tubes, EVD...)."""
        self.lit(pv.unit_line(self.rng, self.s.unit))

    def s_hd(self):
        self.lit(pv.hosp_day(self.rng, self.v.hosp_day, self.s.unit))

    def s_sex(self):
        self.lit(self.rng.choice(("M", "M", "male", "m")) if self.s.sex == "M" else
                 self.rng.choice(("F", "F", "female", "f")))

    def s_he(self):
        self.lit("he" if self.s.sex == "M" else "she")

    def s_his(self):
        self.lit("his" if self.s.sex == "M" else "her")

    def s_him(self):
        self.lit("him" if self.s.sex == "M" else "her")
