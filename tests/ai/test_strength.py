"""Stronger agents beat weaker ones (duplicate games over the ready decks, Wilson intervals).

The CI test is small; the full measurement is benchmarks/agent_strength.py.
"""

from __future__ import annotations

import pytest

from game.sim.duel import duel


def test_heuristic_beats_random() -> None:
    result = duel("heuristic", "random", 30, seed=1)
    low, _high = result.interval()
    print(result.line())
    assert result.rate > 0.55
    assert low > 0.45


@pytest.mark.slow
def test_heuristic_beats_random_clearly() -> None:
    result = duel("heuristic", "random", 200, seed=2, jobs=2)
    print(result.line())
    assert result.interval()[0] > 0.5


@pytest.mark.slow
def test_search_beats_heuristic() -> None:
    result = duel("search", "heuristic", 100, seed=3, jobs=2)
    print(result.line())
    assert result.interval()[0] > 0.5
