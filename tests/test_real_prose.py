"""Real notes in the experiments: the silver labels and surrogates of
``bin/experiment real-prose``, and the real styles of ``bin/experiment defences``."""

from __future__ import annotations

import json
import random

from bin.experiments import defences
from bin.experiments.real_prose import silver_spans, with_surrogates

TEXT = ("HISTORY:,  This 23-year-old white female was seen by Dr. X on 03/14/2004 at ABCD "
        "General Hospital.  Dr. Jones placed a Foley catheter with 3-0 Vicryl; Mrs. Y agreed. "
        "Age:  27.  Metzenbaum scissors, Bovie, Allis clamp.")


def _spans(text):
    return [(text[s:e], t) for s, e, t in silver_spans(text)]


def test_the_rules_label_the_forms_of_the_samples_phi_and_nothing_else():
    assert _spans(TEXT) == [("23", "AGE"), ("X", "DOCTOR"), ("03/14/2004", "DATE"),
                            ("ABCD General Hospital", "HOSPITAL"), ("Jones", "DOCTOR"),
                            ("Y", "PATIENT"), ("27", "AGE")]
    assert _spans("The patient was taken to the operating room at 0800.  GCS 10/15.") == []


def test_placeholders_get_surrogates_of_their_slot_and_the_spans_move_with_them():
    spans = silver_spans(TEXT)
    text, moved = with_surrogates(TEXT, spans, random.Random(0), ["Okafor", "Lindqvist"],
                                  ["Riverside"])
    assert [(text[s:e], t) for s, e, t in moved] == [
        ("23", "AGE"), (text[moved[1][0]:moved[1][1]], "DOCTOR"), ("03/14/2004", "DATE"),
        ("Riverside General Hospital", "HOSPITAL"), ("Jones", "DOCTOR"),
        (text[moved[5][0]:moved[5][1]], "PATIENT"), ("27", "AGE")]
    assert text[moved[1][0]:moved[1][1]] in ("Okafor", "Lindqvist")
    assert text[moved[5][0]:moved[5][1]] in ("Okafor", "Lindqvist")
    assert text.endswith("Metzenbaum scissors, Bovie, Allis clamp.")
    assert "Dr. X " not in text and "ABCD" not in text


def test_experiment_defences_on_real_notes(tmp_path, monkeypatch, capsys):
    """``real`` is scored against its gold; ``real-rest`` has no gold: the redaction rate
    alone. Each is one corpus whatever the seeds."""
    sample = tmp_path / "annotated.jsonl"
    sample.write_text(json.dumps({"doc_id": "mts-1", "text": TEXT,
                                  "label": [[s, e, t] for s, e, t in silver_spans(TEXT)]}) + "\n")
    corpus = tmp_path / "mtsamples.jsonl"
    corpus.write_text("\n".join(json.dumps({"id": i, "text": t}) for i, t in (
        ("mts-1", TEXT), ("mts-2", "Dr. Smith closed the fascia with 0 Vicryl."),
        ("mts-3", "The patient tolerated the procedure well."))) + "\n")
    monkeypatch.setattr(defences, "REAL_SAMPLE", sample)
    out = tmp_path / "out"
    assert defences.main(["--styles", "real,real-rest", "--seeds", "5,6", "--variants", "all",
                          "--mtsamples", str(corpus), "--cache", str(tmp_path / "cache"),
                          "--out", str(out)]) == 0
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert [(r["style"], r["seed"]) for r in runs] == [("real", 5), ("real-rest", 5)]
    real, rest = runs
    assert real["phi_tokens"] == 11 and 0 <= real["leakage"] <= 100
    assert real["redaction_rate"] > 0
    assert rest["precision"] != rest["precision"] and rest["phi_tokens"] == 0  # NaN: no gold
    assert 0 <= rest["redaction_rate"] <= 1000
    table = capsys.readouterr().out
    assert "| shipped | all | real-rest | — | — | — | — | — |" in table
