"""How many CPU threads torch uses, for one block of work."""

from __future__ import annotations

import contextlib
from typing import Iterator


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
