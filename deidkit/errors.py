"""Errors a user can fix.

Library code raises these (never ``assert`` or ``sys.exit``); the CLI turns them into one
line on stderr and an exit code, with the traceback only under ``--debug``.
"""

from __future__ import annotations


class DeidkitError(Exception):
    """Base class of errors the user can fix. ``exit_code`` is what the CLI exits with."""

    exit_code = 1

    def __init__(self, message: str, *, source: str | None = None):
        self.source = source
        super().__init__(f"{source}: {message}" if source else message)


class DataError(DeidkitError):
    """Bad input data: malformed file, wrong schema, offsets out of range... (exit 1)."""

    exit_code = 1


class ConfigError(DeidkitError):
    """A bad combination of options or a missing resource (exit 2, like a usage error)."""

    exit_code = 2


class OutputError(DeidkitError):
    """An output that cannot be written (permission denied, disk full...), named by the
    path the user gave, never by the hidden temporary file (exit 1)."""

    exit_code = 1
