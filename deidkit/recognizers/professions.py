"""Finding professions (TYPE ``PROFESSION``): a person's occupation, where a cue announces
one. The i2b2 2014 guidelines tag the occupation of the patient and of their relatives
("works as a [[bookkeeper]]", "retired [[office manager]]"); an occupation named as a
role in the care ("the nurse", "pharmacist reviewed") is not PHI, so a job word alone is
never enough.

Cues, and what must follow them:

* strong cues take any noun phrase of one to three words: "works as (a)", "worked as",
  "working as", "employed as", "job as", "career as", "trained as" (up to four words
  between: "works at Home Depot as a cashier"), "by trade", "by profession" (after the
  phrase), and the key of a form, "Occupation:", "Occ:", "Profession:", "Job title:",
  "Employment:"; not a comparison ("works well as long as", "worked as hard as");
* weak cues take a phrase only when its last word is a job word (Faker's job titles, and
  the trades and services they lack): "retired", "ex-", "former", an age ("a 63-year-old
  bookkeeper", "58 yo retired teacher");
* predicative cues take a phrase only when it *ends* in a job word (the phrase is not
  cut back to one, so "a nurse visit" is not "a nurse"): a person is or was one ("she is
  a nurse", "her husband was a miner", "I'm a teacher", "Ali became a pilot"), works or
  serves as one ("as a truck driver", not "such as a nurse"), "formerly a", and the
  opening of a CV's summary ("Experienced payroll officer with ...");
* a year or span of years before a phrase ending in a job word and a comma, the line of a
  CV's work history ("2016 - present mortgage adviser, Kingfisher Airways").

A phrase stops at a function word, a digit or punctuation. Not professions: "former
smoker", "works as tolerated", "occupation: none", "retired in 2005", "there is a nurse
at the bedside", "he is a poor historian", "the plan is a nurse visit".
"""

from __future__ import annotations

import functools
import re
from typing import Iterator, NamedTuple

from deidkit.recognizers.patterns import SP, starts_of, word_list, word_start, words

#: Trades and services that Faker's job titles (graduate professions) lack.
TRADES = (
    "baker", "barber", "bartender", "bookkeeper", "bricklayer", "builder", "butcher",
    "caretaker", "carpenter", "cashier", "chef", "cleaner", "cook", "courier", "custodian",
    "decorator", "dishwasher", "driver", "electrician", "farmer", "fisherman", "foreman",
    "gardener", "groundskeeper", "hairdresser", "handyman", "homemaker", "housekeeper",
    "housewife", "janitor", "labourer", "laborer", "landscaper", "locksmith", "machinist",
    "mail carrier", "mechanic", "miner", "nanny", "painter", "plasterer", "plumber",
    "porter", "postman", "receptionist", "roofer", "salesman", "saleswoman", "seamstress",
    "security guard", "shopkeeper", "soldier", "steelworker", "student", "tailor",
    "teller", "trucker", "waiter", "waitress", "welder", "veteran", "police officer",
    "policeman", "firefighter", "pastor", "priest", "minister", "rabbi", "clerk",
    "attendant", "guard", "officer", "worker", "sailor", "nurse", "physician", "lawyer",
    "teacher", "professor", "engineer", "accountant", "manager", "secretary", "assistant",
    "technician", "therapist", "pharmacist", "dentist", "paramedic", "printer", "surveyor",
    "agent", "analyst", "consultant", "programmer", "developer", "designer", "artist",
    "writer", "journalist", "musician", "photographer", "pilot", "architect", "scientist",
    "librarian", "administrator", "representative", "executive", "director", "owner",
    "entrepreneur", "contractor", "operator", "inspector", "dispatcher", "aide", "cna",
    "emt", "lpn", "rn", "tech", "supervisor", "installer", "constable", "mason", "weaver",
    "dyer", "packer", "conductor", "watchman", "jeweller", "jeweler", "fishmonger", "tester",
    "stylist", "schoolteacher", "maid", "vendor", "hawker", "potter", "cobbler", "carer",
    "caregiver", "babysitter", "fitter", "glazier", "joiner", "upholsterer", "chauffeur",
    "logger", "rancher", "tiler", "storekeeper", "orderly", "medic", "midwife", "rider",
)
_STOP = frozenset(
    "a an the at for in on of to from with and or but who which that since until as by "
    "is was are were has had have he she they his her their him them it its this there "
    "here now then so because while when where after before during due about over into "
    "part full time shifts home currently still also previously no not none n/a na "
    "unknown unemployed disabled denies yes tolerated needed directed usual above below "
    "outpatient inpatient outpatients well such possible up out off".split())
_WORD = r"[A-Za-z][A-Za-z'’-]*"
_PHRASE = rf"({_WORD}(?:{SP}+{_WORD}){{0,3}})"
_STRONG_VERBS = ("works", "work", "worked", "working", "employed", "job", "career",
                 "trained", "training", "employment")
_STRONG_KEYS = ("occupation", "occ", "occup", "profession", "job title", "employment", "job",
                "works as")
