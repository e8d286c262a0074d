"""pseudonymize --strategy surrogate: date shifts keep intervals and formats, names by
names, ages capped, same-shape IDs, coherence within documents."""

from __future__ import annotations

import datetime as dt

import pyarrow as pa
import pytest

from deidkit.pseudonymize import surrogates as sg
from tests.conftest import arrow_stream_bytes, read_arrow_output, run, tokens_table


def test_spans_from_iob2():
    labels = ["O", "B-DATE", "I-DATE", "I-DATE", "B-PATIENT", "I-DOCTOR", "O", "I-AGE"]
    assert sg.spans(labels) == [("DATE", 1, 4), ("PATIENT", 4, 5), ("DOCTOR", 5, 6), ("AGE", 7, 8)]


def _doc_rows(doc, dates):
    rows = []
    for i, date in enumerate(dates):
        toks = ["Seen", "on", *date, "by", "Dr", "Smith", "age", "93", "MRN", "A12-34"]
        labs = ["O", "O", "B-DATE", *["I-DATE"] * (len(date) - 1), "O", "O", "B-DOCTOR", "O",
                "B-AGE", "O", "B-MEDICALRECORD"]
        rows.append({"doc_id": doc, "sentence": i, "tokens": toks, "starts": list(range(len(toks))),
                     "ends": list(range(1, len(toks) + 1)), "labels": labs})
    return rows


# The oracle: each test date with its value and the test's own writer of that format.
MDY_DATES = [
    (dt.date(2091, 1, 30), lambda d: [f"{d.month:02d}", "/", f"{d.day:02d}", "/", str(d.year)]),
    (dt.date(2091, 2, 14), lambda d: [str(d.month), "/", str(d.day), "/", f"{d.year % 100:02d}"]),
    (dt.date(2091, 3, 3), lambda d: [d.strftime("%B"), str(d.day), ",", str(d.year)]),
    (dt.date(2091, 12, 31), lambda d: [str(d.year), "-", f"{d.month:02d}", "-", f"{d.day:02d}"]),
    (dt.date(2091, 4, 5), lambda d: [f"{d.month:02d}", "/", f"{d.day:02d}", "/", str(d.year)]),
]
# Day-first, as styles B, D and E write them: 12.03.2091 is the 12th of March.
DMY_DATES = [
    (dt.date(2091, 3, 12), lambda d: [f"{d.day:02d}", ".", f"{d.month:02d}", ".", str(d.year)]),
    (dt.date(2091, 3, 25), lambda d: [f"{d.day:02d}", "/", f"{d.month:02d}", "/", str(d.year)]),
    (dt.date(2091, 4, 3), lambda d: [f"{d.day:02d}", "/", f"{d.month:02d}", "/", str(d.year)]),
    (dt.date(2091, 2, 1), lambda d: [str(d.day), d.strftime("%b").upper(), str(d.year)]),
]


def _offset(dates, outputs):
    """The one shift (in days) that turns every test date into its output, by the
    oracle; fails when the dates of a document moved by different amounts."""
    (first, write), out = dates[0], outputs[0]
    found = [k for k in range(-400, 401) if write(first + dt.timedelta(days=k)) == out]
    assert len(found) == 1, (out, found)
    for (day, write), out in zip(dates, outputs):
        assert write(day + dt.timedelta(days=found[0])) == out, (day, out)
    return found[0]


@pytest.mark.parametrize("order", ["auto", None])
def test_surrogate_cli_shifts_day_first_and_month_first_documents(order):
    docs = {"a": MDY_DATES, "b": DMY_DATES, "c": MDY_DATES}
    rows = [r for doc, dates in docs.items()
            for r in _doc_rows(doc, [write(day) for day, write in dates])]
    args = ["pseudonymize", "--strategy", "surrogate", "--no-shuffle", "--keep-ids", "--seed", "5"]
    result = run(args + (["--date-order", order] if order else []),
                 input=arrow_stream_bytes(tokens_table(rows)))
    by_doc = {}
    for row in read_arrow_output(result.stdout_bytes).to_pylist():
        toks = row["tokens"]
        n = len(row["labels"]) - 9
        by_doc.setdefault(row["doc_id"], []).append((toks[2:2 + n], toks[-5], toks[-3], toks[-1]))
    offsets = set()
    for doc, items in by_doc.items():
        offset = _offset(docs[doc], [d for d, *_ in items])
        assert offset != 0
        offsets.add(offset)
        names = {name for _, name, _, _ in items}
        ids = {mrn for *_, mrn in items}
        assert len(names) == 1 and names != {"Smith"}  # coherent within the document
        assert next(iter(names))[0].isupper()
        assert {age for _, _, age, _ in items} == {"90"}  # ages over 89 -> 90
        assert len(ids) == 1 and ids != {"A12-34"}
        mrn = next(iter(ids))
        assert mrn[0].isupper() and mrn[1:3].isdigit() and mrn[3] == "-" and mrn[4:].isdigit()
    assert len(offsets) == 3  # each document its own shift
    assert "entities 56, unparsed dates (digits randomised) 0" in result.stderr


