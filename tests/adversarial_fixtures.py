"""Tiny embeddings and a synthetic labelled corpus for the adversarial tests (CPU-fast).

Sentences come from a few templates; the PHI slots (names, cities, dates) are filled from
pools of words whose vectors form loose clusters, so each PHI word has near neighbours of
its own kind, and the templates make the PHI positions learnable for a tagger.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from deidkit.embeddings import write_text
from tests.conftest import tokens_table

CONTEXT = ["the", "patient", "was", "seen", "by", "dr", "in", "on", "at", "clinic", "for",
           "pain", "follow", "up", "visited", "from", "and", "reports", "no", "fever", "."]
NAMES = [f"name{i}" for i in range(24)]
CITIES = [f"city{i}" for i in range(16)]
DATES = [f"day{i}" for i in range(12)]
WORDS = CONTEXT + NAMES + CITIES + DATES
DIM = 8

TEMPLATES = [
    "the patient {P} was seen by dr {D} on {T} .",
    "{P} visited the clinic in {C} for pain .",
    "dr {D} reports no fever on {T} .",
    "the patient was seen at {C} on {T} and reports no pain .",
    "follow up for {P} from {C} .",
]
SLOTS = {"P": ("PATIENT", NAMES), "D": ("DOCTOR", NAMES), "C": ("CITY", CITIES), "T": ("DATE", DATES)}


def embedding_vectors(seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    # loose clusters: a PHI word's neighbours are mostly, not only, words of its kind, and a
    # neighbour's vector differs enough from the word's that a leaky representation shows it
    centres = {"ctx": None, "name": rng.normal(size=DIM), "city": rng.normal(size=DIM),
               "day": rng.normal(size=DIM)}
    rows = []
    for w in WORDS:
        kind = "name" if w.startswith("name") else "city" if w.startswith("city") \
            else "day" if w.startswith("day") else "ctx"
        base = centres[kind] if centres[kind] is not None else 0.0
        rows.append(base + rng.normal(size=DIM))
    return np.asarray(rows, dtype=np.float32)


def write_embeddings(path, seed: int = 0) -> str:
    write_text(path, WORDS, embedding_vectors(seed))
    return str(path)


def corpus(sentences: int, seed: int = 0, *, docs: int | None = None) -> pa.Table:
    """A labelled tokens table of ``sentences`` rows (with offsets), deterministic by seed."""
    rng = np.random.default_rng(seed)
    docs = docs or max(1, sentences // 5)
    rows = []
    per_doc: dict[int, int] = {}
    per_doc_pos: dict[int, int] = {}
    for i in range(sentences):
        template = TEMPLATES[rng.integers(len(TEMPLATES))]
        tokens, labels = [], []
        for part in template.split():
            if part.startswith("{"):
                type_, pool = SLOTS[part[1]]
                word = pool[rng.integers(len(pool))]
                tokens.append(word.capitalize() if type_ in ("PATIENT", "DOCTOR", "CITY") else word)
                labels.append(f"B-{type_}")
            else:
                tokens.append(part)
                labels.append("O")
        doc = i % docs
        starts, ends, pos = [], [], per_doc_pos.get(doc, 0)
        for t in tokens:
            starts.append(pos)
            ends.append(pos + len(t))
            pos += len(t) + 1
        per_doc_pos[doc] = pos + 1
        sent = per_doc.get(doc, 0)
        per_doc[doc] = sent + 1
        rows.append({"doc_id": f"doc{doc:03d}", "sentence": sent, "tokens": tokens,
                     "starts": starts, "ends": ends, "labels": labels})
    return tokens_table(rows)


def tiny_options(**kw):
    from deidkit.train_adversarial import AdversarialOptions

    base = dict(n=3, representation_size=4, representation_hidden=4, tagger_hidden=4,
                tagger_layers=1, adversary_hidden=4, max_epochs=2, patience=2, batch_size=16,
                learning_rate=0.01)
    base.update(kw)
    return AdversarialOptions(**base)


def make_model_dir(tmp, *, name: str = "adv", **kw):
    """An untrained (freshly initialised, seeded) adversarial model directory on tiny
    embeddings written to ``tmp``. Returns (model_dir, embeddings_path)."""
    import torch

    from deidkit.embeddings import load_embeddings
    from deidkit.batching import embedding_table
    from deidkit.train_adversarial import TrainResult, build_models, model_config, write_model

    emb_path = write_embeddings(tmp / f"{name}-emb.txt")
    emb = load_embeddings(emb_path)
    opts = tiny_options(**kw)
    labels = ["O", "B-CITY", "I-CITY", "B-DATE", "I-DATE", "B-DOCTOR", "I-DOCTOR",
              "B-PATIENT", "I-PATIENT"]
    torch.manual_seed(opts.seed)
    models = build_models(opts, emb.dim, len(labels), embedding_table(emb.vectors))
    config = model_config(models, opts, labels, emb, emb_path)
    model_dir = tmp / name
    write_model(model_dir, TrainResult(models=models, config=config, history=[]))
    return model_dir, emb_path


def one_thread():
    """Generator for an autouse fixture: tiny models run far faster on one thread (and do not
    fight the other test processes for the cores); the previous setting is restored."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)
