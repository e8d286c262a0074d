"""Contract case for ``deidkit self-train`` (reads tokens, writes a model directory)."""

import pyarrow as pa
import pyarrow.parquet as pq

from tests.contract_cases import ContractCase
from tests.contract_cases.tag import corpus_rows, write_embeddings


def _setup(tmp):
    emb = write_embeddings(tmp / "tiny.txt")
    pq.write_table(pa.Table.from_pylist(corpus_rows(2, 2, seed=1)), tmp / "val.parquet")
    pq.write_table(pa.Table.from_pylist(corpus_rows(2, 2, seed=2)), tmp / "unl.parquet")
    return ["-", str(tmp / "unl.parquet"), "--validation", str(tmp / "val.parquet"),
            "--model-dir", str(tmp / "m"), "--embeddings", str(emb), "--epochs", "1",
            "--rounds", "1", "--hidden-size", "4", "--layers", "1"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind=None,
                    notes="LABELLED from stdin; writes a model directory, not a table")
