"""The tagger on a CPU: one training epoch against a bare LSTM+CRF, and `tag`.

    bin/bench tagger                          # 2,000-note synth corpus, 2 threads
    bin/bench tagger --docs 500 --json bench.json

1. **train**: one epoch of the real training loop (``deidkit.train_tagger.train_tagger``,
   default hyperparameters, no validation) on a synth corpus, against the same number of
   steps of a bare model -- ``nn.LSTM(num_layers=2, bidirectional)`` on padded tensors (no
   packing, PyTorch's own inter-layer dropout) + linear + ``torchcrf.CRF`` -- with Nadam and
   gradient clipping, on the *same* padded batches, built before the clock starts. The
   ratio real/bare is the distance to what this hardware does with PyTorch (goal <= 1.3).
   On a shared machine the load changes between the two runs, so the same comparison is
   also made with the two steps alternating batch by batch (``--interleaved`` steps).
2. **tag**: ``deidkit.tag.tag`` over the record batches of a second synth corpus, in
   tokens per second (goal >= 100k), model load excluded; float32 and bfloat16 LSTMs, and
   float32 as it ran before input batches were joined (``window_rows=1``, 128 sentences
   per batch). Then the model *as configured* (its features, its recorded decoding:
   recall-first from the CRF marginals for the shipped model) against the bare kernels
   of the same configuration on the same batches -- word BiLSTM, char BiLSTM, context
   n-grams, Viterbi, forward-backward -- with each part's share of `tag`, all
   interleaved over ``--rounds`` rounds (:mod:`bin.benchmarks.kernels`; goals: kernels
   >= 0.8 of `tag`, recall-first <= 1.2x Viterbi). ``--model fast`` measures the
   shipped BiLSTM-CRF. With ``--batch-sentences N,...`` (default 128 to 4096): `tag` at each
   inference batch size, with the number of batches, their mean size and the share of
   padded tokens.

3. **features** (``--features base,char,prefix,context,attention``): the cost of each of
   CEDI's features (``train-tagger --char-embeddings``, ``--prefix-features``,
   ``--context-ngrams N`` (``--context-ngrams``, default 10), ``--attention``), each
   alone beside the base model: tokens/s of one training epoch and of ``tag`` (float32).

Prints a table and writes the figures as JSON (``--json``, default bench_tagger.json).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from bin import corpus as corpus_helper
from bin.benchmarks import kernels
from bin.report import markdown_table, write_json


class Bare:
    """The bare model: nn.LSTM(num_layers=2) on padded tensors + linear + torchcrf.CRF."""

    def __init__(self, num_labels: int, emb_matrix, seed: int):
        import torch
        import torch.nn as nn
        import torchcrf

        torch.manual_seed(seed)
        self.emb = emb_matrix
        self.eye = torch.eye(8)
        self.lstm = nn.LSTM(emb_matrix.shape[1] + 8, 128, num_layers=2, bidirectional=True,
                            batch_first=True, dropout=0.25)
        self.linear = nn.Linear(256, num_labels)
        self.crf = torchcrf.CRF(num_labels, batch_first=True)
        self.params = [*self.lstm.parameters(), *self.linear.parameters(), *self.crf.parameters()]
        self.opt = torch.optim.NAdam(self.params, lr=0.002)

    def step(self, word_ids, casing, tags, mask):
        import torch

        x = torch.cat([torch.nn.functional.embedding(word_ids, self.emb), self.eye[casing]], dim=2)
        out, _ = self.lstm(x)
        loss = -self.crf(self.linear(out), tags, mask=mask, reduction="mean")
        self.opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.params, 1.0)
        self.opt.step()


def bare_epoch(train_data, batches, num_labels: int, emb_matrix, seed: int) -> tuple[float, int]:
    """Seconds for the bare model's steps over ``batches`` (padded before timing)."""
    import torch

    bare = Bare(num_labels, emb_matrix, seed)
    padded = []
    for rows in batches:
        b = train_data.pad(rows)
        padded.append((b.word_ids, b.casing, b.tags,
                       torch.arange(b.word_ids.size(1))[None, :] < b.lengths[:, None]))
    started = time.perf_counter()
    for item in padded:
        bare.step(*item)
    return time.perf_counter() - started, len(padded)


def interleaved(model, train_data, batches, num_labels: int, emb_matrix, seed: int):
    """(real seconds, bare seconds) over ``batches``, the two steps alternating batch by
    batch, so that a change in the machine's load hits both alike."""
    import torch

    bare = Bare(num_labels, emb_matrix, seed)
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.NAdam(params, lr=0.002)
    model.train()
    real_s = bare_s = 0.0
    for rows in batches:
        t0 = time.perf_counter()
        b = train_data.pad(rows)  # the real loop pads inside the step
        loss = model.loss(b.word_ids, b.casing, b.lengths, b.tags)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        t1 = time.perf_counter()
        bare.step(b.word_ids, b.casing, b.tags,
                  torch.arange(b.word_ids.size(1))[None, :] < b.lengths[:, None])
        t2 = time.perf_counter()
        real_s += t1 - t0
        bare_s += t2 - t1
    return real_s, bare_s


