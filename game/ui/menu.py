"""The main menu, for every game: the first registered game's title screen and its buttons, "Other
games" (the other registered games' own buttons), that game's saved games, "Analyse a game" (every
game's, game/ui/analysis/game_list.py), settings and quit. The
games' buttons come from their screens (game/ui/game_screens.py); this module names no game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.game_screens import primary_screens
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu

if TYPE_CHECKING:
    from game.ui.app import App


class MenuScene(ButtonMenu):
    name = "menu"
    emblem = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.screens = primary_screens()
        self.title = self.screens.title_screen.title
        self.subtitle = self.screens.title_screen.subtitle
        if app.file_notes:  # a damaged settings file: said once, the defaults are in use
            self.note = " ".join(app.file_notes)
            app.file_notes = []

    def help_page(self) -> HelpPage | None:
        return self.screens.help_page()

    def items(self) -> list[tuple[str, str, bool]]:
        return [
            *self.screens.play_items(self.app),
            ("games", "Other games", True),
            *self.screens.file_items(self.app),
            ("analyse", "Analyse a game", True),
            ("settings", "Settings", True),
            ("quit", "Quit", True),
        ]

    def draw_emblem(self, surface: pygame.Surface, title: pygame.Rect) -> None:
        emblem = self.screens.title_screen.emblem
        if emblem is not None:
            emblem(surface, title)

    def draw_title_screen(self, surface: pygame.Surface) -> bool:
        backdrop = self.screens.title_screen.backdrop
        if backdrop is None:
            return False
        backdrop(surface)
        return True

    def choose(self, key: str) -> None:
        if key == "games":
            from game.ui.games_menu import GamesMenu

            self.app.push(GamesMenu(self.app))
        elif key == "analyse":  # every game's finished games, saves and replays
            from game.ui.analysis.game_list import choose_game_to_analyse

            choose_game_to_analyse(self.app, self.refused)
        elif key == "settings":
            from game.ui.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "quit":
            self.app.quit()
        else:
            self.screens.choose(self, key)

    def refused(self, reason: str) -> None:
        self.note = reason

    def back(self) -> None:
        self.app.quit()
