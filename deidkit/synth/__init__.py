"""``deidkit synth``: a deterministic synthetic i2b2 2014 corpus.

Notes are written for patients, several notes per patient (``104-01.xml``, ``104-02.xml``...
as in the i2b2 release), and a patient keeps one identity (name, MRN, date of birth,
address, doctors) and one timeline (admission before discharge, follow-up after) across
their notes. Six note types: discharge summary, progress note, nursing note (mostly in
capitals), clinic letter, radiology report, ED note.

Determinism: every random choice comes from a ``random.Random`` seeded by a string
(``"deidkit-synth/{seed}/..."``, hashed with SHA-512 by Python, so independent of
``PYTHONHASHSEED``); patient ``p`` and note ``(p, v)`` have their own generators, so the
first ``k`` notes are the same whatever ``--docs`` is. Surrogate pools come from Faker seeded
by the seed (see :mod:`deidkit.synth.pools`): byte-identical output needs the same Faker
version.

``style`` picks the kind of corpus (``A`` above; ``B`` clinical notes of another origin,
:mod:`deidkit.synth.style_b`; ``C`` general-domain PII text, :mod:`deidkit.synth.style_c`):
B and C differ from A in everything a tagger could overfit to, for out-of-distribution
checks; ``D`` (:mod:`deidkit.synth.style_d`, clinical notes of a third origin) is held out:
no recipe of the project trains on it; nor on ``E`` (:mod:`deidkit.synth.style_e`, a fourth
origin, written by another hand without looking at any model's results). F, G and H are
training styles with the breadth of real text (:mod:`deidkit.synth.style_f`,
:mod:`deidkit.synth.style_h`): reports, letters, forms, tables, messages, triage notes, in
capitals or lower case, and general-domain text, with names of many origins; they share no
sentence with D or E. I is a training style too (:mod:`deidkit.synth.style_i`): the
operational records around care (bed boards, OR, infusion and dialysis schedules, transport
and cleaning tickets, EHR access logs, device and implant logs, specimen chain-of-custody
sheets, on-call rosters, switchboard logs, staff and vendor directories, handovers, incident
reports, interpreter requests, work orders, ADT messages, flowsheets and monitor feeds)
in tables, forms and log lines, where rooms, log-ins, units, organizations, places, jobs
and device and other IDs come often and in many forms. J is a training style as well
(:mod:`deidkit.synth.style_j`): workers' compensation claims, public-health case
investigations, insurers' prior-authorization letters, care-home transfer forms, trauma notes
with police liaison, court-ordered psychiatric evaluations, discharge-planning notes, school
health forms, death certificates and return-to-work assessments from Nepal, Bangladesh, Sri
Lanka, Israel, Iran and Brazil, where jobs, organizations, units, rooms, provinces and
vehicles come often and in many forms. K (:mod:`deidkit.synth.style_k`) and L
(:mod:`deidkit.synth.style_l`) are training styles too: L writes records dense in clinical
vocabulary (medication administration and pharmacy records, lab printouts, problem lists,
exam templates, cardiac studies, coding summaries, nursing scores, anticoagulation,
infusion, procedure, stewardship and immunization records) from the US Midwest and West,
Germany, Poland, Japan, China, South Korea and the Philippines, where abbreviations, drugs,
eponyms, codes and values that are not PHI stand beside the PHI, and people bear eponyms'
surnames. P (:mod:`deidkit.synth.style_p`) is a training style too: bedside charting, ICU
and ward nursing and respiratory-therapy notes (shift notes by system, event, admission,
transfer, ventilator, code, comfort-measures and neonatal notes), where vital-sign ranges,
ventilator settings, gases, drips and abbreviations that are not PHI surround sparse names,
dates and places. ``U`` (:mod:`deidkit.synth.style_u`) is a clinical DEVELOPMENT style, as H is for
general-domain text: no recipe trains on it, and it is not blind, so developers may read a
model's errors on it to understand over-redaction. It writes everyday clinical notes of an
eighth origin (discharge summaries, progress, consult and ED notes, clinic letters,
radiology reports, operative notes and nursing admission assessments from the United Arab
Emirates, Saudi Arabia, Oman, Jordan, Ghana, Ethiopia, Uganda, Portugal, Greece and
Romania). Nothing trains on ``Z`` either
(:mod:`deidkit.synth.style_z`, general-domain text with personal data, written by another hand without looking at any
model's results or at the other styles' texts), nor on ``Y`` (:mod:`deidkit.synth.style_y`,
clinical documents of a fifth origin: operative reports, consult letters, sign-out lists,
occupational-health, social-work, rehab, dialysis and home-care notes, transfer forms and
discharge medication instructions from the US South and the English-speaking Caribbean,
written blind like E and Z: without looking at any model's results, the recognizers or the
other styles' texts), nor on ``X`` (:mod:`deidkit.synth.style_x`, clinical documents of a
sixth origin, written blind like Y: ICU/HDU reviews, ward rounds, ED clerkings, pre-op
assessments, echo and endoscopy reports, lab letters, antenatal, psychiatry and therapy
notes, GP referral, discharge and clinic letters, drug charts, MDT outcomes and death
summaries from NHS hospitals and practices of the UK and from Singapore and Malaysia), nor
on ``V`` (:mod:`deidkit.synth.style_v`, clinical documents of a seventh origin, written blind
like Y and X: anaesthetic records, palliative-care family meetings, neonatal nursery notes,
audiology, dietitian, wound-clinic and sleep-study reports, genetic-counselling letters,
aeromedical retrieval records and aged-care plans from Australia, including remote
Aboriginal and Torres Strait Islander communities, New Zealand, Hong Kong, Fiji, Samoa and
Tonga), nor on ``W`` (:mod:`deidkit.synth.style_w`, general-domain text with personal data of other
registers and countries than Z's, written blind like Y: SMS threads, voicemail transcripts,
complaint letters, tenancy agreements, bank statements, police incident reports,
newsletters, announcements, cover letters, registrations, classified adverts, council
minutes, scholarship letters, vehicle sales, utility bills and IT asset e-mails from Canada,
Ireland, Kenya, Nigeria, India, Pakistan, Latin America, Turkey, Egypt, Indonesia, Vietnam,
Sweden, Italy, New Zealand and the eastern and southern US), nor on ``T``
(:mod:`deidkit.synth.style_t`, clinical documents of a ninth origin, written blind like V, X
and Y: home-care visits, dialysis run sheets, physiotherapy notes, fitness certificates,
review-board summaries, antenatal and TB treatment cards, transfusion records, eye-clinic
notes, dental referrals, telehealth consults, medication-assistance forms, social-work notes
and transfer handovers from Canada with its First Nations, Inuit and bilingual Quebec forms,
the Philippines, Nigeria, Kenya, Pakistan and the international services of hospitals in
the Netherlands, Sweden, Norway, Denmark and Israel), nor on ``Q``
(:mod:`deidkit.synth.style_q`, bedside charting of the ICUs and step-down units of US academic
hospitals of the Upper Midwest, the Mountain West and the Pacific Northwest: telegraphic
system-by-system nursing shift notes, RT ventilator, treatment and extubation notes, event,
code, arrival, transfer, notification, family, restraint, skin, drip/CRRT, transfusion and
post-mortem notes, a third in capitals and a third in lower case), nor on ``R``
(:mod:`deidkit.synth.style_r`, dictated and transcribed US hospital reports: discharge
summaries, histories and physicals, operative reports, consultation letters and notes,
procedure notes, cardiac catheterization, radiology, emergency department, death, office,
psychiatric, delivery, surgical pathology and interim reports with D:/T: lines, job numbers
and cc: lists); Q and R are written blind like T, V, X and Y. Each
style has its own generators
(``"deidkit-synth/{seed}/B/..."``), so styles and seeds are independent, and A's output
does not change.
"""

