"""A regular install works from any folder, for every game: build the wheel from a copy of the
sources, install it into a fresh venv and run each game's commands from an empty temporary folder
(decks list, cards check, a simulate, a scenario check of a shipped puzzle). About a minute.

The venv is made as a new user makes one (`python -m venv`, no system site-packages); the packages
the program needs are lent to it from the environment running the suite (a .pth file naming its
site-packages folders, read after the venv's own), so nothing is fetched and the wheel's own `game`
package is the one imported. That works whether the suite itself runs in a venv or with the
system's Python."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE")
FOLDERS = ("game", "cards", "assets")
GAMES = {  # a ready deck (shown by `decks list`) and a shipped puzzle of each game with cards
    "bakugan": ("aquos_flow", "cards/bakugan/puzzles/win_this_turn.yaml"),
    "fusion-world": ("ember_rush", "cards/fusion_world/puzzles/palm_lethal.yaml"),
    "battle-monsters": ("tidal_wall", "cards/battle_monsters/puzzles/01_undertow.yaml"),
}


def _run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=240)


def _build_wheel(tmp: Path, env: dict[str, str]) -> Path:
    src = tmp / "src"
    for folder in FOLDERS:
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    for name in SOURCES:
        shutil.copy(ROOT / name, src / name)
    dist = tmp / "dist"
    pip = [sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-q", "-w", str(dist)]
    built = _run(pip, src, env)
    if built.returncode != 0:  # no index to fetch the build backend from: build with the installed one
        built = _run([*pip, "--no-build-isolation"], src, env)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = dist.glob("*.whl")
    return wheel


def _lent_packages() -> list[str]:
    """The site-packages folders of the environment running the suite (its own, then the user's)."""
    folders = [*site.getsitepackages(), site.getusersitepackages()]
    return [f for f in dict.fromkeys(folders) if Path(f).is_dir()]


def _fresh_venv(tmp: Path, env: dict[str, str]) -> Path:
    venv = tmp / "venv"
    made = _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp, env)
    assert made.returncode == 0, made.stderr[-2000:]
    python = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    own = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp, env)
    (Path(own.stdout.strip()) / "lent_packages.pth").write_text("\n".join(_lent_packages()) + "\n")
    return python


def _ask(python: Path, what: str, cwd: Path, env: dict[str, str]) -> str:
    """What the installed game.files.paths (as p) says of `what`."""
    asked = _run([str(python), "-c", f"import game.files.paths as p; print({what})"], cwd, env)
    assert asked.returncode == 0, asked.stderr[-2000:]
    return asked.stdout.strip()


def _shipped(wheel: Path) -> set[str]:
    return set(zipfile.ZipFile(wheel).namelist())


def _expected_files() -> set[str]:
    """Every card set, deck, puzzle and sound in the sources, as the wheel names them."""
    files = {f"game/carddata/{p.relative_to(ROOT / 'cards').as_posix()}" for p in (ROOT / "cards").rglob("*.yaml")}
    files |= {f"game/assets/{p.relative_to(ROOT / 'assets').as_posix()}" for p in (ROOT / "assets/sounds").iterdir()}
    return files | {"game/data/physics.yaml", "game/data/roll_rates.json"}


@pytest.mark.wheel
def test_the_wheel_installed_in_a_fresh_venv_runs_every_game_from_any_folder(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "BAKUGAN_SAVE_DIR", "VIRTUAL_ENV")}
    env["HOME"] = str(tmp_path / "home")  # the user's folder starts empty
    env["BAKUGAN_PURE_PYTHON"] = "1"
    wheel = _build_wheel(tmp_path, env)
    missing = _expected_files() - _shipped(wheel)
    assert not missing, f"not in the wheel: {sorted(missing)}"
    python = _fresh_venv(tmp_path, env)
    # --force-reinstall: the same version may be installed in the lending environment (a checkout's -e)
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", "--force-reinstall"]
    installed = _run([*pip, str(wheel)], tmp_path, env)
    assert installed.returncode == 0, installed.stderr[-2000:]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = _ask(python, "p.__file__, p.CARD_DATA, p.SOUNDS_DIR", elsewhere, env)
    assert where.count(str(tmp_path / "venv")) == 3, where
    program = [str(python), "-m", "game"]
    for game, (deck, puzzle) in GAMES.items():
        listed = _run([*program, "decks", "list", "--game", game], elsewhere, env)
        assert listed.returncode == 0 and deck in listed.stdout, (game, listed.stdout, listed.stderr[-2000:])
        checked = _run([*program, "cards", "check", "--game", game], elsewhere, env)
        assert checked.returncode == 0 and "load cleanly" in checked.stdout, (game, checked.stdout, checked.stderr)
        assert not checked.stdout.startswith("0 "), (game, checked.stdout)
        scenario = _run(
            [*program, "scenario", "check", _ask(python, f"p.CARD_DATA / {puzzle[6:]!r}", elsewhere, env)],
            elsewhere,
            env,
        )
        assert scenario.returncode == 0, (game, scenario.stdout[-2000:], scenario.stderr[-2000:])
    for game in (*GAMES, "toy-battle"):
        decks = ["--decks", "aquos_flow", "pyrus_fury"] if game == "bakugan" else []  # the others have defaults
        out = [] if game == "toy-battle" else ["--out", f"run_{game}"]  # Toy Battle prints its figures only
        sim = _run([*program, "simulate", "--game", game, *decks, "--games", "2", *out], elsewhere, env)
        assert sim.returncode == 0, (game, sim.stdout[-2000:], sim.stderr[-2000:])
        assert game == "toy-battle" or (elsewhere / f"run_{game}" / "report.json").is_file()
    entry = python.parent / "bakugan-sim"
    helped = _run([str(entry), "--help"], elsewhere, env)
    assert helped.returncode == 0 and "simulate" in helped.stdout, helped.stderr[-2000:]
