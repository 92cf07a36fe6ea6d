"""What a game's screens give the shell's menus: its title, the buttons it adds to a menu and what
each opens, its puzzles and its help. Each game's ui package has a `screens` module with one
`SCREENS`, which its registry entry names (GameEntry.screens); the shell's menus list them in the
registry's order and never name a game (game/ui/menu.py, game/ui/games_menu.py, puzzle_menu.py)."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

from game.games.registry import game_entry, game_names

if TYPE_CHECKING:
    from game.ui.analysis.spec import AnalysisSpec
    from game.ui.app import App
    from game.ui.help_overlay import HelpPage
    from game.ui.menu_base import ButtonMenu
    from game.ui.new_game_spec import NewGameSpec
    from game.ui.pick_dialog import PickItem

MenuItems = list[tuple[str, str, bool]]  # (key, label, enabled), as ButtonMenu lists them


@dataclass(frozen=True)
class TitleScreen:
    """The main menu's heading when this game is the first registered: the program's name."""

    title: str
    subtitle: str = ""
    emblem: Callable[[pygame.Surface, pygame.Rect], None] | None = None  # drawn beside the title's rect
    backdrop: Callable[[pygame.Surface], None] | None = None  # the whole title screen, the title drawn in it


class GameScreens(Protocol):
    @property
    def title(self) -> str:
        """The game's name as a player reads it."""

    @property
    def title_screen(self) -> TitleScreen: ...

    @property
    def stop_moments(self) -> tuple[tuple[str, str], ...]:
        """The moments a hot-seat player may ask the table to stop at (key, words); () for none."""

    @property
    def default_stops(self) -> tuple[str, ...]:
        """The stops everyone has until they choose."""

    def play_items(self, app: App) -> MenuItems:
        """Buttons to start playing (new game, learn, puzzles, editors); keys unique across games."""

    def file_items(self, app: App) -> MenuItems:
        """Buttons for its saved games (continue, load, analyse)."""

    def choose(self, menu: ButtonMenu, key: str) -> bool:
        """Open what `key` names (one of this game's items); False when the key is not its own.
        A refusal is said on `menu.note`."""

    def help_page(self) -> HelpPage | None:
        """F1 over this game's menus."""

    def new_game_spec(self) -> NewGameSpec | None:
        """What the shell's new-game screen offers for this game (game/ui/new_game.py); None: no
        new game from the menu."""

    def puzzle_items(self, app: App) -> list[PickItem]:
        """Its puzzles for the main menu's Puzzles (key: what open_puzzle takes); [] for none."""

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        """The puzzle at its table; a file that cannot be used is said through `refused`."""

    def analysis_items(self, app: App) -> list[PickItem]:
        """Its saved games and replays for "Analyse a game" (key: the file); [] for none."""

    def open_analysis(self, app: App, path: Path) -> str:
        """A saved game or replay of this game in the analysis mode: '' when opened, else why not."""


class Screens:
    """What a game's screens default to: no saved games listed, no puzzles on the main menu, no
    stops, the shell's help, the shell's analysis mode when the game gives its `analysis_spec`
    (game/ui/analysis/spec.py). A game's SCREENS subclasses it and says what it has."""

    stop_moments: tuple[tuple[str, str], ...] = ()
    default_stops: tuple[str, ...] = ()

    def file_items(self, app: App) -> MenuItems:
        return []

    def puzzle_items(self, app: App) -> list[PickItem]:
        return []

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        """This game lists no puzzle on the main menu, so none is opened from there."""

    def help_page(self) -> HelpPage | None:
        return None

    def new_game_spec(self) -> NewGameSpec | None:
        return None

    def analysis_spec(self) -> AnalysisSpec | None:
        return None

    def analysis_items(self, app: App) -> list[PickItem]:
        spec = self.analysis_spec()
        return [] if spec is None else spec.folder.items()

    def open_analysis(self, app: App, path: Path) -> str:
        spec = self.analysis_spec()
        if spec is None:
            return f"{path.name}: this game has no analysis mode"
        from game.ui.analysis.scene import open_analysis

        return open_analysis(app, spec, path)


@cache
def game_screens(name: str) -> GameScreens:
    """The screens of the game the registry calls `name` (its entry's `screens` module)."""
    screens: GameScreens = importlib.import_module(game_entry(name).screens).SCREENS
    return screens


def all_screens() -> list[GameScreens]:
    """Every game's screens, the first registered first."""
    return [game_screens(name) for name in game_names()]


def primary_screens() -> GameScreens:
    """The first registered game's: its title screen names the program and heads the main menu."""
    return game_screens(game_names()[0])
