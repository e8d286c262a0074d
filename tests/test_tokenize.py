"""The tokenize library: aggressive tokens, clinical sentences, IOB2 labels."""

from __future__ import annotations

import pytest

from deidkit.corpus.i2b2 import Document, Tag, parse_document
from deidkit.tokenize import (PUNCT_CHARS, TokenizeStats, iob2_labels, sentence_starts,
                              spacy_rule_starts, split_tokens, tokenize_document)


def toks(text):
    return split_tokens(text)[0]


def sents(text, **kw):
    tokens, starts, ends = split_tokens(text)
    bounds = sentence_starts(text, tokens, starts, ends, **kw)
    return [" ".join(tokens[a:b]) for a, b in zip(bounds, bounds[1:] + [len(tokens)])]


# ---------------------------------------------------------------------------------------
# Tokens

@pytest.mark.parametrize("text, expected", [
    ("25yo", ["25", "yo"]),
    ("81-year-old", ["81", "-", "year", "-", "old"]),
    ("555-2394", ["555", "-", "2394"]),
    ("(617)555-2394", ["(", "617", ")", "555", "-", "2394"]),
    ("BP 120/80.", ["BP", "120", "/", "80", "."]),
    ("Müller-Lüdenscheid", ["Müller", "-", "Lüdenscheid"]),
    ("O'Brien's", ["O", "'", "Brien", "'", "s"]),
    ("j.smith@mail.com", ["j", ".", "smith", "@", "mail", ".", "com"]),
    ("x_y+$5", ["x", "_", "y", "+", "$", "5"]),
    ("  \n\t ", []),
])
def test_aggressive_tokens(text, expected):
    assert toks(text) == expected


def test_offsets_index_the_text():
    text = "Mr. Smith, 81-year-old\n\tseen 03/12/2014."
    tokens, starts, ends = split_tokens(text)
    assert [text[s:e] for s, e in zip(starts, ends)] == tokens
    assert (starts[:4], ends[:4]) == ([0, 2, 4, 9], [2, 3, 9, 10])


def test_html_entities_are_one_unescaped_token_with_source_offsets():
    text = "Smith &amp; Jones &quot;ok&quot; it&#39;s &#x27;x"
    tokens, starts, ends = split_tokens(text)
    assert tokens == ["Smith", "&", "Jones", '"', "ok", '"', "it", "'", "s", "'", "x"]
    assert [text[s:e] for s, e in zip(starts, ends)] == [
        "Smith", "&amp;", "Jones", "&quot;", "ok", "&quot;", "it", "&#39;", "s", "&#x27;", "x"]


def test_unknown_entities_are_ordinary_tokens_and_whitespace_entities_are_space():
    text = "a &foo; b&nbsp;c &#10;d AT&T"
    tokens, starts, ends = split_tokens(text)
    assert tokens == ["a", "&", "foo", ";", "b", "c", "d", "AT", "&", "T"]
    assert starts[1:4] == [2, 3, 6]


# ---------------------------------------------------------------------------------------
# Sentences

def test_punct_chars_are_spacys():
    from spacy.pipeline import Sentencizer

    assert PUNCT_CHARS == frozenset(Sentencizer.default_punct_chars)


@pytest.mark.parametrize("text, expected", [
    ("Dose 3.5 mg daily. Next one.", ["Dose 3 . 5 mg daily .", "Next one ."]),
    ("Seen by Dr. Smith today.", ["Seen by Dr . Smith today ."]),
    ("Mr. J. Smith and DR. JONES saw him.", ["Mr . J . Smith and DR . JONES saw him ."]),
    ("Tylenol 500 mg p.o. q.d. for pain.", ["Tylenol 500 mg p . o . q . d . for pain ."]),
    ("He said \"stop.\" Then left!! OK?", ['He said " stop . "', "Then left ! !", "OK ?"]),
    ("end.Next and 1.5.", ["end . Next and 1 . 5 ."]),
    ("hard wrapped\nline goes on\nhere. New", ["hard wrapped line goes on here .", "New"]),
    ("one blank line\n\ndoes not split", ["one blank line does not split"]),
    ("three newlines\n\n\nsplit", ["three newlines", "split"]),
    ("  \n \n  \n ok", ["ok"]),
    ("Meds:\n- aspirin 81 mg\n* heparin\n• lasix", ["Meds :", "- aspirin 81 mg", "* heparin",
                                                   "• lasix"]),
    ("MEDS\n  o senna 2 tabs\n  o folic acid\nso on", ["MEDS", "o senna 2 tabs",
                                                      "o folic acid so on"]),
    ("Plan:\n1. CT head.\n  2) MRI\n12. EEG", ["Plan :", "1 . CT head .", "2 ) MRI",
                                              "12 . EEG"]),
    ("a - b and -c\n-d", ["a - b and - c - d"]),
    ("HEADER\n=====\nbody text ___ more", ["HEADER", "= = = = =", "body text _ _ _", "more"]),
])
def test_sentences(text, expected):
    assert sents(text) == expected


def test_long_sentences_are_cut_at_line_breaks_then_spaces_then_anywhere():
    lines = "\n".join(" ".join(["w"] * 30) for _ in range(10))  # 300 tokens, no punctuation
    pieces = sents(lines, max_sentence_tokens=100)
    assert [len(p.split()) for p in pieces] == [90, 90, 90, 30]
    assert len(sents(lines, max_sentence_tokens=0)) == 1
    spaced = " ".join(["w"] * 250)
    assert [len(p.split()) for p in sents(spaced, max_sentence_tokens=100)] == [100, 100, 50]
    glued = "1" + "-1" * 124  # 249 tokens, no spaces at all
    assert [len(p.split()) for p in sents(glued, max_sentence_tokens=100)] == [100, 100, 49]


