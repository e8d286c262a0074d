"""`deidkit report`: the page's content against the evaluation, errors planted at known
places, the page as headless Chromium renders it, --no-text, and bad input."""

from __future__ import annotations

import json
import re

import numpy as np
import pyarrow as pa
import pytest

from deidkit import io as dio
from deidkit.attack import accuracy_report, json_report
from deidkit.evaluate.curve import curve_points
from deidkit.evaluate.tokens import FlatTokens
from deidkit.report import build_report, render
from tests.browser import rendered, screenshot
from tests.conftest import run


@pytest.fixture(scope="module")
def tagged(tmp_path_factory):
    """Synth notes through tokenize and the default model's tag --probabilities."""
    tmp = tmp_path_factory.mktemp("report")
    run(["synth", tmp / "corpus", "--docs", "10", "--seed", "3"])
    run(["tokenize", tmp / "corpus", "-o", tmp / "tokens.parquet"])
    run(["tag", tmp / "tokens.parquet", "--probabilities", "-o", tmp / "tagged.parquet"])
    return tmp / "tagged.parquet"


def _set(labels: list, first: int, last: int, type_: str | None) -> None:
    for k in range(first, last + 1):
        labels[k] = "O" if type_ is None else ("B-" if k == first else "I-") + type_


@pytest.fixture(scope="module")
def planted(tagged, tmp_path_factory):
    """The tagged table with gold labels as predictions but four planted errors: a PATIENT
    missed, a DOCTOR's last token missed, a DATE predicted as AGE, a word predicted CITY.
    Returns (path, table, the expected errors as (kind, TYPE, doc_id, sentence, first,
    last) in table order)."""
    table = dio.read_table(tagged)
    table = table.set_column(table.schema.get_field_index("predicted"), "predicted",
                             table.column("labels"))
    flat = FlatTokens(table, label_columns=("labels",))
    pred = [str(x) for x in flat.labels("labels")]
    spans = flat.spans("labels")
    used = set()

    def first(type_, ok=lambda s: True):
        span = next(s for s in spans if s.type == type_ and s.row not in used and ok(s))
        used.add(span.row)
        return span

    patient = first("PATIENT")
    doctor = first("DOCTOR", lambda s: s.last > s.first and flat.tokens[s.last].isalnum())
    date = first("DATE")
    _set(pred, patient.first, patient.last, None)
    _set(pred, doctor.last, doctor.last, None)
    _set(pred, date.first, date.last, "AGE")
    gold = flat.labels("labels")
    row = next(r for r in range(flat.num_rows) if r not in used and all(
        g == "O" for g in gold[flat.row_offsets[r]:flat.row_offsets[r + 1]]) and any(
        len(t) >= 4 and t.isalpha() for t in flat.tokens[flat.row_offsets[r]:flat.row_offsets[r + 1]]))
    word = next(k for k in range(flat.row_offsets[row], flat.row_offsets[row + 1])
                if len(flat.tokens[k]) >= 4 and flat.tokens[k].isalpha())
    _set(pred, word, word, "CITY")
    values = pa.ListArray.from_arrays(pa.array(flat.row_offsets.astype(np.int32)),
                                      pa.array(pred, pa.string()))
    table = table.set_column(table.schema.get_field_index("predicted"), "predicted", values)
    path = tmp_path_factory.mktemp("planted") / "planted.parquet"
    dio.write_table(path, table)

    def where(kind, type_, a, b):
        r = int(np.searchsorted(flat.row_offsets, a, side="right") - 1)
        base = int(flat.row_offsets[r])
        return (kind, type_, str(flat.doc_ids[r]), int(flat.sentences[r]), a - base, b - base)

    expected = sorted([where("missed", "PATIENT", patient.first, patient.last),
                       where("partly missed", "DOCTOR", doctor.first, doctor.last),
                       where("wrong TYPE", "DATE", date.first, date.last),
                       where("false positive", "CITY", word, word)],
                      key=lambda e: (e[2], e[3], e[4]))
    return path, table, expected, flat.tokens[word], flat.tokens[patient.first]


def _key(case):
    return (case.kind, case.type, case.sentence.doc_id, case.sentence.sentence, case.first,
            case.last)


