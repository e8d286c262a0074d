"""`deidkit export --format surrogate`: every non-PHI character in place, no predicted PHI
string left, one date shift per patient whatever the date order, ages over 89 as 90, the
key file, determinism, bad inputs. Dates are checked by the test's own reader of the
formats it knows (regular expressions and datetime arithmetic), not by deidkit.dates."""

from __future__ import annotations

import csv
import datetime as dt
import re
import shutil
import stat
from collections import Counter, defaultdict

import pytest

from deidkit import io as dio
from deidkit.corpus.i2b2 import Tag, read_document, write_document
from tests.conftest import run

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]


def _month(name):
    low = name.lower().rstrip(".")
    hits = [i + 1 for i, m in enumerate(MONTHS)
            if m == low or (len(low) >= 3 and m.startswith(low))]
    return hits[0] if len(hits) == 1 else None


def _year(text):
    return int(text) if len(text) == 4 else 2000 + int(text)


def oracle_date(text, order):
    """The full date ``text`` writes in the formats the synth styles use, or None.
    ``order`` ("dmy"/"mdy") says how the document writes numeric dates."""
    m = re.fullmatch(r"(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})", text)
    if m:
        a, b = int(m.group(1)), int(m.group(3))
        day, month = (a, b) if order == "dmy" else (b, a)
        if month > 12:  # only the other order reads it
            day, month = month, day
        return _safe(_year(m.group(4)), month, day)
    m = re.fullmatch(r"(\d{4})[-/.](\d{2})[-/.](\d{2})", text) or \
        re.fullmatch(r"(\d{4})(\d{2})(\d{2})", text)
    if m:
        return _safe(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    m = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?[ -]?([A-Za-z]{3,9})\.?[ -]?(\d{4}|\d{2})", text)
    if m and _month(m.group(2)):
        return _safe(_year(m.group(3)), _month(m.group(2)), int(m.group(1)))
    m = re.fullmatch(r"([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,?\s+'?(\d{4}|\d{2})", text)
    if m and _month(m.group(1)):
        return _safe(_year(m.group(3)), _month(m.group(1)), int(m.group(2)))
    return None


def _safe(y, m, d):
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def _delta(before, after):
    """Days from ``before`` to ``after``; two-digit years may cross a century."""
    return min(
        (((after.replace(year=after.year + k) if (after.month, after.day) != (2, 29) else after)
          - before).days for k in (-100, 0, 100)), key=abs)


def test_oracle_reads_what_it_should():
    assert oracle_date("12.03.2089", "dmy") == dt.date(2089, 3, 12)
    assert oracle_date("12.03.2089", "mdy") == dt.date(2089, 12, 3)
    assert oracle_date("25/03/2089", "mdy") == dt.date(2089, 3, 25)
    assert oracle_date("3/12/89", "mdy") == dt.date(2089, 3, 12)
    assert oracle_date("12-MAR-2089", "mdy") == dt.date(2089, 3, 12)
    assert oracle_date("16th July 2072", "dmy") == dt.date(2072, 7, 16)
    assert oracle_date("Sep 6,\n2124", "mdy") == dt.date(2124, 9, 6)
    assert oracle_date("Mar 12 '89", "mdy") == dt.date(2089, 3, 12)
    assert oracle_date("20890312", "dmy") == dt.date(2089, 3, 12)
    assert oracle_date("March 2089", "dmy") is None


# -- the synth corpus: styles A (month-first), B (day-first) and D ---------------------------

STYLE_ORDER = {"A": "mdy", "B": "dmy", "D": "mdy"}  # D writes 3/12/89 month-first


def _spans(row):
    """(TYPE, start, end) of the predicted IOB2 spans of one tokens row."""
    out, cur = [], None
    for lab, s, e in zip(row["predicted"], row["starts"], row["ends"]):
        if lab.startswith("I-") and cur and cur[0] == lab[2:]:
            cur[2] = e
            continue
        if cur:
            out.append(tuple(cur))
        cur = [lab[2:], s, e] if lab != "O" else None
    if cur:
        out.append(tuple(cur))
    return out


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """Styles A, B and D in one source directory (doc ids A100-01, B100-01...); a patient
    is a patient number, so patient 100 has month-first (A) and day-first (B) notes."""
    root = tmp_path_factory.mktemp("surrogate")
    src = root / "src"
    src.mkdir()
    for style in "ABD":
        run(["synth", root / style, "--style", style, "--docs", "40", "--seed", "3"])
        for f in sorted((root / style).glob("*.xml")):
            shutil.copy(f, src / f"{style}{f.name}")
    run(["tokenize", src, "-o", root / "tokens.parquet"])
    table = dio.read_table(root / "tokens.parquet")
    table = table.append_column("predicted", table.column("labels"))
    dio.write_table(root / "tagged.parquet", table)
    with open(root / "map.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["doc_id", "patient_id"])
        for path in sorted(src.glob("*.xml")):
            w.writerow([path.stem, path.stem[1:].split("-")[0]])
    spans = defaultdict(list)
    for row in table.to_pylist():
        spans[row["doc_id"]] += _spans(row)
    texts = {p.stem: read_document(p).text for p in src.glob("*.xml")}
    result = run(["export", root / "tagged.parquet", "--format", "surrogate", "--source", src,
                  "--patients", root / "map.csv", "--key", root / "key.csv", "--seed", "7",
                  "-o", root / "out"])
    with open(root / "key.csv", newline="", encoding="utf-8") as f:
        key = list(csv.DictReader(f))
    outputs = {p.stem: p.read_bytes().decode("utf-8") for p in (root / "out").glob("*.txt")}
    return {"root": root, "src": src, "spans": spans, "texts": texts, "key": key,
            "outputs": outputs, "stderr": result.stderr}


def test_non_phi_characters_are_unchanged_byte_for_byte(corpus):
    key_by_doc = defaultdict(list)
    for r in corpus["key"]:
        key_by_doc[r["doc_id"]].append(r)
    assert set(corpus["outputs"]) == set(corpus["texts"])
    for doc, text in corpus["texts"].items():
        spans = sorted(corpus["spans"][doc], key=lambda s: s[1])
        rows = sorted(key_by_doc[doc], key=lambda r: int(r["start"]))
        # the key lists exactly the predicted spans, with their source text
        assert [(t, s, e) for t, s, e in spans] == \
            [(r["type"], int(r["start"]), int(r["end"])) for r in rows]
        out, pos, opos = corpus["outputs"][doc], 0, 0
        for r in rows:
            start, end = int(r["start"]), int(r["end"])
            assert r["original"] == text[start:end]
            gap = text[pos:start]
            assert out[opos:opos + len(gap)] == gap, (doc, start)  # the text between spans
            opos += len(gap)
            assert out[opos:opos + len(r["surrogate"])] == r["surrogate"]
            opos += len(r["surrogate"])
            pos = end
        assert out[opos:] == text[pos:]


def _bounded(haystack, needle):
    return len(re.findall(rf"(?<![^\W_]){re.escape(needle)}(?![^\W_])", haystack))


def test_no_predicted_phi_string_is_left(corpus):
    by_patient = defaultdict(list)
    for r in corpus["key"]:
        by_patient[r["patient_id"]].append(r)
    checked = Counter()
    for patient, rows in by_patient.items():
        docs = sorted({r["doc_id"] for r in rows})
        output = "\n".join(corpus["outputs"][d] for d in docs)
        # the source text outside the predicted spans: what stays by design
        outside = "\n".join(_outside(corpus["texts"][d], corpus["spans"][d]) for d in docs)
        # dates are shifted, not drawn, and ages under 90 stay: their numbers may equal
        # another PHI string of the patient ("16" a room and the 16th of a month)
        by_design = [r["surrogate"] for r in rows if r["type"] in ("DATE", "AGE")]
        for r in rows:
            original = r["original"]
            if r["type"] == "AGE":
                # ages under 90 stay (HIPAA); 90 is its own cap
                assert r["surrogate"] == original or int(re.sub(r"\D", "", original)) > 89
                continue
            assert r["surrogate"] != original
            if len(original) < 2:  # one digit or letter is everywhere
                continue
            left = _bounded(output, original) - _bounded(outside, original)
            # a shift may land on another date of the patient, and a year alone can be part
            # of a shifted full date; never anywhere else
            left -= sum(_bounded(s, original) for s in by_design)
            assert left <= 0, (patient, r["type"], r["method"])
            checked[r["type"]] += 1
    assert checked["DATE"] > 100 and checked["PATIENT"] > 50 and checked["DOCTOR"] > 50
    assert sum(checked.values()) > 700


def _outside(text, spans):
    keep, pos = [], 0
    for _, s, e in sorted(spans, key=lambda x: x[1]):
        keep.append(text[pos:s])
        keep.append("\0")
        pos = e
    keep.append(text[pos:])
    return "".join(keep)


def _ambiguous(text):
    """A numeric date both orders read (03/04/2089), by the test's own reading."""
    m = re.fullmatch(r"(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}", text)
    return bool(m) and int(m.group(1)) <= 12 and int(m.group(2)) <= 12 and m.group(1) != m.group(2)


def test_one_date_shift_per_patient_in_both_orders(corpus):
    """Each date the oracle reads moves by its patient's one shift. A document's ambiguous
    dates are checked when the document has a date only one order reads (auto decides by
    those); without one, auto guesses (from the patient's other notes): not checked."""
    decided = {r["doc_id"] for r in corpus["key"] if r["type"] == "DATE"
               and re.fullmatch(r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}", r["original"])
               and max(map(int, re.findall(r"\d+", r["original"])[:2])) > 12}
    shifts = defaultdict(set)
    orders = defaultdict(set)
    checked = Counter()
    for r in corpus["key"]:
        if r["type"] != "DATE" or (_ambiguous(r["original"]) and r["doc_id"] not in decided):
            continue
        order = STYLE_ORDER[r["doc_id"][0]]
        before = oracle_date(r["original"], order)
        if before is None:
            continue
        after = oracle_date(r["surrogate"], order)
        assert after is not None, (r["doc_id"], r["method"])  # the same format came back
        shifts[r["patient_id"]].add(_delta(before, after))
        if re.fullmatch(r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}", r["original"]):
            orders[r["patient_id"]].add(order)
        checked[order] += 1
    assert checked["dmy"] > 50 and checked["mdy"] > 50
    assert all(len(s) == 1 and 0 not in s for s in shifts.values()), shifts
    both = [p for p, o in orders.items() if o == {"dmy", "mdy"}]
    assert len(both) >= 3  # patients with day-first and month-first numeric dates
    assert len({next(iter(s)) for s in shifts.values()}) > 5  # drawn per patient


def test_ages_over_89_become_90(corpus):
    ages = [r for r in corpus["key"] if r["type"] == "AGE"]
    old = [r for r in ages if re.search(r"\d+", r["original"]) and
           int(re.search(r"\d+", r["original"]).group()) > 89]
    assert len(old) >= 3
    for r in old:
        assert re.search(r"\d+", r["surrogate"]).group() == "90"
        assert re.sub(r"\d+", "", r["surrogate"]) == re.sub(r"\d+", "", r["original"])


def test_names_are_coherent_within_a_patient(corpus):
    """Each name word of a patient's documents, in a full name or alone, gets one surrogate."""
    seen = defaultdict(set)
    for r in corpus["key"]:
        if r["type"] not in ("PATIENT", "DOCTOR"):
            continue
        before = re.findall(r"[^\W\d_]+|\d+|\S", r["original"])
        after = re.findall(r"[^\W\d_]+|\d+|\S", r["surrogate"])
        assert len(before) == len(after)
        for a, b in zip(before, after):
            if a.isalpha() and len(a) > 1:
                seen[(r["patient_id"], a.lower())].add(b.lower())
    assert len(seen) > 100
    split = [k for k, v in seen.items() if len(v) > 1]
    # a word can be a first name in one full name and a last name in another
    assert len(split) <= len(seen) // 50, split


def test_key_file(corpus):
    path = corpus["root"] / "key.csv"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert list(corpus["key"][0]) == ["doc_id", "patient_id", "type", "start", "end", "original",
                                      "surrogate", "method", "shift_days"]
    methods = Counter(r["method"] for r in corpus["key"])
    assert methods["date-shifted"] > 100 and methods["name"] > 100 and methods["replaced"] > 100
    assert "wrote the key" in corpus["stderr"] and "it contains PHI" in corpus["stderr"]
    for r in corpus["key"]:
        if r["method"] == "date-shifted":
            assert r["shift_days"] and int(r["shift_days"]) != 0
        if r["method"] == "date-generic":
            assert r["shift_days"] == ""


def test_same_seed_same_output_other_seed_other_output(corpus, tmp_path):
    root = corpus["root"]
    args = ["export", root / "tagged.parquet", "--format", "surrogate", "--source", corpus["src"],
            "--patients", root / "map.csv"]
    run(args + ["--seed", "7", "-o", tmp_path / "again", "--key", tmp_path / "key.csv"])
    again = {p.stem: p.read_text(encoding="utf-8") for p in (tmp_path / "again").glob("*.txt")}
    assert again == corpus["outputs"]
    assert (tmp_path / "key.csv").read_bytes() == (root / "key.csv").read_bytes()
    run(args + ["--seed", "8", "-o", tmp_path / "other"])
    other = {p.stem: p.read_text(encoding="utf-8") for p in (tmp_path / "other").glob("*.txt")}
    assert sum(other[d] != corpus["outputs"][d] for d in other) == len(other)


# -- small documents: one patient, both orders, unreadable dates -----------------------------

def _tagged(tmp_path, docs):
    """Source XML and a tokens table whose predictions are the gold tags."""
    src = tmp_path / "src"
    src.mkdir(exist_ok=True)
    for doc_id, (text, phi) in docs.items():
        tags, pos = [], 0
        for typ, value in phi:
            start = text.index(value, pos)
            tags.append(Tag("X", typ, start, start + len(value), value))
            pos = start + len(value)
        write_document(src / f"{doc_id}.xml", text, tags)
    run(["tokenize", src, "-o", tmp_path / "tokens.parquet"])
    table = dio.read_table(tmp_path / "tokens.parquet")
    dio.write_table(tmp_path / "tagged.parquet",
                    table.append_column("predicted", table.column("labels")))
    return tmp_path / "tagged.parquet", src


DOCS = {
    "p1-a": ("Seen 25/03/2089 and 03/04/2089 by Dr Berg.\nJohn Smith, 93 years, 45 kg.\n"
             "Over Christmas he fell.  MRN 4471-22\n",
             [("DATE", "25/03/2089"), ("DATE", "03/04/2089"), ("DOCTOR", "Berg"),
              ("PATIENT", "John Smith"), ("AGE", "93"), ("DATE", "Christmas"),
              ("MEDICALRECORD", "4471-22")]),
    "p1-b": ("Follow-up 04/15/2089 (was 03/04/2089).\nMr. Smith, J. Smith and SMITH, JOHN.\n"
             "Call Berg.\n",
             [("DATE", "04/15/2089"), ("DATE", "03/04/2089"), ("PATIENT", "Smith"),
              ("PATIENT", "J. Smith"), ("PATIENT", "SMITH, JOHN"), ("DOCTOR", "Berg")]),
    "p2-a": ("John Smith seen 03/04/2089.\n", [("PATIENT", "John Smith"), ("DATE", "03/04/2089")]),
}


def _map(tmp_path, rows, header=("doc_id", "patient_id")):
    path = tmp_path / "map.csv"
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        if header:
            w.writerow(header)
        w.writerows(rows)
    return path


def test_one_patient_in_both_orders(tmp_path):
    tagged, src = _tagged(tmp_path, DOCS)
    patients = _map(tmp_path, [("p1-a", "P1"), ("p1-b", "P1"), ("p2-a", "P2")])
    run(["export", tagged, "--format", "surrogate", "--source", src, "--patients", patients,
         "--seed", "3", "-o", tmp_path / "out", "--key", tmp_path / "key.csv"])
    with open(tmp_path / "key.csv", newline="") as f:
        key = {(r["doc_id"], r["original"]): r["surrogate"] for r in csv.DictReader(f)}
    # p1-a is day-first (25/03 says so), p1-b month-first (04/15): 03/04 is the 3rd of
    # April in one and the 4th of March in the other; one shift for the patient
    a = {k: dt.datetime.strptime(key[("p1-a", k)], "%d/%m/%Y").date()
         for k in ("25/03/2089", "03/04/2089")}
    b = {k: dt.datetime.strptime(key[("p1-b", k)], "%m/%d/%Y").date()
         for k in ("04/15/2089", "03/04/2089")}
    shift = (a["25/03/2089"] - dt.date(2089, 3, 25)).days
    assert shift != 0
    assert a["03/04/2089"] - dt.date(2089, 4, 3) == dt.timedelta(days=shift)
    assert b["04/15/2089"] - dt.date(2089, 4, 15) == dt.timedelta(days=shift)
    assert b["03/04/2089"] - dt.date(2089, 3, 4) == dt.timedelta(days=shift)
    # names: the full name, its parts alone, the initial, last-first, in capitals
    first, last = key[("p1-a", "John Smith")].split()
    assert key[("p1-b", "Smith")] == last
    assert key[("p1-b", "J. Smith")] == f"{first[0]}. {last}"
    assert key[("p1-b", "SMITH, JOHN")] == f"{last.upper()}, {first.upper()}"
    assert key[("p1-a", "Berg")] == key[("p1-b", "Berg")] != "Berg"
    assert {first, last} & {"John", "Smith", "Berg"} == set()
    # another patient: other surrogates, another shift
    assert key[("p2-a", "John Smith")] != key[("p1-a", "John Smith")]
    assert key[("p1-a", "93")] == "90" and ("p1-a", "45") not in key
    # an unreadable date becomes a generic date in the document's format
    generic = key[("p1-a", "Christmas")]
    assert re.fullmatch(r"\d\d/\d\d/\d{4}", generic)
    assert dt.datetime.strptime(generic, "%d/%m/%Y")
    text = (tmp_path / "out" / "p1-a.txt").read_text()
    assert text.startswith(f"Seen {key[('p1-a', '25/03/2089')]} and ")
    assert f"Over {generic} he fell.  MRN " in text
    mrn = key[("p1-a", "4471-22")]
    assert re.fullmatch(r"\d{4}-\d\d", mrn) and mrn != "4471-22"


def test_without_a_map_each_document_is_its_own_patient(tmp_path):
    tagged, src = _tagged(tmp_path, DOCS)
    out = run(["export", tagged, "--format", "surrogate", "--source", src, "--seed", "3",
               "--date-order", "dmy"]).stdout
    docs = dict(re.findall(r"==> (\S+) <==\n(.*?)(?=\n==> |\Z)", out, re.S))
    assert set(docs) == set(DOCS)
    assert docs["p1-a"].split("\n")[1].split(",")[0] != docs["p2-a"].split(" seen")[0]
    # --date-order dmy: 04/15/2089 can only be month-first and is read so; 03/04/2089 is
    # the 3rd of April; both moved by the document's one shift
    m = re.search(r"Follow-up (\S+) \(was (\S+)\)", docs["p1-b"])
    one = dt.datetime.strptime(m.group(1), "%m/%d/%Y").date() - dt.date(2089, 4, 15)
    two = dt.datetime.strptime(m.group(2), "%d/%m/%Y").date() - dt.date(2089, 4, 3)
    assert one == two != dt.timedelta(0)


@pytest.mark.parametrize("rows, header, message", [
    ([("p1-a", "P1"), ("p1-b", "P1")], ("doc_id", "patient_id"),
     "document 'p2-a' is not in the patient map"),
    ([("p1-a", "P1")], ("doc", "patient"),
     "not a patient map: expected a CSV header with the columns doc_id and patient_id, "
     "found doc, patient"),
    ([("p1-a", "P1"), ("p1-a", "P2")], ("doc_id", "patient_id"),
     "line 3: document 'p1-a' is mapped to two patients"),
    ([("p1-a", "")], ("doc_id", "patient_id"), "line 2: empty doc_id or patient_id"),
    ([], ("doc_id", "patient_id"), "the patient map has no rows"),
])
def test_bad_patient_maps(tmp_path, rows, header, message):
    tagged, src = _tagged(tmp_path, DOCS)
    patients = _map(tmp_path, rows, header)
    result = run(["export", tagged, "--format", "surrogate", "--source", src, "--patients", patients,
                  "-o", tmp_path / "out", "--key", tmp_path / "key.csv"], expect=1)
    assert result.stderr.strip() == f"Error: {patients}: {message}"
    assert not (tmp_path / "out").exists() and not (tmp_path / "key.csv").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file


def test_bad_options(tmp_path):
    tagged, src = _tagged(tmp_path, DOCS)
    missing = tmp_path / "nope.csv"
    result = run(["export", tagged, "--format", "surrogate", "--source", src, "--patients", missing,
                  "-o", tmp_path / "out"], expect=1)
    assert result.stderr.startswith(f"Error: {missing}: cannot read the patient map (No such file")
    for extra, flag in ((["--key", tmp_path / "k.csv"], "--key"), (["--seed", "1"], "--seed"),
                        (["--date-order", "dmy"], "--date-order"),
                        (["--patients", missing], "--patients")):
        result = run(["export", tagged, "--format", "redacted", "--source", src] + extra, expect=2)
        assert result.stderr.strip() == f"Error: {flag} does not apply with --format redacted"
    (tmp_path / "k.csv").write_text("old")
    result = run(["export", tagged, "--format", "surrogate", "--source", src, "-o", tmp_path / "out",
                  "--key", tmp_path / "k.csv"], expect=2)
    assert result.stderr.strip() == \
        f"Error: --key '{tmp_path / 'k.csv'}' exists; use --force to overwrite it"
    assert not (tmp_path / "out").exists() and (tmp_path / "k.csv").read_text() == "old"
    run(["export", tagged, "--format", "surrogate", "--source", src, "-o", tmp_path / "out",
         "--key", tmp_path / "k.csv", "--force"])
    assert (tmp_path / "k.csv").read_text().startswith("doc_id,patient_id,type,")


def test_a_failed_write_leaves_no_key(tmp_path, monkeypatch):
    import errno
    import pathlib

    tagged, src = _tagged(tmp_path, DOCS)
    original = pathlib.Path.write_text

    def full_disk(self, *args, **kwargs):
        if self.suffix == ".txt" and ".tmp-" in self.parent.name:
            raise OSError(errno.ENOSPC, "No space left on device")
        return original(self, *args, **kwargs)

    monkeypatch.setattr(pathlib.Path, "write_text", full_disk)
    run(["export", tagged, "--format", "surrogate", "--source", src, "-o", tmp_path / "out",
         "--key", tmp_path / "key.csv"], expect=1)
    assert not (tmp_path / "key.csv").exists() and not (tmp_path / "out").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_auto_date_order_falls_back_to_the_patient_then_the_corpus():
    from deidkit.surrogate_export import surrogate_documents

    texts = {"x": "on 03/04/2089", "y": "on 25/03/2089", "z": "on 03/04/2089",
             "v": "on 26/03/2089", "w": "on 04/25/2089", "u": "on 2089-03-04"}
    tags = {d: [Tag("DATE", "DATE", 3, len(t), t[3:])] for d, t in texts.items()}
    patients = {"x": "P", "y": "P", "z": "Q", "v": "R", "w": "S", "u": "T"}
    result = surrogate_documents(tags, texts, seed=2, patients=patients)
    assert result.orders == Counter({"auto by the document's dates": 3,
                                     "auto by the patient's dates": 1,
                                     "auto by the corpus's dates": 2})
    out = {d.doc_id: d.content[3:] for d in result.documents}
    shift = {r.patient_id: int(r.shift_days) for r in result.key}
    # x: its patient's y is day-first, so 03/04 is the 3rd of April
    assert dt.datetime.strptime(out["x"], "%d/%m/%Y").date() == \
        dt.date(2089, 4, 3) + dt.timedelta(days=shift["P"])
    # z: nothing in its patient; the corpus has two day-first documents, one month-first
    assert dt.datetime.strptime(out["z"], "%d/%m/%Y").date() == \
        dt.date(2089, 4, 3) + dt.timedelta(days=shift["Q"])
    result = surrogate_documents(tags, texts, seed=2, patients=patients, date_order="mdy")
    assert result.orders == Counter({"mdy": 6})
    out = {d.doc_id: d.content[3:] for d in result.documents}
    assert dt.datetime.strptime(out["z"], "%m/%d/%Y").date() == \
        dt.date(2089, 3, 4) + dt.timedelta(days=shift["Q"])
    # a date only one order reads is read so whatever --date-order says
    assert dt.datetime.strptime(out["y"], "%d/%m/%Y").date() == \
        dt.date(2089, 3, 25) + dt.timedelta(days=shift["P"])


def test_carriage_returns_tabs_and_tables_stay():
    from deidkit.surrogate_export import surrogate_documents

    text = "Name:\tJohn Smith\r\n| DOB | 03/25/2089 |\r\n|  Age |  93 |\r\n\r\nSeen by  Dr Lee.\r\n"
    phi = [("PATIENT", "John Smith"), ("DATE", "03/25/2089"), ("AGE", "93"), ("DOCTOR", "Lee")]
    tags = []
    for typ, value in phi:
        start = text.index(value)
        tags.append(Tag("X", typ, start, start + len(value), value))
    out = surrogate_documents({"d": tags}, {"d": text}, seed=1).documents[0].content
    pattern = (r"Name:\t([A-Z][a-z]+) ([A-Z][a-z]+)\r\n\| DOB \| (\d\d)/(\d\d)/(\d{4}) \|\r\n"
               r"\|  Age \|  90 \|\r\n\r\nSeen by  Dr ([A-Z][a-z]+)\.\r\n")
    m = re.fullmatch(pattern, out)
    assert m, out
    assert {m.group(1), m.group(2), m.group(6)} & {"John", "Smith", "Lee"} == set()
    assert dt.date(int(m.group(5)), int(m.group(3)), int(m.group(4))) != dt.date(2089, 3, 25)


def test_overlapping_tags_are_replaced_whole():
    from deidkit.surrogate_export import surrogate_documents

    text = "Seen at Boston General Hospital today."
    tags = [Tag("X", "HOSPITAL", 8, 22, "Boston General"), Tag("X", "CITY", 8, 14, "Boston"),
            Tag("X", "HOSPITAL", 15, 31, "General Hospital")]
    result = surrogate_documents({"d": tags}, {"d": text}, seed=1)
    (row,) = result.key
    assert (row.start, row.end, row.original) == (8, 31, "Boston General Hospital")
    out = result.documents[0].content
    assert out.startswith("Seen at ") and out.endswith(" today.")
    assert not {"Boston", "General"} & set(out.split())
