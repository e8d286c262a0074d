"""--device: the same code on every device; the CPU path is the one these tests run, and
the CUDA tests run where a GPU is present."""

from __future__ import annotations

import pyarrow.parquet as pq
import pytest
import torch

from deidkit.devices import bfloat16_native, module_device, resolve_device, running_precision
from deidkit.errors import ConfigError
from tests.conftest import read_arrow_output, run, tokens_table
from tests.contract_cases.tag import corpus_rows, write_embeddings
from tests.recipe_fixtures import recipe

CUDA = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")
SMALL = ["--epochs", "2", "--hidden-size", "4", "--threads", "1", "--validation-fraction", "0"]


@pytest.fixture
def files(tmp_path):
    emb = tmp_path / "emb.txt"
    write_embeddings(emb)
    train = tmp_path / "train.parquet"
    pq.write_table(tokens_table(corpus_rows(n_docs=4, sentences=3, seed=0)), train)
    return emb, train


def test_resolve_device():
    assert resolve_device("cpu") == torch.device("cpu")
    expected = "cuda" if torch.cuda.is_available() else "cpu"
    if not torch.cuda.is_available() and torch.backends.mps.is_available():
        expected = "mps"
    assert resolve_device("auto").type == expected == resolve_device(None).type
    for bad in ("gpu", "cpu:0x", "cuda:a", ""):
        with pytest.raises(ConfigError, match="--device must be auto, cpu, cuda, cuda:N or mps"):
            resolve_device(bad)


def test_a_pipeline_runs_in_bfloat16_only_where_the_device_has_it(monkeypatch):
    """bfloat16 is recorded for speed: where the device would emulate it, float32 runs."""
    import deidkit.devices as devices

    assert running_precision(None, "cpu") == running_precision("float32", "cpu") == "float32"
    for native in (True, False):
        monkeypatch.setattr(devices, "bfloat16_native", lambda device, native=native: native)
        assert running_precision("bfloat16", "cpu") == ("bfloat16" if native else "float32")
        assert running_precision("float32", "cpu") == "float32"
    with pytest.raises(ValueError, match=r"precision must be one of \('float32', 'bfloat16'\), "
                                         r"got 'float16'"):
        running_precision("float16", "cpu")
    monkeypatch.undo()
    # the CPU's own answer: torch's probe of its instructions
    assert bfloat16_native("cpu") == (torch.cpu._is_avx512_bf16_supported()
                                      or torch.cpu._is_amx_tile_supported())


@pytest.mark.skipif(torch.cuda.is_available(), reason="a CUDA device is present")
def test_asking_for_an_absent_gpu_is_a_usage_error(files, tmp_path):
    emb, train = files
    for cmd in (["train-tagger", train, "--model-dir", tmp_path / "m", "--embeddings", emb],
                ["self-train", train, train, "--validation", train, "--model-dir", tmp_path / "m",
                 "--embeddings", emb],
                ["train-adversarial", train, "--model-dir", tmp_path / "m", "--embeddings", emb],
                ["tag", train], ["represent", train, "--model", tmp_path],
                ["attack", train, "--model", tmp_path]):
        result = run([*cmd, "--device", "cuda"], expect=2)
        assert result.stderr.strip() == (
            f"Error: --device cuda: no CUDA device is available to this torch "
            f"({torch.__version__}); use --device cpu or auto")
    assert not (tmp_path / "m").exists()


def test_cpu_and_auto_train_and_tag_alike(files, tmp_path):
    emb, train = files
    weights = {}
    for name, device in (("cpu", ["--device", "cpu"]), ("auto", [])):
        run(["train-tagger", train, "--model-dir", tmp_path / name, "--embeddings", emb,
             "--char-embeddings", "--config", recipe(tmp_path / "r.json", word_dropout=0.1),
             *SMALL, *device])
        weights[name] = (tmp_path / name / "weights.safetensors").read_bytes()
    if not torch.cuda.is_available():
        assert weights["cpu"] == weights["auto"]
    outputs = [read_arrow_output(run(["tag", train, "--model", tmp_path / "cpu", "--embeddings",
                                      emb, *device]).stdout_bytes)["predicted"].to_pylist()
               for device in (["--device", "cpu"], [])]
    assert outputs[0] == outputs[1]


