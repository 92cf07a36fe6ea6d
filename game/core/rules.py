"""What a game declares to the core: its zones, phases, decision kinds, win conditions, the
actions it accepts at any time, and who subscribes to which event."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from game.core.decisions import DecisionRegistry
from game.core.events import EventBus
from game.core.zones import ZoneSpec

G = TypeVar("G")
_BUSES: dict[int, EventBus] = {}  # by id of a Rules object (rules live as long as the program)


@dataclass(frozen=True)
class Phase(Generic[G]):
    """A step of the turn. `enter` runs when the game reaches it: it does the step's automatic
    work and pushes the decisions the step asks for; once no decision is pending the core goes
    on to the next phase."""

    name: str
    enter: Callable[[G], None]
    rule: str = ""


@dataclass(frozen=True)
class WinCondition(Generic[G]):
    """`check` returns the winning seat, or None while the condition does not hold. Checked in
    order after every action (and after every phase entered); the first that holds ends the game."""

    name: str
    rule: str
    check: Callable[[G], int | None]


@dataclass(frozen=True)
class Rules(Generic[G]):
    """One game's declaration. `setup` phases run once, in order, then `turn` phases repeat,
    the turn number going up each time the first of them is entered. `anytime` maps action
    classes accepted whatever decision is pending (a forfeit) to their handlers. `subscribers`
    pairs event classes with handlers `(game, event)`, subscribed when a game is made."""

    name: str
    zones: tuple[ZoneSpec, ...]
    setup: tuple[Phase[G], ...]
    turn: tuple[Phase[G], ...]
    decisions: DecisionRegistry[G]
    wins: tuple[WinCondition[G], ...] = ()
    anytime: Mapping[type, Callable[[G, Any], None]] = field(default_factory=dict)
    subscribers: tuple[tuple[type, Callable[[G, Any], None]], ...] = ()

    def event_bus(self) -> EventBus:
        """The bus of `subscribers`, built once and shared by every game under these rules."""
        bus = _BUSES.get(id(self))
        if bus is None:
            bus = EventBus()
            for event_type, handler in self.subscribers:
                bus.subscribe(event_type, handler)
            _BUSES[id(self)] = bus
        return bus

    def phase(self, name: str) -> Phase[G]:
        for phase in (*self.setup, *self.turn):
            if phase.name == name:
                return phase
        raise KeyError(f"{self.name} has no phase {name!r}")
