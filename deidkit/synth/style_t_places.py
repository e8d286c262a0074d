"""Where style T's documents come from (:mod:`deidkit.synth.style_t`): each region's towns
with their province, state, county or district and postcode, its streets, phone numbers and
landmarks. Regions: CA (English Canada, Nunavut and First Nations communities), QC (Quebec),
PH (the Philippines), NG (Nigeria), KE (Kenya), PK (Pakistan), NL (the Netherlands), SC
(Sweden, Norway, Denmark) and IL (Israel)."""

from __future__ import annotations

import random
import zlib

#: Regions and their share of the patients.
REGIONS = (("CA", 14), ("QC", 12), ("PH", 13), ("NG", 12), ("KE", 11), ("PK", 11),
           ("NL", 8), ("SC", 12), ("IL", 8))

#: Country of each region (SC is resolved per place).
COUNTRY = {"CA": "Canada", "QC": "Canada", "PH": "Philippines", "NG": "Nigeria",
           "KE": "Kenya", "PK": "Pakistan", "NL": "Netherlands", "SE": "Sweden",
           "NO": "Norway", "DK": "Denmark", "IL": "Israel"}

CA_PROVINCES = {"ON": "Ontario", "MB": "Manitoba", "SK": "Saskatchewan", "AB": "Alberta",
                "BC": "British Columbia", "NS": "Nova Scotia", "NU": "Nunavut",
                "QC": "Québec"}

