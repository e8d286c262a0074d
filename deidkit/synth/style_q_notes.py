"""Style Q's notes (:mod:`deidkit.synth.style_q` has the world, the slots and the annotation
conventions): sixteen kinds of bedside charting of ICU and step-down nurses and respiratory
therapists, telegraphic, system by system, a third in capitals and a third in lower case."""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_q import QNote, build_patient, visit_count

__all__ = ["NOTE_TYPES", "make_document", "build_patient", "visit_count", "QNote"]

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("icu_shift_note", 14), ("stepdown_shift_note", 7), ("rt_vent_check", 7),
    ("rt_treatment", 5), ("rt_extubation", 4), ("event_note", 6), ("code_note", 3),
    ("arrival_note", 6), ("transfer_handoff", 5), ("md_notification", 7),
    ("family_communication", 7), ("restraint_delirium", 4), ("skin_wound", 4),
    ("drip_crrt", 4), ("transfusion_note", 4), ("postmortem_care", 3),
)

# -- system by system -----------------------------------------------------------------------
LABELS = {
    "neuro": ("Neuro", "NEURO", "Neuro/psych", "CNS", "N", "Neuro/sedation", "neuro"),
    "cv": ("CV", "Cardiac", "CVS", "C/V", "Heart", "CV/hemodynamics", "cv"),
    "resp": ("Resp", "Pulm", "RESP", "Lungs", "Resp/vent", "R", "resp"),
    "gi": ("GI", "GI/nutrition", "Abd", "GI/nutr", "gi"),
    "gu": ("GU", "Renal", "GU/renal", "Renal/GU", "I&O", "gu"),
    "skin": ("Skin", "Integ", "Skin/wound", "Integumentary", "skin"),
    "id": ("ID", "Temp", "ID/heme", "Heme/ID", "id"),
    "endo": ("Endo", "Heme", "Endo/heme", "Lines/labs"),
    "social": ("Social", "Psychosocial", "Family", "Psychosoc", "Psych/soc", "Soc",
               "Family/social"),
    "plan": ("Plan", "P", "Plan/goals", "Goals", "Plan of care", "To do"),
}

