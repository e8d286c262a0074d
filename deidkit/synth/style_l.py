"""Style L: documents dense in clinical vocabulary with PHI among it, for training. Medication
administration records and pharmacy order verifications, cumulative lab printouts, problem
lists and past-medical-history blocks, history-and-physical templates (review of systems,
physical exam), echo, ECG and cath reports, coding and billing summaries, allergy lists,
nursing shift assessments with their scores, anticoagulation-clinic records with warfarin
dosing tables, infusion records, procedure notes, antimicrobial stewardship reviews,
immunization records and medication reconciliations (:mod:`deidkit.synth.style_l_docs`), in
prose, key-value forms, tables and terse lines, now and then in capitals or lower case and
hard-wrapped. Abbreviations (CABG, MIBI, RBBB, AVF, IVCD, CK), drugs generic and brand
(thousands, from the project's drug dictionary: :mod:`deidkit.synth.style_l_vocab`),
eponymous diseases, devices, signs, procedures and scales, organisms, lab names, codes,
doses, values, ranges and scores come at every turn, so that a tagger learns which
capitalised, abbreviated, coded or odd-looking tokens are not PHI and which tokens near them
are. Some people bear an eponym's surname (a Dr Foley beside a Foley catheter, a Mrs
Hashimoto with Hashimoto's thyroiditis): the name is tagged, the eponym is not. People and
places come from the US Midwest, West and Mid-Atlantic, Germany, Poland, Japan, China, South
Korea and the Philippines (none of the held-out styles' countries or regions), with the
dates, phones, postcodes and IDs of each; names are Japanese, Chinese, Taiwanese, Korean,
German and Polish (Faker's locales, romanized) and Filipino (lists below).

Annotation follows the i2b2 2014 guidelines and the conventions of styles I, J and K:
titles, credentials, label words and times stay outside tags ('Dr', 'RN', 'PharmD', 'Herr',
'Rm' in 'Rm 412', 'Bed' in 'Bed 2', 'Chair' in 'Chair 14', 'MRN' in 'MRN 123', 'ext' and
'pager' before an extension, which is PHONE, as in styles I and K); 'retired' stays outside
PROFESSION. Every date is DATE, weekdays too, those of a warfarin schedule's columns
included (i2b2 2014 tags weekdays; a recurring one is a day of the week all the same); every
age is AGE. The patient and relatives are PATIENT; care staff (physicians, nurses,
pharmacists, technicians, coders) DOCTOR; EHR log-ins USERNAME. A patient's or relative's
occupation is PROFESSION, a role in the care ('the covering pharmacist') is not. Payers,
community pharmacies, reference labs and employers are ORGANIZATION; hospitals HOSPITAL; a
named ward, clinic or service ('7 West Medicine', 'Anticoagulation Clinic', 'Station K2
Kardiologie') is DEPARTMENT, the units every hospital has written bare ('ICU', 'the ED',
'pharmacy', 'the cath lab') are not. Record numbers MEDICALRECORD; member and insurance
numbers HEALTHPLAN; billing and encounter accounts ACCOUNT; national numbers (US SSN, PESEL,
resident ID, RRN) SSN; NPI, DEA and licence numbers LICENSE; order, prescription and
registry numbers IDNUM; specimen and accession numbers BIOID; serials of pumps, meters and
implants DEVICE. Not PHI: drug names, doses, routes, frequencies, lab values, reference
ranges and flags, scores, ICD-10-CM, CPT, SNOMED CT, LOINC, CVX, MVX and NDC codes, DRGs,
times, durations, counts, and lot numbers of vaccines, drugs and catheters (a lot is a
manufacturing batch shared by thousands of patients; an implant's serial is not).
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field, replace
from functools import lru_cache

from deidkit.synth import formats_i as fi
from deidkit.synth import style_l_vocab as v
from deidkit.synth.builder import Writer
from deidkit.synth.locales import postcode, romanize
from deidkit.synth.model import Person
from deidkit.synth.pools import ascii_fold, faker_for, unique
from deidkit.synth.style_j import JNote
from deidkit.synth.surface import (MONTHS_ABBR, WEEKDAYS, ascii_email, digits, fill_digits,
                                   letters, slug)

#: Real places: (country code, city, region (STATE), its short form, postcode shape, country
#: name, phone area code).
PLACES = (
    ("US", "Columbus", "Ohio", "OH", "432dd", "USA", "614"),
    ("US", "Cleveland", "Ohio", "OH", "441dd", "USA", "216"),
    ("US", "Ann Arbor", "Michigan", "MI", "481dd", "USA", "734"),
    ("US", "Grand Rapids", "Michigan", "MI", "495dd", "USA", "616"),
    ("US", "Milwaukee", "Wisconsin", "WI", "532dd", "USA", "414"),
    ("US", "Minneapolis", "Minnesota", "MN", "554dd", "USA", "612"),
    ("US", "Chicago", "Illinois", "IL", "606dd", "USA", "773"),
    ("US", "Indianapolis", "Indiana", "IN", "462dd", "USA", "317"),
    ("US", "Portland", "Oregon", "OR", "972dd", "USA", "503"),
    ("US", "Seattle", "Washington", "WA", "981dd", "USA", "206"),
    ("US", "Spokane", "Washington", "WA", "992dd", "USA", "509"),
    ("US", "Sacramento", "California", "CA", "958dd", "USA", "916"),
    ("US", "San Jose", "California", "CA", "951dd", "USA", "408"),
    ("US", "Tucson", "Arizona", "AZ", "857dd", "USA", "520"),
    ("US", "Denver", "Colorado", "CO", "802dd", "USA", "303"),
    ("US", "Salt Lake City", "Utah", "UT", "841dd", "USA", "801"),
    ("US", "Pittsburgh", "Pennsylvania", "PA", "152dd", "USA", "412"),
    ("US", "Buffalo", "New York", "NY", "142dd", "USA", "716"),
    ("DE", "Mainz", "Rheinland-Pfalz", "RP", "551dd", "Germany", "6131"),
    ("DE", "Freiburg", "Baden-Wuerttemberg", "BW", "791dd", "Germany", "761"),
    ("DE", "Leipzig", "Sachsen", "SN", "041dd", "Germany", "341"),
    ("DE", "Muenster", "Nordrhein-Westfalen", "NRW", "481dd", "Germany", "251"),
    ("DE", "Kiel", "Schleswig-Holstein", "SH", "241dd", "Germany", "431"),
    ("DE", "Regensburg", "Bayern", "BY", "930dd", "Germany", "941"),
    ("PL", "Krakow", "Malopolskie", "Malopolska", "3d-ddd", "Poland", "12"),
    ("PL", "Wroclaw", "Dolnoslaskie", "Dolny Slask", "5d-ddd", "Poland", "71"),
    ("PL", "Gdansk", "Pomorskie", "Pomorze", "80-ddd", "Poland", "58"),
    ("PL", "Poznan", "Wielkopolskie", "Wielkopolska", "6d-ddd", "Poland", "61"),
    ("PL", "Lodz", "Lodzkie", "Lodzkie", "9d-ddd", "Poland", "42"),
    ("PL", "Lublin", "Lubelskie", "Lubelszczyzna", "20-ddd", "Poland", "81"),
    ("JP", "Sendai", "Miyagi Prefecture", "Miyagi", "98d-dddd", "Japan", "22"),
    ("JP", "Fukuoka", "Fukuoka Prefecture", "Fukuoka-ken", "81d-dddd", "Japan", "92"),
    ("JP", "Sapporo", "Hokkaido", "Hokkaido", "06d-dddd", "Japan", "11"),
    ("JP", "Kobe", "Hyogo Prefecture", "Hyogo", "65d-dddd", "Japan", "78"),
    ("JP", "Nagoya", "Aichi Prefecture", "Aichi", "46d-dddd", "Japan", "52"),
    ("JP", "Kanazawa", "Ishikawa Prefecture", "Ishikawa", "92d-dddd", "Japan", "76"),
    ("CN", "Chengdu", "Sichuan Province", "Sichuan", "610ddd", "China", "28"),
    ("CN", "Hangzhou", "Zhejiang Province", "Zhejiang", "310ddd", "China", "571"),
    ("CN", "Wuhan", "Hubei Province", "Hubei", "430ddd", "China", "27"),
    ("CN", "Xi'an", "Shaanxi Province", "Shaanxi", "710ddd", "China", "29"),
    ("CN", "Nanjing", "Jiangsu Province", "Jiangsu", "210ddd", "China", "25"),
    ("CN", "Kunming", "Yunnan Province", "Yunnan", "650ddd", "China", "871"),
    ("KR", "Pohang", "North Gyeongsang Province", "Gyeongsangbuk-do", "37ddd", "South Korea",
     "54"),
    ("KR", "Gangneung", "Gangwon Province", "Gangwon-do", "25ddd", "South Korea", "33"),
    ("KR", "Cheonan", "South Chungcheong Province", "Chungcheongnam-do", "31ddd",
     "South Korea", "41"),
    ("KR", "Mokpo", "South Jeolla Province", "Jeollanam-do", "58ddd", "South Korea", "61"),
    ("KR", "Jeju", "Jeju Province", "Jeju-do", "63ddd", "South Korea", "64"),
    ("PH", "Cebu City", "Cebu", "Cebu", "60dd", "Philippines", "32"),
    ("PH", "Davao City", "Davao del Sur", "Davao del Sur", "80dd", "Philippines", "82"),
    ("PH", "Quezon City", "Metro Manila", "NCR", "11dd", "Philippines", "2"),
    ("PH", "Iloilo City", "Iloilo", "Iloilo", "50dd", "Philippines", "33"),
    ("PH", "Baguio", "Benguet", "Benguet", "26dd", "Philippines", "74"),
    ("PH", "Cagayan de Oro", "Misamis Oriental", "Misamis Oriental", "90dd", "Philippines",
     "88"),
)
COUNTRIES = ("US", "DE", "PL", "JP", "CN", "KR", "PH")
COUNTRY_WEIGHTS = (30, 11, 10, 13, 12, 12, 12)
STREET_NAMES = {
    "US": ("N High St", "Euclid Ave", "Packard St", "Wealthy St SE", "N Farwell Ave",
           "Nicollet Ave", "W Belmont Ave", "College Ave", "SE Hawthorne Blvd", "NE 45th St",
           "Folsom Blvd", "E Speedway Blvd", "S Colorado Blvd", "E 900 S", "Forbes Ave",
           "Elmwood Ave", "Lakeview Dr", "Maple Ridge Ct"),
    "DE": ("Kaiserstrasse", "Rheinallee", "Schillerstrasse", "Karl-Liebknecht-Strasse",
           "Hafenstrasse", "Lindenweg", "Am Muehlbach", "Bahnhofstrasse", "Kolpingstrasse"),
    "PL": ("Dluga", "Grunwaldzka", "Piotrkowska", "Mickiewicza", "Kosciuszki",
           "Aleja Jana Pawla II", "Ogrodowa", "Osiedle Kalinowe"),
    "JP": ("Ichibancho", "Tenjin", "Kita 3-jo Nishi", "Sannomiya-cho", "Sakae", "Korinbo",
           "Hon-cho", "Midori-machi"),
    "CN": ("Renmin South Road", "Wenyi Road", "Jiefang Avenue", "Zhuque Street",
           "Zhongshan North Road", "Dongfeng Road", "Jinxiu Lane", "Qingnian Road"),
    "KR": ("Jungang-ro", "Haean-ro", "Gyeonggang-ro", "Buldang-ro", "Yeongsan-ro",
           "Nohyeong-ro", "Daehak-ro", "Songdo-ro"),
    "PH": ("Mabini St", "Rizal Ave", "Osmena Blvd", "J.P. Laurel Ave", "Session Rd",
           "Gen. Luna St", "Corrales Ave", "Magsaysay Ave"),
}
JP_WARDS = {"Sendai": "Aoba-ku", "Fukuoka": "Chuo-ku", "Sapporo": "Kita-ku", "Kobe": "Chuo-ku",
            "Nagoya": "Naka-ku", "Kanazawa": ""}
#: Filipino names (no Faker locale writes them).
PH_MALE = ("Jhun", "Arnel", "Rodel", "Jomar", "Romualdo", "Efren", "Dindo", "Rommel",
           "Jerico", "Marlon", "Ariel", "Bienvenido", "Ferdinand", "Nonoy", "Reynaldo")
PH_FEMALE = ("Marites", "Rowena", "Jocelyn", "Maria Cristina", "Lorna", "Analyn", "Rosalinda",
             "Maricel", "Divina", "Jovelyn", "Lourdes", "Erlinda", "Charmaine", "Lualhati")
PH_LAST = ("Dela Cruz", "Macaraeg", "Dimaculangan", "Pangilinan", "Manalo", "Tolentino",
           "Magsaysay", "Lacson", "Agbayani", "Panganiban", "Buenaventura", "Mangubat",
           "Tuazon", "Malabanan", "Dimalanta", "Sumagaysay", "Bacani", "Ilagan", "Dumlao",
           "Pascua", "Baluyot", "Catacutan")
#: Name locales of each country's people (Faker's, romanized) and their weights; 'PH' is the
#: lists above.
NAME_MIX = {"US": (("ja_JP", 2), ("zh_CN", 1), ("zh_TW", 1), ("ko_KR", 2), ("PH", 2),
                   ("de_DE", 1), ("pl_PL", 2)),
            "DE": (("de_DE", 8), ("pl_PL", 1)), "PL": (("pl_PL", 9), ("de_DE", 1)),
            "JP": (("ja_JP", 1),), "CN": (("zh_CN", 8), ("zh_TW", 1)), "KR": (("ko_KR", 1),),
            "PH": (("PH", 9), ("zh_CN", 1))}
_LOCALES = ("ja_JP", "zh_CN", "zh_TW", "ko_KR", "de_DE", "pl_PL")
_SEED_OFFSET = 911

HOSPITAL_PATTERNS = {
    "US": ("{city} General Hospital", "{last} Memorial Medical Center", "St. Luke's {city}",
           "{city} Heart and Vascular Institute", "Mercy {city} Hospital",
           "{city} University Medical Center"),
    "DE": ("Universitaetsklinikum {city}", "Klinikum {city}-Sued", "St. Josefs-Hospital {city}",
           "Kreiskrankenhaus {city}"),
    "PL": ("Szpital Wojewodzki w {city}", "Szpital Uniwersytecki {city}",
           "Szpital Specjalistyczny {city}-Zachod", "Szpital Miejski w {city}"),
    "JP": ("{city} City Hospital", "{city} University Hospital", "{last} Memorial Hospital",
           "{city} Red Cross Hospital"),
    "CN": ("{city} First People's Hospital", "{city} Central Hospital",
           "Second Affiliated Hospital of {city} Medical University"),
    "KR": ("{city} Medical Center", "{city} St. Mary's Hospital", "{last} University Hospital"),
    "PH": ("{city} Doctors' Hospital", "{last} Memorial Medical Center",
           "Southern {city} Medical Center"),
}
#: Named wards (DEPARTMENT), where patients lie.
WARDS = ("5 North Cardiology", "Cardiac Step-Down 6B", "7 West Medicine", "4 East Oncology",
         "Medical Short Stay Unit", "Geriatric Acute Care Unit", "Neuro Step-Down 8A",
         "Surgical Ward 3C", "6 South Renal", "Pulmonary Unit 9N")
LOCAL_WARDS = {"DE": ("Station K2 Kardiologie", "Station 4B Innere"),
               "PL": ("Oddzial Kardiologii", "Klinika Chorob Wewnetrznych"),
               "JP": ("East Ward 7", "West Ward 5"), "CN": ("Cardiology Ward 12", "Ward 3 East"),
               "KR": ("Ward 71", "Ward 102"), "PH": ("Pavilion 3 Medicine Ward",)}
#: Named clinics and services (DEPARTMENT), by what a document is about.
CLINICS = {"anticoag": ("Anticoagulation Clinic", "Coumadin Clinic", "Thrombosis Service"),
           "infusion": ("Infusion Center", "Oncology Infusion Suite", "Ambulatory Infusion Unit"),
           "vaccine": ("Immunization Clinic", "Travel Medicine Clinic", "Employee Health Clinic"),
           "asp": ("Antimicrobial Stewardship Program", "Infectious Diseases Service"),
           "him": ("Health Information Management", "Clinical Documentation Integrity",
                   "Coding and Reimbursement"),
           "pharmacy": ("Inpatient Pharmacy Services", "Clinical Pharmacy Services",
                        "Central Pharmacy Operations"),
           "heart": ("Echocardiography Laboratory", "Heart Failure Clinic",
                     "Cardiac Diagnostics Unit")}
LOCAL_CLINICS = {("DE", "anticoag"): "Gerinnungsambulanz",
                 ("PL", "anticoag"): "Poradnia Antykoagulacyjna",
                 ("JP", "infusion"): "Outpatient Chemotherapy Center",
                 ("KR", "infusion"): "Chemotherapy Day Unit",
                 ("PH", "infusion"): "Cancer Center Infusion Unit",
                 ("CN", "infusion"): "Day Oncology Ward",
                 ("DE", "heart"): "Medizinische Klinik II"}
#: The units every hospital has, written bare: not PHI.
BARE_UNITS = ("ICU", "the ED", "PACU", "pharmacy", "the cath lab", "CCU", "the floor", "IR",
              "endoscopy", "the OR", "the lab", "radiology")
#: Roles in the care: not PHI.
CARE_ROLES = ("the covering pharmacist", "the charge nurse", "the primary team",
              "the night hospitalist", "the ID fellow", "the bedside RN", "the rapid response "
              "team", "the anticoagulation pharmacist")
PAYERS = {"US": ("Medicare", "Aetna", "UnitedHealthcare", "Blue Cross Blue Shield of Michigan",
                 "Premera Blue Cross", "Kaiser Permanente", "Molina Healthcare",
                 "Anthem Blue Cross", "Priority Health", "Highmark"),
          "DE": ("AOK Bayern", "Techniker Krankenkasse", "Barmer", "DAK-Gesundheit",
                 "IKK classic", "AOK Nordost"),
          "PL": ("NFZ", "Medicover", "LUX MED"),
          "JP": ("Kyokai Kenpo", "Sendai City National Health Insurance", "Toyota Kenpo"),
          "CN": ("Ping An Health", "China Life", "Chengdu Medical Insurance Bureau"),
          "KR": ("NHIS", "Samsung Fire and Marine", "DB Insurance"),
          "PH": ("PhilHealth", "Maxicare", "Intellicare", "MediCard")}
PHARMACIES = {"US": ("Walgreens", "CVS Pharmacy", "Meijer Pharmacy", "Fred Meyer Pharmacy",
                     "Safeway Pharmacy", "Giant Eagle Pharmacy", "Kroger Pharmacy"),
              "DE": ("Adler-Apotheke", "Loewen-Apotheke", "Rathaus-Apotheke"),
              "PL": ("Apteka Gemini", "Apteka DOZ", "Apteka Ziko"),
              "JP": ("Ain Pharmacy", "Nihon Chouzai", "Sugi Pharmacy"),
              "CN": ("Yixintang Pharmacy", "LBX Pharmacy", "Dashenlin Pharmacy"),
              "KR": ("Onnuri Pharmacy", "Hana Pharmacy"),
              "PH": ("Mercury Drug", "Watsons", "Rose Pharmacy", "Generika Drugstore")}
LABS_ORGS = {"US": ("Quest Diagnostics", "Labcorp", "ARUP Laboratories"),
             "DE": ("Synlab", "Limbach Gruppe"), "PL": ("Diagnostyka", "ALAB laboratoria"),
             "JP": ("SRL Inc", "BML Inc"), "CN": ("KingMed Diagnostics", "Dian Diagnostics"),
             "KR": ("Seegene Medical Foundation", "GC Labs"),
             "PH": ("Hi-Precision Diagnostics",)}
EMPLOYERS = {"US": ("Cleveland-Cliffs", "Meijer", "Boeing", "Intel", "US Postal Service",
                    "Columbus City Schools", "Harley-Davidson"),
             "DE": ("Deutsche Bahn", "BASF", "Stadtwerke Kiel", "Porsche Leipzig"),
             "PL": ("PKP Intercity", "Orlen", "Stocznia Gdanska", "Poczta Polska"),
             "JP": ("Toyota Motor", "JR Kyushu", "Kawasaki Heavy Industries", "Sendai City Office"),
             "CN": ("Sichuan Airlines", "Alibaba", "Dongfeng Motor", "China Post"),
             "KR": ("POSCO", "Korea Rail", "Hyundai Steel"),
             "PH": ("Cebu Pacific", "Aboitiz Power", "Jollibee Foods", "DepEd Region VII")}
JOBS = ("machinist", "school bus driver", "electrician", "nurse's aide", "welder", "baker",
        "accountant", "high school teacher", "software engineer", "farmer", "fisherman",
        "truck driver", "bookkeeper", "postal carrier", "hairdresser", "cook", "pastor",
        "civil engineer", "security guard", "seamstress", "taxi driver", "carpenter",
        "pharmacy technician", "dental hygienist", "librarian", "janitor", "shipyard welder",
        "rice farmer", "tricycle driver", "call center agent", "jeepney driver", "barista",
        "mechanic", "factory worker", "insurance agent", "professor of chemistry",
        "construction laborer", "line cook", "housekeeper", "steelworker", "railway engineer",
        "graphic designer", "plumber", "forklift operator", "kindergarten teacher")
RELATIONS = ("wife", "husband", "daughter", "son", "sister", "brother", "niece", "partner",
             "mother", "granddaughter", "son-in-law")
FAR_COUNTRIES = ("Peru", "Thailand", "Vietnam", "Kenya", "Brazil", "Morocco", "Nepal",
                 "Egypt", "Ghana", "Cambodia", "Bolivia", "Tanzania")
#: House date styles of each country (formats_f / formats_i names, and 'mdY0' and 'dmY0' of
#: this module).
DATE_STYLES = {"US": ("mdY0", "mdY0", "mdy_slash", "mdy2", "month_d_y", "d_MON_Y"),
               "DE": ("dmY0", "dmY0", "d_month_y", "iso"), "PL": ("dmY0", "iso", "dmY0"),
               "JP": ("iso_slash", "iso_slash", "iso", "mon_d_y"), "CN": ("iso", "iso",
                                                                          "iso_slash"),
               "KR": ("iso_dot", "iso", "iso_dot"),
               "PH": ("mdY0", "month_d_y", "d_MON_Y", "mdY0")}
#: Phones: (country code, national shapes with their trunk '0'; '{a}' the area code).
PHONES = {"US": ("1", ("({a}) ddd-dddd", "{a}-ddd-dddd", "{a}.ddd.dddd")),
          "DE": ("49", ("0{a} dddddd", "0{a}/ddd dd dd", "015d ddddddd", "017d dddddd")),
          "PL": ("48", ("{a} ddd dd dd", "5dd ddd ddd", "6dd ddd ddd")),
          "JP": ("81", ("0{a}-ddd-dddd", "090-dddd-dddd", "080-dddd-dddd")),
          "CN": ("86", ("0{a}-dddddddd", "13d dddd dddd", "18d-dddd-dddd")),
          "KR": ("82", ("0{a}-ddd-dddd", "010-dddd-dddd")),
          "PH": ("63", ("(0{a}) ddd dddd", "0917 ddd dddd", "0928-ddd-dddd"))}


def phone(rng: random.Random, place: tuple) -> tuple[str, str]:
    country = place[0]
    return country, fill_digits(rng, rng.choice(PHONES[country][1]).replace("{a}", place[6]))


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    """National ('(614) 555-0199', '0761 123456') or international ('+49 761 123456')."""
    country, national = number
    code = PHONES[country][0]
    if rng.random() < 0.65:
        return national
    rest = national.replace("(", "").replace(")", "").replace("/", " ")
    if country == "US":
        return f"+1 {rest.replace('.', '-')}" if rng.random() < 0.6 else f"1-{rest}"
    return f"+{code} {rest[1:] if rest.startswith('0') else rest}"


def street(rng: random.Random, place: tuple) -> str:
    """A street with its number and now and then a flat or unit (one STREET tag)."""
    country = place[0]
    name = rng.choice(STREET_NAMES[country])
    n = rng.randint(1, 4800 if country == "US" else 180)
    if country == "US":
        return rng.choice((f"{n} {name}", f"{n} {name}, Apt {rng.randint(1, 30)}"
                           f"{rng.choice('ABCD')}", f"{n} {name} Unit {rng.randint(100, 420)}"))
    if country == "DE":
        return rng.choice((f"{name} {n}", f"{name} {n}a", f"{name} {n}, Hinterhaus"))
    if country == "PL":
        return rng.choice((f"{name} {n}", f"{name} {n}/{rng.randint(1, 60)}",
                           f"{name} {n}/{rng.randint(1, 9)}A"))
    if country == "JP":
        ward = JP_WARDS.get(place[1], "")
        core = f"{rng.randint(1, 6)}-{rng.randint(1, 30)}-{rng.randint(1, 20)} {name}"
        return f"{core}, {ward}" if ward and rng.random() < 0.6 else core
    if country == "CN":
        return rng.choice((f"{n} {name}", f"{n} {name}, Bldg {rng.randint(1, 12)}, "
                           f"Unit {rng.randint(1, 4)}"))
    if country == "KR":
        return rng.choice((f"{n} {name}", f"{n} {name}, Apt {rng.randint(101, 115)}-"
                           f"{rng.randint(101, 1502)}"))
    barangay = rng.choice(("Lahug", "Poblacion", "Talamban", "Buhangin"))
    return rng.choice((f"{n} {name}", f"Blk {rng.randint(1, 20)} Lot {rng.randint(1, 40)}, "
                       f"{name}", f"{n} {name}, Barangay {barangay}"))


def national_id(rng: random.Random, country: str, dob: dt.date) -> str:
    """A national number (SSN) or '' where hospitals do not write one."""
    if country == "US":
        return f"{rng.randint(100, 899)}-{digits(rng, 2)}-{digits(rng, 4)}"
    if country == "PL":
        month = dob.month + (20 if dob.year >= 2000 else 0)
        return f"{dob.year % 100:02d}{month:02d}{dob.day:02d}{digits(rng, 5)}"
    if country == "CN":
        return f"{rng.randint(110000, 659000)}{dob:%Y%m%d}{digits(rng, 3)}" \
               f"{rng.choice('0123456789X')}"
    if country == "KR":
        return f"{dob:%y%m%d}-{rng.randint(1, 4)}{digits(rng, 6)}"
    return ""


def member_id(rng: random.Random, country: str) -> str:
    """An insurance or health-fund member number (HEALTHPLAN)."""
    if country == "US":
        return rng.choice((f"{letters(rng, 3)}{digits(rng, 9)}",
                           f"{rng.randint(1, 9)}{letters(rng, 2)}{rng.randint(1, 9)}-"
                           f"{letters(rng, 2)}{rng.randint(1, 9)}-"
                           f"{letters(rng, 2)}{digits(rng, 2)}",
                           f"W{digits(rng, 9)}"))
    if country == "DE":
        return f"{letters(rng, 1)}{digits(rng, 9)}"
    if country == "PL":
        return f"NFZ-{digits(rng, 10)}"
    if country == "JP":
        return f"{digits(rng, 8)} {digits(rng, 2)}-{digits(rng, 3)}"
    if country == "CN":
        return f"{letters(rng, 1)}{digits(rng, 8)}"
    if country == "KR":
        return f"{rng.randint(1, 9)}-{digits(rng, 10)}"
    return f"{digits(rng, 2)}-{digits(rng, 9)}-{rng.randint(0, 9)}"


def npi(rng: random.Random) -> str:
    return f"{rng.choice('12')}{digits(rng, 9)}"


def dea(rng: random.Random, last: str) -> str:
    return f"{rng.choice('ABFM')}{(slug(last)[:1] or 'x').upper()}{digits(rng, 7)}"


#: Practitioner licence numbers: (label, outside the tag; the number's shape).
LICENCES = {"US": ("licence ", "@@dddddd"), "DE": ("LANR ", "ddddddddd"),
            "PL": ("PWZ ", "ddddddd"), "JP": ("registration no. ", "dddddd"),
            "CN": ("licence ", "ddddddddddddddd"), "KR": ("licence ", "ddddd"),
            "PH": ("PRC ", "ddddddd")}


def licence(rng: random.Random, country: str) -> str:
    """A practitioner's licence or registration number (without its label)."""
    shape = LICENCES[country][1].replace("@@", rng.choice(("MD", "RP", "RN")))
    return fill_digits(rng, shape)


