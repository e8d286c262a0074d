"""deidkit synth --style N: the paperwork and correspondence around care (claims and
explanations of benefits, pharmacy receipts and refill reminders, forum posts and
newsletters, medical-tourism threads, equipment delivery notes, care-home invoices,
poison-centre logs, screening forms, custody notes, ship's logs, military boards, biobank
records, occupational letters, sick-leave certificates). What the style claims (every TYPE it
writes at exact offsets, each country's dates, phones and IDs after their cues, names of
their origins, look-alikes untagged) is measured here; template disjointness from every other
style, pinned and deterministic output and strict tokenizing through the CLI are checked with
the other styles in tests/test_synth_styles.py and tests/test_synth_training_styles.py."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter

import pytest

from deidkit.synth import generate, get_style
from deidkit.synth.style_n import (EQUIPMENT, FLIGHTS, PLACES, RU_PATRONYMICS, _fem_ru,
                                   format_date)
from deidkit.synth.style_n_docs import GENERAL, PAPERWORK

#: Every TYPE style N writes.
TYPES = ("PATIENT", "DOCTOR", "USERNAME", "PROFESSION", "ORGANIZATION", "HOSPITAL", "DEPARTMENT",
         "ROOM", "STREET", "CITY", "STATE", "COUNTRY", "ZIP", "LOCATION-OTHER", "AGE", "DATE",
         "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "MEDICALRECORD", "IDNUM", "BIOID", "DEVICE",
         "VEHICLE", "LICENSE", "HEALTHPLAN", "ACCOUNT")


@pytest.fixture(scope="module")
def docs():
    return list(generate(400, 3, "N"))


def _tags(docs, type_):
    return [(d, t) for d, _ in docs for t in d.tags if t.type == type_]


def _inside(doc, start: int, end: int) -> bool:
    return any(t.start < end and start < t.end for t in doc.tags)


def _before(doc, tag, n: int = 30) -> str:
    return doc.text[max(0, tag.start - n):tag.start]


def test_every_type_and_document_type_occurs_at_exact_offsets(docs):
    types = Counter(t.type for d, _ in docs for t in d.tags)
    assert [t for t in TYPES if types[t] < 12] == [], types
    assert set(types) <= set(TYPES), set(types) - set(TYPES)
    assert {k for _, k in docs} == {k for k, _ in get_style("N").note_types}
    assert 12 <= len(get_style("N").note_types) <= 18
    for type_ in ("PATIENT", "DOCTOR", "ORGANIZATION", "DATE", "IDNUM"):
        assert types[type_] >= 300, (type_, types[type_])
    # about half everyday text, half the paperwork around care
    general = sum(k in dict(GENERAL) for _, k in docs)
    assert 0.35 <= general / len(docs) <= 0.65, general
    assert set(dict(PAPERWORK)) <= {k for _, k in docs}
    for d, _ in docs:
        last = 0
        for t in d.tags:
            assert d.text[t.start:t.end] == t.text and t.text == t.text.strip()
            assert t.start >= last
            last = t.end


def test_dates_of_each_country():
    d = dt.date(2089, 3, 12)
    assert format_date(d, "dmy_dot0") == ("12.03.2089", "")
    assert format_date(d, "iso_slash") == ("2089/03/12", "")
    assert format_date(d, "jp") == ("2089年3月12日", "")
    assert format_date(d, "th_be") == ("12/03/2632", "")
    assert format_date(d, "hu") == ("2089.03.12", ".")
    assert format_date(d, "ru_g") == ("12.03.2089", " g.")
    assert format_date(d, "de_month_y", "DE") == ("März 2089", "")
    assert format_date(dt.date(2089, 1, 5), "de_month_y", "AT")[0] == "Jänner 2089"


def test_dates_phones_and_ids_in_the_notes(docs):
    dates = [t.text for _, t in _tags(docs, "DATE")]
    for shape in (r"\d\d\.\d\d\.\d{4}", r"\d{4}/\d\d/\d\d", r"\d{4}年\d{1,2}月\d{1,2}日",
                  r"\d{1,2}/\d{1,2}/\d{4}", r"\d\d/\d\d/2[5-6]\d\d", r"[A-Z][a-z]+ \d{1,2}, \d{4}",
                  r"\d{1,2} [a-ząęółśźżćń]+ \d{4}", r"\d{4}"):
        assert any(re.fullmatch(shape, x) for x in dates), shape
    # a Hungarian date's closing dot and a Russian 'g.' stay outside, never doubled
    assert not [d.doc_id for d, _ in docs if re.search(r"\d{4}\.\d\d\.\d\d\.\.| g\.\.", d.text)]
    phones = [t.text for _, t in _tags(docs, "PHONE")]
    for prefix in ("+49 ", "+43 ", "+48 ", "+36 ", "+7 ", "+81 ", "+66 ", "+263 ", "+255 ",
                   "+1 ", "8 (", "06 ", "090-"):
        assert any(p.startswith(prefix) for p in phones), prefix
    cues = Counter()
    for d, t in _tags(docs, "IDNUM"):
        m = re.search(r"(Steuer-ID|SV-Nr\.|PESEL|TAJ|SNILS|My Number|Thai ID|National ID|NIDA|"
                      r"SSN|IMO|UNHCR no\.|Passport|passport|tracking|[Oo]rder|booking "
                      r"reference)\W*$", _before(d, t), re.I)
        if m:
            cues[m.group(1).lower()] += 1
    assert len(cues) >= 8, cues
    plans = [(d, t) for d, t in _tags(docs, "HEALTHPLAN")]
    plan_cues = {m.group(1) for d, t in plans for m in [re.search(
        r"(KVNR|Versichertennummer|e-card|NFZ|OMS policy|Medicare|Medicaid ID|Member ID|"
        r"NHIF card|SSO no\.|insurance card|member no\.|policy no\.)\W*$", _before(d, t))] if m}
    assert len(plan_cues) >= 6, plan_cues


def test_names_of_each_origin(docs):
    names = [t.text for _, t in _tags(docs, "PATIENT") + _tags(docs, "DOCTOR")]
    words = {w for n in names for w in re.findall(r"[^\W\d_]+", n)}
    for origin in (("Tatenda", "Rutendo", "Chipo", "Tinashe", "Farai", "Nyasha"),   # Shona
                   ("Ncube", "Sibanda", "Ndlovu", "Dube", "Mpofu", "Khumalo"),      # Ndebele
                   ("Mushi", "Shayo", "Kimaro", "Massawe", "Lyimo", "Swai"),        # Chagga
                   ("Baraka", "Zawadi", "Rehema", "Juma", "Halima", "Amina"),       # Swahili
                   ("Somchai", "Siriporn", "Wongsawat", "Boonmee", "Srisuk")):      # Thai
        assert words & set(origin), origin
    # Russian patronymics, and surnames in the female form for women
    patronymics = [n for n in names if any(p[:-3] in n for p in RU_PATRONYMICS)]
    assert len(patronymics) >= 15
    assert any(re.search(r"\w+ovna\b", n) for n in names)
    assert _fem_ru("Ivanov") == "Ivanova" and _fem_ru("Kovalskiy") == "Kovalskaya"
    assert _fem_ru("Chernykh") == "Chernykh"
    # Thai nicknames in brackets, Japanese '-san' outside the tag
    assert any(re.search(r"\w+ \($", _before(d, t)) and d.text[t.end] == ")"
               for d, t in _tags(docs, "PATIENT") if t.text in ("Nok", "Lek", "Ploy", "Noi", "Aom",
                                                                 "Bee", "Tong", "Golf", "Pim"))
    assert any(d.text[t.end:t.end + 4] == "-san" for d, t in _tags(docs, "PATIENT"))


def test_places_of_each_country(docs):
    states = {t.text for _, t in _tags(docs, "STATE")}
    known = {p[i] for p in PLACES for i in (2, 3) if p[i]}
    assert {s for s in states if s.upper() != s and s.lower() != s} <= known
    countries = {t.text for _, t in _tags(docs, "COUNTRY")}
    assert {"Germany", "Japan", "Tanzania", "Zimbabwe"} <= countries
    zips = [t.text for _, t in _tags(docs, "ZIP")]
    for shape in (r"\d\d-\d{3}", r"\d{3}-\d{4}", r"\d{6}", r"\d{4}", r"\d{5}"):
        assert any(re.fullmatch(shape, z) for z in zips), shape
    streets = [t.text for _, t in _tags(docs, "STREET")]
    assert any(re.fullmatch(r"\D+ \d+/\d+", s) for s in streets)            # Polish flats
    assert any(re.search(r"(ulitsa|prospekt),? \d+(-\d+|, kv \d+)$", s) for s in streets)
    assert any(s.startswith("P.O. Box ") for s in streets)
    # a vessel's prefix and a room's label stay outside
    vessels = [(d, t) for d, t in _tags(docs, "LOCATION-OTHER") if re.search(r"(MV|MS|M/V) $",
                                                                             _before(d, t))]
    assert vessels and not [t for _, t in vessels if t.text.startswith(("MV", "MS "))]
    rooms = _tags(docs, "ROOM")
    assert not [t.text for _, t in rooms if re.search(r"[A-Za-z]", t.text)]
    assert any(re.search(r"(cell|Zelle|cabin) $", _before(d, t), re.I) for d, t in rooms)


def test_professions_and_organizations(docs):
    profs = {t.text.lower() for _, t in _tags(docs, "PROFESSION")}
    assert len(profs) >= 40
    assert {"oiler", "bosun", "cook"} & profs and {"combat medic", "paratrooper"} & profs
    orgs = {t.text for _, t in _tags(docs, "ORGANIZATION")}
    assert len(orgs) >= 60
    for word in ("Apotheke", "Poison", "JVA", "Biobank", "NFZ", "Battalion"):
        assert any(word in o for o in orgs), word


def test_look_alikes_stay_untagged(docs):
    """Prices, flight numbers, product names, times and doses are not PHI."""
    for pattern in (r"(?:\d[\d,. ]*\d|\d) (?:EUR|PLN|HUF|RUB|JPY|THB|TZS)\b"
                    r"|€ \d+,\d\d|\$\d+\.\d\d",
                    "|".join(re.escape(f) for f in FLIGHTS),
                    "|".join(re.escape(e) for e in EQUIPMENT),
                    r"(?<![\w:.-])\d\d:\d\d(?![\w:.-])",
                    r"\b\d+ mg\b", r"\bPZN\b|M54\.5|J06\.9|99213",
                    r"\d+°\d\d'[NS]"):
        hits = [(d, m) for d, _ in docs for m in re.finditer(pattern, d.text)]
        assert len(hits) >= 5, pattern
        assert not [m.group(0) for d, m in hits if _inside(d, m.start(), m.end())], pattern
    # exact examples
    texts = "\n".join(d.text for d, _ in docs)
    assert "THIS IS NOT A BILL" in texts.upper()
    assert re.search(r"flight (TG|LO|OS|JL|LH) \d+", texts)


def test_capitals_lower_case_tables_and_threads(docs):
    letters = [re.sub(r"[^A-Za-z]", "", d.text) for d, _ in docs]
    assert sum(x.isupper() for x in letters) >= 15
    assert sum(x.islower() for x in letters) >= 5
    tables = [d for d, _ in docs if re.search(r"^.+(\t| \| |; ).+(\t| \| |; ).+$", d.text, re.M)]
    assert len(tables) >= 30
    assert sum(bool(re.search(r"^> On ", d.text, re.M | re.I)) for d, _ in docs) >= 10
