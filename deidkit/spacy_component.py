"""deidkit inside spaCy: ``nlp.add_pipe("deidkit")``.

The factory is registered with spaCy through the ``spacy_factories`` entry point
(pyproject.toml), so ``spacy.blank("en").add_pipe("deidkit")`` finds it once deidkit is
installed, without importing deidkit first. The component tags ``doc.text`` exactly as
``deidkit tokenize | deidkit tag`` would tag the same text as one document: deidkit's own
tokenizer and sentence splitter (spaCy's tokens differ), then the model directory's
:class:`deidkit.pipeline.Deidentifier` (its pipeline.json), as ``tag`` does. Each PHI span
goes into ``doc.spans["phi"]`` (the key is a setting) labelled with its TYPE, through
``doc.char_span(..., alignment_mode="expand")``: where spaCy's tokens split the text as
deidkit's do, the span has deidkit's character offsets; where a spaCy token is wider
(``MRN#12345`` is one spaCy token, three deidkit tokens), it grows to whole spaCy tokens.
deidkit's own offsets stay on every span as ``span._.deidkit_offsets`` (what ``deidkit
export`` writes), and the sources that flagged its tokens as ``span._.deidkit_sources``
(the names ``tag`` writes in ``phi_source``: ``("model", "recognizer:date")``,
:mod:`deidkit.phi_source`). ``set_ents=True`` also makes them ``doc.ents`` (replacing those
there; overlapping spans are resolved by ``spacy.util.filter_spans``).

Settings: ``model`` (a model directory; ``"default"``: the shipped tagger), and as ``deidkit
tag``'s options (None or ``"auto"``: what the model's pipeline.json says):
``phi_threshold`` (a number, ``"auto"`` or ``"viterbi"``), ``uncased_model`` (the tagger
of sentences without casing), ``ensemble_model`` (the second member averaged with the
model on sentences with casing), ``recognizers``, ``rules`` (a site's rules file, or
``"none"``) and ``propagate`` (within each Doc, never across Docs); then ``spans_key``, ``set_ents``, ``batch_size`` (documents tagged together
by ``nlp.pipe``), ``device`` and ``threads`` (torch's CPU threads while tagging; None
leaves them as they are). spaCy loads torch before deidkit can set the OpenMP wait policy
the CLI sets (:func:`deidkit.threads.set_wait_policy`): on a machine shared with other
busy processes, set ``OMP_WAIT_POLICY=PASSIVE`` before starting Python, or ``threads=1``,
else tagging may run many times slower.
"""

from __future__ import annotations

from itertools import islice
from typing import Iterable, Iterator, List, Optional, Union

from spacy.language import Language
from spacy.tokens import Doc, Span
from spacy.util import filter_spans

#: The Span extension holding deidkit's own (start, end) character offsets of a span.
OFFSETS_EXTENSION = "deidkit_offsets"

#: The Span extension holding the sources that flagged the span's tokens as PHI.
SOURCES_EXTENSION = "deidkit_sources"

for _extension in (OFFSETS_EXTENSION, SOURCES_EXTENSION):
    if not Span.has_extension(_extension):
        Span.set_extension(_extension, default=None)


@Language.factory(
    "deidkit",
    default_config={"model": "default", "phi_threshold": None, "spans_key": "phi",
                    "set_ents": False, "batch_size": 64, "device": "cpu", "threads": None,
                    "uncased_model": "auto", "ensemble_model": "auto", "recognizers": None,
                    "propagate": None, "rules": None},
    assigns=["doc.spans", "doc.ents"],
)
def make_deidkit(nlp: Language, name: str, model: str,
                 phi_threshold: Optional[Union[float, str]], spans_key: str, set_ents: bool,
                 batch_size: int, device: str, threads: Optional[int],
                 uncased_model: str, ensemble_model: str,
                 recognizers: Optional[Union[str, List[str]]],
                 propagate: Optional[bool], rules: Optional[str]) -> "DeidkitComponent":
    return DeidkitComponent(model=model, phi_threshold=phi_threshold, spans_key=spans_key,
                            set_ents=set_ents, batch_size=batch_size, device=device,
                            threads=threads, uncased_model=uncased_model,
                            ensemble_model=ensemble_model, recognizers=recognizers,
                            propagate=propagate, rules=rules)


