"""Everything a stage says to a person goes to stderr; stdout carries data only.

* ``logger``: the package logger. Never log token text at INFO or above: PHI must not end
  up in CI logs. Token text may appear at DEBUG only, which ``--debug`` enables.
* ``stderr``: a rich console on stderr for summaries and tables.
* ``progress()``: a tqdm bar on stderr, silent when stderr is not a terminal, when stdin
  is a pipe, or with ``--quiet``.
"""

from __future__ import annotations

import logging
import os
import stat
import sys
from typing import Iterable, Iterator, TypeVar

from rich.console import Console

T = TypeVar("T")

logger = logging.getLogger("deidkit")

_state = {"quiet": False, "debug": False}


def stderr_console() -> Console:
    # Created on demand so that tests capturing sys.stderr see the output.
    return Console(file=sys.stderr, highlight=False, soft_wrap=True)


def configure(*, quiet: bool = False, debug: bool = False) -> None:
    """Set up logging for a CLI run (called once by the click group)."""
    _state["quiet"] = quiet
    _state["debug"] = debug
    level = logging.DEBUG if debug else (logging.WARNING if quiet else logging.INFO)
    logger.setLevel(level)
    logger.propagate = False
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
    handler = _StderrHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s" if debug else "%(message)s"))
    logger.addHandler(handler)


class _StderrHandler(logging.StreamHandler):
    """A stream handler that looks up ``sys.stderr`` at emit time (CliRunner swaps it)."""

    def __init__(self):
        super().__init__(sys.stderr)

    def emit(self, record):
        self.stream = sys.stderr
        super().emit(record)


def is_quiet() -> bool:
    return _state["quiet"]


def is_debug() -> bool:
    return _state["debug"]


def warn(message: str) -> None:
    """A warning the user should read (bad input tolerated, privacy caveat...)."""
    logger.warning("warning: %s", message)


def info(message: str) -> None:
    logger.info("%s", message)


def print_summary(renderable) -> None:
    """A summary table or line on stderr, unless ``--quiet``."""
    if not _state["quiet"]:
        stderr_console().print(renderable)


def progress(iterable: Iterable[T], *, total: int | None = None, desc: str = "",
             unit: str = "it", unit_scale: bool = False) -> Iterator[T]:
    """Iterate with a tqdm bar on stderr, if :func:`_bar_shown`."""
    from tqdm import tqdm

    return iter(tqdm(iterable, total=total, desc=desc, unit=unit, unit_scale=unit_scale,
                     file=sys.stderr, disable=not _bar_shown(), leave=False,
                     dynamic_ncols=True))


def progress_bar(*, total: int | None = None, desc: str = "", unit: str = "it",
                 unit_scale: bool = False):
    """A manual tqdm bar (``with progress_bar(...) as bar: bar.update(n)``) on stderr."""
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit=unit, unit_scale=unit_scale, file=sys.stderr,
                disable=not _bar_shown(), leave=False, dynamic_ncols=True)


def _bar_shown() -> bool:
    """A bar when stderr is a terminal, but not with --quiet and not when stdin is a pipe:
    the stages of ``tokenize notes/ | tag | export`` share one terminal line, so only the
    first draws (a pipe holds little: its count keeps pace with the slowest stage to within
    a batch)."""
    return not _state["quiet"] and _isatty(sys.stderr) and not _is_pipe(sys.stdin)


def _is_pipe(stream) -> bool:
    try:
        return stat.S_ISFIFO(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, ValueError, OSError):  # io.UnsupportedOperation is both
        return False


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
