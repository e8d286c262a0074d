"""`deidkit evaluate`: hand-computed figures, the official script's semantics and oddities."""

from __future__ import annotations

import json
import random

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deidkit import evaluate as ev
from deidkit import io as dio
from deidkit import schemas
from deidkit.corpus.i2b2 import Document, Tag, write_document
from deidkit.errors import DataError
from deidkit.labels import is_hipaa
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table

# ---------------------------------------------------------------------------------------
# The thesis table: "She works in [software engineering]PROFESSION"; cells are TP/FP/FN

SENTENCE = "She works in software engineering"
SOFTWARE, ENGINEERING, BOTH = (13, 21), (22, 33), (13, 33)
CAT = {"PROFESSION": "PROFESSION", "ORGANIZATION": "LOCATION"}

THESIS = [  # prediction tags, entity std, entity binary, token std, token binary
    ([("PROFESSION", BOTH)], (1, 0, 0), (1, 0, 0), (2, 0, 0), (2, 0, 0)),
    ([], (0, 0, 1), (0, 0, 1), (0, 0, 2), (0, 0, 2)),
    ([("PROFESSION", (4, 9))], (0, 1, 1), (0, 1, 1), (0, 1, 2), (0, 1, 2)),
    ([("ORGANIZATION", SOFTWARE)], (0, 1, 1), (0, 1, 1), (0, 1, 2), (1, 0, 1)),
    ([("PROFESSION", ENGINEERING)], (0, 1, 1), (0, 1, 1), (1, 0, 1), (1, 0, 1)),
    ([("ORGANIZATION", BOTH)], (0, 1, 1), (1, 0, 0), (0, 2, 2), (2, 0, 0)),
    ([("PROFESSION", SOFTWARE), ("PROFESSION", ENGINEERING)], (0, 2, 1), (0, 2, 1), (2, 0, 0), (2, 0, 0)),
    ([("ORGANIZATION", SOFTWARE), ("PROFESSION", ENGINEERING)], (0, 2, 1), (0, 2, 1), (1, 1, 1), (2, 0, 0)),
]


def doc(doc_id, text, tags):
    return Document(doc_id, text, [Tag(CAT.get(t, t) if t in CAT else _cat(t), t, s, e, text[s:e])
                                   for t, (s, e) in tags])


def _cat(type_):
    from deidkit.corpus.i2b2 import TYPE_CATEGORY
    return TYPE_CATEGORY[type_]


def _cells(result, name):
    f = result[name]["all"]
    return (f["tp"], f["fp"], f["fn"])


def _iob2(tokens_spans, tags):
    labels = ["O"] * len(tokens_spans)
    for type_, (s, e) in tags:
        first = True
        for i, (ts, te) in enumerate(tokens_spans):
            if ts >= s and te <= e:
                labels[i] = ("B-" if first else "I-") + type_
                first = False
    return labels


@pytest.mark.parametrize("row", range(len(THESIS)))
def test_thesis_table_on_documents(row):
    pred, strict, binary_strict, token, binary_token = THESIS[row]
    gold = [doc("1", SENTENCE, [("PROFESSION", BOTH)])]
    system = [doc("1", SENTENCE, pred)]
    result = ev.evaluate(gold, system)
    assert _cells(result, "strict") == strict
    assert _cells(result, "binary_strict") == binary_strict
    assert _cells(result, "token") == token
    assert _cells(result, "binary_token") == binary_token


@pytest.mark.parametrize("row", [0, 1, 3, 4, 5, 6, 7])  # row 2 (`works`) is a token too
def test_thesis_table_on_tokens(row):
    pred, strict, binary_strict, token, binary_token = THESIS[row]
    spans = [(0, 3), (4, 9), (10, 12), SOFTWARE, ENGINEERING]
    table = tokens_table([{"doc_id": "1", "sentence": 0, "tokens": SENTENCE.split(),
                           "starts": [s for s, _ in spans], "ends": [e for _, e in spans],
                           "labels": _iob2(spans, [("PROFESSION", BOTH)]),
                           "predicted": _iob2(spans, pred)}], predicted=True)
    # two adjacent tags of one TYPE (row 7) are B- B- in IOB2
    assert row != 6 or table.column("predicted").to_pylist()[0][3:] == ["B-PROFESSION"] * 2
    result = ev.evaluate_tokens(table)
    assert _cells(result, "strict") == strict
    assert _cells(result, "binary_strict") == binary_strict
    assert _cells(result, "token") == token
    assert _cells(result, "binary_token") == binary_token


# ---------------------------------------------------------------------------------------
# Hand-computed micro, macro, relaxed, HIPAA, leakage

TEXT_A = "John Smith seen 12/01 by Dr Jones."
TEXT_B = "Seen at Mass General Hospital today."
TEXT_C = "Nothing here."


def three_documents():
    gold = [doc("A", TEXT_A, [("PATIENT", (0, 10)), ("DATE", (16, 21)), ("DOCTOR", (28, 33))]),
            doc("B", TEXT_B, [("HOSPITAL", (8, 29))]),
            doc("C", TEXT_C, [])]
    system = [doc("A", TEXT_A, [("PATIENT", (0, 10)), ("DATE", (16, 20)), ("PATIENT", (28, 33))]),
              doc("B", TEXT_B, [("HOSPITAL", (5, 29))]),
              doc("C", TEXT_C, [])]
    return gold, system


