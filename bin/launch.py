"""``bin/bench NAME`` and ``bin/experiment NAME``: run one script of a package by name."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence


def dispatch(prog: str, commands: dict[str, str], argv: Sequence[str] | None = None) -> int:
    """Run ``commands[argv[0]]``'s ``main(argv[1:], prog=...)``; list the commands on --help."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] not in commands:
        lines = [f"usage: {prog} {{{','.join(commands)}}} [OPTIONS]   ({prog} NAME --help for each)", ""]
        for name, module in commands.items():
            doc = importlib.import_module(module).__doc__ or ""
            lines.append(f"  {name:<24} {doc.strip().splitlines()[0] if doc.strip() else ''}")
        asked = bool(argv) and argv[0] in ("-h", "--help")
        if argv and not asked:
            lines.insert(0, f"{prog}: unknown command {argv[0]!r}")
        print("\n".join(lines), file=sys.stdout if asked else sys.stderr)
        return 0 if asked else 2
    return importlib.import_module(commands[argv[0]]).main(argv[1:], prog=f"{prog} {argv[0]}")
