"""What a game's screens give the shell's menus: its title, the buttons it adds to a menu and what
each opens, and its help. Each game's ui package has a `screens` module with one `SCREENS`
(game/games/screens.py finds them by the registry's names); the shell's menus list them in the
registry's order and never name a game (game/ui/menu.py, game/ui/games_menu.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.help_overlay import HelpPage
    from game.ui.menu_base import ButtonMenu
    from game.ui.pick_dialog import PickItem

MenuItems = list[tuple[str, str, bool]]  # (key, label, enabled), as ButtonMenu lists them


@dataclass(frozen=True)
class TitleScreen:
    """The main menu's heading when this game is the first registered: the program's name."""

    title: str
    subtitle: str = ""
    emblem: Callable[[pygame.Surface, pygame.Rect], None] | None = None  # drawn beside the title's rect


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

    def puzzle_items(self, app: App) -> list[PickItem]:
        """Its puzzles for the main menu's Puzzles (key: what open_puzzle takes); [] for none."""

    def open_puzzle(self, app: App, key: str, refused: Callable[[str], None]) -> None:
        """The puzzle at its table; a file that cannot be used is said through `refused`."""
