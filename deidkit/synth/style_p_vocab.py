"""Style P's clinical vocabulary: the numbers, ranges, settings and abbreviations of bedside
charting, none of them PHI (vital signs as ranges, ventilator settings, blood gases, drips,
tube feeds, intake and output, lab values, pain scores, gestational ages, clock times). Each
function returns one fragment, drawn with the note's generator; the problems of the patients
(``PROBLEMS``) give their diagnoses, histories and the events of a shift.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


def _c(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def _s(rng: random.Random) -> str:
    """The plural mark of a decade ('80s', "80's", '80')."""
    return rng.choice(("s", "s", "'s", "s", ""))


# -- clock and shift ------------------------------------------------------------------------
def clock(rng: random.Random) -> str:
    """A time of day: '0300', '@ 2200', '3am', '14:30' (never PHI)."""
    h, m = rng.randint(0, 23), rng.choice((0, 0, 0, 15, 30, 45, 10, 20, 40, 50, 5))
    r = rng.random()
    if r < 0.5:
        return f"{h:02d}{m:02d}"
    if r < 0.65:
        return f"{h}:{m:02d}"
    if r < 0.85:
        hh = h % 12 or 12
        return f"{hh}{'am' if h < 12 else 'pm'}" if m == 0 else \
            f"{hh}:{m:02d}{_c(rng, 'am', 'pm', 'a', 'p') if h >= 12 else _c(rng, 'am', 'a')}"
    return f"{h:02d}:{m:02d}"


def shift(rng: random.Random) -> str:
    return _c(rng, "7a-7p", "7p-7a", "7A-7P", "7P-7A", "0700-1900", "1900-0700", "7a-3p",
              "3p-11p", "11p-7a", "3-11", "11-7", "7-3", "0700-1930", "1900-0730", "days",
              "nights", "1500-2300", "2300-0700")


# -- vital signs ----------------------------------------------------------------------------
def decades(rng: random.Random, lo: int, hi: int) -> str:
    """A range of a vital sign: '80-90s', "80's-90's", '84-96', 'high 80s-low 100s'."""
    a = rng.randrange(lo, hi, 10)
    b = a + rng.choice((10, 10, 20))
    r, s = rng.random(), _s(rng)
    if r < 0.35:
        return f"{a}-{b}{s}"
    if r < 0.55:
        return f"{a}{s}-{b}{s}"
    if r < 0.68:
        return f"{a}{s}"
    if r < 0.86:
        x = a + rng.randint(0, 9)
        return f"{x}-{x + rng.randint(4, 28)}"
    if r < 0.94:
        return f"{_c(rng, 'high', 'mid', 'low')} {a}{s}-{_c(rng, 'low', 'mid')} {b}{s}"
    return f"{a}{s} to {b}{s}"


def hr(rng: random.Random) -> str:
    label = _c(rng, "HR", "HR", "hr", "HR's", "Hr", "HR ranging", "heart rate")
    return f"{label} {decades(rng, 50, 130)}"


def rhythm(rng: random.Random) -> str:
    base = _c(rng, "SR", "NSR", "ST", "SB", "AF", "afib", "A-fib", "AFib w/ RVR", "A-paced",
              "V-paced", f"AV paced @ {rng.choice((70, 80, 88, 90))}", "SR w/ 1st degree AVB",
              "junctional", "SR/ST", "Aflutter", "SR w/ occ PACs", "sinus")
    ect = _c(rng, "", "", " no ectopy", " no VEA", ", occ PVCs", ", rare PACs", " w/ freq PVCs",
             ", short runs SVT", ", 3-5 beat runs NSVT", " occ pvc's", ", no ectopy noted")
    return base + ect


def bp(rng: random.Random) -> str:
    sys_ = decades(rng, 80, 160)
    dia = _c(rng, "40s", "50s", "60s", "60's", "70s", "50-60s", "40-50's", "60-70s",
             str(rng.randint(38, 90)))
    r = rng.random()
    if r < 0.45:
        return f"{_c(rng, 'BP', 'BP', 'bp', 'NBP', 'ABP', 'SBP')} {sys_}/{dia}"
    if r < 0.6:
        return f"SBP {sys_}"
    if r < 0.72:
        return f"{_c(rng, 'MAP', 'MAPs', 'map')} {decades(rng, 50, 90)}"
    if r < 0.86:
        return f"BP {rng.randint(82, 168)}/{rng.randint(38, 98)}"
    return f"{_c(rng, 'a-line', 'ABP', 'art line')} {sys_}/{dia}, cuff {_c(rng, 'correlates', 'w/in 10', 'higher', 'lower')}"


def temp(rng: random.Random) -> str:
    f = round(rng.uniform(97.0, 103.2), 1)
    c = round((f - 32) / 1.8, 1)
    return _c(rng, f"tmax {f}", f"Tmax {f} po", f"T max {f}", "afebrile", f"temp {f} ax",
              f"T {c}", f"tmax {c}C", "afeb", f"low grade temp {f}", f"spiked to {f} @ {clock(rng)}",
              f"T {f} rectal", f"max temp {f}")


def pulses(rng: random.Random) -> str:
    return _c(rng, "+pp", "+PP", "palp pedal pulses", "pp dopplerable", "2+ radials",
              "pedal pulses palp bilat", "DP/PT dopp", "pulses +1 palp", "extremities warm, +pp",
              "feet cool, pulses by doppler")


def edema(rng: random.Random) -> str:
    return _c(rng, "1+ pedal edema", "trace LE edema", "2+ pitting edema BLE", "no edema",
              "generalized edema", "anasarca", "3+ edema to knees", "hands puffy")


def rr(rng: random.Random) -> str:
    label = _c(rng, "RR", "RR", "rr", "resp rate", "RR's")
    r = rng.random()
    if r < 0.3:
        return f"{label} {_c(rng, 'teens', 'teens-20s', '20s', '20s-30s', 'mid 20s', 'low 20s')}"
    if r < 0.7:
        a = rng.randint(10, 26)
        return f"{label} {a}-{a + rng.randint(4, 14)}"
    return f"{label} {rng.randint(12, 34)}"


def sats(rng: random.Random) -> str:
    a = rng.randint(88, 97)
    return _c(rng, f"sats {a}-{min(100, a + rng.randint(2, 6))}%", f"SaO2 >{a}%",
              f"O2 sats {a}-{min(100, a + 3)}", f"spo2 {_c(rng, 'high', 'mid', 'low')} 90s",
              f"sats {_c(rng, 'mid', 'high')} 90's", f"sat {a}%", f"SpO2 {a}-100%",
              f"sats dipping to {a - rng.randint(3, 10)}% w/ turning")


# -- respiratory --------------------------------------------------------------------------
def fio2(rng: random.Random) -> str:
    f = rng.choice((30, 35, 40, 40, 50, 50, 60, 70, 100))
    return _c(rng, f"{f}%", f".{f}", f"0.{f // 10}" if f % 10 == 0 and f < 100 else f"{f}%",
              f"FiO2 {f}%", f"fio2 .{f}" if f < 100 else "100%")


def vent(rng: random.Random) -> str:
    """Ventilator settings: 'PSV 10/5 40%', 'A/C 500x14/+5/40%', 'CMV 450/16/8/.50'."""
    vt = rng.choice((350, 400, 420, 450, 450, 500, 500, 550, 600, 650))
    rate = rng.choice((10, 12, 14, 14, 16, 18, 20, 22, 24))
    peep = rng.choice((5, 5, 5, 8, 8, 10, 12, 14, 15))
    ps = rng.choice((5, 8, 10, 10, 12, 14, 15, 18, 20))
    f = rng.choice((30, 35, 40, 40, 50, 60, 70, 100))
    dec = f".{f}" if f < 100 else "1.0"
    r = rng.random()
    if r < 0.2:
        return _c(rng, f"PSV {ps}/{peep} {f}%", f"PSV {ps}/{peep}, FiO2 {dec}", f"PSV {ps}/{peep} {dec}")
    if r < 0.38:
        return _c(rng, f"A/C {vt}x{rate}/+{peep}/{f}%", f"A/C {vt} x {rate}, PEEP {peep}, FiO2 {dec}",
                  f"A/C {vt}x{rate} PEEP {peep} FiO2 {f}%")
    if r < 0.48:
        return _c(rng, f"CPAP {peep} PS {ps}, FiO2 {dec}", f"CPAP {peep}/PS {ps} {f}%")
    return _c(
        rng, f"A/C {vt}x{rate}/+{peep}/{f}%", f"AC {vt} x {rate}, PEEP {peep}, FiO2 {dec}",
        f"CMV {vt}/{rate}/{peep}/{dec}", f"PSV {ps}/{peep} {f}%", f"PS {ps} PEEP {peep} FiO2 {dec}",
        f"CPAP {peep} PS {ps}", f"CPAP+PS {ps}/{peep}", f"SIMV {vt}x{rate} PS {ps} PEEP {peep}",
        f"PCV {ps + 8}/{peep} x {rate}", f"APRV Phigh {ps + 18} Plow 0 Thigh 5.5",
        f"AC {vt}x{rate} {f}% +{peep}", f"PSV {ps}/+{peep}/{f}%", f"CPAP {peep}/{ps} {dec}",
        f"vent: AC {vt}/{rate}/{peep}/{f}%", f"PS {ps}/{peep} .{f}" if f < 100 else "PS 20/10 1.0")


def vent_numbers(rng: random.Random) -> str:
    vt = rng.randint(28, 65) * 10
    return _c(rng, f"Vt {vt}-{vt + 60}s", f"TV's {vt}-{vt + 80}", f"MV {rng.randint(6, 14)}-{rng.randint(15, 18)}L",
              f"RSBI {rng.randint(20, 140)}", f"NIF -{rng.randint(12, 40)}",
              f"peak {rng.randint(18, 40)}/plat {rng.randint(14, 30)}", f"PIP {_c(rng, '20s', '30s', '30-40s')}",
              f"Ve {rng.randint(6, 16)}.{rng.randint(0, 9)}", f"spont Vt {vt}'s",
              f"autoPEEP {rng.randint(0, 6)}", f"compliance {rng.randint(18, 60)}",
              f"PEEP {rng.choice((5, 8, 10))} -> {rng.choice((5, 8, 10, 12))}", f"PEEP weaned to {rng.choice((5, 8))}")


def o2(rng: random.Random) -> str:
    """Oxygen off the ventilator."""
    n = rng.randint(1, 6)
    return _c(rng, f"{n}L NC", f"{n}l np", f"{n} L n/c", "40% cool neb via trach mask",
              f"face tent {rng.choice((40, 50, 60))}%", f"{rng.choice((40, 50, 70))}% FM", "NRB",
              f"high flow {rng.choice((40, 50, 60))}L/{rng.choice((50, 60, 80))}%", "RA", "room air",
              f"{rng.choice((35, 40, 50))}% aerosol mask", f"BiPAP {rng.choice((10, 12, 14))}/{rng.choice((5, 6, 8))} {rng.choice((30, 40, 50))}%",
              f"TM {rng.choice((35, 40, 50))}%", f"shovel mask {rng.choice((40, 50))}%", f"{n}L via NC + {rng.choice((50, 70))}% FT")


def abg(rng: random.Random) -> str:
    ph = rng.choice((7.18, 7.22, 7.25, 7.28, 7.31, 7.33, 7.35, 7.36, 7.38, 7.40, 7.41,
                     7.42, 7.44, 7.46, 7.48, 7.51))
    pco2, po2 = rng.randint(28, 78), rng.randint(54, 240)
    label = _c(rng, "ABG", "ABG", "abg", "ABG's", "ABG:", "art gas", "VBG", "gas")
    tail = _c(rng, "", "", "", f"/{rng.randint(16, 34)}/{rng.randint(-8, 6)}",
              f"/{rng.randint(16, 34)}", f", lactate {rng.randint(8, 62) / 10}")
    return f"{label} {ph:.2f}/{pco2}/{po2}{tail}"


def lung_sounds(rng: random.Random) -> str:
    return _c(rng, "LS coarse bilat", "LS clear bilat", "bs coarse throughout",
              "LS diminished at bases", "crackles RLL", "exp wheezes t/o",
              "rhonchi that clear w/ sx", "desat 2/2 mucous plug, sx'd", "decreased L base", "LS clear upper, diminished lower",
              "BS coarse/diminished bilat", "LS w/ faint insp crackles bibasilar",
              "BS clear after sx", "LS coarse R>L", "diminished throughout, no wheeze",
              "tight w/ exp wheeze, improved post neb", "ls cta", "breath sounds coarse ant",
              "rales 1/3 up bilat")


def secretions(rng: random.Random) -> str:
    amt = _c(rng, "sm", "small", "mod", "moderate", "lg", "copious", "scant", "min")
    kind = _c(rng, "thick tan", "thick yellow", "thin white", "thick white", "blood tinged",
              "tan/yellow", "thick green", "frothy white", "old bloody", "yellow plugs of")
    return _c(rng, f"sx for {amt} amt {kind} sputum", f"sxn q2-3h for {amt} amts {kind} secretions",
              f"sx'd x{rng.randint(1, 6)} for {amt} {kind}", f"suctioned for {amt} {kind}",
              f"{amt} amt {kind} secretions via ETT", f"cough weak, {amt} {kind} sputum",
              f"strong cough, raising {amt} {kind}", f"sx {amt} {kind} from trach, oral sx for lg amt thin clear",
              "sputum cx sent", "min secretions")


def airway(rng: random.Random) -> str:
    size = rng.choice(("7.0", "7.5", "7.5", "8.0", "8"))
    return _c(rng, f"ETT {size} @ {rng.randint(20, 25)}cm at lip", f"ETT secure @ {rng.randint(20, 25)} at teeth",
              f"#{rng.choice((6, 7, 8))} portex trach", f"trach #{rng.choice((6, 7, 8))} shiley",
              "ETT retaped and moved to L side", f"OETT {size} @ {rng.randint(21, 24)}", "cuff leak present",
              "trach site clean, dsg changed", f"NTT {size}", "ETT repositioned per CXR", "bite block in place")


def neb(rng: random.Random) -> str:
    return _c(rng, "albuterol/atrovent nebs q4h", "combivent MDI 6 puffs q4h", "alb neb prn",
              "xopenex neb q6h", "atrovent MDI 4 puffs q6h", "duoneb q6h + prn",
              "albuterol MDI 8 puffs q2h prn", "racemic epi neb x1", "mucomyst neb tid",
              "flovent 220 2 puffs bid", "CPT q4h", "acapella w/ nebs", "IS to 750cc")


# -- neuro, pain, sedation ------------------------------------------------------------------
def neuro(rng: random.Random) -> str:
    return _c(rng, "A+Ox3", "A&Ox3", "AAOx3", "a+o x2", "oriented x1", "alert, disoriented to time",
              "lethargic but arousable to voice", "lethargic 2/2 sedation", "opens eyes to voice", "follows simple commands",
              "MAE", "MAE x4 weakly", "PERRL 3mm brisk", "pupils 2mm sluggish", f"GCS {rng.randint(6, 11)}T",
              "CAM ICU neg", "CAM +, delirious overnight", "intermittently agitated, pulling at lines",
              "no sz activity", "gag/cough intact", "nods appropriately", "weak L grasp", "R sided weakness",
              "mouths words", "speech clear", "confused at times but easily reoriented", "sleeping most of shift",
              f"RASS {rng.choice(('0', '-1', '-2', '-3', '-4', '+1', '+2', '0 to -2'))}", "MAE, strong grasps",
              "moving all ext to command", "PERLA", "sedated, arousable to sternal rub")


def pain(rng: random.Random) -> str:
    a = rng.randint(0, 10)
    drug = _c(rng, "dilaudid 0.5mg iv q3h prn", "morphine 2mg iv", "percocet 1-2 tabs",
              "oxycodone 5mg po", "fentanyl 25mcg iv", "tylenol 650mg pr", "toradol 15mg iv",
              "percocet 5/325 x2", "MSO4 4mg ivp", "ultram 50mg")
    return _c(rng, f"pain {a}/10", f"c/o incisional pain {a}/10, medicated w/ {drug} w/ relief",
              "denies pain", f"pain controlled w/ {drug}", f"c/o {a}/10 back pain, {drug} given",
              f"pain {a}/10 -> {max(0, a - rng.randint(2, 6))}/10 after {drug}",
              "grimacing w/ turning, medicated", f"CPOT {rng.randint(0, 6)}", "states pain tolerable",
              f"PCA dilaudid 0.2mg q10min, used {rng.randint(2, 14)} times")


def sedation(rng: random.Random) -> str:
    return _c(rng, f"propofol @ {rng.randint(10, 60)}mcg/kg/min", f"fentanyl {rng.choice((25, 50, 75, 100, 150))}mcg/hr",
              f"versed {rng.randint(1, 6)}mg/hr", f"precedex 0.{rng.randint(2, 9)}mcg/kg/hr",
              "sedation held for SAT @ 0600", "propofol off, fent gtt only", f"ativan {rng.randint(1, 4)}mg iv prn",
              f"haldol {rng.choice((1, 2, 5))}mg iv x{rng.randint(1, 3)} for agitation", "seroquel 25mg qhs",
              "daily wake up done, pt agitated, resedated")


# -- GI, GU, fluids --------------------------------------------------------------------------
def tube_feed(rng: random.Random) -> str:
    formula = _c(rng, "Promote w/ fiber", "Replete w/ fiber", "Nutren 2.0", "Impact", "Jevity 1.2",
                 "Osmolite", "Novasource renal", "Peptamen", "Glucerna", "Vivonex")
    goal = rng.choice((40, 45, 50, 55, 60, 65, 70, 75, 80))
    return _c(rng, f"TF @ goal {goal}cc/hr", f"{formula} @ {goal - 20}cc/hr (goal {goal})",
              f"TF {formula} advanced to {goal}cc/hr", f"residuals <{rng.choice((30, 50, 100))}cc",
              f"TF held for residual {rng.randint(150, 400)}cc", f"TF @ {goal}, free h2o 150cc q6h",
              f"{formula} full strength @ {goal} cc/hr via OGT", "TF off @ MN for OR")


def gi(rng: random.Random) -> str:
    return _c(rng, "abd soft, NT/ND", "abd soft, +BS x4", "abd firm, distended, hypoactive BS",
              "NPO", "NPO after MN", "tol clears", "tol full liquids", "poor po intake",
              "OGT to LIWS draining bilious", "NGT clamped", f"BM x{rng.randint(1, 3)} loose brown guaiac +",
              "no BM this shift", "NPO 2/2 ileus", "rectal tube draining liquid brown stool", "on PPI", "c. diff sent",
              "abd obese, soft, +bs", "+flatus", "OGT placement confirmed by cxr", "abd distended, tympanic",
              "tol reg diet, ate 50% of dinner", "heme + black tarry stool", "NGT to LCWS, coffee ground drainage",
              "colace/senna given", "ostomy pink, draining soft brown stool", "+BS, no BM since admit",
              "G tube site cdi", "dobhoff in place @ 80cm")


def gu(rng: random.Random) -> str:
    a = rng.choice((10, 15, 20, 25, 30, 40, 50, 60, 80, 100))
    return _c(rng, f"foley draining clear yellow urine {a}-{a + 20}cc/hr", f"u/o {a}-{a + 30}cc/hr",
              f"UO marginal {a // 2}-{a // 2 + 10}cc/hr", f"lasix {rng.choice((10, 20, 40, 80))}mg iv @ {clock(rng)} w/ good response",
              "voiding qs via urinal", "foley d/c'd, due to void", "foley draining amber urine w/ sediment", "low u/o 2/2 hypovolemia, bolused",
              f"BUN/Cr {rng.randint(12, 90)}/{rng.randint(6, 48) / 10}", "UO qs", "foley patent, cloudy urine, UA/UC sent",
              "incontinent of urine x2", "condom cath in place", "anuric, HD tomorrow",
              f"lasix gtt @ {rng.randint(5, 20)}mg/hr", "good diuresis to lasix", "CBI running, urine pink")


def io(rng: random.Random) -> str:
    sign = rng.choice(("+", "+", "-", "neg "))
    return _c(rng, f"I/O {sign}{rng.randint(2, 25) * 100}cc", f"LOS {sign}{rng.randint(1, 12)}L",
              f"24hr I&O {rng.randint(15, 45) * 100}/{rng.randint(8, 40) * 100}",
              f"{sign}{rng.randint(1, 3)}.{rng.randint(0, 9)}L for the day", f"goal -{rng.randint(5, 20) * 100}cc",
              f"net {sign}{rng.randint(2, 18) * 100}cc since MN")


def ivf(rng: random.Random) -> str:
    return _c(rng, f"1/2NS @ {rng.choice((50, 75, 100, 125))}cc/hr", f"D5 1/2NS w/ 20KCL @ {rng.choice((60, 80, 100))}",
              f"D5 1/2 NS @ {rng.choice((75, 100))}", f"1/2 NS bolus {rng.choice((250, 500))}cc",
              f"NS bolus {rng.choice((250, 500, 1000))}cc x{rng.randint(1, 3)}", "LR @ 125", "KVO",
              f"D5W @ {rng.choice((10, 20, 30))}", f"NS @ {rng.choice((75, 100, 150, 200))}cc/hr",
              "IVF d/c'd", f"{rng.randint(1, 4)}L NS since admit", "5% albumin 250cc x2", "D10 @ 40cc/hr")


# -- infection, heme, lytes, endo ------------------------------------------------------------
def antibiotics(rng: random.Random) -> str:
    return _c(rng, "vanco/zosyn", "levo/flagyl", "ceftriaxone", "vanc/cefepime", "meropenem",
              "cipro", "bactrim", "linezolid", "zosyn", "vanco, levo, flagyl", "unasyn", "ceftaz",
              "acyclovir", "fluconazole", "daptomycin", "oral vanco", "azithro/ctx")


def infection(rng: random.Random) -> str:
    t = round(rng.uniform(99.0, 103.0), 1)
    return _c(rng, temp(rng), f"WBC {rng.randint(30, 280) / 10}", f"on {antibiotics(rng)} day {rng.randint(1, 14)}",
              "cx's pending", f"blood cx x2 sent for temp {t}", "urine cx sent", "contact precautions for MRSA",
              "VRE in stool, on precautions", f"vanc trough {rng.randint(60, 250) / 10}",
              f"{antibiotics(rng)} started", "sputum GPC in clusters", "cultures ngtd", "droplet precautions, r/o flu",
              "pan cultured", f"tylenol 650 for temp {t}", "cooling blanket on")


def heme(rng: random.Random) -> str:
    h = rng.randint(195, 390) / 10
    return _c(rng, f"HCT {h}", f"hct {h} ({round(h + rng.uniform(1, 4), 1)})", f"hct stable {int(h)}",
              f"transfused {rng.randint(1, 3)} u PRBC", f"{rng.randint(1, 4)} units FFP given",
              f"plt {rng.randint(18, 340)}", f"INR {rng.randint(10, 45) / 10}",
              f"PTT {rng.randint(28, 110)} on heparin gtt @ {rng.randint(6, 16) * 100}u/hr",
              "SQ heparin", "pneumoboots on", f"hct {h}, 1u PRBC hung @ {clock(rng)}",
              f"plts {rng.randint(20, 90)}, 1 bag plts given", "vit K 10mg sc", "HIT sent")


def lytes(rng: random.Random) -> str:
    return _c(rng, f"K {rng.randint(29, 38) / 10} repleted w/ {rng.choice((20, 40, 60))}meq KCL",
              f"Mg {rng.randint(13, 19) / 10}, repleted {rng.choice((1, 2, 4))}gm",
              f"phos {rng.randint(12, 28) / 10}, kphos given", f"Ca {rng.randint(70, 86) / 10}",
              f"ionized {rng.randint(98, 118) / 100}, repleted w/ 2gm Ca gluconate",
              f"Na {rng.randint(124, 149)}", f"K {rng.randint(50, 64) / 10}, kayexalate given",
              "lytes repleted per SS", f"hypokalemia 2/2 diuresis, K {rng.randint(28, 34) / 10}", f"K {rng.randint(35, 48) / 10}, Mg {rng.randint(18, 26) / 10}")


def endo(rng: random.Random) -> str:
    a = rng.randint(8, 22) * 10
    return _c(rng, f"FS {a}-{a + rng.randint(20, 120)}, covered per RISS", f"insulin gtt @ {rng.randint(1, 12)}u/hr per protocol",
              f"FS {a}'s, no coverage needed", f"BS {a}, {rng.randint(2, 10)}u humalog sc",
              f"fingersticks q{rng.choice((1, 2, 4, 6))}h", f"glargine {rng.randint(8, 40)}u qhs",
              f"FS {rng.randint(38, 60)}, amp D50 given, recheck {rng.randint(110, 190)}", "AG closed, gtt off")


# -- skin, lines, drips, meds -------------------------------------------------------------------
def skin(rng: random.Random) -> str:
    return _c(rng, "skin intact", "coccyx w/ stage II, duoderm on", "reddened heels, multipodus boots on",
              "turned and repositioned q2h", "skin warm and dry", "sacral decub stage III, wound RN following",
              "incision c/d/i", "sternal dsg d+i", "L groin site soft no hematoma", "skin cool/mottled",
              "buttocks excoriated, criticaid applied", "pressure ulcer R heel, aloe vesta", "jaundiced",
              "petechiae noted on arms", "diaphoretic at times", "braden 12, on kinair bed",
              "abd incision w/ staples, open to air", "JP x2 draining serosang")


def lines(rng: random.Random) -> str:
    return _c(rng, "R IJ TLC", "L SC CVL", "R radial a-line", "PIV x2", "R PICC", "L fem cordis",
              f"PA line: PAP {rng.randint(25, 55)}/{rng.randint(10, 30)}, CVP {rng.randint(4, 18)}, CI {rng.randint(16, 36) / 10}",
              "HD cath R IJ", "a-line dampened, flushed", "PIV infiltrated, resited", "L brachial a-line",
              "TLC placed @ bedside, CXR done", "20g PIV L hand", "swan pulled back to 45cm",
              f"CVP {rng.randint(2, 20)}-{rng.randint(8, 24)}")


def drip(rng: random.Random) -> str:
    return _c(rng, f"levophed @ 0.0{rng.randint(2, 9)}mcg/kg/min", f"neo {rng.randint(1, 5)}mcg/kg/min",
              f"dopa {rng.randint(2, 10)}", f"nitro gtt {rng.randint(5, 30) / 10}mcg/kg/min",
              f"heparin gtt @ {rng.randint(6, 16) * 100}u/hr", "amio gtt @ 0.5mg/min", "insulin gtt",
              f"vaso {rng.choice(('0.04', '2.4u/hr', '.04u/min'))}", "nipride titrated for SBP <120",
              f"dobutamine {rng.randint(2, 5)}mcg/kg/min", "integrilin gtt", f"dilt gtt @ {rng.randint(5, 15)}mg/hr",
              f"esmolol {rng.randint(50, 200)}mcg/kg/min", "pressors weaned off", f"levo weaned to 0.0{rng.randint(1, 4)}")


def prn_med(rng: random.Random) -> str:
    return _c(rng, "ativan 1mg iv x1", "haldol 2mg iv", "lopressor 5mg iv x2", "zofran 4mg iv for nausea",
              "benadryl 25mg po for itching", "ambien 5mg", "tylenol 650mg po", "hydralazine 10mg iv",
              "lasix 20mg iv", "reglan 10mg iv", "compazine", "trazodone 25mg qhs", "MOM 30cc",
              "percocet 5/325 1 tab", "vicodin 5/500", "oxycodone 5mg x2")


def code_status(rng: random.Random) -> str:
    return _c(rng, "Full code", "FULL CODE", "DNR/DNI", "DNR, ok to intubate", "DNI", "CMO",
              "code status: full", "DNR/DNI per HCP", "full code for now, family discussing")


def activity(rng: random.Random) -> str:
    return _c(rng, "OOB to chair w/ assist x2", "bedrest", "ambulating in hall w/ walker + 1 assist",
              "dangled at bedside", "OOB to chair via lift", "activity as tol", "up in chair x2hrs, tol well",
              "PT following", "bedrest until 1800 (groin)", "log roll only", "HOB >30", "BRP w/ assist")


def safety(rng: random.Random) -> str:
    return _c(rng, "bed alarm on", "side rails up x2", "soft wrist restraints on for pulling at ETT",
              "fall risk, call light in reach", "1:1 sitter at bedside", "restraints d/c'd",
              "posey vest on", "seizure precautions", "aspiration precautions", "bed in low position")


def labs(rng: random.Random) -> str:
    return _c(rng, f"WBC {rng.randint(30, 260) / 10}", f"hct {rng.randint(20, 40)}", f"K {rng.randint(30, 55) / 10}",
              f"cr {rng.randint(6, 50) / 10}", f"lactate {rng.randint(8, 80) / 10}", f"trop {rng.randint(1, 250) / 100}",
              f"CK {rng.randint(80, 3200)}", f"CK's {rng.randint(400, 1800)} -> {rng.randint(200, 900)}",
              f"BNP {rng.randint(200, 4000)}", f"glucose {rng.randint(60, 480)}", f"albumin {rng.randint(18, 40) / 10}",
              f"AG {rng.randint(8, 28)}", f"lipase {rng.randint(40, 3000)}", f"NH3 {rng.randint(20, 180)}",
              f"dilantin level {rng.randint(40, 240) / 10}", f"ETOH level {rng.randint(80, 420)}")


# -- admission ------------------------------------------------------------------------------
def pmh(rng: random.Random) -> str:
    items = ("COPD", "CHF (EF 25%)", f"CHF w/ EF {rng.choice((20, 30, 35, 40))}%", "DM2", "IDDM", "HTN", "CRI",
             "ESRD on HD MWF", "CAD s/p CABG", "afib on coumadin", "PVD", "hypothyroid", "ETOH abuse",
             "hep C", "cirrhosis", "depression", "dementia", "CVA w/ L sided weakness", "OSA on CPAP",
             "obesity", "asthma", "seizure d/o", "GERD", "BPH", "breast ca s/p mastectomy", "lung ca",
             "AAA repair", "hyperlipidemia", "anxiety", "schizophrenia", "IVDU", "HIV (CD4 210)",
             "s/p R TKR", "osteoporosis", "PE on coumadin", "gout", "anemia")
    return ", ".join(rng.sample(items, rng.randint(3, 7)))


def allergy(rng: random.Random) -> str:
    return _c(rng, "NKDA", "NKA", "PCN (rash)", "sulfa", "codeine -> N/V", "PCN, ASA",
              "morphine (itching)", "NKDA per pt", "iodine/shellfish", "latex", "ace-i (cough)",
              "vanco (red man)", "NKDA, unknown per family")


def habits(rng: random.Random) -> str:
    return _c(rng, f"{rng.randint(1, 3)}ppd x{rng.randint(10, 50)}yrs", f"{rng.randint(20, 90)} pack-yr hx, quit {rng.randint(2, 20)} yrs ago",
              "denies tobacco", f"ETOH {rng.randint(4, 24)} beers/day", "occ ETOH", "denies IVDU",
              "hx heroin, on methadone 80mg", f"1/5 vodka daily", "no ETOH", "smokes MJ", "former smoker")


def hosp_day(rng: random.Random, n: int, unit: str) -> str:
    if unit == "NICU":
        return _c(rng, f"DOL {n}", f"DOL #{n}", f"day of life {n}")
    if unit in ("CSRU", "SICU", "TSICU"):
        return _c(rng, f"POD {max(0, n - 1)}", f"pod #{max(0, n - 1)}", f"HD#{n}", f"POD#{max(0, n - 1)}")
    return _c(rng, f"HD#{n}", f"HD {n}", f"hd #{n}", f"ICU day {n}" if unit != "FLOOR" else f"HD {n}",
              f"day {n}")


def procedure(rng: random.Random) -> str:
    return _c(rng, "PICC", "trach/PEG", "blood products", "EGD", "central line", "bronch",
              "IR drainage", "HD cath", "LP", "cardioversion")


# -- units -----------------------------------------------------------------------------------
UNITS = {"MICU": ("MICU", "the MICU", "micu", "MICU A", "MICU B", "medical ICU"),
         "CCU": ("CCU", "the CCU", "ccu", "CCU"),
         "CSRU": ("CSRU", "the CSRU", "csru", "CVICU"),
         "TSICU": ("TSICU", "T/SICU", "trauma ICU", "the TSICU"),
         "SICU": ("SICU", "the SICU", "surgical ICU", "SICU"),
         "NEURO": ("Neuro ICU", "NSICU", "neuro ICU", "the NICU"),
         "NICU": ("NICU", "the NICU", "Newborn ICU", "nicu"),
         "FLOOR": ("the floor", "medicine floor", "the step-down unit", "the floor")}


def unit_name(rng: random.Random, unit: str) -> str:
    return rng.choice(UNITS[unit])


def cv_extra(rng: random.Random, unit: str) -> str:
    """What the cardiovascular line adds in this unit."""
    if unit == "CCU":
        return _c(rng, f"s/p cath w/ DES x{rng.randint(1, 3)} to {_c(rng, 'RCA', 'LAD', 'LCx', 'OM1')}",
                  f"R fem sheath pulled @ {clock(rng)}, manual pressure x20min, groin soft, +DP/PT",
                  "IABP 1:1, good augmentation", f"augmented diastolics {rng.randint(90, 130)}s",
                  "pt CP free", "EKG w/o changes", f"CK's trending down {rng.randint(900, 2400)} -> {rng.randint(300, 880)}",
                  "heparin gtt per protocol", "integrilin x18hrs", "2d echo done, EF 30%", f"c/o CP {rng.randint(2, 8)}/10, SL NTG x1 w/ relief")
    if unit == "CSRU":
        return _c(rng, f"CT's to sx draining {rng.randint(10, 60)}-{rng.randint(60, 120)}cc/hr serosang",
                  "no air leak", f"epi wires AV paced @ {rng.choice((80, 88, 90))}, underlying SB 50s",
                  f"CI >{rng.choice(('2.0', '2.2', '2.5'))}", "SBP <120 per team", "mediastinal CT d/c'd",
                  "K>4, Mg>2 repleted", f"neo weaned off @ {clock(rng)}", "wires capped, sensing/capturing",
                  f"CO/CI {rng.randint(35, 70) / 10}/{rng.randint(18, 34) / 10}", f"SVR {rng.randint(700, 1600)}")
    if unit == "SICU":
        return _c(rng, "JP x2 draining serosang", "epidural @ 6cc/hr, pain 2/10", "NGT to LCWS",
                  f"HCT q{rng.choice((4, 6))}h stable", pulses(rng), edema(rng), drip(rng),
                  "abd dsg dry", f"CVP {rng.randint(2, 18)}")
    if unit in ("TSICU", "NEURO"):
        return _c(rng, f"ICP {rng.randint(4, 12)}-{rng.randint(12, 25)}, CPP >{rng.choice((60, 70))}",
                  f"EVD open @ {rng.choice((10, 15, 20))}cm H2O, draining clear CSF {rng.randint(4, 12)}cc/hr",
                  "c-collar on, log roll", "SBP goal <160", f"neo to keep CPP >{rng.choice((60, 70))}",
                  f"nimodipine 60mg q4h, SBP {decades(rng, 90, 160)}", "pelvic binder on", f"HCT q{rng.choice((4, 6))}h stable",
                  "TCDs today", "palp pulses distal to ex fix")
    return _c(rng, pulses(rng), edema(rng), f"CVP {rng.randint(2, 18)}", "cap refill <3 sec",
              "no edema noted", lines(rng), drip(rng))


def unit_line(rng: random.Random, unit: str) -> str:
    return cv_extra(rng, unit)


def plan(rng: random.Random, unit: str) -> str:
    common = ("cont to monitor", "f/u labs", "cont w/ present plan of care", "support pt & family",
              "pain control", "monitor u/o", "keep K>4, Mg>2", "f/u cx's", "cont abx",
              "?transfer to floor in am", "update family", "skin care, turn q2h",
              "monitor HCT q6h", "diurese as tol, goal -1L", "wean O2 as tol", "ativan per CIWA")
    per = {"MICU": ("wean vent as tol", "?trach/PEG next wk", "SBT in am", "?extubate in am",
                    "titrate levo for MAP >65", "pan cx if spikes", "repeat lactate"),
           "CCU": ("groin checks q15min x4", "cont heparin gtt", "wean IABP to 1:2 in am", "echo today",
                   "cycle enzymes", "d/c sheath when ACT <170"),
           "CSRU": ("wean neo for SBP >90", "pull CT's in am", "OOB to chair", "wean to extubate",
                    "IS q1h while awake", "d/c swan"),
           "TSICU": ("neuro checks q1h", "to OR in am for ORIF", "clear c-spine", "serial HCT",
                     "keep ICP <20"),
           "SICU": ("advance diet as tol", "JP care", "monitor abd exam", "NPO for OR"),
           "NEURO": ("q1h neuro checks", "keep SBP <140", "repeat head CT in am", "EVD at 15"),
           "NICU": ("cont to support", "advance feeds as tol", "bili in am", "monitor temp in crib"),
           "FLOOR": ("d/c planning", "PT/OT eval", "ambulate tid", "VNA referral", "d/c home in am")}
    items = list(common) + list(per.get(unit, ())) * 2
    if unit == "NICU":
        items = ["cont to support", "advance feeds as tol", "bili in am", "monitor temp in crib",
                 "cont to monitor", "support parents", "ad lib demand feeds", "wean to RA",
                 "CBC/cx in am", "car seat test prior to d/c"]
    return ", ".join(rng.sample(items, rng.randint(2, 4)))


# -- CRRT and the NICU ----------------------------------------------------------------------------
def crrt(rng: random.Random) -> str:
    return _c(rng, f"CVVH running @ {rng.choice((1500, 2000, 2500))}cc/hr replacement",
              f"pulling {rng.choice((50, 75, 100, 150))}cc/hr net negative", f"filter changed @ {clock(rng)} d/t clotting",
              "citrate protocol", f"ionized Ca {rng.randint(95, 125) / 100}", f"post filter ica {rng.randint(25, 45) / 100}",
              f"CVVHDF BFR {rng.choice((150, 180, 200))}", f"TMP {rng.randint(60, 220)}", f"access pressure -{rng.randint(60, 180)}",
              "heparin-free, NS flushes q1h", f"Ca gluconate gtt @ {rng.randint(10, 30) / 10}gm/hr",
              f"HD x{rng.randint(2, 4)}hrs, {rng.randint(1, 4)}L UF")


def nicu_support(rng: random.Random) -> str:
    return _c(rng, "infant in RA", f"on NC {rng.choice(('25cc', '50cc', '100cc', '1/4L'))} {rng.choice((21, 25, 30))}%",
              f"CPAP +{rng.randint(5, 7)} {rng.randint(21, 35)}%", "remains in RA",
              f"SIMV {rng.randint(16, 24)}/{rng.randint(5, 6)} x {rng.randint(20, 40)}, {rng.randint(21, 40)}%",
              f"NP CPAP 6 cm, FiO2 {rng.randint(21, 30)}%")


def nicu_resp(rng: random.Random) -> str:
    return _c(rng, f"RR {rng.randint(30, 40)}-{rng.randint(50, 70)}s",
              "LS clear and equal", "mild SCR/ICR", f"{rng.randint(0, 6)} A&B spells, {_c(rng, 'self resolved', 'required mild stim', 'all self-resolved')}",
              "no A&B's", "on caffeine", f"sats {rng.randint(88, 96)}-100%", "occ desats to 80s w/ feeds")


def nicu_fen(rng: random.Random) -> str:
    kcal = rng.choice((20, 22, 24, 26, 27))
    return _c(rng, f"TF {rng.choice((120, 130, 140, 150, 160))}cc/kg/day", f"PE{kcal} {rng.randint(8, 45)}cc q{rng.choice((3, 4))}h po/pg",
              f"BM {kcal} cal", f"wt {rng.randint(700, 3800)}g {_c(rng, 'up', 'down')} {rng.randint(5, 60)}g",
              "abd soft, round, +BS", "voiding and stooling", "guaiac neg stools", f"D10 @ {rng.randint(3, 12)}cc/hr",
              f"bottled {rng.randint(10, 40)}cc x{rng.randint(1, 4)}", "no spits", "spit x1 sm amt",
              f"bili {rng.randint(40, 160) / 10}", "under single phototherapy", f"aspirates {rng.randint(0, 4)}cc")


def nicu_bili(rng: random.Random) -> str:
    b = rng.randint(50, 180) / 10
    return _c(rng, f"bili {b}/{rng.randint(2, 9) / 10}", f"bili {b}, down from {b + rng.randint(5, 30) / 10}",
              f"bili {b} @ {clock(rng)}, under single phototherapy", f"bili level {b}, below light level")


def nicu_growth(rng: random.Random) -> str:
    return _c(rng, "temp stable in isolette on servo", "temp stable in open crib", "AFSF",
              "sleeping well between cares", "waking for feeds", "alert and active w/ cares",
              "sucks on pacifier", "swaddled, tol handling well", "HC 31.5cm", "nested in isolette",
              "hearing screen passed", "CUS w/o IVH")


def gestation(rng: random.Random) -> str:
    wk, d = rng.randint(24, 38), rng.randint(0, 6)
    return _c(rng, f"{wk} {d}/7 wk GA", f"ex-{wk} weeker", f"GA {wk} {d}/7", f"CGA {wk + 2} {d}/7 wks",
              f"{wk} {d}/7 wk infant", f"PMA {wk + 1} {d}/7")


# -- problems ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    dx: tuple[str, ...]       # how the diagnosis is written
    hpi: tuple[str, ...]      # a line of history for the admission note
    events: tuple[str, ...]   # what happens on a shift


PROBLEMS = {
    "sepsis": Problem(("urosepsis", "sepsis 2/2 PNA", "septic shock", "hypotension 2/2 sepsis", "AMS 2/2 sepsis", "sepsis, ?line source"),
                      ("presented w/ fever, rigors and hypotension, started on pressors in ED",
                       "found lethargic at NH, febrile to 103, SBP 70s",
                       "brought in from {facility} w/ fever and confusion",
                       "c/o dysuria x3 days then became confused and hypotensive"),
                      ("MAPs dropped to 50s, levophed titrated up", "NS bolus x2 for low u/o",
                       "spiked to 102.4, pan cultured", "lactate trending down")),
    "resp_failure": Problem(("hypercarbic resp failure", "COPD flare", "PNA/resp failure", "ARDS", "resp failure 2/2 PNA",
                             "resp distress, intubated"),
                            ("increasing SOB x3 days, failed BiPAP in ED and was intubated",
                             "found down w/ O2 sat 70s on RA by EMS",
                             "became SOB while walking at {landmark}, EMS called",
                             "admitted w/ RLL PNA, worsening hypoxia on NRB"),
                            ("desat to 80s, bagged and sx for mucous plug", "RSBI 110, SBT failed",
                             "tolerated PSV trial x2hrs", "self-extubated, reintubated")),
    "gib": Problem(("UGIB", "GI bleed", "BRBPR", "variceal bleed", "LGIB"),
                   ("hematemesis x2 at home, hct 21 in ED",
                    "black tarry stools x3 days, weak and dizzy", "vomited bright red blood at NH"),
                   ("hct dropped 29 -> 24, 2u PRBC", "EGD @ bedside, banding x3",
                    "maroon stool x2", "octreotide gtt started")),
    "etoh": Problem(("ETOH withdrawal", "DTs", "ETOH w/d, ?sz", "alcoholic pancreatitis"),
                    ("last drink 2 days PTA, tremulous and hallucinating",
                     "found down at {landmark} by police",
                     "brought in by EMS after witnessed sz at home", "found down, ETOH level 390"),
                    ("CIWA 22, ativan 4mg iv x3", "tachy 130s, diaphoretic, agitated",
                     "pulled PIV, restrained", "calmer after ativan, sleeping")),
    "dka": Problem(("DKA", "HHS", "DKA 2/2 noncompliance"),
                   ("N/V and abd pain x2 days, BS >500", "ran out of insulin 1 wk ago"),
                   ("AG closed, gtt transitioned to sc", "BS 480 -> 210 on gtt", "K 3.1 repleted")),
    "chf": Problem(("CHF exacerbation", "acute on chronic CHF", "flash pulm edema"),
                   ("3 days SOB, orthopnea, 10lb wt gain", "ran out of lasix, PND and LE edema"),
                   ("diuresed 2L to lasix gtt", "BiPAP for distress, improved", "on nitro gtt")),
    "mi": Problem(("STEMI", "NSTEMI", "IMI s/p cath", "ant MI s/p PCI", "cardiogenic shock"),
                  ("CP at rest radiating to L arm, STE in II/III/aVF, taken to cath lab",
                   "CP while at {landmark} w/ {rel}, taken to {osh} then here",
                   "awoke w/ crushing CP, diaphoretic, trop 2.4"),
                  ("IABP placed in cath lab", "R groin oozing, pressure held", "CP 4/10, NTG SL x1",
                   "run of VT x8 beats, lytes checked")),
    "arrhythmia": Problem(("AF w/ RVR", "SVT", "CHB, s/p temp wire", "VT storm"),
                          ("palpitations and lightheaded, HR 160s AF",
                           "syncopal episode at church, found in CHB"),
                          ("converted to SR on amio", "dilt gtt titrated for HR <110",
                           "shocked x1 for VT", "paced @ 70, capturing")),
    "cabg": Problem(("s/p CABG x3", "s/p CABG x4", "s/p AVR", "s/p MVR/CABG", "s/p AVR/CABG x2"),
                    ("elective CABG after cath showed 3VD", "transferred from {osh} for surgery after NSTEMI"),
                    ("CT output 150cc/hr x2hrs, team aware", "extubated @ 2200",
                     "AF, amio bolus given", "weaned off neo")),
    "trauma": Problem(("s/p MVC", "s/p fall down stairs", "s/p fall from ladder", "s/p pedestrian struck",
                       "multi trauma", "GSW to abd"),
                      ("unrestrained driver in MVC, + LOC, GCS 8 at scene",
                       "fell down 12 stairs after drinking, R SDH on CT",
                       "struck by car while crossing the street",
                       "fell off bike at {landmark}, helmeted", "found down at {landmark} after assault"),
                      ("to OR for ex lap", "ICP spiking to 25, mannitol given", "HCT 32 -> 27",
                       "c-spine cleared by CT")),
    "sah": Problem(("SAH", "SDH", "IPH", "SAH s/p coiling", "ICH"),
                   ("worst HA of life then collapsed at work",
                    "collapsed while shoveling snow in {town}", "anticoag on coumadin, fell, L SDH"),
                   ("EVD placed, ICP 10-15", "new L pupil sluggish, CT done", "on nimodipine")),
    "postop": Problem(("s/p ex lap", "s/p Whipple", "s/p AAA repair", "s/p colectomy", "s/p esophagectomy"),
                      ("elective Whipple for pancreatic mass", "ruptured AAA taken emergently to OR"),
                      ("JP output 200cc serosang", "epidural infusing, pain 2/10", "NGT w/ 300cc bilious")),
    "floor": Problem(("CHF", "cellulitis", "COPD flare", "s/p fall, hip fx", "PNA", "syncope"),
                     ("admitted from ED w/ SOB", "L leg redness and swelling x4 days",
                      "fell at {facility}, transferred to ED", "sent in by PCP from {town}"),
                     ("ambulated w/ PT", "O2 weaned to RA", "pt c/o CP, EKG unchanged")),
    "prem": Problem(("prematurity", "r/o sepsis", "RDS", "hyperbili", "feeding immaturity"),
                    ("born by C/S for PIH, apgars 6 and 8", "NSVD, mother GBS+, inadequately treated"),
                    ("bradycardic to 70s x2, self resolved", "bili 12.4, phototherapy started",
                     "weaned to RA", "advanced feeds to 140cc/kg")),
}

UNIT_PROBLEMS = {"MICU": ("sepsis", "resp_failure", "gib", "etoh", "dka", "chf"),
                 "CCU": ("mi", "arrhythmia", "chf"),
                 "CSRU": ("cabg",),
                 "TSICU": ("trauma",),
                 "SICU": ("postop", "trauma"),
                 "NEURO": ("sah",),
                 "FLOOR": ("floor",)}
NICU_PROBLEMS = ("prem",)