NEURO_SEDATED = (
    "sedated on {sedative}, RASS {rass}", "RASS {rass} on {sedative}",
    "RASS goal 0 to -1, currently {rass}",
    "withdraws x4 to nailbed pressure", "GCS {gcs}", "CAM-ICU unable to assess, RASS -4",
    "SAT done at {time}, agitated w/in 20 min, resumed at half rate", "SAT/SBT paired at {time}",
    "CPOT {n}", "BIS {nn}", "TOF 2/4", "nonverbal, opens eyes to voice", "cough/gag intact",
    "mouthing words around ETT", "nods yes/no appropriately", "uses letter board to communicate",
    "follows simple commands intermittently", "pupils {pupil}mm sluggish bilat",
    "EVD open at {level} cmH2O, ICP {icp}, draining clear CSF", "EVD clamped per NSGY, ICP {icp}",
)
NEURO_AWAKE = (
    "A&Ox{n}", "A&O x{n}, follows commands", "alert, oriented to self only", "CAM-ICU neg",
    "CAM-ICU positive, hypoactive", "CAM + this am, inattention and disorg thinking",
    "pain {pain}, prn {drug} x1 w/ relief", "R facial droop unchanged", "NIHSS {nihss}",
    "speech garbled but improving", "slow to respond but appropriate",
    "restless overnight, pulling at lines",
    "reoriented frequently", "calm and cooperative", "denies pain", "on CIWA, scores {n}-{nn}",
    "hand grasps strong bilat", "tremulous, diaphoretic, CIWA {nn}",
    "oriented to person/place, not time",
    "sleeping between cares",
)
NEURO_COMMON = (
    "PERRL {pupil}mm brisk", "MAE x4", "MAE, weak LUE", "no sz activity noted",
    "neuro checks q1h, unchanged",
    "neuro checks q2h stable", "pupils unequal R {pupil} L {n}, MD aware",
)
CV = (
    "HR {hr} {rhythm}", "{rhythm} {hr}", "BP {sbp}/{dbp}", "SBP {sbp}",
    "SBP <{sbplim} x2, {bolus} given w/ good effect", "MAPs >{map} on {pressor}",
    "MAP goal >{map}, titrating {pressor}", "weaned {pressor} to off at {time}", "no ectopy",
    "occ PVCs", "runs of NSVT x{n}, lytes replaced", "+{edema} pitting BLE edema",
    "trace BLE edema",
    "pulses palp x4", "DP/PT dopplerable bilat", "cap refill <3 sec",
    "extremities cool, mottled knees",
    "CVP {cvp}", "art line R radial, good waveform, correlates w/ cuff",
    "A-line L fem dampened, flushed",
    "heparin gtt at {hepgtt}, PTT {ptt} at {time}, no rate change", "CI {ci} SVR {svr}",
    "CT x2 to -20 sxn, {ml}ml serosang this shift, no air leak", "pacer wires capped and secured",
    "epicardial wires to pacer, backup VVI 50", "IABP 1:1, augmentation adequate",
    "Impella {impella}, no alarms", "tele {rhythm} {hr}", "BP soft {sbp}/{dbp} w/ sedation",
    "hypertensive to {sbpn}s, prn hydralazine 10 mg IV x1", "groin site soft, no hematoma",
    "TR band off at {time}, site cdi", "HR up to 140s w/ turns, settles", "BP {sbp}/{dbp}, HR {hr}",
    "SBP goal <{sbpn}, on nicardipine gtt", "skin warm, pink", "radial pulses weak, pedal absent by palp",
)
RESP_VENT = (
    "intubated, {vent}", "vent: {vent}", "on {vent}", "{vent}, tolerating",
    "ETT {ett} @ {lip} at the lip", "sxn'd q2-3h for mod amt thick tan secretions",
    "sx'd small amt thin white",
    "copious bloody secretions, MD aware", "ABG {abg}", "ABG at {time}: {abg}, vent changed per RT",
    "proned at {time}, supine at {time}", "vent alarming high pressure w/ coughing",
    "RSBI {rsbi} on SBT",
    "SBT failed at 30 min d/t RR >35", "nitric 20 ppm", "trach #{n} Shiley, site cdi",
    "trach collar {fio2}%, tolerating",
    "overbreathing vent, RR {rr}", "desat to {low}% w/ turning, recovered quickly",
)
RESP_OFF = (
    "SpO2 >92% on {lpm}L NC", "on {lpm}L NC, sats low 90s", "HFNC {flow}L/{fio2}%",
    "BiPAP {ipap}/{epap} {fio2}% overnight",
    "RR {rr} unlabored", "tachypneic {rr}, accessory muscle use", "IS {is}",
    "cough weak, needs encouragement",
    "strong cough, expectorating", "room air, sats {spo2}", "refusing BiPAP, on NC {lpm}L",
    "ABG {abg}",
    "desat to {low}% w/ ambulation, recovered w/ rest",
)
RESP_COMMON = (
    "LS coarse bilat, dim bases", "LS clear upper, diminished lower", "crackles RLL",
    "exp wheezes, RT aware",
    "sats {spo2}-{spo2b}%", "CXR this am - {cxr}", "CT to water seal, no air leak",
)
GI = (
    "abd soft, NT/ND, +BS", "abd firm, distended, hypoactive BS",
    "OGT to LIS w/ {ml}ml bilious output",
    "NGT clamped", "TF {tf} @ {tfrate}, goal {tfgoal}, residuals <{resid}", "TF held for {proc}",
    "NPO after MN for {proc}", "no BM this shift", "BM x{n} loose brown",
    "FMS in place, {ml}ml liquid brown stool",
    "C diff sent", "senna/colace given", "BG {bg}-{bg2}, insulin gtt per protocol",
    "BG {bg}, SSI coverage",
    "+flatus", "tolerating clears", "advanced to cardiac diet, ate {pct}%", "PEG to gravity",
    "N/V x1, zofran given", "abd binder on", "OGT replaced, placement confirmed by xray",
    "PPI gtt", "dobhoff post pyloric, TF at {tfrate}", "melena x{n}, Hgb {hgb}",
)
GU = (
    "foley draining clear yellow urine, UO {uo}-{uo2}ml/hr", "foley to gravity, amber concentrated",
    "UOP {ml}ml/shift", "voiding via urinal", "oliguric, UO <20ml/hr x3h, MD aware",
    "CRRT (CVVHDF) running, UF {uf}/hr, filter changed at {time}", "BUN/Cr {bun}/{cr}",
    "lasix given at {time} w/ {ml}ml response", "K {k} replaced per protocol", "Mg {mg}, repleted",
    "bladder scan {ml}ml, straight cath'd", "foley d/c'd at {time}, due to void by {time}",
    "purewick in place", "hematuria, CBI running", "I&O +{ml} / LOS +{liters}L",
    "net neg {ml} so far",
    "HD cath R IJ, HD today per renal", "anuric", "UO picked up after bolus",
)
SKIN = (
    "skin intact", "skin w/d/i", "stage {stage} sacrum, mepilex in place",
    "DTI L heel, heels floated",
    "turned q2h w/ assist of 2", "braden {braden}", "R IJ TLC cdi, dsg due {tmrw}", "PIV x2 patent",
    "PICC RUE, dsg changed", "midline incision w/ staples, c/d/i",
    "sternal incision cdi, no drainage",
    "ecchymosis BUE", "skin tears L forearm, xeroform", "groin MASD, barrier cream applied",
    "JP x{n} draining serosang {ml}ml total", "wound vac at -125 to abd, seal intact",
    "moisture assoc skin damage coccyx", "frostbite bilat feet, blisters intact, kerlix",
    "burn dsgs per burn team", "PI prevention bundle in place",
    "pressure injury L ear from O2 tubing, padded",
)
ID_ = (
    "Tmax {temp}", "afebrile", "T {temp} at {time}, BCx x2 sent, tylenol given", "WBC {wbc}",
    "WBC {wbc} (down from {wbc2})", "on vanc/zosyn day {n}", "abx: cefepime/flagyl d{n}",
    "contact precautions (MRSA)", "droplet precautions", "airborne, neg pressure room",
    "lactate {lac}", "cooling blanket on", "bair hugger on for T {temp}", "procal {procal}",
    "cx from OSH pan-sensitive E coli", "Tmax {tempf}F", "on micafungin",
)
ENDO = (
    "Hgb {hgb}, {units} PRBC given", "plt {plt}", "INR {inr}", "heparin sq", "SCDs on",
    "BG {bg} q4h", "lovenox held for procedure", "FFP x2 for INR {inr}",
    "insulin gtt off, transitioned to lantus",
    "K {k}, Mg {mg}", "iCa low, 2g Ca gluc given",
)
SOCIAL = (
    "{rel} {relname} at bedside, updated by {md}", "{rel} {relname} called x{n}, updated",
    "{rel} ({relname}) {relphone} is primary contact", "HCP: {rel} {relfull} {relphone}",
    "no family contact this shift",
    "family at bedside most of shift, tearful, chaplain {chap} paged",
    "family mtg planned {wd} at 1400 w/ {att}",
    "{rel} {relname} and {rel2} {rel2name} visited, updated on plan",
    "{lang} interpreter {interp} used for update", "{rel} wants a call w/ any changes: {relphone}",
    "pt lives in {town} w/ {rel}", "from {town}, {state}, family driving down",
    "SW {sw} following", "{rel} asking about transfer closer to {town}",
    "visitor {visitor} (friend), pt ok w/ info shared", "pt {works_as}, worried about bills",
    "{clergy} from {church} visited", "{rel} {relname} spent the night",
    "{rel} {relname} at bedside, {rel2} {rel2name} {rel2phone} updated by phone",
    "code status discussed w/ {rel}, remains full code",
    "{rel} states pt {pt_first} hates being cold",
    "pt's {rel} is a {reljob}, asking detailed questions",
)
PLAN = (
    "cont current plan", "wean vent as tol, SBT in am", "f/u am labs", "possible extubation {tmrw}",
    "transfer to step-down when bed avail", "keep MAP >{map}", "goal net neg {liters}L",
    "CT abd/pelvis in am", "TEE {tmrw}", "IR for {proc} {tmrw}", "cont to monitor",
    "palliative consult", "family mtg {wd}", "cont to wean levo", "SAT/SBT in am", "NPO at MN",
    "PT/OT eval", "{proc} {wd}", "trend lactate", "repeat ABG at {time}", "ambulate in am",
)

