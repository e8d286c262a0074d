"""Style N: the paperwork and correspondence around care, for training. About half of it is
everyday text (insurers' claim letters and explanations of benefits, pharmacy receipts and
refill reminders by SMS and e-mail, patient-support-group forum posts and newsletters,
medical-tourism e-mail threads, home-medical-equipment delivery notes, care-home fee
invoices), half the paperwork of care outside the ward (poison-information-centre call logs,
refugee and migrant health-screening forms, prison health-care request slips and custody
medical notes, ship's medical logs, military medical boards, biobank sample registers and
consent forms, occupational physicians' letters to employers, sick-leave certificates).
People and places come from Germany, Austria, Poland, Hungary, Russia, Japan, Thailand,
Zimbabwe, Tanzania and the US Northeast and Midwest, each with its own date orders, phones,
postcodes, plates, IDs and health-insurance numbers. Names keep to their country: German,
Austrian, Polish, Hungarian, Russian and Japanese (Faker's locales, romanized;
:func:`deidkit.synth.locales.origin_pools`), Thai (with nicknames), Shona, Ndebele, Chagga,
Swahili and US names (lists below). Hungarian names are written family name first now and
then, Japanese ones family name first in Japanese documents, Russian ones with patronymics
and surnames in the form of the person's sex.

Annotation follows the i2b2 2014 guidelines and the conventions of style K: titles,
honorifics, credentials, label words and times stay outside tags ('Dr.', 'Herr', 'Khun',
'-san', 'MD', 'Room', 'cell', 'cabin', 'MV' of a vessel, 'A-' of an Austrian postcode, 'g.'
after a Russian date); every date is DATE (Buddhist-era years, '2089年3月12日' and years alone
too; a Hungarian date's closing dot stays outside), every age AGE. Care staff (physicians,
nurses, pharmacists, poison-information specialists, medical officers, a medical-tourism
clinic's coordinators) are DOCTOR; everybody else (patients, relatives, claims handlers,
drivers, crew, interpreters, HR contacts, forum members) PATIENT. PROFESSION is an occupation
or job title in prose, fields and cells, a ship's rank and a military specialty too.
Insurers, pharmacies (as businesses), suppliers, employers, support groups, biobanks, poison
centres, shipping lines, agencies, military units and prisons are ORGANIZATION; hospitals,
clinics and care homes HOSPITAL; named wards and units and a prison's named wings DEPARTMENT
('the ward', 'the pharmacy' written bare are not). Room, cell and cabin numbers are ROOM
without their label. Vessels (without their MV/MS prefix), hotels, reception centres and
landmarks are LOCATION-OTHER; ports are CITY. A street with its house, flat or P.O. box is one
STREET; states, Laender, voivodeships, oblasts, prefectures, provinces and regions STATE.
After their cues: Steuer-ID, SV number, PESEL, TAJ, SNILS, My Number, Thai ID, Zimbabwe
national ID, NIDA, SSN, passport, UNHCR, IMO, service, personnel, inmate, claim, case,
certificate, prescription, order, invoice, booking, tracking and loyalty numbers and
participant codes IDNUM; Krankenversichertennummer, e-card, NFZ, OMS policy, Medicare,
Medicaid and other insurers' member numbers HEALTHPLAN; bank accounts, IBANs and resident
accounts ACCOUNT; doctors' numbers and licences LICENSE; hospital numbers MEDICALRECORD;
sample IDs BIOID; equipment serials DEVICE; van plates VEHICLE. The look-alikes stay
untagged: prices, quantities, doses, lab values, vital signs, times, flight numbers, batch
numbers, drug codes (PZN, CPT, ICD), an insurer's institution code, ethics approval numbers,
freezer positions, ships' positions, versions and product names.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_i as fi
from deidkit.synth.builder import Writer
from deidkit.synth.locales import origin_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.style_j import JNote
from deidkit.synth.surface import MONTHS, ascii_email, digits, fill_digits, letters, slug

#: Real places: (country code, city, region (STATE), its short form or '', postcode shape
#: ('' where the country has none), country name).
PLACES = (
    ("DE", "Leipzig", "Sachsen", "SN", "04ddd", "Germany"),
    ("DE", "Bochum", "Nordrhein-Westfalen", "NRW", "44ddd", "Germany"),
    ("DE", "Freiburg im Breisgau", "Baden-Württemberg", "BW", "79ddd", "Germany"),
    ("DE", "Rostock", "Mecklenburg-Vorpommern", "MV", "18ddd", "Germany"),
    ("DE", "Regensburg", "Bayern", "BY", "93ddd", "Germany"),
    ("AT", "Graz", "Steiermark", "Stmk.", "80dd", "Austria"),
    ("AT", "Linz", "Oberösterreich", "OÖ", "40dd", "Austria"),
    ("AT", "Innsbruck", "Tirol", "", "60dd", "Austria"),
    ("AT", "Klagenfurt", "Kärnten", "", "90dd", "Austria"),
    ("PL", "Kraków", "małopolskie", "", "3d-ddd", "Poland"),
    ("PL", "Gdańsk", "pomorskie", "", "80-ddd", "Poland"),
    ("PL", "Łódź", "łódzkie", "", "9d-ddd", "Poland"),
    ("PL", "Lublin", "lubelskie", "", "20-ddd", "Poland"),
    ("HU", "Debrecen", "Hajdú-Bihar", "", "40dd", "Hungary"),
    ("HU", "Szeged", "Csongrád-Csanád", "", "67dd", "Hungary"),
    ("HU", "Pécs", "Baranya", "", "76dd", "Hungary"),
    ("HU", "Győr", "Győr-Moson-Sopron", "", "90dd", "Hungary"),
    ("RU", "Kazan", "Republic of Tatarstan", "Tatarstan", "420ddd", "Russia"),
    ("RU", "Yekaterinburg", "Sverdlovsk Oblast", "Sverdlovskaya obl.", "620ddd", "Russia"),
    ("RU", "Novosibirsk", "Novosibirsk Oblast", "Novosibirskaya obl.", "630ddd", "Russia"),
    ("RU", "Samara", "Samara Oblast", "Samarskaya obl.", "443ddd", "Russia"),
    ("JP", "Sapporo", "Hokkaido", "", "060-dddd", "Japan"),
    ("JP", "Sendai", "Miyagi", "Miyagi-ken", "980-dddd", "Japan"),
    ("JP", "Fukuoka", "Fukuoka", "Fukuoka-ken", "81d-dddd", "Japan"),
    ("JP", "Kanazawa", "Ishikawa", "Ishikawa-ken", "920-dddd", "Japan"),
    ("TH", "Chiang Mai", "Chiang Mai Province", "", "50ddd", "Thailand"),
    ("TH", "Khon Kaen", "Khon Kaen Province", "", "40ddd", "Thailand"),
    ("TH", "Hat Yai", "Songkhla", "", "90110", "Thailand"),
    ("TH", "Nakhon Ratchasima", "Nakhon Ratchasima Province", "Korat", "30ddd", "Thailand"),
    ("ZW", "Harare", "Harare Province", "", "", "Zimbabwe"),
    ("ZW", "Bulawayo", "Bulawayo Province", "", "", "Zimbabwe"),
    ("ZW", "Mutare", "Manicaland", "", "", "Zimbabwe"),
    ("ZW", "Gweru", "Midlands", "", "", "Zimbabwe"),
    ("TZ", "Dar es Salaam", "Dar es Salaam Region", "", "1dd01", "Tanzania"),
    ("TZ", "Arusha", "Arusha Region", "", "23ddd", "Tanzania"),
    ("TZ", "Moshi", "Kilimanjaro Region", "Kilimanjaro", "25ddd", "Tanzania"),
    ("TZ", "Mwanza", "Mwanza Region", "", "33ddd", "Tanzania"),
    ("US", "Worcester", "Massachusetts", "MA", "016dd", "USA"),
    ("US", "Providence", "Rhode Island", "RI", "029dd", "USA"),
    ("US", "Scranton", "Pennsylvania", "PA", "185dd", "USA"),
    ("US", "Albany", "New York", "NY", "122dd", "USA"),
    ("US", "Burlington", "Vermont", "VT", "054dd", "USA"),
    ("US", "Columbus", "Ohio", "OH", "432dd", "USA"),
    ("US", "Milwaukee", "Wisconsin", "WI", "532dd", "USA"),
    ("US", "Des Moines", "Iowa", "IA", "503dd", "USA"),
    ("US", "Grand Rapids", "Michigan", "MI", "495dd", "USA"),
    ("US", "Duluth", "Minnesota", "MN", "558dd", "USA"),
)
CODES = ("DE", "AT", "PL", "HU", "RU", "JP", "TH", "ZW", "TZ", "US")
#: How often a subject is of each country (the US counts two regions).
COUNTRY_WEIGHTS = (10, 8, 10, 8, 9, 9, 9, 8, 8, 14)
LOCALE = {"DE": "de_DE", "AT": "de_AT", "PL": "pl_PL", "HU": "hu_HU", "RU": "ru_RU",
          "JP": "ja_JP"}
STREET_NAMES = {
    "DE": ("Karl-Heine-Straße", "Lindenstraße", "Am Mühlgraben", "Bahnhofstraße", "Weinbergweg",
           "Schillerplatz", "Gartenstraße", "Rosenweg", "Kirchgasse", "Am Stadtpark"),
    "AT": ("Annenstraße", "Herrengasse", "Leonfeldner Straße", "Maria-Theresien-Straße",
           "Schmiedgasse", "Linzer Gasse", "Wiener Straße", "Kärntner Ring"),
    # (without 'ul.' and 'al.': the sentence splitter would cut the STREET tag after them)
    "PL": ("Długa", "Mickiewicza", "Piotrkowska", "Aleja Jana Pawła II", "Ogrodowa",
           "Kościuszki", "Osiedle Słoneczne", "Lipowa"),
    "HU": ("Petőfi Sándor utca", "Kossuth Lajos tér", "Piac utca", "Árpád út", "Rákóczi út",
           "Bem József utca", "Dózsa György út", "Széchenyi tér"),
    "RU": ("ulitsa Baumana", "prospekt Lenina", "ulitsa Pushkina", "ulitsa Gagarina",
           "Sovetskaya ulitsa", "prospekt Mira", "Krasny prospekt", "Molodezhnaya ulitsa"),
    "JP": ("Honcho", "Kita 7-jo Nishi", "Tenjin", "Korinbo", "Ichibancho", "Hakata-ekimae",
           "Minami 3-jo", "Katamachi"),
    "TH": ("Huay Kaew Road", "Mittraphap Road", "Niphat Uthit 3 Road", "Soi Suthep 4",
           "Mueang Phon Road", "Chang Phueak Road", "Thepkrasattri Road", "Sri Chan Road"),
    "ZW": ("Samora Machel Avenue", "Jason Moyo Street", "Fife Street", "Herbert Chitepo Street",
           "Robert Mugabe Way", "Lobengula Street", "Mkoba", "Sakubva"),
    "TZ": ("Sokoine Road", "Uhuru Street", "Mikocheni", "Kiusa Street", "Nyerere Road",
           "Boma Road", "Mawenzi Road", "Kenyatta Road"),
    "US": ("Elm Street", "Maple Ave", "N Prospect Ave", "Pleasant St", "Lakeshore Dr",
           "County Road 12", "Hickory Lane", "W Washington St", "Orchard Hill Rd", "Main St"),
}

#: Names of the countries without a Faker locale here: Thai (with nicknames), Shona, Ndebele,
#: Chagga, Swahili and US names.
TH_MALE = ("Somchai", "Prasert", "Anan", "Kittisak", "Wichai", "Thanawat", "Chaiwat", "Surasak",
           "Nattapong", "Piyawat", "Weerayut", "Sakda")
TH_FEMALE = ("Siriporn", "Malee", "Kanya", "Ratana", "Pornthip", "Wanida", "Supaporn",
             "Nittaya", "Achara", "Chutima", "Duangjai", "Kulthida")
TH_LAST = ("Wongsawat", "Srisuk", "Chaiyaphum", "Boonmee", "Thongdee", "Saetang", "Kaewkla",
           "Rattanakorn", "Phromsuwan", "Jantarasorn", "Suksawat", "Charoenkul", "Intharasuk")
TH_NICK = ("Nok", "Lek", "Ploy", "Noi", "Aom", "Bee", "Tong", "Golf", "Pim", "Ton", "Joy",
           "Gift", "Beam", "Mint", "Fah", "Oil")
SHONA_MALE = ("Tatenda", "Tinashe", "Farai", "Tendai", "Kudakwashe", "Tafadzwa", "Simbarashe",
              "Takudzwa", "Tapiwa", "Munyaradzi")
SHONA_FEMALE = ("Rutendo", "Chipo", "Nyasha", "Rumbidzai", "Tsitsi", "Vimbai", "Fadzai",
                "Ruvimbo", "Tariro", "Chiedza")
SHONA_LAST = ("Chikwanha", "Mutasa", "Chinyoka", "Mapfumo", "Gumbo", "Marufu", "Zvobgo",
              "Madziva", "Mushonga", "Chiwenga", "Makoni", "Nyamayaro")
NDEBELE_MALE = ("Mthokozisi", "Nkosana", "Sifiso", "Langelihle", "Khulekani", "Mduduzi",
                "Njabulo", "Bekezela")
NDEBELE_FEMALE = ("Nomathemba", "Sithabile", "Nokuthula", "Sibongile", "Thandiwe", "Busisiwe",
                  "Sikhulekile", "Nqobile")
NDEBELE_LAST = ("Ncube", "Dube", "Sibanda", "Ndlovu", "Nkomo", "Mpofu", "Khumalo", "Mlilo",
                "Tshuma", "Moyo")
CHAGGA_MALE = ("Elibariki", "Ndesanjo", "Godlisten", "Erasto", "Wilbroad", "Nderingo",
               "Elisante", "Ombeni")
CHAGGA_FEMALE = ("Anande", "Neema", "Upendo", "Lightness", "Elineema", "Ndesika", "Happiness",
                 "Eliaichi")
CHAGGA_LAST = ("Mushi", "Shayo", "Kimaro", "Massawe", "Lyimo", "Mallya", "Swai", "Urio",
               "Minja", "Mrema", "Kisanga", "Tarimo")
SWAHILI_MALE = ("Baraka", "Juma", "Hamisi", "Rashidi", "Salim", "Mussa", "Athumani", "Faraji",
                "Omari", "Shabani")
SWAHILI_FEMALE = ("Zawadi", "Rehema", "Mwanaisha", "Halima", "Saida", "Tatu", "Amina",
                  "Mwajuma", "Zuhura", "Mwanahawa")
SWAHILI_LAST = ("Mwinyi", "Hassani", "Kombo", "Mbwana", "Salum", "Bakari", "Mfaume",
                "Nassoro", "Mzee", "Kipingu")
US_MALE = ("Dustin", "Brent", "Tyler", "Craig", "Derek", "Dylan", "Travis", "Cody", "Garrett",
           "Brady", "Kyle", "Shane")
US_FEMALE = ("Kelsey", "Brittany", "Lindsey", "Courtney", "Kristen", "Chelsea", "Whitney",
             "Tara", "Krista", "Brianna", "Haley", "Shawna")
US_LAST = ("Przybylski", "Halvorsen", "Lindqvist", "Schroeder", "Gallagher", "DeLuca",
           "Jablonski", "Brennan", "Vanderveen", "Ostrowski", "Mahoney", "Swanson", "Kowalczyk",
           "Thibodeau", "Lundgren", "Fitzpatrick")
#: Russian patronymics (male forms; '-ich' -> '-na' for women).
RU_PATRONYMICS = ("Ivanovich", "Sergeevich", "Aleksandrovich", "Nikolaevich", "Dmitrievich",
                  "Petrovich", "Vladimirovich", "Mikhaylovich", "Andreevich", "Viktorovich",
                  "Yuryevich", "Olegovich", "Borisovich", "Pavlovich", "Anatolyevich",
                  "Vasilyevich", "Gennadyevich", "Igorevich")

HOSPITALS = {
    "DE": ("Klinikum St. Georg", "Universitätsklinikum {city}", "Städtisches Klinikum {city}",
           "Helios Klinik {city}", "Diakonissenkrankenhaus {city}"),
    "AT": ("LKH-Universitätsklinikum {city}", "Ordensklinikum {city}", "Klinikum {city}-Süd",
           "Barmherzige Brüder {city}"),
    "PL": ("Szpital Uniwersytecki w {city}", "Wojewódzki Szpital Specjalistyczny {city}",
           "Szpital Powiatowy {city}", "Centrum Medyczne {city}"),
    "HU": ("{city}i Egyetem Klinikai Központ", "{last} Kórház", "Markusovszky Kórház",
           "Petz Aladár Megyei Oktató Kórház"),
    "RU": ("City Clinical Hospital 7, {city}", "Republican Clinical Hospital {city}",
           "Regional Clinical Hospital 1 {city}", "Polyclinic 21 {city}"),
    "JP": ("{city} City Hospital", "{city} Medical Center", "{last} Clinic",
           "{city} Red Cross Hospital"),
    "TH": ("Maharaj Nakorn {city} Hospital", "{city} Ram Hospital", "Srinagarind Hospital",
           "Bangkok Hospital {city}"),
    "ZW": ("Parirenyatwa Group of Hospitals", "Mpilo Central Hospital", "{city} Provincial "
           "Hospital", "Avenues Clinic"),
    "TZ": ("Kilimanjaro Christian Medical Centre", "Mount Meru Regional Hospital",
           "Bugando Medical Centre", "Aga Khan Hospital {city}"),
    "US": ("{city} Memorial Hospital", "St. Luke's {city}", "{last} Community Health Center",
           "{city} VA Medical Center"),
}
WARDS = ("Station 4B", "Station Kardiologie 2", "Innere Medizin 3", "Oddział Chorób "
         "Wewnętrznych II", "Belgyógyászat II", "Therapy Department 2", "Ward 5 West",
         "Nephrology Ward", "Dialysis Unit 2", "Emergency Centre", "Toxicology Unit",
         "Paediatric Ward 12", "Occupational Health Service", "Travel Clinic",
         "Dental Implant Centre", "Sakura Ward", "Renal Unit B", "Internal Medicine 7F",
         "Orthopaedic Ward 3", "International Patient Centre")
#: Named units of prisons and detention centres (DEPARTMENT).
WINGS = ("Haus 2", "Wing C", "B-Wing", "Block 4", "Abteilung West", "Pawilon III",
         "Unit 7 Medical", "Housing Unit 3", "Segregation Unit", "Krankenabteilung")
INSURERS = {
    "DE": ("AOK Plus", "Techniker Krankenkasse", "Barmer", "DAK-Gesundheit", "IKK classic",
           "Allianz Private Krankenversicherung"),
    "AT": ("ÖGK", "BVAEB", "SVS", "UNIQA Privatversicherung", "Wiener Städtische"),
    "PL": ("NFZ Małopolski Oddział Wojewódzki", "NFZ Pomorski OW", "PZU Zdrowie",
           "LUX MED Ubezpieczenia"),
    "HU": ("NEAK", "Generali Biztosító", "Allianz Hungária", "OTP Egészségpénztár"),
    "RU": ("SOGAZ-Med", "Ingosstrakh-M", "RESO-Med", "AlfaStrakhovanie-OMS"),
    "JP": ("Kyokai Kenpo Miyagi", "National Health Insurance, Sapporo City", "Tokio Marine "
           "Nichido", "Fukuoka Teachers Mutual Aid"),
    "TH": ("Social Security Office", "Muang Thai Life Assurance", "AIA Thailand",
           "Bangkok Insurance"),
    "ZW": ("CIMAS", "PSMAS", "First Mutual Health", "Fidelity Life Medical"),
    "TZ": ("NHIF", "Jubilee Health Insurance", "Strategis Insurance", "AAR Insurance Tanzania"),
    "US": ("Blue Cross Blue Shield of Michigan", "Harvard Pilgrim Health Care", "Medica",
           "Tufts Health Plan", "Anthem Blue Cross", "MassHealth", "CareSource Ohio"),
}
PHARMACIES = {
    "DE": ("Adler-Apotheke", "Löwen-Apotheke am Markt", "Stadt-Apotheke", "DocMorris"),
    "AT": ("Apotheke zum Mohren", "Marien-Apotheke", "Apotheke Graz-Lend"),
    "PL": ("Apteka Gemini", "Apteka Dbam o Zdrowie", "Apteka pod Orłem"),
    "HU": ("Szent Anna Patika", "Arany Sas Gyógyszertár", "BENU Gyógyszertár"),
    "RU": ("Apteka 36,6", "Rigla", "Zdorovye Plus"),
    "JP": ("Matsumoto Kiyoshi", "Ain Pharmacy", "Nihon Chouzai"),
    "TH": ("Boots Nimman", "Fascino Pharmacy", "Pure Care Pharmacy"),
    "ZW": ("Greenwood Pharmacy", "Medbay Pharmacy", "QV Pharmacy"),
    "TZ": ("Shelys Pharmacy", "Mansoor Daya Chemists", "Kilimanjaro Pharmacy"),
    "US": ("Walgreens", "CVS Pharmacy", "Hy-Vee Pharmacy", "Meijer Pharmacy", "Rite Aid"),
}
#: Organizations and care homes of each country (a Polish prison for a Polish subject).
SUPPLIERS = {"DE": ("Sanitätshaus Kniep", "Linde Homecare", "VitalAire"),
             "AT": ("OrthoMobil GmbH", "Bandagist Heindl"), "PL": ("Medi-Rent Polska",),
             "HU": ("MedTech Kft.",), "RU": ("Medtekhnika Kazan",), "JP": ("Teijin Home Care",),
             "TH": ("Siam Medical Supply",), "ZW": ("HomeOx Harare",),
             "TZ": ("Medipoint Tanzania",), "US": ("Apria Healthcare", "Lincare Midwest",
                                                   "Norco Medical")}
CARE_HOMES = {"DE": ("Seniorenresidenz Am Auwald", "Haus Sonnenhang"),
              "AT": ("Pflegewohnhaus Lend", "Seniorenheim St. Anna"),
              "PL": ("Dom Pomocy Społecznej Helclów",), "HU": ("Napfény Idősek Otthona",),
              "RU": ("Pansionat Zabota",), "JP": ("Sakura no Sato Care Home",),
              "TH": ("Ban Suan Eldercare Chiang Mai",), "ZW": ("Island Hospice Harare",),
              "TZ": ("Kibo Eldercare Home",), "US": ("Maple Grove Nursing Home",
                                                     "Lakeview Senior Living")}
POISON_CENTRES = {"DE": ("Giftinformationszentrum-Nord", "GIZ Erfurt"),
                  "AT": ("Vergiftungsinformationszentrale",),
                  "PL": ("Ośrodek Toksykologiczny Kraków",),
                  "HU": ("Toxikológiai Tájékoztató Szolgálat",),
                  "RU": ("Kazan Toxicology Centre",), "JP": ("Japan Poison Information Center",),
                  "TH": ("Ramathibodi Poison Center",),
                  "ZW": ("Drug and Toxicology Information Service",),
                  "TZ": ("Muhimbili Poison Information Centre",),
                  "US": ("Northern New England Poison Center", "Ohio Poison Center")}
PRISONS = {"DE": ("JVA Leipzig", "JVA Bochum"), "AT": ("Justizanstalt Graz-Karlau",),
           "PL": ("Areszt Śledczy w Krakowie",), "HU": ("Szegedi Fegyház és Börtön",),
           "RU": ("SIZO-2 Kazan",), "JP": ("Fukuoka Detention House",),
           "TH": ("Chiang Mai Central Prison",), "ZW": ("Chikurubi Maximum Security Prison",),
           "TZ": ("Ukonga Prison",), "US": ("Worcester County Jail",
                                            "Milwaukee Secure Detention Facility")}
MIL_UNITS = {"DE": ("Panzergrenadierbataillon 371", "Sanitätsregiment 2"),
             "AT": ("Jägerbataillon 25",), "PL": ("12 Brygada Zmechanizowana",),
             "HU": ("MH Bocskai István Lövészdandár",), "RU": ("Military Unit 22179",),
             "JP": ("JGSDF 11th Brigade",), "TH": ("Royal Thai Army 33rd Military Circle",),
             "ZW": ("Zimbabwe National Army 3 Brigade",), "TZ": ("TPDF 501 Battalion",),
             "US": ("1st Battalion, 182nd Infantry Regiment", "Wisconsin Army National Guard",
                    "128th Air Refueling Wing")}
BIOBANKS = {"DE": ("Biobank Leipzig LIFE",), "AT": ("Biobank Graz",), "PL": ("Biobank Łódź",),
            "HU": ("National Biobank of Hungary",), "RU": ("Kazan Federal Biobank",),
            "JP": ("Tohoku Medical Megabank",), "TH": ("Chiang Mai Biobank",),
            "ZW": ("UZ Clinical Research Biorepository",), "TZ": ("KCMC Biorepository",),
            "US": ("Midwest Kidney Biobank", "Marshfield Personalized Medicine Biobank")}
GROUPS = {"DE": ("Selbsthilfegruppe Dialyse Bochum", "Deutsche Rheuma-Liga Leipzig"),
          "AT": ("Selbsthilfe Darmkrebs Steiermark",),
          "PL": ("Polskie Stowarzyszenie Diabetyków",), "HU": ("Magyar Parkinson Egyesület",),
          "RU": ("Kazan Society of Kidney Patients",),
          "JP": ("Sapporo Dialysis Patients Association",), "TH": ("Chiang Mai Diabetes Club",),
          "ZW": ("Zimbabwe Kidney Patients Association",), "TZ": ("Tanzania Diabetes Association",),
          "US": ("Parkinson's Support Group of Worcester", "Grand Rapids Ostomy Association",
                 "Long COVID Wisconsin")}
EMPLOYERS = {"DE": ("BMW Werk Leipzig", "Deutsche Post DHL Hub", "Bochumer Verein"),
             "AT": ("voestalpine Stahl Linz", "Magna Steyr Graz", "Swarovski Wattens"),
             "PL": ("Fabryka Kabli Kraków", "Stocznia Gdańsk", "Biedronka"),
             "HU": ("MOL Nyrt.", "Richter Gedeon", "Audi Hungaria"),
             "RU": ("KAMAZ", "Tatneft", "Uralmash"),
             "JP": ("Toyota Motor Hokkaido", "Aeon Mall Sendai", "Nitori"),
             "TH": ("CP Foods", "Central Festival Chiang Mai", "Thai Airways"),
             "ZW": ("Delta Beverages", "Zimplats", "Econet Wireless"),
             "TZ": ("Tanzania Breweries", "Kilombero Sugar", "Serengeti Breweries"),
             "US": ("Menards", "Amazon Fulfillment Center", "Kohler Co.",
                    "Worcester Public Schools", "Steelcase", "John Deere")}
AGENCIES = ("MedTravel Hungary", "Smile Dental Tours Kft.", "Siam Care Concierge",
            "Polmed Tourism", "Kilimanjaro Medical Travel", "Nippon Medical Access")
LINES = ("Reederei Nord", "Hapag-Lloyd", "Polsteam", "Sovcomflot", "NYK Line",
         "Interlake Steamship Company", "Tanzania Ports Authority", "Deutsche Seereederei")
HOTELS = ("Orchid Riverside Residence", "Hotel Pannonia", "Hotel Rába City Center",
          "Ping Nakara Boutique", "Sakura Business Inn", "Hotel Kazimierz",
          "Kibo Palace Hotel", "Mount Meru Lodge", "Royal Garden Residence")
LANDMARKS = ("Bahnhof Leipzig-Connewitz", "Stadtteilzentrum Nord", "Erstaufnahme Suhl",
             "Bundesbetreuungszentrum Traiskirchen", "Centrum Kultury Podgórze",
             "Dom Kultury Zacisze", "Kazan Kremlin", "Odori Park", "Nong Prajak Park",
             "Harare Gardens", "Kariakoo Market", "Nyarugusu Camp", "Union Station",
             "Ellis Island Reception Centre", "Lake Harriet Bandshell")
VESSELS = ("Nordlicht", "Baltic Trader", "Warta", "Kapitan Khlebnikov", "Ocean Sakura",
           "Arthur M. Anderson", "Kilimanjaro IV", "Elbe Express", "Lady Tanganyika",
           "Mesabi Miner")
PORTS = ("Hamburg", "Rostock", "Gdynia", "Szczecin", "Novorossiysk", "Yokohama", "Kobe",
         "Laem Chabang", "Dar es Salaam", "Beira", "Duluth", "Cleveland", "Rotterdam")
RANKS = ("Chief Engineer", "Second Officer", "Able Seaman", "Oiler", "Cook", "Bosun",
         "Electro-Technical Officer", "Deck Cadet", "Steward", "Third Engineer")
MIL_JOBS = ("infantryman", "combat medic", "truck driver", "radio operator", "military police",
            "aircraft mechanic", "field engineer", "cook", "paratrooper")
JOBS = ("forklift driver", "warehouse picker", "bus driver", "nursing assistant", "welder",
        "primary school teacher", "kindergarten teacher", "cashier", "pastry chef",
        "electrician", "postal carrier", "call-centre agent", "hairdresser", "farmer",
        "tram driver", "accountant", "software tester", "plumber", "roofer", "tour guide",
        "security guard", "hotel housekeeper", "mechanic", "dock worker", "seamstress",
        "miner", "taxi driver", "truck driver", "chef", "night porter", "translator",
        "social worker", "bank clerk", "pharmacy assistant", "carpenter", "rice farmer",
        "fisherman", "lab technician", "dental assistant", "dairy farmer", "machinist",
        "assembly line worker", "snowplow driver", "tile setter", "geography teacher")
FROM_COUNTRIES = ("Syria", "Afghanistan", "Eritrea", "Ukraine", "Somalia", "Myanmar",
                  "DR Congo", "Burundi", "Venezuela", "Iraq", "South Sudan", "Mozambique")
#: Languages of each country's migrants (screening forms).
LANGUAGES = {"DE": ("German",), "AT": ("German",), "PL": ("Polish",), "HU": ("Hungarian",),
             "RU": ("Russian", "Tatar"), "JP": ("Japanese",), "TH": ("Thai", "Isan"),
             "ZW": ("Shona", "Ndebele"), "TZ": ("Swahili", "Chagga"), "US": ("English",)}
#: Where each country's migrants are screened, and the reception centres there.
HOSTS = {"DE": ("AT",), "AT": ("DE",), "PL": ("DE",), "HU": ("AT", "DE"),
         "RU": ("DE", "PL", "AT"), "JP": ("US",), "TH": ("JP", "US"), "ZW": ("US",),
         "TZ": ("US", "JP"), "US": ("JP", "DE")}
RECEPTION = {"DE": ("Erstaufnahmeeinrichtung Suhl", "Ankunftszentrum Heidelberg"),
             "AT": ("Bundesbetreuungszentrum Traiskirchen", "Erstaufnahmestelle West"),
             "PL": ("Ośrodek dla Cudzoziemców Biała Podlaska",),
             "JP": ("Narita Immigration Health Station", "Osaka Regional Immigration Bureau"),
             "US": ("International Institute of New England", "Refugee Health Program Columbus",
                    "Bridging Refugee Youth Center Milwaukee")}
RELATIONS = ("wife", "husband", "son", "daughter", "mother", "father", "sister", "brother",
             "partner", "granddaughter", "grandson", "niece")
DRUGS = ("metformin 500 mg", "Ramipril 5 mg", "L-Thyroxin 75 µg", "Pantoprazol 40 mg",
         "insulin glargine 100 U/ml", "atorvastatin 20 mg", "Eliquis 5 mg", "salbutamol inhaler",
         "amlodipine 10 mg", "Ibuprofen 600", "sertraline 50 mg", "tramadol 50 mg",
         "tenofovir/lamivudine/dolutegravir", "artemether-lumefantrine", "omeprazole 20 mg",
         "levetiracetam 500 mg", "Concor 2,5 mg", "Xarelto 20 mg")
QTY = ("N3, 100 St.", "90 tablets", "3 x 28", "30 caps", "1 pen, 5 x 3 ml", "2 inhalers",
       "100 Tbl.", "56 film-coated tablets", "1 box", "60 tabs")
PRODUCTS = ("dishwasher tablets (Finish Quantum)", "lamp oil", "ibuprofen 200 mg tablets",
            "paracetamol syrup 120 mg/5 ml", "button battery CR2032", "e-cigarette refill",
            "rat bait (brodifacoum)", "mushrooms picked in the forest", "kerosene",
            "grandmother's amlodipine", "washing-machine pods", "nail polish remover")
EQUIPMENT = ("oxygen concentrator EverFlo", "CPAP AirSense 10", "care bed Burmeier Dali",
             "rollator Topro Troja", "wheelchair Küschall K-Series", "pressure mattress",
             "suction unit Askir 30", "nebulizer PARI Boy", "patient lift Oxford Mini 140",
             "portable oxygen SimplyGo")
FLIGHTS = ("TG 921", "LO 3921", "OS 123", "JL 408", "LH 772", "W6 2340", "TK 1704",
           "QR 1352", "ET 815", "NH 212", "DL 9425", "FR 4411")
CURRENCY = {"DE": "EUR", "AT": "EUR", "PL": "PLN", "HU": "HUF", "RU": "RUB", "JP": "JPY",
            "TH": "THB", "ZW": "USD", "TZ": "TZS", "US": "USD"}
MAIL = {"DE": ("web.de", "gmx.de", "t-online.de"), "AT": ("gmx.at", "aon.at"),
        "PL": ("wp.pl", "onet.pl", "o2.pl"), "HU": ("freemail.hu", "citromail.hu"),
        "RU": ("yandex.ru", "mail.ru"), "JP": ("docomo.ne.jp", "yahoo.co.jp"),
        "TH": ("hotmail.co.th", "gmail.com"), "ZW": ("gmail.com", "zol.co.zw"),
        "TZ": ("gmail.com", "yahoo.com"), "US": ("gmail.com", "comcast.net", "yahoo.com")}
TLD = {"DE": ".de", "AT": ".at", "PL": ".pl", "HU": ".hu", "RU": ".ru", "JP": ".jp",
       "TH": ".co.th", "ZW": ".co.zw", "TZ": ".co.tz", "US": ".org"}
#: Phone shapes: (country code, national shapes with their trunk prefix).
PHONES = {
    "DE": ("49", ("0341 ddddddd", "0234 dddddd", "0171 ddddddd", "0761/dddddd", "0381 ddd dd dd")),
    "AT": ("43", ("0316 dddddd", "0732 ddd ddd", "0664 ddddddd", "0512/dddddd")),
    "PL": ("48", ("12 ddd dd dd", "58 ddd dd dd", "6dd ddd ddd", "5dd ddd ddd")),
    "HU": ("36", ("06 52 ddd ddd", "06 30 ddd dddd", "06 62 ddd ddd", "06 20 ddd dddd")),
    "RU": ("7", ("8 (843) ddd-dd-dd", "8 (343) ddd-dd-dd", "8 9dd ddd-dd-dd")),
    "JP": ("81", ("011-ddd-dddd", "022-ddd-dddd", "092-ddd-dddd", "090-dddd-dddd")),
    "TH": ("66", ("053 ddd ddd", "043 ddd ddd", "08d ddd dddd", "09d ddd dddd")),
    "ZW": ("263", ("0242 dddddd", "077 ddd dddd", "071 ddd dddd", "029 22ddddd")),
    "TZ": ("255", ("022 2dd dddd", "0754 ddd ddd", "0713 ddd ddd", "027 27d dddd")),
    "US": ("1", ("(ddd) ddd-dddd", "ddd-ddd-dddd", "ddd.ddd.dddd")),
}
AREA = {"Worcester": "508", "Providence": "401", "Scranton": "570", "Albany": "518",
        "Burlington": "802", "Columbus": "614", "Milwaukee": "414", "Des Moines": "515",
        "Grand Rapids": "616", "Duluth": "218"}
#: House date styles of each country (see :func:`format_date`).
DATE_STYLES = {
    "DE": ("dmy_dot0", "dmy_dot0", "dmy_dot0", "dmy_dot", "iso"),
    "AT": ("dmy_dot0", "dmy_dot0", "dmy_dot"),
    "PL": ("dmy_dot0", "dmy_dot0", "pl_long", "iso"),
    "HU": ("hu", "hu", "hu", "iso"),
    "RU": ("dmy_dot0", "dmy_dot0", "ru_g", "d_month_y"),
    "JP": ("iso_slash", "iso_slash", "jp", "jp", "iso"),
    "TH": ("dmy_slash", "dmy_slash", "th_be", "th_be_mon", "d_mon_y"),
    "ZW": ("dmy_slash", "dmy_slash", "d_month_y", "dmy_dash"),
    "TZ": ("dmy_slash", "dmy_slash", "d_month_y", "dmy_dash"),
    "US": ("mdy", "mdy0", "month_d_y", "mon_d_y"),
}
DE_MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
             "September", "Oktober", "November", "Dezember")
AT_MONTHS = ("Jänner",) + DE_MONTHS[1:]
PL_MONTHS = ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca",
             "sierpnia", "września", "października", "listopada", "grudnia")


def format_date(d: dt.date, style: str, country: str = "") -> tuple[str, str]:
    """(the DATE's text, what follows it outside the tag): '12.03.2089', ('2089.03.12', '.')
    in Hungarian, ('12.03.2089', ' g.') in Russian, '2089年3月12日', '12/03/2632' (the
    Buddhist era)."""
    y, m, day = d.year, d.month, d.day
    mon = MONTHS[m - 1]
    if style == "hu":
        return f"{y}.{m:02d}.{day:02d}", "."
    if style == "ru_g":
        return f"{day:02d}.{m:02d}.{y}", " g."
    forms = {
        "dmy_dot0": f"{day:02d}.{m:02d}.{y}", "dmy_dot": f"{day}.{m}.{y}",
        # (no '12. März 2089': the sentence splitter would cut the DATE after '12.')
        "de_month_y": f"{(AT_MONTHS if country == 'AT' else DE_MONTHS)[m - 1]} {y}",
        "pl_long": f"{day} {PL_MONTHS[m - 1]} {y}",
        "iso": f"{y}-{m:02d}-{day:02d}", "iso_slash": f"{y}/{m:02d}/{day:02d}",
        "jp": f"{y}年{m}月{day}日", "th_be": f"{day:02d}/{m:02d}/{y + 543}",
        "th_be_mon": f"{day} {mon[:3]} {y + 543}", "dmy_slash": f"{day:02d}/{m:02d}/{y}",
        "d_month_y": f"{day} {mon} {y}", "d_mon_y": f"{day} {mon[:3]} {y}",
        "dmy_dash": f"{day:02d}-{m:02d}-{y}", "mdy": f"{m}/{day}/{y}",
        "mdy0": f"{m:02d}/{day:02d}/{y}", "month_d_y": f"{mon} {day}, {y}",
        "mon_d_y": f"{mon[:3]} {day}, {y}", "month_y": f"{mon} {y}", "y": str(y),
    }
    return forms[style], ""


def phone(rng: random.Random, country: str, city: str = "") -> tuple[str, str]:
    shape = rng.choice(PHONES[country][1])
    if country == "US":
        shape = shape.replace("ddd", AREA.get(city, "ddd"), 1)
    return country, fill_digits(rng, shape)


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    """National ('0341 4471234'), or international ('+49 341 4471234', '+7 (843) ...')."""
    country, national = number
    code = PHONES[country][0]
    if rng.random() < 0.65:
        return national
    if country == "US":
        return f"+1 {''.join(c for c in national if c.isdigit())[:3]}-{national[-8:]}"
    rest = national[2:] if country == "HU" else national[1:].lstrip() if country == "RU" \
        else national[1:] if national.startswith("0") else national
    return f"+{code} {rest.replace('/', ' ')}"


def plate(rng: random.Random, country: str) -> str:
    """A number plate in the format of ``country``."""
    n = rng.randint
    if country == "DE":
        return f"{rng.choice(('L', 'BO', 'FR', 'HRO', 'R'))}-{letters(rng, n(1, 2))} {n(1, 9999)}"
    if country == "AT":
        return f"{rng.choice(('G', 'L', 'I', 'K', 'GU'))}-{n(100, 99999)} {letters(rng, 1)}"
    if country == "PL":
        return f"{rng.choice(('KR', 'GD', 'EL', 'LU'))} {digits(rng, 4)}{letters(rng, 1)}"
    if country == "HU":
        return rng.choice((f"{letters(rng, 3)}-{digits(rng, 3)}",
                           f"{letters(rng, 2)} {letters(rng, 2)}-{digits(rng, 3)}"))
    if country == "RU":
        return f"{rng.choice('ABEKMHOPCTYX')}{digits(rng, 3)}{letters(rng, 2)} " \
               f"{rng.choice(('116', '66', '196', '54', '63'))}"
    if country == "JP":
        return f"{rng.choice(('Sapporo', 'Sendai', 'Fukuoka', 'Kanazawa'))} {n(300, 599)} " \
               f"{rng.choice(('sa', 'ta', 'ne', 'ri'))} {n(10, 99)}-{n(10, 99)}"
    if country == "TH":
        return f"{n(1, 9)}{rng.choice(('Kor Kor', 'Khor Ngor', 'Nor Por'))} {digits(rng, 4)}"
    if country == "ZW":
        return f"{letters(rng, 3)} {digits(rng, 4)}"
    if country == "TZ":
        return f"T {digits(rng, 3)} {letters(rng, 3)}"
    return rng.choice((f"{n(1, 9)}{letters(rng, 2)}-{digits(rng, 4)}",
                       f"{letters(rng, 3)} {digits(rng, 4)}",
                       f"{digits(rng, 3)} {letters(rng, 3)}"))


def national_id(rng: random.Random, country: str, dob: dt.date) -> tuple[str, str]:
    """(cue, value) of the national or social-security ID of ``country`` (IDNUM)."""
    y, m, d = dob.year, dob.month, dob.day
    if country == "DE":
        return "Steuer-ID", rng.choice((digits(rng, 11), f"{digits(rng, 2)} {digits(rng, 3)} "
                                        f"{digits(rng, 3)} {digits(rng, 3)}"))
    if country == "AT":
        return "SV-Nr.", f"{digits(rng, 4)} {d:02d}{m:02d}{y % 100:02d}"
    if country == "PL":
        return "PESEL", f"{y % 100:02d}{m + (20 if y >= 2000 else 0):02d}{d:02d}{digits(rng, 5)}"
    if country == "HU":
        return "TAJ", rng.choice((f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
                                  f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}"))
    if country == "RU":
        return "SNILS", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)} {digits(rng, 2)}"
    if country == "JP":
        return "My Number", f"{digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}"
    if country == "TH":
        return "Thai ID", f"{rng.randint(1, 8)} {digits(rng, 4)} {digits(rng, 5)} " \
                          f"{digits(rng, 2)} {rng.randint(0, 9)}"
    if country == "ZW":
        return "National ID", f"{rng.randint(2, 86):02d}-{digits(rng, 6)} {letters(rng, 1)} " \
                              f"{digits(rng, 2)}"
    if country == "TZ":
        return "NIDA", f"{y}{m:02d}{d:02d}-{digits(rng, 5)}-{digits(rng, 5)}-{digits(rng, 2)}"
    return "SSN", f"{rng.randint(100, 665)}-{digits(rng, 2)}-{digits(rng, 4)}"


def health_plan(rng: random.Random, country: str, dob: dt.date) -> tuple[str, str]:
    """(cue, value) of a health-insurance number of ``country`` (HEALTHPLAN)."""
    if country == "DE":
        return rng.choice(("KVNR", "Versichertennummer")), f"{letters(rng, 1)}{digits(rng, 9)}"
    if country == "AT":
        return "e-card", f"{digits(rng, 4)} {dob.day:02d}{dob.month:02d}{dob.year % 100:02d}"
    if country == "PL":
        return "NFZ", rng.choice((f"{digits(rng, 2)}-{digits(rng, 8)}",
                                  f"NFZ/{digits(rng, 2)}/{digits(rng, 7)}"))
    if country == "HU":
        return "policy no.", f"{letters(rng, 2)}-{digits(rng, 8)}"
    if country == "RU":
        return "OMS policy", rng.choice((digits(rng, 16), f"{digits(rng, 4)} {digits(rng, 4)} "
                                         f"{digits(rng, 4)} {digits(rng, 4)}"))
    if country == "JP":
        return "insurance card", f"{digits(rng, 8)}-{digits(rng, 3)}"
    if country == "TH":
        return "SSO no.", f"{digits(rng, 2)}-{digits(rng, 7)}-{digits(rng, 1)}"
    if country == "ZW":
        return "member no.", f"{rng.choice(('CIM', 'PS', 'FMH'))}{digits(rng, 6)}-0" \
                             f"{rng.randint(0, 4)}"
    if country == "TZ":
        return "NHIF card", digits(rng, 12)
    return rng.choice((("Medicare", f"{rng.randint(1, 9)}{letters(rng, 1)}{rng.randint(0, 9)}"
                                    f"{rng.randint(0, 9)}-{letters(rng, 2)}{rng.randint(0, 9)}-"
                                    f"{letters(rng, 2)}{digits(rng, 2)}"),
                       ("Medicaid ID", f"{digits(rng, 8)}{letters(rng, 1)}"),
                       ("Member ID", f"{letters(rng, 3)}{digits(rng, 9)}")))


def bank_account(rng: random.Random, country: str) -> str:
    """IBANs where the country has them, account numbers elsewhere (ACCOUNT)."""
    def groups(n):
        return " ".join(digits(rng, 4) for _ in range(n))
    if country in ("DE", "AT", "PL", "HU"):
        n = {"DE": 4, "AT": 4, "PL": 6, "HU": 6}[country]
        iban = f"{country}{digits(rng, 2)} {groups(n)}" + (f" {digits(rng, 2)}" if country == "DE"
                                                            else "")
        return iban if rng.random() < 0.7 else iban.replace(" ", "")
    if country == "RU":
        return f"40817810{digits(rng, 12)}"
    if country == "JP":
        return f"{digits(rng, 3)}-{digits(rng, 7)}"
    if country == "TH":
        return f"{digits(rng, 3)}-{digits(rng, 1)}-{digits(rng, 5)}-{digits(rng, 1)}"
    if country in ("ZW", "TZ"):
        return digits(rng, 13)
    return rng.choice((digits(rng, 10), f"{digits(rng, 4)}-{digits(rng, 6)}"))


def street(rng: random.Random, country: str) -> str:
    """A street with its number and now and then a flat or box (one STREET tag)."""
    name, n = rng.choice(STREET_NAMES[country]), rng.randint(1, 180)
    if country in ("DE", "AT"):
        tail = rng.choice(("", "", "a", f"/{rng.randint(1, 9)}/{rng.randint(1, 30)}"
                           if country == "AT" else ""))
        return f"{name} {n}{tail}"
    if country == "PL":
        return rng.choice((f"{name} {n}", f"{name} {n}/{rng.randint(1, 80)}",
                           f"{name} {n} m. {rng.randint(1, 80)}"))
    if country == "HU":
        return rng.choice((f"{name} {n}.", f"{name} {n}/{rng.choice('ABC')}"))
    if country == "RU":
        # (no 'd. 12, kv. 45': the sentence splitter cuts after those dots)
        return rng.choice((f"{name}, {n}", f"{name}, {n}-{rng.randint(1, 300)}",
                           f"{name} {n}, kv {rng.randint(1, 300)}"))
    if country == "JP":
        return f"{rng.randint(1, 9)}-{rng.randint(1, 30)}-{rng.randint(1, 20)} {name}"
    if country == "TH":
        return rng.choice((f"{n}/{rng.randint(1, 99)} {name}",
                           f"{n}/{rng.randint(1, 9)} Moo {rng.randint(1, 12)}, Tambon Suthep"))
    if country == "ZW":
        return rng.choice((f"{n} {name}", f"House {rng.randint(100, 9999)}, {name}",
                           f"Stand {rng.randint(100, 9999)} {name}"))
    if country == "TZ":
        return rng.choice((f"Plot {n}, {name}", f"House {n}, {name}",
                           f"P.O. Box {rng.randint(100, 9999)}"))
    return rng.choice((f"{n * 7} {name}", f"{n} {name}, Apt {rng.randint(1, 9)}{rng.choice('AB')}",
                       f"{n * 11} {name} Unit {rng.randint(1, 12)}"))


@dataclass(frozen=True)
class PersonN(Person):
    country: str = ""
    patronymic: str = ""   # Russian
    nick: str = ""         # Thai


def _fem_ru(last: str) -> str:
    """A Russian surname in its female form ('Ivanov' -> 'Ivanova', 'Kovalskiy' ->
    'Kovalskaya'); one already female or invariable ('Chernykh') is kept."""
    for a, b in (("skiy", "skaya"), ("skii", "skaya"), ("oy", "aya"), ("ov", "ova"),
                 ("ev", "eva"), ("in", "ina"), ("yn", "yna")):
        if last.endswith(a):
            return last[:-len(a)] + b
    return last


def _masc_ru(last: str) -> str:
    for a, b in (("skaya", "skiy"), ("ova", "ov"), ("eva", "ev"), ("ina", "in"),
                 ("yna", "yn")):
        if last.endswith(a):
            return last[:-len(a)] + b
    return last


FEMALE_RELATIONS = ("wife", "mother", "sister", "daughter", "granddaughter", "niece")


def _person(rng: random.Random, pools, country: str, sex: str | None = None) -> PersonN:
    sex = sex or rng.choice("MF")
    lists = None
    if country == "TH":
        lists = (TH_MALE, TH_FEMALE, TH_LAST)
    elif country == "ZW":
        lists = (SHONA_MALE, SHONA_FEMALE, SHONA_LAST) if rng.random() < 0.6 else \
            (NDEBELE_MALE, NDEBELE_FEMALE, NDEBELE_LAST)
    elif country == "TZ":
        lists = (CHAGGA_MALE, CHAGGA_FEMALE, CHAGGA_LAST) if rng.random() < 0.45 else \
            (SWAHILI_MALE, SWAHILI_FEMALE, SWAHILI_LAST)
    elif country == "US" and rng.random() < 0.7:
        lists = (US_MALE, US_FEMALE, US_LAST)
    if lists:
        first = rng.choice(lists[0] if sex == "M" else lists[1])
        last = rng.choice(lists[2])
        locale = ""
    else:   # a US subject of German or Polish descent now and then (the Midwest)
        locale = LOCALE.get(country) or rng.choice(("de_DE", "pl_PL"))
        male, female, lasts = pools[locale]
        first, last = rng.choice(male if sex == "M" else female), rng.choice(lasts)
    patronymic = nick = ""
    if locale == "ru_RU":
        last = _masc_ru(last) if sex == "M" else _fem_ru(_masc_ru(last))
        patronymic = rng.choice(RU_PATRONYMICS)
        if sex == "F":
            patronymic = patronymic[:-3] + "na"
    elif locale == "pl_PL" and sex == "F" and last[-3:] in ("ski", "cki"):
        last = last[:-1] + "a"
    elif locale == "pl_PL" and sex == "M" and last[-3:] in ("ska", "cka"):
        last = last[:-1] + "i"
    if country == "TH":
        nick = rng.choice(TH_NICK)
    middle = rng.choice("ABCDEJKLMRST") if country == "US" and rng.random() < 0.4 else ""
    return PersonN(first, middle, last, sex, country=country, patronymic=patronymic, nick=nick)


@dataclass(frozen=True)
class SiteN:
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
class StaffN:
    person: PersonN
    cred: str
    email: str
    licence: str


@dataclass(frozen=True)
class World:
    pools: dict
    sites: dict      # country -> (SiteN, ...)
    staff: dict      # country -> (StaffN, ...)


CREDS = {"DE": ("Dr. med. ", "Dr. ", ""), "AT": ("Dr. ", "Dr.in ", "OA Dr. "),
         "PL": ("lek. ", "dr n. med. ", "lek. med. "), "HU": ("Dr. ", "dr. "),
         "RU": ("Dr ", "", "vrach "), "JP": ("Dr. ", ""), "TH": ("Dr. ", "Nurse "),
         "ZW": ("Dr ", "Sister "), "TZ": ("Dr. ", "Sr. "), "US": ("Dr. ", "")}


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    pools = origin_pools(seed, "N")
    rng = random.Random(f"deidkit-synth/{seed}/N/world")
    sites, staff = {}, {}
    for country in CODES:
        places = [p for p in PLACES if p[0] == country]
        own = []
        for k, pattern in enumerate(HOSPITALS[country]):
            place = places[k % len(places)]
            name = pattern.format(city=place[1], last=_person(rng, pools, country).last)
            abbr = "".join(w[0] for w in name.split() if w[0].isupper())[:4]
            own.append(SiteN(name=name, abbr=abbr, place=place, street=street(rng, country),
                             postcode=postcode(rng, place[4]) if place[4] else "",
                             phone=phone(rng, country, place[1]),
                             fax=phone(rng, country, place[1]),
                             domain=slug(name)[:14] + TLD[country],
                             wards=tuple(rng.sample(WARDS, 5))))
        sites[country] = tuple(own)
        people = []
        for _ in range(24):
            p = _person(rng, pools, country)
            f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
            people.append(StaffN(p, rng.choice(CREDS[country]),
                                 f"{rng.choice((f'{f}.{la}', f'{f[:1]}.{la}', la))}".lower()
                                 + "@" + rng.choice(own).domain, fi.license_number(rng)))
        staff[country] = tuple(people)
    return World(pools, sites, staff)


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/N/plan/{number}").choice((1, 1, 2, 2, 3))


@dataclass
class SubjectN:
    number: int
    person: PersonN
    country: str
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple
    email: str
    job: str
    employer: str
    relatives: tuple
    plan: tuple          # (cue, value)
    nat_id: tuple        # (cue, value)
    mrn: str
    site: int
    visits: list = field(default_factory=list)


@dataclass
class VisitN:
    number: int
    note_type: str
    day: dt.date


def subject_builder(note_types):
    kinds, weights = zip(*note_types)

    def build(seed: int, number: int) -> SubjectN:
        world = build_world(seed)
        rng = random.Random(f"deidkit-synth/{seed}/N/subject/{number}")
        country = rng.choices(CODES, COUNTRY_WEIGHTS)[0]
        p = _person(rng, world.pools, country)
        first = dt.date(rng.randint(2045, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(1, 17), rng.randint(18, 66), rng.randint(25, 60),
                          rng.randint(60, 97)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        site = rng.randrange(len(world.sites[country]))
        place = rng.choice([q for q in PLACES if q[0] == country])
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        subject = SubjectN(
            number=number, person=p, country=country, dob=dob, place=place,
            street=street(rng, country),
            postcode=postcode(rng, place[4]) if place[4] else "",
            phone=phone(rng, country, place[1]),
            email=rng.choice((f"{f}.{la}", f"{f}{rng.randint(1, 99)}", f"{la}{f[:1]}",
                              f"{f[:1]}{la}{dob.year % 100}")).lower()
            + "@" + rng.choice(MAIL[country]),
            job=rng.choice(JOBS), employer=rng.choice(EMPLOYERS[country]),
            relatives=tuple((rel, _person(rng, world.pools, country, None if rel == "partner"
                                          else "F" if rel in FEMALE_RELATIONS else "M"))
                            for rel in rng.sample(RELATIONS, 3)),
            plan=health_plan(rng, country, dob), nat_id=national_id(rng, country, dob),
            mrn=fi.mrn(rng), site=site)
        day = first
        for v in range(1, visit_count(seed, number) + 1):
            subject.visits.append(VisitN(v, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(5, 300))
        return subject
    return build


#: Where medical tourists of each country go (abroad sites).
DESTINATIONS = {"DE": ("HU", "PL", "TH"), "AT": ("HU", "TH"), "PL": ("DE", "TH"),
                "HU": ("AT", "DE"), "RU": ("TH", "JP", "DE"), "JP": ("TH",),
                "TH": ("JP",), "ZW": ("TZ", "TH"), "TZ": ("TH", "JP"), "US": ("TH", "PL", "HU")}


class NNote(Writer):
    """A style-N document; ``s_*`` methods are its template slots. ``{pt}`` is the subject
    (PATIENT), ``{staff}`` a member of care staff of the subject's country (DOCTOR),
    ``{local}``, ``{other}`` and ``{rel}`` private persons (PATIENT)."""

    kv, capture, emit, table, heading = JNote.kv, JNote.capture, JNote.emit, JNote.table, \
        JNote.heading

    def choose(self, templates, k) -> list:
        """``k`` of ``templates``, in their order (a letter's sentences keep their sequence)."""
        keep = sorted(super().choose(range(len(templates)), k))
        return [templates[i] for i in keep]

    def __init__(self, seed: int, subject: SubjectN, visit: VisitN, rng: random.Random):
        super().__init__(rng)
        world = build_world(seed)
        self.world, self.pools = world, world.pools
        self.subject, self.visit, self.day = subject, visit, visit.day
        self.country = c = subject.country
        self.site = world.sites[c][subject.site]
        self.date_style = rng.choice(DATE_STYLES[c])
        d, b = visit.day, subject.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.rel = rng.choice(subject.relatives)
        self.staff_p = rng.choice(world.staff[c])
        self.other_p = _person(rng, self.pools, c)
        self.host = rng.choice(HOSTS[c])
        self.host_site = rng.choice(world.sites[self.host])
        self.abroad = rng.choice(DESTINATIONS[c])
        self.abroad_site = rng.choice(world.sites[self.abroad])
        self.insurer = rng.choice(INSURERS[c])
        self.pharmacy = rng.choice(PHARMACIES[c])
        self.org_domain = slug(rng.choice((self.insurer, self.pharmacy, self.site.name)))[:12] \
            + TLD[c]

    def pick(self, general, german=()) -> str:
        """One of ``general``, or of ``german`` too in a German or Austrian document."""
        return self.rng.choice(tuple(general) + (tuple(german) if self.country in ("DE", "AT")
                                                 else ()))

    # a Hungarian date's closing dot or a Russian 'g.' ends a sentence without a second dot
    _dot = False

    def lit(self, text: str) -> None:
        if self._dot and text.startswith("."):
            text = text[1:]
        self._dot = False
        super().lit(text)

    def phi(self, text: str, type_: str) -> None:
        self._dot = False
        super().phi(text, type_)

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            style = self.date_style if rng.random() < 0.85 else rng.choice(
                ("d_month_y", "iso", "d_mon_y", "dmy_dot0"))
        text, after = format_date(d, style, self.country)
        self.phi(text, "DATE")
        self.lit(after)
        self._dot = after.endswith(".")

    def s_date(self): self.date(self.day)
    def s_dob(self): self.date(self.subject.dob)
    def s_later(self): self.date(self.day + dt.timedelta(days=self.rng.randint(3, 90)))
    def s_soon(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 14)))

    def s_earlier(self):
        d = self.day - dt.timedelta(days=self.rng.randint(10, 4000))
        self.date(d, self.rng.choice((None, None, "de_month_y" if self.country in ("DE", "AT")
                                      else "month_y", "y")))

    def s_year(self): self.phi(str(self.day.year - self.rng.randint(1, 25)), "DATE")
    def s_time(self): self.lit(fi.clock(self.rng))

    # -- people -----------------------------------------------------------------------------
    def name(self, p: PersonN, type_: str) -> None:
        rng, c = self.rng, p.country
        r = rng.random()
        if c == "RU" and r < 0.5:
            self.phi(rng.choice((f"{p.first} {p.patronymic} {p.last}",
                                 f"{p.last} {p.first[0]}.{p.patronymic[0]}.",
                                 f"{p.last} {p.first} {p.patronymic}")), type_)
        elif c == "TH" and r < 0.4:
            self.phi(p.first, type_)
            self.lit(" (")
            self.phi(p.nick, type_)
            self.lit(")")
        elif c in ("HU", "JP") and r < 0.45:
            self.phi(f"{p.last} {p.first}", type_)
        elif c == "JP" and r < 0.6:
            self.phi(p.last, type_)
            self.lit("-san")
        else:
            self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}", p.last,
                                 f"{p.first[0]}. {p.last}",
                                 f"{p.first} {p.middle}. {p.last}" if p.middle else p.first)),
                     type_)

    def formal(self, p: PersonN, type_: str) -> None:
        """The name as forms write it: 'MÜLLER, Hans', 'Kovács Erzsébet', 'YAMADA Hanako',
        'Ivanova Marina Sergeevna'."""
        rng, c = self.rng, p.country
        if c == "RU":
            text = f"{p.last} {p.first} {p.patronymic}"
        elif c in ("HU", "JP", "PL"):
            text = f"{p.last} {p.first}" if c != "PL" or rng.random() < 0.5 else \
                f"{p.first} {p.last}"
        elif c == "US":
            text = f"{p.last}, {p.first}" + (f" {p.middle}" if p.middle else "")
        else:
            text = rng.choice((f"{p.last}, {p.first}", f"{p.first} {p.last}"))
        if rng.random() < 0.4:
            words = text.split(" ", 1)
            text = words[0].upper() + (" " + words[1] if len(words) > 1 else "")
        self.phi(text, type_)

    def title(self, p: PersonN) -> None:
        rng, m = self.rng, p.sex == "M"
        local = {"DE": ("Herr ", "Frau "), "AT": ("Herr ", "Frau "), "PL": ("Pan ", "Pani "),
                 "TH": ("Khun ", "Khun "), "JP": ("", ""), "RU": ("Gospodin ", "Gospozha ")}
        if p.country in local and rng.random() < 0.5:
            self.lit(local[p.country][0 if m else 1])
            if p.country == "TH":
                self.phi(p.first, "PATIENT")
                return
            self.phi(p.last, "PATIENT")
            if p.country == "JP":
                self.lit("-san")
            return
        self.lit(("Mr " if m else rng.choice(("Ms ", "Mrs "))) if rng.random() < 0.5 else
                 ("Mr. " if m else "Ms. "))
        self.phi(p.last, "PATIENT")

    def s_pt(self): self.name(self.subject.person, "PATIENT")
    def s_pt_formal(self): self.formal(self.subject.person, "PATIENT")
    def s_pt_short(self): self.title(self.subject.person)
    def s_pt_first(self):
        p = self.subject.person
        self.phi(p.nick if p.nick and self.rng.random() < 0.5 else p.first, "PATIENT")

    def s_he(self): self.lit("he" if self.subject.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.subject.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.subject.person.sex == "M" else "her")
    def s_His(self): self.lit("His" if self.subject.person.sex == "M" else "Her")
    def s_sex(self): self.lit(self.rng.choice(("F", "female", "w")) if self.subject.person.sex
                              == "F" else self.rng.choice(("M", "male", "m")))
    def s_age(self): self.phi(str(self.age), "AGE")
    def s_kid_age(self): self.phi(str(self.rng.randint(1, 15)), "AGE")

    def s_rel(self): self.name(self.rel[1], "PATIENT")
    def s_relation(self): self.lit(self.rel[0])

    def s_other(self):
        self.other_p = _person(self.rng, self.pools, self.country)
        self.name(self.other_p, "PATIENT")

    def s_local(self): self.name(_person(self.rng, self.pools, self.country), "PATIENT")

    def _user(self, p: PersonN) -> str:
        rng = self.rng
        if rng.random() < 0.5:
            return fi.username(rng, p.first, p.last)
        f = slug(p.nick or p.first) or "x"
        return rng.choice((f"{f}_{rng.randint(60, 99)}", f"{f.capitalize()}{rng.randint(1, 9)}",
                           f"{rng.choice(('dialyse', 'sugarfree', 'kidney', 'night_owl'))}_{f}",
                           f"{f}.{slug(p.last)[:3]}", f"{f}-{rng.choice(('mama', 'oma', 'pa'))}"))

    def s_user(self): self.phi(self._user(self.subject.person), "USERNAME")
    def s_other_user(self):
        self.phi(self._user(_person(self.rng, self.pools, self.rng.choice(CODES))), "USERNAME")

    def job_text(self, job: str) -> str:
        return job[:1].upper() + job[1:] if self.rng.random() < 0.2 else job

    def s_job(self): self.phi(self.job_text(self.subject.job), "PROFESSION")
    def s_a_job(self):
        text = self.job_text(self.subject.job)
        self.lit("an " if text[:1].lower() in "aeiou" else "a ")
        self.phi(text, "PROFESSION")

    def s_rank(self): self.phi(self.rng.choice(RANKS), "PROFESSION")
    def s_mil_job(self): self.phi(self.rng.choice(MIL_JOBS), "PROFESSION")

    def staff(self, s: StaffN) -> None:
        rng, p = self.rng, s.person
        if s.cred and rng.random() < 0.7:
            self.lit(s.cred)
        if p.country in ("HU", "JP") and rng.random() < 0.5:
            self.phi(f"{p.last} {p.first}", "DOCTOR")
        elif p.country == "RU" and rng.random() < 0.5:
            self.phi(f"{p.last} {p.first[0]}.{p.patronymic[0]}.", "DOCTOR")
        else:
            self.phi(rng.choice((f"{p.first} {p.last}", p.last, f"{p.first[0]}. {p.last}")),
                     "DOCTOR")
        if p.country == "US" and not s.cred and rng.random() < 0.6:
            self.lit(rng.choice((", MD", ", RN", ", PharmD", ", DO", ", NP")))

    def s_staff(self):
        self.staff_p = self.rng.choice(self.world.staff[self.country])
        self.staff(self.staff_p)

    def s_abroad_staff(self):
        self.staff_p = self.rng.choice(self.world.staff[self.abroad])
        self.staff(self.staff_p)
    def s_staff_email(self): self.phi(self.staff_p.email, "EMAIL")
    def s_licence(self): self.phi(self.staff_p.licence, "LICENSE")
    def s_lanr(self): self.phi(digits(self.rng, 9), "LICENSE")

    # -- places -----------------------------------------------------------------------------
    def s_hosp(self): self.phi(self.site.name, "HOSPITAL")
    def s_abroad_hosp(self): self.phi(self.abroad_site.name, "HOSPITAL")
    def s_care_home(self): self.phi(self.rng.choice(CARE_HOMES[self.country]), "HOSPITAL")
    def s_ward(self): self.phi(self.rng.choice(self.site.wards), "DEPARTMENT")
    def s_wing(self): self.phi(self.rng.choice(WINGS), "DEPARTMENT")
    def s_room(self):
        r = self.rng
        self.phi(r.choice((str(r.randint(1, 60)), f"{r.randint(1, 3)}.{r.randint(1, 30):02d}",
                           f"{r.randint(101, 340)}")), "ROOM")

    def s_cell(self):
        self.lit(self.rng.choice(("cell ", "Zelle ", "Cell ", "room ", "custody suite cell ")))
        self.phi(str(self.rng.randint(1, 240)), "ROOM")

    def s_cabin(self):
        self.lit(self.rng.choice(("cabin ", "Cabin ", "hospital cabin ")))
        self.phi(f"{self.rng.randint(1, 6)}{self.rng.randint(1, 30):02d}", "ROOM")

    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")
    def s_abroad_city(self): self.phi(self.abroad_site.place[1], "CITY")
    def s_any_city(self):
        self.phi(self.rng.choice([p for p in PLACES if p[0] == self.country])[1], "CITY")

    def s_port(self): self.phi(self.rng.choice(PORTS), "CITY")
    def s_state(self):
        place = self.subject.place
        self.phi(place[3] if place[3] and self.rng.random() < 0.5 else place[2], "STATE")

    def s_street(self): self.phi(self.subject.street, "STREET")
    def s_country(self): self.phi(self.subject.place[5], "COUNTRY")
    def s_abroad_country(self): self.phi(self.abroad_site.place[5], "COUNTRY")
    def s_transit_country(self): self.phi(self.rng.choice(FROM_COUNTRIES), "COUNTRY")
    def s_host_hosp(self): self.phi(self.host_site.name, "HOSPITAL")
    def s_host_center(self): self.phi(self.rng.choice(RECEPTION[self.host]), "LOCATION-OTHER")
    def s_host_city(self): self.phi(self.host_site.place[1], "CITY")

    def s_host_staff(self):
        self.staff_p = self.rng.choice(self.world.staff[self.host])
        self.staff(self.staff_p)
    def s_landmark(self): self.phi(self.rng.choice(LANDMARKS), "LOCATION-OTHER")
    def s_hotel(self): self.phi(self.rng.choice(HOTELS), "LOCATION-OTHER")

    def s_vessel(self):
        self.lit(self.rng.choice(("MV ", "MS ", "M/V ", "")))
        self.phi(self.rng.choice(VESSELS), "LOCATION-OTHER")

    def address(self, street_: str, place: tuple, code: str) -> None:
        """Each country's order: 'Lindenstraße 12, 04229 Leipzig'; '420111, Kazan, ul. ...';
        'Sapporo, Hokkaido 060-0042'; '14 Fife Street, Harare'; 'Columbus, OH 43215'."""
        rng, c = self.rng, place[0]
        sep = rng.choice((", ", "\n"))
        if c == "RU" and rng.random() < 0.6:
            self.phi(code, "ZIP")
            self.lit(", ")
            self.phi(place[1], "CITY")
            self.lit(", ")
            self.phi(street_, "STREET")
            return
        if c == "HU" and rng.random() < 0.6:
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
            self.lit(", ")
            self.phi(street_, "STREET")
            return
        self.phi(street_, "STREET")
        self.lit(sep)
        if c in ("DE", "AT", "PL", "HU"):
            if c == "AT" and rng.random() < 0.3:
                self.lit("A-")
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
        elif c in ("ZW",):
            self.phi(place[1], "CITY")
        else:
            self.phi(place[1], "CITY")
            if c in ("US", "JP", "RU") or rng.random() < 0.4:
                self.lit(", " if c != "US" or rng.random() < 0.5 else " ")
                self.phi(place[3] if place[3] and rng.random() < 0.6 else place[2], "STATE")
            self.lit(" " if c != "JP" else rng.choice((" ", " 〒")))
            self.phi(code, "ZIP")
        if rng.random() < 0.25:
            self.lit(sep)
            self.phi(place[5], "COUNTRY")

    def s_address(self):
        s = self.subject
        self.address(s.street, s.place, s.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    # -- organizations ----------------------------------------------------------------------
    def org(self, names, abroad: float = 0.0) -> None:
        """One of ``names`` (a table of each country): of the document's country, or (with
        probability ``abroad``) of any."""
        rng = self.rng
        if isinstance(names, dict):
            names = names[self.country] if rng.random() >= abroad else names[rng.choice(CODES)]
        self.phi(rng.choice(names), "ORGANIZATION")

    def s_insurer(self): self.phi(self.insurer, "ORGANIZATION")
    def s_pharmacy(self): self.phi(self.pharmacy, "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_supplier(self): self.org(SUPPLIERS)
    def s_poison_centre(self): self.org(POISON_CENTRES)
    def s_prison(self): self.org(PRISONS)
    def s_mil_unit(self): self.org(MIL_UNITS)
    def s_biobank(self): self.org(BIOBANKS)
    def s_group(self): self.org(GROUPS, 0.1)
    def s_agency(self): self.org(AGENCIES)
    def s_line(self): self.org(LINES)

    # -- contact ----------------------------------------------------------------------------
    def s_phone(self): self.phi(format_phone(self.subject.phone, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_any_phone(self): self.phi(format_phone(phone(self.rng, self.country), self.rng),
                                    "PHONE")
    def s_abroad_phone(self): self.phi(format_phone(self.abroad_site.phone, self.rng), "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_org_email(self):
        box = self.rng.choice(("service", "claims", "info", "kontakt", "care", "office",
                               "members", "refill"))
        self.phi(f"{box}@{self.org_domain}", "EMAIL")

    def s_url(self):
        d = self.org_domain
        self.phi(self.rng.choice((f"www.{d}", f"https://{d}/rezept", f"https://www.{d}/refill",
                                  f"{d}/app")), "URL")

    def s_group_url(self):
        self.phi(self.rng.choice(("www.", "https://", ""))
                 + slug(self.rng.choice(GROUPS[self.country]))[:18]
                 + self.rng.choice((".org", ".net", TLD[self.country])), "URL")

    def s_ip(self):
        r = self.rng
        self.phi(f"{r.randint(31, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}."
                 f"{r.randint(1, 254)}", "IPADDR")

    # -- identifiers ------------------------------------------------------------------------
    def idnum(self, text: str) -> None: self.phi(text, "IDNUM")

    def s_nat_id(self): self.idnum(self.subject.nat_id[1])
    def s_id_cued(self):
        cue, value = self.subject.nat_id
        self.lit(cue + self.rng.choice((" ", ": ", " no. ")))
        self.idnum(value)

    def s_plan(self):
        cue, value = self.subject.plan
        self.lit(cue + self.rng.choice((" ", ": ")))
        self.phi(value, "HEALTHPLAN")

    def s_plan_value(self): self.phi(self.subject.plan[1], "HEALTHPLAN")
    def s_mrn(self): self.phi(self.subject.mrn, "MEDICALRECORD")
    def s_claim_no(self): self.idnum(fi.ticket(self.rng, "CL", self.day.year))
    def s_case_no(self): self.idnum(f"{self.day.year % 100:02d}/{digits(self.rng, 5)}")
    def s_cert_no(self): self.idnum(f"{digits(self.rng, 12)}")
    def s_invoice_no(self): self.idnum(f"{self.rng.choice(('R', 'INV-', 'LS'))}"
                                       f"{self.day.year}{digits(self.rng, 5)}")
    def s_order_no(self): self.idnum(fi.order_number(self.rng, self.day.year))
    def s_rx_no(self): self.idnum(f"{digits(self.rng, 7)}-{digits(self.rng, 2)}")
    def s_tracking(self): self.idnum(fi.tracking(self.rng))
    def s_booking(self): self.idnum(f"{letters(self.rng, 2)}{digits(self.rng, 1)}"
                                    f"{letters(self.rng, 3)}")
    def s_loyalty(self): self.idnum(f"{digits(self.rng, 4)} {digits(self.rng, 4)} "
                                    f"{digits(self.rng, 4)}")
    def s_personnel_no(self): self.idnum(fi.employee_id(self.rng))
    def s_inmate_no(self):
        r = self.rng
        self.idnum(r.choice((f"{digits(r, 5)}-{digits(r, 3)}",
                             f"GB {digits(r, 4)}/{self.day.year % 100:02d}")))

    def s_service_no(self):
        r = self.rng
        self.idnum(r.choice((f"{digits(r, 6)}-{letters(r, 1)}-{digits(r, 3)}", digits(r, 8),
                             f"{letters(r, 2)}{digits(r, 6)}")))

    def s_participant(self): self.idnum(f"{self.rng.choice(('P', 'LIFE-', 'BB'))}"
                                        f"{digits(self.rng, 6)}")
    def s_passport(self): self.idnum(f"{letters(self.rng, self.rng.choice((1, 2)))}"
                                     f"{digits(self.rng, 7)}")
    def s_unhcr(self): self.idnum(f"{digits(self.rng, 3)}-{digits(self.rng, 2)}"
                                  f"{letters(self.rng, 1)}{digits(self.rng, 5)}")
    def s_imo(self): self.idnum(f"9{digits(self.rng, 6)}")
    def s_account(self): self.phi(bank_account(self.rng, self.country), "ACCOUNT")
    def s_resident_acct(self): self.phi(f"{digits(self.rng, 2)}-{digits(self.rng, 5)}",
                                        "ACCOUNT")
    def s_sample(self): self.phi(self.rng.choice((fi.specimen(self.rng, self.day.year),
                                                  f"BB{digits(self.rng, 8)}",
                                                  f"{letters(self.rng, 3)}-{digits(self.rng, 6)}-"
                                                  f"{digits(self.rng, 2)}")), "BIOID")
    def s_serial(self): self.phi(fi.serial(self.rng), "DEVICE")
    def s_van(self): self.phi(plate(self.rng, self.country), "VEHICLE")

    # -- look-alikes (not PHI) --------------------------------------------------------------
    def money(self, low: int, high: int) -> str:
        rng, cur = self.rng, CURRENCY[self.country]
        v = rng.uniform(low, high)
        if cur in ("HUF", "JPY", "TZS", "RUB"):
            v *= {"HUF": 390, "JPY": 160, "TZS": 2600, "RUB": 95}[cur]
            n = f"{int(v):,}"
            return rng.choice((f"{n} {cur}", {"HUF": f"{n.replace(',', ' ')} Ft",
                                               "JPY": f"¥{n}", "TZS": f"TSh {n}",
                                               "RUB": f"{n.replace(',', ' ')} rub."}[cur]))
        if cur == "THB":
            return f"{int(v * 38):,} THB"
        if cur == "PLN":
            return rng.choice((f"{v * 4.3:.2f} zł".replace(".", ","), f"PLN {v * 4.3:.2f}"))
        if cur == "EUR":
            return rng.choice((f"{v:.2f} EUR".replace(".", ","), f"€ {v:.2f}".replace(".", ",")))
        return rng.choice((f"${v:,.2f}", f"US$ {v:.2f}"))

    def s_small_money(self): self.lit(self.money(2, 40))
    def s_money(self): self.lit(self.money(40, 900))
    def s_big_money(self): self.lit(self.money(900, 9000))
    def s_count(self): self.lit(str(self.rng.randint(2, 30)))
    def s_hours(self): self.lit(str(self.rng.choice((10, 15, 20, 25, 30))))
    def s_percent(self): self.lit(f"{self.rng.choice((10, 20, 30, 40, 50, 70))}%")
    def s_version(self): self.lit(self.rng.choice(("v3.2", "version 5", "V2.1-2089", "rev. 4")))
    def s_vitals(self): self.lit(fi.vitals(self.rng))
    def s_weight(self): self.lit(f"{self.rng.randint(9, 95)} kg")
    def s_flow(self): self.lit(self.rng.choice(("2 L/min", "1.5 l/min", "3 L/min", "10 cmH2O")))
    def s_temp(self): self.lit(self.rng.choice(("-80 °C", "-20 °C", "LN2", "4 °C", "RT")))
    def s_position(self): self.lit(f"R{self.rng.randint(1, 9)}/B{self.rng.randint(1, 40)}/"
                                   f"{self.rng.choice('ABCDEFGH')}{self.rng.randint(1, 9)}")
    def s_drug(self): self.lit(self.rng.choice(DRUGS))
    def s_qty(self): self.lit(self.rng.choice(QTY))
    def s_product(self): self.lit(self.rng.choice(PRODUCTS))
    def s_equipment(self): self.lit(self.rng.choice(EQUIPMENT))
    def s_flight(self): self.lit(self.rng.choice(FLIGHTS))
    def s_language(self): self.lit(self.rng.choice(LANGUAGES[self.country]))
    def s_batch(self): self.lit(f"{letters(self.rng, 2)}{digits(self.rng, 4)}")
    def s_pzn(self): self.lit(digits(self.rng, 8))
    def s_cpt(self): self.lit(self.rng.choice(("99213", "71046", "80053", "E0601", "97110",
                                               "99284", "A7030")))
    def s_icd(self): self.lit(self.rng.choice(("M54.5", "J06.9", "F43.2", "S62.5", "K21.0",
                                               "T39.1", "Z02.7", "B86")))
    def s_ik(self): self.lit(f"10{digits(self.rng, 7)}")
    def s_ethics(self): self.lit(f"{self.rng.randint(100, 499)}/{self.day.year % 100:02d}-ek")
    def s_latlon(self):
        r = self.rng
        self.lit(f"{r.randint(10, 60)}°{r.randint(0, 59):02d}'{r.choice('NS')} "
                 f"{r.randint(5, 140):03d}°{r.randint(0, 59):02d}'{r.choice('EW')}")