def test_hand_computed_micro_and_macro():
    result = ev.evaluate(*three_documents())
    # token (typed): A 3/2/2 (Jones has the wrong TYPE, "12/0" ends early), B 3/1/0 ("at")
    tok = result["token"]["all"]
    assert (tok["tp"], tok["fp"], tok["fn"]) == (6, 3, 2)
    assert tok["precision"] == pytest.approx(6 / 9) and tok["recall"] == pytest.approx(6 / 8)
    assert tok["f1"] == pytest.approx(2 * (6 / 9) * (6 / 8) / (6 / 9 + 6 / 8))
    # macro: per-document P = 3/5, 3/4, 0 and R = 3/5, 1, 0 -- the empty document C counts
    # with P = R = 0, as in the official script
    assert tok["macro_precision"] == pytest.approx((0.6 + 0.75 + 0) / 3)
    assert tok["macro_recall"] == pytest.approx((0.6 + 1.0 + 0) / 3)
    assert tok["macro_f1"] == pytest.approx(ev.f_beta(0.45, 1.6 / 3))
    assert tok["macro_precision_sd"] == pytest.approx(np.std([0.6, 0.75, 0.0]))
    assert _cells(result, "strict") == (1, 3, 3)
    # relaxed: the DATE ending 1 character early matches; HOSPITAL starting early does not
    assert _cells(result, "relaxed") == (2, 2, 2)
    assert _cells(result, "binary_token") == (7, 2, 1)
    assert _cells(result, "binary_strict") == (2, 2, 2)
    # HIPAA: DOCTOR and HOSPITAL are not HIPAA; the system's Jones typed PATIENT is
    assert _cells(result, "hipaa_token") == (3, 2, 1)
    assert _cells(result, "binary_hipaa_token") == (3, 2, 1)
    main = result["binary_hipaa_token"]["all"]
    assert main["macro_precision"] == pytest.approx(0.6 / 3)
    assert main["macro_recall"] == pytest.approx(0.75 / 3)
    # per category and TYPE
    assert _cells({"x": result["token"]}, "x") == (6, 3, 2)
    assert (result["token"]["NAME"]["tp"], result["token"]["NAME"]["fp"],
            result["token"]["NAME"]["fn"]) == (2, 1, 1)
    assert (result["binary_token"]["NAME"]["tp"], result["binary_token"]["NAME"]["fp"]) == (3, 0)
    assert result["token"]["DOCTOR"]["fn"] == 1 and result["token"]["DOCTOR"]["tp"] == 0
    assert result["strict"]["HOSPITAL"]["fp"] == 1
    assert "DOCTOR" not in result["hipaa_token"] and "PATIENT" in result["hipaa_token"]
    # leakage: of 8 gold tokens only "01" (19-21) is not wholly covered ("12/0" ends at 20)
    assert result["leakage"]["all"] == {"phi_tokens": 8, "leaked": 1, "leakage": 0.125}
    assert result["hipaa_leakage"]["all"] == {"phi_tokens": 4, "leaked": 1, "leakage": 0.25}
    assert result["leakage"]["DATE"]["leakage"] == 0.5


def test_leakage_is_not_one_minus_recall():
    text = "Seen by Dr.Smithson today."
    gold = [doc("D", text, [("DOCTOR", (11, 16))])]       # "Smith", cutting the word
    system = [doc("D", text, [("DOCTOR", (11, 19))])]     # "Smithson" covers it
    result = ev.evaluate(gold, system)
    assert _cells(result, "binary_token") == (0, 1, 1)    # recall 0: tokens differ
    assert result["leakage"]["all"]["leakage"] == 0.0     # but nothing leaked
    system = [doc("D", text, [("DOCTOR", (11, 14))])]     # "Smi": partly covered = leaked
    assert ev.evaluate(gold, system)["leakage"]["all"]["leaked"] == 1


def test_idnum_quirk():
    text = "MRN 12345 and ID 987."
    gold = [doc("E", text, [("MEDICALRECORD", (4, 9)), ("IDNUM", (17, 20))])]
    result = ev.evaluate(gold, gold)
    assert _cells(result, "binary_hipaa_token") == (1, 0, 0)   # IDNUM is not HIPAA
    assert "IDNUM" not in result["hipaa_token"]
    fixed = ev.evaluate(gold, gold, idnum_hipaa=True)
    assert _cells(fixed, "binary_hipaa_token") == (2, 0, 0)
    assert fixed["hipaa_token"]["IDNUM"]["tp"] == 1
    assert not is_hipaa("ID", "IDNUM") and is_hipaa("ID", "IDNUM", idnum_hipaa=True)


def test_official_tokenizer_quirks():
    assert ev.official_tokens("12/01-2010", 5) == ((5, 7), (8, 10), (11, 15))
    # a tag without alphanumerics yields one empty token at its end (official special case)
    assert ev.official_tokens(" - ", 10) == ((13, 13),)
    # non-ASCII letters are not token characters
    assert ev.official_tokens("Müller", 0) == ((0, 1), (2, 6))


def test_relaxed_uses_the_official_set_semantics():
    # two system tags with the same start and ends 3 apart both equal the gold tag (ends
    # within 2 of each): set algebra gives tp 1 (the smaller set is iterated), fp 0.
    text = "Patient Johnathan Smithers seen."
    gold = [doc("F", text, [("PATIENT", (8, 20))])]
    system = [doc("F", text, [("PATIENT", (8, 18)), ("PATIENT", (8, 21))])]
    assert _cells(ev.evaluate(gold, system), "relaxed") == (1, 0, 0)


def test_zero_denominators_give_zero():
    text = "Nothing here."
    result = ev.evaluate([doc("G", text, [])], [doc("G", text, [])])
    f = result["token"]["all"]
    assert (f["precision"], f["recall"], f["f1"], f["macro_f1"]) == (0.0, 0.0, 0.0, 0.0)


def test_missing_system_document_counts_as_false_negatives():
    gold, system = three_documents()
    system = system[1:]   # A missing
    result = ev.evaluate(gold, system)
    assert _cells(result, "binary_token") == (3, 1, 5)
    skipped = ev.evaluate(gold, system, skip_missing=True)
    assert _cells(skipped, "binary_token") == (3, 1, 0)


def test_mismatched_text_is_an_error():
    gold, system = three_documents()
    system[1] = doc("B", TEXT_B.replace("Mass", "Maas"), [])
    with pytest.raises(DataError, match=r"^B: the text of document 'B' differs from the gold "
                                        r"standard's \(\) from character 10: system output must "
                                        r"keep the gold text$"):
        ev.evaluate(gold, system)


def test_unknown_type_and_duplicates_are_errors():
    gold = [doc("A", TEXT_A, [])]
    bad = [Document("A", TEXT_A, [Tag("NAME", "FRIEND", 0, 4, "John")], source="sys/A.xml")]
    with pytest.raises(DataError, match=r"^sys/A.xml: unknown TYPE 'FRIEND' \(tag \?\); expected "
                                        r"one of the i2b2 2014 TYPEs \(ACCOUNT, AGE, "):
        ev.evaluate(gold, bad)
    with pytest.raises(DataError, match="duplicate document id 'A' in the gold documents"):
        ev.evaluate(gold + gold, gold)


