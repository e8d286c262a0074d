"""The de-identifier built from a model directory's pipeline.json (deidkit.pipeline): the
file and its checks, what a directory without one runs, the overrides, and `deidkit tag`'s
output unchanged by it, byte for byte."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from deidkit.errors import ConfigError, DataError
from deidkit.models.pipeline_file import (PIPELINE_FILE, PipelineRecord, read_pipeline,
                                          write_pipeline)
from deidkit.pipeline import Deidentifier
from deidkit.pipeline.checks import CLI, FLAGS, KEYWORDS, PipelineError, check_propagation
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model
from tests.test_tag_defences import note_rows

LABELS = ["O", "B-PATIENT", "I-PATIENT"]


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    """``silent`` says O everywhere, ``loud`` PATIENT everywhere (p > 0.99 each)."""
    tmp = tmp_path_factory.mktemp("pipeline")
    return {"silent": biased_model(tmp, "silent", LABELS, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", LABELS, [0.0, 20.0, 0.0])}


def _site(tmp_path, models, **fields) -> Path:
    """A copy of the silent model with a pipeline.json of ``fields`` (JSON values)."""
    import shutil

    site = tmp_path / "site"
    shutil.copytree(models["silent"], site)
    record = {"schema": "deidkit.pipeline/1", **fields}
    (site / PIPELINE_FILE).write_text(json.dumps(record), encoding="utf-8")
    return site


def _table():
    return tokens_table(note_rows("a", ["MRN 7668078 ; seen", "seen by dr holmes today"])
                        + note_rows("b", ["7668078 again", "Holmes Walked Home"]))


# ---------------------------------------------------------------------------------------
# The file

def test_a_record_is_written_and_read_back(tmp_path):
    record = PipelineRecord(uncased="../u", ensemble="default", phi_threshold=0.05,
                            ensemble_phi_threshold=0.1, recognizers=("default", "organization"),
                            propagate=True, propagate_corpus=True, precision="bfloat16")
    write_pipeline(tmp_path / PIPELINE_FILE, record)
    assert read_pipeline(tmp_path) == record
    assert json.loads((tmp_path / PIPELINE_FILE).read_text())["schema"] == "deidkit.pipeline/1"
    assert read_pipeline(tmp_path / "elsewhere") is None


@pytest.mark.parametrize("fields, message", [
    ({"schema": "deidkit.pipeline/2"},
     "schema 'deidkit.pipeline/2' is not one this deidkit reads ('deidkit.pipeline/1')"),
    ({"threshold": 0.1}, "unknown field 'threshold' (fields: schema, taggers, phi_threshold, "
                         "ensemble_phi_threshold, recognizers, propagate, rules, cascade, "
                         "precision, about)"),
    ({"precision": "float16"}, "'precision' must be null, \"float32\" or \"bfloat16\", got "
                               "\"float16\""),
    ({"about": "two\nlines"}, "'about' must be one line of text (at most 300 characters)"),
    ({"taggers": {"model": "../other"}},
     "'taggers.model' must be \".\": the tagger of the directory holding pipeline.json"),
    ({"taggers": {"second": "x"}},
     "'taggers' must be an object of 'model', 'uncased' and 'ensemble'"),
    ({"taggers": {"uncased": 3}},
     "'taggers.uncased' must be null, \"default\" or a model directory"),
    ({"taggers": {"ensemble": "default"}},
     "an ensemble averages its members' marginals: it needs a PHI threshold ('phi_threshold' "
     "or 'ensemble_phi_threshold'), not the Viterbi labels"),
    ({"ensemble_phi_threshold": 0.1},
     "'ensemble_phi_threshold' is the threshold of an ensemble: 'taggers.ensemble' names none"),
    ({"phi_threshold": 1.5}, "'phi_threshold' must be null (the Viterbi labels) or a number in "
                             "[0, 1), got 1.5"),
    ({"phi_threshold": True}, "'phi_threshold' must be null (the Viterbi labels) or a number "
                              "in [0, 1), got true"),
    ({"recognizers": "default"}, "'recognizers' must be a list of recognizer names ([] for "
                                 "none)"),
    ({"propagate": {"documents": False, "corpus": True}},
     "propagation across a corpus follows propagation within its documents "
     "('propagate.corpus' needs 'propagate.documents')"),
    ({"propagate": {"patients": True}},
     "'propagate' must be an object of 'documents' and 'corpus', each true or false"),
])
def test_a_bad_pipeline_is_one_line_naming_the_directory_and_the_field(tmp_path, models,
                                                                      fields, message):
    site = _site(tmp_path, models, **fields)
    with pytest.raises(DataError) as error:
        Deidentifier.from_dir(site)
    assert str(error.value) == f"{site}: pipeline.json: {message}"
    result = run(["tag", "--model", site], input=arrow_stream_bytes(_table()), expect=1)
    assert result.stderr == f"Error: {site}: pipeline.json: {message}\n"


@pytest.mark.parametrize("native", [True, False])
def test_a_pipelines_bfloat16_runs_where_the_device_has_it(tmp_path, models, monkeypatch,
                                                           native):
    """``precision: bfloat16`` runs so (and says so in the output) where the device has
    bfloat16 arithmetic, float32 elsewhere; ``--precision`` overrides it either way."""
    import deidkit.devices as devices

    monkeypatch.setattr(devices, "bfloat16_native", lambda device: native)
    site = _site(tmp_path, models, precision="bfloat16")
    deid = Deidentifier.from_dir(site)
    assert deid.precision == ("bfloat16" if native else "float32")
    assert deid.metadata().get("deidkit.precision") == ("bfloat16" if native else None)
    assert Deidentifier.from_dir(site, precision="float32").precision == "float32"
    assert Deidentifier.from_dir(site, precision="bfloat16").precision == "bfloat16"
    assert Deidentifier.from_dir(models["silent"]).precision == "float32"  # no pipeline.json
    for option, expected in (([], b"bfloat16" if native else None),
                             (["--precision", "float32"], None),
                             (["--precision", "bfloat16"], b"bfloat16")):
        tagged = read_arrow_output(run(["tag", "--model", site, *option],
                                       input=arrow_stream_bytes(_table())).stdout_bytes)
        assert tagged.schema.metadata.get(b"deidkit.precision") == expected, option


def test_a_pipeline_that_is_not_json_or_names_an_unknown_recognizer(tmp_path, models):
    site = _site(tmp_path, models, recognizers=["default", "horoscope"])
    with pytest.raises(DataError, match=r"^.*site: pipeline.json: 'recognizers': unknown "
                                        r"recognizer 'horoscope'; use 'none', 'default' or"):
        Deidentifier.from_dir(site)
    (site / PIPELINE_FILE).write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match=r"site: pipeline.json is not valid JSON \("):
        Deidentifier.from_dir(site)


# ---------------------------------------------------------------------------------------
# What runs

def test_a_directory_without_a_pipeline_runs_its_model_alone_at_its_operating_point(models):
    from deidkit.model_dirs import pipeline_of

    assert pipeline_of(models["silent"]) == PipelineRecord()
    deid = Deidentifier.from_dir(models["silent"])
    assert (deid.taggers.uncased, deid.taggers.ensemble) == (None, None)
    assert deid.pipeline.phi_threshold is None and deid.pipeline.propagate
    assert deid.recognizers == Deidentifier.from_dir(models["silent"],
                                                     recognizers="default").recognizers


def test_the_pipeline_of_a_site_model_is_what_tag_runs(tmp_path, models):
    import shutil

    shutil.copytree(models["loud"], tmp_path / "second")
    site = _site(tmp_path, models, taggers={"model": ".", "uncased": None,
                                            "ensemble": "../second"},
                 phi_threshold=0.7, ensemble_phi_threshold=0.4, recognizers=[],
                 propagate={"documents": False, "corpus": False})
    deid = Deidentifier.from_dir(site)
    assert deid.taggers.ensemble_dir == site / "../second"
    assert deid.recognizers == () and not deid.pipeline.propagate
    # the pair's mean p(PHI), 1/2, is above its threshold: PATIENT everywhere
    out = pa.Table.from_batches(list(deid.tag_batches(_table().to_batches())))
    assert all(x != "O" for p in out["predicted"].to_pylist() for x in p)
    metadata = deid.metadata()
    assert (metadata["deidkit.phi_threshold"], metadata["deidkit.ensemble_phi_threshold"],
            metadata["deidkit.recognizers"], metadata["deidkit.propagate"]) == (
        "0.7", "0.4", "none", "off")
    # the command runs the same pipeline and records it
    cli = read_arrow_output(run(["tag", "--model", site],
                                input=arrow_stream_bytes(_table())).stdout_bytes)
    assert cli["predicted"].to_pylist() == out["predicted"].to_pylist()
    assert {k.decode(): v.decode() for k, v in cli.schema.metadata.items()
            if k.decode() in metadata} == metadata
    # options override the file: the model alone, its threshold, the defences on
    deid = Deidentifier.from_dir(site, ensemble_model="none", phi_threshold="0.9",
                                 recognizers="default", propagate=True)
    assert deid.taggers.ensemble is None and deid.pipeline.phi_threshold == 0.9
    out = pa.Table.from_batches(list(deid.tag_batches(_table().to_batches())))
    assert out["predicted"].to_pylist()[0] == ["O", "B-MEDICALRECORD", "O", "O"]
    # the Viterbi labels leave the pipeline's ensemble out
    assert Deidentifier.from_dir(site, phi_threshold="viterbi").taggers.ensemble is None


def test_tag_batch_is_tag_batches_on_whole_documents(models):
    deid = Deidentifier.from_dir(models["silent"], probabilities=True)
    batch = _table().to_batches()[0]
    assert deid.tag_batch(batch).equals(pa.Table.from_batches(
        list(deid.tag_batches(_table().to_batches(max_chunksize=1)))).to_batches()[0])


def test_the_fast_model_names_its_companions_and_operating_points():
    from deidkit.model_dirs import fast_model_dir, pipeline_of, shipped_companion_dir
    from deidkit.models.checkpoint import read_config

    record = read_pipeline(fast_model_dir())
    assert record == pipeline_of("fast")
    # its companions are its subdirectories: a copy of the directory is the whole model
    assert (record.uncased, record.ensemble) == ("uncased", "ensemble")
    assert shipped_companion_dir("uncased") == fast_model_dir() / "uncased"
    assert shipped_companion_dir("ensemble") == fast_model_dir() / "ensemble"
    assert record.recognizers == ("default",) and record.propagate
    assert not record.propagate_corpus and record.cascade is None
    # the operating points the shipped configs record (what tag used before pipeline.json)
    assert record.phi_threshold == read_config(fast_model_dir())["tagging"]["phi_threshold"]
    assert record.ensemble_phi_threshold == \
        read_config(shipped_companion_dir("ensemble"))["tagging"]["phi_threshold"]
    deid = Deidentifier.from_dir("fast", phi_threshold="0.2")
    assert (deid.taggers.uncased_dir, deid.taggers.ensemble_dir) == (
        shipped_companion_dir("uncased"), shipped_companion_dir("ensemble"))
    assert deid.taggers.ensemble_threshold == 0.2


def test_the_default_model_is_the_encoder_behind_the_fast_models_cascade():
    """The default: a fine-tuned encoder with the fast model's tagger of sentences without
    casing and no second member, at the threshold it was judged at (0.01, below the one its
    training recorded), the fast model settling sentences."""
    from deidkit.model_dirs import (default_model_dir, fast_model_dir, pipeline_of,
                                    shipped_companion_dir)
    from deidkit.models.checkpoint import model_kind, read_config
    from deidkit.pipeline.cascade import resolve_cascade

    record = read_pipeline(default_model_dir())
    assert record == pipeline_of("default") == pipeline_of(None)
    config = read_config(default_model_dir())
    assert model_kind(config) == "encoder"
    assert (record.uncased, record.ensemble, record.ensemble_phi_threshold) == (
        "default", None, None)
    assert shipped_companion_dir("uncased") == fast_model_dir() / "uncased"
    assert (record.cascade, record.settle_below, record.phi_threshold) == ("default", 0.01, 0.01)
    assert config["tagging"]["phi_threshold"] > record.phi_threshold
    assert record.recognizers == ("default",) and record.propagate
    assert record.precision == "bfloat16"  # where the device has it
    for spec in (None, "auto", "default", "fast"):
        assert resolve_cascade(spec, "default", record.cascade) == fast_model_dir()
    assert resolve_cascade("none", "default", record.cascade) is None


def test_tag_help_reads_the_shipped_models_facts_from_its_pipeline():
    """What `tag --help` says of the shipped model is its pipeline.json's, not a text of its
    own: the model's one line, its operating point and its cascade."""
    import click

    from deidkit.model_dirs import default_model_dir
    from deidkit.models.pipeline_file import inherited

    record = read_pipeline(default_model_dir())
    assert record.about and record.about.startswith("e9: all-MiniLM-L6-v2 fine-tuned")
    # (click may wrap a line at a hyphen)
    help_text = " ".join(run(["tag", "--help"]).stdout.split()).replace("- ", "-")
    assert f"the model that ships with deidkit ({record.about}; PHI threshold 0.01; with its " \
           "tagger of sentences without casing and fast tagger of a cascade)" in help_text
    assert "{shipped}" not in click.unstyle(help_text)
    # a model fine-tuned from it is another model: the line is not inherited
    assert inherited(record, default_model_dir(), source_config={}, config={}).about is None


