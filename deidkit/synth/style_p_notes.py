"""Style P note types (slots: :class:`deidkit.synth.style_p.PNote`): nursing shift notes by
system, narrative, SOAP, D/A/R and problem-based (Assessment/Action/Response/Plan) notes,
respiratory-care ventilator notes (free text and the structured form), RT event and
treatment notes, nursing event, admission, transfer, family-meeting, code,
comfort-measures and CRRT notes, addenda, ward RN notes and neonatal nursing notes. Case,
typos and run-together punctuation are decided in :func:`make_document`.
"""

from __future__ import annotations

import datetime as dt
import random
import re

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import LIT, assemble
from deidkit.synth.style_p import PNote, SubjectP, VisitP

#: (note type, share in percent of an ICU corpus).
NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("shift_systems", 14), ("shift_narrative", 7), ("soap_note", 5), ("dar_note", 5),
    ("problem_note", 8), ("resp_care", 9), ("rt_event", 5), ("rt_treatment", 4),
    ("event_note", 6), ("admit_note", 6), ("transfer_note", 5), ("nicu_note", 6),
    ("addendum", 4), ("ward_note", 5), ("crrt_note", 3), ("cmo_note", 3), ("family_note", 4),
    ("code_note", 3),
)
_ICU = {"shift_systems": 16, "shift_narrative": 8, "soap_note": 4, "dar_note": 4,
        "problem_note": 10, "resp_care": 11, "rt_event": 6, "event_note": 7, "admit_note": 6,
        "transfer_note": 5, "addendum": 5, "crrt_note": 4, "cmo_note": 3, "family_note": 5,
        "code_note": 3, "rt_treatment": 1}
_FLOOR = {"ward_note": 30, "rt_treatment": 16, "event_note": 8, "addendum": 8, "admit_note": 8,
          "transfer_note": 6, "soap_note": 9, "dar_note": 9, "code_note": 3, "family_note": 3}


def plan_visits(rng: random.Random, s: SubjectP, count: int) -> list[VisitP]:
    """The notes of one stay: an admission note first, comfort measures last, days rising."""
    if s.infant:
        kinds = ["nicu_note"] * count
        if count > 1 and rng.random() < 0.3:
            kinds[-1] = "addendum"
    else:
        table = _FLOOR if s.unit == "FLOOR" else _ICU
        if s.unit not in ("MICU", "CSRU", "SICU"):
            table = {k: v for k, v in table.items() if k != "crrt_note"}
        names = sorted(table)
        kinds = rng.choices(names, weights=[table[k] for k in names], k=count)
        for once in ("admit_note", "cmo_note"):
            while kinds.count(once) > 1:
                kinds[kinds.index(once)] = "shift_systems" if s.unit != "FLOOR" else "ward_note"
        if "admit_note" in kinds:
            kinds.remove("admit_note")
            kinds.insert(0, "admit_note")
        if "cmo_note" in kinds:
            kinds.remove("cmo_note")
            kinds.append("cmo_note")
    visits, day = [], 1 if kinds[0] == "admit_note" else rng.randint(1, 6)
    for i, kind in enumerate(kinds):
        visits.append(VisitP(i + 1, kind, s.admit + dt.timedelta(days=day - 1), day))
        day += rng.choice((0, 1, 1, 1, 2, 3))
    return visits


# -- pieces --------------------------------------------------------------------------------
def _vented(n: PNote) -> bool:
    s = n.s
    if s.unit == "FLOOR":
        return False
    if s.dx in ("resp_failure", "trauma", "sah", "cabg") or s.unit == "TSICU":
        return n.rng.random() < 0.8
    return n.rng.random() < 0.35


SYSTEMS = {
    "neuro": (("NEURO", "Neuro", "neuro", "N", "NEURO/SAFETY", "Neuro-", "NEURO/PAIN"),
              ("{neuro}", "{neuro}", "{neuro}", "{neuro}", "{sedation}", "{pain}", "{safety}")),
    "cv": (("CV", "cv", "C/V", "CARDIAC", "Cardiac", "CVS", "HEMODYNAMICS"),
           ("{hr} {rhythm}", "{bp}", "{cv}", "{cv}", "{drip}", "{cv}")),
    "resp": (("RESP", "Resp", "resp", "R", "PULM", "Pulm", "RESPIRATORY"), ()),
    "gi": (("GI", "gi", "GI/NUTRITION", "Abd", "GI/GU"),
           ("{gi}", "{gi}", "{tf}", "{endo}", "{gi}", "{tf}", "{gi}", "last BM {earlier}")),
    "gu": (("GU", "gu", "Renal", "GU/RENAL", "G/U"), ("{gu}", "{gu}", "{io}", "{lytes}", "{ivf}")),
    "id": (("ID", "id", "I.D.", "Infection"), ("{id}", "{id}", "{abx}", "{temp}", "{id}",
                                                "blood cx from {earlier} w/ GPC's")),
    "heme": (("HEME", "Heme", "heme", "HEME/ANTICOAG"), ("{heme}", "{heme}")),
    "skin": (("SKIN", "Skin", "skin", "INTEG", "SKIN/LINES"), ("{skin}", "{skin}", "{lines}")),
    "endo": (("ENDO", "Endo", "endo"), ("{endo}",)),
    "access": (("ACCESS", "Access", "LINES", "lines"), ("{lines}", "{lines}",
                                                       "{lines} (placed {earlier})")),
}
#: The respiratory line: its support first (one of these), then the rest.
_VENT_FIRST = ("on {vent}", "remains on {vent}", "{vent}", "vent {vent}", "intubated on {vent}")
_O2_FIRST = ("on {o2}", "{o2}", "remains on {o2}", "O2 {o2}")
_RESP_VENT = ("{rr}", "{sats}", "{ls}", "{secretions}", "{abg}", "{airway}", "{vent_numbers}",
              "{ls}", "{secretions}", "{neb}")
_RESP_O2 = ("{rr}", "{sats}", "{ls}", "{secretions}", "{neb}", "{abg}", "{ls}", "{sats}")

