"""Computer players for Toy Battle: `random`, and `greedy` (sends its strongest unopened Bakugan
into each brawl; otherwise takes the first choice offered)."""

from __future__ import annotations

import random
from typing import Any, Final

from game.rules.actions import SelectBakugan
from game.toy.view import ToyView

TOY_PLAYERS: Final = ("random", "greedy")


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
        return legal[0]


def make_toy_player(name: str, seed: int) -> RandomToyPlayer | GreedyToyPlayer:
    if name == "random":
        return RandomToyPlayer(seed)
    if name == "greedy":
        return GreedyToyPlayer(seed)
    raise ValueError(f"unknown Toy Battle player {name!r} (players: {', '.join(TOY_PLAYERS)})")