@pytest.mark.parametrize("name", ["default", "fast"])
def test_a_copy_of_a_shipped_model_runs_its_whole_pipeline(tmp_path, name):
    """`cp -r` of a shipped directory: `tag --model COPY` runs the copy's own companions
    (the fast model's), or the shipped fast model as its cascade (the default's, named
    "default"), at the shipped operating points, and tags as the shipped model does."""
    import shutil

    from deidkit.model_dirs import fast_model_dir, resolve_model_dir

    copy = tmp_path / "copy"
    shutil.copytree(resolve_model_dir(name), copy)
    data = arrow_stream_bytes(_table())
    shipped = read_arrow_output(run(["tag", "--model", name, "--probabilities"],
                                    input=data).stdout_bytes)
    copied = read_arrow_output(run(["tag", "--model", copy, "--probabilities"],
                                   input=data).stdout_bytes)
    metadata = {k.decode(): v.decode() for k, v in copied.schema.metadata.items()}
    expected = ({"deidkit.tagger": str(copy),
                 "deidkit.uncased_model": str(fast_model_dir() / "uncased"),
                 "deidkit.ensemble_model": "none", "deidkit.cascade": str(fast_model_dir()),
                 "deidkit.cascade_settle_below": "0.01", "deidkit.phi_threshold": "0.01",
                 "deidkit.ensemble_phi_threshold": None} if name == "default" else
                {"deidkit.tagger": str(copy), "deidkit.uncased_model": str(copy / "uncased"),
                 "deidkit.ensemble_model": str(copy / "ensemble"),
                 "deidkit.phi_threshold": "0.05", "deidkit.ensemble_phi_threshold": "0.1"})
    assert {key: metadata.get(key) for key in expected} == expected
    assert ("deidkit.cascade" in metadata) == (name == "default")
    for column in ("predicted", "phi_probability", "phi_source"):
        assert copied[column].equals(shipped[column]), column


