"""Contract case for ``deidkit attack`` (tokens + representation model -> a report, no table)."""

from tests.adversarial_fixtures import make_model_dir
from tests.contract_cases import ContractCase


def _setup(tmp):
    model_dir, _ = make_model_dir(tmp)
    return ["--model", str(model_dir), "--epochs", "1"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind=None, required_column="labels",
                    notes="writes a text/JSON report, not a table")
