"""``train-adversarial``: the phases train what they should and freeze the rest (checked on
the weights), P3 early-stops on the validation set, the same seed gives the same model."""

from __future__ import annotations

import json
import math

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import torch

from deidkit.embeddings import load_embeddings
from deidkit.batching import embedding_table
from deidkit.train_adversarial import (LN2, Trainer, privacy_term, build_models, combined, label_values,
                                       nearest_neighbours, prepare, train_adversarial)
from tests.adversarial_fixtures import one_thread, corpus, tiny_options, write_embeddings
from tests.conftest import run


_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


@pytest.fixture(scope="module")
def emb(tmp_path_factory):
    return load_embeddings(write_embeddings(tmp_path_factory.mktemp("emb") / "emb.txt"))


def _trainer(emb, **kw):
    opts = tiny_options(**kw)
    tr, va = corpus(40, 1), corpus(15, 2)
    labels = label_values(tr, va)
    index = {lab: i for i, lab in enumerate(labels)}
    train, val = prepare(tr, emb, label_index=index), prepare(va, emb, label_index=index)
    words = np.concatenate([train.data.word_ids[train.movable], val.data.word_ids[val.movable]])
    table = nearest_neighbours(emb, words, opts.n)
    torch.manual_seed(opts.seed)
    models = build_models(opts, emb.dim, len(labels), embedding_table(emb.vectors))
    return Trainer(train, val, models, table, opts, labels=labels)


def _weights(module):
    return {k: v.detach().clone() for k, v in module.state_dict().items()}


def _changed(before, module):
    after = module.state_dict()
    return {k for k in before if not torch.equal(before[k], after[k])}


def test_phases_train_their_modules_and_freeze_the_rest(emb):
    tr = _trainer(emb, max_epochs=1)
    m = tr.models
    snap = {k: _weights(x) for k, x in m.modules().items()}
    tr.phase1()
    assert _changed(snap["representation"], m.representation) >= {"lstm.weight_ih_l0", "linear.weight"}
    assert _changed(snap["tagger"], m.tagger)
    assert not _changed(snap["t1"], m.t1) and not _changed(snap["t2"], m.t2)

    snap = {k: _weights(x) for k, x in m.modules().items()}
    tr.phase2()
    assert not _changed(snap["representation"], m.representation), "P2 must not touch the representation"
    assert not _changed(snap["tagger"], m.tagger)
    assert _changed(snap["t1"], m.t1) and _changed(snap["t2"], m.t2)


def test_p3_alternation_and_noise_std_learns(emb):
    tr = _trainer(emb, max_epochs=1, patience=1)
    tr.phase1()
    tr.phase2()
    m = tr.models
    snap = {k: _weights(x) for k, x in m.modules().items()}
    tr.phase3()
    # one P3 epoch = (a) + (b): everything moved, the noise stds included
    changed = _changed(snap["representation"], m.representation)
    assert {"input_noise.log_std", "output_noise.log_std"} <= changed
    assert _changed(snap["tagger"], m.tagger) and _changed(snap["t1"], m.t1)


def test_p3b_changes_only_the_representation(emb):
    # (b) alone: tagger and adversaries frozen, representation on L_deid + lambda |L_adv - ln 2|
    from deidkit.train_adversarial import set_trainable

    tr = _trainer(emb)
    m = tr.models
    for x in (m.tagger, m.t1, m.t2):
        set_trainable(x, False)
    set_trainable(m.representation, True)
    opt = tr.optimizer_for(m.representation)
    snap = {k: _weights(x) for k, x in m.modules().items()}
    grads = {}

    def optimize(l_deid, l_adv, parts):
        loss = l_deid if l_adv is None else l_deid + privacy_term(parts)
        opt.zero_grad()
        loss.backward()
        for name in ("input_noise.log_std", "output_noise.log_std"):
            g = dict(m.representation.named_parameters())[name].grad
            grads.setdefault(name, []).append(g.abs().sum().item())
        opt.step()

    tr.run(tr.train, tr.epoch_pairs(tr.train), deid=True, adversarial=True, optimize=optimize)
    assert all(sum(v) > 0 for v in grads.values()), "noise stds receive gradients"
    assert {"input_noise.log_std", "output_noise.log_std", "linear.weight"} <= \
        _changed(snap["representation"], m.representation)
    for name in ("tagger", "t1", "t2"):
        assert not _changed(snap[name], m.modules()[name]), f"{name} must stay frozen in P3b"