def train_part(args, emb, figures: dict, rows: list):
    """Parts 1a-1c; fills ``figures`` and ``rows``, returns the trained tagger."""
    import pyarrow.parquet as pq

    from deidkit.batching import training_batches
    from deidkit.model_dirs import load_tagger
    from deidkit.models import checkpoint
    from deidkit.train_tagger import TrainingOptions, labelled_sentences, train_tagger

    train = corpus_helper.synth_tokens(args.docs, 1, args.cache)
    # 1a. the real training loop, one epoch
    model_dir = Path(tempfile.mkdtemp(prefix="bench-model-", dir=args.cache)) / "m"
    t0 = time.perf_counter()
    summary = train_tagger(train, model_dir=model_dir, embeddings=emb,
                           options=TrainingOptions(epochs=1, validation_fraction=0.0, seed=0,
                                                   threads=args.threads))
    real_total = time.perf_counter() - t0
    history = pq.read_table(model_dir / checkpoint.HISTORY_FILE).to_pylist()
    real_epoch = history[0]["seconds"]

    # 1b. the bare model on the same batches (same seed -> same bucketing and order)
    tagger = load_tagger(model_dir, embeddings=emb)
    table, _ = labelled_sentences(train)
    labels = tagger.labels
    index = {lab: i for i, lab in enumerate(labels)}
    data = tagger.encode(table["tokens"], table["labels"], index)
    batches = training_batches(data.lengths, 32, np.random.default_rng(0))
    bare_seconds, steps = bare_epoch(data, batches, len(labels), tagger.model.word_vectors, 0)
    # 1c. the same comparison with the steps alternating (robust to a shared machine)
    inter_real, inter_bare = interleaved(tagger.model, data, batches[:args.interleaved],
                                         len(labels), tagger.model.word_vectors, 0)

    figures.update({
        "train_docs": args.docs, "train_sentences": summary["train_sentences"],
        "train_tokens": summary["train_tokens"], "steps": steps,
        "real_epoch_seconds": round(real_epoch, 2),
        "real_train_tagger_seconds": round(real_total, 2),
        "real_tokens_per_second": round(summary["train_tokens"] / real_epoch),
        "bare_seconds": round(bare_seconds, 2),
        "bare_tokens_per_second": round(summary["train_tokens"] / bare_seconds),
        "ratio_real_over_bare": round(real_epoch / bare_seconds, 3),
        "interleaved_steps": min(args.interleaved, steps),
        "interleaved_ratio": round(inter_real / inter_bare, 3),
    })
    rows += [
        ("train: real epoch (train_tagger)", f"{real_epoch:.1f} s", f"{figures['real_tokens_per_second']:,}"),
        ("train: bare nn.LSTM + torchcrf, same batches", f"{bare_seconds:.1f} s", f"{figures['bare_tokens_per_second']:,}"),
        ("train: ratio real / bare (goal <= 1.3)", f"{figures['ratio_real_over_bare']:.2f}x", ""),
        (f"train: ratio, {figures['interleaved_steps']} steps interleaved", f"{figures['interleaved_ratio']:.2f}x", ""),
    ]
    print(f"train: {args.docs} synth notes ({figures['train_tokens']:,} tokens, {steps} steps of 32)",
          file=sys.stderr)
    shutil.rmtree(model_dir.parent, ignore_errors=True)  # the tagger is loaded: a run leaves no model
    return tagger


def windows_of(test: pa.Table) -> list[pa.RecordBatch]:
    """The batches `tag` runs on: the benchmark's input batches joined as it joins them."""
    from deidkit.tag import WINDOW_ROWS, windows

    return list(windows(test.to_batches(max_chunksize=4096), WINDOW_ROWS))


def padding(tagger, test: pa.Table, batch_sentences: int) -> tuple[int, int, int]:
    """(batches, sentences run, padded tokens) of `tag` at ``batch_sentences``."""
    from deidkit.batching import inference_batches
    from deidkit.tag import batch_limits

    batches = sentences = padded = 0
    for window in windows_of(test):
        lengths = tagger.encode(window.column("tokens")).lengths
        for rows in inference_batches(lengths, **batch_limits(batch_sentences)):
            batches += 1
            sentences += len(rows)
            padded += len(rows) * int(lengths[rows].max())
    return batches, sentences, padded


