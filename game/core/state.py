"""`CoreState`: the part of a game's state the core keeps for a game that stores its zones and
pending decisions with the core (Toy Battle, Fusion World, Battle Monsters). Plain data, copied
and deep-copied with the game's state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from game.core.decisions import Decision
from game.core.frozen import Rebuilt, rebuilt
from game.core.log import LogEntry
from game.core.zones import ZoneTable


@dataclass
class CoreState:
    """The part of a game's state the core keeps: zones, pending decisions (last = next),
    phase, turn, result and log."""

    seats: int
    names: list[str]
    zones: ZoneTable
    pending: list[Decision] = field(default_factory=list)
    phase: str = ""
    turn: int = 0
    winner: int | None = None
    over: bool = False
    log: list[LogEntry] = field(default_factory=list)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(
        self,
        seats: int,
        names: list[str],
        zones: ZoneTable,
        pending: list[Decision] | None = None,
        phase: str = "",
        turn: int = 0,
        winner: int | None = None,
        over: bool = False,
        log: list[LogEntry] | None = None,
    ) -> None:
        self.seats = seats
        self.names = names
        self.zones = zones
        self.pending = list() if pending is None else pending
        self.phase = phase
        self.turn = turn
        self.winner = winner
        self.over = over
        self.log = list() if log is None else log

    def copy(self) -> CoreState:
        """An independent copy (decisions and log entries are immutable, so they are shared)."""
        return CoreState(
            self.seats,
            list(self.names),
            self.zones.copy(),
            list(self.pending),
            self.phase,
            self.turn,
            self.winner,
            self.over,
            list(self.log),
        )

    def __reduce__(self) -> Rebuilt:  # copied and pickled through __init__, compiled or not (game/core/frozen.py)
        return rebuilt(self)


class HasCore(Protocol):
    core: CoreState