# ---------------------------------------------------------------------------------------
# Against the reference re-implementation of the official script, on random documents

WORDS = ["John", "Smith", "12", "/", "01", "-", "Boston", "MA", "02114", "Dr.", "x", "(", ")",
         "555-1234", "age", "45", "yo", "Mass", "General", ",", "IDNUM", "Müller"]
TYPES = ["PATIENT", "DOCTOR", "CITY", "STATE", "ZIP", "HOSPITAL", "ORGANIZATION", "DATE", "AGE",
         "PHONE", "IDNUM", "MEDICALRECORD", "PROFESSION", "OTHER", "date", "patient"]


def _random_corpus(rng: random.Random, n_docs: int):
    gold_docs, sys_docs = [], []
    for d in range(n_docs):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 25)))
        doc_id = f"1{d:02d}-01"

        def tags():
            out = []
            for _ in range(rng.randint(0, 5) if text else 0):
                s = rng.randrange(len(text))
                e = min(len(text), s + rng.randint(1, 14))
                t = rng.choice(TYPES)
                out.append(Tag(_cat(t.upper()), t, s, e, text[s:e]))
            return out

        g = tags()
        # the system: a perturbed copy of the gold tags plus noise
        s = []
        for tag in g:
            roll = rng.random()
            if roll < 0.4:
                s.append(tag)
            elif roll < 0.6:
                e = max(tag.start + 1, min(len(text), tag.end + rng.randint(-3, 3)))
                s.append(Tag(tag.tag, tag.type, tag.start, e, text[tag.start:e]))
            elif roll < 0.75:
                t = rng.choice(TYPES)
                s.append(Tag(_cat(t.upper()), t, tag.start, tag.end, tag.text))
        s += tags()[:2]
        gold_docs.append((doc_id, text, g))
        sys_docs.append((doc_id, text, s))
    return gold_docs, sys_docs


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 32 - 1), st.integers(1, 6))
def test_agrees_with_the_reference_implementation(seed, n_docs):
    import tempfile
    from pathlib import Path

    from tests import reference_i2b2_eval as ref

    rng = random.Random(seed)
    gold_docs, sys_docs = _random_corpus(rng, n_docs)
    drop = rng.random() < 0.3 and n_docs > 1
    with tempfile.TemporaryDirectory() as tmp:
        gdir, sdir = Path(tmp, "gold"), Path(tmp, "system")
        gdir.mkdir()
        sdir.mkdir()
        for doc_id, text, tags in gold_docs:
            write_document(gdir / f"{doc_id}.xml", text, tags)
        for i, (doc_id, text, tags) in enumerate(sys_docs):
            if drop and i == 0:
                continue  # a missing system file: the official script skips the document
            write_document(sdir / f"{doc_id}.xml", text, tags)
        expected = ref.phi_track(str(sdir), str(gdir))
        pairing = ev.pair_documents(ev.read_xml_dir(gdir, role="gold standard"),
                                    ev.read_xml_dir(sdir, role="system output"), skip_missing=True)
        got = ev.score(pairing.pairs).to_dict()
    for label, (evaluation, category) in ev.OFFICIAL_LABELS.items():
        want, have = expected[label], got[evaluation][category]
        assert (have["tp"], have["fp"], have["fn"]) == (want["tp"], want["fp"], want["fn"]), label
        for key in ("precision", "recall", "f1", "macro_precision", "macro_recall", "macro_f1"):
            assert have[key] == pytest.approx(want[key], abs=1e-12), (label, key)


# ---------------------------------------------------------------------------------------
# Properties

def _tokens_from_docs(docs, rng=None, noise=0.0):
    """A tokens table (whitespace tokens, one sentence per document) with gold labels from
    the tags and predictions = gold with ``noise`` of the labels changed."""
    rows = []
    for d in docs:
        spans = [(m.start(), m.end()) for m in __import__("re").finditer(r"\S+", d.text)]
        labels = _iob2(spans, [(t.type, (t.start, t.end)) for t in d.tags])
        predicted = list(labels)
        if rng is not None:
            for i in range(len(predicted)):
                if rng.random() < noise:
                    predicted[i] = rng.choice(["O", "B-PATIENT", "I-PATIENT", "B-DATE", "I-CITY"])
        rows.append({"doc_id": d.doc_id, "sentence": 0, "tokens": [d.text[s:e] for s, e in spans],
                     "starts": [s for s, _ in spans], "ends": [e for _, e in spans],
                     "labels": labels, "predicted": predicted})
    return tokens_table(rows, predicted=True)


WORD_TAGS = st.lists(st.tuples(st.sampled_from(["John", "Boston", "12/01", "x", "-", "Mass"]),
                               st.sampled_from([None, "PATIENT", "CITY", "DATE", "DOCTOR"])),
                     min_size=1, max_size=12)


def _doc_from_words(doc_id, words):
    text, tags = "", []
    for word, type_ in words:
        if text:
            text += " "
        start = len(text)
        text += word
        if type_:
            tags.append(Tag(_cat(type_), type_, start, len(text), word))
    return Document(doc_id, text, tags)


@settings(max_examples=30, deadline=None)
@given(st.lists(WORD_TAGS, min_size=1, max_size=5))
def test_perfect_predictions_score_one(docs_words):
    docs = [_doc_from_words(f"d{i}", w) for i, w in enumerate(docs_words)]
    for result in (ev.evaluate(docs, docs), ev.evaluate_tokens(_tokens_from_docs(docs))):
        for name in ev.EVALUATIONS:
            f = result[name]["all"]
            assert f["fp"] == 0 and f["fn"] == 0
            assert f["f1"] == (1.0 if f["tp"] else 0.0)
        assert result["leakage"]["all"]["leaked"] == 0


