"""The main menu's "Other games" box: every registered game after the first, each with its own
buttons (new game, continue, puzzles, its deck editor...), in the registry's order."""

from __future__ import annotations

from game.games.screens import all_screens
from game.ui.menu_base import ButtonMenu


class GamesMenu(ButtonMenu):
    name = "games_menu"
    title = "Other games"
    dialog = True

    def items(self) -> list[tuple[str, str, bool]]:
        out: list[tuple[str, str, bool]] = []
        for screens in all_screens()[1:]:
            out += [*screens.play_items(self.app), *screens.file_items(self.app)]
        return [*out, ("back", "Back", True)]

    def choose(self, key: str) -> None:
        self.app.pop()
        for screens in all_screens()[1:]:
            if screens.choose(self, key):
                return
