"""``deidkit embed-neighbors``: tokens -> the N nearest embedding neighbours of PHI words."""

from __future__ import annotations

import click

from deidkit.cli.common import provenance
from deidkit.cli.options import (embeddings_option, given, input_argument, neighbors_option,
                                 output_option)


@click.command("embed-neighbors")
@input_argument
@neighbors_option
@click.option("--all-words", is_flag=True,
              help="Every distinct token of the input, not only those under a PHI label.")
@click.option("--words", "words_file", type=click.Path(exists=True, dir_okay=False),
              help="A text file of query words, one per line (the input is then not read).")
@click.option("--exclude-self", is_flag=True, help="A word is never its own neighbour.")
@click.option("--no-substrings", is_flag=True,
              help="Drop neighbours that contain the word as a substring ('smithson' for "
                   "'smith') and refill the list from further down.")
@embeddings_option
@output_option
@click.pass_context
def command(ctx, input, n, all_words, words_file, exclude_self, no_substrings, embeddings, output):
    """deidkit tokenize corpus/ | deidkit embed-neighbors -n 100 -o neighbors.parquet

    \b
    More examples:
      deidkit embed-neighbors tokens.parquet -n 100 --exclude-self -o nb.parquet
      deidkit embed-neighbors --words names.txt -n 10 --embeddings wiki.en.vec > nb.parquet
      deidkit pseudonymize tokens.parquet --neighbors-table nb.parquet -n 100 > train.parquet

    For every distinct word under a PHI label in TOKENS (label other than O), the N nearest
    words of the embedding vocabulary by cosine, best first, with their similarities: the
    candidates that `deidkit pseudonymize` draws from. A token is looked up exact, then
    lower-case, then with non-word characters stripped, then with digits mapped to 0;
    tokens that resolve to the same vocabulary word ('Smith', 'SMITH') share one row,
    keyed by the vocabulary word. Unknown words get no row (they are counted).

    The search is exact: blocked matrix products over the whole vocabulary and a
    thresholded top-k; ties go to the lower vocabulary index. Memory holds the scores of
    128 queries against the vocabulary (about 200 MB for GloVe's 400k words), never a
    vocabulary x vocabulary matrix.

    On stderr: the paper's statistic, how many of the N neighbours contain the word as a
    substring, per 100 (the word itself is not counted). The output schema metadata
    records the embedding source, its dimension, fingerprint and N.
    """
    from deidkit import console, schemas
    from deidkit.embeddings import load_embeddings
    from deidkit.errors import ConfigError
    from deidkit.neighbors import check_neighbor_count, embed_neighbors, neighbors_metadata, neighbors_schema, phi_words
    from deidkit.rows import RowRun

    run = RowRun(output)  # refuse a terminal before doing any work
    if words_file and all_words:
        raise ConfigError("--all-words does not apply with --words")
    if words_file and given(ctx, "input"):
        raise ConfigError("INPUT does not apply with --words (the words come from the "
                               "file, no table is read)")
    if words_file:
        words = _read_words(words_file)
    else:
        words = phi_words(run.open(input), all_words=all_words)
    emb = load_embeddings(embeddings)
    check_neighbor_count(n, emb, exclude_self=exclude_self)
    stats: dict = {}
    run.write(embed_neighbors(emb, words, n, exclude_self=exclude_self,
                              no_substrings=no_substrings, stats=stats),
              neighbors_schema(), schemas.NEIGHBORS,
              provenance=provenance(ctx, parents=run.parents, exclude=["output"]),
              extra=neighbors_metadata(emb, n, exclude_self=exclude_self,
                                       no_substrings=no_substrings))
    console.print_summary(_summary(stats, n, no_substrings))


def _read_words(path: str) -> list[str]:
    from deidkit.errors import DataError

    try:
        with open(path, encoding="utf-8") as fh:
            return [line.strip() for line in fh if line.strip()]
    except UnicodeDecodeError as exc:
        raise DataError(f"not UTF-8 text ({exc.reason})", source=path) from None


def _summary(stats: dict, n: int, no_substrings: bool) -> str:
    total = stats.get("substring_total", 0)
    rate = 100.0 * stats.get("substring_hits", 0) / total if total else 0.0
    lines = [
        f"embed-neighbors: {stats.get('queries', 0)} words x {n} neighbours "
        f"({stats.get('distinct', 0)} distinct tokens, {stats.get('unknown', 0)} unknown to "
        "the embeddings, no row)",
        f"neighbours containing the word as a substring: {rate:.2f} per 100"
        + (" (dropped by --no-substrings)" if no_substrings else ""),
    ]
    return "\n".join(lines)
