"""Style M: specialty clinical care, for training. Oncology chemotherapy-cycle notes and
radiotherapy treatment summaries, labour-and-delivery records (partogram entries, delivery
summaries, the newborn's details), paediatric well-child and immunisation visits,
pacemaker/ICD device-clinic interrogations, fertility/IVF cycle records, sexual-health clinic
notes, diabetes clinic notes, transplant follow-up letters, dermatology biopsy result letters,
nurse-advice telephone-line call records, clinical-trial screening logs and study-visit notes,
and travel-medicine consults with vaccination certificates. Patients and hospitals are from
Spain, Chile, Colombia, Peru, Belgium, Tunisia, Senegal and Cameroon (notes in English, as
written by international-patient services, English-speaking sites or translators, with local
labels in Spanish or French now and then: 'Fecha:', 'Nom:'), with each country's date orders
(Spanish, French and Dutch month names too), phones, postcodes, national IDs and health
insurers. Names are Spanish, Catalan (Faker's es_CA and a list), Basque, Chilean (Mapuche
surnames too), Colombian, Peruvian (Quechua surnames), Flemish, Walloon, Tunisian
(transliterated), Wolof, Serer and Cameroonian (Bamileke, Duala, Fulani): lists below, in
ASCII, with double surnames where the country writes them.

Annotation follows the i2b2 2014 guidelines and the conventions of style K: titles ('Dr.',
'Dra.', 'Pr', 'Lic.', 'Sr.', 'Mme'), credentials ('MD', 'RN', 'CNM'), label words ('Room',
'Box', 'Sala') and times stay outside tags; every date is DATE (a newborn's birth date, a
last menstrual period, weekdays and years alone too), every age of a person AGE (the number
only: '18' of '18 months'); gestational ages ('39+2 weeks'), cycle days and fraction counts
are not ages. Care staff (oncologists, midwives, embryologists, device physiologists, nurses
on the advice line, study coordinators) are DOCTOR; everybody else (the patient, partners,
the newborn, who has a name of its own, parents, callers, living donors) PATIENT. PROFESSION
is a person's occupation ('Occupation: fisherman', 'works as a nurse'); a role in the care
('the midwife', 'the on-call oncologist') is not. Hospitals and clinics HOSPITAL; named
services and units ('Servicio de Oncologia Medica', 'Unite de Stimulation Cardiaque') are
DEPARTMENT, the bare ones ('the labour ward', 'pharmacy', 'the day unit') are not. Rooms,
boxes, bays and beds are ROOM without their label. Employers, insurers (FONASA, EPS Sura,
Solidaris), trial sponsors and laboratories ORGANIZATION; tourist sites and landmarks
LOCATION-OTHER; travel destinations COUNTRY. After their cues: DNI/NIE, RUT, cedula, Peruvian
DNI, Belgian national register numbers, CIN and CNI are SSN; tarjeta sanitaria, ISAPRE, EPS,
SIS/EsSalud, mutualite, CNAM and IPM numbers HEALTHPLAN; record, history ('NHC') and
sexual-health clinic numbers MEDICALRECORD; trial screening and participant numbers,
passport numbers, donor and recipient codes, call and certificate numbers IDNUM; embryo,
straw, specimen and block numbers BIOID; pacemaker, ICD, lead, insulin-pump and sensor serial
numbers DEVICE; colegiado, CMP, RM, INAMI and order numbers LICENSE; invoices' accounts
ACCOUNT; ambulance call signs VEHICLE. The look-alikes stay untagged: device models and
settings, vaccine lot numbers, protocol, regimen and drug codes, HbA1c and other lab values,
doses, Gy and fractions, centiles, Apgar scores, times, tank and canister positions.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import formats_i as fi
from deidkit.synth.builder import Writer
from deidkit.synth.locales import other_pools, postcode
from deidkit.synth.model import Person
from deidkit.synth.style_j import JNote
from deidkit.synth.surface import ascii_email, digits, fill_digits, letters, slug

#: Real places: (country code, city, region (STATE), postcode shape, country name, language
#: of the local labels: 'es', 'fr' or 'nl').
PLACES = (
    ("ES", "Bilbao", "Pais Vasco", "480dd", "Spain", "es"),
    ("ES", "Donostia", "Gipuzkoa", "200dd", "Spain", "es"),
    ("ES", "Girona", "Catalunya", "170dd", "Spain", "es"),
    ("ES", "Zaragoza", "Aragon", "500dd", "Spain", "es"),
    ("ES", "Valladolid", "Castilla y Leon", "470dd", "Spain", "es"),
    ("ES", "Malaga", "Andalucia", "290dd", "Spain", "es"),
    ("CL", "Valparaiso", "Region de Valparaiso", "23ddddd", "Chile", "es"),
    ("CL", "Concepcion", "Region del Biobio", "403dddd", "Chile", "es"),
    ("CL", "Temuco", "Region de La Araucania", "478dddd", "Chile", "es"),
    ("CL", "Antofagasta", "Region de Antofagasta", "124dddd", "Chile", "es"),
    ("CO", "Medellin", "Antioquia", "0500dd", "Colombia", "es"),
    ("CO", "Cali", "Valle del Cauca", "7600dd", "Colombia", "es"),
    ("CO", "Bucaramanga", "Santander", "6800dd", "Colombia", "es"),
    ("CO", "Pereira", "Risaralda", "6600dd", "Colombia", "es"),
    ("PE", "Arequipa", "Arequipa", "040dd", "Peru", "es"),
    ("PE", "Cusco", "Cusco", "080dd", "Peru", "es"),
    ("PE", "Trujillo", "La Libertad", "130dd", "Peru", "es"),
    ("PE", "Huancayo", "Junin", "120dd", "Peru", "es"),
    ("BE", "Gent", "Oost-Vlaanderen", "90d0", "Belgium", "nl"),
    ("BE", "Leuven", "Vlaams-Brabant", "30d0", "Belgium", "nl"),
    ("BE", "Brugge", "West-Vlaanderen", "80d0", "Belgium", "nl"),
    ("BE", "Liege", "Province de Liege", "40d0", "Belgium", "fr"),
    ("BE", "Namur", "Province de Namur", "50d0", "Belgium", "fr"),
    ("BE", "Charleroi", "Hainaut", "60d0", "Belgium", "fr"),
    ("TN", "Sfax", "Gouvernorat de Sfax", "30d0", "Tunisia", "fr"),
    ("TN", "Sousse", "Gouvernorat de Sousse", "40d0", "Tunisia", "fr"),
    ("TN", "Monastir", "Gouvernorat de Monastir", "50d0", "Tunisia", "fr"),
    ("TN", "Bizerte", "Gouvernorat de Bizerte", "70d0", "Tunisia", "fr"),
    ("SN", "Thies", "Region de Thies", "21ddd", "Senegal", "fr"),
    ("SN", "Saint-Louis", "Region de Saint-Louis", "32ddd", "Senegal", "fr"),
    ("SN", "Kaolack", "Region de Kaolack", "26ddd", "Senegal", "fr"),
    ("SN", "Ziguinchor", "Region de Ziguinchor", "27ddd", "Senegal", "fr"),
    ("CM", "Douala", "Littoral", "", "Cameroon", "fr"),
    ("CM", "Yaounde", "Centre", "", "Cameroon", "fr"),
    ("CM", "Bafoussam", "Ouest", "", "Cameroon", "fr"),
    ("CM", "Buea", "Sud-Ouest", "", "Cameroon", "fr"),
    ("CM", "Garoua", "Nord", "", "Cameroon", "fr"),
)
COUNTRY_CODES = ("ES", "CL", "CO", "PE", "BE", "TN", "SN", "CM")
STREET_NAMES = {
    "ES": ("Calle Gran Via", "Calle de Iparraguirre", "Avinguda de Jaume I", "Calle del Coso",
           "Paseo de Zorrilla", "Calle Larios", "Carrer de la Barca", "Calle Urbieta"),
    "CL": ("Avenida Brasil", "Calle Condell", "Avenida Alemania", "Calle Colo Colo",
           "Pasaje Los Aromos", "Avenida Grecia", "Calle Prat", "Avenida Pedro de Valdivia"),
    "CO": ("Carrera 43A", "Calle 10", "Carrera 27", "Avenida Circunvalar", "Calle 36",
           "Transversal 93", "Diagonal 75B", "Carrera 7"),
    "PE": ("Jiron Mercaderes", "Avenida Ejercito", "Calle Saphi", "Avenida de la Cultura",
           "Jiron Pizarro", "Pasaje Santa Rosa", "Avenida Huancavelica", "Calle Tecte"),
    "BE": ("Korenmarkt", "Naamsestraat", "Steenstraat", "Rue Saint-Gilles", "Rue de Fer",
           "Boulevard Tirou", "Kortrijksesteenweg", "Rue des Guillemins"),
    "TN": ("Avenue Habib Bourguiba", "Rue de Russie", "Route de Tunis", "Rue Ibn Khaldoun",
           "Avenue de la Republique", "Rue Farhat Hached", "Route de Gremda", "Rue d'Alger"),
    "SN": ("Avenue Lamine Gueye", "Rue Blaise Diagne", "Quartier Escale", "Route de Mbour",
           "Rue Abdoulaye Seck", "Cite Sonatel", "Quartier Randoulene", "Rue Ndiolofene"),
    "CM": ("Rue Koloko", "Boulevard de la Liberte", "Rue Joss", "Quartier Bastos",
           "Carrefour Mvog-Mbi", "Rue Njo-Njo", "Quartier Tamdja", "Molyko"),
}
#: Hand-written names of each origin: (male firsts, female firsts, surnames).
ORIGINS = {
    "spanish": (("Fermin", "Anselmo", "Baltasar", "Leandro", "Eusebio", "Casimiro", "Ruperto",
                 "Gonzalo", "Fulgencio", "Teodoro"),
                ("Remedios", "Encarnacion", "Nieves", "Amparo", "Rocio", "Macarena",
                 "Inmaculada", "Consuelo", "Milagros", "Purificacion"),
                ("Quintanilla", "Zamorano", "Alcaraz", "Valdivieso", "Montesinos", "Bermudo",
                 "Villalobos", "Arroyo", "Carrasco", "Cordero", "Pedraza", "Sandoval")),
    "catalan": (("Jordi", "Oriol", "Pere", "Quim", "Arnau", "Marti", "Bernat", "Roger"),
                ("Montserrat", "Nuria", "Merce", "Roser", "Meritxell", "Laia", "Queralt",
                 "Ariadna"),
                ("Puigvert", "Casademunt", "Vilaplana", "Camprubi", "Sabater", "Riera",
                 "Torrents", "Pujol", "Bofill", "Estruch", "Canals", "Vidal")),
    "basque": (("Aitor", "Inaki", "Unai", "Gorka", "Xabier", "Ander", "Koldo", "Joseba",
                "Asier", "Eneko"),
               ("Ainhoa", "Amaia", "Itziar", "Nerea", "Leire", "Miren", "Arantxa", "Edurne",
                "Izaskun", "Garazi"),
               ("Etxeberria", "Goikoetxea", "Urrutia", "Arrieta", "Zubiaurre", "Elorza",
                "Aranburu", "Olaizola", "Garmendia", "Iriondo", "Agirre", "Larranaga")),
    "chilean": (("Bastian", "Matias", "Vicente", "Benjamin", "Cristobal", "Tomas", "Nahuel",
                 "Alonso"),
                ("Javiera", "Constanza", "Catalina", "Antonia", "Francisca", "Ayelen",
                 "Millaray", "Valentina"),
                ("Fuenzalida", "Bascunan", "Letelier", "Aravena", "Ibacache", "Huenchullan",
                 "Painemal", "Catrileo", "Millaqueo", "Nahuelpan", "Quilapan", "Cifuentes")),
    "colombian": (("Yeison", "Jhon Fredy", "Wilmer", "Duvan", "Jhonatan", "Brayan", "Yesid",
                   "Arley"),
                  ("Yesenia", "Leidy", "Maryuri", "Yuliana", "Deisy", "Luz Dary", "Marleny",
                   "Yurani"),
                  ("Cardona", "Osorio", "Zapata", "Arboleda", "Quintero", "Mosquera",
                   "Renteria", "Palacios", "Cuartas", "Betancur", "Londono", "Agudelo")),
    "peruvian": (("Wilfredo", "Percy", "Nilo", "Edwin", "Yuri", "Teofilo", "Rolando",
                  "Hernan"),
                 ("Yolanda", "Edith", "Ruth", "Marleni", "Nelida", "Rosalia", "Sabina",
                  "Flor de Maria"),
                 ("Quispe", "Mamani", "Huaman", "Condori", "Ccori", "Yupanqui", "Apaza",
                  "Chambi", "Huanca", "Sonco", "Ttito", "Cusi", "Illanes", "Chavez")),
    "flemish": (("Wout", "Jef", "Stijn", "Lieven", "Joris", "Pieterjan", "Wannes", "Bram"),
                ("Joke", "Griet", "Lien", "Femke", "Sofie", "Katrien", "Veerle", "Hanne"),
                ("Vermeersch", "Verhaegen", "De Clercq", "Van Acker", "Goossens", "Claeys",
                 "Verbeke", "Vanhoutte", "De Backer", "Wouters", "Van Damme", "Maes")),
    "walloon": (("Benoit", "Arnaud", "Cedric", "Jean-Luc", "Ghislain", "Quentin", "Didier",
                 "Thibaut"),
                ("Delphine", "Aurore", "Geraldine", "Laurence", "Maud", "Severine",
                 "Pascale", "Noemie"),
                ("Lambotte", "Dethier", "Collignon", "Gillet", "Hubin", "Jacquemin",
                 "Dubuisson", "Poncelet", "Wathelet", "Defraigne", "Lhoest", "Pirard")),
    "tunisian": (("Mohamed Amine", "Wassim", "Skander", "Oussama", "Seifeddine", "Houssem",
                  "Khalil", "Slim", "Mehdi", "Aymen"),
                 ("Amira", "Sirine", "Rim", "Olfa", "Emna", "Ons", "Nesrine", "Asma",
                  "Rania", "Wiem"),
                 ("Ben Salah", "Trabelsi", "Jebali", "Gharbi", "Chaabane", "Mejri",
                  "Ben Ammar", "Hammami", "Bouzid", "Ayari", "Dridi", "Khelifi", "Jlassi",
                  "Ben Youssef")),
    "wolof": (("Mamadou", "Cheikh", "Modou", "Abdoulaye", "Pape", "Babacar", "Ousmane",
               "Serigne"),
              ("Fatou", "Aminata", "Awa", "Ndeye", "Khady", "Coumba", "Dieynaba", "Astou"),
              ("Ndiaye", "Diop", "Fall", "Gueye", "Mbaye", "Seck", "Cisse", "Mbengue")),
    "serer": (("Waly", "Latyr", "Diokel", "Mbagnick", "Sidy", "Ngor"),
              ("Ngone", "Khoudia", "Mame Diarra", "Fatim", "Sokhna", "Yacine"),
              ("Faye", "Sarr", "Ndour", "Diouf", "Sene", "Thiaw", "Ngom", "Dione")),
    "bamileke": (("Landry", "Blaise", "Rodrigue", "Brice", "Ghislain", "Herve", "Armel",
                  "Franck"),
                 ("Carine", "Larissa", "Nadege", "Prisca", "Estelle", "Gaelle", "Ornella",
                  "Vanessa"),
                 ("Kamdem", "Fotso", "Tchoumi", "Nganou", "Djoumessi", "Tchatchoua", "Kamga",
                  "Tagne", "Wamba", "Nkwetta", "Fokou", "Simo")),
    "duala": (("Jean-Pierre", "Alain", "Eric", "Samuel"),
              ("Edith", "Solange", "Josiane", "Christelle"),
              ("Ekwalla", "Ebelle", "Ndoumbe", "Ekambi", "Moukoko", "Epee", "Mbappe-Din",
               "Priso")),
    "fulani": (("Adamou", "Hamadou", "Saidou", "Oumarou", "Aliou", "Bakary"),
               ("Aissatou", "Hadidja", "Djamila", "Aminatou", "Haoua", "Fadimatou"),
               ("Bouba", "Hayatou", "Oumarou", "Amadou", "Bello", "Mohaman", "Abdoulahi",
                "Daouda")),
}
#: The origins of each country's people (weights); Spain also draws Faker's es_CA names.
COUNTRY_ORIGINS = {
    "ES": (("spanish", 3), ("catalan", 2), ("basque", 3), ("faker", 2)),
    "CL": (("chilean", 1),), "CO": (("colombian", 1),), "PE": (("peruvian", 1),),
    "BE": (("flemish", 1), ("walloon", 1)), "TN": (("tunisian", 1),),
    "SN": (("wolof", 2), ("serer", 1)), "CM": (("bamileke", 3), ("duala", 2), ("fulani", 2)),
}
#: Origins that write two surnames (father's and mother's).
DOUBLE_SURNAME = ("spanish", "catalan", "basque", "chilean", "colombian", "peruvian", "faker")

#: Hospital names of each country ({city}, {last}, {saint}).
HOSPITAL_PATTERNS = {
    "ES": ("Hospital Universitario de {city}", "Hospital Comarcal {saint}",
           "Clinica {last}", "Hospital Provincial de {city}"),
    "CL": ("Hospital Clinico Regional de {city}", "Clinica {last}", "Hospital {saint}"),
    "CO": ("Hospital Universitario {saint}", "Clinica {last}", "Fundacion Clinica de {city}"),
    "PE": ("Hospital Regional de {city}", "Clinica {last}", "Hospital Nacional {saint}"),
    "BE-nl": ("AZ Sint-{saint2}", "AZ {city} Campus Oost", "Regionaal Ziekenhuis {city}"),
    "BE-fr": ("CHU de {city}", "Clinique Saint-{saint2}", "Centre Hospitalier Regional de {city}"),
    "TN": ("CHU de {city}", "Hopital Regional de {city}", "Clinique {last}"),
    "SN": ("Hopital Regional de {city}", "Hopital Saint-{saint2}", "Clinique {last}"),
    "CM": ("Hopital Regional de {city}", "Hopital General de {city}", "Clinique {last}",
           "Polyclinique {last}"),
}
SAINTS = ("San Rafael", "Santa Lucia", "San Juan de Dios", "Nuestra Senora del Pilar",
          "Santa Teresa", "San Vicente", "La Merced", "San Jose")
SAINTS2 = ("Jozef", "Elisabeth", "Lucas", "Vincent", "Luc", "Joseph", "Camille", "Pierre")
#: Named services and units of each kind of care (DEPARTMENT).
UNITS = {
    "onc": {"es": ("Servicio de Oncologia Medica", "Hospital de Dia Oncohematologico",
                   "Unidad de Tumores Digestivos"),
            "fr": ("Service d'Oncologie Medicale", "Hopital de Jour d'Oncologie"),
            "nl": ("Dienst Medische Oncologie", "Oncologisch Dagziekenhuis"),
            "en": ("Breast Unit", "Oncology Day Unit")},
    "rt": {"es": ("Servicio de Oncologia Radioterapica",), "fr": ("Service de Radiotherapie",),
           "nl": ("Dienst Radiotherapie",), "en": ("Radiation Oncology Department",)},
    "obs": {"es": ("Servicio de Obstetricia", "Unidad de Partos"),
            "fr": ("Bloc Obstetrical", "Maternite Les Lilas", "Service de Gynecologie-Obstetrique"),
            "nl": ("Dienst Verloskunde", "Materniteit"), "en": ("Birth Suite",)},
    "ped": {"es": ("Consultorio del Nino Sano", "Programa Ampliado de Inmunizaciones"),
            "fr": ("Service de Pediatrie", "Consultation PMI"),
            "nl": ("Kind en Gezin Consultatie", "Dienst Kindergeneeskunde"),
            "en": ("Paediatric Outpatients",)},
    "dev": {"es": ("Unidad de Arritmias", "Laboratorio de Electrofisiologia"),
            "fr": ("Unite de Stimulation Cardiaque",), "nl": ("Pacemakerkliniek",),
            "en": ("Device Clinic",)},
    "ivf": {"es": ("Unidad de Reproduccion Asistida", "Laboratorio de Embriologia"),
            "fr": ("Centre de Fertilite", "Centre de Procreation Medicalement Assistee"),
            "nl": ("Centrum Reproductieve Geneeskunde",), "en": ("IVF Unit",)},
    "sh": {"es": ("Centro ITS", "Unidad de VIH e ITS"),
           "fr": ("CeGIDD", "Centre de Sante Sexuelle"),
           "nl": ("Seksuele Gezondheid Polikliniek",), "en": ("Sexual Health Clinic",)},
    "dm": {"es": ("Servicio de Endocrinologia y Nutricion", "Unidad de Diabetes"),
           "fr": ("Service d'Endocrinologie-Diabetologie",), "nl": ("Diabetesconventie",),
           "en": ("Diabetes Education Centre",)},
    "tx": {"es": ("Unidad de Trasplante Renal", "Unidad de Trasplante Hepatico"),
           "fr": ("Service de Transplantation",), "nl": ("Transplantatiecentrum",),
           "en": ("Liver Transplant Unit", "Renal Transplant Unit")},
    "derm": {"es": ("Servicio de Dermatologia", "Unidad de Melanoma",
                    "Servicio de Anatomia Patologica"),
             "fr": ("Service de Dermatologie", "Service d'Anatomopathologie"),
             "nl": ("Dienst Dermatologie", "Dienst Pathologische Ontleedkunde"),
             "en": ("Skin Cancer Unit",)},
    "line": {"es": ("Salud Responde", "Linea de Orientacion Medica"),
             "fr": ("Centre d'Appel Sante", "Allo Sante"), "nl": ("Telefonische Triagedienst",),
             "en": ("Nurse Advice Line",)},
    "trial": {"es": ("Unidad de Ensayos Clinicos", "Unidad de Investigacion Clinica"),
              "fr": ("Centre d'Investigation Clinique",), "nl": ("Clinical Trial Center",),
              "en": ("Clinical Trials Unit", "Phase I Unit")},
    "travel": {"es": ("Centro de Vacunacion Internacional", "Consulta de Medicina del Viajero"),
               "fr": ("Centre de Vaccinations Internationales",), "nl": ("Reizigerskliniek",),
               "en": ("Travel Clinic",)},
}

EMAIL_BOXES = {"onc": "oncologia", "rt": "radiotherapie", "obs": "partos", "ped": "pediatria",
               "dev": "cardio.devices", "ivf": "fiv", "sh": "its", "dm": "diabetes",
               "tx": "trasplante", "derm": "dermato", "line": "triage", "trial": "ensayos",
               "travel": "vacunas"}
#: Units written bare, every hospital has them: not PHI.
BARE_UNITS = ("the labour ward", "pharmacy", "the day unit", "the lab", "triage",
              "the emergency department", "the ward", "outpatients", "the nursery")
#: Occupations (PROFESSION).
JOBS = ("fisherman", "primary school teacher", "mining engineer", "taxi driver", "nurse",
        "accountant", "coffee farmer", "electrician", "street vendor", "bus driver",
        "civil servant", "pharmacist", "hairdresser", "port worker", "cook", "tailor",
        "secretary", "mechanic", "agronomist", "journalist", "police officer", "baker",
        "shopkeeper", "software developer", "university lecturer", "carpenter",
        "flight attendant", "textile worker", "social worker", "architect", "lawyer",
        "midwife", "bricklayer", "truck driver", "winemaker", "tour guide", "cleaner",
        "dental assistant", "call-centre agent", "veterinarian", "miner", "seamstress",
        "security guard", "banker", "chef", "musician", "potter", "tiler")
EMPLOYERS = ("Pesquera del Cantabrico", "Minera Los Andes", "Cafe de la Sierra SAS",
             "Transportes Ruta Sur", "Vinos del Maule", "Textiles Gamarra SAC",
             "Brasserie du Condroz", "Haven van Gent NV", "Ateliers de Charleroi",
             "Societe Tunisienne de Conserves", "Groupe Chimique de Sfax",
             "Sonatel Senegal", "Les Salins du Sine", "Brasseries du Littoral",
             "Plantations du Moungo", "Colegio San Ignacio", "Universidad del Valle",
             "Universite de Liege", "Ayuntamiento de Bilbao", "Municipalidad de Cusco")
#: Insurers of each country (ORGANIZATION).
INSURERS = {
    "ES": ("Osakidetza", "CatSalut", "Sanitas", "DKV Seguros", "Adeslas", "MUFACE"),
    "CL": ("FONASA", "Isapre Colmena", "Isapre Banmedica", "Isapre Cruz Blanca", "Consalud"),
    "CO": ("EPS Sura", "Nueva EPS", "Sanitas EPS", "Salud Total", "Compensar EPS"),
    "PE": ("SIS", "EsSalud", "Rimac Seguros", "Pacifico Salud"),
    "BE": ("Solidaris", "Mutualite chretienne", "Partenamut", "CM Gezondheidsfonds", "Helan"),
    "TN": ("CNAM", "STAR Assurances", "GAT Assurances"),
    "SN": ("IPM Sonatel", "Agence de la CMU", "AXA Senegal", "IPM Senelec"),
    "CM": ("CNPS", "AXA Cameroun", "Activa Assurances", "Saham Assurance Cameroun"),
}
SPONSORS = ("Hexaris Pharma", "Lumora Biosciences", "Andean Oncology Group", "GETUG",
            "Grupo Espanol de Tumores Digestivos", "Meridia Therapeutics", "EORTC",
            "Sahel Clinical Research Network", "Novagen Biologics")
LABS = ("Laboratorio Clinico Echevarne", "Synlab Belgium", "Laboratoire Bio-Sfax",
        "Laboratorio Clinico Hematologico", "Institut Pasteur de Dakar",
        "Centre Pasteur du Cameroun", "Laboratorios Roe")
#: Tourist sites and landmarks (LOCATION-OTHER).
LANDMARKS = ("Machu Picchu", "Lake Titicaca", "the Salar de Uyuni", "Torres del Paine",
             "Kilimanjaro", "the Okavango Delta", "Angkor Wat", "Everest Base Camp",
             "the Lost City trek", "Tayrona Park", "Lac Rose", "the Sine-Saloum Delta",
             "Mount Cameroon", "the Camino de Santiago", "the Chott el Jerid", "Zanzibar",
             "the Atacama Desert", "Easter Island", "the Amazon basin", "Goree Island")
DESTINATIONS = ("Brazil", "Tanzania", "Kenya", "India", "Thailand", "Bolivia", "Ghana",
                "Mali", "Vietnam", "Indonesia", "Ecuador", "Nepal", "Madagascar", "Morocco",
                "Gabon", "Cambodia", "Uganda", "Mauritania", "Guinea", "Nigeria")
#: (test, result, reference range) of an oncology day unit's bloods: not PHI.
LAB_ROWS = (("Hb", "10.9 g/dL", "12-16"), ("ANC", "1.8 x10^9/L", "1.5-7.0"),
            ("Platelets", "142 x10^9/L", "150-400"), ("Creatinine", "71 umol/L", "45-90"),
            ("Bilirubin", "14 umol/L", "<21"), ("CEA", "4.1 ng/mL", "<5"),
            ("ALT", "38 U/L", "7-40"), ("Mg", "0.68 mmol/L", "0.70-1.00"))
RELATIONS = ("mother", "father", "wife", "husband", "partner", "daughter", "son", "sister",
             "brother", "grandmother", "aunt")

#: Phone shapes: (country code, national shapes with their trunk '0' where the country has
#: one).
PHONES = {
    "ES": ("34", ("6dd dd dd dd", "9dd ddd ddd", "6dd ddd ddd", "94d dd dd dd")),
    "CL": ("56", ("9 dddd dddd", "(2) 2ddd dddd", "(41) 2dd dddd", "9dddddddd")),
    "CO": ("57", ("3dd ddd dddd", "(604) ddd dddd", "(602) ddd dddd", "3dddddddd")),
    "PE": ("51", ("9dd ddd ddd", "(054) dddddd", "(084) dddddd", "9dddddddd")),
    "BE": ("32", ("04dd dd dd dd", "09 ddd dd dd", "04 ddd dd dd", "0471/dd.dd.dd")),
    "TN": ("216", ("dd ddd ddd", "9d ddd ddd", "74 ddd ddd", "dd.ddd.ddd")),
    "SN": ("221", ("77 ddd dd dd", "33 8dd dd dd", "78 ddd dd dd", "76 ddd dd dd")),
    "CM": ("237", ("6 dd dd dd dd", "2 33 dd dd dd", "6dd ddd ddd", "2 22 dd dd dd")),
}
#: House date styles of each country (see :func:`format_date`).
DATE_STYLES = {
    "ES": ("dmy_slash", "dmy_slash", "es_long", "dmy_dash", "d_mon_y"),
    "CL": ("dmy_dash", "dmy_slash", "es_long", "dmy_dash"),
    "CO": ("dmy_slash", "iso", "es_long", "dmy_slash"),
    "PE": ("dmy_slash", "dmy_slash", "es_long", "d_month_y"),
    "BE": ("dmy_slash", "dmy_dot0", "fr_long", "nl_long", "d_month_y"),
    "TN": ("dmy_slash", "dmy_slash", "fr_long", "d_month_y"),
    "SN": ("dmy_slash", "fr_long", "dmy_slash", "d_month_y"),
    "CM": ("dmy_slash", "fr_long", "d_month_y", "month_d_y"),
}
ES_MONTHS = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
             "septiembre", "octubre", "noviembre", "diciembre")
FR_MONTHS = ("janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout",
             "septembre", "octobre", "novembre", "decembre")
NL_MONTHS = ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
             "september", "oktober", "november", "december")


def format_date(d: dt.date, style: str) -> str:
    """A date in ``style``: the Spanish, French and Dutch forms here, the others style I's."""
    m, day, y = d.month, d.day, d.year
    if style == "es_long":
        return f"{day} de {ES_MONTHS[m - 1]} de {y}"
    if style == "es_abbr":
        return f"{day:02d}-{ES_MONTHS[m - 1][:3]}-{y}"
    if style == "fr_long":
        return f"{'1er' if day == 1 else day} {FR_MONTHS[m - 1]} {y}"
    if style == "nl_long":
        return f"{day} {NL_MONTHS[m - 1]} {y}"
    if style == "dmy_dot0":
        return f"{day:02d}.{m:02d}.{y}"
    return fi.format_date(d, style)


