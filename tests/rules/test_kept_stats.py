"""A Bakugan's stats are kept from the last board while only other Bakugan changed, when no static
ability in play reads another Bakugan or a count (game/games/bakugan/rules/memo.py: MemoKeeper,
memo_keys.stats_reads): in random games, the stats read at every decision equal stats counted
afresh, and some were kept across a change of the board."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules import memo
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.memo_keys import board_key, stats_reads
from game.games.bakugan.rules.state import Modifier
from game.games.bakugan.rules.stats import Stats, _stats, scan_static_sources
from tests.ai.positions import positions


def test_the_kept_stats_equal_fresh_ones_in_random_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo.CHECKS, "verify", False)  # the suite's own check of every reuse, off: this test is it
    kept = compared = 0
    for seed in range(8):
        last_board: object = None
        last: dict[int, Stats] = {}
        for game in positions(seed):
            s = game.state
            board = board_key(s)
            for b in s.bakugan:
                now = game.stats(b.bid)
                assert now == _stats(s, game.catalog, b.bid, False), (
                    f"seed {seed}, turn {s.turn}: the kept stats of Bakugan {b.bid} are stale"
                )
                kept += board != last_board and now is last.get(b.bid)
                last[b.bid] = now
                compared += 1
            last_board = board
    assert compared > 1000 and kept > 50


def _two_unwatched_face_up(game: Game) -> list[int]:
    watched = stats_reads(scan_static_sources(game.state, game.catalog))
    if watched is None:
        return []
    return [b.bid for b in game.state.bakugan if b.face_up and b.bid not in watched][:2]


def test_stats_are_counted_again_for_the_bakugan_whose_modifiers_changed() -> None:
    game = next(g for seed in range(8) for g in positions(seed) if len(_two_unwatched_face_up(g)) == 2)
    changed, other = _two_unwatched_face_up(game)
    before = {b.bid: game.stats(b.bid) for b in game.state.bakugan}
    game.state.modifiers.append(Modifier(bid=changed, bp=100))
    game.version += 1  # as the engine changes the state: the kept stats are looked at, not forgotten
    assert game.stats(changed).bp == before[changed].bp + 100
    assert game.stats(other) is before[other]
