"""Invariants of `deidkit tokenize` output, on the synth corpus (and a hand-written one).

* every token is its source text ``text[start:end]`` (HTML entities: their unescape);
* sentences partition the non-space characters of a document, in order;
* labels are well-formed IOB2 over the i2b2 TYPEs;
* every ASCII alphanumeric character inside a gold tag lies inside a token labelled with
  that tag's TYPE, except for tags counted as lost.
"""

from __future__ import annotations

import html
from collections import defaultdict

import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit.corpus.i2b2 import TYPE_CATEGORY, Document, read_document, to_xml
from deidkit.tokenize import tokenize_document
from tests.conftest import run

LABELS = {"O"} | {f"{p}-{t}" for t in TYPE_CATEGORY for p in "BI"}


def check_invariants(doc: Document, rows: list[dict], lost: int) -> int:
    """Assert the invariants for one document's rows; returns the number of tags whose
    characters are not all labelled with their TYPE (which must be <= ``lost``)."""
    text = doc.text
    assert [r["sentence"] for r in rows] == list(range(len(rows))), doc.doc_id
    covered = [None] * len(text)  # char -> TYPE of the covering token's label ("" for O)
    last_end = 0
    for row in rows:
        assert len(row["tokens"]) == len(row["starts"]) == len(row["ends"]) > 0
        labels = row["labels"]
        if labels is not None:
            assert len(labels) == len(row["tokens"])
        prev = "O"
        for k, (tok, s, e) in enumerate(zip(row["tokens"], row["starts"], row["ends"])):
            source = text[s:e]
            assert source == tok or (source.startswith("&") and html.unescape(source) == tok), \
                (doc.doc_id, s, e)
            assert s >= last_end and not any(c.isspace() for c in source), (doc.doc_id, s)
            last_end = e
            label = labels[k] if labels is not None else "O"
            assert label in LABELS, label
            if label.startswith("I-"):
                assert prev != "O" and prev[2:] == label[2:], (doc.doc_id, s, prev, label)
            prev = label
            for i in range(s, e):
                covered[i] = label[2:]
    uncovered = [i for i, c in enumerate(text) if not c.isspace() and covered[i] is None]
    assert uncovered == [], (doc.doc_id, uncovered[:5])
    bad_tags = 0
    for tag in doc.tags:
        chars = [i for i in range(tag.start, tag.end) if text[i].isascii() and text[i].isalnum()]
        if any(covered[i] != tag.type for i in chars):
            bad_tags += 1
    assert bad_tags <= lost, (doc.doc_id, bad_tags, lost)
    return bad_tags


def check_output(table, paths) -> dict:
    by_doc = defaultdict(list)
    for row in table.to_pylist():
        by_doc[row["doc_id"]].append(row)
    totals = {"lost": 0, "bad": 0, "tags": 0, "split": 0}
    assert list(by_doc) == [p.stem for p in paths]  # documents in (sorted) input order
    for path in paths:
        doc = read_document(path)
        expected = tokenize_document(doc)
        bad = check_invariants(doc, by_doc[doc.doc_id], expected.lost)
        totals["lost"] += expected.lost
        totals["split"] += expected.split
        totals["bad"] += bad
        totals["tags"] += len(doc.tags)
    return totals


@pytest.fixture(scope="module")
def synth_corpus(tmp_path_factory):
    from deidkit.synth import synth

    out = tmp_path_factory.mktemp("synth")
    synth(out, docs=100, seed=0)
    paths = sorted(out.rglob("*.xml"))
    assert len(paths) == 100
    return out, paths


def test_invariants_on_the_synth_corpus(synth_corpus, tmp_path):
    corpus, paths = synth_corpus
    out = tmp_path / "tokens.parquet"
    result = run(["tokenize", corpus, "-o", out])
    totals = check_output(pq.read_table(out), paths)
    assert totals["tags"] > 500
    # the synth corpus writes tags on word boundaries: nothing is lost to tokenization
    assert totals["bad"] == 0
    stderr = result.stderr
    assert f"PHI tags {totals['tags']:,}" in " ".join(stderr.split())
    assert f"tags lost to tokenization {totals['lost']:,}" in " ".join(stderr.split())
    assert f"tags split across sentences {totals['split']:,}" in " ".join(stderr.split())


def test_workers_give_byte_identical_output(synth_corpus, tmp_path):
    corpus, _ = synth_corpus
    one, two = tmp_path / "one.parquet", tmp_path / "two.parquet"
    run(["--quiet", "tokenize", corpus, "-o", one])
    run(["--quiet", "tokenize", corpus, "-o", two, "--workers", "2"])
    assert one.read_bytes() == two.read_bytes()
    assert pq.read_metadata(one).num_row_groups >= 2  # several batches, so order matters


