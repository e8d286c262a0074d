"""Finding a unit of measure after a number ("lifting over 23 kg", "500 mg", "2 million"),
which is never PHI. The shipped model tags such a unit as part of a date now and then
("23 [kg]" DATE); what this recognizer finds is *not* PHI, whatever the tagger said
(:data:`deidkit.recognizers.codes.NOT_PHI`), as for clinical codes. Only the unit: the
number is left to the tagger and the other recognizers (it may be an age or a count).

Not units here: time words ("85 years" is an age, "3 days" may be part of a date), single
letters ("62 M" is an age and a sex), and the units an address may write after a number
("Km 5", "Ft Myers", "Six Mile Road": km, ft, feet, miles), and units in capitals.
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.codes import NOT_PHI
from deidkit.recognizers.patterns import SP

# as units are written, in lower case or their own mixed case: in capitals ("4417 KG") two
# letters after digits may be the end of a plate or an identifier
_UNITS = ("kg|kgs|mg|mgs|mcg|µg|ug|ng|gm|gms|ml|mL|mls|cc|dl|dL|mmol|meq|iu|IU|mmhg|mmHg|cm|mm|"
          "lb|lbs|oz|kcal|bpm|million|billion|thousand")
# begins with a digit (fast to scan); the unit is group 1
_UNIT = re.compile(rf"\d(?<![\w.,]\d)(?:[\d.,]*\d)?{SP}*({_UNITS})(?![\w'’])")


def find_units(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every unit of measure right after a number in ``text``."""
    for m in _UNIT.finditer(text):
        yield m.start(1), m.end(1), NOT_PHI