SOCIAL = (
    "{rel} in to visit, updated by MD",
    "{rel} and {rel2} in this afternoon, spoke w/ {dr} re plan",
    "{rel} called x2 overnight, updated on pt's condition",
    "{rel} at bedside most of the shift, very supportive",
    "family mtg planned for {weekday} w/ {dr}",
    "{rel} is HCP, can be reached at {rel_phone}",
    "{rel} is HCP, cell {rel_phone}",
    "{rel} visited, tearful re pt's condition, emotional support given",
    "{rel} staying at a hotel nearby, cell {rel_phone}",
    "pt lives in {town} w/ {rel}",
    "{rel} flying in from {far_state} tomorrow",
    "{rel} ({rel_phone}) requests a call w/ any changes",
    "pt's {rel_word} {rel_name} updated by phone, plans to visit {weekday}",
    "{rel} asking to speak w/ attending, {dr} paged",
    "no visitors, {rel} called @ {time}",
    "interpreter used for update w/ {rel}",
    "{rel} brought in pt's glasses and dentures",
    "{rel} and {rel2} at bedside, anxious, questions answered",
    "{rel} states pt was recently in {country}",
    "{rel} in w/ {rel2}, updated by {res}",
    "{rel} called from {far_city}, will come up {later}",
    "{sw} following, met w/ {rel} today",
    "{rel} would like to be called if any change, home # {rel_phone}",
    "{rel} says pt was doing well until {earlier}",
    "spoke w/ {rel} at length, aware pt is very sick",
    "{rel} visiting in the evenings after work",
    "pt lives alone in {town}, {rel} checks on {him} daily",
    "family (wife, 3 kids) in and out all day",
    "no family in today",
    "{rel} here all day, went home @ {time}",
    "pt is a {job}, lives w/ {rel}",
    "{rel} says pt walks every day at {landmark}",
    "{rel} ({rel_word}) and {rel2} visited, spoke w/ {sw}",
    "{rel} called from work, updated",
)
DOC_LINES = (
    "{dr} aware of {labs}",
    "d/w {res}, no new orders",
    "{res} notified of {labs}, {prn} ordered",
    "{dr} in to see pt @ {time}",
    "d/w {dr}, ok to hold TF",
    "{res} aware of low u/o, {ivf} given",
    "team aware",
    "MD aware",
    "{dr} updated @ {time} re {labs}",
    "plan d/w {res} on rounds",
    "{res} paged x2 re {bp}, callback @ {time}",
    "{dr} and {res} in, aware of {abg}",
    "covering for {rn} from {time}",
)


class Style:
    """How one note joins its fragments: separators, endings, label punctuation."""

    def __init__(self, rng: random.Random):
        self.join = rng.choice((", ", ", ", ". ", "; ", "  ", ",", ". ", ", "))
        self.end = rng.choice((".", ".", ".", "", "", ". ", "..", ";"))
        self.label = rng.choice((": ", ": ", ":", "- ", " ", ":  ", "-"))
        self.one_para = rng.random() < 0.3


def _text(n: PNote) -> str:
    return "".join(text for text, _, _ in n.segs)


def fragments(n: PNote, templates, k, st: Style) -> None:
    """``k`` of ``templates`` joined the note's way, no fragment written twice."""
    seen = set()
    for i, t in enumerate(n.choose(list(templates), k)):
        for _ in range(3):
            snap, before = list(n.segs), len(_text(n))
            if i:
                n.lit(st.join)
            n.fill(t)
            piece = _text(n)[before:].strip(" ,.;").lower()
            if piece not in seen:
                seen.add(piece)
                break
            n.segs[:] = snap


def system_line(n: PNote, key: str, st: Style, k=(2, 4)) -> None:
    labels, temps = SYSTEMS[key]
    n.lit(n.rng.choice(labels) + st.label)
    if key == "resp":
        n.fill(n.rng.choice(_VENT_FIRST if n.vented else _O2_FIRST))
        n.lit(st.join)
        temps = _RESP_VENT if n.vented else _RESP_O2
    fragments(n, temps, k, st)
    n.lit(st.end)
    n.lit(" " if st.one_para else "\n")


def social_line(n: PNote, st: Style, k=(1, 2)) -> None:
    n.lit(n.rng.choice(("SOCIAL", "Social", "social", "FAMILY", "Family", "Psychosocial", "S/S",
                        "SOC")) + st.label)
    fragments(n, SOCIAL, k, st)
    n.lit(st.end)
    n.lit(" " if st.one_para else "\n")


def plan_line(n: PNote, st: Style) -> None:
    n.lit(n.rng.choice(("PLAN", "Plan", "plan", "P", "A/P", "PLAN OF CARE")) + st.label)
    n.fill("{plan}")
    if n.rng.random() < 0.3:
        n.lit(st.join)
        n.fill(n.rng.choice(("?d/c to {facility} when stable", "?to {floor} in am",
                             "family mtg {weekday}", "{dr} to call {rel_name}",
                             "f/u w/ {res} re {labs}", "cont w/ plan per {dr}")))
    n.lit(st.end + "\n")


def signature(n: PNote, p: float = 0.45) -> None:
    if n.rng.random() < p:
        n.lit(n.rng.choice(("", "", "-", "--", "signed ", "\n")))
        n.fill("{sig}")
        n.lit("\n")


def header(n: PNote, options) -> None:
    n.fill(n.rng.choice(options))
    n.lit("\n" if n.rng.random() < 0.8 else "\n\n")


def intro(n: PNote) -> None:
    n.fill(n.rng.choice((
        "{age} yo {sex} {hd} adm w/ {dx}",
        "{age}yo {sex} w/ {dx}, {hd}",
        "pt is a {age} y/o {sex} admitted {admit_date} w/ {dx}",
        "{hd} for this {age} yo {sex} w/ {dx}",
        "{dx}, {hd}",
        "pt {hd} w/ {dx}",
        "{age} y.o. {sex} {dx}",
        "pt remains in {unit} w/ {dx}",
        "{age} yo {sex} w/ {dx}, {proc} on {earlier}",
        "{hd}, {dx}, intubated {admit_date}",
    )))
    n.lit(n.rng.choice((". ", ".\n", "\n", ". ")))


# -- the note types ------------------------------------------------------------------------
SHIFT_HEADERS = (
    "NPN {shift}", "{unit} NPN {shift}", "Nursing Progress Note {shift}",
    "NURSING PROGRESS NOTE {date} {shift}", "NSG {shift}:", "RN Note {shift} {hd}",
    "{unit} Nursing Progress Note", "Nursing note {date}", "NPN {date} {shift}",
    "NPN:", "Nsg Progress Note", "{unit} NSG NOTE {shift}", "nursing progress note 1900-0700",
    "NPN {hd}", "{unit} RN progress note", "Nursing Progress Note, {shift} shift", "nsg {date}",
    "7a-7p NPN", "NURSING {shift}", "Nursing Progress Note - {unit} bed {bed}",
)


def shift_systems(n: PNote):
    rng = n.rng
    header(n, SHIFT_HEADERS)
    st = Style(rng)
    if rng.random() < 0.7:
        intro(n)
    if rng.random() < 0.2:
        n.fill(rng.choice(("Events: {event}. ", "EVENTS: {event} @ {time}, {dr} aware. ",
                           "Overnight: {event}.\n")))
    order = ["neuro", "cv", "resp", "gi", "gu"]
    extra = rng.sample(["id", "heme", "skin", "endo", "access"], rng.randint(2, 5))
    for key in order + extra:
        system_line(n, key, st, (2, 5))
    if rng.random() < 0.35:
        n.lit(rng.choice(("Code: ", "CODE STATUS: ", "code ")))
        n.fill("{code}")
        n.lit(st.end + "\n")
    social_line(n, st)
    if rng.random() < 0.4:
        fragments(n, DOC_LINES, 1, st)
        n.lit(st.end + "\n")
    plan_line(n, st)
    signature(n)