def phone(rng: random.Random, country: str) -> tuple[str, str]:
    return country, fill_digits(rng, rng.choice(PHONES[country][1]))


def format_phone(number: tuple[str, str], rng: random.Random) -> str:
    """National ('0471 23 45 67'), international ('+32 471 23 45 67') or dialled ('0032 ...')."""
    country, national = number
    code = PHONES[country][0]
    r = rng.random()
    if r < 0.5:
        return national
    rest = national[1:] if national.startswith("0") else national
    rest = rest.replace("(0", "(").replace("(", "").replace(")", "")
    if r < 0.85:
        return f"+{code} {rest}"
    return f"00{code} {rest}" if r < 0.93 else f"(+{code}) {rest}"


# -- national and insurance numbers ------------------------------------------------------------
_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def national_id(rng: random.Random, country: str, dob: dt.date, sex: str) -> tuple[str, str]:
    """(its usual cue, the number) of a national ID: DNI/NIE, RUT with its check digit,
    cedula, DNI Peru, Belgian national register number (from the birth date), CIN, CNI."""
    if country == "ES":
        if rng.random() < 0.2:
            prefix = rng.choice("XYZ")
            n = int(str("XYZ".index(prefix)) + digits(rng, 7))
            return "NIE", f"{prefix}{n % 10 ** 7:07d}{_DNI_LETTERS[n % 23]}"
        n = rng.randint(10 ** 6, 10 ** 8 - 1)
        letter = _DNI_LETTERS[n % 23]
        return "DNI", rng.choice((f"{n:08d}{letter}", f"{n:08d}-{letter}"))
    if country == "CL":
        n = rng.randint(5_000_000, 26_000_000)
        total, factor = 0, 2
        for c in reversed(str(n)):
            total += int(c) * factor
            factor = 2 if factor == 7 else factor + 1
        dv = {11: "0", 10: "K"}.get(11 - total % 11, str(11 - total % 11))
        return "RUT", rng.choice((f"{n:,}".replace(",", ".") + f"-{dv}", f"{n}-{dv}"))
    if country == "CO":
        n = rng.choice((rng.randint(10_000_000, 99_999_999), rng.randint(1_000_000_000,
                                                                        1_199_999_999)))
        return rng.choice(("CC", "cedula", "C.C.")), rng.choice((f"{n:,}".replace(",", "."),
                                                                 str(n)))
    if country == "PE":
        return "DNI", digits(rng, 8) if rng.random() < 0.8 else f"{digits(rng, 8)}-{digits(rng, 1)}"
    if country == "BE":
        serial = rng.randrange(1, 998)
        serial += (serial % 2 == 0) if sex == "M" else (serial % 2)
        base = f"{dob.year % 100:02d}{dob.month:02d}{dob.day:02d}{serial:03d}"
        check = 97 - int(("2" if dob.year >= 2000 else "") + base) % 97
        number = rng.choice((f"{base[:2]}.{base[2:4]}.{base[4:6]}-{base[6:]}.{check:02d}",
                             f"{base}{check:02d}", f"{base[:6]} {base[6:]} {check:02d}"))
        return rng.choice(("NN", "numero national", "rijksregisternummer", "NISS")), number
    if country == "TN":
        return "CIN", rng.choice(("0", "1")) + digits(rng, 7)
    if country == "SN":
        return "CNI", f"{rng.choice('12')} {digits(rng, 3)} {dob.year} {digits(rng, 5)}"
    return "CNI", rng.choice((digits(rng, 9), f"{digits(rng, 3)} {digits(rng, 3)} {digits(rng, 3)}",
                              f"LT{digits(rng, 8)}"))


