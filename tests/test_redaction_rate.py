"""The redaction rate (predicted PHI tokens per 1,000 tokens): counted by hand on small
tables, the same by every route, and `deidkit evaluate` on tables without gold labels."""

from __future__ import annotations

import json
import re

import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit import evaluate as ev
from deidkit import io as dio
from deidkit.corpus.i2b2 import Tag, find_files, read_document, write_document
from deidkit.errors import DataError
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table

# ---------------------------------------------------------------------------------------
# Two documents counted by hand
#
# A: "Seen John Smith 25yo at 3pm."  tokens of the evaluation: Seen John Smith 25yo at 3pm
#    (6; the tagger's 25|yo and 3|pm touch and make one run each); predicted PHI: the
#    PATIENT John Smith (2) and the AGE 25 (1, the part of 25yo in the tag): 3.
# B: "Call 555-1234 now"  tokens: Call 555 1234 now (4); predicted: a binary model's PHI
#    over 555-1234 (2) and a false DATE on "now" (1): 3.
# Together: 6 predicted PHI tokens of 10, 600 per 1,000.

TEXT_A = "Seen John Smith 25yo at 3pm."
SPANS_A = [(0, 4), (5, 9), (10, 15), (16, 18), (18, 20), (21, 23), (24, 25), (25, 27), (27, 28)]
GOLD_A = ["O", "B-PATIENT", "I-PATIENT", "B-AGE", "O", "O", "O", "O", "O"]
PRED_A = ["O", "B-PATIENT", "I-PATIENT", "B-AGE", "O", "O", "O", "O", "O"]
TEXT_B = "Call 555-1234 now"
SPANS_B = [(0, 4), (5, 8), (8, 9), (9, 13), (14, 17)]
GOLD_B = ["O", "B-PHONE", "I-PHONE", "I-PHONE", "O"]
PRED_B = ["O", "B-PHI", "I-PHI", "I-PHI", "B-DATE"]
HAND = {"tokens": 10, "redacted": 6, "redaction_rate": 600.0}


def _row(doc_id, text, spans, gold, pred):
    return {"doc_id": doc_id, "sentence": 0, "tokens": [text[s:e] for s, e in spans],
            "starts": [s for s, _ in spans], "ends": [e for _, e in spans], "labels": gold,
            "predicted": pred}


def hand_table(*, labelled: bool = True) -> pa.Table:
    rows = [_row("A", TEXT_A, SPANS_A, GOLD_A, PRED_A), _row("B", TEXT_B, SPANS_B, GOLD_B, PRED_B)]
    if not labelled:
        for row in rows:
            row["labels"] = None
    return tokens_table(rows, predicted=True)


def test_hand_computed_redaction_rate():
    result = ev.evaluate_tokens(hand_table())
    assert result["redaction"] == {"all": HAND}
    # predicted PHI tokens are the system side of binary token, less nothing here
    binary = result["binary_token"]["all"]
    assert binary["tp"] + binary["fp"] == HAND["redacted"]
    # one document alone: A is 3 of 6, 500 per 1,000
    pairs = ev.token_pairs(hand_table())
    assert [(p.doc_id, p.tokens, p.redacted()) for p in pairs] == [("A", 6, 3), ("B", 4, 3)]
    assert ev.score(pairs[:1]).to_dict()["redaction"]["all"]["redaction_rate"] == 500.0


def test_every_route_counts_the_same(tmp_path):
    gold_dir, sys_dir = tmp_path / "gold", tmp_path / "sys"
    gold_dir.mkdir()
    sys_dir.mkdir()
    write_document(gold_dir / "A.xml", TEXT_A, [Tag("NAME", "PATIENT", 5, 15, "John Smith"),
                                                Tag("AGE", "AGE", 16, 18, "25")])
    write_document(gold_dir / "B.xml", TEXT_B, [Tag("CONTACT", "PHONE", 5, 13, "555-1234")])
    path = tmp_path / "tagged.parquet"
    dio.write_table(path, hand_table())
    run(["export", path, "--source", gold_dir, "-o", sys_dir])
    for args in ([gold_dir, sys_dir], [gold_dir, path], [path]):
        assert json.loads(run(["evaluate", *args, "--json"]).stdout)["redaction"] == {"all": HAND}
    # a gold document without a system document: its tokens count, with nothing redacted
    (sys_dir / "B.xml").unlink()
    missing = json.loads(run(["evaluate", gold_dir, sys_dir, "--json"]).stdout)
    assert missing["redaction"]["all"] == {"tokens": 10, "redacted": 3, "redaction_rate": 300.0}
    skipped = json.loads(run(["evaluate", gold_dir, sys_dir, "--json", "--skip-missing"]).stdout)
    assert skipped["redaction"]["all"] == {"tokens": 6, "redacted": 3, "redaction_rate": 500.0}