#: region -> ((town, state, postcode key), ...): a Canadian forward sortation area, a
#: Philippine, Nigerian, Kenyan or Pakistani postcode, a Dutch, Scandinavian or Israeli
#: postcode range.
PLACES = {
    "CA": (("Thunder Bay", "ON", "P7B"), ("Sioux Lookout", "ON", "P8T"),
           ("Brampton", "ON", "L6Z"), ("Mississauga", "ON", "L5B"), ("Kenora", "ON", "P9N"),
           ("Moosonee", "ON", "P0L"), ("Attawapiskat", "ON", "P0L"),
           ("Big Trout Lake", "ON", "P0V"), ("Sudbury", "ON", "P3E"), ("Winnipeg", "MB", "R2W"),
           ("Thompson", "MB", "R8N"), ("The Pas", "MB", "R9A"), ("Norway House", "MB", "R0B"),
           ("Saskatoon", "SK", "S7K"), ("Prince Albert", "SK", "S6V"), ("La Ronge", "SK", "S0J"),
           ("Edmonton", "AB", "T5H"), ("Fort McMurray", "AB", "T9H"), ("Vegreville", "AB", "T9C"),
           ("Surrey", "BC", "V3W"), ("Prince George", "BC", "V2L"), ("Abbotsford", "BC", "V2S"),
           ("Halifax", "NS", "B3K"), ("Iqaluit", "NU", "X0A"), ("Rankin Inlet", "NU", "X0C"),
           ("Pangnirtung", "NU", "X0A"), ("Cambridge Bay", "NU", "X0B")),
    "QC": (("Québec", "QC", "G1R"), ("Lévis", "QC", "G6V"), ("Sherbrooke", "QC", "J1H"),
           ("Saguenay", "QC", "G7H"), ("Trois-Rivières", "QC", "G9A"), ("Rimouski", "QC", "G5L"),
           ("Montréal", "QC", "H2X"), ("Montréal-Nord", "QC", "H1G"), ("Laval", "QC", "H7N"),
           ("Gatineau", "QC", "J8Y"), ("Val-d'Or", "QC", "J9P"), ("Sept-Îles", "QC", "G4R"),
           ("Kahnawake", "QC", "J0L"), ("Mashteuiatsh", "QC", "G0W"), ("Wendake", "QC", "G0A"),
           ("Chibougamau", "QC", "G8P"), ("Saint-Jérôme", "QC", "J7Z"),
           ("Drummondville", "QC", "J2B")),
    "PH": (("Quezon City", "Metro Manila", "1100"), ("Manila", "Metro Manila", "1000"),
           ("Caloocan", "Metro Manila", "1400"), ("Cebu City", "Cebu", "6000"),
           ("Mandaue", "Cebu", "6014"), ("Lapu-Lapu", "Cebu", "6015"),
           ("Tacloban", "Leyte", "6500"), ("Tanauan", "Leyte", "6502"),
           ("Batangas City", "Batangas", "4200"), ("Lipa", "Batangas", "4217"),
           ("Baguio", "Benguet", "2600"), ("La Trinidad", "Benguet", "2601"),
           ("Iloilo City", "Iloilo", "5000"), ("Davao City", "Davao del Sur", "8000"),
           ("San Fernando", "Pampanga", "2000"), ("Angeles", "Pampanga", "2009"),
           ("Calamba", "Laguna", "4027"), ("Cainta", "Rizal", "1900"),
           ("Antipolo", "Rizal", "1870"), ("Tagbilaran", "Bohol", "6300")),
    "NG": (("Ikeja", "Lagos", "100271"), ("Surulere", "Lagos", "101283"),
           ("Ikorodu", "Lagos", "104101"), ("Yaba", "Lagos", "101212"),
           ("Agege", "Lagos", "100281"), ("Ibadan", "Oyo", "200221"),
           ("Ogbomoso", "Oyo", "210214"), ("Abeokuta", "Ogun", "110101"),
           ("Kano", "Kano", "700241"), ("Kaduna", "Kaduna", "800283"),
           ("Zaria", "Kaduna", "810106"),
           ("Enugu", "Enugu", "400102"), ("Nsukka", "Enugu", "410001"),
           ("Owerri", "Imo", "460242"), ("Onitsha", "Anambra", "434101"),
           ("Awka", "Anambra", "420110"), ("Port Harcourt", "Rivers", "500272"),
           ("Abuja", "FCT", "900211"), ("Gwarinpa", "FCT", "900108"),
           ("Sokoto", "Sokoto", "840221")),
    "KE": (("Nairobi", "Nairobi", "00100"), ("Kahawa West", "Nairobi", "00618"),
           ("Embakasi", "Nairobi", "00501"), ("Thika", "Kiambu", "01000"),
           ("Ruiru", "Kiambu", "00232"), ("Kisumu", "Kisumu", "40100"),
           ("Eldoret", "Uasin Gishu", "30100"), ("Nakuru", "Nakuru", "20100"),
           ("Naivasha", "Nakuru", "20117"), ("Nyeri", "Nyeri", "10100"),
           ("Kakamega", "Kakamega", "50100"), ("Bungoma", "Bungoma", "50200"),
           ("Kericho", "Kericho", "20200"), ("Machakos", "Machakos", "90100"),
           ("Mombasa", "Mombasa", "80100"), ("Homa Bay", "Homa Bay", "40300"),
           ("Garissa", "Garissa", "70100"), ("Murang'a", "Murang'a", "10200"),
           ("Siaya", "Siaya", "40600"), ("Kapsabet", "Nandi", "30300")),
    "PK": (("Lahore", "Punjab", "54000"), ("Faisalabad", "Punjab", "38000"),
           ("Gujranwala", "Punjab", "52250"), ("Sargodha", "Punjab", "40100"),
           ("Sialkot", "Punjab", "51310"), ("Multan", "Punjab", "60000"),
           ("Rawalpindi", "Punjab", "46000"), ("Islamabad", "ICT", "44000"),
           ("Karachi", "Sindh", "74200"), ("Hyderabad", "Sindh", "71000"),
           ("Larkana", "Sindh", "77150"), ("Sukkur", "Sindh", "65200"),
           ("Nawabshah", "Sindh", "67450"), ("Peshawar", "Khyber Pakhtunkhwa", "25000"),
           ("Mardan", "Khyber Pakhtunkhwa", "23200"), ("Mingora", "Khyber Pakhtunkhwa", "19200"),
           ("Kohat", "Khyber Pakhtunkhwa", "26000"), ("Bannu", "Khyber Pakhtunkhwa", "28100"),
           ("Quetta", "Balochistan", "87300")),
    "NL": (("Amsterdam", "Noord-Holland", "1011-1109"), ("Haarlem", "Noord-Holland", "2011-2037"),
           ("Rotterdam", "Zuid-Holland", "3011-3089"), ("Den Haag", "Zuid-Holland", "2491-2597"),
           ("Leiden", "Zuid-Holland", "2311-2334"), ("Utrecht", "Utrecht", "3511-3585"),
           ("Groningen", "Groningen", "9711-9747"), ("Leeuwarden", "Friesland", "8911-8939"),
           ("Eindhoven", "Noord-Brabant", "5611-5658"), ("Nijmegen", "Gelderland", "6511-6546"),
           ("Maastricht", "Limburg", "6211-6229"), ("Almere", "Flevoland", "1311-1365"),
           ("Zwolle", "Overijssel", "8011-8043")),
    "SE": (("Stockholm", "Stockholms län", "111-118"), ("Solna", "Stockholms län", "169-171"),
           ("Rinkeby", "Stockholms län", "163-163"),
           ("Göteborg", "Västra Götalands län", "411-418"),
           ("Malmö", "Skåne län", "211-217"), ("Uppsala", "Uppsala län", "751-756"),
           ("Umeå", "Västerbottens län", "903-907"), ("Kiruna", "Norrbottens län", "981-981")),
    "NO": (("Oslo", "Oslo", "0150-1295"), ("Bergen", "Vestland", "5003-5097"),
           ("Tromsø", "Troms", "9006-9024"), ("Stavanger", "Rogaland", "4005-4048"),
           ("Trondheim", "Trøndelag", "7010-7099"), ("Kautokeino", "Finnmark", "9520-9520"),
           ("Karasjok", "Finnmark", "9730-9730")),
    "DK": (("København", "Region Hovedstaden", "1050-2450"),
           ("Aarhus", "Region Midtjylland", "8000-8270"),
           ("Odense", "Region Syddanmark", "5000-5270"),
           ("Aalborg", "Region Nordjylland", "9000-9220"),
           ("Roskilde", "Region Sjælland", "4000-4000")),
    "IL": (("Jerusalem", "Jerusalem District", "91-97"), ("Tel Aviv-Yafo", "Tel Aviv District",
                                                          "61-69"),
           ("Haifa", "Haifa District", "31-35"), ("Be'er Sheva", "Southern District", "84-84"),
           ("Nazareth", "Northern District", "16-16"), ("Umm al-Fahm", "Haifa District",
                                                         "30-30"),
           ("Safed", "Northern District", "13-13"), ("Ramat Gan", "Tel Aviv District", "52-52"),
           ("Modi'in", "Central District", "71-71"), ("Rahat", "Southern District", "85-85"),
           ("Taibe", "Central District", "40-40")),
}

