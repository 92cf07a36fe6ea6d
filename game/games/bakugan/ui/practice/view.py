"""Drawing the practice table from above: projection, table, cores, Bakugan, aim and map."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.games.bakugan.ui.practice.no_release_draw import grown_hexagons
from game.physics.config import PhysicsConfig
from game.physics.magnet import Vec3
from game.physics.table import Table
from game.roll.hexgrid import Cell, hex_corners_cm
from game.ui import text, theme
from game.ui.theme import Colour

CORE_FILL: Colour = (214, 178, 92)
CORE_EDGE: Colour = (120, 92, 40)
TABLE_TOP: Colour = (58, 92, 70)
ZONE: Colour = (120, 160, 128)
TOO_CLOSE: Colour = (200, 60, 50)
SEAT_COLOURS: dict[int, Colour] = {0: (214, 64, 52), 1: (52, 128, 220)}


@dataclass(frozen=True)
class Projection:
    """Table centimetres (x right, y up, origin in the middle) to screen pixels."""

    origin: tuple[int, int]  # top-left pixel of the table
    scale: float  # pixels per centimetre
    half_w: float
    half_h: float

    def to_px(self, point: tuple[float, float]) -> tuple[int, int]:
        return (
            round(self.origin[0] + (point[0] + self.half_w) * self.scale),
            round(self.origin[1] + (self.half_h - point[1]) * self.scale),
        )

    def to_px_exact(self, point: tuple[float, float]) -> tuple[float, float]:
        """to_px with the fractions of a pixel kept (for shapes drawn larger and scaled down)."""
        return (
            self.origin[0] + (point[0] + self.half_w) * self.scale,
            self.origin[1] + (self.half_h - point[1]) * self.scale,
        )

    def to_cm(self, pixel: tuple[int, int]) -> tuple[float, float]:
        return (
            (pixel[0] - self.origin[0]) / self.scale - self.half_w,
            self.half_h - (pixel[1] - self.origin[1]) / self.scale,
        )

    def rect(self) -> pygame.Rect:
        return pygame.Rect(
            self.origin[0],
            self.origin[1],
            round(2 * self.half_w * self.scale),
            round(2 * self.half_h * self.scale),
        )


def cell_at(point: tuple[float, float], across_flats_cm: float) -> Cell:
    """The hex cell under a table point (inverse of hex_center_cm, cube rounding)."""
    radius = across_flats_cm / math.sqrt(3.0)
    qf = point[0] / (1.5 * radius)
    rf = point[1] / across_flats_cm - qf / 2.0
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def zone_shading(proj: Projection, table: Table, field: dict[str, Cell], config: PhysicsConfig) -> pygame.Surface:
    """The table top with the release zones, the parts too near a core (7.8.2) in red, smooth
    (no_release_draw.py); drawn once per field, an opaque picture (a frame copies it rather than
    blending it)."""
    rect = proj.rect()
    surf = pygame.Surface(rect.size)
    surf.fill(TABLE_TOP)
    zone = config.release_zone_cm
    for edge_y, inward in ((-table.half_h, 1.0), (table.half_h, -1.0)):
        ys = sorted(proj.to_px((0.0, y))[1] - rect.y for y in (edge_y, edge_y + inward * zone))
        strip = pygame.Rect(0, ys[0], rect.width, ys[1] - ys[0])
        left, top = rect.x + strip.x, rect.y + strip.y  # the strip's corner on the screen
        hexagons = [
            [(x - left, y - top) for x, y in map(proj.to_px_exact, hex_corners_cm(cell, config.core_across_flats_cm))]
            for cell in field.values()
        ]
        gap = config.core_gap_cm * proj.scale
        shaded = grown_hexagons(strip.size, hexagons, gap, (*TOO_CLOSE, 150), (*ZONE, 110))
        surf.blit(shaded, strip.topleft)
    return surf


def draw_table(screen: pygame.Surface, proj: Projection, shading: pygame.Surface) -> None:
    rect = proj.rect()
    screen.blit(shading, rect.topleft)
    pygame.draw.rect(screen, theme.FIELD_EDGE, rect, 3)
    text.blit(
        screen,
        "your release zone (two card lengths, 5.7.1)",
        (rect.centerx, rect.bottom - 6),
        theme.SMALL,
        theme.TEXT,
        anchor="midbottom",
    )
    text.blit(
        screen, "opponent's release zone", (rect.centerx, rect.top + 6), theme.SMALL, theme.TEXT_DIM, anchor="midtop"
    )
    text.blit(
        screen,
        "red: nearer than two card lengths to a core (illegal, 7.8.2)",
        (rect.left + 8, rect.bottom - 24),
        theme.SMALL,
        (240, 170, 160),
        anchor="bottomleft",
    )


def draw_cores(
    screen: pygame.Surface,
    proj: Projection,
    field: dict[str, Cell],
    flats: float,
    held: frozenset[str] = frozenset(),
    lifted: str | None = None,
) -> None:
    for core_id, cell in sorted(field.items()):
        if core_id == lifted:
            continue
        corners = [proj.to_px(c) for c in hex_corners_cm(cell, flats)]
        pygame.draw.polygon(screen, CORE_FILL, corners)
        pygame.draw.polygon(
            screen, theme.ACCENT if core_id in held else CORE_EDGE, corners, 4 if core_id in held else 2
        )
        cx = sum(p[0] for p in corners) // 6
        cy = sum(p[1] for p in corners) // 6
        text.blit(screen, core_id, (cx, cy), theme.SMALL, theme.TEXT_DARK, bold=True, anchor="center")


def draw_lifted_core(screen: pygame.Surface, centre: tuple[int, int], flats: float, scale: float, legal: bool) -> None:
    radius = flats / math.sqrt(3.0) * scale
    corners = [
        (centre[0] + radius * math.cos(math.radians(60 * i)), centre[1] + radius * math.sin(math.radians(60 * i)))
        for i in range(6)
    ]
    pygame.draw.polygon(screen, CORE_FILL, corners)
    pygame.draw.polygon(screen, theme.GOOD if legal else theme.BAD, corners, 3)


def draw_bakugan(
    screen: pygame.Surface,
    centre: tuple[int, int],
    radius_px: float,
    seat: int,
    magnet: Vec3,
    angle: float,
    open_for: float | None,
) -> None:
    """Closed: a ball with its magnet dot (bright on top, dim underneath). Open: it pops."""
    colour = SEAT_COLOURS.get(seat, theme.NEUTRAL)
    if open_for is None:
        pygame.draw.circle(screen, colour, centre, radius_px)
        pygame.draw.circle(screen, (20, 20, 24), centre, radius_px, 2)
        # The seam across the ball turns with its spin about the vertical.
        sx, sy = math.cos(angle) * radius_px, -math.sin(angle) * radius_px
        pygame.draw.line(screen, (30, 30, 34), (centre[0] - sx, centre[1] - sy), (centre[0] + sx, centre[1] + sy), 2)
        mx, my, mz = magnet
        dot = (round(centre[0] + mx * radius_px * 0.7), round(centre[1] - my * radius_px * 0.7))
        pygame.draw.circle(screen, (235, 235, 245) if mz >= -0.2 else (110, 110, 120), dot, max(3, radius_px * 0.28))
        return
    # Pop: swell past full size, settle; a ring flashes out for the first moments.
    grow = min(1.0, open_for / 0.18)
    scale = 1.0 + 0.55 * grow + 0.25 * math.sin(min(1.0, open_for / 0.35) * math.pi)
    r = radius_px * scale
    for k in range(3):
        a = angle + k * 2.0 * math.pi / 3.0
        petal = (round(centre[0] + math.cos(a) * r * 0.55), round(centre[1] - math.sin(a) * r * 0.55))
        pygame.draw.circle(screen, colour, petal, r * 0.6)
        pygame.draw.circle(screen, (20, 20, 24), petal, r * 0.6, 2)
    pygame.draw.circle(screen, (250, 240, 200), centre, r * 0.35)
    if open_for < 0.45:
        ring = radius_px * (1.2 + 3.0 * open_for / 0.45)
        pygame.draw.circle(screen, theme.ACCENT, centre, ring, 3)


def draw_open_map(
    screen: pygame.Surface,
    proj: Projection,
    points: list[tuple[float, float]],
    values: list[float | None],
    step_cm: float,
) -> None:
    size = max(2, round(step_cm * proj.scale * 0.6))
    overlay = pygame.Surface((size, size), pygame.SRCALPHA)
    for point, value in zip(points, values, strict=True):
        if value is None:
            continue
        red = round(230 * (1.0 - value))
        green = round(210 * value)
        overlay.fill((red, green, 60, 170))
        px = proj.to_px(point)
        screen.blit(overlay, (px[0] - size // 2, px[1] - size // 2))
