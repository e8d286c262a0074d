"""``deidkit synth OUT_DIR``: write a synthetic i2b2 2014 XML corpus."""

from __future__ import annotations

import importlib.util
import time

import click

from deidkit.cli.options import seed_option
from deidkit.errors import ConfigError

#: The packages only synth needs (Faker's locales, anyascii to romanize their names), which
#: deidkit installs only with its synth extra: a tagging installation goes without them.
SYNTH_PACKAGES = ("faker", "anyascii")


@click.command("synth", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("out_dir", metavar="OUT_DIR", type=click.Path(file_okay=True, dir_okay=True))
@click.option("--docs", type=click.IntRange(min=1), default=200, show_default=True,
              help="Number of notes to write.")
@click.option("--style", type=click.Choice(list("ABCDEFGHIJKLMNPQRTUVWXYZ")), default="A",
              show_default=True,
              help="Kind of corpus: A clinical notes (the default), B clinical notes of another "
                   "origin, C general-domain text with personal data, D and E clinical notes "
                   "of a third and a fourth origin, Y, X, V and T clinical documents of a "
                   "fifth, a sixth, a seventh and a ninth origin, W and Z general-domain text "
                   "with personal data, Q bedside ICU and step-down nursing and respiratory "
                   "charting and R dictated hospital reports of US academic hospitals (Q, R, T, "
                   "V, W, X and Y are held out: never trained on, Q, R and T "
                   "written blind like V, X and Y; D, E and Z were held "
                   "out until the default model of 2026-11-27, which trains on them), F "
                   "clinical reports and "
                   "letters, G clinical forms, tables, messages and triage notes, H "
                   "general-domain text, I hospital operational records: bed boards, "
                   "schedules, tickets, access and device logs, rosters, J injury claims, "
                   "case investigations, insurers' letters, transfer forms, trauma notes, "
                   "court reports and death certificates, K people at work and in their "
                   "communities and the hospital's administration: newsletters, obituaries, "
                   "references, HR letters, rotas, bookings, transport requests, IT tickets, "
                   "L records dense in clinical vocabulary: medication administration and "
                   "pharmacy records, lab printouts, problem lists, exam templates, cardiac "
                   "studies, coding summaries, nursing scores, anticoagulation, infusion, "
                   "stewardship and immunization records, M specialty clinical care: "
                   "oncology, maternity, well-child, device-clinic, IVF, sexual-health, "
                   "diabetes, transplant, dermatology, nurse-line, trial and travel records, "
                   "N the paperwork and correspondence around care: claims, pharmacy "
                   "receipts and reminders, forum posts, medical-tourism threads, "
                   "poison-centre logs, screening forms, custody, ship's and military medical "
                   "records, biobank registers, occupational letters, sick notes, P bedside "
                   "charting: ICU and ward nursing and respiratory-therapy notes (shift, "
                   "event, admission, transfer, ventilator and neonatal notes) dense in "
                   "vital-sign ranges, ventilator settings and abbreviations that are not PHI "
                   "(F, G, I, J, K, L, M, N and P: for training), U everyday clinical notes of "
                   "an eighth "
                   "origin (H and U: for development, never trained on and not blind).")
@seed_option
def command(out_dir, docs, seed, style):
    """\b
    deidkit synth corpus/ --docs 200 --seed 0
    deidkit tokenize corpus/ > tokens.parquet
    deidkit synth test_b/ --style B --seed 2 && deidkit tokenize test_b/ > test_b.parquet

    Write DOCS synthetic clinical notes to OUT_DIR (created if needed) as i2b2 2014 XML,
    one file per note named like the i2b2 release: PATIENT-VISIT.xml (100-01.xml,
    100-02.xml...). A patient keeps one identity (name, MRN, birth date, address,
    doctors) and one timeline across their notes.

    Note types: discharge summary, progress note, nursing note (mostly in capitals),
    clinic letter, radiology report, ED note. PHI of all 7 i2b2 categories and all 31
    TYPEs (OTHER rarely) in varied surface forms, among look-alike non-PHI (Parkinson's
    disease, Foley catheter, BP 120/80, Sinemet 25/100), with typos, hard-wrapped lines,
    lists and the odd HTML entity.

    Styles, for out-of-distribution checks (train on A, test on A, B and C): --style A
    is the corpus above. --style B writes clinical notes of another origin: other note
    types (operative note, pathology report, telephone encounter, referral letter,
    social-work note, medication reconciliation, intake form, portal messages, transfer
    summary) and templates, other name and place locales (Nordic and Central European
    names, Australian and New Zealand places), day-first dates (12/03/2089, 12.03.2089,
    12th March 2089), other phone, ID, plate, device and bed formats, more typos. --style C
    writes general-domain text (support e-mails and chats, order confirmations, HR
    letters, bank and insurance forms, social posts) with names from yet other locales,
    tagged with the same i2b2 TYPEs (private persons are PATIENT, as the i2b2 guidelines
    tag every person who is not a care provider). --style D was held out until the
    shipped default model of 2026-11-27, which trains on it (as on E and Z). It writes
    Canadian hospital-network text (triage notes in capitals with pipes, radiology and pathology
    reports with accession and specimen numbers and scanner serials, SBAR nursing
    handoffs with unit and bed codes, portal messages, medication reconciliations, EMS run
    sheets) with French-Canadian, Colombian, Chilean, Latvian, Azerbaijani, Swiss and Thai
    names, dates like 2089-03-12, 12-MAR-2089 14:32 and Mar 12 '89, and phones like
    +1 (416) 555-0142 ext 22. --style E was held out too, written by another hand without
    looking at any model's results: ED triage (pipes, capitals), imaging reports, surgical
    pathology, SBAR handoffs, telehealth threads, pharmacy medication reconciliations and
    EMS run sheets from Canada, Ireland, India, South Africa and US states style A never
    writes, with Quebec, Irish, Pakistani, Nigerian, Thai, Icelandic, Latvian, Belgian and
    South African names and each region's own ID, phone, postcode and date formats.
    --style Y is held out as well, written blind (without looking at any model's results,
    the recognizers or the other styles' texts): operative reports, consult letters
    between departments, inpatient sign-out lists with several patients, occupational-
    health injury visits, social-work assessments, physiotherapy notes, discharge
    medication instructions, transfer forms, haemodialysis run sheets and home-care visit
    notes from the US South, Hawaii, Alaska, Jamaica, Trinidad and Tobago and Barbados,
    with Afro- and Indo-Caribbean, Cajun, Hawaiian, Native American, Vietnamese, Yoruba,
    Igbo and Colombian names, month-first US and day-first Caribbean dates, parishes as
    states, chair and OR numbers as rooms, and dialysis-machine and wound-VAC serials.
    --style X is held out too, written blind like Y: ICU/HDU reviews, ward-round entries,
    ED clerkings, anaesthetic pre-op assessments, echo and endoscopy reports, microbiology
    result letters, antenatal, psychiatry and physiotherapy/OT notes, GP referral,
    discharge and clinic letters, drug charts, MDT outcomes (several patients) and death
    verification summaries from NHS hospitals and practices of northern England, Scotland
    and Wales and from Singapore and Malaysia, with Scottish, Welsh, British-Asian,
    Somali, Nigerian, Chinese (family name first), Malay (bin/binti), Tamil (s/o, d/o)
    and Filipino names, day-first dates, NHS/CHI, NI, NRIC and MyKad numbers, bleeps and
    beds, bays and side rooms as rooms.
    --style V is held out too, written blind like Y and X: anaesthetic records,
    palliative-care family meetings, neonatal nursery notes, audiology reports,
    dietitian assessments, wound-clinic reviews, sleep-study reports, genetic-counselling
    letters, aeromedical retrieval records and residential aged-care plans from
    Australia (with remote Aboriginal and Torres Strait Islander communities), New
    Zealand, Hong Kong, Fiji, Samoa and Tonga, with Aboriginal (skin names), Torres
    Strait Islander, Greek-, Lebanese- and Vietnamese-Australian, Maori, Samoan, Tongan,
    Fijian and Cantonese names (family name first, English names, characters), day-first
    dates (12/03/2091, 12-MAR-2091, 12th March 2091, 2091年3月12日), Medicare, IHI, NHI,
    HKID and FNPF numbers, cots, theatres and bedrooms as rooms, aircraft registrations
    as vehicles and hearing-aid, CPAP and syringe-driver serials as devices.
    --style T is held out too, written blind like V, X and Y: home-care visit records,
    dialysis run sheets, physiotherapy progress notes, occupational-health fitness
    certificates, mental-health review-board summaries, antenatal cards, TB treatment
    cards, transfusion records, eye-clinic notes, dental referrals, telehealth consults,
    medication-assistance forms, social-work notes and transfer handovers from Canada
    (First Nations communities, Nunavut, bilingual Quebec forms with French labels), the
    Philippines, Nigeria, Kenya, Pakistan and the international services of hospitals in
    the Netherlands, Sweden, Norway, Denmark and Israel, with First Nations, Inuit,
    Québécois, Sikh, Filipino, Yoruba, Igbo, Hausa, Kikuyu, Luo, Punjabi, Sindhi, Pashto,
    Dutch, Scandinavian, Sami, Somali, Hebrew and Israeli Arab names, each country's dates
    (2091-03-12, 12 mars 2091, 03/12/2091 month first in the Philippines, 12th March,
    2091), SIN, RAMQ, PhilSys, NIN, CNIC, BSN, personnummer and Teudat Zehut numbers,
    dialysis chairs as rooms, blood-unit numbers as BIOIDs and s/o parentage.
    --style Q is held out too, written blind like T, V, X and Y: bedside charting of the
    medical, surgical, cardiac and neuro ICUs and step-down units of US academic hospitals
    of the Upper Midwest, the Mountain West (with the Navajo Nation) and the Pacific
    Northwest: telegraphic system-by-system nursing shift notes, RT ventilator, treatment
    and extubation notes, event, code, arrival, transfer, provider-notification, family,
    restraint, skin, drip/CRRT, transfusion and post-mortem notes, a third of them all in
    capitals and a third all in lower case, with vitals as ranges (HR 70-80s, BP 110s/60s),
    vent settings and ABGs (AC 500x14 PEEP 8 FiO2 50%, 7.32/48/85) untagged beside sparse
    PHI: relatives' first names and phones, nurses, residents and RTs, dates like 12/3,
    ages, referring hospitals, home towns, beds and rooms; Hmong, Karen, Oromo, Bosnian,
    Scandinavian-American, Dine, Lakota, Nuevo Mexicano and Utah names.
    --style R is held out too, written blind: dictated and transcribed US hospital reports
    (discharge summaries, histories and physicals, operative reports, consultation letters
    and inpatient consultations, procedure notes, cardiac catheterization, radiology,
    emergency department, death, office, psychiatric, delivery, surgical pathology and
    interim reports) of the Great Lakes, western Pennsylvania, Baltimore, Texas, South
    Florida, California and Appalachia, with PHI in headers, signatures, D:/T: lines, job
    numbers and cc: lists and dense clinical prose (Metzenbaum, 3-0 Vicryl, Pfannenstiel,
    LigaSure, drugs and anatomy) untagged; Arab-American, Chaldean, Rusyn, Greek,
    Ethiopian, Armenian, Haitian, Tejano, Korean-American, Appalachian, African-American,
    Telugu and Igbo names.
    --style Z is general-domain text with personal data, held out until 2026-11-27 (the
    default model trains on it now; written without looking at any model's results or at
    the other styles' texts):
    e-mail threads with signatures, chat exports, help-desk tickets, forum threads, CVs,
    employment and insurance letters, news items, obituaries, court notices, invoices,
    parcel notices, travel bookings, school reports, application logs and property
    listings from twelve countries (UK, Germany, the Netherlands, Japan, Singapore, the
    Philippines, Ghana, Greece, Spain, Switzerland, Poland, western US states), with
    romanized Japanese, Chinese and Korean, Ghanaian, Filipino, Arabic, Catalan, Uzbek and
    transliterated Cyrillic and Greek names, @handles, IPv4/IPv6 addresses, MAC and IMEI
    numbers, IBANs, 2024年3月5日 and NAKAMURA/NAOTO MR; labelled like style C.
    --style W is general-domain text with personal data, held out (no recipe trains on
    it; written without looking at any model's results, the recognizers or the other
    styles' texts): SMS and WhatsApp threads, voicemail transcripts, complaint letters and
    reviews, tenancy agreements, bank statements, police incident reports (theft, lost
    property, traffic), club and parish newsletters, wedding and birth announcements,
    cover letters, event, gym and library registrations, classified adverts, community
    council minutes, scholarship letters, vehicle sale papers, utility bills and IT asset
    e-mails from Quebec, Ontario, Ireland, Kenya, Nigeria, India, Pakistan, Brazil,
    Mexico, Argentina, Turkey, Egypt, Indonesia, Vietnam, Sweden, Italy, New Zealand and
    US states of the east and south, with Quebec French, Irish, Kikuyu and Swahili, Igbo,
    Hausa and Yoruba, Punjabi, Malayali, Marathi, Urdu, Egyptian, Turkish, Indonesian,
    Vietnamese (family name first), Swedish, Māori and Latin American names, CPF, CURP,
    CNIC, Aadhaar, NIK and personnummer numbers, IMEIs, MAC addresses, asset tags and
    hostnames, 5 de março de 2024 and ngày 5 tháng 3 năm 2024; labelled like style Z.

    Training styles, with the breadth of real text (they share no sentence with D or
    E): --style F writes clinical reports and letters (radiology and pathology reports,
    discharge, referral and clinic letters, consult notes, operation records); --style G
    clinical forms and messages (registration forms, key-value lab printouts with aligned
    columns, telephone and patient-portal messages, terse triage notes, handover sheets,
    medication charts, appointment slips); both now and then in capitals or all lower
    case, hard-wrapped, from hospitals of the UK, Asia, Eastern Europe, Africa and US
    states no other style writes. --style H writes general-domain text (personal e-mails,
    forum threads, CVs, news stories, death notices, minutes, rental listings, reference
    letters). Names of many origins (Japanese, Chinese, Korean, Russian, Ukrainian,
    Greek, Georgian, Armenian, Uzbek, Ghanaian, Algerian...), dates in every common order
    (2089-03-12, 12.3.2089, 3/12/89, 12-Mar-89, Mar '89, the 12th of March), international
    phones with extensions, IDs with their cues, ages like 62M, F/62 and 85 y/o, IP
    addresses, usernames, a typist's code before a doctor's name in lower case
    (XGT:holmes): every i2b2 TYPE. --style I writes the operational records around care
    (bed boards and census lists, OR, infusion and dialysis schedules, transport and
    cleaning tickets, EHR access logs, device and implant logs, specimen chain-of-custody
    sheets, on-call rosters, switchboard logs, staff and vendor directories, shift
    handovers, incident reports, interpreter and chaplaincy requests, work orders, ADT
    messages, transfer-center logs) as aligned, pipe- or comma-separated tables, key-value
    forms and log lines, where rooms, beds, chairs and bays, log-ins, units, organizations,
    buildings, device serials and other IDs come often and in many forms (the staff's roles
    in the care are not PHI). --style J writes the paperwork around injury, illness and
    care outside the ward (workers' compensation claims, public-health case
    investigations, prior-authorization letters, care-home transfer forms, trauma notes
    with police liaison, court-ordered psychiatric evaluations, discharge-planning notes,
    school health forms, death certificates, return-to-work assessments, claim message
    threads) from Nepal, Bangladesh, Sri Lanka, Israel, Iran and Brazil, where jobs,
    employers and agencies, named units, rooms, provinces and plates come often. --style L
    writes records dense in clinical vocabulary with PHI among it (medication
    administration records, pharmacy order verifications, cumulative lab printouts,
    problem lists, history-and-physical templates, echo, ECG and cath reports, coding
    summaries with ICD-10-CM, CPT and SNOMED CT codes, allergy lists, nursing shift
    assessments with GCS, Braden and Morse scores, warfarin-clinic tables, infusion,
    procedure, stewardship and immunization records, medication reconciliations) from the
    US Midwest and West, Germany, Poland, Japan, China, South Korea and the Philippines:
    abbreviations (CABG, RBBB, IVCD), drugs from the drug dictionary (the synth extra
    installs it), eponyms, organisms, codes, doses, lab values and lot numbers stay
    untagged, and a Dr Foley beside a Foley catheter has only the name tagged.
    --style M writes specialty clinical care: chemotherapy-cycle notes, radiotherapy
    summaries, labour-and-delivery records with partograms and the newborn's details,
    well-child and immunisation visits, pacemaker and ICD interrogations, IVF cycle records,
    sexual-health notes, diabetes clinic notes, transplant follow-up letters, dermatology
    biopsy results, nurse-line call records, trial screening logs, study visits and travel
    consults, from Spain, Chile, Colombia, Peru, Belgium, Tunisia, Senegal and Cameroon
    (Spanish, Catalan, Basque, Quechua, Flemish, Walloon, Tunisian, Wolof, Serer and
    Cameroonian names; DNI, RUT, cedula, national register, CIN and CNI numbers; Spanish,
    French and Dutch month names); device and pump serials, embryo, straw and specimen
    numbers, screening and passport numbers are tagged after their cues, while device
    models, vaccine lots, protocol and drug codes, HbA1c values and doses stay untagged.
    --style P writes bedside charting: ICU and ward nursing and respiratory-therapy notes of
    New England hospitals (shift notes by system, narrative, SOAP, D/A/R and problem-based
    notes, ventilator notes and the structured respiratory-care form, RT event and
    treatment notes, event, admission, transfer, family-meeting, code, comfort-measures and
    CRRT notes, addenda, ward and neonatal nursing notes), a third in capitals and a third
    in lower case, telegraphic, with typos and run-together punctuation: vital
    signs as ranges (HR 80-90s, BP 100-120/60s), ventilator settings (PSV 10/5 40%, FiO2
    .40), gases (ABG 7.38/42/98), pain 4/10, 1/2NS, gestational ages and clock times stay
    untagged among sparse PHI (relatives' and staff's names, dates like 3/14, ages, the
    hospital a patient came from, towns, family phones, beds, named floors).

    --style U is for development, as H is for general-domain text: no recipe trains on
    it, and it is not blind, so a model's errors on it may be read to understand
    over-redaction on clinical notes of new origins. It writes everyday clinical notes
    (discharge summaries, progress, consult and ED notes, clinic letters, radiology
    reports, operative notes, nursing admission assessments) from the United Arab
    Emirates, Saudi Arabia, Oman, Jordan, Ghana, Ethiopia, Uganda, Portugal, Greece and
    Romania, with each country's dates (Hijri ones too), phones, postcodes and IDs
    (Emirates ID 784-1985-1234567-1, Iqama, Ghana Card GHA-123456789-0, NIF, AMKA, CNP)
    beside drugs, doses, scores, lab values and ICD-10 codes that stay untagged.

    Deterministic: the same --seed and --style give byte-identical files (with the same Faker
    version), and the first k notes do not depend on --docs. Files with the same names
    are replaced (each atomically); other files in OUT_DIR are left alone (a warning
    counts other .xml files). A summary table goes to stderr.

    Needs the synth extra: pip install 'deidkit[synth]'.
    """
    check_synth_extra()
    from deidkit import console
    from deidkit.synth import synth

    started = time.perf_counter()
    with console.progress_bar(total=docs, desc="synth", unit="doc") as bar:
        summary = synth(out_dir, docs=docs, seed=seed, style=style,
                        progress=lambda: bar.update(1))
    elapsed = time.perf_counter() - started
    if summary["other_files"]:
        console.warn(f"{summary['out_dir']} also holds {summary['other_files']} other .xml "
                     "file(s) not written by this run")
    console.print_summary(_summary_table(summary, elapsed))


def check_synth_extra() -> None:
    """A one-line error naming what is missing, before anything is written, instead of an
    ImportError from inside a style."""
    missing = [name for name in SYNTH_PACKAGES if importlib.util.find_spec(name) is None]
    if missing:
        raise ConfigError(f"synth needs {' and '.join(missing)}, which deidkit installs only "
                          "with its synth extra: pip install 'deidkit[synth]'")


def _summary_table(summary: dict, elapsed: float):
    from rich.table import Table

    from deidkit.corpus.i2b2 import CATEGORIES

    table = Table(title=f"deidkit synth: {summary['documents']} notes, "
                        f"{summary['patients']} patients, {summary['characters']:,} characters, "
                        f"{summary['tags']:,} PHI tags in {summary['out_dir']} "
                        f"({elapsed:.1f} s, seed {summary['seed']}"
                        + (f", style {summary['style']})" if summary["style"] != "A" else ")"),
                  title_justify="left")
    table.add_column("category")
    table.add_column("tags", justify="right")
    table.add_column("TYPEs")
    types = summary["types"]
    for category, count in summary["categories"].items():
        detail = ", ".join(f"{t} {types[t]}" for t in CATEGORIES[category]
                           if t in types and t != category)
        table.add_row(category, f"{count:,}", detail)
    table.add_row("note types", "", ", ".join(f"{k.replace('_', ' ')} {v}"
                                              for k, v in summary["note_types"].items()))
    return table
