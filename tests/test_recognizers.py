"""The recognizers of PHI defined by its form (deidkit.recognizers): what each finds, what
clinical text holds that it must not find, the text rebuilt from tokens, and the registry."""

from __future__ import annotations

import numpy as np
import pytest

from deidkit.errors import ConfigError
from deidkit.recognizers import DEFAULT, NAMES, parse_names, recognize, recognize_window
from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.text import SEPARATOR, build
from deidkit.recognizers.union import Entities, for_tagger, unite
from deidkit.tokenize.tokens import split_tokens


def found(text: str, name: str) -> list[tuple[str, str]]:
    """(source text, TYPE) of each entity recognizer ``name`` finds in ``text``, tokenized
    as ``deidkit tokenize`` does (with offsets)."""
    tokens, starts, ends = split_tokens(text)
    types = recognize([tokens], [starts], [ends], names=name)[0]
    out, current = [], None
    for token, start, end, type_ in zip(tokens, starts, ends, types):
        if type_ is not None and current and current[2] == type_ and start - current[1] <= 1:
            current[1] = end
            continue
        if current:
            out.append((text[current[0]:current[1]], current[2]))
        current = [start, end, type_] if type_ else None
    if current:
        out.append((text[current[0]:current[1]], current[2]))
    return out


#: Clinical text that no recognizer may take for PHI: times, doses, lab values and ranges,
#: vital signs, ICD-10 and CPT codes, scores, counts.
CLINICAL_NEGATIVES = [
    "Seen at 14:32, again at 2:15 pm and 0800.",
    "Sinemet 25/100 one tab tid, metoprolol 12.5 mg bid, 1/2 tab qhs, insulin 10 units.",
    "Na 129, K 3.8, Cl 95, HCO3 22, BUN 17, Cr 3.3, glucose 246, Hgb 10.2, plt 150-400.",
    "Normal range 3.5-5.0 mmol/L; WBC 4.5-11.0; INR 2-3; dose 200-1000 mg daily.",
    "BP 120/80, HR 72, RR 16, T 98.6 F, T 101 F, SpO2 95% on 2 L, BP 90/60 mmHg.",
    "ICD-10 E11.9, I10, J44.1, Z79.4; CPT 99213, 93000; DRG 291.",
    "Strength 4/5, pain 5/10, murmur 2/6, GCS 15, GCS 3/15, MMSE 27/30, APGAR 8/9, VA 20/40.",
    "Walked 3 times, x3 days, 2 tabs, 16F Foley, 5 M HCl, 20 mg x 5 days, 3 of 4 pulses.",
    "Gestational age 32 weeks, for 20 years, smoked 1 ppd for 30 years, G2P1.",
    "Stage T2N1M0, EF 55%, LVEDP 12, QTc 450 ms, PR 0.16, v1.2.3.4.5 of the software.",
    "Problem #1 CHF, #2 DM; lot #3 of saline; on room air; bed rest; head of bed at 30°.",
    "He may go home on the 5th floor; we will march on; plates and screws 3.5 mm.",
]


@pytest.mark.parametrize("text", CLINICAL_NEGATIVES)
def test_no_recognizer_takes_clinical_values_for_phi(text):
    assert found(text, "default") == []


@pytest.mark.parametrize("text, expected", [
    ("Seen on 12/03/2089 and 2089-03-12.", ["12/03/2089", "2089-03-12"]),
    ("Next visit March 12th, 2089 or 12-MAR-2089 14:32.", ["March 12th, 2089", "12-MAR-2089"]),
    ("Dated 12.03.89 and 3-12-89 and 2089/3/12.", ["12.03.89", "3-12-89", "2089/3/12"]),
    ("Follow up 11/10 and 07/09; Mon 3/4.", ["11/10", "07/09", "Mon 3/4"]),
    ("Born in '91 and in 1991; since 1998; in the 1990s.", ["'91", "1991", "1998", "1990s"]),
    ("On Monday, March 3, 2089; Tuesday.", ["Monday", "March 3, 2089", "Tuesday"]),
    ("12th of March, 2089; Mar 12 '89; 12 Mar; March of 2089; 03/2089.",
     ["12th of March, 2089", "Mar 12 '89", "12 Mar", "March of 2089", "03/2089"]),
    ("In June she was seen; JUNE 2089; Sept. 5; 2nd of October.",
     ["June", "JUNE 2089", "Sept. 5", "2nd of October"]),
    ("Home for Christmas and Thanksgiving.", ["Christmas", "Thanksgiving"]),
    # a year that ends its sentence; ranges of years
    ("Diagnosed in 2009. Lived here since 2015.", ["2009", "2015"]),
    ("Worked there in 2019-2020, from 2017/18 and during 2019–20.",
     ["2019-2020", "2017/18", "2019–20"]),
    # seasons and holidays with their year, whole
    ("Seen in the summer of 2089, Fall 2088 and spring 2090.",
     ["summer of 2089", "Fall 2088", "spring 2090"]),
    ("Admitted at Christmas 2089; Christmas Day, 2088; Good Friday; Mother's Day.",
     ["Christmas 2089", "Christmas Day, 2088", "Good Friday", "Mother's Day"]),
    ("Pain clinic 12/10; seen 12/10 for pain.", ["12/10", "12/10"]),
])
def test_dates_in_every_common_order_and_separator(text, expected):
    assert [t for t, _ in found(text, "date")] == expected
    assert {type_ for _, type_ in found(text, "date")} == {"DATE"}


