"""A win rate drawn as a bar with its 95% interval across it, for every game's deck test."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.theme import px


def draw_rate_row(surface: pygame.Surface, name: str, rate: dict[str, float | int], row: pygame.Rect) -> None:
    """Opponent, a bar for our win rate with its interval as a line across it, and the figures."""
    name_w, figures_w = px(150), px(120)
    mid = row.centery
    text.blit(
        surface, text.fit(name, name_w - px(8), theme.SMALL), (row.x, mid), theme.SMALL, theme.TEXT, anchor="midleft"
    )
    track = pygame.Rect(row.x + name_w, row.y + px(5), row.width - name_w - figures_w, row.height - px(10))
    pygame.draw.rect(surface, theme.PANEL_DARK, track)
    pygame.draw.line(surface, theme.PANEL_EDGE, (track.centerx, track.y - 2), (track.centerx, track.bottom + 2))
    n = int(rate["n"])
    figures = "-"
    if n:
        win, low, high = float(rate["rate"]), float(rate["low"]), float(rate["high"])
        pygame.draw.rect(
            surface, theme.GOOD if win >= 0.5 else theme.BAD, (track.x, track.y, int(track.w * win), track.h)
        )
        x_low, x_high = track.x + int(track.w * low), track.x + int(track.w * high)
        pygame.draw.line(surface, theme.TEXT, (x_low, mid), (x_high, mid), 2)
        for x in (x_low, x_high):
            pygame.draw.line(surface, theme.TEXT, (x, track.y), (x, track.bottom), 2)
        figures = f"{int(rate['successes'])}/{n} {100 * win:.0f}% [{100 * low:.0f}-{100 * high:.0f}]"
    text.blit(surface, figures, (row.right, mid), theme.SMALL, theme.TEXT, anchor="midright")
