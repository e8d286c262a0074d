"""Training recipes: ``train-tagger --config RECIPE.json`` and ``self-train --config``.

A recipe is a JSON object of training keys, as spaCy's config is: the keys are the
command's option names with underscores (``"char_embeddings": true``, ``"epochs": 8``),
plus the keys a recipe alone sets (:class:`RecipeCommand`'s ``recipe_only``: the features
and settings that did not ship, listed by ``--help``), and an optional ``"description"``.
An option given on the command line overrides the recipe's key (click's parameter source
tells an explicit option from a default); a key in neither has the option's default.
Each value goes through its option's own click type and callback, so a recipe and the
command line accept the same values; an unknown key, a value of the wrong JSON type or
out of range is a one-line error naming the file and the key.

What a run resolved (every key, wherever it came from) is what its provenance records
as ``parameters``, the recipe as read as ``recipe``: a model directory says how it was
trained whichever way its options were given.
"""

from __future__ import annotations

import difflib
import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

import click

from deidkit.cli.options import given, option_flag
from deidkit.errors import ConfigError, DataError

#: Parameters of a run rather than of its recipe: what it reads, where it writes, where it
#: runs. They stay on the command line.
RUN_PARAMS = frozenset({"inputs", "labelled", "unlabelled", "validation", "model_dir",
                        "config", "resume", "device"})

#: The one key a recipe may hold that is not a training key: what the recipe is.
DESCRIPTION = "description"

#: Keys whose JSON value is not what their click type suggests.
_KINDS = {"threads": "int_or_auto"}

_METAVARS = {bool: "true|false", int: "INTEGER", float: "NUMBER", str: "TEXT",
             "int_or_auto": "N|auto"}

_EXPECTED = {bool: "true or false", int: "an integer", float: "a number", str: "a string",
             "int_or_auto": "an integer or \"auto\""}


class RecipeCommand(click.Command):
    """A command that reads a recipe (``--config``): ``recipe_only`` are the click options
    of the keys that only a recipe sets (never parsed from the command line; their types,
    defaults and help are theirs), listed in ``--help`` after the options."""

    def __init__(self, *args, recipe_only: Sequence[click.Option] = (), **kwargs):
        super().__init__(*args, **kwargs)
        self.recipe_only = tuple(recipe_only)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        try:
            return super().parse_args(ctx, args)
        except click.NoSuchOption as exc:  # an option that became a recipe key says so
            for option in self.recipe_only:
                if exc.option_name in option.opts:
                    raise click.UsageError(
                        f"No such option '{exc.option_name}': it is the recipe key "
                        f"{option.name} (--config RECIPE.json)", ctx=ctx) from None
            raise

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_options(ctx, formatter)
        if not self.recipe_only:
            return
        rows = []
        for option in self.recipe_only:
            kind = (option.type.get_metavar(option, ctx) if isinstance(option.type, click.Choice)
                    else _METAVARS[_kind(option)])
            help_text = option.get_help_record(ctx)[1]  # with the range, if any
            rows.append((f"{option.name} {kind}",
                         f"{help_text}  [default: {json.dumps(option.get_default(ctx))}]"))
        with formatter.section("Recipe keys (only in a --config file)"):
            formatter.write_dl(rows)


def config_option(fn):
    """``--config RECIPE.json``."""
    return click.option(
        "--config", "config", default=None, metavar="RECIPE.json",
        type=click.Path(dir_okay=False),
        help="A recipe: a JSON object of training keys (the options below named with "
             "underscores, as {\"char_embeddings\": true, \"epochs\": 8}, the recipe keys "
             "listed last, and an optional \"description\"), which the options given "
             "override. The shipped models' recipes are in examples/recipes/; config.json's "
             "provenance records the recipe and every key resolved.")(fn)


