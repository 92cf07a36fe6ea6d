"""Checking the fast roll model against full physics for a way of throwing, on the rolls of real
games: roll requests are collected from seeded heuristic games (fields, open Bakugan in the way,
both players throwing), every seat throws as a ThrowerSpec says, and the physics' open rate is
compared with the fast model's expected open rate for the very same throws."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, replace

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, ready_decks
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.runner import play_game
from game.physics import FastRollModel, default_config
from game.physics.features import throw_features
from game.physics.thrower import Thrower
from game.physics.world import roll_outcomes
from game.roll.seam import RollOutcome, RollRequest
from game.roll.throwers import SeatThrowers, ThrowerSpec


class _Recorder:
    """A roll model that keeps every request and lets the fast model answer it."""

    def __init__(self, inner: FastRollModel) -> None:
        self.inner = inner
        self.name = inner.name
        self.requests: list[RollRequest] = []

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        self.requests.append(request)
        return self.inner.roll(request, rng)


def game_roll_requests(games: int, seed: int = 0) -> list[RollRequest]:
    """The roll requests of `games` heuristic games with fast rolls, over pairs of ready decks."""
    catalog = default_catalog()
    decks = [load_deck(path) for path in ready_decks()]
    recorder = _Recorder(FastRollModel())
    for index in range(games):
        pair = (decks[index % len(decks)], decks[(index * 5 + 1) % len(decks)])
        setup = GameSetup(seats=tuple(Seat(f"{d.name} ({i + 1})", d) for i, d in enumerate(pair)), seed=seed + index)
        agents = [HeuristicAgent(seed + index * 2 + i, catalog, d) for i, d in enumerate(pair)]
        play_game(setup, catalog, agents, recorder)
    return recorder.requests


@dataclass(frozen=True)
class OpenRates:
    throws: int
    physics: float  # share of the throws the physics opened
    fast: float  # the fast model's expected share for the same throws

    @property
    def gap(self) -> float:
        return self.fast - self.physics


def compare_open_rates(requests: list[RollRequest], spec: ThrowerSpec, throws: int, seed: int = 1) -> OpenRates:
    """Every seat of each request throws as `spec` says (the requests reused with fresh draws until
    `throws` throws are made); the physics rolls them together, the fast model rates each throw."""
    config = default_config()
    fast = FastRollModel(config=config)
    thrower = Thrower.shared(config)
    made = opened = 0
    expected = 0.0
    for round_ in itertools.count():
        for index, request in enumerate(requests):
            if made >= throws:
                return OpenRates(made, opened / made, expected / made)
            rng = random.Random(f"{seed}:{round_}:{index}")
            seats = SeatThrowers(fast, dict.fromkeys(request.throws, spec))
            given = replace(request, throws=seats.throws(request, rng))
            outcomes = roll_outcomes(given, rng, config)
            table, geometry = thrower.table(request.seats), thrower.geometry(request)
            for seat, throw in given.throws.items():
                assert throw is not None
                probs = fast.expected(throw_features(table, seat, throw, request.field, config, None, geometry))
                expected += probs["opened"] + probs["attached"]
                opened += int(outcomes[seat].opened)
                made += 1
    raise AssertionError("unreachable")
