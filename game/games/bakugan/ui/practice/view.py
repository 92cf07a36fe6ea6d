"""Drawing the practice table from above: projection, table, cores, Bakugan, aim and map; the
table, cores and Bakugan are the game table's own (table_look.py, cards.core_chip, bakugan_draw.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.games.bakugan.ui import cards, table_look
from game.games.bakugan.ui.practice.no_release_draw import grown_hexagons
from game.games.bakugan.ui.table_geometry import PIECE_MIN_PX
from game.physics.config import PhysicsConfig
from game.physics.magnet import Vec3
from game.physics.table import Table
from game.roll.hexgrid import Cell, hex_center_cm, hex_corners_cm
from game.ui import figures, text, theme
from game.ui.theme import Colour

CORE_KINDS = ("Fist", "Shield", "Helix", "Flaming Fist", "Magic Shield")
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
    surf = table_look.mat(rect.size).copy()  # the game table's mat; the zones painted on it
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
        surf.fill(TABLE_TOP, strip)
        surf.blit(shaded, strip.topleft)
    return surf


def draw_table(screen: pygame.Surface, proj: Projection, shading: pygame.Surface) -> None:
    rect = proj.rect()
    rim = max(3, theme.px(6))
    screen.blit(table_look.mat(rect.inflate(2 * rim, 2 * rim).size, rim), rect.inflate(2 * rim, 2 * rim))
    screen.blit(shading, rect.topleft)
    pygame.draw.rect(screen, table_look.WOOD_DARK, rect, 2)
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


def core_kind(core_id: str, field: dict[str, Cell]) -> str:
    """Which BakuCore a practice core is drawn as: the five kinds in turn, in the order of the
    cores' names, so a field looks like a game's and keeps its look when cores move."""
    order = sorted(field)
    return CORE_KINDS[order.index(core_id) % len(CORE_KINDS)] if core_id in order else CORE_KINDS[0]


def draw_cores(
    screen: pygame.Surface,
    proj: Projection,
    field: dict[str, Cell],
    flats: float,
    held: frozenset[str] = frozenset(),
    lifted: str | None = None,
) -> None:
    """The cores as the game table draws them (cards.core_chip); the ones an open Bakugan holds
    ringed in the accent colour."""
    radius = max(3, round(flats / math.sqrt(3.0) * proj.scale))
    for core_id, cell in sorted(field.items()):
        if core_id == lifted:
            continue
        centre = proj.to_px(hex_center_cm(cell, flats))
        cards.core_chip(screen, centre, radius, core_kind(core_id, field))
        if core_id in held:
            pygame.draw.polygon(screen, theme.ACCENT, cards.hexagon(centre, radius + 2), 4)


def draw_lifted_core(
    screen: pygame.Surface, centre: tuple[int, int], flats: float, scale: float, legal: bool, kind: str = "Fist"
) -> None:
    """A core being dragged: lifted off the table (its shadow below it), ringed green where it
    may go and red where it may not (4.7.3)."""
    radius = max(3, round(flats / math.sqrt(3.0) * scale))
    table_look.shadow(screen, centre, radius, 1.0)
    cards.core_chip(screen, centre, radius, kind)
    pygame.draw.polygon(screen, theme.GOOD if legal else theme.BAD, cards.hexagon(centre, radius + 2), 3)


def draw_bakugan(
    screen: pygame.Surface,
    centre: tuple[int, int],
    radius_px: float,
    seat: int,
    magnet: Vec3,
    angle: float,
    open_for: float | None,
) -> None:
    """The game table's Bakugan (bakugan_draw.py) with its shadow. Closed: the ball, turned by its
    spin, with its magnet dot (bright on top, dim underneath). Open: it springs up, and a ring
    flashes out for the first moments."""
    colour = SEAT_COLOURS.get(seat, theme.NEUTRAL)
    ring = theme.SEAT[seat % len(theme.SEAT)]
    r = max(round(radius_px), theme.px(PIECE_MIN_PX))
    table_look.shadow(screen, centre, r)
    if open_for is None:
        figures.closed_ball(screen, centre, r, colour, ring, angle)
        mx, my, mz = magnet
        dot = (round(centre[0] + mx * r * 0.7), round(centre[1] - my * r * 0.7))
        pygame.draw.circle(screen, (235, 235, 245) if mz >= -0.2 else (110, 110, 120), dot, max(3, r * 0.22))
        return
    grow = min(1.0, open_for / 0.18)
    pop = 0.6 + 0.4 * grow + 0.25 * math.sin(min(1.0, open_for / 0.35) * math.pi)
    figures.open_figure(screen, centre, max(4, round(r * 1.1 * pop)), colour, ring)
    if open_for < 0.45:
        flash = r * (1.4 + 3.0 * open_for / 0.45)
        pygame.draw.circle(screen, theme.ACCENT, centre, flash, 3)


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
