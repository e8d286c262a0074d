"""Style V: clinical documents of a seventh origin, HELD OUT (no recipe trains on it).

V is a blind check like E, X, Y and Z: written without reading any model's results, the
rule-based recognizers or the other styles' note texts, to measure what a tagger misses on
notes nobody trained it on. Its documents come from hospitals, practices, aged-care homes
and retrieval services of Australia (the cities, the bush and remote Aboriginal and Torres
Strait Islander communities), Aotearoa New Zealand, Hong Kong and the Pacific (Fiji, Samoa
and Tonga, whose patients are also flown to New Zealand and Australia). Note types
(:mod:`deidkit.synth.style_v_notes`): anaesthetic record, palliative-care family meeting,
neonatal (special care nursery) note, audiology report, dietitian assessment, wound-clinic
review, sleep-study (polysomnography) report, genetic-counselling letter, aeromedical
retrieval record and residential aged-care plan.

Names are lists of this module, not Faker's (a held-out style should not share surrogates
with the training styles' Faker pools): Aboriginal (with skin names) and Torres Strait
Islander, Greek-, Lebanese- and Vietnamese-Australian, Maori, Samoan, Tongan, Fijian and
Indo-Fijian, and Cantonese names of Hong Kong (family name first, often with an English
name, now and then with their characters); each seed draws its own subset of every list.
Formats follow the place: dates day first everywhere (12/03/2091, 12/3/91, 12 Mar 2091,
12-MAR-2091, 12.3.2091, 12th March 2091, 2091-03-12 in Hong Kong systems, 2091年3月12日),
Australian phones ((02) 9876 5432, 0412 345 678, +61 8 8951 1234, 1300 numbers), New
Zealand ((09) 373 7599, 021 123 4567), Hong Kong (9123 4567, +852 2345 6789), Fijian,
Samoan and Tongan numbers (+679 331 3444, +685 21212); four-digit postcodes, Samoan WS1382.

Annotation follows the i2b2 2014 guidelines:

- PATIENT: the patient, a newborn's parents ('Baby of Mele TAUFA': the mother's name),
  relatives, carers, guardians and any private person; preferred names and English names
  ('prefers Con') and names in Chinese characters are separate PATIENT tags. Kinship
  titles ('Aunty', 'Uncle') stay outside.
- DOCTOR: every member of the care staff (anaesthetists, surgeons, registrars, nurses,
  midwives, dietitians, audiologists, sleep scientists, genetic counsellors, flight nurses,
  paramedics, Aboriginal liaison officers and Maori health workers, care workers of an
  aged-care home); titles and credentials (Dr, A/Prof, Mr, Sr, RN, CNC, FANZCA, APD,
  RPSGT) outside. USERNAME: EHR and system logins.
- PROFESSION: the patient's and relatives' occupations ('retired' outside); a role in the
  care ('the anaesthetic nurse') is not PHI.
- ROOM: the number or code without its label ('Theatre 4', 'Cot 12', 'Bed 23', 'Room 14',
  'Lab 2', 'Bedroom 3': ROOM '4', '12', ...). DEPARTMENT: named wards and units only
  ('Jacaranda Ward', 'Ward 8A', 'Pōhutukawa Unit'); generic services ('Anaesthetics', 'the
  SCN', 'Audiology', 'the cath lab', 'Palliative Care') untagged.
- HOSPITAL: care facilities: hospitals, clinics, general practices, Aboriginal community
  health services, aged-care homes, private sleep and audiology clinics. ORGANIZATION:
  employers, health funds, retrieval and ambulance services, pharmacies, schools, churches
  and councils, police. Scheme names used as labels ('Medicare No.', 'DVA', 'NDIS', 'ACC
  claim') are not tagged.
- STREET (with unit, flat, floor and block: 'Flat 1203, 12/F, Block B, Wah Fu Estate' is one
  STREET), CITY (suburbs, towns, Hong Kong districts, remote communities, Pacific villages),
  STATE (Australian states, New Zealand regions, Hong Kong's three regions, Fiji's
  divisions, Samoa's districts, Tonga's island groups), COUNTRY, ZIP; LOCATION-OTHER for
  beaches, parks, airstrips, highways and landmarks.
- AGE: every age, a relative's and an age at diagnosis or death in a pedigree ('at 46').
  Gestations (32+4), day of life (DOL 6) and post-menstrual ages are durations, untagged.
- DATE: every date (month and year, a year alone, day and month, weekdays, holidays like
  Anzac Day, Waitangi Day or Chinese New Year); times of day outside.
- PHONE (pagers and extensions too), FAX, EMAIL, URL, IPADDR.
- SSN: national ID numbers (Hong Kong ID, New Zealand IRD, Fiji FNPF, Samoan national ID).
  MEDICALRECORD: UR/MRN, NHI, Hong Kong HN and Pacific hospital numbers, and the IHI.
  HEALTHPLAN: Medicare (with its reference number), DVA file and health-fund membership
  numbers. ACCOUNT: episode, visit and billing numbers. LICENSE: AHPRA, MCNZ, HK Medical
  Council and Pacific registrations and driving licences. VEHICLE: plates and aircraft
  registrations. DEVICE: serials of hearing aids, CPAP machines, syringe drivers, PCA and
  infusion pumps, ventilators, monitors, anaesthetic machines and incubators. BIOID:
  specimen, DNA and newborn-screening card numbers. IDNUM: retrieval task, ACC claim, police
  event, passport, hearing-aid voucher, sleep-study and clinical-photo numbers.

Untagged look-alikes: times, doses, volumes, vitals and ventilator settings, lab values,
audiogram thresholds (dB, Hz), AHI and other indices, wound sizes, scores (ASA, Apgar,
ESS, Braden, Waterlow, AN-ACC class), gene variants and RefSeq numbers, ICD-10 and MBS item
codes, device makes and models, eponyms (Guedel, Macintosh, Hartmann's, Whitacre, Aldrete,
Cormack-Lehane, Cheyne-Stokes, Unna), ethnicity, iwi and language groups, interpreters.
"""

from __future__ import annotations

import datetime as dt
import random
import zlib
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth.builder import Writer
from deidkit.synth.model import weighted
from deidkit.synth.pools import ascii_fold
from deidkit.synth.surface import MONTHS, MONTHS_ABBR, WEEKDAYS, ordinal

#: Note types and their share of the corpus (the neonatal notes are written for newborns).
NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("anaesthetic_record", 12), ("family_meeting", 9), ("neonatal_note", 8),
    ("audiology_report", 10), ("dietitian_note", 10), ("wound_clinic", 10),
    ("sleep_study", 10), ("genetic_counselling", 9), ("retrieval_note", 11),
    ("aged_care_plan", 11),
)
#: Which note types a patient gets, by who they are (weights).
KINDS_NEWBORN = (("neonatal_note", 10), ("retrieval_note", 3), ("audiology_report", 3),
                 ("genetic_counselling", 2), ("dietitian_note", 2))
KINDS_ADULT = (("anaesthetic_record", 4), ("family_meeting", 1), ("audiology_report", 2),
               ("dietitian_note", 2), ("wound_clinic", 2), ("sleep_study", 4),
               ("genetic_counselling", 3), ("retrieval_note", 2))
KINDS_ELDER = (("anaesthetic_record", 3), ("family_meeting", 4), ("audiology_report", 2),
               ("dietitian_note", 2), ("wound_clinic", 3), ("sleep_study", 1),
               ("genetic_counselling", 1), ("retrieval_note", 1), ("aged_care_plan", 6))

REGIONS = (("AU", 44), ("NZ", 26), ("HK", 15), ("PI", 15))

# -- places ------------------------------------------------------------------------------
AU_STATES = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
             "NT": "Northern Territory", "WA": "Western Australia", "SA": "South Australia",
             "TAS": "Tasmania", "ACT": "Australian Capital Territory"}
AU_POSTCODE = {"NSW": ("2", 1, 999), "VIC": ("3", 0, 999), "QLD": ("4", 0, 899),
               "NT": ("08", 0, 99), "WA": ("6", 0, 799), "SA": ("5", 0, 799),
               "TAS": ("7", 0, 499), "ACT": ("29", 0, 20)}
AU_PLACES = (
    ("Blacktown", "NSW"), ("Campbelltown", "NSW"), ("Lismore", "NSW"), ("Tamworth", "NSW"),
    ("Broken Hill", "NSW"), ("Lakemba", "NSW"), ("Cabramatta", "NSW"), ("Marrickville", "NSW"),
    ("Moree", "NSW"), ("Walgett", "NSW"), ("Kogarah", "NSW"), ("Bourke", "NSW"),
    ("Dandenong", "VIC"), ("Springvale", "VIC"), ("Sunshine", "VIC"), ("Mildura", "VIC"),
    ("Warrnambool", "VIC"), ("Oakleigh", "VIC"), ("Coburg", "VIC"), ("Traralgon", "VIC"),
    ("Logan Central", "QLD"), ("Mackay", "QLD"), ("Bundaberg", "QLD"), ("Mount Isa", "QLD"),
    ("Thursday Island", "QLD"), ("Bamaga", "QLD"), ("Inala", "QLD"), ("Palm Island", "QLD"),
    ("Weipa", "QLD"), ("Yarrabah", "QLD"), ("Alice Springs", "NT"), ("Katherine", "NT"),
    ("Tennant Creek", "NT"), ("Nhulunbuy", "NT"), ("Casuarina", "NT"), ("Wadeye", "NT"),
    ("Maningrida", "NT"), ("Yuendumu", "NT"), ("Galiwinku", "NT"), ("Lajamanu", "NT"),
    ("Geraldton", "WA"), ("Kalgoorlie", "WA"), ("Broome", "WA"), ("Port Hedland", "WA"),
    ("Mandurah", "WA"), ("Fitzroy Crossing", "WA"), ("Port Augusta", "SA"), ("Whyalla", "SA"),
    ("Salisbury", "SA"), ("Murray Bridge", "SA"), ("Ceduna", "SA"), ("Burnie", "TAS"),
    ("Glenorchy", "TAS"), ("Tuggeranong", "ACT"),
)
#: Remote communities: notes about them come with a retrieval or an outreach clinic.
AU_REMOTE = ("Thursday Island", "Bamaga", "Palm Island", "Wadeye", "Maningrida", "Yuendumu",
             "Galiwinku", "Lajamanu", "Fitzroy Crossing", "Yarrabah", "Weipa")
AU_STREETS = ("Bunya Rd", "Jacaranda Cres", "Koonawarra St", "Kurrajong Ave", "Ironbark Cl",
              "Warrigal Rd", "Yarrabee Pde", "Gumnut Pl", "Boundary St", "Railway Tce",
              "Mitchell Hwy", "Cooinda Ct", "Illawong Way", "Banjo Paterson Dr", "Wattlebird Cct",
              "Quandong St", "Moonah Rd", "Barrier Hwy", "Todd St", "Gap Rd", "Larapinta Dr",
              "Smith St Mall", "Bagot Rd", "Marine Pde", "Esplanade", "Douglas St",
              "Haldon St", "Canley Vale Rd", "Lonsdale St", "Thomas St")
NZ_PLACES = (
    ("Kaitaia", "Northland"), ("Kaikohe", "Northland"), ("Dargaville", "Northland"),
    ("Otara", "Auckland"), ("Mangere", "Auckland"), ("Papakura", "Auckland"),
    ("Pukekohe", "Auckland"), ("Henderson", "Auckland"), ("Ōtāhuhu", "Auckland"),
    ("Huntly", "Waikato"), ("Te Awamutu", "Waikato"), ("Tokoroa", "Waikato"),
    ("Whakatāne", "Bay of Plenty"), ("Ōpōtiki", "Bay of Plenty"), ("Kawerau", "Bay of Plenty"),
    ("Ruatoria", "Tairāwhiti"), ("Wairoa", "Hawke's Bay"), ("Flaxmere", "Hawke's Bay"),
    ("Whanganui", "Manawatū-Whanganui"), ("Levin", "Manawatū-Whanganui"),
    ("Masterton", "Wellington"), ("Cannons Creek", "Wellington"), ("Lower Hutt", "Wellington"),
    ("Blenheim", "Marlborough"), ("Greymouth", "West Coast"), ("Ashburton", "Canterbury"),
    ("Rangiora", "Canterbury"), ("Oamaru", "Otago"), ("Gore", "Southland"),
    ("Hāwera", "Taranaki"), ("Waitara", "Taranaki"),
)
NZ_POSTCODE = {"Northland": "0", "Auckland": "2", "Waikato": "3", "Bay of Plenty": "3",
               "Tairāwhiti": "4", "Hawke's Bay": "4", "Manawatū-Whanganui": "4",
               "Wellington": "5", "Marlborough": "7", "West Coast": "7", "Canterbury": "7",
               "Otago": "9", "Southland": "9", "Taranaki": "4"}
NZ_STREETS = ("Te Atatū Rd", "Kahikatea Dr", "Tūī St", "Rangitoto Ave", "Kauri Cres",
              "Pūriri Pl", "Great South Rd", "Massey Rd", "Bader Dr", "Ngāti Ōtara Way",
              "Kowhai St", "Hinemoa St", "Te Ara Kōtare", "Matai Rd", "Heretaunga St East",
              "Rimu Tce", "Whitinga Rd", "Kāinga Lane", "Waiwhetū Rd", "Ruapehu St")
HK_REGIONS = {"HKI": ("Hong Kong Island", "H.K."), "KLN": ("Kowloon", "Kln"),
              "NT": ("New Territories", "N.T.")}
HK_PLACES = (
    ("Sha Tin", "NT"), ("Tuen Mun", "NT"), ("Tsuen Wan", "NT"), ("Yuen Long", "NT"),
    ("Tai Po", "NT"), ("Tseung Kwan O", "NT"), ("Tin Shui Wai", "NT"), ("Ma On Shan", "NT"),
    ("Fanling", "NT"), ("Sheung Shui", "NT"), ("Tung Chung", "NT"), ("Kwai Chung", "NT"),
    ("Kwun Tong", "KLN"), ("Sham Shui Po", "KLN"), ("Wong Tai Sin", "KLN"),
    ("Mong Kok", "KLN"), ("To Kwa Wan", "KLN"), ("Lam Tin", "KLN"), ("Aberdeen", "HKI"),
    ("Chai Wan", "HKI"), ("Shau Kei Wan", "HKI"), ("Wan Chai", "HKI"),
)
HK_ESTATES = ("Shek Lei Estate", "Lok Fu Estate", "Wah Fu Estate", "Tai Hing Estate",
              "Kwai Fong Estate", "Lei Muk Shue Estate", "Choi Hung Estate", "Sun Chui Estate",
              "Tin Yiu Estate", "Wo Che Estate", "Sau Mau Ping Estate", "Lek Yuen Estate",
              "Tsz Ching Estate", "Yiu Tung Estate")
