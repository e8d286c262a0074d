"""Style J: the paperwork around injury, illness and care that leaves the ward, for training:
workers' compensation claims, public-health case investigations, insurers' prior-authorization
and utilization-review letters, care-home transfer and admission forms, trauma notes of road
collisions with their police-liaison sections, court-ordered psychiatric evaluations,
discharge-planning notes, school-health and sports-physical forms, death certificates and
autopsy reports, and return-to-work assessments. In these documents the TYPEs that other
training styles write rarely or in one way (PROFESSION, ORGANIZATION, DEPARTMENT, ROOM,
STATE, VEHICLE) come often and in many forms: as form fields, table cells, lists of
contacts, letter heads and prose. Patients and their people come from Nepal, Bangladesh,
Sri Lanka, Israel, Iran and Brazil (no other style writes these countries), with the
phones, postcodes, plates and national numbers of each; names are Nepali, Bengali,
Sinhala, Odia, Marathi, Gujarati and Hindi (Faker's locales, romanized by
:func:`deidkit.synth.locales.romanize_abugida`), Persian and Israeli (lists below).

Annotation follows the i2b2 2014 guidelines and the conventions of styles A, F and I: titles,
credentials, label words and times stay outside tags ('Room' in 'Room 412', 'Bed' in 'Bed B',
'Unit' in 'ambulance Unit 14', 'Dr' and 'MD'); every date is DATE (weekdays and years alone
too), every age AGE. The patient, relatives, witnesses, supervisors, coaches, attorneys,
informants and other private persons are PATIENT; care providers (doctors, nurses,
therapists, case managers, pathologists) DOCTOR. PROFESSION is the job of a patient, a
relative or another private person, in prose ('works as a bus conductor'), in 'Occupation:'
and 'Usual occupation' fields and in table cells; the staff's roles in the care ('the charge
nurse', 'the reviewing pharmacist') and a 'kind of business or industry' ('garment
manufacturing') are not PHI. Employers, insurers, health funds, home-health and transport
agencies, equipment vendors, police forces, courts, probation offices, law firms, schools,
clubs, unions named as such, tow companies and funeral homes are ORGANIZATION; generic
bodies ('the union', 'the school nurse', 'the insurer') are not PHI. Hospitals, clinics,
care homes and rehabilitation centres as places of care are HOSPITAL. A named ward, unit,
clinic or service ('Lotus Ward', 'Spinal Injuries Unit', 'Occupational Health Clinic') is
DEPARTMENT; the units every hospital has, written bare ('the MICU', 'SICU', 'the ED', 'the
floor', 'Emergency Department' after a hospital's name) are not. Room and bed numbers and
letters are ROOM without their label. A street with its flat or unit number ('Lakeside Rd
14, Flat 3') is one STREET; a province, division, district or Brazilian state, spelled out
or abbreviated ('Gandaki Province', 'Dhaka Division', 'Haifa District', 'MG'), is STATE; a
crash site, a bridge, a highway stretch LOCATION-OTHER. Plates, VINs and the fleet numbers of
ambulances, police cars and tow trucks are VEHICLE (a make and model is not PHI). After its
cue: record numbers MEDICALRECORD; national identity numbers (citizenship, NID, NIC,
Teudat Zehut, Melli code, CPF) SSN; health-fund and insurance member numbers HEALTHPLAN;
claim, authorization, case, docket, badge, certificate and report numbers IDNUM; employers'
policy and billing accounts ACCOUNT; driving and practitioner licences LICENSE; serials of
wheelchairs, CPAP machines and implants DEVICE; specimen numbers BIOID. Doses, vital signs,
lab values, scores, ICD-10 and CPT codes, weights lifted, times, counts and makes and models
are the look-alikes that stay untagged.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_i as fi
from deidkit.synth import lexicon
from deidkit.synth.builder import PHI, RAW, Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.surface import ascii_email, digits, fill_digits, letters, slug

#: Real places: (country code, city, region (STATE), its short form or '', a district (STATE
#: too), postcode shape, country name).
PLACES = (
    ("NP", "Kathmandu", "Bagmati Province", "Bagmati", "Kathmandu District", "446dd", "Nepal"),
    ("NP", "Lalitpur", "Bagmati Province", "Bagmati", "Lalitpur District", "447dd", "Nepal"),
    ("NP", "Pokhara", "Gandaki Province", "Gandaki", "Kaski District", "337dd", "Nepal"),
    ("NP", "Biratnagar", "Koshi Province", "Koshi", "Morang District", "566dd", "Nepal"),
    ("NP", "Butwal", "Lumbini Province", "Lumbini", "Rupandehi District", "329dd", "Nepal"),
    ("NP", "Janakpur", "Madhesh Province", "Madhesh", "Dhanusha District", "456dd", "Nepal"),
    ("BD", "Dhaka", "Dhaka Division", "Dhaka Div", "Dhaka District", "12dd", "Bangladesh"),
    ("BD", "Chattogram", "Chattogram Division", "Ctg Div", "Chattogram District", "4ddd",
     "Bangladesh"),
    ("BD", "Sylhet", "Sylhet Division", "", "Sylhet District", "31dd", "Bangladesh"),
    ("BD", "Rajshahi", "Rajshahi Division", "", "Rajshahi District", "62dd", "Bangladesh"),
    ("BD", "Khulna", "Khulna Division", "", "Khulna District", "9ddd", "Bangladesh"),
    ("BD", "Mymensingh", "Mymensingh Division", "", "Mymensingh District", "22dd", "Bangladesh"),
    ("LK", "Colombo", "Western Province", "WP", "Colombo District", "00d00", "Sri Lanka"),
    ("LK", "Kandy", "Central Province", "CP", "Kandy District", "2dd00", "Sri Lanka"),
    ("LK", "Galle", "Southern Province", "SP", "Galle District", "80ddd", "Sri Lanka"),
    ("LK", "Kurunegala", "North Western Province", "NWP", "Kurunegala District", "60ddd",
     "Sri Lanka"),
    ("LK", "Badulla", "Uva Province", "", "Badulla District", "90ddd", "Sri Lanka"),
    ("LK", "Ratnapura", "Sabaragamuwa Province", "", "Ratnapura District", "70ddd", "Sri Lanka"),
    ("IL", "Haifa", "Haifa District", "", "Haifa District", "3ddddd0", "Israel"),
    ("IL", "Beersheba", "Southern District", "", "Southern District", "84ddddd", "Israel"),
    ("IL", "Netanya", "Central District", "", "Central District", "42ddddd", "Israel"),
    ("IL", "Holon", "Tel Aviv District", "", "Tel Aviv District", "58ddddd", "Israel"),
    ("IL", "Nazareth", "Northern District", "", "Northern District", "16ddddd", "Israel"),
    ("IR", "Isfahan", "Isfahan Province", "Isfahan", "Isfahan County", "81ddd-ddddd", "Iran"),
    ("IR", "Shiraz", "Fars Province", "Fars", "Shiraz County", "71ddd-ddddd", "Iran"),
    ("IR", "Mashhad", "Razavi Khorasan Province", "Razavi Khorasan", "Mashhad County",
     "91ddd-ddddd", "Iran"),
    ("IR", "Tabriz", "East Azerbaijan Province", "East Azerbaijan", "Tabriz County",
     "51ddd-ddddd", "Iran"),
    ("IR", "Rasht", "Gilan Province", "Gilan", "Rasht County", "41ddd-ddddd", "Iran"),
    ("BR", "Belo Horizonte", "Minas Gerais", "MG", "Minas Gerais", "3dddd-ddd", "Brazil"),
    ("BR", "Salvador", "Bahia", "BA", "Bahia", "4dddd-ddd", "Brazil"),
    ("BR", "Curitiba", "Parana", "PR", "Parana", "8dddd-ddd", "Brazil"),
    ("BR", "Recife", "Pernambuco", "PE", "Pernambuco", "5dddd-ddd", "Brazil"),
    ("BR", "Porto Alegre", "Rio Grande do Sul", "RS", "Rio Grande do Sul", "9dddd-ddd", "Brazil"),
    ("BR", "Manaus", "Amazonas", "AM", "Amazonas", "69ddd-ddd", "Brazil"),
)
#: Streets of each country, written as their addresses write them.
STREETS = {
    "NP": ("Lazimpat Marg", "Baneshwor Height", "Lakeside Road", "Pulchowk Marg",
           "Chipledhunga Sadak", "Tinkune Galli", "Jhamsikhel Marg", "Traffic Chowk Road",
           "Siddhartha Rajmarg", "Ring Road"),
    "BD": ("Road 11, Dhanmondi", "Mirpur Road", "Zindabazar Lane", "Agrabad Access Road",
           "Shaheb Bazar Road", "KDA Avenue", "Green Road", "Sector 7, Uttara",
           "Station Road", "Chowhatta Lane"),
    "LK": ("Galle Road", "Peradeniya Road", "Temple Lane", "Kandy Road", "Dharmapala Mawatha",
           "Lighthouse Street", "Dalada Veediya", "Matara Road", "Church Cross Road",
           "Baseline Road"),
    "IL": ("Herzl Street", "HaNassi Boulevard", "Rehov HaAtzmaut", "Derech Eretz",
           "Sderot Rager", "Rehov Weizmann", "HaPalmach Street", "Rehov Ben Gurion",
           "Moriah Avenue", "Rehov Sokolov"),
    "IR": ("Chaharbagh Avenue", "Zand Boulevard", "Imam Reza Street", "Valiasr Street",
           "Golsar Boulevard", "Shariati Street", "Nazar Street", "Ferdowsi Avenue",
           "Kuy-e Bahar Alley 4", "Saadi Street"),
    "BR": ("Rua da Bahia", "Avenida Afonso Pena", "Rua XV de Novembro", "Rua do Hospicio",
           "Avenida Sete de Setembro", "Rua dos Andradas", "Avenida Boa Viagem",
           "Rua Chile", "Travessa Sao Jose", "Avenida Eduardo Ribeiro"),
}
# no abbreviation with a period ("No. 4"): it would end a sentence inside the tag
UNIT_WORDS = ("Flat", "Apt", "Apartment", "Unit", "Floor", "Block", "Room")
#: Persian and Israeli names (Faker writes fa_IR and he_IL names without their vowels).
IR_MALE = ("Arash", "Behnam", "Dariush", "Farhad", "Kaveh", "Mehrdad", "Navid", "Pouya",
           "Ramin", "Shahram", "Siavash", "Babak", "Kourosh", "Omid", "Payam", "Vahid")
IR_FEMALE = ("Azadeh", "Farnaz", "Golnar", "Laleh", "Mahsa", "Nasrin", "Parisa", "Roya",
             "Setareh", "Shirin", "Taraneh", "Yasaman", "Ziba", "Bahareh", "Mitra", "Niloufar")
IR_LAST = ("Ahmadinejad", "Bagheri", "Farahani", "Ghorbani", "Jafarzadeh", "Kashani",
           "Mousavi", "Najafabadi", "Rostami", "Shirazi", "Tabatabaei", "Yazdani", "Zand",
           "Esfandiari", "Hosseinpour", "Karimkhani", "Sadeghian", "Tehrani")
IL_MALE = ("Avner", "Boaz", "Eitan", "Gilad", "Itamar", "Noam", "Oded", "Yoav", "Ziv",
           "Amitai", "Doron", "Erez", "Nadav", "Shai", "Tomer", "Yehuda")
IL_FEMALE = ("Adi", "Hila", "Keren", "Liat", "Michal", "Noa", "Orly", "Shira", "Tamar",
             "Yael", "Ayelet", "Dafna", "Galit", "Maayan", "Reut", "Talia")
IL_LAST = ("Ben-Ami", "Dahan", "Friedmann", "Golan", "Hadad", "Katzir", "Levinson", "Mizrahi",
           "Navon", "Ohayon", "Peretz", "Rosenthal", "Shapira", "Tzur", "Yosef", "Zilberman",
           "Abergel", "Barzilai")
HOSPITAL_PATTERNS = ("{city} Teaching Hospital", "{last} Memorial Hospital",
                     "{city} Provincial Hospital", "{last} Medical College Hospital",
                     "{city} Trauma Centre", "{last} General Hospital",
                     "{city} Orthopaedic and Spine Hospital", "{last} Eye Hospital",
                     "Santa Casa de {city}", "{city} Women and Children Hospital",
                     "{last} Kidney Centre", "{city} Mental Health Institute")
CARE_HOME_PATTERNS = ("{last} Care Home", "Sunrise Elder Home {city}", "{last} Nursing Home",
                      "Golden Years Residence", "{city} Hospice", "{last} Rehabilitation Centre",
                      "Green Pastures Assisted Living", "{last} Skilled Nursing Facility",
                      "Casa de Repouso {last}", "{city} Stroke Rehabilitation Centre")
#: Named wards, units, clinics and services (DEPARTMENT).
DEPARTMENTS = ("Lotus Ward", "Jasmine Ward", "Marigold Unit", "Ward 7B", "Ward 12",
               "Orthopaedic Ward 3", "Spinal Injuries Unit", "Hand Therapy Unit",
               "Occupational Health Clinic", "Burns and Plastics Unit", "Neurotrauma Ward",
               "Forensic Psychiatry Service", "Cardiothoracic Surgery Unit",
               "Renal Transplant Unit", "Memory Clinic", "Fracture Clinic",
               "Sports Medicine Clinic", "Falls Prevention Clinic", "Stroke Unit 2",
               "Pain Management Service", "Adolescent Health Clinic", "Wound Care Clinic",
               "Geriatric Day Hospital", "Chest Clinic", "Travel Medicine Clinic",
               "Infectious Diseases Ward", "Rehabilitation Ward C", "Dementia Care Wing",
               "Orchid Unit", "Saffron Ward", "Vocational Rehabilitation Service",
               "Respiratory Step-Down Unit", "East Wing 2", "5 South", "3 North",
               "Medical Ward 4", "Cedar Unit", "Short Stay Surgical Unit")
#: The units every hospital has, written bare: not PHI.
BARE_UNITS = ("the MICU", "the SICU", "the ED", "the floor", "the medical service", "the ICU",
              "the surgical ward", "casualty", "the recovery room", "the CCU", "the HDU")
EMPLOYERS = ("Himal Cement Industries", "Padma Jute Mills", "Ceylon Tea Plantations Ltd",
             "Negev Packaging Works", "Zagros Tile Factory", "Serra Azul Mineracao",
             "Annapurna Trekking Agency", "Karnaphuli Shipyard", "Kelani Garments",
             "Galilee Precision Metals", "Pars Auto Parts", "Rio Doce Logistica",
             "Bagmati Brick Kiln", "Meghna Knitwear", "Lanka Rubber Mills",
             "Carmel Software Labs", "Isfahan Steel Rolling", "Recife Port Services",
             "Everest Dairy Cooperative", "Sundarbans Fisheries", "Ruhuna Hardware Stores",
             "Kinneret Hotels Group", "Persepolis Carpets", "Mata Atlantica Foods",
             "Gorkha Construction Pvt Ltd", "Dhaka Metro Rail Works", "Galle Fort Hotel",
             "Ashdod Container Terminal", "Khorasan Saffron Traders",
             "Belo Horizonte City Transit", "Sagarmatha Airlines", "Bengal Pharma Ltd")
INSURERS = ("Himalayan General Insurance", "Sagarmatha Life Assurance", "Delta Shield Insurance",
            "Jamuna Health Cover", "Lanka Mutual Assurance", "Ceyhealth Insurance",
            "Kupat Or Health Fund", "Meuhedet Shalom", "Pars Social Security Organization",
            "Iran Health Insurance Fund", "Unimed Minas", "Amparo Saude", "Bradesco Saude",
            "Workers' Protection Fund of Nepal", "Employees' Trust Fund Board")
#: Workers' compensation carriers and third-party administrators.
COMP_CARRIERS = ("Shikhar Compensation Services", "Green Crescent Assurance",
                 "Samudra Workers Cover", "National Insurance Institute Haifa Branch",
                 "Atlantico Seguros", "Dana Compensation Administrators")
POLICE = ("Nepal Police Metropolitan Traffic Division", "Dhaka Metropolitan Police",
          "Sri Lanka Police Kandy Division", "Israel Police Coastal District",
          "FARAJA Traffic Police Isfahan", "Policia Militar de Minas Gerais",
          "Policia Rodoviaria Federal", "Highway Patrol Unit Gandaki",
          "Chattogram Traffic Police", "Southern Province Police")
COURTS = ("Kathmandu District Court", "Patan High Court", "Dhaka Chief Metropolitan Magistrate",
          "Colombo High Court", "Haifa Magistrates' Court", "Beersheba District Court",
          "Shiraz Criminal Court 2", "Tribunal de Justica de Minas Gerais",
          "Kandy Magistrate's Court")
PROBATION = ("Department of Probation and Child Care Services", "Central Probation Office",
             "Israel Probation Service", "Bagmati Correctional Supervision Office",
             "Recife Penal Execution Office")
LAW_FIRMS = ("Shrestha and Associates", "Rahman Legal Chambers", "Wijeratne and Perera",
             "Levinson Ohayon Law Offices", "Kashani Legal Group", "Almeida Advogados",
             "Legal Aid Commission", "Public Defender's Office of Haifa")
SCHOOLS = ("Little Angels Secondary School", "Green Valley Academy", "Shanti Vidyashram",
           "Ananda College", "Viharamahadevi Girls' School", "Holy Cross Boarding School",
           "Ironi Dalet High School", "Kfar Galim Youth Village", "Farzanegan School",
           "Colegio Estadual Dom Pedro", "Milestone School and College", "Siddhartha Vanasthali",
           "Sylhet Cadet College", "Trinity College Kandy", "Escola Municipal Boa Vista")
CLUBS = ("Rising Stars Football Club", "Machhindra Youth Club", "Abahani Cricket Academy",
         "Colts Cricket Club", "Maccabi Netanya Youth Basketball", "Sepahan Futsal Academy",
         "Clube Atletico Mineiro juniors", "Pokhara Taekwondo Dojang", "Kandy Swimming Club",
         "Hapoel Holon Judo")
FUNERAL_HOMES = ("Eternal Rest Funeral Services", "Pashupati Cremation Services",
                 "Chevra Kadisha of Haifa", "Behesht-e Reza Funeral Office",
                 "Jayaratne Funeral Directors", "Funeraria Sao Jose",
                 "Al-Markazul Funeral Trust")
TOW = ("Highway Rescue Towing", "Kumar Recovery Services", "Galil Tow and Salvage",
       "Reboque 24h Mineiro", "Dhaka Road Recovery", "Lakshmi Breakdown Service")
TRANSPORT = ("Green Cross Ambulance Service", "Magen David Adom", "Suwa Seriya Ambulance",
             "Nepal Ambulance Service", "SAMU 192", "Red Crescent Ambulance Tabriz",
             "Medivan Patient Transport", "Swift Care Transfers")
HOME_HEALTH = ("CareAtHome Nursing Services", "Aama Home Health", "Nirapod Home Care",
               "Suwa Sahana Home Nursing", "Bayit Cham Home Care", "Lar Cuidado Domiciliar",
               "Mehr Home Nursing Agency")
DME = ("MobilityPlus Medical Supplies", "OxyCare Concentrators", "Lanka Surgicals",
       "Medline Bangla", "Ortho Tech Israel", "Sina Medical Equipment",
       "Cirurgica Mineira")
COMMUNITY = ("Senior Citizens Welfare Society", "Nari Shakti Women's Group",
             "Sarvodaya Shramadana", "Yad Sarah", "Mahak Charity", "Pastoral da Pessoa Idosa",
             "Tamang Community Association", "Disabled Workers Union of Khulna",
             "Friends of the Elderly Galle")
UNIONS = ("General Federation of Nepalese Trade Unions", "Bangladesh Garment Workers Union",
          "Ceylon Workers' Congress", "Histadrut Construction Workers Union",
          "Sindicato dos Metalurgicos de BH")
PUBLIC_HEALTH = ("Epidemiology and Disease Control Division", "IEDCR Outbreak Team",
                 "Epidemiology Unit Colombo", "Haifa District Health Office",
                 "Isfahan Provincial Health Center", "Vigilancia Epidemiologica de Salvador")
#: Jobs of patients, relatives and other private persons (PROFESSION).
JOBS = ("garment machine operator", "tea plucker", "rickshaw puller", "bus conductor",
        "brick kiln worker", "trekking porter", "mountain guide", "software tester",
        "primary school teacher", "police constable", "construction labourer", "scaffolder",
        "electrician", "welder", "crane operator", "fishmonger", "boat builder",
        "carpet weaver", "saffron farmer", "dairy farmer", "taxi driver", "delivery rider",
        "security guard", "hotel receptionist", "housekeeper", "cook", "pastry chef",
        "tailor", "shopkeeper", "pharmacist", "accountant", "civil engineer",
        "data entry clerk", "call centre agent", "nursing assistant", "kindergarten teacher",
        "university lecturer", "journalist", "bank cashier", "mason", "plumber", "carpenter",
        "forklift driver", "warehouse packer", "port stevedore", "miner", "truck driver",
        "motorcycle mechanic", "street vendor", "beautician", "hairdresser", "lawyer",
        "soldier", "customs officer", "postman", "farm labourer", "fisherman",
        "rubber tapper", "gem cutter", "jeweller", "sales executive", "IT technician",
        "lab assistant", "physiotherapy student", "retired schoolteacher", "homemaker",
        "domestic worker", "night watchman", "school bus driver", "cleaner",
        "textile dyer", "shoe maker", "auto-rickshaw driver", "street sweeper")
#: Generic staff and outside roles written bare, not PHI.
STAFF_ROLES = ("the charge nurse", "the case manager", "the ward physiotherapist",
               "the reviewing pharmacist", "the duty doctor", "the social worker",
               "the school nurse", "the occupational therapist", "the night sister",
               "the medical officer", "the dietitian", "the ward clerk")
INDUSTRIES = ("garment manufacturing", "road construction", "tea estate", "retail trade",
              "hospitality", "public transport", "fisheries", "software services",
              "agriculture", "textile dyeing", "mining", "education", "private household")
MAKES = ("Toyota Hilux", "Suzuki Alto", "Bajaj Pulsar 150", "Honda CB Shine", "Tata Ace",
         "Hyundai i10", "Mahindra Bolero", "Volkswagen Gol", "Fiat Strada", "Iran Khodro Samand",
         "Peugeot Pars", "Mazda 3", "Kia Picanto", "Yamaha FZ", "TVS Apache",
         "Ashok Leyland bus", "Isuzu NPR truck", "Chevrolet Onix")
COUNTRIES = ("Qatar", "Malaysia", "United Arab Emirates", "Saudi Arabia", "Kuwait", "Oman",
             "Maldives", "Bhutan", "Myanmar", "Cambodia", "Turkey", "Iraq", "Afghanistan",
             "Portugal", "Paraguay", "Bolivia", "Cyprus", "Georgia", "Romania", "Peru",
             "Ethiopia", "Tanzania", "Madagascar", "Mozambique", "Azerbaijan", "Tajikistan")
RELATIONS = ("wife", "husband", "son", "daughter", "mother", "father", "brother", "sister",
             "uncle", "aunt", "cousin", "son-in-law", "daughter-in-law", "grandmother",
             "neighbour", "flatmate", "fiancee", "co-worker")
LANDMARK_PATTERNS = ("the {city} bypass near km {n}", "{last} Chowk", "the {city} bus park",
                     "the {last} bridge", "the {city} ring road flyover", "{last} Junction",
                     "the old {city} toll plaza", "the {last} roundabout",
                     "the {city} central market", "the {last} temple steps")
#: Phone shapes of each country: (country code, national shapes, trunk prefix).
PHONES = {
    "NP": ("977", ("1-4dd-dddd", "98d-ddd-dddd", "61-5ddddd", "21-5ddddd"), "0"),
    "BD": ("880", ("2-9dd-dddd", "17dd-dddddd", "18dd-dddddd", "31-7ddddd"), "0"),
    "LK": ("94", ("11 2dd dddd", "81 2dd dddd", "77 ddd dddd", "71 ddd dddd"), "0"),
    "IL": ("972", ("4-8dd-dddd", "3-6dd-dddd", "52-ddd-dddd", "54-ddd-dddd"), "0"),
    "IR": ("98", ("31 3ddd dddd", "21 8ddd dddd", "912 ddd dddd", "935 ddd dddd"), "0"),
    "BR": ("55", ("(31) 9dddd-dddd", "(71) 3ddd-dddd", "(41) 9dddd-dddd"), "0"),
}


def phone(rng: random.Random, country: str) -> tuple[str, str]:
    return country, fill_digits(rng, rng.choice(PHONES[country][1]))


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    country, national = number
    code, _, trunk = PHONES[country]
    r = rng.random()
    if country == "BR":
        return rng.choice((f"+55 {national}", national, "+55 " + national.replace("(", "")
                           .replace(")", "")))
    if r < 0.4:
        return f"+{code} {national}"
    if r < 0.55:
        return f"+{code}-{national.replace(' ', '-')}"
    if r < 0.65:
        return f"00{code} {national}"
    return trunk + national


def national_id(rng: random.Random, country: str) -> str:
    """Citizenship, NID, NIC, Teudat Zehut, Melli code and CPF numbers (SSN)."""
    if country == "NP":
        return rng.choice((f"{rng.randint(1, 77):02d}-{digits(rng, 2)}-{digits(rng, 2)}-"
                           f"{digits(rng, 5)}", f"{digits(rng, 3)}-{digits(rng, 4)}/{digits(rng, 3)}"))
    if country == "BD":
        return digits(rng, rng.choice((10, 13, 17)))
    if country == "LK":
        return rng.choice((f"{digits(rng, 9)}{rng.choice('VX')}", "19" + digits(rng, 10)))
    if country == "IL":
        return rng.choice((digits(rng, 9), f"{digits(rng, 8)}-{digits(rng, 1)}"))
    if country == "IR":
        return rng.choice((f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 1)}", digits(rng, 10)))
    return f"{digits(rng, 3)}.{digits(rng, 3)}.{digits(rng, 3)}-{digits(rng, 2)}"


def plate(rng: random.Random, country: str) -> str:
    """A number plate in the format of ``country``."""
    if country == "NP":
        return rng.choice((f"Ba {rng.randint(1, 99)} Pa {digits(rng, 4)}",
                           f"Ga {rng.randint(1, 9)} Kha {digits(rng, 4)}",
                           f"Bagmati 0{rng.randint(1, 3)}-00{rng.randint(1, 9)} Pa {digits(rng, 4)}",
                           f"Ko {rng.randint(1, 20)} Cha {digits(rng, 4)}"))
    if country == "BD":
        return rng.choice((f"Dhaka Metro-{rng.choice(('Ga', 'Kha', 'Ha', 'Cha'))} "
                           f"{digits(rng, 2)}-{digits(rng, 4)}",
                           f"Chatta Metro-Ga {digits(rng, 2)}-{digits(rng, 4)}"))
    if country == "LK":
        return rng.choice((f"{rng.choice(('WP', 'CP', 'SP', 'NW'))} {letters(rng, 3)}-{digits(rng, 4)}",
                           f"{letters(rng, 2)}-{digits(rng, 4)}", f"{rng.randint(10, 300)}-{digits(rng, 4)}"))
    if country == "IL":
        return rng.choice((f"{digits(rng, 2)}-{digits(rng, 3)}-{digits(rng, 2)}",
                           f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 3)}"))
    if country == "IR":
        return f"{digits(rng, 2)} {rng.choice('BDJSTLMNVHY')} {digits(rng, 3)} - {digits(rng, 2)}"
    return rng.choice((f"{letters(rng, 3)}{rng.randrange(10)}{letters(rng, 1)}{digits(rng, 2)}",
                       f"{letters(rng, 3)}-{digits(rng, 4)}"))


def vin(rng: random.Random) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def fleet_number(rng: random.Random) -> tuple[str, str]:
    """(label, number) of an ambulance, police car or tow truck: the label stays outside."""
    return rng.choice((("Unit ", f"{rng.randint(1, 99)}"), ("ambulance ", f"AMB-{digits(rng, 3)}"),
                       ("Medic ", f"{rng.randint(1, 40)}"), ("patrol car ", f"{digits(rng, 4)}"),
                       ("vehicle no. ", f"{letters(rng, 2)}-{digits(rng, 3)}"),
                       ("Rescue ", f"{rng.randint(1, 9)}{rng.choice('ABC')}"),
                       ("fleet no. ", f"{digits(rng, 3)}/{digits(rng, 2)}")))


def claim_number(rng: random.Random, year: int) -> str:
    return rng.choice((f"WC-{year}-{digits(rng, 6)}", f"CLM{digits(rng, 8)}",
                       f"{digits(rng, 4)}/{year % 100:02d}/{letters(rng, 2)}",
                       f"{letters(rng, 3)}-{digits(rng, 7)}", f"{digits(rng, 2)}-{digits(rng, 6)}-C"))


def auth_number(rng: random.Random, year: int) -> str:
    return rng.choice((f"PA{digits(rng, 9)}", f"UR-{year}-{digits(rng, 5)}",
                       f"{letters(rng, 1)}{digits(rng, 3)}-{digits(rng, 4)}-{letters(rng, 1)}",
                       f"AUTH {digits(rng, 7)}", f"{digits(rng, 11)}"))


def case_number(rng: random.Random, year: int) -> str:
    return rng.choice((f"PH-{year}-{digits(rng, 4)}", f"CI{year % 100:02d}{digits(rng, 5)}",
                       f"{digits(rng, 3)}/{year}", f"DCR-{digits(rng, 6)}",
                       f"CR {digits(rng, 3)}/{year % 100:02d}", f"FIR {digits(rng, 4)}/{year}",
                       f"{letters(rng, 2)}-{digits(rng, 5)}-{year % 100:02d}"))


def member_id(rng: random.Random, country: str) -> str:
    return rng.choice((f"{letters(rng, 3)}{digits(rng, 8)}", f"{digits(rng, 4)} {digits(rng, 4)} "
                       f"{digits(rng, 4)}", f"M-{digits(rng, 7)}/{rng.randint(1, 4)}",
                       f"{digits(rng, 9)}-{digits(rng, 2)}", f"{country}{digits(rng, 10)}"))


def mrn(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 2)}-{digits(rng, 6)}", f"H{digits(rng, 7)}",
                       f"{digits(rng, 4)}/{digits(rng, 2)}", f"MR-{digits(rng, 8)}",
                       f"{letters(rng, 3)}{digits(rng, 6)}", digits(rng, 9)))


def licence(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 8)}",
                       f"B{digits(rng, 7)}", f"NMC {digits(rng, 5)}", f"SLMC {digits(rng, 5)}",
                       f"BMDC A-{digits(rng, 5)}", f"CRM-MG {digits(rng, 5)}",
                       f"{digits(rng, 11)}", f"DL-{digits(rng, 4)}-{digits(rng, 7)}"))


def serial(rng: random.Random) -> str:
    return rng.choice((f"SN{digits(rng, 8)}", f"{letters(rng, 2)}{digits(rng, 6)}{letters(rng, 1)}",
                       f"{digits(rng, 4)}-{digits(rng, 4)}-{digits(rng, 2)}",
                       f"{letters(rng, 1)}{digits(rng, 9)}"))


@dataclass(frozen=True)
class SiteJ:
    name: str
    abbr: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    departments: tuple


@dataclass(frozen=True)
class StaffJ(Person):
    doctor: bool = True
    cred: str = "MD"
    license: str = ""
    email: str = ""
    user: str = ""
    site: int = 0


@dataclass
class PatientJ:
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
    nid: str
    insurer: str
    member: str
    profession: str
    employer: str
    past_jobs: tuple
    kin: tuple              # ((relation, person, phone, job), ...)
    school: str
    plate: str
    vin: str
    make: str
    site: int
    department: str
    room: str
    bed: str
    minor: bool
    visits: list = field(default_factory=list)


@dataclass
class VisitJ:
    number: int
    note_type: str
    day: dt.date


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.replace("-", " ").split() if w[0].isalpha() and w[0].isupper())


def street(rng: random.Random, country: str) -> str:
    """A street with a house number and now and then a flat (one STREET tag)."""
    name = rng.choice(STREETS[country])
    if country in ("IL", "BR"):
        base = f"{name} {rng.randint(1, 240)}" if rng.random() < 0.7 else \
            f"{name}, {rng.randint(1, 240)}"
    elif country == "IR":
        base = f"{name}, Pelak {rng.randint(1, 90)}"
    else:
        base = f"{rng.randint(1, 480)} {name}" if rng.random() < 0.6 else \
            f"House {rng.randint(1, 90)}, {name}"
    if rng.random() < 0.35:
        base += f", {rng.choice(UNIT_WORDS)} {rng.randint(1, 24)}{rng.choice(('', '', 'A', 'B'))}"
    return base


def _person(rng: random.Random, pools, sex: str | None = None) -> Person:
    """A person of J's origins: mostly South Asian (Faker), now and then Persian or Israeli."""
    sex = sex or rng.choice("MF")
    r = rng.random()
    if r < 0.12:
        first, last = rng.choice(IR_MALE if sex == "M" else IR_FEMALE), rng.choice(IR_LAST)
    elif r < 0.24:
        first, last = rng.choice(IL_MALE if sex == "M" else IL_FEMALE), rng.choice(IL_LAST)
    else:
        first = rng.choice(pools.male if sex == "M" else pools.female)
        last = rng.choice(pools.last)
    middle = rng.choice("ABDGHKLMNPRSTV") if rng.random() < 0.2 else ""
    return Person(first, middle, last, sex)


