"""Reading and writing Arrow tables by the I/O rules of docs/data-contract.md.

Output (:func:`open_output`):

* a path: format by suffix (``.parquet`` Parquet, ``.arrow`` Arrow IPC file, ``.arrows`` Arrow
  IPC stream), written to a temporary file in the same directory and renamed on success, so
  a failed run never leaves a partial file;
* no path or ``-``: stdout. A terminal is refused; a regular file (``> x.parquet``) gets
  Parquet (buffered in a temporary file and copied on success, so a failure leaves it empty);
  anything else (a pipe) gets an Arrow IPC *stream*, flushed batch by batch so that
  ``a | b | c`` runs in bounded memory.

Input (:func:`open_input`) is sniffed from its first bytes: ``PAR1`` Parquet, ``\\xff\\xff\\xff\\xff``
Arrow IPC stream, ``ARROW1`` Arrow IPC file. Parquet and Arrow files need random access, so
from a pipe they are first spooled to a temporary file.
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import io
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

import pyarrow as pa
import pyarrow.ipc as ipc
import pyarrow.parquet as pq

from deidkit.errors import ConfigError, DataError, OutputError

STDIN_NAME = "<stdin>"
STDOUT_NAME = "<stdout>"

PARQUET_MAGIC = b"PAR1"
ARROW_FILE_MAGIC = b"ARROW1"
ARROW_STREAM_MAGIC = b"\xff\xff\xff\xff"

#: Rows (sentences) per batch when reading Parquet: small enough to stream, large enough
#: to amortise per-batch overhead.
READ_BATCH_ROWS = 4096

SUFFIX_FORMATS = {".parquet": "parquet", ".arrow": "arrow-file", ".arrows": "arrow-stream"}


def is_stdio(path) -> bool:
    return path is None or str(path) == "-"


# ---------------------------------------------------------------------------------------
# Input

class TableReader:
    """An Arrow table being read batch by batch. Iterating yields ``pa.RecordBatch``es."""

    def __init__(self, source: str, fmt: str, schema: pa.Schema, batches: Iterator[pa.RecordBatch],
                 cleanup=None, num_rows: int | None = None):
        self.source = source
        self.format = fmt
        self.schema = schema
        self.num_rows = num_rows  # known for Parquet and Arrow files, None for streams
        self._batches = batches
        self._cleanup = cleanup
        self._consumed = False

    def __iter__(self) -> Iterator[pa.RecordBatch]:
        if self._consumed:
            raise RuntimeError(f"{self.source} has already been read")
        self._consumed = True
        try:
            for batch in self._batches:
                yield batch
        except (pa.ArrowException, OSError, EOFError) as exc:
            if isinstance(exc, BrokenPipeError):
                raise
            raise DataError(f"truncated or corrupt {self.format} data ({_short(exc)})",
                            source=self.source) from exc
        finally:
            self.close()

    def read_all(self) -> pa.Table:
        return pa.Table.from_batches(list(self), schema=self.schema)

    def close(self) -> None:
        if self._cleanup is not None:
            cleanup, self._cleanup = self._cleanup, None
            cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _describe_bad_magic(head: bytes) -> str:
    if not head:
        return "empty input (0 bytes); expected Parquet or Arrow IPC data"
    stripped = head.lstrip()
    if stripped.startswith(b"<"):
        return "this looks like XML, not a Parquet or Arrow table (use `deidkit tokenize` on i2b2 XML)"
    return "not a Parquet or Arrow IPC table (unrecognised first bytes)"


def open_input(path=None, *, kind: str | None = None, require: Iterable[str] = ()) -> TableReader:
    """Open a Parquet / Arrow file, or standard input for ``None`` or ``-``. With ``kind``
    (a :mod:`deidkit.schemas` kind) the schema is validated as that kind, with the optional
    columns ``require`` names, and the reader closed if it is not one."""
    reader = _open(path)
    if kind is not None:
        from deidkit import schemas

        try:
            schemas.validate(reader.schema, kind, source=reader.source, require=require)
        except BaseException:
            reader.close()
            raise
    return reader


def check_stdin_once(paths) -> None:
    """A ConfigError when more than one of ``paths`` is standard input (``-``)."""
    if list(paths).count("-") > 1:
        raise ConfigError("standard input can be read only once")


def _open(path) -> TableReader:
    if is_stdio(path):
        return _open_stdin()
    p = Path(path)
    source = str(path)
    if p.is_dir():
        raise DataError("is a directory, expected a Parquet or Arrow file", source=source)
    try:
        with open(p, "rb") as fh:
            head = fh.read(8)
    except FileNotFoundError:
        raise DataError("no such file", source=source) from None
    except OSError as exc:
        raise DataError(f"cannot read ({exc.strerror or exc})", source=source) from None
    return _open_path(p, head, source)


def _open_path(p: Path, head: bytes, source: str, cleanup=None) -> TableReader:
    try:
        if head.startswith(PARQUET_MAGIC):
            # Page checksums (written by TableWriter) catch bytes altered inside a data page,
            # which would otherwise read back as silently different offsets or labels.
            pf = pq.ParquetFile(p, page_checksum_verification=True)
            return TableReader(source, "Parquet", pf.schema_arrow,
                               pf.iter_batches(batch_size=READ_BATCH_ROWS, use_threads=False),
                               cleanup=_chain(pf.close, cleanup), num_rows=pf.metadata.num_rows)
        if head.startswith(ARROW_FILE_MAGIC):
            mm = pa.memory_map(str(p), "r")
            reader = ipc.open_file(mm)
            batches = (reader.get_batch(i) for i in range(reader.num_record_batches))
            return TableReader(source, "Arrow IPC file", reader.schema, batches,
                               cleanup=_chain(mm.close, cleanup), num_rows=None)
        if head.startswith(ARROW_STREAM_MAGIC):
            fh = open(p, "rb")
            return _open_stream(fh, source, cleanup=_chain(fh.close, cleanup))
    # UnicodeDecodeError: a corrupted column name in the Parquet footer (pyarrow decodes
    # the column paths as UTF-8 when the file is opened)
    except (pa.ArrowException, OSError, UnicodeDecodeError) as exc:
        if cleanup:
            cleanup()
        raise DataError(f"truncated or corrupt {'Parquet' if head.startswith(PARQUET_MAGIC) else 'Arrow'} "
                        f"data ({_short(exc)})", source=source) from exc
    if cleanup:
        cleanup()
    raise DataError(_describe_bad_magic(head), source=source)


def _chain(*fns):
    def run():
        for fn in fns:
            if fn is not None:
                fn()
    return run


def _open_stream(fh: BinaryIO, source: str, cleanup=None) -> TableReader:
    try:
        reader = ipc.open_stream(fh)
    except (pa.ArrowException, OSError) as exc:
        if cleanup:
            cleanup()
        raise DataError(f"truncated or corrupt Arrow IPC stream ({_short(exc)})", source=source) from exc
    return TableReader(source, "Arrow IPC stream", reader.schema, iter(reader), cleanup=cleanup)


class _Prefixed(io.RawIOBase):
    """A read-only stream that yields ``prefix`` and then the rest of ``stream``."""

    def __init__(self, prefix: bytes, stream: BinaryIO):
        self._prefix = prefix
        self._stream = stream

    def readable(self):
        return True

    def readinto(self, buffer):
        n = len(buffer)
        if self._prefix:
            chunk, self._prefix = self._prefix[:n], self._prefix[n:]
        else:
            chunk = self._stream.read(n)
        buffer[:len(chunk)] = chunk
        return len(chunk)


def _read_head(stream: BinaryIO, n: int) -> bytes:
    head = b""
    while len(head) < n:
        chunk = stream.read(n - len(head))
        if not chunk:
            break
        head += chunk
    return head


def _stdin_binary() -> BinaryIO:
    return getattr(sys.stdin, "buffer", sys.stdin)


def _open_stdin() -> TableReader:
    stream = _stdin_binary()
    head = _read_head(stream, 8)
    if head.startswith(ARROW_STREAM_MAGIC):
        return _open_stream(io.BufferedReader(_Prefixed(head, stream), buffer_size=1 << 16), STDIN_NAME)
    if head.startswith(PARQUET_MAGIC) or head.startswith(ARROW_FILE_MAGIC):
        # Parquet's footer is at the end: spool the pipe to a temporary file first.
        tmp = tempfile.NamedTemporaryFile(prefix="deidkit-stdin-", suffix=".bin", delete=False)
        # It holds the input (note text): removed at exit even if a command fails before
        # it closes the reader.
        atexit.register(_unlink, tmp.name)
        try:
            tmp.write(head)
            shutil.copyfileobj(stream, tmp, 1 << 20)
            tmp.close()
        except BaseException:
            tmp.close()
            os.unlink(tmp.name)
            raise
        return _open_path(Path(tmp.name), head, STDIN_NAME, cleanup=lambda: _unlink(tmp.name))
    raise DataError(_describe_bad_magic(head), source=STDIN_NAME)


def _unlink(name: str) -> None:
    try:
        os.unlink(name)
    except FileNotFoundError:
        pass


def read_table(path=None) -> pa.Table:
    """The whole table at ``path`` (or stdin) in memory."""
    return open_input(path).read_all()


# ---------------------------------------------------------------------------------------
# Output

def output_format(path=None) -> str:
    """``parquet``, ``arrow-file`` or ``arrow-stream`` for ``path`` (``None``/``-`` = stdout).

    Raises ConfigError for an unknown suffix or when stdout is a terminal: call it before
    doing any work so that a usage mistake costs nothing.
    """
    if not is_stdio(path):
        suffix = Path(str(path)).suffix.lower()
        if suffix not in SUFFIX_FORMATS:
            raise ConfigError(f"cannot tell the output format of '{path}' from its suffix: "
                              "use .parquet, .arrow (Arrow IPC file) or .arrows (Arrow IPC stream)")
        return SUFFIX_FORMATS[suffix]
    out = sys.stdout
    if isatty(out):
        raise ConfigError("refusing to write binary Arrow data to a terminal: "
                          "use -o FILE, or redirect or pipe standard output")
    if _is_regular_file(out):
        return "parquet"
    return "arrow-stream"


def isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _is_regular_file(stream) -> bool:
    try:
        return stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, ValueError, OSError, io.UnsupportedOperation):
        return False


class TableWriter:
    """Writes record batches to a file or stdout; nothing appears at the target until
    :meth:`close` succeeds (for files). Use as a context manager: an exception aborts."""

    def __init__(self, path, schema: pa.Schema):
        self.path = None if is_stdio(path) else Path(str(path))
        self.target = STDOUT_NAME if self.path is None else str(path)
        self.format = output_format(path)
        self.schema = schema
        self.rows = 0
        self._tmp_name: str | None = None
        self._sink = None
        self._writer = None
        self._closed = False
        if self.path is None and self.format == "arrow-stream":
            # A pipe: write straight through, flushing each batch.
            self._sink = _stdout_binary()
        else:
            directory = self.path.parent if self.path is not None else None
            if directory is not None and not directory.is_dir():
                raise ConfigError(f"cannot write '{self.path}': directory '{directory}' does not exist")
            name = f".{self.path.name}." if self.path is not None else ".deidkit-stdout."
            with self._errors():
                fd, self._tmp_name = tempfile.mkstemp(prefix=name, suffix=".tmp",
                                                      dir=str(directory) if directory else None)
            self._sink = os.fdopen(fd, "wb")
        try:
            with self._errors():
                if self.format == "parquet":
                    self._writer = pq.ParquetWriter(self._sink, schema, compression="zstd",
                                                    write_page_checksum=True)
                elif self.format == "arrow-file":
                    self._writer = ipc.new_file(self._sink, schema)
                else:
                    self._writer = ipc.new_stream(self._sink, schema)
                    self._flush()
        except BaseException:
            self.abort()
            raise

    @contextlib.contextmanager
    def _errors(self):
        """OS errors name the target the user gave, not the hidden temporary file."""
        try:
            yield
        except OSError as exc:
            if isinstance(exc, BrokenPipeError) or exc.errno == errno.EPIPE:
                raise
            raise OutputError(f"cannot write ({exc.strerror or _short(exc)})",
                              source=self.target) from exc

    def _flush(self):
        if self.path is None and self.format == "arrow-stream":
            self._sink.flush()

    def write(self, batch: pa.RecordBatch | pa.Table) -> None:
        if isinstance(batch, pa.Table):
            for b in batch.to_batches():
                self.write(b)
            return
        if batch.num_rows == 0:
            return
        if not batch.schema.equals(self.schema, check_metadata=False):
            batch = _align(batch, self.schema)
        with self._errors():
            self._writer.write_batch(batch)
            self._flush()
        self.rows += batch.num_rows

    def close(self) -> None:
        """Finish the file and move it into place (or copy it to a redirected stdout)."""
        if self._closed:
            return
        with self._errors():
            self._writer.close()
            if self._tmp_name is None:
                self._closed = True
                self._sink.flush()
                return
            self._sink.close()
            if self.path is not None:
                _chmod_default(self._tmp_name)
                os.replace(self._tmp_name, self.path)
            else:
                out = _stdout_binary()
                with open(self._tmp_name, "rb") as fh:
                    shutil.copyfileobj(fh, out, 1 << 20)
                out.flush()
                _unlink(self._tmp_name)
        self._closed = True
        self._tmp_name = None

    def abort(self) -> None:
        """Drop everything written so far (a file target is left untouched)."""
        self._closed = True
        if self._writer is not None and self._tmp_name is not None:
            try:
                self._writer.close()
            except Exception:
                pass
        if self._tmp_name is not None:
            try:
                self._sink.close()
            except Exception:
                pass
            _unlink(self._tmp_name)
            self._tmp_name = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                self.close()
            except BaseException:
                self.abort()
                raise
        else:
            self.abort()
        return False


def current_umask() -> int:
    """The process's umask (reading it means setting it: set it back at once)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _chmod_default(name: str) -> None:
    """mkstemp creates 0600 files; give the final file the mode ``open()`` would have."""
    os.chmod(name, 0o666 & ~current_umask())


