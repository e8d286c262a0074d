"""The defences `tag` runs after the tagger: the union with the recognizers
(deidkit.recognizers.union), document-level propagation (deidkit.propagate), and both in
`deidkit tag` (--recognizers, --propagate) and the library stage."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from deidkit.propagate import distinctive, propagate
from deidkit.recognizers.union import Entities, for_tagger, unite
from deidkit.tokenize.tokens import split_tokens
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model, write_embeddings

LABELS = ["O", "B-DATE", "I-DATE", "B-PATIENT", "I-PATIENT", "B-PHONE", "I-PHONE",
          "B-MEDICALRECORD", "I-MEDICALRECORD", "B-HOSPITAL", "I-HOSPITAL", "B-FAX", "I-FAX",
          "B-ZIP", "I-ZIP", "B-CITY", "I-CITY", "B-DOCTOR", "I-DOCTOR"]


def entities(labels: list[str]) -> Entities:
    return Entities.from_ids(np.array([LABELS.index(x) for x in labels]), LABELS)


def united(model: list[str], found: list[str | None], spans: list[int] | None = None,
           sentence_starts=(0,)) -> list[str]:
    spans = spans if spans is not None else [0 if f else -1 for f in found]
    offsets = np.array([*sentence_starts, len(model)])
    return unite(entities(model), np.array(found + [None], dtype=object)[:-1],
                 np.array(spans), offsets).labels()


def valid_iob2(labels: list[str], sentence_starts) -> bool:
    for i, label in enumerate(labels):
        if label.startswith("I-") and (i in sentence_starts or labels[i - 1] == "O"
                                       or labels[i - 1][2:] != label[2:]):
            return False
    return True


def test_a_token_is_phi_if_either_says_so():
    assert united(["O", "B-PATIENT", "O"], [None, None, "DATE"]) == ["O", "B-PATIENT", "B-DATE"]


def test_the_model_keeps_a_name_the_recognizer_keeps_its_form():
    # a name the model tagged stays a name ("April" the patient)
    assert united(["B-PATIENT", "O"], ["DATE", None]) == ["B-PATIENT", "O"]
    # a form decides its TYPE: "fax" before the number made it a FAX
    assert united(["B-PHONE", "I-PHONE"], ["FAX", "FAX"]) == ["B-FAX", "I-FAX"]
    assert united(["B-HOSPITAL"], ["DATE"]) == ["B-DATE"]
    # a run of digits the model typed (an identifier, a postal code) is not made a phone
    assert united(["B-MEDICALRECORD", "B-ZIP"], ["PHONE", "PHONE"], [0, 1]) == [
        "B-MEDICALRECORD", "B-ZIP"]
    # an identifier found by its cue: the model's TYPE is kept wherever it gave one
    assert united(["B-MEDICALRECORD", "B-PHONE", "O"], ["ACCOUNT", "IDNUM", "ACCOUNT"],
                  [0, 1, 2]) == ["B-MEDICALRECORD", "B-PHONE", "B-ACCOUNT"]


def test_entities_stay_whole_and_apart():
    # the recognizer's span continues the model's entity of the same TYPE
    assert united(["B-DATE", "O", "O"], ["DATE", "DATE", "DATE"]) == ["B-DATE", "I-DATE",
                                                                      "I-DATE"]
    # two recognizer spans side by side stay two entities
    assert united(["O", "O"], ["DATE", "DATE"], [0, 1]) == ["B-DATE", "B-DATE"]
    # a model entity cut by a recognizer's TYPE resumes with B-
    assert united(["B-HOSPITAL", "I-HOSPITAL", "I-HOSPITAL"], [None, "DATE", None]) == [
        "B-HOSPITAL", "B-DATE", "B-HOSPITAL"]
    # no entity crosses a sentence start
    assert united(["O", "O"], ["DATE", "DATE"], [0, 0], sentence_starts=(0, 1)) == [
        "B-DATE", "B-DATE"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(LABELS),
                          st.sampled_from([None, "DATE", "PHONE", "FAX", "ACCOUNT", "AGE"]),
                          st.integers(-1, 3)), min_size=1, max_size=30),
       st.sets(st.integers(1, 29), max_size=4))
def test_the_union_is_valid_iob2(rows, cuts):
    model = [m for m, _, _ in rows]
    found = [f for _, f, _ in rows]
    spans = [s if f else -1 for _, f, s in rows]
    starts = sorted({0} | {c for c in cuts if c < len(rows)})
    labels = united(model, found, spans, sentence_starts=starts)
    assert valid_iob2(labels, set(starts))
    for m, f, label in zip(model, found, labels):
        assert (label == "O") == (m == "O" and f is None)  # PHI if either says so


def test_recognizer_types_follow_the_taggers_label_options():
    types = np.array(["DATE", None, "IPADDR"], dtype=object)
    assert for_tagger(types, binary=True, hipaa_only=False).tolist() == ["PHI", None, "PHI"]
    assert for_tagger(types, binary=False, hipaa_only=True).tolist() == ["DATE", None, None]


# ---------------------------------------------------------------------------------------
# propagation

def propagated(sentences: list[str], labels: list[list[str]], docs: list[int] | None = None,
               keep: list[list[bool]] | None = None, *, spaces: bool = True,
               user_name_type: str | None = "USERNAME") -> list[list[str]]:
    """``spaces``: propagation knows where the sentences' spaces are (else it does not)."""
    split = [split_tokens(s) for s in sentences]
    tokens = [t for t, _, _ in split]
    for t, lab in zip(tokens, labels):
        assert len(t) == len(lab), (t, lab)
    offsets = np.cumsum([0] + [len(t) for t in tokens])
    flat = [x for t in tokens for x in t]
    keys = np.array(docs if docs is not None else [0] * len(tokens))
    kept = None if keep is None else np.array([x for k in keep for x in k], dtype=bool)
    joined = None
    if spaces:
        joined = np.array([k > 0 and starts[k] == ends[k - 1]
                           for _, starts, ends in split for k in range(len(starts))], dtype=bool)
    labels_of = LABELS + ["B-USERNAME", "I-USERNAME"]
    flat_labels = np.array([labels_of.index(x) for lab in labels for x in lab])
    out = propagate(flat, Entities.from_ids(flat_labels, labels_of), offsets, keys, kept,
                    joined=joined, user_name_type=user_name_type).labels()
    return [out[offsets[k]:offsets[k + 1]] for k in range(len(tokens))]