#: Where a community mostly lives (towns of PLACES); others live anywhere in the region.
AFFINITY = {
    ("CA", "first_nations"): ("Sioux Lookout", "Moosonee", "Attawapiskat", "Big Trout Lake",
                              "Norway House", "The Pas", "La Ronge", "Prince Albert",
                              "Kenora", "Thunder Bay", "Winnipeg"),
    ("CA", "inuit"): ("Iqaluit", "Rankin Inlet", "Pangnirtung", "Cambridge Bay"),
    ("CA", "ukrainian"): ("Winnipeg", "Saskatoon", "Edmonton", "Vegreville", "Prince Albert"),
    ("CA", "sikh"): ("Brampton", "Mississauga", "Surrey", "Abbotsford", "Edmonton"),
    ("QC", "first_nations"): ("Kahnawake", "Mashteuiatsh", "Wendake", "Val-d'Or",
                              "Sept-Îles", "Chibougamau"),
    ("QC", "maghrebi"): ("Montréal", "Montréal-Nord", "Laval", "Gatineau"),
    ("KE", "luo"): ("Kisumu", "Homa Bay", "Siaya", "Nairobi", "Embakasi"),
    ("KE", "kalenjin"): ("Eldoret", "Kericho", "Kapsabet", "Nakuru"),
    ("KE", "luhya"): ("Kakamega", "Bungoma", "Nairobi", "Eldoret"),
    ("KE", "kikuyu"): ("Nairobi", "Kahawa West", "Thika", "Ruiru", "Nyeri", "Murang'a",
                       "Nakuru", "Naivasha"),
    ("KE", "somali"): ("Garissa", "Nairobi", "Mombasa"),
    ("NG", "yoruba"): ("Ikeja", "Surulere", "Ikorodu", "Yaba", "Agege", "Ibadan", "Ogbomoso",
                       "Abeokuta"),
    ("NG", "igbo"): ("Enugu", "Nsukka", "Owerri", "Onitsha", "Awka", "Port Harcourt",
                     "Surulere", "Abuja"),
    ("NG", "hausa"): ("Kano", "Kaduna", "Zaria", "Sokoto", "Abuja", "Gwarinpa"),
    ("PK", "punjabi"): ("Lahore", "Faisalabad", "Gujranwala", "Sargodha", "Sialkot",
                        "Multan", "Rawalpindi", "Islamabad"),
    ("PK", "sindhi"): ("Karachi", "Hyderabad", "Larkana", "Sukkur", "Nawabshah"),
    ("PK", "pashto"): ("Peshawar", "Mardan", "Mingora", "Kohat", "Bannu", "Quetta",
                       "Karachi"),
    ("SC", "sami"): ("Kautokeino", "Karasjok", "Kiruna", "Tromsø"),
    ("SC", "somali"): ("Rinkeby", "Göteborg", "Oslo", "Aarhus"),
    ("SC", "punjabi"): ("Oslo", "København"),
    ("IL", "arab_il"): ("Nazareth", "Umm al-Fahm", "Rahat", "Taibe", "Haifa", "Jerusalem"),
}