HK_STREETS = ("Fuk Wing Street", "Un Chau Street", "Castle Peak Road", "Shau Kei Wan Road",
              "Po Kong Village Road", "Tsing Yi Road", "Ma Tau Wai Road", "Yen Chow Street",
              "Hip Wo Street", "Kweilin Street", "Sai Yeung Choi Street", "Chun Yeung Street")
PI_COUNTRIES = {"FJ": "Fiji", "WS": "Samoa", "TO": "Tonga"}
PI_PLACES = (
    ("Suva", "Central Division", "FJ"), ("Nausori", "Central Division", "FJ"),
    ("Navua", "Central Division", "FJ"), ("Lautoka", "Western Division", "FJ"),
    ("Nadi", "Western Division", "FJ"), ("Ba", "Western Division", "FJ"),
    ("Sigatoka", "Western Division", "FJ"), ("Labasa", "Northern Division", "FJ"),
    ("Savusavu", "Northern Division", "FJ"), ("Levuka", "Eastern Division", "FJ"),
    ("Apia", "Tuamasaga", "WS"), ("Vaitele", "Tuamasaga", "WS"), ("Siumu", "Tuamasaga", "WS"),
    ("Leulumoega", "A'ana", "WS"), ("Lalomanu", "Atua", "WS"),
    ("Salelologa", "Fa'asaleleaga", "WS"), ("Nuku'alofa", "Tongatapu", "TO"),
    ("Kolofo'ou", "Tongatapu", "TO"), ("Mu'a", "Tongatapu", "TO"), ("Houma", "Tongatapu", "TO"),
    ("Neiafu", "Vava'u", "TO"), ("Pangai", "Ha'apai", "TO"), ("'Ohonua", "'Eua", "TO"),
)
PI_STREETS = {"FJ": ("Ratu Mara Rd", "Princes Rd", "Grantham Rd", "Kings Rd", "Vuya Rd",
                     "Waimanu Rd", "Queen Elizabeth Dr", "Fletcher Rd", "Namena Rd",
                     "Ratu Sukuna Rd"),
              "WS": ("Vaea St", "Falealili St", "Convent St", "Matafele Rd", "Vaitele St",
                     "Fugalei St"),
              "TO": ("Taufa'ahau Rd", "Vuna Rd", "Fatafehi Rd", "Salote Rd", "Hala Tupou",
                     "Mateialona Rd")}
#: Beaches, parks, airstrips, roads and landmarks (LOCATION-OTHER), by region.
LANDMARKS = {
    "AU": ("Cable Beach", "Mindil Beach", "the Stuart Highway", "Kings Park", "Bells Beach",
           "the Bruce Highway", "Litchfield National Park", "Lake Eyre", "Wave Rock",
           "Emily Gap", "Nitmiluk Gorge", "the Gibb River Road", "East Point Reserve"),
    "NZ": ("Piha Beach", "Maungawhau", "the Desert Road", "Ninety Mile Beach", "Tongariro Crossing",
           "Lake Rotoiti", "Mount Hikurangi", "State Highway 35", "Ōhope Beach",
           "the Remutaka Hill"),
    "HK": ("Lion Rock", "Victoria Park", "Tai Mo Shan", "Sai Kung pier", "Shek O beach",
           "Dragon's Back trail", "Tsing Ma Bridge", "Ocean Park", "Lantau Trail"),
    "PI": ("My Suva Park", "Piula Cave Pool", "To Sua trench", "Ha'atafu Beach",
           "the Queen's Road", "Natadola Beach", "Anahulu Cave"),
}
#: Where a retrieval aircraft lands (LOCATION-OTHER), by the sending site's country.
AIRPORTS = {"AU": ("Gove airstrip", "Horn Island airport", "Lajamanu airstrip",
                   "Maningrida airstrip", "Fitzroy Crossing aerodrome", "Palm Island airstrip"),
            "NZ": ("Kaitaia airport", "Whakatāne airport", "Ruatoria helipad",
                   "Hokitika airport"),
            "HK": ("Cheung Chau helipad", "Tai O helipad", "Peng Chau helipad"),
            "FJ": ("Nadi International Airport", "Nausori Airport", "Labasa Airport"),
            "WS": ("Faleolo Airport", "Maota Airport"),
            "TO": ("Fua'amotu Airport", "Lupepau'u Airport", "Salote Pilolevu Airport")}
#: Where relatives live abroad, by region (COUNTRY).
COUNTRIES_ABROAD = {"AU": ("New Zealand", "Papua New Guinea", "Timor-Leste", "Cyprus"),
                    "NZ": ("Australia", "Cook Islands", "Niue", "Tuvalu"),
                    "HK": ("Canada", "Macau", "Taiwan", "Singapore"),
                    "PI": ("New Zealand", "Australia", "Kiribati", "Vanuatu")}

# -- names -------------------------------------------------------------------------------
#: (male given names, female given names, family names) by origin. Aboriginal skin names
#: differ by sex (J- for men, N- for women): they are in the given-name lists' last names.
NAMES = {
    "aboriginal": (
        ("Cedric", "Elkanah", "Djalu", "Jarrah", "Roderick", "Nathaniel", "Shaquille", "Otis",
         "Tyrell", "Wesley", "Lindsay", "Baarka", "Gawura", "Djawa", "Marrkawu", "Jedidiah"),
        ("Dulcie", "Jedda", "Kirra", "Shirleen", "Corrina", "Delma", "Keturah", "Dorrelle",
         "Yalmay", "Djapirri", "Leonie", "Rhonda", "Tjarra", "Nyunggai", "Marlene", "Ernestine"),
        ("Tipiloura", "Puruntatameri", "Munkara", "Kerinaiua", "Tipungwuti", "Wurramarrba",
         "Mamarika", "Lalara", "Wunungmurra", "Dhurrkay", "Marawili", "Gumana", "Bukulatjpi",
         "Wanambi", "Guyula", "Djerrkura", "Ganambarr", "Kantilla", "Pilakui", "Timaepatua")),
    "tsi": (
        ("Getano", "Seriba", "Aniba", "Kapua", "Dimas", "Elia", "Tapau", "Gabey", "Ephraim",
         "Saulo", "Wasaga", "Solomon"),
        ("Elsie", "Mosepa", "Aggie", "Maiwa", "Ina", "Kaiapi", "Getta", "Seleda", "Bessie",
         "Awaisa", "Mairu", "Lagi"),
        ("Nona", "Akiba", "Tabo", "Waia", "Namok", "Bani", "Sailor", "Anau", "Gela", "Ghee",
         "Tapim", "Kaigey", "Enosa", "Passi", "Mooka", "Warria", "Wapau", "Pearson")),
    "greek": (
        ("Konstantinos", "Dimitrios", "Georgios", "Nikolaos", "Panagiotis", "Vasilios",
         "Spyridon", "Theodoros", "Christos", "Stavros", "Ioannis", "Evangelos", "Apostolos",
         "Charalambos", "Athanasios", "Anastasios"),
        ("Eleni", "Despina", "Vasiliki", "Panagiota", "Georgia", "Chrysoula", "Kalliopi",
         "Stavroula", "Angeliki", "Paraskevi", "Eftihia", "Athanasia", "Sotiria", "Evangelia"),
        ("Papadopoulos", "Georgiou", "Karagiannis", "Kostopoulos", "Dimitriou", "Christodoulou",
         "Vlahos", "Tsoukalas", "Mavromatis", "Kyriakou", "Anastasiadis", "Theodorakis",
         "Panagopoulos", "Stamatakis", "Zervos", "Katsaros", "Giannakopoulos", "Lambropoulos",
         "Xenophontos", "Moustakas")),
    "lebanese": (
        ("Georges", "Elias", "Khalil", "Charbel", "Fadi", "Ziad", "Walid", "Maroun", "Bilal",
         "Rami", "Nabil", "Antoine", "Youssef", "Jihad", "Tanios", "Boutros"),
        ("Rania", "Nadine", "Mariam", "Hala", "Samira", "Nour", "Joumana", "Layal", "Mirna",
         "Hiba", "Siham", "Rima", "Nayla", "Ghada"),
        ("Haddad", "Khoury", "El-Khoury", "Nassar", "Saab", "Fakhoury", "Tannous", "Rahme",
         "Daher", "Harb", "Abboud", "Chidiac", "Moussa", "Kassab", "Habib", "Semaan", "Zreika",
         "El-Hage", "Merhi", "Obeid")),
    "vietnamese": (
        ("Minh", "Tuan", "Duc", "Hung", "Quang", "Thanh", "Phuc", "Khanh", "Vinh", "Hieu",
         "Bao", "Dung", "Cuong", "Toan"),
        ("Lan", "Hoa", "Thu", "Huong", "Ngoc", "Trang", "Phuong", "Linh", "Hanh", "Thuy",
         "Yen", "Nhung", "Diep", "Tuyet"),
        ("Nguyen", "Tran", "Pham", "Huynh", "Dang", "Bui", "Ngo", "Duong", "Truong", "Phan",
         "Vu", "Luong", "Trinh", "Quach", "Doan")),
    "maori": (
        ("Wiremu", "Hemi", "Rāwiri", "Tāmati", "Manaia", "Nikau", "Tāne", "Hōhepa", "Paora",
         "Tipene", "Mikaere", "Matiu", "Kahu", "Rangi", "Hone", "Pita"),
        ("Aroha", "Mere", "Anahera", "Ngaio", "Moana", "Huia", "Kiri", "Whetū", "Hine",
         "Marama", "Ataahua", "Ngaire", "Roimata", "Hinemoa", "Mereana", "Kahurangi"),
        ("Ngata", "Tipene", "Parata", "Hohaia", "Te Rangi", "Waititi", "Tamihana", "Herewini",
         "Rangihuna", "Paewai", "Te Whata", "Kereama", "Tuhiwai", "Poutama", "Hapeta",
         "Matenga", "Ruatapu", "Te Moananui", "Horomona", "Whaanga", "Wihongi", "Rewiti",
         "Tautahi", "Pōmare", "Karaka", "Te Huia")),
    "samoan": (
        ("Tavita", "Iosefa", "Sefo", "Falaniko", "Ioane", "Tusi", "Faamanu", "Lemalu",
         "Pulepule", "Taulapapa", "Aukusitino", "Fuimaono"),
        ("Losa", "Malia", "Lagi", "Fetu", "Sina", "Fa'alua", "Luisa", "Teuila", "Lupe",
         "Faitala", "Matelita", "Sieni"),
        ("Faleolo", "Tuilagi", "Leota", "Sapolu", "Fa'amausili", "Toleafoa", "Afamasaga",
         "Tuiasosopo", "Leiataua", "Sopoaga", "Pouono", "Lealaiauloto", "Masoe", "Aiono",
         "Tupuola", "Seiuli", "Ulugia", "Fa'alogo")),
    "tongan": (
        ("Siosaia", "Viliami", "Sione", "Tevita", "Semisi", "Sitani", "Tomasi", "Lisiate",
         "Mosese", "Feleti", "Sateki", "Kaufusi"),
        ("Mele", "'Ana", "Salote", "Losaline", "Seini", "'Ofa", "Kalolaine", "Akanesi", "Vika",
         "Lesieli", "Fuiva", "Heilala"),
        ("Fifita", "Taufa", "Vaipulu", "Havili", "Kupu", "Mahe", "Tu'ipulotu", "Fonua",
         "Lolohea", "Moala", "Pulu", "Tau'alupe", "Kioa", "Latu", "Mafi", "Hufanga", "Pahulu",
         "Vainikolo")),
    "fijian": (
        ("Josefa", "Inoke", "Semi", "Epeli", "Isikeli", "Jone", "Maika", "Sevanaia", "Waisake",
         "Manasa", "Apenisa", "Jiuta"),
        ("Litia", "Mereoni", "Akanisi", "Losana", "Unaisi", "Vasemaca", "Asenaca", "Titilia",
         "Makereta", "Kelera", "Salanieta", "Miliakere"),
        ("Naivalu", "Waqa", "Koroi", "Rokoduru", "Tikoisuva", "Naqelevuki", "Ravulo",
         "Vuniwaqa", "Tuisawau", "Bulivou", "Nasilivata", "Tabua", "Delai", "Matanitobua",
         "Seruvatu", "Qalo", "Baleilevuka", "Cakacaka")),
    "indofijian": (
        ("Ravinesh", "Shalvin", "Ashneel", "Pranil", "Roneel", "Vikash", "Shivneel", "Praneel"),
        ("Sanjeshni", "Nileshni", "Shalini", "Ashika", "Kritika", "Reshmi", "Roshni", "Avneeta"),
        ("Prasad", "Chand", "Naidu", "Narayan", "Goundar", "Datt", "Maharaj", "Sami")),
    "cantonese": (
        ("Tai", "Wai", "Ming", "Chi", "Hoi", "Fai", "Lok", "Chun", "Tak", "Hung", "Kwok",
         "Shing", "Nam", "Wah", "Kam", "Yiu", "Cheuk", "Tsz"),
        ("Siu", "Mei", "Ling", "Sze", "Yee", "Yuk", "Lai", "Fong", "Pui", "Suet", "Kei", "Yan",
         "Hei", "Kwan", "Oi", "Sum"),
        ("Chan", "Wong", "Cheung", "Lau", "Leung", "Yeung", "Tsang", "Kwok", "Lam", "Tang",
         "Fung", "Mak", "Chow", "Yip", "Choi", "Tse", "Ng", "Tsui", "Chu", "Siu", "Kwan",
         "Poon", "Yuen", "Chiu", "Hui", "Lo")),
}
#: Chinese characters of the Cantonese syllables above (the names are written in both now
#: and then).
HANZI = {"Chan": "陳", "Wong": "黃", "Cheung": "張", "Lau": "劉", "Leung": "梁", "Yeung": "楊",
         "Tsang": "曾", "Kwok": "郭", "Lam": "林", "Tang": "鄧", "Fung": "馮", "Mak": "麥",
         "Chow": "周", "Yip": "葉", "Choi": "蔡", "Tse": "謝", "Ng": "吳", "Tsui": "徐",
         "Chu": "朱", "Siu": "蕭", "Kwan": "關", "Poon": "潘", "Yuen": "袁", "Chiu": "趙",
         "Hui": "許", "Lo": "盧", "Tai": "大", "Wai": "偉", "Ming": "明", "Chi": "志",
         "Hoi": "凱", "Fai": "輝", "Lok": "樂", "Chun": "俊", "Tak": "德", "Hung": "雄",
         "Shing": "成", "Nam": "南", "Wah": "華", "Kam": "錦", "Yiu": "耀", "Cheuk": "卓",
         "Tsz": "子", "Mei": "美", "Ling": "玲", "Sze": "詩", "Yee": "儀", "Yuk": "玉",
         "Lai": "麗", "Fong": "芳", "Pui": "佩", "Suet": "雪", "Kei": "琪", "Yan": "欣",
         "Hei": "曦", "Oi": "愛", "Sum": "心"}
