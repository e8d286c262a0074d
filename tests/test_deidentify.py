"""`deidkit deidentify`: tokenize -> tag -> export in one process, the bytes the three-stage
pipe writes, and the pipe's errors: one line, exit 1 or 2, nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run
from tests.test_pipes import _pipeline


@pytest.fixture(scope="module")
def notes(tmp_path_factory):
    """Synth notes of two styles (style D's triage notes in capitals go to the uncased
    tagger) and a plain-text note, in one directory; a patient map of them."""
    tmp = tmp_path_factory.mktemp("deidentify")
    run(["synth", tmp / "notes", "--docs", "4", "--seed", "12"])
    run(["synth", tmp / "triage", "--docs", "2", "--seed", "5", "--style", "D"])
    for f in sorted((tmp / "triage").glob("*.xml")):
        f.rename(tmp / "notes" / f"D{f.name}")
    ids = sorted(p.stem for p in (tmp / "notes").glob("*.xml"))
    (tmp / "map.csv").write_text("doc_id,patient_id\n" + "".join(
        f"{d},{d.rsplit('-', 1)[0]}\n" for d in ids))
    return tmp


def _pipe(tmp: Path, notes, tag=(), export=()) -> bytes:
    """`deidkit tokenize NOTES | deidkit tag TAG | deidkit export EXPORT --source NOTES` in
    one process, through files: its stdout."""
    run(["tokenize", notes, "-o", tmp / "tokens.arrows"])
    run(["tag", tmp / "tokens.arrows", *tag, "-o", tmp / "tagged.arrows"])
    return run(["export", tmp / "tagged.arrows", "--source", notes, *export]).stdout_bytes


def _files(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir())}


def test_redacted_notes_are_the_bytes_of_the_pipe_over_os_pipes(notes, tmp_path):
    out, results = _pipeline(["tokenize", notes / "notes"], ["tag"],
                             ["export", "--format", "redacted", "--source", notes / "notes"])
    assert [code for code, _ in results] == [0, 0, 0], results
    got = run(["deidentify", notes / "notes"]).stdout_bytes
    assert got == out
    assert got.count(b"==> ") == 6 and b"[**" in got
    # to a directory: the files export writes
    run(["deidentify", notes / "notes", "-o", tmp_path / "mine"])
    run(["export", "-", "--format", "redacted", "--source", notes / "notes", "-o",
         tmp_path / "theirs"], input=_pipe_bytes(notes))
    assert _files(tmp_path / "mine") == _files(tmp_path / "theirs")
    assert len(_files(tmp_path / "mine")) == 6


def _pipe_bytes(notes) -> bytes:
    """The Arrow stream `deidkit tokenize NOTES | deidkit tag` writes."""
    out, results = _pipeline(["tokenize", notes / "notes"], ["tag"])
    assert [code for code, _ in results] == [0, 0], results
    return out


@pytest.mark.parametrize("tag", [
    ["--phi-threshold", "0.3", "--recognizers", "default,organization"],
    ["--no-propagate", "--uncased-model", "none", "--ensemble-model", "none"],
    ["--propagate-corpus", "--phi-threshold", "viterbi"],
])
def test_tag_options_run_as_in_the_pipe(notes, tmp_path, tag):
    want = _pipe(tmp_path, notes / "notes", tag=tag, export=["--format", "redacted"])
    assert run(["deidentify", notes / "notes", *tag]).stdout_bytes == want


def test_surrogate_notes_and_their_key_are_the_pipe_s(notes, tmp_path):
    patients = ["--patients", notes / "map.csv"]
    surrogate = ["--format", "surrogate", "--seed", "3", "--date-order", "dmy"]
    _pipe(tmp_path, notes / "notes", tag=patients,
          export=[*surrogate, *patients, "--key", tmp_path / "theirs.csv", "-o",
                  tmp_path / "theirs"])
    result = run(["deidentify", notes / "notes", *surrogate, *patients, "--key",
                  tmp_path / "mine.csv", "-o", tmp_path / "mine"])
    assert _files(tmp_path / "mine") == _files(tmp_path / "theirs")
    assert (tmp_path / "mine.csv").read_bytes() == (tmp_path / "theirs.csv").read_bytes()
    assert "exported 6 documents (" in result.stderr and "surrogates: " in result.stderr


def test_one_note_and_a_site_model(notes, tmp_path):
    """A plain-text note alone (written as it is, as export writes one document) with a
    model directory that is not the shipped one."""
    from tests.contract_cases.tag import biased_model

    model = biased_model(tmp_path, "silent", ["O", "B-PATIENT", "I-PATIENT"],
                         [20.0, 0.0, 0.0])
    note = tmp_path / "note.txt"
    note.write_text("Seen on 03/12/2089, MRN 7668078.\nCall 401-628-2552 .\n", encoding="utf-8")
    want = _pipe(tmp_path, note, tag=["--model", model], export=["--format", "redacted"])
    got = run(["deidentify", note, "--model", model]).stdout_bytes
    assert got == want == (b"Seen on [**DATE**], MRN [**MEDICALRECORD**].\n"
                           b"Call [**PHONE**] .\n")


def test_errors_are_one_line_and_write_nothing(notes, tmp_path):
    out = tmp_path / "out"
    cases = [
        (["deidentify", tmp_path / "nothing", "-o", out], 1,
         f"Error: {tmp_path / 'nothing'}: no such file or directory"),
        (["deidentify", "-", "-o", out], 2,
         "Error: deidentify reads notes from files or directories, not standard input "
         "('-'): export needs their texts"),
        (["deidentify", notes / "notes", "--key", tmp_path / "k.csv", "-o", out], 2,
         "Error: --key does not apply with --format redacted"),
        (["deidentify", notes / "notes", "--seed", "4", "-o", out], 2,
         "Error: --seed does not apply with --format redacted"),
        (["deidentify", notes / "notes", "--propagate-corpus", "--no-propagate", "-o", out], 2,
         "Error: --propagate-corpus does not apply with --no-propagate"),
        (["deidentify", notes / "notes", "--model", tmp_path / "no-model", "-o", out], 2,
         f"Error: model directory '{tmp_path / 'no-model'}' does not exist"),
    ]
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "1.xml").write_text('<?xml version="1.0"?><deIdi2b2><TEXT>oops', encoding="utf-8")
    cases.append((["deidentify", bad, "-o", out], 1,
                  f"Error: {bad / '1.xml'}: malformed XML (no element found: line 1, "
                  "column 41)"))
    for args, code, message in cases:
        result = run(args, expect=code)
        assert result.stderr.strip().splitlines()[-1] == message, args
        assert result.stdout_bytes == b""
        assert not out.exists()


def test_files_that_exist_are_kept_without_force(notes, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "100-01.txt").write_text("mine", encoding="utf-8")
    result = run(["deidentify", notes / "notes", "-o", out], expect=2)
    assert result.stderr.strip() == (f"Error: 1 of the 6 files to write exist in '{out}' "
                                     "(e.g. 100-01.txt); use --force to overwrite")
    assert _files(out) == {"100-01.txt": b"mine"}
    run(["deidentify", notes / "notes", "-o", out, "--force"])
    assert len(_files(out)) == 6 and (out / "100-01.txt").read_text() != "mine"


def test_help_starts_with_a_real_example_and_says_it_writes_note_text():
    import deidkit.cli.deidentify as module
    from tests.test_layers import MAX_COMMAND_LINES, command_body_lines

    text = run(["deidentify", "--help"]).stdout
    assert text.startswith("Usage: deidkit deidentify [OPTIONS] NOTES...\n\n"
                           "  deidkit deidentify notes/ -o redacted/\n")
    assert "The output HOLDS NOTE TEXT" in " ".join(text.split())
    assert "deidentify" in run(["--help"]).stdout
    assert command_body_lines(Path(module.__file__)) <= MAX_COMMAND_LINES