def batch_curve(args, tagger, test: pa.Table, n_tokens: int) -> list[dict]:
    """`tag` (float32) at each of ``--batch-sentences``: tokens/s, batches, padding."""
    from deidkit.tag import tag

    curve = []
    for size in args.batch_sentences:
        batches, sentences, padded = padding(tagger, test, size)
        t0 = time.perf_counter()
        tagged = sum(b.num_rows for b in tag(iter(test.to_batches(max_chunksize=4096)), tagger,
                                             batch_sentences=size))
        seconds = time.perf_counter() - t0
        assert tagged == test.num_rows
        curve.append({"batch_sentences": size, "seconds": round(seconds, 2),
                      "tokens_per_second": round(n_tokens / seconds), "batches": batches,
                      "mean_sentences": round(sentences / batches, 1),
                      "padding_share": round(1 - n_tokens / padded, 4)})
    return curve


#: ``--features`` names -> the options of train_tagger.FeatureOptions they turn on.
FEATURES = {"base": {}, "char": {"char_embeddings": True}, "prefix": {"prefix_features": True},
            "context": {"context_ngrams": None}, "attention": {"attention": True}}


def feature_costs(args, emb, test: pa.Table, n_tokens: int) -> list[dict]:
    """Per configuration of ``--features``: one training epoch and `tag` over ``test``."""
    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag
    from deidkit.train_tagger import FeatureOptions, TrainingOptions, train_tagger

    train = corpus_helper.synth_tokens(args.docs, 1, args.cache)
    results = []
    for name in args.features:
        options = {k: (args.context_ngrams if v is None else v) for k, v in FEATURES[name].items()}
        model_dir = Path(tempfile.mkdtemp(prefix="bench-model-", dir=args.cache)) / "m"
        summary = train_tagger(train, model_dir=model_dir, embeddings=emb,
                               features=FeatureOptions(**options),
                               options=TrainingOptions(epochs=1, validation_fraction=0.0, seed=0,
                                                       threads=args.threads))
        tagger = load_tagger(model_dir, embeddings=emb)
        shutil.rmtree(model_dir.parent, ignore_errors=True)
        t0 = time.perf_counter()
        tagged = sum(b.num_rows for b in tag(iter(test.to_batches(max_chunksize=4096)), tagger))
        seconds = time.perf_counter() - t0
        assert tagged == test.num_rows
        results.append({"features": name, "options": options,
                        "train_tokens_per_second": round(summary["tokens_per_second"]),
                        "tag_tokens_per_second": round(n_tokens / seconds)})
    return results


def feature_rows(results: list[dict]) -> list[tuple]:
    base = next((r for r in results if r["features"] == "base"), None)

    def rel(r, key):
        return f" ({r[key] / base[key]:.2f}x base)" if base and r is not base else ""

    return [(f"features: {r['features']}" + "".join(f" {k}={v}" for k, v in r["options"].items()),
             f"train {r['train_tokens_per_second']:,}{rel(r, 'train_tokens_per_second')}",
             f"tag {r['tag_tokens_per_second']:,}{rel(r, 'tag_tokens_per_second')}")
            for r in results]