def test_sentence_rule_matches_spacy_on_synth_text(synth_corpus):
    """spacy_rule_starts(clinical=False) is spaCy's Sentencizer, on real-looking notes."""
    import spacy
    from spacy.tokens import Doc

    from deidkit.tokenize import spacy_rule_starts, split_tokens

    _, paths = synth_corpus
    nlp = spacy.blank("en")
    sentencizer = nlp.add_pipe("sentencizer")
    for path in paths[:20]:
        tokens = split_tokens(read_document(path).text)[0]
        doc = sentencizer(Doc(nlp.vocab, words=tokens))
        assert spacy_rule_starts(tokens, clinical=False) == {t.i for t in doc if t.is_sent_start}


HAND = [
    ("Mr. Ivan Gutierrez, 64yo, seen 03/12/2069 by Dr. K. Oh at Bethany &amp; Mercy.\n"
     "Call (617)555-2394.\n\n\n- aspirin 81 mg\n- MRN: 889-21-A\n",
     [("Ivan Gutierrez", "PATIENT"), ("64", "AGE"), ("03/12/2069", "DATE"), ("Oh", "DOCTOR"),
      ("Bethany &amp; Mercy", "HOSPITAL"), ("(617)555-2394", "PHONE"), ("889-21-A", "MEDICALRECORD")]),
    ("Pt MrsJONES (ssn 123456789x) lives in\nSpringfield, MA 01103.\n" + "item\n" * 260,
     [("JONES", "PATIENT"), ("123456789", "SSN"), ("Springfield", "CITY"), ("MA", "STATE"),
      ("01103", "ZIP")]),
]


def test_invariants_on_hand_written_notes(tmp_path):
    from deidkit.corpus.i2b2 import CATEGORIES, Tag

    category = {t: c for c, ts in CATEGORIES.items() for t in ts}
    paths = []
    for n, (text, spans) in enumerate(HAND):
        tags, pos = [], 0
        for surface, tag_type in spans:
            start = text.index(surface, pos)
            pos = start + len(surface)
            tags.append(Tag(category[tag_type], tag_type, start, pos, surface))
        path = tmp_path / f"note{n}.xml"
        path.write_text(to_xml(text, tags), encoding="utf-8")
        paths.append(path)
    out = tmp_path / "t.parquet"
    run(["--quiet", "tokenize", tmp_path, "-o", out])
    table = pq.read_table(out)
    totals = check_output(table, paths)
    assert totals == {"lost": 0, "bad": 0, "tags": 12, "split": 0}
    rows = table.to_pylist()
    assert max(len(r["tokens"]) for r in rows) <= 200  # the 260-line list was cut


def _rows(tok) -> list[dict]:
    return [{"sentence": i, "tokens": tok.tokens[a:b], "starts": tok.starts[a:b],
             "ends": tok.ends[a:b], "labels": tok.labels[a:b] if tok.labels is not None else None}
            for i, (a, b) in enumerate(tok.sentences())]


_PIECES = ["John", "Smith", "25", "yo", "3.5", "mg", ".", ". ", "Dr.", " ", "\n", "\n\n\n", "-",
           "- ", "1. ", "---", "&amp;", "&#39;", "&nbsp;", "&bogus;", "é", "日本", "?", "!\" ",
           "(", ")", "/", "555-2394", "p.o.", ",", "\t"]


@given(pieces=st.lists(st.sampled_from(_PIECES), max_size=60),
       cuts=st.lists(st.integers(0, 400), max_size=12),
       limit=st.sampled_from([0, 5, 200]))
@settings(max_examples=300, deadline=None)
def test_invariants_on_random_text(pieces, cuts, limit):
    from deidkit.corpus.i2b2 import Tag

    text = "".join(pieces)
    points = sorted({c for c in cuts if c <= len(text)})
    # tags between consecutive cut points (non-overlapping), skipping empty ones
    tags = [Tag("DATE", "DATE" if i % 2 else "PATIENT", a, b, text[a:b])
            for i, (a, b) in enumerate(zip(points, points[1:])) if a < b and i % 3 != 2]
    doc = Document(doc_id="r", text=text, tags=tags)
    tok = tokenize_document(doc, max_sentence_tokens=limit)
    # whitespace entities (&nbsp;) are not tokens: blank them before the coverage check
    check_invariants(Document("r", text.replace("&nbsp;", "      "), tags), _rows(tok), tok.lost)
    if limit:
        assert all(b - a <= limit for a, b in tok.sentences())