@settings(max_examples=30, deadline=None)
@given(st.lists(WORD_TAGS, min_size=2, max_size=6), st.randoms(use_true_random=False))
def test_document_order_does_not_change_micro_figures(docs_words, rnd):
    docs = [_doc_from_words(f"d{i}", w) for i, w in enumerate(docs_words)]
    table = _tokens_from_docs(docs, random.Random(0), noise=0.3)
    order = list(range(table.num_rows))
    rnd.shuffle(order)
    a = ev.evaluate_tokens(table)
    b = ev.evaluate_tokens(table.take(order))
    for name in ev.EVALUATIONS:
        for key in ("tp", "fp", "fn", "precision", "recall", "f1", "macro_f1"):
            assert a[name]["all"][key] == b[name]["all"][key]


# ---------------------------------------------------------------------------------------
# Three routes, one answer

def _synth_like(n_docs=6, seed=3):
    rng = random.Random(seed)
    docs = []
    for d in range(n_docs):
        words = []
        for _ in range(rng.randint(5, 30)):
            if rng.random() < 0.2:
                t = rng.choice(["PATIENT", "DATE", "CITY", "HOSPITAL", "IDNUM", "PHONE"])
                value = {"PATIENT": "Anna Lee", "DATE": "03/04/2010", "CITY": "Salem",
                         "HOSPITAL": "St. Mary Hospital", "IDNUM": "A-1234",
                         "PHONE": "(555) 123-4567"}[t]
                words.append((value, t))
            else:
                words.append((rng.choice(["seen", "today", "for", "pain", "BP", "120/80"]), None))
        words.append((".", None))
        docs.append(_doc_from_words(f"2{d:02d}-01", words))
    return docs


def test_three_routes_give_identical_numbers(tmp_path):
    from deidkit.export import export

    docs = _synth_like()
    gold_dir = tmp_path / "gold"
    gold_dir.mkdir()
    for d in docs:
        write_document(gold_dir / f"{d.doc_id}.xml", d.text, d.tags)
    table = _tokens_from_docs(docs, random.Random(5), noise=0.25)
    texts = {d.doc_id: d.text for d in docs}
    sys_dir = tmp_path / "system"
    sys_dir.mkdir()
    for exported in export(table, texts, fmt="i2b2"):
        (sys_dir / f"{exported.doc_id}.xml").write_text(exported.content, encoding="utf-8")
    gold = ev.read_xml_dir(gold_dir, role="gold standard")
    route_a = ev.score(ev.pair_documents(gold, ev.read_xml_dir(sys_dir, role="s")).pairs).to_dict()
    route_b = ev.score(ev.gold_and_token_pairs(gold, table).pairs).to_dict()
    route_c = ev.evaluate_tokens(table)
    assert route_a == route_b == route_c
    assert 0.3 < route_c["binary_hipaa_token"]["all"]["f1"] < 1.0
    # and without offsets (pseudonymized data), the figures depend only on the labels here
    no_offsets = table.drop_columns(["starts", "ends"])
    assert ev.evaluate_tokens(no_offsets)["binary_hipaa_token"] == route_c["binary_hipaa_token"]


def test_routes_through_the_cli(tmp_path):
    docs = _synth_like()
    gold_dir = tmp_path / "gold"
    gold_dir.mkdir()
    for d in docs:
        write_document(gold_dir / f"{d.doc_id}.xml", d.text, d.tags)
    table = _tokens_from_docs(docs, random.Random(5), noise=0.25)
    path = tmp_path / "tagged.parquet"
    dio.write_table(path, table)
    run(["export", path, "--source", gold_dir, "-o", tmp_path / "system"])
    a = json.loads(run(["evaluate", gold_dir, tmp_path / "system", "--json"]).stdout)
    b = json.loads(run(["evaluate", gold_dir, path, "--json"]).stdout)
    c = json.loads(run(["evaluate", path, "--json"]).stdout)
    d = json.loads(run(["evaluate", "--json"], input=arrow_stream_bytes(table)).stdout)
    assert a == b == c == d == json.loads(json.dumps(ev.evaluate_tokens(table)))


# ---------------------------------------------------------------------------------------
# Tokens tables: assembly and bad input

def _one(labels, predicted, **extra):
    n = len(labels)
    row = {"doc_id": "d", "sentence": 0, "tokens": [f"w{i}" for i in range(n)],
           "starts": [3 * i for i in range(n)], "ends": [3 * i + 2 for i in range(n)],
           "labels": labels, "predicted": predicted, **extra}
    return tokens_table([row], predicted=True)


def test_iob2_assembly_rule():
    flat = ev.FlatTokens(_one(["O"] * 6, ["I-DATE", "I-DATE", "B-DATE", "I-CITY", "O", "I-CITY"]))
    spans = [(s.type, s.first, s.last) for s in flat.spans("predicted")]
    # a stray I- opens a tag, I-X continues only an open X, O closes
    assert spans == [("DATE", 0, 1), ("DATE", 2, 2), ("CITY", 3, 3), ("CITY", 5, 5)]


def test_tags_do_not_continue_across_sentences():
    rows = [{"doc_id": "d", "sentence": i, "tokens": ["a"], "starts": [2 * i], "ends": [2 * i + 1],
             "labels": ["B-DATE" if i == 0 else "I-DATE"], "predicted": ["O"]} for i in range(2)]
    flat = ev.FlatTokens(tokens_table(rows, predicted=True))
    assert [(s.first, s.last) for s in flat.spans("labels")] == [(0, 0), (1, 1)]


@pytest.mark.parametrize("labels, message", [
    (["B-FRIEND"], "unknown TYPE 'FRIEND' in label 'B-FRIEND' in sentence 0 of document 'd'; "
                   "expected one of the i2b2 2014 TYPEs (ACCOUNT, AGE,"),
    (["PATIENT"], "label 'PATIENT' in sentence 0 of document 'd' is not IOB2 (O, B-TYPE or I-TYPE)"),
])
def test_bad_labels(labels, message):
    with pytest.raises(DataError) as info:
        ev.evaluate_tokens(_one(["O"], labels))
    assert str(info.value).startswith(message)


def test_duplicate_rows_and_lengths():
    table = pa.concat_tables([_one(["O"], ["O"]), _one(["O"], ["O"])])
    with pytest.raises(DataError, match=r"^duplicate row: sentence 0 of document 'd' appears "
                                        r"more than once$"):
        ev.evaluate_tokens(table)
    with pytest.raises(DataError, match=r"^document 'd' sentence 0: 2 tokens but 1 predicted$"):
        ev.evaluate_tokens(_one(["O", "O"], ["O"]))
    with pytest.raises(DataError, match=r"^document 'd' sentence 0: null labels list$"):
        ev.evaluate_tokens(tokens_table(
            [{"doc_id": "d", "sentence": 0, "tokens": ["a"], "starts": [0], "ends": [1],
              "labels": None, "predicted": ["O"]}], predicted=True))


