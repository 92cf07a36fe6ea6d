"""Each registered game's screens for the shell's menus (game/ui/game_screens.py), found by the
registry's game names in the registry's order and imported when first asked for: the module
`game.games.<package>.ui.screens` of each game. (To join the game's registry entry once it holds
the table opener too.)"""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

from game.games.registry import game_names

if TYPE_CHECKING:
    from game.ui.game_screens import GameScreens


def package(name: str) -> str:
    """The package of the game a registry name names ("fusion-world" -> fusion_world)."""
    return name.replace("-", "_")


@cache
def game_screens(name: str) -> GameScreens:
    screens: GameScreens = importlib.import_module(f"game.games.{package(name)}.ui.screens").SCREENS
    return screens


def all_screens() -> list[GameScreens]:
    """Every game's screens, the first registered first."""
    return [game_screens(name) for name in game_names()]


def primary_screens() -> GameScreens:
    """The first registered game's: its title screen names the program and heads the main menu."""
    return game_screens(game_names()[0])
