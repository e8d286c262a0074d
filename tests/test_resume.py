"""Runs that survive being killed (issue 13): a run SIGKILLed after epoch k and resumed with
``--resume`` gives the model (or report) of an uninterrupted run, bit for bit; the rules
around the checkpoint directory; its atomic write.

The kill uses the test-only hook ``DEIDKIT_TEST_KILL_AFTER_EPOCH`` (the process kills
itself with SIGKILL right after writing that epoch's checkpoint, as a kill at that moment
would); the killed run is a real subprocess, the others run in-process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pyarrow.parquet as pq
import pytest

from deidkit.run_checkpoint import KILL_HOOK, STATE_FILE, partial_dir
from tests.adversarial_fixtures import corpus, one_thread, write_embeddings
from tests.conftest import run

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)

TAGGER = ["train-tagger", "--epochs", "4", "--patience", "3", "--hidden-size", "8",
          "--layers", "1", "--threads", "1"]
ADVERSARIAL = ["train-adversarial", "-n", "3", "--representation-size", "4",
               "--representation-hidden", "4", "--tagger-hidden", "4", "--tagger-layers", "1",
               "--adversary-hidden", "4", "--epochs", "3", "--patience", "2", "--batch-size",
               "16", "--learning-rate", "0.01", "--threads", "1"]
ATTACK = ["attack", "--epochs", "4", "--threads", "1", "--json"]
#: History columns that measure time, not training (they differ between any two runs).
CLOCK = {"seconds", "tokens_per_second"}


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    d = tmp_path_factory.mktemp("resume")
    pq.write_table(corpus(60, docs=12), d / "train.parquet")
    return d / "train.parquet", write_embeddings(d / "emb.txt")


@pytest.fixture(scope="module")
def adversarial(data, tmp_path_factory):
    """(the options, an uninterrupted train-adversarial's model directory)."""
    train, emb = data
    args = [*ADVERSARIAL, train, "--embeddings", emb]
    whole = tmp_path_factory.mktemp("adversarial") / "whole"
    run([*args, "--model-dir", whole])
    return args, whole


def killed(args, epoch: int) -> subprocess.CompletedProcess:
    """``deidkit ARGS`` in a subprocess killed (SIGKILL) after writing epoch ``epoch``'s
    checkpoint."""
    env = dict(os.environ, OMP_NUM_THREADS="1", **{KILL_HOOK: str(epoch)})
    proc = subprocess.run([sys.executable, "-m", "deidkit", *map(str, args)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    return proc


def history(model_dir, name="history.parquet") -> list[dict]:
    """The history records without the clock columns, NaN as None (NaN != NaN)."""
    rows = pq.read_table(model_dir / name).to_pylist()
    return [{k: None if v != v else v for k, v in r.items() if k not in CLOCK} for r in rows]


def test_train_tagger_killed_and_resumed_is_bit_identical(tmp_path, data):
    train, emb = data
    args = [*TAGGER, train, "--embeddings", emb]
    run([*args, "--model-dir", tmp_path / "whole"])
    killed([*args, "--model-dir", tmp_path / "m"], 2)
    assert (tmp_path / "m.partial" / STATE_FILE).exists() and not (tmp_path / "m").exists()
    result = run([*args, "--model-dir", tmp_path / "m", "--resume"])
    assert f"resuming from epoch 3 of train-tagger (checkpoint {tmp_path / 'm.partial'})" \
        in result.stderr
    assert "epoch 1/4" not in result.stderr and "epoch 3/4" in result.stderr
    whole, resumed = tmp_path / "whole", tmp_path / "m"
    assert (whole / "weights.safetensors").read_bytes() == \
        (resumed / "weights.safetensors").read_bytes()
    assert history(whole) == history(resumed) and len(history(resumed)) == 4
    assert not (tmp_path / "m.partial").exists(), "the checkpoint is removed on success"


@pytest.mark.parametrize("kill_after, phase", [(5, "P2"), (7, "P3")])
def test_train_adversarial_killed_in_a_phase_and_resumed_is_bit_identical(
        tmp_path, adversarial, kill_after, phase):
    args, whole = adversarial
    killed([*args, "--model-dir", tmp_path / "m"], kill_after)
    result = run([*args, "--model-dir", tmp_path / "m", "--resume"])
    # 3 epochs per phase: P1 1-3, P2 4-6, P3 7-9 (global epoch 5 = P2 epoch 2)
    next_epoch = kill_after - 3 * ("P1", "P2", "P3").index(phase) + 1
    assert f"resuming from epoch {next_epoch} of {phase}" in result.stderr
    assert "P1 epoch" not in result.stderr
    for name in ("representation.safetensors", "adversary_t1.safetensors",
                 "adversary_t2.safetensors", "tagger/weights.safetensors"):
        assert (whole / name).read_bytes() == (tmp_path / "m" / name).read_bytes()
    assert history(whole) == history(tmp_path / "m")
    assert [r["phase"] for r in history(tmp_path / "m")] == ["P1"] * 3 + ["P2"] * 3 + ["P3"] * 3
    assert not (tmp_path / "m.partial").exists()


def test_attack_killed_and_resumed_gives_the_same_report(tmp_path, data, adversarial):
    train, _ = data
    args = [*ATTACK, train, "--model", adversarial[1]]
    whole = json.loads(run(args).stdout)
    killed([*args, "--checkpoint", tmp_path / "ck"], 2)
    result = run([*args, "--checkpoint", tmp_path / "ck", "--resume"])
    assert f"resuming from epoch 3 of attack (checkpoint {tmp_path / 'ck'})" in result.stderr
    assert json.loads(result.stdout) == whole and len(whole["T1"]["curve"]) == 4
    assert not (tmp_path / "ck").exists()


def test_a_checkpoint_without_resume_is_an_error_and_is_kept(tmp_path, data):
    train, emb = data
    args = [*TAGGER, train, "--embeddings", emb, "--model-dir", tmp_path / "m"]
    killed(args, 1)
    before = (tmp_path / "m.partial" / STATE_FILE).read_bytes()
    result = run(args, expect=2)
    assert result.stderr.strip() == (
        f"Error: '{tmp_path / 'm.partial'}' holds the checkpoint of an interrupted `deidkit "
        f"train-tagger`: pass --resume to continue it, or remove the directory to start again")
    assert (tmp_path / "m.partial" / STATE_FILE).read_bytes() == before
    # other options: an error naming the option, the checkpoint still kept
    result = run([*args[:6], "16", *args[7:], "--resume"], expect=2)
    assert "--hidden-size" == args[5]
    assert result.stderr.strip() == (
        f"Error: the checkpoint in '{tmp_path / 'm.partial'}' was written with another "
        f"--hidden-size (8; this run: 16): rerun with the options of the interrupted run, or "
        f"remove the directory to start again")
    assert (tmp_path / "m.partial" / STATE_FILE).read_bytes() == before


def test_resume_without_a_checkpoint_starts_from_the_beginning(tmp_path, data):
    train, emb = data
    result = run([*TAGGER, train, "--embeddings", emb, "--model-dir", tmp_path / "m",
                  "--resume"])
    assert "resuming" not in result.stderr and "epoch 1/4" in result.stderr
    assert (tmp_path / "m" / "weights.safetensors").exists()
    assert not (tmp_path / "m.partial").exists()


def test_attack_resume_needs_a_checkpoint_directory(tmp_path, data):
    train, _ = data
    result = run(["attack", train, "--model", tmp_path / "adv", "--resume"], expect=2)
    assert result.stderr.strip() == ("Error: --resume needs --checkpoint DIR: the directory "
                                     "of the killed attack's checkpoint")


def test_a_failed_checkpoint_write_leaves_the_previous_one_whole(tmp_path, monkeypatch):
    import safetensors.torch
    import torch

    from deidkit.errors import OutputError
    from deidkit.run_checkpoint import RunCheckpoint, restore_epoch, save_epoch

    module = torch.nn.Linear(2, 2)
    ck = RunCheckpoint(tmp_path / "ck", command="test", resume=False)
    save_epoch(ck, {"--x": 1}, epoch=1, modules={"m": module}, optimizers={},
               generators={})
    before = (tmp_path / "ck" / STATE_FILE).read_bytes()

    def torn_write(tensors, path, metadata=None):  # a write cut off halfway (disk full)
        with open(path, "wb") as f:
            f.write(b"\x00" * 10)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(safetensors.torch, "save_file", torn_write)
    with pytest.raises(OutputError, match=r"cannot write the training checkpoint \(No space "
                                          r"left on device\); no model was written"):
        save_epoch(ck, {"--x": 1}, epoch=2, modules={"m": torch.nn.Linear(2, 2)},
                   optimizers={}, generators={})
    assert (tmp_path / "ck" / STATE_FILE).read_bytes() == before
    assert os.listdir(tmp_path / "ck") == [STATE_FILE], "no temporary file left behind"
    monkeypatch.undo()
    saved = RunCheckpoint(tmp_path / "ck", command="test", resume=True).resume_from({"--x": 1})
    other = torch.nn.Linear(2, 2)
    assert restore_epoch(saved, modules={"m": other}, optimizers={}, generators={})["epoch"] == 1
    assert torch.equal(other.weight, module.weight)


def test_partial_dir_is_a_sibling_named_after_the_model(tmp_path):
    assert partial_dir(tmp_path / "model") == tmp_path / "model.partial"
    assert partial_dir(str(tmp_path / "model") + "/") == tmp_path / "model.partial"
