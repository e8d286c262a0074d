"""Style I document types: templates and layouts (slots: :class:`deidkit.synth.style_i.INote`).

Tables are written from captured cells (:meth:`Sheet.table`): aligned with padded columns,
pipe-separated (with or without edges), comma-, semicolon- or tab-separated; key-value forms
(:meth:`Sheet.kv`), log lines and short narratives. What case, wrapping and typos a
document gets is decided in :func:`make_document`.
"""

from __future__ import annotations

import random

from deidkit.corpus.i2b2 import Document
from deidkit.synth.builder import assemble
from deidkit.synth.style_i import IMPLANT_MAKERS, INote, PatientI, patient_builder, visit_count

NOTE_TYPES: tuple[tuple[str, int], ...] = (
    ("bed_board", 8), ("procedure_schedule", 6), ("chair_schedule", 5), ("transport_ticket", 6),
    ("evs_log", 5), ("access_audit", 6), ("device_log", 6), ("specimen_custody", 5),
    ("on_call_roster", 5), ("switchboard_log", 5), ("staff_directory", 5),
    ("shift_handover", 6), ("incident_report", 5), ("vendor_directory", 4),
    ("pharmacy_courier_log", 5), ("interpreter_chaplaincy", 5), ("work_order", 5),
    ("adt_messages", 4), ("transfer_center_log", 4), ("flowsheet", 8),
)

DIAGNOSES = ("CHF exacerbation", "s/p lap chole", "COPD flare", "sepsis ?urinary", "NSTEMI",
             "hip fx, pre-op", "DKA resolving", "GI bleed", "cellulitis L leg", "new AF",
             "pneumonia", "post-TAVR", "ETOH withdrawal", "AKI", "syncope w/u", "stroke alert")
ISOLATION = ("none", "contact", "droplet", "airborne", "C. diff", "MRSA", "-", "neutropenic")
BED_STATUS = ("occupied", "dirty", "clean", "blocked", "pending d/c", "reserved", "in cleaning")
PROCEDURES = ("lap appendectomy", "TKA right", "cysto/stent", "EGD w/ biopsy", "PPM insertion",
              "ORIF ankle", "CABG x3", "colonoscopy", "ex-lap", "I&D abscess", "TURP",
              "thyroidectomy", "cath + possible PCI", "hernia repair, open", "bronchoscopy")
INFUSIONS = ("iron sucrose", "rituximab C3", "IVIG", "zoledronic acid", "FOLFOX D1",
             "hemodialysis 4h", "blood 2 units", "vedolizumab", "PD training", "IV abx day 9")
DRUGS = ("tacrolimus 1 mg cap", "oxycodone 5 mg tab", "enoxaparin 40 mg syringe",
         "insulin glargine pen", "vancomycin 1.25 g bag", "apixaban 5 mg tab",
         "morphine PCA 1 mg/mL", "heparin 25,000 units/250 mL", "levetiracetam 500 mg tab")
TRANSPORT_MODES = ("wheelchair", "stretcher", "bed", "ambulatory with escort", "bariatric bed",
                   "isolette", "cardiac monitor + RN")
PROBLEMS = ("leaking ceiling tile above the sink", "call light not working",
            "door closer broken", "no hot water", "bed will not lower",
            "outlet sparking behind headwall", "room too warm, thermostat reads 29C",
            "medical gas alarm panel beeping", "blind stuck", "toilet blocked")


FOOTERS = (
    "CONFIDENTIAL: contains patient information. Do not leave this printout unattended.",
    "This report is generated automatically; corrections must be made in the source system.",
    "Shred after use. Printed copies are not controlled documents.",
    "Totals are provisional until the midnight census has been reconciled.",
    "For internal use only - not part of the legal medical record.",
    "Report questions go to the service desk; do not reply to this message.",
    "Legend: * isolation, # fall risk, ^ telemetry, ~ pending discharge.",
    "Times are local; entries after the cut-off appear in the next run.",
    "Keep this sheet in the red folder at the nurses' station until end of shift.",
)
PREAMBLES = (
    "Report ID: CEN-204   Run: scheduled   Filter: all statuses   Sort: location",
    "Parameters: unit = current; include pending = yes; include blocked = yes",
    "Source system: operational data store (read-only copy, refreshed every 15 minutes)",
    "Columns marked with an asterisk are updated every five minutes.",
    "Generated for operational use; verify against the live system before acting on it.",
    "Scope: inpatient and observation encounters; outpatient encounters excluded.",
    "Version 3 of this template, approved by the operations committee.",
    "Rows in grey on screen are archived and shown here for reference only.",
)
QUIET_LOG = ("{ts} interface heartbeat ok (queue depth 0)", "{ts} nightly backup job completed",
             "{ts} printer queue cleared", "{ts} scheduled report started",
             "{ts} session pool recycled, 0 errors", "{ts} rule engine reloaded")


