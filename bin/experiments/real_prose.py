"""Real clinical prose for training: MTSamples with silver PHI labels and surrogates.

    bin/experiment real-prose --corpus mtsamples.jsonl --out out/real-prose

The MTSamples transcriptions (``--corpus``: one JSON object a line, ``id`` and ``text``) that
are not in the hand-annotated development sample (``examples/mtsamples-dev``) become
training data that teaches a tagger what real clinical prose is *not*: eponyms,
instruments, brands, anatomy, abbreviations. Their few PHI are labelled by rules written
from the annotation guidelines (docs/annotation-guidelines.md), the ones the development
sample's PHI follow: ages ("23-year-old", "age 62"), dates (deidkit's ``date``
recognizer), names after a title ("Dr. X", "Dr. Jones": DOCTOR; "Mrs. X": PATIENT), and
placeholder or named
hospitals ("ABCD General Hospital"). Each placeholder name ("X", "XYZ", "ABC") is then
replaced by a surrogate of its slot (a surname, a hospital's name; drawn with ``--seed``),
so that a model learns the slot, not the letters.

Writes ``silver.jsonl`` (doccano JSONL, ``deidkit tokenize`` reads it) and ``check.json``:
the rules run on the development sample against its gold, token by token (binary PHI),
which says how far the silver labels can be trusted.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEV = REPO / "examples" / "mtsamples-dev" / "annotated.jsonl"

#: A title and the name after it: capitalised words or a placeholder letter.
NAME = r"(?:[A-Z][A-Za-z\-]*)(?:\s+(?:[A-Z]\.\s+)?[A-Z][A-Za-z\-]+)?"
DOCTOR = re.compile(r"\b(?:Dr|Drs|Doctor)\.?\s+(" + NAME + ")")
#: Mr., Mrs., Ms.: a private person, the patient or a relative
PATIENT = re.compile(r"\b(?:Mr|Mrs|Ms|Miss)\.?\s+(" + NAME + ")")
AGE = re.compile(r"\b(\d{1,3}(?:-\d/\d)?)(?=(?:-| )(?:year|yr|month|week|day)s?(?:-| )old\b)"
                 r"|\b(?:age|aged)\b:?\s+(\d{1,3})\b", re.IGNORECASE)
HOSPITAL = re.compile(r"\b((?:[A-Z]{2,5}|[A-Z][a-z]+(?:'s)?)(?:\s+(?:[A-Z][a-z]+|[A-Z]{2,5}))?"
                      r"\s+(?:Hospital|Medical Center|Medical Centre|Clinic|Surgery Center))\b")
#: Placeholder names in the transcriptions (not PHI of anyone: a surrogate takes the slot).
PLACEHOLDER = re.compile(r"^(?:[A-Z]|XYZ|ABC|ABCD|XXX|XX|YYY)$")
#: Generic words that head a "hospital" match without naming one.
GENERIC = {"The", "This", "Our", "General", "Same", "Day", "Surgery", "Outpatient",
           "Pediatric", "Hospital", "Medical", "Emergency", "Memorial"}
NOT_NAMES = {"The", "He", "She", "His", "Her", "We", "I", "On", "In", "At", "And", "Patient"}


def silver_spans(text: str) -> list[tuple[int, int, str]]:
    """The rules' PHI spans of one document, (start, end, TYPE), not overlapping."""
    from deidkit.recognizers import REGISTRY

    find = {r.name: r.load() for r in REGISTRY if r.name in ("date", "times", "scores")}
    spans = []
    for pattern, type_ in ((DOCTOR, "DOCTOR"), (PATIENT, "PATIENT")):
        for m in pattern.finditer(text):
            if m.group(1).split()[0] in NOT_NAMES:
                continue
            spans.append((m.start(1), m.end(1), type_))
    for m in AGE.finditer(text):
        g = 1 if m.group(1) else 2
        spans.append((m.start(g), m.end(g), "AGE"))
    for m in HOSPITAL.finditer(text):
        if m.group(1).split()[0] in GENERIC:
            continue
        spans.append((m.start(1), m.end(1), "HOSPITAL"))
    not_dates = [(s, e) for name in ("times", "scores") for s, e, _ in find[name](text)]
    for s, e, t in find["date"](text):
        if not any(s < e2 and s2 < e for s2, e2 in not_dates):
            spans.append((s, e, "DATE"))
    spans.sort(key=lambda x: (x[0], -x[1]))
    out, end = [], -1
    for s, e, t in spans:
        if s >= end:
            out.append((s, e, t))
            end = e
    return out


