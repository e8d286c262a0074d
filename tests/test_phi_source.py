"""Provenance: the `phi_source` column `tag` writes (every source that flagged a token as
PHI, and the vetoes), and `evaluate --by-source` and `report`, which read it."""

from __future__ import annotations

import json

import numpy as np
import pyarrow as pa
import pytest

from deidkit import io as dio
from deidkit.phi_source import ordered, sources, with_sources
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model
from tests.test_tag_defences import note_rows

NAME = ["O", "B-PATIENT", "I-PATIENT"]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """Untrained taggers whose bias alone decides: one says O everywhere (what is PHI is
    the defences'), one says PATIENT everywhere (what is not is a veto)."""
    tmp = tmp_path_factory.mktemp("sources")
    return {"silent": biased_model(tmp, "silent", NAME, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", NAME, [0.0, 20.0, 0.0])}


def tagged(table: pa.Table, *args) -> pa.Table:
    return read_arrow_output(run(["tag", *args], input=arrow_stream_bytes(table)).stdout_bytes)


def by_token(out: pa.Table) -> list[list[tuple[str, str, str]]]:
    return [list(zip(*row)) for row in zip(out["tokens"].to_pylist(),
                                           out["predicted"].to_pylist(),
                                           out["phi_source"].to_pylist())]


def test_the_vocabulary_orders_and_merges_sources():
    assert sources("") == [] and sources(None) == []
    assert sources("model|recognizer:date") == ["model", "recognizer:date"]
    assert ordered(["veto:units", "propagation", "recognizer:id", "uncased", "model",
                    "ensemble", "model"]) == ["model", "ensemble", "uncased", "recognizer:id",
                                              "propagation", "veto:units"]
    assert with_sources("model|veto:scores", "propagation") == "model|propagation|veto:scores"
    assert with_sources("", "propagation") == "propagation"


def test_a_token_only_a_recognizer_found_names_it(models):
    """The model says O everywhere: the date, the phone and the MRN are the recognizers',
    the MRN where it recurs without its cue propagation's; the other columns are what they
    were."""
    table = tokens_table(note_rows("n1", ["DOB 12/03/2089 , call 401-628-2552 .",
                                          "MRN : 0075839087", "again 0075839087 ."]))
    out = tagged(table, "--model", models["silent"])
    assert out["phi_source"].to_pylist() == [
        [""] + ["recognizer:date"] * 5 + ["", ""] + ["recognizer:phone"] * 5 + [""],
        ["", "", "recognizer:id"], ["", "propagation", ""]]
    assert out.column_names == table.column_names + ["predicted", "phi_source"]
    assert out.select(table.column_names).equals(table)
    # without the defences, nothing is flagged: every value is empty
    bare = tagged(table, "--model", models["silent"], "--recognizers", "none", "--no-propagate")
    assert {v for row in bare["phi_source"].to_pylist() for v in row} == {""}


def test_a_recognizer_of_what_is_not_phi_names_its_veto(models):
    """The model says PATIENT everywhere: a score, a unit, a code and a clock time are O,
    each naming the veto beside the model it overruled."""
    table = tokens_table(note_rows("d", ["GCS 10/15 , weight 23 kg", "ICD I10 at 1150h"]))
    rows = by_token(tagged(table, "--model", models["loud"], "--phi-threshold", "0.5"))
    assert rows[0] == [("GCS", "O", "model|veto:scores"), ("10", "O", "model|veto:scores"),
                       ("/", "O", "model|veto:scores"), ("15", "O", "model|veto:scores"),
                       (",", "B-PATIENT", "model"), ("weight", "I-PATIENT", "model"),
                       ("23", "I-PATIENT", "model"), ("kg", "O", "model|veto:units")]
    assert rows[1] == [("ICD", "O", "model|veto:codes"), ("I", "O", "model|veto:codes"),
                       ("10", "O", "model|veto:codes"), ("at", "B-PATIENT", "model"),
                       ("1150", "O", "model|veto:times"), ("h", "O", "model|veto:times")]


def test_propagation_and_the_veto_that_stops_it(models):
    """The uncased tagger (here: one that says PATIENT everywhere) flags a sentence without
    casing; propagation then tags the name where it stands alone, but not inside a score
    ("Morse 75", the Morse fall scale), where it names the veto that held it."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    table = tokens_table(note_rows("d", ["seen with morse", "Fall risk Morse 75 today .",
                                         "Asked Morse again ."]))
    for corpus in (False, True):
        out = pa.Table.from_batches(list(tag(table.to_batches(), silent, uncased_tagger=loud,
                                             phi_threshold=0.5, propagate_corpus=corpus)))
        assert out["phi_source"].to_pylist() == [
            ["uncased"] * 3, ["", "", "propagation|veto:scores", "", "", ""],
            ["", "propagation", "", ""]]
        assert out["predicted"].to_pylist()[1:] == [["O"] * 6, ["O", "B-PATIENT", "O", "O"]]


def test_the_members_of_an_ensemble(models):
    """Each member alone at the pair's threshold: a member the mean outvoted is named on a
    token left O; where the mean flags a token, the member that did is named."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    silent, loud = load_tagger(models["silent"]), load_tagger(models["loud"])
    table = tokens_table(note_rows("d", ["Seen today"]))

    def sources_of(first, second, threshold):
        out = pa.Table.from_batches(list(tag(
            table.to_batches(), first, ensemble_tagger=second, ensemble_threshold=threshold,
            phi_threshold=0.5, recognizers="none", propagate=False)))
        return out["predicted"].to_pylist()[0], out["phi_source"].to_pylist()[0]

    # the mean's p(O) is 1/2: not below 1 - 0.5, below 1 - 0.3
    assert sources_of(loud, silent, 0.5) == (["O", "O"], ["model", "model"])
    assert sources_of(silent, loud, 0.5) == (["O", "O"], ["ensemble", "ensemble"])
    assert sources_of(silent, loud, 0.3) == (["B-PATIENT", "I-PATIENT"], ["ensemble"] * 2)


def test_null_and_empty_sentences_and_a_second_tagging(models):
    rows = note_rows("d", ["MRN : 0075839087"])
    rows += [{"doc_id": "d", "sentence": 1, "tokens": [], "starts": [], "ends": [],
              "labels": None},
             {"doc_id": "d", "sentence": 2, "tokens": None, "starts": None, "ends": None,
              "labels": None}]
    out = tagged(tokens_table(rows), "--model", models["silent"])
    assert out["phi_source"].to_pylist() == [["", "", "recognizer:id"], [], None]
    # tagging a tagged table replaces both columns where they stand
    again = tagged(out, "--model", models["silent"], "--recognizers", "none")
    assert again.column_names == out.column_names
    assert again["phi_source"].to_pylist() == [["", "", ""], [], None]


def test_a_phi_source_that_does_not_fit_its_tokens_is_refused(tmp_path):
    table = tokens_table(note_rows("d", ["seen by Jon"]), predicted=True)
    table = table.set_column(table.schema.get_field_index("predicted"), "predicted",
                             pa.array([["O", "O", "B-PATIENT"]]))
    table = table.set_column(table.schema.get_field_index("labels"), "labels",
                             pa.array([["O", "O", "B-PATIENT"]]))
    bad = table.append_column("phi_source", pa.array([["", "model"]]))
    dio.write_table(tmp_path / "bad.parquet", bad)
    result = run(["evaluate", tmp_path / "bad.parquet", "--by-source", "-o",
                  tmp_path / "m.parquet"], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'bad.parquet'}: document 'd' "
                                     "sentence 0: 3 tokens but 2 phi_source")
    null = table.append_column("phi_source", pa.array([None], pa.list_(pa.string())))
    dio.write_table(tmp_path / "null.parquet", null)
    result = run(["evaluate", tmp_path / "null.parquet", "--by-source"], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'null.parquet'}: document 'd' "
                                     "sentence 0: null phi_source list: every sentence "
                                     "`deidkit tag` tagged has one")
    assert not (tmp_path / "m.parquet").exists()


