"""Clinical vocabulary that is *not* PHI, chosen to look like PHI where real notes do:
eponymous diseases, signs and devices (Parkinson, Foley), brand-name drugs, doses, lab values,
blood pressures (120/80, like a date), scores and times."""

from __future__ import annotations

import random

# Eponyms: capitalised surnames inside non-PHI terms.
EPONYM_DISEASES = (
    "Parkinson's disease", "Alzheimer's dementia", "Alzheimer disease", "Crohn's disease",
    "Hodgkin lymphoma", "non-Hodgkin lymphoma", "Cushing's syndrome", "Bell's palsy",
    "Graves' disease", "Hashimoto's thyroiditis", "Barrett's esophagus",
    "Raynaud's phenomenon", "Sjogren's syndrome", "Guillain-Barre syndrome",
    "Addison's disease", "Huntington's disease", "Wilson's disease", "Paget's disease of bone",
    "Dupuytren's contracture", "Baker's cyst", "Meniere's disease", "Marfan syndrome",
    "Kaposi sarcoma", "Wolff-Parkinson-White syndrome", "Tourette syndrome",
    "Hirschsprung disease", "Lyme disease", "Still's disease", "Berger's disease",
    "Charcot-Marie-Tooth disease", "Wernicke encephalopathy", "Takotsubo cardiomyopathy",
    "Mallory-Weiss tear", "Zenker's diverticulum", "Peyronie's disease",
)
EPONYM_DEVICES = (
    "Foley catheter", "Foley", "Swan-Ganz catheter", "PICC line", "Hickman catheter",
    "Port-a-Cath", "Jackson-Pratt drain", "JP drain", "Pleurx catheter", "Dobhoff tube",
    "Penrose drain", "Greenfield filter", "Steri-Strips", "Ace wrap",
)
EPONYM_PROCEDURES = (
    "Whipple procedure", "Nissen fundoplication", "Roux-en-Y gastric bypass",
    "Billroth II", "Hartmann's procedure", "Mohs surgery", "Heller myotomy",
    "Ivor Lewis esophagectomy", "Bankart repair", "Ross procedure",
)
EPONYM_SIGNS = (
    "Murphy's sign", "Babinski sign", "Romberg", "Kernig's sign", "Homan's sign",
    "Chvostek sign", "Trousseau sign", "McBurney's point tenderness", "Tinel's sign",
    "Phalen's test", "Brudzinski sign", "Kussmaul respirations", "Cheyne-Stokes respirations",
)
SCORES = (
    "Glasgow coma scale 15", "GCS 14", "Apgar 8 and 9", "Mallampati II", "Gleason 3+4",
    "Braden score 18", "Morse fall score 45", "CHADS2 score 3", "NYHA class II",
    "Killip class I", "Child-Pugh class B", "MELD 14", "Wells score 2", "TIMI risk score 3",
    "Ranson criteria 2", "ASA class III", "Karnofsky 70", "ECOG 1",
)

PMH = (
    "hypertension", "HTN", "type 2 diabetes mellitus", "DM2", "insulin-dependent diabetes",
    "hyperlipidemia", "hypercholesterolemia", "coronary artery disease", "CAD s/p CABG x3",
    "CAD s/p PCI to the LAD", "atrial fibrillation", "paroxysmal AF", "COPD",
    "asthma", "congestive heart failure (EF 35%)", "CHF with preserved EF", "CKD stage 3",
    "ESRD on hemodialysis", "GERD", "hypothyroidism", "osteoarthritis", "osteoporosis",
    "obstructive sleep apnea on CPAP", "depression", "anxiety", "BPH", "gout",
    "peripheral vascular disease", "prior CVA with residual left-sided weakness",
    "TIA", "DVT", "pulmonary embolism", "anemia", "iron deficiency anemia", "cirrhosis",
    "hepatitis C", "breast cancer s/p lumpectomy", "prostate cancer s/p XRT",
    "colon cancer s/p hemicolectomy", "migraine", "seizure disorder", "morbid obesity",
    "rheumatoid arthritis", "lupus", "psoriasis", "glaucoma", "macular degeneration",
    "chronic low back pain", "diverticulosis", "cholelithiasis", "nephrolithiasis",
    "aortic stenosis", "mitral regurgitation", "sick sinus syndrome s/p pacemaker",
) + EPONYM_DISEASES