SYSTEMS = (("neuro", None, (3, 7)), ("cv", CV, (3, 7)), ("resp", None, (3, 7)), ("gi", GI, (2, 5)),
           ("gu", GU, (2, 4)), ("skin", SKIN, (2, 4)), ("id", ID_, (1, 3)), ("endo", ENDO, (1, 3)),
           ("social", SOCIAL, (1, 3)), ("plan", PLAN, (2, 5)))

OPENERS = (
    "{agesex} w/ {dx}, HD {n}.", "{agesex} admitted {admit} from {osh} w/ {dx}.",
    "Pt is {agesex}, {dx}.", "{agesex} transferred from {osh} ({town}) on {admit} for {dx}.",
    "{dx}, hospital day {n}.", "Pt {pt_first} is {agesex} w/ hx of COPD, DM2 here for {dx}.",
    "{agesex}, full code, {dx}.", "Brief: {agesex}, {dx}, s/p intubation at OSH.",
    "{agesex} from {town} admitted {admit} w/ {dx}.",
)
HEADERS = (
    "NSG NOTE {today} 0700-1900", "RN Progress Note - {svc} - {today}", "ICU Nursing Shift Summary",
    "{today} 1900-0730 RN NOTE", "Nursing Note (days) {today}", "NURSING SHIFT ASSESSMENT",
    "RN note {today_full}", "Shift summary 07-19", "Nsg Progress Note",
    "{svc} RN NOTE NOC SHIFT {today}",
    "Nursing narrative", "Bed {bed}: {pt_header}   MRN {mrn}", "Shift Note {today} nights",
    "Rm {room} {pt_header}", "{unit} NURSING NOTE {today}",
    "Intensive care nursing note, {today_full}",
)


def pool(n: QNote, name: str, templates):
    """The templates of a system for this patient (sedated and ventilated or not)."""
    if name == "neuro":
        return (NEURO_SEDATED if n.vented else NEURO_AWAKE) + NEURO_COMMON
    if name == "resp":
        return (RESP_VENT if n.vented else RESP_OFF) + RESP_COMMON
    return templates


class Layout:
    """The house habits of one note: labels, separators, line ends."""

    def __init__(self, rng: random.Random):
        self.colon = rng.choice((": ", ": ", "- ", " - ", ":", "/ ", " > "))
        self.sep = rng.choice((", ", ", ", "; ", ". ", " / ", ". "))
        self.inline = rng.random() < 0.3
        self.end = rng.choice(("", ".", "")) + ("  " if self.inline else "\n")
        self.label_idx = rng.randrange(7)

    def label(self, name: str) -> str:
        options = LABELS[name]
        return options[self.label_idx % len(options)]


def systems(n: QNote, lay: Layout, names=None) -> None:
    rng = n.rng
    for name, templates, k in SYSTEMS:
        if names is not None and name not in names:
            continue
        if names is None and name in ("endo", "id", "skin") and rng.random() < 0.3:
            continue
        n.lit(lay.label(name) + lay.colon)
        n.sentences(pool(n, name, templates), k, lay.sep)
        n.lit(lay.end)
    if lay.inline:
        n.nl()


def brief_systems(n: QNote, names: tuple[str, ...], intro: tuple[str, ...], p: float = 1.0) -> None:
    """A short system-by-system assessment inside another kind of note."""
    if n.rng.random() >= p:
        return
    lay = Layout(n.rng)
    n.nl()
    if intro:
        n.lit(n.rng.choice(intro) + "\n")
    chosen = [name for name in names if n.rng.random() < 0.85] or list(names[:1])
    for name, templates, _ in SYSTEMS:
        if name in chosen:
            n.lit(lay.label(name) + lay.colon)
            n.sentences(pool(n, name, templates), (1, 3), lay.sep)
            n.lit(lay.end)
    if lay.inline:
        n.nl()


def sign_rn(n: QNote) -> None:
    n.nl(n.rng.choice((1, 1, 2)))
    n.fill(n.rng.choice(("{sign_rn}", "{sign_rn}", "{sign_rn} {time}", "Signed: {sign_rn}",
                         "{sign_rn}\n{unit}", "{sign_rn} - {svc}")))
    n.nl()


def header(n: QNote, options=HEADERS) -> None:
    if n.rng.random() < 0.85:
        n.fill(n.rng.choice(options))
        n.nl(n.rng.choice((1, 1, 2)))


# -- the notes ---------------------------------------------------------------------------------
def icu_shift_note(n: QNote) -> None:
    lay = Layout(n.rng)
    header(n)
    if n.rng.random() < 0.7:
        n.fill(n.rng.choice(OPENERS))
        n.nl(n.rng.choice((1, 2)))
    if n.rng.random() < 0.25:
        n.fill(n.rng.choice(("Drips: {drip}, {drip}", "gtts- {drip} / {drip}",
                             "Infusions: {drip}")))
        n.nl()
    systems(n, lay)
    if n.rng.random() < 0.3:
        n.fill(n.rng.choice((
            "Pt remains critically ill, see flowsheet for details.",
            "See flowsheets for VS and I&O.",
            "Uneventful night.", "Busy shift, multiple drip titrations as above.",
            "Report given to oncoming RN {rn2} at bedside.",
            "{att} rounded at 1000, plan discussed w/ {rel}.")))
        n.nl()
    sign_rn(n)


