"""Card faces, backs, the zoomed card and BakuCore chips: the table's entry points, each drawn
once and cached (the drawing itself is in card_face.py and icons.py)."""

from __future__ import annotations

import math

import pygame

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.ui import card_face, icons
from game.ui import theme
from game.ui.theme import Colour

ZOOM_W = 300


def card_colour(card: CardDef) -> Colour:
    return theme.faction_colour([f.value for f in card.factions])


def face(card: CardDef, w: int, h: int) -> pygame.Surface:
    return card_face.face(card, w, h)


def back(w: int, h: int, label: str = "") -> pygame.Surface:
    return card_face.back(w, h, label)


def zoom(card: CardDef) -> pygame.Surface:
    """The hovered card, large, with its header and full generated text (as tall as it needs)."""
    width = theme.px(ZOOM_W * theme.text_scale())
    return card_face.zoom(card, width, theme.real_size(theme.BODY - 1))


def hexagon(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    cx, cy = centre
    return [
        (cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i))) for i in range(6)
    ]


_CHIPS: dict[tuple[str, int, Colour, int, int], pygame.Surface] = {}


def hex_outline(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """A legal, empty cell: just an outline (drawn once, then blitted)."""
    key = ("", radius, colour, -2, 0)
    chip = _CHIPS.get(key)
    if chip is None:
        size = 2 * radius + 2
        chip = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(chip, colour, hexagon((radius + 1, radius + 1), radius), 2)
        _CHIPS[key] = chip
    surface.blit(chip, (centre[0] - radius - 1, centre[1] - radius - 1))


def core_chip(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    core_type: str,
    outline: Colour = (20, 20, 20),
    edge: int = 1,
) -> None:
    """A BakuCore: a metal hexagon in its type's colour with its type's icon (drawn once, then blitted)."""
    key = (core_type, radius, outline, edge, theme.palette_version)
    chip = _CHIPS.get(key)
    if chip is None:
        if len(_CHIPS) > 400:
            _CHIPS.clear()
        chip = _draw_core(radius, core_type, outline, edge)
        _CHIPS[key] = chip
    surface.blit(chip, (centre[0] - radius - 1, centre[1] - radius - 1))


def _draw_core(radius: int, core_type: str, outline: Colour, edge: int) -> pygame.Surface:
    """A BakuCore as the real ones look: a hexagonal disc in its type's colour, its rim a shade
    darker and its side showing below it, lit from the top left, with the round metal plate in
    the middle (the magnet's catch) carrying its type's icon. Small chips keep the flat look."""
    size = 2 * radius + 2
    chip = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = theme.CORE.get(core_type, theme.NEUTRAL)
    c = (radius + 1, radius + 1)
    if radius < 12:
        pygame.draw.polygon(chip, theme.mix(colour, (0, 0, 0), 0.35), hexagon(c, radius))
        pygame.draw.polygon(chip, colour, hexagon((c[0], c[1] - max(1, radius // 10)), radius * 0.82))
        if radius >= 6:
            ink = theme.mix(colour, (0, 0, 0), 0.7) if theme.text_on(colour) == theme.TEXT_DARK else (250, 250, 250)
            icons.CORE_ICON.get(core_type, icons.fist)(chip, (c[0], c[1] - max(1, radius // 10)), radius * 0.5, ink)
        pygame.draw.polygon(chip, outline, hexagon(c, radius), edge)
        return chip
    depth = max(2, radius // 7)  # the disc's side, seen below its top
    top = (c[0], c[1] - depth / 2)
    pygame.draw.polygon(chip, theme.mix(colour, (0, 0, 0), 0.55), hexagon((c[0], c[1] + depth / 2), radius * 0.97))
    pygame.draw.polygon(chip, theme.mix(colour, (0, 0, 0), 0.25), hexagon(top, radius * 0.97))
    for k, tone in ((0.9, colour), (0.8, theme.mix(colour, (255, 255, 255), 0.12))):  # the raised top
        pygame.draw.polygon(chip, tone, hexagon(top, radius * k))
    glint = [(top[0] + x * radius, top[1] + y * radius) for x, y in ((-0.42, -0.72), (0.2, -0.72), (-0.7, 0.0))]
    pygame.draw.polygon(chip, theme.mix(colour, (255, 255, 255), 0.35), glint)
    plate = radius * 0.5
    pygame.draw.circle(chip, (70, 74, 82), top, plate + max(1, radius // 14))
    pygame.draw.circle(chip, (196, 200, 208), top, plate)
    pygame.draw.circle(chip, (232, 236, 242), (top[0] - plate * 0.25, top[1] - plate * 0.3), plate * 0.55)
    icons.CORE_ICON.get(core_type, icons.fist)(chip, top, plate * 0.78, theme.mix(colour, (0, 0, 0), 0.25))
    pygame.draw.polygon(chip, outline, hexagon(top, radius * 0.97), edge)
    return chip


def cost_badge(surface: pygame.Surface, card: CardDef, centre: tuple[int, int], radius: int = 10) -> None:
    """The Energy cost on the card's gem (nothing for Characters, which have none)."""
    if card.cost is None:
        return
    card_face.cost_gem(surface, card, centre, radius)


def faction_badge(surface: pygame.Surface, faction: str, centre: tuple[int, int], radius: int) -> None:
    """A faction's icon on a disc of its colour (told apart by shape as well as colour)."""
    colour = theme.FACTION.get(faction, theme.NEUTRAL)
    pygame.draw.circle(surface, theme.mix(colour, (0, 0, 0), 0.35), centre, radius)
    icons.FACTION_ICON.get(faction, icons.ball)(surface, centre, radius * 0.7, theme.mix(colour, (255, 255, 255), 0.4))