def test_the_subdirectories_a_pipeline_names(tmp_path):
    """What replacing a model keeps: the subdirectories its pipeline.json names as taggers,
    by a relative path or an absolute one into the directory; not "default", not a
    directory elsewhere, not the directory itself."""
    from deidkit.models.pipeline_file import named_subdirectories

    target = tmp_path / "m"
    record = PipelineRecord(uncased="u/v", ensemble=str(target / "e"), phi_threshold=0.1,
                            cascade="default", settle_below=0.01)
    write_pipeline(tmp_path / PIPELINE_FILE, record)
    assert named_subdirectories(tmp_path, target) == {"u", "e"}
    for uncased, ensemble in (("../u", "default"), (".", str(tmp_path)), (None, "./x/../y")):
        write_pipeline(tmp_path / PIPELINE_FILE, PipelineRecord(
            uncased=uncased, ensemble=ensemble, phi_threshold=0.1))
        assert named_subdirectories(tmp_path, target) == ({"y"} if uncased is None else set())
    (tmp_path / PIPELINE_FILE).write_text("{")
    assert named_subdirectories(tmp_path, target) == set()


# ---------------------------------------------------------------------------------------
# The checks, in one place

def test_one_check_of_propagation_in_each_callers_words():
    for spelling, patients, corpus in (
            (CLI, "--patients does not apply with --no-propagate",
             "--propagate-corpus does not apply with --no-propagate"),
            (FLAGS, "a patient map applies to propagation only (--patients needs --propagate)",
             "propagation across a corpus follows propagation within its documents "
             "(--propagate-corpus needs --propagate)"),
            (KEYWORDS, "a patient map applies to propagation only (patients needs "
                       "propagate=True)",
             "propagation across a corpus follows propagation within its documents "
             "(propagate_corpus needs propagate=True)")):
        with pytest.raises(PipelineError) as error:
            check_propagation(propagate=False, patients={}, spelling=spelling)
        assert str(error.value) == patients
        with pytest.raises(PipelineError) as error:
            check_propagation(propagate=False, propagate_corpus=True, spelling=spelling)
        assert str(error.value) == corpus
        # a usage error on the command line, a ValueError for keyword arguments
        assert isinstance(error.value, ConfigError) and isinstance(error.value, ValueError)
    check_propagation(propagate=True, patients={}, propagate_corpus=True, spelling=CLI)