def stepdown_shift_note(n: QNote) -> None:
    rng = n.rng
    header(n, ("PCU RN NOTE {today}", "Step down shift note", "{unit} nursing {today}",
               "Progressive care - shift summary", "Nursing note {today_full} days",
               "RN Shift Summary ({svc})", "Rm {room} - nsg note"))
    parts = [
        "{agesex} w/ {dx}, transferred from ICU {yest}.",
        "Pt A&Ox{n}, pleasant, calls self {pt_first}.",
        "Tele {rhythm} {hr}, BP {sbp}/{dbp}.", "On {lpm}L NC, sats {spo2}-{spo2b}%, IS {is}.",
        "Up to chair x{few} w/ PT, ambulated {ft} ft w/ walker and 1 assist.",
        "Diet: cardiac/2g Na, ate {pct}% of meals.",
        "Voiding w/o difficulty.", "Pain {pain} incisional, oxy given x{n}.",
        "Lasix 40 IV bid, net neg {liters}L.",
        "Telemetry box #{nn} on.", "Denies CP/SOB.", "Daily wt {wt} kg.",
        "Fall risk, bed alarm on, yellow socks.",
        "{rel} {relname} visited in afternoon.", "PIV L FA 20g, saline locked.",
        "BG {bg}-{bg2}, SSI per protocol.",
        "Refused SQ heparin x1, educated.", "Sleeping well, melatonin given.",
        "Planning dc home to {town} {wd} if stable.",
        "CM following for SNF placement.", "Home O2 eval done, qualifies for 2L.",
        "Pt would like {rel} {relname} called at {relphone} before dc.",
        "PT recommends home w/ assist.", "Drains removed by {np} this am.", "Shower done.",
        "Lopressor held for HR 50s, MD aware.",
    ]
    lines = n.choose(parts, (9, 17))
    nl = rng.random() < 0.5
    for i, t in enumerate(lines):
        if i:
            n.lit("\n" if nl else " ")
        n.fill(t)
    n.nl()
    if rng.random() < 0.4:
        n.fill(rng.choice(("Plan: {plan_item}", "P: {plan_item}, {plan_item}")))
        n.nl()
    sign_rn(n)


def rt_vent_check(n: QNote) -> None:
    rng = n.rng
    header(n, ("RT Note {time}", "Respiratory Care - Vent Check", "RT VENT CHECK",
               "Resp Therapy {today}",
               "RT: vent mgmt", "RCP note {today} {time}", "Ventilator assessment"))
    form = rng.random() < 0.5
    items = [
        ("Mode", "{vent}"), ("Set", "Vt {vt} RR {rate} PEEP {peep} FiO2 {fio2}%"),
        ("Total RR", "{rr}"), ("PIP/Pplat", "{pip_pplat}"), ("Cstat", "{nn}"), ("Ve",
        "{n}.{n} L/min"),
        ("BS", "coarse bilat, dim bases"), ("Sxn", "mod thick yellow via inline"), ("ETT",
        "{ett} @ {lip} lip, secured w/ anchorfast"),
        ("Cuff", "{nn} cmH2O"), ("ABG", "{abg}"), ("SpO2", "{spo2}%"), ("Humidity", "HME changed"),
        ("Alarms", "set and functional"), ("I:E", "1:{n}"), ("Auto-PEEP", "none"), ("ETCO2",
        "{etco2}"),
        ("HR", "{hr}"), ("Sedation", "{drip}, RASS {rass}"), ("Circuit", "dry, no leaks"),
        ("Ambu", "at HOB w/ PEEP valve"), ("Trach", "#{n} cuffed, ties secure"), ("Sputum",
        "cx sent {today}"),
        ("Pt position", "HOB 30, turned L"), ("Oral care", "done w/ CHG"), ("Peak flow",
        "{nn} L/min"),
    ]
    picks = n.choose(items, (8, 14))
    for label, t in picks:
        if form:
            n.lit(label + ": ")
            n.fill(t)
            n.nl()
        else:
            n.lit(label + " ")
            n.fill(t)
            n.lit(rng.choice((", ", ". ", "; ")))
    if not form:
        n.nl()
    n.fill(rng.choice((
        "Changes: PEEP increased to {peep} per {md}.", "FiO2 weaned to {fio2}% for sats >92.",
        "No changes this check.", "RR increased to {rate} per ABG, {md} aware.",
        "Placed on PS {ps}/{peep} at {time}, tolerating well.",
        "Recruitment maneuver done per protocol.",
        "Pt biting ETT, bite block placed, RN {rn2} aware.",
        "ETT retaped, moved to L side of mouth.",
        "Spoke w/ {fellow} re: plan to wean.", "Will attempt SBT in am per {att}.")))
    n.nl()
    if rng.random() < 0.6:
        n.sentences((
            "Pt appears comfortable on current settings, synchronous w/ vent.",
            "Bronchodilator given via inline MDI.",
            "VAP bundle in place.", "Breath sounds improved after sxn.",
            "Pt coughing and gagging on ETT w/ cares.",
            "ABG reviewed w/ {res}, no changes at this time.",
            "High Ppeak alarms resolved after sxn.",
            "Will obtain ABG at {time}.", "Plan for bronch w/ BAL {tmrw} per pulm.",
        ), (2, 4), " ")
        n.nl()
    n.fill(rng.choice(("Will follow. {sign_rt}", "RT will cont to monitor.\n{sign_rt}", "{sign_rt}",
                       "{sign_rt} {time}", "-- {rt} RT")))
    n.nl()


def rt_treatment(n: QNote) -> None:
    rng = n.rng
    header(n, ("RT Tx Note", "Respiratory treatment {time}", "RT: neb/BiPAP", "Resp care {today}",
               "RT NOTE - tx given", "Aerosol treatment note"))
    parts = (
        "Duoneb given via HHN at {time}, BS pre: exp wheezes, post: improved aeration.",
        "HR {hr} pre/post, no adverse rxn.",
        "Pt placed on BiPAP {ipap}/{epap} {fio2}% via FFM at {time}, tolerating.",
        "Vest therapy x15 min, pt coughed up mod thick green sputum.",
        "HFNC weaned to {flow}L/{fio2}%.",
        "Trach care done, inner cannula changed, stoma cdi.", "Metaneb x10 min via trach.",
        "IS coaching done, pt pulling {is}.",
        "Pt refused BiPAP at HS, placed on {lpm}L NC, RN aware.",
        "Sputum sample sent per order.", "Sats {spo2}% on {lpm}L NC.",
        "Pt c/o SOB, RR {rr}, treatment given early per protocol.",
        "Albuterol MDI 4 puffs w/ spacer.", "NT suction for small amt thick white.",
        "BiPAP mask changed to nasal pillows d/t pressure on bridge of nose.",
        "O2 titrated to keep sats 88-92% per order.",
        "Pt's own CPAP from home brought in by {rel} {relname}, settings verified.",
        "Pt educated on IS and flutter valve.", "Peak flow {ft} pre / {ft} post.",
        "BS post tx: clear upper, fine crackles bases.", "RR {rr} post tx.",
        "Cough productive of small amt white.",
        "HR increased to {hr} after albuterol, RN aware.", "Pt tolerated tx well.",
        "Next tx due at {time}.",
    )
    n.sentences(parts, (6, 11), rng.choice((" ", "\n")))
    n.nl()
    n.fill(rng.choice(("{sign_rt}", "Will follow.  {sign_rt}", "{sign_rt} ({time})")))
    n.nl()


