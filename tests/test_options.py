"""One name and one meaning per option: the renamed spellings, options that do not apply,
the shared defaults, and docs/options.md against the CLI."""

from __future__ import annotations

import click
import pytest

from bin import options_table
from deidkit.cli import STAGES, cli
from deidkit.cli.options import REMOVED_IN, rewrite_renamed
from tests.conftest import run


def _rewrite(command, args):
    warnings = []
    return rewrite_renamed(command, args, warnings.append), warnings


def test_renamed_spellings_are_rewritten_with_one_warning_each():
    args, warnings = _rewrite("pseudonymize", ["--neighbors-n", "5", "--neighbors", "nb.parquet",
                                               "--labels=predicted", "--neighbors-n=7", "-o", "x"])
    assert args == ["--neighbors", "5", "--neighbors-table", "nb.parquet", "--column=predicted",
                    "--neighbors=7", "-o", "x"]
    assert warnings == [
        f"--neighbors-n is deprecated and will be removed in deidkit {REMOVED_IN}: use --neighbors",
        f"--neighbors is deprecated and will be removed in deidkit {REMOVED_IN}: use "
        "--neighbors-table",
        f"--labels is deprecated and will be removed in deidkit {REMOVED_IN}: use --column"]


def test_an_integer_neighbors_is_todays_spelling_and_nothing_after_double_dash_changes():
    assert _rewrite("pseudonymize", ["--neighbors", "12"]) == (["--neighbors", "12"], [])
    assert _rewrite("synth", ["out", "--", "-n", "3"]) == (["out", "--", "-n", "3"], [])
    assert _rewrite("synth", ["out", "-n3"])[0] == ["out", "--docs", "3"]
    assert _rewrite("tag", ["-n", "3"]) == (["-n", "3"], [])


def test_synth_minus_n_still_works_with_a_warning(tmp_path):
    result = run(["synth", tmp_path / "c", "-n", "2", "--seed", "1"])
    assert len(list((tmp_path / "c").glob("*.xml"))) == 2
    assert result.stderr.startswith(f"Warning: -n is deprecated and will be removed in deidkit "
                                    f"{REMOVED_IN}: use --docs\n")


@pytest.mark.parametrize("args,message", [
    (["attack", "--target", "tagger", "--model", "m", "--epochs", "3"],
     "--epochs does not apply with --target tagger"),
    (["attack", "--target", "tagger", "--model", "m", "-n", "3"],
     "--neighbors does not apply with --target tagger"),
    (["attack", "--target", "tagger", "--model", "m", "--inversion"],
     "--inversion does not apply with --target tagger"),
    (["attack", "--target", "tagger", "--model", "m", "--no-noise"],
     "--no-noise does not apply with --target tagger"),
    (["attack", "--target", "tagger", "--model", "m", "--test-fraction", "0.3"],
     "--test-fraction does not apply with --target tagger"),
    (["attack", "--target", "tagger", "--model", "m", "--plot", "p.png"],
     "--plot does not apply with --target tagger"),
    (["attack", "--target", "pseudonymized", "--model", "m", "--inversion"],
     "--inversion does not apply with --target pseudonymized"),
    (["attack", "--model", "m", "--members", "a.parquet"],
     "--members does not apply with --target representation"),
    (["pseudonymize", "--strategy", "surrogate", "-n", "5"],
     "--neighbors does not apply with --strategy surrogate"),
    (["pseudonymize", "--strategy", "surrogate", "--coherent"],
     "--coherent does not apply with --strategy surrogate"),
    (["pseudonymize", "--keep-initials"],
     "--keep-initials does not apply with --strategy neighbors"),
    (["embed-neighbors", "tokens.parquet", "--words", __file__],
     "INPUT does not apply with --words"),
    (["embed-neighbors", "--all-words", "--words", __file__],
     "--all-words does not apply with --words"),
    (["represent", "--model", "m", "--no-noise", "--noise-seed", "1"],
     "--noise-seed does not apply with --no-noise"),
])
def test_an_option_that_does_not_apply_is_a_usage_error(args, message):
    result = run(args, expect=2)
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith(f"Error: {message}"), result.stderr
    assert result.stdout_bytes == b""


def _params(name):
    ctx = click.Context(cli, info_name="deidkit")
    return {p.name: p for p in cli.get_command(ctx, name).params}


@pytest.mark.parametrize("name", ["seed", "threads", "learning_rate", "epochs", "batch_size",
                                  "patience", "embeddings", "precision", "device", "n",
                                  "column"])
def test_one_default_per_meaning(name):
    """Every command taking a shared option gives it the same spelling and default; the
    documented exceptions (docs/options.md) are listed here."""
    exceptions = {("learning_rate", "train-adversarial"), ("learning_rate", "attack"),
                  ("n", "attack"), ("column", "pseudonymize"),
                  # commands that load a model default to the model's own vectors
                  ("embeddings", "tag"), ("embeddings", "represent"), ("embeddings", "attack"),
                  # commands that tag default to the model's pipeline.json
                  ("precision", "tag"), ("precision", "deidentify")}
    seen = {}
    for stage in STAGES:
        param = _params(stage).get(name)
        if param is None or (name, stage) in exceptions:
            continue
        seen[stage] = (tuple(param.opts), param.default)
    assert len(set(seen.values())) == 1, seen


def test_a_negative_seed_is_a_usage_error():
    # numpy's generators take none: train-tagger failed with an internal error
    result = run(["train-tagger", "missing.parquet", "--model-dir", "m", "--seed", "-3"],
                 expect=2)
    assert result.stderr.strip().splitlines()[-1] == (
        "Error: Invalid value for '--seed': -3 is not in the range x>=0.")


def test_threads_auto_is_one_for_training_and_all_cores_for_inference():
    assert _params("train-tagger")["threads"].callback(None, None, "auto") == 1
    assert _params("attack")["threads"].callback(None, None, "auto") == 1
    assert _params("tag")["threads"].callback(None, None, "auto") is None
    assert _params("tag")["threads"].callback(None, None, "3") == 3
    result = run(["tag", "--threads", "0"], expect=2)
    assert "'0' is not a positive integer or 'auto'" in result.stderr


def test_docs_options_table_says_which_flags_are_on():
    table = options_table.render()
    assert "| `--propagate` / `--no-propagate` | on |" in table
    assert "| `--probabilities` | off |" in table
    assert "Sentinel" not in table  # an option without a default reads "—"
    assert "| `--validation` | — |" in table


def test_docs_options_table_matches_the_cli():
    assert options_table.DOC.read_text() == options_table.document(), \
        "docs/options.md is out of date: run .venv/bin/python -m bin.options_table --write"


@pytest.mark.parametrize("doc", ["README.md", "docs/data-contract.md"])
def test_the_stage_tables_list_every_command_in_order(doc):
    from tests.test_contract import STAGES as PINNED

    text = (options_table.DOC.parents[1] / doc).read_text()
    table = text.split("| stage | reads | writes |", 1)[1].split("\n\n", 1)[0]
    stages = [line.split("`")[1].split()[0] for line in table.splitlines()[2:]]
    assert stages == PINNED == list(STAGES)
