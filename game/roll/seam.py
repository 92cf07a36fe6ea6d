"""The seam between the rules engine and whatever decides a roll (rules 5.7, 7.8.2, 7.9).

The engine asks a RollModel for one RollOutcome per rolling player. A seeded probabilistic model
(game/roll/probabilistic.py) and the pymunk physics (game/physics/) both implement RollModel.
Outcomes are recorded in the game's action list, so a replay never needs to re-run the model.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as dc_field
from enum import Enum
from typing import Protocol

from game.roll.hexgrid import Cell


class ThrowStyle(str, Enum):
    ROLLED = "rolled"  # end over end: the magnet turns with distance travelled
    SLID = "slid"  # keeps its starting orientation, more friction
    SPUN = "spun"  # turns about the vertical axis


@dataclass(frozen=True)
class Throw:
    """A thrower's choices, relative to their own seat (their table edge is 'behind' them).

    lateral_cm: release point left(-)/right(+) of the middle of the thrower's edge.
    depth_cm: how far in from the thrower's edge the Bakugan is released (rule 5.7.1 allows
      up to two card lengths).
    angle_deg: direction of travel, 0 = straight at the centre of the table, positive = to the
      thrower's right.
    speed_mps: release speed in metres per second.
    spin: signed spin rate in revolutions per second (used by the spun style, and as side spin).
    magnet_deg: how the hand holds the magnet at release, from facing the direction of travel:
      turned forward and down, end over end, for rolled and slid; turned anticlockwise seen
      from above for spun. 0 = magnet facing forward. (Added for the physics model, issue 4.)
    """

    lateral_cm: float = 0.0
    depth_cm: float = 8.0
    angle_deg: float = 0.0
    speed_mps: float = 1.2
    style: ThrowStyle = ThrowStyle.ROLLED
    spin: float = 0.0
    magnet_deg: float = 0.0


class RollResult(str, Enum):
    OPENED = "opened"  # opened on a core (rule 5.7.2), with or without attaching cores
    CLOSED = "closed"  # stayed closed: a legal roll that did not open
    MISROLL = "misroll"  # left the play area or never entered it (rule 7.9.1)
    ILLEGAL = "illegal"  # rule 7.8.2; treated as missed (rule 7.2.6)


@dataclass(frozen=True)
class RollOutcome:
    result: RollResult
    cores: tuple[str, ...] = ()  # ids of field cores the Bakugan holds (only when OPENED)
    reason: str = ""  # for ILLEGAL/MISROLL: what happened, in words
    rule: str = ""  # the rule behind a non-open (e.g. "7.8.2", "7.9.1")
    rest_cm: tuple[float, float] | None = None  # where an opened Bakugan came to rest

    @property
    def opened(self) -> bool:
        return self.result is RollResult.OPENED


@dataclass(frozen=True)
class OpenBakuganOnField:
    """An open Bakugan from an earlier brawl: an obstacle for new rolls (rule 5.7.1)."""

    seat: int
    position_cm: tuple[float, float]


@dataclass(frozen=True)
class RollRequest:
    """Everything a model needs to decide one simultaneous roll (rule 5.7.1)."""

    field: dict[str, Cell]  # core id -> hex cell of every core on the BakuCore Field
    throws: dict[int, Throw | None]  # seat -> throw (None: the model's own typical throw)
    seats: int  # number of players at the table (2 to 4), for the table layout
    obstacles: tuple[OpenBakuganOnField, ...] = ()
    # For explanations only (they never change an outcome): how players call each core
    # ("Shield core (+200 BP)") and each seat's player, so reasons can say "Bob's edge".
    core_labels: dict[str, str] = dc_field(default_factory=dict)
    seat_names: dict[int, str] = dc_field(default_factory=dict)


class RollModel(Protocol):
    name: str

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]: ...