def test_a_phi_string_is_tagged_wherever_it_recurs_in_its_document():
    out = propagated(["Seen at Luz Nursing Home today", "Luz Nursing Home called",
                      "Nursing Home staff"],
                     [["O", "O", "B-HOSPITAL", "I-HOSPITAL", "I-HOSPITAL", "O"],
                      ["O"] * 4, ["O"] * 3])
    assert out[1] == ["B-HOSPITAL", "I-HOSPITAL", "I-HOSPITAL", "O"]
    assert out[2] == ["O"] * 3  # a part of a hospital's name is not the hospital


def test_the_parts_of_a_name_are_tagged_where_they_stand_alone():
    out = propagated(["Re : BLAIR , JACOB", "Mr Blair and Jacob Blair came", "blair"],
                     [["O", "O", "B-PATIENT", "I-PATIENT", "I-PATIENT"], ["O"] * 6, ["O"]])
    assert out[1] == ["O", "B-PATIENT", "O", "B-PATIENT", "I-PATIENT", "O"]
    assert out[2] == ["O"]  # a frequent word in lower case is a word (step 3)


def test_user_names_made_of_a_documents_names_are_tagged():
    out = propagated(["Seen by Dr Kana Shimizu and Yu-feng Chiao ; Atsushi Inoue , Marisa Paffrath",
                      "verified shimizuk , ychiao8 , yfchiao , AInoue , paffrath.m at 10",
                      "KSHIMIZU and inouea"],
                     [["O", "O", "O", "B-DOCTOR", "I-DOCTOR", "O", "B-DOCTOR", "I-DOCTOR",
                       "I-DOCTOR", "I-DOCTOR", "O", "B-PATIENT", "I-PATIENT", "O", "B-PATIENT",
                       "I-PATIENT"], ["O"] * 15, ["O"] * 3])
    assert out[1] == ["O", "B-USERNAME", "O", "B-USERNAME", "I-USERNAME", "O", "B-USERNAME",
                      "O", "B-USERNAME", "O", "B-USERNAME", "I-USERNAME", "I-USERNAME", "O",
                      "O"]
    assert out[2] == ["B-USERNAME", "O", "B-USERNAME"]


