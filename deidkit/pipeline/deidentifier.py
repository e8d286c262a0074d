"""The de-identifier: the taggers of a model directory and everything ``tag`` runs with
them, built once from the directory's pipeline.json (:mod:`deidkit.models.pipeline_file`)
and the caller's overrides, and checked once; then it tags batches of token rows.

Every place that tags goes through it: ``deidkit tag`` and ``deidkit deidentify``, the
engines' workers (:mod:`deidkit.engines`, for Spark and Ray) and the spaCy component, so
they run the same pipeline and refuse the same options with the same words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable, Iterator, Mapping, Sequence

import pyarrow as pa

from deidkit.decode import MAX_BATCH_SENTENCES
from deidkit.errors import ConfigError, DataError
from deidkit.models.pipeline_file import PIPELINE_FILE, PipelineRecord
import deidkit.pipeline.stage as stage
from deidkit.pipeline.cascade import Cascade
from deidkit.pipeline.checks import FLAGS, Spelling, check_propagation, check_taggers
from deidkit.pipeline.corpus_vote import across_corpus, voted_batch
from deidkit.pipeline.metadata import described, output_schema
from deidkit.pipeline.windows import WINDOW_ROWS, batch_limits
from deidkit.taggers import Tagger


@dataclass(frozen=True)
class Taggers:
    """The loaded taggers of a pipeline and the directories they came from (None: no such
    companion); ``ensemble_threshold``: the pair's PHI threshold."""

    model_dir: Path
    tagger: Tagger
    uncased_dir: Path | None = None
    uncased: Tagger | None = None
    ensemble_dir: Path | None = None
    ensemble: Tagger | None = None
    ensemble_threshold: float | None = None
    cascade: Cascade | None = None