#: Which Scandinavian country a community lives in.
SC_COUNTRY = {"swedish": "SE", "norwegian": "NO", "danish": "DK", "sami": "NO"}

_NORTH = ("Sioux Lookout|Moosonee|Attawapiskat|Big Trout Lake|Norway House|La Ronge|"
          "Iqaluit|Rankin Inlet|Pangnirtung|Cambridge Bay|The Pas|Thompson")

#: Streets: '#' is replaced by a house number; '@Town|Town' keeps a street to those towns.
STREETS = {
    "CA": ("# Red River Rd@Thunder Bay", "# Algoma St S@Thunder Bay",
           "# Memorial Ave@Thunder Bay", "# Sandalwood Pkwy E@Brampton",
           "# Bovaird Dr W@Brampton", "# Selkirk Ave@Winnipeg", "# Jasper Ave NW@Edmonton",
           "# 82 Ave NW@Edmonton", "# King George Blvd@Surrey", "# Fraser Hwy@Surrey",
           "# Gottingen St@Halifax", "House #@" + _NORTH, "Building #, Apt 2@" + _NORTH,
           "# Federal Rd@Iqaluit", "Lot #, Reserve Road@" + _NORTH, "Box #@" + _NORTH,
           "# Mountbatten Ave", "Unit 4, # Front St", "#-1550 Dundas St E@Mississauga",
           "# Third Ave E", "# Keewatin St", "# Main St"),
    "QC": ("#, rue Saint-Jean", "#, boulevard René-Lévesque Est", "#, avenue Cartier",
           "#, chemin Sainte-Foy", "#, rang Saint-Joseph", "#, rue des Érables, app. 3",
           "#, 3e Avenue", "#, rue King Ouest", "#, boulevard Pie-IX, app. 12",
           "#, rue Principale", "#, chemin du Lac", "#, rue Ottawa@Kahnawake",
           "#, rue Notre-Dame Est",
           "#, boulevard Talbot", "#, rue Racine"),
    "PH": ("Blk # Lot 5, Phase 2, Brgy. San Isidro", "# P. Burgos St., Brgy. Poblacion",
           "Purok #, Brgy. Lahug", "Sitio Malinao, Brgy. Guadalupe", "# Rizal Ave. Ext.",
           "Unit 4B, # Katipunan Ave.", "# Mabini St., Brgy. 143", "# Osmeña Blvd.",
           "Blk 3 Lot #, Villa Verde Subd.", "# M.H. del Pilar St.", "# Session Road",
           "Purok 6, Brgy. Marcelo Green", "# Gen. Luna St."),
    "NG": ("No. #, Adeola Odeku Street", "# Ogunlana Drive", "Plot #, Ahmadu Bello Way",
           "#B Awolowo Road", "# Zik Avenue", "Flat 3, Block #, Jakande Estate",
           "# Okigwe Road", "# Murtala Mohammed Way", "# Ojuelegba Road",
           "# Ring Road", "No. # Sabon Gari Street", "# Wetheral Road", "# Bompai Road",
           "Plot # Trans-Amadi Layout"),
    "KE": ("House No. #, Kahawa West", "Plot #, Oginga Odinga Street", "# Moi Avenue",
           "Block #, Buruburu Phase 2", "Kanduyi Estate, House #", "Flat #, Jogoo Road",
           "# Ngong Road", "Milimani Estate, House #", "# Kenyatta Avenue",
           "Pipeline Estate, Court #", "# Nyerere Road", "Plot # Kondele",
           "Mwembe Tayari, House #"),
    "PK": ("House No. #, Street 7, Sector G-9/2", "#-B, Gulberg III",
           "House #, Mohalla Qasimabad", "Flat #, Block 13-D, Gulshan-e-Iqbal",
           "Village Chak No. # SB, Tehsil Bhalwal", "Mohalla Sheikhan, Gali No. #",
           "# Shami Road", "House #, Dabgari Gardens", "Street #, Satellite Town",
           "House #, Phase 5, Hayatabad", "# Jinnah Road", "Mohalla Paharganj, House #"),
    "NL": ("Ceintuurbaan #", "Nieuwe Binnenweg #-B", "Oudegracht # bis", "Vismarkt #",
           "Westersingel #", "Kerkstraat #-2", "Vondelstraat # III", "Lange Nieuwstraat #",
           "Boschdijk #", "Hertogstraat #", "Nieuwe Ebbingestraat #", "Stationsweg #"),
    "SE": ("Sveavägen #", "Drottninggatan #", "Kungsgatan #, lgh 1102", "Rinkebystråket #",
           "Storgatan #", "Vasagatan # B", "Götgatan #, lgh 1204"),
    "NO": ("Thereses gate #", "Kirkegata #", "Storgata # B", "Bogstadveien #",
           "Markveien #", "Strandgaten #"),
    "DK": ("Nørrebrogade #, 2. tv.", "Vesterbrogade #, st. th.", "Åboulevarden #, 3. mf.",
           "Istedgade #, 1. th.", "Jernbanegade #"),
    "IL": ("# Jaffa Road", "Herzl St #", "# Ben Yehuda St", "Rothschild Blvd #, Apt 9",
           "Derech Hevron #", "HaAtzmaut St #", "Paulus VI St #@Nazareth",
           "Ein Ibrahim quarter, house #@Umm al-Fahm",
           "HaNassi Blvd #", "Sderot Yerushalayim #", "# Emek Refaim St"),
}

