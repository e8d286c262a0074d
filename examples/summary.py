"""Printouts of the demo pipeline (examples/Makefile).

    python summary.py sample train.parquet sample-pseudonymized.parquet
    python summary.py results --raw metrics-raw.json --pseudonymized metrics-pseudonymized.json

The corpus is synthetic, so showing its PHI is harmless; never run `sample` on real notes
where the output could be logged.
"""

from __future__ import annotations

import json
import random
import sys

import click
from rich.console import Console
from rich.table import Table
from rich.text import Text

from deidkit import io

console = Console(file=sys.stdout, width=100)

#: Binary HIPAA token F1 of Friedrich et al. (2019) on i2b2 2014 with GloVe, for reference.
PAPER = {"raw": 97.62, "pseudonymized": 96.42, "adversarial": 96.89}


@click.group()
def main():
    pass


def _highlight(tokens, labels, style):
    text = Text()
    for i, (token, label) in enumerate(zip(tokens, labels)):
        if i:
            text.append(" ")
        text.append(token, style=style if label != "O" else None)
    return text


@main.command()
@click.argument("original")
@click.argument("pseudonymized")
@click.option("--sentences", default=4, show_default=True)
@click.option("--seed", default=0, show_default=True)
def sample(original, pseudonymized, sentences, seed):
    """Before/after of a few sentences (pseudonymize run with --keep-ids --no-shuffle)."""
    before = io.read_table(original).to_pylist()
    after = io.read_table(pseudonymized).to_pylist()
    with_phi = [i for i, row in enumerate(before)
                if row["labels"] and sum(label != "O" for label in row["labels"]) >= 2
                and len(row["tokens"]) <= 25]
    picks = sorted(random.Random(seed).sample(with_phi, min(sentences, len(with_phi))))
    console.rule(f"Automatic pseudonymization: {len(picks)} sentences before / after")
    for i in picks:
        for head, row, style in (("before: ", before[i], "bold red"),
                                 ("after:  ", after[i], "bold green")):
            console.print(Text(head, style="dim") + _highlight(row["tokens"], row["labels"], style))
        console.print()


@main.command()
@click.option("--raw", type=click.Path(exists=True), required=True)
@click.option("--pseudonymized", type=click.Path(exists=True))
@click.option("--adversarial", type=click.Path(exists=True))
@click.option("--attack", type=click.Path(exists=True), help="JSON report of `deidkit attack`.")
@click.option("--n", "n", type=int, default=None, help="N of the pseudonymization, for the label.")
def results(raw, pseudonymized, adversarial, attack, n):
    """The comparison table: binary HIPAA token P/R/F1 and HIPAA leakage (the leakage of
    the HIPAA TYPEs, as the rest of the table is of them) of each training regime."""
    table = Table(title="De-identification of the held-out synthetic test set "
                        "(binary HIPAA token, micro)")
    for column in ("trained on", "precision", "recall", "F1", "HIPAA leakage",
                   "paper F1 (i2b2)"):
        table.add_column(column, justify="left" if column == "trained on" else "right")
    regimes = (("raw", raw), ("pseudonymized", pseudonymized), ("adversarial", adversarial))
    for name, path in regimes:
        if not path:
            continue
        with open(path) as fh:
            metrics = json.load(fh)
        m = metrics["binary_hipaa_token"]["all"]
        leak = metrics.get("hipaa_leakage", {}).get("all", {}).get("leakage")
        label = {"raw": "raw text", "pseudonymized": f"pseudonymized text (N = {n if n else '?'})",
                 "adversarial": "shared representations"}[name]
        table.add_row(label, f"{100 * m['precision']:.2f}", f"{100 * m['recall']:.2f}",
                      f"{100 * m['f1']:.2f}", "" if leak is None else f"{100 * leak:.2f}%",
                      f"{PAPER[name]:.2f}")
    console.print(table)
    if attack:
        with open(attack) as fh:
            report = json.load(fh)
        t = Table(title="Fresh adversaries against the frozen representation")
        for column in ("adversary", "accuracy", "95% CI", "chance inside CI"):
            t.add_column(column)
        for name in ("T1", "T2"):
            if name in report:
                r = report[name]
                t.add_row(name, f"{r['accuracy']:.3f}", f"[{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}]",
                          "yes" if r["chance_in_ci"] else "no")
        console.print(t)
        div = report.get("divergence")
        if div:
            console.print(f"Certificate: no adversary telling a held-out sentence from its twin "
                          f"beats accuracy {div['accuracy_bound']:.3f} on average (Pinsker bound, "
                          f"{div['sentences']} sentences).")


#: What each test style is to the default model.
STYLES = {"A": "A: clinical (trained on)", "B": "B: clinical, 2nd origin (trained on)",
          "C": "C: general-domain text (trained on)", "D": "D: clinical, 3rd origin (trained on)",
          "E": "E: clinical, 4th origin (trained on)",
          "Z": "Z: general-domain text (trained on)",
          "W": "W: general-domain text, 2nd (held out)",
          "X": "X: clinical, 6th origin (held out)", "Y": "Y: clinical, 5th origin (held out)",
          "V": "V: clinical, 7th origin (held out)", "T": "T: clinical, 9th origin (held out)"}


@main.command()
@click.argument("metrics", nargs=-1, type=click.Path(exists=True))
def default(metrics):
    """The default model's table: one `evaluate --json` file per test style
    (metrics-default-S.json), binary HIPAA token P/R/F1, binary token F1 and leakage."""
    table = Table(title="The default model (`deidkit tag` without --model) on test notes")
    for column in ("test notes (style)", "precision", "recall", "F1", "binary token F1",
                   "leakage"):
        table.add_column(column, justify="left" if column.startswith("test") else "right")
    for path in metrics:
        style = path.rsplit("-", 1)[-1].split(".")[0]
        with open(path) as fh:
            m = json.load(fh)
        main_ = m["binary_hipaa_token"]["all"]
        table.add_row(STYLES.get(style, style), f"{100 * main_['precision']:.2f}",
                      f"{100 * main_['recall']:.2f}", f"{100 * main_['f1']:.2f}",
                      f"{100 * m['binary_token']['all']['f1']:.2f}",
                      f"{100 * m['leakage']['all']['leakage']:.2f}%")
    console.print(table)


#: Fields of a model's config.json that differ between two runs of one recipe (times,
#: speeds), left out when `default-model-check` compares a retrained model with the shipped.
VOLATILE = {("training", "seconds"), ("training", "tokens_per_second")}


@main.command("same-config")
@click.argument("retrained", type=click.Path(exists=True))
@click.argument("shipped", type=click.Path(exists=True))
def same_config(retrained, shipped):
    """Exit 1 unless two config.json files agree outside their times and speeds."""
    def strip(path):
        with open(path) as fh:
            config = json.load(fh)
        for section, key in VOLATILE:
            config.get(section, {}).pop(key, None)
        return config
    a, b = strip(retrained), strip(shipped)
    if a != b:
        differ = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
        raise click.ClickException(f"{retrained} and {shipped} differ in {', '.join(differ)}")
    console.print(f"{retrained} and {shipped} agree (outside times and speeds)")


if __name__ == "__main__":
    main()
