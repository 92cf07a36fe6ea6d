"""The search agent: it finds a clearly better move than the heuristic's, is repeatable for a seed,
keeps to its budget, and its play-outs keep the dice aligned between candidates."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.playout import Playout
from game.games.bakugan.players.search import POWER_ONLY, SEARCHABLE_STEPS, SearchAgent
from game.games.bakugan.rules.actions import Action, Energize
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import catalog, new_game, positions
from tests.helpers import fixture_catalog, scenario

OPENED = {0: {"open": True}, 2: {"open": True}}


def last_brawl() -> Game:
    """Energize step of a game one brawl from its end: each side has one unopened Bakugan and two
    cards of deck, and whoever wins the brawl deals more damage than that. Ann's Blazer (300 BP)
    rolls against Bob's Tidal (500 BP); her only card, Power Up (+300 BP), wins the brawl whenever
    both open. The heuristic always energizes a card, so it energizes Power Up."""
    return scenario(
        step="energize",
        turn=4,
        starting=0,
        field=[{"core": "core-1", "owner": 0, "cell": [0, 0]}, {"core": "core-1", "owner": 1, "cell": [1, 0]}],
        players=[
            {"bakugan": OPENED, "hand": ["ts-10"], "energy": {"charged": 2}, "deck": ["ts-12"] * 2},
            {"bakugan": OPENED, "energy": {"charged": 2}, "deck": ["ts-12"] * 2},
        ],
    )


def win_rate(game: Game, action: Action, playouts: int) -> float:
    """How often seat 0 wins after `action`, over play-outs with many dice (the position has no
    hidden card that matters: both decks hold one kind of card, Bob's hand is empty)."""
    runner = Playout(fixture_catalog(), (), ProbabilisticRollModel(), 0)
    wins = 0
    for dice in range(playouts):
        copy = game.clone()
        copy.apply(action)
        runner.run(copy, dice)
        wins += copy.state.winner == 0
    return wins / playouts


def test_search_keeps_the_card_that_wins_the_last_brawl() -> None:
    game = last_brawl()
    legal = game.legal_actions()
    keep, energize_it = Energize(seat=0, card=None), next(a for a in legal if isinstance(a, Energize) and a.card)
    assert keep in legal
    assert HeuristicAgent(0, fixture_catalog()).choose(PlayerView(game, 0), legal) == energize_it
    # the heuristic's choice really is worse: play-outs with many dice
    assert win_rate(game, keep, 200) > win_rate(game, energize_it, 200) + 0.15
    for seed in range(3):
        agent = SearchAgent(seed, fixture_catalog(), rollouts=24, steps=("energize",))
        assert agent.choose(PlayerView(game, 0), legal) == keep
        assert agent.deviated == 1


def test_overruling_the_heuristic_is_confirmed_on_fresh_worlds() -> None:
    game = last_brawl()
    legal = game.legal_actions()
    keep, energize_it = Energize(seat=0, card=None), next(a for a in legal if isinstance(a, Energize) and a.card)
    agent = SearchAgent(0, fixture_catalog(), rollouts=24, confirm=8, steps=("energize",))
    assert agent._confirmed(PlayerView(game, 0), energize_it, keep)
    assert agent.worlds == 8
    # a choice that gains nothing over the heuristic's (here: the same one) is never confirmed
    assert not agent._confirmed(PlayerView(game, 0), energize_it, energize_it)
    assert agent.worlds == 16


def test_a_search_told_to_search_the_power_step_only_leaves_energizing_to_the_heuristic() -> None:
    game = last_brawl()
    agent = SearchAgent(0, fixture_catalog(), rollouts=24, steps=POWER_ONLY)
    assert agent.choose(PlayerView(game, 0), game.legal_actions()) == HeuristicAgent(0, fixture_catalog()).choose(
        PlayerView(game, 0), game.legal_actions()
    )
    assert agent.searched == 0


def searched_positions(seed: int, limit: int) -> list[Game]:
    found = []
    probe = SearchAgent(0, catalog(), rollouts=1, steps=SEARCHABLE_STEPS)
    for game in positions(seed, every=3):
        seat = game.to_act()
        assert seat is not None
        before = probe.searched
        probe.choose(PlayerView(game, seat), game.legal_actions())
        if probe.searched > before:
            found.append(game.clone())
        if len(found) >= limit:
            break
    return found


def test_search_is_repeatable_for_a_seed() -> None:
    _, pair = new_game(4)
    games = searched_positions(4, 3)
    assert len(games) == 3

    def run(seed: int) -> tuple[list[Action], int]:
        agent = SearchAgent(seed, catalog(), decks=pair, rollouts=3, min_worlds=2, steps=SEARCHABLE_STEPS)
        picks = []
        for game in games:
            seat = game.to_act()
            assert seat is not None
            picks.append(agent.choose(PlayerView(game, seat), game.legal_actions()))
        return picks, agent.worlds

    assert run(3) == run(3)


def test_search_keeps_to_its_world_budget() -> None:
    _, pair = new_game(5)
    agent = SearchAgent(1, catalog(), decks=pair, rollouts=5, min_worlds=2, steps=SEARCHABLE_STEPS)
    for game in searched_positions(5, 5):
        seat = game.to_act()
        assert seat is not None
        before = agent.worlds
        agent.choose(PlayerView(game, seat), game.legal_actions())
        assert 1 <= agent.worlds - before <= 5 + agent.confirm  # the race, then a second look
    assert agent.searched == 5


def test_search_keeps_to_its_time_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The limit is read between worlds: a clock that moves 0.02 s a reading stops a 0.05 s search
    after its third world, however fast or slow the machine (no wall time is asserted)."""
    clock = [0.0]

    def fake_clock() -> float:
        clock[0] += 0.02
        return clock[0]

    monkeypatch.setattr("game.games.bakugan.players.search.time.perf_counter", fake_clock)
    _, pair = new_game(6)
    agent = SearchAgent(1, catalog(), decks=pair, seconds=0.05, min_worlds=10_000, steps=SEARCHABLE_STEPS)
    worlds_made = [0]
    make_world = agent._world

    def counted_world(*args: Any) -> Any:
        worlds_made[0] += 1
        return make_world(*args)

    monkeypatch.setattr(agent, "_world", counted_world)
    for game in searched_positions(6, 3):
        seat = game.to_act()
        assert seat is not None
        worlds_made[0] = 0
        agent.choose(PlayerView(game, seat), game.legal_actions())
        assert worlds_made[0] <= 3  # without the limit, min_worlds would ask for 10,000


def test_alternatives_that_never_change_a_play_out_stop_the_search_early() -> None:
    agent = SearchAgent(0, catalog())
    assert not agent._still_racing([0.0] * 4)
    assert not agent._still_racing([-0.5, -0.6, -0.4, -0.5])  # clearly worse
    assert agent._still_racing([0.5, -0.1, 0.3, 0.0])


def test_a_play_out_resumed_at_the_turn_end_plays_as_one_that_went_straight_on() -> None:
    game, pair = new_game(8)
    for position in positions(8, every=25):
        if position.state.turn >= 2:
            game = position.clone()
            break
    runner = Playout(catalog(), pair, ProbabilisticRollModel(), 0)
    straight = runner.run(game.clone(), dice=42)
    stopped = runner.run(game.clone(), dice=42, last_turn=game.state.turn)
    assert stopped.state.turn == game.state.turn + 1 or stopped.over
    resumed = runner.run(stopped, dice=42)
    assert resumed.state.state_hash() == straight.state.state_hash()
    other = runner.run(game.clone(), dice=43)
    assert other.state.state_hash() != straight.state.state_hash()
