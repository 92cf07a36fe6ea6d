"""Bakugan's title screen, drawn by the program (no picture files): a night sky over the curve of
the Battle Planet, the arena's rings on it, the six factions' Bakugan round the word BAKUGAN set
in thick outlined letters, and two open Bakugan facing off on the planet. The sky and planet are
drawn once per window size; the logo over them each frame."""

from __future__ import annotations

import random

import pygame

from game.games.bakugan.ui import icons
from game.ui import figures, text, theme
from game.ui.theme import Colour, px

SKY_TOP: Colour = (10, 12, 30)
SKY_LOW: Colour = (46, 22, 70)
PLANET: Colour = (34, 70, 118)
PLANET_RIM: Colour = (120, 200, 255)
GOLD: Colour = (255, 206, 64)
OUTLINE: Colour = (20, 14, 30)
FACTION_ORDER = ("Pyrus", "Aquos", "Ventus", "Haos", "Darkus", "Aurelus")
_BACKDROPS: dict[tuple[int, int, int], pygame.Surface] = {}


def _sky(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    sky = pygame.Surface(size)
    for y in range(0, h, 2):
        pygame.draw.rect(sky, theme.mix(SKY_TOP, SKY_LOW, y / h), (0, y, w, 2))
    rng = random.Random(7)  # the same stars every time
    for _ in range(w * h // 9000):
        x, y = rng.randrange(w), rng.randrange(int(h * 0.7))
        shade = rng.randint(110, 230)
        sky.set_at((x, y), (shade, shade, min(255, shade + 20)))
    return sky


def _planet(surface: pygame.Surface) -> None:
    """The Battle Planet's curve across the bottom, lit at its rim, with the arena's rings."""
    w, h = surface.get_size()
    r = int(w * 0.9)
    centre = (w // 2, h - px(150) + r)
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for k in range(10, 0, -1):
        pygame.draw.circle(glow, (*PLANET_RIM, 6), centre, r + k * px(6))
    surface.blit(glow, (0, 0))
    pygame.draw.circle(surface, PLANET, centre, r)
    pygame.draw.circle(surface, PLANET_RIM, centre, r, max(2, px(3)))
    rings = pygame.Surface((w, h), pygame.SRCALPHA)
    ring_box = pygame.Rect(0, 0, int(w * 0.62), px(120))
    ring_box.center = (w // 2, h - px(70))
    for k in range(4):
        pygame.draw.ellipse(rings, (*PLANET_RIM, 70 - k * 14), ring_box.inflate(k * px(60), k * px(14)), max(1, px(2)))
    surface.blit(rings, (0, 0))


def backdrop(surface: pygame.Surface) -> None:
    """The whole title screen behind the menu's buttons."""
    w, h = surface.get_size()
    key = (w, h, px(100))
    art = _BACKDROPS.get(key)
    if art is None:
        _BACKDROPS.clear()
        art = _sky((w, h))
        _planet(art)
        _BACKDROPS[key] = art
    surface.blit(art, (0, 0))
    r = max(14, px(36))
    for x, faction, side in ((px(170), "Pyrus", -1), (w - px(170), "Aquos", 1)):
        feet = (x, h - px(120))
        shadow = pygame.Rect(0, 0, int(r * 2.6), int(r * 0.6))
        shadow.center = (feet[0], feet[1] + int(r * 1.4))
        pygame.draw.ellipse(surface, theme.mix(PLANET, (0, 0, 0), 0.5), shadow)
        figures.open_figure(surface, feet, r, theme.FACTION[faction], theme.mix(GOLD, PLANET, 0.3))
        icons.CORE_ICON["Flaming Fist" if side < 0 else "Magic Shield"](
            surface,
            (x, h - px(120) - int(r * 2.4)),
            r * 0.5,
            theme.CORE["Flaming Fist" if side < 0 else "Magic Shield"],
        )
    logo(surface)


def logo(surface: pygame.Surface) -> pygame.Rect:
    """BAKUGAN in gold with a dark outline, "Battle Planet" under it, the six factions' balls in
    an arc over it; the rect of the word BAKUGAN."""
    w, _ = surface.get_size()
    size = 84
    word = "BAKUGAN"
    top = px(14)
    shown = text.render(word, size, OUTLINE, bold=True)
    rect = shown.get_rect(midtop=(w // 2, top))
    step = max(2, px(4))
    for dx, dy in (
        (-step, 0),
        (step, 0),
        (0, -step),
        (0, step),
        (-step, -step),
        (step, step),
        (-step, step),
        (step, -step),
    ):
        surface.blit(shown, rect.move(dx, dy))
    text.blit(surface, word, (rect.x, rect.y + max(1, px(2))), size, (196, 96, 20), bold=True)
    text.blit(surface, word, rect.topleft, size, GOLD, bold=True)
    text.blit(surface, "Battle Planet", (w // 2, rect.bottom - px(4)), theme.LARGE, (230, 236, 255), anchor="midtop")
    r = max(8, px(15))
    for k, faction in enumerate(FACTION_ORDER):
        side = -1 if k < 3 else 1
        n = k if k < 3 else k - 3
        x = w // 2 + side * (rect.width // 2 + px(40) + n * px(44))
        y = rect.centery + n * px(12)
        figures.closed_ball(surface, (x, y), r, theme.FACTION[faction], spin=0.4 + 0.5 * k)
    return rect
