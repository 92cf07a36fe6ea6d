"""What the analysis mode draws over the table: the review banner and every other seat's hand.

Analysis is a review tool, so nothing is hidden: a strip at the top of the field names each
other player's hand card by card (hover a card to read it), under a banner that says so.
"""

from __future__ import annotations

import pygame

from game.rules.engine import Game
from game.ui import cards, text, theme
from game.ui.layout import Layout

BANNER_H = 24
CHIP_H = 22
CHIP_W = 118
BANNER = "Analysis: a review tool, so every hand and face-down card is shown"


def hand_chips(game: Game, lay: Layout) -> dict[int, pygame.Rect]:
    """card instance id -> chip rect, for every hand but the viewer's (its cards show below)."""
    chips: dict[int, pygame.Rect] = {}
    f = lay.field
    y0 = f.y + BANNER_H + 8
    for seat, panel in lay.panels.items():
        if seat == lay.viewer:
            continue
        hand = game.state.players[seat].hand
        left = max(panel.x, f.x) + 10
        right = min(panel.right, f.right) - 10
        per_row = max(1, (right - left - 70) // (CHIP_W + 4))
        for i, iid in enumerate(hand[: per_row * 2]):
            row, col = divmod(i, per_row)
            chips[iid] = pygame.Rect(left + 70 + col * (CHIP_W + 4), y0 + row * (CHIP_H + 3), CHIP_W, CHIP_H)
    return chips


def draw_reveal(surface: pygame.Surface, game: Game, lay: Layout, chips: dict[int, pygame.Rect]) -> None:
    f = lay.field
    banner = pygame.Rect(f.x + 10, f.y + 5, f.width - 20, BANNER_H)
    pygame.draw.rect(surface, theme.mix(theme.ACCENT, theme.PANEL_DARK, 0.7), banner, border_radius=6)
    text.blit(surface, BANNER, banner.center, theme.SMALL, theme.ACCENT, bold=True, anchor="center")
    y0 = f.y + BANNER_H + 8
    for seat, panel in lay.panels.items():
        if seat == lay.viewer:
            continue
        hand = game.state.players[seat].hand
        left = max(panel.x, f.x) + 10
        label = f"{game.name(seat)}:" if hand else f"{game.name(seat)}: no cards in hand"
        text.blit(
            surface,
            text.fit(label, 66 if hand else 300, theme.SMALL, True),
            (left, y0 + 3),
            theme.SMALL,
            theme.SEAT[seat],
            bold=True,
        )
        shown = [iid for iid in hand if iid in chips]
        for iid in shown:
            card = game.card(iid)
            rect = chips[iid]
            colour = cards.card_colour(card)
            pygame.draw.rect(surface, colour, rect, border_radius=4)
            pygame.draw.rect(surface, (15, 15, 15), rect, 1, border_radius=4)
            name = text.fit(card.name, rect.width - 8, theme.SMALL - 2)
            text.blit(
                surface, name, (rect.x + 4, rect.centery), theme.SMALL - 2, theme.text_on(colour), anchor="midleft"
            )
        if len(shown) < len(hand):
            last = chips[shown[-1]] if shown else pygame.Rect(left + 70, y0, 0, CHIP_H)
            text.blit(
                surface,
                f"+{len(hand) - len(shown)}",
                (last.right + 4, last.centery),
                theme.SMALL,
                theme.TEXT,
                anchor="midleft",
            )
