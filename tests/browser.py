"""Pages opened in a real headless browser: Debian's Chromium, which bin/setup installs.

:func:`rendered` loads a page with a probe script appended, which reads what the browser
laid out (visible text, computed colours, element boxes, resources fetched) after the
page's own script ran, and writes it as JSON into the DOM that ``--dump-dom`` prints;
:func:`screenshot` gives the pixels.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]


def chromium() -> str:
    found = shutil.which("chromium")
    if found is None:  # installable here: a missing browser is a failure, not a skip
        pytest.fail("chromium is not installed: run bin/setup (it installs Debian's chromium "
                    "and chromium-driver), or apt-get install chromium chromium-driver")
    return found


def _run(args: list[str], tmp: Path) -> str:
    result = subprocess.run([chromium(), *FLAGS, f"--user-data-dir={tmp / 'profile'}", *args],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def rendered(page: Path, probe: str, tmp: Path) -> dict:
    """The JSON that ``probe`` (a JavaScript expression) gives in ``page`` once loaded."""
    source = page.read_text(encoding="utf-8")
    script = ("<script>(function(){var pre=document.createElement('pre');pre.id='probe';"
              f"try{{pre.textContent=JSON.stringify(({probe}));}}"
              "catch(e){pre.textContent=JSON.stringify({probeError:String(e)});}"
              "document.body.appendChild(pre);})();</script>")
    probed = tmp / f"probed-{page.name}"
    probed.write_text(source.replace("</body>", script + "</body>"), encoding="utf-8")
    dom = _run(["--window-size=1200,900", "--dump-dom", probed.as_uri()], tmp)
    found = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert found, "the probe did not run: " + dom[-500:]
    seen = json.loads(html.unescape(found.group(1)))
    assert "probeError" not in seen, seen
    return seen


def screenshot(page: Path, tmp: Path, *, size=(1200, 900)):
    """The page as the browser draws it (a PIL image)."""
    from PIL import Image

    out = tmp / f"{page.stem}.png"
    _run([f"--window-size={size[0]},{size[1]}", f"--screenshot={out}", page.as_uri()], tmp)
    return Image.open(out).convert("RGB")