NARRATIVE = (
    "Pt rec'd @ {time} {neuro}, {hr} {rhythm}, {bp}",
    "Remains on {vent}, {sats}, {ls}",
    "{event} @ {time}, {dr} aware",
    "{rel} in to visit this evening",
    "Slept in naps throughout the night",
    "Will cont to monitor pt closely",
    "{sedation}, {neuro}",
    "{pain}",
    "{gi}, {tf}",
    "{gu}, {io}",
    "{temp}, {id}",
    "Turned q2h, {skin}",
    "{lytes}",
    "{heme}",
    "{res} aware of {labs}",
    "Pt c/o {pain} @ {time}",
    "{o2}, {sats}",
    "Pt cooperative w/ care",
    "Pt restless early in shift, settled after {prn}",
    "{rel} called @ {time}, updated",
    "{drip}, {bp}",
    "{cv}",
    "Pt anxious, reassurance given",
    "Lab draws from {lines}",
    "Repositioned for comfort, {activity}",
)


def shift_narrative(n: PNote):
    rng = n.rng
    header(n, SHIFT_HEADERS + ("{shift} summary:", "Shift note {shift}", "Nursing Note:"))
    if rng.random() < 0.5:
        intro(n)
    if rng.random() < 0.3:   # time-stamped entries through the shift
        for t in n.choose(NARRATIVE, (5, 9)):
            n.fill("{time}")
            n.lit(rng.choice((": ", " - ", "  ", "- ")))
            n.fill(t)
            n.lit("\n")
        signature(n)
        return
    sep = rng.choice((". ", ". ", ".  ", ", ", " "))
    n.sentences(NARRATIVE, (7, 15), sep=sep)
    n.lit(".\n")
    if rng.random() < 0.5:
        n.fill(rng.choice(("Plan: {plan}.\n", "A: stable {shift}, P: {plan}\n",
                           "see flowsheet for further details.\n")))
    signature(n)


QUOTES = ('"I can\'t breathe"', '"when can I eat"', '"I want to go home"', '"my back hurts"',
          '"where am I"', '"is {rel_name} coming today?"', '"I\'m so tired"', '"get this tube out"',
          '"I feel better today"', '"leave me alone"', '"I need to pee"', 'pt unable to verbalize',
          'pt intubated, nods to questions', '"my chest feels tight"')
NURSING_DX = ("alteration in resp status", "alt in comfort", "knowledge deficit",
              "potential for infection", "alteration in cardiac output", "fluid volume excess",
              "impaired skin integrity", "altered thought process", "ineffective airway clearance",
              "risk for falls", "altered nutrition", "ineffective coping (family)")


def soap_note(n: PNote):
    rng = n.rng
    header(n, ("Nursing SOAP note {shift}", "NSG NOTE {shift}", "RN NOTE {date}", "Nursing {shift}"))
    st = Style(rng)
    n.lit("S" + st.label)
    n.fill(rng.choice(QUOTES))
    n.lit("\nO" + st.label)
    fragments(n, ("{temp}", "{hr} {rhythm}", "{bp}", "{rr}", "{sats}", "{neuro}", "{ls}", "{gi}",
                  "{gu}", "{io}", "{skin}", "{labs}", "{o2}", "{pain}", "{tf}"), (5, 10), st)
    n.lit(st.end + "\nA" + st.label)
    n.lit(", ".join(rng.sample(NURSING_DX, rng.randint(1, 3))))
    if rng.random() < 0.4:
        n.fill(rng.choice((" r/t {dx}", " 2/2 {dx}", " s/t {dx}")))
    n.lit(st.end + "\nP" + st.label)
    n.fill("{plan}")
    if rng.random() < 0.4:
        n.lit(st.join)
        n.fill(rng.choice(SOCIAL))
    n.lit(st.end + "\n")
    signature(n)


FOCI = (("resp status", ("{o2}", "{vent}", "{rr}", "{sats}", "{ls}", "{secretions}", "{abg}"),
         ("sx'd", "{neb}", "HOB up", "encouraged C&DB", "IS q1h", "CPT"),
         ("{sats}", "less SOB", "LS improved", "{abg}", "tol well")),
        ("pain", ("{pain}", "grimacing", "guarding abd"),
         ("{prn}", "repositioned", "heat pack to back"),
         ("pain 2/10", "resting comfortably", "sleeping after med")),
        ("hemodynamics", ("{hr} {rhythm}", "{bp}", "{cv}"),
         ("{ivf}", "{drip}", "{prn}"),
         ("{bp}", "HR down to 80s", "MAPs >65")),
        ("neuro/safety", ("{neuro}", "{safety}", "pulling at lines"),
         ("reoriented frequently", "{prn}", "{safety}"),
         ("calmer", "slept 3-4 hrs", "{neuro}")),
        ("nutrition", ("{gi}", "{endo}"), ("{tf}", "dietary consult", "{endo}"),
         ("tol TF", "FS improved", "no N/V")),
        ("family", ("{rel} at bedside, many questions",), ("updated by {dr}", "{sw} consulted"),
         ("{rel} verbalized understanding", "family coping")),
        ("skin", ("{skin}",), ("turned q2h", "air mattress ordered", "wound care done"),
         ("no new breakdown",)),
        ("fluid balance", ("{gu}", "{io}"), ("{ivf}", "lasix given", "{lytes}"),
         ("{io}", "u/o picked up", "{gu}")))


def dar_note(n: PNote):
    rng = n.rng
    header(n, ("Nursing Note (DAR) {shift}", "NSG DAR {date}", "RN Note {shift}",
               "Focus charting {shift}", "{unit} RN note"))
    st = Style(rng)
    for focus, data, action, response in rng.sample(FOCI, rng.randint(2, 4)):
        n.lit(rng.choice(("F: ", "Focus: ", "FOCUS- ", "#")) + focus + "\n")
        for mark, temps in (("D", data), ("A", action), ("R", response)):
            n.lit(mark + st.label)
            fragments(n, temps, (1, 4), st)
            n.lit(st.end + "\n")
    signature(n)


PROBLEM_TITLES = {
    "sepsis": ("Sepsis without organ dysfunction", "Hypotension (not Shock)",
               "Sepsis, severe (with organ dysfunction)"),
    "resp_failure": ("Respiratory failure, acute (not ARDS)", "Airway, inability to protect",
                     "Chronic obstructive pulmonary disease (COPD, bronchitis, emphysema) with "
                     "acute exacerbation"),
    "gib": ("Gastrointestinal bleed, upper (Melena, GI Bleed, GIB)", "Anemia, acute, secondary to "
            "blood loss (hemorrhage, bleeding)"),
    "etoh": ("Alcohol withdrawal (including delirium tremens, DTs, seizures)",
             "Altered mental status (not Delirium)"),
    "dka": ("Diabetic ketoacidosis (DKA)", "Hyperglycemia", "Electrolyte & fluid disorder, other"),
    "chf": ("Heart failure (CHF), systolic, acute on chronic", "Dyspnea (shortness of breath)"),
    "mi": ("Myocardial infarction, acute (AMI, STEMI, NSTEMI)", "Chest pain"),
    "arrhythmia": ("Atrial fibrillation (Afib)", "Tachycardia, other"),
    "cabg": ("Coronary artery bypass graft (CABG)", "Aortic valve replacement", "Pain control "
             "(acute pain, chronic pain)"),
    "trauma": ("Fracture (femur, rib, pelvis)", "Impaired skin integrity", "Pain control (acute "
               "pain, chronic pain)"),
    "sah": ("Subarachnoid hemorrhage (SAH)", "Intracerebral hemorrhage (ICH)", "Altered mental "
            "status (not Delirium)"),
    "postop": ("Impaired skin integrity", "Pain control (acute pain, chronic pain)",
               "Nutrition, altered"),
    "floor": ("Fall(s)", "Cellulitis", "Dyspnea (shortness of breath)"),
    "prem": ("Prematurity",),
}
_ASSESS = ("{hr} {rhythm}", "{bp}", "{neuro}", "{sats}", "{ls}", "{gu}", "{temp}", "{pain}",
           "{labs}", "{gi}", "{skin}", "{io}", "{rr}")
