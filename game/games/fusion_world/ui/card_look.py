"""Fusion World's card faces, drawn by the program: the frame in the card's colour, the cost gem
with its colour requirement as pips beneath, the name wrapped (never cut), the power, the combo
power and combo cost on the left edge, Blocker and the other keywords, the traits, and on large
faces the rules text. A Leader shows its side: the front, or its awakened side in gold. Energy
cards are turned sideways when exhausted; life, deck and hidden hands show the back.

Each look is a `CardArt` (game/ui/card_faces.py): painted once per size, its words kept for the
hidden-information tests. `zoom_of` gives the hover zoom (game/ui/card_zoom.py) its full text.
"""

from __future__ import annotations

import math

import pygame

from game.games.fusion_world.cards import FwCard
from game.games.fusion_world.words import KEYWORD_TEXT
from game.ui import text, theme
from game.ui.card_faces import CardArt
from game.ui.card_zoom import Zoom
from game.ui.theme import Colour

COLOUR: dict[str, Colour] = {
    "red": (206, 62, 52),
    "blue": (52, 118, 212),
    "green": (58, 158, 84),
    "yellow": (222, 178, 46),
    "black": (86, 84, 98),
}
GOLD: Colour = (236, 196, 84)
INK: Colour = (246, 244, 236)
DARK: Colour = (22, 22, 28)
BACK: Colour = (30, 34, 70)
KEYWORD_WORDS = {"Blocker": "Blocker", "DoubleStrike": "Double Strike"}


def colour_of(card: FwCard) -> Colour:
    return COLOUR.get(card.colour, theme.NEUTRAL)


def face_art(card: FwCard, *, awakened: bool = False) -> CardArt:
    """The card face up (a Leader on its front or awakened side)."""
    side = card.awakened if awakened and card.awakened is not None else None
    name = side.name if side is not None else card.name
    words = (name, *card.traits, *(KEYWORD_WORDS[k] for k in sorted(card.keywords)), *text_lines(card, awakened))

    def paint(surface: pygame.Surface) -> None:
        _paint_face(surface, card, awakened)

    return CardArt(("fw", card.id, awakened), words, paint)