@pytest.mark.parametrize("text", [
    "Feb 30 and 31 Feb and 13/13/2089 and 2089-02-30.",  # not days of the calendar
    "She may 5 walk; Dec 5 mg daily; in 2000 mL; 5'10\" tall.",
    "BP 120/80, Sinemet 25/100, strength 4/5, pain 10/10, 1/2 tab, VA 20/40.",
    "In 1850 and 2500 patients; total of 2089.",
    "in march we march; august company.",
    "Pain 12/10 on arrival; pain score: 11/10; VAS 12/10.",  # beyond the scale, not Dec 10
    # a number going on after a period; no range backwards or over decades; a fall
    "in 2000.5 units; from 2020-2010; in 2019-2045; a fall 2 days ago; Fall risk 2019 score.",
    "spring 2000 mg; summer 2500 of them.",
])
def test_date_negatives(text):
    assert found(text, "date") == []


@pytest.mark.parametrize("text, expected", [
    ("Call 628-2552 ext 4106 or (401)628-2552.",
     [("628-2552 ext 4106", "PHONE"), ("(401)628-2552", "PHONE")]),
    ("Cell +40 767 168 610, +1 (416) 555-0142 ext 22, 1-401-628-2552.",
     [("+40 767 168 610", "PHONE"), ("+1 (416) 555-0142 ext 22", "PHONE"),
      ("1-401-628-2552", "PHONE")]),
    ("fax: 401.628.7897 x89038; tel 401-628-2552", [("401.628.7897 x89038", "FAX"),
                                                    ("401-628-2552", "PHONE")]),
    ("May be faxed to 401-628-7897.", [("401-628-7897", "FAX")]),
    ("UK 07700 900123, AU 02 9374 4000.", [("07700 900123", "PHONE"),
                                           ("02 9374 4000", "PHONE")]),
    ("Reach her at ext. 4106.", [("ext. 4106", "PHONE")]),
    # a bracket around the whole number is not part of it; one closed inside it is
    ("His wife (+44 7769 617484) and (+61 412 345 678), or (+44) 7700 900123.",
     [("+44 7769 617484", "PHONE"), ("+61 412 345 678", "PHONE"),
      ("(+44) 7700 900123", "PHONE")]),
    ("Daughter (07700 900123).", [("07700 900123", "PHONE")]),
    # ... also when the number closes a bracket of its own
    ("Belongings handed to Avani (+55 (31) 98765-4321) on arrival.",
     [("+55 (31) 98765-4321", "PHONE")]),
])
def test_phone_and_fax_numbers(text, expected):
    assert found(text, "phone") == expected


@pytest.mark.parametrize("text", [
    "platelets 150-4000, dose 200-1000 mg, NDC 0002-1433-80, MRN 0075839087.",
    "Dated 2089-03-12 and 12/03/2089, BP 120/80 x10 x100.",
])
def test_phone_negatives(text):
    assert found(text, "phone") == []


def test_email_url_and_ip_addresses():
    text = ("Mail isa.vance@sch.org or support@clinic.org; see http://www.lnh.org/x. or "
            "www.lnh.org, lnh.org/clinic, gp.nhs.uk; server 10.147.41.177 and "
            "fe80::1ff:fe23:4567:890a.")
    assert found(text, "email") == [("isa.vance@sch.org", "EMAIL")]  # support@: a role
    assert found(text, "url") == [("http://www.lnh.org/x", "URL"), ("www.lnh.org", "URL"),
                                  ("lnh.org/clinic", "URL"), ("gp.nhs.uk", "URL")]
    assert found(text, "ipaddr") == [("10.147.41.177", "IPADDR"),
                                     ("fe80::1ff:fe23:4567:890a", "IPADDR")]


@pytest.mark.parametrize("text", [
    "Went home.No pain.It resolved.In the am.", "Seen at 14:32:10; ratio 1:2:3.",
    "Version 1.2.3.4.5 and 300.1.1.1", "dx.code e.g. i.v. p.o. q.d.",
])
def test_web_negatives(text):
    assert found(text, "email") + found(text, "url") + found(text, "ipaddr") == []


@pytest.mark.parametrize("text, expected", [
    ("Diagnosis: G47.33; dx S83.511A, B05.9 and F43.10; U07.1.",
     ["G47.33", "S83.511A", "B05.9", "F43.10", "U07.1"]),
    # after a cue, the cue with the code: the word is no more PHI than the code
    ("ICD-10: M545. CPT 99285, CPT code 0001F, HCPCS K0001.",
     ["ICD-10: M545", "CPT 99285", "CPT code 0001F", "HCPCS K0001"]),
    ("Billed ICD-10 E11.9 and CPT 97530.", ["E11.9", "ICD-10 E11.9", "CPT 97530"]),
])
def test_clinical_codes(text, expected):
    from deidkit.recognizers.codes import find_clinical_codes

    assert [text[s:e] for s, e, _ in find_clinical_codes(text)] == expected


@pytest.mark.parametrize("text", [
    "Dated 12.05.2089; B12.5mg; vitamin B12 450; ratio 3.5; aG47.33; CPT 9928; MRN G4733.",
])
def test_clinical_code_negatives(text):
    from deidkit.recognizers.codes import find_clinical_codes

    assert list(find_clinical_codes(text)) == []