_ACTION = ("{prn}", "{ivf}", "{drip}", "{lytes}", "sx'd", "repositioned", "{res} notified",
           "{dr} aware", "labs sent", "cx's sent", "{abx} given", "restraints applied", "{neb}",
           "wound care done", "HOB elevated", "{tf}")
_RESPONSE = ("{bp}", "{sats}", "{hr}", "pt more comfortable", "no change", "{gu}", "{neuro}",
             "pain improved", "pt sleeping", "{labs}", "{abg}", "tol well")


def problem_note(n: PNote):
    rng = n.rng
    if rng.random() < 0.4:
        n.fill(rng.choice(("Chief Complaint: {dx}\n", "TITLE: {unit} Nursing Progress Note\n")))
        if rng.random() < 0.6:
            n.fill(rng.choice(("HPI: {age} yo {sex} w/ {pmh} {hpi}.\n",
                               "24 Hour Events:\n{event} @ {time}\n",
                               "Allergies: {allergy}\n")))
        n.lit("\n")
    titles = list(PROBLEM_TITLES[n.s.dx]) + ["Pain control (acute pain, chronic pain)",
                                             "Impaired skin integrity"]
    for title in n.choose(sorted(set(titles), key=titles.index), (1, 3)):
        n.lit(title + "\n")
        for label, temps, k in (("Assessment", _ASSESS, (3, 6)), ("Action", _ACTION, (2, 4)),
                                ("Response", _RESPONSE, (1, 3)), ("Plan", ("{plan}",), 1)):
            n.lit(label + ":\n")
            if rng.random() < 0.5:
                fragments(n, temps, k, Style(rng))
                n.lit(".\n")
            else:
                for t in n.choose(list(temps), k):
                    n.fill(t)
                    n.lit("\n")
        n.lit("\n" if rng.random() < 0.7 else "")
    if rng.random() < 0.45:
        n.lit("Social: ")
        n.fill(rng.choice(SOCIAL))
        n.lit(".\n")


def resp_care(n: PNote):
    rng = n.rng
    if rng.random() < 0.45:
        _resp_form(n)
        return
    header(n, ("Respiratory Care", "Resp Care Note:", "RESPIRATORY CARE NOTE", "Resp care {shift}",
               "RT Note:", "Respiratory care: {date}", "resp care"))
    st = Style(rng)
    if n.vented:
        temps = ("Pt remains intubated on {vent}", "{airway}", "{rr}, {vent_numbers}",
                 "{ls}", "{secretions}", "{neb} via inline", "{abg}", "{vent_numbers}",
                 "RSBI done this am, {vent_numbers}", "SBT x30min on CPAP 5/PS 5, tol well",
                 "vent changes made to {vent} per team", "ETT retaped", "no vent changes overnight",
                 "cuff pressure 25", "sedation held for SBT per protocol", "{sats} on current settings")
    else:
        temps = ("Pt on {o2}", "{sats}", "{rr}", "{ls}", "{neb}", "{secretions}",
                 "weaned to {o2}", "pt refused CPAP overnight", "{abg}",
                 "pt using IS, achieving 750cc", "BiPAP placed for {rr} w/ increased WOB")
    n.sentences(temps, (5, 10), sep=rng.choice((". ", ". ", ".  ", ", ", ". ")))
    n.lit(st.end + "\n")
    n.lit(rng.choice(("Plan: ", "PLAN: ", "P: ", "plan- ")))
    n.fill(rng.choice(("cont support, wean as tol", "?extubate in am", "cont current settings",
                       "RSBI/SBT in am", "cont nebs, wean O2 for sats >92%", "{plan}",
                       "will follow", "trach this wk per team, ?{weekday}")))
    n.lit(st.end + "\n")
    signature(n, 0.5)


def _resp_form(n: PNote):
    """The structured respiratory-care form of later ICU charting systems."""
    rng = n.rng
    ibw = rng.randint(450, 900) / 10
    n.lit("Demographics\n")
    if n.vented:
        n.fill(rng.choice(("Day of intubation: {earlier}\n", "Day of intubation: {admit_date}\n",
                           "Day of intubation:\n")))
        n.lit("Day of mechanical ventilation: " + str(rng.randint(1, 20)) + "\n")
    n.lit("Ideal body weight: " + str(ibw) + " None\n")
    n.lit("Ideal tidal volume: " + " / ".join("%.1f" % (ibw * k) for k in (4, 6, 8)) + " mL/kg\n")
    if n.vented:
        n.lit("Airway\nAirway Placement Data\nKnown difficult intubation: "
              + rng.choice(("No", "No", "Unknown", "Yes")) + "\n")
        n.lit("Procedure location: ")
        if rng.random() < 0.4:
            n.fill("{osh}")
        else:
            n.lit(rng.choice(("Emergency Room", "Floor", "ICU", "OR", "Outside hospital")))
        n.lit("\nReason: " + rng.choice(("Respiratory failure", "Airway protection",
                                          "Hypoxemia", "Procedure", "Hemodynamic instability"))
              + "\nTube Type\nETT:\nPosition: " + str(rng.randint(20, 26)) + " cm at teeth\n"
              "Route: Oral\nType: Standard\nSize: " + rng.choice(("7.0", "7.5", "8.0")) + "mm\n")
    n.lit("Lung sounds\n")
    for lobe in rng.sample(("RUL", "RLL", "LUL", "LLL"), rng.randint(2, 4)):
        n.lit(lobe + " Lung Sounds: " + rng.choice(("Clear", "Diminished", "Rhonchi", "Crackles",
                                                    "Wheeze", "Absent")) + "\n")
    n.lit("Secretions\nSputum color / consistency: " + rng.choice(("White", "Yellow", "Tan",
                                                                      "Blood Tinged", "Clear"))
          + " / " + rng.choice(("Thick", "Thin", "Frothy", "Copious")) + "\n")
    n.lit("Sputum source/amount: " + rng.choice(("Suctioned", "Expectorated")) + " / "
          + rng.choice(("Scant", "Small", "Moderate", "Copious")) + "\n")
    if rng.random() < 0.5:
        n.lit("Comments: ")
        n.fill(rng.choice(("{secretions}", "{abg}", "{vent_numbers}", "{neb}")))
        n.lit("\n")
    n.lit("Ventilation Assessment\nLevel of breathing assistance: "
          + (rng.choice(("Continuous invasive ventilation", "Intermittent invasive ventilation"))
             if n.vented else rng.choice(("Non-invasive ventilation", "Unassisted spontaneous "
                                          "breathing", "Oxygen therapy")))
          + "\nVisual assessment of breathing pattern: "
          + rng.choice(("Normal quiet breathing", "Labored breathing", "Accessory muscle use",
                        "Tachypnea")) + "\nAssessment of breathing comfort: "
          + rng.choice(("No claim of dyspnea", "Mild dyspnea", "Unable to assess",
                        "Claimed dyspnea")) + "\n")
    if n.vented:
        n.lit("Invasive ventilation assessment:\nTrigger work assessment: "
              + rng.choice(("Triggering synchronously", "Trigger asynchrony", "Not triggering"))
              + "\nDyssynchrony assessment: " + rng.choice(("None", "Auto-PEEP", "Double "
                                                            "triggering")) + "\n")
    n.lit("Plan\nNext 24-48 hours: " + (rng.choice((
        "Continue with daily RSBI tests & SBT's as tolerated", "Change weaning mode",
        "Maintain current ventilator settings", "Wean to extubate", "Other (specify)"))
        if n.vented else rng.choice(("Continue nebs as ordered", "Wean O2 as tolerated",
                                     "Continue BiPAP at night", "Other (specify)")))
        + "\n")
    if n.vented:
        n.lit("Reason for continuing current ventilatory support: " + rng.choice((
            "Sedation requirement", "Hemodynamic instability", "Underlying illness not resolved",
            "Intolerant of weaning attempts", "Mental status", "Not ready to wean")) + "\n")
    if rng.random() < 0.35:
        n.fill(rng.choice(("Comments: d/w {dr}, plan for trach {weekday}.\n",
                           "Comments: MD {res} aware of {abg}.\n",
                           "Comments: spoke w/ {rel} at bedside re trach.\n")))


