"""Style K: people at work and in their communities, and the hospital's own administration,
for training. Half of it is general-domain text (staff-newsletter items and 'meet the team'
profiles, obituaries and memorial notices, wedding, engagement and birth announcements,
job and tenancy references, HR letters, volunteer and club rosters with alumni notes, local
news briefs, school reports to parents, award and grant citations), half the hospital's
administration (rota and on-call e-mails, room and theatre bookings, bed-management huddle
notes, porter and ambulance transport requests, estates and IT tickets, parking permits and
staff badges, specimen logistics, incident reports, complaints correspondence). In these
registers professions, organizations, departments, rooms, vehicles and devices are named in
ordinary prose and records. People and places come from Australia, France, Denmark, the
Czech Republic, South Korea and Morocco (none of the held-out styles' countries), with the
dates, phones, postcodes, plates and regions of each; names are Danish, Czech, Slovak,
Hungarian, Finnish, Korean, Taiwanese, Armenian, Georgian and Ukrainian (Faker's locales,
transliterated) and Moroccan, French and Australian (lists below).

Annotation follows the i2b2 2014 guidelines and the conventions of styles A, H, I and J:
titles, credentials, label words and times stay outside tags ('Room' in 'Room 4.12', 'Bay' in
'Bay 3', 'Theatre' in 'Theatre 6', 'Dr', 'RN'); every date is DATE (weekdays and years alone
too), every age AGE. The hospital's staff, clinical and support (nurses, porters, engineers,
payroll officers), are DOCTOR, as in style I; everybody else (patients, relatives, the people
of obituaries, announcements, references, club rosters and news briefs, contractors,
landlords, pupils and parents) PATIENT. PROFESSION is a person's occupation or job title,
in prose ('works as a porter', 'a retired boilermaker'), in 'Position:' fields, profile
headings and roster cells; a role in someone's care ('the nurse said', 'the on-call
registrar', a rota's 'Registrar' column heading) is not PHI. Employers, companies, clubs,
schools, universities, charities, councils, unions, contractors and vendors are ORGANIZATION;
generic bodies ('the council', 'the union', 'the contractor') are not. Hospitals and clinics
as places HOSPITAL. A named ward, unit or service ('Ward 7B', 'Banksia Ward', 'Renal Dialysis
Unit', 'Payroll Services', 'Estates and Facilities') is DEPARTMENT; the units every hospital
has written bare ('the ED', 'ICU', 'theatres', 'pharmacy', 'switchboard') are not. Room,
bay, theatre and bed numbers are ROOM without their label; a room's capacity ('seats 12') is
not. A street with its unit or flat is one STREET; states, regions and provinces STATE;
named buildings, car parks, gates, parks and landmarks LOCATION-OTHER. After their cues:
staff, badge, ticket, booking, incident, permit and complaint numbers IDNUM; record numbers
MEDICALRECORD; Medicare, mutuelle and health-fund numbers HEALTHPLAN; bank, payroll and
cost-centre accounts ACCOUNT; driving and practitioner licences (AHPRA, RPPS) LICENSE; plates
and ambulance call signs VEHICLE; asset tags, serials, IMEIs, MAC addresses and host names
DEVICE; IP addresses IPADDR; specimen and accession numbers BIOID. Times, doses, counts, room
capacities, software versions, ticket priorities, cost figures, extensions' labels and makes
and models are the look-alikes that stay untagged.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_f as ff
from deidkit.synth import formats_i as fi
from deidkit.synth.builder import Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.style_j import JNote
from deidkit.synth.surface import ascii_email, digits, fill_digits, letters, slug

#: Real places: (country code, city, region (STATE), its short form or '', postcode shape,
#: country name).
PLACES = (
    ("AU", "Parramatta", "New South Wales", "NSW", "2150", "Australia"),
    ("AU", "Wollongong", "New South Wales", "NSW", "25dd", "Australia"),
    ("AU", "Geelong", "Victoria", "VIC", "32dd", "Australia"),
    ("AU", "Ballarat", "Victoria", "VIC", "335d", "Australia"),
    ("AU", "Townsville", "Queensland", "QLD", "481d", "Australia"),
    ("AU", "Toowoomba", "Queensland", "QLD", "435d", "Australia"),
    ("AU", "Fremantle", "Western Australia", "WA", "6160", "Australia"),
    ("AU", "Launceston", "Tasmania", "TAS", "725d", "Australia"),
    ("FR", "Lyon", "Auvergne-Rhone-Alpes", "ARA", "6900d", "France"),
    ("FR", "Lille", "Hauts-de-France", "HDF", "5900d", "France"),
    ("FR", "Toulouse", "Occitanie", "", "3100d", "France"),
    ("FR", "Rennes", "Bretagne", "", "3500d", "France"),
    ("FR", "Nantes", "Pays de la Loire", "", "4400d", "France"),
    ("DK", "Aarhus", "Region Midtjylland", "Midtjylland", "8ddd", "Denmark"),
    ("DK", "Odense", "Region Syddanmark", "Syddanmark", "5ddd", "Denmark"),
    ("DK", "Aalborg", "Region Nordjylland", "Nordjylland", "9ddd", "Denmark"),
    ("DK", "Roskilde", "Region Sjaelland", "Sjaelland", "4000", "Denmark"),
    ("CZ", "Brno", "South Moravian Region", "Jihomoravsky kraj", "6dd dd", "Czech Republic"),
    ("CZ", "Ostrava", "Moravian-Silesian Region", "Moravskoslezsky kraj", "7dd dd",
     "Czech Republic"),
    ("CZ", "Olomouc", "Olomouc Region", "Olomoucky kraj", "77d dd", "Czech Republic"),
    ("CZ", "Plzen", "Plzen Region", "Plzensky kraj", "3dd dd", "Czech Republic"),
    ("KR", "Suwon", "Gyeonggi Province", "Gyeonggi-do", "16ddd", "South Korea"),
    ("KR", "Changwon", "South Gyeongsang Province", "Gyeongsangnam-do", "51ddd",
     "South Korea"),
    ("KR", "Jeonju", "North Jeolla Province", "Jeollabuk-do", "54ddd", "South Korea"),
    ("KR", "Cheongju", "North Chungcheong Province", "Chungcheongbuk-do", "28ddd",
     "South Korea"),
    ("MA", "Casablanca", "Casablanca-Settat", "", "20ddd", "Morocco"),
    ("MA", "Rabat", "Rabat-Sale-Kenitra", "", "10ddd", "Morocco"),
    ("MA", "Marrakech", "Marrakech-Safi", "", "40ddd", "Morocco"),
    ("MA", "Fes", "Fes-Meknes", "", "30ddd", "Morocco"),
    ("MA", "Tangier", "Tanger-Tetouan-Al Hoceima", "", "90ddd", "Morocco"),
)
STREET_NAMES = {
    "AU": ("Wattle Street", "Macquarie Road", "Banksia Avenue", "Jacaranda Crescent",
           "Bridge Road", "Kingfisher Parade", "Settlers Way", "Ironbark Close",
           "Harbour Terrace", "Station Street"),
    "FR": ("rue des Tanneurs", "avenue Jean-Jaures", "boulevard Victor-Hugo",
           "rue de la Republique", "impasse des Lilas", "quai Saint-Vincent",
           "rue du Faubourg", "allee des Tilleuls", "place Carnot", "chemin des Vignes"),
    "DK": ("Norregade", "Sondergade", "Vestergade", "Klostervej", "Havnegade",
           "Skovbrynet", "Ringstedvej", "Bispegade", "Kirkestien", "Engvej"),
    "CZ": ("Masarykova", "Husova", "Palackeho", "Nadrazni", "Komenskeho", "Lidicka",
           "Na Vyhlidce", "Zahradni", "Kollarova", "Smetanova"),
    "KR": ("Gwanggyo-ro", "Jungang-daero", "Gyeonggi-daero", "Hyoja-ro", "Sangnam-ro",
           "Baekje-daero", "Sajik-daero", "Uam-ro", "Seongan-ro", "Yongho-ro"),
    "MA": ("Rue Ibn Batouta", "Avenue Hassan II", "Boulevard Zerktouni", "Rue Moulay Ismail",
           "Derb Sidi Bouloukat", "Avenue Mohammed V", "Rue de Fes", "Rue Tarik Ibn Ziad",
           "Lotissement Al Amal", "Boulevard Abdelmoumen"),
}
#: Moroccan, French and Australian names (lists: no Faker locale K uses writes them).
MA_MALE = ("Youssef", "Hamza", "Mehdi", "Anas", "Othmane", "Soufiane", "Reda", "Driss",
           "Abdelilah", "Yassine", "Tarik", "Ayoub", "Brahim", "Khalid")
MA_FEMALE = ("Salma", "Khadija", "Imane", "Houda", "Nawal", "Loubna", "Zineb", "Meryem",
             "Ghizlane", "Hafsa", "Siham", "Oumaima", "Rajae", "Btissam")
MA_LAST = ("El Amrani", "Benjelloun", "Bennani", "Tazi", "Alaoui", "Chraibi", "Ouazzani",
           "Berrada", "El Idrissi", "Lahlou", "Ait Taleb", "Bouzidi", "Sqalli", "Fassi-Fihri",
           "Amghar", "Ouchen")
FR_MALE = ("Gaetan", "Loic", "Corentin", "Yannick", "Gwenael", "Baptiste", "Aurelien",
           "Thibault", "Mathis", "Erwan")
FR_FEMALE = ("Gwendoline", "Solene", "Maelle", "Ludivine", "Oceane", "Clemence", "Perrine",
             "Anais", "Capucine", "Sixtine")
FR_LAST = ("Le Goff", "Quemener", "Kerbrat", "Delacroix", "Vasseur", "Lemaitre", "Pruvost",
           "Bouvier", "Chevallier", "Marchetti", "Roussel", "Tessier")
AU_MALE = ("Lachlan", "Hamish", "Callum", "Fletcher", "Angus", "Jarrah", "Kai", "Darcy",
           "Bodhi", "Harrison")
AU_FEMALE = ("Matilda", "Sienna", "Indi", "Tahlia", "Mackenzie", "Kirra", "Jarrah",
             "Willow", "Sunday", "Elke")
AU_LAST = ("Papadopoulos", "Nguyen-Tran", "Fitzgibbon", "McAllister", "Wirrpanda", "Hollis",
           "Kostopoulos", "Yunupingu", "Treloar", "Pearce", "Blackwood", "Dunstan")

#: Hospital names of each country.
HOSPITAL_PATTERNS = {
    "AU": ("{city} Base Hospital", "{last} Memorial Hospital", "St Mary's Hospital {city}",
           "{city} Regional Hospital"),
    "FR": ("CHU de {city}", "Hopital {last}", "Clinique {last}", "Centre hospitalier de {city}"),
    "DK": ("{city} Universitetshospital", "{city} Sygehus", "Regionshospitalet {city}"),
    "CZ": ("Fakultni nemocnice {city}", "Nemocnice {city}", "Mestska nemocnice {city}"),
    "KR": ("{city} National University Hospital", "{last} Medical Centre",
           "{city} Saint Vincent Hospital"),
    "MA": ("CHU Ibn Rochd {city}", "Hopital Provincial de {city}", "Clinique {last}"),
}
#: Named wards, units and services of a hospital (DEPARTMENT), clinical and administrative.
WARDS = ("Ward 7B", "Ward 12", "Ward 4 East", "Banksia Ward", "Waratah Ward", "Kookaburra Ward",
         "Renal Dialysis Unit", "Acute Stroke Unit", "Coronary Care Step-Down",
         "Maternity Ward 3", "Oncology Day Unit", "Pavillon Lumiere", "Unite Hermes",
         "Afsnit B4", "Afsnit M2", "Oddeleni 14", "Ward 21 Respiratory", "Lotus Suite",
         "Geriatric Evaluation Unit", "Hand Surgery Unit", "Endoscopy Suite 2",
         "Special Care Nursery", "Eating Disorders Unit", "Palliative Care Unit",
         "Day Surgery Unit", "Spinal Rehab Ward", "Jacaranda Ward", "Ward 5 North")
ADMIN_DEPTS = ("Payroll Services", "Estates and Facilities", "Patient Flow Unit",
               "Medical Records Department", "Clinical Engineering", "Digital Health Services",
               "People and Culture", "Workforce Planning", "Security Services",
               "Central Sterile Services", "Volunteer Services", "Patient Liaison Office",
               "Pathology Collection Centre", "Car Parking Office", "Procurement Services",
               "Catering Services", "Linen Services", "Switchboard and Paging Office",
               "Consumer Feedback Office", "Infection Prevention Unit")
#: The units every hospital has, written bare: not PHI.
BARE_UNITS = ("the ED", "ICU", "theatres", "pharmacy", "switchboard", "the lab", "recovery",
              "outpatients", "the wards", "radiology", "the mortuary", "the loading dock")
#: Roles in someone's care or a rota's column headings: not PHI.
CARE_ROLES = ("the nurse in charge", "the on-call registrar", "the bed manager",
              "the duty manager", "the nurse on the ward", "the site manager", "the porter on duty",
              "the treating team", "the night coordinator", "the consultant on call")
#: Occupations and job titles (PROFESSION).
JOBS = ("porter", "senior payroll officer", "ward clerk", "biomedical engineer",
        "electrician", "sous-chef", "boilermaker", "primary school teacher", "librarian",
        "bus driver", "dental hygienist", "landscape gardener", "software developer",
        "pastry cook", "real estate agent", "fitter and turner", "midwife", "florist",
        "bookkeeper", "vineyard manager", "fisherman", "structural engineer",
        "orthoptist", "courier", "wharf labourer", "veterinary nurse", "plasterer",
        "stonemason", "HR business partner", "procurement officer", "security officer",
        "catering assistant", "linen services attendant", "medical secretary",
        "patient transport officer", "theatre technician", "IT support analyst",
        "facilities coordinator", "radiographer", "pharmacy technician", "sonographer",
        "occupational therapist", "speech pathologist", "dietitian", "social worker",
        "accountant", "journalist", "violin teacher", "baker", "bricklayer",
        "taxi driver", "tram driver", "pharmacist", "architect", "translator",
        "retired schoolteacher", "shipwright", "nurse unit manager", "kitchen hand",
        "childcare educator", "swimming coach", "grain farmer", "barista", "locksmith",
        "telecommunications technician", "town planner", "cabinetmaker", "postal worker")
EMPLOYERS = ("Harbourline Logistics", "Kestrel Engineering Pty Ltd", "Southern Cross Catering",
             "Boulangerie Le Fournil", "Groupe Verdier Batiment", "Nordvind Shipping A/S",
             "Jyske Tomrer ApS", "Moravia Steel Works", "Brnenske strojirny", "Hanbit Electronics",
             "Daehan Precision", "Atlas Textile Casablanca", "Maroc Agro Export",
             "Wattle Grove Primary School", "Geelong Grammar Tuition Centre", "Lycee Jules-Ferry",
             "Aarhus Katedralskole", "Gymnazium Olomouc", "Suwon High School",
             "Lycee Ibn Khaldoun", "Bayside City Council", "Metropole de Lyon",
             "Odense Kommune", "Statutarni mesto Ostrava", "Changwon City Hall",
             "Commune de Marrakech", "Riverside Credit Union", "Banque Populaire du Nord",
             "Townsville Bulletin", "La Voix du Nord", "CleanSweep Facility Services",
             "Medi-Serv Biomedical", "TechNova IT Services", "Parkwise Car Parks",
             "Rapid Couriers Australia", "Chronopost Lyon Hub", "Pathcare Couriers")
CLUBS = ("Geelong Rowing Club", "Fremantle Surf Life Saving Club", "Lions Club of Ballarat",
         "Rotary Club of Lille", "AS Toulouse Handball", "Aarhus Roklub", "Sokol Brno",
         "Ostrava Chess Club", "Suwon Hiking Society", "Wydad Casablanca Veterans",
         "Country Women's Association Toowoomba", "Men's Shed Launceston",
         "Amicale des Donneurs de Sang", "Croix-Rouge Rennes", "Dansk Folkehjaelp Odense")
CHARITIES = ("Hospital Auxiliary", "Friends of the Base Hospital", "Cancer Council Queensland",
             "Secours Populaire", "Kraeftens Bekaempelse", "Nadace Krtek",
             "Korean Red Cross Gyeonggi", "Fondation Mohammed V", "Red Cross Blood Service",
             "Heart Foundation Victoria")
UNIVERSITIES = ("James Cook University", "Deakin University", "Universite de Lille",
                "Universite Toulouse III", "Aarhus Universitet", "Masarykova univerzita",
                "Ajou University", "Universite Mohammed V de Rabat", "University of Tasmania",
                "Palacky University Olomouc")
UNIONS = ("Health Services Union", "Australian Nursing and Midwifery Federation",
          "CFDT Sante-Sociaux", "FOA Fag og Arbejde", "Odborovy svaz zdravotnictvi",
          "Korean Health and Medical Workers Union", "UMT Sante")
FUNDS = ("Medicare", "Bupa", "HCF", "Medibank", "MGEN", "Harmonie Mutuelle",
         "Sygeforsikring danmark", "VZP", "NHIS", "CNSS", "AMO")
VENDORS = ("Medi-Serv Biomedical", "TechNova IT Services", "Philips Healthcare",
           "Draeger Service", "Baxter Pumps Service Desk", "Ricoh Print Services",
           "Otis Lifts", "Schindler Elevators", "Spotless Cleaning", "Ventia Facilities",
           "Hwaseong Medical Supplies", "SOMED Maroc")
AMBULANCE = ("NSW Ambulance", "Ambulance Victoria", "Queensland Ambulance Service",
             "St John Ambulance WA", "SAMU 69", "Falck Danmark", "Zachranna sluzba JMK",
             "119 Suwon Fire Station", "Protection Civile Casablanca", "Ambulances Saint-Roch",
             "Patient Transport Services")
#: Named buildings, car parks, gates and landmarks (LOCATION-OTHER).
LANDMARKS = ("Kingsford Building", "Car Park P3", "the Multistorey Car Park", "Gate 4",
             "the Lavoisier Pavilion", "Blok C", "Pavilon Z", "the Eastern Loading Bay",
             "Bicentennial Park", "the Marina Boardwalk", "Lac de la Deule", "Botanisk Have",
             "Spilberk Castle", "Gwanggyo Lake Park", "the Corniche", "Jardin Majorelle",
             "the Helipad", "Staff Car Park B", "the Rotunda", "Old Nurses' Home")
MAKES = ("Toyota HiAce", "Mercedes Sprinter", "Renault Master", "Skoda Octavia",
         "Hyundai Starex", "Dacia Logan", "Ford Transit", "VW Crafter", "Kia Carnival",
         "Peugeot Partner")
COUNTRIES = ("New Zealand", "Fiji", "Vietnam", "Lebanon", "Portugal", "Senegal", "Algeria",
             "Tunisia", "Greenland", "Faroe Islands", "Slovakia", "Austria", "Japan",
             "Mongolia", "Mauritania", "Belgium", "Norway", "Chile", "Samoa", "Croatia")
RELATIONS = ("wife", "husband", "partner", "son", "daughter", "mother", "father", "sister",
             "brother", "grandson", "granddaughter", "niece", "nephew")

DOMAINS = {"AU": (".health.gov.au", ".org.au"), "FR": (".fr", ".aphp.fr"), "DK": (".dk", ".rm.dk"),
           "CZ": (".cz",), "KR": (".or.kr", ".ac.kr"), "MA": (".ma", ".gov.ma")}
COURIERS = ("Rapid Couriers Australia", "Chronopost Lyon Hub", "Pathcare Couriers",
            "GLS Danmark", "PPL CZ", "CJ Logistics", "Amana Express", "StarTrack Express")
#: Phone shapes: (country code, national shapes with their trunk '0', international forms).
PHONES = {
    "AU": ("61", ("0d 9ddd dddd", "04dd ddd ddd", "(0d) 4ddd dddd")),
    "FR": ("33", ("0d dd dd dd dd", "06 dd dd dd dd", "07 dd dd dd dd")),
    "DK": ("45", ("dd dd dd dd", "dddd dddd")),
    "CZ": ("420", ("5dd ddd ddd", "6dd ddd ddd", "7dd ddd ddd")),
    "KR": ("82", ("0d-ddd-dddd", "010-dddd-dddd", "031-ddd-dddd")),
    "MA": ("212", ("05dd-dddddd", "06dd-dddddd", "05 dd dd dd dd")),
}
#: House date styles of each country (formats_f / formats_i names).
DATE_STYLES = {
    "AU": ("dmy_slash", "dmy_slash", "d_month_y", "d_mon_y", "dmy2"),
    "FR": ("dmy_slash", "dmy_slash", "d_month_y", "dmy_dash"),
    "DK": ("dmy_dot", "dmy_dash", "d_month_y", "iso"),
    "CZ": ("dmy_dot", "dmy_dot", "d_month_y", "iso"),
    "KR": ("iso_dot", "iso", "iso_slash", "month_d_y"),
    "MA": ("dmy_slash", "dmy_slash", "d_month_y", "dmy_dash"),
}


def phone(rng: random.Random, country: str) -> tuple[str, str]:
    return country, fill_digits(rng, rng.choice(PHONES[country][1]))


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    """National ('0412 345 678'), international ('+61 412 345 678') or dialled ('0061 ...')."""
    country, national = number
    code = PHONES[country][0]
    r = rng.random()
    if r < 0.55 or country == "DK" and r < 0.7:
        return national
    rest = national[1:] if national.startswith("0") else national
    rest = rest.replace("(", "").replace(")", "")
    if country == "KR" and r < 0.85:
        return f"+82-{rest}"
    return f"+{code} {rest}" if r < 0.9 else f"00{code} {rest}"


def plate(rng: random.Random, country: str) -> str:
    """A number plate in the format of ``country``."""
    if country == "AU":
        return rng.choice((f"{letters(rng, 2)} {digits(rng, 2)} {letters(rng, 2)}",
                           f"{rng.randint(1, 9)}{letters(rng, 2)} {rng.randint(1, 9)}"
                           f"{letters(rng, 2)}", f"{digits(rng, 3)} {letters(rng, 3)}",
                           f"{letters(rng, 3)}-{digits(rng, 3)}"))
    if country == "FR":
        return f"{letters(rng, 2)}-{digits(rng, 3)}-{letters(rng, 2)}"
    if country == "DK":
        return f"{letters(rng, 2)} {digits(rng, 2)} {digits(rng, 3)}"
    if country == "CZ":
        return f"{rng.randint(1, 9)}{rng.choice('ABCHJKLMPSTUZ')}{rng.randint(1, 9)} " \
               f"{digits(rng, 4)}"
    if country == "KR":
        syllable = rng.choice(('Ga', 'Na', 'Da', 'Ra', 'Ma', 'Ho'))
        return f"{digits(rng, rng.choice((2, 3)))}{syllable}" \
               f" {digits(rng, 4)}"
    return f"{rng.randint(10000, 99999)}-{rng.choice('ABDEHW')}-{rng.randint(1, 89)}"


def call_sign(rng: random.Random) -> tuple[str, str]:
    """(label, value) of an ambulance or patient-transport vehicle: the label stays outside."""
    return rng.choice((("unit ", f"{rng.choice(('A', 'M', 'PT'))}{rng.randint(10, 480)}"),
                       ("call sign ", f"{rng.choice(('Alpha', 'Kilo', 'Delta'))} "
                                      f"{rng.randint(1, 40)}"),
                       ("vehicle ", f"PTS-{digits(rng, 3)}"), ("ambulance ", f"{digits(rng, 4)}"),
                       ("VSAV ", f"{rng.randint(1, 12)}"), ("car ", f"{rng.randint(100, 999)}")))


def medicare(rng: random.Random, country: str) -> str:
    """Medicare, securite sociale (carte Vitale), health-card and fund numbers (HEALTHPLAN)."""
    if country == "AU":
        return rng.choice((f"{digits(rng, 4)} {digits(rng, 5)} {rng.randint(1, 9)}",
                           f"{digits(rng, 10)}-{rng.randint(1, 5)}"))
    if country == "FR":
        return f"{rng.choice('12')} {digits(rng, 2)} {digits(rng, 2)} {digits(rng, 2)} " \
               f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 2)}"
    if country == "KR":
        return f"{digits(rng, 1)}-{digits(rng, 10)}"
    return rng.choice((f"{letters(rng, 3)}{digits(rng, 7)}", f"{digits(rng, 9)}",
                       f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 2)}"))


def mac(rng: random.Random) -> str:
    parts = [f"{rng.randrange(256):02X}" for _ in range(6)]
    return rng.choice((":", "-")).join(parts) if rng.random() < 0.8 else \
        ".".join("".join(parts[i:i + 2]).lower() for i in (0, 2, 4))


def ip(rng: random.Random) -> str:
    return rng.choice((f"10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"172.{rng.randint(16, 31)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                       f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}"))


def hostname(rng: random.Random, abbr: str) -> str:
    return rng.choice((f"{abbr}-PC{digits(rng, 4)}", f"{abbr.lower()}-lt-{digits(rng, 3)}",
                       f"PRN-{abbr}-{digits(rng, 2)}{rng.choice('ABC')}",
                       f"ws{digits(rng, 5)}", f"{abbr}WOW{digits(rng, 2)}"))


def staff_number(rng: random.Random) -> str:
    return rng.choice((f"{digits(rng, 6)}", f"E{digits(rng, 6)}",
                       f"{letters(rng, 2)}{digits(rng, 5)}",
                       f"{digits(rng, 3)}-{digits(rng, 4)}"))


def ahpra(rng: random.Random, country: str) -> str:
    """Practitioner and driving licences."""
    if country == "AU":
        return rng.choice((f"{rng.choice(('MED', 'NMW', 'PHA', 'MRP'))}{digits(rng, 10)}",
                           f"{digits(rng, 8)}"))
    if country == "FR":
        return f"{digits(rng, 11)}"
    return rng.choice((f"{digits(rng, 2)}-{digits(rng, 6)}", f"{letters(rng, 2)}{digits(rng, 6)}",
                       f"{digits(rng, 2)}-{digits(rng, 2)}-{digits(rng, 6)}-{digits(rng, 2)}"))


def bank_account(rng: random.Random, country: str) -> str:
    if country == "AU":
        return f"BSB {digits(rng, 3)}-{digits(rng, 3)} acct {digits(rng, 8)}"
    if country in ("FR", "DK", "CZ", "MA"):
        prefix = {"FR": "FR76", "DK": "DK50", "CZ": "CZ65", "MA": "MA64"}[country]
        return f"{prefix} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)} {digits(rng, 4)}"
    return f"{digits(rng, 3)}-{digits(rng, 6)}-{digits(rng, 2)}-{digits(rng, 3)}"


def street(rng: random.Random, country: str) -> str:
    """A street with its number and now and then a unit or flat (one STREET tag)."""
    name = rng.choice(STREET_NAMES[country])
    n = rng.randint(1, 240)
    if country == "AU":
        return rng.choice((f"{n} {name}", f"{rng.randint(1, 30)}/{n} {name}",
                           f"Unit {rng.randint(1, 30)}, {n} {name}"))
    if country == "FR":
        return rng.choice((f"{n} {name}", f"{n} bis {name}", f"{n} {name}, Bat B"))
    if country in ("DK", "CZ"):
        tail = rng.choice(("", "", f", {rng.randint(1, 5)} tv", f", {rng.randint(1, 5)} th",
                           f"/{rng.randint(1, 40)}"))
        return f"{name} {n}{tail}"
    if country == "KR":
        return rng.choice((f"{n} {name}", f"{n} {name}, Apt {rng.randint(101, 120)}-"
                           f"{rng.randint(101, 1804)}",
                           f"{name} {rng.randint(10, 90)}beon-gil {n}"))
    return rng.choice((f"{n} {name}", f"{name}, Residence Al Amal, Apt {rng.randint(1, 40)}",
                       f"{n} {name}, Etage {rng.randint(1, 6)}"))


@dataclass(frozen=True)
class SiteK:
    name: str
    abbr: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    wards: tuple
    admin: tuple


@dataclass(frozen=True)
class StaffK(Person):
    job: str = ""
    clinical: bool = False
    cred: str = ""
    email: str = ""
    user: str = ""
    number: str = ""
    licence: str = ""
    unit: str = ""
    site: int = 0


@dataclass
class SubjectK:
    """The person a few documents are about: a hospital employee or a member of the public."""
    number: int
    person: Person
    staff: bool
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple
    email: str
    job: str
    past_job: str
    employer: str
    club: str
    relatives: tuple        # ((relation, person), ...)
    plate: str
    make: str
    staff_no: str
    site: int
    unit: str
    mrn: str
    plan: str
    visits: list = field(default_factory=list)


@dataclass
class VisitK:
    number: int
    note_type: str
    day: dt.date


def _initials(name: str) -> str:
    return "".join(w[0] for w in name.replace("-", " ").split() if w[0].isupper())[:5]


def _person(rng: random.Random, pools, sex: str | None = None) -> Person:
    sex = sex or rng.choice("MF")
    r = rng.random()
    lists = ((MA_MALE, MA_FEMALE, MA_LAST) if r < 0.14 else (FR_MALE, FR_FEMALE, FR_LAST)
             if r < 0.2 else (AU_MALE, AU_FEMALE, AU_LAST) if r < 0.27 else None)
    if lists:
        first, last = rng.choice(lists[0] if sex == "M" else lists[1]), rng.choice(lists[2])
    else:
        first = rng.choice(pools.male if sex == "M" else pools.female)
        last = rng.choice(pools.last)
    middle = rng.choice("ABCDEJKLMNPRSTW") if rng.random() < 0.15 else ""
    return Person(first, middle, last, sex)


@dataclass(frozen=True)
class World:
    pools: object
    sites: tuple
    staff: tuple


CLINICAL_JOBS = ("registered nurse", "clinical nurse specialist", "staff specialist",
                 "physiotherapist", "radiographer", "midwife", "pharmacist", "sonographer",
                 "nurse unit manager", "anaesthetist", "occupational therapist", "dietitian")
SUPPORT_JOBS = ("porter", "ward clerk", "senior payroll officer", "biomedical engineer",
                "electrician", "security officer", "catering assistant", "IT support analyst",
                "facilities coordinator", "patient transport officer", "theatre technician",
                "linen services attendant", "medical secretary", "procurement officer",
                "HR business partner", "bed manager", "switchboard operator")


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    pools = other_pools(seed, "K")
    rng = random.Random(f"deidkit-synth/{seed}/K/world")
    sites = []
    for k in range(18):
        place = PLACES[(k * 7) % len(PLACES)]
        patterns = HOSPITAL_PATTERNS[place[0]]
        name = patterns[(k // len(PLACES) + k) % len(patterns)].format(
            city=place[1], last=_person(rng, pools).last)
        sites.append(SiteK(name=name, abbr=_initials(name) or name[:3].upper(), place=place,
                           street=street(rng, place[0]), postcode=postcode(rng, place[4]),
                           phone=phone(rng, place[0]), fax=phone(rng, place[0]),
                           domain=slug(name)[:12] + rng.choice(DOMAINS[place[0]]),
                           wards=tuple(rng.sample(WARDS, 8)),
                           admin=tuple(rng.sample(ADMIN_DEPTS, 8))))
    staff = []
    for i in range(360):
        p = _person(rng, pools)
        site = i % len(sites)
        clinical = rng.random() < 0.5
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        country = sites[site].place[0]
        staff.append(StaffK(
            p.first, p.middle, p.last, p.sex,
            job=rng.choice(CLINICAL_JOBS if clinical else SUPPORT_JOBS), clinical=clinical,
            cred=rng.choice(("RN", "MBBS", "FRACP", "BPhty", "MD", "CNS", "RM")) if clinical
            else "", email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}", f"{la}.{f}"))
            .lower() + "@" + sites[site].domain, user=fi.username(rng, p.first, p.last),
            number=staff_number(rng), licence=ahpra(rng, country),
            unit=rng.choice(sites[site].wards if clinical else sites[site].admin), site=site))
    return World(pools, tuple(sites), tuple(staff))


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/K/plan/{number}").choice((1, 1, 2, 2, 3))


#: Documents about the subject's work at the hospital: written only of subjects who work there.
STAFF_TYPES = ("newsletter_profile", "hr_letter", "award_citation", "rota_email", "room_booking",
               "bed_huddle", "it_ticket", "parking_permit")
#: Documents written of anyone: a member of staff is a private person in them (PATIENT).
BOTH_TYPES = ("reference_letter", "announcement", "club_roster", "news_brief")


def subject_builder(note_types):
    def build(seed: int, number: int) -> SubjectK:
        world = build_world(seed)
        pools = world.pools
        rng = random.Random(f"deidkit-synth/{seed}/K/subject/{number}")
        p = _person(rng, pools)
        first = dt.date(rng.randint(2045, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(19, 66), rng.randint(25, 60), rng.randint(60, 98)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        site = rng.randrange(len(world.sites))
        place = world.sites[site].place if rng.random() < 0.75 else rng.choice(PLACES)
        country = place[0]
        staff = rng.random() < 0.5
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(p.last).replace(".", "")
        subject = SubjectK(
            number=number, person=p, staff=staff, dob=dob, place=place,
            street=street(rng, country), postcode=postcode(rng, place[4]),
            phone=phone(rng, country),
            email=rng.choice((f"{f}.{la}", f"{f}{rng.randint(1, 99)}", f"{la}{f[:1]}"))
            + "@" + rng.choice(("gmail.com", "outlook.com", "bigpond.com", "orange.fr",
                                "free.fr", "mail.dk", "seznam.cz", "naver.com", "menara.ma")),
            job=rng.choice(SUPPORT_JOBS + CLINICAL_JOBS if staff else JOBS),
            past_job=rng.choice(JOBS), employer=rng.choice(EMPLOYERS), club=rng.choice(CLUBS),
            relatives=tuple((rel, _person(rng, pools)) for rel in rng.sample(RELATIONS, 3)),
            plate=plate(rng, country), make=rng.choice(MAKES), staff_no=staff_number(rng),
            site=site, unit=rng.choice(world.sites[site].wards + world.sites[site].admin),
            mrn=fi.mrn(rng), plan=medicare(rng, country))
        kinds, weights = zip(*[(k, w) for k, w in note_types
                               if (k in STAFF_TYPES + BOTH_TYPES) == staff or k in BOTH_TYPES])
        day = first
        for v in range(1, visit_count(seed, number) + 1):
            subject.visits.append(VisitK(v, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(5, 300))
        return subject
    return build


class KNote(Writer):
    """A style-K document; ``s_*`` methods are its template slots. ``{pt}`` is the subject
    (PATIENT, or DOCTOR when the subject works at the hospital and the document is about
    their work: see ``self.as_staff``); ``{other}`` a new private person, ``{staff}`` a member
    of the hospital's staff (DOCTOR)."""

    # the layout helpers of style J (they only write what the templates give them)
    kv, capture, emit, table, heading = JNote.kv, JNote.capture, JNote.emit, JNote.table, \
        JNote.heading

    def choose(self, templates, k) -> list:
        """``k`` of ``templates``, in their order (a letter's sentences keep their sequence)."""
        keep = sorted(super().choose(range(len(templates)), k))
        return [templates[i] for i in keep]

    def __init__(self, seed: int, subject: SubjectK, visit: VisitK, rng: random.Random):
        super().__init__(rng)
        world = build_world(seed)
        self.world, self.pools = world, world.pools
        self.subject, self.visit = subject, visit
        self.site = world.sites[subject.site]
        self.local = [s for s in world.staff if s.site == subject.site]
        self.day = visit.day
        self.country = subject.place[0]
        self.date_style = rng.choice(DATE_STYLES[self.site.place[0]])
        self.as_staff = subject.staff
        d, b = visit.day, subject.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.other_p = _person(rng, self.pools)
        self.rel = rng.choice(subject.relatives)
        self.staff_p = rng.choice(self.local)
        self.vendor = rng.choice(VENDORS)

    # -- dates ------------------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            style = self.date_style if rng.random() < 0.8 else rng.choice(
                ("d_month_y", "month_d_y", "d_mon_y", "iso", "dmy_slash", "wk_month_d"))
        self.phi(fi.format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)
    def s_date_n(self): self.date(self.day, self.rng.choice(("d_month_y", "month_d_y",
                                                               "wk_month_d", "d_mon_y")))
    def s_dob(self): self.date(self.subject.dob)

    def s_later(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 60)))

    def s_earlier(self):
        d = self.day - dt.timedelta(days=self.rng.randint(20, 9000))
        self.date(d, self.rng.choice((None, "month_y", "y", "month_y")))

    def s_year(self): self.phi(str(self.day.year - self.rng.randint(1, 40)), "DATE")
    def s_weekday(self): self.phi(fi.format_date(self.day, "weekday"), "DATE")
    def s_time(self): self.lit(fi.clock(self.rng))

    # -- the subject and private persons ------------------------------------------------------
    def name(self, p: Person, type_: str) -> None:
        rng = self.rng
        self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}", p.last,
                             f"{p.last.upper()} {p.first}", f"{p.first[0]}. {p.last}",
                             f"{p.first} {p.middle}. {p.last}" if p.middle else p.first)), type_)

    @property
    def pt_type(self) -> str:
        return "DOCTOR" if self.as_staff else "PATIENT"

    def s_pt(self): self.name(self.subject.person, self.pt_type)

    def s_pt_full(self):
        p = self.subject.person
        self.phi(f"{p.first} {p.last}", self.pt_type)

    def s_pt_first(self): self.phi(self.subject.person.first, self.pt_type)
    def s_pt_last(self): self.phi(self.subject.person.last, self.pt_type)

    def s_pt_title(self):
        p = self.subject.person
        self.lit(rng_title(self.rng, p.sex, self.country))
        self.phi(p.last, self.pt_type)

    def s_he(self): self.lit("he" if self.subject.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.subject.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.subject.person.sex == "M" else "her")
    def s_His(self): self.lit("His" if self.subject.person.sex == "M" else "Her")
    def s_age(self): self.phi(str(self.age), "AGE")

    def s_rel(self): self.name(self.rel[1], "PATIENT")
    def s_rel_first(self): self.phi(self.rel[1].first, "PATIENT")
    def s_relation(self): self.lit(self.rel[0])

    def s_new_rel(self):
        self.rel = self.rng.choice(self.subject.relatives)
        self.name(self.rel[1], "PATIENT")

    def s_other(self):
        self.other_p = _person(self.rng, self.pools)
        self.name(self.other_p, "PATIENT")

    def s_other_full(self):
        self.other_p = p = _person(self.rng, self.pools)
        self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_other_again(self): self.phi(self.other_p.first if self.rng.random() < 0.4
                                      else self.other_p.last, "PATIENT")
    def s_other_age(self): self.phi(str(self.rng.randint(1, 95)), "AGE")
    def s_kid_age(self): self.phi(str(self.rng.randint(5, 17)), "AGE")

    def job_text(self, job: str) -> str:
        r = self.rng.random()
        if r < 0.25:
            return " ".join(w[:1].upper() + w[1:] for w in job.split())
        return job[:1].upper() + job[1:] if r < 0.35 else job

    def s_job(self): self.phi(self.job_text(self.subject.job), "PROFESSION")
    def s_past_job(self): self.phi(self.job_text(self.subject.past_job), "PROFESSION")
    def s_other_job(self): self.phi(self.job_text(self.rng.choice(JOBS)), "PROFESSION")
    def a_phi(self, job: str) -> None:
        text = self.job_text(job)
        self.lit("an " if text[:1].lower() in "aeiou" else "a ")
        self.phi(text, "PROFESSION")

    def s_a_job(self): self.a_phi(self.subject.job)
    def s_a_past_job(self): self.a_phi(self.subject.past_job)
    def s_a_other_job(self): self.a_phi(self.rng.choice(JOBS))
    def s_courier(self): self.org(COURIERS)
    def s_other_user(self): self.phi(fi.username(self.rng, self.other_p.first, self.other_p.last),
                                     "USERNAME")

    def s_care_role(self): self.lit(self.rng.choice(CARE_ROLES))

    # -- the hospital's staff -----------------------------------------------------------------
    def s_staff(self):
        """A member of staff (DOCTOR), titled or credentialed now and then."""
        s = self.staff_p = self.rng.choice(self.local)
        rng = self.rng
        if s.clinical and s.cred in ("MBBS", "FRACP", "MD") and rng.random() < 0.5:
            self.lit(rng.choice(("Dr ", "Dr. ", "Dr ")))
            self.phi(rng.choice((s.last, f"{s.first} {s.last}")), "DOCTOR")
            return
        self.phi(rng.choice((f"{s.first} {s.last}", f"{s.first} {s.last}",
                             f"{s.first[0]}. {s.last}",
                             f"{s.last.upper()} {s.first}")), "DOCTOR")
        if s.cred and rng.random() < 0.4:
            self.lit(", " + s.cred)

    def s_staff_again(self): self.phi(self.staff_p.first if self.rng.random() < 0.3
                                      else self.staff_p.last, "DOCTOR")
    def s_staff_job(self): self.phi(self.job_text(self.staff_p.job), "PROFESSION")
    def s_staff_email(self): self.phi(self.staff_p.email, "EMAIL")
    def s_staff_user(self): self.phi(self.staff_p.user, "USERNAME")
    def s_staff_no(self): self.phi(self.staff_p.number, "IDNUM")
    def s_staff_unit(self): self.phi(self.staff_p.unit, "DEPARTMENT")
    def s_staff_licence(self): self.phi(self.staff_p.licence, "LICENSE")
    def s_pt_user(self): self.phi(fi.username(self.rng, self.subject.person.first,
                                              self.subject.person.last), "USERNAME")

    # -- places -------------------------------------------------------------------------------
    def s_hosp(self):
        s = self.site
        self.phi(s.abbr if len(s.abbr) > 2 and self.rng.random() < 0.2 else s.name, "HOSPITAL")

    def s_other_hosp(self): self.phi(self.rng.choice(self.world.sites).name, "HOSPITAL")
    def s_ward(self): self.phi(self.rng.choice(self.site.wards), "DEPARTMENT")
    def s_admin(self): self.phi(self.rng.choice(self.site.admin), "DEPARTMENT")
    def s_unit(self): self.phi(self.subject.unit, "DEPARTMENT")
    def s_bare_unit(self): self.lit(self.rng.choice(BARE_UNITS))

    def room_value(self) -> str:
        rng = self.rng
        return rng.choice((str(rng.randint(1, 40)), f"{rng.randint(1, 9)}.{rng.randint(1, 40):02d}",
                           f"{rng.choice('ABCDG')}{rng.randint(1, 4)}-{rng.randint(1, 60):02d}",
                           f"{rng.randint(100, 899)}", f"{rng.randint(1, 12)}{rng.choice('ABC')}"))

    def s_room(self):
        self.lit(self.rng.choice(("Room ", "Rm ", "room ", "Meeting Room ", "Seminar Room ",
                                  "Office ", "Training Room ", "Interview Room ")))
        self.phi(self.room_value(), "ROOM")

    def s_room_value(self): self.phi(self.room_value(), "ROOM")

    def s_theatre(self):
        self.lit(self.rng.choice(("Theatre ", "OT ", "theatre ", "Salle ", "OR ")))
        self.phi(str(self.rng.randint(1, 14)), "ROOM")

    def s_bed(self):
        rng = self.rng
        self.lit(rng.choice(("Bed ", "bed ", "Bay ", "Cubicle ", "Side room ", "Chair ")))
        self.phi(rng.choice((str(rng.randint(1, 32)), f"{rng.randint(1, 6)}{rng.choice('ABCD')}",
                             rng.choice("ABCDEF"))), "ROOM")

    def s_bed_value(self):
        rng = self.rng
        self.phi(rng.choice((f"{rng.randint(1, 6)}-{rng.randint(1, 6)}", str(rng.randint(1, 32)),
                             f"{rng.randint(1, 40):02d}{rng.choice('AB')}")), "ROOM")

    def s_capacity(self): self.lit(f"seats {self.rng.choice((6, 8, 10, 12, 16, 20, 30, 40))}")
    def s_landmark(self):
        text = self.rng.choice(LANDMARKS)
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "LOCATION-OTHER")

    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")
    def s_any_city(self): self.phi(self.rng.choice(PLACES)[1], "CITY")

    def s_state(self):
        place = self.subject.place
        self.phi(place[3] if place[3] and self.rng.random() < 0.5 else place[2], "STATE")

    def s_zip(self): self.phi(self.subject.postcode, "ZIP")
    def s_street(self): self.phi(self.subject.street, "STREET")
    def s_country(self): self.phi(self.subject.place[5], "COUNTRY")
    def s_far_country(self): self.phi(self.rng.choice(COUNTRIES), "COUNTRY")

    def address(self, street_: str, place: tuple, code: str) -> None:
        rng, country = self.rng, place[0]
        sep = rng.choice((", ", "\n", ", "))
        self.phi(street_, "STREET")
        self.lit(sep)
        if country in ("FR", "DK", "CZ", "MA") and rng.random() < 0.7:
            if country == "DK" and rng.random() < 0.3:
                self.lit("DK-")
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
        else:
            self.phi(place[1], "CITY")
            if country in ("AU", "KR") or rng.random() < 0.4:
                self.lit(rng.choice((" ", ", ")))
                self.phi(place[3] if place[3] and rng.random() < 0.6 else place[2], "STATE")
            self.lit(rng.choice((" ", "  ", ", ")))
            self.phi(code, "ZIP")
        if rng.random() < 0.35:
            self.lit(sep)
            self.phi(place[5], "COUNTRY")

    def s_address(self):
        s = self.subject
        self.address(s.street, s.place, s.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    def s_any_address(self):
        place = self.rng.choice(PLACES)
        self.address(street(self.rng, place[0]), place, postcode(self.rng, place[4]))

    # -- organizations ------------------------------------------------------------------------
    def org(self, names) -> None: self.phi(self.rng.choice(names), "ORGANIZATION")
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_any_employer(self): self.org(EMPLOYERS)
    def s_club(self): self.phi(self.subject.club, "ORGANIZATION")
    def s_any_club(self): self.org(CLUBS)
    def s_charity(self): self.org(CHARITIES)
    def s_uni(self): self.org(UNIVERSITIES)
    def s_union(self): self.org(UNIONS)
    def s_vendor(self): self.phi(self.vendor, "ORGANIZATION")
    def s_ambulance(self): self.org(AMBULANCE)
    def s_fund(self): self.org(FUNDS)

    # -- contact ------------------------------------------------------------------------------
    def s_phone(self): self.phi(format_phone(self.subject.phone, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_any_phone(self): self.phi(format_phone(phone(self.rng, self.country), self.rng),
                                    "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    # an extension or a pager is PHONE (its 'ext' or 'pager' label outside), as in style I
    def s_ext(self): self.phi(digits(self.rng, self.rng.choice((4, 5))), "PHONE")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_org_email(self):
        rng = self.rng
        box = rng.choice(("rostering", "bookings", "patientflow", "servicedesk", "estates",
                          "feedback", "parking", "volunteers", "newsletter", "payroll"))
        self.phi(f"{box}@{self.site.domain}", "EMAIL")

    def s_other_email(self):
        p = self.other_p
        self.phi(f"{ascii_email(p.first).replace('.', '')}.{ascii_email(p.last).replace('.', '')}"
                 f"@{slug(self.rng.choice(EMPLOYERS))[:10]}.com".lower(), "EMAIL")

    def s_url(self):
        rng, d = self.rng, self.site.domain
        self.phi(rng.choice((f"www.{d}", f"https://{d}/careers", f"intranet.{d}/rosters",
                             f"https://servicedesk.{d}", f"{d}/feedback")), "URL")

    def s_club_url(self):
        name = slug(self.subject.club)[:16]
        self.phi(self.rng.choice((f"www.{name}.org", f"https://{name}.club/roster",
                                  f"{name}.com")), "URL")

    def s_ip(self): self.phi(ip(self.rng), "IPADDR")

    # -- identifiers --------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.subject.mrn, "MEDICALRECORD")
    def s_any_mrn(self): self.phi(fi.mrn(self.rng), "MEDICALRECORD")
    def s_plan(self): self.phi(self.subject.plan, "HEALTHPLAN")
    def s_pt_staff_no(self): self.phi(self.subject.staff_no, "IDNUM")
    def s_ticket(self): self.phi(fi.ticket(self.rng, self.rng.choice(("INC", "REQ", "WO", "SR",
                                                                       "CMP", "BK")),
                                           self.day.year), "IDNUM")
    def s_permit(self): self.phi(f"{self.rng.choice(('P', 'PK', 'STF'))}{digits(self.rng, 5)}",
                                 "IDNUM")
    def s_account(self): self.phi(bank_account(self.rng, self.country), "ACCOUNT")
    def s_cost_centre(self): self.phi(f"{digits(self.rng, 4)}-{digits(self.rng, 3)}",
                                      "ACCOUNT")
    def s_licence(self): self.phi(ahpra(self.rng, self.country), "LICENSE")
    def s_plate(self): self.phi(self.subject.plate, "VEHICLE")
    def s_any_plate(self): self.phi(plate(self.rng, self.rng.choice(PLACES)[0]), "VEHICLE")

    def s_call_sign(self):
        label, value = call_sign(self.rng)
        self.lit(label)
        self.phi(value, "VEHICLE")

    def s_make(self): self.lit(self.subject.make)
    def s_asset(self): self.phi(fi.asset_tag(self.rng), "DEVICE")
    def s_serial(self): self.phi(fi.serial(self.rng), "DEVICE")
    def s_imei(self): self.phi(fi.imei(self.rng), "DEVICE")
    def s_mac(self): self.phi(mac(self.rng), "DEVICE")
    def s_host(self): self.phi(hostname(self.rng, self.site.abbr), "DEVICE")
    def s_specimen(self): self.phi(fi.specimen(self.rng, self.day.year), "BIOID")
    def s_accession(self): self.phi(ff.accession(self.rng, self.day.year), "BIOID")

    # -- look-alikes (not PHI) ----------------------------------------------------------------
    def s_count(self): self.lit(str(self.rng.randint(2, 24)))
    def s_version(self): self.lit(self.rng.choice(("v2.4.1", "version 11.3", "build 4471",
                                                   "22H2", "v7.0.3", "firmware 3.12")))
    def s_priority(self): self.lit(self.rng.choice(("P1", "P2", "P3", "P4", "Priority 2")))
    def s_money(self): self.lit(self.rng.choice(("$45", "EUR 120", "1 250 DKK", "350 Kc",
                                                 "30 000 KRW", "200 MAD", "$1,200")))
    def s_dose(self): self.lit(self.rng.choice(("paracetamol 1 g", "5 mL", "40 mg",
                                                "0.5 mg/kg", "2 units")))
    def s_hours(self): self.lit(str(self.rng.choice((4, 7.6, 8, 10, 12, 38, 76))))
    def s_temp(self): self.lit(self.rng.choice(("2-8 C", "ambient", "on ice", "-20 C", "18-25 C")))


def rng_title(rng: random.Random, sex: str, country: str) -> str:
    if country == "FR" and rng.random() < 0.5:
        return "M. " if sex == "M" else rng.choice(("Mme ", "Mme. "))
    return ("Mr " if sex == "M" else rng.choice(("Ms ", "Mrs "))) if rng.random() < 0.6 else \
        ("Mr. " if sex == "M" else "Ms. ")
