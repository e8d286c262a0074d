"""Contract case for ``deidkit represent`` (tokens -> representations)."""

from tests.adversarial_fixtures import make_model_dir
from tests.contract_cases import ContractCase


def _setup(tmp):
    model_dir, _ = make_model_dir(tmp)
    return ["--model", str(model_dir), "--noise-seed", "1"]


CASE = ContractCase(setup=_setup, input_kind="tokens", output_kind="representations",
                    required_column="tokens", notes="needs a representation model dir")