RT_EVENTS = (
    ("Pt extubated @ {time} to {o2}", "{sats}", "good cough, {secretions}", "no stridor",
     "post extubation {abg}", "voice hoarse, speaking in full sentences", "tol well so far"),
    ("Pt intubated @ {time} by {dr} for hypoxic resp failure", "{airway}", "CXR confirmed placement",
     "placed on {vent}", "{abg}", "sedated w/ {sedation}", "difficult airway, glidescope used"),
    ("SBT done @ {time} on CPAP 5/PS 5", "{vent_numbers}", "{rr}", "pt failed after 20min, "
     "RR 40s, sats 88%", "tol x2hrs, team aware", "returned to {vent}"),
    ("BiPAP placed @ {time} for {rr} w/ increased WOB", "settings {o2}", "{abg}",
     "pt anxious but tol mask", "RN aware", "{sats}"),
    ("Pt transported to CT and back on {vent}", "no events during transport", "{sats}",
     "bagged briefly, tol well"),
    ("Bronch done @ bedside by {dr}", "FiO2 100% during procedure", "BAL sent", "{secretions}",
     "returned to {vent}"),
    ("Trach change done @ {time} by {res}", "#8 shiley placed", "tol well", "{sats}", "{o2}"),
    ("Pt self-extubated @ {time}", "placed on {o2}", "{sats}", "{abg}", "{dr} aware",
     "reintubation not needed at this time"),
    ("Vent circuit changed @ {time}", "no desats", "{sats}", "settings unchanged, {vent}"),
    ("Home CPAP set up for OSA @ {time}", "pt's own mask, CPAP 10 w/ 2L bled in", "{sats}",
     "pt tol well", "RN aware"),
    ("ABG drawn from R radial @ {time}", "{abg}", "{res} aware", "no changes made"),
    ("Pt transported to IR and back on {o2}", "{sats}", "uneventful"),
)


def rt_event(n: PNote):
    rng = n.rng
    header(n, ("RT Event Note", "Respiratory Care Event", "Resp care: {time}", "RT note {date}",
               "Extubation note", "RESP CARE"))
    event = rng.choice(RT_EVENTS)
    n.fill(event[0])
    n.lit(". ")
    n.sentences(event[1:], (2, len(event) - 1), sep=rng.choice((". ", ". ", ", ", ".  ")))
    n.lit(".\n")
    if rng.random() < 0.4:
        n.fill(rng.choice(("Will follow. ", "Plan: {plan}. ", "RN {rn} at bedside. ",
                           "{rel} at bedside during. ")))
        n.lit("\n")
    signature(n, 0.6)


def rt_treatment(n: PNote):
    rng = n.rng
    header(n, ("Resp Tx Note", "RT: {shift}", "Respiratory Therapy {date}", "Resp therapy note",
               "RT {unit}"))
    if rng.random() < 0.5:
        for _ in range(rng.randint(2, 5)):
            n.fill("{time} ")
            n.fill(rng.choice(("{neb} given, BS pre {ls}, post improved aeration",
                               "{neb}, HR {hr}, {sats} on {o2}", "pt refused neb",
                               "MDI w/ spacer given, good technique", "IS {o2}",
                               "CPT done x15min, {secretions}", "pt sleeping, neb deferred")))
            n.lit("\n")
    else:
        n.sentences(("Pt seen for {neb}", "BS pre: {ls}", "post: improved aeration",
                     "{hr} pre/post", "{sats} on {o2}", "IS 750-1000cc", "{secretions}",
                     "pt using home CPAP qhs", "instructed in MDI technique, pt return demo'd",
                     "weaned O2 to {o2}", "ambulatory sat {sats}"), (4, 7),
                    sep=rng.choice((". ", ". ", ", ")))
        n.lit(".\n")
    n.fill(rng.choice(("Plan: cont nebs, wean O2 as tol\n", "P: {plan}\n", "will follow\n", "")))
    signature(n, 0.6)


