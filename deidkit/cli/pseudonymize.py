"""``deidkit pseudonymize``: tokens -> tokens with PHI replaced and sentences shuffled."""

from __future__ import annotations

import click

from deidkit.cli.common import provenance
from deidkit.cli.options import (column_option, date_order_option, embeddings_option,
                                 input_argument, neighbors_option, output_option, reject_unless,
                                 seed_option)


def _size(text: str) -> int:
    units = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}
    t = text.strip().upper().removesuffix("B").removesuffix("I")
    num, unit = (t[:-1], t[-1]) if t and t[-1] in units else (t, "")
    try:
        value = float(num) * units[unit]
    except (ValueError, KeyError):
        raise click.BadParameter(f"{text!r} is not a size like 512M or 2G") from None
    if value < 1:
        raise click.BadParameter("must be positive")
    return int(value)


@click.command("pseudonymize")
@input_argument
@neighbors_option(help="Draw each replacement among the N nearest neighbours.")
@click.option("--neighbors-table", "neighbors_file", type=click.Path(dir_okay=False, exists=True),
              help="A neighbors table from `deidkit embed-neighbors` (else neighbours are "
                   "computed on the fly from --embeddings).")
@embeddings_option
@click.option("--strategy", type=click.Choice(["neighbors", "surrogate"]), default="neighbors",
              show_default=True,
              help="neighbors: the paper's embedding neighbours; surrogate: realistic "
                   "document-coherent surrogates (names, shifted dates, same-shape IDs...).")
@click.option("--keep-initials", is_flag=True,
              help="With --strategy surrogate: every surrogate name starts with the letter of "
                   "the name it replaces, and initials are kept ('J. Smith' -> 'J. Sanders').")
@date_order_option
@click.option("--exclude-self", is_flag=True, help="Never draw the word itself.")
@click.option("--coherent", is_flag=True,
              help="Within a document the same word always gets the same replacement.")
@click.option("--no-shuffle", is_flag=True, help="Keep the sentence order.")
@click.option("--keep-ids", is_flag=True,
              help="Keep doc_id, sentence, starts and ends (they re-link shuffled sentences "
                   "to their documents: for debugging, not for sharing).")
@column_option(default="labels",
               help="Label column that marks the PHI: the gold 'labels' or `deidkit tag`'s "
                    "'predicted'.")
@click.option("--memory-budget", type=str, default="1G", show_default=True, metavar="SIZE",
              help="Shuffle in memory up to this size, beyond it through temporary files.")
