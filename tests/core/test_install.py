"""Nine Tables installed like real software (issue 30): the wheel, and the PyInstaller bundle.

``test_installed_wheel_runs_from_any_folder`` copies the sources to a temporary folder, builds the
sdist and, from it, the wheel there (``python -m build --no-isolation``: the ``build`` and
``setuptools`` of the test extra, no download), makes a fresh virtual environment in a temporary
folder and installs the wheel into it WITH its dependencies, from the package index as a user's
``pip install`` would (pip's cache makes that about 10 s here; the whole test about 25 s on a busy
core). Then, from a folder outside the checkout, with no PYTHONPATH and every folder the program
writes (saves, settings) pointed into the temporary folder, it runs the ``nine-tables`` command:
``--version``, ``check``, ``simulate ninedkp --games 5``, ``screenshot kongai --out ...`` and the
launcher, headless, until its first frame is drawn (``NINE_TABLES_QUIT_AFTER_FIRST_FRAME``, the
hook ``main.py bench`` times the start-up with).

``test_bundle_runs_from_any_folder`` (slow) builds the one-folder bundle with
``packaging/nine-tables.spec`` and runs it the same way. It runs when PyInstaller is installed
(``make dist`` installs it into .venv) or when ``NINE_TABLES_TEST_BUNDLE=1`` asks for it (then
PyInstaller and the dependencies are installed into a fresh virtual environment first).
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from game.core import registry
from game.core import saves
from game.core.data import program_command
from game.core.version import version

ROOT = Path(__file__).resolve().parents[2]
#: what a built copy is made of (the top level of the checkout, less tests and docs)
SOURCES = ("pyproject.toml", "README.md", "main.py", "game", "scenes", "data", "art")
SHIPPED = ("data", "art")
BIN = "Scripts" if os.name == "nt" else "bin"
EXE = ".exe" if os.name == "nt" else ""
LOGICAL = (1920, 1080)          # the size of the canvas screenshot writes (scenes.scene.LOGICAL)


def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def source_files(top: Path, folder: str) -> set[str]:
    """The files of ``folder`` that a build copies (no byte code), as posix paths from ``top``."""
    return {p.relative_to(top).as_posix() for p in (top / folder).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def run(cmd: list, cwd: Path, env: dict, timeout: int = 240) -> subprocess.CompletedProcess:
    r = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def outside_env(scratch: Path) -> dict:
    """The environment of a user's shell: headless SDL, no PYTHONPATH or data overrides pointing
    into the checkout, and every folder the program writes inside ``scratch``."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV") and not k.startswith("NINE_TABLES_")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               NINE_TABLES_SAVE_DIR=str(scratch / "saves"), NINE_TABLES_CONFIG_DIR=str(scratch / "config"),
               XDG_CONFIG_HOME=str(scratch / "xdg-config"), XDG_DATA_HOME=str(scratch / "xdg-data"))
    return env


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def game_ids(src: Path) -> list[str]:
    """The games of the sources at ``src`` (a snapshot: other work may change the checkout meanwhile)."""
    r = subprocess.run([sys.executable, "-c", "from game.core import registry; print(*registry.ids())"],
                       cwd=src, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.split(), r.stderr
    return r.stdout.split()


def check_program(cmd: list, cwd: Path, env: dict, shipped_in: Path, ids: list[str]) -> None:
    """The verbs the issue names, run with ``cmd`` (the installed command or the bundle) of the
    sources with the games ``ids``."""
    r = run([*cmd, "--version"], cwd, env)
    assert r.returncode == 0 and r.stdout.strip() == f"nine-tables {pyproject()['version']}", r.stdout + r.stderr

    r = run([*cmd, "check"], cwd, env)
    assert r.returncode == 0, r.stderr
    for gid in ids:
        assert f"{gid}: layout ok" in r.stdout, (gid, r.stdout)
        data_lines = [ln for ln in r.stdout.splitlines() if ln.startswith(f"{gid}: ") and ".yaml:" in ln]
        assert data_lines and all(str(shipped_in) in ln and ln.endswith(" ok") for ln in data_lines), r.stdout
    assert str(ROOT) not in r.stdout                     # the shipped data, never the checkout's

    r = run([*cmd, "simulate", "ninedkp", "--games", "5"], cwd, env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("9DKP: 5 games,"), r.stdout
    results = [int(n) for n in re.findall(r"\): (\d+) wins?\b", r.stdout)]
    results += [int(n) for n in re.findall(r"(?:draws|unfinished): (\d+)", r.stdout)]
    assert len(results) == 4 and sum(results) == 5, r.stdout    # two seats, draws, unfinished

    out = cwd / "shots" / "kongai.png"
    r = run([*cmd, "screenshot", "kongai", "--out", "shots/kongai.png"], cwd, env)
    assert r.returncode == 0, r.stderr
    assert png_size(out) == LOGICAL

    r = run(cmd, cwd, dict(env, NINE_TABLES_QUIT_AFTER_FIRST_FRAME="1"))    # the launcher, one frame
    assert r.returncode == 0, r.stderr


# ---------------------------------------------------------------------------- the source tree
def test_version_is_the_pyproject_version():
    """One version, from pyproject.toml: main.py --version prints it, game.core.version reads it."""
    assert version() == pyproject()["version"]
    r = subprocess.run([sys.executable, "main.py", "--version"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and r.stdout == f"nine-tables {pyproject()['version']}\n", r.stdout + r.stderr
    assert program_command() == [sys.executable, str(ROOT / "main.py")]


def _save(tmp_path: Path) -> tuple[Path, dict]:
    ruleset = registry.get("ninedkp")
    state = ruleset.new_game(2, 5, {})
    data = saves.record_data("ninedkp", ["human", "computer"], 5, {}, [], state, ruleset)
    return tmp_path / "game.json", data


def test_a_save_records_the_version_and_loads_it(tmp_path):
    path, data = _save(tmp_path)
    assert data["version"] == version()
    saves.write(path, data)
    record = saves.load(path)[2]
    assert record.version == version()


@pytest.mark.parametrize("value", ["absent", None, 7, ["x"]])
def test_a_save_without_a_readable_version_still_loads(tmp_path, value):
    """Older saves have no version: they load (the field is informational, like saved_at)."""
    path, data = _save(tmp_path)
    if value == "absent":
        del data["version"]
    else:
        data["version"] = value
    saves.write(path, data)
    ruleset, state, record = saves.load(path)
    assert record.version == "" and path.exists()


# ---------------------------------------------------------------------------- the wheel
def _copy_sources(dest: Path) -> Path:
    dest.mkdir(parents=True)
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, dest / name)
    return dest


def test_installed_wheel_runs_from_any_folder(tmp_path):
    if importlib.util.find_spec("build") is None:
        pytest.fail("the 'build' package of the test extra is missing: run `make test-deps`")
    src = _copy_sources(tmp_path / "src")
    r = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(tmp_path / "dist"), "."],
                       cwd=src, capture_output=True, text=True, timeout=240)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    version_ = pyproject()["version"]
    wheel = tmp_path / "dist" / f"nine_tables-{version_}-py3-none-any.whl"
    assert (tmp_path / "dist" / f"nine_tables-{version_}.tar.gz").is_file() and wheel.is_file()

    # every file of game/ and scenes/ (a package missing from pyproject's list fails here),
    # main.py and every data and art file are in the wheel
    names = set(zipfile.ZipFile(wheel).namelist())
    for pkg in ("game", "scenes"):
        want = source_files(src, pkg)
        assert want <= names, f"not in the wheel: {sorted(want - names)[:5]} (pyproject.toml [tool.setuptools] packages)"
    for folder in SHIPPED:
        want = {f"nine_tables/{f}" for f in source_files(src, folder)}
        assert want <= names, f"not in the wheel: {sorted(want - names)[:5]}"
    assert "nine_tables/main.py" in names

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / BIN / f"python{EXE}"
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--quiet",
                        "--disable-pip-version-check", str(wheel)],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = outside_env(tmp_path)
    # the installed copy finds its own data and fonts, not the checkout's
    r = run([py, "-c", "import json; from game.core.data import REPO_DATA, program_command; "
                       "from scenes.assets import FONT_DIR; print(json.dumps([REPO_DATA, FONT_DIR, program_command()]))"],
            elsewhere, env)
    assert r.returncode == 0, r.stderr
    data_dir, font_dir, command = json.loads(r.stdout)
    assert Path(data_dir).is_relative_to(venv) and Path(font_dir).is_relative_to(venv), r.stdout
    assert (Path(font_dir) / "DejaVuSans.ttf").is_file() and (Path(data_dir) / "layouts" / "kongai.tmx").is_file()
    r = run([*command, "--version"], elsewhere, env)         # what `bench` starts to time the start-up
    assert r.returncode == 0 and r.stdout.strip() == f"nine-tables {pyproject()['version']}", r.stdout + r.stderr

    check_program([venv / BIN / f"nine-tables{EXE}"], elsewhere, env, shipped_in=venv, ids=game_ids(src))