class Deidentifier:
    """Tags token rows as ``deidkit tag`` does with a model directory (build it with
    :meth:`from_dir`).

    ``pipeline``: what runs, after the overrides (a
    :class:`~deidkit.models.pipeline_file.PipelineRecord`; its companions are the
    directories loaded). :meth:`tag_batch` tags one batch of whole documents;
    :meth:`tag_batches` a stream (windows, documents kept whole, the corpus's vote);
    :meth:`metadata` and :meth:`output_schema` are what ``tag`` writes with them.
    """

    def __init__(self, taggers: Taggers, pipeline: PipelineRecord, *,
                 patients: Mapping[str, str] | None = None, patients_source: str | None = None,
                 probabilities: bool = False, precision: str = "float32",
                 batch_sentences: int = MAX_BATCH_SENTENCES, window_rows: int = WINDOW_ROWS):
        from deidkit.recognizers import parse_names
        from deidkit.recognizers.site_rules import site_recognizers

        check_taggers(taggers.tagger, precision=precision, uncased_tagger=taggers.uncased,
                      ensemble_tagger=taggers.ensemble,
                      ensemble_threshold=taggers.ensemble_threshold)
        self.taggers, self.pipeline = taggers, pipeline
        # a site's rules run first (deidkit.recognizers.site_rules)
        self.recognizers = (site_recognizers(pipeline.rules)
                            + parse_names(list(pipeline.recognizers)))
        self.patients, self.patients_source = patients, patients_source
        self.probabilities, self.precision = probabilities, precision
        self.batch_sentences, self.window_rows = batch_sentences, window_rows

    @classmethod
    def from_dir(cls, model_dir="default", *, phi_threshold: str | float | None = None,
                 recognizers: str | Sequence[str] | None = None, rules=None,
                 uncased_model: str | None = "auto", ensemble_model: str | None = "auto",
                 cascade: str | None = "auto", propagate: bool | None = None, propagate_corpus: bool | None = None,
                 patients=None, patients_source: str | None = None,
                 probabilities: bool = False, precision: str | None = None,
                 batch_sentences: int = MAX_BATCH_SENTENCES, window_rows: int = WINDOW_ROWS,
                 representation=None, embeddings=None, noise: bool = True,
                 seed: int | None = None, device="cpu", spelling: Spelling = FLAGS
                 ) -> "Deidentifier":
        """The de-identifier of the model directory ``model_dir`` (``"default"``: the
        shipped model): its pipeline.json (:func:`deidkit.model_dirs.pipeline_of`; a
        directory without one runs what ``tag`` ran with it before) with the overrides
        given, every option and tagger checked before any row is read.

        Overrides (None or ``"auto"``: the pipeline's), as ``deidkit tag``'s options:
        ``phi_threshold`` (a number, ``"auto"``: the one ``--target-recall`` recorded,
        ``"viterbi"``), ``recognizers`` (``"none"``, ``"default"``, names), ``rules`` (a
        site's rules: a rules file, ``"none"``, or a
        :class:`~deidkit.recognizers.site_rules.SiteRules`), ``uncased_model``,
        ``ensemble_model`` and ``cascade`` (``"none"``, ``"default"``, a directory),
        ``propagate`` and ``propagate_corpus``; ``patients`` (doc_id -> patient id, read
        from ``patients_source``; or the path of a patient map, read here) extends
        propagation to each patient's documents. How the taggers load: ``representation``,
        ``embeddings``, ``noise``, ``seed``, ``device``
        (:func:`deidkit.model_dirs.load_tagger`); how they run: ``precision`` (None: the
        pipeline's, where ``device`` has it: :func:`deidkit.devices.running_precision`),
        ``probabilities``, ``batch_sentences``, ``window_rows``. ``spelling``: how errors
        name the options (:mod:`deidkit.pipeline.checks`)."""
        from deidkit.devices import resolve_device, running_precision
        from deidkit.model_dirs import (load_ensemble_tagger, load_tagger, load_uncased_tagger,
                                        resolve_ensemble_model, resolve_model_dir,
                                        resolve_uncased_model)

        plan = cls.planned(model_dir, phi_threshold=phi_threshold, recognizers=recognizers,
                           rules=rules, propagate=propagate, propagate_corpus=propagate_corpus,
                           patients=patients, batch_sentences=batch_sentences,
                           window_rows=window_rows, spelling=spelling)
        if patients is not None and not isinstance(patients, Mapping):
            from deidkit.patients import read_patient_map

            patients, patients_source = read_patient_map(patients), str(patients)
        resolve_device(device)  # before loading: a missing GPU is a usage error
        if precision is None:
            precision = running_precision(plan.precision, device)
        path = resolve_model_dir(model_dir)
        tagger = load_tagger(path, representation=representation, embeddings=embeddings,
                             noise=noise, seed=seed, device=device)
        uncased = load_uncased_tagger(uncased_model, model_dir, tagger)
        value = None if phi_threshold is None else str(phi_threshold)
        member, pair = load_ensemble_tagger(ensemble_model, model_dir, tagger, value,
                                            plan.phi_threshold)
        from deidkit.pipeline.cascade import load_cascade

        fast = load_cascade(cascade, model_dir, tagger, plan.cascade, plan.settle_below)
        taggers = Taggers(
            model_dir=path, tagger=tagger,
            uncased_dir=resolve_uncased_model(uncased_model, model_dir) if uncased else None,
            uncased=uncased,
            ensemble_dir=resolve_ensemble_model(ensemble_model, model_dir) if member else None,
            ensemble=member, ensemble_threshold=pair, cascade=fast)
        pipeline = replace(plan, uncased=None if uncased is None else str(taggers.uncased_dir),
                           ensemble=None if member is None else str(taggers.ensemble_dir),
                           ensemble_phi_threshold=pair,
                           cascade=None if fast is None else str(fast.path),
                           settle_below=None if fast is None else fast.settle_below)
        return cls(taggers, pipeline, patients=patients, patients_source=patients_source,
                   probabilities=probabilities, precision=precision,
                   batch_sentences=batch_sentences, window_rows=window_rows)

    @staticmethod
    def planned(model_dir="default", *, phi_threshold: str | float | None = None,
                recognizers: str | Sequence[str] | None = None, rules=None,
                propagate: bool | None = None, propagate_corpus: bool | None = None,
                patients=None,
                batch_sentences: int = MAX_BATCH_SENTENCES, window_rows: int = WINDOW_ROWS,
                spelling: Spelling = FLAGS, **_loading) -> PipelineRecord:
        """The pipeline :meth:`from_dir` runs with these overrides, its options checked,
        without loading a tagger (the JSON files of ``model_dir`` are read): what an engine's
        driver checks before its workers load. Its ``recognizers`` are the names that run,
        its ``phi_threshold`` the model's, its ``rules`` the site's rules that run (read
        here: a bad rules file is refused before any work); the companions are the ones its
        pipeline.json names (:meth:`from_dir` resolves those the options name).
        ``_loading``: the other options of :meth:`from_dir`, which it does not need."""
        from deidkit.model_dirs import pipeline_of
        from deidkit.pipeline.thresholds import phi_threshold_of
        from deidkit.recognizers import parse_names
        from deidkit.recognizers.site_rules import chosen_rules

        recorded = pipeline_of(model_dir)
        documents = recorded.propagate if propagate is None else bool(propagate)
        corpus = (recorded.propagate_corpus and documents if propagate_corpus is None
                  else bool(propagate_corpus))
        check_propagation(propagate=documents, patients=patients, propagate_corpus=corpus,
                          # propagation the pipeline turns off: no flag to name
                          spelling=spelling if propagate is not None else replace(
                              spelling, cli=False))
        names = (_recorded_recognizers(recorded, model_dir) if recognizers is None
                 else parse_names(recognizers))
        batch_limits(batch_sentences)
        if window_rows < 1:
            raise ConfigError(f"window_rows must be at least 1, got {window_rows}")
        threshold = phi_threshold_of(None if phi_threshold is None else str(phi_threshold),
                                     model_dir)
        return replace(recorded, phi_threshold=threshold, recognizers=names,
                       rules=chosen_rules(rules, recorded.rules), propagate=documents,
                       propagate_corpus=corpus)

    @property
    def tagger(self) -> Tagger:
        return self.taggers.tagger

    def _options(self) -> dict:
        t = self.taggers
        return dict(precision=self.precision, phi_threshold=self.pipeline.phi_threshold,
                    probabilities=self.probabilities, batch_sentences=self.batch_sentences,
                    recognizers=self.recognizers, propagate=self.pipeline.propagate,
                    uncased_tagger=t.uncased, patients=self.patients,
                    ensemble_tagger=t.ensemble, ensemble_threshold=t.ensemble_threshold,
                    cascade=t.cascade)

    def tag_batch(self, batch: pa.RecordBatch) -> pa.RecordBatch:
        """One batch of token rows (whole documents, or whole patients with a patient map)
        with ``predicted`` (and ``phi_probability``) added or replaced, the same rows in the
        same order: :func:`deidkit.pipeline.stage.tag_batch`. Propagation across the corpus
        needs every batch: :meth:`tag_batches`."""
        from deidkit import schemas

        return stage.tag_batch(schemas.conform(batch, "tokens"), self.tagger,
                               **self._options())

    def tag_partition(self, batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        """:meth:`tag_batches` without the corpus's vote, whose passes span every part of
        a corpus: an engine's partition (:mod:`deidkit.engines`)."""
        options = self._options()
        return stage.run(batches, self.tagger, window_rows=self.window_rows,
                         patients_source=self.patients_source, **options)

    def tag_batches(self, batches: Iterable[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
        """Token rows in, the same rows in the same order with ``predicted`` out, as
        ``deidkit tag`` writes them: windows of whole documents (:func:`deidkit.pipeline.
        stage.run`), then with propagation across the corpus its vote (nothing is yielded
        before the whole input is tagged)."""
        tagged = self.tag_partition(batches)
        if self.pipeline.propagate_corpus:
            return across_corpus(tagged, self.recognizers)
        return tagged

    def voted(self, batch: pa.RecordBatch, vote) -> pa.RecordBatch:
        """A tagged batch after the corpus's ``vote`` (its pass 3 on an engine)."""
        return voted_batch(batch, vote, self.recognizers)

    def metadata(self) -> dict[str, str]:
        """What an output of ``tag`` records of how it was tagged (schema metadata)."""
        t, p = self.taggers, self.pipeline
        return described(t.model_dir, t.tagger, t.uncased_dir, t.ensemble_dir,
                         [r for r in self.recognizers if isinstance(r, str)], p.propagate,
                         self.patients, p.phi_threshold, t.ensemble_threshold,
                         p.propagate_corpus, rules=p.rules, cascade=t.cascade,
                         precision=self.precision)

    def output_schema(self, schema: pa.Schema) -> pa.Schema:
        """The schema of the output for an input of ``schema``."""
        return output_schema(schema, probabilities=self.probabilities)


def _recorded_recognizers(record: PipelineRecord, model_dir) -> tuple[str, ...]:
    """The recognizers a pipeline.json names, checked; an unknown name is a DataError
    naming the model directory and the file."""
    from deidkit.recognizers import parse_names

    try:
        return parse_names(list(record.recognizers))
    except ConfigError as exc:
        raise DataError(f"{PIPELINE_FILE}: 'recognizers': {exc}".replace(
            "--recognizers: ", ""), source=str(model_dir)) from None
