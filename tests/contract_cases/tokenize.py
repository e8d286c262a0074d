"""Contract case for ``deidkit tokenize`` (reads i2b2 XML / text, writes tokens)."""

from tests.contract_cases import ContractCase

_XML = """<?xml version="1.0" encoding="UTF-8" ?>
<deIdi2b2>
<TEXT><![CDATA[Seen by Dr. Jones on 04/07/2069.
]]></TEXT>
<TAGS>
<NAME id="P0" start="12" end="17" text="Jones" TYPE="DOCTOR" comment="" />
<DATE id="P1" start="21" end="31" text="04/07/2069" TYPE="DATE" comment="" />
</TAGS>
</deIdi2b2>
"""


def _setup(tmp):
    path = tmp / "note.xml"
    path.write_text(_XML, encoding="utf-8")
    return [str(path)]


CASE = ContractCase(setup=_setup, input_kind=None, output_kind="tokens",
                    notes="reads i2b2 XML files named on the command line")
