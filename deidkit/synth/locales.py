"""Name and place pools of the styles B, C, D and E, from Faker locales style A never uses.

Style A (:mod:`deidkit.synth.pools`) draws names from en_US, en_GB, en_IE, de_DE, es_ES,
fr_FR, it_IT, pt_BR, pl_PL, nl_NL and en_IN, and places from New England. Style B draws
names from Nordic and Central European locales and places from Australia and New Zealand;
style C names from Latin American, Iberian, Turkish, Romanian, Baltic, Indonesian,
Vietnamese and African locales, and places from the countries of those locales; style E
names from Quebec, Irish-Gaelic, Pakistani, Nigerian, Thai, Icelandic, Latvian and
Belgian locales plus South African names, and places from Canada, Ireland, India, South
Africa and US states that A never writes. The training styles F, G and H draw names from
locales none of A to E uses (Japanese, Chinese and Taiwanese names in Faker's romanized
forms; Korean, Russian, Ukrainian, Greek, Bulgarian, Macedonian, Georgian and Armenian names
transliterated by anyascii; Uzbek, Catalan, Luxembourgish, Ghanaian and
Algerian names as written); the training style I draws from all of F's, G's and H's locales
at once; the training style J from South Asian locales in Brahmic scripts none of the others
uses (Nepali, Bengali, Sinhala, Odia, Marathi, Gujarati, Hindi), romanized by
:func:`romanize_abugida`. Built once per (seed, style), like style A's pools.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from anyascii import anyascii

from deidkit.synth.pools import ascii_fold, faker_for, unique

B_NAME_LOCALES = (("sv_SE", 12), ("da_DK", 10), ("no_NO", 10), ("fi_FI", 12), ("de_AT", 8),
                  ("de_CH", 6), ("cs_CZ", 10), ("hu_HU", 10), ("sl_SI", 6), ("hr_HR", 8),
                  ("sk_SK", 8))
C_NAME_LOCALES = (("es_MX", 12), ("es_AR", 8), ("pt_PT", 10), ("tr_TR", 10), ("ro_RO", 8),
                  ("id_ID", 10), ("vi_VN", 8), ("lt_LT", 6), ("et_EE", 4), ("yo_NG", 8),
                  ("en_KE", 6), ("zu_ZA", 5), ("sw", 5))
#: Fewer French names than the other locales: many are also French names of style A's fr_FR.
E_NAME_LOCALES = (("fr_CA", 7), ("ga_IE", 8), ("en_PK", 10), ("ha_NG", 7), ("ig_NG", 7),
                  ("en_TH", 6), ("is_IS", 5), ("lv_LV", 6), ("fr_BE", 3), ("nl_BE", 4))
#: Style D (held out): locales of none of A, B and C.
D_NAME_LOCALES = (("fr_CA", 16), ("es_CO", 10), ("es_CL", 8), ("lv_LV", 6), ("az_AZ", 5),
                  ("fr_CH", 6), ("en_TH", 8))
#: Training styles F, G and H: locales of none of A to E (and none of the held-out D and E).
F_NAME_LOCALES = (("ja_JP", 8), ("zh_CN", 10), ("ko_KR", 8), ("ru_RU", 8), ("el_GR", 6),
                  ("uz_UZ", 6), ("es_CA", 6), ("hy_AM", 4), ("bg_BG", 4))
G_NAME_LOCALES = (("zh_TW", 8), ("uk_UA", 8), ("ka_GE", 6), ("mk_MK", 5), ("tw_GH", 7),
                  ("de_LU", 5), ("hy_AM", 5), ("ja_JP", 5), ("ko_KR", 5))
H_NAME_LOCALES = (("fr_DZ", 8), ("ko_KR", 6), ("ru_RU", 6), ("zh_CN", 6), ("el_GR", 5),
                  ("uz_UZ", 5), ("tw_GH", 6), ("de_LI", 4), ("es_CA", 5), ("uk_UA", 5))
#: Training style I: the locales of F, G and H together (more origins in one corpus).
I_NAME_LOCALES = (("ja_JP", 5), ("zh_CN", 5), ("zh_TW", 4), ("ko_KR", 5), ("ru_RU", 4),
                  ("uk_UA", 4), ("el_GR", 4), ("ka_GE", 3), ("hy_AM", 3), ("uz_UZ", 4),
                  ("tw_GH", 5), ("fr_DZ", 4), ("es_CA", 3), ("bg_BG", 3), ("mk_MK", 3),
                  ("de_LU", 2), ("de_LI", 2))
#: Training style J: South Asian locales none of the other styles uses, in Brahmic scripts
#: (romanized by :func:`romanize_abugida`); its Persian and Israeli names are lists of
#: :mod:`deidkit.synth.style_j` (Faker's fa_IR and he_IL names are written without vowels).
J_NAME_LOCALES = (("ne_NP", 9), ("bn_BD", 9), ("si_LK", 9), ("or_IN", 6), ("mr_IN", 4),
                  ("gu_IN", 3), ("hi_IN", 3))
#: Training style K: the locales of B's Danish, Czech, Slovak, Hungarian and Finnish names and
#: of F, G and H's Korean, Taiwanese, Armenian, Georgian and Ukrainian ones (its Moroccan,
#: French and Australian names are lists of :mod:`deidkit.synth.style_k`).
K_NAME_LOCALES = (("da_DK", 6), ("cs_CZ", 6), ("sk_SK", 3), ("hu_HU", 3), ("fi_FI", 3),
                  ("ko_KR", 6), ("zh_TW", 3), ("hy_AM", 3), ("ka_GE", 3), ("uk_UA", 3))
#: Training style M: Faker's Catalan names (es_CA, as F and H); its other Spanish, Basque,
#: Latin American, Belgian, Tunisian, Senegalese and Cameroonian names are lists of
#: :mod:`deidkit.synth.style_m` (the Faker locales of Chile, Colombia and Belgium are
#: styles D's and E's).
M_NAME_LOCALES = (("es_CA", 4),)
#: Training style N: names of each origin kept apart (a Polish patient has a Polish name),
#: drawn by :func:`origin_pools`; its Thai, Zimbabwean, Tanzanian and US names are lists of
#: :mod:`deidkit.synth.style_n`.
N_NAME_LOCALES = (("de_DE", 1), ("de_AT", 1), ("pl_PL", 1), ("hu_HU", 1), ("ru_RU", 1),
                  ("ja_JP", 1))
NAME_LOCALES = {"B": B_NAME_LOCALES, "C": C_NAME_LOCALES, "D": D_NAME_LOCALES,
                "E": E_NAME_LOCALES, "F": F_NAME_LOCALES, "G": G_NAME_LOCALES,
                "H": H_NAME_LOCALES, "I": I_NAME_LOCALES, "J": J_NAME_LOCALES,
                "K": K_NAME_LOCALES, "M": M_NAME_LOCALES, "N": N_NAME_LOCALES}
STREET_LOCALES = {"B": ("en_AU", "en_NZ"), "C": ("es_MX", "pt_PT", "es_AR", "ro_RO", "id_ID"),
                  "D": ("fr_CA", "en_CA"), "E": ("fr_CA", "en_IN"), "F": ("en_MS", "uz_UZ"),
                  "G": ("es_CA", "de_LU", "en_MS"), "H": ("tw_GH", "fr_DZ", "uz_UZ"),
                  "I": ("en_MS", "es_CA", "tw_GH", "de_LU"),
                  # J's Faker streets are in Brahmic scripts: style_j writes its own
                  "J": (), "K": (), "M": ()}
#: Faker seed offsets: B's and C's pools must not change when a style is added.
_SEED_OFFSET = {"B": 0, "C": 101, "D": 211, "E": 202, "F": 307, "G": 401, "H": 503,
                "I": 601, "J": 709, "K": 811, "M": 919, "N": 1021}
#: Locales whose Faker names are in Chinese or Japanese script: their romanized forms.
_ROMANIZED = ("ja_JP", "zh_CN", "zh_TW")
#: Locales written in Brahmic scripts (style J), and whether a word keeps its final inherent
#: vowel when romanized (Sinhala 'Mallika' does; Hindi 'Ram', not 'Rama', drops it).
_ABUGIDA = {"ne_NP": False, "bn_BD": False, "or_IN": False, "mr_IN": False, "gu_IN": False,
            "hi_IN": False, "si_LK": True}

#: Real Australian and New Zealand places (suburb/town, state or region, postcode prefix).
B_PLACES = (
    ("Parramatta", "NSW"), ("Newcastle", "NSW"), ("Wollongong", "NSW"), ("Penrith", "NSW"),
    ("Dubbo", "NSW"), ("Wagga Wagga", "NSW"), ("Chatswood", "NSW"), ("Bankstown", "NSW"),
    ("Geelong", "VIC"), ("Ballarat", "VIC"), ("Bendigo", "VIC"), ("Frankston", "VIC"),
    ("Footscray", "VIC"), ("Shepparton", "VIC"), ("Toowoomba", "QLD"), ("Cairns", "QLD"),
    ("Townsville", "QLD"), ("Ipswich", "QLD"), ("Rockhampton", "QLD"), ("Fremantle", "WA"),
    ("Bunbury", "WA"), ("Joondalup", "WA"), ("Elizabeth", "SA"), ("Mount Gambier", "SA"),
    ("Launceston", "TAS"), ("Devonport", "TAS"), ("Palmerston", "NT"), ("Belconnen", "ACT"),
    ("Dunedin", "Otago"), ("Invercargill", "Southland"), ("Timaru", "Canterbury"),
    ("Rotorua", "Bay of Plenty"), ("Tauranga", "Bay of Plenty"), ("Whangarei", "Northland"),
    ("Napier", "Hawke's Bay"), ("Palmerston North", "Manawatu-Whanganui"),
    ("Nelson", "Tasman"), ("Hamilton", "Waikato"), ("Gisborne", "Gisborne"),
    ("Porirua", "Wellington"), ("Manukau", "Auckland"), ("Takapuna", "Auckland"),
)
B_STATES = {"NSW": "New South Wales", "VIC": "Victoria", "QLD": "Queensland",
            "WA": "Western Australia", "SA": "South Australia", "TAS": "Tasmania",
            "NT": "Northern Territory", "ACT": "Australian Capital Territory"}
B_LANDMARKS = ("Bondi Beach", "the Gold Coast", "Uluru", "the Blue Mountains", "Rottnest Island",
               "Kangaroo Island", "the Great Ocean Road", "Lake Taupo", "Fiordland",
               "the Coromandel", "Milford Sound", "Fraser Island", "the Daintree",
               "Wilsons Promontory", "Mount Ruapehu", "the Barossa", "Cradle Mountain",
               "Phillip Island", "Waiheke Island", "the Nullarbor")
B_COUNTRIES = ("Samoa", "Tonga", "Fiji", "Sri Lanka", "Nepal", "Sweden", "Finland", "Croatia",
               "Hungary", "Czech Republic", "Denmark", "Norway", "Austria", "Malaysia",
               "Sudan", "Afghanistan", "Myanmar", "South Africa", "Zimbabwe", "Scotland")

#: Countries of style C: cities, regions, postcode shape, the Faker locale of street names
#: (None: any of style C's street locales).
C_COUNTRIES = (
    ("Mexico", ("Guadalajara", "Monterrey", "Puebla", "Merida", "Queretaro", "Tijuana"),
     ("Jalisco", "Nuevo Leon", "Puebla", "Yucatan", "Queretaro", "Baja California"), "ddddd",
     "es_MX"),
    ("Argentina", ("Cordoba", "Rosario", "Mendoza", "La Plata", "Salta"),
     ("Cordoba", "Santa Fe", "Mendoza", "Buenos Aires", "Salta"), "@dddd", "es_AR"),
    ("Portugal", ("Porto", "Braga", "Coimbra", "Faro", "Aveiro", "Setubal"),
     ("Norte", "Centro", "Algarve", "Alentejo"), "dddd-ddd", "pt_PT"),
    ("Turkey", ("Izmir", "Bursa", "Antalya", "Eskisehir", "Konya", "Trabzon"),
     ("Izmir", "Bursa", "Antalya", "Eskisehir", "Konya"), "ddddd", None),
    ("Romania", ("Cluj-Napoca", "Timisoara", "Iasi", "Brasov", "Constanta", "Sibiu"),
     ("Cluj", "Timis", "Iasi", "Brasov", "Constanta"), "dddddd", "ro_RO"),
    ("Indonesia", ("Surabaya", "Bandung", "Yogyakarta", "Semarang", "Denpasar", "Medan"),
     ("Jawa Timur", "Jawa Barat", "Bali", "Sumatera Utara"), "ddddd", "id_ID"),
    ("Vietnam", ("Da Nang", "Hai Phong", "Can Tho", "Hue", "Nha Trang"),
     ("Quang Nam", "Khanh Hoa", "Thua Thien Hue"), "dddddd", None),
    ("Lithuania", ("Kaunas", "Klaipeda", "Siauliai", "Panevezys"), ("Kaunas County",),
     "LT-ddddd", None),
    ("Nigeria", ("Ibadan", "Abeokuta", "Enugu", "Port Harcourt", "Kaduna"),
     ("Oyo", "Ogun", "Enugu", "Rivers", "Kaduna"), "dddddd", None),
    ("Kenya", ("Mombasa", "Kisumu", "Nakuru", "Eldoret"), ("Mombasa County", "Nakuru County"),
     "ddddd", None),
    ("Canada", ("Winnipeg", "Halifax", "Saskatoon", "Kelowna", "Sudbury", "Moncton"),
     ("Manitoba", "Nova Scotia", "Saskatchewan", "British Columbia", "Ontario"), "@d@ d@d", None),
)
C_LANDMARKS = ("Chichen Itza", "the Bosphorus", "Lake Toba", "Ha Long Bay", "the Danube Delta",
               "Iguazu Falls", "Mount Kenya", "Borobudur", "the Algarve coast", "Cappadocia",
               "Lake Victoria", "the Curonian Spit", "Banff", "Peggy's Cove", "Olumo Rock")


#: Real places of style E: (region code, city, state/province/county abbreviation, its name).
E_PLACES = (
    ("CA", "Mississauga", "ON", "Ontario"), ("CA", "Hamilton", "ON", "Ontario"),
    ("CA", "Kingston", "ON", "Ontario"), ("CA", "Thunder Bay", "ON", "Ontario"),
    ("CA", "Barrie", "ON", "Ontario"), ("CA", "Laval", "QC", "Quebec"),
    ("CA", "Gatineau", "QC", "Quebec"), ("CA", "Sherbrooke", "QC", "Quebec"),
    ("CA", "Trois-Rivieres", "QC", "Quebec"), ("CA", "Surrey", "BC", "British Columbia"),
    ("CA", "Kamloops", "BC", "British Columbia"), ("CA", "Red Deer", "AB", "Alberta"),
    ("CA", "Lethbridge", "AB", "Alberta"), ("CA", "St. John's", "NL", "Newfoundland"),
    ("IE", "Cork", "Cork", "Cork"), ("IE", "Galway", "Galway", "Galway"),
    ("IE", "Limerick", "Limerick", "Limerick"), ("IE", "Tralee", "Kerry", "Kerry"),
    ("IE", "Athlone", "Westmeath", "Westmeath"), ("IE", "Drogheda", "Louth", "Louth"),
    ("IE", "Letterkenny", "Donegal", "Donegal"), ("IE", "Sligo", "Sligo", "Sligo"),
    ("IN", "Pune", "MH", "Maharashtra"), ("IN", "Nagpur", "MH", "Maharashtra"),
    ("IN", "Coimbatore", "TN", "Tamil Nadu"), ("IN", "Madurai", "TN", "Tamil Nadu"),
    ("IN", "Mysuru", "KA", "Karnataka"), ("IN", "Kochi", "KL", "Kerala"),
    ("IN", "Vadodara", "GJ", "Gujarat"), ("IN", "Bhubaneswar", "OD", "Odisha"),
    ("ZA", "Durban", "KZN", "KwaZulu-Natal"), ("ZA", "Pietermaritzburg", "KZN", "KwaZulu-Natal"),
    ("ZA", "Gqeberha", "EC", "Eastern Cape"), ("ZA", "Bloemfontein", "FS", "Free State"),
    ("ZA", "Polokwane", "LP", "Limpopo"), ("ZA", "Stellenbosch", "WC", "Western Cape"),
    ("ZA", "Soweto", "GP", "Gauteng"), ("ZA", "Kimberley", "NC", "Northern Cape"),
    ("US", "Tulsa", "OK", "Oklahoma"), ("US", "Norman", "OK", "Oklahoma"),
    ("US", "Boise", "ID", "Idaho"), ("US", "Lincoln", "NE", "Nebraska"),
    ("US", "Des Moines", "IA", "Iowa"), ("US", "Wichita", "KS", "Kansas"),
    ("US", "Baton Rouge", "LA", "Louisiana"), ("US", "Shreveport", "LA", "Louisiana"),
    ("US", "Huntsville", "AL", "Alabama"), ("US", "Little Rock", "AR", "Arkansas"),
    ("US", "Lexington", "KY", "Kentucky"), ("US", "Chattanooga", "TN", "Tennessee"),
    ("US", "Fargo", "ND", "North Dakota"), ("US", "Sioux Falls", "SD", "South Dakota"),
    ("US", "Las Cruces", "NM", "New Mexico"), ("US", "Reno", "NV", "Nevada"),
)
E_COUNTRY = {"CA": "Canada", "IE": "Ireland", "IN": "India", "ZA": "South Africa",
             "US": "USA"}
#: Postcode shapes (see :func:`postcode`): Canadian, Eircode, Indian PIN, South African, ZIP.
E_POSTCODES = {"CA": ("@d@ d@d", "@d@d@d"), "IE": ("@dd @d@d", "@dd d@@d"),
               "IN": ("dddddd", "ddd ddd"), "ZA": ("dddd",), "US": ("ddddd", "ddddd-dddd")}
E_COUNTRIES = ("Guyana", "Trinidad", "Eritrea", "Ghana", "Sri Lanka", "Syria", "Lesotho",
               "Botswana", "Malawi", "Zambia", "Iceland", "Latvia", "Belgium", "Nepal",
               "Fiji", "the Philippines", "Uganda", "Rwanda", "Mauritius", "Burundi")
#: Landmarks, parks and roads of style E's regions (LOCATION-OTHER).
E_LANDMARKS = {"CA": ("High Park", "the Rideau Canal trail", "Mont-Royal lookout", "Gatineau Park",
                      "Signal Hill", "the Trans-Canada Highway", "Highway 401"),
               "IE": ("Phoenix Park", "Salthill promenade", "the Cliffs of Moher",
                      "Croagh Patrick", "the N7 toll plaza"),
               "IN": ("Marine Drive", "Cubbon Park", "Sukhna Lake", "Aga Khan Palace gardens"),
               "ZA": ("Table Mountain", "uShaka Marine World", "the Golden Mile",
                      "Kirstenbosch", "the N3 Van Reenen pass"),
               "US": ("the Gathering Place", "Lake Pontchartrain causeway", "Table Rock trailhead",
                      "the Ag Expo grounds", "Riverfront Park bandshell", "I-44 mile 232")}
#: Patients' e-mail providers by region.
E_MAIL = {"CA": ("rogers.com", "videotron.ca", "sympatico.ca"), "IE": ("eircom.net", "iol.ie"),
          "IN": ("rediffmail.com", "yahoo.co.in"), "ZA": ("telkomsa.net", "mweb.co.za"),
          "US": ("cox.net", "icloud.com", "att.net")}
#: Organizations and jobs of style E's regions.
E_INSURERS = {"CA": ("OHIP", "RAMQ", "Sun Life", "Manulife", "Pacific Blue Cross"),
              "IE": ("VHI Healthcare", "Laya Healthcare", "Irish Life Health", "the HSE"),
              "IN": ("Star Health", "CGHS", "Niva Bupa", "ICICI Lombard"),
              "ZA": ("Discovery Health", "Bonitas", "GEMS", "Momentum Health"),
              "US": ("SoonerCare", "BlueCross of Idaho", "Wellmark", "Medica", "Humana")}
E_PHARMACIES = ("Shoppers Drug Mart", "Jean Coutu", "Boots Ireland", "Apollo Pharmacy", "Dis-Chem",
                "Clicks", "Hy-Vee Pharmacy", "Rexall", "MedPlus", "Uniprix")
E_EMPLOYERS = ("Canadian Tire", "Tim Hortons", "Dunnes Stores", "Infosys", "Shoprite", "Sasol",
               "Tyson Foods", "Bombardier", "Ryanair", "Tata Motors", "Hydro-Quebec", "Eskom")
E_JOBS = ("personal support worker", "long-haul trucker", "call-centre agent", "rig welder",
          "dairy farmer", "school bus driver", "crane operator", "shelf stocker", "tutor",
          "auto-rickshaw driver", "miner", "fishmonger", "lineman", "hairdresser", "bricklayer",
          "sheet-metal worker", "grain elevator operator", "flight attendant")
E_SA_MALE = ("Thabo", "Sipho", "Themba", "Mandla", "Lwazi", "Kagiso", "Johan", "Pieter",
             "Andries", "Riaan", "Tshepo", "Bongani")
E_SA_FEMALE = ("Lerato", "Nomvula", "Palesa", "Zanele", "Thandeka", "Anneke", "Marelize",
               "Lindiwe", "Karabo", "Nolwazi", "Elmarie", "Refilwe")
E_SA_LAST = ("van der Merwe", "Botha", "Pretorius", "Coetzee", "du Plessis", "Steyn",
             "Mokoena", "Nkosi", "Mthembu", "Khumalo", "Molefe", "Mahlangu", "Sithole",
             "Ndlovu", "Venter", "Oosthuizen", "Maseko", "Letsoalo")
#: Street names of style E by region, added to Faker's fr_CA and en_IN streets.
E_STREETS = {"CA": ("Bloor St W", "Yonge St", "rue Principale", "boul. Taschereau",
                    "Concession Rd 6", "Sideroad 15"),
             "IE": ("Bothar na Tra", "Sraid an Mhuilinn", "Main St", "Ballybrit Rd",
                    "Castle Park", "Ard na Greine", "Church View", "Old Youghal Rd"),
             "IN": ("MG Road", "Residency Rd", "Anna Salai", "Nehru Nagar 2nd Cross"),
             "ZA": ("Voortrekker Rd", "Jan Smuts Ave", "Main Reef Rd", "Florida Rd",
                    "Church St", "Steve Biko Rd", "Beach Rd", "Kerk St"),
             "US": ("SE 29th St", "County Rd 12", "Farm-to-Market Rd 1960", "Rural Route 3",
                    "E 71st St", "Airline Hwy", "Old Hickory Blvd", "Cherry Creek Rd")}

@dataclass(frozen=True)
class OtherPools:
    male: tuple[str, ...]
    female: tuple[str, ...]
    last: tuple[str, ...]
    streets: tuple[str, ...]
    companies: tuple[str, ...]
    streets_of: dict = field(default_factory=dict)   # locale -> its street names

    def streets_in(self, locale: str | None) -> tuple[str, ...]:
        return self.streets_of.get(locale) or self.streets


def postcode(rng: random.Random, shape: str) -> str:
    """'@d@ d@d' -> 'K4B 2T9': d a digit, @ a capital letter, anything else as is."""
    return "".join(str(rng.randrange(10)) if c == "d" else rng.choice("ABCEGHJKLMNPRSTVXY")
                   if c == "@" else c for c in shape)


def _latin(text: str) -> bool:
    return text.isascii() or all(c.isascii() or unicodedata.category(c) in ("Ll", "Lu", "Mn")
                                 and "LATIN" in unicodedata.name(c, "") for c in text)


def romanize(name: str) -> str:
    """A name in Latin letters: 'Всеволод' -> 'Vsevolod', '민재' -> 'Minjae' (anyascii's
    transliteration, apostrophes dropped, each word capitalised); Latin names unchanged;
    '' when the transliteration has a word without vowels (not a readable name)."""
    if _latin(name):
        return name
    words = anyascii(name).replace("'", "").replace("`", "").split()
    if any(not set(w.lower()) & set("aeiouy") for w in words):
        return ""
    return " ".join("-".join(p[:1].upper() + p[1:].lower() for p in w.split("-")) for w in words)


def romanize_abugida(name: str, keep_final: bool = False) -> str:
    """A name in a Brahmic script in Latin letters: 'प्रताप' -> 'Pratap', 'মল্লিকা' ->
    'Mallika'. anyascii writes a consonant without its inherent vowel ('Prtap'): the vowel
    is put back unless a vowel sign, a virama or (with ``keep_final`` false) the end of the
    word follows; ca, cha and the sibilants take their usual spellings (ch, chh, sh)."""
    chars = [c for c in name if c not in "\u200c\u200d"]
    out = []
    for i, c in enumerate(chars):
        if c.isascii():
            out.append(c)
            continue
        uname = unicodedata.name(c, "")
        base = anyascii(c)
        if "LETTER" in uname and base and not set(base.lower()) & set("aeiou"):
            last = uname.split()[-1]
            base = {"CA": "ch", "CHA": "chh", "SHA": "sh", "SSA": "sh"}.get(last, base)
            j = i + 1
            if j < len(chars) and "NUKTA" in unicodedata.name(chars[j], ""):
                j += 1
            nxt = chars[j] if j < len(chars) else ""
            nname = unicodedata.name(nxt, "") if nxt else ""
            end = not nxt or nxt.isspace() or nxt == "-"
            if not any(k in nname for k in ("VOWEL SIGN", "VIRAMA", "AL-LAKUNA")) \
                    and (keep_final or not end):
                base += "a"
            out.append(base)
        elif "ANUSVARA" in uname or "CANDRABINDU" in uname:
            out.append("n")
        elif not any(k in uname for k in ("VIRAMA", "AL-LAKUNA", "NUKTA")):
            out.append(base)
    text = "".join(out).replace("'", "").replace("`", "")
    if not text.replace(" ", "").replace("-", "").isalpha():   # 'Ke.si.': an abbreviation
        return ""
    return " ".join("-".join(p[:1].upper() + p[1:].lower() for p in w.split("-"))
                    for w in text.split())


def _name_sources(fake, locale: str):
    """(male first name, female first name, last name) callables of a Faker generator, in
    Latin letters (the training styles F, G and H)."""
    if locale in _ROMANIZED:
        male = getattr(fake, "first_romanized_name_male", fake.first_romanized_name)
        female = getattr(fake, "first_romanized_name_female", fake.first_romanized_name)
        return ((lambda: male().capitalize()), (lambda: female().capitalize()),
                (lambda: fake.last_romanized_name().capitalize()))
    if locale in _ABUGIDA:
        keep = _ABUGIDA[locale]
        return ((lambda: romanize_abugida(fake.first_name_male(), keep)),
                (lambda: romanize_abugida(fake.first_name_female(), keep)),
                (lambda: romanize_abugida(fake.last_name(), keep)))
    return ((lambda: romanize(fake.first_name_male())),
            (lambda: romanize(fake.first_name_female())), (lambda: romanize(fake.last_name())))


def _draw(method) -> str:
    """``method()``, drawn again when Faker fails: es_CL's composite given names are drawn
    by weight, which the bare providers of :func:`faker_for` lack (an AssertionError inside
    Faker, for some seeds). A draw that succeeds is never repeated, so every seed that drew
    its names before draws the same ones."""
    for _ in range(50):
        try:
            return method()
        except AssertionError:
            continue
    return method()


@lru_cache(maxsize=8)
def other_pools(seed: int, style: str) -> OtherPools:
    """Names, streets and companies of style ``style`` ('B' to 'K', 'M') for ``seed``."""
    rng = random.Random(f"deidkit-synth/{seed}/{style}/pools")
    training = style in ("F", "G", "H", "I", "J", "K", "M")   # B to E draw as they always did

    def fold(value: str) -> str:
        return value if rng.random() < 0.25 else ascii_fold(value)

    male, female, last, streets, companies = [], [], [], [], []
    streets_of = {}
    for i, (locale, weight) in enumerate(NAME_LOCALES[style]):
        fake = faker_for(locale, seed * 7919 + i + _SEED_OFFSET[style])
        first_m, first_f, last_n = (_name_sources(fake, locale) if training else
                                    (fake.first_name_male, fake.first_name_female, fake.last_name))
        for _ in range(weight * 6):
            male.append(fold(_draw(first_m)))
            female.append(fold(_draw(first_f)))
        for _ in range(weight * 12):
            last.append(fold(_draw(last_n)))
        for _ in range(weight * 2):
            company = _draw(fake.company)
            if not training or _latin(company):   # transliterated company names read badly
                companies.append(fold(company))
    for i, locale in enumerate(STREET_LOCALES[style]):
        fake = faker_for(locale, seed * 7919 + 50 + i + (300 if style == "E" else 0))
        streets_of[locale] = unique(fold(romanize(_draw(fake.street_name)) if training
                                         else _draw(fake.street_name)) for _ in range(120))
        streets.extend(streets_of[locale])
    if style == "E":   # no Faker locale has South African names
        male, female, last = male + list(E_SA_MALE), female + list(E_SA_FEMALE), \
            last + list(E_SA_LAST)
    return OtherPools(male=unique(male), female=unique(female), last=unique(last),
                      streets=unique(streets), companies=unique(companies),
                      streets_of=streets_of)


@lru_cache(maxsize=8)
def origin_pools(seed: int, style: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """(male, female, last) names of each locale of style ``style`` for ``seed``, kept apart
    by locale (style N writes each country's people with that country's names), in Latin
    letters as :func:`other_pools` writes the training styles'. Its own Faker seeds and
    generator, so no other style's draws change."""
    rng = random.Random(f"deidkit-synth/{seed}/{style}/origin-pools")
    out = {}
    for i, (locale, _) in enumerate(NAME_LOCALES[style]):
        fake = faker_for(locale, seed * 7919 + i + _SEED_OFFSET[style])
        sources = _name_sources(fake, locale)
        out[locale] = tuple(
            unique(value if rng.random() < 0.25 else ascii_fold(value)
                   for value in (_draw(source) for _ in range(count)))
            for source, count in zip(sources, (120, 120, 240)))
    return out
