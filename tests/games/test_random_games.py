"""One random-game test with invariants for every registered game, as OpenSpiel runs one on every
game: after every action the game's own invariants hold (no card or piece made or lost, no
negative counts: game/games/*/invariants.py), someone (or chance) is to act until the end, every
action applied is one of the legal actions, the game ends, and replaying its actions from the
same seed reaches the same state hash. A few games each by default; the sweep is marked slow."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import CHANCE
from game.games import registry
from tests.games.cases import CASES, GameCase
from tests.games.playing import apply, random_game


def play_checked(case: GameCase, seed: int) -> tuple[Any, list[Any]]:
    """A random game of `case`, every rule of the test checked along the way; the game and its actions."""
    game: Any = None
    actions: list[Any] = []
    for game, actions in random_game(case, seed):
        problems = case.invariants(game)
        assert not problems, f"{case.name} seed {seed} after {actions[-1:]}: {problems}"
        if game.over:
            break
        seat = game.to_act()
        assert seat is not None, f"{case.name} seed {seed}: nobody to act before the end"
        if seat != CHANCE:
            legal = game.legal_actions()
            assert legal, f"{case.name} seed {seed}: seat {seat} owes a decision with no legal action"
            named = case.seat_actions(game, seat)
            assert [case.from_seat(game, seat, a) for a in named] == legal, "the seat's names do not map back"
    assert game.over, f"{case.name} seed {seed}: no end after {len(actions)} actions"
    return game, actions


def check_replay(case: GameCase, seed: int, game: Any, actions: list[Any]) -> None:
    again = case.new(seed)
    for action in actions:
        apply(again, action)
    assert case.state_hash(again) == case.state_hash(game), f"{case.name} seed {seed}: the replay ends elsewhere"


def test_every_registered_game_has_a_case() -> None:
    named = getattr(registry, "game_names", None)  # the registry's; GAMES until branch registry lands
    assert sorted(CASES) == sorted(named() if named is not None else registry.GAMES)


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("seed", range(8))
def test_random_games_keep_the_invariants_and_replay(name: str, seed: int) -> None:
    case = CASES[name]
    game, actions = play_checked(case, seed)
    check_replay(case, seed, game, actions)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CASES))
def test_random_game_sweep(name: str) -> None:
    case = CASES[name]
    for seed in range(100, 300):
        game, actions = play_checked(case, seed)
        check_replay(case, seed, game, actions)
