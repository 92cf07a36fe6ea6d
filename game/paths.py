"""Where the program's files are: the shipped data beside the code, and the player's own data."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent  # the checkout: game/, cards/, assets/, puzzles/
CARDS_DIR: Final = ROOT / "cards"
DECKS_DIR: Final = CARDS_DIR / "decks"
PUZZLES_DIR: Final = ROOT / "puzzles"
ASSETS_DIR: Final = ROOT / "assets"


def data_dir() -> Path:
    """The player's data (saves, settings): BAKUGAN_SAVE_DIR if set (tests), else ~/.bakugan_sim."""
    env = os.environ.get("BAKUGAN_SAVE_DIR")
    return Path(env) if env else Path.home() / ".bakugan_sim"
