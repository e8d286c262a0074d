"""The headline pipeline through the CLI, stage after stage on one tiny synth corpus:
synth -> tokenize -> embed-neighbors -> pseudonymize -> train-tagger -> tag -> evaluate ->
export, with each stage's output checked against its input (not merely exit 0)."""

from __future__ import annotations

import json
import re

import pyarrow.parquet as pq

from deidkit.corpus.i2b2 import find_files, read_document
from deidkit.labels import is_hipaa
from tests.bin_fixtures import tiny_embeddings
from tests.conftest import run

DOCS = 4


def _rows(table) -> dict:
    """Sentence rows by (doc_id, sentence): pseudonymize shuffles them."""
    return {(r["doc_id"], r["sentence"]): r for r in table.to_pylist()}


def _compare_pseudonymized(raw, pseudo) -> int:
    """Check that only PHI tokens with a letter or digit changed; return how many did."""
    assert pseudo.num_rows == raw.num_rows
    before, after = _rows(raw.select(["doc_id", "sentence", "tokens", "labels"])), _rows(pseudo)
    assert before.keys() == after.keys()
    changed = 0
    for key, row in before.items():
        assert after[key]["labels"] == row["labels"]
        assert len(after[key]["tokens"]) == len(row["tokens"])
        for old, new, label in zip(row["tokens"], after[key]["tokens"], row["labels"]):
            if label == "O" or not re.search(r"\w", old):
                assert new == old, (key, label)  # text and punctuation inside PHI stay
            else:
                assert new != old, (key, label)  # --exclude-self: never the word itself
                changed += 1
    return changed


def test_pipeline_through_the_cli(tmp_path):
    corpus, tokens = tmp_path / "corpus", tmp_path / "tokens.parquet"
    run(["synth", corpus, "--docs", DOCS, "--seed", 3])
    sources = {p.stem: read_document(p) for p in find_files([corpus])}
    assert len(sources) == DOCS

    run(["tokenize", corpus, "-o", tokens])
    raw = pq.read_table(tokens)
    assert set(raw["doc_id"].to_pylist()) == set(sources)
    flat_labels = [lab for labels in raw["labels"].to_pylist() for lab in labels]
    assert flat_labels.count("O") < len(flat_labels)  # the notes' PHI arrived as labels

    emb = tiny_embeddings(tmp_path / "emb.txt", raw)
    neighbors = tmp_path / "neighbors.parquet"
    run(["embed-neighbors", tokens, "-n", 3, "--exclude-self", "--embeddings", emb, "-o", neighbors])
    table = pq.read_table(neighbors).to_pylist()
    phi_words = {t.lower() for ts, ls in zip(raw["tokens"].to_pylist(), raw["labels"].to_pylist())
                 for t, lab in zip(ts, ls) if lab != "O"}
    assert table and {r["word"] for r in table} <= phi_words
    assert all(len(r["neighbors"]) == 3 and r["word"] not in r["neighbors"] for r in table)

    pseudo = tmp_path / "pseudo.parquet"
    run(["pseudonymize", tokens, "--neighbors-table", neighbors, "-n", 3, "--exclude-self",
         "--keep-ids", "--seed", 1, "-o", pseudo])
    assert _compare_pseudonymized(raw, pq.read_table(pseudo)) > 0

    model = tmp_path / "model"
    run(["train-tagger", pseudo, "--model-dir", model, "--embeddings", emb, "--epochs", 1,
         "--hidden-size", 8, "--layers", 1, "--threads", 1, "--seed", 0])
    assert (model / "config.json").is_file() and (model / "weights.safetensors").is_file()
    assert pq.read_table(model / "history.parquet").num_rows == 1

    tagged = tmp_path / "tagged.parquet"
    run(["tag", tokens, "--model", model, "--threads", 1, "-o", tagged])
    out = pq.read_table(tagged)
    assert out.num_rows == raw.num_rows
    assert out.select(raw.column_names).to_pylist() == raw.to_pylist()
    assert [len(p) for p in out["predicted"].to_pylist()] == [len(t) for t in raw["tokens"].to_pylist()]

    metrics = json.loads(run(["evaluate", tagged, "--json"]).stdout)
    scores = metrics["binary_hipaa_token"]["all"]
    # the official token unit: alphanumeric runs of the gold HIPAA tags' text
    gold = sum(len(re.findall(r"[a-zA-Z0-9]+", tag.text)) for doc in sources.values()
               for tag in doc.tags if is_hipaa(tag.tag, tag.type))
    assert gold > 0 and scores["tp"] + scores["fn"] == gold
    assert 0.0 <= scores["f1"] <= 1.0

    exported = tmp_path / "xml"
    run(["export", tagged, "--source", corpus, "-o", exported])
    files = sorted(p.name for p in exported.iterdir())
    assert files == sorted(f"{doc_id}.xml" for doc_id in sources)
    for doc_id, source in sources.items():
        doc = read_document(exported / f"{doc_id}.xml")
        assert doc.text == source.text
        assert all(doc.text[t.start:t.end] == t.text for t in doc.tags)