@pytest.mark.parametrize("starts, ends, problem", [
    ([0, -3], [2, 5], "negative start offset -3"),
    ([0, 5], [2, 4], "token ends at 4 before it starts at 5"),
])
def test_single_table_refuses_bad_offsets(tmp_path, starts, ends, problem):
    path = tmp_path / "t.parquet"
    dio.write_table(path, _one(["O", "B-DATE"], ["O", "B-DATE"], starts=starts, ends=ends))
    result = run(["evaluate", path], expect=1)
    assert result.stderr.strip() == f"Error: {path}: document 'd' sentence 0: {problem}"


def test_custom_label_columns_are_checked():
    table = _one(["O", "O"], ["O", "O"])
    short = pa.array([["O"]], pa.list_(pa.string()))
    with pytest.raises(DataError, match=r"^document 'd' sentence 0: 2 tokens but 1 guess$"):
        ev.evaluate_tokens(table.append_column("guess", short), pred_column="guess")
    with pytest.raises(DataError, match=r"^not a tokens table: missing column 'guess'$"):
        ev.evaluate_tokens(table, pred_column="guess")


def test_missing_predicted_column():
    table = _one(["O"], ["O"]).drop_columns(["predicted"])
    with pytest.raises(DataError, match=r"^not a tokens table: missing column 'predicted' \(list<"):
        ev.evaluate_tokens(table)


def test_tokens_must_match_the_gold_text(tmp_path):
    gold_dir = tmp_path / "gold"
    gold_dir.mkdir()
    write_document(gold_dir / "d.xml", "ab cd ef", [])
    table = _one(["O", "O"], ["O", "B-DATE"])   # tokens 'w0' 'w1' at 0-2, 3-5
    path = tmp_path / "t.parquet"
    dio.write_table(path, table)
    result = run(["evaluate", gold_dir, path], expect=1)
    assert result.stderr.strip() == (
        f"Error: {path}: token 0 of sentence 0 of document 'd' (offsets 0-2) differs from the "
        "text there: the tokens were not made from this text")


# ---------------------------------------------------------------------------------------
# CLI outputs, runs, significance

def test_cli_table_to_a_pipe_and_to_a_file(tmp_path):
    table = _tokens_from_docs(_synth_like(), random.Random(1), noise=0.2)
    result = run(["evaluate"], input=arrow_stream_bytes(table))
    metrics = read_arrow_output(result.stdout_bytes)
    assert schemas.schema_tag(metrics.schema) == "metrics/1"
    assert schemas.problems(metrics.schema, schemas.METRICS) == []
    first = metrics.slice(0, 1).to_pylist()[0]
    assert (first["evaluation"], first["category"]) == ("binary_hipaa_token", "all")
    expected = ev.evaluate_tokens(table)["binary_hipaa_token"]["all"]
    assert first["f1"] == expected["f1"] and first["tp"] == expected["tp"]
    leak = [r for r in metrics.to_pylist() if r["evaluation"] == "leakage" and r["category"] == "all"][0]
    assert leak["leakage"] == pytest.approx(leak["fn"] / (leak["tp"] + leak["fn"]))
    out = tmp_path / "m.parquet"
    run(["evaluate", "-o", out], input=arrow_stream_bytes(table))
    assert dio.read_table(out).num_rows == metrics.num_rows


def test_cli_terminal_table(monkeypatch):
    table = _tokens_from_docs(_synth_like(), random.Random(1), noise=0.2)
    monkeypatch.setattr(dio, "isatty", lambda stream: True)
    result = run(["evaluate"], input=arrow_stream_bytes(table))
    rows = [line for line in result.stdout.splitlines() if line.startswith("│")]
    assert "binary_hipaa_token" in rows[0]   # the first row of the table is the main metric
    f1 = ev.evaluate_tokens(table)["binary_hipaa_token"]["all"]["f1"]
    assert f"{100 * f1:.2f}" in rows[0]


def test_cli_missing_documents_are_reported(tmp_path):
    gold_dir, sys_dir = tmp_path / "gold", tmp_path / "sys"
    gold_dir.mkdir()
    sys_dir.mkdir()
    gold, system = three_documents()
    for d in gold:
        write_document(gold_dir / f"{d.doc_id}.xml", d.text, d.tags)
    for d in system[1:]:
        write_document(sys_dir / f"{d.doc_id}.xml", d.text, d.tags)
    write_document(sys_dir / "Z.xml", "zzz", [])
    result = run(["evaluate", gold_dir, sys_dir, "--json"])
    assert ("warning: 1 gold document without a system document: scored as predicting no PHI "
            "(their PHI count as false negatives)") in result.stderr
    assert "warning: 1 system document without a gold document: ignored" in result.stderr
    assert json.loads(result.stdout)["binary_token"]["all"]["fn"] == 5
    skipped = run(["evaluate", gold_dir, sys_dir, "--json", "--skip-missing"])
    assert json.loads(skipped.stdout)["binary_token"]["all"]["fn"] == 0


def test_cli_mismatched_text_names_the_file(tmp_path):
    gold_dir, sys_dir = tmp_path / "gold", tmp_path / "sys"
    gold_dir.mkdir()
    sys_dir.mkdir()
    write_document(gold_dir / "A.xml", TEXT_A, [])
    write_document(sys_dir / "A.xml", TEXT_A + " extra", [])
    result = run(["evaluate", gold_dir, sys_dir], expect=1)
    assert result.stderr.strip() == (
        f"Error: {sys_dir / 'A.xml'}: the text of document 'A' differs from the gold standard's "
        f"({gold_dir / 'A.xml'}) from character 34: system output must keep the gold text")


