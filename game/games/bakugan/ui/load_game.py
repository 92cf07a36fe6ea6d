"""Choosing a saved game to load (the autosave included), newest first."""

from __future__ import annotations

import time
from pathlib import Path

from game.games.bakugan.ui import saves
from game.ui.app import App
from game.ui.menu_base import ButtonMenu

PAGE = 8


class LoadScene(ButtonMenu):
    name = "load"
    title = "Load a saved game"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.files: list[Path] = saves.list_saves()[:PAGE]

    def items(self) -> list[tuple[str, str, bool]]:
        out = []
        for i, path in enumerate(self.files):
            when = saves.modified(path)
            stamp = time.strftime("%d %b %H:%M", time.localtime(when)) if when else "gone"
            out.append((f"file:{i}", f"{_label(path)} ({stamp})", when > 0))
        out.append(("back", "Back", True))
        return out

    def choose(self, key: str) -> None:
        if key == "back":
            self.app.pop()
            return
        from game.games.bakugan.ui.screens import open_saved

        path = self.files[int(key.split(":")[1])]
        table_scene_pushed = open_saved(self, path)
        if table_scene_pushed:
            # the table replaces this list; going back from the table returns to the menu
            table = self.app.stack.scenes.pop()
            self.app.stack.scenes.pop()
            self.app.push(table)


def _label(path: Path) -> str:
    if path.stem == saves.AUTOSAVE:
        return "Autosave"
    if path.stem == saves.PREVIOUS_AUTOSAVE:
        return "Autosave, the one before"
    return path.stem.replace("_", " ")
