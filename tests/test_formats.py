"""The annotation tools' formats (deidkit.formats): files as the tools document them read
into documents with the right tags, the writers' output read back, and each bad input a
one-line error naming the file and where in it."""

from __future__ import annotations

import json

import pytest

from deidkit.corpus.i2b2 import Tag
from deidkit.errors import DataError
from deidkit.formats import kind_of, read_label_map, sniff
from deidkit.formats.brat import read_brat, to_ann
from deidkit.formats.conll import read_conll, to_conll
from deidkit.formats.jsonl import read_jsonl, to_line
from deidkit.formats.label_studio import read_tasks, to_task

TEXT = "Seen by Dr. Lee on 03/04/2089 at Mercy Hospital.\nPt Anna Berg, 45yo.\n"


def _tags(doc):
    return [(t.tag, t.type, t.start, t.end, t.text) for t in doc.tags]


def _at(surface, type_, tag):
    start = TEXT.index(surface)
    return (tag, type_, start, start + len(surface), surface)


EXPECTED = [_at("Lee", "DOCTOR", "NAME"), _at("03/04/2089", "DATE", "DATE"),
            _at("Mercy Hospital", "HOSPITAL", "LOCATION"), _at("Anna Berg", "PATIENT", "NAME"),
            _at("45", "AGE", "AGE")]


# ---------------------------------------------------------------------------------------
# brat standoff, as brat's documentation describes it: text-bound T lines, and relations,
# events, attributes, normalizations, notes and equivalences that say nothing about spans

def _brat(tmp_path, ann, text=TEXT, name="note"):
    (tmp_path / f"{name}.txt").write_text(text, encoding="utf-8")
    path = tmp_path / f"{name}.ann"
    path.write_text(ann, encoding="utf-8")
    return path


def test_brat_reads_text_bound_annotations_and_skips_the_rest(tmp_path):
    ann = ("T1\tDOCTOR 12 15\tLee\n"
           "T2\tDATE 19 29\t03/04/2089\n"
           "T3\tHOSPITAL 33 38;39 47\tMercy Hospital\n"      # discontinuous: one tag
           "R1\tWorksAt Arg1:T1 Arg2:T3\n"
           "E1\tVisit:T2 Agent:T1\n"
           "A1\tUncertain T2\n"
           "N1\tReference T3 Wikipedia:123\tMercy\n"
           "#1\tAnnotatorNotes T1\tattending\n"
           "*\tEquiv T1 T1\n"
           "T4\tPATIENT 52 61\tAnna Berg\r\n"               # CRLF .ann lines
           "T5\tAGE 63 65\t45\n")
    doc = read_brat(_brat(tmp_path, ann))
    assert doc.doc_id == "note" and doc.text == TEXT
    assert _tags(doc) == EXPECTED


def test_brat_writes_fragments_around_line_breaks_and_reads_them_back(tmp_path):
    text = "Pt John\nSmith seen.\n"
    tags = [Tag("NAME", "PATIENT", 3, 13, "John\nSmith")]
    ann = to_ann(text, tags)
    assert ann == "T1\tPATIENT 3 7;8 13\tJohn Smith\n"
    assert _tags(read_brat(_brat(tmp_path, ann, text))) == [("NAME", "PATIENT", 3, 13,
                                                             "John\nSmith")]


