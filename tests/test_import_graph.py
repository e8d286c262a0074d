"""deidkit's import graph: every ``import`` statement of every module, function-local ones
included (read from the source, not from what Python happened to import), has no circle
outside ``deidkit.synth`` (the experiments' package, to be split off: issue 51)."""

from __future__ import annotations

import ast
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
