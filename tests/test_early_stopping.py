"""`train-tagger`'s recipe key early_stopping (loss, f1 or leakage): the weights kept are those of the epoch
best by the figure watched, and the run stops once --patience epochs did not better it."""

from __future__ import annotations

import json
import math

import pyarrow.parquet as pq
import pytest

from tests.conftest import run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

BEST = {"loss": lambda r: r["val_loss"], "f1": lambda r: -r["val_f1"],
        "leakage": lambda r: r["val_leakage"]}


@pytest.mark.parametrize("watch", ["loss", "f1", "leakage"])
def test_the_epoch_kept_is_the_best_by_the_figure_watched(tmp_path, watch):
    emb = write_embeddings(tmp_path / "e.txt")
    pq.write_table(tokens_table(corpus_rows(n_docs=5, sentences=4, seed=0)), tmp_path / "a.parquet")
    pq.write_table(tokens_table(corpus_rows(n_docs=3, sentences=4, seed=1)), tmp_path / "v.parquet")
    run(["train-tagger", tmp_path / "a.parquet", "--validation", tmp_path / "v.parquet",
         "--model-dir", tmp_path / "m", "--embeddings", emb, "--hidden-size", "8", "--layers",
         "1", "--batch-size", "8", "--learning-rate", "0.05", "--epochs", "8", "--patience",
         "2", "--threads", "1", "--config", recipe(tmp_path / "r.json", early_stopping=watch)])
    history = pq.read_table(tmp_path / "m" / "history.parquet").to_pylist()
    config = json.loads((tmp_path / "m" / "config.json").read_text())
    scores = [BEST[watch](r) for r in history]
    assert all(math.isfinite(s) for s in scores)
    best = min(range(len(scores)), key=lambda i: (scores[i], i))  # the first of the best
    assert config["training"]["best_epoch"] == history[best]["epoch"]
    assert [r["best"] for r in history].count(True) >= 1 and history[best]["best"]
    assert config["training"]["early_stopping"] == watch
    if len(history) < 8:  # stopped early: the last two epochs did not better the best
        assert len(history) - 1 - best == 2


def test_an_unknown_figure_to_watch_is_an_error():
    from deidkit.errors import ConfigError
    from deidkit.train_tagger import TrainingOptions

    with pytest.raises(ConfigError, match="--early-stopping must be one of loss, f1, leakage"):
        TrainingOptions(early_stopping="accuracy")
