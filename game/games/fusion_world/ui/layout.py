"""Where everything of the Fusion World table goes, for any window from 1024x600 up: the side
panel on the right (the turn, the players, the buttons, the log), and on the left, from the top,
the opponent's energy row with their life, deck, drop and hand, their Leader and battle area, the
combo band with the battle between, your battle area, your energy row with your piles, and your
hand. Cards grow with the window (a bigger window: bigger cards, not more empty table); rows of
many cards shrink their cards to fit rather than overlap."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.card_zoom import CARD_RATIO

GAP = 6
SMALL = 0.58  # energy, combo and pile cards, as a share of a battle card's height
# the table's height in battle-card heights: two energy rows, two battle rows, the combo band, the hand
HEIGHTS = (SMALL, 1.0, SMALL + 0.12, 1.0, SMALL, 1.0)
BATTLE_SLOTS = 8  # Leader and battle cards a row holds at full size


@dataclass(frozen=True)
class TableLayout:
    panel: pygame.Rect
    table: pygame.Rect
    card: tuple[int, int]  # a battle or hand card
    small: tuple[int, int]  # an energy, combo or pile card (upright)
    rows: dict[str, pygame.Rect]  # them_energy, them_battle, combo, me_battle, me_energy, hand


def table_layout(size: tuple[int, int]) -> TableLayout:
    w, h = size
    panel_w = max(270, min(480, round(w * 0.22)))
    panel = pygame.Rect(w - panel_w, GAP, panel_w - GAP, h - 2 * GAP)
    table = pygame.Rect(GAP, GAP, panel.x - 2 * GAP, h - 2 * GAP)
    by_height = (table.height - GAP * (len(HEIGHTS) - 1)) / sum(HEIGHTS)
    by_width = table.width / BATTLE_SLOTS / (1 / CARD_RATIO) - GAP
    card_h = int(min(by_height, by_width))
    card = (round(card_h / CARD_RATIO), card_h)
    small_h = round(card_h * SMALL)
    small = (round(small_h / CARD_RATIO), small_h)
    rows: dict[str, pygame.Rect] = {}
    y = table.y
    for name, share in zip(
        ("them_energy", "them_battle", "combo", "me_battle", "me_energy", "hand"), HEIGHTS, strict=True
    ):
        height = round(card_h * share)
        rows[name] = pygame.Rect(table.x, y, table.width, height)
        y += height + GAP
    rows["hand"].height = table.bottom - rows["hand"].y  # the hand takes what is left
    return TableLayout(panel, table, card, small, rows)


def row(area: pygame.Rect, size: tuple[int, int], count: int, *, slot: int = 0) -> list[pygame.Rect]:
    """`count` cards of `size` left to right in `area`, vertically centred, each in a slot `slot`
    wide (its width when 0); smaller when they would not fit, never overlapping."""
    if count <= 0:
        return []
    w, h = size
    step = max(slot, w) + GAP
    if step * count - GAP > area.width:
        k = (area.width + GAP) / (step * count)
        w, h, step = max(8, int(w * k)), max(11, int(h * k)), max(9, int((area.width + GAP) / count))
    out = []
    for i in range(count):
        x = area.x + i * step + (step - GAP - w) // 2
        out.append(pygame.Rect(x, area.centery - h // 2, w, h))
    return out
