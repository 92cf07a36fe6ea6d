"""A regular install works from any folder: build the wheel from a copy of the sources, install it
into a fresh venv (with the system's site-packages, so pygame, pymunk and the rest are not fetched
again) and run the commands from an empty temporary folder. About half a minute."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=240)


def _build_wheel(tmp: Path, env: dict[str, str]) -> Path:
    src = tmp / "src"
    shutil.copytree(ROOT / "game", src / "game", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    dist = tmp / "dist"
    pip = [sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-q", "-w", str(dist)]
    built = _run(pip, src, env)
    if built.returncode != 0:  # no index to fetch the build backend from: build with the installed one
        built = _run([*pip, "--no-build-isolation"], src, env)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = dist.glob("*.whl")
    return wheel


@pytest.mark.wheel
def test_the_wheel_installed_in_a_fresh_venv_runs_from_any_folder(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "BAKUGAN_SAVE_DIR")}
    env["HOME"] = str(tmp_path / "home")  # the user's folder starts empty
    env["BAKUGAN_PURE_PYTHON"] = "1"
    wheel = _build_wheel(tmp_path, env)
    shipped = set(zipfile.ZipFile(wheel).namelist())
    assert {
        "game/data/cards/bakucores.yaml",
        "game/data/cards/decks/aquos_flow.yaml",
        "game/data/physics.yaml",
    } <= shipped
    assert any(n.startswith("game/data/puzzles/") for n in shipped)
    venv = tmp_path / "venv"
    assert _run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], tmp_path, env).returncode == 0
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    installed = _run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], tmp_path, env)
    assert installed.returncode == 0, installed.stderr[-2000:]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = _run([str(python), "-c", "import game; print(game.__file__)"], elsewhere, env)
    assert str(venv) in where.stdout, where.stdout + where.stderr
    program = str(bindir / "bakugan-sim")
    listed = _run([program, "decks", "list"], elsewhere, env)
    assert listed.returncode == 0 and "aquos_flow" in listed.stdout, listed.stderr[-2000:]
    coverage = _run([program, "cards", "coverage"], elsewhere, env)
    assert coverage.returncode == 0 and "encoded" in coverage.stdout, coverage.stderr[-2000:]
    sim = _run(
        [program, "simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "5", "--out", "run"], elsewhere, env
    )
    assert sim.returncode == 0, sim.stdout[-2000:] + sim.stderr[-2000:]
    assert (elsewhere / "run" / "report.json").is_file()
