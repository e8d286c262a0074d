"""Finding clinical codes, which are never PHI: ICD-10 diagnosis codes and CPT/HCPCS
procedure codes. They look like the identifiers and rooms a tagger learned ("G47.33",
"S83.511A", "CPT 99285"), and a tagger trained on notes with few of them takes them for
PHI; what this recognizer finds is *not* PHI, whatever the tagger said
(:data:`deidkit.recognizers.union.NOT_PHI`).

* ICD-10 (-CM) codes with their period, anywhere: a capital letter, two digits or a digit
  and A or B, a period, one to four letters or digits ("B05.9", "S83.511A",
  "F43.10"); without the period only after a cue ("ICD-10 G4733", "Dx code: M545");
* CPT codes after "CPT" or "HCPCS" (five digits, or four and F, T or U: "CPT 99285",
  "CPT 0001F"), and HCPCS level II codes after them (a letter and four digits: "K0001").

After a cue, the cue is found with its code ("CPT 99285", "ICD-10: E11.9"): the word a
tagger took for the start of an identifier is no more PHI than the code.

Not codes: a date ("12.05.2089" begins with a digit), a decimal, a code with a letter
after it that continues a word ("B12.5mg").
"""

from __future__ import annotations

import re
from typing import Iterator

from deidkit.recognizers.patterns import SP, words

#: The TYPE this recognizer gives: the union makes such a token O.
NOT_PHI = "not-PHI"
_ICD10 = r"[A-Z](?<![\w.][A-Z])\d[0-9AB]"
_WITH_PERIOD = re.compile(_ICD10 + r"\.[0-9A-Z]{1,4}(?![\w.]?\w)")
_AFTER_CUE = re.compile(
    words(["ICD-10-CM", "ICD-10", "ICD10", "ICD", "Dx code", "diagnosis code"])
    + rf"(?:{SP}*(?:code|#|:|-))*{SP}*"
    + "(" + _ICD10 + r"(?:\.?[0-9A-Z]{1,4})?)(?![\w.]?\w)")
_PROCEDURE = re.compile(
    words(["CPT", "HCPCS"]) + rf"(?:{SP}*(?:code|#|:|-))*{SP}*"
    + r"(\d{4}[0-9FTU]|[A-V]\d{4})(?![\w.]?\w)")


def find_clinical_codes(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, NOT_PHI)`` of every ICD-10 and CPT/HCPCS code in ``text`` (with its
    cue, where one introduces it)."""
    for m in _WITH_PERIOD.finditer(text):
        yield m.start(), m.end(), NOT_PHI
    for pattern in (_AFTER_CUE, _PROCEDURE):
        for m in pattern.finditer(text):
            yield m.start(), m.end(1), NOT_PHI