def test_a_clinical_code_is_not_phi_whatever_the_tagger_said():
    # the tagger took the code for a room; "codes" claims it first, so no other recognizer
    # reads it, and the union makes it O
    tokens, starts, ends = split_tokens("Diagnosis : G47.33 , seen 12/03/2089")
    types = recognize([tokens], [starts], [ends])[0]
    assert types[2:6] == [None] * 4 and types[-1] == "DATE"
    window = build([tokens], [starts], [ends])
    found = recognize_window(window, ("codes", "date"))
    model = Entities.from_ids(np.array([0, 0, 1, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0]),
                              ["O", "B-ROOM", "I-ROOM"])
    united = unite(model, found.types, found.spans, np.array([0, len(tokens)]))
    assert united.labels() == ["O", "O", "O", "O", "O", "O", "O", "O", "B-DATE", "I-DATE",
                               "I-DATE", "I-DATE", "I-DATE"]
    for binary in (True, False):
        kept = for_tagger(found.types, binary=binary, hipaa_only=not binary)
        assert unite(model, kept, found.spans, np.array([0, len(tokens)])).labels()[2:6] \
            == ["O"] * 4


def test_the_cue_of_a_clinical_code_is_not_phi_either():
    # the tagger read "CPT" as the start of an identifier: with its code, it becomes O
    tokens, starts, ends = split_tokens("Requested service : CPT 97530 , MRN 4417")
    window = build([tokens], [starts], [ends])
    found = recognize_window(window, ("codes", "id"))
    model = Entities.from_ids(np.array([0, 0, 0, 1, 2, 0, 0, 0]), ["O", "B-IDNUM", "I-IDNUM"])
    united = unite(model, found.types, found.spans, np.array([0, len(tokens)]))
    assert united.labels() == ["O"] * 6 + ["O", "B-MEDICALRECORD"]


def _not_phi_finder(name):
    from deidkit.recognizers import REGISTRY

    return next(r for r in REGISTRY if r.name == name).load()


@pytest.mark.parametrize("name, text, expected", [
    ("contraction", "I'm 23 and I've moved; you're late, we'll see, they'd said it's fine.",
     ["I'm", "I've", "you're", "we'll", "they'd", "it's"]),
    ("contraction", "I’M TIRED. He’s here, she's not.", ["I’M", "He’s", "she's"]),
    ("contraction", "I ' m 69 and retired", ["I ' m"]),  # tokens joined without offsets
    ("units", "Lifting over 23 kg and 10kg boxes; 500 mg BD, 10-20 mg; 2.5 mL; BP 120/80 mmHg.",
     ["kg", "kg", "mg", "mg", "mL", "mmHg"]),
    ("units", "1,200 kcal a day, HR 88 bpm; contracts worth 2 million; 3 thousand steps.",
     ["kcal", "bpm", "million", "thousand"]),
    # coma, stroke, sepsis: a value in range, with its denominator or components
    ("scores", "GCS 10 / 15 on arrival, GCS of 14 (E4 V4 M6), GCS=3/15; NIHSS 12, mRS 2.",
     ["GCS 10 / 15", "GCS of 14", "E4 V4 M6", "GCS=3/15", "NIHSS 12", "mRS 2"]),
    ("scores", "qSOFA 2, NEWS2 7, NEWS 2 4, CURB-65 3, CHA2DS2-VASc 4, HAS-BLED 2.",
     ["qSOFA 2", "NEWS2 7", "NEWS 2 4", "CURB-65 3", "CHA2DS2-VASc 4", "HAS-BLED 2"]),
    # tokens joined by spaces (no offsets): the name's pieces apart
    ("scores", "CHA 2 DS 2 - VASc 5 , CURB - 65 0 .", ["CHA 2 DS 2 - VASc 5", "CURB - 65 0"]),
    # roman classes, letters, sums, signs, scales
    ("scores", "ASA II, ASA 3E, NYHA class III, Mallampati 2, Child-Pugh B, Killip IV.",
     ["ASA II", "ASA 3E", "NYHA class III", "Mallampati 2", "Child-Pugh B", "Killip IV"]),
    ("scores", "Gleason 3+4=7; RASS -2; PHQ-9 of 14; pain 7/10; pain score 4; Apgars 8/9.",
     ["Gleason 3+4=7", "RASS -2", "PHQ-9 of 14", "pain 7/10", "pain score 4",
      "Apgars 8/9"]),
    # eponyms with no name before them; triage categories
    ("scores", "Falls: Morse 75, Braden 18, Wells score 6 by Dr Shah. TRIAGE 19:10 CAT 2; ESI 3.",
     ["Morse 75", "Braden 18", "Wells score 6", "CAT 2", "ESI 3"]),
    # the cue word in any of its spellings lets an eponym follow a capitalized word
    ("scores", "Modified Centor criteria 3. Anne Wells Criteria 2; ANNE WELLS CRITERIA 4.",
     ["Centor criteria 3", "Wells Criteria 2", "WELLS CRITERIA 4"]),
    # clock times with their hours word, in the forms notes write them
    ("times", "Triage 1150h Cat 5; verified 21.30 hrs; at 0730 hours; RM 1620 h; 730h.",
     ["1150h", "21.30 hrs", "0730 hours", "1620 h", "730h"]),
    ("times", "Time-out: 2343h, all agreed. REASSESSED 0700H? no: 05:00 HRS, 12 . 05 Hrs.",
     ["2343h", "05:00 HRS", "12 . 05 Hrs"]),
    # race before a person word or after an age, a language before "speaking"
    ("demographics", "a 67-year-old African-American male; a 60 - year - old Caucasian "
     "female; 45 yo Hispanic man; A 45 YO WHITE MALE; parents who are Spanish speaking.",
     ["African-American", "Caucasian", "Hispanic", "WHITE", "Spanish speaking"]),
    ("demographics", "a 70-year-old black female; well-appearing African - American male.",
     ["black", "African - American"]),
    # the units every hospital has, abbreviated or written out, after a function word or at
    # the start of a sentence; a specialty's clinic or department
    ("generic_units", "Taken to the Postanesthesia Care Unit. PACU course uneventful; "
     "transferred to the Medical Intensive Care Unit, then a nursing home.",
     ["Postanesthesia Care Unit", "PACU", "Medical Intensive Care Unit", "nursing home"]),
    ("generic_units", "PT TRANSFERRED TO MICU FROM CCU; RETURNED FROM OR AT 1400; pt to "
     "micu; seen in the Emergency Department at Mercy Hospital; L & D.",
     ["MICU", "CCU", "OR", "micu", "Emergency Department", "L & D"]),
    ("generic_units", "Follow up in Pediatric Surgery Clinic. Department of Otolaryngology; "
     "the Bariatric Center; in the surgical suite; to the step - down unit.",
     ["Pediatric Surgery Clinic", "Department of Otolaryngology", "Bariatric Center",
      "surgical suite", "step - down unit"]),
])
def test_what_is_not_phi(name, text, expected):
    found = sorted(_not_phi_finder(name)(text))
    assert [text[s:e] for s, e, _ in found] == expected
    assert {t for _, _, t in found} <= {NOT_PHI}


