"""Random BakuCore fields grown edge to edge, the way players place cores (rule 4.7.3)."""

from __future__ import annotations

import random
import string

from game.roll.hexgrid import Cell, frontier


def core_ids(count: int) -> list[str]:
    letters = string.ascii_uppercase
    return [letters[i] if i < 26 else f"K{i}" for i in range(count)]


def random_field(rng: random.Random, count: int) -> dict[str, Cell]:
    """count cores: the first in the middle, each next one on a free side of the field."""
    cells: list[Cell] = []
    for _ in range(count):
        cells.append(rng.choice(frontier(cells)))
    return dict(zip(core_ids(count), cells, strict=True))
