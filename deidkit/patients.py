"""The patient map (``--patients MAP.csv``): which patient each document belongs to.

``export --format surrogate`` gives a patient's documents the same surrogates and date
shift; ``tag --patients`` propagates PHI across a patient's documents. The file is a CSV
(UTF-8, a header row) with the columns ``doc_id`` and ``patient_id`` (others ignored), one
row per document (docs/data-contract.md, "Patient map").
"""

from __future__ import annotations

import csv
from typing import Mapping

import pyarrow as pa

from deidkit.errors import DataError


def read_patient_map(path) -> dict[str, str]:
    """doc_id -> patient id from a CSV file with a header naming ``doc_id`` and
    ``patient_id`` (other columns are ignored)."""
    name = str(path)
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            reader = csv.DictReader(f)
            header = reader.fieldnames or []
            if "doc_id" not in header or "patient_id" not in header:
                raise DataError("not a patient map: expected a CSV header with the columns "
                                f"doc_id and patient_id, found {', '.join(header) or 'none'}",
                                source=name)
            out: dict[str, str] = {}
            for line, row in enumerate(reader, start=2):
                doc = (row.get("doc_id") or "").strip()
                patient = (row.get("patient_id") or "").strip()
                if not doc or not patient:
                    raise DataError(f"line {line}: empty doc_id or patient_id", source=name)
                if out.get(doc, patient) != patient:
                    raise DataError(f"line {line}: document '{doc}' is mapped to two patients",
                                    source=name)
                out[doc] = patient
    except OSError as exc:
        raise DataError(f"cannot read the patient map ({exc.strerror or exc})",
                        source=name) from None
    except UnicodeDecodeError:
        raise DataError("the patient map is not UTF-8 text", source=name) from None
    except csv.Error as exc:
        raise DataError(f"not a CSV file ({exc})", source=name) from None
    if not out:
        raise DataError("the patient map has no rows", source=name)
    return out


def patient_ids(doc_ids: pa.Array, patients: Mapping[str, str], source: str | None) -> pa.Array:
    """The patient of each row's document (null where the doc_id is null); a document the
    map lacks is a data error naming the map."""
    from deidkit.pseudonymize import PSEUDO_DOC_ID

    out = []
    for doc in doc_ids.to_pylist():
        if doc is None or doc == PSEUDO_DOC_ID:
            out.append(doc)  # no document: a row of its own (deidkit.features.document_keys)
        elif doc in patients:
            out.append(patients[doc])
        else:
            raise DataError(f"document '{doc}' is not in the patient map", source=source)
    return pa.array(out, pa.string())


class PatientOrder:
    """Checks, batch after batch, that each patient's documents are consecutive rows: a
    patient whose rows come back after another patient's is a data error (propagation
    across a patient's documents holds one patient at a time)."""

    def __init__(self, patients: Mapping[str, str], source: str | None):
        self.patients, self.source = patients, source
        self.current: str | None = None
        self.done: set[str] = set()

    def keys(self, batch: pa.RecordBatch) -> pa.Array:
        """The patient of each row of ``batch``, checked for order."""
        docs = batch.column("doc_id")
        ids = patient_ids(docs, self.patients, self.source)
        values = ids.to_pylist()
        for i, patient in enumerate(values):
            if patient is None or patient == self.current:
                continue
            if patient in self.done:
                raise DataError(f"the documents of patient '{patient}' are not consecutive in "
                                f"the input (document '{docs[i].as_py()}' comes after another "
                                "patient's); sort the tokens by patient", source=self.source)
            if self.current is not None:
                self.done.add(self.current)
            self.current = patient
        return ids
