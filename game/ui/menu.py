"""The main menu: new hot-seat game, practice rolling, deck editor, deck testing, puzzles, Toy Battle,
continue, load, analyse, settings, quit."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from game.games.bakugan.ui.session import GameSession
from game.ui import saves
from game.ui.menu_base import ButtonMenu

if TYPE_CHECKING:
    from game.ui.app import App


class MenuScene(ButtonMenu):
    name = "menu"
    title = "Bakugan Battle Planet"
    emblem = True
    subtitle = "Hot-seat table for 2 to 4 players"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        if app.file_notes:  # a damaged settings file: said once, the defaults are in use
            self.note = " ".join(app.file_notes)
            app.file_notes = []

    def items(self) -> list[tuple[str, str, bool]]:
        has_autosave = saves.autosave_path().exists()
        has_saves = bool(saves.list_saves())
        return [
            ("learn", "Learn to play", True),
            ("new", "New hot-seat game", True),
            ("practice", "Practice rolling", _practice_scene() is not None),
            ("editor", "Deck editor", True),
            ("testing", "Deck testing", True),
            ("puzzles", "Puzzles", True),
            ("games", "Other games", True),
            ("continue", "Continue last game" if has_autosave else "Continue (no game yet)", has_autosave),
            ("load", "Load a saved game" if has_saves else "Load (no saved games)", has_saves),
            ("analyse", "Analyse a game", True),
            ("settings", "Settings", True),
            ("quit", "Quit", True),
        ]

    def choose(self, key: str) -> None:
        if key == "new":
            from game.games.bakugan.ui.new_game import NewGameScene

            self.app.push(NewGameScene(self.app))
        elif key == "learn":
            from game.games.bakugan.ui.guide.table import GuidedTable

            self.app.push(GuidedTable(self.app))
        elif key == "practice":
            self.open_practice()
        elif key == "editor":
            from game.games.bakugan.ui.editor.scene import EditorScene

            self.app.push(EditorScene(self.app))
        elif key == "testing":
            from game.games.bakugan.ui.editor.deck_testing import choose_deck_to_test

            choose_deck_to_test(self.app, self._refused)
        elif key == "puzzles":
            from game.games.bakugan.ui.puzzles.chooser import choose_puzzle

            choose_puzzle(self.app, self._refused)
        elif key == "games":  # Toy Battle, Fusion World
            from game.ui.games_menu import GamesMenu

            self.app.push(GamesMenu(self.app))
        elif key == "continue":
            open_saved(self, saves.autosave_path())
        elif key == "load":
            from game.games.bakugan.ui.load_game import LoadScene

            self.app.push(LoadScene(self.app))
        elif key == "analyse":
            from game.games.bakugan.ui.analysis.dialogs import choose_game_to_analyse

            choose_game_to_analyse(self.app, self._refused)
        elif key == "settings":
            from game.ui.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "quit":
            self.app.quit()

    def back(self) -> None:
        self.app.quit()

    def _refused(self, reason: str) -> None:
        self.note = reason

    def open_practice(self) -> None:
        """Practice rolling is the physics engineer's screen (game/games/bakugan/ui/practice/scene.py), hosted here."""
        from game.ui.hosted import HostedScene

        try:
            module = importlib.import_module("game.games.bakugan.ui.practice.scene")
            from game.games.bakugan.ui.practice import record as practice_record
            from game.games.bakugan.ui.practice.session import PracticeSession

            inner = module.PracticeScene(PracticeSession(record=practice_record.record_path()))
            native = tuple(getattr(module, "SIZE", self.app.size))
        except Exception as exc:  # it belongs to the physics work; report, don't crash
            self.note = f"Practice rolling could not start: {exc}"
            return
        self.app.push(HostedScene(self.app, inner, (int(native[0]), int(native[1]))))


def _practice_scene() -> type | None:
    """game.games.bakugan.ui.practice.scene's scene (the physics engineer's) when it exists."""
    try:
        module = importlib.import_module("game.games.bakugan.ui.practice.scene")
    except Exception:
        return None
    cls = getattr(module, "PracticeScene", None)
    return cls if isinstance(cls, type) else None


def open_saved(scene: ButtonMenu, path: object) -> bool:
    """Load a saved game and show its table; a broken file is reported on the calling scene."""
    from pathlib import Path

    from game.games.bakugan.ui.table import TableScene

    assert isinstance(path, Path)
    try:
        session = GameSession.load(path, scene.app.catalog, roll_model=scene.app.roll_model)
    except saves.ReplayFileError as exc:
        scene.note = f"Cannot open {path.name}: {exc.problem}{saves.damaged_autosave_hint(path)}"
        return False
    scene.app.push(TableScene(scene.app, session))
    return True
