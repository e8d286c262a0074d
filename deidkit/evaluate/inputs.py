"""What ``deidkit evaluate``'s arguments name, paired: GOLD (an i2b2 XML directory or a tokens
table) and the prediction sets after it, each becoming a labelled :class:`Pairing`.

* GOLD a directory: every PRED is a directory of system XML or a tokens table with
  predictions (tags assembled over the gold texts);
* GOLD a tokens table: GOLD and every PRED are tokens tables holding gold and predicted
  labels (each scored on its own); a table without gold labels (``labels`` null in every
  sentence) is scored for its redaction rate alone, and then every table must be one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from deidkit.errors import ConfigError, DataError
from deidkit.evaluate.documents import Pairing, pair_documents, read_xml_dir
from deidkit.evaluate.tokens import gold_and_token_pairs, table_pairing
from deidkit.tokens_table import read_tokens


def is_dir(path) -> bool:
    return path != "-" and Path(path).is_dir()


def pair_inputs(gold, preds: Sequence, *, pred_column: str = "predicted",
                gold_column: str = "labels", skip_missing: bool = False,
                tables: list | None = None) -> list[tuple[str, Pairing]]:
    """[(label, Pairing)] for every prediction set; a label is the path or source name
    (``#2``, ``#3``... appended when the same one is given again). ``tables``, if given,
    receives the tokens table of each run, in the runs' order (GOLD's when GOLD is one;
    None for a directory of system XML)."""
    if sum(1 for p in [gold, *preds] if p == "-") > 1:
        raise ConfigError("standard input ('-') can be given only once")
    if is_dir(gold):
        runs = _against_xml(gold, preds, pred_column=pred_column, skip_missing=skip_missing,
                            tables=tables)
    else:
        runs = _tables(gold, preds, pred_column=pred_column, gold_column=gold_column,
                       tables=tables)
    seen: dict[str, int] = {}
    for i, (label, pairing) in enumerate(runs):  # the same file twice: label them apart
        seen[label] = seen.get(label, 0) + 1
        if seen[label] > 1:
            runs[i] = (f"{label}#{seen[label]}", pairing)
    return runs


def _against_xml(gold, preds, *, pred_column, skip_missing, tables=None
                 ) -> list[tuple[str, Pairing]]:
    if not preds:
        raise ConfigError(f"GOLD '{gold}' is a directory of i2b2 XML: give the predictions "
                          "after it (a directory of i2b2 XML or a tokens table)")
    gold_docs = read_xml_dir(gold, role="gold standard")
    if not gold_docs:
        raise DataError("no i2b2 XML file (*.xml) in the gold directory: nothing to score "
                        "against", source=str(gold))
    runs = []
    for pred in preds:
        if is_dir(pred):
            system = read_xml_dir(pred, role="system output")
            runs.append((str(pred), pair_documents(gold_docs, system, skip_missing=skip_missing)))
            table = None
        else:
            table, source = read_tokens(pred)
            runs.append((source, gold_and_token_pairs(gold_docs, table, pred_column=pred_column,
                                                      source=source, skip_missing=skip_missing)))
        if tables is not None:
            tables.append(table)
    return runs


def _tables(gold, preds, *, pred_column, gold_column, tables=None) -> list[tuple[str, Pairing]]:
    runs = []
    for item in [gold, *preds]:
        if is_dir(item):
            raise ConfigError(f"'{item}' is a directory but GOLD '{gold}' is a tokens table: "
                              "with a tokens table, every argument is a tokens table holding "
                              f"'{gold_column}' and '{pred_column}'")
        table, source = read_tokens(item)
        runs.append((source, table_pairing(table, gold_column=gold_column,
                                           pred_column=pred_column, source=source)))
        if tables is not None:
            tables.append(table)
    labelled = [label for label, pairing in runs if pairing.labelled]
    if labelled and len(labelled) < len(runs):
        bare = next(label for label, pairing in runs if not pairing.labelled)
        raise DataError(f"no gold labels ('{gold_column}' is null in every sentence) but "
                        f"{labelled[0]} has them: evaluate tables with and without gold labels "
                        "apart", source=bare)
    return runs
