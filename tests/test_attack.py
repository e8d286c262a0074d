"""``deidkit attack``: fresh adversaries, held-out documents, Wilson intervals, report shapes."""

from __future__ import annotations

import json

import pytest
import torch

import pyarrow as pa

from deidkit.attack import AttackOptions, accuracy_report, attack, wilson_interval
from deidkit.errors import DataError
from deidkit.models.adversary import T1_WEIGHTS, T2_WEIGHTS
from deidkit.model_dirs import load_bundle
from tests.adversarial_fixtures import corpus, make_model_dir, one_thread
from tests.conftest import arrow_stream_bytes, run

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return make_model_dir(tmp_path_factory.mktemp("attack"))


def test_wilson_interval_known_values():
    lo, hi = wilson_interval(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson_interval(81, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.7222, 0.8749)
    assert accuracy_report(81, 100)["chance_in_ci"] is False
    assert accuracy_report(55, 100)["chance_in_ci"] is True
    assert accuracy_report(55, 100)["accuracy"] == 0.55


def test_held_out_pairs_come_from_other_documents(model):
    # the attack holds out documents by the rule every stage uses (deidkit.training)
    model_dir, _ = model
    table = corpus(40, 3)
    report = attack(table, load_bundle(model_dir), AttackOptions(epochs=1, adversary_hidden=4,
                                                                 test_fraction=0.25))
    assert report["meta"]["train_sentences"] + report["meta"]["test_sentences"] == 40
    one_doc = table.set_column(0, "doc_id", pa.array(["d"] * 40))
    with pytest.raises(DataError, match="cannot hold out test documents: the data has only one "
                                        "document; the held-out pairs must come from other"):
        attack(one_doc, load_bundle(model_dir), AttackOptions(epochs=1, adversary_hidden=4))


def test_report_shape_and_determinism(model):
    model_dir, _ = model
    bundle = load_bundle(model_dir)
    table = corpus(40, 3)
    opts = AttackOptions(epochs=2, adversary_hidden=4, seed=1)
    a = attack(table, bundle, opts)
    b = attack(table, bundle, opts)
    assert set(a) == {"T1", "T2", "divergence", "meta"}
    div = a["divergence"]
    assert div["sentences"] == a["meta"]["test_sentences"]
    assert 0 <= div["tv_bound_mean"] <= div["tv_bound_max"] <= 1
    assert div["accuracy_bound"] == pytest.approx(0.5 + 0.5 * div["tv_bound_mean"])
    for name in ("T1", "T2"):
        assert a[name] == b[name]
        assert len(a[name]["curve"]) == 2
        # one independent example per held-out sentence
        assert a[name]["n"] == a["meta"]["test_sentences"]
        lo, hi = a[name]["ci95"]
        assert lo <= a[name]["accuracy"] <= hi
    assert a["meta"]["ci_method"] == "wilson" and a["meta"]["n"] == 3 and a["meta"]["noise"] is True


def test_adversaries_are_fresh_not_the_stored_ones(model, tmp_path):
    # scrambling the stored (trained-with-the-representation) adversaries changes nothing
    import shutil

    from safetensors.torch import load_file, save_file

    model_dir, _ = model
    copy = tmp_path / "copy"
    shutil.copytree(model_dir, copy)
    for name in (T1_WEIGHTS, T2_WEIGHTS):
        tensors = load_file(str(copy / name))
        save_file({k: torch.randn_like(v) * 10 for k, v in tensors.items()}, str(copy / name))
    table = corpus(30, 3)
    opts = AttackOptions(epochs=1, adversary_hidden=4)
    a = attack(table, load_bundle(model_dir), opts)
    b = attack(table, load_bundle(copy), opts)
    assert a["T1"] == b["T1"] and a["T2"] == b["T2"]


def test_representation_stays_frozen(model):
    model_dir, _ = model
    bundle = load_bundle(model_dir)
    before = {k: v.clone() for k, v in bundle.model.state_dict().items()}
    attack(corpus(30, 3), bundle, AttackOptions(epochs=1, adversary_hidden=4))
    for k, v in bundle.model.state_dict().items():
        assert torch.equal(before[k], v), k


def test_cli_json_plot_pseudonymized_and_inversion(model, tmp_path):
    model_dir, _ = model
    data = arrow_stream_bytes(corpus(40, 3))
    png = tmp_path / "curve.png"
    out = run(["attack", "--model", model_dir, "--epochs", "2", "--adversary-hidden", "4", "--json",
               "--plot", png, "--inversion"], input=data)
    report = json.loads(out.stdout)
    assert set(report["T1"]) == {"accuracy", "ci95", "chance_in_ci", "n", "curve"}
    inv = report["inversion"]
    assert inv["candidates"] > 10 and inv["chance_top10"] == pytest.approx(10 / inv["candidates"])
    assert 0 <= inv["top1"] <= inv["top10"] <= 1
    assert png.read_bytes()[:4] == b"\x89PNG"
    assert "attack epoch   2" in out.stderr
    pseudo = json.loads(run(["attack", "--model", model_dir, "--epochs", "1", "--adversary-hidden", "4",
                             "--json", "--target", "pseudonymized", "-n", "5"], input=data).stdout)
    assert set(pseudo) == {"pseudonymized", "meta"} and pseudo["meta"]["n"] == 5
    text = run(["attack", "--model", model_dir, "--epochs", "1", "--adversary-hidden", "4"], input=data)
    assert text.stdout.splitlines()[1].split() == ["adversary", "accuracy", "95%", "CI", "(Wilson)", "pairs",
                                                   "verdict"]
    assert text.stdout.splitlines()[2].startswith("T1 ")


def test_too_few_pairs(model):
    model_dir, _ = model
    rows = corpus(3, 3).to_pylist()
    for r in rows:
        r["labels"] = ["O"] * len(r["tokens"])
    import pyarrow as pa

    table = pa.Table.from_pylist(rows, schema=corpus(1, 1).schema)
    result = run(["attack", "--model", model_dir], input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip() == ("Error: <stdin>: only 0 sentences have a PHI token the "
                                     "embeddings know: too few pairs to attack (need at least 4)")