#: Places that are neither addresses nor towns (LOCATION-OTHER).
LANDMARKS = {
    "CA": ("Lake Nipigon", "Highway 11", "Kakabeka Falls", "the Forks", "Assiniboine Park",
           "Frobisher Bay", "Highway 599", "Lake Winnipeg", "the Yellowhead Highway"),
    "QC": ("Mont-Sainte-Anne", "the Chute-Montmorency", "autoroute 20", "the Vieux-Port",
           "Lac Saint-Jean", "the Plains of Abraham"),
    "PH": ("Rizal Park", "Taal Lake", "EDSA", "Mactan Shrine", "Burnham Park", "Divisoria",
           "Carbon Market", "the SLEX"),
    "NG": ("Balogun Market", "Third Mainland Bridge", "Oshodi interchange", "Ojota motor park",
           "Kurmi Market", "Ogbete Main Market", "Onitsha Main Market", "Bodija Market"),
    "KE": ("Gikomba market", "Lake Naivasha", "Uhuru Park", "Dunga Beach", "Nyali Bridge",
           "Thika Superhighway", "Kenyatta Market", "Kibuye market"),
    "PK": ("Anarkali Bazaar", "the M-2 motorway", "Clifton Beach", "Qissa Khwani Bazaar",
           "Kallar Kahar", "Empress Market", "Liberty Market", "the GT Road"),
    "NL": ("the Vondelpark", "Keukenhof", "the Afsluitdijk", "Schiphol", "the Maasvlakte",
           "Markermeer"),
    "SE": ("Djurgården", "the Öresund Bridge", "Abisko", "Slussen"),
    "NO": ("Trolltunga", "Aker Brygge", "Fløyen", "Nordkapp"),
    "DK": ("Strøget", "Dyrehavsbakken", "Tivoli", "Råbjerg Mile"),
    "IL": ("Mahane Yehuda market", "Mount Carmel", "the Ayalon highway", "Ein Gedi",
           "the Kinneret", "Highway 6"),
}

#: Countries a patient or relative came from, or travelled to (COUNTRY).
ABROAD = {
    "CA": ("Somalia", "Ukraine", "Philippines", "Nigeria", "Kenya", "Eritrea", "Syria"),
    "QC": ("Algeria", "Morocco", "Tunisia", "France", "Lebanon", "Cameroon", "Vietnam"),
    "PH": ("Qatar", "Japan", "Taiwan", "Italy", "Canada", "Hong Kong", "Saudi Arabia"),
    "NG": ("Ghana", "Benin", "United Kingdom", "Cameroon", "Niger", "Chad"),
    "KE": ("Uganda", "Tanzania", "Somalia", "South Sudan", "Rwanda", "Ethiopia"),
    "PK": ("Afghanistan", "Saudi Arabia", "United Arab Emirates", "Iran", "Oman"),
    "NL": ("Morocco", "Suriname", "Turkey", "Indonesia", "Poland", "Germany"),
    "SC": ("Somalia", "Finland", "Eritrea", "Iraq", "Pakistan", "Poland", "Iceland"),
    "IL": ("Ethiopia", "Russia", "Ukraine", "France", "Morocco", "Argentina", "Jordan"),
}