# --- evaluate --by-source --------------------------------------------------------------

LINES = ["Seen by Jon Morse today .", "GCS 10/15 , MRN 7668078 .", "Morse 75 noted .",
         "Call Home Depot now .", "Dr Lee agreed ."]
#: Per sentence, token -> (gold, predicted, phi_source); other tokens O, O, "".
MARKED = [{2: ("B-PATIENT", "B-PATIENT", "model|ensemble"), 3: ("I-PATIENT", "O", "ensemble")},
          {0: ("O", "O", "model|veto:scores"), 1: ("O", "O", "model|veto:scores"),
           5: ("B-MEDICALRECORD", "B-MEDICALRECORD", "recognizer:id")},
          {0: ("B-PATIENT", "O", "propagation|veto:scores")},
          {1: ("O", "B-CITY", "model"), 2: ("O", "I-CITY", "model|recognizer:place")},
          {1: ("B-DOCTOR", "O", "")}]


def marked_table() -> pa.Table:
    """Jon Morse: Jon flagged, Morse outvoted (the second member alone saw it); a score
    vetoed (gold not PHI: no leak); an MRN the id recognizer found; Morse again, held by
    the scores' veto; Home Depot a false positive of the model (Home alone) and of the
    model and the place recognizer (Depot); Lee missed by every source."""
    rows = note_rows("d", LINES)
    for row, marks in zip(rows, MARKED):
        n = len(row["tokens"])
        cells = [marks.get(k, ("O", "O", "")) for k in range(n)]
        row["labels"], row["predicted"], row["phi_source"] = (list(c) for c in zip(*cells))
    schema = tokens_table([], predicted=True).schema.append(
        pa.field("phi_source", pa.list_(pa.string())))
    return pa.Table.from_pylist(rows, schema=schema)