def lot(rng: random.Random) -> str:
    """A vaccine, drug or catheter lot number (not PHI: a batch, not a person's)."""
    return rng.choice((f"{letters(rng, 2)}{digits(rng, 4)}", f"{rng.randint(1, 9)}"
                       f"{letters(rng, 2)}{digits(rng, 2)}{letters(rng, 1)}{rng.randint(1, 9)}",
                       f"{letters(rng, 1)}{digits(rng, 4)}{letters(rng, 2)}",
                       f"{letters(rng, 2)}{rng.randint(1, 9)}{letters(rng, 1)}{rng.randint(1, 9)}",
                       digits(rng, 6), f"{letters(rng, 1)}{digits(rng, 6)}"))


def ndc(rng: random.Random) -> str:
    """A National Drug Code (a product code, not PHI)."""
    return rng.choice((f"{digits(rng, 5)}-{digits(rng, 3)}-{digits(rng, 2)}",
                       f"{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 2)}",
                       f"{digits(rng, 5)}-{digits(rng, 4)}-{digits(rng, 1)}"))


@lru_cache(maxsize=4)
def name_pools(seed: int) -> dict:
    """Per locale: (male first names, female first names, surnames), in Latin letters."""
    rng = random.Random(f"deidkit-synth/{seed}/L/pools")
    out = {"PH": (PH_MALE, PH_FEMALE, PH_LAST)}
    for i, locale in enumerate(_LOCALES):
        fake = faker_for(locale, seed * 7919 + i + _SEED_OFFSET)
        if locale in ("ja_JP", "zh_CN", "zh_TW"):
            male = getattr(fake, "first_romanized_name_male", fake.first_romanized_name)
            female = getattr(fake, "first_romanized_name_female", fake.first_romanized_name)
            draw = (lambda: male().capitalize(), lambda: female().capitalize(),
                    lambda: fake.last_romanized_name().capitalize())
        else:
            draw = (lambda: romanize(fake.first_name_male()),
                    lambda: romanize(fake.first_name_female()),
                    lambda: romanize(fake.last_name()))

        def fold(value: str) -> str:
            return value if rng.random() < 0.2 else ascii_fold(value)

        out[locale] = tuple(unique(fold(draw[k]()) for _ in range(n))
                            for k, n in ((0, 90), (1, 90), (2, 160)))
    return out