def test_cli_usage_errors(tmp_path):
    result = run(["evaluate", tmp_path], expect=2)
    assert "is a directory of i2b2 XML: give the predictions after it" in result.stderr
    t = tmp_path / "t.parquet"
    dio.write_table(t, _one(["O"], ["O"]))
    result = run(["evaluate", t, "--compare"], expect=2)
    assert "Error: --compare needs exactly two prediction sets, got 1" in result.stderr


def test_runs_mean_sd_and_randomization(tmp_path):
    docs = _synth_like(n_docs=20, seed=11)
    paths = []
    for i, noise in enumerate([0.05, 0.08, 0.5]):
        p = tmp_path / f"run{i}.parquet"
        dio.write_table(p, _tokens_from_docs(docs, random.Random(i), noise=noise))
        paths.append(p)
    f1s = [ev.evaluate_tokens(dio.read_table(p))["binary_hipaa_token"]["all"]["f1"] for p in paths]
    out = json.loads(run(["evaluate", *paths, "--json"]).stdout)
    assert out["mean"]["binary_hipaa_token"]["all"]["f1"] == pytest.approx(np.mean(f1s))
    assert out["sd"]["binary_hipaa_token"]["all"]["f1"] == pytest.approx(np.std(f1s, ddof=1))
    table = read_arrow_output(run(["evaluate", *paths]).stdout_bytes)
    assert set(table.column("run").to_pylist()) == {*map(str, paths), "mean", "sd"}
    close = json.loads(run(["evaluate", paths[0], paths[0], "--compare", "--json",
                            "--trials", "999"]).stdout)["compare"]
    assert close["p_value"] == 1.0 and close["difference"] == 0.0
    far = json.loads(run(["evaluate", paths[0], paths[2], "--compare", "--json"]).stdout)["compare"]
    assert far["trials"] == 9999 and far["p_value"] < 0.01
    assert far["f1_a"] == pytest.approx(f1s[0]) and far["f1_b"] == pytest.approx(f1s[2])
    again = json.loads(run(["evaluate", paths[0], paths[2], "--compare", "--json"]).stdout)
    assert again["compare"] == far   # seeded
    # leakage and HIPAA leakage are tested too, on the figures each run reports
    runs = json.loads(run(["evaluate", paths[0], paths[2], "--json"]).stdout)["runs"]
    for name in ("leakage", "hipaa_leakage"):
        own = [runs[str(p)][name]["all"]["leakage"] for p in (paths[0], paths[2])]
        assert close[name]["p_value"] == 1.0 and close[name]["difference"] == 0.0
        assert far[name]["leakage_a"] == pytest.approx(own[0])
        assert far[name]["leakage_b"] == pytest.approx(own[1])
        assert far[name]["difference"] == pytest.approx(own[0] - own[1]) and own[1] > own[0]
    assert far["leakage"]["p_value"] < 0.01  # 10% of PHI tokens leaked against 1%
    table = read_arrow_output(run(["evaluate", paths[0], paths[2], "--compare"]).stdout_bytes)
    compared = {r["evaluation"]: r for r in table.to_pylist() if r["run"] == "compare"}
    assert set(compared) == {"binary_hipaa_token", "leakage", "hipaa_leakage", "redaction"}
    assert compared["leakage"]["leakage"] == pytest.approx(far["leakage"]["difference"])
    rates = [runs[str(p)]["redaction"]["all"]["redaction_rate"] for p in (paths[0], paths[2])]
    assert far["redaction"]["redaction_rate_a"] == pytest.approx(rates[0])
    assert far["redaction"]["redaction_rate_b"] == pytest.approx(rates[1])
    assert compared["redaction"]["redaction_rate"] == pytest.approx(rates[0] - rates[1])
    assert compared["redaction"]["p_value"] == far["redaction"]["p_value"]
    assert close["redaction"]["p_value"] == 1.0 and close["redaction"]["difference"] == 0.0
    assert compared["leakage"]["p_value"] == far["leakage"]["p_value"]
    assert compared["binary_hipaa_token"]["f1"] == pytest.approx(far["difference"])
    from deidkit.evaluate.report import evaluate_inputs

    own = [runs[str(p)]["leakage"]["all"]["leakage"] for p in (paths[0], paths[2])]
    shown = [line for line in evaluate_inputs(paths[0], [paths[2]], compare=True).renderables()
             if isinstance(line, str)]
    assert shown[1] == (f"  on leakage: {paths[0]} {100 * own[0]:.2f}% vs {paths[2]} "
                        f"{100 * own[1]:.2f}%, p = {far['leakage']['p_value']:.4f}")
    assert shown[2].startswith("  on hipaa leakage: ")
    assert shown[3] == (f"  on redaction rate: {paths[0]} {rates[0]:.2f}‰ vs {paths[2]} "
                        f"{rates[1]:.2f}‰, p = {far['redaction']['p_value']:.4f}")


def test_evaluate_runs_library_is_silent_and_names_shared_documents(capsys):
    docs = _synth_like(n_docs=6, seed=5)
    tables = [_tokens_from_docs(docs, random.Random(i), noise=n) for i, n in enumerate([0.1, 0.4])]
    runs = [(f"r{i}", ev.Pairing(ev.token_pairs(t), [], [])) for i, t in enumerate(tables)]
    result = ev.evaluate_runs(runs, compare=True, trials=99, seed=2)
    assert capsys.readouterr() == ("", "")
    f1s = [ev.evaluate_tokens(t)["binary_hipaa_token"]["all"]["f1"] for t in tables]
    assert result.documents == 6 and not result.compared_documents_differ
    assert result.payload["mean"]["binary_hipaa_token"]["all"]["f1"] == pytest.approx(np.mean(f1s))
    assert result.payload["compare"]["f1_a"] == pytest.approx(f1s[0])
    assert result.rows[-1]["run"] == "compare" and result.rows[-1]["documents"] == 6
    # one document fewer in the second run: the test uses the five they share
    import pyarrow.compute as pc

    shorter = tables[1].filter(pc.not_equal(tables[1].column("doc_id"), "200-01"))
    runs[1] = ("r1", ev.Pairing(ev.token_pairs(shorter), [], []))
    result = ev.evaluate_runs(runs, compare=True, trials=99, seed=2)
    assert result.compared_documents_differ and result.comparison["documents"] == 5
    with pytest.raises(ValueError, match="compare needs exactly two prediction sets, got 1"):
        ev.evaluate_runs(runs[:1], compare=True)


