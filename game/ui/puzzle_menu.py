"""Main menu, "Puzzles": every game's puzzles in one list, the first registered game's first (each
game lists its own and opens the one picked: GameScreens.puzzle_items and open_puzzle). A puzzle
of any other game is keyed "<game>:<its key>"; a file that cannot be read is listed with its
problem, and when picked the problem is said on the menu."""

from __future__ import annotations

from collections.abc import Callable

from game.games.registry import game_names
from game.games.screens import game_screens
from game.ui.app import App
from game.ui.pick_dialog import PickDialog, PickItem

TITLE = "Puzzles: choose one"


def prefix(game: str) -> str:
    """How the puzzles of a game after the first are keyed in the list."""
    return "" if game == game_names()[0] else f"{game}:"


def choose_puzzle(app: App, refused: Callable[[str], None]) -> None:
    """Show the chooser; the puzzle picked opens at its game's table."""
    items: list[PickItem] = []
    for game in game_names():
        mark = prefix(game)
        items += [PickItem(mark + i.key, i.label, i.detail) for i in game_screens(game).puzzle_items(app)]

    def picked(item: PickItem) -> None:
        for game in reversed(game_names()):  # the first game's keys carry no prefix
            mark = prefix(game)
            if item.key.startswith(mark):
                game_screens(game).open_puzzle(app, item.key[len(mark) :], refused)
                return

    app.push(PickDialog(app, TITLE, items, picked, empty="No puzzle files."))
