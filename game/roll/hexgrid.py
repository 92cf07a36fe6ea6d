"""Axial hex coordinates for the BakuCore field (rule 4.7.3: cores touch edge to edge).

Cores are flat-topped hexagons. Cell (0, 0) is the centre of the play area. The same
geometry serves the rules (which cells are adjacent) and the physics (where a core lies in cm).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Final

Cell = tuple[int, int]

NEIGHBOUR_STEPS: Final[tuple[Cell, ...]] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in NEIGHBOUR_STEPS]


# frontier packs a cell (q, r) into one int, (q + PACK_OFFSET) * PACK_SPAN + r + PACK_OFFSET, whose
# order is the cells' order: sets and sorting of ints are several times faster than of tuples. The
# span is odd, not 1 << 21: a set or dict places an int by its lowest bits, which with a span of a
# power of two hold r alone, so that every cell of a column fell on one slot (a chain of probes).
PACK_OFFSET: Final = 1 << 20
PACK_SPAN: Final = (1 << 21) + 37
_PACKED_STEPS: Final = tuple(dq * PACK_SPAN + dr for dq, dr in NEIGHBOUR_STEPS)
CENTRE_PACKED: Final = PACK_OFFSET * PACK_SPAN + PACK_OFFSET  # (0, 0)


def frontier(occupied: Iterable[Cell]) -> list[Cell]:
    """Empty cells sharing a full side with an occupied cell, in a stable order (sorted).

    An empty field has one legal cell, the centre (rule 1.4.3: the first core goes in the middle).
    """
    cells = list(occupied)
    packed = packed_frontier(cells)
    if packed is None:
        return _frontier_of_tuples(cells)  # too far out to pack (no real field reaches this)
    return [unpacked(c) for c in packed]


def packed_frontier(cells: list[Cell]) -> list[int] | None:
    """frontier(cells), each cell packed into one int (in the cells' order: sorted), or None when a
    cell is too far out to pack; the rules key their PlaceCore actions by it (no tuple made or
    hashed per cell)."""
    if not cells:
        return [CENTRE_PACKED]
    for q, r in cells:  # a loop, not any(): no generator at every placement
        if abs(q) >= PACK_OFFSET - 1 or abs(r) >= PACK_OFFSET - 1:
            return None
    taken = {(q + PACK_OFFSET) * PACK_SPAN + r + PACK_OFFSET for q, r in cells}
    found = {c + step for c in taken for step in _PACKED_STEPS}
    found.difference_update(taken)
    return sorted(found)


class KeptFrontier:
    """packed_frontier of a field kept from one call to the next: a BakuCore placed changes one cell,
    so the frontier is brought up to date from that cell (it leaves the frontier, its free
    neighbours join) instead of being found afresh; any other change (a core taken off the field,
    several placed, another field) finds it afresh. The list returned is the keeper's: to read at
    once, not to keep or change."""

    __slots__ = ("_free", "_frontier", "_taken")

    def __init__(self) -> None:
        self._taken: set[int] = set()  # the packed cells of the field last asked about
        self._frontier: list[int] = [CENTRE_PACKED]  # its packed_frontier
        self._free: set[int] = {CENTRE_PACKED}  # the same cells, to look up

    def of(self, cells: list[Cell]) -> list[int] | None:
        """packed_frontier(cells)."""
        taken = self._taken
        now: set[int] = set()
        added = new = 0
        for q, r in cells:
            if q >= PACK_OFFSET - 1 or -q >= PACK_OFFSET - 1 or r >= PACK_OFFSET - 1 or -r >= PACK_OFFSET - 1:
                return None
            cell = (q + PACK_OFFSET) * PACK_SPAN + r + PACK_OFFSET
            now.add(cell)
            if cell not in taken:
                added = cell
                new += 1
        free = self._free
        # one cell not in the last field and one cell more: the last field and that cell
        if new == 1 and len(now) == len(taken) + 1 and added in free:  # a core placed on the frontier (4.7.3)
            kept = self._frontier
            kept.remove(added)
            free.discard(added)
            grown = False
            for step in _PACKED_STEPS:
                cell = added + step
                if cell not in now and cell not in free:
                    free.add(cell)
                    kept.append(cell)
                    grown = True
            if grown:
                kept.sort()
        elif new or len(now) != len(taken):
            found = packed_frontier(cells)
            assert found is not None  # every cell is packable: checked above
            self._frontier = found
            self._free = set(found)
        self._taken = now
        return self._frontier


def unpacked(cell: int) -> Cell:
    """The cell packed_frontier packed into `cell`."""
    return (cell // PACK_SPAN - PACK_OFFSET, cell % PACK_SPAN - PACK_OFFSET)


def _frontier_of_tuples(cells: list[Cell]) -> list[Cell]:
    taken = set(cells)
    return sorted({n for c in taken for n in neighbours(c) if n not in taken})


def is_legal_placement(cell: Cell, occupied: Iterable[Cell]) -> bool:
    return cell in frontier(occupied)


def hex_center_cm(cell: Cell, across_flats_cm: float) -> tuple[float, float]:
    """Centre of a flat-topped hex cell in table centimetres (x right, y up)."""
    q, r = cell
    radius = across_flats_cm / math.sqrt(3.0)
    x = radius * 1.5 * q
    y = across_flats_cm * (r + q / 2.0)
    return (x, y)


def hex_corners_cm(cell: Cell, across_flats_cm: float) -> list[tuple[float, float]]:
    cx, cy = hex_center_cm(cell, across_flats_cm)
    radius = across_flats_cm / math.sqrt(3.0)
    return [
        (cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i))) for i in range(6)
    ]
