"""The real table in centimetres, seen from one seat: for throwing by drag and animating rolls.

Seats follow the physics table (game/physics/table.py): seat 0 at the bottom edge, seat 1 at the
top, seats 2 and 3 on the left and right. Its sizes come from the physics configuration when
game.physics is importable, else from the same defaults (design.md: 90 x 60 cm for two).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.hexgrid import Cell, hex_center_cm

Vec = tuple[float, float]


@dataclass(frozen=True)
class SeatFrame:
    edge_mid: Vec
    inward: Vec
    right: Vec

    def from_table(self, p: Vec) -> Vec:
        dx, dy = p[0] - self.edge_mid[0], p[1] - self.edge_mid[1]
        return (dx * self.right[0] + dy * self.right[1], dx * self.inward[0] + dy * self.inward[1])

    def to_table(self, lateral: float, depth: float) -> Vec:
        return (
            self.edge_mid[0] + self.right[0] * lateral + self.inward[0] * depth,
            self.edge_mid[1] + self.right[1] * lateral + self.inward[1] * depth,
        )


@dataclass(frozen=True)
class TableGeometry:
    width_cm: float
    depth_cm: float
    seats: tuple[SeatFrame, ...]
    release_zone_cm: float = 17.6
    core_gap_cm: float = 17.6
    across_cm: float = 3.0


def table_geometry(seats: int) -> TableGeometry:
    width, depth, zone, gap, across = 90.0, 60.0 if seats == 2 else 90.0, 17.6, 17.6, 3.0
    try:
        from game.physics import default_config

        cfg = default_config()
        width, depth = cfg.two_player_cm if seats == 2 else cfg.multi_player_cm
        zone, gap, across = cfg.release_zone_cm, cfg.core_gap_cm, cfg.core_across_flats_cm
    except Exception:  # physics not available: the same defaults
        pass
    hw, hh = width / 2.0, depth / 2.0
    frames = (
        SeatFrame((0.0, -hh), (0.0, 1.0), (1.0, 0.0)),
        SeatFrame((0.0, hh), (0.0, -1.0), (-1.0, 0.0)),
        SeatFrame((-hw, 0.0), (1.0, 0.0), (0.0, -1.0)),
        SeatFrame((hw, 0.0), (-1.0, 0.0), (0.0, 1.0)),
    )
    return TableGeometry(width, depth, frames[:seats], zone, gap, across)


class Projection:
    """Table centimetres to screen pixels with `viewer`'s edge at the bottom of `rect`."""

    def __init__(self, geom: TableGeometry, viewer: int, rect: pygame.Rect) -> None:
        self.geom = geom
        self.frame = geom.seats[viewer]
        sideways = abs(self.frame.inward[0]) > 0.5
        self.extent_x = geom.depth_cm if sideways else geom.width_cm  # along the viewer's right
        self.extent_y = geom.width_cm if sideways else geom.depth_cm  # along the viewer's inward
        self.k = min((rect.width - 16) / self.extent_x, (rect.height - 12) / self.extent_y)
        self.cx = rect.centerx
        self.bottom = rect.centery + self.extent_y * self.k / 2

    def to_px(self, p: Vec) -> tuple[int, int]:
        lat, dep = self.frame.from_table(p)
        return (int(self.cx + lat * self.k), int(self.bottom - dep * self.k))

    def seat_coords(self, px: tuple[int, int]) -> Vec:
        """(lateral_cm, depth_cm) of a screen point in the viewer's seat frame."""
        return ((px[0] - self.cx) / self.k, (self.bottom - px[1]) / self.k)

    def table_rect(self) -> pygame.Rect:
        w, h = self.extent_x * self.k, self.extent_y * self.k
        return pygame.Rect(int(self.cx - w / 2), int(self.bottom - h), int(w), int(h))

    def core_px(self, cell: Cell) -> tuple[int, int]:
        return self.to_px(hex_center_cm(cell, self.geom.across_cm))

    def core_radius_px(self) -> int:
        return max(3, int(self.geom.across_cm / math.sqrt(3.0) * self.k))


def release_warning(geom: TableGeometry, viewer: int, lateral: float, depth: float, field: dict[str, Cell]) -> str:
    """Why a release there would break a rule (5.7.1, 7.8.2), or "" (an estimate for the preview)."""
    if depth < 0:
        return "off the table: a mis-roll (7.9.1)"
    if depth > geom.release_zone_cm:
        return "outside your release zone (5.7.1): an illegal roll (7.8.2)"
    p = geom.seats[viewer].to_table(lateral, depth)
    for cell in field.values():
        c = hex_center_cm(cell, geom.across_cm)
        if math.dist(p, c) - geom.across_cm / 2 < geom.core_gap_cm:
            return "nearer than two card lengths to a BakuCore: an illegal roll (7.8.2)"
    return ""