def rt_extubation(n: QNote) -> None:
    rng = n.rng
    header(n, ("SBT/Extubation Note", "RT EXTUBATION NOTE", "Extubation {today} {time}", "RT: SBT",
               "Weaning note"))
    parts = [
        "SBT started at {time} on CPAP {cpap}/PS {ps}.", "RSBI {rsbi}, NIF {nif}, VC {n}00ml.",
        "Cuff leak present.", "Pt following commands, strong cough.", "Passed 30 min SBT.",
        "Extubated at {time} per {md} to {lpm}L NC.", "Extubated to HFNC {flow}L/{fio2}%.",
        "No stridor.", "Post extubation sats {spo2}%, RR {rr}.", "Voice hoarse but able to speak.",
        "Racemic epi neb given x1 for mild stridor.", "ABG 1h post: {abg}.", "HOB 30.",
        "Pt able to say name and thanked staff.", "{rel} {relname} at bedside, aware.",
        "Swallow screen deferred until tmrw, NPO for now.", "Will reassess in 1 hr.",
        "Cuff leak absent, {md} aware, decadron given, will retry {tmrw}.",
    ]
    n.sentences(parts, (8, 14), rng.choice((" ", "\n")))
    n.nl()
    n.fill(rng.choice(("{sign_rt}", "{sign_rt}\ncc: {rn2} RN")))
    n.nl()


def event_note(n: QNote) -> None:
    rng = n.rng
    header(n, ("EVENT NOTE", "Event note {time}", "RN Event Note - {today}", "Nursing event",
               "Rapid Response Event", "Fall event note", "Critical event {today}"))
    n.fill(rng.choice(("At {time} pt found {event}.",
                       "Approx {time} this RN entered rm, pt {event}.",
                       "{time}: pt {event}.", "Pt noted at {time} {event}.")))
    n.lit(" ")
    n.sentences((
        "{md} notified immediately, at bedside at {time}.", "RRT called at {time}.",
        "Charge RN {charge} at bedside.", "VS: HR {hr} BP {sbp}/{dbp} SpO2 {spo2}%.",
        "{bolus} given per {md}.", "Stat ABG {abg}.", "CT head neg per {res}.", "No injury noted.",
        "Pt reintubated by anesthesia at {time}.", "BG {bg} at time of event.",
        "Safety report #{event_id} filed.",
        "{rel} {relname} notified by phone at {time} ({relphone}).",
        "Pt returned to bed w/ lift and 4 staff.", "Bed alarm was on.",
        "Restraints applied per order.",
        "Ativan 2 mg IV given, sz stopped at {time}.", "Transfused {units} PRBC.", "EKG obtained.",
        "Pt now resting, VS stable.", "Will cont to monitor closely.", "Neuro checks q15min x4.",
        "Pt moved closer to nursing station.", "Attending {att} aware.", "Sitter ordered.",
        "Pupils {pupil}mm equal and reactive after event.", "Abx started per sepsis protocol.",
        "Temp {temp}, cultures sent.", "Pt placed on NRB, sats up to {spo2}%.",
        "Labs sent: CBC, BMP, lactate, trop.",
    ), (7, 13), rng.choice((" ", "\n")))
    n.nl()
    brief_systems(n, ("neuro", "cv", "resp"), ("Post event assessment:", "Reassessment at 1h:",
                                               "Current status -"), 0.6)
    sign_rn(n)


CODE_START = ("{time} CPR started by {rn2} RN", "{time} pads on, rhythm PEA", "{time} epi 1mg IVP",
              "{time} pulse check, VF, shocked 200J", "{time} IO placed L tibia", "{time} epi 1mg",
              "{time} bicarb 1 amp", "{time} calcium chloride 1g", "{time} pulse check, no pulse",
              "{time} amio 300mg IVP", "{time} D50 1 amp, BG {bg}", "{time} asystole, CPR cont",
              "{time} intubated by anesthesia, ETT {ett} @ {lip}",
              "{time} pulse check, PEA, CPR resumed")
CODE_ROSC = ("{time} ROSC, HR {hr} BP {sbp}/{dbp}", "{time} levo started",
             "{time} post-ROSC ABG {abg}",
             "{time} 12 lead: STE inferior leads, cath lab activated",
             "{time} targeted temp mgmt started")
CODE_DEATH = ("{time} asystole, no pulse", "{time} code called by {md}", "{time} family at bedside")


def code_note(n: QNote) -> None:
    rng = n.rng
    header(n, ("CODE BLUE RECORD", "Code note", "Rapid Response / Code {today}",
               "CODE NOTE - RN recorder",
               "Cardiac arrest event {today_full}"))
    n.fill(rng.choice(("Code called at {time}, rm {room}.", "Pt found pulseless at {time}.",
                       "RRT called {time}, converted to code blue.")))
    n.nl()
    n.step = (1, 4)
    rosc = rng.random() < 0.6
    steps = list(CODE_START[:2]) + n.choose(CODE_START[2:], (3, 8))
    for t in steps + n.choose(CODE_ROSC if rosc else CODE_DEATH, (1, 3)):
        n.fill(t)
        n.nl()
    n.sentences((
        "Code led by {md}.", "Recorder: {author_first} RN.", "Pharmacy: {pharm}.", "RT: {rt}.",
        "{rel} {relname} notified by {md} at {time}.",
        "Family in waiting room, chaplain {chap} w/ them.",
    ) + (("Pt transferred to cath lab at {time}.", "Post-ROSC: pupils {pupil}mm, nonreactive.",
          "Pt to remain on {drip}.") if rosc else
         ("Code terminated at {time}.", "TOD {time}.", "Post mortem care per protocol.")),
        (3, 6), "\n")
    n.nl()
    sign_rn(n)


