"""The ``deidkit`` command group.

One module per command under ``deidkit.cli``, each exposing a click command named
``command``. Commands are imported only when invoked, so ``deidkit --help`` stays fast (no
torch, no spaCy); a stage appears only once its module exists.
"""

from __future__ import annotations

import errno
import importlib
import importlib.util
import os
import sys
import traceback

import click

from deidkit import __version__
from deidkit.errors import DeidkitError
from deidkit.threads import WAIT_VARIABLES, set_wait_policy

#: Stage name -> module, in the order of the stage table (docs/data-contract.md).
STAGES: dict[str, str] = {
    "synth": "synth",
    "tokenize": "tokenize",
    "embed-neighbors": "embed_neighbors",
    "pseudonymize": "pseudonymize",
    "train-tagger": "train_tagger",
    "tag": "tag",
    "self-train": "self_train",
    "train-adversarial": "train_adversarial",
    "represent": "represent",
    "attack": "attack",
    "evaluate": "evaluate",
    "export": "export",
    "report": "report",
}

#: Commands that run several stages in one process (not stages: they read and write no
#: table), listed after the stages.
PIPELINES: dict[str, str] = {
    "deidentify": "deidentify",
}

#: One-line summaries for ``deidkit --help`` (so listing needs no import of the stages).
SUMMARIES: dict[str, str] = {
    "synth": "Generate a synthetic i2b2 2014 XML corpus.",
    "tokenize": "Split i2b2 XML or text into sentences of tokens with IOB2 labels.",
    "embed-neighbors": "Find the N nearest embedding neighbours of PHI words.",
    "pseudonymize": "Replace PHI tokens by embedding neighbours; shuffle sentences.",
    "train-tagger": "Train the BiLSTM-CRF de-identification tagger.",
    "tag": "Add predicted PHI labels with a trained tagger.",
    "self-train": "Adapt the tagger to unlabelled notes by self-training.",
    "train-adversarial": "Train a privacy-preserving representation against adversaries.",
    "represent": "Turn tokens into shareable representations (no strings).",
    "attack": "Train fresh adversaries against a frozen representation.",
    "evaluate": "Score predictions as the official i2b2 2014 script does, and more.",
    "export": "Write predictions back to i2b2 XML or redacted text.",
    "deidentify": "Notes in, redacted or surrogate notes out: tokenize, tag, export at once.",
    "report": "Write an evaluation as one self-contained HTML page, errors in context.",
}


def _module_name(stage: str) -> str:
    return f"deidkit.cli.{STAGES.get(stage) or PIPELINES[stage]}"


def available_stages() -> list[str]:
    """Stages whose command module exists (stages not built yet are not listed)."""
    return [s for s in STAGES if importlib.util.find_spec(_module_name(s)) is not None]


def available_commands() -> list[str]:
    """Every command whose module exists: the stages, then the pipelines
    (:data:`PIPELINES`)."""
    return available_stages() + [p for p in PIPELINES
                                 if importlib.util.find_spec(_module_name(p)) is not None]


class DeidkitGroup(click.Group):
    """Lazy command loading, and the one place where user errors become exit codes."""

    def list_commands(self, ctx):
        return available_commands()

    def get_command(self, ctx, name):
        if name not in STAGES and name not in PIPELINES or \
                importlib.util.find_spec(_module_name(name)) is None:
            return None
        module = importlib.import_module(_module_name(name))
        return module.command

    def resolve_command(self, ctx, args):
        from deidkit.cli.options import rewrite_renamed

        name, command, rest = super().resolve_command(ctx, args)
        if command is not None:
            rest = rewrite_renamed(name, rest, lambda m: click.echo(f"Warning: {m}", err=True))
        return name, command, rest

    def format_commands(self, ctx, formatter):
        rows = [(name, SUMMARIES.get(name, "")) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except DeidkitError as exc:
            if ctx.obj and ctx.obj.get("debug"):
                traceback.print_exc()
            click.echo(f"Error: {exc}", err=True)
            ctx.exit(exc.exit_code)
        except BrokenPipeError:
            _quiet_broken_pipe(ctx)
        except OSError as exc:
            if exc.errno == errno.EPIPE:
                _quiet_broken_pipe(ctx)
            if ctx.obj and ctx.obj.get("debug"):
                raise
            click.echo(f"Error: {exc}", err=True)
            ctx.exit(1)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            click.echo("Interrupted.", err=True)
            ctx.exit(130)
        except Exception as exc:  # a bug: one line, unless --debug
            if ctx.obj and ctx.obj.get("debug"):
                raise
            text = str(exc).splitlines()[0] if str(exc) else ""
            click.echo(f"Error: internal error: {type(exc).__name__}: {text} "
                       "(run with --debug for the traceback)", err=True)
            ctx.exit(1)


def _quiet_broken_pipe(ctx):
    """``deidkit ... | head``: the reader left; exit quietly like a Unix tool killed by SIGPIPE."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass
    ctx.exit(141)


@click.group(cls=DeidkitGroup, context_settings={"help_option_names": ["-h", "--help"],
                                                 "max_content_width": 100})
@click.version_option(__version__, "-V", "--version", prog_name="deidkit")
@click.option("--debug", is_flag=True, help="Show tracebacks and debug logs (may show token text).")
@click.option("-q", "--quiet", is_flag=True, help="No progress bars or summaries on stderr.")
@click.pass_context
def cli(ctx, debug, quiet):
    """Share the training data of clinical de-identification without sharing PHI.

    \b
    A pipeline, each stage reading and writing Arrow tables:
      deidkit synth corpus/ --docs 200
      deidkit tokenize corpus/ | deidkit pseudonymize -n 100 > train.parquet

    Stdout carries data only (Arrow IPC stream to a pipe, Parquet to a file);
    progress and summaries go to stderr. See docs/data-contract.md for the data contract.
    """
    from deidkit import console

    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    ctx.obj["quiet"] = quiet
    console.configure(quiet=quiet, debug=debug)
    chosen = {name: os.environ[name] for name in WAIT_VARIABLES if name in os.environ}
    if _WAIT_POLICY["set"]:
        origin = "deidkit's default, set " + ("after torch was loaded: no effect"
                                             if _WAIT_POLICY["torch_loaded"]
                                             else "before torch was loaded")
    else:
        origin = "from the environment"
    console.logger.debug("OpenMP wait policy: %s (%s)",
                         " ".join(f"{k}={v}" for k, v in chosen.items()) or "libgomp's default",
                         origin)


#: What :func:`main` set of the OpenMP wait policy ({} when the environment chose), and
#: whether torch was already loaded then (in-process callers, e.g. tests).
_WAIT_POLICY: dict = {"set": {}, "torch_loaded": False}


def main() -> None:
    # Before any command imports torch: OpenMP reads its wait policy when it is loaded.
    _WAIT_POLICY.update(set=set_wait_policy(), torch_loaded="torch" in sys.modules)
    cli(prog_name="deidkit")