@pytest.mark.parametrize("ann, message", [
    ("T1\tDOCTOR 12\tLee\n", "line 1: malformed annotation (expected 'T<id><TAB><label> "
                             "<start> <end><TAB><text>')"),
    ("T1\tDOCTOR 12 15\tLee\nX1 what\n", "line 2: malformed annotation (expected "
                                          "'T<id><TAB><label> <start> <end><TAB><text>')"),
    ("T1\tDOCTOR 12 99\tLee\n", f"line 1: span 12-99 outside the text (length {len(TEXT)})"),
    ("T1\tDOCTOR 12 15\tLee\nT2\tPATIENT 8 15\tDr. Lee\n",
     "line 1: span 12-15 overlaps the span 8-15 of line 2"),  # in offset order
    ("T1\tPATIENT 0 20\tSeen by Dr. Lee on 0\nT2\tDOCTOR 5 6\tb\nT3\tDATE 19 29\t03/04/2089\n",
     "line 2: span 5-6 overlaps the span 0-20 of line 1"),
    ("T1\tPerson 12 15\tLee\n",
     "line 1: unknown label 'Person' (not an i2b2 2014 TYPE; map it with --label-map)"),
    ("T1\tDOCTOR 12 15\tLoo\n",
     "line 1: the text field disagrees with the text at 12 15 of note.txt"),
])
def test_brat_errors_name_the_file_and_line(tmp_path, ann, message):
    path = _brat(tmp_path, ann)
    with pytest.raises(DataError) as exc:
        read_brat(path)
    assert str(exc.value) == f"{path}: {message}"


def test_brat_needs_its_text(tmp_path):
    path = tmp_path / "lonely.ann"
    path.write_text("T1\tDATE 0 4\t2089\n")
    with pytest.raises(DataError, match=r"lonely.ann: no lonely.txt beside it"):
        read_brat(path)


# ---------------------------------------------------------------------------------------
# Label Studio's JSON export (its documented "JSON format of annotated tasks")

def _region(start, end, label, *, text=True, rid="a"):
    value = {"start": start, "end": end, "labels": [label]}
    if text:
        value["text"] = TEXT[start:end]
    return {"value": value, "id": rid, "from_name": "label", "to_name": "text",
            "type": "labels", "origin": "manual"}


def _ls_export():
    spans = [(e[2], e[3], e[1]) for e in EXPECTED]
    return [
        {"id": 7, "data": {"text": TEXT}, "project": 2,
         "annotations": [
             {"id": 1, "was_cancelled": True, "result": [_region(0, 4, "DOCTOR")]},
             {"id": 2, "completed_by": 1, "was_cancelled": False, "ground_truth": False,
              "lead_time": 12.5, "task": 7,
              "result": [_region(*spans[0]), _region(*spans[1], text=False),
                         {"value": {"choices": ["discharge"]}, "id": "c", "from_name": "kind",
                          "to_name": "text", "type": "choices"},
                         _region(*spans[2]), _region(*spans[3]), _region(*spans[4]),
                         {"from_id": "a", "to_id": "b", "type": "relation",
                          "direction": "right"}]}],
         "predictions": [{"model_version": "m1", "result": [_region(0, 4, "PATIENT")]}]},
        {"id": 8, "data": {"text": "Call 555-0142.\n", "doc_id": "clinic-8"},
         "annotations": [], "predictions": [
             {"model_version": "deidkit", "result": [
                 {"id": "r1", "from_name": "label", "to_name": "text", "type": "labels",
                  "value": {"start": 5, "end": 13, "text": "555-0142", "labels": ["PHONE"]}}]}]},
        {"id": 9, "data": {"text": "No review yet.\n"}, "annotations": [], "predictions": []},
    ]


def test_label_studio_reads_the_annotation_else_the_prediction():
    tasks = read_tasks(json.dumps(_ls_export()), stem="export", source="export.json")
    assert [t.document.doc_id for t in tasks] == ["export-7", "clinic-8", "export-9"]
    assert _tags(tasks[0].document) == EXPECTED
    assert (tasks[0].labelled, tasks[0].from_prediction) == (True, False)
    assert _tags(tasks[1].document) == [("CONTACT", "PHONE", 5, 13, "555-0142")]
    assert (tasks[1].labelled, tasks[1].from_prediction) == (True, True)
    assert (tasks[2].labelled, tasks[2].document.tags) == (False, [])