def arrival_note(n: QNote) -> None:
    rng = n.rng
    header(n, ("ADMISSION NOTE", "Admit to {unit}", "Arrival note {today}", "ICU admission - RN",
               "Transfer in from OSH", "Pt arrival {time}", "New admit rm {room}"))
    n.fill(rng.choice((
        "Pt arrived to {unit} rm {room} at {time} from {osh} via {transport}.",
        "{agesex} arrived at {time} via {airmed} from {osh} ({town}, {state}).",
        "Pt admitted to bed {bed} from ED at {time}.", "Received pt from OR at {time}, {dx}.",
        "Pt arrived via {airmed} at {time} from {osh}.",
    )))
    n.lit(" ")
    n.sentences((
        "Report rec'd from OSH RN {osh_rn}.", "Hx per {osh_md} at OSH: {dx}.",
        "Pt on {drip} on arrival.", "{vent} on arrival, RT {rt} at bedside.",
        "Placed on monitor: {rhythm} {hr}, BP {sbp}/{dbp}, SpO2 {spo2}%.",
        "Skin assessed w/ {rn2} RN: {skin_item}.",
        "Belongings: glasses, cell phone, wallet - sent home w/ {rel}.", "2 RN skin check done.",
        "Admission db completed w/ {rel} {relname}.",
        "{lang} speaking, interpreter {interp} via iPad.",
        "Pt lives in {town} w/ {rel}, {works_as}.", "Pt works at {employer}.",
        "Born in {country}, came to US in 2000s.", "Injured at {landmark} per EMS.",
        "Allergies: PCN (rash).", "Wt {wt} kg.", "MRN {mrn} verified, ID band on.",
        "Admitting MD {att}, fellow {fellow}.",
        "{rel} {relname} ({relphone}) en route from {town}.",
        "Emergency contact {rel} {relfull} {relphone}.", "Admit orders in, labs sent.",
        "Pt oriented to room and call light.", "OSH imaging on disc given to {res}.",
        "Pt's dog at home cared for by neighbor.", "Pt is {age} yo, lives alone.",
        "Art line placed by {res} at {time}, good waveform.",
        "Foley placed, {ml}ml dark urine returned.",
        "Pt repositioned, HOB 30.", "Sepsis bundle initiated, lactate {lac}.",
        "2nd PIV placed L AC 18g.",
        "CXR done at bedside.", "OGT placed and verified.",
        "Pt agitated on arrival, fent bolus given.",
        "Heparin gtt continued from OSH at {hepgtt}.", "Blood cx x2 drawn prior to abx.",
    ), (7, 12), rng.choice((" ", "\n")))
    n.nl()
    brief_systems(n, ("neuro", "cv", "resp", "gi", "gu", "skin"),
                  ("Admission assessment:", "Initial assessment", "ASSESSMENT ON ARRIVAL:", ""))
    sign_rn(n)


def transfer_handoff(n: QNote) -> None:
    rng = n.rng
    header(n, ("TRANSFER NOTE", "Transfer out of ICU", "Handoff - transfer to floor",
               "RN transfer note {today}",
               "Pt transferred", "Report given"))
    n.sentences((
        "Report given to {rn2} RN on {other_unit} at {time}.",
        "Pt transferred to rm {room} via bed w/ tele at {time}.",
        "Transferred to {other_unit} bed {any_bed}.",
        "VS at time of transfer: HR {hr}, BP {sbp}/{dbp}, {lpm}L NC sats {spo2}%.",
        "Belongings w/ pt (glasses, phone, dentures).",
        "{rel} {relname} aware of transfer, will meet pt on floor.",
        "Meds sent w/ pt.", "A-line d/c'd prior to transfer, site cdi.", "PIV x2 patent.",
        "Last BM {yest}.",
        "Last dose dilaudid at {time}.", "Foley remains, due to be removed {tmrw}.",
        "Pending: CT A/P, PT eval.",
        "Accepting MD {res}.", "Pt happy to be leaving ICU.", "Transported by {rn2} RN and tech.",
        "Transfer back to {osh} arranged for {tmrw} via {transport}.",
        "{rel} updated at {relphone}.",
        "Room {room} - pt {pt_last} - report by phone.", "SBAR report completed.",
        "Tele box applied.", "Diet: cardiac, tolerating.", "Up w/ assist x1 and walker.",
        "Fall precautions.",
    ), (6, 12), rng.choice((" ", "\n", "\n")))
    n.nl()
    brief_systems(n, ("neuro", "cv", "resp", "gi", "gu", "skin"), ("Summary of ICU stay / status "
                                                                   "at transfer:",
                                                                  "Status at transfer", ""), 0.7)
    sign_rn(n)


def md_notification(n: QNote) -> None:
    rng = n.rng
    sbar = rng.random() < 0.5
    header(n, ("MD NOTIFICATION", "Provider notified", "SBAR page {time}", "Paged MD",
               "Notification note"))
    if sbar:
        n.fill(rng.choice(("S: {sit}", "Situation: {sit}", "S- {sit}")))
        n.nl()
        n.fill(rng.choice(("B: {agesex}, {dx}, rm {room}.", "Background: {dx}, HD {n}.",
                           "B- {dx}")))
        n.nl()
        n.fill(rng.choice(("A: VS HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {spo2}%. {assess}",
                           "Assessment: {assess}", "A- {assess}")))
        n.nl()
        n.fill(rng.choice(("R: requesting eval at bedside.", "Recommendation: ? bolus, ? labs.",
                           "R- pls call back {pager}")))
        n.nl()
    n.sentences((
        "Paged {md} at {time} re: {sit}", "Night float {res} (pgr {pager}) paged re {sit}",
        "{md} called back at {time}, orders rec'd for {drug}.", "{np} at bedside to assess.",
        "No new orders.", "Will recheck in 1 hr.", "{att} notified per {fellow}.",
        "Orders: {bolus}, repeat lactate.", "Page returned by {fellow}, will come see pt.",
        "Called {rel} {relname} per pt request at {relphone}.",
        "Spoke w/ pharmacist {pharm} re: dose.",
        "Repaged at {time}, no response, charge RN {charge} aware.",
        "VS at time of call: HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {spo2}%, T {temp}.",
        "Pt resting quietly after intervention.", "Stat labs drawn and sent.",
        "12 lead EKG done, given to MD.",
        "Bolus completed at {time}, SBP now {sbp}.", "Rechecked K after replacement: {k}.",
    ), (3, 7), " ")
    n.nl()
    brief_systems(n, ("neuro", "cv", "resp", "gu"), ("Assessment at time of page:", "Current:", ""),
                  0.45)
    sign_rn(n)


