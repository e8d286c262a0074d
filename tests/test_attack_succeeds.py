"""The attack must be able to succeed, or "the adversaries stay at chance" proves nothing.

On a small synthetic corpus (tiny embeddings in loose clusters, templates that make PHI
positions learnable), fresh adversaries are trained for 30 epochs on a frozen
representation and scored on 500 held-out sentences (one independent example each):

* after phase P1 only (no adversarial training) the representation is broken, with its
  noise on and off;
* after the whole feutry procedure (P1, P2, P3 with the twins' divergence term) both
  adversaries stay at chance: 0.5 lies in their 95% intervals;
* the same trained representation with its noise switched off is broken again: the noise
  is the defence, and the attack is strong enough to see it.
"""

from __future__ import annotations

import pytest

from deidkit.attack import AttackOptions, attack
from deidkit.embeddings import load_embeddings
from deidkit.model_dirs import load_bundle
from deidkit.train_adversarial import AdversarialOptions, train_adversarial, write_model
from tests.adversarial_fixtures import corpus, one_thread, write_embeddings

_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)

OPTIONS = dict(n=5, representation_size=8, representation_hidden=8, tagger_hidden=8,
               tagger_layers=1, adversary_hidden=16, max_epochs=15, patience=15, batch_size=16,
               learning_rate=0.01)
ATTACK = dict(epochs=30, adversary_hidden=16, learning_rate=0.01, test_fraction=0.5)


@pytest.fixture(scope="module")
def setting(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("succeeds")
    emb_path = write_embeddings(tmp / "emb.txt")
    return tmp, emb_path, load_embeddings(emb_path), corpus(1000, 3, docs=100)


def _broken(report: dict) -> list[str]:
    """Adversaries whose whole 95% interval lies above chance."""
    return [k for k in ("T1", "T2") if report[k]["ci95"][0] > 0.5]


def _train(setting, name, **kw):
    tmp, emb_path, emb, _ = setting
    res = train_adversarial(corpus(300, 1), corpus(100, 2), emb, AdversarialOptions(**OPTIONS, **kw),
                            embeddings_spec=emb_path)
    write_model(tmp / name, res)
    return res, load_bundle(tmp / name)


def test_p1_only_representation_is_broken_with_and_without_noise(setting):
    test = setting[3]
    res, bundle = _train(setting, "p1", stop_after="P1")
    assert {r["phase"] for r in res.history} == {"P1"}
    assert res.config["phases"] == ["P1"] and res.config["adversarially_trained"] is False
    assert max(r["val_f1"] for r in res.history) > 90, "the representation is useful for the tagger"
    with_noise = attack(test, bundle, AttackOptions(**ATTACK))
    assert with_noise["T1"]["n"] == with_noise["meta"]["test_sentences"] >= 400
    assert set(_broken(with_noise)) == {"T1", "T2"}, {k: with_noise[k]["ci95"] for k in ("T1", "T2")}
    without = attack(test, bundle, AttackOptions(**ATTACK, published_inference=True))
    assert set(_broken(without)) == {"T1", "T2"}, {k: without[k]["ci95"] for k in ("T1", "T2")}


def test_fully_trained_representation_keeps_fresh_adversaries_at_chance(setting):
    test = setting[3]
    res, bundle = _train(setting, "full")
    p3 = [r for r in res.history if r["phase"] == "P3"]
    best = min(p3, key=lambda r: r["val_combined_loss"])
    assert best["val_f1"] > 95, "privacy did not cost the tagger its use"
    assert best["val_divergence"] < 0.5, "the twins' Pinsker bound came down"
    trained = attack(test, bundle, AttackOptions(**ATTACK))
    for k in ("T1", "T2"):
        assert trained[k]["chance_in_ci"], (k, trained[k]["accuracy"], trained[k]["ci95"])
    no_noise = attack(test, bundle, AttackOptions(**ATTACK, published_inference=True))
    assert "T2" in _broken(no_noise), no_noise["T2"]["ci95"]