def test_the_planted_errors_and_only_they_are_reported(planted):
    path, table, expected, _, _ = planted
    data = build_report(table, source=str(path))
    assert sorted(map(_key, data.errors), key=lambda e: (e[2], e[3], e[4])) == expected
    by_kind = {c.kind: c for c in data.errors}
    assert by_kind["wrong TYPE"].other_types == ("AGE",)
    assert by_kind["missed"].leaked == by_kind["missed"].phi_tokens > 0
    assert by_kind["partly missed"].leaked == 1 < by_kind["partly missed"].phi_tokens
    assert by_kind["wrong TYPE"].leaked == 0
    # the TYPE confusion counts tagger tokens: the planted DATE tokens are DATE -> AGE
    date = by_kind["wrong TYPE"]
    assert data.confusion[("DATE", "AGE")] == date.last - date.first + 1
    assert data.confusion[("O", "CITY")] == 1


def test_the_figures_are_evaluate_s_and_errors_add_up_to_leakage(tagged, planted):
    for path in (tagged, planted[0]):
        evaluation = json.loads(run(["evaluate", path, "--json"]).stdout)
        data = build_report(dio.read_table(path), source=str(path))
        assert data.evaluation == evaluation
        # the breakdown by source is evaluate --by-source's
        by_source = json.loads(run(["evaluate", path, "--json", "--by-source"]).stdout)
        assert data.by_source == by_source.pop("by_source") and by_source == evaluation
        assert data.by_source["all"]["leaked"] == evaluation["leakage"]["all"]["leaked"]
        leaked = sum(c.leaked for c in data.errors)
        assert leaked == evaluation["leakage"]["all"]["leaked"]
        points = curve_points(dio.read_table(path))
        assert all(np.array_equal(data.curve[k], points[k], equal_nan=True) for k in points)


def test_the_page_in_headless_chromium(planted, tmp_path):
    path, table, expected, fp_word, missed_word = planted
    page = tmp_path / "report.html"
    run(["report", path, "-o", page])
    probe = """{
      text: document.body.innerText,
      bannerTop: document.getElementById('banner').getBoundingClientRect().top,
      bannerText: document.getElementById('banner').innerText,
      firstChild: document.body.firstElementChild.id,
      resources: performance.getEntriesByType('resource').length,
      sections: [].map.call(document.querySelectorAll('section h2'), function(h){return h.innerText}),
      marks: [].map.call(document.querySelectorAll('#errors details .tok.miss, #errors details .tok.extra'),
        function(e){var r=e.getBoundingClientRect(); return {cls: e.className, text: e.innerText,
          bg: getComputedStyle(e).backgroundColor, shown: r.width > 0 && r.height > 0,
          framed: e.closest('.focus') !== null,
          type: e.closest('details').dataset.type}}),
      filter: [].map.call(document.querySelectorAll('#type-filter option'), function(o){return o.value}),
      shownAll: document.getElementById('errors-shown').textContent,
      afterFilter: (function(){var s=document.getElementById('type-filter'); s.value='CITY';
        s.dispatchEvent(new Event('change'));
        var open=[].filter.call(document.querySelectorAll('#errors details'), function(d){
          return d.getBoundingClientRect().height > 0}).map(function(d){return d.dataset.type});
        return {shown: document.getElementById('errors-shown').textContent, visible: open}})(),
      curvePoints: document.querySelectorAll('#curve circle').length,
      cells: [].map.call(document.querySelectorAll('#types tr'), function(tr){return tr.innerText})
    }"""
    seen = rendered(page, probe, tmp_path)
    assert seen["firstChild"] == "banner" and seen["bannerTop"] == 0
    assert "contains note text" in seen["bannerText"]
    assert seen["resources"] == 0, "the page fetched something"
    assert seen["sections"][:8] == [
        "Summary", "Per TYPE (tokens of the official evaluation)",
        "Leakage by TYPE (gold PHI tokens not wholly covered by predicted PHI; HIPAA leakage: "
        "the HIPAA subset)",
        "Over-redaction: the strings most often predicted PHI where gold says not PHI",
        "By source: who flagged the predicted PHI, who saw the leaked",
        "Precision against recall over PHI thresholds",
        "TYPE confusion (tagger tokens; rows gold, columns predicted)",
        "Errors in context, by TYPE"]
    # the missed PATIENT is drawn red and framed in its sentence; the false positive amber
    misses = [m for m in seen["marks"] if m["cls"] == "tok miss"]
    extras = [m for m in seen["marks"] if m["cls"] == "tok extra"]
    assert {m["bg"] for m in misses} == {"rgb(246, 179, 179)"}
    assert [m["text"] for m in extras] == [fp_word] and extras[0]["bg"] == "rgb(255, 224, 138)"
    assert extras[0]["type"] == "CITY" and extras[0]["framed"]
    assert any(m["text"] == missed_word and m["type"] == "PATIENT" and m["framed"]
               for m in misses)
    assert all(m["shown"] for m in seen["marks"])
    # the inline script built the TYPE filter, and it filters
    assert sorted(seen["filter"]) == sorted(["", "PATIENT", "DOCTOR", "DATE", "CITY"])
    assert seen["shownAll"].strip() == "4 of 4 errors shown"
    assert seen["afterFilter"] == {"shown": " 1 of 4 errors shown", "visible": ["CITY"]}
    points = curve_points(table)
    assert seen["curvePoints"] == len(points["threshold"]) + 1  # and the operating point
    patient = next(r for r in seen["cells"] if r.split("\t")[0].strip() == "PATIENT")
    assert patient.split("\t")[4].strip() != "100.0"  # binary recall of PATIENT fell
    # pixels: the banner is drawn at the top in its red, across the page
    image = screenshot(page, tmp_path)
    assert image.getpixel((5, 5)) == (176, 0, 32) and image.getpixel((1150, 5)) == (176, 0, 32)