EVENTS = (
    ("At approx {time} pt noted to be in AF w/ RVR 140s-160s, {bp}",
     ("{dr} notified and in to see pt", "lopressor 5mg IV x3 given", "12 lead EKG done",
      "HR down to 100s", "{lytes}", "dilt gtt started")),
    ("@ {time} pt became hypotensive to 70s/40s",
     ("{ivf}", "{drip}", "{res} at bedside", "lactate sent", "MAPs now >65", "blood cx x2 sent")),
    ("Pt found on floor next to bed @ {time}",
     ("unwitnessed fall", "pt states {he} was trying to get to the bathroom", "{neuro}",
      "no obvious injury", "{res} in to see pt", "head CT ordered", "{rel} notified",
      "bed alarm now on")),
    ("Pt desat to 70s @ {time}",
     ("bagged on 100%", "sx for large mucous plug", "{sats} after", "{abg}", "CXR done",
      "{dr} aware")),
    ("@ {time} pt noted w/ coffee ground output from NGT",
     ("{heme}", "{res} notified", "PPI gtt started", "GI consulted", "2 large bore PIVs placed",
      "type and cross sent")),
    ("Pt had witnessed tonic-clonic sz @ {time} lasting ~2min",
     ("ativan 2mg iv given", "sz stopped", "{neuro}", "dilantin load ordered", "{dr} aware",
      "post-ictal")),
    ("Pt pulled out {lines} @ {time}",
     ("pressure held", "site dry", "new PIV placed", "{safety}", "{res} aware")),
    ("Pt increasingly agitated @ {time}, climbing OOB",
     ("{prn}", "{safety}", "reoriented", "{res} aware", "1:1 sitter requested")),
    ("Pt c/o chest pain 7/10 @ {time}",
     ("EKG done, no changes", "SL NTG x1", "{pain}", "{labs}", "{dr} aware", "CP resolved")),
    ("FS {labs} @ {time}, pt diaphoretic",
     ("amp D50 given", "{endo}", "{res} aware", "TF restarted")),
    ("Pt noted to be bradycardic to 30s @ {time}",
     ("atropine 0.5mg given", "pacer pads placed", "HR up to 60s", "{dr} aware",
      "EP consulted")),
    ("{event} @ {time}",
     ("{dr} aware", "{res} in to see pt", "{labs}", "will cont to monitor")),
    ("Rapid response called @ {time} for {sats} on {o2}",
     ("placed on NRB", "{abg}", "CXR done", "lasix 40mg iv given", "{res} and RT at bedside",
      "transferred to {unit} for closer monitoring")),
    ("@ {time} pt developed hives and rigors 20min into 2nd unit PRBC",
     ("transfusion stopped", "benadryl 50mg iv", "blood bank notified", "{temp}",
      "{res} aware", "transfusion reaction w/u sent")),
    ("BP up to 190s/100s @ {time}",
     ("hydralazine 10mg iv x2", "pt c/o HA", "{neuro}", "{res} aware", "BP now {bp}")),
    ("Pt's PIV infiltrated @ {time}, L forearm swollen",
     ("IV d/c'd", "arm elevated, warm packs", "new 18g placed R AC", "{res} aware")),
    ("Pt stating {he} wants to leave AMA @ {time}",
     ("{res} in to speak w/ pt", "pt calmed after talking w/ {rel}", "{prn}",
      "security aware", "pt agreed to stay")),
)


def event_note(n: PNote):
    rng = n.rng
    header(n, ("NSG EVENT NOTE", "Nursing event note {date}", "Event note:", "Addendum/event:",
               "RN event note {time}", "EVENT"))
    first, rest = rng.choice(EVENTS)
    n.fill(first)
    n.lit(". ")
    n.sentences(rest, (3, len(rest)), sep=rng.choice((". ", ". ", ", ", ".  ")))
    n.lit(".")
    if rng.random() < 0.6:
        n.fill(rng.choice((" VS after: {hr}, {bp}, {sats}.", " Currently {hr} {rhythm}, {bp}.",
                           " Now {neuro}, {sats} on {o2}.", " Repeat {labs} @ {time}.")))
    if rng.random() < 0.5:
        n.fill(rng.choice((" {rel} called and updated.", " {rel} aware.", " Will cont to monitor.",
                           " Incident report filed.", " Incident report # {case_no} filed.",
                           " {rel} at bedside, upset, support given.")))
    n.lit("\n")
    signature(n, 0.5)


def admit_note(n: PNote):
    rng = n.rng
    header(n, ("Nursing Admission Note", "NSG ADMIT NOTE", "Nursing Acceptance Note",
               "{unit} Admission Note {date}", "RN admit note", "Admission note:"))
    st = Style(rng)
    if rng.random() < 0.25:
        n.fill(rng.choice(("MR# {mrn}\n", "Unit # {mrn}\n", "MRN {mrn}\n")))
    hpi = rng.choice((
        "{age} yo {sex} w/ {pmh} who presented to {osh} on {earlier} w/ {hpi}. "
        "Transferred to {unit} for further mgmt.",
        "{age} y/o {sex} w/ hx {pmh}, {hpi}. Admitted to {unit} from ED @ {time}.",
        "Pt is a {age} yo {sex} {hpi}. Seen at {osh}, transferred here {admit_date}.",
        "{age}yo {sex} PMH {pmh}. {hpi}. Arrived on unit @ {time} via stretcher.",
        "{age} yo {sex} w/ {pmh}, {hpi}. Intubated at OSH and transferred here via med flight.",
        "{age} y/o {sex} {hpi}. Initially seen at OSH ({osh}), transferred {admit_date}.",
    ))
    n.lit(rng.choice(("HPI: ", "Hx: ", "")))
    n.fill(hpi)
    n.lit("\n")
    n.lit(rng.choice(("PMH: ", "PMHx: ", "pmh- ")))
    n.fill("{pmh}\n")
    if rng.random() < 0.6:
        n.lit(rng.choice(("PSH: ", "Surg hx: ")))
        n.lit(rng.choice(("appy", "chole", "TAH", "CABG", "R TKR", "L hip ORIF", "none",
                          "lap chole, hernia repair")))
        if rng.random() < 0.4:
            n.fill(" ({year})")
        n.lit("\n")
    n.lit(rng.choice(("ALL: ", "Allergies: ", "all- ")))
    n.fill("{allergy}\n")
    n.lit(rng.choice(("Social: ", "SOCIAL HX: ", "Soc: ")))
    soc = ["lives in {town} w/ {rel}", "{habits}", "pt is a {job}", "works for {org}",
           "{rel} is HCP, cell {rel_phone}", "originally from {country}", "{habits}",
           "lives w/ {rel} in {town}, {state}", "winters in {far_state}",
           "moved from {country} in {year}", "retired from {org}", "has VNA through {agency}",
           "from {facility}, baseline ambulates w/ walker"]
    fragments(n, soc, (2, 4), st)
    n.lit(st.end + "\n")
    n.lit(rng.choice(("Code: ", "CODE: ", "code status- ")))
    n.fill("{code}\n")
    n.lit(rng.choice(("ROS/assessment on admission:\n", "Review of systems:\n", "")))
    for key in ("neuro", "cv", "resp", "gi", "gu", "skin"):
        system_line(n, key, st, (2, 4))
    if st.one_para:
        n.lit("\n")
    n.lit(rng.choice(("Belongings: ", "Valuables: ")))
    n.fill(rng.choice(("glasses and dentures at bedside", "sent home w/ {rel}",
                       "none", "wallet to security", "clothes in bag, hearing aids in drawer")))
    n.lit("\n")
    plan_line(n, st)
    signature(n, 0.65)


