import numpy as np
import pytest

from deidkit import casing as c


@pytest.mark.parametrize("token, expected", [
    ("2014", c.NUMERIC),
    ("12a", c.MAINLY_NUMERIC),       # 2 of 3 characters are digits
    ("a1", c.ALL_LOWER),             # 1 of 2 is not > 50%; islower() ignores digits
    ("x1Y", c.CONTAINS_DIGIT),
    ("smith", c.ALL_LOWER),
    ("SMITH", c.ALL_UPPER),
    ("Smith", c.INITIAL_UPPER),
    ("McDonald", c.INITIAL_UPPER),
    ("a1b2c", c.ALL_LOWER),          # islower() ignores digits; first match wins
    ("-", c.OTHER),
    ("", c.OTHER),
])
def test_casing_classes(token, expected):
    assert c.casing(token) == expected


def test_casing_ids_shape_and_dtype():
    ids = c.casing_ids(["John", "is", "81", "."])
    assert ids.dtype == np.int8
    assert ids.tolist() == [c.INITIAL_UPPER, c.ALL_LOWER, c.NUMERIC, c.OTHER]
    assert c.NUM_CLASSES == 8 and c.PADDING == 0


def test_casing_transfer():
    assert c.transfer_casing("Smith", "jones") == "Jones"
    assert c.transfer_casing("SMITH", "jones") == "JONES"
    assert c.transfer_casing("smith", "Jones") == "jones"
    assert c.transfer_casing("J", "k") == "K"
    assert c.transfer_casing("2091", "s.o.") == "s.o."
    assert c.transfer_casing("McDonald", "jones") == "Jones"  # mixed, capital first
    assert c.transfer_casing("eGFR", "jones") == "jONES"  # mixed: letter by letter
    assert c.transfer_casing("O'Neil", "o'brien") == "O'brien"
    assert c.transfer_casing("O'Brien", "'s") == "'S"  # capitalised from the first letter


@pytest.mark.parametrize("source, pattern", [
    ("", c.PATTERN_NONE), ("2091", c.PATTERN_NONE), ("smith", c.PATTERN_LOWER),
    ("SMITH", c.PATTERN_UPPER), ("Smith", c.PATTERN_TITLE), ("J", c.PATTERN_TITLE),
    ("McDonald", c.PATTERN_TITLE), ("eGFR", c.PATTERN_MIXED),
])
def test_casing_pattern_classes(source, pattern):
    assert c.casing_pattern(source) == pattern


def test_capitalise_arrow_matches_capitalise():
    import pyarrow as pa

    words = ["smith", "'s", "o'brien", "McCOY", "2nd", "x-ray", ""]
    assert c.capitalise_arrow(pa.array(words)).to_pylist() == [c.capitalise(w) for w in words]
    assert c.capitalise("'s") == "'S" and c.capitalise("2nd") == "2Nd"
