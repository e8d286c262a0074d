"""Finding professions (TYPE ``PROFESSION``): a person's occupation, where a cue announces
one. The i2b2 2014 guidelines tag the occupation of the patient and of their relatives
("works as a [[bookkeeper]]", "retired [[office manager]]"); an occupation named as a
role in the care ("the nurse", "pharmacist reviewed") is not PHI, so a job word alone is
never enough.

Cues, and what must follow them:

* strong cues take any noun phrase of one to three words: "works as (a)", "worked as",
  "working as", "employed as", "job as", "career as", "trained as", "by trade", "by
  profession" (after the phrase), and the key of a form, "Occupation:", "Profession:",
  "Job title:", "Employment:";
* weak cues take a phrase only when its last word is a job word (Faker's job titles, and
  the trades and services they lack): "retired", "ex-", "former", an age ("a 63-year-old
  bookkeeper", "58 yo retired teacher").

A phrase stops at a function word, a digit or punctuation. Not professions: "former
smoker", "works as tolerated", "occupation: none", "retired in 2005".
"""

from __future__ import annotations

import functools
import re
from typing import Iterator, NamedTuple

from deidkit.recognizers.patterns import SP, starts_of, word_start, words

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
    "emt", "lpn", "rn", "tech",
)
_STOP = frozenset(
    "a an the at for in on of to from with and or but who which that since until as by "
    "is was are were has had have he she they his her their him them it its this there "
    "here now then so because while when where after before during due about over into "
    "part full time shifts shift home currently still also previously no not none n/a na "
    "unknown unemployed disabled denies yes tolerated needed directed usual above below "
    "outpatient inpatient outpatients well such possible up out off".split())
_WORD = r"[A-Za-z][A-Za-z'’-]*"
_PHRASE = rf"({_WORD}(?:{SP}+{_WORD}){{0,3}})"
_STRONG_VERBS = ("works", "work", "worked", "working", "employed", "job", "career",
                 "trained", "training", "employment")
_STRONG_KEYS = ("occupation", "profession", "job title", "employment", "job", "works as")
#: Tried only where a cue word begins (``patterns.starts_of``): a regex that began with
#: the alternation of every cue would be tried at every character.
_STRONG = re.compile(
    rf"(?:{words(_STRONG_VERBS)}(?:{SP}+{_WORD}){{0,2}}?{SP}+{words(['as'])}\b"
    rf"|{words(_STRONG_KEYS)}{SP}*(?:[:=|]|\.{{2,}}|-{{1,2}}){SP}*)"
    rf"(?:{SP}*{words(['a', 'an', 'the'])}\b)?{SP}*" + _PHRASE)
_STRONG_FIRST = frozenset(w.split()[0] for w in _STRONG_VERBS + _STRONG_KEYS)
_BY_TRADE = re.compile(rf"by{SP}+(?:trade|profession|occupation)\b", re.IGNORECASE)
_PHRASE_BEFORE = re.compile(rf"{_PHRASE}{SP}+$")
_WEAK_CUE = re.compile(rf"(?:{words(['retired', 'former'])}{SP}+|{words(['ex'])}-)" + _PHRASE)
_WEAK_FIRST = frozenset({"retired", "former", "ex"})
_AFTER_AGE = ("retired", "former", "unemployed", "male", "female", "man", "woman")
_AGE_CUE = re.compile(
    rf"\d{{1,3}}{SP}*-?{SP}*(?:year-old|year old|yr old|yo|y/o|y\.o\.)"
    rf"(?:{SP}+{words(_AFTER_AGE)})?{SP}+" + _PHRASE)


@functools.lru_cache(maxsize=1)
def job_words() -> frozenset:
    """Last words of job titles (lower case): Faker's en_US titles and :data:`TRADES`."""
    from faker.providers.job.en_US import Provider

    heads = set()
    for title in Provider.jobs:
        words_ = re.findall(r"[A-Za-z]+", title.split(",")[0])
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


def _profession(tokens, need_job_word: bool) -> tuple[int, int] | None:
    """The profession at the head of ``tokens`` (a phrase after a cue): up to the first
    stop word, leading "retired" left out; with ``need_job_word``, up to its last job
    word. None: no profession there."""
    while tokens and tokens[0].lower in _LEADING:
        tokens = tokens[1:]
    kept: list[_Word] = []
    for word in tokens:
        # a window joins the lines of a form: "Occupation: cook Employer: ..." ends at the
        # next key (a word before ":", or a capitalized word after a lower-case one)
        if word.lower in _STOP or word.is_key or (
                kept and kept[-1].lower == kept[-1].written and word.lower != word.written):
            break
        kept.append(word)
    if need_job_word:
        jobs = job_words()
        while kept and kept[-1].lower not in jobs and kept[-1].lower.rstrip("s") not in jobs:
            kept.pop()
    return (kept[0].start, kept[-1].end) if kept else None


def find_professions(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, "PROFESSION")`` of the occupations that a cue announces."""
    matches = [(m, False) for m in _matches_at(text, _STRONG, _STRONG_FIRST)]
    matches += [(m, True) for m in _matches_at(text, _WEAK_CUE, _WEAK_FIRST)]
    matches += [(m, True) for m in _AGE_CUE.finditer(text)]
    for m, need_job_word in matches:
        found = _profession(_tokens(text, m.start(1), m.end(1)), need_job_word)
        if found:
            yield found[0], found[1], "PROFESSION"
    for by in _starts(text, ("by",)):
        m = _BY_TRADE.match(text, by) and _PHRASE_BEFORE.search(text, max(0, by - 64), by)
        if not m:
            continue
        tokens = _tokens(text, m.start(1), m.end(1))
        stops = [k for k, word in enumerate(tokens) if word.lower in _STOP]
        tokens = tokens[stops[-1] + 1:] if stops else tokens
        found = _profession(tokens, need_job_word=False)
        if found:
            yield found[0], found[1], "PROFESSION"


def _starts(text: str, vocabulary) -> list[int]:
    return [pos for pos in starts_of(text, vocabulary) if word_start(text, pos)]


def _matches_at(text: str, pattern: re.Pattern, first_words) -> Iterator[re.Match]:
    """``pattern``'s matches where one of ``first_words`` begins a word."""
    for pos in _starts(text, first_words):
        m = pattern.match(text, pos)
        if m:
            yield m
