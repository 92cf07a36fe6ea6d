"""Toy Battle's screens for the shell's menus: a game against the computer."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.games.toy_battle.ui.help import PAGE
from game.ui.app import App
from game.ui.game_screens import MenuItems, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.pick_dialog import PickItem


class ToyBattleScreens:
    title = "Toy Battle"
    title_screen = TitleScreen("Toy Battle", "The Bakugan alone, no cards")
    stop_moments: tuple[tuple[str, str], ...] = ()
    default_stops: tuple[str, ...] = ()

    def play_items(self, app: App) -> MenuItems:
        return [("toy", "Toy Battle (no cards)", True)]

    def file_items(self, app: App) -> MenuItems:
        return [("toy_continue", "Continue a Toy Battle game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def puzzle_items(self, app: App) -> list[PickItem]:
        return []  # (Fusion World's are under Other games; Toy Battle has none)

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        """No puzzle of this game is listed on the main menu."""

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        if key == "toy_continue":
            from game.games.toy_battle.ui.saves import FOLDER

            FOLDER.choose(menu.app)
            return True
        if key != "toy":
            return False
        from game.games.toy_battle.ui.table import open_toy_table
        from game.games.toy_figures import toy_teams

        open_toy_table(menu.app, toy_teams(None, ["Player", "Computer"]), [False, True], random.randrange(100_000))
        return True


SCREENS = ToyBattleScreens()
