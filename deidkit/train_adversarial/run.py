"""``train-adversarial`` from files as one call: :func:`run_train_adversarial` returns an
:class:`AdversarialRun`, which renders the command's summary and warning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from deidkit.train_adversarial.model_dir import TrainResult, write_model
from deidkit.train_adversarial.options import AdversarialOptions
from deidkit.train_adversarial.stage import split_validation, train_adversarial


@dataclass
class AdversarialRun:
    """A model trained and written to ``model_dir`` with ``options``."""

    result: TrainResult
    options: AdversarialOptions
    model_dir: str

    def warning(self) -> str | None:
        """Said when no adversarial phase ran: the representation is a baseline only."""
        if self.result.config["adversarially_trained"]:
            return None
        return (f"{self.model_dir}: no adversarial phase was run; this representation is a "
                f"baseline for attacks, NOT fit for sharing")

    def text(self) -> str:
        s, o = self.result.stats, self.options
        return (f"deidkit train-adversarial ({o.procedure}, N={o.n}): {s['train_sentences']} "
                f"training sentences ({s['train_pairs']} with PHI pairs), {s['val_sentences']} "
                f"validation, {s['epochs']} epochs -> {self.model_dir}")


def run_train_adversarial(train, validation, opts: AdversarialOptions, *, model_dir,
                          embeddings=None, start_from=None, resume: bool = False,
                          threads: int | None = None, device="cpu",
                          on_epoch: Callable[[dict], None] | None = None,
                          on_note: Callable[[str], None] | None = None) -> AdversarialRun:
    """Train on the tokens table at ``train`` (``validation``: another one, or None to hold
    out ``opts.validation_fraction`` of its documents) and write ``model_dir``.

    ``device``, ``model_dir`` and a checkpoint left in ``DIR.partial/`` (continued with
    ``resume``) are checked before anything is read; the checkpoint is removed on success.
    ``on_epoch`` gets each epoch's history row, ``on_note`` the lines a person should see
    while it runs (the validation held out, a resume)."""
    from deidkit.devices import resolve_device
    from deidkit.embeddings import load_embeddings
    from deidkit.run_checkpoint import RunCheckpoint, partial_dir
    from deidkit.threads import torch_threads
    from deidkit.tokens_table import read_tokens
    from deidkit.training import check_model_dir

    device = resolve_device(device)  # a missing GPU is a usage error, before any work
    check_model_dir(model_dir)
    checkpoint = RunCheckpoint(partial_dir(model_dir), command="train-adversarial",
                               resume=resume, on_resume=on_note)
    train_table, train_src = read_tokens(train)
    val_table, val_src = read_tokens(validation) if validation is not None else (None, train_src)
    emb = load_embeddings(embeddings)
    if val_table is None:
        train_table, val_table, held = split_validation(train_table, opts, source=train_src)
        if on_note is not None:
            on_note(f"no --validation: {held.describe()} (seeded, --validation-fraction "
                    f"{opts.validation_fraction})")
    with torch_threads(threads):
        result = train_adversarial(train_table, val_table, emb, opts, embeddings_spec=embeddings,
                                   on_epoch=on_epoch, train_source=train_src, val_source=val_src,
                                   start_from=start_from, checkpoint=checkpoint, device=device)
        write_model(model_dir, result)
    checkpoint.finish()
    return AdversarialRun(result, opts, str(model_dir))
