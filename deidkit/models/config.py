"""What the hyperparameter records of the models (stored in config.json) have in common."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Iterable


class ConfigRecord:
    """A frozen dataclass mixin: to and from the dict stored in config.json; unknown keys
    are refused (a config written by another version must not be half read)."""

    @classmethod
    def from_dict(cls, data: dict):
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"unknown {cls.__name__} keys {sorted(unknown)}")
        return cls(**data)

    def to_dict(self) -> dict:
        return asdict(self)


def check_positive_ints(record, names: Iterable[str]) -> None:
    """Raise ValueError unless each field ``names`` of ``record`` is an int of at least 1."""
    for name in names:
        value = getattr(record, name)
        if not isinstance(value, int) or value < 1:
            raise ValueError(f"{type(record).__name__}.{name} must be a positive int, got {value!r}")
