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


def analysable_items(app: App) -> tuple[list[PickItem], dict[str, str], str]:
    """The list (each item's key its file), the finished games first (newest first); the game each
    file is of, by key; and a line naming the records that cannot be read."""
    kept, problems = finished_games.read_history()
    known = set(game_names())
    items: list[PickItem] = []
    games: dict[str, str] = {}
    for f in kept:
        if f.game in known and f.replay is not None and f.replay.is_file():
            title = game_entry(f.game).title
            items.append(
                PickItem(str(f.replay), f"{f.players_words()} · {f.result} ({title})", f"finished {f.date_words()}")
            )
            games[str(f.replay)] = f.game
    for name in game_names():
        for item in game_screens(name).analysis_items(app):
            items.append(item)
            games[item.key] = name
    note = ""
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        note = f"A finished game could not be read{more}: {problems[0]}"
    return items, games, note


def choose_game_to_analyse(app: App, refused: Callable[[str], None]) -> None:
    """Pick a finished game, a save or a replay of any game; a file that cannot be analysed is
    reported through `refused`."""

    items, games, note = analysable_items(app)

    def picked(item: PickItem) -> None:
        problem = game_screens(games[item.key]).open_analysis(app, Path(item.key))
        if problem:
            refused(problem)

    empty = "No finished, saved or replayed games yet: play one, or save one from a game's menu."
    app.push(PickDialog(app, "Analyse a game: choose one", items, picked, empty=empty, note=note))