class Sheet(INote):
    """Layout helpers of style I: tables, key-value forms, log lines."""

    def new_row(self) -> None:
        self.opt = self.new_other()
        self.pick()

    def cells(self, templates) -> list:
        return [self.capture(t) for t in templates]

    def columns(self, spec, *, phi_keep: float = 0.6, plain_keep: float = 0.7) -> list:
        """Columns of a table: ('key', ...) always kept, ('phi', ...) and ('plain', ...) now
        and then; a column is (header, templates, kind), one template drawn per row."""
        rng = self.rng
        return [c for c in spec if c[2] == "key" or rng.random() < (phi_keep if c[2] == "phi"
                                                                    else plain_keep)]

    def rows(self, cols, count: int, *, subject: dict | None = None, other: str | None = "",
             start=None) -> list:
        """``count`` rows of captured cells; row ``subject_row`` (if ``subject``) swaps its
        templates for the patient's; each row starts with a new other patient (``other``: the
        kind of their room) and, with ``start``, a new member of staff."""
        rng = self.rng
        subject_row = rng.randrange(count) if subject else -1
        out = []
        for r in range(count):
            if other is not None:
                self.opt = self.new_other(other or None)
            if start:
                start()
            row = []
            for _, templates, _ in cols:
                t = rng.choice(templates) if isinstance(templates, tuple) else templates
                if r == subject_row:
                    t = subject.get(t, t)
                row.append(self.capture(t))
            out.append(row)
        return out

    def table(self, header, rows, *, layout: str | None = None) -> None:
        """``header``: column names; ``rows``: captured cells (lists of segments)."""
        rng = self.rng
        layout = layout or rng.choice(("aligned", "aligned", "aligned", "pipe", "edge", "csv",
                                       "tab", "semicolon"))
        if rng.random() < 0.3:
            header = [h.upper() for h in header]
        if layout == "aligned":
            widths = [max([len(h)] + [self.width(r[i]) for r in rows])
                      for i, h in enumerate(header)]
            gap = rng.choice(("  ", "  ", "   ", " "))
            self.lit(gap.join(h.ljust(w) for h, w in zip(header, widths)).rstrip() + "\n")
            if rng.random() < 0.6:
                mark = rng.choice("-=")
                self.lit(gap.join(mark * w for w in widths) + "\n")
            for row in rows:
                for i, cell in enumerate(row):
                    if i:
                        self.lit(gap)
                    self.emit(cell)
                    if i < len(row) - 1:
                        self.lit(" " * (widths[i] - self.width(cell)))
                self.nl()
            return
        sep = {"pipe": rng.choice((" | ", "|", " |")), "edge": " | ", "csv": ",", "tab": "\t",
               "semicolon": rng.choice((";", "; "))}[layout]
        edge = layout == "edge"
        self.lit(("| " if edge else "") + sep.join(header) + (" |" if edge else "") + "\n")
        if edge and rng.random() < 0.7:
            self.lit("|" + "|".join("-" * (len(h) + 2) for h in header) + "|\n")
        for row in rows:
            self.lit("| " if edge else "")
            for i, cell in enumerate(row):
                if i:
                    self.lit(sep)
                quote = layout == "csv" and any("," in t or '"' in t for t, _, _ in cell)
                self.lit('"' if quote else "")
                self.emit(cell)
                self.lit('"' if quote else "")
            self.lit(" |\n" if edge else "\n")

    def kv(self, rows, *, k=None, leader: str | None = None) -> None:
        """'Key: value' rows (``k`` of them kept, in order), padded or not, now and then two
        to a line."""
        rng = self.rng
        rows = list(rows)
        if k is not None:
            keep = set(self.choose(range(len(rows)), k))
            rows = [r for i, r in enumerate(rows) if i in keep]
        leader = leader or rng.choice((": ", ": ", ":  ", " : ", "....: ", " - ", "\t", "= "))
        width = max(len(key) for key, _ in rows) + 1
        pad = rng.random() < 0.4
        pairs = rng.random() < 0.25
        for i, (key, value) in enumerate(rows):
            self.lit((key.ljust(width) if pad else key) + leader)
            self.fill(value)
            self.lit("    " if pairs and i % 2 == 0 and i < len(rows) - 1 else "\n")

    def title(self, options, *, preamble: bool = True) -> None:
        rng = self.rng
        self.fill(rng.choice(options))
        self.nl()
        if rng.random() < 0.4:
            self.rule()
        if preamble and rng.random() < 0.5:
            self.lit("\n".join(self.choose(PREAMBLES, (1, 3))) + "\n\n")

    def rule(self) -> None:
        self.lit(self.rng.choice(("-" * 40, "=" * 52, "_" * 30, "-" * 64, "*" * 20)) + "\n")

    def lines(self, templates, k, *, prefix: str = "", quiet=(), quiet_p: float = 0.0) -> None:
        """``k`` lines, each from a template drawn again for every line (repeats allowed),
        most with a new member of staff picked first; a share ``quiet_p`` of them from
        ``quiet`` (lines without PHI)."""
        rng = self.rng
        n = rng.randint(*k) if isinstance(k, tuple) else k
        for _ in range(n):
            if rng.random() < 0.7:
                self.pick()
            self.lit(prefix)
            self.fill(rng.choice(quiet) if quiet and rng.random() < quiet_p
                      else rng.choice(templates))
            self.nl()

    def footer(self) -> None:
        """Boilerplate of printouts, without PHI, now and then."""
        rng = self.rng
        if rng.random() < 0.7:
            self.lit("\n" + " ".join(self.choose(FOOTERS, (1, 2))) + "\n")


# -- census and schedules -----------------------------------------------------------------------
SUBJECT = {"{opt_board}": "{pt_board}", "{opt_age_sex}": "{age_sex}", "{opt_age}": "{age}",
           "{opt_mrn}": "{mrn}", "{room_bare}": "{room_value}", "{opt_room}": "{room}",
           "{plan_id_other}": "{plan_id}"}
NURSING_NOTES = ("NPO after MN", "tele", "O2 2L NC", "PT eval today", "q2h turns", "strict I/O",
                 "bed alarm", "1:1 sitter", "CIWA q4h", "wound vac", "TPN", "-", "-", "d/c today",
                 "awaiting SNF", "chest tube", "foley d/c'd", "insulin drip", "{vitals}", "{score}",
                 "{drip}", "{lab}", "{fluids}")


def bed_board(n: Sheet):
    rng = n.rng
    n.title(("{hosp} - {unit} BED BOARD  {stamp}", "Unit census: {unit}   printed {stamp}",
             "Census report | {hosp} | {unit} | {date}",
             "{unit} ({hosp_abbr}) patient list as of {stamp}",
             "BED STATUS BOARD {unit} {date}"))
    cols = n.columns((
        ("Bed", "{room_bare}", "key"), ("Patient", "{opt_board}", "key"),
        ("Age/Sex", "{opt_age_sex}", "phi"), ("MRN", "{opt_mrn}", "phi"),
        ("Attending", ("{who_doc}",), "phi"), ("RN", "{nurse}", "phi"),
        ("Adm", "{day_short}", "phi"), ("Acct", "{new_acct}", "phi"),
        ("Dx", DIAGNOSES, "plain"), ("Iso", ISOLATION, "plain"), ("Status", BED_STATUS, "plain"),
        ("Code", ("Full", "DNR", "DNR/DNI", "Full", "Limited"), "plain"),
        ("Diet", ("NPO", "regular", "cardiac", "ADA 1800", "clear liq", "renal", "soft"), "plain"),
        ("Notes", NURSING_NOTES, "plain")), phi_keep=0.4, plain_keep=0.75)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(6, 13), subject=SUBJECT, other="bare"))
    total = rng.randint(14, 36)
    occupied = rng.randint(total // 2, total - 2)
    n.lit("\nTotal " + str(total) + " beds: " + str(occupied) + " occupied, "
          + str(rng.randint(0, total - occupied)) + " dirty, " + str(rng.randint(0, 2))
          + " blocked, " + str(rng.randint(0, 5)) + " pending discharge.\n")
    n.lines(("Pending admit: {opt_name}, {opt_age}, from {other_hosp} to {place}",
             "Blocked: {room_bare} (maintenance, {wo})", "Expected d/c: {opt_name} in {opt_room}",
             "Charge RN {who} pager {who_pager}", "Bed huddle at 1000 with {who} ({who_role})",
             "Sitter needed for {opt_room}", "Overflow in {ed_space} until {unit} bed clean",
             "Hallway whiteboard shows {pt_initials} in {ed_space}"),
            (1, 3))
    n.fill(rng.choice(("Printed by {who_user} at {ws}\n", "Source: {url}\n",
                       "printed {stamp} from {ws} ({ip})\n", "Page 1 of 1  user {user}\n")))
    n.footer()


def procedure_schedule(n: Sheet):
    rng = n.rng
    n.title(("OR SCHEDULE - {hosp} - {date_n}", "{any_unit} procedure list for {date}",
             "Daily case board | {hosp_abbr} | {date}", "Theatre list {date_n} ({hosp})"))
    cols = n.columns((
        ("Room", "{or}", "key"), ("Start", "{time}", "key"), ("Patient", "{opt_board}", "key"),
        ("Age", "{opt_age}", "phi"), ("MRN", "{opt_mrn}", "phi"),
        ("Procedure", PROCEDURES, "key"), ("Surgeon", "{who_doc}", "key"),
        ("Anesthesia", "{who}", "phi"),
        ("Rep / implant", ("{outsider} ({vendor})", "{implant_maker} {model}", "-", "{vendor}",
                           "none"),
         "phi"),
        ("Mins", ("45", "60", "90", "120", "150", "240", "30"), "plain"),
        ("Class", ("elective", "urgent", "emergent", "add-on", "elective"), "plain"),
        ("Anes type", ("GA", "MAC", "spinal", "regional", "local"), "plain"),
        ("Status", ("scheduled", "in room", "closing", "PACU", "delayed", "cancelled"), "plain"),
        ("Side", ("L", "R", "bilat", "n/a"), "plain")), phi_keep=0.4, plain_keep=0.7)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(5, 10), subject=SUBJECT, other=None,
                                         start=n.new_row))
    n.nl()
    n.lines(("Add-on: {opt_name}, {opt_age}, {opt_mrn}, to {or} after {time}",
             "{or} turnover delayed: {svc} called at {time}",
             "Vendor rep {outsider} ({vendor}) badge {badge} cleared for {or}",
             "Case in {or} moved to {or} per {who} ({who_role})",
             "Loaner trays from {vendor} arrived at {building}, tracking {tracking}",
             "Pre-op holding {chair}: {opt_name} NPO since midnight"), (1, 3), prefix="* ",
            quiet=("First case on-time start target 07:30.", "Turnover goal 25 minutes.",
                   "Block release at 72 hours.", "Counts and time-out per policy."), quiet_p=0.35)
    n.footer()