def person(rng: random.Random, seed: int, country: str, sex: str | None = None,
           eponym: float = 0.0) -> Person:
    """A person of ``country``; with probability ``eponym`` an eponym's surname."""
    sex = sex or rng.choice("MF")
    locales, weights = zip(*NAME_MIX[country])
    male, female, last = name_pools(seed)[rng.choices(locales, weights)[0]]
    first = rng.choice(male if sex == "M" else female)
    surname = rng.choice(last)
    if country in v.EPONYM_NAMES and rng.random() < eponym:
        surname = rng.choice(v.EPONYM_NAMES[country])
    middle = rng.choice("ABCDEFJKLMRST") if country in ("US", "PH") and rng.random() < 0.3 \
        else ""
    return Person(first, middle, surname, sex)


@dataclass(frozen=True)
class SiteL:
    name: str
    abbr: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    wards: tuple


@dataclass(frozen=True)
class StaffL(Person):
    role: str = ""          # physician, nurse, pharmacist, tech, coder
    cred: str = ""
    user: str = ""
    npi: str = ""
    dea: str = ""
    licence: str = ""
    site: int = 0


@dataclass
class SubjectL:
    """A patient: one identity, one chart (problems, medicines, allergies) across documents."""
    number: int
    person: Person
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple
    mobile: tuple
    email: str
    mrn: str
    ssn: str
    plan: str
    payer: str
    pharmacy: str
    account: str
    job: str
    retired: bool
    employer: str
    relatives: tuple        # ((relation, person, phone, job), ...)
    site: int
    unit: str
    room: str
    problems: tuple
    meds: tuple             # indices into style_l_vocab.CORE_DRUGS
    allergies: tuple        # ((allergen, reaction), ...)
    visits: list = field(default_factory=list)


