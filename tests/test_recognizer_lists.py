"""The place and profession recognizers' word lists: Faker's, copied into the package
(``deidkit/recognizers/data``, by bin/recognizer_lists.py) so that tagging needs no Faker."""

from __future__ import annotations

import tomllib
from pathlib import Path

from faker.providers.address.en_GB import Provider as GBAddress
from faker.providers.address.en_US import Provider as USAddress
from faker.providers.job.en_US import Provider as USJob

from bin import recognizer_lists
from deidkit.recognizers import places, professions
from deidkit.recognizers.patterns import word_list

DATA = Path(places.__file__).parent / "data"
PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_the_street_suffixes_are_fakers_en_us_and_en_gb_ones():
    assert set(word_list("street_suffixes.txt")) == \
        set(USAddress.street_suffixes) | set(GBAddress.street_suffixes)


def test_the_job_titles_are_fakers_en_us_ones():
    assert set(word_list("job_titles.txt")) == set(USJob.jobs)


def test_the_recognizers_read_the_lists():
    pattern = places._street_pattern().pattern
    assert "Grove" in pattern and "Skyway" in pattern  # Faker's, not in places.py's own list
    jobs = professions.job_words()
    assert {"librarian", "actuary", "toxicologist"} <= jobs  # heads of Faker's titles
    assert "baker" in jobs  # professions.TRADES


def test_each_file_states_its_origin_and_licence_and_is_what_the_script_writes():
    for name in recognizer_lists.LISTS:
        text = (DATA / name).read_text(encoding="utf-8")
        header = [line for line in text.splitlines() if line.startswith("#")]
        origin = " ".join(line.lstrip("# ") for line in header[:header.index("#")])
        assert "Faker" in origin and "MIT licence" in origin and "bin/recognizer_lists.py" in origin
        assert "# Copyright (c) 2012 Daniele Faraglia" in header
        # the same entries as the script writes (the header names the Faker version)
        rendered = recognizer_lists.render(name).splitlines()
        assert [line for line in text.splitlines() if not line.startswith("#")] == \
            [line for line in rendered if not line.startswith("#")]


def test_the_package_ships_every_list():
    data = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["deidkit"]
    files = sorted(p.name for p in DATA.iterdir())
    assert files == sorted(recognizer_lists.LISTS)
    from fnmatch import fnmatch

    assert all(any(fnmatch(f"recognizers/data/{name}", pattern) for pattern in data)
               for name in files)