def family_communication(n: QNote) -> None:
    rng = n.rng
    header(n, ("FAMILY COMMUNICATION", "Family update", "Psychosocial note",
               "Family meeting {today}",
               "Family call {time}", "Note: family"))
    n.sentences((
        "{rel} {relfull} ({relphone}) called at {time} for update.",
        "Updated on current status, questions answered.",
        "{rel} states pt was a {job} at {employer} for 30 yrs.",
        "Asks that {rel2} {rel2name} also be updated at {rel2phone}.",
        "Family meeting held w/ {att}, SW {sw} and chaplain {chap}.",
        "Decision made to continue full support for now.",
        "Family requests transition to comfort care on {wd} after {rel2} arrives from {town}.",
        "{rel} {relname} at bedside tearful, emotional support given.",
        "{lang} interpreter {interp} present.",
        "Pt's {rel} is POA, copy on chart.", "Family requested pt's {clergy} from {church}.",
        "Hmong shaman visit requested by family, approved by charge RN {charge}.",
        "{rel} {relname} lives in {town} and will stay at hotel nearby.",
        "Family brought photos and blanket from home.",
        "{rel} asked about {hospice}, SW to follow up.", "Visiting hours explained.",
        "Family updated by {md} at bedside.",
        "Code status: DNR/DNI per {rel} and {att} {today}.",
        "Pt's {rel2} {rel2name} is {relage} and in poor health.",
        "Pt was ice fishing on {landmark} when symptoms started per {rel}.",
        "Pt moved here from {country} in the 90s per {rel}.",
        "Pt's birthday is {dob}; family wants to celebrate at bedside.",
        "Family concerned about bills, {agency} referral made.",
        "Explained purpose of vent, sedation and the drips.",
        "Family asking if pt can hear them - encouraged to talk to pt.",
        "Explained delirium and why pt is confused.", "Family appropriate, asking good questions.",
        "Visiting restrictions reviewed, 2 at a time.",
        "Reassurance given, family verbalized understanding.",
        "Family shown how to do mouth care and lotion hands.",
        "Family states pt would not want to live on machines.",
        "Questions re: trach/PEG, referred to MD.", "Family stepped out for lunch at 1230.",
    ), (7, 12), rng.choice((" ", "\n")))
    n.nl()
    sign_rn(n)


def restraint_delirium(n: QNote) -> None:
    rng = n.rng
    header(n, ("RESTRAINT NOTE", "Delirium/restraint documentation", "Safety note - restraints",
               "CAM-ICU/Restraint {today}", "Behavior note"))
    n.sentences((
        "Bilat soft wrist restraints applied at {time} d/t pulling at ETT.",
        "Order obtained from {md}.",
        "Alternatives tried: reorientation, {rel} at bedside, TV, mitts.",
        "q2h checks: circulation/skin intact, ROM done.",
        "Restraints released x15 min w/ RN at bedside.",
        "CAM-ICU positive: acute change, inattention, altered LOC.",
        "RASS {rass}.", "Seroquel given per order.", "Haldol {n} mg IV x1 per {res}.",
        "Pt attempted to climb OOB x{n}.", "Sitter at bedside from {time}.",
        "Restraints d/c'd at {time}, pt calm.",
        "{rel} {relname} able to calm pt by talking in {lang}.",
        "Sleep promotion: lights off, earplugs.",
        "Pt calling out for {rel} {relname}.",
        "Pt believes it is {holiday} and asks to go home to {town}.",
        "Pt hallucinating, picking at air.", "Lines secured, mittens on.",
        "Precedex started at 0.4 per {np}.",
        "Restraint order renewed at {time}.", "Hydration and toileting offered q2h.",
        "Pt able to state reason for restraints: no.", "Skin under restraints intact, pulses +2.",
        "CAM-ICU feature 1 +, feature 2 + (ASE letters 4/10).", "Melatonin 3 mg given at 2100.",
        "Pt slept approx 3 hrs in total.", "Day/night orientation: blinds open during day.",
        "Glasses and hearing aids in place.", "Pt redirectable at times.",
    ), (7, 13), rng.choice((" ", "\n")))
    n.nl()
    sign_rn(n)


def skin_wound(n: QNote) -> None:
    rng = n.rng
    header(n, ("SKIN/WOUND NOTE", "WOC consult follow-up", "Wound care {today}", "Skin assessment",
               "Pressure injury documentation"))
    n.sentences((
        "WOC RN {woc} consulted.", "Stage {stage} sacral PI {cm} x {cm} x {cm} cm.",
        "Wound bed 80% red granulation, 20% yellow slough, mod serous drainage.",
        "Periwound macerated.",
        "Cleansed w/ NS, mepilex border applied.",
        "DTI R heel, purple, intact, heels offloaded w/ prevalon boots.",
        "Braden {braden}.", "Low air loss mattress ordered.", "Turned q2h.", "Photos in media tab.",
        "Incision edges approximated, staples intact.", "Skin tear L forearm, steri-strips.",
        "Device related PI under BiPAP mask, mepilex to bridge of nose.",
        "Wound vac changed by {woc} at {time}.",
        "Ostomy pink/moist, bag changed.", "Frostbite blisters L toes, silvadene per burn.",
        "Next dsg change {tmrw}.", "Nutrition consult for protein supplement.",
        "Peri care done, barrier cream.",
        "Wound first noted at {osh} per transfer records.", "No tunneling or undermining.",
        "Odor: none after cleansing.", "Pain w/ dsg change {pain}, premedicated.",
        "Specialty bed in place.",
        "Heels: blanchable redness bilat.", "Incontinence managed w/ FMS.",
        "Tube feeds increased for protein.",
        "Pt repositioned w/ wedges q2h.", "Skin tear classification type 2.",
    ), (7, 13), rng.choice((" ", "\n")))
    n.nl()
    sign_rn(n)