@dataclass
class VisitL:
    number: int
    note_type: str
    day: dt.date


@dataclass(frozen=True)
class World:
    sites: tuple
    staff: tuple


ROLES = (("physician", ("MD", "DO", "MD, PhD"), 5), ("nurse", ("RN", "RN, BSN", "LPN"), 5),
         ("pharmacist", ("PharmD", "RPh", "PharmD, BCPS"), 3),
         ("tech", ("RDCS", "MLS(ASCP)", "CPhT", "RT(R)"), 2), ("coder", ("CCS", "RHIT"), 1))


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.replace("-", " ").split() if w[0].isupper())[:5]


@lru_cache(maxsize=4)
def build_world(seed: int) -> World:
    rng = random.Random(f"deidkit-synth/{seed}/L/world")
    sites = []
    for k in range(21):
        country = COUNTRIES[k % len(COUNTRIES)]
        places = [p for p in PLACES if p[0] == country]
        place = places[(k // len(COUNTRIES)) % len(places)]
        patterns = HOSPITAL_PATTERNS[country]
        name = patterns[(k // len(COUNTRIES) + k) % len(patterns)].format(
            city=place[1], last=person(rng, seed, country).last)
        wards = tuple(rng.sample(WARDS, 5)) + LOCAL_WARDS.get(country, ())
        sites.append(SiteL(name=name, abbr=_initials(name) or name[:3].upper(), place=place,
                           street=street(rng, place), postcode=postcode(rng, place[4]),
                           phone=phone(rng, place), fax=phone(rng, place),
                           domain=slug(name)[:14] + rng.choice((".org", ".com", ".health")),
                           wards=wards))
    staff = []
    roles, creds, weights = zip(*ROLES)
    for i in range(420):
        site = i % len(sites)
        country = sites[site].place[0]
        p = person(rng, seed, country, eponym=0.1)
        r = rng.choices(range(len(roles)), weights)[0]
        staff.append(StaffL(p.first, p.middle, p.last, p.sex, role=roles[r],
                            cred=rng.choice(creds[r]), user=fi.username(rng, p.first, p.last),
                            npi=npi(rng), dea=dea(rng, p.last), licence=licence(rng, country),
                            site=site))
    return World(tuple(sites), tuple(staff))


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/L/plan/{number}").choice((1, 1, 2, 2, 3))


def subject_builder(note_types):
    def build(seed: int, number: int) -> SubjectL:
        world = build_world(seed)
        rng = random.Random(f"deidkit-synth/{seed}/L/subject/{number}")
        country = rng.choices(COUNTRIES, COUNTRY_WEIGHTS)[0]
        site = rng.choice([i for i, s in enumerate(world.sites) if s.place[0] == country])
        place = world.sites[site].place if rng.random() < 0.7 else \
            rng.choice([p for p in PLACES if p[0] == country])
        p = person(rng, seed, country, eponym=0.12)
        first = dt.date(rng.randint(2045, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(45, 92), rng.randint(60, 88), rng.randint(19, 70),
                          rng.randint(89, 101) if rng.random() < 0.5 else rng.randint(2, 17)))
        if age < 18 and rng.random() < 0.6:
            age = rng.randint(30, 80)
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        retired = age >= 66 and rng.random() < 0.7
        relatives = tuple((rel, person(rng, seed, country), phone(rng, place), rng.choice(JOBS))
                          for rel in rng.sample(RELATIONS, 3))
        subject = SubjectL(
            number=number, person=p, dob=dob, place=place, street=street(rng, place),
            postcode=postcode(rng, place[4]), phone=phone(rng, place), mobile=phone(rng, place),
            email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}{rng.randint(1, 99)}", f"{la}{f}"))
            + "@" + rng.choice(("gmail.com", "yahoo.com", "outlook.com", "web.de", "wp.pl",
                                "naver.com", "qq.com", "yahoo.co.jp", "icloud.com")),
            mrn=fi.mrn(rng), ssn=national_id(rng, country, dob), plan=member_id(rng, country),
            payer=rng.choice(PAYERS[country]), pharmacy=rng.choice(PHARMACIES[country]),
            account=fi.account(rng), job=rng.choice(JOBS), retired=retired,
            employer=rng.choice(EMPLOYERS[country]), relatives=relatives, site=site,
            unit=rng.choice(world.sites[site].wards),
            room=str(rng.choice((rng.randint(201, 980), rng.randint(1, 40)))),
            problems=tuple(rng.sample(v.PROBLEMS, rng.randint(4, 9))),
            meds=tuple(rng.sample(range(len(v.CORE_DRUGS)), rng.randint(5, 11))),
            allergies=tuple((a, rng.choice(v.REACTIONS)) for a in
                            rng.sample(v.ALLERGENS, rng.choice((0, 1, 1, 2, 2, 3)))))
        kinds, weights = zip(*note_types)
        day = first
        for n in range(1, visit_count(seed, number) + 1):
            subject.visits.append(VisitL(n, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(2, 240))
        return subject
    return build


def format_date(d: dt.date, style: str) -> str:
    if style == "mdY0":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "dmY0":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    return fi.format_date(d, style)


class LNote(Writer):
    """A style-L document; ``s_*`` methods are its template slots. ``{pt}`` is the patient
    (PATIENT), ``{attending}``, ``{nurse}``, ``{pharm}``, ``{tech}`` and ``{coder}`` members
    of the care staff (DOCTOR); ``{med_*}`` slots write the current medicine
    (:meth:`next_med`), ``{epo_*}`` an eponym of the kind named (:meth:`pick_eponym`)."""

    kv, capture, emit, heading = JNote.kv, JNote.capture, JNote.emit, JNote.heading

    def __init__(self, seed: int, subject: SubjectL, visit: VisitL, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        world = build_world(seed)
        self.world, self.subject, self.visit = world, subject, visit
        self.site = world.sites[subject.site]
        self.country = subject.place[0]
        self.local = [s for s in world.staff if s.site == subject.site]
        self.day = visit.day
        self.date_style = rng.choice(DATE_STYLES[self.site.place[0]])
        d, b = visit.day, subject.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.rel = rng.choice(subject.relatives)
        self.epo = rng.choice(v.EPONYMS)
        self.epo_p = None
        self.cur = {}
        self.med = v.CORE_DRUGS[subject.meds[0]]
        self.med_dose = self.med[2][0]
        self.role_p = {}
        self.attending = self.staff("physician")
        self.lab_queue, self.lab, self.col_dates, self.inr_days = [], v.LABS[0], [], []
        self.vx = v.VACCINES[0]
        self.clinic = CLINICS["pharmacy"][0]
        self.med_order = list(subject.meds)
        rng.shuffle(self.med_order)
        self.seq = 0
        self.tick = dt.datetime(2000, 1, 1, rng.randint(6, 20), rng.choice((0, 15, 30, 45)))
        self.allergy_type = "drug"

    # -- layout -------------------------------------------------------------------------------
    def choose(self, templates, k) -> list:
        """``k`` of ``templates``, in their order (sections keep their sequence)."""
        keep = sorted(super().choose(range(len(templates)), k))
        return [templates[i] for i in keep]

    def grid(self, header, rows, n: int, *, before_row=None, layout: str | None = None) -> None:
        """A table: header cells and row cells are templates (dates in a header are DATE);
        aligned, pipe-, tab- or comma-separated."""
        rng = self.rng
        head = [self.capture(h) for h in header]
        body = []
        for _ in range(n):
            if before_row:
                before_row()
            body.append([self.capture(rng.choice(t) if isinstance(t, tuple) else t)
                         for t in rows])
        layout = layout or rng.choice(("aligned", "aligned", "pipe", "tab", "comma"))

        def width(cell) -> int:
            return sum(len(s[0]) for s in cell)

        if layout == "aligned":
            widths = [max(width(r[i]) for r in [head] + body) for i in range(len(header))]
            for row in [head] + body:
                for i, cell in enumerate(row):
                    if i:
                        self.lit("  ")
                    self.emit(cell)
                    if i < len(row) - 1:
                        self.lit(" " * (widths[i] - width(cell)))
                self.nl()
            return
        sep = {"pipe": " | ", "tab": "\t", "comma": ", "}[layout]
        for row in [head] + body:
            for i, cell in enumerate(row):
                if i:
                    self.lit(sep)
                self.emit(cell)
            self.nl()

    # -- the chart: medicines, problems, eponyms (none of it PHI) ------------------------------
    def next_med(self, broad: float = 0.15) -> None:
        """The next medicine of the patient's list (or of the drug dictionary)."""
        rng = self.rng
        if rng.random() < broad:
            name = rng.choice(v.stem_drugs())
            doses, routes, freqs = v.stem_dosing(name)
            dose = rng.choice(doses)
            self.cur = {"name": name, "dose": dose, "route": rng.choice(routes),
                        "freq": rng.choice(freqs)}
            return
        mine = self.med_order and rng.random() < 0.75
        med = v.CORE_DRUGS[self.med_order.pop() if mine else rng.randrange(len(v.CORE_DRUGS))]
        generic, brand, doses, unit, routes, freqs = med
        r = rng.random()
        name = generic if r < 0.6 or not brand else brand if r < 0.8 else f"{generic} ({brand})"
        dose = rng.choice(doses)
        self.cur = {"name": name, "dose": f"{dose} {unit}" if not unit.startswith("1 ")
                    else unit, "route": rng.choice(routes), "freq": rng.choice(freqs)}

    def s_med_name(self): self.lit(self.cur["name"])
    def s_med_dose(self): self.lit(self.cur["dose"])
    def s_med_route(self): self.lit(self.cur["route"])
    def s_med_freq(self): self.lit(self.cur["freq"])

    def s_med_line(self):
        self.next_med()
        c = self.cur
        self.lit(self.rng.choice((f"{c['name']} {c['dose']} {c['route']} {c['freq']}",
                                  f"{c['name']} {c['dose']} {c['route'].lower()} "
                                  f"{c['freq'].lower()}",
                                  f"{c['name']}, {c['dose']}, {c['route']}, {c['freq']}")))

    def s_drug(self):
        generic, brand = self.rng.choice(v.CORE_DRUGS)[:2]
        self.lit(brand if brand and self.rng.random() < 0.35 else generic)

    def s_brand(self): self.lit(self.rng.choice(v.BRANDS))
    def s_stem_drug(self): self.lit(self.rng.choice(v.stem_drugs()))

    def s_abbr(self): self.lit(self.rng.choice(v.ABBREVIATIONS))
    def s_any_abbr(self): self.lit(self.rng.choice(v.shipped_abbreviations()))

    def s_abbrs(self):
        rng = self.rng
        pool = v.ABBREVIATIONS if rng.random() < 0.6 else v.shipped_abbreviations()
        self.lit(rng.choice((", ", "; ", " / ")).join(rng.sample(pool, rng.randint(3, 6))))

    def s_problem(self): self.lit(self.rng.choice(self.subject.problems))

    def s_problems(self):
        rng = self.rng
        items = list(self.subject.problems)
        if rng.random() < 0.5:
            items.insert(rng.randrange(len(items) + 1), self.epo_term("dx"))
        self.lit(rng.choice((", ", "; ")).join(items))

    def pick_eponym(self, kinds) -> None:
        """The document's eponym, of one of ``kinds``: the patient's surname's when it is an
        eponym of those kinds, else often one whose surname the attending (or the nurse or
        pharmacist) of the document bears."""
        rng = self.rng
        kinds = tuple(kinds) + (v.DEVICE_KINDS if "device" in kinds else ())
        own = [e for e in v.EPONYM_BY_NAME.get(self.subject.person.last, ()) if e[1] in kinds]
        if own and rng.random() < 0.9:
            self.epo = rng.choice(own)
            self.epo_p = None
            return
        fitting = [e for e in v.EPONYMS if e[1] in kinds]
        names = v.EPONYM_NAMES.get(self.site.place[0], ())
        local = [e for e in fitting if e[0] in names]
        self.epo_p = None
        if local and rng.random() < 0.6:
            self.epo = rng.choice(local)
            role = rng.choice(("physician", "physician", "nurse", "pharmacist"))
            base = self.staff(role)
            last = self.epo[0]
            self.epo_p = replace(base, last=last, user=fi.username(rng, base.first, last),
                                 dea=dea(rng, last))
            if role == "physician":
                self.attending = self.epo_p
            else:
                self.role_p[role] = self.epo_p
        else:
            self.epo = rng.choice(fitting)

    def epo_fill(self, by_kind: dict) -> None:
        """The template of the document's eponym's kind ('device' stands for every device
        kind a mapping does not name)."""
        kind = self.epo[1]
        if kind not in by_kind and kind in v.DEVICE_KINDS:
            kind = "device"
        self.fill(by_kind.get(kind) or next(iter(by_kind.values())))

    def epo_term(self, kind: str) -> str:
        """A term of the document's eponym if it is of ``kind`` ('device': any device kind),
        else of another eponym of that kind."""
        kinds = v.DEVICE_KINDS if kind == "device" else (kind,)
        if self.epo[1] in kinds:
            return self.rng.choice(self.epo[2])
        return self.rng.choice(self.rng.choice([e for e in v.EPONYMS if e[1] in kinds])[2])

    def s_epo_dx(self): self.lit(self.epo_term("dx"))
    def s_epo_device(self): self.lit(self.epo_term("device"))
    def s_epo_line(self): self.lit(self.epo_term("line"))
    def s_epo_drain(self): self.lit(self.epo_term("drain"))
    def s_epo_foley(self): self.lit(self.epo_term("urinary"))
    def s_epo_monitor(self): self.lit(self.epo_term("monitor"))
    def s_epo_implant(self): self.lit(self.epo_term("implant"))
    def s_epo_filter(self): self.lit(self.epo_term("filter"))
    def s_epo_sign(self): self.lit(self.epo_term("sign"))
    def s_epo_proc(self): self.lit(self.epo_term("proc"))
    def s_epo_scale(self): self.lit(self.epo_term("scale"))
    def s_epo_nscale(self): self.lit(self.epo_term("nscale"))
    def s_epo_calc(self): self.lit(self.epo_term("calc"))

    def s_epo_dr(self):
        """The eponymous colleague of :meth:`pick_eponym`, or another physician."""
        self.who(self.epo_p or self.staff("physician"))

    def s_organism(self): self.lit(self.rng.choice(v.ORGANISMS))
    def s_source(self): self.lit(self.rng.choice(v.SOURCES))

    def s_icd(self):
        code, desc = self.rng.choice(v.ICD10)
        self.lit(self.rng.choice((f"{code} {desc}", f"{desc} ({code})", f"{code} - {desc}")))

    def s_cpt(self):
        code, desc = self.rng.choice(v.CPT)
        self.lit(f"{code} {desc}")

    def s_snomed(self):
        code, term = self.rng.choice(v.SNOMED)
        self.lit(self.rng.choice((f"SNOMED CT {code} |{term}|", f"{term} (SCTID {code})")))

    def lab_value(self, lab) -> tuple[str, str]:
        """(value, flag) of a test: mostly in range, now and then high, low or critical."""
        rng = self.rng
        _, _, _, lo, hi, dec, _ = lab
        span = (hi - lo) or 1
        r = rng.random()
        x = rng.uniform(lo, hi) if r < 0.6 else rng.uniform(hi, hi + span * 1.5) \
            if r < 0.85 else rng.uniform(max(0, lo - span * 0.5), lo)
        flag = "" if lo <= x <= hi else ("H" if x > hi else "L")
        if flag and rng.random() < 0.15:
            flag = rng.choice(("HH", "LL", "C", "H*", "!"))
        return f"{x:.{dec}f}", flag

    def s_lab_line(self):
        rng = self.rng
        lab = rng.choice(v.LABS)
        value, flag = self.lab_value(lab)
        rng_text = f"{lab[3]}-{lab[4]}"
        self.lit(rng.choice((f"{lab[1]} {value}{(' ' + flag) if flag else ''} ({rng_text})",
                             f"{lab[0]}: {value} {lab[2]} [{rng_text}] {flag}".rstrip(),
                             f"{lab[1]} {value} {lab[2]}")))

    def next_lab(self) -> None:
        """The next test of a cumulative table (``lab_queue``)."""
        self.lab = self.lab_queue.pop(0)

    def s_lab_name(self): self.lit(self.lab[1] if self.rng.random() < 0.5 else self.lab[0])
    def s_lab_range(self): self.lit(f"{self.lab[3]}-{self.lab[4]}")
    def s_lab_unit(self): self.lit(self.lab[2] or "-")
    def s_loinc(self): self.lit(self.lab[6])

    def s_lab_cell(self):
        value, flag = self.lab_value(self.lab)
        self.lit(f"{value} {flag}".rstrip())

    def s_col_date(self):
        """The next column date of a cumulative table (``col_dates``, already formatted)."""
        self.phi(self.col_dates.pop(0), "DATE")

    def s_inr_date(self):
        """The next past INR visit (``inr_days`` before the document's day)."""
        self.date(self.day - dt.timedelta(days=self.inr_days.pop(0)), self.date_style)

    def next_vaccine(self) -> None: self.vx = self.rng.choice(v.VACCINES)
    def s_vx_name(self): self.lit(self.vx[0])
    def s_vx_cvx(self): self.lit(self.vx[1])
    def s_vx_dose(self): self.lit(f"{self.vx[2]} {self.vx[3]}")
    def s_vx_site(self): self.lit(self.rng.choice(v.SITES[self.vx[3]]))
    def s_mvx(self): self.lit(self.vx[4])
    def s_mab(self): self.lit(self.rng.choice([d for d in v.stem_drugs() if d.endswith("mab")]))

    def s_labs_short(self):
        self.lit(fi.lab_shorthand(self.rng))

    def s_vitals(self): self.lit(fi.vitals(self.rng))
    def s_gas(self): self.lit(fi.blood_gas(self.rng))

    def s_gcs(self):
        rng = self.rng
        e, vv, m = rng.randint(2, 4), rng.randint(2, 5), rng.randint(4, 6)
        self.lit(rng.choice((f"GCS {e + vv + m} (E{e}V{vv}M{m})", f"GCS {e + vv + m}",
                             f"GCS E{e}V{vv}M{m}")))

    def s_braden(self): self.lit(f"Braden {self.rng.randint(9, 23)}")
    def s_morse(self): self.lit(f"Morse {self.rng.randrange(0, 125, 5)}")
    def s_news(self): self.lit(f"NEWS2 {self.rng.randint(0, 12)}")
    def s_ciwa(self): self.lit(f"CIWA-Ar {self.rng.randint(0, 28)}")
    def s_rass(self): self.lit(f"RASS {self.rng.randint(-4, 2)}")
    def s_cam(self): self.lit("CAM-ICU " + self.rng.choice(("neg", "pos", "negative", "UTA")))
    def s_pain(self): self.lit(f"pain {self.rng.randint(0, 10)}/10 (NRS)")
    def s_cows(self): self.lit(f"COWS {self.rng.randint(0, 20)}")

    def s_score(self):
        getattr(self, "s_" + self.rng.choice(("gcs", "braden", "morse", "news", "ciwa", "rass",
                                              "cam", "pain", "cows")))()

    def s_prn(self): self.lit(self.rng.choice(v.PRN_MEDS))
    def s_bacterium(self): self.lit(self.rng.choice(v.BACTERIA))

    def s_seq(self):
        self.seq += 1
        self.lit(str(self.seq))

    def s_allergen_entry(self):
        """An allergen; ``{allergy_type}`` then writes its type."""
        rng = self.rng
        if rng.random() < 0.2:
            name, kind = rng.choice(v.stem_drugs()), "drug"
        else:
            name = rng.choice(v.ALLERGENS)
            kind = "food" if name in v.FOOD_ALLERGENS else "environmental" \
                if name in v.ENVIRONMENTAL_ALLERGENS else "contrast" if "contrast" in name \
                else rng.choice(("drug", "drug", "intolerance"))
        self.allergy_type = kind
        self.lit(name)

    def s_allergy_type(self): self.lit(self.allergy_type)

    def s_ecg(self):
        rng = self.rng
        self.lit(", ".join(rng.sample(v.ECG_FINDINGS, rng.randint(1, 3))))

    def s_ndc(self): self.lit(ndc(self.rng))
    def s_lot(self): self.lit(lot(self.rng))
    def s_time(self): self.lit(fi.clock(self.rng))

    def s_hhmm(self):
        self.lit(f"{self.rng.randint(0, 23):02d}{self.rng.choice((0, 15, 30, 45, 5, 50)):02d}")

    def s_tick(self):
        """The next time of a flowsheet (15 to 60 minutes after the last)."""
        self.tick += dt.timedelta(minutes=self.rng.choice((15, 15, 30, 30, 45, 60)))
        self.lit(f"{self.tick:%H:%M}" if self.rng.random() < 0.7 else f"{self.tick:%H%M}")

    def s_count(self): self.lit(str(self.rng.randint(2, 14)))
    def s_weight(self): self.lit(f"{self.rng.uniform(41, 138):.1f} kg")
    def s_crcl(self): self.lit(f"{self.rng.randint(14, 110)} mL/min")
    def s_inr(self): self.lit(f"{self.rng.uniform(1.1, 4.6):.1f}")
    def s_allergen(self): self.lit(self.rng.choice(v.ALLERGENS))
    def s_reaction(self): self.lit(self.rng.choice(v.REACTIONS))
    def s_bare_unit(self): self.lit(self.rng.choice(BARE_UNITS))
    def s_care_role(self): self.lit(self.rng.choice(CARE_ROLES))

    def s_allergies(self):
        al = self.subject.allergies
        if not al:
            self.lit(self.rng.choice(("NKDA", "No known drug allergies", "NKA")))
            return
        self.lit("; ".join(f"{a} ({r})" for a, r in al))

    # -- dates and ages -----------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            style = self.date_style if rng.random() < 0.8 else rng.choice(
                ("d_MON_Y", "iso", "month_d_y", "mdY0", "dmY0", "dMONy", "mon_d_y"))
        self.phi(format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)
    def s_date_n(self): self.date(self.day, self.rng.choice(("month_d_y", "d_month_y",
                                                               "mon_d_y", "wk_month_d")))
    def s_dob(self): self.date(self.subject.dob)
    def s_later(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 90)))
    def s_recent(self): self.date(self.day - dt.timedelta(days=self.rng.randint(1, 14)))

    def s_earlier(self):
        d = self.day - dt.timedelta(days=self.rng.randint(30, 7000))
        self.date(d, self.rng.choice((None, "month_y", "y", "mon_y2", None)))

    def s_year(self): self.phi(str(self.day.year - self.rng.randint(1, 30)), "DATE")
    def s_weekday(self): self.phi(WEEKDAYS[self.day.weekday()], "DATE")

    def s_short_date(self):
        d = self.day - dt.timedelta(days=self.rng.randint(0, 6))
        self.phi(self.rng.choice((f"{d.month}/{d.day}", f"{d.day:02d}-{MONTHS_ABBR[d.month - 1]}",
                                  f"{MONTHS_ABBR[d.month - 1]} {d.day}")), "DATE")

    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_sex(self):
        """'72 y/o M', '72M', '72-year-old woman', 'F/72'."""
        rng, sex = self.rng, self.subject.person.sex
        r = rng.random()
        if r < 0.2:
            self.lit(f"{sex}/")
            self.phi(str(self.age), "AGE")
            return
        self.phi(str(self.age), "AGE")
        if r < 0.45:
            self.lit(sex)
        elif r < 0.7:
            self.lit(rng.choice((" y/o ", " yo ", " YO ")) + sex)
        else:
            self.lit("-year-old " + ("man" if sex == "M" else "woman"))

    def s_rel_age(self): self.phi(str(self.rng.randint(max(20, self.age - 40), 95)), "AGE")

    # -- people -------------------------------------------------------------------------------
    def name(self, p: Person, type_: str) -> None:
        rng = self.rng
        self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}", p.last,
                             f"{p.last}, {p.first}", f"{p.last.upper()}, {p.first.upper()}",
                             f"{p.first[0]}. {p.last}",
                             f"{p.first} {p.middle}. {p.last}" if p.middle else p.first)), type_)

    def s_pt(self): self.name(self.subject.person, "PATIENT")

    def s_pt_full(self):
        p = self.subject.person
        self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_pt_caps(self):
        p = self.subject.person
        self.phi(self.rng.choice((f"{p.last.upper()}, {p.first.upper()}", f"{p.last}, {p.first}",
                                  f"{p.last.upper()} {p.first}")), "PATIENT")

    def s_pt_first(self): self.phi(self.subject.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.subject.person.last, "PATIENT")

    def s_pt_title(self):
        p, rng = self.subject.person, self.rng
        titles = {"DE": ("Herr ", "Frau "), "PL": ("Pan ", "Pani ")}.get(self.country,
                                                                          ("Mr. ", "Ms. "))
        self.lit(titles[0] if p.sex == "M" else titles[1] if rng.random() < 0.7
                 else ("Mrs. " if self.country in ("US", "PH") else titles[1]))
        self.phi(p.last, "PATIENT")

    def s_he(self): self.lit("he" if self.subject.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.subject.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.subject.person.sex == "M" else "her")
    def s_His(self): self.lit("His" if self.subject.person.sex == "M" else "Her")
    def s_sex(self): self.lit(self.rng.choice(("M", "male")) if self.subject.person.sex == "M"
                              else self.rng.choice(("F", "female")))

    def s_rel(self): self.name(self.rel[1], "PATIENT")
    def s_relation(self): self.lit(self.rel[0])
    def s_rel_phone(self): self.phi(format_phone(self.rel[2], self.rng), "PHONE")
    def s_rel_job(self): self.phi(self.rel[3], "PROFESSION")

    def s_job(self):
        """The patient's occupation; 'retired' stays outside the tag."""
        s = self.subject
        if s.retired:
            self.lit(self.rng.choice(("retired ", "Retired ", "ret. ")))
        self.phi(s.job, "PROFESSION")

    def s_a_job(self):
        s = self.subject
        if s.retired:
            self.lit("a retired ")
        else:
            self.lit("an " if s.job[:1] in "aeiou" else "a ")
        self.phi(s.job, "PROFESSION")

    def staff(self, role: str) -> StaffL:
        pool = [s for s in self.local if s.role == role] or self.local
        return self.rng.choice(pool)

    def who(self, s: StaffL, *, title: bool = True) -> None:
        """A member of staff (DOCTOR), titled or credentialed now and then."""
        rng = self.rng
        if title and s.role == "physician" and rng.random() < 0.45:
            self.lit(rng.choice(("Dr. ", "Dr ", "Dr. med. " if self.country == "DE" else "Dr. ")))
            self.phi(rng.choice((s.last, f"{s.first} {s.last}")), "DOCTOR")
            return
        self.phi(rng.choice((f"{s.first} {s.last}", f"{s.first} {s.last}",
                             f"{s.first[0]}. {s.last}", f"{s.last}, {s.first}",
                             f"{s.last.upper()} {s.first}")), "DOCTOR")
        if rng.random() < 0.45:
            self.lit(rng.choice((", ", " ")) + s.cred)

    def role(self, role: str) -> StaffL:
        if role not in self.role_p:
            self.role_p[role] = self.staff(role)
        return self.role_p[role]

    def s_attending(self): self.who(self.attending)
    def s_attending_again(self): self.phi(self.attending.last, "DOCTOR")
    def s_attending_user(self): self.phi(self.attending.user, "USERNAME")
    def s_attending_npi(self): self.phi(self.attending.npi, "LICENSE")
    def s_attending_dea(self): self.phi(self.attending.dea, "LICENSE")
    def s_dr(self): self.who(self.staff("physician"))
    def s_nurse(self): self.who(self.role("nurse"))
    def s_nurse2(self): self.who(self.staff("nurse"))
    def s_nurse_user(self): self.phi(self.role("nurse").user, "USERNAME")
    def s_any_nurse_user(self): self.phi(self.staff("nurse").user, "USERNAME")
    def s_pharm(self): self.who(self.role("pharmacist"))
    def s_pharm_user(self): self.phi(self.role("pharmacist").user, "USERNAME")
    def s_pharm_licence(self):
        self.lit(LICENCES[self.site.place[0]][0])
        self.phi(self.role("pharmacist").licence, "LICENSE")
    def s_tech(self): self.who(self.role("tech"))
    def s_tech_user(self): self.phi(self.role("tech").user, "USERNAME")
    def s_coder(self): self.who(self.role("coder"))
    def s_coder_user(self): self.phi(self.role("coder").user, "USERNAME")

    def s_outside_dr(self):
        p = person(self.rng, self.seed, self.country)
        self.lit(self.rng.choice(("Dr. ", "Dr ", "")))
        self.phi(f"{p.first} {p.last}" if self.rng.random() < 0.6 else p.last, "DOCTOR")

    # -- places, organizations, contact -------------------------------------------------------
    def s_hosp(self):
        s = self.site
        self.phi(s.abbr if len(s.abbr) > 2 and self.rng.random() < 0.2 else s.name, "HOSPITAL")

    def s_other_hosp(self):
        country = self.site.place[0]
        self.phi(self.rng.choice([s.name for s in self.world.sites if s.place[0] == country
                                  and s is not self.site] or [self.site.name]), "HOSPITAL")

    def s_unit(self): self.phi(self.subject.unit, "DEPARTMENT")
    def s_any_unit(self): self.phi(self.rng.choice(self.site.wards), "DEPARTMENT")

    def set_clinic(self, kind: str) -> None:
        """The named clinic or service (``{clinic}``) of a document about ``kind``."""
        local = LOCAL_CLINICS.get((self.site.place[0], kind))
        self.clinic = local if local and self.rng.random() < 0.5 else \
            self.rng.choice(CLINICS[kind])

    def s_clinic(self): self.phi(self.clinic, "DEPARTMENT")

    def s_room(self):
        self.lit(self.rng.choice(("Rm ", "Room ", "rm ", "RM ", "Rm. ")))
        self.phi(self.subject.room, "ROOM")

    def s_bed(self):
        rng = self.rng
        self.lit(rng.choice(("Bed ", "bed ", "Bd ")))
        self.phi(rng.choice(("1", "2", "A", "B", "3", "4")), "ROOM")

    def s_room_bed(self):
        rng = self.rng
        if rng.random() < 0.5:
            self.phi(f"{self.subject.room}-{rng.choice('ABCD12')}", "ROOM")
        else:
            self.s_room()
            self.lit(rng.choice((" / ", ", ", " ")))
            self.s_bed()

    def s_chair(self):
        rng = self.rng
        self.lit(rng.choice(("Chair ", "chair ", "Infusion chair ", "Recliner ", "Bay ")))
        self.phi(str(rng.randint(1, 24)), "ROOM")

    def s_proc_room(self):
        rng = self.rng
        self.lit(rng.choice(("Procedure Rm ", "Proc room ", "IR Suite ", "Cath Lab ",
                             "Endo Room ")))
        self.phi(str(rng.randint(1, 6)), "ROOM")

    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")

    def s_state(self):
        place = self.subject.place
        self.phi(place[3] if self.rng.random() < 0.5 else place[2], "STATE")

    def s_zip(self): self.phi(self.subject.postcode, "ZIP")
    def s_street(self): self.phi(self.subject.street, "STREET")
    def s_country(self): self.phi(self.subject.place[5], "COUNTRY")
    def s_far_country(self): self.phi(self.rng.choice(FAR_COUNTRIES), "COUNTRY")

    def address(self, street_: str, place: tuple, code: str) -> None:
        rng, country = self.rng, place[0]
        sep = rng.choice((", ", "\n", ", "))
        self.phi(street_, "STREET")
        self.lit(sep)
        if country in ("DE", "PL") and rng.random() < 0.8:
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
        elif country == "JP" and rng.random() < 0.5:
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
            self.lit(", ")
            self.phi(place[3] if rng.random() < 0.5 else place[2], "STATE")
        else:
            self.phi(place[1], "CITY")
            self.lit(rng.choice((", ", " ")))
            self.phi(place[3] if country == "US" and rng.random() < 0.8 else place[2], "STATE")
            self.lit(rng.choice((" ", "  ", ", ")))
            self.phi(code, "ZIP")
        if rng.random() < 0.3:
            self.lit(sep)
            self.phi(place[5], "COUNTRY")

    def s_address(self):
        s = self.subject
        self.address(s.street, s.place, s.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    def s_payer(self): self.phi(self.subject.payer, "ORGANIZATION")
    def s_pharmacy(self): self.phi(self.subject.pharmacy, "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")

    def s_lab_org(self):
        self.phi(self.rng.choice(LABS_ORGS[self.site.place[0]]), "ORGANIZATION")

    def s_phone(self): self.phi(format_phone(self.subject.phone, self.rng), "PHONE")
    def s_mobile(self): self.phi(format_phone(self.subject.mobile, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    # an extension or a pager is PHONE (its 'ext' or 'pager' label outside), as in styles I, K
    def s_ext(self): self.phi(digits(self.rng, self.rng.choice((4, 5))), "PHONE")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_portal(self):
        d = self.site.domain
        self.phi(self.rng.choice((f"https://mychart.{d}", f"portal.{d}/records",
                                  f"www.{d}/patients")), "URL")

    # -- identifiers --------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.subject.mrn, "MEDICALRECORD")
    def s_plan(self): self.phi(self.subject.plan, "HEALTHPLAN")
    def s_account(self): self.phi(self.subject.account, "ACCOUNT")

    def s_ssn(self):
        s = self.subject
        if s.ssn:
            self.lit({"US": "SSN ", "PL": "PESEL ", "CN": "resident ID ", "KR": "RRN "}
                     [self.country])
            self.phi(s.ssn, "SSN")
        else:
            self.lit("Insurance no. ")
            self.phi(s.plan, "HEALTHPLAN")

    def s_order_no(self): self.phi(fi.order_number(self.rng, self.day.year), "IDNUM")

    def s_rx_no(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 7)}", f"RX{digits(rng, 8)}",
                             f"{digits(rng, 3)}-{digits(rng, 5)}")), "IDNUM")

    def s_registry_id(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 9)}", f"IIS-{digits(rng, 7)}",
                             f"{letters(rng, 2)}{digits(rng, 8)}")), "IDNUM")

    def s_specimen(self): self.phi(fi.specimen(self.rng, self.day.year), "BIOID")

    def s_accession(self):
        rng, yy = self.rng, self.day.year % 100
        self.phi(rng.choice((f"M{yy:02d}-{digits(rng, 6)}", f"{yy:02d}MB{digits(rng, 5)}",
                             f"C{digits(rng, 9)}", f"{yy:02d}-{digits(rng, 3)}-{digits(rng, 4)}")),
                 "BIOID")

    def s_serial(self): self.phi(fi.serial(self.rng), "DEVICE")
