"""A reference re-implementation of the official i2b2 2014 PHI evaluation, for tests only.

Re-implemented (not copied) from reading the i2b2 2014 evaluation scripts by Christopher
Kotfila (github.com/kotfic/i2b2_evaluation_scripts, Apache License 2.0), ``classes.py`` and
``tags.py``, in the version with binary and per-tag-name evaluations used by Friedrich et
al. (2019) (maxfriedrich/deid-training-data, ``deid/tools/i2b2``). It keeps the original's
mechanics on purpose, because deidkit must agree with them, including their oddities:

* tags are objects whose ``__eq__``/``__hash__`` come from a *key* that is switched globally
  (strict, fuzzy end ±2, binary start/end only), and the evaluation is Python set algebra
  (``gold.intersection(sys)``, ``sys - gold``, ``gold - sys``) per document;
* tag keys are upper-cased strings; token keys are (name, TYPE, start, end) as written;
* the tokenizer is ``re.split(r'([a-zA-Z0-9]+)')`` with the special case that a text
  without alphanumerics yields one empty token at its end;
* the HIPAA filter is ``re.match`` on (tag name, TYPE), with the never-matching "IDNUM ";
* only documents present in both directories are scored; per-document P and R are 0.0 on
  a zero denominator and still enter the macro means; F(P, R) is 0.0 when P + R = 0.

It reads XML with ElementTree (the original uses lxml; the text and attributes are the same).
"""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET

import numpy

TAG_NAMES = ["PHI", "NAME", "PROFESSION", "LOCATION", "AGE", "DATE", "CONTACT", "ID", "OTHER"]

HIPAA = [("NAME", "PATIENT"), ("LOCATION", "CITY"), ("LOCATION", "STREET"), ("LOCATION", "ZIP"),
         ("LOCATION", "ORGANIZATION"), ("DATE", ".*"), ("CONTACT", "PHONE"), ("CONTACT", "FAX"),
         ("CONTACT", "EMAIL"), ("ID", "SSN"), ("ID", "MEDICALRECORD"), ("ID", "HEALTHPLAN"),
         ("ID", "ACCOUNT"), ("ID", "LICENSE"), ("ID", "VEHICLE"), ("ID", "DEVICE"), ("ID", "BIOID"),
         ("ID", "IDNUM "), ("AGE", ".*")]
HIPAA_REGEXES = [(re.compile(n), re.compile(t)) for n, t in HIPAA]


class State:
    """The global switches the original flips between evaluations."""
    tag_key = ["name", "start", "end", "TYPE"]
    fuzzy = None          # None: strict equality; an int: fuzzy end distance
    token_binary = False


class RefTag:
    def __init__(self, element):
        self.name = element.tag
        self.id = element.get("id", "")
        self.start = element.get("start", "")
        self.end = element.get("end", "")
        self.text = element.get("text", "")
        self.TYPE = element.get("TYPE", "")

    def _get_key(self):
        return tuple(getattr(self, k).upper() for k in State.tag_key)

    def __eq__(self, other):
        if State.fuzzy is None:
            return self._get_key() == other._get_key()
        a = dict(zip(State.tag_key, self._get_key()))
        b = dict(zip(State.tag_key, other._get_key()))
        ea, eb = int(a.pop("end")), int(b.pop("end"))
        return list(a.values()) == list(b.values()) and abs(ea - eb) <= State.fuzzy

    def __hash__(self):
        if State.fuzzy is None:
            return hash(self._get_key())
        d = dict(zip(State.tag_key, self._get_key()))
        d["end"] = True
        return hash(tuple(d.values()))


class RefToken:
    def __init__(self, start, end, name, TYPE):
        self.start, self.end, self.name, self.TYPE = start, end, name, TYPE

    def _get_key(self):
        if State.token_binary:
            return (self.start, self.end)
        return (self.name, self.TYPE, self.start, self.end)

    def __eq__(self, other):
        return self._get_key() == other._get_key()

    def __hash__(self):
        return hash(self._get_key())


def tokenize(text, start):
    split = re.split(r"([a-zA-Z0-9]+)", text)
    if len(split) == 1:
        split.extend(["", ""])
    trigrams = list(zip(*[split[i:] for i in range(3)]))
    out = []
    for i, (pre, token, post) in enumerate(trigrams):
        if i & 1:
            continue
        token_start = start + len(pre)
        token_end = token_start + len(token)
        start = token_end
        out.append((token_start, token_end))
    return out


