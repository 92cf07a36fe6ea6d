"""An action naming a seat that does not exist (seat 2 in a two-player game, a negative seat) is
refused with a rule in every registered game, and changes nothing (issue 35: Bakugan raised
IndexError, and `replay --verify` said "list index out of range")."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.core import CHANCE, IllegalAction
from tests.games.cases import CASES, GameCase
from tests.games.playing import apply, random_game

NO_SEATS = (2, 3, -1, -2)


def _refused(case: GameCase, game: Any, action: Any) -> None:
    before = case.state_hash(game)
    with pytest.raises(IllegalAction) as refusal:
        apply(game, action)
    assert refusal.value.rule, f"{case.name}: {action} refused without a rule"
    assert case.state_hash(game) == before, f"{case.name}: {action} changed the game"


@pytest.mark.parametrize("name", sorted(CASES))
def test_an_action_naming_no_seat_is_refused_with_its_rule(name: str) -> None:
    case = CASES[name]
    tried = 0
    for game, actions in random_game(case, 2):
        if game.over or len(actions) > 120:
            break
        if len(actions) % 6:
            continue
        for seat in NO_SEATS:
            _refused(case, game, case.resign(seat))
        if game.to_act() == CHANCE:
            continue
        for action in game.legal_actions():
            if dataclasses.is_dataclass(action) and not isinstance(action, type) and hasattr(action, "seat"):
                for seat in NO_SEATS:
                    _refused(case, game, dataclasses.replace(action, seat=seat))
                    tried += 1
    assert tried or name == "battle-monsters", "no action named a seat"  # its actions name none but Surrender


@pytest.mark.parametrize(("players", "rule"), [(2, "1.1.1"), (3, "8.1.1"), (4, "8.1.1")])
def test_1_1_1_and_8_1_1_bakugan_refuses_a_pass_by_a_player_who_is_not_there(players: int, rule: str) -> None:
    from game.games.bakugan.rules.actions import Pass
    from tests.helpers import new_game

    game = new_game(1, players)
    for seat in (players, -1):
        with pytest.raises(IllegalAction, match=f"there is no player {seat} in this game") as refusal:
            game.apply(Pass(seat=seat))
        assert refusal.value.rule == rule
    game.apply(game.legal_actions()[0])  # a seat that is there still plays


def test_1_fusion_world_refuses_a_concession_by_a_player_who_is_not_there() -> None:
    from game.games.fusion_world.actions import Concede

    game = CASES["fusion-world"].new(1)
    with pytest.raises(IllegalAction, match="there is no player 2") as refusal:
        game.apply_action(Concede(2))
    assert refusal.value.rule == "1" and not game.over
    game.apply_action(Concede(1))
    assert game.over and game.core.winner == 0


def test_1_1_1_toy_battle_refuses_a_forfeit_by_a_player_who_is_not_there() -> None:
    from game.roll.actions import Forfeit

    game = CASES["toy-battle"].new(1)
    with pytest.raises(IllegalAction, match="there is no player -1") as refusal:
        game.apply_action(Forfeit(seat=-1))
    assert refusal.value.rule == "1.1.1" and not game.over
    game.apply_action(Forfeit(seat=0))
    assert game.over and game.core.winner == 1
