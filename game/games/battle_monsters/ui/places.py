"""Where each card of the Battle Monsters table lies at the window's size: a side's monsters and
its spells and traps side by side in their zones (a card in defence position sideways), the hand
of the seat at the screen along the bottom, each graveyard left of its supply. A crowded row first
takes smaller cards (down to MIN_SHRINK of the full size) and only then overlaps them. Worked out
once per position and screen (the table asks many times a frame)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.battle_monsters.ui.layout import Band, MonstersLayout
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

SHRINKS = (1.0, 0.92, 0.85, 0.78, 0.72)
ZONE_PAD = 16  # room between a zone's edge and its cards
LEAST_ZONE = 110  # an empty zone keeps room for its label


def sideways(stance: str) -> bool:
    return stance.startswith("defence")


def field_sides(scene: MonstersTableScene) -> tuple[tuple[int, Band], tuple[int, Band]]:
    """The opponent's side (top) and the viewer's (below), each with its seat."""
    lay = scene.layout()
    return (1 - scene.viewer, lay.bands[0]), (scene.viewer, lay.bands[1])


def _spread(sizes: list[tuple[int, int]], gap: int) -> int:
    return sum(w for w, _ in sizes) + gap * max(0, len(sizes) - 1)


def _row(zone: pygame.Rect, sizes: list[tuple[int, int]], gap: int, middle: int) -> list[pygame.Rect]:
    """Cards side by side along a zone, centred while they fit, overlapping when they do not."""
    spread = _spread(sizes, gap)
    if spread <= zone.w:
        x, squeeze = float(zone.centerx - spread / 2), 1.0
    else:
        x = float(zone.x)
        last = sizes[-1][0] if sizes else 0
        squeeze = (zone.w - last) / max(1, spread - last - gap)
    rects = []
    for w, h in sizes:
        rects.append(pygame.Rect(int(x), middle - h // 2, w, h))
        x += (w + gap) * squeeze
    return rects


def _by_zone(scene: MonstersTableScene, seat: int) -> tuple[list[int], list[int]]:
    field = scene.game.state.field_of(seat)
    monsters = [i for i in field if scene.game.card(i).is_monster]
    return monsters, [i for i in field if i not in monsters]


def _sizes(scene: MonstersTableScene, cards: list[int], shrink: float) -> list[tuple[int, int]]:
    cw, ch = (round(n * shrink) for n in scene.layout().card)
    return [(ch, cw) if sideways(scene.game.state.stance[i]) else (cw, ch) for i in cards]


def _side(scene: MonstersTableScene, seat: int, band: Band) -> tuple[tuple[pygame.Rect, pygame.Rect], float]:
    """A side's two zones and the size its cards take (the largest with which both rows fit)."""
    gap = scene.layout().gap
    parts = _by_zone(scene, seat)
    for shrink in SHRINKS:
        need = [max(px(LEAST_ZONE), _spread(_sizes(scene, cards, shrink), gap) + 2 * px(ZONE_PAD)) for cards in parts]
        if sum(need) + px(10) <= band.zones.w:
            break
    return band.split(need[0], need[1], px(LEAST_ZONE)), shrink


def zones(scene: MonstersTableScene, seat: int, band: Band) -> tuple[pygame.Rect, pygame.Rect]:
    """A side's monster zone and spell and trap zone, split by what lies in them."""
    return _side(scene, seat, band)[0]


def card_rects(scene: MonstersTableScene) -> dict[int, pygame.Rect]:
    """Where every clickable card is drawn: both fields and the viewer's hand (callers must not
    change the rectangles: they are kept until the position or the screen changes)."""
    return scene.remembered("places", lambda: _work_out(scene))


def _work_out(scene: MonstersTableScene) -> dict[int, pygame.Rect]:
    lay = scene.layout()
    s = scene.game.state
    rects: dict[int, pygame.Rect] = {}
    for seat, band in field_sides(scene):
        middle = band.rect.y + px(16) + lay.card[1] // 2
        (monsters, spells), shrink = _side(scene, seat, band)
        for zone, cards in zip((monsters, spells), _by_zone(scene, seat), strict=True):
            row = _row(zone.inflate(-2 * px(ZONE_PAD), 0), _sizes(scene, cards, shrink), lay.gap, middle)
            rects.update(zip(cards, row, strict=True))
    hand = s.zone("hand", scene.viewer) if not scene.hand_hidden() else []
    hw, hh = lay.hand_card
    for shrink in SHRINKS:
        size = (round(hw * shrink), round(hh * shrink))
        if _spread([size] * len(hand), lay.gap) <= lay.hand.w:
            break
    rects.update(zip(hand, _row(lay.hand, [size] * len(hand), lay.gap, lay.hand.centery), strict=True))
    return rects


def pile_rects(lay: MonstersLayout, band: Band) -> tuple[pygame.Rect, pygame.Rect]:
    """A side's graveyard and, right of it, its supply, at the foot of its panel (rule 2.3)."""
    panel = band.panel
    w = (panel.w - px(18)) // 2
    h = min(round(w / 0.7), panel.h - px(92))
    grave = pygame.Rect(panel.x + px(6), panel.bottom - px(18) - h, w, h)
    return grave, grave.move(w + px(6), 0)


def graveyard_tops(scene: MonstersTableScene) -> dict[int, pygame.Rect]:
    """The top card of each graveyard where its pile is drawn (hovering one shows its text)."""
    lay = scene.layout()
    tops: dict[int, pygame.Rect] = {}
    for seat, band in field_sides(scene):
        grave = scene.game.state.zone("graveyard", seat)
        if grave:
            tops[grave[-1]] = pile_rects(lay, band)[0]
    return tops
