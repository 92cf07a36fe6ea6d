"""The games "Analyse a game" offers, each named as a player remembers it: who played, how it
ended and when. The finished games the shell keeps (game/ui/finished_games.py) come first, then
the saved games and replay files; a record or file that cannot be read is said, not hidden."""

from __future__ import annotations

import time
from pathlib import Path

from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay
from game.games.bakugan.ui import saves
from game.ui import finished_games
from game.ui.pick_dialog import PickItem

GAME = "bakugan"  # the registry's name, under which the table keeps its finished games


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
    return PickItem(str(path), f"{' vs '.join(names)} · {result}", f"{named}, {_when(path)}")


def analysable_items() -> tuple[list[PickItem], str]:
    """The list, newest first within each kind, and a line naming the records that cannot be read."""
    kept, problems = finished_games.read_history(GAME)
    items = [
        PickItem(str(f.replay), f"{f.players_words()} · {f.result}", f"finished {f.date_words()}")
        for f in kept
        if f.replay is not None and f.replay.is_file()
    ]
    files = list(saves.list_saves())
    folder = saves.replays_dir()
    if folder.is_dir():
        files += [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    files.sort(key=saves.modified, reverse=True)
    items += [_file_item(path) for path in files]
    note = ""
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        note = f"A finished game could not be read{more}: {problems[0]}"
    return items, note