EMAIL_DOMAINS = {
    "CA": ("sympatico.ca", "shaw.ca", "telus.net", "gmail.com", "xplornet.ca"),
    "QC": ("videotron.ca", "hotmail.ca", "outlook.com", "globetrotter.net"),
    "PH": ("yahoo.com.ph", "gmail.com", "pldtdsl.net"), "NG": ("yahoo.com", "gmail.com"),
    "KE": ("gmail.com", "yahoo.com"), "PK": ("hotmail.com", "gmail.com", "yahoo.com"),
    "NL": ("ziggo.nl", "kpnmail.nl", "xs4all.nl", "hetnet.nl"),
    "SC": ("telia.com", "online.no", "mail.dk", "bredband.net"),
    "IL": ("walla.co.il", "gmail.com", "012.net.il", "bezeqint.net"),
}


def stable(text: str, n: int) -> int:
    """A number below ``n`` fixed by ``text`` (a town's postcode is the same in every run)."""
    return zlib.crc32(text.encode("utf-8")) % n


_CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def postcode(rng: random.Random, country: str, city: str, key: str) -> str:
    """A postcode of ``city``: 'P7B 6V4', '1081 HV', '171 76', '0372', '9112001', '54000'."""
    if country in ("CA", "QC"):
        return (key + " " + str(rng.randint(0, 9)) + rng.choice(_CA_LETTERS)
                + str(rng.randint(0, 9)))
    if country in ("PH", "NG", "KE", "PK"):
        return key
    low, high = (int(x) for x in key.split("-"))
    if country == "NL":
        letters = rng.choice("ABCDEGHJKLMNPRTVWXZ") + rng.choice("ABCEGHJKLMNPRSTVWXZ")
        return str(rng.randint(low, high)) + " " + letters
    if country == "SE":
        return str(rng.randint(low, high)) + " " + str(rng.randint(10, 99))
    if country in ("NO", "DK"):
        return str(rng.randint(low, high)).zfill(4)
    return str(rng.randint(low, high)) + str(rng.randint(10000, 99999))   # IL, 7 digits


def street_of(rng: random.Random, country: str, city: str) -> str:
    """A street address in ``city`` (a street of that town when the list has one)."""
    own, anywhere = [], []
    for entry in STREETS[country]:
        text, _, towns = entry.partition("@")
        if not towns:
            anywhere.append(text)
        elif city in towns.split("|"):
            own.append(text)
    template = rng.choice(own if own and (rng.random() < 0.7 or not anywhere) else anywhere)
    number = (rng.choice((rng.randint(1, 60), rng.randint(2, 400), rng.randint(100, 2999)))
              if template.startswith("#") else rng.randint(1, 180))
    return template.replace("#", str(number), 1)