def health_plan(rng: random.Random, country: str) -> tuple[str, str]:
    """(its usual cue, the number) of a health-insurance membership (HEALTHPLAN)."""
    if country == "ES":
        return rng.choice(("TSI", "tarjeta sanitaria", "CIP", "TIS")), rng.choice((
            f"{letters(rng, 4)}{digits(rng, 10)}", f"{letters(rng, 4)} {digits(rng, 6)} "
            f"{digits(rng, 4)}", f"BBBB{digits(rng, 12)}"))
    if country == "CL":
        return "contrato ISAPRE", rng.choice((digits(rng, 7), f"{digits(rng, 2)}-{digits(rng, 6)}"))
    if country == "CO":
        return "afiliacion EPS", rng.choice((f"{digits(rng, 11)}", f"EPS-{digits(rng, 9)}"))
    if country == "PE":
        return rng.choice(("SIS", "autogenerado EsSalud")), rng.choice((
            f"{digits(rng, 7)}{letters(rng, 4)}{digits(rng, 3)}", f"1-{digits(rng, 8)}",
            f"{digits(rng, 2)}-{digits(rng, 8)}"))
    if country == "BE":
        return rng.choice(("mutualite", "ziekenfonds", "n° affiliation")), rng.choice((
            f"{digits(rng, 3)}/{digits(rng, 6)}/{digits(rng, 2)}", digits(rng, 11),
            f"{digits(rng, 3)}-{digits(rng, 7)}-{digits(rng, 2)}"))
    if country == "TN":
        return "CNAM", rng.choice((f"{digits(rng, 8)}/{digits(rng, 2)}", digits(rng, 10)))
    if country == "SN":
        return rng.choice(("IPM", "CMU")), rng.choice((f"{digits(rng, 4)}/{digits(rng, 5)}",
                                                       f"CMU-{digits(rng, 8)}"))
    return "police", rng.choice((f"POL-{digits(rng, 6)}", f"{letters(rng, 3)}-{digits(rng, 7)}"))