from __future__ import annotations

import importlib
import os
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from deidkit.corpus.i2b2 import CATEGORIES, Document, write_document
from deidkit.errors import ConfigError
from deidkit.synth.builder import assemble
from deidkit.synth.model import NOTE_TYPES, build_patient, visit_count
from deidkit.synth.note import Note
from deidkit.synth.templates import NOTE_WRITERS

__all__ = ["synth", "generate", "plan", "make_document", "NOTE_TYPES", "FIRST_PATIENT",
           "STYLES", "Style", "get_style"]

#: Patient numbers start here, so file names have three digits like i2b2's (``100-01``).
FIRST_PATIENT = 100


#: Corpus styles: A (the default), B (clinical notes of another origin), C (general-domain
#: PII text), D and E (clinical notes of a third and a fourth origin, held out: never
#: trained on), and the training styles F (clinical reports and letters), G (clinical forms,
#: tables, messages and triage notes) and H (general-domain text: e-mails, forum posts, CVs,
#: news) with the breadth of real text, and I (operational records: bed boards, schedules,
#: tickets, access and device logs, rosters, directories), J (the paperwork around injury,
#: illness and care outside the ward: claims, case investigations, insurers' letters,
#: transfer forms, trauma notes, court reports, death certificates), K (people at work and in
#: their communities, and the hospital's administration: newsletters, obituaries, references,
#: HR letters, rotas, bookings, transport requests, IT tickets, permits, incident reports), L
#: (records dense in clinical vocabulary: MARs, pharmacy verifications, lab printouts, problem
#: lists, exam templates, cardiac studies, coding summaries, nursing, anticoagulation,
#: infusion, stewardship and immunization records), M (specialty clinical care: oncology,
#: labour and delivery, well-child, device-clinic, IVF, sexual-health, diabetes, transplant,
#: dermatology, nurse-line, clinical-trial and travel-medicine records of Spain, Chile,
#: Colombia, Peru, Belgium, Tunisia, Senegal and Cameroon), N (the paperwork and
#: correspondence around care, half of it everyday text: claims, pharmacy receipts, forum
#: posts, medical-tourism threads, poison-centre logs, screening forms, custody, ship's and
#: military medical records, biobank registers, occupational letters, sick notes), P (bedside
#: charting: ICU and ward nursing and respiratory-therapy notes); Q (bedside ICU and
#: step-down charting of US academic hospitals) and R (dictated US hospital reports), both
#: held out and written blind; T (clinical documents of a ninth origin, held out, written blind); U (everyday clinical
#: notes of an eighth origin, a clinical DEVELOPMENT style: never trained on, not blind, like
#: H for general text);
#: V, X and Y (clinical documents of a seventh, a sixth and a fifth origin, held out, written
#: blind), W and Z (general-domain text, held out; W written blind, of other registers and
#: countries than Z).
STYLES = ("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "P", "Q", "R",
          "T", "U", "V", "W", "X", "Y", "Z")


