"""Contract case for ``deidkit pseudonymize`` (reads tokens, writes tokens)."""

from tests.contract_cases import ContractCase
from tests.contract_cases.embed_neighbors import TINY_EMBEDDINGS


def _setup(tmp):
    path = tmp / "tiny.txt"
    path.write_text(TINY_EMBEDDINGS, encoding="utf-8")
    return ["--embeddings", str(path), "-n", "2"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind="tokens",
                    notes="needs a tiny --embeddings file")
