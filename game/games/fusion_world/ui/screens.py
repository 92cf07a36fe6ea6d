"""Fusion World's screens for the shell's menus: learn to play (a guided first game), a new game (the
shell's new-game screen: people or computers at each seat, names, decks), its puzzles, its deck
editor, and its saved games."""

from __future__ import annotations

from game.games.fusion_world.ui.help import PAGE
from game.games.fusion_world.ui.stops import DEFAULT_STOPS, STOP_NAMES
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.game_screens import MenuItems, Screens, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.new_game import open_new_game
from game.ui.new_game_spec import NewGameSpec


class FusionWorldScreens(Screens):
    title = "Fusion World"
    title_screen = TitleScreen("Fusion World", "A card game on the shared engine")
    stop_moments = tuple(STOP_NAMES.items())
    default_stops = DEFAULT_STOPS

    def play_items(self, app: App) -> MenuItems:
        return [
            ("fusion_learn", "Fusion World: learn to play", True),
            ("fusion", "Fusion World: new game", True),
            ("fusion_puzzles", "Fusion World puzzles", True),
            ("fusion_editor", "Fusion World deck editor", True),
        ]

    def file_items(self, app: App) -> MenuItems:
        return [("fusion_continue", "Continue a Fusion World game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def new_game_spec(self) -> NewGameSpec:
        from game.games.fusion_world.ui.new_game import FusionNewGame

        return FusionNewGame()

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.fusion_world.ui.analysis import SPEC

        return SPEC

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        from game.games.fusion_world.cards import default_pool

        app = menu.app
        if key == "fusion":
            open_new_game(app, self.new_game_spec())
        elif key == "fusion_learn":
            from game.games.fusion_world.ui.guide.table import open_fusion_guide

            open_fusion_guide(app, default_pool())
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
