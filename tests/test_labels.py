"""deidkit.labels: IOB2 parsing and spans, the HIPAA subset, label sets."""

from __future__ import annotations

import pytest

from deidkit import labels as lab
from deidkit.corpus.i2b2 import TYPE_CATEGORY

#: The HIPAA TYPEs of the official script, written out by hand (IDNUM excluded).
OFFICIAL_HIPAA = {"PATIENT", "CITY", "STREET", "ZIP", "ORGANIZATION", "DATE", "PHONE", "FAX",
                  "EMAIL", "SSN", "MEDICALRECORD", "HEALTHPLAN", "ACCOUNT", "LICENSE",
                  "VEHICLE", "DEVICE", "BIOID", "AGE"}


@pytest.mark.parametrize("type_", sorted(TYPE_CATEGORY))
def test_hipaa_types_agree_with_the_official_regexes(type_):
    name = TYPE_CATEGORY[type_]
    assert (type_ in lab.HIPAA_TYPES) == lab.is_hipaa(name, type_) == (type_ in OFFICIAL_HIPAA)
    # --idnum-hipaa adds IDNUM and nothing else
    assert lab.is_hipaa(name, type_, idnum_hipaa=True) == (type_ in OFFICIAL_HIPAA | {"IDNUM"})


def test_iob2_spans_rule():
    labels = ["I-DATE", "I-DATE", "B-DATE", "I-CITY", "O", "I-CITY", "B-AGE", "I-AGE"]
    spans = [(s.type, s.start, s.end) for s in lab.iob2_spans(labels, sentence_starts=[7])]
    # a stray I- opens a span, I-X continues only an open X, O and sentence starts close
    assert spans == [("DATE", 0, 2), ("DATE", 2, 3), ("CITY", 3, 4), ("CITY", 5, 6),
                     ("AGE", 6, 7), ("AGE", 7, 8)]


def test_iob2_spans_errors_name_the_label():
    with pytest.raises(lab.LabelError) as info:
        lab.iob2_spans(["O", "B-DATE", "PATIENT"])
    assert (info.value.label, info.value.index, info.value.unknown_type) == ("PATIENT", 2, False)
    assert str(info.value) == "not an IOB2 label: 'PATIENT' (expected O, B-TYPE or I-TYPE)"
    with pytest.raises(lab.LabelError) as info:
        lab.iob2_spans(["B-FRIEND"], types=TYPE_CATEGORY)
    assert (info.value.index, info.value.unknown_type) == (0, True)


def test_lenient_spans_treat_any_label_as_phi():
    spans = lab.iob2_spans(["PATIENT", "I-PATIENT", None, "I-DATE", "X-AGE"], lenient=True)
    assert [(s.type, s.start, s.end) for s in spans] == [("PATIENT", 0, 2), ("DATE", 3, 4),
                                                        ("AGE", 4, 5)]


def test_tag_names():
    assert lab.tag_name("PATIENT") == "NAME" and lab.tag_name(lab.BINARY_TYPE) == "PHI"