def chair_schedule(n: Sheet):
    rng = n.rng
    dialysis = rng.random() < 0.45
    n.title(("{unit} chair schedule - {date}" if not dialysis else
             "Dialysis run sheet / station board {date_n}",
             "{hosp} Infusion & Dialysis - {day_short}", "Chair assignments {date} ({unit})"))
    cols = n.columns((
        ("Station" if dialysis else "Chair", ("{chair}", "{room_bare}"), "key"),
        ("Time", "{time}", "key"), ("Patient", "{opt_board}", "key"), ("MRN", "{opt_mrn}", "phi"),
        ("Treatment", INFUSIONS, "key"),
        ("Machine S/N" if dialysis else "Pump", ("{serial}", "{asset}"), "phi"),
        ("Nurse", "{nurse}", "phi"),
        ("Ride", ("{community}", "{courier}", "family", "own car", "taxi"), "phi"),
        ("Payer ID", "{plan_id_other}", "phi"),
        ("Dur", ("2h", "3.5h", "4h", "45m", "90m", "6h"), "plain"),
        ("Access" if dialysis else "Line", ("AVF L arm", "AVG", "tunnelled cath", "PICC",
                                            "port", "PIV"), "plain"),
        ("Pre-meds", ("yes", "no", "APAP/diphenhydramine", "-"), "plain"),
        ("Chk", ("[x]", "[ ]", "[x]"), "plain")), phi_keep=0.45, plain_keep=0.7)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(5, 11), subject=SUBJECT, other=None,
                                         start=n.new_row))
    n.nl()
    n.lines(("{pt_last} rescheduled to {later} ({insurer})",
             "Machine {serial} out of service, tagged by {who} ({who_role})",
             "Prior auth for {pt} under {plan_id} expires {later}",
             "Interpreter ({language}) booked for {chair} at {time}",
             "No-show: {opt_name}; called {any_phone}",
             "Blood unit {specimen} checked at {chair} by {who_plain} and {who_again}",
             "Type and screen {specimen} for {opt_name} still pending in {svc}",
             "Parking validated for {pt_last}, car {plate}, {building}"), (1, 3),
            quiet=("Water room checks logged.", "Chlorine test passed at start of shift.",
                   "Crash cart checked."), quiet_p=0.3)
    n.footer()


# -- tickets and logs ---------------------------------------------------------------------------
def transport_ticket(n: Sheet):
    rng = n.rng
    if rng.random() < 0.35:
        n.title(("INTER-FACILITY TRANSFER {transport_no}",
                 "Ambulance transfer request {transport_no}"),
                preamble=False)
        n.kv((("Patient", "{pt_board}"), ("DOB", "{dob}"), ("MRN", "{mrn}"), ("SSN", "{ssn}"),
              ("From", "{hosp} {unit} {room}"), ("To", "{other_hosp}, {any_unit}"),
              ("Receiving address", "{vendor_address}"),
              ("Carrier", "{courier}"), ("Unit", "{vehicle}"), ("VIN", "{vin}"),
              ("Crew", "{outsider} / {outsider}"),
              ("Crew role", "{out_role}"), ("Requested by", "{who_cred}"),
              ("Call-back", "{site_phone}"), ("Pick-up", "{stamp}"),
              ("Level of care", "ALS with cardiac monitor"), ("Oxygen", "2 L nasal cannula"),
              ("Payer", "{insurer} {plan_id}"), ("Authorization", "{order}")), k=(9, 15))
    else:
        n.title(("TRANSPORT REQUEST {transport_no}", "Patient transport ticket #{transport_no}",
                 "transport job {transport_no} - {hosp_abbr}"), preamble=False)
        n.kv((("Requested", "{stamp}"),
              ("Requested by", "{pick}{who_user} ({who_again}, {who_role})"),
              ("Call-back", "ext {who_ext}"), ("Patient", "{pt_board}"), ("MRN", "{mrn}"),
              ("Age", "{age}"), ("From", "{unit} {room}"),
              ("To", rng.choice(("{any_unit} {place}", "{or}", "{svc}", "{building}, {place}"))),
              ("Mode", rng.choice(TRANSPORT_MODES)), ("Isolation", rng.choice(ISOLATION)),
              ("Priority", rng.choice(("routine", "STAT", "timed 14:00", "ASAP"))),
              ("Oxygen", rng.choice(("none", "2L NC", "portable tank needed", "HFNC - RT to go"))),
              ("Assigned", "{porter} ({who_role}), pager {who_pager}"),
              ("Equipment", "pump {serial}"), ("Dispatcher", "{user}")), k=(9, 15))
    n.nl()
    n.fill(rng.choice(("Status: completed {stamp} by {porter}; delay 14 min (elevator out in "
                       "{building}).\n",
                       "Picked up {time}, dropped {time}. Handoff to {who} ({who_role}).\n",
                       "CANCELLED by {who_user}: patient already moved to {place}.\n",
                       "Escalated to {svc} lead {who}, ext {who_ext}.\n")))
    n.lit(rng.choice(("Reminder: chart, meds and belongings travel with the patient.\n",
                      "Confirm two identifiers before moving the patient and again on arrival.\n",
                      "")))


def evs_log(n: Sheet):
    rng = n.rng
    n.title(("EVS bed turnover log - {hosp} - {date}", "Environmental services job list {date}",
             "{svc} cleaning requests / {unit}", "Housekeeping tracker {day_short}"))
    if rng.random() < 0.5:
        cols = n.columns((
            ("Time", "{time}", "key"), ("Unit", ("{unit}", "{any_unit}"), "key"),
            ("Bed", "{room_bare}", "key"),
            ("Job", ("discharge clean", "terminal clean", "stat clean", "isolation clean",
                     "spill", "linen pull"), "key"),
            ("Assigned", "{evs}", "phi"), ("Role/ID", ("{who_role}", "{who_user}"), "phi"),
            ("State", ("done", "in progress", "assigned", "hold"), "key"),
            ("TAT min", ("22", "35", "41", "58", "19", "64", "27"), "plain"),
            ("Chemical", ("quat", "bleach 1:10", "peroxide wipe", "UV + bleach"), "plain")),
            phi_keep=0.6, plain_keep=0.7)
        n.table([c[0] for c in cols], n.rows(cols, rng.randint(6, 12), other=None))
    else:
        n.lines(("{ts} {unit} {room_bare} DIRTY -> IN PROGRESS {who_user}",
                 "{ts} {any_unit} {place} CLEAN (UV done) by {evs}",
                 "{ts} job {ticket} {room_bare} stat clean requested by {user}",
                 "{ts} {unit} {room_bare} isolation: C. diff, bleach, assigned {who_user}",
                 "{ts} {svc} supervisor {who} reassigned {room_bare} to {user}",
                 "{ts} {room_bare} blocked: bed frame broken, biomed {wo}"), (6, 14),
                quiet=("{ts} queue: 4 open, 2 in progress, 0 escalated",
                       "{ts} auto-assign paused for shift change",
                       "{ts} TAT report sent to managers"), quiet_p=0.25)
    n.nl()
    n.fill(rng.choice(("Shift lead: {evs}, {who_role}, pager {who_pager}\n",
                       "Linen vendor: {vendor}, next drop at {building} {time}\n",
                       "Questions to {svc} ext {who_ext}\n")))
    n.footer()


