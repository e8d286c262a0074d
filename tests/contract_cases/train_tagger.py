"""Contract case for ``deidkit train-tagger`` (reads tokens, writes a model directory)."""

from tests.contract_cases import ContractCase
from tests.contract_cases.tag import write_embeddings


def _setup(tmp):
    emb = write_embeddings(tmp / "tiny.txt")
    return ["--model-dir", str(tmp / "m"), "--embeddings", str(emb), "--epochs", "1"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind=None,
                    notes="writes a model directory, not a table")
