"""The ten document types of style V (:mod:`deidkit.synth.style_v`): anaesthetic records,
palliative-care family meetings, neonatal nursery notes, audiology reports, dietitian
assessments, wound-clinic reviews, sleep-study reports, genetic-counselling letters,
aeromedical retrieval records and residential aged-care plans.

Each writer lays its document out from a :class:`~deidkit.synth.style_v.VNote`: forms,
timelines, tables and letters, with the PHI slots of VNote (``{pt}``, ``{dob}``,
``{anaesthetist}``...) in its templates and the clinical text around them untagged. The
module writes no f-strings: every word in braces in it is a template slot (tested).
"""

from __future__ import annotations

import datetime as dt
import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble, kv
from deidkit.synth.style_v import (AIRPORTS, NOTE_TYPES, NURSERIES, PI_COUNTRIES,
                                   RETRIEVAL_SERVICES, WINGS, VNote, build_patient, caps,
                                   visit_count)

__all__ = ["NOTE_TYPES", "VNote", "make_document", "build_patient", "visit_count"]


def clock(rng: random.Random, start: int):
    """Times of day (minutes after midnight) from ``start``, for timelines: '0812'."""
    t = start

    def step(low: int, high: int) -> str:
        """The next time of day, ``low`` to ``high`` minutes later."""
        nonlocal t
        t += rng.randint(low, high)
        hour, minute = divmod(t % 1440, 60)
        return str(hour).zfill(2) + str(minute).zfill(2)
    return step


def colon(stamp: str) -> str:
    return stamp[:2] + ":" + stamp[2:]


# ---------------------------------------------------------------------------------------
# 1. Anaesthetic record

OPERATIONS = (
    ("laparoscopic cholecystectomy", "GA"), ("right total knee replacement", "spinal"),
    ("left total hip replacement", "spinal"), ("ORIF left distal radius", "block"),
    ("lower segment caesarean section", "spinal"), ("hemiarthroplasty, right NOF", "spinal"),
    ("left below-knee amputation", "GA"), ("debridement of left foot ulcer", "GA"),
    ("TURP", "spinal"), ("laparoscopic appendicectomy", "GA"), ("total thyroidectomy", "GA"),
    ("gastroscopy and colonoscopy", "sedation"), ("AV fistula, left forearm", "block"),
    ("I&D perianal abscess", "GA"), ("right carpal tunnel release", "block"),
    ("dental clearance", "GA"), ("hysteroscopy, D&C", "GA"), ("open inguinal hernia repair", "GA"),
)
AIRWAYS = ("ETT 7.0 cuffed, Macintosh 3, Cormack-Lehane 1, 21 cm at lips",
           "ETT 7.5 cuffed via C-MAC, grade 2a view, bougie used, 22 cm at teeth",
           "ETT 8.0, Mac 4 blade, CL grade 1, 23 cm at lips, cuff pressure 24 cmH2O",
           "i-gel size 4, first attempt, Guedel not required",
           "LMA Supreme 4, easy insertion, EtCO2 trace confirmed",
           "ETT 7.0 via videolaryngoscope (McGrath), CL 1, RSI with cricoid")
MONITORING = ("ECG, NIBP, SpO2, EtCO2, BIS, TOF", "standard ASA monitoring + BIS",
              "ECG/NIBP/SpO2/EtCO2, temp probe, NMT", "5-lead ECG, art line, SpO2, EtCO2, BIS")
SPINALS = ("25G Whitacre L3/4, bupivacaine 0.5% heavy 2.4 mL + fentanyl 15 mcg + morphine "
           "100 mcg", "27G pencil point L4/5 sitting, bupivacaine 0.5% heavy 2.6 mL",
           "CSE L3/4: 25G Whitacre, bupivacaine heavy 2.2 mL; 18G Tuohy, catheter 5 cm in space")
BLOCKS = ("US-guided supraclavicular brachial plexus block, ropivacaine 0.5% 25 mL",
          "US-guided infraclavicular block, ropivacaine 0.375% 30 mL, no paraesthesia",
          "axillary block under US, lignocaine 1.5% with adrenaline 20 mL",
          "WALANT by surgeon + sedation standby")
POSTOP = ("PCA morphine 1 mg bolus, 5 min lockout, no background",
          "oxycodone IR 5-10 mg 4-hourly PRN; paracetamol 1 g QID; celecoxib 100 mg BD x 3 days",
          "tapentadol SR 50 mg BD; tapentadol IR 50 mg 4-hourly PRN",
          "fentanyl 20 mcg IV q5min PRN in PACU (max 100 mcg), then oxycodone PO",
          "ondansetron 4 mg IV 8-hourly PRN; droperidol 0.625 mg rescue")
MACHINES = ("Drager Perseus A500", "GE Aisys CS2", "Mindray A7", "Drager Primus")
ANAES_REMARKS = (
    "Uneventful induction; brief hypotension treated with metaraminol 0.5 mg x 2.",
    "Dentition checked before and after: loose upper incisor noted pre-op, unchanged.",
    "Eyes taped, pressure areas padded, Bair Hugger on at 43 degrees.",
    "Warm-air blanket and fluid warmer used; end-of-case temperature 36.4.",
    "TOF 4/4 with ratio above 0.9 before extubation.",
    "Antibiotic given 30 min before incision; redosing not required.",
    "Spinal block to T6 bilaterally to cold at 10 minutes.",
    "Surgical time-out completed; site marked and verified.",
    "Single attempt, no blood in the needle hub, no paraesthesia.",
)


