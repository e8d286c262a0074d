"""deidkit.ray_data on a local Ray: every stage gives the CLI's output on a tiny synth corpus."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("ray.data")

import numpy as np  # noqa: E402
import pyarrow.compute as pc  # noqa: E402
import pyarrow.parquet as pq  # noqa: E402

from deidkit import engines  # noqa: E402
from deidkit import ray_data as dray  # noqa: E402
from deidkit.evaluate import evaluate_tokens  # noqa: E402
from tests.conftest import run  # noqa: E402
from tests.engine_case import (N, SEED, assert_tables_equal, canonical,  # noqa: E402
                               corpus_vote_case, load_example, read_dir)


@pytest.fixture(scope="module")
def case(engine_case):
    return engine_case


@pytest.fixture(scope="module")
def load_log(tmp_path_factory):
    return tmp_path_factory.mktemp("loads") / "loads.tsv"


@pytest.fixture(scope="module")
def ray(load_log):
    import ray

    env = {engines.LOAD_LOG_ENV: str(load_log), "OMP_NUM_THREADS": "1"}
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": env})
    ctx = ray.data.DataContext.get_current()
    ctx.enable_progress_bars = False
    ctx.execution_options.preserve_order = True
    yield ray
    ray.shutdown()


#: actors of half a CPU, so that the tasks feeding them get the other one
ACTORS = {"concurrency": 2, "num_cpus": 0.5}


def _ds(ray, table, blocks=3):
    table = table.replace_schema_metadata(None)
    step = -(-table.num_rows // blocks)
    return ray.data.from_arrow([table.slice(i, step) for i in range(0, table.num_rows, step)])


def test_tokenize_equals_the_cli(ray, case):
    got = dray.to_arrow(dray.tokenize(_ds(ray, case.documents()), batch_size=2))
    assert_tables_equal(got, case.tokens)


def test_tag_equals_the_cli_and_loads_the_model_once_per_actor(ray, case, load_log):
    got = dray.to_arrow(dray.tag(_ds(ray, case.tokens), case.model, batch_size=4,
                                 propagate=False, **ACTORS))
    assert_tables_equal(got, case.tagged)
    loads = [line.split("\t") for line in load_log.read_text().splitlines()
             if line.split("\t")[1] == "tagger"]
    per_actor = Counter(pid for pid, _, _ in loads)
    assert 1 <= len(per_actor) <= 2 and set(per_actor.values()) == {1}
    assert case.tokens.num_rows > 4 * 2


def test_tag_propagates_over_whole_documents_like_the_cli(ray, case, tmp_path):
    """Blocks of a few rows cut every document; grouped by doc_id, each is propagated whole,
    so the output is `deidkit tag`'s with its default propagation."""
    pq.write_table(case.tokens, tmp_path / "tokens.parquet")
    run(["tag", tmp_path / "tokens.parquet", "--model", case.model, "--threads", "1",
         "-o", tmp_path / "tagged.parquet"])
    want = pq.read_table(tmp_path / "tagged.parquet")
    # propagation changes this case's predictions, so a block-wise one would differ
    assert canonical(want).column("predicted") != canonical(case.tagged).column("predicted")
    got = dray.to_arrow(dray.tag(_ds(ray, case.tokens, blocks=7), case.model, **ACTORS))
    assert_tables_equal(got, want)


def test_tag_propagates_across_each_patients_documents_like_the_cli(ray, case, tmp_path):
    """With a patient map, the rows are grouped by patient: `deidkit tag --patients`."""
    docs = sorted(set(case.tokens.column("doc_id").to_pylist()))
    patients = {doc: doc.split("-")[0] for doc in docs}  # synth's PATIENT-VISIT names
    assert len(set(patients.values())) < len(docs)
    (tmp_path / "map.csv").write_text("doc_id,patient_id\n" + "".join(
        f"{doc},{patient}\n" for doc, patient in patients.items()))
    pq.write_table(case.tokens, tmp_path / "tokens.parquet")
    for name, extra in (("docs", []), ("patients", ["--patients", tmp_path / "map.csv"])):
        run(["tag", tmp_path / "tokens.parquet", "--model", case.model, "--threads", "1",
             "-o", tmp_path / f"{name}.parquet"] + extra)
    want = pq.read_table(tmp_path / "patients.parquet")
    # across a patient's notes more is tagged than note by note, so grouping shows
    assert (canonical(want).column("predicted")
            != canonical(pq.read_table(tmp_path / "docs.parquet")).column("predicted"))
    got = dray.to_arrow(dray.tag(_ds(ray, case.tokens, blocks=7), case.model,
                                 patients=patients, **ACTORS))
    assert_tables_equal(got, want)


def test_tag_propagates_across_the_corpus_like_the_cli(ray, tmp_path):
    """Blocks cut the corpus's documents apart: the vote's passes merge them, so the
    output is `deidkit tag --propagate-corpus`'s."""
    tokens, model, within, want = corpus_vote_case(tmp_path)
    assert want.column("predicted").to_pylist()[2] == ["B-MEDICALRECORD", "O"]
    assert within.column("predicted").to_pylist()[2] == ["O", "O"]
    got = dray.to_arrow(dray.tag(_ds(ray, tokens, blocks=4), model, propagate_corpus=True,
                                 **ACTORS))
    assert_tables_equal(got, want)
    with pytest.raises(ValueError, match=r"^propagation across a corpus follows propagation "
                                         r"within its documents \(propagate_corpus needs "
                                         r"propagate=True\)$"):
        dray.tag(_ds(ray, tokens), model, propagate=False, propagate_corpus=True)


