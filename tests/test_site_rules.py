"""A site's own rules (`tag --rules FILE`; deidkit.recognizers.site_rules): what each kind of
rule finds and what it must not (Presidio's positive and negative cases), bad rules as one
exact line, the rules through the de-identifier (vetoes through propagation and the
corpus's vote, the output's metadata), kept in pipeline.json by `train-tagger --rules`,
and `tokenize | tag --rules` over OS pipes."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys

import pyarrow as pa
import pytest

from deidkit.errors import DataError
from deidkit.pipeline import Deidentifier
from deidkit.recognizers import recognize, recognize_window
from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.site_rules import SiteRules, parse_rules, read_rules
from deidkit.recognizers.text import build
from deidkit.tokenize.tokens import split_tokens
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model
from tests.test_tag_defences import note_rows

LABELS = ["O", "B-PATIENT", "I-PATIENT"]


def rules_of(*rules: dict) -> SiteRules:
    return SiteRules(parse_rules(list(rules), base=None, source="r.yaml"), source="r.yaml")


def found(text: str, rules: SiteRules, names=()) -> list[tuple[str, str]]:
    """(source text, TYPE) of each run of tokens the rules (before the built-in recognizers
    ``names``) give one TYPE in ``text``, tokenized as `deidkit tokenize` does; a veto's
    finds are ``not-PHI``."""
    tokens, starts, ends = split_tokens(text)
    window = build([tokens], [starts], [ends])
    types = recognize_window(window, list(rules.recognizers()) + list(names)).types.tolist()
    out, current = [], None
    for start, end, type_ in zip(starts, ends, types):
        if type_ is not None and current and current[2] == type_:
            current[1] = end
            continue
        if current:
            out.append((text[current[0]:current[1]], current[2]))
        current = [start, end, type_] if type_ else None
    if current:
        out.append((text[current[0]:current[1]], current[2]))
    return out


STUDY = {"name": "study", "kind": "pattern", "type": "IDNUM", "pattern": r"STU-\d{6}"}
CLINIC = {"name": "clinic", "kind": "pattern", "type": "ORGANIZATION", "over": "token",
          "pattern": r"[A-Z][a-z]+care"}
PAGER = {"name": "pager", "kind": "cue", "type": "PHONE", "cues": ["Pager", "pgr"],
         "value": r"\d{4,5}|\d{3}-\d{4}"}
EPONYMS = {"name": "eponyms", "kind": "never_phi", "words": ["Parkinson", "March"]}
STAFF = {"name": "staff", "kind": "always_phi", "type": "DOCTOR",
         "words": ["Okafor", "Mary Beth Lund", "O'Brien"]}


# ---------------------------------------------------------------------------------------
# Each kind of rule: what it finds, and what it must not

@pytest.mark.parametrize("rule, text, expected", [
    # a pattern over the sentence's text: every token a match touches
    (STUDY, "Enrolled as STU-123456 today.", [("STU-123456", "IDNUM")]),
    (STUDY, "Ids STU-000001, STU-999999.", [("STU-000001", "IDNUM"), ("STU-999999", "IDNUM")]),
    (STUDY, "Enrolled as STU-1234567.", [("STU-1234567", "IDNUM")]),
    ({**STUDY, "ignore_case": True}, "enrolled as stu-123456", [("stu-123456", "IDNUM")]),
    # ^ and $: the sentence's start and end
    ({**STUDY, "pattern": r"^Ward \d+"}, "Ward 7 called.", [("Ward 7", "IDNUM")]),
    ({**STUDY, "pattern": r"\d+$"}, "Called from 4417", [("4417", "IDNUM")]),
    # a pattern over tokens: a token it matches whole
    (CLINIC, "Referred by Northcare and Westcare's team.",
     [("Northcare", "ORGANIZATION"), ("Westcare", "ORGANIZATION")]),
    # a cue followed by a value: the value only, after punctuation
    (PAGER, "Call Pager: 4432 now.", [("4432", "PHONE")]),
    (PAGER, "pgr # 12345", [("12345", "PHONE")]),
    (PAGER, "Pager 555-0142 please", [("555-0142", "PHONE")]),
    ({**PAGER, "ignore_case": True}, "PAGER 4432; PGR 5511", [("4432", "PHONE"),
                                                             ("5511", "PHONE")]),
    # never PHI: a veto, claimed before any built-in recognizer
    (EPONYMS, "Parkinson disease since March.", [("Parkinson", NOT_PHI), ("March", NOT_PHI)]),
    ({**EPONYMS, "ignore_case": True}, "PARKINSON", [("PARKINSON", NOT_PHI)]),
    # always PHI, of one token or several
    (STAFF, "Seen by Okafor and Mary Beth Lund.", [("Okafor", "DOCTOR"),
                                                   ("Mary Beth Lund", "DOCTOR")]),
    (STAFF, "Dr O'Brien called.", [("O'Brien", "DOCTOR")]),
    ({**STAFF, "ignore_case": True}, "OKAFOR", [("OKAFOR", "DOCTOR")]),
])
def test_each_kind_of_rule_finds_what_it_says(rule, text, expected):
    assert found(text, rules_of(rule)) == expected


@pytest.mark.parametrize("rule, text", [
    (STUDY, "Enrolled as STU-12345 and STU 123456."),
    (STUDY, "enrolled as stu-123456"),  # with case by default
    ({**STUDY, "pattern": r"^Ward \d+"}, "Called Ward 7."),
    ({**STUDY, "pattern": r"\d+$"}, "Called from 4417 today"),
    ({**STUDY, "pattern": r"seen\s+Next"}, "Seen and seen\nNext"),  # not across sentences
    (CLINIC, "Northcares and northcare, careful care."),
    (PAGER, "Pager 44 and 4432 pager, Pager is 4432, Pagers 4432."),
    (PAGER, "Pager : # - 4432"),  # at most two tokens of punctuation
    (EPONYMS, "Parkinsonism, PARKINSON, march."),
    (STAFF, "Okafors, okafor, Mary Beth, Lund."),
])
def test_each_kind_of_rule_leaves_what_it_does_not_say(rule, text):
    if "\n" in text:
        sentences = [split_tokens(line)[0] for line in text.split("\n")]
        window = build(sentences)
        types = recognize_window(window, rules_of(rule).recognizers()).types
        assert all(t is None for t in types)
    else:
        assert found(text, rules_of(rule)) == []


def test_a_veto_wins_over_the_built_in_recognizers_and_rules_come_first():
    rules = rules_of(EPONYMS, STAFF)
    # alone, "March" is a DATE to the date recognizer; the site says it is never PHI
    assert found("Seen in March.", rules_of(), ["date"]) == [("March", "DATE")]
    assert found("Seen in March.", rules, ["date"]) == [("March", NOT_PHI)]
    assert [r.name for r in rules.recognizers()] == ["site:eponyms", "site:staff"]
    assert [r.types for r in rules.recognizers()] == [(), ("DOCTOR",)]
    # the plain interface: a veto is no TYPE
    tokens, starts, ends = split_tokens("Okafor saw Parkinson")
    assert recognize([tokens], [starts], [ends],
                     names=list(rules.recognizers()) + ["default"]) == [["DOCTOR", None, None]]


def test_a_site_recognizer_pickles_as_its_rule():
    """An engine ships the rules to its workers."""
    rules = rules_of(STUDY, CLINIC, PAGER, EPONYMS, STAFF)
    copies = pickle.loads(pickle.dumps(rules.recognizers()))
    assert copies == rules.recognizers()
    text = "Okafor: Pager 4432 at Northcare, STU-123456; Parkinson"
    assert found(text, rules) == found(text, SiteRules(tuple(c.rule for c in copies)))


# ---------------------------------------------------------------------------------------
# Bad rules: one line naming the file, the rule and the problem

@pytest.mark.parametrize("rule, message", [
    ({**STUDY, "pattern": "STU-(\\d"}, "rule 1 'study': 'pattern' is not a valid regular "
                                       "expression (missing ), unterminated subpattern at "
                                       "position 4)"),
    ({**STUDY, "type": "MRN"}, "rule 1 'study': unknown TYPE \"MRN\" (TYPEs: ACCOUNT, AGE, "
                               "BIOID, CITY, COUNTRY, DATE, DEPARTMENT, DEVICE, DOCTOR, EMAIL, "
                               "FAX, HEALTHPLAN, HOSPITAL, IDNUM, IPADDR, LICENSE, "
                               "LOCATION-OTHER, MEDICALRECORD, ORGANIZATION, OTHER, PATIENT, "
                               "PHONE, PROFESSION, ROOM, SSN, STATE, STREET, URL, USERNAME, "
                               "VEHICLE, ZIP)"),
    ({**STUDY, "patern": "x"}, "rule 1 'study': unknown key 'patern' (keys of a pattern rule: "
                               "name, kind, type, pattern, over, ignore_case)"),
    ({**STUDY, "pattern": ""}, "rule 1 'study': 'pattern' is empty"),
    ({**STUDY, "pattern": "a*"}, "rule 1 'study': 'pattern' matches the empty string"),
    ({**STUDY, "pattern": 12}, "rule 1 'study': 'pattern' must be a string (a regular "
                               "expression), got 12"),
    ({**STUDY, "over": "word"}, "rule 1 'study': 'over' must be \"text\" or \"token\", got "
                                "\"word\""),
    ({**STUDY, "ignore_case": "yes"}, "rule 1 'study': 'ignore_case' must be true or false, "
                                      "got \"yes\""),
    ({"kind": "pattern"}, "rule 1: missing 'name'"),
    ({**STUDY, "name": "my study"}, "rule 1 'my study': 'name' must be letters, digits, '_', '.' or '-' "
                                    "(it names the recognizer site:NAME), got \"my study\""),
    ({**STUDY, "kind": "regex"}, "rule 1 'study': unknown kind \"regex\" (kinds: pattern, cue, "
                                 "never_phi, always_phi)"),
    ({"name": "study", "kind": "pattern", "pattern": "x"},
     "rule 1 'study': missing 'type' (a TYPE of deidkit's labels: PATIENT, DOCTOR, ...)"),
    ({**PAGER, "cues": "Pager"}, "rule 1 'pager': 'cues' must be a list of strings, got "
                                 "\"Pager\""),
    ({**PAGER, "cues": []}, "rule 1 'pager': 'cues' is empty"),
    ({**PAGER, "value": "(4"}, "rule 1 'pager': 'value' is not a valid regular expression "
                               "(missing ), unterminated subpattern at position 0)"),
    ({**EPONYMS, "words": ["Wilson", False]},
     "rule 1 'eponyms': 'words' item 2 must be a string, got false (quote it in YAML)"),
    ({**EPONYMS, "type": "DOCTOR"}, "rule 1 'eponyms': unknown key 'type' (keys of a never_phi "
                                    "rule: name, kind, words, words_file, ignore_case)"),
    ({"name": "staff", "kind": "always_phi", "type": "DOCTOR"},
     "rule 1 'staff': missing 'words' (or 'words_file')"),
    ({**STAFF, "words_file": "staff.txt"}, "rule 1 'staff': give 'words' or 'words_file', not "
                                           "both"),
])
def test_a_bad_rule_is_one_line_naming_the_file_and_the_rule(tmp_path, rule, message):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"rules": [rule]}), encoding="utf-8")
    with pytest.raises(DataError) as error:
        read_rules(path)
    assert str(error.value) == f"{path}: {message}"


@pytest.mark.parametrize("text, message", [
    ("rules:\n  - name: a\n    kind: never_phi\n    words: [x]\n  - name: a\n"
     "    kind: never_phi\n    words: [y]\n", "rule 2 'a': the name of rule 1 too (names must "
                                               "differ)"),
    ("rules:\n  - name: e\n    kind: never_phi\n    words: [Wilson]\n    ignore_case: true\n"
     "  - name: s\n    kind: always_phi\n    type: DOCTOR\n    words: [WILSON]\n",
     "rule 2 's': 'WILSON' is also a never-PHI word of rule 1 'e'"),
    ("rules:\n  - name: e\n    kind: never_phi\n    words: [Wilson, No]\n",
     "rule 1 'e': 'words' item 2 must be a string, got false (quote it in YAML)"),
    ("rules:\n  - [a, b]\n", "rule 1: must be a mapping of keys (name, kind, ...), got a list"),
    ("rules: {}\n", "'rules' must be a list of rules, got a mapping"),
    ("- name: a\n", "must be a mapping with a 'rules' list, got a list"),
    ("", "must be a mapping with a 'rules' list, got an empty file"),
    ("rule: []\n", "unknown key 'rule' (keys: rules)"),
    ("rules:\n  - name: a\n   kind: x\n", "not valid YAML (line 3, column 4: expected <block "
                                            "end>, but found '<block mapping start>')"),
    ("rules:\n  - name: s\n    kind: always_phi\n    type: DOCTOR\n    words_file: gone.txt\n",
     "rule 1 's': 'words_file' {dir}/gone.txt: no such file"),
])
def test_a_bad_rules_file_is_one_line(tmp_path, text, message):
    path = tmp_path / "r.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as error:
        read_rules(path)
    assert str(error.value) == f"{path}: {message.format(dir=tmp_path.resolve())}"


def test_bad_rules_stop_tag_with_exit_1_and_no_output(tmp_path, models):
    path = tmp_path / "r.yaml"
    path.write_text("rules:\n  - name: pager\n    kind: cue\n    type: PHONE\n"
                    "    cues: [Pager]\n    value: '[0-9'\n", encoding="utf-8")
    table = tokens_table(note_rows("a", ["Pager 4432"]))
    result = run(["tag", "--model", models["silent"], "--rules", path],
                 input=arrow_stream_bytes(table), expect=1)
    assert result.stderr == (f"Error: {path}: rule 1 'pager': 'value' is not a valid regular "
                             "expression (unterminated character set at position 0)\n")
    assert result.stdout_bytes == b""
    result = run(["tag", "--model", models["silent"], "--rules", tmp_path / "none.yaml"],
                 input=arrow_stream_bytes(table), expect=1)
    assert result.stderr == f"Error: {tmp_path / 'none.yaml'}: no such file\n"


# ---------------------------------------------------------------------------------------
# Through the de-identifier

@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """``silent`` says O everywhere, ``loud`` PATIENT everywhere."""
    tmp = tmp_path_factory.mktemp("site-rules")
    return {"silent": biased_model(tmp, "silent", LABELS, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", LABELS, [0.0, 20.0, 0.0])}


@pytest.fixture
def rules_file(tmp_path):
    (tmp_path / "staff.txt").write_text("Okafor\nMary Beth Lund\n", encoding="utf-8")
    path = tmp_path / "r.yaml"
    path.write_text(
        "# a site's rules\n"
        "rules:\n"
        "  - {name: study, kind: pattern, type: IDNUM, pattern: 'STU-\\d{6}'}\n"
        "  - {name: pager, kind: cue, type: PHONE, cues: [Pager, pgr], value: '\\d{4,5}'}\n"
        "  - {name: eponyms, kind: never_phi, words: [Parkinson, Wilson]}\n"
        "  - {name: staff, kind: always_phi, type: DOCTOR, words_file: staff.txt}\n",
        encoding="utf-8")
    return path


def _table():
    return tokens_table(note_rows("a", ["Okafor saw Wilson for Parkinson disease .",
                                        "Pager : 4432 , study STU-123456 ."])
                        + note_rows("b", ["Wilson again , Mary Beth Lund on call ."]))


def test_the_rules_run_in_the_deidentifier_and_are_recorded(models, rules_file):
    deid = Deidentifier.from_dir(models["silent"], rules=str(rules_file))
    assert [r.name for r in deid.recognizers if not isinstance(r, str)] == [
        "site:eponyms", "site:study", "site:pager", "site:staff"]
    out = pa.Table.from_batches(list(deid.tag_batches(_table().to_batches())))
    assert out["predicted"].to_pylist() == [
        ["B-DOCTOR", "O", "O", "O", "O", "O", "O"],
        ["O", "O", "B-PHONE", "O", "O", "B-IDNUM", "I-IDNUM", "I-IDNUM", "O"],
        ["O", "O", "O", "B-DOCTOR", "I-DOCTOR", "I-DOCTOR", "O", "O", "O"]]
    record = json.loads(deid.metadata()["deidkit.rules"])
    assert record == read_rules(rules_file).record()
    assert record["source"] == str(rules_file) and len(record["sha256"]) == 64
    assert record["rules"][3] == {
        "name": "staff", "kind": "always_phi", "type": "DOCTOR",
        "words_file": str(rules_file.parent.resolve() / "staff.txt"), "ignore_case": False,
        "word_count": 2, "words_sha256": record["rules"][3]["words_sha256"]}
    # the staff names are counted, never written out
    assert "Okafor" not in deid.metadata()["deidkit.rules"]
    # without rules: no record, and the recognizers as before
    plain = Deidentifier.from_dir(models["silent"])
    assert "deidkit.rules" not in plain.metadata()
    assert all(isinstance(r, str) for r in plain.recognizers)


def test_a_veto_holds_against_the_model_propagation_and_the_corpus_vote(models, rules_file):
    """The loud model says PATIENT everywhere: the site's never-PHI words stay O, within
    documents and across the corpus."""
    for corpus in (False, True):
        deid = Deidentifier.from_dir(models["loud"], rules=str(rules_file), propagate=True,
                                     propagate_corpus=corpus)
        out = pa.Table.from_batches(list(deid.tag_batches(_table().to_batches())))
        for tokens, labels in zip(out["tokens"].to_pylist(), out["predicted"].to_pylist()):
            for token, label in zip(tokens, labels):
                assert (label == "O") == (token in ("Parkinson", "Wilson")), (token, label)


def test_tag_rules_none_or_another_file_override_the_models(tmp_path, models, rules_file):
    from deidkit.models.pipeline_file import PIPELINE_FILE, PipelineRecord, write_pipeline

    import shutil

    site = tmp_path / "site"
    shutil.copytree(models["silent"], site)
    write_pipeline(site / PIPELINE_FILE, PipelineRecord(rules=read_rules(rules_file)))
    table = arrow_stream_bytes(_table())
    kept = read_arrow_output(run(["tag", "--model", site], input=table).stdout_bytes)
    assert kept["predicted"].to_pylist()[0][0] == "B-DOCTOR"
    assert json.loads(kept.schema.metadata[b"deidkit.rules"])["source"] == \
        f"{site}/{PIPELINE_FILE}"
    off = read_arrow_output(run(["tag", "--model", site, "--rules", "none"],
                                input=table).stdout_bytes)
    assert off["predicted"].to_pylist()[0][0] == "O"
    assert b"deidkit.rules" not in off.schema.metadata
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"rules": [{"name": "saw", "kind": "always_phi",
                                            "type": "OTHER", "words": ["saw"]}]}))
    swapped = read_arrow_output(run(["tag", "--model", site, "--rules", other],
                                    input=table).stdout_bytes)
    assert swapped["predicted"].to_pylist()[0][:2] == ["O", "B-OTHER"]


def test_the_spacy_component_runs_the_rules(models, rules_file):
    spacy = pytest.importorskip("spacy")

    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"model": str(models["silent"]), "rules": str(rules_file)})
    doc = nlp("Okafor saw Wilson. Pager: 4432.")
    assert [(s.text, s.label_) for s in doc.spans["phi"]] == [("Okafor", "DOCTOR"),
                                                             ("4432", "PHONE")]


def test_an_engine_ships_the_rules_the_driver_read(models, rules_file):
    from deidkit import engines

    plan = engines.planned(str(models["silent"]), rules=str(rules_file))
    shipped = engines.shipped_options(plan, {"rules": str(rules_file)})
    assert shipped["rules"] == read_rules(rules_file)
    assert [getattr(r, "name", r) for r in engines.recognizers_of(plan)][:4] == [
        "site:eponyms", "site:study", "site:pager", "site:staff"]
    out = pa.Table.from_batches(list(engines.tag_batches(_table().to_batches(),
                                                         str(models["silent"]), **shipped)))
    cli = pa.Table.from_batches(list(Deidentifier.from_dir(
        models["silent"], rules=str(rules_file)).tag_batches(_table().to_batches())))
    assert out["predicted"].to_pylist() == cli["predicted"].to_pylist()
    assert engines.shipped_options(engines.planned(str(models["silent"])), {})["rules"] == "none"


# ---------------------------------------------------------------------------------------
# Kept in pipeline.json

def test_pipeline_json_keeps_the_rules_and_always_phi_words_by_their_file(tmp_path, rules_file):
    from deidkit.models.pipeline_file import (PIPELINE_FILE, PipelineRecord, read_pipeline,
                                              write_pipeline)

    rules = read_rules(rules_file)
    write_pipeline(tmp_path / PIPELINE_FILE, PipelineRecord(rules=rules))
    text = (tmp_path / PIPELINE_FILE).read_text()
    assert "Okafor" not in text and "Parkinson" in text
    assert json.loads(text)["rules"][3] == {
        "name": "staff", "kind": "always_phi", "type": "DOCTOR",
        "words_file": str(rules_file.parent.resolve() / "staff.txt"), "ignore_case": False}
    assert read_pipeline(tmp_path) == PipelineRecord(rules=rules)
    # a pipeline without rules is written as before: no field
    write_pipeline(tmp_path / PIPELINE_FILE, PipelineRecord())
    assert "rules" not in json.loads((tmp_path / PIPELINE_FILE).read_text())
    # an always-PHI rule whose words are in the rules is kept out of a model
    with pytest.raises(DataError) as error:
        PipelineRecord(rules=rules_of(STAFF)).to_json()
    assert str(error.value) == ("r.yaml: rule 1 'staff': a model keeps always-PHI words by their "
                                "file only, as they may be PHI: list them in a 'words_file'")


@pytest.mark.parametrize("rules, message", [
    ({"name": "x"}, "must be a list of rules, got a mapping"),
    ([{**STUDY, "type": "MRN"}], "rule 1 'study': unknown TYPE \"MRN\""),
    ([{"name": "s", "kind": "always_phi", "type": "DOCTOR", "words_file": "staff.txt"}],
     "rule 1 's': 'words_file' must be an absolute path, got \"staff.txt\""),
    ([{"name": "s", "kind": "always_phi", "type": "DOCTOR", "words_file": "/gone/staff.txt"}],
     "rule 1 's': 'words_file' /gone/staff.txt: no such file"),
])
def test_bad_rules_in_a_pipeline_name_the_directory_and_the_field(tmp_path, models, rules,
                                                                   message):
    import shutil

    site = tmp_path / "site"
    shutil.copytree(models["silent"], site)
    (site / "pipeline.json").write_text(json.dumps({"schema": "deidkit.pipeline/1",
                                                    "rules": rules}))
    with pytest.raises(DataError) as error:
        Deidentifier.from_dir(site)
    assert str(error.value).startswith(f"{site}: pipeline.json: 'rules': {message}")


def test_train_tagger_rules_keeps_them_in_the_models_pipeline(tmp_path, rules_file):
    import pyarrow.parquet as pq

    from tests.contract_cases.tag import corpus_rows, write_embeddings

    emb = write_embeddings(tmp_path / "e.txt")
    pq.write_table(tokens_table(corpus_rows(n_docs=3, sentences=3, seed=0)),
                   tmp_path / "a.parquet")
    tiny = ["--embeddings", emb, "--epochs", "1", "--hidden-size", "4", "--layers", "1",
            "--batch-size", "8", "--threads", "1", "--validation-fraction", "0"]
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "m",
         "--rules", rules_file, "--default-phi-threshold", "0.3", *tiny])
    pipeline = json.loads((tmp_path / "m" / "pipeline.json").read_text())
    assert pipeline["phi_threshold"] == 0.3 and pipeline["recognizers"] == ["default"]
    assert pipeline["rules"] == read_rules(rules_file).to_json()
    tagged = read_arrow_output(run(["tag", "--model", tmp_path / "m"],
                                   input=arrow_stream_bytes(_table())).stdout_bytes)
    assert b"site:" not in tagged.schema.metadata[b"deidkit.recognizers"]
    assert json.loads(tagged.schema.metadata[b"deidkit.rules"])["rules"][0]["name"] == "study"
    # a model fine-tuned from it inherits them
    run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "tuned",
         "--init-from", tmp_path / "m", "--epochs", "1", "--batch-size", "8", "--threads", "1",
         "--validation-fraction", "0"])
    assert json.loads((tmp_path / "tuned" / "pipeline.json").read_text())["rules"] == \
        pipeline["rules"]
    # always-PHI words written in the rules stop the run before it reads anything
    inline = tmp_path / "inline.json"
    inline.write_text(json.dumps({"rules": [STAFF]}))
    result = run(["train-tagger", tmp_path / "a.parquet", "--model-dir", tmp_path / "m2",
                  "--rules", inline, *tiny], expect=1)
    assert result.stderr == (f"Error: {inline}: rule 1 'staff': a model keeps always-PHI words "
                             "by their file only, as they may be PHI: list them in a "
                             "'words_file'\n")
    assert not (tmp_path / "m2").exists()


# ---------------------------------------------------------------------------------------
# `deidkit tokenize notes/ | deidkit tag --rules r.yaml` over OS pipes

def test_tokenize_then_tag_with_rules_over_a_pipe(tmp_path, models, rules_file):
    notes = tmp_path / "notes"
    notes.mkdir()
    text = ("Okafor saw Wilson for Parkinson disease.\n"
            "Pager: 4432, study STU-123456.\n")
    (notes / "n1.txt").write_text(text, encoding="utf-8")
    deidkit = [sys.executable, "-m", "deidkit"]
    tokenize = subprocess.Popen(deidkit + ["tokenize", str(notes)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
    tag = subprocess.Popen(deidkit + ["tag", "--model", str(models["silent"]), "--rules",
                                      str(rules_file)],
                           stdin=tokenize.stdout, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    tokenize.stdout.close()
    out = tag.stdout.read()
    assert (tag.wait(), tokenize.wait()) == (0, 0), tag.stderr.read().decode()
    table = read_arrow_output(out)
    phi = [(text[s:e], label)
           for starts, ends, labels in zip(table["starts"].to_pylist(),
                                           table["ends"].to_pylist(),
                                           table["predicted"].to_pylist())
           for s, e, label in zip(starts, ends, labels) if label != "O"]
    assert phi == [("Okafor", "B-DOCTOR"), ("4432", "B-PHONE"), ("STU", "B-IDNUM"),
                   ("-", "I-IDNUM"), ("123456", "I-IDNUM")]
    assert json.loads(table.schema.metadata[b"deidkit.rules"])["source"] == str(rules_file)


def test_the_example_rules_file_does_what_its_comments_say():
    from pathlib import Path

    rules = read_rules(Path(__file__).resolve().parents[1] / "examples" / "site_rules.yaml")
    assert [r.name for r in rules.recognizers()] == [
        "site:eponyms", "site:study-id", "site:our-clinics", "site:pager", "site:staff"]
    assert found("Dr Huxtable at Westview: pgr # 4432, STU-123456; STU-1234567 is not.",
                 rules) == [("Huxtable", "DOCTOR"), ("Westview", "HOSPITAL"),
                            ("4432", "PHONE"), ("STU-123456", "IDNUM")]
    assert found("Hodgkin lymphoma; BABINSKI sign.", rules) == [("Hodgkin", NOT_PHI),
                                                                ("BABINSKI", NOT_PHI)]
    rules.check_savable()  # a model may keep them