def anaesthetic_record(n: VNote) -> None:
    """A theatre's anaesthetic chart: key-value header, technique and airway, a timed event log,
    fluids and sign-off."""
    rng = n.rng
    barred = ("TURP",) if n.p.sex == "F" else ("lower segment caesarean section",
                                                "hysteroscopy, D&C")
    operation, technique = rng.choice([o for o in OPERATIONS if o[0] not in barred])
    upper_labels = rng.random() < 0.5
    L = (lambda s: s.upper()) if upper_labels else (lambda s: s)
    n.fill(rng.choice(("{hosp_full}\n", "{hosp} - Department of Anaesthesia\n",
                       "{hosp_full} | Perioperative Services\n")))
    n.lit(rng.choice(("ANAESTHETIC RECORD", "Intra-operative Anaesthesia Record",
                      "ANAESTHESIA CHART (intra-op)")) + "\n")
    n.rule()
    theatre_label = "OT " if n.region == "HK" else rng.choice(("Theatre ", "OR ", "Theatre "))
    if rng.random() < 0.5:
        n.lit(L("Name") + ": ")
        n.fill("{pt_header}{pt_hanzi}   ")
        n.lit(L("MRN" if n.region in ("AU", "PI") else "NHI" if n.region == "NZ" else "HN No")
              + ": ")
        n.fill("{mrn}\n")
        kv(n, L("DOB"), "{dob}   " + L("Age") + ": {age}   " + L("Sex") + ": " + n.p.sex)
    else:
        n.fill(L("Patient") + ": {pt_header} ({age_phrase})  " + L("UR") + " {mrn}\n")
        kv(n, L("Date of birth"), "{dob}")
    if rng.random() < 0.6:
        n.fill("{ids}\n")
    kv(n, L("Date"), "{today}   " + L("Location") + ": " + theatre_label, end="")
    n.s_bed()
    n.lit("   " + L("Episode") + ": ")
    n.s_account()
    n.nl()
    kv(n, L("Procedure"), operation)
    kv(n, L("Surgeon"), "{surgeon}")
    n.lit(L("Anaesthetist") + ": ")
    n.dr("anaesthetist", cred=True)
    if rng.random() < 0.6:
        n.lit("   " + L("Registrar") + ": ")
        n.dr("anaes_reg", cred=False)
    n.nl()
    kv(n, L("Anaesthetic nurse"), "{anaes_nurse}")
    weight = rng.randint(48, 128)
    kv(n, "ASA", rng.choice(("1", "2", "3", "3E", "4", "2E")) + "   Mallampati " +
       rng.choice(("I", "II", "III")) + "   Wt " + str(weight) + " kg   Ht " +
       str(rng.randint(150, 192)) + " cm")
    kv(n, L("Fasted"), rng.choice(("solids since 2200, clear fluids until 0530",
                                   "NBM from midnight", "food 0200, carbohydrate drink 0600",
                                   "last meal 6 h ago (emergency), RSI planned")))
    kv(n, L("Pre-op obs"), "{vitals}")
    kv(n, L("Allergies"), rng.choice(("NKDA", "penicillin - rash", "nil known", "latex - "
                                      "anaphylaxis (latex-free theatre)", "codeine - vomiting")))
    if n.age >= 70 and rng.random() < 0.5:
        n.fill(L("Consent") + ": by {rel} {relfull} (enduring guardian), {relphone}\n")
    elif n.foreign_language and rng.random() < 0.4:
        n.fill(L("Interpreter") + ": " + n.patient.language + " interpreter present for "
               "consent; {rel} {relname} also present\n")
    n.nl()
    n.lit(L("Technique") + ": ")
    if technique == "spinal":
        n.lit("Spinal - " + rng.choice(SPINALS) + "\n")
    elif technique == "block":
        n.lit(rng.choice(BLOCKS) + " + " + rng.choice(("GA (LMA)", "light sedation",
                                                       "nil sedation")) + "\n")
    elif technique == "sedation":
        n.lit("Procedural sedation (midazolam/fentanyl/propofol), nasal prongs 4 L/min\n")
    else:
        n.lit(rng.choice(("GA - IV induction, volatile maintenance", "GA - TIVA (TCI propofol "
                          "Schnider, remifentanil Minto)", "GA - RSI, volatile")) + "\n")
    kv(n, L("Airway"), rng.choice(AIRWAYS) if technique in ("GA", "block") else
       "own airway, Hudson mask / nasal prongs")
    kv(n, L("Monitoring"), rng.choice(MONITORING))
    kv(n, L("IV access"), rng.choice(("18G L forearm", "20G R hand, 16G L ACF",
                                      "18G R ACF; 20G L radial arterial line")))
    kv(n, L("Machine"), rng.choice(MACHINES) + " s/n {device_serial}, checked " +
       rng.choice(("at start of list", "0715", "by tech")))
    n.nl()
    n.lit(rng.choice(("TIME   EVENT / DRUG", "Time | Event", "-- Events --")) + "\n")
    tick = clock(rng, rng.randint(7 * 60 + 20, 16 * 60))
    sep = rng.choice(("   ", " | ", "  "))
    events = [tick(0, 5) + sep + "In theatre; monitoring on; WHO sign-in done"]
    if technique == "GA":
        dose = str(int(weight * rng.choice((1.5, 2, 2.5)) // 10 * 10))
        events += [tick(3, 6) + sep + "Pre-oxygenation, EtO2 > 0.85",
                   tick(2, 4) + sep + "Induction: fentanyl " + rng.choice(("50", "100", "150"))
                   + " mcg, propofol " + dose + " mg, rocuronium " +
                   str(int(weight * 0.6)) + " mg",
                   tick(2, 3) + sep + "Airway secured, bilateral air entry, EtCO2 confirmed",
                   tick(3, 8) + sep + "Sevoflurane " + rng.choice(("1.8", "2.0", "2.2")) +
                   "% in air/O2 (FiO2 0.5), MAC ~1.0"]
    elif technique == "spinal":
        events += [tick(4, 10) + sep + "Spinal inserted sitting, CSF clear",
                   tick(5, 10) + sep + "Block checked: T" + rng.choice(("6", "8", "10")) +
                   " to cold; phenylephrine infusion started 25 mcg/min"]
    else:
        events += [tick(4, 10) + sep + "Block performed, sedation: midazolam " +
                   rng.choice(("1", "2")) + " mg, fentanyl 25 mcg"]
    events += [tick(3, 10) + sep + "Cefazolin " + rng.choice(("2", "3")) + " g IV; "
               "dexamethasone " + rng.choice(("4", "8")) + " mg",
               tick(3, 10) + sep + "Knife to skin",
               tick(15, 70) + sep + rng.choice(("Paracetamol 1 g IV", "Tranexamic acid 1 g IV",
                                                "Ondansetron 4 mg IV", "Parecoxib 40 mg IV",
                                                "Metaraminol 0.5 mg x 2 for SBP 85")),
               tick(15, 80) + sep + "Closure; " + rng.choice(("LA infiltration by surgeon",
                                                             "dressings on", "drain in situ"))]
    if technique == "GA":
        events += [tick(4, 10) + sep + rng.choice(("Sugammadex " + str(weight * 2) + " mg",
                                                   "Neostigmine 2.5 mg + glycopyrrolate 0.4 mg")),
                   tick(3, 8) + sep + "Extubated awake, airway clear"]
    for event in events:
        n.lit(event + "\n")
    out = tick(3, 8)
    n.lit(out + sep + "To PACU bay ")
    n.s_bed()
    n.lit(rng.choice((", Aldrete 9", ", handed over to recovery RN", " - stable")) + "\n\n")
    kv(n, L("Fluids"), rng.choice(("Hartmann's ", "Plasma-Lyte 148 ", "0.9% saline ")) +
       str(rng.randint(5, 25) * 100) + " mL   EBL " + str(rng.randint(1, 40) * 25) +
       " mL   UO " + rng.choice(("n/a", str(rng.randint(2, 12) * 50) + " mL (IDC)")))
    kv(n, L("Post-op orders"), rng.choice(POSTOP))
    if rng.random() < 0.5:
        n.fill(L("PCA pump") + " s/n {device_serial}\n")
    n.fill(L("Discharge to") + ": {ward}" + rng.choice(("", " when PACU criteria met",
                                                         " via PACU")) + "\n")
    n.nl()
    n.sentences(ANAES_REMARKS, (1, 3), sep="\n")
    n.nl(2)
    n.lit(rng.choice(("Signed: ", "Anaesthetist signature: ", "e-signed ")))
    n.dr("anaesthetist", form="full")
    if rng.random() < 0.6 and n.site.region != "PI":
        n.lit(rng.choice(("  Reg no ", "  AHPRA " if n.region == "AU" else "  Reg ",
                          "  MCNZ " if n.region == "NZ" else "  No. ")))
        n.licence_of("anaesthetist")
    n.nl()
    if rng.random() < 0.6:
        n.lit("Logged in as ")
        n.user_of("anaesthetist")
        n.fill(" | printed {today} " + colon(out))
        if rng.random() < 0.5:
            n.fill(" from {ip}")
        n.nl()
    if rng.random() < 0.4:
        n.fill("Anaesthetist on call: {pager}\n")


# ---------------------------------------------------------------------------------------
# 2. Palliative-care family meeting

MEETING_TALK = (
    "{Pt} was awake for the first part and said {he} wants to stay comfortable and not go "
    "back to intensive care.",
    "The team explained that the cancer has kept growing despite the last treatment and that "
    "more chemotherapy is more likely to harm than help.",
    "Family asked how much time there is; we spoke of short weeks, possibly days, and said "
    "that we cannot be exact.",
    "{Rel} {relname} asked whether stopping the drip would make {him} thirsty; mouth care and "
    "sips for comfort were explained.",
    "The family would like a priest to visit and for relatives from overseas to be able to "
    "phone in on speaker.",
    "We talked about what a good day looks like for {him} now: family around, music, and "
    "not being in pain.",
    "Nobody in the family is ready to talk about funeral arrangements yet, and that is okay.",
    "{Pt}'s breathing has become noisy at night; this was explained as part of the dying "
    "process and not distress.",
    "The {rel} said that {pt} had always said {he} did not want machines.",
    "Questions about feeding through a tube were answered; it would not lengthen life or "
    "improve comfort at this stage.",
)
CULTURE_TALK = {
    "maori": ("Whanau would like to say karakia at the bedside and have asked that the body "
              "not be left alone after death; ward staff agreed.",
              "A kaumatua from the marae will come in this evening; a larger room was offered."),
    "samoan": ("Many visitors are expected after the church service this weekend; the family "
               "has agreed to keep to six at the bedside at a time.",),
    "tongan": ("The family will keep a vigil in shifts and asked to bring in food for the "
               "visitors; the family lounge was offered.",),
    "fijian": ("The extended family will gather; a sevusevu will be brought when the elders "
               "arrive from the village.",),
    "aboriginal": ("The family would like {him} to go back to country to finish up; we "
                   "discussed whether the clinic nurses there could support this.",
                   "Family asked that after death {his} name not be used and photos be "
                   "removed, as is their custom; this was recorded in the alert."),
    "tsi": ("Family wish for {him} to return to the island; the retrieval team and the "
            "island clinic will be contacted about a flight.",),
    "greek": ("The family would like the priest to give Holy Communion; this was arranged "
              "for tomorrow morning.",),
    "lebanese": ("The family asked that news be given to the eldest son first; {pt} agreed "
                 "that {his} family speak for {him}.",),
    "vietnamese": ("The family prefer that the word cancer not be used in front of {pt}; "
                   "we agreed to check with {him} what {he} wishes to know.",),
    "cantonese": ("The family asked about dying at home, which some relatives worry is "
                  "unlucky for the flat; options were explained without pressure.",),
}
OUTCOMES = (
    "Not for CPR, not for intubation or ICU; resuscitation plan signed.",
    "Ceasing routine observations and blood tests; comfort observations only.",
    "Subcutaneous syringe driver: morphine 10 mg + midazolam 5 mg over 24 h.",
    "Stop atorvastatin, metformin and the calcium supplement.",
    "Hydromorphone 0.5-1 mg s/c 1-hourly PRN for pain or breathlessness.",
    "Glycopyrrolate 200 mcg s/c 4-hourly PRN for secretions.",
    "Referral to the community palliative care team for a home death if possible.",
    "Social work to help with carer's leave letters and accommodation for family.",
    "Advance care directive completed and a copy placed in the notes.",
)


def family_meeting(n: VNote) -> None:
    """A palliative-care family meeting: who came (relatives and staff), what was said, the plan."""
    rng, pt = n.rng, n.patient
    n.lit(rng.choice(("PALLIATIVE CARE - FAMILY MEETING", "Family Meeting (Palliative Care)",
                      "FAMILY CONFERENCE / GOALS OF CARE")) + "\n")
    kv(n, "Date", "{today}  " + rng.choice(("1400-1515", "10:30 - 11:30", "1600", "at 2 pm")))
    n.lit("Venue: " + rng.choice(("Family Room ", "Quiet Room ", "Interview Room ")))
    n.s_bed()
    n.fill(", {ward}\n" if n.site.wards else "\n")
    n.fill("Patient: {pt_header}{pt_hanzi}{pt_pref}, {age_phrase}, MRN {mrn}\n")
    if pt.affiliation and pt.person.origin == "maori":
        n.lit("Iwi: " + pt.affiliation + "\n")
    n.nl()
    n.lit(rng.choice(("Present:", "Attendees:", "In attendance -")) + "\n")
    mark = rng.choice(("- ", "* ", "  "))
    n.lit(mark)
    if rng.random() < 0.6:
        n.fill("{pt} (patient, for the first 20 minutes)\n")
    else:
        n.fill("{pt} (patient) - too drowsy to attend\n")
    for rel in pt.relatives:
        n.lit(mark)
        n.rel_name(rel, "full")
        n.lit(" (" + rel.relation + (", NOK" if rel is pt.relatives[0] else "") + ")")
        if rng.random() < 0.5:
            n.lit(", ")
            n.phone(rel.phone)
        if rel.email and rng.random() < 0.5:
            n.lit(", ")
            n.phi(rel.email, "EMAIL")
        n.nl()
    n.lit(mark)
    n.dr("palliative", cred=False)
    n.lit(" (Palliative Care consultant)\n" + mark)
    n.dr("rn", cred=False)
    n.lit(" (" + rng.choice(("NUM", "nurse caring today", "CNC")) + ")\n")
    if rng.random() < 0.7:
        n.lit(mark)
        n.dr("social_worker", cred=False, form="full")
        n.lit(" (social work)\n")
    if pt.person.origin in ("aboriginal", "tsi", "maori", "samoan", "tongan") and \
            rng.random() < 0.8:
        n.lit(mark)
        n.dr("liaison", form="full")
        n.lit(" (" + n.staff_of("liaison").credential + ")\n")
    elif n.foreign_language and rng.random() < 0.6:
        n.lit(mark + pt.language + " interpreter (on site)\n")
    n.nl()
    n.lit(rng.choice(("Background: ", "Summary: ", "Context - ")))
    n.fill(rng.choice((
        "{pt_title} is {a_age} {sexw} with metastatic " + rng.choice(("pancreatic cancer",
                                                              "NSCLC", "colorectal cancer",
                                                              "hepatocellular carcinoma")) +
        ", admitted on {recent} with increasing pain and drowsiness.",
        "Admitted {weekday} with end-stage " + rng.choice(("heart failure", "COPD",
                                                           "kidney disease (declined dialysis)",
                                                           "motor neurone disease")) +
        "; PPS " + rng.choice(("30", "40", "20")) + "%, AKPS " + rng.choice(("30", "40")) + ".",
        "Known to the palliative team since {past_month}; deteriorated over the last {dur}.")))
    n.nl(2)
    n.lit(rng.choice(("Discussion:", "DISCUSSION", "What was discussed -")) + "\n")
    n.sentences(MEETING_TALK, (3, 5))
    culture = CULTURE_TALK.get(pt.person.origin)
    if culture and rng.random() < 0.8:
        n.lit(" ")
        n.fill(rng.choice(culture))
    if rng.random() < 0.6:
        n.fill(" {Rel} {relname}, who works as a {reljob}, will be the main contact and has "
               "taken leave to stay with {him}.")
    if rng.random() < 0.4:
        n.fill(" The family's church, {church}, is organising meals and visits.")
    if rng.random() < 0.35:
        n.fill(" Relatives are flying in from {country} on {next_weekday}.")
    elif rng.random() < 0.3:
        n.fill(" The family hopes {he} can be home for {holiday}.")
    n.nl(2)
    n.lit(rng.choice(("Outcome / plan:", "PLAN", "Agreed:")) + "\n")
    n.bullets(OUTCOMES, (3, 5), style=rng.choice(("1. ", "- ", "* ")))
    if rng.random() < 0.5:
        n.fill("Syringe driver: NIKI T34, s/n {device_serial}, started " + "{today} at ")
        n.s_time()
        n.nl()
    n.fill(rng.choice(("Next meeting: {fu_short} or sooner if needed.\n",
                       "Will review with family on {next_weekday}.\n",
                       "Family know how to reach the team via the ward on {site_phone}.\n")))
    n.nl()
    n.fill(rng.choice(("Documented by {palliative}", "Written by {social_worker}",
                       "Notes: {palliative}")))
    if rng.random() < 0.5:
        n.lit(" (")
        n.user_of("palliative")
        n.lit(")")
    n.nl()


# ---------------------------------------------------------------------------------------
# 3. Neonatal (special care nursery) note

NEO_RESP = ("CPAP 6 cmH2O, FiO2 0.21-0.25, no apnoeas overnight",
            "HFNC 4 L/min, FiO2 0.3; weaning as tolerated",
            "self-ventilating in air, 2 brief desats with feeds, self-resolved",
            "SIPPV PIP 18 / PEEP 5, rate 40, FiO2 0.35; surfactant x1 via ETT yesterday",
            "low-flow O2 0.1 L/min via nasal prongs")
NEO_CVS = ("HR 140-165, well perfused, CRT < 2 s, no murmur",
           "soft systolic murmur LSE, pulses normal; echo to exclude PDA",
           "BP mean 38-44, no inotropes", "HR 150s, pink and warm")
NEO_FEN = ("TFI 150 mL/kg/day: EBM 24 mL 3-hourly via OGT, tolerating, no aspirates",
           "TFI 120 mL/kg/day: PN + lipid, trophic EBM 1 mL 2-hourly",
           "cue-based breastfeeds + top-ups of EBM/donor milk, HMF added today",
           "preterm formula 24 kcal/30 mL 3-hourly, suck feeds x2 a day")
NEO_JAUNDICE = ("SBR 214 umol/L (treatment line 250) - repeat in the morning",
                "phototherapy ceased at 0600, rebound SBR tomorrow",
                "SBR 162, below threshold, no treatment", "double phototherapy, SBR 288, rising")
NEO_ID = ("CRP < 5; blood culture no growth at 48 h; antibiotics stopped",
          "on benzylpenicillin + gentamicin (day 2 of 5); gent level due",
          "low risk, no antibiotics")
NEO_NEURO = ("HUS day 3: no IVH", "HUS day 7 - grade 1 IVH left, for repeat at 4 weeks",
             "tone and activity appropriate for gestation", "not indicated (> 32 wks)")
NEO_PLAN = ("Wean CPAP to HFNC if FiO2 < 0.25", "Increase feeds by 20 mL/kg/day",
            "Caffeine citrate 5 mg/kg daily to continue until 34 weeks",
            "Vitamin D 400 IU and iron once on full feeds", "Repeat SBR with morning bloods",
            "Hearing screen before discharge", "Parents to room in from the weekend",
            "Weigh daily; length and head circumference weekly")


def neonatal_note(n: VNote) -> None:
    """A special care nursery round: the baby by its mother's name, gestation, systems, plan."""
    rng, pt = n.rng, n.patient
    dol = max((n.day - pt.dob).days, 0)
    weeks, days = pt.gestation
    cga_w, cga_d = divmod(weeks * 7 + days + dol, 7)
    region = n.region
    n.lit(rng.choice(("SCN DAILY REVIEW", "NICU ward round", "Newborn Services - progress note",
                      "Special Care Nursery | Daily medical note")) + "\n")
    n.fill(rng.choice(("{today}  ", "Date: {today}   ", "{today_narr}, ")))
    n.s_time()
    n.nl()
    n.lit(rng.choice(("Name: ", "Pt: ", "")))
    n.fill("{pt}   MRN {mrn}   DOB {dob} ")
    n.s_time()
    n.nl()
    n.lit(rng.choice(("Cot ", "Cot ", "Incubator ")))
    n.s_bed()
    n.lit(", ")
    n.phi(rng.choice(NURSERIES[region]), "DEPARTMENT")
    n.nl()
    mother_age = n.parent("mother").age
    para_ = rng.randint(1, max(1, min(6, (mother_age - 15) // 4)))
    n.fill("Mother: {mother_full}, {mother_age} yrs, G" + str(para_ + rng.randint(0, 1)) +
           "P" + str(para_) + rng.choice((", UR {mother_mrn}", " (MRN {mother_mrn})", "")) +
           "\n")
    n.lit("GA " + str(weeks) + "+" + str(days) + " at birth, DOL " + str(dol) + ", CGA " +
          str(cga_w) + "+" + str(cga_d) + ". BW " + str(pt.birth_weight) + " g, today " +
          str(pt.birth_weight + rng.randint(-120, 30 * max(dol - 7, 0) + 20)) + " g.\n")
    n.lit(rng.choice(("NVD", "Emergency LSCS", "Elective LSCS", "Vacuum-assisted delivery")) +
          ", Apgars " + str(rng.randint(2, 8)) + " and " + str(rng.randint(6, 9)) + ".\n")
    if n.other is not None and rng.random() < 0.5:
        n.fill("Born at {other_hosp}; transferred by {service} on {prev}.\n")
    n.nl()
    rows = (("Resp", NEO_RESP), ("CVS", NEO_CVS), ("FEN", NEO_FEN), ("Jaundice", NEO_JAUNDICE),
            ("ID", NEO_ID), ("Neuro", NEO_NEURO))
    for label, options in rows:
        if label == "Neuro":
            options = options[:2] if weeks < 32 else options[2:]
        n.lit(label + rng.choice((": ", " - ", ":  ")) + rng.choice(options) + "\n")
    if dol >= 3 and rng.random() < 0.7:
        n.lit("NBS card collected ")
        n.date(pt.dob + dt.timedelta(days=rng.randint(2, 3)), rng.choice(("num", "short")))
        n.fill(", card no. {bioid}\n")
    elif dol < 3:
        n.lit("NBS card due at 48-72 h of age\n")
    if rng.random() < 0.4:
        n.lit("Incubator s/n ")
        n.s_device_serial()
        n.lit(" - temp " + str(rng.randint(300, 345) / 10) + " C, air mode\n")
    n.lit("Social: ")
    father = n.parent("father")
    n.fill(rng.choice((
        "Mum {mother} visiting daily and expressing; dad {father} works as a {father_job} "
        "and drives down on weekends." if father else
        "Mum {mother} visiting daily and expressing; she is a {mother_job}.",
        "Family from {city} ({state}), staying at the parents' accommodation on site; "
        "{rel} {relname} also involved.",
        "{mother} is {mother_age}; the baby's {rel}, {relname}, is her main support and "
        "the social worker has met them both.",
        "Parents updated at the cot side by phone ({relphone}).")))
    n.nl(2)
    n.lit(rng.choice(("Plan:", "PLAN", "Impression/Plan")) + "\n")
    n.bullets(NEO_PLAN, (2, 4), style=rng.choice(("- ", "1) ", "* ")))
    n.fill(rng.choice(("{neonatologist} (consultant), {neo_nurse}\n",
                       "Reviewed with {neonatologist}. Nurse: {neo_nurse}\n",
                       "-- {neonatologist}\n")))


# ---------------------------------------------------------------------------------------
# 4. Audiology report

FREQS = ("250", "500", "1k", "2k", "4k", "8k")
HEARING_RESULTS = (
    "a mild sloping to moderately severe sensorineural hearing loss in both ears, typical "
    "of noise exposure superimposed on age-related change",
    "a moderate conductive hearing loss on the right with a flat tympanogram, in keeping with "
    "middle-ear effusion or chronic otitis media",
    "hearing within normal limits to 2 kHz with a notch at 4 kHz bilaterally",
    "an asymmetric sensorineural loss (left worse by 20 dB at three frequencies); MRI IAMs "
    "recommended to exclude a retrocochlear lesion",
    "a mixed hearing loss on the left with a dry central perforation on otoscopy",
)
AID_MODELS = ("Phonak Audeo L90-R", "Oticon Intent 1", "Signia Pure C&G 7IX", "ReSound Nexia 9",
              "Widex Moment Sheer 440", "Bernafon Encanta 7")


def audiogram(rng: random.Random, pattern: int, right: bool) -> list[int]:
    """Thresholds at 250 Hz to 8 kHz (dB HL, steps of 5) that fit HEARING_RESULTS[pattern]."""
    shapes = ((15, 20, 30, 45, 60, 65), (35, 40, 35, 30, 35, 40), (10, 10, 15, 20, 45, 25),
              (20, 25, 30, 40, 50, 55), (30, 35, 35, 40, 45, 50))
    shape = list(shapes[pattern])
    if pattern == 1 and not right:
        shape = [10, 10, 15, 15, 20, 25]
    if pattern == 3 and right:
        shape = [v - 20 for v in shape]
    if pattern == 4 and right:
        shape = [10, 10, 15, 20, 25, 35]
    return [max(0, min(110, (v + rng.randint(-7, 7)) // 5 * 5)) for v in shape]


def audiology_report(n: VNote) -> None:
    """An audiology report: history with noise exposure, an audiogram table, fitting; or an
    infant ABR."""
    rng, pt = n.rng, n.patient
    n.fill(rng.choice(("{hosp_full}\nAudiology Department\n", "{hosp_full} - Audiology\n",
                       "{hosp_full}\n")))
    if rng.random() < 0.6:
        n.lit("Ph ")
        n.s_site_phone()
        n.lit(rng.choice(("  Fax ", " | fax ")))
        n.s_site_fax()
        n.nl()
    n.nl()
    if pt.newborn:
        n.lit(rng.choice(("DIAGNOSTIC AUDIOLOGY - INFANT", "Infant hearing assessment (ABR)"))
              + "\n")
        n.fill("Name: {pt}   DOB: {dob}   MRN: {mrn}\nTest date: {today}\n")
        n.fill("Parents: {mother_full} and {father}; contact {relphone}\n\n")
        n.lit("Reason: ")
        n.fill(rng.choice(("refer result on newborn screening (AABR) in the right ear on "
                           "{prev}.", "NICU graduate, aminoglycoside exposure, refer left.",
                           "family history of permanent childhood hearing loss ({rel} wears "
                           "aids).")))
        n.nl(2)
        n.lit("Results (natural sleep, 50 min):\n")
        for ear in ("Right", "Left"):
            n.lit("  " + ear + ": click ABR threshold " + str(rng.randint(2, 9) * 5) +
                  " dBnHL; 4 kHz tone-burst " + str(rng.randint(2, 10) * 5) + " dBeHL; DPOAEs " +
                  rng.choice(("present", "absent", "reduced")) + "\n")
        n.lit("Tympanometry (1000 Hz probe): " + rng.choice(("normal peaks bilaterally",
                                                            "flat on the right")) + "\n\n")
        n.fill(rng.choice(("Outcome discussed with {mother} in {lang}.",
                           "Results explained to both parents; written information given.")))
        n.nl()
    else:
        n.lit(rng.choice(("AUDIOLOGICAL ASSESSMENT", "Hearing Assessment Report",
                          "AUDIOLOGY REPORT")) + "\n")
        n.fill(rng.choice(("Client: {pt_header}{pt_hanzi}   DOB: {dob}   Client no.: {mrn}\n",
                           "Name: {pt_header}{pt_pref} ({age_phrase})  MRN {mrn}\n")))
        if n.region in ("HK", "PI") or rng.random() < 0.3:
            n.fill("{ids}\n")
        n.fill("Date of assessment: {today}\nReferred by: {gp}, {practice}\n\n")
        n.lit("History\n")
        n.fill(rng.choice((
            "{Pt} reports gradual difficulty hearing in groups and on the phone over {dur}. ",
            "{His} {rel} {relname} says the TV is too loud and {he} misses conversation. ",
            "Seen for a hearing check after a course of gentamicin at {other_hosp}. ")))
        n.fill(rng.choice((
            "Noise history: worked as a {job} for many years, hearing protection rarely worn.",
            "{He} is a {job} and is around machinery most days; plugs worn now and then.",
            "Occupation: {job}. Recreational noise: " + ("shooting, no protection."
                                                        if pt.region in ("AU", "NZ") else
                                                        "karaoke most weekends."),
            "Retired {job}; no ototoxic medication known." if n.age >= 60 else
            "Works as a {job}; no ototoxic medication known.")))
        n.lit(rng.choice((" Tinnitus: bilateral, high-pitched, not bothersome.",
                          " Denies vertigo. Ear surgery: nil.",
                          " Recurrent ear discharge as a child (no grommets).", "")))
        n.nl(2)
        n.lit("Otoscopy: " + rng.choice(("clear canals, intact TMs bilaterally",
                                        "wax occluding R, removed by microsuction; L clear",
                                        "dry central perforation L TM")) + "\n")
        n.lit("Tympanometry: R Type " + rng.choice(("A", "A", "B", "C")) + " (ECV " +
              str(rng.randint(8, 18) / 10) + " mL), L Type " + rng.choice(("A", "As", "B")) +
              " (ECV " + str(rng.randint(8, 18) / 10) + " mL)\n\n")
        pattern = rng.randrange(len(HEARING_RESULTS))
        n.lit("Air conduction thresholds (dB HL)\n")
        n.lit("        " + "".join(f.rjust(5) for f in FREQS) + "\n")
        for ear in ("Right", "Left "):
            n.lit("  " + ear + " " + "".join(str(v).rjust(5) for v in
                                            audiogram(rng, pattern, ear == "Right")) + "\n")
        n.lit("Speech: WRS R " + str(rng.randint(56, 100)) + "% / L " +
              str(rng.randint(56, 100)) + "% at 65 dB HL\n\n")
        n.lit("Summary: The results show " + HEARING_RESULTS[pattern] + ".\n\n")
        n.lit("Recommendations\n")
        style = rng.choice(("1. ", "- "))
        n.bullets(("Trial of bilateral hearing aids under the government program "
                   "(voucher {idnum}).",
                   "ENT review through {gp} for the asymmetry." if pattern == 3 else
                   "ENT review through {gp} for the middle ear." if pattern in (1, 4) else
                   "Annual audiogram through {gp}'s practice.",
                   "Hearing protection at work; information given about the noise levels "
                   "on site.", "Review in 12 months or sooner if hearing changes.",
                   "Communication tactics discussed with {pt} and {his} {rel}."),
                  (2, 4), style=style)
        if rng.random() < 0.55:
            model = rng.choice(AID_MODELS)
            n.fill("Fitted today: " + model + " R s/n {device_serial}, L s/n {device_serial}; "
                   "REM verified to NAL-NL2 targets.\n")
        if pt.region == "NZ" and rng.random() < 0.6:
            n.fill("ACC claim for noise-induced hearing loss lodged, claim no. {idnum}")
            if pt.natid:
                n.fill(" (IRD {natid})")
            n.lit(".\n")
    n.nl()
    n.fill(rng.choice(("{audiologist}\nAudiologist\n", "Yours sincerely,\n{audiologist}\n",
                       "Tested and reported by {audiologist}\n")))
    if rng.random() < 0.4:
        n.fill("cc: {gp}, {practice}\n")


# ---------------------------------------------------------------------------------------
# 5. Dietitian assessment

DIET_HISTORY = {
    "samoan": "Usual intake: taro, green bananas, tinned fish and mutton flaps; sweet drinks "
              "at church functions.",
    "tongan": "Eats lu pulu, cassava and yams, white bread; large family meals after church.",
    "fijian": "Rourou, cassava, fish in lolo; kava in the evenings several nights a week.",
    "indofijian": "Roti, dhal and curries; ghee used generously; sweets at festivals.",
    "maori": "Boil-up and fry bread at home; hangi at whanau gatherings; takeaways twice "
             "a week.",
    "aboriginal": "Store food (white bread, tinned meat, soft drink) plus bush tucker when "
                  "family goes out hunting - kangaroo tail, goanna.",
    "tsi": "Fish, turtle and dugong when in season, rice daily; store food is expensive.",
    "greek": "Mediterranean diet: lentils, fasolada, fish on fasting days, plenty of olive "
             "oil and bread.",
    "lebanese": "Tabbouleh, rice with lamb, bread with every meal; ka'ak and sweets with "
                "coffee.",
    "vietnamese": "Rice three times a day, pho, vegetables; condensed milk in coffee.",
    "cantonese": "Congee for breakfast, rice with stir-fried dishes, soup most evenings, "
                 "milk tea at the cha chaan teng.",
}
#: (reason for referral, nutrition diagnosis, interventions, weight lost, HbA1c raised).
DIET_CASES = (
    ("MST 3 (poor intake, weight loss)",
     "Moderate malnutrition (PG-SGA B; ICD-10 E44.0) related to reduced intake from nausea, "
     "as evidenced by 10% weight loss in 3 months and temporal muscle wasting.",
     ("Full ward diet + high energy high protein (HEHP) menu flag",
      "Oral nutrition supplement: Ensure Plus 200 mL BD (600 kcal, 25 g protein/day)",
      "Thiamine 100 mg daily x 5 days, refeeding bloods daily x 3", "Food chart x 72 h",
      "Weigh twice weekly"), True, False),
    ("new diagnosis of type 2 diabetes",
     "Altered nutrition-related laboratory values (HbA1c raised) related to frequent sugary "
     "drinks and large rice/starch portions, as evidenced by diet history.",
     ("Carbohydrate awareness education with food models", "Plate model handout in "
      "plain English", "Swap soft drink for water or diet drinks", "Referral to the diabetes "
      "educator"), False, True),
    ("dysphagia on speech pathology review",
     "Swallowing difficulty related to recent stroke as evidenced by speech pathology "
     "findings and coughing with thin fluids.",
     ("IDDSI level 5 minced & moist", "Mildly thick fluids (IDDSI level 2)",
      "Fortisip Compact Protein 125 mL daily in the afternoon", "Weigh weekly"), True, False),
    ("pressure injury stage 3 - protein needs",
     "Increased protein needs related to wound healing, as evidenced by a stage 3 pressure "
     "injury and intake below 60% of estimated needs.",
     ("Arginaid 1 sachet BD x 4 weeks", "HEHP menu; protein at every meal",
      "Multivitamin with zinc daily", "Food chart x 72 h"), False, False),
    ("heart failure - salt and fluid",
     "Food and nutrition-related knowledge deficit related to new heart failure diagnosis, "
     "as evidenced by high-salt takeaways most days.",
     ("Low-sodium handout (< 2 g/day)", "Fluid restriction 1.5 L/day explained with a jug",
      "Daily weights at home; call if up 2 kg in 2 days"), False, False),
)


def dietitian_note(n: VNote) -> None:
    """A dietitian's ADIME assessment, for adults or for a preterm baby."""
    rng, pt = n.rng, n.patient
    n.lit(rng.choice(("Nutrition & Dietetics - Initial Assessment", "DIETITIAN NOTE",
                      "Dietetics review (ADIME)")) + "\n")
    n.fill("{today}  ")
    n.s_time()
    n.nl()
    n.fill("Pt: {pt_header} | MRN {mrn}")
    if rng.random() < 0.4:
        n.fill(" | {ids}")
    if n.site.wards:
        n.fill(" | {ward}, Bed ")
        n.s_bed()
    n.nl()
    n.fill(rng.choice(("Referred by {rn}.\n", "Referral via the ward.\n",
                       "Seen on the referral list.\n")))
    if pt.newborn:
        n.lit("Reason: poor weight gain\n")
    n.nl()
    if pt.newborn:
        weeks, days = pt.gestation
        n.lit("A: Infant born at " + str(weeks) + "+" + str(days) + " weeks, BW " +
              str(pt.birth_weight) + " g. Current weight " + str(pt.birth_weight +
                                                                  rng.randint(40, 600)) +
              " g (" + str(rng.randint(3, 40)) + "th centile, Fenton). Intake " +
              str(rng.randint(140, 180)) + " mL/kg/day EBM + HMF (" +
              str(rng.randint(105, 130)) + " kcal/kg/day).\n")
        n.fill("Mother {mother} is expressing " + str(rng.randint(200, 900)) +
               " mL/day; she works as a {reljob} and plans to return in {dur}.\n")
        n.lit("D: Growth velocity " + rng.choice(("below", "at", "above")) +
              " target (15-20 g/kg/day).\n")
        n.lit("I: " + rng.choice(("Increase HMF to full strength", "Add 1 scoop of preterm "
                                  "formula powder to 100 mL EBM", "Continue current plan")) +
              "; sodium chloride supplement per consultant.\n")
        n.fill("M/E: weekly length and HC; review {next_weekday}.\n\n")
    else:
        reason, diagnosis, actions, losing, diabetic = rng.choice(DIET_CASES)
        usual = rng.randint(55, 120)
        now = usual - rng.randint(5, 14) if losing else usual + rng.randint(-2, 2)
        height = rng.randint(150, 190)
        bmi = round(now / (height / 100) ** 2, 1)
        n.lit("Reason: " + reason + "\n")
        n.lit("A - Anthropometry: wt " + str(now) + " kg, ht " + str(height) + " cm, BMI " +
              str(bmi) + " kg/m2")
        if losing:
            n.lit("; usual wt " + str(usual) + " kg")
            n.fill(rng.choice((" ({past_month})", " in {past_year}", " - 3 months ago")))
        n.lit(".\n    Biochem: albumin " + str(rng.randint(24, 40)) + ", CRP " +
              str(rng.randint(2, 140)) + ", PO4 " + str(rng.randint(60, 130) / 100) + ", Mg " +
              str(rng.randint(60, 100) / 100) + ", HbA1c " +
              str(rng.randint(78, 130) / 10 if diabetic else rng.randint(48, 62) / 10) +
              "%.\n    Diet history: ")
        n.fill(DIET_HISTORY.get(pt.person.origin, "Eats two meals a day."))
        n.fill(rng.choice((" Lives with {his} {rel} {relname}, who does the cooking.",
                           " Council-delivered meals on weekdays; {rel} does the shopping "
                           "at the weekend.",
                           " Works as a {job}; shifts make regular meals hard." if n.age < 67
                           else " Was a {job}; now home most days.",
                           " Buys lunch from the canteen at {employer}." if n.age < 67
                           else " Eats at the seniors' lunch club on weekdays.")))
        n.lit("\n    Estimated needs: " + str(rng.choice((25, 30, 35)) * now // 10 * 10) +
              " kcal, protein " + str(round(now * rng.choice((1.0, 1.2, 1.5)))) +
              " g, fluid " + str(rng.randint(15, 25) / 10) + " L/day.\n")
        n.lit("D - " + diagnosis + "\n")
        n.lit("I - ")
        n.sentences(actions, (2, len(actions)), sep="; ")
        n.nl()
        n.fill(rng.choice(("M/E - review {next_weekday}; weigh twice a week.\n",
                           "M/E - outpatient review in clinic on {fu}.\n",
                           "M/E - phone review in 2 weeks ({pt_phone}).\n")))
        n.nl()
    sign = rng.randrange(3)
    n.fill(("{dietitian}", "{dietitian} | pager ", "Dietitian: {dietitian}")[sign])
    if sign == 1:
        n.phi(n.staff_of("dietitian").pager, "PHONE")
    n.nl()


# ---------------------------------------------------------------------------------------
# 6. Wound clinic review

WOUNDS = ("venous leg ulcer, R lateral malleolus", "venous leg ulcer, L gaiter area",
          "neuropathic ulcer, L 1st MTPJ plantar", "pressure injury stage 3, sacrum",
          "dehisced abdominal wound (post laparotomy)", "skin tear, R forearm (ST type 2)",
          "arterial ulcer, L dorsum of foot", "post-op wound, R BKA stump",
          "burn (partial thickness), L forearm", "infected insect bite, R shin")
WOUND_BEDS = ("80% granulation, 20% slough", "50/50 granulation and slough",
              "100% red granulation, epithelial islands", "black eschar 30%, rest slough",
              "pale granulation, friable, bleeds on touch")
DRESSINGS = ("Cutimed Sorbact + Zetuvit + 2-layer compression (Coban 2)",
             "Aquacel Ag+ Extra, Mepilex Border, change 3x/week",
             "Iodosorb paste, gauze, crepe; offloading boot", "PolyMem, Tubigrip D",
             "Unna boot with Coban, weekly", "NPWT (PICO) 7-day system",
             "Acticoat 3 + Allevyn, 2nd daily")


def wound_clinic(n: VNote) -> None:
    """A wound-clinic review: wound by wound measurements, TIME, dressings, next review."""
    rng, pt = n.rng, n.patient
    n.fill(rng.choice(("WOUND CLINIC REVIEW - {hosp}\n", "{hosp_full}\nWound Care Clinic\n",
                       "Complex wound clinic | {hosp}\n")))
    n.fill("Date: {today}   Clinic room ")
    n.s_bed()
    n.nl()
    n.fill("Patient: {pt_header}{pt_hanzi}   DOB: {dob}   MRN: {mrn}\n")
    if rng.random() < 0.5:
        n.fill("{ids}\n")
    n.fill(rng.choice(("Referred by {gp} ({practice}).\n",
                       "Seen with the community nurse from {practice}.\n",
                       "Follow-up from the last review on {prev}.\n")))
    n.nl()
    total = rng.choice((1, 1, 2))
    for i in range(total):
        n.lit("Wound " + str(i + 1) + ": " + rng.choice(WOUNDS) + " (duration " +
              str(rng.randint(2, 30)) + " weeks)\n")
        length, width = rng.randint(8, 90) / 10, rng.randint(5, 60) / 10
        n.lit("  Size: " + str(length) + " x " + str(width) + " x " + str(rng.randint(1, 9) / 10)
              + " cm")
        if n.prev is not None and rng.random() < 0.6:
            n.fill(" (on {prev}: " + str(round(length * 1.3, 1)) + " x " +
                   str(round(width * 1.2, 1)) + " cm)")
        n.lit("\n  Bed: " + rng.choice(WOUND_BEDS) + "; exudate " +
              rng.choice(("low serous", "moderate serous", "heavy haemoserous", "purulent")) +
              "\n  Edges: " + rng.choice(("rolled", "advancing", "undermined 1 cm at 12 o'clock",
                                         "macerated")) + "; periwound " +
              rng.choice(("haemosiderin staining", "dry, scaly", "erythema 2 cm", "intact")) +
              "\n  Pain " + str(rng.randint(0, 8)) + "/10 at dressing change\n")
    n.lit("ABPI (Doppler): R " + str(rng.randint(55, 120) / 100) + ", L " +
          str(rng.randint(55, 120) / 100) + "; toe pressure " + str(rng.randint(30, 110)) +
          " mmHg\n")
    n.lit("TIME: T - " + rng.choice(("conservative sharp debridement of slough",
                                     "no debridement today")) + "; I - " +
          rng.choice(("no signs of local infection", "local infection, swab taken",
                      "spreading cellulitis - GP to start flucloxacillin 500 mg QID")) +
          "; M - " + rng.choice(("exudate controlled", "moisture balance improved")) +
          "; E - " + rng.choice(("edges advancing", "edges static for 4 weeks")) + "\n")
    if rng.random() < 0.5:
        n.fill("Wound swab MC&S sent, lab no. {bioid}\n")
    n.lit("Dressing plan: " + rng.choice(DRESSINGS) + "\n")
    n.fill(rng.choice((
        "Braden score " + str(rng.randint(11, 20)) + "; pressure-relieving mattress at home "
        "arranged through {practice}.",
        "Works as a {job} standing 10 hours a day - leg elevation and compression discussed."
        if n.age < 67 else "Retired {job}; sits most of the day - calf exercises shown.",
        "{Rel} {relname} does the dressings between visits and was shown the technique today.",
        "Lives in {city}; comes to clinic on the community bus, next one {next_weekday}.",
        "Smokes 15/day, wants to cut down; quit-smoking line number given.")))
    n.nl()
    if rng.random() < 0.3:
        n.fill("Disability parking permit form completed for vehicle {plate}.\n")
    n.fill(rng.choice(("Photos taken and uploaded to the record.\n",
                       "Clinical photography: image set {idnum}.\n", "")))
    n.fill(rng.choice(("Next review: {fu}\n\n", "Clinic closed over {holiday}; next review "
                       "{fu}\n\n", "Next review: {fu} ({next_weekday})\n\n")))
    n.fill(rng.choice(("{wound_nurse}", "Seen by {wound_nurse}", "{wound_nurse} / {surgeon}")))
    n.lit(rng.choice(("\n", " - Wound Care\n", ", Nurse Practitioner Wound Management\n")))


# ---------------------------------------------------------------------------------------
# 7. Sleep study report


def sleep_study(n: VNote) -> None:
    """A polysomnography report: sleep architecture and respiratory tables, driving advice."""
    rng, pt = n.rng, n.patient
    n.fill(rng.choice(("{hosp_full}\n", "{hosp_full} - Sleep Laboratory\n")))
    n.lit(rng.choice(("DIAGNOSTIC POLYSOMNOGRAPHY REPORT (Level 1, attended)",
                      "Overnight Sleep Study Report", "PSG REPORT - DIAGNOSTIC")) + "\n")
    n.rule()
    n.fill("Name: {pt_header}{pt_hanzi}   DOB: {dob} ({age} yrs)   Sex: " + pt.person.sex +
           "\n")
    n.fill("Lab no.: {mrn}   Study ID: {idnum}   Bedroom ")
    n.s_bed()
    n.nl()
    n.fill("Study date: {today} (night of {weekday})\n")
    if rng.random() < 0.5:
        n.fill("{ids}\n")
    n.fill("Referring doctor: {gp}, {practice}\n")
    n.fill("Scored by: {sleep_scientist}   Reported by: {sleep_physician}\n\n")
    height = rng.randint(152, 192)
    weight = rng.randint(70, 158)
    n.lit("Clinical: ")
    n.fill(rng.choice((
        "loud snoring and witnessed apnoeas reported by {his} {rel}, {relname}.",
        "daytime sleepiness, fell asleep at the wheel once in {past_month}.",
        "morning headaches and nocturia x3; {rel} sleeps in another room because of snoring.")))
    n.lit(" ESS " + str(rng.randint(4, 22)) + "/24, STOP-BANG " + str(rng.randint(2, 8)) +
          ". Ht " + str(height) + " cm, wt " + str(weight) + " kg, BMI " +
          str(round(weight / (height / 100) ** 2, 1)) + ", neck " + str(rng.randint(36, 52)) +
          " cm.\n")
    if not pt.newborn and rng.random() < 0.6:
        n.fill(rng.choice((
            "Occupation: {job} with {employer}",
            "Works as a {job}; drives a company vehicle ({plate})",
            "{He} is a {job} on rotating shifts")))
        if pt.licence and rng.random() < 0.6:
            n.lit("; driver licence ")
            n.phi(pt.licence, "LICENSE")
            if pt.region == "AU":
                n.lit(" (")
                n.phi(pt.state, "STATE")
                n.lit(")")
        n.lit(".\n")
    n.nl()
    tst = rng.randint(180, 430)
    trt = tst + rng.randint(20, 140)
    n1, n3, rem = rng.randint(4, 30), rng.randint(2, 22), rng.randint(5, 24)
    rows = (("Total recording time", str(trt) + " min"), ("Total sleep time", str(tst) + " min"),
            ("Sleep efficiency", str(round(100 * tst / trt)) + " %"),
            ("Sleep onset latency", str(rng.randint(3, 60)) + " min"),
            ("REM latency", str(rng.randint(60, 240)) + " min"),
            ("N1 / N2 / N3 / REM", str(n1) + " / " + str(100 - n1 - n3 - rem) + " / " + str(n3) +
             " / " + str(rem) + " %"),
            ("Arousal index", str(rng.randint(8, 60)) + " /h"))
    n.lit(rng.choice(("SLEEP ARCHITECTURE", "Sleep architecture")) + "\n")
    for label, value in rows:
        n.lit("  " + label.ljust(24) + value + "\n")
    ahi = rng.randint(20, 900) / 10
    n.lit("RESPIRATORY\n  AHI " + str(ahi) + " /h (supine " + str(round(ahi * 1.6, 1)) +
          ", non-supine " + str(round(ahi * 0.5, 1)) + "; REM " + str(round(ahi * 1.3, 1)) +
          ")\n  ODI 3% " + str(round(ahi * 0.9, 1)) + " /h; SpO2 baseline " +
          str(rng.randint(92, 97)) + "%, nadir " + str(rng.randint(62, 90)) + "%, T90 " +
          str(rng.randint(0, 300) / 10) + "%\n  Central events " + str(rng.randint(0, 12)) +
          ", Cheyne-Stokes " + rng.choice(("absent", "not seen", "present in N1/N2")) + "\n")
    n.lit("CARDIAC  sinus rhythm " + str(rng.randint(48, 60)) + "-" + str(rng.randint(70, 100)) +
          " bpm\nLIMBS  PLMI " + str(rng.randint(0, 40)) + " /h\n\n")
    severity = "mild" if ahi < 15 else "moderate" if ahi < 30 else "severe"
    n.lit("Conclusion: " + severity.capitalize() + " obstructive sleep apnoea" +
          rng.choice((" with REM and supine predominance.", ", worse supine.", ".")) + "\n\n")
    n.lit("Recommendations:\n")
    n.lit("1. " + rng.choice(("Auto-PAP trial", "CPAP titration study", "Mandibular advancement "
                              "splint via dentist", "Weight loss and positional therapy")) +
          "\n")
    n.lit("2. Driving: " + rng.choice(("private licence - no restriction once ESS improves",
                                       "commercial licence - not fit to drive until treated "
                                       "and reviewed", "advised not to drive when drowsy")) +
          "\n")
    n.fill("3. Review with {sleep_physician} on {fu}\n")
    if rng.random() < 0.6:
        n.fill("APAP issued: ResMed AirSense 11 AutoSet, s/n {device_serial}, 6-16 cmH2O, "
               "F20 mask (M)\n")
    n.nl()
    if rng.random() < 0.55:
        n.fill("Data: Compumedics Grael, exported from {ip} by ")
        n.user_of("sleep_scientist")
        n.nl()
    n.fill(rng.choice(("More information: {url}\n", "Lab phone {site_phone}\n", "")))
    n.fill(rng.choice(("Electronically signed: {sleep_physician}\n",
                       "{sleep_physician}\nSleep Physician\n")))


# ---------------------------------------------------------------------------------------
# 8. Genetic-counselling letter

#: (gene, variant, RefSeq, what runs in the family, the conditions of relatives, the score
#: or criteria the service quotes).
VARIANTS = (
    ("BRCA2", "c.5946delT (p.Ser1982Argfs*22)", "NM_000059.4", "breast and ovarian cancer",
     ("breast cancer", "ovarian cancer", "prostate cancer", "pancreatic cancer"),
     "The Manchester score is 24 and the CanRisk estimate of lifetime breast cancer risk 38%."),
    ("BRCA1", "c.68_69delAG (p.Glu23Valfs*17)", "NM_007294.4", "breast and ovarian cancer",
     ("breast cancer", "ovarian cancer", "breast cancer (bilateral)"),
     "Her Manchester score is 27; risk-reducing surgery was discussed in general terms."),
    ("MLH1", "c.1852_1854delAAG (p.Lys618del)", "NM_000249.4", "bowel and womb cancer",
     ("bowel cancer", "endometrial cancer", "stomach cancer"),
     "The family meets the Amsterdam II criteria; tumour testing showed loss of MLH1/PMS2."),
    ("MSH2", "c.942+3A>T", "NM_000251.3", "bowel and womb cancer",
     ("bowel cancer", "endometrial cancer", "urothelial cancer"),
     "Lynch syndrome surveillance: colonoscopy every one to two years."),
    ("MYBPC3", "c.1504C>T (p.Arg502Trp)", "NM_000256.3", "hypertrophic cardiomyopathy",
     ("HCM diagnosed", "sudden cardiac death", "an ICD inserted for HCM"),
     "First-degree relatives are offered echocardiography and ECG every three to five years; "
     "cascade testing is claimable under MBS item 73297."),
    ("LDLR", "c.681C>G (p.Asp227Glu)", "NM_000527.5", "familial hypercholesterolaemia",
     ("a heart attack", "coronary bypass surgery", "LDL of 7.9 found"),
     "The Dutch Lipid Clinic Network score before testing was 9 (definite FH)."),
)
PEDIGREE = (("Mother", "F"), ("Father", "M"), ("Maternal aunt", "F"), ("Paternal uncle", "M"),
            ("Sister", "F"), ("Brother", "M"), ("Maternal grandmother", "F"),
            ("Paternal grandfather", "M"), ("Cousin", None))


def genetic_counselling(n: VNote) -> None:
    """A genetic-counselling letter to the GP: pedigree with relatives' ages, variant, testing."""
    rng, pt = n.rng, n.patient
    gene, change, refseq, condition, affected, criteria = rng.choice(VARIANTS)
    n.fill("{hosp_full}\n" + rng.choice(("Familial Cancer Service" if "cancer" in condition
                                           else "Cardiac Genetics Clinic", "Clinical Genetics",
                                           "Genetic Health Service")) + "\n")
    n.site_address(n.site)
    n.lit("\nPhone ")
    n.s_site_phone()
    n.lit("   Fax ")
    n.s_site_fax()
    n.nl(2)
    n.fill("{today_narr}\n\n")
    n.fill("{gp}\n{practice}\n\n")
    salutation = rng.randrange(3)
    n.lit(("Dear Dr ", "Dear Doctor,\n", "Dear colleague,\n")[salutation])
    if salutation == 0:
        n.phi(pt.gp.last.upper() if pt.gp.family_first else pt.gp.last, "DOCTOR")
        n.lit(",\n")
    n.nl()
    if pt.newborn:
        n.fill("Re: {pt}, DOB {dob}, MRN {mrn}\n\n")
        n.fill("I met {mother_full} and {father} on {today_short} to discuss the result of "
               "their baby's chromosomal microarray, sent from the nursery at {other_hosp}. ")
        finding = rng.randrange(3)
        n.lit(("It shows a 2.5 Mb deletion at 22q11.21, which explains the heart finding and "
               "the low calcium.", "It shows trisomy 21, confirming the clinical suspicion.",
               "It is normal; whole-exome sequencing has been requested (sample ")[finding])
        if finding == 2:
            n.s_bioid()
            n.lit(").")
        n.lit(" We talked about what this means for the baby's care and about the chance of "
              "it happening again in a future pregnancy.\n\n")
        n.fill("Parental bloods were taken today (mother {bioid}, father {bioid}) to see "
               "whether either parent carries the change.\n\n")
    else:
        n.fill("Re: {pt_full}{pt_hanzi}, DOB {dob}, MRN {mrn}\n")
        n.address(lines=False)
        n.nl(2)
        n.fill(rng.choice((
            "Thank you for referring {pt_title}, whom I saw in clinic today with {his} {rel} "
            "{relname}. ",
            "I saw {pt_title} on {today_short} for a discussion of {his} family history. ",
            "{pt_title} came to see us after a relative was found to carry a change in a "
            "gene. ")))
        n.lit("There is a history of " + condition + " on the " +
              rng.choice(("maternal", "paternal")) + " side.\n\nFamily history (summary of "
              "pedigree):\n")
        for relation, sex in rng.sample(PEDIGREE, rng.randint(2, 4)):
            n.lit("  - " + relation)
            if rng.random() < 0.5:
                n.lit(" ")
                n.kin(sex)
            n.lit(": " + rng.choice(affected) + " at ")
            n.phi(str(rng.randint(28, 70)), "AGE")
            if rng.random() < 0.4:
                n.lit(", died at ")
                n.phi(str(rng.randint(45, 88)), "AGE")
            n.nl()
        n.fill("  - {pt_first} (consultand): " + rng.choice(("well", "unaffected", "no "
                                                               "diagnosis")) + ", {age}\n\n")
        n.lit("A pathogenic variant in " + gene + ", " + change + " (" + refseq + "), was found "
              "in the family")
        n.fill(rng.choice((" in {past_year}", " (index case tested at {other_hosp})", "")))
        n.fill(rng.choice(("; laboratory reference {bioid}.", ".")))
        n.lit(" " + criteria + "\n\n")
        blood = [r for r in pt.relatives if r.relation in ("mother", "father", "sister", "brother",
                                                           "daughter", "son", "niece",
                                                           "granddaughter", "grandson")]
        if blood:
            n.rel = rng.choice(blood)
        n.fill(rng.choice((
            "We discussed the implications of testing, including for life insurance; {he} "
            "understands that health insurance cannot be affected. ",
            "{He} works as a {job} and asked about time off work for surveillance. "
            if n.age < 67 else "{He} is a retired {job} and lives in {city}. ",
            "{His} {rel} ({relage}) is also thinking about testing and can be reached at "
            "{relemail}. " if blood else "{He} will tell {his} siblings about the result. ",
            "{He} would like to wait until after {holiday} before having blood taken; we "
            "agreed that is fine. ")))
        n.fill("Blood was collected today for predictive testing (sample {bioid}); the result "
               "should be back in three to four weeks and I will phone {him} on {pt_phone}.")
        if rng.random() < 0.4:
            n.fill(" A copy of this letter goes to {him} by e-mail ({pt_email}) as requested.")
        n.nl(2)
    n.lit("Please do not hesitate to contact us if you have any questions.\n\n")
    n.lit(rng.choice(("Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n")))
    n.dr("gc", form="full")
    n.lit("\nGenetic Counsellor\n")
    if rng.random() < 0.6:
        n.phi(n.staff_of("gc").email, "EMAIL")
        n.nl()
    if rng.random() < 0.6:
        n.lit("\n")
        n.dr("geneticist", form="title_full")
        n.lit("\nClinical Geneticist\n")
    n.fill(rng.choice(("\ncc: {pt_full}, {address}\n", "\ncc: {pt_full}\n", "")))
    if rng.random() < 0.4:
        n.fill("\nInformation for families: {url}\n")


# ---------------------------------------------------------------------------------------
# 9. Aeromedical retrieval record

AIRCRAFT = {"AU": ("King Air B200", "Pilatus PC-12", "AW139 helicopter"),
            "NZ": ("King Air B200", "BK117 helicopter", "AW169 helicopter"),
            "HK": ("H175 helicopter",), "PI": ("King Air 350",)}
JETS = ("Learjet 45", "Challenger 604", "PC-24 jet", "Hawker 800XP")
REGO_PREFIX = {"AU": "VH-", "NZ": "ZK-", "HK": "B-", "PI": "DQ-"}
#: (mechanism or illness, signs, treatment before and during the flight).
PROBLEMS = (
    ("sepsis, likely pneumonia", "RR 32, SpO2 88% on 15 L NRB, HR 124, BP 88/50, GCS 14",
     "2 x PIV, 2 L Hartmann's, ceftriaxone 2 g + azithromycin 500 mg IV, noradrenaline 5 mcg/min"),
    ("STEMI (inferior)", "HR 56, BP 100/60, pain 3/10, SpO2 95% on 2 L",
     "tenecteplase 40 mg at the clinic, aspirin 300 mg, enoxaparin 30 mg IV"),
    ("head injury after a fall from a truck", "GCS 9 (E2V2M5), pupils equal, BP 150/90",
     "RSI (ketamine 150 mg, rocuronium 100 mg), ETT 8.0, hypertonic saline 3% 250 mL"),
    ("DKA", "BGL HI, ketones 6.1, pH 7.08, GCS 14, Kussmaul breathing",
     "insulin infusion 0.1 units/kg/h, 2 L 0.9% saline, KCl 10 mmol/h"),
    ("ruptured ectopic pregnancy", "HR 130, BP 78/40, Hb 71, FAST positive",
     "2 units O neg red cells, TXA 1 g, permissive hypotension"),
    ("acute rheumatic fever with carditis", "HR 118, new murmur, temp 38.9",
     "benzathine penicillin G 1.2 million units IM, aspirin, paracetamol"),
    ("snake bite (brown snake), coagulopathic", "INR > 10, fibrinogen < 0.3, BP 110/70",
     "brown snake antivenom 1 vial, pressure bandage with immobilisation"),
    ("preterm labour at 31 weeks", "contractions 3 in 10, cervix 4 cm, FHR 140",
     "nifedipine 20 mg, betamethasone 11.4 mg IM, magnesium sulfate 4 g"),
)
NEWBORN_PROBLEM = ("respiratory distress in a preterm newborn", "grunting, RR 70, SpO2 90% on "
                   "CPAP 6", "surfactant 200 mg/kg via LISA, CPAP 7, benzylpenicillin + "
                   "gentamicin")


def retrieval_note(n: VNote) -> None:
    """An aeromedical retrieval record: aircraft, crew, timeline, ATMIST handover, escort."""
    rng, pt = n.rng, n.patient
    region = n.region
    problem, signs, treatment = NEWBORN_PROBLEM if pt.newborn else rng.choice(PROBLEMS)
    abroad = n.other is not None and n.other.region != region
    service = rng.choice(RETRIEVAL_SERVICES[region])
    n.phi(service, "ORGANIZATION")
    n.lit(rng.choice((" - RETRIEVAL RECORD", " | Patient Retrieval Form", " - MISSION SUMMARY")))
    n.nl()
    n.fill("Task no: {idnum}   Date: {today}\n")
    aircraft = rng.choice(JETS if abroad else AIRCRAFT[region])
    n.lit("Aircraft: " + aircraft + " ")
    n.phi(REGO_PREFIX[region] + caps(rng, 3 if region != "HK" else 4,
                                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "VEHICLE")
    n.nl()
    n.lit("Crew: ")
    n.dr("retrieval_dr", cred=False)
    n.lit(" (MO), ")
    n.dr("flight_nurse", cred=False, form="full")
    n.lit(" (FN)")
    if rng.random() < 0.5:
        n.lit(", ")
        n.dr("paramedic", cred=False, form="full")
        n.lit(" (ICP)")
    n.nl()
    n.lit("Sending: ")
    n.s_other_hosp()
    sending_city = n.other.city if n.other is not None else pt.city
    n.lit(", ")
    n.phi(sending_city, "CITY")
    if n.other is not None and n.other.region == "PI":
        n.lit(", ")
        n.phi(PI_COUNTRIES[n.other.country], "COUNTRY")
    n.fill(" - referring {referrer}\n")
    n.fill("Receiving: {hosp}, {site_city}, " + rng.choice(("ICU", "ED resus", "CCU")) +
           " - accepting ")
    n.dr("anaesthetist" if rng.random() < 0.5 else "surgeon", form="title_last")
    n.nl()
    n.fill(rng.choice(("Patient: {pt_header}   DOB {dob}   " + ("NHI" if pt.region == "NZ"
                                                               else "MRN") + " {mrn}\n",
                       "Pt {pt_header}{pt_hanzi} ({age_phrase}), {mrn}\n")))
    n.nl()
    n.lit("TIMELINE\n")
    start = rng.randint(0, 23 * 60)
    tick = clock(rng, start)
    country = n.other.country if n.other is not None else pt.country
    airport = rng.choice(AIRPORTS[country])
    if country in ("AU", "NZ") and rng.random() < 0.6:
        airport = sending_city + (" helipad" if "helicopter" in aircraft else
                                  rng.choice((" airstrip", " aerodrome", " airport")))
    leg = (170, 260) if abroad else (35, 150)
    steps = [(tick(0, 0), "Tasked by coordination centre"),
             (tick(25, 90 if abroad else 50), "Wheels up"),
             (tick(*leg), "Landed at "), (tick(15, 45), "At patient"),
             (tick(40, 90), "Depart sending facility"), (tick(*leg), "Landed"),
             (tick(15, 40), "Handover at receiving unit")]
    for stamp, event in steps:
        n.lit(stamp + rng.choice(("  ", " - ", "\t")) + event)
        if event == "Landed at ":
            n.org(airport, "LOCATION-OTHER")
        n.nl()
    n.nl()
    n.lit("ATMIST\n")
    n.lit("A: ")
    if pt.newborn:
        n.lit("DOL " + str(max((n.day - pt.dob).days, 0)) + ", GA " + str(pt.gestation[0]) +
              "+" + str(pt.gestation[1]) + ", " + str(pt.birth_weight) + " g")
    else:
        n.fill("{age} " + pt.person.sex)
    n.nl()
    n.fill("T: {today_short} ")
    hour, minute = divmod((start - rng.randint(40, 300)) % 1440, 60)
    n.lit(colon(str(hour).zfill(2) + str(minute).zfill(2)) + "\n")
    n.lit("M: " + problem + "\n")
    n.lit("I: " + rng.choice(("nil other", "abrasions L arm", "nil", "see referral letter")) +
          "\n")
    n.lit("S: " + signs + "\n")
    n.lit("T: " + treatment + "\n\n")
    if "truck" in problem or "snake" in problem or rng.random() < 0.15:
        n.fill(rng.choice(("{police} attended; event no. {idnum}.\n",
                           "Police ({police}) notified by the clinic, ref {idnum}.\n")))
    n.lit("In flight: ")
    n.lit(rng.choice(("uneventful; ", "one episode of desaturation to 84% at altitude, FiO2 "
                      "increased; ", "BP supported with metaraminol boluses; ")))
    if pt.newborn:
        n.lit("transport isolette s/n ")
    elif "ETT" in treatment:
        n.lit("ventilated on Hamilton T1 s/n ")
    else:
        n.lit(rng.choice(("monitor Corpuls3 s/n ", "infusion pump s/n ", "monitor s/n ")))
    n.s_device_serial()
    n.lit(".\n")
    if abroad and rng.random() < 0.8:
        n.fill("Travel documents: passport {idnum}; medical visa arranged through the High "
               "Commission.")
        if pt.natid:
            n.fill(" " + ("FNPF no. " if pt.natid_kind == "fnpf" else "National ID ") +
                   "{natid}.")
        n.nl()
    n.fill(rng.choice((
        "Escort: {rel} {relname} travelled with the patient (contact {relphone}).\n",
        "Family unable to travel; {rel} {relname} updated by phone on {relphone}.\n",
        "{Rel} to follow by commercial flight on {next_weekday}.\n")))
    n.fill(rng.choice(("Home community: {city}. ", "Usual address: {address}. ", "")))
    n.fill(rng.choice(("Return transport to be arranged on discharge.\n",
                       "Patient travel assistance scheme form started.\n", "\n")))
    n.nl()
    n.fill("Completed by {retrieval_dr}")
    if rng.random() < 0.5:
        n.lit(", ")
        n.user_of("retrieval_dr")
    n.nl()


# ---------------------------------------------------------------------------------------
# 10. Residential aged-care plan

CARE_DOMAINS = (
    ("MOBILITY & FALLS", ("FRAT {score} (high risk); 4-wheeled walker; 1 assist for transfers",
                          "Hoist (full body) with 2 staff; bed low-low, crash mat",
                          "Independent with stick indoors; supervision outdoors",
                          "Hip protectors worn; sensor mat at night")),
    ("SKIN INTEGRITY", ("Braden {score}; Waterlow {score}; air mattress, 2-hourly repositioning",
                        "Skin tears - limb protectors; moisturise BD",
                        "Intact; check heels daily")),
    ("CONTINENCE", ("Double incontinent; Tena Slip Maxi; toilet 2-hourly by day",
                    "IDC (Foley) changed monthly, last change on chart",
                    "Continent with prompting; night pad")),
    ("NUTRITION & SWALLOW", ("IDDSI level 5 minced & moist, mildly thick fluids (level 2)",
                             "Normal diet, needs set-up and cutting", "Diabetic diet; BGL BD",
                             "Fortified milk drinks TDS; weight {weight} on {recent}")),
    ("COGNITION & BEHAVIOUR", ("MMSE {score}/30; wanders in the afternoon - redirection, music",
                               "Cornell {score}; low mood in the evenings",
                               "RUDAS {score}/30; can be verbally aggressive with personal care")),
    ("PAIN", ("Abbey Pain Scale {score}; paracetamol 1 g QID regular",
              "Buprenorphine patch 5 mcg/h, changed weekly",
              "Knee pain - heat pack before walking")),
    ("SLEEP", ("Settles 2100; likes the door open and radio on",
               "Wakes 0300 most nights, offer warm milk")),
)


def aged_care_plan(n: VNote) -> None:
    """A residential aged-care plan: resident, next of kin, care domains, review."""
    rng, pt = n.rng, n.patient
    n.fill("{hosp_full}\n")
    n.lit(rng.choice(("RESIDENT CARE PLAN", "Care Plan - Long-Term Resident",
                      "CARE PLAN REVIEW")) + "\n")
    n.fill("Review date: {today}   Next review: {fu}\n")
    n.rule()
    n.fill("Resident: {pt_header}{pt_hanzi}{pt_pref}\n")
    n.lit("Room ")
    n.s_bed()
    if rng.random() < 0.7:
        n.lit(", ")
        n.phi(rng.choice(WINGS[pt.region]), "DEPARTMENT")
    n.fill("   DOB {dob} (age {age})\n")
    n.fill("Admitted: {past_month}   GP: {gp}\n")
    first = pt.relatives[0]
    n.lit(rng.choice(("NOK / EPOA: ", "Next of kin: ", "Substitute decision-maker: ")))
    n.rel_name(first, "full")
    n.lit(" (" + first.relation + ") ")
    n.phone(first.phone)
    if first.email:
        n.lit(rng.choice((", ", "  e: ")))
        n.phi(first.email, "EMAIL")
    n.nl()
    if pt.region == "AU":
        if pt.plan_kind == "dva":
            n.lit("DVA Gold Card: ")
            n.phi(pt.healthplan, "HEALTHPLAN")
        else:
            n.lit("Medicare: ")
            n.s_medicare()
        n.lit("   IHI: ")
        n.s_ihi()
        n.lit("   AN-ACC class " + str(rng.randint(2, 13)) + "\n")
    elif pt.region == "NZ":
        n.fill("NHI: {mrn}   interRAI LTCF completed {recent}; level: hospital\n")
    elif pt.region == "HK":
        n.fill("HKID: {natid}   HN: {mrn}   CSSA: yes\n")
    n.fill(rng.choice(("Former occupation: {job}\n", "Worked as a {job} until {past_year}\n",
                       "Life story: was a {job}; {rel} says {he} loved dancing.\n",
                       "Occupation: retired {job}\n")))
    n.lit("Language: " + pt.language + (rng.choice((" (interpreter for care conferences)",
                                                    "", " - some English"))
                                         if n.foreign_language else "") + "\n")
    n.fill(rng.choice(("Spiritual: attends {church}\n", "Cultural needs: discussed with "
                       "family - see life story\n", "")))
    n.nl()
    for title, options in rng.sample(CARE_DOMAINS, rng.randint(4, len(CARE_DOMAINS))):
        n.lit(title + "\n  ")
        n.fill(rng.choice(options))
        n.nl()
    n.lit("MEDICATION\n  ")
    n.fill(rng.choice(("Packed weekly by {pharmacy} (blister packs)",
                       "Administered by RN from the medication chart; crushed with yoghurt",
                       "Self-administers eye drops only")))
    n.nl(2)
    n.fill(rng.choice((
        "Care conference held with {relname} by phone; goals: comfort and remaining here.\n",
        "{Rel} visits after church each week and takes {him} for lunch at {landmark}.\n",
        "Advance care plan: not for hospital transfer unless for comfort.\n",
        "Family take {him} home for the day on {holiday}; leave medications packed.\n")))
    n.nl()
    n.fill("Reviewed by: {rac_rn} with {carer}")
    if rng.random() < 0.5:
        n.lit("  (")
        n.user_of("rac_rn")
        n.lit(")")
    n.nl()


WRITERS = {"anaesthetic_record": anaesthetic_record, "family_meeting": family_meeting,
           "neonatal_note": neonatal_note, "audiology_report": audiology_report,
           "dietitian_note": dietitian_note, "wound_clinic": wound_clinic,
           "sleep_study": sleep_study, "genetic_counselling": genetic_counselling,
           "retrieval_note": retrieval_note, "aged_care_plan": aged_care_plan}
#: (capitals, lower case, hard wrap, typos): the share of each type's documents so written.
LOOKS = {"anaesthetic_record": (0.15, 0.0, 0.0, 0.2), "family_meeting": (0.0, 0.04, 0.5, 0.4),
         "neonatal_note": (0.05, 0.3, 0.1, 0.3), "audiology_report": (0.0, 0.0, 0.3, 0.2),
         "dietitian_note": (0.0, 0.15, 0.3, 0.4), "wound_clinic": (0.1, 0.0, 0.2, 0.3),
         "sleep_study": (0.05, 0.0, 0.1, 0.1), "genetic_counselling": (0.0, 0.0, 0.6, 0.2),
         "retrieval_note": (0.4, 0.0, 0.0, 0.3), "aged_care_plan": (0.2, 0.0, 0.1, 0.3)}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    """Write document ``visit_no`` of ``patient``; returns it and its type."""
    rng = random.Random("deidkit-synth/" + str(seed) + "/V/doc/" + str(patient.number) + "/" +
                        str(visit_no))
    note = VNote(seed, patient, visit_no, rng)
    kind = note.visit.kind
    WRITERS[kind](note)
    upper_p, lower_p, wrap_p, typo_p = LOOKS[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    wrap = rng.randint(66, 84) if rng.random() < wrap_p else None
    typo_rate = rng.uniform(0.002, 0.01) if rng.random() < typo_p else 0.0
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