HK_ENGLISH = (("Kelvin", "Alvin", "Dickson", "Jacky", "Ivan", "Eddie", "Terence", "Wilfred",
               "Ronald", "Stanley"),
              ("Winnie", "Cecilia", "Cherry", "Joyce", "Yvonne", "Phoebe", "Iris", "Winky",
               "Queenie", "Candy"))
#: Greek given names and the short forms their bearers use in Australia.
GREEK_SHORT = {"Konstantinos": "Con", "Dimitrios": "Jim", "Georgios": "George",
               "Nikolaos": "Nick", "Panagiotis": "Takis", "Vasilios": "Bill", "Spyridon": "Spiro",
               "Theodoros": "Theo", "Evangelos": "Angelo", "Athanasios": "Tom",
               "Vasiliki": "Vicky", "Panagiota": "Yiota", "Kalliopi": "Poppy",
               "Stavroula": "Voula", "Athanasia": "Sia", "Paraskevi": "Evie"}
#: Name origins by region (weights); a relative is mostly of the patient's own origin.
ORIGINS = {
    "AU": (("aboriginal", 16), ("tsi", 8), ("greek", 14), ("lebanese", 12),
           ("vietnamese", 13), ("maori", 3), ("samoan", 3), ("tongan", 3), ("fijian", 2)),
    "NZ": (("maori", 40), ("samoan", 18), ("tongan", 14), ("fijian", 5), ("indofijian", 4),
           ("vietnamese", 3), ("greek", 2)),
    "HK": (("cantonese", 100),),
    "PI": (("fijian", 30), ("indofijian", 12), ("samoan", 30), ("tongan", 28)),
}
#: Iwi, nations and language groups: recorded on forms, not PHI (like ethnicity).
AFFILIATION = {"maori": ("Ngāpuhi", "Ngāti Porou", "Tainui", "Ngāti Kahungunu", "Te Arawa",
                         "Tūhoe", "Ngāi Tahu"),
               "aboriginal": ("Warlpiri", "Yolngu", "Tiwi", "Arrernte", "Wiradjuri",
                              "Bardi", "Kaurna", "Yawuru"),
               "tsi": ("Meriam Mir", "Kalaw Lagaw Ya", "Kala Kawaw Ya")}

# -- occupations, organisations ------------------------------------------------------------
#: Occupations of patients and relatives, by region (a few are everybody's).
JOBS = {
    "AU": ("wharfie", "station hand", "ranger", "stockman", "ringer", "fruit picker",
           "abattoir worker", "fly-in fly-out miner", "shearer", "road-train driver",
           "council road worker", "art centre coordinator", "sugar cane cutter", "crane operator",
           "greengrocer", "panel beater", "tiler", "chicken farm worker", "teacher aide",
           "dental nurse", "school bus driver"),
    "NZ": ("freezing worker", "orchard hand", "kaiako", "kapa haka tutor", "milk tanker driver",
           "forestry worker", "boat builder", "rugby coach", "forklift driver",
           "early childhood teacher", "security guard", "shearer", "deckhand"),
    "HK": ("minibus driver", "dim sum chef", "estate cleaner", "property manager",
           "hawker", "bank teller", "security guard", "taxi driver", "seamstress",
           "tram driver", "logistics clerk", "barista"),
    "PI": ("fisherman", "market vendor", "church minister", "sugar cane cutter", "taxi driver",
           "hotel housekeeper", "seamstress", "boat builder", "teacher", "civil engineer",
           "kava farmer", "security guard"),
    "*": ("accountant", "interpreter", "pharmacy assistant", "aged-care worker", "welder",
          "lawn-mowing contractor"),
}


def job_for(rng: random.Random, region: str) -> str:
    return rng.choice(JOBS[region] if rng.random() < 0.8 else JOBS["*"])


EMPLOYERS = {"AU": ("BHP Nickel West", "Qube Logistics", "Woolworths", "Toll Group",
                    "Warlpiri Youth Development Aboriginal Corporation", "Bunnings",
                    "Inghams", "Rio Tinto Weipa", "Thursday Island Shire Council",
                    "Sunshine Coast Council", "Teys Australia", "Maningrida Arts & Culture"),
             "NZ": ("Fonterra", "Silver Fern Farms", "Zespri", "Ports of Auckland",
                    "Countdown Papakura", "Kiwirail", "Te Rūnanga o Ngāti Porou",
                    "Mangere East Primary School", "Tokoroa Timber Mill", "Fulton Hogan"),
             "HK": ("MTR Corporation", "Kowloon Motor Bus", "Maxim's Caterers",
                    "Hong Kong Housing Society", "Wellcome", "Cathay Pacific Catering",
                    "Sun Hung Kai Properties", "Swire Properties"),
             "FJ": ("Fiji Sugar Corporation", "Fiji Water", "Vodafone Fiji",
                    "Pacific Fishing Company", "Suva City Council"),
             "WS": ("Yazaki EDS Samoa", "Samoa Breweries", "Apia Port Authority"),
             "TO": ("Digicel Tonga", "Tonga Power Limited", "Nuku'alofa Fish Market")}
FUNDS = {"AU": ("Medibank", "Bupa", "HCF", "nib", "HBF", "Teachers Health", "GMHBA", "CBHS",
                "Australian Unity", "Defence Health"),
         "NZ": ("Southern Cross", "nib NZ", "AIA NZ", "Partners Life", "Accuro"),
         "HK": ("Bupa (Asia)", "AXA Hong Kong", "FWD Hong Kong", "Blue Cross (Asia-Pacific)",
                "Manulife HK"),
         "PI": ("BSP Life", "Fiji Care Insurance", "Tower Insurance")}
RETRIEVAL_SERVICES = {"AU": ("Top End Air Retrieval", "CareFlight", "LifeFlight",
                             "Western Desert Air Medical", "Royal Outback Air Ambulance"),
                      "NZ": ("Life Flight Trust", "Northland Emergency Services Trust",
                             "Air Ambulance NZ"),
                      "HK": ("Government Flying Service",),
                      "PI": ("Pacific Air Ambulance", "Fiji Air Medical")}
PHARMACIES = {"AU": ("Amcal", "Priceline Pharmacy", "TerryWhite Chemmart", "Blooms The Chemist",
                     "Chemist Warehouse"),
              "NZ": ("Unichem", "Life Pharmacy", "Green Cross Pharmacy"),
              "HK": ("Mannings", "Watsons"), "PI": ("Pacific Pharmacy", "Central Pharmacy")}
CHURCHES = {"greek": ("St George Greek Orthodox Church", "the Greek Orthodox Parish of "
                      "St Nektarios"),
            "lebanese": ("Our Lady of Lebanon parish", "St Charbel's Maronite Church"),
            "vietnamese": ("the Vietnamese Catholic Community", "Phuoc Hue Buddhist Temple"),
            "tsi": ("the Uniting Church on Thursday Island", "All Souls' Quetta Memorial Church"),
            "aboriginal": ("the Lutheran church at Hermannsburg", "the Assemblies of God "
                           "fellowship"),
            "maori": ("the Ratana Church", "Te Whare Karakia o Hato Hohepa"),
            "samoan": ("Mangere Samoan Methodist Church", "the Congregational Christian Church "
                       "of Samoa"),
            "tongan": ("the Free Wesleyan Church of Tonga", "Otara Tongan Methodist Parish"),
            "fijian": ("the Methodist Church in Fiji", "Wesley Church Suva"),
            "indofijian": ("Shree Sanatan Dharm Mandir", "the Arya Samaj of Fiji"),
            "cantonese": ("Tsuen Wan Baptist Church", "Kowloon City Baptist Church",
                          "St Teresa's Church Kowloon")}
POLICE = {"AU": ("NT Police", "Queensland Police Service", "NSW Police"),
          "NZ": ("NZ Police",), "HK": ("Hong Kong Police Force",),
          "PI": ("Fiji Police Force", "Tonga Police")}
EMAIL_DOMAINS = {"AU": ("bigpond.com", "optusnet.com.au", "iinet.net.au", "outlook.com.au"),
                 "NZ": ("xtra.co.nz", "slingshot.co.nz", "orcon.net.nz", "gmail.com"),
                 "HK": ("netvigator.com", "yahoo.com.hk", "hotmail.com"),
                 "PI": ("connect.com.fj", "ipasifika.net", "kalianet.to", "gmail.com")}
HOLIDAYS = {"AU": ("Anzac Day", "Australia Day", "Boxing Day", "Christmas Day", "Good Friday",
                   "Easter Monday", "New Year's Eve", "the King's Birthday"),
            "NZ": ("Waitangi Day", "Matariki", "Anzac Day", "Labour Day", "Christmas",
                   "Boxing Day", "Easter"),
            "HK": ("Chinese New Year", "Ching Ming Festival", "Tuen Ng Festival",
                   "Mid-Autumn Festival", "Chung Yeung Festival", "Christmas"),
            "FJ": ("Fiji Day", "Diwali", "Christmas", "Easter Monday", "Ratu Sukuna Day"),
            "WS": ("White Sunday", "Independence Day", "Christmas", "Father's Day"),
            "TO": ("Christmas", "Easter Sunday", "Constitution Day", "Anzac Day")}

# -- clinical staff ----------------------------------------------------------------------
#: Role -> (medical: called 'Dr', credentials by region; '*' for any region).
ROLES = {
    "anaesthetist": (True, {"*": ("FANZCA",), "HK": ("FHKCA", "FHKAM (Anaes)"),
                            "PI": ("MMed (Anaes)", "FANZCA")}),
    "anaes_reg": (True, {"*": ("", "", "(Anaes Reg)")}),
    "anaes_nurse": (False, {"*": ("RN", "RN", "CN"), "HK": ("RN", "APN")}),
    "surgeon": (True, {"*": ("FRACS",), "HK": ("FRCSEd", "FHKAM (Surgery)"),
                       "PI": ("MMed (Surg)",)}),
    "rn": (False, {"*": ("RN", "EN", "CN"), "HK": ("RN", "APN", "NO"), "PI": ("RN", "SN")}),
    "neonatologist": (True, {"*": ("FRACP",), "HK": ("FHKAM (Paed)",), "PI": ("MMed (Paeds)",)}),
    "neo_nurse": (False, {"*": ("RN", "RM", "CNS", "NNP")}),
    "audiologist": (False, {"*": ("MAud", "MAudSA (CCP)", "MNZAS", "BSc Audiology")}),
    "dietitian": (False, {"*": ("APD", "AdvAPD"), "NZ": ("NZRD",), "HK": ("RD (HK)",),
                          "PI": ("Dietitian",)}),
    "wound_nurse": (False, {"*": ("CNC", "NP", "CNS (Wound Care)"), "NZ": ("CNS", "NP")}),
    "sleep_physician": (True, {"*": ("FRACP",), "HK": ("FHKAM (Medicine)",)}),
    "sleep_scientist": (False, {"*": ("RPSGT", "BSc", "CCSH")}),
    "gc": (False, {"*": ("MGC", "Certified GC", "MSc Genetic Counselling")}),
    "geneticist": (True, {"*": ("FRACP",), "HK": ("FHKAM (Paed)",)}),
    "retrieval_dr": (True, {"*": ("FACEM", "FANZCA", "FCICM")}),
    "flight_nurse": (False, {"*": ("RN RM", "RN", "CFN")}),
    "paramedic": (False, {"*": ("ICP", "Intensive Care Paramedic", "FP")}),
    "palliative": (True, {"*": ("FAChPM", "FRACP"), "HK": ("FHKAM (Medicine)",)}),
    "social_worker": (False, {"*": ("MSW", "BSW", "SW")}),
    "liaison": (False, {"*": ("",)}),
    "rac_rn": (False, {"*": ("RN", "CN", "Care Manager")}),
    "carer": (False, {"*": ("PCW", "AIN", "Cert IV Ageing")}),
    "gp": (True, {"*": ("FRACGP",), "NZ": ("FRNZCGP",), "HK": ("FHKCFP",), "PI": ("MBBS",)}),
}
#: What an Aboriginal liaison officer, a Maori health worker... is called, by region.
LIAISON_TITLES = {"AU": ("Aboriginal Liaison Officer", "Aboriginal Health Practitioner",
                         "Torres Strait Islander Health Worker"),
                  "NZ": ("Kaimahi Hauora", "Pacific navigator", "Māori Health Worker"),
                  "HK": ("Medical Social Worker",), "PI": ("Community Health Worker",)}
#: Extra name origins of the staff (staff move: Hong Kong doctors in Sydney, and so on).
STAFF_EXTRA = {"AU": (("cantonese", 8), ("maori", 3)), "NZ": (("cantonese", 6),
                                                                ("lebanese", 3)),
               "HK": (), "PI": (("maori", 4), ("greek", 2))}
WARDS = {"AU": ("Jacaranda Ward", "Waratah Ward", "Grevillea Unit", "Kurrajong Ward",
                "Coolibah Ward", "Ward 7 North", "Ward 4C", "Mallee Ward", "Boab Ward",
                "Ward 2B", "Brolga Ward", "Goanna Ward", "Kestrel Unit"),
         "NZ": ("Ward 64", "Tōtara Ward", "Kōwhai Ward", "Rātā Ward", "Pōhutukawa Unit",
                "Harakeke Ward", "Ward 10", "Tūī Ward", "Kererū Ward", "Ward 3 South"),
         "HK": ("Ward 8A", "Ward E5", "Ward 11 North", "Ward K7", "Ward 5C", "Ward B9",
                "Ward H4", "Ward 7 West"),
         "PI": ("Ward 3B", "Ward 11", "Ward 5 North", "Vasa Ward", "Lotu Ward", "Fetu Ward",
                "Ward 2A")}
NURSERIES = {"AU": ("Joey Nursery", "Kookaburra Nursery", "Possum Nursery"),
             "NZ": ("Pīpī Nursery", "Kiwi Nursery", "Ward 94"),
             "HK": ("Ward 6C", "Ward N4"), "PI": ("Ward 4", "Nursery 2")}
WINGS = {"AU": ("Banyan Wing", "Wattle Wing", "Olive Wing", "Cedar Cottage"),
         "NZ": ("Kōwhai Wing", "Rimu Wing", "Harbour View Wing"),
         "HK": ("Lotus Wing", "Orchid Wing"), "PI": ("Fale Wing",)}
