"""Battle Monsters' screens for the shell's menus: the new-game screen (decks, opponent, house
rules) and the deck editor."""

from __future__ import annotations

from collections.abc import Callable

from game.games.battle_monsters.ui.help import PAGE
from game.ui.app import App
from game.ui.game_screens import MenuItems, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.pick_dialog import PickItem


class BattleMonstersScreens:
    title = "Battle Monsters"
    title_screen = TitleScreen("Battle Monsters", "A card game on the shared engine")
    stop_moments: tuple[tuple[str, str], ...] = ()
    default_stops: tuple[str, ...] = ()

    def play_items(self, app: App) -> MenuItems:
        return [
            ("monsters", "Battle Monsters (card game)", True),
            ("monsters_editor", "Battle Monsters deck editor", True),
        ]

    def file_items(self, app: App) -> MenuItems:
        return [("monsters_continue", "Continue a Battle Monsters game", True)]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def puzzle_items(self, app: App) -> list[PickItem]:
        from game.games.battle_monsters.ui.puzzles import monsters_puzzles

        return monsters_puzzles()

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        from game.games.battle_monsters.ui.puzzles import open_monsters_puzzle

        open_monsters_puzzle(app, key, refused)

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        if key == "monsters":
            from game.games.battle_monsters.ui.new_game import open_monsters_new_game

            open_monsters_new_game(menu.app)
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