@dataclass(frozen=True)
class Style:
    """What ``generate`` needs of a style: its note types (name, share), how many notes
    subject ``number`` has, the subject, and one note (``make(seed, subject, visit, doc_id)``)."""

    note_types: tuple[tuple[str, int], ...]
    visit_count: Callable[[int, int], int]
    build_subject: Callable[[int, int], object]
    make: Callable[[int, object, int, str], tuple[Document, str]]


def _make_a(seed: int, patient, visit_no: int, doc_id_: str) -> tuple[Document, str]:
    return make_document(seed, patient, patient.visits[visit_no - 1])


def get_style(name: str) -> Style:
    """The :class:`Style` called ``name`` (one of :data:`STYLES`)."""
    if name == "A":
        return Style(NOTE_TYPES, visit_count, build_patient, _make_a)
    if name == "B":
        from deidkit.synth import style_b, style_b_notes
        return Style(style_b.NOTE_TYPES, style_b.visit_count, style_b.build_patient,
                     style_b_notes.make_document)
    if name == "C":
        from deidkit.synth import style_c, style_c_texts
        return Style(style_c.NOTE_TYPES, style_c.visit_count, style_c.build_person,
                     style_c_texts.make_document)
    if name == "D":
        from deidkit.synth import style_d, style_d_notes
        return Style(style_d.NOTE_TYPES, style_d.visit_count, style_d.build_patient,
                     style_d_notes.make_document)
    if name == "E":
        from deidkit.synth import style_e, style_e_notes
        return Style(style_e.NOTE_TYPES, style_e.visit_count, style_e.build_patient,
                     style_e_notes.make_document)
    if name in ("F", "G"):
        notes = importlib.import_module(f"deidkit.synth.style_{name.lower()}_notes")
        return Style(notes.NOTE_TYPES, notes.count_visits, notes.build_patient,
                     notes.make_document)
    if name == "H":
        from deidkit.synth import style_h, style_h_texts
        return Style(style_h_texts.NOTE_TYPES, style_h.visit_count, style_h_texts.build_person,
                     style_h_texts.make_document)
    if name == "I":
        from deidkit.synth import style_i, style_i_docs
        return Style(style_i_docs.NOTE_TYPES, style_i.visit_count, style_i_docs.build_patient,
                     style_i_docs.make_document)
    if name == "J":
        from deidkit.synth import style_j, style_j_docs
        return Style(style_j_docs.NOTE_TYPES, style_j.visit_count, style_j_docs.build_patient,
                     style_j_docs.make_document)
    if name == "K":
        from deidkit.synth import style_k, style_k_docs
        return Style(style_k_docs.NOTE_TYPES, style_k.visit_count, style_k_docs.build_subject,
                     style_k_docs.make_document)
    if name == "L":
        from deidkit.synth import style_l, style_l_docs
        return Style(style_l_docs.NOTE_TYPES, style_l.visit_count, style_l_docs.build_subject,
                     style_l_docs.make_document)
    if name == "M":
        from deidkit.synth import style_m, style_m_docs
        return Style(style_m_docs.NOTE_TYPES, style_m.visit_count, style_m_docs.build_subject,
                     style_m_docs.make_document)
    if name == "N":
        from deidkit.synth import style_n, style_n_docs
        return Style(style_n_docs.NOTE_TYPES, style_n.visit_count, style_n_docs.build_subject,
                     style_n_docs.make_document)
    if name == "P":
        from deidkit.synth import style_p, style_p_notes
        return Style(style_p_notes.NOTE_TYPES, style_p.visit_count, style_p.build_patient,
                     style_p_notes.make_document)
    if name == "Q":
        from deidkit.synth import style_q_notes
        return Style(style_q_notes.NOTE_TYPES, style_q_notes.visit_count,
                     style_q_notes.build_patient, style_q_notes.make_document)
    if name == "R":
        from deidkit.synth import style_r_notes
        return Style(style_r_notes.NOTE_TYPES, style_r_notes.visit_count,
                     style_r_notes.build_patient, style_r_notes.make_document)
    if name == "T":
        from deidkit.synth import style_t, style_t_letters
        return Style(style_t.NOTE_TYPES, style_t.visit_count, style_t.build_patient,
                     style_t_letters.make_document)
    if name == "U":
        from deidkit.synth import style_u_notes
        return Style(style_u_notes.NOTE_TYPES, style_u_notes.visit_count,
                     style_u_notes.build_patient, style_u_notes.make_document)
    if name == "V":
        from deidkit.synth import style_v, style_v_notes
        return Style(style_v.NOTE_TYPES, style_v.visit_count, style_v.build_patient,
                     style_v_notes.make_document)
    if name == "W":
        from deidkit.synth import style_w, style_w_texts
        return Style(style_w.NOTE_TYPES, style_w.visit_count, style_w.build_person,
                     style_w_texts.make_document)
    if name == "X":
        from deidkit.synth import style_x, style_x_notes
        return Style(style_x.NOTE_TYPES, style_x.visit_count, style_x.build_patient,
                     style_x_notes.make_document)
    if name == "Y":
        from deidkit.synth import style_y, style_y_notes
        return Style(style_y.NOTE_TYPES, style_y.visit_count, style_y.build_patient,
                     style_y_notes.make_document)
    if name == "Z":
        from deidkit.synth import style_z, style_z_texts
        return Style(style_z.NOTE_TYPES, style_z.visit_count, style_z.build_person,
                     style_z_texts.make_document)
    raise ValueError(f"unknown style {name!r} (choose from {', '.join(STYLES)})")


