"""Each Bakugan's entry in a seat's view is kept from its last view while what it shows is the
same (game/games/bakugan/rules/seat_views.py: SeatViews._bakugan_seen): in random games, the part
always equals one made afresh, and most entries are kept."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules import memo
from game.games.bakugan.rules.seat_views import bakugan_seen
from game.games.bakugan.rules.state import Modifier
from tests.ai.positions import positions


def test_the_kept_bakugan_entries_equal_fresh_ones_in_random_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo.CHECKS, "verify", False)  # the suite's own check of every reuse, off: this test is it
    kept = compared = 0
    for seed in range(6):
        last: dict[int, dict[int, object]] = {}
        for game in positions(seed):
            for seat in range(len(game.state.players)):
                game.invalidate()  # a new version: the part is made again, entry by entry
                part = game.views.bakugan(game, seat)
                assert part == bakugan_seen(game.state, game.catalog, seat), (
                    f"seed {seed}, turn {game.state.turn}: seat {seat}'s kept Bakugan entries are stale"
                )
                before = last.setdefault(seat, {})
                for entry in part:
                    kept += entry is before.get(entry.bid)
                    before[entry.bid] = entry
                    compared += 1
    assert compared > 1000 and kept > compared // 2


def test_an_entry_is_made_again_when_its_stats_change() -> None:
    game = next(g for g in positions(3) if any(b.face_up for b in g.state.bakugan))
    bid = next(b.bid for b in game.state.bakugan if b.face_up)
    before = {e.bid: e for e in game.views.bakugan(game, 0)}
    game.state.modifiers.append(Modifier(bid=bid, bp=100))
    game.invalidate()
    after = {e.bid: e for e in game.views.bakugan(game, 0)}
    now, then = after[bid].stats, before[bid].stats
    assert after[bid] is not before[bid] and now is not None and then is not None
    assert now.bp == then.bp + 100
    assert all(after[b] is before[b] for b in before if b != bid)