def test_the_metrics_table_row():
    rows = ev.metrics_table(ev.metrics_rows(ev.evaluate_tokens(hand_table()), documents=2))
    redaction = [r for r in rows.to_pylist() if r["evaluation"] == "redaction"]
    assert len(redaction) == 1
    row = redaction[0]
    assert (row["category"], row["redacted"], row["tokens"], row["redaction_rate"],
            row["documents"]) == ("all", 6, 10, 600.0, 2)
    assert all(row[k] is None for k in ("tp", "fp", "fn", "precision", "recall", "f1",
                                        "leakage"))
    others = [r for r in rows.to_pylist() if r["evaluation"] != "redaction"]
    assert all(r["redaction_rate"] is None and r["tokens"] is None for r in others)


def test_no_tokens_is_a_rate_of_zero():
    table = tokens_table([_row("C", "--", [(0, 1), (1, 2)], ["O", "O"], ["B-DATE", "I-DATE"])],
                         predicted=True)
    assert ev.evaluate_tokens(table)["redaction"]["all"] == {
        "tokens": 0, "redacted": 0, "redaction_rate": 0.0}


# ---------------------------------------------------------------------------------------
# The tokens of a table's documents are those of their text rebuilt from the tokens

PIECES = st.lists(st.tuples(st.sampled_from(["ab", "12", "x", "-", "é", "a-b", "&", "Q7"]),
                            st.sampled_from([0, 0, 1, 2]), st.sampled_from([0, 0, 3])),
                  min_size=1, max_size=14)


@settings(max_examples=60, deadline=None)
@given(st.lists(PIECES, min_size=1, max_size=3))
def test_document_tokens_are_the_runs_of_the_rebuilt_text(documents):
    """Tokens that touch (gap 0) join their runs; a token shorter than its span (an HTML
    entity's character) is padded, as the evaluation rebuilds a tag's text."""
    rows = []
    for d, pieces in enumerate(documents):
        pos, tokens, starts, ends = 0, [], [], []
        for token, gap, padding in pieces:
            pos += gap if tokens else 0
            tokens.append(token)
            starts.append(pos)
            pos += len(token) + padding
            ends.append(pos)
        rows.append({"doc_id": f"d{d}", "sentence": 0, "tokens": tokens, "starts": starts,
                     "ends": ends, "labels": ["O"] * len(tokens),
                     "predicted": ["O"] * len(tokens)})
    flat = ev.FlatTokens(tokens_table(rows, predicted=True))
    counts = flat.document_tokens()
    for row in range(flat.num_rows):
        a, b = int(flat.row_offsets[row]), int(flat.row_offsets[row + 1])
        text = flat.tag_text(a, b - 1)
        assert counts[f"d{row}"] == len(re.findall(r"[a-zA-Z0-9]+", text)), text


# ---------------------------------------------------------------------------------------
# Tables without gold labels

def test_a_table_without_gold_labels_gives_the_rate_alone(tmp_path):
    table = hand_table(labelled=False)
    assert ev.has_no_gold(table) and not ev.has_no_gold(hand_table())
    assert not ev.has_no_gold(table.slice(0, 0))   # no sentences: nothing to score
    pairing = ev.table_pairing(table)
    assert not pairing.labelled
    result = ev.evaluate_runs([("t", pairing)])
    assert result.payload == {"redaction": {"all": HAND}}
    path = tmp_path / "unlabelled.parquet"
    dio.write_table(path, table)
    out = run(["evaluate", path, "--json"])
    assert json.loads(out.stdout) == {"redaction": {"all": HAND}}
    assert out.stderr.strip() == (f"{path}: no gold labels ('labels' is null in every "
                                  "sentence): the redaction rate alone")
    metrics = read_arrow_output(run(["evaluate"], input=arrow_stream_bytes(table)).stdout_bytes)
    assert [(r["evaluation"], r["category"], r["redacted"], r["tokens"], r["redaction_rate"],
             r["precision"]) for r in metrics.to_pylist()] == [
        ("redaction", "all", 6, 10, 600.0, None)]


