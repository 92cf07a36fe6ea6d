"""frontier packs cells into ints for speed: the same cells, in the same order, as the plain set of
neighbour tuples gives, for grown fields, scattered cells and cells too far out to pack; the rules'
PlaceCore actions, listed by packed cell, are every core on every frontier cell."""

from __future__ import annotations

import random

from game.games.bakugan.rules.action_builders import place_core_actions
from game.games.bakugan.rules.actions import PlaceCore
from game.roll.hexgrid import PACK_OFFSET, frontier, neighbours, packed_frontier, unpacked


def plain_frontier(cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    taken = set(cells)
    return sorted({n for c in taken for n in neighbours(c) if n not in taken})


def test_frontier_of_an_empty_field_is_the_centre() -> None:
    assert frontier([]) == [(0, 0)]


def test_frontier_matches_the_plain_neighbour_sets() -> None:
    rng = random.Random(3)
    for _ in range(500):
        grown: list[tuple[int, int]] = []
        for _ in range(rng.randrange(1, 25)):
            grown.append(rng.choice(frontier(grown)))
        scattered = [(rng.randrange(-50, 50), rng.randrange(-50, 50)) for _ in range(rng.randrange(1, 30))]
        for cells in (grown, scattered):
            assert frontier(cells) == plain_frontier(cells)


def test_frontier_far_from_the_centre() -> None:
    edge = PACK_OFFSET - 1
    for cells in ([(edge, 0)], [(0, -edge)], [(edge - 1, 3), (edge - 2, 3)], [(-(10**9), 10**9), (5, 5)]):
        assert frontier(cells) == plain_frontier(cells)


def test_place_core_actions_are_each_core_on_each_frontier_cell() -> None:
    """The rules list PlaceCore by packed cells (action_builders.place_core_actions): the same
    actions, in the same order, as every core on every cell of frontier."""
    rng = random.Random(5)
    cores = ["s0c1", "s0c2", "s0c3"]
    for _ in range(200):
        cells: list[tuple[int, int]] = []
        for _ in range(rng.randrange(0, 14)):
            cells.append(rng.choice(frontier(cells)))
        expected = [PlaceCore(0, core, cell) for core in cores for cell in frontier(cells)]
        assert place_core_actions(0, cores, cells) == expected
        assert [unpacked(c) for c in packed_frontier(cells) or []] == frontier(cells)
    far = [(PACK_OFFSET, 0)]
    assert packed_frontier(far) is None
    assert place_core_actions(1, cores, far) == [PlaceCore(1, core, cell) for core in cores for cell in frontier(far)]