def test_what_is_no_user_name_of_names():
    out = propagated(["Sam Hall and Grace Leeds , Jo Ng , Marisa Paffrath",
                      "shall ; grace ; jng ; Paffrathx ; PAFFRATH . ; mpaffrath",
                      "paffrath - 7 and mpaffrath 7 and paffrath_"],
                     [["B-PATIENT", "I-PATIENT", "O", "B-PATIENT", "I-PATIENT", "O",
                       "B-DOCTOR", "I-DOCTOR", "O", "B-PATIENT", "I-PATIENT"],
                      ["O"] * 12, ["O"] * 9], docs=[0, 0, 1])
    # frequent words ("shall": Sam Hall; "grace" alone), under four letters ("jng"), not a
    # form of a name ("Paffrathx"); "PAFFRATH" is step 2's part in capitals
    assert out[1] == ["O", "O", "O", "O", "O", "O", "O", "O", "B-PATIENT", "O", "O",
                      "B-USERNAME"]
    assert out[2] == ["O"] * 9  # another document
    out = propagated(["Marisa Paffrath", "paffrath - 7 , mpaffrath 7 , paffrath_ , paffrath.m"],
                     [["B-PATIENT", "I-PATIENT"], ["O"] * 13])
    # "-" joins no log-in, a space ends it, a "." or "_" only stands between two pieces
    assert out[1] == ["B-USERNAME", "O", "O", "O", "B-USERNAME", "O", "O", "B-USERNAME", "O",
                      "O", "B-USERNAME", "I-USERNAME", "I-USERNAME"]
    out = propagated(["Marisa Paffrath", "paffrath.m"], [["B-PATIENT", "I-PATIENT"], ["O"] * 3],
                     spaces=False)
    assert out[1] == ["B-USERNAME", "O", "O"]  # where the spaces are is not known
    out = propagated(["Marisa Paffrath", "mpaffrath"], [["B-PATIENT", "I-PATIENT"], ["O"]],
                     keep=[[False, False], [True]])
    assert out[1] == ["O"]  # a recognizer found it not PHI
    out = propagated(["Marisa Paffrath", "mpaffrath"], [["B-PATIENT", "I-PATIENT"], ["O"]],
                     user_name_type=None)
    assert out[1] == ["B-PATIENT"]  # a tagger without USERNAME: the name's TYPE
    from deidkit.propagate import common_words, user_name_forms

    assert len(common_words()) == 20_000 and {"shall", "grace", "holmes"} <= common_words()
    assert "paffrath" not in common_words()
    assert user_name_forms(["Dr", "Jörg", "A", ".", "Rößler"]) == (
        {"jrossler", "rosslerj", "arossler", "rosslera", "jarossler", "ajrossler", "ajorg",
         "jorga", "rjorg", "jorgr", "arjorg", "rajorg"}, {"rossler", "jorg"})


def test_joined_tokens_read_the_offsets():
    from deidkit.tag import joined_tokens

    rows = note_rows("d", ["ychiao8 at 10:30", "8 x"])
    batch = tokens_table(rows).to_batches()[0]
    offsets = np.array([0, 6, 8])
    assert joined_tokens(batch, offsets).tolist() == [False, True, False, False, True, True,
                                                      False, False]
    assert joined_tokens(batch.drop_columns(["starts"]), offsets) is None


def test_what_does_not_propagate():
    out = propagated(["May Li was seen on 12 May", "she may go ; Li , 12 , Dr"],
                     [["B-PATIENT", "I-PATIENT", "O", "O", "O", "B-DATE", "I-DATE"],
                      ["O"] * 9])
    # a stop word ("May"), a short number, a title never spread; "Li" does
    assert out[1] == ["O", "O", "O", "O", "B-PATIENT", "O", "O", "O", "O"]
    assert out[0][5:] == ["B-DATE", "I-DATE"]
    assert [distinctive(t) for t in ("Li", "12", "12345", "may", "Dr", "x", "Blair")] == [
        True, False, True, False, False, False, True]


def test_propagation_stays_in_its_document_and_keeps_types():
    out = propagated(["MRN 0075839087", "MRN 0075839087", "Blair in Boston"],
                     [["O", "B-MEDICALRECORD"], ["O", "O"], ["B-PATIENT", "O", "B-CITY"]],
                     docs=[0, 1, 0])
    assert out[1] == ["O", "O"]  # another document
    out = propagated(["Boston Blair", "Blair Boston"],
                     [["B-CITY", "B-PATIENT"], ["B-DOCTOR", "O"]])
    assert out[1] == ["B-DOCTOR", "B-CITY"]  # a TYPE already given stays


