"""A Battle Monsters card drawn at any size: the frame in its element's colour (spells green,
traps magenta), the name bar with the element badges, the emblem of its first keyword, the type
line (keywords, or spell/trap and whether it lasts), the rules text and, for a monster, its
attack and defence with the one its stance battles with lit and changed values coloured. The back
says nothing about the card. Each is a CardArt (game/ui/card_faces.py keeps the painted surfaces by
everything they show, so a frame blits and never redraws); a card in defence position is the
upright face turned a quarter."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.battle_monsters.cards import BmCard
from game.games.battle_monsters.ui.face_art import ELEMENT_COLOUR, TYPE_COLOUR, element_badge, emblem
from game.ui import text, theme
from game.ui.card_faces import CardArt
from game.ui.theme import Colour

PARCHMENT: Colour = (240, 232, 212)
INK: Colour = (28, 24, 20)
STAT_BAR: Colour = (26, 24, 34)
HOT: Colour = (255, 226, 120)
COLD: Colour = (170, 166, 160)
UP: Colour = (120, 230, 140)
DOWN: Colour = (255, 120, 110)
BACK: Colour = (54, 30, 84)
BACK_LINE: Colour = (150, 118, 210)


@dataclass(frozen=True)
class Shown:
    """What a face shows beyond its card: the values now and which one the stance battles with
    ("attack", "defence" or "" in a hand), and whether it lies face down (its owner still sees it)."""

    attack: int
    defence: int
    hot: str = ""
    face_down: bool = False


def frame_colour(card: BmCard) -> Colour:
    if card.is_monster and card.elements:
        return ELEMENT_COLOUR.get(card.elements[0], TYPE_COLOUR["monster"])
    return TYPE_COLOUR[card.type]


def type_line(card: BmCard) -> str:
    """The card's kind in words: a monster's keywords, or spell/trap and how long it lasts."""
    if card.is_monster:
        return " / ".join(k.capitalize() for k in card.keywords) or "Monster"
    return f"{card.type.capitalize()} · {'lasts while face up' if card.timing == 'lasting' else 'used once'}"


def words_of(card: BmCard, shown: Shown) -> tuple[str, ...]:
    """Every word the face shows, its name first (the hidden-information tests read them)."""
    values = (f"ATK {shown.attack}", f"DEF {shown.defence}") if card.is_monster else (card.type.upper(),)
    return (card.name, type_line(card), card.text(), *values)


def art(card: BmCard, shown: Shown, turned: bool = False) -> CardArt:
    """The card's face; `turned` (defence position): painted upright, then turned a quarter, so it
    is asked for at its sideways size."""

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if turned:
            upright = pygame.Surface((h, w), pygame.SRCALPHA)
            _draw_face(upright, card, shown)
            surface.blit(pygame.transform.rotate(upright, 90), (0, 0))
        else:
            _draw_face(surface, card, shown)

    return CardArt(("bm-face", card.id, shown, turned), words_of(card, shown), paint)


def back_art(turned: bool = False) -> CardArt:
    """The back every card shares: nothing on it tells one card from another."""

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        upright = pygame.Surface((h, w) if turned else (w, h), pygame.SRCALPHA)
        _draw_back(upright)
        surface.blit(pygame.transform.rotate(upright, 90) if turned else upright, (0, 0))

    return CardArt(("bm-back", turned), ("",), paint)


def _px(h: int, share: float, least: int = 8) -> int:
    return max(least, round(h * share))


def _draw_face(surf: pygame.Surface, card: BmCard, shown: Shown) -> None:
    w, h = surf.get_size()
    rect = surf.get_rect()
    colour = frame_colour(card)
    radius = max(3, w // 14)
    pad = max(2, round(w * 0.05))
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.45), rect, border_radius=radius)
    pygame.draw.rect(surf, colour, rect.inflate(-2, -2), border_radius=radius)
    if card.is_monster and len(card.elements) > 1:  # a second element: the lower half of the frame
        lower = pygame.Rect(1, h // 2, w - 2, h // 2 - 1)
        second = ELEMENT_COLOUR.get(card.elements[1], colour)
        pygame.draw.rect(surf, second, lower, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    inner_w = w - 2 * pad
    name_h = _px(h, 0.11, 12)
    y = _name_bar(surf, card, pygame.Rect(pad, pad, inner_w, name_h))
    art_h = round(h * 0.33)
    _art(surf, card, pygame.Rect(pad, y + pad // 2, inner_w, art_h), colour)
    y += pad // 2 + art_h
    line_h = _px(h, 0.075, 10)
    kind = pygame.Rect(pad, y + 1, inner_w, line_h)
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.35), kind, border_radius=max(2, pad // 2))
    real = _px(h, 0.052)
    words = text.render_px(text.fit_px(type_line(card), inner_w - pad, real, True), real, (250, 246, 236), True)
    surf.blit(words, words.get_rect(midleft=(kind.x + pad // 2 + 1, kind.centery)))
    stat_h = _px(h, 0.095, 12)
    box = pygame.Rect(pad, kind.bottom + 2, inner_w, h - pad - stat_h - 2 - kind.bottom - 2)
    pygame.draw.rect(surf, PARCHMENT, box, border_radius=max(2, pad // 2))
    _rules(surf, card, box.inflate(-pad, -max(2, pad // 2)), _px(h, 0.05))
    _foot(surf, card, shown, pygame.Rect(pad, h - pad - stat_h, inner_w, stat_h))
    if shown.face_down:
        _veil(surf)


def _name_bar(surf: pygame.Surface, card: BmCard, bar: pygame.Rect) -> int:
    pygame.draw.rect(surf, PARCHMENT, bar, border_radius=max(2, bar.h // 4))
    badges = card.elements if card.is_monster else (card.type,)
    r = max(4, bar.h // 2 - 2)
    room = bar.w - len(badges) * (2 * r + 2) - 6
    size = round(bar.h * 0.66)
    name = text.fit_px(card.name, room, size, True)
    words = text.render_px(name, size, INK, True)
    surf.blit(words, words.get_rect(midleft=(bar.x + 4, bar.centery)))
    for k, badge in enumerate(reversed(badges)):
        centre = (bar.right - r - 2 - k * (2 * r + 2), bar.centery)
        if card.is_monster:
            element_badge(surf, badge, centre, r)
        else:
            pygame.draw.circle(surf, (24, 20, 30), centre, r + 1)
            pygame.draw.circle(surf, TYPE_COLOUR[badge], centre, r)
            mark = pygame.Rect(centre[0] - r + 2, centre[1] - r + 2, 2 * r - 4, 2 * r - 4)
            emblem(surf, badge, (250, 248, 240), mark)
    return bar.bottom


def _art(surf: pygame.Surface, card: BmCard, window: pygame.Rect, colour: Colour) -> None:
    """A gradient of the frame's colour with the card's emblem, framed."""
    top, low = theme.mix(colour, (255, 255, 255), 0.35), theme.mix(colour, (0, 0, 0), 0.55)
    steps = max(1, window.h // 3)
    for k in range(steps):
        band = pygame.Rect(window.x, window.y + k * window.h // steps, window.w, window.h // steps + 1)
        pygame.draw.rect(surf, theme.mix(top, low, k / steps), band)
    side = round(min(window.w, window.h) * 0.78)
    square = pygame.Rect(0, 0, side, side)
    square.center = window.center
    key = card.keywords[0] if card.is_monster and card.keywords else card.type
    shade = pygame.Rect(square)
    shade.move_ip(max(1, side // 30), max(1, side // 30))
    emblem(surf, key, theme.mix(low, (0, 0, 0), 0.4), shade)
    emblem(surf, key, theme.mix(colour, (255, 255, 255), 0.75), square)
    pygame.draw.rect(surf, (20, 18, 24), window, 1)


def _rules(surf: pygame.Surface, card: BmCard, box: pygame.Rect, real: int) -> None:
    words = card.text() or ("No special effect." if card.is_monster else "")
    lines = text.wrap_px(words, box.w, real)
    height = theme.font_px(real).get_linesize()
    room = max(1, box.h // height)
    if len(lines) > room:  # the rest is in the zoom
        lines = [*lines[: room - 1], text.fit_px(lines[room - 1] + " …", box.w, real)]
    for k, line in enumerate(lines[:room]):
        surf.blit(text.render_px(line, real, INK), (box.x, box.y + k * height))


def _foot(surf: pygame.Surface, card: BmCard, shown: Shown, bar: pygame.Rect) -> None:
    pygame.draw.rect(surf, STAT_BAR, bar, border_radius=max(2, bar.h // 4))
    real = round(bar.h * 0.66)
    if not card.is_monster:
        words = text.render_px(card.type.upper(), real, COLD, True)
        surf.blit(words, words.get_rect(center=bar.center))
        return
    for stat, now, printed, anchor in (
        ("ATK", shown.attack, card.attack, "midleft"),
        ("DEF", shown.defence, card.defence, "midright"),
    ):
        hot = shown.hot == ("attack" if stat == "ATK" else "defence")
        colour = UP if now > printed else DOWN if now < printed else (HOT if hot or not shown.hot else COLD)
        words = text.render_px(f"{stat} {now}", real, colour, hot or not shown.hot)
        x = bar.x + 4 if anchor == "midleft" else bar.right - 4
        rect = words.get_rect(**{anchor: (x, bar.centery)})
        surf.blit(words, rect)
        if hot:
            pygame.draw.line(surf, colour, (rect.x, rect.bottom), (rect.right, rect.bottom), 1)


def _veil(surf: pygame.Surface) -> None:
    """Its owner's own face-down card: the face, veiled, with a ribbon saying so."""
    w, h = surf.get_size()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(veil, (20, 10, 40, 120), veil.get_rect(), border_radius=max(3, w // 14))
    surf.blit(veil, (0, 0))
    ribbon = pygame.Rect(0, 0, w, max(12, h // 9))
    ribbon.center = (w // 2, round(h * 0.3))
    pygame.draw.rect(surf, BACK, ribbon)
    pygame.draw.rect(surf, BACK_LINE, ribbon, 1)
    real = max(8, round(ribbon.h * 0.62))
    words = text.render_px("FACE DOWN", real, (240, 230, 255), True)
    surf.blit(words, words.get_rect(center=ribbon.center))


def _draw_back(surf: pygame.Surface) -> None:
    w, h = surf.get_size()
    rect = surf.get_rect()
    radius = max(3, w // 14)
    pygame.draw.rect(surf, (24, 14, 38), rect, border_radius=radius)
    pygame.draw.rect(surf, BACK, rect.inflate(-2, -2), border_radius=radius)
    inner = rect.inflate(-max(6, w // 8), -max(6, w // 8))
    pygame.draw.rect(surf, BACK_LINE, inner, max(1, w // 60), border_radius=max(2, radius // 2))
    step = max(6, w // 7)
    line = theme.mix(BACK, BACK_LINE, 0.35)
    clip = surf.get_clip()
    surf.set_clip(inner.inflate(-4, -4))
    for x in range(inner.x - inner.h, inner.right, step):  # a lattice of diagonals
        pygame.draw.line(surf, line, (x, inner.y), (x + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, line, (x + inner.h, inner.y), (x, inner.bottom), 1)
    surf.set_clip(clip)
    side = round(min(w, h) * 0.5)
    disc = pygame.Rect(0, 0, side, side)
    disc.center = rect.center
    pygame.draw.circle(surf, (30, 18, 48), disc.center, side // 2 + 2)
    pygame.draw.circle(surf, BACK_LINE, disc.center, side // 2, max(1, w // 50))
    emblem(surf, "caster", (226, 206, 255), disc.inflate(-side // 3, -side // 3))
