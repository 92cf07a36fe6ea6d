"""Fusion World's screens for the shell's menus: a game against the computer (or the strong
computer), its puzzles, its deck editor, and its saved games."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.games.fusion_world.ui.help import PAGE
from game.ui.app import App
from game.ui.game_screens import MenuItems, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.pick_dialog import PickItem


class FusionWorldScreens:
    title = "Fusion World"
    title_screen = TitleScreen("Fusion World", "A card game on the shared engine")
    stop_moments: tuple[tuple[str, str], ...] = ()
    default_stops: tuple[str, ...] = ()

    def play_items(self, app: App) -> MenuItems:
        return [
            ("fusion", "Fusion World (card game)", True),
            ("fusion_strong", "Fusion World, strong computer", True),
            ("fusion_puzzles", "Fusion World puzzles", True),
            ("fusion_editor", "Fusion World deck editor", True),
        ]

    def file_items(self, app: App) -> MenuItems:
        return [("fusion_continue", "Continue a Fusion World game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def puzzle_items(self, app: App) -> list[PickItem]:
        return []  # (Fusion World's are under Other games; Toy Battle has none)

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        """No puzzle of this game is listed on the main menu."""

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        from game.games.fusion_world.cards import default_pool

        app = menu.app
        if key in ("fusion", "fusion_strong"):
            from game.games.fusion_world.match import load_decks
            from game.games.fusion_world.ui.table import open_fusion_table

            decks = load_decks(None)
            seats = [False, True]
            strong = key == "fusion_strong"
            open_fusion_table(
                app, default_pool(), decks, ["Player", "Computer"], seats, random.randrange(100_000), strong
            )
        elif key == "fusion_continue":
            from game.games.fusion_world.ui.saves import FOLDER

            FOLDER.choose(app)
        elif key == "fusion_puzzles":
            from game.games.fusion_world.ui.puzzles import choose_fw_puzzle

            choose_fw_puzzle(app, default_pool())
        elif key == "fusion_editor":
            from game.games.fusion_world.ui.editor import open_fusion_editor

            open_fusion_editor(app, default_pool())
        else:
            return False
        return True


SCREENS = FusionWorldScreens()
