"""Where the player's files live: the user folder, saved games, replays and the settings file, and
how a name the player typed becomes a file name. Each game keeps its own save format (Bakugan's:
game/games/bakugan/ui/saves.py; Fusion World's: game/games/fusion_world/ui/saves.py)."""

from __future__ import annotations

import re
from pathlib import Path

from game.files import paths


def data_dir() -> Path:
    """The user's folder (game/files/paths.py): BAKUGAN_SAVE_DIR, the old ~/.bakugan_sim, or the platform's."""
    return paths.user_dir()


def saves_dir() -> Path:
    return data_dir() / "saves"


def replays_dir() -> Path:
    return data_dir() / "replays"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def safe_name(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _.-]", "", name).strip().replace(" ", "_")
    return cleaned[:60] or "game"


def modified(path: Path) -> float:
    """The file's modification time; 0 when it has gone (deleted after it was listed)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
