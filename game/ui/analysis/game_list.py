"""The main menu's "Analyse a game", for every game: the finished games the shell keeps
(game/ui/finished_games.py), each named as a player remembers it (who played, how it ended, when),
then every game's own saved games and replays as the game lists them (GameScreens.analysis_items).
A record or file that cannot be read is said, not hidden; the one picked opens in its game's
analysis mode."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.games.registry import game_entry, game_names
from game.ui import finished_games
from game.ui.app import App
from game.ui.game_screens import game_screens
from game.ui.pick_dialog import PickDialog, PickItem

SEP = "\t"  # an item's key: the game's registry name, then the file


def analysable_items(app: App) -> tuple[list[PickItem], str]:
    """The list, the finished games first (newest first), and a line naming the records that
    cannot be read."""
    kept, problems = finished_games.read_history()
    known = set(game_names())
    items = [
        PickItem(
            f"{f.game}{SEP}{f.replay}",
            f"{f.players_words()} · {f.result}",
            f"{game_entry(f.game).title}, finished {f.date_words()}",
        )
        for f in kept
        if f.game in known and f.replay is not None and f.replay.is_file()
    ]
    for name in game_names():
        items += [
            PickItem(f"{name}{SEP}{item.key}", item.label, item.detail)
            for item in game_screens(name).analysis_items(app)
        ]
    note = ""
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        note = f"A finished game could not be read{more}: {problems[0]}"
    return items, note


def open_item(app: App, key: str) -> str:
    """Open the game an item names in its game's analysis mode: '' when opened, else why not."""
    name, _, path = key.partition(SEP)
    return game_screens(name).open_analysis(app, Path(path))


def choose_game_to_analyse(app: App, refused: Callable[[str], None]) -> None:
    """Pick a finished game, a save or a replay of any game; a file that cannot be analysed is
    reported through `refused`."""

    def picked(item: PickItem) -> None:
        problem = open_item(app, item.key)
        if problem:
            refused(problem)

    items, note = analysable_items(app)
    empty = "No finished, saved or replayed games yet: play one, or save one from a game's menu."
    app.push(PickDialog(app, "Analyse a game: choose one", items, picked, empty=empty, note=note))