@pytest.mark.parametrize("edit, message", [
    (lambda t: t[0]["annotations"].append({"id": 3, "result": []}),
     "task 7: 2 annotations; keep one per task"),
    (lambda t: t[1]["predictions"].append({"result": []}),
     "task 8: 2 predictions; keep one per task"),
    (lambda t: t[0]["annotations"][1]["result"].append(_region(13, 15, "PATIENT")),
     "task 7 annotation result 8: span 13-15 overlaps the span 12-15 of task 7 annotation "
     "result 1"),
    (lambda t: t[0]["annotations"][1]["result"][0]["value"].update(labels=["Person"]),
     "task 7 annotation result 1: unknown label 'Person' (not an i2b2 2014 TYPE; map it "
     "with --label-map)"),
    (lambda t: t[0]["annotations"][1]["result"][0]["value"].update(end=500),
     f"task 7 annotation result 1: span 12-500 outside the text (length {len(TEXT)})"),
    (lambda t: t[0]["annotations"][1]["result"][0]["value"].update(start=13),
     "task 7 annotation result 1: its text disagrees with the text at 13-15"),
    (lambda t: t[0]["annotations"][1]["result"][0]["value"].update(labels=["A", "B"]),
     "task 7 annotation result 1: expected one label in value.labels, found ['A', 'B']"),
    (lambda t: t[0]["annotations"][1]["result"][0].update(type="hypertextlabels"),
     "task 7 annotation result 1: 'hypertextlabels' results are not read; label the note "
     "with <Labels> on a <Text> tag"),
    (lambda t: t[2].update(data={"html": "x"}),
     "task 9: no data.text (the note text, $text in the labeling config)"),
])
def test_label_studio_errors_name_the_task(edit, message):
    tasks = _ls_export()
    edit(tasks)
    with pytest.raises(DataError) as exc:
        read_tasks(json.dumps(tasks), stem="export", source="export.json")
    assert str(exc.value) == f"export.json: {message}"


def test_label_studio_task_is_a_prediction_in_the_documented_shape():
    task = to_task("n1", "Dr Lee", [Tag("NAME", "DOCTOR", 3, 6, "Lee")], model_version="v")
    assert task == {"data": {"text": "Dr Lee", "doc_id": "n1"}, "predictions": [
        {"model_version": "v", "result": [
            {"id": "r1", "from_name": "label", "to_name": "text", "type": "labels",
             "value": {"start": 3, "end": 6, "text": "Lee", "labels": ["DOCTOR"]}}]}]}


# ---------------------------------------------------------------------------------------
# JSONL: doccano's export and spaCy's / Prodigy's spans

def test_jsonl_reads_doccano_and_prodigy_lines():
    doccano = {"id": 12, "text": TEXT, "label": [[e[2], e[3], e[1]] for e in EXPECTED],
               "Comments": []}
    prodigy = {"text": "Dr Lee", "_input_hash": 1, "answer": "accept", "meta": {"src": "x"},
               "tokens": [{"text": "Dr", "start": 0, "end": 2, "id": 0}],
               "spans": [{"start": 3, "end": 6, "label": "DOCTOR", "token_start": 1,
                          "token_end": 1, "text": "Lee"}]}
    rejected = dict(prodigy, answer="reject")
    relations = {"id": 13, "text": "Dr Lee", "relations": [],
                 "entities": [{"id": 1, "label": "DOCTOR", "start_offset": 3, "end_offset": 6}]}
    lines = [json.dumps(o) for o in (doccano, prodigy, rejected, {"text": "no labels"},
                                     {"doc_id": "mine", "text": "x", "label": []}, relations)]
    docs = read_jsonl("\n".join(lines) + "\n\n", stem="corpus", source="corpus.jsonl")
    assert [(d.doc_id, labelled) for d, labelled in docs] == [
        ("corpus-12", True), ("corpus-2", True), ("corpus-4", False), ("mine", True),
        ("corpus-13", True)]
    assert _tags(docs[0][0]) == EXPECTED
    assert _tags(docs[1][0]) == _tags(docs[4][0]) == [("NAME", "DOCTOR", 3, 6, "Lee")]


