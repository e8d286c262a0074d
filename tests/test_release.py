"""The release: `python -m build` makes an sdist and, from it, a wheel that carries every
file of the package (the shipped models among them); the wheel, installed with pip into a
fresh virtual environment, runs the README's first pipeline from a directory outside the
repository. The distribution is named clinical-deidkit ("deidkit" on PyPI is another
project); the command and the import stay deidkit (docs/release.md)."""

from __future__ import annotations

import email.parser
import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

import deidkit
from tests.conftest import run

ROOT = Path(__file__).resolve().parents[1]
NOTES = {
    "a.txt": "Patient John Smith was seen on 03/12/2089 at Mercy Hospital in Boston.\n"
             "He is 45 years old. Call 617-555-0199 with questions.\n",
    "b.txt": "Dr. Alice Wong reviewed the MRI with the patient.\n"
             "Follow up with Dr. Wong in June 2090.\n",
}


def first_pipeline() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## De-identify notes", 1)[1]
    return re.search(r"```sh\n(.*?)```", section, re.S).group(1).strip()


def package_files() -> set[str]:
    """Every file of the package in the source tree, as the wheel names it."""
    return {p.relative_to(ROOT).as_posix() for p in (ROOT / "deidkit").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def fresh_source(dest: Path) -> Path:
    """What a clone holds of the distribution (the top-level files and the package), without
    what earlier builds left: a stale .egg-info's SOURCES.txt puts into the sdist, and so
    into the wheel, files that the configuration would leave out."""
    dest.mkdir()
    for path in ROOT.iterdir():
        if path.is_file():
            shutil.copy2(path, dest / path.name)
    shutil.copytree(ROOT / "deidkit", dest / "deidkit",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return dest


def dependency_closure(requires: list[str]) -> list[importlib.metadata.Distribution]:
    """The distributions that `requires` (without extras) pull in, transitively, as this
    environment has them installed."""
    found: dict[str, importlib.metadata.Distribution] = {}
    todo = [(r, "") for r in requires]
    while todo:
        text, extra = todo.pop()
        req = Requirement(text)
        if req.marker is not None and not req.marker.evaluate({"extra": extra}):
            continue
        name = canonicalize_name(req.name)
        for wanted in [""] + sorted(req.extras):
            key = f"{name}[{wanted}]"
            if key in found:
                continue
            dist = importlib.metadata.distribution(name)
            assert req.specifier.contains(dist.version, prereleases=True), (text, dist.version)
            found[key] = dist
            todo.extend((r, wanted) for r in dist.requires or [])
    unique = {canonicalize_name(d.metadata["Name"]): d for d in found.values()}
    return list(unique.values())


def link_installed(dists, site: Path) -> None:
    """Link each distribution's top-level files (packages, modules, .dist-info) into `site`:
    the environment sees these and no others, as if pip had installed them there."""
    for dist in dists:
        assert dist.files is not None, f"{dist.metadata['Name']} has no RECORD"
        tops = {f.parts[0] for f in dist.files if f.parts[0] != ".."}
        for top in sorted(tops):
            target = Path(dist.locate_file(top))
            if target.exists() and not (site / top).exists():
                (site / top).symlink_to(target)


def test_the_wheel_runs_the_readme_pipeline_in_a_fresh_venv(tmp_path):
    # 1. The sdist, then the wheel built from it (build's default): both must be complete.
    dist = tmp_path / "dist"
    source = fresh_source(tmp_path / "source")
    built = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir",
                            str(dist), str(source)], capture_output=True, text=True)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = dist.glob("clinical_deidkit-*.whl")
    (sdist,) = dist.glob("clinical_deidkit-*.tar.gz")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.parser.Parser().parsestr(zf.read(f"{info}/METADATA").decode())
        entry_points = zf.read(f"{info}/entry_points.txt").decode()
    missing = sorted(package_files() - names)
    assert not missing, f"files of the package the wheel lacks: {missing}"
    for model in ("default_model", "fast_model", "fast_model/uncased", "fast_model/ensemble"):
        assert {f"deidkit/{model}/config.json",
                f"deidkit/{model}/weights.safetensors"} <= names
    assert {"deidkit/default_model/pipeline.json", "deidkit/default_model/vocab.txt",
            "deidkit/default_model/ENCODER-LICENSE.txt", "deidkit/default_model/MODEL_CARD.md",
            "deidkit/fast_model/pipeline.json"} <= names
    assert f"{info}/licenses/LICENSE" in names
    assert metadata["Name"] == "clinical-deidkit" == deidkit.DISTRIBUTION
    assert metadata["License-Expression"] == "MIT"
    assert "[console_scripts]\ndeidkit = deidkit.cli:main" in entry_points
    with tarfile.open(sdist) as tf:
        top = tf.getnames()[0].split("/")[0]
        in_sdist = {n.split("/", 1)[1] for n in tf.getnames() if "/" in n}
    assert {"pyproject.toml", "README.md", "LICENSE"} <= in_sdist
    assert {n for n in names if n.startswith("deidkit/")} <= in_sdist, top

    # 2. A fresh environment (no site packages of any other) holding the wheel and exactly
    # the distributions it declares, linked from this environment instead of downloaded.
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True)
    python = env_dir / "bin" / "python"
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_path"
                                "('purelib'))"], capture_output=True, text=True,
                               check=True).stdout.strip())
    link_installed(dependency_closure(metadata.get_all("Requires-Dist")), site)
    # pip runs on the fresh interpreter; without PYTHONPATH, which may name the source tree
    # (one with a .egg-info, which pip would take for the distribution installed)
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    clean = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    installed = subprocess.run([*pip, "install", "--no-deps", "--no-index", str(wheel)],
                               capture_output=True, text=True, env=clean)
    assert "Successfully installed clinical-deidkit" in installed.stdout, installed.stderr
    checked = subprocess.run([*pip, "check"], capture_output=True, text=True, env=clean)
    assert checked.returncode == 0, checked.stdout + checked.stderr

    # 3. The README's first pipeline, run by the installed `deidkit` outside the repository.
    work = tmp_path / "work"
    (work / "notes").mkdir(parents=True)
    for name, text in NOTES.items():
        (work / "notes" / name).write_text(text, encoding="utf-8")
    env = {"PATH": f"{env_dir / 'bin'}{os.pathsep}/usr/bin{os.pathsep}/bin",
           "HOME": str(work), "LANG": "C.UTF-8"}
    probe = subprocess.run([python, "-c", "import deidkit; print(deidkit.__file__); "
                            "print(deidkit.__version__)"], capture_output=True, text=True,
                           env=env, cwd=work, check=True).stdout.split()
    assert Path(probe[0]).is_relative_to(site), probe
    assert probe[1] == metadata["Version"]
    pipeline = first_pipeline()
    assert pipeline.startswith("deidkit tokenize notes/ | deidkit tag | deidkit export")
    done = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", pipeline], cwd=work,
                          env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"tagged with {site / 'deidkit' / 'default_model'}" in done.stderr
    # the same text as the source tree writes, with its PHI gone
    run(["tokenize", work / "notes", "-o", tmp_path / "tokens.parquet"])
    run(["tag", tmp_path / "tokens.parquet", "-o", tmp_path / "tagged.parquet"])
    redacted = run(["export", tmp_path / "tagged.parquet", "--format", "redacted",
                    "--source", work / "notes"]).stdout
    assert done.stdout == redacted
    for phi in ("John Smith", "03/12/2089", "617-555-0199", "Alice Wong"):
        assert phi not in done.stdout
    assert "[**DATE**]" in done.stdout and "reviewed the MRI" in done.stdout


def test_the_distribution_name_is_one_and_not_deidkit():
    """PyPI's "deidkit" is another project: what tells users to install an extra names
    this distribution, never that one."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == deidkit.DISTRIBUTION == "clinical-deidkit"
    assert project["scripts"] == {"deidkit": "deidkit.cli:main"}
    texts = [*ROOT.glob("deidkit/**/*.py"), *ROOT.glob("docs/*.md"), ROOT / "README.md",
             *ROOT.glob("examples/*.py"), *ROOT.glob("bin/**/*.py"), ROOT / "pyproject.toml"]
    wrong = re.compile(r"(?<![\w.-])deidkit\\?\[|pip install (-U )?deidkit\b")
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in texts
             if p.name != "history.md"
             for m in wrong.finditer(p.read_text(encoding="utf-8"))]
    assert not found, found
