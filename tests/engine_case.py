"""A tiny synth corpus and the CLI's outputs for it: the oracle of the Spark and Ray tests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from deidkit import schemas
from tests.conftest import run

SEED = 7
N = 3


@dataclass
class EngineCase:
    notes: Path
    model: Path
    adversarial: Path
    neighbors: Path
    tokens: pa.Table
    tagged: pa.Table
    outputs: dict

    def documents(self) -> pa.Table:
        """doc_id and the raw bytes of each note (as an engine would read a directory)."""
        files = sorted(self.notes.glob("*.xml"))
        return pa.table({"doc_id": [f.stem for f in files],
                         "text": pa.array([f.read_bytes() for f in files], pa.binary())})


def _read(path) -> pa.Table:
    return pq.read_table(path)


def build(tmp: Path, *, docs: int = 5) -> EngineCase:
    from deidkit import embeddings
    from deidkit.synth import synth
    from tests.adversarial_fixtures import make_model_dir
    from tests.contract_cases.tag import save_untrained

    notes = tmp / "notes"
    synth(notes, docs=docs, seed=1)
    run(["tokenize", notes, "-o", tmp / "tokens.parquet"])
    tokens = _read(tmp / "tokens.parquet")
    # embeddings over the corpus' own words, so that most PHI has neighbours
    words = sorted({t.lower() for t in tokens.column("tokens").combine_chunks().flatten()
                    .to_pylist()})
    vectors = np.random.default_rng(0).normal(size=(len(words), 6)).astype(np.float32)
    emb = tmp / "emb.txt"
    embeddings.write_text(emb, words, vectors)
    model = save_untrained(tmp / "model", emb, hidden_size=6)
    adversarial, _ = make_model_dir(tmp)
    # without propagation: an engine propagates within a partition or block, which may
    # hold part of a document (the recognizers run, as on the CLI)
    run(["tag", tmp / "tokens.parquet", "--model", model, "--threads", "1", "--no-propagate",
         "-o", tmp / "tagged.parquet"])
    run(["embed-neighbors", tmp / "tokens.parquet", "-n", N, "--embeddings", emb,
         "-o", tmp / "nb.parquet"])
    base = ["pseudonymize", tmp / "tokens.parquet", "--neighbors-table", tmp / "nb.parquet",
            "-n", N, "--seed", SEED]
    outputs = {}
    for name, extra in (("keep_ids", ["--no-shuffle", "--keep-ids"]),
                        ("no_shuffle", ["--no-shuffle"]), ("shuffled", [])):
        run(base + extra + ["-o", tmp / f"p-{name}.parquet"])
        outputs[name] = _read(tmp / f"p-{name}.parquet")
    run(["represent", tmp / "tokens.parquet", "--model", adversarial, "--no-noise",
         "--threads", "1", "-o", tmp / "reps.parquet"])
    outputs["represent"] = _read(tmp / "reps.parquet")
    for fmt in ("i2b2", "redacted"):
        run(["export", tmp / "tagged.parquet", "--source", notes, "--format", fmt,
             "-o", tmp / f"export-{fmt}"])
        outputs[f"export-{fmt}"] = {p.stem: p.read_text(encoding="utf-8")
                                    for p in sorted((tmp / f"export-{fmt}").iterdir())}
    return EngineCase(notes, Path(model), Path(adversarial), tmp / "nb.parquet", tokens,
                      _read(tmp / "tagged.parquet"), outputs)


def canonical(table: pa.Table, kind=schemas.TOKENS, *, order=("doc_id", "sentence")) -> pa.Table:
    """``table`` at the canonical types, without metadata, sorted by ``order``."""
    batches = [schemas.conform(b, kind) for b in table.to_batches()]
    table = pa.Table.from_batches(batches, schema=schemas.conform_schema(table.schema, kind))
    table = table.replace_schema_metadata(None)
    return table.sort_by([(c, "ascending") for c in order]) if order else table


def assert_tables_equal(got: pa.Table, want: pa.Table, **kw) -> None:
    got, want = canonical(got, **kw), canonical(want, **kw)
    assert got.column_names == want.column_names
    assert got.num_rows == want.num_rows
    for name in want.column_names:
        assert got.column(name).to_pylist() == want.column(name).to_pylist(), name


def load_example(name: str):
    """The module of ``examples/NAME.py`` (examples are scripts, not a package)."""
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"deidkit_example_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_dir(path: Path) -> dict[str, str]:
    return {p.stem: p.read_text(encoding="utf-8") for p in sorted(path.iterdir())}


def corpus_vote_case(tmp: Path) -> tuple[pa.Table, Path, pa.Table, pa.Table]:
    """For ``tag --propagate-corpus`` on an engine: tokens rows of four documents and a row
    without one, a model that tags nothing (what is tagged is the defences'), and the CLI's
    output without and with the corpus's vote. The identifier the ``ids`` recognizer finds
    after its cue in two documents stands bare in a third and in the row without a
    document: the vote tags it there."""
    from deidkit.tokenize.tokens import split_tokens
    from tests.conftest import tokens_table
    from tests.contract_cases.tag import biased_model

    rows = []
    for doc, lines in (("a", ["MRN 7668078 ; seen", "later 7668078 again"]),
                       ("b", ["7668078 z"]), ("c", ["MRN 7668078"]), ("d", ["no number"]),
                       (None, ["7668078"])):
        pos = 0
        for k, line in enumerate(lines):
            tokens, starts, ends = split_tokens(line)
            rows.append({"doc_id": doc, "sentence": k, "tokens": tokens,
                         "starts": [s + pos for s in starts], "ends": [e + pos for e in ends],
                         "labels": None})
            pos += len(line) + 1
    tokens = tokens_table(rows)
    model = biased_model(tmp, "silent", ["O", "B-PATIENT", "I-PATIENT"], [20.0, 0.0, 0.0])
    pq.write_table(tokens, tmp / "vote.parquet")
    out = {}
    for name, extra in (("within", []), ("corpus", ["--propagate-corpus"])):
        run(["tag", tmp / "vote.parquet", "--model", model, "--threads", "1",
             "-o", tmp / f"vote-{name}.parquet", *extra])
        out[name] = _read(tmp / f"vote-{name}.parquet")
    return tokens, model, out["within"], out["corpus"]
