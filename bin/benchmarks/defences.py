"""The cost of `tag`'s defences: tokens/s of the fast model (the BiLSTM-CRF, the one with
companions) alone, with the recognizers, with propagation, with its tagger of sentences
without casing, with the second member of its ensemble, with all four (its pipeline), and as `tag` ran before the recognizers of
places and professions, the uncased tagger and the second member (the recognizers of forms
and propagation), in one run.

    bin/bench defences                          # 200-note synth corpus, 1 thread
    bin/bench defences --corpus notes/ --repeats 3 --json bench_defences.json

``deidkit.tag.tag`` over the record batches of the corpus (model load excluded), with the
model's own operating point as the CLI uses it. The variants run in turn, ``--repeats``
rounds, and each reports its best round: on a shared machine the load changes between runs,
and the best round is the one least disturbed. The recognizers alone are also timed on the
same sentences (``deidkit.recognizers.recognize``). Prints a table and writes the figures as
JSON (``--json``, default bench_defences.json).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pyarrow.compute as pc

from bin import corpus as corpus_helper
from deidkit.recognizers import FORM as FORM_RECOGNIZERS
from bin.report import markdown_table, write_json

#: The eleven recognizers of forms: the default before those of places and professions.
FORM = ",".join(FORM_RECOGNIZERS)
#: name: (recognizers, propagate, the uncased tagger, the second member)
VARIANTS = {"model alone": ("none", False, False, False),
            "+ recognizers": ("default", False, False, False),
            "+ propagate": ("none", True, False, False),
            "+ uncased tagger": ("none", False, True, False),
            "+ second member": ("none", False, False, True),
            "all four (default)": ("default", True, True, True),
            "the default before 2026-11-26": (FORM, True, False, False)}


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, help="i2b2 XML directory (default: a synth corpus)")
    ap.add_argument("--docs", type=int, default=200, help="synth notes (default 200)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    ap.add_argument("--repeats", type=int, default=2, help="rounds of every variant")
    ap.add_argument("--json", type=Path, default=Path("bench_defences.json"))
    corpus_helper.add_options(ap, embeddings=False)
    args = ap.parse_args(argv)

    import torch

    from deidkit.model_dirs import (load_ensemble_tagger, load_tagger, load_uncased_tagger,
                                    resolve_model_dir)
    from deidkit.recognizers import recognize
    from deidkit.tag import phi_threshold_of, tag

    torch.set_num_threads(args.threads)
    table = corpus_helper.tokens(args.corpus, args.docs, args.seed, args.cache)
    tokens = int(pc.sum(pc.list_value_length(table.column("tokens"))).as_py() or 0)
    model_dir = resolve_model_dir("fast")
    tagger = load_tagger(model_dir)
    uncased_tagger = load_uncased_tagger("default", "fast", tagger)
    threshold = phi_threshold_of(None, model_dir)
    member, pair = load_ensemble_tagger("default", "fast", tagger, None, threshold)
    best: dict[str, float] = {}
    for _ in range(args.repeats):
        for name, (recognizers, propagate, uncased, second) in VARIANTS.items():
            start = time.perf_counter()
            for _batch in tag(table.to_batches(), tagger, phi_threshold=threshold,
                              recognizers=recognizers, propagate=propagate,
                              uncased_tagger=uncased_tagger if uncased else None,
                              ensemble_tagger=member if second else None,
                              ensemble_threshold=pair if second else None):
                pass
            best[name] = min(best.get(name, float("inf")), time.perf_counter() - start)
        start = time.perf_counter()
        recognize(table.column("tokens").to_pylist(), table.column("starts").to_pylist(),
                  table.column("ends").to_pylist())
        best["recognizers only"] = min(best.get("recognizers only", float("inf")),
                                       time.perf_counter() - start)
    alone = tokens / best["model alone"]
    rows = [[name, f"{tokens / seconds:,.0f}", f"{seconds:.2f}",
             f"{tokens / seconds / alone:.2f}" if name in VARIANTS else ""]
            for name, seconds in best.items()]
    print(f"{tokens:,} tokens, {table.num_rows:,} sentences, {args.threads} thread(s), "
          f"best of {args.repeats}")
    print(markdown_table(["variant", "tokens/s", "seconds", "x model alone"], rows, "lrrr"))
    write_json(args.json, {"tokens": tokens, "sentences": table.num_rows,
                           "threads": args.threads, "repeats": args.repeats,
                           "seconds": best,
                           "tokens_per_second": {k: tokens / v for k, v in best.items()}})
    return 0
