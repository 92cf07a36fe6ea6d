"""Computer players for Toy Battle: `random`, and `greedy` (sends its strongest unopened Bakugan
into each brawl and places its BakuCores as near the centre as it can)."""

from __future__ import annotations

import random
from typing import Any, Final

from game.games.toy_battle.view import ToyView
from game.roll.actions import PlaceCore, SelectBakugan
from game.roll.hexgrid import Cell

TOY_PLAYERS: Final = ("random", "greedy")
DEFAULT_PLAYER: Final = "greedy"  # a computer seat at the table unless chosen otherwise


class RandomToyPlayer:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: ToyView, legal: list[Any]) -> Any:
        return legal[self.rng.randrange(len(legal))]


class GreedyToyPlayer:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: ToyView, legal: list[Any]) -> Any:
        picks = [a for a in legal if isinstance(a, SelectBakugan)]
        if picks:
            strength = {b.bid: b.bp for b in view.bakugan}
            return max(picks, key=lambda a: strength[a.bakugan])
        places = [a for a in legal if isinstance(a, PlaceCore)]
        if places:
            return min(places, key=lambda a: (hex_distance(a.cell), a.cell))
        return legal[0]


def hex_distance(cell: Cell) -> int:
    """Steps from the centre cell (axial coordinates)."""
    q, r = cell
    return (abs(q) + abs(r) + abs(q + r)) // 2


def make_toy_player(name: str, seed: int) -> RandomToyPlayer | GreedyToyPlayer:
    if name == "random":
        return RandomToyPlayer(seed)
    if name == "greedy":
        return GreedyToyPlayer(seed)
    raise ValueError(f"unknown Toy Battle player {name!r} (players: {', '.join(TOY_PLAYERS)})")
