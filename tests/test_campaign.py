"""A campaign of bad inputs against every stage that reads a tokens table.

Each fault is generated from a small well-formed table and fed to every stage; the contract
is the same everywhere: exit 1, one line ``Error: <source>: <problem>`` naming the input
(and, for a bad sentence, its document and sentence), no traceback, no internal error, no
output written, and an output file that existed before left byte-identical. The first fault
is the privacy failure found by hand: a null label inside a labelled sentence, which one
stage read as "not PHI" and passed through verbatim.
"""

from __future__ import annotations

import importlib

import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deidkit import schemas
from tests.conftest import arrow_stream_bytes, run
from tests.contract_cases.tag import corpus_rows

#: Stages that read a tokens table from stdin (their contract case builds the rest).
STAGES = ["embed-neighbors", "pseudonymize", "train-tagger", "tag", "train-adversarial",
          "represent", "attack", "evaluate", "export", "self-train"]
#: Stages that write a file or directory named by their arguments, not to stdout.
OUTPUT_ARGS = {"train-tagger": "--model-dir", "train-adversarial": "--model-dir", "export": "-o",
               "self-train": "--model-dir"}


def _case(stage: str):
    return importlib.import_module(f"tests.contract_cases.{stage.replace('-', '_')}").CASE


def _table(rows: list[dict]) -> pa.Table:
    schema = schemas.TOKENS.arrow(include_optional=["starts", "ends", "predicted"])
    rows = [{**r, "predicted": r.get("predicted", r["labels"])} for r in rows]
    return pa.Table.from_pylist(rows, schema=schema)


def _rows() -> list[dict]:
    rows = corpus_rows(n_docs=8, sentences=4, seed=3)
    for r in rows:
        r["doc_id"] = "100-01" if r["doc_id"] == "doc0" else r["doc_id"]
    return rows


def _set(rows, index, **change):
    rows = [dict(r) for r in rows]
    rows[index].update(change)
    return rows


def _null_label(rows):
    # The first token of an entity, as in the case found: the PHI word that leaked.
    i = next(i for i, r in enumerate(rows) if r["labels"][1].startswith("B-"))
    labels = list(rows[i]["labels"])
    labels[1] = None
    return _set(rows, i, labels=labels), rows[i]


def _null_token(rows):
    tokens = list(rows[5]["tokens"])
    tokens[2] = None
    return _set(rows, 5, tokens=tokens), rows[5]


def _short_labels(rows):
    return _set(rows, 6, labels=rows[6]["labels"][:-1]), rows[6]


def _null_tokens_row(rows):
    return _set(rows, 7, tokens=None, starts=None, ends=None, labels=None, predicted=None), rows[7]


def _tokens_missing_beside_labels(rows):
    return _set(rows, 7, tokens=None, starts=None, ends=None), rows[7]


FAULTS = {
    "null label inside a labelled sentence": (_null_label, "null label inside a sentence that has labels"),
    "null token inside a sentence": (_null_token, "null token inside the sentence"),
    "labels shorter than tokens": (_short_labels, "tokens but"),
    "null tokens row": (_null_tokens_row, "null tokens list"),
    "tokens missing beside labels": (_tokens_missing_beside_labels,
                                     "the tokens are missing (null) but there are"),
}


def _expect_clean_failure(stage, args, stdin, tmp_path, message: str, name: str = "out"):
    """Run ``stage`` on ``stdin`` and check the failure contract; returns the error line."""
    out = tmp_path / name
    out.mkdir()
    if stage in OUTPUT_ARGS:
        # A model or export directory: nothing may appear at the target.
        target = out / "target"
        args = list(args)
        args[args.index(OUTPUT_ARGS[stage]) + 1] = str(target)
    else:
        target = out / "existing.parquet"
        target.write_bytes(b"previous run")
        args = [*args, "-o", str(target)] if stage != "attack" else args
    result = run([stage, *args], input=stdin, expect=None)
    lines = result.stderr.strip().splitlines()
    err = lines[-1] if lines else ""
    assert result.exit_code == 1, f"{stage}: exit {result.exit_code}: {result.stderr}"
    assert [line for line in lines if line.startswith("Error")] == [err], result.stderr
    assert err.startswith("Error: <stdin>: "), err
    assert "internal error" not in err and "Traceback" not in result.stderr, result.stderr
    assert message in err, f"{stage}: {err!r} lacks {message!r}"
    if stage in OUTPUT_ARGS:
        assert not target.exists(), f"{stage} left {target}"
    else:
        assert target.read_bytes() == b"previous run", f"{stage} damaged {target}"
    assert [p.name for p in out.iterdir()] == ([] if stage in OUTPUT_ARGS else [target.name]), \
        f"{stage} left temporary files"
    return err


