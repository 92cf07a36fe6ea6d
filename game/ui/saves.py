"""Where saved games, replays and settings live, and how a game is written and read back.

A save is a replay file (game/sim/replay_file.py) with a "ui" section: which seats are computer
players and whether undo is allowed. Loading replays the actions, so a save is never out of step
with the rules engine. Writes are atomic, so a crash never leaves half a file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.files import write_json_atomic
from game.rules.actions import Action
from game.rules.setup import GameSetup
from game.sim.replay_file import ReplayFileError, load_replay, replay_to_json

AUTOSAVE = "autosave"


data_dir = paths.data_dir


def saves_dir() -> Path:
    return data_dir() / "saves"


def replays_dir() -> Path:
    return data_dir() / "replays"


def settings_path() -> Path:
    return data_dir() / "settings.json"


def safe_name(name: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9 _.-]", "", name).strip().replace(" ", "_")
    return cleaned[:60] or "game"


@dataclass
class SavedGame:
    setup: GameSetup
    actions: list[Action]
    computer: list[bool]
    practice: bool
    name: str


def write_game(
    path: Path,
    setup: GameSetup,
    actions: list[Action],
    final_hash: str,
    winner: int | None,
    computer: list[bool],
    practice: bool,
) -> None:
    data: dict[str, Any] = replay_to_json(setup, actions, final_hash, winner)
    data["ui"] = {"computer": list(computer), "practice": practice}
    write_json_atomic(path, data)


def read_game(path: Path) -> SavedGame:
    """Raises ReplayFileError with the file's name when it cannot be read."""
    setup, actions, data = load_replay(path)
    ui = data.get("ui") if isinstance(data.get("ui"), dict) else {}
    assert isinstance(ui, dict)
    computer = [bool(c) for c in ui.get("computer", [])]
    computer += [False] * (len(setup.seats) - len(computer))
    return SavedGame(setup, actions, computer[: len(setup.seats)], bool(ui.get("practice", False)), path.stem)


def list_saves() -> list[Path]:
    """Saved games, newest first (the autosave included)."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def autosave_path() -> Path:
    return saves_dir() / f"{AUTOSAVE}.json"


__all__ = [
    "AUTOSAVE",
    "ReplayFileError",
    "SavedGame",
    "autosave_path",
    "data_dir",
    "list_saves",
    "read_game",
    "replays_dir",
    "safe_name",
    "saves_dir",
    "settings_path",
    "write_game",
]