def with_surrogates(text: str, spans, rng: random.Random, surnames, hospitals):
    """The text with each placeholder name replaced by a surrogate of its slot (the same
    placeholder the same surrogate within a document), and the spans moved with it."""
    chosen: dict[tuple[str, str], str] = {}
    out, new_spans, pos, shift = [], [], 0, 0
    for s, e, t in spans:
        value = text[s:e]
        words = value.split()
        if t in ("DOCTOR", "PATIENT") and PLACEHOLDER.match(value):
            value = chosen.setdefault((t, value), rng.choice(surnames))
        elif t == "HOSPITAL" and PLACEHOLDER.match(words[0]):
            head = chosen.setdefault((t, words[0]), rng.choice(hospitals))
            value = " ".join([head] + words[1:])
        out.append(text[pos:s])
        start = s + shift
        out.append(value)
        shift += len(value) - (e - s)
        new_spans.append([start, start + len(value), t])
        pos = e
    out.append(text[pos:])
    return "".join(out), new_spans


def _tokens(text: str):
    return [(m.start(), m.end()) for m in re.finditer(r"\w+", text)]


def check(gold_docs) -> dict:
    """The rules against the development sample's gold, over word tokens (binary PHI)."""
    tp = fp = fn = 0
    for doc in gold_docs:
        gold, rules = doc["label"], silver_spans(doc["text"])
        for a, b in _tokens(doc["text"]):
            g = any(s <= a and b <= e for s, e, _ in gold)
            r = any(s <= a and b <= e for s, e, _ in rules)
            tp += g and r
            fp += r and not g
            fn += g and not r
    return {"documents": len(gold_docs), "tp": tp, "fp": fp, "fn": fn,
            "precision": tp / max(tp + fp, 1), "recall": tp / max(tp + fn, 1)}


def main(argv=None, prog: str = "bin/experiment real-prose") -> int:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True,
                        help="the MTSamples transcriptions, JSONL (id, text)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    from faker import Faker

    gold = [json.loads(line) for line in DEV.read_text(encoding="utf-8").splitlines() if line]
    dev_ids = {d["doc_id"] for d in gold}
    fake = Faker("en_US")
    fake.seed_instance(args.seed)
    surnames = sorted({fake.last_name() for _ in range(2000)})
    hospitals = sorted({fake.last_name() for _ in range(500)} | {fake.city() for _ in range(200)})
    rng = random.Random(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    n = 0
    with open(args.out / "silver.jsonl", "w", encoding="utf-8") as f:
        for line in args.corpus.read_text(encoding="utf-8").splitlines():
            doc = json.loads(line)
            if doc["id"] in dev_ids:
                continue
            text, spans = with_surrogates(doc["text"], silver_spans(doc["text"]), rng,
                                          surnames, hospitals)
            for _, _, t in spans:
                counts[t] = counts.get(t, 0) + 1
            f.write(json.dumps({"doc_id": doc["id"], "text": text, "label": spans,
                                "source": "MTSamples (CC0), silver labels and surrogates "
                                          "by bin/experiment real-prose"}) + "\n")
            n += 1
    result = {"documents": n, "spans": counts, "check_on_dev_sample": check(gold)}
    (args.out / "check.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(result, indent=2))
    return 0