def test_unlabelled_terminal_table(tmp_path, monkeypatch):
    monkeypatch.setattr(dio, "isatty", lambda stream: True)
    result = run(["evaluate"], input=arrow_stream_bytes(hand_table(labelled=False)))
    lines = result.stdout.splitlines()
    assert lines[0] == "redaction rate (no gold labels: no precision, recall or leakage)"
    row = [cell.strip() for cell in next(x for x in lines if x.startswith("│")).split("│")]
    assert row[1:5] == ["<stdin>", "10", "6", "600.00‰"]
    assert "precision" not in result.stdout.replace("no precision", "")


def test_labelled_terminal_table_shows_the_rate(monkeypatch):
    monkeypatch.setattr(dio, "isatty", lambda stream: True)
    result = run(["evaluate"], input=arrow_stream_bytes(hand_table()))
    row = next(x for x in result.stdout.splitlines() if x.startswith("│ redaction_rate"))
    assert [c.strip() for c in row.split("│")][4] == "600.00‰"
    assert ("redaction_rate: 6 predicted PHI tokens in 10 tokens, 600.00 per 1,000 (‰)"
            in result.stdout)


def test_tables_with_and_without_gold_labels_are_not_mixed(tmp_path):
    bare, full = tmp_path / "bare.parquet", tmp_path / "full.parquet"
    dio.write_table(bare, hand_table(labelled=False))
    dio.write_table(full, hand_table())
    result = run(["evaluate", full, bare], expect=1)
    assert result.stderr.strip() == (
        f"Error: {bare}: no gold labels ('labels' is null in every sentence) but {full} has "
        "them: evaluate tables with and without gold labels apart")
    result = run(["evaluate", bare, "--curve", tmp_path / "c.png"], expect=1)
    assert result.stderr.strip() == (
        f"Error: {bare}: no gold labels ('labels' is null in every sentence): --curve needs them")
    assert not (tmp_path / "c.png").exists()
    # labels in some sentences only: an error, as before (a null label is never read as O)
    mixed = hand_table().to_pylist()
    mixed[1]["labels"] = None
    with pytest.raises(DataError, match=r"^document 'B' sentence 0: null labels list$"):
        ev.evaluate_tokens(tokens_table(mixed, predicted=True))


def test_unlabelled_runs_and_compare(tmp_path):
    a, b = tmp_path / "a.parquet", tmp_path / "b.parquet"
    dio.write_table(a, hand_table(labelled=False))
    none = hand_table(labelled=False).to_pylist()
    for row in none:
        row["predicted"] = ["O"] * len(row["tokens"])   # nothing redacted: 0 of 10
    dio.write_table(b, tokens_table(none, predicted=True))
    out = json.loads(run(["evaluate", a, b, "--compare", "--json", "--trials", "999"]).stdout)
    assert out["runs"] == {str(a): {"redaction": {"all": HAND}},
                           str(b): {"redaction": {"all": {"tokens": 10, "redacted": 0,
                                                          "redaction_rate": 0.0}}}}
    assert out["mean"]["redaction"]["all"]["redaction_rate"] == 300.0
    assert out["sd"]["redaction"]["all"]["redaction_rate"] == pytest.approx(600 / 2 ** 0.5)
    compare = out["compare"]
    assert set(compare) == {"trials", "seed", "a", "b", "documents", "redaction"}
    assert compare["redaction"]["redaction_rate_a"] == 600.0
    assert compare["redaction"]["redaction_rate_b"] == 0.0
    assert compare["redaction"]["difference"] == 600.0
    # two documents, four swaps: none or both give 600 against 0, swapping one of them
    # gives both runs 300, so half the shuffles are as extreme as the observation
    assert 0.45 < compare["redaction"]["p_value"] < 0.55
    table = read_arrow_output(run(["evaluate", a, b, "--compare", "--trials", "99"]).stdout_bytes)
    compared = [r for r in table.to_pylist() if r["run"] == "compare"]
    assert [(r["evaluation"], r["redaction_rate"], r["documents"]) for r in compared] == [
        ("redaction", 600.0, 2)]


