"""Play a sampled game out with heuristic players (of a given parameter set: heuristic_params.py),
for search, with aligned dice.

Candidates are compared on the same sampled world and the same dice (common random numbers). For
the comparison to be fair the dice must stay aligned when the candidates' games drift apart (one
branch rolls twice in a turn, the other once), so every roll is drawn from its own generator keyed
by (rollout dice, turn, roll number within the turn, seat) instead of one shared stream, and the
heuristic players' own generators (core placement) are reseeded from the dice for every play-out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList
from game.games.bakugan.players.agent import decide
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.heuristic_params import DEFAULT, HeuristicParams
from game.games.bakugan.rules.actions import CHANCE, Action, RollResults
from game.games.bakugan.rules.engine import Game
from game.roll.seam import RollModel, RollRequest

MAX_PLAYOUT_ACTIONS = 3000


def roll_seed(dice: int, turn: int, roll: int, seat: int) -> int:
    return ((dice * 1009 + turn) * 1013 + roll) * 7 + seat


class Playout:
    """Heuristic play-outs for every seat; one instance per searching player."""

    def __init__(
        self,
        catalog: Catalog,
        decks: Sequence[DeckList],
        roll_model: RollModel,
        seed: int,
        params: HeuristicParams = DEFAULT,
    ) -> None:
        self.params = params  # the heuristic players' numbers (heuristic_params.py)
        self.catalog = catalog
        self.decks = tuple(decks)
        self.roll_model = roll_model
        self.seed = seed
        self._players: dict[int, HeuristicAgent] = {}

    def player(self, seat: int) -> HeuristicAgent:
        if seat not in self._players:
            deck = self.decks[seat] if seat < len(self.decks) else None
            self._players[seat] = HeuristicAgent(self.seed * 31 + seat, self.catalog, deck, self.params)
        return self._players[seat]

    def run(self, game: Game, dice: int, last_turn: int | None = None) -> Game:
        """Play `game` (changed in place) on to the end, or to the end of `last_turn`. The result
        depends only on the position, the dice and the turn: the players' generators are reseeded
        at the start and at every new turn, so a play-out stopped at a turn's end and resumed plays
        exactly as one that went straight on."""
        turn = game.state.turn
        self._reseed(game, dice, turn)
        rolls_in_turn = 0
        steps = 0
        while not game.over and steps < MAX_PLAYOUT_ACTIONS:
            if game.state.turn != turn:
                turn, rolls_in_turn = game.state.turn, 0
                if last_turn is not None and turn > last_turn:
                    break
                self._reseed(game, dice, turn)
            to_act = game.to_act()
            if to_act is None:
                break
            if to_act == CHANCE:
                game.apply(self._roll(game, dice, turn, rolls_in_turn))
                rolls_in_turn += 1
            else:
                action = decide(self.player(to_act), game, to_act, game.legal_actions())
                game.apply(action)
            steps += 1
        return game

    def _reseed(self, game: Game, dice: int, turn: int) -> None:
        for p in game.state.players:
            self.player(p.seat).rng.seed(roll_seed(dice, turn, -1, p.seat))

    def _roll(self, game: Game, dice: int, turn: int, roll: int) -> Action:
        request = game.roll_request()
        outcomes = {}
        for seat, throw in request.throws.items():
            single = RollRequest(
                field=request.field, throws={seat: throw}, seats=request.seats, obstacles=request.obstacles
            )
            rng = random.Random(roll_seed(dice, turn, roll, seat))
            outcomes.update(self.roll_model.roll(single, rng))
        return RollResults(outcomes=tuple(sorted(outcomes.items())))
