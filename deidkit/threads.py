"""How torch's CPU threads behave: how idle ones wait (set once, before torch is loaded)
and how many there are, for one block of work."""

from __future__ import annotations

import contextlib
import os
from typing import Iterator, MutableMapping

#: The variables that choose how idle OpenMP threads wait: the standard one, and libgomp's
#: (torch's CPU wheels on Linux use libgomp). Both are read once, when torch is loaded.
WAIT_VARIABLES = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT")


def set_wait_policy(environ: MutableMapping[str, str] = os.environ) -> dict[str, str]:
    """Make idle OpenMP threads sleep instead of spinning, unless the user chose (any of
    :data:`WAIT_VARIABLES` set): returns what was set ({} when nothing was).

    Why: libgomp spins 300,000 times at each barrier by default. When another process
    holds one of the cores, the thread that shares it is descheduled while its partner
    spins, and every LSTM time step waits for a scheduler slice: `deidkit tag` ran 6-30x
    slower beside one busy process (docs/benchmarks.md, "threads"); sleeping made it the
    fastest setting. It only takes effect before torch is imported, so the CLI calls it
    first thing.
    """
    if any(name in environ for name in WAIT_VARIABLES):
        return {}
    environ["OMP_WAIT_POLICY"] = "PASSIVE"
    return {"OMP_WAIT_POLICY": "PASSIVE"}


@contextlib.contextmanager
def torch_threads(n: int | None) -> Iterator[None]:
    """Run the block with torch on ``n`` CPU threads (None: leave the count as it is), and
    restore the previous count afterwards: the count is global to the process, so a
    library call (or a test) must not leave it changed."""
    if n is None:
        yield
        return
    import torch

    previous = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        yield
    finally:
        torch.set_num_threads(previous)
