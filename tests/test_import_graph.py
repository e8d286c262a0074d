"""deidkit's import graph: every ``import`` statement of every module, function-local ones
included (read from the source, not from what Python happened to import), has no circle
outside ``deidkit.synth`` (the experiments' package, to be split off: issue 51)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import deidkit

ROOT = Path(deidkit.__file__).parent


def _modules() -> dict[str, Path]:
    out = {}
    for file in ROOT.rglob("*.py"):
        parts = list(file.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = file
    return out


def import_graph() -> dict[str, set[str]]:
    """module -> the deidkit modules its import statements name (``from deidkit import io``
    names ``deidkit.io``; ``from deidkit.export import X`` names ``deidkit.export``)."""
    modules = _modules()

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, file in modules.items():
        package = module.split(".") if file.name == "__init__.py" else module.split(".")[:-1]
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"), str(file))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package[:len(package) - node.level + 1]
                    base = ".".join(parent + ([base] if base else []))
                names = [base] + [f"{base}.{a.name}" for a in node.names]
            else:
                continue
            for name in names:
                target = known(name)
                if target is not None and target != module:
                    graph[module].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_checker_finds_a_circle_through_a_function_local_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    source = "def f():\n    from deidkit.export import export\n"
    assert any(isinstance(n, ast.ImportFrom) and n.module == "deidkit.export"
               for n in ast.walk(ast.parse(source)))


def test_no_import_circle_outside_synth():
    graph = import_graph()
    assert "deidkit.surrogate_export" in graph["deidkit.export_stage"]
    assert "deidkit.export" in graph["deidkit.surrogate_export"]
    found = [c for c in cycles(graph) if not all(m.startswith("deidkit.synth") for m in c)]
    assert found == []


# -- the product apart from its experiments (issue 51) ---------------------------------------

#: Where tagging starts: the stages and pipelines that tag, and the engines that wrap them.
TAGGING = ("deidkit.cli.tokenize", "deidkit.cli.tag", "deidkit.cli.export",
           "deidkit.cli.deidentify", "deidkit.tag", "deidkit.pipeline",
           "deidkit.spacy_component", "deidkit.spark", "deidkit.ray_data")
#: Modules outside synth that read Faker, each only inside a function: surrogates (Faker's
#: seeded generators draw them; faker is a core dependency for them) and the training-only
#: word lists of ``train-tagger --dictionaries``.
FAKER_READERS = {"deidkit.pseudonymize.surrogates", "deidkit.dictionaries.sources"}


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for target in graph[todo.pop()] - seen:
            seen.add(target)
            todo.append(target)
    return seen


def _third_party(tree: ast.Module, names: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """(the ``names`` a module imports anywhere, those it imports at its top level); an
    ``importlib.import_module("faker.providers...")`` string counts as an import anywhere."""
    def named(node) -> set[str]:
        if isinstance(node, ast.Import):
            found = {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            found = {(node.module or "").split(".")[0]}
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found = {node.value.split(".")[0]} if "." in node.value else set()
        else:
            return set()
        return found & set(names)

    anywhere = set().union(*(named(n) for n in ast.walk(tree)))
    top = set().union(*(named(n) for n in tree.body))
    return anywhere, top


def test_nothing_that_tags_reaches_synth():
    graph = import_graph()
    assert "deidkit.synth" in graph["deidkit.cli.synth"]  # the checker sees synth's import
    for start in TAGGING:
        assert sorted(m for m in reachable(graph, start) | {start}
                      if m == "deidkit.synth" or m.startswith("deidkit.synth.")) == [], start


def test_only_synth_imports_faker_and_anyascii_and_others_only_inside_functions():
    users, top_level = {}, {}
    for module, file in _modules().items():
        if module == "deidkit.synth" or module.startswith("deidkit.synth."):
            continue
        anywhere, top = _third_party(ast.parse(file.read_text(encoding="utf-8")),
                                     ("faker", "anyascii"))
        users.update({module: anywhere} if anywhere else {})
        top_level.update({module: top} if top else {})
    assert users == {module: {"faker"} for module in FAKER_READERS}
    assert top_level == {}


_PROBE = """\
import json, sys
import deidkit.cli as cli
sys.argv = ["deidkit", *sys.argv[1:]]
try:
    cli.main()
