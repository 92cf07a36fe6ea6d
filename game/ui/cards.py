"""Card faces, backs, Bakugan tokens and the zoomed card, drawn once and cached."""

from __future__ import annotations

import pygame

from game.cardmodel import CardDef, CardType
from game.cardtext import card_header, card_text
from game.ui import text, theme
from game.ui.theme import Colour

_FACES: dict[tuple[str, int, int], pygame.Surface] = {}
_BACKS: dict[tuple[int, int, str], pygame.Surface] = {}
_ZOOMS: dict[str, pygame.Surface] = {}


def card_colour(card: CardDef) -> Colour:
    return theme.faction_colour([f.value for f in card.factions])


def face(card: CardDef, w: int, h: int) -> pygame.Surface:
    key = (card.id, w, h)
    surf = _FACES.get(key)
    if surf is None:
        surf = _draw_face(card, w, h)
        _FACES[key] = surf
    return surf


def _draw_face(card: CardDef, w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = card_colour(card)
    body = theme.mix(colour, (250, 248, 240), 0.78)
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=6)
    band_h = max(18, h // 5)
    pygame.draw.rect(surf, colour, (0, 0, w, band_h), border_top_left_radius=6, border_top_right_radius=6)
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.35), surf.get_rect(), 2, border_radius=6)
    small = w < 80
    size = theme.SMALL if small else theme.BODY - 2
    cost = "" if card.cost is None else ("X" if card.x_cost else str(card.cost))
    name_w = w - 8 - (16 if cost else 0)
    text.blit(
        surf,
        text.fit(card.name, name_w, size, True),
        (4, band_h // 2),
        size,
        theme.text_on(colour),
        bold=True,
        anchor="midleft",
    )
    if cost:
        pygame.draw.circle(surf, (250, 250, 250), (w - 11, band_h // 2), 9)
        text.blit(surf, cost, (w - 11, band_h // 2 + 1), theme.SMALL, theme.TEXT_DARK, bold=True, anchor="center")
    y = band_h + 3
    text.blit(surf, text.fit(card.type.value, w - 8, theme.SMALL), (4, y), theme.SMALL, theme.TEXT_DARK)
    y += 16
    if card.bp is not None:
        text.blit(surf, f"{card.bp} BP", (4, y), size, theme.TEXT_DARK, bold=True)
        y += 18
    if card.dr is not None:
        text.blit(surf, f"{card.dr} DR", (4, y), size, theme.TEXT_DARK, bold=True)
        y += 18
    if not small and h - y > 30:
        body_text = card_text(card)
        text.blit_wrapped(surf, body_text, pygame.Rect(4, y + 2, w - 8, h - y - 6), 15, (50, 50, 60), line_gap=0)
    if not card.is_encoded:
        pygame.draw.line(surf, theme.BAD, (4, h - 5), (w - 4, h - 5), 3)
    return surf


def back(w: int, h: int, label: str = "") -> pygame.Surface:
    key = (w, h, label)
    surf = _BACKS.get(key)
    if surf is None:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, theme.CARD_BACK, surf.get_rect(), border_radius=6)
        pygame.draw.rect(surf, theme.CARD_BACK_EDGE, surf.get_rect(), 2, border_radius=6)
        pygame.draw.circle(surf, theme.CARD_BACK_EDGE, (w // 2, h // 2), min(w, h) // 4, 2)
        text.blit(
            surf,
            "B",
            (w // 2, h // 2 + 1),
            theme.BODY if w < 70 else theme.LARGE,
            theme.CARD_BACK_EDGE,
            bold=True,
            anchor="center",
        )
        if label:
            text.blit(
                surf, text.fit(label, w - 6, theme.SMALL), (w // 2, h - 10), theme.SMALL, theme.TEXT, anchor="center"
            )
        _BACKS[key] = surf
    return surf


ZOOM_W = 290


def zoom(card: CardDef) -> pygame.Surface:
    """The hovered card, large, with its header and full generated text (as tall as it needs)."""
    surf = _ZOOMS.get(card.id)
    if surf is not None:
        return surf
    w = ZOOM_W
    size = theme.BODY - 1
    line_h = theme.font(size).get_linesize() + 2
    header = card_header(card).split(" — ", 1)[-1]
    body = card_text(card) or "(no card text)"
    if card.type is CardType.FLIP:
        body = "Flip card: played only when flipped from your deck by damage (3.6.1). " + body
    head_lines = text.wrap(header, w - 24, size)
    body_lines = text.wrap(body, w - 24, size)
    h = max(170, 52 + line_h * len(head_lines) + 12 + line_h * len(body_lines) + 26)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = card_colour(card)
    pygame.draw.rect(surf, theme.mix(colour, (250, 248, 240), 0.85), surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, colour, (0, 0, w, 44), border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.4), surf.get_rect(), 3, border_radius=10)
    text.blit(
        surf,
        text.fit(card.name, w - 60, theme.LARGE, True),
        (12, 22),
        theme.LARGE,
        theme.text_on(colour),
        bold=True,
        anchor="midleft",
    )
    if card.cost is not None:
        pygame.draw.circle(surf, (250, 250, 250), (w - 24, 22), 16)
        text.blit(
            surf,
            "X" if card.x_cost else str(card.cost),
            (w - 24, 23),
            theme.LARGE,
            theme.TEXT_DARK,
            bold=True,
            anchor="center",
        )
    y = 52
    for line in head_lines:
        text.blit(surf, line, (12, y), size, (40, 40, 50))
        y += line_h
    pygame.draw.line(surf, theme.mix(colour, (0, 0, 0), 0.2), (12, y + 3), (w - 12, y + 3), 1)
    y += 10
    for line in body_lines:
        text.blit(surf, line, (12, y), size, (20, 20, 28))
        y += line_h
    text.blit(surf, card.id, (w - 12, h - 8), theme.SMALL, (90, 90, 100), anchor="bottomright")
    _ZOOMS[card.id] = surf
    return surf


def hexagon(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    import math

    cx, cy = centre
    return [
        (cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i))) for i in range(6)
    ]


_CHIPS: dict[tuple[str, int, Colour, int], pygame.Surface] = {}


def hex_outline(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """A legal, empty cell: just an outline (drawn once, then blitted)."""
    key = ("", radius, colour, -2)
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
    """A small BakuCore hexagon in its type's colour with its two-letter code (drawn once, then blitted)."""
    key = (core_type, radius, outline, edge)
    chip = _CHIPS.get(key)
    if chip is None:
        size = 2 * radius + 2
        chip = pygame.Surface((size, size), pygame.SRCALPHA)
        colour = theme.CORE.get(core_type, theme.NEUTRAL)
        pts = hexagon((radius + 1, radius + 1), radius)
        pygame.draw.polygon(chip, colour, pts)
        pygame.draw.polygon(chip, outline, pts, edge)
        if radius >= 9:
            code = "".join(word[0] for word in core_type.split())[:2]
            text.blit(
                chip, code, (radius + 1, radius + 2), theme.SMALL, theme.text_on(colour), bold=True, anchor="center"
            )
        _CHIPS[key] = chip
    surface.blit(chip, (centre[0] - radius - 1, centre[1] - radius - 1))


def cost_badge(surface: pygame.Surface, card: CardDef, centre: tuple[int, int], radius: int = 10) -> None:
    """The Energy cost in a white disc (nothing for Characters, which have none)."""
    if card.cost is None:
        return
    pygame.draw.circle(surface, (240, 240, 240), centre, radius)
    size = theme.SMALL if radius >= 10 else theme.SMALL - 2
    label = "X" if card.x_cost else str(card.cost)
    text.blit(surface, label, (centre[0], centre[1] + 1), size, theme.TEXT_DARK, bold=True, anchor="center")
