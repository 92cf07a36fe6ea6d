"""The guided game's drawing, the same in every game: a pulsing ring and arrow on the thing to
press, a "press here" label beside it (clear of the buttons, the zoom and the box), and the box with
the step's title, why, what to do, the rule it teaches, the progress, a refused click's reason and
the way out to the menu."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui import text, theme
from game.ui.guide import GuideWords
from game.ui.theme import px
from game.ui.widgets import Button

PRESS_HERE = "press here"
LEAVE_KEY = "guide_leave"
TITLE_LEAD = "Guided game: "


def ring(surface: pygame.Surface, rect: pygame.Rect, pulse: float) -> None:
    """A pulsing ring round `rect` and an arrow pointing down at it (up from below at the top)."""
    grow = px(6) + int(px(4) * pulse)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2 * grow, 2 * grow), max(3, px(4)), border_radius=px(10))
    tip = (rect.centerx, rect.y - grow - px(4))
    size = px(14)
    lift = int(px(6) * pulse)
    arrow = [(tip[0], tip[1] - lift), (tip[0] - size, tip[1] - size - lift), (tip[0] + size, tip[1] - size - lift)]
    if arrow[1][1] < 0:
        tip = (rect.centerx, rect.bottom + grow + px(4))
        arrow = [(tip[0], tip[1] + lift), (tip[0] - size, tip[1] + size + lift), (tip[0] + size, tip[1] + size + lift)]
    pygame.draw.polygon(surface, theme.ACCENT, arrow)
    pygame.draw.polygon(surface, theme.TEXT_DARK, arrow, 2)


def label_place(
    target: pygame.Rect, window: pygame.Rect, avoid: Sequence[pygame.Rect], rather: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Where "press here" goes: beside the target (its sides, then its corners), inside the window,
    crossing nothing in `avoid` (buttons, the box, a zoom) and, when it can, nothing in `rather`
    (the cards on the table)."""
    size = text.render(PRESS_HERE, theme.SMALL, theme.ACCENT, bold=True).get_size()
    pad = px(8)
    grow = px(14)  # clear of the pulsing ring
    label = pygame.Rect((0, 0), (size[0] + 2 * pad, size[1] + pad))
    ringed = target.inflate(2 * grow, 2 * grow)
    above = ringed.top - px(24)  # over the arrow
    anchors = {
        "midleft": (ringed.right, target.centery),
        "midright": (ringed.left, target.centery),
        "midtop": (target.centerx, ringed.bottom),
        "midbottom": (target.centerx, above),
        "bottomleft": (ringed.right, above),
        "bottomright": (ringed.left, above),
        "topleft": (ringed.right, ringed.bottom),
        "topright": (ringed.left, ringed.bottom),
    }
    spots = []
    for corner, point in anchors.items():
        spot = label.copy()
        setattr(spot, corner, point)
        spots.append(spot.clamp(window))

    def crossed(spot: pygame.Rect) -> int:
        hard = len(spot.collidelistall(list(avoid))) + (1 if spot.colliderect(ringed) else 0)
        covered = sum(c.w * c.h for c in (spot.clip(r) for r in rather))
        return 10**9 * hard + covered

    return min(spots, key=crossed)


def press_label(surface: pygame.Surface, where: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.PANEL_DARK, where, border_radius=px(6))
    pygame.draw.rect(surface, theme.ACCENT, where, 2, border_radius=px(6))
    shown = text.render(PRESS_HERE, theme.SMALL, theme.ACCENT, bold=True)
    surface.blit(shown, shown.get_rect(center=where.center))


@dataclass(frozen=True)
class BoxPlace:
    """An area the box may take, and whether it sits at the area's top or bottom."""

    area: pygame.Rect
    low: bool = False


def _lines(words: GuideWords, inner: int) -> list[tuple[str, int, theme.Colour, bool]]:
    parts: list[tuple[str, int, theme.Colour, bool]] = []
    if words.welcome:
        parts += [(line, theme.SMALL, theme.TEXT_DIM, False) for line in text.wrap(words.welcome, inner, theme.SMALL)]
    parts += [
        (line, theme.BODY, theme.INFO, True) for line in text.wrap(TITLE_LEAD + words.title, inner, theme.BODY, True)
    ]
    parts += [(line, theme.SMALL, theme.TEXT, False) for line in text.wrap(words.why, inner, theme.SMALL)]
    parts += [(line, theme.BODY, theme.ACCENT, True) for line in text.wrap(words.do, inner, theme.BODY, True)]
    if words.refusal:
        parts += [(line, theme.SMALL, theme.BAD, True) for line in text.wrap(words.refusal, inner, theme.SMALL, True)]
    if words.rule:
        parts.append((text.fit(f"Teaches {words.rule}", inner, theme.SMALL), theme.SMALL, theme.TEXT_DIM, False))
    return parts


def box_rect(words: GuideWords, places: Sequence[BoxPlace], avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """The box's place: the first of `places` where it crosses nothing in `avoid`, else the one
    where it crosses the fewest."""
    best: tuple[int, pygame.Rect] | None = None
    for place in places:
        area = place.area
        width = min(px(430), area.width)
        height = _height(words, width)
        box = pygame.Rect(area.x, area.y, width, height)
        if place.low:
            box.bottom = area.bottom
        crossed = len(box.collidelistall(list(avoid)))
        if best is None or crossed < best[0]:
            best = (crossed, box)
        if crossed == 0:
            break
    assert best is not None, "a guide box needs a place"
    return best[1]


def _height(words: GuideWords, width: int) -> int:
    parts = _lines(words, width - px(20))
    lines = sum(theme.font(size, bold).get_linesize() for _line, size, _colour, bold in parts)
    return lines + px(16) + _footer_height()


def _footer_height() -> int:
    return max(26, px(30)) + px(8)


def leave_button(box: pygame.Rect) -> Button:
    """The way out to the menu, at the box's bottom right."""
    height = max(26, px(30))
    width = text.render("Leave to menu", theme.SMALL).get_width() + px(20)
    rect = pygame.Rect(0, 0, width, height)
    rect.bottomright = (box.right - px(8), box.bottom - px(6))
    return Button(LEAVE_KEY, "Leave to menu", rect, size=theme.SMALL)


def guide_box(surface: pygame.Surface, words: GuideWords, box: pygame.Rect, mouse: tuple[int, int]) -> Button:
    """The step in its box (title, why, what to do, a refusal, the rule), the progress and the
    button out to the menu, which is returned."""
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    veil.fill((*theme.PANEL_DARK, 240))
    surface.blit(veil, box)
    pygame.draw.rect(surface, theme.INFO, box, 2, border_radius=px(8))
    y = box.y + px(8)
    for line, size, colour, bold in _lines(words, box.width - px(20)):
        text.blit(surface, line, (box.x + px(10), y), size, colour, bold=bold)
        y += theme.font(size, bold).get_linesize()
    leave = leave_button(box)
    if words.steps:
        progress = f"Step {words.step} of {words.steps}"
        shown = text.render(progress, theme.SMALL, theme.TEXT_DIM)
        text.blit(
            surface,
            progress,
            (box.x + px(10), leave.rect.centery - shown.get_height() // 2),
            theme.SMALL,
            theme.TEXT_DIM,
        )
        bar = pygame.Rect(box.x + px(10), leave.rect.bottom - px(4), leave.rect.x - box.x - px(24), px(4))
        pygame.draw.rect(surface, theme.PANEL, bar)
        done = bar.copy()
        done.width = bar.width * max(0, words.step - 1) // words.steps
        pygame.draw.rect(surface, theme.INFO, done)
    leave.draw(surface, mouse)
    return leave
