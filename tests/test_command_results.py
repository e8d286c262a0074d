"""The result objects that `self-train` and `train-adversarial` return, and their rendering
(the command prints these lines; the library computes them)."""

from __future__ import annotations

import math

from deidkit.self_train import SelfTrainResult, round_line
from deidkit.train_adversarial import AdversarialOptions, AdversarialRun, TrainResult


def _summary(recall_threshold=None):
    summary = {"train_sentences": 1234, "best_val_f1": 87.654,
               "self_training": {"rounds_run": 2, "stopped": "no sentence cleared the "
                                 "thresholds", "kept_round": 1}}
    if recall_threshold is not None:
        summary["recall_threshold"] = recall_threshold
    return summary


def test_self_train_result_renders_its_summary():
    result = SelfTrainResult(_summary(), "m/")
    assert result.text() == ("deidkit self-train: 2 rounds (no sentence cleared the "
                             "thresholds), kept round 1 (1,234 training sentences, val binary "
                             "HIPAA token F1 87.65) -> m/")
    assert result.notes() == []


def test_self_train_result_notes_the_operating_point_recorded():
    record = {"phi_threshold": 0.125, "recall": 0.991, "precision": 0.5, "reached": False,
              "target_recall": 0.995}
    assert SelfTrainResult(_summary(record), "m/").notes() == [
        "PHI threshold 0.125 recorded for `tag --phi-threshold auto`: validation binary HIPAA "
        "token recall 0.99, precision 0.50 (target recall 99.50 not reached)"]


def test_round_lines():
    base = {"round": 0, "sentences_added": 0, "sentences_added_per_type": {},
            "phi_threshold": math.nan, "non_phi_threshold": math.nan, "val_f1": 80.0,
            "val_leakage": 0.25}
    assert round_line(base) == ("round 0: baseline on the labelled data; val binary HIPAA "
                                "token F1 80.00, leakage 0.2500")
    later = {**base, "round": 2, "sentences_added": 1500,
             "sentences_added_per_type": {"DATE": 3, "PATIENT": 1}, "phi_threshold": 0.9,
             "non_phi_threshold": 0.99991}
    assert round_line(later) == ("round 2: 1,500 sentences added (DATE 3, PATIENT 1), "
                                 "thresholds PHI 0.9000 / non-PHI 0.9999; val binary HIPAA "
                                 "token F1 80.00, leakage 0.2500")


def _run(adversarially_trained: bool) -> AdversarialRun:
    stats = {"train_sentences": 30, "train_pairs": 12, "val_sentences": 5, "epochs": 7}
    result = TrainResult(models=None, config={"adversarially_trained": adversarially_trained},
                         history=[], stats=stats)
    return AdversarialRun(result, AdversarialOptions(n=3, procedure="dann"), "adv/")


def test_adversarial_run_renders_its_summary():
    assert _run(True).text() == ("deidkit train-adversarial (dann, N=3): 30 training "
                                 "sentences (12 with PHI pairs), 5 validation, 7 epochs -> adv/")
    assert _run(True).warning() is None


def test_adversarial_run_warns_about_a_baseline():
    assert _run(False).warning() == ("adv/: no adversarial phase was run; this representation "
                                     "is a baseline for attacks, NOT fit for sharing")
