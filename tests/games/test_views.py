"""Views that cannot leak, in every registered game (issue 32, point 6): a seat's view of two
states that differ only in what that seat cannot see is the same, every public field and id
included, and so are the legal actions as the seat names them and what the view keeps for
itself; and no view holds a game."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from tests.games.cases import CASES, GameCase, games_inside, public_data
from tests.games.playing import first_difference, random_game

SEEDS = range(3)
EVERY = 7  # actions between two looks


def _compare(case: GameCase, game: Any, seat: int, rng: random.Random) -> bool:  # any game, as GameCase has it
    """Checks the seat's view of the game against its view of a re-dealt copy; True when the copy
    differs from the game (so the check could have failed)."""
    other = case.redeal(game, seat, rng)
    assert not case.invariants(other), "the re-dealt copy is not a state of the game"
    difference = first_difference(case.public(case.view(game, seat)), case.public(case.view(other, seat)))
    assert difference is None, f"seat {seat}'s view shows what it cannot see: {difference}"
    if game.to_act() == seat:
        mine, theirs = case.seat_actions(game, seat), case.seat_actions(other, seat)
        assert mine == theirs, f"seat {seat}'s legal actions tell what it cannot see: {mine} / {theirs}"
    return bool(case.state_hash(other) != case.state_hash(game))


REDEALT = list(CASES)


def _looks(name: str, seeds: range) -> None:
    case = CASES[name]
    rng = random.Random(7)
    looks = differed = 0
    for seed in seeds:
        for game, actions in random_game(case, seed):
            if len(actions) % EVERY or game.over:
                continue
            for seat in (0, 1):
                looks += 1
                differed += _compare(case, game, seat, rng)
    assert looks >= 20
    if name != "toy-battle":  # Toy Battle hides nothing: its copies differ only in a spent seed
        assert differed > looks // 2, "the re-deal seldom changed anything: the test could not fail"


@pytest.mark.parametrize("name", REDEALT)
def test_a_seats_view_is_the_same_whatever_it_cannot_see(name: str) -> None:
    _looks(name, SEEDS)


@pytest.mark.slow
@pytest.mark.parametrize("name", REDEALT)
def test_views_over_many_games(name: str) -> None:
    _looks(name, range(100, 160))


@pytest.mark.parametrize("name", REDEALT)
def test_no_view_holds_a_game(name: str) -> None:
    case = CASES[name]
    for game, actions in random_game(case, 1):
        if len(actions) in (0, 40) or game.over:
            for seat in (0, 1):
                assert games_inside(case.view(game, seat)) == [], f"seat {seat}'s view reaches the game"
        if len(actions) > 40:
            break


WITHOUT_WORLDS = ("fusion-world", "battle-monsters")  # the games whose player_view can leave out the state


@pytest.mark.parametrize("name", WITHOUT_WORLDS)
def test_a_view_without_worlds_shows_the_same_and_keeps_no_state(name: str) -> None:
    """The view play_to_end hands a player that never samples (`samples_worlds = False`) shows
    what the full view shows, keeps no copy of the state, and refuses to sample a world."""
    case = CASES[name]
    looks = 0
    for game, actions in random_game(case, 2):
        if len(actions) % EVERY or game.over:
            continue
        for seat in (0, 1):
            full, bare = game.view(seat), game.player_view(seat, False)
            assert first_difference(public_data(full), public_data(bare)) is None
            kept = [f.name for f in dataclasses.fields(bare) if f.name.startswith("_")]
            assert [k for k in kept if hasattr(getattr(bare, k), "to_json")] == [], "a state kept"
            assert games_inside(bare) == []
            with pytest.raises(ValueError, match="samples_worlds"):
                bare.sample_world(random.Random(0))
            looks += 1
    assert looks >= 10