class RefDoc:
    id_parser = re.compile(r"^(\d+)-(\d+)(.*)\.xml")

    def __init__(self, path):
        base = os.path.basename(path)
        m = self.id_parser.match(base)
        if m:
            patient, record, self.sys_id = m.groups()
        else:
            patient, record, self.sys_id = os.path.splitext(base)[0], "", ""
        self.id = patient + "-" + record
        root = ET.parse(path).getroot()
        self.text = root.find("TEXT").text
        self.phi = []
        for name in TAG_NAMES:
            for element in root.find("TAGS").findall(name):
                self.phi.append(RefTag(element))


def hipaa_filter(tag):
    return any(n.match(tag.name) and t.match(tag.TYPE) for n, t in HIPAA_REGEXES)


def _tagset(doc, tokens):
    if not tokens:
        return doc.phi
    return [RefToken(s, e, tag.name, tag.TYPE) for tag in doc.phi
            for s, e in tokenize(doc.text[int(tag.start):int(tag.end)], int(tag.start))]


def _precision(tp, fp):
    try:
        return tp / float(fp + tp)
    except ZeroDivisionError:
        return 0.0


def _f(p, r):
    try:
        return 2 * ((p * r) / (p + r))
    except ZeroDivisionError:
        return 0.0


def _evaluate(system, gold, tokens, filters=None, conjunctive=False):
    tp, fp, fn = [], [], []
    for doc_id in list(set(system) & set(gold)):
        assert gold[doc_id].text == system[doc_id].text
        combine = all if conjunctive else any
        if filters is not None:
            g = set([t for t in _tagset(gold[doc_id], tokens) if combine([f(t) for f in filters])])
            s = set([t for t in _tagset(system[doc_id], tokens) if combine([f(t) for f in filters])])
        else:
            g = set(_tagset(gold[doc_id], tokens))
            s = set(_tagset(system[doc_id], tokens))
        tp.append(len(g.intersection(s)))
        fp.append(len(s - g))
        fn.append(len(g - s))
    TP, FP, FN = sum(tp), sum(fp), sum(fn)
    mp, mr = _precision(TP, FP), _precision(TP, FN)
    Mp = float(numpy.array([_precision(a, b) for a, b in zip(tp, fp)]).mean()) if tp else float("nan")
    Mr = float(numpy.array([_precision(a, b) for a, b in zip(tp, fn)]).mean()) if tp else float("nan")
    return {"tp": TP, "fp": FP, "fn": FN, "precision": mp, "recall": mr, "f1": _f(mr, mp),
            "macro_precision": Mp, "macro_recall": Mr, "macro_f1": _f(Mp, Mr),
            "documents": len(tp)}


def phi_track(system_dir, gold_dir) -> dict[str, dict]:
    """{report label: figures} of ``evaluate.py phi SYSTEM/ GOLD/`` (one system id)."""
    gold = {}
    for fn in sorted(os.listdir(gold_dir)):
        if fn.endswith(".xml"):
            d = RefDoc(os.path.join(gold_dir, fn))
            gold[d.id] = d
    system = {}
    for fn in sorted(os.listdir(system_dir)):
        if fn.endswith(".xml"):
            d = RefDoc(os.path.join(system_dir, fn))
            system[d.id] = d
    out = {}
    State.tag_key, State.fuzzy, State.token_binary = ["name", "start", "end", "TYPE"], None, False
    out["Token"] = _evaluate(system, gold, True)
    out["Strict"] = _evaluate(system, gold, False)
    State.fuzzy = 2
    out["Relaxed"] = _evaluate(system, gold, False)
    hip = [hipaa_filter]
    out["HIPAA Token"] = _evaluate(system, gold, True, hip)
    State.fuzzy = None
    out["HIPAA Strict"] = _evaluate(system, gold, False, hip)
    State.fuzzy = 2
    out["HIPAA Relaxed"] = _evaluate(system, gold, False, hip)
    State.fuzzy = None
    State.tag_key, State.token_binary = ["start", "end"], True
    out["Binary Token"] = _evaluate(system, gold, True)
    out["Binary Strict"] = _evaluate(system, gold, False)
    out["Binary HIPAA Token"] = _evaluate(system, gold, True, hip)
    out["Binary HIPAA Strict"] = _evaluate(system, gold, False, hip)
    State.tag_key, State.token_binary = ["name", "start", "end", "TYPE"], False
    for name in TAG_NAMES[1:]:
        only = [lambda t, name=name: t.name == name]
        out[f"{name} Token"] = _evaluate(system, gold, True, only)
        out[f"{name} Strict"] = _evaluate(system, gold, False, only)
        both = only + [hipaa_filter]
        out[f"{name} HIPAA Token"] = _evaluate(system, gold, True, both, conjunctive=True)
        out[f"{name} HIPAA Strict"] = _evaluate(system, gold, False, both, conjunctive=True)
    return out