def main(argv=None, prog=None) -> int:
    ap = argparse.ArgumentParser(prog=prog, description=__doc__.split("\n\n")[0])
    ap.add_argument("--docs", type=int, default=2000, help="notes in the training corpus")
    ap.add_argument("--tag-docs", type=int, default=500, help="notes in the tagged corpus")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--interleaved", type=int, default=200,
                    help="steps of the interleaved real/bare comparison")
    ap.add_argument("--model", type=Path, default=None,
                    help="only measure `tag`, with this model directory of a BiLSTM-CRF "
                         "('fast': the shipped one)")
    ap.add_argument("--rounds", type=int, default=3,
                    help="interleaved rounds of the model-against-kernels comparison (the "
                         "fastest of each counts; default %(default)s)")
    ap.add_argument("--json", type=Path, default=Path("bench_tagger.json"),
                    help="write the figures here (default %(default)s)")
    ap.add_argument("--features", type=lambda s: s.split(","), default=None,
                    metavar="NAME,...",
                    help="also measure each of CEDI's features alone (one epoch + tag): any "
                         f"of {','.join(FEATURES)}")
    ap.add_argument("--context-ngrams", type=int, default=10,
                    help="N of the 'context' configuration (default %(default)s, CEDI's)")
    ap.add_argument("--batch-sentences", type=lambda s: [int(x) for x in s.split(",") if x],
                    default=[128, 256, 512, 1024, 2048, 4096], metavar="N,...",
                    help="also measure `tag` with each inference batch size, in sentences "
                         "(default %(default)s; '' for none)")
    corpus_helper.add_options(ap)
    args = ap.parse_args(argv)
    unknown = sorted(set(args.features or ()) - set(FEATURES))
    if unknown:
        ap.error(f"--features: unknown {', '.join(unknown)} (choose from {', '.join(FEATURES)})")

    import torch

    from deidkit.model_dirs import load_tagger
    from deidkit.tag import tag

    torch.set_num_threads(args.threads)
    args.cache.mkdir(parents=True, exist_ok=True)
    test = corpus_helper.synth_tokens(args.tag_docs, 2, args.cache)
    emb = corpus_helper.load_embeddings(args.embeddings)
    figures: dict = {"threads": args.threads}
    rows = []
    if args.model is None:
        tagger = train_part(args, emb, figures, rows)
    else:
        tagger = load_tagger(args.model, embeddings=emb)

    # 2. tag throughput
    test_batches = test.to_batches(max_chunksize=4096)
    n_tokens = pc.sum(pc.list_value_length(test["tokens"])).as_py()
    tag_seconds = {}
    for precision in ("float32", "bfloat16"):
        try:
            for _ in tag(iter(test_batches[:1]), tagger, precision=precision):  # warm-up
                pass
        except RuntimeError as exc:  # oneDNN has no bfloat16 LSTM of every shape on every CPU
            print(f"tag --precision {precision}: unavailable here ({str(exc)[:80]})",
                  file=sys.stderr)
            tag_seconds[precision] = None
            continue
        t0 = time.perf_counter()
        tagged = sum(b.num_rows for b in tag(iter(test_batches), tagger, precision=precision))
        tag_seconds[precision] = time.perf_counter() - t0
        assert tagged == test.num_rows

    # The settings before windows: each 4,096-row input batch alone, 128 sentences a batch.
    t0 = time.perf_counter()
    sum(b.num_rows for b in tag(iter(test_batches), tagger, window_rows=1, batch_sentences=128))
    tag_seconds["before"] = time.perf_counter() - t0

    from deidkit.decode import MAX_BATCH_SENTENCES

    bf16 = tag_seconds["bfloat16"]  # None where this CPU cannot run it
    like_for_like = kernels.measure(tagger, test, windows_of(test), MAX_BATCH_SENTENCES,
                                    args.rounds)
    figures.update({
        "batch_sentences": MAX_BATCH_SENTENCES,
        "tag_docs": args.tag_docs, "tag_sentences": test.num_rows, "tag_tokens": n_tokens,
        "tag_seconds": round(tag_seconds["float32"], 2),
        "tag_tokens_per_second": round(n_tokens / tag_seconds["float32"]),
        "tag_before_tokens_per_second": round(n_tokens / tag_seconds["before"]),
        "tag_bf16_seconds": bf16 and round(bf16, 2),
        "tag_bf16_tokens_per_second": bf16 and round(n_tokens / bf16),
        "model": str(args.model) if args.model is not None else "trained here (1 epoch)",
        "configured": like_for_like,
        "configured_tokens_per_second": round(n_tokens / like_for_like["wall"]["seconds"]["tag"]),
        "kernels_tokens_per_second": round(n_tokens / like_for_like["wall"]["kernels_seconds"]),
    })
    rows += [
        ("tag, float32, Viterbi (goal >= 100k tok/s)", f"{tag_seconds['float32']:.1f} s",
         f"{figures['tag_tokens_per_second']:,}"),
        ("tag, float32, before (4,096-row batches alone, 128 sentences)",
         f"{tag_seconds['before']:.1f} s", f"{figures['tag_before_tokens_per_second']:,}"),
        ("tag, --precision bfloat16", f"{bf16:.1f} s" if bf16 else "unavailable here",
         f"{figures['tag_bf16_tokens_per_second']:,}" if bf16 else ""),
    ]
    print(f"tag: {args.tag_docs} notes ({n_tokens:,} tokens), {args.threads} threads", file=sys.stderr)
    print(markdown_table(["what", "time", "tokens/s"], rows, "lrr"))
    load = like_for_like["loadavg_before"][0]
    print(f"\nthe model as configured against its kernels, best of {args.rounds} interleaved "
          f"rounds (load average {load:.2f} on {os.cpu_count()} cores)")
    print(markdown_table(["what", "CPU time", "wall time", "tokens/s (CPU)", "share of tag (CPU)"],
                         kernels.rows(like_for_like, n_tokens), "lrrrr"))
    if args.batch_sentences:
        figures["batch_curve"] = batch_curve(args, tagger, test, n_tokens)
        print()
        print(markdown_table(
            ["sentences per batch", "batches", "mean sentences", "padding", "tag tokens/s"],
            [(r["batch_sentences"], r["batches"], r["mean_sentences"],
              f"{100 * r['padding_share']:.1f}%", f"{r['tokens_per_second']:,}")
             for r in figures["batch_curve"]], "rrrrr"))
    if args.features:
        figures["features"] = feature_costs(args, emb, test, n_tokens)
        print()
        print(markdown_table(["configuration", "training tokens/s", "tag tokens/s"],
                             feature_rows(figures["features"]), "lrr"))
    write_json(args.json, figures)
    return 0
