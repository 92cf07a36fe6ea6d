"""The players part of a seat's view is kept from its last view while no card moved and no pool or
player out changed (game/games/bakugan/rules/seat_views.py: SeatViews.players): in random games,
the kept part always equals one made afresh, and it is kept often."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules import memo
from game.games.bakugan.rules.card_facts import card_ids
from game.games.bakugan.rules.seat_views import players_seen
from tests.ai.positions import positions


def test_the_kept_players_part_equals_a_fresh_one_in_random_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo.CHECKS, "verify", False)  # the suite's own check of every reuse, off: this test is it
    kept = compared = 0
    for seed in range(6):
        last: dict[int, object] = {}
        for game in positions(seed):
            for seat in range(len(game.state.players)):
                part = game.views.players(game, seat)
                assert part == players_seen(game.state, card_ids(game.state, game.catalog), seat), (
                    f"seed {seed}, turn {game.state.turn}: seat {seat}'s kept players part is stale"
                )
                kept += part is last.get(seat)
                last[seat] = part
                compared += 1
    assert compared > 500 and kept > compared // 10


def test_a_change_by_hand_then_invalidate_makes_it_afresh() -> None:
    game = next(iter(positions(3, every=4)))
    before = game.views.players(game, 0)
    deck = game.state.players[1].deck
    game.state.players[1].discard.append(deck.pop())
    game.invalidate()
    after = game.views.players(game, 0)
    assert after is not before and after[1].deck_count == before[1].deck_count - 1
    assert len(after[1].discard) == len(before[1].discard) + 1
