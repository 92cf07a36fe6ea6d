"""Driving saved games through the menus, for the games on the core (tests of their saves):
play to a turn as people would, open Other games > Continue, and pick a save from the chooser."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.ui.core_table import CoreTable
from game.ui.games_menu import GamesMenu
from game.ui.handover import HandOverScene
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click
from tests.ui.editor_driver import centre


def play_until_turn(app: Any, table: CoreTable[Any], turn: int, move: Callable[[Any, Any], None]) -> None:
    """People (`move`) and computers play until `turn` begins or the game ends."""
    for _ in range(3000):
        if table.game.core.turn >= turn or table.game.over:
            return
        if isinstance(app.stack.top, HandOverScene) or (app.stack.top is table and table.screen_ready()):
            move(app, table)
        else:
            app.frame()


def open_continue(app: Any, key: str, title: str) -> PickDialog:
    """From the main menu (or Other games), the game's Continue chooser."""
    games = app.stack.top
    if not isinstance(games, GamesMenu):
        click(app, centre(games.buttons(), "games"))
        games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), key))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog) and chooser.title == title
    return chooser


def pick(app: Any, chooser: PickDialog, path: Path) -> Any:
    """Click the save's row; what is on top after it."""
    row = chooser.row_of(str(path))
    assert row is not None, [i.key for i in chooser.items]
    click(app, row.center)
    return app.stack.top
