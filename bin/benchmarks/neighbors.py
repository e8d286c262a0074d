"""Exact neighbour search (`embed-neighbors`) and `pseudonymize` throughput and memory.

1. embed-neighbors: top-N by cosine for Q query words over the full GloVe 6B vocabulary
   (400k x 50), N = 100 and 1000, against the bare matrix products of the same query
   blocks (QUERY_BLOCK queries against the whole vocabulary) in the same run; the search
   blocks the vocabulary as deidkit.neighbors.topk chooses. Goal: <= 2x the GEMM time.
   Optionally (--compare) two alternative top-k pipelines on a subset of the queries:
   a naive full-row np.argpartition and torch.topk on full rows (not tie-exact).
2. pseudonymize: tokens/s end to end (a `deidkit pseudonymize` subprocess, Parquet in and
   out, neighbours computed on the fly, shuffle on), on a synthetic corpus of GloVe words
   with ~8% PHI; and the same at 10x the corpus, comparing peak RSS (goal: within 1.2x) with
   the shuffle spilling to temporary files beyond --memory-budget.

Prints a table per benchmark and writes JSON (--json, default bench_neighbors.json):
    bin/bench neighbors --queries 20000 --tokens 1000000 --json bench_neighbors.json

--threads 1 runs both sides single-threaded: on a machine whose other core is busy, every
2-thread torch call waits for a descheduled OpenMP worker, and the ratio then measures the
number of parallel calls (the search makes ~4x more, smaller ones than the bare products)
rather than the work. Each result row records the thread count and the 1-minute load.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from bin import corpus as corpus_helper
from bin.report import markdown_table, write_json


def bench_neighbors(queries: int, ns: list[int], compare: int, seed: int,
                    gemm_lib: str = "torch", embeddings: str = corpus_helper.DEFAULT_EMBEDDINGS
                    ) -> list[dict]:
    from deidkit.neighbors import QUERY_BLOCK, VOCAB_BLOCK, neighbor_rows

    emb = corpus_helper.load_embeddings(embeddings)
    t0 = time.perf_counter()
    unit = emb.unit()
    t_unit = time.perf_counter() - t0
    v = len(emb.words)
    rng = np.random.default_rng(seed)
    rows = np.sort(rng.choice(v, size=min(queries, v), replace=False))
    results = []

    import torch

    unit_t = torch.from_numpy(unit)

    def gemm(rows_) -> float:
        # torch: the library the search itself multiplies with (its BLAS is also the faster
        # one here, so the stricter baseline); numpy: OpenBLAS, whose worker threads then
        # compete with torch's for the 2 cores when the two are interleaved.
        t = time.perf_counter()
        for lo in range(0, len(rows_), QUERY_BLOCK):
            if gemm_lib == "torch":
                q = torch.from_numpy(unit[rows_[lo:lo + QUERY_BLOCK]])
                for j in range(0, v, VOCAB_BLOCK):
                    q @ unit_t[j:j + VOCAB_BLOCK].T
            else:
                q = unit[rows_[lo:lo + QUERY_BLOCK]]
                for j in range(0, v, VOCAB_BLOCK):
                    q @ unit[j:j + VOCAB_BLOCK].T
        return time.perf_counter() - t

    # Warm-up outside the timings: the search imports torch and allocates its reusable
    # score buffer (~200 MB) on its first call, about 1 s once per process.
    t = time.perf_counter()
    for _ in neighbor_rows(emb, rows[:QUERY_BLOCK], min(ns)):
        pass
    t_warm = time.perf_counter() - t
    for n in ns:
        # Interleaved per query block (bare products, then the search for the same block),
        # so that load changes on a shared machine hit both sides alike.
        g = full = 0.0
        for lo in range(0, len(rows), QUERY_BLOCK):
            block = rows[lo:lo + QUERY_BLOCK]
            g += gemm(block)
            t = time.perf_counter()
            for _ in neighbor_rows(emb, block, n):
                pass
            full += time.perf_counter() - t
        base = g
        results.append({"bench": "embed-neighbors", "queries": len(rows), "vocabulary": v,
                        "dim": emb.dim, "n": n, "gemm": gemm_lib, "gemm_s": round(base, 3),
                        "topk_s": round(full, 3), "ratio": round(full / base, 2),
                        "unit_s": round(t_unit, 3), "warmup_s": round(t_warm, 3),
                        "threads": torch.get_num_threads(),
                        "load_1min": round(os.getloadavg()[0], 2)})
        print(results[-1], file=sys.stderr, flush=True)
        if compare:
            sub = np.sort(rng.choice(rows, size=min(compare, len(rows)), replace=False))
            results.append(compare_topk(emb, unit, sub, n, gemm))
    return results


def compare_topk(emb, unit: np.ndarray, sub: np.ndarray, n: int, gemm) -> dict:
    """The search against two alternative top-k pipelines on the queries ``sub``."""
    import torch

    from deidkit.neighbors import neighbor_rows

    gs = gemm(sub)
    t = time.perf_counter()
    for lo in range(0, len(sub), 64):
        s = unit[sub[lo:lo + 64]] @ unit.T
        np.argpartition(-s, n, axis=1)[:, :n]
    naive = time.perf_counter() - t
    ut = torch.from_numpy(unit)
    t = time.perf_counter()
    for lo in range(0, len(sub), 64):
        s = torch.from_numpy(unit[sub[lo:lo + 64]]) @ ut.T
        torch.topk(s, n, dim=1)
    tt = time.perf_counter() - t
    t = time.perf_counter()
    for _ in neighbor_rows(emb, sub, n):
        pass
    ours = time.perf_counter() - t
    return {"bench": "top-k compare", "queries": len(sub), "n": n,
            "gemm_s": round(gs, 3), "ours_s": round(ours, 3),
            "naive_argpartition_s": round(naive, 3), "torch_topk_s": round(tt, 3)}


def make_corpus(path: Path, tokens: int, seed: int,
                embeddings: str = corpus_helper.DEFAULT_EMBEDDINGS) -> int:
    """A synthetic tokens table of embedding words, ~8% PHI (names, dates, unknown IDs)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from deidkit import schemas

    emb = corpus_helper.load_embeddings(embeddings)
    rng = np.random.default_rng(seed)
    common = np.array(emb.words[:20000], dtype=object)
    # names: rarer words (GloVe: ranks 2,000-12,000); a tiny vocabulary's second half
    first = min(2000, len(emb.words) // 2)
    names = np.array([w.capitalize() for w in emb.words[first:12000] if w.isalpha()], dtype=object)
    lengths = rng.integers(5, 26, size=tokens // 15 + 1)
    lengths = lengths[np.cumsum(lengths) <= tokens]
    total = int(lengths.sum())
    toks = common[rng.integers(0, len(common), size=total)]
    labels = np.full(total, "O", dtype=object)
    phi = rng.random(total) < 0.08
    kinds = rng.integers(0, 4, size=total)
    toks[phi & (kinds < 2)] = names[rng.integers(0, len(names), size=int((phi & (kinds < 2)).sum()))]
    labels[phi & (kinds < 2)] = "B-PATIENT"
    labels[phi & (kinds == 2)] = "B-DATE"
    toks[phi & (kinds == 2)] = rng.integers(1990, 2100, size=int((phi & (kinds == 2)).sum())).astype(str)
    unk = phi & (kinds == 3)
    toks[unk] = np.char.add("MRN", rng.integers(10000, 99999, size=int(unk.sum())).astype(str))
    labels[unk] = "B-MEDICALRECORD"
    offsets = pa.array(np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32))
    n_sent = len(lengths)
    docs = np.char.add("doc", (np.arange(n_sent) // 40).astype(str))
    table = pa.table({
        "doc_id": pa.array(docs.tolist(), pa.string()),
        "sentence": pa.array((np.arange(n_sent) % 40).astype(np.int32)),
        "tokens": pa.ListArray.from_arrays(offsets, pa.array(toks.tolist(), pa.string())),
        "labels": pa.ListArray.from_arrays(offsets, pa.array(labels.tolist(), pa.string())),
    }, schema=schemas.TOKENS.arrow())
    # Row groups of 4096 sentences, as deidkit writes them (one huge row group would make
    # the reader, not pseudonymize, hold the whole corpus).
    pq.write_table(table, path, compression="zstd", row_group_size=4096)
    return total


def run_pseudonymize(src: Path, out: Path, extra: list[str]) -> tuple[float, int]:
    """Wall time and peak RSS (bytes) of one `deidkit pseudonymize` process."""
    cmd = [sys.executable, "-m", "deidkit", "-q", "pseudonymize", str(src), "-n", str(PSEUDONYMIZE_N),
           "--seed", "1", "-o", str(out), *extra]
    # Through a small launcher: on Linux a forked child's ru_maxrss starts at the RSS of
    # its parent at fork time, and this process holds the generated corpus.
    launcher = ("import os, resource, subprocess, sys\n"
                "rc = subprocess.call(sys.argv[1:])\n"
                "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
                "sys.exit(rc)")
    t = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", launcher, *cmd], stdout=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t
    if proc.returncode:
        raise SystemExit(f"{' '.join(cmd)} failed with exit code {proc.returncode}")
    return wall, int(proc.stdout.strip().splitlines()[-1]) * 1024


PSEUDONYMIZE_N = 100


def bench_pseudonymize(tokens: int, scale: int, budget: str, seed: int,
                       embeddings: str = corpus_helper.DEFAULT_EMBEDDINGS) -> list[dict]:
    """Throughput with a precomputed neighbour table (the replacement path itself) and with
    neighbours computed on the fly (dominated by the exact search for the distinct PHI
    words); peak RSS at 1x and at `scale`x with the same memory budget."""
    results = []
    with tempfile.TemporaryDirectory(prefix="deidkit-bench-") as tmp:
        tmp = Path(tmp)
        sizes = (("warm-up", 20000), ("1x", tokens), (f"{scale}x", tokens * scale))
        totals = {label: make_corpus(tmp / f"in-{label}.parquet", size, seed, embeddings)
                  for label, size in sizes}
        big = tmp / f"in-{scale}x.parquet"
        nb = tmp / "neighbors.parquet"
        with_emb = ["--embeddings", str(embeddings)]
        cmd = [sys.executable, "-m", "deidkit", "-q", "embed-neighbors", str(big), "-n",
               str(PSEUDONYMIZE_N), "-o", str(nb), *with_emb]
        t = time.perf_counter()
        subprocess.run(cmd, check=True)
        import pyarrow.parquet as pq

        results.append({"bench": "embed-neighbors (corpus PHI words)",
                        "words": pq.read_metadata(nb).num_rows, "n": PSEUDONYMIZE_N,
                        "seconds": round(time.perf_counter() - t, 3)})
        for mode, extra in (("--neighbors table", ["--neighbors", str(nb)]),
                            ("on the fly", with_emb)):
            rows = []
            for label, _ in sizes:
                if mode == "on the fly" and label != "1x":
                    continue
                wall, rss = run_pseudonymize(tmp / f"in-{label}.parquet",
                                             tmp / f"out-{label}.parquet",
                                             ["--memory-budget", budget, *extra])
                rows.append({"bench": "pseudonymize", "neighbours": mode, "corpus": label,
                             "tokens": totals[label], "seconds": round(wall, 3),
                             "tokens_per_s": round(totals[label] / wall),
                             "peak_rss_mb": round(rss / 2**20, 1), "memory_budget": budget})
            results += rows
            for r in rows:
                print(r, file=sys.stderr, flush=True)
            if mode == "--neighbors table":
                startup = rows[0]["seconds"]
                for r in rows[1:]:
                    r["tokens_per_s_excl_startup"] = round(
                        r["tokens"] / max(1e-9, r["seconds"] - startup))
                results.append({"bench": "pseudonymize memory",
                                "rss_ratio_%dx_vs_1x" % scale:
                                round(rows[2]["peak_rss_mb"] / rows[1]["peak_rss_mb"], 3)})
    return results


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    ap.add_argument("--queries", type=int, default=20000)
    ap.add_argument("--ns", default="100,1000")
    ap.add_argument("--compare", type=int, default=0, metavar="Q",
                    help="also time naive argpartition and torch.topk on Q queries")
    ap.add_argument("--tokens", type=int, default=1_000_000, help="1x corpus size for pseudonymize")
    ap.add_argument("--scale", type=int, default=10)
    ap.add_argument("--memory-budget", default="64M")
    ap.add_argument("--gemm", choices=("torch", "numpy"), default="torch",
                    help="library of the bare matrix products the search is compared with")
    ap.add_argument("--threads", type=int, default=None,
                    help="torch threads for the neighbour benchmark; on a "
                         "loaded machine 1 avoids waiting for a descheduled worker thread at "
                         "every parallel call (default: torch's default, all cores)")
    ap.add_argument("--skip-neighbors", action="store_true")
    ap.add_argument("--skip-pseudonymize", action="store_true")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, default=Path("bench_neighbors.json"),
                    help="write the figures here (default %(default)s)")
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)
    results = []
    if args.threads:
        import torch

        torch.set_num_threads(args.threads)
    if not args.skip_neighbors:
        results += bench_neighbors(args.queries, [int(x) for x in args.ns.split(",")],
                                   args.compare, args.seed, args.gemm, args.embeddings)
    if not args.skip_pseudonymize:
        results += bench_pseudonymize(args.tokens, args.scale, args.memory_budget, args.seed,
                                      args.embeddings)
    import torch

    env = {"python": platform.python_version(), "cpus": os.cpu_count(),
           "torch_threads": torch.get_num_threads(), "load_average": os.getloadavg(),
           "OPENBLAS_CORETYPE": os.environ.get("OPENBLAS_CORETYPE"),
           "OMP_NUM_THREADS": os.environ.get("OMP_NUM_THREADS")}
    print(tables(results))
    write_json(args.json, {"environment": env, "results": results})
    return 0


def tables(results: list[dict]) -> str:
    """One Markdown table per kind of result row (its ``bench``), columns as the rows have them."""
    kinds: dict[str, list[dict]] = {}
    for r in results:
        kinds.setdefault(r["bench"], []).append(r)
    out = []
    for kind, rows in kinds.items():
        columns = list(dict.fromkeys(k for r in rows for k in r if k != "bench"))
        out.append(f"{kind}\n\n" + markdown_table(
            columns, [[r.get(c, "") for c in columns] for r in rows], "r" * len(columns)))
    return "\n\n".join(out)