def test_tag_patients_need_propagation(ray, case):
    with pytest.raises(ValueError, match="^a patient map applies to propagation only "
                                         r"\(patients needs propagate=True\)$"):
        dray.tag(_ds(ray, case.tokens), case.model, propagate=False, patients={"a": "1"})


def test_tag_batch_size_applies_without_propagation_only(ray, case):
    with pytest.raises(ValueError, match="^batch_size applies without propagation only: "
                                         "with it, each document is tagged in one call$"):
        dray.tag(_ds(ray, case.tokens), case.model, batch_size=4)


@pytest.mark.parametrize("name,options", [
    ("keep_ids", dict(shuffle=False, keep_ids=True)),
    ("no_shuffle", dict(shuffle=False)),
])
def test_pseudonymize_draws_equal_the_cli_row_for_row(ray, case, name, options):
    ds = dray.pseudonymize(_ds(ray, case.tokens), pq.read_table(case.neighbors), n=N,
                           seed=SEED, **options, **ACTORS)
    assert_tables_equal(dray.to_arrow(ds), case.outputs[name])


def test_pseudonymize_shuffle_is_a_seeded_permutation_without_ids(ray, case):
    def shuffled(seed):
        ds = dray.pseudonymize(_ds(ray, case.tokens), pq.read_table(case.neighbors), n=N,
                               seed=seed, **ACTORS)
        return canonical(dray.to_arrow(ds), order=("sentence",))

    got, want = shuffled(SEED), case.outputs["shuffled"]
    assert got.column_names == want.column_names
    assert set(got.column("doc_id").to_pylist()) == {"pseudonymized"}
    assert got.column("sentence").to_pylist() == list(range(want.num_rows))
    in_order = case.outputs["no_shuffle"].column("tokens").to_pylist()
    rows = got.column("tokens").to_pylist()
    assert sorted(rows) == sorted(in_order) and rows != in_order
    # another seed, another order (checked on the sort key: a second Ray run costs ~30 s)
    keys = [dray._shuffle_key(case.tokens, seed=s).column("_shuffle").to_numpy()
            for s in (SEED, SEED, SEED + 1)]
    assert np.array_equal(keys[0], keys[1])
    assert not np.array_equal(np.argsort(keys[0]), np.argsort(keys[2]))


def test_represent_equals_the_cli_without_noise(ray, case):
    want = case.outputs["represent"]
    got = dray.to_arrow(dray.represent(_ds(ray, case.tokens), case.adversarial,
                                       published_inference=True, batch_size=4,
                                       **ACTORS), want.schema)
    assert got.column("labels").to_pylist() == want.column("labels").to_pylist()
    assert got.column("casing").to_pylist() == want.column("casing").to_pylist()
    flat = [pc.list_flatten(t.column("vectors")).combine_chunks().flatten().to_numpy()
            for t in (got, want)]
    assert len(flat[0]) == len(flat[1]) and np.allclose(flat[0], flat[1], atol=1e-6)


def test_evaluate_sums_per_document_counts_to_the_exact_scores(ray, case):
    got, want = dray.evaluate(_ds(ray, case.tagged)), evaluate_tokens(case.tagged)
    assert got.keys() == want.keys()
    for ev in want:
        for cat in want[ev]:
            assert got[ev][cat] == pytest.approx(want[ev][cat], rel=1e-9, abs=1e-12), (ev, cat)


@pytest.mark.parametrize("fmt", ["i2b2", "redacted"])
def test_export_equals_the_cli(ray, case, fmt):
    out = dray.to_arrow(dray.export(_ds(ray, case.tagged), _ds(ray, case.documents()),
                                   fmt=fmt))
    got = dict(zip(out.column("doc_id").to_pylist(), out.column("content").to_pylist()))
    assert got == case.outputs[f"export-{fmt}"]


def test_example_deidentifies_a_directory_like_the_cli(ray, case, tmp_path):
    """The example's files are those of `deidkit tokenize | tag | export` with tag's
    defaults (propagation on)."""
    run(["tokenize", case.notes, "-o", tmp_path / "tokens.parquet"])
    run(["tag", tmp_path / "tokens.parquet", "--model", case.model, "--threads", "1",
         "-o", tmp_path / "tagged.parquet"])
    run(["export", tmp_path / "tagged.parquet", "--source", case.notes, "--format",
         "redacted", "-o", tmp_path / "want"])
    want = read_dir(tmp_path / "want")
    assert want != case.outputs["export-redacted"]  # propagation shows in the files
    example = load_example("ray_deidentify")
    written = example.deidentify(case.notes, case.model, tmp_path / "out", fmt="redacted",
                                 actors=1)
    assert written == len(want)
    assert read_dir(tmp_path / "out") == want
