from tests.contract_cases import ContractCase

# synth reads no table and writes XML files, not a table on stdout: only the help
# contract applies (tests/test_synth.py covers its own behaviour).
CASE = ContractCase(input_kind=None, output_kind=None,
                    notes="writes i2b2 XML files into OUT_DIR")
