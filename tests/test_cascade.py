"""The cascade (deidkit.pipeline.cascade): a fast tagger settles the sentences it is sure
hold no PHI; the others go on to the model. Taggers whose bias alone decides (one says O
everywhere, one PATIENT everywhere) make every routing decision visible in the labels."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from deidkit.errors import ConfigError, DataError
from deidkit.models.pipeline_file import PIPELINE_FILE, PipelineRecord, read_pipeline
from deidkit.pipeline import Deidentifier
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table
from tests.contract_cases.tag import biased_model
from tests.test_tag_defences import note_rows

LABELS = ["O", "B-PATIENT", "I-PATIENT"]
ALONE = {"recognizers": [], "propagate": {"documents": False, "corpus": False}}


@pytest.fixture(scope="module")
def models(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("cascade")
    return {"silent": biased_model(tmp, "silent", LABELS, [20.0, 0.0, 0.0]),
            "loud": biased_model(tmp, "loud", LABELS, [0.0, 20.0, 0.0]),
            "other": biased_model(tmp, "other", ["O", "B-DATE", "I-DATE"], [20.0, 0.0, 0.0])}


def _loud_site(tmp_path, fast: str | None, settle_below: float = 0.5, **fields) -> Path:
    """A copy of the loud model whose pipeline.json names ``fast`` as its cascade."""
    site = tmp_path / "site"
    shutil.copytree(fields.pop("source"), site)
    record = {"schema": "deidkit.pipeline/1", **ALONE, **fields}
    if fast is not None:
        record["cascade"] = {"tagger": fast, "settle_below": settle_below}
    (site / PIPELINE_FILE).write_text(json.dumps(record), encoding="utf-8")
    return site


def _table():
    # sentence 0 and 2 have casing; sentence 1 is all lowercase (never settled)
    return tokens_table(note_rows("a", ["Seen in Clinic today .", "seen by dr holmes today",
                                        "Walked Home with Anna ."]))


def _predicted(table):
    return table.column("predicted").to_pylist()


def test_settled_sentences_are_o_and_sentences_without_casing_go_on(tmp_path, models):
    site = _loud_site(tmp_path, str(models["silent"]), source=models["loud"])
    deid = Deidentifier.from_dir(site)
    out = deid.tag_batch(_table().to_batches()[0])
    assert _predicted(out) == [["O"] * 5, ["B-PATIENT"] * 5, ["O"] * 5]
    # through the CLI, with the metadata naming the fast tagger and its threshold
    table = read_arrow_output(run(["tag", "--model", site, "--probabilities"],
                                  input=arrow_stream_bytes(_table())).stdout_bytes)
    assert _predicted(table) == _predicted(out)
    metadata = table.schema.metadata
    assert metadata[b"deidkit.cascade"] == str(models["silent"]).encode()
    assert metadata[b"deidkit.cascade_settle_below"] == b"0.5"
    # the settled tokens' PHI probability is the fast tagger's (about e^-20), the others
    # the model's
    probabilities = table.column("phi_probability").to_pylist()
    assert max(probabilities[0] + probabilities[2]) < 1e-6
    assert min(probabilities[1]) > 0.99


def test_a_fast_tagger_that_settles_nothing_changes_nothing(tmp_path, models):
    site = _loud_site(tmp_path, str(models["loud"]), source=models["loud"])
    table = arrow_stream_bytes(_table())
    cascaded = run(["tag", "--model", site], input=table).stdout_bytes
    alone = run(["tag", "--model", site, "--cascade", "none"], input=table).stdout_bytes
    assert _predicted(read_arrow_output(cascaded)) == [["B-PATIENT"] * 5] * 3
    assert _predicted(read_arrow_output(cascaded)) == _predicted(read_arrow_output(alone))
    assert b"deidkit.cascade" not in read_arrow_output(alone).schema.metadata


def test_the_option_names_another_fast_tagger(tmp_path, models):
    site = _loud_site(tmp_path, str(models["loud"]), source=models["loud"])
    out = read_arrow_output(run(["tag", "--model", site, "--cascade", models["silent"]],
                                input=arrow_stream_bytes(_table())).stdout_bytes)
    assert _predicted(out)[0] == ["O"] * 5


@pytest.mark.parametrize("cascade, message", [
    ({"tagger": "default"}, "'cascade' must be null or an object of 'tagger' and "
                            "'settle_below'"),
    ({"tagger": "", "settle_below": 0.1}, "'cascade.tagger' must be \"default\" or a model "
                                          "directory"),
    ({"tagger": "default", "settle_below": 1.0}, "'cascade.settle_below' must be a number in "
                                                 "(0, 1), got 1.0"),
    ({"tagger": "default", "settle_below": "low"}, "'cascade.settle_below' must be a number "
                                                   "in (0, 1), got \"low\""),
])
def test_a_bad_cascade_is_one_line_naming_the_directory_and_the_field(tmp_path, models,
                                                                     cascade, message):
    site = _loud_site(tmp_path, None, source=models["loud"], cascade=cascade)
    with pytest.raises(DataError) as error:
        Deidentifier.from_dir(site)
    assert str(error.value) == f"{site}: pipeline.json: {message}"


def test_a_fast_tagger_must_predict_the_models_labels(tmp_path, models):
    site = _loud_site(tmp_path, str(models["other"]), source=models["loud"])
    result = run(["tag", "--model", site], input=arrow_stream_bytes(_table()), expect=2)
    assert result.stderr == (f"Error: --cascade: {models['other']} must predict the labels "
                             "of the model (O, B-PATIENT, I-PATIENT), not its own (O, B-DATE, "
                             "I-DATE)\n")
    with pytest.raises(ConfigError, match="is not a model directory"):
        Deidentifier.from_dir(site, cascade=str(tmp_path))


def test_a_cascade_is_written_and_read_back_and_inherited_absolute(tmp_path):
    from deidkit.models.pipeline_file import inherited, write_pipeline

    record = PipelineRecord(phi_threshold=0.05, cascade="fast", settle_below=0.01)
    write_pipeline(tmp_path / PIPELINE_FILE, record)
    assert read_pipeline(tmp_path) == record
    assert json.loads((tmp_path / PIPELINE_FILE).read_text())["cascade"] == {
        "tagger": "fast", "settle_below": 0.01}
    child = inherited(record, tmp_path, source_config={}, config={})
    assert child.cascade == str((tmp_path / "fast").resolve())
    assert "cascade" not in PipelineRecord().to_json()
