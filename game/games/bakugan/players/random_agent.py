"""Plays a uniformly random legal action: the baseline, and the engine's fuzzer."""

from __future__ import annotations

import random

from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.view import PlayerView


class RandomAgent:
    name = "random"
    view_parts: frozenset[str] = frozenset()  # it reads no part of its view

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
