"""Where a BakuCore can be, as core zone keys (game/core/zones.py): on the field at a cell
(FIELD), held by a Bakugan (`held_by(bid)`: ("cores", bid)), or neither, waiting to be placed
(WAITING: taken off by a retract or an effect, not yet placed, rule 4.7.3).
`GameBase.move_core` is the one way a BakuCore changes place; it announces each move as a core
`Moved` event (its item the core's id, a str), to which the 5.11.2 record subscribes.

Two Bakugan that open on one BakuCore both hold it (rule 5.7.2): the second takes it from
WAITING, as it is no longer on the field, and the first keeps it."""

from __future__ import annotations

from typing import Final

from game.core.zones import SHARED, ZoneKey

FIELD: Final[ZoneKey] = ("field", SHARED)
WAITING: Final[ZoneKey] = ("waiting", SHARED)
HELD: Final = "cores"  # the zone name of the BakuCores a Bakugan holds


def held_by(bid: int) -> ZoneKey:
    return (HELD, bid)
