"""bin/experiment paper-pseudonymization: the figure-4 grid on a tiny synth corpus, one seed."""

from __future__ import annotations

import json
import math

from bin import corpus as corpus_helper
from bin.experiments import paper_pseudonymization
from tests.bin_fixtures import bin_cache  # noqa: F401  (a fixture)


def test_grid_on_tiny_synth_corpora(bin_cache, tmp_path, capsys):
    out = tmp_path / "out"
    assert paper_pseudonymization.main([
        "--docs", "3", "--test-docs", "2", "--ns", "1,5", "--seeds", "0", "--epochs", "1",
        "--threads", "1", "--hidden-size", "8", "--layers", "1",
        "--embeddings", str(bin_cache / "emb.txt"), "--cache", str(bin_cache), "--out", str(out)]) == 0
    results = json.loads((out / "results.json").read_text())
    assert results["train_sentences"] == corpus_helper.synth_tokens(3, 1, bin_cache).num_rows
    assert results["test_sentences"] == corpus_helper.synth_tokens(2, 2, bin_cache).num_rows
    assert list(results["settings"]) == ["raw", "N=1", "N=5"]
    for name, s in results["settings"].items():
        assert s["runs"] == 1 and s["f1_sd"] == 0.0
        assert 0.0 <= s["f1_mean"] <= 100.0 and math.isfinite(s["f1_mean"])
        assert 0.0 <= s["leakage_mean"] <= 1.0
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert [(r["setting"], r["n"], r["seed"], r["epochs_run"]) for r in runs] == [
        ("raw", None, 0, 1), ("N=1", 1, 0, 1), ("N=5", 5, 0, 1)]
    table = capsys.readouterr().out
    assert table == (out / "results.md").read_text()
    assert table.splitlines()[2].startswith(f"| raw | {results['settings']['raw']['f1_mean']:.2f} ± 0.00 |")
    assert (out / "f1_vs_n.png").stat().st_size > 0
    assert sorted(p.name for p in out.iterdir()) == ["f1_vs_n.png", "results.json", "results.md", "runs.jsonl"]
