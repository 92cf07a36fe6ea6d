"""The real table seen from one seat, on screen: for throwing by drag and animating rolls.

The table itself (sizes, seats, release rules) is game/physics/table.py with the sizes from
game/data/physics.yaml; this module only projects it onto the screen (the throw preview, with the
release rules in words, is game/games/bakugan/ui/throw_preview.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.physics.config import PhysicsConfig, default_config
from game.physics.table import Seat, Table, make_table
from game.roll.hexgrid import Cell, hex_center_cm
from game.ui.theme import px

Vec = tuple[float, float]
PIECE_MIN_PX = 14  # the smallest radius a Bakugan is drawn at, at the 1280x720 design size


@dataclass(frozen=True)
class TableGeometry:
    """The physics table, and the sizes the screen needs read once from the physics configuration."""

    table: Table
    config: PhysicsConfig
    width_cm: float
    depth_cm: float
    seats: tuple[Seat, ...]
    release_zone_cm: float
    core_gap_cm: float
    across_cm: float


def table_geometry(seats: int, config: PhysicsConfig | None = None) -> TableGeometry:
    cfg = config if config is not None else default_config()
    table = make_table(cfg, seats)
    return TableGeometry(
        table,
        cfg,
        table.width_cm,
        table.depth_cm,
        table.seats,
        cfg.release_zone_cm,
        cfg.core_gap_cm,
        cfg.core_across_flats_cm,
    )


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
        x, y = self.to_px_exact(p)
        return (int(x), int(y))

    def to_px_exact(self, p: Vec) -> tuple[float, float]:
        """to_px with the fractions of a pixel kept (for shapes drawn larger and scaled down)."""
        lat, dep = self.frame.from_table(p)
        return (self.cx + lat * self.k, self.bottom - dep * self.k)

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

    def ball_radius_px(self) -> int:
        """A closed Bakugan's radius on screen: to scale, but never smaller than a piece a player
        can pick out at a glance (PIECE_MIN_PX at the design size, scaled with the window)."""
        return max(self.to_scale_ball_px(), px(PIECE_MIN_PX))

    def to_scale_ball_px(self) -> int:
        return max(3, round(self.geom.config.ball_radius_cm * self.k))
