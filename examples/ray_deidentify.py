"""De-identify a directory of notes on Ray Data: tokenize -> tag -> export.

    pip install 'clinical-deidkit[ray]'
    python examples/ray_deidentify.py notes/ --model model/ --out deidentified/ \
        [--format redacted] [--actors 1]

Reads every ``*.xml`` (i2b2) and ``*.txt`` note under NOTES, tags it on ``--actors``
actors (each loads the tagger once) and writes one file per note into ``--out``: i2b2
XML with the predicted PHI tags, or the text with every PHI span replaced by
``[**TYPE**]``: the files ``deidkit tokenize | deidkit tag | deidkit export`` writes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pyarrow as pa


def _doc_ids(table: pa.Table) -> pa.Table:
    ids = [Path(p).stem for p in table.column("path").to_pylist()]
    return pa.table({"doc_id": ids, "text": table.column("bytes")})


def read_notes(notes: str):
    """A Dataset of ``doc_id`` (the file name without extension) and ``text`` (bytes)."""
    import ray

    files = sorted(str(p.resolve()) for p in Path(notes).rglob("*")
                   if p.suffix.lower() in (".xml", ".txt"))
    return ray.data.read_binary_files(files, include_paths=True).map_batches(
        _doc_ids, batch_format="pyarrow")


def deidentify(notes: str, model: str, out: str, *, fmt: str = "i2b2", actors: int = 1) -> int:
    """Run the chain and write the files; returns how many were written."""
    from deidkit import ray_data
    from deidkit.export import SUFFIX

    documents = read_notes(notes).materialize()
    # with `deidkit tag`'s defences: recognizers, and propagation over each whole document
    tagged = ray_data.tag(ray_data.tokenize(documents), str(Path(model).resolve()),
                          concurrency=actors)
    exported = ray_data.export(tagged, documents, fmt=fmt)
    target = Path(out)
    target.mkdir(parents=True, exist_ok=True)
    written = 0
    for row in exported.iter_rows():
        (target / f"{row['doc_id']}{SUFFIX[fmt]}").write_text(row["content"], encoding="utf-8")
        written += 1
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notes")
    parser.add_argument("--model", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--format", choices=["i2b2", "redacted"], default="i2b2")
    # one CPU per actor: leave CPUs for the tasks that read, tokenize and shuffle
    parser.add_argument("--actors", type=int, default=1)
    args = parser.parse_args(argv)
    import ray

    ray.init(include_dashboard=False)
    try:
        n = deidentify(args.notes, args.model, args.out, fmt=args.format, actors=args.actors)
    finally:
        ray.shutdown()
    print(f"{n} notes de-identified into {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