def access_audit(n: Sheet):
    rng = n.rng
    n.title(("ACCESS AUDIT - MRN {mrn} - {pt_board} - generated {stamp}",
             "Record access report for {pt_board} ({mrn})",
             "EHR audit trail | patient {mrn} | {date}",
             "Privacy review {inc}: accesses to {pt_full}"))
    layout = rng.random()
    if layout < 0.45:
        cols = n.columns((
            ("Timestamp", "{ts}", "key"), ("User", "{who_user}", "key"),
            ("Name", "{who_again}", "phi"),
            ("Role", "{who_role}", "phi"), ("Workstation", "{ws}", "phi"), ("IP", "{ip}", "phi"),
            ("Action", ("Chart opened", "Viewed results", "Printed AVS", "Edited flowsheet",
                        "BTG access", "Signed order", "Demographics viewed", "Downloaded PDF"),
             "key"),
            ("Dept", "{any_unit}", "phi"),
            ("Module", ("Chart Review", "Results", "MAR", "Flowsheets", "Notes", "Orders"),
             "plain"),
            ("Secs", ("12", "48", "3", "190", "75", "7"), "plain")), phi_keep=0.55, plain_keep=0.8)
        n.table([c[0] for c in cols], n.rows(cols, rng.randint(6, 12), other=None, start=n.pick),
                layout=rng.choice(("aligned", "csv", "pipe", "tab")))
    elif layout < 0.75:
        n.lines(("{ts} ehr-app01 auth: login ok user={who_user} ws={ws} src={ip}",
                 "{ts} ehr-app02 chart: user={who_user} opened mrn={mrn} dept={any_unit}",
                 "{ts} auth: FAILED login for {user} from {ip} (bad password)",
                 "{ts} ehr-app01 btg: user={who_user} reason='covering for {colleague}' mrn={mrn}",
                 "{ts} print: user={who_user} printer={ws} doc=face sheet mrn={mrn}",
                 "{ts} session timeout user={who_user} ws={ws}"), (7, 15),
                quiet=QUIET_LOG, quiet_p=0.25)
    else:
        n.lines(("{ts}  {pick}{who_user}  ({who_again}, {who_role})  VIEW  {ws}",
                 "{ts}  {user}  MODIFY  order {order}  {ws}",
                 "{ts}  {who_user}  EXPORT  {ip}"), (6, 12), quiet=QUIET_LOG, quiet_p=0.2)
    n.nl()
    n.fill(rng.choice((
        "Reviewer: {privacy} ({who_role}), user {who_user}. Outcome: access appropriate; "
        "the user was on the care team in {unit}.\n",
        "Finding: {user} has no treatment relationship. Referred to the manager of {any_unit} "
        "on {later}.\n",
        "Requested by {pt_first}'s {rel} {kin} on {date}. Response mailed to {address}.\n",
        "Note: workstation {ws} sits at the {unit} front desk in {building}.\n")))
    n.footer()


def device_log(n: Sheet):
    rng = n.rng
    kind = rng.random()
    if kind < 0.35:
        n.maker = rng.choice(IMPLANT_MAKERS)
        n.title(("Implant record - {or} - {date}", "IMPLANT LOG {hosp}",
                 "Implanted device registration"))
        n.kv((("Patient", "{pt_board}"), ("MRN", "{mrn}"), ("DOB", "{dob}"),
              ("Manufacturer", "{maker}"), ("Model", "{model}"), ("Serial", "{implant}"),
              ("UDI", "{udi}"), ("Implanting physician", "{attending}"),
              ("Rep present", "{outsider}, {out_role}, {vendor}"), ("Procedure room", "{or}"),
              ("Sterility", "verified, package intact"), ("Wound class", "I - clean"),
              ("Registered by", "{who_user} on {later}")), k=(8, 13))
        n.fill(rng.choice(("\nPatient ID card given; registry form faxed to {any_fax}.\n",
                           "\nMRI conditional: see {vendor_url}\n", "\n")))
    elif kind < 0.7:
        n.title(("Infusion pump assignment log {unit} {date}",
                 "Equipment tracking - {svc} - {day_short}",
                 "{unit} device list (RTLS export {stamp})"))
        cols = n.columns((
            ("Asset", ("{asset}", "{serial}"), "key"), ("Serial", "{serial}", "phi"),
            ("Make", "{maker}", "phi"), ("Model", "{model}", "key"),
            ("Location", ("{room_bare}", "{unit_room}", "{place}"), "key"),
            ("Patient", ("{opt}", "in storage", "{opt}", "cleaning"), "phi"),
            ("Network", ("{ip}", "-", "{ws}"), "phi"),
            ("Battery", ("98%", "71%", "44%", "charging", "12%"), "plain"),
            ("Firmware", "{fw}", "plain"),
            ("PM due", ("ok", "30 days", "overdue", "ok"), "plain"),
            ("Status", ("in use", "available", "dirty", "quarantined", "in use"), "plain")),
            phi_keep=0.5, plain_keep=0.75)
        n.table([c[0] for c in cols], n.rows(cols, rng.randint(5, 10), other=None,
                                             start=n.new_maker_quiet))
        n.nl()
        n.lines(("{serial} missing since {date}; last seen {building}",
                 "Recall notice from {maker} for {model}: lots to {svc} by {later}",
                 "PM overdue: asset {asset}, owner {svc}"), (1, 2))
    else:
        n.title(("BIOMED WORK HISTORY - ASSET {asset}", "Service record {serial}",
                 "{svc} service ticket {wo}"))
        n.lines(("{date}  PM passed  {biomed} ({who_role})  S/N {serial}",
                 "{date}  repair: cracked housing, loaner {serial} issued to {unit}",
                 "{date}  alarm log pulled for {inc}; device at {ip}",
                 "{date}  vendor {vendor} onsite ({outsider}, {out_role}), case {ticket}",
                 "{date}  firmware update from {ws} by {who_user}",
                 "{date}  returned to {unit} {place}, checked by {biomed}"), (4, 8),
                quiet=("{date}  electrical safety test passed (leakage 42 uA)",
                       "{date}  battery replaced, calibration verified",
                       "{date}  no fault found; cleaned and returned"), quiet_p=0.3)
    if rng.random() < 0.4:
        n.fill("Device phone {imei} assigned to {who_plain} ({who_role}).\n")
    n.footer()


