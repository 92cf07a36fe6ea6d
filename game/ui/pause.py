"""The in-game menu: resume, save by name, settings, back to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.app import App
from game.ui.menu_base import ButtonMenu

if TYPE_CHECKING:
    from game.games.bakugan.ui.table import TableScene


class PauseScene(ButtonMenu):
    name = "pause"
    title = "Game menu"
    dialog = True

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table

    def items(self) -> list[tuple[str, str, bool]]:
        can_save = self.table.session.setup is not None
        return [
            ("resume", "Resume", True),
            ("save", "Save game…", can_save),
            ("settings", "Settings", True),
            ("menu", "Main menu (game is autosaved)", True),
        ]

    def choose(self, key: str) -> None:
        if key == "resume":
            self.app.pop()
        elif key == "save":
            from game.ui.save_dialog import SaveDialog

            self.app.replace(SaveDialog(self.app, self.table, replay=False))
        elif key == "settings":
            from game.ui.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "menu":
            if self.table.session.autosave_enabled and not self.table.session.over:
                self.table.session.write_autosave()
            from game.ui.menu import MenuScene

            self.app.stack.clear_to(MenuScene(self.app))
