"""bin/experiment sweep-adversarial: the figure-5 sweep, end to end on a tiny corpus, and how runs of
different N accumulate in one OUT_DIR (each N takes hours at real size)."""

from __future__ import annotations

import json
import os
import re
import subprocess

import pyarrow.parquet as pq
import pytest

from bin.experiments import sweep_adversarial as sweep
from tests.adversarial_fixtures import corpus, write_embeddings
from tests.bin_fixtures import script


def _row(n, f1=99.0, acc=0.5, settings=None):
    return {"n": n, "f1": f1, "hipaa_leakage": 0.0, "train_seconds": 1.0, "accuracy_bound": 0.6,
            "T1_accuracy": acc, "T1_ci95": [acc - 0.04, acc + 0.04], "T1_chance_in_ci": True,
            "T2_accuracy": 0.7, "T2_ci95": [0.66, 0.74], "T2_chance_in_ci": False,
            "settings": settings or {"epochs": 15}}


def test_rows_merge_by_n_and_a_rerun_replaces(tmp_path):
    path = tmp_path / "sweep_adversarial.json"
    sweep.save_row(path, _row(100))
    sweep.save_row(path, _row(1))
    sweep.save_row(path, _row(100, f1=97.5))
    rows = sweep.load_rows(path)
    assert [r["n"] for r in rows] == [1, 100]
    assert rows[1]["f1"] == 97.5
    assert sorted(os.listdir(tmp_path)) == ["sweep_adversarial.json"]  # no temporary file left


def test_table_values_and_differing_settings_named():
    table = sweep.markdown_table([_row(1, acc=0.512), _row(10)])
    assert "| 1 | 99.00 | 0.512 [0.472, 0.552] | 0.700 [0.660, 0.740] | yes/no | 0.600 |" in table
    assert "N = 1:" not in table  # same settings: no footnote
    table = sweep.markdown_table([_row(1), _row(10, settings={"epochs": 3})])
    assert 'N = 10: {"epochs": 3}' in table.splitlines()


def test_malformed_results_file_stops_before_training(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "sweep_adversarial.json").write_text('{"n": 1}')
    data = tmp_path / "x.parquet"
    pq.write_table(corpus(5, 0), str(data))
    with pytest.raises(SystemExit, match="sweep_adversarial.json: not a sweep result"):
        sweep.main([str(data), str(data), str(data), str(out), "--n", "1"])


def test_missing_data_file_is_refused_but_not_needed_to_redraw(tmp_path, capsys):
    out = tmp_path / "out"
    with pytest.raises(SystemExit):
        sweep.main(["nope.parquet", "nope.parquet", "nope.parquet", str(out), "--n", "1"])
    assert "nope.parquet: no such file" in capsys.readouterr().err
    with pytest.raises(SystemExit, match="no N has been run yet"):
        sweep.main(["nope.parquet", "nope.parquet", "nope.parquet", str(out), "--n"])
    sweep.save_row(out / "sweep_adversarial.json", _row(10))
    assert sweep.main(["nope.parquet", "nope.parquet", "nope.parquet", str(out), "--n"]) == 0
    assert "| 10 | 99.00 |" in capsys.readouterr().out
    assert (out / "sweep_adversarial.png").stat().st_size > 0