def test_what_a_recognizer_found_not_to_be_phi_stays_so():
    # "kg" tagged (wrongly) where it stands alone; after a number the units recognizer
    # found it not PHI: propagation does not undo that, and "Sam" still spreads
    out = propagated(["kg Sam", "23 kg , Sam"], [["B-PATIENT", "I-PATIENT"], ["O"] * 4],
                     keep=[[False, False], [False, True, False, False]])
    assert out[1] == ["O", "O", "O", "B-PATIENT"]
    out = propagated(["kg Sam", "23 kg , Sam"], [["B-PATIENT", "I-PATIENT"], ["O"] * 4])
    assert out[1] == ["O", "B-PATIENT", "O", "B-PATIENT"]


# ---------------------------------------------------------------------------------------
# in tag

@pytest.fixture(scope="module")
def silent_model(tmp_path_factory):
    """An untrained tagger whose projection makes O win everywhere: what tag adds is the
    defences' alone."""
    return biased_model(tmp_path_factory.mktemp("silent"), "m", ["O", "B-PATIENT", "I-PATIENT"],
                        [20.0, 0.0, 0.0])


def note_rows(doc_id: str, lines: list[str]) -> list[dict]:
    rows, pos = [], 0
    for k, line in enumerate(lines):
        tokens, starts, ends = split_tokens(line)
        rows.append({"doc_id": doc_id, "sentence": k, "tokens": tokens,
                     "starts": [s + pos for s in starts], "ends": [e + pos for e in ends],
                     "labels": None})
        pos += len(line) + 1
    return rows


def test_tag_cli_unites_the_recognizers_and_records_the_defences(tmp_path, silent_model):
    table = tokens_table(note_rows("n1", ["DOB 12/03/2089 , call 401-628-2552 .",
                                          "MRN : 0075839087"]))
    out = read_arrow_output(run(["tag", "--model", silent_model],
                                input=arrow_stream_bytes(table)).stdout_bytes)
    assert out["predicted"].to_pylist() == [
        ["O", "B-DATE", "I-DATE", "I-DATE", "I-DATE", "I-DATE", "O", "O", "B-PHONE", "I-PHONE",
         "I-PHONE", "I-PHONE", "I-PHONE", "O"],
        ["O", "O", "B-MEDICALRECORD"]]
    metadata = out.schema.metadata
    assert metadata[b"deidkit.recognizers"] == (b"codes,contraction,units,scores,times,"
                                                b"demographics,generic_units,email,url,ipaddr,"
                                                b"mac,ssn,vin,username,id,date,phone,zip,age,"
                                                b"street,place,room,profession")
    assert metadata[b"deidkit.propagate"] == b"on"
    out = read_arrow_output(run(["tag", "--model", silent_model, "--recognizers", "phone,id",
                                 "--no-propagate"], input=arrow_stream_bytes(table)).stdout_bytes)
    assert out["predicted"].to_pylist()[0][1:6] == ["O"] * 5  # no date recognizer
    assert out.schema.metadata[b"deidkit.recognizers"] == b"id,phone"
    out = read_arrow_output(run(["tag", "--model", silent_model, "--recognizers", "none"],
                                input=arrow_stream_bytes(table)).stdout_bytes)
    assert {x for p in out["predicted"].to_pylist() for x in p} == {"O"}


def test_tag_cli_tags_a_user_name_made_of_a_name_with_the_shipped_model():
    """End to end: the shipped model tags the doctor and misses the log-in in a row of
    vitals; propagation finds it by the doctor's name, its digit joined to it."""
    table = tokens_table(note_rows("n1", ["Seen today by Dr Kana Shimizu in clinic .",
                                          "HR 64 SpO2 91 % shimizuk1 10:30"]))
    alone = read_arrow_output(run(["tag", "--no-propagate"],
                                  input=arrow_stream_bytes(table)).stdout_bytes)
    out = read_arrow_output(run(["tag"], input=arrow_stream_bytes(table)).stdout_bytes)
    assert alone["predicted"].to_pylist()[0][4:6] == ["B-DOCTOR", "I-DOCTOR"]
    assert alone["predicted"].to_pylist()[1] == ["O"] * 11
    assert out["predicted"].to_pylist()[1] == ["O"] * 6 + ["B-USERNAME", "I-USERNAME"] + \
        ["O"] * 3