COMPLAINTS = (
    "chest pain", "shortness of breath", "dyspnea on exertion", "abdominal pain",
    "nausea and vomiting", "fever and chills", "a productive cough", "syncope",
    "dizziness", "palpitations", "lower extremity edema", "a fall at home", "confusion",
    "weakness", "left arm numbness", "headache", "melena", "hematochezia", "dysuria",
    "back pain", "hip pain after a fall", "worsening fatigue", "decreased appetite",
    "a COPD exacerbation", "hypoglycemia", "hyperglycemia", "right lower quadrant pain",
    "a rash", "leg swelling", "an episode of chest pressure", "slurred speech",
    "a tremor", "orthopnea", "PND", "hemoptysis", "wheezing", "diarrhea", "constipation",
)

DIAGNOSES = (
    "community-acquired pneumonia", "NSTEMI", "CHF exacerbation", "COPD exacerbation",
    "urinary tract infection", "cellulitis of the left leg", "acute kidney injury",
    "atrial fibrillation with rapid ventricular response", "diabetic ketoacidosis",
    "small bowel obstruction", "acute cholecystitis", "pancreatitis", "GI bleed",
    "upper GI bleed", "syncope, likely vasovagal", "pulmonary embolism", "sepsis",
    "C. diff colitis", "hip fracture", "acute appendicitis", "diverticulitis",
    "hyponatremia", "hyperkalemia", "stroke", "TIA", "delirium", "UTI",
    "unstable angina", "symptomatic bradycardia", "pyelonephritis",
)

