"""Small vector icons drawn by the program: factions, card types and BakuCore types.

Each icon has its own silhouette, so factions and cores are told apart by shape as well as by
colour (the colour-blind-safe palette relies on it). Icons fit a circle of radius r around c.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui.theme import Colour

Point = tuple[float, float]
Drawer = Callable[[pygame.Surface, Point, float, Colour], None]


def _poly(centre: Point, r: float, pts: list[Point]) -> list[Point]:
    """Points given in a unit box (-1..1, y down) placed at centre with radius r."""
    return [(centre[0] + x * r, centre[1] + y * r) for x, y in pts]


def _width(r: float) -> int:
    return max(1, round(r / 5))


# ---------------------------------------------------------------- factions


def flame(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    pts = [(0.0, -1.0), (0.45, -0.35), (0.35, -0.65), (0.8, 0.05), (0.75, 0.5), (0.45, 0.85), (0.0, 1.0)]
    pts += [(-0.45, 0.85), (-0.75, 0.5), (-0.8, 0.05), (-0.5, -0.4)]
    pygame.draw.polygon(surface, colour, _poly(c, r, pts))


def drop(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    body = (c[0], c[1] + r * 0.35)
    pygame.draw.circle(surface, colour, body, r * 0.62)
    pygame.draw.polygon(surface, colour, _poly(c, r, [(0.0, -1.0), (0.6, 0.2), (-0.6, 0.2)]))


def leaf(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    pts = [(math.cos(a) * 0.95, math.sin(a) * 0.5) for a in (i * math.pi / 8 for i in range(16))]
    angle = math.radians(-40)
    rot = [(x * math.cos(angle) - y * math.sin(angle), x * math.sin(angle) + y * math.cos(angle)) for x, y in pts]
    pygame.draw.polygon(surface, colour, _poly(c, r, rot))
    pygame.draw.line(surface, (255, 255, 255), _poly(c, r, [(-0.7, 0.6)])[0], _poly(c, r, [(0.7, -0.6)])[0], _width(r))


def sun(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    pygame.draw.circle(surface, colour, c, r * 0.5)
    for i in range(8):
        a = i * math.pi / 4
        inner = (c[0] + math.cos(a) * r * 0.65, c[1] + math.sin(a) * r * 0.65)
        outer = (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
        pygame.draw.line(surface, colour, inner, outer, max(1, round(r / 4)))


def moon(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    outer = [(math.cos(a), math.sin(a)) for a in (math.radians(d) for d in range(60, 301, 15))]
    inner = [(0.45 + math.cos(a) * 0.75, math.sin(a) * 0.75) for a in (math.radians(d) for d in range(290, 69, -15))]
    pygame.draw.polygon(surface, colour, _poly(c, r, [(-x, y) for x, y in outer + inner]))


def crown(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    pts = [(-0.9, 0.7), (-0.9, -0.5), (-0.45, 0.05), (0.0, -0.85), (0.45, 0.05), (0.9, -0.5), (0.9, 0.7)]
    pygame.draw.polygon(surface, colour, _poly(c, r, pts))


FACTION_ICON: dict[str, Drawer] = {
    "Pyrus": flame,
    "Aquos": drop,
    "Ventus": leaf,
    "Haos": sun,
    "Darkus": moon,
    "Aurelus": crown,
}

# ---------------------------------------------------------------- card types


def ball(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """A closed Bakugan: a ball with its seam (the Character icon)."""
    pygame.draw.circle(surface, colour, c, r * 0.9)
    w = _width(r)
    pygame.draw.line(surface, (20, 20, 28), (c[0] - r * 0.9, c[1]), (c[0] + r * 0.9, c[1]), w)
    pygame.draw.circle(surface, (20, 20, 28), c, r * 0.3)


def evo_arrow(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Evolution: two chevrons pointing up."""
    for dy in (-0.35, 0.35):
        pts = [
            (-0.85, 0.3 + dy),
            (0.0, -0.5 + dy),
            (0.85, 0.3 + dy),
            (0.5, 0.5 + dy),
            (0.0, 0.0 + dy),
            (-0.5, 0.5 + dy),
        ]
        pygame.draw.polygon(surface, colour, _poly(c, r, pts))


