"""Broken model directories: the same fault gives the same error class, exit code and
message for both kinds (a tagger on words, a train-adversarial model), whichever command
reads it (the rule in :mod:`deidkit.models.checkpoint`)."""

from __future__ import annotations

import json
import pickle
from pathlib import Path

import pytest

from tests.adversarial_fixtures import corpus, make_model_dir, one_thread
from tests.conftest import arrow_stream_bytes, run
from tests.contract_cases.tag import save_untrained, write_embeddings

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


class _Touch:
    """A pickle that, if ever unpickled, creates ``path``."""

    def __init__(self, path: Path):
        self.path = path

    def __reduce__(self):
        return (Path.touch, (self.path,))


def _weights_of_another_model(path: Path) -> None:
    import torch
    from safetensors.torch import save_file

    save_file({"other.weight": torch.zeros(2, 2)}, str(path))


def _break(model_dir: Path, weights: Path, fault: str, tmp_path: Path) -> tuple[int, str]:
    """Apply ``fault`` to ``model_dir``; the exit code and the message (after the source)."""
    if fault == "no directory":
        model_dir.rename(model_dir.with_name("moved"))
        return 2, f"Error: model directory '{model_dir}' does not exist"
    if fault == "no config.json":
        (model_dir / "config.json").unlink()
        return 1, f"Error: {model_dir}: not a deidkit model directory (no config.json)"
    if fault == "invalid JSON":
        (model_dir / "config.json").write_text('{"schema": ')
        return 1, f"Error: {model_dir}: config.json is not valid JSON (Expecting value: line 1 column 12 (char 11))"
    if fault == "unknown kind":
        (model_dir / "config.json").write_text(json.dumps({"schema": "something/9"}))
        return 1, (f"Error: {model_dir}: config.json is not a deidkit model config (schema "
                   "'something/9'; deidkit reads taggers on words, representations or WordPiece "
                   "pieces and "
                   "train-adversarial models)")
    if fault == "no weights":
        weights.unlink()
        return 1, f"Error: {model_dir}: no {weights.name} in the model directory"
    if fault == "weights of another model":
        _weights_of_another_model(weights)
        return 1, f"Error: {model_dir}: {weights.name} does not match config.json: missing "
    assert fault == "a pickle"
    weights.write_bytes(pickle.dumps(_Touch(tmp_path / "pwned")))
    return 1, f"Error: {model_dir}: {weights.name} is corrupt ("


FAULTS = ["no directory", "no config.json", "invalid JSON", "unknown kind", "no weights",
          "weights of another model", "a pickle"]


@pytest.mark.parametrize("fault", FAULTS)
@pytest.mark.parametrize("kind", ["words", "adversarial"])
def test_a_broken_model_dir_fails_alike_for_both_kinds(tmp_path, kind, fault):
    if kind == "words":
        model_dir = save_untrained(tmp_path / "m", write_embeddings(tmp_path / "emb.txt"))
        weights = model_dir / "weights.safetensors"
        commands = [["tag"]]
    else:
        model_dir, _ = make_model_dir(tmp_path, name="m")
        weights = model_dir / "representation.safetensors"
        commands = [["tag"], ["represent"]]
    code, message = _break(model_dir, weights, fault, tmp_path)
    for command in commands:
        result = run([*command, "--model", model_dir, "-o", tmp_path / "out.parquet"],
                     input=arrow_stream_bytes(corpus(2, 1)), expect=code)
        assert result.stderr.count("\n") == 1 and result.stderr.startswith(message), result.stderr
        assert not (tmp_path / "out.parquet").exists()
    assert not (tmp_path / "pwned").exists()  # the pickle never ran


def test_the_tagger_inside_an_adversarial_dir_fails_alike(tmp_path):
    model_dir, _ = make_model_dir(tmp_path, name="m")
    _weights_of_another_model(model_dir / "tagger" / "weights.safetensors")
    result = run(["tag", "--model", model_dir], input=arrow_stream_bytes(corpus(2, 1)), expect=1)
    assert result.stderr.startswith(f"Error: {model_dir / 'tagger'}: weights.safetensors does "
                                    "not match config.json: missing ")


@pytest.mark.parametrize("kind", ["words", "adversarial"])
def test_a_config_asking_for_an_absurd_size_is_bad_data(tmp_path, kind):
    # hidden_size 10**9 fails in torch's allocator: an error about the config, not a crash
    if kind == "words":
        model_dir = save_untrained(tmp_path / "m", write_embeddings(tmp_path / "emb.txt"))
        keys = ("model", "hyperparameters", "hidden_size")
    else:
        model_dir, _ = make_model_dir(tmp_path, name="m")
        keys = ("representation", "hidden_size")
    config = json.loads((model_dir / "config.json").read_text())
    node = config
    for key in keys[:-1]:
        node = node[key]
    assert keys[-1] in node
    node[keys[-1]] = 10 ** 9
    (model_dir / "config.json").write_text(json.dumps(config))
    result = run(["tag", "--model", model_dir], input=arrow_stream_bytes(corpus(2, 1)), expect=1)
    assert result.stderr.strip() == (f"Error: {model_dir}: config.json describes a model too "
                                     "large to build here (the allocator refused it)")


def test_a_model_that_cannot_be_written_names_the_model_directory(tmp_path, monkeypatch):
    # a full disk while the weights are written: one line naming DIR, nothing left behind
    import errno

    from deidkit.models import checkpoint

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(checkpoint, "save_state_dict", full)
    emb = write_embeddings(tmp_path / "emb.txt")
    train = tmp_path / "train.parquet"
    import pyarrow.parquet as pq

    pq.write_table(corpus(4, 1), train)
    result = run(["train-tagger", train, "--model-dir", tmp_path / "m", "--embeddings", emb,
                  "--epochs", "1", "--hidden-size", "4", "--layers", "1",
                  "--validation-fraction", "0"], expect=1)
    assert result.stderr.strip().splitlines()[-1] == (
        f"Error: {tmp_path / 'm'}: cannot write the model (No space left on device); "
        "nothing was written")
    # no model directory; the last epoch's checkpoint stays, so --resume can write it later
    assert sorted(p.name for p in tmp_path.iterdir()) == ["emb.txt", "m.partial", "train.parquet"]


def test_a_model_directory_is_readable_as_any_file_the_user_writes(tmp_path):
    """Every file of a trained model gets the mode open() would give it (safetensors writes
    0600, config.json the umask's), as the directory does (mkdtemp makes 0700)."""
    import os
    import stat

    import pyarrow.parquet as pq

    emb = write_embeddings(tmp_path / "emb.txt")
    pq.write_table(corpus(4, 1), tmp_path / "train.parquet")
    run(["train-tagger", tmp_path / "train.parquet", "--model-dir", tmp_path / "m",
         "--embeddings", emb, "--epochs", "1", "--hidden-size", "4", "--layers", "1",
         "--validation-fraction", "0"])
    umask = os.umask(0)
    os.umask(umask)
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in (tmp_path / "m").iterdir()}
    assert "weights.safetensors" in modes
    assert set(modes.values()) == {0o666 & ~umask}, modes
    assert stat.S_IMODE((tmp_path / "m").stat().st_mode) == 0o777 & ~umask