def specimen_custody(n: Sheet):
    rng = n.rng
    n.title(("SPECIMEN CHAIN OF CUSTODY", "Specimen tracking - {hosp}",
             "chain-of-custody form {order}",
             "Send-out manifest to {ref_lab} - {date}"))
    n.kv((("Patient", "{pt_board}"), ("MRN", "{mrn}"), ("DOB", "{dob}"),
          ("Specimen ID", "{specimen}"),
          ("Donor SSN", "{ssn}"), ("Collected", "{stamp}"),
          ("Collected by", "{collector}, {who_role}"),
          ("Location", "{unit} {room}"), ("Requisition", "{order}"), ("Bill to", "{new_acct}"),
          ("Container", rng.choice(("gold top x2", "urine cup, sealed", "lavender top",
                                    "swab in transport medium", "formalin jar"))),
          ("Temperature", rng.choice(("ambient", "refrigerated 2-8 C", "frozen"))),
          ("Test", rng.choice(("tacrolimus level", "drug screen, forensic",
                               "culture and sensitivity",
                               "genetic panel", "HLA typing")))), k=(7, 12))
    n.nl()
    cols = n.columns((
        ("Time", "{time}", "key"), ("Released by", ("{who_plain}", "{outsider}"), "key"),
        ("Received by", ("{outsider} ({courier})", "{who_plain}", "{svc}"), "key"),
        ("Where", ("{building}", "{svc}", "{any_unit}", "{vehicle}"), "phi"),
        ("Condition", ("sealed, 4C", "intact", "seal unbroken", "ambient", "on dry ice"), "key"),
        ("Temp", ("4.1", "3.8", "21", "-70", "5.0"), "plain")), phi_keep=0.7)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(3, 6), other=None))
    n.nl()
    n.lines(("Courier {courier}, driver {outsider}, vehicle {vehicle}, tracking {tracking}",
             "Aliquot {specimen} split from {specimen} by {who_user}",
             "Blood unit {specimen} issued to {unit_room} by {who_plain}",
             "Received at {ref_lab} {stamp}; accession {order}",
             "Specimen for {opt_name} ({opt_mrn}) in the same bag: relabelled, see {inc}"), (1, 3))
    n.lit(rng.choice(("Each person who handles the specimen signs and times this form.\n",
                      "Seal numbers must match at every hand-off.\n", "")))


def on_call_roster(n: Sheet):
    rng = n.rng
    n.title(("ON-CALL ROSTER - {hosp} - week of {date}", "Call schedule {any_unit} {date_n}",
             "{hosp_abbr} who-to-page list, {day_short}", "Weekend coverage {date} to {later}"))
    cols = n.columns((
        ("Service", ("{any_unit}", "{svc}"), "key"), ("Day", "{day_short}", "phi"),
        ("Name", "{who_again}", "key"), ("Role", "{who_role}", "key"),
        ("Pager", "{who_pager}", "phi"),
        ("Phone", ("{any_phone}", "{who_ext}", "-"), "phi"),
        ("Hours", ("07-19", "19-07", "24h", "08-17", "17-08", "home call"), "plain"),
        ("Backup", ("yes", "no", "1st call", "2nd call"), "plain"),
        ("Notes", ("swap approved", "-", "in-house", "remote", "covering two units"), "plain")),
        phi_keep=0.5, plain_keep=0.7)
    def clinical(s) -> bool:
        return s.doctor or "nurse" in s.role or rng.random() < 0.3

    n.table([c[0] for c in cols], n.rows(cols, rng.randint(6, 12), other=None,
                                         start=lambda: n.pick(clinical)))
    n.nl()
    n.fill(rng.choice(("Switchboard {site_phone}. Escalation: {who} ({who_role}), pager "
                       "{who_pager}.\n",
                       "Changes to the roster: e-mail {who_email} before {later}.\n",
                       "Agency cover from {agency}: {outsider} ({out_role}), badge {badge}\n")))
    n.footer()


def switchboard_log(n: Sheet):
    rng = n.rng
    n.title(("Switchboard / paging log {date}", "PAGING LOG - {hosp}",
             "operator log {day_short} - {who_plain}"))
    n.lines(("{time} page {who_pager} ({who_plain}, {who_role}) from {ext} re {pt_last} in {place}",
             "{time} overhead: rapid response {unit} {room}",
             "{time} caller {outsider} asking for patient {pt}; put through to {unit} {ext}",
             "{time} code blue {ed_space}, {any_unit}; team paged by {user}",
             "{time} outside call from {other_hosp} for {who_doc}, forwarded to {who_pager}",
             "{time} {vendor} dispatcher on {any_phone} re delivery to {building}",
             "{time} no answer on {who_pager} ({who_again}) after 3 pages, escalated to {who}",
             "{time} family ({kin}) called {kin_phone} back about {pt_first}",
             "{time} fire alarm test {building}, announced by {guard}",
             "{time} text page to {who_pager}: pls call {ext} re {opt_name} {opt_room}"), (6, 14),
            quiet=("{time} wrong number, caller hung up",
                   "{time} weather alert relayed to all units",
                   "{time} paging system test ok", "{time} caller asked for visiting hours",
                   "{time} elevator emergency phone check, no answer needed"), quiet_p=0.25)
    n.fill("\n" + rng.choice(("Operator: {operator} ({who_user})\n",
                              "end of shift {time} - {operator}\n", "")))


def staff_directory(n: Sheet):
    rng = n.rng
    n.title(("{svc} staff directory", "{any_unit} contacts - {hosp}",
             "Department phone list ({date})",
             "WHO'S WHO: {unit}"))
    cols = n.columns((
        ("Name", "{who_again}", "key"), ("Title", "{who_role}", "key"),
        ("Dept", ("{any_unit}", "{svc}"), "phi"), ("Ext", "{who_ext}", "phi"),
        ("Pager", "{who_pager}", "phi"), ("Login", "{who_user}", "phi"),
        ("Email", "{who_email}", "phi"),
        ("Location", ("{building}", "{building}, {place}", "-"), "phi"),
        ("Emp ID", "{who_emp}", "phi"),
        ("Licence", ("{who_license}", "n/a"), "phi"),
        ("Shift", ("days", "nights", "rotating", "M-F 8-4:30", "weekends"), "plain"),
        ("Status", ("active", "on leave", "orientation", "active", "float"), "plain")),
        phi_keep=0.35, plain_keep=0.7)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(6, 12), other=None, start=n.pick))
    n.nl()
    n.fill(rng.choice(("Main desk {site_phone}, fax {fax}. {site_address}\n",
                       "Employee IDs on request only; e.g. {who_again} {who_emp}.\n",
                       "Intranet: {url}\n", "Unit inbox: {unit_email}\n")))
    n.footer()