#: tag passes a sentence without tokens through (null in, null out): not a fault there.
NOT_FAULTS = {("tag", "null tokens row")}


@pytest.mark.parametrize("stage,fault", [(s, f) for s in STAGES for f in FAULTS
                                         if (s, f) not in NOT_FAULTS])
def test_malformed_sentences_fail_closed_in_every_stage(stage, fault, tmp_path):
    make, message = FAULTS[fault]
    rows, bad = make(_rows())
    args = _case(stage).setup(tmp_path)
    err = _expect_clean_failure(stage, args, arrow_stream_bytes(_table(rows)), tmp_path, message)
    assert f"document {bad['doc_id']!r} sentence {bad['sentence']}" in err


@pytest.mark.parametrize("stage", STAGES)
def test_truncated_and_foreign_inputs(stage, tmp_path):
    data = arrow_stream_bytes(_table(_rows()))
    args = _case(stage).setup(tmp_path)
    _expect_clean_failure(stage, args, data[: len(data) // 2], tmp_path, "truncated or corrupt",
                          name="truncated")
    _expect_clean_failure(stage, args, b'<?xml version="1.0"?><deIdi2b2/>', tmp_path,
                          "looks like XML", name="xml")


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(offset=st.integers(min_value=0), length=st.integers(min_value=1, max_value=64),
       fill=st.binary(min_size=1, max_size=1))
def test_corrupted_parquet_never_passes_silently_into_pseudonymize(tmp_path_factory, offset,
                                                                    length, fill):
    # Overwritten bytes anywhere in a Parquet file: a clean one-line error, or (where the
    # bytes hit nothing that is read) the very output of the intact file.
    import io as _io

    import pyarrow.parquet as pq

    tmp = tmp_path_factory.mktemp("corrupt")
    args = _case("pseudonymize").setup(tmp)
    buf = _io.BytesIO()
    pq.write_table(_table(_rows()), buf, write_page_checksum=True)
    data = bytearray(buf.getvalue())
    offset %= len(data)
    data[offset:offset + length] = fill * min(length, len(data) - offset)
    intact = run(["pseudonymize", *args, "--seed", "1"], input=buf.getvalue())
    result = run(["pseudonymize", *args, "--seed", "1"], input=bytes(data), expect=None)
    err = result.stderr.strip()
    assert "internal error" not in err and "Traceback" not in err, err
    if result.exit_code == 0:
        assert result.stdout_bytes == intact.stdout_bytes, "corruption passed silently"
    else:
        assert result.exit_code == 1 and len(err.splitlines()) == 1, err
        assert err.startswith("Error: <stdin>: "), err


def test_train_tagger_on_a_full_disk_is_one_line_naming_the_model_and_leaves_nothing(tmp_path):
    """A file-size limit (as `ulimit -f`) makes the first checkpoint fail with EFBIG, as a
    full disk would with ENOSPC: one line naming where, exit 1, no directory left."""
    import resource
    import subprocess
    import sys

    from deidkit import io as dio
    from tests.conftest import tokens_table
    from tests.contract_cases.tag import corpus_rows, write_embeddings

    emb = write_embeddings(tmp_path / "tiny.txt")
    train = tmp_path / "train.parquet"
    dio.write_table(train, tokens_table(corpus_rows()))
    model = tmp_path / "out" / "model"
    model.parent.mkdir()

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))

    result = subprocess.run(
        [sys.executable, "-m", "deidkit", "train-tagger", str(train), "--model-dir", str(model),
         "--embeddings", str(emb), "--epochs", "2"],
        capture_output=True, text=True, preexec_fn=limit)
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert lines[-1] == (f"Error: {model}.partial: cannot write the training checkpoint (File "
                         f"too large); no model was written"), result.stderr
    assert [line for line in lines if line.startswith("Error")] == [lines[-1]]
    assert list(model.parent.iterdir()) == []