#: Tried only where a cue word begins (``patterns.starts_of``): a regex that began with
#: the alternation of every cue would be tried at every character.
_STRONG = re.compile(
    rf"(?:{words(_STRONG_VERBS)}(?:{SP}+{_WORD}){{0,4}}?{SP}+{words(['as'])}\b"
    rf"|{words(_STRONG_KEYS)}{SP}*(?:[:=|]|\.{{2,}}|-{{1,2}}){SP}*)"
    rf"(?:{SP}*{words(['a', 'an', 'the'])}\b)?{SP}*" + _PHRASE)
_STRONG_FIRST = frozenset(w.split()[0] for w in _STRONG_VERBS + _STRONG_KEYS)
#: "works well as long as", "worked as hard as": a comparison, not a job.
_COMPARISON = re.compile(rf"{SP}+{words(['as'])}\b")
_BY_TRADE = re.compile(rf"by{SP}+(?:trade|profession|occupation)\b", re.IGNORECASE)
_PHRASE_BEFORE = re.compile(rf"{_PHRASE}{SP}+$")
_WEAK_CUE = re.compile(rf"(?:{words(['retired', 'former'])}{SP}+|{words(['ex'])}-)" + _PHRASE)
_WEAK_FIRST = frozenset({"retired", "former", "ex"})
_ARTICLE = rf"{SP}+{words(['a', 'an'])}{SP}+"
#: "is a", "was once a", "became a"; the subject before is checked in Python.
_COPULA = re.compile(
    rf"{words(['is', 'was', 'am', 'became', 'becomes'])}"
    rf"(?:{SP}+{words(['now', 'once', 'also', 'still', 'currently', 'then'])})?{_ARTICLE}"
    + _PHRASE)
_COPULA_FIRST = frozenset({"is", "was", "am", "became", "becomes"})
_IM = re.compile(rf"[Ii]['’]m{_ARTICLE}" + _PHRASE)
_AS_A = re.compile(rf"{words(['as'])}{_ARTICLE}" + _PHRASE)
_FORMERLY = re.compile(rf"{words(['formerly'])}(?:{_ARTICLE}|{SP}+)" + _PHRASE)
#: The opening of a CV's summary; capitalized only ("the patient experienced nausea").
_EXPERIENCED = re.compile(rf"(?:Experienced|EXPERIENCED){SP}+" + _PHRASE)
#: Who can be said to be a profession: a person, a relative, or a capitalized name.
_SUBJECTS = frozenset(
    "he she i we they you who husband wife son daughter mother father mom mum dad brother "
    "sister partner spouse boyfriend girlfriend fiance fiancee fiancé fiancée uncle aunt "
    "grandmother grandfather grandson granddaughter patient pt client resident child "
    "friend neighbour neighbor cousin niece nephew".split())
_NOT_SUBJECTS = frozenset(
    "this there it that what here which where plan goal impression assessment diagnosis "
    "history one each".split())
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[^\S\n]+$")
#: A CV's line of work history: a year, or a span of years, then the job and a comma.
_CV_YEAR = re.compile(
    rf"(?:(?:19|20)\d\d|['’]\d\d)(?![\d/.:-]\d)"
    rf"(?:{SP}*[-–]{SP}*(?:{words(['present', 'now', 'current', 'date'])}|(?:19|20)\d\d))?"
    rf"{SP}+" + _PHRASE)
_AFTER_AGE = ("retired", "former", "unemployed", "male", "female", "man", "woman")
_AGE_CUE = re.compile(
    rf"\d{{1,3}}{SP}*-?{SP}*(?:year-old|year old|yr old|yo|y/o|y\.o\.)"
    rf"(?:{SP}+{words(_AFTER_AGE)})?{SP}+" + _PHRASE)


@functools.lru_cache(maxsize=1)
def job_words() -> frozenset:
    """Last words of job titles (lower case): Faker's en_US titles (data/job_titles.txt)
    and :data:`TRADES`."""
    heads = set()
    for title in word_list("job_titles.txt"):
        # "Research scientist (maths)", "Lecturer, further education": the head is before
        words_ = re.findall(r"[A-Za-z]+", re.sub(r"\(.*?\)", "", title.split(",")[0]))
        if words_:
            heads.add(words_[-1].lower())
    heads |= {t.split()[-1] for t in TRADES}
    return frozenset(heads - {"person", "staff", "sub", "boy", "make", "land", "copy",
                              "emeritus", "associate", "professional", "specialist"})


_TOKEN = re.compile(_WORD)
#: Words before a profession that are not part of it ("Occupation: retired teacher").
_LEADING = frozenset({"retired", "former", "ex", "semi-retired", "trainee", "qualified"})


class _Word(NamedTuple):
    start: int
    end: int
    lower: str
    written: str
    is_key: bool  # a ":" follows: the next key of a form


