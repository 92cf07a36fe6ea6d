"""A card shown large with its full rules text while the pointer rests on it, for any card game.

The game gives a `Zoom`: the card's face (a `CardArt`, painted at the zoom's size) and its text
lines (a paragraph each: what it is, its keywords, each ability). The zoom is sized to the window,
kept inside it, and placed beside the hovered card (right, left, above, below: the first place that
covers neither the card nor the rectangles the table asks it to keep clear, such as that card's
buttons); when no place is clear it takes the one covering least. `Hover` says which card the
pointer has rested on long enough, on the frame clock.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import pygame

from game.ui import card_faces, text, theme
from game.ui.card_faces import CardArt

K = TypeVar("K", bound=Hashable)
CARD_RATIO = 88 / 63  # height over width of a standard trading card
REST_S = 0.12  # how long the pointer rests on a card before it zooms
GAP = 10


@dataclass(frozen=True)
class Zoom:
    art: CardArt
    title: str
    lines: tuple[str, ...]  # its full text, a paragraph a line


SHRINK = (1.0, 0.85, 0.7)  # smaller zooms tried when the full one cannot stay clear of the card


def card_size(window: pygame.Rect, scale: float = 1.0) -> tuple[int, int]:
    """The zoomed card's size: half the window's height, between 240 and 560 pixels tall."""
    h = round(max(240, min(560, window.height // 2)) * scale)
    return round(h / CARD_RATIO), h


def box_size(window: pygame.Rect, scale: float = 1.0) -> tuple[int, int]:
    """The card and its text panel beside it."""
    w, h = card_size(window, scale)
    return w + max(round(240 * scale), round(w * 1.25)) + 3 * GAP, h + 2 * GAP


def fit(anchor: pygame.Rect, window: pygame.Rect, avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, float]:
    """The zoom's box and scale: the largest that covers neither the card nor `avoid`, else the
    full size where it covers least."""
    for scale in SHRINK:
        box = place(anchor, box_size(window, scale), window, avoid)
        if not box.colliderect(anchor) and box.collidelist(list(avoid)) < 0:
            return box, scale
    return place(anchor, box_size(window), window, avoid), 1.0


def place(anchor: pygame.Rect, size: tuple[int, int], window: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where the zoom goes: beside `anchor`, inside `window`, covering neither the anchor nor
    `avoid` when it can (else covering the least of them)."""
    w, h = size
    tries: list[pygame.Rect] = []
    for near in (anchor, anchor.unionall(list(avoid)) if avoid else anchor):
        ys = (near.centery - h // 2, near.top, near.bottom - h, window.bottom - h, window.top)
        xs = (near.centerx - w // 2, near.left, near.right - w, window.left, window.right - w)
        tries += [pygame.Rect(near.right + GAP, y, w, h) for y in ys]
        tries += [pygame.Rect(near.left - GAP - w, y, w, h) for y in ys]
        tries += [pygame.Rect(x, near.top - GAP - h, w, h) for x in xs]
        tries += [pygame.Rect(x, near.bottom + GAP, w, h) for x in xs]
    keep_clear = [anchor, *avoid]

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(r).width * box.clip(r).height * (4 if r is anchor else 1) for r in keep_clear)

    placed = [box.clamp(window) for box in tries]
    return min(enumerate(placed), key=lambda found: (covered(found[1]), found[0]))[1]


def draw_zoom(
    surface: pygame.Surface,
    zoom: Zoom,
    anchor: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    window: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw the zoom beside `anchor`; returns where it is."""
    area = window or surface.get_rect()
    box, scale = fit(anchor, area, avoid)
    shadow = box.move(6, 8)
    pygame.draw.rect(surface, (8, 10, 14), shadow, border_radius=14)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=14)
    pygame.draw.rect(surface, theme.ACCENT_SOFT, box, 2, border_radius=14)
    cw, ch = card_size(area, scale)
    card = pygame.Rect(box.x + GAP, box.y + GAP, cw, ch)
    surface.blit(card_faces.face(zoom.art, cw, ch), card.topleft)
    words = pygame.Rect(card.right + GAP, box.y + GAP, box.right - card.right - 2 * GAP, ch)
    draw_words(surface, zoom, words)
    return box


def draw_words(surface: pygame.Surface, zoom: Zoom, area: pygame.Rect) -> None:
    """The title and the text, in the largest type that fits the area."""
    for real in range(max(14, area.height // 14), 11, -1):
        title = text.wrap_px(zoom.title, area.width, real + 4, True)
        body = [text.wrap_px(line, area.width, real) for line in zoom.lines]
        step = theme.font_px(real).get_linesize()
        head = theme.font_px(real + 4, True).get_linesize()
        height = len(title) * head + 6 + sum(len(p) * step + step // 3 for p in body)
        if height <= area.height:
            break
    y = area.y
    for line in title:
        surface.blit(text.render_px(line, real + 4, theme.ACCENT, True), (area.x, y))
        y += head
    y += 6
    for paragraph in body:
        for line in paragraph:
            if y + step > area.bottom:
                return
            surface.blit(text.render_px(line, real, theme.TEXT), (area.x, y))
            y += step
        y += step // 3


class Hover:
    """Which card the pointer rests on: shown once it has stayed REST_S on the same card."""

    def __init__(self, rest: float = REST_S) -> None:
        self.rest = rest
        self.over: Hashable | None = None
        self.since = 0.0

    def update(self, dt: float, mouse: tuple[int, int], rects: Mapping[K, pygame.Rect]) -> None:
        under = next((key for key, rect in rects.items() if rect.collidepoint(mouse)), None)
        if under != self.over:
            self.over, self.since = under, 0.0
        else:
            self.since += dt

    def shown(self) -> Hashable | None:
        return self.over if self.over is not None and self.since >= self.rest else None

    def forget(self) -> None:
        self.over, self.since = None, 0.0