AU_WORDS = ("Mirrabooka", "Ngurra", "Bunjil", "Wirraka", "Marlu", "Djirra", "Yapa", "Ganma",
            "Kurrawang", "Minjilang")
NZ_WORDS = ("Te Kōhao", "Te Puna Ora", "Whānau Ora", "Te Manu Toroa", "Kōkiri", "Raukura")
HK_PRIVATE = ("Evangel", "Union", "Adventist", "Canossa", "St Teresa's", "Precious Blood")
PI_SITES = {"FJ": (("Colonial War Memorial Hospital", "CWMH", "Suva"),
                   ("Lautoka Hospital", "LTKH", "Lautoka"), ("Labasa Hospital", "LBH", "Labasa"),
                   ("Nausori Health Centre", "NHC", "Nausori"),
                   ("Sigatoka District Hospital", "SDH", "Sigatoka")),
            "WS": (("Tupua Tamasese Meaole Hospital", "TTM", "Apia"),
                   ("Malietoa Tanumafili II Hospital", "MT2", "Salelologa"),
                   ("Leulumoega District Hospital", "LDH", "Leulumoega")),
            "TO": (("Vaiola Hospital", "Vaiola", "Nuku'alofa"),
                   ("Prince Ngu Hospital", "PNH", "Neiafu"), ("Niu'ui Hospital", "NH", "Pangai"))}


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def caps(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def stable(text: str, n: int) -> int:
    """A number below ``n`` fixed by ``text`` (a place's postcode is the same in every run)."""
    return zlib.crc32(text.encode("utf-8")) % n


def postcode_of(region: str, city: str, state: str) -> str:
    """The postcode of a town: four digits in Australia and New Zealand, WS + four in Samoa,
    none in Hong Kong, Fiji and Tonga."""
    if region == "AU":
        prefix, low, high = AU_POSTCODE[state]
        return prefix + str(low + stable(city, high - low + 1)).zfill(4 - len(prefix))
    if region == "NZ":
        return NZ_POSTCODE[state] + str(stable(city, 1000)).zfill(3)
    if state in ("Tuamasaga", "A'ana", "Atua", "Fa'asaleleaga"):
        return "WS" + str(1100 + stable(city, 300))
    return ""


@dataclass(frozen=True)
class VPerson:
    first: str            # given name(s); '' for a newborn not yet named
    last: str
    sex: str
    origin: str
    nick: str = ""        # preferred or English name
    middle: str = ""

    @property
    def family_first(self) -> bool:
        return self.origin == "cantonese"

    @property
    def hanzi(self) -> str:
        """The name in Chinese characters ('' when a syllable has none here)."""
        if self.origin != "cantonese" or not self.first:
            return ""
        parts = [self.last] + self.first.replace("-", " ").split()
        chars = [HANZI.get(p.capitalize(), "") for p in parts]
        return "".join(chars) if all(chars) else ""


@dataclass(frozen=True)
class Clinician(VPerson):
    role: str = ""
    credential: str = ""
    username: str = ""
    licence: str = ""
    email: str = ""
    pager: str = ""


@dataclass
class Site:
    name: str
    short: str
    kind: str             # hospital, tertiary, private, practice, community, aged, clinic
    region: str
    country: str          # AU, NZ, HK, FJ, WS, TO
    city: str
    state: str
    postcode: str
    street: str
    phone: tuple[str, str, str]
    fax: tuple[str, str, str]
    domain: str
    wards: tuple[str, ...]
    staff: dict = field(default_factory=dict)   # role -> tuple of Clinician


@dataclass
class Visit:
    number: int
    kind: str
    day: dt.date
    site: int             # index into the staff's sites of ``region``
    region: str           # whose hospital writes the note
    other: int = -1       # the other site (retrieval: the sending one)
    other_region: str = ""


@dataclass
class Relative:
    relation: str
    person: VPerson
    age: int
    job: str
    phone: tuple[str, str, str]
    email: str


@dataclass
class Patient:
    number: int
    region: str
    country: str
    person: VPerson
    dob: dt.date
    newborn: bool
    street: str
    city: str
    state: str
    postcode: str
    home: tuple[str, str, str]
    mobile: tuple[str, str, str]
    email: str
    mrn: str
    ihi: str
    healthplan: str       # Medicare, DVA or fund number
    plan_kind: str        # 'medicare', 'dva', 'fund', ''
    fund: str
    fund_no: str
    natid: str
    natid_kind: str
    licence: str
    plate: str
    job: str
    employer: str
    birth_country: str
    affiliation: str
    language: str
    relatives: tuple[Relative, ...]
    gp: Clinician | None
    practice: int
    hospital: int
    tertiary: int
    gestation: tuple[int, int] = (40, 0)   # newborns: weeks + days
    birth_weight: int = 0
    mother_mrn: str = ""
    visits: list[Visit] = field(default_factory=list)

    def age_on(self, day: dt.date) -> int:
        return day.year - self.dob.year - ((day.month, day.day) < (self.dob.month, self.dob.day))


@dataclass(frozen=True)
class Staff:
    sites: dict           # region -> tuple of Site


@lru_cache(maxsize=8)
def name_pools(seed: int) -> dict:
    """Each origin's names for ``seed``: four fifths of every list, so seeds differ."""
    rng = random.Random(f"deidkit-synth/{seed}/V/pools")
    out = {}
    for origin, (male, female, last) in NAMES.items():
        out[origin] = tuple(tuple(rng.sample(names, max(4, len(names) * 4 // 5)))
                            for names in (male, female, last))
    return out


def make_person(rng: random.Random, seed: int, origin: str, sex: str | None = None,
                last: str | None = None) -> VPerson:
    """A person of ``origin`` (their family name given when they share it)."""
    sex = sex or rng.choice("MF")
    male, female, lasts = name_pools(seed)[origin]
    first = rng.choice(male if sex == "M" else female)
    family = last or rng.choice(lasts)
    nick, middle = "", ""
    if origin == "cantonese":
        syllables = male if sex == "M" else female
        second = rng.choice([s for s in syllables if s != first])
        first = rng.choice((f"{first} {second}", f"{first}-{second.lower()}",
                            f"{first} {second}"))
        if rng.random() < 0.35:
            nick = rng.choice(HK_ENGLISH[0 if sex == "M" else 1])
    elif origin == "greek" and first in GREEK_SHORT and rng.random() < 0.6:
        nick = GREEK_SHORT[first]
    elif origin == "vietnamese" and rng.random() < 0.5:
        middle = "Van" if sex == "M" else "Thi"
    elif origin == "aboriginal" and rng.random() < 0.3 and not last:
        skins = (("Jupurrurla", "Japaljarri", "Jakamarra", "Jungarrayi") if sex == "M"
                 else ("Napaljarri", "Nungarrayi", "Nakamarra", "Napurrurla"))
        family = rng.choice(skins)
    elif origin in ("samoan", "tongan", "fijian") and rng.random() < 0.15:
        nick = rng.choice(("David", "Joe", "Sam", "Tom") if sex == "M"
                          else ("Mary", "Lucy", "Ann", "Rose"))
    if origin in ("maori",) and rng.random() < 0.5:
        first, family = ascii_fold(first), ascii_fold(family)
    return VPerson(first, family, sex, origin, nick, middle)


def phone_digits(rng: random.Random, country: str, kind: str) -> tuple[str, str, str]:
    """(country, kind, national digits) of a phone number of ``country``."""
    if country == "AU":
        if kind == "mobile":
            return country, kind, "04" + digits(rng, 8)
        if kind == "service":
            return country, kind, rng.choice(("1300", "1800")) + digits(rng, 6)
        return country, "land", "0" + rng.choice("2378") + str(rng.randint(3, 9)) + digits(rng, 7)
    if country == "NZ":
        if kind == "mobile":
            return country, kind, "02" + rng.choice("1279") + digits(rng, 7)
        if kind == "service":
            return country, kind, "0800" + digits(rng, 6)
        return country, "land", "0" + rng.choice("34679") + str(rng.randint(2, 9)) + digits(rng, 6)
    if country == "HK":
        lead = rng.choice("569") if kind == "mobile" else rng.choice("23")
        return country, kind, lead + digits(rng, 7)
    if country == "FJ":
        lead = rng.choice("789") if kind == "mobile" else "3"
        return country, kind, lead + digits(rng, 6)
    if kind == "mobile":   # Samoa, Tonga: seven-digit mobiles, five-digit landlines
        return country, kind, rng.choice(("77", "72", "84", "87")) + digits(rng, 5)
    return country, "land", str(rng.randint(2, 4)) + digits(rng, 4)


def format_phone(number: tuple[str, str, str], rng: random.Random) -> str:
    """A phone number as the people of its country write it."""
    country, kind, n = number
    if country == "AU":
        if kind == "mobile":
            return rng.choice((f"{n[:4]} {n[4:7]} {n[7:]}", n, f"+61 {n[1:4]} {n[4:7]} {n[7:]}",
                               f"{n[:4]}-{n[4:7]}-{n[7:]}", f"{n[:4]} {n[4:7]} {n[7:]}"))
        if kind == "service":
            return rng.choice((f"{n[:4]} {n[4:7]} {n[7:]}", f"{n[:4]} {n[4:]}"))
        return rng.choice((f"({n[:2]}) {n[2:6]} {n[6:]}", f"{n[:2]} {n[2:6]} {n[6:]}",
                           f"+61 {n[1]} {n[2:6]} {n[6:]}", f"({n[:2]}) {n[2:6]}-{n[6:]}",
                           f"{n[2:6]} {n[6:]}"))
    if country == "NZ":
        if kind == "mobile":
            return rng.choice((f"{n[:3]} {n[3:6]} {n[6:]}", f"+64 {n[1:3]} {n[3:6]} {n[6:]}", n,
                               f"{n[:3]}-{n[3:6]}-{n[6:]}"))
        if kind == "service":
            return f"{n[:4]} {n[4:7]} {n[7:]}"
        return rng.choice((f"({n[:2]}) {n[2:5]} {n[5:]}", f"{n[:2]} {n[2:5]} {n[5:]}",
                           f"+64 {n[1]} {n[2:5]} {n[5:]}", f"{n[:2]}-{n[2:5]} {n[5:]}"))
    if country == "HK":
        return rng.choice((f"{n[:4]} {n[4:]}", n, f"+852 {n[:4]} {n[4:]}",
                           f"(852) {n[:4]}-{n[4:]}", f"{n[:4]}-{n[4:]}", f"{n[:4]} {n[4:]}"))
    code = {"FJ": "679", "WS": "685", "TO": "676"}[country]
    if len(n) == 5:
        return rng.choice((n, f"+{code} {n}", f"({code}) {n}"))
    split = 2 if country == "WS" else 3
    return rng.choice((f"{n[:split]} {n[split:]}", f"+{code} {n[:split]} {n[split:]}", n,
                       f"({code}) {n[:split]} {n[split:]}"))


def username_for(rng: random.Random, p: VPerson, region: str) -> str:
    """An EHR login made from a name, in the habits of the region's systems."""
    first = ascii_fold(p.first.split()[0] if p.first else "x").lower().replace("'", "")
    last = ascii_fold(p.last).lower().replace(" ", "").replace("-", "").replace("'", "")
    if region == "HK":
        initials = "".join(w[0] for w in p.first.replace("-", " ").split()).lower()
        return rng.choice((f"{last}{initials}", f"{last}{initials}{rng.randint(1, 99)}",
                           f"{initials}{last}"))
    return rng.choice((f"{first[0]}{last[:7]}", f"{last[:6]}{first[:2]}{rng.randint(1, 9)}",
                       f"{first}.{last}"[:14], f"{first[:3]}{last[:3]}{rng.randint(10, 99)}",
                       f"{last[:7]}{first[0]}"))


def licence_for(rng: random.Random, region: str, medical: bool, nurse: bool) -> str:
    """A practitioner registration: AHPRA, MCNZ/NCNZ, HK Medical Council, FMDC ('' for the
    professions these boards do not register)."""
    if not (medical or nurse):
        return ""
    if region == "AU":
        return ("MED" if medical else "NMW") + "000" + digits(rng, 7)
    if region == "NZ":
        return digits(rng, 5) if medical else digits(rng, 6)
    if region == "HK":
        return ("M" + digits(rng, 5)) if medical else ("RN" + digits(rng, 6))
    return ("FMDC " if rng.random() < 0.5 else "MC/") + digits(rng, 4)


def _site(rng, region, country, name, short, kind, city, state, wards) -> Site:
    """A site with its address, phone and fax numbers and web domain."""
    mobile_ok = country in ("AU", "NZ")
    phone = phone_digits(rng, country, "land")
    fax = phone_digits(rng, country, "land")
    if mobile_ok and rng.random() < 0.2:
        phone = phone_digits(rng, country, "service")
    town = "".join(c for c in ascii_fold(city).lower() if c.isalnum())
    slug = ("".join(c for c in ascii_fold(short).lower() if c.isalnum()) if short
            else town + rng.choice(("health", "", "hosp", "med")))
    tld = {"AU": rng.choice((".org.au", ".health.gov.au", ".com.au")),
           "NZ": rng.choice((".health.nz", ".org.nz", ".co.nz")),
           "HK": rng.choice((".org.hk", ".ha.org.hk", ".com.hk")),
           "FJ": ".gov.fj", "WS": ".gov.ws", "TO": ".gov.to"}[country]
    if region == "AU":
        street = f"{rng.randint(1, 220)} {rng.choice(AU_STREETS)}"
    elif region == "NZ":
        street = f"{rng.randint(1, 180)} {rng.choice(NZ_STREETS)}"
    elif region == "HK":
        street = f"{rng.randint(2, 130)} {rng.choice(HK_STREETS)}"
    else:
        street = rng.choice(PI_STREETS[country])
    return Site(name, short, kind, region, country, city, state,
                postcode_of(region, city, state), street, phone, fax, slug + tld, wards)


def _sites(rng: random.Random, region: str) -> list[Site]:
    """The hospitals, practices, homes and clinics of ``region``."""
    out = []
    if region == "AU":
        towns = [p for p in AU_PLACES if p[0] not in AU_REMOTE]
        rng.shuffle(towns)
        for town, state in towns[:10]:
            pattern = rng.choice(("{t} Hospital", "{t} Base Hospital", "{t} District Hospital",
                                  "{t} Health Service"))
            out.append(_site(rng, region, "AU", pattern.format(t=town), "", "hospital", town,
                             state, tuple(rng.sample(WARDS["AU"], 4))))
        for town, state in towns[10:14]:
            name = rng.choice(("{t} University Hospital", "Royal {t} Hospital",
                               "{t} Regional Referral Hospital")).format(t=town)
            out.append(_site(rng, region, "AU", name, "".join(w[0] for w in name.split()),
                             "tertiary", town, state, tuple(rng.sample(WARDS["AU"], 5))))
        for town, state in [p for p in AU_PLACES if p[0] in AU_REMOTE]:
            name = rng.choice((f"{town} Health Centre", f"{rng.choice(AU_WORDS)} Health "
                               "Aboriginal Corporation", f"{town} Primary Health Care Centre"))
            out.append(_site(rng, region, "AU", name, "", "community", town, state, ()))
        for town, state in towns[14:22]:
            name = rng.choice((f"{rng.choice(AU_STREETS).split()[0]} Medical Centre",
                               f"{town} Family Medical Practice", f"{town} Medical Clinic"))
            out.append(_site(rng, region, "AU", name, "", "practice", town, state, ()))
        for town, state in towns[22:27]:
            name = rng.choice((f"{rng.choice(AU_WORDS)} Gardens Aged Care",
                               f"{town} Greek Community Aged Care", f"St Basil's Homes {town}",
                               f"{rng.choice(AU_WORDS)} Lodge"))
            out.append(_site(rng, region, "AU", name, "", "aged", town, state,
                             tuple(rng.sample(WINGS["AU"], 2))))
        for town, state in towns[27:31]:
            name = rng.choice((f"{town} Sleep Centre", f"Clearsound Audiology {town}",
                               f"{town} Private Hospital"))
            out.append(_site(rng, region, "AU", name, "", "clinic", town, state, ()))
    elif region == "NZ":
        towns = list(NZ_PLACES)
        rng.shuffle(towns)
        for town, state in towns[:9]:
            out.append(_site(rng, region, "NZ", f"{town} Hospital", "", "hospital", town, state,
                             tuple(rng.sample(WARDS["NZ"], 4))))
        for town, state in towns[9:12]:
            name = rng.choice((f"{town} Regional Hospital", f"{town} Base Hospital"))
            out.append(_site(rng, region, "NZ", name, "", "tertiary", town, state,
                             tuple(rng.sample(WARDS["NZ"], 5))))
        for town, state in towns[12:18]:
            name = rng.choice((f"{rng.choice(NZ_WORDS)} {town}", f"{town} Medical Centre",
                               f"{town} Health Centre"))
            out.append(_site(rng, region, "NZ", name, "", "practice", town, state, ()))
        for town, state in towns[18:22]:
            name = rng.choice((f"{town} Rest Home and Hospital", f"Kauri Court Care {town}",
                               f"{town} Lifecare"))
            out.append(_site(rng, region, "NZ", name, "", "aged", town, state,
                             tuple(rng.sample(WINGS["NZ"], 2))))
        for town, state in towns[22:25]:
            name = rng.choice((f"{town} Sleep Clinic", f"Hear4U {town}", f"{town} Surgical"))
            out.append(_site(rng, region, "NZ", name, "", "clinic", town, state, ()))
    elif region == "HK":
        towns = list(HK_PLACES)
        rng.shuffle(towns)
        for town, state in towns[:6]:
            name = rng.choice((f"{town} Hospital", f"{town} Eastern Hospital",
                               f"{town} Hospital"))
            out.append(_site(rng, region, "HK", name, "".join(w[0] for w in name.split()),
                             "hospital", town, state, tuple(rng.sample(WARDS["HK"], 4))))
        for town, state in towns[6:8]:
            name = f"{town} {rng.choice(HK_PRIVATE)} Hospital"
            out.append(_site(rng, region, "HK", name, "".join(w[0] for w in name.split()),
                             "tertiary", town, state, tuple(rng.sample(WARDS["HK"], 5))))
        for town, state in towns[8:12]:
            out.append(_site(rng, region, "HK", f"{town} Jockey Club General Out-patient Clinic",
                             "", "practice", town, state, ()))
        for town, state in towns[12:15]:
            out.append(_site(rng, region, "HK", f"{town} Care and Attention Home", "", "aged",
                             town, state, tuple(WINGS["HK"])))
        for town, state in towns[15:17]:
            out.append(_site(rng, region, "HK", f"{town} Sleep and Hearing Centre", "", "clinic",
                             town, state, ()))
    else:
        for country, sites in PI_SITES.items():
            for i, (name, short, city) in enumerate(sites):
                state = next(s for c, s, k in PI_PLACES if c == city)
                out.append(_site(rng, region, country, name, short,
                                 "tertiary" if i == 0 else "hospital", city, state,
                                 tuple(rng.sample(WARDS["PI"], 3))))
    return out


@lru_cache(maxsize=8)
def build_staff(seed: int) -> Staff:
    """Every region's sites, each with its clinicians (the same in every note of a seed)."""
    rng = random.Random(f"deidkit-synth/{seed}/V/staff")
    sites = {}
    for region, _ in REGIONS:
        made = _sites(rng, region)
        origins = ORIGINS[region] + STAFF_EXTRA[region]
        for site in made:
            roles = {"practice": ("gp", "rn", "dietitian"), "community": ("gp", "rn", "liaison"),
                     "aged": ("rac_rn", "carer", "gp"),
                     "clinic": ("sleep_physician", "sleep_scientist", "audiologist")}.get(
                         site.kind, tuple(ROLES))
            for role in roles:
                medical, creds = ROLES[role]
                people = []
                for _ in range(rng.choice((1, 2, 2, 3))):
                    p = make_person(rng, seed, weighted(rng, origins))
                    cred = rng.choice(creds.get(region, creds["*"]))
                    if role == "liaison":
                        cred = rng.choice(LIAISON_TITLES[region])
                    nurse = cred.startswith(("RN", "EN", "RM", "NNP", "CN", "NP", "APN"))
                    user = username_for(rng, p, region)
                    first = ascii_fold(p.first.split()[0]).lower().replace("'", "")
                    last = ascii_fold(p.last).lower().replace(" ", "").replace("'", "")
                    people.append(Clinician(
                        p.first, p.last, p.sex, p.origin, p.nick, p.middle, role=role,
                        credential=cred, username=user,
                        licence=licence_for(rng, region, medical, nurse),
                        email=f"{first}.{last}@{site.domain}", pager=digits(rng, 4)))
                site.staff[role] = tuple(people)
        sites[region] = tuple(made)
    return Staff(sites)


#: Where people of an origin mostly live (towns of AU_PLACES and NZ_PLACES).
AFFINITY = {
    "AU": {"aboriginal": ("Moree", "Walgett", "Bourke", "Broken Hill", "Alice Springs",
                          "Katherine", "Tennant Creek", "Wadeye", "Maningrida", "Yuendumu",
                          "Galiwinku", "Lajamanu", "Port Augusta", "Ceduna", "Fitzroy Crossing",
                          "Broome", "Kalgoorlie", "Mount Isa", "Palm Island", "Yarrabah"),
           "tsi": ("Thursday Island", "Bamaga", "Weipa", "Mackay", "Inala"),
           "greek": ("Oakleigh", "Marrickville", "Kogarah", "Coburg", "Salisbury", "Glenorchy"),
           "lebanese": ("Lakemba", "Blacktown", "Coburg", "Campbelltown", "Dandenong"),
           "vietnamese": ("Cabramatta", "Springvale", "Inala", "Sunshine", "Logan Central")},
    "NZ": {o: ("Otara", "Mangere", "Papakura", "Ōtāhuhu", "Henderson", "Cannons Creek")
           for o in ("samoan", "tongan", "fijian", "indofijian")},
}
PI_OF_ORIGIN = {"fijian": "FJ", "indofijian": "FJ", "samoan": "WS", "tongan": "TO"}


def visit_count(seed: int, number: int) -> int:
    """How many documents patient ``number`` has (1 to 5)."""
    rng = random.Random(f"deidkit-synth/{seed}/V/plan/{number}")
    return weighted(rng, ((1, 12), (2, 26), (3, 30), (4, 20), (5, 12)))


def _check_hkid(prefix: str, body: str) -> str:
    """The check character of a Hong Kong identity card number."""
    values = [36 if len(prefix) == 1 else ord(prefix[0]) - 55] + [ord(prefix[-1]) - 55]
    values += [int(c) for c in body]
    total = sum(v * w for v, w in zip(values, range(9, 1, -1)))
    check = (11 - total % 11) % 11
    return "A" if check == 10 else str(check)


def _place(rng: random.Random, region: str, origin: str):
    """(city, state, country) of a patient of ``origin`` living in ``region``."""
    if region == "AU":
        towns = AFFINITY["AU"].get(origin)
        city = rng.choice(towns) if towns and rng.random() < 0.8 else rng.choice(AU_PLACES)[0]
        return city, dict(AU_PLACES)[city], "AU"
    if region == "NZ":
        towns = AFFINITY["NZ"].get(origin)
        city = rng.choice(towns) if towns and rng.random() < 0.75 else rng.choice(NZ_PLACES)[0]
        return city, dict(NZ_PLACES)[city], "NZ"
    if region == "HK":
        city, code = rng.choice(HK_PLACES)
        return city, code, "HK"
    country = PI_OF_ORIGIN[origin]
    city, state, _ = rng.choice([p for p in PI_PLACES if p[2] == country])
    return city, state, country


def _street(rng: random.Random, region: str, country: str, city: str) -> str:
    """A home address line: Australian units, New Zealand rural delivery, Hong Kong flats."""
    n = rng.randint(1, 240)
    if region == "AU":
        if city in AU_REMOTE and rng.random() < 0.6:
            return rng.choice((f"Lot {rng.randint(10, 400)}", f"House {rng.randint(1, 220)}"))
        unit = f"{rng.randint(1, 24)}/" if rng.random() < 0.25 else ""
        return f"{unit}{n} {rng.choice(AU_STREETS)}"
    if region == "NZ":
        unit = rng.choice(("", "", "", f"{rng.choice('ABC')}/", f"Flat {rng.randint(1, 9)}, "))
        rd = f", RD {rng.randint(1, 9)}" if rng.random() < 0.12 else ""
        return f"{unit}{n} {rng.choice(NZ_STREETS)}{rd}"
    if region == "HK":
        floor = rng.randint(2, 38)
        if rng.random() < 0.6:
            house = rng.choice(("Lok", "Wah", "Fu", "Hing", "Yan", "Tak", "Shun", "Hong"))
            return (f"Flat {floor:02d}{rng.randint(1, 24):02d}, {floor}/F, {house} "
                    f"{rng.choice(('House', 'Lau', 'Tower 2', 'Block B'))}, "
                    f"{rng.choice(HK_ESTATES)}")
        return f"Rm {rng.choice('ABCDEF')}, {floor}/F, {n} {rng.choice(HK_STREETS)}"
    streets = PI_STREETS[country]
    return rng.choice((f"Lot {rng.randint(1, 90)} {rng.choice(streets)}",
                       f"{n} {rng.choice(streets)}", rng.choice(streets)))


def au_plate(rng: random.Random, state: str) -> str:
    """A number plate in the shape of an Australian state's."""
    if state == "NSW":
        return f"{caps(rng, 2)} {digits(rng, 2)} {caps(rng, 2)}"
    if state == "VIC":
        return f"{rng.randint(1, 9)}{caps(rng, 2)}{rng.randint(1, 9)}{caps(rng, 2)}"
    if state == "QLD":
        return f"{digits(rng, 3)} {caps(rng, 3)}"
    if state == "NT":
        return f"C{caps(rng, 1)} {digits(rng, 2)} {caps(rng, 2)}"
    if state == "WA":
        return f"1{caps(rng, 3)} {digits(rng, 3)}"
    if state == "SA":
        return f"S{digits(rng, 3)} {caps(rng, 3)}"
    return f"{caps(rng, 2)}{digits(rng, 4)}"


def _ids(rng: random.Random, region: str, country: str, state: str, age: int):
    """(mrn, ihi, plan number, plan kind, fund, national id, its kind, licence, plate)."""
    ihi = plan = plan_kind = fund = natid = natid_kind = licence = ""
    if region == "AU":
        mrn = rng.choice((digits(rng, 7), "00" + digits(rng, 6), digits(rng, 8),
                          str(rng.randint(1, 9)) + digits(rng, 5)))
        ihi = "800360" + digits(rng, 10)
        if age >= 70 and rng.random() < 0.2:
            plan, plan_kind = rng.choice("NVQWST") + "X" + digits(rng, 6), "dva"
        else:
            plan, plan_kind = str(rng.randint(2, 6)) + digits(rng, 9), "medicare"
        if rng.random() < 0.45:
            fund = rng.choice(FUNDS["AU"])
        licence = {"NSW": digits(rng, 8), "VIC": digits(rng, 9), "QLD": digits(rng, 9)}.get(
            state, caps(rng, 1) + digits(rng, 6))
        plate = au_plate(rng, state)
    elif region == "NZ":
        letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        mrn = (caps(rng, 3, letters) + digits(rng, 4) if rng.random() < 0.7
               else caps(rng, 3, letters) + digits(rng, 2) + caps(rng, 2, letters))
        if rng.random() < 0.3:
            fund = rng.choice(FUNDS["NZ"])
            plan, plan_kind = digits(rng, 8), "fund"
        if rng.random() < 0.5:
            natid, natid_kind = digits(rng, rng.choice((8, 9))), "ird"
        licence = caps(rng, 2) + digits(rng, 6)
        plate = rng.choice((caps(rng, 3) + digits(rng, 3), caps(rng, 2) + digits(rng, 4)))
    elif region == "HK":
        mrn = "HN" + digits(rng, 8) + rng.choice("0123456789X")
        prefix = rng.choice(("A", "C", "D", "E", "G", "H", "K", "P", "R", "Y", "Z", "WX", "XA"))
        body = digits(rng, 6)
        natid, natid_kind = f"{prefix}{body}({_check_hkid(prefix, body)})", "hkid"
        if rng.random() < 0.35:
            fund = rng.choice(FUNDS["HK"])
            plan, plan_kind = caps(rng, 2) + digits(rng, 7), "fund"
        licence = ""
        plate = rng.choice((f"{caps(rng, 2)} {rng.randint(1, 9999)}",
                            f"{caps(rng, 2)}{digits(rng, 3)}"))
    else:
        mrn = rng.choice((digits(rng, 6), f"{digits(rng, 2)}/{digits(rng, 5)}",
                          f"{caps(rng, 1)}{digits(rng, 5)}"))
        if country == "FJ" and rng.random() < 0.6:
            natid, natid_kind = digits(rng, 7), "fnpf"
        elif country == "WS" and rng.random() < 0.6:
            natid, natid_kind = digits(rng, 10), "nid"
        if rng.random() < 0.1:
            fund = rng.choice(FUNDS["PI"])
            plan, plan_kind = caps(rng, 3) + digits(rng, 6), "fund"
        licence = "DL" + digits(rng, 6)
        plate = {"FJ": f"{caps(rng, 2)} {digits(rng, 3)}", "WS": digits(rng, 5),
                 "TO": f"{rng.choice('LPT')} {digits(rng, 4)}"}[country]
    return mrn, ihi, plan, plan_kind, fund, natid, natid_kind, licence, plate


def _relatives(rng, seed, region, person: VPerson, age: int, newborn: bool) -> list[Relative]:
    """Family members, their ages, jobs and contacts, fitting the patient's age."""
    country = PI_OF_ORIGIN.get(person.origin, region) if region == "PI" else region
    out = []
    if newborn:
        roles = ["mother"] + rng.sample(["father", "grandmother", "aunty"], rng.randint(0, 2))
    elif age < 35:
        roles = rng.sample(["mother", "father", "partner", "sister", "brother"], rng.randint(1, 3))
    elif age < 65:
        roles = rng.sample(["wife" if person.sex == "M" else "husband", "daughter", "son",
                            "sister", "partner", "brother"], rng.randint(1, 3))
    else:
        roles = rng.sample(["daughter", "son", "wife" if person.sex == "M" else "husband",
                            "granddaughter", "niece", "grandson", "son-in-law"],
                           rng.randint(1, 3))
    if "partner" in roles and any(r in roles for r in ("wife", "husband")):
        roles.remove("partner")
    for role in roles:
        sex = "F" if role in ("mother", "sister", "wife", "daughter", "granddaughter", "niece",
                              "grandmother", "aunty") else "M" if role != "partner" else None
        share = role in ("son", "daughter", "wife", "granddaughter", "grandson", "sister",
                         "brother", "father") and rng.random() < 0.7
        if newborn and role == "mother":
            share = True
        origin = person.origin if share or rng.random() < 0.8 else weighted(rng, ORIGINS[region])
        p = make_person(rng, seed, origin, sex, last=person.last if share else None)
        rel_age = {"mother": age + rng.randint(18, 40), "father": age + rng.randint(20, 45),
                   "grandmother": age + rng.randint(38, 60), "aunty": age + rng.randint(16, 45),
                   "daughter": age - rng.randint(20, 36), "son": age - rng.randint(20, 36),
                   "granddaughter": age - rng.randint(45, 60),
                   "grandson": age - rng.randint(45, 60),
                   "niece": age - rng.randint(25, 45), "son-in-law": age - rng.randint(18, 32)
                   }.get(role, age + rng.randint(-6, 6))
        rel_age = max(rel_age, 16)
        email = ""
        if rng.random() < 0.4:
            user = ascii_fold(f"{p.first.split()[0]}.{p.last}" if rng.random() < 0.5
                              else f"{p.first.split()[0][:1]}{p.last}{rng.randint(1, 99)}")
            user = "".join(c for c in user.lower() if c.isalnum() or c == ".")
            email = f"{user}@{rng.choice(EMAIL_DOMAINS[region])}"
        out.append(Relative(role, p, rel_age, job_for(rng, region),
                            phone_digits(rng, country, "mobile"), email))
    return out


def _pick_site(rng, sites, kinds, state="", country="", city=""):
    """The index of a site of one of ``kinds``: in the patient's town if there is one, else
    mostly in their state (and always in their country)."""
    fits = [i for i, s in enumerate(sites) if s.kind in kinds and (not country
                                                                   or s.country == country)]
    if not fits:
        fits = [i for i, s in enumerate(sites) if s.kind in ("hospital", "tertiary")
                and (not country or s.country == country)]
    here = [i for i in fits if sites[i].city == city]
    if here:
        return rng.choice(here)
    near = [i for i in fits if sites[i].state == state]
    return rng.choice(near if near and rng.random() < 0.75 else fits)


def build_patient(seed: int, number: int) -> Patient:
    """Patient ``number``: who they are, where they live, their family and their timeline."""
    staff = build_staff(seed)
    rng = random.Random(f"deidkit-synth/{seed}/V/patient/{number}")
    region = weighted(rng, REGIONS)
    origin = weighted(rng, ORIGINS[region])
    newborn = rng.random() < 0.16
    city, state, country = _place(rng, region, origin)
    first_day = dt.date(rng.randint(2080, 2110), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    if newborn:
        age = 0
        dob = first_day - dt.timedelta(days=rng.randint(0, 2))
    else:
        age = weighted(rng, ((rng.randint(18, 39), 14), (rng.randint(40, 64), 34),
                             (rng.randint(65, 89), 44), (rng.randint(90, 101), 8)))
        dob = first_day - dt.timedelta(days=age * 365 + rng.randint(0, 364))
    person = make_person(rng, seed, origin)
    relatives = _relatives(rng, seed, region, person, age, newborn)
    if newborn:
        mother = next(r for r in relatives if r.relation == "mother")
        named = rng.random() < 0.6
        first = make_person(rng, seed, origin, person.sex).first if named else ""
        person = VPerson(first, mother.person.last, person.sex, origin)
    mrn, ihi, plan, plan_kind, fund, natid, natid_kind, licence, plate = _ids(
        rng, region, country, state, age)
    sites = staff.sites[region]
    practice = _pick_site(rng, sites, ("practice", "community") if city not in AU_REMOTE
                          else ("community",), state, country if region == "PI" else "", city)
    hospital = _pick_site(rng, sites, ("hospital",), state, country if region == "PI" else "",
                          city)
    tertiary = _pick_site(rng, sites, ("tertiary",), state, country if region == "PI" else "")
    gp_staff = sites[practice].staff.get("gp") or sites[hospital].staff["surgeon"]
    email_user = ascii_fold(rng.choice((f"{person.first.split()[0] if person.first else 'bub'}"
                                        f".{person.last}", f"{person.last}{rng.randint(1, 99)}",
                                        f"{(person.first or 'x')[:1]}{person.last}{age}")))
    email_user = "".join(c for c in email_user.lower() if c.isalnum() or c == ".")
    birth = "" if rng.random() < 0.5 else {
        "greek": "Greece", "lebanese": "Lebanon", "vietnamese": "Vietnam", "samoan": "Samoa",
        "tongan": "Tonga", "fijian": "Fiji", "indofijian": "Fiji", "cantonese": "China",
        "maori": "", "aboriginal": "", "tsi": ""}.get(origin, "")
    if region == "PI" or (region == "NZ" and origin == "maori"):
        birth = ""
    language = {"greek": "Greek", "lebanese": "Arabic", "vietnamese": "Vietnamese",
                "samoan": "Samoan", "tongan": "Tongan", "fijian": "iTaukei",
                "indofijian": "Fiji Hindi",
                "cantonese": "Cantonese", "maori": "te reo Māori",
                "aboriginal": rng.choice(("Warlpiri", "Yolngu Matha", "Kriol", "English")),
                "tsi": rng.choice(("Yumplatok", "Kalaw Lagaw Ya", "English"))}[origin]
    affiliation = rng.choice(AFFILIATION[origin]) if origin in AFFILIATION else ""
    patient = Patient(
        number=number, region=region, country=country, person=person, dob=dob,
        newborn=newborn, street=_street(rng, region, country, city), city=city, state=state,
        postcode=postcode_of(region, city, state),
        home=phone_digits(rng, country, "land"), mobile=phone_digits(rng, country, "mobile"),
        email=f"{email_user}@{rng.choice(EMAIL_DOMAINS[region])}", mrn=mrn, ihi=ihi,
        healthplan=plan, plan_kind=plan_kind, fund=fund,
        fund_no=plan if plan_kind == "fund" else digits(rng, 8) + rng.choice(("", "", "A")),
        natid=natid, natid_kind=natid_kind,
        licence=licence, plate=plate, job=job_for(rng, region),
        employer=rng.choice(EMPLOYERS[country if region == "PI" else region]),
        birth_country=birth, affiliation=affiliation,
        language=language, relatives=tuple(relatives), gp=rng.choice(gp_staff),
        practice=practice, hospital=hospital, tertiary=tertiary,
        gestation=(rng.randint(25, 36), rng.randint(0, 6)) if newborn else (40, 0),
        birth_weight=rng.randint(720, 2900) if newborn else 0,
        mother_mrn=_ids(rng, region, country, state, 30)[0] if newborn else "")
    if newborn:
        weeks = patient.gestation[0]
        patient.birth_weight = max(560, 100 * (weeks - 18) + rng.randint(-250, 250))
    profile = KINDS_NEWBORN if newborn else KINDS_ELDER if age >= 65 else KINDS_ADULT
    if region == "PI":
        profile = tuple((k, w * (2 if k == "retrieval_note" else 1)) for k, w in profile
                        if k != "aged_care_plan")
    day = first_day
    for v in range(1, visit_count(seed, number) + 1):
        kind = weighted(rng, profile)
        if newborn and v == 1:
            kind = rng.choice(("neonatal_note", "neonatal_note", "retrieval_note"))
        patient.visits.append(_visit(rng, staff, patient, v, kind, day))
        day += dt.timedelta(days=rng.randint(2, 40) if newborn else rng.randint(14, 540))
    return patient


def _visit(rng, staff, patient: Patient, number: int, kind: str, day: dt.date) -> Visit:
    """Where document ``number`` is written: its site, and for a retrieval the sending one."""
    region, sites = patient.region, staff.sites[patient.region]
    country = patient.country if region == "PI" else ""
    if kind == "retrieval_note":
        if region == "PI" and rng.random() < 0.75:
            dest = "NZ" if patient.country != "FJ" or rng.random() < 0.5 else "AU"
            site = _pick_site(rng, staff.sites[dest], ("tertiary",))
            return Visit(number, kind, day, site, dest, patient.hospital, region)
        sender = patient.practice if rng.random() < 0.5 else patient.hospital
        return Visit(number, kind, day, patient.tertiary, region, sender, region)
    choice = {"anaesthetic_record": ("tertiary", "hospital"), "family_meeting": ("hospital",
                                                                                "tertiary"),
              "neonatal_note": ("tertiary", "tertiary", "hospital"),
              "audiology_report": ("clinic", "hospital"), "dietitian_note": ("hospital",
                                                                              "practice"),
              "wound_clinic": ("hospital", "community", "practice"),
              "sleep_study": ("clinic", "tertiary"), "genetic_counselling": ("tertiary",),
              "aged_care_plan": ("aged",)}[kind]
    want = rng.choice(choice)
    if want == "tertiary":
        site = patient.tertiary
    elif want == "hospital":
        site = patient.hospital
    elif want in ("practice", "community"):
        site = patient.practice
    else:
        site = _pick_site(rng, sites, (want,), patient.state, country)
    other = patient.hospital if site != patient.hospital else patient.tertiary
    return Visit(number, kind, day, site, region, other, region)


# -- writing -----------------------------------------------------------------------------
#: Each region's numeric and narrative date habits (see :func:`format_date`).
DATE_NUM = {"AU": ("dmy", "dmy", "dmy_np", "dmy2"), "NZ": ("dmy", "dmy_np", "dmy_dot"),
            "HK": ("dmy", "dmy_dash", "iso", "DMONY"), "PI": ("dmy", "dmy_np", "dmy")}
DATE_NARR = {"AU": ("d_mon_y", "d_month_y", "d_mon_y2", "dmony"),
             "NZ": ("d_month_y", "d_mon_y", "dmony"), "HK": ("d_mon_y", "DMONY", "zh", "d_month_y"),
             "PI": ("ord", "d_month_y", "ord_of", "d_mon_y")}


def format_date(d: dt.date, style: str, rng: random.Random) -> str:
    """``d`` written day first in one of the styles of V's regions."""
    day, m, y = d.day, d.month - 1, d.year
    forms = {
        "dmy": f"{day:02d}/{d.month:02d}/{y}", "dmy_np": f"{day}/{d.month}/{y}",
        "dmy2": f"{day}/{d.month}/{y % 100:02d}", "dmy_dot": f"{day}.{d.month}.{y}",
        "dmy_dash": f"{day:02d}-{d.month:02d}-{y}", "iso": f"{y}-{d.month:02d}-{day:02d}",
        "DMONY": f"{day:02d}-{MONTHS_ABBR[m].upper()}-{y}",
        "dmony": f"{day:02d}-{MONTHS_ABBR[m]}-{y}", "d_mon_y": f"{day} {MONTHS_ABBR[m]} {y}",
        "d_mon_y2": f"{day} {MONTHS_ABBR[m]} {y % 100:02d}",
        "d_month_y": f"{day} {MONTHS[m]} {y}", "ord": f"{ordinal(day)} {MONTHS[m]} {y}",
        "ord_of": f"{ordinal(day)} of {MONTHS[m]}, {y}", "zh": f"{y}年{d.month}月{day}日",
        "d_mon": f"{day} {MONTHS_ABBR[m]}", "wd_d_mon": f"{WEEKDAYS[d.weekday()][:3]} {day} "
                                                       f"{MONTHS_ABBR[m]}",
        "y": str(y), "wd": WEEKDAYS[d.weekday()],
    }
    if style == "dm":
        return rng.choice((f"{day}/{d.month}", f"{day:02d}/{d.month:02d}"))
    if style == "mon_y":
        return rng.choice((f"{MONTHS[m]} {y}", f"{MONTHS_ABBR[m]} {y}",
                           f"{MONTHS_ABBR[m]}-{y % 100:02d}", f"{d.month:02d}/{y}"))
    return forms[style]


def an(word: str) -> str:
    """'an' before a vowel sound or 8, 11 and 18 ('an 81-year-old'), else 'a'."""
    w = word.lower()
    if w[:1].isdigit():
        return "an" if w[0] == "8" or w[:2] in ("11", "18") and not w[2:3].isdigit() else "a"
    return "an" if w[:1] in "aeio" else "a"


class VNote(Writer):
    """A document of style V about one visit of one patient: the slots of its templates
    (``{pt}``, ``{dob}``, ``{anaesthetist}``...) and the region's ways of writing PHI."""

    def __init__(self, seed: int, patient: Patient, visit_no: int, rng: random.Random):
        """The document ``visit_no`` of ``patient``: its site, team and date habits."""
        super().__init__(rng)
        self.seed, self.patient = seed, patient
        self.visit = patient.visits[visit_no - 1]
        self.day = self.visit.day
        self.region = self.visit.region
        staff = build_staff(seed)
        self.staff = staff
        self.site = staff.sites[self.region][self.visit.site]
        self.other = (staff.sites[self.visit.other_region][self.visit.other]
                      if self.visit.other >= 0 else None)
        self.p = patient.person
        self.age = patient.age_on(self.day)
        self.team: dict = {}
        self.num_style = rng.choice(DATE_NUM[self.region])
        self.narr_style = rng.choice(DATE_NARR[self.region])
        earlier = [v for v in patient.visits if v.number < self.visit.number]
        self.prev = earlier[-1].day if earlier else None
        others = [r for r in patient.relatives if r.relation != "mother"]
        self.rel: Relative = rng.choice(others if patient.newborn and others
                                        else patient.relatives)
        male = self.p.sex == "M"
        self.he, self.his, self.him = ("he", "his", "him") if male else ("she", "her", "her")
        if patient.newborn:
            self.title = "Baby"
        elif male:
            self.title = "Mr"
        elif patient.region == "HK" and self.age >= 60:
            self.title = rng.choice(("Madam", "Mrs", "Ms"))
        else:
            self.title = rng.choice(("Mrs", "Ms", "Miss" if self.age < 30 else "Ms"))

    # -- dates -------------------------------------------------------------------------
    def date(self, d: dt.date, kind: str = "num") -> None:
        """A DATE: the note's numeric or narrative house style, or a short, month or year form."""
        rng = self.rng
        if kind == "num":
            style = self.num_style if rng.random() < 0.85 else rng.choice(DATE_NUM[self.region])
        elif kind == "narr":
            style = self.narr_style if rng.random() < 0.7 else rng.choice(DATE_NARR[self.region])
        elif kind == "short":
            style = rng.choice(("dm", "d_mon", "wd_d_mon"))
        elif kind == "month":
            style = "mon_y"
        elif kind == "year":
            style = "y"
        elif kind == "weekday":
            style = "wd"
        else:
            style = rng.choice(DATE_NUM[self.region] + DATE_NARR[self.region])
        self.phi(format_date(d, style, rng), "DATE")

    def days_ago(self, low: int, high: int) -> dt.date:
        """A day before the document's; for a newborn, never before the birth."""
        day = self.day - dt.timedelta(days=self.rng.randint(low, high))
        if self.patient.newborn and day < self.patient.dob:
            return self.patient.dob + dt.timedelta(days=self.rng.randint(
                0, max(0, (self.day - self.patient.dob).days)))
        return day

    def days_ahead(self, low: int, high: int) -> dt.date:
        return self.day + dt.timedelta(days=self.rng.randint(low, high))

    def s_today(self): self.date(self.day, "num")
    def s_today_narr(self): self.date(self.day, "narr")
    def s_today_short(self): self.date(self.day, "short")
    def s_dob(self): self.date(self.patient.dob, "num")
    def s_weekday(self): self.date(self.days_ago(1, 6), "weekday")
    def s_next_weekday(self): self.date(self.days_ahead(1, 6), "weekday")
    def s_recent(self): self.date(self.days_ago(2, 40), self.rng.choice(("num", "narr", "short")))
    def s_past_month(self): self.date(self.days_ago(60, 900), "month")
    def s_past_year(self): self.date(self.days_ago(400, 4000), "year")
    def s_fu(self): self.date(self.days_ahead(7, 120), self.rng.choice(("num", "narr")))
    def s_fu_short(self): self.date(self.days_ahead(2, 30), "short")

    def s_prev(self):
        """The day of the patient's previous document (or some earlier day)."""
        if self.prev is None:
            self.date(self.days_ago(30, 700), "narr")
        else:
            self.date(self.prev, self.rng.choice(("num", "narr")))

    def s_holiday(self):
        """A public holiday or festival of the site's country (a DATE; 'the' outside)."""
        name = self.rng.choice(HOLIDAYS[self.site.country if self.region == "PI"
                                        else self.region])
        if name.startswith("the "):
            self.lit("the ")
            name = name[4:]
        self.phi(name, "DATE")

    # -- the patient -------------------------------------------------------------------
    def pt_name(self, form: str | None = None) -> None:
        """The patient's name in a form their region's records use."""
        p, rng = self.p, self.rng
        if self.patient.newborn:
            self.baby_name(form)
            return
        form = form or rng.choice(("title", "title", "first", "full", "full", "last_first"))
        if p.family_first:
            if form == "first" and p.nick:
                self.phi(p.nick, "PATIENT")
            elif form == "title":
                self.lit(self.title + " ")
                self.phi(p.last.upper() if rng.random() < 0.5 else p.last, "PATIENT")
            elif form == "first":
                self.lit(self.title + " ")
                self.phi(p.last, "PATIENT")
            elif p.nick and rng.random() < 0.4:
                self.phi(f"{p.nick} {p.last.upper()} {p.first}", "PATIENT")
            else:
                self.phi(rng.choice((f"{p.last.upper()} {p.first}", f"{p.last} {p.first}",
                                     f"{p.last.upper()}, {p.first}")), "PATIENT")
            return
        if form == "title":
            self.lit(self.title + " ")
            self.phi(p.last, "PATIENT")
        elif form == "first":
            self.phi(p.nick if p.nick and rng.random() < 0.6 else p.first, "PATIENT")
        elif form == "last_first":
            self.phi(f"{p.last.upper()}, {p.first}", "PATIENT")
        else:
            middle = f" {p.middle}" if p.middle and rng.random() < 0.5 else ""
            self.phi(rng.choice((f"{p.first}{middle} {p.last}", f"{p.first} {p.last.upper()}")),
                     "PATIENT")

    def baby_name(self, form: str | None) -> None:
        """A newborn: 'Baby of' and the mother's name, or their own once named."""
        p, rng = self.p, self.rng
        mother = next(r for r in self.patient.relatives if r.relation == "mother").person
        if p.first and rng.random() < 0.6:
            if form in ("full", "last_first") or rng.random() < 0.3:
                self.phi(f"{p.first} {p.last.upper()}" if form != "last_first"
                         else f"{p.last.upper()}, {p.first}", "PATIENT")
            else:
                self.phi(p.first, "PATIENT")
            return
        if rng.random() < 0.6:
            self.lit(rng.choice(("Baby of ", "BABY OF ", "B/O ", "Baby of ")))
            self.phi(rng.choice((f"{mother.first} {mother.last.upper()}", mother.first,
                                 f"{mother.last.upper()}, {mother.first}")), "PATIENT")
        else:
            self.lit(rng.choice(("Baby ", "baby ", "Infant ")))
            self.phi(p.last.upper() if rng.random() < 0.5 else p.last, "PATIENT")

    def s_pt(self):
        """The patient in running text: a name form, or 'the patient'."""
        r = self.rng.random()
        if r < 0.18:
            self.lit(self.rng.choice(("the patient", "the pt", "this patient")
                                     if not self.patient.newborn else ("baby", "the infant",
                                                                       "bub")))
        else:
            self.pt_name()

    def s_Pt(self):
        """The patient at the start of a sentence."""
        if self.rng.random() < 0.18:
            self.lit(self.rng.choice(("The patient", "Pt", "Patient") if not self.patient.newborn
                                     else ("Baby", "Infant", "Bub")))
        else:
            self.pt_name()

    def s_pt_full(self): self.pt_name("full")
    def s_pt_title(self): self.pt_name("title")
    def s_pt_first(self): self.pt_name("first")
    def s_pt_header(self): self.pt_name(self.rng.choice(("last_first", "full")))

    def s_pt_hanzi(self):
        """The name in characters after the romanized one, for some Hong Kong patients."""
        if self.p.hanzi and self.rng.random() < 0.7:
            self.lit(" (")
            self.phi(self.p.hanzi, "PATIENT")
            self.lit(")")

    def s_pt_pref(self):
        """A preferred or English name, when the patient has one."""
        if self.p.nick:
            before, after = self.rng.choice(((" (prefers ", ")"), (" - known as ", ""),
                                             (" (", ")"), (' "', '"')))
            self.lit(before)
            self.phi(self.p.nick, "PATIENT")
            self.lit(after)

    def s_he(self): self.lit(self.he)
    def s_He(self): self.lit(self.he.capitalize())
    def s_his(self): self.lit(self.his)
    def s_His(self): self.lit(self.his.capitalize())
    def s_him(self): self.lit(self.him)

    def s_age(self):
        """The patient's age in years (a newborn: the word 'newborn')."""
        if self.patient.newborn:
            self.lit("newborn")
        else:
            self.phi(str(self.age), "AGE")

    def s_age_phrase(self):
        """'72-year-old', 'aged 72', '72yo', HK 'M/72'... (only the number is the AGE)."""
        rng, age, sex = self.rng, str(self.age), self.p.sex
        if self.patient.newborn:
            self.lit("newborn " + ("boy" if sex == "M" else "girl"))
            return
        form = rng.randrange(6)
        if self.region == "HK" and rng.random() < 0.5:
            if rng.random() < 0.5:
                self.lit(f"{sex}/")
                self.phi(age, "AGE")
            else:
                self.phi(age, "AGE")
                self.lit(f"/{sex}")
            return
        if form == 0:
            self.lit("aged ")
            self.phi(age, "AGE")
            return
        self.phi(age, "AGE")
        self.lit(("-year-old", " y.o.", "yo", " years old", f"{sex}", " yrs")[form])

    def s_a_age(self):
        """'a 72-year-old', 'an 81 year old' (the number alone is the AGE)."""
        age = str(self.age)
        self.lit(an(age) + " ")
        self.phi(age, "AGE")
        self.lit(self.rng.choice(("-year-old", " year old", "-year-old", " yo")))

    def s_sexw(self):
        male = self.p.sex == "M"
        self.lit(self.rng.choice(("man", "male", "gentleman") if male
                                 else ("woman", "female", "lady")))

    def s_job(self): self.phi(self.patient.job, "PROFESSION")

    def s_employer(self): self.org(self.patient.employer)
    def s_lang(self): self.lit(self.patient.language)

    @property
    def foreign_language(self) -> bool:
        """Whether the patient's first language is not the one the site works in."""
        if self.region in ("HK", "PI") or self.p.origin == "maori":
            return False
        return self.patient.language not in ("English", "Kriol")

    # -- the family --------------------------------------------------------------------
    def rel_name(self, rel: Relative, form: str | None = None) -> None:
        """A relative's name; 'Aunty' and titles outside the tag."""
        rng, p = self.rng, rel.person
        form = form or rng.choice(("first", "full", "full", "title"))
        if rel.relation == "aunty" and form == "first":
            self.lit("Aunty ")
        if form == "first":
            self.phi(p.nick or p.first if p.family_first else p.first, "PATIENT")
        elif form == "title":
            self.lit(("Mr " if p.sex == "M" else rng.choice(("Mrs ", "Ms "))))
            self.phi(p.last.upper() if p.family_first else p.last, "PATIENT")
        elif p.family_first:
            self.phi(f"{p.last.upper()} {p.first}", "PATIENT")
        else:
            self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_rel(self): self.lit(self.rel.relation)
    def s_Rel(self): self.lit(self.rel.relation.capitalize())
    def s_relname(self): self.rel_name(self.rel)

    def kin(self, sex: str | None = None) -> None:
        """The first name of a relative of a pedigree who is named nowhere else."""
        self.phi(make_person(self.rng, self.seed, self.p.origin, sex).first.split()[0],
                 "PATIENT")

    def s_ids(self):
        """The region's other identifiers on a form header (Medicare, IHI, HKID, FNPF...)."""
        p, rng = self.patient, self.rng
        if p.region == "AU":
            if p.plan_kind == "dva":
                self.lit("DVA No: ")
                self.phi(p.healthplan, "HEALTHPLAN")
            else:
                self.lit(rng.choice(("Medicare: ", "Medicare No. ", "MCN ")))
                self.s_medicare()
            if p.fund and rng.random() < 0.5:
                self.lit("   Fund: ")
                self.org(p.fund)
                self.lit(" ")
                self.phi(p.fund_no, "HEALTHPLAN")
        elif p.region == "NZ":
            if p.fund:
                self.lit("Insurer: ")
                self.org(p.fund)
                self.lit(" member ")
                self.phi(p.healthplan, "HEALTHPLAN")
            else:
                self.lit("Community Services Card: " + rng.choice(("yes", "no", "sighted")))
        elif p.region == "HK":
            self.lit(rng.choice(("HKID: ", "ID No.: ", "HKIC ")))
            self.s_natid()
        elif p.natid:
            self.lit("FNPF No: " if p.natid_kind == "fnpf" else "National ID: ")
            self.s_natid()
        else:
            self.lit(rng.choice(("Residence: ", "Home: ")))
            self.phi(p.city, "CITY")
    def s_relfull(self): self.rel_name(self.rel, "full")
    def s_relage(self): self.phi(str(self.rel.age), "AGE")
    def s_reljob(self): self.phi(self.rel.job, "PROFESSION")
    def s_relphone(self): self.phone(self.rel.phone)

    def s_relemail(self):
        """A relative's e-mail address, or their phone when they have none."""
        if self.rel.email:
            self.phi(self.rel.email, "EMAIL")
        else:
            self.phone(self.rel.phone)

    # -- staff -------------------------------------------------------------------------
    def staff_of(self, role: str) -> Clinician:
        """The clinician of ``role`` in this document (the same one each time it is named)."""
        if role not in self.team:
            people = self.site.staff.get(role)
            if not people:
                region = self.staff.sites[self.region]
                people = next((s.staff[role] for s in region if role in s.staff
                               and s.kind == "tertiary"), None) or next(
                    s.staff[role] for s in region if role in s.staff)
            self.team[role] = self.rng.choice(people)
        return self.team[role]

    def dr(self, role: str, *, cred: bool | None = None, form: str | None = None) -> None:
        """A clinician: titles and credentials outside the DOCTOR tag."""
        c, rng = self.staff_of(role), self.rng
        medical = ROLES[role][0]
        cred = rng.random() < 0.4 if cred is None else cred
        last = c.last.upper() if c.family_first and rng.random() < 0.6 else c.last
        form = form or rng.choice(("title_last", "title_full", "full", "initial", "full"))
        if form == "first":
            self.phi(c.first.split()[0] if not c.family_first else c.first, "DOCTOR")
            return
        if medical and form in ("title_last", "title_full"):
            title = "Dr"
            if role == "surgeon" and self.region in ("AU", "NZ"):
                title = "Mr" if c.sex == "M" else "Ms"
            elif rng.random() < 0.08:
                title = rng.choice(("A/Prof", "Prof", "Assoc Prof"))
            self.lit(title + rng.choice((" ", " ", ". ")) if title in ("Dr", "Mr", "Ms")
                     else title + " ")
        elif form in ("title_last", "title_full") and c.credential.startswith(("RN", "CN")):
            if rng.random() < 0.3:
                self.lit(rng.choice(("Sr ", "Nurse ")))
                form = "title_last"
            else:
                form = "full"
        elif form in ("title_last", "title_full"):
            form = "full"
        if form == "title_last":
            self.phi(last, "DOCTOR")
        elif c.family_first:
            given = c.first if form != "initial" else "".join(
                w[0] + "." for w in c.first.replace("-", " ").split())
            self.phi(f"{last} {given}", "DOCTOR")
        elif form == "initial":
            self.phi(f"{c.first[0]}. {c.last}" if rng.random() < 0.6 else f"{c.first[0]} {c.last}",
                     "DOCTOR")
        else:
            self.phi(f"{c.first} {c.last}", "DOCTOR")
        if cred and c.credential and role != "liaison":
            before, after = rng.choice(((", ", ""), (" ", ""), (" (", ")")))
            self.lit(before + c.credential + after)

    def s_anaesthetist(self): self.dr("anaesthetist")
    def s_anaes_nurse(self): self.dr("anaes_nurse")
    def s_surgeon(self): self.dr("surgeon")
    def s_rn(self): self.dr("rn")
    def s_neonatologist(self): self.dr("neonatologist")
    def s_neo_nurse(self): self.dr("neo_nurse")
    def s_audiologist(self): self.dr("audiologist")
    def s_dietitian(self): self.dr("dietitian")
    def s_wound_nurse(self): self.dr("wound_nurse")
    def s_sleep_physician(self): self.dr("sleep_physician")
    def s_sleep_scientist(self): self.dr("sleep_scientist")
    def s_retrieval_dr(self): self.dr("retrieval_dr")
    def s_palliative(self): self.dr("palliative")
    def s_social_worker(self): self.dr("social_worker")
    def s_rac_rn(self): self.dr("rac_rn")
    def s_carer(self): self.dr("carer", form=self.rng.choice(("first", "full")))

    def s_gp(self):
        """The patient's general practitioner."""
        gp, rng = self.patient.gp, self.rng
        self.lit(rng.choice(("Dr ", "Dr ", "Dr. ")))
        if gp.family_first:
            self.phi(rng.choice((gp.last.upper(), f"{gp.last} {gp.first}")), "DOCTOR")
        else:
            self.phi(rng.choice((gp.last, f"{gp.first} {gp.last}")), "DOCTOR")

    def s_user(self): self.phi(self.staff_of(self.rng.choice(tuple(self.team) or ("rn",))
                                             ).username, "USERNAME")

    def user_of(self, role: str) -> None:
        self.phi(self.staff_of(role).username, "USERNAME")

    def licence_of(self, role: str) -> bool:
        """Writes the registration of ``role``'s clinician; False when they have none."""
        c = self.staff_of(role)
        if not c.licence:
            return False
        self.phi(c.licence, "LICENSE")
        return True

    def s_pager(self):
        self.lit(self.rng.choice(("pager ", "pg ", "page ", "ext ", "x")))
        self.phi(self.staff_of(self.rng.choice(tuple(self.team) or ("rn",))).pager, "PHONE")

    # -- places and organisations -------------------------------------------------------
    def org(self, name: str, type_: str = "ORGANIZATION") -> None:
        """An organisation or place: a leading 'the' stays outside the tag."""
        if name.startswith("the "):
            self.lit("the ")
            name = name[4:]
        self.phi(name, type_)

    def site_name(self, site: Site) -> None:
        """A site by its name or, now and then, its initials."""
        if site.short and self.rng.random() < 0.35:
            self.phi(site.short, "HOSPITAL")
        else:
            self.phi(site.name, "HOSPITAL")

    def s_hosp(self): self.site_name(self.site)
    def s_hosp_full(self): self.phi(self.site.name, "HOSPITAL")

    def s_other_hosp(self):
        self.site_name(self.other if self.other is not None and self.other is not self.site
                       else self.staff.sites[self.patient.region][self.patient.hospital])

    def s_practice(self):
        self.site_name(self.staff.sites[self.patient.region][self.patient.practice])

    def s_ward(self):
        """A named ward or unit of the site (DEPARTMENT); clinics without one say 'the ward'."""
        if self.site.wards:
            self.phi(self.rng.choice(self.site.wards), "DEPARTMENT")
        else:
            self.lit(self.rng.choice(("the ward", "the treatment room", "clinic")))

    def s_city(self): self.phi(self.patient.city, "CITY")
    def s_site_city(self): self.phi(self.site.city, "CITY")

    def s_state(self):
        """The patient's state, region, division or island group."""
        p = self.patient
        if p.region == "AU":
            self.phi(p.state if self.rng.random() < 0.6 else AU_STATES[p.state], "STATE")
        elif p.region == "HK":
            self.phi(HK_REGIONS[p.state][self.rng.randrange(2)], "STATE")
        else:
            self.phi(p.state, "STATE")

    def s_country(self):
        """Where the patient was born, or where their family lives or comes from."""
        p, rng = self.patient, self.rng
        home = {"greek": "Greece", "lebanese": "Lebanon", "vietnamese": "Vietnam",
                "samoan": "Samoa", "tongan": "Tonga", "fijian": "Fiji", "indofijian": "Fiji"}
        self.org(p.birth_country or (home.get(p.person.origin) if rng.random() < 0.6 else "") or
                 rng.choice(COUNTRIES_ABROAD[p.region]), "COUNTRY")

    def s_landmark(self):
        self.org(self.rng.choice(LANDMARKS[self.patient.region]), "LOCATION-OTHER")

    def s_pharmacy(self):
        """A chemist in the town of the site ('TerryWhite Chemmart Mildura')."""
        self.org(self.rng.choice(PHARMACIES[self.region]) + " " + self.site.city)
    def s_church(self): self.org(self.rng.choice(CHURCHES[self.p.origin]))
    def s_police(self): self.org(self.rng.choice(POLICE[self.patient.region]))

    def s_service(self):
        self.org(self.rng.choice(RETRIEVAL_SERVICES[self.region]))

    def address(self, *, lines: bool) -> None:
        """The patient's address as their country writes it, one line or several."""
        p, rng = self.patient, self.rng
        sep = "\n" if lines else ", "
        if p.street:
            self.phi(p.street, "STREET")
            self.lit(sep)
        city = p.city.upper() if p.region == "AU" and rng.random() < 0.5 else p.city
        self.phi(city, "CITY")
        if p.region == "AU":
            self.lit(" ")
            self.phi(p.state, "STATE")
            self.lit(" " if rng.random() < 0.8 else "  ")
            self.phi(p.postcode, "ZIP")
        elif p.region == "NZ":
            if rng.random() < 0.5:
                self.lit(sep)
                self.phi(p.state, "STATE")
            self.lit(" ")
            self.phi(p.postcode, "ZIP")
        elif p.region == "HK":
            self.lit(", ")
            self.phi(HK_REGIONS[p.state][rng.randrange(2)], "STATE")
        else:
            self.lit(", ")
            self.phi(p.state, "STATE")
            if p.postcode:
                self.lit(" ")
                self.phi(p.postcode, "ZIP")
            self.lit(sep)
            self.phi(PI_COUNTRIES[p.country], "COUNTRY")

    def s_address(self): self.address(lines=False)

    def site_address(self, site: Site) -> None:
        """A site's street, town, state and postcode on a letterhead."""
        self.phi(site.street, "STREET")
        self.lit(", ")
        self.phi(site.city, "CITY")
        if site.region == "AU":
            self.lit(" ")
            self.phi(site.state, "STATE")
            self.lit(" ")
            self.phi(site.postcode, "ZIP")
        elif site.region == "NZ":
            self.lit(" ")
            self.phi(site.postcode, "ZIP")
        elif site.region == "HK":
            self.lit(", ")
            self.phi(HK_REGIONS[site.state][1], "STATE")
        else:
            self.lit(", ")
            self.phi(PI_COUNTRIES[site.country], "COUNTRY")

    # -- contacts and numbers -------------------------------------------------------------
    def phone(self, number: tuple[str, str, str], type_: str = "PHONE") -> None:
        self.phi(format_phone(number, self.rng), type_)

    def s_pt_phone(self):
        self.phone(self.patient.mobile if self.rng.random() < 0.6 else self.patient.home)

    def s_site_phone(self): self.phone(self.site.phone)
    def s_site_fax(self): self.phone(self.site.fax, "FAX")
    def s_pt_email(self): self.phi(self.patient.email, "EMAIL")

    def s_url(self):
        """A page of the site's web domain."""
        path = self.rng.choice(("", "/patients", "/sleep/cpap-info", "/referrals",
                                "/nutrition/handouts", "/hearing", "/visiting"))
        self.phi(self.rng.choice(("https://www.", "www.", "http://")) + self.site.domain + path,
                 "URL")

    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")

    def s_ihi(self):
        n = self.patient.ihi
        self.phi(n if self.rng.random() < 0.4 else f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}",
                 "MEDICALRECORD")

    def s_medicare(self):
        """The Medicare number, grouped 4-5-1, now and then with the reference number."""
        n, rng = self.patient.healthplan, self.rng
        irn = str(rng.randint(1, 5))
        self.phi(rng.choice((f"{n[:4]} {n[4:9]} {n[9]}", n, f"{n[:4]} {n[4:9]} {n[9]}-{irn}",
                             f"{n[:4]}-{n[4:9]}-{n[9]}")), "HEALTHPLAN")

    def s_account(self):
        """An episode or visit (billing) number."""
        rng, y = self.rng, self.day.year % 100
        self.phi(rng.choice((f"{y:02d}{digits(rng, 7)}", f"V{digits(rng, 8)}",
                             f"EP-{digits(rng, 6)}", f"{digits(rng, 3)}-{digits(rng, 5)}")),
                 "ACCOUNT")

    def s_natid(self):
        """The national ID: HKID with its check character, IRD, FNPF or Samoan ID."""
        p = self.patient
        n = p.natid
        if p.natid_kind == "ird" and len(n) == 9:
            n = f"{n[:3]}-{n[3:6]}-{n[6:]}" if self.rng.random() < 0.6 else n
        self.phi(n, "SSN")

    def s_device_serial(self):
        """A serial number of a device used on or given to the patient."""
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 4)}{caps(rng, 1)}{digits(rng, 4)}",
                             f"{digits(rng, 11)}", f"SN{digits(rng, 7)}",
                             f"{caps(rng, 3)}{digits(rng, 6)}{caps(rng, 1)}",
                             f"{digits(rng, 2)}-{digits(rng, 5)}")), "DEVICE")

    def s_ip(self):
        """A workstation address on a printout."""
        rng = self.rng
        self.phi(f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
                 if rng.random() < 0.7 else
                 f"192.168.{rng.randint(0, 40)}.{rng.randint(2, 254)}", "IPADDR")

    def s_bioid(self):
        rng, y = self.rng, self.day.year % 100
        self.phi(rng.choice((f"G{y:02d}-{digits(rng, 5)}", f"DNA{y:02d}/{digits(rng, 5)}",
                             f"{y:02d}R{digits(rng, 6)}", f"SP{digits(rng, 7)}")), "BIOID")

    def s_idnum(self):
        rng, y = self.rng, self.day.year
        self.phi(rng.choice((f"REF-{y}-{digits(rng, 5)}", f"{caps(rng, 2)}{digits(rng, 6)}",
                             f"{digits(rng, 4)}/{y % 100:02d}")), "IDNUM")

    # -- clinical text that is not PHI ---------------------------------------------------
    def s_time(self):
        """A time of day (never PHI)."""
        h, m = self.rng.randint(0, 23), self.rng.choice((0, 5, 10, 15, 20, 25, 30, 40, 45, 50))
        self.lit(self.rng.choice((f"{h:02d}{m:02d}", f"{h:02d}:{m:02d}",
                                  f"{(h % 12) or 12}:{m:02d}{'am' if h < 12 else 'pm'}",
                                  f"{h:02d}{m:02d}h")))

    def s_weight(self): self.lit(f"{self.rng.randint(44, 138)}.{self.rng.randint(0, 9)} kg")

    def s_vitals(self):
        """Observations (look like dates and IDs, never PHI)."""
        rng = self.rng
        self.lit(rng.choice((
            f"BP {rng.randint(96, 176)}/{rng.randint(52, 98)}, HR {rng.randint(54, 118)}, "
            f"SpO2 {rng.randint(89, 100)}% RA, T {rng.randint(355, 386) / 10}",
            f"HR {rng.randint(54, 118)} reg, BP {rng.randint(96, 176)}/{rng.randint(52, 98)}, "
            f"RR {rng.randint(12, 28)}, sats {rng.randint(89, 100)}%",
            f"T {rng.randint(355, 386) / 10} P {rng.randint(54, 118)} R {rng.randint(12, 28)} "
            f"BP {rng.randint(96, 176)}/{rng.randint(52, 98)} SaO2 {rng.randint(89, 100)}",
        )))

    def s_dur(self):
        n = self.rng.randint(2, 11)
        self.lit(self.rng.choice((f"{n} days", f"{n} weeks", f"{n}/52", f"{n}/7", f"{n} months",
                                  "a fortnight", f"{n}-{n + 2} weeks")))

    def s_score(self): self.lit(str(self.rng.randint(6, 22)))

    def s_bed(self): self.phi(str(self.rng.randint(1, 32)), "ROOM")

    # -- the other site, a newborn's parents ----------------------------------------------
    def s_referrer(self):
        """The doctor or nurse of the other site (the sending hospital, the referrer)."""
        if "referrer" not in self.team:
            site = self.other or self.site
            people = (site.staff.get("gp") or site.staff.get("surgeon") or site.staff.get("rn")
                      or self.site.staff.get("rn") or (self.patient.gp,))
            self.team["referrer"] = self.rng.choice(people)
        c = self.team["referrer"]
        self.lit(self.rng.choice(("Dr ", "Dr ", "")))
        self.phi(f"{c.last.upper()} {c.first}" if c.family_first else
                 self.rng.choice((c.last, f"{c.first} {c.last}")), "DOCTOR")

    def parent(self, relation: str) -> Relative | None:
        return next((r for r in self.patient.relatives if r.relation == relation), None)

    def s_mother(self): self.rel_name(self.parent("mother"), self.rng.choice(("first", "full")))
    def s_mother_full(self): self.rel_name(self.parent("mother"), "full")
    def s_mother_age(self): self.phi(str(self.parent("mother").age), "AGE")
    def s_mother_mrn(self): self.phi(self.patient.mother_mrn, "MEDICALRECORD")

    def s_father(self):
        """A newborn's father by name, or 'her partner' when there is none."""
        father = self.parent("father")
        if father is None:
            self.lit("her partner")
        else:
            self.rel_name(father, self.rng.choice(("first", "full")))

    def s_father_job(self):
        self.phi((self.parent("father") or self.parent("mother")).job, "PROFESSION")

    def s_mother_job(self): self.phi(self.parent("mother").job, "PROFESSION")
