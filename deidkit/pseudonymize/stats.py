"""The counts a pseudonymization run reports (both strategies fill them)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PseudonymizeStats:
    sentences: int = 0
    tokens: int = 0
    phi_tokens: int = 0
    replaced: int = 0          # PHI tokens whose text changed
    kept_by_chance: int = 0    # PHI tokens that drew themselves (self is among the N)
    unknown: int = 0           # PHI tokens unknown to the embeddings: same-shape string
    punctuation: int = 0       # PHI tokens of punctuation only, kept
    shuffled: bool = False
    spilled_buckets: int = 0
    entities: int = 0          # surrogate strategy: PHI entities replaced
    extra: dict = field(default_factory=dict)

    def count(self, name: str, by: int = 1) -> None:
        """Add ``by`` to the strategy-specific count ``name`` in :attr:`extra`."""
        self.extra[name] = self.extra.get(name, 0) + by