@dataclass
class Recipe:
    """The training keys of one run, resolved: ``values`` holds every key of the command
    (the command line's where given there, else the recipe's, else the default);
    ``spelled`` how each key given was spelled (its flag, or ``FILE: key``)."""

    values: dict
    spelled: dict = field(default_factory=dict)
    path: str | None = None
    content: dict | None = None

    def __getitem__(self, name: str):
        return self.values[name]

    def given(self, name: str) -> bool:
        """Whether ``name`` was given, on the command line or in the recipe."""
        return name in self.spelled

    def reject_unless(self, names: Iterable[str], condition: bool, because: str) -> None:
        """A ConfigError naming the first of ``names`` given while ``condition`` is false:
        a key that does not apply is an error, never silently ignored."""
        if condition:
            return
        for name in names:
            if self.given(name):
                raise ConfigError(f"{self.spelled[name]} does not apply with {because}")

    def cause(self, name: str) -> str:
        """How to name the key ``name`` as the reason another does not apply."""
        spelled = self.spelled.get(name, name)
        return spelled if spelled.startswith("-") else f"{name} in {self.path}"

    def provenance(self, ctx: click.Context, *, parents=()) -> dict:
        """The run's provenance (:func:`deidkit.cli.common.provenance`): the command's
        parameters with every training key as resolved, and the recipe as read."""
        from deidkit.cli.common import provenance

        record = provenance(ctx, parents=parents, parameters={**ctx.params, **self.values})
        if self.content is not None:
            record["recipe"] = self.content
        return record


def resolve(ctx: click.Context) -> Recipe:
    """The training keys of the command of ``ctx`` (a :class:`RecipeCommand`) for this run:
    its ``--config`` recipe's under the options given on the command line."""
    command = ctx.command
    options = {p.name: p for p in command.params
               if isinstance(p, click.Option) and p.name not in RUN_PARAMS and p.name != "help"}
    only = {o.name: o for o in getattr(command, "recipe_only", ())}
    values = {name: ctx.params[name] for name in options}
    values.update({name: o.get_default(ctx) for name, o in only.items()})
    spelled = {name: option_flag(ctx, name) for name in options if given(ctx, name)}
    path = ctx.params.get("config")
    if path is None:
        return Recipe(values, spelled)
    path = str(path)
    content = read(path)
    for key, value in content.items():
        if key == DESCRIPTION:
            if not isinstance(value, str):
                raise DataError(f"{DESCRIPTION}: expected a string, got {json.dumps(value)}",
                                source=path)
            continue
        param = options.get(key) or only.get(key)
        if param is None:
            raise DataError(_unknown(ctx, key, [*options, *only]), source=path)
        value = _convert(ctx, param, value, path)  # checked even where overridden
        if key not in spelled:  # the command line overrides the recipe
            values[key] = value
            spelled[key] = f"{path}: {key}"
    return Recipe(values, spelled, path, content)


def read(path: str) -> dict:
    """The JSON object in the recipe file ``path``."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("no such file", source=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read ({exc})", source=path) from None
    try:
        content = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"not JSON ({exc.msg} at line {exc.lineno})", source=path) from None
    if not isinstance(content, dict):
        raise DataError("a recipe is a JSON object of training keys, got "
                        f"{_json_kind(content)}", source=path)
    return content


def _unknown(ctx: click.Context, key: str, known: list[str]) -> str:
    if key in RUN_PARAMS and key in ctx.params:
        return (f"{key} is not a recipe key: give {option_flag(ctx, key)} on the command "
                "line" if key != "inputs" else f"{key} is not a recipe key: name the tables "
                "on the command line")
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.7)
    return f"unknown key {key!r}" + (f" (did you mean {close[0]!r}?)" if close else "")


def _kind(param: click.Option):
    if param.name in _KINDS:
        return _KINDS[param.name]
    if param.is_flag:
        return bool
    if isinstance(param.type, click.types.IntParamType):
        return int
    if isinstance(param.type, click.types.FloatParamType):
        return float
    return str


def _convert(ctx: click.Context, param: click.Option, value, path: str):
    """``value`` of ``param`` as the command line would give it, checked by the option's
    own type and callback; a DataError naming the file and the key otherwise."""
    kind = _kind(param)
    if value is None and param.get_default(ctx) is None and not param.is_flag:
        return None  # an optional key: null is its default, none
    number = isinstance(value, (int, float)) and not isinstance(value, bool)
    ok = {bool: isinstance(value, bool),
          int: number and isinstance(value, int),
          float: number and math.isfinite(value),
          str: isinstance(value, str),
          "int_or_auto": (number and isinstance(value, int)) or value == "auto"}[kind]
    if not ok:
        raise DataError(f"{param.name}: expected {_EXPECTED[kind]}, got {json.dumps(value)}",
                        source=path)
    try:
        return param.process_value(ctx, value)
    except click.BadParameter as exc:
        raise DataError(f"{param.name}: {exc.message}", source=path) from None


def _json_kind(value) -> str:
    return {list: "an array", str: "a string", bool: "true or false", type(None): "null"}.get(
        type(value), "a number")
