"""What a searching player expects of a roll: a fast statistical model with the rates of the roll
model the game really uses (measured once per process), so play-outs open as often as real rolls.

Public knowledge — how often throws open on this table — not any hidden card.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from game.probabilistic_roll import ProbabilisticRollModel
from game.roll import RollModel, RollRequest, RollResult
from game.rules.engine import Game

SAMPLES = 300


def measure_rates(model: RollModel, request: RollRequest, samples: int = SAMPLES) -> ProbabilisticRollModel:
    rng = random.Random(12345)
    results: Counter[str] = Counter()
    attached = 0
    for _ in range(samples):
        for outcome in model.roll(request, rng).values():
            results[outcome.result.value] += 1
            attached += bool(outcome.opened and outcome.cores)
    total = max(1, sum(results.values()))
    illegal = results[RollResult.ILLEGAL.value] / total
    misroll = results[RollResult.MISROLL.value] / total
    legal = max(1, total - results[RollResult.ILLEGAL.value] - results[RollResult.MISROLL.value])
    opened = results[RollResult.OPENED.value]
    return ProbabilisticRollModel(
        open_rate=opened / legal,
        attach_rate=attached / opened if opened else 0.75,
        illegal_rate=illegal,
        misroll_rate=misroll,
    )


def _typical_request(game: Game) -> RollRequest:
    return RollRequest(field=dict(game.state.field), throws={0: None, 1: None}, seats=2)


@lru_cache(maxsize=4)
def belief_for(rolls: str) -> RollModel:
    """A fast model with the rates of the named roll model (game/sim/rolls.py)."""
    if rolls == "probabilistic":
        return ProbabilisticRollModel()
    from game.ai.random_agent import RandomAgent
    from game.catalog import default_catalog
    from game.decks import load_deck, ready_decks
    from game.rules.actions import PlaceCore
    from game.rules.setup import GameSetup, Seat
    from game.rules.view import PlayerView
    from game.sim.rolls import make_roll_model

    model, _note = make_roll_model(rolls)
    decks = [load_deck(p) for p in ready_decks()[:2]]
    game = Game.new(GameSetup(seats=(Seat("A", decks[0]), Seat("B", decks[1])), seed=1), default_catalog())
    agent = RandomAgent(1)
    while game.to_act() is not None and game.to_act() != -1 and isinstance(game.legal_actions()[0], PlaceCore):
        seat = game.to_act()
        assert seat is not None
        game.apply(agent.choose(PlayerView(game, seat), game.legal_actions()))
    return measure_rates(model, _typical_request(game))