def test_p3_restores_the_best_validation_epoch(emb):
    tr = _trainer(emb, max_epochs=4, patience=4)
    tr.phase1()
    tr.phase2()
    tr.phase3()
    p3 = [r for r in tr.history if r["phase"] == "P3"]
    assert len(p3) == 4
    best = min(r["val_combined_loss"] for r in p3)
    again = tr.validate()
    # the restored weights reproduce the best *validation* figure exactly
    assert again.combined_loss == pytest.approx(best, rel=1e-6)
    w = tr.opts.divergence_weight
    assert combined(again.tagger_loss, (again.t1_loss, again.t2_loss), 1.0,
                    divergence=again.divergence, weight=w) == pytest.approx(best, rel=1e-6)
    assert again.combined_loss == pytest.approx(
        again.tagger_loss + (abs(again.t1_loss - LN2) + abs(again.t2_loss - LN2)) / 2
        + w * again.divergence, rel=1e-6)
    assert 0 < again.divergence <= 1


def test_same_seed_same_model_and_history(emb):
    tr, va = corpus(30, 1), corpus(10, 2)
    a = train_adversarial(tr, va, emb, tiny_options(seed=3), embeddings_spec="x")
    b = train_adversarial(tr, va, emb, tiny_options(seed=3), embeddings_spec="x")
    c = train_adversarial(tr, va, emb, tiny_options(seed=4), embeddings_spec="x")
    assert a.config["representation_id"] == b.config["representation_id"] != c.config["representation_id"]
    strip = lambda h: [{k: v for k, v in r.items() if k != "seconds"} for r in h]
    assert json.dumps(strip(a.history)) == json.dumps(strip(b.history))
    assert [r["phase"] for r in a.history] == ["P1", "P1", "P2", "P2", "P3", "P3"]


def test_dann_runs_jointly(emb):
    res = train_adversarial(corpus(30, 1), corpus(10, 2), emb, tiny_options(procedure="dann"),
                            embeddings_spec="x")
    assert [r["phase"] for r in res.history] == ["dann", "dann"]
    assert all(not math.isnan(r["val_t1_accuracy"]) for r in res.history)


def test_cli_writes_a_complete_model_dir(tmp_path):
    emb_path = write_embeddings(tmp_path / "emb.txt")
    pq.write_table(corpus(30, 1), tmp_path / "train.parquet")
    pq.write_table(corpus(10, 2), tmp_path / "val.parquet")
    out = tmp_path / "adv"
    result = run(["train-adversarial", tmp_path / "train.parquet", "--validation", tmp_path / "val.parquet",
                  "--model-dir", out, "--embeddings", emb_path, "-n", "3", "--epochs", "2",
                  "--representation-size", "4", "--representation-hidden", "4", "--tagger-hidden", "4",
                  "--tagger-layers", "1", "--adversary-hidden", "4", "--divergence-weight", "0.5"])
    names = sorted(p.name for p in out.iterdir())
    assert names == ["adversary_t1.safetensors", "adversary_t2.safetensors", "config.json",
                     "history.parquet", "learning_curves.png", "representation.safetensors", "tagger"]
    assert sorted(p.name for p in (out / "tagger").iterdir()) == ["config.json", "weights.safetensors"]
    config = json.loads((out / "config.json").read_text())
    assert config["schema"] == "deidkit.adversarial/1"
    assert config["training"]["n"] == 3 and config["training"]["lambda"] == 1.0
    assert config["training"]["divergence_weight"] == 0.5
    assert config["representation"]["size"] == 4
    assert config["phases"] == ["P1", "P2", "P3"] and config["adversarially_trained"] is True
    assert "warning" not in result.stderr
    tagger_cfg = json.loads((out / "tagger" / "config.json").read_text())
    assert tagger_cfg["input"] == {"kind": "representations", "casing_classes": 8,
                                   "representation": {"id": config["representation_id"], "size": 4}}
    history = pq.read_table(out / "history.parquet")
    assert history.column("phase").to_pylist() == ["P1", "P1", "P2", "P2", "P3", "P3"]
    bounds = history.column("val_divergence").to_pylist()
    assert all(math.isnan(b) for b in bounds[:2]) and all(0 < b <= 1 for b in bounds[2:])
    assert (out / "learning_curves.png").read_bytes()[:4] == b"\x89PNG"
    assert " P3 epoch   2" in result.stderr and "T1 acc" in result.stderr and " bound " in result.stderr
    assert "deidkit train-adversarial (feutry, N=3): 30 training sentences" in result.stderr


