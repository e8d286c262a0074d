"""Recipes (``train-tagger --config``) written for a test."""

from __future__ import annotations

import json
from pathlib import Path


def recipe(path, **keys) -> Path:
    """A recipe file at ``path`` holding ``keys``; its path."""
    path = Path(path)
    path.write_text(json.dumps(keys))
    return path
