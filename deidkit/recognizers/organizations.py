"""Finding organizations named by their head word (TYPE ``ORGANIZATION``): capitalized name
words before a word that says what kind of body it is, "Senior Citizens Welfare Society",
"Histadrut Construction Workers Union", "Recife Penal Execution Office", "Tenants'
Committee", "Department of Probation and Child Care Services". A tagger learns names that
look like names (a surname and "Ltd") and misses those made of ordinary words; the head
word gives them away.

* the head, capitalized (not in capitals: in a note typed in capitals every word would be
  a name): Association, Committee, Society, Union, Federation, Council, Agency, Authority,
  Board, Commission, Trust, Foundation, Institute, Ministry, Bureau, Office, Services,
  League, Alliance, Cooperative, Fund, Charity (and their plurals);
* before it, one to six name words: capitalized, or in capitals (up to six letters: "NHS
  Trust"), or a plural possessive ("Parents' Association"), with "of", "and" and "&"
  between two of them; read back from the head to a function word, a title, a
  sentence's start or punctuation;
* not a form's key ("Agency:", "Office No.", "Union #"), nor a person's ("Dr Cole's
  Office"), nor a body every hospital or town has ("Social Services", "Post Office",
  "Ethics Committee", "Medical Board": the whole name is a generic one).
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, starts_of, word_start

_HEADS = ("association", "associations", "committee", "committees", "society", "societies",
          "union", "unions", "federation", "council", "agency", "authority", "board",
          "commission", "trust", "foundation", "institute", "ministry", "bureau", "office",
          "services", "league", "alliance", "cooperative", "co-operative", "fund", "charity")
_HEAD = re.compile(r"[A-Z][a-z]+(?:-[a-z]+)?\b")
#: A word of the name: capitalized, an upper-case acronym, or a plural possessive.
_NAME = re.compile(r"(?:[A-Z][a-z]+(?:-[A-Za-z][a-z]+)*|[A-Z]{2,6}|[A-Z][a-z]*s['’])$")
_JOINS = frozenset({"of", "and", "&"})
#: Words that end a name read backwards from its head (and may not begin one).
_NOT_IN_NAME = frozenset(
    "the a an to in into from at of for by with via on per and or our your his her their "
    "this that my its dr prof mr mrs ms miss sr dear hi hello please see contact called "
    "new old local same member members chair chairman chairwoman chairperson president "
    "secretary treasurer director manager officer representative volunteer staff "
    # a form's keys, where a window joined its lines ("Employer Recife Port Services")
    "employer insurer workplace organisation organization name referrer".split())
#: After the head: a form's key, a number, a person's.
_NOT_AFTER = re.compile(rf"{SP}*(?::|#|\(|no\b\.?|number\b|nbr\b)|['’]s\b", re.IGNORECASE)
#: Bodies every hospital, town or country has: the name says nothing of anyone.
_GENERIC = frozenset(name.lower() for name in (
    "Social", "Medical", "Health", "Patient", "Patients", "Customer", "Emergency",
    "Emergency Medical", "Home", "Post", "Front", "Back", "Head", "Main", "Box", "Ticket",
    "Registry", "Records", "Business", "Admissions", "Billing", "Finance", "Legal",
    "Security", "Support", "Information", "Public Health", "Child Protective",
    "Adult Protective", "Protective", "Community", "Care", "Nursing", "Home Care",
    "Home Health", "Ethics", "Review", "Institutional Review", "Medical Review", "Research",
    "Research Ethics", "Editorial", "School", "Student", "Students", "Admission", "Press",
    "Tourist", "Tourism", "Travel", "Booking", "Sales", "Dental", "Doctor", "Doctors",
    "GP", "Nurses", "Clinic", "Hospital", "Ward", "Department", "Environmental",
    "Transport", "Patient Transport", "Interpreter", "Interpreting", "Pastoral", "Chaplaincy",
    "Discharge", "Regional", "National", "Local", "Central", "General", "Executive",
    "Advisory", "Steering", "Planning", "Management", "Quality", "Safety", "Safeguarding",
    "Welfare", "Benefits", "Housing", "Council", "Town", "City", "County", "State",
    "Federal", "Government", "Parish", "District", "Tax", "Revenue", "Immigration",
    "Passport", "Probation", "Police", "Fire", "Ambulance", "Rescue", "Court", "Medicines",
    "Drug", "Blood", "Organ", "Cancer", "Heart", "Lung", "Kidney", "Diabetes", "Stroke",
    "Alzheimer's", "Red Cross", "Utilization Review", "Credentials", "Credentialing",
    "Pharmacy", "Pharmacy and Therapeutics", "Infection Control", "Tumor", "Tumour",
    "Transplant", "Mortality", "Morbidity and Mortality", "Human Resources", "HR", "IT",
    "NHS", "EU", "UN", "US", "UK", "Royal", "Foreign", "Home and Foreign", "Cabinet",
    "Medical Examiner's", "Coroner's", "Examiner's",
    # a hospital's clinical services
    "Imaging", "Radiology", "Laboratory", "Lab", "Pathology", "Rehabilitation", "Therapy",
    "Physiotherapy", "Occupational Therapy", "Nutrition", "Dietetic", "Dietetics",
    "Surgical", "Anaesthetic", "Anesthesia", "Mental Health", "Palliative Care", "Hospice",
    "Respiratory", "Cardiology", "Oncology", "Pediatric", "Paediatric", "Maternity",
    "Diagnostic", "Diagnostics", "Clinical", "Support Services"))


def find_organizations(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "ORGANIZATION")``: named organizations, with their head word."""
    for pos in starts_of(text, _HEADS):
        head = _HEAD.match(text, pos)
        if not head or not word_start(text, pos) or _NOT_AFTER.match(text, head.end()):
            continue
        start = _name_start(text, pos)
        if start is None:
            continue
        name = " ".join(text[start:pos].split())
        if name.lower() in _GENERIC:
            continue
        yield start, head.end(), "ORGANIZATION"


def _name_start(text: str, head: int) -> int | None:
    """Where the name before the head at ``head`` begins (None: no name word there).
    Read back word by word over horizontal space; a joining word counts only between two
    name words."""
    offset = max(0, head - 120)
    before = text[offset:head]
    if not re.search(rf"\S{SP}+$", before):  # the name ends a space before the head
        return None
    words = [(m.start(), m.group()) for m in re.finditer(r"\S+", before)]
    start = None
    names = 0
    k = len(words) - 1
    while k >= 0 and names < 6:
        word = words[k][1]
        if word.lower() in _NOT_IN_NAME and word.lower() not in _JOINS:
            break
        if word.lower() in _JOINS:
            # only between two name words: "Department of Probation", not "of Probation"
            if k == 0 or not _is_name(words[k - 1][1]) or start is None:
                break
            k -= 1
            continue
        if not _is_name(word):
            break
        start = offset + words[k][0]
        names += 1
        k -= 1
    # a credential before a name ("Tian MRCP Yun Heart Institute": a signature's line
    # joined to the next) is not part of it: the name begins after the last word in
    # capitals that a capitalized word follows
    if start is None:
        return None
    inside = [(at, w) for at, w in words if offset + at >= start]
    for (_, word), (at, after) in zip(inside, inside[1:]):
        if word.isupper() and not after.isupper() and after.lower() not in _JOINS:
            start = offset + at
    return start


def _is_name(word: str) -> bool:
    return bool(_NAME.match(word)) and word.lower() not in _NOT_IN_NAME