def shift_handover(n: Sheet):
    rng = n.rng
    n.title(("{unit} shift handover {date} {time} - charge {who_plain}",
             "CHARGE NURSE HANDOFF {unit} {date}", "Night to day report, {unit} ({hosp_abbr})"))
    n.lit(rng.choice(("Staffing:\n", "STAFF\n", "On shift -\n")))
    n.lines(("{who_plain} ({who_role}) - beds {room_bare} to {room_bare}",
             "{who_plain}, {who_role}, float from {any_unit}",
             "sitter {who_plain} ({who_role}) in {place}",
             "{who} - {who_role} - break relief", "{outsider} ({agency}) - {out_role}",
             "float {role} requested from {agency}, none sent"), (3, 6),
            prefix="- ")
    n.lit(rng.choice(("\nPatients:\n", "\nWATCH LIST\n", "\nIssues -\n")))
    n.fill("{room}: {pt_board} {age_sex}, " + rng.choice(DIAGNOSES) + "; "
           + rng.choice(("family ({kin}, {rel}) at bedside", "pump {implant} alarming",
                         "transfer to {any_unit} pending", "goes to {or} at {time}",
                         "unit {specimen} running, second unit on hold in {svc}",
                         "home with {courier} van {vehicle} at {time}", "{vitals}, {drip}",
                         "{gas}, now {vent}", "{lab}, {fluids}")) + "\n")
    n.lines(("{opt_new_room}: {opt_board} {opt_age_sex}, fall risk, bed alarm on",
             "{opt_new_room}: {opt_board} for d/c, ride with {community}",
             "{opt_new_room}: {opt_board} {opt_mrn} isolation, sign on door",
             "{opt_new_room}: {opt_board} pump {serial} swapped by {who_plain}",
             "{opt_new_room}: {opt_board} {opt_age_sex} new admit from {ed_space}"), (2, 5))
    n.lit(rng.choice(("\nUnit: crash cart checked, fridge temps logged, 2 beds dirty.\n",
                      "\nPyxis discrepancy resolved. Glucometer QC done.\n",
                      "\nNo falls, no codes overnight. Staffing at grid.\n")))
    n.fill(rng.choice(("Equipment: {asset} sent to {svc} ({wo}).\n",
                       "Bed {room_bare} blocked for {svc}, ticket {wo}.\n", "")))


def incident_report(n: Sheet):
    rng = n.rng
    n.title(("SAFETY EVENT REPORT {inc}", "Incident report - {hosp}",
             "Occurrence report no. {inc}"),
            preamble=False)
    n.kv((("Event date", "{date} {time}"), ("Reported", "{stamp}"), ("Location", "{unit} {place}"),
          ("Reporter", "{who_plain} ({who_role})"), ("Reporter login", "{who_user}"),
          ("Patient", "{pt_board}"), ("MRN", "{mrn}"), ("SSN", "{ssn}"), ("Age", "{age}"),
          ("Event type", rng.choice(("fall", "medication", "equipment", "specimen", "privacy",
                                     "visitor injury"))),
          ("Harm level", rng.choice(("none", "minor", "moderate", "near miss")))), k=(6, 10))
    # two blank lines: the form and the narrative are separate sentences even when wrapped
    n.lit("\n\n" + rng.choice(("Description:\n", "What happened\n", "NARRATIVE\n")))
    n.sentences((
        "While moving {pt_first} from {place} to {place} the {model} stopped with an "
        "occlusion alarm.",
        "The pump ({maker}, serial {serial}) was taken out of use and sent to {svc}.",
        "A visitor, {outsider}, who works as a {visitor_job}, slipped near {building}.",
        "{who} ({who_role}) found the patient on the floor beside {room} at {time}.",
        "The patient, a {age}-year-old {prof}, said the call light had not worked since {earlier}.",
        "Security officer {guard} reviewed the camera at {landmark} entrance.",
        "{maker} was notified on {later} and opened case {ticket}.",
        "Specimen {specimen} was found unlabelled in the tube station of {any_unit}.",
        "The {rel}, {kin}, was informed by phone ({kin_phone}).",
        "Wrong patient chart opened on {ws}; the user {user} logged out at once.",
        "Vital signs were stable and no injury was found on assessment.",
        "The floor had been mopped twenty minutes earlier and no sign was in place.",
        "Policy was reviewed with the staff involved at the next huddle.",
    ), (3, 6))
    n.nl(2)
    n.lit(rng.choice(("Contributing factors: staffing, equipment, communication.\n",
                      "Immediate action taken: area made safe, equipment quarantined.\n",
                      "Disclosure to patient: yes.\n", "")))
    n.fill(rng.choice(("Follow-up by {who} ({who_role}) due {later}.\n",
                       "Manager review: {who_plain}, {svc}. Closed {later}.\n",
                       "Sent to risk management ({who_email}).\n")))


def vendor_directory(n: Sheet):
    rng = n.rng
    n.title(("Referral and vendor directory - {hosp}", "{svc} vendor contacts",
             "Approved suppliers ({date})"))
    entries = (
        "{vendor}\n  Contact: {outsider}, {out_role}\n  Tel {any_phone}  Fax {any_fax}\n"
        "  {vendor_address}\n  {vendor_url}\n",
        "{courier} - 24h dispatch {any_phone}; our account {new_acct}; {vendor_email}\n",
        "{ref_lab}: send-outs, client no. {new_acct}, pickup from {building} at {time}\n",
        "{pharmacy} (licence {license}) - home infusion, fax {any_fax}\n",
        "{agency}: {outsider} ({out_role}), {vendor_email}, {any_phone}\n",
        "{community} | meals and rides | referrals by {any_fax} | {vendor_url}\n",
        "{new_maker} service line {any_phone}, field engineer {outsider}\n",
        "{any_insurer} provider relations {any_phone}; portal {vendor_url}\n",
        "{vendor}, {vendor_address}; contract {order} renews {later}\n",
    )
    for _ in range(rng.randint(4, 7)):
        n.fill(rng.choice(entries))
        n.lit(rng.choice(("", "",
                          "  Hours: Mon-Fri 08:00-17:00; after hours use the on-call line.\n",
                          "  Preferred vendor; purchase orders over the limit need director "
                          "sign-off.\n",
                          "  Response time 4 hours for critical equipment.\n", "\n")))
    n.fill(rng.choice(("Maintained by {who_plain} ({who_role}), {who_email}\n",
                       "Last reviewed {date} by {who_user}\n")))


def pharmacy_courier_log(n: Sheet):
    rng = n.rng
    n.title(("Pharmacy dispensing log - {svc} - {date}", "CONTROLLED SUBSTANCE DELIVERY LOG {date}",
             "Tube/courier dispatch sheet {hosp_abbr} {day_short}"))
    cols = n.columns((
        ("Rx#", "{order}", "key"), ("Patient", "{opt_board}", "key"), ("MRN", "{opt_mrn}", "phi"),
        ("Item", DRUGS, "key"), ("Qty", ("1", "2", "5", "10", "30", "60"), "key"),
        ("Filled by", "{who_user}", "phi"),
        ("Deliver to", ("{any_unit}", "{unit_room}", "{pharmacy}"), "phi"),
        ("Via", ("{courier}", "tube", "runner {who_plain}", "pick-up"), "phi"),
        ("Sched", ("II", "IV", "-", "-", "III"), "plain"), ("Fridge", ("Y", "N", "N"), "plain"),
        ("Verified", ("yes", "yes", "pending"), "plain")), phi_keep=0.5, plain_keep=0.75)
    n.table([c[0] for c in cols], n.rows(cols, rng.randint(5, 10), subject=SUBJECT, other="bare"))
    n.nl()
    n.lines(("Driver {outsider}, {courier}, van {vehicle}, licence {license}, out {time}",
             "Checked by {pharm} (licence {who_license})", "DEA registrant {license}, {hosp}",
             "Returned: {order} for {pt} (discharged to {address})",
             "Discrepancy on {order} reported to {who} ({who_role})"), (2, 4),
            quiet=("Cooler temperature logged at 4 C.", "Two-person count completed.",
                   "Tamper-evident bags used for all schedule II items."), quiet_p=0.3)
    n.footer()