def test_randomization_counts():
    a = np.array([[5, 0, 0], [5, 0, 0]])
    result = ev.approximate_randomization(a, a, trials=99, seed=1)
    assert result["p_value"] == 1.0
    b = np.array([[0, 5, 5], [0, 5, 5]])
    # two documents: 4 equally likely swaps, 2 of which keep |difference| = 1
    result = ev.approximate_randomization(a, b, trials=9999, seed=1)
    assert result["difference"] == 1.0
    assert 0.45 < result["p_value"] < 0.55


def test_leakage_randomization_counts():
    a = np.array([[0, 5], [0, 5]])
    result = ev.leakage_randomization(a, a, trials=99, seed=1)
    assert result["p_value"] == 1.0 and result["difference"] == 0.0
    b = np.array([[5, 5], [5, 5]])
    # two documents: 4 equally likely swaps; swapping one of them gives both systems 50%
    result = ev.leakage_randomization(a, b, trials=9999, seed=1)
    assert result["leakage_a"] == 0.0 and result["leakage_b"] == 1.0
    assert result["difference"] == -1.0 and 0.45 < result["p_value"] < 0.55


@pytest.mark.parametrize("test, columns", [(ev.approximate_randomization, 3),
                                           (ev.leakage_randomization, 2)])
def test_randomization_matches_every_swap_enumerated(test, columns):
    """The oracle: on 8 documents all 256 swaps can be listed; the shuffles' p-value must
    approach the share of swaps whose |difference| is at least the observed one."""
    import itertools

    rng = np.random.default_rng(3)
    a = rng.integers(0, 6, size=(8, columns))
    b = rng.integers(0, 6, size=(8, columns))
    if columns == 2:  # the same gold PHI tokens in both, at least the leaked ones
        a[:, 1] = b[:, 1] = np.maximum(a[:, 0], b[:, 0]) + rng.integers(1, 4, size=8)

    def figure(sums):
        if columns == 2:
            return sums[0] / sums[1]
        tp, fp, fn = sums
        return 2 * tp / (2 * tp + fp + fn)

    observed = abs(figure(a.sum(0)) - figure(b.sum(0)))
    at_least = 0
    for swap in itertools.product((0, 1), repeat=8):
        s = np.array(swap)[:, None]
        x, y = np.where(s, b, a).sum(0), np.where(s, a, b).sum(0)
        at_least += abs(figure(x) - figure(y)) >= observed - 1e-12
    exact = at_least / 256
    p = test(a, b, trials=40000, seed=5)["p_value"]
    assert 0.0 < exact < 1.0 and abs(p - exact) < 0.01


def test_evaluate_tokens_is_fast_enough():
    import time

    rng = random.Random(0)
    rows = []
    for d in range(200):
        for s in range(100):  # 20,000 sentences of 15 tokens, ~5% PHI
            labels = ["B-DATE" if rng.random() < 0.05 else "O" for _ in range(15)]
            predicted = [x if rng.random() < 0.95 else "B-PATIENT" for x in labels]
            rows.append({"doc_id": str(d), "sentence": s, "tokens": ["tok12"] * 15,
                         "starts": list(range(0, 90, 6)), "ends": list(range(5, 95, 6)),
                         "labels": labels, "predicted": predicted})
    table = tokens_table(rows, predicted=True)
    start = time.perf_counter()
    ev.evaluate_tokens(table)
    assert time.perf_counter() - start < 20.0  # linear: ~1-3 s here; quadratic would be minutes


def test_odd_tags_are_scored_as_the_official_script_does(tmp_path):
    """Tags in file order (not sorted), an empty tag, a tag past the end of the text and a
    punctuation-only tag: deidkit reads them as the official script does."""
    from tests import reference_i2b2_eval as ref

    text = "Seen 12/01 - Boston"

    def xml(tags):
        body = "\n".join(f'<{n} id="P{i}" start="{s}" end="{e}" text="" TYPE="{t}" comment="" />'
                         for i, (n, t, s, e) in enumerate(tags))
        return (f'<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n<TEXT><![CDATA[{text}]]>'
                f"</TEXT>\n<TAGS>\n{body}\n</TAGS>\n</deIdi2b2>\n")

    gold_dir, sys_dir = tmp_path / "gold", tmp_path / "sys"
    gold_dir.mkdir()
    sys_dir.mkdir()
    (gold_dir / "100-01.xml").write_text(xml([("LOCATION", "CITY", 13, 19), ("DATE", "DATE", 5, 10),
                                              ("DATE", "DATE", 11, 12)]))
    (sys_dir / "100-01.xml").write_text(xml([("LOCATION", "CITY", 13, 25), ("DATE", "DATE", 5, 5),
                                             ("DATE", "DATE", 11, 12), ("DATE", "DATE", 5, 9)]))
    expected = ref.phi_track(str(sys_dir), str(gold_dir))
    got = ev.score(ev.pair_documents(ev.read_xml_dir(gold_dir, role="gold standard"),
                                     ev.read_xml_dir(sys_dir, role="system")).pairs).to_dict()
    for label, (evaluation, category) in ev.OFFICIAL_LABELS.items():
        want, have = expected[label], got[evaluation][category]
        assert (have["tp"], have["fp"], have["fn"]) == (want["tp"], want["fp"], want["fn"]), label
    # the punctuation-only "-" tags match through their empty tokens at offset 12
    assert _cells(got, "binary_token") == (expected["Binary Token"]["tp"], 2, 1)


