"""Style U: everyday clinical notes of an eighth origin, for DEVELOPMENT: no recipe trains on
it, and it is not blind either. Developers may read a model's errors on U to understand
over-redaction on clinical text of new origins, as they read H's for general-domain text
(the held-out styles V, W, X and Y stay blind: their errors are never read).

Its documents are the common kinds real clinical corpora are made of
(:mod:`deidkit.synth.style_u_notes`): discharge summaries, daily progress notes, consult
notes, emergency-department notes, outpatient clinic letters, radiology reports, operative
notes and nursing admission assessments, in layouts of their own (bracketed or '>>'
headings, numbered sections, key-value headers, some documents in capitals or lower case,
some hard-wrapped). People and places come from the United Arab Emirates, Saudi Arabia,
Oman, Jordan, Ghana, Ethiopia, Uganda, Portugal, Greece and Romania (none of the held-out
styles' countries), with the dates, phones, postcodes, IDs and licences of each (Emirates
ID 784-1985-1234567-1, Saudi national ID and Iqama, Omani civil number, Jordanian national
number, Ghana Card GHA-123456789-0, Ethiopian Fayda number, Ugandan NIN, Portuguese NIF and
SNS utente number, Greek AMKA, Romanian CNP; Saudi dates now and then in the Hijri
calendar). Names are Portuguese, Greek (romanized) and Romanian (Faker's locales) and
Emirati, Saudi, Omani and Jordanian Arabic, Akan, Ga and Ewe, Amharic and Oromo, Luganda and
Acholi (lists below, romanized as their bearers write them in English). Dense clinical
vocabulary that is not PHI (drugs and doses, abbreviations, eponymous signs and scores, lab
values and units, ICD-10 codes, times) stands beside the PHI.

Annotation follows the i2b2 2014 guidelines with the conventions the training styles share
(those of styles I, J, K and L): titles, credentials and label words stay outside tags
('Dr', 'Prof.', 'Sr', 'RN', 'MBChB', 'Rm' in 'Rm 412', 'Bed' in 'Bed 12', 'Cubicle',
'Theatre', 'MRN', 'Emirates ID', 'Iqama', 'NIF', 'AMKA', 'CNP', 'ext'), and so do times
('14:20', '0715h'); 'retired' stays outside PROFESSION. Every date is DATE (weekdays,
years alone and Hijri dates too), every age AGE. The patient and relatives are PATIENT;
care staff (physicians, surgeons, anaesthetists, nurses, radiographers, referring GPs)
DOCTOR; EHR log-ins USERNAME. A patient's or relative's occupation is PROFESSION, a role in
the care ('the on-call registrar', 'the charge nurse') is not. A named ward, unit or
service ('Ward 3B', 'Al Noor Ward', 'Servico de Medicina Interna 2', 'Sectia Cardiologie')
is DEPARTMENT; generic specialties and the units every hospital has written bare
('cardiology', 'ICU', 'theatre', 'OPD', 'the ED', 'radiology') are not. Hospitals, health
centres and polyclinics HOSPITAL; payers, employers, pharmacies and laboratories outside
the hospital ORGANIZATION. A street with its building, villa or flat is one STREET;
emirates, regions, governorates, districts and counties STATE; postcodes and Ghana's
digital addresses ZIP; markets, malls, beaches, roads of an accident and other landmarks
LOCATION-OTHER. National numbers (Emirates ID, Saudi ID and Iqama, civil and national
numbers, Ghana Card, Fayda, NIN, NIF, AMKA, CNP) SSN; record numbers MEDICALRECORD;
insurance, NHIS, SNS and CNAS numbers HEALTHPLAN; bills and encounter accounts ACCOUNT;
practitioner licences (DHA, SCFHS, OMSB, JMC, MDC, UMDPC, Ordem dos Medicos, parafa codes)
LICENSE; referral, prescription, order and police report numbers IDNUM; specimen and
accession numbers BIOID; serials of implants, pacemakers and pumps DEVICE; plates VEHICLE.
Not PHI: drug names, doses, routes and frequencies, lab values and ranges, scores (GCS,
NEWS2, Wells, CHA2DS2-VASc, ASA), ICD-10 codes, times, durations, counts, generic
specialties, eponymous signs, lot numbers of implants and sutures, and film or contrast
volumes.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_i as fi
from deidkit.synth.builder import Writer
from deidkit.synth.locales import postcode, romanize
from deidkit.synth.model import Person
from deidkit.synth.pools import ascii_fold, faker_for, unique
from deidkit.synth.surface import MONTHS, MONTHS_ABBR, WEEKDAYS, digits, letters, slug

#: Real places: (country code, city, region (STATE), its short form, postcode shape ('' where
#: the country has none), country name, landline shape).
PLACES = (
    ("AE", "Dubai", "Dubai", "DXB", "", "United Arab Emirates", "04 ddd dddd"),
    ("AE", "Abu Dhabi", "Abu Dhabi", "AUH", "", "United Arab Emirates", "02 ddd dddd"),
    ("AE", "Sharjah", "Sharjah", "SHJ", "", "UAE", "06 ddd dddd"),
    ("AE", "Al Ain", "Abu Dhabi", "AUH", "", "UAE", "03 ddd dddd"),
    ("AE", "Ras Al Khaimah", "Ras Al Khaimah", "RAK", "", "United Arab Emirates",
     "07 ddd dddd"),
    ("SA", "Riyadh", "Riyadh Region", "Ar Riyad", "1dddd", "Saudi Arabia", "011 ddd dddd"),
    ("SA", "Jeddah", "Makkah Region", "Makkah", "2dddd", "Saudi Arabia", "012 ddd dddd"),
    ("SA", "Dammam", "Eastern Province", "Ash Sharqiyah", "3dddd", "KSA", "013 ddd dddd"),
    ("SA", "Abha", "Asir Region", "Asir", "6dddd", "Saudi Arabia", "017 ddd dddd"),
    ("OM", "Muscat", "Muscat Governorate", "Muscat", "1dd", "Oman", "24dd dddd"),
    ("OM", "Sohar", "North Al Batinah Governorate", "Al Batinah North", "311", "Oman",
     "26dd dddd"),
    ("OM", "Salalah", "Dhofar Governorate", "Dhofar", "211", "Sultanate of Oman", "23dd dddd"),
    ("OM", "Nizwa", "Ad Dakhiliyah Governorate", "Ad Dakhiliyah", "611", "Oman", "25dd dddd"),
    ("JO", "Amman", "Amman Governorate", "Amman", "11ddd", "Jordan", "06 ddd dddd"),
    ("JO", "Irbid", "Irbid Governorate", "Irbid", "21ddd", "Jordan", "02 ddd dddd"),
    ("JO", "Zarqa", "Zarqa Governorate", "Zarqa", "13ddd", "Jordan", "05 ddd dddd"),
    ("JO", "Aqaba", "Aqaba Governorate", "Aqaba", "77ddd", "Hashemite Kingdom of Jordan",
     "03 ddd dddd"),
    ("GH", "Accra", "Greater Accra Region", "Greater Accra", "GA-ddd-dddd", "Ghana",
     "030 ddd dddd"),
    ("GH", "Kumasi", "Ashanti Region", "Ashanti", "AK-ddd-dddd", "Ghana", "032 ddd dddd"),
    ("GH", "Cape Coast", "Central Region", "Central", "CC-ddd-dddd", "Ghana", "033 ddd dddd"),
    ("GH", "Tamale", "Northern Region", "Northern", "NT-ddd-dddd", "Ghana", "037 ddd dddd"),
    ("GH", "Ho", "Volta Region", "Volta", "VH-ddd-dddd", "Ghana", "036 ddd dddd"),
    ("ET", "Addis Ababa", "Addis Ababa City Administration", "Addis Ababa", "1000",
     "Ethiopia", "011 ddd dddd"),
    ("ET", "Bahir Dar", "Amhara Region", "Amhara", "6000", "Ethiopia", "058 ddd dddd"),
    ("ET", "Hawassa", "Sidama Region", "Sidama", "1dd0", "Ethiopia", "046 ddd dddd"),
    ("ET", "Adama", "Oromia Region", "Oromia", "1888", "Ethiopia", "022 ddd dddd"),
    ("ET", "Gondar", "Amhara Region", "Amhara", "6200", "Ethiopia", "058 ddd dddd"),
    ("UG", "Kampala", "Kampala District", "Central Region", "", "Uganda", "0414 ddd ddd"),
    ("UG", "Gulu", "Gulu District", "Northern Region", "", "Uganda", "0471 ddd ddd"),
    ("UG", "Mbarara", "Mbarara District", "Western Region", "", "Uganda", "0485 ddd ddd"),
    ("UG", "Jinja", "Jinja District", "Eastern Region", "", "Uganda", "0434 ddd ddd"),
    ("UG", "Entebbe", "Wakiso District", "Central Region", "", "Uganda", "0414 ddd ddd"),
    ("PT", "Lisboa", "Distrito de Lisboa", "Lisboa", "1ddd-ddd", "Portugal", "21 ddd dddd"),
    ("PT", "Porto", "Distrito do Porto", "Porto", "4ddd-ddd", "Portugal", "22 ddd dddd"),
    ("PT", "Coimbra", "Distrito de Coimbra", "Coimbra", "30dd-ddd", "Portugal", "239 ddd ddd"),
    ("PT", "Braga", "Distrito de Braga", "Braga", "47dd-ddd", "Portugal", "253 ddd ddd"),
    ("PT", "Faro", "Algarve", "Faro", "80dd-ddd", "Portugal", "289 ddd ddd"),
    ("PT", "Funchal", "Madeira", "RAM", "90dd-ddd", "Portugal", "291 ddd ddd"),
    ("GR", "Athens", "Attica", "Attiki", "1dd dd", "Greece", "210 ddddddd"),
    ("GR", "Thessaloniki", "Central Macedonia", "Kentriki Makedonia", "5dd dd", "Greece",
     "2310 dddddd"),
    ("GR", "Patras", "Western Greece", "Dytiki Ellada", "26d dd", "Greece", "2610 dddddd"),
    ("GR", "Heraklion", "Crete", "Kriti", "71d dd", "Hellenic Republic", "2810 dddddd"),
    ("GR", "Ioannina", "Epirus", "Ipeiros", "45d dd", "Greece", "26510 ddddd"),
    ("RO", "Bucuresti", "Sector 3", "Sector 3", "03dddd", "Romania", "021 ddd dddd"),
    ("RO", "Cluj-Napoca", "Cluj County", "jud. Cluj", "400ddd", "Romania", "0264 ddd ddd"),
    ("RO", "Iasi", "Iasi County", "jud. Iasi", "700ddd", "Romania", "0232 ddd ddd"),
    ("RO", "Timisoara", "Timis County", "jud. Timis", "300ddd", "Romania", "0256 ddd ddd"),
    ("RO", "Constanta", "Constanta County", "jud. Constanta", "900ddd", "Romania",
     "0241 ddd ddd"),
)
COUNTRIES = ("AE", "SA", "OM", "JO", "GH", "ET", "UG", "PT", "GR", "RO")
COUNTRY_WEIGHTS = (13, 11, 8, 9, 11, 10, 9, 10, 10, 9)
#: Phones: (country code, mobile shapes; landlines are the places' shapes).
MOBILES = {"AE": ("971", ("050 ddd dddd", "055-ddd-dddd", "056 dddddd d", "052 ddd dddd")),
           "SA": ("966", ("05d ddd dddd", "05dddddddd", "055 ddd dddd")),
           "OM": ("968", ("9ddd dddd", "7ddd dddd", "99dddddd")),
           "JO": ("962", ("079 ddd dddd", "077-ddd-dddd", "078 ddd dddd")),
           "GH": ("233", ("024 ddd dddd", "054-ddd-dddd", "020 ddd dddd", "0277 dddddd")),
           "ET": ("251", ("091 ddd dddd", "0911 dd dd dd", "0920-dddddd")),
           "UG": ("256", ("0772 ddd ddd", "0701-dddddd", "0752 ddd ddd")),
           "PT": ("351", ("91d ddd ddd", "93d ddd ddd", "96d ddd ddd")),
           "GR": ("30", ("69d ddd dddd", "69dddddddd", "697 ddd dddd")),
           "RO": ("40", ("07dd ddd ddd", "07dd.ddd.ddd", "07dddddddd"))}
#: Date shapes of each country (see :func:`format_date`).
DATE_STYLES = {"AE": ("dmY/", "dMonY-", "dmY/", "iso"), "SA": ("dmY/", "dMonY-", "iso", "dmY/"),
               "OM": ("dmY/", "dMonY-", "dMonY "), "JO": ("dmY/", "d/m/Y", "dMonY "),
               "GH": ("dmY/", "dMonthY", "dmy/", "dMonY "), "ET": ("dmY/", "dMonthY", "d/m/Y"),
               "UG": ("dmY/", "dMonthY", "dmY-", "dMONY"), "PT": ("dmY-", "dmY/", "iso"),
               "GR": ("d/m/Y", "dmY/", "dmy-"), "RO": ("dmY.", "dmY.", "dmy.", "iso")}
STREET_NAMES = {
    "AE": ("Al Wasl Road", "Street 23, Al Barsha 2", "Hessa Street", "Al Khawaneej Road",
           "Muroor Road", "Al Khan Street", "Khalifa Street", "Al Jimi Street",
           "Al Nakheel Road", "Street 12, Mirdif"),
    "SA": ("King Fahd Road", "Prince Sultan Street", "Al Tahlia Street", "Olaya Street",
           "Al Madinah Road", "King Abdulaziz Street", "Al Khobar Corniche Road",
           "Prince Mohammed bin Abdulaziz Street"),
    "OM": ("Way 3017, Al Khuwair", "Sultan Qaboos Street", "Way 2731, Qurum", "Al Nahda Street",
           "Way 504, Al Hail North", "Salalah Main Road", "Way 1509, Bausher"),
    "JO": ("Mecca Street", "Wasfi Al Tal Street", "Al Rainbow Street", "University Street",
           "Al Hashmi Street", "Queen Rania Street", "Zahran Street", "King Abdullah II Street"),
    "GH": ("Oxford Street, Osu", "Liberation Road", "Kojo Thompson Road", "Harper Road",
           "Prempeh II Street", "Spintex Road", "Tamale-Bolgatanga Road", "Kotei Street"),
    "ET": ("Bole Road", "Churchill Avenue", "Haile Gebreselassie Road", "Africa Avenue",
           "Kebele 07, Arada", "Woreda 03, Yeka", "Tana Road", "Piassa Street"),
    "UG": ("Kampala Road", "Bombo Road", "Plot 14 Acacia Avenue", "Ggaba Road", "Jinja Road",
           "Gulu Avenue", "Mbarara-Masaka Road", "Ntinda Road"),
    "PT": ("Rua de Santa Catarina", "Avenida da Liberdade", "Rua do Carmo", "Travessa da Fonte",
           "Rua Direita", "Avenida dos Aliados", "Largo do Paco", "Rua da Sofia"),
    "GR": ("Odos Ermou", "Leoforos Alexandras", "Odos Tsimiski", "Odos Egnatia",
           "Leoforos Kifisias", "Odos Korinthou", "Odos Dikaiosynis", "Odos Patision"),
    "RO": ("Strada Memorandumului", "Bulevardul Unirii", "Calea Victoriei", "Strada Lapusneanu",
           "Bulevardul Revolutiei", "Strada Mihai Eminescu", "Soseaua Pantelimon",
           "Strada Republicii"),
}
#: Landmarks and places of events (LOCATION-OTHER).
LANDMARKS = {"AE": ("Dubai Mall", "Jumeirah Beach", "Jebel Hafeet", "Al Ain Zoo",
                    "the Corniche"),
             "SA": ("Kingdom Centre", "Al Balad", "Jeddah Corniche", "Al Soudah Park"),
             "OM": ("Muttrah Souq", "Wadi Shab", "Al Mughsail Beach", "Nizwa Fort"),
             "JO": ("Wadi Rum", "the Dead Sea", "Rainbow Street market", "Jerash ruins"),
             "GH": ("Makola Market", "Kejetia Market", "Labadi Beach", "Kwame Nkrumah Circle"),
             "ET": ("Merkato", "Meskel Square", "Lake Tana", "Entoto Park"),
             "UG": ("Owino Market", "Nakasero Market", "Source of the Nile", "Kasubi Tombs"),
             "PT": ("Praia da Rocha", "Mercado do Bolhao", "Ponte 25 de Abril", "Sintra"),
             "GR": ("Monastiraki Square", "the White Tower", "Syntagma metro station",
                    "Knossos"),
             "RO": ("Piata Unirii", "Herastrau Park", "Mamaia Beach", "Gara de Nord")}
#: Emirati, Saudi, Omani and Jordanian names (romanized as written in English records).
ARAB_MALE = ("Mohammed", "Abdullah", "Khalid", "Saeed", "Rashid", "Hamad", "Sultan", "Faisal",
             "Majid", "Obaid", "Hamdan", "Salem", "Yousef", "Nasser", "Fahad", "Turki",
             "Bandar", "Mishal", "Ahmad", "Laith", "Zaid", "Odai", "Mutasem", "Qusai",
             "Talal", "Marwan", "Said", "Hilal", "Issa", "Badr")
ARAB_FEMALE = ("Fatima", "Mariam", "Aisha", "Shamma", "Hessa", "Moza", "Alia", "Noura", "Reem",
               "Latifa", "Maha", "Hind", "Lama", "Ruba", "Dana", "Rawan", "Haneen", "Ghadeer",
               "Amal", "Wafa", "Dalal", "Jawaher", "Munira", "Shaikha", "Asma", "Thuraya")
ARAB_LAST = {"AE": ("Al Mansoori", "Al Nuaimi", "Al Ketbi", "Al Shamsi", "Al Falasi",
                    "Al Mazrouei", "Al Suwaidi", "Al Dhaheri", "Al Zaabi", "Al Hammadi",
                    "Al Marri", "Al Qubaisi", "Bin Hendi", "Al Blooshi"),
             "SA": ("Al Qahtani", "Al Ghamdi", "Al Zahrani", "Al Otaibi", "Al Harbi",
                    "Al Shehri", "Al Dosari", "Al Mutairi", "Al Anazi", "Al Shammari",
                    "Al Subaie", "Al Juhani", "Asiri", "Al Sulami"),
             "OM": ("Al Balushi", "Al Busaidi", "Al Hinai", "Al Harthy", "Al Kindi",
                    "Al Lawati", "Al Rawahi", "Al Maamari", "Al Siyabi", "Al Farsi",
                    "Al Shukaili", "Al Amri"),
             "JO": ("Al Khatib", "Haddad", "Nsour", "Obeidat", "Al Masri", "Abu Ghazaleh",
                    "Tarawneh", "Majali", "Khasawneh", "Rawashdeh", "Zoubi", "Bani Hani",
                    "Qudah", "Shdeifat")}
#: Akan, Ga and Ewe names (Ghana).
GH_MALE = ("Kwame", "Kofi", "Kwaku", "Kwabena", "Yaw", "Kwasi", "Kojo", "Ekow", "Fiifi",
           "Kwadwo", "Nii Armah", "Nii Okai", "Selorm", "Elikem", "Emmanuel", "Ebenezer",
           "Prince", "Isaac", "Kobina", "Papa Kow")
GH_FEMALE = ("Ama", "Akosua", "Abena", "Afua", "Adwoa", "Yaa", "Efua", "Esi", "Akua", "Afia",
             "Araba", "Adjoa", "Naa Adjeley", "Dzifa", "Enyonam", "Gifty", "Comfort", "Mercy",
             "Priscilla", "Abigail")
GH_LAST = ("Mensah", "Owusu", "Boateng", "Asante", "Appiah", "Osei", "Agyeman", "Amoako",
           "Darko", "Ofori", "Acheampong", "Gyamfi", "Frimpong", "Sarpong", "Kyei", "Ansah",
           "Addo", "Quaye", "Tetteh", "Adomako", "Bediako", "Ampofo", "Yeboah", "Amponsah",
           "Agbeko", "Kpodo", "Lamptey", "Ashong", "Dogbe", "Quarshie")
#: Amharic and Oromo names (Ethiopia: a given name and the father's name).
ET_MALE = ("Abebe", "Tesfaye", "Getachew", "Dawit", "Yohannes", "Mulugeta", "Bekele", "Girma",
           "Tadesse", "Alemayehu", "Berhanu", "Kebede", "Mesfin", "Fikru", "Yonas", "Biniam",
           "Ermias", "Tewodros", "Lemma", "Gemechu", "Chala", "Abdisa", "Tolosa")
ET_FEMALE = ("Tigist", "Meseret", "Almaz", "Hirut", "Selamawit", "Bethlehem", "Mekdes",
             "Tsion", "Hanna", "Meron", "Birtukan", "Genet", "Aster", "Yeshi", "Rahel",
             "Chaltu", "Lensa", "Obse", "Hawi", "Tsehay")
ET_LAST = ("Gebremariam", "Woldemichael", "Haile", "Tadesse", "Bekele", "Alemu", "Kebede",
           "Ayele", "Desta", "Mekonnen", "Asfaw", "Negash", "Gebreyes", "Wondimu", "Abate",
           "Tsegaye", "Assefa", "Demissie", "Gudeta", "Tolera", "Fufa", "Dinsa")
#: Luganda and Acholi names (Uganda).
UG_MALE = ("Joseph", "Moses", "Ronald", "Ivan", "Godfrey", "Denis", "Mukasa", "Kato",
           "Wasswa", "Ssali", "Kizito", "Okello", "Opiyo", "Ojok", "Brian", "Hakim")
UG_FEMALE = ("Prossy", "Harriet", "Juliet", "Sylvia", "Scovia", "Florence", "Immaculate",
             "Brenda", "Nakato", "Babirye", "Nansubuga", "Akello", "Atim", "Lamunu", "Shamim")
UG_LAST = ("Ssempala", "Mukasa", "Kiggundu", "Ssebunya", "Nabukenya", "Namutebi", "Lubega",
           "Kasozi", "Musoke", "Ssekandi", "Mugerwa", "Nsubuga", "Kizza", "Nalubega",
           "Katumba", "Okello", "Opio", "Atim", "Akello", "Ocen", "Oryem", "Namusoke")
_LOCALES = ("pt_PT", "el_GR", "ro_RO")
_SEED_OFFSET = 1013

#: Hospitals of each country ('{city}', '{last}').
HOSPITAL_PATTERNS = {
    "AE": ("{city} Specialty Hospital", "{last} Medical Centre", "Al Noor Hospital {city}",
           "{city} Family Health Centre"),
    "SA": ("King Salman Specialist Hospital {city}", "{last} General Hospital",
           "{city} Medical City", "Al Hayat Polyclinic {city}"),
    "OM": ("{city} Regional Hospital", "Sultan Qaboos Hospital {city}",
           "{last} Polyclinic", "Al Rahma Health Centre"),
    "JO": ("{city} Governmental Hospital", "Al Bashir Teaching Hospital", "{last} Hospital",
           "Prince Rashid Military Hospital"),
    "GH": ("{city} Teaching Hospital", "{city} Regional Hospital", "{last} Memorial Clinic",
           "Ridge Polyclinic {city}"),
    "ET": ("{city} Referral Hospital", "Tikur Anbessa Specialized Hospital",
           "{last} Higher Clinic", "St. Paul's Hospital Millennium Medical College"),
    "UG": ("{city} Regional Referral Hospital", "Lacor Hospital", "{last} Medical Centre",
           "Nsambya Hospital"),
    "PT": ("Hospital de {city}", "Centro Hospitalar Universitario de {city}",
           "Hospital Santa Maria", "USF {city} Centro"),
    "GR": ("General Hospital of {city}", "{city} University Hospital",
           "Evangelismos Hospital", "{last} Clinic"),
    "RO": ("Spitalul Clinic Judetean {city}", "Spitalul Municipal {city}",
           "Institutul Inimii {city}", "Policlinica {last}"),
}
#: Named wards, units and services (DEPARTMENT).
WARDS = {"AE": ("Ward 3B", "Al Noor Ward", "Female Medical Ward 2", "Cardiac Care Unit 4",
                "Al Reem Day Surgery Unit"),
         "SA": ("Male Medical Ward 7", "Ward 5C", "King Abdullah Cardiac Unit",
                "Female Surgical Ward 2"),
         "OM": ("Ward 22 Medical", "Al Amal Ward", "Surgical Ward C", "Renal Unit 3"),
         "JO": ("Internal Medicine Ward 6", "Ward 4 North", "Al Hussein Ward",
                "Cardiac Step-Down 2"),
         "GH": ("Male Medical Ward B", "Ward D1", "Okomfo Anokye Block", "Female Surgical Ward 3",
                "Maternity Block C"),
         "ET": ("Medical Ward 2", "Ward 4A", "Surgical Ward 3", "Zewditu Ward"),
         "UG": ("Ward 6 Medical", "Mulago Ward 4C", "Lubaga Ward", "Acute Care Unit 2"),
         "PT": ("Servico de Medicina Interna 2", "Enfermaria 5", "Unidade de AVC",
                "Servico de Cirurgia Geral B"),
         "GR": ("Pathology Clinic A", "3rd Surgical Clinic", "Ward 2 East",
                "Coronary Unit B"),
         "RO": ("Sectia Cardiologie", "Sectia Medicala II", "Salon 4 Chirurgie",
                "Compartimentul ATI 2")}
#: Units every hospital has, written bare, and roles in the care: not PHI.
BARE_UNITS = ("ICU", "the ED", "theatre", "OPD", "radiology", "the HDU", "pharmacy", "the lab",
              "physiotherapy", "dialysis", "the ward")
SPECIALTIES = ("cardiology", "nephrology", "general surgery", "endocrinology", "neurology",
               "orthopaedics", "gastroenterology", "urology", "haematology",
               "infectious diseases", "obstetrics", "ENT", "dermatology", "psychiatry")
CARE_ROLES = ("the on-call registrar", "the charge nurse", "the duty physician",
              "the admitting resident", "the ward pharmacist", "the night nurse",
              "the surgical team", "the treating consultant")
PAYERS = {"AE": ("Daman", "Thiqa", "AXA Gulf", "Oman Insurance Company", "Neuron"),
          "SA": ("Bupa Arabia", "Tawuniya", "MedGulf", "Al Rajhi Takaful"),
          "OM": ("Dhofar Insurance", "National Life and General Insurance", "Muscat Insurance"),
          "JO": ("Civil Health Insurance Fund", "Jordan Insurance Company", "GIG Jordan"),
          "GH": ("NHIS", "Acacia Health Insurance", "Nationwide Medical Insurance"),
          "ET": ("Ethiopian Health Insurance Service", "Nyala Insurance", "Awash Insurance"),
          "UG": ("AAR Healthcare", "Jubilee Health Insurance", "Prudential Uganda"),
          "PT": ("SNS", "Medis", "Multicare", "AdvanceCare"),
          "GR": ("EOPYY", "Interamerican", "Ethniki Asfalistiki", "NN Hellas"),
          "RO": ("CNAS", "Signal Iduna", "Allianz-Tiriac", "Regina Maria")}
EMPLOYERS = {"AE": ("Emirates Airline", "DEWA", "Etisalat", "Dubai Police", "ADNOC"),
             "SA": ("Saudi Aramco", "SABIC", "STC", "Al Rajhi Bank", "Saudi Post"),
             "OM": ("Petroleum Development Oman", "Omantel", "Bank Muscat", "Royal Oman Police"),
             "JO": ("Arab Potash Company", "Royal Jordanian", "Zain Jordan", "Greater Amman "
                    "Municipality"),
             "GH": ("Ghana Cocoa Board", "ECG", "Kumasi Metropolitan Assembly", "MTN Ghana",
                    "Ghana Education Service"),
             "ET": ("Ethiopian Airlines", "Ethio Telecom", "Commercial Bank of Ethiopia",
                    "Addis Ababa City Roads Authority"),
             "UG": ("Kakira Sugar Works", "Umeme", "MTN Uganda", "Kampala Capital City Authority",
                    "Uganda Revenue Authority"),
             "PT": ("CTT Correios", "Sonae", "Camara Municipal do Porto", "TAP Air Portugal"),
             "GR": ("OSE", "Cosmote", "Dimos Thessalonikis", "Piraeus Port Authority"),
             "RO": ("Dacia", "CFR Calatori", "Primaria Cluj-Napoca", "Petrom")}
PHARMACIES = {"AE": "Aster Pharmacy", "SA": "Al Nahdi Pharmacy", "OM": "Muscat Pharmacy",
              "JO": "Pharmacy 1", "GH": "Ernest Chemists", "ET": "Kenema Pharmacy",
              "UG": "Abacus Pharmacy", "PT": "Farmacia Central", "GR": "Farmakeio Papadaki",
              "RO": "Catena"}
JOBS = ("taxi driver", "cocoa farmer", "primary school teacher", "petroleum engineer",
        "air traffic controller", "market trader", "boda-boda rider", "accountant",
        "fisherman", "construction labourer", "civil servant", "pharmacist", "seamstress",
        "security guard", "tailor", "bank teller", "olive farmer", "police officer",
        "electrician", "housemaid", "shepherd", "cabin crew", "tour guide", "welder",
        "lecturer", "baker", "coffee farmer", "mechanic", "nanny", "driver", "camel herder",
        "IT technician", "hotel receptionist", "waiter", "journalist", "carpenter",
        "chartered surveyor", "pastry chef", "dock worker", "bus conductor")
RELATIONS = ("wife", "husband", "son", "daughter", "brother", "sister", "mother", "father",
             "nephew", "cousin")
TRAVEL = ("India", "Pakistan", "Egypt", "Sudan", "the Philippines", "Nigeria", "Kenya",
          "Lebanon", "Bangladesh", "Brazil", "Angola", "Moldova", "Cyprus", "Yemen")
#: A local mail domain of each country.
MAIL = {"AE": "eim.ae", "SA": "outlook.sa", "OM": "omantel.net.om", "JO": "orange.jo",
        "GH": "yahoo.com.gh", "ET": "ethionet.et", "UG": "utlonline.co.ug", "PT": "sapo.pt",
        "GR": "otenet.gr", "RO": "yahoo.ro"}
#: Practitioner licences: (label, outside the tag; shape).
LICENCES = {"AE": ("DHA licence ", "DHA-P-ddddddd"), "SA": ("SCFHS ", "dd-R-M-ddddd"),
            "OM": ("OMSB reg. ", "ddddd"), "JO": ("JMC no. ", "ddddd"),
            "GH": ("MDC reg. ", "MDC/RN/dddd"), "ET": ("EFMHACA licence ", "dddddd"),
            "UG": ("UMDPC reg. ", "ddddd"), "PT": ("OM cedula ", "ddddd"),
            "GR": ("ISA reg. ", "dddddd"), "RO": ("cod parafa ", "@ddddd")}
#: National numbers: the label written before them (outside the tag).
SSN_LABELS = {"AE": ("Emirates ID", "EID"), "SA": ("National ID", "Iqama"),
              "OM": ("Civil No.", "Civil ID"), "JO": ("National No.", "NN"),
              "GH": ("Ghana Card", "Ghana Card No."), "ET": ("Fayda ID", "FAN"),
              "UG": ("NIN", "National ID No."), "PT": ("NIF", "NIF"), "GR": ("AMKA", "AMKA"),
              "RO": ("CNP", "CNP")}
PLAN_LABELS = {"AE": "Insurance card", "SA": "Membership no.", "OM": "Policy no.",
               "JO": "CHIF no.", "GH": "NHIS no.", "ET": "CBHI no.", "UG": "Member no.",
               "PT": "N.o utente SNS", "GR": "Policy no.", "RO": "Card CNAS"}


def shape(rng: random.Random, text: str) -> str:
    """'ddd-@@' -> '123-KT': d a digit, @ a capital letter."""
    return "".join(str(rng.randrange(10)) if c == "d" else rng.choice("ABCDEFGHKLMNPRSTXZ")
                   if c == "@" else c for c in text)


def phone(rng: random.Random, place: tuple, mobile: bool = False) -> tuple[str, str]:
    country = place[0]
    pattern = rng.choice(MOBILES[country][1]) if mobile else place[6]
    return country, shape(rng, pattern)


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    """National ('04 345 6789') or international ('+971 4 345 6789', '00971 4 345 6789')."""
    country, national = number
    if rng.random() < 0.6:
        return national
    rest = national.replace("-", " ").replace(".", " ")
    rest = rest[1:] if rest.startswith("0") else rest
    return rng.choice(("+", "+", "00")) + MOBILES[country][0] + " " + rest


def street(rng: random.Random, place: tuple) -> str:
    """A street with its building, villa, plot or flat (one STREET)."""
    country, name = place[0], rng.choice(STREET_NAMES[place[0]])
    n = rng.randint(1, 240)
    if country == "AE":
        return rng.choice((f"Villa {n}, {name}", f"Flat {rng.randint(101, 2404)}, "
                           f"{rng.choice(('Al Attar Tower', 'Building 7', 'Marina Heights'))}, "
                           f"{name}", f"{name}, Villa {n}"))
    if country in ("SA", "JO"):
        return rng.choice((f"{n} {name}", f"Building {n}, {name}", f"{name}, Bldg {n}, "
                           f"Apt {rng.randint(1, 24)}"))
    if country == "OM":
        return rng.choice((f"House {n}, {name}", f"Flat {rng.randint(1, 40)}, Bldg {n}, {name}"))
    if country in ("GH", "UG"):
        return rng.choice((f"House No. {n}, {name}", f"Plot {n}, {name}", f"{n} {name}"))
    if country == "ET":
        return rng.choice((f"House No. {rng.randint(100, 2400)}, {name}", f"{name}, "
                           f"House {rng.randint(100, 999)}"))
    if country == "PT":
        return rng.choice((f"{name}, {n}", f"{name}, {n}, {rng.randint(1, 8)}.o "
                           f"{rng.choice(('Esq.', 'Dto.'))}", f"{name} {n} - {rng.randint(1, 5)}A"))
    if country == "GR":
        return rng.choice((f"{name} {n}", f"{name} {n}, {rng.randint(1, 6)}os orofos"))
    return rng.choice((f"{name} nr. {n}", f"{name} {n}, bl. {rng.randint(1, 40)}, "
                       f"ap. {rng.randint(1, 90)}", f"Str. {name.split()[-1]} {n}"))


def national_id(rng: random.Random, country: str, dob: dt.date, sex: str) -> tuple[str, str]:
    """(label, national number) of a patient of ``country``."""
    labels = SSN_LABELS[country]
    if country == "AE":
        value = f"784-{dob.year}-{digits(rng, 7)}-{rng.randint(0, 9)}"
        return rng.choice(labels), value if rng.random() < 0.8 else value.replace("-", "")
    if country == "SA":
        citizen = rng.random() < 0.6
        return labels[0 if citizen else 1], f"{1 if citizen else 2}{digits(rng, 9)}"
    if country == "OM":
        return rng.choice(labels), digits(rng, rng.choice((7, 8)))
    if country == "JO":
        return rng.choice(labels), f"9{dob.year % 100:02d}{digits(rng, 7)}"
    if country == "GH":
        return rng.choice(labels), f"GHA-{digits(rng, 9)}-{rng.randint(0, 9)}"
    if country == "ET":
        return rng.choice(labels), rng.choice((f"{digits(rng, 4)} {digits(rng, 4)} "
                                               f"{digits(rng, 4)}", digits(rng, 12)))
    if country == "UG":
        return labels[0], f"C{sex}{dob.year % 100:02d}{digits(rng, 3)}{letters(rng, 7)}"
    if country == "PT":
        return "NIF", f"{rng.choice('123')}{digits(rng, 8)}"
    if country == "GR":
        return "AMKA", f"{dob:%d%m%y}{digits(rng, 5)}"
    first = (1 if sex == "M" else 2) + (4 if dob.year >= 2000 else 0)
    return "CNP", f"{first}{dob:%y%m%d}{digits(rng, 6)}"


def member_id(rng: random.Random, country: str) -> str:
    """An insurance, NHIS, SNS or CNAS number (HEALTHPLAN)."""
    return shape(rng, {"AE": rng.choice(("ddd-ddd-dddddddd-dd", "dddd dddd dddd dddd")),
                       "SA": "ddddddd-dd", "OM": "OM/ddddddd", "JO": "dddddddd",
                       "GH": "dddddddd", "ET": "CBHI/@@/ddddd", "UG": "@@@/ddddd/dd",
                       "PT": "ddddddddd", "GR": "@@dddddddd",
                       "RO": "dddddddddddddddddddd"}[country])


def mrn(rng: random.Random, country: str, year: int) -> str:
    yy = f"{year % 100:02d}"
    return shape(rng, rng.choice({"AE": ("dddddddd", "MR-ddddddd"), "SA": ("ddddddd",
                                                                          "ddd-ddd-dd"),
                                  "OM": ("ddddddd",), "JO": ("ddddddddd", "dd-ddddd"),
                                  "GH": (f"@@/ddddd/{yy}", "dddddd"),
                                  "ET": ("dd-dd-dd", "dddddd"), "UG": (f"ddddd/{yy}", "dddddd"),
                                  "PT": ("ddddddd", "dd/dddddd"),
                                  "GR": (f"dddddd/20{yy}", "ddddddd"),
                                  "RO": (f"dddddd/20{yy}", "FO ddddd")}[country]))


def hijri(d: dt.date, rng: random.Random) -> str:
    """A Hijri date near ``d`` ('1446/09/12 H', '12-09-1446H'): the year is right, the day a
    plausible one (records write both calendars)."""
    year = int((d.year - 622) * 33 / 32) + 1
    month, day = rng.randint(1, 12), rng.randint(1, 29)
    return rng.choice((f"{year}/{month:02d}/{day:02d} H", f"{day:02d}-{month:02d}-{year}H",
                       f"{day:02d}/{month:02d}/{year} AH"))


def format_date(d: dt.date, style: str) -> str:
    day, m, y = d.day, d.month, d.year
    return {"dmY/": f"{day:02d}/{m:02d}/{y}", "dmy/": f"{day:02d}/{m:02d}/{y % 100:02d}",
            "dmY-": f"{day:02d}-{m:02d}-{y}", "dmy-": f"{day:02d}-{m:02d}-{y % 100:02d}",
            "dmY.": f"{day:02d}.{m:02d}.{y}", "dmy.": f"{day:02d}.{m:02d}.{y % 100:02d}",
            "d/m/Y": f"{day}/{m}/{y}", "iso": f"{y}-{m:02d}-{day:02d}",
            "dMonY-": f"{day:02d}-{MONTHS_ABBR[m - 1]}-{y}",
            "dMonY ": f"{day} {MONTHS_ABBR[m - 1]} {y}",
            "dMonthY": f"{day} {MONTHS[m - 1]} {y}",
            "dMONY": f"{day:02d}{MONTHS_ABBR[m - 1].upper()}{y}",
            "MonthdY": f"{MONTHS[m - 1]} {day}, {y}", "monthY": f"{MONTHS[m - 1]} {y}",
            "Y": str(y)}[style]


@lru_cache(maxsize=4)
def name_pools(seed: int) -> dict:
    """Per country: (male first names, female first names, surnames), in Latin letters."""
    rng = random.Random(f"deidkit-synth/{seed}/U/pools")
    out = {c: (ARAB_MALE, ARAB_FEMALE, ARAB_LAST[c]) for c in ("AE", "SA", "OM", "JO")}
    out.update(GH=(GH_MALE, GH_FEMALE, GH_LAST), ET=(ET_MALE, ET_FEMALE, ET_LAST),
               UG=(UG_MALE, UG_FEMALE, UG_LAST))

    def fold(value: str) -> str:
        return value if rng.random() < 0.15 else ascii_fold(value)

    for i, (locale, country) in enumerate(zip(_LOCALES, ("PT", "GR", "RO"))):
        fake = faker_for(locale, seed * 7919 + i + _SEED_OFFSET)
        draw = (lambda: romanize(fake.first_name_male()),
                lambda: romanize(fake.first_name_female()), lambda: romanize(fake.last_name()))
        out[country] = tuple(unique(fold(draw[k]()) for _ in range(n))
                             for k, n in ((0, 80), (1, 80), (2, 150)))
    return out


def person(rng: random.Random, seed: int, country: str, sex: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    male, female, last = name_pools(seed)[country]
    first = rng.choice(male if sex == "M" else female)
    if country in ("AE", "SA", "OM", "JO") and rng.random() < 0.35:
        # a father's name between: 'Khalid Saeed Al Shamsi'
        first = f"{first} {rng.choice(ARAB_MALE)}"
    elif country == "ET":
        last = ET_MALE if rng.random() < 0.5 else last   # the father's given name
    middle = rng.choice("ACDEGMNS") if country in ("GH", "UG") and rng.random() < 0.2 else ""
    return Person(first, middle, rng.choice(last), sex)


@dataclass(frozen=True)
class SiteU:
    name: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    wards: tuple


@dataclass(frozen=True)
class StaffU(Person):
    role: str = ""          # physician, surgeon, nurse, radiologist
    cred: str = ""
    user: str = ""
    licence: str = ""
    site: int = 0


@dataclass
class SubjectU:
    """A patient: one identity and one history across documents."""
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
    ssn: tuple              # (label, number)
    plan: str
    payer: str
    account: str
    job: str
    retired: bool
    employer: str
    relative: tuple         # (relation, person, phone, job)
    site: int
    unit: str
    room: str
    gp: Person
    gp_site: str
    visits: list = field(default_factory=list)


@dataclass
class VisitU:
    number: int
    note_type: str
    day: dt.date


@dataclass(frozen=True)
class World:
    sites: tuple
    staff: tuple


ROLES = (("physician", ("MBChB", "MD", "MBBS, MRCP", "FRCPC", "MD, PhD"), 6),
         ("surgeon", ("FRCS", "MD", "MBChB, FWACS", "FACS"), 3),
         ("nurse", ("RN", "RN, BSN", "RM", "SRN"), 5),
         ("radiologist", ("MD, FRCR", "MBBS, DMRD", "MD"), 2))


@lru_cache(maxsize=4)
def build_world(seed: int) -> World:
    rng = random.Random(f"deidkit-synth/{seed}/U/world")
    sites = []
    for k in range(30):
        country = COUNTRIES[k % len(COUNTRIES)]
        places = [p for p in PLACES if p[0] == country]
        place = places[(k // len(COUNTRIES)) % len(places)]
        patterns = HOSPITAL_PATTERNS[country]
        name = patterns[(k // len(COUNTRIES) + k) % len(patterns)].format(
            city=place[1], last=person(rng, seed, country).last)
        sites.append(SiteU(name=name, place=place, street=street(rng, place),
                           postcode=postcode(rng, place[4]) if place[4] else "",
                           phone=phone(rng, place), fax=phone(rng, place),
                           domain=slug(name)[:16] + rng.choice((".ae", ".org", ".health", ".com")
                                                               if country == "AE" else
                                                               (".org", ".com", ".gov")),
                           wards=tuple(WARDS[country])))
    staff = []
    roles, creds, weights = zip(*ROLES)
    for i in range(360):
        site = i % len(sites)
        country = sites[site].place[0]
        p = person(rng, seed, country)
        r = rng.choices(range(len(roles)), weights)[0]
        label, lic = LICENCES[country]
        staff.append(StaffU(p.first.split()[0], p.middle, p.last, p.sex, role=roles[r],
                            cred=rng.choice(creds[r]),
                            user=fi.username(rng, p.first.split()[0], p.last.replace(" ", "")),
                            licence=shape(rng, lic), site=site))
    return World(tuple(sites), tuple(staff))


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/U/plan/{number}").choice((1, 1, 2, 2, 3, 4))


def subject_builder(note_types):
    def build(seed: int, number: int) -> SubjectU:
        world = build_world(seed)
        rng = random.Random(f"deidkit-synth/{seed}/U/subject/{number}")
        country = rng.choices(COUNTRIES, COUNTRY_WEIGHTS)[0]
        site = rng.choice([i for i, s in enumerate(world.sites) if s.place[0] == country])
        place = world.sites[site].place if rng.random() < 0.6 else \
            rng.choice([p for p in PLACES if p[0] == country])
        p = person(rng, seed, country)
        first = dt.date(rng.randint(2040, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(18, 90), rng.randint(40, 85), rng.randint(20, 60),
                          rng.randint(89, 99) if rng.random() < 0.3 else rng.randint(1, 17)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        f = slug(p.first.split()[0]).replace("-", "") or "pt"
        la = slug(p.last).replace("-", "") or "pt"
        rel_p = person(rng, seed, country)
        relative = (rng.choice(RELATIONS), Person(rel_p.first, "", p.last if rng.random() < 0.5
                                                  else rel_p.last, rel_p.sex),
                    phone(rng, place, True), rng.choice(JOBS))
        gp_site = rng.choice([s.name for s in world.sites if s.place[0] == country])
        subject = SubjectU(
            number=number, person=p, dob=dob, place=place, street=street(rng, place),
            postcode=postcode(rng, place[4]) if place[4] else "", phone=phone(rng, place),
            mobile=phone(rng, place, True),
            email=rng.choice((f"{f}.{la}", f"{f}{rng.randint(1, 99)}", f"{la}.{f[:1]}"))
            + "@" + rng.choice(("gmail.com", "yahoo.com", "hotmail.com", MAIL[country])),
            mrn=mrn(rng, country, first.year), ssn=national_id(rng, country, dob, p.sex),
            plan=member_id(rng, country), payer=rng.choice(PAYERS[country]),
            account=shape(rng, rng.choice(("ddddddddd", "INV-dddddd", "V-dddddddd",
                                           "ENC ddddddd"))).replace("ENC ", "ENC"),
            job=rng.choice(JOBS), retired=age >= 62 and rng.random() < 0.6,
            employer=rng.choice(EMPLOYERS[country]), relative=relative, site=site,
            unit=rng.choice(world.sites[site].wards), room=str(rng.randint(1, 48)),
            gp=person(rng, seed, country), gp_site=gp_site)
        kinds, weights = zip(*note_types)
        day = first
        for n in range(1, visit_count(seed, number) + 1):
            subject.visits.append(VisitU(n, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(1, 180))
        return subject
    return build


class UNote(Writer):
    """A style-U document; ``s_*`` methods are its template slots. ``{pt}`` is the patient
    (PATIENT), ``{cons}``, ``{dr}``, ``{surgeon}``, ``{nurse}`` and ``{rad}`` care staff
    (DOCTOR), ``{gp}`` the referring family doctor (DOCTOR)."""

    def __init__(self, seed: int, subject: SubjectU, visit: VisitU, rng: random.Random):
        super().__init__(rng)
        self.seed = seed
        world = build_world(seed)
        self.world, self.subject, self.visit = world, subject, visit
        self.site = world.sites[subject.site]
        self.country = subject.place[0]
        self.local = [s for s in world.staff if s.site == subject.site]
        self.day = visit.day
        self.date_style = rng.choice(DATE_STYLES[self.country])
        d, b = visit.day, subject.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.role_p = {}
        self.cons = self.staff("physician")

    # -- layout -------------------------------------------------------------------------------
    def head(self, text: str) -> None:
        """A section heading in one of U's house styles."""
        style = self.rng.choice(("bracket", "arrow", "num", "caps", "colon"))
        if style == "bracket":
            self.lit(f"[ {text.upper()} ]\n")
        elif style == "arrow":
            self.lit(f"{text} >>\n")
        elif style == "num":
            self.sec = getattr(self, "sec", 0) + 1
            self.lit(f"{self.sec}) {text}\n")
        elif style == "caps":
            self.lit(f"{text.upper()}:\n")
        else:
            self.lit(f"{text}:  ")

    def fields(self, rows, k=None) -> None:
        """'Key: value' rows, ``k`` of them kept in order; two per line now and then."""
        rng = self.rng
        rows = list(rows)
        if k is not None:
            k = rng.randint(*k) if isinstance(k, tuple) else k
            keep = sorted(rng.sample(range(len(rows)), min(k, len(rows))))
            rows = [rows[i] for i in keep]
        sep = rng.choice((": ", " : ", " = ", ":\t"))
        pair = rng.random() < 0.35
        for i, (key, value) in enumerate(rows):
            self.fill(key)  # a key may be a slot ('{plan_label}': the payer's own name)
            self.lit(sep)
            self.fill(value)
            self.lit("   |   " if pair and i % 2 == 0 and i + 1 < len(rows) else "\n")
        if not self.ends_with_newline():
            self.nl()

    def pick(self, templates, k) -> None:
        """``k`` sentences of ``templates`` in their order, as one paragraph."""
        rng = self.rng
        k = rng.randint(*k) if isinstance(k, tuple) else k
        keep = sorted(rng.sample(range(len(templates)), min(k, len(templates))))
        for j, i in enumerate(keep):
            if j:
                self.lit(" ")
            self.fill(templates[i])
        self.nl()

    # -- dates and ages -----------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            if self.country == "SA" and rng.random() < 0.12:
                self.phi(hijri(d, rng), "DATE")
                return
            style = self.date_style if rng.random() < 0.8 else rng.choice(
                ("dMonY ", "iso", "dMonthY", "dmY/", "dMONY"))
        self.phi(format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)
    def s_dob(self): self.date(self.subject.dob)
    def s_later(self): self.date(self.day + dt.timedelta(days=self.rng.randint(7, 120)))
    def s_soon(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 6)))
    def s_before(self): self.date(self.day - dt.timedelta(days=self.rng.randint(1, 9)))

    def s_admitted(self):
        self.date(self.day - dt.timedelta(days=self.rng.randint(2, 12)))

    def s_past(self):
        d = self.day - dt.timedelta(days=self.rng.randint(200, 7000))
        self.date(d, self.rng.choice(("monthY", "Y", None, "Y")))

    def s_weekday(self): self.phi(WEEKDAYS[self.day.weekday()], "DATE")
    def s_age(self): self.phi(str(self.age), "AGE")

    def s_age_sex(self):
        """'54 y/M', '54-year-old woman', 'F, 54 yrs', '54Y'."""
        rng, sex = self.rng, self.subject.person.sex
        r = rng.random()
        if r < 0.25:
            self.lit(("Male" if sex == "M" else "Female") + ", ")
            self.phi(str(self.age), "AGE")
            self.lit(rng.choice((" yrs", " years", "y")))
            return
        self.phi(str(self.age), "AGE")
        if r < 0.5:
            self.lit(rng.choice(("y/", "Y/", " yr ")) + sex)
        elif r < 0.75:
            self.lit("-year-old " + ("gentleman" if sex == "M" else "lady"))
        else:
            self.lit(" year old " + ("man" if sex == "M" else "woman"))

    def s_rel_age(self): self.phi(str(self.rng.randint(max(18, self.age - 30), 96)), "AGE")

    # -- people -------------------------------------------------------------------------------
    def name(self, p: Person, type_: str) -> None:
        rng = self.rng
        self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}",
                             f"{p.last.upper()} {p.first}", f"{p.first} {p.middle}. {p.last}"
                             if p.middle else f"{p.first.split()[0]} {p.last}",
                             f"{p.last}, {p.first}")), type_)

    def s_pt(self): self.name(self.subject.person, "PATIENT")

    def s_pt_caps(self):
        p = self.subject.person
        self.phi(f"{p.last.upper()}, {p.first.upper()}" if self.rng.random() < 0.6
                 else f"{p.first.upper()} {p.last.upper()}", "PATIENT")

    def s_pt_first(self): self.phi(self.subject.person.first.split()[0], "PATIENT")

    def s_pt_title(self):
        p, rng = self.subject.person, self.rng
        titles = {"PT": ("Sr. ", "Sra. "), "GR": ("Mr ", "Mrs "), "RO": ("Dl. ", "Dna. ")}.get(
            self.country, ("Mr. ", "Mrs. ") if rng.random() < 0.5 else ("Mr ", "Ms "))
        self.lit(titles[0] if p.sex == "M" else titles[1])
        self.phi(p.last if rng.random() < 0.8 else f"{p.first.split()[0]} {p.last}", "PATIENT")

    def s_he(self): self.lit("he" if self.subject.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.subject.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.subject.person.sex == "M" else "her")
    def s_His(self): self.lit("His" if self.subject.person.sex == "M" else "Her")
    def s_sex(self): self.lit("M" if self.subject.person.sex == "M" else "F")
    def s_rel(self): self.name(self.subject.relative[1], "PATIENT")
    def s_relation(self): self.lit(self.subject.relative[0])
    def s_rel_phone(self): self.phi(format_phone(self.subject.relative[2], self.rng), "PHONE")
    def s_rel_job(self): self.phi(self.subject.relative[3], "PROFESSION")

    def s_job(self):
        s = self.subject
        if s.retired:
            self.lit(self.rng.choice(("retired ", "Retired ", "rtd ")))
        self.phi(s.job, "PROFESSION")

    def staff(self, role: str) -> StaffU:
        pool = [s for s in self.local if s.role == role] or self.local
        return self.rng.choice(pool)

    def role(self, key: str, role: str | None = None) -> StaffU:
        """The document's one ``key`` (a registrar, an anaesthetist...), drawn once."""
        if key not in self.role_p:
            self.role_p[key] = self.staff(role or key)
        return self.role_p[key]

    def who(self, s: StaffU, *, title: bool = True) -> None:
        rng = self.rng
        if title and s.role in ("physician", "surgeon", "radiologist") and rng.random() < 0.55:
            self.lit(rng.choice(("Dr ", "Dr. ", "Dr. ", "Prof. " if rng.random() < 0.2
                                 else "Dr ")))
            self.phi(rng.choice((s.last, f"{s.first} {s.last}", f"{s.first[0]}. {s.last}")),
                     "DOCTOR")
            return
        if title and s.role == "nurse" and rng.random() < 0.3:
            self.lit(rng.choice(("Sr ", "Sister ", "Nurse ", "Enf. " if self.country == "PT"
                                 else "SN ")))
            self.phi(rng.choice((s.first, f"{s.first} {s.last}")), "DOCTOR")
            return
        self.phi(rng.choice((f"{s.first} {s.last}", f"{s.first[0]}. {s.last}",
                             f"{s.last.upper()} {s.first}")), "DOCTOR")
        if rng.random() < 0.5:
            self.lit(", " + s.cred)

    def s_cons(self): self.who(self.cons)
    def s_cons_last(self): self.phi(self.cons.last, "DOCTOR")
    def s_cons_user(self): self.phi(self.cons.user, "USERNAME")

    def s_cons_lic(self):
        self.lit(LICENCES[self.country][0])
        self.phi(self.cons.licence, "LICENSE")

    def s_dr(self): self.who(self.staff("physician"))
    def s_reg(self): self.who(self.role("reg", "physician"))
    def s_surgeon(self): self.who(self.role("surgeon"))
    def s_surgeon_lic(self):
        self.lit(LICENCES[self.country][0])
        self.phi(self.role("surgeon").licence, "LICENSE")
    def s_anaes(self): self.who(self.role("anaes", "physician"))
    def s_nurse(self): self.who(self.role("nurse"))
    def s_nurse_user(self): self.phi(self.role("nurse").user, "USERNAME")
    def s_rad(self): self.who(self.role("radiologist"))
    def s_rad_user(self): self.phi(self.role("radiologist").user, "USERNAME")

    def s_gp(self):
        g, rng = self.subject.gp, self.rng
        self.lit(rng.choice(("Dr ", "Dr. ", "")))
        self.phi(f"{g.first.split()[0]} {g.last}" if rng.random() < 0.7 else g.last, "DOCTOR")

    def s_gp_site(self): self.phi(self.subject.gp_site, "HOSPITAL")

    # -- places, organizations, contact -------------------------------------------------------
    def s_hosp(self): self.phi(self.site.name, "HOSPITAL")

    def s_other_hosp(self):
        names = [s.name for s in self.world.sites if s.place[0] == self.country
                 and s is not self.site]
        self.phi(self.rng.choice(names or [self.site.name]), "HOSPITAL")

    def s_unit(self): self.phi(self.subject.unit, "DEPARTMENT")
    def s_any_unit(self): self.phi(self.rng.choice(self.site.wards), "DEPARTMENT")
    def s_bare_unit(self): self.lit(self.rng.choice(BARE_UNITS))
    def s_specialty(self): self.lit(self.rng.choice(SPECIALTIES))
    def s_care_role(self): self.lit(self.rng.choice(CARE_ROLES))

    def s_bed(self):
        rng = self.rng
        if rng.random() < 0.5:
            self.lit(rng.choice(("Bed ", "bed ", "Bed no. ", "Cama ")))
            self.phi(self.subject.room, "ROOM")
        else:
            self.lit(rng.choice(("Rm ", "Room ", "Cubicle ", "Salon ")))
            self.phi(str(self.rng.randint(1, 30)), "ROOM")
            if rng.random() < 0.5:
                self.lit(rng.choice((" / bed ", ", Bed ")))
                self.phi(rng.choice("12345AB"), "ROOM")

    def s_theatre(self):
        self.lit(self.rng.choice(("Theatre ", "OT ", "Sala ", "Theatre no. ")))
        self.phi(str(self.rng.randint(1, 12)), "ROOM")

    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")

    def s_region(self):
        place = self.subject.place
        self.phi(place[3] if self.rng.random() < 0.4 else place[2], "STATE")

    def s_country(self): self.phi(self.subject.place[5], "COUNTRY")
    def s_travel(self): self.phi(self.rng.choice(TRAVEL), "COUNTRY")
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS[self.country]), "LOCATION-OTHER")

    def address(self, street_: str, place: tuple, code: str) -> None:
        rng, country = self.rng, place[0]
        sep = rng.choice((", ", "\n", ", "))
        self.phi(street_, "STREET")
        self.lit(sep)
        if code and country in ("PT", "GR", "RO", "ET"):
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
        else:
            self.phi(place[1], "CITY")
            if code:
                self.lit(rng.choice((" ", ", ")))
                self.phi(code, "ZIP")
        if rng.random() < 0.5:
            self.lit(", ")
            self.phi(place[3] if rng.random() < 0.4 else place[2], "STATE")
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
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_pharmacy(self): self.phi(PHARMACIES[self.country], "ORGANIZATION")
    def s_phone(self): self.phi(format_phone(self.subject.phone, self.rng), "PHONE")
    def s_mobile(self): self.phi(format_phone(self.subject.mobile, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    def s_ext(self): self.phi(digits(self.rng, 4), "PHONE")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_dr_email(self):
        c = self.cons
        self.phi(f"{slug(c.first)}.{slug(c.last).replace('-', '')}@{self.site.domain}", "EMAIL")

    def s_url(self):
        d = self.site.domain
        self.phi(self.rng.choice((f"www.{d}", f"https://{d}/patients", f"portal.{d}")), "URL")

    # -- identifiers --------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.subject.mrn, "MEDICALRECORD")
    def s_plan(self): self.phi(self.subject.plan, "HEALTHPLAN")
    def s_plan_label(self): self.lit(PLAN_LABELS[self.country])
    def s_account(self): self.phi(self.subject.account, "ACCOUNT")

    def s_national(self):
        """'Emirates ID 784-...', 'AMKA 010185...', the label outside the tag."""
        label, value = self.subject.ssn
        self.lit(label + self.rng.choice((": ", " ", " no. " if label.isupper() else ": ")))
        self.phi(value, "SSN")

    def s_referral_no(self):
        rng = self.rng
        self.phi(rng.choice((f"REF-{digits(rng, 6)}", f"{digits(rng, 10)}",
                             f"R{self.day.year % 100:02d}/{digits(rng, 5)}")), "IDNUM")

    def s_rx_no(self):
        rng = self.rng
        self.phi(rng.choice((digits(rng, 19) if self.country == "PT" else f"ERX{digits(rng, 8)}",
                             f"RX-{digits(rng, 7)}")), "IDNUM")

    def s_order_no(self):
        rng = self.rng
        self.phi(rng.choice((f"ORD{digits(rng, 8)}", f"{digits(rng, 3)}-{digits(rng, 6)}")),
                 "IDNUM")

    def s_police_no(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 4)}/{self.day.year}", f"PR-{digits(rng, 7)}")),
                 "IDNUM")

    def s_specimen(self):
        rng, yy = self.rng, self.day.year % 100
        self.phi(rng.choice((f"LAB-{yy:02d}-{digits(rng, 6)}", f"H{yy:02d}/{digits(rng, 4)}",
                             f"{digits(rng, 2)}{letters(rng, 1)}{digits(rng, 7)}")), "BIOID")

    def s_accession(self):
        rng = self.rng
        self.phi(rng.choice((f"RAD{digits(rng, 8)}", f"ACC {digits(rng, 9)}".replace(" ", ""),
                             f"{self.day.year % 100:02d}CT{digits(rng, 5)}")), "BIOID")

    def s_serial(self): self.phi(fi.serial(self.rng), "DEVICE")

    def s_plate(self):
        rng, c = self.rng, self.country
        self.phi(shape(rng, {"AE": rng.choice(("Dubai @ ddddd", "AD dd ddddd", "SHJ d dddd")),
                             "SA": "@@@ dddd", "OM": "dddd @@", "JO": "dd-ddddd",
                             "GH": "@@ dddd-dd", "ET": "3-@ddddd", "UG": "U@@ ddd@",
                             "PT": "@@-dd-@@", "GR": "@@@-dddd",
                             "RO": rng.choice(("B-ddd-@@@", "CJ-dd-@@@"))}[c]), "VEHICLE")

    # -- clinical vocabulary (not PHI) --------------------------------------------------------
    def s_time(self):
        rng = self.rng
        h, m = rng.randint(0, 23), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50))
        self.lit(rng.choice((f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}h", f"{h:02d}.{m:02d} hrs")))

    def s_obs(self):
        rng = self.rng
        t, hr, rr = rng.uniform(35.8, 39.4), rng.randint(52, 128), rng.randint(12, 30)
        sbp, dbp, sat = rng.randint(86, 182), rng.randint(48, 104), rng.randint(88, 100)
        self.lit(rng.choice((f"temp {t:.1f}C, pulse {hr}/min, BP {sbp}/{dbp} mmHg, "
                             f"RR {rr}/min, sats {sat}% on air",
                             f"Obs >> T:{t:.1f} P:{hr} BP:{sbp}/{dbp} R:{rr} O2 sat:{sat}%",
                             f"PR {hr} bpm | BP {sbp}/{dbp} | T {t:.1f} | SpO2 {sat}% RA | "
                             f"RBS {rng.uniform(4.2, 19.8):.1f} mmol/L")))

    def s_labs(self):
        rng = self.rng
        picks = (f"Hb {rng.uniform(7.1, 15.9):.1f} g/dL", f"WBC {rng.uniform(3.2, 21.4):.1f}",
                 f"Plt {rng.randint(88, 520)}", f"Na {rng.randint(126, 147)}",
                 f"K {rng.uniform(2.9, 6.1):.1f}", f"Cr {rng.randint(48, 410)} umol/L",
                 f"urea {rng.uniform(2.1, 31.0):.1f}", f"CRP {rng.randint(1, 290)} mg/L",
                 f"HbA1c {rng.uniform(5.2, 12.8):.1f}%", f"trop I {rng.randint(2, 4800)} ng/L",
                 f"INR {rng.uniform(0.9, 3.8):.1f}", f"ALT {rng.randint(9, 420)} U/L",
                 f"eGFR {rng.randint(9, 118)}", f"lactate {rng.uniform(0.6, 6.2):.1f}",
                 f"ferritin {rng.randint(6, 1900)}", f"MPS {rng.choice(('neg', 'P.f ++', '+'))}")
        self.lit(rng.choice((", ", "; ", " / ")).join(rng.sample(picks, rng.randint(3, 7))))

    def s_drug(self):
        rng = self.rng
        self.lit(rng.choice(DRUGS))

    def s_drugs(self):
        rng = self.rng
        self.lit(rng.choice(("; ", ", ")).join(rng.sample(DRUGS, rng.randint(2, 5))))

    def s_dx(self): self.lit(self.rng.choice(DIAGNOSES))
    def s_icd(self): self.lit(self.rng.choice(ICD))
    def s_sign(self): self.lit(self.rng.choice(SIGNS))

    def s_score(self):
        rng = self.rng
        self.lit(rng.choice((f"GCS {rng.randint(9, 15)}/15", f"NEWS2 {rng.randint(0, 11)}",
                             f"Wells {rng.choice(('1.5', '3', '4.5', '6'))}",
                             f"CHA2DS2-VASc {rng.randint(0, 7)}", f"CURB-65 {rng.randint(0, 4)}",
                             f"Braden {rng.randint(9, 22)}", f"Morse {rng.randrange(0, 100, 5)}",
                             f"ASA {rng.choice(('I', 'II', 'III', 'IV'))}",
                             f"mRS {rng.randint(0, 5)}", f"qSOFA {rng.randint(0, 3)}")))

    def s_lot(self):
        rng = self.rng
        self.lit(rng.choice((f"lot {letters(rng, 2)}{digits(rng, 5)}", f"LOT {digits(rng, 7)}",
                             f"batch {letters(rng, 1)}{digits(rng, 4)}")))

    def s_n(self): self.lit(str(self.rng.randint(2, 9)))


    def s_labs_word(self): self.lit(self.rng.choice(("FBC and U&E", "LFTs", "HbA1c", "TFTs",
                                                     "lipid profile", "INR")))

    def s_relation_cap(self): self.lit(self.subject.relative[0].capitalize())

    def s_job_phrase(self):
        s = self.subject
        self.lit("retired " if s.retired else "")
        self.phi(s.job, "PROFESSION")

    def s_arrival(self):
        rng = self.rng
        if rng.random() < 0.4:
            self.lit(rng.choice(("ambulance ", "EMS unit ")))
            self.phi(shape(rng, rng.choice(("@@@ ddd", "AMB-dd", "dddd @@"))), "VEHICLE")
        else:
            self.lit(rng.choice(("private car", "walked in", "taxi", "brought by family")))

    def s_allergy(self):
        self.lit(self.rng.choice(("NKDA", "penicillin (rash)", "sulfa -- urticaria",
                                  "nil known", "NSAIDs (bronchospasm)", "latex")))

    def s_diet(self):
        self.lit(self.rng.choice(("diabetic, halal", "soft diet", "NBM from midnight",
                                  "normal, fasting (Ramadan) discussed", "renal, 1.5 L fluid "
                                  "restriction", "Orthodox fasting days noted")))

    def s_gp_last(self): self.phi(self.subject.gp.last, "DOCTOR")


#: Drugs with doses, routes and frequencies (not PHI).
DRUGS = ("metformin 1 g PO BD", "amlodipine 10 mg OD", "atorvastatin 40 mg nocte",
         "enoxaparin 40 mg SC OD", "ceftriaxone 2 g IV OD", "co-amoxiclav 1.2 g IV TDS",
         "artesunate 2.4 mg/kg IV", "artemether-lumefantrine 4 tabs BD x3/7",
         "furosemide 40 mg IV BD", "bisoprolol 2.5 mg OD", "insulin glargine 18 units SC nocte",
         "omeprazole 20 mg OD", "paracetamol 1 g QDS PRN", "tramadol 50 mg TDS PRN",
         "salbutamol neb 5 mg q4h", "prednisolone 40 mg OD x5/7", "apixaban 5 mg BD",
         "clopidogrel 75 mg OD", "aspirin 75 mg OD", "TLD 1 tab OD", "isoniazid 300 mg OD",
         "rifampicin/isoniazid (RH) 4 tabs", "cotrimoxazole 960 mg OD", "nifedipine SR 30 mg BD",
         "methyldopa 250 mg TDS", "magnesium sulphate 4 g IV loading", "hydroxyurea 500 mg OD",
         "folic acid 5 mg OD", "vitamin D3 50,000 IU weekly", "sitagliptin 100 mg OD",
         "empagliflozin 10 mg OD", "spironolactone 25 mg OD", "ondansetron 4 mg IV PRN",
         "metronidazole 500 mg IV TDS", "meropenem 1 g IV q8h", "vancomycin 1 g IV q12h",
         "levothyroxine 100 mcg OD", "gliclazide MR 60 mg OD", "ramipril 5 mg OD",
         "dexamethasone 6 mg IV OD", "IV NS 0.9% 1 L over 8 h", "Ringer's lactate 500 mL stat")
DIAGNOSES = ("T2DM with poor glycaemic control", "severe falciparum malaria",
             "community-acquired pneumonia, right lower lobe", "sickle cell crisis (HbSS)",
             "NSTEMI", "acute decompensated heart failure (HFrEF, EF 30%)",
             "pulmonary TB, smear positive", "DKA, resolved", "pre-eclampsia with severe features",
             "acute appendicitis", "cholelithiasis with acute cholecystitis",
             "ischaemic stroke, L MCA territory", "CKD stage 4", "HIV on ART, VL suppressed",
             "typhoid fever", "brucellosis", "thalassaemia trait", "hypertensive urgency",
             "COPD exacerbation", "cellulitis of the left leg", "AF with RVR",
             "G6PD deficiency", "upper GI bleed, Forrest IIb ulcer", "urosepsis")
ICD = ("E11.65", "B50.9", "J18.1", "D57.0", "I21.4", "I50.21", "A15.0", "N18.4", "O14.1",
       "K35.80", "K80.00", "I63.512", "B20", "A01.0", "A23.9", "I16.0", "J44.1", "L03.116",
       "I48.91", "K25.4", "N39.0")
SIGNS = ("Murphy's sign positive", "Kernig's sign negative", "Babinski downgoing bilaterally",
         "Homans' sign negative", "Rovsing's sign positive", "Romberg negative",
         "Trendelenburg gait", "Chvostek's sign absent", "McBurney's point tenderness",
         "Kussmaul breathing", "Cullen's sign absent", "Battle's sign absent")

