"""Style L document types (slots: :class:`deidkit.synth.style_l.LNote`): medication
administration records, pharmacy order verifications, cumulative lab printouts, problem lists,
history-and-physical templates, cardiac studies (echo, ECG, cath, MIBI), coding summaries,
allergy lists, nursing shift assessments, anticoagulation-clinic records, infusion records,
procedure notes, stewardship reviews, immunization records and medication reconciliations,
as key-value forms, tables, terse lines and prose. Case, wrapping and typos are decided in
:func:`make_document`.
"""

from __future__ import annotations

import datetime as dt
import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth import style_l_vocab as v
from deidkit.synth.builder import assemble
from deidkit.synth.style_l import LNote, SubjectL, format_date, subject_builder
from deidkit.synth.surface import WEEKDAYS

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("mar", 7), ("pharmacy_verification", 6), ("lab_cumulative", 7), ("problem_list", 7),
    ("history_physical", 7), ("cardiac_study", 6), ("coding_summary", 6), ("allergy_list", 5),
    ("nursing_shift", 7), ("anticoag_clinic", 6), ("infusion_record", 6),
    ("procedure_note", 6), ("stewardship_review", 6), ("immunization_record", 6),
    ("med_reconciliation", 6))

COMPLAINTS = ("worsening DOE and 4 kg weight gain", "substernal chest pressure radiating to "
              "the L arm", "fevers to 39.2 and rigors", "melena x2 days", "new AFib with RVR",
              "R facial droop noted at breakfast", "confusion and asterixis",
              "syncope while voiding", "RUQ pain after fatty meals", "hyperkalemia (K 6.8) "
              "on routine labs", "a mechanical fall without head strike", "dysuria and "
              "flank pain", "BG > 400 on home meter", "hemoptysis, about a teaspoon")


#: Indications of cardiac studies.
INDICATIONS = ("HFrEF, reassess LVEF on GDMT", "s/p AVR, prosthetic valve function",
               "new systolic murmur", "syncope", "AFib, pre-cardioversion",
               "chest pain, r/o ischemia", "DOE", "pre-op risk (Whipple)", "abnormal ECG (RBBB)",
               "QTc monitoring on dofetilide", "palpitations", "CAD s/p CABG, new angina")


def _exam(n: LNote, lines: int) -> None:
    """Physical-exam lines: 'System: finding, finding' (eponymous signs among them)."""
    rng = n.rng
    systems = list(v.EXAM)
    heent = systems.index("HEENT")
    keep = sorted(set(rng.sample(range(len(systems)), min(lines, len(systems)))).union([heent]))
    sep = rng.choice((": ", " - ", ":  "))
    for i in keep:
        name = systems[i]
        items = rng.sample(v.EXAM[name], rng.randint(1, 3))
        if name == "HEENT":
            items[0] = rng.choice(("Normocephalic, atraumatic", "NC/AT", "normocephalic",
                                   "Normocephalic/atraumatic"))
        if name in ("Abd", "Neuro", "Ext") and rng.random() < 0.5:
            items.append(n.epo_term("sign"))
        n.lit(name + sep + rng.choice((", ", "; ")).join(items) + "\n")


def _ros(n: LNote, lines: int) -> None:
    rng = n.rng
    if rng.random() < 0.3:
        n.lit(rng.choice(("ROS: 12-pt ROS reviewed, neg except as in HPI\n",
                          "ROS: neg x10 systems except per HPI\n")))
        return
    keep = sorted(rng.sample(range(len(v.ROS)), lines))
    for i in keep:
        system, items = v.ROS[i]
        n.lit(system + ": " + ", ".join(rng.sample(items, rng.randint(1, min(2, len(items)))))
              + ("\n" if rng.random() < 0.7 else "; "))
    n.nl()


def _meds_block(n: LNote, k: int, sep: str = "\n") -> None:
    for i in range(k):
        if i:
            n.lit(sep)
        n.fill("{med_line}")


# -- pharmacy -----------------------------------------------------------------------------------
def mar(n: LNote):
    rng = n.rng
    n.pick_eponym(("device", "dx"))
    n.fill(rng.choice(("MEDICATION ADMINISTRATION RECORD\n{hosp} - {unit}\n\n",
                       "eMAR | {hosp} | printed {date} {time}\n\n",
                       "MAR {date} 0700-0659 (24 h)\n\n")))
    n.kv((("Patient", "{pt_caps}"), ("MRN", "{mrn}"), ("DOB", "{dob} ({age_sex})"),
          ("Location", "{unit} {room_bed}"), ("Attending", "{attending}"),
          ("Allergies", "{allergies}"), ("Wt", "{weight}"), ("CrCl", "{crcl} (Cockcroft-Gault)"),
          ("Lines", "R basilic PICC")), k=(5, 9))
    n.epo_fill({"device": "Devices: {epo_device}\n", "dx": "Dx: {epo_dx}\n"})
    n.nl()
    n.grid(rng.choice((("Time", "Medication", "Dose", "Route", "Freq", "Given by", "Note"),
                       ("Sched", "Order", "Dose", "Rte", "Frequency", "RN login", "Comment"))),
           ["{hhmm}", "{med_name}", "{med_dose}", "{med_route}", "{med_freq}",
            ("{nurse_user}", "{nurse_user}", "{any_nurse_user}"),
            ("given", "given", "given", "HELD - SBP 88", "pt refused", "given late (at HD)",
             "HELD: HR 52 per parameters", "site L abd", "BG 212, 4 units per scale",
             "pain 7 -> 3 at 1 h", "wasted 0.5 mg with {nurse2}", "crushed via PEG")],
           rng.randint(4, 9), before_row=n.next_med)
    n.nl()
    n.sentences((
        "PRN: {prn} at {time} for pain 6/10, reassessed {time}: 2/10 ({nurse_user}).",
        "Scan override for {med_name}: barcode unreadable, verified against order by "
        "{nurse}.",
        "Insulin double-check {nurse} / {nurse2} at {time}.",
        "Held doses reviewed with {attending} at {time}; continue per parameters.",
        "Profile reviewed by {pharm} ({pharm_user}), no changes to {drug}.",
        "{pt_title}'s {relation} brought home {brand} from {pharmacy}; sent to pharmacy "
        "for ID, not given."), (2, 4), sep="\n")
    n.nl()


