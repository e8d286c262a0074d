"""pseudonymize --strategy surrogate: date shifts keep intervals and formats, names by
names, ages capped, same-shape IDs, coherence within documents."""

from __future__ import annotations


import pytest

from deidkit import surrogates as sg
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table


def test_spans_from_iob2():
    labels = ["O", "B-DATE", "I-DATE", "I-DATE", "B-PATIENT", "I-DOCTOR", "O", "I-AGE"]
    assert sg.spans(labels) == [("DATE", 1, 4), ("PATIENT", 4, 5), ("DOCTOR", 5, 6), ("AGE", 7, 8)]


@pytest.mark.parametrize("span, days, expected", [
    (["03", "/", "12", "/", "2091"], 10, ["03", "/", "22", "/", "2091"]),
    (["3", "/", "30", "/", "91"], 5, ["4", "/", "4", "/", "91"]),
    (["2091", "-", "12", "-", "30"], 3, ["2092", "-", "01", "-", "02"]),
    (["March", "12", ",", "2091"], -12, ["February", "28", ",", "2091"]),
    (["Mar", "12"], 31, ["Apr", "12"]),
    (["12", "MARCH", "2091"], 20, ["1", "APRIL", "2091"]),
    (["2091"], 200, ["2092"]),
    (["3", "/", "12"], 1, ["3", "/", "13"]),
])
def test_shift_keeps_surface_format(span, days, expected):
    assert sg.shift_date_tokens(span, days) == expected


def test_unparseable_dates():
    assert sg.shift_date_tokens(["Christmas"], 3) is None
    assert sg.shift_date_tokens(["13", "/", "45", "/", "2091"], 3) is None


def _doc_rows(doc, dates):
    rows = []
    for i, date in enumerate(dates):
        toks = ["Seen", "on", *date, "by", "Dr", "Smith", "age", "93", "MRN", "A12-34"]
        labs = ["O", "O", "B-DATE", *["I-DATE"] * (len(date) - 1), "O", "O", "B-DOCTOR", "O",
                "B-AGE", "O", "B-MEDICALRECORD"]
        rows.append({"doc_id": doc, "sentence": i, "tokens": toks, "starts": list(range(len(toks))),
                     "ends": list(range(1, len(toks) + 1)), "labels": labs})
    return rows


def test_surrogate_cli_keeps_intervals_and_is_coherent():
    dates = [["01", "/", "30", "/", "2091"], ["02", "/", "14", "/", "2091"],
             ["March", "3", ",", "2091"], ["2091", "-", "12", "-", "31"]]
    rows = _doc_rows("a", dates) + _doc_rows("b", dates)
    result = run(["pseudonymize", "--strategy", "surrogate", "--no-shuffle", "--keep-ids",
                  "--seed", "5"], input=arrow_stream_bytes(tokens_table(rows)))
    out = read_arrow_output(result.stdout_bytes)
    by_doc = {}
    for row in out.to_pylist():
        toks = row["tokens"]
        n = len(row["labels"]) - 9
        date = toks[2:2 + n]
        by_doc.setdefault(row["doc_id"], []).append((date, toks[-5], toks[-3], toks[-1]))
    originals = [sg.parse_date_tokens(d) for d in dates]
    offsets = set()
    for doc, items in by_doc.items():
        new_dates = [sg.parse_date_tokens(d) for d, *_ in items]
        assert None not in new_dates
        shifts = {(n - o).days for n, o in zip(new_dates, originals)}
        assert len(shifts) == 1 and 0 not in shifts  # one offset per document: intervals kept
        offsets |= shifts
        # Each date keeps its format (token count, separators, month names stay names).
        for (d, *_), orig in zip(items, dates):
            assert len(d) == len(orig)
            assert [t for t in d if not t.isalnum()] == [t for t in orig if not t.isalnum()]
        names = {name for _, name, _, _ in items}
        ids = {mrn for *_, mrn in items}
        assert len(names) == 1 and names != {"Smith"}  # coherent within the document
        assert next(iter(names))[0].isupper()
        assert {age for _, _, age, _ in items} == {"90"}  # ages over 89 -> 90
        assert len(ids) == 1 and ids != {"A12-34"}
        mrn = next(iter(ids))
        assert mrn[0].isupper() and mrn[1:3].isdigit() and mrn[3] == "-" and mrn[4:].isdigit()
    assert len(offsets) == 2  # the two documents got different shifts
    assert "entities 32" in result.stderr


def test_surrogate_names_locations_keep_token_count():
    s = sg.Surrogates(seed=1)
    out = s.entity("PATIENT", ["SMITH", ",", "John", "Q", "."], "d")
    assert out[1] == "," and out[4] == "." and out[0].isupper() and out[0] != "SMITH"
    assert out[2][0].isupper() and out[2][1:].islower() and len(out[3]) == 1
    assert s.entity("PATIENT", ["SMITH"], "d") == [out[0]]  # coherent in the document
    for typ, span in (("CITY", ["New", "York"]), ("STATE", ["MA"]), ("HOSPITAL",
                      ["Ridgecrest", "Medical", "Center"]), ("STREET", ["12", "Oak", "St"])):
        new = s.entity(typ, span, "d")
        assert len(new) == len(span) and new != span
    assert s.entity("STATE", ["MA"], "d")[0].isupper()
    assert s.entity("AGE", ["45"], "d") == ["45"]
