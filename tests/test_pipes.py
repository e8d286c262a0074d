"""The README's pipeline as real processes over OS pipes (fairseq's test_binaries style):
`deidkit tokenize notes/ | deidkit tag | deidkit export --format redacted --source notes/`
streams Arrow IPC between three Python processes, and a reader that leaves early ends the
writer with the documented exit 141 and nothing on stderr."""

from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from tests.conftest import run

DEIDKIT = [sys.executable, "-m", "deidkit"]


@pytest.fixture(scope="module")
def notes(tmp_path_factory):
    path = tmp_path_factory.mktemp("pipes") / "notes"
    run(["synth", path, "--docs", "6", "--seed", "21", "--style", "B"])
    return path


def _pipeline(*stages):
    """Start ``stages`` (argument lists) as processes chained by OS pipes; returns the last
    one's stdout and every process's (exit code, stderr)."""
    procs, upstream = [], None
    for args in stages:
        p = subprocess.Popen(DEIDKIT + list(map(str, args)), stdin=upstream,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if upstream is not None:
            upstream.close()  # only the next process holds the read end: SIGPIPE works
        upstream = p.stdout
        procs.append(p)
    out = procs[-1].stdout.read()
    results = [(p.wait(), p.stderr.read().decode()) for p in procs]
    return out, results


def test_the_readme_pipeline_over_os_pipes_equals_the_stages_through_files(notes, tmp_path):
    out, results = _pipeline(["tokenize", notes], ["tag"],
                             ["export", "--format", "redacted", "--source", notes])
    assert [code for code, _ in results] == [0, 0, 0], results
    tokens, tagged = tmp_path / "t.arrows", tmp_path / "tagged.parquet"
    run(["tokenize", notes, "-o", tokens])
    run(["tag", tokens, "-o", tagged])
    files = run(["export", tagged, "--format", "redacted", "--source", notes]).stdout_bytes
    assert out == files
    text = out.decode()
    assert text.count("==> ") == 6 and "[**" in text
    # Bounded memory: the largest of the three processes (GloVe and the model included).
    peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    assert peak_mib < 3000, f"a pipeline process peaked at {peak_mib:.0f} MiB"


def test_a_reader_that_leaves_early_ends_the_writer_with_exit_141(tmp_path):
    notes = tmp_path / "many"
    run(["synth", notes, "--docs", "150", "--seed", "3"])  # far more than a pipe's buffer
    tokenize = subprocess.Popen(DEIDKIT + ["tokenize", str(notes)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE)
    head = subprocess.run(["head", "-c", "16"], stdin=tokenize.stdout, capture_output=True)
    tokenize.stdout.close()
    assert len(head.stdout) == 16
    assert tokenize.wait() == 141
    assert tokenize.stderr.read() == b""


def test_a_parquet_spooled_from_stdin_is_removed_when_the_command_fails(tmp_path):
    """Parquet from a pipe is spooled to a temporary file (it holds note text): a command
    that fails after opening it (here: on a neighbours table that is not one) leaves no
    copy behind."""
    import os

    run(["synth", tmp_path / "notes", "--docs", "2", "--seed", "3"])
    run(["tokenize", tmp_path / "notes", "-o", tmp_path / "t.parquet"])
    spool = tmp_path / "tmp"
    spool.mkdir()
    (tmp_path / "broken.parquet").write_bytes(b"not a table")
    done = subprocess.run([sys.executable, "-m", "deidkit", "pseudonymize", "--neighbors-table",
                           tmp_path / "broken.parquet"],
                          stdin=open(tmp_path / "t.parquet", "rb"), capture_output=True,
                          env={**os.environ, "TMPDIR": str(spool)})
    assert done.returncode == 1, done.stderr.decode()
    assert done.stderr.decode() == (f"Error: {tmp_path / 'broken.parquet'}: not a Parquet or "
                                    "Arrow IPC table (unrecognised first bytes)\n")
    assert sorted(p.name for p in spool.iterdir()) == []


def test_on_a_shared_terminal_only_the_first_stage_draws_its_bar(notes, tmp_path):
    """The stages of a pipeline write their bars to one terminal line: tokenize (reading
    files) draws; tag, reading the pipe, does not, and does when it reads a file."""
    import fcntl
    import os
    import pty
    import struct
    import termios

    def terminal_text(start) -> str:
        master, slave = pty.openpty()
        # 24 rows, 80 columns: tqdm draws nothing on a terminal of no width
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        procs = start(slave)
        os.close(slave)
        chunks = []
        while True:
            try:
                data = os.read(master, 4096)
            except OSError:  # EIO: every process holding the terminal has exited
                break
            if not data:
                break
            chunks.append(data)
        os.close(master)
        assert [p.wait() for p in procs] == [0] * len(procs)
        return b"".join(chunks).decode()

    def pipeline(slave):
        tokenize = subprocess.Popen(DEIDKIT + ["tokenize", str(notes)],
                                    stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                    stderr=slave)
        tag = subprocess.Popen(DEIDKIT + ["tag", "-o", str(tmp_path / "a.parquet")],
                               stdin=tokenize.stdout, stderr=slave)
        tokenize.stdout.close()
        return [tokenize, tag]

    text = terminal_text(pipeline)
    assert "tokenize: " in text and "doc/s]" in text
    assert "sentence/s]" not in text
    run(["tokenize", notes, "-o", tmp_path / "t.parquet"])
    text = terminal_text(lambda slave: [subprocess.Popen(
        DEIDKIT + ["tag", str(tmp_path / "t.parquet"), "-o", str(tmp_path / "b.parquet")],
        stdin=subprocess.DEVNULL, stderr=slave)])
    assert "tag: " in text and "sentence/s]" in text