def star(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """A Hero: a five-pointed star."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        k = 1.0 if i % 2 == 0 else 0.42
        pts.append((math.cos(a) * k, math.sin(a) * k))
    pygame.draw.polygon(surface, colour, _poly(c, r, pts))


def bolt(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """An Action: a lightning bolt."""
    pts = [(0.2, -1.0), (-0.6, 0.15), (-0.05, 0.15), (-0.3, 1.0), (0.6, -0.2), (0.05, -0.2), (0.35, -1.0)]
    pygame.draw.polygon(surface, colour, _poly(c, r, pts))


def flip_arrows(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """A Flip card: a card with a turning arrow."""
    card = pygame.Rect(0, 0, round(r * 1.0), round(r * 1.5))
    card.center = (round(c[0] - r * 0.2), round(c[1]))
    pygame.draw.rect(surface, colour, card, _width(r) + 1, border_radius=max(1, round(r / 5)))
    arc = pygame.Rect(0, 0, round(r * 1.6), round(r * 1.6))
    arc.center = (round(c[0]), round(c[1]))
    pygame.draw.arc(surface, colour, arc, math.radians(-60), math.radians(60), _width(r) + 1)
    tip = (c[0] + r * 0.4, c[1] - r * 0.7)
    pygame.draw.polygon(
        surface, colour, [tip, (tip[0] - r * 0.45, tip[1] - r * 0.15), (tip[0] - r * 0.1, tip[1] + r * 0.4)]
    )


TYPE_ICON: dict[str, Drawer] = {
    "Character": ball,
    "Evo": evo_arrow,
    "Hero": star,
    "Action": bolt,
    "Flip": flip_arrows,
}

# ---------------------------------------------------------------- BakuCores


def fist(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Fist core: a clenched fist, four knuckles over a palm."""
    palm = pygame.Rect(0, 0, round(r * 1.4), round(r * 0.9))
    palm.midtop = (round(c[0]), round(c[1] - r * 0.2))
    pygame.draw.rect(surface, colour, palm, border_radius=max(1, round(r / 4)))
    for i in range(4):
        x = c[0] - r * 0.52 + i * r * 0.35
        pygame.draw.circle(surface, colour, (x, c[1] - r * 0.35), r * 0.22)


def flaming_fist(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Flaming Fist core: the fist with a flame rising from it."""
    flame(surface, (c[0], c[1] - r * 0.35), r * 0.6, colour)
    fist(surface, (c[0], c[1] + r * 0.35), r * 0.7, colour)


def shield(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Shield core: a heater shield."""
    pts = [(-0.8, -0.85), (0.8, -0.85), (0.8, 0.05), (0.0, 1.0), (-0.8, 0.05)]
    pygame.draw.polygon(surface, colour, _poly(c, r, pts))


def magic_shield(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Magic Shield core: the shield with a star cut into it."""
    shield(surface, c, r, colour)
    hole = (255 - colour[0], 255 - colour[1], 255 - colour[2])
    star(surface, (c[0], c[1] - r * 0.1), r * 0.5, hole if sum(hole) > 200 else (255, 255, 255))


def helix(surface: pygame.Surface, c: Point, r: float, colour: Colour) -> None:
    """Helix core: two strands twisting round each other."""
    w = _width(r) + 1
    for phase in (0.0, math.pi):
        pts = [
            (c[0] + math.sin(t * 2.2 * math.pi / 2 + phase) * r * 0.6, c[1] - r + 2 * r * t)
            for t in (i / 12 for i in range(13))
        ]
        pygame.draw.lines(surface, colour, False, pts, w)
    for t in (0.25, 0.5, 0.75):
        y = c[1] - r + 2 * r * t
        pygame.draw.line(surface, colour, (c[0] - r * 0.35, y), (c[0] + r * 0.35, y), max(1, w - 1))


CORE_ICON: dict[str, Drawer] = {
    "Fist": fist,
    "Flaming Fist": flaming_fist,
    "Shield": shield,
    "Magic Shield": magic_shield,
    "Helix": helix,
}

# What players call each core and what it is for, for the legend and the hover tooltip.
CORE_NAME: dict[str, str] = {
    "Fist": "Fist core",
    "Flaming Fist": "Flaming Fist core",
    "Shield": "Shield core",
    "Magic Shield": "Magic Shield core",
    "Helix": "Helix core",
}
CORE_ROLE: dict[str, str] = {
    "Fist": "Damage Rating",
    "Flaming Fist": "big Damage Rating",
    "Shield": "B-Power",
    "Magic Shield": "big B-Power",
    "Helix": "B-Power traded against Damage Rating",
}
