"""Per-game figures gathered while a game runs, from its actions and the full state.

The runner (not an agent) may read the whole state. `StatsCollector.observe(game, action)` is
called before each action is applied; what changed since the previous call is put down to the
previous action, and `finish(game)` settles the last one. The result is a plain, picklable
`GameSummary` (a dict of ints, strings and lists) that reports aggregate.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Final

from game.rules.actions import Action, Energize, PlayCard, RollResults
from game.rules.engine import Game
from game.rules.state import GameState

OPENING_HAND: Final = 5
_Seen = tuple[list[int], int]  # a copy of a player's deck and how many cards their discard pile held


@dataclass
class SeatFigures:
    drawn: Counter[str] = field(default_factory=Counter)
    played: Counter[str] = field(default_factory=Counter)
    energized: Counter[str] = field(default_factory=Counter)
    opening: list[str] = field(default_factory=list)
    damage_taken: int = 0
    rolls: Counter[str] = field(default_factory=Counter)  # result -> count

    def to_json(self) -> dict[str, Any]:
        return {
            "drawn": dict(sorted(self.drawn.items())),
            "played": dict(sorted(self.played.items())),
            "energized": dict(sorted(self.energized.items())),
            "opening": list(self.opening),
            "damage_taken": self.damage_taken,
            "rolls": dict(sorted(self.rolls.items())),
        }


class StatsCollector:
    def __init__(self, seats: int) -> None:
        self.seats = [SeatFigures() for _ in range(seats)]
        self._seen: list[_Seen] | None = None
        self.first_player: int | None = None
        self.actions = 0

    def _settle(self, state: GameState) -> None:
        seen = self._seen
        if seen is None:
            self._seen = [(list(p.deck), len(p.discard)) for p in state.players]
        else:
            for seat, player in enumerate(state.players):
                deck_before, discard_len = seen[seat]
                if deck_before != player.deck:  # something left the deck (drawn or milled) or joined it
                    self._count_left(state, seat, deck_before, discard_len)
                    deck_before = list(player.deck)
                seen[seat] = (deck_before, len(player.discard))
        if self.first_player is None and state.turn >= 1:
            self.first_player = state.starting
            for seat, player in enumerate(state.players):
                opening = [state.cards[i].card_id for i in player.hand[:OPENING_HAND]]
                self.seats[seat].opening = opening

    def _count_left(self, state: GameState, seat: int, deck_before: list[int], discard_len: int) -> None:
        figures = self.seats[seat]
        player = state.players[seat]
        left_deck = set(deck_before).difference(player.deck)
        # a card that was in the deck was not in the hand: those in the hand now were drawn
        for iid in left_deck.intersection(player.hand):
            figures.drawn[state.cards[iid].card_id] += 1
        figures.damage_taken += len(left_deck.intersection(player.discard[discard_len:]))

    def observe(self, game: Game, action: Action) -> None:
        state = game.state
        self._settle(state)
        self.actions += 1
        if isinstance(action, PlayCard):
            self.seats[action.seat].played[state.cards[action.card].card_id] += 1
        elif isinstance(action, Energize) and action.card is not None:
            self.seats[action.seat].energized[state.cards[action.card].card_id] += 1
        elif isinstance(action, RollResults):
            for seat, outcome in action.outcomes:
                self.seats[seat].rolls[outcome.result.value] += 1

    def finish(self, game: Game) -> None:
        self._settle(game.state)
