"""``tag``: the library names of the tagging stage, from the modules that hold them
(:mod:`deidkit.pipeline`).

Tag with :class:`deidkit.pipeline.Deidentifier` (a model directory and its pipeline.json);
:func:`tag` and :func:`tag_batch` are the stage over taggers loaded by hand
(:func:`deidkit.model_dirs.load_tagger`).
"""

from __future__ import annotations

from deidkit.pipeline.columns import with_list_column, with_predicted
from deidkit.pipeline.corpus_vote import (across_corpus, collected_part, counted_part,
                                          voted)
from deidkit.pipeline.defences import defended_labels, joined_tokens, label_options
from deidkit.pipeline.documents import whole_documents
from deidkit.pipeline.metadata import output_schema, tag_metadata
from deidkit.pipeline.routing import either as _either
from deidkit.pipeline.stage import tag, tag_batch
from deidkit.pipeline.thresholds import phi_threshold_of
from deidkit.pipeline.windows import WINDOW_ROWS, batch_limits, windows

__all__ = ["WINDOW_ROWS", "across_corpus", "batch_limits", "collected_part", "counted_part",
           "defended_labels", "joined_tokens", "label_options", "output_schema",
           "phi_threshold_of", "tag", "tag_batch", "tag_metadata", "voted", "whole_documents",
           "windows", "with_list_column", "with_predicted", "_either"]
