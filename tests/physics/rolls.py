"""Small helpers for building physics roll requests in tests."""

from __future__ import annotations

import random

from game.physics import PhysicsRollModel, RollRecord
from game.roll.hexgrid import Cell
from game.roll.seam import OpenBakuganOnField, RollRequest, Throw, ThrowStyle

MODEL = PhysicsRollModel()
ONE_CORE: dict[str, Cell] = {"A": (0, 0)}
SEVEN_CORES: dict[str, Cell] = {
    "A": (0, 0),
    "B": (1, 0),
    "C": (0, 1),
    "D": (-1, 0),
    "E": (0, -1),
    "F": (1, -1),
    "G": (-1, 1),
}
SLID, ROLLED, SPUN = ThrowStyle.SLID, ThrowStyle.ROLLED, ThrowStyle.SPUN


def roll(
    throws: dict[int, Throw | None],
    field: dict[str, Cell] | None = None,
    *,
    seed: int = 0,
    seats: int = 2,
    obstacles: tuple[OpenBakuganOnField, ...] = (),
) -> RollRecord:
    request = RollRequest(
        field=ONE_CORE if field is None else field,
        throws=throws,
        seats=seats,
        obstacles=obstacles,
    )
    return MODEL.roll_with_trajectory(request, random.Random(seed))
