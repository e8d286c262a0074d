"""`deidkit evaluate` reads a tokens table with labels and predicted from stdin (GOLD omitted)
and writes the metrics table to a pipe; on a terminal it prints a table instead of refusing."""

from tests.contract_cases import ContractCase

CASE = ContractCase(
    input_kind="tokens",
    input_require=("predicted",),
    output_kind="metrics",
    required_column="predicted",
    extra={"terminal_table": True},
    notes="GOLD defaults to '-' (stdin): route (c), one tokens table with labels and predicted",
)
