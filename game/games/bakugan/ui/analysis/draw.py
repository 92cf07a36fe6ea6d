"""What the analysis mode adds to the table: a strip above the field naming every other player's
hand card by card (hover a card to read it). Analysis is a review tool, so nothing is hidden."""

from __future__ import annotations

import pygame

from game.games.bakugan.rules.engine import Game
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.layout import Layout, move_field
from game.ui import text, theme
from game.ui.theme import px

CHIP_H = 22  # at the design size, like every length here (theme.px)
CHIP_W = 112
MIN_CHIP_W = 72  # narrower chips still name their card; below this a second row is kept
ROW = CHIP_H + 3
LABEL_W = 92
MAX_ROWS = 2
HAND_LIMIT = 7


def _others(lay: Layout) -> list[tuple[int, int, int]]:
    """(seat, left, right) of each other player's column of the strip: under their panel."""
    f = lay.field
    return [
        (seat, max(panel.x, f.x) + px(10), min(panel.right, f.right) - px(10))
        for seat, panel in lay.panels.items()
        if seat != lay.viewer
    ]


def _fit(left: int, right: int) -> tuple[int, int]:
    """Chips per row and chip width in a column (at least two a row; room kept for a '+N'). A full
    hand goes in one row of narrower chips when they keep MIN_CHIP_W, so no second row is reserved
    (a small window kept an empty row between the strip and the field)."""
    room = right - left - px(LABEL_W + 22)
    per_row = max(2, room // px(CHIP_W + 4))
    if per_row < HAND_LIMIT <= room // px(MIN_CHIP_W + 4):
        per_row = HAND_LIMIT
    return per_row, min(px(CHIP_W), room // per_row - px(4))


def make_room(game: Game, lay: Layout) -> None:
    """Shrink the field from the top to make room for the hands strip: one row when a row holds a
    full hand (seven cards, rule 4.3.2) in every column, else two; the same at every position, so the
    field stays put while stepping through the game."""
    rows = 1 if all(_fit(left, right)[0] >= HAND_LIMIT for _, left, right in _others(lay)) else MAX_ROWS
    f = lay.field
    strip = rows * px(ROW) + px(6)
    move_field(lay, game, pygame.Rect(f.x, f.y + strip, f.width, f.height - strip))


def hand_chips(game: Game, lay: Layout) -> dict[int, pygame.Rect]:
    """card instance id -> its chip in the strip above the field, for every hand but the viewer's."""
    chips: dict[int, pygame.Rect] = {}
    top = _strip_top(lay)
    for seat, left, right in _others(lay):
        per_row, width = _fit(left, right)
        for i, iid in enumerate(game.state.players[seat].hand[: per_row * MAX_ROWS]):
            row, col = divmod(i, per_row)
            x = left + px(LABEL_W) + col * (width + px(4))
            chips[iid] = pygame.Rect(x, top + row * px(ROW), width, px(CHIP_H))
    return chips


def _strip_top(lay: Layout) -> int:
    return max(p.bottom for seat, p in lay.panels.items() if seat != lay.viewer) + 3


def draw_hands(surface: pygame.Surface, game: Game, lay: Layout, chips: dict[int, pygame.Rect]) -> None:
    top = _strip_top(lay)
    for seat, left, _ in _others(lay):
        hand = game.state.players[seat].hand
        label = text.fit(
            f"{game.name(seat)}'s hand" if hand else f"{game.name(seat)}: no cards", px(LABEL_W - 6), theme.SMALL, True
        )
        text.blit(surface, label, (left, top + px(3)), theme.SMALL, theme.SEAT[seat], bold=True)
        shown = [iid for iid in hand if iid in chips]
        for iid in shown:
            card = game.card(iid)
            rect = chips[iid]
            colour = cards.card_colour(card)
            pygame.draw.rect(surface, colour, rect, border_radius=4)
            pygame.draw.rect(surface, (15, 15, 15), rect, 1, border_radius=4)
            name = text.fit(card.name, rect.width - px(8), theme.SMALL - 2)
            at = (rect.x + px(4), rect.centery)
            text.blit(surface, name, at, theme.SMALL - 2, theme.text_on(colour), anchor="midleft")
        if len(shown) < len(hand):
            last = chips[shown[-1]]
            more = f"+{len(hand) - len(shown)}"
            text.blit(surface, more, (last.right + 4, last.centery), theme.SMALL, theme.TEXT, anchor="midleft")
