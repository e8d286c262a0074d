"""The spaCy component: the spans of `deidkit tokenize | deidkit tag` on the same notes, its
settings, nlp.pipe batching, and the entry point of an installed wheel."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import spacy
from spacy.util import filter_spans

import deidkit.spacy_component  # noqa: F401  (registers the factory in this process)
from deidkit import io as dio
from deidkit.errors import DeidkitError
from deidkit.evaluate import read_xml_dir
from deidkit.evaluate.tokens import FlatTokens
from tests.conftest import run


@pytest.fixture(scope="module")
def notes(tmp_path_factory):
    """Synth notes no model trained on (a seed of its own), tokenized by the CLI, with
    their texts."""
    tmp = tmp_path_factory.mktemp("spacy")
    run(["synth", tmp / "corpus", "--docs", "8", "--seed", "41", "--style", "B"])
    run(["tokenize", tmp / "corpus", "-o", tmp / "tokens.parquet"])
    texts = {d: doc.text for d, doc in read_xml_dir(tmp / "corpus", role="gold standard").items()}
    return tmp, texts


def cli_spans(tmp: Path, *extra) -> dict[str, list[tuple[int, int, str]]]:
    """(start, end, TYPE) per document of `deidkit tag` on the notes, as export takes them."""
    out = tmp / f"tagged{'-'.join(map(str, extra))}.parquet"
    run(["tag", tmp / "tokens.parquet", "-o", out, "--threads", "1", *extra])
    flat = FlatTokens(dio.read_table(out), label_columns=("predicted",), offsets=True)
    found: dict[str, list] = {d: [] for d in flat.doc_ids.tolist()}
    for span in flat.spans("predicted"):
        found[span.doc_id].append((*flat.offsets(span), span.type))
    return found


def component_spans(nlp, texts, **pipe):
    docs = list(nlp.pipe(list(texts.values()), **pipe))
    return docs, {d: [(*s._.deidkit_offsets, s.label_) for s in doc.spans["phi"]]
                  for d, doc in zip(texts, docs)}


def test_the_component_gives_the_cli_s_spans(notes):
    tmp, texts = notes
    expected = cli_spans(tmp)
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"set_ents": True, "threads": 1})
    docs, found = component_spans(nlp, texts, batch_size=3)
    assert found == expected
    assert sum(map(len, expected.values())) > 40
    aligned = 0
    for doc in docs:
        for span in doc.spans["phi"]:
            start, end = span._.deidkit_offsets
            # a spaCy span holds deidkit's characters, exactly where the tokens agree
            assert span.start_char <= start < end <= span.end_char
            aligned += (span.start_char, span.end_char) == (start, end)
            assert doc.text[start:end].strip()
        assert list(doc.ents) == filter_spans(list(doc.spans["phi"]))
    total = sum(len(doc.spans["phi"]) for doc in docs)
    assert aligned / total > 0.8, f"only {aligned} of {total} spans align with spaCy's tokens"


def test_phi_threshold_and_batching(notes):
    tmp, texts = notes
    for setting, flag in ((0.5, "0.5"), ("viterbi", "viterbi")):
        nlp = spacy.blank("en")
        nlp.add_pipe("deidkit", config={"phi_threshold": setting, "threads": 1})
        _, found = component_spans(nlp, texts, batch_size=1)
        assert found == cli_spans(tmp, "--phi-threshold", flag)
        _, together = component_spans(nlp, texts, batch_size=8)
        assert together == found
        # one doc at a time through __call__, too
        one_by_one = {d: nlp(t) for d, t in texts.items()}
        assert {d: [(*s._.deidkit_offsets, s.label_) for s in doc.spans["phi"]]
                for d, doc in one_by_one.items()} == found


def test_empty_texts_and_a_bad_model(tmp_path):
    nlp = spacy.blank("en")
    nlp.add_pipe("deidkit", config={"spans_key": "sc"})
    docs = list(nlp.pipe(["", "  \n ", "Seen today."]))
    assert [list(d.spans["sc"]) for d in docs] == [[], [], []]
    with pytest.raises(DeidkitError, match="no-such-model"):
        spacy.blank("en").add_pipe("deidkit", config={"model": str(tmp_path / "no-such-model")})
    with pytest.raises(DeidkitError, match="phi-threshold"):
        spacy.blank("en").add_pipe("deidkit", config={"phi_threshold": 2})


def test_an_installed_wheel_registers_the_factory(tmp_path):
    """`pip install clinical-deidkit` (here: the built wheel into a directory of its own), then
    spaCy finds "deidkit" by its entry point, with no import of deidkit first."""
    root = Path(__file__).resolve().parents[1]
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "--no-build-isolation", "--wheel-dir", str(tmp_path / "wheel"), str(root)],
                   check=True, capture_output=True)
    (wheel,) = (tmp_path / "wheel").glob("clinical_deidkit-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        name = next(n for n in zf.namelist() if n.endswith(".dist-info/entry_points.txt"))
        entry_points = zf.read(name).decode()
    assert "[spacy_factories]\ndeidkit = deidkit.spacy_component:make_deidkit" in entry_points
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-index", "--target", str(site), str(wheel)], check=True,
                   capture_output=True)
    probe = ("import json, sys, spacy\n"
             "nlp = spacy.blank('en')\n"
             "nlp.add_pipe('deidkit')\n"
             "doc = nlp('Seen by Dr. Alice Wong on 03/12/2089.')\n"
             "print(json.dumps({'from': sys.modules['deidkit'].__file__,\n"
             "                  'spans': [[s.text, s.label_] for s in doc.spans['phi']]}))\n")
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(site), "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["from"].startswith(str(site))
    assert ["03/12/2089", "DATE"] in result["spans"]
