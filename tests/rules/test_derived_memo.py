"""What the engine keeps between queries (stats, static abilities in play, legal actions) is never
stale: it follows the game's version and board keys, copies of a state get their own, a change by
hand is caught unless Game.invalidate() is called, and nothing outlives the game."""

from __future__ import annotations

import gc
import random
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.games.bakugan.rules import memo
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.sample_world import copy_state, determinize
from game.games.bakugan.rules.state import Modifier
from game.games.bakugan.rules.stats import _stats
from tests.ai.positions import decks, positions, step_random
from tests.rules.support import brawl

ANN_B = 0


@contextmanager
def unchecked() -> Iterator[None]:
    """The production setting: kept memos are reused without comparing them to fresh ones."""
    before = memo.CHECKS.verify
    memo.CHECKS.verify = False
    try:
        yield
    finally:
        memo.CHECKS.verify = before


def fresh_view_stats(game: Game, seat: int) -> list[tuple[int, int, int, list[str]]]:
    s = game.state
    out = []
    for b in s.bakugan:
        if b.face_up:
            st = _stats(s, game.catalog, b.bid, False)
            out.append((st.bp, st.dr, st.frost, sorted(st.keywords)))
    del seat
    return out


def view_stats(game: Game, seat: int) -> list[tuple[int, int, int, list[str]]]:
    return [(e["bp"], e["dr"], e["frost"], e["keywords"]) for e in game.view(seat)["bakugan"] if e["face_up"]]


def test_views_at_every_decision_show_the_stats_computed_afresh() -> None:
    checked = 0
    with unchecked():
        for seed in (6, 7):
            for game in positions(seed, every=1):
                seat = game.to_act()
                assert seat is not None
                assert view_stats(game, seat) == fresh_view_stats(game, seat)
                checked += 1
    assert checked > 200


def test_a_copy_of_the_state_gets_its_own_memo() -> None:
    with unchecked():
        for n, game in enumerate(positions(4, every=9)):
            seat = game.to_act()
            if seat is None or seat < 0:
                continue
            before = view_stats(game, seat)
            legal = game.legal_actions()
            rng = random.Random(n)
            for copy in (
                Game(copy_state(game.state), game.catalog),
                determinize(game, seat, decks()[:2], rng),
            ):
                copy.state.modifiers.append(Modifier(bid=ANN_B, bp=700, dr=3))  # the copy only
                copy.invalidate()
                assert view_stats(copy, seat) == fresh_view_stats(copy, seat)
                for _ in range(20):
                    if copy.over:
                        break
                    step_random(copy, rng)
                    if copy.to_act() not in (None, -1):
                        assert view_stats(copy, 0) == fresh_view_stats(copy, 0)
            assert view_stats(game, seat) == before == fresh_view_stats(game, seat)
            assert game.legal_actions() == legal


def test_a_change_by_hand_is_caught_without_invalidate_and_seen_with_it() -> None:
    game = brawl()
    bp = game.stats(ANN_B).bp
    game.state.modifiers.append(Modifier(bid=ANN_B, bp=500))
    with pytest.raises(AssertionError, match="stale"):
        game.stats(ANN_B)  # the suite's check (memo.CHECKS.verify) reports the missing invalidate()
    game.invalidate()
    assert game.stats(ANN_B).bp == bp + 500


def test_every_engine_change_gives_a_new_version() -> None:
    game = brawl()
    seen = {game.version}
    for _ in range(6):
        if game.over:
            break
        legal = game.legal_actions()
        game.apply(legal[0])
        assert game.version not in seen
        seen.add(game.version)
    game.invalidate()
    assert game.version not in seen


def test_nothing_the_engine_keeps_outlives_its_queries_or_its_game() -> None:
    game = next(iter(positions(1, every=5)))
    seat = game.to_act()
    assert seat is not None
    game.view(max(seat, 0))
    game.legal_actions()
    assert not memo.ACTIVE  # only inside a query
    state = weakref.ref(game.state)
    del game
    gc.collect()
    assert state() is None