def test_padded_batches_move_with_lengths_left_on_the_cpu():
    from deidkit.batching import encode_sentences

    import pyarrow as pa

    data = encode_sentences(pa.array([["a", "bb", "c"], ["dd"]]),
                            lambda flat: [len(w) for w in flat.to_pylist()], unk_index=8,
                            pad_index=9)
    b = data.pad([0, 1])
    moved = b.to("cpu")
    assert moved.word_ids.tolist() == [[1, 2, 1], [2, 9, 9]]
    assert moved.lengths.device.type == "cpu"
    assert moved.mask.tolist() == [[True, True, True], [True, False, False]]


@CUDA
def test_cuda_trains_loads_anywhere_and_tags_like_the_cpu(files, tmp_path):
    from deidkit.model_dirs import load_tagger

    emb, train = files
    run(["train-tagger", train, "--model-dir", tmp_path / "gpu", "--embeddings", emb, *SMALL,
         "--char-embeddings", "--device", "cuda"])
    cpu = load_tagger(tmp_path / "gpu", embeddings=str(emb))
    assert module_device(cpu.model).type == "cpu"
    gpu = load_tagger(tmp_path / "gpu", embeddings=str(emb), device="cuda")
    assert module_device(gpu.model).type == "cuda"
    outputs = [read_arrow_output(run(["tag", train, "--model", tmp_path / "gpu", "--embeddings",
                                      emb, "--device", d]).stdout_bytes)["predicted"].to_pylist()
               for d in ("cpu", "cuda")]
    assert outputs[0] == outputs[1]
    out = run(["tag", train, "--model", tmp_path / "gpu", "--embeddings", emb, "--device",
               "cuda", "--precision", "bfloat16", "--phi-threshold", "0.5"])
    assert read_arrow_output(out.stdout_bytes).num_rows == 12


@CUDA
def test_cuda_trains_the_adversarial_chain_and_attacks(files, tmp_path):
    emb, train = files
    small = ["--epochs", "1", "--representation-hidden", "8", "--tagger-hidden", "8",
             "--tagger-layers", "1", "--adversary-hidden", "8", "--embeddings", emb, "-n", "3"]
    run(["train-adversarial", train, "--model-dir", tmp_path / "adv", *small, "--device", "cuda"])
    shared = [read_arrow_output(run(["represent", train, "--model", tmp_path / "adv", "--seed",
                                     "1", "--embeddings", emb, "--device", d]).stdout_bytes)
              for d in ("cpu", "cuda")]
    a, b = (t["vectors"].to_pylist() for t in shared)
    assert len(a) == len(b) and all(
        max(abs(x - y) for x, y in zip(u, v)) < 1e-4 for ra, rb in zip(a, b) for u, v in zip(ra, rb))
    out = run(["attack", train, "--model", tmp_path / "adv", "--epochs", "1", "--embeddings", emb,
               "--json", "--device", "cuda", "--test-fraction", "0.5"])
    assert '"T1"' in out.stdout


# -- threads on a shared machine -----------------------------------------------------------

_POLICY = ("import os, sys; sys.argv = ['deidkit', '--version']; import deidkit.cli as c\n"
           "try:\n    c.main()\nexcept SystemExit:\n    pass\n"
           "print(os.environ.get('OMP_WAIT_POLICY'), 'torch' in sys.modules)")


@pytest.mark.parametrize("preset, expected", [(None, "PASSIVE"), ("ACTIVE", "ACTIVE")])
def test_the_cli_sets_a_passive_openmp_wait_policy_before_torch_loads(preset, expected):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if preset:
        env["OMP_WAIT_POLICY"] = preset  # the user's choice is kept
    out = subprocess.run([sys.executable, "-c", _POLICY], env=env, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out[-2:] == [expected, "False"]


def test_train_tagger_mixed_precision_runs_and_is_recorded(files, tmp_path):
    import json

    emb, train = files
    run(["train-tagger", train, "--model-dir", tmp_path / "bf16", "--embeddings", emb, *SMALL,
         "--precision", "bfloat16", "--device", "cpu"])
    config = json.loads((tmp_path / "bf16" / "config.json").read_text())
    assert config["training"]["precision"] == "bfloat16"
    run(["train-tagger", train, "--model-dir", tmp_path / "fp32", "--embeddings", emb, *SMALL])
    assert json.loads((tmp_path / "fp32" / "config.json").read_text())["training"]["precision"] \
        == "float32"
    # bfloat16 matrix products round differently: another model, still a working one
    assert (tmp_path / "bf16" / "weights.safetensors").read_bytes() != \
        (tmp_path / "fp32" / "weights.safetensors").read_bytes()
    out = run(["tag", train, "--model", tmp_path / "bf16", "--embeddings", emb])
    assert read_arrow_output(out.stdout_bytes).num_rows == 12