def licence(rng: random.Random, country: str) -> tuple[str, str]:
    """(cue, number) of a practitioner's registration (LICENSE)."""
    return {
        "ES": ("Col. n.", f"{rng.choice(('48', '20', '17', '50', '47', '29'))}/{digits(rng, 5)}"),
        "CL": ("RNPI", digits(rng, 6)),
        "CO": ("RM", f"{digits(rng, 5)}-{digits(rng, 2)}"),
        "PE": ("CMP", digits(rng, 5)),
        "BE": ("INAMI", f"1-{digits(rng, 5)}-{digits(rng, 2)}-{digits(rng, 3)}"),
        "TN": ("CNOM", digits(rng, 5)),
        "SN": ("ONMS", f"{digits(rng, 4)}/{rng.choice(('A', 'B', 'C'))}"),
        "CM": ("ONMC", f"{digits(rng, 4)}"),
    }[country]


def passport(rng: random.Random, country: str) -> str:
    return {"ES": f"{letters(rng, 3)}{digits(rng, 6)}", "CL": f"F{digits(rng, 8)}",
            "CO": f"AT{digits(rng, 7)}", "PE": f"{digits(rng, 9)}",
            "BE": f"{letters(rng, 2)}{digits(rng, 6)}", "TN": f"{letters(rng, 1)}{digits(rng, 6)}",
            "SN": f"A{digits(rng, 8)}", "CM": f"{letters(rng, 2)}{digits(rng, 7)}"}[country]


