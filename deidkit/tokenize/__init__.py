"""Aggressive tokenization, sentence splitting and IOB2 labelling of clinical notes.

``deidkit tokenize`` turns i2b2 2014 XML and annotation tools' files (labelled) and plain
text (unlabelled) into the *tokens* table (docs/data-contract.md): one row per sentence with
``tokens``, character ``starts`` and ``ends`` into the document text, and IOB2 ``labels``
over the i2b2 TYPEs. One module per step:

* :mod:`.tokens`: the aggressive tokenizer (letter runs, digit runs, single other characters);
* :mod:`.sentences`: spaCy's sentencizer rule with the changes clinical notes need;
* :mod:`.labels`: IOB2 labels of the tokens from the tags' offsets;
* :mod:`.documents`: one document through the three, and documents into record batches;
* :mod:`.inputs`: which files (or standard input) to read, as XML, plain text or an
  annotation tool's format (:mod:`deidkit.formats`);
* :mod:`.stage`: the stage itself, :func:`tokenize`, in groups of documents, with workers.

Everything here is silent: warnings and statistics are returned to the caller.
"""

from __future__ import annotations

from deidkit.tokenize.documents import TokenizedDocument, TokenizeStats, output_schema, tokenize_document
from deidkit.tokenize.inputs import (STDIN, STDIN_DOC_ID, STDIN_SOURCE, read_documents, read_item,
                                     resolve_inputs)
from deidkit.tokenize.labels import iob2_labels
from deidkit.tokenize.sentences import (ABBREVIATIONS, MAX_SENTENCE_TOKENS, PUNCT_CHARS,
                                        sentence_starts, spacy_rule_starts)
from deidkit.tokenize.stage import DOCS_PER_BATCH, GroupResult, tokenize
from deidkit.tokenize.tokens import TOKEN_RE, split_tokens

__all__ = ["ABBREVIATIONS", "DOCS_PER_BATCH", "GroupResult", "MAX_SENTENCE_TOKENS", "PUNCT_CHARS",
           "STDIN", "STDIN_DOC_ID", "STDIN_SOURCE", "TOKEN_RE", "TokenizeStats", "TokenizedDocument",
           "iob2_labels", "output_schema", "read_documents", "read_item", "resolve_inputs",
           "sentence_starts", "spacy_rule_starts", "split_tokens", "tokenize", "tokenize_document"]
