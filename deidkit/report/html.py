"""The report as one self-contained HTML page: inline CSS and SVG, one small inline script
(the TYPE filter of the errors), and a Content-Security-Policy that lets the browser fetch
nothing at all (no network, no external scripts, fonts or images).

The output depends only on its input (no date, no random ids), so the same table gives the
same file; with ``text=False`` it does not depend on the token strings either."""

from __future__ import annotations

import math
from html import escape

from deidkit import __version__
from deidkit.corpus.i2b2 import CATEGORIES, TYPE_CATEGORY
from deidkit.evaluate.official import LEAKAGE_EVALUATIONS, MAIN_EVALUATION, REDACTION_EVALUATION
from deidkit.evaluate.sources import BY_SOURCE
from deidkit.labels import OUTSIDE, is_hipaa
from deidkit.report.build import FALSE_POSITIVE, FN_KINDS, ErrorCase, ReportData
from deidkit.report.files import MEMBERSHIP, attack_kind, evaluation_runs

#: The browser may load nothing: styles and the one script are inline, images data: only.
CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
       "img-src data:; base-uri 'none'; form-action 'none'")

CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#222}
main{max-width:1100px;margin:0 auto;padding:0 16px 40px}
.banner{padding:10px 16px;font-weight:600;color:#fff;background:#b00020}
.banner.no-text{background:#2e5e3e}
h1{font-size:22px;margin:18px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ddd}
.meta{color:#555}
table{border-collapse:collapse;margin:6px 0}td,th{padding:2px 8px;border-bottom:1px solid #eee}
th{text-align:left;background:#f5f5f5}td.n{text-align:right;font-variant-numeric:tabular-nums}
tr.cat td:first-child{font-weight:600}tr.sub td:first-child{padding-left:22px}
.bar{display:inline-block;height:10px;background:#b00020;vertical-align:middle}
.cm td.diag{background:#dff0df}.cm td.off{background:#fde3e3}
.figs{display:flex;gap:14px;flex-wrap:wrap}.fig{border:1px solid #ddd;padding:8px 12px;border-radius:6px}
.fig b{display:block;font-size:20px}
details{margin:8px 0;border:1px solid #e3e3e3;border-radius:6px;padding:4px 10px}
summary{cursor:pointer;font-weight:600}
.case{margin:6px 0 10px}.case .what{color:#555;font-size:12px}
.sent{margin:2px 0;white-space:pre-wrap;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
.tok.hit{background:#c9ecc9}.tok.miss{background:#f6b3b3}.tok.extra{background:#ffe08a}
.focus{outline:2px solid #222;outline-offset:1px;font-weight:700}
.legend span{padding:0 6px;margin-right:8px}
.note{color:#555;font-style:italic}.wide{overflow-x:auto}
"""

#: The TYPE filter of the error groups, built when the page loads.
SCRIPT = """
(function(){
  var groups=[].slice.call(document.querySelectorAll('#errors details[data-type]'));
  var place=document.getElementById('error-filter');
  if(!groups.length||!place)return;
  var total=groups.reduce(function(s,g){return s+Number(g.dataset.count)},0);
  var select=document.createElement('select');select.id='type-filter';
  var all=document.createElement('option');all.value='';all.textContent='every TYPE';
  select.appendChild(all);
  groups.forEach(function(g){var o=document.createElement('option');
    o.value=g.dataset.type;o.textContent=g.dataset.type;select.appendChild(o);});
  var shown=document.createElement('span');shown.id='errors-shown';
  function update(){var n=0;groups.forEach(function(g){
      g.hidden=select.value!==''&&g.dataset.type!==select.value;
      if(!g.hidden)n+=Number(g.dataset.count);});
    shown.textContent=' '+n+' of '+total+' errors shown';}
  select.addEventListener('change',update);
  place.appendChild(document.createTextNode('Show errors of '));
  place.appendChild(select);place.appendChild(shown);update();
})();
"""


def pct(x) -> str:
    return "–" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{100 * x:.1f}"


def _table(header, rows, *, cls="", numeric_from=1) -> str:
    """Rows are lists of cells, or (cells, row class); a cell is HTML, or (HTML, class)."""
    head = "".join(f"<th>{escape(str(h))}</th>" for h in header)
    body = []
    for row in rows:
        row, klass = row if isinstance(row, tuple) else (row, "")
        cells = []
        for i, cell in enumerate(row):
            content, extra = cell if isinstance(cell, tuple) else (cell, "")
            classes = " ".join(c for c in ("n" if i >= numeric_from else "", extra) if c)
            cells.append(f'<td class="{classes}">{content}</td>' if classes
                         else f"<td>{content}</td>")
        attr = f' class="{klass}"' if klass else ""
        body.append(f"<tr{attr}>{''.join(cells)}</tr>")
    return f'<table class="{cls}"><tr>{head}</tr>{"".join(body)}</table>'


def _ordered_rows(evaluation: dict) -> list[tuple[str, bool]]:
    """(row, is a category) of the per-TYPE table: each category, then its other TYPEs."""
    out = []
    for cat, types in CATEGORIES.items():
        out.append((cat, True))
        out += [(t, False) for t in types if t != cat]
    counts = evaluation.get("binary_token", {})
    return [(r, c) for r, c in out
            if any(counts.get(r, {}).get(k) for k in ("tp", "fp", "fn"))]


def rate(x) -> str:
    """A redaction rate: predicted PHI tokens per 1,000 tokens."""
    return f"{x:.1f}‰"


def _summary(data: ReportData) -> str:
    ev = data.evaluation
    if not ev:
        return "<p class='note'>No sentences with labels: nothing to score.</p>"
    r = ev[REDACTION_EVALUATION]["all"]
    redaction = ("redaction rate (predicted PHI tokens per 1,000 tokens)",
                 f"{rate(r['redaction_rate'])} <small>({r['redacted']}/{r['tokens']})</small>")
    if not data.labelled:
        boxes = "".join(f'<div class="fig" data-figure="{escape(k)}"><b>{v}</b>{escape(k)}</div>'
                        for k, v in [redaction])
        return (f'<div class="figs">{boxes}</div><p class="note">No gold labels (the gold '
                "column is null in every sentence): precision, recall, leakage, the TYPE "
                "confusion and the errors need them; the redaction rate and the most often "
                "redacted strings do not.</p>")
    main = ev[MAIN_EVALUATION]["all"]
    figs = [("binary HIPAA token F1", pct(main["f1"])),
            ("precision", pct(main["precision"])), ("recall", pct(main["recall"])),
            ("typed token F1", pct(ev["token"]["all"]["f1"])),
            ("strict F1", pct(ev["strict"]["all"]["f1"]))]
    for name in LEAKAGE_EVALUATIONS:
        f = ev[name]["all"]
        figs.append((name.replace("_", " ").replace("hipaa", "HIPAA"), f"{pct(f['leakage'])}% "
                     f"<small>({f['leaked']}/{f['phi_tokens']})</small>"))
    figs.append(redaction)
    boxes = "".join(f'<div class="fig" data-figure="{escape(k)}"><b>{v}</b>{escape(k)}</div>'
                    for k, v in figs)
    return f'<div class="figs">{boxes}</div>'


def _sources(data: ReportData) -> str:
    """The figures by source (``evaluate --by-source``'s), when the table has them."""
    header = ["source", "predicted PHI tokens", "redaction rate ‰"]
    if data.labelled:
        header += ["false positives", "sole false positives", "leaked", "leakage %"]
    rows = []
    for name, f in data.by_source.items():
        row = [f"<code>{escape(name)}</code>", str(f["redacted"]), _number(f["redaction_rate"])]
        if data.labelled:
            row += [str(f["false_positives"]), str(f["sole_false_positives"]),
                    str(f["leaked"]), pct(f["leakage"])]
        rows.append(row)
    what = ("Per source that the table's <code>phi_source</code> names, the predicted PHI "
            "tokens it flagged")
    if data.labelled:
        what += (", the false positives among them (sole: no other source flagged them), and "
                 "the leaked gold PHI tokens it flagged but that were overruled (a veto: the "
                 "leaks it caused); <code>none</code>: tokens no source flagged")
    return f"<p>{what}. Tokens of the official evaluation.</p>" + _table(header, rows,
                                                                           cls="by-source")


def _redaction(data: ReportData, max_strings: int) -> str:
    """The most over-redacted strings (no gold labels: the most often redacted ones)."""
    if data.labelled:
        what = (f"{data.over_redacted} tagger tokens predicted PHI where gold says not PHI "
                "(tokens with a letter or digit)")
        header = ["string", "predicted PHI, gold not PHI", "occurrences not PHI in gold",
                  "share redacted %"]
    else:
        what = f"{data.over_redacted} tagger tokens predicted PHI (tokens with a letter or digit)"
        header = ["string", "predicted PHI", "occurrences", "share redacted %"]
    if not data.text:
        return f"<p>{what}; the strings are left out (--no-text).</p>"
    if not data.redacted_strings:
        return f"<p>{what}.</p>"
    shown = data.redacted_strings[:max_strings]
    rows = [[f"<code>{escape(s.text)}</code>", str(s.redacted), str(s.occurrences),
             pct(s.share)] for s in shown]
    out = [f"<p>{what}, of {len(data.redacted_strings)} strings; the share is of the "
           "string's occurrences" + (" that gold says are not PHI" if data.labelled else "")
           + ".</p>", _table(header, rows, cls="redacted-strings")]
    if len(data.redacted_strings) > len(shown):
        out.append(f"<p class='note'>{len(data.redacted_strings) - len(shown)} more not shown "
                   "(--max-strings).</p>")
    return "".join(out)


def _per_type(data: ReportData) -> str:
    ev = data.evaluation
    if not ev:
        return ""
    rows = []
    for row, is_cat in _ordered_rows(ev):
        b, t, s = ev["binary_token"][row], ev["token"][row], ev["strict"][row]
        category = row if is_cat else TYPE_CATEGORY[row]
        hipaa = "" if is_cat else ("yes" if is_hipaa(category, row) else "no")
        rows.append(([escape(row), hipaa, str(b["tp"] + b["fn"]), pct(b["precision"]),
                      pct(b["recall"]), pct(b["f1"]), pct(t["precision"]), pct(t["recall"]),
                      pct(t["f1"]), pct(s["f1"]), pct(ev["leakage"][row]["leakage"])],
                     "cat" if is_cat else "sub"))
    header = ["TYPE", "HIPAA", "gold tokens", "binary P", "binary R", "binary F1", "typed P",
              "typed R", "typed F1", "strict F1", "leakage %"]
    return _table(header, rows, cls="types", numeric_from=2)


def _leakage(data: ReportData) -> str:
    ev = data.evaluation
    if not ev:
        return ""
    rows = []
    for row, is_cat in [("all", True)] + _ordered_rows(ev):
        f = ev["leakage"][row]
        if not f["phi_tokens"]:
            continue
        h = ev["hipaa_leakage"].get(row)
        hipaa = f"{pct(h['leakage'])} ({h['leaked']}/{h['phi_tokens']})" if h and \
            h["phi_tokens"] else "–"
        bar = f'<span class="bar" style="width:{round(200 * f["leakage"])}px"></span>'
        rows.append(([escape(row), str(f["phi_tokens"]), str(f["leaked"]), pct(f["leakage"]),
                      hipaa, bar], "cat" if is_cat else "sub"))
    return _table(["TYPE", "gold PHI tokens", "leaked", "leakage %", "HIPAA leakage %", ""],
                  rows, cls="leakage")


def _curve_svg(points: dict, threshold: float | None) -> str:
    w, h, left, bottom, pad = 440, 320, 48, 36, 12
    pw, ph = w - left - pad, h - bottom - pad

    def xy(r, p):
        return left + r * pw, pad + (1 - p) * ph

    parts = [f'<svg width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}" role="img" aria-label="precision against recall">']
    for i in range(6):
        v = i / 5
        x, _ = xy(v, 0)
        _, y = xy(0, v)
        parts.append(f'<line x1="{x:.1f}" y1="{pad}" x2="{x:.1f}" y2="{pad + ph}" stroke="#eee"/>'
                     f'<line x1="{left}" y1="{y:.1f}" x2="{left + pw}" y2="{y:.1f}" stroke="#eee"/>'
                     f'<text x="{x:.1f}" y="{h - bottom + 14}" font-size="10" '
                     f'text-anchor="middle">{round(100 * v)}</text>'
                     f'<text x="{left - 6}" y="{y + 3:.1f}" font-size="10" '
                     f'text-anchor="end">{round(100 * v)}</text>')
    parts.append(f'<text x="{left + pw / 2}" y="{h - 4}" font-size="11" text-anchor="middle">'
                 'recall (%), tagger tokens, binary</text>'
                 f'<text x="12" y="{pad + ph / 2}" font-size="11" text-anchor="middle" '
                 f'transform="rotate(-90 12 {pad + ph / 2})">precision (%)</text>')
    valid = [(t, r, p) for t, r, p in zip(points["threshold"].tolist(),
                                          points["recall"].tolist(),
                                          points["precision"].tolist())
             if not (math.isnan(r) or math.isnan(p))]
    line = " ".join("%.1f,%.1f" % xy(r, p) for _, r, p in valid)
    parts.append(f'<polyline class="pr" points="{line}" fill="none" stroke="#1f5fa8" '
                 'stroke-width="1.5"/>')
    for t, r, p in valid:
        x, y = xy(r, p)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="2" fill="#1f5fa8"><title>PHI '
                     f'probability &gt;= {t:.4g}: precision {pct(p)}%, recall {pct(r)}%'
                     '</title></circle>')
    at = _operating_point(valid, threshold)
    if at is not None:
        x, y = xy(at[1], at[2])
        parts.append(f'<circle class="operating" cx="{x:.1f}" cy="{y:.1f}" r="5" fill="none" '
                     f'stroke="#b00020" stroke-width="2"><title>tag --phi-threshold '
                     f'{threshold:g}</title></circle>')
    parts.append("</svg>")
    return "".join(parts)


def _operating_point(valid, threshold):
    """The point ``tag --phi-threshold P`` gave: tokens of PHI probability above P, that
    is the lowest distinct probability still above P."""
    if threshold is None:
        return None
    above = [v for v in valid if v[0] > threshold]
    return above[-1] if above else None


def _curve(data: ReportData) -> str:
    if data.curve is None:
        return ("<p class='note'>No 'phi_probability' column: tag with `deidkit tag "
                "--probabilities` to see precision against recall over PHI thresholds.</p>")
    points = data.curve
    if not len(points["threshold"]):
        return "<p class='note'>No tokens to draw.</p>"
    rows = []
    recall, precision, thresholds = (points[k].tolist() for k in
                                     ("recall", "precision", "threshold"))
    for target in (0.9, 0.95, 0.99, 1.0):
        # points run from the highest threshold down: the first to reach the target
        hit = next((i for i, r in enumerate(recall) if not math.isnan(r) and r >= target), None)
        if hit is not None:
            rows.append([f"{round(100 * target)}%", f"{thresholds[hit]:.4g}",
                         pct(precision[hit]), pct(recall[hit]), str(int(points["fp"][hit]))])
    table = _table(["recall at least", "PHI probability >=", "precision %", "recall %",
                    "false positive tokens"], rows, cls="operating-points")
    recorded = ("" if data.phi_threshold is None else
                f"<p>The circle marks the model's operating point (`tag --phi-threshold "
                f"{data.phi_threshold:g}`).</p>")
    return _curve_svg(points, data.phi_threshold) + recorded + table


def _confusion(data: ReportData) -> str:
    if not data.confusion:
        return ""
    gold = sorted({g for g, _ in data.confusion} - {OUTSIDE}) + [OUTSIDE]
    pred = sorted({p for _, p in data.confusion} - {OUTSIDE}) + [OUTSIDE]
    rows = []
    for g in gold:
        cells = [escape(g)]
        for p in pred:
            n = data.confusion.get((g, p), 0)
            cells.append((str(n), "diag" if g == p else "off") if n else "")
        rows.append(cells)
    # many TYPEs: the matrix scrolls sideways rather than widen the page
    matrix = _table(["gold \\ predicted", *pred], rows, cls="cm")
    return f'<div class="wide">{matrix}</div>'


def _token_class(gold: str, pred: str) -> str:
    if gold and pred:
        return "hit"
    return "miss" if gold else ("extra" if pred else "")


def _sentence_html(case: ErrorCase) -> str:
    """The sentence, each token coloured by gold and predicted PHI, the error's tokens
    framed together."""
    s = case.sentence
    parts = []
    for i, (token, gap) in enumerate(zip(s.tokens, s.gaps)):
        if i == case.first:
            parts.append(f'{gap}<span class="focus">')
            gap = ""
        klass = " ".join(c for c in ("tok", _token_class(s.gold[i], s.predicted[i])) if c)
        title = f"gold {s.gold[i] or 'O'}, predicted {s.predicted[i] or 'O'}"
        parts.append(f'{gap}<span class="{klass}" title="{title}">{escape(token)}</span>')
        if i == case.last:
            parts.append("</span>")
    return f'<p class="sent">{"".join(parts)}</p>'


def _case_line(case: ErrorCase) -> str:
    s = case.sentence
    what = [escape(case.kind), f"document {escape(s.doc_id)}", f"sentence {s.sentence}",
            f"tokens {case.first}–{case.last}"]
    if case.kind != FALSE_POSITIVE:
        what.append("predicted " + (escape(", ".join(case.other_types)) or "O"))
        what.append(f"{case.leaked} of {case.phi_tokens} tokens leaked")
    return " · ".join(what)


def _errors(data: ReportData, max_errors: int) -> str:
    if not data.errors:
        return "<p>No false negatives and no false positives.</p>"
    groups: dict[str, list[ErrorCase]] = {}
    for case in data.errors:
        groups.setdefault(case.type, []).append(case)
    order = sorted(groups, key=lambda t: (-len(groups[t]), t))
    kinds = FN_KINDS + (FALSE_POSITIVE,)
    counts = [[escape(t)] + [str(sum(c.kind == k for c in groups[t]) or "") for k in kinds]
              + [str(len(groups[t]))] for t in order]
    out = [_table(["TYPE", *kinds, "errors"], counts, cls="error-counts"),
           '<p id="error-filter"></p>']
    if data.text:
        out.append('<p class="legend"><span class="tok miss">gold PHI, not predicted</span>'
                   '<span class="tok extra">predicted PHI, not gold</span>'
                   '<span class="tok hit">gold and predicted PHI</span>'
                   '<span class="focus">the error</span></p>')
    for t in order:
        cases = groups[t]
        fn = sum(c.kind != FALSE_POSITIVE for c in cases)
        body = []
        shown = cases[:max_errors]
        if data.text:
            for case in shown:
                body.append(f'<div class="case" data-kind="{escape(case.kind)}">'
                            f'<div class="what">{_case_line(case)}</div>{_sentence_html(case)}'
                            '</div>')
        else:
            body.append(_table(["kind", "document", "sentence", "tokens", "predicted",
                                "leaked tokens"],
                               [[escape(c.kind), escape(c.sentence.doc_id),
                                 str(c.sentence.sentence), f"{c.first}–{c.last}",
                                 escape(", ".join(c.other_types)) or ("O" if c.kind !=
                                                                      FALSE_POSITIVE else ""),
                                 "" if c.kind == FALSE_POSITIVE else f"{c.leaked}/{c.phi_tokens}"]
                                for c in shown], cls="cases", numeric_from=6))
        if len(cases) > len(shown):
            body.append(f"<p class='note'>{len(cases) - len(shown)} more not shown "
                        "(--max-errors).</p>")
        out.append(f'<details open data-type="{escape(t)}" data-count="{len(cases)}">'
                   f"<summary>{escape(t)}: {fn} false negative{'s' if fn != 1 else ''}, "
                   f"{len(cases) - fn} false positive{'s' if len(cases) - fn != 1 else ''}"
                   f"</summary>{''.join(body)}</details>")
    return "".join(out)


def _attack(name: str, data: dict) -> str:
    out = [f"<p class='meta'>From {escape(name)}.</p>"]
    if attack_kind(data) == MEMBERSHIP:
        rows = [[escape(k), str(v["members"]), str(v["non_members"]), f"{v['auc']:.3f}",
                 f"[{v['auc_ci'][0]:.3f}, {v['auc_ci'][1]:.3f}]",
                 f"{v['tpr_at_1pct_fpr']['tpr']:.3f}",
                 "chance" if v["auc_ci"][0] <= 0.5 <= v["auc_ci"][1] else "membership leaks"]
                for k, v in data.items() if isinstance(v, dict)]
        out.append(_table(["score", "members", "non-members", "AUC", "95% CI",
                           "TPR at 1% FPR", "verdict"], rows, cls="attack"))
        return "".join(out)
    rows = [[escape(k), pct(v["accuracy"]), f"[{pct(v['ci95'][0])}, {pct(v['ci95'][1])}]",
             str(v.get("n", "")), "yes" if v.get("chance_in_ci") else "no"]
            for k, v in data.items() if isinstance(v, dict) and "accuracy" in v]
    out.append(_table(["adversary", "held-out accuracy %", "95% CI", "pairs",
                       "chance (50%) in CI"], rows, cls="attack"))
    for key in ("divergence", "inversion", "meta"):
        if isinstance(data.get(key), dict):
            out.append(f"<h3>{key}</h3>" + _table(
                ["", "value"], [[escape(k), escape(_value(v))] for k, v in data[key].items()],
                cls=f"attack-{key}"))
    return "".join(out)


def _number(v) -> str:
    return "–" if not isinstance(v, (int, float)) else f"{v:.1f}"


def _value(v) -> str:
    return f"{v:.4g}" if isinstance(v, float) else str(v)


def _evaluation_file(name: str, data: dict) -> str:
    runs = evaluation_runs(data)
    out = [f"<p class='meta'>From {escape(name)}"
           + (f": {len(runs)} runs, mean ± sd." if "runs" in data else ".") + "</p>"]
    mean, sd = (data["mean"], data["sd"]) if "runs" in data else (data, None)
    rows = []
    for ev, cats in mean.items():
        if ev == BY_SOURCE:  # the table's own breakdown has its section
            continue
        m, s = cats.get("all", {}), (sd or {}).get(ev, {}).get("all", {})

        def fmt(key, show=pct):
            return show(m.get(key)) + (f" ± {show(s.get(key))}" if sd is not None else "")

        if ev == REDACTION_EVALUATION:
            rows.append([escape(ev), "", "", "", "", fmt("redaction_rate", _number)])
        elif ev in LEAKAGE_EVALUATIONS:
            rows.append([escape(ev), "", "", "", fmt("leakage"), ""])
        else:
            rows.append([escape(ev), fmt("precision"), fmt("recall"), fmt("f1"), "", ""])
    out.append(_table(["evaluation", "P %", "R %", "F1 %", "leakage %",
                       "redaction rate ‰"], rows, cls="evaluation-file"))
    return "".join(out)


def _source_section(data: ReportData) -> list[tuple[str, str, str]]:
    if data.by_source is None:
        return []
    return [("sources", "By source: who flagged the predicted PHI, who saw the leaked",
             _sources(data))]


def render(data: ReportData, *, max_errors: int = 200, max_strings: int = 20,
           title: str = "deidkit report") -> str:
    """The HTML page of ``data``."""
    if data.text:
        banner = ('<div id="banner" class="banner text">This report contains note text '
                  '(protected health information): keep it where the notes may be kept, and '
                  'do not share it. `deidkit report --no-text` writes one without it.</div>')
    else:
        banner = ('<div id="banner" class="banner no-text">No note text: this report shows '
                  'counts, TYPEs and positions only (`deidkit report --no-text`).</div>')
    if data.labelled:
        sections = [
            ("summary", "Summary", _summary(data)),
            ("types", "Per TYPE (tokens of the official evaluation)", _per_type(data)),
            ("leakage", "Leakage by TYPE (gold PHI tokens not wholly covered by predicted "
                        "PHI; HIPAA leakage: the HIPAA subset)", _leakage(data)),
            ("redaction", "Over-redaction: the strings most often predicted PHI where gold "
                          "says not PHI", _redaction(data, max_strings)),
            *_source_section(data),
            ("curve", "Precision against recall over PHI thresholds", _curve(data)),
            ("confusion", "TYPE confusion (tagger tokens; rows gold, columns predicted)",
             _confusion(data)),
            ("errors", "Errors in context, by TYPE", _errors(data, max_errors))]
    else:
        sections = [("summary", "Summary", _summary(data)),
                    ("redaction", "The most often redacted strings (no gold labels)",
                     _redaction(data, max_strings)), *_source_section(data)]
    if data.attack_file is not None:
        sections.append(("attack", "Attack", _attack(*data.attack_file)))
    if data.evaluation_file is not None:
        sections.append(("evaluation-file", "Evaluation file", _evaluation_file(
            *data.evaluation_file)))
    body = "".join(f'<section id="{sid}"><h2>{escape(head)}</h2>{content}</section>'
                   for sid, head, content in sections)
    meta = (f"{escape(data.source)}: {data.documents} documents, {data.sentences} sentences, "
            f"{data.tokens} tokens · deidkit {escape(__version__)}")
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
            '<meta name="viewport" content="width=device-width,initial-scale=1">'
            f"<title>{escape(title)}</title><style>{CSS}</style></head><body>{banner}<main>"
            f"<h1>{escape(title)}</h1><p class=\"meta\">{meta}</p>{body}</main>"
            f"<script>{SCRIPT}</script></body></html>\n")