@pytest.mark.parametrize("name, text", [
    # a name's possessive or apostrophe, and words that only end like a pronoun, stay the
    # tagger's
    ("contraction", "Leon's sister; Mrs O'Neil; Dr D'Souza; Keith's car; Mi's notes; Hewitt's."),
    ("contraction", "Dated '91; rock 'n' roll; 'Im' the cat; Itm's code; Theyd'm."),
    # ages, sexes, durations, address words, identifiers in capitals, units inside words
    ("units", "Aged 85 years, 62 M, for 3 days; Km 5 on the highway; 1200 Ft Myers Blvd."),
    ("units", "MRN 4417 KG; plate 12 CC; ward B12 mg; 3 mgx; kg alone; mg/dL, no number."),
    # a value outside the score's range may be anything else: a year, a dose, a time
    ("scores", "GCS 1990; GCS 2; ASA 81 mg; cat 9 name; mRS 7; Braden 30; pain 12/10; GCS 15:30."),
    # surnames after a title or a first name are people; a city; a word in lower case
    ("scores", "Dr Morse 75 Main St; Anne Wells 6 Elm Rd; DR NORTON 12; Glasgow 3; must 2."),
    # a scale needs its denominator or "score"; GRACE only with "score"; Esi is a name
    ("scores", "pain 7 days; VAS 6; GRACE 45 years; Esi 3 came; seen 10/15 at GCS."),
    # a bed or a room before a capital H, a laboratory flag, a date's or an identifier's end,
    # a number no clock shows, durations, a word that only begins like the hours word
    ("times", "Bed 250H; Bay 418 H. Nakamura; K+ 230 H; VERIFIED 2010 H; 12.05.2089 h."),
    ("times", "MRN 4-1230 hrs; 1990 hrs; 2475h; 12345h; 24 hrs; 2.5 hrs; 1230 hrsx; 0900 hz."),
    # surnames that are colours, and groups that open an organization's name, stay the
    # tagger's; so do words of colour that describe no person
    ("demographics", "Dr. White saw her; Mr. Black came; Hispanic Health Council; white "
     "blood cells; Caucasian Hospital; Dr. Brown, Spanish Harlem clinic."),
    # a unit named after a place or a person; a specialty's ward or unit; "or", ED and ER
    # (first names too); a word that only begins like a unit's
    ("generic_units", "Mercy ICU; OSPREY HDU; Saavedra Renal Clinic; Sunrise Nursing Home; "
     "golden years nursing home; Nephrology Ward; Surgical Unit; alert or oriented; Ed "
     "Smith; ER visit; ED; ICUs; PACUs; Oncology."),
])
def test_what_is_not_phi_negatives(name, text):
    assert list(_not_phi_finder(name)(text)) == []