def transfer_note(n: PNote):
    rng = n.rng
    header(n, ("Nursing Transfer Note", "NSG TRANSFER NOTE", "Transfer note {date}",
               "{unit} transfer summary", "RN transfer note"))
    if rng.random() < 0.2:
        n.fill(rng.choice(("MR# {mrn}\n", "Unit No: {mrn}\n")))
    n.fill(rng.choice((
        "{age} yo {sex} adm {admit_date} w/ {dx}. ",
        "Pt is {hd}, here w/ {dx}. ",
        "Briefly, {age}yo {sex} transferred from {osh} w/ {dx}. ",
        "{age} yo {sex} transferred from OSH {admit_date} w/ {dx}. ",
    )))
    n.fill(rng.choice(("Course: {event}. ", "Events this admission: {event}. ", "")))
    n.lit("\n")
    st = Style(rng)
    for key in rng.sample(["neuro", "cv", "resp", "gi", "gu", "skin", "access"], rng.randint(4, 7)):
        system_line(n, key, st, (2, 3))
    if st.one_para:
        n.lit("\n")
    dest = rng.random()
    if dest < 0.55:
        n.fill(rng.choice((
            "Pt transferred to {floor} bed {new_bed} @ {time} via bed w/ belongings",
            "To {floor} today, report called to {rn}",
            "Transferred to {floor} @ {time}, accompanied by RN and transport",
        )))
    elif dest < 0.8:
        n.fill(rng.choice((
            "Pt d/c'd to {facility} via ambulance @ {time}",
            "Transferred to {facility} today, report called to {rn}",
            "Pt accepted at {facility}, ambulance at {time}",
        )))
    else:
        n.fill(rng.choice((
            "Pt transferred to {other_hosp} for {dx} mgmt, report given to {rn}",
            "Pt to {other_hosp} via med flight @ {time}",
        )))
    n.lit(". ")
    n.fill(rng.choice(("{rel} aware of transfer.", "{rel} notified @ {time}.",
                       "Family aware.", "{rel} will meet pt there.", "{rel} to bring clothes.")))
    n.lit("\n")
    signature(n, 0.6)


def nicu_note(n: PNote):
    rng = n.rng
    header(n, ("Neonatology NPN {shift}", "NICU Nursing Note {shift}", "NPN {shift}",
               "Nursing Progress Note {date}", "NICU NPN {date} {shift}"))
    if rng.random() < 0.12:
        n.fill("Unit # {mrn}\n")
    if rng.random() < 0.75:
        n.fill(rng.choice(("{hd}, {ga}. ", "Infant is {ga}, {hd}. ", "{ga} infant, {hd}, {dx}. ",
                           "{pt_first} is a {ga}, {hd}. ")))
        n.lit("\n")
    st = Style(rng)
    sections = [("Resp", ("{nicu_resp}", "{nicu_resp}", "{nicu_resp}")),
                ("FEN", ("{nicu_fen}", "{nicu_fen}", "{nicu_fen}", "{nicu_fen}")),
                ("G&D", ("{nicu_gd}", "{nicu_gd}", "{nicu_gd}", "now {ga}"))]
    if rng.random() < 0.5:
        sections.append(("ID", ("on amp/gent day 2", "cx ngtd", "CBC benign",
                                "abx d/c'd after 48hr r/o", "{temp}", "no s/s sepsis")))
    if rng.random() < 0.3:
        sections.append(("Bili", ("{nicu_bili}", "under double phototherapy", "bili in am",
                                  "{nicu_bili}", "eye shields on")))
    sections.append(("Parents", ()))
    numbered = rng.random() < 0.7
    for i, (label, temps) in enumerate(sections, 1):
        n.lit(("#" + str(i) + " " if numbered else "") + label + st.label)
        if label == "Parents":
            fragments(n, (
                "{rel} in to visit @ {time}, held infant skin to skin",
                "{rel} called x1, updated", "{rel} and {rel2} in, independent w/ cares",
                "{rel} in for {time} feed, bottled well", "no contact this shift",
                "{rel} updated by {res}", "{rel} requests call at {rel_phone} w/ changes",
                "{rel} plans to room in {weekday}", "{mom} pumping, bringing in EBM",
                "{mom} breastfed x1, good latch", "{mom} d/c'd home from {other_hosp} {earlier}",
                "{rel} asking about d/c date, ?{later}"), (1, 2), st)
        elif label == "Resp":
            n.fill("{nicu_support}")
            n.lit(st.join)
            fragments(n, temps, (1, 3), st)
        else:
            fragments(n, temps, (2, 4), st)
        n.lit(st.end + "\n")
    n.lit(rng.choice(("Plan: ", "P: ", "Plan- ")))
    n.fill("{plan}\n")
    signature(n, 0.5)


ADDENDA = (
    "{rel} called, updated on condition, plans to visit tomorrow, # {rel_phone}.",
    "{labs} back, {dr} aware, 2 u PRBC ordered.",
    "pt transferred to bed {new_bed} @ {time}.",
    "{rel} in @ {time}, spoke w/ {res}.",
    "{lytes} per {res}.",
    "{dr} called back, ok to restart TF @ 20cc/hr.",
    "family mtg set for {weekday} @ 1400 w/ {dr}.",
    "{event} @ {time}. {res} aware.",
    "{sw} in to see {rel}, resources given.",
    "pt's belongings given to {rel} ({rel_word}).",
    "{rel} reports pt was seen at {other_hosp} on {past} for similar sx.",
    "pt's {rel_word} {rel_name} ({rel_phone}) is primary contact.",
    "per {rel}, pt's baseline is A+Ox3, ambulates w/ cane.",
    "{abg} after vent change, {dr} aware.",
    "consent for {proc} signed by {rel}.",
    "late entry for {earlier}: {event}, {dr} aware at the time.",
    "pt's {rel_word} called from {far_city}, updated by {res}.",
    "correction: pt is DNR/DNI, not full code as charted above.",
    "{rel} requests no info be given over the phone w/o password.",
    "pt moved to {unit} bed {new_bed} per bed mgmt.",
)


def addendum(n: PNote):
    rng = n.rng
    n.lit(rng.choice(("Addendum: ", "ADDENDUM- ", "addendum\n", "Nursing addendum: ", "Add: ",
                      "NPN addendum ")))
    n.sentences(ADDENDA, (1, 3), sep=rng.choice((" ", "\n", "  ")))
    n.lit("\n")
    signature(n, 0.55)


WARD = (
    "Pt A+Ox3, ambulating in hallway w/ walker and assist x1",
    "{activity}",
    "VSS, {temp}",
    "{hr}, {bp}, {sats} on {o2}",
    "{pain}",
    "tol {gi}",
    "{gu}",
    "IV {abx} infusing via PICC",
    "{sw} following for d/c planning",
    "screening for rehab at {facility}",
    "VNA referral sent to {agency}",
    "{rel} in to visit, aware of plan for d/c {later}",
    "pt eager to go home to {town}",
    "pt hoping to be back fishing off {landmark} by summer",
    "{safety}",
    "{endo}",
    "pt teaching done re new meds, verbalizes understanding",
    "pt showered w/ assist",
    "{res} aware of {labs}",
    "{skin}",
    "PT in, pt walked 100ft",
    "awaiting bed at {facility}",
    "{rel} will pick pt up @ {time}",
    "d/c instructions reviewed w/ pt and {rel}",
    "pt in room {bed}, call light within reach",
    "pt up to bathroom w/ assist, steady gait",
    "{rel} staying overnight on cot in room",
    "tele: {rhythm}, no events",
    "{endo}",
    "pt refused lovenox, educated, MD aware",
    "pt tearful re d/c to rehab, support given",
    "awaiting insurance approval for {facility}",
    "{rel} asking if pt can go home w/ {agency} instead",
)


def ward_note(n: PNote):
    rng = n.rng
    header(n, ("RN note {shift}", "Nursing {shift}", "{shift} RN Note", "Nursing note - floor",
               "Nsg note {date} {shift}", "RN NOTE"))
    if rng.random() < 0.5:
        intro(n)
    if rng.random() < 0.5:
        n.sentences(WARD, (6, 12), sep=rng.choice((". ", ". ", ", ", ".  ", "\n")))
        n.lit(".\n")
    else:
        for t in n.choose(WARD, (6, 12)):
            n.lit(rng.choice(("- ", "* ", "")))
            n.fill(t)
            n.lit("\n")
    signature(n, 0.6)


