"""``deidkit report``: one self-contained HTML page from an evaluation, for people to read.

* :mod:`~deidkit.report.build`: what the page shows (figures, curve points, TYPE
  confusion, errors in their sentences), from a tokens table with gold and predicted labels;
* :mod:`~deidkit.report.files`: the evaluation and attack JSON files it may add;
* :mod:`~deidkit.report.html`: the page (inline CSS, SVG and script; fetches nothing).
"""

from deidkit.report.build import ErrorCase, ReportData, Sentence, build_report, find_errors
from deidkit.report.files import read_json
from deidkit.report.html import render

__all__ = ["ErrorCase", "ReportData", "Sentence", "build_report", "find_errors", "read_json",
           "render"]