DRUGS = (
    ("metoprolol", "mg", (12.5, 25, 50, 100), ("PO BID", "b.i.d.", "daily", "q.d.")),
    ("Toprol XL", "mg", (25, 50, 100), ("daily", "qd")),
    ("lisinopril", "mg", (2.5, 5, 10, 20, 40), ("daily", "PO QD", "q.d.")),
    ("atorvastatin", "mg", (10, 20, 40, 80), ("qhs", "daily", "at bedtime")),
    ("Lipitor", "mg", (10, 20, 40, 80), ("daily", "qhs")),
    ("simvastatin", "mg", (20, 40), ("qhs",)),
    ("Zocor", "mg", (20, 40), ("qhs", "daily")),
    ("aspirin", "mg", (81, 325), ("daily", "PO QD", "q.d.")),
    ("ASA", "mg", (81, 325), ("daily", "qd")),
    ("furosemide", "mg", (20, 40, 80), ("PO daily", "IV BID", "b.i.d.")),
    ("Lasix", "mg", (20, 40, 80), ("daily", "IV x1", "bid")),
    ("insulin glargine", "units", (10, 14, 20, 28), ("qhs", "at bedtime")),
    ("Lantus", "units", (10, 18, 24), ("qhs", "subcutaneously at bedtime")),
    ("warfarin", "mg", (1, 2.5, 5, 7.5), ("daily", "qhs", "as directed")),
    ("Coumadin", "mg", (2, 5), ("qhs", "daily")),
    ("metformin", "mg", (500, 850, 1000), ("b.i.d.", "BID", "PO BID with meals")),
    ("levothyroxine", "mcg", (25, 50, 75, 88, 100, 125), ("daily", "qAM")),
    ("Synthroid", "mcg", (50, 75, 100), ("daily",)),
    ("oxycodone", "mg", (5, 10), ("q4-6h prn pain", "q6h PRN")),
    ("Tylenol", "mg", (325, 650, 1000), ("q6h prn", "q.i.d. PRN", "PO Q6H PRN pain")),
    ("acetaminophen", "mg", (500, 650), ("q6h prn", "every 6 hours as needed")),
    ("Colace", "mg", (100,), ("b.i.d.", "BID")),
    ("senna", "tabs", (2,), ("qhs", "at bedtime prn")),
    ("heparin", "units", (5000,), ("SC t.i.d.", "subcutaneously q8h", "SQ BID")),
    ("Lovenox", "mg", (40, 60, 80), ("SC daily", "SQ q12h")),
    ("vancomycin", "g", (1, 1.25), ("IV q12h", "IV q24h")),
    ("ceftriaxone", "g", (1, 2), ("IV daily", "IV q24h")),
    ("Levaquin", "mg", (500, 750), ("PO daily", "IV qd")),
    ("azithromycin", "mg", (250, 500), ("daily", "PO QD x5 days")),
    ("prednisone", "mg", (5, 10, 20, 40, 60), ("daily", "qAM", "taper")),
    ("Flomax", "mg", (0.4,), ("qhs", "daily")),
    ("Sinemet", "", ("25/100", "25/250"), ("t.i.d.", "TID", "q.i.d.")),
    ("albuterol", "puffs", (2,), ("q4h prn", "q.i.d. prn wheezing")),
    ("Keppra", "mg", (500, 750, 1000), ("b.i.d.", "BID")),
    ("Zofran", "mg", (4, 8), ("IV q8h prn nausea", "PO q6h PRN")),
    ("Plavix", "mg", (75,), ("daily", "qd")),
    ("clopidogrel", "mg", (75,), ("daily",)),
    ("amlodipine", "mg", (2.5, 5, 10), ("daily",)),
    ("Norvasc", "mg", (5, 10), ("qd", "daily")),
    ("hydrochlorothiazide", "mg", (12.5, 25), ("daily", "qAM")),
    ("HCTZ", "mg", (12.5, 25), ("daily",)),
    ("omeprazole", "mg", (20, 40), ("daily", "b.i.d.")),
    ("Nexium", "mg", (40,), ("daily", "qd")),
    ("Protonix", "mg", (40,), ("daily", "IV BID")),
    ("gabapentin", "mg", (100, 300, 600), ("t.i.d.", "TID", "qhs")),
    ("sertraline", "mg", (50, 100), ("daily",)),
    ("Zoloft", "mg", (50, 100), ("daily",)),
    ("citalopram", "mg", (10, 20), ("daily",)),
    ("donepezil", "mg", (5, 10), ("qhs",)),
    ("Aricept", "mg", (5, 10), ("qhs", "daily")),
    ("digoxin", "mg", (0.125, 0.25), ("daily",)),
    ("diltiazem", "mg", (30, 120, 180), ("q6h", "daily", "TID")),
    ("potassium chloride", "mEq", (10, 20, 40), ("daily", "PO x1", "b.i.d.")),
    ("KCl", "mEq", (20, 40), ("PO x1", "daily")),
    ("magnesium oxide", "mg", (400,), ("daily", "b.i.d.")),
    ("morphine", "mg", (2, 4), ("IV q4h prn", "IV Q2H PRN")),
    ("Ativan", "mg", (0.5, 1), ("q6h prn anxiety", "qhs prn")),
    ("trazodone", "mg", (25, 50), ("qhs prn insomnia", "qhs")),
    ("Eliquis", "mg", (2.5, 5), ("b.i.d.", "BID")),
    ("Xarelto", "mg", (15, 20), ("daily with dinner", "qd")),
    ("tamsulosin", "mg", (0.4,), ("qhs",)),
    ("allopurinol", "mg", (100, 300), ("daily",)),
    ("spironolactone", "mg", (25, 50), ("daily",)),
    ("Advair", "puff", (1,), ("b.i.d.", "BID")),
    ("Spiriva", "puff", (1,), ("daily",)),
    ("multivitamin", "tab", (1,), ("daily",)),
    ("folic acid", "mg", (1,), ("daily",)),
    ("Vitamin D", "units", (1000, 2000, 50000), ("daily", "weekly")),
)

ALLERGIES = ("NKDA", "No known drug allergies", "penicillin (rash)", "sulfa (hives)",
             "codeine (nausea)", "PCN", "iodinated contrast", "shellfish", "latex",
             "morphine (itching)", "ACE inhibitors (cough)", "Bactrim", "erythromycin",
             "Keflex (rash)", "aspirin (GI upset)", "NSAIDs")

ORGANISMS = ("E. coli", "Staph aureus", "MRSA", "Klebsiella pneumoniae", "Strep pneumoniae",
             "Enterococcus faecalis", "Pseudomonas aeruginosa", "coag-negative Staph",
             "group B Strep", "Proteus mirabilis")
ANTIBIOTICS = ("vancomycin 1 g IV q12h", "ceftriaxone 1 g IV daily", "cefazolin 2 g IV q8h",
               "Zosyn 3.375 g IV q6h", "levofloxacin 750 mg daily", "Bactrim DS b.i.d.",
               "ciprofloxacin 500 mg b.i.d.", "Unasyn 3 g IV q6h", "nafcillin 2 g IV q4h")
LAB_PANELS = ("CBC and BMP", "a chem 7", "LFTs", "a lipid panel", "an HbA1c", "TSH",
              "INR", "a UA and urine culture", "BNP", "CBC, lytes, BUN/Cr")