def record_number(rng: random.Random, country: str) -> str:
    """A hospital record or history number (NHC, n° de dossier, EPD)."""
    if country in ("ES", "CL", "CO", "PE"):
        return rng.choice((digits(rng, 7), f"{digits(rng, 2)}.{digits(rng, 3)}.{digits(rng, 3)}",
                           f"HC-{digits(rng, 6)}", digits(rng, 9)))
    return rng.choice((digits(rng, 8), f"{digits(rng, 2)}/{digits(rng, 6)}",
                       f"D{digits(rng, 7)}", f"{digits(rng, 4)}-{digits(rng, 5)}"))


def street(rng: random.Random, country: str) -> str:
    """A street with its number (one STREET tag), the country's way."""
    name = rng.choice(STREET_NAMES[country])
    n = rng.randint(1, 320)
    if country == "ES":
        return rng.choice((f"{name} {n}, {rng.randint(1, 9)}o {rng.choice('ABCD')}",
                           f"{name}, {n}", f"{name} {n}, {rng.randint(1, 8)}-{rng.choice('12')}"))
    if country in ("CL", "PE"):
        return rng.choice((f"{name} {n}", f"{name} {n}, depto {rng.randint(101, 1504)}",
                           f"{name} N° {n}"))
    if country == "CO":
        return f"{name} # {rng.randint(1, 120)}-{rng.randint(1, 99)}" + rng.choice(
            ("", f" apto {rng.randint(101, 1902)}", " casa 4"))
    if country == "BE":
        return rng.choice((f"{name} {n}", f"{name} {n} bus {rng.randint(1, 12)}",
                           f"{n}, {name}"))
    if country == "CM":
        return rng.choice((f"{name}", f"{name}, BP {rng.randint(100, 9999)}",
                           f"{name}, pres de la pharmacie"))
    return rng.choice((f"{n} {name}", f"{name} n° {n}", f"{name}, Villa {rng.randint(1, 90)}"))


# -- people, sites, staff -------------------------------------------------------------------
@dataclass(frozen=True)
class SiteM:
    name: str
    abbr: str
    place: tuple
    street: str
    postcode: str
    phone: tuple
    fax: tuple
    domain: str
    units: dict


@dataclass(frozen=True)
class StaffM(Person):
    role: str = ""          # a key of UNITS (their care)
    title: str = ""
    cred: str = ""
    email: str = ""
    user: str = ""
    licence: tuple = ("", "")
    site: int = 0


@dataclass
class SubjectM:
    """The patient of a few documents."""
    number: int
    person: Person
    origin: str
    dob: dt.date
    place: tuple
    street: str
    postcode: str
    phone: tuple
    email: str
    job: str
    employer: str
    partner: Person
    partner_job: str
    relatives: tuple
    site: int
    mrn: str
    nid: tuple
    plan: tuple
    insurer: str
    passport: str
    visits: list = field(default_factory=list)


@dataclass
class VisitM:
    number: int
    note_type: str
    day: dt.date


#: Particles that belong to the surname after them ('Van Acker', 'Ben Salah').
PARTICLES = ("Van", "De", "Ben", "Del", "Da", "Le", "La", "Di")
MALE_RELATIONS = ("father", "husband", "son", "brother")


def first_surname(last: str) -> str:
    """The first of two surnames ('Quispe' of 'Quispe Mamani'), a particle kept with it."""
    words = last.split()
    return " ".join(words[:2]) if words[0] in PARTICLES and len(words) > 1 else words[0]


def _origin(rng: random.Random, country: str) -> str:
    names, weights = zip(*COUNTRY_ORIGINS[country])
    return rng.choices(names, weights)[0]


def person(rng: random.Random, pools, country: str, sex: str | None = None,
           origin: str | None = None) -> Person:
    """A person of ``country`` (one in eight of another of the style's countries)."""
    sex = sex or rng.choice("MF")
    if origin is None:
        if rng.random() < 0.12:
            country = rng.choice(COUNTRY_CODES)
        origin = _origin(rng, country)
    if origin == "faker":
        first = rng.choice(pools.male if sex == "M" else pools.female)
        lasts = pools.last
    else:
        male, female, lasts = ORIGINS[origin]
        first = rng.choice(male if sex == "M" else female)
    last = rng.choice(lasts)
    if origin in DOUBLE_SURNAME and rng.random() < 0.75:
        second = rng.choice(lasts if rng.random() < 0.6 else ORIGINS["spanish"][2])
        if second != last:
            last = f"{last} {second}"
    middle = rng.choice("ABCDEJLMPRST") if rng.random() < 0.08 else ""
    return Person(first, middle, last, sex)


@dataclass(frozen=True)
class World:
    pools: object
    sites: tuple
    staff: tuple


#: (role, credentials) of the care staff; the role's key in UNITS.
ROLES = {"onc": ("MD", "MD, PhD"), "rt": ("MD", "MSc (medical physics)"), "obs": ("CNM", "MD"),
         "ped": ("MD", "RN"), "dev": ("MD", "CCDS"), "ivf": ("MD", "ESHRE clinical embryologist"),
         "sh": ("MD", "RN"), "dm": ("MD", "CDE"), "tx": ("MD", "RN"), "derm": ("MD", "FRCPath"),
         "line": ("RN", "RN"), "trial": ("MD", "CCRP"), "travel": ("MD", "RN")}


def _title(rng: random.Random, lang: str, sex: str) -> str:
    if lang == "es":
        return rng.choice(("Dr. ", "Dr. ", "Dra. " if sex == "F" else "Dr ", "Dr "))
    if lang == "nl":
        return rng.choice(("dr. ", "Dr. ", "Prof. dr. "))
    return rng.choice(("Dr ", "Dr ", "Pr ", "Dr. "))