@seed_option
@output_option
@click.pass_context
def command(ctx, input, n, neighbors_file, embeddings, strategy, keep_initials, date_order,
            exclude_self, coherent, no_shuffle, keep_ids, column, memory_budget, seed, output):
    """deidkit tokenize corpus/ | deidkit pseudonymize -n 100 --seed 1 > train.parquet

    \b
    More examples:
      deidkit pseudonymize tokens.parquet --neighbors-table nb.parquet -n 100 -o train.parquet
      deidkit pseudonymize tokens.parquet --coherent --exclude-self -o train.parquet
      deidkit pseudonymize tokens.parquet --strategy surrogate -o surrogates.parquet
      deidkit pseudonymize tokens.parquet --strategy surrogate --keep-initials -o s.parquet

    Replace every PHI token (label other than O) by a uniformly random word among the N
    nearest neighbours of its word in the embedding space (the word itself included, as
    in the paper, unless --exclude-self), then shuffle the sentences across documents.

    The replacement takes the casing of the token it replaces ('Smith' -> 'Jones',
    'SMITH' -> 'JONES'). Tokens of punctuation only keep their text. A PHI token the
    embeddings do not know is never left in place: it becomes a random string of the same
    shape (letters by letters of the same case, digits by digits, never the original).

    Unless --keep-ids, the output drops starts/ends and sets doc_id to 'pseudonymized'
    and sentence to the row's position, since an id or an offset would re-link shuffled
    sentences to their documents. Corpora larger than --memory-budget are shuffled through
    temporary Arrow files in bounded memory. The same --seed gives byte-identical output;
    the draws do not depend on how the input is cut into batches.

    --strategy surrogate: names by names, dates shifted by one random offset per document
    (intervals and surface formats kept; read by --date-order, auto deciding per
    document, a document without a deciding date the order most documents before it
    took), ages over 89 set to 90, IDs/phones/ZIPs by
    random values of the same shape, locations by locations of the same TYPE; always
    coherent within a document. No embeddings needed. --keep-initials: a surrogate name
    starts with the same letter as the name it replaces (accents ignored; the other
    role's names when no first/last name has that letter, else any name, counted in the
    summary) and initials stay as they are.
    """
    from deidkit import console, schemas
    from deidkit.pseudonymize import (PseudonymizeStats, open_neighbor_source, output_schema,
                                      pseudonymize)
    from deidkit.rows import RowRun

    run = RowRun(output)  # refuse a terminal before doing any work
    reject_unless(ctx, ["keep_initials"], strategy == "surrogate", f"--strategy {strategy} "
                  "(it draws embedding neighbours, not names)")
    reject_unless(ctx, ["date_order"], strategy == "surrogate", f"--strategy {strategy} (it "
                  "does not read dates)")
    reject_unless(ctx, ["n", "neighbors_file", "embeddings", "exclude_self", "coherent"],
                  strategy == "neighbors", "--strategy surrogate (no embedding neighbours; "
                  "always coherent within a document)")
    budget = _size(memory_budget)
    reader = run.open(input, require=[] if column == "labels" else [column])
    parents = run.parents
    extra = {"deidkit.pseudonymize.strategy": strategy}
    if keep_initials:
        extra["deidkit.pseudonymize.keep_initials"] = "true"
    source = None
    if strategy == "neighbors":
        source, nb_schema, emb_name = open_neighbor_source(
            n, table_path=neighbors_file, embeddings=embeddings, exclude_self=exclude_self)
        parents += [nb_schema] if nb_schema is not None else []
        extra.update({"deidkit.neighbors.n": str(n), "deidkit.embeddings": emb_name or ""})
    stats = PseudonymizeStats()
    run.write(pseudonymize(reader, source, seed=seed, strategy=strategy, coherent=coherent,
                           shuffle=not no_shuffle, keep_ids=keep_ids, memory_budget=budget,
                           label_column=column, schema=reader.conformed_schema, stats=stats,
                           input_source=reader.source, keep_initials=keep_initials,
                           date_order=date_order),
              output_schema(reader.schema, keep_ids=keep_ids), schemas.TOKENS,
              # The memory budget changes where the shuffle runs, not its output: not recorded.
              provenance=provenance(ctx, parents=parents, exclude=["output", "memory_budget"]),
              extra=extra)
    console.print_summary(_summary(stats, strategy, keep_initials=keep_initials))


def _summary(stats, strategy: str, *, keep_initials: bool = False) -> str:
    lines = [
        f"pseudonymize ({strategy}): {stats.sentences} sentences, {stats.tokens} tokens, "
        f"{stats.phi_tokens} PHI tokens",
        f"  replaced {stats.replaced}, kept by chance {stats.kept_by_chance}, "
        f"unknown to the embeddings (same-shape string) {stats.unknown}, "
        f"punctuation kept {stats.punctuation}",
    ]
    if strategy == "surrogate":
        unparsed = stats.extra.get("unparsed_dates", 0)
        lines.append(f"  entities {stats.entities}, unparsed dates (digits randomised) {unparsed}")
    if keep_initials:
        x = stats.extra
        lines.append(f"  initials kept {x.get('initials_kept', 0)}; names with their initial "
                     f"from the other first/last list {x.get('initials_other_role', 0)}, "
                     f"with no name of that initial (initial not kept) "
                     f"{x.get('initials_not_kept', 0)}")
    if stats.shuffled:
        how = (f"through {stats.spilled_buckets} temporary files" if stats.spilled_buckets
               else "in memory")
        lines.append(f"  sentences shuffled across documents ({how})")
    else:
        lines.append("  sentence order kept (--no-shuffle)")
    return "\n".join(lines)
