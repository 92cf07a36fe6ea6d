"""The cardless Toy Battle ruleset on the same seams (shared/rules/README.md)."""

from __future__ import annotations

import random

import pytest

from game.ai.random_agent import RandomAgent
from game.probabilistic_roll import ProbabilisticRollModel
from game.rules.actions import PlaceCore, RollResults, SelectBakugan, ThrowBakugan
from game.rules.engine import IllegalAction
from game.rules.toy_battle import ToyBattle
from game.sim.runner import play_any
from tests.helpers import closed, fixture_catalog, opened

TEAMS = [
    ("Ann", ["ts-1", "ts-2", "ts-6"], ["core-22", "core-1", "core-2", "core-43", "core-3", "core-4"]),
    ("Bob", ["ts-3", "ts-4", "ts-5"], ["core-22", "core-23", "core-37", "core-16", "core-24", "core-44"]),
]


def placed_game(seed: int = 0) -> ToyBattle:
    game = ToyBattle.new(TEAMS, fixture_catalog(), seed=seed)
    while game.state.phase == "setup":
        game.apply(game.legal_actions()[0])
    return game


def brawl(game: ToyBattle, picks: dict[int, int], outcomes: dict[int, object]) -> None:
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(SelectBakugan(seat=seat, bakugan=picks[seat]))
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(ThrowBakugan(seat=seat))
    game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))  # type: ignore[arg-type]


def test_toy_battle_only_one_opens_wins_the_brawl() -> None:
    game = placed_game()
    brawl(game, {0: 0, 1: 3}, {0: opened(), 1: closed()})
    assert game.state.bakugan[0].open and not game.state.bakugan[3].open
    assert game.state.starting == 0


def test_toy_battle_both_open_higher_b_power_with_core_bonus_wins() -> None:
    game = placed_game()
    magic = next(c for c, d in game.state.core_defs.items() if d == "core-37")  # +500 B-Power
    brawl(game, {0: 0, 1: 3}, {0: opened(), 1: opened(magic)})  # 400 vs 600 + 500
    assert game.state.bakugan[3].open and not game.state.bakugan[0].open
    assert magic not in game.state.field


def test_toy_battle_neither_opens_roll_again() -> None:
    game = placed_game()
    brawl(game, {0: 0, 1: 3}, {0: closed(), 1: closed()})
    assert game.state.phase == "throw"


def test_toy_battle_three_open_wins() -> None:
    game = placed_game()
    for pick in range(3):
        brawl(game, {0: pick, 1: 3}, {0: opened(), 1: closed()})
    assert game.over and game.state.winner == 0


def test_toy_battle_core_placement_must_touch_a_side() -> None:
    game = ToyBattle.new(TEAMS, fixture_catalog())
    game.apply(game.legal_actions()[0])
    seat, core = game.state.to_place[0]
    with pytest.raises(IllegalAction):
        game.apply(PlaceCore(seat=seat, core=core, cell=(5, 5)))


@pytest.mark.parametrize("seed", range(20))
def test_toy_battle_random_games_end_and_replay(seed: int) -> None:
    game = ToyBattle.new(TEAMS, fixture_catalog(), seed=seed)
    actions = play_any(game, [RandomAgent(seed), RandomAgent(seed + 1)], ProbabilisticRollModel(), random.Random(seed))
    assert game.over and game.state.winner in (0, 1)
    again = ToyBattle.new(TEAMS, fixture_catalog(), seed=seed)
    for action in actions:
        again.apply(action)
    assert again.state.state_hash() == game.state.state_hash()