def test_doubtful_gold_tags_are_reported_and_scored_as_read(tmp_path):
    """A tag past the end of the text is scored (as the official script does); one without
    integer offsets is left out; other elements are ignored; all three are reported."""
    text = "Seen 12/01 - Boston"
    tags = ('<DATE id="P0" start="5" end="10" text="12/01" TYPE="DATE" />\n'
            '<LOCATION id="P1" start="13" end="40" text="Boston" TYPE="CITY" />\n'
            '<DATE id="P2" start="x" end="12" text="-" TYPE="DATE" />\n'
            '<NOTE id="N0" start="0" end="4" text="Seen" TYPE="NOTE" />')
    gold_dir, sys_dir = tmp_path / "gold", tmp_path / "sys"
    for d in (gold_dir, sys_dir):
        d.mkdir()
    (gold_dir / "a.xml").write_text(f'<?xml version="1.0" encoding="UTF-8" ?>\n<deIdi2b2>\n'
                                    f"<TEXT><![CDATA[{text}]]></TEXT>\n<TAGS>\n{tags}\n"
                                    "</TAGS>\n</deIdi2b2>\n")
    write_document(sys_dir / "a.xml", text, [Tag("DATE", "DATE", 5, 10, "12/01"),
                                             Tag("LOCATION", "CITY", 13, 19, "Boston")])
    result = run(["evaluate", gold_dir, sys_dir, "--json"])
    assert "warning: 1 XML elements that are not PHI tags ignored" in result.stderr
    assert ("warning: 2 tags do not fit their text (offsets outside it, overlaps, or a text "
            "attribute that differs); scored as the official script scores them (tags without "
            "integer offsets left out)") in result.stderr
    strict = json.loads(result.stdout)["binary_strict"]["all"]
    # 12/01 matches; the CITY tag ending at 40 does not match the system's at 19
    assert (strict["tp"], strict["fp"], strict["fn"]) == (1, 1, 1)


# ---------------------------------------------------------------------------------------
# A binary model's tags (B-PHI / <PHI TYPE="PHI">)

BINARY_GOLD = ["B-PATIENT", "I-PATIENT", "O", "B-DOCTOR", "O", "B-DATE"]
BINARY_PRED = ["B-PHI", "I-PHI", "O", "B-PHI", "B-PHI", "O"]


def test_binary_predictions_count_as_hipaa_phi_by_offsets():
    result = ev.evaluate_tokens(_one(BINARY_GOLD, BINARY_PRED))
    cells = lambda name: tuple(result[name]["all"][k] for k in ("tp", "fp", "fn"))
    # gold HIPAA tokens w0 w1 (PATIENT) and w5 (DATE); DOCTOR (w3) is not HIPAA, so the
    # binary tag on it is a false positive there, as is the one on w4
    assert cells("binary_hipaa_token") == (2, 2, 1)
    assert cells("binary_token") == (3, 1, 1)
    assert cells("binary_strict") == (2, 1, 1)       # spans w0-w1 and w3 match, w4 does not
    # a typed evaluation cannot match a tag without a TYPE
    assert cells("token") == (0, 4, 4)
    assert cells("hipaa_token") == (0, 4, 3)
    assert result["leakage"]["all"]["leaked"] == 1 and result["leakage"]["all"]["phi_tokens"] == 4
    assert "PHI" not in result["binary_token"]       # no category row of its own


def test_binary_predictions_through_export_and_the_cli(tmp_path):
    text = "w0 w1 w2 w3 w4 w5"
    gold = tmp_path / "gold"
    gold.mkdir()
    write_document(gold / "d.xml", text, [Tag("NAME", "PATIENT", 0, 5, "w0 w1"),
                                          Tag("NAME", "DOCTOR", 9, 11, "w3"),
                                          Tag("DATE", "DATE", 15, 17, "w5")])
    table = _one(BINARY_GOLD, BINARY_PRED)
    path = tmp_path / "tagged.parquet"
    dio.write_table(path, table)
    expected = json.loads(json.dumps(ev.evaluate_tokens(table)))
    assert json.loads(run(["evaluate", path, "--json"]).stdout) == expected
    assert json.loads(run(["evaluate", gold, path, "--json"]).stdout) == expected
    run(["export", path, "--source", gold, "-o", tmp_path / "system"])
    xml = (tmp_path / "system" / "d.xml").read_text()
    assert '<PHI id="P0" start="0" end="5" text="w0 w1" TYPE="PHI"' in xml
    assert json.loads(run(["evaluate", gold, tmp_path / "system", "--json"]).stdout) == expected
    run(["export", path, "--source", gold, "--format", "redacted", "-o", tmp_path / "red"])
    assert (tmp_path / "red" / "d.txt").read_text() == "[**PHI**] w2 [**PHI**] [**PHI**] w5"


def test_cli_compare_warns_when_runs_cover_different_documents(tmp_path):
    import pyarrow.compute as pc

    docs = _synth_like(n_docs=6, seed=5)
    table = _tokens_from_docs(docs, random.Random(0), noise=0.1)
    a, b = tmp_path / "a.parquet", tmp_path / "b.parquet"
    dio.write_table(a, table)
    dio.write_table(b, table.filter(pc.not_equal(table.column("doc_id"), "200-01")))
    result = run(["evaluate", a, b, "--compare", "--json", "--trials", "99"])
    assert "the two prediction sets cover different documents: the test uses the 5 they share" \
        in result.stderr
    assert json.loads(result.stdout)["compare"]["documents"] == 5


@settings(max_examples=20, deadline=None)
@given(st.lists(WORD_TAGS, min_size=1, max_size=6))
def test_document_counts_summed_in_any_order_give_the_scores(docs_words):
    # how the cluster engines score: per-document counts, summed, then the formulas
    docs = [_doc_from_words(f"d{i}", w) for i, w in enumerate(docs_words)]
    pairs = ev.token_pairs(_tokens_from_docs(docs, random.Random(0), noise=0.3))
    want = ev.score(pairs).to_dict()
    sums: dict = {}
    for pair in reversed(pairs):
        for row in ev.document_counts(pair):
            acc = sums.setdefault((row["evaluation"], row["category"]), {})
            for key, value in row.items():
                if key not in ("evaluation", "category"):
                    acc[key] = acc.get(key, 0) + value
    got = ev.scores_from_sums(sums, len(pairs))
    for evaluation, cats in want.items():
        for cat, figs in cats.items():
            for key, value in figs.items():
                exact = isinstance(value, int)
                assert got[evaluation][cat][key] == (value if exact else pytest.approx(
                    value, rel=1e-12, abs=1e-12)), (evaluation, cat, key)
    main = want["binary_hipaa_token"]["all"]
    assert main["macro_precision_sd"] == pytest.approx(
        float(np.std([ev.document_sums(ev.score([p]).counts.get(("binary_hipaa_token", "all"),
                                                                 np.zeros((1, 3))))["p"]
                      for p in pairs])))
