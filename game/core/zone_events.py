"""The events of zones: an item moved, removed from the game, a zone shuffled (game/core/zones.py
re-exports them). A module of their own so that the compiled core (tools/compile_core.py) builds
them natively: a Bakugan game makes a `Moved` at every card move."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event

ZoneKey = tuple[str, int]  # (zone name, owner seat or SHARED)
Item = int | str  # a card instance id, a core id: unique in its game


@dataclass(slots=True)
class Moved(Event):
    """`item` went from `source` (None when it enters the game) to `target`; `cause` says why in
    the game's words (e.g. "discard", "damage", "draw") and `rule` cites the rule that moved it.
    Slotted, not frozen, as one is made at every move (events.py): handlers never change it."""

    item: Item
    source: ZoneKey | None
    target: ZoneKey
    cause: str = ""
    rule: str = ""
    by: int = -1  # the seat whose card or rule moved it, where a rule needs to know (-1: not said)

    # written out: compiled, the dataclass decorator's __init__ would run interpreted at every move
    def __init__(
        self, item: Item, source: ZoneKey | None, target: ZoneKey, cause: str = "", rule: str = "", by: int = -1
    ) -> None:
        self.item = item
        self.source = source
        self.target = target
        self.cause = cause
        self.rule = rule
        self.by = by


@dataclass(slots=True)
class Removed(Event):
    """`item` left the game from `source` (a token that ceases to exist, a card removed from play)."""

    item: Item
    source: ZoneKey
    cause: str = ""
    rule: str = ""


@dataclass(slots=True)
class Shuffled(Event):
    """The zone's order was randomised (its items, and every seat's knowledge of their order)."""

    zone: ZoneKey
    rule: str = ""