def test_surrogate_date_order_decides_ambiguous_dates_and_streams_across_batches():
    from deidkit.pseudonymize import pseudonymize

    # Document "x": only ambiguous dates; "y" has 25/03/2091 (day-first only), so its
    # 03/04/2091 is the 3rd of April; the batches cut "y" in two.
    rows = (_doc_rows("x", [["03", "/", "04", "/", "2091"]])
            + _doc_rows("y", [["03", "/", "04", "/", "2091"], ["25", "/", "03", "/", "2091"]]))
    table = tokens_table(rows)
    outs = {}
    for order in ("auto", "dmy", "mdy"):
        batches = table.to_batches(max_chunksize=2)
        assert len(batches) == 2
        out = pa.Table.from_batches(list(pseudonymize(
            batches, None, seed=1, strategy="surrogate", shuffle=False, keep_ids=True,
            date_order=order))).to_pylist()
        outs[order] = [r["tokens"][2:7] for r in out]
    day_first = lambda d: [f"{d.day:02d}", "/", f"{d.month:02d}", "/", str(d.year)]  # noqa: E731
    month_first = lambda d: [f"{d.month:02d}", "/", f"{d.day:02d}", "/", str(d.year)]  # noqa: E731
    y_dates = [(dt.date(2091, 4, 3), day_first), (dt.date(2091, 3, 25), day_first)]
    offset_y = _offset(y_dates, outs["auto"][1:])
    assert _offset(y_dates, outs["dmy"][1:]) == offset_y
    # month-first: 03/04 is March 4th; 25/03 is still read day-first (no other reading)
    assert _offset([(dt.date(2091, 3, 4), month_first), (dt.date(2091, 3, 25), day_first)],
                   outs["mdy"][1:]) == offset_y
    # "x" alone decides nothing: auto takes the order of the documents before it (none: mdy)
    assert outs["auto"][0] == outs["mdy"][0] != outs["dmy"][0]


def test_date_order_needs_the_surrogate_strategy(tmp_path):
    path = tmp_path / "tiny.txt"
    path.write_text("smith 1 0\njones 0.9 0.1\n", encoding="utf-8")
    table = tokens_table([{"doc_id": "a", "sentence": 0, "tokens": ["Smith"],
                           "labels": ["B-PATIENT"]}])
    result = run(["pseudonymize", "--date-order", "dmy", "--embeddings", path, "-n", "1"],
                 input=arrow_stream_bytes(table), expect=2)
    assert result.stderr.strip() == ("Error: --date-order does not apply with --strategy "
                                     "neighbors (it does not read dates)")


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


# -- --keep-initials ------------------------------------------------------------------------

def _initial(word):
    import unicodedata

    return unicodedata.normalize("NFKD", word[0])[0].upper()


def test_keep_initials_names_start_with_the_same_letter():
    s = sg.Surrogates(seed=1, keep_initials=True)
    # Last-first order, an initial, mixed case, lower case, an accented first letter.
    assert s.entity("PATIENT", ["SMITH", ",", "John", "Q", "."], "d1") == [
        "STANLEY", ",", "Johnny", "Q", "."]
    assert s.entity("PATIENT", ["Mary", "Ann", "McDonald"], "d1") == ["Madeline", "Audrey", "Moody"]
    assert s.entity("DOCTOR", ["dr", "ulrich"], "d1") == ["doris", "underwood"]
    assert s.entity("PATIENT", ["Émile", "Zola"], "d1") == ["Evelyn", "Zhang"]
    # Coherent within the document ("Smith" alone is the same last name, cased as written)...
    assert s.entity("DOCTOR", ["Smith"], "d1") == ["Stanley"]
    assert s.entity("PATIENT", ["John", "SMITH"], "d1") == ["Johnny", "STANLEY"]
    # ...and drawn afresh in another document, still with the same initials.
    assert s.entity("PATIENT", ["SMITH", ",", "John", "Q", "."], "d2") == [
        "SANTOS", ",", "Joshua", "Q", "."]


