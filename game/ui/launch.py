"""A command's window: the main menu with what the command opens over it, or one line saying there
is no display (exit code 0: nothing failed, README: exit codes). The games' table openers
(reached through their registry entries' `open_table`) build on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from game.games.bakugan.cards.model import Catalog
from game.ui import app_launch

NO_DISPLAY: Final = "No display found, so the table cannot open. Run on a desktop or under xvfb-run."


def run_over_menu(push: Callable[..., object], catalog: Catalog | None = None, *, menu: bool = True) -> int:
    """Open the window, put the main menu in it (unless `push` does) and `push(app)` over it, and
    run until it closes."""
    if not app_launch.display_available():  # looked up when called, so a test can stand in for it
        print(NO_DISPLAY)
        return 0
    from game.ui.app import App
    from game.ui.menu import MenuScene

    app = App(catalog=catalog)
    if menu:
        app.push(MenuScene(app))
    push(app)
    app.run()
    return 0
