"""Layers point one way: training never imports an inference stage; commands are thin."""

from __future__ import annotations

import ast
from pathlib import Path

import deidkit
from tests.test_contract import STAGES  # the pinned list of commands

ROOT = Path(deidkit.__file__).parent
#: Packages that train models, and the inference stages they must not reach up into.
TRAINING = ["train_tagger", "train_adversarial"]
INFERENCE = {"deidkit.tag", "deidkit.pipeline", "deidkit.export", "deidkit.cli"}


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


# ---------------------------------------------------------------------------------------
# Thin commands: a command body parses options and calls one library function.

#: The most lines a command's body may have (AST, its docstring excluded).
MAX_COMMAND_LINES = 40


def command_body_lines(path: Path) -> int:
    """Lines from the first statement after the docstring of ``command`` to its last."""
    tree = ast.parse(path.read_text(), filename=str(path))
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "command")
    body = fn.body[1:] if ast.get_docstring(fn) is not None else fn.body
    return body[-1].end_lineno - body[0].lineno + 1


def test_every_command_body_is_a_parse_and_call():
    over = {stage: lines for stage in STAGES
            if (lines := command_body_lines(ROOT / "cli" / f"{stage.replace('-', '_')}.py"))
            > MAX_COMMAND_LINES}
    assert over == {}, f"command bodies over {MAX_COMMAND_LINES} lines: {over}"


def test_the_count_skips_the_docstring_and_counts_to_the_last_line(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text('def command(ctx):\n    """Doc.\n\n    More doc.\n    """\n    a = 1\n'
                     '    if a:\n        b = (a,\n             a)\n')
    assert command_body_lines(probe) == 4
