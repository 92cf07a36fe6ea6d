"""frontier packs cells into ints for speed: the same cells, in the same order, as the plain set of
neighbour tuples gives, for grown fields, scattered cells and cells too far out to pack; packed_frontier
gives frontier's cells packed."""

from __future__ import annotations

import random

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


def test_packed_frontier_unpacks_to_frontier() -> None:
    rng = random.Random(5)
    for _ in range(200):
        cells: list[tuple[int, int]] = []
        for _ in range(rng.randrange(0, 14)):
            cells.append(rng.choice(frontier(cells)))
        packed = packed_frontier(cells)
        assert packed is not None and [unpacked(c) for c in packed] == frontier(cells)
    assert packed_frontier([(PACK_OFFSET, 0)]) is None  # too far out: frontier falls back to tuples
