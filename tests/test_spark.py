"""deidkit.spark in local mode: every stage gives the CLI's output on a tiny synth corpus."""

from __future__ import annotations

import os
import sys
from collections import Counter

import pytest

pytest.importorskip("pyspark")

import pyarrow as pa  # noqa: E402
import pyarrow.compute  # noqa: E402,F401

from deidkit import engines  # noqa: E402
from deidkit import spark as dspark  # noqa: E402
from deidkit.evaluate import evaluate_tokens  # noqa: E402
from tests.engine_case import (N, SEED, assert_tables_equal, canonical,  # noqa: E402
                               corpus_vote_case, load_example, read_dir)


@pytest.fixture(scope="module")
def case(engine_case):
    return engine_case


@pytest.fixture(scope="module")
def load_log(tmp_path_factory):
    return tmp_path_factory.mktemp("loads") / "loads.tsv"


@pytest.fixture(scope="module")
def spark(load_log):
    from pyspark.sql import SparkSession

    # PYSPARK_PYTHON is read where the session starts; the load log goes to the workers
    # through the executor environment (the JVM may have been started earlier, without it:
    # by the benchmark's smoke test)
    os.environ["PYSPARK_PYTHON"] = sys.executable
    session = (SparkSession.builder.master("local[2]").appName("deidkit-tests")
               .config("spark.ui.enabled", "false")
               .config(f"spark.executorEnv.{engines.LOAD_LOG_ENV}", str(load_log))
               .config("spark.sql.shuffle.partitions", "3")
               .config("spark.sql.execution.arrow.maxRecordsPerBatch", "4")
               .config("spark.driver.extraJavaOptions", "-XX:+UseSerialGC")
               .getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def _df(spark, table, partitions=3):
    return spark.createDataFrame(table.replace_schema_metadata(None)).repartition(partitions)


def test_tokenize_equals_the_cli(spark, case):
    got = dspark.to_arrow(dspark.tokenize(_df(spark, case.documents())))
    assert_tables_equal(got, case.tokens)


def test_tag_equals_the_cli_and_loads_the_model_once_per_worker(spark, case, load_log):
    # 3 partitions of batches of 4 sentences: many batches, at most 2 workers
    got = dspark.to_arrow(dspark.tag(_df(spark, case.tokens), case.model, propagate=False))
    assert_tables_equal(got, case.tagged)
    loads = [line.split("\t") for line in load_log.read_text().splitlines()
             if line.split("\t")[1] == "tagger"]
    per_worker = Counter(pid for pid, _, _ in loads)
    assert 1 <= len(per_worker) <= 2 and set(per_worker.values()) == {1}
    assert case.tokens.num_rows > 4 * 3 * 2  # so loading per batch would have shown


def test_tag_takes_the_clis_phi_threshold(spark, case, tmp_path):
    import pyarrow.parquet as pq

    from tests.conftest import run

    tokens = tmp_path / "tokens.parquet"
    pq.write_table(case.tokens, tokens)
    for value in ("0.3", "viterbi"):
        want = tmp_path / f"tagged-{value}.parquet"
        run(["tag", tokens, "--model", case.model, "--threads", "1", "--phi-threshold", value,
             "--no-propagate", "-o", want])
        got = dspark.to_arrow(dspark.tag(_df(spark, case.tokens), case.model,
                                         phi_threshold=value, propagate=False))
        assert_tables_equal(got, pq.read_table(want))


def _neighbors(case):
    import pyarrow.parquet as pq

    return pq.read_table(case.neighbors)


@pytest.mark.parametrize("name,options", [
    ("keep_ids", dict(shuffle=False, keep_ids=True)),
    ("no_shuffle", dict(shuffle=False)),
])
def test_pseudonymize_draws_equal_the_cli_row_for_row(spark, case, name, options):
    df = dspark.pseudonymize(_df(spark, case.tokens), _neighbors(case), n=N, seed=SEED,
                             **options)
    want = case.outputs[name]
    got = dspark.to_arrow(df)
    assert got.column_names == want.column_names
    assert_tables_equal(got, want)


def test_pseudonymize_shuffle_is_a_seeded_permutation_without_ids(spark, case):
    def shuffled(seed):
        df = dspark.pseudonymize(_df(spark, case.tokens), _neighbors(case), n=N, seed=seed)
        return canonical(dspark.to_arrow(df), order=("sentence",))

    got, want = shuffled(SEED), case.outputs["shuffled"]
    assert got.column_names == want.column_names  # no starts/ends
    assert set(got.column("doc_id").to_pylist()) == {"pseudonymized"}
    assert got.column("sentence").to_pylist() == list(range(want.num_rows))
    # the same sentences (the CLI's draws) in another order: Spark's own shuffle
    in_order = case.outputs["no_shuffle"].column("tokens").to_pylist()
    rows = got.column("tokens").to_pylist()
    assert sorted(rows) == sorted(in_order) and rows != in_order
    assert shuffled(SEED).equals(got)
    assert shuffled(SEED + 1).column("tokens").to_pylist() != rows


def test_represent_equals_the_cli_without_noise(spark, case):
    import numpy as np

    df = spark.createDataFrame(case.tokens.replace_schema_metadata(None)).coalesce(1)
    df = dspark.represent(df, case.adversarial, published_inference=True)
    want = case.outputs["represent"]
    got = dspark.to_arrow(df, want.schema)
    # representations carry no ids: compare in the input order (one partition keeps it)
    assert got.column("labels").to_pylist() == want.column("labels").to_pylist()
    assert got.column("casing").to_pylist() == want.column("casing").to_pylist()
    flat = [pa.compute.list_flatten(t.column("vectors")).combine_chunks().flatten()
            .to_numpy() for t in (got, want)]
    assert len(flat[0]) == len(flat[1]) and np.allclose(flat[0], flat[1], atol=1e-6)


def test_evaluate_sums_per_document_counts_to_the_exact_scores(spark, case):
    df = _df(spark, case.tagged)
    counts = dspark.to_arrow(dspark.evaluate_counts(df))
    assert counts.schema.equals(engines.counts_schema())
    assert set(counts.column("doc_id").to_pylist()) <= set(case.tokens.column("doc_id").to_pylist())
    got, want = dspark.evaluate(df), evaluate_tokens(case.tagged)
    assert got.keys() == want.keys()
    for ev in want:
        for cat in want[ev]:
            assert got[ev][cat] == pytest.approx(want[ev][cat], rel=1e-9, abs=1e-12), (ev, cat)
    assert want["token"]["all"]["tp"] + want["token"]["all"]["fn"] > 0


def _cli_tags(case, tmp_path, *extra) -> pa.Table:
    import pyarrow.parquet as pq

    from tests.conftest import run

    pq.write_table(case.tokens, tmp_path / "tokens.parquet")
    run(["tag", tmp_path / "tokens.parquet", "--model", case.model, "--threads", "1",
         "-o", tmp_path / "tagged.parquet", *extra])
    return pq.read_table(tmp_path / "tagged.parquet")


def test_tag_propagates_over_whole_documents_like_the_cli(spark, case, tmp_path):
    """_df's partitions cut documents (a round-robin repartition): with propagation the
    rows are re-partitioned by document first, so the output is `deidkit tag`'s."""
    want = _cli_tags(case, tmp_path)
    # propagation changes this case's predictions, so a partition-wise one would differ
    assert canonical(want).column("predicted") != canonical(case.tagged).column("predicted")
    assert_tables_equal(dspark.to_arrow(dspark.tag(_df(spark, case.tokens), case.model)), want)


def test_tag_propagates_across_each_patients_documents_like_the_cli(spark, case, tmp_path):
    docs = sorted(set(case.tokens.column("doc_id").to_pylist()))
    patients = {doc: doc.split("-")[0] for doc in docs}  # synth's PATIENT-VISIT names
    (tmp_path / "map.csv").write_text("doc_id,patient_id\n" + "".join(
        f"{doc},{patient}\n" for doc, patient in patients.items()))
    want = _cli_tags(case, tmp_path, "--patients", tmp_path / "map.csv")
    assert (canonical(want).column("predicted")
            != canonical(_cli_tags(case, tmp_path)).column("predicted"))
    got = dspark.to_arrow(dspark.tag(_df(spark, case.tokens), case.model, patients=patients))
    assert_tables_equal(got, want)


def test_tag_propagates_across_the_corpus_like_the_cli(spark, tmp_path):
    """Partitions cut the corpus's documents apart: the vote's passes merge them, so the
    output is `deidkit tag --propagate-corpus`'s."""
    tokens, model, within, want = corpus_vote_case(tmp_path)
    assert want.column("predicted").to_pylist()[2] == ["B-MEDICALRECORD", "O"]
    assert within.column("predicted").to_pylist()[2] == ["O", "O"]
    got = dspark.to_arrow(dspark.tag(_df(spark, tokens), model, propagate_corpus=True))
    assert_tables_equal(got, want)
    assert_tables_equal(dspark.to_arrow(dspark.tag(_df(spark, tokens), model)), within)
    with pytest.raises(ValueError, match=r"^propagation across a corpus follows propagation "
                                         r"within its documents \(propagate_corpus needs "
                                         r"propagate=True\)$"):
        dspark.tag(_df(spark, tokens), model, propagate=False, propagate_corpus=True)


def test_tag_patients_need_propagation(spark, case):
    with pytest.raises(ValueError, match="^a patient map applies to propagation only "
                                         r"\(patients needs propagate=True\)$"):
        dspark.tag(_df(spark, case.tokens), case.model, propagate=False, patients={"a": "1"})


@pytest.mark.parametrize("fmt", ["i2b2", "redacted"])
def test_export_equals_the_cli(spark, case, fmt):
    documents = _df(spark, case.documents())
    out = dspark.to_arrow(dspark.export(_df(spark, case.tagged), documents, fmt=fmt))
    got = dict(zip(out.column("doc_id").to_pylist(), out.column("content").to_pylist()))
    assert got == case.outputs[f"export-{fmt}"]


def test_example_deidentifies_a_directory_like_the_cli(spark, case, tmp_path):
    # with propagation, as `deidkit tag` by default: Spark's tokenize keeps each document's
    # rows in one partition, so propagating per partition is propagating per document
    from tests.conftest import run

    example = load_example("spark_deidentify")
    written = example.deidentify(spark, case.notes, case.model, tmp_path / "out")
    tagged = tmp_path / "tagged.parquet"
    run(["tokenize", case.notes, "-o", tmp_path / "tokens.parquet"])
    run(["tag", tmp_path / "tokens.parquet", "--model", case.model, "--threads", "1",
         "-o", tagged])
    run(["export", tagged, "--source", case.notes, "-o", tmp_path / "cli"])
    assert written == len(case.outputs["export-i2b2"])
    assert read_dir(tmp_path / "out") == read_dir(tmp_path / "cli")
