"""Bakugan's saved games and replay files as "Analyse a game" lists them (game/ui/analysis/game_list.py
adds every game's finished games): each by its players, result and date; a file that cannot be
read is said, not hidden."""

from __future__ import annotations

import time
from pathlib import Path

from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay
from game.games.bakugan.ui import saves
from game.ui.pick_dialog import PickItem


def _when(path: Path) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(saves.modified(path)))


def _file_item(path: Path) -> PickItem:
    """A saved game or a replay: its players and result when it reads, its name and date always."""
    kind = "replay" if path.parent == saves.replays_dir() else "saved"
    named = f"{kind} as “{saves.save_label(path)}”" if kind == "saved" else f"replay “{saves.save_label(path)}”"
    try:
        setup, _, data = load_replay(path)
    except ReplayFileError:
        return PickItem(str(path), f"“{saves.save_label(path)}” (cannot be read)", f"{kind}, {_when(path)}")
    names = [seat.name for seat in setup.seats]
    winner = data.get("winner")
    result = f"{names[winner]} won" if isinstance(winner, int) and 0 <= winner < len(names) else "not over"
    return PickItem(str(path), f"{' vs '.join(names)} · {result}", f"Bakugan, {named}, {_when(path)}")


def analysable_files() -> list[PickItem]:
    """The saves and replay files, newest first."""
    files = list(saves.list_saves())
    folder = saves.replays_dir()
    if folder.is_dir():
        files += [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    files.sort(key=saves.modified, reverse=True)
    return [_file_item(path) for path in files]