def test_propagation_a_pipeline_turns_off_is_named_by_the_option_needed(tmp_path, models):
    site = _site(tmp_path, models, propagate={"documents": False, "corpus": False})
    (tmp_path / "map.csv").write_text("doc_id,patient_id\na,1\nb,1\n")
    result = run(["tag", "--model", site, "--patients", tmp_path / "map.csv"],
                 input=arrow_stream_bytes(_table()), expect=2)
    assert result.stderr == ("Error: a patient map applies to propagation only (--patients "
                             "needs --propagate)\n")
    out = read_arrow_output(run(["tag", "--model", site, "--patients", tmp_path / "map.csv",
                                 "--propagate"], input=arrow_stream_bytes(_table())).stdout_bytes)
    assert out.schema.metadata[b"deidkit.propagate"] == b"patients"


# ---------------------------------------------------------------------------------------
# `deidkit tag`'s output, before and after the pipeline: the same bytes

#: SHA-256 of `deidkit tag`'s output on the corpus of
#: test_tag_output_is_what_it_was_before_the_pipeline, the paths of the package written
#: <deidkit>. First written by deidkit before deidkit.pipeline (commit 6c1aa81); written
#: again on 2026-12-03, when a sentence that opens with a capital gained casing (the
#: triage notes' seed moved from 3 to 2, so that sentences in capitals still hold PHI for
#: the uncased tagger) and the metadata's recognizers gained ``demographics``; and again
#: when they gained ``generic_units``, which makes "Endocrine Clinic" (a unit every
#: hospital has, a DEPARTMENT in synth's style A) O in every case that runs it: that is
#: all that changed in ``predicted`` (``bare``, without recognizers, kept its digest).
BEFORE = {
    "default": "9169a6db14ad2865eb386994ca0aee343defe0b8b09d222d93c72bb4a4872278",
    "viterbi": "011764ab4cf3287b935e0ebb99ba7011572c6c2d67b8ed7d08683b89eca32949",
    "bare": "d65e88c13b50482e66d215e0f9a54987771aa19accd8857fafc9ed1f7968b933",
    "corpus": "8cd22690c36a6204fd477a11dca342acd58e9e458c74fd9947293963c2f43bec",
    "alone": "53a1f9271d6d538183973658b1668be1a87d14ff64cb35a301768bc0db0ac4a1",
    "patients": "eb849b915f5f312052450e8d4910458e5b0ae20859add9889ea4e9fbd76eec22",
}
CASES = {
    "default": [],
    "viterbi": ["--phi-threshold", "viterbi"],
    "bare": ["--phi-threshold", "0.3", "--recognizers", "none", "--no-propagate"],
    "corpus": ["--propagate-corpus", "--recognizers", "default,organization"],
    "alone": ["--uncased-model", "none", "--ensemble-model", "none"],
    "patients": ["--patients", "map.csv"],
}


