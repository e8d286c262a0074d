"""`deidkit export` reads tokens (with offsets and predicted) and writes files into a directory."""

from tests.contract_cases import ContractCase


def _setup(tmp):
    source = tmp / "source"
    source.mkdir(exist_ok=True)
    (source / "100-01.txt").write_text("John Smith was seen.\n", encoding="utf-8")
    return ["--format", "i2b2", "--source", str(source), "-o", str(tmp / "out")]


CASE = ContractCase(
    setup=_setup,
    input_kind="tokens",
    input_require=("starts", "ends", "predicted"),
    output_kind=None,
    required_column="starts",
)