def _tokens(text: str, start: int, end: int) -> list[_Word]:
    """The words of ``text[start:end]``."""
    return [_Word(m.start(), m.end(), m.group().lower(), m.group(),
                  text[m.end():m.end() + 2].lstrip(" ")[:1] == ":")
            for m in _TOKEN.finditer(text, start, end)]


#: What a cue's phrase must end in: anything (strong cues), a job word once cut back to
#: its last one (weak cues), or a job word as it stands (predicative cues).
ANY, TRIM, LAST = "any", "trim", "last"


def _is_job(word: _Word) -> bool:
    jobs = job_words()
    return word.lower in jobs or word.lower.rstrip("s") in jobs


def _home_job(tokens, k: int) -> bool:
    """Whether ``tokens[k]`` is the "home" of "home health aide" or "home care worker" (else
    "home" ends a phrase: "works from home", "Occupation: cook Home address: ...")."""
    return (tokens[k].lower == "home" and k + 1 < len(tokens)
            and tokens[k + 1].lower in ("health", "care"))


def _profession(tokens, need: str) -> tuple[int, int] | None:
    """The profession at the head of ``tokens`` (a phrase after a cue): up to the first
    stop word, leading "retired" left out, and ending as ``need`` says (:data:`ANY`,
    :data:`TRIM`, :data:`LAST`). None: no profession there."""
    while tokens and tokens[0].lower in _LEADING:
        tokens = tokens[1:]
    kept: list[_Word] = []
    for k, word in enumerate(tokens):
        # a window joins the lines of a form: "Occupation: cook Employer: ..." ends at the
        # next key (a word before ":", or a capitalized word after a lower-case one)
        if (word.lower in _STOP and not _home_job(tokens, k)) or word.is_key or (
                kept and kept[-1].lower == kept[-1].written and word.lower != word.written):
            break
        kept.append(word)
    if need == TRIM:
        while kept and not _is_job(kept[-1]):
            kept.pop()
    elif need == LAST and kept and not _is_job(kept[-1]):
        return None
    return (kept[0].start, kept[-1].end) if kept else None


def find_professions(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "PROFESSION")`` of the occupations that a cue announces."""
    matches = [(m, ANY) for m in _matches_at(text, _STRONG, _STRONG_FIRST)]
    matches += [(m, TRIM) for m in _matches_at(text, _WEAK_CUE, _WEAK_FIRST)]
    matches += [(m, TRIM) for m in _AGE_CUE.finditer(text)]
    matches += [(m, LAST) for m in _matches_at(text, _COPULA, _COPULA_FIRST)
                if _subject_before(text, m.start())]
    matches += [(m, LAST) for m in _matches_at(text, _IM, ("i",))]
    matches += [(m, LAST) for m in _matches_at(text, _AS_A, ("as",))
                if not text[max(0, m.start() - 5):m.start()].lower().rstrip().endswith("such")]
    matches += [(m, LAST) for m in _matches_at(text, _FORMERLY, ("formerly",))]
    matches += [(m, LAST) for m in _matches_at(text, _EXPERIENCED, ("experienced",))]
    seen = set()
    for m, need in matches:
        found = _profession(_tokens(text, m.start(1), m.end(1)), need)
        if found and _COMPARISON.match(text, found[1]):
            continue
        if found and found not in seen:
            seen.add(found)
            yield found[0], found[1], "PROFESSION"
    for m in _CV_YEAR.finditer(text):
        if not word_start(text, m.start()):
            continue
        found = _profession(_tokens(text, m.start(1), m.end(1)), LAST)
        if found and found not in seen and text[found[1]:found[1] + 3].lstrip(" ")[:1] == ",":
            seen.add(found)
            yield found[0], found[1], "PROFESSION"
    for by in _starts(text, ("by",)):
        m = _BY_TRADE.match(text, by) and _PHRASE_BEFORE.search(text, max(0, by - 64), by)
        if not m:
            continue
        tokens = _tokens(text, m.start(1), m.end(1))
        stops = [k for k, word in enumerate(tokens) if word.lower in _STOP]
        tokens = tokens[stops[-1] + 1:] if stops else tokens
        found = _profession(tokens, ANY)
        if found:
            yield found[0], found[1], "PROFESSION"


def _subject_before(text: str, pos: int) -> bool:
    """Whether the word before ``pos`` can be a person said to be a profession: a pronoun,
    a relative, "patient", or a capitalized word that is not "This" or "There"."""
    m = _WORD_BEFORE.search(text, max(0, pos - 40), pos)
    if not m:
        return False
    word = m.group(1)
    lower = word.lower()
    if lower in _SUBJECTS:
        return True
    return word[:1].isupper() and lower not in _NOT_SUBJECTS and lower not in _STOP


def _starts(text: str, vocabulary) -> list[int]:
    return [pos for pos in starts_of(text, vocabulary) if word_start(text, pos)]


def _matches_at(text: str, pattern: re.Pattern, first_words) -> Iterator[re.Match]:
    """``pattern``'s matches where one of ``first_words`` begins a word."""
    for pos in _starts(text, first_words):
        m = pattern.match(text, pos)
        if m:
            yield m