except SystemExit as exc:
    code = exc.code
loaded = [m for m in sys.modules
          if m.split(".")[0] in ("faker", "anyascii") or m.startswith("deidkit.synth")]
sys.stderr.write("loaded: " + json.dumps(sorted(loaded)) + "\\n")
sys.exit(code)
"""


def _loaded(stderr: bytes) -> list[str]:
    lines = [line for line in stderr.decode().splitlines() if line.startswith("loaded: ")]
    assert len(lines) == 1, stderr.decode()
    return json.loads(lines[0][len("loaded: "):])


def test_tokenize_then_tag_imports_neither_synth_nor_faker(tmp_path):
    """The recognizers whose word lists came from Faker run (a street, professions) and the
    processes never import Faker, anyascii or deidkit.synth."""
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "n1.txt").write_text(
        "Mr. Alan Moore lives at 78 Schaefer Grove, Springfield. He works as a carpenter; "
        "his wife is a retired bookkeeper.\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT.parent)}
    probe = [sys.executable, "-c", _PROBE]
    tokenize = subprocess.Popen(probe + ["-q", "tokenize", str(notes)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env)
    tag = subprocess.run(probe + ["-q", "tag", "-o", str(tmp_path / "t.parquet")],
                         stdin=tokenize.stdout, capture_output=True, env=env, timeout=600)
    tokenize.stdout.close()
    tokenize_stderr = tokenize.stderr.read()
    assert tokenize.wait() == 0 and tag.returncode == 0, tag.stderr.decode()
    assert _loaded(tokenize_stderr) == [] and _loaded(tag.stderr) == []
    import pyarrow.parquet as pq

    table = pq.read_table(tmp_path / "t.parquet").to_pylist()
    flagged = {t: p for row in table for t, p in zip(row["tokens"], row["predicted"])}
    assert flagged["Grove"].endswith("STREET")
    assert flagged["carpenter"].endswith("PROFESSION")
    assert flagged["bookkeeper"].endswith("PROFESSION")


def test_help_imports_nothing_heavy():
    out = subprocess.run([sys.executable, "-c", _PROBE.replace(
        '"faker", "anyascii"', '"faker", "anyascii", "torch", "spacy", "pyarrow", "numpy"'),
        "--help"], capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT.parent)})
    assert out.returncode == 0 and _loaded(out.stderr) == []


# -- sizes and boundaries (issue 51) ------------------------------------------------------

#: The most lines a module outside ``deidkit.synth`` may hold: one that grows past it does
#: several jobs, to be spread over modules that each hold one.
MAX_MODULE_LINES = 600


def test_no_module_outside_synth_is_over_600_lines():
    over = {module: n for module, file in _modules().items()
            if not module.startswith("deidkit.synth")
            and (n := len(file.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert over == {}


def _package(module: str, file: Path) -> str:
    """The package a module belongs to (a package's ``__init__`` belongs to itself)."""
    return module if file.name == "__init__.py" else module.rpartition(".")[0]


def private_imports_across_packages() -> list[tuple[str, str, str]]:
    """``(module, source, name)`` of every ``from deidkit.X import _name`` whose source is
    in another package than the importing module (a private name is its package's own)."""
    modules = _modules()
    found = []
    for module, file in modules.items():
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or node.level or \
                    not (node.module or "").startswith("deidkit"):
                continue
            source = node.module
            if source not in modules:
                continue
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__") and \
                        _package(source, modules[source]) != _package(module, file):
                    found.append((module, source, alias.name))
    return found


def test_no_private_import_across_packages():
    assert private_imports_across_packages() == []
