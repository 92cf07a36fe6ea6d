"""The statistics collector keeps each deck and discard pile from the last action at which a card
moved (game/games/bakugan/sim/collector.py: Game.card_moves unchanged, nothing is compared): in
random games its figures after every action equal those of a collector that compares the decks
afresh at every action, and most actions moved no card."""

from __future__ import annotations

import random

from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE, Action, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.collector import StatsCollector
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import new_game


def _next_action(game: Game, rng: random.Random) -> Action:
    seat = game.to_act()
    assert seat is not None
    if seat == CHANCE:
        outcomes = ProbabilisticRollModel().roll(game.roll_request(), rng)
        return RollResults(outcomes=tuple(sorted(outcomes.items())))
    return RandomAgent(rng.randrange(1 << 30)).choose(PlayerView(game, seat), game.legal_actions())


def _figures(collector: StatsCollector) -> tuple[object, ...]:
    return (
        [seat.to_json() for seat in collector.seats],
        collector.before_last,
        collector.run_deck,
        collector.deck_by_turn,
        collector.out_turn,
        collector.emptied_by,
        collector.first_player,
    )


def test_the_kept_decks_give_the_figures_of_fresh_comparisons_in_random_games() -> None:
    observed = unmoved = 0
    for seed in range(6):
        game, _ = new_game(seed)
        kept, fresh = StatsCollector(game.state.seats), StatsCollector(game.state.seats)
        rng = random.Random(seed)
        last_moves = -1
        while not game.over and game.to_act() is not None:
            action = _next_action(game, rng)
            kept.observe(game, action)
            fresh._card_moves = -2  # never the game's: this one compares every deck, as before keeping
            fresh.observe(game, action)
            assert _figures(kept) == _figures(fresh), f"seed {seed}, turn {game.state.turn}: kept figures differ"
            unmoved += game.card_moves == last_moves
            last_moves = game.card_moves
            observed += 1
            game.apply(action)
        kept.finish(game)
        fresh._card_moves = -2
        fresh.finish(game)
        assert _figures(kept) == _figures(fresh)
    assert observed > 1000 and unmoved > observed // 3
