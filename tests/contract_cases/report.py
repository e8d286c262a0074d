"""`deidkit report` reads a tokens table with labels and predicted and writes an HTML file
(-o), never a table."""

from tests.contract_cases import ContractCase

CASE = ContractCase(
    setup=lambda tmp: ["-o", str(tmp / "report.html")],
    input_kind="tokens",
    input_require=("predicted",),
    output_kind=None,
    required_column="predicted",
)
