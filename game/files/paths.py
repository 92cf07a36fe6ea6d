"""Where the program's files are: every other module asks here.

The card data of every game (card sets, ready decks, puzzles) is the project's top-level cards/
folder, one sub-folder per game, and the sounds are in assets/; both ship inside the wheel as the
packages game.carddata and game.assets (setup.py and pyproject.toml map them onto the folders) and
are found through importlib.resources, so an installed wheel runs from any folder. Run from a
checkout, the folders beside the game package are read. The physics tunables ship inside the
game.data package.

The user's files (saved decks, games, settings, practice fields, their own card sets) live in the
platform's user-data folder (platformdirs); a folder left by earlier versions (~/.bakugan_sim) is
used as it is while it exists, so nothing saved there is lost. BAKUGAN_SAVE_DIR overrides it (tests).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import platformdirs

from game.files.errors import ShippedDataError

APP_NAME = "bakugan-sim"
LEGACY_USER_DIR_NAME = ".bakugan_sim"
PROJECT_ROOT = Path(__file__).resolve().parents[2]  # the folder holding the game package


def shipped(package: str, folder: str) -> Path:
    """A folder of the project shipped in the wheel as `package`: in a checkout (the folder beside
    the game package, next to pyproject.toml) that folder; installed, the package's own files."""
    here = PROJECT_ROOT / folder
    if here.is_dir() and (PROJECT_ROOT / "pyproject.toml").is_file():
        return here
    return Path(str(resources.files(package)))  # a real folder: the wheel installs unpacked


def package_data() -> Path:
    """The physics tunables inside the installed package."""
    return Path(str(resources.files("game.data")))


DATA_DIR = package_data()
PHYSICS_FILE = DATA_DIR / "physics.yaml"
ROLL_RATES_FILE = DATA_DIR / "roll_rates.json"

CARD_DATA = shipped("game.carddata", "cards")
ASSETS = shipped("game.assets", "assets")
SOUNDS_DIR = ASSETS / "sounds"


def game_cards(game: str) -> Path:
    """One game's card data (card sets, decks/, puzzles/), by its folder name (fusion_world)."""
    return CARD_DATA / game


def shipped_files(folder: Path, what: str) -> list[Path]:
    """The .yaml files of a shipped folder, in name order; ShippedDataError when there are none (an
    installation without its data must not pass for one with nothing in it)."""
    found = sorted(folder.glob("*.yaml"))
    if not found:
        raise ShippedDataError(folder, f"holds no {what}: the program's data is missing (reinstall the program)")
    return found


CARDS_DIR = game_cards("bakugan")
CORES_FILE_NAME = "bakucores.yaml"
DECKS_DIR = CARDS_DIR / "decks"
PUZZLES_DIR = CARDS_DIR / "puzzles"


def legacy_user_dir() -> Path:
    return Path.home() / LEGACY_USER_DIR_NAME


def user_dir() -> Path:
    """BAKUGAN_SAVE_DIR if set; else the old ~/.bakugan_sim if it exists; else the platform's folder."""
    env = os.environ.get("BAKUGAN_SAVE_DIR")
    if env:
        return Path(env)
    legacy = legacy_user_dir()
    if legacy.is_dir():
        return legacy
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_decks_dir() -> Path:
    return user_dir() / "decks"


def user_cards_dir() -> Path:
    """Card sets of the user's own, which a scenario may name by file name."""
    return user_dir() / "cards"


def deck_tests_dir() -> Path:
    return user_dir() / "deck_tests"


def shown(path: Path) -> str:
    """A file as the player is told about it: inside their folder, its place there ('decks/x.yaml in
    your data folder', the same wherever the folder is); elsewhere the full path, the home folder as ~."""
    try:
        return f"{path.relative_to(user_dir()).as_posix()} in your data folder"
    except ValueError:
        pass
    try:
        return f"~/{path.relative_to(Path.home()).as_posix()}"
    except (ValueError, RuntimeError):  # RuntimeError: no home folder to be found
        return str(path)
