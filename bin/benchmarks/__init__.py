"""Benchmarks: each measures a deidkit stage against the hardware limit in the same run,
prints a table on stdout and writes its figures as JSON."""

from __future__ import annotations

from collections.abc import Sequence

COMMANDS = {"tokenize": "bin.benchmarks.tokenize", "neighbors": "bin.benchmarks.neighbors",
            "tagger": "bin.benchmarks.tagger", "engines": "bin.benchmarks.engines",
            "threads": "bin.benchmarks.threads", "synth": "bin.benchmarks.synth",
            "pipeline": "bin.benchmarks.pipeline", "defences": "bin.benchmarks.defences"}


def main(argv: Sequence[str] | None = None) -> int:
    from bin.launch import dispatch

    return dispatch("bin/bench", COMMANDS, argv)
