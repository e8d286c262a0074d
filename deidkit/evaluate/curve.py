"""``evaluate --curve``: precision against recall over PHI thresholds, from the per-token
PHI probability ``tag --probabilities`` writes (column ``phi_probability``).

The points are at the tagger-token level and binary (a token is PHI in the gold standard
when its gold label is not ``O``): at threshold v, the tokens predicted PHI are those of PHI
probability >= v, one point per distinct probability, from the highest (fewest tokens
flagged) to the lowest. ``tag --phi-threshold P`` flags the tokens of p(O) < 1 - P, that
is of PHI probability > P: the point of v is that of any P in [v', v) for the next lower
probability v'.
"""

from __future__ import annotations

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from deidkit.errors import DataError
from deidkit.labels import OUTSIDE
from deidkit.sweep import descending_sweep

#: The tokens-table column the curve reads.
CURVE_COLUMN = "phi_probability"


def curve_points(table: pa.Table, *, gold_column: str = "labels", source: str | None = None
                 ) -> dict[str, np.ndarray]:
    """{threshold, tp, fp, fn, precision, recall} (arrays, one entry per distinct PHI
    probability, highest first) of the sentences of ``table`` that have gold labels."""
    if CURVE_COLUMN not in table.column_names:
        raise DataError(f"no column '{CURVE_COLUMN}' for --curve: tag with `deidkit tag "
                        "--probabilities`", source=source)
    table = table.filter(pc.and_(pc.is_valid(table[gold_column]), pc.is_valid(table[CURVE_COLUMN])))
    gold = pc.list_flatten(table[gold_column]).to_numpy(zero_copy_only=False)
    score = pc.list_flatten(table[CURVE_COLUMN]).to_numpy(zero_copy_only=False)
    if len(gold) != len(score):
        raise DataError(f"'{CURVE_COLUMN}' and '{gold_column}' differ in length in some "
                        "sentence", source=source)
    positive = gold != OUTSIDE
    threshold, tp, taken = descending_sweep(score, positive)
    fp = taken - tp
    total = int(positive.sum())
    with np.errstate(invalid="ignore", divide="ignore"):
        precision = tp / (tp + fp)
        recall = tp / total if total else np.full(len(tp), np.nan)
    return {"threshold": threshold.astype(np.float64), "tp": tp, "fp": fp, "fn": total - tp,
            "precision": precision, "recall": recall}


def plot_curves(path, curves) -> None:
    """A PNG of precision against recall, one line per (label, :func:`curve_points`)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 4.5))
    for label, points in curves:
        ax.plot(100 * points["recall"], 100 * points["precision"], marker=".", label=label)
    ax.set_xlabel("recall (%), tagger tokens, binary")
    ax.set_ylabel("precision (%)")
    ax.set_title("deidkit evaluate: precision against recall over PHI thresholds")
    ax.title.set_fontsize(8)
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(str(path), format="png", dpi=100)
    plt.close(fig)
