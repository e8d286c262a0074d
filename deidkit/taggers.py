"""The three kinds of tagger behind one :class:`Tagger` protocol.

* :class:`WordTagger`: the BiLSTM-CRF of ``train-tagger`` reading word embeddings + casing;
* :class:`EncoderTagger`: a fine-tuned pretrained encoder (BERT over WordPiece pieces) +
  casing + CRF (``train-tagger --encoder``);
* :class:`RepresentationTagger`: a BiLSTM-CRF trained on shared representations (the
  central party's model, or the ``tagger/`` of a ``train-adversarial`` directory) together
  with the representation model it was trained on, so that it tags raw tokens: ``encode``
  runs the representation (with its noise, unless ``published_inference``) and the tagger
  reads the vectors + casing.

Decoding (:func:`deidkit.decode.predict_ids`) and the ``tag`` stage see only the protocol;
:func:`deidkit.model_dirs.load_tagger` reads either kind from a model directory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

from deidkit.batching import (EncodedSentences, PaddedBatch, encode_with_embeddings,
                              map_tokens)

#: Batch limits of the representation model: its noise is drawn batch by batch in this
#: deterministic order, so a seed gives the same vectors.
REPRESENTATION_BATCH_TOKENS = 16384
REPRESENTATION_BATCH_SENTENCES = 512


@runtime_checkable
class Tagger(Protocol):
    """What decoding needs of a tagger, whatever it reads.

    ``model`` is the BiLSTM-CRF (:class:`deidkit.models.tagger.BiLSTMCRFTagger`): decoding
    puts it in eval mode and decodes with ``model.crf``; ``labels[i]`` is the label of id
    ``i``; ``precisions`` are those its emissions may be computed in (``float32`` always).
    """

    model: "torch.nn.Module"
    labels: list[str]
    precisions: tuple[str, ...]
    #: True when a sentence's encoding depends on the other sentences of its document.
    reads_documents: bool

    def encode(self, tokens, labels=None, label_index=None, documents=None) -> EncodedSentences:
        """A ``tokens`` list column (and its ``labels`` mapped by ``label_index``) as the
        flat arrays the tagger reads; ``documents``: the (doc_id, sentence) columns of the
        same rows, for a tagger that reads across sentences (:attr:`reads_documents`)."""

    def emissions(self, batch: PaddedBatch) -> "torch.Tensor":
        """Emission scores of a padded batch of :meth:`encode`'s sentences.
        shape: (batch, seq_len, num_tags)"""

    @property
    def metadata(self) -> dict[str, str]:
        """What an output tagged by it records of it (schema metadata)."""


@dataclass
class WordTagger:
    """A tagger reading words: the module, its config.json and its embeddings (and, when
    the config turns CEDI's features on, their vocabularies, read from the config; when it
    reads dictionaries, their lists: :class:`deidkit.dictionaries.Dictionaries`)."""

    model: "deidkit.models.tagger.BiLSTMCRFTagger"
    config: dict
    embeddings: object
    precisions = ("float32", "bfloat16")
    warned: bool = False
    dictionaries: object = None

    @property
    def context_ngrams(self) -> int:
        features = (self.config.get("model") or {}).get("features") or {}
        return int(features.get("context_ngrams", 0))

    @property
    def reads_documents(self) -> bool:
        """True when a sentence's encoding depends on its document's other sentences (the
        context n-grams): ``tag`` then gives it whole documents."""
        return self.context_ngrams > 0

    @property
    def labels(self) -> list[str]:
        return list(self.config["labels"]["values"])

    @property
    def metadata(self) -> dict[str, str]:
        return {}

    def encode(self, tokens, labels=None, label_index=None, documents=None) -> EncodedSentences:
        data = encode_with_embeddings(tokens, self.embeddings, labels=labels,
                                      label_index=label_index)
        if self.dictionaries is not None:
            from dataclasses import replace

            from deidkit.batching import list_offsets

            data = replace(data, dictionary=self.dictionaries.membership(list_offsets(tokens)[1]))
        record = (self.config.get("input") or {}).get("features")
        if record is None and not self.context_ngrams:
            return data
        from deidkit.features import Vocabularies, with_features

        data, found = with_features(data, tokens, Vocabularies.from_dict(record or {}),
                                    self.context_ngrams, documents)
        if not found and not self.warned:
            from deidkit import console

            self.warned = True
            console.warn("context n-grams: the table has no documents (every doc_id "
                         "'pseudonymized' or null); each sentence is its own document")
        return data

    def emissions(self, batch: PaddedBatch) -> "torch.Tensor":
        # shape: (batch, seq_len, num_tags)
        return self.model.emissions(batch.word_ids, batch.casing, batch.lengths, **batch.inputs)


@dataclass
class EncoderTagger:
    """A fine-tuned pretrained encoder (:class:`deidkit.models.encoder.EncoderCRFTagger`),
    its config.json and its WordPiece vocabulary (:class:`deidkit.wordpieces.WordPieces`)."""

    model: "deidkit.models.encoder.EncoderCRFTagger"
    config: dict
    pieces: "deidkit.wordpieces.WordPieces"
    precisions = ("float32", "bfloat16")
    reads_documents = False

    @property
    def labels(self) -> list[str]:
        return list(self.config["labels"]["values"])

    @property
    def metadata(self) -> dict[str, str]:
        return {}

    def encode(self, tokens, labels=None, label_index=None, documents=None) -> EncodedSentences:
        from deidkit.batching import casing_many, label_ids_of, list_offsets

        offsets, flat = list_offsets(tokens)
        codes = self.pieces.codes(flat)
        label_ids = None
        if labels is not None:
            label_offsets, flat_labels = list_offsets(labels)
            if not np.array_equal(label_offsets, offsets):
                raise ValueError("labels and tokens differ in length in some sentence")
            label_ids = label_ids_of(flat_labels, label_index or {})
        # word_ids: each token's first piece (what fingerprints and padding read)
        return EncodedSentences(word_ids=codes.first(), casing=casing_many(flat),
                                offsets=offsets, label_ids=label_ids,
                                pad_index=self.pieces.pad_id, pieces=codes,
                                window=self.model.hp.window)

    def emissions(self, batch: PaddedBatch) -> "torch.Tensor":
        # shape: (batch, seq_len, num_tags)
        return self.model.emissions(batch.word_ids, batch.casing, batch.lengths, **batch.inputs)


class RepresentationBundle:
    """A representation model, its config.json and the embeddings it was trained with."""

    def __init__(self, model, config: dict, embeddings, word_vectors):
        self.model = model
        self.config = config
        self.embeddings = embeddings
        self.word_vectors = word_vectors  # shape: (V + 2, dim), UNK and PAD rows zero

    @property
    def size(self) -> int:
        return self.model.config.size

    @property
    def model_id(self) -> str:
        return self.config.get("representation_id", "")

    def encode(self, tokens, labels=None, label_index=None) -> EncodedSentences:
        return encode_with_embeddings(tokens, self.embeddings, labels=labels,
                                      label_index=label_index)

    def vectors(self, data: EncodedSentences, *, published_inference: bool = False,
                generator=None) -> np.ndarray:
        """The representation of every token of ``data``, flat in data order, on the CPU
        (:meth:`device_vectors` copied once). shape: (num_tokens, d) float32"""
        return self.device_vectors(data, published_inference=published_inference,
                                   generator=generator).cpu().numpy()

    def device_vectors(self, data: EncodedSentences, *, published_inference: bool = False,
                       generator=None) -> "torch.Tensor":
        """The representation of every token of ``data``, flat in data order, on the
        model's device (a tagger reading them keeps them there: no round trip through the
        CPU per batch). shape: (num_tokens, d) float32

        Sentences go through in length-sorted batches; the noise (unless
        ``published_inference``) is drawn from ``generator`` in that deterministic order.
        """
        import torch

        from deidkit.devices import module_device
        from deidkit.models.representation import embed_ids

        device = module_device(self.model)
        table = self.word_vectors.to(device)

        def run(b: PaddedBatch) -> "torch.Tensor":
            b = b.to(device)
            emb = embed_ids(table, b.word_ids)  # shape: (batch, seq_len, dim)
            # shape: (batch, seq_len, d)
            return self.model(emb, b.lengths, published_inference=published_inference,
                              generator=generator)

        # no_grad rather than inference_mode: the result may later meet autograd
        with torch.no_grad():
            out = torch.zeros((data.num_tokens, self.size), dtype=torch.float32, device=device)
            return map_tokens(data, run, out, max_tokens=REPRESENTATION_BATCH_TOKENS,
                              max_sentences=REPRESENTATION_BATCH_SENTENCES)


@dataclass
class RepresentationTagger:
    """The tagger of a directory whose config says ``input.kind == "representations"``,
    with the representation model it was trained on (``bundle``), applied to raw tokens.

    The tagger was trained on noisy representations, so the noise is on unless
    ``published_inference``; it is drawn from ``generator`` (None: torch's global one).
    """

    model: "deidkit.models.tagger.BiLSTMCRFTagger"
    labels: list[str]
    bundle: RepresentationBundle
    published_inference: bool = False
    generator: object = None
    precisions = ("float32",)
    reads_documents = False

    @property
    def metadata(self) -> dict[str, str]:
        return {"deidkit.representation": self.bundle.model_id,
                "deidkit.representation.noise": "off" if self.published_inference else "on"}

    def encode(self, tokens, labels=None, label_index=None, documents=None) -> EncodedSentences:
        data = self.bundle.encode(tokens, labels=labels, label_index=label_index)
        return data.with_features(self.bundle.device_vectors(
            data, published_inference=self.published_inference, generator=self.generator))

    def emissions(self, batch: PaddedBatch) -> "torch.Tensor":
        # shape: (batch, seq_len, num_tags)
        return self.model.emissions_from_vectors(batch.features, batch.casing, batch.lengths)