def test_spacy_rule_without_clinical_changes_is_spacys_sentencizer():
    """The rule is a reimplementation (spaCy is not imported to tokenize): check it against
    spaCy's own Sentencizer on the same tokens."""
    import spacy
    from spacy.tokens import Doc

    nlp = spacy.blank("en")
    sentencizer = nlp.add_pipe("sentencizer")
    texts = [
        "Dose 3.5 mg. He said \"stop!\" Then?! ok ... (fine.) Dr. Smith e.g. 1. item",
        "no punctuation at all", ". leading period", "a ! ? . b", "。日本語。テスト",
        "end ‼ next ⁉ last. '' ) ] x",
    ]
    for text in texts:
        tokens = toks(text)
        doc = sentencizer(Doc(nlp.vocab, words=tokens))
        expected = {t.i for t in doc if t.is_sent_start}
        assert spacy_rule_starts(tokens, clinical=False) == expected, text


# ---------------------------------------------------------------------------------------
# Labels

def _doc(text, spans, doc_id="d"):
    tags = sorted((Tag(tag="X", type=t, start=s, end=e, text=text[s:e]) for s, e, t in spans),
                  key=lambda t: (t.start, t.end))
    return Document(doc_id=doc_id, text=text, tags=tags)


def _labelled(doc, **kw):
    tok = tokenize_document(doc, **kw)
    return list(zip(tok.tokens, tok.labels)), tok


def test_iob2_over_types():
    text = "John Smith met Dr. Jones on 03/12/2014."
    pairs, tok = _labelled(_doc(text, [(0, 10, "PATIENT"), (19, 24, "DOCTOR"),
                                       (28, 38, "DATE")]))
    assert pairs == [("John", "B-PATIENT"), ("Smith", "I-PATIENT"), ("met", "O"), ("Dr", "O"),
                     (".", "O"), ("Jones", "B-DOCTOR"), ("on", "O"), ("03", "B-DATE"),
                     ("/", "I-DATE"), ("12", "I-DATE"), ("/", "I-DATE"), ("2014", "I-DATE"),
                     (".", "O")]
    assert (tok.lost, tok.split) == (0, 0)


def test_a_tag_inside_a_token_labels_the_whole_token():
    text = "MrSmith is 45yo"
    pairs, tok = _labelled(_doc(text, [(2, 7, "PATIENT"), (11, 13, "AGE")]))
    assert pairs == [("MrSmith", "B-PATIENT"), ("is", "O"), ("45", "B-AGE"), ("yo", "O")]
    assert tok.lost == 0


def test_adjacent_tags_of_one_type_each_begin():
    text = "Smith Jones"
    pairs, _ = _labelled(_doc(text, [(0, 5, "DOCTOR"), (6, 11, "DOCTOR")]))
    assert pairs == [("Smith", "B-DOCTOR"), ("Jones", "B-DOCTOR")]


def test_hidden_tags_are_lost_and_counted():
    text = "JohnSmith and JaneDoe saw AnnLee"
    # Smith hides inside John's token; Doe shares Jane's token (same type: still lost);
    # a tag over spaces only covers no token at all.
    pairs, tok = _labelled(_doc(text, [(0, 4, "PATIENT"), (4, 9, "DOCTOR"), (14, 18, "PATIENT"),
                                       (18, 21, "PATIENT"), (21, 22, "DATE"),
                                       (26, 32, "DOCTOR")]))
    assert pairs == [("JohnSmith", "B-PATIENT"), ("and", "O"), ("JaneDoe", "B-PATIENT"),
                     ("saw", "O"), ("AnnLee", "B-DOCTOR")]
    assert tok.lost == 3


def test_a_tag_crossing_a_sentence_boundary_restarts_with_b():
    text = "Lives at 12 Main St.\n\n\nBoston today."
    pairs, tok = _labelled(_doc(text, [(9, 30, "STREET")]))
    assert pairs == [("Lives", "O"), ("at", "O"), ("12", "B-STREET"), ("Main", "I-STREET"),
                     ("St", "I-STREET"), (".", "I-STREET"), ("Boston", "B-STREET"),
                     ("today", "O"), (".", "O")]
    assert tok.bounds == [0, 6]
    assert tok.split == 1


def test_labels_need_tags_sorted_and_unlabelled_documents_have_none():
    tok = tokenize_document(Document(doc_id="t", text="Plain text."), labelled=False)
    assert tok.labels is None and tok.bounds == [0]
    labels, lost, split = iob2_labels([], [0], [1], [0])
    assert (labels, lost, split) == (["O"], 0, 0)


def test_stats_add():
    a = TokenizeStats(documents=1, tokens=5, lost=1)
    a.add(TokenizeStats(documents=2, tokens=1, warnings=3))
    assert a.as_dict() == {"documents": 3, "sentences": 0, "tokens": 6, "characters": 0,
                           "tags": 0, "lost": 1, "split": 0, "warnings": 3, "unreviewed": 0}


def test_overlap_is_reported_against_the_furthest_reaching_tag():
    xml = ('<deIdi2b2><TEXT><![CDATA[0123456789 abc]]></TEXT><TAGS>'
           '<DATE id="A" start="0" end="10" TYPE="DATE"/>'
           '<DATE id="B" start="2" end="3" TYPE="DATE"/>'
           '<DATE id="C" start="5" end="6" TYPE="DATE"/>'
           '<DATE id="D" start="11" end="14" TYPE="DATE"/></TAGS></deIdi2b2>').encode()
    doc = parse_document(xml, doc_id="x", source="x.xml")
    assert doc.problems == ["tags A (0-10) and B (2-3) overlap",
                            "tags A (0-10) and C (5-6) overlap"]
