"""A Bakugan seat's view is a snapshot holding no game (issue 32, point 6): what it keeps for
sample_world (sample_world.seat_world) holds none of the cards the seat cannot see, and a sample
drawn from it is the very sample drawn from the real game with the same random numbers, so the
search's seeded choices stay the same; the game changing afterwards changes nothing in it."""

from __future__ import annotations

import random

from game.games.bakugan.rules.sample_world import _hidden_slots, determinize, seat_world
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import positions


def test_a_sample_from_the_view_is_the_sample_from_the_real_game() -> None:
    compared = 0
    for seed in range(3):
        for game in positions(seed, every=9):
            for seat in range(len(game.state.players)):
                view = PlayerView(game, seat)
                mine, real = view.sample_world(random.Random(seed)), determinize(game, seat, None, random.Random(seed))
                assert mine.state.state_hash() == real.state.state_hash()
                compared += 1
    assert compared > 20


def test_the_kept_world_says_nothing_of_the_hidden_cards() -> None:
    for game in positions(4, every=13):
        for seat in range(len(game.state.players)):
            world = seat_world(game.state, seat)
            assert world.seed == 0
            for owner in range(len(world.players)):
                for slots in _hidden_slots(world, seat, owner):
                    ids = [world.cards[i].card_id for i in slots]
                    assert ids == sorted(ids), "hidden slots keep their real order"


def test_the_view_does_not_change_with_the_game() -> None:
    game = next(iter(positions(5, every=5)))
    view = PlayerView(game, 0)
    before = view.seat_view()
    hand = list(game.state.players[0].hand)
    game.state.players[0].hand.clear()
    game.invalidate()
    assert view.seat_view() == before and view.parts.players[0].hand_iids == tuple(hand)
