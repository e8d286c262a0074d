"""``deidkit represent``: the shared table holds vectors, casing and labels, nothing else."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.ipc as ipc
import pytest

from deidkit import schemas
from deidkit.casing import casing_ids
from deidkit.labels import split_label
from tests.adversarial_fixtures import one_thread, corpus, make_model_dir
from tests.conftest import arrow_stream_bytes, read_arrow_output, run


_single_thread = pytest.fixture(autouse=True, scope="module")(one_thread)


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    return make_model_dir(tmp_path_factory.mktemp("represent"))


def _tokens():
    t = corpus(12, 5)
    # an extra column must not pass through (it could identify a patient)
    return t.append_column("mrn", pa.array([f"MRN{i:05d}" for i in range(t.num_rows)]))


def test_output_has_only_vectors_casing_labels_and_no_text(model, tmp_path):
    model_dir, _ = model
    table = _tokens()
    out = tmp_path / "shared.arrow"  # uncompressed IPC: every byte of the file is inspectable
    result = run(["represent", "--model", model_dir, "-o", out, "--noise-seed", "3"],
                 input=arrow_stream_bytes(table))
    shared = ipc.open_file(str(out)).read_all()
    assert shared.column_names == ["vectors", "casing", "labels"]
    assert shared.schema.field("vectors").type == pa.list_(pa.list_(pa.float32(), 4))
    assert shared.schema.field("casing").type == pa.list_(pa.int8())
    # the only strings in the file are IOB2 labels
    for field in shared.schema:
        if field.name != "labels":
            assert not pa.types.is_string(field.type.value_type if hasattr(field.type, "value_type") else field.type)
    for label in shared.column("labels").combine_chunks().flatten().unique().to_pylist():
        split_label(label)
    raw = out.read_bytes()
    words = {w for row in table.column("tokens").to_pylist() for w in row if len(w) >= 5}  # PHI and most words
    words |= set(table.column("doc_id").to_pylist()) | set(table.column("mrn").to_pylist())
    leaked = sorted(w for w in words if w.encode() in raw)
    assert leaked == [], f"token text, doc ids or extra columns in the shared file: {leaked}"
    # metadata: schema tag and provenance without paths, seed or upstream provenance
    assert schemas.schema_tag(shared.schema) == "representations/1"
    prov = schemas.provenance(shared.schema)
    assert prov["seed"] is None and "inputs" not in prov
    assert str(model_dir) not in json.dumps(prov) and str(tmp_path) not in raw.decode("latin-1")
    assert prov["parameters"] == {"representation_size": 4, "noise": True}
    assert schemas.metadata_value(shared.schema, "deidkit.representation.noise") == "on"
    assert "deidkit represent: 12 sentences" in result.stderr


def test_vectors_casing_and_labels_line_up_with_tokens(model):
    model_dir, _ = model
    table = _tokens()
    shared = read_arrow_output(run(["represent", "--model", model_dir, "--noise-seed", "1"],
                                   input=arrow_stream_bytes(table)).stdout_bytes)
    assert shared.num_rows == table.num_rows
    for toks, labels, vecs, cas, gold in zip(table.column("tokens").to_pylist(),
                                             table.column("labels").to_pylist(),
                                             shared.column("vectors").to_pylist(),
                                             shared.column("casing").to_pylist(),
                                             shared.column("labels").to_pylist()):
        assert len(vecs) == len(toks) and gold == labels
        assert cas == casing_ids(toks).tolist()
        assert np.allclose(np.linalg.norm(np.array(vecs), axis=1), 1.0, atol=1e-5)


def test_seeded_noise_is_reproducible_and_the_default_is_not(model):
    model_dir, _ = model
    data = arrow_stream_bytes(_tokens())
    vec = lambda args: read_arrow_output(run(["represent", "--model", model_dir, *args],
                                             input=data).stdout_bytes).column("vectors").to_pylist()
    assert vec(["--noise-seed", "4"]) == vec(["--noise-seed", "4"])
    assert vec(["--noise-seed", "4"]) != vec(["--noise-seed", "5"])
    a, b = vec([]), vec([])
    assert a != b, "without --noise-seed the noise is drawn from OS entropy, never the same twice"
    off1, off2 = vec(["--no-noise"]), vec(["--no-noise"])
    assert off1 == off2 and off1 != a


def test_no_noise_is_marked_and_warned(model):
    model_dir, _ = model
    result = run(["represent", "--model", model_dir, "--no-noise"], input=arrow_stream_bytes(_tokens()))
    shared = read_arrow_output(result.stdout_bytes)
    assert schemas.metadata_value(shared.schema, "deidkit.representation.noise") == "off"
    assert "NOT fit for sharing" in result.stderr


def test_null_tokens_and_labels(model):
    model_dir, _ = model
    t = _tokens().slice(0, 3).to_pylist()
    t[1]["labels"] = None
    t[2]["tokens"], t[2]["labels"], t[2]["starts"], t[2]["ends"] = [], [], [], []
    table = pa.Table.from_pylist(t, schema=_tokens().schema)
    shared = read_arrow_output(run(["represent", "--model", model_dir, "--noise-seed", "0"],
                                   input=arrow_stream_bytes(table)).stdout_bytes)
    assert shared.column("labels").to_pylist()[1] is None
    assert len(shared.column("vectors").to_pylist()[1]) == len(t[1]["tokens"])
    assert shared.column("vectors").to_pylist()[2] == [] and shared.column("casing").to_pylist()[2] == []


def test_length_mismatch_is_a_data_error(model):
    model_dir, _ = model
    rows = _tokens().slice(0, 2).to_pylist()
    rows[1]["labels"] = rows[1]["labels"][:-1]
    table = pa.Table.from_pylist(rows, schema=_tokens().schema)
    result = run(["represent", "--model", model_dir], input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip().endswith(
        f"document {rows[1]['doc_id']!r} sentence {rows[1]['sentence']}: "
        f"{len(rows[1]['tokens'])} tokens but {len(rows[1]['labels'])} labels")


def test_other_embeddings_are_refused(model, tmp_path):
    model_dir, _ = model
    from deidkit.embeddings import write_text
    from tests.adversarial_fixtures import WORDS, embedding_vectors

    other = tmp_path / "other.txt"
    write_text(other, WORDS, embedding_vectors(seed=9))
    result = run(["represent", "--model", model_dir, "--embeddings", other],
                 input=arrow_stream_bytes(_tokens()), expect=2)
    assert "are not the ones the representation was trained with" in result.stderr


def test_missing_model_dir(tmp_path):
    result = run(["represent", "--model", tmp_path / "nope"], input=arrow_stream_bytes(_tokens()),
                 expect=2)
    assert result.stderr.strip() == f"Error: model directory '{tmp_path / 'nope'}' does not exist"


def test_null_tokens_row_is_a_data_error(model):
    model_dir, _ = model
    rows = _tokens().slice(0, 2).to_pylist()
    rows[1]["tokens"] = rows[1]["labels"] = rows[1]["starts"] = rows[1]["ends"] = None
    table = pa.Table.from_pylist(rows, schema=_tokens().schema)
    result = run(["represent", "--model", model_dir], input=arrow_stream_bytes(table), expect=1)
    assert result.stderr.strip() == (f"Error: <stdin>: document {rows[1]['doc_id']!r} sentence "
                                     f"{rows[1]['sentence']}: null tokens list")


def test_representation_tagger_tags_raw_tokens(tmp_path):
    # the tagger trained on representations (DIR/tagger) applied to raw tokens: representation
    # first, then the tagger; it is refused with another representation model
    import torch

    from deidkit.embeddings import load_embeddings
    from deidkit.evaluate import evaluate_tokens
    from deidkit.model_dirs import load_bundle, load_representation_tagger
    from deidkit.tag import tag
    from deidkit.train_adversarial import train_adversarial, write_model
    from tests.adversarial_fixtures import tiny_options, write_embeddings

    emb_path = write_embeddings(tmp_path / "emb.txt")
    res = train_adversarial(corpus(40, 1), corpus(10, 2), load_embeddings(emb_path),
                            tiny_options(max_epochs=1), embeddings_spec=emb_path)
    write_model(tmp_path / "adv", res)
    bundle = load_bundle(tmp_path / "adv")

    def tagged_with_seed(seed):
        tagger = load_representation_tagger(tmp_path / "adv" / "tagger", bundle,
                                            generator=torch.Generator().manual_seed(seed))
        return next(tag(iter(test.to_batches()), tagger))

    from deidkit.taggers import Tagger

    assert isinstance(load_representation_tagger(tmp_path / "adv" / "tagger", bundle), Tagger)
    test = corpus(12, 7)
    tagged = tagged_with_seed(0)
    again = tagged_with_seed(0)
    assert tagged.column_names == test.column_names + ["predicted", "phi_source"]
    assert tagged.column("predicted").to_pylist() == again.column("predicted").to_pylist()
    for toks, pred in zip(test.column("tokens").to_pylist(), tagged.column("predicted").to_pylist()):
        assert len(pred) == len(toks) and set(pred) <= set(res.config["labels"]["values"])
    f1 = evaluate_tokens(pa.Table.from_batches([tagged]))["binary_hipaa_token"]["all"]["f1"]
    assert 0.0 <= f1 <= 100.0

    other_dir, _ = make_model_dir(tmp_path, name="other")
    from deidkit.errors import ConfigError

    with pytest.raises(ConfigError, match="this tagger needs the representation sha256:"):
        load_representation_tagger(tmp_path / "adv" / "tagger", load_bundle(other_dir))


def test_pooled_training_data_feeds_the_tagger_unchanged(model, tmp_path):
    # two institutions' files pooled; the tagger's own features() gathers the shared vectors
    import torch

    from deidkit.models.tagger import BiLSTMCRFTagger, TaggerShape
    from deidkit.represent import pooled_training_data

    model_dir, _ = model
    files = []
    for seed in (1, 2):
        out = read_arrow_output(run(["represent", "--model", model_dir, "--noise-seed", str(seed)],
                                    input=arrow_stream_bytes(corpus(6, seed))).stdout_bytes)
        files.append(out)
    labels = ["O", "B-CITY", "B-DATE", "B-DOCTOR", "B-PATIENT"]
    data, matrix, d, ident = pooled_training_data(files, {lab: i for i, lab in enumerate(labels)})
    assert d == 4 and len(data) == 12 and ident.startswith("sha256:")
    flat = np.concatenate([np.array([v for row in f.column("vectors").to_pylist() for v in row])
                           for f in files])
    assert np.allclose(matrix[:-2], flat) and not matrix[-2:].any()
    tagger = BiLSTMCRFTagger(TaggerShape(input_dim=d, num_labels=len(labels), vocab_rows=len(matrix)),
                             word_vectors=torch.from_numpy(matrix))
    b = data.pad(np.array([0, 7]))
    feats = tagger.features(b.word_ids, b.casing)
    assert torch.allclose(feats[0, :b.lengths[0], :d], torch.from_numpy(flat[:int(b.lengths[0])]).float(), atol=1e-6)
    assert tagger.loss(b.word_ids, b.casing, b.lengths, b.tags).item() > 0
    other = make_model_dir(tmp_path, name="other", seed=5)[0]
    foreign = read_arrow_output(run(["represent", "--model", other, "--noise-seed", "1"],
                                    input=arrow_stream_bytes(corpus(3, 1))).stdout_bytes)
    from deidkit.errors import DataError

    with pytest.raises(DataError, match="pool only files made with the same model"):
        pooled_training_data([files[0], foreign], {lab: i for i, lab in enumerate(labels)})


def test_representation_size_reads_the_config_alone(tmp_path):
    from deidkit.errors import ConfigError
    from deidkit.represent import representation_size
    from tests.adversarial_fixtures import make_model_dir

    model_dir, _ = make_model_dir(tmp_path)
    model_dir = Path(model_dir)
    (model_dir / "representation.safetensors").unlink()  # no weights needed
    assert representation_size(model_dir) == 4
    with pytest.raises(ConfigError, match="holds no representation model"):
        representation_size(model_dir / "tagger")