def _masked(table: pa.Table) -> pa.Table:
    """Every token string replaced, ASCII letters and digits by 'x' (so the official
    evaluation, which splits on them, scores the same)."""
    tokens = [[re.sub(r"[A-Za-z0-9]", "x", t) for t in row]
              for row in table.column("tokens").to_pylist()]
    return table.set_column(table.schema.get_field_index("tokens"), "tokens",
                            pa.array(tokens, table.schema.field("tokens").type))


def test_no_text_leaves_every_token_out(planted, tmp_path):
    path, table, expected, _, _ = planted
    page = tmp_path / "no-text.html"
    run(["report", path, "-o", page, "--no-text"])
    source = page.read_text(encoding="utf-8")
    # no PHI string (gold or predicted); common words ('table', 'DATE') are in the page's own
    # text, so for the other tokens the proof is the next one
    phi = {t for tokens, gold, pred in zip(*(table.column(c).to_pylist() for c in
                                             ("tokens", "labels", "predicted")))
           for t, g, p in zip(tokens, gold, pred) if (g != "O" or p != "O") and len(t) >= 5}
    assert len(phi) > 30 and not [w for w in phi if w in source]
    # nothing in the page depends on the token strings: masked tokens, the same page
    masked = tmp_path / "masked.parquet"
    dio.write_table(masked, _masked(table))
    again = tmp_path / "again.html"
    run(["report", masked, "-o", again, "--no-text"])
    assert again.read_text(encoding="utf-8") == source.replace(str(path), str(masked))
    seen = rendered(page, """{banner: document.getElementById('banner').innerText,
        sentences: document.querySelectorAll('.sent').length,
        rows: [].map.call(document.querySelectorAll('#errors table.cases tr'),
                          function(tr){return tr.innerText})}""", tmp_path)
    assert seen["banner"].startswith("No note text")
    assert seen["sentences"] == 0
    listed = [r.split("\t") for r in seen["rows"] if not r.startswith("kind")]
    assert sorted((r[0], r[1], int(r[2])) for r in listed) == sorted(
        (e[0], e[2], e[3]) for e in expected)


def test_attack_and_evaluation_files_are_shown(planted, tmp_path):
    path, _, _, _, _ = planted
    attack = {"T1": dict(accuracy_report(61, 100), curve=[0.5, 0.61]),
              "T2": dict(accuracy_report(52, 100), curve=[0.5, 0.52]),
              "meta": {"target": "representation", "epochs": 2, "n": 100}}
    (tmp_path / "attack.json").write_text(json.dumps(json_report(attack)))
    (tmp_path / "eval.json").write_text(run(["evaluate", path, path, "--json"]).stdout)
    page = tmp_path / "report.html"
    run(["report", path, "-o", page, "--attack", tmp_path / "attack.json",
         "--evaluation", tmp_path / "eval.json"])
    seen = rendered(page, """{attack: [].map.call(document.querySelectorAll('#attack table.attack tr'),
        function(tr){return tr.innerText}),
        evaluation: document.getElementById('evaluation-file').innerText}""", tmp_path)
    rows = [r.split("\t") for r in seen["attack"][1:]]
    assert [(r[0], r[1], r[4]) for r in rows] == [("T1", "61.0", "no"), ("T2", "52.0", "yes")]
    assert "2 runs, mean ± sd" in seen["evaluation"]
    assert re.search(r"binary_hipaa_token\t[\d.]+ ± 0\.0", seen["evaluation"])