def pharmacy_verification(n: LNote):
    rng = n.rng
    n.pick_eponym(("calc", "dx"))
    n.set_clinic("pharmacy")
    n.next_med(broad=0.3)
    n.fill(rng.choice(("PHARMACY ORDER VERIFICATION\n\n", "Pharmacist intervention - {clinic}\n\n",
                       "RX VERIFY QUEUE {date} {time}\n\n")))
    n.kv((("Order #", "{order_no}"), ("Patient", "{pt}"), ("MRN", "{mrn}"),
          ("Location", "{unit}, {room}"), ("Prescriber", "{attending}"),
          ("NPI", "{attending_npi}"), ("DEA", "{attending_dea}"),
          ("Ordered", "{date} {time}"), ("Medication", "{med_name}"),
          ("Dose / route / freq", "{med_dose} / {med_route} / {med_freq}"),
          ("Indication", "{problem}"), ("Renal", "CrCl {crcl} ({epo_calc}), Cr 1.9"),
          ("Wt", "{weight}")), k=(7, 12))
    n.epo_fill({"calc": "Renal dosing by {epo_calc}\n", "dx": "Comorbidity: {epo_dx}\n"})
    n.nl()
    n.heading("Alerts")
    n.bullets((
        "DDI (major): warfarin + {stem_drug} - additive INR rise; override: INR daily",
        "Duplicate therapy: {drug} ordered as brand and generic - one discontinued",
        "Renal dose check: {med_name} reduced for CrCl {crcl}",
        "Allergy cross-sensitivity: {allergen} on file, {drug} OK per reaction history",
        "Non-formulary: {stem_drug} requested; interchange to {drug} per P&T policy",
        "QTc 512 ms on ECG of {recent}: {drug} held pending review",
        "Max daily acetaminophen exceeded (4 g from all sources)",
        "Beers criteria: {drug} in a patient aged {age}"), (2, 4))
    n.nl()
    n.fill(rng.choice((
        "Verified by {pharm} ({pharm_user}) at {time}.\n",
        "Clarified with {attending} by phone (ext {ext}); order modified and verified by "
        "{pharm_user}.\n",
        "Returned to prescriber {attending}: dose unclear. {pharm}, pager {ext}\n",
        "Verified {date} {time} - {pharm_user} - {pharm}, {pharm_licence}\n")))


