"""``attack``: the evidence that a shared representation leaks nothing (paper section 5.3).

*Fresh* adversaries T1 and T2 (new weights, never the ones trained with the
representation: continuing those was a defect of the original code) are trained for
``epochs`` on the **frozen** representation, with real/fake pairs built from the attacker's
labelled tokens, and evaluated on pairs of **held-out documents**. Privacy is shown only if
their held-out accuracy stays at chance: per adversary we report the accuracy, its 95%
binomial confidence interval (Wilson score interval) and whether 0.5 lies inside it.

The attacker has the representation model, so it can draw fresh noise for every training
step (the noise is on, as in shared data, unless ``published_inference``); the held-out
pairs and their noise are drawn once, from the seed.

``target="pseudonymized"``: the paper's attack on automatic pseudonymization (section 4),
an adversary on raw embeddings deciding whether a pseudonymized sentence and an original
belong together (fake: the original with one PHI token moved to a neighbour).

``inversion``: beyond the paper, a decoder trained on the held-in tokens to map a
representation vector back to its word's embedding; held-out PHI tokens are ranked against
every distinct word of the input by cosine, reporting top-1 and top-10 recovery against the
chance rate k / candidates.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable

import numpy as np
import pyarrow as pa

from deidkit.adversarial_pairs import build_pairs, nearest_neighbours, pseudonymize_rows
from deidkit.devices import module_device
from deidkit.errors import ConfigError, DataError
from deidkit.neighbors import check_neighbor_count
from deidkit.train_adversarial.data import row_batches
from deidkit.train_adversarial.losses import adversary_inputs, noisy_representation
from deidkit.training import (History, Panel, check_finite, clipped_step, hold_out_documents,
                              plot_panels, run_epochs)

TARGETS = ("representation", "pseudonymized")
CI_METHOD = "wilson"


@dataclass
class AttackOptions:
    """The options of ``deidkit attack`` (the adversaries' training and the report)."""

    #: Training epochs of the fresh adversaries (no early stopping: the held-out curve is
    #: reported).
    epochs: int = 50
    #: Fake pairs move a PHI token among its N nearest neighbours (None: the N the
    #: representation was trained with).
    n: int | None = None
    #: ``representation`` (T1 and T2) or ``pseudonymized`` (the paper's attack on text).
    target: str = "representation"
    #: Share of the documents whose pairs are held out (:func:`deidkit.training.
    #: hold_out_documents`).
    test_fraction: float = 0.2
    batch_size: int = 32
    learning_rate: float = 0.001
    adversary_hidden: int = 64
    seed: int = 0
    #: Attack representations produced without noise (a published inference pipeline's).
    published_inference: bool = False
    #: Also train a decoder back to words (:func:`inversion_attack`).
    inversion: bool = False

    def __post_init__(self):
        check_finite(self, "test_fraction", positive=("learning_rate",))
        if self.target not in TARGETS:
            raise ConfigError(f"target must be one of {TARGETS}, got {self.target!r}")
        if not 0 < self.test_fraction < 1:
            raise ConfigError(f"test_fraction must be in (0, 1), got {self.test_fraction}")
        for name in ("epochs", "batch_size", "adversary_hidden"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}")


def wilson_interval(successes: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion (95% for the default z)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def accuracy_report(correct: int, n: int) -> dict:
    lo, hi = wilson_interval(correct, n)
    return {"accuracy": correct / n if n else math.nan, "ci95": [lo, hi],
            "chance_in_ci": bool(lo <= 0.5 <= hi), "n": n, "correct": correct}


class AttackRun:
    """The data, frozen representation, neighbour table and RNGs of one attack, and the
    steps of its training loop."""

    def __init__(self, prepared, bundle, opts: AttackOptions, table):
        import torch

        self.torch = torch
        self.p = prepared
        self.bundle = bundle
        self.opts = opts
        self.table = table
        self.rng = np.random.default_rng(opts.seed)
        self.pseudo = None  # the pseudonymized corpus of the current draw (that target only)
        # the adversaries train where the representation is
        self.device = module_device(bundle.model)
        self.vectors = bundle.word_vectors.to(self.device)

    def embed(self, ids):
        from deidkit.models.representation import embed_ids

        return embed_ids(self.vectors, ids)

    def batches(self, rows, shuffle: bool):
        return row_batches(self.p.data.lengths, rows, self.opts.batch_size,
                           self.rng if shuffle else None)

    def draw(self, rows: np.ndarray, rng: np.random.Generator):
        """Fake twins of the sentences ``rows`` and, for the pseudonymized target, a fresh
        pseudonymization of the corpus (used by :meth:`features` until the next draw)."""
        p = self.p
        pairs = build_pairs(p.data, p.movable, self.table, rng, rows=rows)
        if self.opts.target == "pseudonymized":
            self.pseudo = pseudonymize_rows(p.data, p.movable, self.table, rng)
        return pairs

    def features(self, pairs, rows, generator=None):
        """Inputs of the adversaries for the sentences ``rows`` (no gradients)."""
        torch = self.torch
        with torch.no_grad():
            b = self.p.data.pad(rows).to(self.device)
            f = pairs.fake.pad(rows).to(self.device)
            e, ef = self.embed(b.word_ids), self.embed(f.word_ids)
            if self.opts.target == "pseudonymized":
                pseudo = self.pseudo.pad(rows).to(self.device)
                return {"pseudonymized": paper_examples(self.embed(pseudo.word_ids),
                                                        e, ef, b.lengths)}
            # R(s) and R(s') share their input noise: their divergence is then what the
            # representation keeps of the moved word (the certificate in the report)
            model, published = self.bundle.model, self.opts.published_inference
            r_s, z_s, eps = noisy_representation(model, e, b.lengths, generator=generator,
                                                 published_inference=published)
            t1, t2, kl = adversary_inputs(model, e, ef, r_s, b.lengths, generator=generator,
                                          input_eps=eps, z_real=z_s, published_inference=published)
        return {"T1": t1, "T2": t2, "kl": kl}

    def held_out_inputs(self, test_rows: np.ndarray) -> tuple[list[dict], list]:
        """The held-out examples (one per sentence, drawn once from the seed) by batch, and
        the twins' KL divergences (noise on) by batch."""
        seed = self.opts.seed
        pairs = self.draw(test_rows, np.random.default_rng(seed + 1))
        gen = self.torch.Generator().manual_seed(seed + 2)
        pick_rng = np.random.default_rng(seed + 6)
        inputs_by_batch, kls = [], []
        for rows in self.batches(test_rows, False):
            inputs = self.features(pairs, rows, gen)
            kl = inputs.pop("kl", None)
            if kl is not None:
                kls.append(kl)
            inputs_by_batch.append({k: one_per_sentence(v, len(rows), pick_rng)
                                    for k, v in inputs.items()})
        return inputs_by_batch, kls

    def train_epoch(self, adversaries: dict, optimizers: dict, train_rows: np.ndarray) -> dict:
        """One epoch of every adversary on freshly drawn pairs; mean loss per example."""
        torch = self.torch
        pairs = self.draw(train_rows, self.rng)
        losses = {k: 0.0 for k in adversaries}
        examples = {k: 0 for k in adversaries}
        for a in adversaries.values():
            a.train()
        for rows in self.batches(train_rows, True):
            inputs = self.features(pairs, rows)
            inputs.pop("kl", None)
            for name, adv in adversaries.items():
                logits, y = _logits(adv, inputs[name])
                loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, y)
                clipped_step(optimizers[name], loss, adv.parameters(), 1.0)
                losses[name] += loss.item() * len(y)
                examples[name] += len(y)
        return {k: losses[k] / examples[k] for k in adversaries}


def _logits(adversary, inputs):
    """Logits and targets of one adversary on one batch of examples."""
    anchors, others, lengths, y = inputs
    return adversary(anchors, others, lengths), y


def paper_examples(anchor, real, fake, lengths):
    """The paper's pairs (anchor, real) -> 1 and (anchor, fake) -> 0, in the
    (anchors, others, lengths, targets) form of
    :func:`deidkit.models.adversary.balanced_examples`. Used for the attack on pseudonymized
    text, whose anchor (the pseudonymized sentence) is the same in both classes."""
    import torch

    batch = lengths.shape[0]
    y = torch.cat([torch.ones(batch), torch.zeros(batch)]).to(anchor.device)
    return torch.cat([anchor, anchor]), torch.cat([real, fake]), torch.cat([lengths, lengths]), y


def one_per_sentence(inputs, sentences: int, rng: np.random.Generator):
    """One example of each of ``sentences`` sentences, drawn uniformly among its k (seeded),
    so that held-out examples are independent and the binomial interval is honest: a
    sentence's k examples share inputs, and their outcomes are correlated. ``inputs`` hold
    k blocks of ``sentences`` examples (block j, row i: sentence i's j-th example)."""
    import torch

    anchors, others, lengths, y = inputs
    k = len(y) // sentences
    pick = torch.from_numpy(rng.integers(0, k, size=sentences) * sentences + np.arange(sentences))
    on = pick.to(anchors.device)
    return anchors[on], others[on], lengths[pick], y[on]


def attack(table: pa.Table, bundle, opts: AttackOptions, *, source: str | None = None,
           on_epoch: Callable[[dict], None] | None = None, checkpoint=None) -> dict:
    """Train fresh adversaries on the frozen representation; the report dict (see module
    doc). ``checkpoint`` (a :class:`deidkit.run_checkpoint.RunCheckpoint`) gets one per
    epoch of the adversaries' training and is resumed from when it holds one."""
    import torch

    from deidkit.train_adversarial.data import prepare

    n = opts.n or (bundle.config.get("training") or {}).get("n") or 100
    emb = bundle.embeddings
    prepared = prepare(table, emb, source=source)
    if len(prepared.eligible) < 4:
        raise DataError(f"only {len(prepared.eligible)} sentences have a PHI token the embeddings "
                        "know: too few pairs to attack (need at least 4)", source=source)
    check_neighbor_count(n, emb, exclude_self=True)  # a fake moves the word elsewhere
    doc_ids = np.asarray(prepared.table.column("doc_id").to_pylist(), dtype=object)[prepared.eligible]
    held_out = hold_out_documents(doc_ids, opts.test_fraction, np.random.default_rng(opts.seed),
                                  what="test", source=source,
                                  hint="the held-out pairs must come from other documents "
                                       "than the attack's training pairs").mask
    train_rows, test_rows = prepared.eligible[~held_out], prepared.eligible[held_out]
    run = AttackRun(prepared, bundle, opts,
                    nearest_neighbours(emb, prepared.data.word_ids[prepared.movable], n))
    torch.manual_seed(opts.seed)
    adversaries = {k: a.to(run.device) for k, a in _fresh_adversaries(opts, emb.dim, bundle.size).items()}
    optimizers = {k: torch.optim.NAdam(a.parameters(), lr=opts.learning_rate)
                  for k, a in adversaries.items()}
    test_inputs, test_kl = run.held_out_inputs(test_rows)
    history = History(None, on_epoch)
    run_options = None if checkpoint is None else resume_options(opts, n, bundle, prepared)
    final = _train_adversaries(run, adversaries, optimizers, train_rows, test_inputs, history,
                               checkpoint, run_options)
    report: dict = {}
    for name in adversaries:
        report[name] = dict(accuracy_report(*final[name]), curve=history.column(f"{name}_accuracy"))
    if test_kl:
        report["divergence"] = divergence_report(torch.cat(test_kl))
    if opts.inversion and opts.target == "representation":
        report["inversion"] = inversion_attack(run, train_rows, test_rows)
    report["meta"] = {"target": opts.target, "epochs": opts.epochs, "n": n,
                      "train_sentences": int(len(train_rows)), "test_sentences": int(len(test_rows)),
                      "ci_method": CI_METHOD, "noise": not opts.published_inference,
                      "representation_id": bundle.model_id, "seed": opts.seed,
                      # which training the attacked representation had (P1 only: the baseline)
                      "phases": bundle.config.get("phases")}
    return report


def _train_adversaries(run: AttackRun, adversaries: dict, optimizers: dict,
                       train_rows: np.ndarray, test_inputs: list, history: History, checkpoint,
                       run_options) -> dict[str, tuple[int, int]]:
    """The epochs of the fresh adversaries, each scored on the held-out examples; a
    checkpoint after every epoch (and resumed from). Returns the last epoch's (correct,
    total) per adversary."""
    state = dict(modules=adversaries, optimizers=optimizers, generators={"train": run.rng})
    final: dict[str, tuple[int, int]] = {}

    def train(epoch: int):
        return time.perf_counter(), run.train_epoch(adversaries, optimizers, train_rows)

    def scored(epoch: int, trained) -> dict:
        start, losses = trained
        row = {"epoch": epoch}
        for name, adv in adversaries.items():
            final[name] = _score(adv, [inputs[name] for inputs in test_inputs])
            row[f"{name}_accuracy"] = final[name][0] / final[name][1]
            row[f"{name}_train_loss"] = losses[name]
        row["seconds"] = time.perf_counter() - start
        return row

    def resumed(record: dict) -> None:
        final.update({k: tuple(v) for k, v in record["final"].items()})

    # a fixed number of epochs: the held-out curve is the attack's result, not a stopping rule
    run_epochs(train, scored, epochs=run.opts.epochs, history=history, state=state,
               name="attack", checkpoint=checkpoint, run_options=run_options,
               saved=checkpoint.resume_from(run_options) if checkpoint is not None else None,
               on_resume=resumed, fields=lambda epoch, row: {"final": final})
    return final


def resume_options(opts: AttackOptions, n: int, bundle, prepared) -> dict:
    """What a checkpoint must have been written with to be resumed by this attack: every
    option by its flag, the thread count, the representation and the data's fingerprint."""
    from dataclasses import asdict

    import torch

    from deidkit.run_checkpoint import data_fingerprint
    from deidkit.training import flag

    out = {flag(k): v for k, v in asdict(opts).items() if k != "n"}
    out.update({"-n": n, "--threads": torch.get_num_threads(), "--model": bundle.model_id,
                "input": data_fingerprint(prepared.data.word_ids, prepared.data.label_ids,
                                          prepared.data.offsets, prepared.movable)})
    return out


def _fresh_adversaries(opts: AttackOptions, embedding_dim: int, size: int) -> dict:
    """New adversaries (from the global torch RNG): T1 and T2 on the representation, or one
    on raw embeddings for the pseudonymized target."""
    from deidkit.models.adversary import AdversaryConfig, AdversaryT1, AdversaryT2

    acfg = AdversaryConfig(hidden_size=opts.adversary_hidden)
    if opts.target == "pseudonymized":
        return {"pseudonymized": AdversaryT1(embedding_dim, embedding_dim, acfg)}
    return {"T1": AdversaryT1(size, embedding_dim, acfg), "T2": AdversaryT2(size, acfg)}


def _score(adversary, batches) -> tuple[int, int]:
    """(correct, total) of an adversary on held-out examples."""
    import torch

    adversary.eval()
    correct = total = 0
    with torch.no_grad():
        for inputs in batches:
            logits, y = _logits(adversary, inputs)
            correct += int(((logits > 0).float() == y).sum())
            total += len(y)
    return correct, total


def divergence_report(kl) -> dict:
    """The certificate beside the empirical attack: per held-out sentence and its fake twin,
    Pinsker's bound sqrt(KL / 2) on the total variation between their noisy outputs; no
    adversary, however trained, that must tell which of the two produced one representation
    beats 1/2 + 1/2 of it (KL: :func:`deidkit.models.representation.twin_divergence`,
    estimated with one input-noise draw per sentence). The mean over sentences bounds the
    average accuracy; ``tv_bound_max`` shows the worst sentence."""
    from deidkit.models.representation import distinguishability_bound

    bound = distinguishability_bound(kl)
    return {"sentences": int(len(kl)), "kl_mean": float(kl.mean()),
            "tv_bound_mean": float(bound.mean()), "tv_bound_max": float(bound.max()),
            "accuracy_bound": 0.5 + 0.5 * float(bound.mean())}


def inversion_attack(run: AttackRun, train_rows: np.ndarray, test_rows: np.ndarray) -> dict:
    """Decoder: representation vector -> word embedding (cosine loss), trained on every known
    token of the training sentences; held-out PHI tokens ranked among all distinct words."""
    import torch
    from torch import nn

    p = run.p
    data = p.data
    unk = len(run.bundle.embeddings.words)  # the UNK row of batching.embedding_table
    gen = torch.Generator().manual_seed(run.opts.seed + 3)
    phi = np.zeros(data.num_tokens, dtype=bool)
    phi[p.movable] = True

    def token_reps(rows):
        # every token's representation (noise from ``gen``), word id and PHI flag
        sub = data.subset(rows)
        reps = run.bundle.vectors(sub, published_inference=run.opts.published_inference,
                                  generator=gen)
        return reps, sub.word_ids, phi[data.token_positions(rows)]

    x_tr, id_tr, _ = token_reps(train_rows)
    x_te, id_te, phi_te = token_reps(test_rows)
    keep = id_tr < unk
    x_tr, id_tr = x_tr[keep], id_tr[keep]
    target = phi_te & (id_te < unk)
    x_te, id_te = x_te[target], id_te[target]
    candidates = np.unique(data.word_ids[data.word_ids < unk])
    vectors = run.bundle.word_vectors
    torch.manual_seed(run.opts.seed + 4)
    d = x_tr.shape[1]
    decoder = nn.Sequential(nn.Linear(d, 128), nn.Tanh(), nn.Linear(128, vectors.shape[1]))
    opt = torch.optim.NAdam(decoder.parameters(), lr=0.003)
    xt, yt = torch.from_numpy(x_tr), vectors[torch.from_numpy(id_tr)]
    rng = np.random.default_rng(run.opts.seed + 5)
    for _ in range(run.opts.epochs):
        order = rng.permutation(len(xt))
        for i in range(0, len(order), 256):
            idx = torch.from_numpy(order[i:i + 256])
            loss = 1 - nn.functional.cosine_similarity(decoder(xt[idx]), yt[idx], dim=-1).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
    cand = nn.functional.normalize(vectors[torch.from_numpy(candidates)], dim=-1)
    with torch.no_grad():
        pred = nn.functional.normalize(decoder(torch.from_numpy(x_te)), dim=-1) if len(x_te) else None
    hits = {1: 0, 10: 0}
    if pred is not None:
        scores = pred @ cand.T  # shape: (tokens, candidates)
        k = min(10, len(candidates))
        top = candidates[scores.topk(k, dim=1).indices.numpy()]
        hits[1] = int((top[:, 0] == id_te).sum())
        hits[10] = int((top == id_te[:, None]).any(axis=1).sum())
    n = int(len(id_te))
    c = int(len(candidates))
    return {"phi_tokens": n, "candidates": c,
            "top1": hits[1] / n if n else math.nan, "top10": hits[10] / n if n else math.nan,
            "chance_top1": 1 / c if c else math.nan, "chance_top10": min(10, c) / c if c else math.nan}


def plot_curves(path, report: dict) -> None:
    """Held-out accuracy of each adversary against epochs, chance marked."""
    curves = {name: rep["curve"] for name, rep in report.items()
              if isinstance(rep, dict) and "curve" in rep}
    epochs = max(len(c) for c in curves.values())
    rows = [{"epoch": i + 1, **{name: c[i] for name, c in curves.items()}} for i in range(epochs)]
    meta = report["meta"]
    plot_panels(path, rows, [Panel(f"attack on {meta['target']} (N={meta['n']})",
                                   [(name, name) for name in curves], ylabel="held-out accuracy",
                                   hlines=[(0.5, "--")], ylim=(0, 1))], size=(6, 4))


def json_report(report: dict) -> dict:
    """The ``--json`` shape: {"T1": {"accuracy", "ci95", "chance_in_ci"}, ...} plus details."""
    out = {}
    for name, rep in report.items():
        if isinstance(rep, dict) and "accuracy" in rep:
            out[name] = {"accuracy": rep["accuracy"], "ci95": rep["ci95"],
                         "chance_in_ci": rep["chance_in_ci"], "n": rep["n"], "curve": rep["curve"]}
        else:
            out[name] = rep
    return out
