"""The word lists of the place and profession recognizers, copied once from Faker into
``deidkit/recognizers/data/`` so that tagging needs no Faker (issue 51).

    .venv/bin/python -m bin.recognizer_lists          # show what would be written
    .venv/bin/python -m bin.recognizer_lists --write  # write the files

Run with the Faker version that the test extra pins; tests/test_recognizer_lists.py checks
that the files hold exactly Faker's lists, so a newer Faker that changes them is noticed.
"""

from __future__ import annotations

import sys
import textwrap
from importlib import metadata
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "deidkit" / "recognizers" / "data"

#: Faker's licence, which asks that its notice go with copies of substantial portions.
FAKER_LICENCE = """\
MIT License

Copyright (c) 2012 Daniele Faraglia

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.
"""


def street_suffixes() -> list[str]:
    """Faker's en_US and en_GB street suffixes (USPS's and Royal Mail's), sorted."""
    from faker.providers.address.en_GB import Provider as GB
    from faker.providers.address.en_US import Provider as US

    return sorted(set(US.street_suffixes) | set(GB.street_suffixes))


def job_titles() -> list[str]:
    """Faker's en_US job titles, sorted."""
    from faker.providers.job.en_US import Provider

    return sorted(set(Provider.jobs))


#: file name -> (what it holds, where in Faker, the function that reads it from Faker)
LISTS = {
    "street_suffixes.txt": ("Street suffixes", "the street_suffixes of "
                            "faker.providers.address.en_US and .en_GB", street_suffixes),
    "job_titles.txt": ("Job titles", "the jobs of faker.providers.job.en_US", job_titles),
}


def render(name: str) -> str:
    """The text of the data file ``name``, from the installed Faker."""
    what, where, read = LISTS[name]
    origin = textwrap.fill(
        f"{what}, one per line: {where}, Faker {metadata.version('faker')} (PyPI package "
        "\"Faker\", MIT licence), copied by bin/recognizer_lists.py so that tagging does "
        "not need Faker. Its licence:", 88)
    comments = "".join(f"# {line}".rstrip() + "\n"
                       for line in (origin + "\n\n" + FAKER_LICENCE).splitlines())
    return comments + "".join(f"{entry}\n" for entry in read())


def main(argv: list[str]) -> None:
    for name in LISTS:
        if "--write" in argv:
            (DATA / name).write_text(render(name), encoding="utf-8")
            print(f"wrote {DATA / name}", file=sys.stderr)
        else:
            sys.stdout.write(render(name))


if __name__ == "__main__":
    main(sys.argv[1:])