def med_reconciliation(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx", "proc"))
    n.fill(rng.choice(("ADMISSION MEDICATION RECONCILIATION\n\n",
                       "Best possible medication history - {hosp}\n\n",
                       "Med rec (pharmacy), {date}\n\n")))
    n.fill("Patient: {pt} | MRN {mrn} | {age_sex}\n")
    n.fill(rng.choice((
        "Sources: patient, {relation} {rel} ({rel_phone}), fill history from {pharmacy}, "
        "records from {other_hosp}.\n",
        "Sources: pill bottles, {pharmacy} ({phone}), PCP list dated {earlier}.\n")))
    n.epo_fill({"dx": "Relevant hx: {epo_dx}; {problem}\n", "proc": "Prior surgery: {epo_proc} "
                "({year})\n"})
    n.nl()
    n.grid(("Home medication", "Dose", "Freq", "Last taken", "Plan"),
           ["{med_name}", "{med_dose}", "{med_freq}", ("{short_date}", "{short_date} {time}",
                                                       "unknown", "this AM"),
            ("continue", "continue", "hold", "hold - AKI", "change", "stop", "resume at d/c")],
           rng.randint(4, 9), before_row=lambda: n.next_med(broad=0.25))
    n.nl()
    n.sentences((
        "Takes {stem_drug} prescribed by {outside_dr} at {other_hosp}; not on formulary.",
        "Reports stopping {drug} on {earlier} because of {reaction}.",
        "Uses a weekly pill box filled by {his} {relation}, a {rel_job}.",
        "Insurance ({payer}, member {plan}) denied {brand}; generic substituted.",
        "History of {epo_dx}; {epo_proc} in {year}.",
        "Allergies confirmed: {allergies}.",
        "Discussed discrepancies with {attending}; list finalized by {pharm} at {time}.",
        "Updated list faxed to {pharmacy} ({fax}) and sent to {email}."),
        (3, 5))
    n.nl()


# -- laboratory ---------------------------------------------------------------------------------
def lab_cumulative(n: LNote):
    rng = n.rng
    n.pick_eponym(("calc", "dx"))
    days = sorted({rng.randint(0, 9) for _ in range(rng.randint(2, 4))})
    style = rng.choice(("d_MON_Y", "dMONy", "md", n.date_style))
    n.fill(rng.choice(("CUMULATIVE RESULTS - CHEMISTRY / HEMATOLOGY\n",
                       "LAB SUMMARY  {pt_caps}  {mrn}\n", "Cumulative lab report\n")))
    n.kv((("Patient", "{pt_caps}"), ("MRN", "{mrn}"), ("DOB / Age", "{dob} / {age}"),
          ("Location", "{unit}"), ("Ordering", "{attending}"),
          ("Printed", "{date} {time} by {tech_user}")), k=(3, 6))
    n.epo_fill({"calc": "CrCl by {epo_calc}: {crcl}\n", "dx": "Clinical info: {epo_dx}\n"})
    n.nl()
    n.lab_queue = list(dict.fromkeys(rng.choice(v.LABS) for _ in range(rng.randint(6, 12))))
    n.col_dates = [format_date(n.day - dt.timedelta(days=k), style) for k in reversed(days)]
    loinc = rng.random() < 0.3
    head = ["Test", "Ref range", "Units"] + ["LOINC"] * loinc + ["{col_date}"] * len(days)
    rows = ["{lab_name}", "{lab_range}", "{lab_unit}"] + ["{loinc}"] * loinc \
        + ["{lab_cell}"] * len(days)
    n.grid(head, rows, len(n.lab_queue), before_row=n.next_lab)
    n.nl()
    n.sentences((
        "Specimen {specimen} collected {recent} {time} by {tech}; received {time}.",
        "Critical K called to {nurse} at {time}, read-back verified ({tech_user}).",
        "Performed at {lab_org}; reference ranges adult, sex-specific where shown.",
        "H high, L low, C critical; hemolysis index 2+ (K may be falsely raised).",
        "eGFR by CKD-EPI (race-free equation); {epo_calc} estimate on request.",
        "Add-on CK and TSH to specimen {specimen} per {attending}."), (2, 4), sep="\n")
    n.nl()


def stewardship_review(n: LNote):
    rng = n.rng
    n.pick_eponym(("line", "urinary", "drain", "dx"))
    n.set_clinic("asp")
    n.fill(rng.choice(("ANTIMICROBIAL STEWARDSHIP REVIEW\n\n",
                       "{clinic} note - {date}\n\n", "ID pharmacy / stewardship\n\n")))
    n.kv((("Patient", "{pt}"), ("MRN", "{mrn}"), ("Location", "{unit} {room_bed}"),
          ("Primary team", "{attending}"), ("Reviewer", "{pharm}"),
          ("Abx day", "{count}"), ("Allergies", "{allergies}")), k=(4, 7))
    n.epo_fill({"line": "Lines: {epo_line}, line day {count}\n",
                "urinary": "Catheter: {epo_foley}, day {count}\n",
                "drain": "Drains: {epo_drain}, 40 mL/24 h\n", "dx": "Host factors: {epo_dx}\n"})
    n.nl()
    n.heading("Cultures")
    n.grid(("Collected", "Source", "Accession", "Result"),
           ["{recent}", "{source}", "{accession}",
            ("{organism}", "{organism}", "no growth at 48 h", "GPC in clusters, ID pending",
             "{organism} >100,000 CFU/mL")], rng.randint(2, 4))
    n.nl()
    if rng.random() < 0.7:
        n.fill("Susceptibilities ({bacterium}):\n")
        n.grid(("Drug", "MIC", "Interp"),
               [tuple(v.ANTIBIOTICS_PANEL), ("<=1", "2", "4", ">=16", "0.5", "<=0.25", "8",
                                              ">=64"), ("S", "S", "I", "R", "S-DD")],
               rng.randint(4, 8))
        n.nl()
    n.heading("Recommendations")
    n.bullets((
        "De-escalate pip-tazo to ceftriaxone 2 g IV q24h per susceptibilities",
        "Vancomycin AUC/MIC goal 400-600; next level before the {hhmm} dose",
        "Duration 7 days from first negative culture ({recent})",
        "Remove {epo_device} if no longer needed (source control)",
        "Contact precautions for {organism}; notified infection prevention",
        "C. diff PCR + / toxin EIA -: colonization vs CDI, start fidaxomicin if diarrhea "
        "persists",
        "TEE to rule out endocarditis (S. aureus bacteremia), per {dr}",
        rng.choice(("IV to PO switch: levofloxacin 750 mg PO daily (bioavailability ~100%)",
                    "IV to PO switch: linezolid 600 mg PO BID",
                    "IV to PO switch: TMP-SMX DS 1 tab PO BID",
                    "IV to PO switch: amoxicillin-clavulanate 875 mg PO BID")),
        "Outside {stem_drug} (from {other_hosp}) not continued: no indication",
        "Exposure history: works as {a_job}; travel to {far_country} in {year}"), (3, 5))
    n.nl()
    n.fill(rng.choice(("Discussed with {attending} at {time}. -- {pharm}, ext {ext}\n",
                       "Recommendations accepted by {attending_again}. {pharm_user}\n",
                       "Called {care_role} at {time}. {pharm} (pager {ext})\n")))


# -- history, exam, problems --------------------------------------------------------------------
def problem_list(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx", "proc"))
    if rng.random() < 0.5:
        n.fill(rng.choice(("ACTIVE PROBLEM LIST - {pt_caps} - {mrn}\n\n",
                           "Problem list (reviewed {date} by {attending})\n\n")))
        items = list(n.subject.problems) + ["{icd}", "{snomed}"]
        rng.shuffle(items)
        items = items[:rng.randint(3, len(items))]
        items.insert(rng.randrange(len(items) + 1), "{epo_dx}" if n.epo[1] == "dx"
                     else "s/p {epo_proc}")
        for i, entry in enumerate(items):
            n.lit(str(i + 1) + ". ")
            n.fill(entry)
            if rng.random() < 0.3:
                n.fill(" - onset {earlier}")
            n.nl()
        n.nl()
        n.grid(("Resolved problem", "Resolved on", "Entered by"),
               [("{icd}", "{epo_dx}", "{problem}"), "{earlier}",
                ("{coder_user}", "{attending_user}")], rng.randint(1, 3))
    else:
        n.fill(rng.choice(("PAST MEDICAL HISTORY\n", "PMH/PSH/FHx/SHx\n", "HISTORY\n")))
        n.fill("PMH: {problems}\n")
        n.epo_fill({"dx": "Also: {epo_dx}\n", "proc": "PSH: {epo_proc} ({year})\n"})
        n.fill(rng.choice(("PSH: {epo_proc} ({year}); {abbr} ({year}); appendectomy as a "
                           "child\n", "PSH: {epo_proc} at {other_hosp} in {year}\n",
                           "Surgical hx: {abbr} x2, last {earlier}\n")))
        n.fill(rng.choice(("FHx: {relation} with {epo_dx}; father MI at {rel_age}\n",
                           "FHx: mother T2DM, brother {epo_dx} dx at {rel_age}\n")))
        n.fill(rng.choice((
            "SHx: {job} at {employer}; lives with {relation} {rel} in {city}; 30 pk-yr, quit "
            "{year}; EtOH 2 beers/wk\n",
            "SHx: {a_job}; never smoker; no illicit drugs; {relation} ({rel}) is HCP, "
            "{rel_phone}\n",
            "Social: works as {a_job}, lives in {city}, {state}; vapes daily\n")))
        n.fill("Meds: ")
        _meds_block(n, rng.randint(3, 6), sep="; ")
        n.fill("\nAllergies: {allergies}\n")
        n.fill(rng.choice(("Other: {abbrs}\n", "Hx per outside records: {abbrs}\n", "")))
    n.fill(rng.choice(("\nLast updated {date} {time} by {attending_user}\n",
                       "\nReconciled with {epo_dr} ({date})\n", "\n")))


def history_physical(n: LNote):
    rng = n.rng
    n.pick_eponym(("sign", "dx"))
    n.fill(rng.choice(("HISTORY AND PHYSICAL - {hosp}\n", "H&P - {unit} - {date}\n",
                       "ADMISSION H&P\n")))
    n.fill(rng.choice(("Patient: {pt} | MRN {mrn} | {room_bed}\n\n", "{pt_caps}  {mrn}\n\n")))
    n.fill(rng.choice((
        "HPI: {pt_title} is a {age_sex} with {problems} who presents with ",
        "HPI: {age_sex}, {job}, hx notable for {problems}; sent from {other_hosp} with ",
        "{pt_first} is a {age_sex} ({problem}) admitted from {bare_unit} with ")))
    n.lit(rng.choice(COMPLAINTS) + ". ")
    n.sentences((
        "Symptoms began on {weekday}; seen by {outside_dr} who started {drug}.",
        "{His} {relation} {rel} reports {he} missed {brand} for 3 days.",
        "In {bare_unit}: {vitals}.",
        "Initial labs notable for {lab_line} and {lab_line}.",
        "Known to {epo_dr} for {epo_dx}."), (2, 4))
    n.nl(2)
    _ros(n, rng.randint(4, 8))
    n.lit(rng.choice(("PHYSICAL EXAM\n", "Exam:\n", "PE\n")))
    n.fill("VS: {vitals}\n")
    _exam(n, rng.randint(5, 9))
    n.epo_fill({"sign": "Notable: {epo_sign}\n", "dx": "Known {epo_dx}\n"})
    n.fill("\nData: {labs_short}; ECG {ecg}\n\n")
    n.lit(rng.choice(("ASSESSMENT AND PLAN\n", "A/P:\n", "Impression/Plan\n")))
    n.bullets((
        "{problem}: continue {med_line}",
        "{epo_dx}: outpatient f/u with {epo_dr}",
        rng.choice(("VTE ppx: enoxaparin 40 mg SC daily", "VTE ppx: heparin 5000 units SC q8h",
                    "VTE ppx: SCDs (on home apixaban)")) + "; {epo_sign} on exam",
        "AKI on CKD3b: hold lisinopril and metformin, IVF, recheck BMP in AM",
        "HFrEF exacerbation: IV furosemide 40 mg BID, strict I/O, daily wt",
        "Code status: DNR/DNI per POLST, confirmed with {relation} {rel}",
        "Dispo: SNF vs home with PT/OT; {care_role} aware"), (3, 5))
    n.fill(rng.choice(("\n{attending}, pager {ext}\n",
                       "\nSigned {date} {time} - {attending} ({attending_user})\n",
                       "\nSeen and examined with {dr}. -- {attending_again}\n")))


def nursing_shift(n: LNote):
    rng = n.rng
    n.pick_eponym(("urinary", "nscale", "line"))
    n.fill(rng.choice(("NURSING SHIFT ASSESSMENT {hhmm}-{hhmm}\n",
                       "RN shift assessment - {unit} - {date}\n", "Shift note (days)\n")))
    n.fill("{pt_caps} | {room_bed} | {age_sex} | MRN {mrn}\n\n")
    rows = (
        ("Neuro", "A&Ox4, {gcs}, PERRLA 3 mm brisk; {cam}"),
        ("CV", "NSR 70s on tele, {vitals}; cap refill < 3 s"),
        ("Resp", "2 L NC, SpO2 95%; lungs diminished bases; IS 1250 mL"),
        ("GI", "abd soft, +BS; last BM {short_date}; tolerating cardiac diet"),
        ("GU", "{epo_foley} (placed {recent}) draining clear yellow urine"),
        ("Skin", "{braden}; stage 2 PI sacrum, foam dressing changed"),
        ("Safety", "{morse}; bed alarm on, hourly rounding"),
        ("Lines", "20 g PIV L FA, {epo_line}; PICC R basilic"),
        ("Pain", "{pain}; {prn} given at {time}"),
        ("Psychosocial", "{relation} {rel} at bedside, updated; phone {rel_phone}"),
        ("Social", "works as {a_job}; lives in {city} with {relation}"),
        ("Scores", "{news}, {rass}, {ciwa}"))
    n.kv(rows, k=(6, 11))
    n.epo_fill({"urinary": "Catheter: {epo_foley} day {count}, CAUTI bundle done\n",
                "nscale": "{epo_nscale} {count}: precautions in place\n",
                "line": "Central access: {epo_line}, dressing c/d/i\n"})
    n.nl()
    n.sentences((
        "Pt turned q2h, heels floated, {epo_nscale} reassessed at {time}.",
        "CIWA protocol: lorazepam 1 mg PO at {time} per scale ({ciwa}).",
        "Rapid response called at {time} for SBP 78; {attending} at bedside.",
        "Handoff to {nurse2} at 1900 at bedside, I-PASS.",
        "Fall precautions reviewed with {pt_title} and {his} {relation}."), (2, 4))
    n.fill(rng.choice(("\n{nurse} ({nurse_user})\n", "\n-- {nurse}\n",
                       "\nSigned {nurse_user} {date} {time}\n")))


# -- studies and procedures ---------------------------------------------------------------------
def cardiac_study(n: LNote):
    rng = n.rng
    n.pick_eponym(("sign", "monitor", "line"))
    n.set_clinic("heart")
    kind = rng.choice(("echo", "ecg", "cath", "mibi"))
    head = {"echo": "TRANSTHORACIC ECHOCARDIOGRAM", "ecg": "12-LEAD ECG REPORT",
            "cath": "CARDIAC CATHETERIZATION REPORT", "mibi": "REGADENOSON MIBI SPECT"}[kind]
    n.lit(head + "\n")
    n.fill(rng.choice(("{hosp} Heart and Vascular\n\n", "{clinic}\n\n", "\n")))
    n.kv((("Patient", "{pt_caps}"), ("MRN", "{mrn}"), ("DOB", "{dob}"), ("Age/Sex", "{age_sex}"),
          ("Study date", "{date}"), ("Location", "{unit}"),
          ("Indication", rng.choice(INDICATIONS)),
          ("Referring", "{outside_dr}"), ("Performed by", "{tech}")), k=(5, 9))
    n.epo_fill({"sign": "Clinical: {epo_sign}\n", "monitor": "Prior rhythm: {epo_monitor} "
                "reviewed\n", "line": "Hemodynamics: {epo_line} in place\n"})
    n.nl()
    if kind == "echo":
        n.grid(("Measurement", "Value", "Normal"),
               [("LVIDd", "LVIDs", "IVSd", "LVPWd", "LVEF (biplane)", "LA vol index",
                 "TAPSE", "RVSP", "AV Vmax", "AV mean gradient", "AVA (VTI)", "E/e' avg",
                 "IVC"),
                ("5.8 cm", "4.6 cm", "1.2 cm", "30%", "45%", "52 mL/m2", "1.6 cm", "48 mmHg",
                 "3.9 m/s", "38 mmHg", "0.9 cm2", "16", "2.3 cm, < 50% collapse"),
                ("3.9-5.3 cm", "0.6-1.0 cm", "53-73%", "< 34 mL/m2", "> 1.7 cm", "< 35 mmHg",
                 "-")], rng.randint(5, 9))
        n.nl()
        n.sentences((
            "Severely reduced LV systolic function with global hypokinesis.",
            "Bioprosthetic AVR well seated, mean gradient 12 mmHg, no paravalvular leak.",
            "Moderate functional MR; RV mildly dilated with reduced TAPSE.",
            "Compared with TTE of {earlier}, EF has fallen from 45%.",
            "Agitated saline: no PFO; {epo_monitor} profile of the LVOT normal.",
            "{epo_sign} noted by the referring team."), (2, 4))
    elif kind == "ecg":
        n.fill(rng.choice(("Vent rate 72 bpm, PR 212 ms, QRS 142 ms, QT/QTc 420/468 ms, "
                           "P-R-T axes 45 -62 71\n", "HR 104 | PR -- | QRS 96 | QTc 452 | "
                           "axis +80\n")))
        n.fill("Interpretation: {ecg}\n")
        n.fill(rng.choice(("Compared with ECG of {earlier}: new RBBB; LAFB unchanged.\n",
                           "No prior for comparison.\n",
                           "{epo_monitor} (serial {serial}) ordered.\n")))
    elif kind == "cath":
        n.fill("Operator: {attending}  Fellow: {dr}  Room: {proc_room}\n")
        n.fill(rng.choice(("Access: R radial 6 Fr ({epo_sign}); ",
                           "Access: R CFA 6 Fr, micropuncture; {epo_line} via R IJ; ")))
        n.lit("contrast 120 mL iohexol; fluoro 8.2 min; moderate sedation\n\n")
        n.grid(("Site", "Pressure (mmHg)"),
               [("Ao", "LV", "LVEDP", "RA", "RV", "PA", "PCWP"),
                ("128/72 (94)", "130/22", "22", "9", "42/10", "44/22 (30)", "24")],
               rng.randint(3, 6))
        n.nl()
        n.bullets(("LM: normal", "LAD: 80% proximal stenosis, FFR 0.74 -> DES 3.0 x 18 mm",
                   "LCx: 40% mid, OM1 small", "RCA: dominant, 100% chronic occlusion with "
                   "L-to-R collaterals", "LIMA-LAD patent; SVG-OM1 occluded",
                   "CO 4.1 L/min (Fick), CI 2.0"), (3, 5))
        n.fill(rng.choice(("Closure: TR band. ", "Closure: Angio-Seal. ")))
        n.fill(rng.choice(("IABP serial {serial} placed via L CFA.\n", "No complications.\n")))
    else:
        n.sentences((
            "Regadenoson 0.4 mg IV; HR 68 -> 92; no chest pain; {ecg}.",
            "Small fixed inferior defect consistent with prior infarct; no ischemia.",
            "Gated EF 45%, TID ratio 1.02; attenuation correction applied.",
            "Compared with MIBI of {earlier}: unchanged."), (2, 4), sep="\n")
    n.nl()
    n.fill(rng.choice(("\nElectronically signed by {attending} on {date} {time}\n",
                       "\nRead by {attending} ({attending_user})\n",
                       "\nConfirmed by {epo_dr}, {date}\n")))


def procedure_note(n: LNote):
    rng = n.rng
    n.pick_eponym(("line", "drain", "urinary", "implant", "proc", "sign"))
    kind = rng.choice(("line", "foley", "para", "operative", "lp"))
    title = {"line": "CENTRAL LINE PROCEDURE NOTE", "foley": "Urinary catheter insertion",
             "para": "PARACENTESIS", "operative": "BRIEF OPERATIVE NOTE",
             "lp": "Lumbar puncture procedure note"}[kind]
    n.lit(title + "\n\n")
    n.kv((("Patient", "{pt}"), ("MRN", "{mrn}"), ("Date", "{date}"), ("Location", "{proc_room}"),
          ("Operator", "{attending}"), ("Assistant", "{dr}"),
          ("Consent", "signed by {pt} / HCP {rel}"), ("Time-out", "{time}, all present agreed")),
         k=(5, 8))
    n.epo_fill({"line": "Device: {epo_line}\n", "drain": "Drain: {epo_drain}\n",
                "urinary": "Catheter: {epo_foley}\n", "implant": "Implant: {epo_implant}\n",
                "proc": "Procedure: {epo_proc}\n", "sign": "Pre-procedure: {epo_sign}\n"})
    n.nl()
    if kind == "line":
        n.sentences((
            "Indication: vasopressors and {epo_line} for hemodynamic monitoring.",
            "R IJ cannulated under US guidance (modified Seldinger technique); PA catheter "
            "floated to a wedge tracing at 52 cm.",
            "Triple-lumen CVC 7 Fr 20 cm, lot {lot}, sutured at 16 cm.",
            "Post CXR: tip at cavoatrial junction, no PTX.",
            "Tunneled {epo_line} 9.6 Fr placed for TPN; lot {lot}."), (3, 4))
    elif kind == "foley":
        n.sentences((
            "Indication: urinary retention (PVR 780 mL) on {drug}.",
            "16 Fr {epo_device} placed with sterile technique, 10 mL balloon; lot {lot}.",
            "Return of 650 mL clear urine; UA/UCx sent as {specimen}.",
            "Coude catheter needed after two attempts with straight catheter.",
            "Removal date per CAUTI bundle: {later}."), (3, 4))
    elif kind == "para":
        n.sentences((
            "Indication: tense ascites in NASH cirrhosis, Child-Pugh B, MELD-Na 18.",
            "LLQ site marked under US; 5 L removed; albumin 25% 50 g IV given.",
            "Fluid sent for cell count, Gram stain, culture ({specimen}) and albumin.",
            "SAAG 1.8; PMN 120 cells/uL.",
            "Patient tolerated well, positioned in {epo_proc}."), (3, 4))
    elif kind == "lp":
        n.sentences((
            "Indication: fever and neck stiffness, Kernig and {epo_sign}.",
            "L3-L4 in the lateral decubitus position, 20 g spinal needle, opening pressure "
            "24 cmH2O.",
            "CSF clear, 4 tubes sent ({specimen}).",
            "Post-LP: flat for 1 h, no headache."), (3, 4))
    else:
        n.sentences((
            "Procedure: {epo_proc}.",
            "Findings: 3 cm mass in the head of the pancreas, no liver mets; Kocher maneuver "
            "performed.",
            "EBL 450 mL; UOP 300 mL; IVF 2.5 L LR.",
            "Drains: {epo_drain} x2 to bulb suction.",
            "Specimens to pathology: {specimen}; frozen section margins negative.",
            "Implants: {epo_implant} (lot {lot}); neurostimulator serial {serial}.",
            "Disposition to PACU, extubated, stable."), (4, 6))
    n.nl()
    n.fill(rng.choice(("\nComplications: none. {attending}\n",
                       "\nEBL minimal. Attending present for the entire procedure. -- "
                       "{attending_again}\n",
                       "\nNote by {dr} ({attending_user}), cosigned {date}\n")))


# -- coding, allergies, anticoagulation, infusions, immunizations -------------------------------
def coding_summary(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx", "proc"))
    n.set_clinic("him")
    n.fill(rng.choice(("CODING SUMMARY / CHARGE CAPTURE\n\n", "{clinic} abstract - {hosp}\n\n",
                       "Final coding {date}\n\n")))
    n.kv((("Account", "{account}"), ("MRN", "{mrn}"), ("Patient", "{pt_caps}"),
          ("Admit", "{recent}"), ("Discharge", "{date}"), ("Payer", "{payer}"),
          ("Member ID", "{plan}"), ("National ID", "{ssn}"), ("Attending", "{attending}"),
          ("NPI", "{attending_npi}"),
          ("Coder", "{coder} ({coder_user})"), ("MS-DRG", rng.choice(v.DRGS))), k=(7, 11))
    n.epo_fill({"dx": "Principal dx (documented): {epo_dx}\n",
                "proc": "Principal procedure: {epo_proc}\n"})
    n.nl()
    n.grid(("Seq", "ICD-10-CM", "POA"),
           ["{seq}", "{icd}", ("Y", "Y", "N", "W", "U")],
           rng.randint(3, 7))
    n.nl()
    n.grid(("CPT", "Mod", "Units", "Date of service"),
           [("{cpt}",), ("", "26", "59", "25", "-"), ("1", "1", "2"), "{recent}"],
           rng.randint(2, 5))
    n.nl()
    n.sentences((
        "CDI query to {attending} re: acuity of HFrEF (I50.23 vs I50.22), answered {date}.",
        "Secondary dx {epo_dx} documented by {epo_dr} in consult note.",
        "SNOMED to ICD map: {snomed}.",
        "Labs coded by LOINC: 2160-0 creatinine, 6301-6 INR.",
        "HAC review: no CAUTI (Foley removed day 2), no CLABSI.",
        "Claim sent to {payer}; pre-bill edit cleared by {coder_user}."), (2, 4))
    n.nl()


def allergy_list(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx",))
    n.fill(rng.choice(("ALLERGIES AND INTOLERANCES\n\n", "Allergy review - {pt} ({mrn})\n\n",
                       "Allergy list as of {date}\n\n")))
    n.fill("Comorbidities: {epo_dx}\n\n")
    n.grid(("Allergen", "Type", "Reaction", "Severity", "Entered"),
           ["{allergen_entry}", "{allergy_type}", "{reaction}",
            ("mild", "moderate", "severe", "unknown"), ("{earlier}", "{earlier} {nurse_user}")],
           rng.randint(2, 5))
    n.nl()
    n.sentences((
        "Reaction history from {pt_title}'s {relation} {rel} ({rel_phone}).",
        "Penicillin allergy delabeled after amoxicillin oral challenge on {recent} by {pharm}.",
        "Contrast allergy: premedicate with prednisone 50 mg at 13, 7 and 1 h before and "
        "diphenhydramine 50 mg.",
        "Statin intolerance (myalgias, CK normal) is not an allergy; tolerated rosuvastatin "
        "5 mg three times weekly.",
        "HIT confirmed by SRA in {year}: no heparin flushes, use citrate locks.",
        "Verified with the patient at admission by {nurse}.",
        "Latex: occupational exposure as {a_job} at {employer}.",
        "{epo_dx} noted: avoid {stem_drug}."), (2, 4))
    n.nl()
    n.fill(rng.choice(("\nReviewed by {pharm_user} {date}\n", "\n{nurse}, {unit}\n", "\n")))


def anticoag_clinic(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx", "filter"))
    n.set_clinic("anticoag")
    n.fill(rng.choice(("ANTICOAGULATION CLINIC - WARFARIN MANAGEMENT\n",
                       "{clinic} | INR visit {date}\n", "Coumadin clinic note\n")))
    n.fill("Patient: {pt} | DOB {dob} | MRN {mrn} | phone {phone}\n")
    tab = rng.choice(v.WARFARIN_TABS)
    n.lit(f"Indication: {rng.choice(v.ANTICOAG_INDICATIONS)}. Tablet: {tab[0]} ({tab[1]}).\n")
    n.epo_fill({"dx": "Other: {epo_dx}\n", "filter": "IVC filter: {epo_filter}\n"})
    n.fill(rng.choice(("Goal INR 2.0-3.0. POC meter CoaguChek XS, serial {serial}.\n\n",
                       "Goal 2.5-3.5; managed by {pharm}, CPP.\n\n")))
    n.inr_days = sorted(rng.sample(range(7, 120), rng.randint(3, 6)), reverse=True)
    n.grid(("Date", "INR", "Weekly dose", "Change", "By"),
           ["{inr_date}", "{inr}", ("30 mg", "32.5 mg", "35 mg", "27.5 mg", "40 mg"),
            ("none", "+10%", "-10%", "hold x1", "boost x1"), ("{pharm_user}", "{pharm}")],
           len(n.inr_days))
    n.nl()
    n.lit("Weekly schedule:\n")
    doses = [rng.choice(("2.5 mg", "5 mg", "5 mg", "7.5 mg", "2.5 mg")) for _ in range(7)]
    start = rng.choice((0, 6))
    order = [(start + i) % 7 for i in range(7)]
    short = rng.random() < 0.6
    for i, day in enumerate(order):
        n.phi(WEEKDAYS[day][:3] if short else WEEKDAYS[day], "DATE")
        n.lit(" " + doses[i] + (" | " if i < 6 else "\n"))
    n.nl()
    n.sentences((
        "INR today {inr}; missed dose on {weekday}.",
        "Started Bactrim DS for UTI on {recent}: expect INR rise, recheck in 4 days.",
        "Spoke with {pt_title} by phone at {phone}; {he} repeated the plan back.",
        "Diet: more leafy greens since {earlier}; counselled on consistent vitamin K.",
        "Bleeding: gum bleeding only; no melena. HAS-BLED reviewed; {epo_dx} noted.",
        "IVC filter ({epo_filter}) in place since {earlier}.",
        "Next INR {later}; letter sent to {address}.",
        "Results by portal ({portal}) or e-mail {email}; fax to PCP {fax}."), (3, 5))
    n.fill(rng.choice(("\n{pharm}\n", "\n{pharm} ({pharm_user}), {clinic}\n")))


def infusion_record(n: LNote):
    rng = n.rng
    n.pick_eponym(("line", "dx"))
    n.set_clinic("infusion")
    n.fill(rng.choice(("INFUSION CENTER TREATMENT RECORD\n", "{clinic} - infusion visit {date}\n",
                       "Chemo/biologic administration record\n")))
    n.fill("{pt_caps} | MRN {mrn} | {age_sex} | {chair}\n")
    n.epo_fill({"dx": "Dx: {epo_dx}\n\n", "line": "Line: {epo_line}\n\n"})
    n.next_med(broad=0.0)
    n.kv((("Diagnosis", "{epo_dx}"), ("Regimen", "{mab} cycle " + str(rng.randint(1, 12))
                                        + " day 1"),
          ("Also due", "{med_name} {med_dose}"), ("Ht / Wt / BSA", "168 cm / {weight} / 1.86 "
                                                                   "m2"),
          ("Premeds", "acetaminophen 650 mg PO, diphenhydramine 25 mg IV"
           + rng.choice(("", ", famotidine 20 mg IV", ", dexamethasone 10 mg IV"))),
          ("Access", rng.choice(("{epo_line}, flushed, + blood return",
                                 "Port-a-Cath accessed, 20 g Huber, + blood return"))),
          ("Pump", "Alaris 8015, serial {serial}"), ("Drug lot", "{lot}, NDC {ndc}"),
          ("Treating MD", "{attending}"), ("Verified by", "{pharm_user}")), k=(6, 10))
    n.nl()
    n.grid(("Time", "Rate (mL/h)", "Vitals", "Initials"),
           ["{tick}", ("50", "100", "150", "200", "250"), "{vitals}", "{nurse_user}"],
           rng.randint(3, 6))
    n.nl()
    n.sentences((
        rng.choice(("No infusion reaction; observed 30 min post.",
                    "Grade 2 reaction at {time} (flushing, chest tightness): infusion stopped, "
                    "hydrocortisone 100 mg IV, resumed at half rate.")),
        "Labs before treatment: {lab_line}, {lab_line}.",
        "Next infusion {later} with {attending}.",
        "{relation} {rel} drove; contact {rel_phone}."), (2, 4))
    n.fill(rng.choice(("\n{nurse}\n", "\nRN: {nurse} / pharm: {pharm}\n")))


def immunization_record(n: LNote):
    rng = n.rng
    n.pick_eponym(("dx",))
    n.set_clinic("vaccine")
    n.fill(rng.choice(("IMMUNIZATION RECORD\n\n", "Vaccine administration - {clinic}\n\n",
                       "Immunization history (registry + {hosp})\n\n")))
    n.kv((("Name", "{pt_caps}"), ("DOB", "{dob}"), ("MRN", "{mrn}"),
          ("Registry ID", "{registry_id}"), ("Address", "{address}"), ("Phone", "{phone}"),
          ("E-mail", "{email}"), ("National ID", "{ssn}"), ("Occupation", "{job}"),
          ("Employer", "{employer}"), ("Insurance", "{payer} {plan}")), k=(6, 10))
    n.fill("High-risk condition: {epo_dx}\n")
    n.nl()
    n.grid(("Date", "Vaccine", "CVX", "Lot", "MVX", "Dose/route", "Site", "Given by"),
           [("{earlier}", "{recent}", "{date}"), "{vx_name}", "{vx_cvx}", "{lot}", "{mvx}",
            "{vx_dose}", "{vx_site}", ("{nurse}", "{nurse_user}", "outside record")],
           rng.randint(2, 6), before_row=n.next_vaccine)
    n.nl()
    n.sentences((
        "Screening: no fever today; no prior {reaction} to vaccines; not pregnant.",
        "VIS given for each vaccine; consent by {pt} ({relation} {rel} present).",
        "Travel to {far_country} on {later}: typhoid and JE given, malaria ppx with "
        "atovaquone-proguanil.",
        "Observed 15 min, no reaction; next dose due {later}.",
        "Shingrix dose 2 of 2; CPT 90750 + 90471 billed to {payer}.",
        "Immunocompromised ({epo_dx}, on {stem_drug}): no live vaccines."), (2, 4))
    n.fill(rng.choice(("\nAdministered by {nurse}, {clinic}\n",
                       "\nReport via {portal}\n", "\n")))


WRITERS = {name: globals()[name] for name, _ in NOTE_TYPES}

#: (capitals, lower case) shares of each document type.
CASE = {"mar": (0.25, 0.02), "pharmacy_verification": (0.15, 0.1), "lab_cumulative": (0.4, 0.0),
        "problem_list": (0.08, 0.1), "history_physical": (0.05, 0.15),
        "cardiac_study": (0.3, 0.02), "coding_summary": (0.35, 0.0), "allergy_list": (0.2, 0.05),
        "nursing_shift": (0.3, 0.15), "anticoag_clinic": (0.1, 0.05),
        "infusion_record": (0.2, 0.05), "procedure_note": (0.1, 0.08),
        "stewardship_review": (0.1, 0.12), "immunization_record": (0.2, 0.03),
        "med_reconciliation": (0.1, 0.08)}
#: How often a document type is hard-wrapped (prose; not tables).
WRAP = {"history_physical": 0.4, "problem_list": 0.3, "procedure_note": 0.4,
        "stewardship_review": 0.1, "pharmacy_verification": 0.2, "nursing_shift": 0.25,
        "allergy_list": 0.2, "med_reconciliation": 0.2}

build_subject = subject_builder(NOTE_TYPES)


def make_document(seed: int, subject: SubjectL, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/L/doc/{subject.number}/{visit_no}")
    note = LNote(seed, subject, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.55 else rng.uniform(0.002, 0.01)
    wrap = rng.choice((64, 72, 78)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.03)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