def test_tag_cli_refuses_an_unknown_recognizer_before_any_work(tmp_path, silent_model):
    result = run(["tag", "--model", silent_model, "--recognizers", "dates", "-o",
                  tmp_path / "out.parquet"], input=b"", expect=2)
    assert result.stderr.strip() == (
        "Error: --recognizers: unknown recognizer 'dates'; use 'none', 'default' or a "
        "comma-separated list of 'default' and: codes, contraction, units, scores, times, "
        "demographics, generic_units, email, url, ipaddr, mac, ssn, vin, username, id, date, "
        "phone, zip, age, street, place, room, department, organization, profession")
    assert not (tmp_path / "out.parquet").exists()


def test_propagation_does_not_depend_on_windows_or_batches(silent_model):
    """A document longer than a window is still one document: windows are cut between
    documents, and the predictions are those of one window over everything."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    tagger = load_tagger(silent_model)
    rows = (note_rows("a", ["MRN 7668078 ; seen", "x", "y", "later 7668078 again"])
            + note_rows("b", ["7668078 z"]) + note_rows(None, ["7668078"]))
    table = tokens_table(rows)
    whole = pa.Table.from_batches(list(tag(table.to_batches(), tagger)))
    assert whole["predicted"].to_pylist() == [
        ["O", "B-MEDICALRECORD", "O", "O"], ["O"], ["O"], ["O", "B-MEDICALRECORD", "O"],
        ["O", "O"], ["O"]]
    # the MRN after its cue is the id recognizer's, its recurrence propagation's
    assert whole["phi_source"].to_pylist() == [
        ["", "recognizer:id", "", ""], [""], [""], ["", "propagation", ""], ["", ""], [""]]
    for rows_per_window, rows_per_batch in ((1, 1), (2, 3), (3, 2)):
        cut = pa.Table.from_batches(list(tag(table.to_batches(max_chunksize=rows_per_batch),
                                             tagger, window_rows=rows_per_window)))
        assert cut["predicted"].equals(whole["predicted"])
        assert cut["phi_source"].equals(whole["phi_source"])
        assert cut.drop_columns(["predicted", "phi_source"]).equals(table)


def test_propagation_keeps_what_a_recognizer_found_not_to_be_phi(tmp_path):
    """A tagger that says PHI everywhere: "kg" after a number is O (the units recognizer),
    although the same string is PHI in the next sentence, where propagation reads it."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    loud = load_tagger(biased_model(tmp_path, "loud", ["O", "B-PATIENT", "I-PATIENT"],
                                    [0.0, 20.0, 0.0]))
    table = tokens_table(note_rows("d", ["weight 23 kg", "kg noted"]))
    out = pa.Table.from_batches(list(tag(table.to_batches(), loud, phi_threshold=0.5)))
    assert [["O" if x == "O" else "PHI" for x in p] for p in out["predicted"].to_pylist()] \
        == [["PHI", "PHI", "O"], ["PHI", "PHI"]]


def test_a_binary_tagger_gets_binary_recognizer_labels(tmp_path):
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag
    from tests.contract_cases.tag import save_untrained

    emb = write_embeddings(tmp_path / "emb.txt")
    tagger = load_tagger(save_untrained(tmp_path / "m", emb, labels=["O", "B-PHI", "I-PHI"]))
    table = tokens_table(note_rows("d", ["on 12/03/2089"]))
    out = pa.Table.from_batches(list(tag(table.to_batches(), tagger)))
    assert out["predicted"].to_pylist()[0][1:] == ["B-PHI"] + ["I-PHI"] * 4


# --- across a patient's documents (tag --patients) ---------------------------------------

def patient_notes():
    """Two notes of patient 100 (the MRN after its cue in the first only), one of 101."""
    return tokens_table(note_rows("100-01", ["MRN 7668078 ; seen"])
                        + note_rows("100-02", ["x", "later 7668078 again"])
                        + note_rows("101-01", ["7668078 z"]))