@pytest.mark.parametrize("name, text, ids, labels, expected", [
    # the tagger took "' m" of "I'm 23" for a date (as in "'91"); its age stays
    ("contraction", "I'm 23 and live in Leeds", [0, 1, 2, 3, 0, 0, 0, 0],
     ["O", "B-DATE", "I-DATE", "B-AGE"], ["O", "O", "O", "B-AGE", "O", "O", "O", "O"]),
    # the tagger took "kg" of "23 kg" for the end of a date; the number stays its own
    ("units", "lifting over 23 kg on 12/03/2089", [0, 0, 1, 2, 0, 1, 2, 2, 2, 2],
     ["O", "B-DATE", "I-DATE"],
     ["O", "O", "B-DATE", "O", "O", "B-DATE", "I-DATE", "I-DATE", "I-DATE", "I-DATE"]),
    # the tagger took a time for a date and its hours word for a room; the nurse stays
    ("times", "Triage 12.05 hrs , RN : Mercy Boateng", [0, 1, 2, 2, 3, 0, 0, 0, 4, 5],
     ["O", "B-DATE", "I-DATE", "B-ROOM", "B-DOCTOR", "I-DOCTOR"],
     ["O"] * 8 + ["B-DOCTOR", "I-DOCTOR"]),
    # the tagger took "10 / 15" of a GCS for a date and "Cat 4" for a room; the name stays
    ("scores", "GCS 10 / 15 , Cat 4 Name : Bani Hani", [0, 1, 2, 2, 0, 0, 3, 0, 0, 4, 5],
     ["O", "B-DATE", "I-DATE", "B-ROOM", "B-PATIENT", "I-PATIENT"],
     ["O"] * 9 + ["B-PATIENT", "I-PATIENT"]),
    # the tagger ran the age on into the race; the age stays
    ("demographics", "a 67 - year - old African - American male",
     [0, 1, 2, 2, 2, 2, 2, 2, 2, 0], ["O", "B-AGE", "I-AGE"],
     ["O", "B-AGE", "I-AGE", "I-AGE", "I-AGE", "I-AGE", "O", "O", "O", "O"]),
    # the tagger took a unit for a DEPARTMENT and a hospital's name for a HOSPITAL: the
    # hospital stays
    ("generic_units", "to the Emergency Department at Mercy Hospital",
     [0, 0, 1, 2, 0, 3, 4], ["O", "B-DEPARTMENT", "I-DEPARTMENT", "B-HOSPITAL", "I-HOSPITAL"],
     ["O", "O", "O", "O", "O", "B-HOSPITAL", "I-HOSPITAL"]),
])
def test_what_is_not_phi_is_o_whatever_the_tagger_said(name, text, ids, labels, expected):
    tokens, starts, ends = split_tokens(text)
    found = recognize_window(build([tokens], [starts], [ends]), (name,))
    model = Entities.from_ids(np.array(ids), labels)
    assert unite(model, found.types, found.spans, np.array([0, len(tokens)])).labels() \
        == expected
    # the plain interface says None, not the union's marker
    assert recognize([tokens], [starts], [ends], name)[0] == [None] * len(tokens)


def test_mac_addresses_are_device_identifiers():
    text = ("Laptop MAC 00:1A:2B:3C:4D:5E, phone wifi 3c-22-fb-9a-01-7e, switch port "
            "3c22.fb9a.017e.")
    assert found(text, "mac") == [("00:1A:2B:3C:4D:5E", "DEVICE"),
                                  ("3c-22-fb-9a-01-7e", "DEVICE"), ("3c22.fb9a.017e", "DEVICE")]


@pytest.mark.parametrize("text", [
    "Seen at 14:32:10; fe80::1ff:fe23:4567:890a; build 2024.1130.0915.",
    "Seven groups 00:1A:2B:3C:4D:5E:6F; mixed 00:1A-2B:3C:4D:5E; dated 12-05-2024.",
])
def test_mac_negatives(text):
    assert found(text, "mac") == []


def test_vehicle_identification_numbers_by_their_form():
    text = "VIN 1HGCM82633A004352; the Golf WVWZZZ1JZXW000001 was towed."
    assert found(text, "vin") == [("1HGCM82633A004352", "VEHICLE"),
                                  ("WVWZZZ1JZXW000001", "VEHICLE")]


@pytest.mark.parametrize("text", [
    "Sixteen 1HGCM82633A00435, eighteen 1HGCM82633A0043521, with O 1HGCM82633AO04352.",
    "Digits 12345678901234567, letters ABCDEFGHJKLMNPRST, lower case 1hgcm82633a004352.",
])
def test_vin_negatives(text):
    assert found(text, "vin") == []


def test_social_security_numbers():
    assert found("SSN 625-83-9008; id 000-12-3456", "ssn") == [("625-83-9008", "SSN")]
    assert found("Phone 401-628-2552, date 2089-03-12, 299-56-47", "ssn") == []


def test_identifiers_after_a_cue_take_the_cue_type():
    text = ("MRN: 0075839087, Acct # A7836105, S/N: XWY599019M, plate 12 XDU 859, "
            "DEA AB1234563, Accession S06-60151, Specimen #05-S-97451, Insurance ID: "
            "PM29407618, ref #7274606, Patient ID: 12345678, unit no. 4567, Member ID "
            "998877, social security number 84020753084, VIN 1PWGC69LP08328864.")
    assert found(text, "id") == [
        ("0075839087", "MEDICALRECORD"), ("A7836105", "ACCOUNT"), ("XWY599019M", "DEVICE"),
        ("12 XDU 859", "VEHICLE"), ("AB1234563", "LICENSE"), ("S06-60151", "BIOID"),
        ("05-S-97451", "BIOID"), ("PM29407618", "HEALTHPLAN"), ("7274606", "IDNUM"),
        ("12345678", "MEDICALRECORD"), ("4567", "MEDICALRECORD"), ("998877", "HEALTHPLAN"),
        ("84020753084", "SSN"), ("1PWGC69LP08328864", "VEHICLE")]


@pytest.mark.parametrize("text", [
    "unit 4 bed 2; plates 12345; SNF 12345; sin 12345; problem #1 CHF; room #512.",
    "serial troponins; specimen 2; license plate 3.5 mm; ID consult; MRN unknown.",
    "Phone #: 555-1234 and tel #4567",
])
def test_identifier_negatives(text):
    assert found(text, "id") == []


def test_an_identifier_ends_after_a_long_first_group():
    # "0075839087 12 yo": the age is not part of the MRN
    assert found("MRN 0075839087 12 yo", "id") == [("0075839087", "MEDICALRECORD")]


