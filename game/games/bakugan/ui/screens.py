"""Bakugan's screens for the shell's menus: the title screen (the program is named after it), its
buttons (learn to play, a new hot-seat game, practice rolling, the deck editor, deck testing,
puzzles; continue, load, analyse) and what each opens."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path

import pygame

from game.games.bakugan.ui import saves, title_art
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.help import PAGE
from game.games.bakugan.ui.hotseat import DEFAULT_STOPS, STOP_NAMES
from game.ui import figures, theme
from game.ui.app import App
from game.ui.game_screens import MenuItems, Screens, TitleScreen
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu
from game.ui.new_game_spec import NewGameSpec
from game.ui.pick_dialog import PickItem
from game.ui.theme import px


def emblem(surface: pygame.Surface, title: pygame.Rect) -> None:
    """Two closed Bakugan beside the title."""
    r = px(26)
    for x, faction in ((title.left - px(50), "Pyrus"), (title.right + px(50), "Aquos")):
        figures.closed_ball(surface, (x, title.centery), r, theme.FACTION[faction], spin=0.5)


class BakuganScreens(Screens):
    title = "Bakugan"
    title_screen = TitleScreen("Bakugan Battle Planet", "Hot-seat table for 2 to 4 players", emblem, title_art.backdrop)
    stop_moments = tuple(STOP_NAMES.items())
    default_stops = DEFAULT_STOPS

    def play_items(self, app: App) -> MenuItems:
        return [
            ("learn", "Learn to play", True),
            ("new", "New hot-seat game", True),
            ("practice", "Practice rolling", practice_scene() is not None),
            ("editor", "Deck editor", True),
            ("testing", "Deck testing", True),
            ("puzzles", "Puzzles", True),
        ]

    def file_items(self, app: App) -> MenuItems:
        has_autosave = saves.autosave_path().exists()
        has_saves = bool(saves.list_saves())
        return [
            ("continue", "Continue last game" if has_autosave else "Continue (no game yet)", has_autosave),
            ("load", "Load a saved game" if has_saves else "Load (no saved games)", has_saves),
        ]

    def help_page(self) -> HelpPage | None:
        return PAGE

    def new_game_spec(self) -> NewGameSpec:
        from game.games.bakugan.ui.new_game import BakuganNewGame

        return BakuganNewGame()

    def analysis_items(self, app: App) -> list[PickItem]:
        from game.games.bakugan.ui.analysis.game_list import analysable_files

        return analysable_files()

    def open_analysis(self, app: App, path: Path) -> str:
        from game.games.bakugan.ui.analysis.scene import open_analysis

        return open_analysis(app, path)

    def puzzle_items(self, app: App) -> list[PickItem]:
        from game.games.bakugan.ui.puzzles.chooser import bakugan_puzzles

        return bakugan_puzzles(app)

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        from game.games.bakugan.ui.puzzles.chooser import open_bakugan_puzzle

        open_bakugan_puzzle(app, key, refused)

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        app = menu.app

        def refused(reason: str) -> None:
            menu.note = reason

        if key == "new":
            from game.games.bakugan.ui.new_game import NewGameScene

            app.push(NewGameScene(app))
        elif key == "learn":
            from game.games.bakugan.ui.guide.table import GuidedTable

            app.push(GuidedTable(app))
        elif key == "practice":
            open_practice(menu)
        elif key == "editor":
            from game.games.bakugan.ui.editor.scene import EditorScene

            app.push(EditorScene(app))
        elif key == "testing":
            from game.games.bakugan.ui.editor.deck_testing import choose_deck_to_test

            choose_deck_to_test(app, refused)
        elif key == "puzzles":  # every game's puzzles
            from game.ui.puzzle_menu import choose_puzzle

            choose_puzzle(app, refused)
        elif key == "continue":
            open_saved(menu, saves.autosave_path())
        elif key == "load":
            from game.games.bakugan.ui.load_game import LoadScene

            app.push(LoadScene(app))
        else:
            return False
        return True


SCREENS = BakuganScreens()


def open_practice(menu: ButtonMenu) -> None:
    """Practice rolling is the physics engineer's screen (practice/scene.py), hosted here."""
    from game.games.bakugan.ui.practice import record as practice_record
    from game.ui.hosted import HostedScene

    try:
        module = importlib.import_module("game.games.bakugan.ui.practice.scene")
        from game.games.bakugan.ui.practice.session import PracticeSession

        inner = module.PracticeScene(PracticeSession(record=practice_record.record_path()))
        native = tuple(getattr(module, "SIZE", menu.app.size))
    except Exception as exc:  # it belongs to the physics work; report, don't crash
        menu.note = f"Practice rolling could not start: {exc}"
        return
    menu.app.push(HostedScene(menu.app, inner, (int(native[0]), int(native[1]))))


def practice_scene() -> type | None:
    """Practice rolling's scene (the physics engineer's) when it can be imported."""
    try:
        module = importlib.import_module("game.games.bakugan.ui.practice.scene")
    except Exception:
        return None
    cls = getattr(module, "PracticeScene", None)
    return cls if isinstance(cls, type) else None


def open_saved(menu: ButtonMenu, path: Path) -> bool:
    """Load a saved game and show its table; a broken file is reported on the calling menu."""
    from game.games.bakugan.ui.session import GameSession
    from game.games.bakugan.ui.table import TableScene

    app = menu.app
    try:
        session = GameSession.load(path, table_catalog(app), roll_model=app.roll_model)
    except saves.ReplayFileError as exc:
        menu.note = f"Cannot open {path.name}: {exc.problem}{saves.damaged_autosave_hint(path)}"
        return False
    app.push(TableScene(app, session))
    return True
