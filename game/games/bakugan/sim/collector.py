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

from game.games.bakugan.rules.actions import Action, Energize, PlayCard, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DamageFrame
from game.games.bakugan.rules.state import GameState

OPENING_HAND: Final = 5


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
        # each player's deck and the length of their discard pile at the previous action
        self._decks: list[list[int]] | None = None
        self._discards: list[int] = []
        # the game's card moves when the decks were last kept: while it is the same, no card moved
        # (a deck shuffled in place holds the same cards: only which cards left counts here)
        self._card_moves = -1
        self.first_player: int | None = None
        self.actions = 0
        # How the game ends (game/games/bakugan/sim/endings.py): each player's deck length as each turn began
        # (turn 1 first), the turn each player went out in (0: still in), and what took the last
        # card of a deck that is empty ("damage", "draw" or "other"; "" while it holds cards).
        self._turn = 0
        self.deck_by_turn: list[list[int]] = [[] for _ in range(seats)]
        self.out_turn: list[int] = [0] * seats
        self.emptied_by: list[str] = [""] * seats
        # The hit that knocks a player out is never logged with its size: it took every card the
        # deck held when it began, so keep each deck's length before the latest action, and before
        # the action that began a damage run still going (paused for a Flip card).
        self.before_last: list[int] = [0] * seats
        self.run_deck: list[int] = [-1] * seats  # -1: no damage run going

    def _settle(self, state: GameState, card_moves: int) -> None:
        decks = self._decks
        if decks is None:
            self._decks = [list(p.deck) for p in state.players]
            self._discards = [len(p.discard) for p in state.players]
        elif card_moves == self._card_moves:  # no card moved (Game.card_moves): decks and discards as kept
            before = self.before_last
            for seat in range(len(decks)):
                before[seat] = len(decks[seat])
        else:
            discards = self._discards
            before = self.before_last
            for seat, player in enumerate(state.players):
                before[seat] = len(decks[seat])
                if decks[seat] != player.deck:  # something left the deck (drawn or milled) or joined it
                    self._count_left(state, seat, decks[seat], discards[seat])
                    decks[seat] = list(player.deck)
                discards[seat] = len(player.discard)
        self._card_moves = card_moves
        if state.turn != self._turn:
            self._new_turn(state)
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
        damaged = len(left_deck.intersection(player.discard[discard_len:]))
        figures.damage_taken += damaged
        if player.deck:
            self.emptied_by[seat] = ""
        elif not self.emptied_by[seat]:
            drew = len(left_deck.intersection(player.hand))
            self.emptied_by[seat] = "damage" if damaged and damaged >= drew else "draw" if drew else "other"

    def _new_turn(self, state: GameState) -> None:
        ended = self._turn
        self._turn = state.turn
        for seat, player in enumerate(state.players):
            if player.out:
                if not self.out_turn[seat]:
                    self.out_turn[seat] = max(1, ended)
            elif state.turn >= 1:
                self.deck_by_turn[seat].append(len(player.deck))

    def _note_damage_runs(self, state: GameState) -> None:
        going = self.run_deck
        for frame in state.frames:  # a loop first: the common case, after nearly every action, is no run
            if isinstance(frame, DamageFrame):
                break
        else:
            for begun in going:  # a loop, not max(): the compiled loop makes no generic call
                if begun >= 0:
                    break
            else:
                return
        targets = [frame.damage.target for frame in state.frames if isinstance(frame, DamageFrame)]
        for seat in range(len(going)):
            if seat not in targets:
                going[seat] = -1
            elif going[seat] < 0:  # begun by the action just applied
                going[seat] = self.before_last[seat]

    def lethal_hit(self, seat: int) -> int:
        """The cards the hit that ended the game took from `seat`'s deck: all it held as it began."""
        return self.run_deck[seat] if self.run_deck[seat] >= 0 else self.before_last[seat]

    def observe(self, game: Game, action: Action) -> None:
        state = game.state
        self._settle(state, game.card_moves)
        self._note_damage_runs(state)
        self.actions += 1
        if isinstance(action, PlayCard):
            self.seats[action.seat].played[state.cards[action.card].card_id] += 1
        elif isinstance(action, Energize) and action.card is not None:
            self.seats[action.seat].energized[state.cards[action.card].card_id] += 1
        elif isinstance(action, RollResults):
            for seat, outcome in action.outcomes:
                self.seats[seat].rolls[outcome.result.value] += 1

    def finish(self, game: Game) -> None:
        state = game.state
        self._settle(state, game.card_moves)
        for seat, player in enumerate(state.players):
            if player.out and not self.out_turn[seat]:
                self.out_turn[seat] = max(1, state.turn)
