"""Cores named the way a player would point at them, for the physics' explanations.

A core is called by its label when the request gives one ("the Shield core (+200 BP)") and, when
other cores share that label, by where it lies as seen from the thrower's edge: "the Shield core
second nearest your edge, on the left". Internal ids ("s0c3") never reach the words.
"""

from __future__ import annotations

from game.physics.table import Table
from game.roll.hexgrid import Cell, hex_center_cm
from game.roll.seam import RollRequest

ORDINALS = ("", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
PLAIN = "core"  # the label of a core nobody named


class CoreNamer:
    """Names the cores of one field from one seat's point of view."""

    def __init__(
        self,
        table: Table,
        seat: int,
        field: dict[str, Cell],
        across_flats_cm: float,
        labels: dict[str, str] | None = None,
        seat_name: str | None = None,
    ) -> None:
        self.table = table
        self.seat = seat
        self.field = field
        self.flats = across_flats_cm
        self.labels = labels or {}
        self.edge = f"{seat_name}'s edge" if seat_name else "your edge"

    @classmethod
    def for_request(cls, request: RollRequest, table: Table, seat: int, across_flats_cm: float) -> CoreNamer:
        return cls(table, seat, request.field, across_flats_cm, request.core_labels, request.seat_names.get(seat))

    def label(self, core_id: str) -> str:
        return self.labels.get(core_id) or PLAIN

    def __call__(self, core_id: str) -> str:
        label = self.label(core_id)
        if core_id not in self.field:
            return f"the {label}"
        same = [c for c in self.field if self.label(c) == label]
        if len(same) == 1:
            return f"the {label}"
        where = self._where(core_id, same)
        return f"the {label} {where}" if where else f"the {label}"

    def names(self, core_ids: tuple[str, ...] | list[str]) -> str:
        """Several cores in one phrase: "the Fist core and the Shield core"."""
        words = [self(c) for c in core_ids]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]

    def _where(self, core_id: str, same: list[str]) -> str:
        side = self.table.seat(self.seat)
        spots = {c: side.from_table(hex_center_cm(self.field[c], self.flats)) for c in same}
        half_row = self.flats / 2.0  # neighbouring hex columns sit half a core apart in depth
        rows = {c: round(depth / half_row) for c, (_, depth) in spots.items()}
        levels = sorted(set(rows.values()))
        words = []
        if len(levels) > 1:
            k = levels.index(rows[core_id])
            if k == 0:
                words.append(f"nearest {self.edge}")
            elif k == len(levels) - 1:
                words.append(f"farthest from {self.edge}")
            else:
                words.append(f"{ORDINALS[min(k, len(ORDINALS) - 1)]} nearest {self.edge}")
        row = sorted(spots[c][0] for c in same if rows[c] == rows[core_id])
        if len(row) > 1:
            i = row.index(spots[core_id][0])
            if i == 0:
                words.append("on the left")
            elif i == len(row) - 1:
                words.append("on the right")
            else:
                words.append(f"{ORDINALS[min(i, len(ORDINALS) - 1)]} from the left")
        return ", ".join(words)