def test_propagation_across_a_patients_documents_does_not_depend_on_windows(silent_model):
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    tagger = load_tagger(silent_model)
    table = patient_notes()
    patients = {"100-01": "100", "100-02": "100", "101-01": "101"}
    by_document = pa.Table.from_batches(list(tag(table.to_batches(), tagger)))
    assert by_document["predicted"].to_pylist()[2] == ["O", "O", "O"]
    whole = pa.Table.from_batches(list(tag(table.to_batches(), tagger, patients=patients)))
    assert whole["predicted"].to_pylist() == [
        ["O", "B-MEDICALRECORD", "O", "O"], ["O"], ["O", "B-MEDICALRECORD", "O"], ["O", "O"]]
    for rows_per_window, rows_per_batch in ((1, 1), (2, 3), (3, 2)):
        cut = pa.Table.from_batches(list(tag(table.to_batches(max_chunksize=rows_per_batch),
                                             tagger, window_rows=rows_per_window,
                                             patients=patients)))
        assert cut["predicted"].equals(whole["predicted"])


def test_tag_cli_patients(tmp_path, silent_model):
    table = patient_notes()
    (tmp_path / "map.csv").write_text("doc_id,patient_id\n100-01,100\n100-02,100\n101-01,101\n")
    out = read_arrow_output(run(["tag", "--model", silent_model, "--patients",
                                 tmp_path / "map.csv"],
                                input=arrow_stream_bytes(table)).stdout_bytes)
    assert out["predicted"].to_pylist()[2] == ["O", "B-MEDICALRECORD", "O"]
    assert out.schema.metadata[b"deidkit.propagate"] == b"patients"
    result = run(["tag", "--model", silent_model, "--patients", tmp_path / "map.csv",
                  "--no-propagate", "-o", tmp_path / "out.parquet"], input=b"", expect=2)
    assert result.stderr.strip() == "Error: --patients does not apply with --no-propagate"


@pytest.mark.parametrize("map_text, order, message", [
    ("doc_id,patient_id\n100-01,100\n101-01,101\n", ("100-01", "100-02", "101-01"),
     "document '100-02' is not in the patient map"),
    ("doc_id,patient_id\n100-01,100\n100-02,100\n101-01,101\n", ("100-01", "101-01", "100-02"),
     "the documents of patient '100' are not consecutive in the input (document '100-02' "
     "comes after another patient's); sort the tokens by patient"),
])
def test_tag_cli_refuses_a_map_that_does_not_fit(tmp_path, silent_model, map_text, order,
                                                message):
    rows = note_rows("100-01", ["MRN 7668078"]) + note_rows("100-02", ["7668078"]) \
        + note_rows("101-01", ["z"])
    table = tokens_table(sorted(rows, key=lambda r: order.index(r["doc_id"])))
    import pyarrow.parquet as pq

    pq.write_table(table, tmp_path / "in.parquet")
    (tmp_path / "map.csv").write_text(map_text)
    result = run(["tag", tmp_path / "in.parquet", "--model", silent_model, "--patients",
                  tmp_path / "map.csv", "-o", tmp_path / "out.parquet"], expect=1)
    assert result.stderr.strip() == f"Error: {tmp_path / 'map.csv'}: {message}"
    assert not (tmp_path / "out.parquet").exists()


# ---------------------------------------------------------------------------------------
# across a corpus (--propagate-corpus)

#: Labels written as letters in the corpus tests.
LETTERS = {"O": "O", "B": "B-HOSPITAL", "I": "I-HOSPITAL", "P": "B-PATIENT", "Q": "I-PATIENT"}


def decided(parsed: list[tuple[str, list[str], list[str]]]):
    """A corpus vote after its first two passes over (document, tokens, labels) rows."""
    from deidkit.propagate import CorpusVote

    vote = CorpusVote()
    for doc, tokens, labels in parsed:
        vote.collect(tokens, labels, doc)
    for _, tokens, labels in parsed:
        vote.count(tokens, labels)
    vote.decide()
    return vote


def voted(rows: list[tuple[str, str, str | None]], keep=None) -> list[list[str]]:
    """The three passes of a corpus vote over rows of (document, text, labels as
    :data:`LETTERS`)."""
    parsed = [(doc, text.split(), [LETTERS[x] for x in labels.split()])
              for doc, text, labels in rows]
    vote = decided(parsed)
    return [vote.apply(tokens, labels, keep) for _, tokens, labels in parsed]


