"""The tagger as configured against the bare kernels of the same configuration, on the
same batches (part of ``bin/bench tagger``).

`tag` with the model's recorded decoding (recall-first from the CRF marginals when its
config.json records an operating point, else Viterbi), and `tag` with Viterbi, are timed
against what this hardware does with PyTorch on exactly the work the model does:

* **word BiLSTM**: a bare ``nn.LSTM`` of the model's shape (input width, hidden size,
  layers, both directions) + the output ``nn.Linear``, on random inputs of the padded
  shape of every inference batch `tag` runs (unpacked: the hardware's fastest path);
* **char BiLSTM** (a model with character features): a bare bidirectional ``nn.LSTM`` of
  the model's character size over the distinct strings of every window, sorted by length
  and run in the runs of :data:`deidkit.decode.CHAR_BATCH_TYPES` strings `tag` uses;
* **context n-grams** (a model with them): the two bare LSTMs over every token's window;
* **Viterbi** and **forward-backward**: the CRF's own decode and marginals on the
  emissions of the same batches (computed beforehand, untimed).

The inputs of every kernel are built before its clock starts. The configured model's
kernels are word + char (+ context) + its decoding (forward-backward for recall-first);
``kernels / tag`` is the share of `tag` spent in them (goal >= 0.8). Each measurement
is repeated ``rounds`` times, all of them interleaved round by round, and the fastest
of each counts, so a burst of load on a shared machine hits all alike. Both clocks are
kept: wall time, and the process's CPU time, which on a shared machine moves far less
with the load (wall time also counts the time other processes held the core); the
ratios of the table are CPU time's, with ``--threads 1`` a measure of the work done.
"""

from __future__ import annotations

import os
import time

import numpy as np
import pyarrow as pa


def decoding(tagger) -> float | None:
    """The PHI threshold of the model's recorded operating point, None for Viterbi."""
    recorded = (tagger.config.get("tagging") or {}) if isinstance(tagger.config, dict) else {}
    threshold = recorded.get("phi_threshold")
    return None if threshold is None else float(threshold)


def _inputs(tagger, windows: list[pa.RecordBatch], batch_sentences: int) -> dict:
    """Everything the kernels read, built once: per inference batch the padded LSTM input
    shape, the CRF mask and emissions; per window the distinct strings' padded characters."""
    import torch

    from deidkit.batching import inference_batches
    from deidkit.decode import CHAR_BATCH_TYPES, with_char_states
    from deidkit.tag import batch_limits

    model = tagger.model.eval()
    g = torch.Generator().manual_seed(0)
    batches, strings, contexts = [], [], []
    with torch.inference_mode():
        for window in windows:
            data = tagger.encode(window.column("tokens"), documents=(
                window.column("doc_id"), window.column("sentence")))
            if model.chars is not None and data.chars is not None:
                order = np.argsort(np.diff(data.chars.offsets), kind="stable")
                for start in range(0, len(order), CHAR_BATCH_TYPES):
                    ids, lengths = data.chars.padded(order[start:start + CHAR_BATCH_TYPES])
                    lengths = torch.from_numpy(lengths).flip(0)  # longest first: sorted packing
                    x = torch.randn(len(lengths), ids.shape[1], model.chars.lstm.input_size,
                                    generator=g)
                    strings.append((x, lengths))
                data = with_char_states(tagger, data)
            for rows in inference_batches(data.lengths, **batch_limits(batch_sentences)):
                b = data.pad(rows)
                em = tagger.emissions(b).float()
                x = torch.randn(em.size(0), em.size(1), model.lstms[0].input_size, generator=g)
                batches.append((x, em, b.mask))
                if model.context is not None:
                    n, width = model.context.n, model.context.forward_lstm.input_size
                    contexts.append(torch.randn(b.num_tokens, n + 1, width, generator=g))
    return {"batches": batches, "strings": strings, "contexts": contexts}


def _kernels(tagger, inputs: dict) -> dict:
    """The bare modules of the model's shape (random weights: speed does not depend on them)."""
    import torch.nn as nn

    model = tagger.model
    first = model.lstms[0]
    kernels = {"word": (nn.LSTM(first.input_size, first.hidden_size, num_layers=len(model.lstms),
                                bidirectional=True, batch_first=True).eval(),
                        nn.Linear(model.projection.in_features, model.projection.out_features))}
    if inputs["strings"]:
        lstm = model.chars.lstm
        kernels["char"] = nn.LSTM(lstm.input_size, lstm.hidden_size, bidirectional=True,
                                  batch_first=True).eval()
    if inputs["contexts"]:
        lstm = model.context.forward_lstm
        kernels["context"] = nn.LSTM(lstm.input_size, lstm.hidden_size, batch_first=True).eval()
    return kernels