def energy_art(card: FwCard, exhausted: bool) -> CardArt:
    """An energy card: its face, turned sideways (landscape) when exhausted."""
    upright = face_art(card)
    if not exhausted:
        return upright

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        standing = pygame.Surface((h, w), pygame.SRCALPHA)
        _paint_face(standing, card, False)
        dim = pygame.Surface(standing.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        standing.blit(dim, (0, 0))
        surface.blit(pygame.transform.rotate(standing, -90), (0, 0))

    return CardArt(("fw-turned", card.id), upright.words, paint)


def back_art() -> CardArt:
    return CardArt(("fw-back",), (), _paint_back)


def text_lines(card: FwCard, awakened: bool = False) -> tuple[str, ...]:
    """The card's rules text, a paragraph a line (the zoom's and the large face's)."""
    lines = [KEYWORD_TEXT[k] for k in sorted(card.keywords)]
    if card.evolve is not None:
        lines.append(card.evolve.describe(card.colour))
    lines += [a.describe(from_hand=card.kind == "extra") for a in card.abilities]
    if card.awakened is not None:
        side = card.awakened
        head = f"[Awaken] At {side.life_at_most} life or less, turn to {side.name} ({side.power} power)."
        lines.append(head)
        lines += [("Awakened: " + a.describe()) for a in side.abilities]
    return tuple(lines)


def zoom_of(card: FwCard, *, awakened: bool = False, power_now: int | None = None) -> Zoom:
    """The hover zoom: the face, then what the card is and its whole text."""
    side = card.awakened if awakened and card.awakened is not None else None
    title = side.name if side is not None else card.name
    facts = [card.header().split(" — ", 1)[-1]]
    if side is not None:
        facts.append(f"Awakened side: {side.power} power")
    if power_now is not None:
        facts.append(f"Power now: {power_now}")
    return Zoom(face_art(card, awakened=awakened), title, (" · ".join(facts), *text_lines(card, awakened)))


# ---------------------------------------------------------------- painting


def _font_px(h: int, share: float, least: int = 9) -> int:
    return max(least, round(h * share))


def _name_lines(name: str, width: int, start: int, most_lines: int) -> tuple[list[str], int]:
    """The name wrapped in the largest type (from `start` down) that needs at most `most_lines`
    lines with no line wider than the card; at the smallest size, as many lines as it takes."""
    size = start
    while size > 8:
        lines = text.wrap_px(name, width, size, True)
        widest = max(theme.font_px(size, True).size(line)[0] for line in lines)
        if len(lines) <= most_lines and widest <= width:
            return lines, size
        size -= 1
    return text.wrap_px(name, width, 8, True), 8


def _paint_face(surface: pygame.Surface, card: FwCard, awakened: bool) -> None:
    w, h = surface.get_size()
    base = colour_of(card)
    edge = GOLD if awakened else theme.mix(base, DARK, 0.35)
    radius = max(3, w // 14)
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=radius)
    inner = rect.inflate(-max(2, w // 22) * 2, -max(2, w // 22) * 2)
    pygame.draw.rect(surface, theme.mix(base, DARK, 0.55), inner, border_radius=max(2, radius - 2))
    _emblem(surface, card, inner, base, awakened)
    side = card.awakened if awakened and card.awakened is not None else None
    name = side.name if side is not None else card.name
    power = side.power if side is not None else card.power
    gem = max(8, round(w * 0.15))  # the cost gem's radius
    top = inner.y + 2
    if card.kind == "leader":
        tag = "AWAKENED" if side is not None else "LEADER"
        _badge(surface, tag, (inner.x + 2, top), _font_px(h, 0.07), GOLD if side is not None else INK, DARK)
        name_x = inner.x + 3
        name_top = top + _font_px(h, 0.07) + 4
    else:
        centre = (inner.x + gem + 1, top + gem)
        pygame.draw.circle(surface, DARK, centre, gem + 2)
        pygame.draw.circle(surface, base, centre, gem)
        pygame.draw.circle(surface, INK, centre, gem, max(1, gem // 6))
        number = text.render_px(str(card.cost), round(gem * 1.5), INK, True)
        surface.blit(number, number.get_rect(center=centre))
        pip = max(2, gem // 4)
        for k in range(card.colour_cost):  # the colour requirement: one pip per energy of its colour
            at = (centre[0] - (card.colour_cost - 1) * pip * 1.25 + k * pip * 2.5, centre[1] + gem + pip + 3)
            pygame.draw.circle(surface, DARK, (round(at[0]), round(at[1])), pip + 1)
            pygame.draw.circle(surface, base, (round(at[0]), round(at[1])), pip)
        name_x = inner.x + 2 * gem + 6
        name_top = top
        if w < 130:  # a small face: the name under the gem, across the card, in larger type
            name_x = inner.x + 3
            name_top = top + 2 * gem + (2 * max(2, gem // 4) + 6 if card.colour_cost else 4)
    width = inner.right - name_x - 3
    lines, size = _name_lines(name, width, _font_px(h, 0.1 if w < 130 else 0.085, 10), 2 if h < 200 else 3)
    if w < 130 and lines:
        band = pygame.Rect(
            inner.x, name_top - 2, inner.width, len(lines) * theme.font_px(size, True).get_linesize() + 4
        )
        pygame.draw.rect(surface, (*DARK, 190), band)
    step = theme.font_px(size, True).get_linesize()
    y = name_top
    for line in lines:
        surface.blit(text.render_px(line, size, INK, True), (name_x, y))
        y += step
    if card.kind == "battle" and card.combo_power:
        _combo_strip(surface, card, inner, h, max(y + 3, inner.y + round(h * 0.3)))
    _bottom(surface, card, inner, h, power, awakened)


def _emblem(surface: pygame.Surface, card: FwCard, inner: pygame.Rect, base: Colour, awakened: bool) -> None:
    """The picture: rings and rays in the card's colour around its character's initial (no art is copied)."""
    w, h = inner.size
    centre = (inner.centerx, inner.y + round(h * 0.5))
    r = round(min(w, h) * 0.34)
    light = theme.mix(base, (255, 255, 255), 0.35)
    seed = sum(map(ord, card.character or card.name))
    for k in range(8):
        angle = (seed % 45) * math.pi / 180 + k * math.pi / 4
        end = (centre[0] + math.cos(angle) * r * 1.25, centre[1] + math.sin(angle) * r * 1.25)
        pygame.draw.line(surface, theme.mix(base, DARK, 0.3), centre, end, max(1, r // 10))
    pygame.draw.circle(surface, theme.mix(base, DARK, 0.2), centre, r)
    pygame.draw.circle(surface, GOLD if awakened else light, centre, r, max(1, r // 8))
    initial = (card.character or card.name)[:1].upper()
    glyph = text.render_px(initial, max(10, round(r * 1.2)), light, True)
    surface.blit(glyph, glyph.get_rect(center=centre))


def _combo_strip(surface: pygame.Surface, card: FwCard, inner: pygame.Rect, h: int, top: int) -> None:
    """The combo power up the left edge (under the name), its combo cost in a small circle under it."""
    size = _font_px(h, 0.06)
    said = f"COMBO +{card.combo_power}" if h >= 180 else f"+{card.combo_power}"
    words = text.render_px(said, size, DARK, True)
    turned = pygame.transform.rotate(words, 90)
    strip = pygame.Rect(inner.x, top, turned.get_width() + 4, turned.get_height() + 6)
    pygame.draw.rect(surface, INK, strip, border_radius=3)
    surface.blit(turned, turned.get_rect(center=strip.center))
    radius = max(5, size // 2 + 2)
    dot = (strip.centerx, strip.bottom + radius + 2)
    pygame.draw.circle(surface, DARK, dot, radius + 1)
    pygame.draw.circle(surface, INK, dot, radius)
    cost = text.render_px(str(card.combo_cost), size, DARK, True)
    surface.blit(cost, cost.get_rect(center=dot))


def _bottom(surface: pygame.Surface, card: FwCard, inner: pygame.Rect, h: int, power: int, awakened: bool) -> None:
    """Keywords, traits, the text on large faces, and the power (or EXTRA) along the bottom."""
    size = _font_px(h, 0.07)
    band = pygame.Rect(inner.x, inner.bottom - size - 8, inner.width, size + 8)
    pygame.draw.rect(surface, DARK, band, border_bottom_left_radius=4, border_bottom_right_radius=4)
    label = "EXTRA" if card.kind == "extra" else str(power)
    shown = text.render_px(label, size + 2, GOLD if awakened else INK, True)
    surface.blit(shown, shown.get_rect(midright=(band.right - 4, band.centery)))
    if card.traits:
        trait = text.fit_px("<" + "/".join(card.traits) + ">", band.width - shown.get_width() - 12, size - 2)
        surface.blit(text.render_px(trait, size - 2, theme.TEXT_DIM), (band.x + 4, band.centery - size // 2))
    y = band.y - 2
    for key in sorted(card.keywords, reverse=True):
        chip = text.render_px(KEYWORD_WORDS[key], size, DARK, True)
        box = chip.get_rect(bottomright=(inner.right - 3, y - 1)).inflate(6, 2)
        pygame.draw.rect(surface, GOLD if key == "Blocker" else INK, box, border_radius=4)
        surface.blit(chip, chip.get_rect(center=box.center))
        y = box.y - 2
    if h >= 260:  # room for the rules text
        body = " ".join(text_lines(card, awakened)[len(card.keywords) :])
        small = _font_px(h, 0.042, 11)
        lines = text.wrap_px(body, inner.width - 12, small)
        step = theme.font_px(small).get_linesize()
        box = pygame.Rect(
            inner.x + 4, y - step * min(len(lines), 5) - 8, inner.width - 8, step * min(len(lines), 5) + 6
        )
        if len(lines) > 5:
            lines = [*lines[:4], text.fit_px(lines[4] + " …", inner.width - 12, small)]
        if lines and body:
            pygame.draw.rect(surface, (*INK, 235), box, border_radius=4)
            for k, line in enumerate(lines):
                surface.blit(text.render_px(line, small, DARK), (box.x + 4, box.y + 3 + k * step))


def _badge(surface: pygame.Surface, words: str, at: tuple[int, int], size: int, fill: Colour, ink: Colour) -> None:
    shown = text.render_px(words, size, ink, True)
    box = shown.get_rect(topleft=at).inflate(8, 2)
    box.topleft = at
    pygame.draw.rect(surface, fill, box, border_radius=4)
    surface.blit(shown, shown.get_rect(center=box.center))


def _paint_back(surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    rect = surface.get_rect()
    radius = max(3, w // 14)
    pygame.draw.rect(surface, (18, 20, 40), rect, border_radius=radius)
    inner = rect.inflate(-max(2, w // 16) * 2, -max(2, w // 16) * 2)
    pygame.draw.rect(surface, BACK, inner, border_radius=max(2, radius - 2))
    centre = inner.center
    r = round(min(w, h) * 0.3)
    for k in range(5):  # a five-coloured star: one point per colour of the game
        angle = -math.pi / 2 + k * 2 * math.pi / 5
        tip = (centre[0] + math.cos(angle) * r, centre[1] + math.sin(angle) * r)
        pygame.draw.line(surface, list(COLOUR.values())[k], centre, tip, max(2, r // 6))
    pygame.draw.circle(surface, GOLD, centre, max(3, r // 3))
    pygame.draw.rect(surface, (90, 96, 150), inner, max(1, w // 40), border_radius=max(2, radius - 2))