def test_keep_initials_on_many_names_is_deterministic_per_seed():
    from faker.providers.person.en_US import Provider as Person

    firsts = sorted(n for n in Person.first_names if n.isalpha() and n[0] not in "QUX")[::7]
    lasts = sorted(n for n in Person.last_names if n.isalpha() and n[0] not in "QUX")[::9]
    spans = [[f, l] for f, l in zip(firsts, lasts)]
    a = sg.Surrogates(seed=3, keep_initials=True)
    b = sg.Surrogates(seed=3, keep_initials=True)
    c = sg.Surrogates(seed=4, keep_initials=True)
    out_a = [a.entity("PATIENT", span, "doc") for span in spans]
    assert out_a == [b.entity("PATIENT", span, "doc") for span in spans]
    out_c = [c.entity("PATIENT", span, "doc") for span in spans]
    assert sum(x != y for x, y in zip(out_a, out_c)) > len(spans) // 2  # the seed matters
    for span, new in zip(spans, out_a):
        assert [w[0] for w in new] == [w[0] for w in span]  # every initial kept
        assert all(n != o for n, o in zip(new, span))  # never the name itself
    assert set(a.last_names) >= {n[1] for n in out_a}  # last names stay last names
    assert set(a.first_names) >= {n[0] for n in out_a}
    assert a.stats.extra == {}  # no fallback was needed


def test_keep_initials_fallbacks():
    s = sg.Surrogates(seed=1, keep_initials=True)
    # No en_US first name starts with U: a last name with U stands in ("Ulrich" is
    # a first name here); no last name starts with X: a first name with X.
    assert s.entity("PATIENT", ["Ulrich", "Xu"], "d") == ["Underwood", "Xavier"]
    assert s.stats.extra == {"initials_other_role": 2}
    # The only Q and U names (the last names Quinn and Underwood) are the originals
    # themselves, and no name starts with Ø: the initial cannot be kept, the name is
    # replaced anyway, by a name of its role (here first, first, last).
    assert [n for n in s.last_names if n[0] in "QU"] == ["Quinn", "Underwood"]
    new = s.entity("PATIENT", ["Quinn", "Underwood", "Øyvind"], "d")
    assert new == ["Franklin", "Damon", "Norton"]
    assert new[0] in s.first_names and new[1] in s.first_names and new[2] in s.last_names
    assert s.stats.extra == {"initials_other_role": 2, "initials_not_kept": 3}


def test_keep_initials_cli(tmp_path):
    rows = [
        {"doc_id": doc, "sentence": i, "tokens": toks, "labels": labs}
        for doc in ("a", "b")
        for i, (toks, labs) in enumerate([
            (["Dr", "K", ".", "Novak", "saw", "Mary", "Smith"],
             ["O", "B-DOCTOR", "I-DOCTOR", "I-DOCTOR", "O", "B-PATIENT", "I-PATIENT"]),
            (["Smith", "called", "Novak", "on", "3/4/2091"],
             ["B-PATIENT", "O", "B-DOCTOR", "O", "B-DATE"]),
        ])]
    data = arrow_stream_bytes(tokens_table(rows))
    args = ["pseudonymize", "--strategy", "surrogate", "--keep-initials", "--no-shuffle",
            "--keep-ids", "--seed", "2"]
    result = run(args, input=data)
    assert run(args, input=data).stdout_bytes == result.stdout_bytes  # byte-identical
    out = read_arrow_output(result.stdout_bytes).to_pylist()
    names = {}
    for row, orig in zip(out, rows):
        for new, old, lab in zip(row["tokens"], orig["tokens"], orig["labels"]):
            if lab.endswith(("DOCTOR", "PATIENT")) and old.isalpha():
                assert new[0] == old[0] and (new != old) == (len(old) > 1)
                names.setdefault((row["doc_id"], old), set()).add(new)
    assert all(len(v) == 1 for v in names.values())  # coherent within each document
    assert names[("a", "Smith")] != names[("b", "Smith")]  # drawn per document
    from deidkit import schemas

    table = read_arrow_output(result.stdout_bytes)
    assert schemas.metadata_value(table.schema, "deidkit.pseudonymize.keep_initials") == "true"
    assert ("initials kept 2; names with their initial from the other first/last list 0, "
            "with no name of that initial (initial not kept) 0") in result.stderr
    assert "kept by chance 0" in result.stderr


def test_keep_initials_needs_the_surrogate_strategy(tmp_path):
    path = tmp_path / "tiny.txt"
    path.write_text("smith 1 0\njones 0.9 0.1\n", encoding="utf-8")
    table = tokens_table([{"doc_id": "a", "sentence": 0, "tokens": ["Smith"],
                           "labels": ["B-PATIENT"]}])
    result = run(["pseudonymize", "--keep-initials", "--embeddings", path, "-n", "1"],
                 input=arrow_stream_bytes(table), expect=2)
    assert result.stderr.strip().splitlines()[-1] == (
        "Error: --keep-initials does not apply with --strategy neighbors (it draws embedding "
        "neighbours, not names)")
    assert result.stdout_bytes == b""
