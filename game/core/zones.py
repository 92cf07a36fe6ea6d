"""Zones and the one move primitive. Every card (or other piece: a BakuCore, an energy token)
lives in exactly one zone; `ZoneTable.move` is the only way it changes zone, and the game's
`CoreGame.move` announces each move as a `Moved` event, so triggers, records and "cards
discarded this turn" lists subscribe to moves instead of being called by hand."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from game.core.zone_events import Item as Item
from game.core.zone_events import Moved as Moved  # the zone events, here too where games import them
from game.core.zone_events import Removed as Removed
from game.core.zone_events import Shuffled as Shuffled
from game.core.zone_events import ZoneKey as ZoneKey

SHARED: Final = -1  # owner of a zone no player owns (the field, a shared supply)


class Visibility(Enum):
    """Who may see what is in a zone (hidden information: a view shows only what its seat may see)."""

    PUBLIC = "public"  # everyone sees the items (field, discard pile)
    OWNER = "owner"  # the owner sees them, the others see how many (hand)
    HIDDEN = "hidden"  # nobody sees them, everyone sees how many (deck)


@dataclass(frozen=True)
class ZoneSpec:
    """A zone a game declares: `per_seat` zones exist once for every seat (hand, deck), the
    others once (field), and `per_piece` zones are made by the game with `ZoneTable.add` for each
    piece that holds others (the cores on a Bakugan; the owner number is then the piece's).
    `ordered` zones keep an order that matters (a deck's top is its end)."""

    name: str
    visibility: Visibility = Visibility.PUBLIC
    per_seat: bool = True
    ordered: bool = False
    per_piece: bool = False


class ZoneError(ValueError):
    """A move the table cannot make: an unknown zone, or an item that is not where it is said to be."""


class ZoneTable:
    """The contents of every zone of one game, and where each item is. Plain data: it copies with
    `copy()` and compares with `==`, so it can sit in a game's state."""

    __slots__ = ("contents", "where")

    def __init__(self, specs: Iterable[ZoneSpec], seats: int) -> None:
        self.contents: dict[ZoneKey, list[Item]] = {}
        for spec in specs:
            if spec.per_piece:
                continue
            for owner in range(seats) if spec.per_seat else (SHARED,):
                self.contents[(spec.name, owner)] = []
        self.where: dict[Item, ZoneKey] = {}

    def copy(self) -> ZoneTable:
        other = ZoneTable((), 0)
        other.contents = {key: list(items) for key, items in self.contents.items()}
        other.where = dict(self.where)
        return other

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Copied and pickled as its two tables (a compiled ZoneTable has no __dict__ to copy)."""
        return _zone_table, (self.contents, self.where)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ZoneTable) and self.contents == other.contents

    __hash__ = None  # type: ignore[assignment]  # mutable

    def add(self, key: ZoneKey) -> None:
        """Make an empty zone of a `per_piece` kind (the piece's number as its owner)."""
        if key in self.contents:
            raise ZoneError(f"zone {key} exists")
        self.contents[key] = []

    def __getitem__(self, key: ZoneKey) -> list[Item]:
        """The zone's items, bottom first (read only: change zones through `move`)."""
        try:
            return self.contents[key]
        except KeyError:
            raise ZoneError(f"no zone {key[0]!r} for owner {key[1]}") from None

    def zone_of(self, item: Item) -> ZoneKey | None:
        return self.where.get(item)

    def top(self, key: ZoneKey) -> Item | None:
        """The item on top of an ordered zone (its end), or None when it is empty."""
        items = self[key]
        return items[-1] if items else None

    def shuffle(self, key: ZoneKey, rng: random.Random) -> None:
        rng.shuffle(self[key])

    def move(self, item: Item, target: ZoneKey, *, index: int | None = None) -> ZoneKey | None:
        """Put `item` into `target` (at its end, or before position `index`), taking it from the
        zone it is in; returns that zone (None for an item entering the game). Does not announce
        the move: `CoreGame.move` does."""
        items = self[target]
        source = self.where.get(item)
        if source is not None:
            self.contents[source].remove(item)
        if index is None:
            items.append(item)
        else:
            items.insert(index, item)
        self.where[item] = target
        return source

    def remove(self, item: Item) -> ZoneKey:
        """Take `item` out of the game altogether; returns the zone it was in."""
        source = self.where.pop(item, None)
        if source is None:
            raise ZoneError(f"{item!r} is in no zone")
        self.contents[source].remove(item)
        return source


def _zone_table(contents: dict[ZoneKey, list[Item]], where: dict[Item, ZoneKey]) -> ZoneTable:
    table = ZoneTable((), 0)
    table.contents, table.where = contents, where
    return table
