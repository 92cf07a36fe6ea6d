"""The field's frontier is kept from one BakuCore placement to the next (game/roll/hexgrid.py
KeptFrontier, LegalActions.frontier): in random games it equals the frontier found afresh at every
decision, and most placements bring it up to date from the one cell placed; any other change of
the field (a core taken off it, a field set by hand) finds it afresh (rule 4.7.3: a core touches
one already placed)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules import memo
from game.roll.hexgrid import KeptFrontier, frontier, packed_frontier, unpacked
from tests.ai.positions import positions


def test_the_kept_frontier_equals_a_fresh_one_in_random_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(memo.CHECKS, "verify", False)  # the suite's own check at every listing, off: this is it
    compared = brought_up = 0
    for seed in range(6):
        last: set[tuple[int, int]] = set()
        for game in positions(seed):
            cells = list(game.state.field.values())
            kept = game.legal.frontier.of(cells)
            assert kept == packed_frontier(cells), f"seed {seed}, turn {game.state.turn}: a stale frontier"
            assert kept is not None and [unpacked(c) for c in kept] == frontier(cells)
            now = set(cells)
            brought_up += len(now) == len(last) + 1 and last < now
            last = now
            compared += 1
    assert compared > 800 and brought_up > 60


def test_the_keeper_follows_placements_removals_and_a_new_field() -> None:
    kept = KeptFrontier()
    assert kept.of([]) == packed_frontier([])  # the first core goes in the middle (1.4.3)
    field: list[tuple[int, int]] = []
    for cell in [(0, 0), (1, 0), (1, -1), (0, 1), (-1, 1), (2, -1)]:
        field.append(cell)  # placed one at a time, each touching the field
        assert kept.of(field) == packed_frontier(field)
    field.remove((1, 0))  # a Bakugan opened on it: its core leaves the field
    assert kept.of(field) == packed_frontier(field)
    field.append((1, 0))  # placed back where it was
    assert kept.of(field) == packed_frontier(field)
    apart = [(5, 5), (5, 6)]  # a field set by hand, not one cell from the last
    assert kept.of(apart) == packed_frontier(apart)
    apart.append((9, 9))  # a cell off the frontier (set by hand): found afresh
    assert kept.of(apart) == packed_frontier(apart)
    assert kept.of([(1 << 20, 0)]) is None  # too far out to pack, as packed_frontier says