def test_postal_codes():
    text = ("Boston, MA 02114. Dallas Texas 75001-1234. Toronto ON M5G 2C4. London SW1A 1AA. "
            "zip code LT-62200; postcode 6379-891.")
    assert [t for t, _ in found(text, "zip")] == ["02114", "75001-1234", "M5G 2C4", "SW1A 1AA",
                                                  "LT-62200", "6379-891"]
    assert found("T2N1M0 tumor; 02114 patients; CD4 500; B12 400.", "zip") == []
    # a New England ZIP+4 is a valid Irish or New Zealand number: a ZIP code all the same
    assert found("Boston, MA 02114-1234.", "default") == [
        ("Boston", "CITY"), ("MA", "STATE"), ("02114-1234", "ZIP")]


def test_ages():
    text = ("62M with CP. 85 y/o F. aged 85. a 62-year-old woman in her 60s; 3-month-old; "
            "45 yo M; 70 years of age; Age: 91; 30F; in their late seventies.")
    assert [t for t, _ in found(text, "age")] == ["62", "85", "85", "62", "60s", "3", "45", "70",
                                                  "91", "30", "seventies"]
    assert {t for _, t in found(text, "age")} == {"AGE"}


def test_ages_with_a_period_and_in_words():
    text = ("a 92 yrs. old man; 93 yr. old; 6 mos. old; 88 yrs. of age; a ninety-two-year-old "
            "woman; seventy two years old; NINETY-FOUR YEAR OLD; Eighty years of age; a "
            "twenty-one-year-old; three-week-old infant.")
    assert [t for t, _ in found(text, "age")] == [
        "92", "93", "6", "88", "ninety-two", "seventy two", "NINETY-FOUR", "Eighty",
        "twenty-one", "three"]
    assert {t for _, t in found(text, "age")} == {"AGE"}


def test_age_negatives():
    text = ("16F Foley, 14 Fr catheter, T 101 F, temp 99 F, 5 M HCl, for 20 years, "
            "gestational age 32, stage 3, page 12, 200 years old.")
    assert found(text, "age") == []
    # numbers in words that are durations or counts, or words that only end in one
    text = ("for twenty years; ninety days of treatment; two years ago; someone-year-old; "
            "ninety-two beds; one hundred years old.")
    assert found(text, "age") == []


def test_precedence_one_claim_per_character():
    # the MRN is not also a phone number, the date not also an age
    assert found("MRN 4016282552 seen 12/03/2089", "default") == [
        ("4016282552", "MEDICALRECORD"), ("12/03/2089", "DATE")]


def test_text_rebuilt_from_offsets_and_without():
    window = build([["Call", "555", "-", "0142", "."], None, ["DOB", "12", "/", "03"]],
                   [[0, 5, 8, 9, 13], None, None], [[4, 8, 9, 13, 14], None, None])
    assert window.text == "Call 555-0142." + SEPARATOR + SEPARATOR + "DOB 12/03"
    assert window.sentence_offsets.tolist() == [0, 5, 5, 9]
    assert window.tokens_of(5, 13) == (1, 4)  # "555-0142"
    assert window.tokens_of(6, 7) == (1, 2)  # inside a token: that token
    # offsets tell where the spaces were: "12 / 03 / 2089" is not written as a date
    tokens = ["on", "12", "/", "03", "/", "2089"]
    spaced = recognize([tokens], [[0, 3, 6, 8, 11, 13]], [[2, 5, 7, 10, 12, 17]])
    assert spaced == [[None] * 6]
    assert recognize([tokens], [[0, 3, 5, 6, 8, 9]], [[2, 5, 6, 8, 9, 13]]) == [
        [None] + ["DATE"] * 5]
    assert recognize([tokens]) == [[None] + ["DATE"] * 5]  # no offsets: joiners joined


def test_recognize_keeps_sentences_apart():
    # "MA" ends one sentence and "02114" begins the next: no ZIP across them
    assert recognize([["Boston", ",", "MA"], ["02114", "x"]]) == [[None] * 3, [None, None]]


def test_parse_names():
    assert parse_names("default") == DEFAULT == tuple(
        n for n in NAMES if n not in ("department", "organization"))
    assert parse_names("none") == parse_names("") == parse_names(None) == ()
    assert parse_names("age,date") == ("date", "age")  # the order of precedence
    with pytest.raises(ConfigError, match="unknown recognizer 'dates'; use 'none', 'default' "
                                          "or a comma-separated list of 'default' and: "
                                          "codes, contraction, units, scores, times, "
                                          "demographics, generic_units, email, url, ipaddr, "
                                          "mac, ssn, vin, username, id, date, phone, zip, "
                                          "age, street, "
                                          "place, room, department, organization, "
                                          "profession$"):
        parse_names("dates,phone")
    # "default" in a list: the default ones and those named (an opt-in one)
    assert parse_names("default,organization") == parse_names(
        [n for n in NAMES if n != "department"])
    assert parse_names("phone,default") == DEFAULT
    with pytest.raises(ConfigError, match="^--recognizers: 'none' stands alone, not in a list"):
        parse_names("none,phone")


# --- places and professions (deidkit.recognizers.places, .professions) ------------------

@pytest.mark.parametrize("text, expected", [
    ("Remained in room 420 on telemetry (room 707-1).", ["420", "707-1"]),
    ("LACROIX, KAYLA RM 10D. Moved to Bay 4, Bed 12A on 31/05/2087.", ["10D", "4", "12A"]),
    ("Rm. 11; Cubicle 448; bed #12; room no. 3B.", ["11", "448", "12", "3B"]),
    ("Room #: 304, Bed-3; moved to rm 22-B.", ["304", "3", "22-B"]),
])
def test_rooms_after_their_word(text, expected):
    assert found(text, "room") == [(v, "ROOM") for v in expected]