def test_a_membership_attack_is_shown(planted, tmp_path):
    from deidkit.membership import membership_report, span_scores

    rng = np.random.default_rng(0)
    members = span_scores(rng.uniform(0.6, 1.0, 40), np.arange(0, 40, 2), np.arange(2, 41, 2))
    others = span_scores(rng.uniform(0.0, 1.0, 40), np.arange(0, 40, 2), np.arange(2, 41, 2))
    report = {score: membership_report(members, others, score=score, rounds=200)
              for score in ("confidence", "nll")}
    (tmp_path / "membership.json").write_text(json.dumps(report))
    page = tmp_path / "report.html"
    run(["report", planted[0], "-o", page, "--attack", tmp_path / "membership.json"])
    seen = rendered(page, """[].map.call(document.querySelectorAll('#attack table.attack tr'),
        function(tr){return tr.innerText})""", tmp_path)
    rows = [r.split("\t") for r in seen[1:]]
    assert [(r[0], r[1], r[2], r[3]) for r in rows] == [
        (k, "20", "20", f"{v['auc']:.3f}") for k, v in report.items()]
    assert rows[0][6] == "membership leaks" and report["confidence"]["auc_ci"][0] > 0.5


def test_bad_input_is_one_line_and_no_page(planted, tmp_path):
    path, table, _, _, _ = planted
    page = tmp_path / "report.html"
    (tmp_path / "not-attack.json").write_text('{"hello": 1}')
    result = run(["report", path, "-o", page, "--attack", tmp_path / "not-attack.json"],
                 expect=1)
    assert result.stderr.startswith(f"Error: {tmp_path / 'not-attack.json'}: not an attack")
    assert len(result.stderr.strip().splitlines()) == 1 and not page.exists()
    (tmp_path / "partial.json").write_text('{"confidence": {"auc": 0.6, "auc_ci": [0.5, 0.7]}}')
    result = run(["report", path, "-o", page, "--attack", tmp_path / "partial.json"], expect=1)
    assert "partial.json: attack entry 'confidence' has no 'members'" in result.stderr
    assert not page.exists()
    (tmp_path / "broken.json").write_text("{")
    result = run(["report", path, "-o", page, "--evaluation", tmp_path / "broken.json"],
                 expect=1)
    assert "broken.json: not JSON" in result.stderr and not page.exists()
    (tmp_path / "not-eval.json").write_text('{"hello": {"all": {}}}')
    result = run(["report", path, "-o", page, "--evaluation", tmp_path / "not-eval.json"],
                 expect=1)
    assert result.stderr.strip() == (
        f"Error: {tmp_path / 'not-eval.json'}: not an evaluation (`deidkit evaluate --json`): "
        "no 'binary_hipaa_token' or 'redaction' figures and no 'runs'")
    assert not page.exists()
    dio.write_table(tmp_path / "bare.parquet", table.drop_columns(["predicted"]))
    result = run(["report", tmp_path / "bare.parquet", "-o", page], expect=1)
    assert "missing column 'predicted'" in result.stderr and not page.exists()


def test_render_is_deterministic(planted):
    _, table, _, _, _ = planted
    assert render(build_report(table)) == render(build_report(table))


# ---------------------------------------------------------------------------------------
# Over-redaction: the strings most often predicted PHI where gold says not PHI

def _foley_table(*, labelled: bool = True) -> pa.Table:
    """'Foley' three times not PHI, predicted PHI twice; 'Parkinson' once, predicted PHI;
    'Smith' a PATIENT, predicted so; '-' predicted PHI (no letter or digit: not counted)."""
    from tests.conftest import tokens_table

    sentences = [
        (["Foley", "for", "Smith"], ["O", "O", "B-PATIENT"], ["B-DOCTOR", "O", "B-PATIENT"]),
        (["Foley", "-", "Parkinson"], ["O", "O", "O"], ["B-DOCTOR", "B-DATE", "B-PATIENT"]),
        (["Foley", "removed"], ["O", "O"], ["O", "O"]),
    ]
    rows, pos = [], 0
    for i, (tokens, gold, pred) in enumerate(sentences):
        starts = [pos + sum(len(t) + 1 for t in tokens[:k]) for k in range(len(tokens))]
        pos = starts[-1] + len(tokens[-1]) + 1
        rows.append({"doc_id": "d", "sentence": i, "tokens": tokens, "starts": starts,
                     "ends": [s + len(t) for s, t in zip(starts, tokens)],
                     "labels": gold if labelled else None, "predicted": pred})
    return tokens_table(rows, predicted=True)