# ---------------------------------------------------------------------------- the bundle
def _bundle_python(tmp_path: Path) -> Path:
    """An interpreter with PyInstaller and the dependencies: this one when it has PyInstaller,
    else a fresh virtual environment (NINE_TABLES_TEST_BUNDLE=1)."""
    if importlib.util.find_spec("PyInstaller") is not None:
        return Path(sys.executable)
    venv = tmp_path / "pyinstaller-venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    py = venv / BIN / f"python{EXE}"
    extra = [d for d in pyproject()["optional-dependencies"]["dist"] if d.lower().startswith("pyinstaller")]
    r = subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "--quiet",
                        "--disable-pip-version-check", *pyproject()["dependencies"], *extra],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    return py


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None and not os.environ.get("NINE_TABLES_TEST_BUNDLE"),
                    reason="PyInstaller is not installed (`make dist` installs it; or NINE_TABLES_TEST_BUNDLE=1)")
def test_bundle_runs_from_any_folder(tmp_path):
    py = _bundle_python(tmp_path)
    ids = game_ids(ROOT)
    r = subprocess.run([str(py), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                        "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work"),
                        str(ROOT / "packaging" / "nine-tables.spec")],
                       cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    bundle = tmp_path / "dist" / "nine-tables"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    check_program([bundle / f"nine-tables{EXE}"], elsewhere, outside_env(tmp_path), shipped_in=bundle, ids=ids)
