"""Contract case for ``deidkit tag``, and tiny tagger fixtures shared by the tagger tests.

The model is built and saved without training (through the checkpoint API) on a tiny
embeddings file, so the contract tests stay fast.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np

from tests.contract_cases import ContractCase

FIRST = ["john", "mary", "ahmed", "lucia", "peter", "wei"]
LAST = ["smith", "jones", "khan", "garcia", "miller", "chen"]
CITIES = ["boston", "denver", "austin", "seattle"]
DOCTORS = ["brown", "wilson"]
FILLER = ["patient", "was", "seen", "in", "on", "by", "dr", "the", "clinic", "today", "and",
          "discharged", "home", "with", "aspirin", "."]
WORDS = FIRST + LAST + CITIES + DOCTORS + FILLER + [w.capitalize() for w in FIRST + LAST + CITIES + DOCTORS]


def write_embeddings(path: Path, dim: int = 8, seed: int = 0) -> Path:
    """A GloVe text file over the tiny vocabulary (lower-case words, random vectors)."""
    rng = np.random.default_rng(seed)
    words = sorted({w.lower() for w in WORDS} | {"0000", "00"})
    lines = [w + " " + " ".join(f"{x:.4f}" for x in rng.normal(size=dim)) for w in words]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def biased_model(tmp: Path, name: str, labels: list[str], bias: list[float]) -> Path:
    """An untrained tagger (over :func:`write_embeddings`' words) whose projection bias alone
    decides every label: ``bias[i]`` for label i, one large entry winning everywhere (a
    tagger that says O, or PHI, whatever it reads). Written to ``tmp / name``."""
    import torch

    from deidkit.embeddings import load_embeddings
    from deidkit.model_dirs import build_model
    from deidkit.models import checkpoint
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import tagger_config

    emb_path = write_embeddings(tmp / f"{name}-emb.txt")
    emb = load_embeddings(str(emb_path))
    config = tagger_config(emb, str(emb_path), labels,
                           hyperparameters=TaggerHyperparameters(hidden_size=4, num_layers=1))
    model = build_model(config, emb)
    state = model.state_dict()
    state["projection.weight"] = torch.zeros_like(state["projection.weight"])
    state["projection.bias"] = torch.tensor(bias, dtype=torch.float32)
    return checkpoint.write_model_dir(tmp / name, config, state)


def sentence(rng: random.Random) -> tuple[list[str], list[str]]:
    """One sentence with a PATIENT name, a CITY, a DATE and a DOCTOR."""
    first, last = rng.choice(FIRST).capitalize(), rng.choice(LAST).capitalize()
    city, doctor = rng.choice(CITIES).capitalize(), rng.choice(DOCTORS).capitalize()
    year, day = str(rng.randint(1990, 2020)), str(rng.randint(10, 28))
    pattern = rng.randrange(3)
    if pattern == 0:
        toks = ["patient", first, last, "was", "seen", "in", city, "on", day, year, "."]
        labs = ["O", "B-PATIENT", "I-PATIENT", "O", "O", "O", "B-CITY", "O", "B-DATE", "I-DATE", "O"]
    elif pattern == 1:
        toks = [first, last, "was", "seen", "by", "dr", doctor, "today", "."]
        labs = ["B-PATIENT", "I-PATIENT", "O", "O", "O", "O", "B-DOCTOR", "O", "O"]
    else:
        toks = ["discharged", "home", "to", city, "with", "aspirin", "on", year]
        labs = ["O", "O", "O", "B-CITY", "O", "O", "O", "B-DATE"]
    return toks, labs


def corpus_rows(n_docs: int = 6, sentences: int = 4, seed: int = 0) -> list[dict]:
    """Rows of a tokens table (with offsets as if tokens were one space apart)."""
    rng = random.Random(seed)
    rows = []
    for d in range(n_docs):
        pos = 0
        for s in range(sentences):
            toks, labs = sentence(rng)
            starts, ends = [], []
            for t in toks:
                starts.append(pos)
                ends.append(pos + len(t))
                pos += len(t) + 1
            rows.append({"doc_id": f"doc{d}", "sentence": s, "tokens": toks, "starts": starts,
                         "ends": ends, "labels": labs})
    return rows


def save_untrained(model_dir: Path, embeddings: Path, labels=None, *, hidden_size: int = 4,
                   seed: int = 0) -> Path:
    """Construct a tiny tagger and save it (no training): enough for the CLI contract."""
    import torch

    from deidkit.embeddings import load_embeddings
    from deidkit.model_dirs import build_model
    from deidkit.models import checkpoint
    from deidkit.models.tagger import TaggerHyperparameters
    from deidkit.train_tagger import tagger_config

    emb = load_embeddings(str(embeddings))
    labels = labels or ["O", "B-CITY", "I-CITY", "B-PATIENT", "I-PATIENT"]
    config = tagger_config(emb, str(embeddings), labels,
                           hyperparameters=TaggerHyperparameters(hidden_size=hidden_size, num_layers=1))
    torch.manual_seed(seed)
    model = build_model(config, emb)
    return checkpoint.write_model_dir(model_dir, config, model.state_dict())


def _setup(tmp: Path) -> list[str]:
    emb = write_embeddings(tmp / "tiny.txt")
    save_untrained(tmp / "m", emb)
    return ["--model", str(tmp / "m")]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind="tokens",
                    notes="needs a model dir: a tiny untrained one is saved by setup()")
