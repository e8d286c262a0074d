"""Contract case for ``deidkit embed-neighbors`` (reads tokens, writes neighbors)."""

from tests.contract_cases import ContractCase

TINY_EMBEDDINGS = """smith 1 0 0
jones 0.9 0.1 0
boston 0 1 0
paris 0 0.9 0.1
the 0 0 1
"""


def _setup(tmp):
    path = tmp / "tiny.txt"
    path.write_text(TINY_EMBEDDINGS, encoding="utf-8")
    return ["--embeddings", str(path), "-n", "2"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind="neighbors",
                    notes="needs a tiny --embeddings file")
