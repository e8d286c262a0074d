"""``deidkit attack`` as one library call: :func:`run_attack` returns an
:class:`AttackResult` that renders itself as the text table or the JSON of the command."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Callable


@dataclass
class AttackResult:
    """What an attack found. ``kind``: ``adversaries`` (fresh T1/T2 on a representation or on
    pseudonymized text: :func:`deidkit.attack.attack`'s report) or ``membership`` (a
    tagger's CRF marginals: :func:`deidkit.membership.tagger_membership`'s)."""

    kind: str
    report: dict
    model_dir: str

    def to_json(self) -> dict:
        if self.kind == "membership":
            return self.report
        from deidkit.attack import json_report

        return json_report(self.report)

    def text(self) -> str:
        return membership_text(self) if self.kind == "membership" else adversaries_text(self)


def run_attack(input, *, model_dir, target: str, options=None, members=None,
               non_members=None, representation_dir=None, embeddings=None, seed: int = 0,
               threads: int | None = None, device: str = "cpu", checkpoint=None,
               plot: str | None = None,
               on_epoch: Callable[[dict], None] | None = None) -> AttackResult:
    """Attack ``model_dir``: with ``target`` ``tagger``, membership inference on the gold
    PHI spans of the ``members`` and ``non_members`` tables; else fresh adversaries
    (``options``: :class:`deidkit.attack.AttackOptions`) on the tokens of ``input``, with a
    PNG of their held-out accuracy per epoch at ``plot``."""
    from deidkit.errors import ConfigError
    from deidkit.threads import torch_threads
    from deidkit.tokens_table import read_tokens

    if target == "tagger":
        from deidkit.membership import tagger_membership
        from deidkit.model_dirs import load_tagger

        if not members or not non_members:
            raise ConfigError("--target tagger needs --members TABLE and --non-members TABLE")
        tagger = load_tagger(model_dir, representation=representation_dir,
                             embeddings=embeddings, seed=seed, device=device)
        inside, _ = read_tokens(members)
        outside, _ = read_tokens(non_members)
        with torch_threads(threads):
            report = tagger_membership(tagger, inside, outside, seed=seed)
        return AttackResult("membership", report, str(model_dir))

    from deidkit.attack import attack, plot_curves
    from deidkit.model_dirs import load_bundle
    from deidkit.training import check_writable

    if plot:
        check_writable(os.path.dirname(plot) or ".", what=f"--plot {plot}")
    bundle = load_bundle(model_dir, embeddings=embeddings, device=device)
    table, source = read_tokens(input)
    with torch_threads(threads):
        report = attack(table, bundle, options, source=source, on_epoch=on_epoch,
                        checkpoint=checkpoint)
    if plot:
        plot_curves(plot, report)
    return AttackResult("adversaries", report, str(model_dir))


def epoch_line(row: dict) -> str:
    """One epoch of the fresh adversaries, for stderr."""
    figures = "  ".join(f"{k[:-9]} acc {v:.3f}" for k, v in row.items() if k.endswith("_accuracy"))
    return f"attack epoch {row['epoch']:>3}  held-out {figures}"


def _fmt(x) -> str:
    return "nan" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.3f}"


def adversaries_text(result: AttackResult) -> str:
    report = result.report
    meta = report["meta"]
    lines = [f"attack on {meta['target']} (N={meta['n']}, {meta['epochs']} epochs, "
             f"{meta['train_sentences']} training / {meta['test_sentences']} held-out sentences, "
             f"noise {'on' if meta['noise'] else 'off'}"
             + (f", representation trained in {'+'.join(meta['phases'])})" if meta.get("phases")
                else ")"),
             f"{'adversary':<14} {'accuracy':>8}  {'95% CI (Wilson)':<17} {'pairs':>6}  verdict"]
    for name, rep in report.items():
        if isinstance(rep, dict) and "accuracy" in rep:
            lo, hi = rep["ci95"]
            verdict = "chance (no evidence of leakage)" if rep["chance_in_ci"] else \
                ("BROKEN: above chance" if rep["accuracy"] > 0.5 else "below chance")
            lines.append(f"{name:<14} {rep['accuracy']:>8.3f}  [{lo:.3f}, {hi:.3f}]    "
                         f"{rep['n']:>6}  {verdict}")
    div = report.get("divergence")
    if div:
        lines.append(f"certificate: no adversary telling a held-out sentence from its twin beats "
                     f"accuracy {div['accuracy_bound']:.3f} on average (Pinsker bound of the "
                     f"noisy outputs' KL, {div['sentences']} sentences)")
    inv = report.get("inversion")
    if inv:
        lines.append(f"inversion: {inv['phi_tokens']} held-out PHI tokens among {inv['candidates']} "
                     f"candidate words: top-1 {_fmt(inv['top1'])} (chance {_fmt(inv['chance_top1'])}), "
                     f"top-10 {_fmt(inv['top10'])} (chance {_fmt(inv['chance_top10'])})")
    return "\n".join(lines)


def membership_text(result: AttackResult) -> str:
    report = result.report
    first = report["confidence"]
    lines = [f"membership inference on {result.model_dir}: {first['members']} member and "
             f"{first['non_members']} non-member PHI spans",
             f"{'score':<12} {'AUC':>6}  {'95% CI (bootstrap)':<18} {'TPR at 1% FPR':>13}  verdict"]
    for name, rep in report.items():
        lo, hi = rep["auc_ci"]
        verdict = "chance (no evidence of memorisation)" if lo <= 0.5 <= hi else \
            ("MEMBERSHIP LEAKS" if rep["auc"] > 0.5 else "below chance")
        lines.append(f"{name:<12} {rep['auc']:>6.3f}  [{lo:.3f}, {hi:.3f}]     "
                     f"{rep['tpr_at_1pct_fpr']['tpr']:>13.3f}  {verdict}")
    return "\n".join(lines)