def _stdout_binary() -> BinaryIO:
    return getattr(sys.stdout, "buffer", sys.stdout)


def _align(batch: pa.RecordBatch, schema: pa.Schema) -> pa.RecordBatch:
    """Reorder and cast ``batch``'s columns to ``schema`` (which the writer was opened with)."""
    names = batch.schema.names
    missing = [f.name for f in schema if f.name not in names]
    if missing:
        raise ValueError(f"batch lacks columns {missing} of the output schema")
    arrays = []
    for field in schema:
        array = batch.column(names.index(field.name))
        if not array.type.equals(field.type):
            array = array.cast(field.type)
        arrays.append(array)
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def open_output(path, schema: pa.Schema) -> TableWriter:
    return TableWriter(path, schema)


def write_table(path, table: pa.Table) -> int:
    with TableWriter(path, table.schema) as writer:
        writer.write(table)
    return writer.rows


def atomic_write_bytes(path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same directory."""
    p = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=str(p.parent))
    except OSError as exc:
        raise OutputError(f"cannot write ({exc.strerror or _short(exc)})", source=str(p)) from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        _chmod_default(tmp)
        os.replace(tmp, p)
    except OSError as exc:
        _unlink(tmp)
        raise OutputError(f"cannot write ({exc.strerror or _short(exc)})", source=str(p)) from exc
    except BaseException:
        _unlink(tmp)
        raise


def atomic_write_text(path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))
