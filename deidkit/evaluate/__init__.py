"""Scoring de-identification as the official i2b2 2014 script does, and more.

Documents are compared as (gold tags, system tags) pairs: from two XML directories, from
gold XML plus a tokens table with ``predicted`` (tags assembled from IOB2 over the gold
texts), or from one tokens table with ``labels`` and ``predicted`` (texts rebuilt from the
tokens themselves: see :func:`evaluate_tokens`). The modules, by job:

* :mod:`~deidkit.evaluate.official`: the official scoring (token, strict, relaxed; typed and
  binary; all PHI and HIPAA; micro and macro; leakage) and the redaction rate over document
  pairs;
* :mod:`~deidkit.evaluate.documents`: gold and system documents paired by id;
* :mod:`~deidkit.evaluate.tokens`: tags from IOB2 tokens tables (:class:`FlatTokens`);
* :mod:`~deidkit.evaluate.inputs`: the command's arguments (directories, tables) paired;
* :mod:`~deidkit.evaluate.runs`: several runs, mean ± sd, approximate randomization;
* :mod:`~deidkit.evaluate.metrics`: the metrics table.
"""

from deidkit.evaluate.documents import Pairing, evaluate, pair_documents, read_xml_dir
from deidkit.evaluate.inputs import pair_inputs
from deidkit.evaluate.metrics import metrics_rows, metrics_schema, metrics_table
from deidkit.evaluate.official import (CATEGORY_ROWS, EVALUATIONS, LEAKAGE_EVALUATIONS,
                                       MAIN_EVALUATION, OFFICIAL_LABELS, PER_TOKENS,
                                       REDACTION_EVALUATION, SUM_FIELDS, DocumentPair, PhiTag,
                                       Scores, document_counts, document_sums, f_beta, figures,
                                       figures_from_sums, hipaa_rows, official_tokens,
                                       redaction_rate, score, scores_from_sums, text_tokens)
from deidkit.evaluate.runs import (RunsEvaluation, aggregate_runs, approximate_randomization,
                                   compare_runs, evaluate_runs, leakage_randomization,
                                   redaction_randomization)
from deidkit.evaluate.tokens import (FlatTokens, TokenSpan, evaluate_tokens,
                                     gold_and_token_pairs, has_no_gold, score_tokens,
                                     table_pairing, token_pairs)

__all__ = [
    "CATEGORY_ROWS", "EVALUATIONS", "LEAKAGE_EVALUATIONS", "MAIN_EVALUATION", "OFFICIAL_LABELS",
    "PER_TOKENS", "REDACTION_EVALUATION",
    "SUM_FIELDS", "DocumentPair", "document_counts", "document_sums", "figures_from_sums",
    "scores_from_sums", "FlatTokens", "Pairing", "PhiTag", "RunsEvaluation", "Scores", "TokenSpan",
    "aggregate_runs", "approximate_randomization", "compare_runs", "evaluate",
    "evaluate_runs", "evaluate_tokens", "f_beta", "figures", "gold_and_token_pairs",
    "has_no_gold", "hipaa_rows", "leakage_randomization",
    "metrics_rows", "metrics_schema", "metrics_table", "official_tokens", "pair_documents",
    "pair_inputs", "read_xml_dir", "redaction_randomization", "redaction_rate", "score",
    "score_tokens", "table_pairing", "text_tokens", "token_pairs",
]
