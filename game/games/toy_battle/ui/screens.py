"""Toy Battle's screens for the shell's menus: a new game (the shell's new-game screen: people or
computers at each seat, names, teams) and its saved games."""

from __future__ import annotations

from game.games.toy_battle.ui.help import PAGE
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.game_screens import MenuItems, Screens, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.new_game import open_new_game
from game.ui.new_game_spec import NewGameSpec


class ToyBattleScreens(Screens):
    title = "Toy Battle"
    title_screen = TitleScreen("Toy Battle", "The Bakugan alone, no cards")

    def play_items(self, app: App) -> MenuItems:
        return [("toy", "Toy Battle: new game", True)]

    def file_items(self, app: App) -> MenuItems:
        return [("toy_continue", "Continue a Toy Battle game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def new_game_spec(self) -> NewGameSpec:
        from game.games.toy_battle.ui.new_game import ToyNewGame

        return ToyNewGame()

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.toy_battle.ui.analysis import SPEC

        return SPEC

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        if key == "toy_continue":
            from game.games.toy_battle.ui.saves import FOLDER

            FOLDER.choose(menu.app)
        elif key == "toy":
            open_new_game(menu.app, self.new_game_spec())
        else:
            return False
        return True


SCREENS = ToyBattleScreens()