def _time(fn) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this process) of ``fn()``."""
    import torch

    with torch.inference_mode():
        t0, c0 = time.perf_counter(), time.process_time()
        fn()
        return time.perf_counter() - t0, time.process_time() - c0


def measure(tagger, test: pa.Table, windows: list[pa.RecordBatch], batch_sentences: int,
            rounds: int) -> dict:
    """Seconds (the fastest of ``rounds``) of `tag` as configured, `tag` with Viterbi and
    each kernel; their shares; the machine's load average before and after."""
    from torch.nn.utils.rnn import pack_padded_sequence

    from deidkit.tag import tag

    threshold = decoding(tagger)
    inputs = _inputs(tagger, windows, batch_sentences)
    bare = _kernels(tagger, inputs)
    crf = tagger.model.crf

    def run_tag(phi_threshold):
        return lambda: sum(b.num_rows for b in tag(iter(test.to_batches(max_chunksize=4096)),
                                                   tagger, phi_threshold=phi_threshold))

    def word():
        lstm, linear = bare["word"]
        for x, _, _ in inputs["batches"]:
            linear(lstm(x)[0])

    def char():
        for x, lengths in inputs["strings"]:
            bare["char"](pack_padded_sequence(x, lengths, batch_first=True))

    def context():
        for windows_ in inputs["contexts"]:
            bare["context"](windows_)
            bare["context"](windows_.flip(1))

    parts = {"tag": run_tag(threshold), "tag_viterbi": run_tag(None), "word": word,
             "viterbi": lambda: [crf.decode(em, m) for _, em, m in inputs["batches"]],
             "forward_backward": lambda: [crf.marginals(em, m) for _, em, m in inputs["batches"]]}
    if "char" in bare:
        parts["char"] = char
    if "context" in bare:
        parts["context"] = context
    load_before = os.getloadavg()
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in parts}
    for _ in range(rounds):
        for name, fn in parts.items():
            runs[name].append(_time(fn))
    result = {"decoding": "viterbi" if threshold is None else
              f"recall-first, phi_threshold {threshold}", "rounds": rounds,
              "all_seconds": {k: [round(w, 3) for w, _ in v] for k, v in runs.items()},
              "all_cpu_seconds": {k: [round(c, 3) for _, c in v] for k, v in runs.items()}}
    for clock, key in (("wall", 0), ("cpu", 1)):
        best = {name: min(t[key] for t in times) for name, times in runs.items()}
        result[clock] = _ratios(best, threshold)
    result.update({"loadavg_before": [round(x, 2) for x in load_before],
                   "loadavg_after": [round(x, 2) for x in os.getloadavg()]})
    return result


def _ratios(best: dict, threshold: float | None) -> dict:
    """The fastest seconds of each part on one clock, and the ratios of the goals."""
    lstm_parts = [p for p in ("word", "char", "context") if p in best]
    kernels = sum(best[p] for p in lstm_parts)
    configured = kernels + best["forward_backward" if threshold is not None else "viterbi"]
    viterbi_kernels = kernels + best["viterbi"]
    return {
        "seconds": {k: round(v, 3) for k, v in best.items()},
        "kernel_parts": lstm_parts + ["forward_backward" if threshold is not None else "viterbi"],
        "kernels_seconds": round(configured, 3),
        "kernels_over_tag": round(configured / best["tag"], 3),
        "viterbi_kernels_over_tag_viterbi": round(viterbi_kernels / best["tag_viterbi"], 3),
        "tag_over_tag_viterbi": round(best["tag"] / best["tag_viterbi"], 3),
        "shares": {p: round(best[p] / best["tag"], 3)
                   for p in lstm_parts + ["viterbi", "forward_backward"]},
    }


NAMES = {"word": "word BiLSTM + output layer (bare nn.LSTM, same padded batches)",
         "char": "char BiLSTM (bare nn.LSTM, each window's distinct strings)",
         "context": "context n-grams (two bare nn.LSTMs, every token's window)",
         "viterbi": "Viterbi (CRF.decode, same emissions)",
         "forward_backward": "forward-backward (CRF.marginals, same emissions)"}


def rows(result: dict, n_tokens: int) -> list[tuple]:
    """The table's rows: each part's CPU and wall time, tokens/s (CPU) and share of `tag`
    as configured (CPU: on a shared machine a process's CPU time moves far less with the
    load than its wall time, which counts the time other processes held the core)."""
    cpu, wall = result["cpu"], result["wall"]
    s, w = cpu["seconds"], wall["seconds"]

    def row(label, part, share):
        return (label, f"{s[part]:.2f} s", f"{w[part]:.2f} s", f"{n_tokens / s[part]:,.0f}", share)

    out = [row(f"tag as configured ({result['decoding']})", "tag", "100%"),
           row("tag, Viterbi", "tag_viterbi", f"{s['tag_viterbi'] / s['tag']:.0%}")]
    out += [row(f"kernel: {NAMES[p]}", p, f"{cpu['shares'][p]:.0%}")
            for p in ("word", "char", "context", "viterbi", "forward_backward") if p in s]
    out += [("sum of the configured kernels (" + " + ".join(cpu["kernel_parts"]) + ")",
             f"{cpu['kernels_seconds']:.2f} s", f"{wall['kernels_seconds']:.2f} s",
             f"{n_tokens / cpu['kernels_seconds']:,.0f}", f"{cpu['kernels_over_tag']:.0%}")]
    for label, key in (("kernels / tag as configured (goal >= 0.8)", "kernels_over_tag"),
                       ("kernels / tag, Viterbi", "viterbi_kernels_over_tag_viterbi"),
                       ("tag as configured / tag Viterbi (goal <= 1.2)", "tag_over_tag_viterbi")):
        out.append((label, f"{cpu[key]:.2f}", f"{wall[key]:.2f}", "", ""))
    return out
