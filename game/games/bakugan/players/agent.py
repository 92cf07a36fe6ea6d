"""The interface every computer player implements: it sees a view and the legal actions only."""

from __future__ import annotations

from typing import Protocol

from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: list[Action]) -> Action: ...


def view_for(agent: Agent, game: Game, seat: int) -> PlayerView:
    """The seat's view as `agent` reads it: keeping what `sample_world` needs only for an agent
    that samples worlds (its class says `samples_worlds = True`)."""
    return PlayerView(game, seat, worlds=bool(getattr(agent, "samples_worlds", False)))