def interpreter_chaplaincy(n: Sheet):
    rng = n.rng
    chaplain = rng.random() < 0.4
    if chaplain:
        n.title(("SPIRITUAL CARE REFERRAL", "Chaplaincy request - {hosp}",
                 "pastoral visit request {ticket}"),
                preamble=False)
    else:
        n.title(("INTERPRETER REQUEST {ticket}", "Language services booking - {hosp}",
                 "Request for interpreter ({language})"), preamble=False)
    n.kv((("Patient", "{pt}"), ("Room", "{unit} {room}"), ("MRN", "{mrn}"),
          ("Language", "{language}"), ("Country of origin", "{country}"),
          ("Occupation", "{prof}"), ("Family contact", "{kin} ({rel}), {kin_phone}"),
          ("Requested by", "{who_cred}, ext {who_ext}"), ("E-mail", "{email}"),
          ("Employer", "{employer}"),
          ("Requested for", "{later} {time}"), ("Agency", "{agency}"),
          ("Mode", rng.choice(("in person", "video", "telephone"))),
          ("Reason", rng.choice(("consent for surgery", "discharge teaching", "family meeting",
                                 "end-of-life support", "sacrament requested")))), k=(7, 12))
    n.nl(2)
    if chaplain:
        n.sentences(("Visited {pt_first} and {his_or_her} {rel} in {place} on {date_n}.",
                     "{pt_first} was a {prof} for many years and asked for a blessing before "
                     "surgery in {or}.",
                     "Asked that {community} be told; contact left at {any_phone}.",
                     "Follow-up by chaplain {chaplain} on {later}.",
                     "Prayer and a quiet presence were offered and accepted.",
                     "Family gathered and a short ritual was held at the bedside."), (2, 4))
    else:
        n.sentences(("Interpreter {outsider} ({agency}, badge {badge}) met the patient in {place}.",
                     "Staff interpreter {interp} covered the {time} slot.",
                     "Video interpreting cart {asset} used; session on {ws}.",
                     "The patient, a {prof} from {country}, prefers calls on {phone} after six.",
                     "Declined: family member {kin} offered to interpret; not appropriate.",
                     "Teach-back completed and the patient repeated the instructions correctly.",
                     "Session lasted forty minutes with no technical problems."), (2, 4))
    n.nl()


def work_order(n: Sheet):
    rng = n.rng
    n.title(("WORK ORDER {wo}", "Facilities request {wo} - {hosp_abbr}", "maintenance ticket {wo}"),
            preamble=False)
    n.kv((("Opened", "{stamp}"), ("Requester", "{pick}{who_user} ({who_again})"),
          ("Callback", "ext {who_ext}"), ("Building", "{building}"), ("Location", "{unit} {place}"),
          ("Problem", rng.choice(PROBLEMS)), ("Asset", "{asset}"),
          ("Priority", rng.choice(("P1 - patient safety", "P2", "P3 routine", "P4 cosmetic"))),
          ("Trade", rng.choice(("plumbing", "electrical", "HVAC", "carpentry", "locks"))),
          ("Assigned", "{trades}, {who_role}"), ("Contractor", "{vendor}"),
          ("Contractor tech", "{outsider}, {out_role}, van {vehicle}"), ("Parts PO", "{order}"),
          ("Access", "via {building}")), k=(8, 14))
    n.nl()
    n.lines(("{ts} note by {who_user}: patient moved to {place} during repair",
             "{ts} parts ordered from {vendor}, tracking {tracking}",
             "{ts} {trades} on site; isolation precautions followed",
             "{ts} closed by {who_user}; bed {room_bare} returned to service"), (1, 4),
            quiet=("{ts} waiting on parts", "{ts} infection control risk assessment done",
                   "{ts} area tested and left clean"), quiet_p=0.3)
    n.footer()


def adt_messages(n: Sheet):
    rng = n.rng
    p = n.patient
    n.lit(rng.choice(("ADT interface log\n", "HL7 inbound queue - ", "")))
    n.fill(rng.choice(("{date}\n", "{hosp_abbr} {date}\n")))
    n.lit("MSH|^~\\&|ADT|")
    n.fill("{hosp_abbr}|BEDS|{hosp_abbr}|")
    n.phi(fmt_compact(n), "DATE")
    n.lit("||ADT^A0" + str(rng.choice((1, 2, 3, 8))) + "|")
    n.fill("{order}|P|2.5\nEVN||")
    n.phi(fmt_compact(n), "DATE")
    n.fill("|||{who_user}\nPID|1||{mrn}^^^{hosp_abbr}^MR||{pt_hl7}||")
    n.phi(fmt_compact(n, p.dob), "DATE")
    n.lit("|" + p.person.sex + "|||")
    n.fill("{street}^^{city}^" + ("{state}" if p.place[2] else "") + "^"
           + ("{zip}" if p.postcode else "") + "^{home_country}||{phone}|||||{acct}|{ssn}\n")
    n.pick(lambda s: s.doctor)
    n.fill("PV1|1|I|{hl7_location}^{hosp_abbr}||||{who_emp}^{who_hl7}|||||||||||{new_acct}\n")
    if rng.random() < 0.7:
        n.fill("NK1|1|{kin_hl7}|" + p.kin[0].upper() + "|{kin_phone}\n")
    if rng.random() < 0.7:
        n.fill("IN1|1|{plan_id}||{insurer}\n")
    n.lit(rng.choice(("ACK|MSA|AA\n", "", "status: processed, 0 warnings\n")))
    if rng.random() < 0.6:
        n.fill("\n" + rng.choice(("Parsed: {pt_board} moved to {unit} {room} by {who_user}.\n",
                                  "ACK AA from {ip} at {time}\n",
                                  "error: unknown bed {room_bare} on {any_unit}, message "
                                  "requeued by {user}\n")))


def fmt_compact(n: Sheet, day=None) -> str:
    d = day or n.day
    return str(d.year) + str(d.month).zfill(2) + str(d.day).zfill(2)


def transfer_center_log(n: Sheet):
    rng = n.rng
    n.title(("Transfer center log {date}", "TRANSFER CENTER - INCOMING REQUESTS",
             "bed placement log {day_short}"))
    n.lines((
        "{time} {other_hosp} ({outsider}) requests transfer of {opt_name}, {opt_age}, for "
        "{any_unit} bed",
        "{time} accepted by {who_doc}; bed {unit_room}; ETA {time} via {courier} unit {vehicle}",
        "{time} declined: no {any_unit} beds; offered {other_hosp}",
        "{time} {pt} ({mrn}) assigned {unit} {room} by bed manager {bedmgr}",
        "{time} transport {courier} crew {outsider} and {outsider} at {building}",
        "{time} holding in {ed_space} until {any_unit} ready, RN {nurse}",
        "{time} callback to {any_phone} ({outsider}, {out_role}) re {opt_name}",
        "{time} insurance {any_insurer} member {plan_id_other} verified for {opt_again}",
        "{time} {user} updated bed board: {room_bare} clean, {room_bare} dirty"), (5, 11),
        quiet=("{time} capacity huddle: hospital at 96 percent",
               "{time} surge plan level 2 declared",
               "{time} no pending requests"), quiet_p=0.2)
    n.fill(rng.choice(("\nLog owner: {who_plain} ({who_role}), {who_user}\n",
                       "\nTransfer line {site_phone}, fax {fax}\n", "\n")))