RELATIVES = ("mother", "father", "brother", "sister", "daughter", "son", "wife", "husband",
             "aunt", "uncle", "grandmother", "grandfather", "niece", "nephew", "cousin")


def fmt_num(value) -> str:
    if isinstance(value, str):
        return value
    return f"{value:g}"


def drug_line(rng: random.Random) -> str:
    name, unit, doses, freqs = rng.choice(DRUGS)
    dose = fmt_num(rng.choice(doses))
    sep = "" if unit in ("mg", "g", "mcg") and rng.random() < 0.3 else " "
    amount = f"{dose}{sep}{unit}" if unit else dose
    return f"{name} {amount} {rng.choice(freqs)}"


def vitals(rng: random.Random) -> str:
    t = round(rng.uniform(96.8, 101.9), 1)
    hr = rng.randint(52, 124)
    sbp = rng.randint(92, 178)
    dbp = rng.randint(50, 98)
    rr = rng.randint(12, 26)
    sat = rng.randint(88, 100)
    o2 = rng.choice(("RA", "on RA", "on 2L NC", "on 4L", "room air", "on 2 L NC"))
    forms = (
        f"T {t} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sat}% {o2}",
        f"T: {t}, P: {hr}, BP: {sbp}/{dbp}, RR: {rr}, O2 sat: {sat}% {o2}",
        f"Temp {t}F, pulse {hr}, BP {sbp}/{dbp}, resp {rr}, sat {sat}% {o2}",
        f"VS: {t} {hr} {sbp}/{dbp} {rr} {sat}% {o2}",
        f"BP {sbp}/{dbp}, HR {hr}, afebrile, sat {sat}% {o2}",
        f"Tmax {t} Tc {round(t - rng.uniform(0, 1.2), 1)} BP {sbp}/{dbp} P {hr} R {rr} {sat}%RA",
    )
    return rng.choice(forms)


def labs(rng: random.Random) -> str:
    na, k = rng.randint(126, 146), round(rng.uniform(3.1, 5.9), 1)
    cl, co2 = rng.randint(94, 110), rng.randint(18, 31)
    bun, cr = rng.randint(8, 64), round(rng.uniform(0.6, 3.4), 1)
    glu = rng.randint(68, 342)
    wbc, hct, plt = round(rng.uniform(3.2, 18.4), 1), round(rng.uniform(24, 46), 1), rng.randint(88, 480)
    forms = (
        f"Na {na}, K {k}, Cl {cl}, HCO3 {co2}, BUN {bun}, Cr {cr}, glucose {glu}",
        f"WBC {wbc}, Hct {hct}, Plt {plt}",
        f"Chem 7: {na}/{k}/{cl}/{co2}/{bun}/{cr}/{glu}",
        f"CBC: WBC {wbc} HGB {round(hct / 3, 1)} HCT {hct} PLT {plt}",
        f"INR {round(rng.uniform(0.9, 3.8), 1)}, PTT {rng.randint(24, 88)}",
        f"troponin {rng.choice(('<0.01', '0.04', '0.12', '0.56', '1.8'))}, CK {rng.randint(40, 900)}",
        f"HbA1c {round(rng.uniform(5.4, 11.2), 1)}%",
        f"LDL {rng.randint(54, 190)}, HDL {rng.randint(28, 78)}, TG {rng.randint(60, 380)}",
        f"BNP {rng.randint(30, 2400)}",
        f"TSH {round(rng.uniform(0.2, 9.8), 2)}",
        f"ALT {rng.randint(8, 140)}, AST {rng.randint(10, 160)}, alk phos {rng.randint(40, 300)}, "
        f"T bili {round(rng.uniform(0.2, 4.5), 1)}",
        f"lactate {round(rng.uniform(0.6, 5.2), 1)}",
        f"UA with {rng.choice(('trace', '1+', '2+', 'large'))} leuk esterase, "
        f"{rng.randint(0, 80)} WBCs",
    )
    return rng.choice(forms)


def time_of_day(rng: random.Random) -> str:
    h, m = rng.randint(0, 23), rng.choice((0, 5, 10, 15, 20, 30, 40, 45, 50))
    forms = (f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}",
             f"{(h % 12) or 12}:{m:02d}{'AM' if h < 12 else 'PM'}", f"{h}:{m:02d}")
    return rng.choice(forms)