@pytest.mark.parametrize("line, message", [
    ('{"text": "Dr Lee", "label": [[3, 6, "PER"]]}',
     "line 1: unknown label 'PER' (not an i2b2 2014 TYPE; map it with --label-map)"),
    ('{"text": "Dr Lee", "label": [[3, 16, "DOCTOR"]]}',
     "line 1: span 3-16 outside the text (length 6)"),
    ('{"text": "Dr Lee", "label": [[0, 6, "DOCTOR"], [3, 6, "PATIENT"]]}',
     "line 1: span 3-6 overlaps the span 0-6 of line 1"),
    ('{"text": "Dr Lee", "label": ["positive"]}',
     'line 1: an item of "label" is not [start, end, label]'),
    ('{"text": "Dr Lee", "spans": [{"start": 3, "end": 6}]}',
     'line 1: an item of "spans" is not {"start": ..., "end": ..., "label": ...}'),
    ('{"text": "Dr Lee", "label": [], "spans": []}',
     'line 1: both "label" and "spans"; expected one'),
    ('{"text": "Dr Lee", "entities": [{"start": 3, "end": 6, "label": "DOCTOR"}]}',
     'line 1: an item of "entities" is not {"start_offset": ..., "end_offset": ..., '
     '"label": ...}'),
    ('{"text": "Dr Lee", "label": [["3", 6, "DOCTOR"]]}',
     "line 1: offsets '3'-6 are not integers"),
    ('{"text": "Dr Lee"', "line 1: not JSON (Expecting ',' delimiter)"),
    ('["Dr Lee"]', 'line 1: expected an object with a "text" string'),
])
def test_jsonl_errors_name_the_line(line, message):
    with pytest.raises(DataError) as exc:
        read_jsonl(line + "\n", stem="c", source="c.jsonl")
    assert str(exc.value) == f"c.jsonl: {message}"


def test_jsonl_line_reads_back():
    tags = [Tag("NAME", "DOCTOR", 3, 6, "Lee")]
    line = to_line("n1", "Dr Lee", tags)
    assert json.loads(line) == {"doc_id": "n1", "text": "Dr Lee", "label": [[3, 6, "DOCTOR"]]}
    [(doc, labelled)] = read_jsonl(line, stem="x", source="x.jsonl")
    assert (doc.doc_id, doc.text, doc.tags, labelled) == ("n1", "Dr Lee", tags, True)


# ---------------------------------------------------------------------------------------
# CoNLL

def test_conll_text_is_the_tokens_joined_and_sentences_are_kept():
    conll = "Dr\tO\nLee\tB-DOCTOR\n\nAnna\tB-PATIENT\nBerg\tI-PATIENT\nMRN\tO\n12\tI-MEDICALRECORD\n"
    [doc] = read_conll(conll, stem="n", source="n.conll")
    assert doc.text == "Dr Lee\nAnna Berg MRN 12\n"
    assert doc.sentences == [0, 7]
    # a stray I- opens a span, as everywhere in deidkit
    assert _tags(doc) == [("NAME", "DOCTOR", 3, 6, "Lee"), ("NAME", "PATIENT", 7, 16,
                                                            "Anna Berg"),
                          ("ID", "MEDICALRECORD", 21, 23, "12")]


def test_conll_2003_and_label_studio_converter_layouts():
    # CoNLL-2003 columns separated by spaces, and what Label Studio's converter writes
    conll = ("-DOCSTART- -X- O O\n\nDr NNP B-NP O\nLee NNP I-NP B-DOCTOR\n\n"
             "-DOCSTART- -X- O\nCall -X- _ O\n555 -X- _ B-PHONE\n")
    docs = read_conll(conll, stem="c", source="c.conll")
    assert [(d.doc_id, d.text, _tags(d)) for d in docs] == [
        ("c-1", "Dr Lee\n", [("NAME", "DOCTOR", 3, 6, "Lee")]),
        ("c-2", "Call 555\n", [("CONTACT", "PHONE", 5, 8, "555")])]