# -- flowsheets and monitor feeds ----------------------------------------------------------------
def flowsheet(n: Sheet):
    """Numbers of care (vital signs, gases, ventilator and pump settings, fluid balance, scores,
    glucose checks) around a few identifiers: most numbers in these records are not PHI."""
    rng = n.rng
    kind = rng.random()
    if kind < 0.3:
        n.title(("{unit} flowsheet - {pt_board} ({mrn}) - {date}",
                 "VITAL SIGNS {pt_board} {room}", "Flowsheet export | {hosp} | {unit} | {date}",
                 "Obs chart {pt_board}, {room}, {date}"), preamble=False)
        cols = n.columns((
            ("Time", "{time}", "key"), ("T", ("{temp}",), "key"), ("HR", "{hr}", "key"),
            ("BP", "{bp}", "key"), ("RR", "{rr}", "plain"), ("SpO2", "{sat}", "key"),
            ("O2", ("RA", "2L NC", "4L", "HFNC", "NRB", "RA", "-"), "plain"),
            ("Pain", ("0", "2", "3/10", "5", "asleep", "-"), "plain"),
            ("Score", "{score}", "plain"),
            ("Drips", ("{drip}", "-", "{drip}"), "plain"), ("By", ("{who_user}",), "phi")),
            phi_keep=0.7, plain_keep=0.6)
        n.table([c[0] for c in cols], n.rows(cols, rng.randint(5, 12), other=None))
        n.nl()
        n.lines(("{time} {vitals}", "{time} {score}; {drip}", "{time} {lab}",
                 "{time} notified {who} of {vitals}"), (1, 3))
    elif kind < 0.55:
        n.title(("Monitor interface feed - {unit} - {date}", "HL7 ORU vitals relay log {stamp}",
                 "Central station export {unit} ({hosp_abbr})"))
        n.lines(("{ts} {ip} bed {room_bare} {vitals}", "{ts} bed {room_bare} {vitals} src={ip}",
                 "{ts} {room_bare}: {vitals}",
                 "{ts} {ip} ALARM {alarm} bed {room_bare} ack {who_user}",
                 "{ts} {ip} {gas}", "{ts} pump {serial} {drip}"), (5, 12),
                quiet=("{ts} interface {fw} heartbeat ok", "{ts} {vitals}", "{ts} {vent}",
                       "{ts} {drip} (rate change)", "{ts} {score}"), quiet_p=0.45)
    elif kind < 0.75:
        n.title(("Point-of-care glucose log {unit} {date}", "POCT BG results - {pt_board}",
                 "Glucometer download {serial} {stamp}"))
        cols = n.columns((
            ("Date", "{day_short}", "key"), ("Time", "{time}", "key"), ("Result", "{bg}", "key"),
            ("Action", ("none", "{insulin}", "{insulin}", "recheck 15 min", "D50 25 mL, recheck",
                        "MD notified"), "key"),
            ("Operator", ("{who_user}", "{who_emp}"), "phi"), ("Meter", "{serial}", "phi"),
            ("Patient", "{pt_board}", "phi"), ("Flag", ("", "H", "L", "", "crit"), "plain")),
            phi_keep=0.6, plain_keep=0.7)
        n.table([c[0] for c in cols], n.rows(cols, rng.randint(4, 10), other=None))
        n.fill(rng.choice(("\nMeter QC: level 1 {bg}, level 2 {bg} (in range).\n",
                           "\nStrip lot checked, exp date on vial.\n", "\n")))
    else:
        n.title(("ICU 24h summary - {pt_board} - {room}", "{unit} daily data - {date}",
                 "Rounding sheet {pt_board} ({age_sex}) {mrn}"))
        n.kv((("Patient", "{pt_board}"), ("MRN", "{mrn}"), ("Location", "{room}"),
              ("Vitals", "{vitals}"), ("Vent", "{vent}"), ("Last gas", "{gas}"),
              ("Drips", "{drip}; {drip}"), ("I/O", "{fluids}"), ("Scores", "{score}, {score}"),
              ("Labs", "{lab}; {lab}"), ("Monitor", "{ip}"), ("Pump firmware", "{fw}"),
              ("Attending", "{attending}"), ("RN", "{who_plain}")), k=(8, 14))
        n.lines(("{time} {vitals}", "{time} {gas} -> {vent}", "{time} {drip}", "{time} {lab}"),
                (1, 4), prefix=rng.choice(("- ", "* ", "")))
    n.footer()


WRITERS = {"bed_board": bed_board, "procedure_schedule": procedure_schedule,
           "chair_schedule": chair_schedule, "transport_ticket": transport_ticket,
           "evs_log": evs_log, "access_audit": access_audit, "device_log": device_log,
           "specimen_custody": specimen_custody, "on_call_roster": on_call_roster,
           "switchboard_log": switchboard_log, "staff_directory": staff_directory,
           "shift_handover": shift_handover, "incident_report": incident_report,
           "vendor_directory": vendor_directory, "pharmacy_courier_log": pharmacy_courier_log,
           "interpreter_chaplaincy": interpreter_chaplaincy, "work_order": work_order,
           "adt_messages": adt_messages, "transfer_center_log": transfer_center_log,
           "flowsheet": flowsheet}

#: (capitals, lower case) shares of each document type.
CASE = {"bed_board": (0.3, 0.05), "procedure_schedule": (0.2, 0.05), "chair_schedule": (0.15, 0.05),
        "transport_ticket": (0.15, 0.1), "evs_log": (0.1, 0.3), "access_audit": (0.1, 0.3),
        "device_log": (0.2, 0.1), "specimen_custody": (0.15, 0.05), "on_call_roster": (0.1, 0.1),
        "switchboard_log": (0.1, 0.4), "staff_directory": (0.05, 0.05),
        "shift_handover": (0.1, 0.2),
        "incident_report": (0.05, 0.05), "vendor_directory": (0.1, 0.05),
        "pharmacy_courier_log": (0.2, 0.1), "interpreter_chaplaincy": (0.05, 0.1),
        "work_order": (0.25, 0.1), "adt_messages": (0.6, 0.0), "transfer_center_log": (0.1, 0.3),
        "flowsheet": (0.15, 0.15)}
#: How often a document type is hard-wrapped (tables and logs are not: a wrapped log line
#: would be cut into sentences inside its tags).
WRAP = {"incident_report": 0.45, "interpreter_chaplaincy": 0.45}

build_patient = patient_builder(NOTE_TYPES)
count_visits = visit_count


def make_document(seed: int, patient: PatientI, visit_no: int, doc_id: str) -> tuple[Document, str]:
    visit = patient.visits[visit_no - 1]
    rng = random.Random("deidkit-synth/" + str(seed) + "/I/doc/" + str(patient.number) + "/"
                        + str(visit_no))
    note = Sheet(seed, patient, visit, rng)
    kind = visit.note_type
    WRITERS[kind](note)
    upper_p, lower_p = CASE[kind]
    r = rng.random()
    upper, lower = r < upper_p, upper_p <= r < upper_p + lower_p
    typo_rate = 0.0 if rng.random() < 0.5 else rng.uniform(0.002, 0.012)
    wrap = rng.choice((60, 64, 72, 76, 80)) if rng.random() < WRAP.get(kind, 0.0) else None
    text, tags = assemble(note, rng, upper=upper, lower=lower, typo_rate=typo_rate, wrap=wrap,
                          entities=rng.random() < 0.04)
    return Document(doc_id=doc_id, text=text, tags=tags), kind