def test_redaction_randomization_counts():
    a = [[3, 6], [3, 4]]
    result = ev.redaction_randomization(a, a, trials=99, seed=1)
    assert result == {"redaction_rate_a": 600.0, "redaction_rate_b": 600.0, "difference": 0.0,
                      "p_value": 1.0}


# ---------------------------------------------------------------------------------------
# The pipeline of the issue: notes without annotations, tokenize | tag | evaluate

def _iob2_tags(labels):
    """(first, last) token indices of each tag, by IOB2: O closes, I-X continues an open X."""
    tags, open_type = [], None
    for i, label in enumerate(labels):
        if label == "O":
            open_type = None
        elif label.startswith("I-") and open_type == label[2:]:
            tags[-1][1] = i
        else:
            open_type = label[2:]
            tags.append([i, i])
    return tags


def test_synth_notes_without_annotations(tmp_path):
    run(["synth", tmp_path / "corpus", "--docs", "4", "--seed", "1"])
    notes = tmp_path / "notes"
    notes.mkdir()
    texts = {}
    for file in find_files([tmp_path / "corpus"]):
        doc = read_document(file)
        texts[doc.doc_id] = doc.text
        (notes / f"{doc.doc_id}.txt").write_text(doc.text, encoding="utf-8")
    run(["tokenize", notes, "-o", tmp_path / "tokens.parquet"])
    tokens = dio.read_table(tmp_path / "tokens.parquet")
    assert tokens.column("labels").null_count == tokens.num_rows   # what marks "no gold"
    run(["tag", tmp_path / "tokens.parquet", "-o", tmp_path / "tagged.parquet"])
    tagged = dio.read_table(tmp_path / "tagged.parquet")
    result = run(["evaluate", tmp_path / "tagged.parquet", "--json"])
    got = json.loads(result.stdout)
    # the oracle: the runs of each note's own text, and of the text each predicted tag covers
    tokens_total = sum(len(re.findall(r"[a-zA-Z0-9]+", t)) for t in texts.values())
    redacted = 0
    for doc_id, text in texts.items():
        seen = set()
        for row in tagged.filter(pa.compute.equal(tagged["doc_id"], doc_id)).to_pylist():
            for first, last in _iob2_tags(row["predicted"]):
                start, end = row["starts"][first], row["ends"][last]
                seen |= {(start + m.start(), start + m.end())
                         for m in re.finditer(r"[a-zA-Z0-9]+", text[start:end])}
        redacted += len(seen)
    assert tokens_total > 500 and 0 < redacted < tokens_total
    assert got == {"redaction": {"all": {"tokens": tokens_total, "redacted": redacted,
                                         "redaction_rate": 1000 * redacted / tokens_total}}}
    # the same notes with their annotations: the same rate, beside precision and recall
    run(["tokenize", tmp_path / "corpus", "-o", tmp_path / "gold-tokens.parquet"])
    run(["tag", tmp_path / "gold-tokens.parquet", "-o", tmp_path / "gold-tagged.parquet"])
    labelled = json.loads(run(["evaluate", tmp_path / "gold-tagged.parquet", "--json"]).stdout)
    assert labelled["redaction"] == got["redaction"]
    assert labelled["binary_hipaa_token"]["all"]["precision"] > 0.5
    # and through a pipe, as `deidkit tokenize notes/ | deidkit tag | deidkit evaluate`
    piped = run(["evaluate", "--json"], input=arrow_stream_bytes(tagged))
    assert json.loads(piped.stdout) == got
    assert piped.stderr.strip() == ("<stdin>: no gold labels ('labels' is null in every "
                                    "sentence): the redaction rate alone")