@lru_cache(maxsize=8)
def build_world(seed: int) -> World:
    pools = other_pools(seed, "M")
    rng = random.Random(f"deidkit-synth/{seed}/M/world")
    sites = []
    for k in range(24):
        place = PLACES[(k * 5) % len(PLACES)]
        patterns = HOSPITAL_PATTERNS.get(place[0]) or HOSPITAL_PATTERNS[f"BE-{place[5]}"]
        name = patterns[(k // len(PLACES) + k) % len(patterns)].format(
            city=place[1], last=first_surname(person(rng, pools, place[0],
                                                     origin=_origin(rng, place[0])).last),
            saint=rng.choice(SAINTS), saint2=rng.choice(SAINTS2))
        abbr = "".join(w[0] for w in name.replace("-", " ").split() if w[0].isupper())[:5]
        sites.append(SiteM(name=name, abbr=abbr or name[:3].upper(), place=place,
                           street=street(rng, place[0]),
                           postcode=postcode(rng, place[3]) if place[3] else "",
                           phone=phone(rng, place[0]), fax=phone(rng, place[0]),
                           domain=slug(name)[:14] + rng.choice(
                               (f".{place[0].lower()}", f".{place[0].lower()}", ".org", ".com")),
                           units={key: rng.choice(names[place[5]] + names["en"])
                                  for key, names in UNITS.items()}))
    staff = []
    for i in range(24 * 26):
        site = i % len(sites)
        country = sites[site].place[0]
        p = person(rng, pools, country)
        role = tuple(ROLES)[(i // len(sites)) % len(ROLES)]
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(first_surname(p.last))
        cred = rng.choice(ROLES[role])
        staff.append(StaffM(
            p.first, p.middle, p.last, p.sex, role=role,
            title="" if cred in ("RN", "CNM", "CCRP", "CDE", "CCDS") or "embryologist" in cred
            or "physics" in cred else _title(rng, sites[site].place[5], p.sex),
            cred=cred, email=rng.choice((f"{f}.{la}", f"{f[:1]}{la}", f"{la}.{f}")).lower()
            + "@" + sites[site].domain, user=fi.username(rng, p.first, first_surname(p.last)),
            licence=licence(rng, country), site=site))
    return World(pools, tuple(sites), tuple(staff))


def visit_count(seed: int, number: int) -> int:
    return random.Random(f"deidkit-synth/{seed}/M/plan/{number}").choice((1, 1, 2, 2, 3))


def eligible(kind: str, sex: str, age: int) -> bool:
    """Whether a patient of ``sex`` and ``age`` has a document of ``kind``."""
    if kind == "delivery_record":
        return sex == "F" and 18 <= age <= 44
    if kind == "ivf_cycle":   # the woman's record (her partner is a man: see subject_builder)
        return sex == "F" and 22 <= age <= 46
    if kind == "well_child":
        return 22 <= age <= 46
    if kind == "sexual_health":
        return 17 <= age <= 60
    return True


def subject_builder(note_types):
    def build(seed: int, number: int) -> SubjectM:
        world = build_world(seed)
        pools = world.pools
        rng = random.Random(f"deidkit-synth/{seed}/M/subject/{number}")
        site = rng.randrange(len(world.sites))
        place = world.sites[site].place
        if rng.random() < 0.25:   # a patient from elsewhere in the same country
            place = rng.choice([p for p in PLACES if p[0] == place[0]])
        country = place[0]
        origin = _origin(rng, country)
        p = person(rng, pools, country, origin=origin)
        first = dt.date(rng.randint(2045, 2099), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
        age = rng.choice((rng.randint(18, 45), rng.randint(25, 70), rng.randint(45, 92)))
        dob = first - dt.timedelta(days=age * 365 + rng.randint(0, 364))
        f, la = ascii_email(p.first).replace(".", ""), ascii_email(first_surname(p.last))
        partner = person(rng, pools, country, sex="F" if p.sex == "M" and rng.random() < 0.9
                         else "M")
        ins = rng.choice(INSURERS[country])
        subject = SubjectM(
            number=number, person=p, origin=origin, dob=dob, place=place,
            street=street(rng, country),
            postcode=postcode(rng, place[3]) if place[3] else "", phone=phone(rng, country),
            email=rng.choice((f"{f}.{la}", f"{f}{rng.randint(1, 99)}", f"{la}{f[:1]}")).lower()
            + "@" + rng.choice(("gmail.com", "hotmail.com", "yahoo.es", "telenet.be",
                                "orange.sn", "topnet.tn", "yahoo.fr", "outlook.com")),
            job=rng.choice(JOBS), employer=rng.choice(EMPLOYERS), partner=partner,
            partner_job=rng.choice(JOBS),
            relatives=tuple((rel, person(rng, pools, country, sex="M" if rel in MALE_RELATIONS
                                         else "F" if rel != "partner" else None))
                            for rel in rng.sample(RELATIONS, 3)),
            site=site, mrn=record_number(rng, country),
            nid=national_id(rng, country, dob, p.sex), plan=health_plan(rng, country),
            insurer=ins, passport=passport(rng, country))
        day = first
        for v in range(1, visit_count(seed, number) + 1):
            d0 = dob
            now = day.year - d0.year - ((day.month, day.day) < (d0.month, d0.day))
            kinds, weights = zip(*[(k, w) for k, w in note_types if eligible(k, p.sex, now)])
            subject.visits.append(VisitM(v, rng.choices(kinds, weights)[0], day))
            day += dt.timedelta(days=rng.randint(14, 240))
        return subject
    return build


class MNote(Writer):
    """A style-M document; ``s_*`` methods are its template slots. ``{pt}`` is the patient,
    ``{partner}`` their partner, ``{baby}`` a newborn or child of theirs, ``{staff}`` a member
    of the care team of the document's kind (``self.role``), all typed as the module says."""

    kv, capture, emit, table, heading = JNote.kv, JNote.capture, JNote.emit, JNote.table, \
        JNote.heading

    def choose(self, templates, k) -> list:
        """``k`` of ``templates``, in their order (a letter's sentences keep their sequence)."""
        keep = sorted(super().choose(range(len(templates)), k))
        return [templates[i] for i in keep]

    def __init__(self, seed: int, subject: SubjectM, visit: VisitM, rng: random.Random,
                 role: str):
        super().__init__(rng)
        world = build_world(seed)
        self.world, self.pools = world, world.pools
        self.subject, self.visit, self.role = subject, visit, role
        self.site = world.sites[subject.site]
        self.country = self.site.place[0]
        self.lang = self.site.place[5]
        self.team = [s for s in world.staff if s.site == subject.site and s.role == role]
        self.local = [s for s in world.staff if s.site == subject.site]
        self.day = visit.day
        self.date_style = rng.choice(DATE_STYLES[self.country])
        d, b = visit.day, subject.dob
        self.age = d.year - b.year - ((d.month, d.day) < (b.month, b.day))
        self.staff_p = rng.choice(self.team)
        self.other_p = person(rng, self.pools, self.country)
        self.rel = rng.choice(subject.relatives)
        # a newborn or a child: the patient's surnames, a first name of their origin
        origin = subject.origin if subject.origin != "faker" else "catalan"
        kid_sex = rng.choice("MF")
        kid_first = rng.choice(ORIGINS[origin][0 if kid_sex == "M" else 1])
        self.kid = Person(kid_first, "", subject.person.last, kid_sex)
        self.kid_dob = visit.day - dt.timedelta(days=rng.randint(40, 6 * 365))
        self.row, self.start_hour = 0, rng.randint(0, 23)
        self.labs = rng.sample(LAB_ROWS, len(LAB_ROWS))

    # -- dates and times ----------------------------------------------------------------------
    def date(self, d: dt.date, style: str | None = None) -> None:
        rng = self.rng
        if style is None:
            style = self.date_style if rng.random() < 0.8 else rng.choice(
                DATE_STYLES[self.country] + ("iso", "d_month_y", "d_mon_y"))
        self.phi(format_date(d, style), "DATE")

    def s_date(self): self.date(self.day)

    def s_date_n(self):
        local = {"es": "es_long", "fr": "fr_long", "nl": "nl_long"}[self.lang]
        self.date(self.day, self.rng.choice((local, "d_month_y", "d_month_y", "month_d_y")))

    def s_iso(self): self.date(self.day, "iso")
    def s_dob(self): self.date(self.subject.dob)
    def s_later(self): self.date(self.day + dt.timedelta(days=self.rng.randint(7, 90)))
    def s_soon(self): self.date(self.day + dt.timedelta(days=self.rng.randint(1, 21)))
    def s_earlier(self): self.date(self.day - dt.timedelta(days=self.rng.randint(14, 700)))
    def s_long_ago(self): self.date(self.day - dt.timedelta(days=self.rng.randint(400, 6000)),
                                    self.rng.choice((None, "month_y", "y")))
    def s_lmp(self): self.date(self.day - dt.timedelta(days=self.rng.randint(245, 290)))
    def s_stim_start(self): self.date(self.day - dt.timedelta(days=self.rng.randint(10, 16)))
    def s_weeks_ago(self): self.date(self.day - dt.timedelta(days=self.rng.randint(21, 56)))
    def s_year(self): self.phi(str(self.day.year - self.rng.randint(1, 15)), "DATE")
    def s_weekday(self): self.phi(fi.format_date(self.day, "weekday"), "DATE")

    def s_time(self):
        rng = self.rng
        h, m = rng.randint(0, 23), rng.randint(0, 59)
        self.lit(rng.choice((fi.clock(rng), f"{h}h{m:02d}", f"{h:02d}:{m:02d} h",
                             f"{h:02d}:{m:02d}")))

    # -- rows that follow each other (partogram hours, stimulation days, growth measures) -------
    def next_row(self) -> None:
        self.row += 1

    def s_row_time(self):
        self.start_hour += self.rng.choice((1, 1, 2))
        h = self.start_hour % 24
        self.lit(self.rng.choice((f"{h:02d}:{self.rng.choice((0, 15, 30, 45)):02d}", f"{h:02d}h")))

    def s_lab_test(self): self.lit(self.labs[(self.row - 1) % len(self.labs)][0])
    def s_lab_value(self): self.lit(self.labs[(self.row - 1) % len(self.labs)][1])
    def s_lab_range(self): self.lit(self.labs[(self.row - 1) % len(self.labs)][2])

    def s_row_cervix(self): self.lit(str(min(10, 3 + self.row + self.rng.randint(0, 1))))
    def s_row_day(self): self.lit(f"S{3 + 2 * self.row}")

    def s_row_measure(self):
        names = ("Weight", "Length", "Head circ.", "BMI")
        self.lit(names[(self.row - 1) % 4])

    def s_row_value(self):
        months = max(1, (self.day - self.kid_dob).days * 12 // 365)
        rng, i = self.rng, (self.row - 1) % 4
        self.lit((f"{min(3.4 + 0.55 * months, 4 + 0.18 * months + 6):.1f} kg",
                  f"{min(50 + 2.1 * months, 68 + 0.75 * months):.1f} cm",
                  f"{min(35 + 1.0 * months, 44 + 0.15 * months):.1f} cm",
                  f"{rng.uniform(14.5, 18.5):.1f}")[i])

    # -- the patient and private persons ------------------------------------------------------
    def name(self, p: Person, type_: str) -> None:
        rng = self.rng
        first_last = first_surname(p.last)
        self.phi(rng.choice((f"{p.first} {p.last}", f"{p.first} {p.last}",
                             f"{p.last.upper()}, {p.first}", f"{p.first} {first_last}",
                             f"{p.last.upper()} {p.first}", f"{p.first[0]}. {p.last}")), type_)

    def s_pt(self): self.name(self.subject.person, "PATIENT")

    def s_pt_full(self):
        p = self.subject.person
        self.phi(f"{p.first} {p.last}", "PATIENT")

    def s_pt_first(self): self.phi(self.subject.person.first, "PATIENT")
    def s_pt_last(self): self.phi(self.subject.person.last, "PATIENT")

    def s_pt_title(self):
        p, rng = self.subject.person, self.rng
        titles = {"es": ("Sr. ", "Sra. "), "fr": ("M. ", "Mme "), "nl": ("dhr. ", "mevr. ")}
        own = titles[self.lang][p.sex == "F"]
        self.lit(own if rng.random() < 0.5 else ("Mr " if p.sex == "M" else "Ms "))
        self.phi(p.last, "PATIENT")

    def s_nom(self):
        """'NOM Prenom' as a French form writes it, or 'Apellidos, Nombre'."""
        p = self.subject.person
        self.phi(f"{p.last.upper()} {p.first}" if self.lang != "es" else f"{p.last}, {p.first}",
                 "PATIENT")

    def s_he(self): self.lit("he" if self.subject.person.sex == "M" else "she")
    def s_He(self): self.lit("He" if self.subject.person.sex == "M" else "She")
    def s_his(self): self.lit("his" if self.subject.person.sex == "M" else "her")
    def s_His(self): self.lit("His" if self.subject.person.sex == "M" else "Her")
    def s_sex(self): self.lit(self.rng.choice(("M", "male", "H")) if self.subject.person.sex == "M"
                              else self.rng.choice(("F", "female", "F")))
    def s_age(self): self.phi(str(self.age), "AGE")

    def s_partner(self): self.name(self.subject.partner, "PATIENT")
    def s_partner_first(self): self.phi(self.subject.partner.first, "PATIENT")

    def s_partner_age(self):
        self.phi(str(max(20, self.age + self.rng.randint(-6, 8))), "AGE")

    def s_semen(self):
        """Whose sperm: the male partner's, or a donor bank's straw."""
        if self.subject.partner.sex == "M":
            self.phi(self.subject.partner.first, "PATIENT")
        else:
            self.lit("donor straw ")
            self.s_straw()

    def s_partner_job(self): self.phi(self.subject.partner_job, "PROFESSION")
    def s_baby(self): self.name(self.kid, "PATIENT")

    def s_baby_full(self):
        k = self.kid
        self.phi(f"{k.first} {k.last}", "PATIENT")

    def s_baby_first(self): self.phi(self.kid.first, "PATIENT")
    def s_kid_dob(self): self.date(self.kid_dob)

    def s_kid_age(self):
        """The child's age, its unit outside the tag ('14 months', '3 years')."""
        days = (self.day - self.kid_dob).days
        if days < 730:
            self.phi(str(days * 12 // 365), "AGE")
            self.lit(self.rng.choice((" months", " mo", " months old")))
        else:
            self.phi(str(days // 365), "AGE")
            self.lit(self.rng.choice((" years", " y", " yrs")))

    def s_kid_he(self): self.lit("he" if self.kid.sex == "M" else "she")
    def s_kid_his(self): self.lit("his" if self.kid.sex == "M" else "her")
    def s_kid_sex(self): self.lit("boy" if self.kid.sex == "M" else "girl")

    def s_rel(self): self.name(self.rel[1], "PATIENT")
    def s_rel_first(self): self.phi(self.rel[1].first, "PATIENT")
    def s_relation(self): self.lit(self.rel[0])

    def s_other(self):
        self.other_p = person(self.rng, self.pools, self.country)
        self.name(self.other_p, "PATIENT")

    def s_other_again(self): self.phi(self.other_p.first, "PATIENT")
    def s_other_age(self): self.phi(str(self.rng.randint(18, 88)), "AGE")

    def s_job(self): self.phi(self.subject.job, "PROFESSION")

    def s_a_job(self):
        job = self.subject.job
        self.lit("an " if job[0] in "aeiou" else "a ")
        self.phi(job, "PROFESSION")

    def s_other_job(self): self.phi(self.rng.choice(JOBS), "PROFESSION")
    def s_care_role(self): self.lit(self.rng.choice((
        "the midwife", "the on-call oncologist", "the nurse", "the duty doctor",
        "the treating team", "the study nurse", "the GP", "the pharmacist")))

    # -- staff ----------------------------------------------------------------------------------
    def staff(self, s: StaffM) -> None:
        """A member of staff (DOCTOR), titled or credentialed outside the tag now and then."""
        rng = self.rng
        if s.title and rng.random() < 0.6:
            self.lit(s.title)
            self.phi(rng.choice((s.last, f"{s.first} {s.last}", f"{s.first[0]}. {s.last}")),
                     "DOCTOR")
            return
        if s.title == "" and self.lang == "es" and rng.random() < 0.25:
            self.lit(rng.choice(("Mat. ", "Matrona ") if s.role == "obs" else ("Lic. ", "Enf. ")))
        self.phi(rng.choice((f"{s.first} {s.last}", f"{s.first} {first_surname(s.last)}",
                             f"{s.last.upper()} {s.first}", f"{s.first[0]}. {s.last}")),
                 "DOCTOR")
        if s.cred and rng.random() < 0.45:
            self.lit(", " + s.cred)

    def s_staff(self):
        self.staff_p = self.rng.choice(self.team)
        self.staff(self.staff_p)

    def s_staff2(self):
        """Another member of the team, or of another team of the site."""
        pool = [s for s in self.team if s is not self.staff_p] or self.local
        self.staff_p = self.rng.choice(pool if self.rng.random() < 0.7 else self.local)
        self.staff(self.staff_p)

    def s_staff_again(self): self.phi(first_surname(self.staff_p.last), "DOCTOR")
    def s_staff_email(self): self.phi(self.staff_p.email, "EMAIL")
    def s_staff_user(self): self.phi(self.staff_p.user, "USERNAME")

    def s_staff_licence(self):
        cue, number = self.staff_p.licence
        self.lit(cue + " ")
        self.phi(number, "LICENSE")

    def s_gp(self):
        g = person(self.rng, self.pools, self.country)
        self.lit(self.rng.choice(("Dr ", "Dr. ", "Dra. " if self.lang == "es" and g.sex == "F"
                                  else "Dr ")))
        self.phi(f"{g.first} {g.last}" if self.rng.random() < 0.6 else g.last, "DOCTOR")

    # -- places ---------------------------------------------------------------------------------
    def s_hosp(self): self.phi(self.site.name, "HOSPITAL")

    def s_other_hosp(self):
        same = [s for s in self.world.sites if s.place[0] == self.country and s is not self.site]
        self.phi(self.rng.choice(same or self.world.sites).name, "HOSPITAL")

    def s_unit(self): self.phi(self.site.units[self.role], "DEPARTMENT")
    def s_onc_unit(self): self.phi(self.site.units["onc"], "DEPARTMENT")
    def s_bare_unit(self): self.lit(self.rng.choice(BARE_UNITS))

    def s_room(self):
        rng = self.rng
        self.lit(rng.choice(("Room ", "Box ", "Consulta ", "Sala ", "Salle ", "Bay ",
                             "Lokaal ", "Chair ")))
        self.phi(rng.choice((str(rng.randint(1, 30)), f"{rng.randint(1, 6)}{rng.choice('ABC')}",
                             f"{rng.randint(1, 4)}.{rng.randint(1, 40):02d}",
                             str(rng.randint(101, 640)))), "ROOM")

    def s_bed(self):
        rng = self.rng
        self.lit(rng.choice(("bed ", "Bed ", "cama ", "lit ", "box ")))
        self.phi(rng.choice((str(rng.randint(1, 40)), f"{rng.randint(1, 12)}{rng.choice('AB')}")),
                 "ROOM")

    def s_city(self): self.phi(self.subject.place[1], "CITY")
    def s_site_city(self): self.phi(self.site.place[1], "CITY")
    def s_any_city(self): self.phi(self.rng.choice(PLACES)[1], "CITY")
    def s_state(self): self.phi(self.subject.place[2], "STATE")
    def s_country(self): self.phi(self.subject.place[4], "COUNTRY")
    def s_dest(self):
        self.dest = self.rng.choice([d for d in DESTINATIONS if d != getattr(self, "dest", "")])
        self.phi(self.dest, "COUNTRY")

    def s_landmark(self):
        text = self.rng.choice(LANDMARKS)
        if text.startswith("the "):
            self.lit("the ")
            text = text[4:]
        self.phi(text, "LOCATION-OTHER")

    def address(self, street_: str, place: tuple, code: str) -> None:
        rng, country = self.rng, place[0]
        sep = rng.choice((", ", ", ", " - "))
        self.phi(street_, "STREET")
        self.lit(sep)
        if code and country in ("ES", "BE", "TN", "SN"):
            if country == "BE" and rng.random() < 0.3:
                self.lit("B-")
            self.phi(code, "ZIP")
            self.lit(" ")
            self.phi(place[1], "CITY")
        else:
            self.phi(place[1], "CITY")
            if code and rng.random() < 0.6:
                self.lit(rng.choice((" ", ", ", ", CP ")))
                self.phi(code, "ZIP")
        if rng.random() < 0.4:
            self.lit(", ")
            self.phi(place[2], "STATE")
        if rng.random() < 0.3:
            self.lit(", ")
            self.phi(place[4], "COUNTRY")

    def s_address(self):
        s = self.subject
        self.address(s.street, s.place, s.postcode)

    def s_site_address(self):
        s = self.site
        self.address(s.street, s.place, s.postcode)

    # -- organizations --------------------------------------------------------------------------
    def s_employer(self): self.phi(self.subject.employer, "ORGANIZATION")
    def s_insurer(self): self.phi(self.subject.insurer, "ORGANIZATION")
    def s_sponsor(self): self.phi(self.rng.choice(SPONSORS), "ORGANIZATION")
    def s_lab(self): self.phi(self.rng.choice(LABS), "ORGANIZATION")

    # -- contact ----------------------------------------------------------------------------------
    def s_phone(self): self.phi(format_phone(self.subject.phone, self.rng), "PHONE")
    def s_site_phone(self): self.phi(format_phone(self.site.phone, self.rng), "PHONE")
    def s_any_phone(self): self.phi(format_phone(phone(self.rng, self.country), self.rng),
                                    "PHONE")
    def s_fax(self): self.phi(format_phone(self.site.fax, self.rng), "FAX")
    def s_ext(self): self.phi(digits(self.rng, self.rng.choice((4, 5))), "PHONE")
    def s_email(self): self.phi(self.subject.email, "EMAIL")

    def s_unit_email(self):
        box = self.rng.choice((EMAIL_BOXES[self.role], "secretariat", "citas"))
        self.phi(f"{box}@{self.site.domain}", "EMAIL")

    def s_url(self):
        d = self.site.domain
        self.phi(self.rng.choice((f"www.{d}", f"https://portal.{d}", f"{d}/citas",
                                  f"https://{d}/resultats")), "URL")

    def s_ip(self):
        rng = self.rng
        a, b, c = rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)
        self.phi(rng.choice((f"10.{a}.{b}.{c}", f"172.{rng.randint(16, 31)}.{b}.{c}",
                             f"192.168.{rng.randint(0, 255)}.{rng.randint(1, 254)}")), "IPADDR")

    def s_pt_user(self): self.phi(fi.username(self.rng, self.subject.person.first,
                                              first_surname(self.subject.person.last)), "USERNAME")

    # -- identifiers ----------------------------------------------------------------------------
    def s_mrn(self): self.phi(self.subject.mrn, "MEDICALRECORD")
    def s_other_mrn(self): self.phi(record_number(self.rng, self.country), "MEDICALRECORD")

    def s_nid(self):
        """The national ID with its own cue ('DNI', 'RUT', 'NN', 'CIN') outside the tag."""
        cue, number = self.subject.nid
        self.lit(cue + " ")
        self.phi(number, "SSN")

    def s_nid_value(self): self.phi(self.subject.nid[1], "SSN")
    def s_nid_cue(self): self.lit(self.subject.nid[0])

    def s_plan(self):
        cue, number = self.subject.plan
        self.lit(cue + " ")
        self.phi(number, "HEALTHPLAN")

    def s_plan_value(self): self.phi(self.subject.plan[1], "HEALTHPLAN")
    def s_passport(self): self.phi(self.subject.passport, "IDNUM")

    def s_clinic_no(self):
        rng = self.rng
        self.phi(rng.choice((f"{rng.choice('ABCGKMS')}{digits(rng, 5)}", f"ITS-{digits(rng, 5)}",
                             f"{digits(rng, 2)}/{digits(rng, 4)}", f"GUM{digits(rng, 6)}")),
                 "MEDICALRECORD")

    def s_screen_no(self):
        rng = self.rng
        self.phi(rng.choice((f"S{digits(rng, 3)}-{digits(rng, 3)}",
                             f"{digits(rng, 4)}-{digits(rng, 3)}", f"SCR-{digits(rng, 5)}",
                             f"{rng.choice(('ES', 'CL', 'BE', 'PE', 'SN'))}{digits(rng, 2)}-"
                             f"{digits(rng, 4)}")), "IDNUM")

    def s_subject_no(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 3)}-{digits(rng, 4)}", f"P{digits(rng, 5)}",
                             f"{digits(rng, 5)}", f"R-{digits(rng, 3)}-{digits(rng, 2)}")),
                 "IDNUM")

    def s_idnum(self):
        rng = self.rng
        self.phi(rng.choice((f"{digits(rng, 8)}", f"{letters(rng, 2)}-{digits(rng, 6)}",
                             f"{self.day.year}-{digits(rng, 5)}", f"#{digits(rng, 7)}")), "IDNUM")

    def s_donor_id(self):
        rng = self.rng
        self.phi(rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}", f"D-{self.day.year % 100:02d}-"
                             f"{digits(rng, 4)}", f"ONT {digits(rng, 4)}/{self.day.year % 100}",
                             f"{digits(rng, 6)}")), "IDNUM")

    def s_embryo(self):
        rng = self.rng
        self.phi(rng.choice((f"E{self.day.year % 100:02d}-{digits(rng, 4)}-{rng.randint(1, 9)}",
                             f"{letters(rng, 2)}{digits(rng, 5)}.{rng.randint(1, 8)}",
                             f"EMB-{digits(rng, 6)}")), "BIOID")

    def s_straw(self):
        rng = self.rng
        self.phi(rng.choice((f"P{digits(rng, 6)}-{rng.randint(1, 6)}", f"{digits(rng, 4)}/"
                             f"{rng.choice('ABCD')}{rng.randint(1, 9)}",
                             f"CBS-{digits(rng, 5)}")), "BIOID")

    def s_specimen(self):
        rng, yy = self.rng, self.day.year % 100
        self.phi(rng.choice((f"B{yy:02d}-{digits(rng, 5)}", f"{yy:02d}B{digits(rng, 6)}",
                             f"AP-{self.day.year}-{digits(rng, 5)}", f"H{digits(rng, 7)}",
                             f"{yy:02d}/{digits(rng, 5)}")), "BIOID")

    def s_block(self):
        rng = self.rng
        self.lit("block ")
        self.phi(f"{digits(rng, 2)}-{digits(rng, 5)}-{rng.choice('AB')}{rng.randint(1, 3)}",
                 "BIOID")

    def s_serial(self):
        rng = self.rng
        self.phi(rng.choice((f"{letters(rng, 3)}{digits(rng, 6)}{rng.choice(('H', 'S', 'R'))}",
                             f"PJN{digits(rng, 6)}", f"{digits(rng, 6)}", f"RNB{digits(rng, 6)}",
                             fi.serial(rng))), "DEVICE")

    def s_pump_serial(self):
        rng = self.rng
        self.phi(rng.choice((f"NG{digits(rng, 7)}H", f"{digits(rng, 8)}", f"TSL{digits(rng, 6)}",
                             f"{digits(rng, 4)}-{digits(rng, 4)}")), "DEVICE")

    def s_sensor_serial(self):
        self.phi(f"{letters(self.rng, 2)}{digits(self.rng, 6)}{letters(self.rng, 2)}", "DEVICE")

    def s_account(self):
        rng = self.rng
        self.phi(rng.choice((f"FAC-{digits(rng, 7)}", f"{digits(rng, 3)}-{digits(rng, 7)}-"
                             f"{digits(rng, 2)}", digits(rng, 10))), "ACCOUNT")

    def s_call_sign(self):
        rng = self.rng
        label, value = rng.choice((("SAMU unit ", f"{rng.randint(1, 40)}"),
                                   ("ambulance ", f"{rng.choice('AMU')}-{digits(rng, 3)}"),
                                   ("movil ", f"{digits(rng, 3)}"),
                                   ("unit ", f"{letters(rng, 2)}{rng.randint(10, 99)}")))
        self.lit(label)
        self.phi(value, "VEHICLE")

    # -- look-alikes (not PHI) ------------------------------------------------------------------
    def s_count(self): self.lit(str(self.rng.randint(2, 14)))
    def s_lot(self): self.lit(f"{letters(self.rng, 1)}{digits(self.rng, 4)}"
                              f"{letters(self.rng, self.rng.choice((1, 2)))}")
    def s_hba1c(self):
        v = self.rng.uniform(5.8, 11.5)
        self.lit(self.rng.choice((f"{v:.1f}%", f"{round(10.93 * v - 23.5)} mmol/mol",
                                  f"{v:.1f}% ({round(10.93 * v - 23.5)} mmol/mol)")))
    def s_bsa(self): self.lit(f"{self.rng.uniform(1.45, 2.2):.2f} m2")
    def s_weight(self): self.lit(f"{self.rng.uniform(48, 104):.1f} kg")
    def s_ecog(self): self.lit(f"ECOG {self.rng.randint(0, 2)}")
    def s_ga(self): self.lit(f"{self.rng.randint(34, 41)}+{self.rng.randint(0, 6)}")
    def s_apgar(self): self.lit(f"{self.rng.randint(5, 9)}/{self.rng.randint(7, 10)}"
                                f"/{self.rng.randint(8, 10)}")
    def s_birthweight(self): self.lit(f"{self.rng.randint(2350, 4300)} g")
    def s_centile(self): self.lit(f"p{self.rng.choice((3, 10, 25, 50, 75, 90, 97))}")
    def s_gy(self):
        fx = self.rng.choice((5, 15, 20, 25, 28, 33))
        per = {5: 5.0, 15: 2.67, 20: 2.75, 25: 2.0, 28: 1.8, 33: 2.0}[fx]
        self.lit(f"{fx * per:g} Gy in {fx} fractions")
    def s_mv(self): self.lit(f"{self.rng.choice((0.5, 0.75, 1.0, 1.25))} V @ 0.4 ms")
    def s_ohms(self): self.lit(f"{self.rng.randint(380, 980)} ohms")
    def s_battery(self): self.lit(f"{self.rng.uniform(2.5, 12.5):.1f} years")
    def s_trough(self): self.lit(f"{self.rng.uniform(3.5, 11.5):.1f} ng/mL")
    def s_creat(self): self.lit(f"{self.rng.randint(78, 210)} umol/L")
    def s_protocol(self):
        rng = self.rng
        self.lit(rng.choice((f"MK-{digits(rng, 4)}-{digits(rng, 3)}", f"BO{digits(rng, 5)}",
                             f"CA{digits(rng, 3)}-{digits(rng, 3)}",
                             f"D{digits(rng, 4)}C{digits(rng, 5)}",
                             f"GETUG-AFU {rng.randint(20, 40)}")))
    def s_drug_code(self):
        rng = self.rng
        self.lit(rng.choice((f"LY{digits(rng, 7)}", f"BAY {digits(rng, 2)}-{digits(rng, 4)}",
                             f"AZD{digits(rng, 4)}", f"JNJ-{digits(rng, 8)}")))
    def s_version(self): self.lit(self.rng.choice(("v4.2", "protocol v3.0", "amendment 2",
                                                   "SW 8.1.2", "version 5")))
    def s_other_kid_age(self): self.phi(str(self.rng.randint(1, 12)), "AGE")
