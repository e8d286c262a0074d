"""The tagging pipeline: a de-identifier built from a model directory and its
``pipeline.json`` (:class:`Deidentifier`), and the modules it is made of, one job each:

* :mod:`~deidkit.pipeline.deidentifier`: the taggers and settings of a model directory,
  checked once, and the methods that tag batches of token rows;
* :mod:`~deidkit.pipeline.checks`: which options and taggers go together;
* :mod:`~deidkit.pipeline.stage`: the stage over loaded taggers (a batch, a stream);
* :mod:`~deidkit.pipeline.routing`: which tagger reads which sentence, ensembling;
* :mod:`~deidkit.pipeline.defences`: the recognizers and propagation within documents;
* :mod:`~deidkit.pipeline.windows` and :mod:`~deidkit.pipeline.documents`: the windows
  tagged together, re-cut so that documents stay whole;
* :mod:`~deidkit.pipeline.corpus_vote`: propagation across a corpus, by vote;
* :mod:`~deidkit.pipeline.provenance`: which source flagged each token (``phi_source``);
* :mod:`~deidkit.pipeline.thresholds`: the PHI threshold ``--phi-threshold`` names;
* :mod:`~deidkit.pipeline.metadata`: what a tagged table records of its tagging.

The file itself is :mod:`deidkit.models.pipeline_file`.
"""

from deidkit.pipeline.deidentifier import Deidentifier, Taggers

__all__ = ["Deidentifier", "Taggers"]
