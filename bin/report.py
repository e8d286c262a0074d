"""How the benchmarks and experiments report: a Markdown table on stdout, JSON in a file."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path


def markdown_table(header: Sequence[str], rows: Sequence[Sequence], align: str = "") -> str:
    """A Markdown table; ``align`` has one letter per column, ``r`` right-aligned (numbers)."""
    rule = ["---:" if a == "r" else "---" for a in align.ljust(len(header), "l")]
    lines = [header, rule, *rows]
    return "\n".join("| " + " | ".join(str(c) for c in line) + " |" for line in lines)


def write_json(path: Path, data) -> None:
    """Write ``data`` as JSON, atomically (a killed run leaves the previous file whole)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n")
    os.replace(tmp, path)
    print(f"wrote {path}", file=sys.stderr)