@pytest.mark.parametrize("text", [
    "O2 sat 95% on room air; bed rest; head of bed 30 degrees; HOB 30.",
    "POD 2 after the operation; bed 2 hours later; bedroom 3; 2 rooms; room 5 mg.",
    "bed-bound; room-temperature saline; out of bed 2-3 times a day.",
])
def test_room_negatives(text):
    assert found(text, "room") == []


@pytest.mark.parametrize("text, expected", [
    ("Seen at Vascular Clinic; moved to Banksia Ward, then Ward 2A and WARD 12.",
     ["Vascular Clinic", "Banksia Ward", "Ward 2A", "WARD 12"]),
    ("Renal Transplant Unit; Pain Management Service; Paediatric Outpatients.",
     ["Renal Transplant Unit", "Pain Management Service", "Paediatric Outpatients"]),
    ("TRANSFERRED FROM THE ORTHO CLINIC.", ["ORTHO CLINIC"]),
])
def test_named_units(text, expected):
    assert found(text, "department") == [(v, "DEPARTMENT") for v in expected]


@pytest.mark.parametrize("text", [
    "Seen in the Emergency Department, then the Intensive Care Unit; EMERGENCY DEPARTMENT.",
    "Brought to the General Hospital Emergency Department; Unit No: 4471; Per Ward's note.",
    "TRANSFERRED FROM THE STEP-DOWN UNIT; the clinic; Korea University Department of Law.",
])
def test_department_negatives(text):
    assert found(text, "department") == []


@pytest.mark.parametrize("text, expected", [
    ("He lives at 55 Fruit Street and 78 Schaefer Grove.", ["55 Fruit Street",
                                                            "78 Schaefer Grove"]),
    ("Address: 12 Oak Dr. Apt 4B, 900 N. Michigan Ave, 1 MAIN STREET.",
     ["12 Oak Dr. Apt 4B", "900 N. Michigan Ave", "1 MAIN STREET"]),
    ("Rue de la Paix 12, Paris; Hauptstraße 7; Calle Mayor 5.",
     ["Rue de la Paix 12", "Hauptstraße 7", "Calle Mayor 5"]),
    ("Lives at Via Roma 12, Milano; VIALE MONZA 3; OF VIA CAROLINA 69.",
     ["Via Roma 12", "VIALE MONZA 3", "VIA CAROLINA 69"]),
])
def test_streets(text, expected):
    assert found(text, "street") == [(v, "STREET") for v in expected]


@pytest.mark.parametrize("text", [
    "2 HEAD CT; 3 way catheter; 1 Tylenol Extra Strength; 16 French Foley; 5 Main.",
    "Walked 2 blocks; 10 Medical Center; 3 Lake views; 2 MM ST depression.",
    # "via" of care, in every case (bedside charting)
    "Started at 21:20 via PIV 18 g. BIPAP 18/10 70% VIA FFM AT 0740. Via NC 2 L.",
    "DUONEB GIVEN VIA HHN AT 08:20; STARTED AT 2050 VIA PIV 18 G.",
])
def test_street_negatives(text):
    assert found(text, "street") == []


def test_places_written_out_and_in_an_address_line():
    text = ("She moved from Ohio to New South Wales, then to Canada and Mexico. Lives in "
            "Springfield, IL 62701; moved to Austin, TX.")
    assert found(text, "place") == [
        ("Ohio", "STATE"), ("New South Wales", "STATE"), ("Canada", "COUNTRY"),
        ("Mexico", "COUNTRY"), ("Springfield", "CITY"), ("IL", "STATE"), ("Austin", "CITY"),
        ("TX", "STATE")]


def test_state_codes_of_australia_and_canada_before_their_postcodes():
    text = "Lives at 4 Rose St Parramatta NSW 2150; moved to Toronto, ON M5G 2C4."
    assert found(text, "place") == [("Parramatta", "CITY"), ("NSW", "STATE"),
                                    ("Toronto", "CITY"), ("ON", "STATE")]
    assert found(text, "zip") == [("2150", "ZIP"), ("M5G 2C4", "ZIP")]


@pytest.mark.parametrize("text", [
    "NYHA class II per the New York Heart Association; Texas catheter; Indiana pouch.",
    "NT 4 mm on the left; the SA node; ACT team seen in 2019; WA 60000; ON 2150.",
    "India ink stain; balsam of Peru; seen by Jane Smith, MD and John Doe, PA.",
    "Chad and Jordan visited; ohio in lower case; Turkey sandwich; Smith, OR today.",
    "NT 1000 mL; SA 1200 mg.",
])
def test_place_negatives(text):
    assert found(text, "place") == []
    assert [z for z in found(text, "zip") if len(z[0]) == 4] == []  # no Australian postcode


