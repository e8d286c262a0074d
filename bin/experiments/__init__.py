"""Experiments: the paper's figures, reproduced on synth or i2b2 corpora."""

from __future__ import annotations

from collections.abc import Sequence

COMMANDS = {"adaptation": "bin.experiments.adaptation", "defences": "bin.experiments.defences", "ood": "bin.experiments.ood",
            "real-prose": "bin.experiments.real_prose",
            "paper-pseudonymization": "bin.experiments.paper_pseudonymization",
            "sweep-adversarial": "bin.experiments.sweep_adversarial"}


def main(argv: Sequence[str] | None = None) -> int:
    from bin.launch import dispatch

    return dispatch("bin/experiment", COMMANDS, argv)