def _digest(data: bytes) -> str:
    """SHA-256 of an Arrow stream of `tag` with the package's paths written <deidkit> (the
    only bytes that depend on where deidkit is installed; the shipped companions' as they
    were before they moved into the model's directory, the fast model's by the place it had
    as the default), without the ``phi_source``
    column that came after and without the command's own parameters in its provenance (a
    new option of `tag` adds one there; what ran is in the other metadata keys and the
    columns)."""
    import deidkit

    table = ipc.open_stream(data).read_all()
    assert "phi_source" in table.column_names
    table = table.drop_columns(["phi_source"])
    package = str(Path(deidkit.__file__).parent)
    metadata = {k.decode(): v.decode().replace(package, "<deidkit>")
                for k, v in table.schema.metadata.items()}
    # the fast model was the default when the digests were written, and its companions,
    # since moved into its directory, had places of their own
    if metadata["deidkit.tagger"] == "<deidkit>/fast_model":
        metadata["deidkit.tagger"] = "<deidkit>/default_model"
    for role in ("uncased", "ensemble"):
        key = f"deidkit.{role}_model"
        if metadata[key] == f"<deidkit>/fast_model/{role}":
            metadata[key] = f"<deidkit>/default_{role}_model"
    provenance = json.loads(metadata["deidkit.provenance"])
    del provenance["parameters"]
    metadata["deidkit.provenance"] = json.dumps(provenance, sort_keys=True)
    table = table.replace_schema_metadata(metadata)
    sink = pa.BufferOutputStream()
    with ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return hashlib.sha256(sink.getvalue().to_pybytes()).hexdigest()


