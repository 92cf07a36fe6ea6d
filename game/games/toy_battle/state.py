"""Toy Battle's state: the core's part (zones, pending decisions, phase, log) and its own."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, Final

from game.core import SHARED, CoreState, ZoneKey, ZoneSpec
from game.roll.hexgrid import Cell

BAKUGAN_EACH: Final = 3
CORES_EACH: Final = 6

# Bakugan move between "closed" and "open"; BakuCores from a seat's "supply" to the "field", onto
# an opened Bakugan ("on", bid) and back to the field when it retracts.
ZONES: Final = (
    ZoneSpec("closed"),
    ZoneSpec("open"),
    ZoneSpec("supply"),
    ZoneSpec("field", per_seat=False),
    ZoneSpec("on", per_seat=False, per_piece=True),
)


def field_zone() -> ZoneKey:
    return ("field", SHARED)


def on_zone(bid: int) -> ZoneKey:
    return ("on", bid)


@dataclass(frozen=True)
class ToyBakugan:
    bid: int
    owner: int
    character: str  # card id, for its B-Power and Faction


@dataclass
class ToyState:
    core: CoreState
    seed: int
    bakugan: list[ToyBakugan]
    core_defs: dict[str, str]  # core instance id ("s0c1") -> core definition id
    cells: dict[str, Cell] = dc_field(default_factory=dict)  # where each core on the field lies
    starting: int = 0
    first_starter: int = 0  # who started turn one (the last BakuCore placer)
    selected: dict[int, int] = dc_field(default_factory=dict)  # seat -> bid this brawl
    throws: dict[int, Any] = dc_field(default_factory=dict)  # seat -> Throw | None

    def copy(self) -> ToyState:
        """An independent copy, far cheaper than copy.deepcopy (a view takes one per decision)."""
        return ToyState(
            core=self.core.copy(),
            seed=self.seed,
            bakugan=self.bakugan,  # never changed after setup
            core_defs=self.core_defs,  # never changed after setup
            cells=dict(self.cells),
            starting=self.starting,
            first_starter=self.first_starter,
            selected=dict(self.selected),
            throws=dict(self.throws),
        )

    def is_open(self, bid: int) -> bool:
        return self.core.zones.zone_of(bid) == ("open", self.bakugan[bid].owner)

    def bakugan_in(self, zone: ZoneKey) -> list[int]:
        return [b for b in self.core.zones[zone] if isinstance(b, int)]

    def cores_on(self, bid: int) -> list[str]:
        return [str(c) for c in self.core.zones[on_zone(bid)]]

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(dataclasses.replace(self, core=None))  # type: ignore[arg-type]
        data["zones"] = {f"{name}:{owner}": list(items) for (name, owner), items in self.core.zones.contents.items()}
        # a decision's data (the BakuCore to place) decides its legal actions; written only when
        # there is some, so states recorded before it hash as they did
        data["pending"] = [(d.kind, d.seat, *([dict(d.data)] if d.data else [])) for d in self.core.pending]
        data.update(phase=self.core.phase, turn=self.core.turn, winner=self.core.winner, names=self.core.names)
        data["log"] = [dataclasses.asdict(e) for e in self.core.log]
        loaded: dict[str, Any] = json.loads(json.dumps(data, default=str))
        return loaded

    def state_hash(self) -> str:
        data = self.to_json()
        data.pop("log", None)
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]
