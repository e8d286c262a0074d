"""Contract case for ``deidkit train-adversarial`` (tokens -> a model directory, no table)."""

from tests.adversarial_fixtures import corpus, write_embeddings
from tests.contract_cases import ContractCase


def _setup(tmp):
    emb = write_embeddings(tmp / "emb.txt")
    val = tmp / "val.parquet"
    import pyarrow.parquet as pq

    pq.write_table(corpus(10, 2), val)
    return ["-", "--validation", str(val), "--model-dir", str(tmp / "adv"), "--embeddings", emb,
            "-n", "3", "--epochs", "1"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind=None, required_column="tokens",
                    notes="TRAIN from stdin; writes a model directory")
