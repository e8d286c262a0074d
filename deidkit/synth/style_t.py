"""Style T: clinical documents of a ninth origin, HELD OUT (no recipe trains on it).

T is a blind check like V, X and Y: written without reading any model's results, the
rule-based recognizers, the dictionaries' lists or the other styles' note texts, to measure
what a tagger misses on documents nobody tuned it to. Its documents come from hospitals,
clinics, nursing stations, CLSCs, health centres and home-care teams of Canada (Ontario and
the Prairies, First Nations communities, Nunavut, and Quebec, whose forms are bilingual
with French labels), the Philippines, Nigeria, Kenya and Pakistan, and from the international
(English-language) services of hospitals in the Netherlands, Sweden, Norway, Denmark and
Israel. Document types (:mod:`deidkit.synth.style_t_notes`, :mod:`deidkit.synth.style_t_forms`,
:mod:`deidkit.synth.style_t_letters`): home-care visit records, dialysis-unit run sheets,
physiotherapy progress notes, occupational-health fitness certificates, mental-health
review-board summaries, antenatal cards, TB-programme treatment cards, blood-bank
transfusion records, eye-clinic notes, dental referrals, telehealth consult notes,
medication-assistance forms, social-work notes and transfer-of-care handovers.

Names are lists of :mod:`deidkit.synth.style_t_names` (no Faker): First Nations, Inuit,
Ukrainian-Canadian, Sikh, Québécois, Maghrebi, Filipino, Hispano- and Chinese-Filipino,
Yoruba, Igbo, Hausa, Kikuyu, Luo, Kalenjin, Luhya, Punjabi, Sindhi, Pashto, Dutch, Swedish,
Norwegian, Danish, Sami, Somali, Hebrew and Israeli Arab names; each seed draws its own
subset of every list. Formats follow the place: dates are day first in most regions
(12/03/2091, 12-03-2091, 12.03.2091, 12th March, 2091, 12 mars 2091), ISO in Canadian and
Swedish systems (2091-03-12), month first in the Philippines (03/12/2091, March 12, 2091);
phones, postcodes (P7B 6V4, 1081 HV, 171 76, 0372, 00100, 54000, 9112001) and IDs are each
country's.

Annotation follows the i2b2 2014 guidelines:

- PATIENT: the patient, relatives, treatment supporters who are family, household
  contacts, blood donors, and any private person (lawyers and lay members of a review
  board too); a father's or husband's name after s/o, d/o, w/o is a PATIENT tag, the
  abbreviation outside. Titles (Mr, Mrs, Mw., Dhr., Chief, Alhaji, Hajia, Mme, M.) outside.
- DOCTOR: every member of the care staff (physicians, nurses, midwives, physiotherapists,
  dentists, optometrists, social workers, community health workers, personal support
  workers, blood-bank technologists, paramedics, the psychiatrist member of a board); titles
  and credentials (Dr, Dra., Dre, dr., Sr., Inf., RN, RPN, PT, MD, M.D., MBBS, FCPS, FRCPC,
  leg. läk., overlege) outside. USERNAME: EHR, video-platform and laboratory logins.
- PROFESSION: the patient's and relatives' occupations, and the job a fitness certificate
  is for ('retired', 'former' and 'unemployed' outside); a role in the care is not PHI.
- ROOM: the number or code of a room, bed, dialysis chair or station, cubicle, lane,
  consult room or hearing room, without its label ('Chair 7', 'Rm 412B': ROOM '7', '412B').
  DEPARTMENT: named wards and units only ('Tamarack Unit', 'Medical Unit II', 'Ward 7B',
  'Afdeling C4', 'Unité 4e Ouest'); generic services ('the dialysis unit', 'Eye OPD',
  'ICU', 'Physiotherapy', 'the blood bank') untagged.
- HOSPITAL: care facilities: hospitals, nursing stations, CLSCs, barangay health centres,
  rural health units, basic health units, dispensaries, hospices, GP and dental practices,
  eye and occupational-health clinics. ORGANIZATION: employers, insurers and HMOs, sick
  funds, home-care agencies, blood services, review boards and tribunals, government
  agencies named as payers or offices, schools, churches, mosques, gurdwaras, community
  groups. Scheme names used as labels ('OHIP', 'RAMQ', 'PhilHealth PIN', 'NHIF no.',
  'CNIC', 'BSN', 'NIHB') are not tagged.
- STREET (with unit, lot, block, purok, barangay, flat and floor: 'Blk 4 Lot 5, Phase 2,
  Brgy. San Isidro' or 'Nørrebrogade 12, 2. tv.' is one STREET), CITY, STATE (provinces,
  Philippine provinces, Nigerian states, Kenyan counties, Pakistani provinces, Dutch
  provinces, Swedish län, Norwegian fylker, Danish regions, Israeli districts), COUNTRY,
  ZIP; LOCATION-OTHER for markets, parks, bridges, lakes, highways and landmarks.
- AGE: every age, a relative's or contact's, and an age at an event; gestations (32+4 weeks,
  GA 28/40), parity (G3P2), durations and times are untagged.
- DATE: every date (with month and year, a year alone, day and month, weekdays, holidays
  like Canada Day, la Saint-Jean-Baptiste, Sallah, Mashujaa Day, Eid ul-Azha, Koningsdag,
  midsommar or Pesach); times of day outside.
- PHONE (extensions and 'poste' numbers too), FAX, EMAIL, URL, IPADDR.
- SSN: national IDs (SIN, PhilSys and SSS numbers, NIN, Kenyan ID, CNIC, BSN,
  personnummer, fødselsnummer, CPR, Teudat Zehut). HEALTHPLAN: provincial health cards
  (OHIP, RAMQ...), PhilHealth, HMO, NHIF/SHA, sick-fund and insurance policy numbers, EHIC.
  MEDICALRECORD: hospital numbers. ACCOUNT: billing and encounter numbers, bank accounts
  and IBANs. LICENSE: professional registrations and driving licences. VEHICLE: plates.
  DEVICE: serials of dialysis machines, infusion pumps, blood warmers, TENS units,
  concentrators, glucometers, tablets and intraocular lenses. BIOID: specimen, sample,
  blood-unit (donation) and retinal-image numbers and biometric enrolment IDs. IDNUM: TB
  and ANC registration numbers, board file numbers, passports, seaman's books, status
  cards, authorizations, session and claim numbers, receipts.

Untagged look-alikes: times, doses, volumes, dialysis settings (QB 300, UF 2.5 L), vitals,
lab values and ranges, visual acuities (6/9, 20/40), IOP, FDI tooth numbers, ISBT product
codes, DINs of drugs, ICD-10 codes, regimens (2HRZE/4HR), scores (Berg, TUG, NPRS, PHQ-9,
MMSE, Bishop), ward capacities, eponyms and brand names of drugs and devices.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field
from functools import lru_cache

from deidkit.synth import style_t_ids as ids
from deidkit.synth.model import weighted
from deidkit.synth.style_t_names import (KE_CHRISTIAN, NAMES, NG_SHORT, ORIGINS, PH_NICKS,
                                         STAFF_ORIGINS)
from deidkit.synth.style_t_places import (ABROAD, AFFINITY, EMAIL_DOMAINS, PLACES,
                                          REGIONS, SC_COUNTRY, make_phone, postcode,
                                          street_of)
from deidkit.synth.style_t_world import (DOMAINS, EMPLOYERS, INSURERS, JOBS, PRIVATE_DOMAINS,
                                         SCHOOLS, SITES, WARDS)

#: Document types and their share of the corpus.
NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("home_care_visit", 8), ("dialysis_run_sheet", 7), ("physio_progress", 8),
    ("fitness_certificate", 10), ("review_board_summary", 10), ("antenatal_card", 7),
    ("tb_treatment_card", 7), ("transfusion_record", 7), ("eye_clinic_note", 7),
    ("dental_referral", 7), ("telehealth_consult", 8), ("medication_assistance", 7),
    ("social_work_note", 7), ("transfer_handover", 7),
)

#: How much more (or less) often a region writes a document type.
REGION_BIAS = {
    "home_care_visit": {"CA": 2, "QC": 2, "NL": 2, "SC": 2, "IL": 1.5, "PH": 0.3, "NG": 0.3,
                        "PK": 0.3},
    "dialysis_run_sheet": {"PH": 1.6, "PK": 1.5, "NG": 1.3, "NL": 0.6, "SC": 0.6},
    "fitness_certificate": {"PH": 2, "SC": 1.5, "KE": 1.4, "NG": 1.3, "QC": 0.6, "IL": 0.6},
    "review_board_summary": {"CA": 2, "QC": 2, "IL": 2, "NL": 1.2, "SC": 0.8, "PH": 0,
                             "NG": 0, "KE": 0, "PK": 0},
    "tb_treatment_card": {"PH": 2.5, "PK": 2.5, "KE": 2.5, "NG": 2, "CA": 1, "QC": 0,
                          "NL": 0.2, "SC": 0.3, "IL": 0.2},
    "antenatal_card": {"KE": 1.6, "NG": 1.6, "PK": 1.5, "PH": 1.3},
    "medication_assistance": {"PH": 1.5, "PK": 1.4, "QC": 1.3, "CA": 1.2},
}

ROLES = ("physician", "nephrologist", "dialysis_nurse", "physio", "occ_doctor",
         "psychiatrist", "midwife", "obstetrician", "tb_nurse", "chw", "lab_tech",
         "ophthalmologist", "optometrist", "dentist", "gp", "social_worker", "home_nurse",
         "care_aide", "pharmacist", "charge_nurse", "paramedic", "resident")
#: Roles whose holders are physicians or dentists ('Dr').
MEDICAL = {"physician", "nephrologist", "occ_doctor", "psychiatrist", "obstetrician",
           "ophthalmologist", "dentist", "gp", "resident"}
#: The roles each kind of site has staff for.
SITE_ROLES = {
    "tertiary": ("physician", "nephrologist", "dialysis_nurse", "physio", "psychiatrist",
                 "midwife", "obstetrician", "tb_nurse", "lab_tech", "ophthalmologist",
                 "social_worker", "pharmacist", "charge_nurse", "paramedic", "resident",
                 "dentist", "optometrist"),
    "hospital": ("physician", "nephrologist", "dialysis_nurse", "physio", "psychiatrist",
                 "midwife", "obstetrician", "tb_nurse", "lab_tech", "social_worker",
                 "pharmacist", "charge_nurse", "paramedic", "resident"),
    "clinic": ("gp", "chw", "tb_nurse", "midwife", "home_nurse", "social_worker", "physio",
               "care_aide", "pharmacist", "charge_nurse"),
    "eye": ("ophthalmologist", "optometrist", "charge_nurse"),
    "dental": ("dentist", "charge_nurse"),
    "occ": ("occ_doctor", "charge_nurse", "lab_tech"),
}


def region_of(cc: str) -> str:
    """The region of a country code (SE, NO and DK are SC)."""
    return "SC" if cc in ("SE", "NO", "DK") else cc


@dataclass(frozen=True)
class TPerson:
    first: str
    last: str
    sex: str
    origin: str
    middle: str = ""      # a second given name, Singh/Kaur, or a Filipino mother's name
    nick: str = ""        # what they are called ('Bong', 'Tunde')


@dataclass(frozen=True)
class Clinician(TPerson):
    role: str = ""
    credential: str = ""
    username: str = ""
    licence: str = ""
    email: str = ""
    ext: str = ""


@dataclass
class Site:
    name: str
    short: str
    kind: str
    cc: str
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
class Relative:
    relation: str
    person: TPerson
    age: int
    job: str
    phone: tuple[str, str, str]
    natid: str


@dataclass
class Visit:
    number: int
    kind: str
    day: dt.date
    site: int            # index into the sites of the patient's country
    other: int           # another site (the receiving one of a transfer, the far end...)


@dataclass
class Patient:
    number: int
    region: str
    cc: str              # CA, QC, PH, NG, KE, PK, NL, SE, NO, DK, IL
    person: TPerson
    dob: dt.date
    street: str
    city: str
    state: str
    postcode: str
    home: tuple[str, str, str]
    mobile: tuple[str, str, str]
    email: str
    mrn: str
    natid: str
    natid_kind: str
    plan: str
    plan_kind: str
    insurer: str
    licence: str
    plate: str
    job: str
    employer: str
    school: str
    father: TPerson | None      # s/o, d/o (Pakistan)
    birth_country: str
    relatives: tuple[Relative, ...]
    hospital: int
    clinic: int
    visits: list[Visit] = field(default_factory=list)

    def age_on(self, day: dt.date) -> int:
        return day.year - self.dob.year - ((day.month, day.day) < (self.dob.month, self.dob.day))


@dataclass(frozen=True)
class Staff:
    sites: dict          # country code -> tuple of Site


@lru_cache(maxsize=8)
def name_pools(seed: int) -> dict:
    """Each community's names for ``seed``: four fifths of every list, so seeds differ."""
    rng = random.Random(f"deidkit-synth/{seed}/T/pools")
    return {origin: tuple(tuple(rng.sample(names, max(4, len(names) * 4 // 5)))
                          for names in lists) for origin, lists in NAMES.items()}


FILIPINO = ("filipino", "hispano_filipino", "chinese_filipino")
KENYAN = ("kikuyu", "luo", "kalenjin", "luhya")


def make_person(rng: random.Random, seed: int, origin: str, sex: str | None = None,
                last: str | None = None) -> TPerson:
    """A person of ``origin`` (their family name given when they share it)."""
    sex = sex or rng.choice("MF")
    male, female, lasts = name_pools(seed)[origin]
    first = rng.choice(male if sex == "M" else female)
    middle, nick = "", ""
    if origin == "sikh":
        middle = "Singh" if sex == "M" else "Kaur"
    elif origin in KENYAN and rng.random() < 0.6:
        first, middle = rng.choice(KE_CHRISTIAN[0 if sex == "M" else 1]), first
    elif origin in FILIPINO:
        middle = rng.choice(name_pools(seed)[rng.choice(FILIPINO[:2])][2])
        if rng.random() < 0.3:
            nick = rng.choice(PH_NICKS[0 if sex == "M" else 1])
    elif origin in ("yoruba", "igbo"):
        if rng.random() < 0.5:
            middle = rng.choice([n for n in (male if sex == "M" else female) if n != first])
        nick = NG_SHORT.get(first, "")
    elif origin in ("dutch", "swedish", "norwegian", "danish") and rng.random() < 0.3:
        middle = rng.choice([n for n in (male if sex == "M" else female) if n != first])
    return TPerson(first, last or rng.choice(lasts), sex, origin, middle, nick)


def credential(rng: random.Random, role: str, cc: str) -> str:
    """The letters or title a clinician of ``role`` writes after their name in ``cc``."""
    region = region_of(cc)
    nurse = role in ("dialysis_nurse", "tb_nurse", "home_nurse", "charge_nurse")
    table = {
        "CA": {"doc": ("MD", "MD, FRCPC", "MD, CCFP"), "nurse": ("RN", "RPN", "BScN, RN"),
               "midwife": ("RM",), "physio": ("PT", "MScPT"), "social_worker": ("MSW, RSW",),
               "chw": ("CHR",), "lab_tech": ("MLT",), "optometrist": ("OD",),
               "care_aide": ("PSW",), "pharmacist": ("RPh",), "paramedic": ("PCP", "ACP"),
               "dentist": ("DDS", "DMD")},
        "QC": {"doc": ("M.D.", "M.D., FRCPC", "m.d."), "nurse": ("inf.", "inf. clin."),
               "midwife": ("sage-femme",), "physio": ("pht",), "social_worker": ("t.s.",),
               "chw": ("",), "lab_tech": ("T.M.",), "optometrist": ("O.D.",),
               "care_aide": ("PAB",), "pharmacist": ("pharm.",), "paramedic": ("TAP",),
               "dentist": ("D.M.D.",)},
        "PH": {"doc": ("MD", "MD, FPCP", "MD, DPBO"), "nurse": ("RN",), "midwife": ("RM",),
               "physio": ("PTRP",), "social_worker": ("RSW",), "chw": ("BHW",),
               "lab_tech": ("RMT",), "optometrist": ("OD",), "care_aide": ("",),
               "pharmacist": ("RPh",), "paramedic": ("EMT",), "dentist": ("DMD",)},
        "NG": {"doc": ("MBBS", "MBBS, FWACP", "MB;BS, FMCP"), "nurse": ("RN", "RN, RM"),
               "midwife": ("RN, RM",), "physio": ("PT",), "social_worker": ("MSW",),
               "chw": ("CHEW",), "lab_tech": ("MLS",), "optometrist": ("OD",),
               "care_aide": ("",), "pharmacist": ("B.Pharm",), "paramedic": ("EMT",),
               "dentist": ("BDS",)},
        "KE": {"doc": ("MBChB", "MBChB, MMed"), "nurse": ("KRCHN", "BScN"),
               "midwife": ("KRM", "KRCHN"), "physio": ("BSc PT",), "social_worker": ("BSW",),
               "chw": ("CHP",), "lab_tech": ("MLT",), "optometrist": ("Optom",),
               "care_aide": ("",), "pharmacist": ("B.Pharm",), "paramedic": ("EMT",),
               "dentist": ("BDS",)},
        "PK": {"doc": ("MBBS, FCPS", "MBBS", "MBBS, MCPS"), "nurse": ("RN",),
               "midwife": ("LHV", "RM"), "physio": ("DPT",), "social_worker": ("MSW",),
               "chw": ("LHW",), "lab_tech": ("MLT",), "optometrist": ("Optom",),
               "care_aide": ("",), "pharmacist": ("Pharm-D",), "paramedic": ("EMT",),
               "dentist": ("BDS",)},
        "NL": {"doc": ("internist", "arts", "AIOS"), "nurse": ("verpleegkundige", "VPK"),
               "midwife": ("verloskundige",), "physio": ("fysiotherapeut",),
               "social_worker": ("maatschappelijk werker",), "chw": ("",),
               "lab_tech": ("analist",), "optometrist": ("optometrist",),
               "care_aide": ("verzorgende IG",), "pharmacist": ("apotheker",),
               "paramedic": ("ambulanceverpleegkundige",), "dentist": ("tandarts",)},
        "SE": {"doc": ("leg. läk.", "överläkare", "ST-läkare"), "nurse": ("leg. ssk",),
               "midwife": ("barnmorska",), "physio": ("leg. fysioterapeut",),
               "social_worker": ("kurator",), "chw": ("",), "lab_tech": ("BMA",),
               "optometrist": ("optiker",), "care_aide": ("undersköterska",),
               "pharmacist": ("farmaceut",), "paramedic": ("ambulanssjuksköterska",),
               "dentist": ("tandläkare",)},
        "NO": {"doc": ("overlege", "LIS", "lege"), "nurse": ("sykepleier", "spl."),
               "midwife": ("jordmor",), "physio": ("fysioterapeut",),
               "social_worker": ("sosionom",), "chw": ("",), "lab_tech": ("bioingeniør",),
               "optometrist": ("optiker",), "care_aide": ("helsefagarbeider",),
               "pharmacist": ("farmasøyt",), "paramedic": ("ambulansearbeider",),
               "dentist": ("tannlege",)},
        "DK": {"doc": ("overlæge", "afdelingslæge", "reservelæge"),
               "nurse": ("sygeplejerske", "spl."), "midwife": ("jordemoder",),
               "physio": ("fysioterapeut",), "social_worker": ("socialrådgiver",),
               "chw": ("",), "lab_tech": ("bioanalytiker",), "optometrist": ("optiker",),
               "care_aide": ("SOSU-assistent",), "pharmacist": ("farmaceut",),
               "paramedic": ("paramediciner",), "dentist": ("tandlæge",)},
        "IL": {"doc": ("MD", "M.D."), "nurse": ("RN",), "midwife": ("CNM",),
               "physio": ("BPT",), "social_worker": ("MSW",), "chw": ("",),
               "lab_tech": ("MLS",), "optometrist": ("Optom",), "care_aide": ("",),
               "pharmacist": ("B.Pharm",), "paramedic": ("paramedic",), "dentist": ("DMD",)},
    }[cc if cc in ("SE", "NO", "DK") else region]
    if role == "dentist":
        return rng.choice(table["dentist"])
    if role in MEDICAL:
        return rng.choice(table["doc"])
    return rng.choice(table["nurse" if nurse else role])


def _ascii(text: str) -> str:
    return ids.plain_upper(text).lower()


def username_for(rng: random.Random, p: TPerson, cc: str) -> str:
    first, last = _ascii(p.first.split()[0]) or "x", _ascii(p.last) or "x"
    forms = {"CA": (first[0] + last[:8] + str(rng.randint(1, 9)), first[0] + last),
             "QC": (last[:3] + first[0] + str(rng.randint(1, 99)).zfill(2),
                    first + "." + last),
             "PH": (first[:2] + last, first + "." + last),
             "NG": (first[0] + last, last + "." + first),
             "KE": (first[0] + last, last + first[0]),
             "PK": (first + "." + last, first + str(rng.randint(10, 999))),
             "NL": (first[0].upper() + last.capitalize(), last + first[0]),
             "SE": (first[:2] + last[:2] + str(rng.randint(10, 99)), first[:3] + last[:3]),
             "NO": (first[:3] + last[:3], first + "." + last),
             "DK": (first + "." + last, first[:2] + last[:2]),
             "IL": (first + last[0], first[0] + last + str(rng.randint(1, 9)))}[cc]
    return rng.choice(forms)


CITY_INFO = {(cc, city): (state, key) for cc, places in PLACES.items()
             for city, state, key in places}


@lru_cache(maxsize=8)
def build_staff(seed: int) -> Staff:
    """Every country's sites, each with its clinicians (the same in every note of a seed)."""
    rng = random.Random(f"deidkit-synth/{seed}/T/staff")
    sites = {}
    for cc, rows in SITES.items():
        made = []
        for name, short, kind, city in rows:
            state, key = CITY_INFO[(cc, city)]
            whole = _ascii(name.split(",")[0])
            words = [w for w in name.replace(",", " ").replace("-", " ").split()
                     if len(w) > 3 and _ascii(w) != _ascii(city)]
            domain = (_ascii(short) if short else whole if len(whole) <= 16 else
                      _ascii(words[0])[:10] + _ascii(city)[:10]) + (
                          PRIVATE_DOMAINS if kind in ("eye", "dental", "occ") else DOMAINS)[cc]
            wards = (tuple(rng.sample(WARDS[cc], min(len(WARDS[cc]), rng.randint(3, 5))))
                     if kind in ("tertiary", "hospital") else ())
            site = Site(name, short, kind, cc, city, state, postcode(rng, cc, city, key),
                        street_of(rng, cc, city), make_phone(rng, cc, city, False),
                        make_phone(rng, cc, city, False), domain, wards)
            for role in SITE_ROLES[kind]:
                people = []
                for _ in range(rng.choice((1, 2, 2, 3))):
                    sex = ("F" if role == "midwife" else rng.choice("FFFM") if role in (
                        "dialysis_nurse", "tb_nurse", "home_nurse", "charge_nurse",
                        "care_aide") else None)
                    p = make_person(rng, seed, weighted(rng, STAFF_ORIGINS[cc]), sex)
                    user = username_for(rng, p, cc)
                    email = (_ascii(p.first.split()[0]) + "." + _ascii(p.last).replace(" ", "")
                             + "@" + domain)
                    people.append(Clinician(
                        p.first, p.last, p.sex, p.origin, p.middle, p.nick, role=role,
                        credential=credential(rng, role, cc), username=user,
                        licence=ids.clinician_licence(rng, cc, role in MEDICAL),
                        email=email, ext=str(rng.randint(2000, 7999))))
                site.staff[role] = tuple(people)
            made.append(site)
        sites[cc] = tuple(made)
    return Staff(sites)


def visit_count(seed: int, number: int) -> int:
    """How many documents patient ``number`` has (1 to 5)."""
    rng = random.Random(f"deidkit-synth/{seed}/T/plan/{number}")
    return weighted(rng, ((1, 14), (2, 26), (3, 28), (4, 20), (5, 12)))


def _place(rng: random.Random, region: str, origin: str) -> tuple[str, str]:
    """(country code, town) where a patient of ``origin`` lives."""
    if region == "SC":
        if origin in SC_COUNTRY and not (origin == "sami" and rng.random() < 0.7):
            cc = SC_COUNTRY[origin]
            return cc, rng.choice(PLACES[cc])[0]
        towns = AFFINITY.get((region, origin)) or ("Stockholm", "Oslo", "København")
        town = rng.choice(towns)
        cc = next(c for c in ("SE", "NO", "DK") if (c, town) in CITY_INFO)
        return cc, town
    towns = AFFINITY.get((region, origin))
    if towns and rng.random() < 0.8:
        return region, rng.choice(towns)
    return region, rng.choice(PLACES[region])[0]


def pick_site(rng: random.Random, sites, kinds, city: str = "", state: str = "") -> int:
    """A site of one of ``kinds`` (a hospital when the country has none), near when it can."""
    fits = [i for i, s in enumerate(sites) if s.kind in kinds]
    if not fits:
        fits = [i for i, s in enumerate(sites) if s.kind in ("hospital", "tertiary")]
    for near in ([i for i in fits if sites[i].city == city],
                 [i for i in fits if sites[i].state == state]):
        if near and rng.random() < 0.85:
            return rng.choice(near)
    return rng.choice(fits)


#: Family names that a wife takes from her husband (and children from their father).
SHARED_NAME = {"first_nations", "inuit", "ukrainian", "filipino", "hispano_filipino",
               "chinese_filipino", "yoruba", "igbo", "kikuyu", "luo", "kalenjin", "luhya",
               "punjabi", "pashto", "sindhi", "hebrew", "arab_il", "swedish", "norwegian",
               "danish", "dutch", "sami"}


def pick_job(rng: random.Random, region: str, sex: str) -> str:
    """An occupation of the region ('camionneur|camionneuse': the form for ``sex``)."""
    job = rng.choice(JOBS[region])
    if "|" in job:
        male, female = job.split("|")
        return male if sex == "M" else female
    return job


def _relatives(rng, seed, cc, person: TPerson, age: int, city: str,
               today: dt.date) -> list[Relative]:
    region = region_of(cc)
    options = []
    if age < 18:
        options = ["mother", "father", "grandmother", "aunt"]
    else:
        options = ["wife" if person.sex == "M" else "husband", "sister", "brother"]
        if age > 40:
            options += ["son", "daughter", "son", "daughter"]
        if age < 50:
            options += ["mother", "father"]
        if age > 70:
            options += ["granddaughter", "niece"]
    out, used = [], {person.first}
    for relation in rng.sample(options, min(len(options), rng.randint(1, 3))):
        female = relation in ("mother", "grandmother", "aunt", "wife", "sister", "daughter",
                              "granddaughter", "niece")
        sex = "F" if female else "M"
        share = person.origin in SHARED_NAME and (
            relation in ("son", "daughter", "sister", "brother", "father")
            or relation == "wife" and person.origin != "quebecois" and rng.random() < 0.8
            or relation == "husband" and rng.random() < 0.3
            or relation == "mother" and age < 18 and rng.random() < 0.8)
        if person.origin in KENYAN or person.origin in ("somali", "hausa", "punjabi",
                                                        "pashto", "sindhi"):
            share = share and relation not in ("sister", "brother") or relation == "wife"
        rel_age = {"mother": age + rng.randint(19, 38), "father": age + rng.randint(22, 44),
                   "grandmother": age + rng.randint(40, 60), "aunt": age + rng.randint(15, 35),
                   "son": max(1, age - rng.randint(19, 40)),
                   "daughter": max(1, age - rng.randint(19, 40)),
                   "granddaughter": max(1, age - rng.randint(45, 65)),
                   "niece": max(1, age - rng.randint(25, 45))}.get(
                       relation, max(16, age + rng.randint(-8, 8)))
        p = make_person(rng, seed, person.origin, sex, person.last if share else None)
        for _ in range(6):
            if p.first not in used:
                break
            p = make_person(rng, seed, person.origin, sex, person.last if share else None)
        used.add(p.first)
        born = today - dt.timedelta(days=min(rel_age, 104) * 365 + rng.randint(0, 364))
        natid, _ = ids.national_id(rng, cc, CITY_INFO[(cc, city)][0], city, sex, born)
        job = pick_job(rng, region, sex) if 18 <= rel_age < 70 else ""
        out.append(Relative(relation, p, min(rel_age, 104), job,
                            make_phone(rng, cc, city, True), natid))
    return out


def build_patient(seed: int, number: int) -> Patient:
    """Patient ``number``: who they are, where they live, their family and their timeline."""
    staff = build_staff(seed)
    rng = random.Random(f"deidkit-synth/{seed}/T/patient/{number}")
    region = weighted(rng, REGIONS)
    origin = weighted(rng, ORIGINS[region])
    cc, city = _place(rng, region, origin)
    state, key = CITY_INFO[(cc, city)]
    sex = rng.choice("MF")
    age = weighted(rng, ((rng.randint(3, 15), 7), (rng.randint(17, 39), 30),
                         (rng.randint(40, 64), 35), (rng.randint(65, 96), 28)))
    first_day = dt.date(rng.randint(2074, 2112), 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    dob = first_day - dt.timedelta(days=age * 365 + rng.randint(0, 364))
    person = make_person(rng, seed, origin, sex)
    father = (make_person(rng, seed, origin, "M", person.last if rng.random() < 0.6 else None)
              if cc == "PK" else None)
    relatives = tuple(_relatives(rng, seed, cc, person, age, city, first_day))
    if father is not None:   # s/o names the father among the relatives, if he is one
        father = next((r.person for r in relatives if r.relation == "father"), father)
    sites = staff.sites[cc]
    hospital = pick_site(rng, sites, ("hospital", "tertiary"), city, state)
    clinic = pick_site(rng, sites, ("clinic",), city, state)
    natid, natid_kind = ids.national_id(rng, cc, state, city, sex, dob)
    plan, plan_kind = ids.health_plan(rng, cc, state, person.first, person.last, sex, dob)
    email_user = rng.choice((_ascii(person.first.split()[0]) + "." + _ascii(person.last),
                             _ascii(person.last) + str(rng.randint(1, 99)),
                             _ascii(person.first.split()[0]) + str(dob.year % 100).zfill(2)))
    insurer = rng.choice(INSURERS[region]) if (
        region in ("NL", "IL", "NG") or rng.random() < 0.45) else ""
    if cc == "NG":   # the HMO's letters open the enrollee ID
        plan = "".join(w[0] for w in insurer.split())[:3].upper().ljust(3, "H") + plan[3:]
    job = pick_job(rng, region, sex) if age >= 17 else ""
    birth = rng.choice(ABROAD[region]) if rng.random() < 0.25 else ""
    patient = Patient(
        number=number, region=region, cc=cc, person=person, dob=dob,
        street=street_of(rng, cc, city), city=city, state=state,
        postcode=postcode(rng, cc, city, key), home=make_phone(rng, cc, city, False),
        mobile=make_phone(rng, cc, city, True),
        email=email_user + "@" + rng.choice(EMAIL_DOMAINS[region]),
        mrn=ids.hospital_number(rng, cc, sites[hospital].short, first_day.year),
        natid=natid, natid_kind=natid_kind, plan=plan, plan_kind=plan_kind, insurer=insurer,
        licence=ids.driving_licence(rng, cc, state, person.last, dob),
        plate=ids.plate(rng, cc, state), job=job, employer=rng.choice(EMPLOYERS[region]),
        school=rng.choice(SCHOOLS[region]), father=father, birth_country=birth,
        relatives=relatives,
        hospital=hospital, clinic=clinic)
    kinds = []
    for kind, share in NOTE_TYPES:
        w = share * REGION_BIAS.get(kind, {}).get(region, 1)
        if age < 17 and kind in ("dialysis_run_sheet", "fitness_certificate",
                                 "review_board_summary", "antenatal_card",
                                 "medication_assistance", "home_care_visit"):
            w = 0
        if kind == "antenatal_card":
            w = w * 6 if sex == "F" and 17 <= age <= 44 else 0
        if (kind == "fitness_certificate" and age > 62
                or kind == "review_board_summary" and age > 75):
            w = 0
        if kind == "home_care_visit" and age > 70:
            w *= 3
        if w:
            kinds.append((kind, w))
    day = first_day
    for v in range(1, visit_count(seed, number) + 1):
        kind = weighted(rng, kinds)
        site, other = _visit_sites(rng, sites, patient, kind)
        patient.visits.append(Visit(v, kind, day, site, other))
        day += dt.timedelta(days=rng.randint(9, 400))
    return patient


#: Where each document type is written (kinds of site, in order of preference).
WRITTEN_AT = {
    "home_care_visit": ("clinic",), "dialysis_run_sheet": ("tertiary", "hospital"),
    "physio_progress": ("hospital", "tertiary", "clinic"), "fitness_certificate": ("occ",),
    "review_board_summary": ("tertiary", "hospital"), "antenatal_card": ("clinic", "hospital"),
    "tb_treatment_card": ("clinic",), "transfusion_record": ("tertiary", "hospital"),
    "eye_clinic_note": ("eye",), "dental_referral": ("dental",),
    "telehealth_consult": ("clinic",), "medication_assistance": ("hospital", "tertiary",
                                                                 "clinic"),
    "social_work_note": ("hospital", "tertiary", "clinic"),
    "transfer_handover": ("hospital", "tertiary"),
}


def _visit_sites(rng, sites, patient: Patient, kind: str) -> tuple[int, int]:
    """(the site that writes the document, the other site it names)."""
    wanted = WRITTEN_AT[kind]
    if kind in ("dialysis_run_sheet", "transfusion_record", "review_board_summary",
                "transfer_handover") and rng.random() < 0.6:
        site = patient.hospital
    elif kind in ("home_care_visit", "tb_treatment_card", "telehealth_consult",
                  "antenatal_card") and rng.random() < 0.6:
        site = patient.clinic
    else:
        site = pick_site(rng, sites, (rng.choice(wanted),), patient.city, patient.state)
    big = [i for i, s in enumerate(sites) if s.kind in ("tertiary", "hospital") and i != site]
    other = rng.choice(big) if big else patient.hospital
    if kind == "telehealth_consult":
        tertiary = [i for i in big if sites[i].kind == "tertiary"]
        other = rng.choice(tertiary or big or [patient.hospital])
    return site, other