@dataclass(frozen=True)
class World:
    pools: object
    sites: tuple
    homes: tuple
    staff: tuple


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    pools = other_pools(seed, "J")
    rng = random.Random(f"deidkit-synth/{seed}/J/world")
    sites, homes = [], []
    for k in range(18):
        place = PLACES[(k * 7) % len(PLACES)]
        name = HOSPITAL_PATTERNS[k % len(HOSPITAL_PATTERNS)].format(
            city=place[1], last=_person(rng, pools).last)
        sites.append(SiteJ(name=name, abbr=_initials(name) or name[:3].upper(), place=place,
                           street=street(rng, place[0]),
                           postcode=postcode(rng, place[5]), phone=phone(rng, place[0]),
                           fax=phone(rng, place[0]),
                           domain=slug(name)[:14] + rng.choice((".org", ".health", ".gov.np",
                                                                ".lk", ".co.il", ".com.br")),
                           departments=tuple(rng.sample(DEPARTMENTS, 8))))
    for k in range(14):
        place = PLACES[(k * 5 + 2) % len(PLACES)]
        homes.append(CARE_HOME_PATTERNS[k % len(CARE_HOME_PATTERNS)].format(
            city=place[1], last=_person(rng, pools).last))
    staff = []
    for i in range(300):
        p = _person(rng, pools)
        doctor = rng.random() < 0.55
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        site = i % len(sites)
        staff.append(StaffJ(p.first, p.middle, p.last, p.sex, doctor=doctor,
                            cred=rng.choice(("MD", "MBBS", "MBBS, MD", "FCPS", "MS Ortho"))
                            if doctor else rng.choice(("RN", "OTR", "PT", "MSW", "BSc N", "CCM")),
                            license=licence(rng),
                            email=f"{f[:1]}{la}@{sites[site].domain}".lower(),
                            user=fi.username(rng, p.first, p.last), site=site))
    return World(pools, tuple(sites), tuple(homes), tuple(staff))


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/J/plan/{number}").choice((1, 1, 2, 2, 3))