#: Landline area codes by town (with the trunk 0 where the country dials one).
AREA = {
    "Thunder Bay": "807", "Sioux Lookout": "807", "Brampton": "905", "Mississauga": "905",
    "Kenora": "807", "Moosonee": "705", "Attawapiskat": "705", "Big Trout Lake": "807",
    "Sudbury": "705", "Winnipeg": "204", "Thompson": "204", "The Pas": "204",
    "Norway House": "204", "Saskatoon": "306", "Prince Albert": "306", "La Ronge": "306",
    "Edmonton": "780", "Fort McMurray": "780", "Vegreville": "780", "Surrey": "604",
    "Prince George": "250", "Abbotsford": "604", "Halifax": "902", "Iqaluit": "867",
    "Rankin Inlet": "867", "Pangnirtung": "867", "Cambridge Bay": "867",
    "Québec": "418", "Lévis": "418", "Sherbrooke": "819", "Saguenay": "418",
    "Trois-Rivières": "819", "Rimouski": "418", "Montréal": "514", "Montréal-Nord": "514",
    "Laval": "450", "Gatineau": "819", "Val-d'Or": "819", "Sept-Îles": "418",
    "Kahnawake": "450", "Mashteuiatsh": "418", "Wendake": "418", "Chibougamau": "418",
    "Saint-Jérôme": "450", "Drummondville": "819",
    "Quezon City": "02", "Manila": "02", "Caloocan": "02", "Cebu City": "032",
    "Mandaue": "032", "Lapu-Lapu": "032", "Tacloban": "053", "Tanauan": "053",
    "Batangas City": "043", "Lipa": "043", "Baguio": "074", "La Trinidad": "074",
    "Iloilo City": "033", "Davao City": "082", "San Fernando": "045", "Angeles": "045",
    "Calamba": "049", "Cainta": "02", "Antipolo": "02", "Tagbilaran": "038",
    "Ikeja": "01", "Surulere": "01", "Ikorodu": "01", "Yaba": "01", "Agege": "01",
    "Ibadan": "02", "Ogbomoso": "038", "Abeokuta": "039", "Kano": "064", "Kaduna": "062",
    "Zaria": "069", "Enugu": "042", "Nsukka": "042", "Owerri": "083", "Onitsha": "046",
    "Awka": "048", "Port Harcourt": "084", "Abuja": "09", "Gwarinpa": "09", "Sokoto": "060",
    "Nairobi": "020", "Kahawa West": "020", "Embakasi": "020", "Thika": "067", "Ruiru": "067",
    "Kisumu": "057", "Eldoret": "053", "Nakuru": "051", "Naivasha": "050", "Nyeri": "061",
    "Kakamega": "056", "Bungoma": "055", "Kericho": "052", "Machakos": "044",
    "Mombasa": "041", "Homa Bay": "059", "Garissa": "046", "Murang'a": "060",
    "Siaya": "057", "Kapsabet": "053",
    "Lahore": "042", "Faisalabad": "041", "Gujranwala": "055", "Sargodha": "048",
    "Sialkot": "052", "Multan": "061", "Rawalpindi": "051", "Islamabad": "051",
    "Karachi": "021", "Hyderabad": "022", "Larkana": "074", "Sukkur": "071",
    "Nawabshah": "0244", "Peshawar": "091", "Mardan": "0937", "Mingora": "0946",
    "Kohat": "0922", "Bannu": "0928", "Quetta": "081",
    "Amsterdam": "020", "Haarlem": "023", "Rotterdam": "010", "Den Haag": "070",
    "Leiden": "071", "Utrecht": "030", "Groningen": "050", "Leeuwarden": "058",
    "Eindhoven": "040", "Nijmegen": "024", "Maastricht": "043", "Almere": "036",
    "Zwolle": "038", "Stockholm": "08", "Solna": "08", "Rinkeby": "08", "Göteborg": "031",
    "Malmö": "040", "Uppsala": "018", "Umeå": "090", "Kiruna": "0980",
    "Jerusalem": "02", "Tel Aviv-Yafo": "03", "Haifa": "04", "Be'er Sheva": "08",
    "Nazareth": "04", "Umm al-Fahm": "04", "Safed": "04", "Ramat Gan": "03", "Modi'in": "08",
    "Rahat": "08", "Taibe": "09",
}

MOBILE_PREFIX = {"PH": ("0917", "0918", "0920", "0927", "0935", "0945", "0977", "0998",
                        "0906", "0955"),
                 "NG": ("0803", "0806", "0813", "0816", "0703", "0706", "0805", "0807",
                        "0815", "0905", "0802", "0808", "0812", "0909"),
                 "KE": ("0722", "0721", "0733", "0710", "0712", "0720", "0740", "0791",
                        "0115", "0757"),
                 "PK": ("0300", "0301", "0321", "0333", "0345", "0312", "0336", "0302"),
                 "NL": ("06",), "SE": ("070", "072", "073", "076"),
                 "IL": ("050", "052", "053", "054", "058")}

#: Country calling codes.
CALLING = {"CA": "1", "QC": "1", "PH": "63", "NG": "234", "KE": "254", "PK": "92",
           "NL": "31", "SE": "46", "NO": "47", "DK": "45", "IL": "972"}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(n))


def make_phone(rng: random.Random, country: str, city: str,
               mobile: bool) -> tuple[str, str, str]:
    """(country, area or mobile prefix with its trunk 0, subscriber digits)."""
    if country in ("CA", "QC"):
        area = AREA.get(city, "416") if not mobile or rng.random() < 0.7 else \
            rng.choice(("437", "647", "438", "581", "825", "236", "431", "782"))
        return country, area, str(rng.randint(2, 9)) + _digits(rng, 6)
    if country in ("NO", "DK"):
        first = rng.choice("49" if mobile and country == "NO" else "2345678")
        return country, "", first + _digits(rng, 7)
    if mobile:
        prefix = rng.choice(MOBILE_PREFIX[country])
        n = {"PH": 7, "NG": 7, "KE": 6, "PK": 7, "NL": 8, "SE": 7, "IL": 7}[country]
        return country, prefix, str(rng.randint(1, 9)) + _digits(rng, n - 1)
    area = AREA.get(city, "02")
    if country == "PH":
        n = 8 if area == "02" else 7
    elif country in ("NG", "KE"):
        n = 7 if area in ("01", "09", "020") else 6
    elif country == "PK":
        n = 8 if area in ("042", "021", "051", "041") else 7 if len(area) == 3 else 6
    elif country == "SE":
        n = 8 if area == "08" else 6 if len(area) == 3 else 5
    else:   # NL, IL
        n = 7
    first = "8" if country == "PH" and area == "02" else str(rng.randint(2, 9))
    return country, area, first + _digits(rng, n - 1)


