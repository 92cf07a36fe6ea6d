"""Views: what one seat may see, as typed data the rules layer builds. A view holds no reference
to its game; what an agent needs beyond the visible facts it gets from `sample_world(rng)`: a
whole game consistent with everything the seat has seen (OpenSpiel's resample-from-infostate),
hidden cards dealt at random from what they could be."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any, Protocol

from game.core.zones import Item, Visibility, ZoneKey, ZoneSpec, ZoneTable


class SeatView(Protocol):
    seat: int

    def sample_world(self, rng: random.Random) -> Any:
        """A fresh game (never the real one) consistent with this view; changing it changes nothing else."""
        ...


ZoneSight = tuple[Item, ...] | int  # the items, or only how many there are


def visible_zones(zones: ZoneTable, specs: Iterable[ZoneSpec], seat: int) -> dict[ZoneKey, ZoneSight]:
    """Each zone as `seat` sees it: its items where the zone's visibility lets the seat see them,
    otherwise only their number."""
    visibility = {spec.name: spec.visibility for spec in specs}
    seen: dict[ZoneKey, ZoneSight] = {}
    for key, items in zones.contents.items():
        shown = visibility[key[0]]
        if shown is Visibility.PUBLIC or (shown is Visibility.OWNER and key[1] == seat):
            seen[key] = tuple(items)
        else:
            seen[key] = len(items)
    return seen
