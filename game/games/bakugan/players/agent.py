"""The interface every computer player implements: it sees a view and the legal actions only."""

from __future__ import annotations

from typing import Protocol

from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.view import PlayerView


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: list[Action]) -> Action: ...
