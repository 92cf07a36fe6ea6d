"""Bakugan drawn like the toys on Bakugan's table: a standing figure on the BakuCores it holds, its
name and B-Power badge, and rings round it. The figures themselves, closed and open, are the
shell's (game/ui/figures.py: Toy Battle draws them too)."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui import cards
from game.ui import text, theme
from game.ui.figures import open_figure
from game.ui.theme import Colour


def standing(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    colour: Colour,
    ring: Colour,
    name: str,
    bp: int | None,
    cores: list[str],
    pop: float = 1.0,
    name_w: int | None = None,
) -> pygame.Rect:
    """An open Bakugan on the BakuCores it holds (side by side under it), its name below and its
    B-Power on a badge; `pop` scales the figure while it springs open; the name is fitted to
    `name_w` when given (the room beside the next Bakugan). Returns what it covers."""
    core_r = max(7, int(r * 0.55))
    size_r = max(4, int(r * pop))
    open_figure(surface, (centre[0], centre[1] - int(r * 0.3)), size_r, colour, ring)
    base_y = centre[1] + int(r * 0.75) + core_r // 2  # the feet stand on the cores
    n = len(cores)
    for i, kind in enumerate(cores):
        x = centre[0] + int((i - (n - 1) / 2) * (2 * core_r + 2))
        cards.core_chip(surface, (x, base_y), core_r, kind, ring, 2)
    if not cores:  # holding none: the empty stand shows it
        stand = pygame.Rect(centre[0] - r, base_y - core_r // 2, 2 * r, core_r)
        pygame.draw.ellipse(surface, theme.mix(ring, theme.FIELD, 0.5), stand, 2)
    covered = pygame.Rect(centre[0] - int(1.5 * r), centre[1] - int(1.8 * r), 3 * r, int(2.7 * r) + core_r)
    size = theme.SMALL
    room = max(3 * r, theme.px(90)) if name_w is None else max(r, name_w)
    label = text.render(text.fit(name, room, size, True), size, theme.TEXT, True)
    where = label.get_rect(midtop=(centre[0], base_y + core_r + 1))
    shadow = where.inflate(6, 0)
    pygame.draw.rect(surface, (14, 28, 22), shadow, border_radius=4)
    surface.blit(label, where)
    covered.union_ip(shadow)
    if bp is not None:
        badge = text.render(str(bp), theme.BODY, (255, 214, 90), True)
        box = badge.get_rect(midbottom=badge_anchor(centre, r))
        pygame.draw.rect(surface, (30, 30, 40), box.inflate(8, 2), border_radius=6)
        pygame.draw.rect(surface, ring, box.inflate(8, 2), 1, border_radius=6)
        surface.blit(badge, box)
        covered.union_ip(box.inflate(8, 2))
    return covered


def badge_anchor(centre: tuple[int, int], r: int) -> tuple[int, int]:
    """Where the B-Power badge of a standing Bakugan sits: its bottom middle."""
    return centre[0], centre[1] - int(1.4 * r)


def badge_gap(centre: tuple[int, int], r: int) -> pygame.Rect:
    """The room a B-Power badge of up to five digits takes, with a margin: rings round the
    figure leave it open so the number stays readable."""
    w, h = theme.font(theme.BODY, True).size("00000")
    gap = pygame.Rect(0, 0, w + theme.px(12), h + theme.px(6))
    gap.midbottom = badge_anchor(centre, r)
    gap.y += theme.px(3)
    return gap


def ring_round(
    surface: pygame.Surface, centre: tuple[int, int], r: int, radius: int, colour: Colour, width: int
) -> pygame.Rect:
    """A ring round a standing Bakugan (the Victor's, or the one to click) with a gap where its
    B-Power badge sits, so the ring never crosses the number. Returns the ring's rectangle."""
    figure = (centre[0], centre[1] - int(r * 0.3))
    size = 2 * (radius + width) + 2
    ring = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(ring, colour, (size // 2, size // 2), radius, width)
    where = ring.get_rect(center=figure)
    ring.fill((0, 0, 0, 0), badge_gap(centre, r).move(-where.x, -where.y))
    surface.blit(ring, where)
    return where