def crrt_note(n: PNote):
    rng = n.rng
    header(n, ("CVVH Note", "CRRT Note {shift}", "CVVHDF note", "Renal: CVVH {date}",
               "HD/CRRT nursing note"))
    st = Style(rng)
    n.lit(rng.choice(("CRRT" + st.label, "Renal" + st.label, "")))
    fragments(n, ("{crrt}",) * 6, (3, 6), st)
    n.lit(st.end + "\n")
    for key in rng.sample(["gu", "cv", "heme"], rng.randint(1, 3)):
        system_line(n, key, st, (1, 3))
    if st.one_para:
        n.lit("\n")
    n.fill(rng.choice(("Renal fellow {dr} aware of {lytes}.\n", "d/w renal ({res}).\n",
                       "Plan: cont CVVH, goal {io}.\n", "Plan: {plan}.\n")))
    signature(n, 0.55)


def cmo_note(n: PNote):
    rng = n.rng
    header(n, ("Nursing Note - Comfort Measures", "NPN {shift}", "Nursing note {date}",
               "CMO note", "Nursing death note"))
    n.fill(rng.choice((
        "Family meeting held @ {time} w/ {dr}, {rel} and {rel2}. Decision made to make pt CMO. ",
        "Per {rel} (HCP), pt made CMO today after mtg w/ {dr}. ",
        "Pt made DNR/DNI then CMO on {date} after family discussion w/ {dr}. ",
    )))
    n.sentences(("Morphine gtt started @ 2mg/hr, titrated for comfort",
                 "pressors d/c'd @ {time}", "extubated to {o2} @ {time}", "{rel} at bedside",
                 "chaplain in to see family", "{sw} in w/ family", "pt appears comfortable",
                 "{rr}, resp even", "mouth care given", "ativan prn for anxiety",
                 "{rel} and {rel2} at bedside holding pt's hand"), (3, 6),
                sep=rng.choice((". ", ". ", ", ")))
    n.lit(". ")
    if rng.random() < 0.7:
        n.fill(rng.choice((
            "Pt expired @ {time}, pronounced by {res}. Family at bedside. ",
            "Pt passed away peacefully @ {time} w/ {rel} at bedside. Pronounced by {dr}. ",
            "Time of death {time}. {res} pronounced. ",
        )))
        n.fill(rng.choice((
            "NEOB notified, ref # {case_no}. ", "Organ bank called, ref# {case_no}, pt not a "
            "candidate. ", "ME notified, case # {case_no}, declined. ", "Post-mortem declined by "
            "{rel}. ", "Autopsy declined. ", "Body to morgue @ {time}. ")))
    n.lit("\n")
    signature(n, 0.6)


def family_note(n: PNote):
    rng = n.rng
    header(n, ("Family meeting note", "Nursing: family mtg", "Social/Family {date}",
               "FAMILY MEETING", "Nursing note - family update"))
    n.fill(rng.choice((
        "Mtg held @ {time} in family room w/ {dr}, {res}, {sw}, {rel} and {rel2}. ",
        "Met w/ {rel} and {rel2} w/ {dr} today. ",
        "{rel} requested update, mtg w/ {dr} @ {time}. ",
    )))
    n.sentences((
        "Discussed pt's {dx} and poor prognosis",
        "{rel} states pt would not want to be on machines",
        "family wants to cont full support for now",
        "code status changed to {code}",
        "family to discuss, will meet again {weekday}",
        "{rel} flying in from {far_city}",
        "{rel} asked about trach/PEG and rehab at {facility}",
        "emotional support given",
        "{rel} is HCP, proxy form on chart",
        "interpreter present for {rel}",
        "questions answered, family verbalized understanding",
        "{rel} is a {rel_job}, asked many questions",
        "{rel} tearful, chaplain called",
    ), (3, 6), sep=rng.choice((". ", ". ", ".\n")))
    n.lit(".\n")
    signature(n, 0.65)


def code_note(n: PNote):
    rng = n.rng
    header(n, ("Code note", "CODE BLUE {time}", "Nursing code note", "Rapid response note",
               "Event: code"))
    n.fill(rng.choice((
        "@ {time} pt found unresponsive, pulseless. Code called. ",
        "Pt noted to be in VF @ {time}, code blue called. ",
        "Trigger called @ {time} for {bp}. ",
        "Pt became bradycardic then PEA @ {time}. CPR initiated. ",
    )))
    n.sentences((
        "{dr} running code", "CPR x2 cycles", "epi 1mg x3", "atropine 1mg x1",
        "shocked x2 @ 200J", "ROSC @ {time}", "intubated by anesthesia", "{drip} started",
        "{abg}", "transferred to {unit} bed {new_bed}", "{rel} notified @ {rel_phone}",
        "{rel} on way in", "bicarb 1 amp", "pt now on {vent}"), (5, 9),
        sep=rng.choice((". ", ". ", ", ", "\n")))
    n.lit(".\n")
    signature(n, 0.6)


WRITERS = {
    "shift_systems": shift_systems, "shift_narrative": shift_narrative, "soap_note": soap_note,
    "dar_note": dar_note, "problem_note": problem_note, "resp_care": resp_care,
    "rt_event": rt_event, "rt_treatment": rt_treatment, "event_note": event_note,
    "admit_note": admit_note, "transfer_note": transfer_note, "nicu_note": nicu_note,
    "addendum": addendum, "ward_note": ward_note, "crrt_note": crrt_note,
    "cmo_note": cmo_note, "family_note": family_note, "code_note": code_note,
}

_SQUASH = re.compile(r"(?<=[A-Za-z0-9)%])([,.;]) (?=[A-Za-z0-9])")


def _sloppy(n: PNote, rate: float) -> None:
    """Run-together punctuation ('SR,no ectopy.BP 100/60') inside the literal text only, so
    every PHI keeps its own spaces."""
    rng = n.rng
    for i, (text, type_, kind) in enumerate(n.segs):
        if kind == LIT and text:
            text = _SQUASH.sub(lambda m: m.group(1) if rng.random() < rate else m.group(0), text)
            n.segs[i] = (text, type_, kind)


def make_document(seed: int, subject: SubjectP, visit_no: int, doc_id: str) -> tuple[Document,
                                                                                         str]:
    visit = subject.visits[visit_no - 1]
    rng = random.Random(f"deidkit-synth/{seed}/P/doc/{subject.number}/{visit_no}")
    kind = visit.note_type
    note = PNote(seed, subject, visit, rng)
    note.vented = _vented(note)
    WRITERS[kind](note)
    if rng.random() < 0.45:
        _sloppy(note, rng.uniform(0.2, 0.9))
    r = rng.random()
    upper, lower = r < 0.34, 0.34 <= r < 0.68
    typo_rate = 0.0 if rng.random() < 0.45 else rng.uniform(0.003, 0.015)
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