def test_evaluate_by_source_counts_each_source(tmp_path):
    path = tmp_path / "marked.parquet"
    dio.write_table(path, marked_table())
    result = json.loads(run(["evaluate", path, "--json", "--by-source"]).stdout)
    tokens = result["redaction"]["all"]["tokens"]
    got = {name: (f["redacted"], f["false_positives"], f["sole_false_positives"], f["leaked"])
           for name, f in result["by_source"].items()}
    assert got == {"all": (4, 2, 1, 3), "model": (3, 2, 1, 0), "ensemble": (1, 0, 0, 1),
                   "recognizer:id": (1, 0, 0, 0), "recognizer:place": (1, 1, 0, 0),
                   "propagation": (0, 0, 0, 1), "veto:scores": (0, 0, 0, 1),
                   "none": (0, 0, 0, 1)}
    assert result["by_source"]["model"]["redaction_rate"] == pytest.approx(3000 / tokens)
    assert result["by_source"]["veto:scores"]["leakage"] == pytest.approx(1 / 5)
    # the all row is the evaluation's own
    assert (result["by_source"]["all"]["leaked"], result["by_source"]["all"]["redacted"]) == (
        result["leakage"]["all"]["leaked"], result["redaction"]["all"]["redacted"])
    assert result["by_source"]["all"]["false_positives"] == result["binary_token"]["all"]["fp"]
    # the metrics table: a by_source row per source
    run(["evaluate", path, "--by-source", "-o", tmp_path / "m.parquet"])
    metrics = dio.read_table(tmp_path / "m.parquet")
    rows = [r for r in metrics.to_pylist() if r["evaluation"] == "by_source"]
    assert [(r["category"], r["tp"], r["fp"], r["fn"], r["sole_fp"], r["redacted"])
            for r in rows][:3] == [("all", 2, 2, 3, 1, 4), ("model", 1, 2, 0, 1, 3),
                                   ("ensemble", 1, 0, 1, 0, 1)]
    # without --by-source, nothing of it
    plain = json.loads(run(["evaluate", path, "--json"]).stdout)
    assert "by_source" not in plain and plain == {k: v for k, v in result.items()
                                                  if k != "by_source"}


def test_evaluate_by_source_without_gold_labels(tmp_path):
    table = marked_table()
    table = table.set_column(table.schema.get_field_index("labels"), "labels",
                             pa.array([None] * table.num_rows, pa.list_(pa.string())))
    dio.write_table(tmp_path / "bare.parquet", table)
    result = json.loads(run(["evaluate", tmp_path / "bare.parquet", "--json",
                             "--by-source"]).stdout)
    assert result["by_source"]["model"] == {"redacted": 3, "redaction_rate": pytest.approx(
        3000 / result["redaction"]["all"]["tokens"])}


def test_evaluate_by_source_refuses_what_it_cannot_read(tmp_path):
    table = marked_table()
    dio.write_table(tmp_path / "old.parquet", table.drop_columns(["phi_source"]))
    result = run(["evaluate", tmp_path / "old.parquet", "--by-source", "-o",
                  tmp_path / "m.parquet"], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'old.parquet'}: no column "
                                     "'phi_source' for --by-source: tag with `deidkit tag`, "
                                     "which writes it")
    assert not (tmp_path / "m.parquet").exists()
    result = run(["evaluate", tmp_path / "old.parquet", "--by-source", "--column", "labels"],
                 expect=2)
    assert result.stderr.strip() == ("Error: --by-source reads 'phi_source', the sources of "
                                     "'predicted': it does not apply with --column labels")


