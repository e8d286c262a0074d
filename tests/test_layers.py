"""Layers point one way: training never imports an inference stage."""

from __future__ import annotations

import ast
from pathlib import Path

import deidkit

ROOT = Path(deidkit.__file__).parent
#: Packages that train models, and the inference stages they must not reach up into.
TRAINING = ["train_tagger", "train_adversarial"]
INFERENCE = {"deidkit.tag", "deidkit.export", "deidkit.cli"}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def test_training_never_imports_an_inference_stage():
    offending = {}
    for package in TRAINING:
        for path in sorted((ROOT / package).rglob("*.py")):
            bad = sorted(n for n in _imports(path)
                         if any(n == s or n.startswith(s + ".") for s in INFERENCE))
            if bad:
                offending[str(path.relative_to(ROOT))] = bad
    assert offending == {}


def test_the_check_sees_an_import_inside_a_function(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from deidkit.tag import tag_batch\n")
    assert "deidkit.tag" in _imports(probe)
