"""Battle Monsters' screens for the shell's menus: learn to play (a guided first game), a new game (the
shell's new-game screen with its decks, seats and house rules), the deck editor, its puzzles and its
saved games."""

from __future__ import annotations

from collections.abc import Callable

from game.games.battle_monsters.ui.help import PAGE
from game.games.battle_monsters.ui.stops import DEFAULT_STOPS, STOP_NAMES
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.game_screens import MenuItems, Screens, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.new_game import open_new_game
from game.ui.new_game_spec import NewGameSpec
from game.ui.pick_dialog import PickItem


class BattleMonstersScreens(Screens):
    title = "Battle Monsters"
    title_screen = TitleScreen("Battle Monsters", "A card game on the shared engine")
    stop_moments = tuple(STOP_NAMES.items())
    default_stops = DEFAULT_STOPS

    def play_items(self, app: App) -> MenuItems:
        return [
            ("monsters_learn", "Battle Monsters: learn to play", True),
            ("monsters", "Battle Monsters: new game", True),
            ("monsters_editor", "Battle Monsters deck editor", True),
        ]

    def file_items(self, app: App) -> MenuItems:
        return [("monsters_continue", "Continue a Battle Monsters game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def new_game_spec(self) -> NewGameSpec:
        from game.games.battle_monsters.ui.new_game import MonstersNewGame

        return MonstersNewGame()

    def puzzle_items(self, app: App) -> list[PickItem]:
        from game.games.battle_monsters.ui.puzzles import monsters_puzzles

        return monsters_puzzles()

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        from game.games.battle_monsters.ui.puzzles import open_monsters_puzzle

        open_monsters_puzzle(app, key, refused)

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.battle_monsters.ui.analysis import SPEC

        return SPEC

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        if key == "monsters":
            open_new_game(menu.app, self.new_game_spec())
        elif key == "monsters_learn":
            from game.games.battle_monsters.ui.guide.table import open_monsters_guide

            open_monsters_guide(menu.app)
        elif key == "monsters_continue":
            from game.games.battle_monsters.ui.saves import FOLDER

            FOLDER.choose(menu.app)
        elif key == "monsters_editor":
            from game.games.battle_monsters.ui.editor import open_monsters_editor

            open_monsters_editor(menu.app)
        else:
            return False
        return True


SCREENS = BattleMonstersScreens()
