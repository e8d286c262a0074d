"""Gold and system documents paired by id: from i2b2 XML (read by :mod:`deidkit.corpus.i2b2`)
or from ready tags, with what was noticed on the way (missing, extra, ignored, doubtful)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from deidkit.corpus.i2b2 import Document, find_files, read_document
from deidkit.errors import DataError
from deidkit.evaluate.official import (OFFICIAL_NAME_ORDER, DocumentPair, PhiTag, check_type,
                                       official_order, official_tokens, score, text_tokens)
from deidkit.labels import BINARY_TYPE


def document_tags(doc: Document) -> tuple[list[PhiTag], int]:
    """The PHI tags of an i2b2 document as the official script reads them (every element
    named PHI or a category, offsets as written: see ``Document.elements``), and the number
    of elements it ignores (other tag names)."""
    out = []
    ignored = 0
    for tag in doc.tags if doc.elements is None else doc.elements:
        if tag.tag not in OFFICIAL_NAME_ORDER:
            ignored += 1
            continue
        if (tag.tag, tag.type) != (BINARY_TYPE, BINARY_TYPE):  # a binary model's tag
            check_type(tag.type, source=doc.source or doc.doc_id, where=f" (tag {tag.id or '?'})")
        out.append(PhiTag(tag.tag, tag.type, tag.start, tag.end,
                          official_tokens(doc.text[tag.start:tag.end], tag.start)))
    return official_order(out), ignored


def read_xml_dir(path, *, role: str) -> dict[str, Document]:
    """The i2b2 XML documents under ``path`` by id (file stem); duplicates are an error."""
    docs: dict[str, Document] = {}
    for file in find_files([path]):
        doc = read_document(file)
        if doc.doc_id in docs:
            raise DataError(f"duplicate document id '{doc.doc_id}' in the {role} "
                            f"({docs[doc.doc_id].source} and {file})", source=str(path))
        docs[doc.doc_id] = doc
    return docs


def _first_difference(a: str, b: str) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


@dataclass
class Pairing:
    """Document pairs and what was noticed while pairing (for the CLI to report)."""

    pairs: list[DocumentPair]
    missing: list[str]            # gold documents without a system document
    extra: list[str]              # system documents without a gold document
    ignored_elements: int = 0     # XML elements that are not PHI tags
    problems: int = 0             # tags the XML reader dropped or doubted
    labelled: bool = True         # False: no gold labels (the redaction rate alone)


def pair_documents(gold: Mapping[str, Document], system: Mapping[str, Document | list[PhiTag]],
                   *, skip_missing: bool = False) -> Pairing:
    """Pair gold documents with system documents (or ready system tags) by id.

    A gold document without a system one counts with no predictions (its PHI are false
    negatives) unless ``skip_missing`` (the official script's behaviour: left out)."""
    pairs, missing = [], []
    ignored = problems = 0
    for doc_id in sorted(gold):
        gdoc = gold[doc_id]
        gold_tags, n = document_tags(gdoc)
        ignored += n
        problems += len(gdoc.problems)
        sys_item = system.get(doc_id)
        if sys_item is None:
            missing.append(doc_id)
            if skip_missing:
                continue
            sys_tags: list[PhiTag] = []
        elif isinstance(sys_item, Document):
            if sys_item.text != gdoc.text:
                raise DataError(
                    f"the text of document '{doc_id}' differs from the gold standard's "
                    f"({gdoc.source}) from character {_first_difference(sys_item.text, gdoc.text)}: "
                    "system output must keep the gold text", source=sys_item.source or doc_id)
            sys_tags, n = document_tags(sys_item)
            ignored += n
            problems += len(sys_item.problems)
        else:
            sys_tags = sys_item
        pairs.append(DocumentPair(doc_id, gold_tags, sys_tags, text_tokens(gdoc.text)))
    extra = sorted(set(system) - set(gold))
    return Pairing(pairs, missing, extra, ignored, problems)


def evaluate(gold_docs: Iterable[Document], system_docs: Iterable[Document], *,
             idnum_hipaa: bool = False, skip_missing: bool = False) -> dict:
    """Score system documents against gold documents (matched by ``doc_id``).

    Returns ``{evaluation: {category: {tp, fp, fn, precision, recall, f1, macro_...}},
    "leakage": {category: {phi_tokens, leaked, leakage}}, "hipaa_leakage": {...},
    "redaction": {"all": {tokens, redacted, redaction_rate}}}``."""
    gold = _by_id(gold_docs, "gold")
    system = _by_id(system_docs, "system")
    pairing = pair_documents(gold, system, skip_missing=skip_missing)
    return score(pairing.pairs, idnum_hipaa=idnum_hipaa, missing=pairing.missing).to_dict()


def _by_id(docs: Iterable[Document], role: str) -> dict[str, Document]:
    out: dict[str, Document] = {}
    for doc in docs:
        if doc.doc_id in out:
            raise DataError(f"duplicate document id '{doc.doc_id}' in the {role} documents",
                            source=doc.source or None)
        out[doc.doc_id] = doc
    return out