def _group(digits: str, sizes) -> str:
    out, pos = [], 0
    for size in sizes:
        out.append(digits[pos:pos + size])
        pos += size
    if pos < len(digits):
        out.append(digits[pos:])
    return " ".join(p for p in out if p)


def format_phone(phone: tuple[str, str, str], rng: random.Random) -> str:
    """One way of writing ``phone`` that its country uses."""
    country, area, number = phone
    cc = CALLING[country]
    r = rng.random()
    if country in ("CA", "QC"):
        a, b, c = area, number[:3], number[3:]
        forms = ((f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"1-{a}-{b}-{c}")
                 if country == "CA" else
                 (f"{a} {b}-{c}", f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b}-{c}"))
        return forms[0] if r < 0.4 else rng.choice(forms)
    if country in ("NO", "DK"):
        if country == "NO" and number[0] in "49":
            pretty = number[:3] + " " + number[3:5] + " " + number[5:]
        else:
            pretty = _group(number, (2, 2, 2, 2))
        return rng.choice((pretty, pretty, "+" + cc + " " + pretty, number))
    national = area[1:]
    if country == "PH":
        split = (4, 4) if len(number) == 8 else (3, 4)
        pretty = _group(number, split)
        if area.startswith("09"):
            return rng.choice((area + " " + pretty, area + number, "+63 " + national + " " + pretty,
                               "+63" + national + number, area + "-" + pretty.replace(" ", "-")))
        return rng.choice(("(" + area + ") " + pretty, area + "-" + pretty.replace(" ", "-"),
                           "+63 " + national + " " + pretty))
    if country == "NG":
        pretty = _group(number, (3, 4))
        if area.startswith(("07", "08", "09")) and len(area) == 4:
            return rng.choice((area + " " + pretty, area + number,
                               "+234 " + national + " " + pretty,
                               "+234-" + national + "-" + pretty.replace(" ", "-"),
                               "+234" + national + number))
        return rng.choice((area + "-" + pretty, "+234 " + national + " " + pretty,
                           "(" + area + ") " + number))
    if country == "KE":
        if len(area) == 4:
            pretty = _group(number, (3, 3))
            return rng.choice((area + " " + pretty, area + number,
                               "+254 " + national + " " + pretty,
                               "+254" + national + number, area + "-" + number))
        pretty = _group(number, (3, 4)) if len(number) == 7 else _group(number, (3, 3))
        return rng.choice((area + " " + pretty, "+254 " + national + " " + pretty,
                           area + "-" + number))
    if country == "PK":
        if area.startswith("03"):
            return rng.choice((area + "-" + number, area + " " + number,
                               "+92 " + national + " " + number, "+92-" + national + "-" + number,
                               area + number))
        pretty = _group(number, (4, 4)) if len(number) == 8 else number
        return rng.choice((area + "-" + number, "(" + area + ") " + pretty,
                           "+92 " + national + " " + pretty))
    if country == "NL":
        if area == "06":
            return rng.choice(("06-" + number, "06 " + _group(number, (4, 4)),
                               "+31 6 " + _group(number, (4, 4)), "+31 (0)6 " + number))
        return rng.choice((area + "-" + number, area + " " + _group(number, (3, 4)),
                           "+31 " + national + " " + _group(number, (3, 4)),
                           "(" + area + ") " + _group(number, (3, 2, 2))))
    if country == "SE":
        tail = _group(number, (3, 2, 2)) if len(number) == 7 else (
            _group(number, (3, 3, 2)) if len(number) == 8 else _group(number, (2, 2, 2)))
        if len(number) == 5:
            tail = _group(number, (3, 2))
        return rng.choice((area + "-" + tail, "+46 " + national + " " + tail,
                           area + "-" + number, area + " " + tail))
    # IL
    dashed = number[:3] + "-" + number[3:]
    return rng.choice((area + "-" + dashed, area + "-" + number, "+972-" + national + "-" + dashed,
                       "+972 " + national + " " + _group(number, (3, 4))))