def drip_crrt(n: QNote) -> None:
    rng = n.rng
    header(n, ("Drip titration / CRRT note", "CRRT NOTE", "Titration note {today}", "Hemodynamics",
               "CVVHDF documentation"))
    steps = (
        "{time} MAP 58, {drip} increased", "{time} {drip}, MAP 66", "{time} vaso added, MAP 61",
        "{time} weaned {drip}", "{time} {bolus} given for SBP <{sbplim}", "{time} lactate {lac}",
        "{time} CRRT filter clotted, new circuit primed",
        "{time} iCa post filter 0.32, citrate adjusted",
        "{time} UF paused for SBP 80s", "{time} UF resumed at {uf}/hr",
        "{time} K {k}, replacement fluid changed",
        "{time} {drip} off", "{time} CVP {cvp}", "{time} heparin PTT {ptt}",
    )
    for t in n.choose(steps, (7, 13)):
        n.fill(t)
        n.nl()
    n.sentences((
        "CRRT: CVVHDF, BFR 200, dialysate 2000, replacement 1500, UF {uf}/hr.",
        "Net fluid goal neg {liters}L/24h.",
        "Access R fem trialysis, good flows.", "Renal {md} aware of clotting.",
        "Pharmacy {pharm} adjusted abx for CRRT.",
        "Lines labeled and traced.", "Drips: {drip}; {drip}.", "Effluent clear yellow.",
        "Pressures: access -{nn}, return {nn}, TMP {nn}.", "Calcium gtt titrated per protocol.",
        "Pt tolerating UF, no hypotension since {time}.", "Anticoag: regional citrate.",
        "Post filter iCa 0.3 at {time}.",
    ), (3, 6), "\n")
    n.nl()
    sign_rn(n)


TRANSFUSION = (
    ("Consent on chart, signed {past}.", "Hgb {hgb}, {units} PRBC ordered by {md}.",
     "Pt is Jehovah's Witness per {rel}, blood refused, {att} aware.", "FFP x{n} for INR {inr}.",
     "Plt {units} given before {proc}.", "Tylenol premed given.",
     "Pt educated on s/s of reaction."),
    ("Unit #{unitno} verified at bedside w/ {rn2} RN.", "Blood type verified, armband checked.",
     "Blood warmer used."),
    ("Started at {time} via PIV 18g.", "Pre VS: T {temp} HR {hr} BP {sbp}/{dbp} SpO2 {spo2}%."),
    ("15 min VS stable, no s/s rxn.", "No fever, chills or SOB during transfusion.",
     "Pt c/o itching, benadryl given, transfusion stopped, blood bank notified."),
    ("Completed at {time}, no rxn.", "Post VS: HR {hr} BP {sbp}/{dbp} T {temp}.",
     "Second unit #{unitno} hung at {time}.", "Lasix 20 IV between units per order.",
     "Tubing changed after 2 units.", "Post Hgb pending.", "Type and screen expires in 3 days."),
)


def transfusion_note(n: QNote) -> None:
    rng = n.rng
    header(n, ("TRANSFUSION NOTE", "Blood administration", "PRBC transfusion {today}",
               "Transfusion documentation"))
    sep = rng.choice((" ", "\n"))
    first = True
    for group in TRANSFUSION:   # in the order of the bedside procedure
        for t in n.choose(group, (1, 3)):
            n.lit("" if first else sep)
            n.fill(t)
            first = False
    n.nl()
    sign_rn(n)


def postmortem_care(n: QNote) -> None:
    rng = n.rng
    header(n, ("POST MORTEM NOTE", "Death note - RN", "Expiration note {today}", "Postmortem care",
               "Pt expired"))
    n.fill(rng.choice(("Pt expired at {time} on {today}.",
                       "Comfort care, pt passed peacefully at {time}.",
                       "Asystole at {time}, pronounced by {md}.")))
    n.lit(" ")
    n.sentences((
        "Pronounced by {md} at {time}.",
        "Family at bedside: {rel} {relname} and {rel2} {rel2name}.",
        "{opo} notified at {time}, ref #{event_id}, not a candidate.",
        "{opo} called, referral #{event_id}; tissue donation only.",
        "ME notified, case declined.", "ME case accepted d/t trauma, lines left in place.",
        "Chaplain {chap} present, prayers said.", "Family requested {rituals}, accommodated.",
        "Body to morgue at {time}.", "Funeral home: {funeral} in {town}.",
        "Belongings given to {rel} {relname}.", "Post mortem care done w/ {rn2} RN.",
        "Attending {att} notified.", "Autopsy declined by {rel}.",
        "Pt's {clergy} from {church} came in.",
        "Family allowed to stay in rm until {time}.", "Tribal burial customs respected per family.",
    ), (7, 12), rng.choice((" ", "\n")))
    n.nl()
    sign_rn(n)


WRITERS = {
    "icu_shift_note": icu_shift_note, "stepdown_shift_note": stepdown_shift_note,
    "rt_vent_check": rt_vent_check, "rt_treatment": rt_treatment, "rt_extubation": rt_extubation,
    "event_note": event_note, "code_note": code_note, "arrival_note": arrival_note,
    "transfer_handoff": transfer_handoff, "md_notification": md_notification,
    "family_communication": family_communication, "restraint_delirium": restraint_delirium,
    "skin_wound": skin_wound, "drip_crrt": drip_crrt, "transfusion_note": transfusion_note,
    "postmortem_care": postmortem_care,
}


def make_document(seed: int, patient, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/Q/doc/{patient.number}/{visit_no}")
    note = QNote(seed, patient, visit, rng)
    WRITERS[visit.note_type](note)
    r = rng.random()
    upper, lower = r < 0.3, 0.3 <= r < 0.6
    typo_rate = 0.0 if rng.random() < 0.35 else rng.uniform(0.004, 0.025)
    wrap = rng.randint(64, 90) if rng.random() < 0.2 else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap)
    return Document(doc_id=doc_id, text=text, tags=tags), visit.note_type