class DeidkitComponent:
    """The pipeline component (see the module doc)."""

    def __init__(self, *, model: str = "default",
                 phi_threshold: Optional[Union[float, str]] = None, spans_key: str = "phi",
                 set_ents: bool = False, batch_size: int = 64, device: str = "cpu",
                 threads: int | None = None, uncased_model: str = "auto",
                 ensemble_model: str = "auto",
                 recognizers: Optional[Union[str, List[str]]] = None,
                 propagate: Optional[bool] = None, rules: Optional[str] = None):
        from deidkit.errors import ConfigError
        from deidkit.pipeline import Deidentifier

        if batch_size < 1:
            raise ConfigError(f"batch_size must be at least 1, got {batch_size}")
        if threads is not None and threads < 1:
            raise ConfigError(f"threads must be at least 1, got {threads}")
        # a Doc is one document: propagation across a corpus has none to cross
        self.deidentifier = Deidentifier.from_dir(
            model, phi_threshold=phi_threshold, uncased_model=uncased_model,
            ensemble_model=ensemble_model, recognizers=recognizers, propagate=propagate,
            propagate_corpus=False, rules=rules, device=device)
        self.spans_key = spans_key
        self.set_ents = set_ents
        self.batch_size = batch_size
        self.threads = threads

    def __call__(self, doc: Doc) -> Doc:
        return next(self.pipe([doc]))

    def pipe(self, docs: Iterable[Doc], batch_size: int | None = None) -> Iterator[Doc]:
        docs = iter(docs)
        size = batch_size or self.batch_size
        while chunk := list(islice(docs, size)):
            yield from self._tag_docs(chunk)

    def _tag_docs(self, docs: list[Doc]) -> list[Doc]:
        from deidkit.threads import torch_threads

        with torch_threads(self.threads):
            offsets = phi_offsets([doc.text for doc in docs], self.deidentifier)
        for doc, found in zip(docs, offsets):
            spans = []
            for start, end, type_, sources in found:
                span = doc.char_span(start, end, label=type_, alignment_mode="expand")
                if span is None:  # only blanks inside: no spaCy token to hold it
                    continue
                span._.set(OFFSETS_EXTENSION, (start, end))
                span._.set(SOURCES_EXTENSION, sources)
                spans.append(span)
            doc.spans[self.spans_key] = spans
            if self.set_ents:
                doc.ents = filter_spans(spans)
        return docs


def phi_offsets(texts: list[str], deidentifier
                ) -> list[list[tuple[int, int, str, tuple[str, ...]]]]:
    """Per text, the (start, end, TYPE, sources) of each PHI span ``deidentifier`` (a
    :class:`deidkit.pipeline.Deidentifier`) tags when the text is tokenized as one document
    by ``deidkit tokenize``; its sources: those its tokens' ``phi_source`` names."""
    import pyarrow as pa
    import pyarrow.compute as pc

    from deidkit.corpus.i2b2 import Document
    from deidkit.evaluate.tokens import FlatTokens
    from deidkit.phi_source import SOURCE_COLUMN, ordered, sources
    from deidkit.tokenize.documents import BatchBuilder, output_schema, tokenize_document

    builder = BatchBuilder(output_schema())
    for i, text in enumerate(texts):
        builder.add(tokenize_document(Document(doc_id=str(i), text=text), labelled=False))
    batches = list(deidentifier.tag_batches([builder.build()]))
    out: list[list[tuple[int, int, str, tuple[str, ...]]]] = [[] for _ in texts]
    if not batches:  # no tokens at all
        return out
    table = pa.Table.from_batches(batches)
    flat = FlatTokens(table, label_columns=("predicted",))
    values = pc.list_flatten(table.column(SOURCE_COLUMN)).to_pylist()
    for span in flat.spans("predicted"):
        names = ordered(n for v in values[span.first:span.last + 1] for n in sources(v))
        out[int(span.doc_id)].append((*flat.offsets(span), span.type, tuple(names)))
    return out
