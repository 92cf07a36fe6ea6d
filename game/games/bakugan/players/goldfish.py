"""Opponents for goldfish testing (how fast a deck wins with nobody in its way):

- `goldfish` does nothing: it plays no card, energizes none, declines every offer and its rolls
  never open (`StillRolls`), so it never wins a brawl;
- `blocker` only defends: its Bakugan roll and contest every brawl as usual, it energizes and
  answers damage with its Flip cards as the heuristic player would, but it plays nothing in a
  priority window.

Choices the rules force on them (placing BakuCores, the Bakugan to roll, a card to discard) are
the heuristic player's.
"""

from __future__ import annotations

import random
from typing import Final

from game.games.bakugan.players.heuristic import HEURISTIC_VIEW_PARTS, HeuristicAgent
from game.games.bakugan.rules.actions import Action, Decline, Energize, Pass
from game.games.bakugan.rules.view import PlayerView
from game.roll.seam import RollModel, RollOutcome, RollRequest, RollResult

GOLDFISH: Final = "goldfish"
BLOCKER: Final = "blocker"


class GoldfishAgent:
    name = GOLDFISH
    view_parts = HEURISTIC_VIEW_PARTS  # its view is read by the heuristic player alone

    def __init__(self, forced: HeuristicAgent) -> None:
        self.forced = forced  # answers what the rules force

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        for action in legal:
            if isinstance(action, (Pass, Decline)) or (isinstance(action, Energize) and action.card is None):
                return action
        return self.forced.choose(view, legal)


class BlockerAgent:
    name = BLOCKER
    view_parts = HEURISTIC_VIEW_PARTS

    def __init__(self, heuristic: HeuristicAgent) -> None:
        self.heuristic = heuristic

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        for action in legal:
            if isinstance(action, Pass):  # a priority window: no card, no ability
                return action
        return self.heuristic.choose(view, legal)  # energize, roll, flipped Flip cards, forced choices


class StillRolls:
    """A roll model whose seats in `still` never open (their Bakugan stay closed, rule 5.7.2); the
    other seats' rolls are the inner model's, from the same random draws."""

    def __init__(self, inner: RollModel, still: frozenset[int]) -> None:
        self.inner = inner
        self.still = still
        self.name = inner.name

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        outcomes = self.inner.roll(request, rng)
        closed = RollOutcome(RollResult.CLOSED, reason="a goldfish: its Bakugan never opens")
        return {seat: closed if seat in self.still else outcome for seat, outcome in outcomes.items()}


def still_seats(agents: list[str]) -> frozenset[int]:
    """The seats a goldfish plays."""
    return frozenset(seat for seat, agent in enumerate(agents) if agent == GOLDFISH)