def test_cli_errors(tmp_path):
    emb_path = write_embeddings(tmp_path / "emb.txt")
    unlabelled = corpus(5, 1).to_pylist()
    for r in unlabelled:
        r["labels"] = None

    pq.write_table(pa.Table.from_pylist(unlabelled, schema=corpus(1, 1).schema), tmp_path / "u.parquet")
    pq.write_table(corpus(5, 2), tmp_path / "val.parquet")
    result = run(["train-adversarial", tmp_path / "u.parquet", "--validation", tmp_path / "val.parquet",
                  "--model-dir", tmp_path / "adv", "--embeddings", emb_path, "-n", "3"], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'u.parquet'}: document 'doc000' sentence 0: "
                                     "no labels (null); adversarial training and attacks need "
                                     "labelled tokens")
    assert not (tmp_path / "adv").exists()
    short = corpus(5, 1).to_pylist()
    short[2]["labels"] = short[2]["labels"][:-1]
    pq.write_table(pa.Table.from_pylist(short, schema=corpus(1, 1).schema), tmp_path / "s.parquet")
    result = run(["train-adversarial", tmp_path / "val.parquet", "--validation", tmp_path / "s.parquet",
                  "--model-dir", tmp_path / "adv", "--embeddings", emb_path, "-n", "3"], expect=1)
    n = len(short[2]["tokens"])
    assert result.stderr.strip() == (f"Error: {tmp_path / 's.parquet'}: document 'doc000' sentence 2: "
                                     f"{n} tokens but {n - 1} labels")
    result = run(["train-adversarial", tmp_path / "val.parquet", "--validation", tmp_path / "val.parquet",
                  "--model-dir", tmp_path / "adv", "--embeddings", emb_path, "-n", "1000"], expect=2)
    assert "-n 1000 exceeds the 72 candidate words of embeddings" in result.stderr
    assert result.stderr.strip().endswith("(the word itself excluded)")


def test_cli_without_validation_holds_out_documents(tmp_path):
    # the rule of train-tagger: a seeded 10% of the documents (here 1 of 6), said on stderr
    emb_path = write_embeddings(tmp_path / "emb.txt")
    pq.write_table(corpus(30, 1, docs=6), tmp_path / "train.parquet")
    small = ["--embeddings", emb_path, "-n", "3", "--epochs", "1", "--representation-size", "4",
             "--representation-hidden", "4", "--tagger-hidden", "4", "--tagger-layers", "1",
             "--adversary-hidden", "4"]
    result = run(["train-adversarial", tmp_path / "train.parquet", "--model-dir", tmp_path / "adv",
                  *small])
    assert ("no --validation: held out 1 of 6 documents (5 sentences) for validation (seeded, "
            "--validation-fraction 0.1)") in result.stderr
    assert "25 training sentences" in result.stderr and "5 validation" in result.stderr
    one_doc = corpus(10, 1, docs=1)
    pq.write_table(one_doc, tmp_path / "one.parquet")
    result = run(["train-adversarial", tmp_path / "one.parquet", "--model-dir", tmp_path / "adv2",
                  *small], expect=1)
    assert result.stderr.strip() == (f"Error: {tmp_path / 'one.parquet'}: cannot hold out validation "
                                     "documents: the data has only one document; pass --validation FILE")