def plan(seed: int, docs: int, style: str = "A") -> Iterator[tuple[int, int]]:
    """(patient number, visit number) of the first ``docs`` notes, patient by patient."""
    count = get_style(style).visit_count
    made = 0
    number = FIRST_PATIENT
    while made < docs:
        for visit in range(1, count(seed, number) + 1):
            if made == docs:
                return
            yield number, visit
            made += 1
        number += 1


def doc_id(patient: int, visit: int) -> str:
    return f"{patient:03d}-{visit:02d}"


def make_document(seed: int, patient, visit) -> tuple[Document, str]:
    """Write one note; returns the document and its note type."""
    rng = random.Random(f"deidkit-synth/{seed}/doc/{patient.number}/{visit.number}")
    note = Note(seed, patient, visit, rng)
    NOTE_WRITERS[visit.note_type](note)
    kind = visit.note_type
    upper = (kind == "nursing_note" and rng.random() < 0.8) or rng.random() < 0.03
    entities = rng.random() < 0.1
    typo_rate = 0.0 if rng.random() < 0.45 else rng.uniform(0.002, 0.012)
    wrap_p = {"discharge_summary": 0.6, "progress_note": 0.5, "nursing_note": 0.3,
              "clinic_letter": 0.45, "radiology_report": 0.4, "ed_note": 0.4}[kind]
    wrap = rng.randint(60, 80) if rng.random() < wrap_p else None
    text, tags = assemble(note, rng, upper=upper, entities=entities, typo_rate=typo_rate,
                          wrap=wrap)
    doc = Document(doc_id=doc_id(patient.number, visit.number), text=text, tags=tags)
    return doc, kind


