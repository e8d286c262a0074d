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