def test_cli_stop_after_p1_is_the_unshareable_baseline(tmp_path):
    # The attack baseline through the CLI: P1 only, recorded in config.json, and every
    # command that touches it says it is not fit for sharing.
    from tests.conftest import arrow_stream_bytes

    emb_path = write_embeddings(tmp_path / "emb.txt")
    pq.write_table(corpus(30, 1), tmp_path / "train.parquet")
    pq.write_table(corpus(10, 2), tmp_path / "val.parquet")
    out = tmp_path / "p1"
    small = ["--embeddings", emb_path, "-n", "3", "--epochs", "2", "--representation-size", "4",
             "--representation-hidden", "4", "--tagger-hidden", "4", "--tagger-layers", "1",
             "--adversary-hidden", "4"]
    result = run(["train-adversarial", tmp_path / "train.parquet", "--validation",
                  tmp_path / "val.parquet", "--model-dir", out, "--stop-after", "P1", *small])
    assert f"warning: {out}: no adversarial phase was run; this representation is a baseline " \
           "for attacks, NOT fit for sharing" in result.stderr
    config = json.loads((out / "config.json").read_text())
    assert config["phases"] == ["P1"] and config["adversarially_trained"] is False
    assert config["training"]["stop_after"] == "P1"
    assert pq.read_table(out / "history.parquet").column("phase").to_pylist() == ["P1", "P1"]

    data = arrow_stream_bytes(corpus(20, 3))
    shared = run(["represent", "--model", out, "--noise-seed", "1", "-o", tmp_path / "s.parquet"], input=data)
    assert f"warning: {out}: this representation had no adversarial training (phases P1); " \
           "NOT fit for sharing" in shared.stderr
    report = run(["attack", "--model", out, "--epochs", "1", "--adversary-hidden", "4"], input=data)
    assert "noise on, representation trained in P1)" in report.stdout.splitlines()[0]

    full = tmp_path / "full"
    run(["train-adversarial", tmp_path / "train.parquet", "--validation", tmp_path / "val.parquet",
         "--model-dir", full, "--stop-after", "P2", "--start-from", out, *small])
    p2 = json.loads((full / "config.json").read_text())
    assert p2["phases"] == ["P2"] and p2["start_from"]["representation_id"] == config["representation_id"]
    assert p2["representation_id"] == config["representation_id"]  # P2 leaves it as P1 made it

    wrong = run(["train-adversarial", tmp_path / "train.parquet", "--validation",
                 tmp_path / "val.parquet", "--model-dir", tmp_path / "d", "--procedure", "dann",
                 "--stop-after", "P1", *small], expect=2)
    assert wrong.stderr.strip().endswith("stop_after P1 needs the feutry procedure (dann has no phases)")
    assert not (tmp_path / "d").exists()


def test_start_from_a_p1_model_shares_its_p1(emb, tmp_path):
    from deidkit.errors import ConfigError
    from deidkit.train_adversarial import write_model

    tr, va = corpus(30, 1), corpus(10, 2)
    base = train_adversarial(tr, va, emb, tiny_options(stop_after="P1"), embeddings_spec="x")
    write_model(tmp_path / "p1", base)
    # P2 never touches the representation: after it, the representation is exactly the P1 one
    p2 = train_adversarial(tr, va, emb, tiny_options(stop_after="P2"), embeddings_spec="x",
                           start_from=tmp_path / "p1")
    assert [r["phase"] for r in p2.history] == ["P2", "P2"]
    assert p2.config["representation_id"] == base.config["representation_id"]
    full = train_adversarial(tr, va, emb, tiny_options(), embeddings_spec="x", start_from=tmp_path / "p1")
    assert [r["phase"] for r in full.history] == ["P2", "P2", "P3", "P3"]
    assert full.config["start_from"] == {"representation_id": base.config["representation_id"],
                                         "phases": ["P1"]}
    assert full.config["adversarially_trained"] is True
    assert full.config["representation_id"] != base.config["representation_id"]

    with pytest.raises(ConfigError, match=r"p1: its representation differ from this run's"):
        train_adversarial(tr, va, emb, tiny_options(representation_size=5), embeddings_spec="x",
                          start_from=tmp_path / "p1")
    write_model(tmp_path / "full", full)
    with pytest.raises(ConfigError, match=r"full: not a P1-only model \(phases \['P2', 'P3'\]\); "
                                          r"train one with --stop-after P1"):
        train_adversarial(tr, va, emb, tiny_options(), embeddings_spec="x", start_from=tmp_path / "full")
    with pytest.raises(ConfigError, match="needs --procedure feutry and --stop-after P2 or P3"):
        train_adversarial(tr, va, emb, tiny_options(stop_after="P1"), embeddings_spec="x",
                          start_from=tmp_path / "p1")