def _strings(data):
    return [(s.text, s.redacted, s.occurrences) for s in data.redacted_strings]


def test_over_redacted_strings_are_counted():
    data = build_report(_foley_table())
    assert data.labelled and data.over_redacted == 3
    assert _strings(data) == [("Foley", 2, 3), ("Parkinson", 1, 1)]
    assert data.redacted_strings[0].share == pytest.approx(2 / 3)
    page = render(data)
    rows = re.findall(r"<tr><td><code>(.*?)</code></td><td class=\"n\">(\d+)</td>"
                      r"<td class=\"n\">(\d+)</td><td class=\"n\">([\d.]+)</td></tr>", page)
    assert rows == [("Foley", "2", "3", "66.7"), ("Parkinson", "1", "1", "100.0")]
    assert ("3 tagger tokens predicted PHI where gold says not PHI (tokens with a letter or "
            "digit), of 2 strings") in page
    cut = render(data, max_strings=1)
    assert "<code>Parkinson</code>" not in cut and "1 more not shown (--max-strings)." in cut
    # no gold labels: the most often redacted strings, the share of all their occurrences
    bare = build_report(_foley_table(labelled=False))
    assert not bare.labelled and bare.over_redacted == 4 and not bare.errors
    assert _strings(bare) == [("Foley", 2, 3), ("Parkinson", 1, 1), ("Smith", 1, 1)]
    # 7 tokens of the evaluation ('-' is none), 4 of them predicted PHI
    assert bare.evaluation == {"redaction": {"all": {"tokens": 7, "redacted": 4,
                                                     "redaction_rate": 4000 / 7}}}


def test_over_redacted_strings_of_the_planted_table(planted):
    path, table, _, fp_word, _ = planted
    data = build_report(table, source=str(path))
    tokens, gold = (sum(table.column(c).to_pylist(), []) for c in ("tokens", "labels"))
    not_phi = sum(t == fp_word and g == "O" for t, g in zip(tokens, gold))
    # predictions are the gold labels but for the four planted errors: one false positive
    assert data.over_redacted == 1 and _strings(data) == [(fp_word, 1, not_phi)]


def test_no_text_leaves_the_strings_out(tmp_path):
    path = tmp_path / "foley.parquet"
    for labelled in (True, False):
        dio.write_table(path, _foley_table(labelled=labelled))
        page = tmp_path / "page.html"
        run(["report", path, "-o", page, "--no-text"])
        source = page.read_text(encoding="utf-8")
        assert not [w for w in ("Foley", "Parkinson", "Smith") if w in source]
        count = 3 if labelled else 4
        assert f"{count} tagger tokens predicted PHI" in source
        assert "the strings are left out (--no-text)" in source


def test_a_table_without_gold_labels(tmp_path):
    path = tmp_path / "bare.parquet"
    dio.write_table(path, _foley_table(labelled=False))
    (tmp_path / "eval.json").write_text(run(["evaluate", path, "--json"]).stdout)
    page = tmp_path / "report.html"
    result = run(["report", path, "-o", page, "--evaluation", tmp_path / "eval.json"])
    assert result.stderr.strip() == (f"deidkit report: 3 sentences, no gold labels, redaction "
                                     f"rate 571.4 per 1,000 tokens -> {page} (contains note text)")
    source = page.read_text(encoding="utf-8")
    sections = re.findall(r'<section id="([a-z-]+)">', source)
    assert sections == ["summary", "redaction", "evaluation-file"]
    assert "571.4‰ <small>(4/7)</small>" in source
    assert re.search(r'<td>redaction</td>(<td class="n"></td>){4}<td class="n">571\.4</td>',
                     source)
    assert "<code>Foley</code>" in source


def test_the_page_shows_the_redaction_rate(tagged):
    data = build_report(dio.read_table(tagged), source=str(tagged))
    r = data.evaluation["redaction"]["all"]
    assert 0 < r["redacted"] < r["tokens"]
    assert (f'<div class="fig" data-figure="redaction rate (predicted PHI tokens per 1,000 '
            f'tokens)"><b>{r["redaction_rate"]:.1f}‰ <small>({r["redacted"]}/{r["tokens"]})'
            "</small></b>") in render(data)