def test_by_source_on_tagged_synth_notes_gold_xml_or_the_table(tmp_path):
    """The fast model (with its second member) on notes of a style it never saw: the breakdown is the same from
    the table's own labels and from the gold XML, its all row the evaluation's, and an XML
    directory of predictions is refused."""
    run(["synth", tmp_path / "gold", "--docs", "3", "--style", "Q", "--seed", "2"])
    run(["tokenize", tmp_path / "gold", "-o", tmp_path / "t.parquet"])
    run(["tag", tmp_path / "t.parquet", "--model", "fast", "--threads", "1", "-o",
         tmp_path / "tagged.parquet"])
    alone = json.loads(run(["evaluate", tmp_path / "tagged.parquet", "--json",
                            "--by-source"]).stdout)
    against = json.loads(run(["evaluate", tmp_path / "gold", tmp_path / "tagged.parquet",
                              "--json", "--by-source"]).stdout)
    assert alone["by_source"] == against["by_source"]
    rows = alone["by_source"]
    assert rows["all"]["redacted"] == alone["redaction"]["all"]["redacted"] > 0
    assert rows["all"]["leaked"] == alone["leakage"]["all"]["leaked"]
    assert rows["all"]["false_positives"] == alone["binary_token"]["all"]["fp"]
    assert {"model", "ensemble", "recognizer:date"} <= set(rows)
    # every predicted PHI token was flagged by some source
    assert rows["none"]["redacted"] == 0
    assert max(f["redacted"] for name, f in rows.items() if name != "all") <= \
        rows["all"]["redacted"]
    result = run(["evaluate", tmp_path / "gold", tmp_path / "gold", "--by-source"], expect=2)
    assert result.stderr.strip() == (
        f"Error: --by-source reads the 'phi_source' column of a tokens table (`deidkit tag` "
        f"writes it), but PRED '{tmp_path / 'gold'}' is a directory of i2b2 XML")


def test_report_shows_the_breakdown(tmp_path):
    dio.write_table(tmp_path / "marked.parquet", marked_table())
    run(["report", tmp_path / "marked.parquet", "-o", tmp_path / "r.html", "--no-text"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    section = page[page.index('<section id="sources">'):]
    section = section[:section.index("</section>")]
    assert "<code>veto:scores</code>" in section and "<code>none</code>" in section
    assert "Morse" not in page  # --no-text: the sources are names, not note text
    old = marked_table().drop_columns(["phi_source"])
    dio.write_table(tmp_path / "old.parquet", old)
    run(["report", tmp_path / "old.parquet", "-o", tmp_path / "old.html"])
    assert 'id="sources"' not in (tmp_path / "old.html").read_text(encoding="utf-8")


def test_the_values_are_ordered_as_the_provenance_writes_them():
    from deidkit.pipeline.provenance import (ENSEMBLE_BIT, MODEL_BIT, PROPAGATION_BIT,
                                             Provenance)

    p = Provenance.of_taggers(np.array([0, MODEL_BIT | ENSEMBLE_BIT, MODEL_BIT, 0,
                                        PROPAGATION_BIT], np.uint8))
    p.recognizers[1] = "date"
    p.vetoes[2] = "units"
    p.recognizers[3] = "id"
    values = p.values().tolist()
    assert values == ["", "model|ensemble|recognizer:date", "model|veto:units",
                      "recognizer:id", "propagation"]
    assert all(v == "|".join(ordered(sources(v))) for v in values)


def test_a_site_s_rules_are_recognizers_and_vetoes_by_their_names(models, tmp_path):
    """A site's rules (tag --rules) are ordinary recognizers named site:NAME: an always-PHI
    word names its rule, a never-PHI word the model flagged names the veto, within documents
    and across the corpus."""
    from deidkit.pipeline import Deidentifier

    rules = tmp_path / "r.yaml"
    rules.write_text("rules:\n"
                     "  - {name: eponyms, kind: never_phi, words: [Parkinson]}\n"
                     "  - {name: staff, kind: always_phi, type: DOCTOR, words: [Okafor]}\n",
                     encoding="utf-8")
    table = tokens_table(note_rows("a", ["Okafor saw Parkinson disease ."]))
    silent = Deidentifier.from_dir(models["silent"], rules=str(rules))
    out = pa.Table.from_batches(list(silent.tag_batches(table.to_batches())))
    assert out["phi_source"].to_pylist() == [["recognizer:site:staff", "", "", "", ""]]
    for corpus in (False, True):
        loud = Deidentifier.from_dir(models["loud"], rules=str(rules), phi_threshold=0.5,
                                     propagate_corpus=corpus)
        out = pa.Table.from_batches(list(loud.tag_batches(table.to_batches())))
        # the model's name keeps its TYPE (deidkit.recognizers.union)
        assert by_token(out)[0][:3] == [("Okafor", "B-PATIENT", "model|recognizer:site:staff"),
                                        ("saw", "I-PATIENT", "model"),
                                        ("Parkinson", "O", "model|veto:site:eponyms")]
