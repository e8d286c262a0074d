"""Every place that tags flags the same tokens: `deidkit tokenize | deidkit tag`, the spaCy
component, Spark and Ray, each through the Deidentifier of the shipped model (its
pipeline.json: the encoder behind the fast model's cascade, the recognizers,
propagation), on real notes nobody on the project wrote (MTSamples
transcriptions, examples/mtsamples-dev) and on a synth corpus; and name the same sources
of each flag (`phi_source`: Spark and Ray write the column, the spaCy component puts the
sources of a span's tokens on the span)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pyarrow as pa
import pytest

from deidkit import io as dio
from deidkit.evaluate.tokens import FlatTokens
from tests.conftest import run
from tests.engine_case import assert_tables_equal

REAL = Path(__file__).resolve().parents[1] / "examples" / "mtsamples-dev" / "annotated.jsonl"


@pytest.fixture(scope="module")
def notes(tmp_path_factory):
    """Twelve real notes (the first of the development sample, with PHI or not) and four
    synth notes of style B, as text files; the CLI's tokens and tags of them."""
    tmp = tmp_path_factory.mktemp("same")
    notes = tmp / "notes"
    notes.mkdir()
    for line in REAL.read_text(encoding="utf-8").splitlines()[:12]:
        doc = json.loads(line)
        (notes / f"{doc['doc_id']}.txt").write_text(doc["text"], encoding="utf-8")
    run(["synth", tmp / "synth", "--docs", "4", "--seed", "8", "--style", "B"])
    from deidkit.evaluate import read_xml_dir

    for doc_id, doc in read_xml_dir(tmp / "synth", role="gold standard").items():
        (notes / f"synth-{doc_id}.txt").write_text(doc.text, encoding="utf-8")
    run(["tokenize", notes, "-o", tmp / "tokens.parquet"])
    run(["tag", tmp / "tokens.parquet", "--threads", "1", "-o", tmp / "tagged.parquet"])
    texts = {p.stem: p.read_text(encoding="utf-8") for p in sorted(notes.glob("*.txt"))}
    return tmp, texts, dio.read_table(tmp / "tagged.parquet")


def _documents(texts) -> pa.Table:
    return pa.table({"doc_id": list(texts),
                     "text": pa.array([t.encode("utf-8") for t in texts.values()], pa.binary())})


def _spans(table: pa.Table) -> dict[str, list[tuple[int, int, str, tuple[str, ...]]]]:
    """(start, end, TYPE, sources) of each PHI span per document, from tokens, their labels
    and the sources of its tokens, in the order `phi_source` lists them."""
    import pyarrow.compute as pc

    order = ("model", "ensemble", "uncased", "recognizer:", "propagation", "veto:")
    flat = FlatTokens(table, label_columns=("predicted",), offsets=True)
    values = pc.list_flatten(table["phi_source"]).to_pylist()
    found: dict[str, list] = {d: [] for d in flat.doc_ids.tolist()}
    for span in flat.spans("predicted"):
        names = {n for v in values[span.first:span.last + 1] for n in v.split("|") if n}
        assert names, "a PHI span whose tokens name no source"
        ranked = sorted(names, key=lambda n: (next(i for i, o in enumerate(order)
                                                   if n.startswith(o)), n))
        found[span.doc_id].append((*flat.offsets(span), span.type, tuple(ranked)))
    return found


def _flagged(table: pa.Table) -> int:
    return sum(x != "O" for p in table.column("predicted").to_pylist() if p for x in p)


def test_the_cli_flags_phi_on_the_real_notes(notes):
    from deidkit.model_dirs import fast_model_dir

    _, _, tagged = notes
    assert _flagged(tagged) > 100
    # the shipped pipeline: the encoder behind the fast model's cascade, with the fast
    # model's tagger of sentences without casing and no second member
    meta = tagged.schema.metadata
    assert meta[b"deidkit.cascade"] == str(fast_model_dir()).encode()
    assert (meta[b"deidkit.ensemble_model"], meta[b"deidkit.uncased_model"]) == (
        b"none", str(fast_model_dir() / "uncased").encode())
    named = {n for values in tagged["phi_source"].to_pylist() for v in values
             for n in v.split("|") if n}
    assert {"model", "recognizer:date"} <= named


def test_the_spacy_component_flags_the_cli_s_spans(notes):
    import spacy

    import deidkit.spacy_component  # noqa: F401  (registers the factory)

    _, texts, tagged = notes
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"threads": 1})
    found = {d: [(*s._.deidkit_offsets, s.label_, s._.deidkit_sources)
                 for s in doc.spans["phi"]]
             for d, doc in zip(texts, nlp.pipe(list(texts.values()), batch_size=5))}
    assert found == _spans(tagged)


def test_spark_flags_the_cli_s_tokens(notes):
    pytest.importorskip("pyspark")
    from pyspark.sql import SparkSession

    from deidkit import spark as dspark

    _, texts, tagged = notes
    os.environ["PYSPARK_PYTHON"] = sys.executable
    session = (SparkSession.builder.master("local[2]").appName("deidkit-same-flags")
               .config("spark.ui.enabled", "false")
               .config("spark.sql.shuffle.partitions", "3")
               .config("spark.driver.extraJavaOptions", "-XX:+UseSerialGC").getOrCreate())
    session.sparkContext.setLogLevel("ERROR")
    try:
        documents = session.createDataFrame(_documents(texts)).repartition(3)
        got = dspark.to_arrow(dspark.tag(dspark.tokenize(documents), "default"))
    finally:
        session.stop()  # the Spark tests start their own, with their settings
    assert_tables_equal(got, tagged)


def test_ray_flags_the_cli_s_tokens(notes):
    pytest.importorskip("ray.data")
    import ray

    from deidkit import ray_data as dray

    _, texts, tagged = notes
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
                 runtime_env={"env_vars": {"OMP_NUM_THREADS": "1"}})
    try:
        ray.data.DataContext.get_current().enable_progress_bars = False
        table = _documents(texts)
        ds = ray.data.from_arrow([table.slice(0, 8), table.slice(8)])
        got = dray.to_arrow(dray.tag(dray.tokenize(ds, batch_size=3), "default",
                                     concurrency=2, num_cpus=0.5))
        assert_tables_equal(got, tagged)
    finally:
        if started:
            ray.shutdown()