#: Document types of a minor (school forms among them) and of an adult.
MINOR_TYPES = ("school_health_form", "case_investigation", "trauma_note", "discharge_planning",
               "prior_authorization")


def patient_builder(note_types):
    def build(seed: int, number: int) -> PatientJ:
        world = build_world(seed)
        pools = world.pools
        rng = random.Random(f"deidkit-synth/{seed}/J/patient/{number}")
        minor = rng.random() < 0.14
        p = _person(rng, pools)
        first = dt.date(rng.randint(2040, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.randint(5, 17) if minor else rng.choice(
            (rng.randint(18, 64), rng.randint(18, 64), rng.randint(25, 70), rng.randint(60, 99)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        site = rng.randrange(len(world.sites))
        place = world.sites[site].place if rng.random() < 0.7 else rng.choice(PLACES)
        country = place[0]
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        kin = tuple((rel, _person(rng, pools), phone(rng, country), rng.choice(JOBS))
                    for rel in rng.sample(RELATIONS, 3))
        patient = PatientJ(
            number=number, person=p, dob=dob, place=place, street=street(rng, country),
            postcode=postcode(rng, place[5]), phone=phone(rng, country),
            mobile=phone(rng, country),
            email=rng.choice((f"{f}.{la}", f"{f}{rng.randint(10, 99)}", f"{la}.{f[:1]}"))
            + "@" + rng.choice(("gmail.com", "yahoo.com", "ntc.net.np", "sltnet.lk",
                                "walla.co.il", "uol.com.br", "grameenphone.com")),
            mrn=mrn(rng), nid=national_id(rng, country), insurer=rng.choice(INSURERS),
            member=member_id(rng, country), profession=rng.choice(JOBS),
            employer=rng.choice(EMPLOYERS), past_jobs=tuple(rng.sample(JOBS, 3)),
            kin=kin, school=rng.choice(SCHOOLS), plate=plate(rng, country), vin=vin(rng),
            make=rng.choice(MAKES), site=site,
            department=rng.choice(world.sites[site].departments),
            room=str(rng.choice((rng.randint(101, 950), rng.randint(1, 40)))),
            bed=rng.choice(("A", "B", "C", "D", "1", "2", "3", "4")), minor=minor)
        kinds, weights = zip(*[(k, w) for k, w in note_types if not minor or k in MINOR_TYPES])
        day = first
        for v in range(1, visit_count(seed, number) + 1):
            patient.visits.append(VisitJ(v, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(3, 200))
        return patient
    return build


class JNote(Writer):
    """A style-J document; ``s_*`` methods are its template slots. ``{other}`` names a new
    private person and ``{other_job}``, ``{other_phone}`` write what belongs to them; ``{doc}``
    and ``{clin}`` name care providers."""

    def __init__(self, seed: int, patient: PatientJ, visit: VisitJ, rng: random.Random):
        super().__init__(rng)
        world = build_world(seed)
        self.world, self.pools = world, world.pools
        self.patient, self.visit = patient, visit
        self.site = world.sites[patient.site]
        self.other_site = world.sites[(patient.site + 1 + rng.randrange(len(world.sites) - 1))
                                      % len(world.sites)]
        self.local = [s for s in world.staff if s.site == patient.site]
        self.day = visit.day
        self.country = patient.place[0]
        self.date_style = rng.choice(("dmy_slash", "dmy_dot", "iso", "dmy_dash", "mdy_slash",
                                      "d_MON_Y", "dmy2", "iso_slash"))
        self.narr_style = rng.choice(("d_month_y", "month_d_y", "d_mon_y", "mon_d_y"))
        d, b = visit.day, patient.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.injury_day = d - dt.timedelta(days=rng.randint(0, 40))
        self.other_p = _person(rng, self.pools)
        self.kin = rng.choice(patient.kin)
        self.doc_p = rng.choice([s for s in self.local if s.doctor] or self.local)
        self.clin_p = rng.choice([s for s in self.local if not s.doctor] or self.local)

    # -- layout -----------------------------------------------------------------------------
    def kv(self, rows, *, k=None, leader: str | None = None, caps: bool = False) -> None:
        """'Key: value' rows (``k`` of them, in order), padded or not."""
        rng = self.rng
        rows = list(rows)
        if k is not None:
            keep = set(self.choose(range(len(rows)), k))
            rows = [r for i, r in enumerate(rows) if i in keep]
        leader = leader or rng.choice((": ", ": ", ":  ", " - ", ".... ", " : ", ":\t"))
        width = max(len(key) for key, _ in rows) + 1
        pad = rng.random() < 0.4
        for key, value in rows:
            key = key.upper() if caps else key
            self.lit((key.ljust(width) if pad else key) + leader)
            self.fill(value)
            self.nl()

    def capture(self, template: str) -> list:
        saved, self.segs = self.segs, []
        try:
            self.fill(template)
            return self.segs
        finally:
            self.segs = saved

    def emit(self, segs) -> None:
        for text, type_, kind in segs:
            if kind == PHI:
                self.phi(text, type_)
            elif kind == RAW:
                self.raw(text)
            else:
                self.lit(text)

    def table(self, header, row_templates, n: int, *, before_row=None) -> None:
        """A table of ``n`` rows: aligned, pipe-separated or semicolon-separated."""
        rng = self.rng
        rows = []
        for _ in range(n):
            if before_row:
                before_row()
            rows.append([self.capture(rng.choice(t) if isinstance(t, tuple) else t)
                         for t in row_templates])
        layout = rng.choice(("aligned", "aligned", "pipe", "semicolon", "tab"))
        if layout == "aligned":
            widths = [max([len(h)] + [sum(len(s[0]) for s in r[i]) for r in rows])
                      for i, h in enumerate(header)]
            self.lit("  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip() + "\n")
            for row in rows:
                for i, cell in enumerate(row):
                    if i:
                        self.lit("  ")
                    self.emit(cell)
                    if i < len(row) - 1:
                        self.lit(" " * (widths[i] - sum(len(s[0]) for s in cell)))
                self.nl()
            return
        sep = {"pipe": " | ", "semicolon": "; ", "tab": "\t"}[layout]
        self.lit(sep.join(header) + "\n")
        for row in rows:
            for i, cell in enumerate(row):
                if i:
                    self.lit(sep)
                self.emit(cell)
            self.nl()

    def heading(self, text: str) -> None:
        rng = self.rng
        style = rng.choice(("caps", "colon", "under", "hash"))
        if style == "caps":
            self.lit(text.upper() + "\n")
        elif style == "colon":
            self.lit(text + ":\n")
        elif style == "under":
            self.lit(text + "\n" + "-" * len(text) + "\n")
        else:
            self.lit("## " + text + "\n")

    def checkbox(self, label: str) -> None:
        self.lit(self.rng.choice(("[x] ", "[ ] ", "[X] ", "( ) ", "(x) ")) + label + "\n")

    # -- dates --------------------------------------------------------------------------------
    def date(self, d: dt.date, narrative: bool = False) -> None:
        rng = self.rng
        house = self.narr_style if narrative else self.date_style
        style = house if rng.random() < 0.75 else rng.choice(fi.NUMERIC + fi.NARRATIVE)
        self.phi(fi.format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)
    def s_date_n(self): self.date(self.day, narrative=True)
    def s_dob(self): self.date(self.patient.dob)
    def s_injury(self): self.date(self.injury_day)
    def s_injury_n(self): self.date(self.injury_day, narrative=True)

    def s_later(self):
        self.date(self.day + dt.timedelta(days=self.rng.randint(2, 90)), self.rng.random() < 0.4)

    def s_earlier(self):
        d = self.day - dt.timedelta(days=self.rng.randint(40, 4000))
        self.phi(fi.format_date(d, self.rng.choice(("month_y", "y", self.date_style,
                                                    self.narr_style))), "DATE")

    def s_year(self):
        self.phi(str(self.day.year - self.rng.randint(1, 30)), "DATE")

    def s_weekday(self):
        d = self.injury_day
        self.phi(fi.format_date(d, "weekday"), "DATE")

    def s_time(self): self.lit(fi.clock(self.rng))

    # -- the patient and private persons ------------------------------------------------------
    def person_name(self, p: Person, type_: str = "PATIENT") -> None:
        rng = self.rng
        self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}", p.last,
                             f"{p.last.upper()}, {p.first}", f"{p.first[0]}. {p.last}",
                             f"{p.first} {p.middle}. {p.last}" if p.middle else p.first)), type_)

    def s_pt(self): self.person_name(self.patient.person)

    def s_pt_full(self):
        p = self.patient.person
        self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_pt_first(self): self.phi(self.patient.person.first, "PATIENT")

    def s_pt_caps(self):
        p = self.patient.person
        self.phi(self.rng.choice((f"{p.last.upper()}, {p.first}", f"{p.last.upper()} {p.first.upper()}",
                                  f"{p.last}, {p.first}")), "PATIENT")

    def s_pt_title(self):
        p = self.patient.person
        self.lit(("Mr" if p.sex == "M" else self.rng.choice(("Ms", "Mrs"))) +
                 self.rng.choice((". ", " ")))
        self.phi(p.last, "PATIENT")

    def s_he(self): self.lit("he" if self.patient.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.patient.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.patient.person.sex == "M" else "her")
    def s_sex(self): self.lit(self.rng.choice(("M", "male", "Male")) if self.patient.person.sex
                              == "M" else self.rng.choice(("F", "female", "Female")))
    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_yo(self):
        self.phi(str(self.age), "AGE")
        self.lit(self.rng.choice(("-year-old", " years old", " yrs", " y", "yo", " years")))

    def s_kin(self): self.person_name(self.kin[1])
    def s_kin_rel(self): self.lit(self.kin[0])
    def s_kin_phone(self): self.phi(format_phone(self.kin[2], self.rng), "PHONE")
    def s_kin_job(self): self.phi(self.job_text(self.kin[3]), "PROFESSION")

    def s_new_kin(self):
        """Moves on to another relative and names them."""
        self.kin = self.rng.choice(self.patient.kin)
        self.person_name(self.kin[1])

    def s_other(self):
        """A new private person (a witness, supervisor, coach, informant): PATIENT."""
        self.other_p = _person(self.rng, self.pools)
        self.person_name(self.other_p)

    def s_other_again(self): self.phi(self.other_p.last, "PATIENT")
    def s_other_phone(self): self.phi(format_phone(phone(self.rng, self.country), self.rng),
                                      "PHONE")
    def s_other_job(self): self.phi(self.job_text(self.rng.choice(JOBS)), "PROFESSION")
    def s_other_age(self): self.phi(str(self.rng.randint(3, 88)), "AGE")

    def job_text(self, job: str) -> str:
        r = self.rng.random()
        if r < 0.2:
            return " ".join(w[:1].upper() + w[1:] for w in job.split())
        return job[:1].upper() + job[1:] if r < 0.3 else job

    def s_prof(self): self.phi(self.job_text(self.patient.profession), "PROFESSION")
    def s_past_job(self): self.phi(self.job_text(self.rng.choice(self.patient.past_jobs)),
                                   "PROFESSION")
    def s_relation(self): self.lit(self.rng.choice(RELATIONS))

    # -- care providers -----------------------------------------------------------------------
    def s_doc(self):
        """A doctor, titled or credentialed now and then."""
        s = self.doc_p = self.rng.choice([x for x in self.local if x.doctor] or self.local)
        rng = self.rng
        r = rng.random()
        if r < 0.45:
            self.lit(rng.choice(("Dr ", "Dr. ", "DR ")))
            self.phi(rng.choice((s.last, f"{s.first} {s.last}", f"{s.first[0]}. {s.last}")),
                     "DOCTOR")
        else:
            self.phi(rng.choice((f"{s.first} {s.last}", f"{s.last}, {s.first}")), "DOCTOR")
            if rng.random() < 0.6:
                self.lit(", " + s.cred)

    def s_doc_again(self): self.phi(self.doc_p.last, "DOCTOR")
    def s_doc_license(self): self.phi(self.doc_p.license, "LICENSE")
    def s_doc_email(self): self.phi(self.doc_p.email, "EMAIL")

    def s_clin(self):
        """A nurse, therapist or case manager: DOCTOR, with a credential now and then."""
        s = self.clin_p = self.rng.choice([x for x in self.local if not x.doctor] or self.local)
        self.phi(self.rng.choice((f"{s.first} {s.last}", f"{s.first[0]}. {s.last}", s.first)),
                 "DOCTOR")
        if self.rng.random() < 0.5:
            self.lit(self.rng.choice((", ", " ")) + s.cred)

    def s_clin_user(self): self.phi(self.clin_p.user, "USERNAME")
    def s_clin_email(self): self.phi(self.clin_p.email, "EMAIL")
    def s_staff_role(self): self.lit(self.rng.choice(STAFF_ROLES))

    # -- places -------------------------------------------------------------------------------
    def s_hosp(self):
        s = self.site
        self.phi(s.abbr if len(s.abbr) > 2 and self.rng.random() < 0.2 else s.name, "HOSPITAL")

    def s_other_hosp(self): self.phi(self.other_site.name, "HOSPITAL")
    def s_home(self): self.phi(self.rng.choice(self.world.homes), "HOSPITAL")
    def s_dept(self): self.phi(self.patient.department, "DEPARTMENT")
    def s_any_dept(self): self.phi(self.rng.choice(self.site.departments), "DEPARTMENT")
    def s_other_dept(self): self.phi(self.rng.choice(DEPARTMENTS), "DEPARTMENT")
    def s_bare_unit(self): self.lit(self.rng.choice(BARE_UNITS))

    def s_room(self):
        self.lit(self.rng.choice(("Room ", "Rm ", "room ", "Room no. ", "RM ")))
        self.phi(self.patient.room, "ROOM")

    def s_room_value(self): self.phi(self.patient.room, "ROOM")

    def s_bed(self):
        self.lit(self.rng.choice(("Bed ", "bed ", "Bed no. ", "BED ")))
        self.phi(self.patient.bed, "ROOM")

    def s_bed_value(self): self.phi(self.patient.bed, "ROOM")

    def s_any_room(self):
        rng = self.rng
        self.lit(rng.choice(("Room ", "Interview Room ", "Side room ", "Cubicle ", "Bay ")))
        self.phi(rng.choice((str(rng.randint(1, 30)), f"{rng.randint(1, 9)}{rng.choice('ABC')}",
                             str(rng.randint(100, 899)))), "ROOM")

    def s_city(self): self.phi(self.patient.place[1], "CITY")

    def s_state(self):
        place, rng = self.patient.place, self.rng
        r = rng.random()
        self.phi(place[3] if place[3] and r < 0.3 else place[4] if r < 0.5 else place[2],
                 "STATE")

    def s_any_state(self):
        place = self.rng.choice(PLACES)
        self.phi(place[2] if self.rng.random() < 0.7 else place[4], "STATE")

    def s_zip(self): self.phi(self.patient.postcode, "ZIP")
    def s_street(self): self.phi(self.patient.street, "STREET")
    def s_country(self): self.phi(self.patient.place[6], "COUNTRY")
    def s_travel_country(self): self.phi(self.rng.choice(COUNTRIES), "COUNTRY")

    def address(self, street_: str, place: tuple, code: str) -> None:
        rng = self.rng
        sep = rng.choice((", ", "\n", ", "))
        self.phi(street_, "STREET")
        self.lit(sep)
        self.phi(place[1], "CITY")
        if rng.random() < 0.6:
            self.lit(rng.choice((", ", " - ", ", ")))
            self.phi(place[3] if place[3] and rng.random() < 0.4 else place[2], "STATE")
        if rng.random() < 0.7:
            self.lit(" " if rng.random() < 0.6 else sep)
            self.phi(code, "ZIP")
        if rng.random() < 0.4:
            self.lit(sep)
            self.phi(place[6], "COUNTRY")

    def s_address(self):
        p = self.patient
        self.address(p.street, p.place, p.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    def s_any_address(self):
        place = self.rng.choice(PLACES)
        self.address(street(self.rng, place[0]), place, postcode(self.rng, place[5]))

    def s_landmark(self):
        rng = self.rng
        text = rng.choice(LANDMARK_PATTERNS).format(
            city=self.patient.place[1], last=_person(rng, self.pools).last, n=rng.randint(2, 180))
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "LOCATION-OTHER")

    # -- organizations ------------------------------------------------------------------------
    def org(self, names) -> None:
        self.phi(self.rng.choice(names), "ORGANIZATION")

    def s_employer(self): self.phi(self.patient.employer, "ORGANIZATION")
    def s_any_employer(self): self.org(EMPLOYERS)
    def s_insurer(self): self.phi(self.patient.insurer, "ORGANIZATION")
    def s_carrier(self): self.org(COMP_CARRIERS)
    def s_police(self): self.org(POLICE)
    def s_court(self): self.org(COURTS)
    def s_probation(self): self.org(PROBATION)
    def s_lawfirm(self): self.org(LAW_FIRMS)
    def s_school(self): self.phi(self.patient.school, "ORGANIZATION")
    def s_any_school(self): self.org(SCHOOLS)
    def s_club(self): self.org(CLUBS)
    def s_funeral(self): self.org(FUNERAL_HOMES)
    def s_tow(self): self.org(TOW)
    def s_transport(self): self.org(TRANSPORT)
    def s_agency(self): self.org(HOME_HEALTH)
    def s_dme(self): self.org(DME)
    def s_community(self): self.org(COMMUNITY)
    def s_union(self): self.org(UNIONS)
    def s_ph_office(self): self.org(PUBLIC_HEALTH)

    # -- contact ------------------------------------------------------------------------------
    def s_phone(self): self.phi(format_phone(self.patient.phone, self.rng), "PHONE")
    def s_mobile(self): self.phi(format_phone(self.patient.mobile, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    def s_any_phone(self): self.phi(format_phone(phone(self.rng, self.rng.choice(PLACES)[0]),
                                                 self.rng), "PHONE")
    def s_any_fax(self): self.phi(format_phone(phone(self.rng, self.country), self.rng), "FAX")
    def s_email(self): self.phi(self.patient.email, "EMAIL")

    def s_org_email(self):
        rng = self.rng
        name = slug(rng.choice(COMP_CARRIERS + INSURERS + HOME_HEALTH))[:12]
        self.phi(f"{rng.choice(('claims', 'ur', 'intake', 'referrals', 'care'))}@{name}.com",
                 "EMAIL")

    def s_url(self):
        rng, d = self.rng, self.site.domain
        self.phi(rng.choice((f"www.{d}", f"https://{d}/referrals", f"portal.{d}")), "URL")

    def s_ip(self): self.phi(f"10.{self.rng.randint(0, 255)}.{self.rng.randint(0, 255)}."
                             f"{self.rng.randint(1, 254)}", "IPADDR")

    # -- identifiers --------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.patient.mrn, "MEDICALRECORD")
    def s_nid(self): self.phi(self.patient.nid, "SSN")
    def s_other_nid(self): self.phi(national_id(self.rng, self.country), "SSN")
    def s_member(self): self.phi(self.patient.member, "HEALTHPLAN")
    def s_claim(self): self.phi(claim_number(self.rng, self.day.year), "IDNUM")
    def s_auth(self): self.phi(auth_number(self.rng, self.day.year), "IDNUM")
    def s_case_no(self): self.phi(case_number(self.rng, self.day.year), "IDNUM")
    def s_badge(self): self.phi(digits(self.rng, self.rng.choice((4, 5, 6))), "IDNUM")
    # a telephone extension is PHONE, as in the other styles
    def s_ext(self): self.phi(digits(self.rng, self.rng.choice((4, 5, 6))), "PHONE")
    def s_policy(self): self.phi(f"{letters(self.rng, 2)}/{digits(self.rng, 6)}/"
                                 f"{self.day.year % 100:02d}", "ACCOUNT")
    def s_acct(self): self.phi(fi.account(self.rng), "ACCOUNT")
    def s_license(self): self.phi(licence(self.rng), "LICENSE")
    def s_plate(self): self.phi(self.patient.plate, "VEHICLE")
    def s_other_plate(self): self.phi(plate(self.rng, self.country), "VEHICLE")
    def s_vin(self): self.phi(self.patient.vin, "VEHICLE")

    def s_fleet(self):
        label, value = fleet_number(self.rng)
        self.lit(label)
        self.phi(value, "VEHICLE")

    def s_make(self): self.lit(self.patient.make)
    def s_any_make(self): self.lit(self.rng.choice(MAKES))
    def s_serial(self): self.phi(serial(self.rng), "DEVICE")
    def s_specimen(self): self.phi(fi.specimen(self.rng, self.day.year), "BIOID")
    def s_user(self): self.phi(fi.username(self.rng, self.other_p.first, self.other_p.last),
                               "USERNAME")

    # -- look-alikes (not PHI) ----------------------------------------------------------------
    def s_vitals(self): self.lit(fi.vitals(self.rng))
    def s_dose(self): self.lit(lexicon.drug_line(self.rng))
    def s_drug(self): self.lit(self.rng.choice(lexicon.DRUGS)[0])
    def s_lab(self): self.lit(fi.lab_shorthand(self.rng))
    def s_score(self): self.lit(fi.scores(self.rng))
    def s_industry(self): self.lit(self.rng.choice(INDUSTRIES))
    def s_count(self): self.lit(str(self.rng.randint(2, 14)))
    def s_kg(self): self.lit(f"{self.rng.choice((5, 10, 12, 15, 20, 23, 25, 30, 40))} kg")
    def s_hours(self): self.lit(str(self.rng.choice((4, 6, 8, 10, 12))))
    def s_pct(self): self.lit(f"{self.rng.choice((5, 10, 15, 20, 25, 30, 40))}%")

    def s_icd(self):
        self.lit(self.rng.choice(("S62.61XA", "S83.511A", "M54.5", "S06.0X1A", "T31.11",
                                  "J18.9", "A09", "B05.9", "F20.0", "F43.10", "I63.9",
                                  "S72.001A", "G47.33", "A15.0", "S42.201A", "E11.65")))

    def s_cpt(self):
        self.lit(self.rng.choice(("97110", "97530", "27447", "99285", "70450", "63030",
                                  "E0601", "97165", "90792", "88305", "29881", "K0001")))
