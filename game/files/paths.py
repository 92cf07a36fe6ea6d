"""Where the program's files are: every other module asks here.

The game's own data (card sets, ready decks, puzzles, physics tunables) ships inside the package
and is found through importlib.resources, so an installed wheel runs from any folder. The user's
files (saved decks, games, settings, practice fields, their own card sets) live in the platform's
user-data folder (platformdirs); a folder left by earlier versions (~/.bakugan_sim) is used as it
is while it exists, so nothing saved there is lost. BAKUGAN_SAVE_DIR overrides it (tests).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

import platformdirs

APP_NAME = "bakugan-sim"
LEGACY_USER_DIR_NAME = ".bakugan_sim"


def package_data() -> Path:
    """The data folder inside the installed package (a real folder: the wheel installs unpacked)."""
    return Path(str(resources.files("game.data")))


DATA_DIR = package_data()
CARDS_DIR = DATA_DIR / "cards"
CORES_FILE_NAME = "bakucores.yaml"
DECKS_DIR = CARDS_DIR / "decks"
PUZZLES_DIR = DATA_DIR / "puzzles"
PHYSICS_FILE = DATA_DIR / "physics.yaml"
ROLL_RATES_FILE = DATA_DIR / "roll_rates.json"


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
