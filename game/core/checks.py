"""Invariants every game on the core shares, for a game's own `check_invariants` to build on:
each item in exactly one zone, and a decision owed by a seat or by chance exactly while the game
goes on. Each returns what does not hold, in words (empty: all holds)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.core.decisions import CHANCE
from game.core.state import CoreState
from game.core.zones import Item


def placement_problems(core: CoreState, items: Iterable[Item]) -> list[str]:
    """Every one of `items` (all the game's cards or pieces) in exactly one zone, recorded there,
    and nothing else in any zone: nothing made, nothing lost."""
    zones = core.zones
    placed = Counter(item for contents in zones.contents.values() for item in contents)
    expected = Counter(list(items))  # (a dict gives its keys)
    problems: list[str] = []
    if placed != expected:
        made = sorted(map(str, placed - expected))
        lost = sorted(map(str, expected - placed))
        twice = sorted(str(i) for i, n in placed.items() if n > 1)
        problems.append(f"made {made}, lost {lost}, in two zones {twice}")
    for key, contents in zones.contents.items():
        problems += [
            f"{item} is in {key} but recorded in {zones.where.get(item)}"
            for item in contents
            if zones.where.get(item) != key
        ]
    return problems


def decision_problems(core: CoreState) -> list[str]:
    """While the game goes on a decision is owed, each by a seat or by chance; once it is over,
    nothing is pending and the winner is a seat or nobody (a draw)."""
    if core.over:
        problems = [] if core.winner is None or 0 <= core.winner < core.seats else [f"the winner is seat {core.winner}"]
        return problems + (["decisions pending after the end"] if core.pending else [])
    problems = [] if core.pending else ["nobody to act in a game that goes on"]
    return problems + [
        f"a decision owed by seat {d.seat}" for d in core.pending if d.seat != CHANCE and not 0 <= d.seat < core.seats
    ]
