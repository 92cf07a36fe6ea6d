"""The interface every computer player implements: it sees a view and the legal actions only."""

from __future__ import annotations

from typing import Any, Protocol

from game.rules.actions import Action


class Agent(Protocol):
    name: str

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action: ...
