"""`deidkit synth`: generation speed per style, and what a corpus of each style holds.

    bin/bench synth                          # 1,000 notes of every style, table + bench_synth.json
    bin/bench synth --styles FGH --docs 500 --json /tmp/s.json

For each style, in one run: ``synth()`` writes ``--docs`` notes to a temporary directory
(CPU and wall seconds, files included); ``tokenize(strict=True)`` then reads them back (a
tag that does not fit the tokens would stop it), and the table counts notes, tokens, PHI
tags and PHI tokens per TYPE. Goal: 1,000 notes of any style in well under a minute
(``GOAL_SECONDS`` of CPU).
"""

from __future__ import annotations

import argparse
import tempfile
from collections import Counter
from pathlib import Path

from bin.benchmarks.tokenize import measure
from bin.report import markdown_table, write_json

GOAL_SECONDS = 20.0   # CPU seconds for 1,000 notes of one style ("well under a minute")


def run_style(style: str, docs: int, seed: int) -> dict:
    import pyarrow as pa

    from deidkit.synth import synth
    from deidkit.tokenize import TokenizeStats, tokenize

    with tempfile.TemporaryDirectory(prefix=f"bench-synth-{style}-") as tmp:
        summary = {}
        wall, cpu = measure(lambda: summary.update(synth(tmp, docs=docs, seed=seed, style=style)))
        stats = TokenizeStats()
        table = pa.Table.from_batches(list(tokenize([tmp], strict=True, stats=stats)))
    phi_tokens: Counter = Counter()
    for labels in table.column("labels").to_pylist():
        phi_tokens.update(label[2:] for label in labels or () if label != "O")
    return {"style": style, "documents": summary["documents"], "wall_s": wall, "cpu_s": cpu,
            "notes_per_cpu_s": docs / cpu, "characters": summary["characters"],
            "tokens": stats.tokens, "tags": summary["tags"], "types": summary["types"],
            "phi_tokens": sum(phi_tokens.values()), "phi_tokens_by_type": dict(phi_tokens),
            "tokenize_warnings": stats.warnings,
            # per 1,000 notes; a smaller run gets the whole allowance (start-up dominates it)
            "goal_met": cpu <= GOAL_SECONDS * max(docs, 1000) / 1000}


def main(argv=None, prog=None) -> int:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=1000, help="notes per style (default 1000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--styles", default="ABCDEFGHI", help="styles to run (default ABCDEFGHI)")
    parser.add_argument("--json", type=Path, default=Path("bench_synth.json"),
                        help="write the figures here (default %(default)s)")
    args = parser.parse_args(argv)
    rows = [run_style(style, args.docs, args.seed) for style in args.styles]
    print(f"deidkit synth: {args.docs} notes per style, seed {args.seed}; written to disk and "
          "read back with tokenize --strict\n")
    print(markdown_table(
        ["style", "CPU s", "wall s", "notes/CPU s", "tokens", "PHI tags", "PHI tokens",
         f"goal (<= {GOAL_SECONDS:.0f} CPU s / 1,000)"],
        [[r["style"], f"{r['cpu_s']:.1f}", f"{r['wall_s']:.1f}", f"{r['notes_per_cpu_s']:,.0f}",
          f"{r['tokens']:,}", f"{r['tags']:,}", f"{r['phi_tokens']:,}",
          "met" if r["goal_met"] else "NOT met"] for r in rows], "lrrrrrrl"))
    types = sorted({t for r in rows for t in r["types"]})
    print("\nPHI tags per TYPE\n")
    print(markdown_table(["TYPE", *[r["style"] for r in rows]],
                         [[t, *[f"{r['types'].get(t, 0):,}" for r in rows]] for t in types],
                         "l" + "r" * len(rows)))
    write_json(args.json, {"docs": args.docs, "seed": args.seed,
                           "goal_cpu_s_per_1000": GOAL_SECONDS, "styles": rows})
    return 0 if all(r["goal_met"] and not r["tokenize_warnings"] for r in rows) else 1