def test_tag_output_is_what_it_was_before_the_pipeline(tmp_path, monkeypatch):
    """The fast model (the default when the digests were written) with its companions and
    defences, on synth notes of styles A and D (triage notes in capitals: the uncased
    tagger), through its pipeline.json."""
    monkeypatch.chdir(tmp_path)
    run(["synth", "notes", "--docs", "4", "--seed", "5"])
    run(["synth", "triage", "--docs", "2", "--seed", "2", "--style", "D"])
    for f in sorted(Path("triage").glob("*.xml")):
        f.rename(Path("notes") / f"D{f.name}")
    run(["tokenize", "notes", "-o", "tokens.parquet"])
    ids = sorted(p.stem for p in Path("notes").glob("*.xml"))
    Path("map.csv").write_text("doc_id,patient_id\n" + "".join(
        f"{d},{d.rsplit('-', 1)[0]}\n" for d in ids))
    outputs = {name: run(["tag", "tokens.parquet", "--model", "fast", *args]).stdout_bytes
               for name, args in CASES.items()}
    assert {name: _digest(data) for name, data in outputs.items()} == BEFORE
    for name, data in outputs.items():
        _check_sources(ipc.open_stream(data).read_all(), name)
    # --probabilities adds its column and changes nothing else. (The column's own bytes are
    # not pinned: the last bits of a float move with the numerical libraries' builds.)
    data = run(["tag", "tokens.parquet", "--model", "fast", "--probabilities"]).stdout_bytes
    table = ipc.open_stream(data).read_all()
    probabilities = table["phi_probability"].to_pylist()
    assert [len(p) for p in probabilities] == [len(t) for t in table["tokens"].to_pylist()]
    assert all(0.0 <= p <= 1.0 for sentence in probabilities for p in sentence)
    flagged = [p for ps, sources in zip(probabilities, table["phi_source"].to_pylist())
               for p, source in zip(ps, sources) if source == "model"]
    assert flagged and min(flagged) >= 0.05  # the model alone flags at its threshold or above
    stream = pa.BufferOutputStream()
    with ipc.new_stream(stream, table.schema.remove(table.schema.get_field_index(
            "phi_probability"))) as writer:
        writer.write_table(table.drop_columns(["phi_probability"]))
    assert _digest(stream.getvalue().to_pybytes()) == BEFORE["default"]


def _check_sources(table: pa.Table, case: str) -> None:
    """``phi_source`` agrees with ``predicted``: a PHI token names a source and no veto; a
    token left O names none, or a veto, or members of the ensemble alone (outvoted by
    their mean)."""
    seen = set()
    for labels, sources in zip(table["predicted"].to_pylist(), table["phi_source"].to_pylist()):
        for label, value in zip(labels, sources):
            names = value.split("|") if value else []
            seen.update(names)
            vetoed = any(n.startswith("veto:") for n in names)
            if label != "O":
                assert names and not vetoed, (case, label, value)
            elif names and not vetoed:
                assert set(names) <= {"model", "ensemble"}, (case, value)
    meta = table.schema.metadata
    assert "model" in seen and ("recognizer:date" in seen) == (case != "bare")
    assert ("uncased" in seen) == (meta[b"deidkit.uncased_model"] != b"none")
    assert ("ensemble" in seen) == (meta[b"deidkit.ensemble_model"] != b"none")


def test_report_reads_the_threshold_tag_recorded(tmp_path, models):
    """`deidkit report` marks the operating point a tagged table records, read by the module
    that writes it; a value that is not a number is one line naming the table."""
    import pyarrow.parquet as pq

    from deidkit.pipeline.metadata import recorded_threshold

    site = _site(tmp_path, models, phi_threshold=0.25)
    tagged = read_arrow_output(run(["tag", "--model", site, "--probabilities"],
                                   input=arrow_stream_bytes(_table())).stdout_bytes)
    assert recorded_threshold(tagged.schema) == 0.25
    broken = tagged.replace_schema_metadata({**tagged.schema.metadata,
                                             b"deidkit.phi_threshold": b"low"})
    pq.write_table(broken, tmp_path / "broken.parquet")
    result = run(["report", tmp_path / "broken.parquet", "-o", tmp_path / "r.html"], expect=1)
    assert result.stderr == (f"Error: {tmp_path / 'broken.parquet'}: metadata "
                             "'deidkit.phi_threshold' is not a number\n")
    assert not (tmp_path / "r.html").exists()