def test_sweep_end_to_end_through_the_cli(tmp_path):
    """Two runs into one directory: every stage runs through the CLI, and the second run's N is
    added to the first's."""
    emb = write_embeddings(tmp_path / "emb.txt")
    paths = []
    for name, (sentences, seed) in {"train": (40, 1), "val": (15, 2), "test": (30, 3)}.items():
        paths.append(tmp_path / f"{name}.parquet")
        pq.write_table(corpus(sentences, seed), str(paths[-1]))
    out = tmp_path / "out"
    small = ["--epochs", "1", "--tagger-epochs", "1", "--attack-epochs", "1", "--seed", "3",
             "--embeddings", emb, "--tagger-extra", "--hidden-size 8 --layers 1 --threads 1",
             "--extra", "--representation-size", "8", "--representation-hidden", "8",
             "--tagger-hidden", "8", "--tagger-layers", "1", "--adversary-hidden", "8", "--threads", "1"]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}

    def sweep_cli(*n):
        return subprocess.run([*script("experiment"), "sweep-adversarial", *map(str, paths), str(out),
                               "--n", *n, *small], capture_output=True, text=True, env=env)

    first = sweep_cli("1", "--raw", "--baseline")
    assert first.returncode == 0, first.stderr
    p1_model = (out / "adv-p1" / "config.json").stat().st_mtime_ns
    # each step announced on stderr, in order, with the elapsed time; the table on stdout only
    steps = [line.split("] ", 1)[1] for line in first.stderr.splitlines() if line.startswith("[")]
    assert steps == ["raw tagger: train-tagger on TRAIN, tag and evaluate TEST (once per sweep)",
                     "P1 baseline: train-adversarial --stop-after P1 (once per sweep)",
                     "N=1: train-adversarial from the P1 baseline (P2, P3)",
                     "N=1: represent TRAIN and VAL, central train-tagger on them, tag and evaluate TEST",
                     "N=1: attack the trained representation (1 epoch)",
                     "N=1: attack the P1 baseline (1 epoch)"]
    assert all(re.match(r"\[\d+:\d\d:\d\d\] ", line) for line in first.stderr.splitlines()
               if line.startswith("["))
    assert all(line.startswith("|") for line in first.stdout.splitlines())  # stdout: the table only
    second = sweep_cli("3", "--raw", "--baseline")
    assert second.returncode == 0, second.stderr
    rows = json.loads((out / "sweep_adversarial.json").read_text())
    assert [r["n"] for r in rows] == [1, 3]
    # one name per metric: the figure is the HIPAA TYPEs' leakage, and is named so
    assert all(0.0 <= r["hipaa_leakage"] <= 1.0 and 0.0 <= r["raw_hipaa_leakage"] <= 1.0
               and "leakage" not in r for r in rows)
    # the raw tagger and the P1-only representation are made once and reused by the second run
    assert (out / "adv-p1" / "config.json").stat().st_mtime_ns == p1_model
    assert json.loads((out / "adv-p1" / "config.json").read_text())["phases"] == ["P1"]
    raw = json.loads((out / "raw.json").read_text())
    assert 0.0 <= raw["f1"] <= 100.0 and raw["settings"]["tagger_epochs"] == 1
    p1_id = json.loads((out / "adv-p1" / "config.json").read_text())["representation_id"]
    for r in rows:
        assert r["raw_f1"] == raw["f1"] and r["settings"]["baseline"] is True
        # every N's model began at P2 from the baseline's representation
        config = json.loads((out / f"adv-n{r['n']}" / "config.json").read_text())
        assert config["start_from"]["representation_id"] == p1_id and config["phases"] == ["P2", "P3"]
        for k in ("T1", "T2"):
            lo, hi = r[f"p1_{k}_ci95"]
            assert 0.0 <= lo <= r[f"p1_{k}_accuracy"] <= hi <= 1.0
        assert (out / f"attack-p1-n{r['n']}.png").stat().st_size > 0
    for r in rows:
        assert 0.0 <= r["f1"] <= 100.0
        for k in ("T1", "T2"):
            lo, hi = r[f"{k}_ci95"]
            assert 0.0 <= lo <= r[f"{k}_accuracy"] <= hi <= 1.0
            assert r[f"{k}_chance_in_ci"] == (lo <= 0.5 <= hi)
        assert 0.5 <= r["accuracy_bound"] <= 1.0
        assert r["settings"]["epochs"] == 1 and r["settings"]["seed"] == 3
    # the second run's table covers both N, in order
    lines = [line for line in second.stdout.splitlines() if line.startswith("| ")]
    assert [line.split("|")[1].strip() for line in lines[1:]] == ["1", "3"]
    assert lines[0].split(" | ")[2:4] == ["raw F1", "Δ raw"] and "P1 only: T1 / T2 [95% CI]" in lines[0]
    cells = [c.strip() for c in lines[1].split("|")[1:-1]]
    assert float(cells[3]) == pytest.approx(rows[0]["f1"] - raw["f1"], abs=0.006)
    for n in (1, 3):
        assert (out / f"adv-n{n}" / "config.json").is_file()
        assert (out / f"central-n{n}" / "config.json").is_file()
        assert (out / f"attack-n{n}.png").stat().st_size > 0
    assert (out / "sweep_adversarial.png").stat().st_size > 0
