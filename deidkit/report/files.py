"""The JSON files ``deidkit report`` may add: an ``evaluate --json`` output (one run, or
several with mean and sd) and an ``attack --json`` output (the adversaries against a
representation, or membership inference against a tagger). Each is recognised by its shape;
anything else is an error naming the file."""

from __future__ import annotations

import json
from pathlib import Path

from deidkit.errors import DataError
from deidkit.evaluate.official import MAIN_EVALUATION, REDACTION_EVALUATION

#: Shapes of ``attack --json``: the representation attack's adversaries report accuracy,
#: membership inference reports an AUC per score.
REPRESENTATION, MEMBERSHIP = "representation", "membership"


def read_json(path) -> tuple[str, dict]:
    """(path as given, the JSON object in it)."""
    name = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError("no such file", source=name) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read ({exc})", source=name) from None
    except json.JSONDecodeError as exc:
        raise DataError(f"not JSON ({exc.msg} at line {exc.lineno})", source=name) from None
    if not isinstance(data, dict):
        raise DataError("not a JSON object", source=name)
    return name, data


def evaluation_runs(data: dict) -> dict[str, dict]:
    """label -> evaluate dict; a single run is labelled ''."""
    return data["runs"] if "runs" in data else {"": data}


def check_evaluation(name: str, data: dict) -> None:
    """Raise unless ``data`` is what ``deidkit evaluate --json`` prints."""
    single = any(isinstance(data.get(key), dict) and "all" in data[key]
                 for key in (MAIN_EVALUATION, REDACTION_EVALUATION))  # without gold labels
    several = all(isinstance(data.get(k), dict) for k in ("runs", "mean", "sd"))
    if not (single or several):
        raise DataError(f"not an evaluation (`deidkit evaluate --json`): no "
                        f"'{MAIN_EVALUATION}' or '{REDACTION_EVALUATION}' figures and no "
                        "'runs'", source=name)
    for label, run in evaluation_runs(data).items():
        for ev, cats in run.items():
            if not isinstance(cats, dict) or not all(isinstance(v, dict) for v in cats.values()):
                where = f" of run '{label}'" if label else ""
                raise DataError(f"evaluation '{ev}'{where} is not a table of categories",
                                source=name)


def attack_kind(data: dict) -> str | None:
    reports = [v for v in data.values() if isinstance(v, dict)]
    if reports and all("auc" in v and "auc_ci" in v for v in reports):
        return MEMBERSHIP
    if any("accuracy" in v and "ci95" in v for v in reports):
        return REPRESENTATION
    return None


#: What the report reads of each entry of the two shapes.
ENTRY_KEYS = {MEMBERSHIP: ("members", "non_members", "auc", "auc_ci", "tpr_at_1pct_fpr"),
              REPRESENTATION: ("accuracy", "ci95")}


def check_attack(name: str, data: dict) -> None:
    """Raise unless ``data`` is what ``deidkit attack --json`` prints."""
    kind = attack_kind(data)
    if kind is None:
        raise DataError("not an attack report (`deidkit attack --json`): no adversary with "
                        "'accuracy' and 'ci95', and no membership score with 'auc'", source=name)
    for key, entry in data.items():
        if not isinstance(entry, dict) or (kind == REPRESENTATION and "accuracy" not in entry):
            continue
        missing = [k for k in ENTRY_KEYS[kind] if k not in entry]
        if missing:
            raise DataError(f"attack entry '{key}' has no '{missing[0]}'", source=name)
