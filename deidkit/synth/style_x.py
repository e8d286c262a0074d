"""Style X: clinical documents of a sixth origin, HELD OUT (no recipe trains on it).

X is a blind check like E, Y and Z: written without reading any model's results, the
rule-based recognizers or the other styles' note texts, to measure what a tagger misses on
notes nobody trained it on. Its documents come from two health systems: NHS hospitals and
general practices of the north of England, Scotland and Wales (trusts, health boards,
district general hospitals, GP surgeries), and public and private hospitals and
polyclinics of Singapore and peninsular and East Malaysia. Note types (:mod:`deidkit.
synth.style_x_notes`): ICU/HDU daily review, ward-round entry, emergency-department
clerking, anaesthetic pre-operative assessment, echocardiogram report, endoscopy report,
laboratory/microbiology result letter, antenatal (maternity) note, psychiatry review, GP
referral letter, discharge letter, medication (drug) chart, outpatient clinic letter,
physiotherapy/OT note, MDT meeting outcome (several patients per document) and death
certification summary.

Names: the UK's Scottish, Welsh, northern English, British-Pakistani, Bangladeshi, Punjabi,
Gujarati, Somali and Polish names listed here plus Faker's Nigerian-English locale (en_NG);
Singaporean and Malaysian Chinese (family name first, with or without an English name),
Malay (``bin``/``binti`` patronymics), Tamil (``s/o``/``d/o``) and Filipino names. Formats
follow the place: day-first dates everywhere (12/03/2091, 12.3.91, 12-Mar-2091, 12 Mar 91,
12th March 2091, lab systems 2091-03-12), UK phones (0113 496 0321, 07700 900123, +44 ...),
Singapore (6123 4567, +65 9123 4567) and Malaysian (03-7956 1234, 012-345 6789)
numbers; postcodes LS7 4SA, 560123, 47301.

Annotation follows the i2b2 2014 guidelines: the patient, relatives, carers and other
private persons are PATIENT; every member of the care staff (consultants, registrars,
foundation doctors, medical officers, nurses, midwives, physiotherapists, pharmacists,
social workers, physiologists) is DOCTOR; titles (Dr, Mr, Sister, SN, Encik, Puan) and
credentials (FRCP, MRCP, RGN, MBBS) are outside the tags; EPR log-ins USERNAME. Labels stay
outside ('Bed 12': ROOM '12'; 'Bay 3', 'SR2', 'Theatre 4', 'Cubicle 7': ROOM the code). A
named ward or unit ('Ward 32', 'Heron Ward', 'Wad Kenanga') is DEPARTMENT; bare services
('cardiology', 'ITU', 'the AMU') are not tagged. Hospitals, polyclinics and GP surgeries
HOSPITAL; health boards, trusts as employers, councils, employers, insurers, pharmacies,
agencies, schools and police forces ORGANIZATION. Streets (with flat/block/unit numbers)
STREET; towns and Singapore CITY; counties and Malaysian states STATE; postcodes ZIP;
parks, hills and beaches LOCATION-OTHER. The patient's and relatives' jobs PROFESSION.
Every date (also weekdays, a year alone, month and year, festivals) DATE, times of day
outside; every age AGE. Hospital numbers and Malaysian registration numbers MEDICALRECORD;
NHS and CHI numbers and insurer policy numbers HEALTHPLAN; National Insurance numbers,
NRIC/FIN and MyKad numbers SSN; case, episode and billing numbers ACCOUNT; GMC, NMC, MCR and
MMC numbers LICENSE; vehicle registrations VEHICLE; pacemaker, pump and ventilator serials
DEVICE; lab, specimen and blood-unit numbers BIOID; referral (UBRN), prescription, police
and coroner reference numbers IDNUM; bleeps, pagers and extensions PHONE; workstation
addresses on printouts IPADDR.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.pools import ascii_fold, faker_for, unique
from deidkit.synth.surface import ascii_email, letters, ordinal, slug

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("icu_review", 8), ("ward_round", 8), ("ed_clerking", 8), ("preop_assessment", 7),
    ("echo_report", 6), ("endoscopy_report", 6), ("lab_letter", 6), ("antenatal_note", 6),
    ("psychiatry_review", 6), ("gp_referral", 7), ("discharge_letter", 8), ("drug_chart", 5),
    ("clinic_letter", 7), ("therapy_note", 6), ("mdt_outcome", 5), ("death_summary", 4),
)

# -- names --------------------------------------------------------------------------------
# (given names male, given names female, family names) by origin; "cn", "malay", "tamil"
# names are written in their own order (see PersonX.full).
SCOT = (("Hamish", "Ewan", "Callum", "Fraser", "Lachlan", "Murdo", "Struan", "Ruaridh",
         "Alasdair", "Torquil", "Finlay", "Gregor"),
        ("Morag", "Kirsty", "Iona", "Eilidh", "Mhairi", "Catriona", "Shona", "Ailsa",
         "Seonaid", "Elspeth", "Isla", "Rhona"),
        ("MacLeod", "McAllister", "Drummond", "Urquhart", "Cruickshank", "Menzies", "Buchan",
         "Lamont", "Farquharson", "McBride", "Dalgleish", "Baird", "Guthrie", "MacKinnon",
         "Ogilvie", "Lumsden", "Strachan", "Mackie", "Auchinleck", "Rennie"))
WALES = (("Rhodri", "Gethin", "Dafydd", "Iwan", "Emyr", "Huw", "Gwilym", "Aled", "Cai"),
         ("Cerys", "Nia", "Rhiannon", "Bethan", "Ffion", "Angharad", "Eleri", "Sioned", "Lowri"),
         ("Pritchard", "Prosser", "Llewellyn", "Vaughan", "Bevan", "Gwynne", "Pugh", "Meredith",
          "Rees-Jones", "Bowen", "Parry-Williams", "Gruffydd", "Tudor", "Powys"))
NORTH = (("Darren", "Wayne", "Kieran", "Reece", "Dean", "Barry", "Trevor", "Clive", "Lee",
          "Jordan", "Brian", "Keith"),
         ("Tracey", "Sharon", "Leanne", "Stacey", "Gemma", "Maureen", "Beverley", "Janice",
          "Lorraine", "Jade", "Shirley", "Carol"),
         ("Higginbottom", "Ackroyd", "Sowerby", "Entwistle", "Braithwaite", "Ramsbottom",
          "Trelawny", "Pengelly", "Tregenza", "Hargreaves", "Greenhalgh", "Crabtree",
          "Hebblethwaite", "Sutcliffe", "Whitworth", "Oldroyd", "Lomax", "Bamforth", "Haworth",
          "Thwaite", "Dobson", "Heseltine"))
SOUTH_ASIAN = (("Imran", "Tariq", "Zubair", "Shahid", "Arif", "Gurpreet", "Harjinder",
                "Jaswinder", "Mehul", "Nilesh", "Shamsul", "Faisal", "Kamran", "Bilal"),
               ("Nasreen", "Shabana", "Rukhsana", "Parveen", "Jaspreet", "Manjit", "Hetal",
                "Bhavna", "Rehana", "Sultana", "Nusrat", "Samina", "Kiranjit"),
               ("Hussain", "Akhtar", "Mahmood", "Chaudhry", "Sandhu", "Dhillon", "Bains",
                "Mistry", "Solanki", "Miah", "Uddin", "Begum", "Iqbal", "Rashid", "Sidhu",
                "Chohan", "Parmar", "Kauser"))
SOMALI = (("Abdirahman", "Abdullahi", "Yusuf", "Abdikarim", "Liban"),
          ("Hodan", "Ayaan", "Sagal", "Fadumo", "Ubah", "Hibo"),
          ("Warsame", "Farah", "Jama", "Osman", "Egal", "Hirsi", "Dualeh", "Aden"))
POLISH = (("Krzysztof", "Grzegorz", "Wojciech", "Przemyslaw"),
          ("Agnieszka", "Malgorzata", "Bozena", "Grazyna"),
          ("Szczepanski", "Przybylski", "Grabowska", "Wroblewski", "Chmielewska", "Kaczmarczyk"))
FILIPINO = (("Jomar", "Rodel", "Arnel", "Reynaldo", "Jerwin"),
            ("Maricel", "Rowena", "Jocelyn", "Marites", "Analyn", "Liezl", "Rhea Mae"),
            ("Dela Cruz", "Bautista", "Villanueva", "Macaraeg", "Pangilinan", "Dimaculangan",
             "Manalo", "Sison", "Tolentino"))
CN_FAMILY = ("Tan", "Lim", "Ng", "Ong", "Goh", "Chua", "Koh", "Teo", "Ang", "Yeo", "Tay",
             "Low", "Toh", "Sim", "Quek", "Seah", "Phua", "Lau", "Foo", "Heng", "Loh", "Tham",
             "Kwek", "Soh", "Chew", "Liew", "Yap", "Khoo", "Tee", "Wee", "Poh", "Sng", "Leong")
CN_SYLL = ("Wei", "Ming", "Hui", "Ling", "Jun", "Kai", "Xin", "Siew", "Mei", "Boon", "Keng",
           "Beng", "Kok", "Swee", "Choon", "Hock", "Chye", "Geok", "Lay", "Bee", "Eng", "Hwee",
           "Peck", "Soon", "Teck", "Yong", "Zhi", "Hao", "Jia", "Shu", "Qi", "Kheng", "Seng",
           "Wah", "Yin", "Fong", "Huat", "Lian", "Kiat", "Guan")
CN_ENGLISH = (("Jason", "Melvin", "Desmond", "Alvin", "Kelvin", "Eugene", "Terence", "Benedict",
               "Darryl", "Wilson"),
              ("Vivian", "Cheryl", "Joanne", "Priscilla", "Evelyn", "Wendy", "Serene", "Irene",
               "Adeline", "Germaine"))
MALAY = (("Muhammad Hafiz", "Ahmad Faizal", "Mohd Azlan", "Khairul Anuar", "Syed Hamzah",
          "Iskandar", "Zulkifli", "Rosli", "Hairul Nizam", "Shahrul Nizam", "Mohd Firdaus",
          "Aiman Haziq"),
         ("Nurul Aisyah", "Siti Hajar", "Nur Farhana", "Rosnah", "Zaleha", "Norhayati",
          "Faridah", "Aminah", "Salmah", "Nurhidayah", "Wan Noraini", "Siti Khadijah"),
         ("Ismail", "Abdullah", "Rahman", "Osman", "Yusof", "Hassan", "Jaafar", "Sulaiman",
          "Mohamed Noor", "Ariffin", "Kassim", "Salleh", "Hamid", "Zainal Abidin", "Mokhtar"))
TAMIL = (("Kumaravel", "Rajendran", "Muthu", "Selvam", "Ganesan", "Suresh", "Thiagarajan",
          "Ramasamy", "Arumugam", "Kannan", "Saravanan", "Velu"),
         ("Priya", "Kavitha", "Malathi", "Sarasvathi", "Thilaga", "Jayanthi", "Revathi",
          "Vasuki", "Kalaiselvi", "Pushpa", "Meenachi", "Anbarasi"))

RELATIONS = ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father",
             "partner", "niece", "nephew", "son-in-law", "daughter-in-law", "granddaughter",
             "grandson", "neighbour", "friend", "carer")
FEMALE_RELS = ("wife", "daughter", "sister", "mother", "niece", "daughter-in-law",
               "granddaughter")
MALE_RELS = ("husband", "son", "brother", "father", "nephew", "son-in-law", "grandson")

# -- places -------------------------------------------------------------------------------
#: UK: (nation, town, county/council area, postcode districts, dialling code)
UK_PLACES = (
    ("ENG", "Leeds", "West Yorkshire", ("LS7", "LS9", "LS11", "LS12", "LS28"), "0113"),
    ("ENG", "Bradford", "West Yorkshire", ("BD3", "BD8", "BD9"), "01274"),
    ("ENG", "Huddersfield", "West Yorkshire", ("HD1", "HD2", "HD5"), "01484"),
    ("ENG", "Halifax", "West Yorkshire", ("HX1", "HX3"), "01422"),
    ("ENG", "Oldham", "Greater Manchester", ("OL1", "OL4", "OL8"), "0161"),
    ("ENG", "Salford", "Greater Manchester", ("M5", "M6", "M7"), "0161"),
    ("ENG", "Blackburn", "Lancashire", ("BB1", "BB2"), "01254"),
    ("ENG", "Burnley", "Lancashire", ("BB10", "BB11", "BB12"), "01282"),
    ("ENG", "Gateshead", "Tyne and Wear", ("NE8", "NE9", "NE10"), "0191"),
    ("ENG", "Sunderland", "Tyne and Wear", ("SR1", "SR4", "SR5"), "0191"),
    ("ENG", "Middlesbrough", "North Yorkshire", ("TS1", "TS3", "TS5"), "01642"),
    ("ENG", "Barnsley", "South Yorkshire", ("S70", "S71", "S75"), "01226"),
    ("ENG", "Carlisle", "Cumbria", ("CA1", "CA2", "CA3"), "01228"),
    ("ENG", "Truro", "Cornwall", ("TR1", "TR2", "TR4"), "01872"),
    ("ENG", "Whitehaven", "Cumbria", ("CA28",), "01946"),
    ("SCO", "Glasgow", "Lanarkshire", ("G21", "G31", "G41", "G51"), "0141"),
    ("SCO", "Paisley", "Renfrewshire", ("PA1", "PA2", "PA3"), "0141"),
    ("SCO", "Dundee", "Angus", ("DD1", "DD3", "DD4"), "01382"),
    ("SCO", "Aberdeen", "Aberdeenshire", ("AB11", "AB16", "AB24"), "01224"),
    ("SCO", "Inverness", "Highland", ("IV2", "IV3"), "01463"),
    ("SCO", "Kirkcaldy", "Fife", ("KY1", "KY2"), "01592"),
    ("SCO", "Stornoway", "Western Isles", ("HS1", "HS2"), "01851"),
    ("WAL", "Swansea", "West Glamorgan", ("SA1", "SA5", "SA6"), "01792"),
    ("WAL", "Wrexham", "Clwyd", ("LL11", "LL13"), "01978"),
    ("WAL", "Bangor", "Gwynedd", ("LL57",), "01248"),
    ("WAL", "Merthyr Tydfil", "Mid Glamorgan", ("CF47", "CF48"), "01685"),
    ("WAL", "Aberystwyth", "Ceredigion", ("SY23",), "01970"),
)
UK_STREETS = ("Acacia Avenue", "Kelvin Road", "Harehills Lane", "Roundhay Road", "Manor Row",
              "Chapel Street", "Mill Lane", "Gordon Terrace", "Dumbarton Road", "Byres Road",
              "Paisley Road West", "Victoria Crescent", "Heol y Coed", "Ffordd Pentre",
              "Bryn Road", "Lon Isaf", "Station Road", "Moorside Road", "Beechwood Drive",
              "Ladybarn Lane", "Clough Fold", "Pennine View", "Ashgrove Close", "Tenter Croft",
              "Wellgate", "Sheepscar Street", "Tollcross Road", "Netherby Gardens",
              "Lancefield Quay", "Burnside Court", "Whinmoor Way", "Cemetery Road")
UK_NATION = {"ENG": "England", "SCO": "Scotland", "WAL": "Wales"}
UK_LANDMARKS = ("Ilkley Moor", "the Peak District", "Helvellyn", "Arthur's Seat",
                "Ben Nevis", "Loch Lomond", "Snowdon", "Pen y Fan", "Roundhay Park",
                "Heaton Park", "Kelvingrove Park", "Tynemouth beach", "Whitby Abbey",
                "Malham Cove", "Rhossili Bay", "the Gower", "Glencoe", "Scafell Pike")

#: Singapore towns (HDB estates) and their postal-sector digits.
SG_TOWNS = (("Ang Mo Kio", "56"), ("Tampines", "52"), ("Jurong West", "64"), ("Woodlands", "73"),
            ("Bedok", "46"), ("Toa Payoh", "31"), ("Yishun", "76"), ("Sengkang", "54"),
            ("Bukit Merah", "15"), ("Hougang", "53"), ("Choa Chu Kang", "68"),
            ("Pasir Ris", "51"), ("Clementi", "12"), ("Bukit Batok", "65"), ("Serangoon", "55"),
            ("Geylang", "38"), ("Queenstown", "14"), ("Punggol", "82"))
#: Malaysia: (city, state, postcode prefix, area code)
MY_PLACES = (("Johor Bahru", "Johor", "81", "07"), ("Shah Alam", "Selangor", "40", "03"),
             ("Petaling Jaya", "Selangor", "47", "03"), ("Klang", "Selangor", "41", "03"),
             ("Kuala Lumpur", "Wilayah Persekutuan", "56", "03"), ("Ipoh", "Perak", "30", "05"),
             ("George Town", "Pulau Pinang", "10", "04"), ("Seremban", "Negeri Sembilan", "70",
                                                          "06"),
             ("Melaka", "Melaka", "75", "06"), ("Kota Bharu", "Kelantan", "15", "09"),
             ("Kuantan", "Pahang", "25", "09"), ("Kuching", "Sarawak", "93", "082"),
             ("Kota Kinabalu", "Sabah", "88", "088"), ("Alor Setar", "Kedah", "05", "04"))
MY_STREETS = ("Jalan Bunga Raya", "Jalan SS 2/24", "Jalan Tun Razak", "Jalan Sultan Ismail",
              "Lorong Haji Taib", "Jalan Ampang", "Jalan Kenari", "Jalan Meranti",
              "Jalan Perdana", "Lorong Seri Gombak", "Jalan Kebun Teh", "Jalan Melati")
MY_TAMAN = ("Taman Melati", "Taman Sri Muda", "Taman Desa", "Taman Bukit Indah", "Taman Universiti",
            "Taman Seri Gombak", "Taman Tun Dr Ismail", "Taman Pelangi")
SG_LANDMARKS = ("East Coast Park", "Bukit Timah Hill", "Sentosa", "MacRitchie Reservoir",
                "Pasir Ris Park", "Chinatown Complex", "Changi Village", "Punggol Waterway")
MY_LANDMARKS = ("Genting Highlands", "Cameron Highlands", "Batu Caves", "Port Dickson",
                "Langkawi", "Bukit Bintang", "Pulau Tioman", "Gunung Ledang")
ORIGINS = ("Pakistan", "Bangladesh", "Poland", "Somalia", "Nigeria", "Romania", "Lithuania",
           "Philippines", "Indonesia", "Myanmar", "India", "China", "Sri Lanka", "Malaysia",
           "Singapore", "Hong Kong", "Eritrea", "Syria", "Latvia", "Vietnam", "Nepal")
UK_JOBS = ("HGV driver", "scaffolder", "care assistant", "taxi driver", "joiner", "plasterer",
           "postie", "dinner lady", "school cleaner", "bus driver", "call centre operator",
           "sheep farmer", "crofter", "fisherman", "shop assistant", "warehouse operative",
           "forklift driver", "retail manager", "civil servant", "social care worker",
           "prison officer", "firefighter", "nursery nurse", "takeaway owner", "mechanic",
           "bricklayer", "slater", "oil rig worker", "steel erector", "hairdresser",
           "primary school teacher", "student", "chef", "delivery driver", "electrician",
           "security guard", "bar manager", "plumber", "student nurse", "dental nurse")
SEA_JOBS = ("hawker", "Grab driver", "taxi driver", "foreign domestic worker", "construction worker",
            "F&B supervisor", "security officer", "cleaner", "shipyard welder", "logistics clerk",
            "property agent", "tuition teacher", "civil servant", "retiree volunteer",
            "rubber tapper", "oil palm smallholder", "fisherman", "lorry driver", "bank officer",
            "accounts executive", "engineer", "hairdresser", "polytechnic student",
            "kopitiam assistant", "machine operator", "insurance agent", "nurse aide",
            "primary school teacher", "mechanic", "sales promoter")
UK_EMPLOYERS = ("Royal Mail", "Tesco", "Network Rail", "Scottish Water", "Arriva", "Asda",
                "Morrisons", "Greggs", "Leeds City Council", "Glasgow City Council",
                "First Bus", "Stagecoach", "BAE Systems", "Amazon UK", "Northern Rail",
                "Sainsbury's", "Dwr Cymru", "Calmac Ferries", "Nissan Sunderland",
                "Wrexham Council")
SEA_EMPLOYERS = ("SMRT", "SBS Transit", "PSA Singapore", "Grab", "Sheng Siong", "NTUC FairPrice",
                 "Keppel Shipyard", "Changi Airport Group", "DBS Bank", "Petronas", "Maybank",
                 "Tenaga Nasional", "Pos Malaysia", "KFC Malaysia", "Mydin", "Top Glove",
                 "Sembcorp Marine", "ComfortDelGro")
UK_ORGS = {"insurer": ("BUPA", "AXA Health", "Aviva", "WPA", "Vitality Health"),
           "pharmacy": ("Boots", "Lloydspharmacy", "Well Pharmacy", "Rowlands Pharmacy",
                        "Superdrug Pharmacy", "Day Lewis"),
           "agency": ("Age UK", "Carers Trust", "Macmillan", "Social Services",
                      "Mind", "Alzheimer Scotland", "Turning Point", "Marie Curie",
                      "Helping Hands Homecare", "Bluebird Care"),
           "school": ("Leeds Beckett University", "Bradford College", "Glasgow Kelvin College",
                      "Coleg Cambria", "Harehills Primary School", "St Mungo's Academy",
                      "Swansea University"),
           "police": ("West Yorkshire Police", "Police Scotland", "Greater Manchester Police",
                      "South Wales Police", "Northumbria Police"),
           "board": ("NHS Greater Glasgow and Clyde", "NHS Highland", "NHS Tayside",
                     "Betsi Cadwaladr UHB", "Swansea Bay UHB", "Leeds Teaching Hospitals NHS Trust",
                     "Northern Care Alliance", "NHS Grampian", "Cwm Taf Morgannwg UHB")}
SEA_ORGS = {"insurer": ("Great Eastern", "Prudential", "AIA", "NTUC Income", "Allianz",
                        "Etiqa", "Zurich Takaful", "PMCare", "MediShield Life"),
            "pharmacy": ("Guardian", "Watsons", "Unity Pharmacy", "Caring Pharmacy",
                         "Alpro Pharmacy", "Big Pharmacy"),
            "agency": ("AIC", "Dementia Singapore", "SASCO", "Lions Befrienders",
                       "Jabatan Kebajikan Masyarakat", "Touch Home Care", "Hospis Malaysia",
                       "NKF", "Methodist Welfare Services"),
            "school": ("Nanyang Polytechnic", "ITE College West", "Temasek Polytechnic",
                       "SMK Seri Gombak", "UiTM Shah Alam", "Raffles Institution"),
            "police": ("SPF", "PDRM", "Bedok Police Division", "IPD Petaling Jaya"),
            "board": ("NHG", "SingHealth", "NUHS", "KKM", "Jabatan Kesihatan Negeri Johor")}

UNIT_UK = ("Heron Ward", "Kingfisher Ward", "Rowan Ward", "Larch Ward", "Lister Ward",
           "Seacole Ward", "Fleming Ward", "Cavell Ward", "Ward 32", "Ward 4B", "Ward 27",
           "Ward 7A", "Ward 18", "Bracken Unit", "Jubilee Day Unit", "Beacon Unit",
           "Rainbow Clinic", "Birch Clinic", "Aspen Ward", "Ward 44", "Osprey HDU",
           "Cedar Wing", "Bluebell Ward")
UNIT_SG = ("Ward 57", "Ward 64A", "Ward 76", "Ward B2", "Ward 43", "Ward 9C", "Ward 25",
           "Ward 36", "Dahlia Clinic", "Clinic M", "Clinic 2B", "Orchid Suite", "Ward 48",
           "Clinic J", "Ward 11A")
UNIT_MY = ("Wad Kenanga", "Wad Melur", "Wad Mawar", "Wad Orkid", "Wad 7A", "Wad Teratai",
           "Wad Cempaka", "Wad 3C", "Klinik Pakar Perubatan", "Wad Dahlia", "Wad Bakawali",
           "Unit Rawatan Rapi", "Wad 12", "Klinik Pakar Surgeri")


@dataclass(frozen=True)
class PersonX:
    """A name with its culture: ``full()`` writes it the way that culture writes it."""

    given: str
    family: str        # for malay/tamil: the father's name
    sex: str
    culture: str       # "uk", "cn", "malay", "tamil"
    english: str = ""  # a Chinese person's English name, or ""

    @property
    def first(self) -> str:
        return self.english or self.given

    @property
    def last(self) -> str:
        return self.family if self.culture in ("uk", "cn") else self.given.split()[-1]

    def full(self) -> str:
        if self.culture == "cn":
            core = f"{self.family} {self.given}"
            return f"{self.english} {core}" if self.english else core
        if self.culture == "malay":
            return f"{self.given} {'bin' if self.sex == 'M' else 'binti'} {self.family}"
        if self.culture == "tamil":
            return f"{self.given} {'s/o' if self.sex == 'M' else 'd/o'} {self.family}"
        return f"{self.given} {self.family}"

    def short(self) -> str:
        """The name used after a title: 'Mr Tan', 'Encik Hafiz', 'Mrs Hargreaves'."""
        if self.culture in ("malay", "tamil"):
            return self.given.split()[-1] if self.given.startswith(("Muhammad", "Mohd", "Nur",
                                                                     "Siti", "Wan", "Syed",
                                                                     "Ahmad")) \
                else self.given.split()[0]
        return self.family

    def initial_form(self) -> str:
        if self.culture == "uk":
            return f"{self.given[0]}. {self.family}"
        if self.culture == "cn":
            return f"{self.family} {''.join(w[0] for w in self.given.split())}"
        return self.full()


@dataclass(frozen=True)
class StaffX:
    person: PersonX
    role: str
    credential: str
    username: str
    email: str
    license: str
    bleep: str
    site: int


@dataclass(frozen=True)
class SiteX:
    name: str
    region: str          # "UK", "SG", "MY"
    place: tuple
    street: str
    zip: str
    phone: str
    fax: str
    domain: str


@dataclass
class VisitX:
    number: int
    note_type: str
    start: dt.date
    end: dt.date


@dataclass
class PatientX:
    number: int
    person: PersonX
    region: str
    place: tuple          # UK_PLACES row, ("SG", town, sector) or MY_PLACES row
    dob: dt.date
    street: str
    zip: str
    home: str
    mobile: str
    email: str
    mrn: str
    health_no: str        # NHS/CHI number, or insurer policy number
    national_id: str      # NI number, NRIC/FIN, MyKad
    account: str
    plate: str
    device: str
    job: str
    employer: str
    origin: str
    site: int
    gp_site: int
    kin: tuple            # (relation, PersonX, phone, job, age)
    ethnicity: str
    visits: list = field(default_factory=list)


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


@dataclass(frozen=True)
class PoolsX:
    nigerian: tuple      # (male, female, family) from Faker en_NG


@lru_cache(maxsize=8)
def build_pools(seed: int) -> PoolsX:
    fake = faker_for("en_NG", seed * 7919 + 911)
    male = unique(ascii_fold(fake.first_name_male()) for _ in range(60))
    female = unique(ascii_fold(fake.first_name_female()) for _ in range(60))
    family = unique(ascii_fold(fake.last_name()) for _ in range(120))
    return PoolsX(nigerian=(male, female, family))


def uk_person(rng: random.Random, pools: PoolsX, sex: str | None = None) -> PersonX:
    sex = sex or rng.choice("MF")
    source = rng.choices((SCOT, WALES, NORTH, SOUTH_ASIAN, SOMALI, POLISH, pools.nigerian),
                         (5, 4, 6, 5, 1, 1, 2))[0]
    given = rng.choice(source[0] if sex == "M" else source[1])
    family = rng.choice(source[2])
    if rng.random() < 0.05:
        family = f"{family}-{rng.choice(rng.choice((SCOT, NORTH, WALES))[2])}"
    return PersonX(given, family, sex, "uk")


def sea_person(rng: random.Random, sex: str | None = None, region: str = "SG") -> PersonX:
    sex = sex or rng.choice("MF")
    culture = rng.choices(("cn", "malay", "tamil", "fil"),
                          (6, 3, 2, 1) if region == "SG" else (4, 6, 2, 1))[0]
    if culture == "cn":
        given = " ".join(rng.sample(CN_SYLL, 2)) if rng.random() < 0.85 else rng.choice(CN_SYLL)
        english = rng.choice(CN_ENGLISH[0 if sex == "M" else 1]) if rng.random() < 0.35 else ""
        return PersonX(given, rng.choice(CN_FAMILY), sex, "cn", english)
    if culture == "malay":
        return PersonX(rng.choice(MALAY[0 if sex == "M" else 1]), rng.choice(MALAY[2]), sex,
                       "malay")
    if culture == "tamil":
        return PersonX(rng.choice(TAMIL[0 if sex == "M" else 1]), rng.choice(TAMIL[0]), sex,
                       "tamil")
    return PersonX(rng.choice(FILIPINO[0 if sex == "M" else 1]), rng.choice(FILIPINO[2]), sex,
                   "uk")


def person_for(rng: random.Random, pools: PoolsX, region: str, sex: str | None = None) -> PersonX:
    return uk_person(rng, pools, sex) if region == "UK" else sea_person(rng, sex, region)


# -- formats --------------------------------------------------------------------------------
def uk_postcode(rng: random.Random, place) -> str:
    return f"{rng.choice(place[3])} {rng.randint(1, 9)}{letters(rng, 2)}"


def uk_phone(rng: random.Random, code: str, mobile: bool = False) -> str:
    if mobile:
        n = f"07{rng.randint(100, 999)} {digits(rng, 6)}"
        r = rng.random()
        if r < 0.2:
            return "+44 " + n[1:]
        if r < 0.35:
            return n.replace(" ", "")
        if r < 0.45:
            return f"{n[:5]} {n[6:9]} {n[9:]}"
        return n
    rest = digits(rng, 10 - len(code) + 1)
    if len(code) == 4:     # 0113 496 0321
        body = f"{rest[:3]} {rest[3:]}"
    else:                  # 01274 567890
        body = rest
    r = rng.random()
    if r < 0.15:
        return f"({code}) {body}"
    if r < 0.25:
        return f"+44 {code[1:]} {body}"
    return f"{code} {body}"


def sg_phone(rng: random.Random, mobile: bool = False) -> str:
    first = rng.choice("89") if mobile else "6"
    n = f"{first}{digits(rng, 3)} {digits(rng, 4)}"
    r = rng.random()
    if r < 0.25:
        return "+65 " + n
    if r < 0.4:
        return n.replace(" ", "")
    if r < 0.47:
        return "(65) " + n
    return n


def my_phone(rng: random.Random, area: str, mobile: bool = False) -> str:
    if mobile:
        n = f"01{rng.choice('2345679')}-{digits(rng, 3)} {digits(rng, 4)}"
        r = rng.random()
        if r < 0.2:
            return "+60 " + n[1:]
        if r < 0.35:
            return n.replace(" ", "").replace("-", "")
        return n
    local = digits(rng, 8 if area == "03" else 7)
    body = f"{local[:4]} {local[4:]}" if area == "03" else f"{local[:3]} {local[3:]}"
    return rng.choice((f"{area}-{body}", f"{area}-{body}", f"+60 {area[1:]}-{body}",
                       f"{area}{local}"))


def phone_for(rng: random.Random, region: str, place, mobile: bool = False) -> str:
    if region == "UK":
        return uk_phone(rng, place[4], mobile)
    if region == "SG":
        return sg_phone(rng, mobile)
    return my_phone(rng, place[3], mobile)


def nhs_number(rng: random.Random) -> str:
    n = digits(rng, 10)
    return rng.choice((f"{n[:3]} {n[3:6]} {n[6:]}", f"{n[:3]} {n[3:6]} {n[6:]}", n,
                       f"{n[:3]}-{n[3:6]}-{n[6:]}"))


def chi_number(rng: random.Random, dob: dt.date) -> str:
    return f"{dob.day:02d}{dob.month:02d}{dob.year % 100:02d}{digits(rng, 4)}"


def ni_number(rng: random.Random) -> str:
    a = rng.choice("ABCEHJKLMNOPRSTWXYZ") + rng.choice("ABCEHJKLMNPRSTWXYZ")
    n = digits(rng, 6)
    return rng.choice((f"{a} {n[:2]} {n[2:4]} {n[4:]} {rng.choice('ABCD')}",
                       f"{a}{n}{rng.choice('ABCD')}"))


def nric(rng: random.Random, dob: dt.date, foreign: bool = False) -> str:
    if foreign:
        return f"{rng.choice('GFM')}{digits(rng, 7)}{rng.choice('KLMNPQRTUWX')}"
    prefix = "T" if dob.year >= 2000 + 60 else "S"
    return f"{prefix}{dob.year % 100:02d}{digits(rng, 5)}{rng.choice('ABCDEFGHIZJ')}"


def mykad(rng: random.Random, dob: dt.date) -> str:
    s = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}"
    code = rng.choice(("14", "10", "01", "08", "13", "12", "06", "03"))
    return rng.choice((f"{s}-{code}-{digits(rng, 4)}", f"{s}{code}{digits(rng, 4)}"))


def hospital_number(rng: random.Random, region: str) -> str:
    if region == "UK":
        return rng.choice((f"{letters(rng, 1)}{digits(rng, 6)}", f"RX{letters(rng, 1)}{digits(rng, 7)}",
                           digits(rng, 8), f"{digits(rng, 2)}-{digits(rng, 6)}",
                           f"K{digits(rng, 7)}"))
    if region == "SG":
        return rng.choice((f"{digits(rng, 7)}{letters(rng, 1)}", f"HRN {digits(rng, 8)}"[4:],
                           f"{letters(rng, 2)}{digits(rng, 8)}"))
    return rng.choice((f"RN{digits(rng, 7)}", digits(rng, 6), f"{letters(rng, 3)}.{digits(rng, 6)}"))


def plate(rng: random.Random, region: str) -> str:
    if region == "UK":
        return (f"{letters(rng, 2)}{rng.choice(('1', '6', '2', '7'))}{rng.randint(0, 9)} "
                f"{letters(rng, 3)}")
    if region == "SG":
        return f"S{letters(rng, 2)} {rng.randint(1, 9999)} {letters(rng, 1)}"
    return rng.choice((f"{letters(rng, 3)} {rng.randint(1, 9999)}",
                       f"{rng.choice('WBJVAQ')}{letters(rng, 2)}{rng.randint(1, 9999)}"))


def username(rng: random.Random, p: PersonX) -> str:
    given = ascii_email(p.given).replace(".", "").replace(" ", "")
    family = ascii_email(p.family).replace(".", "").replace(" ", "")
    return rng.choice((f"{given[:1]}{family[:7]}", f"{family[:6]}{given[:1]}{rng.randint(1, 9)}",
                       f"{given[:1]}{family[:1]}{digits(rng, 4)}".upper(),
                       f"{family}{given[:2]}".upper()[:8], f"{given}.{family}"[:14]))


# -- the world ------------------------------------------------------------------------------
SAINTS = ("Mungo", "Cuthbert", "Columba", "Helier", "Oswald", "Aidan", "Bede", "Teilo")
UK_SITE = ("{city} Royal Infirmary", "Royal {city} Hospital", "{city} General Infirmary",
           "St {saint}'s Hospital", "{last} Memorial Hospital", "{city} District General",
           "Queen {queen} University Hospital", "{last} Community Hospital",
           "Ysbyty {welsh}")
UK_GP = ("{street} Surgery", "{street} Medical Practice", "The {tree} Practice",
         "{city} Health Centre", "{last} & Partners", "{tree} Lodge Surgery")
SG_SITE = ("{cnfull} Hospital", "{town} General Hospital", "{town} Community Hospital",
           "{town} Polyclinic", "{cnfam} Medical Centre", "Mount {cnfam} Hospital")
MY_SITE = ("Hospital {city}", "Hospital Sultanah {malayf}", "Hospital Tengku {malaym}",
           "Klinik Kesihatan {city}", "{city} Specialist Medical Centre", "Pusat Perubatan {city}")
QUEENS = ("Elizabeth", "Margaret", "Alexandra", "Victoria", "Mary")
TREES = ("Rowan", "Hawthorn", "Oakwood", "Willow", "Elm", "Holly", "Beech", "Laurel")
WELSH = ("Glan Clwyd", "Gwynedd", "Maelor", "Bronglais", "Tywysog Charles", "Cwm Rhondda")

ROLES = {"UK": (("consultant", 5), ("registrar", 5), ("fy", 6), ("nurse", 9), ("midwife", 2),
                ("physio", 2), ("ot", 1), ("pharmacist", 2), ("anaesthetist", 3),
                ("gp", 3), ("psychiatrist", 2), ("cpn", 2), ("social worker", 1),
                ("physiologist", 1), ("endoscopist", 2), ("microbiologist", 1)),
         "SEA": (("consultant", 5), ("registrar", 4), ("mo", 7), ("nurse", 9), ("midwife", 2),
                 ("physio", 2), ("ot", 1), ("pharmacist", 2), ("anaesthetist", 3),
                 ("gp", 3), ("psychiatrist", 2), ("cpn", 1), ("social worker", 2),
                 ("physiologist", 1), ("endoscopist", 2), ("microbiologist", 1))}
CREDENTIALS = {
    "UK": {"consultant": ("FRCP", "MRCP", "FRCS", "MBChB FRCP", "FRCS (Ed)", "FRCPath", "BM BCh"),
           "registrar": ("MRCP", "MBChB", "MRCS", "MBBS"), "fy": ("FY1", "FY2", "MBChB", "CT1"),
           "nurse": ("RGN", "RN", "Staff Nurse", "Charge Nurse", "RMN"),
           "midwife": ("RM", "Midwife", "BSc RM"), "physio": ("MCSP", "BSc Physio", "HCPC reg"),
           "ot": ("BSc OT", "HCPC reg", "OT"), "pharmacist": ("MRPharmS", "IP", "Pharmacist"),
           "anaesthetist": ("FRCA", "MBChB FRCA", "ST6"), "gp": ("MRCGP", "MBChB MRCGP", "DRCOG"),
           "psychiatrist": ("MRCPsych", "FRCPsych"), "cpn": ("RMN", "CPN"),
           "social worker": ("SW", "BA Hons", ""), "physiologist": ("BSc", "CCT", "AccSci"),
           "endoscopist": ("FRCP", "MD FRCP", "JAG accredited"), "microbiologist": ("FRCPath",)},
    "SEA": {"consultant": ("MBBS, MMed", "MRCP(UK)", "FAMS", "MBBS FRCS", "MMed (Int Med)"),
            "registrar": ("MBBS", "MMed", "MRCP"), "mo": ("MBBS", "MD (UKM)", "MBBS (Mal)"),
            "nurse": ("RN", "SSN", "APN", "SN", "NO"), "midwife": ("RM", "CNM"),
            "physio": ("BSc PT", "PT"), "ot": ("OT", "BSc OT"), "pharmacist": ("BPharm", "RPh"),
            "anaesthetist": ("MMed (Anaes)", "FANZCA", "MBBS"), "gp": ("MBBS", "GDFM", "MCFP"),
            "psychiatrist": ("MMed (Psych)", "MRCPsych"), "cpn": ("RN", "APN"),
            "social worker": ("MSW", "BSW", ""), "physiologist": ("BSc", "CEPIA"),
            "endoscopist": ("FRCP", "MMed", "FAMS"), "microbiologist": ("FRCPA", "MBBS")}}
TITLE = {"consultant": "Dr", "registrar": "Dr", "fy": "Dr", "mo": "Dr", "anaesthetist": "Dr",
         "gp": "Dr", "psychiatrist": "Dr", "endoscopist": "Dr", "microbiologist": "Dr",
         "nurse": "SN", "midwife": "MW", "physio": "", "ot": "", "pharmacist": "",
         "cpn": "", "social worker": "", "physiologist": ""}


@lru_cache(maxsize=8)
def build_world(seed: int):
    pools = build_pools(seed)
    rng = random.Random(f"deidkit-synth/{seed}/X/world")
    sites, gps = [], []
    for k in range(40):
        region = ("UK", "SG", "UK", "MY", "UK", "SG", "MY", "UK")[k % 8]
        if region == "UK":
            place = rng.choice(UK_PLACES)
            name = rng.choice(UK_SITE).format(
                city=place[1], saint=rng.choice(SAINTS), queen=rng.choice(QUEENS),
                last=uk_person(rng, pools).family.split("-")[0], welsh=rng.choice(WELSH))
            street, zip_ = f"{rng.randint(1, 300)} {rng.choice(UK_STREETS)}", uk_postcode(rng, place)
            domain = rng.choice((f"{slug(place[1])}.nhs.uk", "nhs.net", f"{slug(name)[:10]}.nhs.uk",
                                 f"{slug(place[1])[:6]}.scot.nhs.uk", "wales.nhs.uk"))
        elif region == "SG":
            town, sector = rng.choice(SG_TOWNS)
            place = ("SG", town, sector)
            p = sea_person(rng, "M")
            name = rng.choice(SG_SITE).format(cnfull=f"{p.family} {p.given}" if p.culture == "cn"
                                              else f"{rng.choice(CN_FAMILY)} {rng.choice(CN_SYLL)} "
                                                   f"{rng.choice(CN_SYLL)}",
                                              town=town, cnfam=rng.choice(CN_FAMILY))
            street = f"{rng.randint(1, 90)} {town} {rng.choice(('Avenue', 'Street', 'Drive'))} " \
                     f"{rng.randint(1, 9)}"
            zip_ = f"{sector}{digits(rng, 4)}"
            domain = f"{slug(name)[:8]}.com.sg"
        else:
            place = rng.choice(MY_PLACES)
            name = rng.choice(MY_SITE).format(city=place[0], malayf=rng.choice(MALAY[1]).split()[-1],
                                              malaym=rng.choice(MALAY[0]).split()[-1])
            street = f"{rng.choice(MY_STREETS)}"
            zip_ = f"{place[2]}{digits(rng, 3)}"
            domain = rng.choice(("moh.gov.my", f"{slug(name)[:10]}.com.my"))
        sites.append(SiteX(name, region, place, street, zip_, phone_for(rng, region, place),
                           phone_for(rng, region, place), domain))
        if region == "UK":
            gname = rng.choice(UK_GP).format(street=rng.choice(UK_STREETS).split()[0],
                                             tree=rng.choice(TREES), city=place[1],
                                             last=uk_person(rng, pools).family)
        elif region == "SG":
            gname = rng.choice((f"{place[1]} Polyclinic", f"{rng.choice(CN_FAMILY)} Family Clinic",
                                f"Healthway Medical ({place[1]})", f"Raffles Medical {place[1]}"))
        else:
            gname = rng.choice((f"Klinik {rng.choice(MALAY[2])}", f"Poliklinik {place[0]}",
                                f"Klinik Kesihatan {place[0]}", f"Klinik Dr {rng.choice(TAMIL[0])}"))
        gps.append(SiteX(gname, region, place, street, zip_, phone_for(rng, region, place),
                         phone_for(rng, region, place), domain))
    staff = []
    for _ in range(420):
        site = rng.randrange(len(sites))
        region = sites[site].region
        key = "UK" if region == "UK" else "SEA"
        roles, weights = zip(*ROLES[key])
        role = rng.choices(roles, weights)[0]
        p = person_for(rng, pools, region)
        if key == "UK":
            lic = {"nurse": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
                   "midwife": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
                   "cpn": f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 1)}",
                   "physio": f"PH{digits(rng, 6)}", "ot": f"OT{digits(rng, 5)}",
                   "social worker": f"SW{digits(rng, 5)}", "physiologist": f"CS{digits(rng, 5)}",
                   "pharmacist": digits(rng, 7)}.get(role, digits(rng, 7))
            bleep = rng.choice((digits(rng, 4), digits(rng, 3), f"{rng.randint(1, 9)}{digits(rng, 3)}"))
            email = f"{ascii_email(p.given).replace(' ', '')}.{ascii_email(p.family).replace(' ', '')}" \
                    f"{rng.choice(('', '', str(rng.randint(1, 9))))}@nhs.net"
        else:
            lic = (f"M{digits(rng, 5)}{letters(rng, 1)}" if region == "SG" else
                   f"MMC {digits(rng, 5)}") if TITLE.get(role) == "Dr" else \
                f"{rng.choice(('R', 'N', 'P'))}{digits(rng, 6)}{letters(rng, 1)}"
            bleep = rng.choice((digits(rng, 4), f"{rng.choice('689')}{digits(rng, 3)} {digits(rng, 4)}"))
            email = f"{ascii_email(p.full()).replace(' ', '_').replace('/', '')[:22]}@" \
                    f"{sites[site].domain}"
        staff.append(StaffX(p, role, rng.choice(CREDENTIALS[key][role]), username(rng, p),
                            email, lic, bleep, site))
    return pools, tuple(sites), tuple(gps), tuple(staff)


def visit_count(seed: int, number: int) -> int:
    rng = random.Random(f"deidkit-synth/{seed}/X/plan/{number}")
    return rng.choice((1, 2, 2, 3, 3, 4, 5))


def build_patient(seed: int, number: int) -> PatientX:
    pools, sites, gps, _ = build_world(seed)
    rng = random.Random(f"deidkit-synth/{seed}/X/patient/{number}")
    site = rng.randrange(len(sites))
    region = sites[site].region
    near = [i for i, s in enumerate(gps) if s.region == region and
            (region != "UK" or s.place[0] == sites[site].place[0])]
    gp_site = site if rng.random() < 0.6 else rng.choice(near)
    if region == "UK":
        place = sites[site].place if rng.random() < 0.6 else rng.choice(
            [x for x in UK_PLACES if x[0] == sites[site].place[0]])
        street = rng.choice((f"{rng.randint(1, 240)} {rng.choice(UK_STREETS)}",
                             f"Flat {rng.randint(1, 24)}, {rng.randint(1, 120)} "
                             f"{rng.choice(UK_STREETS)}",
                             f"{rng.randint(1, 60)}{rng.choice('ab')} {rng.choice(UK_STREETS)}",
                             f"{rng.choice(('Rose', 'Ivy', 'Moss', 'Bryn'))} Cottage, "
                             f"{rng.choice(UK_STREETS)}"))
        zip_ = uk_postcode(rng, place)
    elif region == "SG":
        town, sector = rng.choice(SG_TOWNS)
        place = ("SG", town, sector)
        street = (f"Blk {rng.randint(101, 999)}{rng.choice(('', '', 'A', 'C'))} {town} "
                  f"{rng.choice(('Ave', 'Avenue', 'St', 'Street', 'Ring Road', 'Drive'))} "
                  f"{rng.randint(1, 91)} #{rng.randint(2, 25):02d}-{rng.randint(1, 1599)}")
        zip_ = f"{sector}{digits(rng, 4)}"
    else:
        place = rng.choice(MY_PLACES)
        street = rng.choice((f"No. {rng.randint(1, 99)}, {rng.choice(MY_STREETS)} {rng.randint(1, 12)}",
                             f"{rng.randint(1, 99)}, {rng.choice(MY_STREETS)}, {rng.choice(MY_TAMAN)}",
                             f"Lot {rng.randint(100, 9999)}, Kampung {rng.choice(MALAY[2])}"))
        zip_ = f"{place[2]}{digits(rng, 3)}"
    kinds, weights = zip(*NOTE_TYPES)
    plan = [rng.choices(kinds, weights)[0] for _ in range(visit_count(seed, number))]
    maternity = "antenatal_note" in plan
    p = person_for(rng, pools, region, "F" if maternity else None)
    first = dt.date(rng.randint(2064, 2119), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first - dt.timedelta(days=rng.randint(17, 97) * 365 + rng.randint(0, 364))
    if rng.random() < 0.1:   # a few very old and a few maternity-age patients
        dob = first - dt.timedelta(days=rng.choice((90, 92, 94, 21, 26, 31)) * 365 + rng.randint(0, 300))
    if maternity:
        dob = first - dt.timedelta(days=rng.randint(18, 43) * 365 + rng.randint(0, 300))
    rel = rng.choice([r for r in RELATIONS if r != ("wife" if p.sex == "F" else "husband")]
                     if not maternity else ("husband", "partner", "mother", "sister"))
    kin_sex = "F" if rel in FEMALE_RELS else "M" if rel in MALE_RELS else None
    kin = person_for(rng, pools, region, kin_sex)
    if rel in ("son", "daughter", "brother", "sister") and p.culture in ("uk", "cn"):
        kin = PersonX(kin.given, p.family, kin.sex, kin.culture, kin.english)
    user = ascii_email(p.full().split()[0]).replace(".", "")
    email = rng.choice((f"{user}.{ascii_email(p.last).replace(' ', '')}",
                        f"{user[:1]}{ascii_email(p.last).replace(' ', '')}{rng.randint(1, 99)}",
                        f"{user}{rng.randint(60, 99)}")) + "@" + rng.choice(
        ("gmail.com", "hotmail.com", "yahoo.com") + (("btinternet.com", "hotmail.co.uk",
                                                      "sky.com", "live.co.uk")
                                                     if region == "UK" else
                                                     ("singnet.com.sg", "yahoo.com.sg")
                                                     if region == "SG" else
                                                     ("yahoo.com.my", "streamyx.com")))
    if region == "UK":
        health_no = chi_number(rng, dob) if place[0] == "SCO" else nhs_number(rng)
        national = ni_number(rng)
        account = rng.choice((f"EP{digits(rng, 8)}", digits(rng, 9), f"{digits(rng, 4)}/{digits(rng, 5)}"))
        job, employer = rng.choice(UK_JOBS), rng.choice(UK_EMPLOYERS)
        origin = rng.choice(ORIGINS)
    else:
        foreign = p.culture == "uk" or rng.random() < 0.08
        health_no = rng.choice((f"{letters(rng, 1)}{digits(rng, 9)}", f"{digits(rng, 4)}-{digits(rng, 6)}",
                                f"PL{digits(rng, 8)}"))
        national = nric(rng, dob, foreign) if region == "SG" else (
            f"{letters(rng, 1)}{digits(rng, 8)}" if foreign else mykad(rng, dob))
        account = rng.choice((f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 7)}",
                              f"{rng.randint(21, 99)}-{digits(rng, 7)}", f"V{digits(rng, 9)}"))
        job, employer = rng.choice(SEA_JOBS), rng.choice(SEA_EMPLOYERS)
        origin = rng.choice(("Philippines", "Indonesia", "Myanmar", "India", "China", "Bangladesh",
                             "Sri Lanka", "Malaysia" if region == "SG" else "Singapore"))
    ethnicity = {"cn": "Chinese", "malay": "Malay", "tamil": "Indian"}.get(p.culture, "Other")
    patient = PatientX(
        number=number, person=p, region=region, place=place, dob=dob, street=street, zip=zip_,
        home=phone_for(rng, region, place), mobile=phone_for(rng, region, place, True),
        email=email, mrn=hospital_number(rng, region), health_no=health_no,
        national_id=national, account=account, plate=plate(rng, region),
        device=rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}", f"{digits(rng, 2)}{letters(rng, 2)}"
                           f"{digits(rng, 5)}", f"SN {digits(rng, 8)}"[3:], digits(rng, 9))),
        job=job, employer=employer, origin=origin, site=site, gp_site=gp_site,
        kin=(rel, kin, phone_for(rng, region, place, True),
             rng.choice(UK_JOBS if region == "UK" else SEA_JOBS), rng.randint(18, 88)),
        ethnicity=ethnicity)
    day = first
    if "death_summary" in plan:   # a death is the last document of a patient
        plan = [k if k != "death_summary" else "discharge_letter" for k in plan[:-1]] + [
            "death_summary"]
    for v, kind in enumerate(plan, start=1):
        end = day + dt.timedelta(days=rng.randint(1, 21))
        patient.visits.append(VisitX(v, kind, day, end))
        day = end + dt.timedelta(days=rng.randint(3, 160))
    return patient


def patient_age(dob: dt.date, day: dt.date) -> int:
    return day.year - dob.year - ((day.month, day.day) < (dob.month, dob.day))


# -- dates -----------------------------------------------------------------------------------
MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH = ("January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAY_ABBR = ("Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun")
FESTIVALS = {"UK": ("Christmas", "Boxing Day", "Hogmanay", "Easter Monday", "New Year's Day",
                    "Eid", "Diwali", "bonfire night"),
             "SG": ("Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas",
                    "National Day", "Hari Raya Haji"),
             "MY": ("Hari Raya Aidilfitri", "Chinese New Year", "Deepavali", "Merdeka Day",
                    "Thaipusam", "Christmas")}
#: the numeric house styles of each region (day first everywhere)
NUM_STYLES = {"UK": ("dmY", "dmY", "d.m.y", "dMonY", "dmy"), "SG": ("dmY", "dMonY_dash", "iso",
                                                                    "dMonY"),
              "MY": ("dmY_np", "d.m.Y", "dmY", "dMonY")}


def fmt_date(d: dt.date, style: str) -> str:
    y2 = f"{d.year % 100:02d}"
    return {
        "dmY": f"{d.day:02d}/{d.month:02d}/{d.year}", "dmy": f"{d.day:02d}/{d.month:02d}/{y2}",
        "dmY_np": f"{d.day}/{d.month}/{d.year}", "d.m.y": f"{d.day}.{d.month}.{y2}",
        "d.m.Y": f"{d.day:02d}.{d.month:02d}.{d.year}", "iso": f"{d.year}-{d.month:02d}-{d.day:02d}",
        "dMonY": f"{d.day} {MON[d.month - 1]} {d.year}", "dMony": f"{d.day} {MON[d.month - 1]} {y2}",
        "dMonY_dash": f"{d.day:02d}-{MON[d.month - 1]}-{d.year}",
        "dthMonthY": f"{ordinal(d.day)} {MONTH[d.month - 1]} {d.year}",
        "dMonthY": f"{d.day} {MONTH[d.month - 1]} {d.year}", "dm": f"{d.day}/{d.month}",
        "dMon": f"{d.day} {MON[d.month - 1]}", "dthMonth": f"{ordinal(d.day)} {MONTH[d.month - 1]}",
        "MonY": f"{MON[d.month - 1]} {d.year}", "MonthY": f"{MONTH[d.month - 1]} {d.year}",
        "Y": str(d.year), "weekday": WEEKDAY[d.weekday()], "wd": WEEKDAY_ABBR[d.weekday()],
        "DMONY": f"{d.day:02d}{MON[d.month - 1].upper()}{d.year}",
        "mY": f"{d.month:02d}/{d.year}",
    }[style]


# -- numbers that are not PHI ---------------------------------------------------------------
def vitals(rng: random.Random) -> str:
    hr, sbp, dbp = rng.randint(52, 128), rng.randint(88, 178), rng.randint(44, 98)
    t = rng.randint(358, 391) / 10
    return rng.choice((
        f"HR {hr} BP {sbp}/{dbp} RR {rng.randint(12, 30)} SpO2 {rng.randint(88, 100)}% "
        f"{rng.choice(('RA', 'on 2L NC', 'on 28% venturi', 'on 15L NRB'))} T {t}",
        f"P {hr} reg, BP {sbp}/{dbp}, sats {rng.randint(90, 100)}% on air, temp {t}, "
        f"NEWS2 {rng.randint(0, 9)}",
        f"Obs: {sbp}/{dbp}, {hr}, {rng.randint(12, 28)}, {rng.randint(91, 100)}%, {t}C, "
        f"CBG {rng.randint(40, 190) / 10}",
        f"BP {sbp}/{dbp} mmHg  PR {hr}/min  SpO2 {rng.randint(92, 100)}%  Temp {t}  "
        f"Pain {rng.randint(0, 8)}/10"))


def labs(rng: random.Random, region: str) -> str:
    hb, wcc, plt = rng.randint(72, 162), rng.randint(28, 228) / 10, rng.randint(45, 620)
    na, k = rng.randint(124, 148), rng.randint(29, 63) / 10
    urea, cr, crp = rng.randint(21, 380) / 10, rng.randint(48, 480), rng.randint(1, 340)
    if region == "UK":
        return rng.choice((
            f"Hb {hb} WCC {wcc} Plt {plt} Neut {round(wcc * 0.78, 1)}\n"
            f"Na {na} K {k} Ur {urea} Cr {cr} (baseline {rng.randint(60, 120)}) eGFR "
            f"{rng.randint(8, 90)}\nCRP {crp} Bili {rng.randint(4, 60)} ALT {rng.randint(9, 320)} "
            f"ALP {rng.randint(40, 510)} Alb {rng.randint(18, 44)}",
            f"Hb {hb} / WCC {wcc} / plt {plt} / INR {rng.randint(9, 32) / 10} / APTT "
            f"{rng.randint(24, 48)}\nU+E {na} / {k} / {urea} / {cr}; CRP {crp}; Mg "
            f"{rng.randint(50, 110) / 100}; PO4 {rng.randint(50, 190) / 100}; adj Ca "
            f"{rng.randint(195, 275) / 100}"))
    return rng.choice((
        f"FBC: Hb {hb / 10:.1f} TW {wcc} Plt {plt}\nBUSE: Na {na} K {k} Urea {urea} Cr {cr}\n"
        f"LFT: TP {rng.randint(55, 80)} Alb {rng.randint(20, 44)} TB {rng.randint(5, 70)} ALT "
        f"{rng.randint(9, 300)} ALP {rng.randint(40, 400)}",
        f"Hb {hb / 10:.1f} g/dL, TW {wcc}, Plt {plt}; RP: Na {na}, K {k}, urea {urea}, creat "
        f"{cr}; CRP {crp} mg/L; HbA1c {rng.randint(52, 128) / 10}%; cap glucose "
        f"{rng.randint(40, 220) / 10}"))


def abg(rng: random.Random) -> str:
    return (f"ABG ({rng.choice(('FiO2 0.4', 'FiO2 0.35', 'on 4L', 'RA', 'FiO2 0.6'))}): pH "
            f"{rng.randint(715, 749) / 100:.2f} pO2 {rng.randint(65, 180) / 10} pCO2 "
            f"{rng.randint(38, 95) / 10} HCO3 {rng.randint(140, 310) / 10} BE "
            f"{rng.randint(-12, 6)} Lac {rng.randint(6, 68) / 10} Glu {rng.randint(45, 160) / 10}")