def test_a_string_the_corpus_tagged_mostly_is_tagged_everywhere():
    rows = [("a", "seen at Mercy General today", "O O B I O"),
            ("b", "Mercy General ED", "B I O"),
            ("c", "to Mercy General", "O O O")]
    assert voted(rows)[2] == ["O", "B-HOSPITAL", "I-HOSPITAL"]
    # the other rows are as they were
    assert voted(rows)[:2] == [["O", "O", "B-HOSPITAL", "I-HOSPITAL", "O"],
                               ["B-HOSPITAL", "I-HOSPITAL", "O"]]


@pytest.mark.parametrize("rows", [
    # tagged in one document only (twice): a note's own mistake or its own name
    [("a", "Mercy General and Mercy General", "B I O B I"), ("b", "Mercy General", "O O")],
    # tagged in fewer than half of its occurrences
    [("a", "Mercy General", "B I"), ("b", "Mercy General", "B I"), ("c", "Mercy General", "O O"),
     ("d", "Mercy General", "O O"), ("e", "Mercy General", "O O")],
    # tagged once in all
    [("a", "Mercy General", "B I"), ("b", "Mercy General", "O O")],
    # not distinctive: a stop word, a number of fewer than five digits
    [("a", "may 1234", "B B"), ("b", "may 1234", "B B"), ("c", "may 1234", "O O")],
])
def test_what_does_not_carry_the_vote(rows):
    assert voted(rows)[-1] == ["O"] * len(rows[-1][1].split())


@pytest.mark.parametrize("cut", [1, 2, 3, 4])
def test_a_vote_merged_from_parts_is_the_vote_of_the_whole(cut):
    """An engine runs passes 1 and 2 on each part of a corpus and merges their states: the
    decision is the one vote's, wherever the parts are cut (here no part alone holds the
    two documents that carry "Mercy General")."""
    from deidkit.propagate import CorpusVote

    rows = [("a", "seen at Mercy General today", "O O B I O"), ("b", "Mercy General ED", "B I O"),
            ("c", "to Mercy General", "O O O"), ("d", "Mercy General again", "O O O"),
            ("e", "Lake Road", "B I")]
    parsed = [(doc, text.split(), [LETTERS[x] for x in labels.split()])
              for doc, text, labels in rows]
    parts = [parsed[:cut], parsed[cut:]]
    collected = []
    for part in parts:
        vote = CorpusVote()
        for doc, tokens, labels in part:
            vote.collect(tokens, labels, doc)
        collected.append(vote.collected())
    merged = CorpusVote()
    merged.merge_collected(collected)
    counted = []
    for part in parts:
        counting = merged.counting()
        for _, tokens, labels in part:
            counting.count(tokens, labels)
        counted.append(counting.counted())
    merged.merge_counted(counted)
    merged.decide()
    whole = decided(parsed)
    assert merged.winners == whole.winners == {("Mercy", "General"): "HOSPITAL"}
    assert ([merged.apply(tokens, labels) for _, tokens, labels in parsed]
            == [whole.apply(tokens, labels) for _, tokens, labels in parsed])


def test_name_parts_do_not_spread_across_documents():
    rows = [("a", "Jacob Blair", "P Q"), ("b", "Jacob Blair", "P Q"), ("c", "Blair said", "O O")]
    assert voted(rows)[2] == ["O", "O"]
    rows = [("a", "Blair", "P"), ("b", "Blair", "P"), ("c", "Blair said", "O O")]
    assert voted(rows)[2] == ["B-PATIENT", "O"]  # a string tagged alone is a string


def test_what_a_recognizer_found_not_to_be_phi_stays_so_across_the_corpus():
    rows = [("a", "Lister 75", "B I"), ("b", "Lister 75", "B I"), ("c", "Lister 75", "O O")]
    assert voted(rows, keep=np.array([False, True]))[2] == ["B-HOSPITAL", "O"]


