"""Bakugan's saved games: how a game is written and read back, the autosave and the one before it,
and the folders of positions the analysis mode saves. The user folder and its saves/ and replays/
folders are the shell's (game/ui/saves.py).

A save is a replay file (game/games/bakugan/sim/replay_file.py) with a "ui" section: which seats are computer
players (which player, and the rolling profile a seat throws like) and whether undo is allowed.
Loading replays the actions, so a save is never out of step with the rules engine. Writes are
atomic, so a crash never leaves half a file.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.setup import GameSetup
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay, replay_to_json, write_json_atomic
from game.ui.saves import data_dir, modified, replays_dir, safe_name, saves_dir, settings_path

AUTOSAVE = "autosave"
PREVIOUS_AUTOSAVE = "autosave.previous"  # the autosave of the turn before, kept when the latest is written


def scenarios_dir() -> Path:
    """Positions saved from the analysis mode as scenarios."""
    return data_dir() / "scenarios"


def puzzles_dir() -> Path:
    """Positions saved from the analysis mode as puzzles (the Puzzles menu lists them too)."""
    return data_dir() / "puzzles"


COMPUTER_PLAYERS = ("heuristic", "hard")  # a computer seat's player at the table


@dataclass
class SavedGame:
    setup: GameSetup
    actions: list[Action]
    computer: list[bool]
    practice: bool
    name: str
    players: list[str] | None = None  # each seat's computer player: heuristic or hard (None: heuristic)
    throws: list[str] | None = None  # each seat's rolling profile ("" or None: its own throwing)


def write_game(
    path: Path,
    setup: GameSetup,
    actions: list[Action],
    final_hash: str,
    winner: int | None,
    computer: list[bool],
    practice: bool,
    players: list[str] | None = None,
    throws: list[str] | None = None,
) -> None:
    data: dict[str, Any] = replay_to_json(setup, actions, final_hash, winner)
    data["ui"] = {"computer": list(computer), "practice": practice}
    if players is not None and any(p != "heuristic" for p in players):
        data["ui"]["players"] = list(players)
    if throws is not None and any(throws):
        data["ui"]["throws"] = list(throws)
    write_json_atomic(path, data)


def read_game(path: Path) -> SavedGame:
    """Raises ReplayFileError with the file's name and what is wrong when it cannot be read."""
    setup, actions, data = load_replay(path)
    ui = data.get("ui", {})
    if not isinstance(ui, dict):
        raise ReplayFileError(path, "'ui' must be a mapping (computer, practice)")
    computer_raw = ui.get("computer", [])
    if not isinstance(computer_raw, list) or not all(isinstance(c, bool) for c in computer_raw):
        raise ReplayFileError(path, "'ui.computer' must list true or false for each seat")
    if len(computer_raw) > len(setup.seats):
        raise ReplayFileError(path, f"'ui.computer' names {len(computer_raw)} seats; the game has {len(setup.seats)}")
    practice = ui.get("practice", False)
    if not isinstance(practice, bool):
        raise ReplayFileError(path, "'ui.practice' must be true or false")
    computer = list(computer_raw) + [False] * (len(setup.seats) - len(computer_raw))
    players = ui.get("players")
    if players is not None and (
        not isinstance(players, list)
        or len(players) > len(setup.seats)
        or not all(p in COMPUTER_PLAYERS for p in players)
    ):
        raise ReplayFileError(path, f"'ui.players' must list, for each seat, one of {', '.join(COMPUTER_PLAYERS)}")
    throws = ui.get("throws")
    if throws is not None and (
        not isinstance(throws, list) or len(throws) > len(setup.seats) or not all(map(_profile_name, throws))
    ):
        raise ReplayFileError(path, "'ui.throws' must list, for each seat, a rolling profile's name or \"\"")
    return SavedGame(setup, actions, computer, practice, path.stem, players, throws)


def _profile_name(value: object) -> bool:
    """Whether `value` is "" (its own throwing) or a name a rolling profile can have."""
    from game.games.bakugan.sim.roll_profile import (  # that module reads the user folder from here
        ProfileError,
        check_name,
    )

    if value == "":
        return True
    try:
        return isinstance(value, str) and check_name(value) == value
    except ProfileError:
        return False


def list_saves() -> list[Path]:
    """Saved games, newest first (the autosave included)."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    return sorted(files, key=modified, reverse=True)


def autosave_path() -> Path:
    return saves_dir() / f"{AUTOSAVE}.json"


def previous_autosave_path() -> Path:
    return saves_dir() / f"{PREVIOUS_AUTOSAVE}.json"


def keep_previous_autosave() -> None:
    """Before the autosave is written again, keep the one there as the previous good copy (if it
    still reads as a saved game), so a damaged latest autosave never leaves nothing to continue."""
    latest = autosave_path()
    if not latest.is_file():
        return
    try:
        load_replay(latest)
    except ReplayFileError:
        return
    os.replace(latest, previous_autosave_path())


def damaged_autosave_hint(path: Path) -> str:
    """Offered when a save cannot be opened: the previous good autosave, when there is one."""
    previous = previous_autosave_path()
    if path.name == autosave_path().name and previous.is_file():
        return f" The autosave before it is kept: {previous}"
    return ""


__all__ = [
    "AUTOSAVE",
    "ReplayFileError",
    "SavedGame",
    "autosave_path",
    "damaged_autosave_hint",
    "data_dir",
    "keep_previous_autosave",
    "list_saves",
    "modified",
    "previous_autosave_path",
    "puzzles_dir",
    "read_game",
    "replays_dir",
    "safe_name",
    "saves_dir",
    "scenarios_dir",
    "settings_path",
    "write_game",
]
