"""The interface every computer player implements: it sees a view and the legal actions only."""

from __future__ import annotations

from typing import Protocol

from game.rules.actions import Action
from game.rules.view import PlayerView


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: list[Action]) -> Action: ...