@pytest.mark.parametrize("text, expected", [
    ("She is a 63-year-old bookkeeper with Kaposi sarcoma.", ["bookkeeper"]),
    ("Works as a line cook at Benjamin Inc; a retired office manager.",
     ["line cook", "office manager"]),
    ("Occupation: retired high school teacher", ["high school teacher"]),
    ("Occupation: carpenter Employer: Lahti AB", ["carpenter"]),
    ("Occupation: cook Home address: 4 Elm St", ["cook"]),
    ("Occ: plumber. Works at Home Depot as a cashier.", ["plumber", "cashier"]),
    ("a cook by trade. Ex-photographer, asbestos exposure.", ["cook", "photographer"]),
    ("I work as a pharmacist so I can't; works shifts as a sales representative.",
     ["pharmacist", "sales representative"]),
    ("She is a nurse at Mercy. Her husband was a coal miner; I'm a teacher.",
     ["nurse", "coal miner", "teacher"]),
    ("Ali became a pilot, and he worked ten years as a truck driver.", ["pilot", "truck driver"]),
    ("Formerly a payroll officer with Maple Foods. A 68-year-old shift supervisor.",
     ["payroll officer", "shift supervisor"]),
    ("SUMMARY\nExperienced mortgage adviser with a track record in sales.",
     ["mortgage adviser"]),
    ("Work history\n2016 - present home health aide, Saoudi EURL\n'09 electrician, Kraft",
     ["home health aide", "electrician"]),
])
def test_professions_after_a_cue(text, expected):
    assert found(text, "profession") == [(v, "PROFESSION") for v in expected]


@pytest.mark.parametrize("text", [
    "former smoker, quit 2001; activity as tolerated; worked up as an outpatient.",
    "Occupation: none. Retired in 2005. The nurse gave meds; pharmacist reviewed.",
    "58 yo man with CHF; Social Work Assessment; 72 year old female.",
    "There is a nurse at the bedside. He is a poor historian. The plan is a nurse visit.",
    "Help such as a social worker was offered. Pt experienced nausea; an experienced nurse.",
    "In 2019 nurse Smith saw her; works from home. Occupation: home. Retired early.",
    "She was a smoker; it is a teacher's note; he is a 45 year old; as a precaution.",
    "The cream works well as long as she uses it; she worked as hard as she could.",
])
def test_profession_negatives(text):
    assert found(text, "profession") == []


# --- organizations (deidkit.recognizers.organizations) -----------------------------------

@pytest.mark.parametrize("text, expected", [
    ("Help can start from Senior Citizens Welfare Society within a week.",
     ["Senior Citizens Welfare Society"]),
    ("Forms for the Histadrut Construction Workers Union hardship fund.",
     ["Histadrut Construction Workers Union"]),
    ("Referred by: Department of Probation and Child Care Services. Supervision by Recife "
     "Penal Execution Office with monthly review.",
     ["Department of Probation and Child Care Services", "Recife Penal Execution Office"]),
    ("Minutes of the Tenants' Committee meeting; donations to Parents' Association.",
     ["Tenants' Committee", "Parents' Association"]),
    ("Paid by Employees' Trust Fund Board; Leeds Teaching Hospitals NHS Trust agreed.",
     ["Employees' Trust Fund Board", "Leeds Teaching Hospitals NHS Trust"]),
    # a credential of a signature joined to the next line is not part of the name
    ("Prof Tian MRCP Yun Heart Institute", ["Yun Heart Institute"]),
    ("Member of Bangladesh Garment Workers Federation since 2010.",
     ["Bangladesh Garment Workers Federation"]),
    # a form's key joined to its value is not part of the name, nor a place before "for"
    ("Rajshahi Employer Recife Port Services; a trip to Qatar for Recife Port Services",
     ["Recife Port Services", "Recife Port Services"]),
])
def test_organizations_by_their_head_word(text, expected):
    assert found(text, "organization") == [(v, "ORGANIZATION") for v in expected]


@pytest.mark.parametrize("text", [
    # bodies every hospital or town has; a head with no name before it
    "Referred to Social Services; seen by the Ethics Committee; Post Office closed.",
    "Imaging Services report attached. The Board met. Trust me, it works.",
    # a form's key, a person's office, a number after the head
    "Employer: Kaiser Inc Agency: Polyglot Staffing; Dr Cole's Office; Lahti Union #4.",
    "Midland Office No. 3 called; Bagmati Union (est. 1990); Zagros Society: closed.",
    # in capitals or lower case every word would be a name: not read there
    "MINUTES OF THE TENANTS' COMMITTEE. i think tenants' committee has free advice.",
    # "for" joins no name: "Qatar" is not part of "Recife Port Services"
    "a work trip to Qatar for the union; she called the office of Dr Smith.",
])
def test_organization_negatives(text):
    assert found(text, "organization") == []


# --- user names (deidkit.recognizers.usernames) ------------------------------------------

@pytest.mark.parametrize("text, expected", [
    ("Username: jsmith4 logged on; user ID = KOW22; UserID:ab.c", ["jsmith4", "KOW22", "ab.c"]),
    ("Logged in as m.okafor at 10:42, then signed in as RN_TKO", ["m.okafor", "RN_TKO"]),
    ("login: mbrown. User: ab12. Handle: @jdoe_77. screen name cool-cat99",
     ["mbrown", "ab12", "jdoe_77", "cool-cat99"]),
    ("USER ID: 55321X; USERNAME PTAK.W; my username is ocal_22", ["55321X", "PTAK.W", "ocal_22"]),
])
def test_usernames_after_a_cue(text, expected):
    assert found(text, "username") == [(v, "USERNAME") for v in expected]


@pytest.mark.parametrize("text", [
    "IV drug user since 2001; former drug user: yes; login failed twice; handle with care.",
    "User name unknown. Username: required. Login ID: n/a. The user manual; user-friendly.",
    "user ID: 55321; user 12345; superuser: root; e-mail user@example.org; login page.",
])
def test_username_negatives(text):
    assert found(text, "username") == []


def test_a_user_id_is_a_user_name_not_an_identifier():
    assert found("User ID: KOW22", "default") == [("KOW22", "USERNAME")]
    assert found("Patient ID: KOW22", "default") == [("KOW22", "MEDICALRECORD")]
