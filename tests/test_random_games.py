"""Random legal play over many seeds: the engine's invariants hold and replays reproduce."""

from __future__ import annotations

import random

import pytest

from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import CHANCE, Action, Forfeit, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.invariants import check_invariants
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.runner import play_game, replay
from game.roll.probabilistic import ProbabilisticRollModel
from tests.helpers import fixture_catalog, fixture_deck, random_step

MAX_ACTIONS = 5000


def setup_for(seed: int, players: int) -> GameSetup:
    decks = [fixture_deck("test_pyrus"), fixture_deck("test_aquos")]
    names = ["Ann", "Bob", "Cy", "Di"]
    return GameSetup(seats=tuple(Seat(names[i], decks[(i + seed) % 2]) for i in range(players)), seed=seed)


def run_checked(seed: int, players: int) -> tuple[Game, list[Action]]:
    game = Game.new(setup_for(seed, players), fixture_catalog())
    return game, play_checked(game, seed, players)


def play_checked(game: Game, seed: int, players: int) -> list[Action]:
    """Random legal actions to the end of the game, checking the invariants after each one."""
    agents = [RandomAgent(seed * 7 + i) for i in range(players)]
    model = ProbabilisticRollModel()
    rng = random.Random(seed)
    actions: list[Action] = []
    while not game.over:
        assert len(actions) < MAX_ACTIONS, f"seed {seed}: game did not end in {MAX_ACTIONS} actions"
        seat = game.to_act()
        assert seat is not None, "a live game always has someone (or chance) to act"
        if seat == CHANCE:
            action: Action = RollResults(outcomes=tuple(sorted(model.roll(game.roll_request(), rng).items())))
        else:
            legal = game.legal_actions()
            assert legal, f"seed {seed}: {game.pending()} offers no legal action"
            action = agents[seat].choose(PlayerView(game, seat), legal)
            assert action in legal
        game.apply(action)
        actions.append(action)
        problems = check_invariants(game)
        assert not problems, f"seed {seed} after {action}: {problems}"
    return actions


@pytest.mark.parametrize("seed", range(60))
def test_random_two_player_games_keep_invariants_and_replay(seed: int) -> None:
    game, actions = run_checked(seed, 2)
    assert game.state.winner is not None
    again = replay(setup_for(seed, 2), fixture_catalog(), actions)
    assert again.state.state_hash() == game.state.state_hash()


@pytest.mark.parametrize("seed", range(25))
def test_random_three_player_games(seed: int) -> None:
    game, actions = run_checked(1000 + seed, 3)
    assert game.state.winner is not None
    assert sum(not p.out for p in game.state.players) == 1
    again = replay(setup_for(1000 + seed, 3), fixture_catalog(), actions)
    assert again.state.state_hash() == game.state.state_hash()


@pytest.mark.parametrize("seed", range(25))
def test_random_four_player_games(seed: int) -> None:
    game, actions = run_checked(2000 + seed, 4)
    assert game.state.winner is not None
    again = replay(setup_for(2000 + seed, 4), fixture_catalog(), actions)
    assert again.state.state_hash() == game.state.state_hash()


def test_runner_games_over_many_seeds_finish() -> None:
    catalog = fixture_catalog()
    for seed in range(200):
        players = 2 + seed % 3
        _game, record = play_game(
            setup_for(seed, players), catalog, [RandomAgent(seed + i) for i in range(players)], ProbabilisticRollModel()
        )
        assert record.finished and record.winner is not None


def test_forfeit_mid_game_in_four_player_game_keeps_invariants() -> None:
    game = Game.new(setup_for(7, 4), fixture_catalog())
    agents = [RandomAgent(i) for i in range(4)]
    rng = random.Random(7)
    model = ProbabilisticRollModel()
    steps = 0
    while not game.over:
        steps += 1
        if steps == 150:
            game.apply(Forfeit(seat=2))
            continue
        random_step(game, agents, model, rng)
        assert not check_invariants(game)
    assert game.state.players[2].out


@pytest.mark.parametrize("seed", range(12))
def test_8_2_4_players_leaving_at_any_point_keep_invariants_and_replay(seed: int) -> None:
    """In three- and four-player games, players forfeit at random moments (during setup, while
    owing a decision, while placing cores back): nothing waits on them and no card or core is lost."""
    players = 3 + seed % 2
    setup = setup_for(3000 + seed, players)
    game = Game.new(setup, fixture_catalog())
    agents = [RandomAgent(seed * 5 + i) for i in range(players)]
    model, rng = ProbabilisticRollModel(), random.Random(seed)
    leave_at = sorted(rng.sample(range(1, 400), players - 1))
    if seed % 3 == 0:
        leave_at[0] = 3  # during setup, while BakuCores are being placed
    actions: list[Action] = []
    while not game.over:
        assert len(actions) < MAX_ACTIONS
        if leave_at and len(actions) >= leave_at[0]:
            leave_at.pop(0)
            seat = game.to_act()
            if seat is None or seat == CHANCE:
                seat = next(p.seat for p in game.state.players if not p.out)
            action: Action = Forfeit(seat=seat)
            game.apply(action)
        else:
            action = random_step(game, agents, model, rng)
            seat = game.to_act()
            assert seat is None or seat == CHANCE or not game.state.players[seat].out
        actions.append(action)
        problems = check_invariants(game)
        assert not problems, f"seed {seed} after {action}: {problems}"
    assert replay(setup, fixture_catalog(), actions).state.state_hash() == game.state.state_hash()
