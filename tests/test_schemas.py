import pyarrow as pa
import pytest

from deidkit import schemas
from deidkit.errors import DataError


def test_tokens_schema_is_the_design_contract():
    s = schemas.TOKENS.arrow(include_optional=["starts", "ends", "predicted"])
    assert s.names == ["doc_id", "sentence", "tokens", "starts", "ends", "labels", "predicted"]
    assert s.field("sentence").type == pa.int32()
    assert s.field("starts").type == pa.list_(pa.int32())
    assert s.metadata[schemas.SCHEMA_KEY] == b"tokens/1"


def test_validator_reports_every_problem_at_once():
    bad = pa.schema([("doc_id", pa.int64()), ("tokens", pa.list_(pa.int32())), ("extra", pa.bool_())])
    with pytest.raises(DataError) as err:
        schemas.validate(bad, "tokens", source="x.parquet")
    assert str(err.value) == (
        "x.parquet: not a tokens table: column 'doc_id' has type int64, expected string; "
        "missing column 'sentence' (int32); column 'tokens' has type list<item: int32>, "
        "expected list<item: string>; missing column 'labels' (list<item: string>)")


def test_optional_columns_can_be_required():
    s = schemas.TOKENS.arrow()
    assert schemas.problems(s, "tokens") == []
    assert schemas.problems(s, "tokens", require=["starts"]) == [
        "missing column 'starts' (list<item: int32>)"]


def test_compatible_physical_types_are_accepted_and_conformed():
    t = pa.table({
        "doc_id": pa.array(["d"], pa.large_string()),
        "sentence": pa.array([3], pa.int64()),
        "tokens": pa.array([["a", "b"]], pa.large_list(pa.large_string())),
        "labels": pa.array([None], pa.list_(pa.string())),
        "keep": pa.array([1.5]),
    })
    assert schemas.problems(t.schema, "tokens") == []
    batch = schemas.conform(t.to_batches()[0], "tokens")
    assert batch.schema.field("sentence").type == pa.int32()
    assert batch.schema.field("tokens").type == pa.list_(pa.string())
    assert batch.schema.field("keep").type == pa.float64()  # extra columns untouched
    assert batch.column(2).to_pylist() == [["a", "b"]]


def test_derive_adds_and_drops_columns_keeping_extras():
    s = schemas.TOKENS.arrow(include_optional=["starts", "ends"]).append(pa.field("x", pa.int8()))
    out = schemas.derive(s, "tokens", add=["predicted"], drop=["starts", "ends"])
    assert out.names == ["doc_id", "sentence", "tokens", "labels", "x", "predicted"]


def test_metadata_round_trip():
    s = schemas.with_metadata(schemas.NEIGHBORS.arrow(), "neighbors", {"command": "c", "seed": 1},
                              {"deidkit.n": 100})
    assert schemas.schema_tag(s) == "neighbors/1"
    assert schemas.provenance(s) == {"command": "c", "seed": 1}
    assert schemas.metadata_value(s, "deidkit.n") == "100"


def test_representation_size_and_validation():
    s = schemas.representations_spec(50).arrow()
    assert schemas.representation_size(s) == 50
    with pytest.raises(DataError, match="missing column 'vectors'"):
        schemas.representation_size(pa.schema([("labels", pa.list_(pa.string()))]), source="r")
    assert not any(pa.types.is_string(f.type) for f in s if f.name != "labels")
