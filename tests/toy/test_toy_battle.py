"""Toy Battle on the core (shared/rules/README.md): each rule it enforces, and its refusals."""

from __future__ import annotations

import random

import pytest

from game.core import CHANCE, IllegalAction, play_to_end
from game.games.bakugan.rules.actions import Forfeit, PlaceCore, RollResults, SelectBakugan, ThrowBakugan
from game.games.toy_battle.game import ToyBattle
from game.games.toy_battle.match import roll_chance
from game.games.toy_battle.players import RandomToyPlayer
from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollOutcome
from tests.helpers import closed, fixture_catalog, opened

TEAMS = [
    ("Ann", ["ts-1", "ts-2", "ts-6"], ["core-22", "core-1", "core-2", "core-43", "core-3", "core-4"]),
    ("Bob", ["ts-3", "ts-4", "ts-5"], ["core-22", "core-23", "core-37", "core-16", "core-24", "core-44"]),
]


def new_game(seed: int = 0) -> ToyBattle:
    return ToyBattle.new(TEAMS, fixture_catalog(), seed=seed)


def placed_game(seed: int = 0) -> ToyBattle:
    game = new_game(seed)
    while game.phase == "setup":
        game.apply(game.legal_actions()[0])
    return game


def brawl(game: ToyBattle, picks: dict[int, int], outcomes: dict[int, RollOutcome]) -> None:
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(SelectBakugan(seat=seat, bakugan=picks[seat]))
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(ThrowBakugan(seat=seat))
    game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))


def test_7_5_1_toss_decides_who_places_first() -> None:
    game = new_game()
    first = game.to_act()
    assert first is not None
    assert game.core.log[0].rule == "7.5.1" and game.core.names[first] in game.core.log[0].text


def test_1_14_1_last_core_placer_starts_turn_one() -> None:
    game = new_game()
    last = None
    while game.phase == "setup":
        last = game.to_act()
        game.apply(game.legal_actions()[0])
    assert game.state.starting == last and game.to_act() == last and game.core.turn == 1


def test_1_4_3_first_core_goes_in_the_centre() -> None:
    game = new_game()
    assert [a.cell for a in game.legal_actions()] == [(0, 0)]


def test_4_7_3_core_must_touch_a_side() -> None:
    game = new_game()
    game.apply(game.legal_actions()[0])
    seat = game.to_act()
    assert seat is not None
    core = game.legal_actions()[0].core
    with pytest.raises(IllegalAction) as refused:
        game.apply(PlaceCore(seat=seat, core=core, cell=(5, 5)))
    assert refused.value.rule == "4.7.3"


def test_5_6_1_only_an_unopened_bakugan_can_be_selected() -> None:
    game = placed_game()
    brawl(game, {0: 0, 1: 3}, {0: opened(), 1: closed()})
    assert SelectBakugan(seat=0, bakugan=0) not in game.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        game.apply(SelectBakugan(seat=0, bakugan=0))
    assert refused.value.rule == "5.6.1"


def test_5_7_2_only_one_opens_wins_the_brawl() -> None:
    game = placed_game()
    brawl(game, {0: 0, 1: 3}, {0: opened(), 1: closed()})
    assert game.state.is_open(0) and not game.state.is_open(3)
    assert game.state.starting == 0 and game.core.turn == 2


def test_5_10_1_higher_b_power_with_core_bonus_wins() -> None:
    game = placed_game()
    magic = next(c for c, d in game.state.core_defs.items() if d == "core-37")  # +500 B-Power
    brawl(game, {0: 0, 1: 3}, {0: opened(), 1: opened(magic)})  # 400 vs 600 + 500
    assert game.state.is_open(3) and not game.state.is_open(0)
    assert game.state.cores_on(3) == [magic] and magic not in game.state.cells


def test_5_13_2_retracting_bakugan_returns_its_cores_to_the_field() -> None:
    game = placed_game()
    core = next(c for c, d in game.state.core_defs.items() if d == "core-22" and c.startswith("s0"))  # +100
    brawl(game, {0: 0, 1: 3}, {0: opened(core), 1: opened()})  # 400 + 100 vs 600: Bob wins
    assert not game.state.is_open(0) and game.state.is_open(3)
    assert game.state.cores_on(0) == [] and core in game.state.cells
    assert game.core.zones.zone_of(core) == ("field", -1)


def test_5_7_2_neither_opens_roll_again() -> None:
    game = placed_game()
    brawl(game, {0: 0, 1: 3}, {0: closed(), 1: closed()})
    assert game.phase == "throw" and game.to_act() == game.state.starting


def test_5_7_1_roll_outcome_needs_both_seats() -> None:
    game = placed_game()
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(SelectBakugan(seat=seat, bakugan=0 if seat == 0 else 3))
    for seat in (game.state.starting, 1 - game.state.starting):
        game.apply(ThrowBakugan(seat=seat))
    assert game.to_act() == CHANCE
    with pytest.raises(IllegalAction) as refused:
        game.apply(RollResults(outcomes=((0, opened()),)))
    assert refused.value.rule == "5.7.1"


def test_9_three_open_bakugan_win() -> None:
    game = placed_game()
    for pick in range(3):
        brawl(game, {0: pick, 1: 3}, {0: opened(), 1: closed()})
    assert game.over and game.core.winner == 0 and game.returns() == [1.0, -1.0]


def test_4_4_4_forfeit_any_time_and_not_after_the_end() -> None:
    game = new_game()
    game.apply(Forfeit(seat=1))
    assert game.over and game.core.winner == 0 and game.to_act() is None
    with pytest.raises(IllegalAction):
        game.apply(Forfeit(seat=0))


def test_view_sample_world_is_a_separate_game() -> None:
    game = placed_game()
    view = game.view(0)
    world = view.sample_world(random.Random(0))
    world.apply(world.legal_actions()[0])
    assert game.state.selected == {} and world.state.state_hash() != game.state.state_hash()
    assert not any(isinstance(value, ToyBattle) for value in vars(view).values())


@pytest.mark.parametrize("seed", range(20))
def test_toy_battle_random_games_end_and_replay(seed: int) -> None:
    game = new_game(seed)
    players = [RandomToyPlayer(seed), RandomToyPlayer(seed + 1)]
    actions = play_to_end(game, players, roll_chance(ProbabilisticRollModel()), random.Random(seed))
    assert game.over and game.core.winner in (0, 1)
    again = new_game(seed)
    for action in actions:
        again.apply(action)
    assert again.state.state_hash() == game.state.state_hash()