@pytest.mark.parametrize("conll, message", [
    ("Dr\tO\nLee\n", "line 2: expected a token, a tab and an IOB2 label"),
    ("Dr\tO\nLee\tDOCTOR\n", "line 2: 'DOCTOR' is not an IOB2 label (O, B-TYPE or I-TYPE)"),
    ("Dr\tO\n\nLee\tB-PER\n", "line 3: unknown label 'PER' (not an i2b2 2014 TYPE; map it "
                             "with --label-map)"),
    ("\n\n", "no tokens"),
])
def test_conll_errors_name_the_line(conll, message):
    with pytest.raises(DataError) as exc:
        read_conll(conll, stem="c", source="c.conll")
    assert str(exc.value) == f"c.conll: {message}"


def test_conll_writer_refuses_what_it_cannot_write():
    assert to_conll([(["Dr", "Lee"], ["O", "B-DOCTOR"]), (["x"], ["O"])]) == \
        "Dr\tO\nLee\tB-DOCTOR\n\nx\tO\n"
    with pytest.raises(ValueError, match="tab or line break"):
        to_conll([(["a\tb"], ["O"])])


# ---------------------------------------------------------------------------------------
# The label map and sniffing

def test_label_map_maps_and_drops(tmp_path):
    path = tmp_path / "map.tsv"
    path.write_text("# tool label -> i2b2 TYPE\nPER\tPATIENT\n\nSECTION\tO\r\n")
    label_map = read_label_map(path)
    assert label_map == {"PER": "PATIENT", "SECTION": "O"}
    [(doc, _)] = read_jsonl('{"text": "Hx Anna", "label": [[0, 2, "SECTION"], [3, 7, "PER"]]}',
                            stem="x", source="x.jsonl", label_map=label_map)
    assert _tags(doc) == [("NAME", "PATIENT", 3, 7, "Anna")]


@pytest.mark.parametrize("content, message", [
    ("PER PATIENT\n", "line 1: expected LABEL<TAB>TYPE"),
    ("PER\tPERSON\n", "line 1: 'PERSON' is not an i2b2 2014 TYPE (or O)"),
    ("PER\tPATIENT\nPER\tDOCTOR\n", "line 2: label 'PER' is mapped twice"),
])
def test_label_map_errors(tmp_path, content, message):
    path = tmp_path / "map.tsv"
    path.write_text(content)
    with pytest.raises(DataError) as exc:
        read_label_map(path)
    assert str(exc.value) == f"{path}: {message}"


@pytest.mark.parametrize("data, kind", [
    (b'<?xml version="1.0"?><deIdi2b2/>', "i2b2"),
    (b'[{"data": {"text": "x"}}]', "label-studio"),
    (b'{"text": "x", "label": []}\n{"text": "y"}\n', "jsonl"),
    (b"Dr\tO\nLee\tB-DOCTOR\n\n-DOCSTART- -X- O\nx y O\n", "conll"),
    (b"[Discharge summary] Pt seen.\n", "text"),
    (b"{not json at all\n", "text"),
    (b"Pt\tseen today\n", "text"),
    (b"Seen by Dr Lee.\n", "text"),
])
def test_sniff(data, kind):
    assert sniff(data) == kind


def test_kind_of_by_suffix(tmp_path):
    (tmp_path / "a.txt").write_text("x")
    (tmp_path / "b.txt").write_text("x")
    (tmp_path / "b.ann").write_text("")
    assert [kind_of(tmp_path / n) for n in ("a.txt", "b.txt", "b.ann", "c.json", "c.jsonl",
                                            "c.conll", "c.XML", "c.notes")] == \
        ["text", "brat", "brat", "label-studio", "jsonl", "conll", "i2b2", None]