def generate(docs: int = 200, seed: int = 0, style: str = "A") -> Iterator[tuple[Document, str]]:
    """The corpus in memory: (document, note type) pairs, in file-name order of patients."""
    if docs < 1:
        raise ValueError(f"docs must be at least 1, got {docs}")
    kind = get_style(style)
    subject, current = None, None
    for number, visit_no in plan(seed, docs, style):
        if current != number:
            subject, current = kind.build_subject(seed, number), number
        yield kind.make(seed, subject, visit_no, doc_id(number, visit_no))


def _prepare_out_dir(out_dir: Path) -> None:
    source = str(out_dir)
    if out_dir.exists() and not out_dir.is_dir():
        raise ConfigError("exists and is not a directory", source=source)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"cannot create directory ({exc.strerror or exc})",
                          source=source) from None
    if not os.access(out_dir, os.W_OK | os.X_OK):
        raise ConfigError("directory is not writable", source=source)


def synth(out_dir, *, docs: int = 200, seed: int = 0, style: str = "A", progress=None) -> dict:
    """Write ``docs`` synthetic i2b2 XML notes of ``style`` into ``out_dir`` (created if needed).

    Each file is written atomically. Returns summary counts: ``documents``, ``patients``,
    ``characters``, ``tags``, ``categories`` and ``types`` (tag counts), ``note_types``,
    and ``other_files`` (``.xml`` files already in ``out_dir`` that this run did not write).
    ``progress`` is an optional callable invoked once per written document.
    """
    if docs < 1:
        raise ValueError(f"docs must be at least 1, got {docs}")
    kind = get_style(style)
    out = Path(out_dir)
    _prepare_out_dir(out)
    categories: Counter = Counter()
    types: Counter = Counter()
    note_types: Counter = Counter()
    characters = 0
    patients = set()
    written = set()
    for doc, note_type in generate(docs, seed, style):
        name = doc.doc_id + ".xml"
        try:
            write_document(out / name, doc.text, doc.tags)
        except OSError as exc:
            raise ConfigError(f"cannot write ({exc.strerror or exc})", source=str(out / name)) \
                from None
        written.add(name)
        patients.add(doc.doc_id.split("-")[0])
        characters += len(doc.text)
        note_types[note_type] += 1
        for tag in doc.tags:
            categories[tag.tag] += 1
            types[tag.type] += 1
        if progress is not None:
            progress()
    other = sum(1 for p in out.iterdir() if p.suffix.lower() == ".xml" and p.name not in written)
    order = [t for types_ in CATEGORIES.values() for t in types_]
    return {
        "out_dir": str(out),
        "documents": len(written),
        "patients": len(patients),
        "characters": characters,
        "tags": sum(categories.values()),
        "categories": {c: categories[c] for c in CATEGORIES if categories[c]},
        "types": {t: types[t] for t in order if types[t]},
        "note_types": {k: note_types[k] for k, _ in kind.note_types if note_types[k]},
        "other_files": other,
        "seed": seed,
        "style": style,
    }
