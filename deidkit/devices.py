"""Where torch runs: ``--device auto|cpu|cuda|mps``.

Models are built and loaded on the CPU (the same seeded initial weights whatever the
device), then moved; every padded batch goes to the model's device
(:meth:`deidkit.batching.PaddedBatch.to`) and results come back to the CPU for Arrow. The
CPU runs the very same code with ``device="cpu"``, so the CUDA path is not a separate,
untested one. Lengths stay on the CPU: ``pack_padded_sequence`` wants them there.
"""

from __future__ import annotations

import contextlib
from typing import Iterator

from deidkit.errors import ConfigError

#: What ``--device`` accepts (``cuda:N`` picks one GPU).
DEVICES = ("auto", "cpu", "cuda", "mps")


def _mps_available(torch) -> bool:
    mps = getattr(torch.backends, "mps", None)
    return bool(mps is not None and mps.is_available())


def resolve_device(spec=None) -> "torch.device":
    """``auto`` (or None): CUDA when available, else Apple's MPS, else the CPU; ``cpu``,
    ``cuda``, ``cuda:N`` or ``mps`` as asked, a ConfigError when it is not there."""
    import torch

    if isinstance(spec, torch.device):
        return spec
    name = "auto" if spec is None else str(spec)
    if name == "auto":
        if torch.cuda.is_available():
            return torch.device("cuda")
        return torch.device("mps" if _mps_available(torch) else "cpu")
    kind, _, index = name.partition(":")
    if kind not in DEVICES[1:] or (index and not (kind == "cuda" and index.isdigit())):
        raise ConfigError(f"--device must be auto, cpu, cuda, cuda:N or mps, got {name!r}")
    if kind == "cuda" and not torch.cuda.is_available():
        raise ConfigError(f"--device {name}: no CUDA device is available to this torch "
                          f"({torch.__version__}); use --device cpu or auto")
    if kind == "cuda" and index and int(index) >= torch.cuda.device_count():
        raise ConfigError(f"--device {name}: there are {torch.cuda.device_count()} CUDA devices")
    if kind == "mps" and not _mps_available(torch):
        raise ConfigError(f"--device {name}: Apple's MPS is not available here; use --device "
                          "cpu or auto")
    return torch.device(name)


def module_device(module) -> "torch.device":
    """The device of a module's first parameter or buffer (the CPU for an empty one)."""
    import torch

    for tensor in module.parameters():
        return tensor.device
    for tensor in module.buffers():
        return tensor.device
    return torch.device("cpu")


#: What a pipeline's ``precision`` and ``--precision`` name.
PRECISIONS = ("float32", "bfloat16")


def bfloat16_native(device) -> bool:
    """Whether ``device`` has bfloat16 arithmetic in hardware: a CUDA device that computes
    in it, a CPU with AVX512-BF16 or AMX. Elsewhere bfloat16 is emulated, slower than
    float32 and no better."""
    import torch

    d = resolve_device(device)
    if d.type == "cuda":
        return bool(torch.cuda.is_bf16_supported(including_emulation=False))
    if d.type != "cpu":
        return False
    # torch's own probes of the CPU (private, so looked up: absent means no)
    return any(bool(getattr(torch.cpu, probe, lambda: False)())
               for probe in ("_is_avx512_bf16_supported", "_is_amx_tile_supported"))


def running_precision(recorded: str | None, device) -> str:
    """The precision a pipeline that records ``recorded`` (None: float32) runs in on
    ``device``: bfloat16 only where the device has it in hardware (:func:`bfloat16_native`),
    since it was chosen for speed, else float32."""
    if recorded in (None, "float32"):
        return "float32"
    if recorded not in PRECISIONS:
        raise ValueError(f"precision must be one of {PRECISIONS}, got {recorded!r}")
    return "bfloat16" if bfloat16_native(device) else "float32"


@contextlib.contextmanager
def autocast(device, precision: str = "float32") -> Iterator[None]:
    """Mixed precision on ``device`` for ``precision="bfloat16"`` (matrix products in
    bfloat16; the CRF's log-sum-exp is run on float32 emissions by its callers); nothing
    for float32."""
    if precision == "float32":
        yield
        return
    import torch

    with torch.autocast(device_type=resolve_device(device).type, dtype=torch.bfloat16):
        yield