def test_propagation_across_a_corpus_in_tag(tmp_path, silent_model):
    """The identifier found after its cue in two documents is tagged where it stands bare
    in a third and in a row without a document; the result does not depend on windows or
    batches, and the rows are those of the input."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    tagger = load_tagger(silent_model)
    rows = (note_rows("a", ["MRN 7668078 ; seen", "later 7668078 again"])
            + note_rows("b", ["7668078 z"]) + note_rows("c", ["MRN 7668078"])
            + note_rows(None, ["7668078"]))
    table = tokens_table(rows)
    expected = [["O", "B-MEDICALRECORD", "O", "O"], ["O", "B-MEDICALRECORD", "O"],
                ["B-MEDICALRECORD", "O"], ["O", "B-MEDICALRECORD"], ["B-MEDICALRECORD"]]
    within = pa.Table.from_batches(list(tag(table.to_batches(), tagger)))
    assert within["predicted"].to_pylist()[2] == ["O", "O"]  # documents alone: untouched
    for rows_per_window, rows_per_batch in ((16384, 16384), (1, 1), (2, 3)):
        out = pa.Table.from_batches(list(tag(table.to_batches(max_chunksize=rows_per_batch),
                                             tagger, window_rows=rows_per_window,
                                             propagate_corpus=True)))
        assert out["predicted"].to_pylist() == expected
        # the vote's tokens name propagation, as those of propagation within documents
        assert out["phi_source"].to_pylist() == [
            ["", "recognizer:id", "", ""], ["", "propagation", ""], ["propagation", ""],
            ["", "recognizer:id"], ["propagation"]]
        assert out.drop_columns(["predicted", "phi_source"]).equals(table)
    assert list(tag(iter(()), tagger, propagate_corpus=True)) == []
    from deidkit.errors import ConfigError

    with pytest.raises(ConfigError, match=r"^propagation across a corpus follows propagation "
                                          r"within its documents \(--propagate-corpus needs "
                                          r"--propagate\)$"):
        tag(table.to_batches(), tagger, propagate=False, propagate_corpus=True)


def test_tag_cli_propagate_corpus(tmp_path, silent_model):
    table = tokens_table(note_rows("a", ["MRN 7668078"]) + note_rows("b", ["MRN 7668078"])
                         + note_rows("c", ["7668078 z"]))
    out = read_arrow_output(run(["tag", "--model", silent_model, "--propagate-corpus"],
                                input=arrow_stream_bytes(table)).stdout_bytes)
    assert out["predicted"].to_pylist()[2] == ["B-MEDICALRECORD", "O"]
    assert out.schema.metadata[b"deidkit.propagate"] == b"on+corpus"
    result = run(["tag", "--model", silent_model, "--propagate-corpus", "--no-propagate", "-o",
                  tmp_path / "out.parquet"], input=b"", expect=2)
    assert result.stderr.strip() == "Error: --propagate-corpus does not apply with --no-propagate"
    assert not (tmp_path / "out.parquet").exists()


def test_tag_cli_shows_its_progress_on_a_terminal(monkeypatch, silent_model):
    """A bar of the sentences read on stderr when it is a terminal; the output unchanged."""
    from deidkit import console

    table = tokens_table(note_rows("a", ["MRN 7668078", "seen", "again"]))
    quiet = run(["tag", "--model", silent_model], input=arrow_stream_bytes(table))
    assert "sentence/s]" not in quiet.stderr
    monkeypatch.setattr(console, "_isatty", lambda stream: True)
    shown = run(["tag", "--model", silent_model], input=arrow_stream_bytes(table))
    assert "\rtag: " in shown.stderr and "sentence/s]" in shown.stderr
    assert shown.stdout_bytes == quiet.stdout_bytes


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abc"),
                          st.lists(st.tuples(st.sampled_from(["Mercy", "General", "Rd", "seen",
                                                              "7668078", "12"]),
                                             st.sampled_from("OBIP")),
                                   min_size=1, max_size=6)),
                min_size=1, max_size=8))
def test_the_corpus_vote_only_adds_whole_winning_strings(rows):
    """Whatever the corpus: labels stay valid IOB2, a tagged token keeps its label, and every
    token the vote tags lies inside an occurrence of a winning string."""
    parsed = [(doc, [t for t, _ in pairs], [LETTERS[x] for _, x in pairs])
              for doc, pairs in rows]
    vote = decided(parsed)
    for _, tokens, labels in parsed:
        out = vote.apply(tokens, labels)
        assert valid_iob2(out, {0})
        covered = set()
        for seq in vote.winners:
            for i in range(len(tokens) - len(seq) + 1):
                if tuple(tokens[i:i + len(seq)]) == seq:
                    covered.update(range(i, i + len(seq)))
        for i, (before, after) in enumerate(zip(labels, out)):
            if before != "O":
                assert after[2:] == before[2:]
            elif after != "O":
                assert i in covered and after[2:] in set(vote.winners.values())
